// Resource limits: a record with a million moves, files of hundreds of megabytes and more than the window opens
// are refused or read in bounded memory and time, with a message naming what and where. (A FEN line of 1 MB and
// a UCI line of 10 MB: test_position::rejectsHugeCounters and test_uci::hugeLinesAreRefused.)
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cctype>

#include "xiangqi/chessbridge.h"
#include "xiangqi/dhtmlxq.h"
#include "xiangqi/pgn.h"
#include "xiangqi/recordio.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/recordloader.h"
#include "xiangqi/xqf.h"

using namespace xq;

namespace {

// Horses out and back, for ever: every move legal, no capture, so a game of any length.
const char* const Shuffle[4] = {"h0g2", "h9g7", "g2h0", "g7h9"};

// A PGN game of `plies` ICCS moves.
std::string longPgn(int plies) {
    std::string text = "[Event \"long\"]\n[Format \"ICCS\"]\n\n";
    text.reserve(std::size_t(plies) * 8 + 64);
    for (int i = 0; i < plies; ++i) {
        if (i % 2 == 0) text += std::to_string(i / 2 + 1) + ". ";
        std::string m = Shuffle[i % 4];
        text += char(std::toupper(m[0]));
        text += m[1];
        text += '-';
        text += char(std::toupper(m[2]));
        text += m[3];
        text += (i % 10 == 9) ? '\n' : ' ';
    }
    return text + "*\n";
}

// A CBF record of `plies` moves (value="XY-XY": file from Red's left, row from Black's side).
std::string longCbf(int plies) {
    static const char* const cbf[4] = {"79-67", "70-62", "67-79", "62-70"};
    std::string text =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ChineseChessRecord Version=\"1.0\">\n <Head>\n"
        "  <FEN>rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1</FEN>\n </Head>\n <MoveList>\n";
    for (int i = 0; i < plies; ++i) text += std::string("  <Move value=\"") + cbf[i % 4] + "\" />\n";
    return text + " </MoveList>\n</ChineseChessRecord>\n";
}

// A ChessBridge CBR record of `plies` moves from the standard start (docs/FORMATS.md: a 2214-byte header, the
// board at 2120 with row 0 = Black's back rank, then 4-byte entries: flags, reserved, from, to).
std::string longCbr(int plies) {
    std::string bytes(2214, '\0');
    bytes.replace(0, 16, std::string("CCBridge Record\0", 16));
    bytes[2112] = 1;  // Red to move
    const std::string_view rows[10] = {"rnbakabnr", ".........", ".c.....c.", "p.p.p.p.p", ".........",
                                       ".........", "P.P.P.P.P", ".C.....C.", ".........", "RNBAKABNR"};
    const std::string_view letters = "rnbakcp";  // codes 1-7
    for (int row = 0; row < 10; ++row)
        for (int col = 0; col < 9; ++col) {
            const char c = rows[row][std::size_t(col)];
            if (c == '.') continue;
            const int code = int(letters.find(char(std::tolower(c)))) + 1;
            bytes[std::size_t(2120 + row * 9 + col)] = char((std::isupper(c) ? 0x10 : 0x20) | code);
        }
    bytes += std::string(4, '\0');  // the opening entry: moves follow
    auto index = [](std::string_view sq) { return char((9 - (sq[1] - '0')) * 9 + (sq[0] - 'a')); };
    for (int i = 0; i < plies; ++i) {
        const std::string_view m = Shuffle[i % 4];
        bytes += char(i + 1 == plies ? 0x01 : 0x00);
        bytes += '\0';
        bytes += index(m.substr(0, 2));
        bytes += index(m.substr(2, 2));
    }
    return bytes;
}

GameRecord longRecord(int plies) {
    GameRecord g;
    NodeId at = RootNode;
    for (int i = 0; i < plies; ++i) at = g.addMove(at, parseUciMove(Shuffle[i % 4]));
    return g;
}

}  // namespace

