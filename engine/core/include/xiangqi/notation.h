// Move notation: ICCS coordinates ("H2-E2"), Chinese (炮二平五) and WXF (C2=5), both ways.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/position.h"

namespace xq {

enum class Notation { Iccs, Chinese, Wxf };

// The characters Chinese notation is written in: traditional (傌二進三, 車９進１: Taiwan, Hong Kong, most older
// software) or simplified (马二进三, 车９进１: mainland China). Both are always read; writing takes one.
enum class ChineseCharacters { Traditional, Simplified };

// Writes legal move m of pos (the position before the move) in notation n.
// ICCS: "H2-E2". Chinese: UTF-8, in traditional characters (Red 帥仕相傌俥炮兵 with files 一..九 from Red's right,
// Black 將士象馬車砲卒 with full-width files １..９ from Black's right; 進/退/平, 前/中/後) or simplified ones (Red
// 帅仕相马车炮兵, Black 将士象马车炮卒; 进/退/平, 前/中/后). WXF: "C2=5", "R+=3", "C--1", tandem pawns "P+=4",
// "++=4", "3+=4". docs/RULES.md ("Notation") lists every form exactly. Returns an empty string if m is not legal in
// pos.
std::string formatMove(const Position& pos, Move m, Notation n,
                       ChineseCharacters characters = ChineseCharacters::Traditional);

// Which characters a Chinese move text is written in: simplified when it holds a character only simplified
// writing uses (帅 将 马 车 进 后), traditional for one only traditional writing uses (帥 將 傌 馬 俥 車 進 後 砲);
// none for a text the same in both (炮二平五) or no Chinese at all.
std::optional<ChineseCharacters> chineseCharactersOf(std::string_view moveText);
// "traditional", "simplified"; and back (false for anything else).
std::string_view charactersName(ChineseCharacters c);
bool parseChineseCharacters(std::string_view name, ChineseCharacters* out);

// Why a text is not a legal move here, as data for the user interface's own wording.
enum class MoveTextError {
    None,          // the text is a legal move
    Empty,         // nothing but spaces
    Malformed,     // not a move in any notation (unknown character, wrong shape)
    Ambiguous,     // fits more than one legal move
    NoSuchPiece,   // names a piece the side to move does not have there (or an empty square)
    NotYourPiece,  // names the opponent's piece
    NotLegal,      // a well-formed move the rules do not allow here
};

// What parseMove found wrong, and where.
struct MoveParseError {
    MoveTextError code = MoveTextError::None;
    Notation notation = Notation::Iccs;  // the notation the text was read in
    std::string text;                    // the whole move text
    std::string character;               // Malformed: the unexpected character (UTF-8); empty if the shape is wrong
    int position = 0;                    // Malformed: 1-based character of it in text
    Color side = Color::Red;             // the side to move
    PieceType piece = NoPieceType;       // NoSuchPiece (Chinese, WXF): the piece named...
    int fileNumber = 0;                  // ...and the file number written (counted from the mover's right)
    Square square = NoSquare;            // NoSuchPiece, NotYourPiece (ICCS): the from square
    std::vector<Move> candidates;        // Ambiguous: the legal moves the text fits
    // NotLegal: the move the text names by its shape (ICCS: its squares; Chinese and WXF: the one piece and
    // destination that fit, blocked or not), so that the rules can say why it is refused; none when no one fits.
    Move intended;

    explicit operator bool() const { return code != MoveTextError::None; }
};

// Parses a move written in any supported notation: ICCS ("h2e2", "H2-E2", "h2-e2"), Chinese (traditional or
// simplified characters, half- or full-width digits, Chinese numerals for either side), WXF ("C2=5", "C2.5",
// "H8+7", "R+-1", "+R-1", "B"/"N" for elephant/horse). Returns Move() and writes what is wrong (malformed,
// ambiguous or illegal, and where) to *error.
Move parseMove(const Position& pos, std::string_view text, MoveParseError* error = nullptr);
// As above, but accepts only notation n.
Move parseMove(const Position& pos, std::string_view text, Notation n, MoveParseError* error = nullptr);
// One English sentence for command-line tools and logs ("'C2' is not a move in WXF notation …"); the game window
// words move errors itself.
std::string describe(const MoveParseError& e);

MoveTextError classifyMoveText(const Position& pos, std::string_view text);

// Writes a sequence of moves played from pos (e.g. a principal variation), each in the position it is played
// in. Stops at the first move that is not legal there, so the result may be shorter than moves.
std::vector<std::string> formatMoves(const Position& pos, const std::vector<Move>& moves, Notation n,
                                     ChineseCharacters characters = ChineseCharacters::Traditional);

// Short display name of a notation ("ICCS", "Chinese", "WXF").
std::string_view notationName(Notation n);

}  // namespace xq
