// Board widget painting and mouse input. The board and pieces are drawn by a BoardPainter that scales with the
// widget; the view adds the last move, selection, targets, marks, arrows and the dragged or sliding piece.
#include "xiangqi/ui/boardview.h"

#include <QApplication>
#include <QFile>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <memory>

#include "xiangqi/movegen.h"

namespace xq::ui {

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
    painter_.setFlipped(flipped);
    update();
}

void BoardView::setPieceSet(session::PieceSet set) {
    painter_.setPieceSet(set);
    update();
}

void BoardView::setBoardTheme(session::BoardTheme theme) {
    painter_.setTheme(theme);
    update();
}

void BoardView::setNotation(Notation n) {
    painter_.setNotation(n);  // the cell size may change with the margin
    update();
}

void BoardView::setCoordinatesShown(bool shown) {
    painter_.setCoordinatesShown(shown);
    update();
}

QImage BoardView::renderImage(int width, bool coordinates) const {
    BoardView copy;
    copy.setAttribute(Qt::WA_DontShowOnScreen);
    copy.setAnimationMs(0);
    copy.painter_.setAppearanceOf(painter_);
    copy.setPosition(position_, lastMove_);
    copy.setCoordinatesShown(coordinates);
    copy.transparentSurround_ = true;
    width = std::clamp(width, 100, 8000);
    const double cellSize = width / (8 + 2 * copy.painter_.sideMargin());
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

QStringList BoardView::fileLabels(Color side) const { return painter_.fileLabels(side); }

QStringList BoardView::rankLabels() const { return painter_.rankLabels(); }

const BoardPainter& BoardView::painter() const {
    painter_.setArea(QRectF(rect()));
    return painter_;
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

double BoardView::cell() const { return painter().cell(); }

QPointF BoardView::squareCenter(Square s) const { return painter().squareCenter(s); }

Square BoardView::squareAt(QPointF p) const { return painter().squareAt(p); }

// ---- painting ----

void BoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    painter();  // fits the painter to the widget
    painter_.paintBoard(p, !transparentSurround_);
    if (painter_.coordinatesShown()) painter_.paintCoordinates(p);
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

void BoardView::resizeEvent(QResizeEvent*) { painter(); }

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
    painter();
    const double t = animMove_ ? animation_.currentValue().toDouble() : 1.0;
    for (Square s = 0; s < SquareCount; ++s) {
        Piece piece = position_.pieceAt(s);
        if (piece == NoPiece) continue;
        if (dragging_ && s == dragFrom_) continue;
        if (animMove_ && s == animMove_.to()) continue;  // drawn on top, sliding
        painter_.paintPiece(p, piece, squareCenter(s));
    }
    if (animMove_) {
        Piece piece = position_.pieceAt(animMove_.to());
        if (piece != NoPiece) {
            QPointF a = squareCenter(animMove_.from()), b = squareCenter(animMove_.to());
            painter_.paintPiece(p, piece, a + (b - a) * t);
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
    painter();
    painter_.paintPiece(p, piece, dragPos_, BoardPainter::DragScale);
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
        int col = isFlipped() ? 8 - fileOf(keyCursor_) : fileOf(keyCursor_);
        int row = isFlipped() ? rankOf(keyCursor_) : 9 - rankOf(keyCursor_);
        if (key == Qt::Key_Left) col = std::max(0, col - 1);
        if (key == Qt::Key_Right) col = std::min(8, col + 1);
        if (key == Qt::Key_Up) row = std::max(0, row - 1);
        if (key == Qt::Key_Down) row = std::min(9, row + 1);
        keyCursor_ = isFlipped() ? makeSquare(8 - col, row) : makeSquare(col, 9 - row);
    }
    update();
    emit keyCursorMoved(keyCursor_);
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
