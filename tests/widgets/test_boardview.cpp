// BoardView: geometry (squares map to pixel centres and back, flipped or not) and mouse input.
#include <QSignalSpy>
#include <QtTest>

#include "xiangqi/notation.h"
#include "xiangqi/ui/boardview.h"

using namespace xq;

class TestBoardView : public QObject {
    Q_OBJECT
private slots:
    // The board view's picture of a quiet position is exactly what BoardPainter draws (the position editor draws
    // with the same painter), in every theme and piece set, flipped or not.
    void drawsWithTheBoardPainter() {
        for (int theme = 0; theme < session::BoardThemeCount; ++theme) {
            ui::BoardView view;
            view.resize(420, 470);
            view.setPieceSet(session::PieceSet(theme % session::PieceSetCount));
            view.setBoardTheme(session::BoardTheme(theme));
            view.setFlipped(theme % 2 == 1);
            view.setNotation(theme == 2 ? Notation::Iccs : Notation::Chinese);
            Position pos;
            view.setPosition(pos);
            std::array<Piece, SquareCount> board{};
            for (Square s = 0; s < SquareCount; ++s) board[std::size_t(s)] = pos.pieceAt(s);
            const QImage shown = view.grab().toImage();
            ui::BoardPainter reference;
            reference.setAppearanceOf(view.painter());
            QCOMPARE(reference.theme(), session::BoardTheme(theme));
            QCOMPARE(reference.isFlipped(), theme % 2 == 1);
            QCOMPARE(shown.convertToFormat(QImage::Format_RGB32),
                     reference.render(view.size(), board, shown.devicePixelRatio())
                         .convertToFormat(QImage::Format_RGB32));
        }
    }

