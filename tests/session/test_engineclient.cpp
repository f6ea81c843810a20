// The external engine client: protocol text both ways, option and info parsing, configurations, and real
// conversations with our xiangqi-engine, Fairy-Stockfish (UCI and UCCI) and misbehaving fake engines.
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <cstring>
#include <functional>
#include <QTest>

#include "scriptedengine.h"
#include "xiangqi/movegen.h"
#include "xiangqi/session/analysisengine.h"
#include "xiangqi/session/engineprocess.h"
#include "xiangqi/session/engineregistry.h"
#include "xiangqi/session/gameanalyser.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/player.h"
#include "xiangqi/session/settings.h"
#include "xiangqi/session/wording.h"

#ifdef Q_OS_UNIX
#include <signal.h>
#endif

using namespace xq;
using namespace xq::session;

namespace {

const QString OurEngine = QStringLiteral(XIANGQI_BIN_DIR "/xiangqi-engine" XIANGQI_EXE);
const QString FakeEngine = QStringLiteral(XIANGQI_BIN_DIR "/xiangqi_fake_engine" XIANGQI_EXE);

QString fairyStockfish() {
    QString path = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"));
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(QStringLiteral("fairy-stockfish"), {QStringLiteral("/usr/games")});
    return path;
}

EngineConfig config(const QString& command, EngineProtocol p = EngineProtocol::Uci, QStringList args = {}) {
    EngineConfig c;
    c.name = QStringLiteral("test");
    c.command = command;
    c.arguments = args;
    c.protocol = p;
    return c;
}

Move uci(const char* text) { return parseUciMove(text); }

bool startAndWait(EngineProcess& e, const EngineConfig& c, int ms = 10000) {
    QSignalSpy ready(&e, &EngineProcess::ready);
    e.start(c);
    return ready.wait(ms) || !ready.isEmpty();
}

// A review's engine through the one factory: ours (nullopt) or the external one.
std::unique_ptr<EngineClient> reviewEngine(const std::optional<EngineConfig>& external = std::nullopt) {
    EngineChoice choice;
    choice.external = external;
    choice.use = EngineUse::Review;
    return makeEngineClient(choice);
}

}  // namespace

class TestEngineClient : public QObject {
    Q_OBJECT

private slots:
    // Windows keeps settings in the registry only under an organization name (without one QSettings reads and
    // writes nothing there); the application name is this test program's, so no other test shares its key.
    void initTestCase() { QCoreApplication::setOrganizationName("XiangqiTest"); }

    void moveConversion_data() {
        QTest::addColumn<int>("protocol");
        QTest::addColumn<QString>("ours");
        QTest::addColumn<QString>("theirs");
        QTest::newRow("uci") << int(EngineProtocol::Uci) << "h2e2"
                             << "h2e2";
        QTest::newRow("ucci") << int(EngineProtocol::Ucci) << "h9g7"
                              << "h9g7";
        QTest::newRow("fsf h2e2") << int(EngineProtocol::UciFsf) << "h2e2"
                                  << "h3e3";
        QTest::newRow("fsf back rank") << int(EngineProtocol::UciFsf) << "a9a8"
                                       << "a10a9";
        QTest::newRow("fsf a0") << int(EngineProtocol::UciFsf) << "a0a9"
                                << "a1a10";
        QTest::newRow("fsf i0") << int(EngineProtocol::UciFsf) << "i0i1"
                                << "i1i2";
    }
    void moveConversion() {
        QFETCH(int, protocol);
        QFETCH(QString, ours);
        QFETCH(QString, theirs);
        const auto p = EngineProtocol(protocol);
        const Move m = parseUciMove(ours.toStdString());
        QVERIFY(!m.isNone());
        QCOMPARE(moveToEngine(m, p), theirs);
        QCOMPARE(moveFromEngine(theirs, p), m);
    }

    void malformedMovesRejected() {
        for (const char* bad : {"", "h2", "h2e", "j2e2", "h2e2x", "h10e2", "a0a0"})
            QVERIFY2(moveFromEngine(QString::fromLatin1(bad), EngineProtocol::Uci).isNone(), bad);
        for (const char* bad : {"a0a1", "a11a10", "h3e", "i1i0"})
            QVERIFY2(moveFromEngine(QString::fromLatin1(bad), EngineProtocol::UciFsf).isNone(), bad);
    }

    void optionLines() {
        auto hash = parseOptionLine(QStringLiteral("option name Hash type spin default 16 min 1 max 131072"));
        QVERIFY(hash);
        QCOMPARE(hash->name, QStringLiteral("Hash"));
        QCOMPARE(hash->type, EngineOption::Type::Spin);
        QCOMPARE(hash->defaultValue, QStringLiteral("16"));
        QCOMPARE(hash->min, 1);
        QCOMPARE(hash->max, 131072);

        auto skill = parseOptionLine(QStringLiteral("option name Skill Level type spin default 20 min -20 max 20"));
        QVERIFY(skill);
        QCOMPARE(skill->name, QStringLiteral("Skill Level"));
        QCOMPARE(skill->min, -20);

        auto combo = parseOptionLine(QStringLiteral(
            "option name Analysis Contempt type combo default Both var Both var Off var White var Black"));
        QVERIFY(combo);
        QCOMPARE(combo->type, EngineOption::Type::Combo);
        QCOMPARE(combo->choices, (QStringList{"Both", "Off", "White", "Black"}));

        auto check = parseOptionLine(QStringLiteral("option name Ponder type check default false"));
        QVERIFY(check && check->type == EngineOption::Type::Check && check->defaultValue == QLatin1String("false"));

        auto empty = parseOptionLine(QStringLiteral("option name SyzygyPath type string default <empty>"));
        QVERIFY(empty && empty->type == EngineOption::Type::String && empty->defaultValue.isEmpty());

        auto button = parseOptionLine(QStringLiteral("option name Clear Hash type button"));
        QVERIFY(button && button->type == EngineOption::Type::Button && button->name == QLatin1String("Clear Hash"));

        // UCCI: no "name" keyword
        auto ucci = parseOptionLine(QStringLiteral("option usemillisec type check default false"));
        QVERIFY(ucci && ucci->name == QLatin1String("usemillisec") && ucci->type == EngineOption::Type::Check);
        auto ucciSpin = parseOptionLine(QStringLiteral("option Hash type spin min 1 max 512 default 16"));
        QVERIFY(ucciSpin && ucciSpin->max == 512 && ucciSpin->defaultValue == QLatin1String("16"));

        QVERIFY(!parseOptionLine(QStringLiteral("option name Foo type wheel default 1")));
        QVERIFY(!parseOptionLine(QStringLiteral("option name Foo type spin default 1 min x max 3")));
        QVERIFY(!parseOptionLine(QStringLiteral("option name Foo")));
        QVERIFY(!parseOptionLine(QStringLiteral("opt name Foo type check")));
    }

