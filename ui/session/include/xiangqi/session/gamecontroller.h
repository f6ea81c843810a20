// The game controller: connects a game session (xq::Game: record, cursor, result) with the two players and the
// window. Every move, from the board or from a player, enters the game through it.
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <algorithm>
#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include "xiangqi/clock.h"
#include "xiangqi/game.h"
#include "xiangqi/session/engineprocess.h"
#include "xiangqi/session/player.h"
#include "xiangqi/session/recordedit.h"
#include "xiangqi/session/wording.h"

namespace xq::session {

class ComputerPlayer;
class RemotePlayer;

enum class PlayerKind { Human, Computer };

struct GameSetup {
    PlayerKind red = PlayerKind::Human;
    PlayerKind black = PlayerKind::Computer;
    int depth = 4;          // 1..20, used when level < 0
    int level = -1;         // index into xq::levels(), -1 = use depth
    qint64 movetimeMs = 0;  // optional time per move, 0 = none
    // A computer side may be an external engine instead of ours (nullopt = ours).
    std::optional<EngineConfig> redEngine, blackEngine;
    // Our engine's strength for one side only (engine matches between two levels); nullopt = strength().
    std::optional<Strength> redStrength, blackStrength;
    // The game clock (untimed by default); the computers take their limits from it.
    TimeControl timeControl;
    // The repetition rules the referee and our engine apply (kept in the record's [Rules] tag).
    RuleSet rules = RuleSet::Asian;
    PlayerKind player(Color c) const { return c == Color::Red ? red : black; }
    Strength strength() const { return {level, depth, movetimeMs}; }
    Strength strength(Color c) const {
        const auto& s = c == Color::Red ? redStrength : blackStrength;
        return s ? *s : strength();
    }
    const std::optional<EngineConfig>& engine(Color c) const { return c == Color::Red ? redEngine : blackEngine; }
};

class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // Starts a new game (fen empty = standard start). Cancels any search.
    void newGame(const GameSetup& setup, const QString& fen = {});
    // Replaces the game by a loaded record and shows the end of its main line (the computer moves on only if it
    // is its turn there and the game is not decided).
    void loadRecord(const GameRecord& record);
    // Play on from a game that ended by resignation, agreement, time or a record's result (see Game::resume).
    bool resumeGame();
    // Changes players and strength; the computer's next move uses them.
    void setSetup(const GameSetup& setup);
    const GameSetup& setup() const { return setup_; }
    // The notation a refused move's reason names pieces in ("傌八", "H8", "h2").
    void setNotation(Notation n) { notation_ = n; }
    Notation notation() const { return notation_; }
    // How long a hint searches, and its limits: the full-strength engine for `ms` (default HintMs) whatever the
    // opponent's level.
    static constexpr qint64 HintMs = 1000;
    static SearchLimits hintLimits(qint64 ms = 0);

    const Game& game() const { return game_; }
    const GameRecord& record() const { return game_.record(); }
    const Position& position() const { return game_.position(); }
    // The cursor as a ply along the line shown (the path to the cursor and its main continuation).
    int cursor() const { return game_.ply(); }
    int length() const { return int(game_.currentLine().size()); }
    Move lastMove() const { return game_.lastMove(); }
    // The position after `ply` moves of the line shown.
    Position positionAtPly(int ply) const;

    bool isThinking() const;          // any search: the computer's move, a hint, a draw offer
    bool isComputerThinking() const;  // the player to move is the computer and is searching
    bool isGameOver() const { return game_.isOver(); }
    QString resultText() const;
    // The referee's verdict, or the result of a resignation, agreement or fallen flag at the cursor.
    Verdict verdict() const;
    bool humanToMove() const;
    bool hasHumanAndComputer() const { return setup_.red != setup_.black; }
    // Moves removed by takeback() that redo() can play again.
    bool canRedo() const { return !redoMoves_.empty(); }
    bool canTakeBack() const { return game_.record().lineEnd(RootNode) != RootNode; }
    Player* player(Color c) const { return c == Color::Red ? red_ : black_; }
    // The last score the engine reported for the position shown, from Red's point of view.
    int lastScore() const { return lastInfo_.score; }
    // Delay before a computer move in computer-vs-computer games, so people can follow.
    void setComputerPause(int ms) { computerPauseMs_ = ms; }
    // The opening book our engine plays from (each side within its level's Strength::bookPlies()), from its next
    // move on.
    void setOpeningBook(const BookUse& book);
    // Whether the move of node id was played from the opening book by the computer (this session only).
    bool isBookMove(NodeId id) const { return bookNodes_.count(id) > 0; }
    // Threads of the built-in engine's search (Lazy SMP), from its next move on.
    void setSearchThreads(int threads);
    // Computer against computer: paused, nobody is asked to move until resumed.
    void setPaused(bool paused);
    bool isPaused() const { return paused_; }
    // Moves at the board are refused with `reason` until the hold is lifted (an empty reason): a hosted network game
    // waits for its guest. A new game keeps the hold; whoever set it lifts it.
    void setMoveHold(const QString& reason);
    const QString& moveHold() const { return moveHold_; }

