// The player at the other end of a network game (netgame.h): its moves arrive over the network, and the requests of
// the person here that need the other's consent (take-back, draw) or that end the game (resignation) go to it
// instead of being decided by the controller.
#pragma once

#include "xiangqi/session/player.h"

namespace xq::session {

class RemotePlayer : public Player {
    Q_OBJECT
public:
    using Player::Player;
    bool isHuman() const override { return false; }
    void startTurn(const Position&) override {}
    // Hints, analysis and the engine panel, agreed at set-up for both players.
    bool assistAllowed() const { return assist_; }
    void setAssistAllowed(bool allowed) { assist_ = allowed; }
    // The network game plays a move received from the peer (the controller checks turn and legality again).
    void play(Move m) { emit moveChosen(m); }
    // The controller hands on what the person here asked for.
    void askTakeback() { emit takebackWanted(); }
    void askDraw() { emit drawWanted(); }
    void askResign() { emit resignWanted(); }

signals:
    void takebackWanted();
    void drawWanted();
    void resignWanted();

private:
    bool assist_ = false;
};

}  // namespace xq::session
