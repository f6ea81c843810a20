// ChessBridge CBF reader: a small XML scanner (elements, attributes, entities) over the record's fixed shape.
#include "xiangqi/chessbridge.h"

#include "xiangqi/textcodec.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <string>

#include "readerparts.h"

namespace xq {

namespace {

// XML character data with its five named entities and numeric references resolved.
std::string unescape(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '&') {
            out += s[i];
            continue;
        }
        const std::size_t semi = s.find(';', i);
        if (semi == std::string_view::npos || semi - i > 10) {
            out += '&';
            continue;
        }
        const std::string_view name = s.substr(i + 1, semi - i - 1);
        if (name == "amp") out += '&';
        else if (name == "lt") out += '<';
        else if (name == "gt") out += '>';
        else if (name == "quot") out += '"';
        else if (name == "apos") out += '\'';
        else if (name.size() > 1 && name[0] == '#') {
            unsigned cp = 0;
            const bool hex = name[1] == 'x' || name[1] == 'X';
            for (std::size_t k = hex ? 2 : 1; k < name.size(); ++k) {
                const char c = name[k];
                const int d = c >= '0' && c <= '9'          ? c - '0'
                              : hex && c >= 'a' && c <= 'f' ? c - 'a' + 10
                              : hex && c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                            : -1;
                if (d < 0 || cp > 0x10FFFF) {
                    cp = 0xFFFD;
                    break;
                }
                cp = cp * (hex ? 16 : 10) + unsigned(d);
            }
            appendUtf8(out, char32_t(cp));
        } else {
            out += '&';
            continue;
        }
        i = semi;
    }
    return out;
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

// The text of <name>…</name> inside [begin, end), or npos when absent (an empty element gives "").
std::size_t findElement(std::string_view text, std::string_view name, std::size_t begin, std::size_t end,
                        std::string_view* content) {
    std::size_t i = begin;
    while (true) {
        std::string startTag = "<";
        startTag.append(name);
        const std::size_t open = text.find(startTag, i);
        if (open == std::string_view::npos || open >= end) return std::string_view::npos;
        const std::size_t after = open + 1 + name.size();
        if (after >= text.size() ||
            !(text[after] == '>' || text[after] == '/' || std::isspace(static_cast<unsigned char>(text[after])))) {
            i = after;
            continue;
        }
        const std::size_t close = text.find('>', after);
        if (close == std::string_view::npos || close >= end) return std::string_view::npos;
        if (text[close - 1] == '/') {
            *content = {};
            return close + 1;
        }
        std::string endTag = "</";
        endTag.append(name);
        endTag += '>';
        const std::size_t stop = text.find(endTag, close + 1);
        if (stop == std::string_view::npos || stop > end) return std::string_view::npos;
        *content = text.substr(close + 1, stop - close - 1);
        return close + 1;
    }
}

// Attributes of one start tag (the text between the element name and '>').
std::map<std::string, std::string> attributes(std::string_view tag) {
    std::map<std::string, std::string> out;
    std::size_t i = 0;
    while (i < tag.size()) {
        while (i < tag.size() && (std::isspace(static_cast<unsigned char>(tag[i])) || tag[i] == '/')) ++i;
        const std::size_t nameStart = i;
        while (i < tag.size() && tag[i] != '=' && !std::isspace(static_cast<unsigned char>(tag[i]))) ++i;
        const std::string name(tag.substr(nameStart, i - nameStart));
        while (i < tag.size() && std::isspace(static_cast<unsigned char>(tag[i]))) ++i;
        if (i >= tag.size() || tag[i] != '=') break;
        ++i;
        while (i < tag.size() && std::isspace(static_cast<unsigned char>(tag[i]))) ++i;
        if (i >= tag.size() || (tag[i] != '"' && tag[i] != '\'')) break;
        const char quote = tag[i++];
        const std::size_t valueEnd = tag.find(quote, i);
        if (valueEnd == std::string_view::npos) break;
        out[name] = unescape(tag.substr(i, valueEnd - i));
        i = valueEnd + 1;
    }
    return out;
}

// "XY" of CBF: file 0-8 from Red's left, row 0-9 from Black's side.
Square cbfSquare(char x, char y) {
    if (x < '0' || x > '8' || y < '0' || y > '9') return NoSquare;
    return makeSquare(x - '0', 9 - (y - '0'));
}

}  // namespace

