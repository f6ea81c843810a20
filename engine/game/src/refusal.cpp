// Refusal reasons: which movement rule a move breaks, or which pieces would attack the general after it.
#include "xiangqi/refusal.h"

#include <cstdlib>

#include "xiangqi/geometry.h"
#include "xiangqi/movegen.h"

namespace xq {

namespace {

// Squares strictly between two squares on one file or rank, holding a piece.
std::vector<Square> piecesBetween(const Position& pos, Square from, Square to) {
    std::vector<Square> out;
    for (int d = 0; d < 4; ++d) {
        const auto& ray = geometry::rays[from][d];
        std::vector<Square> seen;
        for (int i = 0; i < ray.count; ++i) {
            if (ray.squares[i] == to) return seen;
            if (pos.pieceAt(ray.squares[i]) != NoPiece) seen.push_back(ray.squares[i]);
        }
    }
    return out;
}

// The block square of a step from `from` to `to` in a step table, NoSquare if there is none or no such step.
template <int N>
Square stepBlock(const geometry::StepList<N>& steps, Square to) {
    for (int i = 0; i < steps.count; ++i)
        if (steps.steps[i].to == to) return steps.steps[i].block;
    return NoSquare;
}

void movementReason(const Position& pos, Move m, Refusal& r) {
    const Square from = m.from(), to = m.to();
    const Color c = r.mover;
    const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
    const int adf = std::abs(df), adr = std::abs(dr);
    const bool straight = (df == 0) != (dr == 0);
    switch (r.piece) {
    case King: r.reason = !isInPalace(c, to) ? RefusalReason::GeneralLeavesPalace : RefusalReason::GeneralStep; return;
    case Advisor:
        r.reason = !isInPalace(c, to) ? RefusalReason::AdvisorLeavesPalace : RefusalReason::AdvisorStep;
        return;
    case Elephant:
        if (!isOnOwnSide(c, to)) r.reason = RefusalReason::ElephantCrossesRiver;
        else if (adf != 2 || adr != 2) r.reason = RefusalReason::ElephantStep;
        else {
            r.reason = RefusalReason::ElephantEyeBlocked;
            r.blockers.push_back(stepBlock(geometry::elephantMoves[index(c)][from], to));
        }
        return;
    case Horse:
        if (!((adf == 1 && adr == 2) || (adf == 2 && adr == 1))) r.reason = RefusalReason::HorseStep;
        else {
            r.reason = RefusalReason::HorseLegBlocked;
            r.blockers.push_back(stepBlock(geometry::horseMoves[from], to));
        }
        return;
    case Rook:
        r.reason = straight ? RefusalReason::RookBlocked : RefusalReason::RookLine;
        if (straight) r.blockers = piecesBetween(pos, from, to);
        return;
    case Cannon:
        if (!straight) {
            r.reason = RefusalReason::CannonLine;
            return;
        }
        r.blockers = piecesBetween(pos, from, to);
        if (pos.pieceAt(to) == NoPiece) r.reason = RefusalReason::CannonJumpsOnlyToCapture;
        else r.reason = r.blockers.empty() ? RefusalReason::CannonNeedsScreen : RefusalReason::CannonTooManyScreens;
        return;
    case Pawn: {
        const int forward = c == Color::Red ? 1 : -1;
        if (dr == -forward && df == 0) r.reason = RefusalReason::SoldierBackward;
        else if (adf + adr != 1) r.reason = RefusalReason::SoldierStep;
        else if (dr == 0 && !hasCrossedRiver(c, from)) r.reason = RefusalReason::SoldierSidewaysBeforeRiver;
        else r.reason = RefusalReason::SoldierBackward;
        return;
    }
    default: r.reason = RefusalReason::NotAMove; return;
    }
}

}  // namespace

Refusal whyIllegal(const Position& pos, Move m) {
    Refusal r;
    r.mover = pos.sideToMove();
    if (m.isNone() || m.from() >= SquareCount || m.to() >= SquareCount || m.from() == m.to()) {
        r.reason = RefusalReason::NotAMove;
        return r;
    }
    const Piece p = pos.pieceAt(m.from());
    if (p == NoPiece) {
        r.reason = RefusalReason::NoPiece;
        return r;
    }
    r.piece = typeOf(p);
    if (colorOf(p) != pos.sideToMove()) {
        r.reason = RefusalReason::NotYourTurn;
        return r;
    }
    const Piece target = pos.pieceAt(m.to());
    if (target != NoPiece && colorOf(target) == colorOf(p)) {
        r.reason = RefusalReason::OwnPiece;
        return r;
    }
    if (!pos.isPseudoLegal(m)) {
        movementReason(pos, m, r);
        return r;
    }
    if (pos.isKingSafeAfter(m)) return r;  // legal

    // The general is exposed: play the move on a copy and ask the opponent's move generator what captures it.
    Position after = pos;
    after.makeMove(m);
    const Square general = after.kingSquare(r.mover);
    const Square enemyGeneral = after.kingSquare(~r.mover);
    MoveList replies;
    generatePseudoLegal(after, replies);
    bool facing = false;
    for (Move reply : replies) {
        if (reply.to() != general) continue;
        if (reply.from() == enemyGeneral && fileOf(general) == fileOf(enemyGeneral) &&
            std::abs(rankOf(general) - rankOf(enemyGeneral)) > 1) {
            facing = true;
            continue;
        }
        r.attackers.push_back(reply.from());
    }
    // Facing generals are found by the attack test too, though the general cannot "move" there.
    if (!facing && fileOf(general) == fileOf(enemyGeneral) && piecesBetween(after, general, enemyGeneral).empty() &&
        r.attackers.empty())
        facing = true;
    if (r.attackers.empty() && facing) {
        r.reason = RefusalReason::GeneralsFace;
        r.attackers.push_back(enemyGeneral);
    } else {
        r.reason = pos.inCheck() ? RefusalReason::StaysInCheck : RefusalReason::LeavesGeneralInCheck;
    }
    return r;
}

std::string describe(const Refusal& r) {
    auto squares = [](const std::vector<Square>& list) {
        std::string out;
        for (Square s : list) out += (out.empty() ? "" : ", ") + squareName(s);
        return out;
    };
    const std::string blockers = squares(r.blockers), attackers = squares(r.attackers);
    switch (r.reason) {
    case RefusalReason::None: return {};
    case RefusalReason::NotAMove: return "not a move";
    case RefusalReason::GameOver: return "the game is over";
    case RefusalReason::NoPiece: return "there is no piece to move";
    case RefusalReason::NotYourTurn: return r.mover == Color::Red ? "it is Red's turn" : "it is Black's turn";
    case RefusalReason::OwnPiece: return "a piece cannot capture a piece of its own side";
    case RefusalReason::GeneralLeavesPalace: return "the general must stay in the palace";
    case RefusalReason::GeneralStep: return "the general moves one step along a line";
    case RefusalReason::AdvisorLeavesPalace: return "an advisor must stay in the palace";
    case RefusalReason::AdvisorStep: return "an advisor moves one step diagonally";
    case RefusalReason::ElephantCrossesRiver: return "an elephant cannot cross the river";
    case RefusalReason::ElephantStep: return "an elephant moves exactly two points diagonally";
    case RefusalReason::ElephantEyeBlocked: return "an elephant is blocked by a piece at its eye (" + blockers + ")";
    case RefusalReason::HorseStep: return "a horse moves one step straight, then one diagonally";
    case RefusalReason::HorseLegBlocked: return "a horse cannot jump over a piece at its leg (" + blockers + ")";
    case RefusalReason::RookLine: return "a chariot moves along a file or a rank";
    case RefusalReason::RookBlocked: return "a chariot cannot jump over pieces (" + blockers + ")";
    case RefusalReason::CannonLine: return "a cannon moves along a file or a rank";
    case RefusalReason::CannonJumpsOnlyToCapture: return "a cannon jumps only to capture (" + blockers + " in the way)";
    case RefusalReason::CannonNeedsScreen: return "a cannon captures by jumping over exactly one piece";
    case RefusalReason::CannonTooManyScreens:
        return "a cannon captures by jumping over exactly one piece, not " + std::to_string(r.blockers.size());
    case RefusalReason::SoldierBackward: return "a soldier never moves backward";
    case RefusalReason::SoldierStep: return "a soldier moves one step at a time";
    case RefusalReason::SoldierSidewaysBeforeRiver: return "a soldier moves sideways only after crossing the river";
    case RefusalReason::GeneralsFace: return "the generals would face each other";
    case RefusalReason::StaysInCheck:
        return "the general is in check and must be saved (attacked from " + attackers + ")";
    case RefusalReason::LeavesGeneralInCheck: return "the general would be in check (from " + attackers + ")";
    }
    return {};
}

}  // namespace xq
