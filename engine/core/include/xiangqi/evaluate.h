// Static evaluation: material plus a piece-square table per piece type, in centipawns from Red's side.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "xiangqi/position.h"

namespace xq {

// Material value of a piece type in centipawns (the general has none: it cannot be traded). A pawn
// before the river is the unit; once it crosses it gains its table bonus (up to a horse's worth next
// to the palace). Inline: move ordering and the exchange evaluation ask for it at every capture.
inline constexpr std::array<int, PieceTypeCount> PieceValues = {0, 0, 200, 200, 400, 900, 450, 100};
constexpr int pieceValue(PieceType t) { return PieceValues[static_cast<std::size_t>(t)]; }

// Material + square bonus of piece p standing on square s, from Red's side: positive for Red
// pieces, negative for Black ones (Black's tables are Red's mirrored top to bottom).
int pieceSquareValue(Piece p, Square s);

// What a move changes in the evaluation (from Red's side), computed before the move is made.
// The searcher keeps its score up to date with this instead of re-evaluating every node.
int evaluationDelta(const Position& pos, Move m);

// The sum of pieceSquareValue over the board: the part of the evaluation that moves update
// incrementally (evaluationDelta).
int pieceSquareTotal(const Position& pos);

// The part that depends on which pieces are left, not where they stand (from Red's side):
// advisors and elephants matter more the more attackers the opponent has; cannons are strong
// while the board is full, horses once it empties. Cheap: it reads piece counts only.
int materialAdjustment(const Position& pos);

// What the pieces can do where they stand (from Red's side): rook, horse and cannon mobility and
// the hollow cannon on the enemy general's file. Not incremental: it reads the board.
int activity(const Position& pos);

// Full evaluation of a position from Red's side: pieceSquareTotal + materialAdjustment + activity.
int evaluate(const Position& pos);

// Endgame knowledge on top of the tuned evaluation: how much of its score the side it favours can
// hope to turn into a win, in sixteenths (16 = all of it). Less where the material cannot, or can
// hardly, beat the defence left: no attacking piece at all (0); a lone rook, horse or cannon
// against a full set of advisors and elephants (2); a lone pawn against two advisors (2); a lone
// rook against a horse or cannon with the full set (4). Not fitted: such endgames are too rare in
// the tuner's games. The search scores positions with scaleForDraws(pos, evaluate(pos)).
int drawScale(const Position& pos, Color strong);
int scaleForDraws(const Position& pos, int score);

// The evaluation is linear in its weights: evaluate(pos) == tuning::materialTotal(pos) + the sum of
// coefficient * weights()[index] over tuning::features(pos). The tuner (tools/tune) fits the weights to
// game results (Texel's method) and prints them in the form evaluate.cpp draws them; test_eval checks
// the identity, so the features cannot drift away from what the engine plays with.
namespace tuning {

inline constexpr int TableFiles = 5;  // files a..e; f..i mirror d..a
inline constexpr int TableBase = 0;
inline constexpr int TableWeights = 7 * RankCount * TableFiles;  // king .. pawn
inline constexpr int MissingDefenderIndex = TableBase + TableWeights;
inline constexpr int CannonPerPieceIndex = MissingDefenderIndex + 1;
inline constexpr int HorsePerPieceIndex = CannonPerPieceIndex + 1;
inline constexpr int RookMobilityIndex = HorsePerPieceIndex + 1;
inline constexpr int CannonMobilityIndex = RookMobilityIndex + 1;
inline constexpr int HorseMobilityIndex = CannonMobilityIndex + 1;  // 9 weights: a horse with 0..8 moves
inline constexpr int HollowCannonIndex = HorseMobilityIndex + 9;
inline constexpr int WeightCount = HollowCannonIndex + 1;

struct Feature {
    int index;
    int coefficient;
};

const std::vector<int>& weights();  // the weights the engine plays with
std::string weightName(int index);  // e.g. "horse table rank 7 file c/g", "rook mobility per square"
int materialTotal(const Position& pos);
void features(const Position& pos, std::vector<Feature>& out);

}  // namespace tuning

}  // namespace xq
