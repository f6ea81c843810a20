// The UCI front end: handshake, position, perft, and robustness to malformed input.
#include <QtTest>

#include <sstream>

#include "xiangqi/movegen.h"
#include "xiangqi/position.h"

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
        QString out2 =
            run("position fen rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2\ngo perft 2\n");
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
        QTest::newRow("perft no depth") << "go perft\n";
        QTest::newRow("perft zero") << "go perft 0\n";
        QTest::newRow("perft negative") << "go perft -2\n";
        QTest::newRow("perft too deep") << "go perft 11\n";
        QTest::newRow("perft trailing junk") << "go perft 1x\n";
        QTest::newRow("perft huge") << "go perft 99999999999999999999999\n";
        QTest::newRow("perft extra word") << "go perft 1 2\n";
        QTest::newRow("truncated fen") << "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P\n";
        QTest::newRow("fen without board") << "position fen\n";
        QTest::newRow("fen then junk") << "position fen 9/4k4/9/9/9/9/9/9/3K5/9 w - - 0 1 junk\n";
        QTest::newRow("startpos then junk") << "position startpos mvoes h2e2\n";
        QTest::newRow("move off board") << "position startpos moves h2e2 h9g7 a0a10\n";
        QTest::newRow("empty move") << "position startpos moves h2e2 0000\n";
        QTest::newRow("opponent's piece") << "position startpos moves h7e7\n";
        QTest::newRow("setoption without name") << "setoption\n";
        QTest::newRow("go with a bad limit") << "go depth x\n";
        QTest::newRow("go with an unknown word") << "go fast\n";
        QTest::newRow("control bytes") << QString("po\x01sition \x7f startpos\n");
    }
    void malformedInput() {
        QFETCH(QString, input);
        // After the error the engine is still on the start position and still answers.
        QString out = run(input.toStdString() + "go perft 1\nisready\n");
        QVERIFY2(out.contains("info string error"), qPrintable(out));
        QVERIFY(out.contains("Nodes searched: 44\n"));
        QVERIFY(out.contains("readyok"));
    }

    // "go perft N" prints one "move: count" line per legal move, a blank line, then the total.
    void perftOutputFormat() {
        const QString out = run("position startpos moves h2e2\ngo perft 2\n");
        const QStringList lines = out.split('\n');
        xq::Position pos;
        pos.makeMove(xq::parseUciMove("h2e2"));
        xq::MoveList legal;
        xq::generateLegal(pos, legal);
        QVERIFY(lines.size() > legal.size() + 2);
        quint64 sum = 0;
        const QRegularExpression moveLine("^([a-i][0-9][a-i][0-9]): ([0-9]+)$");
        for (int i = 0; i < legal.size(); ++i) {
            auto match = moveLine.match(lines[i]);
            QVERIFY2(match.hasMatch(), qPrintable(lines[i]));
            QVERIFY(legal.contains(xq::parseUciMove(match.captured(1).toStdString())));
            sum += match.captured(2).toULongLong();
        }
        QCOMPARE(lines[legal.size()], QString());
        QCOMPARE(lines[legal.size() + 1], QString("Nodes searched: %1").arg(sum));
        QCOMPARE(sum, xq::perft(pos, 2));
    }

    // Random garbage, token soup and truncated commands: every answer is a well-formed line, the
    // engine never stops early, and afterwards it still works.
    void fuzz() {
        const QStringList valid = {
            "uci",
            "isready",
            "ucinewgame",
            "d",
            "position startpos",
            "position startpos moves h2e2 h9g7 h0g2 i9h9",
            "position fen 3k1a3/4a4/9/2p3r2/8r/9/9/1C2B4/4K4/2BA1A3 w - - 2 27 moves b2b9",
            "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves b2e2",
            "go perft 1",
            "go perft 2",
            "setoption name Hash value 32",
            "setoption name UCI_Variant value xiangqi",
        };
        const QStringList vocabulary = {
            "position",
            "startpos",
            "fen",
            "moves",
            "go",
            "perft",
            "uci",
            "isready",
            "setoption",
            "name",
            "value",
            "d",
            "h2e2",
            "h9g7",
            "b0c2",
            "e0e1",
            "i9i8",
            "a0a9",
            "0000",
            "0",
            "1",
            "2",
            "-1",
            "1x",
            "99999999999999999999",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
            "9/4k4/9/9/9/9/9/9/3K5/9",
            "w",
            "b",
            "-",
            "\t",
            "\r",
        };
        QRandomGenerator rng(20261121);
        std::string input;
        for (int n = 0; n < 3000; ++n) {
            QString line;
            switch (rng.bounded(3)) {
            case 0: {  // random bytes
                QByteArray bytes;
                for (int i = rng.bounded(60); i > 0; --i) {
                    char c = char(rng.bounded(256));
                    if (c != '\n') bytes.append(c);
                }
                input += bytes.toStdString() + "\n";
                continue;
            }
            case 1:  // token soup
                for (int i = rng.bounded(12); i > 0; --i) line += vocabulary[rng.bounded(vocabulary.size())] + " ";
                break;
            default: {  // a valid command cut short
                const QString& command = valid[rng.bounded(valid.size())];
                line = command.left(rng.bounded(command.size() + 1));
            }
            }
            input += line.toStdString() + "\n";
        }
        const QString out = run(input + "isready\nposition startpos\ngo perft 1\n");
        QVERIFY2(out.section("Nodes searched: ", -1).startsWith("44\n"), qPrintable(out.right(200)));
        QVERIFY(out.contains("readyok\n"));
        QVERIFY(out.contains("info string error"));
        const QRegularExpression wellFormed(
            "^(info string .*|id (name|author) .*|option name .*|uciok|readyok|Nodes searched: [0-9]+|"
            "[a-i][0-9][a-i][0-9]: [0-9]+|[1-9kabnrcpKABNRCP/]+ [wb] - - [0-9]+ [0-9]+|"
            "info depth [0-9]+ seldepth [0-9]+ score (cp|mate) -?[0-9]+ nodes [0-9]+ nps [0-9]+ time [0-9]+ pv( "
            "[a-i][0-9][a-i][0-9])+|"
            "bestmove ([a-i][0-9][a-i][0-9]|\\(none\\))|)$");
        for (const QString& line : out.split('\n'))
            QVERIFY2(wellFormed.match(line).hasMatch(), qPrintable("unexpected output line: " + line));
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

    // The executable survives binary garbage on its input and exits cleanly at end of input.
    void executableSurvivesGarbage() {
        QProcess proc;
        proc.start(XIANGQI_BIN_DIR "/xiangqi-engine");
        QVERIFY(proc.waitForStarted());
        QByteArray garbage;
        QRandomGenerator rng(7);
        for (int i = 0; i < 20000; ++i) garbage.append(char(rng.bounded(256)));
        proc.write(garbage + "\nposition startpos moves h2e2\ngo perft 1\nisready\n");
        proc.closeWriteChannel();
        QVERIFY(proc.waitForFinished(10000));
        const QString out = QString::fromUtf8(proc.readAllStandardOutput());
        xq::Position pos;
        pos.makeMove(xq::parseUciMove("h2e2"));
        QVERIFY(out.contains(QString("\nNodes searched: %1\n").arg(xq::perft(pos, 1))));
        QVERIFY(out.endsWith("readyok\n"));
        QCOMPARE(proc.exitStatus(), QProcess::NormalExit);
        QCOMPARE(proc.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestUci)
#include "test_uci.moc"
