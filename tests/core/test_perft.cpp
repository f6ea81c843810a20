// Perft against the independent reference counts in data/perft.epd, isLegal vs the generator, and
// whole-tree checks of make/undo, the incremental hash, capture generation and check detection.
#include <QtTest>

#include <algorithm>

#include "xiangqi/movegen.h"
#include "xiangqi/position.h"

using namespace xq;

namespace {

struct PerftCase {
    QString fen;
    QList<quint64> counts;  // counts[d-1] = leaves at depth d
};

QList<PerftCase> loadPerft() {
    QList<PerftCase> cases;
    QFile file(XIANGQI_TEST_DATA "/perft.epd");
    if (!file.open(QIODevice::ReadOnly)) return cases;
    while (!file.atEnd()) {
        QStringList fields = QString::fromUtf8(file.readLine()).trimmed().split(';', Qt::SkipEmptyParts);
        if (fields.size() < 2) continue;
        PerftCase c{fields[0].trimmed(), {}};
        for (int i = 1; i < fields.size(); ++i) c.counts.append(fields[i].trimmed().section(' ', 1).toULongLong());
        cases.append(c);
    }
    return cases;
}

// Built as test_perft_full (CMake option XIANGQI_FULL_TESTS) it checks every listed depth; the default
// build keeps CTest fast with depths <= 3, plus the start position to depth 4.
#ifdef XIANGQI_PERFT_FULL
constexpr int MaxReferenceDepth = 99;
#else
constexpr int MaxReferenceDepth = 3;
#endif

// Independent of Position::isAttacked: is `victim`'s general reached by a pseudo-legal move of the
// other side, or does it face the other general on an open file?
bool generalAttackedFromScratch(Position& pos, Color victim) {
    const bool passTurn = pos.sideToMove() == victim;
    if (passTurn) pos.makeNullMove();
    MoveList list;
    generatePseudoLegal(pos, list);
    const Square king = pos.kingSquare(victim), other = pos.kingSquare(~victim);
    bool attacked = std::any_of(list.begin(), list.end(), [&](Move m) { return m.to() == king; });
    if (fileOf(king) == fileOf(other)) {
        bool open = true;
        for (Square s = std::min(king, other) + FileCount; s < std::max(king, other); s += FileCount)
            open = open && pos.pieceAt(s) == NoPiece;
        attacked = attacked || open;
    }
    if (passTurn) pos.undoNullMove();
    return attacked;
}

std::vector<std::uint16_t> sortedMoves(const MoveList& list) {
    std::vector<std::uint16_t> raw;
    for (Move m : list) raw.push_back(m.raw());
    std::sort(raw.begin(), raw.end());
    return raw;
}

// Walks the legal move tree `depth` plies deep and checks at every node: the incremental hash and
// piece sets against a recount, inCheck() against generalAttackedFromScratch, captures-only
// generation against the capturing subset of the legal moves, and that undo restores FEN and hash.
// Where `oracleDepth` > 0 it also rebuilds the legal move list the slow way (make each pseudo-legal
// move, test the mover's general from scratch). Returns the first failure, or an empty string.
QString checkTree(Position& pos, int depth, int oracleDepth) {
    const std::string fen = pos.fen();
    const std::uint64_t hash = pos.hash();
    if (!pos.isConsistent()) return "inconsistent hash, piece sets or counts at " + QString::fromStdString(fen);
    const Color us = pos.sideToMove();
    if (pos.inCheck() != generalAttackedFromScratch(pos, us) ||
        pos.inCheck() != pos.isAttacked(pos.kingSquare(us), ~us))
        return "inCheck() wrong at " + QString::fromStdString(fen);

    MoveList legal, captures;
    generateLegal(pos, legal);
    generateLegalCaptures(pos, captures);
    MoveList capturing;
    for (Move m : legal)
        if (pos.pieceAt(m.to()) != NoPiece) capturing.push(m);
    if (sortedMoves(captures) != sortedMoves(capturing))
        return "captures differ from the capturing legal moves at " + QString::fromStdString(fen);

    if (oracleDepth > 0) {
        MoveList pseudo, slow;
        generatePseudoLegal(pos, pseudo);
        for (Move m : pseudo) {
            pos.makeMove(m);
            if (!generalAttackedFromScratch(pos, us)) slow.push(m);
            pos.undoMove();
        }
        if (sortedMoves(slow) != sortedMoves(legal))
            return "legal moves differ from the slow oracle at " + QString::fromStdString(fen);
    }

    if (depth == 0) return {};
    for (Move m : legal) {
        pos.makeMove(m);
        QString failure = checkTree(pos, depth - 1, oracleDepth - 1);
        pos.undoMove();
        if (!failure.isEmpty()) return failure;
        if (pos.fen() != fen || pos.hash() != hash)
            return "undo of " + QString::fromStdString(moveToUci(m)) + " did not restore " +
                   QString::fromStdString(fen);
    }
    return {};
}

}  // namespace

