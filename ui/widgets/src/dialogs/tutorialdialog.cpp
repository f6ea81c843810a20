// Tutorial dialog: shows an exercise, judges the player's move with the referee's own reasons, moves on.
#include "xiangqi/ui/tutorialdialog.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "xiangqi/session/wording.h"
#include "xiangqi/ui/boardview.h"

namespace xq::ui {

TutorialDialog::TutorialDialog(QWidget* parent) : QDialog(parent) {
    setObjectName("tutorialDialog");
    board_ = new BoardView(this);
    board_->setMinimumSize(320, 366);
    board_->setAnimationMs(150);
    title_ = new QLabel(this);
    QFont big = title_->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    title_->setFont(big);
    instruction_ = new QLabel(this);
    instruction_->setWordWrap(true);
    feedback_ = new QLabel(this);
    feedback_->setWordWrap(true);
    feedback_->setMinimumHeight(feedback_->fontMetrics().height() * 3);
    feedback_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    previous_ = new QPushButton(this);
    next_ = new QPushButton(this);
    retry_ = new QPushButton(this);
    close_ = new QPushButton(this);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(previous_);
    buttons->addWidget(retry_);
    buttons->addStretch(1);
    buttons->addWidget(next_);
    buttons->addWidget(close_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(instruction_);
    layout->addWidget(board_, 1);
    layout->addWidget(feedback_);
    layout->addLayout(buttons);

    connect(board_, &BoardView::moveRequested, this, &TutorialDialog::tryMove);
    connect(previous_, &QPushButton::clicked, this, [this] { showExercise(index_ - 1); });
    connect(next_, &QPushButton::clicked, this, [this] {
        if (index_ + 1 < int(session::tutorialExercises().size())) showExercise(index_ + 1);
        else accept();
    });
    connect(retry_, &QPushButton::clicked, this, [this] { showExercise(index_); });
    connect(close_, &QPushButton::clicked, this, &QDialog::reject);
    resize(460, 640);
    showExercise(0);
}

QString TutorialDialog::pieceName(PieceType t) {
    switch (t) {
    case King: return tr("general");
    case Advisor: return tr("advisor");
    case Elephant: return tr("elephant");
    case Horse: return tr("horse");
    case Rook: return tr("chariot");
    case Cannon: return tr("cannon");
    case Pawn: return tr("soldier");
    case NoPieceType: break;
    }
    return {};
}

void TutorialDialog::showExercise(int index) {
    const auto& list = session::tutorialExercises();
    index_ = std::clamp(index, 0, int(list.size()) - 1);
    const session::Exercise& e = list[index_];
    Position pos;
    pos.setFen(e.fen);
    board_->setPosition(pos);
    board_->setMarks({e.target});
    board_->setInteractive(true);
    solved_ = false;
    feedbackText_.clear();
    feedbackGood_ = false;
    retranslate();
}

void TutorialDialog::tryMove(Move m) {
    if (solved_) return;
    const session::Exercise& e = session::tutorialExercises()[index_];
    const Position& pos = board_->position();
    const QString reason = session::illegalMoveReason(pos, m);
    feedbackGood_ = false;
    if (!reason.isEmpty()) {
        feedbackText_ = tr("Not allowed: %1. Try again.").arg(reason);
    } else if (m.from() != e.from || m.to() != e.target) {
        feedbackText_ = tr("That move is legal, but this exercise asks for the %1 on the marked point. Try again.")
                            .arg(pieceName(e.piece));
    } else {
        Position after = pos;
        after.makeMove(m);
        board_->setPosition(after, m, true);
        board_->setMarks({});
        board_->setInteractive(false);
        solved_ = true;
        feedbackGood_ = true;
        feedbackText_ = index_ + 1 < int(session::tutorialExercises().size())
                            ? tr("Well done! Press Next for the next piece.")
                            : tr("Well done! You know how every piece moves. Press Finish to start playing.");
    }
    retranslate();
}

QString TutorialDialog::instruction() const { return instruction_->text(); }
QString TutorialDialog::feedback() const { return feedback_->text(); }

void TutorialDialog::retranslate() {
    const auto& list = session::tutorialExercises();
    const session::Exercise& e = list[index_];
    setWindowTitle(tr("Tutorial"));
    title_->setText(tr("Exercise %1 of %2: the %3").arg(index_ + 1).arg(list.size()).arg(pieceName(e.piece)));
    QString how;
    switch (e.piece) {
    case King: how = tr("The general moves one point up, down or sideways and never leaves the palace."); break;
    case Advisor: how = tr("The advisor moves one point diagonally and never leaves the palace."); break;
    case Elephant:
        how =
            tr("The elephant moves exactly two points diagonally, cannot cross the river, and is blocked by a "
               "piece on the point in between (its \"eye\").");
        break;
    case Horse:
        how =
            tr("The horse moves one point straight and then one diagonally outwards; a piece next to it in that "
               "direction (its \"leg\") blocks it.");
        break;
    case Rook: how = tr("The chariot moves any distance along a line and cannot jump over pieces."); break;
    case Cannon:
        how =
            tr("The cannon moves like the chariot, but captures only by jumping over exactly one piece (the "
               "\"screen\").");
        break;
    case Pawn:
        how =
            tr("The soldier moves one point forward; after crossing the river it may also move sideways, but "
               "never backwards.");
        break;
    case NoPieceType: break;
    }
    instruction_->setText(tr("%1 Move the %2 to the point marked with the orange ring.").arg(how, pieceName(e.piece)));
    feedback_->setText(feedbackText_);
    feedback_->setStyleSheet(feedbackText_.isEmpty() ? QString()
                             : feedbackGood_         ? QStringLiteral("color: #137a2a; font-weight: bold;")
                                                     : QStringLiteral("color: #b01818;"));
    previous_->setText(tr("&Previous"));
    previous_->setEnabled(index_ > 0);
    retry_->setText(tr("&Start Over"));
    next_->setText(index_ + 1 < int(list.size()) ? tr("&Next") : tr("&Finish"));
    next_->setEnabled(solved_);
    next_->setDefault(solved_);
    close_->setText(tr("&Close"));
}

void TutorialDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

}  // namespace xq::ui
