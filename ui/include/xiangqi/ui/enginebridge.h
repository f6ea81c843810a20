// The one place where the UI meets the engine's notation, rules referee and search, so that the rest of the UI is
// written against a single small API with Qt-friendly types.
#pragma once

#include <QMetaType>
#include <QString>
#include <QtGlobal>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

#include "xiangqi/position.h"
#include "xiangqi/ui/metatypes.h"

#include "xiangqi/notation.h"
#include "xiangqi/rules.h"

namespace xq::ui {

// Move text in a notation; ICCS is written the engine's way ("h2e2").
QString moveText(const Position& pos, Move m, Notation n);
// Reads a move in any notation the engine understands (ICCS h2e2 / H2-E2, WXF, Chinese). Returns Move() and sets
// *error when the text is not a legal move here.
Move parseMoveText(const Position& pos, const QString& text, QString* error);
// The referee's verdict on the position (which carries its history for repetitions).
Verdict judge(const Position& pos);

// What the search reports, whatever engine version is linked.
struct EngineInfo {
    int depth = 0;
    int seldepth = 0;
    int score = 0;  // centipawns from Red's point of view
    bool mate = false;
    int mateIn = 0;
    quint64 nodes = 0;
    quint64 nps = 0;
    qint64 timeMs = 0;
    std::vector<Move> pv;
};

struct EngineLimits {
    int depth = 0;          // 0 = no depth limit
    qint64 movetimeMs = 0;  // 0 = no time limit
    int level = -1;         // index into engineLevels(), -1 = full strength with the depth above
    bool infinite = false;
};

struct EngineLevel {
    QString name;
    int depth = 0;
    qint64 movetimeMs = 0;
};
std::vector<EngineLevel> engineLevels();

// A searcher owned by one thread at a time.
class EngineSearcher {
public:
    explicit EngineSearcher(std::size_t hashMb = 16);
    ~EngineSearcher();
    EngineSearcher(const EngineSearcher&) = delete;
    EngineSearcher& operator=(const EngineSearcher&) = delete;

    // Searches until a limit is reached or stop becomes true; progress is called on the searching thread.
    Move search(const Position& pos, const EngineLimits& limits, const std::atomic<bool>& stop,
                const std::function<void(const EngineInfo&)>& progress, EngineInfo* finalInfo);
    void clear();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace xq::ui

// Types carried by queued signals between the GUI and the search thread.
Q_DECLARE_METATYPE(xq::ui::EngineInfo)
Q_DECLARE_METATYPE(xq::ui::EngineLimits)
