// UCI protocol loop. Thin adapter: parses commands and calls the engine library.
#include "xiangqi/uci.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <charconv>
#include <chrono>
#include <iostream>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "xiangqi/movegen.h"
#include "xiangqi/position.h"
#include "xiangqi/search.h"

namespace xq {

namespace {

constexpr const char* EngineName = "Xiangqi " XIANGQI_VERSION;
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

// ---- Search control: go, stop, bench, setoption ----

constexpr int MaxHashMb = 4096;
constexpr long long MaxGoNumber = 1LL << 40;  // far beyond any real limit, small enough to compute with

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
    int depthOption = 0;    // the Depth option: 0 = no limit
    int levelOption = -1;   // the Level option: index into levels(), -1 = full strength
    int multiPvOption = 1;  // the MultiPV option: best lines reported per iteration

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
        os << "info depth " << info.depth << " seldepth " << info.seldepth;
        if (info.multipv > 0) os << " multipv " << info.multipv;
        os << " score ";
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

// One UCI conversation: the current position and the command handlers. Each handler checks its
// arguments completely before changing anything, so a malformed command leaves the state as it was.
class UciSession {
public:
    explicit UciSession(std::ostream& out) : out_(out), control_(out) {}

    // Handles one input line; returns false when the engine should exit.
    bool handleLine(const std::string& line) {
        const auto words = split(line);
        if (words.empty()) return true;
        const std::string& cmd = words[0];
        // While a search runs only isready, stop and quit are answered at once. Anything else
        // waits for the search to end; an infinite search is stopped first, so the engine can
        // never hang on input that forgot the "stop".
        if (cmd != "isready" && cmd != "stop" && cmd != "quit" && cmd != "ponderhit") finishSearch();
        if (cmd == "quit") {
            control_.stopAndWait();
            return false;
        }
        if (cmd == "uci") uci();
        else if (cmd == "isready") control_.write("readyok");
        else if (cmd == "ucinewgame") newGame();
        else if (cmd == "setoption") setOption(words);
        else if (cmd == "position") position(words);
        else if (cmd == "go") go(words);
        else if (cmd == "stop") control_.stopAndWait();
        else if (cmd == "ponderhit") {
        }  // no pondering: nothing to do
        else if (cmd == "bench")
            bench(words);
        else if (cmd == "d") out_ << pos_.fen() << std::endl;
        else error("unknown command '" + cmd + "'");
        return true;
    }

    // End of input: a bounded search may finish (piped commands get their bestmove).
    void finishSearch() {
        if (control_.infinite()) control_.stopAndWait();
        control_.wait();
    }

private:
    void error(const std::string& message) { control_.write("info string error: " + message); }

    void uci() {
        std::string text = "id name " + std::string(EngineName) + "\nid author The Xiangqi developers\n";
        text += "option name Hash type spin default 16 min 1 max " + std::to_string(MaxHashMb) + "\n";
        text += "option name Threads type spin default 1 min 1 max 1\n";
        text += "option name UCI_Variant type combo default xiangqi var xiangqi\n";
        text += "option name MultiPV type spin default 1 min 1 max " + std::to_string(MaxMultiPv) + "\n";
        text += "option name Depth type spin default 0 min 0 max " + std::to_string(MaxDepth) + "\n";
        text += "option name Level type combo default Full var Full";
        for (const Level& l : levels()) text += std::string(" var ") + l.name;
        text += "\noption name Clear Hash type button\nuciok";
        control_.write(text);
    }

    void newGame() {
        pos_ = Position();
        control_.searcher.clear();
    }

