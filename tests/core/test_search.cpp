// The search: alpha-beta equals minimax, no-legal-move wins, mates, rules, limits, stop, bench signature.
#include <QtTest>

#include <atomic>
#include <chrono>
#include <ctime>
#include <fstream>
#include <set>
#include <thread>

#include "xiangqi/evaluate.h"
#include "xiangqi/movegen.h"
#include "xiangqi/rules.h"
#include "xiangqi/search.h"
#include "xiangqi/uci.h"

using namespace xq;

namespace {

// The bench node count: the fingerprint of the search's behaviour. A change of search or
// evaluation changes it; update it in the same commit and say the new number there.
constexpr std::uint64_t ExpectedBenchNodes = 862980;

// How long a stop took: the wall clock, and the processor time of the whole process (std::clock: all its threads;
// on Windows std::clock is the wall clock again). A busy machine delays only the first; a search that does not
// stop makes both grow. elapsedUs() is the smaller.
class StopClock {
public:
    std::int64_t elapsedUs() const {
        const auto wall =
            std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - wall_).count();
        const auto cpu = std::int64_t((std::clock() - cpu_) * (1000000.0 / CLOCKS_PER_SEC));
        return std::min<std::int64_t>(wall, cpu);
    }

private:
    std::chrono::steady_clock::time_point wall_ = std::chrono::steady_clock::now();
    std::clock_t cpu_ = std::clock();
};

// Plain minimax over the legal move tree, scored like the search: static evaluation at depth 0,
// no legal move = loss for the side to move, scores from Red's side.
int minimax(Position& pos, int depth, int ply) {
    if (depth == 0) return scaleForDraws(pos, evaluate(pos));
    MoveList list;
    generateLegal(pos, list);
    const bool red = pos.sideToMove() == Color::Red;
    if (list.empty()) return red ? -MateScore + ply : MateScore - ply;
    int best = red ? -InfiniteScore : InfiniteScore;
    for (Move m : list) {
        pos.makeMove(m);
        const int score = minimax(pos, depth - 1, ply + 1);
        pos.undoMove();
        best = red ? std::max(best, score) : std::min(best, score);
    }
    return best;
}

std::vector<std::string> readEpdFens(const QString& file) {
    std::ifstream in((QString(XIANGQI_TEST_DATA) + "/" + file).toStdString());
    std::vector<std::string> fens;
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) fens.push_back(line.substr(0, line.find(';')));
    return fens;
}

Position fromFen(const std::string& fen) {
    Position pos;
    FenError error;
    if (!pos.setFen(fen, &error)) qFatal("bad test FEN %s: %s", fen.c_str(), describe(error).c_str());
    return pos;
}

// The reference mate at fen is found within a second with `threads` threads: the distance and a correct move.
void solvesMate(const QString& fen, int mateIn, const QStringList& bestMoves, int threads) {
    const Position pos = fromFen(fen.toStdString());
    Searcher searcher(16);
    searcher.setThreads(threads);
    QCOMPARE(searcher.threads(), threads);
    SearchLimits limits;
    limits.movetimeMs = 1000;
    limits.depth = 2 * mateIn + 5;  // a few plies beyond the mate: reduced lines must reach it too
    std::atomic<bool> stop{false};
    const auto start = std::chrono::steady_clock::now();
    const SearchResult r = searcher.search(pos, limits, stop);
    const auto ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    QVERIFY2(bestMoves.contains(QString::fromStdString(moveToUci(r.bestMove))),
             qPrintable(QString::fromStdString(moveToUci(r.bestMove))));
    QVERIFY(r.info.mate);
    const int sign = pos.sideToMove() == Color::Red ? 1 : -1;
    QCOMPARE(r.info.mateIn, sign * mateIn);
    QCOMPARE(r.info.matePlies, sign * (2 * mateIn - 1));  // our search knows the plies: the side to move mates
    QCOMPARE(r.info.score, sign * (MateScore - (2 * mateIn - 1)));
    QVERIFY2(ms <= 1100, qPrintable(QString("%1 ms").arg(ms)));
}

SearchResult searchDepth(const Position& pos, int depth, const SearchOptions& options = {}) {
    Searcher searcher(4);
    searcher.setOptions(options);
    SearchLimits limits;
    limits.depth = depth;
    std::atomic<bool> stop{false};
    return searcher.search(pos, limits, stop);
}

