// The tree search: getMaxScore (Red) / getMinScore (Black) as one template over the side, the root
// included, and quiescence.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

#include "search/movepick.h"
#include "search/threads.h"
#include "search/worker.h"
#include "xiangqi/evaluate.h"
#include "xiangqi/movegen.h"
#include "xiangqi/rules.h"

namespace xq::detail {

namespace {

// ---- Tuning numbers (centipawns unless said otherwise) ----

// Check the clock, the node limit and the stop flag every this many nodes: at about 1M nodes/s
// that is every millisecond, well inside the 10 ms a stop request may take.
constexpr std::uint64_t StopCheckInterval = 1024;
// Null move: skip a turn and search this much shallower; if the opponent still cannot reach the
// bound, the position is good enough to cut. Deeper trees tolerate a larger reduction.
// The reduction is NullMoveReduction + depth / NullMoveDepthDivisor, plus a ply per NullMoveEvalStep
// of static score beyond the bound (at most NullMoveEvalMax): the further ahead, the less it needs checking.
constexpr int NullMoveMinDepth = 3;
constexpr int NullMoveReduction = 3;
constexpr int NullMoveDepthDivisor = 4;
constexpr int NullMoveEvalStep = 200;
constexpr int NullMoveEvalMax = 2;
// Late move reductions: quiet moves late in a well-ordered list rarely matter.
// The reduction grows with the logarithms of both the depth and the move's number:
// LmrBase + ln(depth) * ln(moveNumber) / LmrDivisor, one ply less at PV nodes.
constexpr int LmrMinDepth = 3;
constexpr int LmrFirstReducedMove = 4;  // 1-based count of legal moves searched at this node
constexpr double LmrBase = 0.75;
constexpr double LmrDivisor = 2.25;
// Internal iterative reduction: from this depth on, a node without a table move is searched a ply shallower.
constexpr int IirMinDepth = 4;
// Singular extension: from this depth, with a table bound at most 3 plies shallower; the other moves
// must stay this much per ply below the table's score.
constexpr int SingularMinDepth = 6;
constexpr int SingularMarginPerPly = 4;
// Futility: in the last plies, a quiet move that gives no check cannot raise the score by more
// than about a pawn and a half of positional swing per ply.
constexpr int FutilityMargin = 150;  // per ply of remaining depth
constexpr int FutilityMaxDepth = 2;
// Late move pruning: near the leaves, quiet moves after the first LmpBase + depth^2 are skipped.
constexpr int LmpMaxDepth = 3;
constexpr int LmpBase = 3;
// Static null move (reverse futility): at depth <= 6 a static score this far (per ply) beyond the
// bound is trusted.
constexpr int StaticNullMaxDepth = 6;
constexpr int StaticNullMargin = 100;
// Hanging-move pruning: up to this depth, outside the principal variation, a quiet move that puts a piece
// (not a soldier) where the opponent attacks it and nothing defends it is skipped.
constexpr int HangingPruneMaxDepth = 4;
// Delta pruning in quiescence: a capture that cannot lift the score near alpha even with this
// positional bonus is skipped.
constexpr int DeltaMargin = 200;

// Late-move reduction by remaining depth and move number (both capped at 63).
struct LmrTable {
    std::array<std::array<std::int8_t, 64>, 64> plies{};
    LmrTable() {
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m)
                plies[d][m] = static_cast<std::int8_t>(LmrBase + std::log(d) * std::log(m) / LmrDivisor);
    }
};
const LmrTable lmrTable;

int lmrReduction(int depth, int moveNumber) { return lmrTable.plies[std::min(depth, 63)][std::min(moveNumber, 63)]; }

// Does the side that has a rook, or two of horse/cannon, keep enough force that passing is
// never its best option? Without it, zugzwang is real and the null move is unsafe.
bool hasNullMoveMaterial(const Position& pos, Color c) {
    const int rooks = pos.pieceCount(makePiece(c, Rook));
    const int minors = pos.pieceCount(makePiece(c, Horse)) + pos.pieceCount(makePiece(c, Cannon));
    return rooks > 0 || minors >= 2;
}

bool hasMajorPiece(const Position& pos, Color c) {
    return pos.pieceCount(makePiece(c, Rook)) + pos.pieceCount(makePiece(c, Horse)) +
               pos.pieceCount(makePiece(c, Cannon)) >
           0;
}

}  // namespace

