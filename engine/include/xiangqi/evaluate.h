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

// Full evaluation of a position from Red's side (the sum of pieceSquareValue over the board).
int evaluate(const Position& pos);

}  // namespace xq
