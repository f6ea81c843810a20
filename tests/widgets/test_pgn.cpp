// PGN records (round trips in every notation, errors for malformed files) and the reasons given for refused moves.
#include <QtTest>

#include <QTableWidget>

#include "xiangqi/movegen.h"
#include "xiangqi/pgn.h"
#include "xiangqi/session/gamedocument.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/ui/gamechooser.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/recordloader.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

Q_DECLARE_METATYPE(xq::Notation)

namespace {

// A game of a few dozen plies, chosen by a fixed rule from the legal moves so every piece type gets to move.
GameRecord sampleGame(const QString& fen = {}) {
    GameRecord g;
    g.setStartFen(fen.toStdString());
    g.setTag("Event", "Round trip");
    g.setTag("Red", "Alice");
    g.setTag("Black", "Bob \"the horse\"");
    Position pos = g.startPosition();
    NodeId at = RootNode;
    for (int i = 0; i < 40; ++i) {
        MoveList moves;
        generateLegal(pos, moves);
        if (moves.empty()) break;
        const Move m = moves[(i * 7 + 3) % moves.size()];
        at = g.addMove(at, m);
        pos.makeMove(m);
    }
    return g;
}

bool readText(const QString& text, GameRecord* g, QString* error) {
    std::vector<GameRecord> games;
    RecordError e;
    if (!readPgn(text.toStdString(), &games, &e)) {
        *error = recordErrorText(e);
        return false;
    }
    *g = games.front();
    return true;
}

// The game document's errors in words, for the checks below.
QString openError(GameDocument& document, const QString& path, int gameIndex = 0) {
    DocumentError e;
    return document.open(path, gameIndex, &e) ? QString() : documentErrorText(e);
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
        QVERIFY(game.moveCount() > 0);
        const QString text = QString::fromStdString(writePgn(game, notation));
        if (notation == Notation::Wxf) QVERIFY(text.contains("[Format \"WXF\"]"));
        if (notation == Notation::Iccs) QVERIFY(text.contains("[Format \"ICCS\"]"));
        if (!fen.isEmpty()) QVERIFY(text.contains("[FEN \"" + fen + "\"]"));
        GameRecord back;
        QString error;
        QVERIFY2(readText(text, &back, &error), qPrintable(error + "\n" + text));
        QVERIFY(back.mainLineMoves() == game.mainLineMoves());
        QCOMPARE(back.startPosition().fen(), game.startPosition().fen());
        QCOMPARE(back.tag("Red"), std::string("Alice"));
        QCOMPARE(back.tag("Black"), std::string("Bob \"the horse\""));
    }

