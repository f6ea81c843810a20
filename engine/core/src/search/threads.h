// The thread pool: the main search thread and the Lazy SMP helpers, with the table they share.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

#include "search/tt.h"
#include "search/worker.h"

namespace xq::detail {

// Lazy SMP: with n threads a search runs n - 1 helper threads beside the caller's thread on the same
// root. They share only the transposition table (lock-free entries, see TTEntry); each has its own
// position, histories, principal variation and node count. The caller's thread (the main thread,
// workers_[0]) keeps the clock, the limits, the progress reports and MultiPV, and its result is the
// answer; the helpers fill the table (odd ones a ply ahead of the main thread) and stop when it does.
// With one thread nothing of this runs and the search is exactly the single-threaded one.
class ThreadPool {
public:
    explicit ThreadPool(std::size_t hashMb);
    ~ThreadPool() { join(); }
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    Worker& main() { return *workers_[0]; }
    int size() const { return static_cast<int>(workers_.size()); }
    const SearchOptions& options() const { return options_; }

    // All of these first wait for helpers still winding down from the last search.
    void setSize(int threads);  // clamped to 1..MaxThreads
    void setOptions(const SearchOptions& options);
    void setHelperThreadStart(std::function<void()> hook);
    void setHashSize(std::size_t mb);
    void clear();  // the table and every thread's histories

    // Helper threads still winding down from the last search stop now and are waited for.
    void join();
    void resetHelperNodes();
    // Starts every helper on pos (copied: the caller's may not outlive them); returns what they share.
    SmpState& startHelpers(const Position& pos, int maxDepth, std::uint64_t nodeLimit);

    std::uint64_t helperNodes() const;     // what the helpers published
    std::uint64_t publishedTotal() const;  // what every thread published (any thread may ask)

private:
    TranspositionTable table_;  // buckets of TTBucketSize entries, shared by all threads
    SearchOptions options_;
    std::vector<std::unique_ptr<Worker>> workers_;  // [0] = the main thread
    std::function<void()> helperThreadStart_;
    SmpState smp_;
    std::vector<std::thread> threads_;  // running, or stopped and not yet joined
    Position rootPos_;                  // the helpers' root
};

}  // namespace xq::detail
