// xiangqi-searchbench: how efficiently the search reaches depth, and what it plays (docs/ENGINE.md, "Search
// efficiency"). A tool, not a test: every search change reports its table.
//
// For each position of the benchmark (tools/data/searchbench.epd, from master games): one thread, a fresh table,
// iterative deepening to --depth; the nodes and time at which each depth from --from on finished, the effective
// branching factor, the share of quiescence nodes, how often the first move searched made the cut-off, and the
// selective depth against the depth. Then, with a reference (tools/data/searchbench-ref.txt, a reference engine's
// score of every legal move, see reference.py), a second search of each position with a fresh table to --nodes
// (or --movetime): how often our move is the reference's best, and the mean score the reference says it loses.
//
// Usage: xiangqi-searchbench [--positions FILE] [--reference FILE|none] [--depth 14] [--from 8] [--nodes 200000]
//                            [--movetime MS] [--hash 64] [--limit N] [--verbose]
// The node counts are deterministic (one thread, fresh tables); the times depend on the machine and its load.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "xiangqi/notation.h"
#include "xiangqi/position.h"
#include "xiangqi/search.h"

using namespace xq;

namespace {

struct Options {
    std::string positions = XIANGQI_SOURCE_DIR "/tools/data/searchbench.epd";
    std::string reference = XIANGQI_SOURCE_DIR "/tools/data/searchbench-ref.txt";
    int depth = 14, from = 8;
    std::uint64_t nodes = 200000;
    std::int64_t movetimeMs = 0;
    std::size_t hashMb = 64;
    int limit = 0;
    bool verbose = false;
};

// The reference's view of one position: its best move and every move's score (side to move's view).
struct Reference {
    std::string best;
    std::map<std::string, int> scores;
};

constexpr int MateCp = 10000;  // a reference mate counts as this many centipawns, less a move per move to it
constexpr int LossCap = 1000;  // one position's loss counts at most this much in the mean

[[noreturn]] void fail(const std::string& message) {
    std::fprintf(stderr, "xiangqi-searchbench: %s\n", message.c_str());
    std::exit(2);
}

std::vector<std::string> fields(const std::string& line) {
    std::vector<std::string> out;
    std::stringstream in(line);
    for (std::string f; std::getline(in, f, ';');) out.push_back(f);
    return out;
}

// FEN without the move counters, as the key of the reference.
std::string boardKey(const std::string& fen) {
    std::stringstream in(fen);
    std::string board, side;
    in >> board >> side;
    return board + " " + side;
}

std::map<std::string, Reference> readReference(const std::string& path) {
    std::map<std::string, Reference> refs;
    std::ifstream in(path);
    if (!in) return refs;
    for (std::string line; std::getline(in, line);) {
        const auto f = fields(line);
        if (f.size() < 4) continue;
        Reference r;
        r.best = f[2].substr(f[2].find(' ') + 1);
        std::stringstream scores(f[3].substr(f[3].find(' ') + 1));
        for (std::string item; scores >> item;) {
            const auto colon = item.find(':');
            if (colon == std::string::npos) continue;
            const std::string value = item.substr(colon + 1);
            int cp = 0;
            if (value[0] == 'M') {
                const int moves = std::atoi(value.c_str() + 1);
                cp = moves > 0 ? MateCp - moves : -MateCp - moves;
            } else {
                cp = std::atoi(value.c_str());
            }
            r.scores[item.substr(0, colon)] = cp;
        }
        refs[boardKey(f[0])] = r;
    }
    return refs;
}

Options parse(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) fail(a + " needs a value");
            return argv[++i];
        };
        auto number = [&]() -> long long {
            const std::string v = value();
            char* end = nullptr;
            const long long n = std::strtoll(v.c_str(), &end, 10);
            if (v.empty() || *end != '\0' || n < 0) fail("bad number for " + a + ": " + v);
            return n;
        };
        if (a == "--positions") o.positions = value();
        else if (a == "--reference") o.reference = value();
        else if (a == "--depth") o.depth = static_cast<int>(number());
        else if (a == "--from") o.from = static_cast<int>(number());
        else if (a == "--nodes") o.nodes = static_cast<std::uint64_t>(number());
        else if (a == "--movetime") o.movetimeMs = number();
        else if (a == "--hash") o.hashMb = static_cast<std::size_t>(std::max(1LL, number()));
        else if (a == "--limit") o.limit = static_cast<int>(number());
        else if (a == "--verbose") o.verbose = true;
        else if (a == "--help" || a == "-h") {
            std::printf("usage: xiangqi-searchbench [--positions FILE] [--reference FILE|none] [--depth 14] "
                        "[--from 8] [--nodes 200000] [--movetime MS] [--hash 64] [--limit N] [--verbose]\n");
            std::exit(0);
        } else fail("unknown option " + a);
    }
    if (o.depth < 2 || o.depth > MaxDepth) fail("--depth must be 2.." + std::to_string(MaxDepth));
    o.from = std::clamp(o.from, 2, o.depth);
    return o;
}

