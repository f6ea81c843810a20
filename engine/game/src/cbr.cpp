// ChessBridge (象棋桥) binary records: CBR (one game) and CBL (a library of CBR records in 4096-byte slots).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "xiangqi/chessbridge.h"
#include "xiangqi/setupcheck.h"
#include "readerparts.h"
#include "xiangqi/textcodec.h"

namespace xq {

namespace {

// ---- layout (docs/FORMATS.md) ---------------------------------------------------------------------------------
constexpr std::string_view RecordMagic{"CCBridge Record\0", 16};
constexpr std::string_view LibraryMagic{"CCBridgeLibrary\0", 16};

// Header strings: UTF-16LE, NUL-terminated inside a fixed field. (Nothing between 1428 and 2076 is read: the
// public descriptions of that part disagree.)
struct TextField {
    std::size_t at, size;
    const char* tag;
};
constexpr TextField TextFields[] = {
    {180, 128, "Title"}, {692, 64, "Event"},    {756, 64, "Round"},  {884, 64, "Date"},       {948, 64, "Site"},
    {1076, 64, "Red"},   {1140, 64, "RedTeam"}, {1300, 64, "Black"}, {1364, 64, "BlackTeam"},
};
constexpr std::size_t ResultAt = 2076;         // 0 unknown, 1 Red won, 2 Black won, 3 drawn
constexpr std::size_t SideAt = 2112;           // 1 Red, 2 Black
constexpr std::size_t MoveNumberAt = 2116;     // u16
constexpr std::size_t BoardAt = 2120;          // 90 bytes, row 0 = Black's back rank
constexpr std::size_t MovesAt = 2214;          // the opening entry, then the moves
constexpr std::size_t EntrySize = 4;           // flags, reserved, from, to
constexpr std::uint8_t LineEnds = 0x01;        // no continuation after this move
constexpr std::uint8_t HasAlternative = 0x02;  // another move from the position before this one follows later
constexpr std::uint8_t HasComment = 0x04;      // a u32 size in bytes and a UTF-16LE comment follow

constexpr std::size_t SlotCountAt = 60;  // CBL: the number of index entries
constexpr std::size_t IndexAt = 66624;
constexpr std::size_t IndexEntrySize = 276;
constexpr std::size_t SlotSize = 4096;  // records start on slot boundaries from the end of the index

std::uint8_t byteAt(std::string_view b, std::size_t i) { return static_cast<std::uint8_t>(b[i]); }
std::uint32_t le16(std::string_view b, std::size_t i) { return byteAt(b, i) | std::uint32_t(byteAt(b, i + 1)) << 8; }
std::uint32_t le32(std::string_view b, std::size_t i) { return le16(b, i) | le16(b, i + 2) << 16; }

// UTF-16LE up to the first NUL code unit, as UTF-8, with CR LF and lone CR made LF.
std::string utf16Text(std::string_view raw) {
    std::size_t n = 0;
    while (n + 1 < raw.size() && (raw[n] != '\0' || raw[n + 1] != '\0')) n += 2;
    const std::string text = decodeAs(raw.substr(0, n), TextEncoding::Utf16LE).utf8;
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\r') out += text[i];
        else if (i + 1 >= text.size() || text[i + 1] != '\n') out += '\n';
    }
    return out;
}

std::string trimmed(std::string s) {
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n'; };
    while (!s.empty() && space(s.back())) s.pop_back();
    std::size_t k = 0;
    while (k < s.size() && space(s[k])) ++k;
    return s.substr(k);
}

// A board index (row * 9 + col, row 0 at the top) as our square.
Square boardSquare(int index) { return makeSquare(index % FileCount, RankCount - 1 - index / FileCount); }

// The low nibble of a board byte as our piece type.
PieceType pieceType(int code) {
    switch (code) {
    case 1: return Rook;
    case 2: return Horse;
    case 3: return Elephant;
    case 4: return Advisor;
    case 5: return King;
    case 6: return Cannon;
    case 7: return Pawn;
    default: return NoPieceType;
    }
}

// One entry of the move stream.
struct Entry {
    std::size_t offset = 0;  // in the file
    std::uint8_t flags = 0;
    int from = 0, to = 0;  // board indices
    std::string comment;   // UTF-8
};

// Reads one record from file[start, end): offsets in errors count from the start of the file.
class RecordReader {
public:
    // With stoppedAt, a record whose moves go wrong keeps the moves read before (readCbr).
    RecordReader(std::string_view file, std::size_t start, std::size_t end, RecordError* error,
                 RecordError* stoppedAt = nullptr)
        : file_(file), start_(start), end_(end), error_(error), stoppedAt_(stoppedAt) {}

