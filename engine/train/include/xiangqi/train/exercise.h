// The player's own mistakes as exercises: after a game is reviewed, every move of the player that lost a clear amount
// in a position where one move was clearly best (checked again with our search at a fixed depth) becomes an
// exercise: the position, the best move, the move played and the engine's refutation of it. No Qt.
#pragma once

#include <string>
#include <vector>

#include "xiangqi/record.h"
#include "xiangqi/review.h"

namespace xq {
class Searcher;
}

namespace xq::train {

struct Exercise {
    std::string fen;               // the position before the mistake (the player to move)
    Move solution;                 // the clearly best move
    Move played;                   // the mistake
    std::vector<Move> refutation;  // the engine's best line after the mistake (the opponent's answer first)
    int lossCp = 0;                // what the mistake lost, from the review (capped as the review caps it)
    int marginCp = 0;              // how far the best move stood above the second best at the verification depth
    int ply = 0;                   // the mistake's ply in the game (1 = the first move)
    Color player = Color::Red;
    std::string source;            // the game: "Red - Black, date" or a file name
};

struct ExerciseOptions {
    int minLossCp = 150;  // the review's "mistake" mark and worse
    int marginCp = 150;   // the best move above every other by this much
    int depth = 8;        // the verification search
};

// An engine's view of each position of the line with our search at a fixed depth: evals[i] before line[i + 1]
// is played (line[0] is the root), as reviewLine wants them. For tools and tests; the window uses its analyser.
std::vector<PositionEval> evaluateLine(Searcher& searcher, const GameRecord& record, const std::vector<NodeId>& line,
                                       int depth);

// The exercises of `player` in a reviewed line (line and evals as reviewLine takes them: line without the root,
// evals.size() == line.size() + 1).
std::vector<Exercise> extractExercises(Searcher& searcher, const GameRecord& record, const std::vector<NodeId>& line,
                                       const std::vector<PositionEval>& evals, Color player,
                                       const ExerciseOptions& options = {});

}  // namespace xq::train
