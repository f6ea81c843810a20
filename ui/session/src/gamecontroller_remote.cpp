// GameController against a remote player (network play): the moves and agreements that arrive from the other side.
// Kept apart from gamecontroller.cpp so that the local flow reads as before; see remoteplayer.h and netgame.h.
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/remoteplayer.h"

namespace xq::session {

RemotePlayer* GameController::seatRemotePlayer(Color side) {
    cancelAll();
    redoMoves_.clear();
    QPointer<Player>& seat = side == Color::Red ? red_ : black_;
    if (seat) {
        seat->cancelTurn();
        seat->disconnect(this);
        seat->deleteLater();
    }
    auto* remote = new RemotePlayer(this);
    seat = remote;
    connect(remote, &Player::moveChosen, this, [this, remote](Move m) { onPlayerMove(remote, m); });
    updateClock();
    emit positionChanged(false);
    return remote;
}

RemotePlayer* GameController::remotePlayer() const {
    for (Player* p : {red_.data(), black_.data()})
        if (auto* r = qobject_cast<RemotePlayer*>(p)) return r;
    return nullptr;
}

Color GameController::sideToMoveAtEnd() const {
    const int plies = record().plyOf(record().lineEnd(RootNode));
    const Color first = record().startPosition().sideToMove();
    return plies % 2 == 0 ? first : ~first;
}

namespace {
// The end of the main line: where agreements act (a network game has no variations).
void toEnd(Game& game) { game.goTo(game.record().lineEnd(RootNode)); }
}  // namespace

bool GameController::playRemoteMove(Move m) {
    if (!game_.atLineEnd() || game_.cursor() != record().lineEnd(RootNode)) {
        cancelAll();
        toEnd(game_);
        emit positionChanged(false);
    }
    if (isGameOver() || !position().isLegal(m)) return false;
    const int before = length();
    playMove(m);
    return length() == before + 1;
}

bool GameController::takeBackTo(int ply) {
    const NodeId end = record().lineEnd(RootNode);
    const int plies = record().plyOf(end);
    if (ply < 0 || ply >= plies) return false;
    cancelAll();
    redoMoves_.clear();
    game_.goTo(end);
    game_.takeBack(plies - ply);
    if (std::size_t(ply) < clockAtPly_.size()) clock_->restore(clockAtPly_[std::size_t(ply)]);
    beginEdit(RecordEdit::TakeBack);
    emit recordChanged();
    emit positionChanged(false);
    scheduleComputerMove();
    return true;
}

void GameController::resignSide(Color loser) {
    cancelAll();
    toEnd(game_);
    if (game_.isOver()) return;
    game_.resign(loser);
    announceEnd();
}

void GameController::agreeDraw() {
    cancelAll();
    toEnd(game_);
    if (game_.isOver()) return;
    game_.agreeDraw();
    announceEnd();
}

void GameController::flagFallen(Color side) {
    cancelAll();
    if (!game_.atLineEnd()) {
        toEnd(game_);
        emit positionChanged(false);
    }
    if (game_.isOver()) return;
    game_.flagFall(side);
    announceEnd();
}

void GameController::setClockReading(Color side, std::int64_t mainMs, int periods) {
    if (!isTimed()) return;
    const std::size_t i = side == Color::Red ? 0 : 1;
    const bool running = clock_->isRunning();
    GameClock::State s = clock_->state();
    s.mainMs[i] = std::max<std::int64_t>(0, mainMs);
    s.periods[i] = std::max(0, periods);
    s.usedThisTurnMs[i] = 0;  // the reading is the time left now
    clock_->restore(s);
    if (running) clock_->start(s.side);
    const std::size_t ply = std::size_t(length());
    if (ply < clockAtPly_.size()) {
        clockAtPly_[ply].mainMs[i] = s.mainMs[i];
        clockAtPly_[ply].periods[i] = s.periods[i];
    }
    updateClock();
    emit clockChanged();
}

void GameController::setTag(const QString& name, const QString& value) {
    if (value.isEmpty()) game_.removeTag(name.toStdString());
    else game_.setTag(name.toStdString(), value.toStdString());
    beginEdit(RecordEdit::GameInfo);
    emit recordChanged();
}

bool GameController::hasOwnNames() const {
    const std::string red = record().tag("Red"), black = record().tag("Black");
    if (red.empty() && black.empty()) return false;
    return red != defaultNames_[0] || black != defaultNames_[1];
}

bool GameController::canSetRecordResult() const {
    if (setup_.red != PlayerKind::Human || setup_.black != PlayerKind::Human || remotePlayer() || isTimed())
        return false;
    const GameRecord& r = record();
    return adjudicate(r.positionAt(r.lineEnd(RootNode)), game_.rules()).result == GameResult::Ongoing;
}

bool GameController::setRecordResult(GameResult result) {
    if (!canSetRecordResult()) return false;
    GameRecord r = record();
    r.setResult(resultName(result));
    const NodeId cursor = game_.cursor();
    game_.load(std::move(r));  // a result the board does not show belongs to the end of the main line
    game_.goTo(cursor);
    beginEdit(RecordEdit::GameInfo);
    emit recordChanged();
    emit positionChanged(false);
    return true;
}

}  // namespace xq::session
