// PGN records (round trips in every notation, errors for malformed files) and the reasons given for refused moves.
#include <QtTest>

#include "xiangqi/movegen.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/movereason.h"
#include "xiangqi/ui/pgn.h"

using namespace xq;
using namespace xq::ui;

Q_DECLARE_METATYPE(xq::Notation)

namespace {

// A game of a few dozen plies, chosen by a fixed rule from the legal moves so every piece type gets to move.
GameRecord sampleGame(const QString& fen = {}) {
    GameRecord g;
    g.startFen = fen;
    g.setTag("Event", "Round trip");
    g.setTag("Red", "Alice");
    g.setTag("Black", "Bob \"the horse\"");
    Position pos = g.startPosition();
    for (int i = 0; i < 40; ++i) {
        MoveList moves;
        generateLegal(pos, moves);
        if (moves.empty()) break;
        const Move m = moves[(i * 7 + 3) % moves.size()];
        g.moves.push_back(m);
        pos.makeMove(m);
    }
    return g;
}

}  // namespace

class TestPgn : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QCoreApplication::setOrganizationName("XiangqiTest"); }

    void roundTrip_data() {
        QTest::addColumn<Notation>("notation");
        QTest::addColumn<QString>("fen");
        QTest::newRow("chinese") << Notation::Chinese << QString();
        QTest::newRow("wxf") << Notation::Wxf << QString();
        QTest::newRow("iccs") << Notation::Iccs << QString();
        const QString setUp = "2bak4/4a4/4b4/p1R6/9/9/P8/4C4/9/3AK4 b - - 0 20";
        QTest::newRow("chinese from FEN, Black first") << Notation::Chinese << setUp;
        QTest::newRow("wxf from FEN") << Notation::Wxf << setUp;
        QTest::newRow("iccs from FEN") << Notation::Iccs << setUp;
    }
    void roundTrip() {
        QFETCH(Notation, notation);
        QFETCH(QString, fen);
        const GameRecord game = sampleGame(fen);
        QVERIFY(!game.moves.empty());
        const QString text = writePgn(game, notation);
        if (notation == Notation::Wxf) QVERIFY(text.contains("[Format \"WXF\"]"));
        if (notation == Notation::Iccs) QVERIFY(text.contains("[Format \"ICCS\"]"));
        if (!fen.isEmpty()) QVERIFY(text.contains("[FEN \"" + fen + "\"]"));
        GameRecord back;
        QString error;
        QVERIFY2(readPgn(text, &back, &error), qPrintable(error + "\n" + text));
        QCOMPARE(back.moves.size(), game.moves.size());
        for (std::size_t i = 0; i < game.moves.size(); ++i) QCOMPARE(back.moves[i], game.moves[i]);
        QCOMPARE(back.startPosition().fen(), game.startPosition().fen());
        QCOMPARE(back.tag("Red"), QStringLiteral("Alice"));
        QCOMPARE(back.tag("Black"), QStringLiteral("Bob \"the horse\""));
    }

    void readsCommentsVariationsAndResults() {
        const QString text =
            "[Event \"x\"]\n[Result \"1-0\"]\n\n1. h2e2 {centre cannon} h9g7 (1... b9c7 2. h0g2) 2. h0g2! ; note\n"
            "i9h9 1-0\n";
        GameRecord g;
        QString error;
        QVERIFY2(readPgn(text, &g, &error), qPrintable(error));
        QCOMPARE(int(g.moves.size()), 4);
        QCOMPARE(g.moves[3], parseUciMove("i9h9"));
        QCOMPARE(g.result, QStringLiteral("1-0"));
    }

    void malformedFilesAreRejectedWithWhereAndWhat_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("illegal move") << "[Event \"x\"]\n\n1. h2e2 h9g7\n2. h0h5 i9h9\n"
                                      << "line 4";
        QTest::newRow("garbage move") << "1. h2e2 xyzzy\n"
                                      << "xyzzy";
        QTest::newRow("bad tag") << "[Event \"x\n1. h2e2\n"
                                 << "line 1";
        QTest::newRow("bad FEN") << "[FEN \"rnbakabnr/9/9 w\"]\n\n1. h2e2\n"
                                 << "FEN";
        QTest::newRow("open comment") << "1. h2e2 {never closed\n"
                                      << "comment";
        QTest::newRow("empty") << "\n\n"
                               << "no game";
        QTest::newRow("binary") << QString::fromLatin1("\x01\x02\x03\xff PK\x03\x04") << "line 1";
    }
    void malformedFilesAreRejectedWithWhereAndWhat() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        GameRecord g = sampleGame();
        const auto before = g.moves;
        QString error;
        QVERIFY(!readPgn(text, &g, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY(g.moves == before);
    }

    void corruptFileLeavesTheGameUnchanged() {
        MainWindow window(false);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        for (const char* m : {"h2e2", "h9g7", "h0g2"}) QVERIFY(window.controller()->requestMove(parseUciMove(m)));
        const QString fenBefore = QString::fromStdString(window.controller()->position().fen());
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write("[Event \"broken\"]\n\n1. h2e2 h9g7 2. e2e9\n");
        file.close();
        QString error;
        QVERIFY(!window.loadPgnFile(file.fileName(), &error));
        QVERIFY2(error.contains("line 3"), qPrintable(error));
        QCOMPARE(window.controller()->length(), 3);
        QCOMPARE(QString::fromStdString(window.controller()->position().fen()), fenBefore);
        QVERIFY(!window.loadPgnFile("/nonexistent/game.pgn", &error));
        QCOMPARE(window.controller()->length(), 3);
    }

    void saveAndLoadThroughFiles() {
        MainWindow window(false);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"})
            QVERIFY(window.controller()->requestMove(parseUciMove(m)));
        const auto moves = window.controller()->record().moves;
        QTemporaryDir dir;
        for (Notation n : {Notation::Chinese, Notation::Wxf, Notation::Iccs}) {
            const QString path = dir.filePath(QString("game%1.pgn").arg(int(n)));
            QString error;
            QVERIFY2(window.savePgnFile(path, n, &error), qPrintable(error));
            window.newGame(hotseat);
            QCOMPARE(window.controller()->length(), 0);
            QVERIFY2(window.loadPgnFile(path, &error), qPrintable(error));
            QVERIFY(window.controller()->record().moves == moves);
            QCOMPARE(window.controller()->cursor(), 4);
        }
    }

    void refusedMoveReasons_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("reason");
        const QString start = QString::fromLatin1(StartFen.data(), int(StartFen.size()));
        QTest::newRow("horse leg") << start << "b0d1"
                                   << "leg";
        QTest::newRow("elephant eye") << "3k5/9/9/9/9/9/9/9/3A5/2B1K4 w - - 0 1"
                                      << "c0e2"
                                      << "eye";
        QTest::newRow("elephant river") << "3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1"
                                        << "c4a6"
                                        << "river";
        QTest::newRow("general palace") << "3k5/9/9/9/9/9/9/4K4/9/9 w - - 0 1"
                                        << "e2e3"
                                        << "palace";
        QTest::newRow("advisor diagonal") << "3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1"
                                          << "e1e2"
                                          << "diagonal";
        QTest::newRow("chariot blocked") << start << "a0a4"
                                         << "jump";
        QTest::newRow("cannon screen") << start << "b2b7"
                                       << "exactly one";
        QTest::newRow("cannon jump") << start << "b2b8"
                                     << "only to capture";
        QTest::newRow("soldier back") << "3k5/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1"
                                      << "e4e3"
                                      << "backward";
        QTest::newRow("soldier sideways") << start << "c3d3"
                                          << "river";
        QTest::newRow("own piece") << start << "a0a3"
                                   << "own piece";
        QTest::newRow("wrong turn") << start << "h9g7"
                                    << "Red's turn";
        QTest::newRow("facing generals") << "3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1"
                                         << "e0d0"
                                         << "face";
        QTest::newRow("pinned") << "4k4/9/9/9/9/4r4/9/9/4R4/4K4 w - - 0 1"
                                << "e1d1"
                                << "check";
        QTest::newRow("in check") << "3k5/9/9/9/4r4/9/9/9/9/4K3R w - - 0 1"
                                  << "i0i1"
                                  << "in check";
    }
    void refusedMoveReasons() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(QString, reason);
        Position pos;
        std::string error;
        QVERIFY2(pos.setFen(fen.toStdString(), &error), error.c_str());
        const QString why = illegalMoveReason(pos, parseUciMove(move.toStdString()));
        QVERIFY2(why.contains(reason), qPrintable(why));
    }

    void legalMovesHaveNoReason() {
        Position pos;
        MoveList moves;
        generateLegal(pos, moves);
        for (Move m : moves) QVERIFY(illegalMoveReason(pos, m).isEmpty());
    }
};

QTEST_MAIN(TestPgn)
#include "test_pgn.moc"
