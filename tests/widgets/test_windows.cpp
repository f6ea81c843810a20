// What Windows breaks, checked on every platform (tools/windows.sh runs it under Wine, tools/test.sh on Linux):
// Chinese file and folder names (象棋/棋谱.pgn) for open, save, auto-save, recent files, puzzle collections, the
// engines list and xiangqi-convert; engines in folders with spaces, started without a console window and ended
// with their owner; the settings in the platform's place (the registry on Windows); CRLF and UTF-16 records; sound.
// (A game between two third-party .exe engines is in tests/session/test_engineclient.cpp.)
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "xiangqi/session/engineprocess.h"
#include "xiangqi/session/engineregistry.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/gamedocument.h"
#include "xiangqi/session/settings.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/puzzledialog.h"
#include "xiangqi/ui/sound.h"
#include "xiangqi/session/wording.h"

#ifdef Q_OS_WIN
#include <windows.h>
#endif

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {

const QString OurEngine = QStringLiteral(XIANGQI_BIN_DIR "/xiangqi-engine" XIANGQI_EXE);
const QString Convert = QStringLiteral(XIANGQI_BIN_DIR "/xiangqi-convert" XIANGQI_EXE);

// Four moves in Chinese notation (full-width digits for Black), Chinese tags and a comment.
const QString GameText = QStringLiteral(
    "[Event \"测试\"]\n[Red \"紅方棋手\"]\n[Black \"黑方棋手\"]\n[Result \"*\"]\n\n"
    "1. 炮二平五 馬８進７ 2. 馬二進三 車９平８ {屏風馬} *\n");

// File → Open and File → Save As through the window's document: "" or the error in words.
QString openIn(MainWindow& window, const QString& path) {
    DocumentError e;
    return parts::document(window)->open(path, 0, &e) ? QString() : documentErrorText(e);
}

QString saveAsIn(MainWindow& window, const QString& path) {
    DocumentError e;
    return parts::document(window)->saveAs(path, Notation::Chinese, &e) ? QString() : documentErrorText(e);
}

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

}  // namespace

