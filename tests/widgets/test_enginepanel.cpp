// The engine panel inside the main window: every line it shows fits the side panel, in English and Chinese, for
// the largest numbers a search produces, and the best line is never broken inside a move.
#include <QLabel>
#include <QTextLayout>
#include <QtTest>

#include "xiangqi/movegen.h"
#include "xiangqi/ui/enginepanel.h"
#include "xiangqi/ui/strengthwidget.h"
#include "xiangqi/search.h"
#include <QComboBox>
#include "xiangqi/ui/mainwindow.h"

using namespace xq;
using namespace xq::ui;

namespace {

// A long principal variation from the start position: the first legal move, again and again.
SearchInfo bigInfo(const Position& root) {
    SearchInfo info;
    info.depth = 20;
    info.seldepth = 38;
    info.score = -1234;
    info.nodes = 987654321;
    info.nps = 12345678;
    info.timeMs = 1234567;
    Position pos = root;
    for (int i = 0; i < 30; ++i) {
        MoveList moves;
        generateLegal(pos, moves);
        if (moves.empty()) break;
        const Move m = moves[moves.size() - 1];
        info.pv.push_back(m);
        pos.makeMove(m);
    }
    return info;
}

// What a word-wrapped label draws in its width, one string per line.
QStringList wrappedLines(const QLabel* label) {
    QTextLayout layout(label->text(), label->font());
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(label->contentsRect().width());
        lines << label->text().mid(line.textStart(), line.textLength());
    }
    layout.endLayout();
    return lines;
}

}  // namespace

class TestEnginePanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QCoreApplication::setOrganizationName("XiangqiTest"); }

    void formatCount_data() {
        QTest::addColumn<quint64>("nodes");
        QTest::addColumn<QString>("text");
        QTest::newRow("small") << quint64(950) << "950";
        QTest::newRow("thousands") << quint64(9999) << "9999";
        QTest::newRow("tens of thousands") << quint64(81234) << "81.2 k";
        QTest::newRow("hundreds of thousands") << quint64(521960) << "522 k";
        QTest::newRow("millions") << quint64(6273477) << "6.27 M";
        QTest::newRow("billions") << quint64(1234567890) << "1234.57 M";
    }
    void formatCount() {
        QFETCH(quint64, nodes);
        QFETCH(QString, text);
        QCOMPARE(EnginePanel::formatCount(nodes), text);
    }

    void formatSeconds_data() {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("nothing yet") << qint64(0) << "0.00";
        QTest::newRow("a shallow search") << qint64(38) << "0.04";
        QTest::newRow("seconds") << qint64(2345) << "2.35";
        QTest::newRow("tens of seconds") << qint64(12345) << "12.3";
        QTest::newRow("minutes") << qint64(1234567) << "1235";
    }
    void formatSeconds() {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(EnginePanel::formatSeconds(ms), text);
    }

    void everyLineFits_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<Notation>("notation");
        for (const char* language : {"en", "zh_CN"})
            for (QSize size : {QSize(980, 760), QSize(1100, 800), QSize(800, 600)})
                for (Notation n : {Notation::Chinese, Notation::Wxf})
                    QTest::addRow("%s %dx%d %s", language, size.width(), size.height(),
                                  n == Notation::Chinese ? "chinese" : "wxf")
                        << QString::fromLatin1(language) << size << n;
    }
    // Issue 15: each level says what it is and how strong it measured; depth and time belong to Custom only.
    void levelsDescribeThemselves() {
        StrengthWidget w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setStrength(Strength{2, 4, 0});  // Casual
        QVERIFY2(w.description().contains("Elo"), qPrintable(w.description()));
        QVERIFY(!w.customControlsShown());
        QStringList seen;
        for (int level = -1; level < int(levels().size()); ++level) {
            w.setStrength(Strength{level, 4, 0});
            QVERIFY(!w.description().isEmpty());
            QVERIFY(!seen.contains(w.description()));
            seen << w.description();
            QCOMPARE(w.customControlsShown(), level < 0);
            QCOMPARE(w.levelBox()->itemData(level + 1, Qt::ToolTipRole).toString(), w.description());
        }
    }

    void everyLineFits() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(Notation, notation);
        MainWindow window(false);
        window.setLanguage(language);
        window.setNotation(notation);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const Position root;
        window.enginePanel()->setInfo(bigInfo(root), root, notation);
        QCoreApplication::processEvents();

        for (QLabel* label : window.enginePanel()->findChildren<QLabel*>()) {
            if (!label->isVisible()) continue;  // e.g. the strength controls of a compact panel
            const QString text = label->text();
            const QRect area = label->contentsRect();
            if (label->wordWrap()) {
                const QRect needed =
                    label->fontMetrics().boundingRect(QRect(0, 0, area.width(), 100000), Qt::TextWordWrap, text);
                QVERIFY2(needed.height() <= area.height(),
                         qPrintable(QString("%1: %2 > %3").arg(text).arg(needed.height()).arg(area.height())));
            } else {
                const int needed = label->fontMetrics().horizontalAdvance(text);
                QVERIFY2(needed <= area.width(),
                         qPrintable(QString("%1: %2 > %3").arg(text).arg(needed).arg(area.width())));
            }
        }

        // The best line shows whole moves only: every wrapped line starts where a move starts.
        const QString pv = window.enginePanel()->pvText();
        QVERIFY2(pv.size() > 20, qPrintable(pv));
        QVERIFY2(pv.endsWith(QStringLiteral(" …")), qPrintable(pv));  // 30 moves never fit: the cut is marked
        QLabel* pvLabel = nullptr;
        for (QLabel* label : window.enginePanel()->findChildren<QLabel*>())
            if (label->wordWrap() && label->objectName() != QStringLiteral("levelDescription")) pvLabel = label;
        QVERIFY(pvLabel);
        const QStringList lines = wrappedLines(pvLabel);
        QVERIFY2(lines.size() >= 2, qPrintable(lines.join('|')));
        const QStringList moves = pv.chopped(2).split(' ');
        for (const QString& line : lines) {
            const QString first = line.trimmed().remove(QChar(0x2060)).section(' ', 0, 0);
            QVERIFY2(first == QStringLiteral("…") || moves.contains(first),
                     qPrintable(QString("line starts inside a move: %1").arg(lines.join('|'))));
        }
    }
};

QTEST_MAIN(TestEnginePanel)
#include "test_enginepanel.moc"
