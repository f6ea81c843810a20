// Text forms of squares, moves and FEN piece letters.
#include "xiangqi/types.h"

namespace xq {

std::string squareName(Square s) { return {char('a' + fileOf(s)), char('0' + rankOf(s))}; }

Square parseSquare(std::string_view text) {
    if (text.size() != 2) return NoSquare;
    int f = text[0] - 'a', r = text[1] - '0';
    if (text[0] >= 'A' && text[0] <= 'I') f = text[0] - 'A';
    if (!isOnBoard(f, r)) return NoSquare;
    return makeSquare(f, r);
}

std::string moveToUci(Move m) {
    if (m.isNone()) return "0000";
    return squareName(m.from()) + squareName(m.to());
}

Move parseUciMove(std::string_view text) {
    if (text.size() != 4) return Move();
    Square from = parseSquare(text.substr(0, 2)), to = parseSquare(text.substr(2, 2));
    if (from == NoSquare || to == NoSquare || from == to) return Move();
    return Move(from, to);
}

char pieceToFenChar(Piece p) {
    constexpr char letters[] = " KABNRCP";
    char c = letters[typeOf(p)];
    return colorOf(p) == Color::Black ? char(c + ('a' - 'A')) : c;
}

Piece pieceFromFenChar(char c) {
    Color color = (c >= 'a' && c <= 'z') ? Color::Black : Color::Red;
    char upper = (c >= 'a' && c <= 'z') ? char(c - ('a' - 'A')) : c;
    PieceType t = NoPieceType;
    switch (upper) {
    case 'K': t = King; break;
    case 'A': t = Advisor; break;
    case 'B':
    case 'E': t = Elephant; break;
    case 'N':
    case 'H': t = Horse; break;
    case 'R': t = Rook; break;
    case 'C': t = Cannon; break;
    case 'P': t = Pawn; break;
    default: return NoPiece;
    }
    return makePiece(color, t);
}

}  // namespace xq
