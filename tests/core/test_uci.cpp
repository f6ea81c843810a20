// The UCI front end: handshake, position, perft, and robustness to malformed input.
#include <QtTest>

#include <sstream>

#include "xiangqi/movegen.h"
#include "xiangqi/position.h"

#include "xiangqi/uci.h"

class TestUci : public QObject {
    Q_OBJECT

    static std::string runRaw(const std::string& input) {
        std::istringstream in(input);
        std::ostringstream out;
        xq::runUci(in, out);
        return out.str();
    }
    static QString run(const std::string& input) {
        std::istringstream in(input);
        std::ostringstream out;
        xq::runUci(in, out);
        return QString::fromStdString(out.str());
    }

    // The real executable, driven line by line with bounded waits, so a hang fails the test. The
    // waits are generous (10 s) for loaded machines and sanitizer builds; a hang never ends.
    struct Engine {
        QProcess proc;
        QByteArray out;
        Engine() {
            proc.start(XIANGQI_BIN_DIR "/xiangqi-engine" XIANGQI_EXE);
            proc.waitForStarted();
        }
        ~Engine() {
            proc.write("quit\n");
            if (!proc.waitForFinished(5000)) proc.kill();
        }
        void send(const QByteArray& text) { proc.write(text); }
        // Waits until the output holds `count` occurrences of `text`; false after timeoutMs.
        bool waitFor(const QByteArray& text, int timeoutMs, int count = 1) {
            QElapsedTimer timer;
            timer.start();
            while (out.count(text) < count) {
                if (timer.elapsed() > timeoutMs) return false;
                proc.waitForReadyRead(20);
                out += proc.readAllStandardOutput();
            }
            return true;
        }
    };

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

    // Issue 9, defect 1: zero limits and increment-only clocks get a short bounded search (they
    // started an unbounded one, and later commands got no answer).
    void zeroLimitsAreBounded_data() {
        QTest::addColumn<QByteArray>("go");
        QTest::newRow("movetime 0") << QByteArray("go movetime 0");
        QTest::newRow("nodes 0") << QByteArray("go nodes 0");
        QTest::newRow("depth 0") << QByteArray("go depth 0");
        QTest::newRow("mate 0") << QByteArray("go mate 0");
        QTest::newRow("wtime 0") << QByteArray("go wtime 0 btime 5000");
        QTest::newRow("winc alone") << QByteArray("go winc 1000");
        QTest::newRow("binc alone") << QByteArray("go binc 1000");
        QTest::newRow("only the other clock") << QByteArray("go btime 5000 binc 100");
    }
    void zeroLimitsAreBounded() {
        QFETCH(QByteArray, go);
        Engine engine;
        engine.send("position startpos\n" + go + "\n");
        QVERIFY2(engine.waitFor("bestmove ", 10000), engine.out.constData());
        engine.send("isready\n");
        QVERIFY2(engine.waitFor("readyok", 10000), engine.out.constData());
        const QString line = QString::fromUtf8(engine.out).section("bestmove ", 1).section('\n', 0, 0);
        QVERIFY2(xq::Position().isLegal(xq::parseUciMove(line.toStdString())), qPrintable(line));
    }

    // ... and a negative number is an error, not a search.
    void negativeGoNumbers_data() {
        QTest::addColumn<QString>("go");
        QTest::newRow("wtime") << "go wtime -10 btime 5000";
        QTest::newRow("movetime") << "go movetime -1";
        QTest::newRow("nodes") << "go nodes -5";
        QTest::newRow("depth") << "go depth -3";
        QTest::newRow("winc") << "go winc -1000";
    }
    void negativeGoNumbers() {
        QFETCH(QString, go);
        const QString out = run(go.toStdString() + "\nisready\n");
        QVERIFY2(out.contains("info string error: go ") && out.contains("from 0"), qPrintable(out));
        QVERIFY(!out.contains("bestmove"));
        QVERIFY(out.contains("readyok"));
    }

    // Issue 13, defect 2: isready and stop are read while any search runs, whatever follows it.
    void responsiveWhileSearching_data() {
        QTest::addColumn<QByteArray>("go");
        QTest::newRow("depth 200") << QByteArray("go depth 200");
        QTest::newRow("mate 100") << QByteArray("go mate 100");
        QTest::newRow("huge clock") << QByteArray("go wtime 1099511627776 btime 1099511627776");
        QTest::newRow("perft 9") << QByteArray("go perft 9");
        QTest::newRow("bench 20") << QByteArray("bench 20");
        QTest::newRow("infinite") << QByteArray("go infinite");
    }
    void responsiveWhileSearching() {
        QFETCH(QByteArray, go);
        Engine engine;
        engine.send("position startpos\n" + go + "\nposition startpos moves h2e2\nucinewgame\nisready\n");
        QVERIFY2(engine.waitFor("readyok", 10000), engine.out.constData());
        QVERIFY(!engine.out.contains("bestmove"));
        engine.send("stop\nposition startpos moves h2e2\ngo depth 1\nisready\n");
        QVERIFY2(engine.waitFor("readyok", 10000, 2), engine.out.constData());
        QVERIFY2(engine.waitFor("bestmove ", 10000, go.startsWith("go ") && !go.contains("perft") ? 2 : 1),
                 engine.out.constData());
        // The last bestmove answers "go depth 1" after h2e2: a black move.
        const QString last = QString::fromUtf8(engine.out).section("bestmove ", -1).section('\n', 0, 0);
        xq::Position pos;
        pos.makeMove(xq::parseUciMove("h2e2"));
        QVERIFY2(pos.isLegal(xq::parseUciMove(last.toStdString())), qPrintable(last));
    }

