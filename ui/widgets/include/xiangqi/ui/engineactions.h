// The main window's engine tools in one place: the clock above the side panel, the external engines (Options →
// Engines…), engine matches (Game → Engine Match…) and the words for an engine that misbehaved. MainWindow creates
// one and hands it the places for its actions and its clock; the actions and their slots live here.
#pragma once

#include <QList>
#include <QObject>

#include "xiangqi/ui/feature.h"
#include <QPointer>

#include "xiangqi/session/engineregistry.h"

class QAction;
class QBoxLayout;
class QLabel;
class QMenu;
class QMessageBox;

namespace xq::ui {

class ClockWidget;
class EnginesDialog;
class MatchDialog;

class EngineActions : public Feature {
    Q_OBJECT
public:
    struct Places {
        QMenu* game;          // Engine Match goes before…
        QAction* beforeOpen;  // …Game → Open
        QMenu* options;       // Engines… goes at the end
        QBoxLayout* side;     // the clock goes on top of the side panel
    };
    // The engines dialog edits `engines` (the window's registry); the match dialog plays them.
    EngineActions(FeatureHost& host, Places places, session::EngineRegistry* engines,
                  std::shared_ptr<session::SettingsStore> preferences);

    ClockWidget* clockWidget() const { return clockWidget_; }
    EnginesDialog* showEnginesDialog();  // window-modal, returns at once
    MatchDialog* showMatchDialog();      // a separate window
    bool isMatchRunning() const;

    // What went wrong with an external engine in this game: stays in the status bar until the game is replaced
    // (a move does not clear it); the question whether to go on with our engine, while it is open.
    QLabel* engineNotice() const { return notice_; }
    QMessageBox* engineQuestion() const { return question_; }

    // The texts in the language now in use (also on QEvent::LanguageChange by itself).
    void retranslate() override;

protected:

private:
    session::EngineRegistry* engines_;
    ClockWidget* clockWidget_ = nullptr;
    QAction* enginesAct_ = nullptr;
    QAction* matchAct_ = nullptr;
    QPointer<MatchDialog> match_;
    QLabel* notice_ = nullptr;
    QPointer<QMessageBox> question_;
    void onEngineProblem(const QString& text);
    void clearNoticeIfGameReplaced();
};

}  // namespace xq::ui
