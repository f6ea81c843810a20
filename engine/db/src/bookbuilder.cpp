// An opening book from the games of a database: a walk of the explorer's tree from the start position.
#include <algorithm>
#include <cmath>
#include <unordered_set>

#include "xiangqi/database.h"

namespace xq::db {

namespace {

void walk(const Database& db, const BookOptions& o, Position& pos, int ply, std::unordered_set<std::uint64_t>& seen,
          std::vector<BookEntry>& out) {
    if (ply >= o.depth || !seen.insert(pos.hash()).second) return;  // a transposition is walked once
    const bool redToMove = pos.sideToMove() == Color::Red;
    for (const MoveStat& s : db.explore(pos, o.mirrors)) {
        if (s.games < o.minGames) continue;  // most played first: the rest are rarer still
        if (!pos.isLegal(s.move)) continue;
        const int wins = redToMove ? s.redWins : s.blackWins;
        const int known = s.redWins + s.draws + s.blackWins;
        const double unknown = s.games - known;
        const double score = (wins + 0.5 * s.draws + 0.5 * unknown + 1.0) / (s.games + 2.0);
        BookEntry e;
        e.key = pos.hash();
        e.move = s.move;
        e.games = std::uint16_t(std::min(s.games, 65535));
        e.weight = std::uint16_t(std::clamp(std::lround(4.0 * s.games * score * score), 1L, 65535L));
        out.push_back(e);
        pos.makeMove(s.move);
        walk(db, o, pos, ply + 1, seen, out);
        pos.undoMove();
    }
}

}  // namespace

std::vector<BookEntry> buildBook(const Database& db, const BookOptions& options) {
    std::vector<BookEntry> out;
    std::unordered_set<std::uint64_t> seen;
    Position pos;
    walk(db, options, pos, 0, seen, out);
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace xq::db
