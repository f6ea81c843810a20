// The alpha-beta search: getMaxScore (Red) / getMinScore (Black), quiescence, table, ordering, time control.
#include "xiangqi/search.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

#include "xiangqi/evaluate.h"
#include "xiangqi/movegen.h"
#include "xiangqi/rules.h"
#include "xiangqi/see.h"

#if defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
#include <xmmintrin.h>  // _mm_prefetch
#endif

namespace xq {

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
// Internal iterative reduction: from this depth on, a node without a table move is searched a ply shallower.
constexpr int IirMinDepth = 4;
// Singular extension: from this depth, with a table bound at most 3 plies shallower; the other moves
// must stay this much per ply below the table's score.
constexpr int SingularMinDepth = 6;
constexpr int SingularMarginPerPly = 4;
constexpr int LmrFirstReducedMove = 4;  // 1-based count of legal moves searched at this node
constexpr double LmrBase = 0.75;
constexpr double LmrDivisor = 2.25;
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
// Aspiration window around the previous iteration's score, widened on failure.
// Transposition table: entries per bucket, and how many plies of depth one search of age costs.
constexpr int TTBucketSize = 4;
constexpr int TTAgePenalty = 8;
constexpr int AspirationMinDepth = 5;
constexpr int AspirationWindow = 40;
// Move ordering keys: table move, then captures by MVV/LVA, then killers, then history.
constexpr int KeyTableMove = 1 << 30;
constexpr int KeyCapture = 1 << 28;
constexpr int KeyKiller = 1 << 27;
constexpr int KeyCounter = KeyKiller - 1;  // the move that refuted the opponent's last one, after the killers
constexpr int KeyLosingCapture = KeyKiller - (1 << 15);  // after the killers, before the quiet moves
// History: a quiet move that cuts off gains depth^2 * HistoryBonusPerPly2 (at most HistoryBonusMax),
// the quiet moves searched before it lose as much (malus); "gravity" keeps every entry within
// +-HistoryMax, so a value saturates instead of overflowing.
constexpr int HistoryMax = 16384;
constexpr int HistoryBonusPerPly2 = 16;
constexpr int HistoryBonusMax = 2000;
// Rows and columns of the continuation history: a piece (colour and type, 16 codes) on a square.
constexpr int ContSlots = 16 * SquareCount;
// Game clock: plan for this many more moves; never spend more than a third of what is left.
constexpr int MovesToGo = 25;
constexpr std::int64_t MoveOverheadMs = 20;

int toTable(int score, int ply) {
    if (score > MateBound) return score + ply;
    if (score < -MateBound) return score - ply;
    return score;
}

// Asks the processor to start loading the cache line at p (a hint only: it changes no result).
inline void prefetch(const void* p) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(p);
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
    _mm_prefetch(static_cast<const char*>(p), _MM_HINT_T0);
#else
    (void)p;
#endif
}

int fromTable(int score, int ply) {
    if (score > MateBound) return score - ply;
    if (score < -MateBound) return score + ply;
    return score;
}

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

// Score of the side to move being mated (or stalemated: no legal move loses) at this ply.
int lossFor(Color side, int ply) { return side == Color::Red ? -MateScore + ply : MateScore - ply; }

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

bool allowsMateInOne(const Position& pos, Move m) {
    Position after = pos;
    after.makeMove(m);
    MoveList replies;
    generateLegal(after, replies);
    for (Move r : replies) {
        after.makeMove(r);
        MoveList answers;  // none: mated, or stalemated, which loses too
        generateLegal(after, answers);
        if (answers.empty()) return true;
        after.undoMove();
    }
    return false;
}

const std::vector<Level>& levels() {
    // Whom each level suits; the strengths are measured with matches: see docs/ENGINE.md.
    static const std::vector<Level> list = {
        {"Beginner", 1, 200, 0},  // someone who has just learnt the moves; one ply, any move within 2 pawns
        {"Novice", 2, 80, 0},     // a beginner who knows the moves; still gives pieces away
        {"Casual", 3, 30, 0},     // a relaxed game with a casual player
        {"Club", 5, 0, 0},        // a club player: punishes loose pieces
        {"Advanced", 8, 0, 0},    // a strong club player
        {"Expert", 0, 0, 1000},   // experienced players: full strength, one second a move
        {"Master", 0, 0, 5000},   // the strongest players: full strength, five seconds a move
    };
    return list;
}

Searcher::Searcher(std::size_t hashMb)
    : table_(std::make_shared<Table>()),
      history_(SquareCount * SquareCount, 0),
      contHistory_(ContSlots * ContSlots, 0),
      contRowSearch_(ContSlots, 0),
      counters_(SquareCount * SquareCount) {
    setHashSize(hashMb);
}

// A helper: shares the main searcher's table, owns everything else.
Searcher::Searcher(std::shared_ptr<Table> table, int index)
    : table_(std::move(table)),
      threadIndex_(index),
      history_(SquareCount * SquareCount, 0),
      contHistory_(ContSlots * ContSlots, 0),
      contRowSearch_(ContSlots, 0),
      counters_(SquareCount * SquareCount) {}

Searcher::~Searcher() { joinHelpers(); }

// Helper threads still winding down from the last search stop now and are waited for.
void Searcher::joinHelpers() {
    if (helperThreads_.empty()) return;
    smpState_.stop.store(true, std::memory_order_relaxed);
    for (std::thread& t : helperThreads_) t.join();
    helperThreads_.clear();
}

void Searcher::setHashSize(std::size_t mb) {
    joinHelpers();
    const std::size_t entries = std::max<std::size_t>(1, mb) * 1024 * 1024 / sizeof(TTEntry);
    std::size_t size = TTBucketSize;
    while (size * 2 <= entries) size *= 2;  // a power of two, so the index is a mask
    table_->entries.reset();                // free the old table before the new one is allocated
    table_->entries = std::make_unique<TTEntry[]>(size);
    table_->size = size;
}

void Searcher::setThreads(int threads) {
    joinHelpers();
    const std::size_t helpers = static_cast<std::size_t>(std::clamp(threads, 1, MaxThreads) - 1);
    while (helpers_.size() > helpers) helpers_.pop_back();
    while (helpers_.size() < helpers) {
        helpers_.push_back(std::unique_ptr<Searcher>(new Searcher(table_, static_cast<int>(helpers_.size()) + 1)));
        helpers_.back()->options_ = options_;
    }
}

