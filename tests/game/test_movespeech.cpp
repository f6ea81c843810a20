// The words spoken for a move (movespeech.h): every piece type and direction for both sides in pinyin, English
// words and coordinates, tandem pieces (front / middle / rear, numbered pawns), captures, check and mate.
#include <QTest>

#include "xiangqi/movegen.h"
#include "xiangqi/movespeech.h"
#include "xiangqi/notation.h"

using namespace xq;

namespace {
constexpr const char* start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
// After 炮二平五: Black to move from the start.
constexpr const char* startBlack = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
// Red pieces placed for moves back and across: cannon e5, chariot a4, horse c4, soldier g6 (crossed), elephant e2,
// advisor e1, general e0; Black's general f9.
constexpr const char* redBack = "5k3/9/9/6P2/4C4/R1N6/9/4B4/4A4/4K4 w - - 0 1";
// The same for Black: general e9, advisor e8, elephant e7, chariot a5, horse c5, cannon e4, soldier c3 (crossed);
// Red's general d0.
constexpr const char* blackBack = "4k4/4a4/4b4/9/r1n6/4c4/2p6/9/9/3K5 b - - 0 1";
// Red's general off its back rank (e1): back and forward.
constexpr const char* redKingUp = "5k3/9/9/9/9/9/9/9/4K4/9 w - - 0 1";
// Black's general on e8.
constexpr const char* blackKingUp = "9/4k4/9/9/9/9/9/9/9/3K5 b - - 0 1";
// Tandem chariots (Red, e5 front and e3 rear), tandem horses (Black, c5 front and c7 rear).
constexpr const char* tandemRed = "5k3/9/9/9/4R4/9/4R4/9/9/3K5 w - - 0 1";
constexpr const char* tandemBlack = "3k5/9/2n6/9/2n6/9/9/9/9/5K3 b - - 0 1";
// Three Red soldiers on file e (e7 front, e6 middle, e5 rear); two files of two (g and c).
constexpr const char* threePawns = "3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1";
constexpr const char* twoPawnFiles = "3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";
// Captures, check and mate.
constexpr const char* mateIn1 = "1n1k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1";
constexpr const char* checkIn1 = "3k5/R8/9/9/9/9/9/9/9/4K4 w - - 0 1";

Position at(const char* fen) {
    Position pos;
    if (!pos.setFen(fen)) qFatal("bad FEN %s", fen);
    return pos;
}
}  // namespace

