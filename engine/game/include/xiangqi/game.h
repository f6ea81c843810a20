// A game in progress or under study: the record, a cursor in its move tree, and how (and whether) it ended.
// Knows nothing of who moves: players (the person at the board, an engine) ask it to play.
#pragma once

#include <string_view>

#include "xiangqi/record.h"
#include "xiangqi/refusal.h"
#include "xiangqi/rules.h"

namespace xq {

// The PGN tag that names the repetition rules a game is played by.
inline constexpr std::string_view RulesTag = "Rules";

// How a game ended beyond what the referee sees on the board.
enum class GameEnding {
    None,         // not ended, or ended by the rules (see Game::verdict)
    Resignation,  // loser resigned
    DrawAgreed,
    Timeout,     // loser's flag fell
    FromRecord,  // the record's Result tag says so (a loaded game decided off the board)
};

class Game {
public:
    Game();

    // Starts again from a position (empty = the standard start). Returns false (game unchanged) on a bad FEN.
    bool newGame(std::string_view fen = {}, FenError* error = nullptr);
    // Takes a whole record and shows the end of its main line.
    void load(GameRecord record);

    const GameRecord& record() const { return record_; }
    // Tags and comments may be edited freely; moves through play/takeBack/deleteVariation.
    void setTag(std::string_view name, std::string_view value) { record_.setTag(name, value); }
    void removeTag(std::string_view name) { record_.removeTag(name); }
    void setComment(NodeId id, std::string_view comment) { record_.setComment(id, comment); }

    NodeId cursor() const { return cursor_; }
    const Position& position() const { return pos_; }
    int ply() const { return record_.plyOf(cursor_); }
    Move lastMove() const { return cursor_ == RootNode ? Move() : record_.node(cursor_).move; }
    // The line shown: path to the cursor, then main continuations.
    std::vector<NodeId> currentLine() const { return record_.lineThrough(cursor_); }
    bool atLineEnd() const { return record_.next(cursor_) == NoNode; }

    // Navigation. Each returns false when it cannot move.
    bool goTo(NodeId id);
    bool goBack();
    bool goForward();  // main continuation
    void goStart() { goTo(RootNode); }
    void goLineEnd() { goTo(record_.lineEnd(cursor_)); }

    enum class PlayMode {
        KeepLines,  // a move that differs from the existing continuation starts a new line, which becomes the
                    // main line; the old moves stay as a variation
        Overwrite,  // the moves after the cursor are dropped
    };
    // Plays m at the cursor. Refused (nothing changes) when m is illegal or the game is over here.
    Refusal play(Move m, PlayMode mode = PlayMode::KeepLines);

    // Removes the last `plies` moves of the line at the cursor's line end and shows the position before them.
    void takeBack(int plies);

    // Deletes the variation containing node id from its branching point; the cursor moves to the branch point.
    void deleteVariation(NodeId id);
    bool promoteVariation(NodeId id) { return record_.promoteVariation(id); }

    // The repetition rules the referee applies (docs/RULES.md section 3), kept in the record as the PGN tag
    // [Rules "asian|chinese|simple"]; Asian when the tag is absent or unknown. Setting them judges the cursor again.
    RuleSet rules() const;
    void setRules(RuleSet rules);

    // The referee's verdict on the position at the cursor.
    const Verdict& verdict() const { return verdict_; }
    // Is the game over at the cursor (by the rules, or by how it ended there)?
    bool isOver() const;
    GameResult result() const;  // at the cursor
    GameEnding ending() const { return cursor_ == endNode_ ? ending_ : GameEnding::None; }

    void resign(Color loser);
    void agreeDraw();
    void flagFall(Color loser);  // a draw when the other side has nothing left to mate with
    // Takes back how the game ended at the cursor (a resignation, an agreed draw, a flag, a result read from a
    // record) so that play can go on from this position. False when the rules themselves end the game here.
    bool resume();

private:
    void setCursor(NodeId id);
    void clearEnding();
    void endGame(GameEnding how, GameResult result);
    void syncRecordResult();

    GameRecord record_;
    NodeId cursor_ = RootNode;
    Position pos_;
    Verdict verdict_;
    GameEnding ending_ = GameEnding::None;
    GameResult endResult_ = GameResult::Ongoing;
    NodeId endNode_ = NoNode;
};

}  // namespace xq
