// The Training window: a ladder puzzle solved and one failed move the puzzle rating; a mistake answered on the
// Mistakes page is rescheduled; the opening trainer takes right and wrong answers; the progress page paints; the
// menu action opens it. With XIANGQI_TRAINING_PICTURES=DIR each page is saved as a picture in English and Chinese.
#include <QDir>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "freshsettings.h"
#include "xiangqi/movegen.h"
#include "xiangqi/train/store.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/trainingactions.h"
#include "xiangqi/ui/trainingwindow.h"
#include "xiangqi/ui/explorerpanel.h"
#include "xiangqi/database.h"

using namespace xq;
using namespace xq::ui;

namespace {

struct FakeClock {
    std::shared_ptr<std::int64_t> t = std::make_shared<std::int64_t>(1'800'000'000);
    train::Clock clock() const {
        auto p = t;
        return [p] { return *p; };
    }
};

QString statusOf(TrainingWindow& w, const char* name) { return w.findChild<QLabel*>(name)->text(); }

// Plays the whole solution of the ladder's current puzzle, waiting for each reply.
void solveCurrent(TrainingWindow& w) {
    const train::LadderPuzzle p = *w.currentPuzzle();
    for (std::size_t i = 0; i < p.solution.size(); i += 2) {
        w.playMove(p.solution[i]);
        if (i + 1 < p.solution.size())
            QTRY_COMPARE_WITH_TIMEOUT(statusOf(w, "ladderStatus"), QStringLiteral("Your move."), 10000);
    }
}

train::GameOutcome outcome(Color c, double score, const char* opening) { return {0, c, score, 1550, opening}; }

}  // namespace

class TestTrainingWindow : public QObject {
    Q_OBJECT

private slots:
    void shippedLadderIsThere() { QVERIFY(TrainingWindow::shippedPuzzles().size() >= 50); }

    void ladderMovesTheRating() {
        QTemporaryDir dir;
        FakeClock clock;
        TrainingWindow w(dir.filePath("training.sqlite"), clock.clock());
        w.show();
        QVERIFY(w.currentPuzzle());
        const std::string first = w.currentPuzzle()->fen;
        solveCurrent(w);
        QCOMPARE(statusOf(w, "ladderStatus"), QStringLiteral("Solved!"));
        const double afterWin = w.store().puzzleRating().rating;
        QVERIFY(afterWin > 1500);
        // The next puzzle is another one; a wrong (legal) move fails it and shows the right one.
        QPushButton* next = nullptr;
        for (QPushButton* b : w.findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("&Next Puzzle")) next = b;
        QVERIFY(next);
        next->click();
        QVERIFY(w.currentPuzzle() && w.currentPuzzle()->fen != first);
        Position pos;
        pos.setFen(w.currentPuzzle()->fen);
        MoveList legal;
        generateLegal(pos, legal);
        Move wrong;
        for (const Move m : legal)
            if (m != w.currentPuzzle()->solution.front()) wrong = m;
        w.playMove(wrong);
        QVERIFY(statusOf(w, "ladderStatus").startsWith(QStringLiteral("Not this time")));
        QVERIFY(w.store().puzzleRating().rating < afterWin);
        QCOMPARE(w.store().ratingHistory().size(), std::size_t(2));
    }

    void mistakesComeBack() {
        QTemporaryDir dir;
        FakeClock clock;
        TrainingWindow w(dir.filePath("training.sqlite"), clock.clock());
        train::Exercise e;
        e.fen = "3k5/4a4/9/9/r8/9/9/9/4A4/R3K4 w - - 0 1";
        e.solution = parseUciMove("a0a5");
        e.played = parseUciMove("e0f0");
        e.refutation = {parseUciMove("a5f5")};
        e.lossCp = 900;
        e.ply = 1;
        e.source = "Player - Computer";
        QCOMPARE(w.store().addExercises({e}), 1);
        w.showPage(TrainingWindow::MistakesPage);
        w.show();
        w.playMove(parseUciMove("a0a5"));
        QVERIFY(w.store().dueExercises().empty());  // answered right: back in a day
        QCOMPARE(w.store().exercises()[0].card.due, clock.clock()() + train::SecondsPerDay);
    }

