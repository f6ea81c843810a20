#include "xiangqi/train/repertoire.h"

#include <algorithm>
#include <set>

#include "xiangqi/train/store.h"

namespace xq::train {

namespace {
constexpr int MaxLinePlies = 60;  // a guard: no repertoire line is longer
const std::vector<RepertoireMove> NoMoves;
}  // namespace

std::string repertoireKey(const Position& pos) {
    const std::string fen = pos.fen();
    const std::size_t first = fen.find(' ');
    return first == std::string::npos ? fen : fen.substr(0, first + 2);
}

int Repertoire::playerPositions() const {
    int n = 0;
    for (const auto& [key, moves] : moves_) n += !moves.empty() && key.back() == (side_ == Color::Red ? 'w' : 'b');
    return n;
}

Move Repertoire::expected(const Position& pos) const {
    if (pos.sideToMove() != side_) return Move();
    const auto& m = movesAt(pos);
    return m.empty() ? Move() : m.front().move;
}

const std::vector<RepertoireMove>& Repertoire::movesAt(const Position& pos) const { return movesAt(repertoireKey(pos)); }

const std::vector<RepertoireMove>& Repertoire::movesAt(const std::string& key) const {
    const auto it = moves_.find(key);
    return it == moves_.end() ? NoMoves : it->second;
}

void Repertoire::addMove(const Position& pos, Move m, int count) {
    if (!pos.isLegal(m)) return;
    auto& list = moves_[repertoireKey(pos)];
    auto it = std::find_if(list.begin(), list.end(), [m](const RepertoireMove& r) { return r.move == m; });
    if (it == list.end()) {
        list.push_back({m, count});
        it = list.end() - 1;
    } else {
        it->count += count;
    }
    if (pos.sideToMove() == side_) {
        std::rotate(list.begin(), it, it + 1);  // the player's move first
    } else {
        std::stable_sort(list.begin(), list.end(),
                         [](const RepertoireMove& a, const RepertoireMove& b) { return a.count > b.count; });
    }
}

Repertoire Repertoire::fromGames(const std::vector<GameRecord>& games, Color side, std::string name, int maxPlies,
                                 int minGames) {
    // Count every (position, move) of the main lines, then keep what was played often enough.
    std::map<std::string, std::map<std::uint16_t, int>> counts;
    std::map<std::string, Position> positions;
    for (const GameRecord& g : games) {
        Position pos = g.startPosition();
        int ply = 0;
        for (const NodeId n : g.mainLine()) {
            if (ply++ >= maxPlies) break;
            const Move m = g.node(n).move;
            if (!pos.isLegal(m)) break;
            const std::string key = repertoireKey(pos);
            ++counts[key][m.raw()];
            positions.emplace(key, pos);
            pos.makeMove(m);
        }
    }
    Repertoire r(std::move(name), side);
    // Walk from the start so that only positions the repertoire reaches are kept.
    std::vector<Position> todo{games.empty() ? Position() : games.front().startPosition()};
    std::set<std::string> visited;
    while (!todo.empty()) {
        const Position pos = todo.back();
        todo.pop_back();
        const std::string key = repertoireKey(pos);
        if (!visited.insert(key).second) continue;
        const auto it = counts.find(key);
        if (it == counts.end()) continue;
        std::vector<std::pair<int, std::uint16_t>> byCount;
        for (const auto& [raw, count] : it->second)
            if (count >= minGames) byCount.push_back({count, raw});
        std::stable_sort(byCount.begin(), byCount.end(), [](auto a, auto b) { return a.first > b.first; });
        if (byCount.empty()) continue;
        if (pos.sideToMove() == side) byCount.resize(1);  // the player's one move
        for (const auto& [count, raw] : byCount) {
            const Move m = Move::fromRaw(raw);
            r.addMove(pos, m, count);
            Position next = pos;
            next.makeMove(m);
            todo.push_back(next);
        }
    }
    return r;
}

Repertoire Repertoire::fromDatabase(const db::Database& database, const db::SearchQuery& filter, Color side,
                                    std::string name, int maxPlies, int minGames) {
    std::vector<GameRecord> games;
    for (const db::GameInfo& info : database.search(filter)) {
        GameRecord g;
        if (database.loadGame(info.id, &g)) games.push_back(std::move(g));
    }
    return fromGames(games, side, std::move(name), maxPlies, minGames);
}

Repertoire Repertoire::fromStore(const TrainingStore& store, Color side, std::string name) {
    Repertoire r(std::move(name), side);
    for (const TrainingStore::RepertoireEntry& e : store.repertoireMoves(side)) {
        Position pos;
        pos.setFen(e.fen);
        r.addMove(pos, e.move, e.count);
    }
    return r;
}

Repertoire Repertoire::fromRecord(const GameRecord& record, Color side, std::string name) {
    Repertoire r(std::move(name), side);
    struct Item {
        NodeId node;
        Position pos;
    };
    std::vector<Item> todo{{RootNode, record.startPosition()}};
    while (!todo.empty()) {
        Item item = todo.back();
        todo.pop_back();
        const auto& children = record.node(item.node).children;
        for (std::size_t i = 0; i < children.size(); ++i) {
            const bool mine = item.pos.sideToMove() == side;
            if (mine && i > 0) break;  // the player's move is the main line's
            const Move m = record.node(children[i]).move;
            if (!item.pos.isLegal(m)) continue;
            r.addMove(item.pos, m, 1);
            Position next = item.pos;
            next.makeMove(m);
            todo.push_back({children[i], next});
        }
    }
    return r;
}

OpeningDrill::OpeningDrill(const Repertoire& repertoire, TrainingStore* store, Clock clock, std::uint64_t seed,
                           ReplyMode mode)
    : repertoire_(repertoire), store_(store), clock_(std::move(clock)), rng_(seed), mode_(mode) {
    if (store_) cards_ = store_->openingCards(repertoire_.name());
}

const Card& OpeningDrill::card(const std::string& key) const {
    static const Card fresh;
    const auto it = cards_.find(key);
    return it == cards_.end() ? fresh : it->second;
}

bool OpeningDrill::isDue(const std::string& key) const { return card(key).due <= clock_(); }

bool OpeningDrill::dueBelow(const Position& pos, int depth) const {
    if (depth > MaxLinePlies) return false;
    const auto& moves = repertoire_.movesAt(pos);
    if (moves.empty()) return false;
    if (pos.sideToMove() == repertoire_.side() && isDue(repertoireKey(pos))) return true;
    for (const RepertoireMove& rm : moves) {
        Position next = pos;
        next.makeMove(rm.move);
        if (dueBelow(next, depth + 1)) return true;
        if (pos.sideToMove() == repertoire_.side()) break;
    }
    return false;
}

int OpeningDrill::dueCount() const {
    // Every player position reachable from the start, each counted once.
    int n = 0;
    std::set<std::string> seen;
    std::vector<std::pair<Position, int>> todo{{Position(), 0}};
    while (!todo.empty()) {
        auto [pos, depth] = todo.back();
        todo.pop_back();
        const std::string key = repertoireKey(pos);
        if (depth > MaxLinePlies || !seen.insert(key).second) continue;
        const auto& moves = repertoire_.movesAt(key);
        if (moves.empty()) continue;
        if (pos.sideToMove() == repertoire_.side() && isDue(key)) ++n;
        for (const RepertoireMove& rm : moves) {
            Position next = pos;
            next.makeMove(rm.move);
            todo.push_back({next, depth + 1});
            if (pos.sideToMove() == repertoire_.side()) break;
        }
    }
    return n;
}

bool OpeningDrill::startLine() {
    pos_ = Position();
    line_.clear();
    asking_ = false;
    if (!dueBelow(pos_, 0)) return false;
    return advance();
}

bool OpeningDrill::advance() {
    asking_ = false;
    while (int(line_.size()) < MaxLinePlies) {
        const auto& moves = repertoire_.movesAt(pos_);
        if (moves.empty()) return false;
        if (pos_.sideToMove() == repertoire_.side()) {
            if (isDue(repertoireKey(pos_))) {
                asking_ = true;
                return true;
            }
            // Not due: played for the player, on towards the due positions.
            line_.push_back(moves.front().move);
            pos_.makeMove(moves.front().move);
            continue;
        }
        // The opponent: among the replies that still lead to a due position (all of them when none does).
        std::vector<RepertoireMove> candidates;
        for (const RepertoireMove& rm : moves) {
            Position next = pos_;
            next.makeMove(rm.move);
            if (dueBelow(next, int(line_.size()) + 1)) candidates.push_back(rm);
        }
        if (candidates.empty()) return false;
        Move reply;
        if (mode_ == ReplyMode::EachInTurn) {
            int& next = turn_[repertoireKey(pos_)];
            reply = candidates[std::size_t(next) % candidates.size()].move;
            ++next;
        } else {
            long long total = 0;
            for (const RepertoireMove& rm : candidates) total += std::max(1, rm.count);
            long long pick = (long long)(rng_() % std::uint64_t(total));
            for (const RepertoireMove& rm : candidates) {
                pick -= std::max(1, rm.count);
                if (pick < 0) {
                    reply = rm.move;
                    break;
                }
            }
        }
        line_.push_back(reply);
        pos_.makeMove(reply);
    }
    return false;
}

OpeningDrill::Answer OpeningDrill::answer(Move m) {
    Answer a;
    if (!asking_) {
        a.lineOver = true;
        return a;
    }
    a.legal = pos_.isLegal(m);
    if (!a.legal) return a;  // nothing changes: ask again
    const std::string key = repertoireKey(pos_);
    a.expected = repertoire_.expected(pos_);
    a.correct = m == a.expected;
    const Card next = review(card(key), a.correct ? 5 : 1, clock_());
    cards_[key] = next;
    if (store_) store_->saveOpeningCard(repertoire_.name(), key, next);
    line_.push_back(a.expected);
    pos_.makeMove(a.expected);
    a.lineOver = !advance();
    return a;
}

}  // namespace xq::train
