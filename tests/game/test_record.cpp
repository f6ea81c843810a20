// The game core without Qt Widgets: the record tree, PGN in and out, encodings, refusal reasons, the game session.
#include <QTest>

#include <algorithm>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "xiangqi/game.h"
#include "xiangqi/movegen.h"
#include "xiangqi/pgn.h"
#include "xiangqi/recordio.h"
#include "xiangqi/refusal.h"
#include "xiangqi/textcodec.h"

#include "recordtestdata.h"

using namespace xq;

namespace {

using testdata::readBytes;

Move uci(const char* text) { return parseUciMove(text); }

std::string iccsLine(const GameRecord& g) {
    std::string out;
    for (Move m : g.mainLineMoves()) {
        if (!out.empty()) out += ' ';
        out += moveToUci(m);
    }
    return out;
}

const char* const XqWizardMainLine =
    "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 d9e8 b2b4 i8g8 g6f6 g7h5 a0b0";

}  // namespace

class TestRecord : public QObject {
    Q_OBJECT
private slots:
    void treeOperations();
    void xqWizardGbk();
    void encodings_data();
    void encodings();
    void gb18030FourByteAndEncode();
    void roundTrip_data();
    void roundTrip();
    void annotations();
    void multipleGames();
    void errors_data();
    void errors();
    void largeCollection();
    void unescapedQuotesInTags();
    void lenientTags_data();
    void lenientTags();
    void chineseMoveNumbers();
    void chineseResults_data();
    void chineseResults();
    void chineseTagNames();
    void fullWidthMovesAndCheckSigns();
    void commentBeforeTheTags();
    void incompleteFenTags_data();
    void incompleteFenTags();
    void refusals_data();
    void refusals();
    void illegalMovesSayWhy_data();
    void illegalMovesSayWhy();
    void textThatIsNoRecord_data();
    void textThatIsNoRecord();
    void simplifiedAndTraditional();
    void gameSession();
    void gameEndings();
    void ruleSetTag();
};

// The game's repetition rules live in the record's [Rules] tag: written to PGN, read back, and applied by the
// referee (one check, one chase: a draw under the Asian rules, a loss under the Chinese ones).
void TestRecord::ruleSetTag() {
    Game game;
    QVERIFY(game.newGame("4k4/9/c8/9/9/9/9/9/9/3K4R w - - 0 1"));
    QCOMPARE(game.rules(), RuleSet::Asian);  // no tag: the default
    game.setRules(RuleSet::Chinese);
    for (const char* m : {"i0i9", "e9e8", "i9i7", "e8e9", "i7i9", "e9e8", "i9i7", "e8e9", "i7i9"})
        QCOMPARE(game.play(parseUciMove(m)).reason, RefusalReason::None);
    QCOMPARE(game.verdict().reason, EndReason::PerpetualChase);
    QCOMPARE(game.record().result(), std::string("0-1"));

    const std::string pgn = writePgn(game.record(), Notation::Iccs);
    QVERIFY2(pgn.find("[Rules \"chinese\"]") != std::string::npos, pgn.c_str());
    std::vector<GameRecord> games;
    RecordError error;
    QVERIFY(readPgn(pgn, &games, &error));
    QCOMPARE(games.size(), std::size_t(1));
    Game loaded;
    loaded.load(games[0]);
    QCOMPARE(loaded.rules(), RuleSet::Chinese);
    QCOMPARE(loaded.verdict().reason, EndReason::PerpetualChase);

    // The same game under the Asian rules is a draw, and the record's result follows.
    loaded.setRules(RuleSet::Asian);
    QCOMPARE(loaded.verdict().result, GameResult::Draw);
    QCOMPARE(loaded.record().result(), std::string("1/2-1/2"));
    QCOMPARE(loaded.record().tag("Rules"), std::string("asian"));
}

void TestRecord::treeOperations() {
    GameRecord r;
    const NodeId a = r.addMove(RootNode, uci("h2e2"));
    const NodeId b = r.addMove(a, uci("h9g7"));
    const NodeId c = r.addMove(a, uci("b9c7"));  // a variation
    QCOMPARE(r.addMove(a, uci("h9g7")), b);      // the same move is not added twice
    QCOMPARE(r.node(a).children.size(), std::size_t(2));
    QCOMPARE(r.next(a), b);
    QVERIFY(r.hasVariations());
    QVERIFY(r.promoteVariation(c));
    QCOMPARE(r.next(a), c);
    QVERIFY(!r.promoteVariation(c));
    r.makeMainLine(b);
    QCOMPARE(r.next(a), b);
    const NodeId d = r.addMove(c, uci("h0g2"));
    QCOMPARE(r.plyOf(d), 3);
    QCOMPARE(r.lineThrough(c), (std::vector<NodeId>{a, c, d}));
    QCOMPARE(r.deleteSubtree(c), a);
    QVERIFY(!r.isValid(c));
    QVERIFY(!r.isValid(d));
    QCOMPARE(r.moveCount(), 2);
    QVERIFY(!r.hasVariations());
    QCOMPARE(r.positionAt(b).fen(),
             std::string("rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"));
}

void TestRecord::xqWizardGbk() {
    // As XQWizard writes it: GBK, CRLF, Chinese moves with full-width digits, ECCO/Opening tags, a comment
    // before the first move, a variation, and free text after the result.
    const RecordFile file = readRecords(readBytes("xqwizard-gbk.pgn"), "xqwizard-gbk.pgn");
    QCOMPARE(file.encoding, TextEncoding::Gb18030);
    QVERIFY(file.errors.empty());
    QCOMPARE(file.games.size(), std::size_t(1));
    const GameRecord& g = file.games[0];
    QCOMPARE(g.tag("Red"), std::string("赵国荣"));
    QCOMPARE(g.tag("ECCO"), std::string("C54"));
    QCOMPARE(g.tag("Opening"), std::string("中炮过河车对屏风马"));
    QCOMPARE(g.result(), std::string("1-0"));
    QCOMPARE(iccsLine(g), std::string(XqWizardMainLine));
    QCOMPARE(g.node(RootNode).comment, std::string("中炮对屏风马的常见变化"));
    QVERIFY(g.hasVariations());
    QVERIFY(g.trailingText.starts_with("===="));
    // The variation replaces Black's 7th move.
    const auto line = g.mainLine();
    const MoveNode& white7 = g.node(line[12]);
    QCOMPARE(white7.children.size(), std::size_t(2));
    QCOMPARE(moveToUci(g.node(white7.children[1]).move), std::string("i8g8"));
    QCOMPARE(g.node(line[11]).comment, std::string("平炮兑车"));
    // Written back in all three notations and read again: the same record.
    for (Notation n : {Notation::Chinese, Notation::Wxf, Notation::Iccs}) {
        const std::string text = writePgn(g, n);
        std::vector<GameRecord> again;
        RecordError e;
        QVERIFY2(readPgn(text, &again, &e), describeError(e).c_str());
        QCOMPARE(again.size(), std::size_t(1));
        QVERIFY(again[0] == g);
        QCOMPARE(writePgn(again[0], n), text);
    }
    const std::string iccs = writePgn(g, Notation::Iccs);
    QVERIFY(iccs.find("[Format \"ICCS\"]") != std::string::npos);
    QVERIFY(iccs.find("1. H2-E2 H9-G7 2. H0-G2") != std::string::npos);
    std::string flat = iccs;
    std::replace(flat.begin(), flat.end(), '\n', ' ');
    QVERIFY(flat.find("(7... I8-G8 8. G6-F6 G7-H5)") != std::string::npos);
    QVERIFY(writePgn(g, Notation::Wxf).find("1. C2=5 H8+7") != std::string::npos);
}

