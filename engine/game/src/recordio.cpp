// Reading record files: format detection, decoding, and English descriptions of errors for tools and logs.
#include "xiangqi/recordio.h"

#include <algorithm>
#include <cctype>

#include "xiangqi/chessbridge.h"
#include "xiangqi/dhtmlxq.h"
#include "xiangqi/pgn.h"
#include "xiangqi/xqf.h"

namespace xq {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string_view moveErrorText(MoveTextError e) {
    switch (e) {
    case MoveTextError::None: return "";
    case MoveTextError::Empty: return "no move given";
    case MoveTextError::Malformed: return "not a move in any notation";
    case MoveTextError::Ambiguous: return "ambiguous: it fits more than one move";
    case MoveTextError::NoSuchPiece: return "there is no such piece to move";
    case MoveTextError::NotYourPiece: return "that piece belongs to the other side";
    case MoveTextError::NotLegal: return "not a legal move here";
    }
    return "";
}

}  // namespace

void explainIllegalMove(RecordError* e, const Position& pos, Move m) {
    if (m.isNone()) return;
    e->refusal = whyIllegal(pos, m);
    e->positionFen = pos.fen();
}

std::string describeError(const RecordError& e) {
    std::string where;
    if (e.line > 0) where = "line " + std::to_string(e.line) + ", column " + std::to_string(e.column);
    else where = "byte " + std::to_string(e.offset);
    std::string what;
    switch (e.code) {
    case RecordErrorCode::None: return {};
    case RecordErrorCode::Empty: return "no game found";
    case RecordErrorCode::NotARecord: what = "not a game record: no tags, and '" + e.text + "' is no move"; break;
    case RecordErrorCode::NotText: what = "binary data, not a text record"; break;
    case RecordErrorCode::TooLarge: what = "too large or too deeply nested to read"; break;
    case RecordErrorCode::MalformedTag: what = "malformed tag '" + e.text + "'"; break;
    case RecordErrorCode::BadFen: what = "bad FEN '" + e.text + "'"; break;
    case RecordErrorCode::UnknownFormat: what = "unknown move format '" + e.text + "'"; break;
    case RecordErrorCode::BadMove:
        what =
            "move " + std::to_string(e.moveNumber) + " (" + (e.side == Color::Red ? "Red" : "Black") + ") '" + e.text +
            "': " +
            (e.refusal.reason != RefusalReason::None ? describe(e.refusal) : std::string(moveErrorText(e.moveError)));
        break;
    case RecordErrorCode::UnbalancedParen: what = "'" + e.text + "' without its opening bracket"; break;
    case RecordErrorCode::UnclosedComment: what = "a comment '{' is never closed"; break;
    case RecordErrorCode::UnclosedVariation: what = "a variation '(' is never closed"; break;
    case RecordErrorCode::VariationWithoutMove: what = "a variation '(' before any move"; break;
    case RecordErrorCode::Truncated:
        what = "the file ends early";
        if (e.moveNumber > 0)
            what +=
                " (reading move " + std::to_string(e.moveNumber) + (e.side == Color::Red ? ", Red" : ", Black") + ")";
        break;
    case RecordErrorCode::BadHeader: what = "not a valid header"; break;
    case RecordErrorCode::BadData: what = "inconsistent data"; break;
    }
    std::string s = where + ": " + what;
    // (A bad move's and a non-record's detail is the move reader's sentence: the reason above says it better.)
    if (!e.detail.empty() && e.code != RecordErrorCode::BadMove && e.code != RecordErrorCode::NotARecord)
        s += " (" + e.detail + ")";
    if (e.gameIndex > 0) s = "game " + std::to_string(e.gameIndex + 1) + ", " + s;
    return s;
}

std::string_view formatName(RecordFormat f) {
    switch (f) {
    case RecordFormat::Unknown: return "unknown";
    case RecordFormat::Pgn: return "PGN";
    case RecordFormat::Xqf: return "XQF";
    case RecordFormat::DhtmlXq: return "DhtmlXQ";
    case RecordFormat::Cbf: return "CBF";
    case RecordFormat::Cbr: return "CBR/CBL";
    }
    return "";
}

