// The shipped puzzle ladder (assets/puzzles/ladder.txt): every line reads, there are at least 1,000 puzzles of every
// kind the miner makes, no position twice, and every stored solution holds by the quick check the miner ends with
// (legal, a mate line ends in mate, a depth-4 search at the end of any other line confirms the gain). The full
// re-judgement at depth 8 is `xiangqi-train verify`, too slow for the suite.
#include <QFile>
#include <QtTest>

#include <set>

#include "xiangqi/search.h"
#include "xiangqi/train/ladder.h"

using namespace xq;
using namespace xq::train;

class TestLadder : public QObject {
    Q_OBJECT

private slots:
    void everyShippedPuzzleHolds() {
        QFile f(QStringLiteral(XIANGQI_LADDER));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        std::vector<std::string> errors;
        const auto puzzles = readPuzzles(std::string_view(bytes.constData(), std::size_t(bytes.size())), &errors);
        for (const auto& e : errors) qWarning("%s", e.c_str());
        QVERIFY(errors.empty());
        QVERIFY2(puzzles.size() >= 1000, qPrintable(QString::number(puzzles.size())));
        std::set<std::string> positions;
        std::map<PuzzleKind, int> kinds;
        // One searcher for all: checkPuzzle clears it first, so each check is the one a fresh searcher makes.
        Searcher searcher(16);
        searcher.setThreads(1);
        int failed = 0, composed = 0;
        for (const LadderPuzzle& p : puzzles) {
            if (p.source.rfind("mates.epd#", 0) == 0 || p.source.rfind("wins.epd#", 0) == 0) ++composed;
            const std::string board = p.fen.substr(0, p.fen.find(' ') + 2);
            QVERIFY2(positions.insert(board).second, p.source.c_str());
            ++kinds[p.kind];
            const std::string why = checkPuzzle(searcher, p, QuickCheckDepth);
            if (!why.empty()) {
                ++failed;
                qWarning("%s: %s", p.source.c_str(), why.c_str());
            }
            QVERIFY(p.difficulty >= 600 && p.difficulty <= 2600);
            QVERIFY(!p.source.empty());
        }
        QCOMPARE(failed, 0);
        QVERIFY(kinds[PuzzleKind::Mate] > 0);
        QVERIFY(kinds[PuzzleKind::Material] > 0);
        QVERIFY(kinds[PuzzleKind::Defence] > 0);
        // The shipped mates and studies that have a unique answer at every step are on the ladder too.
        QVERIFY2(composed >= 80, qPrintable(QString::number(composed)));
    }
};

QTEST_GUILESS_MAIN(TestLadder)
#include "test_ladder.moc"
