// The built-in engine: ONE searcher with ONE transposition table on ONE thread, shared by everything in the
// process that asks our engine for a move or a judgement — the computer opponent, hints, draw offers (through the
// game controller's BuiltinEngineClient), analysis (AnalysisEngine), a game review (GameAnalyser) and the puzzles
// (PuzzleDialog's jobs).
//
// Requests and their order. Every request has a priority: Play (the opponent's move, a hint, a draw offer),
// Background (a review's position, a puzzle's check) and Analysis (the endless analysis of F2). One request runs
// at a time, the others wait, the highest priority first and, within a priority, in the order they came:
//   - a request of a HIGHER priority than the running SEARCH preempts it: the running search is abandoned at once
//     (nothing of it is reported) and goes back to the front of its queue, so it starts again — with the table
//     still warm — once nothing of a higher priority waits: analysis pauses while the opponent thinks and resumes
//     after its move; a review's position is searched again after the hint.
//   - a job (a puzzle's move check) is never preempted: it runs to its end (seconds at most) and what came meanwhile
//     waits.
//   - a request of the same or a lower priority waits for the running one.
// Each client cancels its own requests (cancel) or asks for the answer now (stop); a client that wants only its
// newest request answered cancels the older one first (BuiltinEngineClient does).
//
// Threading: the engine object lives on the thread that made it (the GUI thread) and its signals arrive there;
// the searcher lives on the engine's QThread ("search"), which runs at a lower priority than the GUI. The
// hand-overs between the two carry HandOff (handoff.h) for ThreadSanitizer.
#pragma once

#include <QObject>
#include <QThread>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>

#include "xiangqi/search.h"
#include "xiangqi/session/handoff.h"
#include "xiangqi/session/metatypes.h"
#include "xiangqi/session/wording.h"

namespace xq::session {

enum class SearchPriority { Analysis = 0, Background = 1, Play = 2 };

// Runs on the engine thread with the shared searcher. The job may search as it likes (the searcher's options and
// thread count are its own to set; the next request sets its own again) and should watch `stop`.
using EngineJob = std::function<void(Searcher& searcher, const std::atomic<bool>& stop)>;

// One request, as a value: what the engine thread needs to run it.
struct BuiltinRequest {
    Position pos;  // with its history (repetitions)
    SearchLimits limits;
    SearchPriority priority = SearchPriority::Play;
    int threads = 1;                  // Lazy SMP threads, 1..MaxThreads
    RuleSet rules = RuleSet::Asian;   // the repetition rules the search plays by
    qint64 progressIntervalMs = 100;  // info at most this often (0: every report, each MultiPV line)
    bool answerWhenStopped = true;    // stop() before the first iteration still answers with a searched move
    // Forget the table, killers and history first (a review's first position: its judgement then does not depend
    // on what was searched before, as with a fresh engine; analysis and play refill the table quickly).
    bool clearFirst = false;
    // A job instead of a search (then pos and limits are unused). Shared so that the request stays a cheap value.
    struct Job {
        EngineJob run;
        std::mutex mutex;
        std::condition_variable cv;
        bool started = false, done = false, cancelled = false;
    };
    std::shared_ptr<Job> job;
};

class BuiltinWorker;

class BuiltinEngine : public QObject {
    Q_OBJECT
public:
    // The table of the window's engine. (The old wrappers had 32 + 32 + 16 + 8 MB between them.)
    static constexpr std::size_t DefaultHashMb = 32;

    // The process's built-in engine, made on first use (on the calling thread, which must be the GUI thread) and
    // ended with its last user. Every part of the window takes it from here, so the window has one engine.
    static std::shared_ptr<BuiltinEngine> shared();

    explicit BuiltinEngine(std::size_t hashMb = DefaultHashMb, QObject* parent = nullptr);
    ~BuiltinEngine() override;  // cancels everything, ends the thread and waits (milliseconds)

