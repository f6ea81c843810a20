// GameRecord: the move tree with comments, annotations and tags.
#include "xiangqi/record.h"

#include <algorithm>

namespace xq {

bool isReservedTag(std::string_view name) {
    return name == "FEN" || name == "Result" || name == "Format" || name == "Game";
}

bool isMoveAnnotation(std::string_view text) {
    return !text.empty() && text.find_first_not_of("!?") == std::string_view::npos;
}

GameRecord::GameRecord() {
    nodes_.emplace_back();
    alive_.push_back(true);
}

bool GameRecord::setStartFen(std::string_view fen, FenError* error) {
    Position test;
    if (!fen.empty() && !test.setFen(fen, error)) return false;
    clearMoves();
    startFen_ = fen.empty() || test.fen() == StartFen ? std::string() : test.fen();
    return true;
}

Position GameRecord::startPosition() const {
    Position pos;
    if (!startFen_.empty()) pos.setFen(startFen_);
    return pos;
}

std::string GameRecord::tag(std::string_view name) const {
    for (const auto& [k, v] : tags_)
        if (k == name) return v;
    return {};
}

void GameRecord::setTag(std::string_view name, std::string_view value) {
    for (auto& [k, v] : tags_) {
        if (k == name) {
            v = value;
            return;
        }
    }
    tags_.emplace_back(std::string(name), std::string(value));
}

void GameRecord::removeTag(std::string_view name) {
    std::erase_if(tags_, [&](const auto& t) { return t.first == name; });
}

void GameRecord::setResult(std::string_view r) {
    result_ = (r == "1-0" || r == "0-1" || r == "1/2-1/2") ? std::string(r) : std::string("*");
}

bool GameRecord::isValid(NodeId id) const { return id >= 0 && std::size_t(id) < nodes_.size() && alive_[id]; }

NodeId GameRecord::findChild(NodeId parent, Move move) const {
    for (NodeId c : nodes_[parent].children)
        if (nodes_[c].move == move) return c;
    return NoNode;
}

NodeId GameRecord::addMove(NodeId parent, Move move) {
    if (NodeId existing = findChild(parent, move); existing != NoNode) return existing;
    MoveNode n;
    n.move = move;
    n.parent = parent;
    nodes_.push_back(std::move(n));
    alive_.push_back(true);
    const NodeId id = NodeId(nodes_.size() - 1);
    nodes_[parent].children.push_back(id);
    return id;
}

void GameRecord::setComment(NodeId id, std::string_view comment) { nodes_[id].comment = comment; }
void GameRecord::setCommentBefore(NodeId id, std::string_view comment) { nodes_[id].commentBefore = comment; }
bool GameRecord::setAnnotation(NodeId id, std::string_view suffix) {
    if (!suffix.empty() && !isMoveAnnotation(suffix)) return false;
    nodes_[id].annotation = suffix;
    return true;
}
void GameRecord::addNag(NodeId id, int nag) { nodes_[id].nags.push_back(nag); }

bool GameRecord::promoteVariation(NodeId id) {
    if (id == RootNode) return false;
    auto& siblings = nodes_[nodes_[id].parent].children;
    auto it = std::find(siblings.begin(), siblings.end(), id);
    if (it == siblings.begin()) return false;
    std::iter_swap(it, it - 1);
    return true;
}

void GameRecord::makeMainLine(NodeId id) {
    for (NodeId n = id; n != RootNode; n = nodes_[n].parent) {
        auto& siblings = nodes_[nodes_[n].parent].children;
        auto it = std::find(siblings.begin(), siblings.end(), n);
        std::rotate(siblings.begin(), it, it + 1);
    }
}

NodeId GameRecord::deleteSubtree(NodeId id) {
    if (id == RootNode || !isValid(id)) return RootNode;
    const NodeId parent = nodes_[id].parent;
    std::erase(nodes_[parent].children, id);
    std::vector<NodeId> stack{id};
    while (!stack.empty()) {
        const NodeId n = stack.back();
        stack.pop_back();
        alive_[n] = false;
        for (NodeId c : nodes_[n].children) stack.push_back(c);
        nodes_[n].children.clear();
        nodes_[n].comment.clear();
    }
    return parent;
}

void GameRecord::truncateAfter(NodeId id) {
    const auto children = nodes_[id].children;
    for (NodeId c : children) deleteSubtree(c);
}

void GameRecord::clearMoves() {
    MoveNode root;
    root.comment = std::move(nodes_[RootNode].comment);
    nodes_.assign(1, std::move(root));
    alive_.assign(1, true);
}

NodeId GameRecord::next(NodeId id) const {
    const auto& c = nodes_[id].children;
    return c.empty() ? NoNode : c.front();
}

NodeId GameRecord::lineEnd(NodeId id) const {
    while (!nodes_[id].children.empty()) id = nodes_[id].children.front();
    return id;
}

std::vector<NodeId> GameRecord::pathTo(NodeId id) const {
    std::vector<NodeId> path;
    for (NodeId n = id; n != RootNode && n != NoNode; n = nodes_[n].parent) path.push_back(n);
    std::reverse(path.begin(), path.end());
    return path;
}

std::vector<Move> GameRecord::movesTo(NodeId id) const {
    std::vector<Move> moves;
    for (NodeId n : pathTo(id)) moves.push_back(nodes_[n].move);
    return moves;
}

std::vector<NodeId> GameRecord::lineThrough(NodeId id) const {
    std::vector<NodeId> line = pathTo(id);
    for (NodeId n = next(id); n != NoNode; n = next(n)) line.push_back(n);
    return line;
}

std::vector<Move> GameRecord::mainLineMoves() const {
    std::vector<Move> moves;
    for (NodeId n : mainLine()) moves.push_back(nodes_[n].move);
    return moves;
}

int GameRecord::plyOf(NodeId id) const {
    int ply = 0;
    for (NodeId n = id; n != RootNode && n != NoNode; n = nodes_[n].parent) ++ply;
    return ply;
}

bool GameRecord::hasVariations() const {
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        if (!alive_[i]) continue;
        if (nodes_[i].children.size() > 1 || !nodes_[i].comment.empty() || !nodes_[i].commentBefore.empty())
            return true;
    }
    return false;
}

