// DhtmlXQ / UBB reader: tags, the start position (binit), the main line, numbered variations and comments.
#include "xiangqi/dhtmlxq.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <string>

#include "readerparts.h"

namespace xq {

namespace {

constexpr int MaxBranches = 100000;

struct Tag {
    std::string name;         // after "DhtmlXQ_", e.g. "movelist", "move_0_2_1", "comment3"
    std::string_view value;   // raw text between the opening and the closing tag
    std::size_t valueAt = 0;  // byte offset of value in the whole text
};

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\r' || s.front() == '\n' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\r' || s.back() == '\n' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

// Tags of one block [begin, end).
std::vector<Tag> scanTags(std::string_view text, std::size_t begin, std::size_t end) {
    std::vector<Tag> tags;
    std::size_t i = begin;
    while (i < end) {
        const std::size_t open = text.find("[DhtmlXQ_", i);
        if (open == std::string_view::npos || open >= end) break;
        const std::size_t close = text.find(']', open);
        if (close == std::string_view::npos || close >= end) break;
        const std::string name(text.substr(open + 9, close - open - 9));
        const std::string closing = "[/DhtmlXQ_" + name + "]";
        const std::size_t stop = text.find(closing, close + 1);
        if (stop == std::string_view::npos || stop > end) {
            i = close + 1;
            continue;
        }
        tags.push_back({name, text.substr(close + 1, stop - close - 1), close + 1});
        i = stop + closing.size();
    }
    return tags;
}

// DhtmlXQ squares: two digits x (file 0-8 from Red's left) and y (row 0-9 from Black's side).
Square squareOfDigits(char x, char y) {
    if (x < '0' || x > '8' || y < '0' || y > '9') return NoSquare;
    return makeSquare(x - '0', 9 - (y - '0'));
}

// The 32 pieces of binit, in this order for Red then Black.
constexpr PieceType BinitTypes[16] = {Rook, Horse,  Elephant, Advisor, King, Advisor, Elephant, Horse,
                                      Rook, Cannon, Cannon,   Pawn,    Pawn, Pawn,    Pawn,     Pawn};

std::string resultOf(std::string_view v) {
    v = trimmed(v);
    if (v == "1-0" || v == "红胜" || v == "紅勝" || v == "红方胜" || v == "先胜") return "1-0";
    if (v == "0-1" || v == "黑胜" || v == "黑勝" || v == "黑方胜" || v == "先负") return "0-1";
    if (v == "1/2-1/2" || v == "和棋" || v == "和局" || v == "先和") return "1/2-1/2";
    return "*";
}

std::string commentText(std::string_view v) {
    std::string out;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (v.substr(i, 2) == "||") {
            out += '\n';
            ++i;
        } else {
            out += v[i];
        }
    }
    return std::string(trimmed(out));
}

struct Branch {
    int from = 0;  // the branch it leaves
    int ply = 1;   // its first move replaces this ply (1-based) of `from`
    const Tag* tag = nullptr;
};

bool readGame(std::string_view text, std::size_t begin, std::size_t end, GameRecord* game, RecordError* error,
              RecordError* stoppedAt) {
    const std::vector<Tag> tags = scanTags(text, begin, end);
    GameRecord g;
    auto fail = [&](RecordErrorCode code, std::size_t at, std::string_view what, std::string detail = {}) {
        return readers::fail(text, error, code, at, what, std::move(detail));
    };
    // A problem in a line of moves: strictly the game is refused; leniently (stoppedAt given) the line keeps the
    // moves before it, the first such place is reported, and the other lines are still read. True: go on.
    auto stopLine = [&](RecordErrorCode code, std::size_t at, std::string_view what, std::string detail = {}) {
        fail(code, at, what, std::move(detail));
        if (!stoppedAt) return false;
        if (!*stoppedAt) *stoppedAt = *error;
        *error = RecordError{};
        return true;
    };

    // ---- tags ---------------------------------------------------------------------------------------------
    static const std::map<std::string, std::string, std::less<>> TagNames = {{"title", "Title"},
                                                                             {"event", "Event"},
                                                                             {"date", "Date"},
                                                                             {"place", "Site"},
                                                                             {"round", "Round"},
                                                                             {"table", "Table"},
                                                                             {"red", "Red"},
                                                                             {"redteam", "RedTeam"},
                                                                             {"black", "Black"},
                                                                             {"blackteam", "BlackTeam"},
                                                                             {"open", "Opening"},
                                                                             {"author", "Author"},
                                                                             {"remark", "Annotator"},
                                                                             {"redtime", "RedTime"},
                                                                             {"blacktime", "BlackTime"},
                                                                             {"ecco", "ECCO"},
                                                                             {"redelo", "RedElo"},
                                                                             {"blackelo", "BlackElo"},
                                                                             {"timerule", "TimeControl"}};
    const Tag* binit = nullptr;
    const Tag* fen = nullptr;
    std::map<int, Branch> branches;  // 0 = the main line
    std::map<std::pair<int, int>, std::string> comments;
    for (const Tag& t : tags) {
        if (auto it = TagNames.find(t.name); it != TagNames.end()) {
            const std::string_view v = trimmed(t.value);
            if (!v.empty()) g.setTag(it->second, v);
        } else if (t.name == "result") {
            g.setResult(resultOf(t.value));
        } else if (t.name == "binit") {
            binit = &t;
        } else if (t.name == "fen") {
            fen = &t;
        } else if (t.name == "movelist") {
            branches[0] = Branch{0, 1, &t};
        } else if (t.name.starts_with("move_")) {
            int a = -1, b = -1, c = -1;
            if (std::sscanf(t.name.c_str(), "move_%d_%d_%d", &a, &b, &c) != 3 || a < 0 || b < 1 || c < 1 ||
                c > MaxBranches)
                return fail(RecordErrorCode::MalformedTag, t.valueAt, t.name, "variation name not move_A_B_C");
            branches[c] = Branch{a, b, &t};
        } else if (t.name.starts_with("comment")) {
            int a = 0, n = -1;
            const char* rest = t.name.c_str() + 7;
            if (std::sscanf(rest, "%d_%d", &a, &n) == 2) {
            } else if (std::sscanf(rest, "%d", &n) == 1) {
                a = 0;
            } else {
                continue;
            }
            comments[{a, n}] = commentText(t.value);
        }
    }

    // dpxq.com writes the game's ECCO code in front of the opening name ("C78 五七炮互进三兵对屏风马…"): it becomes
    // [ECCO] and the rest [Opening], so that the code the collection gives a game is kept as its own tag.
    if (g.tag("ECCO").empty()) {
        const std::string open = g.tag("Opening");
        auto digit = [](char c) { return c >= '0' && c <= '9'; };
        if (open.size() >= 3 && open[0] >= 'A' && open[0] <= 'E' && digit(open[1]) && digit(open[2]) &&
            (open.size() == 3 || open[3] == ' ')) {
            g.setTag("ECCO", open.substr(0, 3));
            const std::string_view rest = trimmed(std::string_view(open).substr(3));
            if (rest.empty()) g.removeTag("Opening");
            else g.setTag("Opening", rest);
        }
    }

    // ---- start position ---------------------------------------------------------------------------------
    std::string startFen;
    // binit does not say who moves: the first move of the main line does.
    Square firstFrom = NoSquare;
    if (auto main = branches.find(0); main != branches.end()) {
        const std::string_view v = trimmed(main->second.tag->value);
        if (v.size() >= 2) firstFrom = squareOfDigits(v[0], v[1]);
    }
    if (binit) {
        std::string digits;
        for (char c : binit->value)
            if (c >= '0' && c <= '9') digits += c;
        if (digits.size() != 64)
            return fail(RecordErrorCode::BadFen, binit->valueAt, binit->value, "binit needs 64 digits");
        std::array<Piece, SquareCount> board{};
        for (int i = 0; i < 32; ++i) {
            const char x = digits[std::size_t(2 * i)], y = digits[std::size_t(2 * i + 1)];
            if (x == '9' && y == '9') continue;  // absent
            const Square s = squareOfDigits(x, y);
            if (s == NoSquare || board[std::size_t(s)] != NoPiece)
                return fail(RecordErrorCode::BadFen, binit->valueAt, binit->value,
                            "piece " + std::to_string(i + 1) + " on a bad or taken square");
            board[std::size_t(s)] = makePiece(i < 16 ? Color::Red : Color::Black, BinitTypes[i % 16]);
        }
        startFen = fenBoardField(board);
        const bool blackFirst = firstFrom != NoSquare && board[std::size_t(firstFrom)] != NoPiece &&
                                colorOf(board[std::size_t(firstFrom)]) == Color::Black;
        startFen += blackFirst ? " b - - 0 1" : " w - - 0 1";
    } else if (fen) {
        startFen = std::string(trimmed(fen->value));
    }
    auto setStart = [&](const std::string& f, std::size_t at, std::string_view shown) {
        FenError why;
        if (!g.setStartFen(f, &why)) {
            error->fenError = why;
            return fail(RecordErrorCode::BadFen, at, shown, describe(why));
        }
        return true;
    };
    const std::size_t startAt = binit ? binit->valueAt : fen ? fen->valueAt : begin;
    if (!setStart(startFen, startAt, startFen)) return false;
    // A FEN that names the wrong side: the first move decides.
    if (!binit && firstFrom != NoSquare) {
        const Position p = g.startPosition();
        if (p.pieceAt(firstFrom) != NoPiece && colorOf(p.pieceAt(firstFrom)) != p.sideToMove()) {
            std::string f = p.fen();
            const std::size_t space = f.find(' ');
            f[space + 1] = f[space + 1] == 'w' ? 'b' : 'w';
            const std::string rootComment = g.node(RootNode).comment;
            if (g.setStartFen(f)) g.setComment(RootNode, rootComment);
        }
    }

    // ---- branches: the main line, then each variation after the branch it leaves -------------------------
    std::map<int, std::vector<NodeId>> lines;  // branch → node at each ply (index 0 = root)
    if (comments.count({0, 0})) g.setComment(RootNode, comments[{0, 0}]);
    if (!branches.count(0)) lines[0] = {RootNode};
    for (auto& [id, br] : branches) {
        std::vector<NodeId> line;
        if (id == 0) {
            line = {RootNode};
        } else {
            auto base = lines.find(br.from);
            if (base == lines.end() || br.ply > int(base->second.size())) {
                error->dataProblem = RecordError::DataProblem::VariationOutOfLine;
                if (!stopLine(
                        RecordErrorCode::BadData, br.tag->valueAt,
                        "move_" + std::to_string(br.from) + "_" + std::to_string(br.ply) + "_" + std::to_string(id),
                        "variation leaves a line or ply that does not exist"))
                    return false;
                continue;  // leniently: this variation is left out
            }
            line.assign(base->second.begin(), base->second.begin() + br.ply);  // plies 0 … ply-1
        }
        Position pos = g.positionAt(line.back());
        const std::string_view v = br.tag->value;
        std::size_t i = 0;
        auto skipSpace = [&] {
            while (i < v.size() && (v[i] == ' ' || v[i] == '\r' || v[i] == '\n' || v[i] == '\t')) ++i;
        };
        skipSpace();
        while (i < v.size()) {
            const std::size_t at = br.tag->valueAt + i;
            const std::string_view four = v.substr(i, 4);
            const int ply = int(line.size());  // 1-based ply of this move
            const Square from = four.size() < 4 ? NoSquare : squareOfDigits(four[0], four[1]);
            const Square to = four.size() < 4 ? NoSquare : squareOfDigits(four[2], four[3]);
            const Move m(from == NoSquare ? Square(0) : from, to == NoSquare ? Square(0) : to);
            MoveTextError why = MoveTextError::None;
            if (from == NoSquare || to == NoSquare) why = MoveTextError::Malformed;
            else if (pos.pieceAt(from) == NoPiece) why = MoveTextError::NoSuchPiece;
            else if (colorOf(pos.pieceAt(from)) != pos.sideToMove()) why = MoveTextError::NotYourPiece;
            else if (!pos.isLegal(m)) why = MoveTextError::NotLegal;
            if (why != MoveTextError::None) {
                if (why == MoveTextError::NotLegal) explainIllegalMove(error, pos, m);
                error->moveError = why;
                error->moveNumber = pos.fullmoveNumber();
                error->side = pos.sideToMove();
                if (!stopLine(RecordErrorCode::BadMove, at, four)) return false;
                break;
            }
            // Beyond the reader's limits: refused, also leniently.
            if (g.nodesAdded() >= MaxRecordMoves) return fail(RecordErrorCode::TooLarge, at, four);
            const NodeId node = g.addMove(line.back(), m);
            pos.makeMove(m);
            line.push_back(node);
            if (auto c = comments.find({id, ply}); c != comments.end() && !c->second.empty())
                g.setComment(node, c->second);
            i += 4;
            skipSpace();
        }
        lines[id] = std::move(line);
    }
    *game = std::move(g);
    return true;
}

}  // namespace

