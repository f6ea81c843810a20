// Comfort features of the main window: themes, animation speed, captured pieces, rules guide and tutorial.
#include "xiangqi/ui/comfortactions.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>

#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/settings.h"
#include "xiangqi/session/settingsstore.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/capturedpieces.h"
#include "xiangqi/ui/rulesguide.h"
#include "xiangqi/ui/tutorialdialog.h"

namespace xq::ui {

ComfortActions::ComfortActions(FeatureHost& host, Menus menus, CapturedPieces* captured, std::shared_ptr<session::SettingsStore> store)
    : Feature(host, std::move(store)), captured_(captured) {
    const session::Settings& s = host_->settings();
    BoardView* board = host_->boardView();

    // A third piece set, in the same exclusive group as the two the window made.
    contrastPiecesAct_ = new QAction(this);
    contrastPiecesAct_->setCheckable(true);
    contrastPiecesAct_->setData(int(session::PieceSet::Contrast));
    if (QActionGroup* group =
            menus.pieces->actions().isEmpty() ? nullptr : menus.pieces->actions().first()->actionGroup())
        group->addAction(contrastPiecesAct_);
    menus.pieces->addAction(contrastPiecesAct_);
    contrastPiecesAct_->setChecked(s.pieceSet == session::PieceSet::Contrast);
    connect(contrastPiecesAct_, &QAction::triggered, this,
            [this] { host_->setPieceSet(session::PieceSet::Contrast); });

    // View → Board: the colour sets.
    boardMenu_ = new QMenu(menus.view);
    menus.view->insertMenu(menus.pieces->menuAction(), boardMenu_);
    boardGroup_ = new QActionGroup(this);
    for (int theme = 0; theme < session::BoardThemeCount; ++theme) {
        auto* a = boardMenu_->addAction(QString());
        a->setCheckable(true);
        a->setData(theme);
        boardGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, theme] { setBoardTheme(theme); });
    }

    // Options → Move Animation.
    animationMenu_ = menus.options->addMenu(QString());
    animationGroup_ = new QActionGroup(this);
    for (int ms : animationSpeeds) {
        auto* a = animationMenu_->addAction(QString());
        a->setCheckable(true);
        a->setData(ms);
        animationGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, ms] { setAnimationMs(ms); });
    }

    // Help: the guide on F1, then the tutorial, before About.
    guideAct_ = new QAction(this);
    guideAct_->setShortcut(QKeySequence::HelpContents);
    guideAct_->setShortcutContext(Qt::ApplicationShortcut);
    connect(guideAct_, &QAction::triggered, this, [this] { showRulesGuide(); });
    tutorialAct_ = new QAction(this);
    connect(tutorialAct_, &QAction::triggered, this, [this] { showTutorial(); });
    QAction* first = menus.help->actions().value(0);
    menus.help->insertActions(first, {guideAct_, tutorialAct_});
    if (first) menus.help->insertSeparator(first);
    host_->mainWindow()->addAction(guideAct_);  // F1 works while the menu bar is hidden too

    // The captured pieces follow the position shown, and the piece set.
    session::GameController* controller = host_->controller();
    connect(controller, &session::GameController::positionChanged, this, &ComfortActions::refreshCaptured);
    connect(controller, &session::GameController::recordChanged, this, &ComfortActions::refreshCaptured);
    captured_->setPieceSet(board->pieceSet());  // MainWindow::setPieceSet keeps it in step from now on

    // Restored, not written back: a start changes nothing in the settings file.
    applyBoardTheme(int(s.boardTheme));
    applyAnimationMs(s.animationMs);
    retranslate();
    refreshCaptured();
}

void ComfortActions::setBoardTheme(int theme) {
    theme = applyBoardTheme(theme);
    preferences().setValue(session::setting::BoardTheme, theme);
}

int ComfortActions::applyBoardTheme(int theme) {
    theme = std::clamp(theme, 0, session::BoardThemeCount - 1);
    host_->boardView()->setBoardTheme(session::BoardTheme(theme));
    host_->settings().boardTheme = session::BoardTheme(theme);
    for (QAction* a : boardGroup_->actions()) a->setChecked(a->data().toInt() == theme);
    if (guide_) guide_->setLook(host_->boardView()->pieceSet(), session::BoardTheme(theme));
    return theme;
}

void ComfortActions::setAnimationMs(int ms) {
    applyAnimationMs(ms);
    preferences().setValue(session::setting::AnimationMs, ms);
}

void ComfortActions::applyAnimationMs(int ms) {
    host_->boardView()->setAnimationMs(ms);
    host_->settings().animationMs = ms;
    for (QAction* a : animationGroup_->actions()) a->setChecked(a->data().toInt() == ms);
}

RulesGuide* ComfortActions::showRulesGuide() {
    if (!guide_) {
        guide_ = new RulesGuide(host_->mainWindow());
        guide_->setAttribute(Qt::WA_DeleteOnClose);
    }
    guide_->setLook(host_->boardView()->pieceSet(), host_->boardView()->boardTheme());
    guide_->setNotation(host_->notation());
    guide_->refresh();
    guide_->show();
    guide_->raise();
    guide_->activateWindow();
    return guide_;
}

TutorialDialog* ComfortActions::showTutorial() {
    if (!tutorial_) {
        tutorial_ = new TutorialDialog(host_->mainWindow());
        tutorial_->setAttribute(Qt::WA_DeleteOnClose);
    }
    tutorial_->board()->setPieceSet(host_->boardView()->pieceSet());
    tutorial_->board()->setBoardTheme(host_->boardView()->boardTheme());
    tutorial_->board()->setNotation(host_->notation());
    tutorial_->show();
    tutorial_->raise();
    tutorial_->activateWindow();
    return tutorial_;
}

void ComfortActions::refreshCaptured() {
    const session::GameController* c = host_->controller();
    captured_->setPositions(c->game().record().startPosition(), c->position());
}


void ComfortActions::retranslate() {
    contrastPiecesAct_->setText(tr("&High Contrast (white on red and black)"));
    boardMenu_->setTitle(tr("&Board"));
    const QString boards[] = {tr("&Wood"), tr("&Plain (light)"), tr("&High Contrast")};
    for (QAction* a : boardGroup_->actions()) a->setText(boards[a->data().toInt()]);
    animationMenu_->setTitle(tr("Move &Animation"));
    for (QAction* a : animationGroup_->actions()) {
        const int ms = a->data().toInt();
        a->setText(ms == 0 ? tr("&Off") : ms < 150 ? tr("&Fast") : ms < 300 ? tr("&Normal") : tr("&Slow"));
    }
    guideAct_->setText(tr("&Rules Guide"));
    tutorialAct_->setText(tr("&Tutorial for Beginners…"));
}

}  // namespace xq::ui
