// SearchWorker: runs the engine search on the worker thread and reports through queued signals.
#include "xiangqi/ui/searchworker.h"

#include "xiangqi/ui/stopupto.h"

#include <QElapsedTimer>
#include <QThread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#elif defined(Q_OS_WIN)
#include <windows.h>
#elif defined(Q_OS_MACOS)
#include <pthread.h>
#include <pthread/qos.h>
#endif

namespace xq::ui {

void registerSearchMetaTypes() {
    qRegisterMetaType<xq::Position>();
    qRegisterMetaType<xq::Move>();
    qRegisterMetaType<xq::SearchInfo>();
    qRegisterMetaType<xq::SearchLimits>();
    qRegisterMetaType<xq::ui::HandOff>();
}

SearchWorker::SearchWorker(QObject* parent) : QObject(parent), searcher_(std::make_unique<Searcher>(32)) {
    searcher_->setHelperThreadStart(lowerNativeThreadPriority);
}
// Runs on the worker thread after its event loop has ended (QThread::finished -> deleteLater), which Qt orders
// after everything the owner did before QThread::quit() and before the owner's QThread::wait() returns. The
// owner (EngineRunner::~EngineRunner) releases before the quit and acquires after the wait (handoff.h), which
// also covers the queued events that are destroyed without being delivered.
SearchWorker::~SearchWorker() {
    tsanAcquire(this);
    tsanRelease(thread());
}

void SearchWorker::stopUpTo(quint64 id) {
    raiseUpTo(stopUpTo_, id);
    stop_.store(true);
}

void SearchWorker::cancelUpTo(quint64 id) {
    raiseUpTo(cancelUpTo_, id);
    stopUpTo(id);
}

void SearchWorker::search(quint64 id, const xq::Position& pos, const xq::SearchLimits& limits,
                          const xq::ui::HandOff& handOff) {
    handOff.received();
    if (cancelUpTo_.load() >= id) return;  // cancelled before it began: nobody waits for it
    if (searcher_->threads() != threads_.load()) searcher_->setThreads(threads_.load());
    if (const auto rules = static_cast<RuleSet>(rules_.load()); searcher_->options().rules != rules) {
        SearchOptions options = searcher_->options();
        options.rules = rules;
        searcher_->setOptions(options);
    }
    stop_.store(false);
    if (stopUpTo_.load() >= id) stop_.store(true);  // cancelled or "move now" before it began
    QElapsedTimer sinceProgress;
    sinceProgress.start();
    SearchInfo last;
    auto onProgress = [&](const SearchInfo& info) {
        last = info;
        if (stopUpTo_.load() >= id) stop_.store(true);
        if (sinceProgress.elapsed() >= progressIntervalMs || info.depth <= 1) {
            sinceProgress.restart();
            emit progress(id, info, HandOff{});
        }
    };
    SearchResult result;
    if (!stop_.load()) result = searcher_->search(pos, limits, stop_, onProgress);
    if (result.info.depth == 0) result.info = last;
    if (!result.bestMove && cancelUpTo_.load() >= id) return;  // cancelled: no answer is wanted
    if (!result.bestMove) {
        // Stopped before any iteration finished: a short search that nothing interrupts, never a blind move.
        SearchLimits quick;
        quick.depth = MinimumDepth;
        const std::atomic<bool> never{false};
        result = searcher_->search(pos, quick, never);
    }
    emit finished(id, result.bestMove, result.info, HandOff{});
}

void SearchWorker::lowerThreadPriority() { lowerCurrentThreadPriority(); }

void lowerCurrentThreadPriority() {
    // The search may take a whole core for seconds; the GUI thread must always win when both want the CPU.
    QThread::currentThread()->setPriority(QThread::LowPriority);
#ifdef Q_OS_LINUX
    // Qt's priorities do nothing under Linux's default scheduler; a per-thread nice value does.
    setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 10);
#elif defined(Q_OS_WIN)
    SetThreadPriority(GetCurrentThread(), THREAD_PRIORITY_BELOW_NORMAL);  // what QThread::LowPriority also sets
#endif
    // macOS: QThread::LowPriority maps to a lower pthread scheduling priority, which the scheduler honours.
}

void lowerNativeThreadPriority() {
#ifdef Q_OS_LINUX
    setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 10);  // as lowerCurrentThreadPriority
#elif defined(Q_OS_WIN)
    SetThreadPriority(GetCurrentThread(), THREAD_PRIORITY_BELOW_NORMAL);
#elif defined(Q_OS_MACOS)
    pthread_set_qos_class_self_np(QOS_CLASS_UTILITY, 0);  // below the GUI's user-interactive class
#endif
}

int defaultSearchThreads() { return std::clamp(QThread::idealThreadCount() - 1, 1, MaxThreads); }

void SearchWorker::clearHash() { searcher_->clear(); }

}  // namespace xq::ui
