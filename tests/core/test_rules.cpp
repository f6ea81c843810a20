// Rules referee: every example of docs/RULES.md, plus targeted cases of each ruling.
#include <QtTest>

#include "xiangqi/movegen.h"
#include "xiangqi/rules.h"

using namespace xq;

namespace {

struct Example {
    QString name, fen, moves, verdict, chinese, simple;
    int rule = 0;  // the Asian rule number the repetition ruling must cite ("- Rule:"), 0 if not given
};

// Reads the "### Example:" blocks of docs/RULES.md (the doc and this test share the examples).
QList<Example> loadExamples() {
    QList<Example> examples;
    QFile file(XIANGQI_RULES_DOC);
    if (!file.open(QIODevice::ReadOnly)) return examples;
    const auto quoted = [](const QString& line) { return line.section('`', 1, 1); };
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith("### Example:")) examples.append({line.mid(12).trimmed(), {}, {}, {}, {}, {}, 0});
        else if (examples.isEmpty()) continue;
        else if (line.startsWith("- FEN:")) examples.last().fen = quoted(line);
        else if (line.startsWith("- Moves:")) examples.last().moves = quoted(line);
        else if (line.startsWith("- Verdict:")) examples.last().verdict = quoted(line);
        else if (line.startsWith("- Chinese rules:")) examples.last().chinese = quoted(line);
        else if (line.startsWith("- Simple rules:")) examples.last().simple = quoted(line);
        else if (line.startsWith("- Rule:")) examples.last().rule = quoted(line).toInt();
    }
    return examples;
}

// The board turned round and the colours swapped: a1 <-> i8, Red <-> Black, the other side to move.
QString flipSquareText(const QString& sq) {
    const char file = static_cast<char>('a' + ('i' - sq[0].toLatin1()));
    const char rank = static_cast<char>('0' + ('9' - sq[1].toLatin1()));
    return QString(QChar(file)) + QChar(rank);
}
QString flipMoves(const QString& moves) {
    QStringList out;
    for (const QString& m : moves.split(' ', Qt::SkipEmptyParts)) out << flipSquareText(m.left(2)) + flipSquareText(m.mid(2, 2));
    return out.join(' ');
}
QString flipFen(const QString& fen) {
    const QStringList fields = fen.split(' ');
    QStringList ranks = fields[0].split('/');
    std::reverse(ranks.begin(), ranks.end());
    for (QString& r : ranks) {
        std::reverse(r.begin(), r.end());
        for (QChar& c : r) c = c.isUpper() ? c.toLower() : c.toUpper();
    }
    QStringList out = fields;
    out[0] = ranks.join('/');
    out[1] = fields[1] == "w" ? "b" : "w";
    return out.join(' ');
}
QString flipVerdict(const QString& verdict) {
    if (verdict.startsWith("1-0")) return "0-1" + verdict.mid(3);
    if (verdict.startsWith("0-1")) return "1-0" + verdict.mid(3);
    return verdict;
}
// The verdict an example gets under a rule set: its own line, else the Asian verdict (under the simple rules a
// perpetual chase is a plain repetition).
QString verdictUnder(const Example& e, RuleSet rules) {
    if (rules == RuleSet::Chinese && !e.chinese.isEmpty()) return e.chinese;
    if (rules == RuleSet::Simple) {
        if (!e.simple.isEmpty()) return e.simple;
        if (e.verdict.endsWith("perpetual chase")) return "1/2-1/2 repetition";
    }
    return e.verdict;
}

// Plays ICCS moves from a FEN; fails the test on a bad FEN or an illegal move.
bool play(Position& pos, const QString& fen, const QString& moves) {
    FenError error;
    if (!pos.setFen(fen.toStdString(), &error)) {
        qWarning("bad FEN %s: %s", qPrintable(fen), describe(error).c_str());
        return false;
    }
    for (const QString& text : moves.split(' ', Qt::SkipEmptyParts)) {
        const Move m = parseUciMove(text.toStdString());
        if (!pos.isLegal(m)) {
            qWarning("illegal move %s in %s", qPrintable(text), pos.fen().c_str());
            return false;
        }
        pos.makeMove(m);
    }
    return true;
}

