// The training library: Glicko-2 against Glickman's published example, SM-2 scheduling with a fake clock, the
// puzzle line format, the training store (reopened, refused when not ours), a planted blunder that becomes exactly
// one exercise and comes back on schedule, the puzzle judgement on known positions, and the opening drill on a
// repertoire built from a small database.
#include <QTemporaryDir>
#include <QtTest>
#include <sqlite3.h>

#include <fstream>

#include "xiangqi/search.h"
#include "xiangqi/train/exercise.h"
#include "xiangqi/train/glicko2.h"
#include "xiangqi/train/ladder.h"
#include "xiangqi/train/miner.h"
#include "xiangqi/train/repertoire.h"
#include "xiangqi/train/schedule.h"
#include "xiangqi/train/store.h"

using namespace xq;
using namespace xq::train;

namespace {

// A clock the test moves by hand.
struct FakeClock {
    std::shared_ptr<std::int64_t> t = std::make_shared<std::int64_t>(1'800'000'000);
    Clock clock() const {
        auto p = t;
        return [p] { return *p; };
    }
    void advance(std::int64_t seconds) const { *t += seconds; }
};

GameRecord lineFrom(const char* fen, const std::vector<const char*>& moves) {
    std::vector<Move> list;
    for (const char* m : moves) list.push_back(parseUciMove(m));
    GameRecord g;
    int bad = -1;
    if (!g.setLine(fen, list, &bad)) qFatal("bad test line at %d", bad);
    g.setTag("Red", "Player");
    g.setTag("Black", "Computer");
    return g;
}

}  // namespace

class TestTraining : public QObject {
    Q_OBJECT

private slots:
    // Glickman's example (glicko2.pdf): 1500/200/0.06 beats 1400/30, loses to 1550/100 and 1700/300.
    void glicko2PublishedExample() {
        const Glicko2Rating r =
            glicko2Update({1500, 200, 0.06}, {{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}}, 0.5);
        QVERIFY2(std::abs(r.rating - 1464.06) < 0.01, qPrintable(QString::number(r.rating, 'f', 4)));
        QVERIFY2(std::abs(r.deviation - 151.52) < 0.01, qPrintable(QString::number(r.deviation, 'f', 4)));
        QVERIFY2(std::abs(r.volatility - 0.05999) < 0.00001, qPrintable(QString::number(r.volatility, 'f', 6)));
    }

    void glicko2NoGamesWidensTheDeviation() {
        const Glicko2Rating r = glicko2Update({1500, 200, 0.06}, {});
        QCOMPARE(r.rating, 1500.0);
        QVERIFY(r.deviation > 200);
    }

    void attemptsMoveTheRatingTheRightWay() {
        const Glicko2Rating start;
        QVERIFY(rateAttempt(start, 1500, true).rating > 1500);
        QVERIFY(rateAttempt(start, 1500, false).rating < 1500);
        // Solving a hard puzzle gains more than solving an easy one.
        QVERIFY(rateAttempt(start, 2000, true).rating > rateAttempt(start, 1000, true).rating);
        QVERIFY(expectedScore(start, 1000) > 0.5 && expectedScore(start, 2000) < 0.5);
    }

    void sm2Intervals() {
        Card c;
        c = review(c, 5, 0);
        QCOMPARE(c.intervalDays, 1);
        QCOMPARE(c.due, SecondsPerDay);
        c = review(c, 5, c.due);
        QCOMPARE(c.intervalDays, 6);
        const double ef = c.easiness;
        c = review(c, 4, c.due);
        QCOMPARE(c.intervalDays, int(std::lround(6 * ef)));
        // A wrong answer starts over (back in ten minutes), the easiness kept.
        const double before = c.easiness;
        c = review(c, 1, 1000);
        QCOMPARE(c.repetitions, 0);
        QCOMPARE(c.due, 1000 + RelearnSeconds);
        QCOMPARE(c.easiness, before);
        QCOMPARE(c.lapses, 1);
        // Hard answers (quality 3) lower the easiness, never below 1.3: hard cards come back sooner.
        Card hard;
        for (int i = 0; i < 20; ++i) hard = review(hard, 3, 0);
        QCOMPARE(hard.easiness, 1.3);
        Card easy;
        Card h2;
        for (int i = 0; i < 4; ++i) {
            easy = review(easy, 5, 0);
            h2 = review(h2, 3, 0);
        }
        QVERIFY(h2.intervalDays < easy.intervalDays);
        QCOMPARE(answerQuality(true, 0, 0), 5);
        QCOMPARE(answerQuality(true, 1, 0), 3);
        QCOMPARE(answerQuality(false, 0, 0), 1);
    }

