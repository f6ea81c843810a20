// Difficulty levels: the named levels, their caps on the limits, and the random pick of the weak ones.
#include <algorithm>
#include <cstdlib>

#include "search/worker.h"
#include "xiangqi/movegen.h"

namespace xq {

const std::vector<Level>& levels() {
    // Whom each level suits; the strengths are measured with matches: see docs/ENGINE.md.
    static const std::vector<Level> list = {
        {"Beginner", 1, 200, 0},  // someone who has just learnt the moves; one ply, any move within 2 pawns
        {"Novice", 2, 80, 0},     // a beginner who knows the moves; still gives pieces away
        {"Casual", 3, 30, 0},     // a relaxed game with a casual player
        {"Club", 5, 0, 0},        // a club player: punishes loose pieces
        {"Advanced", 8, 0, 0},    // a strong club player
        {"Expert", 0, 0, 1000},   // experienced players: full strength, one second a move
        {"Master", 0, 0, 5000},   // the strongest players: full strength, five seconds a move
    };
    return list;
}

bool allowsMateInOne(const Position& pos, Move m) {
    Position after = pos;
    after.makeMove(m);
    MoveList replies;
    generateLegal(after, replies);
    for (Move r : replies) {
        after.makeMove(r);
        MoveList answers;  // none: mated, or stalemated, which loses too
        generateLegal(after, answers);
        if (answers.empty()) return true;
        after.undoMove();
    }
    return false;
}

namespace detail {

int applyLevel(SearchLimits& limits) {
    if (limits.level < 0 || limits.level >= static_cast<int>(levels().size())) return 0;
    const Level& level = levels()[static_cast<std::size_t>(limits.level)];
    if (level.depth > 0) limits.depth = limits.depth > 0 ? std::min(limits.depth, level.depth) : level.depth;
    if (level.movetimeMs > 0 && limits.wtime < 0 && limits.btime < 0)
        limits.movetimeMs = limits.movetimeMs > 0 ? std::min(limits.movetimeMs, level.movetimeMs) : level.movetimeMs;
    return level.randomCp;
}

// A shallow level does not see every mate in one it allows (Beginner searches one ply), so a move after
// which the opponent mates at once is never picked at random, and never played as the best while another
// move avoids it: a beginner may be outplayed, but not handed a mate in one.
void pickLevelMove(const Position& pos, const std::vector<RootMove>& rootMoves, int randomCp, std::mt19937_64& rng,
                   SearchResult& result) {
    const int bestScore = rootMoves[0].score;
    std::vector<Move> candidates;
    for (const RootMove& rm : rootMoves)
        if (std::abs(rm.score - bestScore) <= randomCp && std::abs(rm.score) < MateBound &&
            !allowsMateInOne(pos, rm.move))
            candidates.push_back(rm.move);
    if (!candidates.empty() && std::abs(bestScore) < MateBound) {
        std::uniform_int_distribution<std::size_t> pick(0, candidates.size() - 1);
        result.bestMove = candidates[pick(rng)];
        result.info.pv = {result.bestMove};
    } else if (allowsMateInOne(pos, result.bestMove)) {
        for (const RootMove& rm : rootMoves)  // in order of score: the best move that does not
            if (!allowsMateInOne(pos, rm.move)) {
                result.bestMove = rm.move;
                result.info.pv = {rm.move};
                break;
            }
    }
}

}  // namespace detail

}  // namespace xq
