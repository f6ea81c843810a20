// UCI protocol loop. Thin adapter: parses commands and calls the engine library.
#include "xiangqi/uci.h"

#include <chrono>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "xiangqi/movegen.h"
#include "xiangqi/position.h"

namespace xq {

namespace {

constexpr const char* EngineName = "Xiangqi 0.1";

std::vector<std::string> split(const std::string& line) {
    std::istringstream is(line);
    std::vector<std::string> words;
    for (std::string w; is >> w;) words.push_back(w);
    return words;
}

// "position startpos|fen <FEN> [moves ...]". On any error the position is left unchanged.
void handlePosition(const std::vector<std::string>& words, Position& pos, std::ostream& out) {
    Position next;
    std::size_t i = 1;
    if (i < words.size() && words[i] == "startpos") {
        ++i;
    } else if (i < words.size() && words[i] == "fen") {
        std::string fen;
        for (++i; i < words.size() && words[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + words[i];
        std::string error;
        if (!next.setFen(fen, &error)) {
            out << "info string error: bad FEN: " << error << std::endl;
            return;
        }
    } else {
        out << "info string error: position needs 'startpos' or 'fen'" << std::endl;
        return;
    }
    if (i < words.size()) {
        if (words[i] != "moves") {
            out << "info string error: expected 'moves', found '" << words[i] << "'" << std::endl;
            return;
        }
        const std::size_t first = i + 1;
        for (++i; i < words.size(); ++i) {
            Move m = parseUciMove(words[i]);
            if (m.isNone() || !next.isLegal(m)) {
                out << "info string error: illegal or malformed move '" << words[i] << "' (move "
                    << (i - first + 1) << ")" << std::endl;
                return;
            }
            next.makeMove(m);
        }
    }
    pos = next;
}

void handlePerft(const std::vector<std::string>& words, Position& pos, std::ostream& out) {
    int depth = 0;
    try {
        depth = words.size() > 2 ? std::stoi(words[2]) : 0;
    } catch (...) {
        depth = 0;
    }
    if (depth < 1 || depth > 10) {
        out << "info string error: go perft needs a depth from 1 to 10" << std::endl;
        return;
    }
    auto start = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    for (auto [move, count] : divide(pos, depth)) {
        out << moveToUci(move) << ": " << count << "\n";
        total += count;
    }
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    out << "\nNodes searched: " << total << "\n";
    out << "info string time " << ms << " ms, " << (ms > 0 ? total * 1000 / ms : total) << " nodes/s" << std::endl;
}

}  // namespace

int runUci(std::istream& in, std::ostream& out) {
    Position pos;
    std::string line;
    while (std::getline(in, line)) {
        auto words = split(line);
        if (words.empty()) continue;
        const std::string& cmd = words[0];
        if (cmd == "uci") {
            out << "id name " << EngineName << "\nid author The Xiangqi developers\n";
            out << "option name Hash type spin default 16 min 1 max 4096\n";
            out << "option name Threads type spin default 1 min 1 max 1\n";
            out << "option name UCI_Variant type combo default xiangqi var xiangqi\n";
            out << "uciok" << std::endl;
        } else if (cmd == "isready") {
            out << "readyok" << std::endl;
        } else if (cmd == "ucinewgame") {
            pos = Position();
        } else if (cmd == "setoption") {
            // Options are accepted; they take effect once the search exists.
        } else if (cmd == "position") {
            handlePosition(words, pos, out);
        } else if (cmd == "go" && words.size() > 1 && words[1] == "perft") {
            handlePerft(words, pos, out);
        } else if (cmd == "d") {
            out << pos.fen() << std::endl;
        } else if (cmd == "quit") {
            return 0;
        } else {
            out << "info string error: unknown command '" << cmd << "'" << std::endl;
        }
    }
    return 0;
}

}  // namespace xq
