// The record of a game: a start position, a tree of moves (main line and variations) with comments and
// annotations, and the tags that describe it (PGN's seven-tag roster and anything else a file carried).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "xiangqi/notation.h"
#include "xiangqi/position.h"

namespace xq {

// A node of the move tree. Node 0 is the root: the start position, before any move; its `comment` is the
// comment before the first move. Every other node is the position after `move` was played from `parent`.
// children[0] continues the line (the main line from there), children[1…] are variations in file order.
struct MoveNode {
    Move move;
    int parent = -1;
    std::vector<int> children;
    std::string comment;        // UTF-8, after the move (the root: before the first move)
    std::string commentBefore;  // UTF-8, before the move (PGN "( {why} 2. …"), rare
    std::string annotation;     // move suffix: a run of '!' and '?' ("!", "?", "!!", "??", "!?", "?!"; longer kept)
    std::vector<int> nags;      // numeric annotation glyphs ($1 …) beyond the suffix, in file order
};

// The most moves (nodes of the move tree, variations included) a reader accepts in one game: real games have a
// few hundred, deeply annotated ones a few thousand. A record with more (a generated file, a million moves) is
// refused with RecordErrorCode::TooLarge at the first move beyond it, in bounded memory and time.
inline constexpr int MaxRecordMoves = 100000;

// A node's identity. Stays valid until the node is deleted (deleting a variation never renumbers others).
using NodeId = int;
inline constexpr NodeId RootNode = 0;
inline constexpr NodeId NoNode = -1;

class GameRecord {
public:
    GameRecord();

    // ---- start position and tags ------------------------------------------------------------------------
    // FEN of the start position; empty means the standard start.
    const std::string& startFen() const { return startFen_; }
    // Sets a set-up position (validated): returns false and leaves the record unchanged on a bad FEN. The
    // standard start FEN is stored as empty. Clears the moves.
    bool setStartFen(std::string_view fen, FenError* error = nullptr);
    Position startPosition() const;

    // Tags in file order, without the ones the record owns (FEN, Result, Format, Game).
    const std::vector<std::pair<std::string, std::string>>& tags() const { return tags_; }
    std::string tag(std::string_view name) const;                // empty if absent
    void setTag(std::string_view name, std::string_view value);  // appends if absent; replaces otherwise
    void removeTag(std::string_view name);

    // "1-0" Red won, "0-1" Black won, "1/2-1/2" drawn, "*" unfinished.
    const std::string& result() const { return result_; }
    void setResult(std::string_view r);

    // Text that followed the game in its file (a program's signature line, say), kept for writing back.
    std::string trailingText;

    // The characters the game's Chinese moves were written in, in the text it was read from (simplified 马８进７ or
    // traditional 馬８進７, by the majority of the moves that show it); none for a record with no such move. writePgn
    // writes Chinese moves in them unless told otherwise, so that a file saved back keeps its characters. How the
    // game was written, not what it is: not compared by operator==.
    std::optional<ChineseCharacters> chineseCharacters;

    // ---- the move tree ----------------------------------------------------------------------------------
    const MoveNode& node(NodeId id) const { return nodes_[std::size_t(id)]; }
    bool isValid(NodeId id) const;
    // Adds `move` (legal in the position at `parent`: not checked here) after parent. If parent already has
    // that move, returns the existing child; otherwise the new node becomes the last variation, or the main
    // continuation when parent had none.
    NodeId addMove(NodeId parent, Move move);
    // The child of parent that plays `move`, or NoNode.
    NodeId findChild(NodeId parent, Move move) const;
    void setComment(NodeId id, std::string_view comment);
    void setCommentBefore(NodeId id, std::string_view comment);
    // Sets the move's suffix, or clears it with "". Anything but a run of '!' and '?' is refused (false, unchanged):
    // the PGN writer glues the suffix to the move, and the reader reads back exactly such a run (isMoveAnnotation).
    bool setAnnotation(NodeId id, std::string_view suffix);
    void addNag(NodeId id, int nag);

    // Moves the variation starting at `id` one place up among its siblings; at the top it becomes the main
    // continuation. Returns false when it already is.
    bool promoteVariation(NodeId id);
    // Makes every node on the path to `id` the main continuation of its parent.
    void makeMainLine(NodeId id);
    // Deletes the subtree starting at `id` (not the root). Returns the parent.
    NodeId deleteSubtree(NodeId id);
    // Deletes everything after `id` (its children).
    void truncateAfter(NodeId id);
    // Removes every move; keeps the start position, tags and the root comment.
    void clearMoves();

    // The main continuation of id, or NoNode at the end of its line.
    NodeId next(NodeId id) const;
    // The last node of the line that continues from id by main continuations.
    NodeId lineEnd(NodeId id) const;
    // The nodes from the root's first child to id (empty for the root).
    std::vector<NodeId> pathTo(NodeId id) const;
    // The moves of pathTo(id).
    std::vector<Move> movesTo(NodeId id) const;
    // Path to id, then main continuations to the end of that line.
    std::vector<NodeId> lineThrough(NodeId id) const;
    // Nodes of the main line (without the root).
    std::vector<NodeId> mainLine() const { return lineThrough(RootNode); }
    std::vector<Move> mainLineMoves() const;
    // Plies from the start to id.
    int plyOf(NodeId id) const;
    // Does the record hold any variation or comment (things a plain move list loses)?
    bool hasVariations() const;
    int moveCount() const;                                     // nodes other than the root
    int nodesAdded() const { return int(nodes_.size()) - 1; }  // moves ever added, deleted ones included: O(1)

    // The position at id, with the moves of its path in its history (for the repetition rules).
    Position positionAt(NodeId id) const;

    // Builds a record from a start FEN (empty = standard) and a line of moves; every move must be legal in
    // turn. Returns false (record unchanged) on a bad FEN or move, with the index of the bad move in *badIndex.
    bool setLine(std::string_view fen, const std::vector<Move>& moves, int* badIndex = nullptr);

    bool operator==(const GameRecord& other) const;

private:
    bool sameSubtree(const GameRecord& other, NodeId a, NodeId b) const;

    std::string startFen_;
    std::vector<std::pair<std::string, std::string>> tags_;
    std::string result_ = "*";
    std::vector<MoveNode> nodes_;
    std::vector<bool> alive_;
};

// Is the text a move annotation: a run of '!' and '?', as PGN glues them to a move ("!?", "??", "!!!")? What an
// annotation is, for the PGN reader, its writer and GameRecord::setAnnotation alike.
bool isMoveAnnotation(std::string_view text);

// Is the tag one the record keeps in its own fields (FEN, Result, Format, Game)?
bool isReservedTag(std::string_view name);

}  // namespace xq
