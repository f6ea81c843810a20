// The one client-side engine interface (EngineClient, made by makeEngineClient): the same client code — the
// interface itself, a game review (GameAnalyser) and analysis (AnalysisEngine) — driven once with our built-in
// engine and once with external ones (our xiangqi-engine as a UCI process, a scripted device), with the same
// observable results; and an external engine's crash, state and restart.
#include <QSignalSpy>
#include <QTest>
#include <memory>

#include "scriptedengine.h"
#include "xiangqi/game.h"
#include "xiangqi/movegen.h"
#include "xiangqi/session/analysisengine.h"
#include "xiangqi/session/builtinengine.h"
#include "xiangqi/session/engineclient.h"
#include "xiangqi/session/gameanalyser.h"
#include "xiangqi/session/player.h"
#include "xiangqi/session/searchthreads.h"

using namespace xq;
using namespace xq::session;

namespace {

const QString OurEngine = QStringLiteral(XIANGQI_BIN_DIR "/xiangqi-engine" XIANGQI_EXE);
const QString FakeEngine = QStringLiteral(XIANGQI_BIN_DIR "/xiangqi_fake_engine" XIANGQI_EXE);

EngineConfig config(const QString& command, QStringList args = {}) {
    EngineConfig c;
    c.name = QStringLiteral("test");
    c.command = command;
    c.arguments = args;
    return c;
}

Move uci(const char* text) { return parseUciMove(text); }

// A UCI engine in the test: a few lines of analysis for every go, a best move at once (or at "stop" for "go
// infinite"). It sees only the start position and the one after 1. h2e2, and answers from it what a search would.
QStringList scriptedUci(const QString& line) {
    static bool infinite = false;
    if (line == QLatin1String("uci"))
        return {"id name Scripted", "option name MultiPV type spin default 1 min 1 max 5", "uciok"};
    if (line == QLatin1String("isready")) return {"readyok"};
    if (line.startsWith(QLatin1String("go"))) {
        infinite = line.contains(QLatin1String("infinite"));
        QStringList out{"info depth 1 score cp 20 nodes 100 time 1 pv h2e2",
                        "info depth 2 score cp 25 nodes 900 time 2 pv h2e2 h9g7"};
        if (!infinite) out << "bestmove h2e2";
        return out;
    }
    if (line == QLatin1String("stop") && infinite) {
        infinite = false;
        return {"bestmove h2e2"};
    }
    return {};
}

}  // namespace

class TestEngineInterface : public QObject {
    Q_OBJECT

    // One engine per row, always through the factory: "ours" (the built-in engine, a table of its own here so that
    // the test does not depend on the shared one), "external" (xiangqi-engine as a UCI process), "scripted" (a
    // device that speaks UCI). Only the choice differs; the code under test does not know which it has.
    std::unique_ptr<ScriptedEngine> device_;
    std::unique_ptr<EngineClient> make(const QString& kind, EngineUse use) {
        EngineChoice choice;
        choice.use = use;
        if (kind == QLatin1String("ours")) {
            choice.builtin = std::make_shared<BuiltinEngine>(8);
        } else if (kind == QLatin1String("external")) {
            choice.external = config(OurEngine);
        } else {
            device_ = std::make_unique<ScriptedEngine>(scriptedUci);
            choice.external = config(QStringLiteral("scripted"));
            choice.device = device_.get();
        }
        return makeEngineClient(choice);
    }
    void kinds() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("ours") << "ours";
        QTest::newRow("external") << "external";
        QTest::newRow("scripted") << "scripted";
    }