class TestPerft : public QObject {
    Q_OBJECT
private slots:
    void startPosition_data() {
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("expected");
        QTest::newRow("d1") << 1 << quint64(44);
        QTest::newRow("d2") << 2 << quint64(1920);
        QTest::newRow("d3") << 3 << quint64(79666);
        QTest::newRow("d4") << 4 << quint64(3290240);
#ifdef XIANGQI_PERFT_FULL
        QTest::newRow("d5") << 5 << quint64(133312995);
#endif
    }
    void startPosition() {
        QFETCH(int, depth);
        QFETCH(quint64, expected);
        Position pos;
        QCOMPARE(perft(pos, depth), expected);
    }

    void referencePositions_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("expected");
        const auto cases = loadPerft();
        QVERIFY(cases.size() >= 40);
        int n = 0;
        for (const auto& c : cases) {
            ++n;
            for (int d = 1; d <= std::min<int>(MaxReferenceDepth, c.counts.size()); ++d)
                QTest::newRow(qPrintable(QString("pos%1-d%2").arg(n).arg(d))) << c.fen << d << c.counts[d - 1];
        }
    }
    void referencePositions() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(quint64, expected);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString()));
        QCOMPARE(perft(pos, depth), expected);
        QCOMPARE(QString::fromStdString(pos.fen()), fen);
    }

    void wholeTrees_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("start") << QString::fromLatin1(StartFen.data(), StartFen.size());
        int n = 0;
        for (const auto& c : loadPerft()) QTest::newRow(qPrintable(QString("pos%1").arg(++n))) << c.fen;
        // Hand-made corners of the legality shortcuts in movegen.cpp, judged by the slow oracle.
        QTest::newRow("two horses share a leg") << "3k5/9/9/9/9/9/9/5n3/5Rn2/4K4 w - - 0 1";
        QTest::newRow("new cannon screen") << "3k5/9/4c4/9/9/9/R8/9/9/4K4 w - - 0 1";
        QTest::newRow("two screens") << "3k5/9/9/4c4/9/9/9/4R4/4A4/4K4 w - - 0 1";
        QTest::newRow("pinned cannon jumps") << "3k5/9/4c4/9/4r4/9/9/4C4/9/4K4 w - - 0 1";
        QTest::newRow("facing generals pin") << "4k4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1";
        QTest::newRow("double check") << "3k5/9/9/9/9/9/9/3n5/9/r3K4 w - - 0 1";
        QTest::newRow("pawn check") << "3k5/9/9/9/9/9/9/9/4p4/4K4 w - - 0 1";
        QTest::newRow("cannon check, own screen") << "3k5/9/4c4/9/9/9/9/9/4A4/4K4 w - - 0 1";
        QTest::newRow("cannon check, capture the screen") << "5k3/9/4c4/9/9/9/R3n4/9/9/4K4 w - - 0 1";
    }
    void wholeTrees() {
        QFETCH(QString, fen);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString()));
        const QString failure = checkTree(pos, 3, 2);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QCOMPARE(QString::fromStdString(pos.fen()), fen);
    }

    // The from-scratch oracle used by wholeTrees sees checks, including facing generals.
    void oracleSeesChecks_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("inCheck");
        QTest::newRow("start") << QString::fromLatin1(StartFen.data(), StartFen.size()) << false;
        QTest::newRow("rook") << "3k5/9/9/9/9/9/9/4R4/3R5/5K3 b - - 0 1" << true;
        QTest::newRow("cannon check") << "4k4/9/9/9/4P4/9/9/9/4C4/3K5 b - - 0 1" << true;
        QTest::newRow("cannon") << "9/4ak3/9/9/9/9/9/9/C3K4/9 b - - 0 1" << false;
        QTest::newRow("horse") << "3k5/9/4N4/9/9/9/9/9/9/4K4 b - - 0 1" << true;
        QTest::newRow("lame horse") << "3k5/4P4/4N4/9/9/9/9/9/9/4K4 b - - 0 1" << false;
    }
    void oracleSeesChecks() {
        QFETCH(QString, fen);
        QFETCH(bool, inCheck);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString()));
        QCOMPARE(generalAttackedFromScratch(pos, pos.sideToMove()), inCheck);
        QCOMPARE(pos.inCheck(), inCheck);
    }
    void oracleSeesFacingGenerals() {
        Position pos;
        QVERIFY(pos.setFen("4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1"));
        QVERIFY(!generalAttackedFromScratch(pos, Color::Red));
        pos.makeMove(Move(makeSquare(4, 1), makeSquare(3, 2)));  // pseudo-legal only: opens the file
        QVERIFY(generalAttackedFromScratch(pos, Color::Red));
        QVERIFY(generalAttackedFromScratch(pos, Color::Black));
        QVERIFY(pos.inCheck());
    }

    // Random placements (pieces anywhere their kind may stand, generals in their palaces) make
    // pins, screens, shared horse legs and double checks that no game reaches; the whole-tree
    // checks with the slow legality oracle must hold in every one.
    void randomPositions() {
        QRandomGenerator rng(90);
        const QString letters = "KABNRCPkabnrcp";
        const int maxCount[] = {1, 2, 2, 2, 2, 2, 5};
        int tested = 0;
        for (int attempt = 0; attempt < 6000 && tested < 2000; ++attempt) {
            QChar board[10][9];
            for (auto& rank : board)
                for (auto& c : rank) c = ' ';
            // Both generals, then a random number of each other piece on random empty squares.
            auto place = [&](QChar c, int fileLow, int fileHigh, int rankLow, int rankHigh) {
                for (int tries = 0; tries < 20; ++tries) {
                    int f = rng.bounded(fileLow, fileHigh + 1), r = rng.bounded(rankLow, rankHigh + 1);
                    if (board[r][f] == ' ') {
                        board[r][f] = c;
                        return;
                    }
                }
            };
            place('K', 3, 5, 0, 2);
            place('k', 3, 5, 7, 9);
            for (int i = 1; i < letters.size(); ++i) {
                if (letters[i] == 'k') continue;
                for (int n = rng.bounded(maxCount[i % 7] + 1); n > 0; --n) place(letters[i], 0, 8, 0, 9);
            }
            QString fen;
            for (int r = 9; r >= 0; --r) {
                int empty = 0;
                for (int f = 0; f < 9; ++f) {
                    if (board[r][f] == ' ') {
                        ++empty;
                        continue;
                    }
                    if (empty) fen += QString::number(empty);
                    empty = 0;
                    fen += board[r][f];
                }
                if (empty) fen += QString::number(empty);
                if (r > 0) fen += '/';
            }
            fen += rng.bounded(2) ? " w - - 0 1" : " b - - 0 1";
            Position pos;
            if (!pos.setFen(fen.toStdString())) continue;  // e.g. the side not to move is in check
            ++tested;
            const QString failure = checkTree(pos, 2, 2);
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
        }
        QVERIFY(tested >= 2000);
    }

    // isLegal is true exactly for the generated moves, over all 90x90 pairs.
    void isLegalAgreesWithGenerator() {
        const auto cases = loadPerft();
        QVERIFY(!cases.isEmpty());
        QList<QString> fens;
        fens.append(QString::fromLatin1(StartFen.data(), StartFen.size()));
        for (const auto& c : cases) fens.append(c.fen);
        for (const QString& fen : fens) {
            Position pos;
            QVERIFY(pos.setFen(fen.toStdString()));
            MoveList legal;
            generateLegal(pos, legal);
            int count = 0;
            for (Square from = 0; from < SquareCount; ++from) {
                for (Square to = 0; to < SquareCount; ++to) {
                    if (from == to) continue;
                    Move m(from, to);
                    bool gen = legal.contains(m);
                    if (pos.isLegal(m) != gen)
                        QFAIL(qPrintable(QString("%1: %2 isLegal=%3 generated=%4")
                                             .arg(fen, QString::fromStdString(moveToUci(m)))
                                             .arg(!gen)
                                             .arg(gen)));
                    count += gen;
                }
            }
            QCOMPARE(count, legal.size());
        }
    }
};

QTEST_GUILESS_MAIN(TestPerft)
#include "test_perft.moc"
