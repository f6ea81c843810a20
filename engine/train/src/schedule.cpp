#include "xiangqi/train/schedule.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace xq::train {

Clock systemClock() {
    return [] {
        return std::int64_t(
            std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count());
    };
}

int answerQuality(bool solved, int hintsUsed, int wrongTries) {
    if (!solved) return 1;
    if (hintsUsed > 0) return 3;
    return wrongTries > 0 ? 4 : 5;
}

Card review(Card card, int quality, std::int64_t now) {
    quality = std::clamp(quality, 0, 5);
    // A wrong answer starts the card over without changing its easiness (SM-2, step 6).
    if (quality < 3) {
        card.repetitions = 0;
        card.intervalDays = 0;
        ++card.lapses;
        card.due = now + RelearnSeconds;
        return card;
    }
    // A right one: the next interval, then the easiness (SM-2: EF' = EF + (0.1 - (5 - q) * (0.08 + (5 - q) * 0.02))).
    if (card.repetitions == 0)
        card.intervalDays = 1;
    else if (card.repetitions == 1)
        card.intervalDays = 6;
    else
        card.intervalDays = int(std::lround(card.intervalDays * card.easiness));
    ++card.repetitions;
    const int miss = 5 - quality;
    card.easiness = std::max(1.3, card.easiness + (0.1 - miss * (0.08 + miss * 0.02)));
    card.due = now + std::int64_t(card.intervalDays) * SecondsPerDay;
    return card;
}

}  // namespace xq::train
