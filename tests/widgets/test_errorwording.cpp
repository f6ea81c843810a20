// Errors are worded by the window in the user's language: in the Chinese window, a bad FEN (Paste FEN, the New Game
// dialog, the position editor), a bad move in the move box and a bad time control in the New Game dialog are
// explained without a single Latin letter. Only literal text set off with quotes (what the user typed, or an
// example of what to type) may hold Latin letters; it is removed before the check.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTimer>
#include <QtTest>

#include "xiangqi/rules.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/ui/actionids.h"
#include "xiangqi/ui/clockwidget.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/newgamedialog.h"
#include "xiangqi/ui/positioneditor.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {

// The text with its quoted parts (“…”, "…", '…') taken out: the literal text the message quotes.
QString withoutQuotes(const QString& text) {
    static const QRegularExpression quotedPart(QStringLiteral("\u201c[^\u201d]*\u201d|\"[^\"]*\"|'[^']*'"));
    return QString(text).remove(quotedPart);
}

bool hasLatinLetter(const QString& text) {
    static const QRegularExpression latin(QStringLiteral("[A-Za-z]"));
    return text.contains(latin);
}

// Checks one shown message: not empty, Chinese, and free of Latin letters outside its quotes.
void checkChinese(const QString& shown) {
    QVERIFY2(!shown.trimmed().isEmpty(), "no message shown");
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    QVERIFY2(shown.contains(han), qPrintable(shown));
    QVERIFY2(!hasLatinLetter(withoutQuotes(shown)), qPrintable(shown));
}

const char* const BadFens[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w - - 0 1",   // unknown letter
    "rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",   // 8 files
    "rnbakabnr/92/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",  // 11 files
    "rnbakkbnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",   // two black generals
    "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",   // no black general
    "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABkR w - - 0 1",   // general outside its palace
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/P8/RNBAKABNR w - - 0 1",  // six soldiers
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",             // one field
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1",   // bad rule counter
    "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1",                                       // generals face
};

}  // namespace

