// Notation: known ICCS/Chinese/WXF texts, accepted variants, error messages, and format/parse round trips.
#include <QtTest>

#include <set>

#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/position.h"

using namespace xq;

Q_DECLARE_METATYPE(xq::Notation)

namespace {

// Positions with stacked pieces and pawns that the perft set may not contain.
const char* const stackFens[] = {
    "2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1",          // five red pawns on one file
    "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1",            // four
    "3k5/9/2P3P2/2P3P2/2P6/9/9/9/9/4K4 w - - 0 1",          // three and two
    "3k5/9/9/9/9/2p3p2/2p3p2/2p6/9/4K4 b - - 0 1",          // black three and two
    "3k5/9/9/9/9/9/2p6/2p6/2p6/2p1K4 b - - 0 1",            // black four
    "3k5/9/9/9/2P3P2/2P3P2/9/9/9/4K4 w - - 0 1",            // two and two
    "3k5/9/9/9/9/4p4/4p4/2p6/9/5K3 b - - 0 1",              // black two on a file
    "3akab2/9/4b4/9/2R6/2H6/2R6/3A1C3/9/3AK1B2 w - - 0 1",  // tandem rooks, advisors on a file
    "3akab2/9/4b4/9/2n6/9/2n6/4B4/4A4/2B1KA3 b - - 0 1",    // black tandem horses
    "3k5/9/9/9/9/9/4C4/9/4C4/4K4 w - - 0 1",                // tandem cannons on the king's file
    "2b1k4/9/9/9/2b6/9/9/9/9/3K5 b - - 0 1",                // elephants on one file
};

Move uci(const char* text) { return parseUciMove(text); }

QList<QString> roundTripFens() {
    QList<QString> fens;
    fens.append(QString::fromLatin1(StartFen.data(), StartFen.size()));
    QFile file(XIANGQI_TEST_DATA "/perft.epd");
    if (file.open(QIODevice::ReadOnly))
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            if (!line.isEmpty()) fens.append(line.section(';', 0, 0));
        }
    for (const char* fen : stackFens) fens.append(QString::fromLatin1(fen));
    return fens;
}

