// Clock arithmetic under a fake time source: Fischer increment, time per move, byo-yomi periods, flag fall,
// pauses, take-back snapshots, the search limits derived from a clock, and the text form of time controls.
#include <QTest>

#include "xiangqi/clock.h"

using xq::Color;
using xq::describe;
using xq::GameClock;
using xq::ManualTimeSource;
using xq::TimeControl;
using xq::TimeControlError;
using xq::TimeControlErrorCode;

class TestClock : public QObject {
    Q_OBJECT

private slots:
    void fischerIncrement() {
        ManualTimeSource t;
        GameClock clock(TimeControl::fischer(60000, 2000), &t);
        QCOMPARE(clock.mainRemainingMs(Color::Red), 60000);
        clock.start(Color::Red);
        t.advance(5000);
        QCOMPARE(clock.mainRemainingMs(Color::Red), 55000);
        QCOMPARE(clock.mainRemainingMs(Color::Black), 60000);  // not running
        QVERIFY(clock.moveMade());
        QCOMPARE(clock.mainRemainingMs(Color::Red), 57000);  // 55 s + 2 s increment
        QCOMPARE(clock.sideRunning(), Color::Black);
        t.advance(10000);
        QVERIFY(clock.moveMade());
        QCOMPARE(clock.mainRemainingMs(Color::Black), 52000);
        QCOMPARE(clock.mainRemainingMs(Color::Red), 57000);
    }

    void fischerFlagFall() {
        ManualTimeSource t;
        GameClock clock(TimeControl::fischer(3000, 1000), &t);
        clock.start(Color::Red);
        t.advance(2999);
        QVERIFY(!clock.flagFallen(Color::Red));
        QCOMPARE(clock.msUntilFlag(Color::Red), 1);
        t.advance(1);
        QVERIFY(clock.flagFallen(Color::Red));
        QVERIFY(!clock.flagFallen(Color::Black));
        QVERIFY(!clock.moveMade());  // too late: the move does not count and nothing changes
        QCOMPARE(clock.sideRunning(), Color::Red);
        QCOMPARE(clock.mainRemainingMs(Color::Red), 0);
    }

    void pauseKeepsTimeUsed() {
        ManualTimeSource t;
        GameClock clock(TimeControl::fischer(60000, 0), &t);
        clock.start(Color::Black);
        t.advance(4000);
        clock.pause();
        t.advance(100000);  // paused: nothing counts
        QCOMPARE(clock.mainRemainingMs(Color::Black), 56000);
        clock.start(Color::Black);
        t.advance(1000);
        QCOMPARE(clock.mainRemainingMs(Color::Black), 55000);
        QCOMPARE(clock.elapsedThisMoveMs(Color::Black), 5000);
    }

    void perMoveLimit() {
        ManualTimeSource t;
        GameClock clock(TimeControl::perMove(30000), &t);
        QCOMPARE(clock.msUntilFlag(Color::Red), 30000);
        clock.start(Color::Red);
        t.advance(29000);
        QVERIFY(clock.moveMade());
        QCOMPARE(clock.moveRemainingMs(Color::Red), 30000);  // a fresh 30 s for the next move
        t.advance(30000);
        QVERIFY(clock.flagFallen(Color::Black));
        QVERIFY(!clock.moveMade());
    }

    void byoYomiPeriods() {
        ManualTimeSource t;
        // 1 minute, then 3 periods of 10 s.
        GameClock clock(TimeControl::byoYomi(60000, 3, 10000), &t);
        clock.start(Color::Red);
        t.advance(59000);
        QVERIFY(!clock.inByoYomi(Color::Red));
        QCOMPARE(clock.periodsLeft(Color::Red), 3);
        QCOMPARE(clock.msUntilFlag(Color::Red), 1000 + 30000);
        t.advance(1000);  // main time gone: the first period starts
        QVERIFY(clock.inByoYomi(Color::Red));
        QCOMPARE(clock.periodsLeft(Color::Red), 3);
        QCOMPARE(clock.periodRemainingMs(Color::Red), 10000);
        t.advance(9000);
        QVERIFY(clock.moveMade());  // made within the period: all 3 are kept
        QCOMPARE(clock.periodsLeft(Color::Red), 3);
        QCOMPARE(clock.mainRemainingMs(Color::Red), 0);
        t.advance(1000);
        QVERIFY(clock.moveMade());  // Black, still in main time
        t.advance(25000);           // Red overruns two periods: one left, 5 s into it
        QCOMPARE(clock.periodsLeft(Color::Red), 1);
        QCOMPARE(clock.periodRemainingMs(Color::Red), 5000);
        QVERIFY(clock.moveMade());
        QCOMPARE(clock.periodsLeft(Color::Red), 1);
        t.advance(1000);
        QVERIFY(clock.moveMade());  // Black
        t.advance(9999);
        QVERIFY(!clock.flagFallen(Color::Red));
        t.advance(1);
        QVERIFY(clock.flagFallen(Color::Red));
        QCOMPARE(clock.periodsLeft(Color::Red), 0);
        QVERIFY(!clock.moveMade());
    }