void Worker::makeMove(Move m, int ply) {
    eval_[ply + 1] = eval_[ply] + evaluationDelta(pos_, m);
    pos_.makeMove(m);
    // The child probes the table first; start loading its bucket now (a hint, no effect on the search).
    if (options_.transpositionTable) table_.prefetch(pos_.hash());
}

int Worker::staticEval(int ply) const {
    return scaleForDraws(pos_, eval_[ply] + materialAdjustment(pos_) + activity(pos_));
}

bool Worker::timeUp() {
    if (stopFlag_ && stopFlag_->load(std::memory_order_relaxed)) return true;
    if (smp_) {
        // Lazy SMP: publish this thread's count; a helper stops with the main thread or at the node limit of all.
        publishedNodes_.store(nodes_, std::memory_order_relaxed);
        if (threadIndex_ > 0)
            return smp_->stop.load(std::memory_order_relaxed) ||
                   (smp_->nodeLimit && pool_.publishedTotal() >= smp_->nodeLimit);
    }
    if (nodeLimit_ && totalNodes() >= nodeLimit_) return true;
    return time_.hardLimitReached();
}

// The rules inside the tree (see inTreeRule) as a score; false when no rule applies.
bool Worker::ruleScore(int ply, int& score) const {
    if (!options_.repetitions) return false;
    switch (inTreeRule(pos_, ply, options_.noCaptureDrawPlies, options_.rules)) {
    case RuleVerdict::None: return false;
    case RuleVerdict::Draw: score = 0; break;
    case RuleVerdict::SideToMoveLoses: score = lossFor(pos_.sideToMove(), ply); break;
    case RuleVerdict::SideToMoveWins: score = -lossFor(pos_.sideToMove(), ply); break;
    }
    return true;
}

void Worker::updatePv(int ply, Move m) {
    pv_[ply][0] = m;
    const int childLength = ply + 1 <= MaxPly ? pvLength_[ply + 1] : 0;
    for (int i = 0; i < childLength && i + 1 < MaxPly; ++i) pv_[ply][i + 1] = pv_[ply + 1][i];
    pvLength_[ply] = std::min(childLength + 1, MaxPly);
}

int Worker::getMaxScore(int alpha, int beta, int depth, int ply, bool allowNull) {
    return alphaBeta<RedSide, false>(alpha, beta, depth, ply, allowNull);
}

int Worker::getMinScore(int alpha, int beta, int depth, int ply, bool allowNull) {
    return alphaBeta<BlackSide, false>(alpha, beta, depth, ply, allowNull);
}

template <class Side>
int Worker::scoreFor(int alpha, int beta, int depth, int ply, bool allowNull) {
    if constexpr (Side::Us == Color::Red) return getMaxScore(alpha, beta, depth, ply, allowNull);
    else return getMinScore(alpha, beta, depth, ply, allowNull);
}

// The root: the same node as every other, over the root move list (the previous best first).
int Worker::searchRoot(int alpha, int beta, int depth) {
    return pos_.sideToMove() == Color::Red ? alphaBeta<RedSide, true>(alpha, beta, depth, 0, true)
                                           : alphaBeta<BlackSide, true>(alpha, beta, depth, 0, true);
}

