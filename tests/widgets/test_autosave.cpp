// Nothing lost: the game in progress is written to its own file after every move, atomically, so a `kill -9`
// of the real program one second after a move leaves exactly that game for the next start; a damaged auto-save
// or settings file is reported, moved aside with a timestamp, and never stops the program from starting.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include "freshsettings.h"
#include "programhome.h"

#include "xiangqi/pgn.h"
#include "xiangqi/session/settingsstore.h"
#include "xiangqi/session/settings.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {

const QString program = QStringLiteral(XIANGQI_GAME);

// The main line of the first game of a PGN text, as ICCS moves ("h2e2 h9g7"), or "error: ..." when it does not read.
QString mainLine(const QString& pgn) {
    std::vector<GameRecord> games;
    RecordError error;
    const std::string text = pgn.toStdString();
    if (!readPgn(text, &games, &error)) return "error: " + QString::fromStdString(describeError(error));
    if (games.empty()) return "error: no game";
    QStringList moves;
    for (Move m : games.front().mainLineMoves()) moves << QString::fromStdString(moveToUci(m));
    return moves.join(' ');
}

// The files in dir whose names match pattern.
QStringList filesLike(const QString& dir, const QString& pattern) {
    QStringList found;
    const QRegularExpression re(pattern);
    for (const QString& name : QDir(dir).entryList(QDir::Files))
        if (re.match(name).hasMatch()) found << name;
    return found;
}

// The real program's home (programhome.h), and what its next start offers.
struct Home : ProgramHome {
    void start(QProcess& process, const QStringList& arguments) const { ProgramHome::start(process, program, arguments); }
    // Runs --print-autosave: the game the next start offers, and what it said on stderr.
    QString printAutosave(QString* err = nullptr) const {
        QProcess process;
        start(process, {"--print-autosave"});
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished();
            return "error: --print-autosave did not finish";
        }
        if (err) *err = QString::fromUtf8(process.readAllStandardError());
        if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
            return "error: --print-autosave failed";
        return QString::fromUtf8(process.readAllStandardOutput());
    }
};

bool writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Damaged auto-saves of every kind.
const QList<QPair<const char*, QByteArray>>& damagedGames() {
    static const QList<QPair<const char*, QByteArray>> list = {
        {"binary", QByteArray("\x00\x01\xff\xfe garbage \x00", 14)},
        {"invalid UTF-8", QByteArray("[Event \"x\"]\n\n1. h2e2 \xc3\x28 *\n")},
        {"illegal move", QByteArray("[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 2. A0-A9 *\n")},
        {"cut in a comment", QByteArray("[Format \"ICCS\"]\n\n1. H2-E2 {unfinished")},
        {"bad FEN", QByteArray("[FEN \"9/9/9 w\"]\n\n*\n")},
        {"empty", QByteArray()},
    };
    return list;
}

}  // namespace