RecordFormat detectFormat(std::string_view bytes, std::string_view fileName) {
    const std::string name = lower(fileName);
    // Magic bytes first. XQF: "XQ" and a version byte (1.8 = 18) where text would have a letter.
    if (looksLikeCbr(bytes) || looksLikeCbl(bytes)) return RecordFormat::Cbr;
    if (looksLikeXqf(bytes) &&
        (name.ends_with(".xqf") || (bytes.size() > 2 && static_cast<unsigned char>(bytes[2]) < 32)))
        return RecordFormat::Xqf;
    // Text markers, in the first 64 KiB (UTF-16 files are detected after decoding, in readRecords).
    const std::string_view head = bytes.substr(0, 1 << 16);
    if (looksLikeCbf(head)) return RecordFormat::Cbf;
    if (looksLikeDhtmlXq(head)) return RecordFormat::DhtmlXq;
    // Then the name.
    if (name.ends_with(".xqf")) return RecordFormat::Xqf;
    if (name.ends_with(".cbf")) return RecordFormat::Cbf;
    if (name.ends_with(".cbr") || name.ends_with(".cbl")) return RecordFormat::Cbr;
    if (name.ends_with(".dhtmlxq") || name.ends_with(".ubb")) return RecordFormat::DhtmlXq;
    return RecordFormat::Pgn;
}

bool isRecordFileName(std::string_view fileName) {
    const std::string name = lower(fileName);
    for (const char* ext : {".pgn", ".xqf", ".cbf", ".txt", ".ubb", ".dhtmlxq", ".cbr", ".cbl"})
        if (name.ends_with(ext)) return true;
    return false;
}

bool RecordFile::holdsNoRecord() const {
    return games.empty() && partial.empty() && !errors.empty() &&
           std::all_of(errors.begin(), errors.end(), [](const RecordError& e) {
               return e.code == RecordErrorCode::Empty || e.code == RecordErrorCode::NotText ||
                      e.code == RecordErrorCode::NotARecord;
           });
}

RecordFile readRecords(std::string_view bytes, std::string_view fileName) {
    RecordFile file;
    file.format = detectFormat(bytes, fileName);
    if (file.format == RecordFormat::Xqf) {
        file.encoding = TextEncoding::Gb18030;
        GameRecord g;
        RecordError e, stopped;
        if (readXqf(bytes, &g, &e, &stopped)) file.games.push_back(std::move(g));
        else file.errors.push_back(std::move(e));
        if (stopped) file.partial.push_back(std::move(stopped));
        return file;
    }
    if (file.format == RecordFormat::Cbr) {
        file.encoding = TextEncoding::Utf16LE;
        if (looksLikeCbl(bytes)) {
            readCbl(bytes, &file.games, &file.errors, &file.partial);
            return file;
        }
        GameRecord g;
        RecordError e, stopped;
        if (readCbr(bytes, &g, &e, &stopped)) file.games.push_back(std::move(g));
        else file.errors.push_back(std::move(e));
        if (stopped) file.partial.push_back(std::move(stopped));
        return file;
    }
    const DecodedText decoded = decodeText(bytes);
    file.encoding = decoded.encoding;
    const std::string& text = decoded.utf8;
    // Text records never hold NUL bytes (UTF-16 was decoded above): this is a binary file.
    if (text.find('\0') != std::string::npos) {
        RecordError e;
        e.code = RecordErrorCode::NotText;
        e.offset = text.find('\0');
        file.errors.push_back(e);
        return file;
    }
    // A UTF-16 file shows its markers only once decoded.
    if (file.format == RecordFormat::Pgn && looksLikeCbf(text.substr(0, 1 << 16))) file.format = RecordFormat::Cbf;
    if (file.format == RecordFormat::Pgn && looksLikeDhtmlXq(text.substr(0, 1 << 16)))
        file.format = RecordFormat::DhtmlXq;
    if (file.format == RecordFormat::Cbf) {
        GameRecord g;
        RecordError e, stopped;
        if (readCbf(text, &g, &e, &stopped)) file.games.push_back(std::move(g));
        else file.errors.push_back(std::move(e));
        if (stopped) file.partial.push_back(std::move(stopped));
        return file;
    }
    if (file.format == RecordFormat::DhtmlXq) {
        readDhtmlXq(text, &file.games, &file.errors, &file.partial);
        return file;
    }
    const auto spans = indexPgn(text);
    if (spans.empty()) {
        RecordError e;
        e.code = RecordErrorCode::Empty;
        file.errors.push_back(e);
        return file;
    }
    for (std::size_t k = 0; k < spans.size(); ++k) {
        GameRecord g;
        RecordError e;
        if (readPgnGame(text, spans[k], &g, &e)) {
            file.games.push_back(std::move(g));
        } else {
            e.gameIndex = int(k);
            file.errors.push_back(std::move(e));
        }
    }
    return file;
}

}  // namespace xq
