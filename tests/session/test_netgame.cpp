// Network play over loopback only (127.0.0.1 and ::1): two endpoints in one process play whole games, a raw-socket
// peer sends everything a broken or hostile program could, and connections drop and come back mid-game.
#include <QtTest>
#include <QTcpServer>
#include <QTcpSocket>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <memory>
#include <QRandomGenerator>
#include <QUdpSocket>

#include "xiangqi/pgn.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/netannounce.h"
#include "xiangqi/session/netgame.h"
#include "xiangqi/session/netmessage.h"
#include "xiangqi/session/remoteplayer.h"

using namespace xq;
using namespace xq::session;

namespace {

constexpr int Wait = 10000;

NetworkSetup hostSetup(Color hostColor, const char* time = "5+3", const char* fen = "") {
    NetworkSetup s;
    s.fen = QString::fromUtf8(fen);
    s.name = QStringLiteral("Alice");
    s.hostColor = hostColor;
    TimeControl::parse(time, &s.timeControl);
    s.absenceSeconds = 30;
    return s;
}

// One side of a game: its controller and its network end.
struct End {
    GameController controller;
    NetworkGame net{&controller};
    End() { net.setTimings(300, 4000, 150); }
};

QString pgn(const GameController& c) { return QString::fromStdString(writePgn(c.record(), Notation::Iccs)); }

// Hosts on `address` and joins from the other end; both are playing when it returns.
bool connectPair(End& host, End& guest, const QHostAddress& address = QHostAddress::LocalHost,
                 Color hostColor = Color::Red, const char* time = "5+3", const char* fen = "") {
    QString error;
    if (!host.net.host(address, 0, hostSetup(hostColor, time, fen), &error)) {
        qWarning() << "host failed:" << error;
        return false;
    }
    guest.net.join(address.toString(), host.net.port(), QStringLiteral("Bob"), host.net.joinCode());
    return QTest::qWaitFor([&] {
        return host.net.state() == NetworkGame::State::Playing && guest.net.state() == NetworkGame::State::Playing;
    }, Wait);
}

// A raw peer: writes bytes and reads the host's lines as JSON objects.
struct RawPeer {
    QTcpSocket socket;
    QByteArray pending;
    bool connectTo(quint16 port) {
        socket.connectToHost(QHostAddress::LocalHost, port);
        return socket.waitForConnected(Wait);
    }
    void write(const QByteArray& bytes) {
        socket.write(bytes);
        socket.flush();
    }
    void send(const QJsonObject& o) { write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n'); }
    // The next line the host sends (skipping pings and pongs), or an empty object after the timeout.
    QJsonObject next(int ms = Wait) {
        QDeadlineTimer deadline(ms);
        for (;;) {
            const qsizetype nl = pending.indexOf('\n');
            if (nl >= 0) {
                const QByteArray line = pending.left(nl);
                pending.remove(0, nl + 1);
                const QJsonObject o = QJsonDocument::fromJson(line).object();
                const QString type = o.value("type").toString();
                if (type == "ping") {
                    send({{"type", "pong"}, {"seq", o.value("seq")}});
                    continue;
                }
                if (type == "pong") continue;
                return o;
            }
            if (deadline.hasExpired()) return {};
            // One thread runs both ends: wait by running the event loop, never by blocking in the socket.
            QTest::qWait(5);
            pending += socket.readAll();
        }
    }
    // The next error's code ("" if none came).
    QString nextError(int ms = Wait) {
        for (;;) {
            const QJsonObject o = next(ms);
            if (o.isEmpty()) return {};
            if (o.value("type").toString() == "error") return o.value("code").toString();
        }
    }
};

QJsonObject moveJson(int ply, const char* move) {
    return {{"type", "move"},
            {"ply", ply},
            {"move", move},
            {"clock", QJsonObject{{"main", 300000}, {"periods", 0}}},
            {"verdict", "ongoing"}};
}

}  // namespace

class TestNetGame : public QObject {
    Q_OBJECT
private slots:
    void codecRoundTrip() {
        net::Message m;
        m.type = net::MessageType::Move;
        m.ply = 7;
        m.move = "h2e2";
        m.clock = {123456, 2};
        m.verdict = "red-wins:checkmate";
        net::Message back;
        net::DecodeError e;
        const QByteArray line = net::encode(m);
        QVERIFY(line.endsWith('\n'));
        QVERIFY2(net::decode(QByteArrayView(line).chopped(1), &back, &e), qPrintable(e.detail));
        QCOMPARE(back.ply, 7);
        QCOMPARE(back.move, QString("h2e2"));
        QCOMPARE(back.clock, m.clock);
        QCOMPARE(back.verdict, m.verdict);
    }

