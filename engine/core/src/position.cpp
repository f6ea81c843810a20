// Position: FEN in/out, make/undo with an undo stack, incremental Zobrist hash, attack detection.
#include "xiangqi/position.h"

#include <algorithm>
#include <cassert>
#include <charconv>
#include <sstream>

#include "xiangqi/geometry.h"

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

// The rule counter and the move number are refused above this, so that counting on from them can
// never overflow an int (a game would need two billion moves) and anything that derives numbers
// from them (a move list, 2 * move number) has room to spare.
constexpr int MaxFenCounter = 1'000'000;
// No FEN is longer than about 110 bytes; a longer line is refused before it is parsed or echoed.
constexpr std::size_t MaxFenLength = 1024;

// A whole field that is a decimal number from lo to MaxFenCounter.
bool parseNumber(std::string_view text, int lo, int& out) {
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && ptr == text.data() + text.size() && out >= lo && out <= MaxFenCounter;
}

// A field quoted in an error message, cut short if it is long.
constexpr std::size_t MaxQuoted = 40;
std::string quoted(std::string_view field) {
    std::string text(1, '\'');
    text.append(field.substr(0, MaxQuoted));
    if (field.size() <= MaxQuoted) return text.append(1, '\'');
    return text.append("...' (").append(std::to_string(field.size())).append(" characters)");
}

}  // namespace

std::uint64_t zobristPiece(Piece p, Square s) { return zobrist.piece[p][s]; }
std::uint64_t zobristSide() { return zobrist.side; }

bool MoveList::contains(Move m) const { return std::find(begin(), end(), m) != end(); }

Position::Position() { setFen(StartFen); }

bool Position::setFen(std::string_view fen, FenError* error) {
    auto fail = [&](FenErrorCode code, int field, std::string_view text = {}) {
        if (error) {
            *error = FenError{};
            error->code = code;
            error->field = field;
            error->text = std::string(text.substr(0, MaxQuoted));
        }
        return false;
    };
    // The place of the character at board[i]: its rank and file, its offset in the whole text.
    auto place = [&](int rank, int file, std::size_t offset, int count = 0) {
        if (error) {
            error->rank = rank;
            error->file = file;
            error->offset = int(offset);
            error->count = count;
        }
        return false;
    };
    auto counted = [&](int count) {
        if (error) error->count = count;
        return false;
    };

    if (fen.size() > MaxFenLength) return fail(FenErrorCode::TooLong, 0), counted(int(fen.size()));
    std::vector<std::string_view> fields;
    for (std::size_t i = 0; i < fen.size();) {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t')) ++i;
        std::size_t start = i;
        while (i < fen.size() && fen[i] != ' ' && fen[i] != '\t') ++i;
        if (i > start) fields.push_back(fen.substr(start, i - start));
    }
    if (fields.empty()) return fail(FenErrorCode::Empty, 0);
    if (fields.size() < 2 || fields.size() > 6) return fail(FenErrorCode::FieldCount, 0), counted(int(fields.size()));

    Position p{EmptyTag{}};  // built aside so that *this is untouched on error

    // Field 1: ranks from 9 down to 0.
    int rank = 9, file = 0;
    std::string_view board = fields[0];
    const std::size_t boardStart = std::size_t(board.data() - fen.data());
    for (std::size_t i = 0; i < board.size(); ++i) {
        const char c = board[i];
        const std::size_t at = boardStart + i;
        if (c == '/') {
            if (file != FileCount) return fail(FenErrorCode::TooFewFiles, 1), place(rank, -1, at, file);
            if (--rank < 0) return fail(FenErrorCode::TooManyRanks, 1), place(-1, -1, at);
            file = 0;
        } else if (c >= '1' && c <= '9') {
            file += c - '0';
            if (file > FileCount) return fail(FenErrorCode::TooManyFiles, 1), place(rank, -1, at);
        } else {
            Piece piece = pieceFromFenChar(c);
            if (piece == NoPiece)
                return fail(FenErrorCode::UnknownLetter, 1, board.substr(i, 1)), place(rank, file, at);
            if (file >= FileCount) return fail(FenErrorCode::TooManyFiles, 1), place(rank, -1, at);
            Square s = makeSquare(file, rank);
            Color color = colorOf(piece);
            PieceType type = typeOf(piece);
            if (++p.counts_[piece] > maxPieces[type])
                return fail(FenErrorCode::TooManyPieces, 1, board.substr(i, 1)), place(rank, file, at, maxPieces[type]);
            if (type == King) {
                if (!isInPalace(color, s))
                    return fail(FenErrorCode::GeneralOutsidePalace, 1, board.substr(i, 1)), place(rank, file, at);
                p.kings_[index(color)] = s;
            }
            p.board_[s] = piece;
            p.pieceSets_[piece].toggle(s);
            p.toggleOccupancy(s);
            ++file;
        }
    }
    if (rank != 0) return fail(FenErrorCode::TooFewRanks, 1), counted(10 - rank);
    if (file != FileCount) return fail(FenErrorCode::TooFewFiles, 1), place(0, -1, boardStart + board.size(), file);
    if (p.kings_[0] == NoSquare) return fail(FenErrorCode::NoRedGeneral, 1);
    if (p.kings_[1] == NoSquare) return fail(FenErrorCode::NoBlackGeneral, 1);

    // Field 2: side to move.
    auto fieldOffset = [&](std::string_view f) { return std::size_t(f.data() - fen.data()); };
    if (fields[1] == "w" || fields[1] == "r") p.side_ = Color::Red;
    else if (fields[1] == "b") p.side_ = Color::Black;
    else return fail(FenErrorCode::BadSide, 2, fields[1]), place(-1, -1, fieldOffset(fields[1]));

    p.halfmoveClock_ = 0;
    p.fullmoveNumber_ = 1;
    if (fields.size() >= 5 && !parseNumber(fields[4], 0, p.halfmoveClock_))
        return fail(FenErrorCode::BadHalfmoveClock, 5, fields[4]), place(-1, -1, fieldOffset(fields[4]), MaxFenCounter);
    if (fields.size() >= 6 && !parseNumber(fields[5], 1, p.fullmoveNumber_))
        return fail(FenErrorCode::BadMoveNumber, 6, fields[5]), place(-1, -1, fieldOffset(fields[5]), MaxFenCounter);

    if (p.isAttacked(p.kings_[index(~p.side_)], p.side_)) return fail(FenErrorCode::SideNotToMoveInCheck, 0);

    p.hash_ = p.computeHash();
    p.history_.reserve(256);  // deep enough for any search; growing later is still correct
    p.inCheck_ = p.isAttacked(p.kings_[index(p.side_)], ~p.side_);
    *this = std::move(p);
    return true;
}

