// The one engine interface on the client side (Qt Core): our built-in engine and an engine in another process
// behind the same requests (go, stop, cancel) and the same signals (info, best move, errors as data, a state the
// window can show). "Ours or external" is decided in one place, makeEngineClient(); analysis (AnalysisEngine),
// a game review (GameAnalyser) and the computer opponent (ComputerPlayer, ours or external, and its hints) talk to
// an EngineClient only.
#pragma once

#include <QObject>
#include <array>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "xiangqi/book.h"
#include "xiangqi/search.h"
#include "xiangqi/session/engineprocess.h"

class QIODevice;

namespace xq::session {

class BuiltinEngine;

// What the engine is asked for; it decides how our engine ranks the requests (the opponent's move before a
// review's position before analysis) and whether an external engine may answer from its own book (only in play).
enum class EngineUse { Play, Review, Analysis };

// The opening book our engine plays from, and how it chooses among the book's moves.
struct BookUse {
    std::shared_ptr<const OpeningBook> book;  // null = no book
    BookVariety variety = BookVariety::Weighted;
};

// One search: a position given as a line from a start (its history counts for repetitions) and its limits.
struct EngineRequest {
    std::string startFen;     // empty = the standard start
    std::vector<Move> moves;  // from startFen to the position to search
    // limits.multiPv: the lines wanted (an external engine: its MultiPV option). limits.level (a named strength of
    // ours, xq::levels()) and limits.depth are for our engine; an external engine plays at its own strength and is
    // given the time (a movetime or the clock) only.
    SearchLimits limits;
    int threads = 1;                 // our engine's search threads; an external engine's are its own option
    bool newGame = false;            // what was searched before must not count (a review's first position)
    RuleSet rules = RuleSet::Asian;  // the repetition rules our engine searches by (an external engine: its own)
    // Our engine, in play: a move from this book while the position is in it and the game is younger than
    // bookPlies plies (Strength::bookPlies()); the answer then has info.book set and comes at once. An external
    // engine uses its own book (or none) as its owner set it.
    BookUse book;
    int bookPlies = 0;
};

class EngineClient : public QObject {
    Q_OBJECT
public:
    // Crashed: the engine ended without being asked to (the next go() starts it again: Restarting).
    enum class State { NotRunning, Starting, Ready, Thinking, Crashed, Restarting };
    Q_ENUM(State)

    using QObject::QObject;

    // Starts the engine now (an external engine's handshake runs in the background). go() starts it as well.
    virtual void start() = 0;
    // Searches; returns the request's id (> 0), or 0 when the position is not valid. A request of this client still
    // running is dropped (nothing of it arrives any more). An engine that crashed is started again first.
    virtual quint64 go(const EngineRequest& request) = 0;
    // The search's best move now; it arrives through bestMove.
    virtual void stop(quint64 id) = 0;
    // Forgets the request: nothing of it arrives any more.
    virtual void cancel(quint64 id) = 0;
    // Nothing more is wanted for now: an external engine's process ends (the next go() starts it again); our
    // engine, shared by the whole window, only drops this client's request.
    virtual void quit() = 0;
    // The engine's name for the window: an external engine's as configured, "Xiangqi engine" for ours.
    virtual QString name() const = 0;
    State state() const { return state_; }

signals:
    void info(quint64 id, const xq::SearchInfo& info);
    // The search's answer (Move() when the position has none) and its last complete info of the best line (score
    // from Red's side; hasScore false when the engine gave none).
    void bestMove(quint64 id, xq::Move move, const xq::SearchInfo& info);
    // What went wrong, as data (engineErrorText words it). `id` is the request it ended, 0 when none ended
    // (EngineErrorCode::Garbage is never fatal; a crash while idle).
    void failed(quint64 id, const xq::session::EngineError& error);
    void stateChanged(xq::session::EngineClient::State state);

protected:
    void setState(State s);

private:
    State state_ = State::NotRunning;
};

// The state in a word or two for the window ("ready", "thinking…", "crashed"), in the window's language.
QString engineStateText(EngineClient::State state);

// Which engine, and what for.
struct EngineChoice {
    std::optional<EngineConfig> external;  // nullopt: our built-in engine
    EngineUse use = EngineUse::Play;
    // Ours: the engine to ask; null = the process's one (BuiltinEngine::shared()), which the whole window shares.
    std::shared_ptr<BuiltinEngine> builtin;
    // External: talk over this open device instead of starting external->command (tests); not owned.
    QIODevice* device = nullptr;
    // External: handshake, overrun of a search's own limit, grace after "stop" (EngineProcess::setTimeouts), ms.
    std::optional<std::array<int, 3>> timeouts;
};

// The one place where "ours or external" is decided.
std::unique_ptr<EngineClient> makeEngineClient(const EngineChoice& choice, QObject* parent = nullptr);

// Our engine: requests to the shared BuiltinEngine at the priority of their use (one thread, one table).
class BuiltinEngineClient : public EngineClient {
    Q_OBJECT
public:
    BuiltinEngineClient(std::shared_ptr<BuiltinEngine> engine, EngineUse use, QObject* parent = nullptr);
    ~BuiltinEngineClient() override;  // cancels its request
    void start() override {}
    quint64 go(const EngineRequest& request) override;
    void stop(quint64 id) override;
    void cancel(quint64 id) override;
    void quit() override;
    QString name() const override;

signals:
    // Every request as it is made (for observers such as the controller storm test; nothing else listens).
    void requested(quint64 id, const xq::Position& pos, const xq::SearchLimits& limits);

private:
    std::shared_ptr<BuiltinEngine> engine_;
    EngineUse use_;
    quint64 current_ = 0;
    std::mt19937_64 bookRandom_{std::random_device{}()};
};

// An engine in another process (or over a device): EngineProcess, started again on the next request after it
// crashed or ended. Analysis and review turn its own book off.
class ExternalEngineClient : public EngineClient {
    Q_OBJECT
public:
    ExternalEngineClient(const EngineChoice& choice, QObject* parent = nullptr);
    ~ExternalEngineClient() override;
    void start() override;
    quint64 go(const EngineRequest& request) override;
    void stop(quint64 id) override;
    void cancel(quint64 id) override;
    void quit() override;
    QString name() const override { return config_.name; }
    const EngineConfig& config() const { return config_; }

private:
    void onProcessState(EngineProcess::State s);
    void onError(const EngineError& e);

    EngineConfig config_;
    QIODevice* device_;
    EngineProcess* process_;
    quint64 current_ = 0;
    SearchInfo last_;  // the current search's last complete info of its best line
    int lines_ = 1;    // MultiPV asked for (set on the engine only once more than one line was asked for)
    bool linesSet_ = false;
    bool quitAsked_ = false;
    bool crashed_ = false;
};

}  // namespace xq::session
