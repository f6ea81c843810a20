// Cancel storm through UCI: thousands of go/stop/position/ucinewgame/isready bursts sent to the real
// xiangqi-engine. Every "go" gets exactly one bestmove, in order, legal in the position it was
// given; every "isready" gets its readyok; nothing hangs. (Run it under TSan too: preset "tsan".)
#include <QtTest>

#include <random>

#include "xiangqi/movegen.h"
#include "xiangqi/position.h"

using namespace xq;

class TestUciStorm : public QObject {
    Q_OBJECT

private slots:
    void storm_data() {
        QTest::addColumn<int>("bursts");
        QTest::addColumn<bool>("flood");  // all commands at once, or burst by burst
        QTest::newRow("flood") << 2000 << true;
        QTest::newRow("paced") << 1500 << false;
    }
    void storm() {
        QFETCH(int, bursts);
        QFETCH(bool, flood);
        std::mt19937 rng(20261123);
        auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
        const QStringList gos = {"go depth 1",        "go depth 2",   "go movetime 5",
                                 "go nodes 200",      "go infinite",  "go wtime 100 btime 100 winc 10 binc 10",
                                 "go movetime 0",     "go depth 200", "go nodes 0",
                                 "go ponder depth 2", "go mate 1",    "go infinite depth 2"};

        QProcess proc;
        proc.start(XIANGQI_BIN_DIR "/xiangqi-engine" XIANGQI_EXE);
        QVERIFY(proc.waitForStarted());
        QByteArray out;
        auto readUntil = [&](auto done, int timeoutMs) {
            QElapsedTimer timer;
            timer.start();
            while (!done()) {
                if (timer.elapsed() > timeoutMs) return false;
                proc.waitForReadyRead(10);
                out += proc.readAllStandardOutput();
            }
            return true;
        };

        std::vector<Position> goPositions;  // the position each go was given, in order
        int readies = 0;
        QByteArray pending;
        for (int b = 0; b < bursts; ++b) {
            QByteArray burst;
            if (pick(10) == 0) burst += "ucinewgame\n";
            // A position a few random plies from the start.
            Position pos;
            QByteArray line = "position startpos";
            const int plies = pick(12);
            if (plies) line += " moves";
            for (int i = 0; i < plies; ++i) {
                MoveList legal;
                generateLegal(pos, legal);
                if (legal.empty()) break;
                const Move m = legal[pick(legal.size())];
                line += " " + QByteArray::fromStdString(moveToUci(m));
                pos.makeMove(m);
            }
            burst += line + "\n";
            const QString go = gos[pick(gos.size())];
            burst += go.toLatin1() + "\n";
            goPositions.push_back(pos);
            if (pick(3) == 0) {
                burst += "isready\n";
                ++readies;
            }
            if (pick(4) == 0) burst += "position startpos moves h2e2\n";  // a new position while searching
            const bool openEnded = go.contains("infinite") || go.contains("ponder") || go == "go depth 200";
            if (openEnded || pick(2) == 0) burst += "stop\n";
            if (pick(8) == 0) burst += "setoption name Hash value " + QByteArray::number(1 + pick(8)) + "\n";
            pending += burst;
            if (!flood) {
                proc.write(pending);
                pending.clear();
                if (pick(4) == 0) proc.waitForReadyRead(pick(20));
                out += proc.readAllStandardOutput();
            }
        }
        proc.write(pending + "isready\n");
        ++readies;
        const bool finished = readUntil(
            [&] {
                return out.count("readyok\n") >= readies &&
                       out.count("bestmove ") >= static_cast<qsizetype>(goPositions.size());
            },
#ifdef XIANGQI_SANITIZED
            600000);  // searches that no stop cuts short run 5-15 times slower
#else
            120000);
#endif
        QVERIFY2(finished, qPrintable(QString("%1 of %2 bestmoves, %3 of %4 readyok")
                                          .arg(out.count("bestmove "))
                                          .arg(goPositions.size())
                                          .arg(out.count("readyok\n"))
                                          .arg(readies)));
        proc.write("quit\n");
        QVERIFY(proc.waitForFinished(10000));
        out += proc.readAllStandardOutput();
        QCOMPARE(proc.exitCode(), 0);
        QVERIFY2(!out.contains("info string error"), out.constData());

        const QList<QByteArray> lines = out.split('\n');
        std::size_t next = 0;
        for (const QByteArray& l : lines) {
            if (!l.startsWith("bestmove ")) continue;
            QVERIFY2(next < goPositions.size(), "more bestmoves than go commands");
            const Move m = parseUciMove(l.mid(9).toStdString());
            QVERIFY2(goPositions[next].isLegal(m),
                     qPrintable(QString("go %1: %2 in %3").arg(next).arg(l).arg(goPositions[next].fen().c_str())));
            ++next;
        }
        QCOMPARE(next, goPositions.size());
        QCOMPARE(static_cast<int>(out.count("readyok\n")), readies);
        qInfo("%zu searches, %d isready", goPositions.size(), readies);
    }
};

QTEST_GUILESS_MAIN(TestUciStorm)
#include "test_ucistorm.moc"