    void byoYomiWithoutMainTime() {
        ManualTimeSource t;
        GameClock clock(TimeControl::byoYomi(0, 1, 20000), &t);
        QVERIFY(clock.inByoYomi(Color::Red));
        clock.start(Color::Red);
        t.advance(19000);
        QVERIFY(clock.moveMade());
        t.advance(20000);
        QVERIFY(clock.flagFallen(Color::Black));
    }

    void untimedNeverFalls() {
        ManualTimeSource t;
        GameClock clock(TimeControl{}, &t);
        clock.start(Color::Red);
        t.advance(1000000000);
        QCOMPARE(clock.msUntilFlag(Color::Red), -1);
        QVERIFY(!clock.flagFallen(Color::Red));
        QVERIFY(clock.moveMade());
    }

    void takeBackRestoresState() {
        ManualTimeSource t;
        GameClock clock(TimeControl::fischer(60000, 1000), &t);
        clock.start(Color::Red);
        t.advance(3000);
        const GameClock::State before = clock.state();
        QVERIFY(clock.moveMade());
        t.advance(7000);
        QVERIFY(clock.moveMade());
        clock.restore(before);
        QVERIFY(!clock.isRunning());
        QCOMPARE(clock.mainRemainingMs(Color::Red), 57000);
        QCOMPARE(clock.mainRemainingMs(Color::Black), 60000);
        QCOMPARE(clock.sideRunning(), Color::Red);
    }

    void searchLimitsFromClock() {
        ManualTimeSource t;
        GameClock fischer(TimeControl::fischer(60000, 2000), &t);
        fischer.start(Color::Black);
        t.advance(10000);
        xq::SearchLimits l = fischer.searchLimits(Color::Black, 100);
        QCOMPARE(l.btime, 49900);
        QCOMPARE(l.wtime, 60000);
        QCOMPARE(l.winc, 2000);
        QCOMPARE(l.binc, 2000);
        QCOMPARE(l.movetimeMs, 0);

        GameClock perMove(TimeControl::perMove(5000), &t);
        perMove.start(Color::Red);
        t.advance(1000);
        l = perMove.searchLimits(Color::Red, 100);
        QCOMPARE(l.movetimeMs, 3900);
        QCOMPARE(l.wtime, -1);

        GameClock byo(TimeControl::byoYomi(0, 2, 10000), &t);
        l = byo.searchLimits(Color::Red, 500);
        QCOMPARE(l.movetimeMs, 9500);
    }

