// The opening explorer in the window: it follows the board, a click plays a move, a double-click on a count lists
// those games, a found game opens at its matching ply; the import dialog with its report and Cancel.
#include <QCheckBox>
#include <QDockWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "../session/local_responder.h"
#include "xiangqi/database.h"
#include "xiangqi/pgn.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/ui/databaseactions.h"
#include "xiangqi/ui/databasedialogs.h"
#include "xiangqi/ui/explorerpanel.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/movelist.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;
using xq::test::Responder;

namespace {

GameRecord line(const std::vector<std::string>& moves, const char* result, const char* red) {
    std::vector<Move> list;
    for (const auto& m : moves) list.push_back(parseUciMove(m));
    GameRecord g;
    g.setLine("", list);
    g.setResult(result);
    g.setTag("Red", red);
    g.setTag("Black", "B");
    g.setTag("Date", "1999.01.01");
    return g;
}

std::string movesShown(const ExplorerPanel* e) {
    std::string out;
    for (const auto& s : e->shownMoves()) out += moveToUci(s.move) + ":" + std::to_string(s.games) + " ";
    return out;
}

}  // namespace

class TestExplorer : public QObject {
    Q_OBJECT

private slots:
    void followsTheBoardAndOpensGames() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.xqdb");
        {
            db::Database db;
            QVERIFY(db.open(path.toStdString()));
            QVERIFY(db.addGames({line({"h2e2", "h9g7", "h0g2"}, "1-0", "Hu"), line({"h2e2", "b9c7"}, "0-1", "Lü"),
                                 line({"c3c4", "b9c7"}, "1/2-1/2", "Xu")},
                                "test"));
        }
        MainWindow window(false);
        GameSetup hotseat;  // both sides by the user: nobody moves by himself
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        window.resize(1200, 760);
        window.show();
        DatabaseActions* database = window.findChild<DatabaseActions*>();
        database->openDatabase(path);
        database->setExplorerShown(true);
        ExplorerPanel* explorer = database->explorer();
        QVERIFY(database->explorerDock()->isVisible());
        QTRY_COMPARE(movesShown(explorer), std::string("h2e2:2 c3c4:1 "));

        // The board moves: the explorer follows.
        GameController* c = parts::controller(window);
        QVERIFY(c->requestMove(parseUciMove("h2e2")));
        QTRY_COMPARE(movesShown(explorer), std::string("b9c7:1 h9g7:1 "));
        // Navigating back and forth too.
        c->goToPly(0);
        QTRY_COMPARE(movesShown(explorer), std::string("h2e2:2 c3c4:1 "));
        c->goToPly(1);
        QTRY_COMPARE(movesShown(explorer), std::string("b9c7:1 h9g7:1 "));

