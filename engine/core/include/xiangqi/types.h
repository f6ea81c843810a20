// Vocabulary of the engine: colours, pieces, squares and moves, with the board geometry helpers.
#pragma once

#include <bit>
#include <cstdint>
#include <string>
#include <string_view>

namespace xq {

enum class Color : std::uint8_t { Red = 0, Black = 1 };

constexpr Color operator~(Color c) { return c == Color::Red ? Color::Black : Color::Red; }
constexpr int index(Color c) { return static_cast<int>(c); }

// Piece types. Values index tables; no code relies on their order beyond that.
enum PieceType : std::uint8_t {
    NoPieceType = 0,
    King = 1,  // general
    Advisor = 2,
    Elephant = 3,
    Horse = 4,
    Rook = 5,  // chariot
    Cannon = 6,
    Pawn = 7,  // soldier
};
constexpr int PieceTypeCount = 8;

// A piece is colour (bit 3) + type (bits 0-2); 0 is an empty square.
// One row per colour, as the encoding reads.
// clang-format off
enum Piece : std::uint8_t {
    NoPiece = 0,
    RedKing = 1, RedAdvisor, RedElephant, RedHorse, RedRook, RedCannon, RedPawn,
    BlackKing = 9, BlackAdvisor, BlackElephant, BlackHorse, BlackRook, BlackCannon, BlackPawn,
};
// clang-format on
constexpr int PieceCount = 16;

constexpr Piece makePiece(Color c, PieceType t) { return Piece((index(c) << 3) | t); }
constexpr PieceType typeOf(Piece p) { return PieceType(p & 7); }
constexpr Color colorOf(Piece p) { return Color(p >> 3); }

// Squares 0..89: square = rank * 9 + file. File a..i = 0..8 from Red's left,
// rank 0..9 from Red's back rank (DESIGN.md §2).
using Square = int;
constexpr int FileCount = 9;
constexpr int RankCount = 10;
constexpr int SquareCount = 90;
constexpr Square NoSquare = -1;

constexpr Square makeSquare(int file, int rank) { return rank * FileCount + file; }
constexpr int fileOf(Square s) { return s % FileCount; }
constexpr int rankOf(Square s) { return s / FileCount; }
constexpr bool isOnBoard(int file, int rank) { return file >= 0 && file < FileCount && rank >= 0 && rank < RankCount; }

// Rank seen from a colour's own side: 0 = its back rank, 9 = the opponent's back rank.
constexpr int relativeRank(Color c, Square s) { return c == Color::Red ? rankOf(s) : 9 - rankOf(s); }
constexpr bool isInPalace(Color c, Square s) { return fileOf(s) >= 3 && fileOf(s) <= 5 && relativeRank(c, s) <= 2; }
constexpr bool isOnOwnSide(Color c, Square s) { return relativeRank(c, s) <= 4; }
constexpr bool hasCrossedRiver(Color c, Square s) { return relativeRank(c, s) >= 5; }

// A set of squares, one bit per square: squares 0-63 in `low`, 64-89 in `high`. Iterating it visits
// squares in increasing order, so move generation from it is independent of the move history.
struct SquareSet {
    std::uint64_t low = 0;
    std::uint64_t high = 0;

    constexpr void insert(Square s) {
        if (s < 64) low |= std::uint64_t(1) << s;
        else high |= std::uint64_t(1) << (s - 64);
    }
    constexpr void toggle(Square s) {
        if (s < 64) low ^= std::uint64_t(1) << s;
        else high ^= std::uint64_t(1) << (s - 64);
    }
    constexpr bool contains(Square s) const { return ((s < 64 ? low : high) >> (s & 63)) & 1; }
    constexpr bool empty() const { return (low | high) == 0; }
    constexpr int count() const { return std::popcount(low) + std::popcount(high); }
    constexpr bool operator==(const SquareSet&) const = default;
    constexpr SquareSet operator|(SquareSet o) const { return {low | o.low, high | o.high}; }
    constexpr SquareSet operator&(SquareSet o) const { return {low & o.low, high & o.high}; }
    constexpr bool intersects(SquareSet o) const { return ((low & o.low) | (high & o.high)) != 0; }

    // Removes and returns the lowest square; the set must not be empty.
    constexpr Square popLowest() {
        if (low) {
            Square s = std::countr_zero(low);
            low &= low - 1;
            return s;
        }
        Square s = 64 + std::countr_zero(high);
        high &= high - 1;
        return s;
    }
};

// Move layout (16 bits): bits 0-6 from square, bits 7-13 to square. 0 means "no move"
// (a move from a0 to a0 cannot exist).
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to) : data_(std::uint16_t(from | (to << 7))) {}
    static constexpr Move fromRaw(std::uint16_t raw) {
        Move m;
        m.data_ = raw;
        return m;
    }

    constexpr Square from() const { return data_ & 0x7f; }
    constexpr Square to() const { return (data_ >> 7) & 0x7f; }
    constexpr std::uint16_t raw() const { return data_; }
    constexpr bool isNone() const { return data_ == 0; }
    constexpr explicit operator bool() const { return data_ != 0; }
    constexpr bool operator==(const Move&) const = default;

private:
    std::uint16_t data_ = 0;
};

// Coordinates as text: "e2" and moves as "h2e2" (ranks 0-9).
std::string squareName(Square s);
Square parseSquare(std::string_view text);  // NoSquare if malformed
std::string moveToUci(Move m);
Move parseUciMove(std::string_view text);  // Move() if malformed (legality not checked)

char pieceToFenChar(Piece p);
Piece pieceFromFenChar(char c);  // accepts H for horse and E for elephant; NoPiece if unknown

}  // namespace xq