    void puzzleLineRoundTrip() {
        LadderPuzzle p;
        p.fen = "3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1";
        p.solution = {parseUciMove("a0a5")};
        p.kind = PuzzleKind::Material;
        p.difficulty = 1234;
        p.source = "test#1@0";
        const std::string line = formatPuzzle(p);
        QCOMPARE(QString::fromStdString(line),
                 QStringLiteral("3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1\ta0a5\tmaterial\t1234\ttest#1@0"));
        LadderPuzzle back;
        std::string why;
        QVERIFY2(parsePuzzle(line, &back, &why), why.c_str());
        QCOMPARE(formatPuzzle(back), line);
    }

    void badPuzzleLinesAreRefused_data() {
        QTest::addColumn<QString>("line");
        QTest::newRow("fields") << "3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1\ta0a5\tmaterial";
        QTest::newRow("fen") << "3k5/9/9/9/r8/9/9/9/R3K4 w - - 0 1\ta0a5\tmaterial\t1000\tx";
        QTest::newRow("illegal") << "3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1\ta0b5\tmaterial\t1000\tx";
        QTest::newRow("even") << "3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1\ta0a5 d9e9\tmaterial\t1000\tx";
        QTest::newRow("kind") << "3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1\ta0a5\tfork\t1000\tx";
        QTest::newRow("mate length") << "3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1\ta0a5\tmate2\t1000\tx";
        QTest::newRow("difficulty") << "3k5/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1\ta0a5\tmaterial\thard\tx";
    }
    void badPuzzleLinesAreRefused() {
        QFETCH(QString, line);
        LadderPuzzle p;
        std::string why;
        QVERIFY(!parsePuzzle(line.toStdString(), &p, &why));
        QVERIFY(!why.empty());
        std::vector<std::string> errors;
        QVERIFY(readPuzzles("# comment\n\n" + line.toStdString() + "\n", &errors).empty());
        QCOMPARE(errors.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(errors[0]).startsWith("line 3: "));
    }

    // A hanging rook is a material puzzle; the quiet position after it is none; a mate in one is a mate puzzle.
    void judgement() {
        Searcher searcher(8);
        PuzzleRules rules;
        rules.depth = 6;
        Position pos;
        QVERIFY(pos.setFen("3k5/4a4/9/9/r8/9/9/9/4A4/R3K4 w - - 0 1"));
        LadderPuzzle p;
        QVERIFY(judgePuzzle(searcher, pos, Move(), rules, &p));
        QCOMPARE(p.kind, PuzzleKind::Material);
        QCOMPARE(QString::fromStdString(moveToUci(p.solution.front())), QStringLiteral("a0a5"));
        QVERIFY(checkPuzzle(searcher, p).empty());
        // The same rook taking back what just took on a5 is a recapture, no puzzle.
        QVERIFY(!judgePuzzle(searcher, pos, parseUciMove("a6a5"), rules, &p));
        QVERIFY(pos.setFen(Position().fen()));
        QVERIFY(!judgePuzzle(searcher, pos, Move(), rules, &p));
        // Mate in one (assets/puzzles/mates.epd, random-2026-448): the only mating move is a5e5.
        QVERIFY(pos.setFen("1r3a3/4k4/3P5/9/R8/9/4p4/9/5K3/2B2A3 w - - 0 1"));
        LadderPuzzle m;
        QVERIFY(judgePuzzle(searcher, pos, Move(), rules, &m));
        QCOMPARE(m.kind, PuzzleKind::Mate);
        QCOMPARE(m.mateIn, 1);
        QCOMPARE(QString::fromStdString(moveToUci(m.solution.front())), QStringLiteral("a5e5"));
        QVERIFY(checkPuzzle(searcher, m).empty());
        // A wrong stored solution fails the quick check.
        LadderPuzzle wrong = m;
        wrong.solution = {parseUciMove("a0a1")};
        QVERIFY(!checkPuzzle(searcher, wrong).empty());
    }

