// BoardView geometry: squares map to pixel centres and back.
#include <QtTest>

#include "xiangqi/ui/boardview.h"

using namespace xq;

class TestBoardView : public QObject {
    Q_OBJECT
private slots:
    void squareRoundTrip_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("small") << QSize(270, 300);
        QTest::newRow("default") << QSize(540, 600);
        QTest::newRow("wide") << QSize(1200, 700);
        QTest::newRow("tall") << QSize(500, 1000);
    }
    void squareRoundTrip() {
        QFETCH(QSize, size);
        ui::BoardView view;
        view.resize(size);
        for (Square s = 0; s < SquareCount; ++s) {
            QPointF c = view.squareCenter(s);
            QVERIFY(view.rect().contains(c.toPoint()));
            QCOMPARE(view.squareAt(c), s);
            QCOMPARE(view.squareAt(c + QPointF(size.height() / 40.0, -size.height() / 40.0)), s);
        }
        // Red's back rank is at the bottom, Black's at the top.
        QVERIFY(view.squareCenter(makeSquare(4, 0)).y() > view.squareCenter(makeSquare(4, 9)).y());
        QVERIFY(view.squareCenter(makeSquare(0, 0)).x() < view.squareCenter(makeSquare(8, 0)).x());
    }
};

QTEST_MAIN(TestBoardView)
#include "test_boardview.moc"
