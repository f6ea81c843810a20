// ChessBridge binary records: CBR (one game) and CBL (a library), read from fixtures written by
// tests/data/records/make_cbr_fixtures.py from the public description of the format, and broken copies of them.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstdint>
#include <fstream>
#include <random>
#include <sstream>

#include "xiangqi/chessbridge.h"
#include "xiangqi/recordio.h"

#include "recordtestdata.h"

using namespace xq;

namespace {

using testdata::line;
using testdata::mainLine;
using testdata::readBytes;
std::string finalFen(const GameRecord& g) { return g.positionAt(g.lineEnd(RootNode)).fen(); }

// The child of `id` that plays `uci`.
NodeId child(const GameRecord& g, NodeId id, const char* uci) { return g.findChild(id, parseUciMove(uci)); }

// A CBR written here, for limits the fixtures do not reach: the standard start and a list of entries
// (flags, from, to as board indices, row 0 = Black's back rank).
struct Entry {
    std::uint8_t flags;
    const char* move;
};
int boardIndex(std::string_view square) { return (9 - (square[1] - '0')) * 9 + (square[0] - 'a'); }
std::string cbrWith(const std::vector<Entry>& entries) {
    std::string out = readBytes("game.cbr").substr(0, 2214);  // its header: the standard start, Red to move
    out += std::string("\0\0\0\0", 4);                        // the opening entry: moves follow, no comment
    for (const Entry& e : entries) {
        const std::string_view m(e.move);
        out += char(e.flags);
        out += '\0';
        out += char(boardIndex(m.substr(0, 2)));
        out += char(boardIndex(m.substr(2, 2)));
    }
    return out;
}

}  // namespace

class TestChessBridge : public QObject {
    Q_OBJECT
private slots:
    void gameWithVariationsAndComments();
    void setUpPositionBlackToMove();
    void library();
    void libraryWithABadGame();
    void libraryReadUpToTheBreak();
    void errors_data();
    void errors();
    void badBoard();
    void damagedNeverCrashes();
    void limits();
    void convertLibraryToOnePgn();
};

