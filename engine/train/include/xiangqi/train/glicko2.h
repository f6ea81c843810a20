// Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013): the player's puzzle rating after a
// rating period, each puzzle attempt being one game against the puzzle's own rating. No Qt.
#pragma once

#include <vector>

namespace xq::train {

// On the Glicko scale (1500 = an average player): rating, rating deviation (uncertainty) and volatility.
struct Glicko2Rating {
    double rating = 1500;
    double deviation = 350;
    double volatility = 0.06;
};

// One result of the period: the opponent's rating and deviation, the score (1 win, 0.5 draw, 0 loss).
struct Glicko2Game {
    double opponentRating = 1500;
    double opponentDeviation = 350;
    double score = 0;
};

// The system constant tau: how fast the volatility may change (Glickman suggests 0.3 to 1.2; his example uses 0.5).
inline constexpr double DefaultTau = 0.5;
// The lowest deviation we let a rating reach, so that a settled rating still moves after many attempts.
inline constexpr double MinDeviation = 45;

// The rating after one period with `games` (steps 1-8 of Glickman's paper; the volatility by the Illinois
// algorithm). With no games the deviation grows by the volatility (step 6 alone).
Glicko2Rating glicko2Update(const Glicko2Rating& player, const std::vector<Glicko2Game>& games,
                            double tau = DefaultTau);

// One puzzle attempt as a period of one game: solved = a win against the puzzle, failed = a loss. The deviation is
// kept at MinDeviation or more.
Glicko2Rating rateAttempt(const Glicko2Rating& player, double puzzleRating, bool solved,
                          double puzzleDeviation = 60);

// The chance of solving a puzzle of this rating (Glicko-2's expected score).
double expectedScore(const Glicko2Rating& player, double puzzleRating, double puzzleDeviation = 60);

}  // namespace xq::train
