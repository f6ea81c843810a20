// The position editor's validation (engine/game/include/xiangqi/setupcheck.h): one position per rule that breaks it,
// plus the lenient FEN reading and writing of a set-up. Links the game core only (no widgets).
#include <QTest>

#include <algorithm>

#include "xiangqi/position.h"
#include "xiangqi/setupcheck.h"

using namespace xq;

namespace {

Setup setupOf(const char* fen) {
    Setup s;
    FenError error;
    if (!Setup::fromFen(fen, &s, &error)) qFatal("bad test FEN %s: %s", fen, describe(error).c_str());
    return s;
}

Square sq(const char* name) { return makeSquare(name[0] - 'a', name[1] - '0'); }

bool has(const std::vector<SetupIssue>& issues, SetupProblem p, Color c, PieceType t, std::vector<Square> squares) {
    return std::any_of(issues.begin(), issues.end(), [&](const SetupIssue& i) {
        return i.problem == p && i.color == c && i.type == t && i.squares == squares;
    });
}

// Two generals on different files, nothing else: the base the tests add one fault to.
constexpr const char* Bare = "5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1";

}  // namespace

class TestSetupCheck : public QObject {
    Q_OBJECT
private slots:
    void validPositionsHaveNoProblems() {
        QVERIFY(checkSetup(Setup::start()).empty());
        QVERIFY(checkSetup(setupOf(Bare)).empty());
        // The side to move may be in check: red rook gives check, Black to move.
        QVERIFY(checkSetup(setupOf("5k3/9/9/9/9/5R3/9/9/9/3K5 b - - 0 1")).empty());
        // Pieces on their legal points: advisors, elephants, soldiers across the river anywhere.
        QVERIFY(checkSetup(setupOf("2bakab2/9/b3b3b/9/2b3b2/1P6P/p3p3p/B3B3B/4A4/2BAKA3 w - - 0 1")).size() > 0);
        QVERIFY(checkSetup(setupOf("3a1k3/4a4/9/9/1Pb3bP1/p3p3p/9/B8/4A4/2BAK4 w - - 0 1")).empty());
    }

    void tooManyPiecesOfAKind() {
        // A third red chariot.
        auto issues = checkSetup(setupOf("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2R2C1/9/RNBAKABNR w - - 0 1"));
        QCOMPARE(int(issues.size()), 1);
        QVERIFY(has(issues, SetupProblem::TooManyPieces, Color::Red, Rook, {sq("a0"), sq("i0"), sq("e2")}));
        // A sixth black soldier.
        issues = checkSetup(setupOf("rnbakabnr/9/1c5c1/p1p1p1p1p/4p4/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"));
        QCOMPARE(int(issues.size()), 1);
        QCOMPARE(issues[0].problem, SetupProblem::TooManyPieces);
        QCOMPARE(issues[0].color, Color::Black);
        QCOMPARE(issues[0].type, Pawn);
        QCOMPARE(int(issues[0].squares.size()), 6);
        // Two red generals.
        issues = checkSetup(setupOf("5k3/9/9/9/9/9/9/9/4K4/3K5 w - - 0 1"));
        QVERIFY(has(issues, SetupProblem::TooManyPieces, Color::Red, King, {sq("d0"), sq("e1")}));
        // Three advisors, elephants, horses and cannons each go over too.
        for (const char* fen : {"5k3/9/9/9/9/9/9/3A1A3/4A4/3K5 w - - 0 1", "5k3/9/9/9/9/9/9/B3B3B/9/3K5 w - - 0 1",
                                "5k3/9/9/9/9/9/NNN6/9/9/3K5 w - - 0 1", "5k3/9/9/9/9/9/CCC6/9/9/3K5 w - - 0 1"}) {
            issues = checkSetup(setupOf(fen));
            QVERIFY2(issues.size() == 1 && issues[0].problem == SetupProblem::TooManyPieces, fen);
        }
    }

    void missingGeneral() {
        auto issues = checkSetup(setupOf("9/9/9/9/9/9/9/9/9/3K5 w - - 0 1"));
        QCOMPARE(int(issues.size()), 1);
        QVERIFY(has(issues, SetupProblem::MissingGeneral, Color::Black, King, {}));
        issues = checkSetup(setupOf("9/9/9/9/9/9/9/9/9/9 w - - 0 1"));
        QCOMPARE(int(issues.size()), 2);
    }

