// The game as a user plays it: hotseat by mouse clicks to checkmate, the computer's replies, the GUI staying
// responsive while the search thread works, and cancelling searches without stray moves.
#include "freshsettings.h"
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

#include "xiangqi/movegen.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/settings.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/sound.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {

GameSetup players(PlayerKind red, PlayerKind black, int depth = 2, qint64 movetimeMs = 0) {
    GameSetup s;
    s.red = red;
    s.black = black;
    s.depth = depth;
    s.movetimeMs = movetimeMs;
    return s;
}

void clickMove(BoardView* board, const char* uci) {
    const Move m = parseUciMove(uci);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(m.from()).toPoint());
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(m.to()).toPoint());
}

}  // namespace

class TestGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("XiangqiTest");
        QStandardPaths::setTestModeEnabled(true);  // the auto-saved game goes to ~/.qttest, not the user's folder
    }

    void hotseatGameByClicksEndsInCheckmate() {
        MainWindow window(false);
        window.resize(1000, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.newGame(players(PlayerKind::Human, PlayerKind::Human));
        BoardView* board = parts::boardView(window);
        // The shortest mate from the start position: Red's cannon reaches c9 with Black's help.
        const char* moves[] = {"b2b4", "a6a5", "b4c4", "f9e8", "c4c9"};
        int ply = 0;
        for (const char* m : moves) {
            QVERIFY2(!parts::controller(window)->isGameOver(), m);
            clickMove(board, m);
            QCOMPARE(parts::controller(window)->length(), ++ply);
            QCOMPARE(parts::controller(window)->lastMove(), parseUciMove(m));
        }
        QVERIFY(parts::controller(window)->isGameOver());
        QCOMPARE(parts::controller(window)->verdict().result, GameResult::RedWins);
        QCOMPARE(parts::controller(window)->verdict().reason, EndReason::Checkmate);
        QCOMPARE(parts::controller(window)->record().result(), std::string("1-0"));
        QTRY_VERIFY(parts::gameOverDialog(window) && parts::gameOverDialog(window)->isVisible());
        // Two players at one computer: the result names the colour (against the computer it says "You won").
        QCOMPARE(parts::gameOverDialog(window)->text(), QStringLiteral("Red won — checkmate"));
        QVERIFY(parts::turnText(window).contains("Red won — checkmate"));
        // No more moves once the game is over.
        QVERIFY(!board->isInteractive());
        QVERIFY(!parts::controller(window)->requestMove(parseUciMove("e9f9")));
        parts::gameOverDialog(window)->close();
    }

    // A whole game of 61 plies (played under Xvfb by two people at one computer), replayed by clicks.
    void hotseatFullGameByClicks() {
        const QStringList moves = QStringLiteral(
                                      "b2e2 b7e7 e2e6 e7e3 b0c2 e3e4 h2i2 h7g7 a0b0 b9c7 e6e5 g7g3 b0b4 g3a3 b4e4 a3i3 "
                                      "i2i6 i9i6 e5a5 d9e8 a5a9 c9e7 h0g2 i3i5 i0h0 h9g7 h0h7 g7e6 g2h4 e6g5 e4b4 i6i7 "
                                      "b4b9 e8d9 b9b7 d9e8 h7i7 g9i7 b7c7 i7g9 c7c9 e8d9 a9d9 g5e4 c9b9 e4f2 e0e1 f2g0 "
                                      "d9d5 e9e8 b9f9 i5i9 f9g9 i9i0 g9g8 e8e9 d5e5 e7g5 h4g6 i0f0 g6e7")
                                      .split(' ');
        MainWindow window(false);
        window.resize(900, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.newGame(players(PlayerKind::Human, PlayerKind::Human));
        int ply = 0;
        for (const QString& m : moves) {
            QVERIFY2(!parts::controller(window)->isGameOver(), qPrintable(m));
            QVERIFY(parts::boardView(window)->isInteractive());
            clickMove(parts::boardView(window), m.toLatin1().constData());
            QVERIFY2(parts::controller(window)->length() == ++ply, qPrintable(m + ": " + parts::lastStatus(window)));
        }
        QVERIFY(parts::controller(window)->isGameOver());
        QCOMPARE(parts::controller(window)->verdict().reason, EndReason::Checkmate);
        QCOMPARE(parts::controller(window)->verdict().result, GameResult::RedWins);
        QTRY_VERIFY(parts::gameOverDialog(window) && parts::gameOverDialog(window)->isVisible());
        QCOMPARE(parts::gameOverDialog(window)->text(), QStringLiteral("Red won — checkmate"));
        QVERIFY(parts::gameOverDialog(window)->informativeText().contains("31 moves"));
        // The end dialog offers Save, and a new game clears the old result everywhere.
        QVERIFY(parts::gameOverDialog(window)->findChild<QPushButton*>() != nullptr);
        parts::gameOverDialog(window)->close();
    }

    void illegalClickIsRefusedWithAReason() {
        MainWindow window(false);
        window.show();
        window.newGame(players(PlayerKind::Human, PlayerKind::Human));
        clickMove(parts::boardView(window), "b0d1");  // the elephant on c0 blocks the horse's leg
        QCOMPARE(parts::controller(window)->length(), 0);
        QVERIFY2(parts::lastStatus(window).contains("leg"), qPrintable(parts::lastStatus(window)));
    }

    void typedMovesInEveryNotation_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("move");
        QTest::newRow("ICCS") << "h2e2"
                              << "h2e2";
        QTest::newRow("ICCS in PGN form") << "H2-E2"
                                          << "h2e2";
        QTest::newRow("WXF") << "C2=5"
                             << "h2e2";
        QTest::newRow("WXF with a dot") << "C2.5"
                                        << "h2e2";
        QTest::newRow("Chinese") << "炮二平五"
                                 << "h2e2";
        QTest::newRow("Chinese horse") << "马二进三"
                                       << "h0g2";
        QTest::newRow("traditional characters") << "傌二進三"
                                                << "h0g2";
    }
    void typedMovesInEveryNotation() {
        QFETCH(QString, text);
        QFETCH(QString, move);
        MainWindow window(false);
        window.show();
        window.newGame(players(PlayerKind::Human, PlayerKind::Human));
        parts::moveInput(window)->setText(text);
        QTest::keyClick(parts::moveInput(window), Qt::Key_Return);
        QCOMPARE(parts::controller(window)->length(), 1);
        QCOMPARE(parts::controller(window)->lastMove(), parseUciMove(move.toStdString()));
        QVERIFY(parts::moveInput(window)->text().isEmpty());
    }

    void badTypedMoveIsKeptWithAMessage() {
        MainWindow window(false);
        window.show();
        window.newGame(players(PlayerKind::Human, PlayerKind::Human));
        for (const char* bad : {"zz99", "h2h8", "马八进九九"}) {
            parts::moveInput(window)->setText(QString::fromUtf8(bad));
            QTest::keyClick(parts::moveInput(window), Qt::Key_Return);
            QCOMPARE(parts::controller(window)->length(), 0);
            QVERIFY(parts::lastStatus(window).contains(QString::fromUtf8(bad)));
            QCOMPARE(parts::moveInput(window)->text(), QString::fromUtf8(bad));  // kept for correction
        }
        QVERIFY2(parts::lastStatus(window).contains("cannon") || parts::lastStatus(window).contains("九"),
                 qPrintable(parts::lastStatus(window)));
    }

    // Defect: with Chinese notation chosen, a refused move named the blocking piece in ICCS ("a3"). The pieces a
    // refusal names are written as the chosen notation names them.
    void refusalNamesPiecesInTheChosenNotation_data() {
        QTest::addColumn<Notation>("notation");
        QTest::addColumn<QString>("named");
        QTest::newRow("Chinese") << Notation::Chinese << QStringLiteral("(兵九)");
        QTest::newRow("WXF") << Notation::Wxf << QStringLiteral("(P9)");
        QTest::newRow("ICCS") << Notation::Iccs << QStringLiteral("(a3)");
    }
    void refusalNamesPiecesInTheChosenNotation() {
        QFETCH(Notation, notation);
        QFETCH(QString, named);
        MainWindow window(false);
        window.show();
        window.newGame(players(PlayerKind::Human, PlayerKind::Human));
        window.setNotation(notation);
        // The chariot on a0 cannot jump the soldier on a3.
        QVERIFY(!parts::controller(window)->requestMove(parseUciMove("a0a5")));
        QVERIFY2(parts::lastStatus(window).contains(named), qPrintable(parts::lastStatus(window)));
        if (notation != Notation::Iccs) QVERIFY2(!parts::lastStatus(window).contains("a3"), qPrintable(parts::lastStatus(window)));
        // Typed as coordinates, the reason names the pieces in the chosen notation too.
        parts::moveInput(window)->setText(QStringLiteral("a0a5"));
        QTest::keyClick(parts::moveInput(window), Qt::Key_Return);
        QCOMPARE(parts::controller(window)->length(), 0);
        QVERIFY2(parts::lastStatus(window).contains(named), qPrintable(parts::lastStatus(window)));
    }

    void hintSuggestsALegalMove() {
        GameController controller;
        controller.newGame(players(PlayerKind::Human, PlayerKind::Computer, 3));
        QSignalSpy hint(&controller, &GameController::hintReady);
        controller.hint();
        QVERIFY(controller.isThinking());
        QTRY_COMPARE_WITH_TIMEOUT(hint.count(), 1, 10000);
        QVERIFY(Position().isLegal(hint.at(0).at(0).value<Move>()));
        QCOMPARE(controller.length(), 0);  // a hint is not played
        QVERIFY(controller.humanToMove());
    }

    // Defect: a hint searched about 4 plies in 0.01 s at every level. A hint is advice from the full-strength
    // engine for about a second, even when the opponent plays at the Beginner level.
    void hintAtBeginnerLevelIsFullStrength() {
        const SearchLimits limits = GameController::hintLimits();
        QCOMPARE(limits.level, -1);
        QCOMPARE(limits.depth, 0);
        QCOMPARE(limits.movetimeMs, GameController::HintMs);
        QVERIFY(limits.movetimeMs >= 500 && limits.movetimeMs <= 2000);

        GameController controller;
        GameSetup setup = players(PlayerKind::Human, PlayerKind::Computer, 1);
        setup.level = 0;  // Beginner
        controller.newGame(setup);
        QSignalSpy progress(&controller, &GameController::engineProgress);
        QSignalSpy hint(&controller, &GameController::hintReady);
        QElapsedTimer timer;
        timer.start();
        controller.hint();
        QTRY_COMPARE_WITH_TIMEOUT(hint.count(), 1, 15000);
        int deepest = 0;
        for (const auto& args : progress) deepest = std::max(deepest, args.at(0).value<SearchInfo>().depth);
        QVERIFY2(deepest > 4, qPrintable(QString::number(deepest)));  // beyond the old cap of 4 plies
        QVERIFY2(timer.elapsed() >= 500, qPrintable(QString::number(timer.elapsed())));  // it took its time
        QCOMPARE(controller.length(), 0);
    }

    void computerRepliesWithALegalMove() {
        MainWindow window(false);
        window.show();
        window.newGame(players(PlayerKind::Human, PlayerKind::Computer, 2));
        clickMove(parts::boardView(window), "h2e2");
        QCOMPARE(parts::controller(window)->length(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(parts::controller(window)->length(), 2, 20000);
        const Position before = parts::controller(window)->positionAtPly(1);
        QVERIFY(before.isLegal(parts::controller(window)->record().mainLineMoves()[1]));
        QVERIFY(!parts::controller(window)->isThinking());
        QVERIFY(parts::boardView(window)->isInteractive());
    }

    void computerPlaysRedWhenHumanPlaysBlack() {
        MainWindow window(false);
        window.show();
        window.newGame(players(PlayerKind::Computer, PlayerKind::Human, 1));
        QVERIFY(parts::boardView(window)->isFlipped());
        QTRY_COMPARE_WITH_TIMEOUT(parts::controller(window)->length(), 1, 20000);
        QCOMPARE(parts::controller(window)->position().sideToMove(), Color::Black);
    }

    // While a search of several seconds runs, a 16 ms timer on the GUI thread is never late by more than 50 ms.
    void guiStaysResponsiveDuringSearch() {
        MainWindow window(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The bound is kept, and a second 3-second search is measured when the first misses it: the machine runs
        // other tests beside this one (ctest -j2 on two cores), and one tick made late by the scheduler once
        // failed it. A search that starves the GUI thread misses it in both.
        qint64 worst = 0, searched = 0;
        int ticks = 0;
        for (int attempt = 1; attempt <= 2; ++attempt) {
            window.newGame(players(PlayerKind::Computer, PlayerKind::Human, 20, 3000));
            QVERIFY(parts::controller(window)->isThinking());
            QElapsedTimer clock;
            clock.start();
            qint64 last = 0;
            worst = 0;
            ticks = 0;
            QTimer timer;
            timer.setTimerType(Qt::PreciseTimer);
            timer.setInterval(16);
            connect(&timer, &QTimer::timeout, this, [&] {
                const qint64 now = clock.elapsed();
                worst = std::max(worst, now - last - 16);
                last = now;
                ++ticks;
                parts::boardView(window)->update();  // keep the board painting all the while
            });
            timer.start();
            QTRY_VERIFY_WITH_TIMEOUT(!parts::controller(window)->isThinking(), 15000);
            timer.stop();
            searched = clock.elapsed();
            qInfo("attempt %d: search ran %lld ms, %d timer ticks, worst lateness %lld ms", attempt, searched, ticks,
                  worst);
            QVERIFY2(searched >= 2000, "the search should have run for several seconds");
            QCOMPARE(parts::controller(window)->length(), 1);
#ifdef XIANGQI_SANITIZED
            break;
#else
            if (worst <= 50) break;
#endif
        }
#ifdef XIANGQI_SANITIZED
        // Sanitizers slow threads unevenly, so no wall-clock bound: the GUI thread kept handling
        // timer events all through the search (at least a tenth of the ticks a free thread gets).
        QVERIFY2(ticks >= searched / 160, qPrintable(QString("%1 timer ticks in %2 ms").arg(ticks).arg(searched)));
#else
        QVERIFY2(worst <= 50, qPrintable(QString("timer late by %1 ms").arg(worst)));
#endif
    }

    void takebackDuringSearchLeavesNoStrayMove() {
        GameController controller;
        controller.newGame(players(PlayerKind::Human, PlayerKind::Computer, 20, 4000));
        QVERIFY(controller.requestMove(parseUciMove("h2e2")));
        QVERIFY(controller.isThinking());
        QTest::qWait(300);
        controller.takeback();
        QVERIFY(!controller.isThinking());
        QCOMPARE(controller.cursor(), 0);
        QTest::qWait(1500);                // a late result would have arrived by now
        QCOMPARE(controller.length(), 0);  // taken back: gone from the game, kept for redo
        QVERIFY(controller.canRedo());
        QCOMPARE(controller.cursor(), 0);
        QVERIFY(!controller.isThinking());
        // The game goes on normally afterwards.
        QVERIFY(controller.requestMove(parseUciMove("b2e2")));
        QCOMPARE(controller.length(), 1);
        QCOMPARE(controller.lastMove(), parseUciMove("b2e2"));
        QTRY_COMPARE_WITH_TIMEOUT(controller.length(), 2, 10000);
    }

    void newGameDuringSearchLeavesNoStrayMove() {
        GameController controller;
        QSignalSpy played(&controller, &GameController::movePlayed);
        controller.newGame(players(PlayerKind::Computer, PlayerKind::Human, 20, 4000));
        QVERIFY(controller.isThinking());
        QTest::qWait(300);
        controller.newGame(players(PlayerKind::Human, PlayerKind::Human));
        QVERIFY(!controller.isThinking());
        QTest::qWait(1500);
        QCOMPARE(controller.length(), 0);
        QCOMPARE(played.count(), 0);
    }

    void moveNowPlaysTheBestMoveSoFar() {
        GameController controller;
        controller.newGame(players(PlayerKind::Computer, PlayerKind::Human, 20, 60000));
        QVERIFY(controller.isThinking());
        QTest::qWait(300);
        QElapsedTimer t;
        t.start();
        controller.moveNow();
        QTRY_COMPARE_WITH_TIMEOUT(controller.length(), 1, 5000);
        QVERIFY(t.elapsed() < 3000);
        QVERIFY(Position().isLegal(controller.record().mainLineMoves()[0]));
    }

    void closingWhileThinkingIsClean() {
        auto* window = new MainWindow(false);
        window->show();
        window->newGame(players(PlayerKind::Computer, PlayerKind::Computer, 20, 60000));
        QTRY_VERIFY(parts::controller(*window)->isThinking());  // after the pause people get between computer moves
        QTest::qWait(200);
        QElapsedTimer t;
        t.start();
        window->close();
        delete window;
        QVERIFY2(t.elapsed() < 3000, "closing should stop the search at once");
    }

    void takebackAgainstComputerUndoesTwoPlies() {
        GameController controller;
        controller.newGame(players(PlayerKind::Human, PlayerKind::Computer, 1));
        QVERIFY(controller.requestMove(parseUciMove("h2e2")));
        QTRY_COMPARE_WITH_TIMEOUT(controller.length(), 2, 10000);
        controller.takeback();
        QCOMPARE(controller.cursor(), 0);
        QCOMPARE(controller.length(), 0);  // the move list shows the shortened game
        QCOMPARE(controller.record().moveCount(), 0);
        QVERIFY(controller.humanToMove());
        controller.redo();
        QCOMPARE(controller.cursor(), 2);
        QCOMPARE(controller.length(), 2);
        QVERIFY(!controller.canRedo());
        QVERIFY(!controller.isThinking());  // back at the human's turn
        QVERIFY(controller.humanToMove());
    }

    void navigationShowsEarlierPositions() {
        MainWindow window(false);
        window.show();
        window.newGame(players(PlayerKind::Human, PlayerKind::Human));
        for (const char* m : {"h2e2", "h9g7", "h0g2"}) clickMove(parts::boardView(window), m);
        QCOMPARE(parts::controller(window)->length(), 3);
        parts::controller(window)->goToPly(1);
        QCOMPARE(parts::boardView(window)->position().fen(), parts::controller(window)->positionAtPly(1).fen());
        parts::controller(window)->goFirst();
        QCOMPARE(parts::boardView(window)->position().fen(), Position().fen());
        parts::controller(window)->goLast();
        QCOMPARE(parts::controller(window)->cursor(), 3);
        // Playing from an earlier position starts a new line.
        parts::controller(window)->goToPly(1);
        clickMove(parts::boardView(window), "b9c7");
        QCOMPARE(parts::controller(window)->length(), 2);
    }

    void resignAndDrawOffer() {
        GameController controller;
        controller.newGame(players(PlayerKind::Human, PlayerKind::Computer, 1));
        QSignalSpy answered(&controller, &GameController::drawOfferAnswered);
        controller.offerDraw();  // a level position: accepted
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, 10000);
        QCOMPARE(answered.at(0).at(0).toBool(), true);
        QVERIFY(controller.isGameOver());
        QCOMPARE(controller.record().result(), std::string("1/2-1/2"));

        controller.newGame(players(PlayerKind::Human, PlayerKind::Computer, 1));
        controller.resign();
        QVERIFY(controller.isGameOver());
        QCOMPARE(controller.verdict().result, GameResult::BlackWins);
        QVERIFY(controller.resultText().contains("resign"));
        // Issue 15: a game ended by resignation can go on from the same position; one ended by mate cannot.
        const int length = controller.length();
        QVERIFY(controller.resumeGame());
        QVERIFY(!controller.isGameOver());
        QCOMPARE(controller.record().result(), std::string("*"));
        QCOMPARE(controller.length(), length);
        QVERIFY(controller.requestMove(parseUciMove("h2e2")));
        QVERIFY(!controller.resumeGame());  // nothing to take back
    }

    void computerDeclinesADrawWhenItIsWinning() {
        GameController controller;
        // Black, the computer, has two extra chariots.
        controller.newGame(players(PlayerKind::Human, PlayerKind::Computer, 2),
                           "rr2k4/9/9/9/9/9/9/9/4A4/2B1K4 w - - 0 1");
        QVERIFY(controller.requestMove(parseUciMove("c0e2")));
        QTRY_COMPARE_WITH_TIMEOUT(controller.length(), 2, 10000);
        QVERIFY(!controller.isGameOver());
        QVERIFY2(controller.lastScore() < -300, qPrintable(QString::number(controller.lastScore())));
        QSignalSpy answered(&controller, &GameController::drawOfferAnswered);
        controller.offerDraw();
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, 10000);
        QCOMPARE(answered.at(0).at(0).toBool(), false);
        QVERIFY(!controller.isGameOver());
    }

    // Issue 9, defect 3: the offer is judged on the position on the board, not on a score left over from another
    // position (0 after a new game or a load, before the computer has searched anything).
    void drawOfferJudgesTheCurrentPosition() {
        GameController controller;
        // Black, the computer, has two extra chariots; Red (the human) is to move and nothing has been searched.
        controller.newGame(players(PlayerKind::Human, PlayerKind::Computer, 2),
                           "rr2k4/9/9/9/9/9/9/9/4A4/2B1K4 w - - 0 1");
        QCOMPARE(controller.lastScore(), 0);
        QSignalSpy answered(&controller, &GameController::drawOfferAnswered);
        controller.offerDraw();
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, 10000);
        QCOMPARE(answered.at(0).at(0).toBool(), false);
        QVERIFY(!controller.isGameOver());
        // The other way round: the computer (Red) is lost; after a take-back it judges the position shown.
        GameController losing;
        losing.newGame(players(PlayerKind::Computer, PlayerKind::Human, 2), "rr2k4/9/9/9/9/9/9/9/4A4/2B1K4 w - - 0 1");
        QTRY_COMPARE_WITH_TIMEOUT(losing.length(), 1, 10000);
        QSignalSpy answered2(&losing, &GameController::drawOfferAnswered);
        losing.offerDraw();
        QTRY_COMPARE_WITH_TIMEOUT(answered2.count(), 1, 10000);
        QCOMPARE(answered2.at(0).at(0).toBool(), true);
        QVERIFY(losing.isGameOver());
        QCOMPARE(losing.record().result(), std::string("1/2-1/2"));
    }

    // Issue 9, defect 2: "move now" that reaches the worker before its search has started still plays a searched
    // move (here the capture of a free chariot), never the first generated move.
    void moveNowBeforeTheSearchStartsPlaysASearchedMove() {
        for (int round = 0; round < 5; ++round) {
            GameController controller;
            // Red (the computer) can take Black's undefended chariot on a9 with its chariot on a0.
            controller.newGame(players(PlayerKind::Computer, PlayerKind::Human, 20),
                               "r2k5/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1");
            controller.moveNow();  // at once: the request has not reached the worker yet
            QTRY_COMPARE_WITH_TIMEOUT(controller.length(), 1, 10000);
            QCOMPARE(controller.record().mainLineMoves()[0], parseUciMove("a0a9"));
        }
    }

    // Settings and the game in progress survive a restart.
    void settingsAndAutosaveAreKept() {
        QTemporaryDir dir;
        useFreshSettings(dir.path());
        {
            MainWindow window(true);
            GameSetup s = players(PlayerKind::Human, PlayerKind::Human, 7);
            window.newGame(s);
            window.setNotation(Notation::Wxf);
            window.setPieceSet(PieceSet::International);
            QVERIFY(parts::controller(window)->requestMove(parseUciMove("h2e2")));
            QVERIFY(parts::controller(window)->requestMove(parseUciMove("h9g7")));
            QVERIFY(!Settings::autosavedGame().isEmpty());
            window.close();
        }
        const Settings loaded = Settings::load();
        QCOMPARE(loaded.notation, Notation::Wxf);
        QCOMPARE(loaded.pieceSet, PieceSet::International);
        QCOMPARE(loaded.setup.depth, 7);
        QCOMPARE(loaded.setup.black, PlayerKind::Human);
        MainWindow again(true);
        QString error;
        QVERIFY2(again.loadPgnText(Settings::autosavedGame(), &error), qPrintable(error));
        QCOMPARE(parts::controller(again)->length(), 2);
        QCOMPARE(parts::controller(again)->lastMove(), parseUciMove("h9g7"));
        QCOMPARE(parts::boardView(again)->pieceSet(), PieceSet::International);
        Settings::setAutosavedGame(QString());
    }

    // Which sound each move asks for: the code path from a played move to Sound::play (no audio device needed).
    void soundsFollowTheGame_data() {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<bool>("soundOn");
        QTest::addColumn<QList<Sound::Effect>>("effects");
        QTest::newRow("quiet moves") << "h2e2 h9g7" << true << QList<Sound::Effect>{Sound::MoveSound, Sound::MoveSound};
        QTest::newRow("capture") << "h2h9" << true << QList<Sound::Effect>{Sound::CaptureSound};
        // The last move captures and mates: the check sound, then the game-over sound (which cuts it short).
        QTest::newRow("mate") << "b2b4 a6a5 b4c4 f9e8 c4c9" << true
                              << QList<Sound::Effect>{Sound::MoveSound, Sound::MoveSound,  Sound::MoveSound,
                                                      Sound::MoveSound, Sound::CheckSound, Sound::GameOverSound};
        QTest::newRow("sound off") << "b2b4 a6a5 b4c4 f9e8 c4c9" << false << QList<Sound::Effect>{};
    }
    void soundsFollowTheGame() {
        QFETCH(QString, moves);
        QFETCH(bool, soundOn);
        QFETCH(QList<Sound::Effect>, effects);
        MainWindow window(false);
        window.newGame(players(PlayerKind::Human, PlayerKind::Human));
        window.setSoundEnabled(soundOn);
        QSignalSpy spy(parts::sound(window), &Sound::played);
        for (const QString& m : moves.split(' '))
            QVERIFY(parts::controller(window)->requestMove(parseUciMove(m.toStdString())));
        QList<Sound::Effect> heard;
        for (const QList<QVariant>& args : spy) heard << args.at(0).value<Sound::Effect>();
        QCOMPARE(heard, effects);
        if (parts::gameOverDialog(window)) parts::gameOverDialog(window)->close();
    }

    void languageSwitchTranslatesTheWindow() {
        MainWindow window(false);
        window.newGame(players(PlayerKind::Human, PlayerKind::Human));
        window.setLanguage("zh_CN");
        QCOMPARE(parts::turnText(window), QStringLiteral("双人对弈\n红方走棋"));
        window.setLanguage("en");
        QCOMPARE(parts::turnText(window), QStringLiteral("Two players at this computer\nRed to move"));
    }

    // Issue 15: the first start says how to play and how to choose a side and a level; later starts do not.
    void firstStartWelcomes() {
        QTemporaryDir dir;
        useFreshSettings(dir.path());
        // Remembered in the user's settings (a window on the memory store remembers it for its own run only).
        MainWindow window(true);
        QVERIFY(window.welcomeOnFirstStart());
        QVERIFY2(parts::welcomeText(window).contains("New Game"), qPrintable(parts::welcomeText(window)));
        QVERIFY2(parts::turnText(window).contains("against the computer"), qPrintable(parts::turnText(window)));
        MainWindow again(true);
        QVERIFY(!again.welcomeOnFirstStart());
    }

    void turnCuesAndResultsInThePlayersTerms() {
        MainWindow window(false);
        GameSetup setup = players(PlayerKind::Human, PlayerKind::Computer, 4);
        setup.level = 2;  // Casual
        window.newGame(setup);
        QCOMPARE(parts::turnText(window), QStringLiteral("You play Red against the computer — Casual\nYour move"));
        QVERIFY(parts::controller(window)->requestMove(parseUciMove("h2e2")));
        QVERIFY(parts::turnText(window).endsWith("The computer is thinking…"));
        QTRY_COMPARE_WITH_TIMEOUT(parts::controller(window)->length(), 2, 10000);
        QVERIFY(parts::turnText(window).endsWith("Your move"));
        parts::controller(window)->resign();
        QVERIFY(parts::turnText(window).endsWith("You lost — by resignation"));
        QTRY_VERIFY(parts::gameOverDialog(window) && parts::gameOverDialog(window)->isVisible());
        QCOMPARE(parts::gameOverDialog(window)->text(), QStringLiteral("You lost — by resignation"));
        // A new game clears the old result everywhere.
        window.newGame(setup);
        QVERIFY(!parts::gameOverDialog(window) || !parts::gameOverDialog(window)->isVisible());
        QVERIFY(parts::turnText(window).endsWith("Your move"));
        // Clicking the opponent's piece says why nothing happens.
        parts::boardView(window)->resize(600, 660);
        const QPoint blackHorse = parts::boardView(window)->squareCenter(parseSquare("h9")).toPoint();
        QTest::mouseClick(parts::boardView(window), Qt::LeftButton, {}, blackHorse);
        QVERIFY2(parts::lastStatus(window).contains("Black's piece"), qPrintable(parts::lastStatus(window)));
    }
};

QTEST_MAIN(TestGame)
#include "test_game.moc"
