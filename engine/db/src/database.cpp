// The game database on SQLite: schema, import (parsed on worker threads, written in one transaction), the position
// index and the queries over it.
//
// The position index lives in one table of blobs, `positions(bucket, data)`: a bucket holds every entry whose key
// has the same top 16 bits, sorted by (key, game, ply), each entry (key, game, ply) as varints with the key and
// game delta-coded. A one-row-per-position table would cost ~25 bytes per ply; the buckets cost ~10 for a position
// seen once and ~3 for one seen before, so the database stays smaller than the same games as PGN. The move played
// is not stored: the explorer finds it as the child position the game reached one ply later (exact, and honest
// about transpositions). Results and years of every game are kept in memory (4 bytes a game), so the explorer
// never touches the games table. A game's moves are stored one byte each: the move's index among the legal moves
// of its position sorted by Move::raw (independent of the move generator's order).
#include "xiangqi/database.h"

#include "xiangqi/sqlitestatement.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "xiangqi/ecco.h"
#include "xiangqi/movegen.h"
#include "xiangqi/pgn.h"

namespace xq::db {

namespace {

constexpr int SchemaVersion = 1;
constexpr std::int32_t ApplicationId = 0x58514442;  // "XQDB"
constexpr int BucketShift = 48;                     // 65,536 buckets
constexpr std::uint64_t KeyLowMask = (std::uint64_t(1) << BucketShift) - 1;
constexpr std::size_t FlushPostings = 3'000'000;   // index entries gathered before they are merged (48 MB)
constexpr std::uintmax_t MaxFileBytes = std::uintmax_t(1) << 30;

// A game's columns as every query lists them from `first` on: red, black, event, date, year, result, ECCO, plies.
GameInfo gameColumns(const Statement& st, int first) {
    GameInfo g;
    g.red = st.text(first);
    g.black = st.text(first + 1);
    g.event = st.text(first + 2);
    g.date = st.text(first + 3);
    g.year = int(st.integer(first + 4));
    g.result = GameResult(st.integer(first + 5) & 3);
    g.ecco = st.text(first + 6);
    g.plies = int(st.integer(first + 7));
    return g;
}
constexpr std::uint32_t NotAGame = 0xffffffffu;

std::filesystem::path pathFromUtf8(const std::string& s) { return std::filesystem::path(std::u8string(s.begin(), s.end())); }
std::string utf8FromPath(const std::filesystem::path& p) {
    const std::u8string s = p.u8string();
    return std::string(s.begin(), s.end());
}

void putVarint(std::string& out, std::uint64_t v) {
    while (v >= 0x80) {
        out.push_back(char(std::uint8_t(v) | 0x80));
        v >>= 7;
    }
    out.push_back(char(v));
}

bool getVarint(const unsigned char*& p, const unsigned char* end, std::uint64_t& v) {
    v = 0;
    for (int shift = 0; p < end && shift < 64; shift += 7) {
        const unsigned char b = *p++;
        v |= std::uint64_t(b & 0x7f) << shift;
        if (!(b & 0x80)) return true;
    }
    return false;
}

Square mirrorSquare(Square s) { return makeSquare(8 - fileOf(s), rankOf(s)); }

// The legal moves of a position sorted by Move::raw: the one-byte move code of the games table.
MoveList sortedLegalMoves(const Position& pos) {
    MoveList list;
    generateLegal(pos, list);
    std::sort(list.begin(), list.end(), [](Move a, Move b) { return a.raw() < b.raw(); });
    return list;
}

std::uint8_t moveIndex(const Position& pos, Move m) {
    MoveList list;
    generateLegal(pos, list);
    int below = 0;
    for (const Move x : list) below += x.raw() < m.raw();
    return std::uint8_t(below);
}

Move moveAtIndex(const Position& pos, std::uint8_t i) {
    const MoveList list = sortedLegalMoves(pos);
    return i < list.size() ? list[i] : Move();
}

ImportProblem readFileBytes(const std::string& path, std::string& bytes, bool& ok) {
    ImportProblem p;
    p.file = path;
    ok = false;
    const std::filesystem::path fsPath = pathFromUtf8(path);
    std::error_code ec;
    const auto status = std::filesystem::status(fsPath, ec);
    if (ec || !std::filesystem::exists(status)) {
        p.kind = ImportProblem::Kind::NoSuchFile;
        return p;
    }
    if (!std::filesystem::is_regular_file(status)) {
        p.kind = ImportProblem::Kind::NotAFile;
        return p;
    }
    const auto size = std::filesystem::file_size(fsPath, ec);
    if (ec) {
        p.kind = ImportProblem::Kind::CannotRead;
        return p;
    }
    if (size > MaxFileBytes) {
        p.kind = ImportProblem::Kind::TooLarge;
        return p;
    }
    std::ifstream in(fsPath, std::ios::binary);
    if (!in) {
        p.kind = ImportProblem::Kind::CannotRead;
        return p;
    }
    bytes.resize(std::size_t(size));
    in.read(bytes.data(), std::streamsize(size));
    bytes.resize(std::size_t(in.gcount()));
    ok = true;
    return p;
}

std::string joinTags(const GameRecord& g) {
    std::string out;
    for (const auto& [name, value] : g.tags()) {
        if (name == "Red" || name == "Black" || name == "Event" || name == "Date" || name == "ECCO") continue;
        out += name;
        out += '\x1f';
        out += value;
        out += '\x1e';
    }
    return out;
}

}  // namespace

// ---- small public helpers ---------------------------------------------------------------------------------------

std::string describe(const DbError& e) {
    switch (e.code) {
    case DbErrorCode::None: return "no error";
    case DbErrorCode::CannotOpen: return "cannot open the database: " + e.detail;
    case DbErrorCode::NotADatabase: return "not a xiangqi game database" + (e.detail.empty() ? "" : ": " + e.detail);
    case DbErrorCode::TooNew: return "the database was written by a newer version of the program";
    case DbErrorCode::Sql: return "database error: " + e.detail;
    }
    return "database error";
}

std::string describe(const ImportProblem& p) {
    RecordError e = p.error;  // "game N" is said once, here
    e.gameIndex = 0;
    switch (p.kind) {
    case ImportProblem::Kind::NoSuchFile: return p.file + ": no such file";
    case ImportProblem::Kind::NotAFile: return p.file + ": not a regular file";
    case ImportProblem::Kind::TooLarge: return p.file + ": larger than 1 GiB";
    case ImportProblem::Kind::CannotRead: return p.file + ": cannot be read";
    case ImportProblem::Kind::GameRefused: break;
    case ImportProblem::Kind::GameReadInPart:
        return p.file + ": game " + std::to_string(p.error.gameIndex + 1) + ": " + describeError(e) +
               " (imported up to there)";
    case ImportProblem::Kind::NotARecord: return p.file + ": skipped, no game record in it (" + describeError(e) + ")";
    }
    return p.file + ": game " + std::to_string(p.error.gameIndex + 1) + ": " + describeError(e);
}

bool ImportResult::complete() const {
    return !error && !cancelled && std::all_of(problems.begin(), problems.end(), [](const ImportProblem& p) {
        return p.kind == ImportProblem::Kind::NotARecord;
    });
}

GameResult resultFromText(std::string_view r) {
    if (r == "1-0") return GameResult::RedWin;
    if (r == "0-1") return GameResult::BlackWin;
    if (r == "1/2-1/2") return GameResult::Draw;
    return GameResult::Unknown;
}

std::string_view resultText(GameResult r) {
    switch (r) {
    case GameResult::RedWin: return "1-0";
    case GameResult::BlackWin: return "0-1";
    case GameResult::Draw: return "1/2-1/2";
    case GameResult::Unknown: break;
    }
    return "*";
}

int yearOfDate(std::string_view date) {
    // The first run of four digits that makes a plausible year.
    for (std::size_t i = 0; i + 4 <= date.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(date[i]))) continue;
        std::size_t j = i;
        while (j < date.size() && std::isdigit(static_cast<unsigned char>(date[j]))) ++j;
        if (j - i == 4) {
            const int y = std::stoi(std::string(date.substr(i, 4)));
            if (y >= 1000 && y <= 2999) return y;
        }
        i = j;
    }
    return 0;
}

