#include "xiangqi/train/exercise.h"

#include <atomic>

#include "xiangqi/movegen.h"
#include "xiangqi/search.h"
#include "xiangqi/train/ladder.h"

namespace xq::train {

std::vector<PositionEval> evaluateLine(Searcher& searcher, const GameRecord& record, const std::vector<NodeId>& line,
                                       int depth) {
    std::vector<PositionEval> evals;
    evals.reserve(line.size() + 1);
    searcher.clear();
    for (std::size_t i = 0; i <= line.size(); ++i) {
        const Position pos = i == 0 ? record.startPosition() : record.positionAt(line[i - 1]);
        MoveList legal;
        generateLegal(pos, legal);
        if (legal.empty()) {
            evals.push_back(terminalEval(pos));
            continue;
        }
        SearchLimits limits;
        limits.depth = depth;
        std::atomic<bool> stop{false};
        const SearchResult r = searcher.search(pos, limits, stop);
        PositionEval e;
        e.valid = true;
        e.scoreCp = r.info.score;
        e.mate = r.info.mate;
        e.mateIn = r.info.mateIn;
        e.depth = r.info.depth;
        e.best = r.bestMove;
        e.pv = r.info.pv;
        if (e.pv.empty() || e.pv.front() != e.best) e.pv = {e.best};
        evals.push_back(std::move(e));
    }
    return evals;
}

std::vector<Exercise> extractExercises(Searcher& searcher, const GameRecord& record, const std::vector<NodeId>& line,
                                       const std::vector<PositionEval>& evals, Color player,
                                       const ExerciseOptions& options) {
    std::vector<Exercise> out;
    if (evals.size() != line.size() + 1) return out;
    ReviewThresholds thresholds;
    const ReviewResult review = reviewLine(record, line, evals, thresholds);
    std::string source = record.tag("Red") + " - " + record.tag("Black");
    if (!record.tag("Date").empty()) source += ", " + record.tag("Date");
    for (std::size_t i = 0; i < review.moves.size() && i < line.size(); ++i) {
        const MoveReview& mr = review.moves[i];
        if (mr.mover != player || mr.lossCp < options.minLossCp) continue;
        const Position before = i == 0 ? record.startPosition() : record.positionAt(line[i - 1]);
        const Move played = record.node(line[i]).move;
        // One move clearly best: the search at the verification depth, its best against its second best.
        searcher.clear();
        const TopTwo t = searchTopTwo(searcher, before, options.depth);
        if (!t.best.move || t.best.move == played) continue;
        const int margin = t.second.move ? t.best.score - t.second.score : options.marginCp;
        if (t.second.move && margin < options.marginCp) continue;
        Exercise e;
        e.fen = before.fen();
        e.solution = t.best.move;
        e.played = played;
        e.refutation = evals[i + 1].pv;
        e.lossCp = mr.lossCp;
        e.marginCp = margin;
        e.ply = int(i) + 1;
        e.player = player;
        e.source = source;
        out.push_back(std::move(e));
    }
    return out;
}

}  // namespace xq::train
