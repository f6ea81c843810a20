// Issue 15: the window at any size — the board and the side panel never overlap, nothing spills out of the
// window, and the board stays usable, from 640x480 to 1920x1080 and in portrait, in both languages, with the
// engine panel shown or hidden.
#include <QLabel>
#include <QtTest>

#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/movelist.h"

using namespace xq;
using namespace xq::ui;

namespace {

QRect inWindow(const QWidget* w, const QWidget* window) { return QRect(w->mapTo(window, QPoint(0, 0)), w->size()); }

}  // namespace

class TestLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QCoreApplication::setOrganizationName("XiangqiLayoutTest"); }

    void nothingOverlapsAtAnySize_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("panel");
        for (QSize size : {QSize(640, 480), QSize(800, 600), QSize(1920, 1080), QSize(500, 700), QSize(1280, 720)})
            for (const char* language : {"en", "zh_CN"})
                for (bool panel : {false, true})
                    QTest::addRow("%dx%d %s %s", size.width(), size.height(), language, panel ? "panel" : "no panel")
                        << size << QString::fromLatin1(language) << panel;
    }

    void nothingOverlapsAtAnySize() {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        QFETCH(bool, panel);
        MainWindow window(false);
        window.setLanguage(language);
        window.setEnginePanelVisible(panel);
        window.controller()->requestMove(parseUciMove("h2e2"));
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        QVERIFY2(window.width() <= size.width() + 1 && window.height() <= size.height() + 1,
                 qPrintable(QString("the window grew to %1x%2").arg(window.width()).arg(window.height())));

        const QRect board = inWindow(window.boardView(), &window);
        const QWidget* side = window.findChild<QWidget*>(QStringLiteral("sidePanel"));
        QVERIFY(side && side->isVisible());
        const QRect sideRect = inWindow(side, &window);
        QVERIFY2(!board.intersects(sideRect), qPrintable(QString("board %1,%2 %3x%4 and panel %5,%6 %7x%8 overlap")
                                                             .arg(board.x())
                                                             .arg(board.y())
                                                             .arg(board.width())
                                                             .arg(board.height())
                                                             .arg(sideRect.x())
                                                             .arg(sideRect.y())
                                                             .arg(sideRect.width())
                                                             .arg(sideRect.height())));
        // The board keeps a playable size: at least 200 px across even at 640x480.
        QVERIFY2(std::min(board.width(), board.height()) >= 200,
                 qPrintable(QString("board %1x%2").arg(board.width()).arg(board.height())));
        // Every visible widget of the side panel lies inside the window and outside the board.
        const QRect client = window.rect();
        for (QWidget* w : side->findChildren<QWidget*>()) {
            if (!w->isVisibleTo(&window) || w->width() <= 0 || w->height() <= 0) continue;
            const QRect r = inWindow(w, &window);
            QVERIFY2(
                client.contains(r.topLeft()) && r.right() <= client.right() + 1 && r.bottom() <= client.bottom() + 1,
                qPrintable(QString("%1 at %2,%3 %4x%5 leaves the window")
                               .arg(w->metaObject()->className())
                               .arg(r.x())
                               .arg(r.y())
                               .arg(r.width())
                               .arg(r.height())));
            QVERIFY2(!r.intersects(board),
                     qPrintable(QString("%1 covers the board").arg(w->metaObject()->className())));
            // No label is squeezed below the height its text needs (rows drawn over each other).
            if (auto* label = qobject_cast<QLabel*>(w); label && !label->wordWrap() && !label->text().isEmpty())
                QVERIFY2(label->height() >= label->fontMetrics().height(),
                         qPrintable(QString("\"%1\" squeezed to %2 px").arg(label->text()).arg(label->height())));
        }
        // The move list shows at least two rows of moves.
        QVERIFY2(window.moveList()->height() >= 60, qPrintable(QString::number(window.moveList()->height())));
    }
};

QTEST_MAIN(TestLayout)
#include "test_layout.moc"
