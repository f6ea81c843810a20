// Position: FEN in/out, make/undo with an undo stack, incremental Zobrist hash, attack detection.
#include "xiangqi/position.h"

#include <algorithm>
#include <cassert>
#include <charconv>
#include <sstream>

#include "geometry.h"

namespace xq {

namespace {

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

struct ZobristKeys {
    std::array<std::array<std::uint64_t, SquareCount>, PieceCount> piece{};
    std::uint64_t side = 0;
};

constexpr ZobristKeys makeZobrist() {
    ZobristKeys k{};
    std::uint64_t state = 0x5851F42D4C957F2DULL;
    for (int p = 0; p < PieceCount; ++p)
        for (int s = 0; s < SquareCount; ++s) k.piece[p][s] = (p == 0 || p == 8) ? 0 : splitmix64(state);
    k.side = splitmix64(state);
    return k;
}

constexpr ZobristKeys zobrist = makeZobrist();

// How many pieces of each type a side owns at the start.
constexpr int maxPieces[PieceTypeCount] = {0, 1, 2, 2, 2, 2, 2, 5};

std::string fieldError(int field, const std::string& what) {
    return "FEN field " + std::to_string(field) + ": " + what;
}

bool parseNumber(std::string_view text, int& out) {
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && ptr == text.data() + text.size() && out >= 0;
}

}  // namespace

std::uint64_t zobristPiece(Piece p, Square s) { return zobrist.piece[p][s]; }
std::uint64_t zobristSide() { return zobrist.side; }

bool MoveList::contains(Move m) const { return std::find(begin(), end(), m) != end(); }

Position::Position() { setFen(StartFen); }

bool Position::setFen(std::string_view fen, std::string* error) {
    auto fail = [&](const std::string& message) {
        if (error) *error = message;
        return false;
    };

    std::vector<std::string_view> fields;
    for (std::size_t i = 0; i < fen.size();) {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t')) ++i;
        std::size_t start = i;
        while (i < fen.size() && fen[i] != ' ' && fen[i] != '\t') ++i;
        if (i > start) fields.push_back(fen.substr(start, i - start));
    }
    if (fields.empty()) return fail("empty FEN");
    if (fields.size() < 2 || fields.size() > 6)
        return fail("expected 2 to 6 fields (board, side, -, -, halfmove clock, move number), found " +
                    std::to_string(fields.size()));

    Position p{EmptyTag{}};  // built aside so that *this is untouched on error

    // Field 1: ranks from 9 down to 0.
    int rank = 9, file = 0;
    std::string_view board = fields[0];
    for (std::size_t i = 0; i < board.size(); ++i) {
        char c = board[i];
        std::string where = " (rank " + std::to_string(rank) + ", character " + std::to_string(i + 1) + ")";
        if (c == '/') {
            if (file != FileCount)
                return fail(fieldError(1, "rank " + std::to_string(rank) + " has " + std::to_string(file) +
                                              " files, expected 9"));
            if (--rank < 0) return fail(fieldError(1, "more than 10 ranks"));
            file = 0;
        } else if (c >= '1' && c <= '9') {
            file += c - '0';
            if (file > FileCount) return fail(fieldError(1, "too many files" + where));
        } else {
            Piece piece = pieceFromFenChar(c);
            if (piece == NoPiece) return fail(fieldError(1, std::string("unknown piece letter '") + c + "'" + where));
            if (file >= FileCount) return fail(fieldError(1, "too many files" + where));
            Square s = makeSquare(file, rank);
            Color color = colorOf(piece);
            PieceType type = typeOf(piece);
            if (++p.counts_[piece] > maxPieces[type])
                return fail(fieldError(1, std::string("too many pieces '") + c + "' (a side owns at most " +
                                              std::to_string(maxPieces[type]) + ")"));
            if (type == King) {
                if (!isInPalace(color, s))
                    return fail(fieldError(1, std::string(color == Color::Red ? "red" : "black") +
                                                  " general outside its palace at " + squareName(s)));
                p.kings_[index(color)] = s;
            }
            p.board_[s] = piece;
            p.pieceSets_[piece].toggle(s);
            ++file;
        }
    }
    if (rank != 0) return fail(fieldError(1, "found " + std::to_string(10 - rank) + " ranks, expected 10"));
    if (file != FileCount)
        return fail(fieldError(1, "rank 0 has " + std::to_string(file) + " files, expected 9"));
    if (p.kings_[0] == NoSquare) return fail(fieldError(1, "no red general (K)"));
    if (p.kings_[1] == NoSquare) return fail(fieldError(1, "no black general (k)"));

    // Field 2: side to move.
    if (fields[1] == "w" || fields[1] == "r") p.side_ = Color::Red;
    else if (fields[1] == "b") p.side_ = Color::Black;
    else return fail(fieldError(2, "side to move must be 'w' or 'b', found '" + std::string(fields[1]) + "'"));

    p.halfmoveClock_ = 0;
    p.fullmoveNumber_ = 1;
    if (fields.size() >= 5 && !parseNumber(fields[4], p.halfmoveClock_))
        return fail(fieldError(5, "halfmove clock must be a number >= 0, found '" + std::string(fields[4]) + "'"));
    if (fields.size() >= 6 && (!parseNumber(fields[5], p.fullmoveNumber_) || p.fullmoveNumber_ < 1))
        return fail(fieldError(6, "move number must be a number >= 1, found '" + std::string(fields[5]) + "'"));

    if (p.isAttacked(p.kings_[index(~p.side_)], p.side_))
        return fail("the side not to move is in check (or the generals face each other)");

    p.hash_ = p.computeHash();
    p.history_.reserve(256);  // deep enough for any search; growing later is still correct
    p.inCheck_ = p.isAttacked(p.kings_[index(p.side_)], ~p.side_);
    *this = std::move(p);
    return true;
}

std::string Position::fen() const {
    std::string out;
    for (int r = 9; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < FileCount; ++f) {
            Piece p = board_[makeSquare(f, r)];
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += pieceToFenChar(p);
        }
        if (empty) out += char('0' + empty);
        if (r > 0) out += '/';
    }
    out += side_ == Color::Red ? " w - - " : " b - - ";
    out += std::to_string(halfmoveClock_) + " " + std::to_string(fullmoveNumber_);
    return out;
}