void Searcher::clear() {
    joinHelpers();
    for (std::size_t i = 0; i < table_->size; ++i) {
        table_->entries[i].check.store(0, std::memory_order_relaxed);
        table_->entries[i].data.store(0, std::memory_order_relaxed);
    }
    for (auto& k : killers_) k = {};
    std::fill(history_.begin(), history_.end(), 0);
    std::fill(contHistory_.begin(), contHistory_.end(), 0);
    std::fill(counters_.begin(), counters_.end(), Move());
    for (auto& h : helpers_) {
        for (auto& k : h->killers_) k = {};
        std::fill(h->history_.begin(), h->history_.end(), 0);
        std::fill(h->contHistory_.begin(), h->contHistory_.end(), 0);
        std::fill(h->counters_.begin(), h->counters_.end(), Move());
    }
}

namespace {

// The fields of an entry in one 64-bit word: score, move, depth, bound, age.
std::uint64_t packEntry(std::int16_t score, std::uint16_t move, std::int8_t depth, std::uint8_t bound,
                        std::uint8_t age) {
    return std::uint64_t(std::uint16_t(score)) | std::uint64_t(move) << 16 | std::uint64_t(std::uint8_t(depth)) << 32 |
           std::uint64_t(bound) << 40 | std::uint64_t(age) << 48;
}

// Reads an entry: both words once, the key recovered from them.
void readEntry(const std::atomic<std::uint64_t>& checkWord, const std::atomic<std::uint64_t>& dataWord,
               std::uint64_t& key, std::uint64_t& data) {
    data = dataWord.load(std::memory_order_relaxed);
    key = checkWord.load(std::memory_order_relaxed) ^ data;
}

}  // namespace

// The table is made of buckets of TTBucketSize entries (one 64-byte cache line).
Searcher::TTEntry* Searcher::Table::bucket(std::uint64_t key) const {
    return &entries[key & (size - 1) & ~std::size_t{TTBucketSize - 1}];
}

bool Searcher::probe(std::uint64_t key, TTData& out) const {
    TTEntry* bucket = table_->bucket(key);
    for (int i = 0; i < TTBucketSize; ++i) {
        std::uint64_t k, d;
        readEntry(bucket[i].check, bucket[i].data, k, d);
        const auto bound = static_cast<std::uint8_t>(d >> 40);
        if (k == key && bound != BoundNone) {
            out = {k,
                   static_cast<std::int16_t>(d & 0xffff),
                   static_cast<std::uint16_t>(d >> 16),
                   static_cast<std::int8_t>(d >> 32),
                   bound,
                   static_cast<std::uint8_t>(d >> 48)};
            return true;
        }
    }
    return false;
}

void Searcher::store(std::uint64_t key, int score, int depth, Bound bound, Move move, int ply) {
    TTEntry* bucket = table_->bucket(key);
    const std::uint8_t generation = table_->generation;
    // The same position's entry if there is one; else an empty one; else the one worth least:
    // shallow, and from an older search (each search ago counts as TTAgePenalty plies).
    TTEntry* e = bucket;
    std::uint64_t eKey = 0, eData = 0;
    int worst = 1 << 30;
    for (int i = 0; i < TTBucketSize; ++i) {
        std::uint64_t k, d;
        readEntry(bucket[i].check, bucket[i].data, k, d);
        if (k == key || static_cast<std::uint8_t>(d >> 40) == BoundNone) {
            e = &bucket[i];
            eKey = k;
            eData = d;
            break;
        }
        const int age = static_cast<std::uint8_t>(generation - static_cast<std::uint8_t>(d >> 48));
        const int value = static_cast<std::int8_t>(d >> 32) - TTAgePenalty * age;
        if (value < worst) {
            worst = value;
            e = &bucket[i];
            eKey = k;
            eData = d;
        }
    }
    // Keep a deeper result of the same position from this search unless the new one is exact (and
    // not from quiescence, depth 0, whose exact score is only exact to the captures).
    if (eKey == key && static_cast<std::uint8_t>(eData >> 48) == generation &&
        static_cast<std::int8_t>(eData >> 32) > depth && (bound != BoundExact || depth == 0))
        return;
    if (move.isNone() && eKey == key) move = Move::fromRaw(static_cast<std::uint16_t>(eData >> 16));
    const std::uint64_t data = packEntry(static_cast<std::int16_t>(toTable(score, ply)), move.raw(),
                                         static_cast<std::int8_t>(depth), static_cast<std::uint8_t>(bound), generation);
    e->data.store(data, std::memory_order_relaxed);
    e->check.store(key ^ data, std::memory_order_relaxed);
}

void Searcher::makeMove(Move m, int ply) {
    eval_[ply + 1] = eval_[ply] + evaluationDelta(pos_, m);
    pos_.makeMove(m);
    // The child probes the table first; start loading its bucket now (a hint, no effect on the search).
    if (options_.transpositionTable)
        prefetch(table_->bucket(pos_.hash()));
}

void Searcher::undoMove(int) { pos_.undoMove(); }

int Searcher::staticEval(int ply) const {
    return scaleForDraws(pos_, eval_[ply] + materialAdjustment(pos_) + activity(pos_));
}

bool Searcher::timeUp() {
    if (stopFlag_ && stopFlag_->load(std::memory_order_relaxed)) return true;
    if (smp_) {
        // Lazy SMP: publish this thread's count; a helper stops with the main thread or at the node limit of all.
        publishedNodes_.store(nodes_, std::memory_order_relaxed);
        if (threadIndex_ > 0)
            return smp_->stop.load(std::memory_order_relaxed) ||
                   (smp_->nodeLimit && smp_->main->publishedTotal() >= smp_->nodeLimit);
    }
    if (nodeLimit_ && totalNodes() >= nodeLimit_) return true;
    if (hardLimitMs_ > 0) {
        auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_);
        if (ms.count() >= hardLimitMs_) return true;
    }
    return false;
}

