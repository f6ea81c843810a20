// The one built-in engine (BuiltinEngine): one thread and one table for play, analysis, review and puzzles, and
// its order of requests — the opponent's move preempts analysis, which resumes after it; a review's position waits
// for the move; a job is never preempted; cancel and stop.
#include "searchthreads.h"
#include <QDir>
#include <QtTest>

#include <atomic>

#include "xiangqi/record.h"
#include "xiangqi/session/analysisengine.h"
#include "xiangqi/session/builtinengine.h"
#include "xiangqi/session/engineclient.h"
#include "xiangqi/session/gameanalyser.h"

using namespace xq;
using namespace xq::session;
using xq::test::searchThreads;

namespace {

BuiltinRequest request(SearchPriority priority, const SearchLimits& limits) {
    BuiltinRequest r;  // the start position
    r.limits = limits;
    r.priority = priority;
    r.progressIntervalMs = 0;
    return r;
}

SearchLimits infinite() {
    SearchLimits l;
    l.infinite = true;
    return l;
}

SearchLimits depth(int d) {
    SearchLimits l;
    l.depth = d;
    return l;
}

}  // namespace

class TestBuiltinEngine : public QObject {
    Q_OBJECT
private slots:
    // Play, analysis and review in one process ask the same engine: one "search" thread, however many clients.
    void everyClientSharesOneEngine() {
        QTRY_COMPARE(searchThreads() > 0 ? searchThreads() : 0, 0);
        {
            const auto play = makeEngineClient({std::nullopt, EngineUse::Play, {}, nullptr, {}});
            AnalysisEngine analysis;
            const auto reviewEngine = makeEngineClient({std::nullopt, EngineUse::Review, {}, nullptr, {}});
            GameAnalyser review(reviewEngine.get());
            auto engine = BuiltinEngine::shared();
            QCOMPARE(engine->hashMb(), BuiltinEngine::DefaultHashMb);
            if (searchThreads() >= 0) QTRY_COMPARE(searchThreads(), 1);

            // All three at once: each gets its own answers, through the one thread.
            QSignalSpy moves(play.get(), &EngineClient::bestMove);
            QSignalSpy infos(&analysis, &AnalysisEngine::info);
            QSignalSpy reviewed(&review, &GameAnalyser::finished);
            const Position start;
            analysis.start("", {}, start);
            GameRecord game;
            QVERIFY(game.setLine(std::string(StartFen), {parseUciMove("h2e2")}));
            SearchLimits limits;
            limits.depth = 4;
            review.analyse(game, limits);
            EngineRequest move;
            move.limits = depth(5);
            QVERIFY(play->go(move) > 0);
            QTRY_COMPARE_WITH_TIMEOUT(moves.count(), 1, 20000);
            QTRY_COMPARE_WITH_TIMEOUT(reviewed.count(), 1, 20000);
            QCOMPARE(review.evals().size(), std::size_t(2));
            QVERIFY(review.evals()[0].valid && review.evals()[1].valid);
            infos.clear();
            QTRY_VERIFY_WITH_TIMEOUT(!infos.isEmpty(), 10000);  // the analysis resumed after both
            analysis.stop();
        }
        // The engine ends with its last user.
        if (searchThreads() >= 0) QTRY_COMPARE(searchThreads(), 0);
    }

    // The opponent's move preempts the analysis: no analysis info while the move is searched, the move arrives, then
    // the analysis starts again (same request id, from depth 1).
    void playPreemptsAnalysisWhichResumes() {
        BuiltinEngine engine(4);
        QSignalSpy infos(&engine, &BuiltinEngine::info);
        QSignalSpy moves(&engine, &BuiltinEngine::bestMove);
        const quint64 analysis = engine.go(request(SearchPriority::Analysis, infinite()));
        QTRY_VERIFY(std::any_of(infos.begin(), infos.end(), [](const QList<QVariant>& a) {
            return a.at(1).value<SearchInfo>().depth >= 3;
        }));
        const quint64 play = engine.go(request(SearchPriority::Play, depth(6)));
        QVERIFY(play > analysis);
        infos.clear();
        qsizetype infosAtMove = -1;
        connect(&engine, &BuiltinEngine::bestMove, this, [&] { infosAtMove = infos.count(); });
        QTRY_COMPARE_WITH_TIMEOUT(moves.count(), 1, 20000);
        QCOMPARE(moves.at(0).at(0).value<quint64>(), play);
        QVERIFY(moves.at(0).at(1).value<Move>());
        // Between the preemption and the move, only the move's own search reported.
        QVERIFY(infosAtMove > 0);
        for (qsizetype i = 0; i < infosAtMove; ++i) QCOMPARE(infos.at(i).at(0).value<quint64>(), play);
        // Then the analysis again, from the start.
        QTRY_VERIFY(infos.count() > infosAtMove);
        QCOMPARE(infos.at(infosAtMove).at(0).value<quint64>(), analysis);
        QCOMPARE(infos.at(infosAtMove).at(1).value<SearchInfo>().depth, 1);  // it started again
        QVERIFY(engine.isPending(analysis));
        engine.cancel(analysis);
        QVERIFY(!engine.isPending(analysis));
        QTRY_VERIFY(engine.isIdle());
    }

