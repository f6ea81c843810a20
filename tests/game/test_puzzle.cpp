// Endgame puzzles (engine/game/include/xiangqi/puzzle.h): reading collections and judging a session. The positions
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

// A win study of assets/puzzles/wins.epd (chariot against two advisors): Fairy-Stockfish sees a mate in 13, no
// mate in 7 or fewer exists.
constexpr const char* WinStudy =
    "9/5k3/3a1a3/9/9/9/R8/9/3K5/9 w - - 0 1;win 26;bm d1d0;id theory-r-2a-1;c0 \"Chariot wins against two advisors\"";

// Not a real study, a stage for the rules: Black's general can only shuttle between d9 and e9 (the chariot holds
// rank 8, Red's general the f-file), so a chariot shuttling on rank 8 repeats the position.
constexpr const char* Shuttle = "3k5/R8/9/9/9/9/9/9/9/5K3 w - - 0 1;win 40";

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
        PuzzleError error;
        QVERIFY2(parsePuzzleLine(MateIn2, &p, &error), describe(error).c_str());
        QCOMPARE(p.mateIn, 2);
        QCOMPARE(QString::fromStdString(p.id), QStringLiteral("horse and chariot"));
        // The reference data's own dialect: "mate N" and "bm" moves.
        QVERIFY(parsePuzzleLine("2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1;mate 2;bm f2e2 g7f9", &p, &error));
        QCOMPARE(p.mateIn, 2);
        QCOMPARE(int(p.solutions.size()), 2);
        QCOMPARE(p.solutions[0], uci("f2e2"));
        // Errors say what is wrong.
        QVERIFY(!parsePuzzleLine("2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1; id \"x\"", &p, &error));
        QVERIFY(describe(error).find("mate length") != std::string::npos);
        QCOMPARE(int(error.code), int(PuzzleErrorCode::NoGoal));
        QVERIFY(!parsePuzzleLine("2b2a3/9/b2k1aN2 w; dm 2", &p, &error));
        QVERIFY(describe(error).find("bad FEN") != std::string::npos);
        QCOMPARE(int(error.code), int(PuzzleErrorCode::BadFen));
        QCOMPARE(int(error.fen.code), int(FenErrorCode::TooFewRanks));
        QVERIFY(!parsePuzzleLine("2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1; dm x", &p, &error));
        QCOMPARE(int(error.code), int(PuzzleErrorCode::BadMateLength));
        QCOMPARE(error.text, std::string("x"));
        QVERIFY(!parsePuzzleLine("2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1; dm 2; bm a0a9", &p, &error));
        QCOMPARE(int(error.code), int(PuzzleErrorCode::BadBestMove));
        QCOMPARE(error.text, std::string("a0a9"));

        std::vector<PuzzleReadError> errors;
        const auto list = readPuzzles(std::string("# a comment\n\n") + MateIn2 + "\nnot a fen; dm 1\n", &errors);
        QCOMPARE(int(list.size()), 1);
        QCOMPARE(int(errors.size()), 1);
        QCOMPARE(errors[0].line, 4);
        QCOMPARE(int(errors[0].error.code), int(PuzzleErrorCode::BadFen));
    }

    void readsWinStudies() {
        Puzzle p;
        PuzzleError error;
        QVERIFY2(parsePuzzleLine(WinStudy, &p, &error), describe(error).c_str());
        QVERIFY(p.isWinStudy());
        QCOMPARE(p.moveLimit, 26);
        QCOMPARE(p.mateIn, 0);
        QCOMPARE(p.movesAllowed(), 26);
        QCOMPARE(QString::fromStdString(p.id), QStringLiteral("theory-r-2a-1"));
        QCOMPARE(QString::fromStdString(p.description), QStringLiteral("Chariot wins against two advisors"));
        QCOMPARE(p.solutions.front(), uci("d1d0"));
        QVERIFY(!parsePuzzleLine("3k5/R8/9/9/9/9/9/9/9/5K3 w - - 0 1;win 0", &p, &error));
        QVERIFY(describe(error).find("move limit") != std::string::npos);
        QCOMPARE(int(error.code), int(PuzzleErrorCode::BadMoveLimit));
        QVERIFY(!parsePuzzleLine("3k5/R8/9/9/9/9/9/9/9/5K3 w - - 0 1;win 4;dm 2", &p, &error));
        QVERIFY(describe(error).find("both") != std::string::npos);
        QCOMPARE(int(error.code), int(PuzzleErrorCode::BothGoals));
    }

    // The engine plays the winning side (the hints) against the session's defence, and wins within the limit.
    void winStudyWonByTheEngine() {
        Puzzle p;
        QVERIFY(parsePuzzleLine(WinStudy, &p));
        PuzzleSession s(p, 500, 100);
        QVERIFY(s.isValid());
        while (s.state() == PuzzleSession::State::Playing) {
            const Move m = s.hint();
            QVERIFY(bool(m));
            const auto out = s.play(m);
            QVERIFY(out.legal && out.accepted);
            if (out.state == PuzzleSession::State::Playing) QVERIFY(bool(out.reply));
        }
        QCOMPARE(s.state(), PuzzleSession::State::Solved);
        QCOMPARE(s.ending(), PuzzleSession::Ending::Mated);
        QVERIFY(s.movesLeft() >= 0);
        MoveList replies;
        generateLegal(s.position(), replies);
        QVERIFY(replies.empty());  // the defender is mated (or has no move)
        QCOMPARE(s.score(), 1);    // every move was a hint
    }

    void winStudyFailsOnRepetition() {
        Puzzle p;
        QVERIFY(parsePuzzleLine(Shuttle, &p));
        PuzzleSession s(p, 500, 50);
        const char* shuttle[] = {"a8b8", "b8a8", "a8b8"};
        for (const char* m : shuttle) {
            const auto out = s.play(uci(m));
            QVERIFY(out.accepted);
            QCOMPARE(out.state, PuzzleSession::State::Playing);
        }
        // The fourth shuttle brings the start position back for the third time, after the defender's reply.
        const auto out = s.play(uci("b8a8"));
        QCOMPARE(out.state, PuzzleSession::State::Failed);
        QCOMPARE(s.ending(), PuzzleSession::Ending::Drawn);
        QCOMPARE(s.verdict().result, GameResult::Draw);
        QCOMPARE(s.verdict().reason, EndReason::Repetition);
        Position start;
        QVERIFY(start.setFen("3k5/R8/9/9/9/9/9/9/9/5K3 w - - 0 1"));
        QCOMPARE(s.position().hash(), start.hash());
        QCOMPARE(s.score(), 0);
        QVERIFY(!bool(s.hint()));
    }

    void winStudyFailsWhenTheMovesRunOut() {
        Puzzle p;
        QVERIFY(parsePuzzleLine("3k5/R8/9/9/9/9/9/9/9/5K3 w - - 0 1;win 2", &p));
        PuzzleSession s(p, 500, 50);
        QCOMPARE(s.movesLeft(), 2);
        auto out = s.play(uci("a8b8"));
        QCOMPARE(out.state, PuzzleSession::State::Playing);
        QCOMPARE(s.movesLeft(), 1);
        out = s.play(uci("b8c8"));
        QCOMPARE(out.state, PuzzleSession::State::Failed);
        QCOMPARE(s.ending(), PuzzleSession::Ending::MovesUsedUp);
        QVERIFY(!bool(out.reply));  // no defence after the last allowed move
        QCOMPARE(s.verdict().result, GameResult::Ongoing);
    }

    void winStudyMateWithTheLastMoveSolves() {
        // The last allowed move mates (rank 8 held, e9 seen by Red's general): solved, not out of moves.
        Puzzle p;
        QVERIFY(parsePuzzleLine("3k5/R8/9/9/9/9/9/9/9/4K2R1 w - - 0 1;win 1", &p));
        PuzzleSession s(p, 500, 50);
        const auto out = s.play(uci("h0h9"));
        QCOMPARE(out.state, PuzzleSession::State::Solved);
        QCOMPARE(s.ending(), PuzzleSession::Ending::Mated);
        QCOMPARE(s.score(), PuzzleSession::FullMarks);
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
        QCOMPARE(int(errors[0].error.code), int(PuzzleErrorCode::NoMate));
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