std::string describe(const FenError& e) {
    const std::string where = " (rank " + std::to_string(e.rank) + ", character " + std::to_string(e.offset + 1) + ")";
    const std::string letter = "'" + e.text + "'";
    switch (e.code) {
    case FenErrorCode::None: return {};
    case FenErrorCode::TooLong:
        return "FEN is too long (" + std::to_string(e.count) + " bytes, at most " + std::to_string(MaxFenLength) + ")";
    case FenErrorCode::Empty: return "empty FEN";
    case FenErrorCode::FieldCount:
        return "expected 2 to 6 fields (board, side, -, -, halfmove clock, move number), found " +
               std::to_string(e.count);
    case FenErrorCode::TooFewFiles:
        return fieldError(1,
                          "rank " + std::to_string(e.rank) + " has " + std::to_string(e.count) + " files, expected 9");
    case FenErrorCode::TooManyFiles: return fieldError(1, "too many files" + where);
    case FenErrorCode::TooManyRanks: return fieldError(1, "more than 10 ranks");
    case FenErrorCode::TooFewRanks: return fieldError(1, "found " + std::to_string(e.count) + " ranks, expected 10");
    case FenErrorCode::UnknownLetter: return fieldError(1, "unknown piece letter " + letter + where);
    case FenErrorCode::TooManyPieces:
        return fieldError(1, "too many pieces " + letter + " (a side owns at most " + std::to_string(e.count) + ")");
    case FenErrorCode::GeneralOutsidePalace: {
        const bool red = !e.text.empty() && e.text[0] >= 'A' && e.text[0] <= 'Z';
        return fieldError(1, std::string(red ? "red" : "black") + " general outside its palace at " +
                                 squareName(makeSquare(e.file, e.rank)));
    }
    case FenErrorCode::NoRedGeneral: return fieldError(1, "no red general (K)");
    case FenErrorCode::NoBlackGeneral: return fieldError(1, "no black general (k)");
    case FenErrorCode::BadSide: return fieldError(2, "side to move must be 'w' or 'b', found " + quoted(e.text));
    case FenErrorCode::BadHalfmoveClock:
        return fieldError(
            5, "halfmove clock must be a number from 0 to " + std::to_string(e.count) + ", found " + quoted(e.text));
    case FenErrorCode::BadMoveNumber:
        return fieldError(
            6, "move number must be a number from 1 to " + std::to_string(e.count) + ", found " + quoted(e.text));
    case FenErrorCode::SideNotToMoveInCheck:
        return "the side not to move is in check (or the generals face each other)";
    }
    return {};
}

