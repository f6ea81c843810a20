// The board widget: draws the board and pieces of a position and turns clicks and drags into move requests.
#pragma once

#include <QHash>
#include <QImage>
#include <QPixmap>
#include <QVariantAnimation>
#include <QWidget>

#include <QStringList>

#include <vector>

#include "xiangqi/notation.h"
#include "xiangqi/position.h"
#include "xiangqi/session/appearance.h"
#include "xiangqi/session/metatypes.h"
#include "xiangqi/ui/boardpainter.h"

namespace xq::ui {

class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    // Shows a position; lastMove is highlighted, and slid into place when animate is true.
    void setPosition(const Position& pos, Move lastMove = Move(), bool animate = false);
    const Position& position() const { return position_; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return painter_.isFlipped(); }
    void setPieceSet(session::PieceSet set);
    session::PieceSet pieceSet() const { return painter_.pieceSet(); }
    void setBoardTheme(session::BoardTheme theme);
    session::BoardTheme boardTheme() const { return painter_.theme(); }
    // The edge labels follow the notation: 九…一 and １…９ (Chinese), 9…1 and 1…9 (WXF), a…i and 0…9 (ICCS).
    void setNotation(Notation n);
    Notation notation() const { return painter_.notation(); }
    // Labels along Red's edge and Black's edge, from file a to file i; for ICCS also the ranks 0…9 at the sides
    // (empty for the other notations).
    QStringList fileLabels(Color side) const;
    QStringList rankLabels() const;
    // Squares marked with a ring (a tutorial's target, a diagram's reachable squares).
    void setMarks(std::vector<Square> squares);
    // Edge labels (file numbers, ICCS letters) on or off.
    void setCoordinatesShown(bool shown);
    bool coordinatesShown() const { return painter_.coordinatesShown(); }
    // How the board is drawn (set, theme, notation, orientation), for others that draw a board alike.
    const BoardPainter& painter() const;
    // A picture of the board as it is shown (pieces, last move, theme, orientation), `width` pixels wide, the
    // height following the board's shape, on a transparent background; for File → Export Picture.
    QImage renderImage(int width, bool coordinates) const;
    const std::vector<Square>& marks() const { return marks_; }
    // When false, clicks do not select pieces (the computer's turn, browsing, game over).
    void setInteractive(bool interactive);
    bool isInteractive() const { return interactive_; }
    void setHint(Move m);
    Move hint() const { return hint_; }
    // Arrows over the board (analysis: the engine's best move first, drawn strongest; further lines fainter). They
    // stay until replaced: setPosition does not clear them.
    void setArrows(std::vector<Move> arrows);
    const std::vector<Move>& arrows() const { return arrows_; }
    // How long a move slides (0 = no animation). The position itself changes at once; only the painting moves.
    void setAnimationMs(int ms) { animationMs_ = std::max(0, ms); }
    int animationMs() const { return animationMs_; }
    bool isAnimating() const;
    Square selectedSquare() const { return selected_; }
    // The keyboard cursor: Up/Down show it (on the general of the side to move) and the arrows move it; Enter or
    // Space picks up the piece under it or moves the picked-up piece there; Escape puts the piece down, then hides
    // the cursor. While it is hidden, Left/Right are the window's (they step through the game).
    Square keyCursor() const { return keyCursor_; }

    QSize sizeHint() const override { return {576, 660}; }
    // Pixel centre of a square and the square under a pixel (NoSquare outside the board).
    QPointF squareCenter(Square s) const;
    Square squareAt(QPointF p) const;
    double cellSize() const { return cell(); }

signals:
    void moveRequested(xq::Move m);
    // A click that did nothing: the board is not taking moves, or the square holds the opponent's piece and no
    // piece of the side to move is selected. The window says why.
    void ignoredClick(xq::Square s);
    // The keyboard cursor (arrow keys on the board) moved to s; the speech feature says what stands there.
    void keyCursorMoved(xq::Square s);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    double cell() const;

    // The paint layers, in order (the board and its coordinates are the BoardPainter's).
    void paintLastMove(QPainter& p) const;
    void paintSelection(QPainter& p) const;
    void paintLegalTargets(QPainter& p) const;
    void paintMarks(QPainter& p) const;
    void paintPieces(QPainter& p);
    void paintCheckMark(QPainter& p) const;
    void paintHint(QPainter& p) const;
    void paintArrows(QPainter& p) const;
    void paintArrow(QPainter& p, Move m, const QColor& colour, double width) const;
    void paintDraggedPiece(QPainter& p);

    void select(Square s);
    void clearSelection();
    bool isOwnPiece(Square s) const;

    Position position_;
    mutable BoardPainter painter_;  // its area follows the widget's rect (see painter())
    bool transparentSurround_ = false;
    Move lastMove_;
    Move hint_;
    std::vector<Move> arrows_;
    bool interactive_ = true;
    std::vector<Square> marks_;
    Square selected_ = NoSquare;
    Square keyCursor_ = NoSquare;
    void activate(Square s);  // a click on s (or Enter on it): select, move, or explain
    bool wantsKey(const QKeyEvent* event) const;
    void paintKeyCursor(QPainter& p) const;
    std::vector<Square> targets_;
    Square dragFrom_ = NoSquare;
    bool dragging_ = false;
    bool deselectOnRelease_ = false;
    QPoint pressPos_;
    QPointF dragPos_;

    QVariantAnimation animation_;
    Move animMove_;
    int animationMs_ = 180;
};

}  // namespace xq::ui
