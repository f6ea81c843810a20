// A tiny HTTP/1.1 responder on 127.0.0.1 for the cloud library's tests: canned answers, slow answers, HTTP errors
// and closed connections. Tests never contact the real server.
#pragma once

#include <QStringList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

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

    Responder() {
        connect(&server, &QTcpServer::newConnection, this, [this] {
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
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1/chessdb.php").arg(server.serverPort())); }
    QTcpServer server;
};

}  // namespace xq::test
