// Issue 15: the window at any size — the board and the side panel never overlap, nothing spills out of the
// window, and the board stays usable, from 640x480 to 1920x1080 and in portrait, in both languages, with the
// engine panel shown or hidden.
#include <QComboBox>
#include <QLabel>
#include <QHeaderView>
#include <QScrollArea>
#include <QStyleOptionComboBox>
#include <QTableWidget>
#include <QtTest>

#include "xiangqi/ui/analysispanel.h"
#include "xiangqi/ui/analysisactions.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/databaseactions.h"
#include "xiangqi/ui/explorerpanel.h"
#include "xiangqi/ui/studyactions.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
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
        parts::controller(window)->requestMove(parseUciMove("h2e2"));
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        QVERIFY2(window.width() <= size.width() + 1 && window.height() <= size.height() + 1,
                 qPrintable(QString("the window grew to %1x%2").arg(window.width()).arg(window.height())));

        checkLayout(window);
    }

    // Issue 44, items 1 and 3: with the engine panel and the opening explorer, at 640x480, the status text was
    // painted over Red's back rank, ◀ ▶ sat on the first row of the move list and the engine panel collapsed; at
    // 980x760 the explorer's dock squeezed the board to 290-380 px. Every size from 640x480 up with every combination
    // of panels: nothing overlaps, nothing is squeezed below its minimum (the side panel scrolls instead), and the
    // board keeps a playable size.
    void panelsNeverOverlap_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("panels");  // bit 0: engine panel, 1: opening explorer, 2: move tree, 3: analysis
        for (QSize size : {QSize(640, 480), QSize(800, 600), QSize(980, 760), QSize(1280, 720), QSize(1920, 1080),
                           QSize(640, 900)})
            for (int panels = 0; panels < 8; ++panels)
                QTest::addRow("%dx%d panels %d", size.width(), size.height(), panels) << size << panels;
        QTest::addRow("640x480 all and analysis") << QSize(640, 480) << 15;
        QTest::addRow("980x760 all and analysis") << QSize(980, 760) << 15;
    }
    void panelsNeverOverlap() {
        QFETCH(QSize, size);
        QFETCH(int, panels);
        MainWindow window(false);
        window.setEnginePanelVisible(panels & 1);
        window.findChild<DatabaseActions*>()->setExplorerShown(panels & 2);
        parts::study(window)->setMoveTreeShown(panels & 4);
        for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"}) parts::controller(window)->requestMove(parseUciMove(m));
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        if (panels & 8) parts::analysis(window)->setAnalysing(true);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        checkLayout(window);
        if (panels & 8) parts::analysis(window)->setAnalysing(false);
    }

    // Issue 44, item 3: at the default size the explorer shows its columns and the openings' names (wrapped in their
    // column, not cut to "B00 …"), and its results header whole, in both languages; the board keeps the space first.
    void explorerIsReadableAtTheDefaultSize_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void explorerIsReadableAtTheDefaultSize() {
        QFETCH(QString, language);
        MainWindow window(false);
        window.setLanguage(language);
        window.findChild<DatabaseActions*>()->setExplorerShown(true);
        window.resize(980, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const QRect board = inWindow(parts::boardView(window), &window);
        QVERIFY2(std::min(board.width(), board.height()) >= 560, qPrintable(QString("board %1x%2").arg(board.width()).arg(board.height())));
        auto* explorer = window.findChild<ExplorerPanel*>();
        QVERIFY(explorer && explorer->isVisible());
        auto* table = explorer->findChild<QTableWidget*>(QStringLiteral("explorerTable"));
        QVERIFY(table);
        // The explorer lies in the part of the side panel shown, not scrolled away.
        auto* scroll = window.findChild<QScrollArea*>(QStringLiteral("sideScroll"));
        QVERIFY(scroll);
        const QRect view(scroll->viewport()->mapTo(&window, QPoint(0, 0)), scroll->viewport()->size());
        const QRect tableRect = inWindow(table, &window);
        QVERIFY2(view.contains(tableRect.topLeft()) && tableRect.top() + table->horizontalHeader()->height() * 3 <= view.bottom(),
                 "the explorer's table is scrolled out of sight");
        // Every header shown is whole.
        QHeaderView* header = table->horizontalHeader();
        for (int c = 0; c < table->columnCount(); ++c) {
            if (table->isColumnHidden(c)) continue;
            const QString text = table->horizontalHeaderItem(c)->text();
            QVERIFY2(header->sectionSize(c) >= header->fontMetrics().horizontalAdvance(text),
                     qPrintable(QString("\"%1\" has %2 px").arg(text).arg(header->sectionSize(c))));
        }
        // An opening name shown whole: the Opening column is wide enough for a word, and its text wraps.
        const int opening = table->columnCount() - 1;
        QVERIFY2(header->sectionSize(opening) >= table->fontMetrics().averageCharWidth() * 9,
                 qPrintable(QString::number(header->sectionSize(opening))));
        QVERIFY(table->wordWrap());
        QCOMPARE(table->textElideMode(), Qt::ElideNone);
    }

private:
    // Nothing overlaps: the board and the side panel apart, the side panel's visible part inside the window, its
    // rows apart and none below its minimum height, the board at least 200 px across.
    static void checkLayout(MainWindow& window) {
        QTest::qWait(50);
        // Let every pending layout request run (content that arrived meanwhile, analysis lines, asks for another pass):
        // on a busy machine 50 ms did not always cover the last one, and the check measured a layout in between.
        for (int pass = 0; pass < 5; ++pass) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QCoreApplication::processEvents();
        }
        const QSize size = window.size();
        const QRect board = inWindow(parts::boardView(window), &window);
        QVERIFY2(std::min(board.width(), board.height()) >= 200,
                 qPrintable(QString("board %1x%2 in %3x%4").arg(board.width()).arg(board.height()).arg(size.width()).arg(size.height())));
        const QWidget* side = window.findChild<QWidget*>(QStringLiteral("sidePanel"));
        QVERIFY(side && side->isVisible());
        // The side panel scrolls in its scroll area (what lies outside its viewport is not shown).
        auto* scroll = window.findChild<QScrollArea*>(QStringLiteral("sideScroll"));
        const QWidget* frame = scroll ? static_cast<const QWidget*>(scroll) : side;
        const QRect frameRect = inWindow(frame, &window);
        QVERIFY2(!board.intersects(frameRect), "the board and the side panel overlap");
        const QRect client = window.rect();
        QVERIFY2(client.contains(frameRect.adjusted(0, 0, -1, -1)), "the side panel leaves the window");
        const QRect view = scroll ? QRect(scroll->viewport()->mapTo(&window, QPoint(0, 0)), scroll->viewport()->size())
                                  : client;
        // The rows of the side panel: apart, each at least its minimum height (so nothing inside is drawn over).
        QList<QRect> rows;
        for (QWidget* w : side->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly)) {
            if (!w->isVisibleTo(&window) || w->isWindow()) continue;
            const QRect r = w->geometry();
            // A panel of wrapped text needs the height its layout asks at its width.
            int needed = w->minimumSizeHint().height();
            if (w->layout() && w->layout()->hasHeightForWidth())
                needed = std::min(needed, w->layout()->totalMinimumHeightForWidth(w->width()));
            QVERIFY2(r.height() >= needed,
                     qPrintable(QString("%1 %2 squeezed to %3 px (needs %4)")
                                    .arg(w->metaObject()->className(), w->objectName())
                                    .arg(r.height())
                                    .arg(needed)));
            for (const QRect& other : rows)
                QVERIFY2(!r.intersects(other), qPrintable(QString("%1 %2 overlaps another row of the side panel")
                                                               .arg(w->metaObject()->className(), w->objectName())));
            rows << r;
            // What of it is shown lies in the window and off the board.
            const QRect shown = inWindow(w, &window).intersected(view);
            if (shown.isEmpty()) continue;
            QVERIFY2(!shown.intersects(board), qPrintable(QString("%1 covers the board").arg(w->metaObject()->className())));
            QVERIFY(client.contains(shown.adjusted(0, 0, -1, -1)));
        }
        // The status bar's message and the board do not meet.
        if (auto* status = window.findChild<QLabel*>(QStringLiteral("statusMessage")))
            QVERIFY(!inWindow(status, &window).intersects(board));
    }

private slots:
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
        parts::analysis(window)->setAnalysing(true);
        QCoreApplication::processEvents();
        auto* box = parts::analysis(window)->panel()->findChild<QComboBox*>();
        QVERIFY(box && box->isVisible());
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.currentText = box->currentText();
        const QSize text(box->fontMetrics().horizontalAdvance(box->currentText()), box->fontMetrics().height());
        const QSize needed = box->style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, box);
        QVERIFY2(box->width() >= needed.width(),
                 qPrintable(QString("\"%1\" needs %2 px, has %3").arg(box->currentText()).arg(needed.width()).arg(box->width())));
        parts::analysis(window)->setAnalysing(false);
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
