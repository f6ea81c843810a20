// bench: fixed positions searched to a fixed depth; the node count is the search's fingerprint.
#include <chrono>

#include "xiangqi/search.h"

namespace xq {

const std::vector<const char*>& benchPositions() {
    static const std::vector<const char*> list = {
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3",
        "2baka1n1/r1cr5/2n5b/p1p3p2/4p3p/PR5CP/c1P1P1P2/4CA3/2N2K3/2BA2BNR b - - 39 20",
        "3aka2r/4c1n2/r1n1b3b/p1p1p3p/1C4p2/8P/P1P1P1P2/9/5K1C1/RN1A2c1R w - - 0 16",
        "rn1akab1r/1C5c1/6n2/p1p1p1p2/2b5p/2P3PCP/P3P4/8R/4A4/2BcK1BNR b - - 3 16",
        "1Rbk3nr/c3a4/5a2b/7C1/1P4p2/4P4/6N1P/2NA5/4A3r/2B1K2c1 w - - 5 49",
        "2ba1kb2/7r1/9/2p3pRp/4p4/2P6/6P1P/8N/4A4/3AK1B2 b - - 0 18",
        "3ak4/9/2n6/9/9/9/p8/9/5K3/1R7 w - - 0 1",
    };
    return list;
}

BenchResult bench(int depth, const std::atomic<bool>* stopFlag, int threads) {
    BenchResult result;
    const auto start = std::chrono::steady_clock::now();
    std::atomic<bool> neverStop{false};
    const std::atomic<bool>& stop = stopFlag ? *stopFlag : neverStop;
    for (const char* fen : benchPositions()) {
        if (stop.load()) break;
        Position pos;
        pos.setFen(fen);
        Searcher searcher(16);
        searcher.setThreads(threads);
        SearchLimits limits;
        limits.depth = depth;
        result.nodes += searcher.search(pos, limits, stop).info.nodes;
    }
    result.timeMs =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace xq
