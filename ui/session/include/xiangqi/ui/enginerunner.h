// The game's requests to the built-in engine (BuiltinEngine, at Play priority): hands out request ids and reports
// only the answers to the request still wanted. Shared by the engine players, hints and draw offers.
#pragma once

#include <QObject>

#include <memory>

#include "xiangqi/ui/handoff.h"
#include "xiangqi/ui/wording.h"

namespace xq::ui {

class BuiltinEngine;

class EngineRunner : public QObject {
    Q_OBJECT
public:
    // engine: the built-in engine to ask (default: the process's one, BuiltinEngine::shared()).
    explicit EngineRunner(QObject* parent = nullptr, std::shared_ptr<BuiltinEngine> engine = {});
    ~EngineRunner() override;  // cancels its search

    // Starts searching pos (with its history); any search in progress is cancelled first. Returns the request id.
    quint64 start(const Position& pos, const SearchLimits& limits);
    // Forgets the request: no signal of it will arrive.
    void cancel();
    // Stops the search; its best move so far still arrives through finished().
    void stopAndAnswer();
    // Search threads from the next search on (1..MaxThreads).
    void setThreads(int threads);
    void setRules(xq::RuleSet rules) { rules_ = rules; }
    bool isBusy() const { return current_ != 0; }
    quint64 currentId() const { return current_; }
    const Position& root() const { return root_; }
    BuiltinEngine* engine() const { return engine_.get(); }

signals:
    void progress(quint64 id, const xq::SearchInfo& info, const xq::Position& root);
    void finished(quint64 id, xq::Move best, const xq::SearchInfo& info, const xq::Position& root);
    void busyChanged(bool busy);
    // Every request as it is made (for observers such as the controller storm test; nothing else listens).
    void searchRequested(quint64 id, const xq::Position& pos, const xq::SearchLimits& limits,
                         const xq::ui::HandOff& handOff);

private:
    std::shared_ptr<BuiltinEngine> engine_;
    quint64 current_ = 0;  // 0 = none
    Position root_;
    int threads_ = 1;
    RuleSet rules_ = RuleSet::Asian;
};

}  // namespace xq::ui