    void generalOutsideThePalace() {
        auto issues = checkSetup(setupOf("5k3/9/9/9/9/9/3K5/9/9/9 w - - 0 1"));  // red general on d3
        QCOMPARE(int(issues.size()), 1);
        QVERIFY(has(issues, SetupProblem::GeneralOffPoint, Color::Red, King, {sq("d3")}));
        issues = checkSetup(setupOf("9/9/9/9/9/9/9/9/9/3K1k3 w - - 0 1"));  // black general in Red's palace
        QVERIFY(has(issues, SetupProblem::GeneralOffPoint, Color::Black, King, {sq("f0")}));
    }

    void advisorOffItsPoints() {
        // e0 is in the palace but not on a diagonal point.
        auto issues = checkSetup(setupOf("5k3/9/9/9/9/9/9/9/9/3KA4 w - - 0 1"));
        QCOMPARE(int(issues.size()), 1);
        QVERIFY(has(issues, SetupProblem::AdvisorOffPoint, Color::Red, Advisor, {sq("e0")}));
        issues = checkSetup(setupOf("5k3/9/9/9/a8/9/9/9/9/3K5 w - - 0 1"));  // black advisor far away on a5
        QVERIFY(has(issues, SetupProblem::AdvisorOffPoint, Color::Black, Advisor, {sq("a5")}));
        for (const char* p : {"d0", "f0", "e1", "d2", "f2"}) QVERIFY(isAdvisorPoint(Color::Red, sq(p)));
        for (const char* p : {"d9", "f9", "e8", "d7", "f7"}) QVERIFY(isAdvisorPoint(Color::Black, sq(p)));
    }

    void elephantOffItsPoints() {
        auto issues = checkSetup(setupOf("5k3/9/9/9/9/9/9/9/9/1B1K5 w - - 0 1"));  // b0
        QCOMPARE(int(issues.size()), 1);
        QVERIFY(has(issues, SetupProblem::ElephantOffPoint, Color::Red, Elephant, {sq("b0")}));
        issues = checkSetup(setupOf("5k3/9/9/9/2B6/9/9/9/9/3K5 w - - 0 1"));  // red elephant across the river, c5
        QVERIFY(has(issues, SetupProblem::ElephantOffPoint, Color::Red, Elephant, {sq("c5")}));
        int points = 0;
        for (Square s = 0; s < SquareCount; ++s) points += isElephantPoint(Color::Black, s);
        QCOMPARE(points, 7);
    }

    void soldierBehindItsStart() {
        // Behind the starting rank.
        auto issues = checkSetup(setupOf("5k3/9/9/9/9/9/9/P8/9/3K5 w - - 0 1"));  // a2
        QCOMPARE(int(issues.size()), 1);
        QVERIFY(has(issues, SetupProblem::SoldierBehindStart, Color::Red, Pawn, {sq("a2")}));
        // On its own side, off the starting files.
        issues = checkSetup(setupOf("5k3/9/9/9/9/9/1P7/9/9/3K5 w - - 0 1"));  // b3
        QVERIFY(has(issues, SetupProblem::SoldierBehindStart, Color::Red, Pawn, {sq("b3")}));
        issues = checkSetup(setupOf("5k3/p8/9/9/9/9/9/9/9/3K5 w - - 0 1"));  // black soldier on a8
        QVERIFY(has(issues, SetupProblem::SoldierBehindStart, Color::Black, Pawn, {sq("a8")}));
        // Across the river any file is fine.
        QVERIFY(checkSetup(setupOf("5k3/9/9/9/1P7/9/9/9/9/3K5 w - - 0 1")).empty());
    }

    void generalsFacing() {
        auto issues = checkSetup(setupOf("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"));
        QCOMPARE(int(issues.size()), 1);
        QVERIFY(has(issues, SetupProblem::GeneralsFacing, Color::Red, King, {sq("e0"), sq("e9")}));
        // A piece between them is enough.
        QVERIFY(checkSetup(setupOf("4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1")).empty());
    }

