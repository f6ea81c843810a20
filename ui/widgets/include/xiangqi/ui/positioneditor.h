// The position editor: a board to set up any position — a palette of the fourteen pieces to place by click or
// drag, right click to remove, side to move, clear, start position, flip, FEN in and out — that names every
// rule the set-up breaks (xq::checkSetup) and then starts a game from it against the computer or in hotseat.
#pragma once

#include <QDialog>
#include <QWidget>

#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/setupcheck.h"
#include "xiangqi/ui/boardpainter.h"

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QToolButton;

namespace xq::ui {

// The editor's board: paints a Setup (any arrangement) with the game board's BoardPainter, so in its piece set,
// theme, notation and orientation, and edits it with the mouse.
class SetupBoard : public QWidget {
    Q_OBJECT
public:
    explicit SetupBoard(QWidget* parent = nullptr);

    void setSetup(const Setup& setup);
    const Setup& setup() const { return setup_; }
    // The piece a left click places (NoPiece: a left click removes).
    void setTool(Piece piece) { tool_ = piece; }
    Piece tool() const { return tool_; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return painter_.isFlipped(); }
    // Draws like `look` (piece set, theme, notation, orientation, coordinates).
    void setAppearance(const BoardPainter& look);
    const BoardPainter& painter() const;
    // Squares to mark as wrong (the validation's squares).
    void setMarked(const std::vector<Square>& squares);

    QPointF squareCenter(Square s) const;
    Square squareAt(QPointF p) const;
    QSize sizeHint() const override { return {450, 500}; }

    static const char* const MimeType;

signals:
    void changed();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void put(Square s, Piece p);

    Setup setup_;
    Piece tool_ = NoPiece;
    mutable BoardPainter painter_;  // its area follows the widget's rect (see painter())
    std::vector<Square> marked_;
    Square dragFrom_ = NoSquare;
    QPoint pressPos_;
    QPointF dragPos_;
    bool dragging_ = false;
};

class PositionEditor : public QDialog {
    Q_OBJECT
public:
    explicit PositionEditor(const QString& fen, const session::GameSetup& setup, QWidget* parent = nullptr);

    SetupBoard* board() const { return board_; }
    Setup currentSetup() const;
    QString fen() const;
    // Loads a FEN (leniently: an invalid arrangement is shown with its problems). False on malformed text.
    bool setFen(const QString& fen, QString* error = nullptr);
    void setSideToMove(Color c);
    // Draws the board like the game's board (piece set, theme, notation, orientation); the palette shows the
    // pieces of the same set.
    void setAppearance(const BoardPainter& look);
    void selectTool(Piece p);  // NoPiece = the eraser
    std::vector<SetupIssue> issues() const { return checkSetup(currentSetup()); }
    QStringList problemTexts() const;
    // The players chosen for the game (the strength is the one passed in).
    session::GameSetup gameSetup() const;
    bool canPlay() const;

    // Words for a problem, e.g. "Red has 3 chariots (at most 2)".
    static QString issueText(const SetupIssue& issue);
    static QString pieceName(Color c, PieceType t);

public slots:
    void clearBoard();
    void startPosition();
    void flipBoard();
    void pasteFen();

private:
    void refresh();

    SetupBoard* board_;
    session::GameSetup baseSetup_;
    QButtonGroup* tools_;
    QRadioButton* redToMove_;
    QRadioButton* blackToMove_;
    QLineEdit* fenEdit_;
    QLabel* fenError_;
    QLabel* problems_;
    QComboBox* mode_;
    QPushButton* play_;
};

}  // namespace xq::ui
