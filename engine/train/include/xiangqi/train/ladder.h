// The puzzle ladder's puzzles: one a line of text (FEN, solution in ICCS, kind, difficulty, source, tab-separated),
// how a position is judged a puzzle (a unique winning, saving or mating move at every step of the solution, checked
// with our search at a fixed depth, by a rule set that does not matter for the answer), and the quick check of a
// stored solution. No Qt.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/position.h"

namespace xq {
class Searcher;
}

namespace xq::train {

enum class PuzzleKind {
    Mate,      // "mateN": the solver mates in N of its own moves
    Material,  // "material": the solver wins material (or a decisive advantage) by force
    Defence,   // "defence": the only move that keeps the position from losing
    Draw,      // "draw": the only move that saves a position lost on material
};
std::string kindName(PuzzleKind kind, int mateIn = 0);  // "mate2", "material", "defence", "draw"
bool parseKind(std::string_view text, PuzzleKind* kind, int* mateIn);

struct LadderPuzzle {
    std::string fen;             // all six fields; the solver is the side to move
    std::vector<Move> solution;  // solver, reply, solver, …: always ends with a solver move (odd length)
    PuzzleKind kind = PuzzleKind::Material;
    int mateIn = 0;              // Mate: the solver's moves
    int difficulty = 1500;       // on the rating scale (Glicko-2), 600-2600
    std::string source;          // where it comes from: "file.pgn#game@ply" or a collection's id

    int solverMoves() const { return int(solution.size() + 1) / 2; }
};

// "FEN\tm1 m2 m3\tkind\tdifficulty\tsource" (no newline).
std::string formatPuzzle(const LadderPuzzle& p);
// Parses a line; on failure *error says why (English, for tools) and false is returned. The FEN must be valid and
// every solution move legal in turn.
bool parsePuzzle(std::string_view line, LadderPuzzle* out, std::string* error = nullptr);
// Every puzzle of a text, lines that are empty or start with '#' skipped; bad lines reported as "line N: why".
std::vector<LadderPuzzle> readPuzzles(std::string_view text, std::vector<std::string>* errors = nullptr);

// Scores from the side to move's point of view; a mate is ±(MateScore - plies), as the search gives it.
struct RootLine {
    Move move;
    int score = 0;
};
struct TopTwo {
    RootLine best, second;  // second.move is none when there is only one legal move
    int legalMoves = 0;
    int stableDepth = 0;    // the shallowest depth from which the best move never changed again
};
// A fixed-depth MultiPV-2 search of `pos` (its history counts for repetitions), single-threaded.
TopTwo searchTopTwo(Searcher& searcher, const Position& pos, int depth);

// The thresholds of a puzzle (centipawns, from the solver's side).
struct PuzzleRules {
    int depth = 8;            // verification depth of every step
    int winCp = 250;          // a winning move scores at least this
    int marginCp = 200;       // and every other move at least this much less (and below winCp - marginCp / 2)
    int holdCp = -120;        // a saving move keeps at least this
    int maxMateIn = 3;        // longer mates are material puzzles (a decisive first move)
    int maxSolverMoves = 3;   // a material puzzle's line stops after this many solver moves
};

// Judges the position as a puzzle: on success fills *out (fen, solution, kind, difficulty; not the source).
// `lastMove`: the move that led here (a plain recapture of it is no puzzle), none if unknown. pos's history does
// not count: the verification runs from the FEN alone, by the Asian rules, and the first step again with the
// repetition rules off, which must find the same move.
bool judgePuzzle(Searcher& searcher, const Position& pos, Move lastMove, const PuzzleRules& rules, LadderPuzzle* out);

// Quick check of a stored puzzle: the moves are legal, a mate line ends in mate, and a short search at the end of
// any other line confirms the solver's gain (material: at least +150; defence and draw: at least -150, and the
// first move is the best of a search at `depth`). Returns an empty string or what is wrong.
std::string checkPuzzle(Searcher& searcher, const LadderPuzzle& p, int depth = 4);
// The same with a fresh 16 MB searcher of its own: the answer depends only on the puzzle (the miner's last gate,
// xiangqi-train check and the test of the shipped ladder all use this one).
inline constexpr int QuickCheckDepth = 4;
std::string checkPuzzle(const LadderPuzzle& p, int depth = QuickCheckDepth);

// Material of each side in centipawns (rook 900, horse and cannon 450, advisor and elephant 200, pawn 100).
int materialOf(const Position& pos, Color c);

}  // namespace xq::train
