// One search per position of the main line, driven by the engine's answers; no waiting anywhere.
#include "xiangqi/session/gameanalyser.h"

#include "xiangqi/game.h"
#include "xiangqi/movegen.h"
#include "xiangqi/search.h"

namespace xq::session {

GameAnalyser::GameAnalyser(EngineClient* engine, QObject* parent) : QObject(parent), engine_(engine) {
    connect(engine_, &EngineClient::bestMove, this, &GameAnalyser::onBestMove);
    connect(engine_, &EngineClient::failed, this, &GameAnalyser::onFailed);
}

GameAnalyser::~GameAnalyser() { cancel(); }

void GameAnalyser::analyse(const GameRecord& record, const SearchLimits& limits) {
    cancel();
    record_ = record;
    limits_ = SearchLimits{};
    limits_.depth = limits.depth;
    limits_.movetimeMs = limits.movetimeMs;
    limits_.nodes = limits.nodes;
    if (limits_.depth == 0 && limits_.movetimeMs == 0 && limits_.nodes == 0) limits_.depth = 10;  // never endless
    line_ = record_.mainLine();
    moves_ = record_.mainLineMoves();
    evals_.assign(line_.size() + 1, PositionEval{});
    index_ = 0;
    asked_ = false;
    running_ = true;
    next();
}

void GameAnalyser::cancel() {
    if (request_) engine_->cancel(request_);
    request_ = 0;
    running_ = false;
}

// One request per position, each asked when the one before has answered.
void GameAnalyser::next() {
    while (running_ && index_ < evals_.size()) {
        const Position pos = record_.positionAt(index_ == 0 ? RootNode : line_[index_ - 1]);
        MoveList legal;
        generateLegal(pos, legal);
        if (legal.empty()) {
            evals_[index_++] = terminalEval(pos);
            emit progress(int(index_), int(evals_.size()));
            continue;
        }
        EngineRequest r;
        r.startFen = record_.startFen();
        r.moves.assign(moves_.begin(), moves_.begin() + std::ptrdiff_t(index_));
        r.limits = limits_;
        parseRuleSet(record_.tag(RulesTag), &r.rules);  // our engine judges repetitions by the game's [Rules]
        // The game's first position searched starts afresh (a new table for ours, "ucinewgame" for UCI engines):
        // the scores do not depend on what was searched before.
        r.newGame = !asked_;
        asked_ = true;
        request_ = engine_->go(r);
        if (request_ == 0) fail({EngineErrorCode::Exited, QStringLiteral("the engine is not running")});
        return;
    }
    if (running_) {
        running_ = false;
        emit finished();
    }
}

void GameAnalyser::onBestMove(quint64 id, Move move, const SearchInfo& info) {
    if (!running_ || id != request_ || index_ >= evals_.size()) return;
    request_ = 0;
    if (!info.hasScore) {
        // A move without a score judges nothing; an engine that answers so (or is driven in the wrong dialect)
        // must not produce a review of a hundred percent accuracy.
        fail({EngineErrorCode::NoUsableAnswer,
              QStringLiteral("no score for the position before move %1").arg(index_ + 1)});
        return;
    }
    PositionEval e;
    e.valid = true;
    e.scoreCp = info.mate ? 0 : info.score;  // a mate is judged by mateIn
    e.mate = info.mate;
    e.mateIn = info.mateIn;
    e.depth = info.depth;
    e.best = move;
    e.pv = info.pv;
    if (e.pv.empty() || e.pv.front() != move) e.pv = {move};
    evals_[index_++] = e;
    emit progress(int(index_), int(evals_.size()));
    next();
}

void GameAnalyser::onFailed(quint64 id, const EngineError& error) {
    if (!running_ || error.code == EngineErrorCode::Garbage) return;
    if (id != request_ && id != 0) return;  // an older request's
    request_ = 0;
    if (error.code == EngineErrorCode::IllegalBestMove) {
        // Its view of the game is not ours (a wrong dialect: ranks shifted, another variant): none of its scores
        // can be trusted, so the review fails rather than show a flat, flawless game.
        EngineError e = error;
        e.code = EngineErrorCode::NoUsableAnswer;
        e.text = QStringLiteral("position before move %1: %2").arg(index_ + 1).arg(error.text);
        fail(e);
        return;
    }
    fail(error);
}

void GameAnalyser::fail(const EngineError& error) {
    running_ = false;
    request_ = 0;
    emit failed(error);
}

}  // namespace xq::session