bool looksLikeCbf(std::string_view text) { return text.find("<ChineseChessRecord") != std::string_view::npos; }

bool readCbf(std::string_view text, GameRecord* game, RecordError* error, RecordError* stoppedAt) {
    *error = RecordError{};
    if (stoppedAt) *stoppedAt = RecordError{};
    auto fail = [&](RecordErrorCode code, std::size_t at, std::string_view what, std::string detail = {}) {
        return readers::fail(text, error, code, at, what, std::move(detail));
    };
    // Leniently: where the moves went wrong, the moves before it being kept (readCbr does the same).
    auto stop = [&](RecordErrorCode code, std::size_t at, std::string_view what, std::string detail = {}) {
        fail(code, at, what, std::move(detail));
        *stoppedAt = std::move(*error);
        *error = RecordError{};
    };
    const std::size_t root = text.find("<ChineseChessRecord");
    if (root == std::string_view::npos) return fail(RecordErrorCode::BadHeader, 0, "", "no <ChineseChessRecord>");
    std::size_t rootEnd = text.find("</ChineseChessRecord>", root);
    // Leniently, a file cut short (an interrupted copy or download) is read as far as it goes: its head must be
    // whole, the move list is read up to the last whole <Move>, and the end of the file is the place reported.
    const bool cut = rootEnd == std::string_view::npos;
    if (cut) {
        if (!stoppedAt) return fail(RecordErrorCode::Truncated, text.size(), "", "no </ChineseChessRecord>");
        rootEnd = text.size();
    }

    GameRecord g;
    std::string_view head;
    const std::size_t headAt = findElement(text, "Head", root, rootEnd, &head);
    if (cut && headAt == std::string_view::npos)
        return fail(RecordErrorCode::Truncated, text.size(), "", "the file ends before the end of <Head>");
    if (headAt != std::string_view::npos) {
        static const std::pair<const char*, const char*> Fields[] = {
            {"Name", "Title"},          {"Contest", "Event"},
            {"Round", "Round"},         {"Date", "Date"},
            {"Site", "Site"},           {"Red", "Red"},
            {"RedTeam", "RedTeam"},     {"Black", "Black"},
            {"BlackTeam", "BlackTeam"}, {"Commentator", "Annotator"},
            {"Creator", "Author"},      {"ECCO", "ECCO"}};
        const std::size_t headEnd = headAt + head.size();
        for (const auto& [element, tag] : Fields) {
            std::string_view v;
            if (findElement(text, element, headAt, headEnd, &v) == std::string_view::npos) continue;
            const std::string value = unescape(trimmed(v));
            if (!value.empty()) g.setTag(tag, value);
        }
        std::string_view fen;
        const std::size_t fenAt = findElement(text, "FEN", headAt, headEnd, &fen);
        if (fenAt != std::string_view::npos) {
            const std::string f = unescape(trimmed(fen));
            FenError why;
            if (!f.empty() && !g.setStartFen(f, &why)) {
                error->fenError = why;
                return fail(RecordErrorCode::BadFen, fenAt, f, describe(why));
            }
        }
        std::string_view result;
        if (findElement(text, "RecordResult", headAt, headEnd, &result) != std::string_view::npos) {
            const std::string_view r = trimmed(result);
            g.setResult(r == "1" ? "1-0" : r == "2" ? "0-1" : (r == "3" || r == "4") ? "1/2-1/2" : "*");
        }
    }

    std::string_view list;
    std::size_t listAt = findElement(text, "MoveList", root, rootEnd, &list);
    bool listCut = false;  // the file ends inside the move list: it is read to the end of the file
    if (listAt == std::string_view::npos && cut) {
        const std::size_t open = text.find("<MoveList", root);
        const std::size_t close = open == std::string_view::npos ? open : text.find('>', open);
        if (close != std::string_view::npos) {
            listAt = close + 1;
            list = text.substr(listAt);
            listCut = true;
        }
    }
    if (listAt == std::string_view::npos) {
        if (cut) stop(RecordErrorCode::Truncated, text.size(), "", "no </ChineseChessRecord>");
        *game = std::move(g);
        return true;
    }
    // CBF files may say the wrong side in the FEN: the first real move decides, as other readers do.
    Position pos = g.startPosition();
    NodeId at = RootNode;
    std::size_t i = listAt;
    const std::size_t listEnd = listAt + list.size();
    bool first = true;
    while (true) {
        const std::size_t open = text.find("<Move", i);
        if (open == std::string_view::npos || open >= listEnd) break;
        const std::size_t close = text.find('>', open);
        if (close == std::string_view::npos || close > listEnd) {
            if (!stoppedAt) return fail(RecordErrorCode::Truncated, open, "<Move");
            error->moveNumber = pos.fullmoveNumber();
            error->side = pos.sideToMove();
            stop(RecordErrorCode::Truncated, open, "<Move");
            break;
        }
        const auto attrs = attributes(text.substr(open + 5, close - open - 5));
        i = close + 1;
        const auto value = attrs.find("value");
        const std::string v = value == attrs.end() ? std::string() : value->second;
        const auto comment = attrs.find("comment");
        if (v == "00-00") {
            if (comment != attrs.end()) g.setComment(RootNode, comment->second);
            continue;
        }
        // A bad move refuses the record; leniently it ends the reading there (the moves before it are kept).
        auto bad = [&](MoveTextError why) {
            error->moveError = why;
            error->moveNumber = pos.fullmoveNumber();
            error->side = pos.sideToMove();
            if (stoppedAt) stop(RecordErrorCode::BadMove, open, v);
            else fail(RecordErrorCode::BadMove, open, v);
        };
        if (v.size() != 5 || v[2] != '-') {
            bad(MoveTextError::Malformed);
            if (!stoppedAt) return false;
            break;
        }
        const Square from = cbfSquare(v[0], v[1]), to = cbfSquare(v[3], v[4]);
        if (from == NoSquare || to == NoSquare) {
            bad(MoveTextError::Malformed);
            if (!stoppedAt) return false;
            break;
        }
        if (first && pos.pieceAt(from) != NoPiece && colorOf(pos.pieceAt(from)) != pos.sideToMove()) {
            std::string f = pos.fen();
            const std::size_t space = f.find(' ');
            f[space + 1] = f[space + 1] == 'w' ? 'b' : 'w';
            const std::string comment0 = g.node(RootNode).comment;
            if (g.setStartFen(f)) {
                g.setComment(RootNode, comment0);
                pos = g.startPosition();
            }
        }
        first = false;
        const Move m(from, to);
        const MoveTextError why = pos.pieceAt(from) == NoPiece                          ? MoveTextError::NoSuchPiece
                                  : colorOf(pos.pieceAt(from)) != pos.sideToMove() ? MoveTextError::NotYourPiece
                                  : !pos.isLegal(m)                                ? MoveTextError::NotLegal
                                                                                   : MoveTextError::None;
        if (why != MoveTextError::None) {
            if (why == MoveTextError::NotLegal) explainIllegalMove(error, pos, m);
            bad(why);
            if (!stoppedAt) return false;
            break;
        }
        if (g.nodesAdded() >= MaxRecordMoves) return fail(RecordErrorCode::TooLarge, open, v);
        at = g.addMove(at, m);
        pos.makeMove(m);
        if (comment != attrs.end() && !comment->second.empty()) g.setComment(at, comment->second);
    }
    // A file cut short after its last whole <Move>: read to there, the end of the file reported. (Cut after
    // </MoveList>, nothing of the game is missing.)
    if (listCut && !*stoppedAt) {
        error->moveNumber = pos.fullmoveNumber();
        error->side = pos.sideToMove();
        stop(RecordErrorCode::Truncated, text.size(), "", "no </ChineseChessRecord>");
    }
    *game = std::move(g);
    return true;
}

}  // namespace xq