void TestRecord::encodings_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("encoding");
    QTest::addColumn<QString>("event");
    QTest::newRow("big5") << "big5.pgn" << int(TextEncoding::Big5) << QStringLiteral("香港象棋公開賽");
    QTest::newRow("utf16le") << "utf16le.pgn" << int(TextEncoding::Utf16LE) << QStringLiteral("测试");
    QTest::newRow("utf8-bom") << "utf8-bom.pgn" << int(TextEncoding::Utf8Bom) << QStringLiteral("测试");
    QTest::newRow("gbk") << "xqwizard-gbk.pgn" << int(TextEncoding::Gb18030) << QStringLiteral("全国象棋个人赛");
}

void TestRecord::encodings() {
    QFETCH(QString, file);
    QFETCH(int, encoding);
    QFETCH(QString, event);
    const RecordFile f = readRecords(readBytes(file.toStdString()), file.toStdString());
    QCOMPARE(int(f.encoding), encoding);
    QVERIFY(f.errors.empty());
    QCOMPARE(QString::fromStdString(f.games.at(0).tag("Event")), event);
    if (file != "xqwizard-gbk.pgn") QCOMPARE(iccsLine(f.games[0]), std::string("h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"));
}

void TestRecord::gb18030FourByteAndEncode() {
    // "€" is 0x80 in code page 936; "·" (U+00B7) is A1A4; U+00A5 has the four-byte form 81 30 84 36; U+1F600
    // has 94 39 FC 36 (published GB18030 table and its algorithmic supplementary range).
    const std::string bytes = "\xA1\xA4\x81\x30\x84\x36\x94\x39\xFC\x36\xC5\xDA";
    const DecodedText d = decodeAs(bytes, TextEncoding::Gb18030);
    QCOMPARE(d.invalidSequences, std::size_t(0));
    QCOMPARE(d.utf8, std::string("\u00B7\u00A5\U0001F600炮"));
    QCOMPARE(encodeGb18030(d.utf8), bytes);
    QVERIFY(!isValidUtf8("\xC0\x80"));
    QVERIFY(isValidUtf8("炮二平五"));
    // Undecodable bytes are counted and replaced, never dropped silently.
    QCOMPARE(decodeAs("\xFF\xFF", TextEncoding::Gb18030).invalidSequences, std::size_t(2));
}

void TestRecord::roundTrip_data() {
    QTest::addColumn<QString>("pgn");
    QTest::newRow("nested variations and comments")
        << "[Event \"x\"]\n\n{start} 1. C2=5 {c1} (1. P7+1 {pawn} P7+1 (1... C8=5) 2. H8+7) 1... H8+7 $14 2. H2+3!? "
           "(2. H8+7 R9+1 (2... H2+3)) 2... R9=8 *\n";
    QTest::newRow("black to move in a set-up position")
        << "[FEN \"4k4/9/9/9/9/9/9/9/3R5/3K5 b - - 0 10\"]\n\n10... K5=6 {a step aside} 11. R6=5 *\n";
    QTest::newRow("comment before a variation's first move") << "1. h2e2 (  { other } 1. b2e2 ) h9g7 *\n";
    // Issue 44, item 18 (fuzz_pgn): a run of '!' after a move was kept, written glued to the move, and that text
    // read back without it. Glued or apart, any run of '!' and '?' is the move's annotation, both ways.
    QTest::newRow("a long run of annotation marks") << "1. H2-E2 H9-G7 !!!!!!!!!!!!!!!!!!!!\n2. H0-G2 *\n";
    QTest::newRow("runs glued to the moves") << "1. h2e2!!! h9g7?!?! 2. h0g2 ?!!? *\n";
}

void TestRecord::roundTrip() {
    QFETCH(QString, pgn);
    std::vector<GameRecord> first;
    RecordError e;
    QVERIFY2(readPgn(pgn.toStdString(), &first, &e), describeError(e).c_str());
    for (Notation n : {Notation::Chinese, Notation::Wxf, Notation::Iccs}) {
        const std::string text = writePgn(first[0], n);
        std::vector<GameRecord> again;
        QVERIFY2(readPgn(text, &again, &e), (describeError(e) + "\n" + text).c_str());
        QVERIFY2(again[0] == first[0], text.c_str());
        QCOMPARE(writePgn(again[0], n), text);
    }
}

void TestRecord::annotations() {
    std::vector<GameRecord> games;
    RecordError e;
    QVERIFY(readPgn("1. h2e2!!! h9g7 ?? 2. h0g2!? ! *\n", &games, &e));
    const std::vector<NodeId> line = games[0].mainLine();
    QCOMPARE(games[0].node(line[0]).annotation, std::string("!!!"));
    QCOMPARE(games[0].node(line[1]).annotation, std::string("??"));
    QCOMPARE(games[0].node(line[2]).annotation, std::string("!"));  // a later mark replaces the earlier one
    QVERIFY(writePgn(games[0], Notation::Iccs).find("H2-E2!!! H9-G7?? 2. H0-G2!") != std::string::npos);
    // Only marks are annotations: anything else would be written glued to the move and read back as another move.
    GameRecord& g = games[0];
    QVERIFY(!g.setAnnotation(line[0], "!x"));
    QVERIFY(!g.setAnnotation(line[0], " !"));
    QCOMPARE(g.node(line[0]).annotation, std::string("!!!"));
    QVERIFY(g.setAnnotation(line[0], ""));
    QVERIFY(g.node(line[0]).annotation.empty());
    QVERIFY(isMoveAnnotation("?!?!") && !isMoveAnnotation("") && !isMoveAnnotation("!+"));
}