    void textForm_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("main");
        QTest::addColumn<qint64>("inc");
        QTest::addColumn<qint64>("perMove");
        QTest::addColumn<int>("periods");
        QTest::addColumn<qint64>("period");
        QTest::newRow("fischer") << "10+5" << qint64(600000) << qint64(5000) << qint64(0) << 0 << qint64(0);
        QTest::newRow("per move") << "30s/move" << qint64(0) << qint64(0) << qint64(30000) << 0 << qint64(0);
        QTest::newRow("byo-yomi") << "20+3x30s" << qint64(1200000) << qint64(0) << qint64(0) << 3 << qint64(30000);
        QTest::newRow("both") << "5+0,20s/move" << qint64(300000) << qint64(0) << qint64(20000) << 0 << qint64(0);
        QTest::newRow("untimed") << "untimed" << qint64(0) << qint64(0) << qint64(0) << 0 << qint64(0);
    }
    void textForm() {
        QFETCH(QString, text);
        TimeControl tc;
        TimeControlError error;
        QVERIFY2(TimeControl::parse(text.toStdString(), &tc, &error), describe(error).c_str());
        QFETCH(qint64, main);
        QFETCH(qint64, inc);
        QFETCH(qint64, perMove);
        QFETCH(int, periods);
        QFETCH(qint64, period);
        QCOMPARE(tc.mainMs, main);
        QCOMPARE(tc.incrementMs, inc);
        QCOMPARE(tc.perMoveMs, perMove);
        QCOMPARE(tc.byoPeriods, periods);
        QCOMPARE(tc.byoPeriodMs, period);
        QCOMPARE(QString::fromStdString(tc.toString()), text);
    }

    void clockFace_data() {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("fallen") << qint64(0) << "0:00";
        QTest::newRow("negative") << qint64(-5) << "0:00";
        QTest::newRow("1 ms") << qint64(1) << "0:00.1";
        QTest::newRow("9.4 s") << qint64(9400) << "0:09.4";
        QTest::newRow("9.41 s") << qint64(9410) << "0:09.5";
        QTest::newRow("10 s") << qint64(10000) << "0:10";
        QTest::newRow("10.001 s") << qint64(10001) << "0:11";
        QTest::newRow("12:34") << qint64(754000) << "12:34";
        QTest::newRow("hours") << qint64(3903000) << "1:05:03";
    }
    void clockFace() {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(xq::formatClockTime(ms)), text);
    }

    void textFormRejectsGarbage() {
        TimeControl tc = TimeControl::fischer(1000, 0);
        TimeControlError error;
        for (const char* bad : {"", "10", "ten+5", "10+5x", "10+0x30s", "-1+5", "10+3x0s", "5s/move,oops"}) {
            QVERIFY2(!TimeControl::parse(bad, &tc, &error), bad);
            QVERIFY(bool(error));
            QVERIFY(!describe(error).empty());
        }
        QCOMPARE(tc, TimeControl::fischer(1000, 0));  // unchanged
    }

    // Errors are data: a code, the offset of the offending text, the text and the part it is in.
    void textFormErrorCodes_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("bad");
        QTest::addColumn<QString>("part");
        auto row = [](const char* text, TimeControlErrorCode code, int offset, const char* bad, const char* part) {
            QTest::newRow(text) << text << int(code) << offset << bad << part;
        };
        row("", TimeControlErrorCode::Empty, 0, "", "");
        row("10+5,", TimeControlErrorCode::Empty, 5, "", "");
        row("10", TimeControlErrorCode::UnknownForm, 0, "10", "10");
        row("10+5x", TimeControlErrorCode::UnknownForm, 0, "10+5x", "10+5x");
        row("ten+5", TimeControlErrorCode::BadNumber, 0, "ten", "ten+5");
        row("-1+5", TimeControlErrorCode::BadNumber, 0, "-1", "-1+5");
        row("10+y", TimeControlErrorCode::BadNumber, 3, "y", "10+y");
        row("10+x", TimeControlErrorCode::UnknownForm, 0, "10+x", "10+x");  // periods left out
        row("10+0x30s", TimeControlErrorCode::BadNumber, 3, "0", "10+0x30s");
        row("10+3x0s", TimeControlErrorCode::BadNumber, 5, "0", "10+3x0s");
        row("0s/move", TimeControlErrorCode::BadNumber, 0, "0", "0s/move");
        row("5s/move,oops", TimeControlErrorCode::UnknownForm, 8, "oops", "oops");
    }
    void textFormErrorCodes() {
        QFETCH(QString, text);
        QFETCH(int, code);
        QFETCH(int, offset);
        QFETCH(QString, bad);
        QFETCH(QString, part);
        TimeControl tc = TimeControl::perMove(7000);
        TimeControlError e;
        QVERIFY(!TimeControl::parse(text.toStdString(), &tc, &e));
        QCOMPARE(int(e.code), code);
        QCOMPARE(e.offset, offset);
        QCOMPARE(QString::fromStdString(e.text), bad);
        QCOMPARE(QString::fromStdString(e.part), part);
        QCOMPARE(text.mid(offset, bad.size()), bad);  // the offset points at the offending text
        QVERIFY(!describe(e).empty());                // English for the command line (xiangqi --clock)
        QCOMPARE(tc, TimeControl::perMove(7000));
    }
};

QTEST_GUILESS_MAIN(TestClock)
#include "test_clock.moc"
