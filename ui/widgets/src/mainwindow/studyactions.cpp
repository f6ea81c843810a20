// The main window's study tools: the move tree beside the board, the position editor and the endgame puzzles.
#include "xiangqi/ui/studyactions.h"

#include <QAction>
#include <QBoxLayout>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>

#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/settingsstore.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/movelist.h"
#include "xiangqi/ui/movetree.h"
#include "xiangqi/ui/positioneditor.h"
#include "xiangqi/ui/puzzledialog.h"

namespace xq::ui {

StudyActions::StudyActions(FeatureHost& host, Places places, std::shared_ptr<session::SettingsStore> store)
    : Feature(host, std::move(store)) {
    session::GameController* controller = host_->controller();
    moveTree_ = new MoveTreeWidget(host_->mainWindow());
    moveTree_->hide();
    places.side->insertWidget(places.side->indexOf(host_->moveList()) + 1, moveTree_, 1);

    connect(controller, &session::GameController::recordChanged, this, &StudyActions::refreshTree);
    connect(controller, &session::GameController::positionChanged, this, [this] {
        if (moveTree_->isVisible()) moveTree_->setCurrentNode(host_->controller()->game().cursor());
    });
    connect(moveTree_, &MoveTreeWidget::nodeSelected, controller, &session::GameController::goToNode);
    connect(moveTree_, &MoveTreeWidget::promoteRequested, controller, &session::GameController::promoteVariation);
    connect(moveTree_, &MoveTreeWidget::deleteRequested, controller, &session::GameController::deleteVariation);
    connect(moveTree_, &MoveTreeWidget::commentEdited, controller, &session::GameController::setComment);

    editorAct_ = new QAction(this);
    editorAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(editorAct_, &QAction::triggered, this, [this] { showPositionEditor(); });
    puzzlesAct_ = new QAction(this);
    puzzlesAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(puzzlesAct_, &QAction::triggered, this, [this] { showPuzzles(); });
    places.game->insertActions(places.beforeOpen, {editorAct_, puzzlesAct_});
    places.game->insertSeparator(places.beforeOpen);

    treeAct_ = new QAction(this);
    treeAct_->setCheckable(true);
    treeAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(treeAct_, &QAction::triggered, this, [this](bool on) { setMoveTreeShown(on); });
    places.view->insertAction(places.beforePanel, treeAct_);
    applyMoveTreeShown(preferences().value(session::setting::MoveTreeShown));  // restored, not rewritten
    retranslate();
}

void StudyActions::retranslate() {
    editorAct_->setText(tr("Position &Editor…"));
    puzzlesAct_->setText(tr("Endgame &Puzzles…"));
    treeAct_->setText(tr("Move &Tree (Variations and Comments)"));
}


bool StudyActions::isMoveTreeShown() const { return treeAct_->isChecked(); }

void StudyActions::refreshTree() {
    const session::GameController* c = host_->controller();
    if (moveTree_->isVisible()) moveTree_->setRecord(c->record(), c->game().cursor(), host_->notation());
}

void StudyActions::setMoveTreeShown(bool shown) {
    applyMoveTreeShown(shown);
    preferences().setValue(session::setting::MoveTreeShown, shown);
}

void StudyActions::applyMoveTreeShown(bool shown) {
    treeAct_->setChecked(shown);
    host_->moveList()->setVisible(!shown);
    moveTree_->setVisible(shown);
    const session::GameController* c = host_->controller();
    if (shown) moveTree_->setRecord(c->record(), c->game().cursor(), host_->notation());
}

PositionEditor* StudyActions::showPositionEditor() {
    const session::GameController* c = host_->controller();
    auto* editor = new PositionEditor(QString::fromStdString(c->position().fen()), c->setup(), host_->mainWindow());
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->setAppearance(host_->boardView()->painter());  // the board's piece set, theme and side
    connect(editor, &QDialog::accepted, this, [this, editor] {
        if (host_->confirmDiscard()) host_->newGame(editor->gameSetup(), editor->fen());
    });
    editor->open();
    return editor;
}

PuzzleDialog* StudyActions::showPuzzles() {
    if (!puzzles_) {
        puzzles_ = new PuzzleDialog(sharedPreferences(), host_->mainWindow());
        puzzles_->setAttribute(Qt::WA_DeleteOnClose);
    }
    puzzles_->setNotation(host_->notation());
    puzzles_->show();
    puzzles_->raise();
    puzzles_->activateWindow();
    return puzzles_;
}

}  // namespace xq::ui