void TestRecord::multipleGames() {
    const std::string text = readBytes("multi.pgn");
    const auto spans = indexPgn(text);
    QCOMPARE(spans.size(), std::size_t(3));
    QCOMPARE(spans[1].tag("Event"), std::string("Game two"));
    QCOMPARE(spans[2].tag("Red"), std::string("E"));
    GameRecord g;
    RecordError e;
    QVERIFY(readPgnGame(text, spans[1], &g, &e));
    QCOMPARE(g.startFen(), std::string("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"));
    QCOMPARE(g.moveCount(), 0);
    QVERIFY(readPgnGame(text, spans[2], &g, &e));
    QCOMPARE(g.moveCount(), 5);
    QCOMPARE(g.node(g.mainLine()[2]).nags, std::vector<int>{1});
    QCOMPARE(g.node(g.mainLine()[2]).comment, std::string("good"));
}

void TestRecord::errors_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("moveNumber");
    QTest::addColumn<QString>("offending");
    QTest::newRow("illegal move") << QByteArray("[Event \"e\"]\n\n1. h2e2 h9g7\n2. h0g2 a9a5 *\n")
                                  << int(RecordErrorCode::BadMove) << 4 << 9 << 2 << "a9a5";
    QTest::newRow("move from an empty square")
        << QByteArray("1. e4e5 *\n") << int(RecordErrorCode::BadMove) << 1 << 4 << 1 << "e4e5";
    QTest::newRow("chinese, wrong piece") << QByteArray("1. 炮二平五 马２进２ *\n") << int(RecordErrorCode::BadMove)
                                          << 1 << 9 << 1 << QStringLiteral("马２进２");
    QTest::newRow("unknown characters") << QByteArray("1. h2e2 xyz!! *\n") << int(RecordErrorCode::BadMove) << 1 << 9
                                        << 1 << "xyz";
    QTest::newRow("malformed tag") << QByteArray("[Event \"unterminated]\n1. h2e2 *\n")
                                   << int(RecordErrorCode::MalformedTag) << 1 << 1 << 0 << "[Event \"unterminated]";
    QTest::newRow("bad FEN") << QByteArray("[FEN \"rnbakabnr/9/9 w\"]\n\n*\n") << int(RecordErrorCode::BadFen) << 1 << 1
                             << 0 << "rnbakabnr/9/9 w";
    QTest::newRow("unclosed comment") << QByteArray("1. h2e2 {never closed\n h9g7 *\n")
                                      << int(RecordErrorCode::UnclosedComment) << 1 << 9 << 0
                                      << "{never closed\n h9g7 *\n";
    QTest::newRow("unbalanced paren") << QByteArray("1. h2e2 h9g7 ) *\n") << int(RecordErrorCode::UnbalancedParen) << 1
                                      << 14 << 0 << ")";
    QTest::newRow("variation before any move")
        << QByteArray("( 1. h2e2 ) *\n") << int(RecordErrorCode::VariationWithoutMove) << 1 << 1 << 0 << "(";
    QTest::newRow("unknown format") << QByteArray("[Format \"XYZ\"]\n\n*\n") << int(RecordErrorCode::UnknownFormat) << 1
                                    << 1 << 0 << "XYZ";
    QTest::newRow("binary") << QByteArray("\x00\x01\x02PK\x03\x04garbage", 14) << int(RecordErrorCode::NotText) << 0
                            << 0 << 0 << "";
}

void TestRecord::errors() {
    QFETCH(QByteArray, text);
    QFETCH(int, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, moveNumber);
    QFETCH(QString, offending);
    const RecordFile f = readRecords(std::string(text.constData(), std::size_t(text.size())), "x.pgn");
    QCOMPARE(f.games.size(), std::size_t(0));
    QCOMPARE(f.errors.size(), std::size_t(1));
    const RecordError& e = f.errors[0];
    QCOMPARE(int(e.code), code);
    QCOMPARE(int(e.line), line);
    QCOMPARE(int(e.column), column);
    QCOMPARE(e.moveNumber, moveNumber);
    if (!offending.isEmpty() && code != int(RecordErrorCode::UnclosedComment))
        QCOMPARE(QString::fromStdString(e.text), offending);
    QVERIFY(!describeError(e).empty());
    // A bad FEN tag says what is wrong with it as data too (the window words it); a bad move gives its code.
    QCOMPARE(bool(e.fenError), code == int(RecordErrorCode::BadFen));
    if (e.fenError) QCOMPARE(int(e.fenError.code), int(FenErrorCode::TooFewRanks));
    if (code == int(RecordErrorCode::BadMove)) QVERIFY(e.moveError != MoveTextError::None);
}

// Hand-edited files that XQWizard opens: tag values in single quotes or none, a quoted value whose line lacks the
// closing bracket. Each used to refuse the whole game ("malformed tag").
void TestRecord::lenientTags_data() {
    QTest::addColumn<QByteArray>("tagLine");
    QTest::addColumn<QString>("event");
    QTest::newRow("no quotes") << QByteArray("[Event 全国象棋个人赛]") << QStringLiteral("全国象棋个人赛");
    QTest::newRow("single quotes") << QByteArray("[Event '全国象棋个人赛']") << QStringLiteral("全国象棋个人赛");
    QTest::newRow("no closing bracket") << QByteArray("[Event \"全国象棋个人赛\"") << QStringLiteral("全国象棋个人赛");
    QTest::newRow("no value") << QByteArray("[Event]") << QString();
}

void TestRecord::lenientTags() {
    QFETCH(QByteArray, tagLine);
    QFETCH(QString, event);
    const std::string text = "[Game \"Chinese Chess\"]\n" + tagLine.toStdString() + "\n[Red \"胡荣华\"]\n\n1. h2e2 h9g7 *\n";
    const RecordFile f = readRecords(text, "lenient.pgn");
    QCOMPARE(f.errors.size(), std::size_t(0));
    QCOMPARE(f.games.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(f.games[0].tag("Event")), event);
    QCOMPARE(QString::fromStdString(f.games[0].tag("Red")), QStringLiteral("胡荣华"));
    QCOMPARE(f.games[0].moveCount(), 2);
    const auto spans = indexPgn(text);
    QCOMPARE(spans.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(spans[0].tag("Event")), event);
}

