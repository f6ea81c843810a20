// The training store on SQLite. Moves are kept as ICCS text ("h2e2 h9g7"), positions as FEN: readable with any
// SQLite tool, and independent of the program's internal encodings, so the file survives upgrades.
#include "xiangqi/train/store.h"

#include "xiangqi/sqlitestatement.h"

#include <algorithm>
#include <cmath>
#include <random>

#include "xiangqi/movegen.h"

namespace xq::train {

namespace {

using db::Statement;

constexpr int SchemaVersion = 1;
constexpr std::int32_t ApplicationId = 0x58515452;  // "XQTR"

std::string movesText(const std::vector<Move>& moves) {
    std::string s;
    for (const Move m : moves) {
        if (!s.empty()) s += ' ';
        s += moveToUci(m);
    }
    return s;
}

std::vector<Move> movesFrom(const std::string& text) {
    std::vector<Move> out;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        if (end > start) {
            const Move m = parseUciMove(std::string_view(text).substr(start, end - start));
            if (m) out.push_back(m);
        }
        start = end + 1;
    }
    return out;
}

constexpr const char* ExerciseColumns =
    "id, fen, solution, played, refutation, loss, margin, ply, player, source, created, dropped, easiness, "
    "repetitions, interval, lapses, due";

StoredExercise readExercise(const Statement& st) {
    StoredExercise s;
    s.id = st.integer(0);
    s.exercise.fen = st.text(1);
    s.exercise.solution = parseUciMove(st.text(2));
    s.exercise.played = parseUciMove(st.text(3));
    s.exercise.refutation = movesFrom(st.text(4));
    s.exercise.lossCp = int(st.integer(5));
    s.exercise.marginCp = int(st.integer(6));
    s.exercise.ply = int(st.integer(7));
    s.exercise.player = st.integer(8) ? Color::Black : Color::Red;
    s.exercise.source = st.text(9);
    s.created = st.integer(10);
    s.dropped = st.integer(11) != 0;
    s.card.easiness = st.real(12);
    s.card.repetitions = int(st.integer(13));
    s.card.intervalDays = int(st.integer(14));
    s.card.lapses = int(st.integer(15));
    s.card.due = st.integer(16);
    return s;
}

}  // namespace

MistakeKind mistakeKindOf(const Exercise& e, const Position& before) {
    if (!before.isLegal(e.solution)) return MistakeKind::Positional;
    // Could the best move have mated?
    Position best = before;
    best.makeMove(e.solution);
    MoveList replies;
    generateLegal(best, replies);
    if (replies.empty()) return MistakeKind::MissedMate;
    // Did the move played let the opponent mate (the refutation ends in mate)?
    if (before.isLegal(e.played)) {
        Position line = before;
        line.makeMove(e.played);
        bool legal = true;
        for (const Move m : e.refutation) {
            if (!line.isLegal(m)) {
                legal = false;
                break;
            }
            line.makeMove(m);
        }
        MoveList left;
        generateLegal(line, left);
        if (legal && !e.refutation.empty() && left.empty()) return MistakeKind::AllowedMate;
        // Did it leave a piece to be taken (the refutation starts with a capture)?
        Position after = before;
        after.makeMove(e.played);
        if (!e.refutation.empty() && after.isLegal(e.refutation.front()) &&
            after.pieceAt(e.refutation.front().to()) != NoPiece)
            return MistakeKind::LostMaterial;
    }
    if (before.pieceAt(e.solution.to()) != NoPiece) return MistakeKind::MissedWin;
    return MistakeKind::Positional;
}

namespace {
constexpr const char* RepertoireTable =
    "CREATE TABLE IF NOT EXISTS repertoire_moves(id INTEGER PRIMARY KEY, side INTEGER, fen TEXT NOT NULL,"
    " move TEXT NOT NULL, count INTEGER DEFAULT 1, UNIQUE(side, fen, move))";
}  // namespace

TrainingStore::TrainingStore(Clock clock) : clock_(std::move(clock)) {}
TrainingStore::~TrainingStore() { close(); }

