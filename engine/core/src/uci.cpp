// UCI protocol loop. Thin adapter: parses commands and calls the engine library.
#include "xiangqi/uci.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <iostream>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "xiangqi/book.h"
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

// ---- Output, and the state the input thread shares with the command thread ----

constexpr long long MaxGoNumber = 1LL << 40;  // far beyond any real limit, small enough to compute with
constexpr std::size_t MaxQueuedBytes = std::size_t(64) << 20;  // commands read ahead of a long search
constexpr std::size_t MaxErrorBytes = 300;                     // an error line quotes at most this much of the input

// Lines from both threads go through one mutex so they never interleave.
class Output {
public:
    explicit Output(std::ostream& out) : out_(out) {}
    void write(const std::string& text) {
        std::lock_guard lock(mutex_);
        out_ << text << std::endl;
    }

private:
    std::ostream& out_;
    std::mutex mutex_;
};

// The input thread reads lines: "isready", "stop", "ponderhit" and "quit" it handles itself at
// once; every other command goes into a queue that the command thread runs in order. Each queued
// command has a sequence number; "stop" stops every task started by a command read before it
// (the running search, and any search still queued, which then returns at once with a move), so a
// "go ... stop" pair always gets exactly one bestmove, and nothing can keep a "stop" from working.
struct Channel {
    struct Command {
        std::string line;
        std::uint64_t seq = 0;
        std::string error;  // set instead of line for input refused by the reader
    };

    std::mutex mutex;
    std::condition_variable changed;
    std::deque<Command> queue;
    std::size_t queuedBytes = 0;
    std::uint64_t nextSeq = 0;
    std::uint64_t stopBefore = 0;  // tasks of commands with seq < stopBefore are stopped
    // A "go" read while an infinite or pondering search runs or waits means the GUI forgot the
    // "stop": open-ended searches of commands with seq < openEndedStopBefore are stopped.
    std::uint64_t openEndedStopBefore = 0;
    std::uint64_t releaseBefore = 0;  // pondering searches with seq < releaseBefore may answer (ponderhit)
    bool endOfInput = false;
    bool stopAll = false;  // quit, or the end-of-input budget ran out: every task is stopped
    bool executorDone = false;
    bool running = false;               // a task (search, perft, bench) is running
    bool runningOpenEnded = false;      // ... and it is infinite or pondering
    std::atomic<bool> stopFlag{false};  // read by the running task

    // Called by the command thread when a task starts and ends.
    void beginTask(Output& out, std::uint64_t seq, bool openEnded) {
        std::lock_guard lock(mutex);
        answerReady(out, nextSeq);
        running = true;
        runningOpenEnded = openEnded;
        stopFlag = seq < stopBefore || stopAll || (openEnded && (endOfInput || seq < openEndedStopBefore));
    }
    void endTask() {
        std::lock_guard lock(mutex);
        running = false;
    }
    // An infinite search keeps its answer until "stop"; a pondering one until "stop" or "ponderhit".
    void holdAnswer(std::uint64_t seq, bool ponder) {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] {
            return seq < stopBefore || seq < openEndedStopBefore || stopAll || endOfInput ||
                   (ponder && seq < releaseBefore);
        });
    }
    void stopRunning() {  // with the mutex held
        if (running) stopFlag = true;
    }

    // "isready" is answered at once while a task runs (or nothing is waiting), otherwise as soon as
    // every command read before it has run or started: so it follows the answers to quick commands
    // ("uci", "d", errors) read before it, and never waits for a search.
    std::deque<std::uint64_t> readyAfter;                   // one entry per pending "isready": its sequence number
    bool executing = false;                                 // the command thread is running a command
    void answerReady(Output& out, std::uint64_t reached) {  // with the mutex held
        while (!readyAfter.empty() && readyAfter.front() <= reached) {
            readyAfter.pop_front();
            out.write("readyok");
        }
    }
};