// Move numbers followed by the Chinese enumeration comma ("1、炮二平五"), as some Chinese programs write them.
void TestRecord::chineseMoveNumbers() {
    const RecordFile f = readRecords("1、炮二平五 马８进７ 2、马二进三 车９平８ *\n", "numbers.pgn");
    QCOMPARE(f.errors.size(), std::size_t(0));
    QCOMPARE(f.games.size(), std::size_t(1));
    QCOMPARE(f.games[0].moveCount(), 4);
}

// Results as Chinese programs and sites write them, at the end of the movetext or in the Result tag: each used to
// refuse the game ("not a move in any notation") or lose the result.
void TestRecord::chineseResults_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("result");
    QTest::newRow("红胜") << QStringLiteral("1. 炮二平五 马８进７ 红胜\n") << "1-0";
    QTest::newRow("黑胜") << QStringLiteral("1. 炮二平五 马８进７ 黑胜\n") << "0-1";
    QTest::newRow("和棋") << QStringLiteral("1. 炮二平五 马８进７ 和棋\n") << "1/2-1/2";
    QTest::newRow("红负") << QStringLiteral("1. 炮二平五 马８进７ 红负\n") << "0-1";
    QTest::newRow("½-½") << QStringLiteral("1. 炮二平五 马８进７ ½-½\n") << "1/2-1/2";
    QTest::newRow("traditional") << QStringLiteral("1. 炮二平五 馬８進７ 紅勝\n") << "1-0";
    QTest::newRow("tag 黑胜") << QStringLiteral("[Result \"黑胜\"]\n\n1. 炮二平五 马８进７\n") << "0-1";
    QTest::newRow("tag 和局") << QStringLiteral("[Result \"和局\"]\n\n1. 炮二平五 马８进７ *\n") << "1/2-1/2";
}

void TestRecord::chineseResults() {
    QFETCH(QString, text);
    QFETCH(QString, result);
    // Two games, the first ending with the result: the text after it belongs to the next game.
    const std::string bytes = "[Event \"a\"]\n" + text.toStdString() + "\n[Event \"b\"]\n\n1. h2e2 *\n";
    const RecordFile f = readRecords(bytes, "results.pgn");
    QCOMPARE(f.errors.size(), std::size_t(0));
    QCOMPARE(f.games.size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(f.games[0].result()), result);
    QCOMPARE(f.games[0].moveCount(), 2);
    QCOMPARE(f.games[1].tag("Event"), std::string("b"));
    QCOMPARE(f.games[1].moveCount(), 1);
}

// Tag names beyond PGN's letters and digits, as Chinese programs write them: kept as tags instead of refusing the
// whole game as a malformed tag. A name cut by a character no name has ("[Event:x]") is still malformed.
void TestRecord::chineseTagNames() {
    const std::string text = "[赛事 \"全国赛\"]\n[Red-Team \"甲队\"]\n[日期　\"2026\"]\n[Red \"胡荣华\"]\n\n1. h2e2 h9g7 *\n";
    const RecordFile f = readRecords(text, "names.pgn");
    QCOMPARE(f.errors.size(), std::size_t(0));
    QCOMPARE(f.games.size(), std::size_t(1));
    QCOMPARE(f.games[0].tag("赛事"), std::string("全国赛"));
    QCOMPARE(f.games[0].tag("Red-Team"), std::string("甲队"));
    QCOMPARE(f.games[0].tag("日期"), std::string("2026"));
    QCOMPARE(f.games[0].tag("Red"), std::string("胡荣华"));
    QCOMPARE(f.games[0].moveCount(), 2);
    const RecordFile bad = readRecords("[Event:x]\n\n1. h2e2 *\n", "bad.pgn");
    QCOMPARE(bad.games.size(), std::size_t(0));
    QCOMPARE(bad.errors.at(0).code, RecordErrorCode::MalformedTag);
}

// Moves typed in full-width forms (WXF "Ｃ２．５") and moves with a check sign ("马二进三+", "h2e2#", "＋"): each
// used to refuse the game ("not a move in any notation"). A move that is not legal stays refused, at its place.
void TestRecord::fullWidthMovesAndCheckSigns() {
    const RecordFile f = readRecords("1. Ｃ２．５ Ｈ８＋７ 2. 马二进三+ 车９平８# 3. i0h0＋ *\n", "wide.pgn");
    QCOMPARE(f.errors.size(), std::size_t(0));
    QCOMPARE(f.games.size(), std::size_t(1));
    QCOMPARE(testdata::mainLine(f.games[0]), std::string("h2e2 h9g7 h0g2 i9h9 i0h0"));
    const RecordFile bad = readRecords("1. 炮二平八+ *\n", "bad.pgn");
    QCOMPARE(bad.games.size(), std::size_t(0));
    QCOMPARE(bad.errors.at(0).code, RecordErrorCode::BadMove);
    QCOMPARE(bad.errors[0].text, std::string("炮二平八+"));
    QCOMPARE(int(bad.errors[0].column), 4);
}

