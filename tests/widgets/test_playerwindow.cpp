// What a player meets in the window (issue 44): the board turned for the side played, the file named in the title
// with its unsaved mark, Chinese notation in simplified or traditional characters, status texts that follow the
// state, the game's information.
#include <QtTest>

#include <QComboBox>
#include <QLabel>
#include <QMenuBar>
#include <QLineEdit>
#include <QPlainTextEdit>

#include "../freshsettings.h"

#include "xiangqi/session/gamedocument.h"
#include "xiangqi/session/settings.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/ui/movelist.h"
#include "xiangqi/ui/boardpainter.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/enginepanel.h"
#include "xiangqi/ui/explorerpanel.h"
#include "xiangqi/ui/gameinfodialog.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {

QString writeFile(const QTemporaryDir& dir, const char* name, const QByteArray& bytes) {
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(bytes);
    return path;
}

}  // namespace

class TestPlayerWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("XiangqiTest");
        QCoreApplication::setApplicationName("test_playerwindow");
    }

    // Item 9: `--mode black` hands the game to a person playing Black through setPlayers; the board stayed with
    // Red at the bottom, although New Game as Black turns it.
    void playersAsBlackTurnTheBoard() {
        MainWindow window(false);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        QVERIFY(!parts::boardView(window)->isFlipped());
        GameSetup youPlayBlack = hotseat;
        youPlayBlack.red = PlayerKind::Computer;
        youPlayBlack.depth = 1;
        youPlayBlack.level = -1;
        window.setPlayers(youPlayBlack);
        QVERIFY(parts::boardView(window)->isFlipped());
        GameSetup youPlayRed = hotseat;
        youPlayRed.black = PlayerKind::Computer;
        window.setPlayers(youPlayRed);
        QVERIFY(!parts::boardView(window)->isFlipped());
    }

    // Item 8: the title named no file and showed no unsaved mark. Now "file.pgn[*] — Xiangqi", the mark set while the
    // game differs from its file.
    void titleNamesTheFileAndItsUnsavedMark() {
        MainWindow window(false);
        QVERIFY(window.windowTitle().contains(QStringLiteral("[*]")));
        QVERIFY(!window.isWindowModified());
        QTemporaryDir dir;
        const QString path = writeFile(dir, "study.pgn", "[Event \"study\"]\n\n1. h2e2 h9g7 *\n");
        window.openFile(path);
        QCOMPARE(parts::controller(window)->length(), 2);
        QVERIFY2(window.windowTitle().startsWith(QStringLiteral("study.pgn[*]")), qPrintable(window.windowTitle()));
        QCOMPARE(window.windowFilePath(), path);
        QVERIFY(!window.isWindowModified());
        QVERIFY(parts::controller(window)->requestMove(parseUciMove("b0c2")));
        QVERIFY(window.isWindowModified());
        QVERIFY(window.save());
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("study.pgn[*]")));
        // A collection names the game too.
        const QString two = writeFile(dir, "two.pgn", "[Event \"a\"]\n\n1. h2e2 *\n\n[Event \"b\"]\n\n1. b2e2 *\n");
        QVERIFY(parts::document(window)->open(two, 1));
        QVERIFY2(window.windowTitle().startsWith(QStringLiteral("two.pgn (game 2 of 2)[*]")),
                 qPrintable(window.windowTitle()));
        // A new game: no file, no mark.
        window.newGame(parts::controller(window)->setup());
        QVERIFY(window.windowFilePath().isEmpty());
        QVERIFY(!window.windowTitle().contains(QStringLiteral("two.pgn")));
        QVERIFY(!window.isWindowModified());
    }

    // Item 6: in the simplified-Chinese window the moves read 傌二進三 beside a simplified opening name. Chinese
    // notation comes in simplified characters (the default there) and traditional ones (the default elsewhere),
    // in the move list, the engine's line, refused moves; the choice is kept.
    void chineseNotationInSimplifiedOrTraditionalCharacters() {
        MainWindow window(false);
        window.setLanguage(QStringLiteral("en"));
        window.setNotation(Notation::Chinese);
        QVERIFY(parts::controller(window)->requestMove(parseUciMove("b0c2")));
        QCOMPARE(parts::moveList(window)->model()->moveText(1), QStringLiteral("傌八進七"));
        window.setLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(window.chineseCharacters(), ChineseCharacters::Simplified);
        QCOMPARE(parts::moveList(window)->model()->moveText(1), QStringLiteral("马八进七"));
        QCOMPARE(moveText(parts::controller(window)->position(), parseUciMove("h9g7"), Notation::Chinese),
                 QStringLiteral("马８进７"));
        auto* traditional = window.findChild<QAction*>(QStringLiteral("view.notation.traditional"));
        auto* simplified = window.findChild<QAction*>(QStringLiteral("view.notation.simplified"));
        QVERIFY(traditional && simplified);
        QVERIFY(simplified->isChecked());
        traditional->trigger();
        QCOMPARE(parts::moveList(window)->model()->moveText(1), QStringLiteral("傌八進七"));
        QVERIFY(traditional->isChecked());
        QCOMPARE(window.settings().characters, std::optional(ChineseCharacters::Traditional));
        // The choice stands in either language; WXF leaves it alone.
        window.setLanguage(QStringLiteral("en"));
        QCOMPARE(parts::moveList(window)->model()->moveText(1), QStringLiteral("傌八進七"));
        window.setNotation(Notation::Wxf);
        QCOMPARE(parts::moveList(window)->model()->moveText(1), QStringLiteral("H8+7"));
        simplified->trigger();
        QCOMPARE(window.notation(), Notation::Chinese);
        QCOMPARE(parts::moveList(window)->model()->moveText(1), QStringLiteral("马八进七"));
        // A refused move names the pieces in the characters shown.
        QString error;
        parseMoveText(parts::controller(window)->position(), QStringLiteral("车９进２"), &error, Notation::Chinese);
        QVERIFY2(!error.contains(QStringLiteral("車")), qPrintable(error));
    }

    void charactersAreKeptInTheSettings() {
        Settings s;
        QVERIFY(!s.characters);
        s.characters = ChineseCharacters::Simplified;
        s.save();
        QCOMPARE(Settings::load().characters, std::optional(ChineseCharacters::Simplified));
        s.characters = ChineseCharacters::Traditional;
        s.save();
        QCOMPARE(Settings::load().characters, std::optional(ChineseCharacters::Traditional));
        s.characters.reset();
        s.save();
        QVERIFY(!Settings::load().characters);
    }

    // Saving keeps the characters the file used (a file of 马８进７ came back as 馬８進７ from a traditional window),
    // a new game is saved in the characters shown, and Save As in the characters chosen.
    void savingKeepsTheFilesCharacters() {
        MainWindow window(false);
        window.setLanguage(QStringLiteral("en"));  // traditional on the screen
        QTemporaryDir dir;
        const QString path = writeFile(dir, "simplified.pgn", QStringLiteral("1. 炮二平五 马８进７ *\n").toUtf8());
        window.openFile(path);
        QCOMPARE(parts::controller(window)->length(), 2);
        QCOMPARE(parts::moveList(window)->model()->moveText(2), QStringLiteral("馬８進７"));
        QVERIFY(parts::controller(window)->requestMove(parseUciMove("h0g2")));
        QVERIFY(window.save());
        auto read = [](const QString& file) {
            QFile f(file);
            return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
        };
        QString text = read(path);
        QVERIFY2(text.contains(QStringLiteral("马８进７")) && text.contains(QStringLiteral("马二进三")), qPrintable(text));
        // Save As with traditional characters chosen: the file and the next Save are traditional.
        const QString other = dir.filePath(QStringLiteral("traditional.pgn"));
        QVERIFY(parts::document(window)->saveAs(other, Notation::Chinese, nullptr, ChineseCharacters::Traditional));
        QVERIFY(parts::controller(window)->requestMove(parseUciMove("b9c7")));
        QVERIFY(window.save());
        text = read(other);
        QVERIFY2(text.contains(QStringLiteral("馬８進７")) && text.contains(QStringLiteral("傌二進三")) &&
                     text.contains(QStringLiteral("馬２進３")),
                 qPrintable(text));
        // A new game: the characters shown.
        window.setChineseCharacters(ChineseCharacters::Simplified);
        window.newGame(parts::controller(window)->setup());
        QVERIFY(parts::controller(window)->requestMove(parseUciMove("b0c2")));
        const QString fresh = dir.filePath(QStringLiteral("new.pgn"));
        QVERIFY(parts::document(window)->saveAs(fresh, Notation::Chinese));
        QVERIFY2(read(fresh).contains(QStringLiteral("马八进七")), qPrintable(read(fresh)));
    }

    // Item 7: the welcome in the status bar was cut ("…chooses your side and the comp") and stayed after a record was
    // opened. It is a note above the move list that shows its whole text, in both languages, and goes when a
    // record opens.
    void welcomeFitsAndGoesWithTheState_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void welcomeFitsAndGoesWithTheState() {
        QFETCH(QString, language);
        QTemporaryDir home;
        useFreshSettings(home.path());
        MainWindow window(false);
        window.setLanguage(language);
        window.resize(980, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.welcomeOnFirstStart());
        QCoreApplication::processEvents();
        auto* note = window.findChild<QWidget*>(QStringLiteral("welcomeNote"));
        QVERIFY(note && note->isVisible());
        auto* label = note->findChild<QLabel*>();
        QVERIFY(label && label->text().contains(language == QStringLiteral("en") ? QStringLiteral("Rules Guide")
                                                                                 : QStringLiteral("F1")));
        const int needed = label->fontMetrics()
                               .boundingRect(QRect(0, 0, label->contentsRect().width(), 100000), Qt::TextWordWrap,
                                             label->text())
                               .height();
        QVERIFY2(label->contentsRect().height() >= needed,
                 qPrintable(QString("the welcome needs %1 px, has %2").arg(needed).arg(label->contentsRect().height())));
        QVERIFY(parts::statusText(window).isEmpty());  // not in the status bar, where it was cut
        QTemporaryDir dir;
        window.openFile(writeFile(dir, "g.pgn", "1. h2e2 h9g7 *\n"));
        QCOMPARE(parts::controller(window)->length(), 2);
        QVERIFY(parts::welcomeText(window).isEmpty());
        QVERIFY(!note->isVisible());
    }

    // Item 7: messages never overprint each other: the status bar's message is a widget of its layout, cut with "…"
    // before the permanent texts beside it (the network state), and a new game clears the old game's message.
    void statusMessagesNeverOverprint() {
        MainWindow window(false);
        window.resize(640, 480);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* network = window.findChild<QLabel*>(QStringLiteral("networkStatus"));
        QVERIFY(network);
        network->setText(QStringLiteral("Connected to Bob — waiting for Bob to come back"));
        network->show();
        const QString longText = QStringLiteral("A long message that cannot fit beside the network state at this "
                                                "size of the window, however wide the letters are drawn");
        window.showStatus(longText, 0);
        QCoreApplication::processEvents();
        auto* line = window.findChild<QLabel*>(QStringLiteral("statusMessage"));
        QVERIFY(line && line->isVisible());
        const QRect lineRect(line->mapTo(&window, QPoint(0, 0)), line->size());
        const QRect networkRect(network->mapTo(&window, QPoint(0, 0)), network->size());
        QVERIFY2(!lineRect.intersects(networkRect), "the message runs under the network state");
        QVERIFY2(line->fontMetrics().horizontalAdvance(line->text()) <= line->contentsRect().width(),
                 qPrintable(line->text()));
        QVERIFY(parts::statusText(window).endsWith(QStringLiteral("…")));
        QCOMPARE(parts::lastStatus(window), longText);
        QCOMPARE(line->toolTip(), longText);
        window.newGame(parts::controller(window)->setup());
        QVERIFY(parts::statusText(window).isEmpty());
    }

    // Item 5: a game opened from a file showed no players, event or date anywhere, and there was no dialog for the
    // tags. Edit → Game Information edits them (saved with the record, the document marked changed), and the
    // players stand above the board.
    void gameInformationIsShownEditedAndSaved() {
        MainWindow window(false);
        auto* bar = window.findChild<QLabel*>(QStringLiteral("playersBar"));
        QVERIFY(bar && bar->isHidden());  // a new game's "Human" and "Computer" are in the turn line
        QTemporaryDir dir;
        const QString path = writeFile(dir, "final.pgn",
                                       QStringLiteral("[Event \"全国象棋个人赛\"]\n[Date \"2009.05.01\"]\n[Round \"3\"]\n"
                                                      "[Red \"许银川\"]\n[Black \"吕钦\"]\n\n1. h2e2 h9g7 *\n")
                                           .toUtf8());
        window.openFile(path);
        QCOMPARE(parts::controller(window)->length(), 2);
        QVERIFY(!bar->isHidden());
        for (const QString& part : {QStringLiteral("许银川"), QStringLiteral("吕钦"), QStringLiteral("全国象棋个人赛"),
                                    QStringLiteral("2009.05.01")})
            QVERIFY2(bar->toolTip().contains(part), qPrintable(bar->toolTip()));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("edit.gameInformation")));

        GameInfoDialog dialog(parts::controller(window)->record(), parts::controller(window)->game().rules(),
                              parts::controller(window)->canSetRecordResult());
        QCOMPARE(dialog.field(QStringLiteral("Red"))->text(), QStringLiteral("许银川"));
        QCOMPARE(dialog.field(QStringLiteral("Round"))->text(), QStringLiteral("3"));
        QVERIFY(dialog.field(QStringLiteral("ECCO"))->text().isEmpty());
        QCOMPARE(dialog.field(QStringLiteral("ECCO"))->placeholderText(), QStringLiteral("B05"));  // classified
        // Nothing changed: OK leaves the game as it was.
        window.applyGameInfo(dialog);
        QVERIFY(!parts::document(window)->isDirty());

        dialog.field(QStringLiteral("Site"))->setText(QStringLiteral("北京"));
        dialog.field(QStringLiteral("Round"))->clear();
        dialog.field(QStringLiteral("TimeControl"))->setText(QStringLiteral("10+5"));
        dialog.commentEdit()->setPlainText(QStringLiteral("决赛"));
        dialog.resultBox()->setCurrentIndex(dialog.resultBox()->findData(int(GameResult::RedWins)));
        dialog.rulesBox()->setCurrentIndex(dialog.rulesBox()->findData(int(RuleSet::Chinese)));
        window.applyGameInfo(dialog);
        QVERIFY(parts::document(window)->isDirty());
        QVERIFY(window.isWindowModified());
        const GameRecord& r = parts::controller(window)->record();
        QCOMPARE(r.tag("Site"), std::string("北京"));
        QVERIFY(r.tag("Round").empty());
        QCOMPARE(r.tag("TimeControl"), std::string("10+5"));
        QCOMPARE(r.node(RootNode).comment, std::string("决赛"));
        QCOMPARE(r.result(), std::string("1-0"));
        QCOMPARE(parts::controller(window)->game().rules(), RuleSet::Chinese);
        QVERIFY2(bar->toolTip().contains(QStringLiteral("北京")), qPrintable(bar->toolTip()));
        QVERIFY(window.save());
        GameController other;
        GameDocument reopened(&other);
        QVERIFY(reopened.open(path));
        QCOMPARE(other.record().tag("Site"), std::string("北京"));
        QCOMPARE(other.record().tag("TimeControl"), std::string("10+5"));
        QCOMPARE(other.record().node(RootNode).comment, std::string("决赛"));
        QCOMPARE(other.record().result(), std::string("1-0"));
        QCOMPARE(other.game().rules(), RuleSet::Chinese);

        // A game against the computer: its result is the game's, not the dialog's.
        GameSetup vsComputer;
        vsComputer.black = PlayerKind::Computer;
        window.newGame(vsComputer);
        QVERIFY(!parts::controller(window)->canSetRecordResult());
        QVERIFY(bar->isHidden());
        GameInfoDialog names(parts::controller(window)->record(), parts::controller(window)->game().rules(), false);
        QVERIFY(!names.resultBox()->isEnabled());
        names.field(QStringLiteral("Red"))->setText(QStringLiteral("Alice"));
        window.applyGameInfo(names);
        QVERIFY(!bar->isHidden());  // names of the user's own
        QVERIFY(bar->toolTip().contains(QStringLiteral("Alice")));
    }

    // Item 12: after Take Back the engine panel still showed the line of the position taken back. A line shown
    // belongs to the position on the board (or to the one before the move just played: the computer's search).
    void engineLineFollowsTheBoard() {
        MainWindow window(false);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        for (const char* m : {"h2e2", "h9g7", "h0g2"}) QVERIFY(parts::controller(window)->requestMove(parseUciMove(m)));
        SearchInfo info;
        info.depth = 5;
        info.hasScore = true;
        info.pv = {parseUciMove("i9h9")};
        parts::enginePanel(window)->setInfo(info, parts::controller(window)->position(), Notation::Iccs);
        QVERIFY(parts::enginePanel(window)->pvText().contains(QStringLiteral("i9h9")));
        // The move played from that position: the line it was chosen by stays.
        QVERIFY(parts::controller(window)->requestMove(parseUciMove("i9h9")));
        QVERIFY(parts::enginePanel(window)->infoRoot());
        parts::controller(window)->takeback();  // back to the searched position: still its line
        QVERIFY(parts::enginePanel(window)->infoRoot());
        parts::controller(window)->takeback();  // an earlier position: the line goes
        QVERIFY(!parts::enginePanel(window)->infoRoot());
        QVERIFY2(!parts::enginePanel(window)->pvText().contains(QStringLiteral("i9h9")), qPrintable(parts::enginePanel(window)->pvText()));
    }

    // Item 10: two players at one computer could not record an agreed draw, and Take Back after a draw resumed play
    // while the status bar still said "Draw".
    void twoPlayersAgreeADrawAndTakeBack() {
        MainWindow window(false);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        for (const char* m : {"h2e2", "h9g7"}) QVERIFY(parts::controller(window)->requestMove(parseUciMove(m)));
        window.offerDraw();  // the window is not shown: no question
        QVERIFY(parts::controller(window)->isGameOver());
        QCOMPARE(parts::controller(window)->game().ending(), GameEnding::DrawAgreed);
        QVERIFY2(parts::lastStatus(window).contains(QStringLiteral("Draw")), qPrintable(parts::lastStatus(window)));
        QVERIFY(parts::controller(window)->canTakeBack());
        parts::controller(window)->takeback();
        QVERIFY(!parts::controller(window)->isGameOver());
        QVERIFY2(!parts::lastStatus(window).contains(QStringLiteral("Draw")), qPrintable(parts::lastStatus(window)));
        QVERIFY2(!parts::turnText(window).contains(QStringLiteral("Draw")), qPrintable(parts::turnText(window)));
    }

    // Item 16: plurals such as "1 hint(s) used": every English message with a count has its singular and plural.
    void englishPluralsAreWords() {
        MainWindow window(false);
        window.setLanguage(QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("xq::ui::PuzzleDialog", "Hint: %1 (%n hint(s) used, one mark each)",
                                             nullptr, 1),
                 QStringLiteral("Hint: %1 (1 hint used, one mark each)"));
        QCOMPARE(QCoreApplication::translate("xq::ui::PuzzleDialog", "Hint: %1 (%n hint(s) used, one mark each)",
                                             nullptr, 2),
                 QStringLiteral("Hint: %1 (2 hints used, one mark each)"));
        QCOMPARE(QCoreApplication::translate("xq::session::Cloud", "endgame table: wins in %n move(s)", nullptr, 1),
                 QStringLiteral("endgame table: wins in 1 move"));
    }

    // Item 16: the Open dialog came up with "Documents" in its file name box when there was no documents folder.
    void openStartsInAFolderThatExists() {
        MainWindow window(false);
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        // Only in the test's own home (testhome.cpp): on Windows the documents folder is the user's real one.
        if (!documents.contains(QStringLiteral("xiangqi-test-home")))
            QSKIP("the documents folder is not inside the test's home");
        QDir(documents).removeRecursively();
        QVERIFY(QFileInfo(window.startFolder()).isDir());
        QCOMPARE(window.startFolder(), QDir::homePath());
        QVERIFY(QDir().mkpath(documents));
        QCOMPARE(window.startFolder(), documents);
    }

    // Item 16: "Computer's Opening Book" stood in two menus (Database and Options). One place: Options.
    void computersBookIsInOneMenu() {
        MainWindow window(false);
        auto* book = window.findChild<QAction*>(QStringLiteral("database.computerUsesBook"));
        QVERIFY(book);
        int menus = 0;
        std::function<void(QMenu*)> walk = [&](QMenu* menu) {
            for (QAction* a : menu->actions()) {
                if (a->menu() && a->menu()->actions().contains(book)) ++menus;
                if (a->menu()) walk(a->menu());
            }
        };
        for (QAction* top : window.menuBar()->actions())
            if (top->menu()) walk(top->menu());
        QCOMPARE(menus, 1);
    }

    // Item 16: the empty explorer named a menu item that is spelled differently ("Open Database…").
    void explorerNamesTheMenuItemAsSpelled() {
        MainWindow window(false);
        QString title;
        for (QLabel* label : window.findChild<ExplorerPanel*>()->findChildren<QLabel*>())
            if (label->text().startsWith(QStringLiteral("Opening explorer"))) title = label->text();
        const QRegularExpression named(QStringLiteral("Database → ([^)]+)\\)"));
        const QRegularExpressionMatch m = named.match(title);
        QVERIFY2(m.hasMatch(), qPrintable(title));
        QStringList texts;
        for (QAction* a : window.findChildren<QAction*>()) texts << QString(a->text()).remove(QLatin1Char('&'));
        QVERIFY2(texts.contains(m.captured(1)), qPrintable(m.captured(1)));
    }

    // Item 16: the board mixed traditional pieces (傌 俥) with a simplified river (汉界). One style per piece set.
    void riverInThePieceSetsCharacters() {
        QCOMPARE(BoardPainter::riverRightWords(PieceSet::Traditional), QStringLiteral("漢　界"));
        QCOMPARE(BoardPainter::riverRightWords(PieceSet::Contrast), QStringLiteral("漢　界"));
        QCOMPARE(BoardPainter::riverRightWords(PieceSet::International), QStringLiteral("汉　界"));
    }
};

QTEST_MAIN(TestPlayerWindow)
#include "test_playerwindow.moc"