    void minerIsReproducible() {
        MineGame g;
        g.record = lineFrom("3k5/4a4/9/9/r8/9/9/9/4A4/R3K4 w - - 0 1", {"e0f0", "a5b5", "a0a1"});
        g.source = "planted";
        MineOptions options;
        options.rules.depth = 6;
        options.skipPlies = 0;
        MineStats one, two;
        const auto a = minePuzzles({g, g}, options, &one);
        options.threads = 2;
        const auto b = minePuzzles({g, g}, options, &two);
        QVERIFY(!a.empty());
        QCOMPARE(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i) QCOMPARE(formatPuzzle(a[i]), formatPuzzle(b[i]));
        QCOMPARE(QString::fromStdString(a.front().source), QStringLiteral("planted@0"));
        QVERIFY(one.duplicates > 0);  // the second copy of the game adds nothing
        QVERIFY(minePuzzles({g, g}, [&] { MineOptions o = options; o.limit = 1; return o; }()).size() == 1);
        // A composed puzzle (a line of mates.epd) is judged at its own position, with its source as it is.
        MineGame mate;
        QVERIFY(mate.record.setStartFen("1C7/5k3/b2a5/9/2N6/7R1/9/5A3/2p6/4K4 w - - 0 1"));
        mate.source = "mates.epd#random-2026-75";
        mate.composed = true;
        const auto composed = minePuzzles({mate}, options);
        QCOMPARE(composed.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(composed.front().source), QStringLiteral("mates.epd#random-2026-75"));
        QCOMPARE(composed.front().kind, PuzzleKind::Mate);
        QCOMPARE(composed.front().solution, std::vector<Move>{parseUciMove("h4f4")});
    }

    void storeKeepsItsDataAndRefusesStrangers() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("training.sqlite").toStdString();
        FakeClock clock;
        {
            TrainingStore store(clock.clock());
            QVERIFY(store.open(path));
            Exercise e;
            e.fen = "3k5/4a4/9/9/r8/9/9/9/4A4/R3K4 w - - 0 1";
            e.solution = parseUciMove("a0a5");
            e.played = parseUciMove("e0f0");
            e.refutation = {parseUciMove("a5b5")};
            QCOMPARE(store.addExercises({e, e}), 1);
            QCOMPARE(store.addExercises({e}), 0);
            LadderPuzzle p;
            p.fen = e.fen;
            p.difficulty = 1500;
            QVERIFY(store.recordPuzzleAttempt(p, true));
            QVERIFY(store.recordGame({0, Color::Black, 1, 1600, "A01"}));
        }
        TrainingStore again(clock.clock());
        QVERIFY(again.open(path));
        const auto list = again.exercises();
        QCOMPARE(list.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(moveToUci(list[0].exercise.played)), QStringLiteral("e0f0"));
        QCOMPARE(list[0].exercise.refutation.size(), std::size_t(1));
        QVERIFY(again.puzzleRating().rating > 1500);
        QCOMPARE(again.ratingHistory().size(), std::size_t(1));
        QCOMPARE(again.puzzleRecords().size(), std::size_t(1));
        QCOMPARE(again.games().size(), std::size_t(1));
        QVERIFY(again.strength().rating > 1500);
        again.close();

