// Board widget painting and mouse input. The board is drawn as vectors and scales with the widget; pieces come
// from the SVG sets, rendered once per size and device pixel ratio.
#include "xiangqi/ui/boardview.h"

#include <QApplication>
#include <QFile>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>
#include <memory>

#include "xiangqi/movegen.h"

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

Palette paletteOf(BoardTheme theme) {
    switch (theme) {
    case BoardTheme::Plain:
        return {QColor(0xdd, 0xe1, 0xe4), QColor(0xfa, 0xf8, 0xf2), QColor(0x4b, 0x50, 0x56),
                QColor(0x8a, 0x8f, 0x96), QColor(0x4b, 0x50, 0x56), 0.9};
    case BoardTheme::Contrast:
        return {QColor(0x00, 0x00, 0x00), QColor(0xff, 0xff, 0xff), QColor(0x00, 0x00, 0x00),
                QColor(0x00, 0x00, 0x00), QColor(0x00, 0x00, 0x00), 1.8};
    case BoardTheme::Wood: break;
    }
    return {QColor(0x6b, 0x47, 0x2a), QColor(0xe9, 0xc9, 0x8c), QColor(0x4a, 0x2c, 0x12),
            QColor(0x6a, 0x3e, 0x18), QColor(0x5a, 0x36, 0x16), 1.0};
}

const QColor redInk(0xb4, 0x14, 0x14);
const QColor blackInk(0x1a, 0x1a, 0x1a);

constexpr double pieceScale = 0.9;  // piece diameter in cells

QString svgId(Piece p) {
    static const char letters[] = " KABNRCP";
    return QStringLiteral("%1%2").arg(colorOf(p) == Color::Red ? 'r' : 'b').arg(QChar(letters[typeOf(p)]));
}

// The SVG renderer of a piece set, loaded on first use (GUI thread only); null when the file is missing or broken.
QSvgRenderer* pieceRenderer(PieceSet set) {
    static std::unique_ptr<QSvgRenderer> renderers[PieceSetCount];
    static bool tried[PieceSetCount] = {};
    static const char* files[PieceSetCount] = {":/pieces/traditional.svg", ":/pieces/international.svg",
                                               ":/pieces/contrast.svg"};
    const int i = std::clamp(int(set), 0, PieceSetCount - 1);
    if (!tried[i]) {
        tried[i] = true;
        if (QFile::exists(files[i])) {
            auto r = std::make_unique<QSvgRenderer>(QString::fromLatin1(files[i]));
            if (r->isValid()) renderers[i] = std::move(r);
        }
    }
    return renderers[i].get();
}

}  // namespace

BoardView::BoardView(QWidget* parent) : QWidget(parent) {
    setMinimumSize(216, 248);  // small windows put the side panel under the board and need the room
    setMouseTracking(false);
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setEasingCurve(QEasingCurve::OutCubic);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        animMove_ = Move();
        update();
    });
}

BoardView::~BoardView() = default;

void BoardView::setPosition(const Position& pos, Move lastMove, bool animate) {
    animation_.stop();
    animMove_ = Move();
    position_ = pos;
    lastMove_ = lastMove;
    hint_ = Move();
    clearSelection();
    dragging_ = false;
    dragFrom_ = NoSquare;
    if (animate && lastMove && animationMs_ > 0) {
        animMove_ = lastMove;
        animation_.setDuration(animationMs_);
        animation_.start();
    }
    update();
}

void BoardView::setFlipped(bool flipped) {
    flipped_ = flipped;
    update();
}

void BoardView::setPieceSet(PieceSet set) {
    pieceSet_ = set;
    cache_.clear();
    update();
}

void BoardView::setBoardTheme(BoardTheme theme) {
    theme_ = theme;
    update();
}

void BoardView::setNotation(Notation n) {
    notation_ = n;
    cache_.clear();  // the cell size may change with the margin
    update();
}

void BoardView::setCoordinatesShown(bool shown) {
    coordinatesShown_ = shown;
    update();
}

