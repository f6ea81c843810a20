// Players: whoever moves next, behind one interface — the person at the board, the built-in engine, and (later)
// an engine in another process. The game controller tells the player to move and takes the move it chooses.
#pragma once

#include <QObject>
#include <QString>
#include <optional>

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

signals:
    void moveChosen(xq::Move move);
    void thinkingChanged(bool thinking);
    void progress(const xq::SearchInfo& info, const xq::Position& root);

protected:
    std::optional<SearchLimits> turnLimits_;
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
};

// The built-in engine, searching on the runner's thread.
class EnginePlayer : public Player {
    Q_OBJECT
public:
    EnginePlayer(EngineRunner* runner, QObject* parent = nullptr);
    bool isHuman() const override { return false; }
    void setStrength(const Strength& s) { strength_ = s; }
    const Strength& strength() const { return strength_; }
    void startTurn(const Position& pos) override;
    void cancelTurn() override;
    void moveNow() override;
    bool isThinking() const override;

private:
    EngineRunner* runner_;
    Strength strength_;
    quint64 request_ = 0;
};

}  // namespace xq::ui
