// One search thread: its position, histories, principal variation and counters, and the tree search it runs.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <random>
#include <vector>

#include "search/history.h"
#include "search/side.h"
#include "search/timeman.h"
#include "search/tt.h"
#include "xiangqi/position.h"
#include "xiangqi/search.h"

namespace xq::detail {

class ThreadPool;

// What the threads of one search share besides the table (Lazy SMP, see threads.h).
struct SmpState {
    std::uint64_t nodeLimit = 0;             // of all threads together, 0 = none
    std::atomic<bool> stop{false};           // set by the main thread when it is done
    std::atomic<int> mainCompletedDepth{0};  // the main thread's last finished iteration
};

struct RootMove {
    Move move;
    int score = 0;
};

class Worker {
public:
    // index 0 = the main thread, 1... = helpers; all share the pool's table.
    Worker(TranspositionTable& table, const ThreadPool& pool, int index)
        : table_(table), pool_(pool), threadIndex_(index) {}

    void setOptions(const SearchOptions& options) { options_ = options; }
    Histories& histories() { return histories_; }
    std::uint64_t publishedNodes() const { return publishedNodes_.load(std::memory_order_relaxed); }
    void resetPublishedNodes() { publishedNodes_.store(0, std::memory_order_relaxed); }

    // The main thread's search (iterate.cpp): iterative deepening with the clock, the limits (a level's
    // already applied), progress reports and MultiPV; randomCp > 0 picks among near-best moves (levels.cpp).
    SearchResult mainSearch(const Position& pos, const SearchLimits& limits, int randomCp,
                            const std::atomic<bool>& stop, const std::function<void(const SearchInfo&)>& onProgress,
                            ThreadPool& pool, std::mt19937_64& rng);
    // A helper thread's iterative deepening (threads.cpp).
    void helperSearch(const Position& pos, int maxDepth, SmpState& smp);

private:
    // ---- The tree (search.cpp) ----
    // The mutually recursive pair: Red to move maximises (raises alpha), Black minimises
    // (lowers beta). Both return scores from Red's side. They are the two instantiations of
    // alphaBeta; the root is the same template with Root = true.
    int getMaxScore(int alpha, int beta, int depth, int ply, bool allowNull);
    int getMinScore(int alpha, int beta, int depth, int ply, bool allowNull);
    template <class Side>
    int scoreFor(int alpha, int beta, int depth, int ply, bool allowNull);  // getMaxScore or getMinScore
    template <class Side, bool Root>
    int alphaBeta(int alpha, int beta, int depth, int ply, bool allowNull);
    template <class Side>
    int quiesce(int alpha, int beta, int ply);
    int searchRoot(int alpha, int beta, int depth);  // the side to move's alphaBeta<Side, true>

    bool ruleScore(int ply, int& score) const;
    void makeMove(Move m, int ply);
    void undoMove() { pos_.undoMove(); }
    int staticEval(int ply) const;  // incremental tables + the piece-count terms
    bool timeUp();
    void updatePv(int ply, Move m);

    // ---- Around the tree (iterate.cpp) ----
    void prepare(const Position& pos, const std::atomic<bool>& stop);
    bool generateRootMoves();
    int aspirationSearch(int depth, int previous);
    SearchInfo makeInfo(int depth, int score) const;
    void searchOtherLines(int depth, int lines, const std::function<void(const SearchInfo&)>& onProgress);
    std::uint64_t totalNodes() const;  // this thread's exact count plus what the helpers published

    SearchOptions options_;
    TranspositionTable& table_;
    const ThreadPool& pool_;
    int threadIndex_ = 0;                           // 0 = the main thread, 1... = helpers
    std::atomic<std::uint64_t> publishedNodes_{0};  // nodes_, published every check interval for the other threads
    SmpState* smp_ = nullptr;                       // while a search with helpers runs
    Histories histories_;

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
    SearchStats stats_;  // what the benchmark reports besides nodes (counted by every thread, reported by the main)
    int seldepth_ = 0;
    TimeManager time_;
};

// Levels (levels.cpp): applies the named level of limits.level to the limits; returns its randomCp.
int applyLevel(SearchLimits& limits);
// Levels with randomness pick among the root moves close to the best (rootMoves scored exactly, best first).
void pickLevelMove(const Position& pos, const std::vector<RootMove>& rootMoves, int randomCp, std::mt19937_64& rng,
                   SearchResult& result);

}  // namespace xq::detail