// A comment before the first tag (some programs start a file with one) and PGN escape lines ('%' in column 1):
// each used to make an extra game with no moves in front of the real one.
void TestRecord::commentBeforeTheTags() {
    const std::string text = "{本棋谱由某软件生成\n[第二行]}\n% an escape line\n[Event \"一\"]\n% another\n[Red \"甲\"]\n\n"
                             "{开局} 1. h2e2 h9g7 1-0\n\n{第二局前}\n[Event \"二\"]\n\n1. c3c4 *\n";
    const RecordFile f = readRecords(text, "leading.pgn");
    QCOMPARE(f.errors.size(), std::size_t(0));
    QCOMPARE(f.games.size(), std::size_t(2));
    QCOMPARE(f.games[0].tag("Event"), std::string("一"));
    QCOMPARE(f.games[0].tag("Red"), std::string("甲"));
    QCOMPARE(f.games[0].node(RootNode).comment, std::string("本棋谱由某软件生成\n[第二行]\n开局"));
    QCOMPARE(testdata::mainLine(f.games[0]), std::string("h2e2 h9g7"));
    QCOMPARE(f.games[0].result(), std::string("1-0"));
    // After a result, text up to the next tags is the game's trailing text, as before.
    QCOMPARE(f.games[1].tag("Event"), std::string("二"));
    QCOMPARE(testdata::mainLine(f.games[1]), std::string("c3c4"));
    QCOMPARE(indexPgn(text).size(), std::size_t(2));
    // A game of tags and a comment but no moves, then the next game's tags: still two games.
    const RecordFile two = readRecords("[Event \"a\"]\n{只有评论}\n[Event \"b\"]\n\n1. h2e2 *\n", "two.pgn");
    QCOMPARE(two.games.size(), std::size_t(2));
    // A comment between two tags is the comment before the first move; the game stays one (it used to become a
    // game of the tags before the comment and another of the rest).
    const std::string between = "[Event \"一\"]\n{说明：红方先走}\n[Red \"甲\"]\n[Black \"乙\"]\n\n1. h2e2 h9g7 1-0\n";
    const RecordFile one = readRecords(between, "between.pgn");
    QCOMPARE(one.errors.size(), std::size_t(0));
    QCOMPARE(one.games.size(), std::size_t(1));
    QCOMPARE(indexPgn(between).size(), std::size_t(1));
    QCOMPARE(one.games[0].tag("Event"), std::string("一"));
    QCOMPARE(one.games[0].tag("Red"), std::string("甲"));
    QCOMPARE(one.games[0].tag("Black"), std::string("乙"));
    QCOMPARE(one.games[0].node(RootNode).comment, std::string("说明：红方先走"));
    QCOMPARE(testdata::mainLine(one.games[0]), std::string("h2e2 h9g7"));
    QCOMPARE(one.games[0].result(), std::string("1-0"));
}

// [FEN] tags as other programs write them: the board alone, counters as dashes, move number 0. Each used to refuse
// the game ("bad FEN"); they are made whole (Red to move, clock 0, move 1). A FEN that is wrong stays refused.
void TestRecord::incompleteFenTags_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("read");  // the start FEN read, "" = refused
    const QString board = "4k4/9/9/9/9/9/9/9/4A4/4K4";
    QTest::newRow("board only") << board << board + " w - - 0 1";
    QTest::newRow("dashes for counters") << board + " b - - - -" << board + " b - - 0 1";
    QTest::newRow("move number 0") << board + " w - - 0 0" << board + " w - - 0 1";
    QTest::newRow("side and clock") << board + " b - - 3" << board + " b - - 3 1";
    QTest::newRow("general off its palace") << "9/4k4/9/9/9/9/9/9/4A4/3K5 z" << "";
    QTest::newRow("too few ranks") << "4k4/9/9 w" << "";
}

void TestRecord::incompleteFenTags() {
    QFETCH(QString, fen);
    QFETCH(QString, read);
    const std::string text = "[Event \"e\"]\n[FEN \"" + fen.toStdString() + "\"]\n\n*\n";
    const RecordFile f = readRecords(text, "fen.pgn");
    if (read.isEmpty()) {
        QCOMPARE(f.games.size(), std::size_t(0));
        QCOMPARE(f.errors.at(0).code, RecordErrorCode::BadFen);
        QCOMPARE(QString::fromStdString(f.errors[0].text), fen);  // the FEN as written, and its own problem
        QVERIFY(bool(f.errors[0].fenError));
        return;
    }
    QCOMPARE(f.errors.size(), std::size_t(0));
    QCOMPARE(f.games.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(f.games[0].startFen()), read);
}

// Master-game files written by Chinese software put unescaped double quotes inside tag values; the value ends at
// the last quote before the closing bracket. Written back, the quotes are escaped, and the text reads back the same.
void TestRecord::unescapedQuotesInTags() {
    const std::string text = "[Event \"第三屆\"嘉豐房地產杯\"象棋王位賽\"]\n[Red \"\"\"]\n[Black \"a \\\" b\"]\n\n"
                             "1. h2e2 h9g7 *\n";
    const RecordFile f = readRecords(text, "quotes.pgn");
    QCOMPARE(f.errors.size(), std::size_t(0));
    QCOMPARE(f.games.size(), std::size_t(1));
    const GameRecord& g = f.games[0];
    QCOMPARE(QString::fromStdString(g.tag("Event")), QStringLiteral("第三屆\"嘉豐房地產杯\"象棋王位賽"));
    QCOMPARE(g.tag("Red"), std::string("\""));
    QCOMPARE(g.tag("Black"), std::string("a \" b"));
    QCOMPARE(g.moveCount(), 2);
    // The index that lists a collection's games reads the same tags.
    const auto spans = indexPgn(text);
    QCOMPARE(spans.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(spans[0].tag("Event")), QStringLiteral("第三屆\"嘉豐房地產杯\"象棋王位賽"));
    const std::string written = writePgn(g, Notation::Iccs);
    QVERIFY(written.find("[Event \"第三屆\\\"嘉豐房地產杯\\\"象棋王位賽\"]") != std::string::npos);
    const RecordFile again = readRecords(written, "again.pgn");
    QCOMPARE(again.games.size(), std::size_t(1));
    QCOMPARE(again.games[0].tag("Event"), g.tag("Event"));
    QCOMPARE(writePgn(again.games[0], Notation::Iccs), written);
}

void TestRecord::largeCollection() {
    // 3000 games with comments and variations: every game indexed and read, the last one as well as the first.
    const std::string game = writePgn(readRecords(readBytes("xqwizard-gbk.pgn"), "").games.at(0), Notation::Chinese);
    std::string text;
    for (int i = 0; i < 3000; ++i) text += game + "\n";
    const auto spans = indexPgn(text);
    QCOMPARE(spans.size(), std::size_t(3000));
    GameRecord g;
    RecordError e;
    QVERIFY(readPgnGame(text, spans.back(), &g, &e));
    QCOMPARE(iccsLine(g), std::string(XqWizardMainLine));
    // A million-ply line of shuffling horses is far more than any game, and still read in bounded time.
    std::string longGame = "[Event \"long\"]\n\n";
    const char* cycle[] = {"h0g2", "h9g7", "g2h0", "g7h9"};
    for (int i = 0; i < 40000; ++i) longGame += std::string(cycle[i % 4]) + " ";
    longGame += "*\n";
    std::vector<GameRecord> games;
    QVERIFY(readPgn(longGame, &games, &e));
    QCOMPARE(games[0].moveCount(), 40000);
}

