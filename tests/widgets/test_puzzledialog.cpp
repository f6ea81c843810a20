#include <algorithm>
// The endgame puzzle window: the shipped collection, solving by moves on the board, a wrong move, a hint that
// costs a mark, the next puzzle, and opening a collection from a file.
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>

#include "xiangqi/movegen.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/puzzledialog.h"
#include "xiangqi/xqf.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {

Move uci(const char* t) { return parseUciMove(t); }

Puzzle mateIn2() {
    Puzzle p;
    if (!parsePuzzleLine("2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1; dm 2; id \"two\"", &p)) qFatal("bad puzzle");
    return p;
}

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

class TestPuzzleDialog : public QObject {
    Q_OBJECT
private slots:
    void shipsTheReferenceMates() {
        // The shipped set holds every position of the independent reference file with its mate length
        // (and more, each confirmed by two engines: tools/puzzles.py), in order of mate length.
        std::ifstream in(std::string(XIANGQI_TEST_DATA) + "/mates.epd");
        std::ostringstream s;
        s << in.rdbuf();
        const auto reference = readPuzzles(s.str());
        const auto shipped = PuzzleDialog::defaultPuzzles();
        QVERIFY(reference.size() >= 20);
        QVERIFY(shipped.size() >= reference.size());
        for (const auto& r : reference) {
            const auto it =
                std::find_if(shipped.begin(), shipped.end(), [&](const Puzzle& p) { return p.fen == r.fen; });
            QVERIFY2(it != shipped.end(), r.fen.c_str());
            QCOMPARE(it->mateIn, r.mateIn);
        }
        for (std::size_t i = 0; i < shipped.size(); ++i) {
            QVERIFY(!shipped[i].id.empty());
            if (i > 0) QVERIFY(shipped[i - 1].mateIn <= shipped[i].mateIn);
        }
        PuzzleDialog dialog;
        QCOMPARE(dialog.puzzleCount(), int(shipped.size()));
        QCOMPARE(dialog.list()->count(), dialog.puzzleCount());
        // The list names each puzzle by its pieces, never by a provenance tag such as "random-2026-75".
        for (int i = 0; i < dialog.list()->count(); ++i) {
            const QString text = dialog.list()->item(i)->text();
            QVERIFY2(!text.contains("random") && !text.contains("reference"), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral(" — ")), qPrintable(text));
        }
        Puzzle two;
        two.fen = "2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1";
        QCOMPARE(PuzzleDialog::materialText(two), QStringLiteral("Chariot + Horse"));
        QCOMPARE(dialog.currentIndex(), 0);
    }

    void shipsWinStudiesAsTheirOwnCollection() {
        const auto studies = PuzzleDialog::winStudies();
        QVERIFY(studies.size() >= 30);
        PuzzleDialog dialog;
        QCOMPARE(dialog.collectionChooser()->count(), 2);  // the mates and the win studies; no file opened yet
        dialog.showCollection(PuzzleDialog::WinStudies);
        QCOMPARE(dialog.collectionChooser()->currentIndex(), int(PuzzleDialog::WinStudies));
        QCOMPARE(dialog.puzzleCount(), int(studies.size()));
        QVERIFY(dialog.session()->puzzle().isWinStudy());
        // The goal is said: "… to play and win", and the list names each study by both sides' pieces.
        const QString title = dialog.findChildren<QLabel*>().front()->text();
        const QString item = dialog.list()->item(0)->text();
        QVERIFY2(item.contains(QStringLiteral("Win — ")) && item.contains(QStringLiteral(" vs ")), qPrintable(item));
        QVERIFY2(dialog.message().contains(QStringLiteral("Win within")), qPrintable(dialog.message()));
        bool saysWin = false;
        for (QLabel* label : dialog.findChildren<QLabel*>())
            saysWin = saysWin || label->text().contains(QStringLiteral("to play and win"));
        QVERIFY2(saysWin, qPrintable(title));
        Puzzle study;
        QVERIFY(parsePuzzleLine("9/5k3/3a1a3/9/9/9/R8/9/3K5/9 w - - 0 1;win 26", &study));
        QCOMPARE(PuzzleDialog::materialText(study), QStringLiteral("Chariot vs Advisor ×2"));
        // A move is played and the computer answers quickly; the study goes on.
        dialog.setPuzzles({study}, QStringLiteral("test"));
        QElapsedTimer timer;
        timer.start();
        dialog.playMove(uci("a3a9"));
        QTRY_VERIFY(!dialog.isBusy());
        QVERIFY(timer.elapsed() < 5000);
        QCOMPARE(dialog.session()->state(), PuzzleSession::State::Playing);
        QCOMPARE(dialog.session()->movesLeft(), 25);
        QVERIFY2(dialog.message().contains(QStringLiteral("25 move")) &&
                     dialog.message().contains(QStringLiteral("left to win")),
                 qPrintable(dialog.message()));
        // Back to the mates.
        dialog.showCollection(PuzzleDialog::Mates);
        QVERIFY(!dialog.session()->puzzle().isWinStudy());
    }

    void solvedByTheRightMoves() {
        PuzzleDialog dialog;
        dialog.setPuzzles({mateIn2()}, QStringLiteral("test"));
        dialog.show();
        QSignalSpy finished(&dialog, &PuzzleDialog::puzzleFinished);
        QVERIFY(dialog.board()->isInteractive());
        emit dialog.board()->moveRequested(uci("f2e2"));  // as a click on the board does
        QTRY_VERIFY(!dialog.isBusy());
        QCOMPARE(dialog.session()->state(), PuzzleSession::State::Playing);
        QCOMPARE(dialog.session()->movesLeft(), 1);
        QVERIFY(dialog.board()->isInteractive());
        QCOMPARE(dialog.board()->position().hash(), dialog.session()->position().hash());  // the reply is shown
        dialog.playMove(matingMove(dialog.session()->position()));
        QTRY_VERIFY(!dialog.isBusy());
        QCOMPARE(dialog.session()->state(), PuzzleSession::State::Solved);
        QVERIFY(dialog.message().contains(QStringLiteral("Solved")));
        QCOMPARE(dialog.bestMarks(0), PuzzleSession::FullMarks);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.front().at(1).toBool(), true);
        QVERIFY(!dialog.board()->isInteractive());
        QVERIFY(dialog.list()->item(0)->text().contains(QStringLiteral("★★★")));
    }

    void aWrongMoveFails() {
        PuzzleDialog dialog;
        dialog.setPuzzles({mateIn2(), mateIn2()}, QStringLiteral("test"));
        // Illegal: refused with the reason, nothing changes.
        dialog.playMove(uci("f2f4"));
        QVERIFY(!dialog.isBusy());
        QVERIFY(dialog.message().contains(QStringLiteral("Not allowed")));
        QCOMPARE(dialog.session()->state(), PuzzleSession::State::Playing);
        // Legal but no mate any more.
        dialog.playMove(uci("f2f1"));
        QTRY_VERIFY(!dialog.isBusy());
        QCOMPARE(dialog.session()->state(), PuzzleSession::State::Failed);
        QVERIFY(dialog.message().contains(QStringLiteral("Failed")));
        QCOMPARE(dialog.bestMarks(0), 0);
        QVERIFY(!dialog.hintButton()->isEnabled());
        // The solution, after the failure (issue 44, item 11): the whole line, from the start, and the first move on
        // the board; then Retry plays it.
        QVERIFY(dialog.solutionButton()->isEnabled());
        dialog.solutionButton()->click();
        QTRY_VERIFY(!dialog.isBusy());
        QVERIFY2(dialog.message().contains(QStringLiteral("solution")), qPrintable(dialog.message()));
        QCOMPARE(dialog.solutionLine().size(), std::size_t(3));  // mate in 2: move, defence, mate
        const Move first = dialog.solutionLine().front();
        QVERIFY(first == uci("f2e2") || first == uci("g7f9"));
        QCOMPARE(dialog.board()->hint(), first);
        Position at;
        QVERIFY(at.setFen(mateIn2().fen));
        QCOMPARE(dialog.board()->position().hash(), at.hash());
        for (Move m : dialog.solutionLine()) {
            QVERIFY(at.isLegal(m));
            at.makeMove(m);
        }
        MoveList replies;
        generateLegal(at, replies);
        QVERIFY(replies.empty());  // it ends in mate
        dialog.retry();
        QCOMPARE(dialog.session()->state(), PuzzleSession::State::Playing);
        QVERIFY(!dialog.solutionButton()->isEnabled());
        dialog.playMove(first);
        QTRY_VERIFY(!dialog.isBusy());
        QCOMPARE(dialog.session()->state(), PuzzleSession::State::Playing);
        // Next puzzle.
        dialog.nextButton()->click();
        QCOMPARE(dialog.currentIndex(), 1);
        QCOMPARE(dialog.session()->state(), PuzzleSession::State::Playing);
    }

    void aHintCostsAMark() {
        PuzzleDialog dialog;
        dialog.setPuzzles({mateIn2()}, QStringLiteral("test"));
        dialog.hintButton()->click();
        QTRY_VERIFY(!dialog.isBusy());
        QCOMPARE(dialog.session()->hintsUsed(), 1);
        QVERIFY(dialog.message().contains(QStringLiteral("Hint")));
        // Play the hinted move: it keeps the mate.
        const Move hinted = dialog.hintMove();
        QVERIFY(hinted == uci("f2e2") || hinted == uci("g7f9"));
        dialog.playMove(hinted);
        QTRY_VERIFY(!dialog.isBusy());
        dialog.playMove(matingMove(dialog.session()->position()));
        QTRY_VERIFY(!dialog.isBusy());
        QCOMPARE(dialog.session()->state(), PuzzleSession::State::Solved);
        QCOMPARE(dialog.bestMarks(0), PuzzleSession::FullMarks - 1);
        // Solving it again without a hint raises the best marks.
        dialog.retry();
        dialog.playMove(uci("g7f9"));
        QTRY_VERIFY(!dialog.isBusy());
        dialog.playMove(matingMove(dialog.session()->position()));
        QTRY_VERIFY(!dialog.isBusy());
        QCOMPARE(dialog.bestMarks(0), PuzzleSession::FullMarks);
    }

    void opensACollection() {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("set.epd"));
        {
            std::ofstream out(good.toStdString());
            out << "# two puzzles and a bad line\n"
                << "4k4/1R1R5/3a1a2b/9/9/4c4/9/9/1p2K4/5A3 w - - 0 1; dm 1; id \"one\"\n"
                << "nonsense; dm 2\n"
                << "2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1; dm 2; id \"two\"\n";
        }
        PuzzleDialog dialog;
        QString error;
        QVERIFY2(dialog.loadCollection(good, &error), qPrintable(error));
        QCOMPARE(dialog.puzzleCount(), 2);
        QVERIFY(dialog.message().contains(QStringLiteral("line or game 3")));
        const QString bad = dir.filePath(QStringLiteral("bad.epd"));
        {
            std::ofstream out(bad.toStdString());
            out << "not a puzzle\n";
        }
        QVERIFY(!dialog.loadCollection(bad, &error));
        QVERIFY(error.contains(QStringLiteral("line or game 1")));
        QCOMPARE(dialog.puzzleCount(), 2);  // unchanged
        QVERIFY(!dialog.loadCollection(dir.filePath(QStringLiteral("missing.epd")), &error));
    }

    // A folder of XQF endgame files (as XQStudio collections come) and PGN: each game that ends in mate is a puzzle.
    void opensAFolderOfRecords() {
        QTemporaryDir dir;
        GameRecord mate;
        QVERIFY(mate.setStartFen("4k4/1R1R5/3a1a2b/9/9/4c4/9/9/1p2K4/5A3 w - - 0 1"));
        mate.addMove(RootNode, parseUciMove("b8b9"));
        {
            const std::string bytes = writeXqf(mate);
            std::ofstream out(dir.filePath(QStringLiteral("a.xqf")).toStdString(), std::ios::binary);
            out.write(bytes.data(), std::streamsize(bytes.size()));
        }
        {
            std::ofstream out(dir.filePath(QStringLiteral("b.pgn")).toStdString());
            out << "[Event \"two\"]\n[FEN \"2b2a3/9/b2k1aN2/9/9/9/8R/5K3/4A4/9 w - - 0 1\"]\n[Mate \"2\"]\n\n*\n";
        }
        {
            std::ofstream out(dir.filePath(QStringLiteral("notes.doc")).toStdString());  // not a record: ignored
            out << "x";
        }
        PuzzleDialog dialog;
        QString error;
        QVERIFY2(dialog.loadCollection(dir.path(), &error), qPrintable(error));
        QCOMPARE(dialog.puzzleCount(), 2);
        QCOMPARE(dialog.list()->count(), 2);
        QTemporaryDir empty;
        QVERIFY(!dialog.loadCollection(empty.path(), &error));
        QVERIFY(error.contains(QStringLiteral("no record files")));
        QCOMPARE(dialog.puzzleCount(), 2);
    }
};

QTEST_MAIN(TestPuzzleDialog)
#include "test_puzzledialog.moc"
