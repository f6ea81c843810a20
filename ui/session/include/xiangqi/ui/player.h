// Players: whoever moves next, behind one interface — the person at the board, the built-in engine, and (later)
// an engine in another process. The game controller tells the player to move and takes the move it chooses.
#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <optional>
#include <random>

#include "xiangqi/book.h"

#include "xiangqi/ui/wording.h"

namespace xq::ui {

class EngineRunner;

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

// The opening book the computer plays from, and how it chooses among the book's moves.
struct BookUse {
    std::shared_ptr<const OpeningBook> book;  // null = no book
    BookVariety variety = BookVariety::Weighted;
};

// The built-in engine, searching on the runner's thread.
class EnginePlayer : public Player {
    Q_OBJECT
public:
    EnginePlayer(EngineRunner* runner, QObject* parent = nullptr);
    bool isHuman() const override { return false; }
    void setStrength(const Strength& s) { strength_ = s; }
    const Strength& strength() const { return strength_; }
    // The book it plays from while the position is in it, within its strength's bookPlies().
    void setBook(const BookUse& book) { book_ = book; }
    void startTurn(const Position& pos) override;
    void cancelTurn() override;
    void moveNow() override;
    bool isThinking() const override;

private:
    EngineRunner* runner_;
    Strength strength_;
    quint64 request_ = 0;
    BookUse book_;
    std::mt19937_64 bookRandom_{std::random_device{}()};
    quint64 bookTurn_ = 0;     // the book move waiting to be announced (queued, so startTurn never plays inside itself)
    bool waitingBook_ = false;
};

}  // namespace xq::ui
