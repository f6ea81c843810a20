// Endgame puzzles: a position, the side that is to mate, and in how many moves. A session lets a person play
// the solving side: every move must keep a forced mate within the moves that are left (checked with the
// built-in search to a bounded depth), the computer defends with its best reply, and the puzzle is solved
// when the defender is mated in time. No Qt.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/position.h"
#include "xiangqi/record.h"

namespace xq {

class Searcher;

struct Puzzle {
    std::string fen;
    int mateIn = 0;               // moves of the solving side (the side to move in fen)
    std::string id;               // a name, may be empty
    std::vector<Move> solutions;  // first moves known to solve it (the EPD "bm"), may be empty
};

struct PuzzleReadError {
    int line = 0;  // 1-based line of the collection (EPD), or game number (PGN)
    std::string message;
};

// Reads a collection: EPD-like lines `FEN; dm N; id "name"` (also `mate N` for dm, and `bm m1 m2` in ICCS),
// empty lines and lines starting with '#' skipped; or PGN games with a [FEN] tag whose mate length comes from a
// [Mate "N"] tag or, failing that, from a main line ending in mate. Lines or games that cannot be read are
// reported in *errors and skipped; the rest are returned.
std::vector<Puzzle> readPuzzles(std::string_view text, std::vector<PuzzleReadError>* errors = nullptr);
bool parsePuzzleLine(std::string_view line, Puzzle* out, std::string* error = nullptr);
// Puzzles from games read by any reader (XQF endgame files, DhtmlXQ, CBF, PGN): the start position, the mate
// length from a [Mate "N"] tag or from a main line that ends in mate; `firstNumber` numbers the errors.
std::vector<Puzzle> puzzlesFromRecords(const std::vector<GameRecord>& games, std::vector<PuzzleReadError>* errors,
                                       int firstNumber = 1);

class PuzzleSession {
public:
    enum class State { Playing, Solved, Failed };
    static constexpr int FullMarks = 3;

    // The puzzle must have a valid FEN (isValid() tells). maxMs bounds each verification search.
    explicit PuzzleSession(Puzzle puzzle, std::int64_t maxMs = 10000);
    ~PuzzleSession();
    PuzzleSession(PuzzleSession&&) noexcept;
    PuzzleSession& operator=(PuzzleSession&&) noexcept;

    bool isValid() const { return valid_; }
    const Puzzle& puzzle() const { return puzzle_; }
    const Position& position() const { return pos_; }
    Color solver() const { return solver_; }
    State state() const { return state_; }
    // Moves of the solver still allowed, the one to play now included.
    int movesLeft() const { return movesLeft_; }
    const std::vector<Move>& moves() const { return moves_; }  // every move played, both sides
    Move lastMove() const { return moves_.empty() ? Move() : moves_.back(); }

    struct Outcome {
        bool accepted = false;  // the move was legal and kept the mate (or mated)
        bool legal = false;
        Move reply;  // the computer's defence, when the puzzle goes on
        State state = State::Playing;
    };
    // Plays the solver's move. An illegal move is refused and changes nothing; a legal move that lets the mate
    // slip (or is too slow) fails the puzzle; otherwise the computer replies at once.
    Outcome play(Move m);
    // A move that keeps the mate (the search's best move); costs a mark. None when the puzzle is over.
    Move hint();
    int hintsUsed() const { return hints_; }
    // Marks: FullMarks minus one per hint (never below 1) when solved, 0 when failed or unfinished.
    int score() const;
    // Stops a verification search running on another thread (it then counts as not found).
    void cancel() { stop_ = true; }

private:
    // Does the side to move in pos get mated within `moves` moves of the solver? (pos: defender to move.)
    bool defenderMatedWithin(const Position& pos, int moves, Move* bestDefence);

    Puzzle puzzle_;
    bool valid_ = false;
    Position pos_;
    Color solver_ = Color::Red;
    State state_ = State::Playing;
    int movesLeft_ = 0;
    int hints_ = 0;
    std::vector<Move> moves_;
    std::int64_t maxMs_;
    std::unique_ptr<Searcher> searcher_;
    std::atomic<bool> stop_{false};
};

}  // namespace xq