Move mirrorMove(Move m) { return m ? Move(mirrorSquare(m.from()), mirrorSquare(m.to())) : m; }

std::uint64_t mirroredHash(const Position& pos) {
    std::uint64_t h = 0;
    for (Square s = 0; s < SquareCount; ++s)
        if (pos.pieceAt(s) != NoPiece) h ^= zobristPiece(pos.pieceAt(s), mirrorSquare(s));
    if (pos.sideToMove() == Color::Black) h ^= zobristSide();
    return h;
}

std::vector<std::string> expandRecordPaths(const std::vector<std::string>& paths) {
    std::vector<std::string> out;
    for (const std::string& path : paths) {
        std::error_code ec;
        if (std::filesystem::is_directory(pathFromUtf8(path), ec)) {
            std::vector<std::string> found;
            for (auto it = std::filesystem::recursive_directory_iterator(pathFromUtf8(path), ec);
                 !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
                if (it->is_regular_file(ec) && isRecordFileName(utf8FromPath(it->path().filename())))
                    found.push_back(utf8FromPath(it->path()));
            }
            std::sort(found.begin(), found.end());
            out.insert(out.end(), found.begin(), found.end());
        } else {
            out.push_back(path);
        }
    }
    return out;
}

// ---- material ---------------------------------------------------------------------------------------------------

Material Material::of(const Position& pos) {
    Material m;
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.pieceAt(s);
        if (p != NoPiece && typeOf(p) != King) ++m.count[index(colorOf(p))][typeOf(p)];
    }
    return m;
}

std::uint32_t Material::signature() const {
    // 3 bits per type (at most 5 pawns, 2 of anything else), Advisor..Pawn, Red then Black: 36 bits do not fit,
    // so 2 bits for the five officers (0-2) and 3 for pawns: 13 bits a side.
    std::uint32_t sig = 0;
    for (int c = 0; c < 2; ++c) {
        for (int t = Advisor; t <= Cannon; ++t) sig = (sig << 2) | std::min<std::uint32_t>(count[c][t], 3);
        sig = (sig << 3) | std::min<std::uint32_t>(count[c][Pawn], 7);
    }
    return sig;
}

namespace {
Material materialFromSignature(std::uint32_t sig) {
    Material m;
    for (int c = 1; c >= 0; --c) {
        m.count[c][Pawn] = std::uint8_t(sig & 7);
        sig >>= 3;
        for (int t = Cannon; t >= Advisor; --t) {
            m.count[c][t] = std::uint8_t(sig & 3);
            sig >>= 2;
        }
    }
    return m;
}
}  // namespace

bool MaterialPattern::matches(const Material& m) const {
    for (int c = 0; c < 2; ++c)
        for (int t = Advisor; t <= Pawn; ++t)
            if (count[c][t] >= 0 && count[c][t] != m.count[c][t]) return false;
    return true;
}