void TestChessBridge::gameWithVariationsAndComments() {
    const std::string bytes = readBytes("game.cbr");
    QCOMPARE(detectFormat(bytes, "game.cbr"), RecordFormat::Cbr);
    QCOMPARE(detectFormat(bytes, "no-extension"), RecordFormat::Cbr);  // by its magic alone
    const RecordFile f = readRecords(bytes, "game.cbr");
    QCOMPARE(f.format, RecordFormat::Cbr);
    QVERIFY(f.errors.empty());
    QCOMPARE(f.games.size(), std::size_t(1));
    const GameRecord& g = f.games[0];
    QCOMPARE(g.startFen(), std::string());
    QCOMPARE(g.tag("Title"), std::string("测试CBR"));
    QCOMPARE(g.tag("Event"), std::string("象棋桥联赛"));
    QCOMPARE(g.tag("Round"), std::string("第5轮"));
    QCOMPARE(g.tag("Date"), std::string("2026-11-23"));
    QCOMPARE(g.tag("Site"), std::string("上海"));
    QCOMPARE(g.tag("Red"), std::string("红方甲"));
    QCOMPARE(g.tag("RedTeam"), std::string("红队"));
    QCOMPARE(g.tag("Black"), std::string("黑方乙"));
    QCOMPARE(g.tag("BlackTeam"), std::string("黑队"));
    QCOMPARE(g.result(), std::string("1-0"));
    QCOMPARE(g.node(RootNode).comment, std::string("开局前的评论：象棋桥"));  // the opening entry's comment

    QCOMPARE(mainLine(g), std::string("h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"));
    QCOMPARE(finalFen(g), std::string("r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4"));
    QCOMPARE(g.moveCount(), 15);
    const NodeId first = child(g, RootNode, "h2e2");
    QCOMPARE(g.node(first).comment, std::string("中炮"));
    QCOMPARE(g.node(g.lineEnd(RootNode)).comment, std::string("双方出子"));
    // An alternative first move.
    const auto& firsts = g.node(RootNode).children;
    QCOMPARE(firsts.size(), std::size_t(2));
    QCOMPARE(g.node(firsts[1]).comment, std::string("仙人指路"));
    QCOMPARE(line(g.movesTo(g.lineEnd(firsts[1]))), std::string("c3c4 c6c5"));
    // Black's first move: b9c7 as a variation, with its own variation h0g2 (instead of b0c2) nested inside.
    const auto& replies = g.node(first).children;
    QCOMPARE(replies.size(), std::size_t(2));
    QCOMPARE(g.node(replies[1]).comment, std::string("另一种应法"));
    QCOMPARE(line(g.movesTo(g.lineEnd(replies[1]))), std::string("h2e2 b9c7 b0c2 a9b9"));
    const auto& nested = g.node(replies[1]).children;
    QCOMPARE(nested.size(), std::size_t(2));
    QCOMPARE(g.node(nested[1]).comment, std::string("嵌套的变化"));
    QCOMPARE(line(g.movesTo(g.lineEnd(nested[1]))), std::string("h2e2 b9c7 h0g2 h9g7"));
    QCOMPARE(g.positionAt(g.lineEnd(nested[1])).fen(),
             std::string("r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3"));
    // Black's second move: h7i7, with a two-line comment (CR LF in the file).
    const NodeId redSecond = child(g, replies[0], "h0g2");
    const auto& second = g.node(redSecond).children;
    QCOMPARE(second.size(), std::size_t(2));
    QCOMPARE(g.node(second[1]).comment, std::string("变着：平炮\n第二行"));
    QCOMPARE(line(g.movesTo(g.lineEnd(second[1]))), std::string("h2e2 h9g7 h0g2 h7i7 i0h0"));
}

void TestChessBridge::setUpPositionBlackToMove() {
    GameRecord g;
    RecordError e;
    QVERIFY2(readCbr(readBytes("endgame-black.cbr"), &g, &e), describeError(e).c_str());
    QCOMPARE(g.startFen(), std::string("3k5/4a4/4b4/9/2P6/9/9/9/4R4/5K3 b - - 0 30"));
    QCOMPARE(g.startPosition().sideToMove(), Color::Black);
    QCOMPARE(mainLine(g), std::string("d9d8 e1d1 e8d7 c5c6"));
    QCOMPARE(finalFen(g), std::string("9/3k5/3ab4/2P6/9/9/9/9/3R5/5K3 b - - 4 32"));
    QCOMPARE(g.node(RootNode).comment, std::string("黑先"));
    const NodeId black = g.node(RootNode).children.at(0);
    QCOMPARE(g.node(black).children.size(), std::size_t(2));
    QCOMPARE(g.node(g.node(black).children[0]).comment, std::string("将军"));
    QCOMPARE(line(g.movesTo(g.lineEnd(g.node(black).children[1]))), std::string("d9d8 c5d5 d8d9"));
    QCOMPARE(g.tag("Title"), std::string("黑先残局"));
    QCOMPARE(g.result(), std::string("0-1"));
    QVERIFY(g.tag("Event").empty());  // empty fields make no tags

    // A side byte that is neither 1 nor 2: the first move's piece decides.
    std::string bytes = readBytes("endgame-black.cbr");
    bytes[2112] = 0;
    QVERIFY2(readCbr(bytes, &g, &e), describeError(e).c_str());
    QCOMPARE(g.startPosition().sideToMove(), Color::Black);
    // Red named as the side to move: Black's first move is then refused.
    bytes[2112] = 1;
    QVERIFY(!readCbr(bytes, &g, &e));
    QCOMPARE(e.code, RecordErrorCode::BadMove);
    QCOMPARE(e.moveError, MoveTextError::NotYourPiece);
}