    // A review with the shared engine gives what it gave with an engine of its own: its first position starts from
    // a fresh table, whatever the window searched before (the review dialog's figures did not change).
    void reviewDoesNotDependOnWhatWasSearchedBefore() {
        GameRecord game;
        QVERIFY(game.setLine(std::string(StartFen),
                             {parseUciMove("h2e2"), parseUciMove("h9g7"), parseUciMove("h0g2"), parseUciMove("i9h9")}));
        SearchLimits limits;
        limits.depth = 7;
        auto review = [&](const std::shared_ptr<BuiltinEngine>& engine) {
            EngineChoice choice;
            choice.use = EngineUse::Review;
            choice.builtin = engine;
            const auto client = makeEngineClient(choice);
            GameAnalyser analyser(client.get());
            QSignalSpy finished(&analyser, &GameAnalyser::finished);
            analyser.analyse(game, limits);
            if (!finished.wait(30000)) return std::vector<PositionEval>{};
            return analyser.evals();
        };
        const auto fresh = review(std::make_shared<BuiltinEngine>(16));
        auto warm = std::make_shared<BuiltinEngine>(16);
        {
            // The table full of another position's analysis first.
            QSignalSpy infos(warm.get(), &BuiltinEngine::info);
            BuiltinRequest r = request(SearchPriority::Analysis, infinite());
            QVERIFY(r.pos.setFen("rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 0 1"));
            const quint64 id = warm->go(r);
            QTRY_VERIFY(!infos.isEmpty() && infos.last().at(1).value<SearchInfo>().depth >= 8);
            warm->cancel(id);
        }
        const auto after = review(warm);
        QCOMPARE(fresh.size(), std::size_t(5));
        QCOMPARE(after.size(), fresh.size());
        for (std::size_t i = 0; i < fresh.size(); ++i) {
            QCOMPARE(after[i].scoreCp, fresh[i].scoreCp);
            QCOMPARE(after[i].best, fresh[i].best);
            QCOMPARE(after[i].depth, fresh[i].depth);
        }
    }

    // A background request (a review's position) waits for the move; requests of one priority keep their order.
    void lowerAndEqualPrioritiesWait() {
        BuiltinEngine engine(4);
        QSignalSpy moves(&engine, &BuiltinEngine::bestMove);
        const quint64 play = engine.go(request(SearchPriority::Play, depth(7)));
        const quint64 review1 = engine.go(request(SearchPriority::Background, depth(3)));
        const quint64 review2 = engine.go(request(SearchPriority::Background, depth(3)));
        const quint64 play2 = engine.go(request(SearchPriority::Play, depth(3)));
        QTRY_COMPARE_WITH_TIMEOUT(moves.count(), 4, 30000);
        QCOMPARE(moves.at(0).at(0).value<quint64>(), play);
        QCOMPARE(moves.at(1).at(0).value<quint64>(), play2);  // the higher priority before the waiting reviews
        QCOMPARE(moves.at(2).at(0).value<quint64>(), review1);
        QCOMPARE(moves.at(3).at(0).value<quint64>(), review2);
    }

    // stop() answers with a searched move, also before the search's first iteration; cancel() answers nothing.
    void stopAnswersCancelDoesNot() {
        BuiltinEngine engine(4);
        QSignalSpy moves(&engine, &BuiltinEngine::bestMove);
        const quint64 a = engine.go(request(SearchPriority::Play, infinite()));
        engine.stop(a);
        QTRY_COMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<quint64>(), a);
        QVERIFY(moves.at(0).at(1).value<Move>());
        const quint64 b = engine.go(request(SearchPriority::Play, infinite()));
        QTest::qWait(50);
        engine.cancel(b);
        const quint64 c = engine.go(request(SearchPriority::Play, depth(2)));
        QTRY_COMPARE(moves.count(), 2);
        QCOMPARE(moves.at(1).at(0).value<quint64>(), c);
        QTest::qWait(50);
        QCOMPARE(moves.count(), 2);
    }

    // A job runs with the engine's searcher on its thread and is not preempted by a move; cancelling a job that runs
    // stops it and waits for it; a job cancelled before it began never runs.
    void jobsRunWholeAndCancelWaits() {
        BuiltinEngine engine(4);
        QSignalSpy done(&engine, &BuiltinEngine::jobDone);
        QSignalSpy moves(&engine, &BuiltinEngine::bestMove);
        std::atomic<int> ran{0};
        std::atomic<bool> sawStop{false};
        Searcher* used = nullptr;
        const quint64 job = engine.run(SearchPriority::Background, [&](Searcher& s, const std::atomic<bool>&) {
            used = &s;
            QThread::msleep(300);
            ++ran;
        });
        QTest::qWait(50);
        const quint64 play = engine.go(request(SearchPriority::Play, depth(2)));
        qsizetype movesAtJobDone = -1;
        connect(&engine, &BuiltinEngine::jobDone, this, [&] { movesAtJobDone = moves.count(); });
        QTRY_COMPARE(done.count(), 1);
        QCOMPARE(done.at(0).at(0).value<quint64>(), job);
        QCOMPARE(movesAtJobDone, 0);  // the move waited for the job
        QTRY_COMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<quint64>(), play);
        QVERIFY(used != nullptr);

        // Cancel while it runs: returns once the job has seen its stop flag and ended.
        const quint64 long_ = engine.run(SearchPriority::Background, [&](Searcher&, const std::atomic<bool>& stop) {
            ++ran;
            while (!stop.load()) QThread::msleep(1);
            sawStop = true;
        });
        QTRY_COMPARE(ran.load(), 2);
        engine.cancel(long_);
        QVERIFY(sawStop.load());
        // Cancelled before it began: never runs.
        const quint64 blocker = engine.go(request(SearchPriority::Play, depth(6)));
        const quint64 never = engine.run(SearchPriority::Background, [&](Searcher&, const std::atomic<bool>&) { ++ran; });
        engine.cancel(never);
        QTRY_COMPARE(moves.count(), 2);
        QCOMPARE(moves.at(1).at(0).value<quint64>(), blocker);
        QTest::qWait(100);
        QCOMPARE(ran.load(), 2);
        QCOMPARE(done.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestBuiltinEngine)
#include "test_builtinengine.moc"
