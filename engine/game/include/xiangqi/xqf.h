// XQF, the binary record format of XQStudio: reading versions 1.0-1.8 (the encrypted ones from 1.1 on) and
// writing version 1.0 (unencrypted). docs/FORMATS.md describes the layout.
#pragma once

#include <string>
#include <string_view>

#include "xiangqi/record.h"
#include "xiangqi/recordio.h"

namespace xq {

// Does the data start like an XQF file ("XQ" magic)?
bool looksLikeXqf(std::string_view bytes);

// Reads one XQF game: start position, the whole move tree, comments and header strings (GBK). Header strings
// become tags: Title, Event, Date, Site, Red, Black, Opening, RedTime, BlackTime, Annotator, Author.
// On failure returns false and fills *error (byte offset; for a bad move also the move number and side).
// With `stoppedAt`, a file whose header and start position are sound but whose moves go wrong (the file ends
// inside a record or a comment, a comment length is negative, a move is off the board, from an empty square or
// not legal) is read as XQWizard shows it: the moves before that record are kept, the rest is dropped, the
// function returns true and *stoppedAt says where and why it stopped (code None when the whole file was read).
// A file beyond the reader's limits (TooLarge) is refused either way.
bool readXqf(std::string_view bytes, GameRecord* game, RecordError* error, RecordError* stoppedAt = nullptr);

// Writes version 1.0 (unencrypted): the start position, every variation, comments and the header strings
// above, GBK-encoded and cut to their fields' sizes. Annotations and NAGs have no place in XQF.
std::string writeXqf(const GameRecord& game);

}  // namespace xq
