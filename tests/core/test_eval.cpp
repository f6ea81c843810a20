// The evaluation: symmetric between the colours, incremental updates agree with a full count, tables say sensible
// things.
#include <QtTest>

#include <random>
#include <sstream>

#include "xiangqi/evaluate.h"
#include "xiangqi/movegen.h"

using namespace xq;

namespace {

// The same position with the colours exchanged and the board turned round.
std::string flippedFen(const std::string& fen) {
    const std::string board = fen.substr(0, fen.find(' '));
    const char side = fen[fen.find(' ') + 1];
    std::vector<std::string> ranks;
    std::stringstream ss(board);
    for (std::string r; std::getline(ss, r, '/');) ranks.push_back(r);
    std::string out;
    for (auto it = ranks.rbegin(); it != ranks.rend(); ++it) {
        std::string r(it->rbegin(), it->rend());  // files turn round too
        for (char& c : r)
            c = std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c)) : char(std::toupper(c));
        out += (out.empty() ? "" : "/") + r;
    }
    return out + (side == 'w' ? " b" : " w") + " - - 0 1";
}

Position fromFen(const std::string& fen) {
    Position pos;
    FenError error;
    if (!pos.setFen(fen, &error)) qFatal("bad test FEN %s: %s", fen.c_str(), describe(error).c_str());
    return pos;
}

}  // namespace

class TestEval : public QObject {
    Q_OBJECT

private slots:
    void startPositionIsLevel() { QCOMPARE(evaluate(Position()), 0); }

