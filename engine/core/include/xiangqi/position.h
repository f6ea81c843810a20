// The board position: pieces, side to move, rule counters, Zobrist hash, and the undo stack.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/types.h"

namespace xq {

inline constexpr std::string_view StartFen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// The board field of a FEN ("rnbakabnr/9/…/RNBAKABNR", Black's back rank first) for any 90 squares, legal or not:
// the one writer that Position::fen, the editor's set-ups and the record readers share.
std::string fenBoardField(const std::array<Piece, SquareCount>& board);

// A bounded list of moves; no position has more than 128 legal moves, the margin is generous.
struct MoveList {
    static constexpr int Capacity = 256;
    std::array<Move, Capacity> moves;
    int count = 0;

    void push(Move m) { moves[count++] = m; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + count; }
    Move* begin() { return moves.data(); }
    Move* end() { return moves.data() + count; }
    int size() const { return count; }
    bool empty() const { return count == 0; }
    Move operator[](int i) const { return moves[i]; }
    bool contains(Move m) const;
};

// What makeMove pushes so that undoMove can restore the position, and what the
// rules referee reads to judge repetitions.
struct StateInfo {
    Move move;  // none for a null move
    Piece moved = NoPiece;
    Piece captured = NoPiece;
    std::uint64_t hash = 0;   // hash of the position *before* the move
    int halfmoveClock = 0;    // clock before the move
    bool wasInCheck = false;  // was the mover in check before the move
    bool givesCheck = false;  // is the opponent in check after the move
};

// Why a FEN is refused, as data: a code and the place (the user interface words it; describe() gives English for
// command-line tools and logs).
enum class FenErrorCode {
    None,
    TooLong,               // count: the length in bytes
    Empty,                 // nothing but spaces
    FieldCount,            // count: the number of fields found (2 to 6 are read)
    TooFewFiles,           // rank: the rank that ends early; count: the files it has
    TooManyFiles,          // rank, offset: where the rank runs past file i
    TooManyRanks,          // offset: the '/' that starts an eleventh rank
    TooFewRanks,           // count: the ranks found
    UnknownLetter,         // text: the character; rank, file, offset
    TooManyPieces,         // text: the piece letter; count: how many a side owns; rank, file, offset
    GeneralOutsidePalace,  // text: the piece letter (K or k); rank, file, offset
    NoRedGeneral,
    NoBlackGeneral,
    BadSide,               // field 2; text: the field
    BadHalfmoveClock,      // field 5; text: the field; count: the largest number accepted
    BadMoveNumber,         // field 6; text: the field; count: the largest number accepted
    SideNotToMoveInCheck,  // the side that has just moved is in check, or the generals face each other
};

struct FenError {
    FenErrorCode code = FenErrorCode::None;
    int field = 0;     // 1-based FEN field (1 = the board), 0 = the text as a whole
    int rank = -1;     // 0-9 (rank 9 is the first of the board field), -1 = none
    int file = -1;     // 0-8 (a-i), -1 = none
    int offset = -1;   // 0-based byte offset in the text, -1 = none
    int count = 0;     // a number the code explains (files, ranks, fields, pieces allowed, bytes)
    std::string text;  // the offending text: a character or a field, cut to at most 40 bytes

    explicit operator bool() const { return code != FenErrorCode::None; }
};

// One English sentence for command-line tools and logs: "FEN field 1: unknown piece letter 'X' (rank 0, character
// 88)". The game window words FEN errors itself, in the user's language.
std::string describe(const FenError& e);

class Position {
public:
    Position();  // the start position

    // Parses a FEN. On failure returns false, writes what is wrong and where to *error, and leaves this
    // position unchanged.
    bool setFen(std::string_view fen, FenError* error = nullptr);
    std::string fen() const;

