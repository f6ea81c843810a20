// Analysis mode's engine: analyses one position without end with any engine behind the one client interface
// (EngineClient, EngineUse::Analysis: ours pauses while the opponent thinks and resumes after; an external engine
// runs "go infinite"), and reports every line (MultiPV) as a SearchInfo with the score from Red's side. Each analysis
// has an id; a new one stops the old one at once, and nothing of an old id is reported after the new one started.
#pragma once

#include <QObject>
#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "xiangqi/search.h"
#include "xiangqi/session/engineclient.h"

namespace xq::session {

class AnalysisEngine : public QObject {
    Q_OBJECT
public:
    explicit AnalysisEngine(QObject* parent = nullptr);
    ~AnalysisEngine() override;  // stops the search

    // Which engine analyses: our own (nullopt, the default) or an external one, started now (its handshake runs in
    // the background; the analysis starts when it is ready). A running analysis restarts with the new engine.
    // An external engine that crashed or ended is started again by the next analysis (its book is off).
    void setEngine(const std::optional<EngineConfig>& config);
    bool usesExternalEngine() const { return config_.has_value(); }
    EngineClient* engine() const { return engine_.get(); }
    QString engineName() const;

    // Lines to report, 1..MaxMultiPv; a running analysis restarts with the new count.
    void setMultiPv(int lines);
    int multiPv() const { return multiPv_; }
    // Threads of our own engine (Lazy SMP), from the next analysis on.
    void setThreads(int threads) { threads_ = std::clamp(threads, 1, MaxThreads); }
    // The repetition rules our engine judges by (the game's [Rules]), from the next analysis on.
    void setRules(RuleSet rules) { rules_ = rules; }

    // Analyses the position reached from startFen (empty = standard start) by moves; pos is that position with its
    // history. Returns the analysis id (> 0).
    int start(const std::string& startFen, const std::vector<Move>& moves, const Position& pos);
    void stop();
    // Stops and ends the external engine's process (analysis mode is off: no idle engine stays running); the
    // next start() runs it again.
    void releaseEngine();
    bool isRunning() const { return current_ != 0; }
    int currentId() const { return current_; }
    const Position& position() const { return pos_; }

signals:
    void started(int id);
    // One line of the analysis `id` (info.multipv says which, 1 = the best).
    void info(int id, const xq::SearchInfo& info);
    void stopped(int id);  // the analysis `id` was stopped or ended
    void engineFailed(const QString& text);
    // The state of the engine that analyses (also when another engine is chosen: the new one's).
    void engineStateChanged(xq::session::EngineClient::State state);

private:
    void onInfo(quint64 request, const SearchInfo& info);
    void launch();
    void makeEngine();

    std::optional<EngineConfig> config_;  // nullopt: ours
    std::unique_ptr<EngineClient> engine_;
    quint64 request_ = 0;  // the running request, 0 = none
    int threads_ = 1;
    RuleSet rules_ = RuleSet::Asian;
    std::optional<SearchInfo> lastBest_;  // the latest first line, for statistics-only lines
    int nextId_ = 0;
    int current_ = 0;  // 0 = none
    int multiPv_ = 1;
    std::string fen_;
    std::vector<Move> moves_;
    Position pos_;
};

}  // namespace xq::session