    void readsCommentsVariationsAndResults() {
        const QString text =
            "[Event \"x\"]\n[Result \"1-0\"]\n\n1. h2e2 {centre cannon} h9g7 (1... b9c7 2. h0g2) 2. h0g2! ; note\n"
            "i9h9 1-0\n";
        GameRecord g;
        QString error;
        QVERIFY2(readText(text, &g, &error), qPrintable(error));
        QCOMPARE(int(g.mainLineMoves().size()), 4);
        QCOMPARE(g.mainLineMoves()[3], parseUciMove("i9h9"));
        QCOMPARE(g.result(), std::string("1-0"));
        QVERIFY(g.hasVariations());
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
        const auto before = g.mainLineMoves();
        QString error;
        QVERIFY(!readText(text, &g, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY(g.mainLineMoves() == before);
    }

    void corruptFileLeavesTheGameUnchanged() {
        GameController controller;
        GameDocument document(&controller);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        controller.newGame(hotseat);
        for (const char* m : {"h2e2", "h9g7", "h0g2"}) QVERIFY(controller.requestMove(parseUciMove(m)));
        const QString fenBefore = QString::fromStdString(controller.position().fen());
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write("[Event \"broken\"]\n\n1. h2e2 h9g7 2. e2e9\n");
        file.close();
        QString error = openError(document, file.fileName());
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains("line 3"), qPrintable(error));
        QCOMPARE(controller.length(), 3);
        QCOMPARE(QString::fromStdString(controller.position().fen()), fenBefore);
        QVERIFY(!openError(document, "/nonexistent/game.pgn").isEmpty());
        QCOMPARE(controller.length(), 3);
    }

    void saveAndLoadThroughFiles() {
        GameController controller;
        GameDocument document(&controller);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        controller.newGame(hotseat);
        for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"}) QVERIFY(controller.requestMove(parseUciMove(m)));
        const GameRecord played = controller.record();
        QTemporaryDir dir;
        for (Notation n : {Notation::Chinese, Notation::Wxf, Notation::Iccs}) {
            const QString path = dir.filePath(QString("game%1.pgn").arg(int(n)));
            controller.loadRecord(played);
            DocumentError e;
            QVERIFY2(document.saveAs(path, n, &e), qPrintable(documentErrorText(e)));
            controller.newGame(hotseat);
            document.clear();
            QCOMPARE(controller.length(), 0);
            const QString error = openError(document, path);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY(controller.record().mainLineMoves() == played.mainLineMoves());
            QCOMPARE(controller.cursor(), 4);
        }
    }

    // Issue 9, defects 5 and 6: whole files of any size and encoding, collections, comments and variations kept.
    void collectionsEncodingsAndLargeFiles() {
        GameController controller;
        GameDocument document(&controller);
        const QString data = QStringLiteral(XIANGQI_TEST_DATA) + "/records/";
        QString error;
        // GBK, as XQWizard writes it.
        QVERIFY2((error = openError(document, data + "xqwizard-gbk.pgn")).isEmpty(), qPrintable(error));
        QCOMPARE(controller.length(), 19);
        QCOMPARE(controller.record().tag("Red"), std::string("赵国荣"));
        // A collection: the chooser lists every game with its players; a chosen game opens.
        const LoadedRecords loaded = readRecordFile(data + "multi.pgn");
        QCOMPARE(loaded.gameCount(), 3);
        GameChooser chooser(loaded);
        QCOMPARE(chooser.table()->rowCount(), 3);
        QCOMPARE(chooser.table()->item(2, 1)->text(), QStringLiteral("E"));
        QVERIFY2((error = openError(document, data + "multi.pgn", 2)).isEmpty(), qPrintable(error));
        QCOMPARE(controller.record().tag("Event"), std::string("Game three"));
        // A file far larger than the old 4 MiB limit: the last game is read too.
        QTemporaryDir dir;
        const QString big = dir.filePath("big.pgn");
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            const QByteArray game =
                "[Event \"filler\"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 {a comment to make it longer, "
                "and longer, and longer still} *\n\n";
            // Made in memory and written at once (asking the file its size after each game took minutes under Wine).
            QByteArray bytes = game.repeated(6 * 1024 * 1024 / game.size() + 1);
            bytes += "[Event \"the last one\"]\n\n1. c3c4 *\n";
            QCOMPARE(f.write(bytes), bytes.size());
        }
        const LoadedRecords many = readRecordFile(big);
        QVERIFY(many.gameCount() > 40000);
        QVERIFY2((error = openError(document, big, many.gameCount() - 1)).isEmpty(), qPrintable(error));
        QCOMPARE(controller.record().tag("Event"), std::string("the last one"));
        // Open then save keeps comments and variations: the saved file reads back as the same record.
        QVERIFY2((error = openError(document, data + "xqwizard-gbk.pgn")).isEmpty(), qPrintable(error));
        const GameRecord opened = controller.record();
        QVERIFY(opened.hasVariations());
        const QString saved = dir.filePath("saved.pgn");
        DocumentError e;
        QVERIFY2(document.saveAs(saved, Notation::Chinese, &e), qPrintable(documentErrorText(e)));
        QVERIFY2((error = openError(document, saved)).isEmpty(), qPrintable(error));
        QVERIFY(controller.record() == opened);
    }

    // Issue 10: the document opens every format the game core reads, saves XQF, and never overwrites a collection
    // or a format it cannot write with Save.
    void everyRecordFormatOpensInTheWindow() {
        GameController controller;
        GameDocument document(&controller);
        const QString data = QStringLiteral(XIANGQI_TEST_DATA) + "/records/";
        QString error;
        for (const char* name :
             {"game-v10.xqf", "game-v11.xqf", "game-v12.xqf", "game-v18.xqf", "endgame-v10.xqf", "game-dhtmlxq.txt",
              "endgame-dhtmlxq.txt", "game.cbf", "game.cbr", "endgame-black.cbr"}) {
            controller.newGame(GameSetup());
            document.clear();
            error = openError(document, data + name);
            QVERIFY2(error.isEmpty(), qPrintable(QString(name) + ": " + error));
            QVERIFY2(controller.length() > 0, name);
        }
        // A broken XQF: refused with its place, the game on the board unchanged.
        QVERIFY2((error = openError(document, data + "game.cbf")).isEmpty(), qPrintable(error));
        const int length = controller.length();
        error = openError(document, data + "bad-keys.xqf");
        QVERIFY(!error.isEmpty());
        QCOMPARE(controller.length(), length);
        // A ChessBridge library: the chosen game; a broken CBR refused with its byte offset, the board unchanged;
        // a library with a bad game opens its other games and says that one was left out, and where.
        QVERIFY2((error = openError(document, data + "library.cbl", 2)).isEmpty(), qPrintable(error));
        QCOMPARE(controller.record().tag("Title"), std::string("库三"));
        error = openError(document, data + "bad-magic.cbr");  // not a CBR header: refused
        QVERIFY(!error.isEmpty());
        QCOMPARE(controller.record().tag("Title"), std::string("库三"));
        // (partial-library.cbl: its third game has a board byte that is no piece; the list holds the others, the
        // second of them read up to its illegal tenth move.)
        QVERIFY2((error = openError(document, data + "partial-library.cbl", 1)).isEmpty(), qPrintable(error));
        QCOMPARE(controller.record().tag("Title"), std::string("库二"));
        QCOMPARE(int(document.skippedGames().size()), 1);
        const QString skipped = recordErrorText(document.skippedGames().front());
        QVERIFY2(skipped.contains("byte 81900"), qPrintable(skipped));
        QCOMPARE(document.partialRead().code, RecordErrorCode::BadMove);
        // A CBR record whose moves go wrong (a square off the board in its first move) opens up to there, and the
        // place is said with the reader's detail, not only "bad data".
        QVERIFY2((error = openError(document, data + "bad-square.cbr")).isEmpty(), qPrintable(error));
        const QString stopped = recordErrorText(document.partialRead());
        QVERIFY2(stopped.contains("2242") && stopped.contains("off the board"), qPrintable(stopped));
        QVERIFY2((error = openError(document, data + "game.cbf")).isEmpty(), qPrintable(error));
        // Save as XQF and read it back: the same moves.
        const auto moves = controller.record().mainLineMoves();
        QTemporaryDir dir;
        const QString xqf = dir.filePath("saved.xqf");
        DocumentError e;
        QVERIFY2(document.saveAs(xqf, Notation::Chinese, &e), qPrintable(documentErrorText(e)));
        QVERIFY(readRecordFile(xqf).format == RecordFormat::Xqf);
        QVERIFY2((error = openError(document, xqf)).isEmpty(), qPrintable(error));
        QVERIFY(controller.record().mainLineMoves() == moves);
        // Pasted UBB text opens too.
        QFile ubb(data + "game-dhtmlxq.txt");
        QVERIFY(ubb.open(QIODevice::ReadOnly));
        QVERIFY2(document.openText(QString::fromUtf8(ubb.readAll()), &e), qPrintable(documentErrorText(e)));
        QVERIFY(controller.length() > 0);
    }