int countPieces(const Position& pos) {
    int n = 0;
    for (Square s = 0; s < SquareCount; ++s) n += pos.pieceAt(s) != NoPiece;
    return n;
}

}  // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    // The bare alpha-beta pair (no table, no pruning, no quiescence) returns the minimax score
    // on every test position; depth 4 only where the tree is small enough to be quick.
    void alphaBetaEqualsMinimax_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        std::vector<std::string> fens = readEpdFens("perft.epd");
        for (const auto& fen : readEpdFens("mates.epd")) fens.push_back(fen);
        fens.push_back(std::string(StartFen));
        int index = 0;
        for (const auto& fen : fens) {
            const int maxDepth = countPieces(fromFen(fen)) <= 10 ? 4 : 3;
            for (int depth = 1; depth <= maxDepth; ++depth)
                QTest::newRow(qPrintable(QString("pos %1 depth %2").arg(index).arg(depth)))
                    << QString::fromStdString(fen) << depth;
            ++index;
        }
    }
    void alphaBetaEqualsMinimax() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        Position pos = fromFen(fen.toStdString());
        const SearchResult result = searchDepth(pos, depth, SearchOptions::plain());
        QCOMPARE(result.info.score, minimax(pos, depth, 0));
        MoveList legal;
        generateLegal(pos, legal);
        if (legal.empty()) QVERIFY(result.bestMove.isNone());  // mated or stalemated already
        else QVERIFY(pos.isLegal(result.bestMove));
    }

    // No legal move loses even without check: the stalemating move is a win, found and kept
    // by the full search at every depth (null move, futility and reductions must not hide it).
    void stalemateIsAWin_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<int>("sign");
        QTest::newRow("red stalemates") << "4k4/3P5/5P3/9/9/9/9/9/9/3K5 w - - 0 1"
                                        << "f7f8" << 1;
        QTest::newRow("black stalemates") << "3k5/9/9/9/9/9/9/5p3/3p5/4K4 b - - 0 1"
                                          << "f2f1" << -1;
    }
    void stalemateIsAWin() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(int, sign);
        Position pos = fromFen(fen.toStdString());
        for (int depth = 1; depth <= 6; ++depth) {
            const SearchResult r = searchDepth(pos, depth);
            QCOMPARE(QString::fromStdString(moveToUci(r.bestMove)), move);
            QCOMPARE(r.info.score, sign * (MateScore - 1));
            QVERIFY(r.info.mate);
            QCOMPARE(r.info.mateIn, sign);
        }
        // After the move the side to move has no legal move and is not in check.
        pos.makeMove(parseUciMove(move.toStdString()));
        MoveList list;
        generateLegal(pos, list);
        QVERIFY(list.empty());
        QVERIFY(!pos.inCheck());
    }

    // Every forced mate of the reference set: a correct first move (any of the bm list), the
    // right mate distance, within one second each.
    void mates_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("mateIn");
        QTest::addColumn<QStringList>("bestMoves");
        std::ifstream in(XIANGQI_TEST_DATA "/mates.epd");
        int index = 0;
        for (std::string line; std::getline(in, line);) {
            if (line.empty()) continue;
            const QStringList fields = QString::fromStdString(line).split(';');
            QTest::newRow(qPrintable(QString("mate %1").arg(index++)))
                << fields[0] << fields[1].section(' ', 1).toInt() << fields[2].section(' ', 1).split(' ');
        }
    }
    void mates() {
        QFETCH(QString, fen);
        QFETCH(int, mateIn);
        QFETCH(QStringList, bestMoves);
        solvesMate(fen, mateIn, bestMoves, 1);
    }

    // Lazy SMP: with 2 and 4 threads the same mates (every second one of the reference set), the same
    // distances, a correct first move, within the same second.
    void matesWithThreads_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("mateIn");
        QTest::addColumn<QStringList>("bestMoves");
        QTest::addColumn<int>("threads");
        std::ifstream in(XIANGQI_TEST_DATA "/mates.epd");
        int index = 0;
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || index++ % 2 != 0) continue;
            const QStringList fields = QString::fromStdString(line).split(';');
            for (int threads : {2, 4})
                QTest::newRow(qPrintable(QString("mate %1, %2 threads").arg(index - 1).arg(threads)))
                    << fields[0] << fields[1].section(' ', 1).toInt() << fields[2].section(' ', 1).split(' ')
                    << threads;
        }
    }
    void matesWithThreads() {
        QFETCH(QString, fen);
        QFETCH(int, mateIn);
        QFETCH(QStringList, bestMoves);
        QFETCH(int, threads);
        solvesMate(fen, mateIn, bestMoves, threads);
    }

    // The rule verdicts: perpetual check loses for the checker, other repetitions draw.
    void inTreeRules() {
        // Red's rook checks on rank 9, the king steps down, the rook checks on rank 8, the king
        // steps back: Red checked with every move of the cycle.
        Position pos = fromFen("3k1abn1/4a4/R3b2c1/9/9/9/9/9/9/3AKA3 w - - 0 1");
        for (const char* m : {"a7a9", "d9d8", "a9a8", "d8d9"}) {
            QVERIFY(pos.isLegal(parseUciMove(m)));
            pos.makeMove(parseUciMove(m));
            QCOMPARE(inTreeRule(pos), RuleVerdict::None);
        }
        pos.makeMove(parseUciMove("a8a9"));  // the position after 1. a7a9 again, Black to move
        QCOMPARE(inTreeRule(pos), RuleVerdict::SideToMoveWins);

        // Quiet moves back and forth: a draw.
        Position quiet = fromFen("3k1abn1/4a4/R3b2c1/9/9/9/9/9/9/3AKA3 w - - 0 1");
        for (const char* m : {"a7a6", "h7i7", "a6a7", "i7h7"}) quiet.makeMove(parseUciMove(m));
        QCOMPARE(inTreeRule(quiet), RuleVerdict::Draw);

        // Red's rook attacks the unprotected cannon with every move, the cannon steps away. Played in
        // the game (the cycle reaches back before the root, here the position just searched from),
        // the third occurrence is Red's perpetual chase: Red loses. A cycle wholly inside the tree
        // stays a draw (its verdict would depend on the path; see docs/ENGINE.md).
        Position chase = fromFen("4k4/9/c8/9/9/9/9/9/9/3K4R w - - 0 1");
        for (const char* m : {"i0i7", "a7a8", "i7i8", "a8a7", "i8i7", "a7a8", "i7i8", "a8a7"}) {
            chase.makeMove(parseUciMove(m));
            QCOMPARE(inTreeRule(chase, 1), RuleVerdict::None);
        }
        chase.makeMove(parseUciMove("i8i7"));  // Black to move: Red chased
        QCOMPARE(inTreeRule(chase, 1), RuleVerdict::SideToMoveWins);
        QCOMPARE(inTreeRule(chase), RuleVerdict::Draw);  // the same cycle inside the tree
        chase.makeMove(parseUciMove("a7a8"));            // Red to move, the cycle again
        QCOMPARE(inTreeRule(chase, 1), RuleVerdict::SideToMoveLoses);

        // The same moves with the cannon protected by Black's rook on a9 are no chase (a rook
        // attacking a cheaper piece chases it only when it is unprotected): a draw.
        Position guarded = fromFen("r3k4/9/c8/9/9/9/9/9/9/3K4R w - - 0 1");
        for (const char* m : {"i0i7", "a7a8", "i7i8", "a8a7", "i8i7", "a7a8", "i7i8", "a8a7", "i8i7"})
            guarded.makeMove(parseUciMove(m));
        QCOMPARE(inTreeRule(guarded, 1), RuleVerdict::Draw);

        // 120 plies without a capture.
        QCOMPARE(inTreeRule(fromFen("3k5/9/9/9/9/9/9/4R4/3R5/5K3 b - - 120 80")), RuleVerdict::Draw);
        QCOMPARE(inTreeRule(fromFen("3k5/9/9/9/9/9/9/4R4/3R5/5K3 b - - 119 80")), RuleVerdict::None);
        // Another referee's rule (the 50-move rule: 100 plies) when the search is told so.
        QCOMPARE(inTreeRule(fromFen("3k5/9/9/9/9/9/9/4R4/3R5/5K3 b - - 100 80"), 1 << 30, 100), RuleVerdict::Draw);
        QCOMPARE(inTreeRule(fromFen("3k5/9/9/9/9/9/9/4R4/3R5/5K3 b - - 99 80"), 1 << 30, 100), RuleVerdict::None);
        // Reached after the root (one ply here), the limit draws; a root already at it (the referee played on) not.
        QCOMPARE(inTreeRule(fromFen("3k5/9/9/9/9/9/9/4R4/3R5/5K3 b - - 100 80"), 1, 100), RuleVerdict::Draw);
        QCOMPARE(inTreeRule(fromFen("3k5/9/9/9/9/9/9/4R4/3R5/5K3 b - - 101 80"), 1, 100), RuleVerdict::None);
    }

    // Behind in material, Red would welcome a draw by repetition; but after the checking cycle
    // was played twice, checking again makes the third occurrence by perpetual check, a loss,
    // so the search must choose another move. (After one cycle a8a9 is only the second
    // occurrence: the game goes on, and the search may play it.)
    // Behind (a rook against rook, cannon, horse and advisors), Red would welcome a draw by
    // repetition; after its rook chased the unprotected cannon around the cycle twice, chasing
    // again makes the third occurrence by perpetual chase, a loss, so the search must not play it.
    void perpetualChaseIsAvoided() {
        Position pos = fromFen("3akanr1/9/c8/9/9/9/9/9/9/3K4R w - - 0 1");
        for (const char* m : {"i0i7", "a7a8", "i7i8", "a8a7", "i8i7", "a7a8", "i7i8", "a8a7"}) {
            QVERIFY(pos.isLegal(parseUciMove(m)));
            pos.makeMove(parseUciMove(m));
        }
        QCOMPARE(adjudicate(pos).result, GameResult::Ongoing);
        Position probe = pos;
        probe.makeMove(parseUciMove("i8i7"));
        QCOMPARE(adjudicate(probe).reason, EndReason::PerpetualChase);  // what the referee would rule
        for (int depth = 1; depth <= 5; ++depth) {
            const SearchResult r = searchDepth(pos, depth);
            QVERIFY2(r.bestMove != parseUciMove("i8i7"), qPrintable(QStringLiteral("depth %1").arg(depth)));
        }
    }

    // The search plays by the referee's rule set: the rook chasing the unprotected cannon loses under the Asian
    // rules and only draws under the simple ones. Red, a rook against rook, cannon, horse and advisors, would
    // welcome a draw: after the cycle was played twice, the simple search takes the third chase (a draw), the Asian
    // search must not (and the referee agrees with each).
    void ruleSetDecidesWhatTheSearchRepeats() {
        Position pos = fromFen("3akanr1/9/c8/9/9/9/9/9/9/3K4R w - - 0 1");
        for (const char* m : {"i0i7", "a7a8", "i7i8", "a8a7", "i8i7", "a7a8", "i7i8", "a8a7"}) {
            QVERIFY(pos.isLegal(parseUciMove(m)));
            pos.makeMove(parseUciMove(m));
        }
        const Move repeat = parseUciMove("i8i7");
        QCOMPARE(adjudicate(pos).result, GameResult::Ongoing);
        QCOMPARE(repetitionVerdictAfter(pos, repeat, RuleSet::Asian).reason, EndReason::PerpetualChase);
        QCOMPARE(repetitionVerdictAfter(pos, repeat, RuleSet::Simple).result, GameResult::Ongoing);
        SearchOptions simple;
        simple.rules = RuleSet::Simple;
        SearchOptions asian;
        asian.rules = RuleSet::Asian;
        for (int depth = 3; depth <= 5; ++depth) {
            QCOMPARE(searchDepth(pos, depth, simple).bestMove, repeat);  // a draw is the best Red can get
            QVERIFY(searchDepth(pos, depth, asian).bestMove != repeat);  // a loss by perpetual chase
        }
    }

    // The other side of the rule: the chased side may let the chase go on, because the chaser
    // must break it off. After Black's a8a7 (the cycle's last move for the second time) Red has
    // no draw by repetition: its score stays that of a rook down (from Red's side), where a
    // search that took the third occurrence for a draw would score 0.
    void chaserMustBreakOff() {
        Position pos = fromFen("3akanr1/9/c8/9/9/9/9/9/9/3K4R w - - 0 1");
        for (const char* m : {"i0i7", "a7a8", "i7i8", "a8a7", "i8i7", "a7a8", "i7i8", "a8a7"})
            pos.makeMove(parseUciMove(m));
        for (int depth = 1; depth <= 5; ++depth) {
            const SearchResult r = searchDepth(pos, depth);
            QVERIFY2(r.info.score < -300, qPrintable(QStringLiteral("depth %1 score %2").arg(depth).arg(r.info.score)));
        }
    }

    // Black threatens Rh5-h0 mate (its other rook holds rank 1), and offers its horse on b6: of
    // Red's rook, horse and king moves only a check (Rb3-d3) or a block of the h-file or rank 0
    // (Rb3-f3, g3, h3) parries. The Beginner level (one ply, random among moves within two pawns)
    // does not see the threat by search and would take the horse (or play any other move); it
    // must never hand over the mate in one.
    void beginnerNeverAllowsMateInOne() {
        const Position pos = fromFen("3k5/9/9/1n7/N6r1/9/1R7/9/8r/4K4 w - - 0 1");
        MoveList legal;
        generateLegal(pos, legal);
        int allowing = 0;
        for (Move m : legal) allowing += allowsMateInOne(pos, m);
        QVERIFY2(allowing > legal.size() / 2, "the position must tempt: most moves allow the mate");
        QVERIFY(allowing < legal.size());
        QVERIFY(allowsMateInOne(pos, parseUciMove("b3b6")));
        QVERIFY(!allowsMateInOne(pos, parseUciMove("b3h3")));
        for (const char* name : {"Beginner", "Novice", "Casual"}) {
            int level = -1;
            for (std::size_t i = 0; i < xq::levels().size(); ++i)
                if (std::string(xq::levels()[i].name) == name) level = static_cast<int>(i);
            QVERIFY(level >= 0);
            for (std::uint64_t seed = 1; seed <= 30; ++seed) {
                Searcher searcher(1);
                searcher.setRandomSeed(seed);
                std::atomic<bool> stop{false};
                SearchLimits limits;
                limits.level = level;
                const Move m = searcher.search(pos, limits, stop).bestMove;
                QVERIFY2(!allowsMateInOne(pos, m), qPrintable(QStringLiteral("%1 seed %2 played %3")
                                                                  .arg(name)
                                                                  .arg(seed)
                                                                  .arg(QString::fromStdString(moveToUci(m)))));
            }
        }
    }

    void perpetualCheckIsAvoided() {
        Position pos = fromFen("3k1abn1/4a4/R3b2c1/9/9/9/9/9/9/3AKA3 w - - 0 1");
        for (const char* m : {"a7a9", "d9d8", "a9a8", "d8d9", "a8a9", "d9d8", "a9a8", "d8d9"})
            pos.makeMove(parseUciMove(m));
        for (int depth = 1; depth <= 5; ++depth) {
            const SearchResult r = searchDepth(pos, depth);
            QVERIFY(r.bestMove != parseUciMove("a8a9"));
            QVERIFY(r.info.score > -MateBound);
        }
    }

    // Positions before the root count as the referee counts them (issue 9, defect 4): a single
    // earlier occurrence in the game is no repetition yet, the third occurrence is.
    void repetitionBeforeRootNeedsThree() {
        // Red has no rooks: about 18 pawns behind, it would take any draw it could get.
        const char* fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABN1 w - - 0 1";
        const char* cycle[] = {"h0g2", "h9g7", "g2h0", "g7h9"};
        Position once = fromFen(fen);
        for (const char* m : cycle) once.makeMove(parseUciMove(m));
        // h0g2 would reach the position after 1. h0g2 a second time: the game goes on, still lost.
        for (int depth = 2; depth <= 4; ++depth) {
            const SearchResult r = searchDepth(once, depth);
            QVERIFY2(r.info.score < -1000, qPrintable(QString("depth %1: %2 %3")
                                                          .arg(depth)
                                                          .arg(QString::fromStdString(moveToUci(r.bestMove)))
                                                          .arg(r.info.score)));
        }
        // After the cycle twice, h0g2 makes the third occurrence: a draw, which Red takes.
        Position twice = once;
        for (const char* m : cycle) twice.makeMove(parseUciMove(m));
        for (int depth = 2; depth <= 4; ++depth) {
            const SearchResult r = searchDepth(twice, depth);
            QCOMPARE(r.bestMove, parseUciMove("h0g2"));
            QCOMPARE(r.info.score, 0);
        }
    }

    // Same position, same limits, fresh table: same move, same tree.
    void deterministic() {
        for (const char* fen : benchPositions()) {
            const Position pos = fromFen(fen);
            const SearchResult a = searchDepth(pos, 6), b = searchDepth(pos, 6);
            QCOMPARE(a.bestMove, b.bestMove);
            QCOMPARE(a.info.nodes, b.info.nodes);
            QCOMPARE(a.info.score, b.info.score);
            QVERIFY(pos.isLegal(a.bestMove));
        }
    }

    void benchSignature() {
        const BenchResult r = bench();
        QCOMPARE(r.nodes, ExpectedBenchNodes);
    }

    // Progress after every iteration, depth by depth, with a legal principal variation.
    void progressAndLimits() {
        const Position pos;
        Searcher searcher(4);
        std::atomic<bool> stop{false};
        std::vector<SearchInfo> reports;
        SearchLimits limits;
        limits.depth = 6;
        const SearchResult r = searcher.search(pos, limits, stop, [&](const SearchInfo& i) { reports.push_back(i); });
        QCOMPARE(int(reports.size()), 6);
        for (int d = 0; d < 6; ++d) QCOMPARE(reports[d].depth, d + 1);
        QCOMPARE(r.info.depth, 6);
        QVERIFY(r.info.seldepth >= 6);
        QCOMPARE(r.info.pv.front(), r.bestMove);
        Position walk = pos;
        for (Move m : r.info.pv) {
            QVERIFY(walk.isLegal(m));
            walk.makeMove(m);
        }

        // Node limit: stops within one check interval of it.
        SearchLimits nodes;
        nodes.nodes = 20000;
        const SearchResult rn = searcher.search(pos, nodes, stop);
        QVERIFY(rn.info.nodes <= 20000 + 1024);
        QVERIFY(pos.isLegal(rn.bestMove));

        // Move time: honoured to within a few milliseconds.
        SearchLimits timed;
        timed.movetimeMs = 150;
        auto t0 = std::chrono::steady_clock::now();
        const SearchResult rt = searcher.search(pos, timed, stop);
        auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
        QVERIFY2(ms >= 140 && ms <= 200, qPrintable(QString("%1 ms").arg(ms)));
        QVERIFY(pos.isLegal(rt.bestMove));

        // Game clock: a small share of the remaining time.
        SearchLimits clock;
        clock.wtime = 2000;
        clock.btime = 2000;
        t0 = std::chrono::steady_clock::now();
        searcher.search(pos, clock, stop);
        ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
        QVERIFY2(ms <= 700, qPrintable(QString("%1 ms").arg(ms)));
    }

    // An infinite search stops within 10 ms of the request (100 ms under the sanitizers) and still returns a legal
    // move. (Best of three tries, since the machine may be busy.) On a machine whose cores are taken by other work the
    // wall clock also counts the time the stopping threads wait for a core; the processor time the process spends
    // between the request and the return does not, and a search that ignores the flag burns it as fast as the wall
    // clock. So the stop passes when either of them is within the bound (both are printed).
    void stopIsHonoured() {
        const Position pos = fromFen("r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3");
        std::int64_t fastest = 1000000;
        for (int attempt = 0; attempt < 3; ++attempt) {
            Searcher searcher(16);
            std::atomic<bool> stop{false};
            SearchLimits limits;
            limits.infinite = true;
            SearchResult result;
            std::thread worker([&] { result = searcher.search(pos, limits, stop); });
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            const StopClock clock;
            stop = true;
            worker.join();
            fastest = std::min(fastest, clock.elapsedUs());
            QVERIFY(pos.isLegal(result.bestMove));
            QVERIFY(result.info.depth >= 3);
        }
#ifdef XIANGQI_SANITIZED
        const std::int64_t bound = 100000;  // under ASan on the loaded 2-core machine: 13.8 ms at best
#else
        const std::int64_t bound = 10000;
#endif
        QVERIFY2(fastest <= bound, qPrintable(QString("%1 us").arg(fastest)));
    }

    // Lazy SMP: an infinite search with 2 and 4 threads stops within the same 10 ms and returns a legal move;
    // the helpers' nodes are counted.
    void stopIsHonouredWithThreads() {
        const Position pos = fromFen("r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3");
        for (int threads : {2, 4}) {
            std::int64_t fastest = 1000000;
            // The best of five: on a machine whose cores are busy with other work, a stop can wait for the
            // scheduler (12.7 ms once at 4 threads beside a TSan build, best of three).
            for (int attempt = 0; attempt < 5; ++attempt) {
                Searcher searcher(16);
                searcher.setThreads(threads);
                std::atomic<bool> stop{false};
                SearchLimits limits;
                limits.infinite = true;
                SearchResult result;
                std::uint64_t lastReported = 0;
                std::thread worker([&] {
                    result = searcher.search(pos, limits, stop, [&](const SearchInfo& i) { lastReported = i.nodes; });
                });
                std::this_thread::sleep_for(std::chrono::milliseconds(200));
                const StopClock clock;
                stop = true;
                worker.join();
                fastest = std::min(fastest, clock.elapsedUs());
                QVERIFY(pos.isLegal(result.bestMove));
                QVERIFY(result.info.depth >= 3);
                QVERIFY(result.info.nodes >= lastReported);
            }
#ifdef XIANGQI_SANITIZED
            const std::int64_t bound = 100000;  // under TSan beside the controller storm: 10.6 ms once
#else
            const std::int64_t bound = 10000;
#endif
            QVERIFY2(fastest <= bound, qPrintable(QString("%1 threads: %2 us").arg(threads).arg(fastest)));
        }
    }

    // Lazy SMP keeps the limits: depth (every iteration reported once, by the main thread), nodes (summed over
    // the threads, which publish their counts every check interval: within two intervals per thread), move time; and
    // back at one thread the search is exactly the single-threaded one again (same nodes as a fresh searcher: the bench
    // stays the proof).
    void limitsWithThreads() {
        const Position pos;
        Searcher searcher(4);
        searcher.setThreads(2);
        std::atomic<bool> stop{false};
        std::vector<SearchInfo> reports;
        SearchLimits limits;
        limits.depth = 7;
        const SearchResult r = searcher.search(pos, limits, stop, [&](const SearchInfo& i) { reports.push_back(i); });
        QCOMPARE(int(reports.size()), 7);
        for (int d = 0; d < 7; ++d) QCOMPARE(reports[d].depth, d + 1);
        QCOMPARE(r.info.depth, 7);
        QVERIFY(pos.isLegal(r.bestMove));

        SearchLimits nodes;
        nodes.nodes = 40000;
        const SearchResult rn = searcher.search(pos, nodes, stop);
        QVERIFY2(rn.info.nodes >= 40000 && rn.info.nodes <= 40000 + 2 * 2 * 1024,
                 qPrintable(QString::number(rn.info.nodes)));
        QVERIFY(pos.isLegal(rn.bestMove));

        SearchLimits timed;
        timed.movetimeMs = 150;
        const auto t0 = std::chrono::steady_clock::now();
        const SearchResult rt = searcher.search(pos, timed, stop);
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
        QVERIFY2(ms >= 140 && ms <= 200, qPrintable(QString("%1 ms").arg(ms)));
        QVERIFY(pos.isLegal(rt.bestMove));

        const Position benchPos = fromFen(benchPositions()[1]);
        Searcher fresh(16), reused(16);
        reused.setThreads(4);
        reused.setThreads(1);
        QCOMPARE(reused.threads(), 1);
        SearchLimits depth8;
        depth8.depth = 8;
        const SearchResult a = fresh.search(benchPos, depth8, stop), b = reused.search(benchPos, depth8, stop);
        QCOMPARE(a.info.nodes, b.info.nodes);
        QCOMPARE(a.bestMove, b.bestMove);
        QCOMPARE(a.info.score, b.info.score);
    }

    // Levels: every level answers with a legal move; the randomised weakest level varies its
    // choice but only among moves close to the best.
    void levels() {
        const Position pos;
        QVERIFY(xq::levels().size() >= 4);
        std::set<std::uint16_t> seen;
        for (int i = 0; i < 20; ++i) {
            Searcher searcher(1);
            searcher.setRandomSeed(static_cast<std::uint64_t>(i));
            SearchLimits limits;
            limits.level = 0;
            std::atomic<bool> stop{false};
            const SearchResult r = searcher.search(pos, limits, stop);
            QVERIFY(pos.isLegal(r.bestMove));
            QCOMPARE(r.info.depth, xq::levels()[0].depth);
            seen.insert(r.bestMove.raw());
        }
        QVERIFY(seen.size() > 1);
        for (int level = 1; level < int(xq::levels().size()); ++level) {
            Searcher searcher(1);
            SearchLimits limits;
            limits.level = level;
            limits.movetimeMs = 100;  // caps the slower levels for the test
            std::atomic<bool> stop{false};
            QVERIFY(pos.isLegal(searcher.search(pos, limits, stop).bestMove));
        }
    }

    // UCI: go with limits prints info lines (score from the side to move) and a legal bestmove.
    void uciGo() {
        std::istringstream in(
            "setoption name Hash value 8\nposition startpos moves h2e2\ngo depth 4\nisready\n"
            "position fen 3k5/9/9/9/9/9/9/5p3/3p5/4K4 b - - 0 1\ngo depth 3\n");
        std::ostringstream out;
        runUci(in, out);
        const QString text = QString::fromStdString(out.str());
        QVERIFY2(
            text.contains(QRegularExpression(
                "info depth 4 seldepth \\d+ score cp -?\\d+ nodes \\d+ nps \\d+ time \\d+ pv( [a-i]\\d[a-i]\\d)+\n")),
            qPrintable(text));
        QVERIFY(text.contains("readyok"));
        // Black stalemates in one: mate 1 from Black's (the mover's) side.
        QVERIFY2(text.contains("score mate 1 ") && text.endsWith("bestmove f2f1\n"), qPrintable(text));
        const QStringList moves = text.split('\n').filter(QRegularExpression("^bestmove "));
        QCOMPARE(moves.size(), 2);
        Position pos;
        pos.makeMove(parseUciMove("h2e2"));
        QVERIFY(pos.isLegal(parseUciMove(moves[0].section(' ', 1).toStdString())));
    }

    // The difficulty options: Depth caps every search, Level applies a named level.
    void uciDifficultyOptions() {
        std::istringstream in(
            "setoption name Depth value 3\nposition startpos\ngo\nsetoption name Depth value 0\n"
            "setoption name Level value Beginner\ngo movetime 5000\nsetoption name Level value Expert\n"
            "setoption name Level value Nonsense\n");
        std::ostringstream out;
        const auto start = std::chrono::steady_clock::now();
        runUci(in, out);
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
        const QString text = QString::fromStdString(out.str());
        const QStringList infos = text.split('\n').filter(QRegularExpression("^info depth"));
        QCOMPARE(infos.size(), 4);  // depths 1-3, then depth 1 for the Beginner level
        QVERIFY(infos[2].startsWith("info depth 3 ") && infos[3].startsWith("info depth 1 "));
        QCOMPARE(text.count("bestmove "), 2);
        QVERIFY(text.contains("info string error: unknown level 'Nonsense'"));
#ifdef XIANGQI_SANITIZED
        const std::int64_t bound = 4500;  // under TSan on the loaded machine: 2.7 s; still short of the 5 s
#else
        const std::int64_t bound = 2000;
#endif
        QVERIFY2(ms < bound, qPrintable(QString("%1 ms").arg(ms)));  // the level, not the 5 s, decided
    }

    // The Threads option: 1 to 64, anything else refused with a message; searches and bench run with it.
    void uciThreads() {
        std::istringstream in(
            "uci\nsetoption name Threads value 65\nsetoption name Threads value 0\nsetoption name Threads value x\n"
            "setoption name Threads value 2\nposition startpos\ngo depth 5\nbench 2 2\nbench 2 65\n");
        std::ostringstream out;
        runUci(in, out);
        const QString text = QString::fromStdString(out.str());
        QVERIFY2(text.contains("option name Threads type spin default 1 min 1 max 64\n"), qPrintable(text));
        QCOMPARE(text.count("info string error: option Threads needs a number from 1 to 64"), 3);
        QVERIFY2(text.contains("info depth 5 "), qPrintable(text));
        QCOMPARE(text.count("bestmove "), 1);
        QVERIFY2(text.contains("info string bench depth 2, 2 threads, "), qPrintable(text));
        QVERIFY(text.contains("info string error: bench needs a thread count from 1 to 64"));
    }

    // The engine executable stays responsive while searching: isready answers at once and
    // stop ends an infinite search with a bestmove.
    void uciStopInfinite() {
        QProcess proc;
        proc.start(XIANGQI_BIN_DIR "/xiangqi-engine" XIANGQI_EXE);
        QVERIFY(proc.waitForStarted());
        proc.write("uci\nposition startpos\ngo infinite\n");
        QTest::qWait(300);
        proc.write("isready\n");
        QByteArray out;
        QTRY_VERIFY2_WITH_TIMEOUT((out += proc.readAllStandardOutput()).contains("readyok"), out.constData(), 2000);
        QVERIFY(!out.contains("bestmove"));
        proc.write("stop\n");
        QTRY_VERIFY2_WITH_TIMEOUT((out += proc.readAllStandardOutput()).contains("bestmove "), out.constData(), 2000);
        proc.write("bench 3\n");  // runs off the input thread: "quit" would stop it, so wait for it
        QTRY_VERIFY2_WITH_TIMEOUT((out += proc.readAllStandardOutput()).contains("Nodes/second: "), out.constData(),
                                  20000);
        QVERIFY2(out.contains("Nodes searched: "), out.constData());
        proc.write("quit\n");
        QVERIFY(proc.waitForFinished(5000));
        QCOMPARE(proc.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSearch)
#include "test_search.moc"
