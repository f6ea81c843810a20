// A repetition verdict worded with its moves in the window's notation (wording.h words them in ICCS).
#pragma once

#include <QString>

#include "xiangqi/notation.h"
#include "xiangqi/position.h"
#include "xiangqi/rules.h"

namespace xq::ui {

// As repetitionExplanation(v) in wording.h, with each move written in notation n (俥一進九 in Chinese, R1+9 in WXF,
// i0i9 in ICCS). `game` is the position the verdict judged, with the moves that led to it (pos.history()), from which
// each move is written; squares stay ICCS coordinates.
QString repetitionExplanation(const Verdict& v, const Position& game, Notation n);
// As forcingMoveText(r, fm) in wording.h, the move written in notation n from `game` (see above).
QString forcingMoveText(const RepetitionRuling& r, const ForcingMove& fm, const Position& game, Notation n);

}  // namespace xq::ui