    void infoLines() {
        Position start;
        // Red to move: the score is Red's already.
        auto i = parseInfoLine(QStringLiteral("info depth 12 seldepth 20 multipv 2 score cp 35 nodes 1000 nps 5000 "
                                              "time 200 pv h2e2 h9g7"),
                               start, EngineProtocol::Uci);
        QVERIFY(i);
        QCOMPARE(i->depth, 12);
        QCOMPARE(i->seldepth, 20);
        QCOMPARE(i->multipv, 2);
        QVERIFY(i->hasScore && !i->mate);
        QCOMPARE(i->score, 35);
        QCOMPARE(i->nodes, 1000u);
        QCOMPARE(i->nps, 5000u);
        QCOMPARE(i->timeMs, 200);
        QCOMPARE(i->pv, (std::vector<Move>{uci("h2e2"), uci("h9g7")}));

        // Black to move, Fairy-Stockfish ranks: score turned to Red's side, moves shifted.
        Position afterCannon;
        afterCannon.makeMove(uci("h2e2"));
        i = parseInfoLine(QStringLiteral("info depth 5 score cp 40 upperbound pv h10g8 h1g3"), afterCannon,
                          EngineProtocol::UciFsf);
        QVERIFY(i);
        QCOMPARE(i->score, -40);
        QCOMPARE(i->bound, 1);  // an upper bound for Black is a lower bound for Red
        QCOMPARE(i->pv, (std::vector<Move>{uci("h9g7"), uci("h0g2")}));

        i = parseInfoLine(QStringLiteral("info depth 9 score mate 3 pv h10g8"), afterCannon, EngineProtocol::UciFsf);
        QVERIFY(i && i->mate);
        QCOMPARE(i->mateIn, -3);  // Black mates
        QCOMPARE(i->matePlies, 0);  // UCI says moves: the plies are not known, and not made up
        QVERIFY(i->score < -MateBound);  // an order only: a mate for Black below every centipawn score

        // UCCI: a bare number; ElephantEye's mate scores.
        i = parseInfoLine(QStringLiteral("info depth 8 score 27 pv h2e2"), start, EngineProtocol::Ucci);
        QVERIFY(i && i->hasScore && i->score == 27);
        i = parseInfoLine(QStringLiteral("info depth 8 score 9995 pv h2e2"), start, EngineProtocol::Ucci);
        QVERIFY(i && i->mate);
        QCOMPARE(i->mateIn, 3);
        QCOMPARE(i->matePlies, 5);  // UCCI says plies (10000 - 5): kept exactly
        QCOMPARE(i->score, MateScore - 5);
        i = parseInfoLine(QStringLiteral("info depth 8 score -9994 pv h2e2"), start, EngineProtocol::Ucci);
        QVERIFY(i && i->mate);
        QCOMPARE(i->matePlies, -6);  // Red to move is mated in 6 plies: Black mates in 3 moves
        QCOMPARE(i->mateIn, -3);

        // The PV is cut at the first move that is not legal in turn.
        i = parseInfoLine(QStringLiteral("info depth 3 score cp 1 pv h2e2 a0a9 h9g7"), start, EngineProtocol::Uci);
        QCOMPARE(i->pv, (std::vector<Move>{uci("h2e2")}));

        i = parseInfoLine(QStringLiteral("info string hello world"), start, EngineProtocol::Uci);
        QVERIFY(i && !i->hasScore && i->text == "hello world");
        i = parseInfoLine(QStringLiteral("info currmove h2e2 currmovenumber 1 depth 4"), start, EngineProtocol::Uci);
        QCOMPARE(i->depth, 4);
        QVERIFY(!parseInfoLine(QStringLiteral("bestmove h2e2"), start, EngineProtocol::Uci));
    }

    // The registry owns the configured engines: a stored one writes the user's settings on every change and a new
    // stored registry reads them back; one in memory never writes; changed() only when the list differs; the saved
    // game setup finds its engines in the registry it is given. (This process has a home of its own: testhome.cpp.)
    void registryOwnsTheEngines() {
        QSettings().remove(QStringLiteral("engines"));
        auto named = [](const QString& name, EngineProtocol p) {
            EngineConfig c = config(QStringLiteral("/opt/") + name, p);
            c.name = name;
            return c;
        };
        EngineRegistry memory(EngineRegistry::Storage::MemoryOnly);
        QSignalSpy changed(&memory, &EngineRegistry::changed);
        memory.setEngines({named(QStringLiteral("pika"), EngineProtocol::Uci)});
        memory.setEngines({named(QStringLiteral("pika"), EngineProtocol::Uci)});
        QCOMPARE(changed.count(), 1);
        QVERIFY(EngineRegistry(EngineRegistry::Storage::UserSettings).engines().isEmpty());

        EngineRegistry stored(EngineRegistry::Storage::UserSettings);
        stored.setEngines({named(QStringLiteral("pika"), EngineProtocol::Ucci), named(QStringLiteral("eleeye"), EngineProtocol::Ucci)});
        const EngineRegistry again(EngineRegistry::Storage::UserSettings);
        QCOMPARE(again.engines(), stored.engines());
        QVERIFY(again.find(QStringLiteral("eleeye")));
        QVERIFY(!again.find(QStringLiteral("maxqi")));

        QSettings().setValue(QStringLiteral("game/blackEngine"), QStringLiteral("pika"));
        QCOMPARE(Settings::load().setup.blackEngine->protocol, EngineProtocol::Ucci);  // the user's list
        QCOMPARE(Settings::load(&memory).setup.blackEngine->protocol, EngineProtocol::Uci);  // the one given
        QSettings().setValue(QStringLiteral("game/blackEngine"), QStringLiteral("maxqi"));
        QVERIFY(!Settings::load(&stored).setup.blackEngine);  // not installed: dropped
        QSettings().remove(QStringLiteral("engines"));
        QSettings().remove(QStringLiteral("game/blackEngine"));
    }

