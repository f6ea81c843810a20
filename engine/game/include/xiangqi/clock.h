// Game clocks without Qt: total time + increment (Fischer), a fixed time per move (步时) and byo-yomi (读秒),
// driven by an injectable time source so that tests (and replays) run on a fake clock.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <string>

#include "xiangqi/search.h"
#include "xiangqi/types.h"

namespace xq {

// What a time control allows. All times in milliseconds; combinations are allowed:
// - Fischer: mainMs > 0, incrementMs >= 0 (added after each move made in time).
// - Fixed time per move (步时): perMoveMs > 0. With mainMs == 0 there is no total limit; with mainMs > 0 both apply.
// - Byo-yomi (读秒): mainMs >= 0 of main time, then byoPeriods periods of byoPeriodMs each. A move made within a
//   period keeps it; a period that runs out is used up and the next one starts; the flag falls when the last
//   one runs out.
// A control with none of these (all zero) is untimed: the flag never falls.
struct TimeControl {
    std::int64_t mainMs = 0;
    std::int64_t incrementMs = 0;
    std::int64_t perMoveMs = 0;
    int byoPeriods = 0;
    std::int64_t byoPeriodMs = 0;

    static TimeControl fischer(std::int64_t mainMs, std::int64_t incrementMs) { return {mainMs, incrementMs, 0, 0, 0}; }
    static TimeControl perMove(std::int64_t ms) { return {0, 0, ms, 0, 0}; }
    static TimeControl byoYomi(std::int64_t mainMs, int periods, std::int64_t periodMs) {
        return {mainMs, 0, 0, periods, periodMs};
    }

    bool isUntimed() const { return mainMs <= 0 && perMoveMs <= 0 && !hasByoYomi(); }
    bool hasByoYomi() const { return byoPeriods > 0 && byoPeriodMs > 0; }
    bool hasMainLimit() const { return mainMs > 0 || (hasByoYomi() && perMoveMs <= 0); }
    bool operator==(const TimeControl&) const = default;

    // "10+5" (minutes + seconds of increment), "30s/move", "10+3x30s" (main minutes + periods x seconds),
    // "untimed"; parse() reads the same forms and returns false on anything else.
    std::string toString() const;
    static bool parse(const std::string& text, TimeControl* out, struct TimeControlError* error = nullptr);
};

// Why a time-control text is refused, as data: the UI words it; describe() gives English for command-line tools.
enum class TimeControlErrorCode {
    None,
    Empty,        // no text, or an empty part between commas
    UnknownForm,  // a part that is none of "M+S", "Ns/move", "M+PxSs", "untimed"
    BadNumber,    // a number in a known form that is not a number, or out of range (text: the number)
};

struct TimeControlError {
    TimeControlErrorCode code = TimeControlErrorCode::None;
    int offset = -1;   // 0-based byte offset of the offending text in the whole text
    std::string text;  // the offending part or number (at most 40 bytes)
    std::string part;  // the whole comma-separated part it is in (at most 40 bytes)

    explicit operator bool() const { return code != TimeControlErrorCode::None; }
};

// One English sentence for command-line tools: "time control '10+x': 'x' is not a number in range".
std::string describe(const TimeControlError& e);

// Time left as a clock face shows it, rounded up so that 0:00 means the flag has fallen: "1:05:03", "12:34", and
// tenths under ten seconds, "0:09.4".
std::string formatClockTime(std::int64_t ms);

// Milliseconds on a monotonic clock. The steady source is the default; tests inject a ManualTimeSource.
class TimeSource {
public:
    virtual ~TimeSource() = default;
    virtual std::int64_t nowMs() const = 0;
};

class SteadyTimeSource final : public TimeSource {
public:
    std::int64_t nowMs() const override {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::steady_clock::now().time_since_epoch())
            .count();
    }
};

class ManualTimeSource final : public TimeSource {
public:
    std::int64_t nowMs() const override { return now_; }
    void advance(std::int64_t ms) { now_ += ms; }
    void set(std::int64_t ms) { now_ = ms; }

private:
    std::int64_t now_ = 0;
};

// Both sides' clocks. At most one runs: the side to move's, between start() and pause() or a move.
class GameClock {
public:
    // The time source must outlive the clock; nullptr = a steady clock owned by the clock.
    explicit GameClock(const TimeControl& control = {}, const TimeSource* source = nullptr);

    const TimeControl& control() const { return control_; }
    // Full time for both sides, nothing running, no flag.
    void reset(const TimeControl& control);
    void reset() { reset(control_); }

    // Starts (or resumes) the clock of `side`; stops the other's without counting a move.
    void start(Color side);
    // Stops the running clock, keeping the time used in this turn (navigation, dialogs, take-back).
    void pause();
    bool isRunning() const { return running_; }
    Color sideRunning() const { return side_; }

    // The running side completed a move: its time is settled (increment added, byo-yomi period kept or used
    // up) and the opponent's clock starts. Returns false, and changes nothing, if its flag had already fallen
    // (the move came too late) or no clock was running.
    bool moveMade();

    // ---- reading the clocks (the running side's live) --------------------------------------------------------
    // Main time left (0 once in byo-yomi or out of time); for an untimed control or per-move only, 0.
    std::int64_t mainRemainingMs(Color side) const;
    // Byo-yomi periods left (counting the one in progress) and the time left in the current period.
    int periodsLeft(Color side) const;
    std::int64_t periodRemainingMs(Color side) const;
    bool inByoYomi(Color side) const;
    // Time left for the move in progress under a per-move limit (perMoveMs when the side is not to move).
    std::int64_t moveRemainingMs(Color side) const;
    // Milliseconds until the side's flag falls if its clock runs without a move; -1 = never (untimed).
    std::int64_t msUntilFlag(Color side) const;
    bool flagFallen(Color side) const { return msUntilFlag(side) == 0; }
    // Time spent on the move in progress by the running side (0 for the other).
    std::int64_t elapsedThisMoveMs(Color side) const;

    // Search limits for the computer playing `us` now: wtime/btime/winc/binc for a main-time control, movetime
    // for a per-move limit or byo-yomi, each with a safety margin for the protocol's delays.
    SearchLimits searchLimits(Color us, std::int64_t marginMs = 100) const;

    // A copy of the clock state, to restore on take-back.
    struct State {
        std::array<std::int64_t, 2> mainMs{};
        std::array<int, 2> periods{};
        std::array<std::int64_t, 2> usedThisTurnMs{};  // time already used in the turn in progress
        Color side = Color::Red;
        bool running = false;
    };
    State state() const;
    void restore(const State& s);  // paused afterwards

private:
    struct Live {
        std::int64_t mainMs = 0;
        int periods = 0;
        std::int64_t periodMs = 0;  // left in the current period
        std::int64_t moveMs = 0;    // left under the per-move limit (-1 = none)
        std::int64_t flagInMs = -1;
    };
    Live live(Color side) const;  // the side's state after the time it has used in this turn
    std::int64_t usedMs(Color side) const;

    TimeControl control_;
    SteadyTimeSource steady_;
    const TimeSource* source_;
    std::array<std::int64_t, 2> main_{};
    std::array<int, 2> periods_{};
    std::array<std::int64_t, 2> usedThisTurn_{};  // before the current run (pauses within a turn)
    std::int64_t runStart_ = 0;
    Color side_ = Color::Red;
    bool running_ = false;
};

}  // namespace xq