class TestWindows : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;
    QString chineseDir_;  // <tmp>/象棋 目录

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("XiangqiWindowsTest"));
        QCoreApplication::setApplicationName(QStringLiteral("象棋测试"));  // AppData\...\象棋测试 for the auto-save
        QStandardPaths::setTestModeEnabled(true);  // never the user's own files
        QVERIFY(tmp_.isValid());
        // Settings files in the temporary folder (Linux, macOS); on Windows the registry, removed at the end.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, tmp_.filePath(QStringLiteral("settings")));
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, tmp_.filePath(QStringLiteral("settings")));
        chineseDir_ = tmp_.filePath(QStringLiteral("象棋 目录"));
        QVERIFY(QDir().mkpath(chineseDir_));
        QVERIFY2(QFileInfo(OurEngine).isExecutable(), qPrintable(OurEngine));
    }

    void cleanupTestCase() {
        QSettings().clear();  // the registry key on Windows, the test-mode file elsewhere
    }

    // File → Open and File → Save on C:\象棋\棋谱.pgn.
    void openAndSaveWithChineseNames() {
        const QString path = chineseDir_ + QStringLiteral("/棋谱.pgn");
        QVERIFY(writeBytes(path, GameText.toUtf8()));
        MainWindow window(false);
        QString error;
        error = openIn(window, path);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(parts::controller(window)->length(), 4);
        const QString saved = chineseDir_ + QStringLiteral("/另存为.pgn");
        error = saveAsIn(window, saved);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QFile f(saved);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains(QStringLiteral("炮二平五")), qPrintable(text));
        MainWindow again(false);
        error = openIn(again, saved);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(parts::controller(again)->length(), 4);
    }

    // CRLF line ends and UTF-16 (both byte orders, with a BOM), as Windows editors write them.
    void crlfAndUtf16Records_data() {
        QTest::addColumn<QByteArray>("bytes");
        QString crlf = GameText;
        crlf.replace(QStringLiteral("\n"), QStringLiteral("\r\n"));
        QTest::newRow("utf-8 crlf") << crlf.toUtf8();
        QByteArray le("\xff\xfe", 2), be("\xfe\xff", 2);
        for (const QChar c : crlf) {
            const char16_t u = c.unicode();
            le.append(char(u & 0xff)).append(char(u >> 8));
            be.append(char(u >> 8)).append(char(u & 0xff));
        }
        QTest::newRow("utf-16le crlf") << le;
        QTest::newRow("utf-16be crlf") << be;
    }

    void crlfAndUtf16Records() {
        QFETCH(QByteArray, bytes);
        const QString path = chineseDir_ + QStringLiteral("/编码.pgn");
        QVERIFY(writeBytes(path, bytes));
        MainWindow window(false);
        QString error;
        error = openIn(window, path);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(parts::controller(window)->length(), 4);
        QCOMPARE(QString::fromStdString(parts::controller(window)->record().tag("Red")), QStringLiteral("紅方棋手"));
        QCOMPARE(QString::fromStdString(parts::controller(window)->record().tag("Event")), QStringLiteral("测试"));
    }

    // The game in progress is auto-saved under AppData, here in a folder with a Chinese name.
    void autosaveInAChineseFolder() {
        const QString path = Settings::autosavePath();
        QVERIFY2(path.contains(QStringLiteral("象棋测试")), qPrintable(path));
        QString error;
        QVERIFY2(Settings::setAutosavedGame(GameText, &error), qPrintable(error));
        QVERIFY(QFileInfo::exists(path));
        QCOMPARE(Settings::autosavedGame(), GameText);
        QVERIFY(Settings::setAutosavedGame(QString()));
        QVERIFY(!QFileInfo::exists(path));
    }

    // Recent files and the last folder keep their Chinese names through the settings (the registry on Windows).
    void recentFilesWithChineseNames() {
        Settings s = Settings::load();
        const QString file = QDir::toNativeSeparators(chineseDir_ + QStringLiteral("/棋谱.pgn"));
        s.recentFiles = {file, QStringLiteral("C:\\象棋\\第二局.xqf")};
        s.lastFolder = chineseDir_;
        s.save();
        const Settings loaded = Settings::load();
        QCOMPARE(loaded.recentFiles, s.recentFiles);
        QCOMPARE(loaded.lastFolder, chineseDir_);
    }

    // Settings::save and the puzzle progress, the window geometry and the engines list go where the platform
    // keeps settings: HKEY_CURRENT_USER\Software\<organisation>\<application> on Windows; the auto-save file and
    // damaged copies in AppData, not beside the program (which may be in the read-only Program Files).
    void settingsInThePlatformsPlaces() {
        QSettings settings;
#ifdef Q_OS_WIN
        QCOMPARE(settings.format(), QSettings::NativeFormat);
        QVERIFY2(settings.fileName().startsWith(QStringLiteral("\\HKEY_CURRENT_USER\\Software\\XiangqiWindowsTest")),
                 qPrintable(settings.fileName()));
        QVERIFY2(Settings::checkSettingsFile().isEmpty(), "the registry is never moved aside");
#endif
        const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY2(Settings::autosavePath().startsWith(appData), qPrintable(Settings::autosavePath()));
        QVERIFY(!Settings::autosavePath().startsWith(QCoreApplication::applicationDirPath()));
    }

    // A puzzle collection opened from C:\象棋\残局.epd.
    void puzzleCollectionWithAChineseName() {
        const QString path = chineseDir_ + QStringLiteral("/残局 练习.epd");
        QVERIFY(writeBytes(path, "4k4/1R1R5/3a1a2b/9/9/4c4/9/9/1p2K4/5A3 w - - 0 1; dm 1; id \"一\"\r\n"
                                 "2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1; dm 2; id \"二\"\r\n"));
        PuzzleDialog dialog;
        QString error;
        QVERIFY2(dialog.loadCollection(path, &error), qPrintable(error));
        QCOMPARE(dialog.puzzleCount(), 2);
    }

    // An engine in "C:\象棋 目录\my engines\xiangqi engine.exe": the list of engines keeps the path, the engine
    // starts from it, and is gone when its EngineProcess is (on Windows a running program cannot be deleted).
    void engineInAFolderWithSpacesAndChineseNames() {
        const QString folder = chineseDir_ + QStringLiteral("/my engines");
        QVERIFY(QDir().mkpath(folder));
        const QString copy = folder + QStringLiteral("/xiangqi engine 引擎") + QStringLiteral(XIANGQI_EXE);
        QFile::remove(copy);
        QVERIFY(QFile::copy(OurEngine, copy));
        QFile(copy).setPermissions(QFile(copy).permissions() | QFileDevice::ExeOwner);

        EngineConfig config;
        config.name = QStringLiteral("引擎 one");
        config.command = QDir::toNativeSeparators(copy);
        config.protocol = EngineProtocol::Uci;
        EngineRegistry(EngineRegistry::Storage::UserSettings).setEngines({config});
        const QList<EngineConfig> engines = EngineRegistry(EngineRegistry::Storage::UserSettings).engines();
        QCOMPARE(engines.size(), 1);
        QCOMPARE(engines.front().command, config.command);
        QCOMPARE(engines.front().name, config.name);

        auto* engine = new EngineProcess;
        QSignalSpy ready(engine, &EngineProcess::ready);
        engine->start(engines.front());
        QVERIFY(ready.wait(20000) || !ready.isEmpty());
        QCOMPARE(engine->state(), EngineProcess::State::Ready);
        delete engine;  // quit, then kill: the program is not running any more
        QTRY_VERIFY_WITH_TIMEOUT(QFile::remove(copy) || !QFileInfo::exists(copy), 5000);
    }

    // Engines start without a console window of their own (CREATE_NO_WINDOW on Windows).
    void enginesGetNoConsoleWindow() {
        QProcess process;
        EngineProcess::prepareProcess(process);
#ifdef Q_OS_WIN
        const auto modifier = process.createProcessArgumentsModifier();
        QVERIFY(bool(modifier));
        QProcess::CreateProcessArguments args{};
        modifier(&args);
        QVERIFY(args.flags & CREATE_NO_WINDOW);
#else
        QVERIFY(process.program().isEmpty());  // nothing to do elsewhere
#endif
    }

    // xiangqi-convert (no Qt: std::filesystem) reads C:\象棋 目录\棋谱.pgn, the folder too, and writes
    // C:\象棋 目录\输出.pgn.
    void convertWithChineseNames() {
        const QString in = chineseDir_ + QStringLiteral("/棋谱.pgn");
        QVERIFY(writeBytes(in, GameText.toUtf8()));
        const QString out = chineseDir_ + QStringLiteral("/输出.pgn");
        QFile::remove(out);
        QProcess p;
        p.start(Convert, {QDir::toNativeSeparators(in), QStringLiteral("-o"), QDir::toNativeSeparators(out)});
        QVERIFY(p.waitForFinished(30000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray written = f.readAll();
        QVERIFY2(written.contains("炮二平五"), written.constData());
        QVERIFY(!written.contains('\r'));  // the same bytes as on Linux
        QProcess folder;
        folder.start(Convert, {QDir::toNativeSeparators(chineseDir_)});
        QVERIFY(folder.waitForFinished(30000));
        QVERIFY2(folder.readAllStandardOutput().contains("紅方棋手"), folder.readAllStandardError().constData());
    }

    // Sound: Qt Multimedia, or PlaySound on Windows builds without it; playing never fails without a device.
    void soundPlaysOrIsSilent() {
#ifdef Q_OS_WIN
        QVERIFY(Sound::isAvailable());
#endif
        Sound sound;
        QSignalSpy played(&sound, &Sound::played);
        sound.play(Sound::MoveSound);
        sound.play(Sound::GameOverSound);
        QCOMPARE(played.size(), 2);
    }
};

QTEST_MAIN(TestWindows)
#include "test_windows.moc"
