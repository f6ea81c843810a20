#include "xiangqi/ui/trainingactions.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QMainWindow>
#include <QMenu>
#include <QThread>

#include "xiangqi/ecco.h"
#include "xiangqi/search.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/settingsstore.h"
#include "xiangqi/train/exercise.h"
#include "xiangqi/train/store.h"
#include "xiangqi/ui/trainingwindow.h"

namespace xq::ui {

TrainingActions::TrainingActions(FeatureHost& host, QMenu* menu, QAction* before, std::shared_ptr<session::SettingsStore> store)
    : Feature(host, std::move(store)) {
    action_ = new QAction(this);
    action_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    connect(action_, &QAction::triggered, this, [this] { showTraining(); });
    menu->insertAction(before, action_);
    connect(host_->controller(), &session::GameController::gameOver, this, &TrainingActions::recordFinishedGame);
    retranslate();
}

void TrainingActions::retranslate() { action_->setText(tr("Trainin&g…")); }


TrainingWindow* TrainingActions::showTraining() {
    if (!training_) {
        training_ = new TrainingWindow(QString(), train::systemClock(), host_->mainWindow());
        training_->setAttribute(Qt::WA_DeleteOnClose);
    }
    training_->refresh();
    training_->show();
    training_->raise();
    training_->activateWindow();
    return training_;
}

void TrainingActions::recordFinishedGame() {
    if (!preferences().writesUserFiles()) return;  // a window that leaves the user's files alone
    const session::GameSetup& setup = host_->controller()->setup();
    using session::PlayerKind;
    if ((setup.red == PlayerKind::Human) == (setup.black == PlayerKind::Human)) return;  // not one human, one computer
    const Color me = setup.red == PlayerKind::Human ? Color::Red : Color::Black;
    const GameRecord record = host_->controller()->record();
    const std::string result = record.result();
    train::GameOutcome outcome;
    outcome.color = me;
    outcome.score = result == "1/2-1/2" ? 0.5 : (result == "1-0") == (me == Color::Red) ? 1.0 : 0.0;
    outcome.opponentRating = trainingLevelRating(setup.level);
    outcome.opening = classifyOpening(record).code;
    const bool rated = setup.level >= 0 && (result == "1-0" || result == "0-1" || result == "1/2-1/2");
    const std::string path = QFile::encodeName(TrainingWindow::defaultStorePath()).toStdString();
    QPointer<TrainingActions> self(this);
    // The review on a thread of its own, with a store connection of its own; the count comes back queued.
    QThread* thread = QThread::create([self, record, me, outcome, rated, path] {
        train::TrainingStore store;
        if (!store.open(path)) return;
        if (rated) store.recordGame(outcome);
        Searcher searcher(16);
        const auto line = record.mainLine();
        const auto evals = train::evaluateLine(searcher, record, line, 8);
        const int added = store.addExercises(train::extractExercises(searcher, record, line, evals, me));
        QMetaObject::invokeMethod(qApp, [self, added] {
            if (self) emit self->exercisesAdded(added);
        });
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start(QThread::LowPriority);
}

}  // namespace xq::ui
