// The opening trainer: a repertoire (for each position the player's side reaches, the move the player plays there;
// for each position the opponent moves in, the replies met, with how often) built from games, a database with a
// filter or a record with variations, and a drill that plays the opponent's replies and asks for the player's
// moves, each position a spaced-repetition card. No Qt.
#pragma once

#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "xiangqi/database.h"
#include "xiangqi/record.h"
#include "xiangqi/train/schedule.h"

namespace xq::train {

class TrainingStore;

// A position's identity in a repertoire: the board and the side to move (FEN's first two fields).
std::string repertoireKey(const Position& pos);

struct RepertoireMove {
    Move move;
    int count = 1;  // games that played it (or 1 for a record's move)
};

class Repertoire {
public:
    Repertoire() = default;
    Repertoire(std::string name, Color side) : name_(std::move(name)), side_(side) {}

    // The games' main lines up to maxPlies: at the player's positions the move played most often (in at least
    // minGames games) is the repertoire's; at the opponent's, every reply played in at least minGames games.
    static Repertoire fromGames(const std::vector<GameRecord>& games, Color side, std::string name, int maxPlies = 20,
                                int minGames = 1);
    // The games of a database that match the filter (player, ECCO, years …), as fromGames.
    static Repertoire fromDatabase(const db::Database& database, const db::SearchQuery& filter, Color side,
                                   std::string name, int maxPlies = 20, int minGames = 2);
    // A record with variations: at the player's positions the first move (the main line's), at the opponent's every
    // move of the tree.
    static Repertoire fromRecord(const GameRecord& record, Color side, std::string name);
    // The player's own repertoire for `side`, as the explorer added it to the store (TrainingStore::repertoireMoves).
    static Repertoire fromStore(const TrainingStore& store, Color side, std::string name);

    const std::string& name() const { return name_; }
    Color side() const { return side_; }
    bool empty() const { return moves_.empty(); }
    // The positions where the player is asked for a move.
    int playerPositions() const;

    // The player's move at pos, none when the repertoire has no answer there.
    Move expected(const Position& pos) const;
    // What the repertoire knows at pos (the opponent's replies, or the player's move first), empty if nothing.
    const std::vector<RepertoireMove>& movesAt(const Position& pos) const;
    const std::vector<RepertoireMove>& movesAt(const std::string& key) const;
    // The explorer's "add to repertoire": at the player's positions m becomes the repertoire's move; at the
    // opponent's, a reply met (count added).
    void addMove(const Position& pos, Move m, int count = 1);

private:
    std::string name_;
    Color side_ = Color::Red;
    std::map<std::string, std::vector<RepertoireMove>> moves_;
};

// A drill over a repertoire. Each line starts from the start position; the opponent's replies are chosen among those
// whose continuation still holds a position due (weighted by their counts, or each in turn); the player's positions
// that are due are asked, the others played for them. A position's card is rescheduled by SM-2 after each answer and
// saved in the store (when one is given).
class OpeningDrill {
public:
    enum class ReplyMode { Weighted, EachInTurn };

    OpeningDrill(const Repertoire& repertoire, TrainingStore* store, Clock clock, std::uint64_t seed = 1,
                 ReplyMode mode = ReplyMode::Weighted);

    // Starts a line; false when nothing is due (the drill is done for now).
    bool startLine();
    const Position& position() const { return pos_; }
    // The moves of the current line so far (the opponent's and the player's).
    const std::vector<Move>& lineMoves() const { return line_; }
    // Waiting for the player's move.
    bool asking() const { return asking_; }

    struct Answer {
        bool legal = false;
        bool correct = false;
        Move expected;     // the repertoire's move (played on the board after a wrong answer)
        bool lineOver = false;
    };
    // The player's answer: a wrong one shows (and plays) the repertoire's move; then the line goes on.
    Answer answer(Move m);

    // Player positions of the repertoire due now (new ones count as due).
    int dueCount() const;
    const Card& card(const std::string& key) const;

private:
    bool isDue(const std::string& key) const;
    bool dueBelow(const Position& pos, int depth) const;
    // Plays on until the player must answer; false when the line has ended.
    bool advance();

    const Repertoire& repertoire_;
    TrainingStore* store_;
    Clock clock_;
    std::mt19937_64 rng_;
    ReplyMode mode_;
    std::map<std::string, Card> cards_;
    std::map<std::string, int> turn_;  // EachInTurn: the next reply's index per position
    Position pos_;
    std::vector<Move> line_;
    bool asking_ = false;
};

}  // namespace xq::train