QImage BoardView::renderImage(int width, bool coordinates) const {
    BoardView copy;
    copy.setAttribute(Qt::WA_DontShowOnScreen);
    copy.setAnimationMs(0);
    copy.setPieceSet(pieceSet_);
    copy.setBoardTheme(theme_);
    copy.setNotation(notation_);
    copy.setFlipped(flipped_);
    copy.setPosition(position_, lastMove_);
    copy.setCoordinatesShown(coordinates);
    copy.transparentSurround_ = true;
    width = std::clamp(width, 100, 8000);
    const double cellSize = width / (8 + 2 * copy.sideMargin());
    const QSize size(width, int(std::lround(cellSize * 11)));
    copy.resize(size);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    copy.render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
    return image;
}

void BoardView::setMarks(std::vector<Square> squares) {
    marks_ = std::move(squares);
    update();
}

bool BoardView::isAnimating() const { return animMove_ && animation_.state() == QAbstractAnimation::Running; }

QStringList BoardView::fileLabels(Color side) const {
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

QStringList BoardView::rankLabels() const {
    QStringList labels;
    if (notation_ == Notation::Iccs)
        for (int rank = 0; rank < 10; ++rank) labels << QString::number(rank);
    return labels;
}

void BoardView::setInteractive(bool interactive) {
    interactive_ = interactive;
    if (!interactive) clearSelection();
    update();
}

void BoardView::setHint(Move m) {
    hint_ = m;
    update();
}

void BoardView::setArrows(std::vector<Move> arrows) {
    if (arrows == arrows_) return;
    arrows_ = std::move(arrows);
    update();
}

// ---- geometry ----

// 8 cells between the outer files plus room for the pieces and a frame; 9 cells between the outer ranks plus the
// pieces and a row of file numbers at each end.
double BoardView::sideMargin() const { return notation_ == Notation::Iccs ? 1.0 : 0.8; }

double BoardView::cell() const { return std::min(width() / (8 + 2 * sideMargin()), height() / 11.0); }

QPointF BoardView::origin() const {
    const double c = cell();
    return {(width() - 8 * c) / 2, (height() - 9 * c) / 2};
}

QPointF BoardView::gridPoint(double col, double row) const { return origin() + QPointF(col * cell(), row * cell()); }

QPointF BoardView::squareCenter(Square s) const {
    int col = flipped_ ? 8 - fileOf(s) : fileOf(s);
    int row = flipped_ ? rankOf(s) : 9 - rankOf(s);
    return gridPoint(col, row);
}

Square BoardView::squareAt(QPointF p) const {
    QPointF rel = (p - origin()) / cell();
    int col = int(std::floor(rel.x() + 0.5)), row = int(std::floor(rel.y() + 0.5));
    if (col < 0 || col > 8 || row < 0 || row > 9) return NoSquare;
    int file = flipped_ ? 8 - col : col;
    int rank = flipped_ ? row : 9 - row;
    return makeSquare(file, rank);
}

// ---- painting ----

void BoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    paintBoard(p);
    if (coordinatesShown_) paintCoordinates(p);
    paintLastMove(p);
    paintSelection(p);
    paintLegalTargets(p);
    paintPieces(p);
    paintMarks(p);
    paintKeyCursor(p);
    paintCheckMark(p);
    paintArrows(p);
    paintHint(p);
    paintDraggedPiece(p);
}

void BoardView::resizeEvent(QResizeEvent*) { cache_.clear(); }

void BoardView::paintBoard(QPainter& p) const {
    const double c = cell();
    const Palette colours = paletteOf(theme_);
    if (!transparentSurround_) p.fillRect(rect(), colours.surround);
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

    // The river: 楚河 on Black's half of the river bank, 汉界 on Red's, both upright as on printed boards.
    QFont font = p.font();
    font.setPixelSize(int(c * 0.52));
    font.setBold(true);
    p.setFont(font);
    p.setPen(colours.river);
    const QRectF left(gridPoint(0.5, 4), gridPoint(3.5, 5));
    const QRectF right(gridPoint(4.5, 4), gridPoint(7.5, 5));
    p.drawText(flipped_ ? right : left, Qt::AlignCenter, QStringLiteral("楚　河"));
    p.drawText(flipped_ ? left : right, Qt::AlignCenter, QStringLiteral("汉　界"));
}

