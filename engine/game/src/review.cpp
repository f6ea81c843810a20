// Game review arithmetic: losses, marks, accuracy, and writing the review into a record.
#include "xiangqi/review.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "xiangqi/movegen.h"

namespace xq {

namespace {

// Score from Red's side, mates as the cap.
int cappedScore(const PositionEval& e, int cap) {
    if (e.terminal) return e.scoreCp > 0 ? cap : -cap;
    if (e.mate) return e.mateIn > 0 ? cap : -cap;
    return std::clamp(e.scoreCp, -cap, cap);
}

// Winning chances (0-100) of the side whose score this is: a logistic curve over centipawns. The constant is
// the one Lichess publishes for its accuracy figure; a xiangqi pawn (100 cp here) is worth about a chess pawn.
double winPercent(int cp) { return 50 + 50 * (2 / (1 + std::exp(-0.00368208 * cp)) - 1); }

// Accuracy of one move from the fall in winning chances (the same published formula), 0-100.
double moveAccuracy(double before, double after) {
    if (after >= before) return 100;  // the formula gives 99.9999 for no loss at all
    const double a = 103.1668 * std::exp(-0.04354 * std::max(0.0, before - after)) - 3.1669;
    return std::clamp(a, 0.0, 100.0);
}

// A side's accuracy from its moves' accuracies, as the chess sites average them (docs/REVIEW.md): the mean of a mean
// weighted by how sharp the position was around each move and of the harmonic mean. A plain mean let a side that
// blundered three times and then lost on, every later move "best" in a lost position, score near 90 %; the harmonic
// mean is pulled down by every low value, and the sharp moments around a blunder weigh more.
struct AccuracyTerms {
    double weighted = 0, weights = 0, inverse = 0;
    int count = 0;
    void add(double accuracy, double weight) {
        weighted += accuracy * weight;
        weights += weight;
        inverse += 1 / std::max(1.0, accuracy);  // a move of 0 % counts as 1 %, so one blunder cannot make it 0
        ++count;
    }
    double value() const { return count == 0 ? 100 : (weighted / weights + count / inverse) / 2; }
};

// How sharp the game was around each move: the standard deviation of Red's winning chances over a window of
// positions that ends with the one after the move (`window` positions, fewer at the start), kept within 0.5 and 12
// points, so that a quiet stretch still counts and one wild swing does not count alone.
std::vector<double> volatilityWeights(const std::vector<double>& redWin, std::size_t moves) {
    const std::size_t window = std::clamp<std::size_t>(redWin.size() / 10, 2, 8);
    std::vector<double> weights;
    for (std::size_t i = 0; i < moves; ++i) {
        const std::size_t end = std::min(redWin.size(), std::max(i + 2, window));  // one past the window's last
        const std::size_t begin = end - std::min(end, window);
        if (end - begin < 2) {
            weights.push_back(0.5);
            continue;
        }
        double mean = 0, squares = 0;
        for (std::size_t k = begin; k < end; ++k) mean += redWin[k];
        mean /= double(end - begin);
        for (std::size_t k = begin; k < end; ++k) squares += (redWin[k] - mean) * (redWin[k] - mean);
        weights.push_back(std::clamp(std::sqrt(squares / double(end - begin)), 0.5, 12.0));
    }
    return weights;
}

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

}  // namespace

PositionEval terminalEval(const Position& pos) {
    PositionEval e;
    e.valid = true;
    e.terminal = true;
    e.mate = true;
    e.mateIn = 0;
    e.scoreCp = pos.sideToMove() == Color::Red ? -1 : 1;  // only the sign matters: who has won
    return e;
}

const char* markSuffix(MoveMark m) {
    switch (m) {
    case MoveMark::None: return "";
    case MoveMark::Inaccuracy: return "?!";
    case MoveMark::Mistake: return "?";
    case MoveMark::Blunder: return "??";
    }
    return "";
}

ReviewResult reviewLine(const GameRecord& record, const std::vector<NodeId>& line,
                        const std::vector<PositionEval>& evals, const ReviewThresholds& t) {
    ReviewResult result;
    Position pos = record.startPosition();
    // Red's winning chances at every position (a position not analysed keeps the last known ones) and the weights.
    std::vector<double> redWin;
    for (std::size_t i = 0; i <= line.size() && i < evals.size(); ++i)
        redWin.push_back(evals[i].valid   ? winPercent(cappedScore(evals[i], t.capCp))
                         : redWin.empty() ? 50
                                          : redWin.back());
    const std::vector<double> weights = volatilityWeights(redWin, line.size());
    AccuracyTerms accuracy[2];
    long lossSum[2] = {0, 0};
    for (std::size_t i = 0; i < line.size(); ++i) {
        MoveReview mr;
        mr.node = line[i];
        mr.mover = pos.sideToMove();
        const Move played = record.node(line[i]).move;
        const PositionEval& before = evals[i];
        const PositionEval& after = evals[i + 1];
        const bool judged = before.valid && after.valid;
        if (judged && before.best != played) {
            const int sign = mr.mover == Color::Red ? 1 : -1;
            const int b = sign * cappedScore(before, t.capCp), a = sign * cappedScore(after, t.capCp);
            mr.lossCp = std::max(0, b - a);
            mr.accuracy = moveAccuracy(winPercent(b), winPercent(a));
            mr.mark = mr.lossCp >= t.blunderCp      ? MoveMark::Blunder
                      : mr.lossCp >= t.mistakeCp    ? MoveMark::Mistake
                      : mr.lossCp >= t.inaccuracyCp ? MoveMark::Inaccuracy
                                                    : MoveMark::None;
        }
        SideSummary& s = mr.mover == Color::Red ? result.red : result.black;
        ++s.moves;
        if (mr.mark == MoveMark::Inaccuracy) ++s.inaccuracies;
        if (mr.mark == MoveMark::Mistake) ++s.mistakes;
        if (mr.mark == MoveMark::Blunder) ++s.blunders;
        if (judged) accuracy[index(mr.mover)].add(mr.accuracy, weights[i]);  // a move not analysed says nothing
        lossSum[index(mr.mover)] += mr.lossCp;
        result.moves.push_back(mr);
        if (!pos.isLegal(played)) break;  // cannot happen for a record built by the readers
        pos.makeMove(played);
    }
    for (Color c : {Color::Red, Color::Black}) {
        SideSummary& s = c == Color::Red ? result.red : result.black;
        s.accuracy = accuracy[index(c)].value();
        if (s.moves > 0) s.averageLossCp = int(lossSum[index(c)] / s.moves);
    }
    return result;
}

std::string formatEval(const PositionEval& e) {
    char buf[64];
    if (e.terminal) return e.scoreCp > 0 ? "+M0" : "-M0";
    if (e.mate) std::snprintf(buf, sizeof buf, "%sM%d/%d", e.mateIn > 0 ? "+" : "-", std::abs(e.mateIn), e.depth);
    else std::snprintf(buf, sizeof buf, "%+.2f/%d", e.scoreCp / 100.0, e.depth);
    return buf;
}

void annotateRecord(GameRecord& record, const std::vector<NodeId>& line, const std::vector<PositionEval>& evals,
                    const ReviewResult& review, int variationPlies) {
    for (std::size_t i = 0; i < line.size() && i < review.moves.size(); ++i) {
        const NodeId id = line[i];
        const PositionEval& after = evals[i + 1];
        if (after.valid) {
            const std::string old = record.node(id).comment;
            record.setComment(id, formatEval(after) + (old.empty() ? "" : " " + old));
        }
        const MoveReview& mr = review.moves[i];
        if (mr.mark == MoveMark::None) continue;
        record.setAnnotation(id, markSuffix(mr.mark));
        // The better move as a variation from the position before the move, with the score it keeps.
        const PositionEval& before = evals[i];
        const NodeId parent = record.node(id).parent;
        Position pos = record.positionAt(parent);
        NodeId at = parent;
        int plies = 0;
        const std::vector<Move> better = before.pv.empty() ? std::vector<Move>{before.best} : before.pv;
        for (Move m : better) {
            if (plies >= std::max(1, variationPlies) || m.isNone() || !pos.isLegal(m)) break;
            at = record.addMove(at, m);
            if (plies == 0) record.setComment(at, formatEval(before));
            pos.makeMove(m);
            ++plies;
        }
    }
}

std::string describeSide(const SideSummary& s, Color c) {
    char acc[32];
    std::snprintf(acc, sizeof acc, "%.1f%%", s.accuracy);
    return std::string(c == Color::Red ? "Red" : "Black") + ": " + plural(s.moves, "move", "moves") + ", accuracy " +
           acc + ", " + plural(s.inaccuracies, "inaccuracy", "inaccuracies") + ", " +
           plural(s.mistakes, "mistake", "mistakes") + ", " + plural(s.blunders, "blunder", "blunders") +
           " (average loss " + std::to_string(s.averageLossCp) + " cp)";
}

}  // namespace xq
