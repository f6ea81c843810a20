// The beginners' tutorial: one exercise per piece on a small board; move the piece to the marked point.
#pragma once

#include <QDialog>

#include "xiangqi/session/exercises.h"

class QLabel;
class QPushButton;

namespace xq::ui {

class BoardView;

class TutorialDialog : public QDialog {
    Q_OBJECT
public:
    explicit TutorialDialog(QWidget* parent = nullptr);

    void showExercise(int index);
    int exerciseIndex() const { return index_; }
    bool isSolved() const { return solved_; }
    BoardView* board() const { return board_; }
    QString instruction() const;
    QString feedback() const;
    QPushButton* nextButton() const { return next_; }

    // The piece's name for the tutorial and the rules guide ("chariot").
    static QString pieceName(PieceType t);

protected:
    void changeEvent(QEvent* event) override;

private:
    void tryMove(Move m);
    void retranslate();

    BoardView* board_;
    QLabel* title_;
    QLabel* instruction_;
    QLabel* feedback_;
    QPushButton* previous_;
    QPushButton* next_;
    QPushButton* retry_;
    QPushButton* close_;
    int index_ = 0;
    bool solved_ = false;
    QString feedbackText_;
    bool feedbackGood_ = false;
};

}  // namespace xq::ui