    void sideNotToMoveInCheck() {
        // The red rook on f4 attacks the black general on f9, and it is Red's turn.
        auto issues = checkSetup(setupOf("5k3/9/9/9/9/5R3/9/9/9/3K5 w - - 0 1"));
        QCOMPARE(int(issues.size()), 1);
        QVERIFY(has(issues, SetupProblem::SideNotToMoveInCheck, Color::Black, King, {sq("f9")}));
        // The black horse on c2 checks the red general; with Black to move that cannot be (with Red to move it can).
        issues = checkSetup(setupOf("5k3/9/9/9/9/9/9/2n6/9/3K5 b - - 0 1"));
        QVERIFY(has(issues, SetupProblem::SideNotToMoveInCheck, Color::Red, King, {sq("d0")}));
        QVERIFY(checkSetup(setupOf("5k3/9/9/9/9/9/9/2n6/9/3K5 w - - 0 1")).empty());
    }

    void everyCleanSetupIsAPlayablePosition() {
        for (const char* fen : {Bare, "3a1k3/4a4/9/9/1Pb3bP1/p3p3p/9/B8/4A4/2BAK4 w - - 0 1"}) {
            const Setup s = setupOf(fen);
            QVERIFY(checkSetup(s).empty());
            Position pos;
            QVERIFY(pos.setFen(s.fen()));
        }
    }

    void fenInAndOut() {
        Setup s = Setup::start();
        QCOMPARE(QString::fromStdString(s.fen()), QString::fromUtf8(StartFen.data(), int(StartFen.size())));
        // Lenient: three generals are read (and then reported), H/E accepted.
        QVERIFY(Setup::fromFen("KKK6/9/9/9/9/9/9/9/9/4H1E2 b", &s));
        QCOMPARE(s.count(RedKing), 3);
        QCOMPARE(s.at(sq("e0")), RedHorse);
        QCOMPARE(s.at(sq("g0")), RedElephant);
        QCOMPARE(s.sideToMove, Color::Black);
        // Malformed text is refused with where.
        FenError error;
        QVERIFY(!Setup::fromFen("rnbakabnr/9/9 w", &s, &error));
        QVERIFY(describe(error).find("ranks") != std::string::npos);
        QCOMPARE(int(error.code), int(FenErrorCode::TooFewRanks));
        QCOMPARE(error.count, 3);
        QVERIFY(!Setup::fromFen("rnbakabnrr/9/9/9/9/9/9/9/9/9 w", &s, &error));
        QVERIFY(describe(error).find("too many files") != std::string::npos);
        QCOMPARE(int(error.code), int(FenErrorCode::TooManyFiles));
        QCOMPARE(error.rank, 9);
        QCOMPARE(error.offset, 9);
        QVERIFY(!Setup::fromFen("xnbakabnr/9/9/9/9/9/9/9/9/9 w", &s, &error));
        QVERIFY(describe(error).find("unknown piece letter 'x'") != std::string::npos);
        QCOMPARE(int(error.code), int(FenErrorCode::UnknownLetter));
        QCOMPARE(error.text, std::string("x"));
        QCOMPARE(error.rank, 9);
        QCOMPARE(error.file, 0);
        QCOMPARE(error.offset, 0);
        QVERIFY(!Setup::fromFen("9/9/9/9/9/9/9/9/9/9 x", &s, &error));
        QCOMPARE(int(error.code), int(FenErrorCode::BadSide));
        QCOMPARE(error.field, 2);
        QCOMPARE(error.text, std::string("x"));
        QCOMPARE(error.offset, 20);
        QVERIFY(!Setup::fromFen("  ", &s, &error));
        QCOMPARE(int(error.code), int(FenErrorCode::Empty));
        // Mirroring colours twice gives the same set-up back.
        const Setup a = setupOf("3a1k3/4a4/9/9/1Pb3bP1/p3p3p/9/B8/4A4/2BAK4 w - - 0 1");
        QCOMPARE(QString::fromStdString(a.mirroredColors().mirroredColors().fen()), QString::fromStdString(a.fen()));
        QVERIFY(checkSetup(a.mirroredColors()).empty());
    }
};

QTEST_GUILESS_MAIN(TestSetupCheck)
#include "test_setupcheck.moc"
