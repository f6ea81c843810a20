// Move notation: writing and reading ICCS, Chinese and WXF move texts (conventions in docs/RULES.md).
#include "xiangqi/notation.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "xiangqi/movegen.h"

namespace xq {

namespace {

// Joins message parts by appending (operator+ chains trip a false -Wrestrict warning in GCC 12).
template <typename... Parts>
std::string concat(const Parts&... parts) {
    std::string out;
    (out.append(std::string_view(parts)), ...);
    return out;
}

std::string quote(std::string_view text) { return concat("'", text, "'"); }

// How a move is described in Chinese and WXF notation, independent of the characters used.
// Both notations are first written as an ASCII "key": piece letter K A E H R C P, file digits 1-9 counted from the
// mover's right, '+' forward, '-' backward, '=' sideways, and for Chinese 'f'/'m'/'b' for 前/中/後.
// A key is what parsing compares, so the written text and the parsed text cannot drift apart.
struct Keys {
    std::string canonical;              // the form formatMove writes
    std::vector<std::string> variants;  // other forms parseMove accepts when no canonical form matches
};

constexpr std::array<char, PieceTypeCount> pieceLetters = {'?', 'K', 'A', 'E', 'H', 'R', 'C', 'P'};

// Files are numbered 1..9 from the mover's own right: Red's right is file i, Black's right is file a.
int fileNumber(Color c, int file) { return c == Color::Red ? 9 - file : file + 1; }
int fileFromNumber(Color c, int number) { return c == Color::Red ? 9 - number : number - 1; }
char digit(int n) { return char('0' + n); }

// The part of a key after the piece designation: direction and number.
std::string movementPart(Color c, PieceType t, Square from, Square to) {
    const int dr = relativeRank(c, to) - relativeRank(c, from);
    std::string out;
    out += dr > 0 ? '+' : dr < 0 ? '-' : '=';
    // Straight movers going forward or back count steps; everything else names the destination file.
    const bool straight = t == King || t == Rook || t == Cannon || t == Pawn;
    out += digit(dr != 0 && straight ? std::abs(dr) : fileNumber(c, fileOf(to)));
    return out;
}

// Squares of the mover's pieces of type t on the given file, front (nearest the opponent) first.
std::vector<Square> piecesOnFile(const Position& pos, Color c, PieceType t, int file) {
    std::vector<Square> out;
    const Piece p = makePiece(c, t);
    for (int r = 0; r < RankCount; ++r)
        if (pos.pieceAt(makeSquare(file, r)) == p) out.push_back(makeSquare(file, r));
    std::sort(out.begin(), out.end(), [c](Square a, Square b) { return relativeRank(c, a) > relativeRank(c, b); });
    return out;
}

// Files (0..8) holding two or more of the mover's pawns, ordered from the mover's right to left.
std::vector<int> multiPawnFiles(const Position& pos, Color c) {
    std::vector<int> out;
    for (int n = 1; n <= 9; ++n) {
        const int f = fileFromNumber(c, n);
        if (piecesOnFile(pos, c, Pawn, f).size() >= 2) out.push_back(f);
    }
    return out;
}

// What both Chinese and WXF keys are built from: the moving piece, its file, its rank among like pieces
// on that file (k of n, front first) and the movement part.
struct MoveFacts {
    Color c;
    PieceType t;
    char L;             // piece letter
    int file;           // 0..8
    char d;             // file digit counted from the mover's right
    std::string move;   // direction and number
    int n;              // like pieces on the file
    int k;              // this piece's place among them, 0 = front
    std::string plain;  // letter + file + movement
};

MoveFacts moveFacts(const Position& pos, Move m) {
    MoveFacts f;
    const Piece piece = pos.pieceAt(m.from());
    f.c = colorOf(piece);
    f.t = typeOf(piece);
    f.L = pieceLetters[f.t];
    f.file = fileOf(m.from());
    f.d = digit(fileNumber(f.c, f.file));
    f.move = movementPart(f.c, f.t, m.from(), m.to());
    const std::vector<Square> same = piecesOnFile(pos, f.c, f.t, f.file);
    f.n = static_cast<int>(same.size());
    f.k = static_cast<int>(std::find(same.begin(), same.end(), m.from()) - same.begin());
    f.plain = std::string{f.L, f.d} + f.move;
    return f;
}

// Advisors and elephants sharing a file are told apart by their direction (on their own points one goes forward,
// the other back), so they keep the plain form. Only off their points (a FEN may put them anywhere) can both make
// the same plain move: then they are named front and back like other pieces.
bool keepsPlainForm(const Position& pos, Move m, const MoveFacts& f) {
    if (f.n == 1) return true;
    if (f.t != Advisor && f.t != Elephant) return false;
    MoveList list;
    generateLegal(pos, list);
    for (Move o : list)
        if (o.from() != m.from() && pos.pieceAt(o.from()) == pos.pieceAt(m.from()) && fileOf(o.from()) == f.file &&
            movementPart(f.c, f.t, o.from(), o.to()) == f.move)
            return false;
    return true;
}

Keys chineseKeys(const Position& pos, Move m) {
    const MoveFacts facts = moveFacts(pos, m);
    const auto [c, t, L, file, d, move, n, k, plain] = facts;

    Keys keys;
    if (keepsPlainForm(pos, m, facts)) {
        keys.canonical = plain;
        if (n == 2) keys.variants = {std::string{k == 0 ? 'f' : 'b', L} + move};
        return keys;
    }
    const char fb = k == 0 ? 'f' : 'b';
    const std::vector<int> multi = t == Pawn ? multiPawnFiles(pos, c) : std::vector<int>{};
    if (t != Pawn || (n == 2 && multi.size() == 1)) {
        keys.canonical = std::string{fb, L} + move;
        keys.variants = {plain, std::string{L, fb} + move};
        return keys;
    }
    if (multi.size() == 2) {
        // Number the pawns of both files 一..五: files from the mover's right to left, each from front to back.
        int global = 0;
        for (int f : multi) {
            if (f == file) break;
            global += static_cast<int>(piecesOnFile(pos, c, Pawn, f).size());
        }
        keys.canonical = std::string{digit(global + k + 1), 'P'} + move;
        const char pos3 = k == 0 ? 'f' : k == n - 1 ? 'b' : 'm';
        keys.variants = {std::string{pos3, d} + move, std::string{pos3, 'P', d} + move};
        return keys;
    }
    if (n == 3) {
        keys.canonical = std::string{"fmb"[k], 'P'} + move;
        keys.variants = {std::string{digit(k + 1), 'P'} + move};
        return keys;
    }
    // Four or five pawns on one file: 一..五 from the front.
    keys.canonical = std::string{digit(k + 1), 'P'} + move;
    if (k == 0) keys.variants = {"fP" + move};
    if (k == n - 1) keys.variants = {"bP" + move};
    if (n == 5 && k == 2) keys.variants = {"mP" + move};
    return keys;
}

Keys wxfKeys(const Position& pos, Move m) {
    const MoveFacts facts = moveFacts(pos, m);
    const auto [c, t, L, file, d, move, n, k, plain] = facts;

    Keys keys;
    if (keepsPlainForm(pos, m, facts)) {
        keys.canonical = plain;
        if (n == 2) keys.variants = {std::string{L, k == 0 ? '+' : '-'} + move};
        return keys;
    }
    const char fb = k == 0 ? '+' : '-';
    if (t != Pawn) {
        keys.canonical = std::string{L, fb} + move;
        keys.variants = {plain};
        return keys;
    }
    // Pawns, following the WXF rules for tandem pawns.
    if (multiPawnFiles(pos, c).size() == 2) {
        // The file digit replaces the letter: 3+ front, 33 middle, 3- rear.
        keys.canonical = std::string{d, k == 0 ? '+' : k == n - 1 ? '-' : d} + move;
        return keys;
    }
    if (n == 2) {
        keys.canonical = std::string{'P', fb} + move;
        keys.variants = {plain};
    } else if (n == 3) {
        keys.canonical = std::string{'P', k == 0 ? '+' : k == 2 ? '-' : d} + move;
    } else {
        // Four pawns: ++ P+ P- --; five: ++ P+ P<file> P- --.
        static constexpr std::array<const char*, 4> four = {"++", "P+", "P-", "--"};
        static constexpr std::array<const char*, 5> five = {"++", "P+", "", "P-", "--"};
        keys.canonical = n == 4 ? four[k] : (k == 2 ? std::string{'P', d} : std::string(five[k]));
        keys.canonical += move;
    }
    return keys;
}

// ---- Characters ----------------------------------------------------------------------------------------------

// Piece names by side, in traditional and in simplified characters (indexed by ChineseCharacters).
constexpr std::array<std::array<const char*, PieceTypeCount>, 2> redChars = {{
    {"", "帥", "仕", "相", "傌", "俥", "炮", "兵"},
    {"", "帅", "仕", "相", "马", "车", "炮", "兵"},
}};
constexpr std::array<std::array<const char*, PieceTypeCount>, 2> blackChars = {{
    {"", "將", "士", "象", "馬", "車", "砲", "卒"},
    {"", "将", "士", "象", "马", "车", "炮", "卒"},
}};
// 前 中 後/后 進/进 退 平: the words of the key letters f m b + - =.
constexpr std::array<const char*, 2> backWord = {"後", "后"};
constexpr std::array<const char*, 2> forwardWord = {"進", "进"};
constexpr std::array<const char*, 10> chineseNumerals = {"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
constexpr std::array<const char*, 10> fullWidthDigits = {"", "１", "２", "３", "４", "５", "６", "７", "８", "９"};

PieceType typeFromLetter(char L) {
    for (int t = King; t <= Pawn; ++t)
        if (pieceLetters[t] == L) return PieceType(t);
    return NoPieceType;
}

// Turns a canonical Chinese key into the text shown to the user.
std::string chineseFromKey(const std::string& key, Color c, ChineseCharacters characters) {
    const auto set = std::size_t(characters == ChineseCharacters::Simplified);
    std::string out;
    for (std::size_t i = 0; i < key.size(); ++i) {
        const char ch = key[i];
        if (ch >= '1' && ch <= '9') {
            // A number before the piece is an order word (一兵), written as a Chinese numeral for both sides.
            const bool order = i + 1 < key.size() && typeFromLetter(key[i + 1]) != NoPieceType;
            out += (order || c == Color::Red) ? chineseNumerals[ch - '0'] : fullWidthDigits[ch - '0'];
        } else if (typeFromLetter(ch) != NoPieceType) {
            out += (c == Color::Red ? redChars : blackChars)[set][typeFromLetter(ch)];
        } else {
            switch (ch) {
            case 'f': out += "前"; break;
            case 'm': out += "中"; break;
            case 'b': out += backWord[set]; break;
            case '+': out += forwardWord[set]; break;
            case '-': out += "退"; break;
            case '=': out += "平"; break;
            default: out += ch; break;
            }
        }
    }
    return out;
}

// Decodes one UTF-8 code point starting at text[i]; advances i. Returns 0xFFFD for a malformed sequence.
char32_t nextCodePoint(std::string_view text, std::size_t& i) {
    const auto b0 = static_cast<unsigned char>(text[i]);
    int len = b0 < 0x80 ? 1 : (b0 >> 5) == 6 ? 2 : (b0 >> 4) == 14 ? 3 : (b0 >> 3) == 30 ? 4 : 0;
    if (len == 0 || i + len > text.size()) {
        ++i;
        return 0xFFFD;
    }
    char32_t cp = len == 1 ? b0 : len == 2 ? (b0 & 0x1f) : len == 3 ? (b0 & 0x0f) : (b0 & 0x07);
    for (int k = 1; k < len; ++k) {
        const auto b = static_cast<unsigned char>(text[i + k]);
        if ((b >> 6) != 2) {
            ++i;
            return 0xFFFD;
        }
        cp = (cp << 6) | (b & 0x3f);
    }
    i += len;
    return cp;
}

// One Chinese character (or digit) and the key character it stands for.
struct CharKey {
    char32_t cp;
    char key;
};

constexpr CharKey chineseCharKeys[] = {
    {U'帥', 'K'}, {U'帅', 'K'}, {U'將', 'K'}, {U'将', 'K'}, {U'仕', 'A'}, {U'士', 'A'}, {U'相', 'E'}, {U'象', 'E'},
    {U'傌', 'H'}, {U'馬', 'H'}, {U'马', 'H'}, {U'俥', 'R'}, {U'車', 'R'}, {U'车', 'R'}, {U'炮', 'C'}, {U'砲', 'C'},
    {U'包', 'C'}, {U'兵', 'P'}, {U'卒', 'P'}, {U'前', 'f'}, {U'中', 'm'}, {U'後', 'b'}, {U'后', 'b'}, {U'進', '+'},
    {U'进', '+'}, {U'退', '-'}, {U'平', '='}, {U'一', '1'}, {U'二', '2'}, {U'三', '3'}, {U'四', '4'}, {U'五', '5'},
    {U'六', '6'}, {U'七', '7'}, {U'八', '8'}, {U'九', '9'}, {U'１', '1'}, {U'２', '2'}, {U'３', '3'}, {U'４', '4'},
    {U'５', '5'}, {U'６', '6'}, {U'７', '7'}, {U'８', '8'}, {U'９', '9'},
};

bool isSpace(char32_t cp) { return cp == ' ' || cp == '\t' || cp == '\r' || cp == '\n' || cp == 0x3000; }

// Normalises Chinese text to a key; on an unknown character writes an error and returns false.
bool chineseKey(std::string_view text, std::string& key, MoveParseError* error) {
    key.clear();
    int index = 0;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t start = i;
        const char32_t cp = nextCodePoint(text, i);
        ++index;
        if (isSpace(cp)) continue;
        char k = 0;
        if (cp >= '1' && cp <= '9') k = char(cp);
        for (const CharKey& ck : chineseCharKeys)
            if (ck.cp == cp) k = ck.key;
        if (k == 0) {
            if (error) {
                error->code = MoveTextError::Malformed;
                error->notation = Notation::Chinese;
                error->character = std::string(text.substr(start, i - start));
                error->position = index;
            }
            return false;
        }
        key += k;
    }
    return true;
}

// Normalises WXF text to a key: upper case, B/N/G/S accepted, '.' for '=', "+R-1" prefix form turned into "R+-1".
bool wxfKey(std::string_view text, std::string& key, MoveParseError* error) {
    key.clear();
    for (std::size_t i = 0; i < text.size(); ++i) {
        char ch = text[i];
        if (ch == ' ' || ch == '\t') continue;
        if (ch >= 'a' && ch <= 'z') ch = char(ch - 'a' + 'A');
        switch (ch) {
        case 'B': ch = 'E'; break;
        case 'N': ch = 'H'; break;
        case 'G': ch = 'K'; break;
        case 'S': ch = 'P'; break;
        case '.': ch = '='; break;
        default: break;
        }
        const bool ok =
            typeFromLetter(ch) != NoPieceType || (ch >= '1' && ch <= '9') || ch == '+' || ch == '-' || ch == '=';
        if (!ok) {
            if (error) {
                error->code = MoveTextError::Malformed;
                error->notation = Notation::Wxf;
                error->character = std::string(text.substr(i, 1));
                error->position = int(i) + 1;
            }
            return false;
        }
        key += ch;
    }
    if (key.size() >= 2 && (key[0] == '+' || key[0] == '-') && typeFromLetter(key[1]) != NoPieceType)
        std::swap(key[0], key[1]);
    return true;
}

bool isDirection(char ch) { return ch == '+' || ch == '-' || ch == '='; }
bool isDigit19(char ch) { return ch >= '1' && ch <= '9'; }

// Is the key shaped like a move (designation, direction, number)? Used only to word the error message.
bool wellFormedKey(const std::string& key) {
    return (key.size() == 4 || key.size() == 5) && isDirection(key[key.size() - 2]) && isDigit19(key.back());
}

std::string colorName(Color c) { return c == Color::Red ? "Red" : "Black"; }

std::string moveList(const std::vector<Move>& moves) {
    std::string out;
    for (Move m : moves) {
        if (!out.empty()) out += ", ";
        out += moveToUci(m);
    }
    return out;
}

const char* typeName(PieceType t) {
    static constexpr std::array<const char*, PieceTypeCount> names = {"",      "general", "advisor", "elephant",
                                                                      "horse", "rook",    "cannon",  "pawn"};
    return names[t];
}

// For a plain key ("C2=5"): does the mover lack that piece on that file (the usual slip)? Fills in which.
bool missingPiece(const Position& pos, const std::string& key, MoveParseError* error) {
    if (key.size() != 4 || typeFromLetter(key[0]) == NoPieceType || !isDigit19(key[1])) return false;
    const Color c = pos.sideToMove();
    const PieceType t = typeFromLetter(key[0]);
    if (!piecesOnFile(pos, c, t, fileFromNumber(c, key[1] - '0')).empty()) return false;
    error->piece = t;
    error->fileNumber = key[1] - '0';
    return true;
}

// Squares a piece of type t on `from` reaches by the shape of its move alone, whatever stands in the way or wherever
// the palace and the river are: lines for the general, chariot, cannon and soldier (so that a step too long is
// named), diagonals of one and two points for the advisor and elephant, the horse's eight points.
std::vector<Square> shapeTargets(PieceType t, Square from) {
    std::vector<Square> out;
    const int f0 = fileOf(from), r0 = rankOf(from);
    auto add = [&](int df, int dr) {
        const int f = f0 + df, r = r0 + dr;
        if (f >= 0 && f < FileCount && r >= 0 && r < RankCount && (df != 0 || dr != 0)) out.push_back(makeSquare(f, r));
    };
    switch (t) {
    case King:
    case Rook:
    case Cannon:
    case Pawn:
        for (int k = -9; k <= 9; ++k) add(k, 0), add(0, k);
        break;
    case Advisor:
    case Elephant: {
        const int d = t == Advisor ? 1 : 2;
        for (int df : {-d, d})
            for (int dr : {-d, d}) add(df, dr);
        break;
    }
    case Horse:
        for (auto [df, dr] : {std::pair{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}})
            add(df, dr);
        break;
    default: break;
    }
    return out;
}

// The one move a well-formed key names by shape (a piece of the mover's and a destination), legal or not; none when
// no move or several fit. Only for saying why a text that names no legal move is refused.
Move keyByShape(const Position& pos, const std::string& key, bool chinese) {
    Move found;
    int count = 0;
    for (Square from = 0; from < SquareCount; ++from) {
        const Piece p = pos.pieceAt(from);
        if (p == NoPiece || colorOf(p) != pos.sideToMove()) continue;
        for (Square to : shapeTargets(typeOf(p), from)) {
            const Move m(from, to);
            const Keys keys = chinese ? chineseKeys(pos, m) : wxfKeys(pos, m);
            if (keys.canonical == key ||
                std::find(keys.variants.begin(), keys.variants.end(), key) != keys.variants.end()) {
                found = m;
                ++count;
            }
        }
    }
    return count == 1 ? found : Move();
}

// Finds the legal move whose key (canonical first, then variants) equals key.
Move matchKey(const Position& pos, const std::string& key, bool chinese, MoveParseError* error) {
    MoveList legal;
    generateLegal(pos, legal);
    std::vector<Move> canonical, variant;
    for (Move m : legal) {
        const Keys keys = chinese ? chineseKeys(pos, m) : wxfKeys(pos, m);
        if (keys.canonical == key) canonical.push_back(m);
        if (std::find(keys.variants.begin(), keys.variants.end(), key) != keys.variants.end()) variant.push_back(m);
    }
    const std::vector<Move>& found = canonical.empty() ? variant : canonical;
    if (found.size() == 1) return found[0];
    if (error) {
        error->notation = chinese ? Notation::Chinese : Notation::Wxf;
        if (found.size() > 1) {
            error->code = MoveTextError::Ambiguous;
            error->candidates = found;
        } else if (!wellFormedKey(key)) {
            error->code = MoveTextError::Malformed;
        } else {
            error->code = missingPiece(pos, key, error) ? MoveTextError::NoSuchPiece : MoveTextError::NotLegal;
            if (error->code == MoveTextError::NotLegal) error->intended = keyByShape(pos, key, chinese);
        }
    }
    return Move();
}

// ICCS: two squares with an optional '-', either case.
bool iccsShaped(std::string_view text, std::string& uci) {
    uci.clear();
    for (char ch : text) {
        if (ch == ' ' || ch == '\t' || ch == '-') continue;
        uci += (ch >= 'A' && ch <= 'Z') ? char(ch - 'A' + 'a') : ch;
    }
    return uci.size() == 4 && uci[0] >= 'a' && uci[0] <= 'i' && uci[1] >= '0' && uci[1] <= '9' && uci[2] >= 'a' &&
           uci[2] <= 'i' && uci[3] >= '0' && uci[3] <= '9';
}

Move parseIccs(const Position& pos, std::string_view text, MoveParseError* error) {
    std::string uci;
    if (error) error->notation = Notation::Iccs;
    if (!iccsShaped(text, uci)) {
        if (error) error->code = MoveTextError::Malformed;
        return Move();
    }
    const Move m = parseUciMove(uci);
    if (m && pos.isLegal(m)) return m;
    if (error) {
        const Piece p = m ? pos.pieceAt(m.from()) : NoPiece;
        error->square = parseSquare(uci.substr(0, 2));
        if (p == NoPiece) error->code = MoveTextError::NoSuchPiece;
        else if (colorOf(p) != pos.sideToMove()) error->code = MoveTextError::NotYourPiece;
        else {
            error->code = MoveTextError::NotLegal;
            error->intended = m;
        }
    }
    return Move();
}

bool isAscii(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char ch) { return static_cast<unsigned char>(ch) < 0x80; });
}

}  // namespace

