// Why a move is refused, as data: a reason code and the squares involved. The user interface words it.
#pragma once

#include <string>
#include <vector>

#include "xiangqi/position.h"

namespace xq {

enum class RefusalReason {
    None,                 // the move is legal
    NotAMove,             // no move, or a square off the board
    GameOver,             // the game has ended at this position
    NoPiece,              // nothing on the from square
    NotYourTurn,          // the piece belongs to the side not to move
    OwnPiece,             // the destination holds a piece of the mover
    GeneralLeavesPalace,  // general or advisor outside the palace
    GeneralStep,          // the general moves one point orthogonally
    AdvisorLeavesPalace,
    AdvisorStep,  // one point diagonally
    ElephantCrossesRiver,
    ElephantStep,        // exactly two points diagonally
    ElephantEyeBlocked,  // blockers: the eye square
    HorseStep,           // one point straight then one diagonally
    HorseLegBlocked,     // blockers: the leg square
    RookLine,            // along a file or a rank
    RookBlocked,         // blockers: the pieces in between
    CannonLine,
    CannonJumpsOnlyToCapture,  // blockers: the pieces in between a non-capture
    CannonNeedsScreen,         // a capture with no piece in between
    CannonTooManyScreens,      // blockers: the pieces in between (two or more)
    SoldierBackward,
    SoldierStep,  // one point at a time
    SoldierSidewaysBeforeRiver,
    GeneralsFace,          // the move leaves the generals facing on an open file
    LeavesGeneralInCheck,  // attackers: the pieces that would attack the general
    StaysInCheck,          // the mover was in check and still is: attackers as above
};

struct Refusal {
    RefusalReason reason = RefusalReason::None;
    Color mover = Color::Red;
    PieceType piece = NoPieceType;  // the moving piece's type, when there is one
    std::vector<Square> blockers;   // squares whose pieces block the move
    std::vector<Square> attackers;  // squares of pieces that would attack the general after the move
};

// Judges move m in pos with the engine's own legality and attack code.
Refusal whyIllegal(const Position& pos, Move m);

// One English sentence for command-line tools and logs ("a horse cannot jump over a piece at its leg (c0)"), the
// same reasons the window words in the user's language (ui/session/src/wording.cpp).
std::string describe(const Refusal& r);

}  // namespace xq
