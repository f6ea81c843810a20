// The cloud library client (chessdb.cn's API) against a local HTTP responder on 127.0.0.1 with canned answers: the
// reply parser, the cache, one request in flight, a timeout, HTTP errors and closed connections, and no request at
// all while the feature is off. No test contacts the real server.
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSslSocket>
#include <QUrlQuery>

#include <optional>
#include <QtTest>

#include "local_responder.h"
#include "xiangqi/session/cloudclient.h"
#include "xiangqi/session/wording.h"

using namespace xq;
using namespace xq::session;
using xq::test::Responder;

namespace {

const char* StartReply = "move:h2e2,score:1,rank:2,note:! (22-00),winrate:50.12|move:b2e2,score:??,rank:0,note:? (00-00)|"
                         "move:h0g2,score:-3,rank:1,note:! (12-03)";

}  // namespace

class TestCloudClient : public QObject {
    Q_OBJECT
private slots:
    void parsesTheDocumentedReply() {
        const Position start;
        const auto a = parseCloudReply(QByteArray(StartReply) + QByteArray(3, '\0'), start);
        QVERIFY(a);
        QCOMPARE(a->status, CloudStatus::Moves);
        QCOMPARE(a->moves.size(), std::size_t(3));
        QCOMPARE(moveToUci(a->moves[0].move), std::string("h2e2"));
        QCOMPARE(a->moves[0].score, std::optional<int>(1));
        QCOMPARE(a->moves[0].rank, 2);
        QVERIFY(a->moves[0].winRate && qFuzzyCompare(*a->moves[0].winRate, 50.12));
        QCOMPARE(a->moves[0].note, QStringLiteral("! (22-00)"));
        QVERIFY(!a->moves[1].score);  // "??"
        QVERIFY(!a->moves[1].winRate);
        QCOMPARE(a->moves[2].score, std::optional<int>(-3));
    }

    // Black to move: the server's scores and win rates are Black's; the program shows Red's view.
    void blackToMoveIsTurnedToRedsView() {
        Position pos;
        pos.makeMove(parseUciMove("h2e2"));
        const auto a = parseCloudReply("move:h9g7,score:-12,rank:2,note:!,winrate:47.5\n", pos);
        QVERIFY(a && a->moves.size() == 1);
        QCOMPARE(a->moves[0].score, std::optional<int>(12));
        QVERIFY(qFuzzyCompare(*a->moves[0].winRate, 52.5));
    }

    void otherForms_data() {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("moves");
        QTest::newRow("unknown") << QByteArray("unknown") << int(CloudStatus::Unknown) << 0;
        QTest::newRow("unknown with NULs") << QByteArray("unknown\0\0", 9) << int(CloudStatus::Unknown) << 0;
        QTest::newRow("invalid board") << QByteArray("invalid board\n") << int(CloudStatus::InvalidBoard) << 0;
        QTest::newRow("checkmate") << QByteArray("checkmate") << int(CloudStatus::Checkmate) << 0;
        QTest::newRow("stalemate") << QByteArray("stalemate") << int(CloudStatus::Stalemate) << 0;
        QTest::newRow("nobestmove") << QByteArray("nobestmove") << int(CloudStatus::NoBestMove) << 0;
        // A move that is not legal here (a reply about another position) is dropped; the others are kept.
        QTest::newRow("illegal dropped") << QByteArray("move:a0a5,score:3|move:h2e2,score:1") << int(CloudStatus::Moves) << 1;
        QTest::newRow("only illegal") << QByteArray("move:e0e5,score:3") << int(CloudStatus::Unknown) << 0;
        QTest::newRow("comma in note") << QByteArray("move:h2e2,score:1,note:a, b,rank:2") << int(CloudStatus::Moves) << 1;
        QTest::newRow("unknown field") << QByteArray("move:h2e2,foo:bar,score:5") << int(CloudStatus::Moves) << 1;
    }
    void otherForms() {
        QFETCH(QByteArray, body);
        QFETCH(int, status);
        QFETCH(int, moves);
        const auto a = parseCloudReply(body, Position());
        QVERIFY(a);
        QCOMPARE(int(a->status), status);
        QCOMPARE(int(a->moves.size()), moves);
    }

    void garbageIsNoAnswer_data() {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("html") << QByteArray("<html><body>503</body></html>");
        QTest::newRow("nul only") << QByteArray(5, '\0');
        QTest::newRow("json") << QByteArray("{\"status\":\"ok\"}");
    }
    void garbageIsNoAnswer() {
        QFETCH(QByteArray, body);
        QVERIFY(!parseCloudReply(body, Position()));
    }

