// Game clocks: Fischer increment, time per move, byo-yomi; the arithmetic is done on demand from the time
// used in the turn in progress, so a clock never needs a timer of its own.
#include "xiangqi/clock.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <sstream>
#include <string_view>
#include <vector>

namespace xq {

namespace {

std::string seconds(std::int64_t ms) {
    std::ostringstream os;
    if (ms % 1000 == 0) os << ms / 1000;
    else os << double(ms) / 1000.0;
    return os.str() + "s";
}

std::string minutes(std::int64_t ms) {
    std::ostringstream os;
    if (ms % 60000 == 0) os << ms / 60000;
    else os << double(ms) / 60000.0;
    return os.str();
}

// A non-negative decimal number (fractions allowed) in the given unit, as milliseconds.
bool parseAmount(std::string_view text, std::int64_t unitMs, std::int64_t* out) {
    if (text.empty()) return false;
    double value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size() || value < 0 || value > 1e7) return false;
    *out = static_cast<std::int64_t>(value * double(unitMs) + 0.5);
    return true;
}

// Reads one comma-separated part; on failure returns the code and points *bad at the offending text (a view
// into part).
TimeControlErrorCode parsePart(std::string_view part, TimeControl* tc, std::string_view* bad) {
    *bad = part;
    auto amount = [&](std::string_view text, std::int64_t unitMs, std::int64_t* out, std::int64_t least) {
        if (parseAmount(text, unitMs, out) && *out >= least) return true;
        *bad = text;
        return false;
    };
    if (part.empty()) return TimeControlErrorCode::Empty;
    if (part == "untimed") return TimeControlErrorCode::None;
    if (part.size() > 6 && part.substr(part.size() - 6) == "s/move")
        return amount(part.substr(0, part.size() - 6), 1000, &tc->perMoveMs, 1) ? TimeControlErrorCode::None
                                                                                : TimeControlErrorCode::BadNumber;
    const auto plus = part.find('+');
    if (plus == std::string_view::npos) return TimeControlErrorCode::UnknownForm;
    if (!amount(part.substr(0, plus), 60000, &tc->mainMs, 0)) return TimeControlErrorCode::BadNumber;
    std::string_view rest = part.substr(plus + 1);
    const auto x = rest.find('x');
    if (x == std::string_view::npos)
        return amount(rest, 1000, &tc->incrementMs, 0) ? TimeControlErrorCode::None : TimeControlErrorCode::BadNumber;
    std::int64_t periods = 0;
    if (!amount(rest.substr(0, x), 1, &periods, 1) || periods > 1000) {
        *bad = rest.substr(0, x);
        return TimeControlErrorCode::BadNumber;
    }
    tc->byoPeriods = static_cast<int>(periods);
    std::string_view period = rest.substr(x + 1);
    if (period.empty() || period.back() != 's') return TimeControlErrorCode::UnknownForm;
    return amount(period.substr(0, period.size() - 1), 1000, &tc->byoPeriodMs, 1) ? TimeControlErrorCode::None
                                                                                  : TimeControlErrorCode::BadNumber;
}

}  // namespace

std::string TimeControl::toString() const {
    std::vector<std::string> parts;
    if (hasByoYomi()) parts.push_back(minutes(mainMs) + "+" + std::to_string(byoPeriods) + "x" + seconds(byoPeriodMs));
    else if (mainMs > 0) {
        std::string inc = seconds(incrementMs);
        parts.push_back(minutes(mainMs) + "+" + inc.substr(0, inc.size() - 1));
    }
    if (perMoveMs > 0) parts.push_back(seconds(perMoveMs) + "/move");
    if (parts.empty()) return "untimed";
    std::string text = parts[0];
    for (std::size_t i = 1; i < parts.size(); ++i) text += "," + parts[i];
    return text;
}

