// NetworkGame: one end of a network game — the handshake, the checks on every message, keep-alive and reconnects.
#include "xiangqi/session/netgame.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>

#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/remoteplayer.h"
#include "xiangqi/session/settings.h"

Q_LOGGING_CATEGORY(lcNet, "xiangqi.net")

namespace xq::session {

using net::ErrorCode;
using net::Message;
using net::MessageType;

namespace {
// The connection is closed after this many refused messages (a peer that only sends rubbish).
constexpr int MaxErrors = 100;
// A flag claim for the claimant's opponent is accepted when our clock gives that side at most this much.
constexpr qint64 FlagToleranceMs = 3000;
// A mover's clock reading may exceed ours for it by this much (our clock ran while its message travelled).
constexpr qint64 ClockToleranceMs = 2000;
// Bytes read from the socket at a time; the socket's own buffer holds no more than this either.
constexpr qint64 ReadChunk = 64 * 1024;

QString randomText(const char* alphabet, int n) {
    const QByteArray a(alphabet);
    QString s;
    for (int i = 0; i < n; ++i) s += QChar(a[int(QRandomGenerator::global()->bounded(a.size()))]);
    return s;
}

QString appName() {
    return QStringLiteral("xiangqi %1").arg(QCoreApplication::applicationVersion().isEmpty()
                                                ? QStringLiteral("?")
                                                : QCoreApplication::applicationVersion());
}
}  // namespace

NetworkGame::NetworkGame(GameController* controller, QObject* parent) : QObject(parent), controller_(controller) {
    connect(controller_, &GameController::movePlayed, this, &NetworkGame::onLocalMove);
    connect(controller_, &GameController::gameOver, this, &NetworkGame::onGameOver);
    // Every move and take-back changes what a restarted program would resume.
    connect(controller_, &GameController::recordChanged, this, [this] {
        if (gameStarted_) emit savedGameChanged();
    });
    // The window closes: its controller goes first (and deletes the remote player). Nothing may act on it then;
    // the peer hears goodbye from the destructor.
    connect(controller_, &QObject::destroyed, this, [this] {
        if (remote_) remote_->disconnect(this);
        remote_ = nullptr;
        retryTimer_.stop();
        absenceTimer_.stop();
        pingTimer_.stop();
    });
    connect(&pingTimer_, &QTimer::timeout, this, &NetworkGame::onSilenceCheck);
    retryTimer_.setSingleShot(true);
    connect(&retryTimer_, &QTimer::timeout, this, &NetworkGame::redial);
    absenceTimer_.setSingleShot(true);
    connect(&absenceTimer_, &QTimer::timeout, this, &NetworkGame::onAbsenceOver);
}

NetworkGame::~NetworkGame() {
    if (remote_) remote_->disconnect(this);
    if (socket_ && socket_->state() == QAbstractSocket::ConnectedState) {
        Message bye;
        bye.type = MessageType::Bye;
        socket_->write(net::encode(bye));
        socket_->flush();
    }
}

void NetworkGame::setTimings(int pingMs, int silenceMs, int retryMs) {
    pingMs_ = pingMs, silenceMs_ = silenceMs, retryMs_ = retryMs;
    if (pingTimer_.isActive()) pingTimer_.start(pingMs_);
}

void NetworkGame::setState(State s) {
    if (state_ == s) return;
    state_ = s;
    emit stateChanged();
    emit savedGameChanged();
}

quint16 NetworkGame::port() const { return server_ ? server_->serverPort() : 0; }
QHostAddress NetworkGame::listenAddress() const { return server_ ? server_->serverAddress() : QHostAddress(); }

int NetworkGame::length() const { return controller_->record().plyOf(controller_->record().lineEnd(RootNode)); }

bool NetworkGame::gameOn() const { return state_ == State::Playing && remote_; }

QStringList NetworkGame::moveList() const {
    QStringList out;
    const GameRecord& r = controller_->record();
    for (NodeId id : r.pathTo(r.lineEnd(RootNode))) out << net::moveText(r.node(id).move);
    return out;
}

QString NetworkGame::verdictCode(const Verdict& v) {
    if (v.result == GameResult::Ongoing) return QStringLiteral("ongoing");
    const QString who = v.result == GameResult::RedWins     ? QStringLiteral("red-wins")
                        : v.result == GameResult::BlackWins ? QStringLiteral("black-wins")
                                                            : QStringLiteral("draw");
    QString why;
    switch (v.reason) {
    case EndReason::Checkmate: why = QStringLiteral("checkmate"); break;
    case EndReason::Stalemate: why = QStringLiteral("stalemate"); break;
    case EndReason::PerpetualCheck: why = QStringLiteral("perpetual-check"); break;
    case EndReason::PerpetualChase: why = QStringLiteral("perpetual-chase"); break;
    case EndReason::Repetition: why = QStringLiteral("repetition"); break;
    case EndReason::MoveLimit: why = QStringLiteral("move-limit"); break;
    case EndReason::InsufficientMaterial: why = QStringLiteral("material"); break;
    case EndReason::None: why = QStringLiteral("none"); break;
    }
    return who + u':' + why;
}

net::ClockReading NetworkGame::clockReading(Color side) const {
    const GameClock& c = controller_->clock();
    return {c.mainRemainingMs(side), c.periodsLeft(side)};
}

// ---- connecting ----

bool NetworkGame::host(const QHostAddress& address, quint16 port, const NetworkSetup& setup, QString* error) {
    leave();
    server_ = new QTcpServer(this);
    if (!server_->listen(address, port)) {
        if (error) *error = server_->errorString();
        delete server_;
        server_ = nullptr;
        setState(State::Closed);
        return false;
    }
    connect(server_, &QTcpServer::newConnection, this, &NetworkGame::onNewConnection);
    role_ = Role::Host;
    hostSetup_ = setup;
    name_ = setup.name.left(net::MaxNameChars);
    code_ = randomText("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6);
    gameId_ = randomText("0123456789abcdef", 16);
    gameStarted_ = false;
    // The board shows the game to be played, and it waits: nobody moves before the guest is there.
    GameSetup gs;
    gs.red = gs.black = PlayerKind::Human;
    gs.timeControl = setup.timeControl;
    parseRuleSet(setup.rules.toStdString(), &gs.rules);  // checked by the dialog (or the command line)
    applying_ = true;
    controller_->newGame(gs, setup.fen);
    applying_ = false;
    controller_->setMoveHold(tr("the game begins when your opponent joins"));
    setState(State::Listening);
    return true;
}

void NetworkGame::join(const QString& hostName, quint16 port, const QString& name, const QString& code) {
    leave();
    role_ = Role::Guest;
    name_ = name.left(net::MaxNameChars);
    code_ = code.trimmed().toUpper();
    hostName_ = hostName;
    hostPort_ = port;
    gameId_.clear();
    gameStarted_ = false;
    setState(State::Connecting);
    redial();
}

void NetworkGame::redial() {
    if (role_ != Role::Guest || (state_ != State::Connecting && state_ != State::Reconnecting)) return;
    auto* s = new QTcpSocket(this);
    adopt(s);
    s->connectToHost(hostName_, hostPort_);
}

void NetworkGame::reconnect() {
    if (role_ != Role::Guest || !gameStarted_ || state_ == State::Playing || state_ == State::Over) return;
    if (socket_ && socket_->state() != QAbstractSocket::UnconnectedState) return;  // a try is under way
    retryTimer_.stop();
    setState(State::Reconnecting);
    redial();
}

void NetworkGame::leave() {
    retryTimer_.stop();
    absenceTimer_.stop();
    pingTimer_.stop();
    if (socket_ && socket_->state() == QAbstractSocket::ConnectedState) {
        Message bye;
        bye.type = MessageType::Bye;
        send(bye);
        socket_->flush();
    }
    closeSocket();
    if (server_) {
        server_->close();
        server_->deleteLater();
        server_ = nullptr;
    }
    if (remote_) remote_->disconnect(this);
    // Left in the middle of the game: it stays on the board, saved, with both clocks stopped.
    if (remote_ && !controller_->isGameOver()) controller_->setPaused(true);
    if (role_ == Role::Host && !gameStarted_) controller_->setMoveHold({});  // no guest to wait for any more
    if (state_ != State::Idle) setState(State::Closed);
}

void NetworkGame::closeSocket() {
    if (!socket_) return;
    QTcpSocket* s = socket_;
    socket_ = nullptr;
    s->disconnect(this);
    s->abort();
    s->deleteLater();
}

void NetworkGame::dropConnection() {
    if (socket_) socket_->abort();  // emits disconnected → onSocketGone
}

void NetworkGame::adopt(QTcpSocket* s) {
    closeSocket();
    socket_ = s;
    reader_ = net::LineReader();
    errors_ = 0;
    helloReceived_ = false;
    // The socket never holds more than a chunk: a peer that sends a huge line is read and refused as it comes,
    // not buffered whole.
    s->setReadBufferSize(ReadChunk);
    connect(s, &QTcpSocket::readyRead, this, &NetworkGame::onReadyRead);
    connect(s, &QTcpSocket::disconnected, this, [this, s] {
        if (s == socket_) onSocketGone();
    });
    connect(s, &QTcpSocket::errorOccurred, this, [this, s](QAbstractSocket::SocketError) {
        if (s == socket_ && s->state() != QAbstractSocket::ConnectedState) onSocketGone();
    });
    connect(s, &QTcpSocket::connected, this, [this] {
        lastHeard_.restart();
        setState(state_ == State::Reconnecting ? State::Reconnecting : State::Handshake);
        sendHello();
    });
    lastHeard_.restart();
    pingTimer_.start(pingMs_);
}

void NetworkGame::onNewConnection() {
    while (server_ && server_->hasPendingConnections()) {
        QTcpSocket* s = server_->nextPendingConnection();
        const bool free = state_ == State::Listening || state_ == State::Reconnecting || state_ == State::Adjourned ||
                          (state_ == State::Over && !socket_);
        if (!free || (socket_ && socket_->state() == QAbstractSocket::ConnectedState)) {
            Message e;
            e.type = MessageType::Error;
            e.error = ErrorCode::Busy;
            e.detail = QStringLiteral("this game already has its players");
            s->write(net::encode(e));
            s->disconnectFromHost();
            connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            qCWarning(lcNet) << "refused a second connection from" << s->peerAddress().toString();
            continue;
        }
        s->setParent(this);
        adopt(s);
        if (state_ == State::Listening) setState(State::Handshake);
        sendHello();
    }
}

void NetworkGame::sendHello() {
    Message h;
    h.type = MessageType::Hello;
    h.app = appName();
    h.name = name_;
    if (role_ == Role::Guest) {
        h.code = code_;
        if (gameStarted_) {  // a reconnect: the game and the moves we have
            h.game = gameId_;
            h.moves = moveList();
        }
    }
    send(h);
}

void NetworkGame::onSocketGone() {
    closeSocket();
    pingTimer_.stop();
    switch (state_) {
    case State::Playing:
        controller_->setPaused(true);  // the clocks stop
        setState(State::Reconnecting);
        emit notice(role_ == Role::Guest ? tr("The connection is lost — trying again…")
                                         : tr("The connection is lost — waiting for %1 to come back…").arg(peerName_));
        absenceTimer_.start(std::max(1, setup_.absenceSeconds) * 1000);
        if (role_ == Role::Guest) retryTimer_.start(retryMs_);
        break;
    case State::Reconnecting:
        if (role_ == Role::Guest) retryTimer_.start(retryMs_);
        break;
    case State::Connecting:
    case State::Handshake:
        if (role_ == Role::Host && !gameStarted_) {
            setState(State::Listening);  // the next guest may come
        } else if (role_ == Role::Guest && !gameStarted_) {
            setState(State::Closed);
            emit notice(tr("Could not join the game at %1, port %2.").arg(hostName_).arg(hostPort_));
        } else {
            setState(State::Reconnecting);
            if (role_ == Role::Guest) retryTimer_.start(retryMs_);
        }
        break;
    case State::Over:
        break;  // the game is decided; nothing to resume
    default: break;
    }
}

void NetworkGame::onSilenceCheck() {
    if (!socket_ || socket_->state() != QAbstractSocket::ConnectedState) return;
    if (lastHeard_.elapsed() > silenceMs_) {
        qCWarning(lcNet) << "no word from the peer for" << lastHeard_.elapsed() << "ms: connection counted as lost";
        socket_->abort();
        return;
    }
    Message p;
    p.type = MessageType::Ping;
    p.seq = ++pingSeq_;
    send(p);
}

void NetworkGame::onAbsenceOver() {
    if (state_ != State::Reconnecting) return;
    retryTimer_.stop();
    if (setup_.forfeit && role_ == Role::Host) {
        // The host's choice at set-up: the guest that stayed away loses on time.
        controller_->setPaused(false);
        applying_ = true;
        controller_->flagFallen(~local_);
        applying_ = false;
        setState(State::Over);
        emit notice(tr("%1 did not come back in time and loses on time.").arg(peerName_));
        return;
    }
    setState(State::Adjourned);
    emit notice(role_ == Role::Host
                    ? tr("The game is adjourned: %1 did not come back in time. It is saved; %1 can still rejoin.")
                          .arg(peerName_)
                    : tr("The game is adjourned: the host cannot be reached. It is saved; Game → Reconnect to the Host tries again."));
}

// ---- reading ----

void NetworkGame::onReadyRead() {
    while (socket_ && socket_->bytesAvailable() > 0) {
        const QByteArray chunk = socket_->read(ReadChunk);
        if (chunk.isEmpty()) break;
        lastHeard_.restart();
        reader_.feed(chunk);
        while (socket_) {
            auto line = reader_.next();
            if (!line) break;
            if (line->tooLong)
                refuse(ErrorCode::TooLong, QStringLiteral("a line longer than %1 bytes").arg(net::MaxLineBytes));
            else
                handleLine(line->bytes);
        }
    }
}

void NetworkGame::handleLine(const QByteArray& line) {
    if (line.trimmed().isEmpty()) return;  // blank lines are allowed (a keep-alive by hand)
    Message m;
    net::DecodeError e;
    if (!net::decode(line, &m, &e)) return refuse(e.code, e.detail, e.type);
    handle(m);
}

void NetworkGame::send(const Message& m) {
    if (!socket_ || socket_->state() != QAbstractSocket::ConnectedState) return;
    socket_->write(net::encode(m));
}

void NetworkGame::refuse(ErrorCode code, const QString& detail, const QString& ref) {
    const QString entry = QStringLiteral("refused %1%2: %3")
                              .arg(net::errorCodeName(code), ref.isEmpty() ? QString() : u' ' + ref, detail);
    qCWarning(lcNet).noquote() << entry;
    log_ << entry;
    Message e;
    e.type = MessageType::Error;
    e.error = code;
    e.detail = detail;
    e.ref = ref;
    send(e);
    emit refused(code, detail);
    if (++errors_ >= MaxErrors && socket_) {
        e.error = ErrorCode::TooManyErrors;
        e.detail = QStringLiteral("closing the connection after %1 refused messages").arg(errors_);
        send(e);
        socket_->flush();
        qCWarning(lcNet) << "too many refused messages: closing the connection";
        socket_->abort();
    }
}

void NetworkGame::handle(const Message& m) {
    // Messages that are fine in any connected state.
    switch (m.type) {
    case MessageType::Ping: {
        Message p;
        p.type = MessageType::Pong;
        p.seq = m.seq;
        return send(p);
    }
    case MessageType::Pong: return;
    case MessageType::Error: return onError(m);
    case MessageType::Bye: return onBye();
    case MessageType::Hello: return onHello(m);
    default: break;
    }
    if (!helloReceived_) return refuse(ErrorCode::NotNow, QStringLiteral("hello first"), net::messageTypeName(m.type));
    switch (m.type) {
    case MessageType::Setup: return onSetup(m);
    case MessageType::Ready: return onReady(m);
    case MessageType::Resume: return onResume(m);
    case MessageType::Chat:
        if (state_ != State::Playing && state_ != State::Over)
            return refuse(ErrorCode::NotNow, QStringLiteral("no game yet"), QStringLiteral("chat"));
        emit chatReceived(peerName_, m.text);
        return;
    case MessageType::Ack:
        if (!gameOn() && state_ != State::Over) return refuse(ErrorCode::NotNow, QStringLiteral("no game"), "ack");
        if (m.ply > length()) return refuse(ErrorCode::PlyGap, QStringLiteral("ack of ply %1").arg(m.ply), "ack");
        return;
    default: break;
    }
    const QString type = net::messageTypeName(m.type);
    if (!gameOn()) return refuse(ErrorCode::NotNow, QStringLiteral("no game in progress"), type);
    switch (m.type) {
    case MessageType::Move: return onMove(m);
    case MessageType::Takeback: return onTakeback(m);
    case MessageType::TakebackAnswer: return onTakebackAnswer(m);
    case MessageType::DrawOffer: return onDrawOffer(m);
    case MessageType::DrawAnswer: return onDrawAnswer(m);
    case MessageType::Resign: return onResign(m);
    case MessageType::Flag: return onFlag(m);
    default: break;
    }
}

void NetworkGame::onHello(const Message& m) {
    if (helloReceived_) return refuse(ErrorCode::NotNow, QStringLiteral("hello already received"), "hello");
    if (m.proto != net::ProtocolVersion) {
        refuse(ErrorCode::Version, QStringLiteral("protocol %1 here, %2 there").arg(net::ProtocolVersion).arg(m.proto),
               "hello");
        emit notice(tr("The other program speaks another version of the network protocol (%1; this one speaks %2).")
                        .arg(m.proto)
                        .arg(net::ProtocolVersion));
        if (socket_) socket_->disconnectFromHost();
        return;
    }
    helloReceived_ = true;
    if (role_ == Role::Guest) {
        peerName_ = m.name.isEmpty() ? tr("Host") : m.name;
        return;  // the host's set-up or resume follows
    }
    // The host: a new guest, or ours coming back.
    if (!m.code.isEmpty() && m.code.compare(code_, Qt::CaseInsensitive) != 0) {
        refuse(ErrorCode::WrongCode, QStringLiteral("the join code does not match"), "hello");
        if (socket_) socket_->disconnectFromHost();
        return;
    }
    if (gameStarted_) {
        if (m.game != gameId_ || state_ == State::Over) {
            refuse(m.game != gameId_ ? ErrorCode::WrongGame : ErrorCode::NotNow,
                   m.game != gameId_ ? QStringLiteral("this host plays another game") : QStringLiteral("the game is over"),
                   "hello");
            if (socket_) socket_->disconnectFromHost();
            return;
        }
        // Back to the common point of the two move lists; the longer list wins when one extends the other.
        const QStringList ours = moveList();
        qsizetype common = 0;
        while (common < ours.size() && common < m.moves.size() && ours[common] == m.moves[common]) ++common;
        if (common == ours.size() && m.moves.size() > ours.size()) {
            if (!adoptMoves(m.moves)) {
                // Not a move of the guest's that never arrived: our list stands.
                const QString entry = QStringLiteral("refused the guest's move list on reconnecting (%1 plies, ours %2)")
                                          .arg(m.moves.size())
                                          .arg(ours.size());
                qCWarning(lcNet).noquote() << entry;
                log_ << entry;
            }
        } else if (common < ours.size() && common < m.moves.size()) {
            adoptMoves(ours.mid(0, common));
        }
        Message r;
        r.type = MessageType::Resume;
        r.game = gameId_;
        r.moves = moveList();
        r.clocks = {clockReading(Color::Red), clockReading(Color::Black)};
        send(r);
        resumePlay();
        return;
    }
    if (!m.game.isEmpty()) {
        refuse(ErrorCode::WrongGame, QStringLiteral("no game to resume here"), "hello");
        if (socket_) socket_->disconnectFromHost();
        return;
    }
    peerName_ = m.name.isEmpty() ? tr("Guest") : m.name;
    Color hostColor = hostSetup_.hostColor ? *hostSetup_.hostColor
                                           : (QRandomGenerator::global()->bounded(2) ? Color::Red : Color::Black);
    Message s;
    s.type = MessageType::Setup;
    s.game = gameId_;
    s.guest = ~hostColor;
    s.red = hostColor == Color::Red ? name_ : peerName_;
    s.black = hostColor == Color::Red ? peerName_ : name_;
    s.timeControl = QString::fromStdString(hostSetup_.timeControl.toString());
    s.rules = hostSetup_.rules;
    s.fen = hostSetup_.fen;
    s.assist = hostSetup_.assist;
    s.absenceSeconds = hostSetup_.absenceSeconds;
    s.forfeit = hostSetup_.forfeit;
    s.event = QStringLiteral("Network game");
    s.site = socket_ ? QStringLiteral("%1 port %2").arg(socket_->localAddress().toString()).arg(socket_->localPort())
                     : QString();
    s.date = QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd"));
    setup_ = s;
    send(s);
}

namespace {
// What makes a set-up unplayable here, in English for the error message; empty when it is fine.
QString setupProblem(const Message& s, TimeControl* tc) {
    if (!TimeControl::parse(s.timeControl.toStdString(), tc)) return QStringLiteral("time control '%1'").arg(s.timeControl);
    // Both referees judge by the rule set the host chose (docs/RULES.md): asian, chinese or simple.
    RuleSet rules;
    if (!parseRuleSet(s.rules.toStdString(), &rules)) return QStringLiteral("rules '%1'").arg(s.rules);
    if (!s.fen.isEmpty()) {
        Position p;
        if (!p.setFen(s.fen.toStdString())) return QStringLiteral("FEN '%1'").arg(s.fen.left(60));
    }
    return {};
}
}  // namespace

void NetworkGame::onSetup(const Message& m) {
    if (role_ != Role::Guest || state_ != State::Handshake || gameStarted_)
        return refuse(ErrorCode::NotNow, QStringLiteral("no set-up expected"), "setup");
    TimeControl tc;
    const QString problem = setupProblem(m, &tc);
    if (!problem.isEmpty()) {
        refuse(ErrorCode::BadSetup, problem, "setup");
        emit notice(tr("The host's game cannot be played here (%1).").arg(problem));
        leave();
        return;
    }
    setup_ = m;
    gameId_ = m.game;
    startGame(m);
    Message r;
    r.type = MessageType::Ready;
    r.game = gameId_;
    send(r);
}

void NetworkGame::onReady(const Message& m) {
    if (role_ != Role::Host || state_ != State::Handshake || gameStarted_ || setup_.game.isEmpty())
        return refuse(ErrorCode::NotNow, QStringLiteral("no set-up to accept"), "ready");
    if (m.game != gameId_) return refuse(ErrorCode::WrongGame, QStringLiteral("game '%1'").arg(m.game), "ready");
    startGame(setup_);
}

void NetworkGame::startGame(const Message& s) {
    seatGame(s);
    gameStarted_ = true;
    ourTakeback_ = peerTakeback_ = -1;
    ourDraw_ = peerDraw_ = false;
    setState(State::Playing);
    emit gameStarted();
}

void NetworkGame::seatGame(const Message& s) {
    TimeControl tc;
    TimeControl::parse(s.timeControl.toStdString(), &tc);
    local_ = role_ == Role::Host ? ~s.guest : s.guest;
    if (remote_) remote_->disconnect(this);  // the old opponent leaves with the old game
    GameSetup gs;
    gs.red = gs.black = PlayerKind::Human;
    gs.timeControl = tc;
    parseRuleSet(s.rules.toStdString(), &gs.rules);  // checked by setupProblem (guest) or the dialog (host)
    applying_ = true;
    controller_->newGame(gs, s.fen);
    remote_ = controller_->seatRemotePlayer(~local_);
    remote_->setAssistAllowed(s.assist);
    applying_ = false;
    connect(remote_, &RemotePlayer::takebackWanted, this, &NetworkGame::requestTakeback);
    connect(remote_, &RemotePlayer::drawWanted, this, &NetworkGame::offerDraw);
    connect(remote_, &RemotePlayer::resignWanted, this, &NetworkGame::resign);
    connect(remote_, &QObject::destroyed, this, &NetworkGame::onRemoteGone);
    controller_->setTag(QStringLiteral("Event"), s.event);
    controller_->setTag(QStringLiteral("Site"), s.site);
    controller_->setTag(QStringLiteral("Date"), s.date);
    controller_->setTag(QStringLiteral("Red"), s.red);
    controller_->setTag(QStringLiteral("Black"), s.black);
    controller_->setMoveHold({});
}

void NetworkGame::onResume(const Message& m) {
    if (role_ != Role::Guest || !gameStarted_ || state_ == State::Playing)
        return refuse(ErrorCode::NotNow, QStringLiteral("no resume expected"), "resume");
    if (m.game != gameId_) return refuse(ErrorCode::WrongGame, QStringLiteral("game '%1'").arg(m.game), "resume");
    if (!adoptMoves(m.moves)) {
        refuse(ErrorCode::IllegalMove, QStringLiteral("the resumed move list is not a legal game here"), "resume");
        emit notice(tr("The host's moves do not form a legal game here; the game cannot go on."));
        leave();
        return;
    }
    controller_->setClockReading(Color::Red, m.clocks[0].mainMs, m.clocks[0].periods);
    controller_->setClockReading(Color::Black, m.clocks[1].mainMs, m.clocks[1].periods);
    resumePlay();
}

bool NetworkGame::adoptMoves(const QStringList& moves) {
    const QStringList ours = moveList();
    qsizetype common = 0;
    while (common < ours.size() && common < moves.size() && ours[common] == moves[common]) ++common;
    // The other side may add only its own move that never arrived: one ply, of its colour. It may never play
    // (or replace) a move of ours.
    if (moves.size() > common) {
        const Color first = controller_->record().startPosition().sideToMove();
        const Color mover = common % 2 == 0 ? first : ~first;
        if (moves.size() - common > 1 || mover == local_) return false;
        Position at = controller_->positionAtPly(int(common));
        if (!at.isLegal(net::moveFromText(moves[common]))) return false;
    }
    applying_ = true;
    if (common < ours.size()) controller_->takeBackTo(int(common));
    bool ok = true;
    for (qsizetype i = common; i < moves.size() && ok; ++i) ok = controller_->playRemoteMove(net::moveFromText(moves[i]));
    applying_ = false;
    return ok;
}

void NetworkGame::resumePlay() {
    absenceTimer_.stop();
    retryTimer_.stop();
    ourTakeback_ = peerTakeback_ = -1;
    ourDraw_ = peerDraw_ = false;
    controller_->setPaused(false);
    setState(controller_->isGameOver() ? State::Over : State::Playing);
    emit notice(tr("Connected again — the game goes on."));
    emit resumed();
}

// ---- the game's messages ----

void NetworkGame::onMove(const Message& m) {
    const int len = length();
    if (m.ply <= len) return refuse(ErrorCode::StalePly, QStringLiteral("ply %1 was played already").arg(m.ply), "move");
    if (m.ply > len + 1)
        return refuse(ErrorCode::PlyGap, QStringLiteral("ply %1 comes after ply %2").arg(m.ply).arg(len + 1), "move");
    if (controller_->sideToMoveAtEnd() == local_)
        return refuse(ErrorCode::NotYourTurn, QStringLiteral("ply %1 is ours to play").arg(m.ply), "move");
    if (controller_->isGameOver() && controller_->cursor() == len)
        return refuse(ErrorCode::NotNow, QStringLiteral("the game is over"), "move");
    const Move mv = net::moveFromText(m.move);
    const Position end = controller_->positionAtPly(len);
    if (!end.isLegal(mv))
        return refuse(ErrorCode::IllegalMove, QStringLiteral("%1 is not legal at ply %2").arg(m.move).arg(m.ply), "move");
    applying_ = true;
    const bool played = controller_->playRemoteMove(mv);
    if (played && !controller_->isGameOver()) {
        // The mover's own reading wins (it knows when it moved), but never more than our clock gives it plus the
        // time a message may take: a peer cannot grant itself time.
        const net::ClockReading ours = clockReading(~local_);
        net::ClockReading theirs = m.clock;
        if (theirs.mainMs > ours.mainMs + ClockToleranceMs || theirs.periods > ours.periods) {
            qCWarning(lcNet) << "the peer's clock after ply" << m.ply << "gives it" << theirs.mainMs << "ms, ours"
                             << ours.mainMs << "ms: ours is kept";
            log_ << QStringLiteral("clock after ply %1: peer says %2 ms, ours %3 ms; ours kept")
                        .arg(m.ply)
                        .arg(theirs.mainMs)
                        .arg(ours.mainMs);
            theirs = {std::min(theirs.mainMs, ours.mainMs), std::min(theirs.periods, ours.periods)};
        }
        controller_->setClockReading(~local_, theirs.mainMs, theirs.periods);
    }
    applying_ = false;
    if (!played) return refuse(ErrorCode::IllegalMove, QStringLiteral("%1 was refused").arg(m.move), "move");
    Message ack;
    ack.type = MessageType::Ack;
    ack.ply = m.ply;
    send(ack);
    const QString ours = verdictCode(controller_->game().verdict());
    if (ours != m.verdict) {
        refuse(ErrorCode::VerdictMismatch, QStringLiteral("after ply %1 our referee says %2, yours %3")
                                               .arg(m.ply)
                                               .arg(ours, m.verdict),
               "move");
        emit verdictDisagreement(ours, m.verdict);
    }
    if (controller_->isGameOver()) setState(State::Over);
    emit savedGameChanged();  // with the mover's clock as set above
}

void NetworkGame::onLocalMove() {
    if (applying_ || !gameOn()) return;
    const Color mover = ~controller_->sideToMoveAtEnd();
    if (mover != local_) return;
    Message m;
    m.type = MessageType::Move;
    m.ply = length();
    m.move = net::moveText(controller_->lastMove());
    m.clock = clockReading(mover);
    m.verdict = verdictCode(controller_->game().verdict());
    send(m);
    emit stateChanged();  // now the opponent is thinking
}

void NetworkGame::onGameOver() {
    if (!remote_ || (state_ != State::Playing && state_ != State::Reconnecting)) return;
    if (!applying_ && controller_->game().ending() == GameEnding::Timeout) {
        // Our clock says a flag fell: tell the other side, which checks it on its own clock.
        Message f;
        f.type = MessageType::Flag;
        f.ply = length();
        f.side = controller_->sideToMoveAtEnd();
        send(f);
    }
    setState(State::Over);
}

void NetworkGame::onRemoteGone() {
    // The person here started another game (or the controller replaced the players): the network game ends.
    if (applying_) return;
    remote_ = nullptr;
    leave();
}

bool NetworkGame::requestTakeback() {
    if (!gameOn() || ourTakeback_ >= 0) return false;
    // Back to before our own last move: one ply if the opponent has not answered it yet, two if it has.
    const int len = length();
    const int target = controller_->sideToMoveAtEnd() == local_ ? len - 2 : len - 1;
    if (target < 0) return false;
    ourTakeback_ = target;
    Message m;
    m.type = MessageType::Takeback;
    m.ply = target;
    send(m);
    emit notice(tr("You asked to take back your last move; waiting for %1's answer.").arg(peerName_));
    return true;
}

void NetworkGame::onTakeback(const Message& m) {
    const int len = length();
    if (peerTakeback_ >= 0) return refuse(ErrorCode::NotNow, QStringLiteral("a take-back is already asked"), "takeback");
    // The peer may take back its own last move (and our reply to it): the position reached must be its turn.
    const Color first = controller_->record().startPosition().sideToMove();
    const Color toMove = m.ply % 2 == 0 ? first : ~first;
    if (m.ply >= len || m.ply < len - 2 || toMove == local_)
        return refuse(ErrorCode::NotNow, QStringLiteral("take-back to ply %1 of %2").arg(m.ply).arg(len), "takeback");
    peerTakeback_ = m.ply;
    emit takebackRequested(m.ply);
}

bool NetworkGame::answerTakeback(bool accept) {
    if (!gameOn() || peerTakeback_ < 0) return false;
    const int target = peerTakeback_;
    peerTakeback_ = -1;
    Message a;
    a.type = MessageType::TakebackAnswer;
    a.ply = target;
    a.accept = accept;
    send(a);
    if (accept && target < length()) {
        applying_ = true;
        controller_->takeBackTo(target);
        applying_ = false;
    }
    emit stateChanged();
    return true;
}

void NetworkGame::onTakebackAnswer(const Message& m) {
    if (ourTakeback_ < 0 || m.ply != ourTakeback_)
        return refuse(ErrorCode::NotNow, QStringLiteral("no take-back to ply %1 was asked").arg(m.ply),
                      "takeback-answer");
    ourTakeback_ = -1;
    if (m.accept && m.ply < length()) {
        applying_ = true;
        controller_->takeBackTo(m.ply);
        applying_ = false;
    }
    emit takebackAnswered(m.accept);
    emit notice(m.accept ? tr("%1 agrees: your move is taken back.").arg(peerName_)
                         : tr("%1 declines to take the move back.").arg(peerName_));
    emit stateChanged();
}

bool NetworkGame::offerDraw() {
    if (!gameOn() || ourDraw_) return false;
    ourDraw_ = true;
    Message m;
    m.type = MessageType::DrawOffer;
    m.ply = length();
    send(m);
    emit notice(tr("You offered a draw; waiting for %1's answer.").arg(peerName_));
    return true;
}

void NetworkGame::onDrawOffer(const Message&) {
    if (peerDraw_) return refuse(ErrorCode::NotNow, QStringLiteral("a draw is already offered"), "draw-offer");
    peerDraw_ = true;
    emit drawOffered();
}

bool NetworkGame::answerDraw(bool accept) {
    if (!gameOn() || !peerDraw_) return false;
    peerDraw_ = false;
    Message a;
    a.type = MessageType::DrawAnswer;
    a.ply = length();
    a.accept = accept;
    send(a);
    if (accept) {
        applying_ = true;
        controller_->agreeDraw();
        applying_ = false;
        setState(State::Over);
    }
    return true;
}

void NetworkGame::onDrawAnswer(const Message& m) {
    if (!ourDraw_) return refuse(ErrorCode::NotNow, QStringLiteral("no draw was offered"), "draw-answer");
    ourDraw_ = false;
    if (m.accept) {
        applying_ = true;
        controller_->agreeDraw();
        applying_ = false;
        setState(State::Over);
    }
    emit drawAnswered(m.accept);
    emit notice(m.accept ? tr("%1 accepts the draw.").arg(peerName_) : tr("%1 declines the draw.").arg(peerName_));
}

bool NetworkGame::resign() {
    if (!gameOn()) return false;
    Message m;
    m.type = MessageType::Resign;
    m.ply = length();
    send(m);
    applying_ = true;
    controller_->resignSide(local_);
    applying_ = false;
    setState(State::Over);
    return true;
}

void NetworkGame::onResign(const Message&) {
    applying_ = true;
    controller_->resignSide(~local_);
    applying_ = false;
    setState(State::Over);
    emit notice(tr("%1 resigns.").arg(peerName_));
}

void NetworkGame::onFlag(const Message& m) {
    // The peer's clock says a flag fell. Its own flag: it admits it. Ours: our clock must agree (within a margin
    // for the time a message takes).
    const qint64 left = controller_->clock().msUntilFlag(m.side);
    if (m.side == local_ && left > FlagToleranceMs)
        return refuse(ErrorCode::FlagDisputed,
                      QStringLiteral("our clock gives %1 %2 ms").arg(m.side == Color::Red ? "Red" : "Black").arg(left),
                      "flag");
    applying_ = true;
    controller_->flagFallen(m.side);
    applying_ = false;
    setState(State::Over);
}

bool NetworkGame::sendChat(const QString& text) {
    const QString t = text.trimmed().left(net::MaxChatChars);
    if (t.isEmpty() || (state_ != State::Playing && state_ != State::Over)) return false;
    Message m;
    m.type = MessageType::Chat;
    m.text = t;
    send(m);
    return true;
}

void NetworkGame::onError(const Message& m) {
    const QString entry = QStringLiteral("peer refused %1%2: %3")
                              .arg(net::errorCodeName(m.error), m.ref.isEmpty() ? QString() : u' ' + m.ref, m.detail);
    qCWarning(lcNet).noquote() << entry;
    log_ << entry;
    emit peerRefused(m.error, m.detail);
    if (!gameStarted_ && (m.error == ErrorCode::Version || m.error == ErrorCode::WrongCode ||
                          m.error == ErrorCode::WrongGame || m.error == ErrorCode::Busy)) {
        emit notice(m.error == ErrorCode::WrongCode ? tr("The host refused the join code.")
                    : m.error == ErrorCode::Busy    ? tr("That game already has its two players.")
                                                    : tr("The host refused to start the game (%1).").arg(m.detail));
        retryTimer_.stop();
        closeSocket();
        setState(State::Closed);
    } else if (gameStarted_ && role_ == Role::Guest && state_ != State::Playing && state_ != State::Over &&
               m.ref == QLatin1String("hello") && (m.error == ErrorCode::WrongGame || m.error == ErrorCode::NotNow)) {
        // We came back with a game the host no longer has (it started another, or the game is over there).
        emit notice(tr("The host no longer has this game (%1); it cannot be resumed.").arg(m.detail));
        retryTimer_.stop();
        absenceTimer_.stop();
        closeSocket();
        setState(State::Closed);
    }
}

void NetworkGame::onBye() {
    retryTimer_.stop();
    absenceTimer_.stop();
    closeSocket();
    if (state_ == State::Playing) controller_->setPaused(true);  // nobody's clock runs for an absent player
    if (role_ == Role::Host && !gameStarted_) {
        setState(State::Listening);
        return;
    }
    const bool on = state_ == State::Playing || state_ == State::Reconnecting;
    if (on) {
        // Adjourned on both sides: the guest may still come back with this game (Reconnect to the Host), on either
        // side's next start too (savedGame).
        setState(State::Adjourned);
    } else {
        setState(State::Closed);
    }
    emit notice(on ? tr("%1 left the game. It is saved and adjourned.").arg(peerName_)
                   : tr("%1 left.").arg(peerName_));
}

bool NetworkGame::isOurTurn() const { return controller_->sideToMoveAtEnd() == local_; }

// ---- surviving a crash or a quit ----

namespace {

constexpr auto SavedFormat = "xiangqi-network-game";
constexpr int SavedVersion = 1;
constexpr qint64 MaxSavedBytes = 1 << 20;  // 2000 plies of moves and two messages fit many times over

QJsonObject messageObject(const Message& m) { return QJsonDocument::fromJson(net::encode(m)).object(); }

// A saved game, read and checked (NetworkGame::savedGame writes it).
struct Saved {
    NetworkGame::Role role = NetworkGame::Role::None;
    QString name, code, host;  // host: the guest's host
    QHostAddress listen;       // the host's address
    quint16 port = 0;
    Message setup, resume;
    Color local = Color::Red;
};

// Reads one of the protocol's messages kept in the file, with the protocol's own checks.
bool savedMessage(const QJsonObject& o, const char* key, MessageType type, Message* out, QString* problem) {
    const QJsonValue v = o.value(QLatin1String(key));
    net::DecodeError e;
    if (!v.isObject() || !net::decode(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact), out, &e) ||
        out->type != type) {
        *problem = NetworkGame::tr("its “%1” part is damaged%2")
                       .arg(QLatin1String(key), e.detail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(e.detail));
        return false;
    }
    return true;
}

bool parseSaved(const QJsonObject& o, Saved* s, QString* problem) {
    if (o.value(QLatin1String("format")).toString() != QLatin1String(SavedFormat)) {
        *problem = NetworkGame::tr("it is not a saved network game");
        return false;
    }
    if (o.value(QLatin1String("version")).toInt() != SavedVersion) {
        *problem = NetworkGame::tr("it was written by another version (%1)").arg(o.value(QLatin1String("version")).toInt());
        return false;
    }
    const QString role = o.value(QLatin1String("role")).toString();
    s->role = role == QLatin1String("host")    ? NetworkGame::Role::Host
              : role == QLatin1String("guest") ? NetworkGame::Role::Guest
                                               : NetworkGame::Role::None;
    s->name = o.value(QLatin1String("name")).toString();
    s->code = o.value(QLatin1String("code")).toString();
    const int port = o.value(QLatin1String("port")).toInt(0);
    if (s->role == NetworkGame::Role::None || s->name.size() > net::MaxNameChars || s->code.size() > 16 || port < 1 ||
        port > 65535) {
        *problem = NetworkGame::tr("its role, name, code or port is damaged");
        return false;
    }
    s->port = quint16(port);
    if (s->role == NetworkGame::Role::Host) {
        const QString listen = o.value(QLatin1String("listen")).toString();
        s->listen = listen == QLatin1String("any") ? QHostAddress(QHostAddress::Any) : QHostAddress(listen);
        if (s->listen.isNull()) {
            *problem = NetworkGame::tr("the address it listened on is damaged");
            return false;
        }
    } else {
        s->host = o.value(QLatin1String("host")).toString();
        QString h;
        quint16 p = 0;
        if (s->host.isEmpty() || s->host.size() > 255 ||
            !parseHostPort(QStringLiteral("%1:%2").arg(s->host.contains(u':') ? u'[' + s->host + u']' : s->host).arg(port),
                           true, &h, &p)) {
            *problem = NetworkGame::tr("the host's address is damaged");
            return false;
        }
    }
    if (!savedMessage(o, "setup", MessageType::Setup, &s->setup, problem) ||
        !savedMessage(o, "resume", MessageType::Resume, &s->resume, problem))
        return false;
    TimeControl tc;
    if (const QString why = setupProblem(s->setup, &tc); !why.isEmpty()) {
        *problem = NetworkGame::tr("its set-up cannot be played (%1)").arg(why);
        return false;
    }
    if (s->resume.game != s->setup.game) {
        *problem = NetworkGame::tr("its moves belong to another game");
        return false;
    }
    s->local = s->role == NetworkGame::Role::Host ? ~s->setup.guest : s->setup.guest;
    // The moves must make a legal game from the set-up's position: checked here, before anything is changed.
    Position at;  // the start position, unless the set-up has its own (setupProblem checked it)
    if (!s->setup.fen.isEmpty()) at.setFen(s->setup.fen.toStdString());
    for (qsizetype i = 0; i < s->resume.moves.size(); ++i) {
        const Move m = net::moveFromText(s->resume.moves[i]);
        if (!at.isLegal(m)) {
            *problem = NetworkGame::tr("its move %1 (%2) is not legal").arg(i + 1).arg(s->resume.moves[i]);
            return false;
        }
        at.makeMove(m);
    }
    return true;
}

}  // namespace

QJsonObject NetworkGame::savedGame() const {
    const bool on = state_ == State::Playing || state_ == State::Reconnecting || state_ == State::Adjourned ||
                    state_ == State::Handshake;
    if (!gameStarted_ || !on || controller_->isGameOver()) return {};
    Message r;
    r.type = MessageType::Resume;
    r.game = gameId_;
    r.moves = moveList();
    r.clocks = {clockReading(Color::Red), clockReading(Color::Black)};
    QJsonObject o{{QStringLiteral("format"), QLatin1String(SavedFormat)},
                  {QStringLiteral("version"), SavedVersion},
                  {QStringLiteral("role"), role_ == Role::Host ? QStringLiteral("host") : QStringLiteral("guest")},
                  {QStringLiteral("name"), name_},
                  {QStringLiteral("code"), code_},
                  {QStringLiteral("setup"), messageObject(setup_)},
                  {QStringLiteral("resume"), messageObject(r)}};
    if (role_ == Role::Host) {
        const QHostAddress a = listenAddress();
        o.insert(QStringLiteral("listen"), a == QHostAddress::Any ? QStringLiteral("any") : a.toString());
        o.insert(QStringLiteral("port"), int(port()));
    } else {
        o.insert(QStringLiteral("host"), hostName_);
        o.insert(QStringLiteral("port"), int(hostPort_));
    }
    return o;
}

bool NetworkGame::describeSaved(const QJsonObject& saved, SavedInfo* info, QString* problem) {
    Saved s;
    QString why;
    if (!parseSaved(saved, &s, &why)) {
        if (problem) *problem = why;
        return false;
    }
    if (info) {
        info->role = s.role;
        info->local = s.local;
        info->peerName = s.local == Color::Red ? s.setup.black : s.setup.red;
        info->hostName = s.role == Role::Host ? (s.listen == QHostAddress::Any ? QString() : s.listen.toString()) : s.host;
        info->port = s.port;
        info->plies = int(s.resume.moves.size());
    }
    return true;
}

bool NetworkGame::resumeSaved(const QJsonObject& saved, QString* error) {
    Saved s;
    QString why;
    if (!parseSaved(saved, &s, &why)) {
        if (error) *error = tr("The saved network game cannot be resumed: %1.").arg(why);
        return false;
    }
    // The host listens on its old port again (its guest dials that one); nothing has changed yet if it cannot.
    QTcpServer* server = nullptr;
    if (s.role == Role::Host) {
        server = new QTcpServer(this);
        if (!server->listen(s.listen, s.port)) {
            if (error) *error = tr("Cannot listen on port %1 again: %2").arg(s.port).arg(server->errorString());
            delete server;
            return false;
        }
    }
    leave();
    role_ = s.role;
    if (server) {
        server_ = server;
        connect(server_, &QTcpServer::newConnection, this, &NetworkGame::onNewConnection);
    }
    hostName_ = s.host;
    hostPort_ = s.role == Role::Guest ? s.port : 0;
    name_ = s.name;
    code_ = s.code;
    setup_ = s.setup;
    gameId_ = s.setup.game;
    hostSetup_ = {};
    hostSetup_.name = s.name;
    gameStarted_ = false;  // no saving while the moves are replayed
    seatGame(setup_);
    peerName_ = local_ == Color::Red ? setup_.black : setup_.red;
    controller_->setPaused(true);  // both clocks stopped until the other side is back
    applying_ = true;
    for (const QString& m : s.resume.moves) controller_->playRemoteMove(net::moveFromText(m));
    applying_ = false;
    controller_->setClockReading(Color::Red, s.resume.clocks[0].mainMs, s.resume.clocks[0].periods);
    controller_->setClockReading(Color::Black, s.resume.clocks[1].mainMs, s.resume.clocks[1].periods);
    gameStarted_ = true;
    ourTakeback_ = peerTakeback_ = -1;
    ourDraw_ = peerDraw_ = false;
    setState(controller_->isGameOver() ? State::Over : State::Reconnecting);
    emit restored();
    if (state_ == State::Over) return true;
    absenceTimer_.start(std::max(1, setup_.absenceSeconds) * 1000);
    emit notice(role_ == Role::Host
                    ? tr("The network game against %1 is back on the board — waiting for %1 to come back…").arg(peerName_)
                    : tr("The network game against %1 is back on the board — calling the host again…").arg(peerName_));
    if (role_ == Role::Guest) redial();
    return true;
}

QString savedNetworkGamePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath("network-game.json");
}