    // Issue 15: a piece can be moved with the arrow keys and Enter (the cursor starts on the general).
    void arrowKeysAndEnterMoveAPiece() {
        ui::BoardView view;
        view.resize(450, 500);
        view.setPosition(Position());
        view.setInteractive(true);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        QSignalSpy requested(&view, &ui::BoardView::moveRequested);
        QCOMPARE(view.keyCursor(), NoSquare);
        QTest::keyClick(&view, Qt::Key_Up);  // shows the cursor on the general
        QCOMPARE(squareName(view.keyCursor()), std::string("e0"));
        for (int i = 0; i < 3; ++i) QTest::keyClick(&view, Qt::Key_Right);
        for (int i = 0; i < 2; ++i) QTest::keyClick(&view, Qt::Key_Up);
        QCOMPARE(squareName(view.keyCursor()), std::string("h2"));
        QTest::keyClick(&view, Qt::Key_Return);  // picks up the cannon
        QCOMPARE(squareName(view.selectedSquare()), std::string("h2"));
        for (int i = 0; i < 3; ++i) QTest::keyClick(&view, Qt::Key_Left);
        QTest::keyClick(&view, Qt::Key_Space);  // and puts it down on e2
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.front().front().value<Move>(), parseUciMove("h2e2"));
        QTest::keyClick(&view, Qt::Key_Escape);  // nothing selected: hides the cursor
        QCOMPARE(view.keyCursor(), NoSquare);
        // Flipped, up is towards Red's side.
        view.setFlipped(true);
        QTest::keyClick(&view, Qt::Key_Down);
        QTest::keyClick(&view, Qt::Key_Up);
        QCOMPARE(squareName(view.keyCursor()), std::string("e0"));  // from e0, "up" on a flipped board: off the edge
    }

    // Issue 10: a PNG picture of the board at any size, with or without coordinates.
    void boardPictureAnySize() {
        ui::BoardView view;
        view.setPosition(Position(), parseUciMove("h2e2"));
        const QImage with = view.renderImage(400, true);
        const QImage without = view.renderImage(400, false);
        QCOMPARE(with.width(), 400);
        QVERIFY(with.height() > 400 && with.height() < 500);  // the board's shape: taller than wide
        QCOMPARE(without.size(), with.size());
        QVERIFY(with != without);  // the labels are drawn only in the first
        QCOMPARE(view.renderImage(1600, true).width(), 1600);
        QCOMPARE(view.renderImage(1, true).width(), 100);  // clamped, never an empty or huge image
        QCOMPARE(qAlpha(with.pixel(0, 0)), 0);             // transparent around the rounded board
        QCOMPARE(qAlpha(with.pixel(200, 200)), 255);
    }

    void squareRoundTrip_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("flipped");
        for (bool flipped : {false, true}) {
            const char* f = flipped ? " flipped" : "";
            QTest::newRow(qPrintable(QString("small%1").arg(f))) << QSize(288, 330) << flipped;
            QTest::newRow(qPrintable(QString("default%1").arg(f))) << QSize(576, 660) << flipped;
            QTest::newRow(qPrintable(QString("wide%1").arg(f))) << QSize(1200, 700) << flipped;
            QTest::newRow(qPrintable(QString("tall%1").arg(f))) << QSize(500, 1000) << flipped;
            QTest::newRow(qPrintable(QString("odd%1").arg(f))) << QSize(777, 613) << flipped;
        }
    }
    void squareRoundTrip() {
        QFETCH(QSize, size);
        QFETCH(bool, flipped);
        ui::BoardView view;
        view.resize(size);
        view.setFlipped(flipped);
        const double c = view.cellSize();
        for (Square s = 0; s < SquareCount; ++s) {
            QPointF center = view.squareCenter(s);
            QVERIFY(view.rect().contains(center.toPoint()));
            QCOMPARE(view.squareAt(center), s);
            // Anywhere within 0.4 cell of the point still hits the square.
            QCOMPARE(view.squareAt(center + QPointF(0.4 * c, -0.4 * c)), s);
            QCOMPARE(view.squareAt(center + QPointF(-0.4 * c, 0.4 * c)), s);
        }
        // Neighbouring squares are one cell apart.
        QCOMPARE(view.squareCenter(makeSquare(1, 0)).x() - view.squareCenter(makeSquare(0, 0)).x(), flipped ? -c : c);
        // Red's back rank is at the bottom unless flipped; file a is on Red's left.
        const bool redBelow = view.squareCenter(makeSquare(4, 0)).y() > view.squareCenter(makeSquare(4, 9)).y();
        QCOMPARE(redBelow, !flipped);
        const bool aLeft = view.squareCenter(makeSquare(0, 0)).x() < view.squareCenter(makeSquare(8, 0)).x();
        QCOMPARE(aLeft, !flipped);
        // Outside the grid: no square.
        QCOMPARE(view.squareAt(QPointF(-5, -5)), NoSquare);
        QCOMPARE(
            view.squareAt(view.squareCenter(flipped ? makeSquare(8, 0) : makeSquare(0, 9)) - QPointF(0.7 * c, 0.7 * c)),
            NoSquare);
    }

    void clickClickRequestsMove() {
        ui::BoardView view;
        view.resize(576, 660);
        view.show();
        QSignalSpy spy(&view, &ui::BoardView::moveRequested);
        const Square from = parseSquare("h2"), to = parseSquare("e2");
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCenter(from).toPoint());
        QCOMPARE(view.selectedSquare(), from);
        QCOMPARE(spy.count(), 0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCenter(to).toPoint());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<Move>(), Move(from, to));
        QCOMPARE(view.selectedSquare(), NoSquare);
    }

    void clickingOpponentPieceSelectsNothing() {
        ui::BoardView view;
        view.resize(576, 660);
        view.show();
        QSignalSpy spy(&view, &ui::BoardView::moveRequested);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCenter(parseSquare("h9")).toPoint());
        QCOMPARE(view.selectedSquare(), NoSquare);
        QCOMPARE(spy.count(), 0);
    }

    void dragAndDropRequestsMove() {
        ui::BoardView view;
        view.resize(576, 660);
        view.show();
        QSignalSpy spy(&view, &ui::BoardView::moveRequested);
        const QPoint a = view.squareCenter(parseSquare("b0")).toPoint();
        const QPoint b = view.squareCenter(parseSquare("c2")).toPoint();
        QTest::mousePress(&view, Qt::LeftButton, {}, a);
        // QTest::mouseMove does not carry the pressed button; send the move event directly.
        for (int i = 1; i <= 4; ++i) {
            QPointF p = a + (b - a) * (i / 4.0);
            QMouseEvent move(QEvent::MouseMove, p, view.mapToGlobal(p), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(&view, &move);
        }
        QTest::mouseRelease(&view, Qt::LeftButton, {}, b);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<Move>(), Move(parseSquare("b0"), parseSquare("c2")));
    }

    void notInteractiveIgnoresClicks() {
        ui::BoardView view;
        view.resize(576, 660);
        view.show();
        view.setInteractive(false);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCenter(parseSquare("h2")).toPoint());
        QCOMPARE(view.selectedSquare(), NoSquare);
    }

    void paintsBothPieceSets() {
        // Both sets render something different from the empty board on a piece's square.
        for (auto set : {session::PieceSet::Traditional, session::PieceSet::International}) {
            ui::BoardView view;
            view.resize(450, 500);
            view.setPieceSet(set);
            QImage withPieces = view.grab().toImage();
            Position empty;
            QVERIFY(empty.setFen("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"));
            view.setPosition(empty);
            QImage without = view.grab().toImage();
            const QPoint rook = view.squareCenter(parseSquare("a0")).toPoint();
            QVERIFY(withPieces.pixel(rook + QPoint(3, 3)) != without.pixel(rook + QPoint(3, 3)));
        }
    }
};

QTEST_MAIN(TestBoardView)
#include "test_boardview.moc"