    void codecRefusals_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("code");
        QTest::newRow("not json") << QByteArray("hello there") << int(net::ErrorCode::BadJson);
        QTest::newRow("bad utf-8") << QByteArray("{\"type\":\"chat\",\"text\":\"\xff\xfe\"}") << int(net::ErrorCode::BadJson);
        QTest::newRow("array") << QByteArray("[1,2,3]") << int(net::ErrorCode::NotObject);
        QTest::newRow("no type") << QByteArray("{\"ply\":1}") << int(net::ErrorCode::UnknownType);
        QTest::newRow("unknown type") << QByteArray("{\"type\":\"teleport\"}") << int(net::ErrorCode::UnknownType);
        QTest::newRow("ply as text") << QByteArray(R"({"type":"move","ply":"1","move":"h2e2","clock":{"main":1,"periods":0},"verdict":"ongoing"})")
                                     << int(net::ErrorCode::BadField);
        QTest::newRow("ply fraction") << QByteArray(R"({"type":"move","ply":1.5,"move":"h2e2","clock":{"main":1,"periods":0},"verdict":"ongoing"})")
                                      << int(net::ErrorCode::BadField);
        QTest::newRow("square off board") << QByteArray(R"({"type":"move","ply":1,"move":"j2e2","clock":{"main":1,"periods":0},"verdict":"ongoing"})")
                                          << int(net::ErrorCode::BadField);
        QTest::newRow("negative clock") << QByteArray(R"({"type":"move","ply":1,"move":"h2e2","clock":{"main":-5,"periods":0},"verdict":"ongoing"})")
                                        << int(net::ErrorCode::BadField);
        QTest::newRow("chat too long") << ("{\"type\":\"chat\",\"text\":\"" + QByteArray(net::MaxChatChars + 1, 'x') + "\"}")
                                       << int(net::ErrorCode::BadField);
        QTest::newRow("control char in name") << QByteArray(R"({"type":"hello","proto":1,"app":"x","name":"a\u0007b"})")
                                              << int(net::ErrorCode::BadField);
        QTest::newRow("game id with spaces") << QByteArray(R"({"type":"ready","game":"a b"})") << int(net::ErrorCode::BadField);
        QTest::newRow("too long") << QByteArray(net::MaxLineBytes + 1, ' ') << int(net::ErrorCode::TooLong);
    }
    void codecRefusals() {
        QFETCH(QByteArray, line);
        QFETCH(int, code);
        net::Message m;
        net::DecodeError e;
        QVERIFY(!net::decode(line, &m, &e));
        QCOMPARE(int(e.code), code);
        QVERIFY(!e.detail.isEmpty());
    }

    void lineReaderRefusesALongLineWithoutStoringIt() {
        net::LineReader r(100);
        r.feed("short\n");
        r.feed(QByteArray(150, 'x'));
        QVERIFY(r.buffered() <= 100);
        r.feed(QByteArray(10000, 'y'));
        QVERIFY(r.buffered() <= 100);
        r.feed("end\r\nnext\n");
        auto a = r.next();
        QVERIFY(a && !a->tooLong && a->bytes == "short");
        auto b = r.next();
        QVERIFY(b && b->tooLong);
        auto c = r.next();
        QVERIFY(c && !c->tooLong && c->bytes == "next");
        QVERIFY(!r.next());
    }

