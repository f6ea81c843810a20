// Record formats beyond PGN: XQF (plain and encrypted), DhtmlXQ, ChessBridge CBF, format detection, and ECCO.
#include <QProcess>
#include <QTest>

#include <array>
#include <fstream>
#include <random>
#include <sstream>

#include "xiangqi/chessbridge.h"
#include "xiangqi/dhtmlxq.h"
#include "xiangqi/ecco.h"
#include "xiangqi/movegen.h"
#include "xiangqi/pgn.h"
#include "xiangqi/puzzle.h"
#include "xiangqi/recordio.h"
#include "xiangqi/setupcheck.h"
#include "xiangqi/xqf.h"

#include "recordtestdata.h"

using namespace xq;

namespace {

using testdata::line;
using testdata::mainLine;
using testdata::readBytes;

std::vector<Move> uciLine(const char* text) {
    std::vector<Move> out;
    std::istringstream in(text);
    std::string m;
    while (in >> m) out.push_back(parseUciMove(m));
    return out;
}

// The tree written by tests/data/records/make_fixtures.py, read back from any version.
void checkFixtureGame(const GameRecord& g) {
    QCOMPARE(g.startFen(), std::string());
    QCOMPARE(mainLine(g), std::string("h2e2 h9g7 h0g2 i9h9 i0h0"));
    QCOMPARE(g.node(RootNode).comment, std::string("开局前的评论"));
    const NodeId first = g.node(RootNode).children.at(0);
    QCOMPARE(g.node(first).comment, std::string("中炮"));
    // Black's first move has a variation b9c7 (with a comment) continued by b0c2.
    const auto& replies = g.node(first).children;
    QCOMPARE(replies.size(), std::size_t(2));
    QCOMPARE(moveToUci(g.node(replies[1]).move), std::string("b9c7"));
    QCOMPARE(g.node(replies[1]).comment, std::string("另一种应法"));
    QCOMPARE(line(g.movesTo(g.lineEnd(replies[1]))), std::string("h2e2 b9c7 b0c2"));
    // Black's second move has a variation h7i7, commented, continued by i0h0.
    const NodeId redSecond = g.node(replies[0]).children.at(0);
    const auto& second = g.node(redSecond).children;
    QCOMPARE(second.size(), std::size_t(2));
    QCOMPARE(g.node(second[1]).comment, std::string("变着：平炮"));
    QCOMPARE(line(g.movesTo(g.lineEnd(second[1]))), std::string("h2e2 h9g7 h0g2 h7i7 i0h0"));
    QCOMPARE(g.moveCount(), 9);
    QCOMPARE(g.tag("Title"), std::string("测试棋谱"));
    QCOMPARE(g.tag("Event"), std::string("全国象棋个人赛"));
    QCOMPARE(g.tag("Date"), std::string("2026-11-23"));
    QCOMPARE(g.tag("Site"), std::string("北京"));
    QCOMPARE(g.tag("Red"), std::string("张三"));
    QCOMPARE(g.tag("Black"), std::string("李四"));
    QCOMPARE(g.tag("Opening"), std::string("中炮对屏风马"));
    QCOMPARE(g.tag("Annotator"), std::string("评论员"));
    QCOMPARE(g.tag("Author"), std::string("作者"));
    QCOMPARE(g.result(), std::string("1-0"));
    QCOMPARE(g.positionAt(g.lineEnd(RootNode)).fen(),
             std::string("rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 b - - 5 3"));
}

}  // namespace

class TestFormats : public QObject {
    Q_OBJECT
private slots:
    void xqfVersions_data();
    void xqfVersions();
    void xqfEndgame_data();
    void xqfEndgame();
    void xqfRoundTrip_data();
    void xqfRoundTrip();
    void xqfErrors_data();
    void xqfErrors();
    void xqfReadUpToTheBreak_data();
    void xqfReadUpToTheBreak();
    void xqfDamagedNeverCrashes();
    void xqfHeaderStringsCutCleanly();
    void dhtmlxq();
    void dhtmlxqEndgameAndPaste();
    void dhtmlxqEccoInOpening();
    void dhtmlxqErrors_data();
    void dhtmlxqErrors();
    void cbf();
    void cbfErrors();
    void cbfReadUpToTheBreak_data();
    void cbfReadUpToTheBreak();
    void cbfEveryCutReadsUpToTheCut();
    void detection_data();
    void detection();
    void eccoKnownGames_data();
    void eccoKnownGames();
    void eccoTags();
    void puzzleSet();
    void winStudySet();
    void convertFolder();
    void convertTwiceChangesNothing();
    void convertKeepsChineseCharacters();
};

void TestFormats::xqfVersions_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("1.0 plain") << "game-v10.xqf";
    QTest::newRow("1.1 encrypted") << "game-v11.xqf";
    QTest::newRow("1.2 encrypted, rotated places") << "game-v12.xqf";
    QTest::newRow("1.8 encrypted") << "game-v18.xqf";
}

void TestFormats::xqfVersions() {
    QFETCH(QString, file);
    const std::string bytes = readBytes(file.toStdString());
    QVERIFY(bytes.size() > 1024);
    QCOMPARE(detectFormat(bytes, file.toStdString()), RecordFormat::Xqf);
    QCOMPARE(detectFormat(bytes, "no-extension"), RecordFormat::Xqf);  // by its magic alone
    GameRecord g;
    RecordError e;
    QVERIFY2(readXqf(bytes, &g, &e), describeError(e).c_str());
    checkFixtureGame(g);
    const RecordFile f = readRecords(bytes, file.toStdString());
    QCOMPARE(f.format, RecordFormat::Xqf);
    QCOMPARE(f.games.size(), std::size_t(1));
    QVERIFY(f.errors.empty());
}

void TestFormats::xqfEndgame_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("1.0") << "endgame-v10.xqf";
    QTest::newRow("1.2 encrypted") << "endgame-v12.xqf";
    QTest::newRow("1.1 encrypted, header names the wrong side") << "endgame-wrong-side-v11.xqf";
}

void TestFormats::xqfEndgame() {
    QFETCH(QString, file);
    GameRecord g;
    RecordError e;
    QVERIFY2(readXqf(readBytes(file.toStdString()), &g, &e), describeError(e).c_str());
    QCOMPARE(g.startFen(), std::string("3k5/4a4/9/9/9/9/9/9/3R5/4K4 b - - 0 1"));
    QCOMPARE(mainLine(g), std::string("d9e9 d1d9"));
    QCOMPARE(g.node(g.node(RootNode).children[0]).comment, std::string("将平"));
    QCOMPARE(g.tag("Title"), std::string("残局"));
    QCOMPARE(g.result(), std::string("*"));
}