struct DepthRow {
    std::uint64_t nodes = 0;  // summed over the positions
    double ms = 0;
    double logRatio = 0;  // sum of ln(nodes(d) / nodes(d-1)) over the positions
    int ratioCount = 0;
    double seldepth = 0;
};

}  // namespace

int main(int argc, char** argv) {
    const Options o = parse(argc, argv);
    std::vector<std::string> fens;
    {
        std::ifstream in(o.positions);
        if (!in) fail("cannot read " + o.positions);
        for (std::string line; std::getline(in, line);)
            if (!line.empty() && line[0] != '#') fens.push_back(fields(line)[0]);
    }
    if (o.limit > 0 && static_cast<int>(fens.size()) > o.limit) fens.resize(static_cast<std::size_t>(o.limit));
    const auto refs = o.reference == "none" ? std::map<std::string, Reference>{} : readReference(o.reference);

    std::vector<DepthRow> rows(static_cast<std::size_t>(o.depth) + 1);
    SearchStats stats;
    std::uint64_t totalNodes = 0;
    double overallLog = 0;
    int overallCount = 0;
    int agree = 0, judged = 0, unknownMove = 0;
    double loss = 0, qualityDepth = 0;
    std::atomic<bool> stop{false};

    for (std::size_t i = 0; i < fens.size(); ++i) {
        Position pos;
        if (!pos.setFen(fens[i])) fail("bad FEN on line " + std::to_string(i + 1) + ": " + fens[i]);

        // 1. Depth: nodes and time at which each iteration finished.
        std::vector<SearchInfo> infos(static_cast<std::size_t>(o.depth) + 1);
        {
            Searcher searcher(o.hashMb);
            searcher.setThreads(1);
            SearchLimits limits;
            limits.depth = o.depth;
            const SearchResult r = searcher.search(pos, limits, stop, [&](const SearchInfo& info) {
                if (info.depth >= 1 && info.depth <= o.depth && info.line() == 1)
                    infos[static_cast<std::size_t>(info.depth)] = info;
            });
            stats.qsearchNodes += r.stats.qsearchNodes;
            stats.cutoffs += r.stats.cutoffs;
            stats.firstMoveCutoffs += r.stats.firstMoveCutoffs;
            totalNodes += r.info.nodes;
        }
        for (int d = o.from; d <= o.depth; ++d) {
            const SearchInfo& info = infos[static_cast<std::size_t>(d)];
            if (info.depth != d) continue;  // a mate found early ends the search before this depth
            DepthRow& row = rows[static_cast<std::size_t>(d)];
            row.nodes += info.nodes;
            row.ms += static_cast<double>(info.timeMs);
            row.seldepth += info.seldepth;
            const SearchInfo& prev = infos[static_cast<std::size_t>(d - 1)];
            if (prev.depth == d - 1 && prev.nodes > 0 && info.nodes > prev.nodes) {
                row.logRatio += std::log(double(info.nodes) / double(prev.nodes));
                ++row.ratioCount;
            }
        }
        const SearchInfo &first = infos[static_cast<std::size_t>(o.from)], &last = infos[static_cast<std::size_t>(o.depth)];
        if (first.depth == o.from && last.depth == o.depth && o.depth > o.from && last.nodes > first.nodes) {
            overallLog += std::log(double(last.nodes) / double(first.nodes)) / (o.depth - o.from);
            ++overallCount;
        }

        // 2. Quality: our move with a fresh table at the node (or time) limit, against the reference.
        std::string verdict;
        if (const auto ref = refs.find(boardKey(fens[i])); ref != refs.end()) {
            Searcher searcher(o.hashMb);
            searcher.setThreads(1);
            SearchLimits limits;
            if (o.movetimeMs > 0) limits.movetimeMs = o.movetimeMs;
            else limits.nodes = o.nodes;
            const SearchResult r = searcher.search(pos, limits, stop);
            const std::string ours = moveToUci(r.bestMove);
            qualityDepth += r.info.depth;
            ++judged;
            const auto bestScore = ref->second.scores.find(ref->second.best);
            const auto ourScore = ref->second.scores.find(ours);
            if (ours == ref->second.best) ++agree;
            if (bestScore == ref->second.scores.end() || ourScore == ref->second.scores.end()) {
                ++unknownMove;
            } else {
                const int l = std::clamp(bestScore->second - ourScore->second, 0, LossCap);
                loss += l;
                verdict = " move " + ours + " ref " + ref->second.best + " loss " + std::to_string(l);
            }
        }
        if (o.verbose)
            std::printf("%3zu  depth %d nodes %llu%s\n", i + 1, last.depth,
                        static_cast<unsigned long long>(last.nodes), verdict.c_str());
    }

    const double n = static_cast<double>(fens.size());
    std::printf("Search efficiency: %zu positions, 1 thread, fresh %zu MB table each, depth %d..%d\n", fens.size(),
                o.hashMb, o.from, o.depth);
    std::printf("depth  positions  nodes (sum)     mean ms   EBF (d/d-1, geo. mean)  seldepth/depth\n");
    for (int d = o.from; d <= o.depth; ++d) {
        const DepthRow& row = rows[static_cast<std::size_t>(d)];
        const double ebf = row.ratioCount ? std::exp(row.logRatio / row.ratioCount) : 0;
        std::printf("%5d  %9d  %14llu  %8.1f  %22.2f  %14.2f\n", d, row.ratioCount,
                    static_cast<unsigned long long>(row.nodes), row.ms / n, ebf,
                    row.nodes ? row.seldepth / n / d : 0.0);
    }
    std::printf("EBF %d..%d (geometric mean over positions): %.3f\n", o.from, o.depth,
                overallCount ? std::exp(overallLog / overallCount) : 0.0);
    std::printf("Nodes (all iterations, all positions): %llu\n", static_cast<unsigned long long>(totalNodes));
    std::printf("Quiescence share: %.1f %%   first-move cut-off rate: %.1f %%\n",
                totalNodes ? 100.0 * double(stats.qsearchNodes) / double(totalNodes) : 0.0,
                stats.cutoffs ? 100.0 * double(stats.firstMoveCutoffs) / double(stats.cutoffs) : 0.0);
    if (judged > 0) {
        const std::string limit =
            o.movetimeMs > 0 ? std::to_string(o.movetimeMs) + " ms" : std::to_string(o.nodes) + " nodes";
        std::printf("Quality at %s (%d positions with a reference): agreement %.1f %%, mean loss %.1f cp "
                    "(capped at %d a position; %d moves not in the reference), mean depth %.2f\n",
                    limit.c_str(), judged, 100.0 * agree / judged, (judged - unknownMove) ? loss / (judged - unknownMove) : 0.0,
                    LossCap, unknownMove, qualityDepth / judged);
    }
    return 0;
}