bool parseMaterialPattern(std::string_view text, MaterialPattern* out, int* badOffset) {
    MaterialPattern p;
    for (int c = 0; c < 2; ++c) {
        p.count[c][Advisor] = p.count[c][Elephant] = p.count[c][Pawn] = -1;
        p.count[c][Horse] = p.count[c][Rook] = p.count[c][Cannon] = 0;
    }
    bool listed[2][PieceTypeCount] = {};
    static const std::pair<std::string_view, PieceType> Names[] = {
        {"R", Rook}, {"N", Horse}, {"H", Horse}, {"C", Cannon}, {"A", Advisor}, {"B", Elephant}, {"E", Elephant},
        {"P", Pawn}, {"车", Rook}, {"車", Rook}, {"俥", Rook}, {"马", Horse}, {"馬", Horse}, {"傌", Horse},
        {"炮", Cannon}, {"砲", Cannon}, {"仕", Advisor}, {"士", Advisor}, {"相", Elephant}, {"象", Elephant},
        {"兵", Pawn}, {"卒", Pawn}, {"帅", King}, {"帥", King}, {"将", King}, {"將", King}, {"K", King}};
    int side = 0;
    bool sawPiece = false;
    std::size_t i = 0;
    auto fail = [&](std::size_t at) {
        if (badOffset) *badOffset = int(at);
        return false;
    };
    while (i < text.size()) {
        const std::string_view rest = text.substr(i);
        if (rest.starts_with("-") || rest.starts_with("v") || rest.starts_with("V") || rest.starts_with(" ") ||
            rest.starts_with("对") || rest.starts_with("對")) {
            const std::size_t len = rest[0] & 0x80 ? 3 : 1;
            if (sawPiece || side == 0) {
                if (side == 1 && rest[0] != ' ') return fail(i);
                if (sawPiece) side = 1;
            }
            sawPiece = false;
            i += len;
            continue;
        }
        bool found = false;
        for (const auto& [name, type] : Names) {
            std::string_view n = name;
            if (rest.size() >= n.size() && (rest.substr(0, n.size()) == n ||
                                            (n.size() == 1 && std::toupper(static_cast<unsigned char>(rest[0])) == n[0]))) {
                i += n.size();
                found = true;
                sawPiece = true;
                if (type == King) break;
                if (i < text.size() && text[i] == '*') {
                    p.count[side][type] = -1;
                    listed[side][type] = true;
                    ++i;
                    break;
                }
                if (!listed[side][type]) p.count[side][type] = 0;
                listed[side][type] = true;
                ++p.count[side][type];
                break;
            }
        }
        if (!found) return fail(i);
    }
    if (side != 1) return fail(text.size());
    if (out) *out = p;
    return true;
}

// ---- the database ----------------------------------------------------------------------------------------------

struct Database::Posting {
    std::uint64_t key;
    std::uint32_t game;
    std::uint16_t ply;
    bool operator<(const Posting& o) const {
        if (key != o.key) return key < o.key;
        if (game != o.game) return game < o.game;
        return ply < o.ply;
    }
};

namespace {

void encodeBucket(const std::vector<Database::Posting>& entries, std::string& out);

}  // namespace

Database::Database() = default;
Database::~Database() { close(); }

void Database::close() {
    sqlite3_finalize(insertGame_);
    sqlite3_finalize(readBucket_);
    insertGame_ = readBucket_ = nullptr;
    if (db_) sqlite3_close_v2(db_);
    db_ = nullptr;
    gameFacts_.clear();
}

void Database::setSqlError(const char* where) {
    lastError_.code = DbErrorCode::Sql;
    lastError_.detail = std::string(where) + ": " + (db_ ? sqlite3_errmsg(db_) : "no database");
}

bool Database::exec(const char* sql) {
    char* msg = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &msg) != SQLITE_OK) {
        lastError_.code = DbErrorCode::Sql;
        lastError_.detail = msg ? msg : "error";
        sqlite3_free(msg);
        return false;
    }
    return true;
}

bool Database::createSchema() {
    return exec("CREATE TABLE IF NOT EXISTS sources(id INTEGER PRIMARY KEY, name TEXT);"
                "CREATE TABLE IF NOT EXISTS games(id INTEGER PRIMARY KEY, source INTEGER, red TEXT, black TEXT,"
                " event TEXT, date TEXT, year INTEGER, result INTEGER, ecco TEXT, plies INTEGER, fen TEXT,"
                " moves BLOB, material BLOB, tags TEXT, pgn TEXT);"
                "CREATE TABLE IF NOT EXISTS positions(bucket INTEGER PRIMARY KEY, data BLOB);");
}

bool Database::open(const std::string& path, DbError* error) {
    close();
    lastError_ = {};
    auto fail = [&](DbErrorCode code, std::string detail) {
        lastError_.code = code;
        lastError_.detail = std::move(detail);
        if (error) *error = lastError_;
        close();
        return false;
    };
    if (std::string why; !openFile(path, &db_, &why)) return fail(DbErrorCode::CannotOpen, why);
    path_ = path;
    std::int64_t appId = 0, version = 0, tables = 0;
    {
        Statement st(db_, "PRAGMA application_id");
        if (!st || st.step() != SQLITE_ROW) {
            const int code = sqlite3_errcode(db_);
            return fail(code == SQLITE_NOTADB ? DbErrorCode::NotADatabase : DbErrorCode::CannotOpen, sqlite3_errmsg(db_));
        }
        appId = st.integer(0);
    }
    {
        Statement st(db_, "PRAGMA user_version");
        if (st && st.step() == SQLITE_ROW) version = st.integer(0);
    }
    {
        Statement st(db_, "SELECT count(*) FROM sqlite_master");
        if (!st || st.step() != SQLITE_ROW) return fail(DbErrorCode::NotADatabase, sqlite3_errmsg(db_));
        tables = st.integer(0);
    }
    if (appId == 0 && tables == 0) {
        // A new file: ours from now on.
        if (!exec("PRAGMA journal_mode=WAL") || !exec("PRAGMA application_id=1481720898") ||
            !exec("PRAGMA user_version=1") || !createSchema())
            return fail(DbErrorCode::CannotOpen, lastError_.detail);
    } else if (appId != ApplicationId) {
        return fail(DbErrorCode::NotADatabase, "");
    } else if (version > SchemaVersion) {
        return fail(DbErrorCode::TooNew, "");
    } else {
        exec("PRAGMA journal_mode=WAL");
    }
    exec("PRAGMA synchronous=NORMAL");
    exec("PRAGMA cache_size=-32768");  // 32 MB
    if (!refresh()) return fail(DbErrorCode::Sql, lastError_.detail);
    return true;
}