std::string formatMove(const Position& pos, Move m, Notation n, ChineseCharacters characters) {
    if (!m || !pos.isLegal(m)) return {};
    switch (n) {
    case Notation::Iccs: {
        std::string s = squareName(m.from()) + "-" + squareName(m.to());
        for (char& ch : s) ch = (ch >= 'a' && ch <= 'z') ? char(ch - 'a' + 'A') : ch;
        return s;
    }
    case Notation::Chinese: return chineseFromKey(chineseKeys(pos, m).canonical, pos.sideToMove(), characters);
    case Notation::Wxf: return wxfKeys(pos, m).canonical;
    }
    return {};
}

Move parseMove(const Position& pos, std::string_view text, Notation n, MoveParseError* error) {
    if (error) {
        *error = MoveParseError{};
        error->text = std::string(text);
        error->side = pos.sideToMove();
        error->notation = n;
    }
    std::string key;
    switch (n) {
    case Notation::Iccs: return parseIccs(pos, text, error);
    case Notation::Chinese:
        if (!chineseKey(text, key, error)) return Move();
        return matchKey(pos, key, true, error);
    case Notation::Wxf:
        if (!wxfKey(text, key, error)) return Move();
        return matchKey(pos, key, false, error);
    }
    return Move();
}

Move parseMove(const Position& pos, std::string_view text, MoveParseError* error) {
    std::string uci;
    if (text.find_first_not_of(" \t") == std::string_view::npos) {
        if (error) {
            *error = MoveParseError{};
            error->code = MoveTextError::Empty;
            error->text = std::string(text);
            error->side = pos.sideToMove();
        }
        return Move();
    }
    if (iccsShaped(text, uci)) return parseMove(pos, text, Notation::Iccs, error);
    // Anything with non-ASCII characters is Chinese; plain ASCII that is not ICCS is WXF.
    // Chinese also accepts ASCII digits, but a Chinese move always has at least one Chinese character.
    return parseMove(pos, text, isAscii(text) ? Notation::Wxf : Notation::Chinese, error);
}

