// The main window's engine tools: the clock, the external engines, engine matches.
#include "xiangqi/ui/engineactions.h"

#include <QAction>
#include <QBoxLayout>
#include <QEvent>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

#include "xiangqi/ui/clockwidget.h"
#include "xiangqi/ui/enginesdialog.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/matchdialog.h"

namespace xq::ui {

EngineActions::EngineActions(MainWindow* window, Places places, bool storedSettings)
    : QObject(window), window_(window), stored_(storedSettings) {
    if (stored_) {
        QSettings settings;
        engines_ = loadEngineConfigs(settings);
    }
    GameController* controller = window_->controller();
    clockWidget_ = new ClockWidget(controller, window_);
    places.side->insertWidget(0, clockWidget_);

    connect(controller, &GameController::engineProblem, this,
            [this](const QString& text) { window_->showStatus(text, 15000); });

    enginesAct_ = new QAction(this);
    connect(enginesAct_, &QAction::triggered, this, [this] { showEnginesDialog(); });
    places.options->addAction(enginesAct_);
    matchAct_ = new QAction(this);
    connect(matchAct_, &QAction::triggered, this, [this] { showMatchDialog(); });
    places.game->insertAction(places.beforeOpen, matchAct_);
    window_->installEventFilter(this);
    retranslate();
}

void EngineActions::retranslate() {
    enginesAct_->setText(tr("&Engines…"));
    matchAct_->setText(tr("Engine &Match…"));
}

bool EngineActions::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ && event->type() == QEvent::LanguageChange) retranslate();
    return QObject::eventFilter(watched, event);
}

void EngineActions::setEngines(const QList<EngineConfig>& engines) {
    engines_ = engines;
    if (stored_) {
        QSettings settings;
        saveEngineConfigs(settings, engines_);
    }
}

EnginesDialog* EngineActions::showEnginesDialog() {
    auto* dialog = new EnginesDialog(engines_, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        setEngines(dialog->engines());
        window_->showStatus(tr("%n external engine(s) installed.", nullptr, int(engines_.size())), 6000);
    });
    dialog->open();
    return dialog;
}

MatchDialog* EngineActions::showMatchDialog() {
    if (!match_) {
        match_ = new MatchDialog(window_->controller(), engines_, window_);
        match_->setAttribute(Qt::WA_DeleteOnClose);
        connect(match_, &MatchDialog::gameFinished, this, [this] {
            if (QMessageBox* box = window_->gameOverDialog()) box->close();
            window_->showStatus(match_->summaryText(), 8000);
        });
    }
    match_->show();
    match_->raise();
    match_->activateWindow();
    return match_;
}

bool EngineActions::isMatchRunning() const { return match_ && match_->isRunning(); }

}  // namespace xq::ui