    // Two endpoints play a whole game: a take-back, a declined draw offer, chat both ways, a resignation.
    void wholeGame() {
        End host, guest;
        QVERIFY(connectPair(host, guest));
        QCOMPARE(host.net.localColor(), Color::Red);
        QCOMPARE(guest.net.localColor(), Color::Black);
        QVERIFY(host.controller.remotePlayer());
        QVERIFY(!host.controller.remotePlayer()->assistAllowed());

        auto play = [&](End& side, const char* move, int plies) {
            QVERIFY2(side.controller.requestMove(parseUciMove(move)), move);
            QTRY_COMPARE_WITH_TIMEOUT(host.controller.length(), plies, Wait);
            QTRY_COMPARE_WITH_TIMEOUT(guest.controller.length(), plies, Wait);
        };
        play(host, "h2e2", 1);
        // Not Black's piece to move from Red's window, and not Red's turn.
        QVERIFY(!host.controller.requestMove(parseUciMove("h0g2")));
        QVERIFY(!guest.controller.requestMove(parseUciMove("a3a4")));
        play(guest, "h9g7", 2);
        play(host, "h0g2", 3);
        play(guest, "i9h9", 4);

        // Black takes back its last move; Red agrees.
        QSignalSpy asked(&host.net, &NetworkGame::takebackRequested);
        QSignalSpy answered(&guest.net, &NetworkGame::takebackAnswered);
        guest.controller.takeback();  // handed to the network game
        QTRY_COMPARE_WITH_TIMEOUT(asked.size(), 1, Wait);
        QCOMPARE(asked.at(0).at(0).toInt(), 3);
        QVERIFY(host.net.answerTakeback(true));
        QTRY_COMPARE_WITH_TIMEOUT(answered.size(), 1, Wait);
        QVERIFY(answered.at(0).at(0).toBool());
        QCOMPARE(host.controller.length(), 3);
        QCOMPARE(guest.controller.length(), 3);
        play(guest, "b9c7", 4);

        // Red offers a draw; Black declines.
        QSignalSpy offered(&guest.net, &NetworkGame::drawOffered);
        QSignalSpy drawAnswer(&host.net, &NetworkGame::drawAnswered);
        host.controller.offerDraw();
        QTRY_COMPARE_WITH_TIMEOUT(offered.size(), 1, Wait);
        QVERIFY(guest.net.answerDraw(false));
        QTRY_COMPARE_WITH_TIMEOUT(drawAnswer.size(), 1, Wait);
        QVERIFY(!drawAnswer.at(0).at(0).toBool());
        QVERIFY(!host.controller.isGameOver());

        // Chat both ways.
        QSignalSpy hostChat(&host.net, &NetworkGame::chatReceived);
        QSignalSpy guestChat(&guest.net, &NetworkGame::chatReceived);
        QVERIFY(host.net.sendChat(QStringLiteral("你好, good luck")));
        QVERIFY(guest.net.sendChat(QStringLiteral("thanks\nand you")));
        QTRY_COMPARE_WITH_TIMEOUT(guestChat.size(), 1, Wait);
        QTRY_COMPARE_WITH_TIMEOUT(hostChat.size(), 1, Wait);
        QCOMPARE(guestChat.at(0).at(0).toString(), QString("Alice"));
        QCOMPARE(guestChat.at(0).at(1).toString(), QString("你好, good luck"));
        QCOMPARE(hostChat.at(0).at(1).toString(), QString("thanks\nand you"));

        play(host, "b0c2", 5);
        // Black resigns.
        guest.controller.resign();
        QTRY_VERIFY_WITH_TIMEOUT(host.controller.isGameOver(), Wait);
        QVERIFY(guest.controller.isGameOver());
        QCOMPARE(host.controller.game().result(), GameResult::RedWins);
        QCOMPARE(host.controller.game().ending(), GameEnding::Resignation);
        QCOMPARE(host.net.state(), NetworkGame::State::Over);
        QCOMPARE(guest.net.state(), NetworkGame::State::Over);

        // Both saved records are the same, with both names, the site and the date.
        QCOMPARE(pgn(host.controller), pgn(guest.controller));
        const GameRecord& r = host.controller.record();
        QCOMPARE(QString::fromStdString(r.tag("Red")), QString("Alice"));
        QCOMPARE(QString::fromStdString(r.tag("Black")), QString("Bob"));
        QVERIFY(QString::fromStdString(r.tag("Site")).contains("127.0.0.1"));
        QCOMPARE(QString::fromStdString(r.tag("Date")), QDate::currentDate().toString("yyyy.MM.dd"));
        QVERIFY(pgn(host.controller).contains("[Result \"1-0\"]"));
        QVERIFY2(host.net.log().isEmpty(), qPrintable(host.net.log().join('\n')));
        QVERIFY2(guest.net.log().isEmpty(), qPrintable(guest.net.log().join('\n')));
    }

    // IPv6 loopback, the host playing Black, from a set-up position with a mate in one: both referees say mate.
    void mateOverIpv6() {
        End host, guest;
        if (!connectPair(host, guest, QHostAddress::LocalHostIPv6, Color::Black, "untimed",
                         "3k5/8R/9/9/9/9/9/9/9/R3K4 w - - 0 1"))
            QSKIP("no IPv6 loopback here");
        QCOMPARE(host.net.localColor(), Color::Black);
        QVERIFY(guest.controller.requestMove(parseUciMove("a0a9")));
        QTRY_VERIFY_WITH_TIMEOUT(host.controller.isGameOver(), Wait);
        QCOMPARE(NetworkGame::verdictCode(host.controller.game().verdict()), QString("red-wins:checkmate"));
        QCOMPARE(NetworkGame::verdictCode(guest.controller.game().verdict()), QString("red-wins:checkmate"));
        QCOMPARE(host.net.state(), NetworkGame::State::Over);
        QCOMPARE(pgn(host.controller), pgn(guest.controller));
        QVERIFY(pgn(host.controller).contains("[FEN \"3k5/8R/9/9/9/9/9/9/9/R3K4 w - - 0 1\"]"));
        QVERIFY2(host.net.log().isEmpty(), qPrintable(host.net.log().join('\n')));
    }

    // The host's rule set reaches both referees; a rule set the guest does not know is refused at set-up.
    void ruleSetReachesBothReferees() {
        for (const char* name : {"simple", "chinese", "asian"}) {
            End host, guest;
            NetworkSetup s = hostSetup(Color::Red);
            s.rules = QString::fromLatin1(name);
            QVERIFY(host.net.host(QHostAddress::LocalHost, 0, s));
            guest.net.join("127.0.0.1", host.net.port(), "Bob");
            // The guest plays on receiving the set-up, the host only when the guest's ready arrives: wait for both.
            QTRY_COMPARE_WITH_TIMEOUT(guest.net.state(), NetworkGame::State::Playing, Wait);
            QTRY_COMPARE_WITH_TIMEOUT(host.net.state(), NetworkGame::State::Playing, Wait);
            RuleSet expected;
            QVERIFY(parseRuleSet(name, &expected));
            QCOMPARE(host.controller.game().rules(), expected);
            QCOMPARE(guest.controller.game().rules(), expected);
        }
        End host, guest;
        NetworkSetup s = hostSetup(Color::Red);
        s.rules = QStringLiteral("house");
        QVERIFY(host.net.host(QHostAddress::LocalHost, 0, s));
        QSignalSpy notices(&guest.net, &NetworkGame::notice);
        guest.net.join("127.0.0.1", host.net.port(), "Bob");
        QTRY_VERIFY_WITH_TIMEOUT(!notices.isEmpty(), Wait);
        QVERIFY(notices.first().first().toString().contains("house"));
        QVERIFY(guest.net.state() != NetworkGame::State::Playing);
    }