RuleVerdict inTreeRule(const Position& pos, int pliesFromRoot, int noCaptureDrawPlies) {
    // The no-capture rule draws where the count reaches the limit inside the tree. A root already at the limit is a
    // game the referee let go on (Fairy-Stockfish's referee does not count a side's checks beyond ten, for one):
    // there the rule is not applied, or every move would look drawn and the search would give pieces away.
    const int clock = pos.halfmoveClock();
    if (clock >= noCaptureDrawPlies && clock - pliesFromRoot < noCaptureDrawPlies) return RuleVerdict::Draw;
    const auto& hist = pos.history();
    const int n = static_cast<int>(hist.size());
    const int limit = std::min(pos.halfmoveClock(), n);
    bool seenBeforeRoot = false;  // one earlier occurrence in the game record already found
    for (int back = 1; back <= limit; ++back) {
        const StateInfo& st = hist[n - back];
        if (st.move.isNone()) return RuleVerdict::None;  // a null move makes no real repetition
        if (back < 4 || back % 2 != 0 || st.hash != pos.hash()) continue;
        // An earlier occurrence inside the tree (after the root) counts at once: the side that
        // can repeat once can repeat again. One at the root or before it is game history and
        // counts only when it makes the third occurrence, as for the referee.
        if (back >= pliesFromRoot && !seenBeforeRoot) {
            seenBeforeRoot = true;
            continue;
        }
        // Moves k = 0, 2, 4... of the cycle were made by the side to move now.
        bool usAlwaysChecked = true, themAlwaysChecked = true;
        for (int k = 0; k < back; ++k) {
            bool& flag = k % 2 == 0 ? usAlwaysChecked : themAlwaysChecked;
            flag = flag && hist[n - back + k].givesCheck;
        }
        if (usAlwaysChecked && !themAlwaysChecked) return RuleVerdict::SideToMoveLoses;
        if (themAlwaysChecked && !usAlwaysChecked) return RuleVerdict::SideToMoveWins;
        if (usAlwaysChecked) return RuleVerdict::Draw;  // both checked with every move
        // Nobody checked throughout. When the cycle reaches back into the game played so far, the
        // referee's chase rule decides: a side that chased the same piece with every move loses,
        // so the engine neither chases into a loss nor lets a chasing opponent off with a draw.
        // A cycle wholly inside the tree stays a draw: such a verdict depends on the path, and a
        // decisive score stored in the table and met again by another path misled the search
        // (an SPRT of the rule applied to every cycle: -8.1 +- 10.1 Elo).
        if (back < pliesFromRoot) return RuleVerdict::Draw;
        const Verdict v = judgeRepetitionCycle(pos, n - back);
        if (v.reason != EndReason::PerpetualChase) return RuleVerdict::Draw;
        const GameResult moverWins = pos.sideToMove() == Color::Red ? GameResult::RedWins : GameResult::BlackWins;
        return v.result == moverWins ? RuleVerdict::SideToMoveWins : RuleVerdict::SideToMoveLoses;
    }
    return RuleVerdict::None;
}

// The rules inside the tree (see inTreeRule) as a score; false when no rule applies.
bool Searcher::ruleScore(int ply, int& score) const {
    if (!options_.repetitions) return false;
    switch (inTreeRule(pos_, ply, options_.noCaptureDrawPlies)) {
    case RuleVerdict::None: return false;
    case RuleVerdict::Draw: score = 0; break;
    case RuleVerdict::SideToMoveLoses: score = lossFor(pos_.sideToMove(), ply); break;
    case RuleVerdict::SideToMoveWins: score = -lossFor(pos_.sideToMove(), ply); break;
    }
    return true;
}

// A capture loses material when the static exchange on its square (which knows cannon screens,
// horse legs and elephant eyes) says so. Taking a piece worth at least the capturer never does.
bool Searcher::losingCapture(Move m) const {
    const Piece attacker = pos_.pieceAt(m.from()), victim = pos_.pieceAt(m.to());
    return pieceValue(typeOf(attacker)) > pieceValue(typeOf(victim)) && staticExchange(pos_, m) < 0;
}

void Searcher::orderMoves(MoveList& list, int* keys, Move ttMove, int ply, bool classifyCaptures) const {
    const int slot = counterSlot();
    const Move counter = slot >= 0 ? counters_[static_cast<std::size_t>(slot)] : Move();
    const int cont1 = contSlot(1), cont2 = contSlot(2);
    for (int i = 0; i < list.count; ++i) {
        const Move m = list.moves[i];
        const Piece victim = pos_.pieceAt(m.to());
        const int mvvLva = pieceValue(typeOf(victim)) * 16 - pieceValue(typeOf(pos_.pieceAt(m.from()))) / 16;
        if (m == ttMove) keys[i] = KeyTableMove;
        else if (victim != NoPiece)
            keys[i] = (classifyCaptures && losingCapture(m) ? KeyLosingCapture : KeyCapture) + mvvLva;
        else if (m == killers_[ply][0] || m == killers_[ply][1]) keys[i] = KeyKiller;
        else if (m == counter) keys[i] = KeyCounter;
        else {
            const int col = (pos_.pieceAt(m.from()) & 15) * SquareCount + m.to();
            keys[i] = history_[m.from() * SquareCount + m.to()] + (cont1 >= 0 ? contHistory_[cont1 + col] : 0) +
                      (cont2 >= 0 ? contHistory_[cont2 + col] : 0);
        }
    }
}

// Brings the best remaining move to position i (selection sort: most nodes cut off after a
// few moves, so sorting the whole list would be wasted).
static void pickNext(MoveList& list, int* keys, int i) {
    int best = i;
    for (int j = i + 1; j < list.count; ++j)
        if (keys[j] > keys[best]) best = j;
    std::swap(list.moves[i], list.moves[best]);
    std::swap(keys[i], keys[best]);
}

int Searcher::counterSlot() const {
    const auto& played = pos_.history();
    if (played.empty() || played.back().move.isNone()) return -1;  // the root of a game, or a null move
    return played.back().move.from() * SquareCount + played.back().move.to();
}