void TrainingStore::close() {
    // close_v2: a statement still alive (an early return inside open) finalises later and the connection
    // closes with it; plain close would fail with SQLITE_BUSY and leak the connection.
    if (db_) sqlite3_close_v2(db_);
    db_ = nullptr;
}

void TrainingStore::setSqlError(const char* where) {
    lastError_.code = db::DbErrorCode::Sql;
    lastError_.detail = std::string(where) + ": " + (db_ ? sqlite3_errmsg(db_) : "not open");
}

bool TrainingStore::exec(const char* sql) {
    if (!db_) return false;
    char* message = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &message) != SQLITE_OK) {
        lastError_.code = db::DbErrorCode::Sql;
        lastError_.detail = message ? message : "SQLite error";
        sqlite3_free(message);
        return false;
    }
    return true;
}

bool TrainingStore::transaction(const std::function<bool()>& body) {
    if (!db_ || !exec("BEGIN IMMEDIATE")) return false;
    if (body() && exec("COMMIT")) return true;
    exec("ROLLBACK");
    return false;
}

bool TrainingStore::open(const std::string& path, db::DbError* error) {
    close();
    lastError_ = {};
    auto fail = [&](db::DbErrorCode code, std::string detail) {
        lastError_.code = code;
        lastError_.detail = std::move(detail);
        if (error) *error = lastError_;
        close();
        return false;
    };
    if (std::string why; !db::openFile(path, &db_, &why)) return fail(db::DbErrorCode::CannotOpen, why);
    std::int64_t appId = 0, version = 0, tables = 0;
    {
        Statement st(db_, "PRAGMA application_id");
        if (!st || st.step() != SQLITE_ROW) {
            const int code = sqlite3_errcode(db_);
            return fail(code == SQLITE_NOTADB ? db::DbErrorCode::NotADatabase : db::DbErrorCode::CannotOpen,
                        sqlite3_errmsg(db_));
        }
        appId = st.integer(0);
    }
    {
        Statement st(db_, "PRAGMA user_version");
        if (st && st.step() == SQLITE_ROW) version = st.integer(0);
    }
    {
        Statement st(db_, "SELECT count(*) FROM sqlite_master");
        if (!st || st.step() != SQLITE_ROW) return fail(db::DbErrorCode::NotADatabase, sqlite3_errmsg(db_));
        tables = st.integer(0);
    }
    if (appId == 0 && tables == 0) {
        const bool ok =
            exec("PRAGMA journal_mode=WAL") && exec("PRAGMA application_id=1481725010") &&
            exec("PRAGMA user_version=1") &&
            transaction([&] {
                return exec(
                    "CREATE TABLE exercises(id INTEGER PRIMARY KEY, fen TEXT NOT NULL, solution TEXT NOT NULL,"
                    " played TEXT, refutation TEXT, loss INTEGER, margin INTEGER, ply INTEGER, player INTEGER,"
                    " source TEXT, created INTEGER, dropped INTEGER DEFAULT 0, easiness REAL DEFAULT 2.5,"
                    " repetitions INTEGER DEFAULT 0, interval INTEGER DEFAULT 0, lapses INTEGER DEFAULT 0,"
                    " due INTEGER, UNIQUE(fen, solution));"
                    "CREATE TABLE answers(id INTEGER PRIMARY KEY, exercise INTEGER, time INTEGER, quality INTEGER);"
                    "CREATE TABLE puzzle_attempts(id INTEGER PRIMARY KEY, fen TEXT, difficulty INTEGER,"
                    " solved INTEGER, time INTEGER, rating REAL, deviation REAL, volatility REAL);"
                    "CREATE TABLE opening_cards(repertoire TEXT, key TEXT, easiness REAL, repetitions INTEGER,"
                    " interval INTEGER, lapses INTEGER, due INTEGER, PRIMARY KEY(repertoire, key));"
                    "CREATE TABLE games(id INTEGER PRIMARY KEY, time INTEGER, color INTEGER, score REAL,"
                    " opponent REAL, opening TEXT);") &&
                       exec(RepertoireTable);
            });
        if (!ok) return fail(db::DbErrorCode::CannotOpen, lastError_.detail);
    } else if (appId != ApplicationId) {
        return fail(db::DbErrorCode::NotADatabase, "");
    } else if (version > SchemaVersion) {
        return fail(db::DbErrorCode::TooNew, "");
    } else {
        exec("PRAGMA journal_mode=WAL");
        // Added after version 1 was shipped; older programs ignore it, so the version stays.
        if (!exec(RepertoireTable)) return fail(db::DbErrorCode::CannotOpen, lastError_.detail);
    }
    exec("PRAGMA synchronous=FULL");  // the training data is small; an answer given is an answer kept
    return true;
}

