// Issue 15: the window at any size — the board and the side panel never overlap, nothing spills out of the
// window, and the board stays usable, from 640x480 to 1920x1080 and in portrait, in both languages, with the
// engine panel shown or hidden.
#include <QComboBox>
#include <QLabel>
#include <QStyleOptionComboBox>
#include <QtTest>

#include "xiangqi/ui/analysispanel.h"
#include "xiangqi/ui/analysisactions.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/movelist.h"
#include "xiangqi/ui/newgamedialog.h"
#include "xiangqi/ui/strengthwidget.h"

using namespace xq;
using namespace xq::session;
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

    void smallWindowTexts_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (QSize size : {QSize(700, 500), QSize(640, 480)})
            for (const char* language : {"en", "zh_CN"})
                QTest::addRow("%dx%d %s", size.width(), size.height(), language) << size << QString::fromLatin1(language);
    }

    // Defect: in a small window the analysis box cut the engine's name ("Built-in en…") beside the lines box.
    void analysisShowsTheWholeEngineName_data() { smallWindowTexts_data(); }
    void analysisShowsTheWholeEngineName() {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        MainWindow window(false);
        window.setLanguage(language);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.analysis()->setAnalysing(true);
        QCoreApplication::processEvents();
        auto* box = window.analysis()->panel()->findChild<QComboBox*>();
        QVERIFY(box && box->isVisible());
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.currentText = box->currentText();
        const QSize text(box->fontMetrics().horizontalAdvance(box->currentText()), box->fontMetrics().height());
        const QSize needed = box->style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, box);
        QVERIFY2(box->width() >= needed.width(),
                 qPrintable(QString("\"%1\" needs %2 px, has %3").arg(box->currentText()).arg(needed.width()).arg(box->width())));
        window.analysis()->setAnalysing(false);
    }

    // The height a word-wrapped label needs for its text at its width, and the height it has for it.
    static int neededHeight(const QLabel* label) {
        return label->fontMetrics()
            .boundingRect(QRect(0, 0, label->contentsRect().width(), 100000), Qt::TextWordWrap, label->text())
            .height();
    }

    // Defect: the New Game dialog clipped a level's description (the dialog kept the height of a shorter one).
    void newGameDialogShowsEveryLevelDescriptionWhole_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void newGameDialogShowsEveryLevelDescriptionWhole() {
        QFETCH(QString, language);
        MainWindow window(false);
        window.setLanguage(language);
        QCoreApplication::processEvents();
        for (int level = -1; level < int(levels().size()); ++level) {
            // Opened on each level: the description fits from the start.
            GameSetup setup;  // against the computer: the strength controls are enabled
            setup.level = level;
            NewGameDialog dialog(setup, &window);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            auto* description = dialog.findChild<QLabel*>(QStringLiteral("levelDescription"));
            QVERIFY(description && description->isVisible());
            const int needed = neededHeight(description);
            QVERIFY2(description->contentsRect().height() >= needed, qPrintable(QString("opened on level %1: \"%2\" needs %3 px, has %4")
                                                                    .arg(level)
                                                                    .arg(description->text())
                                                                    .arg(needed)
                                                                    .arg(description->contentsRect().height())));
            // Made as small as it goes, the dialog still shows the whole description (narrower: more lines).
            dialog.resize(1, 1);
            QTest::qWait(20);
            QVERIFY2(description->contentsRect().height() >= neededHeight(description),
                     qPrintable(QString("smallest, level %1: \"%2\" needs %3 px, has %4")
                                    .arg(level)
                                    .arg(description->text())
                                    .arg(neededHeight(description))
                                    .arg(description->contentsRect().height())));
        }
        GameSetup setup;
        setup.level = -1;
        NewGameDialog dialog(setup, &window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* strength = dialog.findChild<StrengthWidget*>();
        auto* description = dialog.findChild<QLabel*>(QStringLiteral("levelDescription"));
        QVERIFY(strength && description);
        for (int i = 0; i < strength->levelBox()->count(); ++i) {
            strength->levelBox()->setCurrentIndex(i);
            QTest::qWait(20);  // the layout settles
            QVERIFY(description->isVisible());
            const int needed = neededHeight(description);
            QVERIFY2(description->contentsRect().height() >= needed, qPrintable(QString("level %1: \"%2\" needs %3 px, has %4")
                                                                    .arg(i - 1)
                                                                    .arg(description->text())
                                                                    .arg(needed)
                                                                    .arg(description->contentsRect().height())));
            const QRect inDialog(description->mapTo(&dialog, QPoint(0, 0)), description->size());
            QVERIFY(dialog.rect().contains(inDialog));
        }
    }
};

QTEST_MAIN(TestLayout)
#include "test_layout.moc"
