// The main window as the user meets it: a record opened for study, analysis that leaves the players alone, texts
// in the language chosen, unique access keys in every menu, and the keyboard between the move box and the board.
#include <QtTest>

#include <QAction>
#include <QLineEdit>
#include <QMenuBar>
#include <QSettings>
#include <QFileInfo>

#include "xiangqi/session/gamedocument.h"
#include "xiangqi/session/settings.h"
#include "xiangqi/session/settingsstore.h"
#include "xiangqi/session/speech.h"
#include "xiangqi/ui/actionids.h"
#include "xiangqi/ui/analysisactions.h"
#include "xiangqi/ui/comfortactions.h"
#include "xiangqi/ui/databaseactions.h"
#include "xiangqi/ui/speechactions.h"
#include "xiangqi/ui/studyactions.h"
#include "xiangqi/ui/analysispanel.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/enginepanel.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {

// The access key of a menu text ("Save &As…" → 'A'), or 0; "&&" is a literal ampersand.
QChar accessKey(const QString& text) {
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toUpper();
    }
    return {};
}

// Every menu's duplicate access keys, as "Menu: K (first, second)".
QStringList duplicateKeys(QWidget* menu, const QString& title) {
    QStringList problems;
    QHash<QChar, QString> seen;
    for (QAction* a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible()) continue;
        const QChar key = accessKey(a->text());
        if (!key.isNull()) {
            if (seen.contains(key))
                problems << QStringLiteral("%1: %2 (%3, %4)").arg(title, key, seen.value(key), a->text());
            else seen.insert(key, a->text());
        }
        if (QMenu* sub = a->menu()) problems << duplicateKeys(sub, a->text());
    }
    return problems;
}