std::uint64_t Position::computeHash() const {
    std::uint64_t h = 0;
    for (Square s = 0; s < SquareCount; ++s)
        if (board_[s] != NoPiece) h ^= zobrist.piece[board_[s]][s];
    if (side_ == Color::Black) h ^= zobrist.side;
    return h;
}

bool Position::isConsistent() const {
    std::array<SquareSet, PieceCount> sets{};
    std::array<int, PieceCount> counts{};
    for (Square s = 0; s < SquareCount; ++s) {
        Piece p = board_[s];
        if (p == NoPiece) continue;
        sets[p].toggle(s);
        ++counts[p];
        if (typeOf(p) == King && kings_[index(colorOf(p))] != s) return false;
    }
    return sets == pieceSets_ && counts == counts_ && hash_ == computeHash();
}

void Position::putPiece(Square s, Piece p) {
    board_[s] = p;
    ++counts_[p];
    pieceSets_[p].toggle(s);
    hash_ ^= zobrist.piece[p][s];
    if (typeOf(p) == King) kings_[index(colorOf(p))] = s;
}

void Position::removePiece(Square s) {
    Piece p = board_[s];
    board_[s] = NoPiece;
    --counts_[p];
    pieceSets_[p].toggle(s);
    hash_ ^= zobrist.piece[p][s];
}

void Position::makeMove(Move m) {
    const Square from = m.from(), to = m.to();
    const Piece moved = board_[from], captured = board_[to];
    history_.push_back({m, moved, captured, hash_, halfmoveClock_, inCheck_, false});
    if (captured != NoPiece) {
        --counts_[captured];
        pieceSets_[captured].toggle(to);
        hash_ ^= zobrist.piece[captured][to];
    }
    board_[from] = NoPiece;
    board_[to] = moved;
    pieceSets_[moved].toggle(from);
    pieceSets_[moved].toggle(to);
    hash_ ^= zobrist.piece[moved][from] ^ zobrist.piece[moved][to] ^ zobrist.side;
    if (typeOf(moved) == King) kings_[index(side_)] = to;
    halfmoveClock_ = captured != NoPiece ? 0 : halfmoveClock_ + 1;
    if (side_ == Color::Black) ++fullmoveNumber_;
    side_ = ~side_;
    inCheck_ = isAttacked(kings_[index(side_)], ~side_);
    history_.back().givesCheck = inCheck_;
    assert(isConsistent());
}