    void configsRoundTrip() {
        EngineConfig c = config(QStringLiteral("/usr/games/fairy-stockfish"), EngineProtocol::UciFsf,
                                {QStringLiteral("--flag"), QStringLiteral("two words")});
        c.name = QStringLiteral("Fairy 象棋");
        c.options = {{QStringLiteral("Skill Level"), QStringLiteral("10")},
                     {QStringLiteral("Hash"), QStringLiteral("64")}};
        const QByteArray json = QJsonDocument(c.toJson()).toJson();
        QString error;
        auto back = EngineConfig::fromJson(QJsonDocument::fromJson(json).object(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, c);

        QTemporaryDir dir;
        {
            QSettings s(dir.filePath(QStringLiteral("engines.ini")), QSettings::IniFormat);
            EngineConfig other = config(QStringLiteral("eleeye"), EngineProtocol::Ucci);
            EngineRegistry::write(s, {c, other});
        }
        QSettings s(dir.filePath(QStringLiteral("engines.ini")), QSettings::IniFormat);
        const auto list = EngineRegistry::read(s);
        QCOMPARE(list.size(), 2);
        QCOMPARE(list[0], c);
        QCOMPARE(list[1].protocol, EngineProtocol::Ucci);

        QJsonObject bad = c.toJson();
        bad[QStringLiteral("protocol")] = QStringLiteral("xboard");
        QVERIFY(!EngineConfig::fromJson(bad, &error));
        QVERIFY(error.contains(QLatin1String("xboard")));
        bad = c.toJson();
        bad.remove(QStringLiteral("command"));
        QVERIFY(!EngineConfig::fromJson(bad, &error));
    }

    void ourEngine() {
        EngineProcess e;
        QVERIFY(startAndWait(e, config(OurEngine)));
        QCOMPARE(e.state(), EngineProcess::State::Ready);
        QVERIFY(e.engineName().startsWith(QLatin1String("Xiangqi")));
        QVERIFY(e.option(QStringLiteral("hash")));
        const EngineOption* multiPv = e.option(QStringLiteral("MultiPV"));
        QVERIFY(multiPv);
        QCOMPARE(multiPv->max, 5);

        QSignalSpy infos(&e, &EngineProcess::info);
        QSignalSpy best(&e, &EngineProcess::bestMove);
        const std::vector<Move> moves = {uci("h2e2"), uci("h9g7")};
        const int id = e.go({}, moves, SearchLimits{4});
        QVERIFY(id > 0);
        QVERIFY(best.wait(10000));
        QCOMPARE(best.size(), 1);
        QCOMPARE(best[0][0].toInt(), id);
        Position pos;
        for (Move m : moves) pos.makeMove(m);
        QVERIFY(pos.isLegal(best[0][1].value<Move>()));
        QVERIFY(!infos.isEmpty());
        const SearchInfo last = infos.last()[1].value<SearchInfo>();
        QCOMPARE(last.depth, 4);
        QVERIFY(!last.pv.empty());
        QCOMPARE(last.pv.front(), best[0][1].value<Move>());
    }

    void multiPvFromOurEngine() {
        EngineProcess e;
        QVERIFY(startAndWait(e, config(OurEngine)));
        e.setMultiPv(3);
        QSignalSpy infos(&e, &EngineProcess::info);
        QSignalSpy best(&e, &EngineProcess::bestMove);
        e.go({}, {}, SearchLimits{5});
        QVERIFY(best.wait(10000));
        std::vector<Move> firsts(4);
        for (const auto& args : infos) {
            const SearchInfo i = args[1].value<SearchInfo>();
            if (i.depth == 5 && !i.pv.empty()) firsts[std::size_t(i.multipv)] = i.pv.front();
        }
        QVERIFY(!firsts[1].isNone() && !firsts[2].isNone() && !firsts[3].isNone());
        QVERIFY(firsts[1] != firsts[2] && firsts[2] != firsts[3] && firsts[1] != firsts[3]);
        QCOMPARE(firsts[1], best[0][1].value<Move>());
    }

    void newSearchDropsTheOldAnswer() {
        EngineProcess e;
        QVERIFY(startAndWait(e, config(OurEngine)));
        QSignalSpy best(&e, &EngineProcess::bestMove);
        SearchLimits infinite;
        infinite.infinite = true;
        const int first = e.go({}, {}, infinite);
        const int second = e.go({}, {uci("h2e2")}, SearchLimits{3});
        QVERIFY(second > first);
        QVERIFY(best.wait(10000));
        QTest::qWait(100);
        QCOMPARE(best.size(), 1);
        QCOMPARE(best[0][0].toInt(), second);
    }

    void fairyStockfishUci() {
        const QString fsf = fairyStockfish();
        if (fsf.isEmpty()) QSKIP("fairy-stockfish is not installed (apt-get install fairy-stockfish)");
        EngineProcess e;
        QSignalSpy sent(&e, &EngineProcess::lineSent);
        QVERIFY(startAndWait(e, config(fsf, EngineProtocol::UciFsf)));
        const EngineOption* variant = e.option(QStringLiteral("UCI_Variant"));
        QVERIFY(variant && variant->type == EngineOption::Type::Combo);
        QVERIFY(variant->choices.contains(QStringLiteral("xiangqi")));
        const EngineOption* skill = e.option(QStringLiteral("Skill Level"));
        QVERIFY(skill && skill->min == -20 && skill->max == 20);
        bool variantSet = false;
        for (const auto& a : sent)
            variantSet |= a[0].toString() == QLatin1String("setoption name UCI_Variant value xiangqi");
        QVERIFY(variantSet);

        // Our moves go out with ranks 1-10.
        QSignalSpy best(&e, &EngineProcess::bestMove);
        QSignalSpy infos(&e, &EngineProcess::info);
        sent.clear();
        e.go({}, {uci("h2e2"), uci("h9g7")}, SearchLimits{6});
        QVERIFY(best.wait(10000));
        bool converted = false;
        for (const auto& a : sent) converted |= a[0].toString().endsWith(QLatin1String("moves h3e3 h10g8"));
        QVERIFY(converted);
        Position pos;
        pos.makeMove(uci("h2e2"));
        pos.makeMove(uci("h9g7"));
        QVERIFY(pos.isLegal(best[0][1].value<Move>()));
        QVERIFY(!infos.isEmpty());
        for (const auto& a : infos) {  // every PV came back legal in our coordinates
            Position p = pos;
            for (Move m : a[1].value<SearchInfo>().pv) {
                QVERIFY(p.isLegal(m));
                p.makeMove(m);
            }
        }

        // Its moves come back with ranks 0-9: Black mates with the rook from a9 to a0 ("a10a1"), from Red's side.
        best.clear();
        infos.clear();
        e.go("r3k4/9/9/9/9/9/9/9/1r7/3K5 b - - 0 1", {}, SearchLimits{5});
        QVERIFY(best.wait(10000));
        QCOMPARE(best[0][1].value<Move>(), uci("a9a0"));
        const SearchInfo mate = infos.last()[1].value<SearchInfo>();
        QVERIFY(mate.mate);
        QCOMPARE(mate.mateIn, -1);
    }

    void fairyStockfishUcci() {
        const QString fsf = fairyStockfish();
        if (fsf.isEmpty()) QSKIP("fairy-stockfish is not installed (apt-get install fairy-stockfish)");
        EngineProcess e;  // Fairy-Stockfish answers "ucci" in UCCI, ranks 0-9
        QVERIFY(startAndWait(e, config(fsf, EngineProtocol::Ucci)));
        QVERIFY(e.option(QStringLiteral("Skill_Level")));
        QSignalSpy best(&e, &EngineProcess::bestMove);
        e.go({}, {uci("h2e2")}, SearchLimits{5});
        QVERIFY(best.wait(10000));
        Position pos;
        pos.makeMove(uci("h2e2"));
        QVERIFY(pos.isLegal(best[0][1].value<Move>()));
    }

    void goCommands_data() {
        QTest::addColumn<int>("protocol");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qint64>("movetime");
        QTest::addColumn<qint64>("nodes");
        QTest::addColumn<qint64>("wtime");
        QTest::addColumn<qint64>("btime");
        QTest::addColumn<qint64>("inc");
        QTest::addColumn<QString>("expected");
        const int u = int(EngineProtocol::Uci), c = int(EngineProtocol::Ucci);
        QTest::newRow("uci depth") << u << 7 << qint64(0) << qint64(0) << qint64(-1) << qint64(-1) << qint64(0)
                                   << "go depth 7";
        QTest::newRow("uci movetime") << u << 0 << qint64(300) << qint64(0) << qint64(-1) << qint64(-1) << qint64(0)
                                      << "go movetime 300";
        QTest::newRow("uci nodes") << u << 0 << qint64(0) << qint64(5000) << qint64(-1) << qint64(-1) << qint64(0)
                                   << "go nodes 5000";
        QTest::newRow("uci clock") << u << 0 << qint64(0) << qint64(0) << qint64(60000) << qint64(50000) << qint64(1000)
                                   << "go wtime 60000 btime 50000 winc 1000 binc 1000";
        QTest::newRow("uci nothing") << u << 0 << qint64(0) << qint64(0) << qint64(-1) << qint64(-1) << qint64(0)
                                     << "go infinite";
        // The fake UCCI engine offers usemillisec, so times go out in milliseconds.
        QTest::newRow("ucci depth") << c << 7 << qint64(0) << qint64(0) << qint64(-1) << qint64(-1) << qint64(0)
                                    << "go depth 7";
        QTest::newRow("ucci movetime") << c << 0 << qint64(300) << qint64(0) << qint64(-1) << qint64(-1) << qint64(0)
                                       << "go time 300 movestogo 1";
        QTest::newRow("ucci clock") << c << 0 << qint64(0) << qint64(0) << qint64(60000) << qint64(50000)
                                    << qint64(1000) << "go time 60000 increment 1000 opptime 50000 oppincrement 1000";
    }
    void goCommands() {
        QFETCH(int, protocol);
        QFETCH(int, depth);
        QFETCH(qint64, movetime);
        QFETCH(qint64, nodes);
        QFETCH(qint64, wtime);
        QFETCH(qint64, btime);
        QFETCH(qint64, inc);
        QFETCH(QString, expected);
        EngineProcess e;
        QSignalSpy sent(&e, &EngineProcess::lineSent);
        QVERIFY(startAndWait(e, config(FakeEngine, EngineProtocol(protocol), {QStringLiteral("legal")})));
        if (EngineProtocol(protocol) == EngineProtocol::Ucci) {
            bool millis = false;
            for (const auto& a : sent) millis |= a[0].toString() == QLatin1String("setoption usemillisec true");
            QVERIFY(millis);
        }
        SearchLimits l;
        l.depth = depth;
        l.movetimeMs = movetime;
        l.nodes = quint64(nodes);
        l.wtime = wtime;
        l.btime = btime;
        l.winc = l.binc = inc;
        QSignalSpy best(&e, &EngineProcess::bestMove);
        sent.clear();
        e.go({}, {}, l);
        QVERIFY(best.wait(5000));
        QCOMPARE(sent.size(), 2);
        QCOMPARE(sent[0][0].toString(), QStringLiteral("position fen ") + QString::fromLatin1(StartFen.data()));
        QCOMPARE(sent[1][0].toString(), expected);
    }

    void illegalBestMoveRefused() {
        EngineProcess e;
        QVERIFY(startAndWait(e, config(FakeEngine, EngineProtocol::Uci, {QStringLiteral("illegal")})));
        QSignalSpy best(&e, &EngineProcess::bestMove);
        QSignalSpy errors(&e, &EngineProcess::errorOccurred);
        e.go({}, {}, SearchLimits{1});
        QVERIFY(errors.wait(5000));
        const EngineError err = errors[0][0].value<EngineError>();
        QCOMPARE(err.code, EngineErrorCode::IllegalBestMove);
        QVERIFY(err.text.contains(QLatin1String("a0a9")));
        QVERIFY(!engineErrorText(err).isEmpty());
        QCOMPARE(best.size(), 0);
        QCOMPARE(e.state(), EngineProcess::State::Ready);  // still usable
    }

    void analyserWithOurEngine() {
        const auto e = reviewEngine(config(OurEngine));  // started by the first request; its handshake comes first
        GameAnalyser analyser(e.get());
        QSignalSpy finished(&analyser, &GameAnalyser::finished);
        QSignalSpy progress(&analyser, &GameAnalyser::progress);
        GameRecord record;
        // Ends in mate: the last position is judged without the engine.
        QVERIFY(record.setLine("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1", {uci("a0a9")}));
        analyser.analyse(record, SearchLimits{3});
        QVERIFY(finished.wait(10000));
        QCOMPARE(progress.last()[0].toInt(), 2);
        const auto& evals = analyser.evals();
        QCOMPARE(evals.size(), std::size_t(2));
        QVERIFY(evals[0].valid && evals[0].mate);
        QCOMPARE(evals[0].mateIn, 1);
        QVERIFY(!evals[0].best.isNone());  // a0a9, a0d0, or e0e1 (which leaves Black no move: a loss too)
        QVERIFY(evals[1].terminal && evals[1].scoreCp > 0);
    }

    void analyserInProcess() {
        const auto e = reviewEngine();  // our engine on its thread
        GameAnalyser analyser(e.get());
        QSignalSpy finished(&analyser, &GameAnalyser::finished);
        QSignalSpy progress(&analyser, &GameAnalyser::progress);
        GameRecord record;
        QVERIFY(record.setLine("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1", {uci("a0a9")}));
        analyser.analyse(record, SearchLimits{3});
        QVERIFY(analyser.isRunning());
        QVERIFY(finished.wait(10000));
        QCOMPARE(progress.size(), 2);
        const auto& evals = analyser.evals();
        QVERIFY(evals[0].valid && evals[0].mate);
        QCOMPARE(evals[0].mateIn, 1);
        QVERIFY(evals[1].terminal);
        QVERIFY(!analyser.isRunning());
    }

    void analyserInProcessCancels() {
        const auto e = reviewEngine();
        GameAnalyser analyser(e.get());
        QSignalSpy finished(&analyser, &GameAnalyser::finished);
        GameRecord record;
        QVERIFY(record.setLine({}, {uci("h2e2"), uci("h9g7"), uci("h0g2"), uci("i9h9")}));
        analyser.analyse(record, SearchLimits{40});  // far deeper than 200 ms allow
        QTest::qWait(200);
        QElapsedTimer t;
        t.start();
        analyser.cancel();
        // The search stops within milliseconds; the bound is loose because on a loaded machine merely clearing
        // the worker's hash table took hundreds of milliseconds. Without the stop it would search for hours.
        QVERIFY2(t.elapsed() < 2000, qPrintable(QStringLiteral("cancel took %1 ms").arg(t.elapsed())));
        QVERIFY(!analyser.isRunning());
        QTest::qWait(200);
        QCOMPARE(finished.size(), 0);
        // and it can start again at once
        analyser.analyse(record, SearchLimits{2});
        QVERIFY(finished.wait(10000));
        for (const PositionEval& ev : analyser.evals()) QVERIFY(ev.valid);
    }

    // Issue 35, defect 1: an engine that gives no usable answer (illegal moves: a wrong dialect; moves without a
    // score) fails the review with the reason; it never produces a flawless, flat review.
    void analyserFailsWithoutUsableAnswers_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("protocol");
        QTest::newRow("illegal moves") << "illegal" << int(EngineProtocol::Uci);
        QTest::newRow("no score") << "legal" << int(EngineProtocol::Uci);
        QTest::newRow("no score, ucci") << "legal" << int(EngineProtocol::Ucci);
    }
    void analyserFailsWithoutUsableAnswers() {
        QFETCH(QString, mode);
        QFETCH(int, protocol);
        const auto e = reviewEngine(config(FakeEngine, EngineProtocol(protocol), {mode}));
        GameAnalyser analyser(e.get());
        QSignalSpy finished(&analyser, &GameAnalyser::finished);
        QSignalSpy failed(&analyser, &GameAnalyser::failed);
        GameRecord record;
        QVERIFY(record.setLine({}, {uci("h2e2"), uci("h9g7")}));
        analyser.analyse(record, SearchLimits{1});
        QVERIFY(failed.wait(10000));
        QCOMPARE(finished.size(), 0);
        QVERIFY(!analyser.isRunning());
        const QString text = engineErrorText(failed[0][0].value<EngineError>());
        QVERIFY2(text.contains(QLatin1String("no usable answer")), qPrintable(text));
    }