int Searcher::contSlot(int back) const {
    const auto& played = pos_.history();
    if (static_cast<int>(played.size()) < back) return -1;
    const StateInfo& st = played[played.size() - static_cast<std::size_t>(back)];
    if (st.move.isNone()) return -1;  // a null move
    const int row = (st.moved & 15) * SquareCount + st.move.to();
    // Divide the row by 8 once for every search since it was last used; five times leave nothing
    // (entries stay within +-HistoryMax = 8^5 / 2).
    const std::uint32_t missed = searchCount_ - contRowSearch_[static_cast<std::size_t>(row)];
    if (missed > 0) {
        contRowSearch_[static_cast<std::size_t>(row)] = searchCount_;
        std::int16_t* entries = &contHistory_[static_cast<std::size_t>(row) * ContSlots];
        for (int i = 0; i < ContSlots; ++i)
            for (std::uint32_t k = 0; k < std::min<std::uint32_t>(missed, 5) && entries[i] != 0; ++k)
                entries[i] = static_cast<std::int16_t>(entries[i] / 8);
    }
    return row * ContSlots;
}

void Searcher::rememberQuiet(Move m, int depth, int ply, const Move* tried, int triedCount) {
    if (killers_[ply][0] != m) {
        killers_[ply][1] = killers_[ply][0];
        killers_[ply][0] = m;
    }
    if (const int slot = counterSlot(); slot >= 0) counters_[static_cast<std::size_t>(slot)] = m;
    const int bonus = std::min(depth * depth * HistoryBonusPerPly2, HistoryBonusMax);
    const int cont1 = contSlot(1), cont2 = contSlot(2);
    auto update = [this, cont1, cont2](Move move, int delta) {
        int& h = history_[move.from() * SquareCount + move.to()];
        h += delta - h * std::abs(delta) / HistoryMax;
        const int col = (pos_.pieceAt(move.from()) & 15) * SquareCount + move.to();
        for (const int row : {cont1, cont2}) {
            if (row < 0) continue;
            std::int16_t& c = contHistory_[row + col];
            c = static_cast<std::int16_t>(c + delta - c * std::abs(delta) / HistoryMax);
        }
    };
    update(m, bonus);
    for (int i = 0; i < triedCount; ++i) update(tried[i], -bonus);
}

int Searcher::getMaxScore(int alpha, int beta, int depth, int ply, bool allowNull) {
    return alphaBeta<Color::Red>(alpha, beta, depth, ply, allowNull);
}

int Searcher::getMinScore(int alpha, int beta, int depth, int ply, bool allowNull) {
    return alphaBeta<Color::Black>(alpha, beta, depth, ply, allowNull);
}

// Calls the search function of the side to move after a move was made.
int Searcher::searchChild(int alpha, int beta, int depth, int ply, bool allowNull) {
    return pos_.sideToMove() == Color::Red ? getMaxScore(alpha, beta, depth, ply, allowNull)
                                           : getMinScore(alpha, beta, depth, ply, allowNull);
}

