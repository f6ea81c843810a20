// PGN reader and writer for xiangqi records.
#include "xiangqi/pgn.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace xq {

namespace {

constexpr int MaxVariationDepth = 256;  // deeper nesting is refused (bounded memory and time)

// A game's result as PGN writes it, or as Chinese programs and sites write it in the movetext and the Result tag
// ("红胜", "黑负", "和棋", "½-½"): the PGN token, or "" when `t` is no result.
std::string_view pgnResult(std::string_view t) {
    if (t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*") return t;
    if (t == "\xC2\xBD-\xC2\xBD") return "1/2-1/2";  // ½-½
    static const std::pair<std::string_view, std::string_view> Chinese[] = {
        {"红胜", "1-0"},   {"红方胜", "1-0"}, {"黑负", "1-0"},   {"红先胜", "1-0"}, {"黑胜", "0-1"},
        {"黑方胜", "0-1"}, {"红负", "0-1"},   {"红先负", "0-1"}, {"和棋", "1/2-1/2"}, {"和局", "1/2-1/2"},
        {"红先和", "1/2-1/2"}, {"紅勝", "1-0"}, {"黑勝", "0-1"},   {"紅負", "0-1"},   {"和", "1/2-1/2"}};
    for (const auto& [name, result] : Chinese)
        if (t == name) return result;
    return {};
}

bool isResultToken(std::string_view t) { return !pgnResult(t).empty(); }

bool isSpaceByte(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

// ASCII white space and the ideographic space (U+3000, common in Chinese files), in any mix at either end
// (trim(trim(s)) == trim(s), so a comment written trimmed reads back the same).
std::string_view trim(std::string_view s) {
    for (std::size_t before = s.size() + 1; s.size() != before;) {
        before = s.size();
        while (!s.empty() && isSpaceByte(s.front())) s.remove_prefix(1);
        while (!s.empty() && isSpaceByte(s.back())) s.remove_suffix(1);
        while (s.size() >= 3 && s.substr(0, 3) == "\xE3\x80\x80") s.remove_prefix(3);
        while (s.size() >= 3 && s.substr(s.size() - 3) == "\xE3\x80\x80") s.remove_suffix(3);
    }
    return s;
}

// Characters (code points) in s before byte offset `bytes`.
std::size_t codePoints(std::string_view s, std::size_t bytes) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < bytes && i < s.size(); ++i)
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) ++n;
    return n;
}

// Parses `[Name "value"]` (the line without surrounding spaces). Backslash escapes \" and \\. Leniently, as
// XQWizard and other Chinese programs write them: the value runs from the first quote to the last one before the
// closing bracket, so a quote inside it that was not escaped (`[Event "第三屆"嘉豐房地產杯"象棋王位賽"]`) is part of
// the value instead of a reason to refuse the game. Also read, as hand-edited files have them: a value in single
// quotes (`[Event '全国赛']`) or in none (`[Event 全国赛]`, `[Event]`), and a quoted value whose line lacks the
// closing bracket (`[Event "全国赛"`). A value that opens a double quote and never closes it stays malformed.
bool parseTag(std::string_view line, std::string& name, std::string& value) {
    if (line.size() < 2 || line.front() != '[') return false;
    std::string_view body;
    if (line.back() == ']') {
        body = trim(line.substr(1, line.size() - 2));
    } else {
        body = trim(line.substr(1));  // no closing bracket: only with a value closed by its quote
        if (body.size() < 2 || body.back() != '"') return false;
    }
    // The name: letters, digits and '_' as PGN has it; leniently also '-', '.' and non-ASCII letters, as Chinese
    // programs write tags (`[赛事 "全国赛"]`, `[Red-Team "…"]`), up to a space (an ideographic one too).
    std::size_t i = 0;
    while (i < body.size() && body.substr(i, 3) != "\xE3\x80\x80" &&
           (std::isalnum(static_cast<unsigned char>(body[i])) || body[i] == '_' || body[i] == '-' || body[i] == '.' ||
            static_cast<unsigned char>(body[i]) >= 0x80))
        ++i;
    if (i == 0) return false;
    name = std::string(body.substr(0, i));
    std::string_view rest = trim(body.substr(i));
    value.clear();
    if (!rest.empty() && rest.front() == '"') {
        if (rest.size() < 2 || rest.back() != '"') return false;
    } else {
        if (i < body.size() && !std::isspace(static_cast<unsigned char>(body[i])) && body.substr(i, 3) != "\xE3\x80\x80")
            return false;  // "[Event:x]"
        if (rest.size() >= 2 && rest.front() == '\'' && rest.back() == '\'') rest = rest.substr(1, rest.size() - 2);
        value = std::string(rest);
        return true;
    }
    rest = rest.substr(1, rest.size() - 2);
    for (std::size_t k = 0; k < rest.size(); ++k) {
        if (rest[k] == '\\' && k + 1 < rest.size() && (rest[k + 1] == '"' || rest[k + 1] == '\\')) {
            value += rest[++k];
        } else {
            value += rest[k];
        }
    }
    return true;
}