    // Our own engine driven in Fairy-Stockfish's dialect (ranks 1-10) answers moves that are not ours: the
    // review fails instead of reporting "accuracy 100 %".
    void analyserFailsInTheWrongDialect() {
        const auto e = reviewEngine(config(OurEngine, EngineProtocol::UciFsf));
        GameAnalyser analyser(e.get());
        QSignalSpy finished(&analyser, &GameAnalyser::finished);
        QSignalSpy failed(&analyser, &GameAnalyser::failed);
        GameRecord record;
        QVERIFY(record.setLine({}, {uci("h2e2"), uci("h9g7")}));
        analyser.analyse(record, SearchLimits{2});
        QVERIFY(failed.wait(10000));
        QCOMPARE(finished.size(), 0);
    }

    // Defect 2: after the external engine crashed, the next analysis starts it again (and here, as it dies on
    // every go, reports the crash again) instead of showing "Thinking…" for ever.
    void analysisRestartsACrashedEngine() {
        AnalysisEngine analysis;
        analysis.setEngine(config(FakeEngine, EngineProtocol::Uci, {QStringLiteral("crash")}));
        QSignalSpy failed(&analysis, &AnalysisEngine::engineFailed);
        QSignalSpy stopped(&analysis, &AnalysisEngine::stopped);
        Position start;
        analysis.start({}, {}, start);
        QVERIFY(failed.wait(10000));
        QVERIFY(!analysis.isRunning());
        analysis.start({}, {}, start);
        QVERIFY(analysis.isRunning());
        QVERIFY(failed.wait(10000));  // started again, and crashed again
        QCOMPARE(failed.size(), 2);
        QVERIFY(!analysis.isRunning());
        // and with an engine that works, analysis after a crash goes on
        analysis.setEngine(config(OurEngine));
        QSignalSpy infos(&analysis, &AnalysisEngine::info);
        analysis.start({}, {}, start);
        QVERIFY(infos.wait(10000));
        analysis.stop();
    }