// One template holds both halves of the pair so that each rule is written once; `Max` says which
// half this is. Red's half raises alpha and cuts when it reaches beta; Black's half lowers beta
// and cuts when it reaches alpha.
template <Color Us>
int Searcher::alphaBeta(int alpha, int beta, int depth, int ply, bool allowNull) {
    constexpr bool Max = Us == Color::Red;
    auto better = [](int a, int b) { return Max ? a > b : a < b; };

    // 1. Horizon: resolve captures, or take the static score.
    pvLength_[ply] = 0;
    if (depth <= 0) return options_.quiescence ? quiesce<Us>(alpha, beta, ply) : staticEval(ply);

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
    const bool pvNode = beta - alpha > 1;
    const bool inCheck = pos_.inCheck();
    const int alphaOrig = alpha, betaOrig = beta;
    // A singular-extension test searches this node again without its table move (see below):
    // then nothing from the table may end it, and its result is not stored.
    const Move excluded = excluded_[ply];
    Move ttMove;
    TTData tt;
    bool ttHit = false;
    if (options_.transpositionTable) {
        TTData& e = tt;
        if (probe(pos_.hash(), e)) {
            ttHit = true;
            ttMove = Move::fromRaw(e.move);
            const int score = fromTable(e.score, ply);
            if (!pvNode && e.depth >= depth && excluded.isNone()) {
                if (e.bound == BoundExact) return score;
                if (e.bound == BoundLower && score >= beta) return score;
                if (e.bound == BoundUpper && score <= alpha) return score;
            }
        }
    }

    // Internal iterative reduction: a node deep enough to matter but without a table move was
    // never searched before (or its entry was lost); a shallower search costs less and fills the
    // table, and the next iteration searches it at full depth with a good first move.
    if (options_.transpositionTable && options_.lateMoveReduction && depth >= IirMinDepth && ttMove.isNone()) --depth;

    // 5. Static null move: near the leaves, a static score far beyond the bound stands.
    const int nodeEval = staticEval(ply);
    if (options_.futility && !pvNode && !inCheck && excluded.isNone() && depth <= StaticNullMaxDepth &&
        std::abs(beta) < MateBound && std::abs(alpha) < MateBound) {
        const int margin = StaticNullMargin * depth;
        if (Max && nodeEval - margin >= beta) return nodeEval - margin;
        if (!Max && nodeEval + margin <= alpha) return nodeEval + margin;
    }

    // 6. Null move: if passing still leaves us beyond the bound, a real move will too.
    if (options_.nullMove && allowNull && !pvNode && !inCheck && excluded.isNone() && depth >= NullMoveMinDepth &&
        (Max ? nodeEval >= beta : nodeEval <= alpha) && hasNullMoveMaterial(pos_, Us)) {
        const int r = NullMoveReduction + depth / NullMoveDepthDivisor +
                      std::min(NullMoveEvalMax, std::abs(nodeEval - (Max ? beta : alpha)) / NullMoveEvalStep);
        pos_.makeNullMove();
        eval_[ply + 1] = eval_[ply];
        const int score = Max ? getMinScore(beta - 1, beta, depth - 1 - r, ply + 1, false)
                              : getMaxScore(alpha, alpha + 1, depth - 1 - r, ply + 1, false);
        pos_.undoNullMove();
        if (stopped_) return 0;
        if (Max && score >= beta) return score >= MateBound ? beta : score;
        if (!Max && score <= alpha) return score <= -MateBound ? alpha : score;
    }

    // 6b. Singular extension: when the table's move holds a bound that no other move comes near
    //     (every other move, searched to half the depth, stays a margin below it), it is the only
    //     good move here and is searched a ply deeper.
    bool singular = false;
    if (options_.transpositionTable && options_.checkExtension && ply > 0 && ply < 2 * rootDepth_ &&
        depth >= SingularMinDepth && ttHit && excluded.isNone() && !ttMove.isNone() && tt.depth >= depth - 3 &&
        (tt.bound & (Max ? BoundLower : BoundUpper)) != 0 && std::abs(tt.score) < MateBound) {
        const int ttScore = fromTable(tt.score, ply);
        const int margin = SingularMarginPerPly * depth;
        const int singularBeta = Max ? ttScore - margin : ttScore + margin;
        excluded_[ply] = ttMove;
        const int score = Max ? alphaBeta<Us>(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, false)
                              : alphaBeta<Us>(singularBeta, singularBeta + 1, (depth - 1) / 2, ply, false);
        excluded_[ply] = Move();
        pvLength_[ply] = 0;
        if (stopped_) return 0;
        singular = Max ? score < singularBeta : score > singularBeta;
    }

    // 7. Futility: in the last plies, quiet moves cannot bridge a large gap.
    const int futilityMargin = FutilityMargin * depth;
    const bool futile = options_.futility && depth <= FutilityMaxDepth && !pvNode && !inCheck &&
                        (Max ? nodeEval + futilityMargin <= alpha : nodeEval - futilityMargin >= beta);

    // 8. Moves in order: table move, captures (MVV/LVA), killers, history.
    MoveList list;
    generatePseudoLegal(pos_, list);
    int keys[MoveList::Capacity];
    orderMoves(list, keys, ttMove, ply, true);

    int best = Max ? -InfiniteScore : InfiniteScore;
    Move bestMove;
    int legal = 0;
    Move quietsTried[MoveList::Capacity];  // quiet moves searched here, for the history malus
    int quietCount = 0;
    for (int i = 0; i < list.count; ++i) {
        pickNext(list, keys, i);
        const Move m = list.moves[i];
        if (m == excluded || !pos_.isKingSafeAfter(m)) continue;
        const bool capture = pos_.pieceAt(m.to()) != NoPiece;
        makeMove(m, ply);
        ++legal;
        const bool givesCheck = pos_.inCheck();

        // 9. Skip futile quiet moves (never the first: the node must have a real score). Such a
        //    move is worth at most the margin, still beyond the bound, so the node fails low.
        if (futile && legal > 1 && !capture && !givesCheck) {
            undoMove(ply);
            best = Max ? std::max(best, nodeEval + futilityMargin) : std::min(best, nodeEval - futilityMargin);
            continue;
        }

        // 9b. Late move pruning: ordered last, late quiet moves near the leaves rarely matter.
        if (options_.futility && !pvNode && !inCheck && depth <= LmpMaxDepth && legal > LmpBase + depth * depth &&
            !capture && !givesCheck && std::abs(best) < MateBound) {
            undoMove(ply);
            continue;
        }

        // 9c. Hanging-move pruning: a quiet move near the leaves that leaves its piece attacked and
        //     undefended gives the piece away (screens and legs as they stand after the move; pins
        //     not seen). A soldier's step is kept: giving one up is often a real plan.
        if (options_.futility && !pvNode && !inCheck && depth <= HangingPruneMaxDepth && legal > 1 && !capture &&
            !givesCheck && std::abs(best) < MateBound && typeOf(pos_.pieceAt(m.to())) != PieceType::Pawn &&
            pos_.isAttacked(m.to(), ~Us) && !pos_.isAttacked(m.to(), Us)) {
            undoMove(ply);
            continue;
        }

        // 10. Extend checks so that mating attacks are seen to their end, and a singular table move.
        const bool extend = options_.checkExtension && ply < 2 * rootDepth_ && (givesCheck || (singular && m == ttMove));
        const int newDepth = depth - 1 + (extend ? 1 : 0);

        // 11. PVS: the first move with the full window, the rest with a null window first
        //     (reduced if late and quiet or a losing capture), re-searched only when they might be better.
        int score;
        if (legal == 1) {
            score = searchChild(alpha, beta, newDepth, ply + 1, true);
        } else {
            int reduction = 0;
            const bool losing = capture && keys[i] < KeyKiller;  // ordered as a losing capture (see orderMoves)
            if (options_.lateMoveReduction && depth >= LmrMinDepth && legal >= LmrFirstReducedMove &&
                (!capture || losing) && !givesCheck && !inCheck && m != killers_[ply][0] && m != killers_[ply][1])
                reduction = std::clamp(lmrReduction(depth, legal) - (pvNode ? 1 : 0), 0, newDepth - 1);
            const int nullA = Max ? alpha : beta - 1, nullB = Max ? alpha + 1 : beta;
            score = searchChild(nullA, nullB, newDepth - reduction, ply + 1, true);
            if (reduction > 0 && (Max ? score > alpha : score < beta))
                score = searchChild(nullA, nullB, newDepth, ply + 1, true);
            if (Max ? (score > alpha && score < beta) : (score < beta && score > alpha))
                score = searchChild(alpha, beta, newDepth, ply + 1, true);
        }
        undoMove(ply);
        if (stopped_) return 0;
        if (!capture) quietsTried[quietCount++] = m;

        // 12. Keep the best; raise alpha (Red) or lower beta (Black); cut off when they meet.
        if (better(score, best)) best = score;
        if (Max ? score > alpha : score < beta) {
            bestMove = m;
            (Max ? alpha : beta) = score;
            updatePv(ply, m);
            if (alpha >= beta) {
                if (!capture) rememberQuiet(m, depth, ply, quietsTried, quietCount - 1);
                break;
            }
        }
    }

    // 13. No legal move loses, in check or not.
    if (legal == 0) return lossFor(Us, ply);

    // 14. Store the result with the kind of bound it is (from Red's side, like the score).
    if (options_.transpositionTable && excluded.isNone()) {
        const Bound bound = best >= betaOrig ? BoundLower : best <= alphaOrig ? BoundUpper : BoundExact;
        store(pos_.hash(), best, depth, bound, bestMove, ply);
    }
    return best;
}

