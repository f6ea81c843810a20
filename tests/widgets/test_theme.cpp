// Comfort: colours follow the system's light or dark scheme; the main widgets have names for screen readers;
// every menu command with a shortcut shows it.
#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QStyle>
#include <QtTest>

#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/enginepanel.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/movelist.h"
#include "xiangqi/ui/theme.h"

class TestTheme : public QObject {
    Q_OBJECT
private slots:
    void followsForcedScheme() {
        auto* app = qobject_cast<QApplication*>(QCoreApplication::instance());
        QVERIFY(app);
        const QPalette platform = QApplication::palette();
        QVERIFY(!xq::ui::isDark(platform));  // the offscreen platform is light
        qputenv("XIANGQI_COLOR_SCHEME", "dark");
        QVERIFY(xq::ui::systemPrefersDark());
        xq::ui::followSystemColorScheme(app);
        QVERIFY(xq::ui::isDark(QApplication::palette()));
        QCOMPARE(app->style()->name().toLower(), QStringLiteral("fusion"));
        // Text stays readable: light text on the dark window and base colours.
        const QPalette p = QApplication::palette();
        QVERIFY(p.color(QPalette::WindowText).lightness() - p.color(QPalette::Window).lightness() > 120);
        QVERIFY(p.color(QPalette::Text).lightness() - p.color(QPalette::Base).lightness() > 120);
        qputenv("XIANGQI_COLOR_SCHEME", "light");
        QVERIFY(!xq::ui::systemPrefersDark());
        qunsetenv("XIANGQI_COLOR_SCHEME");
        QApplication::setPalette(platform);
    }

    void accessibleNames() {
        xq::ui::MainWindow window(false);
        for (QWidget* w : std::initializer_list<QWidget*>{xq::ui::parts::boardView(window), xq::ui::parts::moveList(window), xq::ui::parts::enginePanel(window)})
            QVERIFY2(!w->accessibleName().isEmpty(), w->metaObject()->className());
        QVERIFY(!xq::ui::parts::boardView(window)->accessibleDescription().isEmpty());  // whose turn it is
        window.setLanguage("zh_CN");
        QCOMPARE(xq::ui::parts::boardView(window)->accessibleName(), QStringLiteral("棋盘"));
        window.setLanguage("en");
        QCOMPARE(xq::ui::parts::boardView(window)->accessibleName(), QStringLiteral("Board"));
    }

    // The main commands sit in the menus with a shortcut, which the menus show beside them.
    void shortcutsInMenus() {
        xq::ui::MainWindow window(false);
        QStringList withShortcut;
        for (QAction* menu : window.menuBar()->actions())
            for (QAction* a : menu->menu()->actions())
                if (!a->shortcut().isEmpty()) withShortcut << a->text().remove('&');
        for (const char* command :
             {"New Game…", "Open…", "Save As…", "Take Back", "Redo", "Hint", "Move Now", "Flip Board", "Quit"})
            QVERIFY2(withShortcut.contains(QString::fromUtf8(command)), command);
    }
};

QTEST_MAIN(TestTheme)
#include "test_theme.moc"
