// The computer opponent plays from the opening book per level: varied book moves where the level uses the book,
// none where it does not, and it leaves the book at the level's depth.
#include <QSignalSpy>
#include <QtTest>

#include <set>

#include "xiangqi/book.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/searchthreads.h"

using namespace xq;
using namespace xq::session;

namespace {

constexpr int Beginner = 0, Novice = 1, Club = 3;

GameSetup computers(PlayerKind red, PlayerKind black, int level) {
    GameSetup s;
    s.red = red;
    s.black = black;
    s.level = level;
    return s;
}

// A book with four first moves for Red (h2e2 twice the weight of the others), and one line of 12 plies (one move a position) after h2e2.
std::shared_ptr<OpeningBook> makeBook() {
    std::vector<BookEntry> entries;
    const Position start;
    for (const char* m : {"h2e2", "b2e2", "h0g2", "c3c4"})
        entries.push_back({start.hash(), parseUciMove(m), std::uint16_t(m[0] == 'h' && m[1] == '2' ? 200 : 100), 10, false});
    Position pos = start;
    const char* line[] = {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "c6c5", "c3c4", "b7b3", "g3g4", "g6g5"};
    for (const char* text : line) {
        const Move m = parseUciMove(text);
        if (pos.hash() != start.hash()) entries.push_back({pos.hash(), m, 100, 10, false});
        pos.makeMove(m);
    }
    auto book = std::make_shared<OpeningBook>();
    book->setEntries(entries);
    return book;
}

// Waits until the game has `plies` moves (the computers play; the controller pauses them afterwards).
bool waitForPlies(GameController& c, int plies, int timeoutMs = 30000) {
    return QTest::qWaitFor([&] { return c.length() >= plies; }, timeoutMs);
}

}  // namespace

class TestComputerBook : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerSearchMetaTypes(); }

    void bookPliesPerLevel() {
        QCOMPARE((Strength{Beginner, 4, 0}.bookPlies()), 0);
        QVERIFY((Strength{Novice, 4, 0}.bookPlies()) > 0);
        QVERIFY((Strength{Novice, 4, 0}.bookPlies()) < (Strength{Club, 4, 0}.bookPlies()));
        QVERIFY((Strength{6, 4, 0}.bookPlies()) >= 1000);   // Master: as deep as the book goes
        QVERIFY((Strength{-1, 6, 0}.bookPlies()) >= 1000);  // a custom depth uses the whole book
    }

    // Over 24 games the computer (Red, Club) opens with several different book moves, each marked as a book move.
    void variedBookMovesAtALevelThatUsesTheBook() {
        GameController c;
        c.setOpeningBook({makeBook(), BookVariety::Weighted});
        std::set<std::string> firsts;
        for (int game = 0; game < 24; ++game) {
            c.newGame(computers(PlayerKind::Computer, PlayerKind::Human, Club));
            QVERIFY(waitForPlies(c, 1));
            const std::string first = moveToUci(c.game().record().node(c.game().currentLine().front()).move);
            QVERIFY2(std::set<std::string>({"h2e2", "b2e2", "h0g2", "c3c4"}).count(first), first.c_str());
            QVERIFY(c.isBookMove(c.game().cursor()));
            firsts.insert(first);
        }
        QVERIFY2(firsts.size() >= 3, QByteArray::number(qulonglong(firsts.size())).constData());
        // Always the best: h2e2, every time.
        c.setOpeningBook({makeBook(), BookVariety::Best});
        std::set<std::string> best;
        for (int game = 0; game < 6; ++game) {
            c.newGame(computers(PlayerKind::Computer, PlayerKind::Human, Club));
            QVERIFY(waitForPlies(c, 1));
            best.insert(moveToUci(c.game().record().node(c.game().currentLine().front()).move));
        }
        QCOMPARE(best, std::set<std::string>{"h2e2"});
    }

    // The beginner's level never plays from the book: its moves are its own search's, none marked as book moves.
    void noBookMovesAtABeginnersLevel() {
        GameController c;
        c.setOpeningBook({makeBook(), BookVariety::Weighted});
        for (int game = 0; game < 6; ++game) {
            c.newGame(computers(PlayerKind::Computer, PlayerKind::Human, Beginner));
            QVERIFY(waitForPlies(c, 1));
            QVERIFY(!c.isBookMove(c.game().cursor()));
            QVERIFY(!c.player(Color::Red)->lastMoveFromBook());
        }
    }

    // Computer against computer along the book's line: the Novice level plays its first 4 plies from the book, then
    // searches although the book knows the positions that follow; Club keeps to the book for all 12 plies.
    void leavesTheBookAtTheLevelsDepth_data() {
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("bookPlies");
        QTest::newRow("novice") << Novice << 4;
        QTest::newRow("club") << Club << 12;
    }
    void leavesTheBookAtTheLevelsDepth() {
        QFETCH(int, level);
        QFETCH(int, bookPlies);
        GameController c;
        c.setComputerPause(0);
        c.setOpeningBook({makeBook(), BookVariety::Best});
        // Best: Red's first move is h2e2, where the book's line goes on.
        c.newGame(computers(PlayerKind::Computer, PlayerKind::Computer, level));
        QVERIFY(waitForPlies(c, bookPlies + 2, 60000));
        c.setPaused(true);
        const std::vector<NodeId> line = c.game().currentLine();
        for (int ply = 1; ply <= bookPlies + 2; ++ply)
            QVERIFY2(c.isBookMove(line[std::size_t(ply - 1)]) == (ply <= bookPlies), QByteArray::number(ply).constData());
    }

    // A book move can be cancelled like a search: a new game before it arrives plays nothing stale.
    void cancelledBookMoveIsNotPlayed() {
        GameController c;
        c.setOpeningBook({makeBook(), BookVariety::Weighted});
        c.newGame(computers(PlayerKind::Computer, PlayerKind::Human, Club));
        QVERIFY(c.isComputerThinking());
        c.newGame(computers(PlayerKind::Human, PlayerKind::Human, Club));
        QTest::qWait(50);
        QCOMPARE(c.length(), 0);
        QVERIFY(!c.isThinking());
    }
};

QTEST_GUILESS_MAIN(TestComputerBook)
#include "test_computerbook.moc"
