// xiangqi-soak: plays many fast games of the engine against itself, or against an external UCI engine
// (Fairy-Stockfish), from varied openings (random first plies) and checks at every ply that
//   - the move played is in the generated legal list (the external engine's moves too: a move our
//     generator does not list, or "no move" where it lists some, is a fault),
//   - make/undo round-trips the FEN and the hash, and the incremental hash equals a recount,
//   - the incremental evaluation (evaluationDelta) equals a recount (pieceSquareTotal),
//   - the referee's ruling (adjudicate) agrees with a deliberately simple independent re-check
//     built from the game's move list: no legal move (own attack test), insufficient material,
//     third occurrence of a position (FEN strings since the last capture), 120 plies;
//   - in games against the external engine, a game that ends with no legal move is shown to that
//     engine too, which must agree that there is none (a second, independent move generator).
// Prints the games, plies, results and faults; exits 1 if any check failed, 77 when --opponent auto
// finds no fairy-stockfish (CTest counts that as skipped).
//
//   xiangqi-soak [--games N] [--nodes N | --depth N] [--seed S] [--max-plies N] [--quiet]
//                [--opponent auto|COMMAND [--protocol uci|uci-fsf] [--opponent-nodes N]]
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#include "xiangqi/evaluate.h"
#include "xiangqi/movegen.h"
#include "xiangqi/position.h"
#include "xiangqi/rules.h"
#include "xiangqi/search.h"
#include "xiangqi/session/engineprocess.h"
#include "xiangqi/session/wording.h"

using namespace xq;

namespace {

// ---- The independent re-check: plain loops over the board, no attack tables, no hashes ----

Piece at(const Position& pos, int file, int rank) {
    return isOnBoard(file, rank) ? pos.pieceAt(makeSquare(file, rank)) : NoPiece;
}

// Pieces strictly between two squares on one file or rank.
int piecesBetween(const Position& pos, Square a, Square b) {
    const int df = (fileOf(b) > fileOf(a)) - (fileOf(b) < fileOf(a));
    const int dr = (rankOf(b) > rankOf(a)) - (rankOf(b) < rankOf(a));
    int n = 0;
    for (int f = fileOf(a) + df, r = rankOf(a) + dr; f != fileOf(b) || r != rankOf(b); f += df, r += dr)
        n += at(pos, f, r) != NoPiece;
    return n;
}

// Can a piece of colour `by` capture on square target (or do the generals face each other)?
bool simpleAttacked(const Position& pos, Square target, Color by) {
    const int tf = fileOf(target), tr = rankOf(target);
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.pieceAt(s);
        if (p == NoPiece || colorOf(p) != by || s == target) continue;
        const int f = fileOf(s), r = rankOf(s), df = tf - f, dr = tr - r;
        const bool line = df == 0 || dr == 0;
        switch (typeOf(p)) {
        case Rook:
            if (line && piecesBetween(pos, s, target) == 0) return true;
            break;
        case Cannon:
            if (line && piecesBetween(pos, s, target) == 1) return true;
            break;
        case King:  // facing generals
            if (df == 0 && piecesBetween(pos, s, target) == 0 && typeOf(pos.pieceAt(target)) == King) return true;
            break;
        case Horse:
            if ((std::abs(df) == 1 && std::abs(dr) == 2) || (std::abs(df) == 2 && std::abs(dr) == 1)) {
                const int legF = f + (std::abs(df) == 2 ? df / 2 : 0), legR = r + (std::abs(dr) == 2 ? dr / 2 : 0);
                if (at(pos, legF, legR) == NoPiece) return true;
            }
            break;
        case Pawn: {
            const int forward = by == Color::Red ? 1 : -1;
            if (df == 0 && dr == forward) return true;
            if (dr == 0 && std::abs(df) == 1 && hasCrossedRiver(by, s)) return true;
            break;
        }
        default: break;  // advisors and elephants never reach the other general
        }
    }
    return false;
}

bool simpleInCheck(const Position& pos, Color c) { return simpleAttacked(pos, pos.kingSquare(c), ~c); }

