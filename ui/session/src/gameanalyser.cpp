// One search per position of the main line, driven by the engine's answers; no waiting anywhere.
#include "xiangqi/ui/gameanalyser.h"

#include "xiangqi/movegen.h"
#include "xiangqi/search.h"

namespace xq::ui {

GameAnalyser::GameAnalyser(EngineProcess* engine, QObject* parent) : QObject(parent), engine_(engine) {
    if (!engine_) return;
    engine_->setBookAllowed(false);  // a book move at depth 0 is no judgement of a position
    connect(engine_, &EngineProcess::info, this, &GameAnalyser::onInfo);
    connect(engine_, &EngineProcess::bestMove, this, &GameAnalyser::onBestMove);
    connect(engine_, &EngineProcess::errorOccurred, this, &GameAnalyser::onError);
    connect(engine_, &EngineProcess::ready, this, [this] {
        if (running_ && searchId_ == 0) next();
    });
}

GameAnalyser::~GameAnalyser() { cancel(); }

void GameAnalyser::analyse(const GameRecord& record, const EngineLimits& limits) {
    cancel();
    record_ = record;
    limits_ = limits;
    line_ = record_.mainLine();
    moves_ = record_.mainLineMoves();
    evals_.assign(line_.size() + 1, PositionEval{});
    index_ = 0;
    running_ = true;
    if (!engine_) analyseInProcess();
    else if (engine_->isReady()) next();
    // otherwise the engine's ready() starts it
}

void GameAnalyser::cancel() {
    if (worker_) {
        stop_->store(true);
        worker_->wait();
        delete worker_;
        worker_ = nullptr;
        ++generation_;
    }
    if (!running_) return;
    running_ = false;
    searchId_ = 0;
    if (engine_) engine_->cancel();
}

// Our engine on a worker thread: the whole line in one go, each result sent back as a queued call. The worker
// reads only its own copies (record, limits, stop flag).
void GameAnalyser::analyseInProcess() {
    stop_ = std::make_shared<std::atomic<bool>>(false);
    const int generation = ++generation_;
    SearchLimits limits;
    limits.depth = limits_.depth;
    limits.movetimeMs = limits_.movetimeMs;
    limits.nodes = limits_.nodes;
    if (limits.depth == 0 && limits.movetimeMs == 0 && limits.nodes == 0) limits.depth = 10;  // never infinite
    worker_ = QThread::create([this, generation, record = record_, line = line_, limits, stop = stop_] {
        // 16 MB: plenty for review depths, and quick to clear (64 MB took 0.8 s on a loaded machine, and the
        // constructor cannot be interrupted by cancel()).
        Searcher searcher(16);
        for (std::size_t i = 0; i <= line.size() && !stop->load(); ++i) {
            const Position pos = record.positionAt(i == 0 ? RootNode : line[i - 1]);
            MoveList legal;
            generateLegal(pos, legal);
            PositionEval e;
            if (legal.empty()) {
                e = terminalEval(pos);
            } else {
                const SearchResult r = searcher.search(pos, limits, *stop);
                if (stop->load()) return;
                e.valid = true;
                e.scoreCp = r.info.score;
                e.mate = r.info.mate;
                e.mateIn = r.info.mateIn;
                e.depth = r.info.depth;
                e.best = r.bestMove;
                e.pv = r.info.pv;
                if (e.pv.empty() || e.pv.front() != e.best) e.pv = {e.best};
            }
            QMetaObject::invokeMethod(
                this, [this, generation, i, e] { onLocalResult(generation, int(i), e); }, Qt::QueuedConnection);
        }
    });
    worker_->start(QThread::LowPriority);
}

void GameAnalyser::onLocalResult(int generation, int index, const PositionEval& eval) {
    if (!running_ || generation != generation_ || std::size_t(index) >= evals_.size()) return;
    evals_[std::size_t(index)] = eval;
    index_ = std::size_t(index) + 1;
    emit progress(int(index_), int(evals_.size()));
    if (index_ == evals_.size()) {
        running_ = false;
        worker_->wait();
        delete worker_;
        worker_ = nullptr;
        emit finished();
    }
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
