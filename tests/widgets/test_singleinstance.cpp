// Single instance: the local-socket hand-off, and the real executable handing files to a running game.
#include <QLocalSocket>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUuid>
#include <QtTest>

#include <memory>

#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/singleinstance.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"

using xq::session::SingleInstance;

namespace {

const QString program = QStringLiteral(XIANGQI_GAME);

// A name no real game uses, so the tests never talk to a game the user is playing.
QString uniqueName() { return QStringLiteral("xiangqi-test-") + QUuid::createUuid().toString(QUuid::Id128).left(12); }

// The environment of a launched game: the test's instance name, no display, settings in a scratch folder.
QProcessEnvironment gameEnvironment(const QString& name, const QString& scratch) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("XIANGQI_INSTANCE", name);
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("XDG_CONFIG_HOME", scratch);  // Linux: QSettings of the launched game (no autosave question)
    env.insert("HOME", scratch);             // macOS: the same
    return env;
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Runs f on a thread of its own (a client blocks until the server, on the test's thread, answers); waits for it at
// the end of the scope even when a check failed.
struct Background {
    std::unique_ptr<QThread> thread;
    template <class F>
    explicit Background(F f) : thread(QThread::create(f)) {
        thread->start();
    }
    ~Background() { thread->wait(); }
    bool isFinished() const { return thread->isFinished(); }
};

const QByteArray Game = "[Event \"Hand-off\"]\n[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 2. H0-G2 *\n";

}  // namespace

class TestSingleInstance : public QObject {
    Q_OBJECT
private slots:
    void defaultNameIsStablePerUser() {
        qunsetenv("XIANGQI_INSTANCE");
        QCOMPARE(SingleInstance::defaultName(), SingleInstance::defaultName());
        QVERIFY(!SingleInstance::defaultName().isEmpty());
        qputenv("XIANGQI_INSTANCE", "xiangqi-test-name");
        QCOMPARE(SingleInstance().name(), QStringLiteral("xiangqi-test-name"));
        qunsetenv("XIANGQI_INSTANCE");
    }

    void nobodyRunning() {
        SingleInstance client(uniqueName());
        QElapsedTimer t;
        t.start();
        QVERIFY(!client.sendToRunning({"/tmp/a.pgn"}));
        QVERIFY(t.elapsed() < 1500);  // no wait for a timeout when nothing listens
    }

    // Paths with spaces, non-ASCII characters and even a newline arrive unchanged, in order.
    void handOffInProcess() {
        SingleInstance server(uniqueName());
        QVERIFY(server.listen());
        QSignalSpy received(&server, &SingleInstance::filesReceived);
        const QStringList files{"/home/user/my games/棋谱 1.pgn", "C:\\Games\\b.xqf", "/odd\nname.pgn", "/end"};
        bool sent = false;
        {
            Background client([&] { sent = SingleInstance(server.name()).sendToRunning(files, 5000); });
            QTRY_VERIFY_WITH_TIMEOUT(client.isFinished(), 5000);
        }
        QVERIFY(sent);
        QCOMPARE(received.count(), 1);
        QCOMPARE(received.at(0).at(0).toStringList(), files);
        // No files: just "come to the front".
        sent = false;
        {
            Background client([&] { sent = SingleInstance(server.name()).sendToRunning({}, 5000); });
            QTRY_VERIFY_WITH_TIMEOUT(client.isFinished(), 5000);
        }
        QVERIFY(sent);
        QCOMPARE(received.count(), 2);
        QVERIFY(received.at(1).at(0).toStringList().isEmpty());
    }

    // Something that is not a game talking on the socket is dropped; the server keeps working.
    void garbageIsDropped() {
        SingleInstance server(uniqueName());
        QVERIFY(server.listen());
        QSignalSpy received(&server, &SingleInstance::filesReceived);
        QLocalSocket junk;
        junk.connectToServer(server.name());
        QVERIFY(junk.waitForConnected(2000));
        junk.write("GET / HTTP/1.1\r\n\r\nend\n");
        junk.flush();
        QTRY_COMPARE_WITH_TIMEOUT(junk.state(), QLocalSocket::UnconnectedState, 5000);
        QCOMPARE(received.count(), 0);
        bool sent = false;
        {
            Background client([&] { sent = SingleInstance(server.name()).sendToRunning({"/a.pgn"}, 5000); });
            QTRY_VERIFY_WITH_TIMEOUT(client.isFinished(), 5000);
        }
        QVERIFY(sent);
        QCOMPARE(received.count(), 1);
    }