// Quiescence: only captures (or every evasion when in check) until the position is quiet, so
// that the static score is never taken in the middle of an exchange.
template <Color Us>
int Searcher::quiesce(int alpha, int beta, int ply) {
    constexpr bool Max = Us == Color::Red;

    // 1. Bookkeeping and the stop request.
    ++nodes_;
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
    if (!inCheck && !hasMajorPiece(pos_, Us)) {
        MoveList all;
        generateLegal(pos_, all);
        if (all.empty()) return lossFor(Us, ply);
    }

    // 3. Transposition table: outside the principal variation a stored bound that settles the window
    //    ends the node (any entry is at least as deep as quiescence); its move is tried first.
    const int alphaOrig = alpha, betaOrig = beta;
    const bool pvNode = beta - alpha > 1;
    Move ttMove;
    if (options_.transpositionTable) {
        TTData e;
        if (probe(pos_.hash(), e)) {
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
    int best = Max ? -InfiniteScore : InfiniteScore;
    if (!inCheck) {
        best = standPat;
        if (Max ? standPat >= beta : standPat <= alpha) return standPat;
        if (Max) alpha = std::max(alpha, standPat);
        else beta = std::min(beta, standPat);
    }

    // 5. Captures by MVV/LVA, or all evasions (none: mated); the table's move first.
    MoveList list;
    if (inCheck) generateLegal(pos_, list);
    else generateLegalCaptures(pos_, list);
    if (inCheck && list.empty()) return lossFor(Us, ply);
    int keys[MoveList::Capacity];
    orderMoves(list, keys, ttMove, MaxPly, false);
    Move bestMove;

    for (int i = 0; i < list.count; ++i) {
        pickNext(list, keys, i);
        const Move m = list.moves[i];
        // 6. Delta pruning: this capture cannot bring the score back to the window.
        const Piece victim = pos_.pieceAt(m.to());
        if (options_.futility && !inCheck && victim != NoPiece) {
            const int gain = pieceValue(typeOf(victim)) + DeltaMargin;
            if (Max ? standPat + gain <= alpha : standPat - gain >= beta) continue;
            if (losingCapture(m)) continue;
        }
        makeMove(m, ply);
        const int score = Max ? quiesce<Color::Black>(alpha, beta, ply + 1) : quiesce<Color::Red>(alpha, beta, ply + 1);
        undoMove(ply);
        if (stopped_) return 0;
        // 7. Same window logic as the main search.
        if (Max ? score > best : score < best) best = score;
        if (Max ? score > alpha : score < beta) {
            (Max ? alpha : beta) = score;
            bestMove = m;
            updatePv(ply, m);
            if (alpha >= beta) break;
        }
    }

    // 8. Store the result at depth 0, the shallowest: any search of the position replaces it.
    if (options_.transpositionTable) {
        const Bound bound = best >= betaOrig ? BoundLower : best <= alphaOrig ? BoundUpper : BoundExact;
        store(pos_.hash(), best, 0, bound, bestMove, ply);
    }
    return best;
}

void Searcher::updatePv(int ply, Move m) {
    pv_[ply][0] = m;
    const int childLength = ply + 1 <= MaxPly ? pvLength_[ply + 1] : 0;
    for (int i = 0; i < childLength && i + 1 < MaxPly; ++i) pv_[ply][i + 1] = pv_[ply + 1][i];
    pvLength_[ply] = std::min(childLength + 1, MaxPly);
}

// The root: every legal move, the previous best first, with PVS. When levels ask for
// randomness every move gets a full window, so that all root scores are exact.
int Searcher::searchRoot(int alpha, int beta, int depth) {
    const bool max = pos_.sideToMove() == Color::Red;
    int best = max ? -InfiniteScore : InfiniteScore;
    pvLength_[0] = 0;
    for (std::size_t i = 0; i < rootMoves_.size(); ++i) {
        const Move m = rootMoves_[i].move;
        makeMove(m, 0);
        const bool givesCheck = pos_.inCheck();
        const int newDepth = depth - 1 + (options_.checkExtension && givesCheck ? 1 : 0);
        int score;
        if (i == 0 || exactRootScores_) {
            score = searchChild(exactRootScores_ ? -InfiniteScore : alpha, exactRootScores_ ? InfiniteScore : beta,
                                newDepth, 1, true);
        } else {
            score = searchChild(max ? alpha : beta - 1, max ? alpha + 1 : beta, newDepth, 1, true);
            if (max ? (score > alpha && score < beta) : (score < beta && score > alpha))
                score = searchChild(alpha, beta, newDepth, 1, true);
        }
        undoMove(0);
        if (stopped_) break;
        rootMoves_[i].score = score;
        if (max ? score > best : score < best) best = score;
        // A move is the new best when it is the first, or when it proved better than the window's
        // bound (a fail-low score is only an upper bound and says nothing in comparison).
        const bool improves = exactRootScores_ ? score == best : (max ? score > alpha : score < beta);
        if (i == 0 || improves) {
            // The new best goes to the front so that the next iteration searches it first.
            std::rotate(rootMoves_.begin(), rootMoves_.begin() + static_cast<std::ptrdiff_t>(i),
                        rootMoves_.begin() + static_cast<std::ptrdiff_t>(i) + 1);
            updatePv(0, m);
            if (max ? score > alpha : score < beta) (max ? alpha : beta) = score;
            if (!exactRootScores_ && alpha >= beta) break;
        }
    }
    return best;
}

void Searcher::planTime(const SearchLimits& limits, Color us) {
    softLimitMs_ = hardLimitMs_ = 0;
    if (limits.infinite) return;
    const std::int64_t time = us == Color::Red ? limits.wtime : limits.btime;
    const std::int64_t inc = us == Color::Red ? limits.winc : limits.binc;
    if (time >= 0) {
        const std::int64_t left = std::max<std::int64_t>(1, time - MoveOverheadMs);
        softLimitMs_ = std::max<std::int64_t>(1, std::min(left / MovesToGo + inc * 3 / 4, left / 3));
        hardLimitMs_ = std::max<std::int64_t>(1, std::min(softLimitMs_ * 3, left / 3));
    }
    if (limits.movetimeMs > 0) {
        // A fixed time per move: use it all, the partial last iteration still counts.
        hardLimitMs_ = hardLimitMs_ > 0 ? std::min(hardLimitMs_, limits.movetimeMs) : limits.movetimeMs;
        softLimitMs_ = hardLimitMs_;
    }
}

SearchInfo Searcher::makeInfo(int depth, int score) const {
    SearchInfo info;
    info.depth = depth;
    info.seldepth = seldepth_;
    info.score = score;
    if (std::abs(score) > MateBound) {
        info.mate = true;
        const int plies = MateScore - std::abs(score);
        info.mateIn = (plies + 1) / 2 * (score > 0 ? 1 : -1);
    }
    info.nodes = totalNodes();
    info.timeMs =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_).count();
    info.nps = info.timeMs > 0 ? info.nodes * 1000 / static_cast<std::uint64_t>(info.timeMs) : info.nodes;
    info.pv.assign(pv_[0].begin(), pv_[0].begin() + pvLength_[0]);
    return info;
}

// The state every thread sets up before its iterative deepening.
void Searcher::prepare(const Position& pos, const std::atomic<bool>& stop) {
    pos_ = pos;
    stopFlag_ = &stop;
    stopped_ = false;
    nodes_ = 0;
    publishedNodes_.store(0, std::memory_order_relaxed);
    seldepth_ = 0;
    for (auto& k : killers_) k = {};
    for (int& h : history_) h /= 8;  // old history still orders, but the new search soon dominates
    ++searchCount_;  // continuation history: each row is divided by 8 when next used (contSlot)
    eval_[0] = pieceSquareTotal(pos_);
}

// All legal root moves, the table move first, then as the ordering of the inner nodes says.
bool Searcher::generateRootMoves() {
    MoveList list;
    generateLegal(pos_, list);
    rootMoves_.clear();
    int keys[MoveList::Capacity];
    Move ttMove;
    TTData e;
    if (options_.transpositionTable && probe(pos_.hash(), e)) ttMove = Move::fromRaw(e.move);
    orderMoves(list, keys, ttMove, 0, true);
    for (int i = 0; i < list.count; ++i) {
        pickNext(list, keys, i);
        rootMoves_.push_back({list.moves[i], 0});
    }
    return !rootMoves_.empty();
}

// One iteration: an aspiration window around the previous score once it has settled, widened on failure.
int Searcher::aspirationSearch(int depth, int previous) {
    int delta = AspirationWindow;
    const bool aspire =
        options_.aspiration && !exactRootScores_ && depth >= AspirationMinDepth && std::abs(previous) < MateBound;
    int alpha = aspire ? previous - delta : -InfiniteScore, beta = aspire ? previous + delta : InfiniteScore;
    while (true) {
        const int score = searchRoot(alpha, beta, depth);
        if (stopped_) return score;
        if (score <= alpha && alpha > -InfiniteScore) {
            alpha = std::max(-InfiniteScore, alpha - delta);
        } else if (score >= beta && beta < InfiniteScore) {
            beta = std::min(InfiniteScore, beta + delta);
        } else {
            return score;
        }
        delta *= 2;
    }
}

// A helper thread's iterative deepening: no clock, no limits but the depth and the main thread's stop. Odd
// helpers stay a ply ahead of the main thread (their entries then answer its next iteration), even ones
// search the main thread's next depth in their own order; none repeats a depth the main thread has finished.
void Searcher::helperSearch(const Position& pos, int maxDepth, SmpState& smp) {
    start_ = std::chrono::steady_clock::now();
    prepare(pos, smp.stop);
    smp_ = &smp;
    nodeLimit_ = 0;
    softLimitMs_ = hardLimitMs_ = 0;
    exactRootScores_ = false;
    const int ahead = threadIndex_ % 2;
    if (generateRootMoves()) {
        int previous = 0;
        for (int depth = 1 + ahead; depth <= maxDepth;) {
            rootDepth_ = depth;
            const int score = aspirationSearch(depth, previous);
            if (stopped_) break;
            previous = score;
            depth = std::max(depth + 1, smp.mainCompletedDepth.load(std::memory_order_relaxed) + 1 + ahead);
        }
    }
    publishedNodes_.store(nodes_, std::memory_order_relaxed);
    smp_ = nullptr;
}

std::uint64_t Searcher::totalNodes() const {
    std::uint64_t total = nodes_;
    for (const auto& h : helpers_) total += h->publishedNodes_.load(std::memory_order_relaxed);
    return total;
}

std::uint64_t Searcher::publishedTotal() const {
    std::uint64_t total = publishedNodes_.load(std::memory_order_relaxed);
    for (const auto& h : helpers_) total += h->publishedNodes_.load(std::memory_order_relaxed);
    return total;
}

SearchResult Searcher::search(const Position& pos, const SearchLimits& limitsIn, const std::atomic<bool>& stop,
                              const std::function<void(const SearchInfo&)>& onProgress) {
    // 1. Limits, with a named level's caps on top.
    start_ = std::chrono::steady_clock::now();
    SearchLimits limits = limitsIn;
    int randomCp = 0;
    if (limits.level >= 0 && limits.level < static_cast<int>(levels().size())) {
        const Level& level = levels()[static_cast<std::size_t>(limits.level)];
        if (level.depth > 0) limits.depth = limits.depth > 0 ? std::min(limits.depth, level.depth) : level.depth;
        if (level.movetimeMs > 0 && limits.wtime < 0 && limits.btime < 0)
            limits.movetimeMs =
                limits.movetimeMs > 0 ? std::min(limits.movetimeMs, level.movetimeMs) : level.movetimeMs;
        randomCp = level.randomCp;
    }
    joinHelpers();
    for (auto& h : helpers_) h->publishedNodes_.store(0, std::memory_order_relaxed);
    prepare(pos, stop);
    nodeLimit_ = limits.nodes;
    exactRootScores_ = randomCp > 0;
    planTime(limits, pos.sideToMove());
    ++table_->generation;

    // 2. Root moves; with none, there is nothing to search.
    SearchResult result;
    if (!generateRootMoves()) {
        result.info = makeInfo(0, lossFor(pos.sideToMove(), 0));
        return result;
    }
    result.bestMove = rootMoves_[0].move;
    result.info.pv = {result.bestMove};
    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, MaxDepth) : MaxDepth;

    // Lazy SMP: the helpers search the same root until this thread is done (the levels that pick at random
    // among exact root scores search alone: they are shallow, and must play as measured).
    if (!exactRootScores_ && !helpers_.empty()) {
        smp_ = &smpState_;
        smp_->main = this;
        smp_->nodeLimit = limits.nodes;
        smp_->stop.store(false, std::memory_order_relaxed);
        smp_->mainCompletedDepth.store(0, std::memory_order_relaxed);
        rootPos_ = pos;  // the helpers' copy, alive until they are joined (the caller's may not be)
        for (auto& helper : helpers_) {
            Searcher* h = helper.get();
            helperThreads_.emplace_back([this, h, maxDepth] {
                if (helperThreadStart_) helperThreadStart_();
                h->helperSearch(rootPos_, maxDepth, smpState_);
            });
        }
    }

    // 3. Iterative deepening, with an aspiration window once the score has settled.
    int previous = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        rootDepth_ = depth;
        const int score = aspirationSearch(depth, previous);

        // 4. A finished iteration is the new answer; an interrupted one only if it found a
        //    move that was fully searched and proved better (it is then first in the list).
        if (stopped_) {
            result.bestMove = rootMoves_[0].move;
            break;
        }
        if (smp_) smp_->mainCompletedDepth.store(depth, std::memory_order_relaxed);
        previous = score;
        result.bestMove = rootMoves_[0].move;
        result.info = makeInfo(depth, score);
        if (result.info.pv.empty() || result.info.pv[0] != result.bestMove) result.info.pv = {result.bestMove};
        if (limits.multiPv > 1) result.info.multipv = 1;
        if (onProgress) onProgress(result.info);
        if (limits.multiPv > 1) searchOtherLines(depth, std::min(limits.multiPv, MaxMultiPv), onProgress);

        // 5. Time: do not start an iteration that cannot finish.
        if (softLimitMs_ > 0 && result.info.timeMs * 2 > softLimitMs_ && softLimitMs_ < hardLimitMs_) break;
        if (timeUp()) break;
    }

    // 6. Levels with randomness pick among the moves close to the best (scores are exact). A shallow
    //    level does not see every mate in one it allows (Beginner searches one ply), so a move after
    //    which the opponent mates at once is never picked at random, and never played as the best
    //    while another move avoids it: a beginner may be outplayed, but not handed a mate in one.
    if (randomCp > 0 && !stopped_) {
        const int bestScore = rootMoves_[0].score;
        std::vector<Move> candidates;
        for (const RootMove& rm : rootMoves_)
            if (std::abs(rm.score - bestScore) <= randomCp && std::abs(rm.score) < MateBound &&
                !allowsMateInOne(pos, rm.move))
                candidates.push_back(rm.move);
        if (!candidates.empty() && std::abs(bestScore) < MateBound) {
            std::uniform_int_distribution<std::size_t> pick(0, candidates.size() - 1);
            result.bestMove = candidates[pick(rng_)];
            result.info.pv = {result.bestMove};
        } else if (allowsMateInOne(pos, result.bestMove)) {
            for (const RootMove& rm : rootMoves_)  // in order of score: the best move that does not
                if (!allowsMateInOne(pos, rm.move)) {
                    result.bestMove = rm.move;
                    result.info.pv = {rm.move};
                    break;
                }
        }
    }
    // 7. The helpers stop; the nodes of all threads count.
    // 7. The helpers stop within a check interval; they are joined before anything touches what they use
    //    (the next search, setThreads, clear, ...), so the answer does not wait for them.
    if (smp_) {
        smp_->stop.store(true, std::memory_order_relaxed);
        smp_ = nullptr;
    }
    result.info.nodes = totalNodes();
    return result;
}