std::string describe(const MoveParseError& e) {
    const std::string text = quote(e.text);
    const std::string side = colorName(e.side);
    const bool chinese = e.notation == Notation::Chinese;
    switch (e.code) {
    case MoveTextError::None: return {};
    case MoveTextError::Empty: return "empty move text";
    case MoveTextError::Malformed:
        if (!e.character.empty())
            return concat("unexpected character ", quote(e.character), chinese ? " at character " : " at position ",
                          std::to_string(e.position), " of ", text);
        if (e.notation == Notation::Iccs)
            return concat(text, " is not an ICCS move (expected two squares, e.g. H2-E2)");
        return concat(text, " is not a move in ", chinese ? "Chinese" : "WXF",
                      " notation (expected piece, file, direction and number, e.g. ", chinese ? "炮二平五" : "C2=5",
                      ")");
    case MoveTextError::Ambiguous: return concat(text, " is ambiguous: it fits ", moveList(e.candidates));
    case MoveTextError::NoSuchPiece:
        if (e.square != NoSquare) return concat(text, ": no piece on ", squareName(e.square));
        return concat(text, " is not a legal move for ", side, " here (", side, " has no ", typeName(e.piece),
                      " on file ", std::to_string(e.fileNumber), ")");
    case MoveTextError::NotYourPiece:
        return concat(text, ": the piece on ", squareName(e.square), " is not ", side, "'s");
    case MoveTextError::NotLegal: return concat(text, " is not a legal move for ", side, " here");
    }
    return {};
}

