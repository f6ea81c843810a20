// The thread pool and the helpers' iterative deepening (Lazy SMP).
#include "search/threads.h"

#include <algorithm>

namespace xq::detail {

ThreadPool::ThreadPool(std::size_t hashMb) {
    workers_.push_back(std::make_unique<Worker>(table_, *this, 0));
    setHashSize(hashMb);
}

void ThreadPool::join() {
    if (threads_.empty()) return;
    smp_.stop.store(true, std::memory_order_relaxed);
    for (std::thread& t : threads_) t.join();
    threads_.clear();
}

void ThreadPool::setSize(int threads) {
    join();
    const std::size_t count = static_cast<std::size_t>(std::clamp(threads, 1, MaxThreads));
    while (workers_.size() > count) workers_.pop_back();
    while (workers_.size() < count) {
        workers_.push_back(std::make_unique<Worker>(table_, *this, static_cast<int>(workers_.size())));
        workers_.back()->setOptions(options_);
    }
}

void ThreadPool::setOptions(const SearchOptions& options) {
    join();
    options_ = options;
    for (auto& w : workers_) w->setOptions(options);
}

void ThreadPool::setHelperThreadStart(std::function<void()> hook) {
    join();
    helperThreadStart_ = std::move(hook);
}

void ThreadPool::setHashSize(std::size_t mb) {
    join();
    table_.resize(mb);
}

void ThreadPool::clear() {
    join();
    table_.clear();
    for (auto& w : workers_) w->histories().clear();
}

void ThreadPool::resetHelperNodes() {
    for (std::size_t i = 1; i < workers_.size(); ++i) workers_[i]->resetPublishedNodes();
}

SmpState& ThreadPool::startHelpers(const Position& pos, int maxDepth, std::uint64_t nodeLimit) {
    smp_.nodeLimit = nodeLimit;
    smp_.stop.store(false, std::memory_order_relaxed);
    smp_.mainCompletedDepth.store(0, std::memory_order_relaxed);
    rootPos_ = pos;
    for (std::size_t i = 1; i < workers_.size(); ++i) {
        Worker* w = workers_[i].get();
        threads_.emplace_back([this, w, maxDepth] {
            if (helperThreadStart_) helperThreadStart_();
            w->helperSearch(rootPos_, maxDepth, smp_);
        });
    }
    return smp_;
}

std::uint64_t ThreadPool::helperNodes() const {
    std::uint64_t total = 0;
    for (std::size_t i = 1; i < workers_.size(); ++i) total += workers_[i]->publishedNodes();
    return total;
}

std::uint64_t ThreadPool::publishedTotal() const { return workers_[0]->publishedNodes() + helperNodes(); }

// A helper thread's iterative deepening: no clock, no limits but the depth and the main thread's stop. Odd
// helpers stay a ply ahead of the main thread (their entries then answer its next iteration), even ones
// search the main thread's next depth in their own order; none repeats a depth the main thread has finished.
void Worker::helperSearch(const Position& pos, int maxDepth, SmpState& smp) {
    time_.start();
    prepare(pos, smp.stop);
    smp_ = &smp;
    nodeLimit_ = 0;
    time_.noLimit();
    exactRootScores_ = false;
    const int ahead = threadIndex_ % 2;
    if (generateRootMoves()) {
        int previous = 0;
        for (int depth = 1 + ahead; depth <= maxDepth;) {
            rootDepth_ = depth;
            const int score = aspirationSearch(depth, previous);
            if (stopped_) break;
            previous = score;
            depth = std::max(depth + 1, smp.mainCompletedDepth.load(std::memory_order_relaxed) + 1 + ahead);
        }
    }
    publishedNodes_.store(nodes_, std::memory_order_relaxed);
    smp_ = nullptr;
}

}  // namespace xq::detail