void TestChessBridge::library() {
    const std::string bytes = readBytes("library.cbl");
    // The fixture: 5 index slots (not the usual 128), so the first record is at 66624 + 5 * 276; the second game
    // is longer than a slot and runs on into the next one, which does not start with the record signature.
    const std::size_t first = 66624 + 5 * 276;
    QCOMPARE(int(static_cast<unsigned char>(bytes[60])), 5);
    QCOMPARE(bytes.substr(first, 16), std::string("CCBridge Record\0", 16));
    QCOMPARE(bytes.substr(first + 4096, 16), std::string("CCBridge Record\0", 16));
    QVERIFY(bytes.substr(first + 2 * 4096, 16) != std::string("CCBridge Record\0", 16));
    QCOMPARE(bytes.substr(first + 3 * 4096, 16), std::string("CCBridge Record\0", 16));
    QCOMPARE(bytes.size(), first + 4 * 4096);

    QCOMPARE(detectFormat(bytes, "x"), RecordFormat::Cbr);
    const RecordFile f = readRecords(bytes, "library.cbl");
    QCOMPARE(f.format, RecordFormat::Cbr);
    QVERIFY(f.errors.empty());
    QCOMPARE(f.games.size(), std::size_t(3));
    QCOMPARE(f.games[0].tag("Title"), std::string("库一"));
    QCOMPARE(f.games[0].tag("Red"), std::string("甲"));
    QCOMPARE(f.games[0].result(), std::string("1/2-1/2"));
    QCOMPARE(f.games[0].node(f.games[0].node(RootNode).children.at(0)).comment, std::string("过宫炮"));
    QCOMPARE(mainLine(f.games[0]), std::string("b2e2 h9g7 b0c2 i9h9"));
    QCOMPARE(finalFen(f.games[0]),
             std::string("rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/2N1C2C1/9/R1BAKABNR w - - 4 3"));
    const GameRecord& longGame = f.games[1];
    QCOMPARE(longGame.tag("Title"), std::string("库二"));
    QCOMPARE(longGame.moveCount(), 21);
    QCOMPARE(longGame.node(RootNode).comment, std::string("长对局"));
    QVERIFY(longGame.node(longGame.mainLine()[14]).comment.size() > 2000);  // comments on moves 1, 8 and 15
    QCOMPARE(finalFen(longGame),
             std::string("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 21 11"));
    QCOMPARE(f.games[2].tag("Title"), std::string("库三"));
    QCOMPARE(f.games[2].startFen(), std::string("5k3/9/9/9/9/9/9/9/4p4/3K5 b - - 0 1"));
    QCOMPARE(mainLine(f.games[2]), std::string("e1d1 d0e0 d1d0"));
    QCOMPARE(finalFen(f.games[2]), std::string("5k3/9/9/9/9/9/9/9/9/3pK4 w - - 3 3"));
    QCOMPARE(f.games[2].result(), std::string("0-1"));

    // No index at all (N = 0): records right after the header.
    std::string none = bytes.substr(0, 66624);
    none[60] = 0;
    none += bytes.substr(first);
    const RecordFile g = readRecords(none, "none.cbl");
    QVERIFY(g.errors.empty());
    QCOMPARE(g.games.size(), std::size_t(3));
    // An index that runs past the end, or no game at all: errors with their places.
    std::string past = bytes;
    past[62] = 1;  // 65541 index slots
    const RecordFile h = readRecords(past, "past.cbl");
    QVERIFY(h.games.empty());
    QCOMPARE(h.errors.size(), std::size_t(1));
    QCOMPARE(h.errors[0].code, RecordErrorCode::Truncated);
    QCOMPARE(h.errors[0].offset, past.size());
    const RecordFile empty = readRecords(bytes.substr(0, first), "empty.cbl");
    QVERIFY(empty.games.empty());
    QCOMPARE(empty.errors.at(0).code, RecordErrorCode::Empty);
}