// A move as Chinese text files also write it: full-width letters, digits and signs made ASCII ("Ｃ２．５" → "C2.5"),
// and a check sign at the end dropped ("炮二平五+", "h2e2#", "马二进三＋"). Only tried when the move as written is no
// move, so it cannot change a move that reads; "" when there is nothing to change.
std::string lenientMoveText(std::string_view t) {
    std::string out;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const auto b = [&](std::size_t k) { return static_cast<unsigned char>(t[k]); };
        // U+FF01 … U+FF5E (EF BC 81 … EF BD 9E) are the full-width forms of ASCII 0x21 … 0x7E.
        if (i + 2 < t.size() && b(i) == 0xEF && (b(i + 1) == 0xBC || b(i + 1) == 0xBD) && b(i + 2) >= 0x80 &&
            b(i + 2) <= 0xBF) {
            const int cp = 0xFF00 + (b(i + 1) - 0xBC) * 64 + (b(i + 2) - 0x80);
            if (cp >= 0xFF01 && cp <= 0xFF5E) {
                out += char(cp - 0xFF01 + 0x21);
                i += 2;
                continue;
            }
        }
        out += t[i];
    }
    while (out.size() > 1 && (out.back() == '+' || out.back() == '#')) out.pop_back();
    return out == t ? std::string() : out;
}

