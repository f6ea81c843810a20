// The game database: games of any record format in one SQLite file, with a position index (64-bit Zobrist key →
// game, ply, move played) that answers the opening explorer and position searches. No Qt; the window and
// xiangqi-db share it. One Database object is one connection: use one per thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/book.h"
#include "xiangqi/position.h"
#include "xiangqi/record.h"
#include "xiangqi/recordio.h"

struct sqlite3;
struct sqlite3_stmt;

namespace xq::db {

// Why the database cannot do what was asked, as data (the window words it; `detail` is SQLite's English text).
enum class DbErrorCode {
    None,
    CannotOpen,    // the file cannot be opened or created (detail: SQLite's reason)
    NotADatabase,  // the file is not a SQLite database, or not one of ours
    TooNew,        // written by a newer version of the program (a schema version we do not know)
    Sql,           // any other SQLite failure (disk full, locked, I/O error): detail says which
};

struct DbError {
    DbErrorCode code = DbErrorCode::None;
    std::string detail;
    explicit operator bool() const { return code != DbErrorCode::None; }
};
std::string describe(const DbError& e);  // English, for the command-line tool

enum class GameResult : std::uint8_t { Unknown = 0, RedWin = 1, Draw = 2, BlackWin = 3 };
GameResult resultFromText(std::string_view pgnResult);  // "1-0", "0-1", "1/2-1/2"; anything else Unknown
std::string_view resultText(GameResult r);              // "1-0", "0-1", "1/2-1/2", "*"

// A file that could not be imported, or one game of a file that could not be read, or a file skipped.
struct ImportProblem {
    // GameReadInPart: a game imported only up to where its file went wrong (RecordFile::partial). NotARecord: a file
    // skipped because nothing in it is a game record (RecordFile::holdsNoRecord: a licence, a README, an image, an
    // empty file): listed, but no failure (error: what the reader found first).
    enum class Kind { NoSuchFile, NotAFile, TooLarge, CannotRead, GameRefused, GameReadInPart, NotARecord };
    std::string file;  // UTF-8 path
    Kind kind = Kind::GameRefused;
    RecordError error;  // GameRefused, GameReadInPart: what the reader said (gameIndex: which game of the file)
};
std::string describe(const ImportProblem& p);  // "FILE: game 3: line 5 …", English

struct ImportProgress {
    int filesDone = 0;
    int filesTotal = 0;
    int gamesImported = 0;
};

struct ImportResult {
    int filesRead = 0;     // record files read (the skipped ones not counted)
    int filesSkipped = 0;  // files that hold no game record (listed in problems as NotARecord)
    int gamesImported = 0;
    std::vector<ImportProblem> problems;
    bool cancelled = false;  // nothing of this import was kept
    DbError error;           // the import failed as a whole (nothing of it was kept)
    double seconds = 0;
    // Every record file was read whole: no problem but skipped files (xiangqi-db import exits 0).
    bool complete() const;
};

// One move played from a position, over every game of the database that reached the position (whatever the
// move order before it) and played the move there. A game counts once per move, however often it repeated.
struct MoveStat {
    Move move;
    int games = 0;
    int redWins = 0, draws = 0, blackWins = 0;  // games with those results (the rest are unknown or unfinished)
    int yearSum = 0, yearCount = 0;             // games whose date gives a year
    double averageYear() const { return yearCount ? double(yearSum) / yearCount : 0.0; }
};

// Material of one position: the number of each piece type of each side (generals not counted).
struct Material {
    std::uint8_t count[2][PieceTypeCount] = {};  // [colour][type]
    std::uint32_t signature() const;             // packed, for comparisons
    static Material of(const Position& pos);
};

// A material pattern: "RNC-RN" = 車馬炮 against 車馬. Each side lists its pieces (R N/H C A B/E P, or the Chinese
// characters 车車俥 马馬傌 炮砲 仕士 相象 兵卒); rooks, horses and cannons not listed must be absent; advisors,
// elephants and pawns are free unless listed (then exactly as many). "P*" / "兵*" says "any pawns" explicitly.
// Red's side first; the sides are separated by '-', 'v' or a space, or "对".
struct MaterialPattern {
    // -1 = any number
    int count[2][PieceTypeCount] = {};
    bool matches(const Material& m) const;
};
// Returns false and the byte offset of what cannot be read in *badOffset on a pattern that does not parse.
bool parseMaterialPattern(std::string_view text, MaterialPattern* out, int* badOffset = nullptr);

struct GameInfo {
    std::int64_t id = 0;
    std::string red, black, event, date, ecco, file;
    GameResult result = GameResult::Unknown;
    int year = 0;   // 0 when the date gives none
    int plies = 0;  // main line length
    int ply = -1;   // search results: the ply at which the game matched (0 = the start), -1 for header searches
};

// What a search asks: every part that is set must hold (an empty query finds every game).
struct SearchQuery {
    bool byPosition = false;
    Position position;
    bool mirrors = false;  // also the left-right mirror of the position
    Move thenMove;         // with a position: only games that played this move there (the explorer's count)
    bool byMaterial = false;
    MaterialPattern material;
    std::string player;  // either side; substring, case-insensitive for Latin letters
    std::string red, black, event;
    std::string ecco;  // a code ("C45") or a prefix ("C4", "C")
    int yearFrom = 0, yearTo = 0;  // 0 = open
    GameResult result = GameResult::Unknown;  // Unknown = any
    int limit = 100000;
};

class Database {
public:
    Database();
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    // Opens the database at a UTF-8 path, creating it when the file does not exist.
    bool open(const std::string& path, DbError* error = nullptr);
    void close();
    bool isOpen() const { return db_ != nullptr; }
    const std::string& path() const { return path_; }
    // Re-reads what the explorer keeps in memory (results and years of every game), after another connection
    // changed the database.
    bool refresh();