    bool read(GameRecord* game) {
        *error_ = RecordError{};
        if (file_.substr(start_, RecordMagic.size()) != RecordMagic)
            return fail(RecordErrorCode::BadHeader, start_, "no \"CCBridge Record\" signature");
        if (end_ - start_ < MovesAt)
            return fail(RecordErrorCode::Truncated, end_,
                        "the header needs " + std::to_string(MovesAt) + " bytes, the record has " +
                            std::to_string(end_ - start_));
        GameRecord g;
        if (!readStart(g)) return false;
        for (const TextField& f : TextFields) {
            const std::string v = trimmed(utf16Text(file_.substr(start_ + f.at, f.size)));
            if (!v.empty()) g.setTag(f.tag, v);
        }
        switch (byteAt(file_, start_ + ResultAt)) {
        case 1: g.setResult("1-0"); break;
        case 2: g.setResult("0-1"); break;
        case 3: g.setResult("1/2-1/2"); break;
        default: g.setResult("*"); break;
        }
        if (stoppedAt_) *stoppedAt_ = RecordError{};
        if (!readMoves(g)) {
            // Beyond the reader's limits (TooLarge): refused, also leniently.
            if (!stoppedAt_ || error_->code == RecordErrorCode::TooLarge) return false;
            *stoppedAt_ = *error_;  // leniently: the moves before the entry that went wrong are kept
            *error_ = RecordError{};
        }
        *game = std::move(g);
        return true;
    }

private:
    bool fail(RecordErrorCode code, std::size_t offset, std::string detail) {
        error_->code = code;
        error_->offset = offset;
        error_->detail = std::move(detail);
        return false;
    }

    // The board, the side to move and the move number, judged as the position editor judges a set-up.
    bool readStart(GameRecord& g) {
        Setup setup;
        for (int i = 0; i < SquareCount; ++i) {
            const std::size_t at = start_ + BoardAt + std::size_t(i);
            const int code = byteAt(file_, at);
            if (code == 0) continue;
            const int colour = code >> 4;
            const PieceType type = pieceType(code & 0x0F);
            if ((colour != 1 && colour != 2) || type == NoPieceType) {
                static constexpr char Hex[] = "0123456789ABCDEF";
                error_->dataProblem = RecordError::DataProblem::NotAPiece;
                error_->dataValue = code;
                error_->dataSquare = boardSquare(i);
                return fail(RecordErrorCode::BadData, at,
                            std::string("board byte 0x") + Hex[code >> 4] + Hex[code & 15] + " on " +
                                squareName(boardSquare(i)) + " is no piece");
            }
            setup.set(boardSquare(i), makePiece(colour == 1 ? Color::Red : Color::Black, type));
        }
        // 1 Red, 2 Black; anything else: the side of the first move's piece (Red when there is none).
        const int sideCode = byteAt(file_, start_ + SideAt);
        setup.sideToMove = sideCode == 2 ? Color::Black : Color::Red;
        if (sideCode != 1 && sideCode != 2) {
            const std::size_t opening = start_ + MovesAt;
            std::uint64_t first = opening + EntrySize;  // the first move's entry, after the opening entry's comment
            if (end_ - opening >= EntrySize + 4 && (byteAt(file_, opening) & HasComment))
                first += 4 + std::uint64_t(le32(file_, opening + EntrySize));
            if (end_ - opening >= EntrySize && !(byteAt(file_, opening) & LineEnds) && first + EntrySize <= end_ &&
                byteAt(file_, std::size_t(first) + 2) < SquareCount) {
                const Piece p = setup.at(boardSquare(byteAt(file_, std::size_t(first) + 2)));
                if (p != NoPiece) setup.sideToMove = colorOf(p);
            }
        }
        const auto issues = checkSetup(setup);
        if (!issues.empty()) {
            const SetupIssue& issue = issues.front();
            std::size_t at = start_ + BoardAt;
            if (!issue.squares.empty()) {
                const Square s = issue.squares.front();
                at += std::size_t((RankCount - 1 - rankOf(s)) * FileCount + fileOf(s));
            }
            error_->text = setup.fen();
            return fail(RecordErrorCode::BadFen, at, describeSetupIssue(issue));
        }
        std::string fen = setup.fen();
        const std::uint32_t number = le16(file_, start_ + MoveNumberAt);
        if (number > 1) fen = fen.substr(0, fen.size() - 1) + std::to_string(number);
        FenError why;
        if (!g.setStartFen(fen, &why)) {  // (checkSetup passed: cannot happen)
            error_->text = fen;
            error_->fenError = why;
            return fail(RecordErrorCode::BadFen, start_ + BoardAt, describe(why));
        }
        return true;
    }

