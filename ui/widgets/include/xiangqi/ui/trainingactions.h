// The training room in the main window: Game → Training… (Ctrl+Shift+T) opens the Training window, and a finished
// game against the computer adds the player's mistakes to the exercises (reviewed by our engine on a thread of its
// own) and its result to the strength estimate. MainWindow creates one; the action and its slots live here.
#pragma once

#include <QObject>

#include "xiangqi/ui/feature.h"
#include <QPointer>

class QAction;
class QMenu;

namespace xq::ui {

class TrainingWindow;

class TrainingActions : public Feature {
    Q_OBJECT
public:
    // The action goes into `menu` before `before`. With storedSettings false (tests, screenshots) finished games
    // are not recorded.
    TrainingActions(FeatureHost& host, QMenu* menu, QAction* before, std::shared_ptr<session::SettingsStore> preferences);

    QAction* action() const { return action_; }
    // Opens (or raises) the Training window.
    TrainingWindow* showTraining();
    // Reviews a finished game against the computer for the player's mistakes (called on the controller's gameOver).
    void recordFinishedGame();
    // The texts in the language now in use (also on QEvent::LanguageChange by itself).
    void retranslate() override;

signals:
    // The player's mistakes of a finished game are in the store (count: how many were new).
    void exercisesAdded(int count);

protected:

private:
    QAction* action_ = nullptr;
    QPointer<TrainingWindow> training_;
};

}  // namespace xq::ui
