// The cancel storm through the game controller: thousands of rapid actions that start and cancel searches on the
// engine thread — new game, take-back, redo, move now, hint, draw offer, change of level or players, browsing —
// while the engine thinks. Checked after every action: no crash, no deadlock, no stale move (every computer move
// played is the answer to the newest request, searched on the very position it is played in), a game record
// that replays legally and agrees with the position shown; at the end, the engine threads of destroyed
// controllers and windows have ended.
//
//   XIANGQI_STORM_CYCLES=N   cycles of the main storm (default 5,000; CI and the TSan run use the default)
//   XIANGQI_STORM_SEED=S     the random seed (default 1)
#include "searchthreads.h"
#include <QDir>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QtTest>

#include "xiangqi/movegen.h"
#include "xiangqi/session/engineclient.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;
using xq::test::searchThreads;

namespace {

int envInt(const char* name, int fallback) {
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok && v > 0 ? v : fallback;
}

GameSetup randomSetup(QRandomGenerator& rng) {
    GameSetup s;
    s.red = rng.bounded(2) == 0 ? PlayerKind::Computer : PlayerKind::Human;
    s.black = rng.bounded(5) == 0 ? PlayerKind::Human : PlayerKind::Computer;
    // Mostly quick searches so that moves do arrive; sometimes a long one that only a cancel or move-now ends.
    const int kind = int(rng.bounded(10));
    s.level = -1;
    s.depth = kind < 6 ? 1 + int(rng.bounded(3)) : kind < 9 ? 4 : 20;
    s.movetimeMs = kind == 9 ? 20000 : 0;
    return s;
}

// Watches one controller: every search request the engine thread gets, every answer our engine's client delivers,
// every move played. A computer move must be the answer delivered to the newest request, searched on the position the
// move is played in. (The watch's handlers may run before or after the controller's own, so it matches requests,
// answers and moves by request id instead of by order.)
struct Watch {
    GameController& c;
    BuiltinEngineClient* engine = nullptr;  // the controller's client of our engine
    quint64 newestRequest = 0;
    quint64 idleAt = 0;
    QHash<quint64, quint64> requestRoot;  // request id -> hash of the position searched
    QHash<quint64, Move> delivered;       // request id -> the answer delivered
    QList<QPair<quint64, Move>> computerMoves;
    QSet<quint64> movedFor;  // requests a computer move was played for
    quint64 answers = 0, humanMoves = 0, replayed = 0;
    bool replaying = false;  // redo() plays moves again: nobody answered them
    QStringList faults;

    explicit Watch(GameController& controller) : c(controller) {
        engine = c.findChild<BuiltinEngineClient*>();
        if (!engine) return;
        QObject::connect(engine, &BuiltinEngineClient::requested, engine,
                         [this](quint64 id, const Position& pos, const SearchLimits&) {
                             if (id <= newestRequest) faults << QString("request id %1 not increasing").arg(id);
                             newestRequest = id;
                             requestRoot.insert(id, pos.hash());
                         });
        // The client goes idle (Ready) just before it delivers an answer: the newest request then is the one the
        // answer must be for.
        QObject::connect(engine, &EngineClient::stateChanged, engine, [this](EngineClient::State s) {
            if (s != EngineClient::State::Thinking) idleAt = newestRequest;
        });
        QObject::connect(engine, &EngineClient::bestMove, engine, [this](quint64 id, Move best, const SearchInfo&) {
            ++answers;
            // The newest request when the client went idle to deliver it (the controller's handlers may have started
            // the next search since).
            if (id != idleAt && id != newestRequest)
                faults << QString("answer to old request %1 delivered (newest %2)").arg(id).arg(newestRequest);
            if (delivered.contains(id)) faults << QString("request %1 answered twice").arg(id);
            if (!requestRoot.contains(id)) faults << QString("answer %1 to a request never made").arg(id);
            delivered.insert(id, best);
        });
    }

    // From movePlayed. A computer's move comes while the client delivers the answer: the newest request is the one
    // answered (the next search starts after movePlayed).
    void onMovePlayed(Move m, PlayerKind mover) {
        if (replaying) {
            ++replayed;
            return;
        }
        if (mover == PlayerKind::Human) {
            ++humanMoves;
            return;
        }
        const NodeId parent = c.record().node(c.game().cursor()).parent;
        const Position before = c.record().positionAt(parent);
        if (engine->state() == EngineClient::State::Thinking) faults << QString("computer move %1 while a search runs").arg(moveToUci(m).c_str());
        if (requestRoot.value(newestRequest) != before.hash())
            faults
                << QString("computer move %1: the newest request searched another position").arg(moveToUci(m).c_str());
        if (movedFor.contains(newestRequest)) faults << QString("two moves for request %1").arg(newestRequest);
        movedFor.insert(newestRequest);
        computerMoves.append({newestRequest, m});
    }