    void openingTrainer() {
        QTemporaryDir dir;
        FakeClock clock;
        TrainingWindow w(dir.filePath("training.sqlite"), clock.clock());
        std::vector<GameRecord> games(3);
        games[0].setLine("", {parseUciMove("h2e2"), parseUciMove("h9g7"), parseUciMove("h0g2")});
        games[1] = games[0];
        games[2].setLine("", {parseUciMove("h2e2"), parseUciMove("b9c7"), parseUciMove("b0c2")});
        w.showPage(TrainingWindow::OpeningsPage);
        w.show();
        w.setRepertoire(train::Repertoire::fromGames(games, Color::Red, "test"));
        w.playMove(parseUciMove("b2e2"));  // wrong: the repertoire's move is shown
        QVERIFY2(statusOf(w, "openingStatus").contains(QStringLiteral("炮二平五")), qPrintable(statusOf(w, "openingStatus")));
        QCOMPARE(w.store().openingCards("test").size(), std::size_t(1));
        // The engine's view of both moves follows (searched off the GUI thread).
        QTRY_VERIFY_WITH_TIMEOUT(statusOf(w, "openingStatus").contains(QStringLiteral("The engine:")), 30000);
        // The line goes on with the opponent's reply; the player's next answer is right.
        QVERIFY(w.findChild<QLabel*>("openingStatus"));
    }

    // A repertoire from a database with a filter (the player on the chosen side, an ECCO code), and the player's
    // own repertoire built in the opening explorer ("Add to My Repertoire") and trained from "My Repertoire".
    void repertoireFromAFilteredDatabaseAndTheExplorer() {
        QTemporaryDir dir;
        const QString dbPath = dir.filePath("games.xqdb");
        {
            db::Database database;
            QVERIFY(database.open(dbPath.toStdString()));
            std::vector<GameRecord> games;
            auto add = [&](const char* red, std::vector<const char*> moves) {
                GameRecord g;
                std::vector<Move> line;
                for (const char* m : moves) line.push_back(parseUciMove(m));
                g.setLine("", line);
                g.setTag("Red", red);
                g.setTag("Black", "Someone");
                g.setResult("1-0");
                for (int i = 0; i < 2; ++i) games.push_back(g);
            };
            add("Hu Ronghua", {"h2e2", "h9g7", "h0g2"});
            add("Liu Dahua", {"c3c4", "g6g5", "b0c2"});
            QVERIFY(database.addGames(games, "test"));
        }
        FakeClock clock;
        TrainingWindow w(TrainingWindow::defaultStorePath(), clock.clock());
        w.showPage(TrainingWindow::OpeningsPage);
        QVERIFY(w.buildFromDatabase(dbPath, "Liu", ""));
        w.playMove(parseUciMove("h2e2"));  // Liu's games open with the pawn: wrong
        QVERIFY2(statusOf(w, "openingStatus").contains(QStringLiteral("兵七进一")) ||
                     statusOf(w, "openingStatus").contains(QStringLiteral("兵七進一")),
                 qPrintable(statusOf(w, "openingStatus")));
        QVERIFY(!w.buildFromDatabase(dbPath, "Nobody", ""));
        QVERIFY(statusOf(w, "openingStatus").contains(QStringLiteral("filter")));

        // The explorer adds a move; the trainer's "My Repertoire" asks for it.
        ExplorerPanel explorer;
        explorer.setPosition(Position(), {}, Notation::Chinese);
        QVERIFY(explorer.addToRepertoire(parseUciMove("b2e2")));
        w.store().close();
        QVERIFY(w.store().open(TrainingWindow::defaultStorePath().toStdString()));
        QCOMPARE(w.store().repertoireMoves(Color::Red).size(), std::size_t(1));
        w.buildFromMyRepertoire();
        w.playMove(parseUciMove("h2e2"));  // not what I added
        QVERIFY2(statusOf(w, "openingStatus").contains(QStringLiteral("炮八平五")),
                 qPrintable(statusOf(w, "openingStatus")));
    }

