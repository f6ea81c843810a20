// Analyses every position of a game's main line, one after the other, asynchronously, with any engine behind the
// one client interface (EngineClient: ours at Review priority, the opponent's move and hints go first, or an
// external one): the engine side of a game review (the window's review dialog and xiangqi-review both use it).
#pragma once

#include <QObject>
#include <vector>

#include "xiangqi/record.h"
#include "xiangqi/review.h"
#include "xiangqi/session/engineclient.h"

namespace xq::session {

class GameAnalyser : public QObject {
    Q_OBJECT

public:
    // The engine (made by makeEngineClient for EngineUse::Review) is not owned; an external one may still be in its
    // handshake, or not started yet.
    explicit GameAnalyser(EngineClient* engine, QObject* parent = nullptr);
    ~GameAnalyser() override;  // cancels

    // Analyses the positions before each main-line move and after the last one. Positions without a legal move
    // are judged locally. An engine answer without a score, or with a move that is not legal, ends the analysis
    // with failed(NoUsableAnswer), as does any other engine error: a review never rests on answers it cannot use.
    // Limits without depth, time or nodes mean depth 10 (a review is never endless).
    // Starting again cancels the analysis in progress.
    void analyse(const GameRecord& record, const SearchLimits& limits);
    void cancel();
    bool isRunning() const { return running_; }
    const std::vector<NodeId>& line() const { return line_; }
    const std::vector<PositionEval>& evals() const { return evals_; }

signals:
    void progress(int done, int total);
    void finished();  // evals() holds one entry per position
    void failed(const xq::session::EngineError& error);

private:
    void next();
    void onBestMove(quint64 id, xq::Move move, const xq::SearchInfo& info);
    void onFailed(quint64 id, const xq::session::EngineError& error);
    void fail(const EngineError& error);

    EngineClient* engine_;
    GameRecord record_;
    SearchLimits limits_;
    std::vector<NodeId> line_;
    std::vector<Move> moves_;
    std::vector<PositionEval> evals_;
    std::size_t index_ = 0;
    quint64 request_ = 0;  // the position being searched, 0 = none
    bool asked_ = false;   // a position of this run has been asked for
    bool running_ = false;
};

}  // namespace xq::session

Q_DECLARE_METATYPE(xq::PositionEval)
