// Alpha-beta search (getMaxScore for Red, getMinScore for Black) with its limits, results and difficulty levels.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <thread>
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

struct SearchInfo {
    int depth = 0, seldepth = 0;
    int score = 0;  // centipawns, from Red's side
    bool mate = false;
    int mateIn = 0;  // moves, > 0 Red mates, < 0 Black mates
    std::uint64_t nodes = 0, nps = 0;
    std::int64_t timeMs = 0;
    std::vector<Move> pv;
    int multipv = 0;  // which best line this is (1 = best) when more than one is asked for; 0 otherwise
};

struct SearchResult {
    Move bestMove;
    SearchInfo info;
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
RuleVerdict inTreeRule(const Position& pos, int pliesFromRoot = 1 << 30, int noCaptureDrawPlies = MoveLimitPlies);

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

// Lazy SMP: with setThreads(n > 1) a search runs n - 1 helper threads beside the caller's thread
// on the same root. They share only the transposition table (lock-free entries, see TTEntry); each
// has its own position, history, killers, principal variation and node count. The caller's thread
// (the main thread) keeps the clock, the limits, the progress reports and MultiPV, and its result is
// the answer; the helpers fill the table (odd ones a ply ahead of the main thread) and stop when it
// does. With one thread nothing of this runs and the search is exactly the single-threaded one.
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
    int threads() const { return static_cast<int>(helpers_.size()) + 1; }
    // Called at the start of every helper thread (say, to lower its priority as the caller's).
    void setHelperThreadStart(std::function<void()> hook) {
        joinHelpers();
        helperThreadStart_ = std::move(hook);
    }
    void setOptions(const SearchOptions& options) {
        joinHelpers();
        options_ = options;
        for (auto& h : helpers_) h->options_ = options;
    }
    const SearchOptions& options() const { return options_; }
    void setRandomSeed(std::uint64_t seed) { rng_.seed(seed); }

    // pos carries the game history (for repetitions). stop may be set from another thread at
    // any time; the search then returns within milliseconds with the best move found so far.
    SearchResult search(const Position& pos, const SearchLimits& limits, const std::atomic<bool>& stop,
                        const std::function<void(const SearchInfo&)>& onProgress = {});

private:
    enum Bound : std::uint8_t { BoundNone, BoundUpper, BoundLower, BoundExact };
    // One table entry as the search reads it.
    struct TTData {
        std::uint64_t key = 0;
        std::int16_t score = 0;
        std::uint16_t move = 0;
        std::int8_t depth = 0;
        std::uint8_t bound = BoundNone;
        std::uint8_t age = 0;  // the generation (search number) that stored it
    };
    // As stored: the fields packed into `data`, and the key XOR data in `check`. Threads read and
    // write both words without a lock (relaxed atomics: plain loads and stores on x86 and ARM); an
    // entry torn by two writers no longer decodes to its key, so it is simply a miss. A move read
    // from the table is only ever used when the move generator produced it too.
    struct TTEntry {
        std::atomic<std::uint64_t> check{0};
        std::atomic<std::uint64_t> data{0};
    };
    struct Table {
        std::unique_ptr<TTEntry[]> entries;
        std::size_t size = 0;         // a power of two
        std::uint8_t generation = 0;  // counts searches, for the replacement; written between searches
        TTEntry* bucket(std::uint64_t key) const;  // the first of the key's bucket of entries
    };
    // What the threads of one search share besides the table.
    struct SmpState {
        const Searcher* main = nullptr;
        std::uint64_t nodeLimit = 0;             // of all threads together, 0 = none
        std::atomic<bool> stop{false};           // set by the main thread when it is done
        std::atomic<int> mainCompletedDepth{0};  // the main thread's last finished iteration
    };
    struct RootMove {
        Move move;
        int score = 0;
    };

    // The mutually recursive pair: Red to move maximises (raises alpha), Black minimises
    // (lowers beta). Both return scores from Red's side.
    int getMaxScore(int alpha, int beta, int depth, int ply, bool allowNull);
    int getMinScore(int alpha, int beta, int depth, int ply, bool allowNull);
    template <Color Us>
    int alphaBeta(int alpha, int beta, int depth, int ply, bool allowNull);
    template <Color Us>
    int quiesce(int alpha, int beta, int ply);
    int searchChild(int alpha, int beta, int depth, int ply, bool allowNull);
    int searchRoot(int alpha, int beta, int depth);