std::string fenBoardField(const std::array<Piece, SquareCount>& board) {
    std::string out;
    for (int r = RankCount - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < FileCount; ++f) {
            const Piece p = board[std::size_t(makeSquare(f, r))];
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
    return out;
}

std::string Position::fen() const {
    std::string out = fenBoardField(board_);
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
    std::array<std::uint16_t, RankCount> rankBits{};
    std::array<std::uint16_t, FileCount> fileBits{};
    for (Square s = 0; s < SquareCount; ++s) {
        Piece p = board_[s];
        if (p == NoPiece) continue;
        sets[p].toggle(s);
        ++counts[p];
        rankBits[rankOf(s)] |= std::uint16_t(1u << fileOf(s));
        fileBits[fileOf(s)] |= std::uint16_t(1u << rankOf(s));
        if (typeOf(p) == King && kings_[index(colorOf(p))] != s) return false;
    }
    return sets == pieceSets_ && counts == counts_ && rankBits == rankBits_ && fileBits == fileBits_ &&
           hash_ == computeHash();
}

void Position::putPiece(Square s, Piece p) {
    board_[s] = p;
    toggleOccupancy(s);
    ++counts_[p];
    pieceSets_[p].toggle(s);
    hash_ ^= zobrist.piece[p][s];
    if (typeOf(p) == King) kings_[index(colorOf(p))] = s;
}

void Position::removePiece(Square s) {
    Piece p = board_[s];
    board_[s] = NoPiece;
    toggleOccupancy(s);
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
    toggleOccupancy(from);
    if (captured == NoPiece) toggleOccupancy(to);
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
    toggleOccupancy(from);
    if (st.captured == NoPiece) toggleOccupancy(to);
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

bool Position::isAttackedAlong(Square k, int direction, Color by, Change change) const {
    using namespace geometry;
    // The line through k in that direction as a bit mask: bit = rank on a file, file on a rank.
    const bool onFile = direction <= South;
    const Coordinates kc = coordinates[k];
    const int line = onFile ? kc.file : kc.rank, at = onFile ? kc.rank : kc.file;
    unsigned bits = onFile ? fileBits_[line] : rankBits_[line];
    auto apply = [&](Square s, bool occupied) {
        if (s == NoSquare) return;
        const Coordinates c = coordinates[s];
        if ((onFile ? c.file : c.rank) != line) return;
        const unsigned bit = 1u << (onFile ? c.rank : c.file);
        bits = occupied ? bits | bit : bits & ~bit;
    };
    apply(change.vacated, false);
    apply(change.filled, true);
    // Keep the squares beyond k in that direction; `nearest` takes the closest one out.
    const bool upwards = direction == North || direction == East;
    bits &= upwards ? ~((2u << at) - 1) : (1u << at) - 1;
    auto nearest = [&]() {
        if (bits == 0) return NoSquare;
        const int i = upwards ? std::countr_zero(bits) : std::bit_width(bits) - 1;
        bits &= ~(1u << i);
        return onFile ? makeSquare(line, i) : makeSquare(i, line);
    };
    const Square first = nearest();
    if (first == NoSquare) return false;
    const Piece p = first == change.filled ? NoPiece : board_[first];  // the filled square holds a defender
    // The generals may not face each other on a file: that counts as an attack by the general.
    if (p == makePiece(by, Rook) || (onFile && p == makePiece(by, King))) return true;
    // A cannon attacks over exactly one piece (the screen).
    const Square second = nearest();
    return second != NoSquare && second != change.filled && board_[second] == makePiece(by, Cannon);
}

bool Position::isAttackedByHorseWithLeg(Square k, Square leg, Color by, Change change) const {
    const auto& ha = geometry::horseAttackers[k];
    for (int i = 0; i < ha.count; ++i)
        if (ha.steps[i].block == leg && ha.steps[i].to != change.filled &&
            board_[ha.steps[i].to] == makePiece(by, Horse))
            return true;
    return false;
}

bool Position::isAttacked(Square s, Color by) const { return isAttackedAfter(s, by, {}); }

bool Position::isAttackedAfter(Square s, Color by, Change change) const {
    using namespace geometry;
    // The board after the change: what stands on a square, and is it empty?
    auto attackerOn = [&](Square sq) { return sq == change.filled ? NoPiece : board_[sq]; };
    auto isEmpty = [&](Square sq) { return sq == change.vacated || (sq != change.filled && board_[sq] == NoPiece); };
    // Rooks, cannons and the facing general along the four rays (only rays that hold one).
    const SquareSet sliders =
        pieceSets_[makePiece(by, Rook)] | pieceSets_[makePiece(by, Cannon)] | pieceSets_[makePiece(by, King)];
    for (int d = North; d <= West; ++d)
        if (raySets[s][d].intersects(sliders) && isAttackedAlong(s, d, by, change)) return true;
    // Horses whose leg is free.
    const Piece horse = makePiece(by, Horse);
    const auto& ha = horseAttackers[s];
    if (horseAttackerSets[s].intersects(pieceSets_[horse]))
        for (int i = 0; i < ha.count; ++i)
            if (attackerOn(ha.steps[i].to) == horse && isEmpty(ha.steps[i].block)) return true;
    // Pawns: one step behind s (from the attacker's view), or beside it once across the river.
    const Piece pawn = makePiece(by, Pawn);
    int back = by == Color::Red ? -FileCount : FileCount;
    if (s + back >= 0 && s + back < SquareCount && attackerOn(s + back) == pawn) return true;
    if (hasCrossedRiver(by, s)) {
        if (fileOf(s) > 0 && attackerOn(s - 1) == pawn) return true;
        if (fileOf(s) < 8 && attackerOn(s + 1) == pawn) return true;
    }
    // The general, advisors and elephants only reach squares of their own palace / side.
    if (isInPalace(by, s)) {
        const Piece king = makePiece(by, King);
        const auto& km = kingMoves[index(by)][s];
        for (int i = 0; i < km.count; ++i)
            if (attackerOn(km.steps[i].to) == king) return true;
        const Piece advisor = makePiece(by, Advisor);
        const auto& am = advisorMoves[index(by)][s];
        for (int i = 0; i < am.count; ++i)
            if (attackerOn(am.steps[i].to) == advisor) return true;
    }
    if (isOnOwnSide(by, s)) {
        const Piece elephant = makePiece(by, Elephant);
        const auto& em = elephantMoves[index(by)][s];  // symmetric: the same steps lead back
        for (int i = 0; i < em.count; ++i)
            if (attackerOn(em.steps[i].to) == elephant && isEmpty(em.steps[i].block)) return true;
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
    const Color them = ~side_;
    const Change change{from, to};
    if (typeOf(board_[from]) == King) return !isAttackedAfter(to, them, change);
    const Square k = kings_[index(side_)];
    if (inCheck_) return !isAttackedAfter(k, them, change);
    // The general was safe, so a new attack must pass through a square whose occupancy changed:
    // a line through `from` (opened), a line through `to` (a new cannon screen), or a horse leg on `from`.
    const Relation viaFrom = relation[k][from], viaTo = relation[k][to];
    if (viaFrom <= West && isAttackedAlong(k, viaFrom, them, change)) return false;
    if (viaFrom == DiagonalNeighbour && isAttackedByHorseWithLeg(k, from, them, change)) return false;
    return !(viaTo <= West && viaTo != viaFrom && isAttackedAlong(k, viaTo, them, change));
}

bool Position::isLegal(Move m) const { return isPseudoLegal(m) && isKingSafeAfter(m); }

}  // namespace xq