void TestChessBridge::libraryWithABadGame() {
    // Three games, a blank slot after the first (a deleted game), and the second game's first move from an empty
    // square. Strictly (readCbl without `partial`) the other two are read, the bad one is refused with its place
    // among the games and its file offset.
    std::vector<GameRecord> games;
    std::vector<RecordError> errors;
    readCbl(readBytes("bad-game.cbl"), &games, &errors);
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(games[0].tag("Title"), std::string("库一"));
    QCOMPARE(games[1].tag("Title"), std::string("库三"));
    QCOMPARE(errors.size(), std::size_t(1));
    const RecordError& e = errors[0];
    QCOMPARE(e.gameIndex, 1);
    QCOMPARE(e.code, RecordErrorCode::BadMove);
    QCOMPARE(e.moveError, MoveTextError::NoSuchPiece);
    // 3 index slots: the first record at 66624 + 3 * 276 = 67452; the second game two slots later; its first
    // move after the 2214-byte header and the 14-byte opening entry (4 bytes, a size and "长对局").
    QCOMPARE(e.offset, std::size_t(67452 + 2 * 4096 + 2214 + 14));
    const std::string text = describeError(e);
    QVERIFY2(text.starts_with("game 2, byte 77872: move 1 (Red) 'e5g2'"), text.c_str());
    // Through readRecords (the window, xiangqi-convert, the database import) the bad game is read up to its
    // break, as XQWizard shows it: its header and start position, no move, and the same place reported.
    const RecordFile f = readRecords(readBytes("bad-game.cbl"), "bad-game.cbl");
    QVERIFY(f.errors.empty());
    QCOMPARE(f.games.size(), std::size_t(3));
    QCOMPARE(f.games[1].tag("Title"), std::string("库二"));
    QCOMPARE(f.games[1].moveCount(), 0);
    QCOMPARE(f.games[1].node(RootNode).comment, std::string("长对局"));
    QCOMPARE(f.partial.size(), std::size_t(1));
    QCOMPARE(f.partial[0].gameIndex, 1);
    QCOMPARE(f.partial[0].code, RecordErrorCode::BadMove);
    QCOMPARE(f.partial[0].offset, e.offset);
}