int TrainingStore::addExercises(const std::vector<Exercise>& list) {
    int added = 0;
    const std::int64_t now = clock_();
    const bool ok = transaction([&] {
        for (const Exercise& e : list) {
            Statement one(db_,
                          "INSERT OR IGNORE INTO exercises(fen, solution, played, refutation, loss, margin, ply,"
                          " player, source, created, due) VALUES(?,?,?,?,?,?,?,?,?,?,?)");
            one.bind(1, e.fen);
            one.bind(2, moveToUci(e.solution));
            one.bind(3, e.played ? moveToUci(e.played) : std::string());
            one.bind(4, movesText(e.refutation));
            one.bind(5, e.lossCp);
            one.bind(6, e.marginCp);
            one.bind(7, e.ply);
            one.bind(8, e.player == Color::Black ? 1 : 0);
            one.bind(9, e.source);
            one.bind(10, now);
            one.bind(11, now);  // a new exercise is due at once
            if (one.step() != SQLITE_DONE) {
                setSqlError("adding an exercise");
                return false;
            }
            added += sqlite3_changes(db_);
        }
        return true;
    });
    return ok ? added : -1;
}

std::vector<StoredExercise> TrainingStore::exercises(bool withDropped) const {
    std::vector<StoredExercise> out;
    if (!db_) return out;
    const std::string sql = std::string("SELECT ") + ExerciseColumns + " FROM exercises" +
                            (withDropped ? "" : " WHERE dropped = 0") + " ORDER BY id";
    Statement st(db_, sql.c_str());
    while (st && st.step() == SQLITE_ROW) out.push_back(readExercise(st));
    return out;
}

std::vector<StoredExercise> TrainingStore::dueExercises(int limit) const {
    std::vector<StoredExercise> out;
    if (!db_) return out;
    const std::string sql = std::string("SELECT ") + ExerciseColumns +
                            " FROM exercises WHERE dropped = 0 AND due <= ? ORDER BY easiness, due, id LIMIT ?";
    Statement st(db_, sql.c_str());
    st.bind(1, clock_());
    st.bind(2, limit);
    while (st && st.step() == SQLITE_ROW) out.push_back(readExercise(st));
    return out;
}

std::optional<StoredExercise> TrainingStore::exercise(std::int64_t id) const {
    if (!db_) return std::nullopt;
    const std::string sql = std::string("SELECT ") + ExerciseColumns + " FROM exercises WHERE id = ?";
    Statement st(db_, sql.c_str());
    st.bind(1, id);
    if (st && st.step() == SQLITE_ROW) return readExercise(st);
    return std::nullopt;
}

bool TrainingStore::answerExercise(std::int64_t id, int quality) {
    const auto current = exercise(id);
    if (!current) return false;
    const std::int64_t now = clock_();
    const Card card = review(current->card, quality, now);
    return transaction([&] {
        Statement st(db_, "UPDATE exercises SET easiness=?, repetitions=?, interval=?, lapses=?, due=? WHERE id=?");
        st.bind(1, card.easiness);
        st.bind(2, card.repetitions);
        st.bind(3, card.intervalDays);
        st.bind(4, card.lapses);
        st.bind(5, card.due);
        st.bind(6, id);
        Statement log(db_, "INSERT INTO answers(exercise, time, quality) VALUES(?,?,?)");
        log.bind(1, id);
        log.bind(2, now);
        log.bind(3, quality);
        if (st.step() != SQLITE_DONE || log.step() != SQLITE_DONE) {
            setSqlError("saving an answer");
            return false;
        }
        return true;
    });
}