    // Every computer move was the answer delivered to its request.
    void matchMoves() {
        for (const auto& [id, m] : computerMoves) {
            if (!delivered.contains(id))
                faults << QString("computer move %1 with no answer delivered").arg(moveToUci(m).c_str());
            else if (delivered.value(id) != m)
                faults << QString("computer move %1 is not the answer %2")
                              .arg(moveToUci(m).c_str(), moveToUci(delivered.value(id)).c_str());
        }
    }

    // The record replays legally, the cursor is on the line shown, and the position shown is the record's.
    void checkConsistent(int cycle) {
        const GameRecord& r = c.record();
        Position p = r.startPosition();
        const std::vector<NodeId> line = c.game().currentLine();
        for (NodeId id : line) {
            const Move m = r.node(id).move;
            if (!p.isLegal(m)) {
                faults << QString("cycle %1: illegal move %2 in the record").arg(cycle).arg(moveToUci(m).c_str());
                return;
            }
            p.makeMove(m);
        }
        if (c.length() != int(line.size())) faults << QString("cycle %1: length differs from the line").arg(cycle);
        if (c.cursor() < 0 || c.cursor() > c.length()) faults << QString("cycle %1: cursor off the line").arg(cycle);
        if (c.positionAtPly(c.cursor()).hash() != c.position().hash())
            faults << QString("cycle %1: the position shown is not the record's").arg(cycle);
        if (r.moveCount() < c.length()) faults << QString("cycle %1: fewer nodes than moves").arg(cycle);
    }
};

}  // namespace