// A [FEN] as other programs write it, made whole: the board alone (Red to move), a dash or nothing for a counter,
// move number 0. Only used when the FEN as written is refused (its error is the one reported when this fails too).
std::string completedFen(std::string_view fen) {
    std::vector<std::string> fields;
    for (std::size_t i = 0; i < fen.size();) {
        while (i < fen.size() && isSpaceByte(fen[i])) ++i;
        std::size_t j = i;
        while (j < fen.size() && !isSpaceByte(fen[j])) ++j;
        if (j > i) fields.emplace_back(fen.substr(i, j - i));
        i = j;
    }
    if (fields.empty() || fields.size() > 6) return std::string(fen);
    const auto isNumber = [](const std::string& s) {
        return !s.empty() && s.size() < 8 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (fields.size() < 2) fields.emplace_back("w");
    fields.resize(6);
    for (std::size_t k : {2, 3})
        if (fields[k].empty()) fields[k] = "-";
    if (!isNumber(fields[4])) fields[4] = "0";
    if (!isNumber(fields[5]) || std::stoi(fields[5]) == 0) fields[5] = "1";
    std::string out;
    for (const std::string& f : fields) out += (out.empty() ? "" : " ") + f;
    return out;
}

// Lines of the text with their offsets.
struct LineCursor {
    std::string_view text;
    std::size_t pos = 0;
    std::size_t lineNo = 0;
    bool next(std::string_view& line, std::size_t& begin) {
        if (pos >= text.size()) return false;
        begin = pos;
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        line = text.substr(pos, end - pos);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        pos = end + 1;
        ++lineNo;
        return true;
    }
};

// ---- reading one game ---------------------------------------------------------------------------------------

class GameReader {
public:
    GameReader(std::string_view text, const PgnGameSpan& span, GameRecord& game, RecordError& error)
        : text_(text), span_(span), game_(game), error_(error) {}

    bool read();

private:
    struct Frame {
        NodeId node;
        Position pos;
    };

    bool fail(RecordErrorCode code, std::size_t offset, std::string_view what) {
        error_.code = code;
        error_.offset = offset;
        // Line and column of the offset.
        std::size_t line = span_.firstLine, lineStart = span_.begin;
        for (std::size_t i = span_.begin; i < offset && i < text_.size(); ++i)
            if (text_[i] == '\n') ++line, lineStart = i + 1;
        error_.line = line;
        error_.column = codePoints(text_.substr(lineStart), offset - lineStart) + 1;
        error_.text = std::string(what.substr(0, 200));
        return false;
    }
    bool readTags(std::size_t& movetextBegin);
    bool readMovetext(std::size_t begin);
    bool playToken(std::string_view token, std::size_t offset);

    std::string_view text_;
    const PgnGameSpan& span_;
    GameRecord& game_;
    RecordError& error_;

    std::vector<Frame> stack_;
    Frame cur_{RootNode, Position()};
    std::string pendingBefore_;  // a comment right after "(", before the variation's first move
    bool atVariationStart_ = false;
    std::string resultToken_;
    std::string leadingComment_;  // comments before the first tag
    bool sawTag_ = false;         // a tag: the text is a record, whatever its moves
    // Chinese moves written in simplified and in traditional characters, and which came first (a tie's winner).
    int simplifiedMoves_ = 0, traditionalMoves_ = 0;
    std::optional<ChineseCharacters> firstCharacters_;
};

bool GameReader::readTags(std::size_t& movetextBegin) {
    LineCursor lines{text_.substr(0, span_.end), span_.begin, span_.firstLine - 1};
    std::string_view line;
    std::size_t begin = span_.begin;
    movetextBegin = span_.end;
    std::string resultTag;
    while (lines.next(line, begin)) {
        if (!line.empty() && line.front() == '%') continue;  // an escape line (PGN), among the tags too
        std::string_view t = trim(line);
        if (t.empty()) continue;
        // A comment before the first tag ("{由某软件生成}" then the tags), as some programs start a file, or between
        // two tags: kept as the comment before the first move, instead of being taken for the start of the moves.
        if (t.front() == '{') {
            const std::size_t open = begin + std::size_t(t.data() - line.data());
            const std::size_t close = text_.find('}', open + 1);
            std::size_t next = close == std::string_view::npos ? close : close + 1;
            while (next < span_.end && (isSpaceByte(text_[next]) || (text_[next] == '%' && text_[next - 1] == '\n')))
                next = text_[next] == '%' ? std::min(text_.find('\n', next), span_.end) : next + 1;
            if (close != std::string_view::npos && next < span_.end && text_[next] == '[') {
                const std::string_view comment = trim(text_.substr(open + 1, close - open - 1));
                if (!comment.empty()) leadingComment_ += (leadingComment_.empty() ? "" : "\n") + std::string(comment);
                lines.lineNo += std::size_t(std::count(text_.begin() + std::ptrdiff_t(open),
                                                       text_.begin() + std::ptrdiff_t(close), '\n'));
                lines.pos = close + 1;
                continue;
            }
        }
        if (t.front() != '[') {
            movetextBegin = begin;
            break;
        }
        std::string name, value;
        if (!parseTag(t, name, value)) {
            error_.line = lines.lineNo;
            return fail(RecordErrorCode::MalformedTag, begin + (t.data() - line.data()), t);
        }
        sawTag_ = true;
        if (name == "FEN") {
            FenError why;
            if (!game_.setStartFen(trim(value), &why) && !game_.setStartFen(completedFen(trim(value)))) {
                fail(RecordErrorCode::BadFen, begin + (t.data() - line.data()), value);
                error_.fenError = why;
                error_.detail = describe(why);
                return false;
            }
        } else if (name == "Result") {
            resultTag = value;
        } else if (name == "Format") {
            std::string f = value;
            for (char& c : f) c = char(std::toupper(static_cast<unsigned char>(c)));
            if (!f.empty() && f != "WXF" && f != "ICCS" && f != "CHINESE" && f != "CHN")
                return fail(RecordErrorCode::UnknownFormat, begin + (t.data() - line.data()), value);
        } else if (name != "Game") {
            game_.setTag(name, value);
        }
    }
    game_.setResult(isResultToken(trim(resultTag)) ? pgnResult(trim(resultTag)) : std::string_view(resultTag));
    return true;
}

bool GameReader::playToken(std::string_view token, std::size_t offset) {
    std::string_view t = token;
    if (t.find_first_not_of('.') == std::string_view::npos || t == "\xE2\x80\xA6") return true;  // "..." alone
    // Move numbers: "12." "12..." possibly glued to the move ("12.炮二平五"); also the full-width dot and the
    // Chinese enumeration comma ("1、炮二平五", as some Chinese programs number moves).
    auto isDot = [&](std::size_t k) {
        return t[k] == '.' || t.substr(k, 3) == "\xEF\xBC\x8E" || t.substr(k, 3) == "\xE3\x80\x81";
    };
    std::size_t digits = 0;
    while (digits < t.size() && std::isdigit(static_cast<unsigned char>(t[digits]))) ++digits;
    if (digits > 0 && digits < t.size() && isDot(digits)) {
        while (digits < t.size() && isDot(digits)) digits += t[digits] == '.' ? 1 : 3;
        offset += digits;
        t = t.substr(digits);
        if (t.empty()) return true;
    } else if (digits == t.size()) {
        return true;  // a bare move number without dots ("1 炮二平五"), as some programs write
    }
    if (t.front() == '$') {
        int nag = 0;
        for (char c : t.substr(1))
            nag = std::isdigit(static_cast<unsigned char>(c)) ? std::min(nag * 10 + (c - '0'), 255) : nag;
        if (cur_.node != RootNode) game_.addNag(cur_.node, nag);
        return true;
    }
    // The annotation: the run of '!' and '?' at the end, glued to the move or a token of its own, kept as written
    // (isMoveAnnotation), since the writer glues it back (issue 44, item 18: "H9-G7!!!!" once lost its run here).
    const std::size_t cut = t.find_last_not_of("!?") + 1;  // 0 for a token that is all annotation
    const std::string_view suffix = t.substr(cut);
    t = t.substr(0, cut);
    if (t.empty()) {
        if (cur_.node != RootNode) game_.setAnnotation(cur_.node, suffix);
        return true;
    }
    MoveParseError why;
    Move m = parseMove(cur_.pos, t, &why);
    if (!m) {
        if (const std::string other = lenientMoveText(t); !other.empty()) {
            // "炮二進九+" names its move only without the sign: then that move's error is the one to report.
            MoveParseError lenient;
            m = parseMove(cur_.pos, other, &lenient);
            if (!m && why.code == MoveTextError::Malformed) why = lenient;
        }
    }
    if (!m) {
        error_.moveNumber = cur_.pos.fullmoveNumber();
        error_.side = cur_.pos.sideToMove();
        error_.moveError = why.code;
        error_.moveNotation = why.notation;
        error_.detail = describe(why);
        if (why.code == MoveTextError::NotLegal) explainIllegalMove(&error_, cur_.pos, why.intended);
        // No tag and no move before a first word that is no move in any notation: text that is no record at all.
        const bool nothingRecognised = !sawTag_ && game_.nodesAdded() == 0 && why.code == MoveTextError::Malformed;
        return fail(nothingRecognised ? RecordErrorCode::NotARecord : RecordErrorCode::BadMove, offset, t);
    }
    if (game_.nodesAdded() >= MaxRecordMoves && game_.findChild(cur_.node, m) == NoNode) {
        error_.moveNumber = cur_.pos.fullmoveNumber();
        error_.side = cur_.pos.sideToMove();
        return fail(RecordErrorCode::TooLarge, offset, t);
    }
    if (const auto characters = chineseCharactersOf(t)) {
        ++(*characters == ChineseCharacters::Simplified ? simplifiedMoves_ : traditionalMoves_);
        if (!firstCharacters_) firstCharacters_ = characters;
    }
    cur_.pos.makeMove(m);
    cur_.node = game_.addMove(cur_.node, m);
    if (!pendingBefore_.empty()) {
        game_.setCommentBefore(cur_.node, pendingBefore_);
        pendingBefore_.clear();
    }
    atVariationStart_ = false;
    if (!suffix.empty()) game_.setAnnotation(cur_.node, suffix);
    return true;
}

bool GameReader::readMovetext(std::size_t begin) {
    const std::size_t end = span_.end;
    std::size_t i = begin;
    cur_ = Frame{RootNode, game_.startPosition()};
    auto attachComment = [&](std::string_view c) {
        c = trim(c);
        if (c.empty()) return;
        std::string text(c);
        if (atVariationStart_) {
            if (!pendingBefore_.empty()) pendingBefore_ += ' ';
            pendingBefore_ += text;
            return;
        }
        const std::string& old = game_.node(cur_.node).comment;
        game_.setComment(cur_.node, old.empty() ? text : old + " " + text);
    };
    while (i < end) {
        const char c = text_[i];
        if (isSpaceByte(c)) {
            ++i;
            continue;
        }
        if (c == '%' && (i == 0 || text_[i - 1] == '\n')) {  // escape line
            while (i < end && text_[i] != '\n') ++i;
            continue;
        }
        if (c == '{') {
            const std::size_t close = text_.find('}', i + 1);
            if (close == std::string_view::npos || close >= end)
                return fail(RecordErrorCode::UnclosedComment, i, text_.substr(i, std::min<std::size_t>(40, end - i)));
            attachComment(text_.substr(i + 1, close - i - 1));
            i = close + 1;
            continue;
        }
        if (c == ';') {
            std::size_t eol = text_.find('\n', i);
            if (eol == std::string_view::npos || eol > end) eol = end;
            attachComment(text_.substr(i + 1, eol - i - 1));
            i = eol;
            continue;
        }
        if (c == '(') {
            if (cur_.node == RootNode) return fail(RecordErrorCode::VariationWithoutMove, i, "(");
            if (int(stack_.size()) >= MaxVariationDepth) return fail(RecordErrorCode::TooLarge, i, "(");
            stack_.push_back(cur_);
            cur_.node = game_.node(cur_.node).parent;
            cur_.pos.undoMove();
            atVariationStart_ = true;
            ++i;
            continue;
        }
        if (c == ')') {
            if (stack_.empty()) return fail(RecordErrorCode::UnbalancedParen, i, ")");
            cur_ = std::move(stack_.back());
            stack_.pop_back();
            atVariationStart_ = false;
            pendingBefore_.clear();
            ++i;
            continue;
        }
        // An ordinary token: up to space or a special character.
        std::size_t j = i;
        while (j < end && !isSpaceByte(text_[j]) && text_[j] != '{' && text_[j] != '}' && text_[j] != '(' &&
               text_[j] != ')' && text_[j] != ';')
            ++j;
        if (j == i) {  // a stray '}'
            return fail(RecordErrorCode::UnbalancedParen, i, text_.substr(i, 1));
        }
        // The ideographic space separates tokens too.
        std::string_view token = text_.substr(i, j - i);
        if (std::size_t sp = token.find("\xE3\x80\x80"); sp != std::string_view::npos) {
            token = token.substr(0, sp);
            j = i + sp + 3;
            if (token.empty()) {
                i = j;
                continue;
            }
        }
        if (isResultToken(token) && stack_.empty()) {
            resultToken_ = std::string(pgnResult(token));
            // Everything after the result, up to the next game, is free text.
            std::string_view rest = trim(text_.substr(j, end - j));
            game_.trailingText = std::string(rest);
            break;
        }
        if (!playToken(token, i)) return false;
        i = j;
    }
    if (!stack_.empty()) return fail(RecordErrorCode::UnclosedVariation, end, "(");
    if (!resultToken_.empty() && (game_.result() == "*" || resultToken_ != "*")) game_.setResult(resultToken_);
    return true;
}

bool GameReader::read() {
    std::size_t movetextBegin = 0;
    if (!readTags(movetextBegin)) return false;
    if (!readMovetext(movetextBegin)) return false;
    if (simplifiedMoves_ != traditionalMoves_)
        game_.chineseCharacters =
            simplifiedMoves_ > traditionalMoves_ ? ChineseCharacters::Simplified : ChineseCharacters::Traditional;
    else game_.chineseCharacters = firstCharacters_;
    if (!leadingComment_.empty()) {
        const std::string after = game_.node(RootNode).comment;
        game_.setComment(RootNode, after.empty() ? leadingComment_ : leadingComment_ + "\n" + after);
    }
    return true;
}

// ---- writing ------------------------------------------------------------------------------------------------

class Writer {
public:
    explicit Writer(std::string& out) : out_(out) {}
    void token(std::string_view t) {
        if (!line_.empty() && lineWidth_ + 1 + width(t) > 80) flush();
        if (!line_.empty() && !glue_) line_ += ' ', ++lineWidth_;
        glue_ = false;
        line_ += t;
        lineWidth_ += width(t);
    }
    // "(" sticks to the token after it, ")" to the one before it.
    void open() {
        token("(");
        glue_ = true;
    }
    void close() {
        if (line_.empty()) token(")");
        else line_ += ')', ++lineWidth_;
    }
    void flush() {
        if (!line_.empty()) out_ += line_ + '\n';
        line_.clear();
        lineWidth_ = 0;
    }

private:
    // Display width: CJK characters count two columns.
    static std::size_t width(std::string_view t) {
        std::size_t w = 0;
        for (std::size_t i = 0; i < t.size(); ++i) {
            const auto c = static_cast<unsigned char>(t[i]);
            if ((c & 0xC0) == 0x80) continue;
            w += c >= 0xE0 ? 2 : 1;
        }
        return w;
    }
    std::string& out_;
    std::string line_;
    std::size_t lineWidth_ = 0;
    bool glue_ = false;
};

// How moves are written: the notation, and the characters of Chinese moves.
struct MoveStyle {
    Notation notation;
    ChineseCharacters characters;
};

std::string moveToken(const Position& pos, Move m, MoveStyle n) { return formatMove(pos, m, n.notation, n.characters); }

// The reader trims a comment and drops an empty one, so the writer does the same (found by fuzz_xqf: an XQF
// comment ending in a space wrote PGN that read back and wrote other text).
bool hasComment(std::string_view c) { return !trim(c).empty(); }

std::string commentToken(std::string_view c) {
    std::string s(trim(c));
    std::replace(s.begin(), s.end(), '}', ')');  // a PGN comment cannot hold its closing brace
    s.insert(s.begin(), '{');
    s += '}';
    return s;
}

void writeMoveWithExtras(Writer& w, const GameRecord& g, NodeId id, const Position& before, MoveStyle n,
                         bool& needNumber) {
    const MoveNode& node = g.node(id);
    if (hasComment(node.commentBefore)) {
        w.token(commentToken(node.commentBefore));
        needNumber = true;
    }
    if (before.sideToMove() == Color::Red) w.token(std::to_string(before.fullmoveNumber()) + ".");
    else if (needNumber) w.token(std::to_string(before.fullmoveNumber()) + "...");
    w.token(moveToken(before, node.move, n) + node.annotation);
    for (int nag : node.nags) w.token(std::string(1, '$').append(std::to_string(nag)));
    needNumber = false;
    if (hasComment(node.comment)) {
        w.token(commentToken(node.comment));
        needNumber = true;
    }
}

// Writes the line that starts with `first` (a child of the node at `pos`), with the variations met on the way.
void writeLine(Writer& w, const GameRecord& g, NodeId first, Position pos, MoveStyle n, bool needNumber) {
    NodeId id = first;
    while (id != NoNode) {
        const MoveNode& node = g.node(id);
        const MoveNode& parent = g.node(node.parent);
        writeMoveWithExtras(w, g, id, pos, n, needNumber);
        // Alternatives to this move, when it is the main continuation.
        if (parent.children.front() == id) {
            for (std::size_t k = 1; k < parent.children.size(); ++k) {
                w.open();
                writeLine(w, g, parent.children[k], pos, n, true);
                w.close();
                needNumber = true;
            }
        }
        pos.makeMove(node.move);
        id = g.next(id);
        // Only the main continuations are followed here; variations were written above by their parent.
    }
}

std::string escapeTag(std::string_view v) {
    std::string out;
    for (char c : v) {
        if (c == '"' || c == '\\') out += '\\';
        if (c == '\n' || c == '\r') c = ' ';
        out += c;
    }
    return out;
}

}  // namespace

