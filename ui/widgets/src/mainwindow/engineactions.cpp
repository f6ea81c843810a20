// The main window's engine tools: the clock, the external engines, engine matches.
#include "xiangqi/ui/engineactions.h"

#include <QAction>
#include <QBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

#include "xiangqi/session/engineregistry.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/player.h"
#include "xiangqi/session/settingsstore.h"
#include "xiangqi/ui/clockwidget.h"
#include "xiangqi/ui/enginesdialog.h"
#include "xiangqi/ui/matchdialog.h"

namespace xq::ui {

EngineActions::EngineActions(FeatureHost& host, Places places, session::EngineRegistry* engines,
                             std::shared_ptr<session::SettingsStore> store)
    : Feature(host, std::move(store)), engines_(engines) {
    session::GameController* controller = host_->controller();
    clockWidget_ = new ClockWidget(controller, host_->mainWindow());
    places.side->insertWidget(0, clockWidget_);

    notice_ = new QLabel(host_->mainWindow());
    notice_->setObjectName(QStringLiteral("engineNotice"));
    notice_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    notice_->hide();
    host_->mainWindow()->statusBar()->addPermanentWidget(notice_, 1);
    connect(controller, &session::GameController::engineProblem, this, &EngineActions::onEngineProblem);
    connect(controller, &session::GameController::recordChanged, this, &EngineActions::clearNoticeIfGameReplaced);

    enginesAct_ = new QAction(this);
    connect(enginesAct_, &QAction::triggered, this, [this] { showEnginesDialog(); });
    places.options->addAction(enginesAct_);
    matchAct_ = new QAction(this);
    connect(matchAct_, &QAction::triggered, this, [this] { showMatchDialog(); });
    places.game->insertAction(places.beforeOpen, matchAct_);
    retranslate();
}

void EngineActions::retranslate() {
    enginesAct_->setText(tr("&Engines…"));
    matchAct_->setText(tr("Engine &Match…"));
}


EnginesDialog* EngineActions::showEnginesDialog() {
    auto* dialog = new EnginesDialog(engines_->engines(), host_->mainWindow());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        engines_->setEngines(dialog->engines());
        host_->showStatus(tr("%n external engine(s) installed.", nullptr, int(engines_->engines().size())), 6000);
    });
    dialog->open();
    return dialog;
}

MatchDialog* EngineActions::showMatchDialog() {
    if (!match_) {
        match_ = new MatchDialog(host_->controller(), engines_->engines(), host_->mainWindow());
        match_->setAttribute(Qt::WA_DeleteOnClose);
        connect(match_, &MatchDialog::gameFinished, this, [this] {
            if (QMessageBox* box = host_->gameOverDialog()) box->close();
            host_->showStatus(match_->summaryText(), 8000);
        });
    }
    match_->show();
    match_->raise();
    match_->activateWindow();
    return match_;
}

void EngineActions::onEngineProblem(const QString& text) {
    notice_->setText(QStringLiteral("\u26a0 ") + text);
    notice_->setToolTip(text);
    notice_->show();
    if (question_ || isMatchRunning()) return;
    // An engine that failed at its own move: ask once whether to go on with our engine or stop the game, so
    // that nobody plays a whole game against our engine believing it is theirs.
    session::GameController* c = host_->controller();
    for (Color side : {Color::Red, Color::Black}) {
        auto* x = qobject_cast<session::ComputerPlayer*>(c->player(side));
        if (!x || !x->isExternal() || x->fallbackMoves() == 0 || x->isBuiltInOnly()) continue;
        question_ = new QMessageBox(QMessageBox::Warning, tr("Engine problem"), text, QMessageBox::NoButton, host_->mainWindow());
        question_->setAttribute(Qt::WA_DeleteOnClose);
        question_->setInformativeText(
            tr("%1 plays %2. Go on with the built-in engine in its place for the rest of this game, or stop the game "
               "here (it is paused; you can save it or start a new one).")
                .arg(x->engine()->name(), side == Color::Red ? tr("Red") : tr("Black")));
        QPushButton* goOn = question_->addButton(tr("Continue with the built-in engine"), QMessageBox::AcceptRole);
        question_->addButton(tr("Stop the game"), QMessageBox::RejectRole);
        QPointer<session::ComputerPlayer> player = x;
        connect(question_, &QMessageBox::buttonClicked, this, [this, player, goOn](QAbstractButton* b) {
            if (!player) return;
            if (b == goOn) {
                player->setBuiltInOnly(true);
                notice_->setText(QStringLiteral("\u26a0 ") + tr("%1 failed; the built-in engine plays in its place.")
                                                               .arg(player->engine()->name()));
            } else {
                host_->controller()->setPaused(true);
            }
        });
        question_->open();
        return;
    }
}

void EngineActions::clearNoticeIfGameReplaced() {
    if (notice_->isHidden()) return;
    session::GameController* c = host_->controller();
    for (Color side : {Color::Red, Color::Black})
        if (auto* x = qobject_cast<session::ComputerPlayer*>(c->player(side)); x && x->fallbackMoves() > 0) return;
    notice_->clear();
    notice_->hide();
    if (question_) question_->close();
}

bool EngineActions::isMatchRunning() const { return match_ && match_->isRunning(); }

}  // namespace xq::ui