void TestRecord::refusals_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("reason");
    QTest::addColumn<QString>("squares");  // blockers, or attackers for check reasons
    const QString start = QString::fromLatin1(StartFen.data(), int(StartFen.size()));
    QTest::newRow("legal") << start << "h2e2" << int(RefusalReason::None) << "";
    QTest::newRow("empty square") << start << "e4e5" << int(RefusalReason::NoPiece) << "";
    QTest::newRow("not your turn") << start << "h9g7" << int(RefusalReason::NotYourTurn) << "";
    QTest::newRow("own piece") << start << "a0b0" << int(RefusalReason::OwnPiece) << "";
    QTest::newRow("horse leg") << start << "b0d1" << int(RefusalReason::HorseLegBlocked) << "c0";
    QTest::newRow("horse shape") << start << "b0b1" << int(RefusalReason::HorseStep) << "";
    QTest::newRow("rook blocked") << start << "a0a5" << int(RefusalReason::RookBlocked) << "a3";
    QTest::newRow("cannon without screen") << "3k5/9/9/9/9/9/4p4/4C4/9/4K4 w - - 0 1"
                                           << "e2e3" << int(RefusalReason::CannonNeedsScreen) << "";
    QTest::newRow("cannon jumps to an empty point")
        << start << "h2h8" << int(RefusalReason::CannonJumpsOnlyToCapture) << "h7";
    QTest::newRow("cannon two screens") << "3k5/4r4/4p4/4p4/9/9/9/4C4/9/4K4 w - - 0 1"
                                        << "e2e8" << int(RefusalReason::CannonTooManyScreens) << "e6 e7";
    QTest::newRow("elephant river") << "3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1"
                                    << "c4e6" << int(RefusalReason::ElephantCrossesRiver) << "";
    QTest::newRow("elephant eye") << start << "c0c2" << int(RefusalReason::ElephantStep) << "";
    QTest::newRow("elephant eye blocked") << "3k5/9/9/9/9/9/9/9/3A5/2B1K4 w - - 0 1"
                                          << "c0e2" << int(RefusalReason::ElephantEyeBlocked) << "d1";
    QTest::newRow("advisor palace") << "3k5/9/9/9/9/9/9/9/5A3/4K4 w - - 0 1"
                                    << "f1g2" << int(RefusalReason::AdvisorLeavesPalace) << "";
    QTest::newRow("general palace") << "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"
                                    << "d0c0" << int(RefusalReason::GeneralLeavesPalace) << "";
    QTest::newRow("soldier backward") << "3k5/9/9/9/2P6/9/9/9/9/4K4 w - - 0 1"
                                      << "c5c4" << int(RefusalReason::SoldierBackward) << "";
    QTest::newRow("soldier sideways early") << start << "c3d3" << int(RefusalReason::SoldierSidewaysBeforeRiver) << "";
    QTest::newRow("generals face") << "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1"
                                   << "e1d2" << int(RefusalReason::GeneralsFace) << "e9";
    QTest::newRow("pinned horse") << "4k4/4r4/9/9/9/9/9/4N4/9/4K4 w - - 0 1"
                                  << "e2d4" << int(RefusalReason::LeavesGeneralInCheck) << "e8";
    QTest::newRow("stays in check") << "4k4/9/9/9/3r5/9/9/9/9/3K5 w - - 0 1"
                                    << "d0d1" << int(RefusalReason::StaysInCheck) << "d5";
}

void TestRecord::refusals() {
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(int, reason);
    QFETCH(QString, squares);
    Position pos;
    FenError why;
    QVERIFY2(pos.setFen(fen.toStdString(), &why), describe(why).c_str());
    const Refusal r = whyIllegal(pos, parseUciMove(move.toStdString()));
    QCOMPARE(int(r.reason), reason);
    QCOMPARE(r.reason == RefusalReason::None, pos.isLegal(parseUciMove(move.toStdString())));
    const auto& list = (r.reason == RefusalReason::LeavesGeneralInCheck || r.reason == RefusalReason::StaysInCheck ||
                        r.reason == RefusalReason::GeneralsFace)
                           ? r.attackers
                           : r.blockers;
    QString got;
    for (Square s : list) got += (got.isEmpty() ? "" : " ") + QString::fromStdString(squareName(s));
    QCOMPARE(got, squares);
}

// Issue 44, item 13: a record's illegal move says why, with the reasons the board gives (whyIllegal), whatever the
// notation it was written in, and the English of the command-line tools says them too.
void TestRecord::illegalMovesSayWhy_data() {
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<int>("reason");
    QTest::addColumn<QString>("blockers");
    QTest::addColumn<QString>("english");
    const int leg = int(RefusalReason::HorseLegBlocked);
    const QString horse = QStringLiteral("a horse cannot jump over a piece at its leg (c0)");
    QTest::newRow("horse, ICCS") << "1. b0d1 *" << leg << "c0" << horse;
    QTest::newRow("horse, ICCS in PGN") << "[Format \"ICCS\"]\n1. B0-D1 *" << leg << "c0" << horse;
    QTest::newRow("horse, traditional") << QStringLiteral("1. 傌八進六 *") << leg << "c0" << horse;
    QTest::newRow("horse, simplified") << QStringLiteral("1. 马八进六 *") << leg << "c0" << horse;
    QTest::newRow("horse, WXF") << "1. H8+6 *" << leg << "c0" << horse;
    QTest::newRow("chariot through a soldier")
        << QStringLiteral("1. 俥一進四 *") << int(RefusalReason::RookBlocked) << "i3"
        << "a chariot cannot jump over pieces (i3)";
    QTest::newRow("cannon onto an empty point")
        << QStringLiteral("1. 炮二進六 *") << int(RefusalReason::CannonJumpsOnlyToCapture) << "h7"
        << "a cannon jumps only to capture (h7 in the way)";
    QTest::newRow("soldier backward") << QStringLiteral("1. 兵七退一 *") << int(RefusalReason::SoldierBackward) << ""
                                      << "a soldier never moves backward";
    QTest::newRow("soldier sideways") << "1. P7=6 *" << int(RefusalReason::SoldierSidewaysBeforeRiver) << ""
                                      << "a soldier moves sideways only after crossing the river";
    QTest::newRow("general two steps") << QStringLiteral("1. 帅五进二 *") << int(RefusalReason::GeneralStep) << ""
                                       << "the general moves one step along a line";
    QTest::newRow("Black's elephant across the river")
        << QStringLiteral("1. 炮二平五 象３進５ 2. 兵三進一 象５進３ 3. 兵三進一 象３進５ *")
        << int(RefusalReason::ElephantCrossesRiver) << ""
        << "an elephant cannot cross the river";
    // A text that fits no piece's move at all (a horse three files away) keeps the plain words.
    QTest::newRow("no move of that shape") << QStringLiteral("1. 傌二進五 *") << int(RefusalReason::None) << ""
                                           << "not a legal move here";
}

