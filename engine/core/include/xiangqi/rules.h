// The rules referee: judges a game (a position and the moves that led to it) after its last move.
#pragma once

#include <string>
#include <string_view>
#include <vector>

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

// The rules a repetition is judged by (docs/RULES.md): the Asian Xiangqi Federation's rule book as its illustrated
// examples rule (the default), the Chinese Xiangqi Association's competition rules where they differ, or the
// simple rule of casual programs (only perpetual check loses, any other repetition is a draw).
enum class RuleSet { Asian, Chinese, Simple };

std::string_view ruleSetName(RuleSet r);  // "asian", "chinese", "simple"
// Reads a rule set name (any case); false, with *out untouched, for anything else.
bool parseRuleSet(std::string_view text, RuleSet* out);

// What made one move of a repetition cycle forcing.
enum class ForcingKind {
    None,         // neither a check nor a chase ("idle" in the rule book's words)
    Check,        // it checked the general
    Unprotected,  // it chased an unprotected piece
    WorthMore,    // it chased a piece worth more than the chaser (a rook by a horse or cannon, ...), protected or not
    MateThreat,   // it threatened mate in one (杀): judged under the Chinese rules only (under the Asian ones it is idle)
};

// One move of the side a repetition ruling is about, and what it did.
struct ForcingMove {
    int ply = 0;  // index in pos.history() of the move
    Move move;
    ForcingKind kind = ForcingKind::None;
    PieceType piece = NoPieceType;  // the piece that checked, chased or would mate (not always the one that moved)
    Square pieceSquare = 0;         // where it stood after the move
    PieceType target = NoPieceType; // the general, or the chased piece
    Square targetSquare = 0;        // where the target stood after the move
};

// Which case of the repetition rules decided a verdict.
enum class RepetitionCase {
    None,
    PerpetualCheck,    // one side checked with every move: it loses
    MutualCheck,       // both sides checked with every move: draw
    PerpetualChase,    // one side chased one and the same piece with every move: it loses
    MutualChase,       // both sides did: draw
    CheckAndChase,     // checks and chases of the same piece mixed: a draw under the Asian rules, a loss under the Chinese
    ChangingTargets,   // every move chased, but not always the same piece: draw
    Idle,              // some move of each side was neither a check nor a chase: draw
    SimpleRules,       // the simple rule set: anything but perpetual check is a draw
    Forbidden,         // Chinese rules: every move checked, threatened mate or chased (several pieces, mate threats
                       // among them): a forbidden move (禁止着法, CXA article 24.13), it loses
};

// The facts behind a repetition verdict, for the explanation the user sees (worded by the interface).
struct RepetitionRuling {
    RepetitionCase kind = RepetitionCase::None;
    RuleSet rules = RuleSet::Asian;
    int rule = 0;                    // the Asian rule book's rule number that applies, 0 if none is cited
    Color side = Color::Red;         // the side the ruling is about (the loser, or the side that checked or chased)
    int firstPly = 0, lastPly = 0;   // history indices of the first and last move of the cycle
    std::vector<ForcingMove> moves;  // that side's moves in the cycle, in order
    std::vector<Square> pieces;      // where the pieces that checked or chased, and their targets, stand at the end
};

// How many of a ruling's moves make one turn of the cycle: half of them when the cycle is the same moves twice (the
// usual case), else all of them (as in "several checks and one chase", whose positions repeat within the cycle).
// Explanations name each move of one turn once.
std::size_t cycleTurnLength(const std::vector<ForcingMove>& moves);

struct Verdict {
    GameResult result = GameResult::Ongoing;
    EndReason reason = EndReason::None;
    std::string description;  // one English sentence for the user, e.g. "Red wins: perpetual check by Black"
    RepetitionRuling repetition;  // filled for Repetition, PerpetualCheck and PerpetualChase verdicts
};

// Plies without a capture after which the game is drawn (60 moves each).
inline constexpr int MoveLimitPlies = 120;

// Judges the game whose moves are pos.history() (the position as reached by makeMove from a FEN), after the
// last move. The order in which the rulings are tried is documented in docs/RULES.md.
Verdict adjudicate(const Position& pos, RuleSet rules = RuleSet::Asian);

// How many times the current position (same pieces, same side to move) has occurred in pos.history(),
// counting the current one; the scan stops at a null move.
int repetitionCount(const Position& pos);

// The referee's ruling on one repetition cycle: history()[first] is the first move of a sequence that leads
// from a position equal to pos (same hash) back to pos. Perpetual check, else perpetual chase (the other side
// wins), else a Repetition draw -- the rules of adjudicate's third step, without requiring the third
// occurrence. The search uses it for repetitions inside its tree.
Verdict judgeRepetitionCycle(const Position& pos, int first, RuleSet rules = RuleSet::Asian);

// Would the side to move lose by repetition if it played m now (the position after m making a third occurrence
// that the referee rules against the mover)? The verdict it would get, or an Ongoing one.
Verdict repetitionVerdictAfter(const Position& pos, Move m, RuleSet rules);

// Neither side has a piece that can cross the river (rook, horse, cannon or pawn).
bool hasInsufficientMaterial(const Position& pos);

std::string_view resultName(GameResult r);  // "1-0", "0-1", "1/2-1/2", "*"
std::string_view reasonName(EndReason r);   // "checkmate", "perpetual check", ...

}  // namespace xq