        // A click on a move plays it.
        QTableWidget* table = explorer->table();
        QTRY_COMPARE(table->rowCount(), 2);
        const QRect cell = table->visualRect(table->model()->index(1, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(c->cursor(), 2);
        QCOMPARE(moveToUci(c->game().record().movesTo(c->game().cursor()).back()), std::string("h9g7"));
        QTRY_COMPARE(movesShown(explorer), std::string("h0g2:1 "));

        // A double-click on a count lists those games; a double-click on a game opens it at the matching ply.
        c->goToPly(0);
        QTRY_COMPARE(movesShown(explorer), std::string("h2e2:2 c3c4:1 "));
        const QRect count = table->visualRect(table->model()->index(0, 1));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, count.center());  // item views want the press first
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, count.center());
        SearchDialog* search = window.findChild<SearchDialog*>();
        QVERIFY(search);
        QTRY_COMPARE(search->resultCount(), 2);
        window.newGame(hotseat);  // nothing to lose: opening a found game asks nothing
        QTableView* results = search->resultView();
        // Issue 44, item 16: the results came sorted by Red from Z to A; A to Z until the user sorts otherwise.
        QCOMPARE(results->model()->index(0, 0).data().toString(), QStringLiteral("Hu"));
        results->sortByColumn(0, Qt::AscendingOrder);  // Red: Hu, Lü
        const QRect game = results->visualRect(results->model()->index(1, 0));
        QTest::mouseClick(results->viewport(), Qt::LeftButton, {}, game.center());
        QTest::mouseDClick(results->viewport(), Qt::LeftButton, {}, game.center());
        QCOMPARE(c->record().tag("Red"), std::string("Lü"));
        QCOMPARE(c->cursor(), 0);  // the start position matched
        QCOMPARE(c->record().result(), std::string("0-1"));
        search->close();
    }

    // The import runs off the window's thread: progress, a report of the refused file, and the explorer reloads.
    void importWithReportAndCancel() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.xqdb");
        QDir().mkpath(dir.filePath("games"));
        for (int i = 0; i < 40; ++i) {
            QFile f(dir.filePath(QString("games/%1.pgn").arg(i, 3, 10, QLatin1Char('0'))));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(writePgn(line({"h2e2", i % 2 ? "h9g7" : "b9c7"}, "1-0", "A"), Notation::Chinese).c_str());
        }
        QFile bad(dir.filePath("games/zz.xqf"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("XQ not really an XQF file");
        bad.close();

        MainWindow window(false);
        window.findChild<DatabaseActions*>()->openDatabase(path);
        ImportDialog dialog(path, {dir.filePath("games")}, &window);
        dialog.setProperty("quiet", true);
        QSignalSpy finished(&dialog, &ImportDialog::importFinished);
        dialog.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.at(0).at(0).toInt(), 40);
        QCOMPARE(int(dialog.result().problems.size()), 1);
        const QString report = ImportDialog::problemText(dialog.result().problems[0]);
        QVERIFY2(report.startsWith("zz.xqf"), qPrintable(report));

        // Cancelled at once: nothing of the second import is kept.
        ImportDialog again(path, {dir.filePath("games")}, &window);
        again.setProperty("quiet", true);
        QSignalSpy finished2(&again, &ImportDialog::importFinished);
        again.start();
        again.reject();
        QVERIFY(finished2.wait(30000));
        QVERIFY(again.result().cancelled || again.result().gamesImported == 40);
        db::Database db;
        QVERIFY(db.open(path.toStdString()));
        QVERIFY(db.gameCount() == 40 || (db.gameCount() == 80 && !again.result().cancelled));
    }

    // The Cloud tab against a local responder: off by default (nothing sent), on: moves with scores (Red's view),
    // win rates and endgame-table verdicts; a click plays a move; errors in words; the explorer follows the board.
    void cloudTab() {
        Responder r;
        r.body = QByteArray("move:h2e2,score:1,rank:2,note:! (22-00),winrate:50.12|move:b2e2,score:??,rank:0,note:? (00-00)|"
                            "move:h0g2,score:-3,rank:1,note:W-M-0012") + QByteArray(2, '\0');
        MainWindow window(false);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        window.resize(1200, 760);
        window.show();
        DatabaseActions* database = window.findChild<DatabaseActions*>();
        database->setExplorerShown(true);
        ExplorerPanel* explorer = database->explorer();
        explorer->setCloudBaseUrl(r.url());
        explorer->showCloudTab();
        QVERIFY(!explorer->cloudEnabled());
        QTest::qWait(200);
        QCOMPARE(r.requests.size(), 0);
        QCOMPARE(explorer->cloudClient()->requestsSent(), 0);
        QVERIFY(explorer->cloudStatusShown().contains(QLatin1String("Off")));

        QCheckBox* box = explorer->findChild<QCheckBox*>(QStringLiteral("cloudEnabled"));
        QVERIFY(box);
        box->click();  // as the user turns it on
        QVERIFY(explorer->cloudEnabled());
        QTRY_COMPARE(int(explorer->cloudMovesShown().size()), 3);
        QCOMPARE(r.requests.size(), 1);
        QTableWidget* t = explorer->cloudTable();
        QCOMPARE(t->rowCount(), 3);
        QCOMPARE(t->item(0, 1)->text(), QStringLiteral("+1"));
        QCOMPARE(t->item(0, 2)->text(), QStringLiteral("50.1%"));
        QCOMPARE(t->item(1, 1)->text(), QStringLiteral("?"));
        QVERIFY(t->item(2, 3)->text().contains(QLatin1String("12")));  // the endgame-table verdict in words
        if (const QByteArray dir = qgetenv("XIANGQI_SHOT_DIR"); !dir.isEmpty()) {  // pictures for a person to look at
            window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/cloud-tab-en.png"));
            window.setLanguage(QStringLiteral("zh_CN"));
            QCoreApplication::processEvents();
            window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/cloud-tab-zh_CN.png"));
            window.setLanguage(QStringLiteral("en"));
            QCoreApplication::processEvents();
        }

        // A click on a move plays it; the explorer follows the board and asks about the new position.
        GameController* c = parts::controller(window);
        r.body = "unknown";
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, t->visualItemRect(t->item(0, 0)).center());
        QCOMPARE(c->length(), 1);
        QCOMPARE(moveToUci(c->lastMove()), std::string("h2e2"));
        QTRY_VERIFY(explorer->cloudStatusShown().contains(QLatin1String("does not know")));
        QCOMPARE(r.requests.size(), 2);
        QCOMPARE(explorer->cloudTable()->rowCount(), 0);
        // Back to the start: from the cache, no request.
        c->goToPly(0);
        QTRY_COMPARE(int(explorer->cloudMovesShown().size()), 3);
        QCOMPARE(r.requests.size(), 2);

        // A failing server: the error in words, no moves.
        r.status = 500;
        c->goToPly(1);
        Position after;
        after.makeMove(parseUciMove("h2e2"));
        QVERIFY(explorer->cloudClient()->cached(after));  // "unknown" is an answer, cached
        QVERIFY(c->requestMove(parseUciMove("h9g7")));
        QTRY_VERIFY(explorer->cloudStatusShown().contains(QLatin1String("HTTP 500")));
        QCOMPARE(explorer->cloudTable()->rowCount(), 0);

        // Turned off: nothing more is sent while the board moves.
        box->click();
        const int sent = int(r.requests.size());
        QVERIFY(c->requestMove(parseUciMove("h0g2")));
        QTest::qWait(200);
        QCOMPARE(int(r.requests.size()), sent);
    }

    // The computer's book moves are marked in the move list.
    void bookMovesAreMarkedInTheMoveList() {
        MainWindow window(false);
        auto book = std::make_shared<OpeningBook>();
        book->setEntries({{Position().hash(), parseUciMove("h2e2"), 10, 5, false}});
        parts::controller(window)->setOpeningBook({book, BookVariety::Best});
        GameSetup s;
        s.red = PlayerKind::Computer;
        s.black = PlayerKind::Human;
        s.level = 3;
        window.newGame(s);
        QTRY_COMPARE(parts::controller(window)->length(), 1);
        MoveListWidget* list = window.findChild<MoveListWidget*>();
        QVERIFY(list);
        QVERIFY2(list->model()->moveText(1).contains(QLatin1String("(book)")), qPrintable(list->model()->moveText(1)));
    }
};

QTEST_MAIN(TestExplorer)
#include "test_explorer.moc"
