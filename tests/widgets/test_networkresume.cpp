// A network game survives `kill -9` of either program (issue 44, item 2; docs/NETWORK.md, "After a crash"): the real
// program keeps the game in network-game.json after every move; started again with the same --host or --join (and
// its home), it takes the game up, and the other side — a NetworkGame in this test, dialling again or waiting —
// finds the same moves. Loopback (127.0.0.1) only.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QtTest>

#include "programhome.h"
#include "xiangqi/pgn.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/netgame.h"

using namespace xq;
using namespace xq::session;

namespace {

const QString program = QStringLiteral(XIANGQI_GAME);
constexpr int Wait = 60000;  // the real program starts within this, even on a loaded machine

// The moves in the program's saved network game, or "" while there is none.
QStringList savedMoves(const ProgramHome& home, QString* role = nullptr) {
    QFile f(home.savedNetworkGame());
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    if (role) *role = o.value("role").toString();
    QStringList moves;
    for (const QJsonValue& v : o.value("resume").toObject().value("moves").toArray()) moves << v.toString();
    return moves;
}

// A free TCP port on loopback (the host must listen on the same one when it comes back).
quint16 freePort() {
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0)) return 0;
    return probe.serverPort();
}

// The side this test plays itself.
struct End {
    GameController controller;
    NetworkGame net{&controller};
    End() { net.setTimings(300, 4000, 200); }
};

void kill9(QProcess& game) {
    game.kill();  // SIGKILL: no goodbye, no destructor, no last save
    QVERIFY(game.waitForFinished(30000));
    QCOMPARE(game.exitStatus(), QProcess::CrashExit);
}

void stop(QProcess& game) {
    if (game.state() == QProcess::NotRunning) return;
    game.kill();
    game.waitForFinished(30000);
}

}  // namespace

class TestNetworkResume : public QObject {
    Q_OBJECT
private slots:
    // The guest's program dies after the host's move; started again with the same --join it dials the host, which
    // was waiting, and both go on from the same move list.
    void killedGuestResumes() {
#if defined(Q_OS_LINUX) || defined(Q_OS_FREEBSD) || defined(Q_OS_OPENBSD) || defined(Q_OS_NETBSD)
        End host;
        NetworkSetup setup;
        setup.name = "Alice";
        setup.hostColor = Color::Red;
        TimeControl::parse("10+5", &setup.timeControl);
        setup.absenceSeconds = 600;
        QVERIFY(host.net.host(QHostAddress::LocalHost, 0, setup));
        const QStringList args = {"--new-window", "--join", QStringLiteral("127.0.0.1:%1").arg(host.net.port()),
                                  "--player", "Bob"};
        ProgramHome home;
        QProcess guest;
        home.start(guest, program, args);
        QVERIFY2(guest.waitForStarted(30000), qPrintable(guest.errorString()));
        QTRY_COMPARE_WITH_TIMEOUT(host.net.state(), NetworkGame::State::Playing, Wait);
        QVERIFY(host.controller.requestMove(parseUciMove("h2e2")));
        QTRY_COMPARE_WITH_TIMEOUT(savedMoves(home), QStringList{"h2e2"}, Wait);
        kill9(guest);
        QTRY_COMPARE_WITH_TIMEOUT(host.net.state(), NetworkGame::State::Reconnecting, Wait);

        QSignalSpy resumed(&host.net, &NetworkGame::resumed);
        home.start(guest, program, args);
        QVERIFY2(guest.waitForStarted(30000), qPrintable(guest.errorString()));
        QTRY_COMPARE_WITH_TIMEOUT(host.net.state(), NetworkGame::State::Playing, Wait);
        QCOMPARE(resumed.size(), 1);
        QCOMPARE(host.net.moveList(), QStringList{"h2e2"});
        QVERIFY(host.net.log().isEmpty());  // nothing was refused either way
        QString role;
        QCOMPARE(savedMoves(home, &role), QStringList{"h2e2"});
        QCOMPARE(role, QStringLiteral("guest"));
        stop(guest);
#else
        QSKIP("the file locations are those of Linux and the BSDs");
#endif
    }

    // The host's program dies after the guest's move (Black moves first in this position); started again with the
    // same --host it listens on its port again, and the guest, dialling all the while, comes back to the same game.
    void killedHostResumes() {
#if defined(Q_OS_LINUX) || defined(Q_OS_FREEBSD) || defined(Q_OS_OPENBSD) || defined(Q_OS_NETBSD)
        const quint16 port = freePort();
        QVERIFY(port != 0);
        const QStringList args = {"--new-window", "--host", QStringLiteral("127.0.0.1:%1").arg(port), "--player", "Alice",
                                  "--fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"};
        ProgramHome home;
        QProcess host;
        home.start(host, program, args);
        QVERIFY2(host.waitForStarted(30000), qPrintable(host.errorString()));
        End guest;
        // Dial until the program listens (a refused try closes the attempt; the next one starts afresh).
        QVERIFY(QTest::qWaitFor([&] {
            if (guest.net.state() == NetworkGame::State::Playing) return true;
            if (guest.net.state() == NetworkGame::State::Closed || guest.net.state() == NetworkGame::State::Idle)
                guest.net.join("127.0.0.1", port, "Bob");
            QTest::qWait(200);
            return false;
        }, Wait));
        QCOMPARE(guest.net.localColor(), Color::Black);
        QVERIFY(guest.controller.requestMove(parseUciMove("h9g7")));
        QTRY_COMPARE_WITH_TIMEOUT(savedMoves(home), QStringList{"h9g7"}, Wait);
        kill9(host);
        QTRY_COMPARE_WITH_TIMEOUT(guest.net.state(), NetworkGame::State::Reconnecting, Wait);
        QTest::qWait(500);  // the guest dials in vain meanwhile

        QSignalSpy resumed(&guest.net, &NetworkGame::resumed);
        home.start(host, program, args);
        QVERIFY2(host.waitForStarted(30000), qPrintable(host.errorString()));
        QTRY_COMPARE_WITH_TIMEOUT(guest.net.state(), NetworkGame::State::Playing, Wait);
        QCOMPARE(resumed.size(), 1);
        QCOMPARE(guest.net.moveList(), QStringList{"h9g7"});
        QVERIFY(guest.net.log().isEmpty());
        QString role;
        QCOMPARE(savedMoves(home, &role), QStringList{"h9g7"});
        QCOMPARE(role, QStringLiteral("host"));
        stop(host);
#else
        QSKIP("the file locations are those of Linux and the BSDs");
#endif
    }
};

QTEST_MAIN(TestNetworkResume)
#include "test_networkresume.moc"