void Position::undoMove() {
    assert(!history_.empty() && !history_.back().move.isNone());
    const StateInfo& st = history_.back();
    side_ = ~side_;
    if (side_ == Color::Black) --fullmoveNumber_;
    const Square from = st.move.from(), to = st.move.to();
    board_[from] = st.moved;
    board_[to] = st.captured;
    pieceSets_[st.moved].toggle(from);
    pieceSets_[st.moved].toggle(to);
    if (typeOf(st.moved) == King) kings_[index(side_)] = from;
    if (st.captured != NoPiece) {
        ++counts_[st.captured];
        pieceSets_[st.captured].toggle(to);
    }
    hash_ = st.hash;
    halfmoveClock_ = st.halfmoveClock;
    inCheck_ = st.wasInCheck;
    history_.pop_back();
    assert(isConsistent());
}

void Position::makeNullMove() {
    history_.push_back({Move(), NoPiece, NoPiece, hash_, halfmoveClock_, inCheck_, false});
    ++halfmoveClock_;
    if (side_ == Color::Black) ++fullmoveNumber_;
    side_ = ~side_;
    hash_ ^= zobrist.side;
    inCheck_ = isAttacked(kings_[index(side_)], ~side_);
    history_.back().givesCheck = inCheck_;
    assert(isConsistent());
}

void Position::undoNullMove() {
    assert(!history_.empty() && history_.back().move.isNone());
    const StateInfo& st = history_.back();
    side_ = ~side_;
    if (side_ == Color::Black) --fullmoveNumber_;
    hash_ = st.hash;
    halfmoveClock_ = st.halfmoveClock;
    inCheck_ = st.wasInCheck;
    history_.pop_back();
    assert(isConsistent());
}

bool Position::isAttackedAlong(Square k, int direction, Color by) const {
    const geometry::Ray& ray = geometry::rays[k][direction];
    int i = 0;
    while (i < ray.count && board_[ray.squares[i]] == NoPiece) ++i;
    if (i == ray.count) return false;
    const Piece first = board_[ray.squares[i]];
    // The generals may not face each other on a file: that counts as an attack by the general.
    if (first == makePiece(by, Rook) || (first == makePiece(by, King) && direction <= geometry::South)) return true;
    // A cannon attacks over exactly one piece (the screen).
    for (++i; i < ray.count; ++i) {
        Piece p = board_[ray.squares[i]];
        if (p != NoPiece) return p == makePiece(by, Cannon);
    }
    return false;
}

bool Position::isAttackedByHorseWithLeg(Square k, Square leg, Color by) const {
    const auto& ha = geometry::horseAttackers[k];
    for (int i = 0; i < ha.count; ++i)
        if (ha.steps[i].block == leg && board_[ha.steps[i].to] == makePiece(by, Horse)) return true;
    return false;
}