    // The name is taken while someone answers on it.
    void secondServerRefused() {
        SingleInstance first(uniqueName());
        QVERIFY(first.listen());
        QSignalSpy received(&first, &SingleInstance::filesReceived);
        bool listened = true;
        {
            // It finds the first answering on the name, so the name is not stolen.
            Background second([&] { listened = SingleInstance(first.name()).listen(); });
            QTRY_VERIFY_WITH_TIMEOUT(second.isFinished(), 5000);
        }
        QVERIFY(!listened);
        QCOMPARE(received.count(), 0);  // asking is not a message: the first window is not disturbed
        bool sent = false;
        {
            Background client([&] { sent = SingleInstance(first.name()).sendToRunning({"/a.pgn"}, 5000); });
            QTRY_VERIFY_WITH_TIMEOUT(client.isFinished(), 5000);
        }
        QVERIFY(sent);  // still the first one's
        QCOMPARE(received.count(), 1);
    }

    // `xiangqi FILE` started while a game runs: it hands the absolute path over and exits, and the window opens it.
    void executableHandsFileToRunningWindow() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(writeFile(dir.filePath("handed.pgn"), Game));
        SingleInstance server(uniqueName());
        QVERIFY(server.listen());
        xq::ui::MainWindow window(false);
        xq::session::GameSetup hotseat = xq::ui::parts::controller(window)->setup();
        hotseat.red = hotseat.black = xq::session::PlayerKind::Human;  // no computer reply to the loaded game
        window.newGame(hotseat);
        connect(&server, &SingleInstance::filesReceived, &window, &xq::ui::MainWindow::openFiles);
        QSignalSpy received(&server, &SingleInstance::filesReceived);

        QProcess second;
        second.setProcessEnvironment(gameEnvironment(server.name(), dir.path()));
        second.setWorkingDirectory(dir.path());
        second.start(program, {"handed.pgn"});  // relative: the running game gets it as an absolute path
        QVERIFY(second.waitForStarted());
        QSignalSpy finished(&second, &QProcess::finished);
        // As long as secondLaunchExits allows: under Wine, beside other tests, starting a program takes seconds
        // (17.9 s once in tools/windows.sh's suite; 4 s alone).
        QVERIFY2(finished.wait(60000), "the second launch did not exit");
        QCOMPARE(second.exitStatus(), QProcess::NormalExit);
        QVERIFY2(second.exitCode() == 0, second.readAllStandardError().constData());
        QCOMPARE(received.count(), 1);
        QCOMPARE(received.at(0).at(0).toStringList(),
                 QStringList{QFileInfo(dir.filePath("handed.pgn")).absoluteFilePath()});
        QCOMPARE(xq::ui::parts::controller(window)->length(), 3);  // the window shows the handed-over game
    }

    // Two real launches: the first becomes the running game, the second hands its file over and exits at once.
    void secondLaunchExits() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(writeFile(dir.filePath("first.pgn"), Game));
        QVERIFY(writeFile(dir.filePath("second.pgn"), Game));
        const QString name = uniqueName();
        QProcess first;
        first.setProcessEnvironment(gameEnvironment(name, dir.path()));
        first.start(program, {dir.filePath("first.pgn")});
        QVERIFY(first.waitForStarted());
        // Wait until the first game answers on the socket.
        bool answered = false;
        for (int i = 0; i < 100 && !answered && first.state() == QProcess::Running; ++i) {
            answered = SingleInstance(name).sendToRunning({}, 200);
            if (!answered) QTest::qWait(100);
        }
        QVERIFY2(answered, first.readAllStandardError().constData());

        QProcess second;
        second.setProcessEnvironment(gameEnvironment(name, dir.path()));
        second.start(program, {dir.filePath("second.pgn")});
        // A game that started on its own would never exit; a hand-off exits at once, but a Windows program under
        // Wine beside another test can take over 15 s to start.
        const bool exited = second.waitForFinished(60000);
        first.kill();
        first.waitForFinished();
        QVERIFY2(exited, "the second launch started its own game instead of handing the file over");
        QCOMPARE(second.exitCode(), 0);
    }
};

QTEST_MAIN(TestSingleInstance)
#include "test_singleinstance.moc"