void TestChessBridge::libraryReadUpToTheBreak() {
    // partial-library.cbl (make_cbr_fixtures.py): four games, three of them broken as real libraries come. The good
    // game is read whole; the long game up to its illegal tenth move; the set-up game, whose board has a byte that
    // is no piece, is refused with its place and reason; game.cbr, cut two bytes into its last entry by the end of
    // the file, up to the cut. Never the whole library refused for one game.
    const std::string bytes = readBytes("partial-library.cbl");
    const std::size_t first = 66624 + 3 * 276;
    QCOMPARE(bytes.size(), first + 4 * 4096 + 2384);
    const RecordFile f = readRecords(bytes, "partial-library.cbl");
    QCOMPARE(f.format, RecordFormat::Cbr);
    QCOMPARE(f.games.size(), std::size_t(3));
    QCOMPARE(f.games[0].tag("Title"), std::string("库一"));
    QCOMPARE(mainLine(f.games[0]), std::string("b2e2 h9g7 b0c2 i9h9"));
    QCOMPARE(f.games[1].tag("Title"), std::string("库二"));
    QCOMPARE(mainLine(f.games[1]), std::string("h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9 h0g2"));
    QCOMPARE(f.games[2].tag("Title"), std::string("测试CBR"));
    QCOMPARE(mainLine(f.games[2]), std::string("h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"));
    QCOMPARE(f.games[2].moveCount(), 14);  // all but c6c5, the cut entry
    // The refused game: its place among the library's games (the third), the byte and the reason.
    QCOMPARE(f.errors.size(), std::size_t(1));
    QCOMPARE(f.errors[0].gameIndex, 2);
    QCOMPARE(f.errors[0].code, RecordErrorCode::BadData);
    QCOMPARE(f.errors[0].dataProblem, RecordError::DataProblem::NotAPiece);
    QCOMPARE(f.errors[0].offset, first + 3 * 4096 + 2120 + 40);
    const std::string refused = describeError(f.errors[0]);
    QVERIFY2(refused.starts_with("game 3, byte " + std::to_string(first + 3 * 4096 + 2160) + ": ") &&
                 refused.find("board byte 0x38 on e5 is no piece") != std::string::npos,
             refused.c_str());
    // The games read in part: where each stopped (gameIndex: its place among the library's games, as for errors:
    // the fourth game is games[2]).
    QCOMPARE(f.partial.size(), std::size_t(2));
    QCOMPARE(f.partial[0].gameIndex, 1);
    QCOMPARE(f.partial[0].code, RecordErrorCode::BadMove);
    QCOMPARE(f.partial[0].moveError, MoveTextError::NotLegal);
    QCOMPARE(f.partial[0].moveNumber, 5);
    QCOMPARE(f.partial[0].side, Color::Black);
    QCOMPARE(f.partial[0].text, std::string("h9h5"));
    QVERIFY(f.partial[0].offset > first + 4096 && f.partial[0].offset < first + 3 * 4096);
    QCOMPARE(f.partial[1].gameIndex, 3);
    QCOMPARE(f.partial[1].code, RecordErrorCode::Truncated);
    QCOMPARE(f.partial[1].offset, first + 4 * 4096 + 2382);

    // The same library cut inside the last game's header: that game is refused (Truncated, at the end of the file),
    // the others read as before.
    const RecordFile cut = readRecords(std::string_view(bytes).substr(0, first + 4 * 4096 + 1000), "cut.cbl");
    QCOMPARE(cut.games.size(), std::size_t(2));
    QCOMPARE(cut.partial.size(), std::size_t(1));
    QCOMPARE(cut.errors.size(), std::size_t(2));
    QCOMPARE(cut.errors[1].gameIndex, 3);
    QCOMPARE(cut.errors[1].code, RecordErrorCode::Truncated);
    QCOMPARE(cut.errors[1].offset, first + 4 * 4096 + 1000);

    // Strictly (readCbl without `partial`) only the good game is read; the three others are refused.
    std::vector<GameRecord> games;
    std::vector<RecordError> errors;
    readCbl(bytes, &games, &errors);
    QCOMPARE(games.size(), std::size_t(1));
    QCOMPARE(errors.size(), std::size_t(3));
}

void TestChessBridge::errors_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("cut");  // 0: the whole file
    QTest::addColumn<int>("code");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("moveNumber");
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("moveError");
    QTest::addColumn<QString>("detail");  // in the English description
    const int none = int(MoveTextError::None), red = int(Color::Red), black = int(Color::Black);
    const int truncated = int(RecordErrorCode::Truncated);
    // game.cbr: header 0-2213; the opening entry at 2214, its comment size at 2218, its 20-byte comment from 2222;
    // the first move (h2e2) at 2242; the last (c6c5, Black's first move) at 2382; 2386 bytes in all.
    QTest::newRow("bad magic") << "bad-magic.cbr" << 0 << int(RecordErrorCode::BadHeader) << 0 << 0 << red << none
                               << "signature";
    QTest::newRow("truncated in the magic")
        << "game.cbr" << 10 << int(RecordErrorCode::BadHeader) << 0 << 0 << red << none << "signature";
    QTest::newRow("truncated header") << "game.cbr" << 1000 << truncated << 1000 << 0 << red << none << "header";
    QTest::newRow("truncated before the moves")
        << "game.cbr" << 2214 << truncated << 2214 << 0 << red << none << "entry needs 4 bytes";
    QTest::newRow("truncated in the opening comment")
        << "game.cbr" << 2230 << truncated << 2218 << 0 << red << none << "comment of 20 bytes";
    QTest::newRow("truncated in the first move")
        << "game.cbr" << 2244 << truncated << 2242 << 1 << red << none << "entry needs 4 bytes";
    QTest::newRow("truncated in the last move")
        << "game.cbr" << 2384 << truncated << 2382 << 1 << black << none << "entry needs 4 bytes";
    QTest::newRow("square index past the board")
        << "bad-square.cbr" << 0 << int(RecordErrorCode::BadData) << 2242 << 1 << red << int(MoveTextError::Malformed)
        << "square index 95 at byte 2245 is off the board";
    QTest::newRow("move from an empty square") << "bad-empty-square.cbr" << 0 << int(RecordErrorCode::BadMove) << 2242
                                               << 1 << red << int(MoveTextError::NoSuchPiece) << "'e2e2'";
    QTest::newRow("illegal move") << "bad-illegal.cbr" << 0 << int(RecordErrorCode::BadMove) << 2242 << 1 << red
                                  << int(MoveTextError::NotLegal) << "'h2h8'";
    QTest::newRow("comment size past the end")
        << "bad-comment-size.cbr" << 0 << truncated << 2218 << 0 << red << none << "comment of 2386 bytes";
}