    // Defect 4: ElephantEye's scores (a rook is about 200) are turned into our centipawns (a rook is 900).
    void elephantEyeScaleConverted() {
        EngineProcess e;
        QVERIFY(startAndWait(e, config(FakeEngine, EngineProtocol::Ucci, {QStringLiteral("eleeye")})));
        QSignalSpy infos(&e, &EngineProcess::info);
        QSignalSpy best(&e, &EngineProcess::bestMove);
        e.go({}, {}, SearchLimits{5});
        QVERIFY(best.wait(5000));
        QVERIFY(!infos.isEmpty());
        const SearchInfo i = infos.last()[1].value<SearchInfo>();
        QVERIFY(i.hasScore && !i.mate);
        QCOMPARE(i.score, 900);
        // A scale set for the engine wins; ElephantEye's mates are still mates.
        Position start;
        auto m = parseInfoLine(QStringLiteral("info depth 8 score 9995 pv h2e2"), start, EngineProtocol::Ucci, 450);
        QVERIFY(m && m->mate);
        QCOMPARE(m->mateIn, 3);
        QCOMPARE(scorePercentFor(QStringLiteral("ElephantEye 3.31"), 0), 450);
        QCOMPARE(scorePercentFor(QStringLiteral("ElephantEye 3.31"), 300), 300);
        QCOMPARE(scorePercentFor(QStringLiteral("Pikafish"), 0), 100);
    }