// MultiPV: after the best line of an iteration, line k is the best of the root moves not shown in
// lines 1..k-1, each searched with a full window at the same depth. Afterwards the root moves are
// ordered line by line, so the next iteration still starts with the best.
void Searcher::searchOtherLines(int depth, int lines, const std::function<void(const SearchInfo&)>& onProgress) {
    const std::vector<RootMove> all = rootMoves_;
    std::vector<Move> shown = {all[0].move};
    for (int k = 2; k <= lines && static_cast<std::size_t>(k) <= all.size(); ++k) {
        rootMoves_.clear();
        for (const RootMove& rm : all)
            if (std::find(shown.begin(), shown.end(), rm.move) == shown.end()) rootMoves_.push_back(rm);
        const int score = searchRoot(-InfiniteScore, InfiniteScore, depth);
        if (stopped_) break;
        shown.push_back(rootMoves_[0].move);
        SearchInfo info = makeInfo(depth, score);
        if (info.pv.empty() || info.pv[0] != rootMoves_[0].move) info.pv = {rootMoves_[0].move};
        info.multipv = k;
        if (onProgress) onProgress(info);
    }
    rootMoves_.clear();
    for (Move m : shown)
        rootMoves_.push_back(*std::find_if(all.begin(), all.end(), [m](const RootMove& rm) { return rm.move == m; }));
    for (const RootMove& rm : all)
        if (std::find(shown.begin(), shown.end(), rm.move) == shown.end()) rootMoves_.push_back(rm);
}

