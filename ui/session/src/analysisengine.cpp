// AnalysisEngine: endless analysis of one position with whichever engine the client interface gives.
#include "xiangqi/session/analysisengine.h"
#include "xiangqi/session/wording.h"

namespace xq::session {

AnalysisEngine::AnalysisEngine(QObject* parent) : QObject(parent) {
    qRegisterMetaType<xq::SearchInfo>();
    makeEngine();
}

AnalysisEngine::~AnalysisEngine() {
    if (request_) engine_->cancel(request_);
}

void AnalysisEngine::makeEngine() {
    EngineChoice choice;
    choice.external = config_;
    choice.use = EngineUse::Analysis;
    engine_ = makeEngineClient(choice, this);
    connect(engine_.get(), &EngineClient::stateChanged, this, &AnalysisEngine::engineStateChanged);
    connect(engine_.get(), &EngineClient::info, this, &AnalysisEngine::onInfo);
    connect(engine_.get(), &EngineClient::bestMove, this, [this](quint64 request, Move, const SearchInfo&) {
        if (request != request_) return;
        request_ = 0;  // our engine reached its maximum depth
        if (const int id = current_) {
            current_ = 0;
            emit stopped(id);
        }
    });
    connect(engine_.get(), &EngineClient::failed, this, [this](quint64 request, const EngineError& e) {
        if (e.code == EngineErrorCode::Garbage || e.code == EngineErrorCode::IllegalBestMove) return;
        if (request != request_ && request != 0) return;
        const int id = current_;
        current_ = 0;
        request_ = 0;
        emit engineFailed(engineErrorText(e));
        if (id) emit stopped(id);
    });
}

void AnalysisEngine::setEngine(const std::optional<EngineConfig>& config) {
    const bool running = isRunning();
    stop();
    engine_->disconnect(this);
    engine_->quit();
    // An external engine's process ends as its client goes (quit, then kill); not from inside its own signal.
    engine_.release()->deleteLater();
    config_ = config;
    makeEngine();
    emit engineStateChanged(engine_->state());
    engine_->start();  // an external engine's handshake runs now, in the background
    if (running) start(fen_, moves_, pos_);
}

QString AnalysisEngine::engineName() const { return config_ ? config_->name : tr("Xiangqi engine"); }

void AnalysisEngine::setMultiPv(int lines) {
    lines = std::clamp(lines, 1, MaxMultiPv);
    if (lines == multiPv_) return;
    multiPv_ = lines;
    if (isRunning()) start(fen_, moves_, pos_);
}

int AnalysisEngine::start(const std::string& startFen, const std::vector<Move>& moves, const Position& pos) {
    const int old = current_;
    if (request_) engine_->cancel(request_);
    request_ = 0;
    fen_ = startFen;
    moves_ = moves;
    pos_ = pos;
    current_ = ++nextId_;
    lastBest_.reset();
    if (old) emit stopped(old);
    emit started(current_);
    launch();
    return current_;
}

void AnalysisEngine::launch() {
    EngineRequest r;
    r.startFen = fen_;
    r.moves = moves_;
    r.limits.infinite = true;
    r.limits.multiPv = multiPv_;
    r.threads = threads_;
    r.rules = rules_;
    // An external engine that crashed or ended since the last analysis is started again by this request; its
    // handshake runs first, an error ends the analysis with engineFailed.
    request_ = engine_->go(r);
}

void AnalysisEngine::stop() {
    const int id = current_;
    if (!id) return;
    if (request_) engine_->cancel(request_);
    request_ = 0;
    current_ = 0;
    emit stopped(id);
}

void AnalysisEngine::releaseEngine() {
    stop();
    engine_->quit();
}

void AnalysisEngine::onInfo(quint64 request, const SearchInfo& e) {
    if (current_ == 0 || request != request_) return;
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

}  // namespace xq::session
