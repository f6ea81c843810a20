// XQF (XQStudio) reader for versions 1.0-1.8, encrypted or not, and writer of version 1.0.
#include "xiangqi/xqf.h"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "xiangqi/textcodec.h"

namespace xq {

namespace {

// ---- layout (docs/FORMATS.md) ---------------------------------------------------------------------------------
constexpr std::size_t HeaderSize = 0x400;  // moves start here
constexpr std::size_t VersionAt = 2;
constexpr std::size_t KeysAt = 3;  // KeyMask, ProductId[4], KeyOrA..D, KeysSum, KeyXY, KeyXYf, KeyXYt
constexpr std::size_t PiecesAt = 0x10;
constexpr std::size_t SideAt = 0x32;    // 0 Red to move, 1 Black
constexpr std::size_t ResultAt = 0x33;  // 0 unknown, 1 Red won, 2 Black won, 3 (and 4) drawn
constexpr int FirstEncryptedVersion = 11;
constexpr int FirstShuffledVersion = 12;  // the 32 piece places are also rotated
constexpr int LastVersion = 18;

// Header strings: a length byte, then up to size-1 bytes of GBK.
struct StringField {
    std::size_t at, size;
    const char* tag;
};
constexpr std::array<StringField, 11> StringFields{{
    {0x50, 64, "Title"},
    {0xD0, 64, "Event"},
    {0x110, 16, "Date"},
    {0x120, 16, "Site"},
    {0x130, 16, "Red"},
    {0x140, 16, "Black"},
    {0x150, 64, "Opening"},
    {0x190, 16, "RedTime"},
    {0x1A0, 16, "BlackTime"},
    {0x1D0, 16, "Annotator"},
    {0x1E0, 16, "Author"},
}};

// The 16 places of a side, in file order: rooks, horses, elephants, advisors, general, advisor... as XQStudio.
constexpr std::array<PieceType, 16> SlotTypes{Rook, Horse,  Elephant, Advisor, King, Advisor, Elephant, Horse,
                                              Rook, Cannon, Cannon,   Pawn,    Pawn, Pawn,    Pawn,     Pawn};

constexpr std::string_view Copyright = "[(C) Copyright Mr. Dong Shiwei.]";  // 32 bytes, the key material

// XQF places: file * 10 + rank (file 0-8 from Red's left, rank 0-9 from Red's side).
Square squareOfPlace(int place) { return makeSquare(place / 10, place % 10); }
int placeOf(Square s) { return fileOf(s) * 10 + rankOf(s); }

std::uint8_t byteAt(std::string_view b, std::size_t i) { return static_cast<std::uint8_t>(b[i]); }

std::uint8_t squareKey(std::uint8_t b, std::uint8_t factor) {
    return std::uint8_t((((((b * b) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * factor);
}

struct Keys {
    std::uint8_t xy = 0, xyf = 0, xyt = 0;  // derived keys for piece places, move origins and destinations
    std::uint32_t commentSize = 0;          // added to every comment length
    std::array<std::uint8_t, 32> stream{};  // subtracted from every byte of the move data
    bool encrypted = false;
};

Keys deriveKeys(std::string_view h, int version) {
    Keys k;
    if (version < FirstEncryptedVersion) return k;
    k.encrypted = true;
    const std::uint8_t mask = byteAt(h, KeysAt), orA = byteAt(h, KeysAt + 5), orB = byteAt(h, KeysAt + 6),
                       orC = byteAt(h, KeysAt + 7), orD = byteAt(h, KeysAt + 8), sum = byteAt(h, KeysAt + 9),
                       xy = byteAt(h, KeysAt + 10), xyf = byteAt(h, KeysAt + 11), xyt = byteAt(h, KeysAt + 12);
    k.xy = squareKey(xy, xy);
    k.xyf = squareKey(xyf, k.xy);
    k.xyt = squareKey(xyt, k.xyf);
    k.commentSize = ((sum * 256u + xy) % 32000u) + 767u;
    const std::array<std::uint8_t, 4> parts{std::uint8_t((sum & mask) | orA), std::uint8_t((xy & mask) | orB),
                                            std::uint8_t((xyf & mask) | orC), std::uint8_t((xyt & mask) | orD)};
    for (std::size_t i = 0; i < 32; ++i) k.stream[i] = std::uint8_t(Copyright[i] & parts[i % 4]);
    return k;
}

std::string headerString(std::string_view h, const StringField& f) {
    std::size_t n = byteAt(h, f.at);
    if (n > f.size - 1) n = f.size - 1;
    std::string_view raw = h.substr(f.at + 1, n);
    // A C string in its field: what follows a NUL is padding or garbage (a tag holding NULs would not write
    // back the same: found by fuzz_xqf).
    if (const std::size_t nul = raw.find('\0'); nul != std::string_view::npos) raw = raw.substr(0, nul);
    return decodeAs(raw, TextEncoding::Gb18030).utf8;
}

std::string boardFen(const std::array<Piece, SquareCount>& board, Color side) {
    std::string fen = fenBoardField(board);
    fen += side == Color::Red ? " w - - 0 1" : " b - - 0 1";
    return fen;
}

// One record of the move data: a move (the root's is a dummy), its flags and its comment.
struct Record {
    std::size_t offset = 0;   // in the file
    int from = 0, to = 0;     // XQF places
    bool hasNext = false;     // the move has a continuation (the next record)
    bool hasSibling = false;  // an alternative to this move follows its continuation
    std::string comment;      // UTF-8
};

class MoveReader {
public:
    MoveReader(std::string_view file, int version, const Keys& keys) : file_(file), version_(version), keys_(keys) {}

    // Reads the record at pos_, or fills *error. Every byte is decrypted by its file offset.
    bool read(Record& r, RecordError* error) {
        r = Record{};
        r.offset = pos_;
        std::uint8_t b[4];
        if (!bytes(b, 4)) return truncated(error);
        std::uint32_t commentLength = 0;
        bool hasComment;
        if (version_ < FirstEncryptedVersion) {
            r.hasNext = (b[2] & 0xF0) != 0;
            r.hasSibling = (b[2] & 0x0F) != 0;
            hasComment = true;  // always a length, often 0
        } else {
            r.hasNext = (b[2] & 0x80) != 0;
            r.hasSibling = (b[2] & 0x40) != 0;
            hasComment = (b[2] & 0x20) != 0;
        }
        if (hasComment) {
            std::uint8_t n[4];
            if (!bytes(n, 4)) return truncated(error);
            commentLength =
                std::uint32_t(n[0]) | std::uint32_t(n[1]) << 8 | std::uint32_t(n[2]) << 16 | std::uint32_t(n[3]) << 24;
            commentLength -= keys_.commentSize;
            if (commentLength > 0x7fffffffu) {  // negative: a wrong key or garbage
                error->code = RecordErrorCode::BadData;
                error->offset = r.offset;
                error->detail = "negative comment length";
                error->dataProblem = RecordError::DataProblem::NegativeCommentLength;
                return false;
            }
            if (commentLength > file_.size() - pos_) return truncated(error);
            std::string raw(commentLength, '\0');
            bytes(reinterpret_cast<std::uint8_t*>(raw.data()), commentLength);
            while (!raw.empty() && raw.back() == '\0') raw.pop_back();
            r.comment = decodeAs(raw, TextEncoding::Gb18030).utf8;
        }
        r.from = std::uint8_t(b[0] - 0x18 - keys_.xyf);
        r.to = std::uint8_t(b[1] - 0x20 - keys_.xyt);
        return true;
    }

    std::size_t position() const { return pos_; }

private:
    bool bytes(std::uint8_t* out, std::size_t n) {
        if (n > file_.size() - pos_) return false;
        for (std::size_t i = 0; i < n; ++i, ++pos_) {
            std::uint8_t v = byteAt(file_, pos_);
            if (keys_.encrypted) v = std::uint8_t(v - keys_.stream[pos_ % 32]);
            out[i] = v;
        }
        return true;
    }
    bool truncated(RecordError* error) {
        error->code = RecordErrorCode::Truncated;
        error->offset = file_.size();
        return false;
    }

    std::string_view file_;
    int version_;
    const Keys& keys_;
    std::size_t pos_ = HeaderSize;
};

void badMove(RecordError* error, const Record& r, const Position& pos, MoveTextError why) {
    error->code = RecordErrorCode::BadMove;
    error->offset = r.offset;
    error->moveNumber = pos.fullmoveNumber();
    error->side = pos.sideToMove();
    error->moveError = why;
    error->text = r.from <= 89 && r.to <= 89 ? moveToUci(Move(squareOfPlace(r.from), squareOfPlace(r.to)))
                                             : std::to_string(r.from) + "-" + std::to_string(r.to);
    if (why == MoveTextError::NotLegal)
        explainIllegalMove(error, pos, Move(squareOfPlace(r.from), squareOfPlace(r.to)));
}

}  // namespace

bool looksLikeXqf(std::string_view bytes) { return bytes.size() >= 2 && bytes[0] == 'X' && bytes[1] == 'Q'; }

bool readXqf(std::string_view bytes, GameRecord* game, RecordError* error, RecordError* stoppedAt) {
    *error = RecordError{};
    if (stoppedAt) *stoppedAt = RecordError{};
    if (!looksLikeXqf(bytes)) {
        error->code = RecordErrorCode::BadHeader;
        error->detail = "no XQ signature";
        return false;
    }
    if (bytes.size() < HeaderSize) {
        error->code = RecordErrorCode::Truncated;
        error->offset = bytes.size();
        error->detail = "header shorter than 1024 bytes";
        return false;
    }
    const int version = byteAt(bytes, VersionAt);
    if (version > LastVersion) {
        error->code = RecordErrorCode::BadHeader;
        error->offset = VersionAt;
        error->detail =
            "version " + std::to_string(version / 10) + "." + std::to_string(version % 10) + " is newer than 1.8";
        return false;
    }
    if (version >= FirstEncryptedVersion) {
        unsigned sum = 0;
        for (std::size_t i = 12; i < 16; ++i) sum += byteAt(bytes, i);
        if (sum % 256 != 0) {
            error->code = RecordErrorCode::BadHeader;
            error->offset = 12;
            error->detail = "the encryption keys do not add up (checksum " + std::to_string(sum % 256) + ")";
            return false;
        }
    }
    const Keys keys = deriveKeys(bytes, version);

    // ---- start position: 32 places, rotated and shifted by the key in newer versions -------------------------
    std::array<std::uint8_t, 32> places{};
    for (std::size_t i = 0; i < 32; ++i) {
        const std::uint8_t raw = byteAt(bytes, PiecesAt + i);
        if (version >= FirstShuffledVersion) places[(keys.xy + i + 1) & 31] = raw;
        else places[i] = raw;
    }
    std::array<Piece, SquareCount> board{};
    for (std::size_t i = 0; i < 32; ++i) {
        const int place = std::uint8_t(places[i] - keys.xy);
        if (place > 89) continue;  // captured / absent
        const Square s = squareOfPlace(place);
        if (board[std::size_t(s)] != NoPiece) {
            error->code = RecordErrorCode::BadData;
            error->offset = PiecesAt + i;
            error->detail = "two pieces on " + squareName(s);
            error->dataProblem = RecordError::DataProblem::TwoPieces;
            error->dataSquare = s;
            return false;
        }
        board[std::size_t(s)] = makePiece(i < 16 ? Color::Red : Color::Black, SlotTypes[i % 16]);
    }
    Color side = byteAt(bytes, SideAt) == 1 ? Color::Black : Color::Red;

    GameRecord g;
    auto setStart = [&](Color who) {
        FenError why;
        if (!g.setStartFen(boardFen(board, who), &why)) {
            error->code = RecordErrorCode::BadFen;
            error->offset = PiecesAt;
            error->text = boardFen(board, who);
            error->fenError = why;
            error->detail = describe(why);
            return false;
        }
        return true;
    };
    // The header's side may be wrong (its first move decides, below); a position that is only legal with the
    // other side to move is read that way.
    if (!g.setStartFen(boardFen(board, side)) && g.setStartFen(boardFen(board, ~side))) side = ~side;
    if (!setStart(side)) return false;

    // ---- header strings and result ------------------------------------------------------------------------
    for (const StringField& f : StringFields) {
        std::string v = headerString(bytes, f);
        if (!v.empty()) g.setTag(f.tag, v);
    }
    switch (byteAt(bytes, ResultAt)) {
    case 1: g.setResult("1-0"); break;
    case 2: g.setResult("0-1"); break;
    case 3:
    case 4: g.setResult("1/2-1/2"); break;
    default: g.setResult("*"); break;
    }

    // ---- the move tree: records in pre-order of a first-child / next-sibling tree ---------------------------
    // A problem from here on is in the moves: leniently (stoppedAt given), the game keeps what was read before
    // the record that went wrong, and the caller hears where and why.
    auto stop = [&] {
        if (!stoppedAt) return false;
        *stoppedAt = *error;
        *error = RecordError{};
        *game = std::move(g);
        return true;
    };
    MoveReader reader(bytes, version, keys);
    Record r;
    if (!reader.read(r, error)) return stop();  // the root: its comment and whether any move follows
    g.setComment(RootNode, r.comment);
    if (!r.hasNext) {
        *game = std::move(g);
        return true;
    }
    // Parents waiting for an alternative move (pushed when a record announces a sibling).
    std::vector<NodeId> pending;
    NodeId parent = RootNode;
    Position pos = g.startPosition();
    for (;;) {
        if (!reader.read(r, error)) {
            error->moveNumber = pos.fullmoveNumber();  // the move that was being read
            error->side = pos.sideToMove();
            return stop();
        }
        if (r.from > 89 || r.to > 89) {
            badMove(error, r, pos, MoveTextError::Malformed);
            return stop();
        }
        const Move m(squareOfPlace(r.from), squareOfPlace(r.to));
        const Piece moving = pos.pieceAt(m.from());
        // Some files say the wrong side starts; the first move decides.
        if (parent == RootNode && g.moveCount() == 0 && moving != NoPiece && colorOf(moving) != side) {
            side = colorOf(moving);
            if (!setStart(side)) return false;
            pos = g.startPosition();
        }
        if (moving == NoPiece) {
            badMove(error, r, pos, MoveTextError::NoSuchPiece);
            return stop();
        }
        if (colorOf(moving) != pos.sideToMove()) {
            badMove(error, r, pos, MoveTextError::NotYourPiece);
            return stop();
        }
        if (!pos.isLegal(m)) {
            badMove(error, r, pos, MoveTextError::NotLegal);
            return stop();
        }
        if (g.nodesAdded() >= MaxRecordMoves) {
            badMove(error, r, pos, MoveTextError::None);
            error->code = RecordErrorCode::TooLarge;
            return false;  // beyond the reader's limits: refused, also leniently
        }
        if (r.hasSibling) pending.push_back(parent);
        const NodeId node = g.addMove(parent, m);
        if (!r.comment.empty()) g.setComment(node, r.comment);
        if (r.hasNext) {
            parent = node;
            pos.makeMove(m);
            continue;
        }
        if (pending.empty()) break;
        parent = pending.back();
        pending.pop_back();
        pos = g.positionAt(parent);
    }
    *game = std::move(g);
    return true;
}

namespace {

void putLe32(std::string& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out += char((v >> (8 * i)) & 0xff);
}

// GBK text of at most `limit` bytes, cut between characters.
std::string gbkPrefix(std::string_view utf8, std::size_t limit) {
    std::string text(utf8.substr(0, utf8.find('\0')));  // a C string in its field: the reader stops at a NUL too
    std::string enc = encodeGb18030(text);
    while (enc.size() > limit && !text.empty()) {
        // Drop the last character: its continuation bytes, then its lead byte (or the ASCII byte it is). Popping
        // a byte first and then continuation bytes took the character before an ASCII one with it (found by
        // fuzz_xqf: write, read, write gave other bytes).
        while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xC0) == 0x80) text.pop_back();
        if (!text.empty()) text.pop_back();
        enc = encodeGb18030(text);
    }
    return enc;
}

void putRecord(std::string& out, int from, int to, bool hasNext, bool hasSibling, std::string_view comment) {
    out += char(from + 0x18);
    out += char(to + 0x20);
    out += char((hasNext ? 0xF0 : 0) | (hasSibling ? 0x0F : 0));
    out += '\0';
    // The reader drops NULs at the end of a comment (padding), so they are not written (found by fuzz_dhtmlxq).
    while (!comment.empty() && comment.back() == '\0') comment.remove_suffix(1);
    const std::string text = encodeGb18030(comment);
    putLe32(out, std::uint32_t(text.size()));
    out += text;
}

}  // namespace

std::string writeXqf(const GameRecord& game) {
    std::string out(HeaderSize, '\0');
    out[0] = 'X';
    out[1] = 'Q';
    out[VersionAt] = char(10);
    const Position start = game.startPosition();
    // Pieces into their type's places, in square order.
    std::array<std::uint8_t, 32> places;
    places.fill(0xFF);
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = start.pieceAt(s);
        if (p == NoPiece) continue;
        const std::size_t base = colorOf(p) == Color::Red ? 0 : 16;
        for (std::size_t i = 0; i < 16; ++i) {
            if (SlotTypes[i] == typeOf(p) && places[base + i] == 0xFF) {
                places[base + i] = std::uint8_t(placeOf(s));
                break;
            }
        }
    }
    for (std::size_t i = 0; i < 32; ++i) out[PiecesAt + i] = char(places[i]);
    out[SideAt] = start.sideToMove() == Color::Black ? 1 : 0;
    const std::string& result = game.result();
    out[ResultAt] = char(result == "1-0" ? 1 : result == "0-1" ? 2 : result == "1/2-1/2" ? 3 : 0);
    for (const StringField& f : StringFields) {
        const std::string v = gbkPrefix(game.tag(f.tag), f.size - 1);
        out[f.at] = char(v.size());
        out.replace(f.at + 1, v.size(), v);
    }

    auto commentOf = [&](NodeId id) {
        const MoveNode& n = game.node(id);
        if (n.commentBefore.empty()) return n.comment;
        return n.comment.empty() ? n.commentBefore : n.commentBefore + "\n" + n.comment;
    };
    const MoveNode& root = game.node(RootNode);
    putRecord(out, 0, 0, !root.children.empty(), false, commentOf(RootNode));
    // Pre-order of the first-child / next-sibling tree, with an explicit stack (no recursion on long games).
    std::vector<NodeId> stack;
    if (!root.children.empty()) stack.push_back(root.children.front());
    while (!stack.empty()) {
        const NodeId id = stack.back();
        stack.pop_back();
        const MoveNode& n = game.node(id);
        const auto& siblings = game.node(n.parent).children;
        std::size_t k = 0;
        while (siblings[k] != id) ++k;
        const bool hasSibling = k + 1 < siblings.size();
        putRecord(out, placeOf(n.move.from()), placeOf(n.move.to()), !n.children.empty(), hasSibling, commentOf(id));
        if (hasSibling) stack.push_back(siblings[k + 1]);
        if (!n.children.empty()) stack.push_back(n.children.front());
    }
    return out;
}

}  // namespace xq