MoveTextError classifyMoveText(const Position& pos, std::string_view text) {
    if (text.find_first_not_of(" \t") == std::string_view::npos) return MoveTextError::Empty;
    std::string uci;
    if (iccsShaped(text, uci)) {
        const Move m = parseUciMove(uci);
        if (!m) return MoveTextError::Malformed;
        if (pos.isLegal(m)) return MoveTextError::None;
        const Piece p = pos.pieceAt(m.from());
        if (p == NoPiece) return MoveTextError::NoSuchPiece;
        return colorOf(p) != pos.sideToMove() ? MoveTextError::NotYourPiece : MoveTextError::NotLegal;
    }
    const bool chinese = !isAscii(text);
    std::string key;
    if (!(chinese ? chineseKey(text, key, nullptr) : wxfKey(text, key, nullptr))) return MoveTextError::Malformed;
    MoveList legal;
    generateLegal(pos, legal);
    int canonical = 0, variant = 0;
    for (Move m : legal) {
        const Keys keys = chinese ? chineseKeys(pos, m) : wxfKeys(pos, m);
        canonical += keys.canonical == key;
        variant += std::find(keys.variants.begin(), keys.variants.end(), key) != keys.variants.end();
    }
    const int found = canonical ? canonical : variant;
    if (found == 1) return MoveTextError::None;
    if (found > 1) return MoveTextError::Ambiguous;
    if (!wellFormedKey(key)) return MoveTextError::Malformed;
    MoveParseError detail;
    if (missingPiece(pos, key, &detail)) return MoveTextError::NoSuchPiece;
    return MoveTextError::NotLegal;
}