    // "go infinite" with a depth keeps its bestmove until "stop", as UCI requires.
    void infiniteWaitsForStop_data() {
        QTest::addColumn<QByteArray>("commands");
        QTest::newRow("infinite depth 3") << QByteArray("position startpos\ngo infinite depth 3\n");
        QTest::newRow("checkmated") << QByteArray("position fen 3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1\ngo infinite\n");
        QTest::newRow("ponder") << QByteArray("position startpos\ngo ponder depth 2\n");
    }
    void infiniteWaitsForStop() {
        QFETCH(QByteArray, commands);
        Engine engine;
        engine.send(commands);
        QTest::qWait(700);
        engine.send("isready\n");
        QVERIFY2(engine.waitFor("readyok", 10000), engine.out.constData());
        QVERIFY2(!engine.out.contains("bestmove"), engine.out.constData());
        engine.send("stop\n");
        QVERIFY2(engine.waitFor("bestmove ", 10000), engine.out.constData());
        QTest::qWait(100);
        engine.out += engine.proc.readAllStandardOutput();
        QCOMPARE(engine.out.count("bestmove "), 1);
    }

    // A "go" while an infinite search runs means the GUI forgot the "stop": the infinite search
    // answers, then the new one runs (as before the command thread, nothing hangs on it).
    void goStopsAnInfiniteSearch() {
        Engine engine;
        engine.send("go infinite\nposition startpos moves h2e2\ngo depth 1\n");
        QVERIFY2(engine.waitFor("bestmove ", 10000, 2), engine.out.constData());
        const QString last = QString::fromUtf8(engine.out).section("bestmove ", -1).section('\n', 0, 0);
        xq::Position pos;
        pos.makeMove(xq::parseUciMove("h2e2"));
        QVERIFY2(pos.isLegal(xq::parseUciMove(last.toStdString())), qPrintable(last));
    }

    // A stopped perft says so and prints no partial total.
    void perftCanBeStopped() {
        Engine engine;
        engine.send("go perft 9\n");
        QTest::qWait(200);
        engine.send("stop\ngo perft 1\n");
        QVERIFY2(engine.waitFor("Nodes searched: ", 10000), engine.out.constData());
        QVERIFY2(engine.out.contains("info string perft stopped"), engine.out.constData());
        QCOMPARE(engine.out.count("Nodes searched: "), 1);
        QVERIFY(engine.out.contains("Nodes searched: 44\n"));
    }

    // Error lines never echo NUL, other control bytes or invalid UTF-8: they are escaped as \xNN.
    void errorLinesAreClean() {
        const std::string input = std::string("fly\0away\xff\xfe\x1b[2J\n", 15) + "\xe8\xb5\xb0 h2e2\n" + "go \xc3(\n";
        const std::string out = runRaw(input);
        QVERIFY(out.find('\0') == std::string::npos);
        QVERIFY(out.find('\x1b') == std::string::npos);
        QVERIFY2(QUtf8StringView(out).isValidUtf8(), out.c_str());
        const QString text = QString::fromStdString(out);
        QVERIFY2(text.contains("unknown command 'fly\\x00away\\xff\\xfe\\x1b[2J'"), out.c_str());
        QVERIFY2(text.contains(QString::fromUtf8("unknown command '\xe8\xb5\xb0'")), out.c_str());  // valid UTF-8 stays
        QVERIFY2(text.contains("\\xc3("), out.c_str());
    }

