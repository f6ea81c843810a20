// The one engine interface: the factory and its two implementations (our BuiltinEngine, an EngineProcess).
#include "xiangqi/session/engineclient.h"

#include <QTimer>

#include "xiangqi/session/builtinengine.h"

namespace xq::session {

void EngineClient::setState(State s) {
    if (s == state_) return;
    state_ = s;
    emit stateChanged(s);
}

QString engineStateText(EngineClient::State state) {
    switch (state) {
    case EngineClient::State::NotRunning: return EngineClient::tr("not running");
    case EngineClient::State::Starting: return EngineClient::tr("starting…");
    case EngineClient::State::Ready: return EngineClient::tr("ready");
    case EngineClient::State::Thinking: return EngineClient::tr("thinking…");
    case EngineClient::State::Crashed: return EngineClient::tr("crashed");
    case EngineClient::State::Restarting: return EngineClient::tr("restarting…");
    }
    return {};
}

std::unique_ptr<EngineClient> makeEngineClient(const EngineChoice& choice, QObject* parent) {
    if (choice.external) return std::make_unique<ExternalEngineClient>(choice, parent);
    return std::make_unique<BuiltinEngineClient>(choice.builtin ? choice.builtin : BuiltinEngine::shared(), choice.use,
                                                 parent);
}

// ---- ours ----

BuiltinEngineClient::BuiltinEngineClient(std::shared_ptr<BuiltinEngine> engine, EngineUse use, QObject* parent)
    : EngineClient(parent), engine_(std::move(engine)), use_(use) {
    connect(engine_.get(), &BuiltinEngine::info, this, [this](quint64 id, const SearchInfo& info) {
        if (id == current_) emit this->info(id, info);
    });
    connect(engine_.get(), &BuiltinEngine::bestMove, this, [this](quint64 id, Move best, const SearchInfo& info) {
        if (id != current_) return;  // another client's, or cancelled
        current_ = 0;
        setState(State::Ready);
        emit bestMove(id, best, info);
    });
    setState(State::Ready);  // the engine's thread runs from the start
}

BuiltinEngineClient::~BuiltinEngineClient() {
    if (current_) engine_->cancel(current_);
}

quint64 BuiltinEngineClient::go(const EngineRequest& request) {
    if (current_) cancel(current_);
    std::optional<Position> pos = positionAfter(request.startFen, request.moves);
    if (!pos) return 0;
    // In play, the book first: a move of it is the answer, given at once (queued, so go() never answers inside
    // itself).
    if (use_ == EngineUse::Play && request.book.book && request.bookPlies > 0) {
        if (const Move m = request.book.book->pick(*pos, request.book.variety, bookRandom_, pos->plyFromRoot(),
                                                   request.bookPlies)) {
            const quint64 id = engine_->reserveId();
            current_ = id;
            setState(State::Thinking);
            emit requested(id, *pos, request.limits);
            QTimer::singleShot(0, this, [this, id, m] {
                if (id != current_) return;  // cancelled or superseded meanwhile
                current_ = 0;
                SearchInfo info;
                info.book = true;
                info.pv = {m};
                setState(State::Ready);
                emit bestMove(id, m, info);
            });
            return id;
        }
    }
    BuiltinRequest r;
    r.pos = std::move(*pos);
    r.limits = request.limits;
    r.threads = request.threads;
    r.rules = request.rules;
    r.clearFirst = request.newGame;
    switch (use_) {
    case EngineUse::Play:  // the opponent's move, a hint: first, and never a blind move
        r.priority = SearchPriority::Play;
        break;
    case EngineUse::Review:  // only the answer is read
        r.priority = SearchPriority::Background;
        r.progressIntervalMs = 1000;
        r.answerWhenStopped = false;
        break;
    case EngineUse::Analysis:  // every line of every depth; it pauses while the opponent thinks
        r.priority = SearchPriority::Analysis;
        r.progressIntervalMs = 0;
        r.answerWhenStopped = false;
        break;
    }
    const Position root = r.pos;
    current_ = engine_->go(r);
    setState(State::Thinking);
    emit requested(current_, root, r.limits);
    return current_;
}

void BuiltinEngineClient::stop(quint64 id) {
    if (id != 0 && id == current_) engine_->stop(id);
}

void BuiltinEngineClient::cancel(quint64 id) {
    if (id == 0 || id != current_) return;
    engine_->cancel(id);
    current_ = 0;
    setState(State::Ready);
}

void BuiltinEngineClient::quit() { cancel(current_); }

QString BuiltinEngineClient::name() const { return tr("Xiangqi engine"); }

// ---- an engine in another process ----

ExternalEngineClient::ExternalEngineClient(const EngineChoice& choice, QObject* parent)
    : EngineClient(parent), config_(*choice.external), device_(choice.device), process_(new EngineProcess(this)) {
    if (choice.timeouts) process_->setTimeouts((*choice.timeouts)[0], (*choice.timeouts)[1], (*choice.timeouts)[2]);
    // Analysis and review judge positions, not the engine's book (a book move at depth 0); play keeps it.
    if (choice.use != EngineUse::Play) process_->setBookAllowed(false);
    connect(process_, &EngineProcess::stateChanged, this, &ExternalEngineClient::onProcessState);
    connect(process_, &EngineProcess::errorOccurred, this, &ExternalEngineClient::onError);
    connect(process_, &EngineProcess::ready, this, [this] {
        if (linesSet_) process_->setMultiPv(lines_);  // before the search waiting for the handshake starts
    });
    connect(process_, &EngineProcess::info, this, [this](int id, const SearchInfo& info) {
        if (id <= 0 || quint64(id) != current_) return;
        if (info.line() == 1 && info.hasScore && info.bound == 0) last_ = info;
        emit this->info(current_, info);
    });
    connect(process_, &EngineProcess::bestMove, this, [this](int id, Move move, Move) {
        if (id <= 0 || quint64(id) != current_) return;
        current_ = 0;
        emit bestMove(quint64(id), move, last_);
    });
}

ExternalEngineClient::~ExternalEngineClient() { process_->disconnect(this); }

void ExternalEngineClient::start() {
    if (process_->state() != EngineProcess::State::NotRunning) return;
    quitAsked_ = false;
    if (device_) process_->attach(device_, config_);
    else process_->start(config_);
}

quint64 ExternalEngineClient::go(const EngineRequest& request) {
    start();  // the first request, or the next one after a crash
    if (request.newGame) process_->newGame();
    if (request.limits.multiPv > 1 || linesSet_) {
        lines_ = request.limits.multiPv;
        linesSet_ = true;
        if (process_->isReady()) process_->setMultiPv(lines_);
    }
    last_ = SearchInfo{};
    const int id = process_->go(request.startFen, request.moves, request.limits);
    current_ = id > 0 ? quint64(id) : 0;
    return current_;
}

void ExternalEngineClient::stop(quint64 id) {
    if (id != 0 && id == current_) process_->stop();
}

void ExternalEngineClient::cancel(quint64 id) {
    if (id == 0 || id != current_) return;
    current_ = 0;
    process_->cancel();
}

void ExternalEngineClient::quit() {
    current_ = 0;
    quitAsked_ = true;
    process_->quit();
    if (process_->state() == EngineProcess::State::NotRunning) {  // it had ended already (a crash is forgotten)
        crashed_ = false;
        setState(State::NotRunning);
    }
}

void ExternalEngineClient::onProcessState(EngineProcess::State s) {
    switch (s) {
    case EngineProcess::State::NotRunning:
        crashed_ = !quitAsked_;
        setState(crashed_ ? State::Crashed : State::NotRunning);
        break;
    case EngineProcess::State::Starting: setState(crashed_ ? State::Restarting : State::Starting); break;
    case EngineProcess::State::Ready:
        crashed_ = false;
        setState(State::Ready);
        break;
    case EngineProcess::State::Searching: setState(State::Thinking); break;
    }
}

void ExternalEngineClient::onError(const EngineError& e) {
    if (e.code == EngineErrorCode::Garbage) {
        emit failed(0, e);  // reported, not fatal: the search goes on
        return;
    }
    // Every other error ends the search (an illegal best move is refused; the others end the process).
    const quint64 id = current_;
    current_ = 0;
    emit failed(id, e);
}

}  // namespace xq::session
