// Two main windows in one process play over 127.0.0.1: moves by clicks on the board, the turn line, fair play
// (no hint, no analysis, no engine panel), take-back and draw asked of the other window, the chat, the Chinese words.
#include <QtTest>

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStatusBar>

#include "xiangqi/pgn.h"
#include "xiangqi/session/netgame.h"
#include "xiangqi/ui/analysisactions.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/enginepanel.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/networkactions.h"
#include "xiangqi/ui/networkdialog.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {
constexpr int Wait = 10000;

void clickMove(MainWindow& w, const char* uci) {
    const Move m = parseUciMove(uci);
    BoardView* board = parts::boardView(w);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(m.from()).toPoint());
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(m.to()).toPoint());
}

QAction* actionNamed(MainWindow& w, const QString& text) {
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().remove('&') == text) return a;
    return nullptr;
}
}  // namespace

class TestNetworkWindow : public QObject {
    Q_OBJECT
private slots:
    void twoWindowsPlay() {
        MainWindow host(false), guest(false);
        host.resize(980, 760);
        guest.resize(980, 760);
        host.show();
        guest.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        NetworkSetup setup;
        setup.name = "Alice";
        setup.hostColor = Color::Red;
        TimeControl::parse("5+3", &setup.timeControl);
        QString error;
        QVERIFY2(parts::network(host)->host(QHostAddress::LocalHost, 0, setup, &error), qPrintable(error));
        // The status bar says where to join: the port and the code.
        auto* status = host.findChild<QLabel*>("networkStatus");
        QVERIFY(status && status->isVisible());
        QVERIFY2(status->text().contains(QString::number(parts::network(host)->game()->port())), qPrintable(status->text()));
        QVERIFY(status->text().contains(parts::network(host)->game()->joinCode()));
        parts::network(guest)->join("127.0.0.1", parts::network(host)->game()->port(), {}, "Bob");
        QTRY_COMPARE_WITH_TIMEOUT(parts::network(guest)->game()->state(), NetworkGame::State::Playing, Wait);
        QTRY_COMPARE_WITH_TIMEOUT(parts::network(host)->game()->state(), NetworkGame::State::Playing, Wait);

        // The guest plays Black from the bottom of its board; both see who is to move.
        QVERIFY(parts::boardView(guest)->isFlipped());
        QVERIFY(!parts::boardView(host)->isFlipped());
        QVERIFY2(parts::turnText(host).contains("your move"), qPrintable(parts::turnText(host)));
        QVERIFY2(parts::turnText(guest).contains("Alice is thinking"), qPrintable(parts::turnText(guest)));
        QVERIFY2(parts::turnText(host).contains("against Bob"), qPrintable(parts::turnText(host)));

        // Fair play: no hint, no analysis, no engine panel.
        QVERIFY(!actionNamed(host, "Hint")->isEnabled());
        QVERIFY(!parts::analysis(host)->analyseAction()->isEnabled());
        QVERIFY(!parts::enginePanel(host)->isVisible());

        clickMove(host, "h2e2");
        QTRY_COMPARE_WITH_TIMEOUT(parts::controller(guest)->length(), 1, Wait);
        clickMove(host, "h0g2");  // not Red's turn any more: refused
        QCOMPARE(parts::controller(host)->length(), 1);
        clickMove(guest, "h9g7");
        QTRY_COMPARE_WITH_TIMEOUT(parts::controller(host)->length(), 2, Wait);
        QVERIFY2(parts::turnText(guest).contains("Alice is thinking"), qPrintable(parts::turnText(guest)));

        // Take Back in the guest's window asks the host's window.
        actionNamed(guest, "Take Back")->trigger();
        QMessageBox* question = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((question = host.findChild<QMessageBox*>()) != nullptr && question->isVisible(), Wait);
        question->button(QMessageBox::Yes)->click();
        QTRY_COMPARE_WITH_TIMEOUT(parts::controller(guest)->length(), 1, Wait);
        QCOMPARE(parts::controller(host)->length(), 1);
        clickMove(guest, "b9c7");
        QTRY_COMPARE_WITH_TIMEOUT(parts::controller(host)->length(), 2, Wait);

        // The chat.
        auto* input = guest.findChildren<QLineEdit*>().last();
        for (QLineEdit* e : guest.findChildren<QLineEdit*>())
            if (e->maxLength() == net::MaxChatChars) input = e;
        input->setText("good game");
        QTest::keyClick(input, Qt::Key_Return);
        QPlainTextEdit* hostLog = host.findChild<QPlainTextEdit*>(QStringLiteral("chatLog"));
        QTRY_VERIFY_WITH_TIMEOUT(hostLog && hostLog->toPlainText().contains("Bob: good game"), Wait);

        // The host resigns from the menu (its question answered yes by the test).
        QTimer::singleShot(200, &host, [&host] {
            for (QMessageBox* box : host.findChildren<QMessageBox*>())
                if (box->isVisible()) box->button(QMessageBox::Yes)->click();
        });
        actionNamed(host, "Resign…")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(parts::controller(guest)->isGameOver(), Wait);
        QVERIFY2(parts::turnText(guest).contains("You won"), qPrintable(parts::turnText(guest)));
        QVERIFY2(parts::turnText(host).contains("You lost"), qPrintable(parts::turnText(host)));
        QCOMPARE(writePgn(parts::controller(host)->record(), Notation::Iccs), writePgn(parts::controller(guest)->record(), Notation::Iccs));
        // After the game, analysis is back.
        QVERIFY(parts::analysis(host)->analyseAction()->isEnabled());
    }

    void dialogHostsOnLoopback() {
        NetworkDialog dialog("Alice", QHostAddress::LocalHost, 0);
        auto choice = dialog.choice();
        QVERIFY(choice.host);
        QCOMPARE(choice.port, DefaultGamePort);
        QCOMPARE(choice.setup.name, QString("Alice"));
        QCOMPARE(choice.setup.timeControl.toString(), std::string("10+5"));
        QVERIFY(!choice.setup.assist);
        dialog.tabs()->setCurrentIndex(1);
        QVERIFY(!dialog.choice().host);
    }

    void parseHostPortForms_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("hostRequired");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::newRow("port") << "4000" << false << true << "" << 4000;
        QTest::newRow("v4") << "127.0.0.1:4000" << false << true << "127.0.0.1" << 4000;
        QTest::newRow("v6") << "[::1]:4000" << true << true << "::1" << 4000;
        QTest::newRow("name") << "friend.example:80" << true << true << "friend.example" << 80;
        QTest::newRow("no host") << "4000" << true << false << "" << 0;
        QTest::newRow("port 0") << "127.0.0.1:0" << false << false << "" << 0;
        QTest::newRow("port too big") << "1:65536" << false << false << "" << 0;
        QTest::newRow("v6 no brackets") << "::1:4000" << true << false << "" << 0;
        QTest::newRow("garbage") << "a b:c" << true << false << "" << 0;
    }
    void parseHostPortForms() {
        QFETCH(QString, text);
        QFETCH(bool, hostRequired);
        QFETCH(bool, ok);
        QString gotHost;
        quint16 gotPort = 0;
        QCOMPARE(parseHostPort(text, hostRequired, &gotHost, &gotPort), ok);
        if (!ok) return;
        QFETCH(QString, host);
        QFETCH(int, port);
        QCOMPARE(gotHost, host);
        QCOMPARE(int(gotPort), port);
    }
};

QTEST_MAIN(TestNetworkWindow)
#include "test_networkwindow.moc"
