// The player's training data in one SQLite file beside the game database (training.sqlite in the user's data
// folder): exercises from their own games with their repetition schedule, the puzzle rating and its history, the
// puzzles tried, the opening trainer's cards and the results of games against the calibrated levels. Same
// conventions as the game database (application id and schema version, WAL); every change is one transaction with
// synchronous=FULL, so a crash loses at most the answer being written. No Qt.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "xiangqi/database.h"
#include "xiangqi/train/exercise.h"
#include "xiangqi/train/glicko2.h"
#include "xiangqi/train/ladder.h"
#include "xiangqi/train/schedule.h"

struct sqlite3;

namespace xq::train {

struct StoredExercise {
    std::int64_t id = 0;
    Exercise exercise;
    Card card;
    std::int64_t created = 0;
    bool dropped = false;
};

struct RatingPoint {
    std::int64_t time = 0;
    Glicko2Rating rating;
};

// A game against one of the calibrated levels, for the strength estimate and the results by colour and opening.
struct GameOutcome {
    std::int64_t time = 0;
    Color color = Color::Red;  // the player's
    double score = 0;          // 1 win, 0.5 draw, 0 loss
    double opponentRating = 1500;
    std::string opening;       // ECCO code, may be empty
};

// What kind of mistake an exercise was, for the progress page's counts.
// Missed a mate; let the opponent mate (the refutation ends in mate); left a piece (the refutation starts with a
// capture); missed a capture that won (the best move takes); anything else.
enum class MistakeKind { MissedMate, AllowedMate, LostMaterial, MissedWin, Positional };
MistakeKind mistakeKindOf(const Exercise& e, const Position& before);

class TrainingStore {
public:
    explicit TrainingStore(Clock clock = systemClock());
    ~TrainingStore();
    TrainingStore(const TrainingStore&) = delete;
    TrainingStore& operator=(const TrainingStore&) = delete;

    static constexpr const char* FileName = "training.sqlite";

    // Opens (or creates) the store at a UTF-8 path. A file that is not ours, or too new, is refused and left alone.
    bool open(const std::string& path, db::DbError* error = nullptr);
    void close();
    bool isOpen() const { return db_ != nullptr; }
    const db::DbError& lastError() const { return lastError_; }
    std::int64_t now() const { return clock_(); }
    void setClock(Clock clock) { clock_ = std::move(clock); }

    // Exercises. Adding one that is already there (same position and best move) changes nothing; the number added is
    // returned (-1 on failure, and nothing of the call was kept).
    int addExercises(const std::vector<Exercise>& exercises);
    // Due now, not dropped: the hardest (lowest easiness) first, then the longest overdue.
    std::vector<StoredExercise> dueExercises(int limit = 100) const;
    std::vector<StoredExercise> exercises(bool withDropped = false) const;
    std::optional<StoredExercise> exercise(std::int64_t id) const;
    // An answer of quality 0-5 (answerQuality) reschedules the exercise by SM-2 and is kept in the history.
    bool answerExercise(std::int64_t id, int quality);
    bool dropExercise(std::int64_t id, bool dropped = true);

    // The puzzle rating (Glicko-2, 1500 ± 350 at first) and an attempt at a ladder puzzle.
    Glicko2Rating puzzleRating() const;
    bool recordPuzzleAttempt(const LadderPuzzle& puzzle, bool solved);
    std::vector<RatingPoint> ratingHistory() const;
    // How often each puzzle (by FEN) was tried and solved.
    struct PuzzleRecord {
        int tries = 0, solved = 0;
        std::int64_t last = 0;
    };
    std::map<std::string, PuzzleRecord> puzzleRecords() const;

    // The opening trainer's cards, per repertoire name and position key.
    std::map<std::string, Card> openingCards(const std::string& repertoire) const;
    bool saveOpeningCard(const std::string& repertoire, const std::string& key, const Card& card);

    // The player's own repertoire, built move by move from the opening explorer: each side's moves in the order
    // they were added (a move added again counts once more).
    struct RepertoireEntry {
        std::string fen;
        Move move;
        int count = 1;
    };
    bool addRepertoireMove(Color side, const std::string& fen, Move move);
    std::vector<RepertoireEntry> repertoireMoves(Color side) const;

    // Games against the calibrated levels.
    bool recordGame(const GameOutcome& game);
    std::vector<GameOutcome> games() const;
    // The strength estimate: a Glicko-2 rating from every game recorded, one period per game in order.
    Glicko2Rating strength() const;

private:
    bool exec(const char* sql);
    bool transaction(const std::function<bool()>& body);
    void setSqlError(const char* where);

    sqlite3* db_ = nullptr;
    Clock clock_;
    mutable db::DbError lastError_;
};

// The puzzle to serve next: among those not solved before, the one whose difficulty is nearest the rating (ties and
// a window of ±100 broken by `seed`); -1 when there is none.
int pickPuzzle(const std::vector<LadderPuzzle>& puzzles, const Glicko2Rating& rating,
               const std::map<std::string, TrainingStore::PuzzleRecord>& records, std::uint64_t seed);

}  // namespace xq::train