void TestFormats::xqfRoundTrip_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("encrypted 1.2 fixture") << "game-v12.xqf";
    QTest::newRow("set-up position") << "endgame-v12.xqf";
    QTest::newRow("PGN with variations and GBK comments") << "xqwizard-gbk.pgn";
    QTest::newRow("PGN collection, first game") << "multi.pgn";
}

void TestFormats::xqfRoundTrip() {
    QFETCH(QString, file);
    const RecordFile in = readRecords(readBytes(file.toStdString()), file.toStdString());
    QVERIFY(!in.games.empty());
    GameRecord original = in.games.front();
    const std::string written = writeXqf(original);
    QCOMPARE(written.substr(0, 3), std::string("XQ\x0a"));
    GameRecord back;
    RecordError e;
    QVERIFY2(readXqf(written, &back, &e), describeError(e).c_str());
    // XQF keeps the tree, the comments, the result and its header strings; annotations and other tags go.
    QCOMPARE(back.startFen(), original.startFen());
    QCOMPARE(back.moveCount(), original.moveCount());
    QCOMPARE(mainLine(back), mainLine(original));
    QCOMPARE(back.result(), original.result());
    for (const char* tag : {"Event", "Date", "Site", "Red", "Black"})
        if (original.tag(tag).size() < 15) QCOMPARE(back.tag(tag), original.tag(tag));
    std::vector<NodeId> stack{RootNode}, stackBack{RootNode};
    while (!stack.empty()) {
        const NodeId a = stack.back(), b = stackBack.back();
        stack.pop_back();
        stackBack.pop_back();
        const MoveNode &na = original.node(a), &nb = back.node(b);
        QCOMPARE(nb.move, na.move);
        const std::string expected =
            na.commentBefore.empty() ? na.comment : na.commentBefore + (na.comment.empty() ? "" : "\n" + na.comment);
        QCOMPARE(nb.comment, expected);
        QCOMPARE(nb.children.size(), na.children.size());
        for (std::size_t k = 0; k < na.children.size(); ++k) {
            stack.push_back(na.children[k]);
            stackBack.push_back(nb.children[k]);
        }
    }
    // Writing the read-back game again gives the same bytes.
    QCOMPARE(writeXqf(back), written);
}

void TestFormats::xqfErrors_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("code");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("moveNumber");
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("moveError");
    const int none = int(MoveTextError::None);
    QTest::newRow("truncated moves") << "bad-truncated.xqf" << int(RecordErrorCode::Truncated) << 1054 << 1 << 0
                                     << none;
    QTest::newRow("truncated header") << "bad-short-header.xqf" << int(RecordErrorCode::Truncated) << 200 << 0 << 0
                                      << none;
    QTest::newRow("wrong magic") << "bad-magic.xqf" << int(RecordErrorCode::BadHeader) << 0 << 0 << 0 << none;
    QTest::newRow("wrong keys") << "bad-keys.xqf" << int(RecordErrorCode::BadHeader) << 12 << 0 << 0 << none;
    QTest::newRow("version 1.9") << "bad-version.xqf" << int(RecordErrorCode::BadHeader) << 2 << 0 << 0 << none;
    QTest::newRow("move from an empty square")
        << "bad-empty-square.xqf" << int(RecordErrorCode::BadMove) << 1048 << 2 << 0 << int(MoveTextError::NoSuchPiece);
    QTest::newRow("illegal move") << "bad-illegal.xqf" << int(RecordErrorCode::BadMove) << 1032 << 1 << 0
                                  << int(MoveTextError::NotLegal);
}

void TestFormats::xqfErrors() {
    QFETCH(QString, file);
    QFETCH(int, code);
    QFETCH(int, offset);
    QFETCH(int, moveNumber);
    QFETCH(int, side);
    QFETCH(int, moveError);
    const std::string bytes = readBytes(file.toStdString());
    GameRecord g;
    g.setTag("Event", "untouched");
    RecordError e;
    QVERIFY(!readXqf(bytes, &g, &e));
    QCOMPARE(int(e.code), code);
    QCOMPARE(int(e.offset), offset);
    QCOMPARE(e.moveNumber, moveNumber);
    QCOMPARE(int(e.side), side);
    QCOMPARE(int(e.moveError), moveError);
    QCOMPARE(g.tag("Event"), std::string("untouched"));  // nothing half-read
    const std::string text = describeError(e);
    QVERIFY2(text.find("byte " + std::to_string(offset)) != std::string::npos, text.c_str());
    // Through readRecords (by the name: the wrong magic is still an .xqf file) the same error arrives: as a
    // refusal when the header or position is bad, as the place the reading stopped when the moves go wrong (the
    // game is then read up to there, as XQWizard shows it: xqfReadUpToTheBreak).
    const RecordFile f = readRecords(bytes, file.toStdString());
    const bool inMoves = moveNumber > 0;
    QCOMPARE(f.games.size(), std::size_t(inMoves ? 1 : 0));
    QCOMPARE(f.errors.size(), std::size_t(inMoves ? 0 : 1));
    QCOMPARE(f.partial.size(), std::size_t(inMoves ? 1 : 0));
    const RecordError& arrived = inMoves ? f.partial[0] : f.errors[0];
    QCOMPARE(int(arrived.code), code);
    QCOMPARE(int(arrived.offset), offset);
}

void TestFormats::xqfReadUpToTheBreak_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("moves");  // what is kept
    QTest::addColumn<int>("code");       // where and why the reading stopped (None: read whole)
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("moveNumber");
    QTest::addColumn<int>("moveError");
    QTest::addColumn<QString>("bytesAfter");  // appended to the file
    const int none = int(MoveTextError::None);
    // Written by make_fixtures.py from the format description: four good plies, then Red's third move goes
    // through its own pawn (encrypted 1.2); a comment whose length runs past the end of the cut file.
    QTest::newRow("illegal move at the end")
        << "partial-illegal-end.xqf"
        << "读到非法着法为止"
        << "h2e2 h9g7 h0g2 i9h9" << int(RecordErrorCode::BadMove) << 1044 << 3 << int(MoveTextError::NotLegal) << "";
    QTest::newRow("comment past the end") << "partial-comment-past-end.xqf"
                                          << "评论超出文件"
                                          << "h2e2 h9g7" << int(RecordErrorCode::Truncated) << 1066 << 2 << none << "";
    // Bytes after the end of the move tree (a padded or appended file) are not read at all.
    QTest::newRow("trailing garbage") << "game-v12.xqf"
                                      << "测试棋谱"
                                      << "h2e2 h9g7 h0g2 i9h9 i0h0" << int(RecordErrorCode::None) << 0 << 0 << none
                                      << "garbage after the game";
}

