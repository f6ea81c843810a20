// The main window's network play: Game → Play over the Network… and Leave Network Game, the chat beside the board,
// the questions the opponent asks (take-back, draw), the connection's state in the status bar, and fair play (hints,
// analysis and the engine panel off unless agreed at set-up). MainWindow creates one and asks it for the words of the
// turn line and for the actions' states while a network game is on.
#pragma once

#include <QList>
#include <QObject>

#include "xiangqi/ui/feature.h"
#include <QPointer>
#include <functional>

#include "xiangqi/session/netgame.h"

class QAction;
class QBoxLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QMenu;
class QMessageBox;
class QPlainTextEdit;

namespace xq::session {
class NetAnnouncer;
}

namespace xq::ui {

class EnginePanel;
struct NetworkChoice;

class NetworkActions : public Feature {
    Q_OBJECT
public:
    struct Places {
        QMenu* game;       // the actions go before…
        QAction* before;   // …this one
        QBoxLayout* side;  // the chat goes into the side panel
    };
    // While a network game is on, it sets the states of the window's actions (found by id: actionids.h) and of the
    // analysis feature's ("analysis.analyse", "analysis.review"), and hides the engine panel unless help was agreed.
    NetworkActions(FeatureHost& host, Places places, std::shared_ptr<session::SettingsStore> preferences);

    session::NetworkGame* game() const { return game_; }
    // A network game is on the board (connected, waiting for the peer to come back, or just finished).
    bool isActive() const;
    QAction* playAction() const { return playAct_; }
    QAction* leaveAction() const { return leaveAct_; }

    // Host at address:port at once (the command line): no announcement, the host plays Red unless told otherwise.
    bool host(const QHostAddress& address, quint16 port, const session::NetworkSetup& setup, QString* error);
    void join(const QString& host, quint16 port, const QString& code = {}, const QString& name = {});
    void start(const NetworkChoice& choice);
    QString playerName() const;
    void showDialog();

    // The network game a crash or a quit left unfinished (read with session::readSavedNetworkGame at start).
    // With --host or --join: resumes it when it is the game hosted on that port / joined at that host and port, and
    // says so with true (false: not that game, or *error says why it could not be resumed).
    bool resumeSavedFor(const QJsonObject& saved, bool hosting, const QString& host, quint16 port, QString* error);
    // At a plain start: asks whether to resume it; resumes it, or lets it go (the file is removed).
    void offerSavedGame(const QJsonObject& saved);

    // Words for the window while a network game is on.
    QString playersText() const;
    QString turnText() const;
    // After the window set its actions' states: the network game's own rules on top.
    void adjustActions();
    void retranslate() override;

protected:

private:
    void onStateChanged();
    void updateStatusLabel();
    void addChatLine(const QString& who, const QString& text);
    void ask(const QString& text, std::function<void(bool)> answer);
    void keepSavedGame();
    void showRestored();

    Places places_;
    session::NetworkGame* game_;
    session::NetAnnouncer* announcer_;
    QAction* playAct_;
    QAction* leaveAct_;
    QAction* reconnectAct_;
    QGroupBox* chatBox_;
    QPlainTextEdit* chatLog_;
    QLineEdit* chatInput_;
    QLabel* status_;
    QPointer<QMessageBox> question_;
    bool panelWasVisible_ = true;
    bool assistHidden_ = false;
    bool savedWritten_ = false;  // this window wrote the saved network game (and removes it when it ends)
    bool saveFailed_ = false;    // said once, not after every move
};

}  // namespace xq::ui
