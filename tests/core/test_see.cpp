// Static exchange evaluation: cannon screens that vanish or appear as pieces leave, pieces behind
// the capturer, horse legs, elephant eyes and the general as the last defender.
#include <QtTest>

#include <map>
#include <string>

#include "xiangqi/evaluate.h"
#include "xiangqi/see.h"

using namespace xq;

namespace {

// A position from a list of "square=piece" placements (FEN letters), Red to move; both generals
// are placed by the caller.
Position board(const std::map<std::string, char>& pieces) {
    std::string fen;
    for (int rank = 9; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 9; ++file) {
            const std::string square{char('a' + file), char('0' + rank)};
            const auto it = pieces.find(square);
            if (it == pieces.end()) {
                ++empty;
                continue;
            }
            if (empty) fen += char('0' + empty);
            empty = 0;
            fen += it->second;
        }
        if (empty) fen += char('0' + empty);
        if (rank > 0) fen += '/';
    }
    Position pos;
    FenError error;
    if (!pos.setFen(fen + " w - - 0 1", &error))
        qFatal("bad test position %s: %s", fen.c_str(), describe(error).c_str());
    return pos;
}

Move move(const char* from, const char* to) { return Move(parseSquare(from), parseSquare(to)); }

int v(PieceType t) { return pieceValue(t); }

}  // namespace

Q_DECLARE_METATYPE(xq::Position)
Q_DECLARE_METATYPE(xq::Move)

class TestSee : public QObject {
    Q_OBJECT

private slots:
    void exchanges_data() {
        QTest::addColumn<Position>("pos");
        QTest::addColumn<Move>("capture");
        QTest::addColumn<int>("expected");
        const std::map<std::string, char> kings = {{"d0", 'K'}, {"f9", 'k'}};
        auto with = [&](std::map<std::string, char> extra) {
            extra.insert(kings.begin(), kings.end());
            return board(extra);
        };
        QTest::newRow("undefended horse") << with({{"a4", 'R'}, {"e4", 'n'}}) << move("a4", "e4") << v(Horse);
        QTest::newRow("pawn defended by a pawn")
            << with({{"a4", 'R'}, {"e4", 'p'}, {"e5", 'p'}}) << move("a4", "e4") << v(Pawn) - v(Rook);
        // The rook on e6 is the screen of the cannon on e8: once it has captured on e4 there is
        // nothing left between cannon and square, so the pawn was not defended after all.
        QTest::newRow("capturer was the cannon's screen")
            << with({{"e6", 'R'}, {"e4", 'p'}, {"e8", 'c'}}) << move("e6", "e4") << v(Pawn);
        QTest::newRow("cannon over a screen defends")
            << with({{"a4", 'R'}, {"e4", 'p'}, {"e6", 'p'}, {"e8", 'c'}}) << move("a4", "e4") << v(Pawn) - v(Rook);
        // Red's cannon on e0 sees e5 over the pawn on e3 and recaptures after the black rook.
        QTest::newRow("cannon joins over a screen")
            << with({{"a5", 'R'}, {"e5", 'n'}, {"e9", 'r'}, {"e3", 'P'}, {"e0", 'C'}}) << move("a5", "e5") << v(Horse);
        QTest::newRow("no cannon behind")
            << with({{"a5", 'R'}, {"e5", 'n'}, {"e9", 'r'}, {"e3", 'P'}}) << move("a5", "e5") << v(Horse) - v(Rook);
        // The rook on e4 leaves; the cannon on e0 then has exactly one screen (e3) towards e5.
        QTest::newRow("cannon uncovered by the capture")
            << with({{"e4", 'R'}, {"e5", 'n'}, {"e9", 'r'}, {"e3", 'P'}, {"e0", 'C'}}) << move("e4", "e5") << v(Horse);
        QTest::newRow("horse with a free leg defends")
            << with({{"a4", 'R'}, {"e4", 'p'}, {"d6", 'n'}}) << move("a4", "e4") << v(Pawn) - v(Rook);
        QTest::newRow("horse with a blocked leg does not")
            << with({{"a4", 'R'}, {"e4", 'p'}, {"d6", 'n'}, {"d5", 'P'}}) << move("a4", "e4") << v(Pawn);
        QTest::newRow("elephant with a free eye defends")
            << with({{"a5", 'R'}, {"e5", 'p'}, {"c7", 'b'}}) << move("a5", "e5") << v(Pawn) - v(Rook);
        QTest::newRow("elephant with a blocked eye does not")
            << with({{"a5", 'R'}, {"e5", 'p'}, {"c7", 'b'}, {"d6", 'p'}}) << move("a5", "e5") << v(Pawn);
        QTest::newRow("the general recaptures")
            << board({{"d0", 'K'}, {"e9", 'k'}, {"e5", 'R'}, {"e8", 'p'}}) << move("e5", "e8") << v(Pawn) - v(Rook);
        QTest::newRow("the general may not recapture onto a defended square")
            << board({{"d0", 'K'}, {"e9", 'k'}, {"e5", 'R'}, {"e8", 'p'}, {"d6", 'N'}}) << move("e5", "e8") << v(Pawn);
        QTest::newRow("cheapest first: pawn takes before rook")
            << with({{"e3", 'P'}, {"e4", 'c'}, {"a4", 'R'}, {"e7", 'r'}}) << move("e3", "e4") << v(Cannon);
        QTest::newRow("a defended cannon taken by a pawn")
            << with({{"e3", 'P'}, {"e4", 'c'}, {"e6", 'r'}}) << move("e3", "e4") << v(Cannon) - v(Pawn);
    }
    void exchanges() {
        QFETCH(Position, pos);
        QFETCH(Move, capture);
        QFETCH(int, expected);
        QCOMPARE(staticExchange(pos, capture), expected);
    }

    // The same exchange seen from Black's side gives the same number.
    void blackToMove() {
        Position pos;
        QVERIFY(pos.setFen("3k5/9/9/9/r3N4/9/9/9/9/4K4 b - - 0 1"));
        QCOMPARE(staticExchange(pos, Move(parseSquare("a5"), parseSquare("e5"))), v(Horse));
        QVERIFY(pos.setFen("3k5/9/9/9/r3N4/4P4/9/9/9/5K3 b - - 0 1"));
        QCOMPARE(staticExchange(pos, Move(parseSquare("a5"), parseSquare("e5"))), v(Horse) - v(Rook));
    }
};

QTEST_GUILESS_MAIN(TestSee)
#include "test_see.moc"