void TestFormats::xqfReadUpToTheBreak() {
    QFETCH(QString, file);
    QFETCH(QString, title);
    QFETCH(QString, moves);
    QFETCH(int, code);
    QFETCH(int, offset);
    QFETCH(int, moveNumber);
    QFETCH(int, moveError);
    QFETCH(QString, bytesAfter);
    const std::string bytes = readBytes(file.toStdString()) + bytesAfter.toStdString();
    GameRecord g;
    RecordError e, stopped;
    QVERIFY(readXqf(bytes, &g, &e, &stopped));
    QVERIFY(!e);
    QCOMPARE(QString::fromStdString(g.tag("Title")), title);
    QCOMPARE(QString::fromStdString(mainLine(g)), moves);
    QCOMPARE(int(stopped.code), code);
    QCOMPARE(int(stopped.offset), offset);
    QCOMPARE(stopped.moveNumber, moveNumber);
    QCOMPARE(int(stopped.moveError), moveError);
    // An illegal move says why, as the board would (issue 44, item 13): the chariot goes through its own soldier.
    if (moveError == int(MoveTextError::NotLegal)) {
        QCOMPARE(stopped.refusal.reason, RefusalReason::RookBlocked);
        QCOMPARE(stopped.refusal.blockers, std::vector<Square>{parseSquare("a3")});
    }
    if (stopped) {
        // Strictly (no stoppedAt) the same file is refused with the same place, and nothing is half-read.
        GameRecord strict;
        RecordError refused;
        QVERIFY(!readXqf(bytes, &strict, &refused));
        QCOMPARE(int(refused.code), code);
        QCOMPARE(int(refused.offset), offset);
        QVERIFY(strict.mainLineMoves().empty());
    }
    // readRecords reads it the lenient way and says where it stopped.
    const RecordFile f = readRecords(bytes, file.toStdString());
    QCOMPARE(f.games.size(), std::size_t(1));
    QVERIFY(f.errors.empty());
    QCOMPARE(QString::fromStdString(mainLine(f.games[0])), moves);
    QCOMPARE(f.partial.size(), std::size_t(stopped ? 1 : 0));
    if (stopped) {
        const std::string text = describeError(f.partial[0]);
        QVERIFY2(text.find("byte " + std::to_string(offset)) != std::string::npos, text.c_str());
    }
}

// Two defects found by fuzz_xqf (write, read, write gave other bytes): a header string cut to its field lost the
// character before a final ASCII one, and a header string with NULs inside became a tag holding NULs.
void TestFormats::xqfHeaderStringsCutCleanly() {
    GameRecord g;
    std::string title = "x";
    for (int i = 0; i < 31; ++i) title += "象";  // 1 + 62 GBK bytes: the field holds 63
    g.setTag("Title", title + "a");
    GameRecord back;
    RecordError error;
    QVERIFY(readXqf(writeXqf(g), &back, &error));
    QCOMPARE(QString::fromStdString(back.tag("Title")), QString::fromStdString(title));  // only the "a" is cut

    std::string bytes = writeXqf(g);
    const std::size_t redTime = 0x190;  // length byte, then "ab\0cd"
    bytes[redTime] = 5;
    bytes.replace(redTime + 1, 5, std::string("ab\0cd", 5));
    QVERIFY(readXqf(bytes, &back, &error));
    QCOMPARE(back.tag("RedTime"), std::string("ab"));
    GameRecord again;
    QVERIFY(readXqf(writeXqf(back), &again, &error));
    QCOMPARE(writeXqf(again), writeXqf(back));

    // A tag with a NUL (from a DhtmlXQ or PGN file) is written up to the NUL, as it is read (found by fuzz_dhtmlxq).
    GameRecord nul;
    nul.setTag("Title", std::string("ab\0cd", 5));
    QVERIFY(readXqf(writeXqf(nul), &back, &error));
    QCOMPARE(back.tag("Title"), std::string("ab"));
    QCOMPARE(writeXqf(back), writeXqf(nul));
}

void TestFormats::xqfDamagedNeverCrashes() {
    // Every truncation and many random corruptions of an encrypted file: an error or a game, never a crash.
    const std::string good = readBytes("game-v12.xqf");
    auto strict = [](std::string_view b, GameRecord* g, RecordError* e) { return readXqf(b, g, e); };
    auto [games, errors] = testdata::readTruncations(good, strict);
    QCOMPARE(games, 0);  // the last record is needed: every truncation is an error
    // Leniently, every truncation inside the moves is read up to the cut, and says so; one inside the header is not.
    for (std::size_t n = 0; n < good.size(); ++n) {
        GameRecord g;
        RecordError e, stopped;
        const bool read = readXqf(std::string_view(good).substr(0, n), &g, &e, &stopped);
        QCOMPARE(read, n >= 1024);
        if (read) QCOMPARE(stopped.code, RecordErrorCode::Truncated);
    }
    std::mt19937 rng(12345);
    for (int k = 0; k < 3000; ++k) {
        std::string bad = good;
        const int flips = 1 + int(rng() % 4);
        for (int i = 0; i < flips; ++i) bad[rng() % bad.size()] = char(rng() & 0xff);
        GameRecord g;
        RecordError e;
        if (!readXqf(bad, &g, &e)) {
            ++errors;
            QVERIFY(e.code != RecordErrorCode::None);
            QVERIFY(e.offset <= bad.size());
        }
    }
    QVERIFY(errors > int(good.size()));
}

