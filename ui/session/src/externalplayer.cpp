// ExternalEnginePlayer: an EngineProcess behind the Player interface, with our engine standing in when it fails.
#include "xiangqi/ui/externalplayer.h"

#include <algorithm>

#include "xiangqi/ui/analysisengine.h"
#include "xiangqi/ui/enginerunner.h"

namespace xq::ui {

ExternalEnginePlayer::ExternalEnginePlayer(const EngineConfig& config, EngineRunner* fallbackRunner,
                                           const Strength& fallback, QObject* parent)
    : Player(parent),
      config_(config),
      process_(new EngineProcess(this)),
      fallback_(new EnginePlayer(fallbackRunner, this)) {
    fallback_->setStrength(fallback);
    connect(process_, &EngineProcess::errorOccurred, this, &ExternalEnginePlayer::onError);
    connect(process_, &EngineProcess::bestMove, this, [this](int id, Move m, Move) { onBestMove(id, m); });
    connect(process_, &EngineProcess::info, this, [this](int id, const SearchInfo& e) {
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
    process_->disconnect(this);
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

void ExternalEnginePlayer::ensureStarted() {
    if (process_->state() != EngineProcess::State::NotRunning) return;
    process_->start(config_);
}

void ExternalEnginePlayer::startTurn(const Position& pos) {
    turnPos_ = pos;
    hintId_ = 0;  // a hint still running is dropped by the new search
    thinking_ = true;
    usingFallback_ = false;
    searchId_ = 0;
    emit thinkingChanged(true);
    if (builtInOnly_ || (process_->state() == EngineProcess::State::NotRunning && restarts_ >= MaxRestarts)) {
        useFallback();
        return;
    }
    if (process_->state() == EngineProcess::State::NotRunning) {
        ++restarts_;
        ensureStarted();
    }
    SearchLimits limits;
    if (turnLimits_) limits = *turnLimits_;
    else limits.movetimeMs = movetimeMs_;
    std::string fen;
    std::vector<Move> moves;
    lineOf(pos, &fen, &moves);
    searchId_ = process_->go(fen, moves, limits);
    if (searchId_ == 0) useFallback();  // the process could not take it (it failed while starting)
}

void ExternalEnginePlayer::onBestMove(int id, Move m) {
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

void ExternalEnginePlayer::onError(const EngineError& e) {
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
    if (process_->state() == EngineProcess::State::Searching) process_->cancel();
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
    else if (process_->state() == EngineProcess::State::Searching) process_->cancel();
    usingFallback_ = false;
    searchId_ = 0;
    emit thinkingChanged(false);
}

void ExternalEnginePlayer::moveNow() {
    if (!thinking_) return;
    if (usingFallback_) fallback_->moveNow();
    else process_->stop();
}

void ExternalEnginePlayer::setBuiltInOnly(bool on) {
    builtInOnly_ = on;
    if (!on) return;
    if (thinking_ && !usingFallback_) useFallback();  // a (re)start or search of the external engine is dropped
    process_->quit();
}

bool ExternalEnginePlayer::hint(const Position& pos, qint64 ms) {
    if (thinking_ || builtInOnly_) return false;
    if (process_->state() == EngineProcess::State::NotRunning) {
        if (restarts_ >= MaxRestarts) return false;
        ++restarts_;
        ensureStarted();
    }
    hintPos_ = pos;
    SearchLimits limits;
    limits.movetimeMs = std::max<qint64>(ms, 100);
    std::string fen;
    std::vector<Move> moves;
    lineOf(pos, &fen, &moves);
    hintId_ = process_->go(fen, moves, limits);
    return hintId_ != 0;
}

}  // namespace xq::ui
