// The search worker: lives on its own QThread and answers search requests with queued, typed signals.
#pragma once

#include <QObject>

#include <atomic>
#include <memory>

#include "xiangqi/ui/wording.h"

namespace xq::ui {

class SearchWorker : public QObject {
    Q_OBJECT
public:
    explicit SearchWorker(QObject* parent = nullptr);
    ~SearchWorker() override;

    // Thread-safe (called directly from the GUI thread): every search with an id up to `id` stops as soon as the
    // searcher reads the flag; a stopped search still reports its best move so far.
    void stopUpTo(quint64 id);

public slots:
    // Runs on the worker thread. Reports progress at most every progressIntervalMs, then finished. The move
    // reported is always a searched one: a search stopped before its first iteration (or before it began) is
    // completed by a short search to MinimumDepth that the stop does not interrupt.
    void search(quint64 id, const xq::Position& pos, const xq::SearchLimits& limits);
    void clearHash();
    // Runs on the worker thread once it starts.
    void lowerThreadPriority();

signals:
    void progress(quint64 id, const xq::SearchInfo& info);
    void finished(quint64 id, xq::Move best, const xq::SearchInfo& info);

private:
    static constexpr qint64 progressIntervalMs = 100;
    static constexpr int MinimumDepth = 3;  // a few milliseconds, and no longer a blind move
    std::unique_ptr<Searcher> searcher_;
    std::atomic<quint64> stopUpTo_{0};
    std::atomic<bool> stop_{false};
};

// Lowers the priority of the calling thread below the GUI thread's (a per-thread nice value on Linux, the thread
// priority on Windows and macOS): for threads that search.
void lowerCurrentThreadPriority();

// Registers the metatypes the queued connections carry; call once before connecting.
void registerSearchMetaTypes();

}  // namespace xq::ui
