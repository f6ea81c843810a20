// Endgame puzzles: a position, the side that is to solve it, and its goal. A "mate in N" puzzle: every move of
// the person must keep a forced mate within the moves that are left (checked with the built-in search to a
// bounded depth), the computer defends with its best reply, and the puzzle is solved when the defender is mated
// in time. A "win" study: the person plays the winning side against the computer's best defence (a short search,
// well under a second a move) and solves it by mating (or leaving the defender without a move) within the study's
// move limit; a draw by the rules (repetition, the 60-move rule, no material), a lost game or the limit running
// out fails it. No Qt.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/position.h"
#include "xiangqi/record.h"
#include "xiangqi/recordio.h"
#include "xiangqi/rules.h"

namespace xq {

class Searcher;

enum class PuzzleGoal { Mate, Win };

struct Puzzle {
    std::string fen;
    PuzzleGoal goal = PuzzleGoal::Mate;
    int mateIn = 0;               // Mate: moves of the solving side (the side to move in fen); 0 for a win study
    int moveLimit = 0;            // Win: moves the solving side has to win in; 0 for a mate puzzle
    std::string id;               // a name, may be empty
    std::string description;      // what the position is about (the EPD "c0"), may be empty
    std::vector<Move> solutions;  // first moves known to solve it (the EPD "bm"), may be empty

    bool isWinStudy() const { return goal == PuzzleGoal::Win; }
    // The moves the solving side is given: the mate length, or a win study's move limit.
    int movesAllowed() const { return isWinStudy() ? moveLimit : mateIn; }
};

// Why a puzzle line or game is refused, as data (the UI words it; describe() gives English for tools and logs).
enum class PuzzleErrorCode {
    None,
    BadFen,         // fen: what is wrong with the position
    BadMateLength,  // text: the value of "dm N" / "mate N"
    BadMoveLimit,   // text: the value of "win N"
    BadBestMove,    // text: the move of "bm" that is not legal there
    BothGoals,      // both a mate length and a move limit
    NoGoal,         // neither a mate length nor a move limit
    NoMate,         // a game with no [Mate] tag whose moves do not end in mate
    BadRecord,      // record: a game of the file that could not be read
};

struct PuzzleError {
    PuzzleErrorCode code = PuzzleErrorCode::None;
    FenError fen;
    RecordError record;
    std::string text;

    explicit operator bool() const { return code != PuzzleErrorCode::None; }
};

// One English sentence for command-line tools and logs ("mate length must be a number >= 1, found 'x'").
std::string describe(const PuzzleError& e);

struct PuzzleReadError {
    int line = 0;  // 1-based line of the collection (EPD), or game number (PGN)
    PuzzleError error;
};

// Reads a collection: EPD-like lines `FEN; dm N; id "name"` (also `mate N` for dm, and `bm m1 m2` in ICCS), or
// win studies `FEN; win N; id "name"; c0 "description"` (N: the move limit),
// empty lines and lines starting with '#' skipped; or PGN games with a [FEN] tag whose mate length comes from a
// [Mate "N"] tag or, failing that, from a main line ending in mate. Lines or games that cannot be read are
// reported in *errors and skipped; the rest are returned.
std::vector<Puzzle> readPuzzles(std::string_view text, std::vector<PuzzleReadError>* errors = nullptr);
bool parsePuzzleLine(std::string_view line, Puzzle* out, PuzzleError* error = nullptr);
// Puzzles from games read by any reader (XQF endgame files, DhtmlXQ, CBF, PGN): the start position, the mate
// length from a [Mate "N"] tag or from a main line that ends in mate; `firstNumber` numbers the errors.
std::vector<Puzzle> puzzlesFromRecords(const std::vector<GameRecord>& games, std::vector<PuzzleReadError>* errors,
                                       int firstNumber = 1);

class PuzzleSession {
public:
    enum class State { Playing, Solved, Failed };
    // How it ended, for the words the person reads.
    enum class Ending {
        None,   // still playing
        Mated,  // solved: the defender is mated (or has no legal move, or lost by a ruling such as perpetual check)
        MateMissed,   // mate puzzle: the move let the forced mate slip or was too slow
        MovesUsedUp,  // win study: the move limit ran out
        Drawn,        // win study: a draw by the rules (verdict() says which)
        Lost,         // win study: the solving side lost (mated, or by a ruling such as its own perpetual check)
    };
    static constexpr int FullMarks = 3;
    // A win study's defence: the computer's search time per move (well under a second, so it stays playable).
    static constexpr std::int64_t DefaultDefenceMs = 300;