class TestAutosave : public QObject {
    Q_OBJECT
    QTemporaryDir settingsDir_;

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("XiangqiAutosaveTest");
        QStandardPaths::setTestModeEnabled(true);  // ~/.qttest/...: never the user's own files
        useFreshSettings(settingsDir_.path());
        QVERIFY2(QFileInfo::exists(program), qPrintable(program));
    }
    void init() {
        Settings::setAutosavedGame(QString());
        QSettings().clear();
    }
    void cleanupTestCase() { QDir(QFileInfo(Settings::autosavePath()).absolutePath()).removeRecursively(); }

    // Written atomically to its own file (no temporary file left beside it), read back exactly, removed when empty.
    void writesItsOwnFile() {
        const QString pgn = "[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 *\n";
        QString error;
        QVERIFY2(Settings::setAutosavedGame(pgn, &error), qPrintable(error));
        QVERIFY(Settings::autosavePath().endsWith("/autosave.pgn"));
        QCOMPARE(QString::fromUtf8(readFile(Settings::autosavePath())), pgn);
        QCOMPARE(QDir(QFileInfo(Settings::autosavePath()).path()).entryList(QDir::Files), QStringList{"autosave.pgn"});
        QString problem;
        QCOMPARE(Settings::autosavedGame(&problem), pgn);
        QVERIFY(problem.isEmpty());
        QVERIFY(!QSettings().contains("autosave/pgn"));  // not in the settings file
        QVERIFY(Settings::setAutosavedGame(QString()));
        QVERIFY(!QFileInfo::exists(Settings::autosavePath()));
        QCOMPARE(Settings::autosavedGame(&problem), QString());
        QVERIFY(problem.isEmpty());
    }

    // The window writes the file after every move, not at exit.
    void windowSavesAfterEveryMove() {
        MainWindow window(true);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        QStringList played;
        for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"}) {
            QVERIFY(parts::controller(window)->requestMove(parseUciMove(m)));
            played << m;
            QCOMPARE(mainLine(QString::fromUtf8(readFile(Settings::autosavePath()))), played.join(' '));
        }
        parts::controller(window)->takeback();
        played.removeLast();
        QCOMPARE(mainLine(QString::fromUtf8(readFile(Settings::autosavePath()))), played.join(' '));
    }

    // A game kept in the settings key by earlier versions moves to the file.
    void oldSettingsKeyMovesToTheFile() {
        const QString pgn = "[Format \"ICCS\"]\n\n1. H2-E2 *\n";
        QSettings().setValue("autosave/pgn", pgn);
        QCOMPARE(Settings::autosavedGame(), pgn);
        QVERIFY(!QSettings().contains("autosave/pgn"));
        QCOMPARE(QString::fromUtf8(readFile(Settings::autosavePath())), pgn);
    }

    void damagedAutosaveIsMovedAside_data() {
        QTest::addColumn<QByteArray>("bytes");
        for (const auto& [name, bytes] : damagedGames()) QTest::newRow(name) << bytes;
        QByteArray big("[Format \"ICCS\"]\n\n");
        big.append(QByteArray(17 * 1024 * 1024, ' '));
        QTest::newRow("17 MB") << big;
    }
    void damagedAutosaveIsMovedAside() {
        QFETCH(QByteArray, bytes);
        const QString path = Settings::autosavePath();
        const QString dir = QFileInfo(path).path();
        for (const QString& f : filesLike(dir, "corrupt")) QFile::remove(dir + "/" + f);
        QVERIFY(writeFile(path, bytes));
        QString problem;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("auto-saved game .* is damaged"));
        QCOMPARE(Settings::autosavedGame(&problem), QString());
        QVERIFY2(problem.contains("damaged"), qPrintable(problem));
        QVERIFY(!QFileInfo::exists(path));
        const QStringList aside = filesLike(dir, "^autosave-\\d{8}-\\d{6}\\.corrupt\\.pgn$");
        QCOMPARE(aside.size(), 1);
        QVERIFY2(problem.contains(aside.front()), qPrintable(problem));
        QCOMPARE(readFile(dir + "/" + aside.front()), bytes);    // kept as it was, for a bug report
        QCOMPARE(Settings::autosavedGame(&problem), QString());  // and the next start is quiet
        QVERIFY(problem.isEmpty());
    }

    void moveAsideNeverOverwrites() {
        const QString path = QFileInfo(Settings::autosavePath()).path() + "/x.pgn";
        QStringList moved;
        for (int i = 0; i < 3; ++i) {
            QVERIFY(writeFile(path, QByteArray::number(i)));
            moved << Settings::moveAside(path);
            QVERIFY(!moved.back().isEmpty());
            QCOMPARE(readFile(moved.back()), QByteArray::number(i));
        }
        QCOMPARE(QSet<QString>(moved.begin(), moved.end()).size(), 3);
        for (const QString& f : moved) QFile::remove(f);
    }

    // A settings file QSettings cannot use is moved aside; the defaults are used.
    void damagedSettingsAreMovedAside_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("binary") << QByteArray(
            "\x7f"
            "ELF\x02\x01\x01\x00\x00\x00[engine]\nlevel=5\n",
            24);
        QTest::newRow("invalid UTF-8") << QByteArray("[view]\nlanguage=\xff\xfe\n");
    }
    void damagedSettingsAreMovedAside() {
        QFETCH(QByteArray, bytes);
        if (QSettings().format() == QSettings::NativeFormat && QSettings().fileName().startsWith(u'\\'))
            QSKIP("the settings are in the Windows registry, which has no file to damage (docs/WINDOWS.md)");
        const QString path = QSettings().fileName();
        const QString dir = QFileInfo(path).path();
        for (const QString& f : filesLike(dir, "corrupt")) QFile::remove(dir + "/" + f);
        QVERIFY(writeFile(path, bytes));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("settings file .* is damaged"));
        const QString problem = Settings::checkSettingsFile();
        QVERIFY2(problem.contains("damaged"), qPrintable(problem));
        // In its place a good file that holds only "not the first start".
        const QSettings fresh(path, QSettings::IniFormat);
        QCOMPARE(fresh.status(), QSettings::NoError);
        QCOMPARE(fresh.allKeys(), QStringList{Settings::WelcomedKey});
        QVERIFY(Settings::wasWelcomed(session::SettingsStore(session::SettingsStore::Backend::UserFile)));
        const QString base = QFileInfo(path).completeBaseName();
        QCOMPARE(filesLike(dir, "^" + base + "-\\d{8}-\\d{6}\\.corrupt\\.conf$").size(), 1);
        QCOMPARE(Settings::load().setup.level, 2);  // the default (Casual)
        QVERIFY(Settings::checkSettingsFile().isEmpty());
    }

    void goodSettingsAreLeftAlone() {
        QSettings().setValue("engine/level", 3);
        QSettings().setValue("view/language", QString::fromUtf8("zh_CN 中文"));
        QSettings().sync();
        QVERIFY(Settings::checkSettingsFile().isEmpty());
        QCOMPARE(Settings::load().setup.level, 3);
    }

    // The real program: play moves, `kill -9` one second after the last one, start again: exactly that game.
    void killedProcessLosesNothing_data() {
        QTest::addColumn<QString>("moves");
        QTest::newRow("4 moves") << "h2e2 h9g7 h0g2 i9h9";
        QTest::newRow("11 moves") << "c3c4 c6c5 b2c2 h9g7 b0a2 i9h9 a0b0 b7b3 h2e2 b9c7 h0g2";
    }
    void killedProcessLosesNothing() {
#if defined(Q_OS_LINUX) || defined(Q_OS_FREEBSD) || defined(Q_OS_OPENBSD) || defined(Q_OS_NETBSD)
        QFETCH(QString, moves);
        Home home;
        QProcess game;
        home.start(game, {"--new-window", "--mode", "hotseat", "--moves", moves});
        QVERIFY2(game.waitForStarted(30000), qPrintable(game.errorString()));
        // The last move is in the file as soon as it is played; then one more second, and the hard kill.
        QTRY_COMPARE_WITH_TIMEOUT(mainLine(QString::fromUtf8(readFile(home.autosave()))), moves, 60000);
        QTest::qWait(1000);
        QCOMPARE(game.state(), QProcess::Running);
        game.kill();  // SIGKILL: no close event, no destructor, no QSettings sync
        QVERIFY(game.waitForFinished(30000));
        QCOMPARE(game.exitStatus(), QProcess::CrashExit);
        QString err;
        const QString offered = home.printAutosave(&err);
        QCOMPARE(mainLine(offered), moves);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(filesLike(home.dataDir(), "corrupt").size(), 0);
#else
        QSKIP("the file locations below are those of Linux and the BSDs");
#endif
    }

    // Damaged files at start: the real program still starts (and keeps running), the files are moved aside.
    // A first start writes one thing to the settings, that the player was welcomed; showing the defaults writes
    // nothing (the file a start leaves is the same whatever the timing).
    void firstStartWritesOnlyTheWelcome() {
#if defined(Q_OS_LINUX) || defined(Q_OS_FREEBSD) || defined(Q_OS_OPENBSD) || defined(Q_OS_NETBSD)
        Home home;
        QProcess game;
        home.start(game, {"--new-window"});
        QVERIFY2(game.waitForStarted(30000), qPrintable(game.errorString()));
        // The welcome is the start's last step: once it is written, the start is over.
        QTRY_VERIFY_WITH_TIMEOUT(
            QSettings(home.settingsFile(), QSettings::IniFormat).value(Settings::WelcomedKey).toBool(), 60000);
        QTest::qWait(1000);
        QCOMPARE(game.state(), QProcess::Running);
        game.kill();
        game.waitForFinished(30000);
        QCOMPARE(QSettings(home.settingsFile(), QSettings::IniFormat).allKeys(), QStringList{Settings::WelcomedKey});
        QVERIFY(!QFileInfo::exists(home.autosave()));
#else
        QSKIP("the file locations below are those of Linux and the BSDs");
#endif
    }

    void damagedFilesNeverStopTheStart() {
#if defined(Q_OS_LINUX) || defined(Q_OS_FREEBSD) || defined(Q_OS_OPENBSD) || defined(Q_OS_NETBSD)
        Home home;
        QVERIFY(writeFile(home.autosave(), damagedGames()[0].second));
        QVERIFY(writeFile(home.settingsFile(), QByteArray("[engine]\nlevel=\x00\xff\n", 16)));
        QProcess game;
        home.start(game, {"--new-window"});
        QVERIFY2(game.waitForStarted(30000), qPrintable(game.errorString()));
        // The end state of the start, which nothing changes while the program stands idle: both damaged files
        // moved aside, no auto-saved game, and a good settings file in place of the damaged one.
        const QString configDir = home.config() + "/Xiangqi";
        QTRY_VERIFY_WITH_TIMEOUT(filesLike(home.dataDir(), "^autosave-\\d{8}-\\d{6}\\.corrupt\\.pgn$").size() == 1 &&
                                     filesLike(configDir, "^Xiangqi-\\d{8}-\\d{6}\\.corrupt\\.conf$").size() == 1 &&
                                     QFileInfo::exists(home.settingsFile()),
                                 60000);
        QTest::qWait(1500);
        QCOMPARE(game.state(), QProcess::Running);  // started, showing the message
        game.kill();
        game.waitForFinished(30000);
        const QString err = QString::fromUtf8(game.readAllStandardError());
        QVERIFY2(err.contains("settings file") && err.contains("auto-saved game"), qPrintable(err));
        QVERIFY(!QFileInfo::exists(home.autosave()));
        QCOMPARE(filesLike(home.dataDir(), "corrupt").size(), 1);
        QCOMPARE(filesLike(configDir, "corrupt").size(), 1);
        // The fresh file reads, and holds only what the start decided: the player is not new (no welcome over
        // the message). Restoring the defaults writes nothing.
        const QSettings fresh(home.settingsFile(), QSettings::IniFormat);
        QCOMPARE(fresh.status(), QSettings::NoError);
        QCOMPARE(fresh.allKeys(), QStringList{Settings::WelcomedKey});
        QCOMPARE(fresh.value(Settings::WelcomedKey).toBool(), true);

        // --print-autosave reports the same way and exits normally.
        QVERIFY(writeFile(home.autosave(), damagedGames()[2].second));
        QString printed;
        QCOMPARE(home.printAutosave(&printed), QString());
        QVERIFY2(printed.contains("damaged"), qPrintable(printed));
        QCOMPARE(filesLike(home.dataDir(), "corrupt").size(), 2);
#else
        QSKIP("the file locations below are those of Linux and the BSDs");
#endif
    }
};

QTEST_MAIN(TestAutosave)
#include "test_autosave.moc"