std::string PgnGameSpan::tag(std::string_view name) const {
    for (const auto& [k, v] : tags)
        if (k == name) return v;
    return {};
}

std::vector<PgnGameSpan> indexPgn(std::string_view text) {
    std::vector<PgnGameSpan> spans;
    LineCursor lines{text};
    std::string_view line;
    std::size_t begin = 0;
    PgnGameSpan cur;
    bool open = false, inMovetext = false, afterResult = false;
    bool sawToken = false;  // a move, number or result in the movetext (not only comments)
    int braces = 0;
    auto close = [&](std::size_t at) {
        if (!open) return;
        cur.end = at;
        spans.push_back(std::move(cur));
        cur = PgnGameSpan();
        open = inMovetext = afterResult = sawToken = false;
        braces = 0;
    };
    while (lines.next(line, begin)) {
        if (braces == 0 && !line.empty() && line.front() == '%') continue;  // an escape line (PGN)
        std::string_view t = trim(line);
        if (t.empty()) continue;
        if (braces == 0 && t.front() == '[') {
            std::string name, value;
            const bool isTag = parseTag(t, name, value);
            // Comments alone before the first tag, or between two tags, belong to the game whose tags go on (the
            // reader keeps them as the comment before the first move). A game of tags and comments but no moves is
            // followed by the next game's tags: a tag this game has already starts the next game.
            bool next = afterResult || (inMovetext && sawToken);
            if (!next && inMovetext && !cur.tags.empty())
                next = !isTag || std::any_of(cur.tags.begin(), cur.tags.end(),
                                             [&name](const auto& tag) { return tag.first == name; });
            if (next) close(begin);
            inMovetext = false;
            if (!open) {
                open = true;
                cur.begin = begin;
                cur.firstLine = lines.lineNo;
            }
            if (isTag) cur.tags.emplace_back(std::move(name), std::move(value));
            continue;
        }
        if (afterResult) continue;  // free text after a game
        if (!open) {
            open = true;
            cur.begin = begin;
            cur.firstLine = lines.lineNo;
        }
        inMovetext = true;
        // Follow comments and look for the result, so that text after it is not taken for moves.
        std::size_t i = 0;
        int parens = 0;
        while (i < line.size()) {
            const char c = line[i];
            if (braces > 0) {
                if (c == '}') --braces;
                ++i;
                continue;
            }
            if (c == '{') ++braces;
            else if (c == ';') break;
            else if (c == '(') ++parens;
            else if (c == ')') --parens;
            else if (!isSpaceByte(c)) {
                sawToken = true;
                std::size_t j = i;
                // (Tokens end where the game reader ends them, ';' included: "1-0;…" ends the game for both.)
                while (j < line.size() && !isSpaceByte(line[j]) && line[j] != '{' && line[j] != '(' && line[j] != ')' &&
                       line[j] != ';')
                    ++j;
                if (isResultToken(line.substr(i, j - i)) && parens <= 0) {
                    afterResult = true;
                    break;
                }
                i = j;
                continue;
            }
            ++i;
        }
    }
    close(text.size());
    return spans;
}

