// Perft against the independent reference counts in data/perft.epd, and isLegal vs the generator.
#include <QtTest>

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
            for (int d = 1; d <= std::min<int>(3, c.counts.size()); ++d)
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
                        QFAIL(qPrintable(QString("%1: %2 isLegal=%3 generated=%4").arg(fen,
                              QString::fromStdString(moveToUci(m))).arg(!gen).arg(gen)));
                    count += gen;
                }
            }
            QCOMPARE(count, legal.size());
        }
    }
};

QTEST_GUILESS_MAIN(TestPerft)
#include "test_perft.moc"