// Stoppable perft: the stop flag is read at every node two or more plies above the leaves.
std::uint64_t perftUntilStopped(Position& pos, int depth, const std::atomic<bool>& stop) {
    if (depth <= 2) return perft(pos, depth);
    if (stop.load(std::memory_order_relaxed)) return 0;
    MoveList list;
    generateLegal(pos, list);
    std::uint64_t nodes = 0;
    for (Move m : list) {
        pos.makeMove(m);
        nodes += perftUntilStopped(pos, depth - 1, stop);
        pos.undoMove();
    }
    return nodes;
}

// UCI wants the score from the side to move; SearchInfo has it from Red's side.
std::string infoLine(const SearchInfo& info, bool redToMove) {
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

// One UCI conversation as the command thread sees it: the current position, the searcher and the
// command handlers. Each handler checks its arguments completely before changing anything, so a
// malformed command leaves the state as it was.
class UciSession {
public:
    UciSession(Output& out, Channel& channel, const UciConfig& config)
        : out_(out),
          channel_(channel),
          config_(config),
          searcher_(std::clamp<std::size_t>(config.hashMb, 1, config.maxHashMb)) {}

    // Runs one queued command (never isready, stop, ponderhit or quit: the reader answers those).
    void execute(const Channel::Command& command) {
        if (!command.error.empty()) return error(command.error);
        const auto words = split(command.line);
        if (words.empty()) return;
        seq_ = command.seq;
        const std::string& cmd = words[0];
        if (cmd == "uci") uci();
        else if (cmd == "ucinewgame") newGame();
        else if (cmd == "setoption") setOption(words);
        else if (cmd == "position") position(words);
        else if (cmd == "go") go(words);
        else if (cmd == "bench") bench(words);
        else if (cmd == "d") out_.write(pos_.fen());
        else error("unknown command '" + cmd + "'");
    }

private:
    void error(const std::string& message) {
        out_.write("info string error: " + printableText(message, MaxErrorBytes));
    }

    void uci() {
        std::string text = "id name " + std::string(EngineName) + "\nid author The Xiangqi developers\n";
        text += "option name Hash type spin default " + std::to_string(searcherHashMb()) + " min 1 max " +
                std::to_string(config_.maxHashMb) + "\n";
        text += "option name Threads type spin default 1 min 1 max " + std::to_string(MaxThreads) + "\n";
        text += "option name UCI_Variant type combo default xiangqi var xiangqi\n";
        text += "option name MultiPV type spin default 1 min 1 max " + std::to_string(MaxMultiPv) + "\n";
        text += "option name NoCaptureDrawPlies type spin default " + std::to_string(MoveLimitPlies) + " min " +
                std::to_string(MinNoCaptureDrawPlies) + " max " + std::to_string(MaxNoCaptureDrawPlies) + "\n";
        text += "option name Rules type combo default asian var asian var chinese var simple\n";
        text += "option name Depth type spin default 0 min 0 max " + std::to_string(MaxDepth) + "\n";
        text += "option name Level type combo default Full var Full";
        for (const Level& l : levels()) text += std::string(" var ") + l.name;
        text += "\noption name OwnBook type check default false\noption name BookFile type string default <empty>";
        text += "\noption name Clear Hash type button\nuciok";
        out_.write(text);
    }
    std::size_t searcherHashMb() const { return std::clamp<std::size_t>(config_.hashMb, 1, config_.maxHashMb); }

    void newGame() {
        pos_ = Position();
        searcher_.clear();
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
            if (auto v = number(1, static_cast<long long>(config_.maxHashMb)))
                searcher_.setHashSize(static_cast<std::size_t>(*v));
        } else if (lower == "threads") {
            if (auto v = number(1, MaxThreads)) searcher_.setThreads(static_cast<int>(*v));
        } else if (lower == "uci_variant") {
            if (value != "xiangqi") error("only the xiangqi variant is played");
        } else if (lower == "depth") {
            if (auto v = number(0, MaxDepth)) depthOption_ = static_cast<int>(*v);
        } else if (lower == "level") {
            const auto& list = levels();
            auto it = std::find_if(list.begin(), list.end(), [&](const Level& l) { return value == l.name; });
            if (value == "Full") levelOption_ = -1;
            else if (it != list.end()) levelOption_ = static_cast<int>(it - list.begin());
            else error("unknown level '" + value + "'");
        } else if (lower == "multipv") {
            if (auto v = number(1, MaxMultiPv)) multiPvOption_ = static_cast<int>(*v);
        } else if (lower == "nocapturedrawplies") {
            // The referee's no-capture rule, for the search (a GUI with the 50-move rule says 100).
            if (auto v = number(MinNoCaptureDrawPlies, MaxNoCaptureDrawPlies)) {
                SearchOptions options = searcher_.options();
                options.noCaptureDrawPlies = static_cast<int>(*v);
                searcher_.setOptions(options);
            }
        } else if (lower == "ownbook") {
            if (value != "true" && value != "false") return error("option OwnBook needs true or false");
            ownBook_ = value == "true";
        } else if (lower == "bookfile") {
            OpeningBook book;
            std::string why;
            if (value.empty() || value == "<empty>") book_ = OpeningBook();
            else if (book.load(value, &why)) book_ = std::move(book);
            else error("book file '" + value + "': " + why);
        } else if (lower == "rules") {
            // The repetition rules the referee applies (docs/RULES.md section 3); the search plays by them.
            RuleSet rules;
            if (!parseRuleSet(value, &rules)) return error("option Rules needs asian, chinese or simple");
            SearchOptions options = searcher_.options();
            options.rules = rules;
            searcher_.setOptions(options);
        } else if (lower == "clear hash") {
            searcher_.clear();
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
            FenError why;
            if (!next.setFen(fen, &why)) return error("bad FEN: " + describe(why));
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

    // "go [depth N] [movetime MS] [nodes N] [wtime MS btime MS winc MS binc MS] [infinite] [ponder]":
    // checks every argument, then searches. No limit at all means infinite. A zero limit, or a clock
    // without the side to move's time, gets a short bounded search, never an unbounded one.
    void go(const std::vector<std::string>& words) {
        if (words.size() > 1 && words[1] == "perft") return perft(words);
        SearchLimits limits;
        limits.depth = depthOption_;
        limits.level = levelOption_;
        limits.multiPv = multiPvOption_;
        bool limited = false, ponder = false, clock = false;
        for (std::size_t i = 1; i < words.size(); ++i) {
            const std::string& w = words[i];
            if (w == "infinite") {
                limits.infinite = true;
                continue;
            }
            if (w == "ponder") {
                ponder = true;
                continue;
            }
            static const std::vector<std::string> numeric = {"depth", "movetime", "nodes", "wtime",    "btime",
                                                             "winc",  "binc",     "mate",  "movestogo"};
            if (std::find(numeric.begin(), numeric.end(), w) == numeric.end())
                return error("unknown go parameter '" + w + "'");
            const auto v = i + 1 < words.size() ? parseInteger(words[i + 1]) : std::nullopt;
            if (!v || *v < 0 || *v > MaxGoNumber)
                return error("go " + w + " needs a number from 0 to " + std::to_string(MaxGoNumber) +
                             (i + 1 < words.size() ? ", found '" + words[i + 1] + "'" : std::string()));
            ++i;
            limited = limited || w != "movestogo";
            if (w == "depth") limits.depth = static_cast<int>(std::clamp<long long>(*v, 1, MaxDepth));
            else if (w == "movetime") limits.movetimeMs = std::max<long long>(*v, 1);  // 0: the shortest search
            else if (w == "nodes") limits.nodes = static_cast<std::uint64_t>(std::max<long long>(*v, 1));
            else if (w == "wtime") limits.wtime = *v;
            else if (w == "btime") limits.btime = *v;
            else if (w == "winc") limits.winc = *v;
            else if (w == "binc") limits.binc = *v;
            else if (w == "mate") limits.depth = static_cast<int>(std::clamp<long long>(2 * *v, 1, MaxDepth));
            clock = clock || w == "wtime" || w == "btime" || w == "winc" || w == "binc";
        }
        // A clock without the mover's time (say "go winc 1000"): the mover has one increment left.
        if (clock) {
            const bool red = pos_.sideToMove() == Color::Red;
            std::int64_t& time = red ? limits.wtime : limits.btime;
            if (time < 0) time = red ? limits.winc : limits.binc;
        }
        if (!limited && limits.depth == 0 && limits.level < 0) limits.infinite = true;
        search(limits, ponder);
    }

    void search(const SearchLimits& limits, bool ponder) {
        const bool openEnded = limits.infinite || ponder;
        channel_.beginTask(out_, seq_, openEnded);
        // OwnBook: a book move is played at once (weighted by the book, so games vary); never in analysis.
        if (const Move m = ownBook_ && !openEnded ? book_.pick(pos_, BookVariety::Weighted, bookRandom_) : Move()) {
            channel_.endTask();
            out_.write("info string book move " + moveToUci(m) + "\nbestmove " + moveToUci(m));
            return;
        }
        const bool redToMove = pos_.sideToMove() == Color::Red;
        auto report = [this, redToMove](const SearchInfo& info) { out_.write(infoLine(info, redToMove)); };
        const SearchResult result = searcher_.search(pos_, limits, channel_.stopFlag, report);
        if (openEnded) channel_.holdAnswer(seq_, ponder && !limits.infinite);
        channel_.endTask();
        out_.write("bestmove " + (result.bestMove ? moveToUci(result.bestMove) : std::string("(none)")));
    }

    // "bench [depth [threads]]": the fixed positions searched to a fixed depth; the node count is the
    // search's fingerprint (with one thread, the default whatever the Threads option says).
    void bench(const std::vector<std::string>& words) {
        auto depth = words.size() >= 2 ? parseInteger(words[1]) : std::optional<long long>(BenchDepth);
        auto threads = words.size() >= 3 ? parseInteger(words[2]) : std::optional<long long>(1);
        if (words.size() > 3 || !depth || *depth < 1 || *depth > 20) return error("bench needs a depth from 1 to 20");
        if (!threads || *threads < 1 || *threads > MaxThreads)
            return error("bench needs a thread count from 1 to " + std::to_string(MaxThreads));
        channel_.beginTask(out_, seq_, false);
        const BenchResult r = xq::bench(static_cast<int>(*depth), &channel_.stopFlag, static_cast<int>(*threads));
        const bool stopped = channel_.stopFlag.load();
        channel_.endTask();
        if (stopped) return out_.write("info string bench stopped");
        const std::uint64_t nps = r.timeMs > 0 ? r.nodes * 1000 / static_cast<std::uint64_t>(r.timeMs) : r.nodes;
        out_.write("Nodes searched: " + std::to_string(r.nodes));
        out_.write("Nodes/second: " + std::to_string(nps));
        out_.write("info string bench depth " + std::to_string(*depth) + ", " + std::to_string(*threads) + " thread" +
                   (*threads == 1 ? "" : "s") + ", " + std::to_string(r.timeMs) + " ms");
    }

    // "go perft N": one "move: count" line per legal move, a blank line, "Nodes searched: N".
    // A stopped perft prints "info string perft stopped" and no counts.
    void perft(const std::vector<std::string>& words) {
        auto depth = words.size() == 3 ? parseInteger(words[2]) : std::nullopt;
        if (!depth || *depth < 1 || *depth > MaxPerftDepth)
            return error("go perft needs one depth from 1 to " + std::to_string(MaxPerftDepth));
        channel_.beginTask(out_, seq_, false);
        const auto start = std::chrono::steady_clock::now();
        Position pos = pos_;
        MoveList list;
        generateLegal(pos, list);
        std::string text;
        std::uint64_t total = 0;
        for (Move m : list) {
            pos.makeMove(m);
            const std::uint64_t count = perftUntilStopped(pos, static_cast<int>(*depth) - 1, channel_.stopFlag);
            pos.undoMove();
            text += moveToUci(m) + ": " + std::to_string(count) + "\n";
            total += count;
        }
        const bool stopped = channel_.stopFlag.load();
        channel_.endTask();
        if (stopped) return out_.write("info string perft stopped");
        const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start);
        const long long micros = std::max<long long>(1, us.count());
        out_.write(text + "\nNodes searched: " + std::to_string(total));
        out_.write("info string time " + std::to_string(micros / 1000) + " ms, " +
                   std::to_string(total * 1000000 / static_cast<std::uint64_t>(micros)) + " nodes/s");
    }

    Output& out_;
    Channel& channel_;
    const UciConfig& config_;
    Searcher searcher_;
    Position pos_;
    std::uint64_t seq_ = 0;  // of the command being run
    int depthOption_ = 0;    // the Depth option: 0 = no limit
    bool ownBook_ = false;   // OwnBook: play from BookFile when it has a move
    OpeningBook book_;
    std::mt19937_64 bookRandom_{std::random_device{}()};
    int levelOption_ = -1;   // the Level option: index into levels(), -1 = full strength
    int multiPvOption_ = 1;  // the MultiPV option: best lines reported per iteration
};

enum class LineStatus { Ok, TooLong, End };

// Reads one line of at most maxBytes (without the newline). A longer line is read to its end and
// dropped without being stored, so memory stays bounded whatever the input.
LineStatus readLine(std::istream& in, std::string& line, std::size_t maxBytes, std::size_t& length) {
    line.clear();
    length = 0;
    std::streambuf* buf = in.rdbuf();
    if (!buf || !in.good()) return LineStatus::End;
    for (;;) {
        const int c = buf->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            in.setstate(std::ios::eofbit);
            if (length == 0) return LineStatus::End;
            break;
        }
        if (c == '\n') break;
        if (++length <= maxBytes) line.push_back(static_cast<char>(c));
    }
    if (length > maxBytes) {
        line.clear();
        return LineStatus::TooLong;
    }
    return LineStatus::Ok;
}

