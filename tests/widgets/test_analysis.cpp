// Analysis mode and game review in the window: the analysis restarts when the position changes and stops when
// turned off (by analysis ids), shows as many lines as asked (MultiPV) and an arrow for the best move; the review of
// a game with a planted blunder marks it ?? and adds the better move only when applied; the graph moves the
// window's cursor; Cancel leaves the game unchanged.
#include <QAction>
#include <QCheckBox>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QtTest>

#include "../session/local_responder.h"
#include "xiangqi/movegen.h"
#include "xiangqi/pgn.h"
#include "xiangqi/session/analysisengine.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/ui/analysisactions.h"
#include "xiangqi/ui/analysispanel.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/databaseactions.h"
#include "xiangqi/ui/elidingcombobox.h"
#include "xiangqi/ui/engineactions.h"
#include "xiangqi/ui/evalgraph.h"
#include "xiangqi/ui/explorerpanel.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/movelist.h"
#include "xiangqi/ui/reviewdialog.h"
#include "xiangqi/session/wording.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {

const QString OurEngine = QStringLiteral(XIANGQI_BIN_DIR "/xiangqi-engine" XIANGQI_EXE);
const QString BlunderGame = QStringLiteral(XIANGQI_TEST_DATA "/review/blunder.pgn");
constexpr int Slow = 60000;  // generous: two cores shared with other test processes

bool hasInfoFor(const QSignalSpy& spy, int id) {
    for (const QList<QVariant>& args : spy)
        if (args.at(0).toInt() == id) return true;
    return false;
}

QList<int> ids(const QSignalSpy& spy) {
    QList<int> out;
    for (const QList<QVariant>& args : spy) out << args.at(0).toInt();
    return out;
}

QAction* actionWithShortcut(QWidget* window, const QKeySequence& key) {
    for (QAction* a : window->findChildren<QAction*>())
        if (a->shortcut() == key) return a;
    return nullptr;
}

