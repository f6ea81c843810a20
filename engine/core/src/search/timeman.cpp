// Time management: the soft limit (no new iteration after it) and the hard limit (stop at once).
#include "search/timeman.h"

#include <algorithm>

namespace xq::detail {

namespace {

// Game clock: plan for this many more moves; never spend more than a third of what is left.
constexpr int MovesToGo = 25;
constexpr std::int64_t MoveOverheadMs = 20;

}  // namespace

void TimeManager::plan(const SearchLimits& limits, Color us) {
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

}  // namespace xq::detail
