// Game review without Qt: from an engine's view of every position of a line, the loss of each move, the marks
// (?!, ?, ??), per-side accuracy and counts, and the record annotated with scores and better moves.
#pragma once

#include <string>
#include <vector>

#include "xiangqi/record.h"

namespace xq {

// An engine's view of one position. Scores are from Red's side.
struct PositionEval {
    bool valid = false;     // false: not analysed (the review treats the move as unmarked)
    bool terminal = false;  // no legal move: the side to move has lost (mateIn 0)
    int scoreCp = 0;
    bool mate = false;
    int mateIn = 0;  // moves; > 0 Red mates, < 0 Black mates; 0 with terminal
    int depth = 0;
    Move best;
    std::vector<Move> pv;  // starts with best
};

// The view of a position where the side to move has no legal move (it has lost).
PositionEval terminalEval(const Position& pos);

enum class MoveMark { None, Inaccuracy, Mistake, Blunder };
const char* markSuffix(MoveMark m);  // "", "?!", "?", "??"

// The loss of a move is how much the mover's score fell: its score before the move (with the engine's best play)
// minus its score after it, both capped at ±CapCp so that a won position staying won is no mistake. A mate
// counts as the cap. A move equal to the engine's best loses nothing.
struct ReviewThresholds {
    int inaccuracyCp = 60;  // ?!
    int mistakeCp = 150;    // ?
    int blunderCp = 300;    // ??
    int capCp = 1000;
};

struct MoveReview {
    NodeId node = NoNode;
    Color mover = Color::Red;
    int lossCp = 0;
    double accuracy = 100;  // 0-100, from the change in winning chances
    MoveMark mark = MoveMark::None;
};

struct SideSummary {
    int moves = 0;
    int inaccuracies = 0, mistakes = 0, blunders = 0;
    // 0-100: the mean of the volatility-weighted mean and the harmonic mean of the accuracies of the side's analysed
    // moves (docs/REVIEW.md), so that blunders weigh; 100 when none was analysed.
    double accuracy = 100;
    int averageLossCp = 0;
};

struct ReviewResult {
    std::vector<MoveReview> moves;
    SideSummary red, black;
};

// evals[i] is the view of the position before line[i] is played; evals[line.size()] the position after the last
// move. evals must hold line.size() + 1 entries.
ReviewResult reviewLine(const GameRecord& record, const std::vector<NodeId>& line,
                        const std::vector<PositionEval>& evals, const ReviewThresholds& thresholds = {});

// "+0.35/12" (pawns from Red's side / depth), "+M3/12" (Red mates in 3), "-M2/9" (Black mates in 2), "+M0" for a
// position where Black has been mated (and "-M0" for Red).
std::string formatEval(const PositionEval& e);

// Writes the review into the record: each move's comment starts with the score after it, marked moves get their
// suffix, and the engine's better move (with up to variationPlies plies of its line) becomes a variation whose
// first move carries the score it keeps.
void annotateRecord(GameRecord& record, const std::vector<NodeId>& line, const std::vector<PositionEval>& evals,
                    const ReviewResult& review, int variationPlies = 6);

// "Red: accuracy 91.2%, 1 inaccuracy, 0 mistakes, 1 blunder (average loss 35 cp)"
std::string describeSide(const SideSummary& s, Color c);

}  // namespace xq
