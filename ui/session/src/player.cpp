// The players: the person at the board and a computer (our engine or an external one, through EngineClient).
#include "xiangqi/session/player.h"
#include "xiangqi/session/wording.h"

#include <algorithm>

namespace xq::session {

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

// ---- a computer player ----

ComputerPlayer::ComputerPlayer(EngineClient* engine, EngineClient* standIn, QObject* parent)
    : Player(parent), engine_(engine), standIn_(standIn ? standIn : engine) {
    connectEngine(engine_);
    if (standIn_ != engine_) connectEngine(standIn_);
    // Only the engine that plays can fail in a way the stand-in covers (ours reports no errors).
    if (isExternal()) connect(engine_, &EngineClient::failed, this, [this](quint64, const EngineError& e) { onError(e); });
}

ComputerPlayer::ComputerPlayer(std::unique_ptr<EngineClient> engine, EngineClient* standIn, QObject* parent)
    : ComputerPlayer(engine.get(), standIn, parent) {
    owned_ = std::move(engine);
}

ComputerPlayer::~ComputerPlayer() {
    // Requests of a shared client are this player's to end (the client stays for the others).
    if (thinking_) {
        if (EngineClient* c = usingStandIn_ ? standIn_.data() : engine_.data()) c->cancel(searchId_);
    }
    if (hintId_ && engine_) engine_->cancel(hintId_);
    for (EngineClient* c : {engine_.data(), standIn_.data()})
        if (c) c->disconnect(this);
}

void ComputerPlayer::connectEngine(EngineClient* client) {
    connect(client, &EngineClient::info, this,
            [this, client](quint64 id, const SearchInfo& info) { onInfo(client, id, info); });
    connect(client, &EngineClient::bestMove, this,
            [this, client](quint64 id, Move m, const SearchInfo& info) { onBestMove(client, id, m, info); });
}

void ComputerPlayer::lineOf(const Position& pos, std::string* startFen, std::vector<Move>* moves) {
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

// What the turn asks: our engine plays at its strength (level or depth, book) within the clock; an external engine
// at its own strength in the time it is given.
EngineRequest ComputerPlayer::request(const Position& pos, bool ours) const {
    EngineRequest r;
    lineOf(pos, &r.startFen, &r.moves);
    if (!ours) {
        if (turnLimits_) r.limits = *turnLimits_;
        else r.limits.movetimeMs = movetimeMs_;
        return r;
    }
    SearchLimits l = strength_.limits();
    if (turnLimits_) {
        // On a clock: the level (or depth) still decides how well it plays, the clock how long it may think.
        l.wtime = turnLimits_->wtime, l.btime = turnLimits_->btime;
        l.winc = turnLimits_->winc, l.binc = turnLimits_->binc;
        if (turnLimits_->movetimeMs > 0)
            l.movetimeMs = l.movetimeMs > 0 ? std::min(l.movetimeMs, turnLimits_->movetimeMs) : turnLimits_->movetimeMs;
    }
    r.limits = l;
    r.rules = rules_;
    r.threads = threads_;
    r.book = book_;
    r.bookPlies = book_.book ? strength_.bookPlies() : 0;
    return r;
}

// Whether the external engine runs, or may be started (again): a crashed engine is tried MaxRestarts times in a row.
bool ComputerPlayer::mayStart() {
    const EngineClient::State s = engine_->state();
    if (s != EngineClient::State::NotRunning && s != EngineClient::State::Crashed) return true;
    if (restarts_ >= MaxRestarts) return false;
    ++restarts_;
    return true;
}

void ComputerPlayer::startTurn(const Position& pos) {
    if (!engine_) return;
    turnPos_ = pos;
    if (hintId_) engine_->cancel(hintId_);  // a hint still running is not wanted any more
    hintId_ = 0;
    thinking_ = true;
    usingStandIn_ = false;
    searchId_ = 0;
    emit thinkingChanged(true);
    if (isExternal() && (builtInOnly_ || !mayStart())) {
        useStandIn();
        return;
    }
    searchId_ = engine_->go(request(pos, !isExternal()));  // starts an external engine first when it is not running
    if (searchId_ != 0) return;
    if (isExternal()) {
        useStandIn();  // the engine could not take it
    } else {
        thinking_ = false;  // not a position to search
        emit thinkingChanged(false);
    }
}

void ComputerPlayer::onInfo(EngineClient* client, quint64 id, const SearchInfo& info) {
    // The best line of a search only: not the other lines, and not a book line at depth 0 (ElephantEye prints one
    // book move as "info depth 0 … pv" and then may play another).
    if (!info.hasScore || info.multipv > 1 || info.depth <= 0) return;
    if (thinking_ && id == searchId_ && client == (usingStandIn_ ? standIn_ : engine_)) emit progress(info, turnPos_);
    else if (hintId_ && id == hintId_ && client == engine_) emit progress(info, hintPos_);
}

void ComputerPlayer::onBestMove(EngineClient* client, quint64 id, Move m, const SearchInfo& info) {
    if (hintId_ && id == hintId_ && client == engine_) {
        hintId_ = 0;
        if (info.depth > 0) emit progress(info, hintPos_);
        if (m && hintPos_.isLegal(m)) emit hintReady(m);
        return;
    }
    if (!thinking_ || id != searchId_ || client != (usingStandIn_ ? standIn_ : engine_)) return;
    if (!usingStandIn_) restarts_ = 0;  // it works (again)
    if (info.depth > 0) emit progress(info, turnPos_);
    if (m && turnPos_.isLegal(m)) {
        finishTurn(m, info.book);
        return;
    }
    // Move() = no legal move: the game is over already, the controller says so.
    thinking_ = false;
    usingStandIn_ = false;
    searchId_ = 0;
    emit thinkingChanged(false);
}

void ComputerPlayer::onError(const EngineError& e) {
    const QString name = engine_->name();
    if (e.code == EngineErrorCode::Garbage) {
        emit problem(tr("%1: %2").arg(name, engineErrorText(e)));
        return;
    }
    hintId_ = 0;
    if (!thinking_ || usingStandIn_) {
        emit problem(tr("%1: %2").arg(name, engineErrorText(e)));
        return;
    }
    // The stand-in starts first, so that whoever hears of the problem sees how many moves it played.
    useStandIn();
    emit problem(tr("%1: %2 Our engine plays this move instead.").arg(name, engineErrorText(e)));
}

void ComputerPlayer::useStandIn() {
    if (!thinking_ || usingStandIn_) return;
    usingStandIn_ = true;
    if (searchId_) engine_->cancel(searchId_);
    ++fallbackMoves_;
    searchId_ = standIn_ ? standIn_->go(request(turnPos_, true)) : 0;
    if (searchId_ != 0) return;
    thinking_ = false;
    usingStandIn_ = false;
    emit thinkingChanged(false);
}

void ComputerPlayer::finishTurn(Move m, bool fromBook) {
    thinking_ = false;
    usingStandIn_ = false;
    searchId_ = 0;
    fromBook_ = fromBook;
    emit thinkingChanged(false);
    emit moveChosen(m);
}

void ComputerPlayer::cancelTurn() {
    if (!thinking_) return;
    thinking_ = false;
    if (EngineClient* c = usingStandIn_ ? standIn_.data() : engine_.data()) c->cancel(searchId_);
    usingStandIn_ = false;
    searchId_ = 0;
    emit thinkingChanged(false);
}

void ComputerPlayer::moveNow() {
    if (!thinking_) return;
    if (EngineClient* c = usingStandIn_ ? standIn_.data() : engine_.data()) c->stop(searchId_);
}

void ComputerPlayer::setBuiltInOnly(bool on) {
    builtInOnly_ = on;
    if (!on || !isExternal()) return;
    if (thinking_ && !usingStandIn_) useStandIn();  // a (re)start or search of the external engine is dropped
    engine_->quit();
}

bool ComputerPlayer::hint(const Position& pos, qint64 ms) {
    if (!engine_ || thinking_ || (isExternal() && (builtInOnly_ || !mayStart()))) return false;
    hintPos_ = pos;
    EngineRequest r;
    lineOf(pos, &r.startFen, &r.moves);
    if (isExternal()) {
        r.limits.movetimeMs = std::max<qint64>(ms, 100);
    } else {
        // Advice, not the move this player's level would play: the full strength for a short time.
        r.limits.level = -1;
        r.limits.depth = 0;
        r.limits.movetimeMs = std::max<qint64>(ms, 100);
        r.rules = rules_;
        r.threads = threads_;
    }
    hintId_ = engine_->go(r);
    return hintId_ != 0;
}

}  // namespace xq::session
