// Adapters from the UI's small engine API to the engine library, with simple stand-ins for missing parts.
#include "xiangqi/ui/enginebridge.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <chrono>

#include "xiangqi/movegen.h"
#include "xiangqi/ui/movereason.h"

#ifdef XIANGQI_UI_HAVE_SEARCH
#include "xiangqi/search.h"
#endif

namespace xq::ui {

namespace {

// "H2-E2", "h2e2", "h2-e2" → the engine's "h2e2"; empty when the text is not coordinate notation.
QString normaliseIccs(const QString& text) {
    static const QRegularExpression re("^\\s*([a-iA-I])([0-9])\\s*-?\\s*([a-iA-I])([0-9])\\s*$");
    auto m = re.match(text);
    if (!m.hasMatch()) return {};
    return (m.captured(1) + m.captured(2) + m.captured(3) + m.captured(4)).toLower();
}

}  // namespace

QString moveText(const Position& pos, Move m, Notation n) {
#ifdef XIANGQI_UI_HAVE_NOTATION
    if (n != Notation::Iccs) return QString::fromStdString(formatMove(pos, m, n));
#else
    (void)pos;
    (void)n;
#endif
    return QString::fromStdString(moveToUci(m));
}

Move parseMoveText(const Position& pos, const QString& text, QString* error) {
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        if (error) *error = QCoreApplication::translate("xq::ui::Notation", "no move given");
        return Move();
    }
    const QString iccs = normaliseIccs(trimmed);
    if (!iccs.isEmpty()) {
        Move m = parseUciMove(iccs.toStdString());
        if (m && pos.isLegal(m)) return m;
        if (error)
            *error = m ? illegalMoveReason(pos, m)
                       : QCoreApplication::translate("xq::ui::Notation", "%1 is not a legal move here").arg(trimmed);
        return Move();
    }
#ifdef XIANGQI_UI_HAVE_NOTATION
    std::string why;
    Move m = parseMove(pos, trimmed.toStdString(), &why);
    if (m && pos.isLegal(m)) return m;
    if (error) {
        *error = why.empty()
                     ? QCoreApplication::translate("xq::ui::Notation", "%1 is not a legal move here").arg(trimmed)
                     : QString::fromStdString(why);
    }
    return Move();
#else
    if (error) *error = QCoreApplication::translate("xq::ui::Notation", "cannot read the move %1").arg(trimmed);
    return Move();
#endif
}

Verdict judge(const Position& pos) {
#ifdef XIANGQI_UI_HAVE_RULES
    return adjudicate(pos);
#else
    // Stand-in referee: no legal move loses; 120 plies without a capture is a draw.
    MoveList moves;
    generateLegal(pos, moves);
    Verdict v;
    if (moves.empty()) {
        v.result = pos.sideToMove() == Color::Red ? GameResult::BlackWins : GameResult::RedWins;
        v.reason = pos.inCheck() ? EndReason::Checkmate : EndReason::Stalemate;
    } else if (pos.halfmoveClock() >= 120) {
        v.result = GameResult::Draw;
        v.reason = EndReason::MoveLimit;
    }
    return v;
#endif
}

#ifdef XIANGQI_UI_HAVE_SEARCH

// The engine's level names, listed here so that Qt Linguist offers them for translation.
[[maybe_unused]] static const char* const levelNamesForTranslation[] = {
    QT_TRANSLATE_NOOP("xq::ui::Level", "Beginner"), QT_TRANSLATE_NOOP("xq::ui::Level", "Novice"),
    QT_TRANSLATE_NOOP("xq::ui::Level", "Casual"),   QT_TRANSLATE_NOOP("xq::ui::Level", "Club"),
    QT_TRANSLATE_NOOP("xq::ui::Level", "Advanced"), QT_TRANSLATE_NOOP("xq::ui::Level", "Expert"),
    QT_TRANSLATE_NOOP("xq::ui::Level", "Master")};

std::vector<EngineLevel> engineLevels() {
    std::vector<EngineLevel> out;
    for (const auto& l : levels()) out.push_back({QString::fromUtf8(l.name), l.depth, l.movetimeMs});
    return out;
}

struct EngineSearcher::Impl {
    explicit Impl(std::size_t mb) : searcher(mb) {}
    Searcher searcher;
};

EngineSearcher::EngineSearcher(std::size_t hashMb) : impl_(std::make_unique<Impl>(hashMb)) {}
EngineSearcher::~EngineSearcher() = default;
void EngineSearcher::clear() { impl_->searcher.clear(); }

static EngineInfo toEngineInfo(const SearchInfo& s) {
    EngineInfo e;
    e.depth = s.depth;
    e.seldepth = s.seldepth;
    e.score = s.score;
    e.mate = s.mate;
    e.mateIn = s.mateIn;
    e.nodes = s.nodes;
    e.nps = s.nps;
    e.timeMs = s.timeMs;
    e.pv = s.pv;
    return e;
}

