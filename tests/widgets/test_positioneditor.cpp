// The position editor dialog: placing pieces by click, drag and drop, removing them, the side to move, the FEN
// line, the problems it names, and starting a game from it in the main window.
#include <QComboBox>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QtTest>

#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/studyactions.h"
#include "xiangqi/ui/positioneditor.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {

Square sq(const char* name) { return makeSquare(name[0] - 'a', name[1] - '0'); }
QPoint at(SetupBoard* b, const char* name) { return b->squareCenter(sq(name)).toPoint(); }

}  // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT
private slots:
    void startsOnTheGivenPosition() {
        PositionEditor editor(QString{}, GameSetup{});
        QCOMPARE(editor.fen(), QString::fromLatin1(StartFen.data(), int(StartFen.size())));
        QVERIFY(editor.canPlay());
        PositionEditor other(QStringLiteral("5k3/9/9/9/9/9/9/9/9/3K5 b - - 0 1"), GameSetup());
        QCOMPARE(other.fen(), QStringLiteral("5k3/9/9/9/9/9/9/9/9/3K5 b - - 0 1"));
    }

    void placePiecesAndGetTheFen() {
        PositionEditor editor(QString{}, GameSetup{});
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        SetupBoard* board = editor.board();
        auto* play = editor.findChild<QPushButton*>(QStringLiteral("playButton"));
        QVERIFY(play);

        editor.findChild<QPushButton*>(QStringLiteral("clearButton"))->click();
        QCOMPARE(editor.fen(), QStringLiteral("9/9/9/9/9/9/9/9/9/9 w - - 0 1"));
        QCOMPARE(editor.issues().size(), std::size_t(2));  // no generals
        QVERIFY(!play->isEnabled());

        // Click to place the selected piece.
        editor.selectTool(RedKing);
        QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "d0"));
        editor.selectTool(BlackKing);
        QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "e9"));
        QCOMPARE(editor.fen(), QStringLiteral("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"));
        QVERIFY(editor.canPlay());

        // Drag a piece on the board to another point.
        QTest::mousePress(board, Qt::LeftButton, {}, at(board, "e9"));
        QTest::mouseMove(board, at(board, "e8"));
        QTest::mouseMove(board, at(board, "f9"));
        QTest::mouseRelease(board, Qt::LeftButton, {}, at(board, "f9"));
        QCOMPARE(editor.fen(), QStringLiteral("5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1"));

        // Drop a piece from the palette (what a drag from a palette button delivers).
        auto* mime = new QMimeData;
        mime->setData(SetupBoard::MimeType, QByteArray("R"));
        QDragEnterEvent enter(at(board, "f4"), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(board, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(at(board, "f4")), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(board, &drop);
        delete mime;
        QCOMPARE(editor.fen(), QStringLiteral("5k3/9/9/9/9/5R3/9/9/9/3K5 w - - 0 1"));
        // The chariot checks Black, and it is Red's turn: named, and no play.
        QCOMPARE(editor.issues().size(), std::size_t(1));
        QCOMPARE(editor.issues().front().problem, SetupProblem::SideNotToMoveInCheck);
        QVERIFY(editor.problemTexts().front().contains(QStringLiteral("check")));
        QVERIFY(!play->isEnabled());
        editor.setSideToMove(Color::Black);
        QVERIFY(play->isEnabled());
        QCOMPARE(editor.fen(), QStringLiteral("5k3/9/9/9/9/5R3/9/9/9/3K5 b - - 0 1"));

        // Right click removes; the eraser tool removes with a left click.
        QTest::mouseClick(board, Qt::RightButton, {}, at(board, "f4"));
        QCOMPARE(board->setup().at(sq("f4")), NoPiece);
        editor.selectTool(RedPawn);
        QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "a3"));
        QCOMPARE(board->setup().at(sq("a3")), RedPawn);
        editor.selectTool(NoPiece);
        QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "a3"));
        QCOMPARE(board->setup().at(sq("a3")), NoPiece);

        // A soldier behind its start is named with its square.
        editor.selectTool(RedPawn);
        QTest::mouseClick(board, Qt::LeftButton, {}, at(board, "a1"));
        QCOMPARE(editor.issues().front().problem, SetupProblem::SoldierBehindStart);
        QVERIFY(editor.problemTexts().front().contains(QStringLiteral("a1")));

        // Flipping turns the view, not the position.
        const QPoint before = at(board, "a1");
        editor.findChild<QPushButton*>(QStringLiteral("flipButton"))->click();
        QVERIFY(board->isFlipped());
        QVERIFY(at(board, "a1") != before);
        QCOMPARE(board->squareAt(board->squareCenter(sq("a1"))), sq("a1"));

        editor.findChild<QPushButton*>(QStringLiteral("startButton"))->click();
        QCOMPARE(editor.fen(), QString::fromLatin1(StartFen.data(), int(StartFen.size())));
    }

    void fenLineInAndErrors() {
        PositionEditor editor(QString{}, GameSetup{});
        QString error;
        QVERIFY(!editor.setFen(QStringLiteral("rnbakabnr/9/9 w"), &error));
        QVERIFY2(error.contains(QStringLiteral("ranks")), qPrintable(error));
        QCOMPARE(editor.fen(), QString::fromLatin1(StartFen.data(), int(StartFen.size())));  // unchanged
        // An invalid arrangement loads, and is explained.
        QVERIFY(editor.setFen(QStringLiteral("4k4/9/9/9/9/9/9/9/9/4K4 w"), &error));
        QCOMPARE(editor.issues().front().problem, SetupProblem::GeneralsFacing);
        auto* line = editor.findChild<QLineEdit*>(QStringLiteral("fenEdit"));
        line->setText(QStringLiteral("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1"));
        QTest::keyClick(line, Qt::Key_Return);
        QCOMPARE(editor.board()->setup().at(sq("d9")), BlackKing);
        QVERIFY(editor.canPlay());
        for (const SetupIssue& i : checkSetup(editor.currentSetup())) QVERIFY(!PositionEditor::issueText(i).isEmpty());
    }

    void playsTheSetUpPositionInTheWindow() {
        MainWindow w(false);
        w.show();
        PositionEditor* editor = parts::study(w)->showPositionEditor();
        QVERIFY(editor);
        QVERIFY(editor->setFen(QStringLiteral("3k5/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1")));
        auto* mode = editor->findChild<QComboBox*>();
        QVERIFY(mode);
        mode->setCurrentIndex(2);  // hotseat
        editor->findChild<QPushButton*>(QStringLiteral("playButton"))->click();
        QCOMPARE(QString::fromStdString(parts::controller(w)->position().fen()),
                 QStringLiteral("3k5/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1"));
        QCOMPARE(parts::controller(w)->setup().red, PlayerKind::Human);
        QCOMPARE(parts::controller(w)->setup().black, PlayerKind::Human);
        QCOMPARE(QString::fromStdString(parts::controller(w)->record().startFen()),
                 QStringLiteral("3k5/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1"));
    }

    void drawsLikeTheGameBoard_data() {
        QTest::addColumn<int>("set");
        QTest::addColumn<int>("theme");
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<int>("notation");
        QTest::newRow("traditional wood") << int(PieceSet::Traditional) << int(BoardTheme::Wood) << false
                                          << int(Notation::Chinese);
        QTest::newRow("international plain flipped")
            << int(PieceSet::International) << int(BoardTheme::Plain) << true << int(Notation::Wxf);
        QTest::newRow("contrast flipped iccs")
            << int(PieceSet::Contrast) << int(BoardTheme::Contrast) << true << int(Notation::Iccs);
    }

    void drawsLikeTheGameBoard() {
        // The editor opened from the window draws its board as the game board does: same theme, piece set,
        // notation and orientation, pixel for pixel what BoardPainter draws (so 汉界 as on the board, not 漢界).
        QFETCH(int, set);
        QFETCH(int, theme);
        QFETCH(bool, flipped);
        QFETCH(int, notation);
        MainWindow w(false);
        w.setPieceSet(PieceSet(set));
        parts::boardView(w)->setBoardTheme(BoardTheme(theme));
        w.setNotation(Notation(notation));
        w.setFlipped(flipped);
        w.show();
        PositionEditor* editor = parts::study(w)->showPositionEditor();
        QVERIFY(QTest::qWaitForWindowExposed(editor));
        SetupBoard* board = editor->board();
        QCOMPARE(board->isFlipped(), flipped);
        QCOMPARE(board->painter().pieceSet(), PieceSet(set));
        QCOMPARE(board->painter().theme(), BoardTheme(theme));
        QCOMPARE(board->painter().notation(), Notation(notation));

        // The playing surface between the points has the theme's colour, as on the game board.
        const QImage shown = board->grab().toImage();
        const QPointF between = (board->squareCenter(makeSquare(0, 5)) + board->squareCenter(makeSquare(1, 6))) / 2;
        const qreal dpr = shown.devicePixelRatio();
        QCOMPARE(shown.pixelColor((between * dpr).toPoint()), BoardPainter::surfaceColour(BoardTheme(theme)));
        // Red's general sits at the bottom unless flipped.
        QVERIFY((board->squareCenter(makeSquare(4, 0)).y() > board->height() / 2) != flipped);

        // The whole board: what the painter draws for the same look and size (the start position is legal, so
        // no square is ringed).
        BoardPainter reference;
        reference.setAppearanceOf(parts::boardView(w)->painter());
        const QImage expected = reference.render(board->size(), editor->currentSetup().board, dpr);
        QCOMPARE(shown.convertToFormat(QImage::Format_RGB32), expected.convertToFormat(QImage::Format_RGB32));

        // Another piece set draws differently (the pieces are the set's).
        reference.setPieceSet(PieceSet((set + 1) % PieceSetCount));
        QVERIFY(reference.render(board->size(), editor->currentSetup().board, dpr).convertToFormat(
                    QImage::Format_RGB32) != expected.convertToFormat(QImage::Format_RGB32));
    }

    void flipButtonFlipsThePicture() {
        PositionEditor editor(QString{}, GameSetup{});
        editor.resize(860, 560);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        SetupBoard* board = editor.board();
        const QPointF redGeneral = board->squareCenter(makeSquare(4, 0));
        editor.findChild<QPushButton*>(QStringLiteral("flipButton"))->click();
        QVERIFY(board->isFlipped());
        QVERIFY(board->squareCenter(makeSquare(4, 0)).y() < redGeneral.y());
        QCOMPARE(board->squareAt(board->squareCenter(makeSquare(2, 7))), makeSquare(2, 7));
        BoardPainter reference;
        reference.setFlipped(true);
        const QImage shown = board->grab().toImage();
        QCOMPARE(shown.convertToFormat(QImage::Format_RGB32),
                 reference.render(board->size(), editor.currentSetup().board, shown.devicePixelRatio())
                     .convertToFormat(QImage::Format_RGB32));
    }

    void everyProblemHasWords() {
        for (SetupProblem p :
             {SetupProblem::TooManyPieces, SetupProblem::MissingGeneral, SetupProblem::GeneralOffPoint,
              SetupProblem::AdvisorOffPoint, SetupProblem::ElephantOffPoint, SetupProblem::SoldierBehindStart,
              SetupProblem::GeneralsFacing, SetupProblem::SideNotToMoveInCheck}) {
            const QString text = PositionEditor::issueText({p, Color::Red, Rook, {sq("a0")}});
            QVERIFY(!text.isEmpty());
            QVERIFY(!text.contains(QStringLiteral("%")));
        }
    }
};

QTEST_MAIN(TestPositionEditor)
#include "test_positioneditor.moc"
