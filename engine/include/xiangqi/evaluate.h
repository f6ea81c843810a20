// Static evaluation: material plus a piece-square table per piece type, in centipawns from Red's side.
#pragma once

#include "xiangqi/position.h"

namespace xq {

// Material value of a piece type in centipawns (the general has none: it cannot be traded).
int pieceValue(PieceType t);

// Material + square bonus of piece p standing on square s, from Red's side: positive for Red
// pieces, negative for Black ones (Black's tables are Red's mirrored top to bottom).
int pieceSquareValue(Piece p, Square s);

// What a move changes in the evaluation (from Red's side), computed before the move is made.
// The searcher keeps its score up to date with this instead of re-evaluating every node.
int evaluationDelta(const Position& pos, Move m);

// The sum of pieceSquareValue over the board: the part of the evaluation that moves update
// incrementally (evaluationDelta).
int pieceSquareTotal(const Position& pos);

// The part that depends on which pieces are left, not where they stand (from Red's side):
// advisors and elephants matter more the more attackers the opponent has; cannons are strong
// while the board is full, horses once it empties. Cheap: it reads piece counts only.
int materialAdjustment(const Position& pos);

// Full evaluation of a position from Red's side: pieceSquareTotal + materialAdjustment.
int evaluate(const Position& pos);

}  // namespace xq
