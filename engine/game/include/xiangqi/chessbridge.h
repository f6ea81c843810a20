// ChessBridge (象棋桥) records: CBF, an XML record (<ChineseChessRecord>) with a head of tags, a FEN and a move
// list; CBR, the binary record of one game; CBL, a binary library of CBR records. docs/FORMATS.md has the layouts.
#pragma once

#include <string_view>
#include <vector>

#include "xiangqi/record.h"
#include "xiangqi/recordio.h"

namespace xq {

// Does the (UTF-8) text look like a CBF record?
bool looksLikeCbf(std::string_view text);

// Reads one CBF game from UTF-8 text: Head fields become tags (Name → Title, Contest → Event, Round, Date,
// Site, Red, RedTeam, Black, BlackTeam, Commentator → Annotator, Creator → Author, ECCO), RecordResult the
// result, FEN the start position, and <MoveList><Move value="XY-XY"/>… the main line (X = file 0-8 from
// Red's left, Y = row 0-9 from Black's side; "00-00" stands for the start). A `comment` attribute, when
// present, becomes the move's comment. On failure returns false with the line and column in *error. With
// `stoppedAt`, a record whose head is sound but whose moves go wrong (a value that is no move, a move from an empty
// square, of the wrong side or not legal, a <Move> cut by the end of the file, a file that ends inside the move
// list) is read as XQWizard shows such files: the moves before that place are kept, true is returned and
// *stoppedAt says where and why the reading stopped (code None when the whole record was read).
bool readCbf(std::string_view text, GameRecord* game, RecordError* error, RecordError* stoppedAt = nullptr);

// Does the data start with the CBR signature ("CCBridge Record\0") / the CBL one ("CCBridgeLibrary\0")?
bool looksLikeCbr(std::string_view bytes);
bool looksLikeCbl(std::string_view bytes);

// Reads one CBR game: the start position (judged by checkSetup), the whole move tree with its comments (the
// opening entry's comment is the root's), and the header strings as tags (Title, Event, Round, Date, Site, Red,
// RedTeam, Black, BlackTeam) and the result. On failure returns false with the byte offset, the code and an
// English detail in *error (for a bad move also the move number and side); *game is left untouched. With
// `stoppedAt`, a record whose header and start position are sound but whose moves go wrong (an entry or comment
// cut by the end, a square off the board, a move from an empty square, of the wrong side or not legal) is read as
// XQWizard shows such files: the moves before that entry are kept, true is returned and *stoppedAt says where and
// why the reading stopped (code None when the whole record was read).
bool readCbr(std::string_view bytes, GameRecord* game, RecordError* error, RecordError* stoppedAt = nullptr);

// Reads every game of a CBL library: every 4096-byte slot after the index that starts with the CBR signature
// is a game, running on to the next such slot. A game that cannot be read becomes an error (its gameIndex is
// its place among the library's games, its offset counts from the start of the file); the others are read.
// With `partial`, each game is read as readCbr(…, stoppedAt) reads it: a game whose header and start position
// are sound but whose moves go wrong is kept up to there, and where it stopped is added to *partial (gameIndex: its
// place among the library's games, as for errors; offset from the start of the file).
void readCbl(std::string_view bytes, std::vector<GameRecord>* games, std::vector<RecordError>* errors,
             std::vector<RecordError>* partial = nullptr);

}  // namespace xq
