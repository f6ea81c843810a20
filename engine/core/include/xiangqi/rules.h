// The rules referee: judges a game (a position and the moves that led to it) after its last move.
#pragma once

#include <string>

#include "xiangqi/position.h"

namespace xq {

enum class GameResult { Ongoing, RedWins, BlackWins, Draw };
enum class EndReason {
    None,
    Checkmate,             // side to move is in check and has no legal move: it loses
    Stalemate,             // side to move is not in check and has no legal move: it loses
    PerpetualCheck,        // threefold repetition in which one side checked with every move: it loses
    PerpetualChase,        // threefold repetition in which one side chased one piece with every move: it loses
    Repetition,            // any other threefold repetition (including mutual perpetual check or chase): draw
    MoveLimit,             // 120 plies without a capture: draw
    InsufficientMaterial,  // neither side has a rook, horse, cannon or pawn: draw
};

struct Verdict {
    GameResult result = GameResult::Ongoing;
    EndReason reason = EndReason::None;
    std::string description;  // one English sentence for the user, e.g. "Red wins: perpetual check by Black"
};

// Plies without a capture after which the game is drawn (60 moves each).
inline constexpr int MoveLimitPlies = 120;

// Judges the game whose moves are pos.history() (the position as reached by makeMove from a FEN), after the
// last move. The order in which the rulings are tried is documented in docs/RULES.md.
Verdict adjudicate(const Position& pos);

// How many times the current position (same pieces, same side to move) has occurred in pos.history(),
// counting the current one; the scan stops at a null move.
int repetitionCount(const Position& pos);

// The referee's ruling on one repetition cycle: history()[first] is the first move of a sequence that leads
// from a position equal to pos (same hash) back to pos. Perpetual check, else perpetual chase (the other side
// wins), else a Repetition draw -- the rules of adjudicate's third step, without requiring the third
// occurrence. The search uses it for repetitions inside its tree.
Verdict judgeRepetitionCycle(const Position& pos, int first);

// Neither side has a piece that can cross the river (rook, horse, cannon or pawn).
bool hasInsufficientMaterial(const Position& pos);

std::string_view resultName(GameResult r);  // "1-0", "0-1", "1/2-1/2", "*"
std::string_view reasonName(EndReason r);   // "checkmate", "perpetual check", ...

}  // namespace xq
