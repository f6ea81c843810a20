// Endgame puzzles (engine/include/xiangqi/puzzle.h): reading collections and judging a session. The positions
// and mate lengths come from data/mates.epd (an independent reference engine, see data/README.md).
#include <QTest>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/puzzle.h"

using namespace xq;

namespace {

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

Move uci(const char* text) { return parseUciMove(text); }

// mates.epd line 10: Red mates in 2, with f2e2 or g7f9.
constexpr const char* MateIn2 = "2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1; dm 2; id \"horse and chariot\"";

// A move that mates at once in pos, or none.
Move matingMove(const Position& pos) {
    MoveList list;
    generateLegal(pos, list);
    for (Move m : list) {
        Position p = pos;
        p.makeMove(m);
        MoveList replies;
        generateLegal(p, replies);
        if (replies.empty()) return m;
    }
    return Move();
}

}  // namespace

class TestPuzzle : public QObject {
    Q_OBJECT
private slots:
    void readsEpdLines() {
        Puzzle p;
        std::string error;
        QVERIFY2(parsePuzzleLine(MateIn2, &p, &error), error.c_str());
        QCOMPARE(p.mateIn, 2);
        QCOMPARE(QString::fromStdString(p.id), QStringLiteral("horse and chariot"));
        // The reference data's own dialect: "mate N" and "bm" moves.
        QVERIFY(parsePuzzleLine("2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1;mate 2;bm f2e2 g7f9", &p, &error));
        QCOMPARE(p.mateIn, 2);
        QCOMPARE(int(p.solutions.size()), 2);
        QCOMPARE(p.solutions[0], uci("f2e2"));
        // Errors say what is wrong.
        QVERIFY(!parsePuzzleLine("2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1; id \"x\"", &p, &error));
        QVERIFY(error.find("mate length") != std::string::npos);
        QVERIFY(!parsePuzzleLine("2b2a3/9/b2k1aN2 w; dm 2", &p, &error));
        QVERIFY(error.find("bad FEN") != std::string::npos);
        QVERIFY(!parsePuzzleLine("2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1; dm x", &p, &error));

        std::vector<PuzzleReadError> errors;
        const auto list = readPuzzles(std::string("# a comment\n\n") + MateIn2 + "\nnot a fen; dm 1\n", &errors);
        QCOMPARE(int(list.size()), 1);
        QCOMPARE(int(errors.size()), 1);
        QCOMPARE(errors[0].line, 4);
    }

    void readsPgnGamesWithFen() {
        const std::string pgn =
            "[Event \"study 1\"]\n[FEN \"2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1\"]\n[Mate \"2\"]\n\n*\n\n"
            "[Event \"study 2\"]\n[FEN \"4k4/1R1R5/3a1a2b/9/9/4c4/9/9/1p2K4/5A3 w - - 0 1\"]\n\n1. b8b9 1-0\n\n"
            "[Event \"no mate\"]\n[FEN \"4k4/1R1R5/3a1a2b/9/9/4c4/9/9/1p2K4/5A3 w - - 0 1\"]\n\n*\n";
        std::vector<PuzzleReadError> errors;
        const auto list = readPuzzles(pgn, &errors);
        QCOMPARE(int(list.size()), 2);
        QCOMPARE(list[0].mateIn, 2);
        QCOMPARE(list[1].mateIn, 1);  // from the moves, which end in mate
        QCOMPARE(QString::fromStdString(list[1].id), QStringLiteral("study 2"));
        QCOMPARE(int(errors.size()), 1);
        QCOMPARE(errors[0].line, 3);
    }