    Piece pieceAt(Square s) const { return board_[s]; }
    Color sideToMove() const { return side_; }
    std::uint64_t hash() const { return hash_; }
    int halfmoveClock() const { return halfmoveClock_; }  // plies since the last capture
    int fullmoveNumber() const { return fullmoveNumber_; }
    Square kingSquare(Color c) const { return kings_[index(c)]; }
    int pieceCount(Piece p) const { return counts_[p]; }
    // The squares holding piece p (in increasing square order when iterated).
    SquareSet squaresOf(Piece p) const { return pieceSets_[p]; }
    // Occupied squares of one rank (bit = file) or one file (bit = rank), for sliding pieces.
    unsigned rankOccupancy(int rank) const { return rankBits_[static_cast<std::size_t>(rank)]; }
    unsigned fileOccupancy(int file) const { return fileBits_[static_cast<std::size_t>(file)]; }

    // Moves made since the FEN was set, oldest first.
    const std::vector<StateInfo>& history() const { return history_; }
    int plyFromRoot() const { return static_cast<int>(history_.size()); }

    void makeMove(Move m);  // m must be legal
    void undoMove();
    void makeNullMove();  // passes the turn (search only)
    void undoNullMove();

    // Is the side to move in check? Cached: computed once per makeMove.
    bool inCheck() const { return inCheck_; }
    // Is square s attacked by a piece of colour `by`? Counts the facing-generals rule
    // as an attack of one general on the other.
    bool isAttacked(Square s, Color by) const;

    // Fast single-move check for user input: is m one of the legal moves here?
    bool isLegal(Move m) const;
    // Is m a move the side to move's piece can make by its movement rules (own general may be left in check)?
    bool isPseudoLegal(Move m) const;
    // Would m (pseudo-legal) leave the mover's general safe?
    bool isKingSafeAfter(Move m) const;

    // Recomputes the hash from scratch (for checks of the incremental hash).
    std::uint64_t computeHash() const;
    // Do the hash, the piece sets, the counts and the general squares all agree with the board?
    // Used by debug-build assertions and by tests.
    bool isConsistent() const;

private:
    struct EmptyTag {};
    explicit Position(EmptyTag) {}
    void putPiece(Square s, Piece p);
    void removePiece(Square s);
    void toggleOccupancy(Square s) {
        rankBits_[rankOf(s)] ^= std::uint16_t(1u << fileOf(s));
        fileBits_[fileOf(s)] ^= std::uint16_t(1u << rankOf(s));
    }

    // A move imagined on the board for an attack test: `vacated` is empty and `filled` holds a piece
    // of the defending side. The default is the board as it is.
    struct Change {
        Square vacated = NoSquare;
        Square filled = NoSquare;
    };
    bool isAttackedAfter(Square s, Color by, Change change) const;
    // Is the square k attacked along ray `direction` (rook, cannon or facing general)?
    bool isAttackedAlong(Square k, int direction, Color by, Change change) const;
    // Is the square k attacked by a horse whose leg is `leg` (vacated by the change)?
    bool isAttackedByHorseWithLeg(Square k, Square leg, Color by, Change change) const;

    std::array<Piece, SquareCount> board_{};
    // Occupancy of each rank (bit = file) and file (bit = rank): the nearest pieces along a line in
    // a few instructions, for attack tests.
    std::array<std::uint16_t, RankCount> rankBits_{};
    std::array<std::uint16_t, FileCount> fileBits_{};
    std::array<Square, 2> kings_{NoSquare, NoSquare};
    std::array<int, PieceCount> counts_{};
    std::array<SquareSet, PieceCount> pieceSets_{};
    Color side_ = Color::Red;
    std::uint64_t hash_ = 0;
    int halfmoveClock_ = 0;
    int fullmoveNumber_ = 1;
    bool inCheck_ = false;
    std::vector<StateInfo> history_;
};

// Zobrist keys (fixed, so hashes are reproducible between runs).
std::uint64_t zobristPiece(Piece p, Square s);
std::uint64_t zobristSide();

}  // namespace xq
