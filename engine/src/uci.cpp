// UCI protocol loop. Thin adapter: parses commands and calls the engine library.
#include "xiangqi/uci.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <iostream>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "xiangqi/movegen.h"
#include "xiangqi/position.h"
#include "xiangqi/search.h"

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

// ---- Search control: go, stop, bench, setoption ----

constexpr int MaxHashMb = 4096;

// The search runs on its own thread so that stdin stays responsive ("stop", "isready").
// Output from both threads goes through one mutex so lines never interleave.
class SearchControl {
public:
    explicit SearchControl(std::ostream& out) : out_(out) {}
    ~SearchControl() { stopAndWait(); }

    void write(const std::string& text) {
        std::lock_guard lock(outMutex_);
        out_ << text << std::endl;
    }

    void start(const Position& pos, const SearchLimits& limits) {
        stopAndWait();
        stop_ = false;
        infinite_ = limits.infinite;
        thread_ = std::thread([this, pos, limits] { run(pos, limits); });
    }
    void stopAndWait() {
        stop_ = true;
        wait();
    }
    void wait() {
        if (thread_.joinable()) thread_.join();
    }
    bool infinite() const { return infinite_; }

    Searcher searcher{16};
    int depthOption = 0;   // the Depth option: 0 = no limit
    int levelOption = -1;  // the Level option: index into levels(), -1 = full strength

private:
    void run(const Position& pos, SearchLimits limits) {
        const bool redToMove = pos.sideToMove() == Color::Red;
        auto report = [this, redToMove](const SearchInfo& info) { write(infoLine(info, redToMove)); };
        const SearchResult result = searcher.search(pos, limits, stop_, report);
        write("bestmove " + (result.bestMove ? moveToUci(result.bestMove) : std::string("(none)")));
    }

    // UCI wants the score from the side to move; SearchInfo has it from Red's side.
    static std::string infoLine(const SearchInfo& info, bool redToMove) {
        std::ostringstream os;
        os << "info depth " << info.depth << " seldepth " << info.seldepth << " score ";
        if (info.mate) os << "mate " << (redToMove ? info.mateIn : -info.mateIn);
        else os << "cp " << (redToMove ? info.score : -info.score);
        os << " nodes " << info.nodes << " nps " << info.nps << " time " << info.timeMs << " pv";
        for (Move m : info.pv) os << ' ' << moveToUci(m);
        return os.str();
    }

    std::ostream& out_;
    std::mutex outMutex_;
    std::atomic<bool> stop_{false};
    std::thread thread_;
    bool infinite_ = false;
};

// Reads the number after words[i]; false if missing or not a number.
bool readNumber(const std::vector<std::string>& words, std::size_t i, std::int64_t& value) {
    if (i + 1 >= words.size()) return false;
    try {
        std::size_t used = 0;
        value = std::stoll(words[i + 1], &used);
        return used == words[i + 1].size();
    } catch (...) {
        return false;
    }
}

void handleGo(const std::vector<std::string>& words, const Position& pos, SearchControl& control) {
    SearchLimits limits;
    limits.depth = control.depthOption;
    limits.level = control.levelOption;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        std::int64_t v = 0;
        if (w == "infinite") {
            limits.infinite = true;
            continue;
        }
        if (w == "ponder") continue;
        if (w != "depth" && w != "movetime" && w != "nodes" && w != "wtime" && w != "btime" && w != "winc" &&
            w != "binc" && w != "movestogo" && w != "mate") {
            control.write("info string error: unknown go parameter '" + w + "'");
            continue;
        }
        if (!readNumber(words, i, v) || v < 0) {
            control.write("info string error: go " + w + " needs a number");
            return;
        }
        ++i;
        if (w == "depth") limits.depth = static_cast<int>(std::min<std::int64_t>(v, MaxDepth));
        else if (w == "movetime") limits.movetimeMs = v;
        else if (w == "nodes") limits.nodes = static_cast<std::uint64_t>(v);
        else if (w == "wtime") limits.wtime = v;
        else if (w == "btime") limits.btime = v;
        else if (w == "winc") limits.winc = v;
        else if (w == "binc") limits.binc = v;
        else if (w == "mate") limits.depth = static_cast<int>(std::min<std::int64_t>(2 * v, MaxDepth));
    }
    control.start(pos, limits);
}