        // A file that is not a training store is refused and left as it was.
        const std::string other = dir.filePath("notes.sqlite").toStdString();
        {
            std::ofstream f(other, std::ios::binary);
            f << "not a database at all, just some text that is long enough to be looked at";
        }
        TrainingStore stranger(clock.clock());
        db::DbError error;
        QVERIFY(!stranger.open(other, &error));
        QVERIFY(error.code == db::DbErrorCode::NotADatabase || error.code == db::DbErrorCode::CannotOpen);
        std::ifstream f(other, std::ios::binary);
        std::string content((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
        QVERIFY(content.starts_with("not a database"));
    }

    // The test: a game with a planted blunder, finished, gives exactly that exercise, which comes back on
    // schedule.
    void plantedBlunderBecomesAnExerciseOnSchedule() {
        // Red (the player) could take the hanging rook (a0a5) and plays e0f0 instead; the rest is the engine's.
        const char* fen = "3k5/4a4/9/9/r8/9/9/9/4A4/R3K4 w - - 0 1";
        Searcher searcher(8);
        Position pos;
        pos.setFen(fen);
        std::vector<const char*> moves{"e0f0"};
        pos.makeMove(parseUciMove("e0f0"));
        std::vector<std::string> played{"e0f0"};
        for (int i = 0; i < 5; ++i) {  // Black, Red, Black, Red, Black: the engine's best moves
            std::atomic<bool> stop{false};
            SearchLimits limits;
            limits.depth = 6;
            const Move m = searcher.search(pos, limits, stop).bestMove;
            QVERIFY(m);
            played.push_back(moveToUci(m));
            pos.makeMove(m);
        }
        std::vector<const char*> list;
        for (const auto& m : played) list.push_back(m.c_str());
        const GameRecord game = lineFrom(fen, list);
        const auto line = game.mainLine();
        const auto evals = evaluateLine(searcher, game, line, 6);
        ExerciseOptions options;
        options.depth = 6;
        const auto found = extractExercises(searcher, game, line, evals, Color::Red, options);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(found[0].fen), QString::fromLatin1(fen));
        QCOMPARE(QString::fromStdString(moveToUci(found[0].solution)), QStringLiteral("a0a5"));
        QCOMPARE(QString::fromStdString(moveToUci(found[0].played)), QStringLiteral("e0f0"));
        QCOMPARE(found[0].ply, 1);
        QVERIFY(!found[0].refutation.empty());
        QVERIFY(found[0].lossCp >= options.minLossCp);
        // Black's moves are not the player's mistakes.
        QVERIFY(extractExercises(searcher, game, line, evals, Color::Black, options).empty());

        // On schedule: due at once, then in 1 day after a right answer, 6 days after the next, 10 minutes after a
        // wrong one.
        QTemporaryDir dir;
        FakeClock clock;
        TrainingStore store(clock.clock());
        QVERIFY(store.open(dir.filePath("t.sqlite").toStdString()));
        QCOMPARE(store.addExercises(found), 1);
        QCOMPARE(store.addExercises(found), 0);  // the same game finished twice: still one exercise
        auto due = store.dueExercises();
        QCOMPARE(due.size(), std::size_t(1));
        const std::int64_t id = due[0].id;
        QVERIFY(store.answerExercise(id, answerQuality(true, 0, 0)));
        QVERIFY(store.dueExercises().empty());
        clock.advance(SecondsPerDay - 1);
        QVERIFY(store.dueExercises().empty());
        clock.advance(1);
        QCOMPARE(store.dueExercises().size(), std::size_t(1));
        QVERIFY(store.answerExercise(id, 5));
        clock.advance(6 * SecondsPerDay - 1);
        QVERIFY(store.dueExercises().empty());
        clock.advance(1);
        QCOMPARE(store.dueExercises().size(), std::size_t(1));
        QVERIFY(store.answerExercise(id, answerQuality(false, 0, 0)));
        QVERIFY(store.dueExercises().empty());
        clock.advance(RelearnSeconds);
        QCOMPARE(store.dueExercises().size(), std::size_t(1));
        // Dropped: never again.
        QVERIFY(store.dropExercise(id));
        QVERIFY(store.dueExercises().empty());
        QCOMPARE(store.exercises(true).size(), std::size_t(1));
    }

