// The two halves of the min/max pair as types: what "better", "our bound" and "a cutoff" mean for each side.
#pragma once

#include "search/tt.h"
#include "xiangqi/search.h"
#include "xiangqi/types.h"

namespace xq::detail {

// Scores are always from Red's side. Red maximises: it raises alpha and cuts off when a score
// reaches beta. Black minimises: it lowers beta and cuts off when a score reaches alpha. The tree
// search is one template over these traits, so each rule is written once for both sides.
struct Window {
    int alpha, beta;
};

struct BlackSide;

struct RedSide {
    using Them = BlackSide;
    static constexpr Color Us = Color::Red;
    static constexpr int WorstScore = -InfiniteScore;  // where a node's best score starts
    static constexpr Bound AtLeastBound = BoundLower;  // a table bound that says "at least this good for us"

    static constexpr bool better(int a, int b) { return a > b; }
    static constexpr int betterBy(int score, int margin) { return score + margin; }
    static constexpr int worseBy(int score, int margin) { return score - margin; }
    // Does the score improve our bound (alpha)?
    static constexpr bool improves(int score, int alpha, int) { return score > alpha; }
    // Does the score reach the opponent's bound (beta), so that they avoid this node?
    static constexpr bool cutsOff(int score, int, int beta) { return score >= beta; }
    static constexpr int& ourBound(int& alpha, int&) { return alpha; }
    static constexpr int theirBound(int, int beta) { return beta; }
    // The null window just beyond our bound: does a move improve it?
    static constexpr Window scoutWindow(int alpha, int) { return {alpha, alpha + 1}; }
    // The null window that tells whether a score reaches `bound`.
    static constexpr Window testWindow(int bound) { return {bound - 1, bound}; }
    static constexpr bool weMate(int score) { return score >= MateBound; }
    static constexpr int matedAt(int ply) { return -MateScore + ply; }  // no legal move loses
};

struct BlackSide {
    using Them = RedSide;
    static constexpr Color Us = Color::Black;
    static constexpr int WorstScore = InfiniteScore;
    static constexpr Bound AtLeastBound = BoundUpper;

    static constexpr bool better(int a, int b) { return a < b; }
    static constexpr int betterBy(int score, int margin) { return score - margin; }
    static constexpr int worseBy(int score, int margin) { return score + margin; }
    static constexpr bool improves(int score, int, int beta) { return score < beta; }
    static constexpr bool cutsOff(int score, int alpha, int) { return score <= alpha; }
    static constexpr int& ourBound(int&, int& beta) { return beta; }
    static constexpr int theirBound(int alpha, int) { return alpha; }
    static constexpr Window scoutWindow(int, int beta) { return {beta - 1, beta}; }
    static constexpr Window testWindow(int bound) { return {bound, bound + 1}; }
    static constexpr bool weMate(int score) { return score <= -MateBound; }
    static constexpr int matedAt(int ply) { return MateScore - ply; }
};

// The score of the side to move being mated (or stalemated: no legal move loses) at this ply.
constexpr int lossFor(Color side, int ply) {
    return side == Color::Red ? RedSide::matedAt(ply) : BlackSide::matedAt(ply);
}

}  // namespace xq::detail
