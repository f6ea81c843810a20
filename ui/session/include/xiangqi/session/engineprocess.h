// An external engine in a QProcess, or over any open QIODevice (attach), (Qt Core only, no widgets): UCI with ranks 0-9
// (Pikafish, xiangqi-engine), UCI with UCI_Variant and ranks 1-10 (Fairy-Stockfish) and UCCI (ElephantEye). Everything
// is asynchronous: commands return at once, answers arrive as signals, time-outs are timers on the caller's thread.
#pragma once

#include <QList>
#include <QObject>
#include <QPair>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <optional>
#include <string>
#include <vector>

#include "xiangqi/position.h"
#include "xiangqi/search.h"
#include "xiangqi/session/engineconfig.h"
#include "xiangqi/session/enginedialect.h"
#include "xiangqi/session/engineerror.h"
#include "xiangqi/session/engineprotocol.h"
#include "xiangqi/session/metatypes.h"

namespace xq::session {

class EngineProcess : public QObject {
    Q_OBJECT

public:
    enum class State { NotRunning, Starting, Ready, Searching };
    Q_ENUM(State)

    // How every engine process is started. On Windows: without a console window of its own (CREATE_NO_WINDOW;
    // engines are console programs, and a GUI program starting one would open a console window per engine).
    static void prepareProcess(QProcess& process);

    explicit EngineProcess(QObject* parent = nullptr);
    ~EngineProcess() override;  // ends the process (quit, then kill) without waiting long

    // Time-outs in milliseconds: the handshake (default 10 s); how long a search may overrun its own limit
    // before "stop" is sent (default 5 s), and how long after "stop" before the process is killed (default 3 s);
    // searches without a time limit (depth, nodes) are timed out after searchTimeoutMs (0 = never, the default).
    void setTimeouts(int startupMs, int overrunMs, int stopGraceMs, int searchTimeoutMs = 0);

    void start(const EngineConfig& config);
    // Talks to an engine over a device that is open already (a pipe, a socket, a scripted device in a test) instead
    // of starting a program: the same handshake, dialect, searches and time-outs. The device is not owned; its
    // closing counts as the engine having ended.
    void attach(QIODevice* device, const EngineConfig& config);
    void quit();  // "quit", then kill if it does not exit within the stop grace
    State state() const { return state_; }
    bool isReady() const { return state_ == State::Ready || state_ == State::Searching; }
    // Whether the engine may answer from its own opening book (an "OwnBook"/"usebook" option, if it has one).
    // Analysis and review turn it off; play keeps the engine's (or the user's) setting.
    void setBookAllowed(bool allowed);
    int scorePercent() const { return scorePercent_; }
    const EngineConfig& config() const { return config_; }
    QString engineName() const { return name_; }
    const QList<EngineOption>& options() const { return options_; }
    const EngineOption* option(const QString& name) const;  // case-insensitive

    // Sent at once when ready (after the current search, for a running one), queued before that.
    void setOption(const QString& name, const QString& value = {});
    void setMultiPv(int lines);  // if the engine has a MultiPV option
    void newGame();

    // Searches the position reached from startFen (empty = standard start) by moves. Returns the search's id
    // (> 0), or 0 when the position is invalid. A search still running is stopped and its answer dropped.
    int go(const std::string& startFen, const std::vector<Move>& moves, const SearchLimits& limits);
    // Asks the running search for its move now (it arrives through bestMove).
    void stop();
    // Stops the running search and drops its answer.
    void cancel();
    int searchId() const { return searchId_; }
    const Position& searchPosition() const { return searchPos_; }
    qint64 processId() const { return process_ ? process_->processId() : 0; }  // 0 when not running

signals:
    void ready();                                                 // handshake done, options known
    void info(int searchId, const xq::SearchInfo& info);          // progress of a search
    void bestMove(int searchId, xq::Move move, xq::Move ponder);  // legal (checked); Move() when no move exists
    void errorOccurred(const xq::session::EngineError& error);
    void stateChanged(xq::session::EngineProcess::State state);
    void lineReceived(const QString& line);  // every line the engine wrote (a log window, tests)
    void lineSent(const QString& line);      // every line written to the engine

private:
    void setState(State s);
    void send(const QString& line);
    void fail(EngineErrorCode code, const QString& text, bool kill);
    void onReadyRead();
    void onLine(const QString& line);
    void onHandshakeDone();
    void onBestMove(const QStringList& words);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onProcessError(QProcess::ProcessError error);
    void sendOption(const QString& name, const QString& value);
    void startSearch();
    void armSearchTimer(const SearchLimits& limits);
    void onSearchTimeout();
    void onStopTimeout();
    QString goCommand(const SearchLimits& limits) const;

    QProcess* process_ = nullptr;
    QIODevice* io_ = nullptr;  // where lines go and come from: process_, or an attached device
    bool ioOpen() const;
    void prepareStart(const EngineConfig& config);
    void detachDevice();
    void onDeviceClosed();
    // The engine is gone (its process ended or its device closed): timers stopped, the pending request dropped,
    // NotRunning. True when that was asked for (quit), so nothing is to be reported.
    bool stopped();
    QTimer startupTimer_, searchTimer_, stopTimer_;
    int startupMs_ = 10000, overrunMs_ = 5000, stopGraceMs_ = 3000, searchTimeoutMs_ = 0;
    EngineConfig config_;
    State state_ = State::NotRunning;
    QString name_, author_;
    QList<EngineOption> options_;
    QList<QPair<QString, QString>> pendingOptions_;
    QByteArray buffer_;
    bool quitting_ = false;
    bool inStart_ = false;  // inside QProcess::start (which reports a failure to start at once on Windows)
    bool garbageReported_ = false;
    bool gotProtocolOk_ = false;
    bool useMillisec_ = false;  // UCCI: the engine takes times in milliseconds (usemillisec)
    int scorePercent_ = 100;
    std::optional<bool> bookAllowed_;
    QString lastEngineError_;  // the last "info string" that reads like an error
    // Search statistics that some engines send on lines of their own ("info time … nodes …"), carried into
    // the lines with scores so that nodes per second can be shown.
    quint64 lastNodes_ = 0;
    qint64 lastTimeMs_ = 0;
    // Searches: the one the engine is running, whether its answer is wanted, and one waiting to start.
    int nextId_ = 1;
    int searchId_ = 0;
    bool dropAnswer_ = false;
    Position searchPos_;
    struct Request {
        int id = 0;
        std::string fen;
        std::vector<Move> moves;
        Position pos;
        SearchLimits limits;
    };
    std::optional<Request> pending_;
};

}  // namespace xq::session