// One node of either half of the pair. Side says which half: Red's raises alpha and cuts when a
// score reaches beta; Black's lowers beta and cuts when a score reaches alpha. At the root (Root)
// the moves are the root move list, searched with PVS and nothing pruned; each keeps its score, and
// when levels ask for randomness every one gets a full window, so that all root scores are exact.
template <class Side, bool Root>
int Worker::alphaBeta(int alpha, int beta, int depth, int ply, bool allowNull) {
    using Them = typename Side::Them;

    // 1. Horizon: resolve captures, or take the static score.
    pvLength_[ply] = 0;
    if (!Root && depth <= 0) return options_.quiescence ? quiesce<Side>(alpha, beta, ply) : staticEval(ply);

    const bool pvNode = beta - alpha > 1;
    const int alphaOrig = alpha, betaOrig = beta;
    // A singular-extension test searches this node again without its table move (see 6b):
    // then nothing from the table may end it, and its result is not stored.
    const Move excluded = excluded_[ply];
    bool inCheck = false, singular = false, futile = false;
    int nodeEval = 0, futilityMargin = 0;
    Move ttMove;

    if constexpr (!Root) {
        // 2. Bookkeeping and the stop request.
        ++nodes_;
        seldepth_ = std::max(seldepth_, ply);
        if (nodes_ % StopCheckInterval == 0 && timeUp()) stopped_ = true;
        if (stopped_) return 0;

        // 3. Rules: repetition, perpetual check, 120 plies without capture.
        int ruled = 0;
        if (ply > 0 && ruleScore(ply, ruled)) return ruled;
        if (ply >= MaxPly) return staticEval(ply);

        // Mate distance pruning: a mate found nearer the root already beats anything this node can
        // give (Red is mated here at best at -MateScore + ply, mates at best at MateScore - ply).
        if (ply > 0) {
            if (-MateScore + ply >= beta) return -MateScore + ply;
            if (MateScore - ply <= alpha) return MateScore - ply;
        }

        // 4. Transposition table: a deep enough bound that settles the window ends the node.
        inCheck = pos_.inCheck();
        TTData tt;
        bool ttHit = false;
        if (options_.transpositionTable && table_.probe(pos_.hash(), tt)) {
            ttHit = true;
            ttMove = Move::fromRaw(tt.move);
            const int score = fromTable(tt.score, ply);
            if (!pvNode && tt.depth >= depth && excluded.isNone()) {
                if (tt.bound == BoundExact) return score;
                if (tt.bound == BoundLower && score >= beta) return score;
                if (tt.bound == BoundUpper && score <= alpha) return score;
            }
        }

        // Internal iterative reduction: a node deep enough to matter but without a table move was
        // never searched before (or its entry was lost); a shallower search costs less and fills the
        // table, and the next iteration searches it at full depth with a good first move.
        if (options_.transpositionTable && options_.lateMoveReduction && depth >= IirMinDepth && ttMove.isNone())
            --depth;

        // 5. Static null move: near the leaves, a static score far beyond the bound stands.
        nodeEval = staticEval(ply);
        if (options_.futility && !pvNode && !inCheck && excluded.isNone() && depth <= StaticNullMaxDepth &&
            std::abs(beta) < MateBound && std::abs(alpha) < MateBound) {
            const int reduced = Side::worseBy(nodeEval, StaticNullMargin * depth);
            if (Side::cutsOff(reduced, alpha, beta)) return reduced;
        }

        // 6. Null move: if passing still leaves us beyond the bound, a real move will too.
        if (options_.nullMove && allowNull && !pvNode && !inCheck && excluded.isNone() && depth >= NullMoveMinDepth &&
            Side::cutsOff(nodeEval, alpha, beta) && hasNullMoveMaterial(pos_, Side::Us)) {
            const int bound = Side::theirBound(alpha, beta);
            const int r = NullMoveReduction + depth / NullMoveDepthDivisor +
                          std::min(NullMoveEvalMax, std::abs(nodeEval - bound) / NullMoveEvalStep);
            pos_.makeNullMove();
            eval_[ply + 1] = eval_[ply];
            const Window w = Side::testWindow(bound);
            const int score = scoreFor<Them>(w.alpha, w.beta, depth - 1 - r, ply + 1, false);
            pos_.undoNullMove();
            if (stopped_) return 0;
            if (Side::cutsOff(score, alpha, beta)) return Side::weMate(score) ? bound : score;
        }

        // 6b. Singular extension: when the table's move holds a bound that no other move comes near
        //     (every other move, searched to half the depth, stays a margin below it), it is the only
        //     good move here and is searched a ply deeper.
        if (options_.transpositionTable && options_.checkExtension && ply > 0 && ply < 2 * rootDepth_ &&
            depth >= SingularMinDepth && ttHit && excluded.isNone() && !ttMove.isNone() && tt.depth >= depth - 3 &&
            (tt.bound & Side::AtLeastBound) != 0 && std::abs(tt.score) < MateBound) {
            const int singularBeta = Side::worseBy(fromTable(tt.score, ply), SingularMarginPerPly * depth);
            excluded_[ply] = ttMove;
            const Window w = Side::testWindow(singularBeta);
            const int score = alphaBeta<Side, false>(w.alpha, w.beta, (depth - 1) / 2, ply, false);
            excluded_[ply] = Move();
            pvLength_[ply] = 0;
            if (stopped_) return 0;
            singular = Side::better(singularBeta, score);
        }

        // 7. Futility: in the last plies, quiet moves cannot bridge a large gap.
        futilityMargin = FutilityMargin * depth;
        futile = options_.futility && depth <= FutilityMaxDepth && !pvNode && !inCheck &&
                 !Side::improves(Side::betterBy(nodeEval, futilityMargin), alpha, beta);
    }

    // 8. Moves in order (see MovePicker): table move, good captures, killers, countermove, bad captures,
    //    quiet moves by history. The root's list is already in order, the best of the last iteration first.
    [[maybe_unused]] MovePicker picker = [&] {
        if constexpr (Root) return MovePicker();
        else return MovePicker(pos_, histories_, ttMove, histories_.killers[ply], MovePicker::Kind::Main);
    }();

    int best = Side::WorstScore;
    Move bestMove;
    int legal = 0;
    Move quietsTried[MoveList::Capacity];  // quiet moves searched here, for the history malus
    int quietCount = 0;
    for (std::size_t i = 0;; ++i) {
        Move m;
        if constexpr (Root) {
            if (i == rootMoves_.size()) break;
            m = rootMoves_[i].move;
        } else {
            m = picker.next();
            if (m.isNone()) break;
            if (m == excluded || !pos_.isKingSafeAfter(m)) continue;
        }
        const bool capture = pos_.pieceAt(m.to()) != NoPiece;
        makeMove(m, ply);
        ++legal;
        const bool givesCheck = pos_.inCheck();

        if constexpr (!Root) {
            // 9. Skip futile quiet moves (never the first: the node must have a real score). Such a
            //    move is worth at most the margin, still beyond the bound, so the node fails low.
            if (futile && legal > 1 && !capture && !givesCheck) {
                undoMove();
                if (const int bound = Side::betterBy(nodeEval, futilityMargin); Side::better(bound, best)) best = bound;
                continue;
            }

            // 9b. Late move pruning: ordered last, late quiet moves near the leaves rarely matter.
            if (options_.futility && !pvNode && !inCheck && depth <= LmpMaxDepth && legal > LmpBase + depth * depth &&
                !capture && !givesCheck && std::abs(best) < MateBound) {
                undoMove();
                continue;
            }

            // 9c. Hanging-move pruning: a quiet move near the leaves that leaves its piece attacked and
            //     undefended gives the piece away (screens and legs as they stand after the move; pins
            //     not seen). A soldier's step is kept: giving one up is often a real plan.
            if (options_.futility && !pvNode && !inCheck && depth <= HangingPruneMaxDepth && legal > 1 && !capture &&
                !givesCheck && std::abs(best) < MateBound && typeOf(pos_.pieceAt(m.to())) != PieceType::Pawn &&
                pos_.isAttacked(m.to(), Them::Us) && !pos_.isAttacked(m.to(), Side::Us)) {
                undoMove();
                continue;
            }
        }

        // 10. Extend checks so that mating attacks are seen to their end, and a singular table move.
        const bool extend =
            options_.checkExtension && ply < 2 * rootDepth_ && (givesCheck || (singular && m == ttMove));
        const int newDepth = depth - 1 + (extend ? 1 : 0);

        // 11. PVS: the first move with the full window (every root move when root scores must be exact),
        //     the rest with a null window first (reduced if late and quiet or a losing capture),
        //     re-searched only when they might be better.
        int score;
        if (legal == 1 || (Root && exactRootScores_)) {
            const bool exact = Root && exactRootScores_;
            score =
                scoreFor<Them>(exact ? -InfiniteScore : alpha, exact ? InfiniteScore : beta, newDepth, ply + 1, true);
        } else {
            int reduction = 0;
            if constexpr (!Root) {
                const bool losing = capture && picker.stage() == Stage::BadCaptures;
                if (options_.lateMoveReduction && depth >= LmrMinDepth && legal >= LmrFirstReducedMove &&
                    (!capture || losing) && !givesCheck && !inCheck && m != histories_.killers[ply][0] &&
                    m != histories_.killers[ply][1])
                    reduction = std::clamp(lmrReduction(depth, legal) - (pvNode ? 1 : 0), 0, newDepth - 1);
            }
            const Window scout = Side::scoutWindow(alpha, beta);
            score = scoreFor<Them>(scout.alpha, scout.beta, newDepth - reduction, ply + 1, true);
            if (reduction > 0 && Side::improves(score, alpha, beta))
                score = scoreFor<Them>(scout.alpha, scout.beta, newDepth, ply + 1, true);
            if (score > alpha && score < beta) score = scoreFor<Them>(alpha, beta, newDepth, ply + 1, true);
        }
        undoMove();
        if (stopped_) return 0;
        if (!capture) quietsTried[quietCount++] = m;

        // 12. Keep the best; raise alpha (Red) or lower beta (Black); cut off when they meet.
        if (Side::better(score, best)) best = score;
        if constexpr (Root) {
            // A move is the new best when it is the first, or when it proved better than the window's
            // bound (a fail-low score is only an upper bound and says nothing in comparison). The new
            // best goes to the front so that the next iteration searches it first.
            rootMoves_[i].score = score;
            const bool improves = exactRootScores_ ? score == best : Side::improves(score, alpha, beta);
            if (i == 0 || improves) {
                std::rotate(rootMoves_.begin(), rootMoves_.begin() + static_cast<std::ptrdiff_t>(i),
                            rootMoves_.begin() + static_cast<std::ptrdiff_t>(i) + 1);
                updatePv(0, m);
                if (Side::improves(score, alpha, beta)) Side::ourBound(alpha, beta) = score;
                if (!exactRootScores_ && alpha >= beta) break;
            }
        } else if (Side::improves(score, alpha, beta)) {
            bestMove = m;
            Side::ourBound(alpha, beta) = score;
            updatePv(ply, m);
            if (alpha >= beta) {
                ++stats_.cutoffs;
                if (legal == 1) ++stats_.firstMoveCutoffs;
                if (!capture) histories_.rememberQuiet(pos_, m, depth, ply, quietsTried, quietCount - 1);
                break;
            }
        }
    }
    if constexpr (Root) return best;  // the root's moves are legal and many; its scores live in rootMoves_

    // 13. No legal move loses, in check or not.
    if (legal == 0) return Side::matedAt(ply);

    // 14. Store the result with the kind of bound it is (from Red's side, like the score).
    if (options_.transpositionTable && excluded.isNone()) {
        const Bound bound = best >= betaOrig ? BoundLower : best <= alphaOrig ? BoundUpper : BoundExact;
        table_.store(pos_.hash(), best, depth, bound, bestMove, ply);
    }
    return best;
}

