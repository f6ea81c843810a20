// EngineRunner: the game's requests to the shared built-in engine.
#include "xiangqi/ui/enginerunner.h"

#include "xiangqi/ui/builtinengine.h"

namespace xq::ui {

EngineRunner::EngineRunner(QObject* parent, std::shared_ptr<BuiltinEngine> engine)
    : QObject(parent), engine_(engine ? std::move(engine) : BuiltinEngine::shared()) {
    connect(engine_.get(), &BuiltinEngine::info, this, [this](quint64 id, const SearchInfo& info) {
        if (id == current_) emit progress(id, info, root_);
    });
    connect(engine_.get(), &BuiltinEngine::bestMove, this, [this](quint64 id, Move best, const SearchInfo& info) {
        if (id != current_) return;  // cancelled or superseded: never delivered
        current_ = 0;
        emit busyChanged(false);
        emit finished(id, best, info, root_);
    });
}

EngineRunner::~EngineRunner() {
    if (current_) engine_->cancel(current_);
}

quint64 EngineRunner::start(const Position& pos, const SearchLimits& limits) {
    cancel();
    BuiltinRequest request;
    request.pos = pos;
    request.limits = limits;
    request.priority = SearchPriority::Play;
    request.threads = threads_;
    request.rules = rules_;
    root_ = pos;
    current_ = engine_->go(request);
    emit busyChanged(true);
    emit searchRequested(current_, pos, limits, HandOff{});
    return current_;
}

void EngineRunner::cancel() {
    if (current_ == 0) return;
    engine_->cancel(current_);
    current_ = 0;
    emit busyChanged(false);
}

void EngineRunner::setThreads(int threads) { threads_ = std::clamp(threads, 1, MaxThreads); }

void EngineRunner::stopAndAnswer() {
    if (current_ != 0) engine_->stop(current_);  // the answer still arrives and is delivered
}

}  // namespace xq::ui