void TestFormats::dhtmlxq() {
    const std::string bytes = readBytes("game-dhtmlxq.txt");
    QCOMPARE(detectFormat(bytes, "game-dhtmlxq.txt"), RecordFormat::DhtmlXq);
    const RecordFile f = readRecords(bytes, "game-dhtmlxq.txt");
    QCOMPARE(f.format, RecordFormat::DhtmlXq);
    QVERIFY(f.errors.empty());
    QCOMPARE(f.games.size(), std::size_t(1));
    const GameRecord& g = f.games[0];
    QCOMPARE(mainLine(g), std::string("h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"));
    QCOMPARE(g.tag("Title"), std::string("测试DhtmlXQ"));
    QCOMPARE(g.tag("Event"), std::string("网络赛"));
    QCOMPARE(g.tag("Site"), std::string("上海"));
    QCOMPARE(g.tag("Red"), std::string("红方甲"));
    QCOMPARE(g.tag("Black"), std::string("黑方乙"));
    QCOMPARE(g.result(), std::string("1-0"));
    QCOMPARE(g.node(RootNode).comment, std::string("开局"));
    const NodeId first = g.node(RootNode).children[0];
    QCOMPARE(g.node(first).comment, std::string("中炮"));
    // Variation 1 replaces ply 2; variation 2 leaves variation 1 at ply 3.
    const auto& replies = g.node(first).children;
    QCOMPARE(replies.size(), std::size_t(2));
    QCOMPARE(g.node(replies[1]).comment, std::string("右马\n换行"));
    const NodeId b0c2 = g.node(replies[1]).children.at(0);
    QCOMPARE(line(g.movesTo(b0c2)), std::string("h2e2 b9c7 b0c2"));
    QCOMPARE(g.node(replies[1]).children.size(), std::size_t(2));
    QCOMPARE(line(g.movesTo(g.node(replies[1]).children[1])), std::string("h2e2 b9c7 h0g2"));
    QCOMPARE(g.moveCount(), 9);
    QCOMPARE(g.positionAt(g.lineEnd(RootNode)).fen(),
             std::string("r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4"));
}

void TestFormats::dhtmlxqEndgameAndPaste() {
    const RecordFile f = readRecords(readBytes("endgame-dhtmlxq.txt"), "");
    QVERIFY(f.errors.empty());
    QCOMPARE(f.games.size(), std::size_t(1));
    QCOMPARE(f.games[0].startFen(), std::string("3k5/4a4/9/9/9/9/9/9/3R5/4K4 b - - 0 1"));
    QCOMPARE(mainLine(f.games[0]), std::string("d9e9 d1d9"));
    // Pasted without the [DhtmlXQ] wrapper, without binit (the standard start), two games in one paste.
    const std::string pasted = "[DhtmlXQ_movelist]7747 7062[/DhtmlXQ_movelist]";
    std::vector<GameRecord> games;
    std::vector<RecordError> errors;
    readDhtmlXq(pasted, &games, &errors);
    QVERIFY(errors.empty());
    QCOMPARE(games.size(), std::size_t(1));
    QCOMPARE(mainLine(games[0]), std::string("h2e2 h9g7"));
    games.clear();
    readDhtmlXq(
        "[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ] text "
        "[DhtmlXQ][DhtmlXQ_movelist]6947[/DhtmlXQ_movelist][/DhtmlXQ]",
        &games, &errors);
    QVERIFY(errors.empty());
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(mainLine(games[1]), std::string("g0e2"));
}

// dpxq.com's files put the ECCO code in front of the opening name: it is read as the game's [ECCO] tag.
void TestFormats::dhtmlxqEccoInOpening() {
    std::vector<GameRecord> games;
    std::vector<RecordError> errors;
    readDhtmlXq("[DhtmlXQ][DhtmlXQ_open]C78 五七炮互进三兵对屏风马边卒右马外盘河[/DhtmlXQ_open]"
                "[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]"
                "[DhtmlXQ][DhtmlXQ_open]A40[/DhtmlXQ_open][DhtmlXQ_movelist]7967[/DhtmlXQ_movelist][/DhtmlXQ]"
                "[DhtmlXQ][DhtmlXQ_open]中炮对屏风马[/DhtmlXQ_open][DhtmlXQ_ecco]C00[/DhtmlXQ_ecco]"
                "[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]"
                "[DhtmlXQ][DhtmlXQ_open]C78x 不是编号[/DhtmlXQ_open][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]",
                &games, &errors);
    QVERIFY(errors.empty());
    QCOMPARE(games.size(), std::size_t(4));
    QCOMPARE(games[0].tag("ECCO"), std::string("C78"));
    QCOMPARE(QString::fromStdString(games[0].tag("Opening")), QStringLiteral("五七炮互进三兵对屏风马边卒右马外盘河"));
    QCOMPARE(games[1].tag("ECCO"), std::string("A40"));
    QVERIFY(games[1].tag("Opening").empty());
    QCOMPARE(games[2].tag("ECCO"), std::string("C00"));  // its own [DhtmlXQ_ecco] wins
    QCOMPARE(QString::fromStdString(games[2].tag("Opening")), QStringLiteral("中炮对屏风马"));
    QVERIFY(games[3].tag("ECCO").empty());
    QCOMPARE(QString::fromStdString(games[3].tag("Opening")), QStringLiteral("C78x 不是编号"));
}

void TestFormats::dhtmlxqErrors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("moveNumber");
    QTest::addColumn<int>("moveError");
    QTest::addColumn<QString>("kept");  // the main line read leniently (readRecords), "refused" when it is not read
    QTest::newRow("illegal move (file)") << QString::fromStdString(readBytes("bad-illegal-dhtmlxq.txt"))
                                         << int(RecordErrorCode::BadMove) << 4 << 5 << 2 << int(MoveTextError::NotLegal)
                                         << "h2e2 h9g7";
    QTest::newRow("empty square") << "[DhtmlXQ_movelist]77474444[/DhtmlXQ_movelist]" << int(RecordErrorCode::BadMove)
                                  << 1 << 23 << 1 << int(MoveTextError::NoSuchPiece) << "h2e2";
    QTest::newRow("not digits") << "x\n[DhtmlXQ_movelist]77a7[/DhtmlXQ_movelist]" << int(RecordErrorCode::BadMove) << 2
                                << 19 << 1 << int(MoveTextError::Malformed) << "";
    QTest::newRow("half a move") << "[DhtmlXQ_movelist]774770[/DhtmlXQ_movelist]" << int(RecordErrorCode::BadMove) << 1
                                 << 23 << 1 << int(MoveTextError::Malformed) << "h2e2";
    QTest::newRow("short binit") << "[DhtmlXQ_binit]8979[/DhtmlXQ_binit]" << int(RecordErrorCode::BadFen) << 1 << 16
                                 << 0 << int(MoveTextError::None) << "refused";
    QTest::newRow("variation of a missing line")
        << "[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]\n[DhtmlXQ_move_3_1_4]7062[/DhtmlXQ_move_3_1_4]"
        << int(RecordErrorCode::BadData) << 2 << 21 << 0 << int(MoveTextError::None) << "h2e2";
}

