// BoardPainter: the board as vectors scaled to its area, the pieces from the SVG sets rendered once per size and
// device pixel ratio.
#include "xiangqi/ui/boardpainter.h"

#include <QApplication>
#include <QFile>
#include <QPainter>
#ifdef XIANGQI_HAVE_SVG
#include <QSvgRenderer>
#endif

#include <algorithm>
#include <cmath>
#include <memory>

namespace xq::ui {

namespace {

// The colours of a board theme.
struct Palette {
    QColor surround;   // the widget around the board
    QColor board;      // the playing surface
    QColor line;       // grid lines and frame
    QColor river;      // 楚河 汉界
    QColor label;      // edge coordinates
    double lineScale;  // line width relative to the wood board
};

Palette paletteOf(session::BoardTheme theme) {
    switch (theme) {
    case session::BoardTheme::Plain:
        return {QColor(0xdd, 0xe1, 0xe4), QColor(0xfa, 0xf8, 0xf2), QColor(0x4b, 0x50, 0x56),
                QColor(0x8a, 0x8f, 0x96), QColor(0x4b, 0x50, 0x56), 0.9};
    case session::BoardTheme::Contrast:
        return {QColor(0x00, 0x00, 0x00), QColor(0xff, 0xff, 0xff), QColor(0x00, 0x00, 0x00),
                QColor(0x00, 0x00, 0x00), QColor(0x00, 0x00, 0x00), 1.8};
    case session::BoardTheme::Wood: break;
    }
    return {QColor(0x6b, 0x47, 0x2a), QColor(0xe9, 0xc9, 0x8c), QColor(0x4a, 0x2c, 0x12),
            QColor(0x6a, 0x3e, 0x18), QColor(0x5a, 0x36, 0x16), 1.0};
}

const QColor redInk(0xb4, 0x14, 0x14);
const QColor blackInk(0x1a, 0x1a, 0x1a);

// A piece's id in its set's SVG file (assets/README.md): colour and letter, "rK" … "bP".
QString svgId(Piece p) {
    static const char letters[] = " KABNRCP";
    return QStringLiteral("%1%2").arg(colorOf(p) == Color::Red ? 'r' : 'b').arg(QChar(letters[typeOf(p)]));
}

#ifdef XIANGQI_HAVE_SVG
// The SVG renderer of a piece set, loaded on first use (GUI thread only); null when the file is missing or broken.
QSvgRenderer* pieceRenderer(session::PieceSet set) {
    static std::unique_ptr<QSvgRenderer> renderers[session::PieceSetCount];
    static bool tried[session::PieceSetCount] = {};
    static const char* files[session::PieceSetCount] = {":/pieces/traditional.svg", ":/pieces/international.svg",
                                                        ":/pieces/contrast.svg"};
    const int i = std::clamp(int(set), 0, session::PieceSetCount - 1);
    if (!tried[i]) {
        tried[i] = true;
        if (QFile::exists(files[i])) {
            auto r = std::make_unique<QSvgRenderer>(QString::fromLatin1(files[i]));
            if (r->isValid()) renderers[i] = std::move(r);
        }
    }
    return renderers[i].get();
}
#endif

}  // namespace

QString pieceImageName(session::PieceSet set, Piece piece) {
    static const char* sets[session::PieceSetCount] = {"traditional", "international", "contrast"};
    return QStringLiteral("%1/%2.png").arg(QLatin1String(sets[std::clamp(int(set), 0, session::PieceSetCount - 1)]),
                                           svgId(piece));
}

void BoardPainter::setPieceSet(session::PieceSet set) {
    if (set != pieceSet_) cache_.clear();
    pieceSet_ = set;
}

void BoardPainter::setAppearanceOf(const BoardPainter& other) {
    setPieceSet(other.pieceSet_);
    theme_ = other.theme_;
    notation_ = other.notation_;
    flipped_ = other.flipped_;
    coordinatesShown_ = other.coordinatesShown_;
}

QColor BoardPainter::surroundColour(session::BoardTheme theme) { return paletteOf(theme).surround; }
QColor BoardPainter::surfaceColour(session::BoardTheme theme) { return paletteOf(theme).board; }

// ---- geometry ----

// 8 cells between the outer files plus room for the pieces and a frame; 9 cells between the outer ranks plus the
// pieces and a row of file numbers at each end.
double BoardPainter::sideMargin() const { return notation_ == Notation::Iccs ? 1.0 : 0.8; }

double BoardPainter::cell() const { return std::min(area_.width() / (8 + 2 * sideMargin()), area_.height() / 11.0); }

QPointF BoardPainter::gridPoint(double col, double row) const {
    const double c = cell();
    const QPointF origin(area_.left() + (area_.width() - 8 * c) / 2, area_.top() + (area_.height() - 9 * c) / 2);
    return origin + QPointF(col * c, row * c);
}

QPointF BoardPainter::squareCenter(Square s) const {
    const int col = flipped_ ? 8 - fileOf(s) : fileOf(s);
    const int row = flipped_ ? rankOf(s) : 9 - rankOf(s);
    return gridPoint(col, row);
}

Square BoardPainter::squareAt(QPointF p) const {
    const double c = cell();
    if (c <= 0) return NoSquare;
    const QPointF rel = (p - gridPoint(0, 0)) / c;
    const int col = int(std::floor(rel.x() + 0.5)), row = int(std::floor(rel.y() + 0.5));
    if (col < 0 || col > 8 || row < 0 || row > 9) return NoSquare;
    const int file = flipped_ ? 8 - col : col;
    const int rank = flipped_ ? row : 9 - row;
    return makeSquare(file, rank);
}

QStringList BoardPainter::fileLabels(Color side) const {
    static const char* chinese[] = {"九", "八", "七", "六", "五", "四", "三", "二", "一"};
    static const char* fullWidth[] = {"１", "２", "３", "４", "５", "６", "７", "８", "９"};
    QStringList labels;
    for (int file = 0; file < 9; ++file) {
        switch (notation_) {
        case Notation::Iccs: labels << QString(QChar('a' + file)); break;
        case Notation::Wxf:  // each side counts from its own right
            labels << QString::number(side == Color::Red ? 9 - file : file + 1);
            break;
        case Notation::Chinese:
            labels << QString::fromUtf8(side == Color::Red ? chinese[file] : fullWidth[file]);
            break;
        }
    }
    return labels;
}

QStringList BoardPainter::rankLabels() const {
    QStringList labels;
    if (notation_ == Notation::Iccs)
        for (int rank = 0; rank < 10; ++rank) labels << QString::number(rank);
    return labels;
}

// ---- painting ----

void BoardPainter::paintBoard(QPainter& p, bool surround) const {
    const double c = cell();
    const Palette colours = paletteOf(theme_);
    if (surround) p.fillRect(area_, colours.surround);
    const double side = sideMargin() - 0.05;
    QRectF wood(gridPoint(-side, -0.95), gridPoint(8 + side, 9.95));
    p.setPen(Qt::NoPen);
    p.setBrush(colours.board);
    p.drawRoundedRect(wood, c * 0.12, c * 0.12);

    // Frame: a thick outer line around the grid.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colours.line, std::max(1.5, c / 16 * colours.lineScale)));
    p.drawRect(QRectF(gridPoint(-0.12, -0.12), gridPoint(8.12, 9.12)));

    p.setPen(QPen(colours.line, std::max(1.0, c / 36 * colours.lineScale)));
    for (int row = 0; row < 10; ++row) p.drawLine(gridPoint(0, row), gridPoint(8, row));
    for (int col = 0; col < 9; ++col) {
        if (col == 0 || col == 8) {
            p.drawLine(gridPoint(col, 0), gridPoint(col, 9));
        } else {
            p.drawLine(gridPoint(col, 0), gridPoint(col, 4));
            p.drawLine(gridPoint(col, 5), gridPoint(col, 9));
        }
    }
    // Palace diagonals.
    for (int top : {0, 7}) {
        p.drawLine(gridPoint(3, top), gridPoint(5, top + 2));
        p.drawLine(gridPoint(5, top), gridPoint(3, top + 2));
    }
    // Position marks where the cannons and soldiers start.
    for (int row : {2, 7})
        for (int col : {1, 7}) paintPositionMark(p, col, row);
    for (int row : {3, 6})
        for (int col : {0, 2, 4, 6, 8}) paintPositionMark(p, col, row);

    // The river: 楚河 on Black's half of the river bank, 漢界 (汉界) on Red's, both upright as on printed boards.
    QFont font = p.font();
    font.setPixelSize(int(c * 0.52));
    font.setBold(true);
    p.setFont(font);
    p.setPen(colours.river);
    const QRectF left(gridPoint(0.5, 4), gridPoint(3.5, 5));
    const QRectF right(gridPoint(4.5, 4), gridPoint(7.5, 5));
    p.drawText(flipped_ ? right : left, Qt::AlignCenter, riverLeftWords());
    p.drawText(flipped_ ? left : right, Qt::AlignCenter, riverRightWords(pieceSet_));
}

QString BoardPainter::riverRightWords(session::PieceSet set) {
    // One style per piece set: the traditional and contrast pieces are written in traditional characters.
    return set == session::PieceSet::International ? QStringLiteral("汉　界") : QStringLiteral("漢　界");
}

void BoardPainter::paintPositionMark(QPainter& p, int col, int row) const {
    const double c = cell(), gap = c * 0.08, len = c * 0.18;
    for (int sx : {-1, 1}) {
        if ((col == 0 && sx < 0) || (col == 8 && sx > 0)) continue;  // half marks at the edges
        for (int sy : {-1, 1}) {
            QPointF corner = gridPoint(col, row) + QPointF(sx * gap, sy * gap);
            p.drawLine(corner, corner + QPointF(sx * len, 0));
            p.drawLine(corner, corner + QPointF(0, sy * len));
        }
    }
}

void BoardPainter::paintCoordinates(QPainter& p) const {
    // Each side's file numbers sit on its own edge (Red counts from its right in Chinese numerals, Black from its
    // right in digits), so they move with the board when it is flipped. ICCS letters are the same on both edges,
    // and its rank numbers stand at the sides.
    const double c = cell();
    QFont font = p.font();
    font.setPixelSize(std::max(9, int(c * 0.3)));
    font.setBold(theme_ == session::BoardTheme::Contrast);
    p.setFont(font);
    p.setPen(paletteOf(theme_).label);
    const QStringList red = fileLabels(Color::Red), black = fileLabels(Color::Black);
    const double redRow = flipped_ ? -0.72 : 9.72, blackRow = flipped_ ? 9.72 : -0.72;
    for (int file = 0; file < 9; ++file) {
        const int col = flipped_ ? 8 - file : file;
        QRectF redBox(gridPoint(col - 0.5, redRow - 0.22), QSizeF(c, c * 0.44));
        QRectF blackBox(gridPoint(col - 0.5, blackRow - 0.22), QSizeF(c, c * 0.44));
        p.drawText(redBox, Qt::AlignCenter, red[file]);
        p.drawText(blackBox, Qt::AlignCenter, black[file]);
    }
    const QStringList ranks = rankLabels();
    for (int rank = 0; rank < ranks.size(); ++rank) {
        const int row = flipped_ ? rank : 9 - rank;
        for (double col : {-0.74, 8.74}) {
            QRectF box(gridPoint(col - 0.22, row - 0.22), QSizeF(c * 0.44, c * 0.44));
            p.drawText(box, Qt::AlignCenter, ranks[rank]);
        }
    }
}

void BoardPainter::paintPiece(QPainter& p, Piece piece, QPointF centre, double scale) {
    const double d = cell() * PieceScale * scale;
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    // One image size for every scale, so that picking a piece up does not render it again.
    const int pixels = std::max(8, int(std::lround(cell() * PieceScale * DragScale * dpr)));
    p.drawPixmap(QRectF(centre - QPointF(d / 2, d / 2), QSizeF(d, d)), pieceImage(piece, pixels, dpr), QRectF());
}

void BoardPainter::paint(QPainter& p, const std::array<Piece, SquareCount>& board, Square skip) {
    paintBoard(p);
    if (coordinatesShown_) paintCoordinates(p);
    for (Square s = 0; s < SquareCount; ++s)
        if (board[std::size_t(s)] != NoPiece && s != skip) paintPiece(p, board[std::size_t(s)], squareCenter(s));
}

QImage BoardPainter::render(QSize size, const std::array<Piece, SquareCount>& board, qreal devicePixelRatio) {
    QImage image(size * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::transparent);
    setArea(QRectF(QPointF(0, 0), QSizeF(size)));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    paint(p, board);
    return image;
}

// ---- piece images ----

const QPixmap& BoardPainter::pieceImage(Piece piece, int pixels, qreal dpr) {
    if (pixels != cachePixels_ || dpr != cacheRatio_) {
        cache_.clear();
        cachePixels_ = pixels;
        cacheRatio_ = dpr;
    }
    auto it = cache_.find(piece);
    if (it == cache_.end()) {
        QPixmap pm = renderPieceImage(pieceSet_, piece, pixels);
        pm.setDevicePixelRatio(dpr);
        it = cache_.insert(piece, pm);
    }
    return *it;
}

QPixmap renderPieceImage(session::PieceSet set, Piece piece, int pixels) {
    QPixmap pm(pixels, pixels);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QRectF box(0, 0, pixels, pixels);
#ifdef XIANGQI_HAVE_SVG
    QSvgRenderer* svg = pieceRenderer(set);
    const QString id = svgId(piece);
    if (svg && svg->elementExists(id)) {
        svg->render(&p, id, box.adjusted(pixels * 0.02, pixels * 0.02, -pixels * 0.02, -pixels * 0.02));
        return pm;
    }
#else
    // The image rendered from the SVG at build time (margins included), scaled to the size asked for.
    const QImage image(QStringLiteral(":/pieces/images/") + pieceImageName(set, piece));
    if (!image.isNull()) {
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        p.drawImage(box, image.scaled(pixels, pixels, Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
        return pm;
    }
#endif
    // Drawn fallback: a wooden disc with the character (or a Latin letter for the international set).
    static const QString red[] = {"", "帥", "仕", "相", "傌", "俥", "炮", "兵"};
    static const QString black[] = {"", "將", "士", "象", "馬", "車", "砲", "卒"};
    static const QString latin[] = {"", "K", "A", "E", "H", "R", "C", "P"};
    const QColor ink = colorOf(piece) == Color::Red ? redInk : blackInk;
    const QRectF disc = box.adjusted(pixels * 0.06, pixels * 0.06, -pixels * 0.1, -pixels * 0.1);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 70));
    p.drawEllipse(disc.translated(pixels * 0.035, pixels * 0.045));
    QRadialGradient wood(disc.center() - QPointF(disc.width() * 0.15, disc.height() * 0.15), disc.width() * 0.7);
    wood.setColorAt(0, QColor(0xfb, 0xef, 0xd2));
    wood.setColorAt(1, QColor(0xe0, 0xc2, 0x8c));
    p.setBrush(wood);
    p.setPen(QPen(QColor(0x7a, 0x55, 0x2a), pixels * 0.02));
    p.drawEllipse(disc);
    p.setPen(QPen(ink, pixels * 0.025));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(disc.adjusted(pixels * 0.07, pixels * 0.07, -pixels * 0.07, -pixels * 0.07));
    QFont font = QApplication::font();
    const bool international = set == session::PieceSet::International;
    font.setPixelSize(int(pixels * (international ? 0.42 : 0.46)));
    font.setBold(true);
    p.setFont(font);
    p.setPen(ink);
    const auto& names = international ? latin : (colorOf(piece) == Color::Red ? red : black);
    p.drawText(disc, Qt::AlignCenter, names[typeOf(piece)]);
    return pm;
}

}  // namespace xq::ui