    // "setoption name <id> [value <x>]"; option names are case-insensitive as UCI asks.
    void setOption(const std::vector<std::string>& words) {
        if (words.size() < 3 || words[1] != "name") return error("setoption needs 'name <option>'");
        std::string name, value;
        std::size_t i = 2;
        for (; i < words.size() && words[i] != "value"; ++i) name += (name.empty() ? "" : " ") + words[i];
        for (++i; i < words.size(); ++i) value += (value.empty() ? "" : " ") + words[i];
        std::string lower = name;
        std::transform(lower.begin(), lower.end(), lower.begin(),
                       [](unsigned char c) { return char(std::tolower(c)); });
        auto number = [&](long long lo, long long hi) -> std::optional<long long> {
            auto v = parseInteger(value);
            if (!v || *v < lo || *v > hi) {
                error("option " + name + " needs a number from " + std::to_string(lo) + " to " + std::to_string(hi));
                return std::nullopt;
            }
            return v;
        };
        if (lower == "hash") {
            if (auto v = number(1, MaxHashMb)) control_.searcher.setHashSize(static_cast<std::size_t>(*v));
        } else if (lower == "threads") {
            number(1, 1);
        } else if (lower == "uci_variant") {
            if (value != "xiangqi") error("only the xiangqi variant is played");
        } else if (lower == "depth") {
            if (auto v = number(0, MaxDepth)) control_.depthOption = static_cast<int>(*v);
        } else if (lower == "level") {
            const auto& list = levels();
            auto it = std::find_if(list.begin(), list.end(), [&](const Level& l) { return value == l.name; });
            if (value == "Full") control_.levelOption = -1;
            else if (it != list.end()) control_.levelOption = static_cast<int>(it - list.begin());
            else error("unknown level '" + value + "'");
        } else if (lower == "multipv") {
            if (auto v = number(1, MaxMultiPv)) control_.multiPvOption = static_cast<int>(*v);
        } else if (lower == "clear hash") {
            control_.searcher.clear();
        } else {
            error("unknown option '" + name + "'");
        }
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

    // "go [depth N] [movetime MS] [nodes N] [wtime MS btime MS winc MS binc MS] [infinite]": checks
    // every argument, then starts the search on its own thread. No limit at all means infinite.
    void go(const std::vector<std::string>& words) {
        if (words.size() > 1 && words[1] == "perft") return perft(words);
        SearchLimits limits;
        limits.depth = control_.depthOption;
        limits.level = control_.levelOption;
        limits.multiPv = control_.multiPvOption;
        bool limited = false;
        for (std::size_t i = 1; i < words.size(); ++i) {
            const std::string& w = words[i];
            if (w == "infinite") {
                limits.infinite = true;
                continue;
            }
            if (w == "ponder") continue;
            static const std::vector<std::string> numeric = {"depth", "movetime", "nodes", "wtime",    "btime",
                                                             "winc",  "binc",     "mate",  "movestogo"};
            if (std::find(numeric.begin(), numeric.end(), w) == numeric.end())
                return error("unknown go parameter '" + w + "'");
            const auto v = i + 1 < words.size() ? parseInteger(words[i + 1]) : std::nullopt;
            if (!v || *v > MaxGoNumber)
                return error("go " + w + " needs a number from 0 to " + std::to_string(MaxGoNumber));
            ++i;
            limited = limited || w != "movestogo";
            if (w == "depth") limits.depth = static_cast<int>(std::clamp<long long>(*v, 1, MaxDepth));
            else if (w == "movetime") limits.movetimeMs = *v;
            else if (w == "nodes") limits.nodes = static_cast<std::uint64_t>(*v);
            else if (w == "wtime") limits.wtime = *v;
            else if (w == "btime") limits.btime = *v;
            else if (w == "winc") limits.winc = *v;
            else if (w == "binc") limits.binc = *v;
            else if (w == "mate") limits.depth = static_cast<int>(std::clamp<long long>(2 * *v, 1, MaxDepth));
        }
        if (!limited && limits.depth == 0 && limits.level < 0) limits.infinite = true;
        control_.start(pos_, limits);
    }

    // "bench [depth]": the fixed positions searched to a fixed depth; the node count is the
    // search's fingerprint.
    void bench(const std::vector<std::string>& words) {
        auto depth = words.size() == 2 ? parseInteger(words[1]) : std::optional<long long>(BenchDepth);
        if (words.size() > 2 || !depth || *depth < 1 || *depth > 20) return error("bench needs a depth from 1 to 20");
        const BenchResult r = xq::bench(static_cast<int>(*depth));
        const std::uint64_t nps = r.timeMs > 0 ? r.nodes * 1000 / static_cast<std::uint64_t>(r.timeMs) : r.nodes;
        control_.write("Nodes searched: " + std::to_string(r.nodes));
        control_.write("Nodes/second: " + std::to_string(nps));
        control_.write("info string bench depth " + std::to_string(*depth) + ", " + std::to_string(r.timeMs) + " ms");
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
    SearchControl control_;  // declared after out_: it writes to it
    Position pos_;
};

}  // namespace

int runUci(std::istream& in, std::ostream& out) {
    UciSession session(out);
    for (std::string line; std::getline(in, line);)
        if (!session.handleLine(line)) return 0;
    session.finishSearch();
    return 0;
}

}  // namespace xq
