// Play by ear (issue 46): a whole game played through the move box and the reading commands only, with the speech
// engine replaced by a recorder, in English and in Chinese (pinyin); the clock's warnings; the speech settings'
// warning when no Mandarin voice exists; and the focus chain of the main window and its main dialogs, every stop
// with an accessible name.
#include <QtTest>

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTabWidget>

#include "freshsettings.h"
#include "xiangqi/session/announcer.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/networkdialog.h"
#include "xiangqi/ui/newgamedialog.h"
#include "xiangqi/ui/speechactions.h"
#include "xiangqi/ui/speechdialog.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {

// Red: chariots a3 (front) and a0 (rear), general e0. Black: general d8, horse b9, soldiers a5 and i6.
constexpr const char* gameFen = "1n7/3k5/9/8p/p8/9/R8/9/9/R3K4 w - - 0 1";

// Types text into the move box and presses Enter, as a person would.
void type(MainWindow& window, const QString& text) {
    QLineEdit* box = parts::moveInput(window);
    box->setFocus();
    box->clear();
    // Latin letters as keys; Chinese characters as an input method hands them over (QTest has no keys for them).
    bool latin = true;
    for (QChar c : text) latin = latin && c.unicode() < 128;
    if (latin) QTest::keyClicks(box, text);
    else box->insert(text);
    QTest::keyClick(box, Qt::Key_Return);
}

QString joined(const QStringList& l) { return l.join(QStringLiteral(" | ")); }

// Where `text` was said, from `from` on (-1: not said).
int saidAt(const QStringList& said, const QString& text, int from = 0) {
    for (int i = from; i < said.size(); ++i)
        if (said[i].contains(text)) return i;
    return -1;
}

QString accessibleName(QWidget* w) {
    QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
    return a ? a->text(QAccessible::Name).trimmed() : QString();
}

// The widgets Tab stops at, in focus-chain order, and those among them without an accessible name.
QStringList unnamedFocusStops(QWidget* top, int* stops) {
    QStringList unnamed;
    *stops = 0;
    QWidget* w = top;
    for (int guard = 0; guard < 2000; ++guard) {
        w = w->nextInFocusChain();
        if (w == top) break;
        if (!w->isVisibleTo(top) || !w->isEnabled() || !(w->focusPolicy() & Qt::TabFocus)) continue;
        if (w->window() != top) continue;
        // A spin box's own line edit: the spin box is the stop, and has the name.
        if (qobject_cast<QAbstractSpinBox*>(w->parentWidget())) continue;
        ++*stops;
        if (accessibleName(w).isEmpty())
            unnamed
                << QStringLiteral("%1 \"%2\"").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName());
    }
    return unnamed;
}

}  // namespace

