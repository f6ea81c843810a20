// The search worker: lives on its own QThread and answers search requests with queued, typed signals.
#pragma once

#include <QObject>

#include <algorithm>
#include <atomic>
#include <memory>

#include "xiangqi/ui/handoff.h"
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
    // Thread-safe: like stopUpTo, and nobody wants the answers: a search with an id up to `id` that has not begun is
    // skipped, one that is running stops without the short search that completes a stopped one, and neither
    // reports finished. A storm of cancelled requests then costs the thread nothing.
    void cancelUpTo(quint64 id);
    // Thread-safe: search threads (Lazy SMP) from the next search on, clamped to 1..MaxThreads.
    void setThreads(int threads) { threads_.store(std::clamp(threads, 1, MaxThreads)); }
    // The repetition rules the search plays by (the game's, so that it neither chases into a loss nor misses a draw).
    void setRules(xq::RuleSet rules) { rules_.store(int(rules)); }

public slots:
    // Runs on the worker thread. Reports progress at most every progressIntervalMs, then finished. The move
    // reported is always a searched one: a search stopped before its first iteration (or before it began) is
    // completed by a short search to MinimumDepth that the stop does not interrupt. (handOff: see handoff.h.)
    void search(quint64 id, const xq::Position& pos, const xq::SearchLimits& limits, const xq::ui::HandOff& handOff);
    void clearHash();
    // Runs on the worker thread once it starts.
    void lowerThreadPriority();

signals:
    // Queued to the GUI thread; the HandOff is the last argument (handoff.h).
    void progress(quint64 id, const xq::SearchInfo& info, const xq::ui::HandOff& handOff);
    void finished(quint64 id, xq::Move best, const xq::SearchInfo& info, const xq::ui::HandOff& handOff);

private:
    static constexpr qint64 progressIntervalMs = 100;
    static constexpr int MinimumDepth = 3;  // a few milliseconds, and no longer a blind move
    std::unique_ptr<Searcher> searcher_;
    std::atomic<quint64> stopUpTo_{0};
    std::atomic<quint64> cancelUpTo_{0};
    std::atomic<bool> stop_{false};
    std::atomic<int> threads_{1};
    std::atomic<int> rules_{int(xq::RuleSet::Asian)};
};

// Lowers the priority of the calling thread below the GUI thread's (a per-thread nice value on Linux, the thread
// priority on Windows and macOS): for threads that search.
void lowerCurrentThreadPriority();
// The same for a thread Qt does not know (the search's helper threads): only the operating system's call.
void lowerNativeThreadPriority();
// What the game offers by default: every core but one for the search, at least one thread.
int defaultSearchThreads();

// Registers the metatypes the queued connections carry; call once before connecting.
void registerSearchMetaTypes();

}  // namespace xq::ui
