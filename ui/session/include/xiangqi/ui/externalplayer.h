// An external engine (UCI, UCI Fairy-Stockfish or UCCI, through the engine client interface) as a player behind the
// Player interface. Whatever goes wrong (the program does not start, answers an illegal move, crashes, exits or
// hangs) is reported in words through problem(), and our own engine plays that move instead, so the game goes on and
// never receives an illegal move. The next turn tries the external engine again (restarting it if it died), up to
// MaxRestarts times in a row.
#pragma once

#include <QPointer>
#include <memory>
#include <optional>

#include "xiangqi/ui/engineclient.h"
#include "xiangqi/ui/player.h"

namespace xq::ui {

class EngineRunner;

class ExternalEnginePlayer : public Player {
    Q_OBJECT
public:
    static constexpr int MaxRestarts = 3;

    // choice.external is the engine (its client is made by makeEngineClient, for play); fallbackRunner searches for
    // our engine when the external one fails (at `fallback` strength).
    ExternalEnginePlayer(const EngineChoice& choice, EngineRunner* fallbackRunner, const Strength& fallback,
                         QObject* parent = nullptr);
    ~ExternalEnginePlayer() override;

    bool isHuman() const override { return false; }
    void startTurn(const Position& pos) override;
    void cancelTurn() override;
    void moveNow() override;
    bool isThinking() const override { return thinking_; }

    const EngineConfig& config() const { return config_; }
    EngineClient* engine() const { return engine_.get(); }
    // Time per move without a clock (milliseconds; default 1000).
    void setMovetime(qint64 ms) { movetimeMs_ = ms > 0 ? ms : 1000; }
    qint64 movetime() const { return movetimeMs_; }
    // How many of this game's moves our engine played instead.
    int fallbackMoves() const { return fallbackMoves_; }
    // The player chose to go on with our engine: the external one is not tried again in this game (and its
    // process is ended).
    void setBuiltInOnly(bool on);
    bool isBuiltInOnly() const { return builtInOnly_; }

    // A hint from this engine for pos (it must not be thinking about its own move); hintReady follows.
    bool hint(const Position& pos, qint64 ms);

    // The start position and moves that lead to pos, from its history (for "position fen … moves …").
    static void lineOf(const Position& pos, std::string* startFen, std::vector<Move>* moves);

signals:
    // A sentence for the status bar: what went wrong and that our engine plays this move instead.
    void problem(const QString& text);
    void hintReady(xq::Move m);

private:
    bool mayStart();
    void onError(quint64 id, const EngineError& e);
    void onBestMove(quint64 id, Move m);
    void useFallback();
    void finishTurn(Move m);

    EngineConfig config_;
    std::unique_ptr<EngineClient> engine_;
    EnginePlayer* fallback_;
    qint64 movetimeMs_ = 1000;
    Position turnPos_;
    quint64 searchId_ = 0;
    quint64 hintId_ = 0;
    Position hintPos_;
    bool thinking_ = false;
    bool usingFallback_ = false;
    int restarts_ = 0;
    int fallbackMoves_ = 0;
    bool builtInOnly_ = false;
};

}  // namespace xq::ui
