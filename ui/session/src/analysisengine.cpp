// AnalysisEngine: endless analysis of one position with our engine (worker thread) or an external one.
#include "xiangqi/ui/analysisengine.h"

#include "xiangqi/ui/searchworker.h"
#include "xiangqi/ui/stopupto.h"

namespace xq::ui {

EngineInfo toEngineInfo(const SearchInfo& s) {
    EngineInfo e;
    e.depth = s.depth;
    e.seldepth = s.seldepth;
    e.multipv = std::max(1, s.multipv);
    e.hasScore = true;
    e.mate = s.mate;
    e.mateIn = s.mateIn;
    e.scoreCp = s.mate ? 0 : s.score;
    e.nodes = s.nodes;
    e.nps = s.nps;
    e.timeMs = s.timeMs;
    e.pv = s.pv;
    return e;
}

SearchInfo toSearchInfo(const EngineInfo& e) {
    SearchInfo s;
    s.depth = e.depth;
    s.seldepth = e.seldepth;
    s.multipv = e.multipv;
    s.mate = e.mate;
    s.mateIn = e.mateIn;
    s.score =
        e.mate ? (e.mateIn >= 0 ? MateScore - 2 * std::abs(e.mateIn) : -MateScore + 2 * std::abs(e.mateIn)) : e.scoreCp;
    s.nodes = e.nodes;
    s.nps = e.nps;
    s.timeMs = e.timeMs;
    s.pv = e.pv;
    return s;
}

// ---- our engine on the worker thread ----

AnalysisWorker::AnalysisWorker() = default;
// Runs on the worker thread after its event loop has ended; the owner releases before QThread::quit() and
// acquires after QThread::wait() (handoff.h, and SearchWorker's destructor).
AnalysisWorker::~AnalysisWorker() {
    tsanAcquire(this);
    tsanRelease(thread());
}

void AnalysisWorker::stopUpTo(int id) {
    raiseUpTo(stopUpTo_, id);
    stop_.store(true);
}

void AnalysisWorker::analyse(int id, const xq::Position& pos, int multiPv, const xq::ui::HandOff& handOff) {
    handOff.received();
    // Requests queue up while a search runs; only the newest one not yet stopped is searched.
    stop_.store(false);
    if (stopUpTo_.load() >= id) {
        emit finished(id);
        return;
    }
    if (!searcher_) {
        searcher_ = std::make_unique<Searcher>(32);
        searcher_->setHelperThreadStart(lowerNativeThreadPriority);
    }
    if (searcher_->threads() != threads_.load()) searcher_->setThreads(threads_.load());
    SearchLimits limits;
    limits.infinite = true;
    limits.multiPv = std::clamp(multiPv, 1, MaxMultiPv);
    searcher_->search(pos, limits, stop_, [&](const SearchInfo& info) {
        if (stopUpTo_.load() >= id) stop_.store(true);
        else emit progress(id, info, HandOff{});
    });
    emit finished(id);
}

// ---- the engine the window talks to ----

AnalysisEngine::AnalysisEngine(QObject* parent) : QObject(parent) {
    registerSearchMetaTypes();
    qRegisterMetaType<xq::ui::EngineInfo>();
    worker_ = new AnalysisWorker;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(&thread_, &QThread::started, worker_, [] { lowerCurrentThreadPriority(); });
    connect(this, &AnalysisEngine::analyseRequested, worker_, &AnalysisWorker::analyse, Qt::QueuedConnection);
    connect(worker_, &AnalysisWorker::progress, this, &AnalysisEngine::onProgress);
    connect(worker_, &AnalysisWorker::finished, this, [this](int id) {
        if (id == current_ && !external_) {
            current_ = 0;
            emit stopped(id);
        }
    });
    thread_.start();
}

AnalysisEngine::~AnalysisEngine() {
    worker_->stopUpTo(nextId_ + 1);
    disconnect(this, nullptr, worker_, nullptr);  // here, not by the worker's destructor on its thread (EngineRunner)
    tsanRelease(worker_);  // ~AnalysisWorker acquires: it runs after the quit (handoff.h)
    thread_.quit();
    thread_.wait();
    tsanAcquire(&thread_);  // ~AnalysisWorker released there (handoff.h)
}

void AnalysisEngine::setEngine(const std::optional<EngineConfig>& config) {
    const bool running = isRunning();
    stop();
    if (external_) {
        external_->disconnect(this);
        external_->quit();
        external_->deleteLater();
        external_ = nullptr;
    }
    if (config) {
        external_ = new EngineProcess(this);
        external_->setBookAllowed(false);  // analysis judges the position, not the engine's book
        connect(external_, &EngineProcess::info, this, &AnalysisEngine::onExternalInfo);
        connect(external_, &EngineProcess::ready, this, [this] {
            if (current_ != 0 && externalSearch_ == 0) launch();
        });
        connect(external_, &EngineProcess::errorOccurred, this, [this](const EngineError& e) {
            if (e.code == EngineErrorCode::Garbage || e.code == EngineErrorCode::IllegalBestMove) return;
            const int id = current_;
            current_ = 0;
            externalSearch_ = 0;
            emit engineFailed(describeEngineError(e));
            if (id) emit stopped(id);
        });
        external_->start(*config);
    }
    if (running) start(fen_, moves_, pos_);
}

QString AnalysisEngine::engineName() const {
    if (!external_) return tr("Xiangqi engine");
    return external_->config().name;
}

void AnalysisEngine::setMultiPv(int lines) {
    lines = std::clamp(lines, 1, MaxMultiPv);
    if (lines == multiPv_) return;
    multiPv_ = lines;
    if (isRunning()) start(fen_, moves_, pos_);
}

int AnalysisEngine::start(const std::string& startFen, const std::vector<Move>& moves, const Position& pos) {
    const int old = current_;
    if (old) {
        if (external_) external_->cancel();
        else worker_->stopUpTo(old);
    }
    fen_ = startFen;
    moves_ = moves;
    pos_ = pos;
    current_ = ++nextId_;
    externalSearch_ = 0;
    lastBest_.reset();
    if (old) emit stopped(old);
    emit started(current_);
    launch();
    return current_;
}

void AnalysisEngine::launch() {
    if (!external_) {
        emit analyseRequested(current_, pos_, multiPv_, HandOff{});
        return;
    }
    if (external_->state() == EngineProcess::State::NotRunning) {
        // It crashed or ended since the last analysis: start it again; ready() launches the analysis, an error
        // ends it with engineFailed.
        external_->start(external_->config());
        return;
    }
    if (!external_->isReady()) return;  // ready() launches it
    external_->setMultiPv(multiPv_);
    EngineLimits limits;
    limits.infinite = true;
    externalSearch_ = external_->go(fen_, moves_, limits);
}

void AnalysisEngine::stop() {
    const int id = current_;
    if (!id) return;
    if (external_) external_->cancel();
    else worker_->stopUpTo(id);
    current_ = 0;
    externalSearch_ = 0;
    emit stopped(id);
}

void AnalysisEngine::releaseEngine() {
    stop();
    if (external_) external_->quit();
}

void AnalysisEngine::onProgress(int id, const SearchInfo& s, const HandOff& handOff) {
    handOff.received();
    if (id != current_ || external_) return;
    emit info(id, toEngineInfo(s));
}

void AnalysisEngine::onExternalInfo(int searchId, const EngineInfo& e) {
    if (current_ == 0 || searchId != externalSearch_) return;
    if (!e.hasScore || e.pv.empty()) {
        // A line of statistics only ("info time … nodes …"): the best line so far, with the new figures.
        if (!lastBest_ || e.nodes == 0) return;
        lastBest_->nodes = e.nodes;
        lastBest_->nps = e.nps;
        lastBest_->timeMs = e.timeMs;
        emit info(current_, *lastBest_);
        return;
    }
    if (e.multipv == 1) lastBest_ = e;
    emit info(current_, e);
}

}  // namespace xq::ui
