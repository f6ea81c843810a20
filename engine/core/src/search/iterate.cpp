// Around the tree: iterative deepening with aspiration windows, root moves, MultiPV and progress reports.
#include <algorithm>
#include <cstdlib>

#include "search/movepick.h"
#include "search/threads.h"
#include "search/worker.h"
#include "xiangqi/evaluate.h"
#include "xiangqi/movegen.h"

namespace xq::detail {

namespace {

// Aspiration window around the previous iteration's score, widened on failure.
constexpr int AspirationMinDepth = 5;
constexpr int AspirationWindow = 40;

}  // namespace

// The state every thread sets up before its iterative deepening.
void Worker::prepare(const Position& pos, const std::atomic<bool>& stop) {
    pos_ = pos;
    stopFlag_ = &stop;
    stopped_ = false;
    nodes_ = 0;
    stats_ = {};
    publishedNodes_.store(0, std::memory_order_relaxed);
    seldepth_ = 0;
    histories_.newSearch();
    eval_[0] = pieceSquareTotal(pos_);
}

// All legal root moves, the table move first, then as the ordering of the inner nodes says.
bool Worker::generateRootMoves() {
    rootMoves_.clear();
    Move ttMove;
    TTData e;
    if (options_.transpositionTable && table_.probe(pos_.hash(), e)) ttMove = Move::fromRaw(e.move);
    MovePicker picker(pos_, histories_, ttMove, histories_.killers[0], MovePicker::Kind::Root);
    for (Move m = picker.next(); !m.isNone(); m = picker.next()) rootMoves_.push_back({m, 0});
    return !rootMoves_.empty();
}

// One iteration: an aspiration window around the previous score once it has settled, widened on failure.
int Worker::aspirationSearch(int depth, int previous) {
    int delta = AspirationWindow;
    const bool aspire =
        options_.aspiration && !exactRootScores_ && depth >= AspirationMinDepth && std::abs(previous) < MateBound;
    int alpha = aspire ? previous - delta : -InfiniteScore, beta = aspire ? previous + delta : InfiniteScore;
    while (true) {
        const int score = searchRoot(alpha, beta, depth);
        if (stopped_) return score;
        if (score <= alpha && alpha > -InfiniteScore) {
            alpha = std::max(-InfiniteScore, alpha - delta);
        } else if (score >= beta && beta < InfiniteScore) {
            beta = std::min(InfiniteScore, beta + delta);
        } else {
            return score;
        }
        delta *= 2;
    }
}

std::uint64_t Worker::totalNodes() const { return nodes_ + pool_.helperNodes(); }

SearchInfo Worker::makeInfo(int depth, int score) const {
    SearchInfo info;
    info.depth = depth;
    info.seldepth = seldepth_;
    info.hasScore = true;
    info.score = score;
    if (std::abs(score) > MateBound) {
        const int plies = MateScore - std::abs(score);
        const int sign = score > 0 ? 1 : -1;
        info.mate = true;
        info.matePlies = plies * sign;  // exact (0 at a root that is mated already)
        info.mateIn = (plies + 1) / 2 * sign;
    }
    info.nodes = totalNodes();
    info.timeMs = time_.elapsedMs();
    info.nps = info.timeMs > 0 ? info.nodes * 1000 / static_cast<std::uint64_t>(info.timeMs) : info.nodes;
    info.pv.assign(pv_[0].begin(), pv_[0].begin() + pvLength_[0]);
    return info;
}

SearchResult Worker::mainSearch(const Position& pos, const SearchLimits& limits, int randomCp,
                                const std::atomic<bool>& stop, const std::function<void(const SearchInfo&)>& onProgress,
                                ThreadPool& pool, std::mt19937_64& rng) {
    // 1. Limits (a level's caps are already on them).
    time_.start();
    pool.join();
    pool.resetHelperNodes();
    prepare(pos, stop);
    nodeLimit_ = limits.nodes;
    exactRootScores_ = randomCp > 0;
    time_.plan(limits, pos.sideToMove());
    table_.newSearch();

    // 2. Root moves; with none, there is nothing to search.
    SearchResult result;
    if (!generateRootMoves()) {
        result.info = makeInfo(0, lossFor(pos.sideToMove(), 0));
        return result;
    }
    result.bestMove = rootMoves_[0].move;
    result.info.pv = {result.bestMove};
    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, MaxDepth) : MaxDepth;

