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
// wrapper). A game that cannot be read gives one error (with line and column) and is skipped.
void readDhtmlXq(std::string_view text, std::vector<GameRecord>* games, std::vector<RecordError>* errors);

}  // namespace xq