private slots:
    void initTestCase() {
        registerSearchMetaTypes();
        qRegisterMetaType<EngineError>();
    }
    void cleanup() { device_.reset(); }

    // Our engine judges repetitions by the rules the request names: analysis (AnalysisEngine::setRules, the
    // window passes the game's) and the review (the record's [Rules] tag). The rook chasing the unprotected cannon
    // (test_search ruleSetDecidesWhatTheSearchRepeats): a draw Red takes under the simple rules, a loss it must not
    // play under the Asian ones. Both searched by the Asian rules whatever the game's before.
    void analysisAndReviewFollowTheGamesRules_data() {
        QTest::addColumn<QString>("rules");
        QTest::newRow("asian") << "asian";
        QTest::newRow("simple") << "simple";
    }
    void analysisAndReviewFollowTheGamesRules() {
        QFETCH(QString, rules);
        RuleSet set = RuleSet::Asian;
        QVERIFY(parseRuleSet(rules.toStdString(), &set));
        const std::string fen = "3akanr1/9/c8/9/9/9/9/9/9/3K4R w - - 0 1";
        std::vector<Move> line;
        for (const char* m : {"i0i7", "a7a8", "i7i8", "a8a7", "i8i7", "a7a8", "i7i8", "a8a7"}) line.push_back(uci(m));
        const Move repeat = uci("i8i7");
        auto pos = positionAfter(fen, line);
        QVERIFY(pos);

        AnalysisEngine analysis;
        analysis.setRules(set);
        QSignalSpy infos(&analysis, &AnalysisEngine::info);
        analysis.start(fen, line, *pos);
        QTRY_VERIFY_WITH_TIMEOUT(!infos.isEmpty() && infos.last()[1].value<SearchInfo>().depth >= 5, 20000);
        analysis.stop();
        const SearchInfo deep = infos.last()[1].value<SearchInfo>();
        QVERIFY(!deep.pv.empty());
        QCOMPARE(deep.pv.front() == repeat, set == RuleSet::Simple);

        GameRecord game;
        QVERIFY(game.setLine(fen, line));
        game.setTag(std::string(RulesTag), rules.toStdString());
        const auto engine = make(QStringLiteral("ours"), EngineUse::Review);
        GameAnalyser review(engine.get());
        QSignalSpy reviewed(&review, &GameAnalyser::finished);
        SearchLimits limits;
        limits.depth = 5;
        review.analyse(game, limits);
        QVERIFY(reviewed.wait(30000));
        const PositionEval& last = review.evals().back();
        QVERIFY(last.valid);
        QCOMPARE(last.best == repeat, set == RuleSet::Simple);
    }

    // The computer player is one class for every engine: the same ComputerPlayer plays a legal move and gives a
    // hint with our engine, an external process and a scripted device (with our engine as the stand-in, which
    // must not be needed).
    void computerPlayerPlaysWithEveryEngine_data() { kinds(); }
    void computerPlayerPlaysWithEveryEngine() {
        QFETCH(QString, kind);
        const auto engine = make(kind, EngineUse::Play);
        EngineChoice oursChoice;
        oursChoice.builtin = std::make_shared<BuiltinEngine>(8);
        const auto ours = makeEngineClient(oursChoice);
        EngineClient* standIn = kind == QLatin1String("ours") ? engine.get() : ours.get();
        ComputerPlayer player(engine.get(), standIn);
        QCOMPARE(player.isExternal(), kind != QLatin1String("ours"));
        player.setStrength(Strength{-1, 3, 0});
        player.setMovetime(200);
        QSignalSpy moves(&player, &Player::moveChosen);
        QSignalSpy progress(&player, &Player::progress);
        const Position pos;  // the scripted engine knows only what to play here
        player.startTurn(pos);
        QVERIFY(player.isThinking());
        QVERIFY(moves.wait(15000));
        QCOMPARE(moves.size(), 1);
        QVERIFY(pos.isLegal(moves[0][0].value<Move>()));
        QVERIFY(!player.isThinking());
        QVERIFY(!progress.isEmpty());
        QCOMPARE(player.fallbackMoves(), 0);
        QVERIFY(!player.lastMoveFromBook());
        // A hint at the start position, from the same engine.
        QSignalSpy hints(&player, &ComputerPlayer::hintReady);
        QVERIFY(player.hint(Position(), 100));
        QVERIFY(hints.wait(15000));
        QVERIFY(Position().isLegal(hints[0][0].value<Move>()));
    }

    // Our engine's book is a field of the request: the answer comes from it at once, marked as a book move, within
    // the plies the request allows; past them the engine searches.
    void bookIsARequestField() {
        auto book = std::make_shared<OpeningBook>();
        book->setEntries({BookEntry{Position().hash(), uci("b2e2"), 10, 1, false}});
        const auto engine = make(QStringLiteral("ours"), EngineUse::Play);
        QSignalSpy bests(engine.get(), &EngineClient::bestMove);
        EngineRequest r;
        r.limits.depth = 2;
        r.book = {book, BookVariety::Best};
        r.bookPlies = 4;
        const quint64 id = engine->go(r);
        QVERIFY(id > 0);
        QCOMPARE(engine->state(), EngineClient::State::Thinking);
        QVERIFY(bests.wait(5000));
        QCOMPARE(bests[0][0].value<quint64>(), id);
        QCOMPARE(bests[0][1].value<Move>(), uci("b2e2"));
        QVERIFY(bests[0][2].value<SearchInfo>().book);
        QCOMPARE(engine->state(), EngineClient::State::Ready);
        // A cancelled book answer never arrives.
        bests.clear();
        engine->cancel(engine->go(r));
        QTest::qWait(50);
        QVERIFY(bests.isEmpty());
        // No plies left for the book: a search, not the book's move.
        r.bookPlies = 0;
        QVERIFY(engine->go(r) > 0);
        QVERIFY(bests.wait(10000));
        QVERIFY(!bests[0][2].value<SearchInfo>().book);
        QVERIFY(bests[0][2].value<SearchInfo>().depth > 0);
    }

    // go -> info and a best move; the state goes Thinking and back to Ready.
    void infoThenBestMove_data() { kinds(); }
    void infoThenBestMove() {
        QFETCH(QString, kind);
        const auto engine = make(kind, EngineUse::Play);
        QSignalSpy infos(engine.get(), &EngineClient::info);
        QSignalSpy bests(engine.get(), &EngineClient::bestMove);
        QSignalSpy states(engine.get(), &EngineClient::stateChanged);
        EngineRequest r;
        r.limits.depth = 2;
        const quint64 id = engine->go(r);
        QVERIFY(id > 0);
        QVERIFY(bests.wait(10000));
        QCOMPARE(bests.size(), 1);
        QCOMPARE(bests[0][0].value<quint64>(), id);
        Position start;
        QVERIFY(start.isLegal(bests[0][1].value<Move>()));
        const SearchInfo last = bests[0][2].value<SearchInfo>();
        QVERIFY(last.hasScore && last.depth == 2);
        QVERIFY(!infos.isEmpty());
        for (const auto& i : infos) QCOMPARE(i[0].value<quint64>(), id);
        QCOMPARE(engine->state(), EngineClient::State::Ready);
        bool thought = false;
        for (const auto& s : states) thought |= s[0].value<EngineClient::State>() == EngineClient::State::Thinking;
        QVERIFY(thought);
        // An invalid position is refused with id 0.
        r.moves = {uci("a0a9")};
        QCOMPARE(engine->go(r), quint64(0));
    }

    // stop -> the best move so far arrives; cancel -> nothing arrives, and the next request is answered.
    void stopAndCancel_data() { kinds(); }
    void stopAndCancel() {
        QFETCH(QString, kind);
        const auto engine = make(kind, EngineUse::Analysis);
        QSignalSpy infos(engine.get(), &EngineClient::info);
        QSignalSpy bests(engine.get(), &EngineClient::bestMove);
        EngineRequest r;
        r.limits.infinite = true;
        quint64 id = engine->go(r);
        QVERIFY(infos.wait(10000));
        engine->stop(id);
        QVERIFY(bests.wait(10000));
        QCOMPARE(bests[0][0].value<quint64>(), id);
        QVERIFY(!bests[0][1].value<Move>().isNone());

        id = engine->go(r);
        QVERIFY(infos.wait(10000));
        engine->cancel(id);
        const qsizetype infosAtCancel = infos.size();
        QTest::qWait(300);
        QCOMPARE(bests.size(), 1);
        QCOMPARE(infos.size(), infosAtCancel);
        QTRY_COMPARE_WITH_TIMEOUT(engine->state(), EngineClient::State::Ready, 5000);

        r.limits.infinite = false;
        r.limits.depth = 1;
        id = engine->go(r);
        QVERIFY(bests.wait(10000));
        QCOMPARE(bests.last()[0].value<quint64>(), id);
    }

    // A game review through the same GameAnalyser code: the mate in one is found with each engine.
    void reviewWithEither_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("ours") << "ours";
        QTest::newRow("external") << "external";
    }
    void reviewWithEither() {
        QFETCH(QString, kind);
        const auto engine = make(kind, EngineUse::Review);
        GameAnalyser analyser(engine.get());
        QSignalSpy finished(&analyser, &GameAnalyser::finished);
        QSignalSpy progress(&analyser, &GameAnalyser::progress);
        GameRecord record;
        QVERIFY(record.setLine("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1", {uci("a0a9")}));
        analyser.analyse(record, SearchLimits{3});
        QVERIFY(finished.wait(15000));
        QCOMPARE(progress.size(), 2);
        const auto& evals = analyser.evals();
        QVERIFY(evals[0].valid && evals[0].mate);
        QCOMPARE(evals[0].mateIn, 1);
        QVERIFY(evals[1].terminal);
    }

    // A review's cancel: nothing more arrives, and the next review runs.
    void reviewCancels_data() { reviewWithEither_data(); }
    void reviewCancels() {
        QFETCH(QString, kind);
        const auto engine = make(kind, EngineUse::Review);
        GameAnalyser analyser(engine.get());
        QSignalSpy finished(&analyser, &GameAnalyser::finished);
        QSignalSpy progress(&analyser, &GameAnalyser::progress);
        GameRecord record;
        QVERIFY(record.setLine({}, {uci("h2e2"), uci("h9g7"), uci("h0g2"), uci("i9h9")}));
        SearchLimits deep;
        deep.movetimeMs = 60000;  // far longer than the test waits
        analyser.analyse(record, deep);
        QTest::qWait(300);
        analyser.cancel();
        QVERIFY(!analyser.isRunning());
        const qsizetype before = progress.size();
        QTest::qWait(300);
        QCOMPARE(progress.size(), before);
        QCOMPARE(finished.size(), 0);
        analyser.analyse(record, SearchLimits{1});
        QVERIFY(finished.wait(15000));
        for (const PositionEval& e : analyser.evals()) QVERIFY(e.valid);
    }

    // Analysis through the same AnalysisEngine code, ours and external: lines arrive for the position, MultiPV 2.
    void analysisWithEither_data() { reviewWithEither_data(); }
    void analysisWithEither() {
        QFETCH(QString, kind);
        AnalysisEngine analysis;
        if (kind == QLatin1String("external")) analysis.setEngine(config(OurEngine));
        analysis.setMultiPv(2);
        QSignalSpy infos(&analysis, &AnalysisEngine::info);
        QSignalSpy stopped(&analysis, &AnalysisEngine::stopped);
        Position start;
        const int id = analysis.start({}, {}, start);
        QTRY_VERIFY_WITH_TIMEOUT(
            std::any_of(infos.begin(), infos.end(),
                        [](const QList<QVariant>& i) { return i[1].value<SearchInfo>().line() == 2; }),
            15000);
        for (const auto& i : infos) {
            QCOMPARE(i[0].toInt(), id);
            QVERIFY(start.isLegal(i[1].value<SearchInfo>().pv.front()));
        }
        analysis.stop();
        QCOMPARE(stopped.size(), 1);
        const qsizetype atStop = infos.size();
        QTest::qWait(300);
        QCOMPARE(infos.size(), atStop);
    }

    // An external engine that crashes: state Crashed and the request ended with the error; the next request starts
    // it again (Restarting, then Starting's handshake), and here, as it dies on every go, it crashes again.
    void crashThenRestart() {
        EngineChoice choice;
        choice.external = config(FakeEngine, {QStringLiteral("crash")});
        choice.use = EngineUse::Analysis;
        const auto engine = makeEngineClient(choice);
        QSignalSpy failed(engine.get(), &EngineClient::failed);
        QSignalSpy states(engine.get(), &EngineClient::stateChanged);
        EngineRequest r;
        r.limits.depth = 1;
        quint64 id = engine->go(r);
        QVERIFY(id > 0);
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed[0][0].value<quint64>(), id);
        const EngineErrorCode code = failed[0][1].value<EngineError>().code;
        QVERIFY(code == EngineErrorCode::Crashed || code == EngineErrorCode::Exited);
        QCOMPARE(engine->state(), EngineClient::State::Crashed);
        states.clear();
        id = engine->go(r);
        QVERIFY(id > 0);
        QCOMPARE(states.first()[0].value<EngineClient::State>(), EngineClient::State::Restarting);
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.size(), 2);
        QCOMPARE(failed[1][0].value<quint64>(), id);
        QCOMPARE(engine->state(), EngineClient::State::Crashed);
        // Asked to quit, it is not running, and no longer shown as crashed.
        engine->quit();
        QCOMPARE(engine->state(), EngineClient::State::NotRunning);
    }

    // A crash of a working engine (its device closed under it) while it thinks, then a request: a new handshake on
    // the same settings and an answer. Our engine never crashes: it stays Ready.
    void restartAnswersAfterACrash() {
        EngineChoice choice;
        choice.external = config(OurEngine);
        choice.use = EngineUse::Play;
        const auto engine = makeEngineClient(choice);
        QSignalSpy failed(engine.get(), &EngineClient::failed);
        QSignalSpy bests(engine.get(), &EngineClient::bestMove);
        EngineRequest r;
        r.limits.infinite = true;
        const quint64 first = engine->go(r);
        QTRY_COMPARE_WITH_TIMEOUT(engine->state(), EngineClient::State::Thinking, 10000);
        auto* process = engine->findChild<EngineProcess*>();
        QVERIFY(process && process->processId() > 0);
        auto* child = process->findChild<QProcess*>();
        QVERIFY(child);
        child->kill();
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed[0][0].value<quint64>(), first);
        QCOMPARE(engine->state(), EngineClient::State::Crashed);
        r.limits.infinite = false;
        r.limits.depth = 2;
        const quint64 second = engine->go(r);
        QCOMPARE(engine->state(), EngineClient::State::Restarting);
        QVERIFY(bests.wait(10000));
        QCOMPARE(bests[0][0].value<quint64>(), second);
        QCOMPARE(engine->state(), EngineClient::State::Ready);
    }
};

QTEST_GUILESS_MAIN(TestEngineInterface)
#include "test_engineinterface.moc"