// Does the side to move have a move (pseudo-legal, and its general safe by the simple test)?
bool simpleHasMove(const Position& pos) {
    MoveList list;
    generatePseudoLegal(pos, list);
    const Color us = pos.sideToMove();
    for (Move m : list) {
        if (typeOf(pos.pieceAt(m.to())) == King) continue;
        Position next = pos;
        next.makeMove(m);
        if (!simpleInCheck(next, us)) return true;
    }
    return false;
}

// The FEN without the counters: board and side to move.
std::string placement(const Position& pos) {
    const std::string fen = pos.fen();
    return fen.substr(0, fen.find(" - "));
}

int pieceTotal(const Position& pos) {
    int n = 0;
    for (Square s = 0; s < SquareCount; ++s) n += pos.pieceAt(s) != NoPiece;
    return n;
}

struct Recheck {
    bool noMove = false, inCheck = false, insufficient = false;
    int occurrences = 1;   // of the current position since the last capture
    int sinceCapture = 0;  // plies
};

// Replays the game from the start and judges its last position.
Recheck recheck(const std::vector<Move>& moves) {
    Position pos;
    std::vector<std::string> seen{placement(pos)};
    int lastCapture = 0;  // index into seen of the first position after the last capture
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const int before = pieceTotal(pos);
        pos.makeMove(moves[i]);
        seen.push_back(placement(pos));
        if (pieceTotal(pos) < before) lastCapture = static_cast<int>(i + 1);
    }
    Recheck r;
    r.noMove = !simpleHasMove(pos);
    r.inCheck = simpleInCheck(pos, pos.sideToMove());
    bool crossers = false;
    for (Square s = 0; s < SquareCount; ++s) {
        const PieceType t = typeOf(pos.pieceAt(s));
        if (pos.pieceAt(s) != NoPiece && (t == Rook || t == Horse || t == Cannon || t == Pawn)) crossers = true;
    }
    r.insufficient = !crossers;
    r.occurrences = 0;
    for (std::size_t i = static_cast<std::size_t>(lastCapture); i < seen.size(); ++i)
        r.occurrences += seen[i] == seen.back();
    r.sinceCapture = static_cast<int>(seen.size()) - 1 - lastCapture;
    return r;
}

// Does the referee's verdict agree with the re-check? Empty string if so, else what differs.
std::string compare(const Verdict& v, const Recheck& r, const Position& pos) {
    const GameResult moverLoses = pos.sideToMove() == Color::Red ? GameResult::BlackWins : GameResult::RedWins;
    if (r.noMove) {
        const EndReason want = r.inCheck ? EndReason::Checkmate : EndReason::Stalemate;
        if (v.reason != want || v.result != moverLoses) return "no legal move, referee says " + v.description;
        return {};
    }
    if (r.insufficient) {
        if (v.reason != EndReason::InsufficientMaterial) return "insufficient material, referee says " + v.description;
        return {};
    }
    if (r.occurrences >= 3) {
        const bool repetition = v.reason == EndReason::Repetition || v.reason == EndReason::PerpetualCheck ||
                                v.reason == EndReason::PerpetualChase;
        if (!repetition) return "third occurrence, referee says '" + v.description + "'";
        if (v.reason == EndReason::Repetition && v.result != GameResult::Draw) return "repetition not a draw";
        return {};
    }
    if (r.sinceCapture >= MoveLimitPlies) {
        if (v.reason != EndReason::MoveLimit || v.result != GameResult::Draw)
            return "120 plies without capture, referee says '" + v.description + "'";
        return {};
    }
    if (v.result != GameResult::Ongoing) return "nothing ends the game, referee says '" + v.description + "'";
    return {};
}

// A perpetual check ruling: every move of the loser in the last cycle gave check (simple test).
std::string checkPerpetual(const Verdict& v, const std::vector<Move>& moves) {
    if (v.reason != EndReason::PerpetualCheck) return {};
    const Color loser = v.result == GameResult::RedWins ? Color::Black : Color::Red;
    Position pos;
    std::vector<std::string> seen{placement(pos)};
    std::vector<bool> gaveCheck;
    std::vector<Color> mover;
    for (Move m : moves) {
        mover.push_back(pos.sideToMove());
        pos.makeMove(m);
        seen.push_back(placement(pos));
        gaveCheck.push_back(simpleInCheck(pos, pos.sideToMove()));
    }
    // The cycle: from the first of the three occurrences of the last position.
    int count = 0;
    std::size_t first = seen.size() - 1;
    for (std::size_t i = seen.size(); i-- > 0;)
        if (seen[i] == seen.back() && ++count == 3) {
            first = i;
            break;
        }
    for (std::size_t i = first; i < moves.size(); ++i)
        if (mover[i] == loser && !gaveCheck[i])
            return "perpetual check ruled, but the checker's move " + moveToUci(moves[i]) + " gave no check";
    return {};
}