// Quiescence: only captures (or every evasion when in check) until the position is quiet, so
// that the static score is never taken in the middle of an exchange.
template <class Side>
int Worker::quiesce(int alpha, int beta, int ply) {
    // 1. Bookkeeping and the stop request.
    ++nodes_;
    ++stats_.qsearchNodes;
    seldepth_ = std::max(seldepth_, ply);
    pvLength_[ply] = 0;
    if (nodes_ % StopCheckInterval == 0 && timeUp()) stopped_ = true;
    if (stopped_) return 0;
    if (ply >= MaxPly) return staticEval(ply);

    // 2. No legal move loses even without check: a side left with only general, advisors,
    //    elephants and pawns can be stalemated, so for it (cheap and rare) quiescence checks that
    //    a move exists, before standing pat (a stalemate is a loss, whatever the static score);
    //    with a rook, horse or cannon on the board a stalemate is too rare to pay for the test.
    const bool inCheck = pos_.inCheck();
    if (!inCheck && !hasMajorPiece(pos_, Side::Us)) {
        MoveList all;
        generateLegal(pos_, all);
        if (all.empty()) return Side::matedAt(ply);
    }

    // 3. Transposition table: outside the principal variation a stored bound that settles the window
    //    ends the node (any entry is at least as deep as quiescence); its move is tried first.
    const int alphaOrig = alpha, betaOrig = beta;
    const bool pvNode = beta - alpha > 1;
    Move ttMove;
    if (options_.transpositionTable) {
        TTData e;
        if (table_.probe(pos_.hash(), e)) {
            ttMove = Move::fromRaw(e.move);
            const int score = fromTable(e.score, ply);
            if (!pvNode) {
                if (e.bound == BoundExact) return score;
                if (e.bound == BoundLower && score >= beta) return score;
                if (e.bound == BoundUpper && score <= alpha) return score;
            }
        }
    }

    // 4. Stand pat: the side to move may decline every capture (not when in check).
    const int standPat = staticEval(ply);
    int best = Side::WorstScore;
    if (!inCheck) {
        best = standPat;
        if (Side::cutsOff(standPat, alpha, beta)) return standPat;
        if (Side::improves(standPat, alpha, beta)) Side::ourBound(alpha, beta) = standPat;
    }

    // 5. Captures by MVV/LVA, or all evasions (none: mated); the table's move first.
    MovePicker picker(pos_, histories_, ttMove, histories_.killers[MaxPly], MovePicker::Kind::Quiescence);
    if (inCheck && picker.count() == 0) return Side::matedAt(ply);
    Move bestMove;

    for (Move m = picker.next(); !m.isNone(); m = picker.next()) {
        // 6. Delta pruning: this capture cannot bring the score back to the window.
        const Piece victim = pos_.pieceAt(m.to());
        if (options_.futility && !inCheck && victim != NoPiece) {
            const int gain = pieceValue(typeOf(victim)) + DeltaMargin;
            if (!Side::improves(Side::betterBy(standPat, gain), alpha, beta)) continue;
            if (losingCapture(pos_, m)) continue;
        }
        makeMove(m, ply);
        const int score = quiesce<typename Side::Them>(alpha, beta, ply + 1);
        undoMove();
        if (stopped_) return 0;
        // 7. Same window logic as the main search.
        if (Side::better(score, best)) best = score;
        if (Side::improves(score, alpha, beta)) {
            Side::ourBound(alpha, beta) = score;
            bestMove = m;
            updatePv(ply, m);
            if (alpha >= beta) break;
        }
    }

    // 8. Store the result at depth 0, the shallowest: any search of the position replaces it.
    if (options_.transpositionTable) {
        const Bound bound = best >= betaOrig ? BoundLower : best <= alphaOrig ? BoundUpper : BoundExact;
        table_.store(pos_.hash(), best, 0, bound, bestMove, ply);
    }
    return best;
}

}  // namespace xq::detail
