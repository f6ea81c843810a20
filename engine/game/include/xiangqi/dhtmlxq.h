// DhtmlXQ / UBB text: the record format of many Chinese xiangqi web sites and forums ([DhtmlXQ_movelist],
// [DhtmlXQ_binit], variations [DhtmlXQ_move_A_B_C], comments [DhtmlXQ_commentN], player and event tags),
// read from a file or from pasted text. docs/FORMATS.md describes it.
#pragma once

#include <string_view>
#include <vector>

#include "xiangqi/record.h"
#include "xiangqi/recordio.h"

namespace xq {

// Does the (UTF-8) text hold a DhtmlXQ record?
bool looksLikeDhtmlXq(std::string_view text);

// Reads every [DhtmlXQ]…[/DhtmlXQ] block of a UTF-8 text (the whole text when it has DhtmlXQ tags but no
// wrapper). A game that cannot be read gives one error (with line and column) and is skipped. With `partial`, a
// game whose tags and start position are sound but whose moves go wrong (a move that is malformed, from an empty
// square, of the wrong side or not legal; a variation that leaves no existing line) is read as XQWizard shows it:
// each line keeps its moves before the bad one (a bad variation is left out), and the first place that went wrong
// is added to *partial (gameIndex: the game's place among the file's games, as for errors).
void readDhtmlXq(std::string_view text, std::vector<GameRecord>* games, std::vector<RecordError>* errors,
                 std::vector<RecordError>* partial = nullptr);

}  // namespace xq
