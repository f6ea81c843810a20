// Reasons for refused moves, derived piece by piece from the movement rules (DESIGN.md §3).
#include "xiangqi/ui/movereason.h"

#include <QCoreApplication>

#include <cstdlib>

namespace xq::ui {

struct MoveReason {
    Q_DECLARE_TR_FUNCTIONS(xq::ui::MoveReason)
};

namespace {

// Pieces strictly between two squares on one file or rank.
int piecesBetween(const Position& pos, Square from, Square to) {
    int step = fileOf(from) == fileOf(to) ? (to > from ? FileCount : -FileCount) : (to > from ? 1 : -1);
    int n = 0;
    for (Square s = from + step; s != to; s += step)
        if (pos.pieceAt(s) != NoPiece) ++n;
    return n;
}

// Why the piece cannot move that way at all (ignoring the safety of the own general).
QString movementReason(const Position& pos, Move m) {
    const Square from = m.from(), to = m.to();
    const Piece p = pos.pieceAt(from);
    const Color c = colorOf(p);
    const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
    const int adf = std::abs(df), adr = std::abs(dr);
    const bool straight = (df == 0) != (dr == 0);
    switch (typeOf(p)) {
    case King:
        if (!isInPalace(c, to)) return MoveReason::tr("the general must stay in the palace");
        if (adf + adr != 1) return MoveReason::tr("the general moves one step along a line");
        break;
    case Advisor:
        if (!isInPalace(c, to)) return MoveReason::tr("an advisor must stay in the palace");
        if (adf != 1 || adr != 1) return MoveReason::tr("an advisor moves one step diagonally");
        break;
    case Elephant:
        if (!isOnOwnSide(c, to)) return MoveReason::tr("an elephant cannot cross the river");
        if (adf != 2 || adr != 2) return MoveReason::tr("an elephant moves exactly two points diagonally");
        if (pos.pieceAt(makeSquare(fileOf(from) + df / 2, rankOf(from) + dr / 2)) != NoPiece)
            return MoveReason::tr("an elephant is blocked by a piece at its eye");
        break;
    case Horse: {
        if (!((adf == 1 && adr == 2) || (adf == 2 && adr == 1)))
            return MoveReason::tr("a horse moves one step straight, then one diagonally");
        Square leg = adf == 2 ? makeSquare(fileOf(from) + df / 2, rankOf(from))
                              : makeSquare(fileOf(from), rankOf(from) + dr / 2);
        if (pos.pieceAt(leg) != NoPiece) return MoveReason::tr("a horse cannot jump over a piece at its leg");
        break;
    }
    case Rook:
        if (!straight) return MoveReason::tr("a chariot moves along a file or a rank");
        if (piecesBetween(pos, from, to) > 0) return MoveReason::tr("a chariot cannot jump over pieces");
        break;
    case Cannon: {
        if (!straight) return MoveReason::tr("a cannon moves along a file or a rank");
        int n = piecesBetween(pos, from, to);
        if (pos.pieceAt(to) == NoPiece) {
            if (n > 0) return MoveReason::tr("a cannon jumps only to capture");
        } else if (n == 0) {
            return MoveReason::tr("a cannon captures by jumping over exactly one piece");
        } else if (n > 1) {
            return MoveReason::tr("a cannon captures by jumping over exactly one piece, not %1").arg(n);
        }
        break;
    }
    case Pawn: {
        const int forward = c == Color::Red ? 1 : -1;
        if (dr == -forward) return MoveReason::tr("a soldier never moves backward");
        if (adf + adr != 1) return MoveReason::tr("a soldier moves one step at a time");
        if (dr == 0 && !hasCrossedRiver(c, from))
            return MoveReason::tr("a soldier moves sideways only after crossing the river");
        break;
    }
    default: break;
    }
    return MoveReason::tr("that piece cannot move there");
}

}  // namespace

QString illegalMoveReason(const Position& pos, Move m) {
    if (m.isNone() || m.from() < 0 || m.from() >= SquareCount || m.to() < 0 || m.to() >= SquareCount)
        return MoveReason::tr("not a move");
    const Piece p = pos.pieceAt(m.from());
    if (p == NoPiece) return MoveReason::tr("there is no piece to move");
    if (colorOf(p) != pos.sideToMove())
        return pos.sideToMove() == Color::Red ? MoveReason::tr("it is Red's turn")
                                              : MoveReason::tr("it is Black's turn");
    const Piece target = pos.pieceAt(m.to());
    if (target != NoPiece && colorOf(target) == colorOf(p)) return MoveReason::tr("you cannot capture your own piece");
    if (!pos.isPseudoLegal(m)) return movementReason(pos, m);
    if (pos.isKingSafeAfter(m)) return {};
    // Distinguish the facing generals from an ordinary attack on the general: look at the board after the move.
    auto occupiedAfter = [&](Square s) { return s == m.to() || (s != m.from() && pos.pieceAt(s) != NoPiece); };
    Square red = pos.kingSquare(Color::Red), black = pos.kingSquare(Color::Black);
    if (typeOf(p) == King) (colorOf(p) == Color::Red ? red : black) = m.to();
    if (fileOf(red) == fileOf(black)) {
        bool open = true;
        for (Square s = red + FileCount; s < black; s += FileCount) open = open && !occupiedAfter(s);
        if (open) return MoveReason::tr("the generals would face each other");
    }
    if (pos.inCheck()) return MoveReason::tr("your general is in check and must be saved");
    return MoveReason::tr("the general would be in check");
}

}  // namespace xq::ui
