// GameController: the game session's flow (moves, navigation, takeback, results) between the players.
#include "xiangqi/ui/gamecontroller.h"

#include <QDate>

#include "xiangqi/ui/enginerunner.h"

namespace xq::ui {

namespace {
// The computer accepts a draw when its own score is about level or worse (centipawns).
constexpr int AcceptDrawBelowCp = 30;
}  // namespace

GameController::GameController(QObject* parent) : QObject(parent) {
    runner_ = new EngineRunner(this);
    connect(runner_, &EngineRunner::busyChanged, this, &GameController::thinkingChanged);
    connect(runner_, &EngineRunner::progress, this, [this](quint64 id, const SearchInfo& info, const Position& root) {
        if (id == errandId_ && errand_ == Errand::Hint) emit engineProgress(info, root);
        if (root.hash() == position().hash()) lastInfo_ = info, lastInfoHash_ = root.hash();
    });
    connect(runner_, &EngineRunner::finished, this,
            [this](quint64 id, Move best, const SearchInfo& info, const Position& root) {
                if (info.depth > 0 && root.hash() == position().hash()) lastInfo_ = info, lastInfoHash_ = root.hash();
                if (id != errandId_) return;
                const Errand errand = errand_;
                errand_ = Errand::None;
                errandId_ = 0;
                if (errand == Errand::Hint) {
                    if (info.depth > 0) emit engineProgress(info, root);
                    if (best && position().isLegal(best)) emit hintReady(best);
                } else if (errand == Errand::Draw) {
                    answerDraw(info.score);
                }
                scheduleComputerMove();
            });
    computerDelay_.setSingleShot(true);
    connect(&computerDelay_, &QTimer::timeout, this, [this] {
        if (Player* p = player(position().sideToMove()); p && !p->isHuman() && !isGameOver()) p->startTurn(position());
    });
    rebuildPlayers();
}

GameController::~GameController() {
    computerDelay_.stop();
    // The runner (a child) stops its search and waits for its thread when it is destroyed.
}

void GameController::rebuildPlayers() {
    for (Player* p : {red_.data(), black_.data()}) {
        if (!p) continue;
        p->cancelTurn();
        p->disconnect(this);
        p->deleteLater();
    }
    auto make = [this](PlayerKind kind) -> Player* {
        if (kind == PlayerKind::Human) return new HumanPlayer(this);
        auto* e = new EnginePlayer(runner_, this);
        e->setStrength(setup_.strength());
        return e;
    };
    red_ = make(setup_.red);
    black_ = make(setup_.black);
    for (Player* p : {red_.data(), black_.data()}) {
        connect(p, &Player::moveChosen, this, [this, p](Move m) { onPlayerMove(p, m); });
        connect(p, &Player::progress, this, &GameController::engineProgress);
        connect(p, &Player::thinkingChanged, this, &GameController::thinkingChanged);
    }
}

void GameController::cancelAll() {
    computerDelay_.stop();
    for (Player* p : {red_.data(), black_.data()})
        if (p) p->cancelTurn();
    if (errand_ != Errand::None) {
        if (runner_->currentId() == errandId_) runner_->cancel();
        errand_ = Errand::None;
        errandId_ = 0;
    }
}

void GameController::newGame(const GameSetup& setup, const QString& fen) {
    cancelAll();
    redoMoves_.clear();
    paused_ = false;
    setup_ = setup;
    rebuildPlayers();
    Game fresh;
    if (!fen.isEmpty()) fresh.newGame(fen.toStdString());  // a bad FEN leaves the standard start
    game_ = fresh;
    game_.setTag("Event", tr("Casual game").toStdString());
    game_.setTag("Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    nameTags();
    lastInfo_ = {};
    emit recordChanged();
    emit positionChanged(false);
    if (game_.isOver()) announceEnd();  // a set-up position may already be decided
    else scheduleComputerMove();
}

void GameController::loadRecord(const GameRecord& record) {
    cancelAll();
    redoMoves_.clear();
    game_.load(record);
    lastInfo_ = {};
    emit recordChanged();
    emit positionChanged(false);
    scheduleComputerMove();
}

bool GameController::resumeGame() {
    if (!game_.resume()) return false;
    emit recordChanged();
    emit positionChanged(false);
    scheduleComputerMove();
    return true;
}

void GameController::setSetup(const GameSetup& setup) {
    const bool playersChanged = setup.red != setup_.red || setup.black != setup_.black;
    setup_ = setup;
    if (playersChanged) {
        cancelAll();
        rebuildPlayers();
        nameTags();
        emit recordChanged();
        scheduleComputerMove();
    } else {
        for (Player* p : {red_.data(), black_.data()})
            if (auto* e = qobject_cast<EnginePlayer*>(p)) e->setStrength(setup_.strength());
    }
}

void GameController::nameTags() {
    auto name = [](PlayerKind k) { return (k == PlayerKind::Human ? tr("Human") : tr("Computer")).toStdString(); };
    game_.setTag("Red", name(setup_.red));
    game_.setTag("Black", name(setup_.black));
}

Position GameController::positionAtPly(int ply) const {
    const auto line = game_.currentLine();
    ply = std::clamp(ply, 0, int(line.size()));
    return record().positionAt(ply == 0 ? RootNode : line[std::size_t(ply - 1)]);
}

Verdict GameController::verdict() const {
    Verdict v = game_.verdict();
    if (v.result == GameResult::Ongoing && game_.ending() != GameEnding::None) v.result = game_.result();
    return v;
}

bool GameController::isThinking() const { return runner_->isBusy(); }

bool GameController::isComputerThinking() const {
    const Player* p = player(position().sideToMove());
    return p && p->isThinking();
}

bool GameController::humanToMove() const {
    const Player* p = player(position().sideToMove());
    return !isGameOver() && p && p->isHuman();
}

bool GameController::requestMove(Move m) {
    QString reason;
    if (isGameOver()) reason = tr("the game is over");
    else if (isComputerThinking()) reason = tr("the computer is thinking");
    else if (!player(position().sideToMove())->isHuman()) reason = tr("it is the computer's turn");
    else reason = illegalMoveReason(position(), m);
    if (!reason.isEmpty()) {
        emit moveRefused(reason);
        return false;
    }
    cancelAll();  // a hint in progress is no longer wanted
    playMove(m);
    return true;
}

void GameController::onPlayerMove(Player* who, Move m) {
    // Only the player whose turn it is, at the end of the line, may move; anything else is stale.
    if (who != player(position().sideToMove()) || isGameOver() || !game_.atLineEnd() || !position().isLegal(m)) return;
    playMove(m);
}

void GameController::playMove(Move m, bool keepRedo) {
    if (!keepRedo) redoMoves_.clear();
    const bool capture = position().pieceAt(m.to()) != NoPiece;
    // From an earlier position the old continuation is kept as a variation; the game goes on along the new move.
    if (game_.play(m).reason != RefusalReason::None) return;
    emit recordChanged();
    emit positionChanged(true);
    emit movePlayed(m, capture, position().inCheck());
    if (game_.isOver()) announceEnd();
    else scheduleComputerMove();
}

void GameController::announceEnd() {
    cancelAll();
    emit recordChanged();
    emit gameOver(resultText());
}

QString GameController::resultText() const {
    if (!isGameOver()) return {};
    switch (game_.ending()) {
    case GameEnding::Resignation:
        return game_.result() == GameResult::BlackWins ? tr("Red resigns — Black wins")
                                                       : tr("Black resigns — Red wins");
    case GameEnding::DrawAgreed: return tr("Draw agreed");
    case GameEnding::Timeout:
        return game_.result() == GameResult::Draw      ? tr("Time is up — draw, the other side cannot mate")
               : game_.result() == GameResult::RedWins ? tr("Black's time is up — Red wins")
                                                       : tr("Red's time is up — Black wins");
    case GameEnding::FromRecord:
        return game_.result() == GameResult::RedWins     ? tr("Red won")
               : game_.result() == GameResult::BlackWins ? tr("Black won")
                                                         : tr("Draw");
    case GameEnding::None: break;
    }
    return verdictText(game_.verdict());
}

void GameController::goToPly(int ply) {
    const auto line = game_.currentLine();
    ply = std::clamp(ply, 0, int(line.size()));
    if (ply == cursor()) return;
    cancelAll();
    game_.goTo(ply == 0 ? RootNode : line[std::size_t(ply - 1)]);
    emit positionChanged(false);
    scheduleComputerMove();
}

void GameController::takeback() {
    // Back at the end of the game first (Take Back acts on the game, not on the position being browsed).
    const NodeId end = record().lineEnd(RootNode);
    if (end == RootNode) return;
    cancelAll();
    const std::vector<NodeId> line = record().pathTo(end);
    int ply = int(line.size()) - 1;
    // Against the computer, take back its reply and your move so it is your turn again.
    if (hasHumanAndComputer()) {
        const Color first = record().startPosition().sideToMove();
        auto sideAt = [&](int p) { return p % 2 == 0 ? first : ~first; };
        while (ply > 0 && setup_.player(sideAt(ply)) == PlayerKind::Computer) --ply;
    }
    const int plies = int(line.size()) - ply;
    for (int i = int(line.size()) - 1; i >= ply; --i) redoMoves_.push_back(record().node(line[std::size_t(i)]).move);
    game_.goTo(end);
    game_.takeBack(plies);
    emit recordChanged();
    emit positionChanged(false);
    scheduleComputerMove();
}

void GameController::redo() {
    if (redoMoves_.empty()) return;
    cancelAll();
    game_.goLineEnd();
    // Replay until it is a human's turn again (against the computer: your move and its reply); nobody is asked
    // to move while replaying.
    replaying_ = true;
    do {
        const Move m = redoMoves_.back();
        if (!position().isLegal(m)) {
            redoMoves_.clear();
            break;
        }
        redoMoves_.pop_back();
        playMove(m, true);
    } while (!redoMoves_.empty() && !humanToMove() && !isGameOver());
    replaying_ = false;
    emit positionChanged(false);
    scheduleComputerMove();
}

void GameController::resume() { scheduleComputerMove(); }

void GameController::goToNode(NodeId id) {
    if (!record().isValid(id)) return;
    if (id != game_.cursor()) {
        cancelAll();
        game_.goTo(id);
    }
    emit recordChanged();  // the line shown may be another one now
    emit positionChanged(false);
    scheduleComputerMove();
}

void GameController::promoteVariation(NodeId id) {
    if (id == RootNode || !record().isValid(id)) return;
    // The variation starts at the first node, going up, that is not its parent's main continuation.
    NodeId start = id;
    while (start != RootNode && record().node(record().node(start).parent).children.front() == start)
        start = record().node(start).parent;
    if (start == RootNode || !game_.promoteVariation(start)) return;
    redoMoves_.clear();  // the main line's end may be another one now
    emit recordChanged();
    emit positionChanged(false);
}

void GameController::deleteVariation(NodeId id) {
    if (id == RootNode || !record().isValid(id)) return;
    cancelAll();
    redoMoves_.clear();
    game_.deleteVariation(id);
    emit recordChanged();
    emit positionChanged(false);
}

void GameController::setComment(NodeId id, const QString& comment) {
    if (!record().isValid(id)) return;
    game_.setComment(id, comment.trimmed().toStdString());
    emit recordChanged();
    emit positionChanged(false);
}

void GameController::setPaused(bool paused) {
    paused_ = paused;
    if (paused) cancelAll();
    else scheduleComputerMove();
    emit positionChanged(false);
}

void GameController::moveNow() {
    Player* p = player(position().sideToMove());
    if (!p || p->isHuman()) return;
    if (computerDelay_.isActive()) {
        computerDelay_.stop();
        p->startTurn(position());
    }
    p->moveNow();  // the best move so far (never a blind one) still arrives and is played
}

void GameController::hint() {
    if (isThinking() || isGameOver()) return;
    startErrand(Errand::Hint);
}

void GameController::analyse(qint64 ms) {
    if (isThinking() || isGameOver()) return;
    startErrand(Errand::Hint, ms);
}

void GameController::startErrand(Errand errand, qint64 ms) {
    SearchLimits l;
    if (errand == Errand::Hint) {
        // A hint should come quickly, whatever the playing strength.
        l.depth = std::min(std::max(setup_.depth, 4), 8);
        l.movetimeMs = 2000;
        if (ms > 0) l.depth = 0, l.movetimeMs = ms;
    } else {
        // Judging a draw offer: deep enough to see the material, short enough to answer at once.
        l.depth = 8;
        l.movetimeMs = 400;
    }
    errand_ = errand;
    errandId_ = runner_->start(position(), l);
}

void GameController::resign() {
    if (isGameOver()) return;
    // The human resigns; in a two-human game, the side to move does.
    Color loser = position().sideToMove();
    if (hasHumanAndComputer()) loser = setup_.red == PlayerKind::Human ? Color::Red : Color::Black;
    cancelAll();
    game_.resign(loser);
    announceEnd();
}

void GameController::offerDraw() {
    if (isGameOver() || !hasHumanAndComputer()) return;
    // The computer's own search of this very position, if it has one, else a short search now.
    if (isComputerThinking() && lastInfoHash_ == position().hash() && lastInfo_.depth >= 4) {
        answerDraw(lastInfo_.score);
        return;
    }
    if (isComputerThinking()) {
        // Thinking, but not deep enough yet: judge once it has moved would be too late; search the position now.
        cancelAll();
    } else if (isThinking()) {
        cancelAll();
    }
    startErrand(Errand::Draw);
}

void GameController::answerDraw(int scoreFromRed) {
    const Color computer = setup_.red == PlayerKind::Computer ? Color::Red : Color::Black;
    const int own = computer == Color::Red ? scoreFromRed : -scoreFromRed;
    const bool accept = own <= AcceptDrawBelowCp;
    emit drawOfferAnswered(accept);
    if (!accept) return;
    cancelAll();
    game_.agreeDraw();
    announceEnd();
}

void GameController::scheduleComputerMove() {
    if (replaying_ || paused_ || isGameOver() || !game_.atLineEnd() || errand_ != Errand::None ||
        computerDelay_.isActive())
        return;
    Player* p = player(position().sideToMove());
    if (!p || p->isHuman() || p->isThinking()) return;
    const bool bothComputers = setup_.red == PlayerKind::Computer && setup_.black == PlayerKind::Computer;
    if (bothComputers && computerPauseMs_ > 0) computerDelay_.start(computerPauseMs_);
    else p->startTurn(position());
}

QString GameController::verdictText(const Verdict& v) {
    const QString winner = v.result == GameResult::RedWins ? tr("Red wins") : tr("Black wins");
    switch (v.reason) {
    case EndReason::Checkmate: return tr("Checkmate — %1").arg(winner);
    case EndReason::Stalemate: return tr("Stalemate: no legal move left — %1").arg(winner);
    case EndReason::PerpetualCheck: return tr("Perpetual check is forbidden — %1").arg(winner);
    case EndReason::PerpetualChase: return tr("Perpetual chase is forbidden — %1").arg(winner);
    case EndReason::Repetition: return tr("Draw by repetition");
    case EndReason::MoveLimit: return tr("Draw: 60 moves each without a capture");
    case EndReason::InsufficientMaterial: return tr("Draw: neither side has a piece that can attack");
    case EndReason::None: break;
    }
    if (v.result == GameResult::Draw) return tr("Draw");
    return winner;
}

}  // namespace xq::ui