bool TimeControl::parse(const std::string& text, TimeControl* out, TimeControlError* error) {
    TimeControl tc;
    std::string_view rest = text;
    while (true) {
        const auto comma = rest.find(',');
        const std::string_view part = rest.substr(0, comma);
        std::string_view bad;
        if (TimeControlErrorCode code = parsePart(part, &tc, &bad); code != TimeControlErrorCode::None) {
            if (code == TimeControlErrorCode::BadNumber && bad.empty()) {  // "10+x": a number left out
                code = TimeControlErrorCode::UnknownForm;
                bad = part;
            }
            if (error) {
                error->code = code;
                error->offset = int(bad.data() - text.data());
                error->text = std::string(bad.substr(0, 40));
                error->part = std::string(part.substr(0, 40));
            }
            return false;
        }
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
    }
    *out = tc;
    return true;
}

std::string describe(const TimeControlError& e) {
    const std::string forms = "'M+S' (minutes + increment seconds), 'Ns/move', 'M+PxSs' (byo-yomi) or 'untimed'";
    switch (e.code) {
    case TimeControlErrorCode::None: return {};
    case TimeControlErrorCode::Empty: return "time control '" + e.part + "' is empty; expected " + forms;
    case TimeControlErrorCode::UnknownForm: return "time control '" + e.part + "' is not one of " + forms;
    case TimeControlErrorCode::BadNumber:
        return "time control '" + e.part + "': '" + e.text + "' is not a number in range (expected " + forms + ")";
    }
    return {};
}

std::string formatClockTime(std::int64_t ms) {
    char buf[32];
    if (ms <= 0) return "0:00";
    if (ms < 10000) {
        const std::int64_t tenths = (ms + 99) / 100;
        std::snprintf(buf, sizeof buf, "0:%02lld.%lld", static_cast<long long>(tenths / 10),
                      static_cast<long long>(tenths % 10));
        return buf;
    }
    const std::int64_t secs = (ms + 999) / 1000;
    const long long h = secs / 3600, m = secs / 60 % 60, s = secs % 60;
    if (h > 0) std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", h, m, s);
    else std::snprintf(buf, sizeof buf, "%lld:%02lld", m, s);
    return buf;
}

GameClock::GameClock(const TimeControl& control, const TimeSource* source) : source_(source ? source : &steady_) {
    reset(control);
}

void GameClock::reset(const TimeControl& control) {
    control_ = control;
    main_ = {control.mainMs, control.mainMs};
    periods_ = {control.byoPeriods, control.byoPeriods};
    usedThisTurn_ = {0, 0};
    running_ = false;
    side_ = Color::Red;
}

std::int64_t GameClock::usedMs(Color side) const {
    std::int64_t used = usedThisTurn_[std::size_t(index(side))];
    if (running_ && side == side_) used += std::max<std::int64_t>(0, source_->nowMs() - runStart_);
    return used;
}

GameClock::Live GameClock::live(Color side) const {
    const std::size_t i = std::size_t(index(side));
    const std::int64_t used = usedMs(side);
    Live l;
    l.moveMs = control_.perMoveMs > 0 ? std::max<std::int64_t>(0, control_.perMoveMs - used) : -1;
    if (!control_.hasMainLimit()) {
        l.flagInMs = l.moveMs;
        return l;
    }
    const std::int64_t left = main_[i] - used;
    if (left > 0) {
        l.mainMs = left;
        l.periods = control_.hasByoYomi() ? periods_[i] : 0;
        l.periodMs = l.periods > 0 ? control_.byoPeriodMs : 0;
        l.flagInMs = left + std::int64_t(l.periods) * control_.byoPeriodMs;
    } else if (control_.hasByoYomi()) {
        const std::int64_t over = -left;
        const std::int64_t usedUp = over / control_.byoPeriodMs;
        const std::int64_t remaining = periods_[i] - usedUp;
        if (remaining > 0) {
            l.periods = static_cast<int>(remaining);
            l.periodMs = control_.byoPeriodMs - over % control_.byoPeriodMs;
            l.flagInMs = (remaining - 1) * control_.byoPeriodMs + l.periodMs;
        } else {
            l.flagInMs = 0;
        }
    } else {
        l.flagInMs = 0;
    }
    if (l.moveMs >= 0) l.flagInMs = std::min(l.flagInMs, l.moveMs);
    return l;
}

