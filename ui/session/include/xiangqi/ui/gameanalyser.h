// Analyses every position of a game's main line, one after the other, asynchronously, with an external engine or
// with our own engine (the shared BuiltinEngine, at Background priority: the opponent's move and hints go first):
// the engine side of a game review (the window's review dialog and xiangqi-review both use it).
#pragma once

#include <QObject>
#include <memory>
#include <vector>

#include "xiangqi/record.h"
#include "xiangqi/review.h"
#include "xiangqi/ui/builtinengine.h"
#include "xiangqi/ui/engineprocess.h"

namespace xq::ui {

class GameAnalyser : public QObject {
    Q_OBJECT

public:
    // The engine must be started (it may still be in its handshake); it is not owned. Without an engine (nullptr)
    // our own engine analyses: `builtin`, or by default the process's one (BuiltinEngine::shared()); signals
    // arrive on this object's thread either way.
    explicit GameAnalyser(EngineProcess* engine, QObject* parent = nullptr, std::shared_ptr<BuiltinEngine> builtin = {});
    ~GameAnalyser() override;  // cancels

    // Analyses the positions before each main-line move and after the last one. Positions without a legal move
    // are judged locally. An engine answer without a score, or with a move that is not legal, ends the analysis
    // with failed(NoUsableAnswer), as does any other engine error: a review never rests on answers it cannot use.
    // The engine's own book is turned off.
    // Starting again cancels the analysis in progress.
    void analyse(const GameRecord& record, const SearchLimits& limits);
    void cancel();
    bool isRunning() const { return running_; }
    const std::vector<NodeId>& line() const { return line_; }
    const std::vector<PositionEval>& evals() const { return evals_; }

signals:
    void progress(int done, int total);
    void finished();  // evals() holds one entry per position
    void failed(const xq::ui::EngineError& error);

private:
    void next();
    void onInfo(int id, const xq::SearchInfo& info);
    void onBestMove(int id, xq::Move move, xq::Move ponder);
    void onError(const xq::ui::EngineError& error);
    void nextLocal();
    void onLocalResult(quint64 request, Move best, const SearchInfo& info);

    EngineProcess* engine_;
    GameRecord record_;
    SearchLimits limits_;
    std::vector<NodeId> line_;
    std::vector<Move> moves_;
    std::vector<PositionEval> evals_;
    std::size_t index_ = 0;
    int searchId_ = 0;
    SearchInfo last_;
    bool running_ = false;
    // In-process analysis: the built-in engine, its search limits and the request running.
    std::shared_ptr<BuiltinEngine> builtin_;
    SearchLimits localLimits_;
    quint64 localRequest_ = 0;
    bool localStarted_ = false;  // a position of this run has been asked for
};

}  // namespace xq::ui

Q_DECLARE_METATYPE(xq::PositionEval)