    // Fair play: no hint or analysis unless agreed at set-up.
    void hintsOffUnlessAgreed() {
        End host, guest;
        QVERIFY(connectPair(host, guest));
        QSignalSpy hints(&host.controller, &GameController::hintReady);
        host.controller.hint();
        QVERIFY(!host.controller.isThinking());
        QTest::qWait(200);
        QCOMPARE(hints.size(), 0);
    }

    // A raw-socket peer: everything broken or hostile is refused with its error, the game never changes, and the
    // program goes on.
    void hostilePeer() {
        GameController controller;
        NetworkGame net(&controller);
        net.setTimings(300, 8000, 150);
        QVERIFY(net.host(QHostAddress::LocalHost, 0, hostSetup(Color::Red)));
        RawPeer raw;
        QVERIFY(raw.connectTo(net.port()));
        QCOMPARE(raw.next().value("type").toString(), QString("hello"));
        // Anything but hello first.
        raw.send(moveJson(1, "h9g7"));
        QCOMPARE(raw.nextError(), QString("not-now"));
        // Another protocol version would be refused; this one is fine.
        raw.send({{"type", "hello"}, {"proto", 1}, {"app", "raw test"}, {"name", "Mallory"}});
        const QJsonObject setup = raw.next();
        QCOMPARE(setup.value("type").toString(), QString("setup"));
        QCOMPARE(setup.value("guest").toString(), QString("black"));
        // A second hello is out of order.
        raw.send({{"type", "hello"}, {"proto", 1}, {"app", "raw test"}, {"name", "Mallory"}});
        QCOMPARE(raw.nextError(), QString("not-now"));
        raw.send({{"type", "ready"}, {"game", setup.value("game")}});
        QTRY_COMPARE_WITH_TIMEOUT(net.state(), NetworkGame::State::Playing, Wait);

        QVERIFY(controller.requestMove(parseUciMove("h2e2")));
        const QJsonObject first = raw.next();
        QCOMPARE(first.value("type").toString(), QString("move"));
        QCOMPARE(first.value("ply").toInt(), 1);
        QCOMPARE(first.value("move").toString(), QString("h2e2"));
        const QString before = pgn(controller);

        struct Case {
            QByteArray bytes;
            const char* code;
        };
        QByteArray garbage(4096, '\0');
        for (char& c : garbage) c = char(QRandomGenerator::global()->bounded(256));
        garbage.replace('\n', '\x01');
        const Case cases[] = {
            {"this is not JSON\n", "bad-json"},
            {garbage + '\n', "bad-json"},
            {"[1,2,3]\n", "not-object"},
            {"{\"type\":\"teleport\"}\n", "unknown-type"},
            {"{\"type\":\"move\",\"ply\":\"2\"}\n", "bad-field"},
            {"{\"type\":\"move\",\"ply\":2,\"move\":\"h9g7\",\"clock\":{\"main\":1e300,\"periods\":0},\"verdict\":\"ongoing\"}\n",
             "bad-field"},
        };
        for (const Case& c : cases) {
            raw.write(c.bytes);
            QCOMPARE(raw.nextError(), QString(c.code));
            QCOMPARE(pgn(controller), before);
        }

        // A 100 MB line: refused as soon as it passes the limit, long before its end, and skipped without being
        // stored; the connection and the game go on after it.
        const QByteArray mb(1 << 20, 'a');
        raw.write("{\"type\":\"chat\",\"text\":\"");
        raw.write(mb);
        QCOMPARE(raw.nextError(), QString("too-long"));  // after 1 MB of the 100
        for (int i = 1; i < 100; ++i) {
            raw.write(mb);
            while (raw.socket.bytesToWrite() > 8 << 20) QTest::qWait(1);
        }
        raw.write("\"}\n");
        raw.write("{\"type\":\"teleport\"}\n");  // the next line is read as usual
        QCOMPARE(raw.nextError(30000), QString("unknown-type"));
        QCOMPARE(pgn(controller), before);

        // Moves: illegal, out of turn, duplicate and replayed plies, a gap.
        raw.send(moveJson(2, "a9a5"));  // the rook cannot pass its own pawn
        QCOMPARE(raw.nextError(), QString("illegal-move"));
        raw.send(moveJson(1, "h2e2"));  // Red's move replayed
        QCOMPARE(raw.nextError(), QString("stale-ply"));
        raw.send(moveJson(5, "h9g7"));
        QCOMPARE(raw.nextError(), QString("ply-gap"));
        QCOMPARE(pgn(controller), before);
        QJsonObject greedy = moveJson(2, "h9g7");
        greedy["clock"] = QJsonObject{{"main", 3600000}, {"periods", 0}};  // an hour for itself, from five minutes
        raw.send(greedy);
        QJsonObject ack = raw.next();
        QCOMPARE(ack.value("type").toString(), QString("ack"));
        QCOMPARE(ack.value("ply").toInt(), 2);
        QCOMPARE(controller.length(), 2);
        QVERIFY(controller.clock().mainRemainingMs(Color::Black) <= 5 * 60 * 1000 + 3000 + 100);
        QVERIFY(controller.clock().mainRemainingMs(Color::Black) > 4 * 60 * 1000);
        const QString after = pgn(controller);
        raw.send(moveJson(2, "h9g7"));  // the same ply again
        QCOMPARE(raw.nextError(), QString("stale-ply"));
        raw.send(moveJson(3, "b9c7"));  // Red's turn now
        QCOMPARE(raw.nextError(), QString("not-your-turn"));
        // Answers to questions never asked, and a flag our clock does not confirm.
        raw.send({{"type", "takeback-answer"}, {"ply", 1}, {"accept", true}});
        QCOMPARE(raw.nextError(), QString("not-now"));
        raw.send({{"type", "draw-answer"}, {"ply", 2}, {"accept", true}});
        QCOMPARE(raw.nextError(), QString("not-now"));
        raw.send({{"type", "flag"}, {"ply", 2}, {"side", "red"}});
        QCOMPARE(raw.nextError(), QString("flag-disputed"));
        raw.send({{"type", "takeback"}, {"ply", 0}});  // further back than its own last move
        QCOMPARE(raw.nextError(), QString("not-now"));
        QCOMPARE(pgn(controller), after);
        QVERIFY(!controller.isGameOver());
        QVERIFY(net.log().size() >= 17);

        // A legal move whose verdict differs from our referee's: played (it is legal) and acknowledged, and the
        // disagreement is answered, logged and reported, not resolved silently.
        QSignalSpy disagreements(&net, &NetworkGame::verdictDisagreement);
        QVERIFY(controller.requestMove(parseUciMove("h0g2")));
        QCOMPARE(raw.next().value("type").toString(), QString("move"));
        QJsonObject claim = moveJson(4, "b9c7");
        claim["verdict"] = "red-wins:checkmate";
        raw.send(claim);
        ack = raw.next();
        QCOMPARE(ack.value("type").toString(), QString("ack"));
        QCOMPARE(raw.nextError(), QString("verdict-mismatch"));
        QCOMPARE(disagreements.size(), 1);
        QCOMPARE(disagreements.at(0).at(0).toString(), QString("ongoing"));
        QVERIFY(!controller.isGameOver());
        QCOMPARE(controller.length(), 4);
        const QString beforeDrop = pgn(controller);

        // Disconnect in the middle of a message: the game waits, unchanged, with the clocks stopped.
        raw.write("{\"type\":\"move\",\"ply\":3,\"mo");
        raw.socket.abort();
        QTRY_COMPARE_WITH_TIMEOUT(net.state(), NetworkGame::State::Reconnecting, Wait);
        QVERIFY(controller.isPaused());
        QVERIFY(!controller.clock().isRunning());
        QCOMPARE(pgn(controller), beforeDrop);

        // A stranger may not take the seat: another game's id.
        RawPeer stranger;
        QVERIFY(stranger.connectTo(net.port()));
        QCOMPARE(stranger.next().value("type").toString(), QString("hello"));
        stranger.send({{"type", "hello"}, {"proto", 1}, {"app", "x"}, {"name", "Eve"}, {"game", "0000"},
                       {"moves", QJsonArray()}});
        QCOMPARE(stranger.nextError(), QString("wrong-game"));
        QCOMPARE(pgn(controller), beforeDrop);

        // Coming back with a move list that plays a move for the host: the host's own list stands.
        RawPeer cheat;
        QVERIFY(cheat.connectTo(net.port()));
        QCOMPARE(cheat.next().value("type").toString(), QString("hello"));
        cheat.send({{"type", "hello"}, {"proto", 1}, {"app", "x"}, {"name", "Mallory"}, {"game", setup.value("game")},
                    {"moves", QJsonArray{"h2e2", "h9g7", "h0g2", "b9c7", "b0c2"}}});
        const QJsonObject resume = cheat.next();
        QCOMPARE(resume.value("type").toString(), QString("resume"));
        QVERIFY2(resume.value("moves").toArray().size() == 4,
                 QJsonDocument(resume).toJson(QJsonDocument::Compact).constData());
        QCOMPARE(pgn(controller), beforeDrop);
        QTRY_COMPARE_WITH_TIMEOUT(net.state(), NetworkGame::State::Playing, Wait);
    }