Move EngineSearcher::search(const Position& pos, const EngineLimits& limits, const std::atomic<bool>& stop,
                            const std::function<void(const EngineInfo&)>& progress, EngineInfo* finalInfo) {
    SearchLimits l{};
    l.depth = limits.depth;
    l.movetimeMs = limits.movetimeMs;
    l.infinite = limits.infinite;
    if (limits.level >= 0) l.level = limits.level;
    SearchResult r = impl_->searcher.search(pos, l, stop, [&](const SearchInfo& info) {
        if (progress) progress(toEngineInfo(info));
    });
    if (finalInfo) *finalInfo = toEngineInfo(r.info);
    return r.bestMove;
}

QString engineBridgeStatus() { return QStringLiteral("engine search"); }

#else  // stand-in search: plain alpha-beta on material, enough to play legal moves.

std::vector<EngineLevel> engineLevels() {
    return {{QStringLiteral("Beginner"), 1, 0},
            {QStringLiteral("Casual"), 2, 0},
            {QStringLiteral("Club"), 3, 0},
            {QStringLiteral("Strong"), 4, 0}};
}

namespace {

constexpr int PieceValue[PieceTypeCount] = {0, 0, 20, 20, 40, 90, 45, 10};
constexpr int MateScore = 30000;

struct Stand {
    const std::atomic<bool>& stop;
    std::chrono::steady_clock::time_point deadline;
    bool timed;
    quint64 nodes = 0;
    bool aborted = false;

    bool timeUp() {
        if (stop.load(std::memory_order_relaxed)) return true;
        return timed && (nodes & 1023) == 0 && std::chrono::steady_clock::now() > deadline;
    }
};

int evaluate(const Position& pos) {
    int s = 0;
    for (Square sq = 0; sq < SquareCount; ++sq) {
        Piece p = pos.pieceAt(sq);
        if (p == NoPiece) continue;
        int v = PieceValue[typeOf(p)] * 10;
        if (typeOf(p) == Pawn && hasCrossedRiver(colorOf(p), sq)) v += 100;
        s += colorOf(p) == Color::Red ? v : -v;
    }
    return pos.sideToMove() == Color::Red ? s : -s;
}

int negamax(Position& pos, int depth, int alpha, int beta, int ply, Stand& st) {
    ++st.nodes;
    if (st.aborted || st.timeUp()) {
        st.aborted = true;
        return 0;
    }
    MoveList moves;
    generateLegal(pos, moves);
    if (moves.empty()) return -MateScore + ply;
    if (depth <= 0) return evaluate(pos);
    for (Move m : moves) {
        pos.makeMove(m);
        int score = -negamax(pos, depth - 1, -beta, -alpha, ply + 1, st);
        pos.undoMove();
        if (st.aborted) return 0;
        if (score >= beta) return score;
        alpha = std::max(alpha, score);
    }
    return alpha;
}

}  // namespace

struct EngineSearcher::Impl {};

EngineSearcher::EngineSearcher(std::size_t) : impl_(std::make_unique<Impl>()) {}
EngineSearcher::~EngineSearcher() = default;
void EngineSearcher::clear() {}

Move EngineSearcher::search(const Position& root, const EngineLimits& limits, const std::atomic<bool>& stop,
                            const std::function<void(const EngineInfo&)>& progress, EngineInfo* finalInfo) {
    const auto start = std::chrono::steady_clock::now();
    int maxDepth = limits.depth > 0 ? limits.depth : 64;
    qint64 movetime = limits.movetimeMs;
    if (limits.level >= 0) {
        auto lv = engineLevels();
        if (limits.level < int(lv.size())) {
            maxDepth = lv[limits.level].depth;
            if (lv[limits.level].movetimeMs > 0) movetime = lv[limits.level].movetimeMs;
        }
    }
    if (limits.infinite) maxDepth = 64;
    Stand st{stop, start + std::chrono::milliseconds(movetime), movetime > 0 && !limits.infinite};
    Position pos = root;
    MoveList moves;
    generateLegal(pos, moves);
    if (moves.empty()) return Move();
    Move best = moves[0];
    EngineInfo info;
    const int sign = root.sideToMove() == Color::Red ? 1 : -1;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        Move iterBest;
        int alpha = -MateScore - 1;
        // Search the previous best first so an interrupted iteration still improves on it.
        std::stable_partition(moves.begin(), moves.end(), [&](Move m) { return m == best; });
        for (Move m : moves) {
            pos.makeMove(m);
            int score = -negamax(pos, depth - 1, -MateScore - 1, -alpha, 1, st);
            pos.undoMove();
            if (st.aborted) break;
            if (score > alpha) alpha = score, iterBest = m;
        }
        if (st.aborted) break;
        best = iterBest;
        auto elapsed =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
        info.depth = info.seldepth = depth;
        info.score = sign * alpha;
        info.mate = std::abs(alpha) > MateScore - 100;
        info.mateIn = info.mate ? (alpha > 0 ? (MateScore - alpha + 1) / 2 : -(MateScore + alpha + 1) / 2) : 0;
        info.nodes = st.nodes;
        info.timeMs = elapsed;
        info.nps = elapsed > 0 ? st.nodes * 1000 / quint64(elapsed) : st.nodes;
        info.pv = {best};
        if (progress) progress(info);
        if (info.mate) break;
    }
    if (finalInfo) *finalInfo = info;
    return best;
}

QString engineBridgeStatus() { return QStringLiteral("stand-in search"); }

#endif

}  // namespace xq::ui