    bool ruleScore(int ply, int& score) const;
    void orderMoves(MoveList& list, int* keys, Move ttMove, int ply, bool classifyCaptures) const;
    bool losingCapture(Move m) const;
    void makeMove(Move m, int ply);
    void undoMove(int ply);
    int staticEval(int ply) const;  // incremental tables + the piece-count terms
    bool timeUp();
    void rememberQuiet(Move m, int depth, int ply, const Move* tried, int triedCount);
    int counterSlot() const;  // counters_ index of the opponent's last move, -1 if there is none
    bool probe(std::uint64_t key, TTData& out) const;
    void store(std::uint64_t key, int score, int depth, Bound bound, Move move, int ply);
    void updatePv(int ply, Move m);
    void planTime(const SearchLimits& limits, Color us);
    SearchInfo makeInfo(int depth, int score) const;
    void searchOtherLines(int depth, int lines, const std::function<void(const SearchInfo&)>& onProgress);
    // Lazy SMP: a helper's own iterative deepening, and the node count of all threads.
    Searcher(std::shared_ptr<Table> table, int index);
    void prepare(const Position& pos, const std::atomic<bool>& stop);
    bool generateRootMoves();
    int aspirationSearch(int depth, int previous);
    void helperSearch(const Position& pos, int maxDepth, SmpState& smp);
    void joinHelpers();
    std::uint64_t totalNodes() const;      // the main thread's exact count plus what the helpers published
    std::uint64_t publishedTotal() const;  // what every thread published (any thread may ask)

    SearchOptions options_;
    std::shared_ptr<Table> table_;  // buckets of 4 entries, shared with the helpers
    std::vector<std::unique_ptr<Searcher>> helpers_;
    int threadIndex_ = 0;  // 0 = the main thread, 1... = helpers
    std::function<void()> helperThreadStart_;
    std::atomic<std::uint64_t> publishedNodes_{0};  // nodes_, published every check interval for the other threads
    SmpState* smp_ = nullptr;                       // while a search with helpers runs
    SmpState smpState_;                             // the main thread's, shared with its helpers
    std::vector<std::thread> helperThreads_;        // running, or stopped and not yet joined
    Position rootPos_;                              // the helpers' root
    std::array<std::array<Move, 2>, MaxPly + 1> killers_{};
    std::vector<int> history_;  // [from * 90 + to]: raised by quiet moves that cut off, lowered by those tried before
    // Continuation history, [(piece * 90 + to) of a move one or two plies back][piece * 90 + to of
    // the quiet move]: how well the quiet move did after that move (bonus and malus like history_).
    // Every search divides it by 8, as history_; a row is divided when first used (it has 1,440
    // rows of 1,440 entries, too many to walk at the start of every short search), so its
    // contents are always what dividing all of them at each start would give.
    mutable std::vector<std::int16_t> contHistory_;
    mutable std::vector<std::uint32_t> contRowSearch_;  // the search each row was last divided for
    std::uint32_t searchCount_ = 0;
    int contSlot(int back) const;  // contHistory_ row of the move `back` plies ago (divided), -1 if none
    std::vector<Move> counters_;  // [from * 90 + to] of the opponent's last move: the quiet move that last refuted it
    std::mt19937_64 rng_{std::random_device{}()};

    // State of the search in progress.
    Position pos_;
    std::array<int, MaxPly + 2> eval_{};  // piece-square total (Red's side) at each ply
    std::vector<RootMove> rootMoves_;
    std::array<std::array<Move, MaxPly>, MaxPly + 2> pv_{};  // triangular principal variation
    std::array<int, MaxPly + 2> pvLength_{};
    std::array<Move, MaxPly + 2> excluded_{};  // singular extension: the move each ply's test search leaves out
    int rootDepth_ = 0;
    bool exactRootScores_ = false;  // full window for every root move (levels with randomness)
    const std::atomic<bool>* stopFlag_ = nullptr;
    bool stopped_ = false;
    std::uint64_t nodes_ = 0, nodeLimit_ = 0;
    int seldepth_ = 0;
    std::chrono::steady_clock::time_point start_;
    std::int64_t softLimitMs_ = 0, hardLimitMs_ = 0;  // 0 = none
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
