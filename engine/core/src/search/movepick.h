// The move picker: a node's moves in the search's order, capture first, as named stages.
#pragma once

#include <utility>

#include "search/history.h"
#include "xiangqi/movegen.h"
#include "xiangqi/position.h"

namespace xq::detail {

// The order of the stages. Every move gets one key: its stage's base plus its rank inside the stage
// (MVV/LVA for captures, history for quiet moves), and next() hands out the highest key left.
enum class Stage : std::uint8_t {
    TableMove,     // the transposition table's move
    GoodCaptures,  // captures that do not lose material (by SEE), most valuable victim / least valuable attacker first
    Killers,       // the two quiet moves that last cut off at this ply
    CounterMove,   // the quiet move that last refuted the opponent's last move
    BadCaptures,   // captures that lose material by the static exchange, MVV/LVA among them
    Quiets,        // the other quiet moves, by history and continuation history
};

// A capture loses material when the static exchange on its square (which knows cannon screens,
// horse legs and elephant eyes) says so. Taking a piece worth at least the capturer never does.
bool losingCapture(const Position& pos, Move m);

class MovePicker {
public:
    // Which moves, and whether captures are split into good and bad ones.
    enum class Kind {
        Main,        // every pseudo-legal move (the caller checks legality); losing captures after the killers
        Root,        // every legal move, ordered as Main
        Quiescence,  // legal captures, or every legal evasion when in check; all captures count as good
    };

    MovePicker() = default;  // no moves
    // killers: the ply's pair.
    MovePicker(const Position& pos, const Histories& histories, Move ttMove, const std::array<Move, 2>& killers,
               Kind kind);

    int count() const { return list_.count; }
    // The next move in order, Move() when there is none left.
    Move next() {
        if (current_ >= list_.count) return Move();
        // Selection of the best remaining key (most nodes cut off after a few moves, so sorting the whole
        // list would be wasted); the first of equal keys as the list stands, which the swaps reorder.
        int best = current_;
        for (int j = current_ + 1; j < list_.count; ++j)
            if (keys_[j] > keys_[best]) best = j;
        std::swap(list_.moves[current_], list_.moves[best]);
        std::swap(keys_[current_], keys_[best]);
        return list_.moves[current_++];
    }
    // The stage of the move next() returned last.
    Stage stage() const { return stageOf(keys_[current_ - 1]); }

private:
    // Stage bases: far enough apart that no rank inside a stage reaches the next one (MVV/LVA < 2^15,
    // history within +-3 * HistoryMax).
    static constexpr int KeyTableMove = 1 << 30;
    static constexpr int KeyGoodCapture = 1 << 28;
    static constexpr int KeyKiller = 1 << 27;
    static constexpr int KeyCounter = KeyKiller - 1;
    static constexpr int KeyBadCapture = KeyKiller - (1 << 15);
    static Stage stageOf(int key) {
        if (key >= KeyTableMove) return Stage::TableMove;
        if (key >= KeyGoodCapture) return Stage::GoodCaptures;
        if (key == KeyKiller) return Stage::Killers;
        if (key == KeyCounter) return Stage::CounterMove;
        if (key >= KeyBadCapture) return Stage::BadCaptures;
        return Stage::Quiets;
    }

    MoveList list_;
    int keys_[MoveList::Capacity];  // of list_.moves[0..count), as long as the moves are picked
    int current_ = 0;
};

}  // namespace xq::detail