    void endgameTableNotes() {
        // K+R against K: Red to move wins; the note says so, from the mover's view.
        Position pos;
        QVERIFY(pos.setFen("3k5/9/9/9/9/9/9/9/9/R3K4 w"));
        const auto a = parseCloudReply("move:a0a9,score:29990,rank:2,note:W-M-0012|move:e0e1,score:0,rank:0,note:D-M-0000", pos);
        QVERIFY(a && a->moves.size() == 2);
        QCOMPARE(a->moves[0].tablebase.outcome, 'W');
        QCOMPARE(a->moves[0].tablebase.distance, 12);
        QCOMPARE(a->moves[1].tablebase.outcome, 'D');
        QVERIFY(cloudTablebaseText(a->moves[0].tablebase).contains(QLatin1String("12")));
        QCOMPARE(a->moves[0].note, QStringLiteral("W-M-0012"));
        QVERIFY(cloudTablebaseText(CloudTablebase{}).isEmpty());
    }

    // End to end: the query string, an answer with "??" and trailing NULs, and the cache.
    void answersFromTheResponderAndCaches() {
        Responder r;
        r.body = QByteArray(StartReply) + QByteArray(2, '\0');
        CloudClient c;
        c.setBaseUrl(r.url());
        c.setEnabled(true);
        QSignalSpy answered(&c, &CloudClient::answered);
        QSignalSpy failed(&c, &CloudClient::failed);
        const Position start;
        QVERIFY(c.query(start));
        QVERIFY(answered.wait(5000));
        QCOMPARE(failed.count(), 0);
        QCOMPARE(r.requests.size(), 1);
        const QUrlQuery q(QUrl(r.requests[0]));
        QCOMPARE(QUrl(r.requests[0]).path(), QStringLiteral("/chessdb.php"));
        QCOMPARE(q.queryItemValue(QStringLiteral("action")), QStringLiteral("queryall"));
        QCOMPARE(q.queryItemValue(QStringLiteral("board"), QUrl::FullyDecoded), QString::fromStdString(start.fen()));
        const auto answer = answered.at(0).at(1).value<CloudAnswer>();
        QCOMPARE(answered.at(0).at(0).toULongLong(), start.hash());
        QCOMPARE(answer.moves.size(), std::size_t(3));
        QVERIFY(!answer.moves[1].score);
        // Again: from the cache, no request.
        QVERIFY(c.query(start));
        QCOMPARE(answered.count(), 2);
        QCOMPARE(r.requests.size(), 1);
        QCOMPARE(c.requestsSent(), 1);
        QVERIFY(c.cached(start));
    }

    // The real server's address is https: the query goes through the platform's TLS (OpenSSL on Linux, Schannel on
    // Windows: docs/WINDOWS.md) to the responder over TLS. Trusted certificate: an answer; untrusted: a clear error.
    void answersOverHttps() {
#ifdef Q_OS_WIN
        QVERIFY2(QSslSocket::supportsSsl(), "the Windows build has no TLS (Qt built without Schannel)");
        QCOMPARE(QSslSocket::activeBackend(), QStringLiteral("schannel"));
#endif
#if !QT_CONFIG(ssl)
        QSKIP("this Qt has no TLS");
#else
        if (!QSslSocket::supportsSsl()) QSKIP("this Qt has no TLS backend");
        QVERIFY(!Responder::tlsCertificate().isNull());
        // The responder is this test's own TLS server, or, where the system has no server side (Wine's Schannel),
        // tests/session/tls_responder.py with the same certificate, started by tools/windows.sh.
        const QUrl external(QString::fromLocal8Bit(qgetenv("XIANGQI_TLS_RESPONDER")));
        std::optional<Responder> local;
        if (external.isEmpty()) {
            local.emplace(Responder::Transport::Tls);
            local->body = StartReply;
        }
        const QUrl url = local ? local->url() : external;
        const Position start;
        {
            CloudClient c;
            c.setBaseUrl(url);
            c.setEnabled(true);
            QSignalSpy failed(&c, &CloudClient::failed);
            QVERIFY(c.query(start));
            QVERIFY(failed.wait(10000));
            QCOMPARE(failed.at(0).at(1).value<CloudError>(), CloudError::Secure);
            QVERIFY(!session::cloudErrorText(CloudError::Secure).isEmpty());
        }
        const QSslConfiguration saved = QSslConfiguration::defaultConfiguration();
        const auto restore = qScopeGuard([&] { QSslConfiguration::setDefaultConfiguration(saved); });
        QSslConfiguration trusting = saved;
        trusting.addCaCertificate(Responder::tlsCertificate());
        QSslConfiguration::setDefaultConfiguration(trusting);
        CloudClient c;
        c.setBaseUrl(url);
        c.setEnabled(true);
        QSignalSpy answered(&c, &CloudClient::answered);
        QSignalSpy failed(&c, &CloudClient::failed);
        QVERIFY(c.query(start));
        QVERIFY2(answered.wait(10000),
                 failed.isEmpty() ? "no answer"
                                  : qPrintable(session::cloudErrorText(failed.at(0).at(1).value<CloudError>())));
        QCOMPARE(answered.at(0).at(1).value<CloudAnswer>().moves.size(), std::size_t(3));
        if (local) QCOMPARE(local->requests.size(), 1);  // the untrusted connection ended in its handshake
#endif
    }