    // Queues a search; returns its id (> 0, increasing). Its info and bestMove arrive with that id.
    quint64 go(const BuiltinRequest& request);
    // Queues a job (EngineJob) at `priority`; jobDone(id) says when it ran (not when it was cancelled first).
    quint64 run(SearchPriority priority, EngineJob job);
    // An id from the same sequence for an answer a client gives without a search (a book move).
    quint64 reserveId() { return ++nextId_; }
    // Stops a search now: its best move so far arrives (a search stopped before its first iteration is completed
    // by a short one when answerWhenStopped). A waiting search is answered at once in the same way.
    void stop(quint64 id);
    // Forgets a request: nothing of it arrives any more. A job that is running is asked to stop (its `stop` flag)
    // and then waited for, so that what it reads may go away after this call.
    void cancel(quint64 id);
    // The request is waiting or running.
    bool isPending(quint64 id) const;
    bool isIdle() const { return !active_ && queue_.empty(); }
    std::size_t hashMb() const { return hashMb_; }

signals:
    void info(quint64 id, const xq::SearchInfo& info);
    // The end of a search: its move (null when the position has none) and its last info.
    void bestMove(quint64 id, xq::Move best, const xq::SearchInfo& info);
    void jobDone(quint64 id);
    void busyChanged(bool busy);

    // To the worker (queued; the HandOff last, see handoff.h).
    void runRequested(quint64 run, const xq::session::BuiltinRequest& request, const xq::session::HandOff& handOff);

private:
    struct Entry {
        quint64 id = 0;
        BuiltinRequest request;
        quint64 run = 0;       // the worker's run number while it runs (0: waiting)
        bool stopped = false;  // stop() came: answer at once
    };
    void enqueue(Entry entry, bool front);
    void dispatch();
    void onProgress(quint64 run, const SearchInfo& info, const HandOff& handOff);
    void onFinished(quint64 run, const Move& best, const SearchInfo& info, const HandOff& handOff);
    void onJobFinished(quint64 run, const HandOff& handOff);
    void endActive();

    std::size_t hashMb_;
    QThread thread_;
    BuiltinWorker* worker_ = nullptr;
    quint64 nextId_ = 0;
    quint64 nextRun_ = 0;
    std::unique_ptr<Entry> active_;
    std::deque<Entry> queue_;  // ordered: higher priority first, FIFO within one
    bool busy_ = false;
    int delivering_ = 0;  // inside one of our signals (shared()'s deleter)
};

// Runs the engine's requests on its thread; owned by BuiltinEngine. Runs arrive one at a time in increasing
// order; stopping and cancelling go "up to" a run (stopupto.h).
class BuiltinWorker : public QObject {
    Q_OBJECT
public:
    explicit BuiltinWorker(std::size_t hashMb);
    ~BuiltinWorker() override;
    void stopUpTo(quint64 run);    // thread-safe
    void cancelUpTo(quint64 run);  // thread-safe: no answer wanted
    // ThreadSanitizer's mark for "execute() has returned" (handoff.h); not an address to read or write.
    const void* executedMark() const { return &executedMark_; }
    // Runs on the worker thread after every request queued before it was delivered (and its event destroyed);
    // releases at executedMark() (~BuiltinEngine, TSan builds only).
    Q_INVOKABLE void drained();

public slots:
    void execute(quint64 run, const xq::session::BuiltinRequest& request, const xq::session::HandOff& handOff);
    void lowerThreadPriority();

signals:
    void progress(quint64 run, const xq::SearchInfo& info, const xq::session::HandOff& handOff);
    void finished(quint64 run, xq::Move best, const xq::SearchInfo& info, const xq::session::HandOff& handOff);
    void jobFinished(quint64 run, const xq::session::HandOff& handOff);

private:
    static constexpr int MinimumDepth = 3;  // a few milliseconds, and no longer a blind move
    std::unique_ptr<Searcher> searcher_;
    std::atomic<quint64> stopUpTo_{0};
    std::atomic<quint64> cancelUpTo_{0};
    std::atomic<bool> stop_{false};
    char executedMark_ = 0;
};

}  // namespace xq::session

Q_DECLARE_METATYPE(xq::session::BuiltinRequest)
