// Time management: how long one search may take, from the game clock or a fixed time per move.
#pragma once

#include <chrono>
#include <cstdint>

#include "xiangqi/search.h"

namespace xq::detail {

class TimeManager {
public:
    void start() { start_ = std::chrono::steady_clock::now(); }
    void noLimit() { softLimitMs_ = hardLimitMs_ = 0; }
    // Sets the limits for `us` from the clock or the time per move (none when infinite).
    void plan(const SearchLimits& limits, Color us);

    std::int64_t elapsedMs() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_).count();
    }
    // The search must stop now.
    bool hardLimitReached() const { return hardLimitMs_ > 0 && elapsedMs() >= hardLimitMs_; }
    // After an iteration that took until elapsedMs: do not start one that cannot finish.
    bool skipNextIteration(std::int64_t elapsedMs) const {
        return softLimitMs_ > 0 && elapsedMs * 2 > softLimitMs_ && softLimitMs_ < hardLimitMs_;
    }

private:
    std::chrono::steady_clock::time_point start_;
    std::int64_t softLimitMs_ = 0, hardLimitMs_ = 0;  // 0 = none
};

}  // namespace xq::detail