bool Database::refresh() {
    gameFacts_.clear();
    Statement st(db_, "SELECT id, result, year FROM games");
    if (!st) {
        setSqlError("reading the games");
        return false;
    }
    int rc;
    while ((rc = st.step()) == SQLITE_ROW) {
        const std::int64_t id = st.integer(0);
        if (id < 0 || id >= 0xffffffffLL) continue;
        if (std::size_t(id) >= gameFacts_.size()) gameFacts_.resize(std::size_t(id) + 1, NotAGame);
        gameFacts_[std::size_t(id)] = std::uint32_t(st.integer(1) & 3) | std::uint32_t(st.integer(2) << 2);
    }
    if (rc != SQLITE_DONE) {
        setSqlError("reading the games");
        return false;
    }
    return true;
}

int Database::gameCount() const {
    if (!db_) return 0;
    Statement st(db_, "SELECT count(*) FROM games");
    return st && st.step() == SQLITE_ROW ? int(st.integer(0)) : 0;
}

std::int64_t Database::sourceId(const std::string& name) {
    // One row per file imported (a file imported twice is two sources: its games are there twice too).
    Statement add(db_, "INSERT INTO sources(name) VALUES(?)");
    add.bind(1, name);
    if (add.step() != SQLITE_DONE) return 0;
    return sqlite3_last_insert_rowid(db_);
}

// What a game becomes in the database, computed from its record on a reader thread.
struct Database::PreparedGame {
    std::string red, black, event, date, ecco, fen, tags, pgn, moves, material;
    bool hasPgn = false;
    int year = 0, plies = 0;
    GameResult result = GameResult::Unknown;
    std::vector<std::uint64_t> keys;  // the position at each ply, the start included
};

Database::PreparedGame Database::prepareGame(const GameRecord& game) {
    PreparedGame g;
    const std::vector<Move> moves = game.mainLineMoves();
    Position pos = game.startPosition();
    g.moves.reserve(moves.size());
    g.keys.reserve(moves.size() + 1);
    Material material = Material::of(pos);
    auto putMaterial = [&](std::size_t ply) {
        putVarint(g.material, ply);
        const std::uint32_t sig = material.signature();
        for (int i = 0; i < 4; ++i) g.material.push_back(char((sig >> (8 * i)) & 0xff));
    };
    putMaterial(0);
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        g.keys.push_back(pos.hash());
        g.moves.push_back(char(moveIndex(pos, moves[ply])));
        const Piece captured = pos.pieceAt(moves[ply].to());
        pos.makeMove(moves[ply]);
        if (captured != NoPiece) {
            --material.count[index(colorOf(captured))][typeOf(captured)];
            putMaterial(ply + 1);
        }
    }
    g.keys.push_back(pos.hash());
    g.ecco = game.tag("ECCO");
    if (g.ecco.empty() && game.startFen().empty()) g.ecco = classifyOpening(moves).code;
    g.date = game.tag("Date");
    g.year = yearOfDate(g.date);
    g.red = game.tag("Red");
    g.black = game.tag("Black");
    g.event = game.tag("Event");
    g.fen = game.startFen();
    g.tags = joinTags(game);
    g.result = resultFromText(game.result());
    g.plies = int(moves.size());
    if (game.hasVariations()) {
        g.pgn = writePgn(game, Notation::Iccs);
        g.hasPgn = true;
    }
    return g;
}

