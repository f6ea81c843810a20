// Alpha-beta search (getMaxScore for Red, getMinScore for Black) with its limits, results and difficulty levels.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "xiangqi/position.h"
#include "xiangqi/rules.h"

namespace xq {

// Scores are centipawns from Red's side. A mate is MateScore minus the plies to it, so a
// shorter mate scores higher; anything beyond MateBound is a forced win or loss.
inline constexpr int InfiniteScore = 32000;
inline constexpr int MateScore = 30000;
inline constexpr int MaxPly = 128;
inline constexpr int MateBound = MateScore - 2 * MaxPly;
inline constexpr int MaxDepth = 64;
inline constexpr int MaxThreads = 64;  // the Threads option's maximum
inline constexpr int MinNoCaptureDrawPlies = 10, MaxNoCaptureDrawPlies = 1000;  // the UCI option's range

// What to search for: one type for our search and for an external engine's "go" (which ignores level and multiPv:
// an external engine's lines are its MultiPV option).
struct SearchLimits {
    int depth = 0;                                            // 0 = no depth limit
    std::int64_t movetimeMs = 0;                              // 0 = none
    std::uint64_t nodes = 0;                                  // 0 = none
    std::int64_t wtime = -1, btime = -1, winc = 0, binc = 0;  // game clock (Red = w), -1 = none
    bool infinite = false;                                    // search until stopped
    int level = -1;                                           // named level index (see levels()), -1 = none
    int multiPv = 1;                                          // best lines to report (MultiPV), 1..MaxMultiPv
};
inline constexpr int MaxMultiPv = 5;

// A search's progress: one type for our search and for an external engine's `info` lines, scores from Red's side.
//
// A mate keeps what the engine said. Our search and UCCI engines (ElephantEye: 10000 minus the plies) know the
// plies to it: matePlies is set, and mateIn is derived from it ((plies + 1) / 2 moves). A UCI engine says moves
// ("score mate N"): mateIn is what it said and matePlies is 0, not known. `score` of a mate is only an order
// (a longer mate scores lower): MateScore minus the plies when they are known, else MateScore minus twice the moves.
struct SearchInfo {
    int depth = 0, seldepth = 0;
    bool hasScore = false;  // set with a score: always by our search, by an external engine's line when it has one
    int score = 0;         // centipawns, from Red's side (> 0 good for Red); for a mate see above
    bool mate = false;
    int mateIn = 0;     // moves, > 0 Red mates, < 0 Black mates; set for every mate
    int matePlies = 0;  // plies, signed as mateIn, when the engine said plies; 0 = not known (UCI says moves)
    int bound = 0;      // 0 exact, 1 lower bound, -1 upper bound (from Red's side)
    std::uint64_t nodes = 0, nps = 0;
    std::int64_t timeMs = 0;
    std::vector<Move> pv;  // from an external engine: cut at the first move that is not legal in turn
    int multipv = 0;       // which best line this is (1 = best) when more than one is asked for; 0 otherwise
    std::string text;      // an external engine's "info string …", if that is what the line was (UTF-8)
    bool book = false;     // the move came from an opening book, not from a search (pv holds it, depth is 0)

    // The line's place among the best lines: 1 for the best (also when only one was asked for).
    int line() const { return multipv > 0 ? multipv : 1; }
    // A mate from a number of plies to it (> 0 Red mates), with mateIn and an ordering score.
    void setMatePlies(int plies) {
        mate = true;
        matePlies = plies;
        mateIn = plies >= 0 ? (plies + 1) / 2 : -((-plies + 1) / 2);
        score = plies >= 0 ? MateScore - plies : -MateScore - plies;
    }
    // A mate in a number of moves (> 0 Red mates), the plies not known.
    void setMateMoves(int moves) {
        mate = true;
        matePlies = 0;
        mateIn = moves;
        score = moves >= 0 ? MateScore - 2 * moves : -MateScore - 2 * moves;
    }
};

// Counters of the main thread's search, for the search-efficiency benchmark (tools/searchbench; docs/ENGINE.md).
struct SearchStats {
    std::uint64_t qsearchNodes = 0;      // of the main thread's nodes, those in quiescence
    std::uint64_t cutoffs = 0;           // nodes of the main search (not quiescence) that cut off
    std::uint64_t firstMoveCutoffs = 0;  // of those, the ones where the first move searched cut off
};

struct SearchResult {
    Move bestMove;
    SearchInfo info;
    SearchStats stats;  // our search only
};

// Switches for the parts around the alpha-beta core, so tests can compare the core with plain
// minimax and matches can measure what each part is worth.
struct SearchOptions {
    bool transpositionTable = true;
    bool quiescence = true;  // off: a leaf is scored by the static evaluation
    bool checkExtension = true;
    bool nullMove = true;
    bool lateMoveReduction = true;
    bool futility = true;  // futility pruning of quiet moves at the frontier, delta pruning
    bool aspiration = true;
    bool repetitions = true;  // rules in the tree: repetition, perpetual check, the no-capture rule
    // Plies without a capture after which the game is drawn: 120 by our rules (MoveLimitPlies); a referee
    // with another rule (Fairy-Stockfish's 50-move rule: 100) tells the engine through the UCI option.
    int noCaptureDrawPlies = MoveLimitPlies;
    // The repetition rules the referee applies (docs/RULES.md section 3): the search judges cycles that reach back
    // into the game played so far by the same set.
    RuleSet rules = RuleSet::Asian;

