// The words to speak for a move (movespeech.h): the Chinese notation's characters read one by one as pinyin or as
// English words, so that the spoken move and the written one cannot drift apart.
#include "xiangqi/movespeech.h"

#include <array>
#include <string_view>

#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"

namespace xq {

namespace {

// One character of the simplified Chinese notation and its words.
struct Word {
    std::string_view character;
    std::string_view pinyin;
    std::string_view english;
};

// Everything formatMove writes in simplified characters: pieces of both sides, 进 退 平, 前 中 后, Chinese
// numerals (Red's files, order words) and full-width digits (Black's files). Polyphones are read as xiangqi says
// them: 车 jū, 将 jiàng, 相 xiàng, 卒 zú.
constexpr std::array<Word, 35> words = {{
    {"帅", "shuai4", "general"},  {"将", "jiang4", "general"},  {"仕", "shi4", "advisor"}, {"士", "shi4", "advisor"},
    {"相", "xiang4", "elephant"}, {"象", "xiang4", "elephant"}, {"马", "ma3", "horse"},    {"车", "ju1", "chariot"},
    {"炮", "pao4", "cannon"},     {"兵", "bing1", "soldier"},   {"卒", "zu2", "soldier"},  {"进", "jin4", "forward"},
    {"退", "tui4", "back"},       {"平", "ping2", "across"},    {"前", "qian2", "front"},  {"中", "zhong1", "middle"},
    {"后", "hou4", "rear"},       {"一", "yi1", "one"},         {"二", "er4", "two"},      {"三", "san1", "three"},
    {"四", "si4", "four"},        {"五", "wu3", "five"},        {"六", "liu4", "six"},     {"七", "qi1", "seven"},
    {"八", "ba1", "eight"},       {"九", "jiu3", "nine"},       {"１", "yi1", "one"},      {"２", "er4", "two"},
    {"３", "san1", "three"},      {"４", "si4", "four"},        {"５", "wu3", "five"},     {"６", "liu4", "six"},
    {"７", "qi1", "seven"},       {"８", "ba1", "eight"},       {"９", "jiu3", "nine"},
}};

// The English order words for numbered pawns (一兵 … 五兵: "first soldier" … "fifth soldier").
constexpr std::array<std::string_view, 10> ordinals = {"",      "first", "second",  "third",  "fourth",
                                                       "fifth", "sixth", "seventh", "eighth", "ninth"};

const Word* wordAt(std::string_view text, std::size_t i) {
    for (const Word& w : words)
        if (text.substr(i, w.character.size()) == w.character) return &w;
    return nullptr;
}

bool isPieceWord(const Word* w) {
    return w && (w->english == "general" || w->english == "advisor" || w->english == "elephant" ||
                 w->english == "horse" || w->english == "chariot" || w->english == "cannon" || w->english == "soldier");
}

constexpr std::array<std::string_view, 10> numbers = {"",     "one", "two",   "three", "four",
                                                      "five", "six", "seven", "eight", "nine"};

int numberOf(const Word* w) {
    for (int n = 1; n <= 9; ++n)
        if (w && w->english == numbers[n]) return n;
    return 0;
}

void append(std::string& out, std::string_view word) {
    if (!out.empty()) out += ' ';
    out += word;
}

constexpr std::array<std::string_view, PieceTypeCount> pinyinPieces = {"",    "shuai4", "shi4", "xiang4",
                                                                       "ma3", "ju1",    "pao4", "bing1"};
constexpr std::array<std::string_view, PieceTypeCount> englishPieces = {"",      "general", "advisor", "elephant",
                                                                        "horse", "chariot", "cannon",  "soldier"};

}  // namespace

std::string_view spokenNotationName(SpokenNotation n) {
    switch (n) {
    case SpokenNotation::Chinese: return "chinese";
    case SpokenNotation::English: return "english";
    case SpokenNotation::Coordinates: return "coordinates";
    }
    return "chinese";
}

bool parseSpokenNotation(std::string_view name, SpokenNotation* out) {
    for (SpokenNotation n : {SpokenNotation::Chinese, SpokenNotation::English, SpokenNotation::Coordinates})
        if (name == spokenNotationName(n)) {
            *out = n;
            return true;
        }
    return false;
}

std::string spokenSquare(Square s) { return squareName(s); }

std::string spokenPiece(Piece p, SpokenNotation n, bool withSide) {
    const PieceType t = typeOf(p);
    const Color c = colorOf(p);
    if (p == NoPiece || t == NoPieceType) return {};
    std::string out;
    if (n == SpokenNotation::Chinese) {
        if (withSide) out = c == Color::Red ? "hong2 " : "hei1 ";
        // The generals and soldiers have a name for each side.
        out += t == King && c == Color::Black ? "jiang4" : t == Pawn && c == Color::Black ? "zu2" : pinyinPieces[t];
    } else {
        if (withSide) out = c == Color::Red ? "red " : "black ";
        out += englishPieces[t];
    }
    return out;
}

std::string spokenMove(const Position& pos, Move m, SpokenNotation n) {
    if (n == SpokenNotation::Coordinates) {
        if (formatMove(pos, m, Notation::Iccs).empty()) return {};
        return squareName(m.from()) + " to " + squareName(m.to());
    }
    const std::string text = formatMove(pos, m, Notation::Chinese, ChineseCharacters::Simplified);
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const Word* w = wordAt(text, i);
        if (!w) return {};  // formatMove wrote something this table does not know: say nothing rather than nonsense
        i += w->character.size();
        if (n == SpokenNotation::Chinese) {
            append(out, w->pinyin);
        } else {
            // A number before a piece is an order word: 一兵 "first soldier".
            const int number = numberOf(w);
            append(out, number && isPieceWord(wordAt(text, i)) ? ordinals[number] : w->english);
        }
    }
    return out;
}

std::string spokenMoveWithEffects(const Position& pos, Move m, SpokenNotation n) {
    std::string out = spokenMove(pos, m, n);
    if (out.empty()) return out;
    const bool chinese = n == SpokenNotation::Chinese;
    if (const Piece taken = pos.pieceAt(m.to()); taken != NoPiece)
        out += (chinese ? ", chi1 " : ", takes ") + spokenPiece(taken, n, false);
    Position after = pos;
    after.makeMove(m);
    MoveList replies;
    generateLegal(after, replies);
    if (replies.empty())
        out += after.inCheck() ? (chinese ? ", jue2 sha1" : ", checkmate") : (chinese ? ", kun4 bi4" : ", stalemate");
    else if (after.inCheck()) out += chinese ? ", jiang1 jun1" : ", check";
    return out;
}

}  // namespace xq