    void versionAndCodeRefused() {
        GameController controller;
        NetworkGame net(&controller);
        QVERIFY(net.host(QHostAddress::LocalHost, 0, hostSetup(Color::Red)));
        RawPeer raw;
        QVERIFY(raw.connectTo(net.port()));
        raw.next();
        raw.send({{"type", "hello"}, {"proto", 2}, {"app", "future"}, {"name", "Zed"}});
        QCOMPARE(raw.nextError(), QString("version"));
        RawPeer wrong;
        QTRY_COMPARE_WITH_TIMEOUT(net.state(), NetworkGame::State::Listening, Wait);
        QVERIFY(wrong.connectTo(net.port()));
        wrong.next();
        wrong.send({{"type", "hello"}, {"proto", 1}, {"app", "x"}, {"name", "Zed"}, {"code", "WRONG1"}});
        QCOMPARE(wrong.nextError(), QString("wrong-code"));
        QCOMPARE(controller.length(), 0);
    }

    // The connection drops mid-game, on either side, and comes back: identical records and clocks.
    void reconnectResumes() {
        End host, guest;
        QVERIFY(connectPair(host, guest));
        auto play = [&](End& side, const char* move, int plies) {
            QVERIFY2(side.controller.requestMove(parseUciMove(move)), move);
            QTRY_COMPARE_WITH_TIMEOUT(host.controller.length(), plies, Wait);
            QTRY_COMPARE_WITH_TIMEOUT(guest.controller.length(), plies, Wait);
        };
        auto sameClocks = [&] {
            for (Color c : {Color::Red, Color::Black}) {
                const qint64 a = host.controller.clock().mainRemainingMs(c);
                const qint64 b = guest.controller.clock().mainRemainingMs(c);
                if (std::abs(a - b) > 1000) {
                    qWarning() << "clocks differ:" << a << b;
                    return false;
                }
            }
            return true;
        };
        auto bothPlaying = [&] {
            return QTest::qWaitFor([&] {
                return host.net.state() == NetworkGame::State::Playing &&
                       guest.net.state() == NetworkGame::State::Playing;
            }, Wait);
        };
        play(host, "h2e2", 1);
        play(guest, "h9g7", 2);
        QTest::qWait(300);

        // The guest's side drops.
        QSignalSpy resumed(&host.net, &NetworkGame::resumed);
        guest.net.dropConnection();
        QTRY_COMPARE_WITH_TIMEOUT(host.net.state(), NetworkGame::State::Reconnecting, Wait);
        QVERIFY(!host.controller.clock().isRunning());
        QVERIFY(!host.controller.requestMove(parseUciMove("h0g2")));  // no moves while the other side is away
        QVERIFY(bothPlaying());
        QCOMPARE(resumed.size(), 1);
        QCOMPARE(pgn(host.controller), pgn(guest.controller));
        QVERIFY(sameClocks());
        play(host, "h0g2", 3);

        // The host's side drops.
        host.net.dropConnection();
        QTRY_VERIFY_WITH_TIMEOUT(guest.net.state() != NetworkGame::State::Playing, Wait);
        QVERIFY(bothPlaying());
        QCOMPARE(pgn(host.controller), pgn(guest.controller));
        QVERIFY(sameClocks());

        // A move that never left: Black moves and the connection drops before the bytes are sent. On the way
        // back the move lists are compared and the host takes the guest's longer list.
        QVERIFY(guest.controller.requestMove(parseUciMove("i9h9")));
        guest.net.dropConnection();
        QCOMPARE(host.controller.length(), 3);
        QVERIFY(bothPlaying());
        QCOMPARE(host.controller.length(), 4);
        QCOMPARE(pgn(host.controller), pgn(guest.controller));
        QVERIFY(sameClocks());

        // The same from the host's side: the guest takes the host's longer list from the resume.
        QVERIFY(host.controller.requestMove(parseUciMove("i0h0")));
        host.net.dropConnection();
        QVERIFY(bothPlaying());
        QCOMPARE(guest.controller.length(), 5);
        QCOMPARE(pgn(host.controller), pgn(guest.controller));
        QVERIFY(sameClocks());
        play(guest, "b9c7", 6);
        QVERIFY2(host.net.log().isEmpty(), qPrintable(host.net.log().join('\n')));
    }

