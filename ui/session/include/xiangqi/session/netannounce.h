// Finding a network game on the local network: the host sends a small UDP datagram now and then to a configurable
// address (a broadcast address by default; tests use 127.0.0.1), and the join dialog listens for them.
#pragma once

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QUdpSocket;

namespace xq::session {

class NetworkGame;

// The default port of the announcements; the address and port are settings (network/announceAddress, …Port).
constexpr quint16 DefaultAnnouncePort = 47821;

struct AnnouncedGame {
    QHostAddress address;  // where the datagram came from: the host to join
    quint16 port = 0;      // its TCP port
    QString name, code, timeControl;
    qint64 lastSeenMs = 0;
};

// Announces a hosted game while it waits for its guest.
class NetAnnouncer : public QObject {
    Q_OBJECT
public:
    explicit NetAnnouncer(NetworkGame* game, QObject* parent = nullptr);
    void start(const QHostAddress& to, quint16 port, int periodMs = 2000);
    void stop();
    // The datagram for the game (JSON, well under 512 bytes).
    QByteArray datagram() const;

private:
    void announce();
    QPointer<NetworkGame> game_;
    QUdpSocket* socket_;
    QTimer timer_;
    QHostAddress to_;
    quint16 port_ = 0;
};

// Listens for announcements and keeps the games heard in the last few seconds.
class NetBrowser : public QObject {
    Q_OBJECT
public:
    explicit NetBrowser(QObject* parent = nullptr);
    bool listen(const QHostAddress& address, quint16 port, QString* error = nullptr);
    QList<AnnouncedGame> games() const;

signals:
    void changed();

private:
    void read();
    QUdpSocket* socket_;
    QList<AnnouncedGame> games_;
};

}  // namespace xq::session