void TestRecord::illegalMovesSayWhy() {
    QFETCH(QString, pgn);
    QFETCH(int, reason);
    QFETCH(QString, blockers);
    QFETCH(QString, english);
    const RecordFile f = readRecords(pgn.toStdString(), "x.pgn");
    QCOMPARE(f.errors.size(), std::size_t(1));
    const RecordError& e = f.errors[0];
    QCOMPARE(e.code, RecordErrorCode::BadMove);
    QCOMPARE(e.moveError, MoveTextError::NotLegal);
    QCOMPARE(int(e.refusal.reason), reason);
    QString squares;
    for (Square s : e.refusal.blockers) squares += QString::fromStdString(squareName(s));
    QCOMPARE(squares, blockers);
    if (reason != int(RefusalReason::None)) {
        // The position it was tried in comes with it, so that the window can name the pieces.
        Position before;
        QVERIFY(before.setFen(e.positionFen));
        QCOMPARE(before.sideToMove(), e.side);
    }
    const std::string text = describeError(e);
    QVERIFY2(text.ends_with(english.toStdString()), text.c_str());
}

// Issue 44, item 14: text that holds no record at all (no tag, and its first word no move in any notation) is told
// apart from a record with a bad move, so that the database skips a licence or a README instead of failing on it.
void TestRecord::textThatIsNoRecord_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("noRecord");
    QTest::newRow("licence") << QByteArray("MIT License\n\nCopyright (c) 2024 Someone\n\nPermission is hereby granted")
                             << true;
    QTest::newRow("readme in markdown") << QByteArray("# Games\n\nThese files come from ...\n") << true;
    QTest::newRow("numbered notes") << QByteArray("1. Introduction\n2. Usage\n") << true;
    QTest::newRow("chinese prose") << QByteArray("本文件夹收录了全国象棋个人赛的棋谱。\n") << true;
    QTest::newRow("a comment, then prose") << QByteArray("{about} These games\n") << true;
    QTest::newRow("empty") << QByteArray("\n\n") << true;
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 16) << true;
    // Records, even broken ones: a tag, or a first word that is a move.
    QTest::newRow("tags, then prose") << QByteArray("[Event \"x\"]\n\nThese games\n") << false;
    QTest::newRow("a move from an empty point") << QByteArray("1. e4e5 *\n") << false;
    QTest::newRow("a move, then prose") << QByteArray("1. h2e2 these games\n") << false;
    QTest::newRow("an illegal chinese move") << QByteArray("1. 傌二進五 *\n") << false;
    QTest::newRow("prose, then a game") << QByteArray("Games\n[Event \"x\"]\n\n1. h2e2 *\n") << false;
}

void TestRecord::textThatIsNoRecord() {
    QFETCH(QByteArray, text);
    QFETCH(bool, noRecord);
    const RecordFile f = readRecords(std::string(text.constData(), std::size_t(text.size())), "notes.txt");
    QCOMPARE(f.holdsNoRecord(), noRecord);
    QVERIFY(!f.errors.empty());
    for (const RecordError& e : f.errors) {
        QVERIFY(!describeError(e).empty());
        if (e.code == RecordErrorCode::NotARecord) QVERIFY(e.line >= 1 && !e.text.empty());
    }
    if (QTest::currentDataTag() == QLatin1String("licence")) {
        QCOMPARE(f.errors[0].code, RecordErrorCode::NotARecord);
        QCOMPARE(describeError(f.errors[0]),
                 std::string("line 1, column 1: not a game record: no tags, and 'MIT' is no move"));
    }
}

// Issue 44, item 6: Chinese notation in simplified or traditional characters. Both are read always; a record
// remembers which its moves were written in and is written back in them unless the caller chooses.
void TestRecord::simplifiedAndTraditional() {
    Position start;
    const Move horse = uci("h0g2");
    QCOMPARE(formatMove(start, horse, Notation::Chinese), std::string("傌二進三"));
    QCOMPARE(formatMove(start, horse, Notation::Chinese, ChineseCharacters::Simplified), std::string("马二进三"));
    Position black = start;
    black.makeMove(uci("h2e2"));
    QCOMPARE(formatMove(black, uci("h9g7"), Notation::Chinese, ChineseCharacters::Simplified), std::string("马８进７"));
    QCOMPARE(formatMove(black, uci("h9g7"), Notation::Chinese), std::string("馬８進７"));
    QCOMPARE(formatMove(black, uci("h7e7"), Notation::Chinese, ChineseCharacters::Simplified), std::string("炮８平５"));
    QCOMPARE(formatMove(black, uci("i9i8"), Notation::Chinese, ChineseCharacters::Simplified), std::string("车９进１"));
    QCOMPARE(formatMove(black, uci("e9e8"), Notation::Chinese, ChineseCharacters::Simplified), std::string("将５进１"));
    QCOMPARE(formatMove(start, uci("e0e1"), Notation::Chinese, ChineseCharacters::Simplified), std::string("帅五进一"));
    // Every legal move of a few positions reads back from both writings (tandem pieces: 前/后 and 前/後).
    for (const char* fen :
         {"", "3k5/9/9/9/2P1P4/2P6/9/2R6/2R6/4K4 w - - 0 1", "4k4/9/9/2p1p1p2/2p3p2/9/9/2r6/2r6/3K5 b - - 0 1"}) {
        Position pos;
        if (*fen) QVERIFY(pos.setFen(fen));
        MoveList legal;
        generateLegal(pos, legal);
        for (Move m : legal)
            for (ChineseCharacters c : {ChineseCharacters::Traditional, ChineseCharacters::Simplified}) {
                const std::string text = formatMove(pos, m, Notation::Chinese, c);
                QVERIFY2(parseMove(pos, text) == m, text.c_str());
                QVERIFY2(chineseCharactersOf(text) != std::optional(c == ChineseCharacters::Simplified
                                                                        ? ChineseCharacters::Traditional
                                                                        : ChineseCharacters::Simplified),
                         text.c_str());
            }
    }
    QCOMPARE(chineseCharactersOf("马８进７"), std::optional(ChineseCharacters::Simplified));
    QCOMPARE(chineseCharactersOf("馬８進７"), std::optional(ChineseCharacters::Traditional));
    QCOMPARE(chineseCharactersOf("炮二平五"), std::optional<ChineseCharacters>());
    QCOMPARE(chineseCharactersOf("h2e2"), std::optional<ChineseCharacters>());

    // A file written in simplified characters is saved back in them (it used to come back as 馬８進７), a traditional
    // one in traditional ones, one without Chinese moves in traditional ones; the caller's choice wins.
    const std::string simplified = "1. 炮二平五 马８进７ 2. 马二进三 车９平８ *\n";
    const std::string traditional = "1. 炮二平五 馬８進７ 2. 傌二進三 車９平８ *\n";
    std::vector<GameRecord> games;
    RecordError e;
    QVERIFY(readPgn(simplified, &games, &e));
    QVERIFY(readPgn(traditional, &games, &e));
    QVERIFY(readPgn("1. h2e2 h9g7 2. h0g2 i9h9 *\n", &games, &e));
    QCOMPARE(games[0].chineseCharacters, std::optional(ChineseCharacters::Simplified));
    QCOMPARE(games[1].chineseCharacters, std::optional(ChineseCharacters::Traditional));
    QCOMPARE(games[2].chineseCharacters, std::optional<ChineseCharacters>());
    QVERIFY(games[0] == games[1] && games[1] == games[2]);  // the same game, however written
    auto movetext = [](const std::string& pgn) { return pgn.substr(pgn.find("\n\n") + 2); };
    QCOMPARE(movetext(writePgn(games[0], Notation::Chinese)), simplified);
    QCOMPARE(movetext(writePgn(games[1], Notation::Chinese)), traditional);
    QCOMPARE(movetext(writePgn(games[2], Notation::Chinese)), traditional);
    QCOMPARE(movetext(writePgn(games[0], Notation::Chinese, ChineseCharacters::Traditional)), traditional);
    QCOMPARE(movetext(writePgn(games[1], Notation::Chinese, ChineseCharacters::Simplified)), simplified);
    QCOMPARE(movetext(writePgn(games[2], Notation::Chinese, ChineseCharacters::Simplified)), simplified);
    // A file that mixes them is saved in what most of its moves use.
    QVERIFY(readPgn("1. 炮二平五 馬８進７ 2. 马二进三 车９平８ *\n", &games, &e));
    QCOMPARE(games.back().chineseCharacters, std::optional(ChineseCharacters::Simplified));
}

