// xiangqi-train: the training room's tools without the window. `mine` makes the puzzle ladder from games,
// reproducibly; `check` re-checks a puzzle file quickly (every line legal, a mate line ends in mate, a short search
// confirms the gain), `verify` judges every puzzle again at depth, as the miner did.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "utf8args.h"
#include "xiangqi/database.h"
#include "xiangqi/puzzle.h"
#include "xiangqi/recordio.h"
#include "xiangqi/search.h"
#include "xiangqi/train/ladder.h"
#include "xiangqi/train/miner.h"


namespace fs = std::filesystem;

namespace {

void usage(std::ostream& out) {
    out << "Usage: xiangqi-train mine FILE|FOLDER|DB... -o PUZZLES [--depth D] [--limit N] [--threads T] [--quiet]\n"
           "       xiangqi-train check PUZZLES [--depth D]\n"
           "       xiangqi-train verify PUZZLES [--depth D]\n"
           "mine reads every game of the record files (folders recursively, in name order) and game databases\n"
           "(.xqdb), judges each position of each main line after the first 10 plies with our search (and each\n"
           "position of a puzzle collection, .epd, as it stands: mates.epd, wins.epd), and writes\n"
           "the puzzles found, one a line: FEN, solution moves (ICCS), kind (mateN, material, defence, draw),\n"
           "difficulty, source (tabs). A position is a puzzle when one move wins, mates or saves and every other\n"
           "does not, at depth D (default 8) at every step of the solution (the first step again without the\n"
           "repetition rules), and a quick search confirms the line (check). The output depends only on the\n"
           "inputs and the options (not on --threads, default 2).\n"
           "check exits 1 if a line of PUZZLES cannot be read or its solution does not hold at depth D (default\n"
           "4: what the miner's last step checks); verify judges every puzzle again at depth D (default 8) and\n"
           "says how many agree.\n";
}

fs::path pathFromUtf8(const std::string& s) { return fs::path(std::u8string(s.begin(), s.end())); }
std::string utf8(const fs::path& p) {
    const std::u8string s = p.u8string();
    return std::string(s.begin(), s.end());
}

bool readFile(const fs::path& path, std::string& bytes) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream s;
    s << in.rdbuf();
    bytes = s.str();
    return true;
}

bool isDatabase(const fs::path& p) { return p.extension() == ".xqdb"; }

// Every game of the inputs, in order; problems reported on stderr. False when an input cannot be read at all.
// A collection of composed puzzles (EPD lines: "FEN; dm N; bm …; id …", or win studies).
bool isPuzzleCollection(const fs::path& path) {
    std::string ext = utf8(path.extension());
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return ext == ".epd";
}

bool collectGames(const std::vector<std::string>& inputs, std::vector<xq::train::MineGame>& games) {
    bool ok = true;
    for (const std::string& input : inputs) {
        const fs::path path = pathFromUtf8(input);
        std::error_code ec;
        std::vector<fs::path> files;
        if (fs::is_directory(path, ec)) {
            for (auto it = fs::recursive_directory_iterator(path, ec); !ec && it != fs::recursive_directory_iterator();
                 it.increment(ec))
                if (it->is_regular_file() && (xq::isRecordFileName(utf8(it->path().filename())) ||
                                              isDatabase(it->path()) || isPuzzleCollection(it->path())))
                    files.push_back(it->path());
            std::sort(files.begin(), files.end());
        } else if (fs::is_regular_file(path, ec)) {
            files.push_back(path);
        } else {
            std::cerr << "xiangqi-train: " << input << ": no such file or folder\n";
            ok = false;
            continue;
        }
        for (const fs::path& file : files) {
            const std::string name = utf8(file.filename());
            if (isDatabase(file)) {
                xq::db::Database db;
                xq::db::DbError e;
                if (!db.open(utf8(file), &e)) {
                    std::cerr << "xiangqi-train: " << utf8(file) << ": " << xq::db::describe(e) << "\n";
                    ok = false;
                    continue;
                }
                xq::db::SearchQuery all;
                all.limit = 100000000;
                for (const xq::db::GameInfo& info : db.search(all)) {
                    xq::train::MineGame g;
                    if (db.loadGame(info.id, &g.record)) {
                        g.source = name + "#" + std::to_string(info.id);
                        games.push_back(std::move(g));
                    }
                }
                continue;
            }
            std::string bytes;
            if (!readFile(file, bytes)) {
                std::cerr << "xiangqi-train: " << utf8(file) << ": cannot read\n";
                ok = false;
                continue;
            }
            if (isPuzzleCollection(file)) {  // mates.epd, wins.epd: each position judged as it stands
                std::vector<xq::PuzzleReadError> errors;
                const std::vector<xq::Puzzle> composed = xq::readPuzzles(bytes, &errors);
                for (const xq::PuzzleReadError& e : errors) {
                    std::cerr << "xiangqi-train: " << utf8(file) << ": line " << e.line << ": " << xq::describe(e.error)
                              << "\n";
                    ok = false;
                }
                for (std::size_t i = 0; i < composed.size(); ++i) {
                    xq::train::MineGame g;
                    g.record.setStartFen(composed[i].fen);
                    g.source = name + "#" + (composed[i].id.empty() ? std::to_string(i + 1) : composed[i].id);
                    g.composed = true;
                    games.push_back(std::move(g));
                }
                continue;
            }
            xq::RecordFile records = xq::readRecords(bytes, name);
            for (const xq::RecordError& e : records.errors)
                if (!records.holdsNoRecord()) std::cerr << "xiangqi-train: " << utf8(file) << ": " << xq::describeError(e) << "\n";
            for (std::size_t i = 0; i < records.games.size(); ++i) {
                xq::train::MineGame g;
                g.record = std::move(records.games[i]);
                g.source = name + "#" + std::to_string(i + 1);
                games.push_back(std::move(g));
            }
        }
    }
    return ok;
}

