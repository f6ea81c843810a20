// The opening book: moves the engine plays without searching, keyed by the position's Zobrist hash. Built from a
// game database (xiangqi-db book, the window's database menu); read by the UCI engine (OwnBook, BookFile) and the
// computer opponent. The file is a header and sorted 16-byte entries (see book.cpp).
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "xiangqi/position.h"

namespace xq {

struct BookEntry {
    std::uint64_t key = 0;  // Position::hash() of the position the move is played from
    Move move;
    std::uint16_t weight = 1;  // relative; how often and how well the move was played
    std::uint16_t games = 0;   // games that played it (capped), for display
    bool excluded = false;     // kept in the book but never played (edited out)
    bool operator<(const BookEntry& o) const { return key != o.key ? key < o.key : move.raw() < o.move.raw(); }
};

enum class BookVariety { Best, Weighted };

class OpeningBook {
public:
    // Reads a book file; false (book unchanged) with an English reason when it is not one.
    bool load(const std::string& path, std::string* error = nullptr);
    void setEntries(std::vector<BookEntry> entries);  // sorts them
    const std::vector<BookEntry>& entries() const { return entries_; }
    bool empty() const { return entries_.empty(); }

    // The book's moves for the position that are legal there, excluded ones included, highest weight first.
    std::vector<BookEntry> movesFor(const Position& pos) const;
    // A move to play: the highest weight (Best) or one drawn by weight (Weighted); Move() when the book has none.
    // `maxPly`: no book move at or after this ply of the game (a beginner's level stops early); 0 = no limit.
    Move pick(const Position& pos, BookVariety variety, std::mt19937_64& rng, int ply = 0, int maxPly = 0) const;

    // Editing: false when the book has no such entry.
    bool setWeight(std::uint64_t key, Move move, std::uint16_t weight);
    bool setExcluded(std::uint64_t key, Move move, bool excluded);

private:
    std::vector<BookEntry> entries_;
};

// Writes a book file (atomically: beside the target, then renamed); false with an English reason.
bool saveBook(const std::string& path, std::vector<BookEntry> entries, std::string* error = nullptr);

}  // namespace xq
