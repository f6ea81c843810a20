// xiangqi-review: analyses every position of each game's main line (our engine in-process, or an external UCI/UCCI
// engine) and writes the games back as PGN with scores, ?!/?/?? marks and the better moves as variations.
#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSaveFile>
#include <QStandardPaths>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "xiangqi/pgn.h"
#include "xiangqi/recordio.h"
#include "xiangqi/review.h"
#include "xiangqi/search.h"
#include "xiangqi/session/builtinengine.h"
#include "xiangqi/session/engineclient.h"
#include "xiangqi/session/gameanalyser.h"
#include "xiangqi/session/wording.h"

namespace {

constexpr qint64 MaxFileBytes = qint64(64) << 20;
constexpr int DefaultDepth = 10;

void usage(std::ostream& out) {
    out << "Usage: xiangqi-review GAME.pgn [--engine PROGRAM [--engine-arg ARG]...] [--protocol uci|uci-fsf|ucci]\n"
           "                      [--option NAME=VALUE]... [--score-percent N]\n"
           "                      [--depth N | --movetime MS] [--notation chinese|wxf|iccs]\n"
           "                      [--characters simplified|traditional] [-o OUT.pgn] [--quiet]\n"
           "Analyses every position of each game's main line and writes the games back as PGN: each move's comment\n"
           "starts with the score after it from Red's side ({+0.35/12}: pawns / depth; +M3 = Red mates in 3), moves\n"
           "that lose at least 0.60 / 1.50 / 3.00 pawns get ?! / ? / ??, and the engine's better move is added as a\n"
           "variation with its score. A summary per side (accuracy, counts) goes to standard error; how accuracy is\n"
           "figured is in docs/REVIEW.md. Chinese moves keep the characters the game was written in (simplified or\n"
           "traditional) unless --characters chooses.\n"
           "Without --engine our own engine analyses in-process. --engine takes the program's path as it is, spaces\n"
           "and all (quote it for the shell once: --engine \"/opt/my engines/pikafish\"); give its arguments with\n"
           "--engine-arg, one each. (A value that is no file is still split into a command and its arguments.)\n"
           "--protocol defaults to uci, or uci-fsf when the program's name contains 'fairy', ucci when it contains\n"
           "'eleeye' or 'elephant'. The engine's own book is turned off. --score-percent says what 100 of the\n"
           "engine's score units are worth in centipawns (default: 100, ElephantEye 450). Default: --depth 10.\n"
           "An engine that gives no usable answer (no score, a move that is not legal) fails the review (exit 1).\n";
}

std::string fileName(const QString& s) { return QFileInfo(s).fileName().toLower().toStdString(); }

// The analyser's signals, waited for in a local event loop.
bool analyseGame(xq::session::EngineClient* engine, const xq::GameRecord& game, const xq::SearchLimits& limits,
                 bool quiet, std::vector<xq::PositionEval>& evals, std::string& error) {
    xq::session::GameAnalyser analyser(engine);
    QEventLoop loop;
    bool ok = false;
    QObject::connect(&analyser, &xq::session::GameAnalyser::progress, [quiet](int done, int total) {
        if (!quiet) std::fprintf(stderr, "\r  position %d/%d", done, total);
    });
    QObject::connect(&analyser, &xq::session::GameAnalyser::finished, [&] {
        ok = true;
        loop.quit();
    });
    QObject::connect(&analyser, &xq::session::GameAnalyser::failed, [&](const xq::session::EngineError& e) {
        error =
            (xq::session::engineErrorText(e) + QStringLiteral(" (") + e.text + QStringLiteral(")")).toStdString();
        loop.quit();
    });
    analyser.analyse(game, limits);
    loop.exec();
    if (!quiet) std::fprintf(stderr, "\n");
    evals = analyser.evals();
    return ok;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QString input, outPath, engineCommand;
    QStringList engineArgs;
    int scorePercent = 0;
    std::optional<xq::session::EngineProtocol> protocol;
    QList<QPair<QString, QString>> options;
    int depth = 0;
    qint64 movetime = 0;
    bool quiet = false;
    xq::Notation notation = xq::Notation::Chinese;
    std::optional<xq::ChineseCharacters> characters;  // none: the game's own
    auto fail = [](const std::string& message) {
        std::cerr << "xiangqi-review: " << message << "\n";
        return 2;
    };
    for (int i = 1; i < args.size(); ++i) {
        const QString a = args[i];
        const bool hasValue = i + 1 < args.size();
        bool ok = true;
        if (a == QLatin1String("-h") || a == QLatin1String("--help")) {
            usage(std::cout);
            return 0;
        } else if (a == QLatin1String("--engine") && hasValue) {
            engineCommand = args[++i];
        } else if (a == QLatin1String("--engine-arg") && hasValue) {
            engineArgs << args[++i];
        } else if (a == QLatin1String("--score-percent") && hasValue) {
            scorePercent = args[++i].toInt(&ok);
            if (!ok || scorePercent < 1 || scorePercent > 10000)
                return fail("--score-percent needs a number from 1 to 10000");
        } else if (a == QLatin1String("--protocol") && hasValue) {
            protocol = xq::session::protocolFromKey(args[++i]);
            if (!protocol) return fail("unknown protocol '" + args[i].toStdString() + "' (uci, uci-fsf or ucci)");
        } else if (a == QLatin1String("--option") && hasValue) {
            const QString o = args[++i];
            const auto eq = o.indexOf(QLatin1Char('='));
            if (eq <= 0) return fail("--option needs NAME=VALUE, not '" + o.toStdString() + "'");
            options.append({o.left(eq), o.mid(eq + 1)});
        } else if (a == QLatin1String("--depth") && hasValue) {
            depth = args[++i].toInt(&ok);
            if (!ok || depth < 1 || depth > xq::MaxDepth)
                return fail("--depth needs a number from 1 to " + std::to_string(xq::MaxDepth));
        } else if (a == QLatin1String("--movetime") && hasValue) {
            movetime = args[++i].toLongLong(&ok);
            if (!ok || movetime < 1 || movetime > 3600000)
                return fail("--movetime needs milliseconds from 1 to 3600000");
        } else if (a == QLatin1String("--notation") && hasValue) {
            const QString n = args[++i];
            if (n == QLatin1String("chinese")) notation = xq::Notation::Chinese;
            else if (n == QLatin1String("wxf")) notation = xq::Notation::Wxf;
            else if (n == QLatin1String("iccs")) notation = xq::Notation::Iccs;
            else return fail("unknown notation '" + n.toStdString() + "' (chinese, wxf or iccs)");
        } else if (a == QLatin1String("--characters") && hasValue) {
            xq::ChineseCharacters chosen;
            if (!xq::parseChineseCharacters(args[++i].toStdString(), &chosen))
                return fail("unknown characters '" + args[i].toStdString() + "' (simplified or traditional)");
            characters = chosen;
        } else if ((a == QLatin1String("-o") || a == QLatin1String("--output")) && hasValue) {
            outPath = args[++i];
        } else if (a == QLatin1String("--quiet") || a == QLatin1String("-q")) {
            quiet = true;
        } else if (a.startsWith(QLatin1Char('-'))) {
            usage(std::cerr);
            return fail("unknown or incomplete option '" + a.toStdString() + "'");
        } else if (input.isEmpty()) {
            input = a;
        } else {
            return fail("one game file at a time ('" + input.toStdString() + "' and '" + a.toStdString() + "')");
        }
    }
    if (input.isEmpty()) {
        usage(std::cerr);
        return 2;
    }
    if (depth > 0 && movetime > 0) return fail("give --depth or --movetime, not both");
    if (!engineArgs.isEmpty() && engineCommand.isEmpty()) return fail("--engine-arg needs --engine");
    if (depth == 0 && movetime == 0) depth = DefaultDepth;

    QFile file(input);
    if (!file.open(QIODevice::ReadOnly)) return fail(input.toStdString() + ": " + file.errorString().toStdString());
    if (file.size() > MaxFileBytes) return fail(input.toStdString() + ": larger than 64 MiB");
    const QByteArray bytes = file.readAll();
    xq::RecordFile records =
        xq::readRecords(std::string_view(bytes.constData(), std::size_t(bytes.size())), input.toStdString());
    int status = 0;
    for (const auto& e : records.errors) {
        std::cerr << input.toStdString() << ": " << xq::describeError(e) << "\n";
        status = 1;
    }
    if (records.games.empty()) return fail(input.toStdString() + ": no game to review");

    // The engine, started once for all games: an external one, or ours with a table of its own (16 MB). Each game's
    // first position is searched afresh (a cleared table; "ucinewgame"), so a game's review does not depend on the
    // games before it.
    xq::session::EngineChoice choice;
    choice.use = xq::session::EngineUse::Review;
    if (!engineCommand.isEmpty()) {
        xq::session::EngineConfig config;
        // A path is taken as it is (spaces and all); only a value that names no file is read as a command line.
        const QFileInfo asFile(engineCommand);
        if (asFile.exists() || !QStandardPaths::findExecutable(engineCommand).isEmpty()) {
            config.command = engineCommand;
        } else {
            QStringList parts = QProcess::splitCommand(engineCommand);
            if (parts.isEmpty()) return fail("--engine needs a program");
            config.command = parts.takeFirst();
            config.arguments = parts;
        }
        config.arguments += engineArgs;
        config.scorePercent = scorePercent;
        const std::string base = fileName(config.command);
        config.protocol = protocol                                  ? *protocol
                          : base.find("fairy") != std::string::npos ? xq::session::EngineProtocol::UciFsf
                          : (base.find("eleeye") != std::string::npos || base.find("elephant") != std::string::npos)
                              ? xq::session::EngineProtocol::Ucci
                              : xq::session::EngineProtocol::Uci;
        config.options = options;
        choice.external = config;
    } else {
        choice.builtin = std::make_shared<xq::session::BuiltinEngine>(16);
    }
    const std::unique_ptr<xq::session::EngineClient> engine = xq::session::makeEngineClient(choice);
    engine->start();

    xq::SearchLimits limits;
    limits.depth = depth;
    limits.movetimeMs = movetime;
    QByteArray out;
    for (std::size_t g = 0; g < records.games.size(); ++g) {
        xq::GameRecord& game = records.games[g];
        const std::vector<xq::NodeId> line = game.mainLine();
        if (!quiet) std::fprintf(stderr, "game %zu: %zu moves\n", g + 1, line.size());
        std::vector<xq::PositionEval> evals;
        std::string error;
        if (!analyseGame(engine.get(), game, limits, quiet, evals, error)) {
            std::cerr << "xiangqi-review: engine '" << engineCommand.toStdString() << "': " << error << "\n";
            return 1;
        }
        const xq::ReviewResult review = xq::reviewLine(game, line, evals);
        xq::annotateRecord(game, line, evals, review);
        std::cerr << (records.games.size() > 1 ? "game " + std::to_string(g + 1) + ": " : std::string())
                  << xq::describeSide(review.red, xq::Color::Red) << "\n"
                  << (records.games.size() > 1 ? "game " + std::to_string(g + 1) + ": " : std::string())
                  << xq::describeSide(review.black, xq::Color::Black) << "\n";
        if (g > 0) out += '\n';
        out += QByteArray::fromStdString(xq::writePgn(game, notation, characters));
        if (!out.endsWith('\n')) out += '\n';
    }
    engine->quit();

    if (outPath.isEmpty()) {
        std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
    } else {
        QSaveFile f(outPath);  // written beside the target and renamed: never half a file
        if (!f.open(QIODevice::WriteOnly) || f.write(out) != out.size() || !f.commit())
            return fail("cannot write " + outPath.toStdString() + ": " + f.errorString().toStdString());
    }
    return status;
}
