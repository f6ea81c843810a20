// The transposition table: sizing, probing, and the replacement rule.
#include "search/tt.h"

#include <algorithm>

namespace xq::detail {

namespace {

// The fields of an entry in one 64-bit word: score, move, depth, bound, age.
std::uint64_t packEntry(std::int16_t score, std::uint16_t move, std::int8_t depth, std::uint8_t bound,
                        std::uint8_t age) {
    return std::uint64_t(std::uint16_t(score)) | std::uint64_t(move) << 16 | std::uint64_t(std::uint8_t(depth)) << 32 |
           std::uint64_t(bound) << 40 | std::uint64_t(age) << 48;
}

// Reads an entry: both words once, the key recovered from them.
void readEntry(const TTEntry& entry, std::uint64_t& key, std::uint64_t& data) {
    data = entry.data.load(std::memory_order_relaxed);
    key = entry.check.load(std::memory_order_relaxed) ^ data;
}

}  // namespace

void TranspositionTable::resize(std::size_t mb) {
    const std::size_t entries = std::max<std::size_t>(1, mb) * 1024 * 1024 / sizeof(TTEntry);
    std::size_t size = TTBucketSize;
    while (size * 2 <= entries) size *= 2;  // a power of two, so the index is a mask
    entries_.reset();                       // free the old table before the new one is allocated
    entries_ = std::make_unique<TTEntry[]>(size);
    size_ = size;
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i < size_; ++i) {
        entries_[i].check.store(0, std::memory_order_relaxed);
        entries_[i].data.store(0, std::memory_order_relaxed);
    }
}

bool TranspositionTable::probe(std::uint64_t key, TTData& out) const {
    TTEntry* entries = bucket(key);
    for (int i = 0; i < TTBucketSize; ++i) {
        std::uint64_t k, d;
        readEntry(entries[i], k, d);
        const auto bound = static_cast<std::uint8_t>(d >> 40);
        if (k == key && bound != BoundNone) {
            out = {k,
                   static_cast<std::int16_t>(d & 0xffff),
                   static_cast<std::uint16_t>(d >> 16),
                   static_cast<std::int8_t>(d >> 32),
                   bound,
                   static_cast<std::uint8_t>(d >> 48)};
            return true;
        }
    }
    return false;
}

void TranspositionTable::store(std::uint64_t key, int score, int depth, Bound bound, Move move, int ply) {
    TTEntry* entries = bucket(key);
    // The same position's entry if there is one; else an empty one; else the one worth least:
    // shallow, and from an older search (each search ago counts as TTAgePenalty plies).
    TTEntry* e = entries;
    std::uint64_t eKey = 0, eData = 0;
    int worst = 1 << 30;
    for (int i = 0; i < TTBucketSize; ++i) {
        std::uint64_t k, d;
        readEntry(entries[i], k, d);
        if (k == key || static_cast<std::uint8_t>(d >> 40) == BoundNone) {
            e = &entries[i];
            eKey = k;
            eData = d;
            break;
        }
        const int age = static_cast<std::uint8_t>(generation_ - static_cast<std::uint8_t>(d >> 48));
        const int value = static_cast<std::int8_t>(d >> 32) - TTAgePenalty * age;
        if (value < worst) {
            worst = value;
            e = &entries[i];
            eKey = k;
            eData = d;
        }
    }
    // Keep a deeper result of the same position from this search unless the new one is exact (and
    // not from quiescence, depth 0, whose exact score is only exact to the captures).
    if (eKey == key && static_cast<std::uint8_t>(eData >> 48) == generation_ &&
        static_cast<std::int8_t>(eData >> 32) > depth && (bound != BoundExact || depth == 0))
        return;
    if (move.isNone() && eKey == key) move = Move::fromRaw(static_cast<std::uint16_t>(eData >> 16));
    const std::uint64_t data =
        packEntry(static_cast<std::int16_t>(toTable(score, ply)), move.raw(), static_cast<std::int8_t>(depth),
                  static_cast<std::uint8_t>(bound), generation_);
    e->data.store(data, std::memory_order_relaxed);
    e->check.store(key ^ data, std::memory_order_relaxed);
}

}  // namespace xq::detail
