// ChessBridge (象棋桥) CBF: an XML record (<ChineseChessRecord>) with a head of tags, a FEN and a move list.
// The binary CBR/CBL formats are not read: no public description of them was found (docs/FORMATS.md).
#pragma once

#include <string_view>

#include "xiangqi/record.h"
#include "xiangqi/recordio.h"

namespace xq {

// Does the (UTF-8) text look like a CBF record?
bool looksLikeCbf(std::string_view text);

// Reads one CBF game from UTF-8 text: Head fields become tags (Name → Title, Contest → Event, Round, Date,
// Site, Red, RedTeam, Black, BlackTeam, Commentator → Annotator, Creator → Author, ECCO), RecordResult the
// result, FEN the start position, and <MoveList><Move value="XY-XY"/>… the main line (X = file 0-8 from
// Red's left, Y = row 0-9 from Black's side; "00-00" stands for the start). A `comment` attribute, when
// present, becomes the move's comment. On failure returns false with the line and column in *error.
bool readCbf(std::string_view text, GameRecord* game, RecordError* error);

}  // namespace xq
