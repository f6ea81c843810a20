// The move picker: generating a node's moves and giving each its stage and rank.
#include "search/movepick.h"

#include "xiangqi/evaluate.h"
#include "xiangqi/see.h"

namespace xq::detail {

bool losingCapture(const Position& pos, Move m) {
    const Piece attacker = pos.pieceAt(m.from()), victim = pos.pieceAt(m.to());
    return pieceValue(typeOf(attacker)) > pieceValue(typeOf(victim)) && staticExchange(pos, m) < 0;
}

MovePicker::MovePicker(const Position& pos, const Histories& histories, Move ttMove, const std::array<Move, 2>& killers,
                       Kind kind) {
    const bool classifyCaptures = kind != Kind::Quiescence;
    if (kind == Kind::Main) generatePseudoLegal(pos, list_);
    else if (kind == Kind::Root) generateLegal(pos, list_);
    else if (pos.inCheck()) generateLegal(pos, list_);
    else generateLegalCaptures(pos, list_);

    const Move counter = histories.counterMove(pos);
    const int cont1 = histories.contSlot(pos, 1), cont2 = histories.contSlot(pos, 2);
    for (int i = 0; i < list_.count; ++i) {
        const Move m = list_.moves[i];
        const Piece victim = pos.pieceAt(m.to());
        const int mvvLva = pieceValue(typeOf(victim)) * 16 - pieceValue(typeOf(pos.pieceAt(m.from()))) / 16;
        if (m == ttMove) keys_[i] = KeyTableMove;
        else if (victim != NoPiece)
            keys_[i] = (classifyCaptures && losingCapture(pos, m) ? KeyBadCapture : KeyGoodCapture) + mvvLva;
        else if (m == killers[0] || m == killers[1]) keys_[i] = KeyKiller;
        else if (m == counter) keys_[i] = KeyCounter;
        else keys_[i] = histories.quietScore(pos, m, cont1, cont2);
    }
}

}  // namespace xq::detail
