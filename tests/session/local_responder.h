// A tiny HTTP/1.1 responder on 127.0.0.1 for the cloud library's tests: canned answers, slow answers, HTTP errors
// and closed connections, over plain TCP or over TLS (https, with the test certificate of tests/data/tls). Tests
// never contact the real server.
#pragma once

#include <QFile>
#include <QStringList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>
#if QT_CONFIG(ssl)
#include <QSslKey>
#include <QSslServer>
#endif

#include <memory>

namespace xq::test {

// A tiny HTTP/1.1 responder: each request gets the canned behaviour set last.
class Responder : public QObject {
public:
    enum class Mode { Answer, Slow, Close };
    Mode mode = Mode::Answer;
    int status = 200;
    QByteArray body;
    int delayMs = 0;
    QStringList requests;  // the request targets (path and query), in order

    enum class Transport { Plain, Tls };
    // Over TLS the responder presents tests/data/tls/localhost.crt (for 127.0.0.1); a client trusts it after
    // tlsCertificate() is added to its CA certificates.
    explicit Responder(Transport transport = Transport::Plain)
        : tls_(transport == Transport::Tls), owned_(makeServer(tls_)), server(*owned_) {
        // Emitted for a plain connection at once, for a TLS one after its handshake.
        connect(&server, &QTcpServer::pendingConnectionAvailable, this, [this] {
            while (QTcpSocket* s = server.nextPendingConnection()) {
                auto* buffer = new QByteArray;
                connect(s, &QTcpSocket::disconnected, s, [s, buffer] {
                    delete buffer;
                    s->deleteLater();
                });
                connect(s, &QTcpSocket::readyRead, this, [this, s, buffer] {
                    buffer->append(s->readAll());
                    if (!buffer->contains("\r\n\r\n")) return;
                    const QList<QByteArray> first = buffer->left(buffer->indexOf("\r\n")).split(' ');
                    requests << QString::fromLatin1(first.value(1));
                    buffer->clear();
                    if (mode == Mode::Slow) return;  // never answers
                    if (mode == Mode::Close) {
                        s->disconnectFromHost();
                        return;
                    }
                    const QByteArray reply = "HTTP/1.1 " + QByteArray::number(status) + " X\r\nContent-Type: text/plain\r\n"
                                             "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
                    QTimer::singleShot(delayMs, s, [s, reply] { s->write(reply); });
                });
            }
        });
        server.listen(QHostAddress::LocalHost);
    }
    QUrl url() const {
        return QUrl(QStringLiteral("%1://127.0.0.1:%2/chessdb.php")
                        .arg(tls_ ? QStringLiteral("https") : QStringLiteral("http"))
                        .arg(server.serverPort()));
    }

private:
    bool tls_;
    std::unique_ptr<QTcpServer> owned_;

    static std::unique_ptr<QTcpServer> makeServer(bool tls) {
        if (!tls) return std::make_unique<QTcpServer>();
#if QT_CONFIG(ssl)
        auto ssl = std::make_unique<QSslServer>();
        QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
        conf.setLocalCertificate(tlsCertificate());
        conf.setPrivateKey(QSslKey(readTestFile("localhost.key"), QSsl::Rsa));
        conf.setPeerVerifyMode(QSslSocket::VerifyNone);  // the client shows no certificate
        ssl->setSslConfiguration(conf);
        return ssl;
#else
        qFatal("Responder: this Qt has no TLS");
#endif
    }

public:
#if QT_CONFIG(ssl)
    static QSslCertificate tlsCertificate() { return QSslCertificate(readTestFile("localhost.crt")); }
#endif
    static QByteArray readTestFile(const char* name) {
        QFile f(QStringLiteral(XIANGQI_TEST_DATA "/tls/") + QLatin1String(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    QTcpServer& server;
};

}  // namespace xq::test