    // A guest that stays away past the host's limit loses on time when the host chose so; one that leaves on
    // purpose adjourns the game.
    // A hosted game waits for its guest: the board shows it, and nobody moves before the guest is there.
    void hostWaitsForItsGuest() {
        End host, guest;
        QVERIFY(host.controller.requestMove(parseUciMove("h2e2")));  // a game at this computer first
        QVERIFY(host.net.host(QHostAddress::LocalHost, 0, hostSetup(Color::Red)));
        QCOMPARE(host.controller.length(), 0);  // the hosted game, not the old one
        QVERIFY(!host.controller.moveHold().isEmpty());
        QSignalSpy refused(&host.controller, &GameController::moveRefused);
        QVERIFY(!host.controller.requestMove(parseUciMove("h2e2")));
        QVERIFY(!host.controller.requestMove(parseUciMove("h9g7")));
        QCOMPARE(refused.size(), 2);
        QCOMPARE(refused.first().first().toString(), host.controller.moveHold());
        QVERIFY(!host.controller.humanToMove());
        guest.net.join("127.0.0.1", host.net.port(), "Bob", host.net.joinCode());
        QTRY_COMPARE_WITH_TIMEOUT(host.net.state(), NetworkGame::State::Playing, Wait);
        QVERIFY(host.controller.moveHold().isEmpty());
        QVERIFY(host.controller.requestMove(parseUciMove("h2e2")));
        QTRY_COMPARE_WITH_TIMEOUT(guest.controller.length(), 1, Wait);
        // Hosting and leaving before anyone came lifts the hold.
        End lonely;
        QVERIFY(lonely.net.host(QHostAddress::LocalHost, 0, hostSetup(Color::Red)));
        lonely.net.leave();
        QVERIFY(lonely.controller.moveHold().isEmpty());
        QVERIFY(lonely.controller.requestMove(parseUciMove("h2e2")));
    }

