// What went wrong with an external engine, as data (a code, the details, what the engine said); engineErrorText
// (wording.h) tells the user.
#pragma once

#include <QMetaType>
#include <QString>

namespace xq::session {

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

}  // namespace xq::session

Q_DECLARE_METATYPE(xq::session::EngineError)
