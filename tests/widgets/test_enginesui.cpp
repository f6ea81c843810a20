// The window's external engines, clocks and engine matches: the Engines dialog against our xiangqi-engine (and
// Fairy-Stockfish when installed), games against external engines, the fake engine's illegal moves, crashes and
// silences reported while the game goes on, flag fall (a win, or a draw when the other side cannot mate), take-back
// restoring the clocks, and a two-game match between two of our levels. Clocks run on a ManualTimeSource.
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QWheelEvent>
#include <QTableWidget>
#include <QtTest>

#include "xiangqi/movegen.h"
#include "xiangqi/session/analysisengine.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/player.h"
#include "xiangqi/ui/analysisactions.h"
#include "xiangqi/ui/analysispanel.h"
#include "xiangqi/ui/clockwidget.h"
#include "xiangqi/ui/engineactions.h"
#include "xiangqi/ui/enginepanel.h"
#include "xiangqi/ui/enginesdialog.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/matchdialog.h"
#include "xiangqi/ui/newgamedialog.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {

const QString OurEngine = QStringLiteral(XIANGQI_BIN_DIR "/xiangqi-engine" XIANGQI_EXE);
const QString FakeEngine = QStringLiteral(XIANGQI_BIN_DIR "/xiangqi_fake_engine" XIANGQI_EXE);
const QString FairyStockfish = QStringLiteral("/usr/games/fairy-stockfish");

EngineConfig config(const QString& name, const QString& command, EngineProtocol p = EngineProtocol::Uci,
                    const QStringList& args = {}) {
    EngineConfig c;
    c.name = name;
    c.command = command;
    c.arguments = args;
    c.protocol = p;
    return c;
}

// Every move of the game's line was legal where it was played (the controller's record proves nothing by itself).
bool allLegal(const GameController& c) {
    for (int ply = 1; ply <= c.length(); ++ply) {
        const Position before = c.positionAtPly(ply - 1);
        const Position after = c.positionAtPly(ply);
        if (after.history().empty() || !before.isLegal(after.history().back().move)) return false;
    }
    return true;
}

GameSetup externalAgainstHuman(const EngineConfig& engine, qint64 movetimeMs = 100) {
    GameSetup s;
    s.red = PlayerKind::Computer;
    s.black = PlayerKind::Human;
    s.redEngine = engine;
    s.level = 0;  // our stand-in plays fast
    s.movetimeMs = movetimeMs;
    return s;
}

}  // namespace

