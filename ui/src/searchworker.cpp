// SearchWorker: runs the engine search on the worker thread and reports through queued signals.
#include "xiangqi/ui/searchworker.h"

#include <QElapsedTimer>
#include <QThread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "xiangqi/movegen.h"

namespace xq::ui {

void registerSearchMetaTypes() {
    qRegisterMetaType<xq::Position>();
    qRegisterMetaType<xq::Move>();
    qRegisterMetaType<xq::ui::EngineInfo>();
    qRegisterMetaType<xq::ui::EngineLimits>();
}

SearchWorker::SearchWorker(QObject* parent) : QObject(parent), searcher_(std::make_unique<EngineSearcher>(32)) {}
SearchWorker::~SearchWorker() = default;

void SearchWorker::stopUpTo(quint64 id) {
    quint64 old = stopUpTo_.load();
    while (old < id && !stopUpTo_.compare_exchange_weak(old, id)) {
    }
    stop_.store(true);
}

void SearchWorker::search(quint64 id, const xq::Position& pos, const xq::ui::EngineLimits& limits) {
    // A request cancelled before it started is answered at once so the controller never waits for it.
    stop_.store(false);
    if (stopUpTo_.load() >= id) stop_.store(true);
    QElapsedTimer sinceProgress;
    sinceProgress.start();
    EngineInfo last;
    auto onProgress = [&](const EngineInfo& info) {
        last = info;
        if (stopUpTo_.load() >= id) stop_.store(true);
        if (sinceProgress.elapsed() >= progressIntervalMs || info.depth <= 1) {
            sinceProgress.restart();
            emit progress(id, info);
        }
    };
    EngineInfo final;
    Move best;
    if (!stop_.load()) best = searcher_->search(pos, limits, stop_, onProgress, &final);
    if (final.depth == 0) final = last;
    if (!best) {
        // Stopped before the first iteration finished: any legal move is better than none.
        MoveList moves;
        generateLegal(pos, moves);
        if (!moves.empty()) best = moves[0];
    }
    emit finished(id, best, final);
}

void SearchWorker::lowerThreadPriority() {
    // The search may take a whole core for seconds; the GUI thread must always win when both want the CPU.
    QThread::currentThread()->setPriority(QThread::LowPriority);
#ifdef Q_OS_LINUX
    // Qt's priorities do nothing under Linux's default scheduler; a per-thread nice value does.
    setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 10);
#endif
}

void SearchWorker::clearHash() { searcher_->clear(); }

}  // namespace xq::ui