void TestChessBridge::errors() {
    QFETCH(QString, file);
    QFETCH(int, cut);
    QFETCH(int, code);
    QFETCH(int, offset);
    QFETCH(int, moveNumber);
    QFETCH(int, side);
    QFETCH(int, moveError);
    QFETCH(QString, detail);
    std::string bytes = readBytes(file.toStdString());
    QVERIFY(bytes.size() > 2000);
    if (cut > 0) bytes.resize(std::size_t(cut));
    GameRecord g;
    g.setTag("Event", "untouched");
    RecordError e;
    QVERIFY(!readCbr(bytes, &g, &e));
    QCOMPARE(int(e.code), code);
    QCOMPARE(int(e.offset), offset);
    QCOMPARE(e.moveNumber, moveNumber);
    QCOMPARE(int(e.side), side);
    QCOMPARE(int(e.moveError), moveError);
    QCOMPARE(g.tag("Event"), std::string("untouched"));  // nothing half-read
    QCOMPARE(g.moveCount(), 0);
    const std::string text = describeError(e);
    QVERIFY2(text.starts_with("byte " + std::to_string(offset) + ": "), text.c_str());
    QVERIFY2(text.find(detail.toStdString()) != std::string::npos, text.c_str());
    // Through readRecords (by the name: a wrong magic is still a .cbr file) the same error arrives: as a refusal
    // when the header or the start position is bad, as the place the reading stopped when the moves (from the
    // opening entry at 2214 on) go wrong; the game is then read up to there, as XQWizard shows it.
    const RecordFile f = readRecords(bytes, file.toStdString());
    const bool inMoves = offset >= 2214;
    QCOMPARE(f.games.size(), std::size_t(inMoves ? 1 : 0));
    QCOMPARE(f.errors.size(), std::size_t(inMoves ? 0 : 1));
    QCOMPARE(f.partial.size(), std::size_t(inMoves ? 1 : 0));
    const RecordError& arrived = inMoves ? f.partial[0] : f.errors[0];
    QCOMPARE(int(arrived.code), code);
    QCOMPARE(int(arrived.offset), offset);
    if (inMoves) {
        // The moves before the entry that went wrong: none before the first move's entry at 2242, some after it.
        if (offset <= 2242) QCOMPARE(f.games[0].moveCount(), 0);
        else QVERIFY(f.games[0].moveCount() > 0);
        GameRecord lenient;
        RecordError refused, stopped;
        QVERIFY(readCbr(bytes, &lenient, &refused, &stopped));
        QVERIFY(!refused);
        QCOMPARE(int(stopped.code), code);
        QCOMPARE(stopped.moveNumber, moveNumber);
    }
    // Damaged data is also data, for the window to word in its language.
    if (code == int(RecordErrorCode::BadData)) {
        QCOMPARE(e.dataProblem, RecordError::DataProblem::SquareOffBoard);
        QCOMPARE(e.dataValue, 95);
    } else {
        QCOMPARE(e.dataProblem, RecordError::DataProblem::None);
    }
}

