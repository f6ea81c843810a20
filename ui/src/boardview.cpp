// Board widget painting. The board is drawn as vectors and scales with the widget.
#include "xiangqi/ui/boardview.h"

#include <QPainter>
#include <QPainterPath>

namespace xq::ui {

BoardView::BoardView(QWidget* parent) : QWidget(parent) {
    setMinimumSize(270, 300);
}

void BoardView::setPosition(const Position& pos) {
    position_ = pos;
    update();
}

double BoardView::cell() const { return std::min(width() / 9.0, height() / 10.0); }

QPointF BoardView::origin() const {
    double c = cell();
    return {(width() - 9 * c) / 2 + c / 2, (height() - 10 * c) / 2 + c / 2};
}

QPointF BoardView::squareCenter(Square s) const {
    int col = flipped_ ? 8 - fileOf(s) : fileOf(s);
    int row = flipped_ ? rankOf(s) : 9 - rankOf(s);
    return origin() + QPointF(col * cell(), row * cell());
}

Square BoardView::squareAt(QPointF p) const {
    QPointF rel = (p - origin()) / cell();
    int col = int(std::floor(rel.x() + 0.5)), row = int(std::floor(rel.y() + 0.5));
    if (col < 0 || col > 8 || row < 0 || row > 9) return NoSquare;
    int file = flipped_ ? 8 - col : col;
    int rank = flipped_ ? row : 9 - row;
    return makeSquare(file, rank);
}

void BoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paintBoard(p);
    paintPieces(p);
}

void BoardView::paintBoard(QPainter& p) {
    p.fillRect(rect(), QColor(0xe8, 0xc8, 0x8a));
    const double c = cell();
    const QPointF o = origin();
    p.setPen(QPen(QColor(0x40, 0x28, 0x10), std::max(1.0, c / 30)));
    for (int row = 0; row < 10; ++row) p.drawLine(o + QPointF(0, row * c), o + QPointF(8 * c, row * c));
    for (int col = 0; col < 9; ++col) {
        if (col == 0 || col == 8) {
            p.drawLine(o + QPointF(col * c, 0), o + QPointF(col * c, 9 * c));
        } else {
            p.drawLine(o + QPointF(col * c, 0), o + QPointF(col * c, 4 * c));
            p.drawLine(o + QPointF(col * c, 5 * c), o + QPointF(col * c, 9 * c));
        }
    }
    // Palace diagonals.
    for (int top : {0, 7}) {
        p.drawLine(o + QPointF(3 * c, top * c), o + QPointF(5 * c, (top + 2) * c));
        p.drawLine(o + QPointF(5 * c, top * c), o + QPointF(3 * c, (top + 2) * c));
    }
}

void BoardView::paintPieces(QPainter& p) {
    static const QString red[] = {"", "帥", "仕", "相", "傌", "俥", "炮", "兵"};
    static const QString black[] = {"", "將", "士", "象", "馬", "車", "砲", "卒"};
    const double c = cell();
    QFont font = p.font();
    font.setPixelSize(int(c * 0.5));
    p.setFont(font);
    for (Square s = 0; s < SquareCount; ++s) {
        Piece piece = position_.pieceAt(s);
        if (piece == NoPiece) continue;
        QPointF center = squareCenter(s);
        QRectF r(center - QPointF(c * 0.44, c * 0.44), QSizeF(c * 0.88, c * 0.88));
        QColor ink = colorOf(piece) == Color::Red ? QColor(0xb0, 0x10, 0x10) : QColor(0x10, 0x10, 0x10);
        p.setBrush(QColor(0xf5, 0xe6, 0xc4));
        p.setPen(QPen(ink, std::max(1.0, c / 25)));
        p.drawEllipse(r);
        const auto& names = colorOf(piece) == Color::Red ? red : black;
        p.drawText(r, Qt::AlignCenter, names[typeOf(piece)]);
    }
}

}  // namespace xq::ui
