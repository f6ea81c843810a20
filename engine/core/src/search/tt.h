// The transposition table: lock-free buckets of entries shared by every search thread.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "xiangqi/search.h"

#if defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
#include <xmmintrin.h>  // _mm_prefetch
#endif

namespace xq::detail {

// Entries per bucket (one 64-byte cache line), and how many plies of depth one search of age costs.
inline constexpr int TTBucketSize = 4;
inline constexpr int TTAgePenalty = 8;

enum Bound : std::uint8_t { BoundNone, BoundUpper, BoundLower, BoundExact };

// One table entry as the search reads it.
struct TTData {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::uint16_t move = 0;
    std::int8_t depth = 0;
    std::uint8_t bound = BoundNone;
    std::uint8_t age = 0;  // the generation (search number) that stored it
};

// As stored: the fields packed into `data`, and the key XOR data in `check`. Threads read and
// write both words without a lock (relaxed atomics: plain loads and stores on x86 and ARM); an
// entry torn by two writers no longer decodes to its key, so it is simply a miss. A move read
// from the table is only ever used when the move generator produced it too.
struct TTEntry {
    std::atomic<std::uint64_t> check{0};
    std::atomic<std::uint64_t> data{0};
};

// Mate scores are stored as distances from the node, not from the root, so that an entry reads
// right wherever the position is met again.
inline int toTable(int score, int ply) {
    if (score > MateBound) return score + ply;
    if (score < -MateBound) return score - ply;
    return score;
}

inline int fromTable(int score, int ply) {
    if (score > MateBound) return score - ply;
    if (score < -MateBound) return score + ply;
    return score;
}

class TranspositionTable {
public:
    void resize(std::size_t mb);
    void clear();
    void newSearch() { ++generation_; }  // between searches only

    // The first of the key's bucket of TTBucketSize entries.
    TTEntry* bucket(std::uint64_t key) const { return &entries_[key & (size_ - 1) & ~std::size_t{TTBucketSize - 1}]; }
    // Asks the processor to start loading the key's bucket (a hint only: it changes no result).
    void prefetch(std::uint64_t key) const {
        const void* p = bucket(key);
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(p);
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
        _mm_prefetch(static_cast<const char*>(p), _MM_HINT_T0);
#else
        (void)p;
#endif
    }
    bool probe(std::uint64_t key, TTData& out) const;
    // score from Red's side at `ply` from the root; depth 0 = quiescence.
    void store(std::uint64_t key, int score, int depth, Bound bound, Move move, int ply);

private:
    std::unique_ptr<TTEntry[]> entries_;
    std::size_t size_ = 0;         // a power of two
    std::uint8_t generation_ = 0;  // counts searches, for the replacement
};

}  // namespace xq::detail