void TestChessBridge::badBoard() {
    // The start position is judged as the position editor judges a set-up (checkSetup), at the square's byte.
    const std::string good = readBytes("game.cbr");
    GameRecord g;
    RecordError e;
    std::string bytes = good;
    bytes[2120 + 4] = 0;  // Black's general (e9, board index 4) removed
    QVERIFY(!readCbr(bytes, &g, &e));
    QCOMPARE(e.code, RecordErrorCode::BadFen);
    QVERIFY2(describeError(e).find("Black has no general") != std::string::npos, describeError(e).c_str());
    bytes = good;
    bytes[2120 + 9 * 9 + 3] = 0;     // d0 (row 9, col 3): Red's advisor removed,
    bytes[2120 + 9 * 9 + 2] = 0x14;  // c0: and Red's elephant there made an advisor, off its points
    QVERIFY(!readCbr(bytes, &g, &e));
    QCOMPARE(e.code, RecordErrorCode::BadFen);
    QCOMPARE(e.offset, std::size_t(2120 + 83));
    QVERIFY2(describeError(e).find("Red's advisor on c0 is off its points") != std::string::npos,
             describeError(e).c_str());
    bytes = good;
    bytes[2120 + 40] = 0x38;  // e5: no such colour or piece
    QVERIFY(!readCbr(bytes, &g, &e));
    QCOMPARE(e.code, RecordErrorCode::BadData);
    QCOMPARE(e.offset, std::size_t(2160));
    QVERIFY2(describeError(e).find("board byte 0x38 on e5 is no piece") != std::string::npos, describeError(e).c_str());
    QCOMPARE(e.dataProblem, RecordError::DataProblem::NotAPiece);
    QCOMPARE(e.dataValue, 0x38);
    QCOMPARE(e.dataSquare, parseSquare("e5"));
}

void TestChessBridge::damagedNeverCrashes() {
    // Every truncation and many random corruptions of a record and of a library: an error or a game, never a
    // crash, and every error at a place inside the data.
    const std::string good = readBytes("game.cbr");
    auto strict = [](std::string_view b, GameRecord* g, RecordError* e) { return readCbr(b, g, e); };
    auto [games, errors] = testdata::readTruncations(good, strict);
    QCOMPARE(games, 0);  // the last entry is needed: every truncation is an error
    // Leniently, every truncation inside the moves (from the opening entry at 2214 on) is read up to the cut.
    for (std::size_t n = 0; n < good.size(); ++n) {
        GameRecord g;
        RecordError e, stopped;
        const bool read = readCbr(std::string_view(good).substr(0, n), &g, &e, &stopped);
        QCOMPARE(read, n >= 2214);
        if (read) QCOMPARE(stopped.code, RecordErrorCode::Truncated);
    }
    std::mt19937 rng(2026);
    for (const char* name : {"game.cbr", "library.cbl"}) {
        const std::string original = readBytes(name);
        // Corrupt the part that is read: the record (or the library header and its records).
        for (int k = 0; k < 2000; ++k) {
            std::string bad = original;
            const int flips = 1 + int(rng() % 4);
            for (int i = 0; i < flips; ++i) {
                const std::size_t at = name[0] == 'g'   ? rng() % bad.size()
                                       : rng() % 4 == 0 ? rng() % 64
                                                        : 66624 + 5 * 276 + rng() % (bad.size() - 66624 - 5 * 276);
                bad[at] = char(rng() & 0xff);
            }
            const RecordFile f = readRecords(bad, name);
            for (const RecordError& e : f.errors) {
                ++errors;
                QVERIFY(e.code != RecordErrorCode::None);
                QVERIFY(e.offset <= bad.size());
                QVERIFY(!describeError(e).empty());
            }
        }
    }
    QVERIFY(errors > int(good.size()));
}

