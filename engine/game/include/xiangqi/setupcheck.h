// Checking a set-up position before play: the position editor's board, which may hold anything the user
// placed, is judged rule by rule; each problem is a code with the squares involved (the UI words it).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/position.h"
#include "xiangqi/types.h"

namespace xq {

// A board as the user set it up: any pieces on any squares, and the side to move. Unlike Position it can hold
// an illegal arrangement, so that the editor can show it and say what is wrong.
struct Setup {
    std::array<Piece, SquareCount> board{};
    Color sideToMove = Color::Red;

    Piece at(Square s) const { return board[std::size_t(s)]; }
    void set(Square s, Piece p) { board[std::size_t(s)] = p; }
    void clear() { board.fill(NoPiece); }
    int count(Piece p) const;

    // The board field, side and "- - 0 1" (the editor always starts a fresh game).
    std::string fen() const;
    static Setup start();
    // Reads the board and side fields of a FEN leniently: any number of pieces anywhere, so that an invalid
    // position can still be loaded and corrected. Fails (false, *error says what and where) only on a malformed
    // text.
    static bool fromFen(std::string_view fen, Setup* out, FenError* error = nullptr);
    // The same board seen from the other side: every piece turned to the other colour and the board rotated
    // by 180 degrees (Red's pieces stand where Black's stood); the side to move is swapped too.
    Setup mirroredColors() const;
};

enum class SetupProblem {
    TooManyPieces,         // more of one kind than a side owns; squares: all of that kind
    MissingGeneral,        // a side has no general; squares: none
    GeneralOffPoint,       // a general outside its palace
    AdvisorOffPoint,       // an advisor off the five diagonal points of its palace
    ElephantOffPoint,      // an elephant off its seven points
    SoldierBehindStart,    // a soldier behind its starting rank, or on its own side off the five starting files
    GeneralsFacing,        // the generals see each other on an open file; squares: both generals
    SideNotToMoveInCheck,  // the side that has just moved is in check; squares: its general
};

struct SetupIssue {
    SetupProblem problem;
    Color color = Color::Red;  // whose pieces
    PieceType type = NoPieceType;
    std::vector<Square> squares;
};

// Every problem of the set-up, in the order above (empty: the position can be played).
std::vector<SetupIssue> checkSetup(const Setup& setup);
// One English sentence for logs and command-line tools ("Black's advisor on d8 is off its points"); the window
// words issues itself, translated.
std::string describeSetupIssue(const SetupIssue& issue);

// Legal points of the pieces that have fixed ones.
bool isAdvisorPoint(Color c, Square s);
bool isElephantPoint(Color c, Square s);
// Can a soldier of colour c stand on s (not behind its start, and on its own side only on the starting files)?
bool isSoldierPoint(Color c, Square s);
// Pieces a side owns at the start.
int maxPiecesOf(PieceType t);

}  // namespace xq