const std::vector<const char*>& benchPositions() {
    static const std::vector<const char*> list = {
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3",
        "2baka1n1/r1cr5/2n5b/p1p3p2/4p3p/PR5CP/c1P1P1P2/4CA3/2N2K3/2BA2BNR b - - 39 20",
        "3aka2r/4c1n2/r1n1b3b/p1p1p3p/1C4p2/8P/P1P1P1P2/9/5K1C1/RN1A2c1R w - - 0 16",
        "rn1akab1r/1C5c1/6n2/p1p1p1p2/2b5p/2P3PCP/P3P4/8R/4A4/2BcK1BNR b - - 3 16",
        "1Rbk3nr/c3a4/5a2b/7C1/1P4p2/4P4/6N1P/2NA5/4A3r/2B1K2c1 w - - 5 49",
        "2ba1kb2/7r1/9/2p3pRp/4p4/2P6/6P1P/8N/4A4/3AK1B2 b - - 0 18",
        "3ak4/9/2n6/9/9/9/p8/9/5K3/1R7 w - - 0 1",
    };
    return list;
}

BenchResult bench(int depth, const std::atomic<bool>* stopFlag, int threads) {
    BenchResult result;
    const auto start = std::chrono::steady_clock::now();
    std::atomic<bool> neverStop{false};
    const std::atomic<bool>& stop = stopFlag ? *stopFlag : neverStop;
    for (const char* fen : benchPositions()) {
        if (stop.load()) break;
        Position pos;
        pos.setFen(fen);
        Searcher searcher(16);
        searcher.setThreads(threads);
        SearchLimits limits;
        limits.depth = depth;
        result.nodes += searcher.search(pos, limits, stop).info.nodes;
    }
    result.timeMs =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace xq
