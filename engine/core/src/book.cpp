// The opening book file and the choice of a book move.
//
// File layout (little-endian): "XQBOOK1\n" (8 bytes), the entry count (u32), 4 reserved bytes, then the entries
// sorted by (key, move), 16 bytes each: key u64, move u16 (Move::raw), weight u16, games u16, flags u16 (bit 0:
// excluded).
#include "xiangqi/book.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>

namespace xq {

namespace {

constexpr char Magic[8] = {'X', 'Q', 'B', 'O', 'O', 'K', '1', '\n'};
constexpr std::size_t EntryBytes = 16;
constexpr std::size_t MaxEntries = 50'000'000;

std::filesystem::path pathFromUtf8(const std::string& s) { return std::filesystem::path(std::u8string(s.begin(), s.end())); }

std::uint64_t readLe(const unsigned char* p, int bytes) {
    std::uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i) v = (v << 8) | p[i];
    return v;
}

void writeLe(std::string& out, std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(char((v >> (8 * i)) & 0xff));
}

}  // namespace

bool OpeningBook::load(const std::string& path, std::string* error) {
    auto fail = [&](const char* why) {
        if (error) *error = why;
        return false;
    };
    std::ifstream in(pathFromUtf8(path), std::ios::binary);
    if (!in) return fail("cannot open the book file");
    unsigned char header[16];
    if (!in.read(reinterpret_cast<char*>(header), 16) || !std::equal(Magic, Magic + 8, header))
        return fail("not an opening book of this program");
    const std::size_t count = std::size_t(readLe(header + 8, 4));
    if (count > MaxEntries) return fail("the book is too large");
    std::string bytes(count * EntryBytes, '\0');
    if (!in.read(bytes.data(), std::streamsize(bytes.size()))) return fail("the book file ends early");
    std::vector<BookEntry> entries(count);
    for (std::size_t i = 0; i < count; ++i) {
        const auto* p = reinterpret_cast<const unsigned char*>(bytes.data()) + i * EntryBytes;
        BookEntry& e = entries[i];
        e.key = readLe(p, 8);
        e.move = Move::fromRaw(std::uint16_t(readLe(p + 8, 2)));
        e.weight = std::uint16_t(readLe(p + 10, 2));
        e.games = std::uint16_t(readLe(p + 12, 2));
        e.excluded = readLe(p + 14, 2) & 1;
    }
    setEntries(std::move(entries));
    return true;
}

void OpeningBook::setEntries(std::vector<BookEntry> entries) {
    std::sort(entries.begin(), entries.end());
    entries_ = std::move(entries);
}

std::vector<BookEntry> OpeningBook::movesFor(const Position& pos) const {
    std::vector<BookEntry> out;
    BookEntry probe;
    probe.key = pos.hash();
    for (auto it = std::lower_bound(entries_.begin(), entries_.end(), probe,
                                    [](const BookEntry& a, const BookEntry& b) { return a.key < b.key; });
         it != entries_.end() && it->key == probe.key; ++it)
        if (pos.isLegal(it->move)) out.push_back(*it);  // a hash collision cannot make an illegal move
    std::stable_sort(out.begin(), out.end(), [](const BookEntry& a, const BookEntry& b) { return a.weight > b.weight; });
    return out;
}

Move OpeningBook::pick(const Position& pos, BookVariety variety, std::mt19937_64& rng, int ply, int maxPly) const {
    if (maxPly > 0 && ply >= maxPly) return Move();
    std::vector<BookEntry> moves = movesFor(pos);
    std::erase_if(moves, [](const BookEntry& e) { return e.excluded || e.weight == 0; });
    if (moves.empty()) return Move();
    if (variety == BookVariety::Best) return moves.front().move;
    std::uint64_t total = 0;
    for (const auto& e : moves) total += e.weight;
    std::uint64_t r = std::uniform_int_distribution<std::uint64_t>(0, total - 1)(rng);
    for (const auto& e : moves) {
        if (r < e.weight) return e.move;
        r -= e.weight;
    }
    return moves.front().move;
}

bool OpeningBook::setWeight(std::uint64_t key, Move move, std::uint16_t weight) {
    for (auto& e : entries_)
        if (e.key == key && e.move == move) {
            e.weight = weight;
            return true;
        }
    return false;
}

bool OpeningBook::setExcluded(std::uint64_t key, Move move, bool excluded) {
    for (auto& e : entries_)
        if (e.key == key && e.move == move) {
            e.excluded = excluded;
            return true;
        }
    return false;
}

bool saveBook(const std::string& path, std::vector<BookEntry> entries, std::string* error) {
    std::sort(entries.begin(), entries.end());
    std::string bytes(Magic, Magic + 8);
    writeLe(bytes, entries.size(), 4);
    writeLe(bytes, 0, 4);
    for (const auto& e : entries) {
        writeLe(bytes, e.key, 8);
        writeLe(bytes, e.move.raw(), 2);
        writeLe(bytes, e.weight, 2);
        writeLe(bytes, e.games, 2);
        writeLe(bytes, e.excluded ? 1 : 0, 2);
    }
    const std::filesystem::path target = pathFromUtf8(path);
    std::filesystem::path tmp = target;
    tmp += ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out || !out.write(bytes.data(), std::streamsize(bytes.size())) || !out.flush()) {
            if (error) *error = "cannot write the book file";
            return false;
        }
    }
    std::error_code ec;
    std::filesystem::rename(tmp, target, ec);
    if (ec) {
        std::filesystem::remove(tmp, ec);
        if (error) *error = "cannot write the book file";
        return false;
    }
    return true;
}

}  // namespace xq