    // Defect 5: an engine's own book is off for analysis and review: no book move at depth 0.
    void engineBookOffForReview_data() {
        QTest::addColumn<int>("protocol");
        QTest::newRow("uci OwnBook") << int(EngineProtocol::Uci);
        QTest::newRow("ucci usebook") << int(EngineProtocol::Ucci);
    }
    void engineBookOffForReview() {
        QFETCH(int, protocol);
        const auto e = reviewEngine(config(FakeEngine, EngineProtocol(protocol), {QStringLiteral("book")}));
        GameAnalyser analyser(e.get());
        QSignalSpy finished(&analyser, &GameAnalyser::finished);
        GameRecord record;  // the start position only: the fake engine knows no other
        QVERIFY(record.setLine({}, {}));
        analyser.analyse(record, SearchLimits{6});
        QVERIFY(finished.wait(10000));
        QCOMPARE(analyser.evals()[0].depth, 6);
        QCOMPARE(analyser.evals()[0].best, uci("h2e2"));  // not the book's a3a4
    }
    void engineBookOffForAnalysis() {
        AnalysisEngine analysis;
        analysis.setEngine(config(FakeEngine, EngineProtocol::Ucci, {QStringLiteral("book")}));
        QSignalSpy infos(&analysis, &AnalysisEngine::info);
        Position start;
        analysis.start({}, {}, start);
        QVERIFY(infos.wait(10000));
        const SearchInfo i = infos.last()[1].value<SearchInfo>();
        QCOMPARE(i.depth, 6);
        QCOMPARE(i.pv.front(), uci("h2e2"));
        analysis.stop();
    }

    // Defect 6: "info time … nodes …" on a line of its own still gives nodes per second.
    void separateStatisticsLines() {
        AnalysisEngine analysis;
        analysis.setEngine(config(FakeEngine, EngineProtocol::Ucci, {QStringLiteral("split")}));
        QSignalSpy infos(&analysis, &AnalysisEngine::info);
        Position start;
        analysis.start({}, {}, start);
        QTRY_VERIFY_WITH_TIMEOUT(infos.size() >= 2, 10000);
        const SearchInfo i = infos.last()[1].value<SearchInfo>();
        QVERIFY(i.hasScore);
        QCOMPARE(i.nodes, 50000u);
        QCOMPARE(i.nps, 500000u);
        analysis.stop();
    }