bool TrainingStore::dropExercise(std::int64_t id, bool dropped) {
    return transaction([&] {
        Statement st(db_, "UPDATE exercises SET dropped=? WHERE id=?");
        st.bind(1, dropped ? 1 : 0);
        st.bind(2, id);
        if (st.step() != SQLITE_DONE) {
            setSqlError("dropping an exercise");
            return false;
        }
        return true;
    });
}

Glicko2Rating TrainingStore::puzzleRating() const {
    Glicko2Rating r;
    if (!db_) return r;
    Statement st(db_, "SELECT rating, deviation, volatility FROM puzzle_attempts ORDER BY id DESC LIMIT 1");
    if (st && st.step() == SQLITE_ROW) r = {st.real(0), st.real(1), st.real(2)};
    return r;
}

bool TrainingStore::recordPuzzleAttempt(const LadderPuzzle& puzzle, bool solved) {
    const Glicko2Rating after = rateAttempt(puzzleRating(), puzzle.difficulty, solved);
    return transaction([&] {
        Statement st(db_,
                     "INSERT INTO puzzle_attempts(fen, difficulty, solved, time, rating, deviation, volatility)"
                     " VALUES(?,?,?,?,?,?,?)");
        st.bind(1, puzzle.fen);
        st.bind(2, puzzle.difficulty);
        st.bind(3, solved ? 1 : 0);
        st.bind(4, clock_());
        st.bind(5, after.rating);
        st.bind(6, after.deviation);
        st.bind(7, after.volatility);
        if (st.step() != SQLITE_DONE) {
            setSqlError("saving a puzzle attempt");
            return false;
        }
        return true;
    });
}

std::vector<RatingPoint> TrainingStore::ratingHistory() const {
    std::vector<RatingPoint> out;
    if (!db_) return out;
    Statement st(db_, "SELECT time, rating, deviation, volatility FROM puzzle_attempts ORDER BY id");
    while (st && st.step() == SQLITE_ROW) out.push_back({st.integer(0), {st.real(1), st.real(2), st.real(3)}});
    return out;
}

std::map<std::string, TrainingStore::PuzzleRecord> TrainingStore::puzzleRecords() const {
    std::map<std::string, PuzzleRecord> out;
    if (!db_) return out;
    Statement st(db_, "SELECT fen, count(*), sum(solved), max(time) FROM puzzle_attempts GROUP BY fen");
    while (st && st.step() == SQLITE_ROW) out[st.text(0)] = {int(st.integer(1)), int(st.integer(2)), st.integer(3)};
    return out;
}

std::map<std::string, Card> TrainingStore::openingCards(const std::string& repertoire) const {
    std::map<std::string, Card> out;
    if (!db_) return out;
    Statement st(db_,
                 "SELECT key, easiness, repetitions, interval, lapses, due FROM opening_cards WHERE repertoire = ?");
    st.bind(1, repertoire);
    while (st && st.step() == SQLITE_ROW)
        out[st.text(0)] = {st.real(1), int(st.integer(2)), int(st.integer(3)), int(st.integer(4)), st.integer(5)};
    return out;
}

bool TrainingStore::saveOpeningCard(const std::string& repertoire, const std::string& key, const Card& card) {
    return transaction([&] {
        Statement st(db_,
                     "INSERT OR REPLACE INTO opening_cards(repertoire, key, easiness, repetitions, interval, lapses,"
                     " due) VALUES(?,?,?,?,?,?,?)");
        st.bind(1, repertoire);
        st.bind(2, key);
        st.bind(3, card.easiness);
        st.bind(4, card.repetitions);
        st.bind(5, card.intervalDays);
        st.bind(6, card.lapses);
        st.bind(7, card.due);
        if (st.step() != SQLITE_DONE) {
            setSqlError("saving an opening card");
            return false;
        }
        return true;
    });
}

