// A game against a friend on another computer (docs/NETWORK.md): one end of the TCP connection, host or guest.
// It seats a RemotePlayer in the game controller, so clocks, the referee and the auto-save work as in any game, and
// stands between the controller and the network: every message that arrives is checked (shape, state, turn, ply,
// legality by our rules) before it may change the game, and anything refused is answered with an error message and
// logged. Verdicts are computed on both sides and compared; a dropped connection stops the clocks and is resumed by
// comparing the move lists.
#pragma once

#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <optional>

#include "xiangqi/clock.h"
#include "xiangqi/session/netmessage.h"

class QTcpServer;
class QTcpSocket;

namespace xq::session {

class GameController;
class RemotePlayer;

// What the host chooses for the game.
struct NetworkSetup {
    QString name;                    // our player's name
    std::optional<Color> hostColor;  // nullopt = drawn at random
    TimeControl timeControl;
    QString rules = QStringLiteral("asian");
    QString fen;          // empty = the standard start
    bool assist = false;  // hints, analysis and the engine panel for both players
    int absenceSeconds = 120;
    bool forfeit = false;  // a guest that does not come back in time loses on time (else: the game is adjourned)
};

class NetworkGame : public QObject {
    Q_OBJECT
public:
    enum class State {
        Idle,          // nothing yet
        Listening,     // the host waits for its guest
        Connecting,    // the guest dials
        Handshake,     // connected, agreeing on the game
        Playing,       // the game is on
        Over,          // the game ended; still connected (chat)
        Reconnecting,  // the connection dropped during the game: clocks stopped, waiting or redialling
        Adjourned,     // the peer did not come back in time and the host chose to adjourn
        Closed,        // left, refused, or the peer left
    };
    enum class Role { None, Host, Guest };

    explicit NetworkGame(GameController* controller, QObject* parent = nullptr);
    ~NetworkGame() override;

    // Listens on address:port (0 = any free port) and waits for a guest. False and *error (in words) on failure.
    bool host(const QHostAddress& address, quint16 port, const NetworkSetup& setup, QString* error = nullptr);
    // Connects to a host by name or address (IPv4 or IPv6); the join code, when given, must match the host's.
    void join(const QString& hostName, quint16 port, const QString& name, const QString& code = {});
    // Leaves the game on purpose: says goodbye, closes the connection and stops listening.
    void leave();

    State state() const { return state_; }
    Role role() const { return role_; }
    bool isActive() const { return state_ != State::Idle && state_ != State::Closed; }
    // Our colour and the opponent's once the game is set up.
    Color localColor() const { return local_; }
    QString peerName() const { return peerName_; }
    QString localName() const { return name_; }
    quint16 port() const;                       // the port we listen on (host)
    QHostAddress listenAddress() const;         // the address we listen on (host)
    QString joinCode() const { return code_; }  // short code a guest may give to be sure of the game
    bool assistAllowed() const { return setup_.assist; }
    // Where the guest dials (again), and whether the side to move is ours (networkStatusText words the state).
    QString hostName() const { return hostName_; }
    quint16 hostPort() const { return hostPort_; }
    bool isOurTurn() const;
    // Every refused message, both ways ("refused ← …", "peer refused → …"), oldest first; also written to the log.
    const QStringList& log() const { return log_; }

    // ---- what the person here asks for ----
    bool requestTakeback();  // back to before our last move; the opponent answers
    bool offerDraw();
    bool resign();
    bool answerTakeback(bool accept);
    bool answerDraw(bool accept);
    bool sendChat(const QString& text);
    // The guest dials again (after an adjournment, or at once instead of waiting for the next try).
    void reconnect();

    // ---- surviving a crash or a quit (docs/NETWORK.md, "After a crash") ----
    // What a restarted program needs to take this game up again: role, names, join code, where the host listens or
    // the guest dials, and the agreed set-up, moves and clocks as the protocol's own `setup` and `resume` messages.
    // Empty when there is nothing to resume (no game started, the game is over, or we left it). savedGameChanged()
    // says when it changes; the window keeps it in a file (writeSavedNetworkGame) after every move.
    QJsonObject savedGame() const;
    // Takes a saved game up again: the host listens on its port again, the guest dials its host again, and the usual
    // reconnect compares the move lists; until then the board shows the saved game with both clocks stopped, and the
    // absent-player rule of the set-up runs. False and *error (in words) when the saved game is damaged or the port
    // is taken; nothing changes then.
    bool resumeSaved(const QJsonObject& saved, QString* error = nullptr);
    // What a saved game is, for the question at start; false and *problem (in words) when it is damaged.
    struct SavedInfo {
        Role role = Role::None;
        QString peerName, hostName;  // hostName: the guest's host, or the address the host listens on
        quint16 port = 0;
        Color local = Color::Red;
        int plies = 0;
    };
    static bool describeSaved(const QJsonObject& saved, SavedInfo* info, QString* problem);

