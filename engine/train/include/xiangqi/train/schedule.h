// Spaced repetition by SM-2 (P. Wozniak, SuperMemo 2, 1987): each exercise or repertoire position is a card with an
// easiness factor, a count of successful reviews in a row and an interval; a good answer multiplies the interval by
// the easiness, a bad one starts the card over. Cards that are hard for the player (low easiness) come back sooner.
// Time comes from a Clock that tests replace. No Qt.
#pragma once

#include <cstdint>
#include <functional>

namespace xq::train {

// Seconds since 1970-01-01 UTC.
using Clock = std::function<std::int64_t()>;
Clock systemClock();

inline constexpr std::int64_t SecondsPerDay = 86400;
// A card answered wrongly comes back after this long (the same session or day, as SM-2 asks: "repeat until 4").
inline constexpr std::int64_t RelearnSeconds = 10 * 60;

struct Card {
    double easiness = 2.5;  // SM-2's E-factor, never below 1.3
    int repetitions = 0;    // good answers in a row
    int intervalDays = 0;   // the last interval given
    int lapses = 0;         // wrong answers in all
    std::int64_t due = 0;   // when it is next asked (seconds); a new card is due at once
};

// Answer quality, SM-2's 0-5 grades: 5 perfect, 4 right after a hesitation (a wrong try first), 3 right with
// difficulty (a hint), below 3 wrong.
int answerQuality(bool solved, int hintsUsed, int wrongTries);

// The card after an answer of quality 0-5 given at `now`.
Card review(Card card, int quality, std::int64_t now);

}  // namespace xq::train
