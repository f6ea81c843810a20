// Single instance per user over QLocalServer / QLocalSocket (a Unix socket, or a named pipe on Windows).
#include "xiangqi/session/singleinstance.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QUrl>

namespace xq::session {

namespace {

// The message: a header line, one percent-encoded absolute path per line, and an end line. The running
// instance answers "ok" once it has the whole message, so the sender knows it may exit.
constexpr QByteArrayView Header = "xiangqi-open 1\n";
constexpr QByteArrayView End = "end\n";
constexpr QByteArrayView Ok = "ok\n";
constexpr qsizetype MaxMessage = 1 << 20;  // a longer message is not from us: the connection is dropped

}  // namespace

SingleInstance::SingleInstance(const QString& name, QObject* parent)
    : QObject(parent), name_(name.isEmpty() ? defaultName() : name) {}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::defaultName() {
    const QString fromEnvironment = qEnvironmentVariable("XIANGQI_INSTANCE");
    if (!fromEnvironment.isEmpty()) return fromEnvironment;
#if defined(Q_OS_UNIX)
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty() && QFileInfo(runtime).isDir()) return runtime + QStringLiteral("/xiangqi-instance");
#endif
    // Windows pipe names and macOS temporary sockets are shared by all users: the home directory tells users apart.
    const QByteArray home = QDir::homePath().toUtf8();
    return QStringLiteral("xiangqi-") +
           QString::fromLatin1(QCryptographicHash::hash(home, QCryptographicHash::Sha1).toHex().left(16));
}

bool SingleInstance::sendToRunning(const QStringList& files, int connectMs, int answerMs) const {
    QLocalSocket socket;
    socket.connectToServer(name_);
    if (!socket.waitForConnected(connectMs)) return false;
    QByteArray message(Header.data(), Header.size());
    for (const QString& file : files) message += QUrl::toPercentEncoding(file) + '\n';
    message += End.toByteArray();
    socket.write(message);
    if (!socket.waitForBytesWritten(answerMs)) return false;
    QByteArray answer;
    while (answer.size() < Ok.size()) {
        if (!socket.waitForReadyRead(answerMs)) return false;
        answer += socket.readAll();
    }
    return answer.startsWith(Ok.toByteArray());
}

bool SingleInstance::listen() {
    if (!server_) {
        server_ = new QLocalServer(this);
        server_->setSocketOptions(QLocalServer::UserAccessOption);
        connect(server_, &QLocalServer::newConnection, this, [this] {
            while (QLocalSocket* socket = server_->nextPendingConnection()) {
                connect(socket, &QLocalSocket::readyRead, this, [this, socket] { readFrom(socket); });
                connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
                readFrom(socket);
            }
        });
    }
    if (server_->isListening()) return true;
    // Someone answers on the name: an instance started at the same moment. (Qt does not refuse to listen then:
    // with access options it replaces the socket file, so this is asked first.)
    if (isAnswering(500)) return false;
    if (server_->listen(name_)) return true;
    // A socket file left by an instance that crashed: nobody answers on it, so remove it and take the name.
    if (server_->serverError() == QAbstractSocket::AddressInUseError) {
        QLocalServer::removeServer(name_);
        return server_->listen(name_);
    }
    return false;
}

bool SingleInstance::isAnswering(int timeoutMs) const {
    QLocalSocket socket;
    socket.connectToServer(name_);
    const bool connected = socket.waitForConnected(timeoutMs);
    socket.abort();
    return connected;
}

bool SingleInstance::isListening() const { return server_ && server_->isListening(); }

void SingleInstance::readFrom(QLocalSocket* socket) {
    QByteArray buffer = socket->property("xiangqiBuffer").toByteArray() + socket->readAll();
    if (buffer.size() > MaxMessage || (buffer.size() >= Header.size() && !buffer.startsWith(Header.toByteArray()))) {
        socket->abort();
        return;
    }
    if (!buffer.endsWith(End.toByteArray())) {
        socket->setProperty("xiangqiBuffer", buffer);
        return;
    }
    socket->setProperty("xiangqiBuffer", QByteArray());
    QStringList files;
    const QList<QByteArray> lines = buffer.mid(Header.size(), buffer.size() - Header.size() - End.size()).split('\n');
    for (const QByteArray& line : lines)
        if (!line.isEmpty()) files << QUrl::fromPercentEncoding(line);
    socket->write(Ok.toByteArray());
    socket->flush();
    socket->disconnectFromServer();
    emit filesReceived(files);
}

}  // namespace xq::session
