// The game document without a window: round trips per format, the dirty state, refused files that change nothing,
// and the rule for when Save may write a file back.
#include <QtTest>

#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/gamedocument.h"
#include "xiangqi/session/wording.h"

using namespace xq;
using namespace xq::session;

Q_DECLARE_METATYPE(xq::Notation)

namespace {

const QString Data = QStringLiteral(XIANGQI_TEST_DATA) + "/records/";

GameSetup hotseat() {
    GameSetup s;
    s.red = s.black = PlayerKind::Human;
    return s;
}

void play(GameController& c, std::initializer_list<const char*> moves) {
    for (const char* m : moves) QVERIFY2(c.requestMove(parseUciMove(m)), m);
}

QByteArray contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestGameDocument : public QObject {
    Q_OBJECT
private slots:
    void pgnRoundTripInEveryNotation_data() {
        QTest::addColumn<Notation>("notation");
        QTest::newRow("chinese") << Notation::Chinese;
        QTest::newRow("wxf") << Notation::Wxf;
        QTest::newRow("iccs") << Notation::Iccs;
    }
    void pgnRoundTripInEveryNotation() {
        QFETCH(Notation, notation);
        GameController controller;
        GameDocument document(&controller);
        controller.newGame(hotseat());
        document.clear();
        play(controller, {"h2e2", "h9g7", "h0g2", "i9h9"});
        QVERIFY(document.isDirty());
        const auto moves = controller.record().mainLineMoves();
        QTemporaryDir dir;
        const QString path = dir.filePath("game.pgn");
        DocumentError error;
        QVERIFY2(document.saveAs(path, notation, &error), qPrintable(documentErrorText(error)));
        QVERIFY(!document.isDirty());
        QCOMPARE(document.path(), path);
        QCOMPARE(document.format(), RecordFormat::Pgn);

        GameController other;
        GameDocument reopened(&other);
        QVERIFY2(reopened.open(path, 0, &error), qPrintable(documentErrorText(error)));
        QVERIFY(other.record().mainLineMoves() == moves);
        QCOMPARE(other.cursor(), 4);
        QCOMPARE(reopened.format(), RecordFormat::Pgn);
        QCOMPARE(reopened.gameCount(), 1);
        QVERIFY(reopened.canSaveBack());
        QVERIFY(!reopened.isDirty());
    }

    void xqfRoundTripAndEveryFormatOpens() {
        GameController controller;
        GameDocument document(&controller);
        DocumentError error;
        for (const char* name :
             {"game-v10.xqf", "game-v11.xqf", "game-v12.xqf", "game-v18.xqf", "endgame-v10.xqf", "game-dhtmlxq.txt",
              "endgame-dhtmlxq.txt", "game.cbf", "game.cbr", "endgame-black.cbr"}) {
            QVERIFY2(document.open(Data + name, 0, &error),
                     qPrintable(QString(name) + ": " + documentErrorText(error)));
            QVERIFY2(controller.length() > 0, name);
            QVERIFY2(!document.isDirty(), name);
            QCOMPARE(document.filePath(), Data + name);
        }
        QCOMPARE(document.format(), RecordFormat::Cbr);
        QVERIFY2(document.open(Data + "game.cbf", 0, &error), qPrintable(documentErrorText(error)));
        QCOMPARE(document.format(), RecordFormat::Cbf);
        const GameRecord opened = controller.record();
        QTemporaryDir dir;
        const QString xqf = dir.filePath("saved.xqf");
        QVERIFY2(document.saveAs(xqf, Notation::Chinese, &error), qPrintable(documentErrorText(error)));
        QCOMPARE(document.format(), RecordFormat::Xqf);
        GameController other;
        GameDocument reopened(&other);
        QVERIFY2(reopened.open(xqf, 0, &error), qPrintable(documentErrorText(error)));
        QCOMPARE(reopened.format(), RecordFormat::Xqf);
        QVERIFY(other.record().mainLineMoves() == opened.mainLineMoves());
        QVERIFY(reopened.canSaveBack());

        // PGN keeps comments and variations: the saved file reads back as the same record.
        QVERIFY2(document.open(Data + "xqwizard-gbk.pgn", 0, &error), qPrintable(documentErrorText(error)));
        QCOMPARE(controller.record().tag("Red"), std::string("赵国荣"));
        const GameRecord withVariations = controller.record();
        QVERIFY(withVariations.hasVariations());
        const QString pgn = dir.filePath("saved.pgn");
        QVERIFY2(document.saveAs(pgn, Notation::Chinese, &error), qPrintable(documentErrorText(error)));
        QVERIFY2(reopened.open(pgn, 0, &error), qPrintable(documentErrorText(error)));
        QVERIFY(other.record() == withVariations);

        // Pasted or auto-saved text: no file, and worth saving.
        QVERIFY(reopened.openText(QString::fromUtf8(contents(Data + "game-dhtmlxq.txt")), &error));
        QVERIFY(other.length() > 0);
        QVERIFY(reopened.filePath().isEmpty());
        QVERIFY(!reopened.canSaveBack());
        QVERIFY(reopened.isDirty());
    }

    void collectionsOpenTheChosenGame() {
        GameController controller;
        GameDocument document(&controller);
        DocumentError error;
        QVERIFY2(document.open(Data + "multi.pgn", 2, &error), qPrintable(documentErrorText(error)));
        QCOMPARE(controller.record().tag("Event"), std::string("Game three"));
        QCOMPARE(document.gameIndex(), 2);
        QCOMPARE(document.gameCount(), 3);
        QVERIFY(!document.open(Data + "multi.pgn", 3, &error));
        QCOMPARE(error.kind, DocumentError::Kind::NoSuchGame);
        QCOMPARE(error.gameCount, 3);
        QVERIFY(documentErrorText(error).contains("holds 3 games"));
        QCOMPARE(controller.record().tag("Event"), std::string("Game three"));
        // A one-game file asked for its second game says so in words ("holds 1 games" before).
        QVERIFY(!document.open(Data + "game-dhtmlxq.txt", 1, &error));
        QCOMPARE(error.gameCount, 1);
        QVERIFY2(documentErrorText(error).contains("holds only one game"), qPrintable(documentErrorText(error)));
        QCOMPARE(controller.record().tag("Event"), std::string("Game three"));
        // A ChessBridge library with a game whose first move is from an empty square: every game is in the list,
        // that one read up to its break (no move), the place said.
        QVERIFY2(document.open(Data + "bad-game.cbl", 1, &error), qPrintable(documentErrorText(error)));
        QCOMPARE(document.gameCount(), 3);
        QVERIFY(document.skippedGames().empty());
        QCOMPARE(int(document.partialRead().offset), 77872);
        // One whose board is bad (partial-library.cbl's third game): the others open, and the document says which
        // was left out.
        QVERIFY2(document.open(Data + "partial-library.cbl", 2, &error), qPrintable(documentErrorText(error)));
        QCOMPARE(int(document.skippedGames().size()), 1);
        QCOMPARE(int(document.skippedGames().front().offset), 67452 + 3 * 4096 + 2160);
    }

    // Issue: a click in the move tree made the game "changed". Moving through a game changes nothing.
    void browsingLeavesTheDocumentClean() {
        GameController controller;
        GameDocument document(&controller);
        DocumentError error;
        QVERIFY2(document.open(Data + "xqwizard-gbk.pgn", 0, &error), qPrintable(documentErrorText(error)));
        QVERIFY(!document.isDirty());
        QSignalSpy dirtied(&document, &GameDocument::dirtyChanged);
        controller.goToPly(3);
        controller.goFirst();
        controller.goLast();
        // Into a variation and back, as a click in the move tree does.
        const GameRecord& r = controller.record();
        NodeId variation = NoNode;
        for (NodeId n : r.mainLine()) {
            const auto& siblings = r.node(r.node(n).parent).children;
            if (siblings.size() > 1) {
                variation = NodeId(siblings[1]);
                break;
            }
        }
        QVERIFY(variation != NoNode);
        controller.goToNode(variation);
        controller.goToNode(r.mainLine().front());
        QVERIFY(!document.isDirty());
        QCOMPARE(dirtied.count(), 0);
        // A comment is a change; taking it out again is none.
        const QString before = QString::fromStdString(r.node(RootNode).comment);
        controller.setComment(RootNode, before + QStringLiteral(" a note"));
        QVERIFY(document.isDirty());
        controller.setComment(RootNode, before);
        QVERIFY(!document.isDirty());
    }

    void movesMakeItDirtyAndSavingCleansIt() {
        GameController controller;
        GameDocument document(&controller);
        controller.newGame(hotseat());
        document.clear();
        QVERIFY(!document.isDirty());
        play(controller, {"h2e2"});
        QVERIFY(document.isDirty());
        controller.takeback();
        QVERIFY(!document.isDirty());  // back to the game as it was
        play(controller, {"h2e2", "h9g7"});
        QTemporaryDir dir;
        DocumentError error;
        QVERIFY(!document.save(Notation::Iccs, &error));  // a new game has no file: Save As
        QCOMPARE(error.kind, DocumentError::Kind::NotSavable);
        QVERIFY(document.isDirty());
        QVERIFY(document.saveAs(dir.filePath("a.pgn"), Notation::Iccs, &error));
        QVERIFY(!document.isDirty());
        play(controller, {"h0g2"});
        QVERIFY(document.isDirty());
        QVERIFY2(document.save(Notation::Iccs, &error), qPrintable(documentErrorText(error)));
        QVERIFY(!document.isDirty());
        QVERIFY(contents(dir.filePath("a.pgn")).contains("H0-G2"));
        // A copy is not the document's file.
        QVERIFY(document.writeCopy(dir.filePath("copy.pgn"), Notation::Iccs, &error));
        QCOMPARE(document.path(), dir.filePath("a.pgn"));
        controller.newGame(hotseat());
        document.clear();
        QVERIFY(document.path().isEmpty());
        QVERIFY(!document.isDirty());
    }

    void badFilesAreRefusedAndNothingChanges() {
        GameController controller;
        GameDocument document(&controller);
        QTemporaryDir dir;
        const QString good = dir.filePath("good.pgn");
        controller.newGame(hotseat());
        play(controller, {"h2e2", "h9g7", "h0g2"});
        DocumentError error;
        QVERIFY(document.saveAs(good, Notation::Iccs, &error));
        play(controller, {"i9h9"});
        const QString fenBefore = QString::fromStdString(controller.position().fen());
        const auto check = [&] {
            QCOMPARE(controller.length(), 4);
            QCOMPARE(QString::fromStdString(controller.position().fen()), fenBefore);
            QCOMPARE(document.path(), good);
            QCOMPARE(document.filePath(), good);
            QVERIFY(document.isDirty());
        };
        const QString broken = dir.filePath("broken.pgn");
        {
            QFile f(broken);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[Event \"broken\"]\n\n1. h2e2 h9g7 2. e2e9\n");
        }
        QVERIFY(!document.open(broken, 0, &error));
        QCOMPARE(error.kind, DocumentError::Kind::BadRecord);
        QCOMPARE(int(error.record.line), 3);
        QCOMPARE(error.record.code, RecordErrorCode::BadMove);
        QVERIFY2(documentErrorText(error).contains("line 3"), qPrintable(documentErrorText(error)));
        check();
        QVERIFY(!document.open("/nonexistent/game.pgn", 0, &error));
        QCOMPARE(error.kind, DocumentError::Kind::Missing);
        check();
        QVERIFY(!document.open(Data + "bad-keys.xqf", 0, &error));  // a header that is not XQF's: refused
        QVERIFY(error.kind == DocumentError::Kind::NoGame || error.kind == DocumentError::Kind::BadRecord);
        QVERIFY(!documentErrorText(error).isEmpty());
        check();
        QVERIFY(!document.open(Data + "bad-magic.cbr", 0, &error));  // not a CBR header: refused
        QVERIFY(!documentErrorText(error).isEmpty());
        check();
        QVERIFY(!document.open(dir.path(), 0, &error));
        QCOMPARE(error.kind, DocumentError::Kind::NotAFile);
        check();
        // A file that cannot be written: refused, and the document stays with its file.
        QVERIFY(!document.saveAs(dir.filePath("no/such/folder/x.pgn"), Notation::Iccs, &error));
        QCOMPARE(error.kind, DocumentError::Kind::CannotWrite);
        check();
#ifdef Q_OS_UNIX
        const QString fifo = dir.filePath("fifo.pgn");
        QVERIFY(QProcess::execute("mkfifo", {fifo}) == 0);
        QElapsedTimer t;
        t.start();
        QVERIFY(!document.open(fifo, 0, &error));
        QVERIFY(t.elapsed() < 5000);
        QVERIFY2(documentErrorText(error).contains("not a regular file"),
                 qPrintable(documentErrorText(error)));
        check();
#endif
    }

    // Save writes back only to a file of one game in a format we write; a collection is never overwritten.
    // An XQF file whose moves go wrong after a few good ones opens with those moves (as XQWizard shows it); the
    // document says where the reading stopped and never saves back over the file.
    void partlyReadXqfOpensUpToTheBreak() {
        GameController controller;
        GameDocument document(&controller);
        DocumentError error;
        QVERIFY2(document.open(Data + "partial-illegal-end.xqf", 0, &error),
                 qPrintable(documentErrorText(error)));
        QCOMPARE(controller.record().mainLineMoves().size(), std::size_t(4));
        QCOMPARE(document.partialRead().code, RecordErrorCode::BadMove);
        QCOMPARE(int(document.partialRead().offset), 1044);
        QVERIFY(!document.canSaveBack());
        QVERIFY(document.open(Data + "bad-truncated.xqf", 0, &error));  // cut in its second record
        QCOMPARE(document.partialRead().code, RecordErrorCode::Truncated);
        QVERIFY(!document.canSaveBack());
        // A CBR record whose second entry has a square off the board: read up to there, the place in words.
        QVERIFY(document.open(Data + "bad-square.cbr", 0, &error));
        QCOMPARE(document.partialRead().code, RecordErrorCode::BadData);
        const QString where = recordErrorText(document.partialRead());
        QVERIFY2(where.contains("2242") && where.contains("off the board"), qPrintable(where));
        // A CBF whose move list goes wrong, and a CBF cut in its moves: the same, never saved back.
        QVERIFY2(document.open(Data + "partial-illegal.cbf", 0, &error), qPrintable(documentErrorText(error)));
        QCOMPARE(controller.record().mainLineMoves().size(), std::size_t(2));
        QCOMPARE(document.partialRead().code, RecordErrorCode::BadMove);
        QCOMPARE(int(document.partialRead().line), 21);
        QVERIFY(!document.canSaveBack());
        QVERIFY(!document.save(Notation::Chinese, &error));
        QVERIFY(document.open(Data + "partial-cut.cbf", 0, &error));
        QCOMPARE(controller.record().mainLineMoves().size(), std::size_t(3));
        QCOMPARE(document.partialRead().code, RecordErrorCode::Truncated);
        QVERIFY(!document.canSaveBack());
        // A CBL library with broken games: the list holds the three usable ones; the good one opens with nothing to
        // say, the two read in part say where they stopped; one was left out. None is saved back.
        QVERIFY(document.open(Data + "partial-library.cbl", 0, &error));
        QCOMPARE(document.gameCount(), 3);
        QVERIFY(!document.partialRead());
        QCOMPARE(document.skippedGames().size(), std::size_t(1));
        QVERIFY(!document.canSaveBack());
        QVERIFY(document.open(Data + "partial-library.cbl", 1, &error));
        QCOMPARE(controller.record().mainLineMoves().size(), std::size_t(9));
        QCOMPARE(document.partialRead().code, RecordErrorCode::BadMove);
        QVERIFY(!document.canSaveBack());
        QVERIFY(document.open(Data + "partial-library.cbl", 2, &error));
        QCOMPARE(document.partialRead().code, RecordErrorCode::Truncated);
        QVERIFY2(recordErrorText(document.partialRead()).contains("86218"),
                 qPrintable(recordErrorText(document.partialRead())));
        QVERIFY(!document.canSaveBack());
        QVERIFY(document.open(Data + "game-v12.xqf", 0, &error));  // read whole: nothing to say, saved back
        QVERIFY(!document.partialRead());
        QVERIFY(document.canSaveBack());
    }

    void saveBackRules() {
        GameController controller;
        GameDocument document(&controller);
        QTemporaryDir dir;
        const QString collection = dir.filePath("three.pgn");
        QVERIFY(QFile::copy(Data + "multi.pgn", collection));
        const QByteArray original = contents(collection);
        DocumentError error;
        QVERIFY2(document.open(collection, 0, &error), qPrintable(documentErrorText(error)));
        QVERIFY(!document.canSaveBack());
        QVERIFY(document.path().isEmpty());
        QCOMPARE(document.filePath(), collection);
        controller.setComment(RootNode, QStringLiteral("changed"));
        QVERIFY(document.isDirty());
        QVERIFY(!document.save(Notation::Chinese, &error));
        QCOMPARE(error.kind, DocumentError::Kind::NotSavable);
        QCOMPARE(contents(collection), original);
        const QString single = dir.filePath("one.pgn");
        QVERIFY(document.saveAs(single, Notation::Chinese, &error));
        QVERIFY(document.canSaveBack());
        QCOMPARE(document.path(), single);
        QCOMPARE(contents(collection), original);

        for (const char* name : {"game.cbf", "game.cbr", "library.cbl", "game-dhtmlxq.txt"}) {
            const QString copy = dir.filePath(name);
            QVERIFY(QFile::copy(Data + name, copy));
            QVERIFY2(document.open(copy, 0, &error), name);
            QVERIFY2(!document.canSaveBack(), name);
            const QByteArray before = contents(copy);
            QVERIFY(!document.save(Notation::Chinese, &error));
            QCOMPARE(contents(copy), before);
        }
        const QString xqf = dir.filePath("one.xqf");
        QVERIFY(QFile::copy(Data + "game-v18.xqf", xqf));
        QFile::setPermissions(xqf, QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(document.open(xqf, 0, &error));
        QVERIFY(document.canSaveBack());
        QVERIFY2(document.save(Notation::Chinese, &error), qPrintable(documentErrorText(error)));
        GameController other;
        GameDocument reopened(&other);
        QVERIFY(reopened.open(xqf, 0, &error));
        QVERIFY(other.record().mainLineMoves() == controller.record().mainLineMoves());
    }

    // Issue: opening a record when it was the computer's turn made it move on the record at once. A record opens
    // for study: both sides are the user's, and nobody moves by itself.
    // The edit history: every record change is a step with its name while only people at this computer play;
    // undo and redo put the record and the cursor back; "modified" follows the saved point through undo and redo.
    void editsAreUndoneAndRedone() {
        GameController controller;
        GameDocument document(&controller);
        controller.newGame(hotseat());
        document.clear();
        QVERIFY(!document.canUndo());
        play(controller, {"h2e2", "h9g7"});
        QVERIFY(document.canUndo());
        QCOMPARE(document.undoEdit(), RecordEdit::Move);
        QCOMPARE(editText(document.undoEdit()), QStringLiteral("Move"));
        const GameRecord twoMoves = controller.record();
        document.markClean();

        const NodeId second = controller.game().cursor();
        controller.setComment(second, QStringLiteral("a solid reply"));
        QCOMPARE(document.undoEdit(), RecordEdit::Comment);
        QVERIFY(document.isDirty());
        document.undo();
        QVERIFY(controller.record() == twoMoves);
        QVERIFY(!document.isDirty());  // back at the saved point
        QCOMPARE(controller.game().cursor(), second);
        QVERIFY(document.canRedo());
        QCOMPARE(document.redoEdit(), RecordEdit::Comment);
        document.redo();
        QCOMPARE(QString::fromStdString(controller.record().node(second).comment), QStringLiteral("a solid reply"));
        QVERIFY(document.isDirty());

        // Another reply to the first move: it becomes the line played, the old reply a variation. Promoted back,
        // deleted, each undone with the cursor where it was.
        controller.goToPly(1);
        play(controller, {"b9c7"});
        const NodeId reply = controller.game().cursor();
        const GameRecord withVariation = controller.record();
        QCOMPARE(controller.record().lineEnd(RootNode), reply);
        controller.promoteVariation(second);
        QCOMPARE(document.undoEdit(), RecordEdit::PromoteVariation);
        QCOMPARE(controller.record().lineEnd(RootNode), second);
        document.undo();
        QVERIFY(controller.record() == withVariation);
        QCOMPARE(controller.game().cursor(), reply);
        controller.deleteVariation(second);
        QCOMPARE(document.undoEdit(), RecordEdit::DeleteVariation);
        QVERIFY(!(controller.record() == withVariation));
        document.undo();
        QVERIFY(controller.record() == withVariation);
        QCOMPARE(controller.game().cursor(), reply);
        QCOMPARE(document.redoEdit(), RecordEdit::DeleteVariation);

        // Undo all the way: the game as it was after the new game.
        while (document.canUndo()) document.undo();
        QCOMPARE(controller.length(), 0);
        QVERIFY(controller.record().lineEnd(RootNode) == RootNode);
        // Redo all the way: the moves, the comment, the other reply and its variation's deletion again.
        while (document.canRedo()) document.redo();
        QCOMPARE(controller.record().lineEnd(RootNode), reply);
        QVERIFY(!(controller.record() == withVariation));
        document.undo();
        QVERIFY(controller.record() == withVariation);

        // A new edit drops what could be redone; a new game starts a new history.
        document.undo();
        controller.setTag(QStringLiteral("Event"), QStringLiteral("Club night"));
        QVERIFY(!document.canRedo());
        QCOMPARE(document.undoEdit(), RecordEdit::GameInfo);
        controller.newGame(hotseat());
        QVERIFY(!document.canUndo() && !document.canRedo());
    }

    // Against the computer a move is a game action, not an edit: the steps before it can no longer be undone, and a
    // comment made during the game is undone without stopping the game.
    void movesAgainstTheComputerAreGameActions() {
        GameController controller;
        GameDocument document(&controller);
        GameSetup setup;
        setup.red = PlayerKind::Human;
        setup.black = PlayerKind::Computer;
        setup.level = -1;
        setup.depth = 1;
        controller.newGame(setup);
        document.clear();
        controller.setComment(RootNode, QStringLiteral("before the game"));
        QCOMPARE(document.undoEdit(), RecordEdit::Comment);
        play(controller, {"h2e2"});
        QVERIFY(!document.canUndo());
        QTRY_COMPARE_WITH_TIMEOUT(controller.length(), 2, 20000);  // the computer answered
        QVERIFY(!document.canUndo());
        controller.setComment(controller.game().cursor(), QStringLiteral("its reply"));
        QVERIFY(document.canUndo());
        document.undo();
        QCOMPARE(controller.length(), 2);
        QVERIFY(controller.record().node(controller.game().cursor()).comment.empty());
        QVERIFY(!controller.isComputerThinking());  // Red's turn: nothing started
    }

    void aRecordOpensForStudy() {
        GameController controller;
        GameDocument document(&controller);
        GameSetup youPlayBlack;
        youPlayBlack.red = PlayerKind::Computer;
        youPlayBlack.black = PlayerKind::Human;
        youPlayBlack.depth = 1;
        controller.newGame(youPlayBlack);
        QTRY_VERIFY(controller.length() == 1);  // the computer opened
        QTemporaryDir dir;
        const QString path = dir.filePath("red-to-move.pgn");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[Event \"study\"]\n\n1. h2e2 h9g7 *\n");
        }
        DocumentError error;
        QVERIFY2(document.open(path, 0, &error), qPrintable(documentErrorText(error)));
        QCOMPARE(controller.position().sideToMove(), Color::Red);
        QCOMPARE(controller.setup().red, PlayerKind::Human);
        QCOMPARE(controller.setup().black, PlayerKind::Human);
        QTest::qWait(500);
        QCOMPARE(controller.length(), 2);
        QVERIFY(!controller.isThinking());
        QVERIFY(!document.isDirty());
        QVERIFY(document.save(Notation::Iccs, &error));
        GameController other;
        GameDocument reopened(&other);
        QVERIFY(reopened.open(path, 0, &error));
        QCOMPARE(other.length(), 2);
    }
};

QTEST_GUILESS_MAIN(TestGameDocument)
#include "test_gamedocument.moc"
