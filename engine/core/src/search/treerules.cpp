// The rules the search applies inside its tree: repetition, perpetual check and chase, the no-capture rule.
#include <algorithm>

#include "xiangqi/rules.h"
#include "xiangqi/search.h"

namespace xq {

RuleVerdict inTreeRule(const Position& pos, int pliesFromRoot, int noCaptureDrawPlies, RuleSet rules) {
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
        // referee's chase rule (of the rule set in force) decides: a side that chased the same piece with every move loses,
        // so the engine neither chases into a loss nor lets a chasing opponent off with a draw.
        // A cycle wholly inside the tree stays a draw: such a verdict depends on the path, and a
        // decisive score stored in the table and met again by another path misled the search
        // (an SPRT of the rule applied to every cycle: -8.1 +- 10.1 Elo).
        if (back < pliesFromRoot) return RuleVerdict::Draw;
        const Verdict v = judgeRepetitionCycle(pos, n - back, rules);
        if (v.reason != EndReason::PerpetualChase) return RuleVerdict::Draw;
        const GameResult moverWins = pos.sideToMove() == Color::Red ? GameResult::RedWins : GameResult::BlackWins;
        return v.result == moverWins ? RuleVerdict::SideToMoveWins : RuleVerdict::SideToMoveLoses;
    }
    return RuleVerdict::None;
}

}  // namespace xq