bool Position::isAttacked(Square s, Color by) const {
    using namespace geometry;
    // Rooks, cannons and the facing general along the four rays.
    for (int d = 0; d < 4; ++d)
        if (isAttackedAlong(s, d, by)) return true;
    // Horses whose leg is free.
    const Piece horse = makePiece(by, Horse);
    const auto& ha = horseAttackers[s];
    for (int i = 0; i < ha.count; ++i)
        if (board_[ha.steps[i].to] == horse && board_[ha.steps[i].block] == NoPiece) return true;
    // Pawns: one step behind s (from the attacker's view), or beside it once across the river.
    const Piece pawn = makePiece(by, Pawn);
    int back = by == Color::Red ? -FileCount : FileCount;
    if (s + back >= 0 && s + back < SquareCount && board_[s + back] == pawn) return true;
    if (hasCrossedRiver(by, s)) {
        if (fileOf(s) > 0 && board_[s - 1] == pawn) return true;
        if (fileOf(s) < 8 && board_[s + 1] == pawn) return true;
    }
    // The general, advisors and elephants only reach squares of their own palace / side.
    if (isInPalace(by, s)) {
        const Piece king = makePiece(by, King);
        const auto& km = kingMoves[index(by)][s];
        for (int i = 0; i < km.count; ++i)
            if (board_[km.steps[i].to] == king) return true;
        const Piece advisor = makePiece(by, Advisor);
        const auto& am = advisorMoves[index(by)][s];
        for (int i = 0; i < am.count; ++i)
            if (board_[am.steps[i].to] == advisor) return true;
    }
    if (isOnOwnSide(by, s)) {
        const Piece elephant = makePiece(by, Elephant);
        const auto& em = elephantMoves[index(by)][s];  // symmetric: the same steps lead back
        for (int i = 0; i < em.count; ++i)
            if (board_[em.steps[i].to] == elephant && board_[em.steps[i].block] == NoPiece) return true;
    }
    return false;
}

bool Position::isPseudoLegal(Move m) const {
    using namespace geometry;
    if (m.isNone()) return false;
    Square from = m.from(), to = m.to();
    if (from >= SquareCount || to >= SquareCount) return false;
    Piece p = board_[from];
    if (p == NoPiece || colorOf(p) != side_) return false;
    Piece target = board_[to];
    if (target != NoPiece && colorOf(target) == side_) return false;
    const int c = index(side_);
    auto inSteps = [&](const auto& list) {
        for (int i = 0; i < list.count; ++i)
            if (list.steps[i].to == to && (list.steps[i].block == NoSquare || board_[list.steps[i].block] == NoPiece))
                return true;
        return false;
    };
    switch (typeOf(p)) {
    case King: return inSteps(kingMoves[c][from]);
    case Advisor: return inSteps(advisorMoves[c][from]);
    case Elephant: return inSteps(elephantMoves[c][from]);
    case Horse: return inSteps(horseMoves[from]);
    case Pawn: return inSteps(pawnMoves[c][from]);
    case Rook:
    case Cannon: {
        if (fileOf(from) != fileOf(to) && rankOf(from) != rankOf(to)) return false;
        int step = fileOf(from) == fileOf(to) ? (to > from ? FileCount : -FileCount) : (to > from ? 1 : -1);
        int between = 0;
        for (Square s = from + step; s != to; s += step)
            if (board_[s] != NoPiece) ++between;
        if (typeOf(p) == Rook) return between == 0;
        return target == NoPiece ? between == 0 : between == 1;
    }
    default: return false;
    }
}

bool Position::isKingSafeAfter(Move m) const {
    using namespace geometry;
    const Square from = m.from(), to = m.to();
    const Piece moved = board_[from], captured = board_[to];
    const Color them = ~side_;
    board_[to] = moved;
    board_[from] = NoPiece;
    bool safe;
    if (typeOf(moved) == King || inCheck_) {
        safe = !isAttacked(typeOf(moved) == King ? to : kings_[index(side_)], them);
    } else {
        // The general was safe, so a new attack must pass through a square whose occupancy changed:
        // a line through `from` (opened), a line through `to` (a new cannon screen), or a horse leg on `from`.
        const Square k = kings_[index(side_)];
        const Relation viaFrom = relation[k][from], viaTo = relation[k][to];
        safe = true;
        if (viaFrom <= West) safe = !isAttackedAlong(k, viaFrom, them);
        else if (viaFrom == DiagonalNeighbour) safe = !isAttackedByHorseWithLeg(k, from, them);
        if (safe && viaTo <= West && viaTo != viaFrom) safe = !isAttackedAlong(k, viaTo, them);
    }
    board_[from] = moved;
    board_[to] = captured;
    return safe;
}

bool Position::isLegal(Move m) const { return isPseudoLegal(m) && isKingSafeAfter(m); }

}  // namespace xq