    // Reads the entry at pos_ (flags, reserved, from, to, then a comment when flagged).
    bool readEntry(Entry& e) {
        e = Entry{};
        e.offset = pos_;
        if (end_ - pos_ < EntrySize)
            return fail(RecordErrorCode::Truncated, pos_,
                        "an entry needs 4 bytes, the record ends at byte " + std::to_string(end_));
        e.flags = byteAt(file_, pos_);
        e.from = byteAt(file_, pos_ + 2);
        e.to = byteAt(file_, pos_ + 3);
        pos_ += EntrySize;
        if (!(e.flags & HasComment)) return true;
        if (end_ - pos_ < 4)
            return fail(RecordErrorCode::Truncated, pos_,
                        "a comment size needs 4 bytes, the record ends at byte " + std::to_string(end_));
        const std::uint32_t size = le32(file_, pos_);
        if (size > end_ - pos_ - 4)
            return fail(RecordErrorCode::Truncated, pos_,
                        "a comment of " + std::to_string(size) + " bytes runs past the end of the record at byte " +
                            std::to_string(end_));
        e.comment = trimmed(utf16Text(file_.substr(pos_ + 4, size)));
        pos_ += 4 + size;
        return true;
    }

    bool badMove(const Entry& e, const Position& pos, RecordErrorCode code, MoveTextError why, std::string detail) {
        error_->moveNumber = pos.fullmoveNumber();
        error_->side = pos.sideToMove();
        error_->moveError = why;
        if (e.from < SquareCount && e.to < SquareCount) {
            error_->text = moveToUci(Move(boardSquare(e.from), boardSquare(e.to)));
            if (why == MoveTextError::NotLegal)
                explainIllegalMove(error_, pos, Move(boardSquare(e.from), boardSquare(e.to)));
        }
        return fail(code, e.offset, std::move(detail));
    }