    // A training file that is not ours: refused and left as it was, and the window says so.
    void strangeStoreIsLeftAlone() {
        QTemporaryDir dir;
        const QString path = dir.filePath("training.sqlite");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("these are my notes, not a training store: keep them");
        f.close();
        FakeClock clock;
        TrainingWindow w(path, clock.clock());
        QVERIFY(!w.store().isOpen());
        QVERIFY(statusOf(w, "ladderStatus").contains(QStringLiteral("cannot be saved")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("these are my notes, not a training store: keep them"));
    }

    void menuOpensIt() {
        MainWindow window(false);
        auto* actions = window.findChild<TrainingActions*>();
        QVERIFY(actions);
        QVERIFY(actions->action()->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
        bool inMenu = false;
        for (QAction* menu : window.menuBar()->actions())
            if (menu->menu() && menu->menu()->actions().contains(actions->action())) inMenu = true;
        QVERIFY(inMenu);
        window.setLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(actions->action()->text(), QStringLiteral("训练(&G)…"));
        window.setLanguage(QStringLiteral("en"));
        QCOMPARE(actions->action()->text(), QStringLiteral("Trainin&g…"));
        // The welcome of the first start names it.
        QTemporaryDir dir;
        useFreshSettings(dir.path());
        MainWindow fresh(false);
        QVERIFY(fresh.welcomeOnFirstStart());
        QVERIFY2(parts::welcomeText(fresh).contains("Training"), qPrintable(parts::welcomeText(fresh)));
    }

    void pictures() {
        const QByteArray out = qgetenv("XIANGQI_TRAINING_PICTURES");
        if (out.isEmpty()) QSKIP("set XIANGQI_TRAINING_PICTURES=DIR to save the pictures");
        QTemporaryDir dir;
        FakeClock clock;
        for (const QString lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            QTranslator translator;
            if (lang != QLatin1String("en")) {
                QVERIFY(translator.load(QStringLiteral("xiangqi_zh_CN"),
                                        QStringLiteral(XIANGQI_BIN_DIR "/../share/xiangqi/translations")));
                QCoreApplication::installTranslator(&translator);
            }
            const QString path = dir.filePath(QStringLiteral("training-%1.sqlite").arg(lang));
            {
                // Some history to show: attempts, games, an exercise.
                train::TrainingStore store(clock.clock());
                QVERIFY(store.open(QFile::encodeName(path).toStdString()));
                const auto puzzles = TrainingWindow::shippedPuzzles();
                for (int i = 0; i < 24; ++i) {
                    *clock.t += 3600;
                    store.recordPuzzleAttempt(puzzles[std::size_t(i * 7) % puzzles.size()], i % 3 != 1);
                }
                for (int i = 0; i < 9; ++i)
                    store.recordGame(outcome(i % 2 ? Color::Black : Color::Red, i % 3 == 0 ? 1 : i % 3 == 1 ? 0.5 : 0,
                                             i % 2 ? "B05" : "C45"));
                train::Exercise e;
                e.fen = "3k5/4a4/9/9/r8/9/9/9/4A4/R3K4 w - - 0 1";
                e.solution = parseUciMove("a0a5");
                e.played = parseUciMove("e0f0");
                e.lossCp = 900;
                e.ply = 31;
                e.source = "Player - Computer, 2026.11.28";
                store.addExercises({e});
            }
            TrainingWindow w(path, clock.clock());
            w.resize(980, 680);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            const QString base = QString::fromLocal8Bit(out) + QStringLiteral("/training-");
            w.showPage(TrainingWindow::LadderPage);
            QVERIFY(w.grab().save(base + QStringLiteral("ladder-") + lang + QStringLiteral(".png")));
            w.showPage(TrainingWindow::MistakesPage);
            QVERIFY(w.grab().save(base + QStringLiteral("mistakes-") + lang + QStringLiteral(".png")));
            std::vector<GameRecord> games(2);
            games[0].setLine("", {parseUciMove("h2e2"), parseUciMove("h9g7"), parseUciMove("h0g2")});
            games[1].setLine("", {parseUciMove("h2e2"), parseUciMove("b9c7"), parseUciMove("b0c2")});
            w.showPage(TrainingWindow::OpeningsPage);
            w.setRepertoire(train::Repertoire::fromGames(games, Color::Red, "central cannon"));
            w.playMove(parseUciMove("b2e2"));
            QTRY_VERIFY_WITH_TIMEOUT(statusOf(w, "openingStatus").count(QLatin1Char('+')) +
                                         statusOf(w, "openingStatus").count(QLatin1Char('-')) >= 2, 30000);
            QVERIFY(w.grab().save(base + QStringLiteral("openings-") + lang + QStringLiteral(".png")));
            w.showPage(TrainingWindow::ProgressPage);
            QVERIFY(w.grab().save(base + QStringLiteral("progress-") + lang + QStringLiteral(".png")));
            QCoreApplication::removeTranslator(&translator);
        }
    }
};

QTEST_MAIN(TestTrainingWindow)
#include "test_trainingwindow.moc"
