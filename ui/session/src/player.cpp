// The players: human and built-in engine.
#include "xiangqi/ui/player.h"

#include <algorithm>

#include "xiangqi/ui/enginerunner.h"

namespace xq::ui {

SearchLimits Strength::limits() const {
    SearchLimits l;
    l.level = level;
    l.depth = level >= 0 ? 0 : std::clamp(depth, 1, 20);
    l.movetimeMs = std::max<qint64>(0, movetimeMs);
    return l;
}

EnginePlayer::EnginePlayer(EngineRunner* runner, QObject* parent) : Player(parent), runner_(runner) {
    connect(runner_, &EngineRunner::progress, this, [this](quint64 id, const SearchInfo& info, const Position& root) {
        if (id == request_) emit progress(info, root);
    });
    connect(runner_, &EngineRunner::finished, this,
            [this](quint64 id, Move best, const SearchInfo& info, const Position& root) {
                if (id != request_) return;
                request_ = 0;
                if (info.depth > 0) emit progress(info, root);
                emit thinkingChanged(false);
                if (best && root.isLegal(best)) emit moveChosen(best);
            });
}

void EnginePlayer::startTurn(const Position& pos) {
    SearchLimits l = strength_.limits();
    if (turnLimits_) {
        // On a clock: the level (or depth) still decides how well it plays, the clock how long it may think.
        l.wtime = turnLimits_->wtime, l.btime = turnLimits_->btime;
        l.winc = turnLimits_->winc, l.binc = turnLimits_->binc;
        if (turnLimits_->movetimeMs > 0)
            l.movetimeMs = l.movetimeMs > 0 ? std::min(l.movetimeMs, turnLimits_->movetimeMs) : turnLimits_->movetimeMs;
    }
    request_ = runner_->start(pos, l);
    emit thinkingChanged(true);
}

void EnginePlayer::cancelTurn() {
    if (request_ == 0) return;
    if (runner_->currentId() == request_) runner_->cancel();
    request_ = 0;
    emit thinkingChanged(false);
}

void EnginePlayer::moveNow() {
    if (request_ != 0 && runner_->currentId() == request_) runner_->stopAndAnswer();
}

bool EnginePlayer::isThinking() const { return request_ != 0; }

}  // namespace xq::ui