bool TrainingStore::addRepertoireMove(Color side, const std::string& fen, Move move) {
    return transaction([&] {
        // A move added again counts once more and becomes the newest (the repertoire's choice at the player's turn).
        Statement st(db_,
                     "INSERT INTO repertoire_moves(side, fen, move) VALUES(?,?,?) ON CONFLICT(side, fen, move) DO "
                     "UPDATE SET count = count + 1, id = (SELECT max(id) + 1 FROM repertoire_moves)");
        st.bind(1, side == Color::Black ? 1 : 0);
        st.bind(2, fen);
        st.bind(3, moveToUci(move));
        if (st.step() != SQLITE_DONE) {
            setSqlError("adding a repertoire move");
            return false;
        }
        return true;
    });
}

std::vector<TrainingStore::RepertoireEntry> TrainingStore::repertoireMoves(Color side) const {
    std::vector<RepertoireEntry> out;
    if (!db_) return out;
    Statement st(db_, "SELECT fen, move, count FROM repertoire_moves WHERE side = ? ORDER BY id");
    st.bind(1, side == Color::Black ? 1 : 0);
    while (st && st.step() == SQLITE_ROW) {
        Position pos;
        const Move m = parseUciMove(st.text(1));
        if (!pos.setFen(st.text(0)) || !pos.isLegal(m)) continue;  // a damaged row is left out, never acted on
        out.push_back({st.text(0), m, int(st.integer(2))});
    }
    return out;
}

bool TrainingStore::recordGame(const GameOutcome& game) {
    return transaction([&] {
        Statement st(db_, "INSERT INTO games(time, color, score, opponent, opening) VALUES(?,?,?,?,?)");
        st.bind(1, game.time ? game.time : clock_());
        st.bind(2, game.color == Color::Black ? 1 : 0);
        st.bind(3, game.score);
        st.bind(4, game.opponentRating);
        st.bind(5, game.opening);
        if (st.step() != SQLITE_DONE) {
            setSqlError("saving a game");
            return false;
        }
        return true;
    });
}

std::vector<GameOutcome> TrainingStore::games() const {
    std::vector<GameOutcome> out;
    if (!db_) return out;
    Statement st(db_, "SELECT time, color, score, opponent, opening FROM games ORDER BY id");
    while (st && st.step() == SQLITE_ROW)
        out.push_back({st.integer(0), st.integer(1) ? Color::Black : Color::Red, st.real(2), st.real(3), st.text(4)});
    return out;
}

Glicko2Rating TrainingStore::strength() const {
    Glicko2Rating r;
    for (const GameOutcome& g : games()) {
        r = glicko2Update(r, {{g.opponentRating, 50, g.score}});
        r.deviation = std::max(r.deviation, MinDeviation);
    }
    return r;
}

int pickPuzzle(const std::vector<LadderPuzzle>& puzzles, const Glicko2Rating& rating,
               const std::map<std::string, TrainingStore::PuzzleRecord>& records, std::uint64_t seed) {
    // The unsolved puzzles nearest the rating: all within 100 of the nearest, one of them at random.
    int nearest = -1;
    double best = 1e9;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const auto it = records.find(puzzles[i].fen);
        if (it != records.end() && it->second.solved > 0) continue;
        const double d = std::abs(puzzles[i].difficulty - rating.rating);
        if (d < best) {
            best = d;
            nearest = int(i);
        }
    }
    if (nearest < 0) return -1;
    std::vector<int> close;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const auto it = records.find(puzzles[i].fen);
        if (it != records.end() && it->second.solved > 0) continue;
        if (std::abs(puzzles[i].difficulty - rating.rating) <= best + 100) close.push_back(int(i));
    }
    std::mt19937_64 rng(seed);
    return close[std::size_t(rng() % close.size())];
}

}  // namespace xq::train