bool readPgnGame(std::string_view text, const PgnGameSpan& span, GameRecord* game, RecordError* error) {
    GameRecord g;
    RecordError e;
    GameReader reader(text, span, g, e);
    if (!reader.read()) {
        if (error) *error = e;
        return false;
    }
    *game = std::move(g);
    return true;
}

bool readPgn(std::string_view text, std::vector<GameRecord>* games, RecordError* error) {
    const auto spans = indexPgn(text);
    if (spans.empty()) {
        if (error) {
            *error = RecordError();
            error->code = RecordErrorCode::Empty;
        }
        return false;
    }
    for (std::size_t k = 0; k < spans.size(); ++k) {
        GameRecord g;
        if (!readPgnGame(text, spans[k], &g, error)) {
            if (error) error->gameIndex = int(k);
            return false;
        }
        games->push_back(std::move(g));
    }
    return true;
}

std::string writePgn(const GameRecord& game, Notation notation, std::optional<ChineseCharacters> characters) {
    const MoveStyle style{notation,
                          characters.value_or(game.chineseCharacters.value_or(ChineseCharacters::Traditional))};
    std::string out;
    auto tagLine = [&](std::string_view name, std::string_view value) {
        out += '[';
        out += name;
        out += " \"";
        out += escapeTag(value);
        out += "\"]\n";
    };
    tagLine("Game", "Chinese Chess");
    for (const auto& [k, v] : game.tags())
        if (!isReservedTag(k)) tagLine(k, v);
    tagLine("Result", game.result());
    if (!game.startFen().empty()) tagLine("FEN", game.startFen());
    if (notation == Notation::Wxf) tagLine("Format", "WXF");
    if (notation == Notation::Iccs) tagLine("Format", "ICCS");
    out += '\n';
    Writer w(out);
    const MoveNode& root = game.node(RootNode);
    if (hasComment(root.comment)) w.token(commentToken(root.comment));
    if (!root.children.empty()) {
        // The root's variations are alternatives to the first move: writeLine handles them as for any node.
        writeLine(w, game, root.children.front(), game.startPosition(), style, true);
    }
    w.token(game.result());
    w.flush();
    if (!game.trailingText.empty()) {
        // Text starting with '[' on a line of its own would read back as the next game's tags:
        // then it stays on the result's line, where the reader took it from.
        const auto first = game.trailingText.find_first_not_of(" \t\r\n");
        if (first != std::string::npos && game.trailingText[first] == '[' && !out.empty() && out.back() == '\n') out.back() = ' ';
        out += game.trailingText + "\n";
    }
    return out;
}

}  // namespace xq
