// The public Searcher: a thread pool and its settings, and a search with a level's caps applied.
#include "search/threads.h"
#include "search/worker.h"
#include "xiangqi/search.h"

namespace xq {

Searcher::Searcher(std::size_t hashMb) : pool_(std::make_unique<detail::ThreadPool>(hashMb)) {}

Searcher::~Searcher() = default;  // the pool joins its helpers

void Searcher::setHashSize(std::size_t mb) { pool_->setHashSize(mb); }
void Searcher::clear() { pool_->clear(); }
void Searcher::setThreads(int threads) { pool_->setSize(threads); }
int Searcher::threads() const { return pool_->size(); }
void Searcher::setHelperThreadStart(std::function<void()> hook) { pool_->setHelperThreadStart(std::move(hook)); }
void Searcher::setOptions(const SearchOptions& options) { pool_->setOptions(options); }
const SearchOptions& Searcher::options() const { return pool_->options(); }

SearchResult Searcher::search(const Position& pos, const SearchLimits& limitsIn, const std::atomic<bool>& stop,
                              const std::function<void(const SearchInfo&)>& onProgress) {
    SearchLimits limits = limitsIn;
    const int randomCp = detail::applyLevel(limits);
    return pool_->main().mainSearch(pos, limits, randomCp, stop, onProgress, *pool_, rng_);
}

}  // namespace xq