std::string firstWord(const std::string& line) {
    const auto words = split(line.size() > 64 ? line.substr(0, 64) : line);
    return words.empty() ? std::string() : words[0];
}

}  // namespace

std::string printableText(std::string_view text, std::size_t maxBytes) {
    static const char* hex = "0123456789abcdef";
    std::string out;
    auto escape = [&](unsigned char b) {
        out += "\\x";
        out += hex[b >> 4];
        out += hex[b & 15];
    };
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t before = out.size();
        const auto b = static_cast<unsigned char>(text[i]);
        // Length of a valid UTF-8 sequence starting at i (0: invalid), with the second byte's range.
        std::size_t n = 0;
        unsigned char lo = 0x80, hi = 0xBF;
        if (b < 0x80) n = 1;
        else if (b >= 0xC2 && b <= 0xDF) n = 2;
        else if (b >= 0xE0 && b <= 0xEF) {
            n = 3;
            if (b == 0xE0) lo = 0xA0;  // no overlong forms
            if (b == 0xED) hi = 0x9F;  // no surrogates
        } else if (b >= 0xF0 && b <= 0xF4) {
            n = 4;
            if (b == 0xF0) lo = 0x90;
            if (b == 0xF4) hi = 0x8F;  // nothing above U+10FFFF
        }
        for (std::size_t k = 1; k < n; ++k) {
            const auto c = i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0;
            if (c < (k == 1 ? lo : 0x80) || c > (k == 1 ? hi : 0xBF)) n = 0;
        }
        const bool control = (n == 1 && (b < 0x20 || b == 0x7F)) ||
                             (n == 2 && b == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0);
        if (n == 0) {
            escape(b);
            n = 1;
        } else if (control) {
            for (std::size_t k = 0; k < n; ++k) escape(static_cast<unsigned char>(text[i + k]));
        } else {
            out.append(text.substr(i, n));
        }
        if (out.size() > maxBytes) {
            out.resize(before);
            return out + "...";
        }
        i += n;
    }
    return out;
}

