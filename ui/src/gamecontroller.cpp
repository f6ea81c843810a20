// GameController: game flow (moves, navigation, takeback, results) and the search thread's lifetime.
#include "xiangqi/ui/gamecontroller.h"

#include <QDate>

#include "xiangqi/movegen.h"
#include "xiangqi/ui/movereason.h"
#include "xiangqi/ui/searchworker.h"

namespace xq::ui {

GameController::GameController(QObject* parent) : QObject(parent) {
    registerSearchMetaTypes();
    worker_ = new SearchWorker;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(&thread_, &QThread::started, worker_, &SearchWorker::lowerThreadPriority);
    connect(this, &GameController::searchRequested, worker_, &SearchWorker::search, Qt::QueuedConnection);
    connect(worker_, &SearchWorker::progress, this, &GameController::onProgress, Qt::QueuedConnection);
    connect(worker_, &SearchWorker::finished, this, &GameController::onFinished, Qt::QueuedConnection);
    thread_.setObjectName(QStringLiteral("search"));
    thread_.start();
    computerDelay_.setSingleShot(true);
    connect(&computerDelay_, &QTimer::timeout, this, [this] { startSearch(Purpose::Move); });
    record_.result = QStringLiteral("*");
}

GameController::~GameController() {
    // Stop the search at once, then let the thread finish its event loop; the worker deletes itself.
    worker_->stopUpTo(nextId_ + 1);
    searchId_ = 0;
    thread_.quit();
    thread_.wait();
}

void GameController::newGame(const GameSetup& setup, const QString& fen) {
    cancelSearch();
    setup_ = setup;
    GameRecord r;
    if (!fen.isEmpty()) {
        Position test;
        if (test.setFen(fen.toStdString()) && test.fen() != std::string(StartFen)) r.startFen = fen;
    }
    r.setTag("Event", tr("Casual game"));
    r.setTag("Date", QDate::currentDate().toString("yyyy.MM.dd"));
    record_ = r;
    nameTags();
    ended_ = false;
    endVerdict_ = {};
    endText_.clear();
    lastInfo_ = {};
    setCursor(0);
    emit recordChanged();
    emit positionChanged(false);
    // A set-up position may already be decided.
    Verdict v = judge(pos_);
    if (v.result != GameResult::Ongoing) finishGame(v, verdictText(v));
    else scheduleComputerMove();
}

void GameController::loadRecord(const GameRecord& record) {
    cancelSearch();
    record_ = record;
    ended_ = false;
    endVerdict_ = {};
    endText_.clear();
    lastInfo_ = {};
    setCursor(length());
    emit recordChanged();
    emit positionChanged(false);
    Verdict v = judge(pos_);
    if (v.result != GameResult::Ongoing) {
        ended_ = true;
        endVerdict_ = v;
        endText_ = verdictText(v);
    } else if (record_.result != "*") {
        ended_ = true;  // decided by resignation or agreement in the file
        endVerdict_.result = record_.result == "1-0"   ? GameResult::RedWins
                             : record_.result == "0-1" ? GameResult::BlackWins
                                                       : GameResult::Draw;
        endText_ = record_.result == "1-0" ? tr("Red won") : record_.result == "0-1" ? tr("Black won") : tr("Draw");
    } else {
        scheduleComputerMove();
    }
}

void GameController::setSetup(const GameSetup& setup) {
    const bool playersChanged = setup.red != setup_.red || setup.black != setup_.black;
    setup_ = setup;
    nameTags();
    if (playersChanged) {
        if (isThinking() && purpose_ == Purpose::Move && humanToMove()) cancelSearch();
        scheduleComputerMove();
    }
}

void GameController::nameTags() {
    auto name = [](PlayerKind k) { return k == PlayerKind::Human ? tr("Human") : tr("Computer"); };
    record_.setTag("Red", name(setup_.red));
    record_.setTag("Black", name(setup_.black));
}

bool GameController::humanToMove() const {
    return !isGameOver() && setup_.player(pos_.sideToMove()) == PlayerKind::Human;
}

bool GameController::requestMove(Move m) {
    QString reason;
    if (isGameOver()) {
        reason = tr("the game is over");
    } else if (isThinking() && purpose_ == Purpose::Move) {
        reason = tr("the computer is thinking");
    } else if (setup_.player(pos_.sideToMove()) != PlayerKind::Human) {
        reason = tr("it is the computer's turn");
    } else {
        reason = illegalMoveReason(pos_, m);
    }
    if (!reason.isEmpty()) {
        emit moveRefused(reason);
        return false;
    }
    cancelSearch();  // a hint in progress is no longer wanted
    playMove(m);
    return true;
}

void GameController::playMove(Move m) {
    // Playing from an earlier position starts a new line: the moves after it are dropped.
    if (cursor_ < length()) {
        record_.moves.resize(cursor_);
        ended_ = false;
        endVerdict_ = {};
        endText_.clear();
        record_.result = QStringLiteral("*");
    }
    const bool capture = pos_.pieceAt(m.to()) != NoPiece;
    record_.moves.push_back(m);
    pos_.makeMove(m);
    cursor_ = length();
    emit recordChanged();
    emit positionChanged(true);
    emit movePlayed(m, capture, pos_.inCheck());
    Verdict v = judge(pos_);
    if (v.result != GameResult::Ongoing) finishGame(v, verdictText(v));
    else scheduleComputerMove();
}

void GameController::finishGame(const Verdict& v, const QString& text) {
    cancelSearch();
    ended_ = true;
    endVerdict_ = v;
    endText_ = text;
    record_.result = v.result == GameResult::RedWins     ? QStringLiteral("1-0")
                     : v.result == GameResult::BlackWins ? QStringLiteral("0-1")
                                                         : QStringLiteral("1/2-1/2");
    emit recordChanged();
    emit gameOver(text);
}

void GameController::setCursor(int ply) {
    cursor_ = std::clamp(ply, 0, length());
    pos_ = record_.positionAt(cursor_);
}

void GameController::goToPly(int ply) {
    ply = std::clamp(ply, 0, length());
    if (ply == cursor_) return;
    cancelSearch();
    setCursor(ply);
    emit positionChanged(false);
    if (cursor_ == length()) scheduleComputerMove();
}

void GameController::takeback() {
    if (cursor_ == 0) return;
    cancelSearch();
    int ply = cursor_ - 1;
    // Against the computer, take back its reply and your move so it is your turn again.
    if (hasHumanAndComputer()) {
        while (ply > 0 && setup_.player(record_.positionAt(ply).sideToMove()) == PlayerKind::Computer) --ply;
    }
    setCursor(ply);
    emit positionChanged(false);
    if (cursor_ == length()) scheduleComputerMove();
}

void GameController::redo() {
    if (cursor_ >= length()) return;
    cancelSearch();
    int ply = cursor_ + 1;
    if (hasHumanAndComputer()) {
        while (ply < length() && setup_.player(record_.positionAt(ply).sideToMove()) == PlayerKind::Computer) ++ply;
    }
    setCursor(ply);
    emit positionChanged(false);
    if (cursor_ == length()) scheduleComputerMove();
}

void GameController::resume() { scheduleComputerMove(); }

void GameController::moveNow() {
    if (computerDelay_.isActive()) {
        computerDelay_.stop();
        startSearch(Purpose::Move);
    }
    if (isThinking()) worker_->stopUpTo(searchId_);  // the result still arrives and is played
}

void GameController::hint() {
    if (isThinking() || isGameOver()) return;
    startSearch(Purpose::Hint);
}

void GameController::resign() {
    if (isGameOver()) return;
    // The human resigns; in a two-human game, the side to move does.
    Color loser = pos_.sideToMove();
    if (hasHumanAndComputer()) loser = setup_.red == PlayerKind::Human ? Color::Red : Color::Black;
    cancelSearch();
    if (cursor_ < length()) {
        record_.moves.resize(cursor_);
        emit recordChanged();
    }
    Verdict v;
    v.result = loser == Color::Red ? GameResult::BlackWins : GameResult::RedWins;
    finishGame(v, loser == Color::Red ? tr("Red resigns — Black wins") : tr("Black resigns — Red wins"));
}

void GameController::offerDraw() {
    if (isGameOver() || !hasHumanAndComputer()) return;
    const Color computer = setup_.red == PlayerKind::Computer ? Color::Red : Color::Black;
    // The computer accepts when its own score is about level or worse.
    constexpr int acceptBelowCp = 30;
    const int own = computer == Color::Red ? lastInfo_.score : -lastInfo_.score;
    const bool accept = own <= acceptBelowCp;
    emit drawOfferAnswered(accept);
    if (!accept) return;
    cancelSearch();
    if (cursor_ < length()) {
        record_.moves.resize(cursor_);
        emit recordChanged();
    }
    Verdict v;
    v.result = GameResult::Draw;
    finishGame(v, tr("Draw agreed"));
}

void GameController::scheduleComputerMove() {
    if (isGameOver() || cursor_ != length() || isThinking() || computerDelay_.isActive()) return;
    if (setup_.player(pos_.sideToMove()) != PlayerKind::Computer) return;
    const bool bothComputers = setup_.red == PlayerKind::Computer && setup_.black == PlayerKind::Computer;
    if (bothComputers && computerPauseMs_ > 0) computerDelay_.start(computerPauseMs_);
    else startSearch(Purpose::Move);
}

EngineLimits GameController::limits() const {
    EngineLimits l;
    l.level = setup_.level;
    l.depth = setup_.level >= 0 ? 0 : std::clamp(setup_.depth, 1, 20);
    l.movetimeMs = setup_.movetimeMs;
    return l;
}

void GameController::analyse(qint64 ms) {
    if (isThinking() || isGameOver()) return;
    startSearch(Purpose::Hint, ms);
}

void GameController::startSearch(Purpose purpose, qint64 analyseMs) {
    if (isThinking()) return;
    purpose_ = purpose;
    searchId_ = ++nextId_;
    searchRoot_ = pos_;
    EngineLimits l = limits();
    if (purpose == Purpose::Hint) {
        // A hint should come quickly, whatever the playing strength.
        l.level = -1;
        l.depth = std::min(std::max(setup_.depth, 4), 8);
        l.movetimeMs = 2000;
        if (analyseMs > 0) l.depth = 0, l.movetimeMs = analyseMs;
    }
    emit thinkingChanged(true);
    emit searchRequested(searchId_, searchRoot_, l);
}

void GameController::cancelSearch() {
    computerDelay_.stop();
    if (!isThinking()) return;
    worker_->stopUpTo(searchId_);
    searchId_ = 0;
    emit thinkingChanged(false);
}

void GameController::onProgress(quint64 id, const EngineInfo& info) {
    if (id != searchId_) return;  // from a cancelled search
    lastInfo_ = info;
    emit engineProgress(info, searchRoot_);
}

void GameController::onFinished(quint64 id, Move best, const EngineInfo& info) {
    if (id != searchId_) return;  // cancelled or superseded: never play it
    searchId_ = 0;
    if (info.depth > 0) {
        lastInfo_ = info;
        emit engineProgress(info, searchRoot_);
    }
    emit thinkingChanged(false);
    if (!best || !pos_.isLegal(best)) return;
    if (purpose_ == Purpose::Hint) emit hintReady(best);
    else playMove(best);
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
