// Checks shared by the record-format fuzz targets (XQF, DhtmlXQ, CBF): a refusal has a code and a place; an
// accepted game has a legal start position and a move tree that replays legally, and writes back (PGN in each
// notation, and XQF) to a text or file that reads back to the same moves.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "fuzz_check.h"
#include "xiangqi/pgn.h"
#include "xiangqi/recordio.h"
#include "xiangqi/xqf.h"

namespace fuzz {

// A refusal: a code, a sentence, and a place (a line and column in a text, a byte offset in a binary file).
inline void checkRefusal(const xq::RecordError& e, std::size_t inputSize, bool text) {
    FUZZ_CHECK(e.code != xq::RecordErrorCode::None);
    FUZZ_CHECK(!xq::describeError(e).empty());
    FUZZ_CHECK(e.offset <= inputSize);
    if (text) FUZZ_CHECK(e.line >= 1 && e.column >= 1);
}

// Every node's move is legal in its parent's position.
inline void checkTree(const xq::GameRecord& game, xq::NodeId id, const xq::Position& pos, int depth) {
    FUZZ_CHECK(depth < 1000000);
    for (xq::NodeId child : game.node(id).children) {
        const xq::Move m = game.node(child).move;
        FUZZ_CHECK(pos.isLegal(m));
        xq::Position next = pos;
        next.makeMove(m);
        checkTree(game, child, next, depth + 1);
    }
}

inline std::vector<xq::Move> allMoves(const xq::GameRecord& game) {
    std::vector<xq::Move> moves;
    std::vector<xq::NodeId> stack{xq::RootNode};
    while (!stack.empty()) {
        const xq::NodeId id = stack.back();
        stack.pop_back();
        if (id != xq::RootNode) moves.push_back(game.node(id).move);
        for (auto it = game.node(id).children.rbegin(); it != game.node(id).children.rend(); ++it) stack.push_back(*it);
    }
    return moves;
}

// The first two FEN fields: the board and the side to move.
inline std::string boardAndSide(const xq::Position& pos) {
    const std::string fen = pos.fen();
    return fen.substr(0, fen.find(' ', fen.find(' ') + 1));
}

inline void checkAccepted(const xq::GameRecord& game) {
    xq::FenError why;
    xq::Position start;
    FUZZ_CHECK(game.startFen().empty() || start.setFen(game.startFen(), &why));
    checkTree(game, xq::RootNode, game.startPosition(), 0);
    const std::vector<xq::Move> moves = allMoves(game);
    // PGN in each notation reads back to the same tree and writes the same text again.
    for (xq::Notation n : {xq::Notation::Iccs, xq::Notation::Chinese, xq::Notation::Wxf}) {
        const std::string text = xq::writePgn(game, n);
        std::vector<xq::GameRecord> again;
        xq::RecordError error;
        FUZZ_CHECK(xq::readPgn(text, &again, &error));
        FUZZ_CHECK(again.size() == 1);
        FUZZ_CHECK(again[0].startFen() == game.startFen());
        FUZZ_CHECK(allMoves(again[0]) == moves);
        FUZZ_CHECK(xq::writePgn(again[0], n) == text);
    }
    // XQF: the same start and moves; a second round gives the same bytes (strings are cut to their fields once).
    const std::string xqf = xq::writeXqf(game);
    xq::GameRecord back;
    xq::RecordError error;
    FUZZ_CHECK(xq::readXqf(xqf, &back, &error));
    // XQF keeps the board and the side to move, not the FEN's rule counter and move number (found by fuzz_cbf:
    // a start FEN "… w - - 1 1" comes back as the standard start).
    FUZZ_CHECK(boardAndSide(back.startPosition()) == boardAndSide(game.startPosition()));
    FUZZ_CHECK(allMoves(back) == moves);
    FUZZ_CHECK(xq::writeXqf(back) == xqf);
}

}  // namespace fuzz
