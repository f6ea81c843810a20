// Static exchange evaluation: what a capture wins or loses once every piece that can join the
// exchange on its square has had its turn, cheapest first.
#pragma once

#include "xiangqi/position.h"

namespace xq {

// The material the side to move gains (centipawns, negative: loses) by the capture m, when both
// sides keep recapturing on m's square with their cheapest piece and either may stop. Each step
// re-reads the board, so cannon screens that appear or vanish as pieces leave (a piece that has
// captured becomes a screen, one that left uncovers a cannon behind it), horse legs and elephant
// eyes are all taken into account. Pins and checks are not. A general joins only as the last
// attacker (it must not capture onto a defended square). m must be a capture in pos.
int staticExchange(const Position& pos, Move m);

}  // namespace xq
