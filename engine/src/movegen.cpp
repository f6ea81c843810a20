// Move generation by the movement rules, legality filtering, and perft.
#include "xiangqi/movegen.h"

#include "geometry.h"

namespace xq {

namespace {

enum class GenType { All, Captures };

template <GenType Type, int N>
inline void addSteps(const Position& pos, Square from, const geometry::StepList<N>& list, Color us, MoveList& out) {
    for (int i = 0; i < list.count; ++i) {
        const auto& st = list.steps[i];
        if (st.block != NoSquare && pos.pieceAt(st.block) != NoPiece) continue;
        Piece target = pos.pieceAt(st.to);
        if (target == NoPiece) {
            if constexpr (Type == GenType::All) out.push(Move(from, st.to));
        } else if (colorOf(target) != us) {
            out.push(Move(from, st.to));
        }
    }
}

// Rook and cannon slides. The cannon moves like the rook but captures only by jumping
// exactly one piece (the screen) of either colour.
template <GenType Type>
inline void addSlides(const Position& pos, Square from, bool cannon, Color us, MoveList& out) {
    for (int d = 0; d < 4; ++d) {
        const auto& ray = geometry::rays[from][d];
        int i = 0;
        for (; i < ray.count; ++i) {
            Square to = ray.squares[i];
            Piece target = pos.pieceAt(to);
            if (target == NoPiece) {
                if constexpr (Type == GenType::All) out.push(Move(from, to));
                continue;
            }
            if (!cannon && colorOf(target) != us) out.push(Move(from, to));
            break;
        }
        if (!cannon) continue;
        for (++i; i < ray.count; ++i) {
            Piece target = pos.pieceAt(ray.squares[i]);
            if (target == NoPiece) continue;
            if (colorOf(target) != us) out.push(Move(from, ray.squares[i]));
            break;
        }
    }
}

template <GenType Type>
void generate(const Position& pos, MoveList& out) {
    using namespace geometry;
    const Color us = pos.sideToMove();
    const int c = index(us);
    auto each = [&](PieceType type, auto&& addFrom) {
        for (SquareSet set = pos.squaresOf(makePiece(us, type)); !set.empty();) addFrom(set.popLowest());
    };
    each(King, [&](Square s) { addSteps<Type>(pos, s, kingMoves[c][s], us, out); });
    each(Advisor, [&](Square s) { addSteps<Type>(pos, s, advisorMoves[c][s], us, out); });
    each(Elephant, [&](Square s) { addSteps<Type>(pos, s, elephantMoves[c][s], us, out); });
    each(Horse, [&](Square s) { addSteps<Type>(pos, s, horseMoves[s], us, out); });
    each(Rook, [&](Square s) { addSlides<Type>(pos, s, false, us, out); });
    each(Cannon, [&](Square s) { addSlides<Type>(pos, s, true, us, out); });
    each(Pawn, [&](Square s) { addSteps<Type>(pos, s, pawnMoves[c][s], us, out); });
}

// Drops the moves that leave the own general attacked. When the general is not in check, a move
// of another piece that touches none of the general's lines and horse-leg squares is safe without
// looking further (see Position::isKingSafeAfter); only the rest need the board test.
void keepKingSafe(const Position& pos, MoveList& list) {
    using namespace geometry;
    const Square king = pos.kingSquare(pos.sideToMove());
    const bool inCheck = pos.inCheck();
    int kept = 0;
    for (int i = 0; i < list.count; ++i) {
        const Move m = list.moves[i];
        const bool obviouslySafe = !inCheck && m.from() != king && relation[king][m.from()] == Unrelated &&
                                   relation[king][m.to()] >= DiagonalNeighbour;
        if (obviouslySafe || pos.isKingSafeAfter(m)) list.moves[kept++] = m;
    }
    list.count = kept;
}

}  // namespace

void generatePseudoLegal(const Position& pos, MoveList& list) {
    list.count = 0;
    generate<GenType::All>(pos, list);
}

void generateLegal(const Position& pos, MoveList& list) {
    generatePseudoLegal(pos, list);
    keepKingSafe(pos, list);
}

void generateLegalCaptures(const Position& pos, MoveList& list) {
    list.count = 0;
    generate<GenType::Captures>(pos, list);
    keepKingSafe(pos, list);
}

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    MoveList list;
    generateLegal(pos, list);
    if (depth == 1) return static_cast<std::uint64_t>(list.size());
    std::uint64_t nodes = 0;
    for (Move m : list) {
        pos.makeMove(m);
        nodes += perft(pos, depth - 1);
        pos.undoMove();
    }
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> divide(Position& pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    MoveList list;
    generateLegal(pos, list);
    for (Move m : list) {
        pos.makeMove(m);
        result.emplace_back(m, perft(pos, depth - 1));
        pos.undoMove();
    }
    return result;
}

}  // namespace xq