    // Either side's program dies (no goodbye) and a new one takes the game up from what the old one kept: the same
    // moves and clocks on both sides, and the game goes on.
    void savedGameSurvivesACrash_data() {
        QTest::addColumn<bool>("killHost");
        QTest::newRow("guest dies") << false;
        QTest::newRow("host dies") << true;
    }
    void savedGameSurvivesACrash() {
        QFETCH(bool, killHost);
        auto host = std::make_unique<End>();
        auto guest = std::make_unique<End>();
        QVERIFY(connectPair(*host, *guest));
        QVERIFY(host->net.savedGame().value("role").toString() == "host");
        for (const char* m : {"h2e2", "h9g7", "h0g2"}) {
            End& mover = host->controller.sideToMoveAtEnd() == host->net.localColor() ? *host : *guest;
            const int plies = host->controller.length() + 1;
            QVERIFY2(mover.controller.requestMove(parseUciMove(m)), m);
            QTRY_COMPARE_WITH_TIMEOUT(host->controller.length(), plies, Wait);
            QTRY_COMPARE_WITH_TIMEOUT(guest->controller.length(), plies, Wait);
        }
        const QStringList moves = host->net.moveList();
        // What each side kept after its last move (the window writes this to its file).
        const QJsonObject saved = killHost ? host->net.savedGame() : guest->net.savedGame();
        QCOMPARE(saved.value("resume").toObject().value("moves").toArray().size(), 3);
        NetworkGame::SavedInfo info;
        QString problem;
        QVERIFY2(NetworkGame::describeSaved(saved, &info, &problem), qPrintable(problem));
        QCOMPARE(info.plies, 3);
        QCOMPARE(info.peerName, killHost ? QStringLiteral("Bob") : QStringLiteral("Alice"));
        QCOMPARE(info.role, killHost ? NetworkGame::Role::Host : NetworkGame::Role::Guest);

        std::unique_ptr<End>& dying = killHost ? host : guest;
        End& survivor = killHost ? *guest : *host;
        dying->net.dropConnection();  // as a crash: the socket goes, no goodbye
        dying.reset();
        QTRY_VERIFY_WITH_TIMEOUT(survivor.net.state() == NetworkGame::State::Reconnecting, Wait);
        QVERIFY(!survivor.net.savedGame().isEmpty());  // the survivor keeps it too
        QTest::qWait(400);  // the guest redials in vain meanwhile

        dying = std::make_unique<End>();
        QSignalSpy restored(&dying->net, &NetworkGame::restored);
        QString error;
        QVERIFY2(dying->net.resumeSaved(saved, &error), qPrintable(error));
        QCOMPARE(restored.size(), 1);
        QCOMPARE(dying->net.moveList(), moves);
        QTRY_VERIFY_WITH_TIMEOUT(host->net.state() == NetworkGame::State::Playing &&
                                     guest->net.state() == NetworkGame::State::Playing,
                                 Wait);
        QCOMPARE(host->net.moveList(), moves);
        QCOMPARE(guest->net.moveList(), moves);
        QCOMPARE(host->net.localColor(), Color::Red);
        QCOMPARE(guest->net.localColor(), Color::Black);
        for (Color c : {Color::Red, Color::Black})
            QVERIFY(std::abs(host->controller.clock().mainRemainingMs(c) - guest->controller.clock().mainRemainingMs(c)) <
                    2000);
        QCOMPARE(host->controller.record().tag("Red"), std::string("Alice"));
        QCOMPARE(guest->controller.record().tag("Black"), std::string("Bob"));
        // And it goes on: Black (the guest) moves.
        QVERIFY(guest->controller.requestMove(parseUciMove("i9h9")));
        QTRY_COMPARE_WITH_TIMEOUT(host->controller.length(), 4, Wait);
    }