class TestMoveSpeech : public QObject {
    Q_OBJECT

private slots:
    void spoken_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("pinyin");
        QTest::addColumn<QString>("english");
        // Red forward, from the start: every piece type.
        QTest::newRow("red cannon across") << start << "h2e2"
                                           << "pao4 er4 ping2 wu3"
                                           << "cannon two across five";
        QTest::newRow("red horse forward") << start << "h0g2"
                                           << "ma3 er4 jin4 san1"
                                           << "horse two forward three";
        QTest::newRow("red chariot forward") << start << "i0i1"
                                             << "ju1 yi1 jin4 yi1"
                                             << "chariot one forward one";
        QTest::newRow("red elephant forward") << start << "c0e2"
                                              << "xiang4 qi1 jin4 wu3"
                                              << "elephant seven forward five";
        QTest::newRow("red advisor forward") << start << "f0e1"
                                             << "shi4 si4 jin4 wu3"
                                             << "advisor four forward five";
        QTest::newRow("red general forward") << start << "e0e1"
                                             << "shuai4 wu3 jin4 yi1"
                                             << "general five forward one";
        QTest::newRow("red soldier forward") << start << "g3g4"
                                             << "bing1 san1 jin4 yi1"
                                             << "soldier three forward one";
        // Black forward: files counted from Black's right (file a is Black's 1).
        QTest::newRow("black horse forward") << startBlack << "h9g7"
                                             << "ma3 ba1 jin4 qi1"
                                             << "horse eight forward seven";
        QTest::newRow("black cannon across") << startBlack << "b7e7"
                                             << "pao4 er4 ping2 wu3"
                                             << "cannon two across five";
        QTest::newRow("black chariot forward") << startBlack << "a9a8"
                                               << "ju1 yi1 jin4 yi1"
                                               << "chariot one forward one";
        QTest::newRow("black elephant forward") << startBlack << "c9e7"
                                                << "xiang4 san1 jin4 wu3"
                                                << "elephant three forward five";
        QTest::newRow("black advisor forward") << startBlack << "d9e8"
                                               << "shi4 si4 jin4 wu3"
                                               << "advisor four forward five";
        QTest::newRow("black general forward") << startBlack << "e9e8"
                                               << "jiang4 wu3 jin4 yi1"
                                               << "general five forward one";
        QTest::newRow("black soldier forward") << startBlack << "c6c5"
                                               << "zu2 san1 jin4 yi1"
                                               << "soldier three forward one";
        // Red back and across.
        QTest::newRow("red cannon back") << redBack << "e5e3"
                                         << "pao4 wu3 tui4 er4"
                                         << "cannon five back two";
        QTest::newRow("red chariot back") << redBack << "a4a2"
                                          << "ju1 jiu3 tui4 er4"
                                          << "chariot nine back two";
        QTest::newRow("red chariot across") << redBack << "a4b4"
                                            << "ju1 jiu3 ping2 ba1"
                                            << "chariot nine across eight";
        QTest::newRow("red horse back") << redBack << "c4b2"
                                        << "ma3 qi1 tui4 ba1"
                                        << "horse seven back eight";
        QTest::newRow("red elephant back") << redBack << "e2c0"
                                           << "xiang4 wu3 tui4 qi1"
                                           << "elephant five back seven";
        QTest::newRow("red advisor back") << redBack << "e1d0"
                                          << "shi4 wu3 tui4 liu4"
                                          << "advisor five back six";
        QTest::newRow("red general across") << redBack << "e0d0"
                                            << "shuai4 wu3 ping2 liu4"
                                            << "general five across six";
        QTest::newRow("red soldier across") << redBack << "g6f6"
                                            << "bing1 san1 ping2 si4"
                                            << "soldier three across four";
        QTest::newRow("red general back") << redKingUp << "e1e0"
                                          << "shuai4 wu3 tui4 yi1"
                                          << "general five back one";
        // Black back and across.
        QTest::newRow("black cannon back") << blackBack << "e4e6"
                                           << "pao4 wu3 tui4 er4"
                                           << "cannon five back two";
        QTest::newRow("black chariot back") << blackBack << "a5a7"
                                            << "ju1 yi1 tui4 er4"
                                            << "chariot one back two";
        QTest::newRow("black chariot across") << blackBack << "a5b5"
                                              << "ju1 yi1 ping2 er4"
                                              << "chariot one across two";
        QTest::newRow("black horse back") << blackBack << "c5b7"
                                          << "ma3 san1 tui4 er4"
                                          << "horse three back two";
        QTest::newRow("black elephant back") << blackBack << "e7c9"
                                             << "xiang4 wu3 tui4 san1"
                                             << "elephant five back three";
        QTest::newRow("black advisor back") << blackBack << "e8d9"
                                            << "shi4 wu3 tui4 si4"
                                            << "advisor five back four";
        QTest::newRow("black general across") << blackBack << "e9f9"
                                              << "jiang4 wu3 ping2 liu4"
                                              << "general five across six";
        QTest::newRow("black soldier across") << blackBack << "c3d3"
                                              << "zu2 san1 ping2 si4"
                                              << "soldier three across four";
        QTest::newRow("black general back") << blackKingUp << "e8e9"
                                            << "jiang4 wu3 tui4 yi1"
                                            << "general five back one";
        // Tandem pieces: front and rear, for both sides (Black's front is the one nearer Red).
        QTest::newRow("red front chariot") << tandemRed << "e5e8"
                                           << "qian2 ju1 jin4 san1"
                                           << "front chariot forward three";
        QTest::newRow("red rear chariot") << tandemRed << "e3e1"
                                          << "hou4 ju1 tui4 er4"
                                          << "rear chariot back two";
        QTest::newRow("black front horse") << tandemBlack << "c5b3"
                                           << "qian2 ma3 jin4 er4"
                                           << "front horse forward two";
        QTest::newRow("black rear horse") << tandemBlack << "c7b9"
                                          << "hou4 ma3 tui4 er4"
                                          << "rear horse back two";
        // Three soldiers on a file: front, middle, rear; two files of two: numbered from the mover's right.
        QTest::newRow("front soldier") << threePawns << "e7e8"
                                       << "qian2 bing1 jin4 yi1"
                                       << "front soldier forward one";
        QTest::newRow("middle soldier") << threePawns << "e6d6"
                                        << "zhong1 bing1 ping2 liu4"
                                        << "middle soldier across six";
        QTest::newRow("rear soldier") << threePawns << "e5f5"
                                      << "hou4 bing1 ping2 si4"
                                      << "rear soldier across four";
        QTest::newRow("first soldier") << twoPawnFiles << "g6g7"
                                       << "yi1 bing1 jin4 yi1"
                                       << "first soldier forward one";
        QTest::newRow("fourth soldier") << twoPawnFiles << "c5b5"
                                        << "si4 bing1 ping2 ba1"
                                        << "fourth soldier across eight";
    }

    void spoken() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(QString, pinyin);
        QFETCH(QString, english);
        const Position pos = at(fen.toUtf8().constData());
        const Move m = parseUciMove(move.toStdString());
        QVERIFY2(!formatMove(pos, m, Notation::Iccs).empty(), "the move is legal");
        QCOMPARE(QString::fromStdString(spokenMove(pos, m, SpokenNotation::Chinese)), pinyin);
        QCOMPARE(QString::fromStdString(spokenMove(pos, m, SpokenNotation::English)), english);
        QCOMPARE(QString::fromStdString(spokenMove(pos, m, SpokenNotation::Coordinates)),
                 move.left(2) + " to " + move.mid(2));
    }

    void effects_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("pinyin");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("coordinates");
        QTest::newRow("quiet") << start << "h2e2"
                               << "pao4 er4 ping2 wu3"
                               << "cannon two across five"
                               << "h2 to e2";
        QTest::newRow("capture") << start << "h2h9"
                                 << "pao4 er4 jin4 qi1, chi1 ma3"
                                 << "cannon two forward seven, takes horse"
                                 << "h2 to h9, takes horse";
        QTest::newRow("check") << checkIn1 << "a8a9"
                               << "ju1 jiu3 jin4 yi1, jiang1 jun1"
                               << "chariot nine forward one, check"
                               << "a8 to a9, check";
        QTest::newRow("capture and mate") << mateIn1 << "b0b9"
                                          << "ju1 ba1 jin4 jiu3, chi1 ma3, jue2 sha1"
                                          << "chariot eight forward nine, takes horse, checkmate"
                                          << "b0 to b9, takes horse, checkmate";
    }

    void effects() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(QString, pinyin);
        QFETCH(QString, english);
        QFETCH(QString, coordinates);
        const Position pos = at(fen.toUtf8().constData());
        const Move m = parseUciMove(move.toStdString());
        QCOMPARE(QString::fromStdString(spokenMoveWithEffects(pos, m, SpokenNotation::Chinese)), pinyin);
        QCOMPARE(QString::fromStdString(spokenMoveWithEffects(pos, m, SpokenNotation::English)), english);
        QCOMPARE(QString::fromStdString(spokenMoveWithEffects(pos, m, SpokenNotation::Coordinates)), coordinates);
    }

    // Every legal move of a few positions has words in every notation: the table knows every character the
    // notation writes, so nothing is ever left unsaid.
    void everyMoveHasWords() {
        for (const char* fen : {start, startBlack, redBack, blackBack, tandemRed, tandemBlack, threePawns, twoPawnFiles,
                                "3k5/9/4P4/2P1P4/2P1P4/9/9/9/9/5K3 w - - 0 1"}) {
            const Position pos = at(fen);
            MoveList list;
            generateLegal(pos, list);
            QVERIFY(!list.empty());
            for (Move m : list)
                for (SpokenNotation n : {SpokenNotation::Chinese, SpokenNotation::English, SpokenNotation::Coordinates})
                    QVERIFY2(!spokenMove(pos, m, n).empty(), (std::string(fen) + " " + moveToUci(m)).c_str());
        }
    }

    void illegalMoveSaysNothing() {
        const Position pos = at(start);
        QVERIFY(spokenMove(pos, parseUciMove("h2g4"), SpokenNotation::English).empty());  // cannons move straight
        QVERIFY(spokenMove(pos, parseUciMove("e0e2"), SpokenNotation::Chinese).empty());
        QVERIFY(spokenMove(pos, parseUciMove("e0e2"), SpokenNotation::Coordinates).empty());
    }

    void pieces() {
        QCOMPARE(QString::fromStdString(spokenPiece(makePiece(Color::Red, Rook), SpokenNotation::Chinese)),
                 "hong2 ju1");
        QCOMPARE(QString::fromStdString(spokenPiece(makePiece(Color::Black, King), SpokenNotation::Chinese)),
                 "hei1 jiang4");
        QCOMPARE(QString::fromStdString(spokenPiece(makePiece(Color::Black, Pawn), SpokenNotation::Chinese, false)),
                 "zu2");
        QCOMPARE(QString::fromStdString(spokenPiece(makePiece(Color::Black, Cannon), SpokenNotation::English)),
                 "black cannon");
        QCOMPARE(QString::fromStdString(spokenPiece(makePiece(Color::Red, Horse), SpokenNotation::Coordinates, false)),
                 "horse");
        SpokenNotation n;
        QVERIFY(parseSpokenNotation("english", &n) && n == SpokenNotation::English);
        QVERIFY(!parseSpokenNotation("klingon", &n));
    }
};

QTEST_APPLESS_MAIN(TestMoveSpeech)
#include "test_movespeech.moc"