std::vector<std::string> formatMoves(const Position& pos, const std::vector<Move>& moves, Notation n,
                                     ChineseCharacters characters) {
    std::vector<std::string> out;
    Position line = pos;
    for (Move m : moves) {
        std::string text = formatMove(line, m, n, characters);
        if (text.empty()) break;
        out.push_back(std::move(text));
        line.makeMove(m);
    }
    return out;
}

std::optional<ChineseCharacters> chineseCharactersOf(std::string_view moveText) {
    int simplified = 0, traditional = 0;
    for (std::size_t i = 0; i < moveText.size();) {
        switch (nextCodePoint(moveText, i)) {
        case U'帅':
        case U'将':
        case U'马':
        case U'车':
        case U'进':
        case U'后': ++simplified; break;
        case U'帥':
        case U'將':
        case U'傌':
        case U'馬':
        case U'俥':
        case U'車':
        case U'進':
        case U'後':
        case U'砲': ++traditional; break;
        default: break;
        }
    }
    if (simplified == traditional) return std::nullopt;  // none of either, or a text mixing both as much
    return simplified > traditional ? ChineseCharacters::Simplified : ChineseCharacters::Traditional;
}

std::string_view charactersName(ChineseCharacters c) {
    return c == ChineseCharacters::Simplified ? "simplified" : "traditional";
}

bool parseChineseCharacters(std::string_view name, ChineseCharacters* out) {
    for (ChineseCharacters c : {ChineseCharacters::Traditional, ChineseCharacters::Simplified})
        if (name == charactersName(c)) {
            *out = c;
            return true;
        }
    return false;
}

std::string_view notationName(Notation n) {
    switch (n) {
    case Notation::Iccs: return "ICCS";
    case Notation::Chinese: return "Chinese";
    case Notation::Wxf: return "WXF";
    }
    return "";
}

}  // namespace xq