void TestFormats::dhtmlxqErrors() {
    QFETCH(QString, text);
    QFETCH(int, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, moveNumber);
    QFETCH(int, moveError);
    std::vector<GameRecord> games;
    std::vector<RecordError> errors;
    readDhtmlXq(text.toStdString(), &games, &errors);
    QVERIFY(games.empty());
    QCOMPARE(errors.size(), std::size_t(1));
    const RecordError& e = errors[0];
    QCOMPARE(int(e.code), code);
    QCOMPARE(int(e.line), line);
    QCOMPARE(int(e.column), column);
    QCOMPARE(e.moveNumber, moveNumber);
    QCOMPARE(int(e.moveError), moveError);
    QVERIFY(!describeError(e).empty());
    // Leniently (as readRecords reads, and XQWizard shows such pages) a game whose moves go wrong keeps the moves
    // before the bad one, and the same place is reported; a bad start position is still refused.
    QFETCH(QString, kept);
    games.clear();
    errors.clear();
    std::vector<RecordError> partial;
    readDhtmlXq(text.toStdString(), &games, &errors, &partial);
    if (kept == QLatin1String("refused")) {
        QVERIFY(games.empty() && partial.empty());
        QCOMPARE(errors.size(), std::size_t(1));
        return;
    }
    QVERIFY(errors.empty());
    QCOMPARE(games.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(mainLine(games[0])), kept);
    QCOMPARE(partial.size(), std::size_t(1));
    QCOMPARE(int(partial[0].code), code);
    QCOMPARE(int(partial[0].line), line);
    QCOMPARE(int(partial[0].column), column);
    const RecordFile f = readRecords(text.toStdString(), "");
    QCOMPARE(f.games.size(), std::size_t(1));
    QCOMPARE(f.partial.size(), std::size_t(1));
}

void TestFormats::cbf() {
    const std::string bytes = readBytes("game.cbf");
    QCOMPARE(detectFormat(bytes, "x.txt"), RecordFormat::Cbf);
    const RecordFile f = readRecords(bytes, "game.cbf");
    QVERIFY(f.errors.empty());
    QCOMPARE(f.games.size(), std::size_t(1));
    const GameRecord& g = f.games[0];
    QCOMPARE(mainLine(g), std::string("h2e2 h7e7 h0g2 h9g7 i0h0 i9h9"));
    QCOMPARE(g.tag("Title"), std::string("测试CBF"));
    QCOMPARE(g.tag("Event"), std::string("象棋联赛"));
    QCOMPARE(g.tag("Round"), std::string("3"));
    QCOMPARE(g.tag("Red"), std::string("红方"));
    QCOMPARE(g.tag("Black"), std::string("黑方"));
    QCOMPARE(g.tag("ECCO"), std::string("D13"));
    QCOMPARE(g.result(), std::string("1/2-1/2"));
    QCOMPARE(g.node(RootNode).comment, std::string("开局前"));
    QCOMPARE(g.node(g.mainLine()[2]).comment, std::string("跳马 & 出车"));
    // Our classifier agrees with the file's own ECCO code.
    QCOMPARE(classifyOpening(g).code, std::string("D13"));
}

void TestFormats::cbfErrors() {
    GameRecord g;
    RecordError e;
    QVERIFY(!readCbf(readBytes("bad-empty-square.cbf"), &g, &e));
    QCOMPARE(e.code, RecordErrorCode::BadMove);
    QCOMPARE(e.moveError, MoveTextError::NoSuchPiece);
    QCOMPARE(int(e.line), 9);
    QCOMPARE(int(e.column), 3);
    QCOMPARE(e.moveNumber, 1);
    QCOMPARE(e.side, Color::Black);
    QVERIFY(!readCbf("<ChineseChessRecord><Head>", &g, &e));
    QCOMPARE(e.code, RecordErrorCode::Truncated);
    QVERIFY(!readCbf("<ChineseChessRecord><Head><FEN>9/9 w</FEN></Head></ChineseChessRecord>", &g, &e));
    QCOMPARE(e.code, RecordErrorCode::BadFen);
    QCOMPARE(e.fenError.code, FenErrorCode::TooFewRanks);
    QVERIFY(!readCbf("<ChineseChessRecord><MoveList><Move value=\"77-4\"/></MoveList></ChineseChessRecord>", &g, &e));
    QCOMPARE(e.moveError, MoveTextError::Malformed);
}

void TestFormats::cbfReadUpToTheBreak_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("moves");  // what is kept
    QTest::addColumn<int>("code");       // where and why the reading stopped
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("moveNumber");
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("moveError");
    const int red = int(Color::Red), black = int(Color::Black);
    // game.cbf with Red's second move made h0h2 (a horse cannot move straight): the two plies before it are kept.
    QTest::newRow("illegal move") << "partial-illegal.cbf"
                                  << "h2e2 h7e7" << int(RecordErrorCode::BadMove) << 21 << 3 << 2 << red
                                  << int(MoveTextError::NotLegal);
    // game.cbf cut inside its fifth <Move> (an interrupted copy): the three whole moves before it are kept.
    QTest::newRow("cut in a move") << "partial-cut.cbf"
                                   << "h2e2 h7e7 h0g2" << int(RecordErrorCode::Truncated) << 22 << 3 << 2 << black
                                   << int(MoveTextError::None);
    // Black's first move from an empty square: the first move is kept.
    QTest::newRow("empty square") << "bad-empty-square.cbf"
                                  << "h2e2" << int(RecordErrorCode::BadMove) << 9 << 3 << 1 << black
                                  << int(MoveTextError::NoSuchPiece);
}

