// EngineRunner: the search thread's lifetime and request ids.
#include "xiangqi/ui/enginerunner.h"

#include "xiangqi/ui/searchworker.h"

namespace xq::ui {

EngineRunner::EngineRunner(QObject* parent) : QObject(parent) {
    registerSearchMetaTypes();
    worker_ = new SearchWorker;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(&thread_, &QThread::started, worker_, &SearchWorker::lowerThreadPriority);
    connect(this, &EngineRunner::searchRequested, worker_, &SearchWorker::search, Qt::QueuedConnection);
    connect(worker_, &SearchWorker::progress, this, &EngineRunner::onProgress, Qt::QueuedConnection);
    connect(worker_, &SearchWorker::finished, this, &EngineRunner::onFinished, Qt::QueuedConnection);
    thread_.setObjectName(QStringLiteral("search"));
    thread_.start();
}

EngineRunner::~EngineRunner() {
    // Stop the search at once, then let the thread finish its event loop; the worker deletes itself.
    worker_->cancelUpTo(nextId_ + 1);
    current_ = 0;
    // Undone here rather than by the worker's QObject destructor on its thread, which would read this object (its
    // meta-object) in an order only Qt's futex-based locks keep (handoff.h); the worker ignores requests from now on.
    disconnect(this, nullptr, worker_, nullptr);
    tsanRelease(worker_);  // ~SearchWorker acquires: it runs after the quit (handoff.h)
    thread_.quit();
    thread_.wait();
    tsanAcquire(&thread_);  // ~SearchWorker released there (handoff.h)
}

quint64 EngineRunner::start(const Position& pos, const SearchLimits& limits) {
    cancel();
    current_ = ++nextId_;
    root_ = pos;
    emit busyChanged(true);
    emit searchRequested(current_, pos, limits, HandOff{});
    return current_;
}

void EngineRunner::cancel() {
    if (current_ == 0) return;
    worker_->cancelUpTo(current_);  // its answer would be dropped anyway: the thread skips it
    current_ = 0;
    emit busyChanged(false);
}

void EngineRunner::setThreads(int threads) { worker_->setThreads(threads); }
void EngineRunner::setRules(RuleSet rules) { worker_->setRules(rules); }

void EngineRunner::stopAndAnswer() {
    if (current_ != 0) worker_->stopUpTo(current_);  // the answer still arrives and is delivered
}

void EngineRunner::onProgress(quint64 id, const SearchInfo& info, const HandOff& handOff) {
    handOff.received();
    if (id != current_) return;  // from a cancelled search
    emit progress(id, info, root_);
}

void EngineRunner::onFinished(quint64 id, const Move& best, const SearchInfo& info, const HandOff& handOff) {
    handOff.received();
    if (id != current_) return;  // cancelled or superseded: never delivered
    current_ = 0;
    emit busyChanged(false);
    emit finished(id, best, info, root_);
}

}  // namespace xq::ui