    void mateInTwoSolvedByTheRightMoves() {
        Puzzle p;
        QVERIFY(parsePuzzleLine(MateIn2, &p));
        PuzzleSession s(p);
        QVERIFY(s.isValid());
        QCOMPARE(s.solver(), Color::Red);
        QCOMPARE(s.movesLeft(), 2);
        auto out = s.play(uci("f2e2"));
        QVERIFY(out.legal);
        QVERIFY(out.accepted);
        QCOMPARE(out.state, PuzzleSession::State::Playing);
        QVERIFY(bool(out.reply));  // the computer defended
        QCOMPARE(s.movesLeft(), 1);
        QCOMPARE(s.position().sideToMove(), Color::Red);
        const Move mate = matingMove(s.position());
        QVERIFY(bool(mate));
        out = s.play(mate);
        QVERIFY(out.accepted);
        QCOMPARE(out.state, PuzzleSession::State::Solved);
        QCOMPARE(s.score(), PuzzleSession::FullMarks);
        // Nothing more to play.
        QVERIFY(!s.play(mate).legal);
    }

    void aWrongMoveFails() {
        Puzzle p;
        QVERIFY(parsePuzzleLine(MateIn2, &p));
        PuzzleSession s(p);
        // An illegal move is refused and changes nothing.
        auto out = s.play(uci("f2f4"));  // a general never steps two points
        QVERIFY(!out.legal);
        QCOMPARE(s.state(), PuzzleSession::State::Playing);
        QCOMPARE(s.movesLeft(), 2);
        // A legal move that lets the mate go: the general steps aside.
        out = s.play(uci("f2f1"));
        QVERIFY(out.legal);
        QVERIFY(!out.accepted);
        QCOMPARE(out.state, PuzzleSession::State::Failed);
        QCOMPARE(s.score(), 0);
        QVERIFY(!bool(s.hint()));
    }

    void aHintCostsAMark() {
        Puzzle p;
        QVERIFY(parsePuzzleLine(MateIn2, &p));
        PuzzleSession s(p);
        const Move h = s.hint();
        QVERIFY(h == uci("f2e2") || h == uci("g7f9"));
        QCOMPARE(s.hintsUsed(), 1);
        QVERIFY(s.play(h).accepted);
        QVERIFY(s.play(matingMove(s.position())).accepted);
        QCOMPARE(s.state(), PuzzleSession::State::Solved);
        QCOMPARE(s.score(), PuzzleSession::FullMarks - 1);
    }

    void blackSolvesToo() {
        // mates.epd line 11: Black mates in 2 with e4f4.
        Puzzle p;
        QVERIFY(parsePuzzleLine("9/3k5/9/5N3/9/4r1B2/9/3A5/3cA4/3p1K3 b - - 0 1;mate 2;bm e4f4", &p));
        PuzzleSession s(p);
        QCOMPARE(s.solver(), Color::Black);
        QVERIFY(s.play(uci("e4f4")).accepted);
        QVERIFY(s.play(matingMove(s.position())).accepted);
        QCOMPARE(s.state(), PuzzleSession::State::Solved);
    }

    // Every puzzle of the reference file: its listed first moves are accepted, and following the hints solves it
    // within the stated number of moves (the program's own search agrees with the reference engine).
    void referenceMatesAreSolvedByHints() {
        std::vector<PuzzleReadError> errors;
        const auto list = readPuzzles(readText(std::string(XIANGQI_TEST_DATA) + "/mates.epd"), &errors);
        QCOMPARE(int(errors.size()), 0);
        QCOMPARE(int(list.size()), 20);
        for (const Puzzle& p : list) {
            for (Move first : p.solutions) {
                PuzzleSession s(p);
                QVERIFY2(s.play(first).accepted, p.fen.c_str());
            }
            PuzzleSession s(p);
            for (int i = 0; i < p.mateIn && s.state() == PuzzleSession::State::Playing; ++i) s.play(s.hint());
            QVERIFY2(s.state() == PuzzleSession::State::Solved, p.fen.c_str());
            QCOMPARE(s.hintsUsed(), p.mateIn);
            // One mark less per hint, but a solved puzzle always keeps one.
            QCOMPARE(s.score(), std::max(1, PuzzleSession::FullMarks - p.mateIn));
        }
    }
};

QTEST_GUILESS_MAIN(TestPuzzle)
#include "test_puzzle.moc"