void TestRecord::gameSession() {
    Game g;
    QCOMPARE(g.play(uci("h2e2")).reason, RefusalReason::None);
    QCOMPARE(g.play(uci("h9g7")).reason, RefusalReason::None);
    QCOMPARE(g.play(uci("g7h5")).reason, RefusalReason::NotYourTurn);
    QCOMPARE(g.play(uci("h9g7")).reason, RefusalReason::NoPiece);
    QCOMPARE(g.ply(), 2);
    // Going back and playing another move keeps the old one as a variation; the new line becomes the game.
    QVERIFY(g.goBack());
    QCOMPARE(g.play(uci("b9c7")).reason, RefusalReason::None);
    QCOMPARE(g.record().moveCount(), 3);
    QCOMPARE(iccsLine(g.record()), std::string("h2e2 b9c7"));
    // Playing the existing continuation follows it.
    QVERIFY(g.goBack());
    QCOMPARE(g.play(uci("b9c7")).reason, RefusalReason::None);
    QCOMPARE(g.record().moveCount(), 3);
    // Overwrite drops what follows.
    QVERIFY(g.goBack());
    QCOMPARE(g.play(uci("h9g7"), Game::PlayMode::Overwrite).reason, RefusalReason::None);
    QCOMPARE(g.record().moveCount(), 2);
    // Take-back removes moves from the record.
    g.takeBack(1);
    QCOMPARE(g.record().moveCount(), 1);
    QCOMPARE(g.ply(), 1);
    QVERIFY(g.goForward() == false);
    // Navigation.
    g.goStart();
    QCOMPARE(g.position().fen(), std::string(StartFen));
    QVERIFY(g.goForward());
    QCOMPARE(g.lastMove(), uci("h2e2"));
}

void TestRecord::gameEndings() {
    // Checkmate by the rules: the session refuses further moves and the record says 1-0.
    Game g;
    QVERIFY(g.newGame("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1"));
    QCOMPARE(g.play(uci("a1a9")).reason, RefusalReason::None);  // not mate: the general can step
    QCOMPARE(g.record().result(), std::string("*"));
    QVERIFY(g.newGame("3k5/2R6/9/9/9/9/9/9/5R3/4K4 w - - 0 1"));
    QCOMPARE(g.play(uci("f1d1")).reason, RefusalReason::None);
    QVERIFY(g.isOver());
    QCOMPARE(g.verdict().reason, EndReason::Checkmate);
    QCOMPARE(g.record().result(), std::string("1-0"));
    QCOMPARE(g.play(uci("d9e9")).reason, RefusalReason::GeneralsFace);
    // Resignation and agreement end the game at the cursor; a take-back reopens it.
    Game h;
    h.play(uci("h2e2"));
    h.resign(Color::Black);
    QVERIFY(h.isOver());
    QCOMPARE(h.ending(), GameEnding::Resignation);
    QCOMPARE(h.record().result(), std::string("1-0"));
    QCOMPARE(h.play(uci("h9g7")).reason, RefusalReason::GameOver);
    h.takeBack(1);
    QVERIFY(!h.isOver());
    QCOMPARE(h.record().result(), std::string("*"));
    h.agreeDraw();
    QCOMPARE(h.record().result(), std::string("1/2-1/2"));
    // A loaded game decided off the board is over at the end of its main line only.
    GameRecord r;
    r.setLine({}, {uci("h2e2"), uci("h9g7")});
    r.setResult("0-1");
    Game l;
    l.load(r);
    QVERIFY(l.isOver());
    QCOMPARE(l.ending(), GameEnding::FromRecord);
    l.goBack();
    QVERIFY(!l.isOver());
    // A fallen flag against bare pieces is a draw.
    Game t;
    QVERIFY(t.newGame("3k5/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1"));
    t.flagFall(Color::Black);
    QCOMPARE(t.result(), GameResult::Draw);
}

QTEST_GUILESS_MAIN(TestRecord)
#include "test_record.moc"
