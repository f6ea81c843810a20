// What the record readers share (internal to xiangqi_game): the place of a byte offset in a text (line, column), an
// error at a place, and how a file's games are gathered.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/record.h"
#include "xiangqi/recordio.h"

namespace xq::readers {

// Sets e's offset, line (1-based) and column (1-based, in UTF-8 characters) for a byte offset of text.
void place(std::string_view text, std::size_t offset, RecordError* e);

// Makes *e the error `code` at byte `at` of text, with what was found there (cut to 80 bytes) and a detail. Returns
// false, for `return fail(...)` in a reader.
bool fail(std::string_view text, RecordError* e, RecordErrorCode code, std::size_t at, std::string_view what,
          std::string detail = {});

// Game `index` of a file, read (ok) or refused: a read game goes to games, with the place where a lenient reader
// stopped in partial; a refused game's error to errors. Both carry the game's index among the file's games.
void gather(std::size_t index, bool ok, GameRecord&& game, RecordError&& error, RecordError&& stopped,
            std::vector<GameRecord>* games, std::vector<RecordError>* errors, std::vector<RecordError>* partial);

}  // namespace xq::readers
