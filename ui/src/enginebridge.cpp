// Adapters from the UI's small engine API to the engine library.
#include "xiangqi/ui/enginebridge.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <chrono>

#include "xiangqi/movegen.h"
#include "xiangqi/ui/movereason.h"

#include "xiangqi/search.h"

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
    if (n != Notation::Iccs) return QString::fromStdString(formatMove(pos, m, n));
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
    std::string why;
    Move m = parseMove(pos, trimmed.toStdString(), &why);
    if (m && pos.isLegal(m)) return m;
    if (error) {
        *error = why.empty()
                     ? QCoreApplication::translate("xq::ui::Notation", "%1 is not a legal move here").arg(trimmed)
                     : QString::fromStdString(why);
    }
    return Move();
}

Verdict judge(const Position& pos) { return adjudicate(pos); }

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

}  // namespace xq::ui