struct Stats {
    long games = 0, plies = 0, faults = 0, unfinished = 0;
    long opponentGames = 0, ourWins = 0, ourDraws = 0, ourLosses = 0;  // against the external engine
    std::map<std::string, long> endings;
};

void fault(Stats& stats, long game, const std::vector<Move>& moves, const std::string& what) {
    ++stats.faults;
    if (stats.faults > 20) return;
    std::string line;
    for (Move m : moves) line += moveToUci(m) + " ";
    std::printf("FAULT game %ld ply %zu: %s\n  moves: %s\n", game, moves.size(), what.c_str(), line.c_str());
}

const char* value(int argc, char** argv, const char* name) {
    for (int i = 1; i + 1 < argc; ++i)
        if (std::string(argv[i]) == name) return argv[i + 1];
    return nullptr;
}

long argument(int argc, char** argv, const char* name, long fallback) {
    const char* v = value(argc, argv, name);
    return v ? std::strtol(v, nullptr, 10) : fallback;
}

// An external engine asked for one move at a time: EngineProcess's signals waited for in a local
// event loop. Every wait is bounded (the process's own time-outs, and a last guard here), so a
// silent engine ends the soak with a message instead of hanging it.
class Opponent {
public:
    // Starts the engine and waits for its handshake; false with *error set when that fails.
    bool start(const session::EngineConfig& config, std::string* error) {
        engine_.setTimeouts(20000, 5000, 3000, 60000);
        QObject::connect(&engine_, &session::EngineProcess::errorOccurred, [this](const session::EngineError& e) {
            if (e.code == session::EngineErrorCode::Garbage) return;  // unknown lines are ignored, not fatal
            error_ =
                (session::engineErrorText(e) + QStringLiteral(" (") + e.text + QStringLiteral(")")).toStdString();
            loop_.quit();
        });
        QObject::connect(&engine_, &session::EngineProcess::ready, &loop_, &QEventLoop::quit);
        QObject::connect(&engine_, &session::EngineProcess::bestMove, [this](int id, Move m, Move) {
            if (id != waitingFor_) return;
            answer_ = m;
            answered_ = true;
            loop_.quit();
        });
        engine_.start(config);
        wait(30000);
        if (!engine_.isReady() && error_.empty()) error_ = "no handshake within 30 s";
        *error = error_;
        return error_.empty();
    }
    QString name() const { return engine_.engineName(); }
    void newGame() { engine_.newGame(); }

    // The engine's move after `moves` from the start; Move() when it says there is none. False
    // with *error set when it fails (an illegal move, a crash, a time-out).
    bool move(const std::vector<Move>& moves, const SearchLimits& limits, Move* m, std::string* error) {
        error_.clear();
        answered_ = false;
        waitingFor_ = engine_.go(std::string(), moves, limits);
        if (waitingFor_ == 0) {
            *error = "the engine is not running";
            return false;
        }
        wait(90000);
        if (!answered_ && error_.empty()) error_ = "no answer within 90 s";
        *error = error_;
        *m = answer_;
        return answered_ && error_.empty();
    }

private:
    void wait(int guardMs) {
        QTimer guard;
        guard.setSingleShot(true);
        QObject::connect(&guard, &QTimer::timeout, &loop_, &QEventLoop::quit);
        guard.start(guardMs);
        loop_.exec();
    }

    session::EngineProcess engine_;
    QEventLoop loop_;
    int waitingFor_ = 0;
    bool answered_ = false;
    Move answer_;
    std::string error_;
};

