// ExternalEnginePlayer: an external engine's client behind the Player interface, with our engine standing in when it
// fails.
#include "xiangqi/ui/externalplayer.h"

#include <algorithm>

#include "xiangqi/ui/enginerunner.h"

namespace xq::ui {

ExternalEnginePlayer::ExternalEnginePlayer(const EngineChoice& choice, EngineRunner* fallbackRunner,
                                           const Strength& fallback, QObject* parent)
    : Player(parent),
      config_(choice.external.value_or(EngineConfig{})),
      fallback_(new EnginePlayer(fallbackRunner, this)) {
    EngineChoice play = choice;
    play.use = EngineUse::Play;  // its own book as its owner set it
    engine_ = makeEngineClient(play, this);
    fallback_->setStrength(fallback);
    connect(engine_.get(), &EngineClient::failed, this, &ExternalEnginePlayer::onError);
    connect(engine_.get(), &EngineClient::bestMove, this,
            [this](quint64 id, Move m, const SearchInfo&) { onBestMove(id, m); });
    connect(engine_.get(), &EngineClient::info, this, [this](quint64 id, const SearchInfo& e) {
        if (!e.hasScore || e.multipv > 1) return;
        if (id == searchId_ && thinking_) emit progress(e, turnPos_);
        else if (id == hintId_) emit progress(e, hintPos_);
    });
    connect(fallback_, &Player::moveChosen, this, [this](Move m) {
        if (thinking_ && usingFallback_) finishTurn(m);
    });
    connect(fallback_, &Player::progress, this, &Player::progress);
}

ExternalEnginePlayer::~ExternalEnginePlayer() {
    fallback_->cancelTurn();
    engine_->disconnect(this);
}

void ExternalEnginePlayer::lineOf(const Position& pos, std::string* startFen, std::vector<Move>* moves) {
    Position root = pos;
    std::vector<Move> line;
    while (!root.history().empty()) {
        const Move m = root.history().back().move;
        if (m.isNone()) break;  // a null move (never in a game): start from here
        line.push_back(m);
        root.undoMove();
    }
    std::reverse(line.begin(), line.end());
    *startFen = root.fen();
    *moves = std::move(line);
}

// Whether the engine runs, or may be started (again): a crashed engine is tried MaxRestarts times in a row.
bool ExternalEnginePlayer::mayStart() {
    const EngineClient::State s = engine_->state();
    if (s != EngineClient::State::NotRunning && s != EngineClient::State::Crashed) return true;
    if (restarts_ >= MaxRestarts) return false;
    ++restarts_;
    return true;
}

void ExternalEnginePlayer::startTurn(const Position& pos) {
    turnPos_ = pos;
    hintId_ = 0;  // a hint still running is dropped by the new search
    thinking_ = true;
    usingFallback_ = false;
    searchId_ = 0;
    emit thinkingChanged(true);
    if (builtInOnly_ || !mayStart()) {
        useFallback();
        return;
    }
    EngineRequest r;
    if (turnLimits_) r.limits = *turnLimits_;
    else r.limits.movetimeMs = movetimeMs_;
    lineOf(pos, &r.startFen, &r.moves);
    searchId_ = engine_->go(r);         // starts the engine first when it is not running
    if (searchId_ == 0) useFallback();  // the engine could not take it
}

void ExternalEnginePlayer::onBestMove(quint64 id, Move m) {
    if (id == hintId_) {
        hintId_ = 0;
        if (m && hintPos_.isLegal(m)) emit hintReady(m);
        return;
    }
    if (id != searchId_ || !thinking_ || usingFallback_) return;
    restarts_ = 0;  // it works again
    if (m && turnPos_.isLegal(m)) finishTurn(m);
    // Move() = no legal move: the game is over already, the controller says so.
}

void ExternalEnginePlayer::onError(quint64, const EngineError& e) {
    if (e.code == EngineErrorCode::Garbage) {
        emit problem(tr("%1: %2").arg(config_.name, describeEngineError(e)));
        return;
    }
    hintId_ = 0;
    if (!thinking_ || usingFallback_) {
        emit problem(tr("%1: %2").arg(config_.name, describeEngineError(e)));
        return;
    }
    // The stand-in starts first, so that whoever hears of the problem sees how many moves it played.
    useFallback();
    emit problem(tr("%1: %2 Our engine plays this move instead.").arg(config_.name, describeEngineError(e)));
}

void ExternalEnginePlayer::useFallback() {
    if (!thinking_ || usingFallback_) return;
    usingFallback_ = true;
    engine_->cancel(searchId_);
    ++fallbackMoves_;
    fallback_->setTurnLimits(turnLimits_);
    fallback_->startTurn(turnPos_);
}

void ExternalEnginePlayer::finishTurn(Move m) {
    thinking_ = false;
    usingFallback_ = false;
    searchId_ = 0;
    emit thinkingChanged(false);
    emit moveChosen(m);
}

void ExternalEnginePlayer::cancelTurn() {
    if (!thinking_) return;
    thinking_ = false;
    if (usingFallback_) fallback_->cancelTurn();
    else engine_->cancel(searchId_);
    usingFallback_ = false;
    searchId_ = 0;
    emit thinkingChanged(false);
}

void ExternalEnginePlayer::moveNow() {
    if (!thinking_) return;
    if (usingFallback_) fallback_->moveNow();
    else engine_->stop(searchId_);
}

void ExternalEnginePlayer::setBuiltInOnly(bool on) {
    builtInOnly_ = on;
    if (!on) return;
    if (thinking_ && !usingFallback_) useFallback();  // a (re)start or search of the external engine is dropped
    engine_->quit();
}

bool ExternalEnginePlayer::hint(const Position& pos, qint64 ms) {
    if (thinking_ || builtInOnly_ || !mayStart()) return false;
    hintPos_ = pos;
    EngineRequest r;
    r.limits.movetimeMs = std::max<qint64>(ms, 100);
    lineOf(pos, &r.startFen, &r.moves);
    hintId_ = engine_->go(r);
    return hintId_ != 0;
}

}  // namespace xq::ui
