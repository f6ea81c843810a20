// Piece values and piece-square tables, drawn as the board from Red's side (rank 9 at the top).
#include "xiangqi/evaluate.h"

#include <array>

namespace xq {

namespace {

using Table = std::array<std::array<int, FileCount>, RankCount>;  // [row][file], row 0 = rank 9

// Material in centipawns. A pawn before the river is the unit; once it crosses it gains its
// table bonus (up to a horse's worth next to the palace).
constexpr std::array<int, PieceTypeCount> Material = {0, 0, 200, 200, 400, 900, 450, 100};

// General: safest on its home square; each step out of it exposes it.
constexpr Table KingTable = {{
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, -45, -40, -45, 0, 0, 0},
    {0, 0, 0, -25, -20, -25, 0, 0, 0},
    {0, 0, 0, -10, 0, -10, 0, 0, 0},
}};

// Advisor: best in the palace centre, where it guards both diagonals.
constexpr Table AdvisorTable = {{
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, -5, 0, -5, 0, 0, 0},
    {0, 0, 0, 0, 10, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
}};

// Elephant: the centre point (e2) links both elephants; the edge points defend little.
constexpr Table ElephantTable = {{
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, -5, 0, 0, 0, -5, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {-10, 0, 0, 0, 10, 0, 0, 0, -10},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
}};

// Horse: poor on the edge and at home (b0/h0, or blocking e1), strong in the centre and on the
// squares next to the enemy palace from which it attacks the general (c8, g8, d7, f7).
constexpr Table HorseTable = {{
    {0, -5, 0, 5, 0, 5, 0, -5, 0},
    {0, 10, 30, 20, 0, 20, 30, 10, 0},
    {10, 20, 30, 40, 30, 40, 30, 20, 10},
    {10, 30, 40, 40, 40, 40, 40, 30, 10},
    {5, 20, 30, 30, 30, 30, 30, 20, 5},
    {0, 10, 20, 20, 20, 20, 20, 10, 0},
    {0, 5, 10, 10, 10, 10, 10, 5, 0},
    {-5, 5, 10, 5, 5, 5, 10, 5, -5},
    {-10, -5, 0, 0, -20, 0, 0, -5, -10},
    {-20, -10, -10, -10, -10, -10, -10, -10, -20},
}};

// Rook: wants to leave the corner, hold the river bank, and reach the enemy's second rank.
constexpr Table RookTable = {{
    {10, 10, 10, 20, 20, 20, 10, 10, 10},
    {20, 30, 30, 40, 40, 40, 30, 30, 20},
    {10, 20, 20, 30, 30, 30, 20, 20, 10},
    {10, 20, 20, 30, 30, 30, 20, 20, 10},
    {10, 20, 20, 20, 20, 20, 20, 20, 10},
    {10, 20, 20, 20, 20, 20, 20, 20, 10},
    {0, 10, 10, 10, 10, 10, 10, 10, 0},
    {0, 10, 5, 10, 5, 10, 5, 10, 0},
    {-5, 5, 0, 10, 0, 10, 0, 5, -5},
    {-10, 5, 0, 5, 0, 5, 0, 5, -10},
}};

// Cannon: the central file (e2, e4, e5) pins the enemy centre; on the enemy back rank it
// threatens "bottom cannon" mates; in the enemy palace it has no screen and little to do.
constexpr Table CannonTable = {{
    {20, 20, 0, -10, -20, -10, 0, 20, 20},
    {10, 10, 0, -10, -10, -10, 0, 10, 10},
    {5, 5, 0, 0, 10, 0, 0, 5, 5},
    {0, 5, 5, 5, 20, 5, 5, 5, 0},
    {0, 0, 5, 5, 20, 5, 5, 0, 0},
    {0, 0, 0, 5, 20, 5, 0, 0, 0},
    {0, 0, 0, 0, 10, 0, 0, 0, 0},
    {0, 5, 5, 5, 30, 5, 5, 5, 0},
    {0, 0, 5, 5, 10, 5, 5, 0, 0},
    {0, 0, 5, 10, 10, 10, 5, 0, 0},
}};

// Pawn: nothing before the river (a centre pawn a little); after it, the closer to the enemy
// palace the better, but a pawn on the last rank ("old pawn") can no longer advance.
constexpr Table PawnTable = {{
    {0, 10, 20, 40, 50, 40, 20, 10, 0},
    {20, 50, 80, 110, 120, 110, 80, 50, 20},
    {20, 50, 70, 90, 100, 90, 70, 50, 20},
    {20, 40, 60, 70, 80, 70, 60, 40, 20},
    {10, 30, 40, 50, 60, 50, 40, 30, 10},
    {0, 0, 10, 0, 20, 0, 10, 0, 0},
    {0, 0, 0, 0, 10, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
}};

constexpr std::array<const Table*, PieceTypeCount> Tables = {nullptr,     &KingTable, &AdvisorTable, &ElephantTable,
                                                             &HorseTable, &RookTable, &CannonTable,  &PawnTable};

// Material + table for every (piece, square), built once at compile time.
constexpr auto buildPieceSquare() {
    std::array<std::array<int, SquareCount>, PieceCount> values{};
    for (int t = King; t <= Pawn; ++t) {
        for (Square s = 0; s < SquareCount; ++s) {
            const int file = fileOf(s), rank = rankOf(s);
            // Red reads its table as drawn (rank 9 on row 0); Black sees the board turned round.
            const int red = Material[t] + (*Tables[t])[9 - rank][file];
            const int black = Material[t] + (*Tables[t])[rank][8 - file];
            values[makePiece(Color::Red, PieceType(t))][s] = red;
            values[makePiece(Color::Black, PieceType(t))][s] = -black;
        }
    }
    return values;
}

constexpr auto PieceSquare = buildPieceSquare();

}  // namespace

int pieceValue(PieceType t) { return Material[t]; }

int pieceSquareValue(Piece p, Square s) { return PieceSquare[p][s]; }

int evaluationDelta(const Position& pos, Move m) {
    const Piece moved = pos.pieceAt(m.from()), captured = pos.pieceAt(m.to());
    return PieceSquare[moved][m.to()] - PieceSquare[moved][m.from()] - PieceSquare[captured][m.to()];
}

int pieceSquareTotal(const Position& pos) {
    int score = 0;
    for (Square s = 0; s < SquareCount; ++s) score += PieceSquare[pos.pieceAt(s)][s];
    return score;
}

namespace {

// Attack units: a rook counts double; horses, cannons and crossed-capable pawns are what
// threatens a palace.
constexpr int RookAttackUnits = 2;
// Each missing advisor or elephant costs this much per attack unit the opponent still has
// (full attack = 8 units: a missing defender then costs 48 on top of its material).
constexpr int MissingDefenderPerUnit = 6;
// Cannon and horse by how full the board is: counted in rooks, horses and cannons (12 at the
// start); at MiddlePieces both are worth their base value.
constexpr int MiddlePieces = 7;
constexpr int CannonPerPiece = 4;
constexpr int HorsePerPiece = 4;

int sideAdjustment(const Position& pos, Color us, int boardPieces) {
    const Color them = ~us;
    const int attack = RookAttackUnits * pos.pieceCount(makePiece(them, Rook)) +
                       pos.pieceCount(makePiece(them, Horse)) + pos.pieceCount(makePiece(them, Cannon));
    const int defenders = pos.pieceCount(makePiece(us, Advisor)) + pos.pieceCount(makePiece(us, Elephant));
    const int phase = boardPieces - MiddlePieces;
    return -(4 - defenders) * attack * MissingDefenderPerUnit +
           pos.pieceCount(makePiece(us, Cannon)) * phase * CannonPerPiece -
           pos.pieceCount(makePiece(us, Horse)) * phase * HorsePerPiece;
}

}  // namespace

int materialAdjustment(const Position& pos) {
    int boardPieces = 0;
    for (Color c : {Color::Red, Color::Black})
        for (PieceType t : {Rook, Horse, Cannon}) boardPieces += pos.pieceCount(makePiece(c, t));
    return sideAdjustment(pos, Color::Red, boardPieces) - sideAdjustment(pos, Color::Black, boardPieces);
}

int evaluate(const Position& pos) { return pieceSquareTotal(pos) + materialAdjustment(pos); }

}  // namespace xq
