// The LAN announcement of a hosted game and the listener of the join dialog (netannounce.h).
#include "xiangqi/session/netannounce.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUdpSocket>

#include "xiangqi/session/netgame.h"

namespace xq::session {

namespace {
constexpr qint64 ForgetAfterMs = 6000;  // three missed announcements
constexpr qint64 MaxDatagram = 1024;
}  // namespace

NetAnnouncer::NetAnnouncer(NetworkGame* game, QObject* parent)
    : QObject(parent), game_(game), socket_(new QUdpSocket(this)) {
    connect(&timer_, &QTimer::timeout, this, &NetAnnouncer::announce);
}

void NetAnnouncer::start(const QHostAddress& to, quint16 port, int periodMs) {
    to_ = to;
    port_ = port;
    timer_.start(periodMs);
    announce();
}

void NetAnnouncer::stop() { timer_.stop(); }

QByteArray NetAnnouncer::datagram() const {
    if (!game_) return {};
    QJsonObject o{{QStringLiteral("type"), QStringLiteral("announce")},
                  {QStringLiteral("proto"), net::ProtocolVersion},
                  {QStringLiteral("name"), game_->localName()},
                  {QStringLiteral("port"), int(game_->port())},
                  {QStringLiteral("code"), game_->joinCode()}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

void NetAnnouncer::announce() {
    // Only while the host waits for its guest: a game with its two players is not on offer.
    if (!game_ || game_->state() != NetworkGame::State::Listening) return;
    socket_->writeDatagram(datagram(), to_, port_);
}

NetBrowser::NetBrowser(QObject* parent) : QObject(parent), socket_(new QUdpSocket(this)) {
    connect(socket_, &QUdpSocket::readyRead, this, &NetBrowser::read);
}

bool NetBrowser::listen(const QHostAddress& address, quint16 port, QString* error) {
    if (socket_->bind(address, port, QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint)) return true;
    if (error) *error = socket_->errorString();
    return false;
}

void NetBrowser::read() {
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    bool changed = false;
    while (socket_->hasPendingDatagrams()) {
        const qint64 size = socket_->pendingDatagramSize();
        QHostAddress from;
        QByteArray data(qMin<qint64>(std::max<qint64>(size, 0), MaxDatagram), '\0');
        socket_->readDatagram(data.data(), data.size(), &from);
        if (size > MaxDatagram) continue;  // not ours
        const QJsonObject o = QJsonDocument::fromJson(data).object();
        const int port = o.value(QStringLiteral("port")).toInt(0);
        if (o.value(QStringLiteral("type")).toString() != QLatin1String("announce") ||
            o.value(QStringLiteral("proto")).toInt() != net::ProtocolVersion || port <= 0 || port > 65535)
            continue;
        AnnouncedGame g;
        g.address = from;
        g.port = quint16(port);
        g.name = o.value(QStringLiteral("name")).toString().left(net::MaxNameChars);
        g.code = o.value(QStringLiteral("code")).toString().left(12);
        g.lastSeenMs = now;
        auto same = [&](const AnnouncedGame& x) { return x.address == g.address && x.port == g.port; };
        games_.removeIf(same);
        games_.append(g);
        changed = true;
    }
    const qsizetype before = games_.size();
    games_.removeIf([&](const AnnouncedGame& x) { return now - x.lastSeenMs > ForgetAfterMs; });
    if (changed || games_.size() != before) emit this->changed();
}

QList<AnnouncedGame> NetBrowser::games() const {
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QList<AnnouncedGame> out;
    for (const AnnouncedGame& g : games_)
        if (now - g.lastSeenMs <= ForgetAfterMs) out << g;
    return out;
}

}  // namespace xq::session
