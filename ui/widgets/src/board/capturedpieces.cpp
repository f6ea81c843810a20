// Captured pieces: counted as what the shown position lacks against the game's first one, painted from the piece
// set in use.
#include "xiangqi/ui/capturedpieces.h"

#include <QEvent>
#include <QPainter>

#include <cmath>

namespace xq::ui {

std::array<int, 16> capturedSince(const Position& start, const Position& now) {
    std::array<int, 16> missing{};
    for (Square s = 0; s < SquareCount; ++s) {
        if (Piece p = start.pieceAt(s); p != NoPiece) ++missing[p];
        if (Piece p = now.pieceAt(s); p != NoPiece) --missing[p];
    }
    for (int& n : missing) n = std::max(0, n);  // a later position of another game cannot make a count negative
    return missing;
}

CapturedPieces::CapturedPieces(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void CapturedPieces::setPositions(const Position& start, const Position& now) {
    const auto counts = capturedSince(start, now);
    if (counts == captured_) return;
    captured_ = counts;
    updateGeometry();
    update();
}

void CapturedPieces::setPieceSet(session::PieceSet set) {
    set_ = set;
    update();
}

std::vector<Piece> CapturedPieces::lost(Color victim) const {
    // Most valuable first: chariot, cannon, horse, elephant, advisor, soldier.
    static const PieceType order[] = {Rook, Cannon, Horse, Elephant, Advisor, Pawn, King};
    std::vector<Piece> pieces;
    for (PieceType t : order) {
        const Piece p = makePiece(victim, t);
        for (int i = 0; i < captured_[p]; ++i) pieces.push_back(p);
    }
    return pieces;
}

int CapturedPieces::pieceSize() const { return std::max(18, fontMetrics().height() * 3 / 2); }

QSize CapturedPieces::sizeHint() const {
    const int row = pieceSize() + 4;
    return {240, 2 * row + fontMetrics().height() + 8};
}

void CapturedPieces::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void CapturedPieces::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const int size = pieceSize(), line = fontMetrics().height();
    const qreal dpr = devicePixelRatioF();
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRect(0, 0, width(), line), Qt::AlignLeft | Qt::AlignVCenter, tr("Captured pieces"));
    int y = line + 4;
    // Red's row shows the black pieces Red has taken, and the other way round.
    for (Color taker : {Color::Red, Color::Black}) {
        const QString who = taker == Color::Red ? tr("Red took:") : tr("Black took:");
        const int labelWidth = std::max(fontMetrics().horizontalAdvance(tr("Red took:")),
                                        fontMetrics().horizontalAdvance(tr("Black took:"))) +
                               8;
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(0, y, labelWidth, size), Qt::AlignLeft | Qt::AlignVCenter, who);
        const std::vector<Piece> pieces = lost(~taker);
        if (pieces.empty()) {
            p.setPen(palette().color(QPalette::PlaceholderText));
            p.drawText(QRect(labelWidth, y, width() - labelWidth, size), Qt::AlignLeft | Qt::AlignVCenter,
                       tr("nothing yet"));
        }
        // Pieces overlap a little when there are many, so that all 16 fit the row.
        const int room = width() - labelWidth;
        const double step =
            pieces.size() <= 1 ? size : std::min<double>(size, double(room - size) / (pieces.size() - 1));
        for (std::size_t i = 0; i < pieces.size(); ++i) {
            QPixmap pm = renderPieceImage(set_, pieces[i], int(std::lround(size * dpr)));
            pm.setDevicePixelRatio(dpr);
            p.drawPixmap(QRectF(labelWidth + i * step, y, size, size), pm, QRectF());
        }
        y += size + 4;
    }
}

}  // namespace xq::ui