    // The move tree: entries in pre-order, each move followed by its continuation (unless LineEnds), then by its
    // alternative (if HasAlternative), which starts from the position before it. An explicit stack, no recursion.
    bool readMoves(GameRecord& g) {
        pos_ = start_ + MovesAt;
        Entry e;
        if (!readEntry(e)) return false;  // the opening entry: the start position's comment
        if (!e.comment.empty()) g.setComment(RootNode, e.comment);
        if (e.flags & LineEnds) return true;
        // The line being read: path.back() is the node whose position `pos` holds (pos has one move per node
        // after the root, so going back to an ancestor is a few undoMove calls, not a replay from the start).
        std::vector<NodeId> path{RootNode};
        std::vector<NodeId> pending;  // nodes whose next child is an announced alternative
        Position pos = g.startPosition();
        int entries = 0;
        for (;;) {
            if (!readEntry(e)) {
                error_->moveNumber = pos.fullmoveNumber();
                error_->side = pos.sideToMove();
                return false;
            }
            if (e.from >= SquareCount || e.to >= SquareCount) {
                error_->dataProblem = RecordError::DataProblem::SquareOffBoard;
                error_->dataValue = e.from >= SquareCount ? e.from : e.to;
                return badMove(e, pos, RecordErrorCode::BadData, MoveTextError::Malformed,
                               "square index " + std::to_string(e.from >= SquareCount ? e.from : e.to) + " at byte " +
                                   std::to_string(e.offset + (e.from >= SquareCount ? 2 : 3)) +
                                   " is off the board (0-89)");
            }
            const Move m(boardSquare(e.from), boardSquare(e.to));
            const Piece moving = pos.pieceAt(m.from());
            if (moving == NoPiece) return badMove(e, pos, RecordErrorCode::BadMove, MoveTextError::NoSuchPiece, {});
            if (colorOf(moving) != pos.sideToMove())
                return badMove(e, pos, RecordErrorCode::BadMove, MoveTextError::NotYourPiece, {});
            if (!pos.isLegal(m)) return badMove(e, pos, RecordErrorCode::BadMove, MoveTextError::NotLegal, {});
            if (++entries > MaxRecordMoves)
                return badMove(e, pos, RecordErrorCode::TooLarge, MoveTextError::None,
                               "more than " + std::to_string(MaxRecordMoves) + " moves");
            const NodeId parent = path.back();
            if (e.flags & HasAlternative) pending.push_back(parent);
            const NodeId node = g.addMove(parent, m);
            if (!e.comment.empty()) g.setComment(node, e.comment);
            if (!(e.flags & LineEnds)) {
                path.push_back(node);
                pos.makeMove(m);
                continue;
            }
            if (pending.empty()) return true;  // every line has ended: the record is complete
            const NodeId back = pending.back();
            pending.pop_back();
            while (path.back() != back) {  // back is on the path: pending only holds ancestors of the line
                path.pop_back();
                pos.undoMove();
            }
        }
    }

    std::string_view file_;
    std::size_t start_, end_;
    RecordError* error_;
    RecordError* stoppedAt_;
    std::size_t pos_ = 0;
};

}  // namespace

bool looksLikeCbr(std::string_view bytes) { return bytes.starts_with(RecordMagic); }
bool looksLikeCbl(std::string_view bytes) { return bytes.starts_with(LibraryMagic); }

bool readCbr(std::string_view bytes, GameRecord* game, RecordError* error, RecordError* stoppedAt) {
    return RecordReader(bytes, 0, bytes.size(), error, stoppedAt).read(game);
}

void readCbl(std::string_view bytes, std::vector<GameRecord>* games, std::vector<RecordError>* errors,
             std::vector<RecordError>* partial) {
    auto refuse = [&](RecordErrorCode code, std::size_t offset, std::string detail) {
        RecordError e;
        e.code = code;
        e.offset = offset;
        e.detail = std::move(detail);
        errors->push_back(std::move(e));
    };
    if (!looksLikeCbl(bytes)) return refuse(RecordErrorCode::BadHeader, 0, "no \"CCBridgeLibrary\" signature");
    if (bytes.size() < SlotCountAt + 4)
        return refuse(RecordErrorCode::Truncated, bytes.size(), "the library header ends before its slot count");
    const std::uint64_t slots = le32(bytes, SlotCountAt);
    const std::uint64_t first = IndexAt + slots * IndexEntrySize;
    if (first > bytes.size())
        return refuse(RecordErrorCode::Truncated, bytes.size(),
                      "the index of " + std::to_string(slots) + " entries ends at byte " + std::to_string(first));
    // Every slot that starts with the record signature starts a game; a long record runs on into the slots that
    // follow it (they do not start with the signature), up to the next game or the end of the file.
    std::vector<std::size_t> starts;
    for (std::size_t at = std::size_t(first); at < bytes.size() && bytes.size() - at >= RecordMagic.size();
         at += SlotSize) {
        if (bytes.substr(at, RecordMagic.size()) == RecordMagic) starts.push_back(at);
        if (bytes.size() - at <= SlotSize) break;
    }
    if (starts.empty()) return refuse(RecordErrorCode::Empty, std::size_t(first), "no game in the library");
    for (std::size_t k = 0; k < starts.size(); ++k) {
        const std::size_t end = k + 1 < starts.size() ? starts[k + 1] : bytes.size();
        GameRecord g;
        RecordError e, stopped;
        const bool ok = RecordReader(bytes, starts[k], end, &e, partial ? &stopped : nullptr).read(&g);
        readers::gather(k, ok, std::move(g), std::move(e), std::move(stopped), games, errors, partial);
    }
}

}  // namespace xq
