// AnalysisEngine: endless analysis of one position with our engine (the shared BuiltinEngine) or an external one.
#include "xiangqi/ui/analysisengine.h"


namespace xq::ui {

// ---- the engine the window talks to ----

AnalysisEngine::AnalysisEngine(QObject* parent) : QObject(parent), builtin_(BuiltinEngine::shared()) {
    qRegisterMetaType<xq::SearchInfo>();
    connect(builtin_.get(), &BuiltinEngine::info, this, [this](quint64 request, const SearchInfo& s) {
        if (request == builtinRequest_ && current_ && !external_) emit info(current_, s);
    });
    connect(builtin_.get(), &BuiltinEngine::bestMove, this, [this](quint64 request, Move, const SearchInfo&) {
        if (request != builtinRequest_) return;
        builtinRequest_ = 0;  // it reached the maximum depth
        if (const int id = current_; id && !external_) {
            current_ = 0;
            emit stopped(id);
        }
    });
}

AnalysisEngine::~AnalysisEngine() {
    if (builtinRequest_) builtin_->cancel(builtinRequest_);
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
        else cancelBuiltin();
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
        cancelBuiltin();
        BuiltinRequest r;
        r.pos = pos_;
        r.limits.infinite = true;
        r.limits.multiPv = std::clamp(multiPv_, 1, MaxMultiPv);
        r.priority = SearchPriority::Analysis;
        r.threads = threads_;
        r.progressIntervalMs = 0;  // every line of every depth
        r.answerWhenStopped = false;
        builtinRequest_ = builtin_->go(r);
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
    SearchLimits limits;
    limits.infinite = true;
    externalSearch_ = external_->go(fen_, moves_, limits);
}

void AnalysisEngine::stop() {
    const int id = current_;
    if (!id) return;
    if (external_) external_->cancel();
    else cancelBuiltin();
    current_ = 0;
    externalSearch_ = 0;
    emit stopped(id);
}

void AnalysisEngine::releaseEngine() {
    stop();
    if (external_) external_->quit();
}

void AnalysisEngine::cancelBuiltin() {
    if (builtinRequest_) builtin_->cancel(builtinRequest_);
    builtinRequest_ = 0;
}

void AnalysisEngine::onExternalInfo(int searchId, const SearchInfo& e) {
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
    if (e.line() == 1) lastBest_ = e;
    emit info(current_, e);
}

}  // namespace xq::ui