    // Lazy SMP: the helpers search the same root until this thread is done (the levels that pick at random
    // among exact root scores search alone: they are shallow, and must play as measured).
    if (!exactRootScores_ && pool.size() > 1) smp_ = &pool.startHelpers(pos, maxDepth, limits.nodes);

    // 3. Iterative deepening, with an aspiration window once the score has settled.
    int previous = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        rootDepth_ = depth;
        const int score = aspirationSearch(depth, previous);

        // 4. A finished iteration is the new answer; an interrupted one only if it found a
        //    move that was fully searched and proved better (it is then first in the list).
        if (stopped_) {
            result.bestMove = rootMoves_[0].move;
            break;
        }
        if (smp_) smp_->mainCompletedDepth.store(depth, std::memory_order_relaxed);
        previous = score;
        result.bestMove = rootMoves_[0].move;
        result.info = makeInfo(depth, score);
        if (result.info.pv.empty() || result.info.pv[0] != result.bestMove) result.info.pv = {result.bestMove};
        if (limits.multiPv > 1) result.info.multipv = 1;
        if (onProgress) onProgress(result.info);
        if (limits.multiPv > 1) searchOtherLines(depth, std::min(limits.multiPv, MaxMultiPv), onProgress);

        // 5. Time: do not start an iteration that cannot finish.
        if (time_.skipNextIteration(result.info.timeMs)) break;
        if (timeUp()) break;
    }

    // 6. Levels with randomness pick among the moves close to the best (scores are exact).
    if (randomCp > 0 && !stopped_) pickLevelMove(pos, rootMoves_, randomCp, rng, result);

    // 7. The helpers stop within a check interval; they are joined before anything touches what they use
    //    (the next search, setThreads, clear, ...), so the answer does not wait for them.
    if (smp_) {
        smp_->stop.store(true, std::memory_order_relaxed);
        smp_ = nullptr;
    }
    result.info.nodes = totalNodes();
    result.stats = stats_;
    return result;
}

// MultiPV: after the best line of an iteration, line k is the best of the root moves not shown in
// lines 1..k-1, each searched with a full window at the same depth. Afterwards the root moves are
// ordered line by line, so the next iteration still starts with the best.
void Worker::searchOtherLines(int depth, int lines, const std::function<void(const SearchInfo&)>& onProgress) {
    const std::vector<RootMove> all = rootMoves_;
    std::vector<Move> shown = {all[0].move};
    for (int k = 2; k <= lines && static_cast<std::size_t>(k) <= all.size(); ++k) {
        rootMoves_.clear();
        for (const RootMove& rm : all)
            if (std::find(shown.begin(), shown.end(), rm.move) == shown.end()) rootMoves_.push_back(rm);
        const int score = searchRoot(-InfiniteScore, InfiniteScore, depth);
        if (stopped_) break;
        shown.push_back(rootMoves_[0].move);
        SearchInfo info = makeInfo(depth, score);
        if (info.pv.empty() || info.pv[0] != rootMoves_[0].move) info.pv = {rootMoves_[0].move};
        info.multipv = k;
        if (onProgress) onProgress(info);
    }
    rootMoves_.clear();
    for (Move m : shown)
        rootMoves_.push_back(*std::find_if(all.begin(), all.end(), [m](const RootMove& rm) { return rm.move == m; }));
    for (const RootMove& rm : all)
        if (std::find(shown.begin(), shown.end(), rm.move) == shown.end()) rootMoves_.push_back(rm);
}

}  // namespace xq::detail
