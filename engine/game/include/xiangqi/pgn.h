// PGN for xiangqi: reading (any of Chinese, WXF and ICCS moves, variations, comments, annotations, several
// games, free text between games) and writing (in one notation, marked by [Format]).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/notation.h"
#include "xiangqi/record.h"
#include "xiangqi/recordio.h"

namespace xq {

// Where one game lies in a PGN text, and its tags: enough for a list of games without reading their moves.
struct PgnGameSpan {
    std::size_t begin = 0, end = 0;                         // byte range in the text
    std::size_t firstLine = 1;                              // line number of `begin`
    std::vector<std::pair<std::string, std::string>> tags;  // all tags, reserved ones included
    std::string tag(std::string_view name) const;
};

// Splits a UTF-8 PGN text into games. Fast: reads tags only.
std::vector<PgnGameSpan> indexPgn(std::string_view text);
// Reads one game of the index. On failure returns false and fills *error (gameIndex is not set).
bool readPgnGame(std::string_view text, const PgnGameSpan& span, GameRecord* game, RecordError* error);
// Reads every game; returns false and fills *error at the first game that fails (games before it are kept).
bool readPgn(std::string_view text, std::vector<GameRecord>* games, RecordError* error);

// Writes one game. ICCS moves are written "H2-E2" with [Format "ICCS"]; WXF with [Format "WXF"]; Chinese
// (the default) without a Format tag, in `characters` when given (the user's choice), else in the characters the
// record was read in (GameRecord::chineseCharacters), else traditional. A set-up position gets [FEN]. Variations in
// parentheses, comments in braces, annotations as suffixes and $n.
std::string writePgn(const GameRecord& game, Notation notation,
                     std::optional<ChineseCharacters> characters = std::nullopt);

}  // namespace xq