bool number(const std::vector<std::string>& args, std::size_t& i, int& value) {
    if (i + 1 >= args.size()) return false;
    try {
        std::size_t used = 0;
        value = std::stoi(args[i + 1], &used);
        if (used != args[i + 1].size()) return false;
    } catch (...) {
        return false;
    }
    ++i;
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args = xq::cli::startTool(argc, argv);
    if (const auto done = xq::cli::answerUsage(args, 3, usage, std::cout, std::cerr)) return *done;
    const std::string command = args[1];
    std::vector<std::string> inputs;
    std::string out;
    int depth = -1, limit = 0, threads = 2;
    bool quiet = false;
    for (std::size_t i = 2; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "-o" && i + 1 < args.size()) {
            out = args[++i];
        } else if (a == "--depth") {
            if (!number(args, i, depth) || depth < 1 || depth > 30) {
                std::cerr << "xiangqi-train: --depth needs a number from 1 to 30\n";
                return 2;
            }
        } else if (a == "--limit") {
            if (!number(args, i, limit) || limit < 0) {
                std::cerr << "xiangqi-train: --limit needs a number >= 0\n";
                return 2;
            }
        } else if (a == "--threads") {
            if (!number(args, i, threads) || threads < 1 || threads > 64) {
                std::cerr << "xiangqi-train: --threads needs a number from 1 to 64\n";
                return 2;
            }
        } else if (a == "--quiet") {
            quiet = true;
        } else if (a.size() > 1 && a[0] == '-') {
            std::cerr << "xiangqi-train: unknown option " << a << "\n";
            usage(std::cerr);
            return 2;
        } else {
            inputs.push_back(a);
        }
    }

    if (command == "mine") {
        if (out.empty() || inputs.empty()) {
            usage(std::cerr);
            return 2;
        }
        const auto start = std::chrono::steady_clock::now();
        std::vector<xq::train::MineGame> games;
        const bool allRead = collectGames(inputs, games);
        xq::train::MineOptions options;
        if (depth > 0) options.rules.depth = depth;
        options.limit = limit;
        options.threads = threads;
        xq::train::MineStats stats;
        int lastShown = -1;
        const auto puzzles = xq::train::minePuzzles(games, options, &stats, [&](int done, int found) {
            if (quiet || done / 50 == lastShown) return;
            lastShown = done / 50;
            std::cerr << "\rgames " << done << "/" << games.size() << ", puzzles " << found << std::flush;
        });
        std::ofstream file(pathFromUtf8(out), std::ios::binary | std::ios::trunc);
        file << "# xiangqi-train mine, depth " << options.rules.depth << ": FEN\tsolution\tkind\tdifficulty\tsource\n";
        for (const auto& p : puzzles) file << xq::train::formatPuzzle(p) << "\n";
        file.close();
        if (!file) {
            std::cerr << "xiangqi-train: cannot write " << out << "\n";
            return 1;
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!quiet) std::cerr << "\n";
        std::cerr << "games " << stats.games << ", positions " << stats.positions << ", candidates "
                  << stats.candidates << ", puzzles " << puzzles.size() << " (duplicates " << stats.duplicates
                  << "), " << seconds << " s\n";
        return allRead ? 0 : 1;
    }

    if (command == "check" || command == "verify") {
        if (inputs.size() != 1) {
            usage(std::cerr);
            return 2;
        }
        std::string text;
        if (!readFile(pathFromUtf8(inputs[0]), text)) {
            std::cerr << "xiangqi-train: cannot read " << inputs[0] << "\n";
            return 1;
        }
        std::vector<std::string> errors;
        const auto puzzles = xq::train::readPuzzles(text, &errors);
        for (const auto& e : errors) std::cerr << inputs[0] << ": " << e << "\n";
        xq::Searcher searcher(16);
        searcher.setThreads(1);
        int bad = 0;
        xq::train::PuzzleRules rules;
        if (depth > 0) rules.depth = depth;
        for (std::size_t i = 0; i < puzzles.size(); ++i) {
            const auto& p = puzzles[i];
            std::string why;
            if (command == "check") {
                why = xq::train::checkPuzzle(p, depth > 0 ? depth : xq::train::QuickCheckDepth);
            } else {
                xq::Position pos;
                pos.setFen(p.fen);
                xq::train::LadderPuzzle again;
                if (!xq::train::judgePuzzle(searcher, pos, xq::Move(), rules, &again))
                    why = "no longer a puzzle at depth " + std::to_string(rules.depth);
                else if (again.solution.front() != p.solution.front())
                    why = "the first move is now " + xq::moveToUci(again.solution.front());
            }
            if (!why.empty()) {
                ++bad;
                std::cout << p.source << "\t" << why << "\n";
            }
        }
        std::cerr << puzzles.size() << " puzzles, " << puzzles.size() - bad << " hold, " << bad << " do not\n";
        return bad == 0 && errors.empty() ? 0 : 1;
    }
    usage(std::cerr);
    return 2;
}