class TestEnginesUi : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY2(QFileInfo(OurEngine).isExecutable(), qPrintable(OurEngine));
        QVERIFY2(QFileInfo(FakeEngine).isExecutable(), qPrintable(FakeEngine));
    }

    // ---- Options → Engines… ----

    void enginesDialogAddsOurEngine() {
        EnginesDialog dialog({});
        QSignalSpy added(&dialog, &EnginesDialog::added);
        dialog.addEngine(OurEngine);  // protocol detected
        QVERIFY(added.wait(15000));
        QCOMPARE(dialog.engines().size(), 1);
        const EngineConfig e = dialog.engines().front();
        QCOMPARE(e.protocol, EngineProtocol::Uci);  // one UCI_Variant value only: not Fairy-Stockfish
        QVERIFY2(e.name.startsWith("Xiangqi"), qPrintable(e.name));
        QStringList names;
        for (const EngineOption& o : dialog.knownOptions(0)) names << o.name;
        QVERIFY2(names.contains("Hash") && names.contains("MultiPV") && names.contains("Level"),
                 qPrintable(names.join(',')));
        // Options are edited with typed widgets, and the edit lands in the configuration.
        auto* hash = qobject_cast<QSpinBox*>(dialog.optionEditor("Hash"));
        QVERIFY(hash);
        QCOMPARE(hash->value(), 16);
        QCOMPARE(hash->maximum(), 4096);
        hash->setValue(64);
        QVERIFY(qobject_cast<QComboBox*>(dialog.optionEditor("Level")));
        QVERIFY(qobject_cast<QCheckBox*>(dialog.optionEditor("Clear Hash")));
        QVERIFY(!dialog.optionEditor("UCI_Variant"));  // set by the protocol itself
        const auto opts = dialog.engines().front().options;
        QVERIFY(opts.contains(QPair<QString, QString>("Hash", "64")));

        // Test: the engine searches and answers a legal move, in words.
        QSignalSpy tested(&dialog, &EnginesDialog::tested);
        dialog.testSelected();
        QVERIFY(tested.wait(15000));
        QVERIFY2(tested.front().at(0).toBool(), qPrintable(tested.front().at(1).toString()));
        QVERIFY(dialog.statusText().contains("works"));

        // A second copy gets a name of its own; Remove takes it out again.
        dialog.addEngine(OurEngine, EngineProtocol::Uci);
        QVERIFY(added.wait(15000));
        QCOMPARE(dialog.engines().size(), 2);
        QVERIFY(dialog.engines()[1].name != dialog.engines()[0].name);
        dialog.select(1);
        dialog.removeSelected();
        QCOMPARE(dialog.engines().size(), 1);
    }

    // Issue 35, defect 9: the wheel over an option's spin box scrolls the list; it does not change the value
    // (MultiPV became 9 while scrolling) unless the box was clicked first.
    void wheelOverOptionsDoesNotChangeThem() {
        EnginesDialog dialog({});
        QSignalSpy added(&dialog, &EnginesDialog::added);
        dialog.addEngine(OurEngine);
        QVERIFY(added.wait(15000));
        auto* multiPv = qobject_cast<QSpinBox*>(dialog.optionEditor("MultiPV"));
        QVERIFY(multiPv);
        const int before = multiPv->value();
        auto wheel = [&](QWidget* w) {
            QWheelEvent e(QPointF(5, 5), QPointF(multiPv->mapToGlobal(QPoint(5, 5))), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(w, &e);
        };
        for (int i = 0; i < 5; ++i) wheel(multiPv);
        QCOMPARE(multiPv->value(), before);
        QVERIFY(!dialog.engines().front().options.contains(QPair<QString, QString>("MultiPV", "6")));
        auto* level = qobject_cast<QComboBox*>(dialog.optionEditor("Level"));
        QVERIFY(level);
        const int levelBefore = level->currentIndex();
        wheel(level);
        QCOMPARE(level->currentIndex(), levelBefore);
    }

    void enginesDialogDetectsFairyStockfish() {
        if (!QFileInfo(FairyStockfish).isExecutable()) QSKIP("fairy-stockfish is not installed");
        EnginesDialog dialog({});
        QSignalSpy added(&dialog, &EnginesDialog::added);
        dialog.addEngine(FairyStockfish);
        QVERIFY(added.wait(15000));
        QCOMPARE(dialog.engines().front().protocol, EngineProtocol::UciFsf);
        QSignalSpy tested(&dialog, &EnginesDialog::tested);
        dialog.testSelected();
        QVERIFY(tested.wait(15000));
        QVERIFY2(tested.front().at(0).toBool(), qPrintable(tested.front().at(1).toString()));
    }

    void enginesDialogReportsFailures() {
        EnginesDialog dialog({});
        QSignalSpy failed(&dialog, &EnginesDialog::failed);
        dialog.addEngine(QStringLiteral("/nonexistent/engine-program"));
        QVERIFY(failed.wait(15000));
        QVERIFY(dialog.engines().isEmpty());
        QVERIFY2(failed.front().at(0).toString().contains("engine-program"),
                 qPrintable(failed.front().at(0).toString()));
        // Silent to "uci", silent to "ucci": both tried, then reported in words; nothing blocks meanwhile.
        dialog.setStartupTimeout(300);
        failed.clear();
        dialog.addEngine(FakeEngine, std::nullopt, {"silent"});
        QVERIFY(dialog.isBusy());
        QVERIFY(failed.wait(15000));
        QVERIFY(dialog.engines().isEmpty());
        QVERIFY2(failed.front().at(0).toString().contains("xiangqi_fake_engine"),
                 qPrintable(failed.front().at(0).toString()));
        QVERIFY(!dialog.isBusy());
    }

    // ---- external engines as players ----

    void gameAgainstOurEngineAsExternal() {
        GameController c;
        QSignalSpy problems(&c, &GameController::engineProblem);
        GameSetup s;
        s.red = s.black = PlayerKind::Computer;
        s.redEngine = config("External Xiangqi", OurEngine);
        s.level = 0;
        s.movetimeMs = 50;
        c.newGame(s);
        QTRY_VERIFY_WITH_TIMEOUT(c.length() >= 6 || c.isGameOver(), 30000);
        c.setPaused(true);
        QVERIFY(allLegal(c));
        auto* red = qobject_cast<ComputerPlayer*>(c.player(Color::Red));
        QVERIFY(red);
        QCOMPARE(red->fallbackMoves(), 0);  // every Red move came from the external engine
        QVERIFY2(problems.isEmpty(), problems.isEmpty() ? "" : qPrintable(problems.front().at(0).toString()));
        QCOMPARE(QString::fromStdString(c.record().tag("Red")), QStringLiteral("External Xiangqi"));
    }

    void gameAgainstFairyStockfish() {
        if (!QFileInfo(FairyStockfish).isExecutable()) QSKIP("fairy-stockfish is not installed");
        GameController c;
        QSignalSpy problems(&c, &GameController::engineProblem);
        GameSetup s;
        s.red = s.black = PlayerKind::Computer;
        s.blackEngine = config("Fairy-Stockfish", FairyStockfish, EngineProtocol::UciFsf);
        s.level = 0;
        s.movetimeMs = 50;
        c.newGame(s);
        QTRY_VERIFY_WITH_TIMEOUT(c.length() >= 6 || c.isGameOver(), 30000);
        c.setPaused(true);
        QVERIFY(allLegal(c));
        QCOMPARE(qobject_cast<ComputerPlayer*>(c.player(Color::Black))->fallbackMoves(), 0);
        QVERIFY(problems.isEmpty());
    }

    void misbehavingEngineIsReportedAndGameGoesOn_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("words");
        QTest::newRow("illegal") << "illegal"
                                 << "not allowed";
        QTest::newRow("no move") << "none"
                                 << "not allowed";
        QTest::newRow("crash") << "crash"
                               << "crashed";
        QTest::newRow("exit") << "exit"
                              << "stopped running";
        QTest::newRow("hang") << "hang"
                              << "did not answer in time";
        QTest::newRow("silent") << "silent"
                                << "did not answer when it was started";
        QTest::newRow("missing") << ""
                                 << "could not be started";
    }
    void misbehavingEngineIsReportedAndGameGoesOn() {
        QFETCH(QString, mode);
        QFETCH(QString, words);
        GameController c;
        c.setEngineTimeouts(1500, 300, 300);
        QSignalSpy problems(&c, &GameController::engineProblem);
        const EngineConfig bad = mode.isEmpty() ? config("Missing", "/nonexistent/engine")
                                                : config("Fake " + mode, FakeEngine, EngineProtocol::Uci, {mode});
        c.newGame(externalAgainstHuman(bad));
        // The engine fails; the report is in words and our engine plays a legal move instead.
        QTRY_VERIFY_WITH_TIMEOUT(c.length() == 1, 15000);
        QVERIFY(!problems.isEmpty());
        const QString text = problems.front().at(0).toString();
        QVERIFY2(text.contains(bad.name) && text.contains("Our engine plays this move instead"), qPrintable(text));
        if (!words.isEmpty()) QVERIFY2(text.contains(words, Qt::CaseInsensitive), qPrintable(text));
        QVERIFY(allLegal(c));
        // The game goes on: the human answers, and the next Red move arrives (again legal) too.
        MoveList legal;
        generateLegal(c.position(), legal);
        QVERIFY(c.requestMove(legal[0]));
        QTRY_VERIFY_WITH_TIMEOUT(c.length() == 3, 15000);
        QVERIFY(allLegal(c));
        QVERIFY(qobject_cast<ComputerPlayer*>(c.player(Color::Red))->fallbackMoves() >= 2);
    }

    // Issue 35, defect 3: an external opponent that dies at every go. The window says so, keeps saying so after
    // the next moves (the status text used to be cleared by the next move) and asks whether to go on with our
    // engine or stop; "continue" stops trying the dead engine, "stop" pauses the game.
    void engineFailureStaysVisibleAndAsks_data() {
        QTest::addColumn<bool>("goOn");
        QTest::newRow("continue") << true;
        QTest::newRow("stop") << false;
    }
    void engineFailureStaysVisibleAndAsks() {
        QFETCH(bool, goOn);
        MainWindow w(false);
        GameController* c = parts::controller(w);
        c->newGame(externalAgainstHuman(config("Fake crash", FakeEngine, EngineProtocol::Uci, {"crash"})));
        QTRY_VERIFY_WITH_TIMEOUT(c->length() == 1, 15000);
        QLabel* notice = parts::engineTools(w)->engineNotice();
        QVERIFY(notice && !notice->isHidden());
        QVERIFY2(notice->text().contains("Fake crash") && notice->text().contains("crashed"),
                 qPrintable(notice->text()));
        // The engine panel names the engine, its state and our engine's move in its place.
        QTRY_VERIFY2_WITH_TIMEOUT(parts::enginePanel(w)->engineStateText().contains("Fake crash · crashed"),
                                  qPrintable(parts::enginePanel(w)->engineStateText()), 5000);
        QVERIFY2(parts::enginePanel(w)->engineStateText().contains("the built-in engine stands in for it"),
                 qPrintable(parts::enginePanel(w)->engineStateText()));
        QMessageBox* box = parts::engineTools(w)->engineQuestion();
        QVERIFY(box && box->isVisible());
        MoveList legal;
        generateLegal(c->position(), legal);
        QVERIFY(c->requestMove(legal[0]));  // the human's move used to clear the notice
        QVERIFY(!notice->isHidden() && notice->text().contains("Fake crash"));
        QAbstractButton* button = nullptr;
        for (QAbstractButton* b : box->buttons())
            if (b->text() == (goOn ? QStringLiteral("Continue with the built-in engine") : QStringLiteral("Stop the game")))
                button = b;
        QVERIFY(button);
        button->click();
        auto* red = qobject_cast<ComputerPlayer*>(c->player(Color::Red));
        if (goOn) {
            QTRY_VERIFY_WITH_TIMEOUT(c->length() == 3, 15000);
            QVERIFY(red->isBuiltInOnly());
            // It was told to quit (and is killed if it does not); it is not started again.
            QTRY_COMPARE_WITH_TIMEOUT(red->engine()->state(), EngineClient::State::NotRunning, 5000);
            QVERIFY(!notice->isHidden());
            QTRY_VERIFY2_WITH_TIMEOUT(parts::enginePanel(w)->engineStateText().contains("Fake crash · not running — the "
                                                                                   "built-in engine plays in its place"),
                                      qPrintable(parts::enginePanel(w)->engineStateText()), 5000);
        } else {
            QVERIFY(c->isPaused());
            QTest::qWait(300);
            QCOMPARE(c->length(), 2);
        }
        // A new game clears it.
        c->newGame(GameSetup{});
        QVERIFY(notice->isHidden());
    }

    // The analysis panel shows its engine's state beside its name: ready, thinking, crashed, then restarting on
    // the next analysis (issue 35: "a state the UI can show").
    void analysisPanelShowsTheEngineState() {
        MainWindow w(false);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        w.newGame(hotseat);
        AnalysisEngine* engine = parts::analysis(w)->engine();
        AnalysisPanel* panel = parts::analysis(w)->panel();
        QCOMPARE(panel->engineStateText(), QStringLiteral("ready"));  // ours, before any analysis
        QSignalSpy states(engine, &AnalysisEngine::engineStateChanged);
        engine->setEngine(config("Fake crash", FakeEngine, EngineProtocol::Uci, {"crash"}));
        parts::analysis(w)->setAnalysing(true);
        QTRY_COMPARE_WITH_TIMEOUT(panel->engineStateText(), QStringLiteral("crashed"), 15000);
        // A move: the analysis of the new position starts it again, and it crashes again.
        states.clear();
        MoveList legal;
        generateLegal(parts::controller(w)->position(), legal);
        QVERIFY(parts::controller(w)->requestMove(legal[0]));
        auto seen = [&states](EngineClient::State s) {
            for (const auto& args : states)
                if (args.at(0).value<EngineClient::State>() == s) return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(seen(EngineClient::State::Restarting), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(seen(EngineClient::State::Crashed), 15000);
        QTRY_COMPARE_WITH_TIMEOUT(panel->engineStateText(), QStringLiteral("crashed"), 15000);
        // Our engine again: ready or thinking, never the old engine's crash.
        parts::analysis(w)->setAnalysing(false);
        engine->setEngine(std::nullopt);
        QVERIFY(panel->engineStateText() == "ready" || panel->engineStateText() == "thinking…");
    }

    void hintFromExternalEngine() {
        GameController c;
        GameSetup s;
        s.red = PlayerKind::Human;
        s.black = PlayerKind::Computer;
        s.blackEngine = config("External Xiangqi", OurEngine);
        s.movetimeMs = 50;
        c.newGame(s);
        QSignalSpy hints(&c, &GameController::hintReady);
        c.hint();
        QVERIFY(hints.wait(15000));
        QVERIFY(c.position().isLegal(hints.front().at(0).value<Move>()));
    }

    // ---- clocks ----

    void flagFallEndsTheGame_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("result");
        QTest::newRow("start: Black wins") << QString() << int(GameResult::BlackWins);
        // Red's flag falls, but Black has only its general and an advisor: it cannot mate, so a draw.
        QTest::newRow("bare black: draw") << "3k5/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1" << int(GameResult::Draw);
    }
    void flagFallEndsTheGame() {
        QFETCH(QString, fen);
        QFETCH(int, result);
        ManualTimeSource time;
        GameController c;
        c.setTimeSource(&time);
        GameSetup s;
        s.red = s.black = PlayerKind::Human;
        s.timeControl = TimeControl::fischer(60000, 0);
        QSignalSpy over(&c, &GameController::gameOver);
        c.newGame(s, fen);
        QVERIFY(c.isTimed());
        QVERIFY(c.clock().isRunning());
        QCOMPARE(c.clock().sideRunning(), Color::Red);
        time.advance(59999);
        c.checkFlag();
        QVERIFY(!c.isGameOver());
        time.advance(1);
        c.checkFlag();
        QVERIFY(c.isGameOver());
        QCOMPARE(over.size(), 1);
        QCOMPARE(int(c.verdict().result), result);
        QCOMPARE(c.game().ending(), GameEnding::Timeout);
        QVERIFY(!c.clock().isRunning());
        // Playing on after the flag fell: without a clock, so the game does not end again at once.
        QVERIFY(c.resumeGame());
        QVERIFY(!c.isGameOver());
        QVERIFY(!c.isTimed());
        c.checkFlag();
        QVERIFY(!c.isGameOver());
    }

    void lateMoveLosesOnTime() {
        // No timer fired (the window was busy): the move that comes after the flag fell is too late.
        ManualTimeSource time;
        GameController c;
        c.setTimeSource(&time);
        GameSetup s;
        s.red = s.black = PlayerKind::Human;
        s.timeControl = TimeControl::perMove(10000);
        c.newGame(s);
        time.advance(9000);
        QVERIFY(c.requestMove(parseUciMove("h2e2")));
        time.advance(10001);
        c.requestMove(parseUciMove("h9g7"));
        QVERIFY(c.isGameOver());
        QCOMPARE(c.length(), 1);
        QCOMPARE(c.verdict().result, GameResult::RedWins);
    }

    void takeBackRestoresTheClock() {
        ManualTimeSource time;
        GameController c;
        c.setTimeSource(&time);
        GameSetup s;
        s.red = s.black = PlayerKind::Human;
        s.timeControl = TimeControl::fischer(60000, 2000);
        c.newGame(s);
        ClockWidget widget(&c);
        time.advance(5000);
        QVERIFY(c.requestMove(parseUciMove("h2e2")));  // Red 60 - 5 + 2 = 57 s
        time.advance(3000);
        QVERIFY(c.requestMove(parseUciMove("h9g7")));  // Black 60 - 3 + 2 = 59 s
        QCOMPARE(c.clock().mainRemainingMs(Color::Red), 57000);
        QCOMPARE(widget.faceText(Color::Red), QStringLiteral("0:57"));
        time.advance(10000);
        QVERIFY(c.requestMove(parseUciMove("b0c2")));  // Red 57 - 10 + 2 = 49 s
        QCOMPARE(c.clock().mainRemainingMs(Color::Red), 49000);
        time.advance(4000);  // Black thinks 4 s, then Red takes back
        c.takeback();
        QCOMPARE(c.length(), 2);
        QCOMPARE(c.clock().mainRemainingMs(Color::Red), 57000);
        QCOMPARE(c.clock().mainRemainingMs(Color::Black), 59000);
        QVERIFY(c.clock().isRunning());
        QCOMPARE(c.clock().sideRunning(), Color::Red);
        // Browsing stops the clock; back at the end it runs on from the same time.
        c.goToPly(1);
        QVERIFY(!c.clock().isRunning());
        time.advance(30000);
        QCOMPARE(c.clock().mainRemainingMs(Color::Red), 57000);
        c.goLast();
        QVERIFY(c.clock().isRunning());
        time.advance(1000);
        QCOMPARE(c.clock().mainRemainingMs(Color::Red), 56000);
        QCOMPARE(widget.faceText(Color::Red), QStringLiteral("0:56"));
        // Redo plays the move again with the times it was played with.
        c.redo();
        QCOMPARE(c.length(), 3);
        QCOMPARE(c.clock().mainRemainingMs(Color::Red), 49000);
    }

    void computerTakesItsTimeFromTheClock() {
        // Our engine at full strength with 1 s a move on the clock: it answers within the clock's limit (no flag).
        GameController c;
        GameSetup s;
        s.red = PlayerKind::Human;
        s.black = PlayerKind::Computer;
        s.level = -1;
        s.depth = 20;  // without the clock it would think far longer than a second
        s.timeControl = TimeControl::perMove(1000);
        QSignalSpy over(&c, &GameController::gameOver);
        c.newGame(s);
        QVERIFY(c.requestMove(parseUciMove("h2e2")));
        QTRY_VERIFY_WITH_TIMEOUT(c.length() == 2 || c.isGameOver(), 10000);
#ifdef XIANGQI_SANITIZED
        // The answer must come within the clock's 100 ms margin, a wall-clock bound that the sanitizers on the loaded
        // 2-core machine missed in 1 run of 2 (lost on time). Under them this only checks that the game goes on or
        // ends cleanly; the Release suite checks the bound.
        if (c.isGameOver()) QSKIP("lost on time under a sanitizer: the 100 ms margin is a wall-clock bound");
#endif
        QCOMPARE(c.length(), 2);
        QVERIFY(over.isEmpty());
    }

    void newGameDialogOffersEnginesAndClocks() {
        GameSetup initial;
        NewGameDialog dialog(initial);
        dialog.setEngines({config("Pika", "/usr/bin/pika"), config("Fairy", FairyStockfish, EngineProtocol::UciFsf)});
        dialog.setMode(NewGameDialog::HumanRed);
        QCOMPARE(dialog.engineBox(Color::Black)->count(), 3);
        QVERIFY(dialog.engineBox(Color::Black)->isEnabled());
        QVERIFY(!dialog.engineBox(Color::Red)->isEnabled());
        dialog.engineBox(Color::Black)->setCurrentIndex(2);
        dialog.timeControlWidget()->setTimeControl(TimeControl::byoYomi(600000, 3, 30000));
        const GameSetup s = dialog.setup();
        QVERIFY(s.blackEngine && s.blackEngine->name == "Fairy");
        QVERIFY(!s.redEngine);
        QCOMPARE(s.timeControl, TimeControl::byoYomi(600000, 3, 30000));
    }

    // Issue 35, defect 9: the new game and match dialogs' engine boxes were plain combo boxes: a long name made the
    // dialog as wide as the name (up to the screen, and then it was cut at its end, where such names differ). Now
    // the box keeps its width and cuts in the middle: what it shows for the two engines differs (compared as
    // pixels, whatever the cutting), and the tool tip gives the full name and the program.
    void engineBoxesKeepLongNamesApart() {
        // Names as long as players give them (the build, its options, where it came from).
        const QString hce =
            QStringLiteral("Pikafish 2024-06-28 x86-64-avx2-bmi2 from the dev branch, hand-written evaluation (HCE)");
        const QString nnue =
            QStringLiteral("Pikafish 2024-06-28 x86-64-avx2-bmi2 from the dev branch, network evaluation (NNUE)");
        const QList<EngineConfig> engines{config(hce, "/opt/engines/pikafish-hce/pikafish"),
                                          config(nnue, "/opt/engines/pikafish-nnue/pikafish")};
        auto shownApart = [&](QComboBox* box) {
            box->setCurrentIndex(box->count() - 2);
            const QImage first = box->grab().toImage();
            const QString firstTip = box->toolTip();
            box->setCurrentIndex(box->count() - 1);
            const QImage second = box->grab().toImage();
            // The box does not grow to its longest name (a plain combo box made the dialog as wide as the name).
            QVERIFY2(box->width() < box->fontMetrics().horizontalAdvance(hce), qPrintable(QString::number(box->width())));
            QVERIFY2(first != second, "the two engines look alike in the box");
            QVERIFY2(firstTip.contains(hce) && firstTip.contains(QDir::toNativeSeparators("/opt/engines/pikafish-hce")),
                     qPrintable(firstTip));
            QVERIFY2(box->toolTip().contains(nnue) && box->toolTip().contains(QDir::toNativeSeparators("pikafish-nnue")),
                     qPrintable(box->toolTip()));
        };
        NewGameDialog dialog{GameSetup{}};
        dialog.setEngines(engines);
        dialog.setMode(NewGameDialog::ComputerOnly);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        shownApart(dialog.engineBox(Color::Red));
        if (QTest::currentTestFailed()) return;
        GameController c;
        MatchDialog match(&c, engines);
        match.show();
        QVERIFY(QTest::qWaitForWindowExposed(&match));
        shownApart(match.firstBox());
    }

    // ---- engine matches ----

    void twoGameMatchBetweenOurLevels() {
        GameController c;
        // Red mates in one (Ri0-i9): each engine has Red once, so each wins once.
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        c.newGame(hotseat, "4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1");
        MatchDialog match(&c, {});
        match.firstBox()->setCurrentIndex(3);   // Club
        match.secondBox()->setCurrentIndex(4);  // Advanced
        match.gamesBox()->setValue(2);
        match.movetimeBox()->setValue(200);
        match.fromCurrentBox()->setChecked(true);
        QSignalSpy finished(&match, &MatchDialog::matchFinished);
        match.start();
        QVERIFY(match.isRunning());
        QVERIFY(finished.wait(60000));
        QVERIFY(!match.isRunning());
        QCOMPARE(match.gamesPlayed(), 2);
        QCOMPARE(match.table()->rowCount(), 2);
        QCOMPARE(match.wins(), 1);
        QCOMPARE(match.losses(), 1);
        QCOMPARE(match.draws(), 0);
        QVERIFY(match.table()->item(0, 1)->text().contains("Club"));  // colours alternate
        QVERIFY(match.table()->item(1, 1)->text().contains("Advanced"));
        QVERIFY(match.table()->item(0, 3)->text().startsWith(QStringLiteral("1–0")));
        QVERIFY2(match.summaryText().contains("score 1 of 2"), qPrintable(match.summaryText()));
    }

    void stopEndsAMatchCleanly() {
        GameController c;
        MatchDialog match(&c, {});
        match.firstBox()->setCurrentIndex(0);
        match.secondBox()->setCurrentIndex(0);
        match.gamesBox()->setValue(4);
        match.movetimeBox()->setValue(100);
        match.start();
        QTRY_VERIFY_WITH_TIMEOUT(c.length() >= 2, 15000);
        match.stop();
        QVERIFY(!match.isRunning());
        const int length = c.length();
        QTest::qWait(500);
        QCOMPARE(c.length(), length);  // nobody moves any more
        QVERIFY(!c.isThinking());
        QCOMPARE(match.gamesPlayed(), 0);
        QVERIFY(match.table()->item(0, 3)->text().contains("stopped"));
    }
};

QTEST_MAIN(TestEnginesUi)
#include "test_enginesui.moc"