// Every legal move: format, then parse (in the same notation and in "any" notation) gives the move back,
// and no two legal moves share a text. Returns the number of moves checked.
int checkRoundTrip(const Position& pos) {
    MoveList legal;
    generateLegal(pos, legal);
    for (Notation n : {Notation::Iccs, Notation::Chinese, Notation::Wxf}) {
        std::set<std::string> texts;
        for (Move m : legal) {
            const std::string text = formatMove(pos, m, n);
            const QString where = QString("%1 %2 %3 '%4'")
                                      .arg(QString::fromStdString(pos.fen()), QString::fromStdString(moveToUci(m)))
                                      .arg(int(n))
                                      .arg(QString::fromStdString(text));
            if (text.empty()) qFatal("empty text for %s", qPrintable(where));
            MoveParseError error;
            const Move back = parseMove(pos, text, n, &error);
            if (back != m)
                qFatal("round trip failed: %s -> %s (%s)", qPrintable(where), moveToUci(back).c_str(),
                       describe(error).c_str());
            const Move any = parseMove(pos, text, &error);
            if (any != m) qFatal("any-notation parse failed: %s (%s)", qPrintable(where), describe(error).c_str());
            if (!texts.insert(text).second) qFatal("two legal moves share a text: %s", qPrintable(where));
        }
    }
    return legal.size();
}

}  // namespace

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void knownTexts_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("iccs");
        QTest::addColumn<QString>("chinese");
        QTest::addColumn<QString>("wxf");
        const QString start = QString::fromLatin1(StartFen.data(), StartFen.size());
        const QString afterC25 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
        QTest::newRow("central cannon") << start << "h2e2"
                                        << "H2-E2"
                                        << "炮二平五"
                                        << "C2=5";
        QTest::newRow("left cannon") << start << "b2e2"
                                     << "B2-E2"
                                     << "炮八平五"
                                     << "C8=5";
        QTest::newRow("red horse") << start << "h0g2"
                                   << "H0-G2"
                                   << "傌二進三"
                                   << "H2+3";
        QTest::newRow("red rook") << start << "a0a1"
                                  << "A0-A1"
                                  << "俥九進一"
                                  << "R9+1";
        QTest::newRow("red elephant") << start << "c0e2"
                                      << "C0-E2"
                                      << "相七進五"
                                      << "E7+5";
        QTest::newRow("red advisor") << start << "f0e1"
                                     << "F0-E1"
                                     << "仕四進五"
                                     << "A4+5";
        QTest::newRow("red king") << start << "e0e1"
                                  << "E0-E1"
                                  << "帥五進一"
                                  << "K5+1";
        QTest::newRow("red pawn") << start << "g3g4"
                                  << "G3-G4"
                                  << "兵三進一"
                                  << "P3+1";
        QTest::newRow("black horse") << afterC25 << "h9g7"
                                     << "H9-G7"
                                     << "馬８進７"
                                     << "H8+7";
        QTest::newRow("black cannon") << afterC25 << "b7e7"
                                      << "B7-E7"
                                      << "砲２平５"
                                      << "C2=5";
        QTest::newRow("black pawn") << afterC25 << "g6g5"
                                    << "G6-G5"
                                    << "卒７進１"
                                    << "P7+1";
        QTest::newRow("black rook") << afterC25 << "i9i8"
                                    << "I9-I8"
                                    << "車９進１"
                                    << "R9+1";
        QTest::newRow("black advisor") << afterC25 << "d9e8"
                                       << "D9-E8"
                                       << "士４進５"
                                       << "A4+5";
        QTest::newRow("black cannon back") << afterC25 << "h7h8"
                                           << "H7-H8"
                                           << "砲８退１"
                                           << "C8-1";
        // Tandem pieces: 前/後 (WXF + / -) replace the file.
        const QString cannons = "3k5/9/9/9/9/9/4C4/9/4C4/4K4 w - - 0 1";
        QTest::newRow("front cannon") << cannons << "e3d3"
                                      << "E3-D3"
                                      << "前炮平六"
                                      << "C+=6";
        QTest::newRow("rear cannon") << cannons << "e1f1"
                                     << "E1-F1"
                                     << "後炮平四"
                                     << "C-=4";
        QTest::newRow("front cannon forward") << cannons << "e3e8"
                                              << "E3-E8"
                                              << "前炮進五"
                                              << "C++5";
        QTest::newRow("rear cannon back") << cannons << "e1e2"
                                          << "E1-E2"
                                          << "後炮進一"
                                          << "C-+1";
        const QString horses = "3akab2/9/4b4/9/2n6/9/2n6/4B4/4A4/2B1KA3 b - - 0 1";
        QTest::newRow("front horse") << horses << "c3d1"
                                     << "C3-D1"
                                     << "前馬進４"
                                     << "H++4";
        QTest::newRow("rear horse") << horses << "c5b3"
                                    << "C5-B3"
                                    << "後馬進２"
                                    << "H-+2";
        const QString rooks = "3akab2/9/4b4/9/2R6/2H6/2R6/3A1C3/9/3AK1B2 w - - 0 1";
        QTest::newRow("rear rook") << rooks << "c3a3"
                                   << "C3-A3"
                                   << "後俥平九"
                                   << "R-=9";
        QTest::newRow("front rook") << rooks << "c5c9"
                                    << "C5-C9"
                                    << "前俥進四"
                                    << "R++4";
        // Advisors and elephants on one file keep the file: the direction tells them apart.
        QTest::newRow("advisor up") << rooks << "d0e1"
                                    << "D0-E1"
                                    << "仕六進五"
                                    << "A6+5";
        QTest::newRow("advisor down") << rooks << "d2e1"
                                      << "D2-E1"
                                      << "仕六退五"
                                      << "A6-5";
        // Three pawns on a file: 前/中/後, WXF P+ / P<file> / P-.
        const QString three = "3k5/9/2P3P2/2P3P2/2P6/9/9/9/9/4K4 w - - 0 1";
        QTest::newRow("two files: front of three") << three << "c7b7"
                                                   << "C7-B7"
                                                   << "三兵平八"
                                                   << "7+=8";
        QTest::newRow("two files: middle of three") << three << "c6d6"
                                                    << "C6-D6"
                                                    << "四兵平六"
                                                    << "77=6";
        QTest::newRow("two files: rear of three") << three << "c5d5"
                                                  << "C5-D5"
                                                  << "五兵平六"
                                                  << "7-=6";
        QTest::newRow("two files: front of two") << three << "g7h7"
                                                 << "G7-H7"
                                                 << "一兵平二"
                                                 << "3+=2";
        QTest::newRow("two files: rear of two") << three << "g6f6"
                                                << "G6-F6"
                                                << "二兵平四"
                                                << "3-=4";
        const QString single3 = "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1";
        QTest::newRow("front pawn of three") << single3 << "c7b7"
                                             << "C7-B7"
                                             << "前兵平八"
                                             << "P+=8";
        QTest::newRow("middle pawn of three") << single3 << "c6d6"
                                              << "C6-D6"
                                              << "中兵平六"
                                              << "P7=6";
        QTest::newRow("rear pawn of three") << single3 << "c5b5"
                                            << "C5-B5"
                                            << "後兵平八"
                                            << "P-=8";
        const QString five = "2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1";
        QTest::newRow("five: first") << five << "c9b9"
                                     << "C9-B9"
                                     << "一兵平八"
                                     << "++=8";
        QTest::newRow("five: second") << five << "c8b8"
                                      << "C8-B8"
                                      << "二兵平八"
                                      << "P+=8";
        QTest::newRow("five: middle") << five << "c7b7"
                                      << "C7-B7"
                                      << "三兵平八"
                                      << "P7=8";
        QTest::newRow("five: fourth") << five << "c6b6"
                                      << "C6-B6"
                                      << "四兵平八"
                                      << "P-=8";
        QTest::newRow("five: last") << five << "c5b5"
                                    << "C5-B5"
                                    << "五兵平八"
                                    << "--=8";
        // The WXF federation's own tandem-pawn examples: pawns on file 3 traversing to file 4 (and 7 to 6).
        const QString wxf3 = "3k5/9/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1";
        QTest::newRow("wxf three: front") << wxf3 << "g7f7"
                                          << "G7-F7"
                                          << "前兵平四"
                                          << "P+=4";
        QTest::newRow("wxf three: middle") << wxf3 << "g6f6"
                                           << "G6-F6"
                                           << "中兵平四"
                                           << "P3=4";
        QTest::newRow("wxf three: rear") << wxf3 << "g5f5"
                                         << "G5-F5"
                                         << "後兵平四"
                                         << "P-=4";
        const QString wxf5 = "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1";
        QTest::newRow("wxf five: foremost") << wxf5 << "g9f9"
                                            << "G9-F9"
                                            << "一兵平四"
                                            << "++=4";
        QTest::newRow("wxf five: second") << wxf5 << "g8f8"
                                          << "G8-F8"
                                          << "二兵平四"
                                          << "P+=4";
        QTest::newRow("wxf five: middle") << wxf5 << "g7f7"
                                          << "G7-F7"
                                          << "三兵平四"
                                          << "P3=4";
        QTest::newRow("wxf five: fourth") << wxf5 << "g6f6"
                                          << "G6-F6"
                                          << "四兵平四"
                                          << "P-=4";
        QTest::newRow("wxf five: rearmost") << wxf5 << "g5f5"
                                            << "G5-F5"
                                            << "五兵平四"
                                            << "--=4";
        const QString wxf4 = "3k2P2/6P2/6P2/6P2/9/9/9/9/9/4K4 w - - 0 1";
        QTest::newRow("wxf four: foremost") << wxf4 << "g9f9"
                                            << "G9-F9"
                                            << "一兵平四"
                                            << "++=4";
        QTest::newRow("wxf four: second") << wxf4 << "g8f8"
                                          << "G8-F8"
                                          << "二兵平四"
                                          << "P+=4";
        QTest::newRow("wxf four: third") << wxf4 << "g7f7"
                                         << "G7-F7"
                                         << "三兵平四"
                                         << "P-=4";
        QTest::newRow("wxf four: rearmost") << wxf4 << "g6f6"
                                            << "G6-F6"
                                            << "四兵平四"
                                            << "--=4";
        const QString wxf32 = "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";
        QTest::newRow("wxf 3+2: file 3 front") << wxf32 << "g7f7"
                                               << "G7-F7"
                                               << "一兵平四"
                                               << "3+=4";
        QTest::newRow("wxf 3+2: file 3 middle") << wxf32 << "g6f6"
                                                << "G6-F6"
                                                << "二兵平四"
                                                << "33=4";
        QTest::newRow("wxf 3+2: file 3 rear") << wxf32 << "g5f5"
                                              << "G5-F5"
                                              << "三兵平四"
                                              << "3-=4";
        QTest::newRow("wxf 3+2: file 7 front") << wxf32 << "c6d6"
                                               << "C6-D6"
                                               << "四兵平六"
                                               << "7+=6";
        QTest::newRow("wxf 3+2: file 7 rear") << wxf32 << "c5d5"
                                              << "C5-D5"
                                              << "五兵平六"
                                              << "7-=6";
        const QString blackFour = "3k5/9/9/9/9/9/2p6/2p6/2p6/2p1K4 b - - 0 1";
        QTest::newRow("black four: first") << blackFour << "c0b0"
                                           << "C0-B0"
                                           << "一卒平２"
                                           << "++=2";
        QTest::newRow("black four: second") << blackFour << "c1d1"
                                            << "C1-D1"
                                            << "二卒平４"
                                            << "P+=4";
        QTest::newRow("black four: third") << blackFour << "c2b2"
                                           << "C2-B2"
                                           << "三卒平２"
                                           << "P-=2";
        QTest::newRow("black four: last") << blackFour << "c3b3"
                                          << "C3-B3"
                                          << "四卒平２"
                                          << "--=2";
        const QString blackTwo = "3k5/9/9/9/9/4p4/4p4/2p6/9/5K3 b - - 0 1";
        QTest::newRow("black front pawn") << blackTwo << "e3e2"
                                          << "E3-E2"
                                          << "前卒進１"
                                          << "P++1";
        QTest::newRow("black rear pawn") << blackTwo << "e4d4"
                                         << "E4-D4"
                                         << "後卒平４"
                                         << "P-=4";
    }
    void knownTexts() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(QString, iccs);
        QFETCH(QString, chinese);
        QFETCH(QString, wxf);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString()));
        const Move m = parseUciMove(move.toStdString());
        QVERIFY2(pos.isLegal(m), qPrintable(move));
        QCOMPARE(QString::fromStdString(formatMove(pos, m, Notation::Iccs)), iccs);
        QCOMPARE(QString::fromStdString(formatMove(pos, m, Notation::Chinese)), chinese);
        QCOMPARE(QString::fromStdString(formatMove(pos, m, Notation::Wxf)), wxf);
        for (const QString& text : {iccs, chinese, wxf}) {
            MoveParseError error;
            QCOMPARE(moveToUci(parseMove(pos, text.toStdString(), &error)), move.toStdString());
            QVERIFY(!error);
        }
    }

    // Forms other programs and people write, which must all be read.
    void variants_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("move");
        const QString start = QString::fromLatin1(StartFen.data(), StartFen.size());
        const QString afterC25 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
        QTest::newRow("iccs lower") << start << "h2e2"
                                    << "h2e2";
        QTest::newRow("iccs dash") << start << "h2-e2"
                                   << "h2e2";
        QTest::newRow("iccs upper no dash") << start << "H2E2"
                                            << "h2e2";
        QTest::newRow("simplified horse") << start << "马二进三"
                                          << "h0g2";
        QTest::newRow("simplified rook") << start << "车九进一"
                                         << "a0a1";
        QTest::newRow("red horse traditional black form") << start << "馬二進三"
                                                          << "h0g2";
        QTest::newRow("red digits") << start << "炮2平5"
                                    << "h2e2";
        QTest::newRow("red full-width digits") << start << "炮２平５"
                                               << "h2e2";
        QTest::newRow("spaces") << start << " 炮 二 平 五 "
                                << "h2e2";
        QTest::newRow("simplified king") << start << "帅五进一"
                                         << "e0e1";
        QTest::newRow("black simplified") << afterC25 << "马８进７"
                                          << "h9g7";
        QTest::newRow("black ascii digits") << afterC25 << "马8进7"
                                            << "h9g7";
        QTest::newRow("black chinese numerals") << afterC25 << "馬八進七"
                                                << "h9g7";
        QTest::newRow("black cannon 炮") << afterC25 << "炮2平5"
                                         << "b7e7";
        QTest::newRow("black pawn 兵") << afterC25 << "兵7进1"
                                       << "g6g5";
        QTest::newRow("wxf dot") << start << "C2.5"
                                 << "h2e2";
        QTest::newRow("wxf lower") << start << "c2=5"
                                   << "h2e2";
        QTest::newRow("wxf N") << start << "N2+3"
                               << "h0g2";
        QTest::newRow("wxf B") << start << "B7+5"
                               << "c0e2";
        const QString cannons = "3k5/9/9/9/9/9/4C4/9/4C4/4K4 w - - 0 1";
        QTest::newRow("tandem simplified 后") << cannons << "后炮平四"
                                              << "e1f1";
        QTest::newRow("tandem piece first") << cannons << "炮前平六"
                                            << "e3d3";
        QTest::newRow("tandem file form when unique") << cannons << "炮五進五"
                                                      << "e3e8";
        QTest::newRow("wxf tandem prefix") << cannons << "+C.6"
                                           << "e3d3";
        QTest::newRow("wxf tandem prefix back") << cannons << "-C+1"
                                                << "e1e2";
        QTest::newRow("wxf tandem file form when unique") << cannons << "C5+5"
                                                          << "e3e8";
        const QString rooks = "3akab2/9/4b4/9/2R6/2H6/2R6/3A1C3/9/3AK1B2 w - - 0 1";
        QTest::newRow("wxf document: 車前平三") << rooks << "車前平三"
                                                << "c5g5";
        QTest::newRow("wxf document: R+.3") << rooks << "R+.3"
                                            << "c5g5";
        const QString cannonsBack = "5k3/9/9/9/9/9/4C4/9/4C4/3K5 w - - 0 1";
        QTest::newRow("wxf document: 炮後退一") << cannonsBack << "炮後退一"
                                                << "e1e0";
        QTest::newRow("wxf document: C--1") << cannonsBack << "C--1"
                                            << "e1e0";
        QTest::newRow("wxf document: 33.4") << "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1"
                                            << "33.4"
                                            << "g6f6";
        const QString twoFiles = "3k5/9/2P3P2/2P3P2/2P6/9/9/9/9/4K4 w - - 0 1";
        QTest::newRow("two files: 前 + file") << twoFiles << "前三平二"
                                              << "g7h7";
        QTest::newRow("two files: 前兵 + file") << twoFiles << "前兵七平八"
                                                << "c7b7";
        QTest::newRow("two files: 中 + file") << twoFiles << "中七平六"
                                              << "c6d6";
        const QString five = "2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1";
        QTest::newRow("five: 前兵 is the first") << five << "前兵平八"
                                                 << "c9b9";
        QTest::newRow("five: 后兵 is the last") << five << "后兵平八"
                                                << "c5b5";
        QTest::newRow("five: 中兵 is the third") << five << "中兵平八"
                                                 << "c7b7";
        const QString single3 = "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1";
        QTest::newRow("three: 二兵 is the middle") << single3 << "二兵平六"
                                                   << "c6d6";
        // Positions from a public bug report about these conventions (xqbase style numbering).
        QTest::newRow("one-two across files") << "3a1kb2/2P1a1P1R/1RC6/n1N2PPc1/2b6/2B2pNr1/2P6/2n2App1/2p2K1p1/"
                                                 "2B2ArC1 w - - 1 2"
                                              << "一兵平四"
                                              << "g8f8";
        QTest::newRow("black numbered across files") << "3a5/5k3/b3P2Rb/9/9/5p3/3p5/9/3p1p1p1/2B1K2n1 b - - 9 6"
                                                     << "一卒平5"
                                                     << "d1e1";
        QTest::newRow("black four on a file") << "1R1cka3/4a4/9/9/p8/p8/p8/p8/9/4K4 b - - 9 5"
                                              << "一卒进1"
                                              << "a2a1";
    }
    void variants() {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, move);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString()));
        MoveParseError error;
        QCOMPARE(QString::fromStdString(moveToUci(parseMove(pos, text.toStdString(), &error))), move);
        QCOMPARE(QString::fromStdString(describe(error)), QString());
    }

    // Bad input gives Move() and a message that names the problem.
    void errors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expectedPart");
        const QString start = QString::fromLatin1(StartFen.data(), StartFen.size());
        QTest::newRow("empty") << start << ""
                               << "empty";
        QTest::newRow("garbage ascii") << start << "xyz"
                                       << "unexpected character 'x'";
        QTest::newRow("garbage chinese") << start << "炮二走五"
                                         << "unexpected character '走'";
        QTest::newRow("illegal chinese") << start << "兵三平四"
                                         << "not a legal move for Red";
        QTest::newRow("illegal wxf") << start << "R1+5"
                                     << "not a legal move for Red";
        QTest::newRow("no piece on file") << start << "炮五平四"
                                          << "Red has no cannon on file 5";
        QTest::newRow("short wxf") << start << "C2"
                                   << "is not a move in WXF";
        QTest::newRow("iccs empty square") << start << "e5e6"
                                           << "no piece on e5";
        QTest::newRow("iccs wrong side") << start << "h7e7"
                                         << "is not Red's";
        QTest::newRow("iccs illegal") << start << "h2h8"
                                      << "not a legal move";
        // Two rooks on file 二 can both go one step forward: the file form is ambiguous.
        QTest::newRow("ambiguous") << "3k5/9/9/9/9/7R1/9/9/9/4K2R1 w - - 0 1"
                                   << "R2+1"
                                   << "ambiguous";
    }
    void errors() {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, expectedPart);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString()));
        MoveParseError error;
        QVERIFY(parseMove(pos, text.toStdString(), &error).isNone());
        QVERIFY2(QString::fromStdString(describe(error)).contains(expectedPart), describe(error).c_str());
    }

    // Two elephants off their points on one file (a FEN allows it) that can make the same plain move are named
    // front and back, so every move still writes to a text that reads back to it (found by fuzz_fen in CI).
    void tandemElephantsOffTheirPoints() {
        Position pos;
        QVERIFY(pos.setFen("1Rbk3nr/c3a4/5a2b/7C1/1P4p2/4P4/6N1P/2BA5/4A3r/2B1K2c1 w - - 0 1"));
        QCOMPARE(formatMove(pos, uci("c2a4"), Notation::Chinese), std::string("前相進九"));
        QCOMPARE(formatMove(pos, uci("c0a2"), Notation::Chinese), std::string("後相進九"));
        QCOMPARE(formatMove(pos, uci("c2a4"), Notation::Wxf), std::string("E++9"));
        QCOMPARE(formatMove(pos, uci("c0a2"), Notation::Wxf), std::string("E-+9"));
        QCOMPARE(formatMove(pos, uci("c0e2"), Notation::Chinese), std::string("相七進五"));  // only one goes there
        MoveParseError error;
        QVERIFY(parseMove(pos, "相七進九", Notation::Chinese, &error).isNone());
        QVERIFY2(QString::fromStdString(describe(error)).contains("ambiguous"), describe(error).c_str());
        MoveList list;
        generateLegal(pos, list);
        for (Move m : list)
            for (Notation n : {Notation::Iccs, Notation::Chinese, Notation::Wxf})
                QCOMPARE(parseMove(pos, formatMove(pos, m, n), n), m);
    }

    // Errors are data: the code, the notation read, and the place (character, piece and file, square, the moves
    // an ambiguous text fits); parseMove's code agrees with classifyMoveText.
    void errorCodes_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("notation");
        QTest::addColumn<QString>("character");
        QTest::addColumn<int>("position");
        QTest::addColumn<int>("piece");
        QTest::addColumn<int>("fileNumber");
        QTest::addColumn<QString>("square");
        QTest::addColumn<QString>("candidates");
        const QString start = QString::fromLatin1(StartFen.data(), StartFen.size());
        auto row = [](const char* name, const QString& fen, const char* text, MoveTextError code, Notation n,
                      const char* character, int position, PieceType piece, int fileNumber, const char* square,
                      const char* candidates) {
            QTest::newRow(name) << fen << QString::fromUtf8(text) << int(code) << int(n) << QString::fromUtf8(character)
                                << position << int(piece) << fileNumber << square << candidates;
        };
        row("empty", start, "  ", MoveTextError::Empty, Notation::Iccs, "", 0, NoPieceType, 0, "", "");
        row("chinese character", start, "炮二走五", MoveTextError::Malformed, Notation::Chinese, "走", 3, NoPieceType,
            0, "", "");
        row("wxf character", start, "C2x5", MoveTextError::Malformed, Notation::Wxf, "x", 3, NoPieceType, 0, "", "");
        row("wxf shape", start, "C2", MoveTextError::Malformed, Notation::Wxf, "", 0, NoPieceType, 0, "", "");
        row("no cannon on file 5", start, "炮五平四", MoveTextError::NoSuchPiece, Notation::Chinese, "", 0, Cannon, 5,
            "", "");
        row("no piece on e5", start, "e5e6", MoveTextError::NoSuchPiece, Notation::Iccs, "", 0, NoPieceType, 0, "e5",
            "");
        row("black's piece", start, "h7e7", MoveTextError::NotYourPiece, Notation::Iccs, "", 0, NoPieceType, 0, "h7",
            "");
        row("not legal", start, "兵三平四", MoveTextError::NotLegal, Notation::Chinese, "", 0, NoPieceType, 0, "", "");
        row("ambiguous", "3k5/9/9/9/9/7R1/9/9/9/4K2R1 w - - 0 1", "R2+1", MoveTextError::Ambiguous, Notation::Wxf, "",
            0, NoPieceType, 0, "", "h0h1 h4h5");
    }
    void errorCodes() {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(int, code);
        QFETCH(int, notation);
        QFETCH(QString, character);
        QFETCH(int, position);
        QFETCH(int, piece);
        QFETCH(int, fileNumber);
        QFETCH(QString, square);
        QFETCH(QString, candidates);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString()));
        MoveParseError e;
        QVERIFY(parseMove(pos, text.toStdString(), &e).isNone());
        QCOMPARE(int(e.code), code);
        if (e.code != MoveTextError::Empty) QCOMPARE(int(e.notation), notation);
        QCOMPARE(QString::fromStdString(e.text), text);
        QCOMPARE(QString::fromStdString(e.character), character);
        QCOMPARE(e.position, position);
        QCOMPARE(int(e.piece), piece);
        QCOMPARE(e.fileNumber, fileNumber);
        QCOMPARE(QString::fromStdString(e.square == NoSquare ? std::string() : squareName(e.square)), square);
        QStringList fits;
        for (Move m : e.candidates) fits << QString::fromStdString(moveToUci(m));
        fits.sort();
        QCOMPARE(fits.join(' '), candidates);
        QCOMPARE(e.side, pos.sideToMove());
        QCOMPARE(int(classifyMoveText(pos, text.toStdString())), code);
        QVERIFY(!describe(e).empty());
    }

    void explicitNotationOnly() {
        Position pos;
        MoveParseError error;
        QVERIFY(parseMove(pos, "炮二平五", Notation::Wxf, &error).isNone());
        QVERIFY(parseMove(pos, "C2=5", Notation::Iccs, &error).isNone());
        QVERIFY(parseMove(pos, "h2e2", Notation::Chinese, &error).isNone());
        QCOMPARE(parseMove(pos, "C2=5", Notation::Wxf), uci("h2e2"));
        QCOMPARE(parseMove(pos, "h2e2", Notation::Iccs), uci("h2e2"));
    }

    void formatLine() {
        Position pos;
        const std::vector<Move> line = {uci("h2e2"), uci("h9g7"), uci("h0g2"), uci("i9h9"), uci("a0a0")};
        const std::vector<std::string> texts = formatMoves(pos, line, Notation::Chinese);
        const std::vector<std::string> expected = {"炮二平五", "馬８進７", "傌二進三", "車９平８"};
        QCOMPARE(texts, expected);  // stops at the impossible last move
        QCOMPARE(QString::fromStdString(pos.fen()), QString::fromLatin1(StartFen.data(), StartFen.size()));
    }

    // Random text built from the characters the parsers know never crashes, and whatever it yields is legal or
    // comes with a message.
    void fuzz() {
        // Chinese characters, digits, signs, letters, and broken UTF-8 (a stray byte, a truncated character).
        const std::vector<QByteArray> alphabet = {"炮", "馬", "车", "兵", "卒", "前",   "后",      "中", "進",
                                                  "退", "平", "一", "五", "九", "１",   "５",      "1",  "5",
                                                  "9",  "0",  "+",  "-",  "=",  ".",    "P",       "R",  "C",
                                                  "H",  "a",  "e",  "h",  " ",  "\xff", "\xe4\xb8"};
        QRandomGenerator rng(12345);
        Position pos;
        int parsed = 0;
        for (int i = 0; i < 20000; ++i) {
            QByteArray text;
            const int length = rng.bounded(1, 7);
            for (int k = 0; k < length; ++k) text += alphabet[rng.bounded(int(alphabet.size()))];
            MoveParseError error;
            const Move m = parseMove(pos, std::string_view(text.constData(), text.size()), &error);
            if (m) {
                QVERIFY(pos.isLegal(m));
                ++parsed;
            } else {
                QVERIFY2(bool(error) && !describe(error).empty(), text.constData());
            }
        }
        QVERIFY(parsed > 0);  // the alphabet can spell real moves, so some random texts must be moves
    }

    void illegalMoveFormatsEmpty() {
        Position pos;
        QVERIFY(formatMove(pos, uci("h2h8"), Notation::Chinese).empty());
        QVERIFY(formatMove(pos, Move(), Notation::Wxf).empty());
    }

    // Every legal move of every test position, and of positions a few plies deeper, survives format + parse.
    void roundTrip_data() {
        QTest::addColumn<QString>("fen");
        for (const QString& fen : roundTripFens()) QTest::newRow(qPrintable(fen)) << fen;
    }
    void roundTrip() {
        QFETCH(QString, fen);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString()));
        int checked = checkRoundTrip(pos);
        // Two plies deeper along every first move, then one fixed reply, for a spread of positions.
        MoveList first;
        generateLegal(pos, first);
        for (Move m1 : first) {
            pos.makeMove(m1);
            checked += checkRoundTrip(pos);
            MoveList second;
            generateLegal(pos, second);
            if (!second.empty()) {
                pos.makeMove(second[second.size() / 2]);
                checked += checkRoundTrip(pos);
                pos.undoMove();
            }
            pos.undoMove();
        }
        QVERIFY(checked > 0 || first.empty());  // a mated or stalemated position has nothing to check
        roundTripMoves_ += checked;
    }

    // Runs after roundTrip (slots run in order): the round trip really covered a large number of moves.
    void roundTripCoverage() {
        qInfo("round trip: %d legal moves, each in 3 notations", roundTripMoves_);
        QVERIFY(roundTripMoves_ > 50000);
    }

private:
    int roundTripMoves_ = 0;
};

QTEST_GUILESS_MAIN(TestNotation)
#include "test_notation.moc"