    void colourSymmetry_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("middlegame") << "2baka1n1/r1cr5/2n5b/p1p3p2/4p3p/PR5CP/c1P1P1P2/4CA3/2N2K3/2BA2BNR b - - 39 20";
        QTest::newRow("opening") << "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3";
        QTest::newRow("endgame") << "3ak4/9/2n6/9/9/9/p8/9/5K3/1R7 w - - 0 1";
        QTest::newRow("crossed pawns") << "3a1a3/4rr3/n4knR1/2p3p1p/p1b1pP3/PcP1P1B2/1C6P/N2A1A3/R4N3/2B2K3 b - - 4 40";
    }
    void colourSymmetry() {
        QFETCH(QString, fen);
        const Position pos = fromFen(fen.toStdString());
        const Position flipped = fromFen(flippedFen(fen.toStdString()));
        QCOMPARE(evaluate(flipped), -evaluate(pos));
    }

    // The delta the search adds per move equals the change of the full evaluation, along
    // random games (captures included).
    void incrementalMatchesFull() {
        std::mt19937 rng(7);
        for (int game = 0; game < 20; ++game) {
            Position pos;
            int score = evaluate(pos);
            for (int ply = 0; ply < 150; ++ply) {
                MoveList list;
                generateLegal(pos, list);
                if (list.empty()) break;
                const Move m = list[static_cast<int>(rng() % static_cast<unsigned>(list.size()))];
                score += evaluationDelta(pos, m);
                pos.makeMove(m);
                QCOMPARE(score, pieceSquareTotal(pos));
                QCOMPARE(evaluate(pos), score + materialAdjustment(pos) + activity(pos));
            }
        }
    }

    // The tuner's view (material + features . weights) is exactly the evaluation the engine plays with.
    void linearInItsWeights() {
        std::mt19937 rng(11);
        const std::vector<int>& w = tuning::weights();
        QCOMPARE(static_cast<int>(w.size()), tuning::WeightCount);
        std::vector<tuning::Feature> f;
        int checked = 0;
        for (int game = 0; game < 20; ++game) {
            Position pos;
            for (int ply = 0; ply < 150; ++ply) {
                tuning::features(pos, f);
                int sum = tuning::materialTotal(pos);
                for (const auto& x : f) {
                    QVERIFY(x.index >= 0 && x.index < tuning::WeightCount);
                    sum += x.coefficient * w[x.index];
                }
                QCOMPARE(sum, evaluate(pos));
                ++checked;
                MoveList list;
                generateLegal(pos, list);
                if (list.empty()) break;
                pos.makeMove(list[static_cast<int>(rng() % static_cast<unsigned>(list.size()))]);
            }
        }
        QVERIFY(checked > 1000);
        QCOMPARE(QString::fromStdString(tuning::weightName(tuning::RookMobilityIndex)), "rook mobility per square");
    }

    // The activity counts (read from the line occupancy bits) agree with a walk along the board, square by
    // square, along random games: rook squares (empty ones and the enemy piece that stops it), cannon squares
    // (empty ones) and hollow cannons (the first piece on the cannon's file is the enemy general).
    void activityCountsMatchAWalk() {
        std::mt19937 rng(23);
        auto walk = [](const Position& pos, Color us, int& rook, int& cannon, int& hollow) {
            for (Square from = 0; from < SquareCount; ++from) {
                const Piece p = pos.pieceAt(from);
                if (p == NoPiece || colorOf(p) != us || (typeOf(p) != Rook && typeOf(p) != Cannon)) continue;
                const int steps[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
                for (const auto& st : steps) {
                    int f = fileOf(from) + st[0], r = rankOf(from) + st[1];
                    while (f >= 0 && f < FileCount && r >= 0 && r < RankCount && pos.pieceAt(makeSquare(f, r)) == NoPiece) {
                        ++(typeOf(p) == Rook ? rook : cannon);
                        f += st[0], r += st[1];
                    }
                    if (f < 0 || f >= FileCount || r < 0 || r >= RankCount) continue;
                    const Piece stop = pos.pieceAt(makeSquare(f, r));
                    if (typeOf(p) == Rook && colorOf(stop) != us) ++rook;
                    if (typeOf(p) == Cannon && st[0] == 0 && stop == makePiece(~us, King)) ++hollow;
                }
            }
        };
        std::vector<tuning::Feature> f;
        int positions = 0, hollowSeen = 0;
        for (int game = 0; game < 30; ++game) {
            Position pos;
            for (int ply = 0; ply < 160; ++ply) {
                int rook[2] = {}, cannon[2] = {}, hollow[2] = {};
                walk(pos, Color::Red, rook[0], cannon[0], hollow[0]);
                walk(pos, Color::Black, rook[1], cannon[1], hollow[1]);
                int sum[3] = {};
                tuning::features(pos, f);
                for (const auto& x : f) {
                    if (x.index == tuning::RookMobilityIndex) sum[0] += x.coefficient;
                    if (x.index == tuning::CannonMobilityIndex) sum[1] += x.coefficient;
                    if (x.index == tuning::HollowCannonIndex) sum[2] += x.coefficient;
                }
                QCOMPARE(sum[0], rook[0] - rook[1]);
                QCOMPARE(sum[1], cannon[0] - cannon[1]);
                QCOMPARE(sum[2], hollow[0] - hollow[1]);
                hollowSeen += hollow[0] + hollow[1];
                ++positions;
                MoveList list;
                generateLegal(pos, list);
                if (list.empty()) break;
                pos.makeMove(list[static_cast<int>(rng() % static_cast<unsigned>(list.size()))]);
            }
        }
        QVERIFY(positions > 2000);
        QVERIFY(hollowSeen > 0);  // the games did reach the case
    }

    // Activity: a horse with its legs free beats a hemmed-in one; a cannon facing the general on an
    // open file (hollow cannon) counts.
    void activityKnowsShapes() {
        // The same material; in the first the red horse on a0 has both legs blocked (a1, b0).
        const Position boxed = fromFen("3k5/9/9/9/9/9/9/9/p8/Np2K4 w - - 0 1");
        const Position free = fromFen("3k5/9/9/9/9/9/9/9/1p7/N1p1K4 w - - 0 1");
        QVERIFY(activity(free) > activity(boxed));
        const Position hollow = fromFen("4k4/9/9/9/9/9/9/4C4/9/3K5 w - - 0 1");
        const Position offTheFile = fromFen("4k4/9/9/9/9/9/9/2C6/9/3K5 w - - 0 1");
        QVERIFY(activity(hollow) > activity(offTheFile));
    }

    // Endgame knowledge: material balances the stronger side cannot (or can hardly) win are scaled
    // down, the same for either colour; any further attacker restores the full score.
    void drawnBalancesScaleDown_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("scale");  // sixteenths of Red's score that stay
        QTest::newRow("rook vs full set") << "2bakab2/9/9/9/9/9/9/9/9/R2K5 w - - 0 1" << 2;
        QTest::newRow("horse vs full set") << "2bakab2/9/9/9/9/9/9/9/9/N2K5 w - - 0 1" << 2;
        QTest::newRow("cannon vs full set") << "2bakab2/9/9/9/9/9/9/9/9/C2K5 w - - 0 1" << 2;
        QTest::newRow("rook vs full set less an elephant") << "3akab2/9/9/9/9/9/9/9/9/R2K5 w - - 0 1" << 16;
        QTest::newRow("rook and pawn vs full set") << "2bakab2/9/9/9/9/4P4/9/9/9/R2K5 w - - 0 1" << 16;
        QTest::newRow("rook vs horse and full set") << "2bakab2/9/6n2/9/9/9/9/9/9/R2K5 w - - 0 1" << 4;
        QTest::newRow("rook vs horse, pawn and full set") << "2bakab2/9/6n2/6p2/9/9/9/9/9/R2K5 w - - 0 1" << 16;
        QTest::newRow("pawn vs two advisors") << "3aka3/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1" << 2;
        QTest::newRow("pawn vs one advisor") << "3ak4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1" << 16;
        QTest::newRow("no attacker") << "3k5/9/9/9/9/9/9/9/9/3AKA3 w - - 0 1" << 0;
    }
    void drawnBalancesScaleDown() {
        QFETCH(QString, fen);
        QFETCH(int, scale);
        const Position pos = fromFen(fen.toStdString());
        const Position flipped = fromFen(flippedFen(fen.toStdString()));
        QCOMPARE(drawScale(pos, Color::Red), scale);
        QCOMPARE(drawScale(flipped, Color::Black), scale);
        // The score shrinks by the favoured side's scale (a lone horse or cannon is behind the four
        // defenders, and those cannot mate: such a position scores 0).
        const int score = evaluate(pos);
        const int kept = drawScale(pos, score > 0 ? Color::Red : Color::Black);
        QCOMPARE(scaleForDraws(pos, score), score * kept / 16);
        QCOMPARE(scaleForDraws(flipped, -score), -score * kept / 16);
        if (score > 0) QCOMPARE(kept, scale);
    }

    // A few pieces of xiangqi knowledge the tables must express.
    void tablesExpressKnowledge() {
        const auto red = [](PieceType t, const char* sq) {
            return pieceSquareValue(makePiece(Color::Red, t), parseSquare(sq));
        };
        QVERIFY(red(Pawn, "e6") > red(Pawn, "e3"));      // a crossed pawn is worth more
        QVERIFY(red(Pawn, "e7") > red(Pawn, "a5"));      // more so near the palace
        QVERIFY(red(Cannon, "e2") > red(Cannon, "b2"));  // the central cannon
        QVERIFY(red(Horse, "c2") > red(Horse, "b0"));    // a developed horse
        QVERIFY(red(Horse, "e6") > red(Horse, "a6"));    // the horse is poor on the edge
        QVERIFY(red(Rook, "b8") > red(Rook, "a0"));      // the rook leaves its corner
        QVERIFY(red(King, "e0") > red(King, "e2"));      // the general stays home
        QVERIFY(pieceValue(Rook) > pieceValue(Cannon) && pieceValue(Cannon) >= pieceValue(Horse));
        QCOMPARE(pieceSquareValue(makePiece(Color::Black, Cannon), parseSquare("e7")), -red(Cannon, "e2"));
    }
};

QTEST_GUILESS_MAIN(TestEval)
#include "test_eval.moc"