bool looksLikeDhtmlXq(std::string_view text) { return text.find("[DhtmlXQ") != std::string_view::npos; }

void readDhtmlXq(std::string_view text, std::vector<GameRecord>* games, std::vector<RecordError>* errors,
                 std::vector<RecordError>* partial) {
    // Blocks between [DhtmlXQ] and [/DhtmlXQ]; without wrappers, the whole text.
    std::vector<std::pair<std::size_t, std::size_t>> blocks;
    std::size_t i = 0;
    while ((i = text.find("[DhtmlXQ]", i)) != std::string_view::npos) {
        std::size_t end = text.find("[/DhtmlXQ]", i);
        if (end == std::string_view::npos) end = text.size();
        blocks.emplace_back(i, end);
        i = end;
    }
    if (blocks.empty() && looksLikeDhtmlXq(text)) blocks.emplace_back(0, text.size());
    if (blocks.empty()) {
        RecordError e;
        e.code = RecordErrorCode::Empty;
        readers::place(text, 0, &e);  // nothing to point at: the start (line 1, column 1), as every refusal has a place
        errors->push_back(e);
        return;
    }
    for (std::size_t k = 0; k < blocks.size(); ++k) {
        GameRecord g;
        RecordError e, stopped;
        const bool ok = readGame(text, blocks[k].first, blocks[k].second, &g, &e, partial ? &stopped : nullptr);
        readers::gather(k, ok, std::move(g), std::move(e), std::move(stopped), games, errors, partial);
    }
}

}  // namespace xq