class TestLimits : public QObject {
    Q_OBJECT
private slots:
    // A game of a million moves: refused at move MaxRecordMoves + 1 with its place, in bounded time.
    void millionMovePgnIsRefused() {
        const std::string text = longPgn(1000000);
        QElapsedTimer t;
        t.start();
        const RecordFile file = readRecords(text, "long.pgn");
        const qint64 ms = t.elapsed();
        QCOMPARE(int(file.games.size()), 0);
        QCOMPARE(int(file.errors.size()), 1);
        const RecordError& e = file.errors.front();
        QCOMPARE(e.code, RecordErrorCode::TooLarge);
        QCOMPARE(e.line, std::size_t(4 + MaxRecordMoves / 10));  // the line of the first move too many
        QVERIFY(e.column >= 1);
        QCOMPARE(e.moveNumber, MaxRecordMoves / 2 + 1);
        const std::string message = describeError(e);
        QVERIFY2(message.find("too large") != std::string::npos, message.c_str());
        QVERIFY2(ms < 30000, qPrintable(QString("%1 ms").arg(ms)));
        qInfo("1,000,000-move PGN (%zu bytes) refused in %lld ms: %s", text.size(), ms, message.c_str());
    }

    void longestGameIsRead() {
        const std::string text = longPgn(MaxRecordMoves);
        std::vector<GameRecord> games;
        RecordError error;
        QElapsedTimer t;
        t.start();
        QVERIFY2(readPgn(text, &games, &error), describeError(error).c_str());
        QCOMPARE(int(games.front().mainLineMoves().size()), MaxRecordMoves);
        QVERIFY(t.elapsed() < 30000);
        QVERIFY(!readPgn(longPgn(MaxRecordMoves + 1), &games, &error));
        QCOMPARE(error.code, RecordErrorCode::TooLarge);
    }

    // The same limit in the other readers.
    void otherFormatsAreLimited() {
        const GameRecord big = longRecord(MaxRecordMoves + 1);
        const std::string xqf = writeXqf(big);
        GameRecord game;
        RecordError error;
        QVERIFY(!readXqf(xqf, &game, &error));
        QCOMPARE(error.code, RecordErrorCode::TooLarge);
        QVERIFY(error.offset > 0 && error.offset < xqf.size());
        QVERIFY(readXqf(writeXqf(longRecord(1000)), &game, &error));

        const std::string cbf = longCbf(MaxRecordMoves + 1);
        QVERIFY(!readCbf(cbf, &game, &error));
        QCOMPARE(error.code, RecordErrorCode::TooLarge);
        QCOMPARE(error.line, std::size_t(7 + MaxRecordMoves));
        QVERIFY(readCbf(longCbf(1000), &game, &error));

        // ChessBridge CBR: a million moves, refused at the entry of the first move too many, in bounded time.
        const std::string cbr = longCbr(1000000);
        QElapsedTimer t;
        t.start();
        const RecordFile cbrFile = readRecords(cbr, "long.cbr");
        QVERIFY(t.elapsed() < 30000);
        QCOMPARE(int(cbrFile.games.size()), 0);
        QCOMPARE(int(cbrFile.errors.size()), 1);
        QCOMPARE(cbrFile.errors.front().code, RecordErrorCode::TooLarge);
        QCOMPARE(cbrFile.errors.front().offset, std::size_t(2218 + 4 * MaxRecordMoves));
        QVERIFY(readCbr(longCbr(MaxRecordMoves), &game, &error));
        QCOMPARE(game.moveCount(), MaxRecordMoves);

        // DhtmlXQ: four digits a move (file from Red's left, row from Black's side).
        static const char* const dhtml[4] = {"7967", "7062", "6779", "6270"};
        std::string moves;
        for (int i = 0; i <= MaxRecordMoves; ++i) moves += dhtml[i % 4];
        const std::string ubb = "[DhtmlXQ]\n[DhtmlXQ_movelist]" + moves + "[/DhtmlXQ_movelist]\n[/DhtmlXQ]\n";
        std::vector<GameRecord> games;
        std::vector<RecordError> errors;
        readDhtmlXq(ubb, &games, &errors);
        QCOMPARE(int(games.size()), 0);
        QCOMPARE(int(errors.size()), 1);
        QCOMPARE(errors.front().code, RecordErrorCode::TooLarge);
        QVERIFY(errors.front().line >= 1 && errors.front().column > std::size_t(4 * MaxRecordMoves));
    }