    // ---- for tests ----
    // Keep-alive period, silence after which the connection counts as lost, and the guest's redial period (ms).
    void setTimings(int pingMs, int silenceMs, int retryMs);
    // Drops the connection as a broken network would (no goodbye).
    void dropConnection();
    // The moves of the game as ICCS text.
    QStringList moveList() const;

    static QString verdictCode(const Verdict& v);

signals:
    void stateChanged();
    void gameStarted();  // a new game was set up (not on a resume)
    void resumed();      // the game goes on after a reconnect
    void restored();     // a saved game is back on the board (resumeSaved), waiting for the other side
    void savedGameChanged();
    void chatReceived(const QString& from, const QString& text);
    void takebackRequested(int ply);
    void takebackAnswered(bool accepted);
    void drawOffered();
    void drawAnswered(bool accepted);
    // We refused a message of the peer's / the peer refused one of ours.
    void refused(xq::session::net::ErrorCode code, const QString& detail);
    void peerRefused(xq::session::net::ErrorCode code, const QString& detail);
    // Our referee and the peer's disagree after a move (both verdicts as codes; see verdictCode).
    void verdictDisagreement(const QString& ours, const QString& theirs);
    // Something the person here should hear about, in words (connection lost, opponent left, refused set-up…).
    void notice(const QString& text);

private:
    void setState(State s);
    // The controller's board for a game set up by `s` (both seats, the tags); the hold on moves is lifted.
    void seatGame(const net::Message& s);
    void adopt(QTcpSocket* socket);
    void onNewConnection();
    void onReadyRead();
    void onSocketGone();
    void onSilenceCheck();
    void handleLine(const QByteArray& line);
    void handle(const net::Message& m);
    void send(const net::Message& m);
    void refuse(net::ErrorCode code, const QString& detail, const QString& ref = {});
    void closeSocket();
    void sendHello();
    void startGame(const net::Message& setup);
    void onLocalMove();
    void onGameOver();
    void onRemoteGone();
    void onAbsenceOver();
    void redial();
    // Receiving, by type.
    void onHello(const net::Message& m);
    void onSetup(const net::Message& m);
    void onReady(const net::Message& m);
    void onResume(const net::Message& m);
    void onMove(const net::Message& m);
    void onTakeback(const net::Message& m);
    void onTakebackAnswer(const net::Message& m);
    void onDrawOffer(const net::Message& m);
    void onDrawAnswer(const net::Message& m);
    void onResign(const net::Message& m);
    void onFlag(const net::Message& m);
    void onError(const net::Message& m);
    void onBye();
    // The game goes on along `moves` (a reconnect): back to the common point, then forward. False when a move is
    // not legal.
    bool adoptMoves(const QStringList& moves);
    void resumePlay();
    net::ClockReading clockReading(Color side) const;
    int length() const;
    bool gameOn() const;

    GameController* controller_;
    QPointer<RemotePlayer> remote_;
    QTcpServer* server_ = nullptr;
    QPointer<QTcpSocket> socket_;
    net::LineReader reader_;
    State state_ = State::Idle;
    Role role_ = Role::None;
    Color local_ = Color::Red;
    QString name_, peerName_, code_, gameId_;
    QString hostName_;  // the guest dials this again
    quint16 hostPort_ = 0;
    NetworkSetup hostSetup_;
    net::Message setup_;  // the game's set-up as agreed
    bool helloReceived_ = false;
    bool gameStarted_ = false;
    bool applying_ = false;  // the controller acts on the peer's word: not ours to send
    int errors_ = 0;
    int ourTakeback_ = -1, peerTakeback_ = -1;
    bool ourDraw_ = false, peerDraw_ = false;
    qint64 pingSeq_ = 0;
    QTimer pingTimer_, retryTimer_, absenceTimer_;
    QElapsedTimer lastHeard_;
    int pingMs_ = 5000, silenceMs_ = 20000, retryMs_ = 2000;
    QStringList log_;
};

// The file that keeps a network game across a crash or a quit: network-game.json beside the auto-saved game.
QString savedNetworkGamePath();
// Writes it atomically (an empty object removes it). False and *error (in words) when it cannot.
bool writeSavedNetworkGame(const QJsonObject& saved, QString* error = nullptr);
// Reads it: empty when there is none. A damaged file (not JSON, or not a game NetworkGame::describeSaved accepts) is
// moved aside and *problem says so, in words.
QJsonObject readSavedNetworkGame(QString* problem = nullptr);

// Reads "[ADDRESS:]PORT" (hostRequired false) or "HOST:PORT" (a name or an address); an IPv6 address takes brackets
// when a port follows: "[::1]:4000". False for anything else, or a port outside 1…65535.
bool parseHostPort(const QString& text, bool hostRequired, QString* host, quint16* port);

}  // namespace xq::session