    // A damaged or foreign saved game is refused with words, and nothing changes.
    void damagedSavedGameIsRefused() {
        End host, guest;
        QVERIFY(connectPair(host, guest));
        QVERIFY(host.controller.requestMove(parseUciMove("h2e2")));
        QTRY_COMPARE_WITH_TIMEOUT(guest.controller.length(), 1, Wait);
        const QJsonObject good = guest.net.savedGame();
        QVERIFY(NetworkGame::describeSaved(good, nullptr, nullptr));
        auto with = [&](const QString& key, const QJsonValue& v) {
            QJsonObject o = good;
            o.insert(key, v);
            return o;
        };
        QJsonObject resume = good.value("resume").toObject();
        resume.insert("moves", QJsonArray{"h2e2", "h2e2"});
        QJsonObject setup = good.value("setup").toObject();
        setup.insert("time", "forever");
        const QList<QPair<QJsonObject, QString>> bad = {
            {QJsonObject{}, "not a saved network game"},
            {with("version", 7), "another version"},
            {with("role", "referee"), "role"},
            {with("port", 70000), "port"},
            {with("host", ""), "host"},
            {with("setup", 3), "setup"},
            {with("setup", setup), "set-up cannot be played"},
            {with("resume", resume), "move 2 (h2e2) is not legal"},
        };
        End fresh;
        QVERIFY(fresh.controller.requestMove(parseUciMove("c3c4")));
        for (const auto& [object, expected] : bad) {
            QString problem;
            QVERIFY(!NetworkGame::describeSaved(object, nullptr, &problem));
            QVERIFY2(problem.contains(expected), qPrintable(problem + " / " + expected));
            QString error;
            QVERIFY(!fresh.net.resumeSaved(object, &error));
            QVERIFY2(error.contains(expected), qPrintable(error));
            QCOMPARE(fresh.net.state(), NetworkGame::State::Idle);
            QCOMPARE(fresh.controller.length(), 1);  // the game on the board is untouched
        }
        // The file: written atomically, read back, and a damaged one moved aside with words.
        QVERIFY(writeSavedNetworkGame(good));
        QString problem;
        QCOMPARE(readSavedNetworkGame(&problem), good);
        QVERIFY(problem.isEmpty());
        {
            QFile f(savedNetworkGamePath());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"format\": \"xiangqi-network-game\", \"vers");
        }
        QVERIFY(readSavedNetworkGame(&problem).isEmpty());
        QVERIFY2(problem.contains("damaged"), qPrintable(problem));
        QVERIFY(!QFileInfo::exists(savedNetworkGamePath()));
        QVERIFY(writeSavedNetworkGame({}));  // nothing to remove: fine
        // A finished game leaves nothing to resume.
        QVERIFY(host.net.resign());
        QVERIFY(host.net.savedGame().isEmpty());
    }

    void absentGuestForfeits() {
        End host, guest;
        NetworkSetup s = hostSetup(Color::Red);
        s.absenceSeconds = 1;
        s.forfeit = true;
        QVERIFY(host.net.host(QHostAddress::LocalHost, 0, s));
        guest.net.join("127.0.0.1", host.net.port(), "Bob");
        QTRY_COMPARE_WITH_TIMEOUT(host.net.state(), NetworkGame::State::Playing, Wait);
        QVERIFY(host.controller.requestMove(parseUciMove("h2e2")));
        QTRY_COMPARE_WITH_TIMEOUT(guest.controller.length(), 1, Wait);
        guest.net.dropConnection();
        guest.net.leave();  // and it never comes back
        QTRY_COMPARE_WITH_TIMEOUT(host.net.state(), NetworkGame::State::Reconnecting, Wait);
        QTRY_COMPARE_WITH_TIMEOUT(host.net.state(), NetworkGame::State::Over, Wait);
        QCOMPARE(host.controller.game().ending(), GameEnding::Timeout);
        QCOMPARE(host.controller.game().result(), GameResult::RedWins);
    }

    void guestLeavingAdjourns() {
        End host, guest;
        QVERIFY(connectPair(host, guest));
        QVERIFY(host.controller.requestMove(parseUciMove("h2e2")));
        QTRY_COMPARE_WITH_TIMEOUT(guest.controller.length(), 1, Wait);
        guest.net.leave();
        QTRY_COMPARE_WITH_TIMEOUT(host.net.state(), NetworkGame::State::Adjourned, Wait);
        QVERIFY(!host.controller.isGameOver());
        QVERIFY(!host.controller.clock().isRunning());
        QCOMPARE(guest.net.state(), NetworkGame::State::Closed);
    }

    // The LAN announcement goes to the configured address only; a browser there lists the game.
    void announcement() {
        GameController controller;
        NetworkGame net(&controller);
        QVERIFY(net.host(QHostAddress::LocalHost, 0, hostSetup(Color::Red)));
        QUdpSocket probe;  // a free UDP port on loopback for the test
        QVERIFY(probe.bind(QHostAddress::LocalHost, 0));
        const quint16 udpPort = probe.localPort();
        probe.close();
        NetBrowser browser;
        QVERIFY(browser.listen(QHostAddress::LocalHost, udpPort));
        NetAnnouncer announcer(&net);
        announcer.start(QHostAddress::LocalHost, udpPort, 100);
        QTRY_VERIFY_WITH_TIMEOUT(!browser.games().isEmpty(), Wait);
        const AnnouncedGame g = browser.games().first();
        QCOMPARE(g.port, net.port());
        QCOMPARE(g.code, net.joinCode());
        QCOMPARE(g.name, QString("Alice"));
        QCOMPARE(g.address, QHostAddress(QHostAddress::LocalHost));
    }
};

QTEST_GUILESS_MAIN(TestNetGame)
#include "test_netgame.moc"
