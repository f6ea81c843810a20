// BuiltinEngine: the one searcher and table of the process, its queue of requests and its thread.
#include "xiangqi/session/builtinengine.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include "xiangqi/session/searchthreads.h"
#include "xiangqi/session/stopupto.h"

namespace xq::session {

namespace {
std::weak_ptr<BuiltinEngine>& sharedEngine() {
    static std::weak_ptr<BuiltinEngine> engine;
    return engine;
}
}  // namespace

std::shared_ptr<BuiltinEngine> BuiltinEngine::shared() {
    std::weak_ptr<BuiltinEngine>& slot = sharedEngine();
    if (auto engine = slot.lock()) return engine;
    // The last user may let go while one of the engine's own signals is being delivered (a dialog closed from a
    // handler): then the engine goes after the delivery.
    std::shared_ptr<BuiltinEngine> engine(new BuiltinEngine, [](BuiltinEngine* e) {
        if (e->delivering_ > 0) e->deleteLater();
        else delete e;
    });
    slot = engine;
    return engine;
}

BuiltinEngine::BuiltinEngine(std::size_t hashMb, QObject* parent) : QObject(parent), hashMb_(hashMb) {
    registerSearchMetaTypes();
    qRegisterMetaType<xq::session::BuiltinRequest>();
    worker_ = new BuiltinWorker(hashMb);
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(&thread_, &QThread::started, worker_, &BuiltinWorker::lowerThreadPriority);
    connect(this, &BuiltinEngine::runRequested, worker_, &BuiltinWorker::execute, Qt::QueuedConnection);
    connect(worker_, &BuiltinWorker::progress, this, &BuiltinEngine::onProgress, Qt::QueuedConnection);
    connect(worker_, &BuiltinWorker::finished, this, &BuiltinEngine::onFinished, Qt::QueuedConnection);
    connect(worker_, &BuiltinWorker::jobFinished, this, &BuiltinEngine::onJobFinished, Qt::QueuedConnection);
    thread_.setObjectName(QStringLiteral("search"));
    thread_.start();
}

BuiltinEngine::~BuiltinEngine() {
    // A running job may read what its owner holds: it is stopped and waited for like any cancelled job.
    if (active_) cancel(active_->id);
    for (Entry& e : queue_)
        if (e.request.job) {
            const std::lock_guard lock(e.request.job->mutex);
            e.request.job->cancelled = true;
        }
    queue_.clear();
    worker_->cancelUpTo(nextRun_ + 1);
    // Undone here rather than by the worker's QObject destructor on its thread (see EngineRunner's history in
    // handoff.h): the worker ignores requests from now on. When this drops the last reference to the connection's
    // slot object, every queued request has been delivered and execute() has returned from each (Qt holds a
    // reference per queued event); the acquire pairs with the release execute() makes as it returns, so TSan sees
    // the search thread's calls through the slot object end before the slot object is deleted here.
#ifdef XQ_TSAN_HANDOFF
    // The acquire must come after the search thread's last use of the slot object, and a queued request may still
    // be on its way (delivered, and its event dropping its reference, after an acquire made now). A blocking call
    // queued behind every request runs only when they all have been delivered and their events destroyed; its
    // release then covers them. Qt orders this itself (atomic reference counts); only TSan needs to be told.
    QMetaObject::invokeMethod(worker_, "drained", Qt::BlockingQueuedConnection);
#endif
    tsanAcquire(worker_->executedMark());
    disconnect(this, nullptr, worker_, nullptr);
    tsanRelease(worker_);  // ~BuiltinWorker acquires: it runs after the quit (handoff.h)
    thread_.quit();
    thread_.wait();
    tsanAcquire(&thread_);  // ~BuiltinWorker released there (handoff.h)
}

quint64 BuiltinEngine::go(const BuiltinRequest& request) {
    Entry e;
    e.id = ++nextId_;
    e.request = request;
    e.request.job.reset();
    e.request.threads = std::clamp(request.threads, 1, MaxThreads);
    e.request.limits.multiPv = std::clamp(request.limits.multiPv, 1, MaxMultiPv);
    enqueue(std::move(e), false);
    dispatch();
    return nextId_;
}

quint64 BuiltinEngine::run(SearchPriority priority, EngineJob job) {
    Entry e;
    e.id = ++nextId_;
    e.request.priority = priority;
    e.request.job = std::make_shared<BuiltinRequest::Job>();
    e.request.job->run = std::move(job);
    enqueue(std::move(e), false);
    dispatch();
    return nextId_;
}

void BuiltinEngine::enqueue(Entry entry, bool front) {
    const int p = int(entry.request.priority);
    auto at = queue_.begin();
    // Higher priorities first; at the back of its own priority, or at its front (a preempted search resumes first).
    while (at != queue_.end() && (front ? int(at->request.priority) > p : int(at->request.priority) >= p)) ++at;
    queue_.insert(at, std::move(entry));
}

void BuiltinEngine::dispatch() {
    if (active_) {
        // Preemption: only a search, and only by a strictly higher priority.
        if (queue_.empty() || active_->request.job || queue_.front().request.priority <= active_->request.priority)
            return;
        worker_->cancelUpTo(active_->run);  // nothing of it is reported; it starts again later
        Entry resumed = std::move(*active_);
        active_.reset();
        resumed.run = 0;
        enqueue(std::move(resumed), true);
    }
    if (queue_.empty()) {
        if (busy_) emit busyChanged(busy_ = false);
        return;
    }
    active_ = std::make_unique<Entry>(std::move(queue_.front()));
    queue_.pop_front();
    active_->run = ++nextRun_;
    if (active_->stopped) worker_->stopUpTo(active_->run);
    if (!busy_) emit busyChanged(busy_ = true);
    emit runRequested(active_->run, active_->request, HandOff{});
}

void BuiltinEngine::stop(quint64 id) {
    if (active_ && active_->id == id) {
        if (!active_->request.job) worker_->stopUpTo(active_->run);
        return;
    }
    for (Entry& e : queue_)
        if (e.id == id) e.stopped = true;
}

void BuiltinEngine::cancel(quint64 id) {
    if (active_ && active_->id == id) {
        if (const auto& job = active_->request.job) {
            bool started = false;
            {
                const std::lock_guard lock(job->mutex);
                job->cancelled = true;
                started = job->started;
            }
            worker_->cancelUpTo(active_->run);  // its stop flag
            if (started) {
                std::unique_lock lock(job->mutex);
                job->cv.wait(lock, [&] { return job->done; });
            }
        } else {
            worker_->cancelUpTo(active_->run);
        }
        active_.reset();
        dispatch();
        return;
    }
    for (auto it = queue_.begin(); it != queue_.end(); ++it) {
        if (it->id != id) continue;
        queue_.erase(it);
        break;
    }
    if (!active_ && queue_.empty() && busy_) emit busyChanged(busy_ = false);
}

bool BuiltinEngine::isPending(quint64 id) const {
    if (active_ && active_->id == id) return true;
    return std::any_of(queue_.begin(), queue_.end(), [id](const Entry& e) { return e.id == id; });
}

void BuiltinEngine::onProgress(quint64 run, const SearchInfo& info, const HandOff& handOff) {
    handOff.received();
    if (!active_ || active_->run != run) return;  // cancelled or preempted
    ++delivering_;
    emit this->info(active_->id, info);
    --delivering_;
}

void BuiltinEngine::onFinished(quint64 run, const Move& best, const SearchInfo& info, const HandOff& handOff) {
    handOff.received();
    if (!active_ || active_->run != run) return;
    const quint64 id = active_->id;
    active_.reset();
    // The answer first (its receiver may ask for the next search at once), then the next in the queue.
    ++delivering_;
    emit bestMove(id, best, info);
    --delivering_;
    dispatch();
}

void BuiltinEngine::onJobFinished(quint64 run, const HandOff& handOff) {
    handOff.received();
    if (!active_ || active_->run != run) return;
    const quint64 id = active_->id;
    active_.reset();
    ++delivering_;
    emit jobDone(id);
    --delivering_;
    dispatch();
}

// ---- the engine thread ----

BuiltinWorker::BuiltinWorker(std::size_t hashMb) : searcher_(std::make_unique<Searcher>(hashMb)) {
    searcher_->setHelperThreadStart(lowerNativeThreadPriority);
}

// Runs on the worker thread after its event loop has ended; the owner releases before QThread::quit() and
// acquires after QThread::wait() (handoff.h).
BuiltinWorker::~BuiltinWorker() {
    tsanAcquire(this);
    tsanRelease(thread());
}

void BuiltinWorker::stopUpTo(quint64 run) {
    raiseUpTo(stopUpTo_, run);
    stop_.store(true);
}

void BuiltinWorker::cancelUpTo(quint64 run) {
    raiseUpTo(cancelUpTo_, run);
    stopUpTo(run);
}

void BuiltinWorker::lowerThreadPriority() { lowerCurrentThreadPriority(); }

void BuiltinWorker::drained() { tsanRelease(executedMark()); }

void BuiltinWorker::execute(quint64 run, const xq::session::BuiltinRequest& request,
                            const xq::session::HandOff& handOff) {
    handOff.received();
    // On every way out, including the early ones of a cancelled run that emit nothing (~BuiltinEngine acquires).
    struct ReleaseOnReturn {
        const void* mark;
        ~ReleaseOnReturn() { tsanRelease(mark); }
    } const releaseOnReturn{executedMark()};
    if (cancelUpTo_.load() >= run) return;  // cancelled or preempted before it began
    stop_.store(false);
    if (const auto& job = request.job) {
        {
            const std::lock_guard lock(job->mutex);
            if (job->cancelled) return;
            job->started = true;
        }
        if (stopUpTo_.load() >= run) stop_.store(true);
        job->run(*searcher_, stop_);
        {
            const std::lock_guard lock(job->mutex);
            job->done = true;
        }
        job->cv.notify_all();
        emit jobFinished(run, HandOff{});
        return;
    }
    if (searcher_->threads() != request.threads) searcher_->setThreads(request.threads);
    if (searcher_->options().rules != request.rules) {
        SearchOptions options = searcher_->options();
        options.rules = request.rules;
        searcher_->setOptions(options);
    }
    if (request.clearFirst) searcher_->clear();
    if (stopUpTo_.load() >= run) stop_.store(true);  // cancelled or "move now" before it began
    QElapsedTimer sinceProgress;
    sinceProgress.start();
    SearchInfo last;
    auto onProgress = [&](const SearchInfo& info) {
        last = info;
        if (stopUpTo_.load() >= run) stop_.store(true);
        if (cancelUpTo_.load() >= run) return;
        if (request.progressIntervalMs == 0 || sinceProgress.elapsed() >= request.progressIntervalMs ||
            info.depth <= 1) {
            sinceProgress.restart();
            emit progress(run, info, HandOff{});
        }
    };
    SearchResult result;
    if (!stop_.load()) result = searcher_->search(request.pos, request.limits, stop_, onProgress);
    if (cancelUpTo_.load() >= run) return;  // nobody wants the answer
    if (result.info.depth == 0) result.info = last;
    if (!result.bestMove && request.answerWhenStopped) {
        // Stopped before any iteration finished: a short search that nothing interrupts, never a blind move.
        SearchLimits quick;
        quick.depth = MinimumDepth;
        const std::atomic<bool> never{false};
        result = searcher_->search(request.pos, quick, never);
    }
    emit finished(run, result.bestMove, result.info, HandOff{});
}

}  // namespace xq::session
