// Glicko-2, step by step as in Glickman's paper (http://www.glicko.net/glicko/glicko2.pdf).
#include "xiangqi/train/glicko2.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace xq::train {

namespace {

constexpr double Scale = 173.7178;        // Glicko-2 scale factor (400 / ln 10)
constexpr double ConvergenceEps = 1e-6;   // the Illinois iteration's tolerance (the paper's epsilon)

double g(double phi) { return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi)); }
double e(double mu, double muJ, double phiJ) { return 1.0 / (1.0 + std::exp(-g(phiJ) * (mu - muJ))); }

}  // namespace

Glicko2Rating glicko2Update(const Glicko2Rating& player, const std::vector<Glicko2Game>& games, double tau) {
    // Step 2: to the Glicko-2 scale.
    const double mu = (player.rating - 1500.0) / Scale;
    const double phi = player.deviation / Scale;
    const double sigma = player.volatility;
    if (games.empty()) {
        Glicko2Rating r = player;
        r.deviation = std::sqrt(phi * phi + sigma * sigma) * Scale;
        return r;
    }
    // Steps 3 and 4: the estimated variance v and the improvement delta.
    double vInv = 0, sum = 0;
    for (const Glicko2Game& game : games) {
        const double muJ = (game.opponentRating - 1500.0) / Scale;
        const double phiJ = game.opponentDeviation / Scale;
        const double gJ = g(phiJ), eJ = e(mu, muJ, phiJ);
        vInv += gJ * gJ * eJ * (1 - eJ);
        sum += gJ * (game.score - eJ);
    }
    const double v = 1.0 / vInv;
    const double delta = v * sum;
    // Step 5: the new volatility, the root of f by the Illinois algorithm.
    const double a = std::log(sigma * sigma);
    auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    };
    double A = a, B;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0 && k < 1000) ++k;
        B = a - k * tau;
    }
    double fA = f(A), fB = f(B);
    for (int i = 0; i < 200 && std::abs(B - A) > ConvergenceEps; ++i) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2;
        }
        B = C;
        fB = fC;
    }
    const double sigmaNew = std::exp(A / 2);
    // Steps 6 and 7: the new deviation and rating.
    const double phiStar = std::sqrt(phi * phi + sigmaNew * sigmaNew);
    const double phiNew = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double muNew = mu + phiNew * phiNew * sum;
    // Step 8: back to the Glicko scale.
    return {muNew * Scale + 1500.0, phiNew * Scale, sigmaNew};
}

Glicko2Rating rateAttempt(const Glicko2Rating& player, double puzzleRating, bool solved, double puzzleDeviation) {
    Glicko2Rating r = glicko2Update(player, {{puzzleRating, puzzleDeviation, solved ? 1.0 : 0.0}});
    r.deviation = std::max(r.deviation, MinDeviation);
    return r;
}

double expectedScore(const Glicko2Rating& player, double puzzleRating, double puzzleDeviation) {
    return e((player.rating - 1500.0) / Scale, (puzzleRating - 1500.0) / Scale, puzzleDeviation / Scale);
}

}  // namespace xq::train
