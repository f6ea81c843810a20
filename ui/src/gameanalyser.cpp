// One search per position of the main line, driven by the engine's answers; no waiting anywhere.
#include "xiangqi/ui/gameanalyser.h"

#include "xiangqi/movegen.h"

namespace xq::ui {

GameAnalyser::GameAnalyser(EngineProcess* engine, QObject* parent) : QObject(parent), engine_(engine) {
    connect(engine_, &EngineProcess::info, this, &GameAnalyser::onInfo);
    connect(engine_, &EngineProcess::bestMove, this, &GameAnalyser::onBestMove);
    connect(engine_, &EngineProcess::errorOccurred, this, &GameAnalyser::onError);
    connect(engine_, &EngineProcess::ready, this, [this] {
        if (running_ && searchId_ == 0) next();
    });
}

void GameAnalyser::analyse(const GameRecord& record, const EngineLimits& limits) {
    cancel();
    record_ = record;
    limits_ = limits;
    line_ = record_.mainLine();
    moves_ = record_.mainLineMoves();
    evals_.assign(line_.size() + 1, PositionEval{});
    index_ = 0;
    running_ = true;
    if (engine_->isReady()) next();
    // otherwise the engine's ready() starts it
}

void GameAnalyser::cancel() {
    if (!running_) return;
    running_ = false;
    searchId_ = 0;
    engine_->cancel();
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
        last_ = EngineInfo{};
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

void GameAnalyser::onInfo(int id, const EngineInfo& info) {
    if (!running_ || id != searchId_ || info.multipv != 1 || !info.hasScore || info.bound != 0) return;
    last_ = info;
}

void GameAnalyser::onBestMove(int id, Move move, Move) {
    if (!running_ || id != searchId_) return;
    PositionEval e;
    e.valid = last_.hasScore;
    e.scoreCp = last_.scoreCp;
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
    if (error.code == EngineErrorCode::IllegalBestMove && searchId_ != 0) {
        // The engine is still usable: this position stays unanalysed (its moves unmarked), the others go on.
        evals_[index_++] = PositionEval{};
        searchId_ = 0;
        emit progress(int(index_), int(evals_.size()));
        next();
        return;
    }
    running_ = false;
    searchId_ = 0;
    emit failed(error);
}

}  // namespace xq::ui
