// The game controller: owns the game record, the players and the search thread; every move, human or computer,
// enters the game through playMove.
#pragma once

#include <QObject>
#include <QThread>
#include <QTimer>

#include "xiangqi/ui/enginebridge.h"
#include "xiangqi/ui/gamerecord.h"

namespace xq::ui {

class SearchWorker;

enum class PlayerKind { Human, Computer };

struct GameSetup {
    PlayerKind red = PlayerKind::Human;
    PlayerKind black = PlayerKind::Computer;
    int depth = 4;          // 1..20, used when level < 0
    int level = -1;         // index into engineLevels(), -1 = use depth
    qint64 movetimeMs = 0;  // optional time per move, 0 = none
    PlayerKind player(Color c) const { return c == Color::Red ? red : black; }
};

class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // Starts a new game (fen empty = standard start). Cancels any search.
    void newGame(const GameSetup& setup, const QString& fen = {});
    // Replaces the game by a loaded record and shows its last position (computer moves resume only if it is the
    // computer's turn there).
    void loadRecord(const GameRecord& record);
    // Changes players and strength; the computer's next move uses them.
    void setSetup(const GameSetup& setup);
    const GameSetup& setup() const { return setup_; }

    const GameRecord& record() const { return record_; }
    const Position& position() const { return pos_; }
    int cursor() const { return cursor_; }
    int length() const { return int(record_.moves.size()); }
    Move lastMove() const { return cursor_ > 0 ? record_.moves[cursor_ - 1] : Move(); }

    bool isThinking() const { return searchId_ != 0; }
    bool isGameOver() const { return ended_ && cursor_ == length(); }
    QString resultText() const { return endText_; }
    Verdict verdict() const { return endVerdict_; }
    bool humanToMove() const;
    bool hasHumanAndComputer() const { return setup_.red != setup_.black; }
    // The last score the engine reported, from Red's point of view.
    int lastScore() const { return lastInfo_.score; }
    // Delay before a computer move in computer-vs-computer games, so people can follow.
    void setComputerPause(int ms) { computerPauseMs_ = ms; }

    // Translated words for a verdict ("Checkmate — Red wins").
    static QString verdictText(const Verdict& v);

public slots:
    // A move the user asked for on the board or typed: refused with a reason when it is not allowed now.
    bool requestMove(xq::Move m);
    void goToPly(int ply);
    void goFirst() { goToPly(0); }
    void goPrevious() { goToPly(cursor_ - 1); }
    void goNext() { goToPly(cursor_ + 1); }
    void goLast() { goToPly(length()); }
    void takeback();
    void redo();
    void moveNow();
    void hint();
    // Lets the engine analyse the shown position for ms milliseconds (the panel shows its thinking; no move is played).
    void analyse(qint64 ms);
    void resign();
    void offerDraw();
    // Starts the engine if it is its turn (after changing modes, or to resume after browsing).
    void resume();

signals:
    void positionChanged(bool animate);
    void moveRefused(const QString& reason);
    void movePlayed(xq::Move m, bool capture, bool check);
    void thinkingChanged(bool thinking);
    void engineProgress(const xq::ui::EngineInfo& info, const xq::Position& root);
    void gameOver(const QString& text);
    void hintReady(xq::Move m);
    void drawOfferAnswered(bool accepted);
    void recordChanged();

    // To the worker (queued).
    void searchRequested(quint64 id, const xq::Position& pos, const xq::ui::EngineLimits& limits);

private:
    enum class Purpose { Move, Hint };
    void playMove(Move m);
    void nameTags();
    void cancelSearch();
    void startSearch(Purpose purpose, qint64 analyseMs = 0);
    void scheduleComputerMove();
    void finishGame(const Verdict& v, const QString& text);
    void onProgress(quint64 id, const EngineInfo& info);
    void onFinished(quint64 id, Move best, const EngineInfo& info);
    void setCursor(int ply);
    EngineLimits limits() const;

    GameSetup setup_;
    GameRecord record_;
    Position pos_;
    int cursor_ = 0;
    bool ended_ = false;
    Verdict endVerdict_;
    QString endText_;

    QThread thread_;
    SearchWorker* worker_ = nullptr;
    quint64 nextId_ = 0;
    quint64 searchId_ = 0;  // 0 = not searching
    Purpose purpose_ = Purpose::Move;
    Position searchRoot_;
    EngineInfo lastInfo_;
    QTimer computerDelay_;
    int computerPauseMs_ = 0;
};

}  // namespace xq::ui