void BoardView::paintPositionMark(QPainter& p, int col, int row) const {
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

void BoardView::paintCoordinates(QPainter& p) const {
    // Each side's file numbers sit on its own edge (Red counts from its right in Chinese numerals, Black from its
    // right in digits), so they move with the board when it is flipped. ICCS letters are the same on both edges,
    // and its rank numbers stand at the sides.
    const double c = cell();
    QFont font = p.font();
    font.setPixelSize(std::max(9, int(c * 0.3)));
    font.setBold(theme_ == BoardTheme::Contrast);
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

void BoardView::paintLastMove(QPainter& p) const {
    if (!lastMove_) return;
    const double c = cell();
    p.setPen(QPen(QColor(0x1f, 0x6f, 0xd0, 220), std::max(1.5, c / 22)));
    p.setBrush(QColor(0x3a, 0x8a, 0xf0, 50));
    for (Square s : {lastMove_.from(), lastMove_.to()}) {
        QPointF ctr = squareCenter(s);
        p.drawRoundedRect(QRectF(ctr - QPointF(c * 0.47, c * 0.47), QSizeF(c * 0.94, c * 0.94)), c * 0.1, c * 0.1);
    }
}

void BoardView::paintSelection(QPainter& p) const {
    if (selected_ == NoSquare) return;
    const double c = cell();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x20, 0xb0, 0x40, 110));
    p.drawEllipse(squareCenter(selected_), c * 0.52, c * 0.52);
}

void BoardView::paintLegalTargets(QPainter& p) const {
    const double c = cell();
    for (Square s : targets_) {
        if (position_.pieceAt(s) != NoPiece) {
            p.setPen(QPen(QColor(0xd0, 0x30, 0x20, 210), std::max(2.0, c / 14)));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(squareCenter(s), c * 0.49, c * 0.49);
        } else {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0x10, 0x90, 0x30, 190));
            p.drawEllipse(squareCenter(s), c * 0.13, c * 0.13);
        }
    }
}

void BoardView::paintMarks(QPainter& p) const {
    const double c = cell();
    for (Square s : marks_) {
        // A dashed orange ring with a dot: visible on an empty point and around a piece alike.
        QPen pen(QColor(0xf0, 0x80, 0x00, 230), std::max(2.0, c / 12), Qt::DashLine);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(squareCenter(s), c * 0.47, c * 0.47);
        if (position_.pieceAt(s) == NoPiece) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0xf0, 0x80, 0x00, 200));
            p.drawEllipse(squareCenter(s), c * 0.12, c * 0.12);
        }
    }
}

void BoardView::paintPieces(QPainter& p) {
    const double c = cell(), d = c * pieceScale;
    const double t = animMove_ ? animation_.currentValue().toDouble() : 1.0;
    for (Square s = 0; s < SquareCount; ++s) {
        Piece piece = position_.pieceAt(s);
        if (piece == NoPiece) continue;
        if (dragging_ && s == dragFrom_) continue;
        if (animMove_ && s == animMove_.to()) continue;  // drawn on top, sliding
        QPointF ctr = squareCenter(s);
        p.drawPixmap(QRectF(ctr - QPointF(d / 2, d / 2), QSizeF(d, d)), pieceImage(piece), QRectF());
    }
    if (animMove_) {
        Piece piece = position_.pieceAt(animMove_.to());
        if (piece != NoPiece) {
            QPointF a = squareCenter(animMove_.from()), b = squareCenter(animMove_.to());
            QPointF ctr = a + (b - a) * t;
            p.drawPixmap(QRectF(ctr - QPointF(d / 2, d / 2), QSizeF(d, d)), pieceImage(piece), QRectF());
        }
    }
}