class TestErrorWording : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        window_ = new MainWindow(false);
        window_->setLanguage(QStringLiteral("zh_CN"));
        QVERIFY2(parts::turnText(*window_).contains(QStringLiteral("走棋")), qPrintable(parts::turnText(*window_)));  // Chinese now
    }
    void cleanupTestCase() { delete window_; }

    // The helper itself: quoted text is dropped, Latin letters elsewhere are found.
    void quotesAreStripped() {
        QCOMPARE(withoutQuotes(QStringLiteral("无法走“h2x”：第 3 个字符“x”无法识别")),
                 QStringLiteral("无法走：第 3 个字符无法识别"));
        QVERIFY(hasLatinLetter(QStringLiteral("不是 FEN")));
        QVERIFY(!hasLatinLetter(QStringLiteral("第 10 行")));
    }

    // Game → Paste FEN with a bad FEN on the clipboard: the warning box.
    void pasteFen_data() { fens(); }
    void pasteFen() {
        QFETCH(QString, fen);
        QApplication::clipboard()->setText(fen);
        QString shown;
        QTimer::singleShot(0, this, [&] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                    shown = box->text();
                    box->reject();
                }
        });
        const QString before = QString::fromStdString(parts::controller(*window_)->position().fen());
        window_->findChild<QAction*>(QLatin1String(actionid::pasteFen))->trigger();  // Edit → Paste FEN
        checkChinese(shown);
        QCOMPARE(QString::fromStdString(parts::controller(*window_)->position().fen()), before);
    }

    // Game → New Game…: the start position field.
    void newGameFen_data() { fens(); }
    void newGameFen() {
        QFETCH(QString, fen);
        NewGameDialog dialog(GameSetup{});
        auto* edit = dialog.findChild<QLineEdit*>(QStringLiteral("fenEdit"));
        auto* error = dialog.findChild<QLabel*>(QStringLiteral("fenError"));
        QVERIFY(edit && error);
        edit->setText(fen);
        start(dialog);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));  // still open
        checkChinese(error->text());
    }

    // The position editor's FEN line (Return) and its Paste button.
    void positionEditorFen_data() {
        // The editor reads the board leniently (any pieces anywhere): only malformed text is refused.
        QTest::addColumn<QString>("fen");
        QTest::newRow("unknown letter") << BadFens[0];
        QTest::newRow("8 files") << BadFens[1];
        QTest::newRow("11 files") << BadFens[2];
        QTest::newRow("9 ranks") << "rnbakabnr/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
        QTest::newRow("bad side") << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x";
        QTest::newRow("empty") << "   ";
    }
    void positionEditorFen() {
        QFETCH(QString, fen);
        PositionEditor editor(QString(), GameSetup{});
        auto* edit = editor.findChild<QLineEdit*>(QStringLiteral("fenEdit"));
        auto* error = editor.findChild<QLabel*>(QStringLiteral("fenError"));
        QVERIFY(edit && error);
        edit->setText(fen);
        emit edit->returnPressed();
        checkChinese(error->text());
        QApplication::clipboard()->setText(fen);
        error->clear();
        auto* paste = editor.findChild<QAbstractButton*>(QStringLiteral("pasteButton"));
        QVERIFY(paste);
        paste->click();
        checkChinese(error->text());
    }

    // The move box under the move list.
    void moveBox_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("unknown character") << QStringLiteral("炮二走五");
        QTest::newRow("no such piece") << QStringLiteral("炮五平四");
        QTest::newRow("not legal") << QStringLiteral("兵三平四");
        QTest::newRow("not a move") << QStringLiteral("炮二");
        QTest::newRow("latin garbage") << QStringLiteral("xyz");
    }
    void moveBox() {
        QFETCH(QString, text);
        window_->newGame(GameSetup{});
        QLineEdit* box = parts::moveInput(*window_);
        box->setText(text);
        emit box->returnPressed();
        QCOMPARE(parts::controller(*window_)->length(), 0);
        checkChinese(parts::lastStatus(*window_));
        QVERIFY2(parts::lastStatus(*window_).contains(text), qPrintable(parts::lastStatus(*window_)));  // quotes what was typed
    }

    // Game → New Game…: the clock's typed time control.
    void newGameTimeControl_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("unknown form") << "10";
        QTest::newRow("bad number") << "ten+5";
        QTest::newRow("bad period") << "10+3x0s";
        QTest::newRow("empty part") << "10+5,";
        QTest::newRow("words") << "quick";
    }
    void newGameTimeControl() {
        QFETCH(QString, text);
        NewGameDialog dialog(GameSetup{});
        auto* edit = dialog.timeControlWidget()->textEdit();
        QLabel* error = dialog.timeControlWidget()->errorLabel();
        QVERIFY(edit && error);
        edit->setText(text);
        start(dialog);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        checkChinese(error->text());
        // A good one is taken, and the dialog closes.
        edit->setText(QStringLiteral("5+0,20s/move"));
        start(dialog);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.setup().timeControl.perMoveMs, qint64(20000));
        QCOMPARE(dialog.setup().timeControl.mainMs, qint64(300000));
    }

    // A damaged binary record: what the reader found is worded in Chinese, not pasted from its English detail.
    void damagedRecordData_data() {
        QTest::addColumn<int>("problem");
        QTest::addColumn<QString>("english");
        QTest::newRow("not a piece") << int(RecordError::DataProblem::NotAPiece) << "is no piece";
        QTest::newRow("square off the board") << int(RecordError::DataProblem::SquareOffBoard) << "off the board";
        QTest::newRow("two pieces") << int(RecordError::DataProblem::TwoPieces) << "two pieces";
        QTest::newRow("negative comment length") << int(RecordError::DataProblem::NegativeCommentLength)
                                                 << "negative";
        QTest::newRow("variation out of line") << int(RecordError::DataProblem::VariationOutOfLine) << "variation";
    }
    void damagedRecordData() {
        QFETCH(int, problem);
        QFETCH(QString, english);
        RecordError e;
        e.code = RecordErrorCode::BadData;
        e.offset = 2160;
        e.dataProblem = RecordError::DataProblem(problem);
        e.dataValue = 0x38;
        e.dataSquare = parseSquare("e5");
        e.detail = english.toStdString() + " (the reader's English detail)";
        const QString shown = recordErrorText(e);
        QVERIFY2(!shown.contains(english) && !shown.contains(QStringLiteral("detail")), qPrintable(shown));
        // Only the square's coordinates (e5) and the byte in hexadecimal (0x38) are Latin.
        QString rest = shown;
        rest.remove(QStringLiteral("e5")).remove(QStringLiteral("0x38"));
        checkChinese(rest);
    }

    // Issue 44, items 13 and 14: a record's illegal move is explained with the board's own reason (the same words as
    // the move box's), its pieces named in the notation of the record; a text that is no record says so. In Chinese.
    void recordErrors_data() {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<QString>("move");         // the refused move, ICCS (empty: no refusal)
        QTest::addColumn<QString>("coordinates");  // squares the message names (an ICCS record names squares)
        QTest::newRow("horse leg, Chinese") << QStringLiteral("1. 傌八進六 *") << "b0d1"
                                            << "";
        QTest::newRow("chariot through a soldier, ICCS") << QStringLiteral("1. i0i5 *") << "i0i5"
                                                         << "i3";
        QTest::newRow("no record") << QStringLiteral("Copyright (c) 2024\n") << ""
                                   << "";
    }
    void recordErrors() {
        QFETCH(QString, pgn);
        QFETCH(QString, move);
        QFETCH(QString, coordinates);
        const RecordFile f = readRecords(pgn.toStdString(), "x.pgn");
        QCOMPARE(f.errors.size(), std::size_t(1));
        const QString shown = recordErrorText(f.errors[0]);
        checkChinese(coordinates.isEmpty() ? shown : QString(shown).remove(coordinates));
        if (!move.isEmpty()) {
            const Position start;
            const Notation n = pgn.contains(QStringLiteral("傌")) ? Notation::Chinese : Notation::Iccs;
            const QString reason = illegalMoveReason(start, parseUciMove(move.toStdString()), n);
            QVERIFY2(!reason.isEmpty() && shown.endsWith(reason), qPrintable(shown + " / " + reason));
        }
    }

    // A repetition verdict is explained in Chinese: the rule, what the side did and each move (only the moves and
    // squares, as ICCS coordinates, are Latin), for a loss, a draw, and under the Chinese rules.
    void repetitionVerdict_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("rules");
        QTest::addColumn<QString>("rule");
        QTest::newRow("two rooks chase one cannon") << "3k5/9/9/9/8R/7R1/9/c8/9/4K4 w - - 0 1"
                                                    << "h4h2 a2a3 i5i3 a3a4 h2h4 a4a5 i3i5 a5a2 h4h2 a2a3 i5i3 a3a4 "
                                                       "h2h4 a4a5 i3i5 a5a2"
                                                    << int(RuleSet::Asian) << QStringLiteral("第33条");
        QTest::newRow("one check one chase, Asian") << "4k4/9/c8/9/9/9/9/9/9/3K4R w - - 0 1"
                                                    << "i0i9 e9e8 i9i7 e8e9 i7i9 e9e8 i9i7 e8e9 i7i9"
                                                    << int(RuleSet::Asian) << QStringLiteral("第12条");
        QTest::newRow("one check one chase, Chinese") << "4k4/9/c8/9/9/9/9/9/9/3K4R w - - 0 1"
                                                      << "i0i9 e9e8 i9i7 e8e9 i7i9 e9e8 i9i7 e8e9 i7i9"
                                                      << int(RuleSet::Chinese) << QStringLiteral("中国规则");
        // Chinese rules: perpetual threats of mate (长杀) and one rook chasing two cannons (长捉 of several pieces).
        QTest::newRow("threats of mate, Chinese") << "5k3/1P2P4/9/9/2b6/9/2R6/9/9/3K5 w - - 0 1"
                                                  << "c3a3 c5a7 a3c3 a7c5 c3a3 c5a7 a3c3 a7c5"
                                                  << int(RuleSet::Chinese) << QStringLiteral("伏杀");
        QTest::newRow("one rook chasing two, Chinese") << "4k4/1c7/1c5R1/9/9/9/9/9/9/3K5 w - - 0 1"
                                                       << "h7h8 e9f9 h8h7 f9e9 h7h8 e9f9 h8h7 f9e9"
                                                       << int(RuleSet::Chinese) << QStringLiteral("第24.13条");
    }
    void repetitionVerdict() {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(int, rules);
        QFETCH(QString, rule);
        Position pos;
        QVERIFY(pos.setFen(fen.toStdString()));
        for (const QString& m : moves.split(' ', Qt::SkipEmptyParts)) pos.makeMove(parseUciMove(m.toStdString()));
        const Verdict v = adjudicate(pos, RuleSet(rules));
        const QString shown = repetitionExplanation(v);
        QVERIFY2(shown.contains(rule), qPrintable(shown));
        QVERIFY2(shown.count('\n') >= 2, qPrintable(shown));  // the rule, the case, and the moves
        static const QRegularExpression iccs(QStringLiteral("[a-i][0-9]([a-i][0-9])?"));
        checkChinese(QString(shown).remove(iccs));
    }

    // The explanation writes the moves in the window's notation: 车一退二 in Chinese (simplified characters, the
    // default of this simplified-Chinese window), R1-2 in WXF, i9i7 in ICCS (the move list's notes, the repetition
    // warning and the game-over dialog use it).
    void repetitionMovesInNotation_data() {
        QTest::addColumn<int>("notation");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("notMove");
        // The cycle's red moves: i9i7 (the chase) and i7i9 (the check).
        QTest::newRow("chinese") << int(Notation::Chinese) << QStringLiteral("车一退二") << QStringLiteral("i9i7");
        QTest::newRow("wxf") << int(Notation::Wxf) << QStringLiteral("R1-2") << QStringLiteral("i9i7");
        QTest::newRow("iccs") << int(Notation::Iccs) << QStringLiteral("i9i7") << QStringLiteral("R1-2");
    }
    void repetitionMovesInNotation() {
        QFETCH(int, notation);
        QFETCH(QString, move);
        QFETCH(QString, notMove);
        Position pos;
        QVERIFY(pos.setFen("4k4/9/c8/9/9/9/9/9/9/3K4R w - - 0 1"));
        // One check, one chase: the move list notes Red's checks and chases.
        for (const char* m : {"i0i9", "e9e8", "i9i7", "e8e9", "i7i9", "e9e8", "i9i7", "e8e9", "i7i9"})
            pos.makeMove(parseUciMove(m));
        const Verdict v = adjudicate(pos, RuleSet::Asian);
        QCOMPARE(v.repetition.kind, RepetitionCase::CheckAndChase);
        const QString shown = repetitionExplanation(v, pos, Notation(notation));
        QVERIFY2(shown.contains(move), qPrintable(shown));
        QVERIFY2(!shown.contains(notMove), qPrintable(shown));
        const QString one = forcingMoveText(v.repetition, v.repetition.moves.front(), pos, Notation(notation));
        QVERIFY2(one.contains(move), qPrintable(one));
    }

private:
    static void fens() {
        QTest::addColumn<QString>("fen");
        for (const char* fen : BadFens) QTest::newRow(fen) << QString::fromLatin1(fen);
    }
    static void start(NewGameDialog& dialog) {
        auto* buttons = dialog.findChild<QDialogButtonBox*>();
        QVERIFY(buttons);
        buttons->button(QDialogButtonBox::Ok)->click();
    }

    MainWindow* window_ = nullptr;
};

QTEST_MAIN(TestErrorWording)
#include "test_errorwording.moc"