    // Issue 10: the opening's ECCO code and name above the move list as the game goes on, and in the saved tags.
    void openingNamesAsTheGameGoesOn() {
        MainWindow window(false);
        window.setLanguage("en");
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        QVERIFY(parts::openingText(window).isEmpty());  // no move yet
        for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"})
            QVERIFY(parts::controller(window)->requestMove(parseUciMove(m)));
        const QString afterSix = parts::openingText(window);
        QVERIFY2(afterSix.startsWith("C00"), qPrintable(afterSix));  // central cannon against screen horses
        parts::controller(window)->goToPly(2);                             // 炮二平五 马8进7: against the left horse
        QVERIFY2(parts::openingText(window).startsWith("B05"), qPrintable(parts::openingText(window)));
        window.setLanguage("zh_CN");
        parts::controller(window)->goToPly(6);
        QVERIFY2(parts::openingText(window).contains(QStringLiteral("炮")), qPrintable(parts::openingText(window)));
        window.setLanguage("en");
        QTemporaryDir dir;
        const QString path = dir.filePath("opening.pgn");
        DocumentError error;
        QVERIFY2(parts::document(window)->writeCopy(path, Notation::Iccs, &error),
                 qPrintable(documentErrorText(error)));
        const LoadedRecords saved = readRecordFile(path);
        QCOMPARE(QString::fromStdString(saved.tag(0, "ECCO")), afterSix.section(' ', 0, 0));
        QVERIFY(!saved.tag(0, "Opening").empty());
        // A set-up position has no opening.
        window.newGame(hotseat, QStringLiteral("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"));
        QVERIFY(parts::controller(window)->requestMove(parseUciMove("e1d1")));
        QVERIFY(parts::openingText(window).isEmpty());
    }

    void saveNeverOverwritesACollection() {
        GameController controller;
        GameDocument document(&controller);
        QTemporaryDir dir;
        const QString collection = dir.filePath("three.pgn");
        QVERIFY(QFile::copy(QStringLiteral(XIANGQI_TEST_DATA) + "/records/multi.pgn", collection));
        QFile before(collection);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray original = before.readAll();
        before.close();
        QString error;
        QVERIFY2((error = openError(document, collection, 0)).isEmpty(), qPrintable(error));
        QVERIFY(!document.canSaveBack());  // so Save asks for a name instead of writing one game over three
        const QString single = dir.filePath("one.pgn");
        QVERIFY(document.writeCopy(single, Notation::Chinese));
        QVERIFY2((error = openError(document, single)).isEmpty(), qPrintable(error));
        QVERIFY(document.canSaveBack());
        QVERIFY2((error = openError(document, QStringLiteral(XIANGQI_TEST_DATA) + "/records/game.cbf")).isEmpty(),
                 qPrintable(error));
        QVERIFY(!document.canSaveBack());  // CBF is read, not written
        QFile after(collection);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), original);
    }

    void filesThatNeverEndAreRefused() {
#ifdef Q_OS_UNIX
        QTemporaryDir dir;
        const QString fifo = dir.filePath("fifo.pgn");
        QVERIFY(QProcess::execute("mkfifo", {fifo}) == 0);
        GameController controller;
        GameDocument document(&controller);
        QElapsedTimer t;
        t.start();
        const QString error = openError(document, fifo);
        QVERIFY(!error.isEmpty());
        QVERIFY(t.elapsed() < 5000);
        QVERIFY2(error.contains("not a regular file"), qPrintable(error));
#else
        QSKIP("FIFOs are a POSIX feature");
#endif
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
        FenError error;
        QVERIFY2(pos.setFen(fen.toStdString(), &error), describe(error).c_str());
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
