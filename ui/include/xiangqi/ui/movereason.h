// Explains in words why a move the user tried is not allowed, from the movement rules of the piece.
#pragma once

#include <QString>

#include "xiangqi/position.h"

namespace xq::ui {

// Empty when m is legal; otherwise a short translated reason ("a horse cannot jump over a piece at its leg").
QString illegalMoveReason(const Position& pos, Move m);

}  // namespace xq::ui