// "setoption name <Name> value <Value>"; names are case-insensitive as UCI asks.
void handleSetOption(const std::vector<std::string>& words, SearchControl& control) {
    std::string name, value;
    std::size_t i = 1;
    if (i < words.size() && words[i] == "name") ++i;
    for (; i < words.size() && words[i] != "value"; ++i) name += (name.empty() ? "" : " ") + words[i];
    for (++i; i < words.size(); ++i) value += (value.empty() ? "" : " ") + words[i];
    std::string lower = name;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    auto number = [&](int lo, int hi, int& out) {
        try {
            const int v = std::stoi(value);
            if (v < lo || v > hi) throw std::out_of_range("range");
            out = v;
            return true;
        } catch (...) {
            control.write("info string error: option " + name + " needs a number from " + std::to_string(lo) +
                          " to " + std::to_string(hi));
            return false;
        }
    };
    int v = 0;
    if (lower == "hash") {
        if (number(1, MaxHashMb, v)) control.searcher.setHashSize(static_cast<std::size_t>(v));
    } else if (lower == "threads" || lower == "uci_variant" || lower == "ponder") {
        // Accepted: one thread only, xiangqi only.
    } else if (lower == "depth") {
        if (number(0, MaxDepth, v)) control.depthOption = v;
    } else if (lower == "level") {
        const auto& list = levels();
        auto it = std::find_if(list.begin(), list.end(), [&](const Level& l) { return value == l.name; });
        if (value == "Full") control.levelOption = -1;
        else if (it != list.end()) control.levelOption = static_cast<int>(it - list.begin());
        else control.write("info string error: unknown level '" + value + "'");
    } else if (lower == "clear hash") {
        control.searcher.clear();
    } else {
        control.write("info string error: unknown option '" + name + "'");
    }
}

void handleBench(const std::vector<std::string>& words, SearchControl& control) {
    std::int64_t depth = BenchDepth;
    if (words.size() > 1 && (!readNumber(words, 0, depth) || depth < 1 || depth > 20)) {
        control.write("info string error: bench needs a depth from 1 to 20");
        return;
    }
    const BenchResult r = bench(static_cast<int>(depth));
    control.write("Nodes searched: " + std::to_string(r.nodes));
    control.write("Nodes/second: " + std::to_string(r.timeMs > 0 ? r.nodes * 1000 / static_cast<std::uint64_t>(r.timeMs)
                                                                 : r.nodes));
    control.write("info string bench depth " + std::to_string(depth) + " time " + std::to_string(r.timeMs) + " ms");
}

}  // namespace

int runUci(std::istream& in, std::ostream& out) {
    Position pos;
    SearchControl control(out);
    std::string line;
    while (std::getline(in, line)) {
        auto words = split(line);
        if (words.empty()) continue;
        const std::string& cmd = words[0];
        // Commands that change what the search reads wait for it to finish first.
        if (cmd != "isready" && cmd != "stop" && cmd != "quit" && cmd != "ponderhit") control.wait();
        if (cmd == "uci") {
            std::string text = "id name " + std::string(EngineName) + "\nid author The Xiangqi developers\n";
            text += "option name Hash type spin default 16 min 1 max " + std::to_string(MaxHashMb) + "\n";
            text += "option name Threads type spin default 1 min 1 max 1\n";
            text += "option name UCI_Variant type combo default xiangqi var xiangqi\n";
            text += "option name Depth type spin default 0 min 0 max " + std::to_string(MaxDepth) + "\n";
            text += "option name Level type combo default Full var Full";
            for (const Level& l : levels()) text += std::string(" var ") + l.name;
            text += "\noption name Clear Hash type button\nuciok";
            control.write(text);
        } else if (cmd == "isready") {
            control.write("readyok");
        } else if (cmd == "ucinewgame") {
            pos = Position();
            control.searcher.clear();
        } else if (cmd == "setoption") {
            handleSetOption(words, control);
        } else if (cmd == "position") {
            handlePosition(words, pos, out);
        } else if (cmd == "go" && words.size() > 1 && words[1] == "perft") {
            handlePerft(words, pos, out);
        } else if (cmd == "go") {
            handleGo(words, pos, control);
        } else if (cmd == "stop") {
            control.stopAndWait();
        } else if (cmd == "ponderhit") {
        } else if (cmd == "bench") {
            handleBench(words, control);
        } else if (cmd == "d") {
            out << pos.fen() << std::endl;
        } else if (cmd == "quit") {
            control.stopAndWait();
            return 0;
        } else {
            control.write("info string error: unknown command '" + cmd + "'");
        }
    }
    // End of input: let a bounded search finish (so piped commands get their bestmove), stop an
    // infinite one.
    if (control.infinite()) control.stopAndWait();
    control.wait();
    return 0;
}

}  // namespace xq
