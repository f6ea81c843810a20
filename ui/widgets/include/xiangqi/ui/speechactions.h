// Play by ear (issue 46): the announcer with the system's speech, the Spoken text area beside the board (a log a
// screen reader can read), Options → Speech (on/off, settings, the reading commands and their keys), a square cursor
// walked with Alt+arrows, and words typed in the move box ("last", "red", "file e", "attackers e4", "new", "undo",
// "draw", "resign", "save" …). MainWindow creates one and hands it its options menu, side panel and move box.
#pragma once

#include <QObject>

#include "xiangqi/ui/feature.h"
#include <QPointer>

#include "xiangqi/session/announcer.h"
#include "xiangqi/session/speech.h"

class QAction;
class QBoxLayout;
class QLineEdit;
class QMenu;
class QPlainTextEdit;
class QTimer;

namespace xq::ui {

class SpeechDialog;
class SystemSpeech;

class SpeechActions : public Feature {
    Q_OBJECT
public:
    struct Parts {
        QMenu* options;
        QBoxLayout* side;
        QLineEdit* moveInput;
    };
    // The speech settings are read from and written to the preferences store.
    SpeechActions(FeatureHost& host, Parts parts, std::shared_ptr<session::SettingsStore> preferences);

    session::Announcer* announcer() const { return announcer_; }
    // Puts another speech engine in place of the system's (tests: a SpeechRecorder); null = the system's again.
    void setEngine(session::SpeechEngine* engine);
    // Applies the settings and keeps them in the preferences store.
    void setSettings(const session::SpeechSettings& settings);
    const session::SpeechSettings& settings() const { return announcer_->settings(); }
    QPlainTextEdit* spokenText() const { return live_; }
    QMenu* menu() const { return menu_; }
    Square cursor() const { return cursor_; }

    // A reading or game command typed in the move box: answered (or done) and true; false when it is none (then
    // it is a move).
    bool runCommand(const QString& text);
    // Options → Speech → Speech Settings… (non-modal; applied when accepted).
    SpeechDialog* showSettings();
    // The menu's words in the language now (the window calls it when the language changes).
    void retranslate() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applySettings(const session::SpeechSettings& settings);  // without writing them
    void moveCursor(int files, int ranks);
    void trigger(const char* actionName);
    void afterTypedMove();

    session::Announcer* announcer_;
    SystemSpeech* system_;
    QLineEdit* moveInput_;
    QPlainTextEdit* live_;
    QMenu* menu_;
    QTimer* clockTimer_;
    QAction* speakAct_;
    QAction* settingsAct_;
    QList<QAction*> readActs_;  // in the order retranslate() names them
    Square cursor_ = NoSquare;
    int countBeforeMove_ = -1;  // announcer count when a typed move was submitted
    QPointer<SpeechDialog> dialog_;
};

}  // namespace xq::ui
