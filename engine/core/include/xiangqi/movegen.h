// Move generation: all legal moves, captures only, and perft.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "xiangqi/position.h"

namespace xq {

// Pseudo-legal moves by the movement rules (may leave the own general attacked or the generals facing).
void generatePseudoLegal(const Position& pos, MoveList& list);
// Legal moves only.
void generateLegal(const Position& pos, MoveList& list);
// Legal captures only (for quiescence search).
void generateLegalCaptures(const Position& pos, MoveList& list);

// Number of leaf nodes of the legal move tree of the given depth.
std::uint64_t perft(Position& pos, int depth);
// Perft split by first move, in generation order.
std::vector<std::pair<Move, std::uint64_t>> divide(Position& pos, int depth);

}  // namespace xq
