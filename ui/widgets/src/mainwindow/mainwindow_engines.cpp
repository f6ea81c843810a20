// MainWindow's external engines, clocks and engine matches, kept apart from mainwindow.cpp: the clock above the side
// panel, Options → Engines…, Game → Engine Match…, and the words for an engine that misbehaved.
#include <QAction>
#include <QBoxLayout>
#include <QMenu>
#include <QSettings>

#include "xiangqi/ui/clockwidget.h"
#include "xiangqi/ui/enginesdialog.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/matchdialog.h"

namespace xq::ui {

void MainWindow::setupEngineTools(QBoxLayout* sideLayout) {
    if (storedSettings_) {
        QSettings settings;
        engines_ = loadEngineConfigs(settings);
    }
    clockWidget_ = new ClockWidget(controller_, this);
    sideLayout->insertWidget(0, clockWidget_);

    connect(controller_, &GameController::engineProblem, this,
            [this](const QString& text) { showStatus(text, 15000); });

    enginesAct_ = new QAction(this);
    connect(enginesAct_, &QAction::triggered, this, [this] { showEnginesDialog(); });
    optionsMenu_->addAction(enginesAct_);
    matchAct_ = new QAction(this);
    connect(matchAct_, &QAction::triggered, this, [this] { showMatchDialog(); });
    gameMenu_->insertAction(openAct_, matchAct_);
}

void MainWindow::retranslateEngineTools() {
    if (!enginesAct_) return;
    enginesAct_->setText(tr("&Engines…"));
    matchAct_->setText(tr("Engine &Match…"));
}

void MainWindow::setEngines(const QList<EngineConfig>& engines) {
    engines_ = engines;
    if (storedSettings_) {
        QSettings settings;
        saveEngineConfigs(settings, engines_);
    }
}

EnginesDialog* MainWindow::showEnginesDialog() {
    auto* dialog = new EnginesDialog(engines_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        setEngines(dialog->engines());
        showStatus(tr("%n external engine(s) installed.", nullptr, int(engines_.size())), 6000);
    });
    dialog->open();
    return dialog;
}

MatchDialog* MainWindow::showMatchDialog() {
    if (!match_) {
        match_ = new MatchDialog(controller_, engines_, this);
        match_->setAttribute(Qt::WA_DeleteOnClose);
        connect(match_, &MatchDialog::gameFinished, this, [this] {
            if (gameOverBox_) gameOverBox_->close();
            showStatus(match_->summaryText(), 8000);
        });
    }
    match_->show();
    match_->raise();
    match_->activateWindow();
    return match_;
}

bool MainWindow::isMatchRunning() const { return match_ && match_->isRunning(); }

}  // namespace xq::ui