QString verdictText(const Verdict& v) {
    return QString::fromLatin1(resultName(v.result).data(), resultName(v.result).size()) + ' ' +
           QString::fromLatin1(reasonName(v.reason).data(), reasonName(v.reason).size());
}

}  // namespace

class TestRules : public QObject {
    Q_OBJECT
private slots:
    // Every example under every rule set, as written and flipped (board turned, colours swapped: mirrored verdict).
    void documentedExamples_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("rules");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<int>("rule");
        const QList<Example> examples = loadExamples();
        QVERIFY2(examples.size() >= 28, "docs/RULES.md lost its examples");
        for (const Example& e : examples) {
            QVERIFY2(!e.fen.isEmpty() && !e.verdict.isEmpty(), qPrintable(e.name));
            for (const RuleSet r : {RuleSet::Asian, RuleSet::Chinese, RuleSet::Simple}) {
                const QString set = QString::fromLatin1(ruleSetName(r).data());
                const QString v = verdictUnder(e, r);
                const int rule = r == RuleSet::Asian ? e.rule : 0;
                QTest::newRow(qPrintable(e.name + " [" + set + "]")) << e.fen << e.moves << int(r) << v << rule;
                QTest::newRow(qPrintable(e.name + " [" + set + ", flipped]"))
                    << flipFen(e.fen) << flipMoves(e.moves) << int(r) << flipVerdict(v) << rule;
            }
        }
    }
    void documentedExamples() {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(int, rules);
        QFETCH(QString, verdict);
        QFETCH(int, rule);
        const RuleSet set = static_cast<RuleSet>(rules);
        Position pos;
        QVERIFY(play(pos, fen, moves));
        const Verdict v = adjudicate(pos, set);
        QCOMPARE(verdictText(v), verdict);
        if (rule > 0) QCOMPARE(v.repetition.rule, rule);
        // Each of the side's moves is the game's move at its ply (the window writes it in its notation from there).
        for (const ForcingMove& fm : v.repetition.moves) {
            QVERIFY(fm.ply >= 0 && fm.ply < int(pos.history().size()));
            QCOMPARE(pos.history()[std::size_t(fm.ply)].move, fm.move);
        }
        QCOMPARE(v.description.empty(), v.result == GameResult::Ongoing);
        // A repetition verdict carries its explanation: the cycle, and for a loss the loser's moves and what each did.
        if (v.reason == EndReason::PerpetualCheck || v.reason == EndReason::PerpetualChase) {
            QVERIFY(v.repetition.kind == RepetitionCase::PerpetualCheck || v.repetition.kind == RepetitionCase::PerpetualChase ||
                    (set == RuleSet::Chinese && (v.repetition.kind == RepetitionCase::CheckAndChase ||
                                                 v.repetition.kind == RepetitionCase::Forbidden)));
            QVERIFY(v.repetition.rule > 0);
            QVERIFY(!v.repetition.moves.empty());
            const Color loser = v.result == GameResult::RedWins ? Color::Black : Color::Red;
            QCOMPARE(v.repetition.side, loser);
            for (const ForcingMove& fm : v.repetition.moves) QVERIFY(fm.kind != ForcingKind::None);
        }
        if (v.reason == EndReason::Repetition) QVERIFY(v.repetition.kind != RepetitionCase::None);
        // Before the last move nothing was decided yet: each example ends the game exactly at its last move.
        if (!moves.isEmpty()) {
            pos.undoMove();
            QCOMPARE(adjudicate(pos, set).result, GameResult::Ongoing);
        }
    }

    // The Chinese rules' differences (CXA rules, chapter 6 棋例): what the ruling says and which Asian rule it departs
    // from. Perpetual threats of mate (长杀, 24.10), chasing several pieces (长捉 "of one piece or several", 24.11) and
    // a general whose steps let two horses chase (their diagram 15) lose; under the Asian rules the same are draws.
    void chineseRulesDifferences_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("rule");
        QTest::addColumn<int>("forcing");
        QTest::addColumn<QString>("descriptionPart");
        QTest::newRow("threats of mate") << "5k3/1P2P4/9/9/2b6/9/2R6/9/9/3K5 w - - 0 1"
                                         << "c3a3 c5a7 a3c3 a7c5 c3a3 c5a7 a3c3 a7c5" << int(RepetitionCase::Forbidden)
                                         << 9 << int(ForcingKind::MateThreat) << "c3a3: rook on a3 threatens mate";
        QTest::newRow("one check, one threat") << "5k3/9/4P4/9/9/9/R8/9/9/3K5 w - - 0 1"
                                               << "a3a9 f9f8 a9a3 f8f9 a3a9 f9f8 a9a3 f8f9"
                                               << int(RepetitionCase::Forbidden) << 13
                                               << int(ForcingKind::MateThreat) << "a9a3: rook on a3 threatens mate";
        QTest::newRow("one rook chasing two") << "4k4/1c7/1c5R1/9/9/9/9/9/9/3K5 w - - 0 1"
                                              << "h7h8 e9f9 h8h7 f9e9 h7h8 e9f9 h8h7 f9e9"
                                              << int(RepetitionCase::Forbidden) << 32 << int(ForcingKind::Unprotected)
                                              << "h7h8: rook on h8 attacks the unprotected cannon on b8";
        QTest::newRow("general and two horses") << "3k5/9/9/9/9/9/9/4NN3/4K4/5p3 w - - 0 1"
                                                << "e1f1 f0e0 f1e1 e0f0 e1f1 f0e0 f1e1 e0f0"
                                                << int(RepetitionCase::PerpetualChase) << 33
                                                << int(ForcingKind::Unprotected) << "attacks the unprotected pawn";
    }
    void chineseRulesDifferences() {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(int, kind);
        QFETCH(int, rule);
        QFETCH(int, forcing);
        QFETCH(QString, descriptionPart);
        Position pos;
        QVERIFY(play(pos, fen, moves));
        const Verdict v = adjudicate(pos, RuleSet::Chinese);
        QCOMPARE(v.result, GameResult::BlackWins);
        QCOMPARE(int(v.repetition.kind), kind);
        QCOMPARE(v.repetition.rule, rule);
        QCOMPARE(v.repetition.side, Color::Red);
        for (const ForcingMove& fm : v.repetition.moves)
            QVERIFY(int(fm.kind) == forcing || fm.kind == ForcingKind::Check);  // checks among them for rule 13
        QVERIFY(std::any_of(v.repetition.moves.begin(), v.repetition.moves.end(),
                            [&](const ForcingMove& fm) { return int(fm.kind) == forcing; }));
        QVERIFY2(QString::fromStdString(v.description).contains(descriptionPart), v.description.c_str());
        QVERIFY(!v.repetition.pieces.empty());
        // The Asian rules call the same repetition a draw; a threat of mate is no forcing move there.
        const Verdict asian = adjudicate(pos, RuleSet::Asian);
        QCOMPARE(asian.result, GameResult::Draw);
        for (const ForcingMove& fm : asian.repetition.moves) QVERIFY(fm.kind != ForcingKind::MateThreat);
    }

    // The warning before a move that loses by repetition (and the search, through the same ruling) follows the rule
    // set: repeating the threat of mate a third time loses under the Chinese rules only.
    void threatOfMateRepeatedWarnsUnderChineseRules() {
        Position pos;
        QVERIFY(play(pos, "5k3/1P2P4/9/9/2b6/9/R8/9/9/3K5 b - - 0 1", "c5a7 a3c3 a7c5 c3a3 c5a7 a3c3 a7c5"));
        const Move repeat = parseUciMove("c3a3");
        const Verdict chinese = repetitionVerdictAfter(pos, repeat, RuleSet::Chinese);
        QCOMPARE(chinese.result, GameResult::BlackWins);
        QCOMPARE(chinese.repetition.kind, RepetitionCase::Forbidden);
        QCOMPARE(repetitionVerdictAfter(pos, repeat, RuleSet::Asian).result, GameResult::Ongoing);
        QCOMPARE(repetitionVerdictAfter(pos, repeat, RuleSet::Simple).result, GameResult::Ongoing);
    }

    // Colour-swapped and extra cases, with the winner and the wording checked.
    void moreCases_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("descriptionPart");
        QTest::newRow("start") << QString::fromLatin1(StartFen.data(), StartFen.size()) << ""
                               << "* none"
                               << "";
        QTest::newRow("black perpetual check") << "4k2r1/9/9/9/9/9/9/9/9/3K5 b - - 0 1"
                                               << "h9h0 d0d1 h0h1 d1d0 h1h0 d0d1 h0h1 d1d0 h1h0"
                                               << "1-0 perpetual check"
                                               << "perpetual check by Black";
        QTest::newRow("one check, one chase") << "4k4/9/c8/9/9/9/9/9/9/3K4R w - - 0 1"
                                              << "i0i9 e9e8 i9i7 e8e9 i7i9 e9e8 i9i7 e8e9 i7i9"
                                              << "1/2-1/2 repetition"
                                              << "Red mixed checks and chases (Asian rules, rule 12)";
        // The cycle's two halves differ (the position repeats inside it): every move is named, the chase too.
        QTest::newRow("several checks, one chase") << "4k4/9/c8/9/9/9/9/9/9/3K4R w - - 0 1"
                                                   << "i0i9 e9e8 i9i8 e8e9 i8i9 e9e8 i9i7 e8e9 i7i9"
                                                   << "1/2-1/2 repetition"
                                                   << "i9i7: rook on i7 attacks the unprotected cannon on a7";
        QTest::newRow("black mated") << "3k5/9/9/9/9/9/9/9/8R/4K4 w - - 0 1"
                                     << "i1d1"
                                     << "1-0 checkmate"
                                     << "Black is checkmated";
        QTest::newRow("red mated") << "4k4/8r/9/9/9/9/9/9/9/3K5 b - - 0 1"
                                   << "i8d8"
                                   << "0-1 checkmate"
                                   << "Red is checkmated";
        QTest::newRow("clock from FEN only") << "3k5/9/9/9/9/9/9/9/8R/4K4 w - - 120 80"
                                             << ""
                                             << "1/2-1/2 move limit"
                                             << "120 plies";
        QTest::newRow("clock 119 still playing") << "3k5/9/9/9/9/9/9/9/8R/4K4 w - - 119 80"
                                                 << ""
                                                 << "* none"
                                                 << "";
        QTest::newRow("capture resets the clock") << "3k5/9/9/9/9/9/9/9/p7R/4K4 w - - 119 80"
                                                  << "i1a1"
                                                  << "* none"
                                                  << "";
        QTest::newRow("uncrossed pawn is material") << "4k4/9/9/9/9/4p4/9/9/9/3AK4 w - - 0 1"
                                                    << ""
                                                    << "* none"
                                                    << "";
        QTest::newRow("only defenders") << "4k4/4a4/4b4/9/9/9/9/4B4/4A4/3K5 w - - 0 1"
                                        << ""
                                        << "1/2-1/2 insufficient material"
                                        << "neither side";
    }
    void moreCases() {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(QString, verdict);
        QFETCH(QString, descriptionPart);
        Position pos;
        QVERIFY(play(pos, fen, moves));
        const Verdict v = adjudicate(pos);
        QCOMPARE(verdictText(v), verdict);
        QVERIFY2(QString::fromStdString(v.description).contains(descriptionPart), v.description.c_str());
    }

    // Independent oracle (data/mates.epd, from a reference engine): in a mate-in-1 position exactly the listed moves
    // end the game with a win for the mover; positions with longer mates are not over yet.
    void referenceMates_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("mateIn");
        QTest::addColumn<QStringList>("best");
        QFile file(XIANGQI_TEST_DATA "/mates.epd");
        QVERIFY(file.open(QIODevice::ReadOnly));
        int n = 0;
        while (!file.atEnd()) {
            const QStringList fields = QString::fromUtf8(file.readLine()).trimmed().split(';', Qt::SkipEmptyParts);
            if (fields.size() < 3) continue;
            QTest::newRow(qPrintable(QString("mate%1").arg(++n)))
                << fields[0].trimmed() << fields[1].trimmed().section(' ', 1).toInt()
                << fields[2].trimmed().section(' ', 1).split(' ', Qt::SkipEmptyParts);
        }
        QVERIFY(n >= 10);
    }
    void referenceMates() {
        QFETCH(QString, fen);
        QFETCH(int, mateIn);
        QFETCH(QStringList, best);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString()));
        QCOMPARE(adjudicate(pos).result, GameResult::Ongoing);
        const GameResult win = pos.sideToMove() == Color::Red ? GameResult::RedWins : GameResult::BlackWins;
        MoveList legal;
        generateLegal(pos, legal);
        for (Move m : legal) {
            pos.makeMove(m);
            const Verdict v = adjudicate(pos);
            const bool listed = best.contains(QString::fromStdString(moveToUci(m)));
            if (mateIn == 1) {
                QVERIFY2((v.result == win) == listed, moveToUci(m).c_str());
            } else {
                QVERIFY2(v.result != win, moveToUci(m).c_str());
            }
            pos.undoMove();
        }
    }

    void repetitionCounts() {
        Position pos;
        QCOMPARE(repetitionCount(pos), 1);
        const char* moves[] = {"h0g2", "h9g7", "g2h0", "g7h9", "h0g2", "h9g7", "g2h0", "g7h9"};
        const int expected[] = {1, 1, 1, 2, 2, 2, 2, 3};
        for (int i = 0; i < 8; ++i) {
            pos.makeMove(parseUciMove(moves[i]));
            QCOMPARE(repetitionCount(pos), expected[i]);
        }
    }

    // The referee copies what it replays: the judged position is left exactly as it was.
    void adjudicateLeavesPositionAlone() {
        Position pos;
        QVERIFY(play(pos, "4k4/9/c8/9/9/9/9/9/9/3K4R w - - 0 1", "i0i7 a7a8 i7i8 a8a7 i8i7 a7a8 i7i8 a8a7 i8i7"));
        const std::string fen = pos.fen();
        const auto plies = pos.history().size();
        QCOMPARE(adjudicate(pos).reason, EndReason::PerpetualChase);
        QCOMPARE(pos.fen(), fen);
        QCOMPARE(pos.history().size(), plies);
    }

    // A null move (search only) ends the record the referee scans; it must not crash or count across it.
    void nullMoveStopsRepetitionScan() {
        Position pos;
        QVERIFY(play(pos, QString::fromLatin1(StartFen.data(), StartFen.size()), "h0g2 h9g7 g2h0 g7h9"));
        pos.makeNullMove();
        pos.undoNullMove();
        QCOMPARE(repetitionCount(pos), 2);
        pos.makeNullMove();
        pos.makeNullMove();
        QCOMPARE(repetitionCount(pos), 1);
        QCOMPARE(adjudicate(pos).result, GameResult::Ongoing);
    }

    void names() {
        QCOMPARE(resultName(GameResult::RedWins), std::string_view("1-0"));
        QCOMPARE(resultName(GameResult::BlackWins), std::string_view("0-1"));
        QCOMPARE(resultName(GameResult::Draw), std::string_view("1/2-1/2"));
        QCOMPARE(reasonName(EndReason::PerpetualChase), std::string_view("perpetual chase"));
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "test_rules.moc"