void TestFormats::cbfReadUpToTheBreak() {
    QFETCH(QString, file);
    QFETCH(QString, moves);
    QFETCH(int, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, moveNumber);
    QFETCH(int, side);
    QFETCH(int, moveError);
    const std::string bytes = readBytes(file.toStdString());
    // Strictly the file is refused at the place, nothing half-read.
    GameRecord strict;
    strict.setTag("Event", "untouched");
    RecordError refused;
    QVERIFY(!readCbf(bytes, &strict, &refused));
    QCOMPARE(int(refused.code), code);
    QCOMPARE(int(refused.line), line);
    QCOMPARE(strict.tag("Event"), std::string("untouched"));
    // Leniently the moves before the place are kept, with the head, and the place is said.
    GameRecord g;
    RecordError e, stopped;
    QVERIFY2(readCbf(bytes, &g, &e, &stopped), describeError(e).c_str());
    QVERIFY(!e);
    QCOMPARE(QString::fromStdString(mainLine(g)), moves);
    QCOMPARE(int(stopped.code), code);
    QCOMPARE(int(stopped.line), line);
    QCOMPARE(int(stopped.column), column);
    QCOMPARE(stopped.moveNumber, moveNumber);
    QCOMPARE(int(stopped.side), side);
    QCOMPARE(int(stopped.moveError), moveError);
    // readRecords (the window, xiangqi-convert, the database import) reads it so and lists the place.
    const RecordFile f = readRecords(bytes, file.toStdString());
    QCOMPARE(f.format, RecordFormat::Cbf);
    QVERIFY(f.errors.empty());
    QCOMPARE(f.games.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(mainLine(f.games[0])), moves);
    QCOMPARE(f.partial.size(), std::size_t(1));
    QCOMPARE(f.partial[0].gameIndex, 0);
    const std::string text = describeError(f.partial[0]);
    QVERIFY2(text.starts_with("line " + std::to_string(line) + ", column " + std::to_string(column)), text.c_str());
    if (code == int(RecordErrorCode::BadMove)) {
        QVERIFY2(text.find("move " + std::to_string(moveNumber)) != std::string::npos, text.c_str());
        QVERIFY(g.tag("Title").empty() || g.tag("Title") == "测试CBF");
    }
    if (file == "partial-illegal.cbf") {  // the head is read whole
        QCOMPARE(g.tag("Title"), std::string("测试CBF"));
        QCOMPARE(g.result(), std::string("1/2-1/2"));
        QCOMPARE(g.node(RootNode).comment, std::string("开局前"));
    }
}

void TestFormats::cbfEveryCutReadsUpToTheCut() {
    // Every cut of game.cbf: strictly refused (until the closing tag is there); leniently refused while the head
    // is incomplete, then read with the moves whole before the cut, each a prefix of the whole game's line, and
    // the end of the file reported unless the move list was whole. Bad heads stay refusals: a bad FEN still
    // refuses the file both ways.
    const std::string good = readBytes("game.cbf");
    const std::string whole = "h2e2 h7e7 h0g2 h9g7 i0h0 i9h9";
    const std::size_t headEnd = good.find("</Head>") + 7, listEnd = good.find("</MoveList>") + 11;
    int read = 0;
    for (std::size_t n = 0; n < good.size(); ++n) {
        const std::string_view cut = std::string_view(good).substr(0, n);
        GameRecord g;
        RecordError e, stopped;
        if (cut.find("</ChineseChessRecord>") == std::string_view::npos) QVERIFY(!readCbf(cut, &g, &e));
        const bool ok = readCbf(cut, &g, &e, &stopped);
        QCOMPARE(ok, n >= headEnd);
        if (!ok) {
            QVERIFY(e.code == RecordErrorCode::Truncated || e.code == RecordErrorCode::BadHeader);
            QVERIFY(e.offset <= n);
            continue;
        }
        ++read;
        const std::string line = mainLine(g);
        QVERIFY2(whole.starts_with(line), line.c_str());
        QCOMPARE(stopped.code, n >= listEnd ? RecordErrorCode::None : RecordErrorCode::Truncated);
        if (stopped) QVERIFY(stopped.offset <= n);
        QCOMPARE(g.tag("Title"), std::string("测试CBF"));
    }
    QCOMPARE(read, int(good.size() - headEnd));
    std::string badFen = good;
    badFen.replace(badFen.find("RNBAKABNR w"), 9, "RNBAKABN1");  // Red without a chariot is legal; …
    badFen.replace(badFen.find("rnbakabnr/"), 9, "rnbaaabnr");  // … three black advisors and no general are not
    GameRecord g;
    RecordError e, stopped;
    QVERIFY(!readCbf(badFen, &g, &e, &stopped));
    QCOMPARE(e.code, RecordErrorCode::BadFen);
    const RecordFile f = readRecords(badFen, "bad.cbf");
    QVERIFY(f.games.empty() && f.partial.empty());
    QCOMPARE(f.errors.at(0).code, RecordErrorCode::BadFen);
}

void TestFormats::detection_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("format");
    QTest::newRow("XQF magic") << QByteArray("XQ\x0a\0\0", 5) << "a.bin" << int(RecordFormat::Xqf);
    QTest::newRow("XQF by name") << QByteArray("garbage") << "a.XQF" << int(RecordFormat::Xqf);
    QTest::newRow("PGN that starts with XQ") << QByteArray("XQ is a game") << "a.pgn" << int(RecordFormat::Pgn);
    QTest::newRow("DhtmlXQ in a .txt") << QByteArray("[DhtmlXQ]") << "a.txt" << int(RecordFormat::DhtmlXq);
    QTest::newRow("CBF by content") << QByteArray("<?xml?><ChineseChessRecord>") << "a" << int(RecordFormat::Cbf);
    QTest::newRow("CBR") << QByteArray("CCBridge Record\0", 16) << "a.cbr" << int(RecordFormat::Cbr);
    QTest::newRow("CBL") << QByteArray("CCBridgeLibrary\0", 16) << "a.cbl" << int(RecordFormat::Cbr);
    QTest::newRow("plain text") << QByteArray("1. h2e2 h9g7") << "" << int(RecordFormat::Pgn);
}

void TestFormats::detection() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, name);
    QFETCH(int, format);
    QCOMPARE(int(detectFormat(std::string_view(bytes.constData(), std::size_t(bytes.size())), name.toStdString())),
             format);
    if (format == int(RecordFormat::Cbr)) {  // the ChessBridge readers (test_chessbridge): a bare magic is too short
        const RecordFile f =
            readRecords(std::string_view(bytes.constData(), std::size_t(bytes.size())), name.toStdString());
        QCOMPARE(f.errors.size(), std::size_t(1));
        QCOMPARE(f.errors[0].code, RecordErrorCode::Truncated);
        QCOMPARE(f.errors[0].offset, std::size_t(16));
    }
}

