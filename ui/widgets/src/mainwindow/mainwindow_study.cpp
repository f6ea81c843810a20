// MainWindow's study tools, kept apart from mainwindow.cpp: the move tree beside the board (View → Move Tree),
// the position editor (Game → Position Editor…) and the endgame puzzles (Game → Endgame Puzzles…).
#include <QAction>
#include <QBoxLayout>
#include <QMenu>
#include <QSettings>

#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/movelist.h"
#include "xiangqi/ui/movetree.h"
#include "xiangqi/ui/positioneditor.h"
#include "xiangqi/ui/puzzledialog.h"

namespace xq::ui {

void MainWindow::setupStudyTools(QBoxLayout* sideLayout) {
    moveTree_ = new MoveTreeWidget(this);
    moveTree_->hide();
    sideLayout->insertWidget(sideLayout->indexOf(moveList_) + 1, moveTree_, 1);

    auto refreshTree = [this] {
        if (moveTree_->isVisible())
            moveTree_->setRecord(controller_->record(), controller_->game().cursor(), notation());
    };
    connect(controller_, &GameController::recordChanged, this, refreshTree);
    connect(controller_, &GameController::positionChanged, this, [this] {
        if (moveTree_->isVisible()) moveTree_->setCurrentNode(controller_->game().cursor());
    });
    for (QAction* a : {chineseAct_, wxfAct_, iccsAct_}) connect(a, &QAction::triggered, this, refreshTree);
    connect(moveTree_, &MoveTreeWidget::nodeSelected, controller_, &GameController::goToNode);
    connect(moveTree_, &MoveTreeWidget::promoteRequested, controller_, &GameController::promoteVariation);
    connect(moveTree_, &MoveTreeWidget::deleteRequested, controller_, &GameController::deleteVariation);
    connect(moveTree_, &MoveTreeWidget::commentEdited, controller_, &GameController::setComment);

    editorAct_ = new QAction(this);
    editorAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(editorAct_, &QAction::triggered, this, [this] { showPositionEditor(); });
    puzzlesAct_ = new QAction(this);
    puzzlesAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(puzzlesAct_, &QAction::triggered, this, [this] { showPuzzles(); });
    gameMenu_->insertActions(openAct_, {editorAct_, puzzlesAct_});
    gameMenu_->insertSeparator(openAct_);

    treeAct_ = new QAction(this);
    treeAct_->setCheckable(true);
    treeAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(treeAct_, &QAction::triggered, this, [this](bool on) { setMoveTreeShown(on); });
    viewMenu_->insertAction(panelAct_, treeAct_);
    if (storedSettings_) setMoveTreeShown(QSettings().value("view/moveTree", false).toBool());
}

void MainWindow::retranslateStudyTools() {
    if (!editorAct_) return;
    editorAct_->setText(tr("Position &Editor…"));
    puzzlesAct_->setText(tr("Endgame &Puzzles…"));
    treeAct_->setText(tr("Move &Tree (Variations and Comments)"));
}

bool MainWindow::isMoveTreeShown() const { return treeAct_ && treeAct_->isChecked(); }

void MainWindow::setMoveTreeShown(bool shown) {
    treeAct_->setChecked(shown);
    moveList_->setVisible(!shown);
    moveTree_->setVisible(shown);
    if (shown) moveTree_->setRecord(controller_->record(), controller_->game().cursor(), notation());
    if (storedSettings_) QSettings().setValue("view/moveTree", shown);
}

PositionEditor* MainWindow::showPositionEditor() {
    auto* editor =
        new PositionEditor(QString::fromStdString(controller_->position().fen()), controller_->setup(), this);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->setAppearance(board_->painter());
    connect(editor, &QDialog::accepted, this, [this, editor] {
        if (confirmDiscard()) newGame(editor->gameSetup(), editor->fen());
    });
    editor->open();
    return editor;
}

PuzzleDialog* MainWindow::showPuzzles() {
    if (!puzzles_) {
        puzzles_ = new PuzzleDialog(storedSettings_, this);
        puzzles_->setAttribute(Qt::WA_DeleteOnClose);
    }
    puzzles_->setNotation(notation());
    puzzles_->show();
    puzzles_->raise();
    puzzles_->activateWindow();
    return puzzles_;
}

}  // namespace xq::ui
