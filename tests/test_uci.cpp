// The UCI front end: handshake, position, perft, and robustness to malformed input.
#include <QtTest>

#include <sstream>

#include "xiangqi/uci.h"

class TestUci : public QObject {
    Q_OBJECT

    static QString run(const std::string& input) {
        std::istringstream in(input);
        std::ostringstream out;
        xq::runUci(in, out);
        return QString::fromStdString(out.str());
    }

private slots:
    void handshake() {
        QString out = run("uci\nisready\nquit\n");
        QVERIFY(out.contains("id name "));
        QVERIFY(out.contains("\nuciok\n"));
        QVERIFY(out.contains("\nreadyok\n"));
    }

    void perftFromPosition() {
        QString out = run("position startpos moves h2e2 h9g7\ngo perft 2\n");
        QVERIFY(out.contains("Nodes searched: "));
        QString out2 = run("position fen rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2\ngo perft 2\n");
        QCOMPARE(out.section("Nodes searched: ", 1).section('\n', 0, 0),
                 out2.section("Nodes searched: ", 1).section('\n', 0, 0));
        QVERIFY(run("go perft 1\n").contains("Nodes searched: 44\n"));
    }

    void malformedInput_data() {
        QTest::addColumn<QString>("input");
        QTest::newRow("bad fen") << "position fen rnbakabnr/9 w\n";
        QTest::newRow("illegal move") << "position startpos moves h2e2 a9a5\n";
        QTest::newRow("garbage move") << "position startpos moves zz99\n";
        QTest::newRow("no keyword") << "position\n";
        QTest::newRow("unknown") << "fly away\n";
        QTest::newRow("bad perft") << "go perft x\n";
    }
    void malformedInput() {
        QFETCH(QString, input);
        // After the error the engine is still on the start position and still answers.
        QString out = run(input.toStdString() + "go perft 1\nisready\n");
        QVERIFY2(out.contains("info string error"), qPrintable(out));
        QVERIFY(out.contains("Nodes searched: 44\n"));
        QVERIFY(out.contains("readyok"));
    }

    // The real executable answers on its standard streams.
    void executable() {
        QProcess proc;
        proc.start(XIANGQI_BIN_DIR "/xiangqi-engine");
        QVERIFY(proc.waitForStarted());
        proc.write("uci\nisready\nquit\n");
        QVERIFY(proc.waitForFinished(10000));
        QString out = QString::fromUtf8(proc.readAllStandardOutput());
        QVERIFY(out.contains("uciok"));
        QVERIFY(out.contains("readyok"));
        QCOMPARE(proc.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestUci)
#include "test_uci.moc"