    // After a change of language: the players' default names ("Human", "Computer") in the new one, where the game
    // still has the names it was given (never a record's own names). Emits recordChanged when a name changed.
    void retranslateNames();

    // Translated words for a verdict ("Checkmate — Red wins").

    // ---- the game clock (gamecontroller.cpp) ----
    const GameClock& clock() const { return *clock_; }
    bool isTimed() const { return !clock_->control().isUntimed(); }
    // The clock's time source (tests: a ManualTimeSource; it must outlive the controller). Resets the clock.
    void setTimeSource(const TimeSource* source);
    // Time-outs for external engines (ms): handshake, overrun of a search's own limit, grace after "stop"
    // (EngineProcess::setTimeouts); applied to the players of the next game. Tests shorten them.
    void setEngineTimeouts(int startupMs, int overrunMs, int stopGraceMs) {
        engineTimeouts_ = {startupMs, overrunMs, stopGraceMs};
    }
    // Checks the flag of the side to move now (the flag timer does this by itself; tests with a manual clock call it).
    void checkFlag();

    // ---- a game against a player elsewhere (gamecontroller_remote.cpp; the network game, netgame.h) ----
    // Seats a remote player on `side` in place of its player (owned by the controller; the next new game's players
    // replace it). While one is seated: its moves come through playRemoteMove, take-back, draw offers and
    // resignation are handed to it, the clock runs while the person here browses the moves, moves are made at the
    // end of the game only, and hints and analysis need its assistAllowed().
    RemotePlayer* seatRemotePlayer(Color side);
    RemotePlayer* remotePlayer() const;
    // The side to move at the end of the game (not at the position shown).
    Color sideToMoveAtEnd() const;
    // Plays a move agreed over the network at the end of the game. False (nothing changes) when it is not legal there.
    bool playRemoteMove(Move m);
    // Agreed with the other side: back to `ply` plies with the clocks as they were then; a resignation; a draw; a
    // fallen flag. Each acts at the end of the game.
    bool takeBackTo(int ply);
    void resignSide(Color loser);
    void agreeDraw();
    void flagFallen(Color side);
    // The clock of `side` as the other side reports it (after its move, or on resuming).
    void setClockReading(Color side, std::int64_t mainMs, int periods);
    // Sets a tag of the record (an empty value removes it); emits recordChanged.
    void setTag(const QString& name, const QString& value);
    // What the last change of the record was, and a number that grows with every action that may change it (a move
    // that ends the game changes the record twice under one number).
    RecordEdit lastEdit() const { return lastEdit_; }
    quint64 editSerial() const { return editSerial_; }
    // Changes between these two are one step of the edit history (the Game Information dialog's tags and result).
    void beginEditGroup(RecordEdit edit) {
        ++editSerial_;
        ++editGroup_;
        lastEdit_ = edit;
    }
    void endEditGroup() { editGroup_ = std::max(0, editGroup_ - 1); }
    // Whether a computer or a network opponent plays in this game (then moves and take-backs are game actions, not
    // edits of a record).
    bool onlyHumansPlay() const;
    // Puts back a record as it was before an edit, with the cursor at `node` (or the line's end): an edit history
    // step. The players, clocks and setup stay; a running search is restarted if it is the computer's turn.
    void restoreRecord(const GameRecord& record, NodeId node);
    // Whether the players' names are the record's own or the user's (not the ones a new game gave: "Human").
    bool hasOwnNames() const;
    // The result a record gives for the end of its main line (Game Information), for a game between people that the
    // board does not decide there (moves ending before a resignation, say). False, nothing changed, otherwise.
    bool canSetRecordResult() const;
    bool setRecordResult(xq::GameResult result);

public slots:
    // A move the user asked for on the board or typed: refused with a reason when it is not allowed now.
    bool requestMove(xq::Move m);
    // Judges the game by another repetition rule set from now on (the record's [Rules] tag follows); a game the new
    // rules end at the cursor is announced.
    void setRules(xq::RuleSet rules);
    void goToPly(int ply);
    void goFirst() { goToPly(0); }
    void goPrevious() { goToPly(cursor() - 1); }
    void goNext() { goToPly(cursor() + 1); }
    void goLast() { goToPly(length()); }
    // Removes the last move from the game — against the computer, its reply and your move — so the move list
    // shows the shortened game; redo() plays them again until another move is made.
    void takeback();
    void redo();
    void moveNow();
    void hint();
    // Lets the engine analyse the shown position for ms milliseconds (the panel shows its thinking; no move is played).
    void analyse(qint64 ms);
    void resign();
    // The computer answers from a search of the position on the board (at once if it is searching it already).
    void offerDraw();
    // Starts the engine if it is its turn (after changing modes, or to resume after browsing).
    void resume();