int usage() {
    std::fprintf(
        stderr,
        "usage: xiangqi-soak [--games N] [--nodes N | --depth N] [--seed S] [--max-plies N] [--quiet]\n"
        "                    [--opponent auto|COMMAND [--protocol uci|uci-fsf] [--opponent-nodes N]]\n"
        "--opponent auto: fairy-stockfish from the PATH or /usr/games (exit 77, skipped, when there is none).\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);  // the external engine's process and signals need one
    const long games = argument(argc, argv, "--games", 100);
    const long nodes = argument(argc, argv, "--nodes", 400);
    const long depth = argument(argc, argv, "--depth", 0);
    const long seed = argument(argc, argv, "--seed", 1);
    const long maxPlies = argument(argc, argv, "--max-plies", 400);
    const long opponentNodes = argument(argc, argv, "--opponent-nodes", 3000);
    const char* opponentArg = value(argc, argv, "--opponent");
    const char* protocolArg = value(argc, argv, "--protocol");
    bool quiet = false;
    for (int i = 1; i < argc; ++i) quiet = quiet || std::string(argv[i]) == "--quiet";
    if (games < 1 || nodes < 0 || depth < 0 || depth > MaxDepth || maxPlies < 1 || opponentNodes < 1) return usage();

    // The external engine, if any.
    std::unique_ptr<Opponent> opponent;
    if (opponentArg) {
        QString command = QString::fromLocal8Bit(opponentArg);
        if (command == QLatin1String("auto")) {
            command = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"));
            if (command.isEmpty())  // Debian installs it in /usr/games, which root's PATH lacks
                command =
                    QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"), {QStringLiteral("/usr/games")});
            if (command.isEmpty()) {
                std::printf("soak: no fairy-stockfish on the PATH, games against it skipped\n");
                return 77;
            }
        }
        QStringList parts = QProcess::splitCommand(command);
        if (parts.isEmpty()) return usage();
        session::EngineConfig config;
        config.name = parts.first();
        config.command = parts.takeFirst();
        config.arguments = parts;
        const bool fairy = QFileInfo(config.command).fileName().contains(QLatin1String("fairy"), Qt::CaseInsensitive);
        config.protocol = fairy ? session::EngineProtocol::UciFsf : session::EngineProtocol::Uci;
        if (protocolArg) {
            const auto p = session::protocolFromKey(QString::fromLatin1(protocolArg));
            if (!p || *p == session::EngineProtocol::Ucci) {
                std::fprintf(stderr, "xiangqi-soak: --protocol must be uci or uci-fsf\n");
                return 2;
            }
            config.protocol = *p;
        }
        config.options = {{QStringLiteral("Threads"), QStringLiteral("1")},
                          {QStringLiteral("Hash"), QStringLiteral("16")}};
        opponent = std::make_unique<Opponent>();
        std::string error;
        if (!opponent->start(config, &error)) {
            std::fprintf(stderr, "xiangqi-soak: %s: %s\n", qPrintable(command), error.c_str());
            return 2;
        }
        if (!quiet)
            std::printf("soak: against %s (%s nodes a move)\n", qPrintable(opponent->name()),
                        std::to_string(opponentNodes).c_str());
    }
    SearchLimits opponentLimits;
    opponentLimits.nodes = static_cast<quint64>(opponentNodes);

    Stats stats;
    Searcher searcher(1);
    std::atomic<bool> stop{false};
    const auto start = std::chrono::steady_clock::now();
    for (long g = 0; g < games; ++g) {
        std::mt19937_64 rng(static_cast<std::uint64_t>(seed) * 1000003u + static_cast<std::uint64_t>(g));
        searcher.clear();
        searcher.setRandomSeed(rng());
        if (opponent) opponent->newGame();
        // Against an external engine it plays Black in even games and Red in odd ones.
        const Color opponentColor = g % 2 == 0 ? Color::Black : Color::Red;
        Position pos;
        std::vector<Move> moves;
        int evalIncremental = pieceSquareTotal(pos);
        const int randomPlies = 2 + static_cast<int>(rng() % 9);  // 2..10 random first plies
        Verdict verdict;
        bool broken = false;  // the external engine failed: the game cannot go on
        for (int ply = 0; ply < maxPlies; ++ply) {
            MoveList legal;
            generateLegal(pos, legal);
            Move m;
            if (legal.empty()) break;  // the referee below has already ruled
            if (ply < randomPlies) {
                m = legal[static_cast<int>(rng() % static_cast<std::uint64_t>(legal.size()))];
            } else if (opponent && pos.sideToMove() == opponentColor) {
                std::string error;
                if (!opponent->move(moves, opponentLimits, &m, &error)) {
                    fault(stats, g, moves, "the external engine: " + error);
                    broken = true;
                    break;
                }
            } else {
                SearchLimits limits;
                limits.nodes = static_cast<std::uint64_t>(nodes);
                limits.depth = static_cast<int>(depth);
                if (!nodes && !depth) limits.depth = 2;
                m = searcher.search(pos, limits, stop).bestMove;
            }
            if (!legal.contains(m)) {
                fault(stats, g, moves, "move " + moveToUci(m) + " not in the legal list");
                break;
            }
            // Make/undo round trip.
            const std::string fen = pos.fen();
            const std::uint64_t hash = pos.hash();
            const int delta = evaluationDelta(pos, m);
            pos.makeMove(m);
            if (pos.hash() != pos.computeHash()) fault(stats, g, moves, "incremental hash differs from recount");
            pos.undoMove();
            if (pos.fen() != fen || pos.hash() != hash) fault(stats, g, moves, "make/undo changed the position");
            pos.makeMove(m);
            moves.push_back(m);
            evalIncremental += delta;
            if (evalIncremental != pieceSquareTotal(pos)) {
                fault(stats, g, moves, "incremental evaluation differs from recount");
                evalIncremental = pieceSquareTotal(pos);
            }
            if (!pos.isConsistent()) fault(stats, g, moves, "position inconsistent");
            // The referee against the independent re-check.
            verdict = adjudicate(pos);
            const std::string difference = compare(verdict, recheck(moves), pos);
            if (!difference.empty()) fault(stats, g, moves, difference);
            const std::string perpetual = checkPerpetual(verdict, moves);
            if (!perpetual.empty()) fault(stats, g, moves, perpetual);
            if (verdict.result != GameResult::Ongoing) break;
        }
        // No legal move: the external engine, a second move generator, must find none either.
        if (opponent && !broken && (verdict.reason == EndReason::Checkmate || verdict.reason == EndReason::Stalemate)) {
            Move m;
            std::string error;
            if (!opponent->move(moves, opponentLimits, &m, &error))
                fault(stats, g, moves, "at the end, the external engine: " + error);
            else if (!m.isNone())
                fault(stats, g, moves, "the referee sees no legal move, the external engine plays " + moveToUci(m));
        }
        ++stats.games;
        stats.plies += static_cast<long>(moves.size());
        if (verdict.result == GameResult::Ongoing) ++stats.unfinished;
        else ++stats.endings[std::string(reasonName(verdict.reason)) + " " + std::string(resultName(verdict.result))];
        if (opponent && !broken) {
            ++stats.opponentGames;
            const GameResult ourWin = opponentColor == Color::Black ? GameResult::RedWins : GameResult::BlackWins;
            if (verdict.result == ourWin) ++stats.ourWins;
            else if (verdict.result == GameResult::Draw || verdict.result == GameResult::Ongoing) ++stats.ourDraws;
            else ++stats.ourLosses;
        }
        if (broken) break;  // the engine is gone or misbehaving: the fault says why
        if (!quiet && (g + 1) % 500 == 0) {
            std::printf("%ld games, %ld plies, %ld faults\n", stats.games, stats.plies, stats.faults);
            std::fflush(stdout);  // progress of a long run redirected to a file
        }
    }
    const auto seconds =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count() /
        1000.0;
    std::printf("soak: %ld games, %ld plies, %ld faults, %ld unfinished (over %ld plies), %.1f s\n", stats.games,
                stats.plies, stats.faults, stats.unfinished, maxPlies, seconds);
    if (opponent)
        std::printf("  against %s: our W-D-L %ld-%ld-%ld (unfinished games count as draws)\n",
                    qPrintable(opponent->name()), stats.ourWins, stats.ourDraws, stats.ourLosses);
    for (const auto& [ending, count] : stats.endings) std::printf("  %-40s %ld\n", ending.c_str(), count);
    return stats.faults == 0 ? 0 : 1;
}