void TestFormats::eccoKnownGames_data() {
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("code");
    // The main line of tests/data/records/xqwizard-gbk.pgn (its file says C54, but C5x is the five-six cannons
    // family; this game is the chariot-trade line of the river-crossing chariot, C4x: C43).
    QTest::newRow("xqwizard fixture") << "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 d9e8 b2b4 "
                                         "i8g8 g6f6 g7h5 a0b0"
                                      << "C43";
    QTest::newRow("same-direction cannons, filed vs ranked chariot") << "h2e2 h7e7 h0g2 h9g7 i0h0 i9i8"
                                                                     << "D20";
    QTest::newRow("opposite cannons") << "h2e2 b7e7 h0g2 b9c7"
                                      << "D50";
    QTest::newRow("screen horses, transposed") << "h2e2 b9c7 h0g2 h9g7"
                                               << "C00";
    QTest::newRow("screen horses after the rook") << "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"
                                                  << "C00";
    QTest::newRow("five-seven cannons, third pawn") << "h2e2 h9g7 h0g2 b9c7 i0h0 c6c5 b2c2"
                                                    << "C70";
    QTest::newRow("river-crossing chariot, both 7th pawns") << "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 c9e7"
                                                            << "C32";
    QTest::newRow("five-seven cannons, both third pawns, edge pawn, right horse out")
        << "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 g3g4 c6c5 b0a2 a6a5 b2c2 c7b5"
        << "C72";
    QTest::newRow("pawn opening into left central cannon, Black's 7th pawn twice (as played on the left)")
        << "c3c4 b7c7 h2e2 c9e7 h0g2 c6c5 i0h0 c5c4 b0a2 i9i8"
        << "E33";
    QTest::newRow("sandwiched horses") << "h2e2 b9c7 h0g2 h7f7 i0h0 h9g7"
                                       << "B31";
    QTest::newRow("left three-step tiger") << "h2e2 h9g7 h0g2 h7i7 i0h0 i9h9"
                                           << "B20";
    QTest::newRow("left central cannon, mirrored") << "b2e2 b9c7 b0c2 h9g7"
                                                   << "C00";
    QTest::newRow("pawn opening vs pawn-base cannon (left pawn)") << "c3c4 b7c7"
                                                                  << "E10";
    QTest::newRow("pawn opening vs pawn-base cannon (right pawn)") << "g3g4 h7g7"
                                                                   << "E10";
    QTest::newRow("pawn against pawn") << "c3c4 g6g5 b0c2 h9g7"
                                       << "E42";
    QTest::newRow("elephant opening (left)") << "c0e2 h7e7"
                                             << "A29";
    QTest::newRow("elephant opening") << "g0e2"
                                      << "A10";
    QTest::newRow("horse opening") << "h0g2 g6g5 c3c4"
                                   << "A45";
    QTest::newRow("palace-corner cannon") << "h2f2 h9g7"
                                          << "A51";
    QTest::newRow("cross-palace cannon") << "b2f2 b7e7"
                                         << "A63";
    QTest::newRow("edge pawn") << "a3a4"
                               << "A08";
    QTest::newRow("advisor") << "d0e1"
                             << "A01";
    QTest::newRow("no moves") << ""
                              << "A00";
    QTest::newRow("central pawn") << "e3e4"
                                  << "A00";
    QTest::newRow("central cannon, odd reply") << "h2e2 a6a5"
                                               << "B00";
}

void TestFormats::eccoKnownGames() {
    QFETCH(QString, moves);
    QFETCH(QString, code);
    GameRecord g;
    QVERIFY(g.setLine({}, uciLine(moves.toStdString().c_str())));
    const Opening o = classifyOpening(g);
    QCOMPARE(QString::fromStdString(o.code), code);
    QVERIFY(!o.chinese.empty());
    QVERIFY(!o.english.empty());
}

void TestFormats::eccoTags() {
    const RecordFile f = readRecords(readBytes("xqwizard-gbk.pgn"), "xqwizard-gbk.pgn");
    GameRecord g = f.games.at(0);
    QVERIFY(addOpeningTags(g));
    QCOMPARE(g.tag("ECCO"), std::string("C43"));
    QCOMPARE(g.tag("Opening"), std::string("中炮过河车互进七兵对屏风马平炮兑车"));
    QCOMPARE(g.tag("Variation"), std::string("红七路马对黑退边炮上右士"));
    const std::string pgn = writePgn(g, Notation::Chinese);
    QVERIFY(pgn.find("[ECCO \"C43\"]") != std::string::npos);
    // A set-up position has no opening.
    GameRecord endgame;
    QVERIFY(endgame.setStartFen("3k5/4a4/9/9/9/9/9/9/3R5/4K4 b - - 0 1"));
    QVERIFY(!addOpeningTags(endgame));
    QVERIFY(endgame.tag("ECCO").empty());
    // Every code of the table is well formed and in A00-E99.
    for (const Opening& o : eccoTable()) {
        QCOMPARE(o.code.size(), std::size_t(3));
        QVERIFY(o.code[0] >= 'A' && o.code[0] <= 'E');
        QVERIFY(std::isdigit(static_cast<unsigned char>(o.code[1])) &&
                std::isdigit(static_cast<unsigned char>(o.code[2])));
    }
}

void TestFormats::puzzleSet() {
    // assets/puzzles/mates.epd: at least 200 positions, each a legal position with a mate in 1-7 and a legal
    // first move; a mate in 1 must really leave the defender without a legal move. (The exact lengths are
    // re-verified by both engines in the `puzzles` test and tools/puzzles.py.)
    std::ifstream in(XIANGQI_PUZZLES);
    QVERIFY(in);
    std::string text;
    int count = 0, mateInOne = 0;
    std::array<int, 8> byLength{};
    while (std::getline(in, text)) {
        if (text.empty()) continue;
        ++count;
        std::vector<std::string> fields;
        std::size_t start = 0, semi;
        while ((semi = text.find(';', start)) != std::string::npos) {
            fields.push_back(text.substr(start, semi - start));
            start = semi + 1;
        }
        fields.push_back(text.substr(start));
        QVERIFY2(fields.size() >= 3, text.c_str());
        Position pos;
        FenError why;
        QVERIFY2(pos.setFen(fields[0], &why), (text + ": " + describe(why)).c_str());
        QVERIFY2(fields[1].starts_with("mate "), text.c_str());
        const int n = std::stoi(fields[1].substr(5));
        QVERIFY2(n >= 1 && n <= 7, text.c_str());
        ++byLength[std::size_t(n)];
        QVERIFY2(fields[2].starts_with("bm "), text.c_str());
        const Move best = parseUciMove(fields[2].substr(3));
        QVERIFY2(pos.isLegal(best), text.c_str());
        if (n == 1) {
            pos.makeMove(best);
            MoveList replies;
            generateLegal(pos, replies);
            QVERIFY2(replies.empty(), text.c_str());
            ++mateInOne;
        }
    }
    QVERIFY2(count >= 200, std::to_string(count).c_str());
    QVERIFY(mateInOne > 0);
    for (int n = 1; n <= 5; ++n) QVERIFY2(byLength[std::size_t(n)] > 0, std::to_string(n).c_str());
}

