// The move list widget: the move being shown stays in sight when the list gets shorter.
#include <QTableView>
#include <QtTest>

#include "xiangqi/movegen.h"
#include "xiangqi/ui/movelist.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

class TestMoveList : public QObject {
    Q_OBJECT
private slots:
    void currentMoveStaysVisibleWhenShrinking_data() {
        QTest::addColumn<int>("shownPly");
        QTest::newRow("last move") << 40;
        QTest::newRow("a move in the middle") << 21;
    }
    void currentMoveStaysVisibleWhenShrinking() {
        QFETCH(int, shownPly);
        // 40 plies of some legal game: the first legal move each time.
        GameRecord record;
        NodeId at = RootNode;
        Position pos;
        for (int i = 0; i < 40; ++i) {
            MoveList moves;
            generateLegal(pos, moves);
            QVERIFY(!moves.empty());
            at = record.addMove(at, moves[0]);
            pos.makeMove(moves[0]);
        }
        Game game;
        game.load(record);  // the shuffling repeats positions: a record, not a game played move by move
        MoveListWidget list;
        list.resize(300, 700);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        list.setGame(game, Notation::Chinese, shownPly);
        QTableView* view = list.view();
        auto currentInSight = [&] {
            const QModelIndex i = view->currentIndex();
            return i.isValid() && view->viewport()->rect().contains(view->visualRect(i));
        };
        QTRY_VERIFY(currentInSight());
        for (int height : {400, 200, 120, 90}) {
            list.resize(300, height);
            QTRY_VERIFY2(currentInSight(), qPrintable(QString("height %1").arg(height)));
        }
    }
};

QTEST_MAIN(TestMoveList)
#include "test_movelist.moc"