    // The move tree (variations and comments). Each emits recordChanged and positionChanged.
    // Shows the position after node id (any line; that line becomes the one shown).
    void goToNode(xq::NodeId id);
    // Moves the variation that holds id one place up among its siblings (to the main line from the first place).
    void promoteVariation(xq::NodeId id);
    // Deletes the variation that holds id from where it branches off (on the main line: the moves from id on).
    void deleteVariation(xq::NodeId id);
    // Sets the comment after the move of node id (the root: the comment before the first move).
    void setComment(xq::NodeId id, const QString& comment);

signals:
    void positionChanged(bool animate);
    void moveRefused(const QString& reason);
    void movePlayed(xq::Move m, bool capture, bool check);
    void thinkingChanged(bool thinking);
    void engineProgress(const xq::SearchInfo& info, const xq::Position& root);
    void gameOver(const QString& text);
    void hintReady(xq::Move m);
    void drawOfferAnswered(bool accepted);
    void recordChanged();
    // The clock started, stopped, or a move settled it (the clock widget repaints).
    void clockChanged();
    // An external engine misbehaved (in words; our engine played that move instead).
    void engineProblem(const QString& text);
    // The state of the engine that plays `side` changed (player(side) is a ComputerPlayer: its engine()->state()).
    void engineStateChanged(xq::Color side);

private:
    void beginEdit(RecordEdit edit) {
        if (editGroup_ > 0) return;  // one step with the group's first change
        lastEdit_ = edit;
        ++editSerial_;
    }
    int editGroup_ = 0;
    RecordEdit lastEdit_ = RecordEdit::NewGame;
    quint64 editSerial_ = 0;
    enum class Errand { None, Hint, Draw };
    void rebuildPlayers();
    void playMove(Move m, bool keepRedo = false, bool fromBook = false);
    void nameTags();
    std::string defaultName(Color c) const;
    void cancelAll();
    void startErrand(Errand errand, qint64 ms = 0);
    void answerDraw(int scoreFromRed);
    void scheduleComputerMove();
    void announceEnd();
    void onPlayerMove(Player* who, Move m);
    void startPlayer(Player* p);
    void noteInfo(const SearchInfo& info, const Position& root);
    void forEachComputer(const std::function<void(ComputerPlayer*)>& f) const;
    void updateClock();
    bool settleClock();  // before a move: false when the mover's flag had fallen (the game is over then)

    GameSetup setup_;
    Game game_;
    std::unique_ptr<EngineClient> ours_;  // our engine for the whole game (players, stand-ins, hints, draw offers)
    int threads_ = 1;
    QPointer<Player> red_;
    QPointer<Player> black_;
    Errand errand_ = Errand::None;
    Notation notation_ = Notation::Iccs;
    quint64 errandId_ = 0;
    Position errandPos_;
    bool replaying_ = false;
    bool paused_ = false;
    QString moveHold_;
    std::vector<Move> redoMoves_;  // taken back, most recent first at the back
    SearchInfo lastInfo_;
    quint64 lastInfoHash_ = 0;  // the position lastInfo_ is about
    QTimer computerDelay_;
    int computerPauseMs_ = 0;
    const TimeSource* timeSource_ = nullptr;
    std::unique_ptr<GameClock> clock_;
    std::vector<GameClock::State> clockAtPly_;  // the clock at the start of the turn after ply p of the game
    QTimer flagTimer_;
    std::array<int, 3> engineTimeouts_{10000, 5000, 3000};
    BookUse book_;
    std::set<NodeId> bookNodes_;               // moves the computer played from the book
    std::array<std::string, 2> defaultNames_;  // the Red and Black tags nameTags gave (a record's own: empty)
};

}  // namespace xq::session
