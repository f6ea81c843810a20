// Players: whoever moves next, behind one interface — the person at the board, a computer (our engine or an engine
// in another process, through EngineClient) and a player elsewhere (remoteplayer.h). The game controller tells the
// player to move and takes the move it chooses.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <memory>
#include <optional>

#include "xiangqi/session/engineclient.h"
#include "xiangqi/session/wording.h"

namespace xq::session {

class Player : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual bool isHuman() const = 0;
    // It is this player's turn in pos (which carries its history). A computer answers with moveChosen.
    virtual void startTurn(const Position& pos) = 0;
    // The turn ended without a move (take-back, new game, navigation): no moveChosen of it may follow.
    virtual void cancelTurn() {}
    // Play the best move found so far, now.
    virtual void moveNow() {}
    virtual bool isThinking() const { return false; }
    // What the game clock allows for the coming turn (wtime/btime/winc/binc or a movetime), set by the controller
    // before startTurn; nullopt = no clock, the player's own strength settings decide.
    void setTurnLimits(const std::optional<SearchLimits>& limits) { turnLimits_ = limits; }
    // Whether the move last chosen came from the opening book (read when moveChosen arrives).
    bool lastMoveFromBook() const { return fromBook_; }

signals:
    void moveChosen(xq::Move move);
    void thinkingChanged(bool thinking);
    void progress(const xq::SearchInfo& info, const xq::Position& root);

protected:
    std::optional<SearchLimits> turnLimits_;
    bool fromBook_ = false;
};

// The person at the board: moves arrive from the board or the move box through the controller.
class HumanPlayer : public Player {
    Q_OBJECT
public:
    using Player::Player;
    bool isHuman() const override { return true; }
    void startTurn(const Position&) override {}
};

// How strong the built-in engine plays: a named level, or a depth, and an optional time per move.
struct Strength {
    int level = -1;         // index into xq::levels(), -1 = the depth below
    int depth = 4;          // 1..20 when level < 0
    qint64 movetimeMs = 0;  // 0 = none
    SearchLimits limits() const;
    // How deep into the game the opening book is used at this strength: no book move at or after this ply
    // (counted from the game's start). 0 = the book is not used (the weakest levels); a large number = as deep as
    // the book goes. A custom depth uses the book fully.
    int bookPlies() const;
};

// A computer player: the engine the game's setup names, behind the one engine interface (EngineClient) — our own
// engine (its level, depth and book are fields of its requests) or an external one (UCI, Fairy-Stockfish's UCI,
// UCCI), which plays at its own strength in the time it is given. Whatever goes wrong with an external engine (the
// program does not start, answers an illegal move, crashes, exits or hangs) is reported in words through problem(),
// and our engine (the stand-in) plays that move instead, so the game goes on and never receives an illegal move. The
// next turn tries the external engine again (restarting it if it died), up to MaxRestarts times in a row.
class ComputerPlayer : public Player {
    Q_OBJECT
public:
    static constexpr int MaxRestarts = 3;

    // engine: the engine that plays; standIn: our engine, which plays a move when `engine` fails (equal to
    // engine, or null, when ours plays). Neither is owned: several players and the controller's errands may share
    // our engine's client (only the newest request of a client is answered).
    ComputerPlayer(EngineClient* engine, EngineClient* standIn, QObject* parent = nullptr);
    // The same, owning `engine` (an external engine's own client, made by makeEngineClient).
    ComputerPlayer(std::unique_ptr<EngineClient> engine, EngineClient* standIn, QObject* parent = nullptr);
    ~ComputerPlayer() override;

    bool isHuman() const override { return false; }
    void startTurn(const Position& pos) override;
    void cancelTurn() override;
    void moveNow() override;
    bool isThinking() const override { return thinking_; }

    EngineClient* engine() const { return engine_; }
    // An engine in another process plays (not ours).
    bool isExternal() const { return engine_ != standIn_ && standIn_ != nullptr; }
    // Our engine's strength (its own moves, or the stand-in's).
    void setStrength(const Strength& s) { strength_ = s; }
    const Strength& strength() const { return strength_; }
    // The book our engine plays from while the position is in it, within its strength's bookPlies().
    void setBook(const BookUse& book) { book_ = book; }
    // The repetition rules and search threads of our engine's searches.
    void setRules(RuleSet rules) { rules_ = rules; }
    void setThreads(int threads) { threads_ = threads; }
    // An external engine's time per move without a clock (milliseconds; default 1000).
    void setMovetime(qint64 ms) { movetimeMs_ = ms > 0 ? ms : 1000; }
    qint64 movetime() const { return movetimeMs_; }
    // How many of this game's moves our engine played instead of the external one.
    int fallbackMoves() const { return fallbackMoves_; }
    // The player chose to go on with our engine: the external one is not tried again in this game (and its
    // process is ended).
    void setBuiltInOnly(bool on);
    bool isBuiltInOnly() const { return builtInOnly_; }

    // A hint from this player's engine for pos at full strength (it must not be thinking about its own move);
    // hintReady follows, with progress on the way. False when it cannot give one now.
    bool hint(const Position& pos, qint64 ms);

    // The start position and moves that lead to pos, from its history (for "position fen … moves …").
    static void lineOf(const Position& pos, std::string* startFen, std::vector<Move>* moves);

signals:
    // A sentence for the status bar: what went wrong and that our engine plays this move instead.
    void problem(const QString& text);
    void hintReady(xq::Move m);

private:
    void connectEngine(EngineClient* client);
    EngineRequest request(const Position& pos, bool ours) const;
    bool mayStart();
    void onError(const EngineError& e);
    void onInfo(EngineClient* client, quint64 id, const SearchInfo& info);
    void onBestMove(EngineClient* client, quint64 id, Move m, const SearchInfo& info);
    void useStandIn();
    void finishTurn(Move m, bool fromBook);

    std::unique_ptr<EngineClient> owned_;
    QPointer<EngineClient> engine_;
    QPointer<EngineClient> standIn_;  // may go before this player (the controller's client)
    Strength strength_;
    BookUse book_;
    RuleSet rules_ = RuleSet::Asian;
    int threads_ = 1;
    qint64 movetimeMs_ = 1000;
    Position turnPos_;
    quint64 searchId_ = 0;  // the turn's request, to engine_ or (usingStandIn_) to standIn_
    quint64 hintId_ = 0;
    Position hintPos_;
    bool thinking_ = false;
    bool usingStandIn_ = false;
    int restarts_ = 0;
    int fallbackMoves_ = 0;
    bool builtInOnly_ = false;
};

}  // namespace xq::session