void TestFormats::winStudySet() {
    // assets/puzzles/wins.epd: at least 30 win studies, each read without error, a position the set-up check
    // accepts, a legal first move, a move limit the 60-move rule leaves room for, and a description. (That both
    // engines score them as wins without a mate in 7 is re-verified by tools/puzzles.py and the `puzzles` test.)
    std::ifstream in(XIANGQI_WIN_STUDIES);
    QVERIFY(in);
    std::ostringstream text;
    text << in.rdbuf();
    std::vector<PuzzleReadError> errors;
    const auto studies = readPuzzles(text.str(), &errors);
    QVERIFY2(errors.empty(), errors.empty() ? "" : describe(errors.front().error).c_str());
    QVERIFY2(studies.size() >= 30, std::to_string(studies.size()).c_str());
    int blackWins = 0;
    for (const Puzzle& p : studies) {
        QVERIFY2(p.isWinStudy() && p.mateIn == 0, p.fen.c_str());
        QVERIFY2(p.moveLimit >= 1 && p.moveLimit < 60, p.fen.c_str());
        QVERIFY2(!p.description.empty() && !p.id.empty(), p.fen.c_str());
        Setup setup;
        QVERIFY(Setup::fromFen(p.fen, &setup));
        QVERIFY2(checkSetup(setup).empty(), p.fen.c_str());
        Position pos;
        QVERIFY(pos.setFen(p.fen));
        QVERIFY2(p.solutions.size() == 1 && pos.isLegal(p.solutions.front()), p.fen.c_str());
        blackWins += pos.sideToMove() == Color::Black;
    }
    QVERIFY(blackWins > 0);  // some studies are for Black
}

void TestFormats::convertFolder() {
    // xiangqi-convert on the whole fixture folder: every readable game is written (with --eco tags), every bad
    // file is named with its place, and the exit status says something failed.
    QProcess p;
    p.start(QString(XIANGQI_BIN_DIR) + "/xiangqi-convert",
            {"--eco", "--notation", "iccs", QString(XIANGQI_TEST_DATA) + "/records"});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1);
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY(out.contains("[Title \"测试CBF\"]"));
    QVERIFY(out.contains("[Title \"测试DhtmlXQ\"]"));
    // The four XQF versions of the fixture game, and the three broken ones with its tags (cut short, a move from an
    // empty square, an illegal first move) read up to where they go wrong.
    QCOMPARE(out.count("[Title \"测试棋谱\"]"), 7);
    QVERIFY(out.contains("[Title \"读到非法着法为止\"]"));
    QVERIFY(out.contains("[ECCO \"C43\"]"));
    QVERIFY(err.contains("bad-truncated.xqf: byte 1054: the file ends early"));
    QVERIFY(
        err.contains("partial-illegal-end.xqf: byte 1044: move 3 (Red) 'a0a5': a chariot cannot jump over pieces "
                     "(a3) (the game is written up to there)"));
    QVERIFY(err.contains("bad-illegal-dhtmlxq.txt: line 4, column 5"));
}

namespace {

// xiangqi-convert with `args`, the PGN text on standard input; its standard output, exit status 0 checked.
QByteArray convert(const QByteArray& input, QStringList args) {
    QProcess p;
    p.start(QString(XIANGQI_BIN_DIR) + "/xiangqi-convert" XIANGQI_EXE, args << "-");
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000) || p.exitCode() != 0) return "xiangqi-convert failed: " + p.readAllStandardError();
    return p.readAllStandardOutput();
}

}  // namespace

// Issue 44, item 18: "xiangqi-convert twice" gave another text for a move followed by a run of '!' (fuzz_pgn's
// finding), in every notation. Now the second conversion is the first, annotations kept.
void TestFormats::convertTwiceChangesNothing() {
    const QByteArray game = "1. H2-E2 H9-G7 !!!!!!!!!!!!\n2. H0-G2?!? I9-H9 $1 *\n";
    for (const char* notation : {"chinese", "wxf", "iccs"}) {
        const QByteArray once = convert(game, {"--notation", notation});
        QCOMPARE(convert(once, {"--notation", notation}), once);
        QVERIFY2(once.contains("!!!!!!!!!!!!") && once.contains("?!?"), once.constData());
    }
}

// Issue 44, item 6: Chinese moves keep the characters their file was written in (simplified files used to come out
// traditional), and --characters chooses.
void TestFormats::convertKeepsChineseCharacters() {
    const QByteArray simplified = "1. 炮二平五 马８进７ 2. 马二进三 车９平８ *\n";
    const QByteArray traditional = "1. 炮二平五 馬８進７ 2. 傌二進三 車９平８ *\n";
    auto moves = [](const QByteArray& pgn) { return pgn.mid(pgn.indexOf("\n\n") + 2); };
    QCOMPARE(moves(convert(simplified, {})), simplified);
    QCOMPARE(moves(convert(traditional, {})), traditional);
    QCOMPARE(moves(convert("1. h2e2 h9g7 2. h0g2 i9h9 *\n", {})), traditional);
    QCOMPARE(moves(convert(simplified, {"--characters", "traditional"})), traditional);
    QCOMPARE(moves(convert(traditional, {"--characters", "simplified"})), simplified);
    QCOMPARE(moves(convert("1. h2e2 h9g7 2. h0g2 i9h9 *\n", {"--characters", "simplified"})), simplified);
    // A simplified file converted twice stays simplified.
    QCOMPARE(convert(convert(simplified, {}), {}), convert(simplified, {}));
}

QTEST_GUILESS_MAIN(TestFormats)
#include "test_formats.moc"
