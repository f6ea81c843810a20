// Analyses every position of a game's main line with an external engine, one after the other, asynchronously:
// the engine side of a game review (the window's review dialog and xiangqi-review both use it).
#pragma once

#include <QObject>
#include <vector>

#include "xiangqi/record.h"
#include "xiangqi/review.h"
#include "xiangqi/ui/engineprocess.h"

namespace xq::ui {

class GameAnalyser : public QObject {
    Q_OBJECT

public:
    // The engine must be started (it may still be in its handshake); it is not owned.
    explicit GameAnalyser(EngineProcess* engine, QObject* parent = nullptr);

    // Analyses the positions before each main-line move and after the last one. Positions without a legal move
    // are judged locally; a position whose bestmove the engine got wrong (illegal) stays unanalysed
    // (PositionEval::valid false) and the analysis goes on. Any other engine error ends it with failed().
    // Starting again cancels the analysis in progress.
    void analyse(const GameRecord& record, const EngineLimits& limits);
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
    void onInfo(int id, const xq::ui::EngineInfo& info);
    void onBestMove(int id, xq::Move move, xq::Move ponder);
    void onError(const xq::ui::EngineError& error);

    EngineProcess* engine_;
    GameRecord record_;
    EngineLimits limits_;
    std::vector<NodeId> line_;
    std::vector<Move> moves_;
    std::vector<PositionEval> evals_;
    std::size_t index_ = 0;
    int searchId_ = 0;
    EngineInfo last_;
    bool running_ = false;
};

}  // namespace xq::ui