int GameRecord::moveCount() const { return int(std::count(alive_.begin(), alive_.end(), true)) - 1; }

Position GameRecord::positionAt(NodeId id) const {
    Position pos = startPosition();
    for (NodeId n : pathTo(id)) pos.makeMove(nodes_[n].move);
    return pos;
}

bool GameRecord::setLine(std::string_view fen, const std::vector<Move>& moves, int* badIndex) {
    GameRecord r;
    r.tags_ = tags_;
    r.result_ = result_;
    if (!r.setStartFen(fen)) {
        if (badIndex) *badIndex = -1;
        return false;
    }
    Position pos = r.startPosition();
    NodeId at = RootNode;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (!pos.isLegal(moves[i])) {
            if (badIndex) *badIndex = int(i);
            return false;
        }
        pos.makeMove(moves[i]);
        at = r.addMove(at, moves[i]);
    }
    *this = std::move(r);
    return true;
}

bool GameRecord::sameSubtree(const GameRecord& other, NodeId a, NodeId b) const {
    // Iterative: a record may hold a very long line.
    std::vector<std::pair<NodeId, NodeId>> stack{{a, b}};
    while (!stack.empty()) {
        const auto [i, j] = stack.back();
        stack.pop_back();
        const MoveNode& x = nodes_[i];
        const MoveNode& y = other.nodes_[j];
        if (x.move != y.move || x.comment != y.comment || x.commentBefore != y.commentBefore ||
            x.annotation != y.annotation || x.nags != y.nags || x.children.size() != y.children.size())
            return false;
        for (std::size_t k = 0; k < x.children.size(); ++k) stack.emplace_back(x.children[k], y.children[k]);
    }
    return true;
}

bool GameRecord::operator==(const GameRecord& other) const {
    return startFen_ == other.startFen_ && tags_ == other.tags_ && result_ == other.result_ &&
           trailingText == other.trailingText && sameSubtree(other, RootNode, RootNode);
}

}  // namespace xq