class TestSpeech : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("XiangqiTest");
        QCoreApplication::setApplicationName("test_speech");
        useFreshSettings(settingsDir_.path());
        QAccessible::setActive(true);
    }

    void wholeGameByKeyboard_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("notation");
        QTest::addColumn<QStringList>("expected");  // said in this order (each a part of one utterance)
        QTest::newRow("english") << "en" << int(SpokenNotation::English)
                                 << QStringList{
                                        "front chariot forward two, takes soldier",  // tandem, capture
                                        "Move taken back",                           // undo
                                        "front chariot forward two, takes soldier",  // played again
                                        "Last move",                                 // a reading command
                                        "soldier nine forward one",                  // Black's reply
                                        "Red has 3 pieces",                          // red
                                        "front chariot forward three, check",        // tandem, check
                                        "a8, red chariot. Attacked by: nothing",     // attackers a8
                                        "Black to move. The general is in check.",   // turn
                                        "general",                                   // refused: its reason
                                        "general four back one",                     // the way out
                                        "rear chariot across eight",                 // tandem rear
                                        "soldier nine forward one",
                                        "chariot eight forward nine, takes horse, checkmate",  // mate
                                        "Red wins",                                            // the verdict
                                    };
        QTest::newRow("chinese") << "zh_CN" << int(SpokenNotation::Chinese)
                                 << QStringList{
                                        "qian2 ju1 jin4 er4, chi1 zu2",
                                        "qian2 ju1 jin4 er4, chi1 zu2",
                                        "zu2 jiu3 jin4 yi1",
                                        "hong2 ju1 a0",  // pieces named in pinyin
                                        "qian2 ju1 jin4 san1, jiang1 jun1",
                                        "jiang4 si4 tui4 yi1",
                                        "hou4 ju1 ping2 ba1",
                                        "zu2 jiu3 jin4 yi1",
                                        "ju1 ba1 jin4 jiu3, chi1 ma3, jue2 sha1",
                                    };
    }

    void wholeGameByKeyboard() {
        QFETCH(QString, language);
        QFETCH(int, notation);
        QFETCH(QStringList, expected);
        MainWindow window(false);
        window.setLanguage(language);
        auto* speech = window.findChild<SpeechActions*>();
        QVERIFY(speech);
        SpeechRecorder recorder;
        speech->setEngine(&recorder);
        SpeechSettings s;
        s.enabled = true;
        s.notation = SpokenNotation(notation);
        speech->setSettings(s);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat, QString::fromLatin1(gameFen));
        window.resize(980, 760);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));

        // 1. Front chariot takes; taken back and played again; Black answers; questions between the moves.
        type(window, language == "zh_CN" ? QStringLiteral("前车进二") : QStringLiteral("a3a5"));
        QCOMPARE(parts::controller(window)->length(), 1);
        type(window, QStringLiteral("undo"));
        QCOMPARE(parts::controller(window)->length(), 0);
        type(window, QStringLiteral("a3a5"));
        type(window, QStringLiteral("last"));
        type(window, QStringLiteral("i6i5"));
        type(window, QStringLiteral("red"));
        QCOMPARE(parts::controller(window)->length(), 2);
        // 2. Check; questions; a refused move; the way out.
        type(window, QStringLiteral("a5a8"));
        type(window, QStringLiteral("attackers a8"));
        type(window, QStringLiteral("turn"));
        const int beforeRefusal = recorder.said.size();
        type(window, QStringLiteral("i5i4"));  // leaves the general in check
        QCOMPARE(parts::controller(window)->length(), 3);
        QCOMPARE(recorder.said.size(), beforeRefusal + 1);  // the reason, said once
        type(window, QStringLiteral("d8d9"));
        // 3. The rear chariot comes round; 4. mate.
        type(window, QStringLiteral("a0b0"));
        type(window, QStringLiteral("i5i4"));
        type(window, QStringLiteral("b0b9"));
        QCOMPARE(parts::controller(window)->length(), 7);
        QVERIFY(parts::controller(window)->isGameOver());

        int at = 0;
        for (const QString& e : expected) {
            const int i = saidAt(recorder.said, e, at);
            QVERIFY2(
                i >= 0,
                qPrintable(QStringLiteral("“%1” not said after %2: %3").arg(e).arg(at).arg(joined(recorder.said))));
            at = i + 1;
        }
        // The Spoken text area shows everything said.
        QCOMPARE(speech->spokenText()->document()->blockCount(), recorder.said.size());
        if (auto* box = parts::gameOverDialog(window)) box->close();
    }

    // Alt and the arrow keys walk a cursor over the board, saying what stands on each square.
    void squareCursor() {
        MainWindow window(false);
        window.setLanguage(QStringLiteral("en"));
        auto* speech = window.findChild<SpeechActions*>();
        SpeechRecorder recorder;
        speech->setEngine(&recorder);
        SpeechSettings s;
        s.enabled = true;
        speech->setSettings(s);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        window.newGame(hotseat);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        parts::moveInput(window)->setFocus();
        QTest::keyClick(parts::moveInput(window), Qt::Key_Up, Qt::AltModifier);    // from e0 to e1
        QTest::keyClick(parts::moveInput(window), Qt::Key_Up, Qt::AltModifier);    // e2
        QTest::keyClick(parts::moveInput(window), Qt::Key_Left, Qt::AltModifier);  // d2
        QTest::keyClick(parts::moveInput(window), Qt::Key_Left, Qt::AltModifier);  // c2
        QTest::keyClick(parts::moveInput(window), Qt::Key_Left, Qt::AltModifier);  // b2
        QCOMPARE(recorder.said, (QStringList{"e1, empty", "e2, empty", "d2, empty", "c2, empty", "b2, red cannon"}));
        QCOMPARE(speech->cursor(), makeSquare(1, 2));
        QTest::keyClick(parts::moveInput(window), Qt::Key_A, Qt::AltModifier | Qt::ShiftModifier);
        QCOMPARE(recorder.said.last(), QStringLiteral("b2, red cannon. Attacked by: nothing. Defended by: nothing."));
        QTest::keyClick(parts::moveInput(window), Qt::Key_F, Qt::AltModifier | Qt::ShiftModifier);
        QCOMPARE(recorder.said.last(),
                 QStringLiteral("File b: red horse b0, red cannon b2, black cannon b7, black horse b9"));
        // The board's own cursor (arrow keys on the board) says the same; it starts on the general of the side to move.
        parts::boardView(window)->setFocus();
        QTest::keyClick(parts::boardView(window), Qt::Key_Up);
        QCOMPARE(recorder.said.last(), QStringLiteral("e0, red general"));
        QTest::keyClick(parts::boardView(window), Qt::Key_Up);
        QCOMPARE(recorder.said.last(), QStringLiteral("e1, empty"));
        QCOMPARE(speech->cursor(), makeSquare(4, 1));
        type(window, QStringLiteral("attackers e2"));
        QCOMPARE(recorder.said.last(),
                 QStringLiteral("e2, empty. Red reaches it with: red elephant c0, red elephant g0, "
                                "red cannon b2, red cannon h2. Black reaches it with: nothing."));
        type(window, QStringLiteral("attackers b9"));
        QCOMPARE(recorder.said.last(), QStringLiteral("b9, black horse. Attacked by: red cannon b2. Defended by: black "
                                                      "chariot a9."));
        type(window, QStringLiteral("rank 3"));
        QVERIFY2(recorder.said.last().startsWith("Rank 3: red soldier a3, red soldier c3"),
                 qPrintable(recorder.said.last()));
        type(window, QStringLiteral("clock"));
        QCOMPARE(recorder.said.last(), QStringLiteral("The game has no clock."));
        type(window, QStringLiteral("repeat"));
        QCOMPARE(recorder.said.mid(recorder.said.size() - 2),
                 (QStringList{"The game has no clock.", "The game has no clock."}));
        type(window, QStringLiteral("zzz"));  // neither a command nor a move: the reason is said
        QVERIFY2(recorder.said.last().contains("zzz"), qPrintable(recorder.said.last()));
        // Speech off: nothing more is spoken, but the text area still shows it.
        s.enabled = false;
        speech->setSettings(s);
        const int spoken = recorder.said.size();
        type(window, QStringLiteral("turn"));
        QCOMPARE(recorder.said.size(), spoken);
        QCOMPARE(speech->announcer()->lastText(), QStringLiteral("Red to move."));
    }

    // Whose moves: with "the others'" the person's own move is shown but not spoken.
    void onlyOthersMoves() {
        GameController controller;
        Announcer announcer(&controller);
        SpeechRecorder recorder;
        announcer.setEngine(&recorder);
        SpeechSettings s;
        s.enabled = true;
        s.moves = SpokenMoves::Others;
        announcer.setSettings(s);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        controller.newGame(hotseat);
        QSignalSpy shown(&announcer, &Announcer::said);
        QVERIFY(controller.requestMove(parseUciMove("h2e2")));
        QCOMPARE(shown.size(), 1);
        QVERIFY(recorder.said.isEmpty());
    }

    // The clock warns at one minute and at ten seconds, once each.
    void clockWarnings() {
        ManualTimeSource time;
        GameController controller;
        controller.setTimeSource(&time);
        Announcer announcer(&controller);
        SpeechRecorder recorder;
        announcer.setEngine(&recorder);
        SpeechSettings s;
        s.enabled = true;
        announcer.setSettings(s);
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        hotseat.timeControl = TimeControl::fischer(90000, 0);
        controller.newGame(hotseat);
        QVERIFY(controller.requestMove(parseUciMove("h2e2")));  // Black's clock runs
        announcer.checkClock();
        QVERIFY(recorder.said.size() == 1);  // the move only
        time.advance(31000);
        announcer.checkClock();
        announcer.checkClock();
        QCOMPARE(recorder.said.last(), QStringLiteral("Black has one minute left."));
        QCOMPARE(recorder.said.size(), 2);
        time.advance(50000);
        announcer.checkClock();
        QCOMPARE(recorder.said.last(), QStringLiteral("Black has ten seconds left."));
        QCOMPARE(recorder.said.size(), 3);
        QCOMPARE(announcer.reader().clocks().text, QStringLiteral("Red has 1:30 left, Black has 0:09.0 left."));
    }

    // Without a Mandarin voice the settings say so for Chinese, and not for English words.
    void noMandarinVoiceIsSaid() {
        SpeechRecorder noMandarin;
        noMandarin.mandarin = false;
        SpeechSettings s;
        s.notation = SpokenNotation::Chinese;
        SpeechDialog dialog(s, &noMandarin, true);
        QVERIFY(dialog.warning().contains("Mandarin"));
        auto* notation = dialog.findChildren<QComboBox*>().last();
        notation->setCurrentIndex(notation->findData(int(SpokenNotation::English)));
        QVERIFY(dialog.warning().isEmpty());
        SpeechRecorder mandarin;
        SpeechDialog withVoice(s, &mandarin, true);
        QVERIFY(withVoice.warning().isEmpty());
        SpeechDialog silentBuild(s, nullptr, false);
        QVERIFY(silentBuild.warning().contains("cannot speak"));
    }

    // Tab reaches every control of the window and of its main dialogs, and each has an accessible name.
    void focusChainHasNames() {
        MainWindow window(false);
        window.setLanguage(QStringLiteral("en"));
        auto* speech = window.findChild<SpeechActions*>();
        SpeechRecorder recorder;  // the dialog lists its voices, and never opens the system's speech
        speech->setEngine(&recorder);
        SpeechSettings s;
        s.enabled = true;  // the Spoken text area shown
        speech->setSettings(s);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        int stops = 0;
        QStringList unnamed = unnamedFocusStops(&window, &stops);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(", ")));
        QVERIFY2(stops >= 4, qPrintable(QString::number(stops)));  // move box, board, move list, spoken text…

        NewGameDialog newGame(GameSetup{}, &window);
        newGame.show();
        QVERIFY(QTest::qWaitForWindowExposed(&newGame));
        unnamed = unnamedFocusStops(&newGame, &stops);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(", ")));
        QVERIFY(stops >= 3);
        newGame.close();

        NetworkDialog network(QStringLiteral("Alice"), QHostAddress::LocalHost, 0, &window);
        network.show();
        QVERIFY(QTest::qWaitForWindowExposed(&network));
        for (int tab = 0; tab < network.tabs()->count(); ++tab) {
            network.tabs()->setCurrentIndex(tab);
            unnamed = unnamedFocusStops(&network, &stops);
            QVERIFY2(unnamed.isEmpty(), qPrintable(QStringLiteral("tab %1: ").arg(tab) + unnamed.join(", ")));
            QVERIFY(stops >= 3);
        }
        network.close();

        SpeechDialog* settings = speech->showSettings();
        QVERIFY(QTest::qWaitForWindowExposed(settings));
        unnamed = unnamedFocusStops(settings, &stops);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(", ")));
        QVERIFY(stops >= 5);
        settings->close();
    }

private:
    QTemporaryDir settingsDir_;
};

QTEST_MAIN(TestSpeech)
#include "test_speech.moc"