    // The client over a scripted device instead of a process: the three dialects are data (greeting, ranks,
    // option syntax, scores, times), so one script per dialect drives the same code a real engine does.
    void scriptedDeviceSpeaksEachDialect_data() {
        QTest::addColumn<int>("protocol");
        QTest::addColumn<QString>("best");       // what the script answers, in its own ranks
        QTest::addColumn<QString>("score");      // its score words
        QTest::addColumn<int>("expectedCp");     // in our centipawns, from Red's side
        QTest::addColumn<QString>("goExpected"); // the go command it must be sent for 2 s a move
        QTest::newRow("uci") << int(EngineProtocol::Uci) << "h2e2" << "score cp 35" << 35 << "go movetime 2000";
        QTest::newRow("fairy-stockfish ranks 1-10")
            << int(EngineProtocol::UciFsf) << "h3e3" << "score cp 35" << 35 << "go movetime 2000";
        QTest::newRow("ucci, ElephantEye's scale")
            << int(EngineProtocol::Ucci) << "h2e2" << "score 200" << 900 << "go time 2 movestogo 1";
    }
    void scriptedDeviceSpeaksEachDialect() {
        QFETCH(int, protocol);
        QFETCH(QString, best);
        QFETCH(QString, score);
        QFETCH(int, expectedCp);
        QFETCH(QString, goExpected);
        const EngineProtocol p = EngineProtocol(protocol);
        ScriptedEngine device([&](const QString& line) -> QStringList {
            if (line == QLatin1String("uci"))
                return {"id name Scripted", "option name MultiPV type spin default 1 min 1 max 5", "uciok"};
            if (line == QLatin1String("ucci")) return {"id name ElephantEye (scripted)", "ucciok"};
            if (line == QLatin1String("isready")) return {"readyok"};
            if (line.startsWith(QLatin1String("go")))
                return {"info depth 7 " + score + " nodes 7000 time 10 pv " + best, "bestmove " + best};
            return {};
        });
        EngineProcess e;
        QSignalSpy ready(&e, &EngineProcess::ready);
        QSignalSpy infos(&e, &EngineProcess::info);
        QSignalSpy bests(&e, &EngineProcess::bestMove);
        EngineConfig c = config(QStringLiteral("scripted"), p);
        c.options = {{QStringLiteral("MultiPV"), QStringLiteral("2")}};
        e.attach(&device, c);
        QVERIFY(ready.wait(5000));
        QCOMPARE(e.engineName().contains(QLatin1String("cripted")), true);
        SearchLimits limits;
        limits.movetimeMs = 2000;
        QVERIFY(e.go({}, {}, limits) > 0);
        QVERIFY(bests.wait(5000));
        QCOMPARE(bests[0][1].value<Move>(), uci("h2e2"));
        QVERIFY(!infos.isEmpty());
        const SearchInfo i = infos.last()[1].value<SearchInfo>();
        QCOMPARE(i.score, expectedCp);
        QCOMPARE(i.nps, 700000u);
        QCOMPARE(i.pv, std::vector<Move>{uci("h2e2")});
        // What it was sent: the greeting, the dialect's option syntax, the position and go of the dialect.
        const QStringList& sent = device.received;
        QCOMPARE(sent.first(), QLatin1String(dialectOf(p).hello));
        QVERIFY2(sent.contains(p == EngineProtocol::Ucci ? QStringLiteral("setoption MultiPV 2")
                                                         : QStringLiteral("setoption name MultiPV value 2")),
                 qPrintable(sent.join(" | ")));
        if (p == EngineProtocol::UciFsf)
            QVERIFY(sent.contains(QStringLiteral("setoption name UCI_Variant value xiangqi")));
        QVERIFY2(sent.contains(goExpected), qPrintable(sent.join(" | ")));
        // The device's end is the engine's end.
        QSignalSpy errors(&e, &EngineProcess::errorOccurred);
        device.close();
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0][0].value<EngineError>().code, EngineErrorCode::Exited);
        QCOMPARE(e.state(), EngineProcess::State::NotRunning);
        QCOMPARE(e.go({}, {}, limits), 0);
    }

    // Defect 8: the reason an engine could not start, and what the engine itself said before it ended, reach
    // the user.
    void engineSaysWhy() {
        EngineProcess e;
        QVERIFY(startAndWait(e, config(FakeEngine, EngineProtocol::Uci, {QStringLiteral("infoerror")})));
        QSignalSpy errors(&e, &EngineProcess::errorOccurred);
        e.go({}, {}, SearchLimits{1});
        QVERIFY(errors.wait(5000));
        const QString text = engineErrorText(errors[0][0].value<EngineError>());
        QVERIFY2(text.contains(QLatin1String("stopped running")) && text.contains(QLatin1String("pikafish.nnue")),
                 qPrintable(text));
    }
    void startProblemsExplained() {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("no-such-engine"));
        const QString notExecutable = dir.filePath(QStringLiteral("engine.txt"));
        {
            QFile f(notExecutable);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("not a program\n");
        }
        const struct {
            QString path;
            const char* words;
        } cases[] = {{missing, "does not exist"}, {dir.path(), "is a folder"},
#ifndef Q_OS_WIN
                     {notExecutable, "Permission denied"}
#endif
        };
        for (const auto& c : cases) {
            EngineProcess e;
            QSignalSpy errors(&e, &EngineProcess::errorOccurred);
            e.start(config(c.path));
            QVERIFY(errors.wait(5000) || !errors.isEmpty());
            const EngineError err = errors[0][0].value<EngineError>();
            QCOMPARE(err.code, EngineErrorCode::FailedToStart);
            const QString text = engineErrorText(err);
            QVERIFY2(text.contains(QLatin1String(c.words)) && text.contains(QDir::toNativeSeparators(c.path)),
                     qPrintable(text));
        }
    }

    void missingBestMoveRefused() {
        EngineProcess e;
        QVERIFY(startAndWait(e, config(FakeEngine, EngineProtocol::Uci, {QStringLiteral("none")})));
        QSignalSpy best(&e, &EngineProcess::bestMove);
        QSignalSpy errors(&e, &EngineProcess::errorOccurred);
        e.go({}, {}, SearchLimits{1});
        QVERIFY(errors.wait(5000));
        QCOMPARE(errors[0][0].value<EngineError>().code, EngineErrorCode::IllegalBestMove);
        QCOMPARE(best.size(), 0);
    }

    void silentEngineTimesOut() {
        EngineProcess e;
        e.setTimeouts(400, 200, 200);
        QSignalSpy errors(&e, &EngineProcess::errorOccurred);
        QElapsedTimer t;
        t.start();
        e.start(config(FakeEngine, EngineProtocol::Uci, {QStringLiteral("silent")}));
        QVERIFY(errors.wait(5000));
        QCOMPARE(errors[0][0].value<EngineError>().code, EngineErrorCode::StartupTimeout);
        QVERIFY(t.elapsed() < 3000);
        QCOMPARE(e.state(), EngineProcess::State::NotRunning);
        QTest::qWait(100);
        QCOMPARE(errors.size(), 1);  // the kill is part of the time-out, not a second error
    }

    void hangingSearchStoppedThenKilled() {
        EngineProcess e;
        e.setTimeouts(5000, 200, 300);
        QVERIFY(startAndWait(e, config(FakeEngine, EngineProtocol::Uci, {QStringLiteral("hang")})));
        QSignalSpy errors(&e, &EngineProcess::errorOccurred);
        QSignalSpy sent(&e, &EngineProcess::lineSent);
        SearchLimits limits;
        limits.movetimeMs = 100;
        e.go({}, {}, limits);
        QVERIFY(errors.wait(5000));
        QCOMPARE(errors[0][0].value<EngineError>().code, EngineErrorCode::SearchTimeout);
        bool stopSent = false;
        for (const auto& a : sent) stopSent |= a[0].toString() == QLatin1String("stop");
        QVERIFY(stopSent);
        QCOMPARE(e.state(), EngineProcess::State::NotRunning);
    }

    void garbageReportedOnce() {
        EngineProcess e;
        QVERIFY(startAndWait(e, config(FakeEngine, EngineProtocol::Uci, {QStringLiteral("garbage")})));
        QSignalSpy best(&e, &EngineProcess::bestMove);
        QSignalSpy errors(&e, &EngineProcess::errorOccurred);
        e.go({}, {}, SearchLimits{1});
        QVERIFY(best.wait(5000));
        QCOMPARE(best[0][1].value<Move>(), uci("h2e2"));
        e.go({}, {}, SearchLimits{1});
        QVERIFY(best.wait(5000));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0][0].value<EngineError>().code, EngineErrorCode::Garbage);
    }

    void exitAndCrashReported_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("code");
        QTest::newRow("exit") << "exit" << int(EngineErrorCode::Exited);
        QTest::newRow("crash") << "crash" << int(EngineErrorCode::Crashed);
    }
    void exitAndCrashReported() {
        QFETCH(QString, mode);
        QFETCH(int, code);
        EngineProcess e;
        QVERIFY(startAndWait(e, config(FakeEngine, EngineProtocol::Uci, {mode})));
        QSignalSpy errors(&e, &EngineProcess::errorOccurred);
        e.go({}, {}, SearchLimits{1});
        QVERIFY(errors.wait(5000));
        const EngineError err = errors[0][0].value<EngineError>();
        QCOMPARE(int(err.code), code);
        if (mode == QLatin1String("exit")) QVERIFY(err.text.contains(QLatin1String("code 3")));
        QCOMPARE(e.state(), EngineProcess::State::NotRunning);
        QCOMPARE(e.go({}, {}, SearchLimits{1}), 0);  // nothing to search with
    }

    void killedEngineReported() {
#ifdef Q_OS_UNIX
        EngineProcess e;
        QVERIFY(startAndWait(e, config(OurEngine)));
        QSignalSpy errors(&e, &EngineProcess::errorOccurred);
        QSignalSpy best(&e, &EngineProcess::bestMove);
        SearchLimits infinite;
        infinite.infinite = true;
        e.go({}, {}, infinite);
        QTest::qWait(100);
        QVERIFY(e.processId() > 0);
        ::kill(pid_t(e.processId()), SIGKILL);
        QVERIFY(errors.wait(5000));
        QCOMPARE(errors[0][0].value<EngineError>().code, EngineErrorCode::Crashed);
        QCOMPARE(best.size(), 0);
        QCOMPARE(e.state(), EngineProcess::State::NotRunning);
#else
        QSKIP("kills the process with a POSIX signal");
#endif
    }

    void missingProgramReported() {
        EngineProcess e;
        QSignalSpy errors(&e, &EngineProcess::errorOccurred);
        e.start(config(QStringLiteral("/nonexistent/engine")));
        QVERIFY(errors.wait(5000) || !errors.isEmpty());
        QCOMPARE(errors[0][0].value<EngineError>().code, EngineErrorCode::FailedToStart);
        QCOMPARE(e.state(), EngineProcess::State::NotRunning);
    }

    // An external engine's book line at depth 0 ("info depth 0 score 0 pv …", ElephantEye's way) is not shown as
    // the computer's thinking: the engine panel showed "depth 0, Even" and a book move the engine then did not
    // play. Its move is played all the same.
    void bookLineAtDepthZeroIsNotShownAsThinking() {
        EngineChoice choice;
        choice.external = config(FakeEngine, EngineProtocol::Uci, {QStringLiteral("book")});
        EngineChoice oursChoice;
        const auto ours = makeEngineClient(oursChoice);
        ComputerPlayer player(makeEngineClient(choice), ours.get());
        QSignalSpy moves(&player, &Player::moveChosen);
        QSignalSpy progress(&player, &Player::progress);
        player.startTurn(Position());
        QVERIFY(moves.wait(10000));
        QCOMPARE(moves[0][0].value<Move>(), parseUciMove("a3a4"));
        QCOMPARE(player.fallbackMoves(), 0);
        for (const auto& args : progress) QVERIFY(args.at(0).value<SearchInfo>().depth > 0);
    }

    // The controller says when the engine of a side changes state, once per change: the players of earlier games
    // (replaced by each new game) no longer report through our engine's client, which the controller keeps.
    void engineStateIsReportedOncePerChange() {
        GameController c;
        GameSetup s;
        s.red = PlayerKind::Human;
        s.black = PlayerKind::Computer;
        s.depth = 2;
        for (int i = 0; i < 10; ++i) c.newGame(s);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QSignalSpy states(&c, &GameController::engineStateChanged);
        QSignalSpy hints(&c, &GameController::hintReady);
        c.hint();  // our engine: Ready -> Thinking -> Ready
        QVERIFY(hints.wait(10000));
        QCOMPARE(states.size(), 2);
        for (const auto& args : states) QCOMPARE(args.at(0).value<Color>(), Color::Black);
    }

    // A game between two third-party engines as external programs: ElephantEye (UCCI) with Red, Pikafish-HCE (UCI)
    // with Black. They are not part of the project: XIANGQI_TEST_ENGINES names the folder that
    // /work/shared/tools/build-test-engines [--windows] built them into (eleeye[.exe], pikafish-hce[.exe]);
    // tools/windows.sh sets it when that folder exists. Skipped otherwise.
    void gameBetweenExternalEngines() {
        const QString folder = qEnvironmentVariable("XIANGQI_TEST_ENGINES");
        const QString eleeye = folder + QStringLiteral("/eleeye") + QStringLiteral(XIANGQI_EXE);
        const QString pikafish = folder + QStringLiteral("/pikafish-hce") + QStringLiteral(XIANGQI_EXE);
        if (folder.isEmpty() || !QFileInfo::exists(eleeye) || !QFileInfo::exists(pikafish))
            QSKIP("XIANGQI_TEST_ENGINES does not name a folder with eleeye and pikafish-hce");
        GameController c;
        QStringList problems;
        connect(&c, &GameController::engineProblem, this, [&](const QString& text) { problems << text; });
        GameSetup s;
        s.red = s.black = PlayerKind::Computer;
        EngineConfig red, black;
        red.name = QStringLiteral("ElephantEye");
        red.command = QDir::toNativeSeparators(eleeye);
        red.protocol = EngineProtocol::Ucci;
        black.name = QStringLiteral("Pikafish-HCE");
        black.command = QDir::toNativeSeparators(pikafish);
        black.protocol = EngineProtocol::Uci;
        s.redEngine = red;
        s.blackEngine = black;
        s.movetimeMs = 100;
        c.newGame(s);
        QTRY_VERIFY_WITH_TIMEOUT(c.length() >= 30 || c.isGameOver(), 120000);
        c.setPaused(true);
        for (int ply = 1; ply <= c.length(); ++ply) {
            const Position before = c.positionAtPly(ply - 1);
            const Position after = c.positionAtPly(ply);
            QVERIFY(!after.history().empty() && before.isLegal(after.history().back().move));
        }
        QCOMPARE(qobject_cast<ComputerPlayer*>(c.player(Color::Red))->fallbackMoves(), 0);
        QCOMPARE(qobject_cast<ComputerPlayer*>(c.player(Color::Black))->fallbackMoves(), 0);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(QString::fromStdString(c.record().tag("Red")), QStringLiteral("ElephantEye"));
        QCOMPARE(QString::fromStdString(c.record().tag("Black")), QStringLiteral("Pikafish-HCE"));
        qInfo("%d plies between ElephantEye and Pikafish-HCE", c.length());
    }
};

QTEST_GUILESS_MAIN(TestEngineClient)
#include "test_engineclient.moc"