void GameClock::start(Color side) {
    if (running_ && side == side_) return;
    pause();
    side_ = side;
    runStart_ = source_->nowMs();
    running_ = true;
}

void GameClock::pause() {
    if (!running_) return;
    usedThisTurn_[std::size_t(index(side_))] = usedMs(side_);
    running_ = false;
}

bool GameClock::moveMade() {
    if (!running_) return false;
    const Live l = live(side_);
    if (l.flagInMs == 0) return false;
    const std::size_t i = std::size_t(index(side_));
    if (control_.hasMainLimit()) {
        main_[i] = l.mainMs > 0 ? l.mainMs + control_.incrementMs : 0;
        if (control_.hasByoYomi()) periods_[i] = l.periods;  // the period in progress is kept
    }
    usedThisTurn_[i] = 0;
    side_ = ~side_;
    usedThisTurn_[std::size_t(index(side_))] = 0;
    runStart_ = source_->nowMs();
    return true;
}

std::int64_t GameClock::mainRemainingMs(Color side) const { return live(side).mainMs; }
int GameClock::periodsLeft(Color side) const { return live(side).periods; }
std::int64_t GameClock::periodRemainingMs(Color side) const { return live(side).periodMs; }
bool GameClock::inByoYomi(Color side) const {
    const Live l = live(side);
    return control_.hasByoYomi() && l.mainMs == 0 && l.periods > 0;
}
std::int64_t GameClock::moveRemainingMs(Color side) const { return live(side).moveMs; }
std::int64_t GameClock::msUntilFlag(Color side) const { return live(side).flagInMs; }
std::int64_t GameClock::elapsedThisMoveMs(Color side) const { return usedMs(side); }

SearchLimits GameClock::searchLimits(Color us, std::int64_t marginMs) const {
    SearchLimits limits;
    if (control_.isUntimed()) return limits;
    const Live mine = live(us), theirs = live(~us);
    auto withMargin = [marginMs](std::int64_t ms) { return std::max<std::int64_t>(1, ms - marginMs); };
    if (control_.hasMainLimit() && mine.mainMs > 0) {
        // Main time left: the engine plans with it; a byo-yomi period is as good as an increment for planning.
        const std::int64_t inc = control_.hasByoYomi() ? control_.byoPeriodMs : control_.incrementMs;
        (us == Color::Red ? limits.wtime : limits.btime) = withMargin(mine.mainMs);
        (us == Color::Red ? limits.btime : limits.wtime) = std::max<std::int64_t>(1, theirs.mainMs);
        limits.winc = limits.binc = inc;
        if (mine.moveMs >= 0) limits.movetimeMs = withMargin(mine.moveMs);
        return limits;
    }
    std::int64_t budget = mine.moveMs >= 0 ? mine.moveMs : mine.periodMs;
    if (mine.moveMs >= 0 && mine.periodMs > 0) budget = std::min(budget, mine.periodMs);
    limits.movetimeMs = withMargin(budget);
    return limits;
}

GameClock::State GameClock::state() const {
    State s;
    s.mainMs = main_;
    s.periods = periods_;
    s.usedThisTurnMs = {usedMs(Color::Red), usedMs(Color::Black)};
    s.side = side_;
    s.running = running_;
    return s;
}

void GameClock::restore(const State& s) {
    main_ = s.mainMs;
    periods_ = s.periods;
    usedThisTurn_ = s.usedThisTurnMs;
    side_ = s.side;
    running_ = false;
}

}  // namespace xq
