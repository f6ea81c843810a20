// One search per position of the main line, driven by the engine's answers; no waiting anywhere.
#include "xiangqi/ui/gameanalyser.h"

#include "xiangqi/movegen.h"
#include "xiangqi/search.h"

namespace xq::ui {

GameAnalyser::GameAnalyser(EngineProcess* engine, QObject* parent, std::shared_ptr<BuiltinEngine> builtin)
    : QObject(parent), engine_(engine) {
    if (!engine_) {
        builtin_ = builtin ? std::move(builtin) : BuiltinEngine::shared();
        connect(builtin_.get(), &BuiltinEngine::bestMove, this, &GameAnalyser::onLocalResult);
        return;
    }
    engine_->setBookAllowed(false);  // a book move at depth 0 is no judgement of a position
    connect(engine_, &EngineProcess::info, this, &GameAnalyser::onInfo);
    connect(engine_, &EngineProcess::bestMove, this, &GameAnalyser::onBestMove);
    connect(engine_, &EngineProcess::errorOccurred, this, &GameAnalyser::onError);
    connect(engine_, &EngineProcess::ready, this, [this] {
        if (running_ && searchId_ == 0) next();
    });
}

GameAnalyser::~GameAnalyser() { cancel(); }

void GameAnalyser::analyse(const GameRecord& record, const SearchLimits& limits) {
    cancel();
    record_ = record;
    limits_ = limits;
    line_ = record_.mainLine();
    moves_ = record_.mainLineMoves();
    evals_.assign(line_.size() + 1, PositionEval{});
    index_ = 0;
    running_ = true;
    if (!engine_) {
        localLimits_ = SearchLimits{};
        localLimits_.depth = limits_.depth;
        localLimits_.movetimeMs = limits_.movetimeMs;
        localLimits_.nodes = limits_.nodes;
        if (localLimits_.depth == 0 && localLimits_.movetimeMs == 0 && localLimits_.nodes == 0)
            localLimits_.depth = 10;  // never infinite
        localStarted_ = false;
        nextLocal();
    }
    else if (engine_->isReady()) next();
    // otherwise the engine's ready() starts it
}

void GameAnalyser::cancel() {
    if (localRequest_) builtin_->cancel(localRequest_);
    localRequest_ = 0;
    if (!running_) return;
    running_ = false;
    searchId_ = 0;
    if (engine_) engine_->cancel();
}

// Our engine: one request per position, each asked when the one before has answered.
void GameAnalyser::nextLocal() {
    while (running_ && index_ < evals_.size()) {
        const Position pos = record_.positionAt(index_ == 0 ? RootNode : line_[index_ - 1]);
        MoveList legal;
        generateLegal(pos, legal);
        if (legal.empty()) {
            evals_[index_++] = terminalEval(pos);
            emit progress(int(index_), int(evals_.size()));
            continue;
        }
        BuiltinRequest r;
        r.pos = pos;
        r.limits = localLimits_;
        r.priority = SearchPriority::Background;
        r.progressIntervalMs = 1000;  // only the answer is read
        r.answerWhenStopped = false;
        // A fresh table for the game's first position searched, as the review had with an engine of its own: the
        // scores do not depend on what the window searched before (the next positions follow without a gap).
        r.clearFirst = !localStarted_;
        localStarted_ = true;
        localRequest_ = builtin_->go(r);
        return;
    }
    if (running_) {
        running_ = false;
        emit finished();
    }
}

void GameAnalyser::onLocalResult(quint64 request, Move best, const SearchInfo& info) {
    if (!running_ || request != localRequest_ || index_ >= evals_.size()) return;
    localRequest_ = 0;
    PositionEval e;
    e.valid = true;
    e.scoreCp = info.score;
    e.mate = info.mate;
    e.mateIn = info.mateIn;
    e.depth = info.depth;
    e.best = best;
    e.pv = info.pv;
    if (e.pv.empty() || e.pv.front() != e.best) e.pv = {e.best};
    evals_[index_++] = e;
    emit progress(int(index_), int(evals_.size()));
    nextLocal();
}

void GameAnalyser::next() {
    while (running_ && index_ < evals_.size()) {
        const std::vector<Move> prefix(moves_.begin(), moves_.begin() + std::ptrdiff_t(index_));
        const Position pos = record_.positionAt(index_ == 0 ? RootNode : line_[index_ - 1]);
        MoveList legal;
        generateLegal(pos, legal);
        if (legal.empty()) {
            evals_[index_++] = terminalEval(pos);
            emit progress(int(index_), int(evals_.size()));
            continue;
        }
        last_ = SearchInfo{};
        searchId_ = engine_->go(record_.startFen(), prefix, limits_);
        if (searchId_ == 0) {
            running_ = false;
            emit failed({EngineErrorCode::Exited, QStringLiteral("the engine is not running")});
        }
        return;
    }
    if (running_) {
        running_ = false;
        searchId_ = 0;
        emit finished();
    }
}

void GameAnalyser::onInfo(int id, const SearchInfo& info) {
    if (!running_ || id != searchId_ || info.line() != 1 || !info.hasScore || info.bound != 0) return;
    last_ = info;
}

void GameAnalyser::onBestMove(int id, Move move, Move) {
    if (!running_ || id != searchId_) return;
    if (!last_.hasScore) {
        // A move without a score judges nothing; an engine that answers so (or is driven in the wrong dialect)
        // must not produce a review of a hundred percent accuracy.
        running_ = false;
        searchId_ = 0;
        emit failed({EngineErrorCode::NoUsableAnswer,
                     QStringLiteral("no score for the position before move %1").arg(index_ + 1)});
        return;
    }
    PositionEval e;
    e.valid = last_.hasScore;
    e.scoreCp = last_.mate ? 0 : last_.score;  // a mate is judged by mateIn
    e.mate = last_.mate;
    e.mateIn = last_.mateIn;
    e.depth = last_.depth;
    e.best = move;
    e.pv = last_.pv;
    if (e.pv.empty() || e.pv.front() != move) e.pv = {move};
    evals_[index_++] = e;
    searchId_ = 0;
    emit progress(int(index_), int(evals_.size()));
    next();
}

void GameAnalyser::onError(const EngineError& error) {
    if (!running_ || error.code == EngineErrorCode::Garbage) return;
    running_ = false;
    searchId_ = 0;
    if (error.code == EngineErrorCode::IllegalBestMove) {
        // Its view of the game is not ours (a wrong dialect: ranks shifted, another variant): none of its scores
        // can be trusted, so the review fails rather than show a flat, flawless game.
        EngineError e = error;
        e.code = EngineErrorCode::NoUsableAnswer;
        e.text = QStringLiteral("position before move %1: %2").arg(index_ + 1).arg(error.text);
        emit failed(e);
        return;
    }
    emit failed(error);
}

}  // namespace xq::ui