bool writeSavedNetworkGame(const QJsonObject& saved, QString* error) {
    const QString path = savedNetworkGamePath();
    if (saved.isEmpty()) {
        if (QFile::exists(path) && !QFile::remove(path)) {
            if (error) *error = NetworkGame::tr("cannot remove %1").arg(QDir::toNativeSeparators(path));
            return false;
        }
        return true;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);  // written beside it and renamed over it: a crash never leaves half a file
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(saved).toJson(QJsonDocument::Indented)) < 0 ||
        !file.commit()) {
        if (error) *error = NetworkGame::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

QJsonObject readSavedNetworkGame(QString* problem) {
    if (problem) problem->clear();
    const QString path = savedNetworkGamePath();
    if (!QFileInfo::exists(path)) return {};
    QFile file(path);
    QString why;
    QJsonObject saved;
    if (QFileInfo(path).size() > MaxSavedBytes) {
        why = NetworkGame::tr("it is larger than 1 MB");
    } else if (!file.open(QIODevice::ReadOnly)) {
        why = NetworkGame::tr("it cannot be read: %1").arg(file.errorString());
    } else {
        QJsonParseError e;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &e);
        file.close();
        if (e.error != QJsonParseError::NoError || !doc.isObject())
            why = NetworkGame::tr("it is not JSON (%1 at byte %2)").arg(e.errorString()).arg(e.offset);
        else if (NetworkGame::describeSaved(doc.object(), nullptr, &why))
            saved = doc.object();
    }
    if (why.isEmpty()) return saved;
    const QString moved = Settings::moveAside(path);
    qWarning("xiangqi: the saved network game %s is damaged (%s): moved to %s",
             qPrintable(QDir::toNativeSeparators(path)), qPrintable(why),
             moved.isEmpty() ? "nowhere (removed)" : qPrintable(QDir::toNativeSeparators(moved)));
    if (problem)
        *problem = moved.isEmpty()
                       ? NetworkGame::tr("The network game from last time was damaged (%1) and has been removed.").arg(why)
                       : NetworkGame::tr("The network game from last time was damaged (%1). It has been moved to %2.")
                             .arg(why, QDir::toNativeSeparators(moved));
    return {};
}

bool parseHostPort(const QString& text, bool hostRequired, QString* host, quint16* port) {
    const QString t = text.trimmed();
    QString h, p;
    if (t.startsWith(u'[')) {
        const qsizetype close = t.indexOf(u']');
        if (close < 0 || t.mid(close + 1, 1) != QLatin1String(":")) return false;
        h = t.mid(1, close - 1);
        p = t.mid(close + 2);
        if (QHostAddress(h).protocol() != QAbstractSocket::IPv6Protocol) return false;
    } else if (t.count(u':') == 1) {
        h = t.section(u':', 0, 0);
        p = t.section(u':', 1);
    } else {
        p = t;
    }
    if (h.isEmpty() && hostRequired) return false;
    if (h.contains(u' ') || h.contains(u'/')) return false;
    bool ok = false;
    const uint n = p.toUInt(&ok);
    if (!ok || n < 1 || n > 65535) return false;
    *host = h;
    *port = quint16(n);
    return true;
}

}  // namespace xq::session