bool Database::writeGame(const PreparedGame& g, std::int64_t source, std::vector<Posting>& postings) {
    if (!insertGame_)
        sqlite3_prepare_v2(db_,
                           "INSERT INTO games(source, red, black, event, date, year, result, ecco, plies, fen, moves,"
                           " material, tags, pgn) VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                           -1, &insertGame_, nullptr);
    sqlite3_stmt* st = insertGame_;
    sqlite3_reset(st);
    auto text = [st](int i, const std::string& s) { sqlite3_bind_text(st, i, s.data(), int(s.size()), SQLITE_STATIC); };
    sqlite3_bind_int64(st, 1, source);
    text(2, g.red);
    text(3, g.black);
    text(4, g.event);
    text(5, g.date);
    sqlite3_bind_int64(st, 6, g.year);
    sqlite3_bind_int64(st, 7, std::int64_t(g.result));
    text(8, g.ecco);
    sqlite3_bind_int64(st, 9, g.plies);
    text(10, g.fen);
    sqlite3_bind_blob(st, 11, g.moves.data(), int(g.moves.size()), SQLITE_STATIC);
    sqlite3_bind_blob(st, 12, g.material.data(), int(g.material.size()), SQLITE_STATIC);
    text(13, g.tags);
    if (g.hasPgn) text(14, g.pgn);
    else sqlite3_bind_null(st, 14);
    if (!st || sqlite3_step(st) != SQLITE_DONE) {
        setSqlError("writing a game");
        return false;
    }
    const std::uint32_t id = std::uint32_t(sqlite3_last_insert_rowid(db_));
    for (std::size_t ply = 0; ply < g.keys.size(); ++ply)
        postings.push_back({g.keys[ply], id, std::uint16_t(std::min<std::size_t>(ply, 0xffff))});
    return true;
}

namespace {

void decodeBucket(std::string_view blob, std::vector<Database::Posting>& out, std::uint64_t bucket) {
    const auto* p = reinterpret_cast<const unsigned char*>(blob.data());
    const auto* end = p + blob.size();
    std::uint64_t keyLow = 0, game = 0, v = 0;
    bool first = true;
    while (p < end) {
        if (!getVarint(p, end, v)) return;
        const bool sameKey = v == 0 && !first;
        first = false;
        keyLow += v;
        std::uint64_t g = 0, ply = 0;
        if (!getVarint(p, end, g) || !getVarint(p, end, ply)) return;
        game = sameKey ? game + g : g;
        out.push_back({(bucket << BucketShift) | (keyLow & KeyLowMask), std::uint32_t(game), std::uint16_t(ply)});
    }
}

void encodeBucket(const std::vector<Database::Posting>& entries, std::string& out) {
    out.clear();
    std::uint64_t prevKey = 0, prevGame = 0;
    bool first = true;
    for (const auto& e : entries) {
        const std::uint64_t keyLow = e.key & KeyLowMask;
        const bool sameKey = !first && keyLow == prevKey;
        putVarint(out, keyLow - (first ? 0 : prevKey));
        putVarint(out, sameKey ? e.game - prevGame : e.game);
        putVarint(out, e.ply);
        prevKey = keyLow;
        prevGame = e.game;
        first = false;
    }
}

}  // namespace

bool Database::flushPostings(std::vector<Posting>& postings) {
    if (postings.empty()) return true;
    std::sort(postings.begin(), postings.end());
    Statement read(db_, "SELECT data FROM positions WHERE bucket=?");
    Statement write(db_, "INSERT OR REPLACE INTO positions(bucket, data) VALUES(?,?)");
    std::vector<Posting> merged, old;
    std::string blob;
    for (std::size_t i = 0; i < postings.size();) {
        const std::uint64_t bucket = postings[i].key >> BucketShift;
        std::size_t j = i;
        while (j < postings.size() && (postings[j].key >> BucketShift) == bucket) ++j;
        old.clear();
        read.reset();
        read.bind(1, std::int64_t(bucket));
        if (read.step() == SQLITE_ROW) decodeBucket(read.blob(0), old, bucket);
        merged.clear();
        std::merge(old.begin(), old.end(), postings.begin() + std::ptrdiff_t(i), postings.begin() + std::ptrdiff_t(j),
                   std::back_inserter(merged));
        encodeBucket(merged, blob);
        write.reset();
        write.bind(1, std::int64_t(bucket));
        write.bindBlob(2, blob);
        if (write.step() != SQLITE_DONE) {
            setSqlError("writing the position index");
            return false;
        }
        i = j;
    }
    postings.clear();
    return true;
}

struct Database::ParsedFile {
    std::string path;
    bool readable = false;
    ImportProblem problem;
    RecordFile records;  // the games are moved into `games`
    bool noRecord = false;  // nothing in the file is a game record: skipped
    std::vector<PreparedGame> games;
    bool ready = false;
};

ImportResult Database::importFiles(const std::vector<std::string>& paths,
                                   const std::function<void(const ImportProgress&)>& progress,
                                   const std::atomic<bool>* cancel, int threads) {
    const auto start = std::chrono::steady_clock::now();
    ImportResult result;
    if (!db_) {
        result.error = {DbErrorCode::CannotOpen, "not open"};
        return result;
    }
    const std::vector<std::string> files = expandRecordPaths(paths);
    ImportProgress prog;
    prog.filesTotal = int(files.size());

    // Readers parse files ahead of the writer, at most `Window` files ahead (bounded memory).
    constexpr std::size_t Window = 512;
    std::vector<ParsedFile> parsed(files.size());
    std::mutex mutex;
    std::condition_variable parsedCv, writtenCv;
    std::size_t nextToParse = 0, written = 0;
    std::atomic<bool> stop{false};
    auto worker = [&] {
        for (;;) {
            std::size_t i;
            {
                std::unique_lock lock(mutex);
                writtenCv.wait(lock, [&] { return stop || nextToParse >= files.size() || nextToParse < written + Window; });
                if (stop || nextToParse >= files.size()) return;
                i = nextToParse++;
            }
            ParsedFile f;
            f.path = files[i];
            std::string bytes;
            f.problem = readFileBytes(files[i], bytes, f.readable);
            if (f.readable) {
                f.records = readRecords(bytes, files[i]);
                f.noRecord = f.records.holdsNoRecord();
                for (const GameRecord& g : f.records.games) f.games.push_back(prepareGame(g));
                f.records.games.clear();
            }
            {
                std::lock_guard lock(mutex);
                parsed[i] = std::move(f);
                parsed[i].ready = true;
            }
            parsedCv.notify_all();
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < std::max(1, threads); ++t) pool.emplace_back(worker);
    auto joinPool = [&] {
        {
            std::lock_guard lock(mutex);
            stop = true;
        }
        writtenCv.notify_all();
        for (auto& t : pool) t.join();
    };

    std::vector<Posting> postings;
    bool ok = exec("BEGIN IMMEDIATE");
    std::int64_t source = 0;
    for (std::size_t i = 0; ok && i < files.size(); ++i) {
        if (cancel && cancel->load()) {
            result.cancelled = true;
            break;
        }
        ParsedFile f;
        {
            std::unique_lock lock(mutex);
            parsedCv.wait(lock, [&] { return parsed[i].ready; });
            f = std::move(parsed[i]);
            parsed[i] = ParsedFile();
            written = i + 1;
        }
        writtenCv.notify_all();
        if (!f.readable) {
            result.problems.push_back(f.problem);
        } else if (f.noRecord) {
            ++result.filesSkipped;
            ImportProblem p;
            p.file = f.path;
            p.kind = ImportProblem::Kind::NotARecord;
            p.error = f.records.errors.front();
            result.problems.push_back(p);
        } else {
            ++result.filesRead;
            for (const RecordError& e : f.records.errors) {
                ImportProblem p;
                p.file = f.path;
                p.kind = ImportProblem::Kind::GameRefused;
                p.error = e;
                result.problems.push_back(p);
            }
            for (const RecordError& e : f.records.partial) {
                ImportProblem p;
                p.file = f.path;
                p.kind = ImportProblem::Kind::GameReadInPart;
                p.error = e;
                result.problems.push_back(p);
            }
            if (!f.games.empty()) source = sourceId(f.path);
            for (const PreparedGame& g : f.games) {
                if (!writeGame(g, source, postings)) {
                    ok = false;
                    break;
                }
                ++result.gamesImported;
            }
            if (ok && postings.size() >= FlushPostings) ok = flushPostings(postings);
        }
        ++prog.filesDone;
        prog.gamesImported = result.gamesImported;
        if (progress && (prog.filesDone % 16 == 0 || prog.filesDone == prog.filesTotal)) progress(prog);
    }
    joinPool();
    if (ok && !result.cancelled) ok = flushPostings(postings);
    if (ok && !result.cancelled) ok = exec("COMMIT");
    if (!ok || result.cancelled) {
        if (!ok) result.error = lastError_;
        exec("ROLLBACK");
        result.gamesImported = 0;
    }
    refresh();
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

bool Database::addGames(const std::vector<GameRecord>& games, const std::string& sourceName, DbError* error) {
    std::vector<Posting> postings;
    bool ok = exec("BEGIN IMMEDIATE");
    const std::int64_t source = ok ? sourceId(sourceName) : 0;
    for (const GameRecord& g : games) {
        if (!ok) break;
        ok = writeGame(prepareGame(g), source, postings);
    }
    if (ok) ok = flushPostings(postings);
    return finish(ok, error);
}

bool Database::removeGames(const std::vector<std::int64_t>& ids, DbError* error) {
    std::set<std::uint64_t> buckets;
    std::set<std::uint32_t> gone;
    for (const std::int64_t id : ids) {
        GameRecord g;
        Statement st(db_, "SELECT fen, moves FROM games WHERE id=?");
        st.bind(1, id);
        if (st.step() != SQLITE_ROW) continue;
        Position pos;
        if (!st.text(0).empty() && !pos.setFen(st.text(0))) continue;
        const std::string_view moves = st.blob(1);
        buckets.insert(pos.hash() >> BucketShift);
        for (const char c : moves) {
            const Move m = moveAtIndex(pos, std::uint8_t(c));
            if (!m) break;
            pos.makeMove(m);
            buckets.insert(pos.hash() >> BucketShift);
        }
        gone.insert(std::uint32_t(id));
    }
    bool ok = exec("BEGIN IMMEDIATE");
    {
        Statement del(db_, "DELETE FROM games WHERE id=?");
        for (const std::uint32_t id : gone) {
            if (!ok) break;
            del.reset();
            del.bind(1, std::int64_t(id));
            ok = del.step() == SQLITE_DONE;
        }
        Statement read(db_, "SELECT data FROM positions WHERE bucket=?");
        Statement write(db_, "INSERT OR REPLACE INTO positions(bucket, data) VALUES(?,?)");
        std::vector<Posting> entries;
        std::string blob;
        for (const std::uint64_t b : buckets) {
            if (!ok) break;
            entries.clear();
            read.reset();
            read.bind(1, std::int64_t(b));
            if (read.step() == SQLITE_ROW) decodeBucket(read.blob(0), entries, b);
            std::erase_if(entries, [&](const Posting& p) { return gone.count(p.game) != 0; });
            encodeBucket(entries, blob);
            write.reset();
            write.bind(1, std::int64_t(b));
            write.bindBlob(2, blob);
            ok = write.step() == SQLITE_DONE;
        }
        if (!ok) setSqlError("removing games");
    }
    return finish(ok, error);
}

bool Database::finish(bool ok, DbError* error) {
    if (ok) ok = exec("COMMIT");
    if (!ok) {
        if (error) *error = lastError_;
        exec("ROLLBACK");
    }
    refresh();
    return ok;
}

std::vector<Database::Posting> Database::postingsFor(std::uint64_t key) const {
    std::vector<Posting> out;
    if (!db_) return out;
    if (!readBucket_) sqlite3_prepare_v2(db_, "SELECT data FROM positions WHERE bucket=?", -1, &readBucket_, nullptr);
    sqlite3_stmt* read = readBucket_;
    sqlite3_reset(read);
    sqlite3_bind_int64(read, 1, std::int64_t(key >> BucketShift));
    if (sqlite3_step(read) != SQLITE_ROW) return out;
    // Decode only as far as the key (entries are sorted by key).
    const std::string_view blob(static_cast<const char*>(sqlite3_column_blob(read, 0)),
                                std::size_t(sqlite3_column_bytes(read, 0)));
    const auto* p = reinterpret_cast<const unsigned char*>(blob.data());
    const auto* end = p + blob.size();
    const std::uint64_t want = key & KeyLowMask;
    std::uint64_t keyLow = 0, game = 0, v = 0;
    bool first = true;
    while (p < end) {
        if (!getVarint(p, end, v)) break;
        const bool sameKey = v == 0 && !first;
        keyLow += v;
        first = false;
        std::uint64_t g = 0, ply = 0;
        if (!getVarint(p, end, g) || !getVarint(p, end, ply)) break;
        game = sameKey ? game + g : g;
        if (keyLow > want) break;
        if (keyLow == want) out.push_back({key, std::uint32_t(game), std::uint16_t(ply)});
    }
    return out;
}

std::vector<MoveStat> Database::explore(const Position& pos, bool mirrors) const {
    // The games at the position, as (game, ply) pairs; a game played move m there when it reached the child
    // position of m one ply later. A game counts once per move, however often it came back.
    std::vector<std::pair<std::uint16_t, std::uint32_t>> played;  // (move, game)
    auto gather = [&](const Position& at, bool mirrored) {
        std::vector<std::pair<std::uint32_t, std::uint16_t>> here;  // (game, ply)
        for (const Posting& p : postingsFor(at.hash())) here.push_back({p.game, p.ply});
        if (here.empty()) return;
        std::sort(here.begin(), here.end());
        MoveList list;
        generateLegal(at, list);
        Position child = at;
        for (const Move m : list) {
            child.makeMove(m);
            for (const Posting& p : postingsFor(child.hash()))
                if (p.ply > 0 && std::binary_search(here.begin(), here.end(),
                                                    std::pair<std::uint32_t, std::uint16_t>(p.game, p.ply - 1)))
                    played.push_back({(mirrored ? mirrorMove(m) : m).raw(), p.game});
            child.undoMove();
        }
    };
    gather(pos, false);
    if (mirrors && mirroredHash(pos) != pos.hash()) {
        Position mirror;
        std::string fen = pos.fen();
        // The mirrored position: each rank of the FEN's board field read backwards.
        const std::size_t space = fen.find(' ');
        std::string board = fen.substr(0, space), flipped;
        std::size_t start = 0;
        while (start <= board.size()) {
            std::size_t slash = board.find('/', start);
            if (slash == std::string::npos) slash = board.size();
            std::string rank = board.substr(start, slash - start);
            std::reverse(rank.begin(), rank.end());
            flipped += (flipped.empty() ? "" : "/") + rank;
            start = slash + 1;
        }
        if (mirror.setFen(flipped + fen.substr(space))) gather(mirror, true);
    }
    std::sort(played.begin(), played.end());
    played.erase(std::unique(played.begin(), played.end()), played.end());
    std::vector<MoveStat> out;
    for (const auto& [move, game] : played) {
        const std::uint32_t facts = game < gameFacts_.size() ? gameFacts_[game] : NotAGame;
        if (facts == NotAGame) continue;  // removed by another connection since the last refresh
        if (out.empty() || out.back().move.raw() != move) {
            out.emplace_back();
            out.back().move = Move::fromRaw(move);
        }
        MoveStat& s = out.back();
        ++s.games;
        switch (GameResult(facts & 3)) {
        case GameResult::RedWin: ++s.redWins; break;
        case GameResult::Draw: ++s.draws; break;
        case GameResult::BlackWin: ++s.blackWins; break;
        case GameResult::Unknown: break;
        }
        if (const int year = int(facts >> 2)) {
            s.yearSum += year;
            ++s.yearCount;
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const MoveStat& a, const MoveStat& b) { return a.games > b.games; });
    return out;
}

std::vector<GameInfo> Database::search(const SearchQuery& q) const {
    std::vector<GameInfo> out;
    if (!db_) return out;
    // Candidates of a position search: game → first ply at which it reached the position.
    std::map<std::uint32_t, int> atPly;
    if (q.byPosition) {
        std::vector<Posting> entries = postingsFor(q.position.hash());
        if (q.mirrors && mirroredHash(q.position) != q.position.hash()) {
            const auto more = postingsFor(mirroredHash(q.position));
            entries.insert(entries.end(), more.begin(), more.end());
        }
        // With a move: the games whose next position, one ply later, is the position after the move.
        std::vector<std::pair<std::uint32_t, int>> next;
        if (q.thenMove && q.position.isLegal(q.thenMove)) {
            Position child = q.position;
            child.makeMove(q.thenMove);
            for (const Posting& p : postingsFor(child.hash())) next.push_back({p.game, int(p.ply) - 1});
            if (q.mirrors && mirroredHash(q.position) != q.position.hash())
                for (const Posting& p : postingsFor(mirroredHash(child))) next.push_back({p.game, int(p.ply) - 1});
            std::sort(next.begin(), next.end());
        }
        for (const Posting& p : entries) {
            if (q.thenMove && !std::binary_search(next.begin(), next.end(), std::pair<std::uint32_t, int>(p.game, p.ply)))
                continue;
            auto [it, added] = atPly.emplace(p.game, p.ply);
            if (!added) it->second = std::min(it->second, int(p.ply));
        }
        if (atPly.empty()) return out;
    }
    std::string sql =
        "SELECT g.id, g.red, g.black, g.event, g.date, g.year, g.result, g.ecco, g.plies, g.material, s.name"
        " FROM games g LEFT JOIN sources s ON s.id = g.source WHERE 1";
    std::vector<std::string> texts;
    std::vector<std::int64_t> numbers;
    auto like = [](const std::string& s) {
        std::string out = "%";
        for (char c : s) {
            if (c == '%' || c == '_' || c == '\\') out += '\\';
            out += c;
        }
        return out + "%";
    };
    if (!q.player.empty()) {
        sql += " AND (g.red LIKE ?1 ESCAPE '\\' OR g.black LIKE ?1 ESCAPE '\\')";
        texts.push_back(like(q.player));
    } else {
        sql += " AND ?1 IS NULL";
        texts.push_back("");
    }
    std::string cond;
    int param = 2;
    auto addText = [&](const char* column, const std::string& value, bool prefix) {
        if (value.empty()) return;
        std::string pattern = like(value);
        if (prefix) pattern.erase(0, 1);
        cond += std::string(" AND ") + column + " LIKE ?" + std::to_string(param++) + " ESCAPE '\\'";
        texts.push_back(pattern);
    };
    addText("g.red", q.red, false);
    addText("g.black", q.black, false);
    addText("g.event", q.event, false);
    addText("g.ecco", q.ecco, true);
    const int firstNumber = param;
    if (q.yearFrom) {
        cond += " AND g.year >= ?" + std::to_string(param++);
        numbers.push_back(q.yearFrom);
    }
    if (q.yearTo) {
        cond += " AND g.year <= ?" + std::to_string(param++);
        numbers.push_back(q.yearTo);
    }
    if (q.result != GameResult::Unknown) {
        cond += " AND g.result = ?" + std::to_string(param++);
        numbers.push_back(std::int64_t(q.result));
    }
    const int idParam = param;
    sql += cond;
    // Few candidates: one lookup each; many (a popular opening position): one pass over the games.
    const bool lookups = q.byPosition && atPly.size() < 2000;
    if (lookups) sql += " AND g.id = ?" + std::to_string(idParam);
    Statement st(db_, sql.c_str());
    if (!st) {
        lastError_ = {DbErrorCode::Sql, sqlite3_errmsg(db_)};
        return out;
    }
    auto bindAll = [&] {
        st.reset();
        if (q.player.empty()) st.bindNull(1);
        else st.bind(1, texts[0]);
        for (std::size_t i = 1; i < texts.size(); ++i) st.bind(int(i) + 1, texts[i]);
        for (std::size_t i = 0; i < numbers.size(); ++i) st.bind(firstNumber + int(i), numbers[i]);
    };
    auto takeRows = [&](int ply) {
        while (st.step() == SQLITE_ROW && int(out.size()) < q.limit) {
            if (q.byPosition && !lookups) {
                const auto it = atPly.find(std::uint32_t(st.integer(0)));
                if (it == atPly.end()) continue;
                ply = it->second;
            }
            GameInfo g = gameColumns(st, 1);
            g.id = st.integer(0);
            g.file = st.text(10);
            g.ply = ply;
            if (q.byMaterial) {
                // The first ply at which the material matches (material changes only at captures).
                const std::string_view blob = st.blob(9);
                const auto* p = reinterpret_cast<const unsigned char*>(blob.data());
                const auto* end = p + blob.size();
                int found = -1;
                std::uint64_t at = 0;
                while (p < end && getVarint(p, end, at) && end - p >= 4) {
                    const std::uint32_t sig = std::uint32_t(p[0]) | (std::uint32_t(p[1]) << 8) |
                                              (std::uint32_t(p[2]) << 16) | (std::uint32_t(p[3]) << 24);
                    p += 4;
                    if (ply >= 0) {
                        // With a position too: the material of that position decides.
                        if (int(at) <= ply) found = q.material.matches(materialFromSignature(sig)) ? ply : -1;
                        continue;
                    }
                    if (q.material.matches(materialFromSignature(sig))) {
                        found = int(at);
                        break;
                    }
                }
                if (found < 0) continue;
                g.ply = found;
            }
            out.push_back(std::move(g));
        }
    };
    if (lookups) {
        for (const auto& [game, ply] : atPly) {
            bindAll();
            st.bind(idParam, std::int64_t(game));
            takeRows(ply);
        }
    } else {
        bindAll();
        takeRows(-1);
    }
    return out;
}

bool Database::gameInfo(std::int64_t id, GameInfo* info) const {
    SearchQuery q;
    Statement st(db_, "SELECT g.red, g.black, g.event, g.date, g.year, g.result, g.ecco, g.plies, s.name FROM games g"
                      " LEFT JOIN sources s ON s.id = g.source WHERE g.id=?");
    st.bind(1, id);
    if (st.step() != SQLITE_ROW) return false;
    GameInfo g = gameColumns(st, 0);
    g.id = id;
    g.file = st.text(8);
    if (info) *info = std::move(g);
    return true;
}

bool Database::loadGame(std::int64_t id, GameRecord* game) const {
    if (!db_) return false;
    Statement st(db_, "SELECT red, black, event, date, result, ecco, fen, moves, tags, pgn FROM games WHERE id=?");
    st.bind(1, id);
    if (st.step() != SQLITE_ROW) return false;
    if (!st.isNull(9)) {
        std::vector<GameRecord> games;
        RecordError e;
        if (readPgn(st.text(9), &games, &e) && games.size() == 1) {
            *game = std::move(games.front());
            return true;
        }
    }
    GameRecord g;
    if (!st.text(6).empty() && !g.setStartFen(st.text(6))) return false;
    auto setIf = [&](const char* name, const std::string& v) {
        if (!v.empty()) g.setTag(name, v);
    };
    setIf("Event", st.text(2));
    setIf("Date", st.text(3));
    setIf("Red", st.text(0));
    setIf("Black", st.text(1));
    const std::string tags = st.text(8);
    for (std::size_t i = 0; i < tags.size();) {
        const std::size_t sep = tags.find('\x1f', i), end = tags.find('\x1e', i);
        if (sep == std::string::npos || end == std::string::npos || sep > end) break;
        g.setTag(tags.substr(i, sep - i), tags.substr(sep + 1, end - sep - 1));
        i = end + 1;
    }
    setIf("ECCO", st.text(5));
    g.setResult(resultText(GameResult(st.integer(4) & 3)));
    const std::string_view moves = st.blob(7);
    Position pos = g.startPosition();
    NodeId node = RootNode;
    for (const char c : moves) {
        const Move m = moveAtIndex(pos, std::uint8_t(c));
        if (!m) break;
        pos.makeMove(m);
        node = g.addMove(node, m);
    }
    *game = std::move(g);
    return true;
}

}  // namespace xq::db
