// The beginners' tutorial as data: one exercise per piece kind, a position and the square to move the piece to.
// Plain C++ (no Qt), so the list can be checked against the rules without a window.
#pragma once

#include <string>
#include <vector>

#include "xiangqi/position.h"

namespace xq::session {

struct Exercise {
    PieceType piece;     // the kind being taught
    std::string fen;     // Red to move; the generals stand apart so nothing else distracts
    Square from;         // where the piece stands
    Square target;       // the marked square; the move from -> target is legal
    Square wrongTarget;  // a tempting square the rules forbid (for the explanation and the tests)
};

// General, advisor, elephant, horse, chariot, cannon, soldier, in that order.
const std::vector<Exercise>& tutorialExercises();

}  // namespace xq::session