void loadBlunderGame(MainWindow& w) {
    DocumentError error;
    QVERIFY2(parts::document(w)->open(BlunderGame, 0, &error), qPrintable(documentErrorText(error)));
    QCOMPARE(parts::controller(w)->length(), 6);
}

}  // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void analysisRestartsAndStops() {
        MainWindow w(false);
        w.show();
        AnalysisEngine* engine = parts::analysis(w)->engine();
        QSignalSpy started(engine, &AnalysisEngine::started);
        QSignalSpy infos(engine, &AnalysisEngine::info);
        QSignalSpy stopped(engine, &AnalysisEngine::stopped);

        // F2 (Game → Analyse Position) turns it on: our engine analyses the position shown.
        QAction* analyse = actionWithShortcut(&w, QKeySequence(Qt::Key_F2));
        QVERIFY(analyse);
        analyse->trigger();
        QVERIFY(parts::analysis(w)->isAnalysing());
        QVERIFY(parts::analysis(w)->panel()->isVisible());
        QVERIFY(engine->isRunning());
        const int first = engine->currentId();
        QCOMPARE(ids(started), QList<int>{first});
        QCOMPARE(engine->position().fen(), parts::controller(w)->position().fen());
        QTRY_VERIFY_WITH_TIMEOUT(hasInfoFor(infos, first), Slow);
        QVERIFY(!parts::analysis(w)->panel()->scoreText().isEmpty());

        // A move played restarts it at once, on the new position.
        QVERIFY(parts::controller(w)->requestMove(parseUciMove("h2e2")));
        const int second = engine->currentId();
        QVERIFY(second > first);
        QVERIFY(ids(stopped).contains(first));
        QCOMPARE(engine->position().fen(), parts::controller(w)->position().fen());
        QTRY_VERIFY_WITH_TIMEOUT(hasInfoFor(infos, second), Slow);
        // Every line shown belongs to the position shown: its first move is legal there.
        QVERIFY(parts::controller(w)->position().isLegal(parts::analysis(w)->panel()->bestMove()));

        // Going back restarts it on the start position.
        parts::controller(w)->goPrevious();
        const int third = engine->currentId();
        QVERIFY(third > second);
        QVERIFY(ids(stopped).contains(second));
        QCOMPARE(engine->position().fen(), std::string(StartFen));

        // A comment is no new position: the analysis goes on.
        parts::controller(w)->goNext();
        const int fourth = engine->currentId();
        QVERIFY(fourth > third);
        parts::controller(w)->setComment(parts::controller(w)->game().cursor(), QStringLiteral("central cannon"));
        QCOMPARE(engine->currentId(), fourth);

        // Turning it off stops it; nothing of it reaches the panel or the board afterwards.
        analyse->trigger();
        QVERIFY(!parts::analysis(w)->isAnalysing());
        QVERIFY(!engine->isRunning());
        QVERIFY(ids(stopped).contains(fourth));
        QVERIFY(!parts::analysis(w)->panel()->isVisible());
        QVERIFY(parts::boardView(w)->arrows().empty());
        const qsizetype startedCount = started.size();
        QTest::qWait(300);
        QCOMPARE(started.size(), startedCount);
        QCOMPARE(parts::analysis(w)->panel()->lineCount(), 0);
        QVERIFY(parts::boardView(w)->arrows().empty());
    }

    void notForAGameAgainstTheComputerOrAFinishedOne() {
        MainWindow w(false);
        w.show();
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        w.newGame(hotseat, QStringLiteral("3k5/9/9/9/9/9/9/9/8R/4K4 w - - 0 1"));
        parts::analysis(w)->setAnalysing(true);
        QVERIFY(parts::analysis(w)->engine()->isRunning());
        // Checkmate: nothing to analyse, and the panel says why.
        QVERIFY(parts::controller(w)->requestMove(parseUciMove("i1d1")));
        QVERIFY(!parts::analysis(w)->engine()->isRunning());
        QVERIFY(parts::analysis(w)->isAnalysing());
        QCOMPARE(parts::analysis(w)->panel()->lineCount(), 0);
        QVERIFY(parts::boardView(w)->arrows().empty());
        // Back one move: analysed again.
        parts::controller(w)->goPrevious();
        QVERIFY(parts::analysis(w)->engine()->isRunning());
        // A new game against the computer ends analysis mode: the engine plays instead.
        GameSetup vsComputer;
        vsComputer.red = PlayerKind::Human;
        vsComputer.black = PlayerKind::Computer;
        w.newGame(vsComputer);
        QVERIFY(!parts::analysis(w)->isAnalysing());
        QVERIFY(!parts::analysis(w)->engine()->isRunning());
        QVERIFY(!parts::analysis(w)->panel()->isVisible());
    }

    void multiPvLinesAndArrow() {
        MainWindow w(false);
        w.show();
        QVERIFY(parts::controller(w)->requestMove(parseUciMove("h2e2")));
        parts::analysis(w)->setAnalysing(true);
        AnalysisPanel* panel = parts::analysis(w)->panel();
        panel->setMultiPv(3);
        QCOMPARE(parts::analysis(w)->engine()->multiPv(), 3);
        QTRY_COMPARE_WITH_TIMEOUT(panel->lineCount(), 3, Slow);
        // Three different first moves, all legal, each line written out in the chosen notation.
        const std::vector<Move> firsts = panel->firstMoves();
        QCOMPARE(firsts.size(), std::size_t(3));
        QVERIFY(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
        const Position& pos = parts::controller(w)->position();
        for (int i = 0; i < 3; ++i) {
            QVERIFY(pos.isLegal(firsts[std::size_t(i)]));
            QVERIFY2(panel->lineText(i).contains(moveText(pos, firsts[std::size_t(i)], w.notation())),
                     qPrintable(panel->lineText(i)));
        }
        // The arrow shows the best move.
        QCOMPARE(parts::boardView(w)->arrows(), std::vector<Move>{panel->bestMove()});
        // The score is from Red's side, in words.
        QVERIFY2(QRegularExpression(QStringLiteral("^(Red|Black) \\+\\d+\\.\\d\\d|Even|mates"))
                     .match(panel->scoreText())
                     .hasMatch(),
                 qPrintable(panel->scoreText()));

        // Fewer lines: at once, and the engine restarts with the new count.
        const int before = parts::analysis(w)->engine()->currentId();
        panel->setMultiPv(1);
        QCOMPARE(panel->lineCount(), 1);
        QCOMPARE(parts::analysis(w)->engine()->multiPv(), 1);
        QVERIFY(parts::analysis(w)->engine()->currentId() > before);
        // Another notation rewrites the lines.
        w.setNotation(Notation::Iccs);
        QTRY_VERIFY_WITH_TIMEOUT(panel->lineCount() == 1, Slow);
        QVERIFY2(panel->lineText(0).contains(moveText(pos, panel->bestMove(), Notation::Iccs)),
                 qPrintable(panel->lineText(0)));
        parts::analysis(w)->setAnalysing(false);
    }

    // Two engines whose names differ only at their end stay apart in the narrow engine chooser: the name is cut in
    // the middle (a plain combo box cut both to the same "Pikafish 2024-06-28 b…"), and the full name is the tool tip.
    void engineChooserKeepsNamesApart() {
        AnalysisPanel panel;
        const QString hce = QStringLiteral("Pikafish 2024-06-28 build with the hand-written evaluation (HCE)");
        const QString nnue = QStringLiteral("Pikafish 2024-06-28 build with the network evaluation (NNUE)");
        panel.setEngineNames({hce, nnue});
        panel.resize(220, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        ElidingComboBox* box = panel.engineChooser();
        QVERIFY(box->width() < box->fontMetrics().horizontalAdvance(hce));  // it is narrower than the names
        panel.setEngineIndex(1);
        const QString shownHce = box->shownText();
        QCOMPARE(box->toolTip(), hce);
        panel.setEngineIndex(2);
        const QString shownNnue = box->shownText();
        QCOMPARE(box->toolTip(), nnue);
        QVERIFY2(shownHce != shownNnue, qPrintable(shownHce));
        QVERIFY(shownNnue.startsWith(QStringLiteral("Pik")) && shownNnue.endsWith(QStringLiteral("NNUE)")));
        // What cutting at the end would have shown: the same for both.
        const int w = box->fontMetrics().horizontalAdvance(shownNnue);
        QCOMPARE(box->fontMetrics().elidedText(hce, Qt::ElideRight, w),
                 box->fontMetrics().elidedText(nnue, Qt::ElideRight, w));
    }

    // The cloud library's line in the analysis panel, against a local responder: nothing is sent while the line is
    // not ticked or the feature is off; on, the cloud's best moves with their scores in the engine lines' scale
    // (pawns, Red's view: Black to move here, so the cloud's +5 is -0.05) and notation, a table verdict in words, the
    // cache, an HTTP error in words; off again: nothing sent.
    void cloudLineInAnalysis() {
        xq::test::Responder r;
        r.body = QByteArray(
                     "move:h9g7,score:5,rank:2,note:! (20-05),winrate:49.5|move:b9c7,score:??,rank:1,note:? (00-00)|"
                     "move:h7e7,score:-120,rank:0,note:W-M-0012|move:c6c5,score:-200,rank:0,note:x") +
                 QByteArray(3, '\0');
        MainWindow w(false);
        w.resize(1100, 760);
        w.show();
        ExplorerPanel* explorer = w.findChild<DatabaseActions*>()->explorer();
        explorer->setCloudBaseUrl(r.url());
        QVERIFY(!explorer->cloudEnabled());
        QVERIFY(parts::controller(w)->requestMove(parseUciMove("h2e2")));
        parts::analysis(w)->setAnalysing(true);
        AnalysisPanel* panel = parts::analysis(w)->panel();
        QVERIFY(!panel->cloudWanted());
        QCOMPARE(panel->cloudText(), QString());
        QCheckBox* box = panel->findChild<QCheckBox*>(QStringLiteral("analysisCloud"));
        QVERIFY(box);
        box->click();  // ticked while the feature is off: said in words, nothing sent
        QVERIFY(panel->cloudWanted());
        QVERIFY2(panel->cloudText().contains(QLatin1String("off")), qPrintable(panel->cloudText()));
        QTest::qWait(300);
        QCOMPARE(r.requests.size(), 0);
        QCOMPARE(explorer->cloudClient()->requestsSent(), 0);

        explorer->setCloudEnabled(true);  // as in the explorer's Cloud tab (the tab itself is not shown here)
        QTRY_COMPARE(int(panel->cloudMoves().size()), 3);
        QCOMPARE(r.requests.size(), 1);
        QVERIFY2(r.requests[0].contains(QLatin1String("action=queryall")), qPrintable(r.requests[0]));
        const Position& pos = parts::controller(w)->position();
        QVERIFY(QUrl::fromPercentEncoding(r.requests[0].toLatin1())
                    .contains(QString::fromStdString(pos.fen()).section(QLatin1Char(' '), 0, 0)));
        const QString text = panel->cloudText();
        QVERIFY2(text.startsWith(QLatin1String("Cloud library:")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("-0.05 ") + moveText(pos, parseUciMove("h9g7"), w.notation())),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("? ") + moveText(pos, parseUciMove("b9c7"), w.notation())),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("+1.20 ") + moveText(pos, parseUciMove("h7e7"), w.notation())),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("endgame table: wins in 12")), qPrintable(text));
        QVERIFY2(!text.contains(moveText(pos, parseUciMove("c6c5"), w.notation())),
                 qPrintable(text));  // the best three
        // The notation follows the window's.
        w.setNotation(Notation::Iccs);
        QVERIFY2(panel->cloudText().contains(QLatin1String("-0.05 h9g7")), qPrintable(panel->cloudText()));
        if (const QByteArray dir = qgetenv("XIANGQI_SHOT_DIR"); !dir.isEmpty()) {  // pictures for a person to look at
            w.setNotation(Notation::Chinese);
            w.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/analysis-cloud-en.png"));
            w.setLanguage(QStringLiteral("zh_CN"));
            QCoreApplication::processEvents();
            QVERIFY2(panel->cloudText().startsWith(QStringLiteral("云库：")), qPrintable(panel->cloudText()));
            w.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/analysis-cloud-zh_CN.png"));
            w.setLanguage(QStringLiteral("en"));
            QCoreApplication::processEvents();
        }

        // A failing server: the error in words. Back: from the cache, no request.
        r.status = 500;
        QVERIFY(parts::controller(w)->requestMove(parseUciMove("h9g7")));
        QTRY_VERIFY2(panel->cloudText().contains(QLatin1String("HTTP 500")), qPrintable(panel->cloudText()));
        QCOMPARE(r.requests.size(), 2);
        QVERIFY(panel->cloudMoves().empty());
        parts::controller(w)->goToPly(1);
        QTRY_COMPARE(int(panel->cloudMoves().size()), 3);
        QCOMPARE(r.requests.size(), 2);

        // Not ticked: nothing shown, nothing sent while the board moves.
        box->click();
        QCOMPARE(panel->cloudText(), QString());
        QVERIFY(parts::controller(w)->requestMove(parseUciMove("b9c7")));
        QTest::qWait(300);
        QCOMPARE(r.requests.size(), 2);
        // Ticked again but the feature turned off: said in words, nothing sent.
        explorer->setCloudEnabled(false);
        box->click();
        QVERIFY2(panel->cloudText().contains(QLatin1String("off")), qPrintable(panel->cloudText()));
        QVERIFY(parts::controller(w)->requestMove(parseUciMove("h0g2")));
        QTest::qWait(300);
        QCOMPARE(r.requests.size(), 2);
        QCOMPARE(explorer->cloudClient()->requestsSent(), 2);
        parts::analysis(w)->setAnalysing(false);
    }

    // The lines of a new depth come one by one: a move that rises to the first line is not shown twice
    // while its old line from the depth before still waits for its update.
    void multiPvNeverShowsAMoveTwice() {
        AnalysisPanel panel;
        panel.setMultiPv(3);
        Position start;
        QVERIFY(start.setFen(StartFen));
        panel.startPosition(start, Notation::Iccs);
        auto line = [](int multipv, int depth, const char* move) {
            SearchInfo e;
            e.multipv = multipv;
            e.depth = depth;
            e.hasScore = true;
            e.pv = {parseUciMove(move)};
            return e;
        };
        panel.setInfo(line(1, 1, "h2e2"));
        panel.setInfo(line(2, 1, "b2e2"));
        panel.setInfo(line(3, 1, "h0g2"));
        QCOMPARE(panel.lineCount(), 3);
        panel.setInfo(line(1, 2, "b2e2"));  // the second line's move is now the best
        QCOMPARE(panel.lineCount(), 2);
        QCOMPARE(panel.firstMoves(), (std::vector<Move>{parseUciMove("b2e2"), parseUciMove("h0g2")}));
        panel.setInfo(line(2, 2, "h2e2"));
        QCOMPARE(panel.lineCount(), 3);
        QCOMPARE(panel.bestMove(), parseUciMove("b2e2"));
    }

    void reviewMarksBlunderAndGraphMovesCursor() {
        MainWindow w(false);
        w.show();
        loadBlunderGame(w);
        const std::string before = writePgn(parts::controller(w)->record(), Notation::Iccs);
        ReviewDialog* d = parts::analysis(w)->showReview();
        d->setDepth(7);
        d->start();
        QVERIFY(d->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(d->isFinished(), Slow);
        QCOMPARE(d->positionsDone(), 7);
        // Not applied yet: the game is as it was.
        QCOMPARE(writePgn(parts::controller(w)->record(), Notation::Iccs), before);
        QCOMPARE(d->result().black.blunders, 1);
        QCOMPARE(d->result().red.blunders, 0);
        QVERIFY2(d->summaryText(Color::Black).contains(QStringLiteral("?? 1")),
                 qPrintable(d->summaryText(Color::Black)));

        // The graph: one point per position; after the blunder Red is well ahead.
        EvalGraph* graph = d->graph();
        QCOMPARE(graph->plyCount(), 6);
        QVERIFY(graph->scoreAt(4).value_or(0) >= 200);
        // A click on a point shows that move in the window.
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointFor(2).toPoint());
        QCOMPARE(parts::controller(w)->cursor(), 2);
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointFor(5).toPoint());
        QCOMPARE(parts::controller(w)->cursor(), 5);
        QCOMPARE(graph->currentPly(), 5);
        // And moving in the window moves the graph's marker.
        parts::controller(w)->goToPly(3);
        QCOMPARE(graph->currentPly(), 3);

        // Applying writes the marks, scores and the better move into the game; the position shown stays.
        QVERIFY(d->applyButton()->isEnabled());
        d->applyButton()->click();
        const GameRecord& r = parts::controller(w)->record();
        const std::vector<NodeId> line = r.mainLine();
        QCOMPARE(line.size(), std::size_t(6));
        QCOMPARE(parts::controller(w)->cursor(), 3);
        const NodeId blunder = line[3];
        QCOMPARE(r.node(blunder).move, parseUciMove("h7h0"));
        QCOMPARE(QString::fromStdString(r.node(blunder).annotation), QStringLiteral("??"));
        for (NodeId id : line)
            if (id != blunder) QVERIFY(r.node(id).annotation != "??");
        const MoveNode& parent = r.node(r.node(blunder).parent);
        QCOMPARE(parent.children.size(), std::size_t(2));
        const MoveNode& better = r.node(parent.children[1]);
        QVERIFY(better.move != parseUciMove("h7h0"));
        QVERIFY2(QRegularExpression(QStringLiteral("^([+-]\\d+\\.\\d\\d|[+-]M\\d+)/\\d+"))
                     .match(QString::fromStdString(better.comment))
                     .hasMatch(),
                 better.comment.c_str());
        // The move list shows the mark.
        QVERIFY2(parts::moveList(w)->model()->moveText(4).endsWith(QStringLiteral("??")),
                 qPrintable(parts::moveList(w)->model()->moveText(4)));
        // Saved with the game.
        QVERIFY(QString::fromStdString(writePgn(r, Notation::Iccs)).contains(QStringLiteral("??")));
        d->close();
    }

    // Our xiangqi-engine as an external UCI engine: "go infinite" with MultiPV, restarted by a new position.
    void externalEngineAnalyses() {
        AnalysisEngine engine;
        EngineConfig config;
        config.name = QStringLiteral("xiangqi-engine");
        config.command = OurEngine;
        engine.setEngine(config);
        QVERIFY(engine.usesExternalEngine());
        QCOMPARE(engine.engineName(), QStringLiteral("xiangqi-engine"));
        engine.setMultiPv(2);
        QSignalSpy infos(&engine, &AnalysisEngine::info);
        QSignalSpy failed(&engine, &AnalysisEngine::engineFailed);
        Position start;
        QVERIFY(start.setFen(StartFen));
        const int first = engine.start({}, {}, start);
        auto hasLine = [&](int id, int multipv) {
            for (const QList<QVariant>& args : infos)
                if (args.at(0).toInt() == id && args.at(1).value<SearchInfo>().line() == multipv) return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(hasLine(first, 2), Slow);
        QVERIFY(failed.isEmpty());
        // A new position: the old search is dropped, lines come for the new id only, legal there.
        Position after = start;
        after.makeMove(parseUciMove("h2e2"));
        const int second = engine.start({}, {parseUciMove("h2e2")}, after);
        QVERIFY(second > first);
        infos.clear();
        QTRY_VERIFY_WITH_TIMEOUT(hasLine(second, 1), Slow);
        for (const QList<QVariant>& args : infos) {
            QCOMPARE(args.at(0).toInt(), second);
            QVERIFY(after.isLegal(args.at(1).value<SearchInfo>().pv.front()));
        }
        engine.stop();
        QVERIFY(!engine.isRunning());
    }

    // Issue 35, defect 9: the external engine's process ends when analysis mode does (a new game ends it); it
    // used to stay running, idle. F2 again starts it again.
    void externalAnalysisEngineEndsWithAnalysisMode() {
        MainWindow w(false);
        EngineConfig config;
        config.name = QStringLiteral("xiangqi-engine");
        config.command = OurEngine;
        AnalysisEngine* engine = parts::analysis(w)->engine();
        engine->setEngine(config);
        QSignalSpy infos(engine, &AnalysisEngine::info);
        parts::analysis(w)->setAnalysing(true);
        QVERIFY(infos.wait(Slow));
        auto running = [engine] {
            for (QProcess* p : engine->findChildren<QProcess*>())
                if (p->state() != QProcess::NotRunning) return true;
            return false;
        };
        QVERIFY(running());
        GameSetup vsComputer;
        vsComputer.red = PlayerKind::Human;
        vsComputer.black = PlayerKind::Computer;
        w.newGame(vsComputer);
        QVERIFY(!parts::analysis(w)->isAnalysing());
        QTRY_VERIFY_WITH_TIMEOUT(!running(), 5000);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        w.newGame(hotseat);
        infos.clear();
        parts::analysis(w)->setAnalysing(true);
        QVERIFY(infos.wait(Slow));
        QVERIFY(running());
    }

    // The review dialog with an external engine (xiangqi-engine over UCI) finds the planted blunder too.
    void reviewWithExternalEngine() {
        std::vector<GameRecord> games;
        RecordError error;
        QFile file(BlunderGame);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(readPgn(file.readAll().toStdString(), &games, &error));
        EngineConfig config;
        config.name = QStringLiteral("xiangqi-engine");
        config.command = OurEngine;
        ReviewDialog d(games.front(), Notation::Iccs, {config});
        d.setEngineIndex(1);
        d.setDepth(7);
        d.start();
        QTRY_VERIFY_WITH_TIMEOUT(!d.isRunning(), Slow);
        QVERIFY2(d.isFinished(), qPrintable(d.statusText()));
        const std::vector<NodeId> line = d.annotatedRecord().mainLine();
        QCOMPARE(d.annotatedRecord().node(line[3]).annotation, std::string("??"));
        QCOMPARE(d.result().black.blunders, 1);
    }

    void cancelLeavesGameUnchanged() {
        MainWindow w(false);
        w.show();
        loadBlunderGame(w);
        const std::string before = writePgn(parts::controller(w)->record(), Notation::Iccs);
        ReviewDialog* d = parts::analysis(w)->showReview();
        QSignalSpy running(d, &ReviewDialog::runningChanged);
        d->setDepth(30);  // far longer than the test
        d->start();
        QVERIFY(d->isRunning());
        QTest::qWait(100);  // the worker is deep in its first search now
        d->cancelButton()->click();
        // Cancel waits for the worker: it has stopped when the click returns.
        QVERIFY(!d->isRunning());
        QVERIFY(!d->isFinished());
        QVERIFY(!d->applyButton()->isEnabled());
        QVERIFY(d->startButton()->isEnabled());
        QCOMPARE(running.size(), 2);
        QTest::qWait(200);  // nothing of the cancelled run arrives later
        QVERIFY(!d->isFinished());
        QString error;
        QVERIFY(!parts::analysis(w)->applyReview(*d, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(writePgn(parts::controller(w)->record(), Notation::Iccs), before);
        d->close();
    }

    void applyRefusedWhenTheGameChanged() {
        MainWindow w(false);
        w.show();
        loadBlunderGame(w);
        ReviewDialog* d = parts::analysis(w)->showReview();
        d->setDepth(2);
        d->start();
        QTRY_VERIFY_WITH_TIMEOUT(d->isFinished(), Slow);
        // Another move at the end changes the main line: the review no longer fits the game.
        GameSetup hotseat = parts::controller(w)->setup();
        hotseat.red = hotseat.black = PlayerKind::Human;
        parts::controller(w)->setSetup(hotseat);
        parts::controller(w)->goLast();
        const Position pos = parts::controller(w)->position();
        MoveList legal;
        generateLegal(pos, legal);
        QVERIFY(legal.count > 0);
        QVERIFY(parts::controller(w)->requestMove(legal.moves[0]));
        const std::string before = writePgn(parts::controller(w)->record(), Notation::Iccs);
        QString error;
        QVERIFY(!parts::analysis(w)->applyReview(*d, &error));
        QVERIFY(error.contains(QStringLiteral("changed")));
        QCOMPARE(writePgn(parts::controller(w)->record(), Notation::Iccs), before);
        d->close();
    }
};

QTEST_MAIN(TestAnalysis)
#include "test_analysis.moc"
