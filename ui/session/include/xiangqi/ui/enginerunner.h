// The built-in engine's thread: owns the QThread and its SearchWorker, hands out request ids, and reports only
// the answers to the request still wanted. Shared by the engine players, hints and draw offers.
#pragma once

#include <QObject>
#include <QThread>

#include "xiangqi/ui/handoff.h"
#include "xiangqi/ui/wording.h"

namespace xq::ui {

class SearchWorker;

class EngineRunner : public QObject {
    Q_OBJECT
public:
    explicit EngineRunner(QObject* parent = nullptr);
    ~EngineRunner() override;  // stops the search, quits the thread and waits

    // Starts searching pos (with its history); any search in progress is cancelled first. Returns the request id.
    quint64 start(const Position& pos, const SearchLimits& limits);
    // Forgets the request: no signal of it will arrive.
    void cancel();
    // Stops the search; its best move so far still arrives through finished().
    void stopAndAnswer();
    // Search threads from the next search on (1..MaxThreads).
    void setThreads(int threads);
    void setRules(xq::RuleSet rules);
    bool isBusy() const { return current_ != 0; }
    quint64 currentId() const { return current_; }
    const Position& root() const { return root_; }

signals:
    void progress(quint64 id, const xq::SearchInfo& info, const xq::Position& root);
    void finished(quint64 id, xq::Move best, const xq::SearchInfo& info, const xq::Position& root);
    void busyChanged(bool busy);

    // To the worker (queued; the HandOff last, see handoff.h).
    void searchRequested(quint64 id, const xq::Position& pos, const xq::SearchLimits& limits,
                         const xq::ui::HandOff& handOff);

private:
    void onProgress(quint64 id, const SearchInfo& info, const HandOff& handOff);
    void onFinished(quint64 id, const Move& best, const SearchInfo& info, const HandOff& handOff);

    QThread thread_;
    SearchWorker* worker_ = nullptr;
    quint64 nextId_ = 0;
    quint64 current_ = 0;  // 0 = none
    Position root_;
};

}  // namespace xq::ui