    // Everything off: the bare alpha-beta pair, which must return the minimax score.
    static SearchOptions plain() { return {false, false, false, false, false, false, false, false}; }
};

// The rules the search applies inside its tree, for the current position: has it occurred before
// since the last capture, and if so who lost by it? A repetition where every move one side made in
// the cycle gave check (and not every move of the other) is lost by that side (perpetual check);
// any other repetition is a draw. noCaptureDrawPlies (120 by our rules) without a capture is a draw too, when
// the count reaches it after the root (a root already at the limit is a game the referee let go on).
// pliesFromRoot: how many of the last moves in pos.history() the search made. An earlier
// occurrence after the root counts at once; one at the root or before it (the game record)
// counts only when the current position is its third occurrence, as for the referee. The
// default treats the whole history as the search's own.
enum class RuleVerdict { None, Draw, SideToMoveLoses, SideToMoveWins };
RuleVerdict inTreeRule(const Position& pos, int pliesFromRoot = 1 << 30, int noCaptureDrawPlies = MoveLimitPlies,
                       RuleSet rules = RuleSet::Asian);

// A named difficulty level. depth 0 = no depth limit; randomCp > 0 picks at random among the
// root moves scoring within randomCp of the best; movetimeMs 0 = the caller's limits decide.
struct Level {
    const char* name;
    int depth;
    int randomCp;
    std::int64_t movetimeMs;
};
const std::vector<Level>& levels();

// Can the opponent win at once after m (legal in pos): mate, or leave us without a move? The random
// levels never pick such a move while another one avoids it.
bool allowsMateInOne(const Position& pos, Move m);

namespace detail {
class ThreadPool;  // the search threads and their table (engine/core/src/search/threads.h)
}

// The search: iterative deepening over the alpha-beta pair getMaxScore / getMinScore. The parts
// live in engine/core/src/search/ (see docs/ENGINE.md).
//
// Lazy SMP: with setThreads(n > 1) a search runs n - 1 helper threads beside the caller's thread
// on the same root. They share only the transposition table; each has its own position, history,
// killers, principal variation and node count. The caller's thread (the main thread) keeps the
// clock, the limits, the progress reports and MultiPV, and its result is the answer; the helpers
// fill the table (odd ones a ply ahead of the main thread) and stop when it does. With one thread
// nothing of this runs and the search is exactly the single-threaded one.
class Searcher {
public:
    explicit Searcher(std::size_t hashMb = 16);
    ~Searcher();
    Searcher(const Searcher&) = delete;
    Searcher& operator=(const Searcher&) = delete;

    void setHashSize(std::size_t mb);
    void clear();  // forgets the transposition table, killers and history
    // Search threads, clamped to 1..MaxThreads. Not while a search runs.
    void setThreads(int threads);
    int threads() const;
    // Called at the start of every helper thread (say, to lower its priority as the caller's).
    void setHelperThreadStart(std::function<void()> hook);
    void setOptions(const SearchOptions& options);
    const SearchOptions& options() const;
    void setRandomSeed(std::uint64_t seed) { rng_.seed(seed); }

    // pos carries the game history (for repetitions). stop may be set from another thread at
    // any time; the search then returns within milliseconds with the best move found so far.
    SearchResult search(const Position& pos, const SearchLimits& limits, const std::atomic<bool>& stop,
                        const std::function<void(const SearchInfo&)>& onProgress = {});

private:
    std::unique_ptr<detail::ThreadPool> pool_;
    std::mt19937_64 rng_{std::random_device{}()};
};

// The fixed positions of `bench` (FEN strings).
const std::vector<const char*>& benchPositions();
inline constexpr int BenchDepth = 10;

struct BenchResult {
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
};
// Searches every bench position to `depth` with a fresh 16 MB table: the node count is the
// fingerprint of the search's behaviour (with one thread; more threads measure time to depth and
// their count varies from run to run). A set *stop ends it early (the UCI "stop").
BenchResult bench(int depth = BenchDepth, const std::atomic<bool>* stop = nullptr, int threads = 1);

}  // namespace xq
