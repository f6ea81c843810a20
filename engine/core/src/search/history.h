// What one search thread learns about quiet moves: killers, history, continuation history, countermoves.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "xiangqi/position.h"
#include "xiangqi/search.h"

namespace xq::detail {

// History: a quiet move that cuts off gains depth^2 * HistoryBonusPerPly2 (at most HistoryBonusMax),
// the quiet moves searched before it lose as much (malus); "gravity" keeps every entry within
// +-HistoryMax, so a value saturates instead of overflowing.
inline constexpr int HistoryMax = 16384;
inline constexpr int HistoryBonusPerPly2 = 16;
inline constexpr int HistoryBonusMax = 2000;
// Rows and columns of the continuation history: a piece (colour and type, 16 codes) on a square.
inline constexpr int ContSlots = 16 * SquareCount;

struct Histories {
    std::array<std::array<Move, 2>, MaxPly + 1> killers{};  // per ply: the last two quiet moves that cut off
    std::vector<int> butterfly;  // [from * 90 + to]: raised by quiet moves that cut off, lowered by those tried before
    // Continuation history, [(piece * 90 + to) of a move one or two plies back][piece * 90 + to of
    // the quiet move]: how well the quiet move did after that move (bonus and malus like butterfly).
    // Every search divides it by 8, as butterfly; a row is divided when first used (it has 1,440
    // rows of 1,440 entries, too many to walk at the start of every short search), so its
    // contents are always what dividing all of them at each start would give.
    mutable std::vector<std::int16_t> continuation;
    mutable std::vector<std::uint32_t> contRowSearch;  // the search each row was last divided for
    std::uint32_t searchCount = 0;
    std::vector<Move> counters;  // [from * 90 + to] of the opponent's last move: the quiet move that last refuted it

    Histories()
        : butterfly(SquareCount * SquareCount, 0),
          continuation(ContSlots * ContSlots, 0),
          contRowSearch(ContSlots, 0),
          counters(SquareCount * SquareCount) {}

    // Forgets everything learnt (the rows' division bookkeeping stays valid as it is).
    void clear() {
        for (auto& k : killers) k = {};
        std::fill(butterfly.begin(), butterfly.end(), 0);
        std::fill(continuation.begin(), continuation.end(), 0);
        std::fill(counters.begin(), counters.end(), Move());
    }

    // At the start of a search: old history still orders, but the new search soon dominates.
    void newSearch() {
        for (auto& k : killers) k = {};
        for (int& h : butterfly) h /= 8;
        ++searchCount;  // continuation history: each row is divided by 8 when next used (contSlot)
    }

    // counters index of the opponent's last move, -1 if there is none.
    static int counterSlot(const Position& pos) {
        const auto& played = pos.history();
        if (played.empty() || played.back().move.isNone()) return -1;  // the root of a game, or a null move
        return played.back().move.from() * SquareCount + played.back().move.to();
    }

    Move counterMove(const Position& pos) const {
        const int slot = counterSlot(pos);
        return slot >= 0 ? counters[static_cast<std::size_t>(slot)] : Move();
    }

    // continuation offset of the row of the move `back` plies ago (divided up to date), -1 if none.
    int contSlot(const Position& pos, int back) const {
        const auto& played = pos.history();
        if (static_cast<int>(played.size()) < back) return -1;
        const StateInfo& st = played[played.size() - static_cast<std::size_t>(back)];
        if (st.move.isNone()) return -1;  // a null move
        const int row = (st.moved & 15) * SquareCount + st.move.to();
        // Divide the row by 8 once for every search since it was last used; five times leave nothing
        // (entries stay within +-HistoryMax = 8^5 / 2).
        const std::uint32_t missed = searchCount - contRowSearch[static_cast<std::size_t>(row)];
        if (missed > 0) {
            contRowSearch[static_cast<std::size_t>(row)] = searchCount;
            std::int16_t* entries = &continuation[static_cast<std::size_t>(row) * ContSlots];
            for (int i = 0; i < ContSlots; ++i)
                for (std::uint32_t k = 0; k < std::min<std::uint32_t>(missed, 5) && entries[i] != 0; ++k)
                    entries[i] = static_cast<std::int16_t>(entries[i] / 8);
        }
        return row * ContSlots;
    }

    // The ordering score of quiet move m: history plus both continuation rows (cont1, cont2 from contSlot).
    int quietScore(const Position& pos, Move m, int cont1, int cont2) const {
        const int col = (pos.pieceAt(m.from()) & 15) * SquareCount + m.to();
        return butterfly[m.from() * SquareCount + m.to()] + (cont1 >= 0 ? continuation[cont1 + col] : 0) +
               (cont2 >= 0 ? continuation[cont2 + col] : 0);
    }

    // Quiet move m cut off at `ply` with `depth` left: it becomes a killer and the countermove, and gains
    // history; the quiet moves tried before it (tried[0..triedCount)) lose as much.
    void rememberQuiet(const Position& pos, Move m, int depth, int ply, const Move* tried, int triedCount) {
        if (killers[ply][0] != m) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = m;
        }
        if (const int slot = counterSlot(pos); slot >= 0) counters[static_cast<std::size_t>(slot)] = m;
        const int bonus = std::min(depth * depth * HistoryBonusPerPly2, HistoryBonusMax);
        const int cont1 = contSlot(pos, 1), cont2 = contSlot(pos, 2);
        auto update = [&](Move move, int delta) {
            int& h = butterfly[move.from() * SquareCount + move.to()];
            h += delta - h * std::abs(delta) / HistoryMax;
            const int col = (pos.pieceAt(move.from()) & 15) * SquareCount + move.to();
            for (const int row : {cont1, cont2}) {
                if (row < 0) continue;
                std::int16_t& c = continuation[row + col];
                c = static_cast<std::int16_t>(c + delta - c * std::abs(delta) / HistoryMax);
            }
        };
        update(m, bonus);
        for (int i = 0; i < triedCount; ++i) update(tried[i], -bonus);
    }
};

}  // namespace xq::detail