    // The player's own repertoire, added move by move (the explorer's "Add to My Repertoire"): kept in the store in
    // order, the newest move the repertoire's at the player's turn, replies counted; a store written before the
    // table existed gets it on opening.
    void myRepertoireIsKept() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("training.sqlite").toStdString();
        {
            TrainingStore store;
            QVERIFY(store.open(path));
            Position start;
            QVERIFY(store.addRepertoireMove(Color::Red, start.fen(), parseUciMove("b2e2")));
            QVERIFY(store.addRepertoireMove(Color::Red, start.fen(), parseUciMove("h2e2")));  // changed my mind
            Position after = start;
            after.makeMove(parseUciMove("h2e2"));
            QVERIFY(store.addRepertoireMove(Color::Red, after.fen(), parseUciMove("h9g7")));  // a reply met
            QVERIFY(store.addRepertoireMove(Color::Red, after.fen(), parseUciMove("h9g7")));
            QVERIFY(store.addRepertoireMove(Color::Black, after.fen(), parseUciMove("b9c7")));
        }
        TrainingStore store;
        QVERIFY(store.open(path));
        const auto red = store.repertoireMoves(Color::Red);
        QCOMPARE(red.size(), std::size_t(3));
        QCOMPARE(red.back().count, 2);  // h9g7 added twice: counted, and now the newest
        const Repertoire mine = Repertoire::fromStore(store, Color::Red, "mine");
        QCOMPARE(QString::fromStdString(moveToUci(mine.expected(Position()))), QStringLiteral("h2e2"));
        QCOMPARE(mine.playerPositions(), 1);
        Position after;
        after.makeMove(parseUciMove("h2e2"));
        QCOMPARE(mine.movesAt(after).size(), std::size_t(1));
        QCOMPARE(mine.movesAt(after).front().count, 2);
        QCOMPARE(Repertoire::fromStore(store, Color::Black, "black").playerPositions(), 1);
        // A store from before the table: opened, given the table, and used.
        store.close();
        sqlite3* raw = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &raw), SQLITE_OK);
        QCOMPARE(sqlite3_exec(raw, "DROP TABLE repertoire_moves", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(raw);
        QVERIFY(store.open(path));
        QVERIFY(store.repertoireMoves(Color::Red).empty());
        QVERIFY(store.addRepertoireMove(Color::Red, Position().fen(), parseUciMove("c3c4")));
        QCOMPARE(store.repertoireMoves(Color::Red).size(), std::size_t(1));
    }

    // The opening trainer on a repertoire from a small database: Red plays the central cannon; Black answered with
    // the horse three times and the other horse once.
    void openingDrill() {
        QTemporaryDir dir;
        db::Database database;
        QVERIFY(database.open(dir.filePath("games.xqdb").toStdString()));
        std::vector<GameRecord> games;
        auto add = [&](std::vector<const char*> moves, int times) {
            for (int i = 0; i < times; ++i) {
                GameRecord g = lineFrom("", moves);
                g.setResult("1-0");
                games.push_back(g);
            }
        };
        add({"h2e2", "h9g7", "h0g2", "i9h9"}, 3);
        add({"h2e2", "b9c7", "b0c2", "a9b9"}, 1);
        add({"b2e2", "h9g7"}, 1);  // played once only: below minGames
        QVERIFY(database.addGames(games, "test"));
        const Repertoire rep = Repertoire::fromDatabase(database, db::SearchQuery{}, Color::Red, "red", 20, 2);
        // Red's positions: the start, after h2e2 h9g7. (b9c7 was played once: not in the repertoire at minGames 2.)
        QCOMPARE(rep.playerPositions(), 2);
        QCOMPARE(QString::fromStdString(moveToUci(rep.expected(Position()))), QStringLiteral("h2e2"));

        const Repertoire all = Repertoire::fromDatabase(database, db::SearchQuery{}, Color::Red, "all", 20, 1);
        QCOMPARE(all.playerPositions(), 3);
        Position afterCannon;
        afterCannon.makeMove(parseUciMove("h2e2"));
        QCOMPARE(all.movesAt(afterCannon).size(), std::size_t(2));
        QCOMPARE(all.movesAt(afterCannon)[0].count, 3);  // the replies weighted by the games' counts

        FakeClock clock;
        TrainingStore store(clock.clock());
        QVERIFY(store.open(dir.filePath("training.sqlite").toStdString()));
        OpeningDrill drill(all, &store, clock.clock(), 7, OpeningDrill::ReplyMode::EachInTurn);
        QCOMPARE(drill.dueCount(), 3);
        QVERIFY(drill.startLine());
        QVERIFY(drill.asking());
        QCOMPARE(drill.position().fen(), Position().fen());
        // An illegal move is refused and changes nothing.
        auto a = drill.answer(parseUciMove("a0a5"));
        QVERIFY(!a.legal);
        QVERIFY(drill.asking());
        // A wrong move: the repertoire's move is shown and played.
        a = drill.answer(parseUciMove("b2e2"));
        QVERIFY(a.legal && !a.correct);
        QCOMPARE(QString::fromStdString(moveToUci(a.expected)), QStringLiteral("h2e2"));
        QVERIFY(!a.lineOver);
        // The opponent replied with its first reply (each in turn): the horse h9g7; Red's answer is h0g2.
        QCOMPARE(QString::fromStdString(moveToUci(drill.lineMoves()[1])), QStringLiteral("h9g7"));
        a = drill.answer(parseUciMove("h0g2"));
        QVERIFY(a.correct);
        QVERIFY(a.lineOver);
        // The start was answered wrongly: due again in ten minutes, not before; the right answer in a day.
        const auto cards = store.openingCards("all");
        QCOMPARE(cards.size(), std::size_t(2));
        QCOMPARE(cards.at(repertoireKey(Position())).due, clock.clock()() + RelearnSeconds);
        QCOMPARE(drill.dueCount(), 1);  // the position after b9c7
        // Next line: the start is played for the player (not due), the opponent's other reply leads to the due one.
        QVERIFY(drill.startLine());
        QCOMPARE(drill.lineMoves().size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(moveToUci(drill.lineMoves()[1])), QStringLiteral("b9c7"));
        a = drill.answer(parseUciMove("b0c2"));
        QVERIFY(a.correct);
        QCOMPARE(drill.dueCount(), 0);
        QVERIFY(!drill.startLine());  // nothing due now
        clock.advance(RelearnSeconds);
        QCOMPARE(drill.dueCount(), 1);
        // The cards survive: a new drill over the same store sees the same schedule.
        OpeningDrill later(all, &store, clock.clock(), 7, OpeningDrill::ReplyMode::Weighted);
        QCOMPARE(later.dueCount(), 1);
        clock.advance(SecondsPerDay);
        QCOMPARE(later.dueCount(), 3);
    }

    void repertoireFromARecordWithVariations() {
        GameRecord g = lineFrom("", {"h2e2", "h9g7", "h0g2"});
        // Variations: Black's other reply (kept), Red's other first move (not the repertoire's).
        const NodeId first = g.mainLine()[0];
        const NodeId other = g.addMove(first, parseUciMove("b9c7"));
        g.addMove(other, parseUciMove("b0c2"));
        g.addMove(RootNode, parseUciMove("b2e2"));
        const Repertoire rep = Repertoire::fromRecord(g, Color::Red, "rec");
        QCOMPARE(rep.playerPositions(), 3);
        QCOMPARE(QString::fromStdString(moveToUci(rep.expected(Position()))), QStringLiteral("h2e2"));
        // The explorer's "add to repertoire" makes a move the player's.
        Repertoire changed = rep;
        changed.addMove(Position(), parseUciMove("b2e2"));
        QCOMPARE(QString::fromStdString(moveToUci(changed.expected(Position()))), QStringLiteral("b2e2"));
    }
};

QTEST_GUILESS_MAIN(TestTraining)
#include "test_training.moc"
