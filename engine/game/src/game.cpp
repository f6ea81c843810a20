// Game: the record, the cursor and the end of the game.
#include "xiangqi/game.h"

namespace xq {

namespace {

GameResult resultFromTag(std::string_view r) {
    if (r == "1-0") return GameResult::RedWins;
    if (r == "0-1") return GameResult::BlackWins;
    if (r == "1/2-1/2") return GameResult::Draw;
    return GameResult::Ongoing;
}

std::string_view tagFromResult(GameResult r) { return resultName(r); }

GameResult winFor(Color c) { return c == Color::Red ? GameResult::RedWins : GameResult::BlackWins; }

}  // namespace

Game::Game() { setCursor(RootNode); }

bool Game::newGame(std::string_view fen, FenError* error) {
    GameRecord r;
    if (!r.setStartFen(fen, error)) return false;
    load(std::move(r));
    return true;
}

void Game::load(GameRecord record) {
    record_ = std::move(record);
    clearEnding();
    setCursor(record_.lineEnd(RootNode));
    // A result the board does not show (resignation, agreement, time) belongs to the end of the main line.
    const GameResult tagged = resultFromTag(record_.result());
    if (tagged != GameResult::Ongoing && verdict_.result == GameResult::Ongoing) {
        ending_ = GameEnding::FromRecord;
        endResult_ = tagged;
        endNode_ = cursor_;
    }
}

void Game::setCursor(NodeId id) {
    cursor_ = id;
    pos_ = record_.positionAt(id);
    verdict_ = adjudicate(pos_, rules());
}

bool Game::goTo(NodeId id) {
    if (!record_.isValid(id) || id == cursor_) return false;
    setCursor(id);
    return true;
}

bool Game::goBack() { return cursor_ != RootNode && goTo(record_.node(cursor_).parent); }

bool Game::goForward() {
    const NodeId n = record_.next(cursor_);
    if (n == NoNode) return false;
    // One move forward: no need to replay the whole path.
    pos_.makeMove(record_.node(n).move);
    cursor_ = n;
    verdict_ = adjudicate(pos_, rules());
    return true;
}

RuleSet Game::rules() const {
    RuleSet r = RuleSet::Asian;
    parseRuleSet(record_.tag(RulesTag), &r);
    return r;
}

void Game::setRules(RuleSet rules) {
    record_.setTag(RulesTag, ruleSetName(rules));
    verdict_ = adjudicate(pos_, rules);
    syncRecordResult();
}

bool Game::isOver() const { return verdict_.result != GameResult::Ongoing || ending() != GameEnding::None; }

GameResult Game::result() const {
    if (verdict_.result != GameResult::Ongoing) return verdict_.result;
    return ending() != GameEnding::None ? endResult_ : GameResult::Ongoing;
}

Refusal Game::play(Move m, PlayMode mode) {
    Refusal r = whyIllegal(pos_, m);
    if (r.reason != RefusalReason::None) return r;
    if (isOver()) {
        r.reason = RefusalReason::GameOver;
        return r;
    }
    const NodeId existing = record_.findChild(cursor_, m);
    if (mode == PlayMode::Overwrite) {
        if (existing == NoNode || record_.next(cursor_) != existing) record_.truncateAfter(cursor_);
        else {
            // The same move as the continuation: keep it, drop what follows it and its alternatives.
            for (NodeId c : std::vector<NodeId>(record_.node(cursor_).children))
                if (c != existing) record_.deleteSubtree(c);
            record_.truncateAfter(existing);
        }
    }
    const bool branching = existing == NoNode && record_.next(cursor_) != NoNode;
    const NodeId id = record_.addMove(cursor_, m);
    if (branching) record_.makeMainLine(id);  // the game goes on along the new line
    if (existing == NoNode || mode == PlayMode::Overwrite) clearEnding();
    pos_.makeMove(m);
    cursor_ = id;
    verdict_ = adjudicate(pos_, rules());
    syncRecordResult();
    return r;
}

void Game::takeBack(int plies) {
    NodeId end = record_.lineEnd(cursor_);
    NodeId to = end;
    for (int i = 0; i < plies && to != RootNode; ++i) to = record_.node(to).parent;
    record_.truncateAfter(to);
    if (endNode_ != NoNode && !record_.isValid(endNode_)) clearEnding();
    setCursor(to);
    clearEnding();
    syncRecordResult();
}

void Game::deleteVariation(NodeId id) {
    if (id == RootNode || !record_.isValid(id)) return;
    // Climb to the first node that is not its parent's main continuation: that is where the variation starts.
    NodeId start = id;
    while (start != RootNode && record_.node(record_.node(start).parent).children.front() == start)
        start = record_.node(start).parent;
    if (start == RootNode) start = id;  // on the main line: delete from id on
    const bool cursorInside = [&] {
        for (NodeId n = cursor_; n != RootNode; n = record_.node(n).parent)
            if (n == start) return true;
        return false;
    }();
    const NodeId parent = record_.deleteSubtree(start);
    if (endNode_ != NoNode && !record_.isValid(endNode_)) clearEnding();
    if (cursorInside) setCursor(parent);
    syncRecordResult();
}

bool Game::resume() {
    if (ending() == GameEnding::None || verdict_.result != GameResult::Ongoing) return false;
    clearEnding();
    syncRecordResult();
    return true;
}

void Game::clearEnding() {
    ending_ = GameEnding::None;
    endResult_ = GameResult::Ongoing;
    endNode_ = NoNode;
}

void Game::endGame(GameEnding how, GameResult result) {
    if (isOver()) return;
    // Ending a game while looking at an earlier position ends it there: the moves after it go.
    record_.truncateAfter(cursor_);
    ending_ = how;
    endResult_ = result;
    endNode_ = cursor_;
    syncRecordResult();
}

void Game::resign(Color loser) { endGame(GameEnding::Resignation, winFor(~loser)); }
void Game::agreeDraw() { endGame(GameEnding::DrawAgreed, GameResult::Draw); }

void Game::flagFall(Color loser) {
    // The winner needs something that can give mate: a piece that can cross the river.
    const Color winner = ~loser;
    bool canMate = false;
    for (PieceType t : {Horse, Rook, Cannon, Pawn}) canMate = canMate || pos_.pieceCount(makePiece(winner, t)) > 0;
    endGame(GameEnding::Timeout, canMate ? winFor(winner) : GameResult::Draw);
}

void Game::syncRecordResult() {
    // The record's result is that of the end of the main line.
    const NodeId end = record_.lineEnd(RootNode);
    GameResult r = GameResult::Ongoing;
    if (endNode_ == end && ending_ != GameEnding::None) r = endResult_;
    else if (end == cursor_) r = verdict_.result;
    else r = adjudicate(record_.positionAt(end), rules()).result;
    record_.setResult(tagFromResult(r));
}

}  // namespace xq
