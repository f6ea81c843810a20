// The xiangqi executable run as a user would from a shell: --help, --version and --screenshot work on a
// machine without a display (no DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM).
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString program = QStringLiteral(XIANGQI_GAME);

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs the game without any display in its environment.
Run runHeadless(const QStringList& arguments) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("QT_QPA_PLATFORM");
    env.remove("WAYLAND_DISPLAY");
    env.insert("DISPLAY", QString());
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    Run run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// Runs the game on the offscreen platform with its settings in a temporary folder.
Run runOffscreen(const QStringList& arguments) {
    QTemporaryDir home;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    env.insert("XDG_CONFIG_HOME", home.filePath("config"));
    env.insert("XDG_DATA_HOME", home.filePath("data"));
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    Run run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

}  // namespace

class TestApp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY2(QFileInfo::exists(program), qPrintable(program)); }

    void versionWithoutDisplay_data() {
        QTest::addColumn<QString>("option");
        QTest::newRow("--version") << "--version";
        QTest::newRow("-v") << "-v";
    }
    void versionWithoutDisplay() {
        QFETCH(QString, option);
        const Run run = runHeadless({option});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out.trimmed(), QStringLiteral("Xiangqi " XIANGQI_VERSION));
    }

    void helpWithoutDisplay_data() {
        QTest::addColumn<QString>("option");
        QTest::newRow("--help") << "--help";
        QTest::newRow("-h") << "-h";
        QTest::newRow("--help-all") << "--help-all";  // with the GUI's options, so through QApplication
    }
    void helpWithoutDisplay() {
        QFETCH(QString, option);
        const Run run = runHeadless({option});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        for (const char* expected : {"Usage:", "--screenshot <FILE>", "--moves <MOVES>", "--lang <LANG>", "--version"})
            QVERIFY2(run.out.contains(QLatin1String(expected)), expected);
    }

    void screenshotWithoutDisplay_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QSize>("size");
        QTest::newRow("default size") << QStringList{} << QSize(980, 760);
        QTest::newRow("800x600 in Chinese") << QStringList{"--size", "800x600", "--lang", "zh_CN"} << QSize(800, 600);
        QTest::newRow("1280x900 after moves")
            << QStringList{"--size", "1280x900", "--moves", "h2e2 h9g7", "--pieces", "international"}
            << QSize(1280, 900);
    }
    void screenshotWithoutDisplay() {
        QFETCH(QStringList, arguments);
        QFETCH(QSize, size);
        QTemporaryDir dir;
        const QString file = dir.filePath("shot.png");
        const Run run = runHeadless(QStringList{"--screenshot", file} + arguments);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QImage image(file);
        QVERIFY2(!image.isNull(), "no PNG written");
        QCOMPARE(image.size(), size);
        // A real picture of the window, not an empty canvas: many distinct colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 50, qPrintable(QString::number(colours.size())));
    }

    void badOptionFailsWithoutDisplay() {
        const Run run = runHeadless({"--screenshot", "/nonexistent-dir/x.png", "--size", "big"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--size"));
    }

    // Defect: `--size 99999x99999 --screenshot` crashed. A size no window system can hold is refused with a
    // message, a non-zero exit and no picture.
    void impossibleSizeIsRefused_data() {
        QTest::addColumn<QString>("size");
        QTest::newRow("99999x99999") << "99999x99999";
        QTest::newRow("one side too wide") << "16385x600";
        QTest::newRow("beyond int") << "99999999999x600";
        QTest::newRow("zero") << "0x600";
    }
    void impossibleSizeIsRefused() {
        QFETCH(QString, size);
        QTemporaryDir dir;
        const QString file = dir.filePath("shot.png");
        const Run run = runHeadless({"--screenshot", file, "--size", size});
        QCOMPARE(run.exitCode, 2);  // a clean refusal, not a crash (-2) or a hang (-1)
        QVERIFY2(run.err.contains(QStringLiteral("--size")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("16384")), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(file));
    }

    // --host and --join refuse what is not an address and a port, before any window or socket.
    void networkOptionsAreChecked_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("host port zero") << QStringList{"--host", "0"};
        QTest::newRow("host port too big") << QStringList{"--host", "127.0.0.1:70000"};
        QTest::newRow("host not an address") << QStringList{"--host", "example.org:4000"};
        QTest::newRow("join without host") << QStringList{"--join", "4000"};
        QTest::newRow("join bad ipv6") << QStringList{"--join", "[nonsense]:4000"};
        QTest::newRow("both") << QStringList{"--host", "4000", "--join", "127.0.0.1:4000"};
    }
    void networkOptionsAreChecked() {
        QFETCH(QStringList, arguments);
        const Run run = runOffscreen(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--host") || run.err.contains("--join"), qPrintable(run.err));
    }

    // `xiangqi --host 127.0.0.1:PORT --player Alice` listens on that address only and speaks the protocol; `--join`
    // dials and says hello with its name. Loopback only; the settings and the auto-save go to a temporary folder.
    void hostAndJoinFromTheCommandLine() {
        QTemporaryDir home;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        env.insert("XDG_CONFIG_HOME", home.filePath("config"));
        env.insert("XDG_DATA_HOME", home.filePath("data"));
        QTcpServer probe;  // a free port
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();

        QProcess host;
        host.setProcessEnvironment(env);
        host.start(program, {"--host", QStringLiteral("127.0.0.1:%1").arg(port), "--player", "Alice", "--clock", "3+2"});
        QTcpSocket guest;
        QVERIFY(QTest::qWaitFor([&] {
            guest.abort();
            guest.connectToHost(QHostAddress::LocalHost, port);
            return guest.waitForConnected(200);
        }, 20000));
        auto readLine = [&]() {
            QByteArray line;
            QTest::qWaitFor([&] {
                if (guest.canReadLine()) return true;
                guest.waitForReadyRead(50);
                return guest.canReadLine();
            }, 10000);
            line = guest.readLine();
            return QJsonDocument::fromJson(line).object();
        };
        const QJsonObject hello = readLine();
        QCOMPARE(hello.value("type").toString(), QString("hello"));
        QCOMPARE(hello.value("name").toString(), QString("Alice"));
        QCOMPARE(hello.value("proto").toInt(), 1);
        guest.write(R"({"type":"hello","proto":1,"app":"test","name":"Bob"})" "\n");
        const QJsonObject setup = readLine();
        QCOMPARE(setup.value("type").toString(), QString("setup"));
        QCOMPARE(setup.value("red").toString(), QString("Alice"));
        QCOMPARE(setup.value("black").toString(), QString("Bob"));
        QCOMPARE(setup.value("time").toString(), QString("3+2"));
        guest.write(QJsonDocument(QJsonObject{{"type", "ready"}, {"game", setup.value("game")}}).toJson(QJsonDocument::Compact) + "\n");
        // Red (the host) is to move: a move from us is out of turn.
        guest.write(R"({"type":"move","ply":1,"move":"h9g7","clock":{"main":180000,"periods":0},"verdict":"ongoing"})" "\n");
        QJsonObject answer;
        do answer = readLine();
        while (!answer.isEmpty() && answer.value("type").toString() == "ping");
        QCOMPARE(answer.value("type").toString(), QString("error"));
        QCOMPARE(answer.value("code").toString(), QString("not-your-turn"));
        // Listening on 127.0.0.1 only: not on the IPv6 loopback.
        QTcpSocket v6;
        v6.connectToHost(QHostAddress::LocalHostIPv6, port);
        QVERIFY(!v6.waitForConnected(1000) || v6.state() != QAbstractSocket::ConnectedState);
        host.kill();
        host.waitForFinished();

        // --join: a raw host hears the guest's hello with its name.
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        QProcess joiner;
        joiner.setProcessEnvironment(env);
        joiner.start(program, {"--join", QStringLiteral("127.0.0.1:%1").arg(server.serverPort()), "--player", "Bob"});
        QVERIFY(server.waitForNewConnection(20000));
        QTcpSocket* in = server.nextPendingConnection();
        QVERIFY(QTest::qWaitFor([&] { return in->canReadLine() || (in->waitForReadyRead(50) && in->canReadLine()); }, 10000));
        const QJsonObject joinHello = QJsonDocument::fromJson(in->readLine()).object();
        QCOMPARE(joinHello.value("type").toString(), QString("hello"));
        QCOMPARE(joinHello.value("name").toString(), QString("Bob"));
        joiner.kill();
        joiner.waitForFinished();
    }
};

QTEST_GUILESS_MAIN(TestApp)
#include "test_app.moc"
