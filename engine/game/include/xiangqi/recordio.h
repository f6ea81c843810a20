// Reading record files of any supported format, and the errors readers report (as data: a code and a place).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/notation.h"
#include "xiangqi/record.h"
#include "xiangqi/refusal.h"
#include "xiangqi/textcodec.h"

namespace xq {

enum class RecordErrorCode {
    None,
    Empty,                 // no game in the input
    NotARecord,            // text with no tag whose first word is no move: a README, a licence (text: that word)
    NotText,               // binary data where text was expected
    TooLarge,              // input beyond the reader's limits
    MalformedTag,          // a [Tag "value"] line that does not parse
    BadFen,                // the FEN tag or header does not describe a legal position (detail: why)
    UnknownFormat,         // [Format] names a notation we do not read
    BadMove,               // a move that is malformed, ambiguous or not legal (moveError says which)
    UnbalancedParen,       // ")" without "("
    UnclosedComment,       // "{" never closed
    UnclosedVariation,     // "(" never closed
    VariationWithoutMove,  // "(" before any move to be an alternative to
    Truncated,             // a binary record ends early
    BadHeader,             // a binary record's header is not of its format (wrong magic, version or key)
    BadData,               // a binary record's contents contradict themselves
};

struct RecordError {
    RecordErrorCode code = RecordErrorCode::None;
    int gameIndex = 0;        // 0-based game in the file
    std::size_t line = 0;     // 1-based, 0 = not a text position
    std::size_t column = 0;   // 1-based, in characters
    std::size_t offset = 0;   // byte offset in the input
    int moveNumber = 0;       // the move number of the bad move, 0 = none
    Color side = Color::Red;  // who was to play the bad move
    std::string text;         // the offending text (UTF-8, at most a line)
    MoveTextError moveError = MoveTextError::None;
    // BadMove, NotLegal, when the move's squares are known (a coordinate move, a Chinese or WXF text that names one
    // piece and point, a binary record's move): why the rules refuse it, the board's own reasons ("a horse cannot
    // jump over a piece at its leg"); the position it was tried in, as FEN, to name the pieces of refusal.blockers
    // and refusal.attackers; and the notation the move was written in (ICCS for the binary formats).
    Refusal refusal;
    std::string positionFen;
    Notation moveNotation = Notation::Iccs;
    FenError fenError;   // BadFen from a FEN text: what is wrong with it and where (offsets within the FEN)
    // BadData: what a binary or structured reader found, as data the window words (dataValue: the byte or the
    // index; dataSquare: the square), beside the English `detail`.
    enum class DataProblem { None, NotAPiece, SquareOffBoard, TwoPieces, NegativeCommentLength, VariationOutOfLine };
    DataProblem dataProblem = DataProblem::None;
    int dataValue = 0;
    Square dataSquare = NoSquare;
    std::string detail;  // extra English detail for logs and command-line tools (a FEN problem, say)

    explicit operator bool() const { return code != RecordErrorCode::None; }
};

// Fills in why move m, refused as not legal in pos, breaks the rules (refusal, positionFen), when m names squares.
void explainIllegalMove(RecordError* e, const Position& pos, Move m);

// One English sentence for command-line tools and logs: "line 12, column 5: move 7 (Black) '马８进７': a horse
// cannot jump over a piece at its leg (h8)". The game window words errors itself, from the code, in the user's
// language.
std::string describeError(const RecordError& e);

enum class RecordFormat { Unknown, Pgn, Xqf, DhtmlXq, Cbf, Cbr };
std::string_view formatName(RecordFormat f);  // "PGN", "XQF", "DhtmlXQ", "CBF", "CBR/CBL"

// Guesses the format of a file from its first bytes (XQF and ChessBridge magic, DhtmlXQ and CBF markers in
// the text), then its name (.xqf, .cbf, .cbr, .cbl, .pgn…). Anything else is read as PGN.
RecordFormat detectFormat(std::string_view bytes, std::string_view fileName);

// Is this a file name the readers know (.pgn, .xqf, .cbf, .txt, .ubb, .dhtmlxq, .cbr, .cbl)? For folders.
bool isRecordFileName(std::string_view fileName);

struct RecordFile {
    RecordFormat format = RecordFormat::Unknown;
    TextEncoding encoding = TextEncoding::Utf8;
    std::vector<GameRecord> games;
    std::vector<RecordError> errors;  // one per game that could not be read (the others are still read)
    // Games read only up to a place (XQF, DhtmlXQ, CBF, CBR and CBL games whose moves end early or turn illegal, as
    // XQWizard opens them): where the reader stopped and why; the moves before that place are kept. gameIndex, here
    // as in `errors`, is the game's place among all the file's games, read or not (so "game 4" of a library is the
    // same game in every message); the k-th game of `games` is the k-th place not in `errors`.
    std::vector<RecordError> partial;

    // Nothing in the file is a game record: no game was read, and every error says so (empty, binary data where text
    // was expected, or text that starts as no record does). The game database skips such a file (a licence or a
    // README beside the records) instead of counting it as a record that failed.
    bool holdsNoRecord() const;
};

// Reads every game of a file's bytes, in whatever format detectFormat finds. Text formats are decoded first
// (see decodeText); pasted DhtmlXQ text works with an empty file name.
RecordFile readRecords(std::string_view bytes, std::string_view fileName);

}  // namespace xq