    // Issue 13, resource limits: a 10 MB line and a 1 MB FEN are refused with a message, quickly.
    void hugeLinesAreRefused() {
        QElapsedTimer timer;
        timer.start();
        const std::string board = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
        std::string input = "position startpos moves " + std::string(10'000'000, 'x') + "\n";
        input += "position fen " + board + " w - - 0 1" + std::string(1'000'000, '1') + "\n";
        input += "position fen " + board + " w - - 2147483647 1\n";
        input += "position fen " + board + " b - - 0 2147483647\nd\nisready\n";
        const std::string out = runRaw(input);
#ifdef XIANGQI_SANITIZED
        const qint64 bound = 60000;  // under ASan on the loaded 2-core machine: 7.1 s (Release: well under 1 s)
#else
        const qint64 bound = 5000;
#endif
        QVERIFY2(timer.elapsed() < bound, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(out.size() < 2000, out.substr(0, 2000).c_str());  // no echo of the long lines
        const QString text = QString::fromStdString(out);
        QVERIFY2(text.contains("info string error: line too long"), out.c_str());
        QVERIFY2(text.contains("FEN is too long"), out.c_str());
        QVERIFY2(text.contains("FEN field 5") && text.contains("FEN field 6"), out.c_str());
        QVERIFY2(text.contains(QString::fromLatin1(xq::StartFen.data(), xq::StartFen.size())), out.c_str());
        QVERIFY(text.contains("readyok\n"));
    }

    // The real executable answers on its standard streams.
    void executable() {
        QProcess proc;
        proc.start(XIANGQI_BIN_DIR "/xiangqi-engine" XIANGQI_EXE);
        QVERIFY(proc.waitForStarted());
        proc.write("uci\nisready\nquit\n");
        QVERIFY(proc.waitForFinished(10000));
        QString out = QString::fromUtf8(proc.readAllStandardOutput());
        QVERIFY(out.contains("uciok"));
        QVERIFY(out.contains("readyok"));
        QCOMPARE(proc.exitCode(), 0);
    }

    // `xiangqi-engine bench [depth [threads]]` on the command line (as Stockfish, Pikafish and Fairy-Stockfish
    // accept it) prints the bench and exits; a bad depth is refused with exit code 2.
    void benchArgument() {
        QProcess proc;
        proc.start(XIANGQI_BIN_DIR "/xiangqi-engine" XIANGQI_EXE, {"bench", "3"});
        QVERIFY(proc.waitForFinished(60000));
        const QString out = QString::fromUtf8(proc.readAllStandardOutput());
        QVERIFY2(out.contains("Nodes searched: "), qPrintable(out));
        QVERIFY2(out.contains("Nodes/second: "), qPrintable(out));
        QCOMPARE(proc.exitCode(), 0);

        QProcess bad;
        bad.start(XIANGQI_BIN_DIR "/xiangqi-engine" XIANGQI_EXE, {"bench", "99"});
        QVERIFY(bad.waitForFinished(10000));
        QVERIFY(QString::fromUtf8(bad.readAllStandardOutput()).contains("bench needs a depth"));
        QCOMPARE(bad.exitCode(), 2);
    }

    // NoCaptureDrawPlies tells the search the referee's no-capture rule: 120 plies by our rules, 100 under
    // Fairy-Stockfish's 50-move rule. With 99 plies gone, two rooks stalemate the bare general at once
    // (a win by our rules), unless the 100th ply without a capture has drawn the game already.
    void noCaptureDrawPliesOption() {
        QVERIFY(run("uci\n").contains("option name NoCaptureDrawPlies type spin default 120 min 10 max 1000\n"));
        const std::string position = "position fen 3k5/9/9/9/9/9/9/2R6/6R2/4K4 w - - 99 80\ngo depth 3\n";
        for (const char* value : {"", "setoption name NoCaptureDrawPlies value 100\n"}) {
            Engine engine;
            engine.send(QByteArray(value) + QByteArray::fromStdString(position));
            QVERIFY2(engine.waitFor("bestmove ", 10000), engine.out.constData());
            const QByteArray depth3 = engine.out.mid(engine.out.lastIndexOf("info depth 3 "));
            QVERIFY2(depth3.contains(*value ? " score cp 0 " : " score mate 1 "), depth3.constData());
        }
        // A root already at the limit is a game the referee let go on: the search plays on (and stalemates).
        Engine engine;
        engine.send("setoption name NoCaptureDrawPlies value 100\nposition fen 3k5/9/9/9/9/9/9/2R6/6R2/4K4 w - - 100 80\n"
                    "go depth 3\n");
        QVERIFY2(engine.waitFor("bestmove ", 10000), engine.out.constData());
        QVERIFY2(engine.out.mid(engine.out.lastIndexOf("info depth 3 ")).contains(" score mate 1 "), engine.out.constData());
        QVERIFY(run("setoption name NoCaptureDrawPlies value 9\n").contains("info string error: option "
                                                                          "NoCaptureDrawPlies needs a number"));
    }

    // The executable survives binary garbage on its input and exits cleanly at end of input.
    void executableSurvivesGarbage() {
        QProcess proc;
        proc.start(XIANGQI_BIN_DIR "/xiangqi-engine" XIANGQI_EXE);
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
        QVERIFY(out.contains("readyok\n"));  // at once, possibly before the perft output
        QCOMPARE(proc.exitStatus(), QProcess::NormalExit);
        QCOMPARE(proc.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestUci)
#include "test_uci.moc"