    // One request in flight: positions asked for meanwhile wait, and only the newest of them is sent.
    void oneRequestInFlight() {
        Responder r;
        r.body = "unknown";
        r.delayMs = 300;
        CloudClient c;
        c.setBaseUrl(r.url());
        c.setEnabled(true);
        QSignalSpy answered(&c, &CloudClient::answered);
        Position a, b, d;
        b.makeMove(parseUciMove("h2e2"));
        d.makeMove(parseUciMove("b2e2"));
        c.query(a);
        c.query(b);
        c.query(d);
        QVERIFY(c.isBusy());
        QVERIFY(QTest::qWaitFor([&] { return answered.count() == 2; }, 5000));
        QTest::qWait(400);
        QCOMPARE(answered.count(), 2);
        QCOMPARE(r.requests.size(), 2);
        QCOMPARE(answered.at(0).at(0).toULongLong(), a.hash());
        QCOMPARE(answered.at(1).at(0).toULongLong(), d.hash());
    }

    void failures_data() {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("error");
        QTest::newRow("timeout") << int(Responder::Mode::Slow) << 200 << int(CloudError::Timeout);
        QTest::newRow("HTTP 500") << int(Responder::Mode::Answer) << 500 << int(CloudError::HttpStatus);
        QTest::newRow("closed") << int(Responder::Mode::Close) << 200 << int(CloudError::Network);
        QTest::newRow("garbage") << int(Responder::Mode::Answer) << 200 << int(CloudError::BadReply);
    }
    void failures() {
        QFETCH(int, mode);
        QFETCH(int, status);
        QFETCH(int, error);
        Responder r;
        r.mode = Responder::Mode(mode);
        r.status = status;
        r.body = status == 500 ? QByteArray("Internal Server Error") : QByteArray("<html>hello</html>");
        CloudClient c;
        c.setBaseUrl(r.url());
        c.setTimeoutMs(300);
        c.setEnabled(true);
        QSignalSpy answered(&c, &CloudClient::answered);
        QSignalSpy failed(&c, &CloudClient::failed);
        QElapsedTimer t;
        t.start();
        c.query(Position());
        QVERIFY(failed.wait(5000));
        QVERIFY(t.elapsed() < 3000);
        QCOMPARE(failed.at(0).at(1).value<CloudError>(), CloudError(error));
        if (status == 500) QCOMPARE(failed.at(0).at(2).toInt(), 500);
        QVERIFY(!cloudErrorText(CloudError(error), status).isEmpty());
        QCOMPARE(answered.count(), 0);
        QVERIFY(!c.isBusy());
        QVERIFY(!c.cached(Position()));  // a failure is not cached: the next query asks again
    }

    // Off (the default): nothing is sent, not even a connection is made.
    void nothingIsSentWhileOff() {
        Responder r;
        r.body = StartReply;
        CloudClient c;
        QVERIFY(!c.isEnabled());
        c.setBaseUrl(r.url());
        QSignalSpy failed(&c, &CloudClient::failed);
        QVERIFY(!c.query(Position()));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(1).value<CloudError>(), CloudError::Disabled);
        QTest::qWait(200);
        QVERIFY(!r.server.hasPendingConnections());
        QCOMPARE(r.requests.size(), 0);
        QCOMPARE(c.requestsSent(), 0);
        // Turned off while a request is in flight: it is abandoned, and nothing more arrives.
        r.mode = Responder::Mode::Slow;
        c.setEnabled(true);
        QSignalSpy answered(&c, &CloudClient::answered);
        c.query(Position());
        QVERIFY(QTest::qWaitFor([&] { return r.requests.size() == 1; }, 3000));
        c.setEnabled(false);
        QVERIFY(!c.isBusy());
        QTest::qWait(200);
        QCOMPARE(answered.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCloudClient)
#include "test_cloudclient.moc"