class TestControllerStorm : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QCoreApplication::setOrganizationName("XiangqiStormTest"); }

    void cancelStormThroughTheController() {
        const int cycles = envInt("XIANGQI_STORM_CYCLES", 5000);
        const int seed = envInt("XIANGQI_STORM_SEED", 1);
        QRandomGenerator rng{quint32(seed)};
        GameController c;
        Watch watch(c);
        QVERIFY2(watch.engine, "the controller's client of our engine is not its child");
        c.setComputerPause(0);
        QObject::connect(&c, &GameController::movePlayed, &c, [&](Move m, bool, bool) {
            // The side that moved is the one not to move now; what it is, is the setup's word at this moment.
            const Color mover = ~c.position().sideToMove();
            watch.onMovePlayed(m, c.setup().player(mover));
        });
        int actions[12] = {};
        qint64 waitedForAnswers = 0;
        QElapsedTimer timer;
        timer.start();
        c.newGame(randomSetup(rng));
        for (int cycle = 0; cycle < cycles && watch.faults.isEmpty(); ++cycle) {
            const int action = int(rng.bounded(12));
            ++actions[action];
            switch (action) {
            case 0: c.newGame(randomSetup(rng)); break;
            case 1: c.takeback(); break;
            case 2: c.moveNow(); break;
            case 3: {  // change of level: same players, other strength
                GameSetup s = c.setup();
                s.level = int(rng.bounded(5)) - 1;
                s.depth = 1 + int(rng.bounded(4));
                c.setSetup(s);
                break;
            }
            case 4: {  // change of players while thinking
                GameSetup s = randomSetup(rng);
                s.depth = std::min(s.depth, 3);
                c.setSetup(s);
                break;
            }
            case 5:
            case 6: {  // a human move, if a human is to move
                if (!c.humanToMove()) break;
                MoveList moves;
                generateLegal(c.position(), moves);
                if (moves.size() > 0) c.requestMove(moves[int(rng.bounded(quint32(moves.size())))]);
                break;
            }
            case 7: c.hint(); break;
            case 8: c.goToPly(int(rng.bounded(quint32(c.length() + 1)))); break;
            case 9:
                watch.replaying = true;
                c.redo();
                watch.replaying = false;
                break;
            case 10: c.offerDraw(); break;
            case 11: c.goLast(); break;
            }
            // Let answers arrive: mostly at once, sometimes after the engine had a few milliseconds.
            const int wait = int(rng.bounded(8));
            if (wait == 0) QTest::qWait(1 + int(rng.bounded(5)));
            else QCoreApplication::processEvents();
            // Every 250th cycle the computer's move is let arrive, so that answers are delivered and played on any
            // machine: how many arrive in between depends on its speed (8 to 33 in 5000 cycles under TSan with
            // both cores busy).
            if (cycle % 250 == 249 && c.isComputerThinking()) {
                const quint64 before = watch.answers;
                QTRY_VERIFY_WITH_TIMEOUT(watch.answers > before || !c.isComputerThinking(), 120000);
                if (watch.answers > before) ++waitedForAnswers;
            }
            watch.checkConsistent(cycle);
            watch.matchMoves();
            if (timer.elapsed() > 600000) QFAIL(qPrintable(QString("storm too slow: %1 cycles in 10 min").arg(cycle)));
        }
        QVERIFY2(watch.faults.isEmpty(), qPrintable(watch.faults.join('\n')));
        // After the storm the controller still works: a computer move arrives for a fresh game.
        GameSetup s;
        s.red = PlayerKind::Computer;
        s.black = PlayerKind::Human;
        s.level = -1;
        s.depth = 2;
        c.newGame(s);
        QTRY_COMPARE_WITH_TIMEOUT(c.length(), 1, 120000);
        watch.matchMoves();
        QVERIFY2(watch.faults.isEmpty(), qPrintable(watch.faults.join('\n')));
        qInfo(
            "%d cycles in %lld ms: %lld search requests, %llu answers delivered, %lld computer, %llu human and "
            "%llu replayed moves, %lld answers waited for; actions %d %d %d %d %d %d %d %d %d %d %d %d",
            cycles, timer.elapsed(), qint64(watch.requestRoot.size()), watch.answers,
            qint64(watch.computerMoves.size()), watch.humanMoves, watch.replayed, waitedForAnswers, actions[0],
            actions[1], actions[2], actions[3], actions[4], actions[5], actions[6], actions[7], actions[8], actions[9],
            actions[10], actions[11]);
        QVERIFY(watch.requestRoot.size() > cycles / 10);  // the storm did start searches
        // And answers did arrive and were played, at least those waited for.
        QVERIFY2(
            qint64(watch.computerMoves.size()) >= waitedForAnswers,
            qPrintable(
                QString("%1 computer moves, %2 waited for").arg(watch.computerMoves.size()).arg(waitedForAnswers)));
        QVERIFY(waitedForAnswers > 0);
    }

    // Controllers destroyed while thinking: each destructor returns at once and its engine thread ends.
    void destroyedControllersEndTheirThreads() {
        const int rounds = envInt("XIANGQI_STORM_CYCLES", 5000) / 125;  // 40 by default
        // Engine threads of earlier tests have ended (their exit may take a moment to show in /proc).
        if (searchThreads() > 0) QTRY_COMPARE(searchThreads(), 0);
        const int before = searchThreads();
        QElapsedTimer slowest;
        qint64 worst = 0;
        for (int i = 0; i < rounds; ++i) {
            auto* c = new GameController;
            GameSetup s;
            s.red = PlayerKind::Computer;
            s.black = PlayerKind::Computer;
            s.level = -1;
            s.depth = 20;
            s.movetimeMs = 60000;
            c->setComputerPause(0);
            c->newGame(s);
            QVERIFY(c->isThinking());
            if (i == 0 && before >= 0) QTRY_COMPARE(searchThreads(), before + 1);  // its thread is counted (once named)
            if (i % 2) QTest::qWait(int(i % 7));  // sometimes before the search began, sometimes during it
            slowest.start();
            delete c;
            worst = std::max(worst, slowest.elapsed());
        }
        QVERIFY2(worst < 5000, qPrintable(QString("a destructor took %1 ms").arg(worst)));
        if (before >= 0)
            QTRY_VERIFY2(searchThreads() <= before,
                         qPrintable(QString("%1 engine threads, %2 before").arg(searchThreads()).arg(before)));
    }

    // Windows closed and destroyed while the engine thinks (the window, its controller and its engine thread).
    void destroyedWindowsEndTheirThreads() {
        const int rounds = envInt("XIANGQI_STORM_CYCLES", 5000) / 500;  // 10 by default
        // Engine threads of earlier tests have ended (their exit may take a moment to show in /proc).
        if (searchThreads() > 0) QTRY_COMPARE(searchThreads(), 0);
        const int before = searchThreads();
        qint64 worst = 0;
        for (int i = 0; i < rounds; ++i) {
            auto* window = new MainWindow(false);
            window->show();
            GameSetup s;
            s.red = PlayerKind::Computer;
            s.black = PlayerKind::Human;
            s.level = -1;
            s.depth = 20;
            s.movetimeMs = 60000;
            window->newGame(s);
            QTRY_VERIFY(parts::controller(*window)->isThinking());
            if (i == 0 && before >= 0) QTRY_COMPARE(searchThreads(), before + 1);
            QTest::qWait(int(i % 5) * 3);
            QElapsedTimer t;
            t.start();
            if (i % 2) window->close();
            delete window;
            worst = std::max(worst, t.elapsed());
        }
        QVERIFY2(worst < 5000, qPrintable(QString("destroying a window took %1 ms").arg(worst)));
        if (before >= 0)
            QTRY_VERIFY2(searchThreads() <= before,
                         qPrintable(QString("%1 engine threads, %2 before").arg(searchThreads()).arg(before)));
    }
};

QTEST_MAIN(TestControllerStorm)
#include "test_controllerstorm.moc"