    int gameCount() const;

    // Imports every record file of the paths (folders recursively, files the readers know by name, in name
    // order). Files are read and parsed on `threads` threads; the games are written by this thread in file
    // order, in one transaction: cancelled or failed, the database is as before. `progress` is called on this
    // thread; `cancel` is polled.
    ImportResult importFiles(const std::vector<std::string>& paths,
                             const std::function<void(const ImportProgress&)>& progress = {},
                             const std::atomic<bool>* cancel = nullptr, int threads = 2);
    // Imports records already read (tests, a game from the window). One transaction.
    bool addGames(const std::vector<GameRecord>& games, const std::string& sourceName, DbError* error = nullptr);
    // Removes games and their index entries, in one transaction.
    bool removeGames(const std::vector<std::int64_t>& ids, DbError* error = nullptr);

    // Every move played from the position, most played first (ties: in move order). With `mirrors`, games that
    // reached the left-right mirror of the position count too, their moves mirrored.
    std::vector<MoveStat> explore(const Position& pos, bool mirrors = false) const;
    // Games that reached the position, with the first ply at which they did.
    std::vector<GameInfo> search(const SearchQuery& q) const;

    // The game with its tags and moves (the full record, variations and comments, when the file had them).
    bool loadGame(std::int64_t id, GameRecord* game) const;
    bool gameInfo(std::int64_t id, GameInfo* info) const;

    // The last SQLite failure, for tools.
    const DbError& lastError() const { return lastError_; }

    struct Posting;  // one entry of the position index (database.cpp)

private:
    struct ParsedFile;
    bool exec(const char* sql);
    // The end of a writing transaction: COMMIT when all went well, else ROLLBACK with the error in *error; then the
    // counts are read again. Returns whether it was committed.
    bool finish(bool ok, DbError* error);
    bool createSchema();
    struct PreparedGame;
    static PreparedGame prepareGame(const GameRecord& game);
    bool writeGame(const PreparedGame& game, std::int64_t sourceId, std::vector<Posting>& postings);
    bool flushPostings(std::vector<Posting>& postings);
    std::int64_t sourceId(const std::string& name);
    std::vector<Posting> postingsFor(std::uint64_t key) const;
    void setSqlError(const char* where);

    sqlite3* db_ = nullptr;
    sqlite3_stmt* insertGame_ = nullptr;
    mutable sqlite3_stmt* readBucket_ = nullptr;
    std::string path_;
    mutable DbError lastError_;
    // Per game id: result (low 2 bits) and year << 2; 0xffffffff for an id that is not a game.
    std::vector<std::uint32_t> gameFacts_;
};

// Building an opening book from the database: from the start position, every move played in at least `minGames`
// games, up to `depth` plies, with a weight from how often it was played and how it scored for the side that played
// it (Laplace-smoothed: (wins + draws/2 + 1) / (known + 2)); games without a result count as half a point.
struct BookOptions {
    int minGames = 5;
    int depth = 30;
    bool mirrors = false;
};
std::vector<BookEntry> buildBook(const Database& db, const BookOptions& options);

// The hash key of the left-right mirror of a position (the same as pos.hash() for a symmetric one).
std::uint64_t mirroredHash(const Position& pos);
Move mirrorMove(Move m);
// A year from a date tag ("1998.05.03", "1998", "1998-05"); 0 when there is none.
int yearOfDate(std::string_view date);
// Record files under the paths (folders recursively, in path order); files named as given.
std::vector<std::string> expandRecordPaths(const std::vector<std::string>& paths);

}  // namespace xq::db
