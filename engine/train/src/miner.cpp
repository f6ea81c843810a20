#include "xiangqi/train/miner.h"

#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "xiangqi/search.h"

namespace xq::train {

namespace {

// The position's identity for duplicates: board and side to move (the counters do not change the puzzle).
std::string positionKey(const std::string& fen) {
    const std::size_t first = fen.find(' ');
    return first == std::string::npos ? fen : fen.substr(0, first + 2);
}

}  // namespace

std::vector<LadderPuzzle> mineGame(Searcher& searcher, const MineGame& game, const MineOptions& options,
                                   MineStats* stats) {
    std::vector<LadderPuzzle> out;
    searcher.clear();
    const std::vector<NodeId> line = game.record.mainLine();  // the moves, without the root
    Position pos = game.record.startPosition();
    for (std::size_t i = 0; i <= line.size(); ++i) {  // the position after i moves
        const Move last = i > 0 ? game.record.node(line[i - 1]).move : Move();
        if (i > 0) pos.makeMove(last);
        const int ply = int(i);
        if (game.composed) {  // the collection's own position, judged as it is
            if (i > 0) break;
            if (stats) ++stats->positions, ++stats->candidates;
            LadderPuzzle p;
            p.source = game.source;
            if (judgePuzzle(searcher, pos, Move(), options.rules, &p) && checkPuzzle(p).empty()) out.push_back(std::move(p));
            break;
        }
        if (ply < options.skipPlies) continue;
        if (stats) ++stats->positions;
        // 1. The shallow look: one move clearly above the rest, winning or holding.
        const TopTwo quick = searchTopTwo(searcher, pos, options.prefilterDepth);
        if (quick.legalMoves < 2 || !quick.second.move) continue;
        const int b = quick.best.score, s = quick.second.score;
        const bool mate = b > MateBound;
        if (!mate && b - s < options.prefilterMarginCp) continue;
        if (!mate && b < options.rules.holdCp) continue;
        if (!mate && last && quick.best.move.to() == last.to()) continue;  // a recapture
        if (stats) ++stats->candidates;
        // 2. The judgement at depth.
        LadderPuzzle p;
        p.source = game.source + "@" + std::to_string(ply);
        // 3. The quick check the shipped ladder is tested with, on a searcher of its own (the game's stays as it was).
        if (judgePuzzle(searcher, pos, last, options.rules, &p) && checkPuzzle(p).empty()) out.push_back(std::move(p));
    }
    return out;
}

std::vector<LadderPuzzle> minePuzzles(const std::vector<MineGame>& games, const MineOptions& options,
                                      MineStats* stats, const std::function<void(int, int)>& progress,
                                      const std::atomic<bool>* cancel) {
    const int threads = std::max(1, options.threads);
    std::vector<std::vector<LadderPuzzle>> perGame(games.size());
    std::vector<char> done(games.size(), 0);
    std::mutex mutex;
    std::condition_variable changed;
    std::size_t nextGame = 0;
    std::atomic<bool> stop{false};
    MineStats total;

    auto work = [&] {
        Searcher searcher(std::size_t(options.hashMb));
        searcher.setThreads(1);
        MineStats mine;
        while (true) {
            std::size_t g;
            {
                std::lock_guard lock(mutex);
                if (stop || (cancel && *cancel) || nextGame >= games.size()) break;
                g = nextGame++;
            }
            MineStats one;
            std::vector<LadderPuzzle> found = mineGame(searcher, games[g], options, &one);
            std::lock_guard lock(mutex);
            perGame[g] = std::move(found);
            done[g] = 1;
            total.games += 1;
            total.positions += one.positions;
            total.candidates += one.candidates;
            changed.notify_all();
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(work);

    // Collect in game order; with a limit, stop once the finished prefix of games holds enough.
    std::vector<LadderPuzzle> out;
    std::set<std::string> seen;
    std::size_t prefix = 0;
    {
        std::unique_lock lock(mutex);
        while (prefix < games.size()) {
            changed.wait_for(lock, std::chrono::milliseconds(200), [&] { return done[prefix] || stop; });
            if (cancel && *cancel) {
                stop = true;
                break;
            }
            while (prefix < games.size() && done[prefix]) {
                for (LadderPuzzle& p : perGame[prefix]) {
                    if (options.limit > 0 && int(out.size()) >= options.limit) break;
                    if (!seen.insert(positionKey(p.fen)).second) {
                        ++total.duplicates;
                        continue;
                    }
                    out.push_back(std::move(p));
                }
                perGame[prefix].clear();
                ++prefix;
            }
            if (options.limit > 0 && int(out.size()) >= options.limit) {
                stop = true;
                break;
            }
            if (progress) {
                const int gamesDone = total.games, found = int(out.size());
                lock.unlock();
                progress(gamesDone, found);
                lock.lock();
            }
            if (nextGame >= games.size() && prefix >= games.size()) break;
        }
    }
    for (std::thread& t : pool) t.join();
    total.puzzles = int(out.size());
    if (stats) *stats = total;
    return out;
}

}  // namespace xq::train
