// UCI protocol loop. Thin adapter: parses commands and calls the engine library.
#include "xiangqi/uci.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/movegen.h"
#include "xiangqi/position.h"

namespace xq {

namespace {

constexpr const char* EngineName = "Xiangqi 0.1";
constexpr int MaxPerftDepth = 10;  // depth 7 from the start already takes minutes

std::vector<std::string> split(const std::string& line) {
    std::vector<std::string> words;
    std::size_t i = 0;
    auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; };
    while (i < line.size()) {
        while (i < line.size() && isSpace(line[i])) ++i;
        std::size_t start = i;
        while (i < line.size() && !isSpace(line[i])) ++i;
        if (i > start) words.push_back(line.substr(start, i - start));
    }
    return words;
}

// The whole word must be a decimal integer (no sign, no trailing characters) that fits.
std::optional<long long> parseInteger(std::string_view word) {
    long long value = 0;
    auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc() || ptr != word.data() + word.size()) return std::nullopt;
    return value;
}

// One UCI conversation: the current position and the command handlers. Each handler checks its
// arguments completely before changing anything, so a malformed command leaves the state as it was.
class UciSession {
public:
    explicit UciSession(std::ostream& out) : out_(out) {}

    // Handles one input line; returns false when the engine should exit.
    bool handleLine(const std::string& line) {
        const auto words = split(line);
        if (words.empty()) return true;
        const std::string& cmd = words[0];
        if (cmd == "quit") return false;
        if (cmd == "uci") uci();
        else if (cmd == "isready") out_ << "readyok" << std::endl;
        else if (cmd == "ucinewgame") pos_ = Position();
        else if (cmd == "setoption") setOption(words);
        else if (cmd == "position") position(words);
        else if (cmd == "go") go(words);
        else if (cmd == "stop" || cmd == "ponderhit") {}  // nothing runs in the background yet
        else if (cmd == "d") out_ << pos_.fen() << std::endl;
        else error("unknown command '" + cmd + "'");
        return true;
    }

private:
    void error(const std::string& message) { out_ << "info string error: " << message << std::endl; }

    void uci() {
        out_ << "id name " << EngineName << "\nid author The Xiangqi developers\n";
        out_ << "option name Hash type spin default 16 min 1 max 4096\n";
        out_ << "option name Threads type spin default 1 min 1 max 1\n";
        out_ << "option name UCI_Variant type combo default xiangqi var xiangqi\n";
        out_ << "uciok" << std::endl;
    }

    void setOption(const std::vector<std::string>& words) {
        // "setoption name <id> [value <x>]". Options are accepted; they take effect once the search exists.
        if (words.size() < 3 || words[1] != "name") error("setoption needs 'name <option>'");
    }

    // "position startpos|fen <FEN> [moves ...]". On any error the position is left unchanged.
    void position(const std::vector<std::string>& words) {
        Position next;
        std::size_t i = 1;
        if (i < words.size() && words[i] == "startpos") {
            ++i;
        } else if (i < words.size() && words[i] == "fen") {
            std::string fen;
            for (++i; i < words.size() && words[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + words[i];
            std::string message;
            if (!next.setFen(fen, &message)) return error("bad FEN: " + message);
        } else {
            return error("position needs 'startpos' or 'fen'");
        }
        if (i < words.size()) {
            if (words[i] != "moves") return error("expected 'moves', found '" + words[i] + "'");
            const std::size_t first = i + 1;
            for (++i; i < words.size(); ++i) {
                Move m = parseUciMove(words[i]);
                if (m.isNone() || !next.isLegal(m))
                    return error("illegal or malformed move '" + words[i] + "' (move " + std::to_string(i - first + 1) +
                                 ")");
                next.makeMove(m);
            }
        }
        pos_ = next;
    }

    void go(const std::vector<std::string>& words) {
        if (words.size() > 1 && words[1] == "perft") return perft(words);
        error("the search is not available yet; only 'go perft N' works");
    }

    // "go perft N": one "move: count" line per legal move, a blank line, "Nodes searched: N".
    void perft(const std::vector<std::string>& words) {
        auto depth = words.size() == 3 ? parseInteger(words[2]) : std::nullopt;
        if (!depth || *depth < 1 || *depth > MaxPerftDepth)
            return error("go perft needs one depth from 1 to " + std::to_string(MaxPerftDepth));
        const auto start = std::chrono::steady_clock::now();
        std::uint64_t total = 0;
        for (auto [move, count] : divide(pos_, static_cast<int>(*depth))) {
            out_ << moveToUci(move) << ": " << count << "\n";
            total += count;
        }
        const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start);
        const long long micros = std::max<long long>(1, us.count());
        out_ << "\nNodes searched: " << total << "\n";
        out_ << "info string time " << micros / 1000 << " ms, " << total * 1000000 / micros << " nodes/s" << std::endl;
    }

    std::ostream& out_;
    Position pos_;
};

}  // namespace

int runUci(std::istream& in, std::ostream& out) {
    UciSession session(out);
    for (std::string line; std::getline(in, line);)
        if (!session.handleLine(line)) break;
    return 0;
}

}  // namespace xq
