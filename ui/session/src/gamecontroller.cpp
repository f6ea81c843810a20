// GameController: the game session's flow (moves, navigation, takeback, results) between the players.
#include "xiangqi/session/gamecontroller.h"

#include <QDate>

#include "xiangqi/session/remoteplayer.h"
#include "xiangqi/session/wording.h"

namespace xq::session {

namespace {
// The computer accepts a draw when its own score is about level or worse (centipawns).
constexpr int AcceptDrawBelowCp = 30;
}  // namespace

GameController::GameController(QObject* parent) : QObject(parent) {
    clock_ = std::make_unique<GameClock>();
    clockAtPly_ = {clock_->state()};
    flagTimer_.setSingleShot(true);
    connect(&flagTimer_, &QTimer::timeout, this, &GameController::checkFlag);
    // Our engine, for the game: its computer players, the stand-in of an external one, hints and draw offers.
    // One client, so only the newest of these requests is ever answered.
    EngineChoice ours;
    ours.use = EngineUse::Play;
    ours_ = makeEngineClient(ours, this);
    connect(ours_.get(), &EngineClient::stateChanged, this, [this](EngineClient::State s) {
        emit thinkingChanged(s == EngineClient::State::Thinking);
    });
    connect(ours_.get(), &EngineClient::info, this, [this](quint64 id, const SearchInfo& info) {
        if (id != errandId_) return;
        if (errand_ == Errand::Hint) emit engineProgress(info, errandPos_);
        noteInfo(info, errandPos_);
    });
    connect(ours_.get(), &EngineClient::bestMove, this, [this](quint64 id, Move best, const SearchInfo& info) {
        if (id != errandId_) return;
        if (info.depth > 0) noteInfo(info, errandPos_);
        const Errand errand = errand_;
        errand_ = Errand::None;
        errandId_ = 0;
        if (errand == Errand::Hint) {
            if (info.depth > 0) emit engineProgress(info, errandPos_);
            if (best && position().isLegal(best)) emit hintReady(best);
        } else if (errand == Errand::Draw) {
            answerDraw(info.score);
        }
        scheduleComputerMove();
    });
    computerDelay_.setSingleShot(true);
    connect(&computerDelay_, &QTimer::timeout, this, [this] {
        updateClock();
        if (Player* p = player(position().sideToMove()); p && !p->isHuman() && !isGameOver()) startPlayer(p);
    });
    rebuildPlayers();
}

GameController::~GameController() {
    computerDelay_.stop();
    flagTimer_.stop();
    // Our engine's client (a member) goes before the players (children, deleted after every connection is gone):
    // it cancels its own request, and the players find it gone (QPointer). Nothing here may emit a signal: the
    // window that receives them may be half destroyed already (this controller is one of its children).
}

void GameController::noteInfo(const SearchInfo& info, const Position& root) {
    if (root.hash() == position().hash()) lastInfo_ = info, lastInfoHash_ = root.hash();
}

void GameController::rebuildPlayers() {
    for (Player* p : {red_.data(), black_.data()}) {
        if (!p) continue;
        p->cancelTurn();
        p->disconnect(this);
        p->deleteLater();
    }
    auto make = [this](Color side) -> Player* {
        if (setup_.player(side) == PlayerKind::Human) return new HumanPlayer(this);
        ComputerPlayer* p = nullptr;
        if (const auto& config = setup_.engine(side)) {
            // An external engine: its own client (made where every client is made), our engine standing in.
            EngineChoice choice;
            choice.external = *config;
            choice.use = EngineUse::Play;
            choice.timeouts = engineTimeouts_;
            p = new ComputerPlayer(makeEngineClient(choice), ours_.get(), this);
        } else {
            p = new ComputerPlayer(ours_.get(), ours_.get(), this);
        }
        p->setStrength(setup_.strength(side));
        p->setMovetime(setup_.strength(side).movetimeMs);
        p->setBook(book_);
        p->setRules(game_.rules());
        p->setThreads(threads_);
        connect(p, &ComputerPlayer::problem, this, &GameController::engineProblem);
        connect(p, &ComputerPlayer::hintReady, this, [this](Move m) {
            if (position().isLegal(m)) emit hintReady(m);
        });
        // The player as the context: our engine's client outlives the players of a game.
        connect(p->engine(), &EngineClient::stateChanged, p, [this, side] { emit engineStateChanged(side); });
        return p;
    };
    red_ = make(Color::Red);
    black_ = make(Color::Black);
    for (Player* p : {red_.data(), black_.data()}) {
        connect(p, &Player::moveChosen, this, [this, p](Move m) { onPlayerMove(p, m); });
        connect(p, &Player::progress, this, [this](const SearchInfo& info, const Position& root) {
            noteInfo(info, root);
            emit engineProgress(info, root);
        });
        connect(p, &Player::thinkingChanged, this, &GameController::thinkingChanged);
    }
}

void GameController::cancelAll() {
    computerDelay_.stop();
    for (Player* p : {red_.data(), black_.data()})
        if (p) p->cancelTurn();
    if (errand_ != Errand::None) {
        ours_->cancel(errandId_);
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
    bookNodes_.clear();
    game_.setRules(setup_.rules);
    forEachComputer([this](ComputerPlayer* p) { p->setRules(game_.rules()); });
    clock_->reset(setup_.timeControl);
    clockAtPly_ = {clock_->state()};
    game_.setTag("Event", tr("Casual game").toStdString());
    if (!setup_.timeControl.isUntimed()) game_.setTag("TimeControl", setup_.timeControl.toString());
    game_.setTag("Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    nameTags();
    lastInfo_ = {};
    beginEdit(RecordEdit::NewGame);
    emit recordChanged();
    emit positionChanged(false);
    if (game_.isOver()) announceEnd();  // a set-up position may already be decided
    else scheduleComputerMove();
}

void GameController::loadRecord(const GameRecord& record) {
    cancelAll();
    redoMoves_.clear();
    if (remotePlayer()) rebuildPlayers();  // a record is not the network game: its remote player leaves
    game_.load(record);
    bookNodes_.clear();
    // A loaded game is judged, and played on, by its own [Rules].
    forEachComputer([this](ComputerPlayer* p) { p->setRules(game_.rules()); });
    defaultNames_ = {};  // the record's names are its own
    // A loaded game goes on without a clock: its times are not known.
    setup_.timeControl = {};
    clock_->reset(setup_.timeControl);
    clockAtPly_.assign(std::size_t(length()) + 1, clock_->state());
    lastInfo_ = {};
    beginEdit(RecordEdit::NewGame);
    emit recordChanged();
    emit positionChanged(false);
    scheduleComputerMove();
}

bool GameController::resumeGame() {
    const bool flagFell = game_.ending() == GameEnding::Timeout;
    if (!game_.resume()) return false;
    if (flagFell) {
        // Played on after a flag fell: without the clock (it would fall again at once).
        setup_.timeControl = {};
        clock_->reset(setup_.timeControl);
        clockAtPly_.assign(std::size_t(cursor()) + 1, clock_->state());
        emit clockChanged();
    }
    beginEdit(RecordEdit::Other);
    emit recordChanged();
    emit positionChanged(false);
    scheduleComputerMove();
    return true;
}

void GameController::setSetup(const GameSetup& setup) {
    const bool playersChanged = setup.red != setup_.red || setup.black != setup_.black ||
                                setup.redEngine != setup_.redEngine || setup.blackEngine != setup_.blackEngine;
    const TimeControl clock = setup_.timeControl;  // the clock changes with a new game only
    setup_ = setup;
    setup_.timeControl = clock;
    if (playersChanged) {
        cancelAll();
        rebuildPlayers();
        nameTags();
        beginEdit(RecordEdit::Other);
        emit recordChanged();
        scheduleComputerMove();
    } else {
        for (Color c : {Color::Red, Color::Black})
            if (auto* e = qobject_cast<ComputerPlayer*>(player(c))) e->setStrength(setup_.strength(c));
    }
}

std::string GameController::defaultName(Color c) const {
    if (setup_.player(c) == PlayerKind::Human) return tr("Human").toStdString();
    if (const auto& e = setup_.engine(c)) return e->name.toStdString();
    const Strength s = setup_.strength(c);
    if (setup_.redStrength || setup_.blackStrength)
        return (s.level >= 0 ? tr("Computer (%1)").arg(levelName(s.level)) : tr("Computer (depth %1)").arg(s.depth))
            .toStdString();
    return tr("Computer").toStdString();
}

void GameController::nameTags() {
    defaultNames_ = {defaultName(Color::Red), defaultName(Color::Black)};
    game_.setTag("Red", defaultNames_[0]);
    game_.setTag("Black", defaultNames_[1]);
}

void GameController::retranslateNames() {
    bool changed = false;
    for (Color c : {Color::Red, Color::Black}) {
        std::string& given = defaultNames_[c == Color::Red ? 0 : 1];
        const char* tag = c == Color::Red ? "Red" : "Black";
        if (given.empty() || record().tag(tag) != given) continue;
        given = defaultName(c);
        if (record().tag(tag) == given) continue;
        game_.setTag(tag, given);
        changed = true;
    }
    if (changed) {
        beginEdit(RecordEdit::Other);
        emit recordChanged();
    }
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

void GameController::setSearchThreads(int threads) {
    threads_ = std::clamp(threads, 1, MaxThreads);
    forEachComputer([this](ComputerPlayer* p) { p->setThreads(threads_); });
}

bool GameController::isThinking() const { return ours_->state() == EngineClient::State::Thinking; }

void GameController::forEachComputer(const std::function<void(ComputerPlayer*)>& f) const {
    for (Player* p : {red_.data(), black_.data()})
        if (auto* c = qobject_cast<ComputerPlayer*>(p)) f(c);
}

bool GameController::isComputerThinking() const {
    const Player* p = player(position().sideToMove());
    return p && p->isThinking();
}

bool GameController::humanToMove() const {
    const Player* p = player(position().sideToMove());
    return moveHold_.isEmpty() && !isGameOver() && p && p->isHuman();
}

void GameController::setRules(RuleSet rules) {
    setup_.rules = rules;
    if (game_.rules() == rules) return;
    const bool wasOver = game_.isOver();
    game_.setRules(rules);
    forEachComputer([rules](ComputerPlayer* p) { p->setRules(rules); });
    beginEdit(RecordEdit::Rules);
    emit recordChanged();
    emit positionChanged(false);
    if (!wasOver && game_.isOver()) announceEnd();
}

bool GameController::requestMove(Move m) {
    QString reason;
    if (!moveHold_.isEmpty()) reason = moveHold_;
    else if (isGameOver()) reason = tr("the game is over");
    else if (RemotePlayer* r = remotePlayer(); r && paused_) reason = tr("the connection to your opponent is lost");
    else if (r && !game_.atLineEnd()) reason = tr("go to the end of the game to move");
    else if (r && player(position().sideToMove()) == r) reason = tr("it is your opponent's turn");
    else if (isComputerThinking()) reason = tr("the computer is thinking");
    else if (!player(position().sideToMove())->isHuman()) reason = tr("it is the computer's turn");
    else reason = illegalMoveReason(position(), m, notation_);
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
    playMove(m, false, who->lastMoveFromBook());
}

void GameController::setOpeningBook(const BookUse& book) {
    book_ = book;
    for (Player* p : {red_.data(), black_.data()})
        if (auto* e = qobject_cast<ComputerPlayer*>(p)) e->setBook(book_);
}

void GameController::playMove(Move m, bool keepRedo, bool fromBook) {
    if (!keepRedo) redoMoves_.clear();
    const bool capture = position().pieceAt(m.to()) != NoPiece;
    if (!settleClock()) return;
    // From an earlier position the old continuation is kept as a variation; the game goes on along the new move.
    if (game_.play(m).reason != RefusalReason::None) return;
    if (fromBook) bookNodes_.insert(game_.cursor());
    else bookNodes_.erase(game_.cursor());
    beginEdit(RecordEdit::Move);
    emit recordChanged();
    emit positionChanged(true);
    emit movePlayed(m, capture, position().inCheck());
    if (game_.isOver()) announceEnd();
    else scheduleComputerMove();
}

void GameController::announceEnd() {
    cancelAll();
    updateClock();
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
    return session::verdictText(game_.verdict());
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
    if (RemotePlayer* r = remotePlayer()) return r->askTakeback();  // the other side decides
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
    // The clocks show again what they showed when that position was reached.
    if (std::size_t(ply) < clockAtPly_.size()) clock_->restore(clockAtPly_[std::size_t(ply)]);
    beginEdit(RecordEdit::TakeBack);
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

bool GameController::onlyHumansPlay() const {
    return setup_.red == PlayerKind::Human && setup_.black == PlayerKind::Human && !remotePlayer();
}

void GameController::restoreRecord(const GameRecord& record, NodeId node) {
    cancelAll();
    redoMoves_.clear();
    game_.load(record);
    if (record.isValid(node)) game_.goTo(node);
    bookNodes_.clear();
    forEachComputer([this](ComputerPlayer* p) { p->setRules(game_.rules()); });
    clockAtPly_.resize(std::size_t(length()) + 1, clock_->state());
    beginEdit(RecordEdit::Restore);
    emit recordChanged();
    emit positionChanged(false);
    scheduleComputerMove();  // an edit undone during a game against the computer: it goes on if it is its turn
}

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
    beginEdit(RecordEdit::PromoteVariation);
    emit recordChanged();
    emit positionChanged(false);
}

void GameController::deleteVariation(NodeId id) {
    if (id == RootNode || !record().isValid(id)) return;
    cancelAll();
    redoMoves_.clear();
    game_.deleteVariation(id);
    beginEdit(RecordEdit::DeleteVariation);
    emit recordChanged();
    emit positionChanged(false);
}

void GameController::setComment(NodeId id, const QString& comment) {
    if (!record().isValid(id)) return;
    game_.setComment(id, comment.trimmed().toStdString());
    beginEdit(RecordEdit::Comment);
    emit recordChanged();
    emit positionChanged(false);
}

void GameController::setMoveHold(const QString& reason) {
    if (moveHold_ == reason) return;
    moveHold_ = reason;
    emit positionChanged(false);  // the board and the actions follow
}

void GameController::setPaused(bool paused) {
    paused_ = paused;
    if (paused) {
        cancelAll();
        updateClock();
    } else {
        scheduleComputerMove();
    }
    emit positionChanged(false);
}

void GameController::moveNow() {
    Player* p = player(position().sideToMove());
    if (!p || p->isHuman()) return;
    if (computerDelay_.isActive()) {
        computerDelay_.stop();
        startPlayer(p);
    }
    p->moveNow();  // the best move so far (never a blind one) still arrives and is played
}

void GameController::hint() {
    if (isThinking() || isGameOver()) return;
    if (const RemotePlayer* r = remotePlayer(); r && !r->assistAllowed()) return;  // fair play
    // An external opponent that is not thinking gives the hint itself.
    for (Color c : {Color::Red, Color::Black})
        if (auto* x = qobject_cast<ComputerPlayer*>(player(c)); x && x->isExternal() && !x->isThinking() && humanToMove())
            if (x->hint(position(), HintMs)) return;
    startErrand(Errand::Hint);
}

void GameController::analyse(qint64 ms) {
    if (isThinking() || isGameOver()) return;
    if (const RemotePlayer* r = remotePlayer(); r && !r->assistAllowed()) return;  // fair play
    startErrand(Errand::Hint, ms);
}

SearchLimits GameController::hintLimits(qint64 ms) {
    // A hint is advice: the best move the engine finds, not the move the opponent's level would play. So the full
    // strength (no level, no depth limit) for a short time, whatever level the game is played at.
    SearchLimits l;
    l.level = -1;
    l.depth = 0;
    l.movetimeMs = ms > 0 ? ms : HintMs;
    return l;
}

void GameController::startErrand(Errand errand, qint64 ms) {
    SearchLimits l;
    if (errand == Errand::Hint) {
        l = hintLimits(ms);
    } else {
        // Judging a draw offer: deep enough to see the material, short enough to answer at once.
        l.depth = 8;
        l.movetimeMs = 400;
    }
    EngineRequest r;
    ComputerPlayer::lineOf(position(), &r.startFen, &r.moves);
    r.limits = l;
    r.rules = game_.rules();
    r.threads = threads_;
    errand_ = errand;
    errandPos_ = position();
    errandId_ = ours_->go(r);
    if (errandId_ == 0) errand_ = Errand::None;
}

void GameController::resign() {
    if (isGameOver()) return;
    if (RemotePlayer* r = remotePlayer()) return r->askResign();  // said to the other side first
    // The human resigns; in a two-human game, the side to move does.
    Color loser = position().sideToMove();
    if (hasHumanAndComputer()) loser = setup_.red == PlayerKind::Human ? Color::Red : Color::Black;
    cancelAll();
    game_.resign(loser);
    announceEnd();
}

void GameController::offerDraw() {
    if (RemotePlayer* r = remotePlayer(); r && !isGameOver()) return r->askDraw();
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
    updateClock();
    if (replaying_ || paused_ || isGameOver() || !game_.atLineEnd() || errand_ != Errand::None ||
        computerDelay_.isActive())
        return;
    Player* p = player(position().sideToMove());
    if (!p || p->isHuman() || p->isThinking()) return;
    const bool bothComputers = setup_.red == PlayerKind::Computer && setup_.black == PlayerKind::Computer;
    if (bothComputers && computerPauseMs_ > 0) {
        computerDelay_.start(computerPauseMs_);
        updateClock();  // the pause for the onlookers is not the computer's time
    } else {
        startPlayer(p);
    }
}

void GameController::startPlayer(Player* p) {
    const Color side = position().sideToMove();
    p->setTurnLimits(isTimed() ? std::optional<SearchLimits>(clock_->searchLimits(side)) : std::nullopt);
    p->startTurn(position());
}

// ---- the clock ----
// It runs for the side to move while the game is on, the line's end is shown and the computers are not paused (nor
// waiting out the pause between computer moves that lets people follow);
// browsing the moves, a finished game and a pause stop it. clockAtPly_[p] is the clock at the start of the turn after
// ply p, so that a take-back (or a move from an earlier position) finds the times of that moment again.

void GameController::setTimeSource(const TimeSource* source) {
    timeSource_ = source;
    clock_ = std::make_unique<GameClock>(setup_.timeControl, source);
    clockAtPly_.assign(std::size_t(cursor()) + 1, clock_->state());
    updateClock();
}

void GameController::updateClock() {
    if (!isTimed()) {
        flagTimer_.stop();
        return;
    }
    // Against a remote player the clock goes on while the person here browses the game.
    const bool remote = remotePlayer() != nullptr;
    const Color side = remote ? sideToMoveAtEnd() : position().sideToMove();
    bool over = isGameOver();
    if (remote && !game_.atLineEnd()) {
        Game atEnd = game_;  // browsing: is the game over at its end?
        atEnd.goLineEnd();
        over = atEnd.isOver();
    }
    const bool run = !over && (game_.atLineEnd() || remote) && !paused_ && !computerDelay_.isActive();
    const bool wasRunning = clock_->isRunning();
    if (run) {
        if (!clock_->isRunning() || clock_->sideRunning() != side) clock_->start(side);
        const std::int64_t ms = clock_->msUntilFlag(side);
        if (ms == 0) {
            checkFlag();
            return;
        }
        if (ms > 0) flagTimer_.start(int(std::min<std::int64_t>(ms, 3600000)));
        else flagTimer_.stop();
    } else {
        clock_->pause();
        flagTimer_.stop();
    }
    if (wasRunning != clock_->isRunning() || run) emit clockChanged();
}

void GameController::checkFlag() {
    if (!isTimed() || isGameOver() || !clock_->isRunning()) return;
    const Color side = clock_->sideRunning();
    if (!clock_->flagFallen(side)) {
        updateClock();  // woken early: wait again
        return;
    }
    flagFallen(side);
}

bool GameController::settleClock() {
    if (!isTimed()) return true;
    const Color side = position().sideToMove();
    const std::size_t ply = std::size_t(cursor());
    if (replaying_ && ply + 1 < clockAtPly_.size()) {
        clock_->restore(clockAtPly_[ply + 1]);  // redo: the times as they were after that move
        return true;
    }
    if (!game_.atLineEnd() || !clock_->isRunning() || clock_->sideRunning() != side) {
        // A move from an earlier position (a new line), or while the clock stood: from that moment's times.
        if (ply < clockAtPly_.size()) clock_->restore(clockAtPly_[ply]);
        clock_->start(side);
    }
    if (!clock_->moveMade()) {
        cancelAll();
        game_.flagFall(side);
        announceEnd();
        return false;
    }
    clockAtPly_.resize(ply + 1, clockAtPly_.empty() ? clock_->state() : clockAtPly_.back());
    clockAtPly_.push_back(clock_->state());
    emit clockChanged();
    return true;
}

}  // namespace xq::session
