// The players: human and built-in engine.
#include "xiangqi/ui/player.h"

#include <algorithm>

#include <QTimer>

#include "xiangqi/ui/enginerunner.h"

namespace xq::ui {

SearchLimits Strength::limits() const {
    SearchLimits l;
    l.level = level;
    l.depth = level >= 0 ? 0 : std::clamp(depth, 1, 20);
    l.movetimeMs = std::max<qint64>(0, movetimeMs);
    return l;
}

int Strength::bookPlies() const {
    // Per level (the index of xq::levels()): a beginner plays its own moves, not master lines; each level up keeps
    // to the book for longer; the full-strength levels as deep as the book goes.
    static constexpr int perLevel[] = {0, 4, 8, 12, 20};  // Beginner, Novice, Casual, Club, Advanced
    constexpr int Unlimited = 1 << 20;
    if (level < 0) return Unlimited;
    if (level < int(std::size(perLevel))) return perLevel[level];
    return Unlimited;
}

EnginePlayer::EnginePlayer(EngineRunner* runner, QObject* parent) : Player(parent), runner_(runner) {
    connect(runner_, &EngineRunner::progress, this, [this](quint64 id, const SearchInfo& info, const Position& root) {
        if (id == request_) emit progress(info, root);
    });
    connect(runner_, &EngineRunner::finished, this,
            [this](quint64 id, Move best, const SearchInfo& info, const Position& root) {
                if (id != request_) return;
                request_ = 0;
                fromBook_ = false;
                if (info.depth > 0) emit progress(info, root);
                emit thinkingChanged(false);
                if (best && root.isLegal(best)) emit moveChosen(best);
            });
}

void EnginePlayer::startTurn(const Position& pos) {
    // The book first: if it has a move for this position at this level, play it; else search.
    if (const int plies = strength_.bookPlies(); book_.book && plies > 0) {
        if (const Move m = book_.book->pick(pos, book_.variety, bookRandom_, pos.plyFromRoot(), plies)) {
            const quint64 turn = ++bookTurn_;
            waitingBook_ = true;
            emit thinkingChanged(true);
            QTimer::singleShot(0, this, [this, turn, m] {
                if (turn != bookTurn_) return;  // cancelled meanwhile
                ++bookTurn_;  // a later cancel never matches this turn again
                waitingBook_ = false;
                fromBook_ = true;
                emit thinkingChanged(false);
                emit moveChosen(m);
            });
            return;
        }
    }
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
    if (waitingBook_) {
        waitingBook_ = false;
        ++bookTurn_;
        emit thinkingChanged(false);
        return;
    }
    if (request_ == 0) return;
    if (runner_->currentId() == request_) runner_->cancel();
    request_ = 0;
    emit thinkingChanged(false);
}

void EnginePlayer::moveNow() {
    if (request_ != 0 && runner_->currentId() == request_) runner_->stopAndAnswer();
}

bool EnginePlayer::isThinking() const { return request_ != 0 || waitingBook_; }

}  // namespace xq::ui
