// Static exchange evaluation on a scratch copy of the board.
#include "xiangqi/see.h"

#include <algorithm>
#include <array>

#include "xiangqi/geometry.h"
#include "xiangqi/evaluate.h"

namespace xq {

namespace {

// The general's value in an exchange: capturing with it onto a defended square loses everything.
constexpr int GeneralExchangeValue = 10000;

int exchangeValue(Piece p) { return typeOf(p) == King ? GeneralExchangeValue : pieceValue(typeOf(p)); }

using Board = std::array<Piece, SquareCount>;

// The square of the cheapest piece of colour `by` that attacks s on board b, or NoSquare.
Square cheapestAttacker(const Board& b, Square s, Color by) {
    using namespace geometry;
    Square best = NoSquare;
    int bestValue = 1 << 30;
    auto consider = [&](Square from) {
        const int v = exchangeValue(b[from]);
        if (v < bestValue) {
            bestValue = v;
            best = from;
        }
    };
    // Pawns: one step behind s (from the attacker's view), or beside it once across the river.
    const Piece pawn = makePiece(by, Pawn);
    const int back = by == Color::Red ? -FileCount : FileCount;
    if (s + back >= 0 && s + back < SquareCount && b[s + back] == pawn) consider(s + back);
    if (hasCrossedRiver(by, s)) {
        if (fileOf(s) > 0 && b[s - 1] == pawn) consider(s - 1);
        if (fileOf(s) < 8 && b[s + 1] == pawn) consider(s + 1);
    }
    // Advisors and elephants, in their own palace and half.
    if (isInPalace(by, s)) {
        const auto& am = advisorMoves[index(by)][s];
        for (int i = 0; i < am.count; ++i)
            if (b[am.steps[i].to] == makePiece(by, Advisor)) consider(am.steps[i].to);
    }
    if (isOnOwnSide(by, s)) {
        const auto& em = elephantMoves[index(by)][s];
        for (int i = 0; i < em.count; ++i)
            if (b[em.steps[i].to] == makePiece(by, Elephant) && b[em.steps[i].block] == NoPiece) consider(em.steps[i].to);
    }
    // Horses whose leg is free.
    const auto& ha = horseAttackers[s];
    for (int i = 0; i < ha.count; ++i)
        if (b[ha.steps[i].to] == makePiece(by, Horse) && b[ha.steps[i].block] == NoPiece) consider(ha.steps[i].to);
    // Rooks (the first piece on a ray) and cannons (the second, over exactly one screen).
    for (int d = 0; d < 4; ++d) {
        const Ray& ray = rays[s][d];
        int seen = 0;
        for (int i = 0; i < ray.count && seen < 2; ++i) {
            const Square sq = ray.squares[i];
            const Piece p = b[sq];
            if (p == NoPiece) continue;
            if (seen == 0 && p == makePiece(by, Rook)) consider(sq);
            if (seen == 1 && p == makePiece(by, Cannon)) consider(sq);
            ++seen;
        }
    }
    if (best != NoSquare) return best;
    // The general, last of all.
    if (isInPalace(by, s)) {
        const auto& km = kingMoves[index(by)][s];
        for (int i = 0; i < km.count; ++i)
            if (b[km.steps[i].to] == makePiece(by, King)) return km.steps[i].to;
    }
    return NoSquare;
}

}  // namespace

int staticExchange(const Position& pos, Move m) {
    Board b;
    for (Square s = 0; s < SquareCount; ++s) b[s] = pos.pieceAt(s);
    const Square to = m.to();
    // gain[d]: what the side making the d-th capture has won so far if the exchange stops after it.
    std::array<int, 34> gain{};
    int depth = 0;
    gain[0] = exchangeValue(b[to]);
    Piece onSquare = b[m.from()];
    b[to] = onSquare;
    b[m.from()] = NoPiece;
    Color side = ~colorOf(onSquare);
    while (depth + 1 < static_cast<int>(gain.size())) {
        const Square from = cheapestAttacker(b, to, side);
        if (from == NoSquare) break;
        ++depth;
        gain[depth] = exchangeValue(onSquare) - gain[depth - 1];
        onSquare = b[from];
        b[to] = onSquare;
        b[from] = NoPiece;
        side = ~side;
    }
    // Back from the end: each side either captures or stops, whichever is better for it.
    while (depth > 0) {
        gain[depth - 1] = -std::max(-gain[depth - 1], gain[depth]);
        --depth;
    }
    return gain[0];
}

}  // namespace xq