int runUci(std::istream& in, std::ostream& outStream, const UciConfig& config) {
    Output out(outStream);
    Channel channel;
    UciSession session(out, channel, config);
    std::thread executor([&] {
        for (;;) {
            Channel::Command command;
            {
                std::unique_lock lock(channel.mutex);
                channel.changed.wait(lock, [&] { return channel.endOfInput || !channel.queue.empty(); });
                if (channel.queue.empty()) break;
                command = std::move(channel.queue.front());
                channel.queue.pop_front();
                channel.queuedBytes -= command.line.size();
                channel.executing = true;
            }
            session.execute(command);
            std::lock_guard lock(channel.mutex);
            channel.executing = false;
            channel.answerReady(out, command.seq + 1);
        }
        std::lock_guard lock(channel.mutex);
        channel.answerReady(out, channel.nextSeq);
        channel.executorDone = true;
        channel.changed.notify_all();
    });

    auto enqueue = [&](Channel::Command command) {
        std::lock_guard lock(channel.mutex);
        if (firstWord(command.line) == "go") {
            channel.openEndedStopBefore = channel.nextSeq;
            if (channel.runningOpenEnded) channel.stopRunning();
            channel.changed.notify_all();
        }
        if (channel.queuedBytes + command.line.size() > MaxQueuedBytes) {
            command.error = "too much input while busy: '" + command.line.substr(0, 40) + "' ignored";
            command.line.clear();
        }
        command.seq = channel.nextSeq++;
        channel.queuedBytes += command.line.size();
        channel.queue.push_back(std::move(command));
        channel.changed.notify_all();
    };

    std::string line;
    std::size_t length = 0;
    for (LineStatus status; (status = readLine(in, line, config.maxLineBytes, length)) != LineStatus::End;) {
        if (status == LineStatus::TooLong) {
            enqueue({"", 0,
                     "line too long (" + std::to_string(length) + " bytes, at most " +
                         std::to_string(config.maxLineBytes) + "), ignored"});
            continue;
        }
        const std::string cmd = firstWord(line);
        if (cmd == "isready") {
            std::lock_guard lock(channel.mutex);
            if (channel.running || (channel.queue.empty() && !channel.executing)) out.write("readyok");
            else channel.readyAfter.push_back(channel.nextSeq);
        } else if (cmd == "stop" || cmd == "ponderhit" || cmd == "quit") {
            std::lock_guard lock(channel.mutex);
            if (cmd == "ponderhit") {
                channel.releaseBefore = channel.nextSeq;
            } else {
                channel.stopBefore = channel.nextSeq;
                channel.stopRunning();
            }
            // quit: every task read before it stops at once (a search still answers with its
            // bestmove), the other commands read before it still run, then the engine exits.
            if (cmd == "quit") channel.stopAll = true;
            channel.changed.notify_all();
            if (cmd == "quit") break;
        } else {
            enqueue({line, 0, {}});
        }
    }

    // End of input (or quit): infinite and pondering searches stop; bounded work finishes within
    // the budget, if there is one.
    {
        std::unique_lock lock(channel.mutex);
        channel.endOfInput = true;
        if (channel.runningOpenEnded) channel.stopRunning();
        channel.changed.notify_all();
        if (config.endOfInputBudget.count() >= 0 &&
            !channel.changed.wait_for(lock, config.endOfInputBudget, [&] { return channel.executorDone; })) {
            channel.stopAll = true;
            channel.stopRunning();
            channel.changed.notify_all();
        }
    }
    executor.join();
    return 0;
}

}  // namespace xq