QString writeGame(const QTemporaryDir& dir, const char* name, const QByteArray& pgn) {
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(pgn);
    return path;
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("XiangqiTest");
        QCoreApplication::setApplicationName("test_mainwindow");
    }

    // Defect 1: New Game as Black against the computer, then open a record with Red to move. The computer moved on
    // the record at once, and Save wrote its move into the file. A record opens for study until Play from Here.
    void openingARecordShowsItForStudy() {
        MainWindow window(false);
        GameSetup youPlayBlack;
        youPlayBlack.red = PlayerKind::Computer;
        youPlayBlack.black = PlayerKind::Human;
        youPlayBlack.depth = 1;
        window.newGame(youPlayBlack);
        QTRY_COMPARE(parts::controller(window)->length(), 1);  // the computer opened the new game
        QTemporaryDir dir;
        const QByteArray pgn = "[Event \"study\"]\n\n1. h2e2 h9g7 *\n";
        const QString path = writeGame(dir, "red-to-move.pgn", pgn);
        window.openFile(path);
        QCOMPARE(parts::controller(window)->length(), 2);
        QCOMPARE(parts::controller(window)->position().sideToMove(), Color::Red);
        QTest::qWait(600);
        QCOMPARE(parts::controller(window)->length(), 2);  // nobody moved on the record
        QVERIFY(!parts::controller(window)->isThinking());
        QVERIFY(!parts::document(window)->isDirty());
        QVERIFY(window.save());  // Ctrl+S: the file's own moves, no more
        GameController other;
        GameDocument reopened(&other);
        QVERIFY(reopened.open(path));
        QCOMPARE(other.length(), 2);
        // The next New Game still offers the user's own choice of players.
        QCOMPARE(window.settings().setup.red, PlayerKind::Computer);
        // Play from Here: the computer (Red) takes over from the position shown.
        window.playFromHere();
        QCOMPARE(parts::controller(window)->setup().red, PlayerKind::Computer);
        QTRY_COMPARE(parts::controller(window)->length(), 3);
    }

    // Defect 3: analysis (F2) switched the game to two players for good: the game, the next New Game and the
    // settings kept two players after it stopped.
    void analysisLeavesThePlayersAlone() {
        QSettings().clear();
        {
            MainWindow window(true);
            GameSetup youPlayRed;
            youPlayRed.red = PlayerKind::Human;
            youPlayRed.black = PlayerKind::Computer;
            youPlayRed.depth = 1;
            window.newGame(youPlayRed);
            parts::analysis(window)->setAnalysing(true);
            QCOMPARE(parts::controller(window)->setup().black, PlayerKind::Human);  // the user moves both sides meanwhile
            QCOMPARE(window.settings().setup.black, PlayerKind::Computer);
            QCOMPARE(Settings::load().setup.black, PlayerKind::Computer);
            parts::analysis(window)->setAnalysing(false);
            QCOMPARE(parts::controller(window)->setup().black, PlayerKind::Computer);
            QCOMPARE(parts::controller(window)->setup().red, PlayerKind::Human);
            QCOMPARE(window.settings().setup.black, PlayerKind::Computer);
            // A game begun during analysis keeps its own players when analysis stops.
            parts::analysis(window)->setAnalysing(true);
            GameSetup hotseat;
            hotseat.red = hotseat.black = PlayerKind::Human;
            window.newGame(hotseat);
            parts::analysis(window)->setAnalysing(false);
            QCOMPARE(parts::controller(window)->setup().black, PlayerKind::Human);
            window.close();
        }
        QSettings().clear();
        Settings::setAutosavedGame(QString());
    }

    // A window on the memory store (screenshots, tests) keeps what its features set for this run only: the user's
    // settings file is never written, whatever is changed.
    void memoryStoreLeavesTheUserFileAlone() {
        QFile::remove(QSettings().fileName());  // this test process's own home (testhome.cpp)
        MainWindow w(false);
        QCOMPARE(w.preferences().backend(), SettingsStore::Backend::Memory);
        w.findChild<StudyActions*>()->setMoveTreeShown(true);
        w.findChild<ComfortActions*>()->setBoardTheme(1);
        w.findChild<ComfortActions*>()->setAnimationMs(0);
        w.findChild<DatabaseActions*>()->setExplorerShown(true);
        w.findChild<QAction*>(QStringLiteral("database.computerUsesBook"))->trigger();  // off
        parts::analysis(w)->panel()->setMultiPv(3);
        // The window's own settings, the welcome and the speech settings go to the same store.
        QVERIFY(w.welcomeOnFirstStart());
        QVERIFY(!w.welcomeOnFirstStart());  // remembered, for this run
        w.setNotation(Notation::Wxf);
        w.setFlipped(true);
        w.setLanguage(QStringLiteral("zh_CN"));
        w.setLanguage(QStringLiteral("en"));
        w.findChild<QAction*>(QLatin1String(actionid::warnRepetition))->trigger();
        w.findChild<QAction*>(QStringLiteral("options.threads.1"))->trigger();
        SpeechSettings speech;
        speech.enabled = true;
        speech.rate = 0.5;
        w.findChild<SpeechActions*>()->setSettings(speech);
        w.close();
        const QVariantMap& memory = w.preferences().memory();
        QCOMPARE(memory.value(QStringLiteral("view/notation")).toInt(), int(Notation::Wxf));
        QCOMPARE(memory.value(QStringLiteral("view/flipped")).toBool(), true);
        QCOMPARE(memory.value(QStringLiteral("game/warnRepetition")).toBool(), false);
        QCOMPARE(memory.value(QStringLiteral("start/welcomed")).toBool(), true);
        QCOMPARE(memory.value(QStringLiteral("speech/enabled")).toBool(), true);
        QCOMPARE(memory.value(QStringLiteral("speech/rate")).toDouble(), 0.5);
        QCOMPARE(Settings::load(w.preferences()).notation, Notation::Wxf);
        QCOMPARE(SpeechSettings::load(w.preferences(), false).rate, 0.5);
        QCOMPARE(w.preferences().value(session::setting::MoveTreeShown), true);
        QCOMPARE(w.preferences().value(session::setting::BoardTheme), 1);
        QCOMPARE(w.preferences().value(session::setting::ExplorerShown), true);
        QCOMPARE(w.preferences().value(session::setting::ComputerUsesBook), false);
        QVERIFY(w.preferences().memory().size() >= 5);
        QCOMPARE(QSettings().allKeys(), QStringList());
        QVERIFY2(!QFileInfo::exists(QSettings().fileName()), qPrintable(QSettings().fileName()));
    }

    // Edit → Undo names the step it undoes and undoes it; Redo puts it back.
    void editMenuUndoesRecordEdits() {
        MainWindow window(false);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        auto* undo = window.findChild<QAction*>(QStringLiteral("edit.undo"));
        auto* redo = window.findChild<QAction*>(QStringLiteral("edit.redo"));
        QVERIFY(undo && redo);
        QVERIFY(!undo->isEnabled() && !redo->isEnabled());
        QVERIFY(parts::controller(window)->requestMove(parseUciMove("h2e2")));
        parts::controller(window)->setComment(parts::controller(window)->game().cursor(), QStringLiteral("central cannon"));
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), QStringLiteral("&Undo Edit Comment"));
        undo->trigger();
        QVERIFY(parts::controller(window)->record().node(parts::controller(window)->game().cursor()).comment.empty());
        QCOMPARE(undo->text(), QStringLiteral("&Undo Move"));
        QCOMPARE(redo->text(), QStringLiteral("&Redo Edit Comment"));
        redo->trigger();
        QCOMPARE(QString::fromStdString(parts::controller(window)->record().node(parts::controller(window)->game().cursor()).comment),
                 QStringLiteral("central cannon"));
        QVERIFY(!redo->isEnabled());
    }

    // Defect 4: after switching the language, texts already shown stayed in the old one.
    void languageSwitchRetranslatesWhatIsShown() {
        MainWindow window(false);
        window.setLanguage(QStringLiteral("en"));
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        QCOMPARE(parts::controller(window)->record().tag("Red"), std::string("Human"));
        SearchInfo info;
        info.depth = 6;
        info.score = 120;
        info.nps = 250000;
        info.nodes = 5000;
        info.timeMs = 20;
        parts::enginePanel(window)->setInfo(info, parts::controller(window)->position(), Notation::Chinese);
        QCOMPARE(parts::enginePanel(window)->scoreText(), QStringLiteral("Red +1.20"));
        window.setLanguage(QStringLiteral("zh_CN"));
        QVERIFY2(!parts::enginePanel(window)->scoreText().contains(QStringLiteral("Red")),
                 qPrintable(parts::enginePanel(window)->scoreText()));
        QVERIFY2(parts::controller(window)->record().tag("Red") != "Human", parts::controller(window)->record().tag("Red").c_str());
        QVERIFY(!parts::document(window)->isDirty());  // a language is no change to the game
        window.setLanguage(QStringLiteral("en"));
        QCOMPARE(parts::enginePanel(window)->scoreText(), QStringLiteral("Red +1.20"));
        QCOMPARE(parts::controller(window)->record().tag("Red"), std::string("Human"));
        // A name from a file is the file's.
        QTemporaryDir dir;
        parts::document(window)->open(writeGame(dir, "named.pgn", "[Red \"Human\"]\n[Black \"Lü Qin\"]\n\n1. h2e2 *\n"));
        window.setLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(parts::controller(window)->record().tag("Black"), std::string("Lü Qin"));
        QCOMPARE(parts::controller(window)->record().tag("Red"), std::string("Human"));
        window.setLanguage(QStringLiteral("en"));
    }

    // Defect 6: menus with one access key for two entries (P: Endgame Puzzles, Export Picture, Paste FEN; R: Open
    // Recent, Resign). In English and in Chinese, each key opens one entry of its menu.
    void menuAccessKeysAreUnique_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Chinese") << QStringLiteral("zh_CN");
    }
    void menuAccessKeysAreUnique() {
        QFETCH(QString, language);
        MainWindow window(false);
        window.setLanguage(language);
        QStringList problems = duplicateKeys(window.menuBar(), QStringLiteral("menu bar"));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
        window.setLanguage(QStringLiteral("en"));
    }

    // The window's actions are found by their ids (actionids.h), the same in every language, and they are the
    // actions of its menus: each id names one action, and triggering it by id does what the menu entry does.
    void actionsAreFoundById() {
        MainWindow window(false);
        const char* const ids[] = {actionid::newGame, actionid::open, actionid::save, actionid::saveAs,
                                   actionid::exportPicture, actionid::pause, actionid::offerDraw, actionid::resign,
                                   actionid::quit, actionid::takeback, actionid::redo, actionid::moveNow,
                                   actionid::hint, actionid::playFromHere, actionid::first, actionid::previous,
                                   actionid::next, actionid::last, actionid::undoEdit, actionid::redoEdit,
                                   actionid::gameInformation, actionid::copyFen, actionid::pasteFen, actionid::flip,
                                   actionid::enginePanel, actionid::piecesTraditional, actionid::piecesInternational,
                                   actionid::notationSimplified, actionid::notationTraditional, actionid::notationWxf,
                                   actionid::notationIccs, actionid::languageSystem, actionid::languageEnglish,
                                   actionid::languageChinese, actionid::warnRepetition, actionid::sound,
                                   actionid::about, actionid::aboutQt,
                                   // registered by the features
                                   "analysis.analyse", "analysis.review", "database.computerUsesBook",
                                   "speech.speak", "options.rules.asian"};
        QSet<QString> inMenus;
        const std::function<void(QMenu*)> walk = [&](QMenu* menu) {
            for (QAction* a : menu->actions()) {
                if (a->menu()) walk(a->menu());
                else inMenus.insert(a->objectName());
            }
        };
        for (QAction* a : window.menuBar()->actions())
            if (a->menu()) walk(a->menu());
        for (const char* id : ids) {
            const QList<QAction*> found = window.findChildren<QAction*>(QLatin1String(id));
            QVERIFY2(found.size() == 1, id);
            QVERIFY2(inMenus.contains(QLatin1String(id)), id);
        }
        window.setLanguage(QStringLiteral("zh_CN"));
        QVERIFY(window.findChild<QAction*>(QLatin1String(actionid::flip)));
        const bool flipped = parts::boardView(window)->isFlipped();
        window.findChild<QAction*>(QLatin1String(actionid::flip))->trigger();
        QCOMPARE(parts::boardView(window)->isFlipped(), !flipped);
        window.setLanguage(QStringLiteral("en"));
    }

    // Defect 7: after a typed move and Enter the focus left the move box; a click on the board did not take the
    // focus from it, so the arrow keys went on editing the box instead of moving through the game.
    void keyboardBetweenMoveBoxAndBoard() {
        MainWindow window(false);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        window.resize(980, 760);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QLineEdit* box = parts::moveInput(window);
        box->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), box);
        QTest::keyClicks(box, QStringLiteral("h2e2"));
        QTest::keyClick(box, Qt::Key_Return);
        QCOMPARE(parts::controller(window)->length(), 1);
        QCOMPARE(QApplication::focusWidget(), box);  // ready for the next move
        QTest::keyClicks(box, QStringLiteral("h9g7"));
        QTest::keyClick(box, Qt::Key_Return);
        QCOMPARE(parts::controller(window)->length(), 2);
        QCOMPARE(QApplication::focusWidget(), box);
        QTest::mouseClick(parts::boardView(window), Qt::LeftButton, {}, QPoint(5, 5));
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(parts::boardView(window)));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
        QCOMPARE(parts::controller(window)->cursor(), 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QCOMPARE(parts::controller(window)->cursor(), 2);
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
