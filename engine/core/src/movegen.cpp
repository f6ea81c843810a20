// Move generation by the movement rules, legality filtering, and perft.
#include "xiangqi/movegen.h"

#include <array>

#include "xiangqi/geometry.h"

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

// Generates the moves piece by piece; afterPiece(from, first) sees each piece's moves, which start
// at index `first`, and may drop some (legal generation filters there).
template <GenType Type, typename AfterPiece>
void generate(const Position& pos, MoveList& out, AfterPiece&& afterPiece) {
    using namespace geometry;
    const Color us = pos.sideToMove();
    const int c = index(us);
    auto each = [&](PieceType type, auto&& addFrom) {
        for (SquareSet set = pos.squaresOf(makePiece(us, type)); !set.empty();) {
            const Square from = set.popLowest();
            const int first = out.count;
            addFrom(from);
            afterPiece(from, first);
        }
    };
    each(King, [&](Square s) { addSteps<Type>(pos, s, kingMoves[c][s], us, out); });
    each(Advisor, [&](Square s) { addSteps<Type>(pos, s, advisorMoves[c][s], us, out); });
    each(Elephant, [&](Square s) { addSteps<Type>(pos, s, elephantMoves[c][s], us, out); });
    each(Horse, [&](Square s) { addSteps<Type>(pos, s, horseMoves[s], us, out); });
    each(Rook, [&](Square s) { addSlides<Type>(pos, s, false, us, out); });
    each(Cannon, [&](Square s) { addSlides<Type>(pos, s, true, us, out); });
    each(Pawn, [&](Square s) { addSteps<Type>(pos, s, pawnMoves[c][s], us, out); });
}

// Where a move of the side to move, whose general is not in check, might expose that general. A new
// attack must pass through a square whose occupancy the move changes (see Position::isKingSafeAfter):
// leaving the general's square, a ray of it that holds an enemy rook, cannon or (on the file)
// general, or the leg of an enemy horse aimed at it; or entering a ray that holds an enemy cannon,
// which may give the cannon a screen. Moves that do neither are legal without further work.
enum ThreatFlag : std::uint8_t { Leaving = 1, Entering = 2 };
struct KingThreats {
    std::array<std::uint8_t, SquareCount> flags{};  // ThreatFlag bits per square
    bool anyEntering = false;                       // is any square flagged Entering?
};

KingThreats findKingThreats(const Position& pos, Square king) {
    using namespace geometry;
    const Color them = ~pos.sideToMove();
    const SquareSet cannons = pos.squaresOf(makePiece(them, Cannon));
    const SquareSet rooksAndCannons = cannons | pos.squaresOf(makePiece(them, Rook));
    const SquareSet withGeneral = rooksAndCannons | pos.squaresOf(makePiece(them, King));
    KingThreats t;
    t.flags[king] = Leaving;
    for (int d = North; d <= West; ++d) {
        const std::uint8_t flags =
            (raySets[king][d].intersects(d <= South ? withGeneral : rooksAndCannons) ? Leaving : 0) |
            (raySets[king][d].intersects(cannons) ? Entering : 0);
        if (flags == 0) continue;
        t.anyEntering = t.anyEntering || (flags & Entering);
        const Ray& ray = rays[king][d];
        for (int i = 0; i < ray.count; ++i) t.flags[ray.squares[i]] |= flags;
    }
    const auto& ha = horseAttackers[king];
    for (int i = 0; i < ha.count; ++i)
        if (pos.pieceAt(ha.steps[i].to) == makePiece(them, Horse)) t.flags[ha.steps[i].block] |= Leaving;
    return t;
}

// The squares each check on the general at `king` runs through: the checking piece, the squares
// between it and the general, and a horse's leg.
SquareSet checkPaths(const Position& pos, Square king) {
    using namespace geometry;
    const Color them = ~pos.sideToMove();
    SquareSet paths;
    for (int d = North; d <= West; ++d) {
        const Ray& ray = rays[king][d];
        SquareSet path;
        int pieces = 0;
        for (int i = 0; i < ray.count && pieces < 2; ++i) {
            const Square s = ray.squares[i];
            path.insert(s);
            const Piece p = pos.pieceAt(s);
            if (p == NoPiece) continue;
            const bool checks = pieces == 0 ? p == makePiece(them, Rook) || (p == makePiece(them, King) && d <= South)
                                            : p == makePiece(them, Cannon);
            if (checks) paths = paths | path;
            ++pieces;
        }
    }
    const auto& ha = horseAttackers[king];
    for (int i = 0; i < ha.count; ++i) {
        if (pos.pieceAt(ha.steps[i].to) == makePiece(them, Horse) && pos.pieceAt(ha.steps[i].block) == NoPiece) {
            paths.insert(ha.steps[i].to);
            paths.insert(ha.steps[i].block);
        }
    }
    // Pawns give check from next to the general; only capturing them helps.
    for (Square s : {king - 1, king + 1, king - FileCount, king + FileCount})
        if (s >= 0 && s < SquareCount && pos.pieceAt(s) == makePiece(them, Pawn)) paths.insert(s);
    return paths;
}

// Legal moves (Type All) or legal captures, filtered piece by piece as they are generated.
template <GenType Type>
void generateLegalMoves(const Position& pos, MoveList& out) {
    using namespace geometry;
    out.count = 0;
    const Square king = pos.kingSquare(pos.sideToMove());
    if (pos.inCheck()) {
        // Another piece can only help by changing a square of a check's path (capture, block, or
        // moving a cannon's screen away); its other moves leave the general in check.
        const SquareSet paths = checkPaths(pos, king);
        generate<Type>(pos, out, [&](Square from, int first) {
            const bool fromHelps = from == king || paths.contains(from);
            int kept = first;
            for (int i = first; i < out.count; ++i) {
                const Move m = out.moves[i];
                if ((fromHelps || paths.contains(m.to())) && pos.isKingSafeAfter(m)) out.moves[kept++] = m;
            }
            out.count = kept;
        });
        return;
    }
    const KingThreats threats = findKingThreats(pos, king);
    generate<Type>(pos, out, [&](Square from, int first) {
        const bool leaving = threats.flags[from] & Leaving;
        if (!leaving && !threats.anyEntering) return;  // no move of this piece can expose the general
        // A piece leaving a threatened ray for a square that does not matter is safe or not whatever
        // its destination, so one board test answers for all such moves.
        const Relation viaFrom = relation[king][from];
        const bool onThreatenedRay = leaving && from != king && viaFrom <= West;
        int sharedAnswer = -1;
        int kept = first;
        for (int i = first; i < out.count; ++i) {
            const Move m = out.moves[i];
            const bool entering = threats.flags[m.to()] & Entering;
            bool safe = true;
            if (onThreatenedRay && !entering && relation[king][m.to()] != viaFrom) {
                if (sharedAnswer < 0) sharedAnswer = pos.isKingSafeAfter(m);
                safe = sharedAnswer;
            } else if (leaving || entering) {
                safe = pos.isKingSafeAfter(m);
            }
            if (safe) out.moves[kept++] = m;
        }
        out.count = kept;
    });
}

}  // namespace

void generatePseudoLegal(const Position& pos, MoveList& list) {
    list.count = 0;
    generate<GenType::All>(pos, list, [](Square, int) {});
}

void generateLegal(const Position& pos, MoveList& list) { generateLegalMoves<GenType::All>(pos, list); }

void generateLegalCaptures(const Position& pos, MoveList& list) { generateLegalMoves<GenType::Captures>(pos, list); }

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
