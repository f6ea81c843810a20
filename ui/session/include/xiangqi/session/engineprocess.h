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
#include "xiangqi/session/metatypes.h"

class QJsonObject;
class QSettings;

namespace xq::session {

enum class EngineProtocol {
    Uci,     // ranks 0-9 (Pikafish, our xiangqi-engine)
    UciFsf,  // UCI with "UCI_Variant xiangqi" and ranks 1-10 (Fairy-Stockfish); moves converted at the boundary
    Ucci,    // UCCI (ElephantEye): ucci/ucciok, "setoption NAME VALUE", go time/depth, ranks 0-9
};
// What differs between the protocols, as data: the greeting and its answer, the ranks of moves, how options are
// written, the engine's own opening book option, how scores are written and what they are worth.
struct EngineDialect {
    EngineProtocol protocol;
    const char* hello;          // "uci" / "ucci"
    const char* helloOk;        // "uciok" / "ucciok"
    int rankBase;               // 0: ranks 0-9; 1: ranks 1-10 (Fairy-Stockfish's UCI)
    bool optionWithName;        // "setoption name N value V" (UCI) or "setoption N V" (UCCI)
    const char* variantOption;  // sent after the handshake ("UCI_Variant" = "xiangqi"), or nullptr
    const char* bookOption;     // the engine's own book: "OwnBook" (UCI) or "usebook" (UCCI)
    bool bareScores;            // "score 27" (UCCI), with mates as 10000 minus the plies to them
    bool newGameCommand;        // "ucinewgame" exists
    bool timesInSeconds;        // "go time S" unless the engine takes "usemillisec"
};
const EngineDialect& dialectOf(EngineProtocol p);

// How many of our centipawns one unit of an engine's score is worth, in percent: UCI engines use centipawns
// (100); ElephantEye's scale is about 200 for a rook where ours is 900 (450). `configured` > 0 wins; 0 means
// "known from the engine's name", 100 for an engine we do not know.
int scorePercentFor(const QString& engineName, int configured);

// "uci", "uci-fsf", "ucci"
QString protocolKey(EngineProtocol p);
std::optional<EngineProtocol> protocolFromKey(const QString& key);

// A move in the engine's coordinates (ranks 1-10 for Fairy-Stockfish), both ways. fromEngine returns Move() when
// the text is not a move on the board (legality is not checked here).
QString moveToEngine(Move m, EngineProtocol p);
Move moveFromEngine(const QString& text, EngineProtocol p);

// One setting the engine announced with an `option` line, for a settings dialog.
struct EngineOption {
    enum class Type { Spin, Check, Combo, String, Button };
    QString name;
    Type type = Type::String;
    QString defaultValue;
    qint64 min = 0, max = 0;  // spin
    QStringList choices;      // combo
    bool operator==(const EngineOption&) const = default;
};
// Parses "option name Hash type spin default 16 min 1 max 1024" (UCI) or "option Hash type spin min 1 max 1024
// default 16" (UCCI). nullopt for a line that is not a well-formed option.
std::optional<EngineOption> parseOptionLine(const QString& line);

// How to start and set up an engine; saved as JSON or in QSettings.
struct EngineConfig {
    QString name;  // shown to the user
    QString command;
    QStringList arguments;
    QString workingDirectory;  // empty = the command's folder
    EngineProtocol protocol = EngineProtocol::Uci;
    QList<QPair<QString, QString>> options;  // set after the handshake, in this order
    int scorePercent = 0;                    // our centipawns per 100 engine units; 0 = known from the name

    QJsonObject toJson() const;
    // Fails (with a sentence in *error) when the name or command is missing or the protocol unknown.
    static std::optional<EngineConfig> fromJson(const QJsonObject& json, QString* error = nullptr);
    void save(QSettings& settings) const;  // in the current group
    static std::optional<EngineConfig> load(QSettings& settings, QString* error = nullptr);
    bool operator==(const EngineConfig&) const = default;
};
// The list of configured engines under the settings key "engines" (an array of groups).
void saveEngineConfigs(QSettings& settings, const QList<EngineConfig>& engines);
QList<EngineConfig> loadEngineConfigs(QSettings& settings);

// Parses an info line for the position `pos` (whose side to move the engine's score is relative to) into the one
// info type (xiangqi/search.h): the score from Red's side, the principal variation as legal moves, a mate as the
// engine said it (UCI: moves, UCCI: plies). Scores are multiplied by scorePercent / 100 (mates are recognised
// before that). A line without a score has hasScore false.
std::optional<SearchInfo> parseInfoLine(const QString& line, const Position& pos, EngineProtocol p,
                                        int scorePercent = 100);

// The position reached from fen (empty = the standard start) by moves, with its history; nullopt when the FEN is not
// valid or a move is not legal.
std::optional<Position> positionAfter(const std::string& fen, const std::vector<Move>& moves);

enum class EngineErrorCode {
    None,
    FailedToStart,    // the program could not be run (missing, not executable)
    StartupTimeout,   // no uciok/ucciok/readyok in time
    Crashed,          // the process died from a signal or crash
    Exited,           // the process ended by itself
    IllegalBestMove,  // a bestmove that is not legal in the position; it is refused
    SearchTimeout,    // no bestmove in time, not even after "stop": the process was ended
    Garbage,          // lines the protocol does not know (reported once, otherwise ignored; not fatal)
    WriteFailed,      // the engine's input could not be written
    NoUsableAnswer,   // a review position got no score, or an illegal move: the engine (or its dialect) is wrong
};
// Why a program could not be started, as far as we can tell.
enum class EngineStartProblem { None, NotFound, NotExecutable, IsFolder, Other };
struct EngineError {
    EngineError() = default;
    EngineError(EngineErrorCode c, QString t) : code(c), text(std::move(t)) {}
    EngineErrorCode code = EngineErrorCode::None;
    QString text;  // English detail for logs ("exit code 3", "bestmove a0a5 in <FEN>")
    EngineStartProblem startProblem = EngineStartProblem::None;
    QString path;        // the program, for a start problem
    QString engineSaid;  // the engine's own last error ("info string ERROR: …"), verbatim
};
// Sentences for the user, translated through QCoreApplication::translate in the context "EngineError": what
// happened, why the program could not be started, and what the engine itself said.
QString describeEngineError(const EngineError& e);

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
    QString engineAuthor() const { return author_; }
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

Q_DECLARE_METATYPE(xq::session::EngineError)