void TestChessBridge::limits() {
    // Over MaxRecordMoves moves (horses going back and forth): refused at the first move beyond the limit.
    std::vector<Entry> shuffle;
    const char* cycle[] = {"h0g2", "h9g7", "g2h0", "g7h9"};
    for (int i = 0; i <= MaxRecordMoves; ++i) shuffle.push_back({0, cycle[i % 4]});
    shuffle.back().flags = 0x01;
    GameRecord g;
    RecordError e;
    QVERIFY(!readCbr(cbrWith(shuffle), &g, &e));
    QCOMPARE(e.code, RecordErrorCode::TooLarge);
    QCOMPARE(e.offset, std::size_t(2218 + 4 * MaxRecordMoves));

    // A long line in which every move has an alternative: the alternatives come after the whole line, each
    // going back to an early position. Read in one pass (going back is undoing moves, not replaying the line).
    const int n = 30000;
    std::vector<Entry> deep;
    for (int i = 0; i < n; ++i) deep.push_back({std::uint8_t(i + 1 == n ? 0x03 : 0x02), cycle[i % 4]});
    for (int i = n - 1; i >= 0; --i) deep.push_back({0x01, i % 2 == 0 ? "b0c2" : "b9c7"});
    QVERIFY2(readCbr(cbrWith(deep), &g, &e), describeError(e).c_str());
    QCOMPARE(g.moveCount(), 2 * n);
    QCOMPARE(int(g.mainLineMoves().size()), n);
    NodeId at = RootNode;
    for (int i = 0; i < n; ++i) {
        QCOMPARE(g.node(at).children.size(), std::size_t(2));
        QCOMPARE(moveToUci(g.node(g.node(at).children[1]).move), std::string(i % 2 == 0 ? "b0c2" : "b9c7"));
        at = g.node(at).children[0];
    }
}

void TestChessBridge::convertLibraryToOnePgn() {
    // xiangqi-convert turns a library into one PGN file holding every game, which reads back to the same moves.
    QTemporaryDir dir;
    const QString out = dir.filePath("library.pgn");
    QProcess p;
    p.start(QString(XIANGQI_BIN_DIR) + "/xiangqi-convert",
            {"--notation", "iccs", QString(XIANGQI_TEST_DATA) + "/records/library.cbl",
             QString(XIANGQI_TEST_DATA) + "/records/game.cbr", "-o", out});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(p.readAllStandardError().isEmpty(), "no error expected");
    std::ifstream in(out.toStdString(), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    const std::string pgn = s.str();
    for (const char* tag :
         {"[Title \"库一\"]", "[Title \"库二\"]", "[Title \"库三\"]", "[Title \"测试CBR\"]", "[RedTeam \"红队\"]",
          "[BlackTeam \"黑队\"]", "[FEN \"5k3/9/9/9/9/9/9/9/4p4/3K5 b - - 0 1\"]"})
        QVERIFY2(pgn.find(tag) != std::string::npos, tag);
    const RecordFile back = readRecords(pgn, "library.pgn");
    QVERIFY(back.errors.empty());
    QCOMPARE(back.games.size(), std::size_t(4));
    const RecordFile original = readRecords(readBytes("library.cbl"), "library.cbl");
    for (std::size_t k = 0; k < 3; ++k) {
        QCOMPARE(mainLine(back.games[k]), mainLine(original.games[k]));
        QCOMPARE(back.games[k].moveCount(), original.games[k].moveCount());
    }
    QCOMPARE(back.games[3].moveCount(), 15);  // game.cbr with its variations
    QCOMPARE(back.games[3].node(RootNode).comment, std::string("开局前的评论：象棋桥"));
}

QTEST_GUILESS_MAIN(TestChessBridge)
#include "test_chessbridge.moc"