void BoardView::paintCheckMark(QPainter& p) const {
    if (!position_.inCheck()) return;
    Square king = position_.kingSquare(position_.sideToMove());
    if (king == NoSquare) return;
    const double c = cell();
    QRadialGradient glow(squareCenter(king), c * 0.62);
    glow.setColorAt(0.70, QColor(0xff, 0x20, 0x10, 0));
    glow.setColorAt(0.80, QColor(0xff, 0x20, 0x10, 200));
    glow.setColorAt(1.0, QColor(0xff, 0x20, 0x10, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(glow);
    p.drawEllipse(squareCenter(king), c * 0.62, c * 0.62);
}

void BoardView::paintHint(QPainter& p) const {
    if (hint_) paintArrow(p, hint_, QColor(0x10, 0xa0, 0x30, 200), 1.0);
}

void BoardView::paintArrows(QPainter& p) const {
    // Later lines first, so that the best move is drawn on top.
    for (std::size_t i = arrows_.size(); i-- > 0;)
        if (arrows_[i])
            paintArrow(p, arrows_[i], i == 0 ? QColor(0x20, 0x60, 0xd0, 210) : QColor(0x20, 0x60, 0xd0, 90),
                       i == 0 ? 1.0 : 0.7);
}

void BoardView::paintArrow(QPainter& p, Move m, const QColor& colour, double width) const {
    const double c = cell();
    QPointF a = squareCenter(m.from()), b = squareCenter(m.to());
    p.setPen(QPen(colour, c / 9 * width, Qt::SolidLine, Qt::RoundCap));
    QPointF dir = b - a;
    const double len = std::hypot(dir.x(), dir.y());
    if (len < 1) return;
    dir /= len;
    QPointF tip = b - dir * c * 0.2;
    p.drawLine(a + dir * c * 0.2, tip - dir * c * 0.2);
    QPointF normal(-dir.y(), dir.x());
    QPolygonF head(
        {tip, tip - dir * c * 0.3 + normal * c * 0.17 * width, tip - dir * c * 0.3 - normal * c * 0.17 * width});
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPolygon(head);
}

void BoardView::paintDraggedPiece(QPainter& p) {
    if (!dragging_ || dragFrom_ == NoSquare) return;
    Piece piece = position_.pieceAt(dragFrom_);
    if (piece == NoPiece) return;
    const double d = cell() * pieceScale * 1.08;
    p.drawPixmap(QRectF(dragPos_ - QPointF(d / 2, d / 2), QSizeF(d, d)), pieceImage(piece), QRectF());
}

// ---- piece images ----

const QPixmap& BoardView::pieceImage(Piece piece) {
    const qreal dpr = devicePixelRatioF();
    const int pixels = std::max(8, int(std::lround(cell() * pieceScale * 1.08 * dpr)));
    if (pixels != cachePixels_) {
        cache_.clear();
        cachePixels_ = pixels;
    }
    auto it = cache_.find(piece);
    if (it == cache_.end()) {
        QPixmap pm = renderPieceImage(pieceSet_, piece, pixels);
        pm.setDevicePixelRatio(dpr);
        it = cache_.insert(piece, pm);
    }
    return *it;
}

QPixmap renderPieceImage(PieceSet set, Piece piece, int pixels) {
    QPixmap pm(pixels, pixels);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QRectF box(0, 0, pixels, pixels);
    QSvgRenderer* svg = pieceRenderer(set);
    const QString id = svgId(piece);
    if (svg && svg->elementExists(id)) {
        svg->render(&p, id, box.adjusted(pixels * 0.02, pixels * 0.02, -pixels * 0.02, -pixels * 0.02));
        return pm;
    }
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
    const bool international = set == PieceSet::International;
    font.setPixelSize(int(pixels * (international ? 0.42 : 0.46)));
    font.setBold(true);
    p.setFont(font);
    p.setPen(ink);
    const auto& names = international ? latin : (colorOf(piece) == Color::Red ? red : black);
    p.drawText(disc, Qt::AlignCenter, names[typeOf(piece)]);
    return pm;
}

// ---- input ----

bool BoardView::isOwnPiece(Square s) const {
    if (s == NoSquare) return false;
    Piece p = position_.pieceAt(s);
    return p != NoPiece && colorOf(p) == position_.sideToMove();
}

void BoardView::select(Square s) {
    selected_ = s;
    targets_.clear();
    MoveList moves;
    generateLegal(position_, moves);
    for (Move m : moves)
        if (m.from() == s) targets_.push_back(m.to());
    update();
}

void BoardView::clearSelection() {
    selected_ = NoSquare;
    targets_.clear();
    update();
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    if (!interactive_) {
        emit ignoredClick(squareAt(event->position()));
        return;
    }
    if (animation_.state() == QAbstractAnimation::Running) animation_.setCurrentTime(animation_.duration());
    const Square s = squareAt(event->position());
    deselectOnRelease_ = false;
    if (isOwnPiece(s)) {
        deselectOnRelease_ = s == selected_;
        select(s);
        dragFrom_ = s;
        pressPos_ = event->position().toPoint();
        dragPos_ = event->position();
        return;
    }
    activate(s);
}

void BoardView::activate(Square s) {
    if (!interactive_) {
        emit ignoredClick(s);
        return;
    }
    if (isOwnPiece(s)) {
        select(s);
        return;
    }
    if (selected_ != NoSquare && s != NoSquare) {
        const Move m(selected_, s);
        clearSelection();
        emit moveRequested(m);
    } else if (s != NoSquare && position_.pieceAt(s) != NoPiece) {
        emit ignoredClick(s);
    }
}

bool BoardView::wantsKey(const QKeyEvent* event) const {
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
    switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Down: return true;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: return keyCursor_ != NoSquare;
    case Qt::Key_Escape: return keyCursor_ != NoSquare || selected_ != NoSquare;
    default: return false;
    }
}

bool BoardView::event(QEvent* event) {
    // Keys the board uses win over the window's shortcuts of the same keys (Left/Right step through the game).
    if (event->type() == QEvent::ShortcutOverride && wantsKey(static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void BoardView::focusOutEvent(QFocusEvent* event) {
    keyCursor_ = NoSquare;
    update();
    QWidget::focusOutEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    if (!wantsKey(event)) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int key = event->key();
    if (key == Qt::Key_Escape) {
        if (selected_ != NoSquare) clearSelection();  // Escape puts the piece down again
        else keyCursor_ = NoSquare;
        update();
        return;
    }
    if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
        activate(keyCursor_);
        return;
    }
    if (keyCursor_ == NoSquare) {
        keyCursor_ = selected_ != NoSquare ? selected_ : position_.kingSquare(position_.sideToMove());
        if (keyCursor_ == NoSquare) keyCursor_ = makeSquare(4, 4);
    } else {
        // Screen directions: up is towards the far edge, whichever side is at the bottom.
        int col = flipped_ ? 8 - fileOf(keyCursor_) : fileOf(keyCursor_);
        int row = flipped_ ? rankOf(keyCursor_) : 9 - rankOf(keyCursor_);
        if (key == Qt::Key_Left) col = std::max(0, col - 1);
        if (key == Qt::Key_Right) col = std::min(8, col + 1);
        if (key == Qt::Key_Up) row = std::max(0, row - 1);
        if (key == Qt::Key_Down) row = std::min(9, row + 1);
        keyCursor_ = flipped_ ? makeSquare(8 - col, row) : makeSquare(col, 9 - row);
    }
    update();
}

void BoardView::paintKeyCursor(QPainter& p) const {
    if (keyCursor_ == NoSquare || !hasFocus()) return;
    const double c = cell();
    QPen pen(QColor(0x10, 0x60, 0xd0), std::max(2.0, c / 16), Qt::DashLine);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    const QPointF centre = squareCenter(keyCursor_);
    p.drawRect(QRectF(centre - QPointF(c * 0.5, c * 0.5), QSizeF(c, c)));
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    if (dragFrom_ == NoSquare || !(event->buttons() & Qt::LeftButton)) return;
    if (!dragging_ && (event->position().toPoint() - pressPos_).manhattanLength() < QApplication::startDragDistance())
        return;
    dragging_ = true;
    deselectOnRelease_ = false;
    dragPos_ = event->position();
    update();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    const Square from = dragFrom_;
    const bool wasDragging = dragging_;
    dragFrom_ = NoSquare;
    dragging_ = false;
    if (wasDragging) {
        const Square to = squareAt(event->position());
        if (to != NoSquare && to != from) {
            clearSelection();
            emit moveRequested(Move(from, to));
        }
        update();
        return;
    }
    if (deselectOnRelease_) clearSelection();
    deselectOnRelease_ = false;
}

}  // namespace xq::ui
