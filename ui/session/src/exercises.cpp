// The tutorial's exercises. Each position is legal, Red to move, and the generals do not face each other.
#include "xiangqi/session/exercises.h"

namespace xq::session {

const std::vector<Exercise>& tutorialExercises() {
    static const std::vector<Exercise> list = {
        // The general steps one point inside the palace; d0 would face the black general on the open d-file.
        {King, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", parseSquare("e0"), parseSquare("e1"), parseSquare("d0")},
        // The advisor steps one point diagonally, to the palace centre; it may not leave the palace.
        {Advisor, "5k3/9/9/9/9/9/9/9/9/3AK4 w - - 0 1", parseSquare("d0"), parseSquare("e1"), parseSquare("c1")},
        // The elephant moves two points diagonally; the black soldier on b1 blocks the eye towards a2.
        {Elephant, "3k5/9/9/9/9/9/9/9/1p7/2B1K4 w - - 0 1", parseSquare("c0"), parseSquare("e2"), parseSquare("a2")},
        // The horse moves one point straight and one diagonally; the black soldier on b1 blocks its leg towards a2
        // and c2, so it goes to d1 over c0.
        {Horse, "3k5/9/9/9/9/9/9/9/1p7/1N2K4 w - - 0 1", parseSquare("b0"), parseSquare("d1"), parseSquare("c2")},
        // The chariot runs along a line and takes the black soldier on a5; it cannot jump over it to a7.
        {Rook, "3k5/9/9/9/p8/9/9/9/9/R3K4 w - - 0 1", parseSquare("a0"), parseSquare("a5"), parseSquare("a7")},
        // The cannon captures the horse on b8 by jumping over the soldier on b6; without a screen it cannot capture.
        {Cannon, "3k5/1n7/9/1p7/9/9/9/1C7/9/4K4 w - - 0 1", parseSquare("b2"), parseSquare("b8"), parseSquare("b6")},
        // A soldier that has crossed the river may also step sideways, but never backwards.
        {Pawn, "3k5/9/9/9/2P6/9/9/9/9/4K4 w - - 0 1", parseSquare("c5"), parseSquare("b5"), parseSquare("c4")},
    };
    return list;
}

}  // namespace xq::session
