// xiangqi-db: the game database without the window: import, explore, search and build an opening book.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "utf8args.h"
#include "xiangqi/book.h"
#include "xiangqi/database.h"
#include "xiangqi/notation.h"
#include "xiangqi/refusal.h"


namespace {

void usage(std::ostream& out) {
    out << "Usage: xiangqi-db import DB FILE|FOLDER...\n"
           "       xiangqi-db explore DB [--fen FEN] [--moves \"h2e2 h9g7 ...\"] [--mirrors]\n"
           "       xiangqi-db search DB [--fen FEN] [--moves \"...\"] [--mirrors] [--material SPEC] [--player NAME]\n"
           "                  [--red NAME] [--black NAME] [--event TEXT] [--eco CODE] [--from YEAR] [--to YEAR]\n"
           "                  [--result 1-0|0-1|1/2-1/2]\n"
           "       xiangqi-db book DB -o BOOK [--min-games N] [--depth PLIES]\n"
           "       xiangqi-db bench DB\n"
           "import creates or extends DB with every game of the files (folders recursively: .pgn .xqf .cbf .cbr .cbl\n"
           ".txt .ubb .dhtmlxq); files or games that cannot be read are listed with the reason, the others imported;\n"
           "files that hold no game record at all (a licence, a README) are listed as skipped. It exits 0 when\n"
           "every record file was read whole, 1 otherwise.\n"
           "--moves takes the moves from the start (or FEN) in ICCS (h2e2), WXF (C2=5) or Chinese (炮二平五).\n"
           "explore prints one line per move played at the position: MOVE GAMES REDWINS DRAWS BLACKWINS (tabs),\n"
           "most played first. search prints the number of matching games, then one line per game: ID, ply, result,\n"
           "Red, Black, date, event, ECCO, plies (tabs). SPEC: \"RNC-RN\" = chariot, horse, cannon against chariot,\n"
           "horse (advisors, elephants and pawns free unless listed; Chinese piece names too).\n"
           "book writes an opening book for xiangqi-engine (setoption name BookFile) from the games: moves played in\n"
           "at least N games (default 5) up to PLIES plies (default 30), weighted by how often and how well.\n"
           "bench times the explorer and the searches on DB (docs/DATABASE.md).\n";
}

// The words of a --moves text: separated by white space (the ideographic space too) or commas; move numbers
// ("1.", "12...") left out.
std::vector<std::string> moveWords(const std::string& moves) {
    std::string spaced = moves;
    for (std::size_t at; (at = spaced.find("\xE3\x80\x80")) != std::string::npos;) spaced.replace(at, 3, " ");
    std::replace(spaced.begin(), spaced.end(), ',', ' ');
    std::istringstream in(spaced);
    std::vector<std::string> words;
    for (std::string w; in >> w;) {
        const std::size_t digits = w.find_first_not_of("0123456789");
        if (digits > 0 && digits != std::string::npos && w.find_first_not_of('.', digits) == std::string::npos)
            continue;  // "1." or "1..."
        words.push_back(w);
    }
    return words;
}

// The position of --fen and --moves (ICCS, WXF or Chinese moves, as the game reads them); false with a message on
// a bad one that says why, as the board would.
bool positionFrom(const std::string& fen, const std::string& moves, xq::Position& pos) {
    if (!fen.empty()) {
        xq::FenError e;
        if (!pos.setFen(fen, &e)) {
            std::cerr << "xiangqi-db: " << xq::describe(e) << "\n";
            return false;
        }
    }
    int n = 0;
    for (const std::string& text : moveWords(moves)) {
        ++n;
        xq::MoveParseError why;
        const xq::Move m = xq::parseMove(pos, text, &why);
        if (!m) {
            const std::string reason = why.code == xq::MoveTextError::NotLegal && !why.intended.isNone()
                                           ? xq::describe(xq::whyIllegal(pos, why.intended))
                                           : xq::describe(why);
            std::cerr << "xiangqi-db: --moves: move " << n << " '" << text << "': " << reason << "\n";
            return false;
        }
        pos.makeMove(m);
    }
    return true;
}

bool openDb(xq::db::Database& db, const std::string& path) {
    xq::db::DbError e;
    if (!db.open(path, &e)) {
        std::cerr << "xiangqi-db: " << path << ": " << xq::db::describe(e) << "\n";
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args = xq::cli::startTool(argc, argv);
    if (const auto done = xq::cli::answerUsage(args, 3, usage, std::cout, std::cerr)) return *done;
    const std::string& command = args[1];
    const std::string& dbPath = args[2];
    std::string fen, moves, out;
    bool mirrors = false;
    int minGames = 5, depth = 30;
    std::vector<std::string> files;
    xq::db::SearchQuery query;
    for (std::size_t i = 3; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        auto value = [&] { return args[++i]; };
        auto number = [&](int& into) {
            const std::string v = value();
            try {
                std::size_t used = 0;
                into = std::stoi(v, &used);
                if (used != v.size()) throw std::invalid_argument(v);
            } catch (...) {
                std::cerr << "xiangqi-db: " << a << ": '" << v << "' is not a number\n";
                return false;
            }
            return true;
        };
        if (command != "import" && !a.empty() && a[0] == '-' && a != "--mirrors" && !hasValue) {
            std::cerr << "xiangqi-db: " << a << " needs a value\n";
            return 2;
        }
        if (command == "import") files.push_back(a);
        else if (a == "--fen") fen = value();
        else if (a == "--moves") moves = value();
        else if (a == "--mirrors") mirrors = true;
        else if (a == "-o" || a == "--output") out = value();
        else if (a == "--min-games") {
            if (!number(minGames)) return 2;
        } else if (a == "--depth") {
            if (!number(depth)) return 2;
        } else if (a == "--from") {
            if (!number(query.yearFrom)) return 2;
        } else if (a == "--to") {
            if (!number(query.yearTo)) return 2;
        } else if (a == "--player") query.player = value();
        else if (a == "--red") query.red = value();
        else if (a == "--black") query.black = value();
        else if (a == "--event") query.event = value();
        else if (a == "--eco") query.ecco = value();
        else if (a == "--result") {
            const std::string r = value();
            query.result = xq::db::resultFromText(r);
            if (query.result == xq::db::GameResult::Unknown) {
                std::cerr << "xiangqi-db: --result: '" << r << "' is not 1-0, 0-1 or 1/2-1/2\n";
                return 2;
            }
        } else if (a == "--material") {
            const std::string spec = value();
            int bad = 0;
            if (!xq::db::parseMaterialPattern(spec, &query.material, &bad)) {
                std::cerr << "xiangqi-db: --material: cannot read '" << spec << "' at character " << bad + 1 << "\n";
                return 2;
            }
            query.byMaterial = true;
        } else {
            std::cerr << "xiangqi-db: unknown option '" << a << "'\n";
            usage(std::cerr);
            return 2;
        }
    }

    xq::db::Database db;
    if (command == "import") {
        if (files.empty()) {
            usage(std::cerr);
            return 2;
        }
        if (!openDb(db, dbPath)) return 1;
        const xq::db::ImportResult r = db.importFiles(files);
        for (const auto& p : r.problems) std::cerr << xq::db::describe(p) << "\n";
        if (r.error) {
            std::cerr << "xiangqi-db: " << xq::db::describe(r.error) << " (nothing imported)\n";
            return 1;
        }
        std::size_t inPart = 0;
        for (const auto& p : r.problems) inPart += p.kind == xq::db::ImportProblem::Kind::GameReadInPart;
        const std::size_t refused = r.problems.size() - inPart - std::size_t(r.filesSkipped);
        std::printf(
            "%d games imported from %d files (%zu of them read only in part), %zu refused, %d skipped "
            "(no game record), %.2f s\n",
            r.gamesImported, r.filesRead, inPart, refused, r.filesSkipped, r.seconds);
        // Files that hold no record at all (a licence, a README) are listed but fail nothing (DESIGN.md §5).
        return r.complete() ? 0 : 1;
    }
    if (command == "explore" || command == "search") {
        xq::Position pos;
        if (!positionFrom(fen, moves, pos)) return 2;
        if (!openDb(db, dbPath)) return 1;
        if (command == "explore") {
            for (const auto& s : db.explore(pos, mirrors))
                std::printf("%s\t%d\t%d\t%d\t%d\n", xq::moveToUci(s.move).c_str(), s.games, s.redWins, s.draws,
                            s.blackWins);
            return 0;
        }
        query.byPosition = !fen.empty() || !moves.empty();
        query.position = pos;
        query.mirrors = mirrors;
        const auto games = db.search(query);
        std::printf("%zu\n", games.size());
        for (const auto& g : games)
            std::printf("%lld\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%d\n", static_cast<long long>(g.id), g.ply,
                        std::string(xq::db::resultText(g.result)).c_str(), g.red.c_str(), g.black.c_str(),
                        g.date.c_str(), g.event.c_str(), g.ecco.c_str(), g.plies);
        return 0;
    }
    if (command == "book") {
        if (out.empty()) {
            std::cerr << "xiangqi-db: book needs -o BOOK\n";
            return 2;
        }
        if (!openDb(db, dbPath)) return 1;
        xq::db::BookOptions options;
        options.minGames = minGames;
        options.depth = depth;
        const std::vector<xq::BookEntry> entries = xq::db::buildBook(db, options);
        std::string error;
        if (!xq::saveBook(out, entries, &error)) {
            std::cerr << "xiangqi-db: " << out << ": " << error << "\n";
            return 1;
        }
        std::printf("%zu book moves written to %s\n", entries.size(), out.c_str());
        return 0;
    }
    if (command == "bench") {
        const auto t0 = std::chrono::steady_clock::now();
        if (!openDb(db, dbPath)) return 1;
        auto ms = [](auto a, auto b) { return std::chrono::duration<double, std::milli>(b - a).count(); };
        std::printf("open (reads results and years of %d games): %.1f ms\n", db.gameCount(),
                    ms(t0, std::chrono::steady_clock::now()));
        // Median of 21 runs of each query.
        auto time = [&](const char* what, const std::function<std::size_t()>& f) {
            std::vector<double> runs;
            std::size_t n = 0;
            for (int i = 0; i < 21; ++i) {
                const auto a = std::chrono::steady_clock::now();
                n = f();
                runs.push_back(ms(a, std::chrono::steady_clock::now()));
            }
            std::sort(runs.begin(), runs.end());
            std::printf("%-52s %8.2f ms  (%zu)\n", what, runs[runs.size() / 2], n);
        };
        xq::Position start, line;
        positionFrom("", "h2e2 h9g7", line);
        time("explore: start position (moves)", [&] { return db.explore(start).size(); });
        time("explore: start position, mirrors (moves)", [&] { return db.explore(start, true).size(); });
        time("explore: after h2e2 h9g7 (moves)", [&] { return db.explore(line).size(); });
        // A position from the middle of a game: ply 20 of the first game.
        xq::GameRecord g;
        xq::Position deep;
        if (db.loadGame(1, &g)) {
            const auto moves = g.mainLineMoves();
            for (std::size_t i = 0; i < moves.size() && i < 20; ++i) deep.makeMove(moves[i]);
        }
        xq::db::SearchQuery q;
        q.byPosition = true;
        q.position = start;
        time("search: exact position, start (games)", [&] { return db.search(q).size(); });
        q.position = line;
        time("search: exact position, after h2e2 h9g7 (games)", [&] { return db.search(q).size(); });
        q.position = deep;
        time("search: exact position, ply 20 of game 1 (games)", [&] { return db.search(q).size(); });
        q = {};
        xq::db::parseMaterialPattern("RNC-RN", &q.material);
        q.byMaterial = true;
        time("search: material RNC-RN (games)", [&] { return db.search(q).size(); });
        q = {};
        q.player = "Hu";
        time("search: player 'Hu' (games)", [&] { return db.search(q).size(); });
        q.byPosition = true;
        q.position = line;
        q.result = xq::db::GameResult::RedWin;
        time("search: combined: after h2e2 h9g7, 'Hu', 1-0 (games)", [&] { return db.search(q).size(); });
        return 0;
    }
    std::cerr << "xiangqi-db: unknown command '" << command << "'\n";
    usage(std::cerr);
    return 2;
}