    // The puzzle must have a valid FEN (isValid() tells). maxMs bounds each verification search and a hint;
    // defenceMs is a win study's defence time per move.
    explicit PuzzleSession(Puzzle puzzle, std::int64_t maxMs = 10000, std::int64_t defenceMs = DefaultDefenceMs);
    ~PuzzleSession();
    PuzzleSession(PuzzleSession&&) noexcept;
    PuzzleSession& operator=(PuzzleSession&&) noexcept;

    bool isValid() const { return valid_; }
    const Puzzle& puzzle() const { return puzzle_; }
    const Position& position() const { return pos_; }
    Color solver() const { return solver_; }
    State state() const { return state_; }
    Ending ending() const { return ending_; }
    // The referee's ruling when the rules ended a win study (draw, perpetual check, mate), else Ongoing.
    const Verdict& verdict() const { return verdict_; }
    // Moves of the solver still allowed, the one to play now included.
    int movesLeft() const { return movesLeft_; }
    const std::vector<Move>& moves() const { return moves_; }  // every move played, both sides
    Move lastMove() const { return moves_.empty() ? Move() : moves_.back(); }

    struct Outcome {
        bool accepted = false;  // the move was legal and kept the mate (or mated); in a win study: legal
        bool legal = false;
        Move reply;  // the computer's defence, when the puzzle goes on
        State state = State::Playing;
    };
    // Plays the solver's move. An illegal move is refused and changes nothing; a legal move that lets the mate
    // slip (or is too slow) fails the puzzle; otherwise the computer replies at once. In a win study every legal
    // move is played; the rules and the move limit decide after it and after the computer's reply.
    Outcome play(Move m);
    // A move that keeps the mate (the search's best move; in a win study the search's best move in at most
    // maxMs, one second at most); costs a mark. None when the puzzle is over.
    Move hint();
    int hintsUsed() const { return hints_; }
    // Marks: FullMarks minus one per hint (never below 1) when solved, 0 when failed or unfinished.
    int score() const;
    // Stops a verification search running on another thread (it then counts as not found).
    void cancel() { stop_ = true; }
    // Searches with `searcher` (not owned; the window's one engine) instead of a table of its own, until set back
    // to nullptr. Without one, the session makes its own (8 MB) when it first searches.
    void setSearcher(Searcher* searcher) { external_ = searcher; }

private:
    // Does the side to move in pos get mated within `moves` moves of the solver? (pos: defender to move.)
    bool defenderMatedWithin(const Position& pos, int moves, Move* bestDefence);
    Outcome playWinStudy(Move m);
    // Ends a win study if the rules end the game at pos_; true when they did.
    bool judgeByRules();
    Move playDefence(Move defence);
    Searcher& searcher();

    Puzzle puzzle_;
    bool valid_ = false;
    Position pos_;
    Color solver_ = Color::Red;
    State state_ = State::Playing;
    Ending ending_ = Ending::None;
    Verdict verdict_;
    int movesLeft_ = 0;
    int hints_ = 0;
    std::vector<Move> moves_;
    std::int64_t maxMs_;
    std::int64_t defenceMs_;
    std::unique_ptr<Searcher> searcher_;  // made on first use when no searcher is lent
    Searcher* external_ = nullptr;
    std::atomic<bool> stop_{false};
};

}  // namespace xq