    // The window says why, in its words, and keeps its game.
    void windowRefusesAMillionMoves() {
        ui::MainWindow window(false);
        QVERIFY(ui::parts::controller(window)->requestMove(parseUciMove("h2e2")));
        QString error;
        QElapsedTimer t;
        t.start();
        QVERIFY(!window.loadPgnText(QString::fromStdString(longPgn(1000000)), &error));
        QVERIFY2(t.elapsed() < 30000, qPrintable(QString("%1 ms").arg(t.elapsed())));
        QVERIFY2(!error.isEmpty(), "no message");
        QCOMPARE(ui::parts::controller(window)->length(), 1);
    }

    // More than the window opens (1 GiB): refused before a byte is read. A sparse file costs no disk.
    void fileLargerThanTheLimitIsRefusedAtOnce() {
        QTemporaryDir dir;
        QFile f(dir.filePath("huge.pgn"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(session::MaxRecordFileBytes + 1));
        f.close();
        QElapsedTimer t;
        t.start();
        const session::LoadedRecords loaded = session::readRecordFile(f.fileName());
        QVERIFY(t.elapsed() < 2000);
        QVERIFY2(!loaded.error.isEmpty(), "no message");
        QCOMPARE(loaded.gameCount(), 0);
    }

    // A file of a few hundred megabytes within the limit: read in time proportional to its size, with memory
    // about its size (the text, then its index), and a message when it holds no game. Measured here on 300 MB of
    // zero bytes (sparse: no disk) and 64 MB of PGN (a game repeated); XIANGQI_LIMITS_MB sets the PGN size.
    void hundredsOfMegabytesAreBounded() {
        QTemporaryDir dir;
        QFile zeros(dir.filePath("zeros.pgn"));
        QVERIFY(zeros.open(QIODevice::WriteOnly));
#ifdef XIANGQI_SANITIZED
        const qint64 zeroMb = 100;  // 300 MB took 69 s under ASan on the loaded machine: the same bound on a third
#else
        const qint64 zeroMb = 300;
#endif
        QVERIFY(zeros.resize(zeroMb << 20));
        zeros.close();
        QElapsedTimer t;
        t.start();
        session::LoadedRecords loaded = session::readRecordFile(zeros.fileName());
        const qint64 zeroMs = t.elapsed();
        QVERIFY2(!loaded.error.isEmpty() || !loaded.errors.empty(), "zero bytes read without a message");
        QCOMPARE(loaded.gameCount(), 0);
        QVERIFY2(zeroMs < 60000, qPrintable(QString("%1 ms").arg(zeroMs)));

        bool ok = false;
        const int mb = qEnvironmentVariableIntValue("XIANGQI_LIMITS_MB", &ok);
        const qint64 target = qint64(ok && mb > 0 ? mb : 64) << 20;
        const std::string game = longPgn(200) + "\n";
        QFile pgn(dir.filePath("many.pgn"));
        QVERIFY(pgn.open(QIODevice::WriteOnly));
        std::string block;
        while (block.size() < (std::size_t(1) << 20)) block += game;
        qint64 games = 0;
        while (pgn.size() < target) {
            QCOMPARE(pgn.write(block.data(), qint64(block.size())), qint64(block.size()));
            games += qint64(block.size() / game.size());
        }
        pgn.close();
        t.restart();
        loaded = session::readRecordFile(pgn.fileName());
        const qint64 pgnMs = t.elapsed();
        QVERIFY2(loaded.error.isEmpty(), qPrintable(loaded.error));
        QCOMPARE(qint64(loaded.gameCount()), games);
        GameRecord last;
        RecordError error;
        QVERIFY(loaded.readGame(loaded.gameCount() - 1, &last, &error));
        QCOMPARE(int(last.mainLineMoves().size()), 200);
        QVERIFY2(pgnMs < 120000, qPrintable(QString("%1 ms").arg(pgnMs)));
        qInfo("%lld MB of zeros refused in %lld ms; %lld MB of PGN (%lld games) indexed in %lld ms", zeroMb, zeroMs,
              qint64(target >> 20), games, pgnMs);
    }
};

QTEST_MAIN(TestLimits)
#include "test_limits.moc"
