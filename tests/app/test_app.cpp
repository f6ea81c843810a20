// The xiangqi executable run as a user would from a shell: --help, --version and --screenshot work on a
// machine without a display (no DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM).
#include <QImage>
#include <QProcess>
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
};

QTEST_GUILESS_MAIN(TestApp)
#include "test_app.moc"
