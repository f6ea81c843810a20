// The cloud library client: the queryall request, its timeout and cache, and the reply's parser.
#include "xiangqi/session/cloudclient.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QUrlQuery>

#include <cctype>

namespace xq::session {

namespace {

constexpr std::size_t MaxCached = 4096;  // positions; the cache starts afresh beyond (a long session's browsing)

// "W-M-0012" / "L-M-0005" / "D-M-0000" (outcome, metric, distance); anything else is no verdict.
CloudTablebase tablebaseOf(const QString& note) {
    CloudTablebase t;
    const QString n = note.trimmed();
    if (n.size() >= 3 && QStringLiteral("WDL").contains(n[0]) && n[1] == QLatin1Char('-')) {
        const QStringList parts = n.split(QLatin1Char('-'));
        if (parts.size() >= 2 && !parts[1].isEmpty() && parts[1][0].isLetter()) {
            t.outcome = n[0].toLatin1();
            bool ok = false;
            const int d = parts.size() >= 3 ? parts[2].trimmed().toInt(&ok) : 0;
            t.distance = ok ? d : -1;
        }
    }
    return t;
}

}  // namespace

std::optional<CloudAnswer> parseCloudReply(const QByteArray& body, const Position& pos) {
    // The server pads some replies with NUL bytes; they and the white space around the text mean nothing.
    QByteArray bytes = body;
    while (!bytes.isEmpty() && (bytes.back() == '\0' || std::isspace(static_cast<unsigned char>(bytes.back()))))
        bytes.chop(1);
    const QString text = QString::fromUtf8(bytes).trimmed();
    CloudAnswer answer;
    if (text == QLatin1String("unknown")) return answer;
    if (text == QLatin1String("invalid board")) return answer.status = CloudStatus::InvalidBoard, answer;
    if (text == QLatin1String("checkmate")) return answer.status = CloudStatus::Checkmate, answer;
    if (text == QLatin1String("stalemate")) return answer.status = CloudStatus::Stalemate, answer;
    if (text == QLatin1String("nobestmove")) return answer.status = CloudStatus::NoBestMove, answer;
    if (!text.startsWith(QLatin1String("move:"))) return std::nullopt;
    const bool blackToMove = pos.sideToMove() == Color::Black;
    for (const QString& item : text.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
        CloudMove cm;
        QString last;  // the field a fragment without a name belongs to (a comma inside a note)
        bool hasMove = false;
        for (const QString& field : item.split(QLatin1Char(','))) {
            const int colon = field.indexOf(QLatin1Char(':'));
            const QString name = colon > 0 ? field.left(colon).trimmed() : QString();
            const bool known = name == QLatin1String("move") || name == QLatin1String("score") ||
                               name == QLatin1String("rank") || name == QLatin1String("note") ||
                               name == QLatin1String("winrate");
            if (!known) {
                if (last == QLatin1String("note")) cm.note += QLatin1Char(',') + field;
                continue;
            }
            const QString value = field.mid(colon + 1).trimmed();
            last = name;
            if (name == QLatin1String("move")) {
                const Move m = parseUciMove(value.toStdString());
                hasMove = m && pos.isLegal(m);
                cm.move = m;
            } else if (name == QLatin1String("score")) {
                bool ok = false;
                const int s = value.toInt(&ok);  // "??": not yet known
                if (ok) cm.score = blackToMove ? -s : s;
            } else if (name == QLatin1String("rank")) {
                cm.rank = value.toInt();
            } else if (name == QLatin1String("winrate")) {
                bool ok = false;
                const double w = value.toDouble(&ok);
                if (ok && w >= 0 && w <= 100) cm.winRate = blackToMove ? 100.0 - w : w;
            } else {
                cm.note = value;
            }
        }
        if (!hasMove) continue;  // not a legal move here (or none): nothing to show or play
        cm.note = cm.note.trimmed();
        cm.tablebase = tablebaseOf(cm.note);
        answer.moves.push_back(cm);
    }
    answer.status = CloudStatus::Moves;
    if (answer.moves.empty()) answer.status = CloudStatus::Unknown;
    return answer;
}

CloudClient::CloudClient(QObject* parent) : QObject(parent), network_(new QNetworkAccessManager(this)) {
    qRegisterMetaType<xq::session::CloudAnswer>();
    qRegisterMetaType<xq::session::CloudError>();
    timeout_.setSingleShot(true);
    connect(&timeout_, &QTimer::timeout, this, [this] {
        if (!reply_) return;
        timedOut_ = true;
        reply_->abort();  // finished follows, and finish() reports the timeout
    });
}

CloudClient::~CloudClient() {
    if (reply_) {
        reply_->disconnect(this);
        reply_->abort();
    }
}

void CloudClient::setEnabled(bool on) {
    const bool changed = on != enabled_;
    enabled_ = on;
    if (!on) {
        waiting_.reset();
        if (reply_) {
            QNetworkReply* r = reply_;
            reply_ = nullptr;
            timeout_.stop();
            r->disconnect(this);
            r->abort();
            r->deleteLater();
        }
    }
    if (changed) emit enabledChanged(on);
}

bool CloudClient::isBusy() const { return !reply_.isNull(); }

const CloudAnswer* CloudClient::cached(const Position& pos) const {
    const auto it = cache_.find(pos.hash());
    return it == cache_.end() ? nullptr : &it->second;
}

bool CloudClient::query(const Position& pos) {
    if (!enabled_) {
        emit failed(pos.hash(), CloudError::Disabled, 0);
        return false;
    }
    if (const CloudAnswer* a = cached(pos)) {
        waiting_.reset();  // the board is here now; an older waiting position is no longer wanted
        emit answered(pos.hash(), *a);
        return true;
    }
    if (reply_) {
        if (inFlight_.hash() != pos.hash()) waiting_ = pos;
        else waiting_.reset();
        return true;
    }
    send(pos);
    return true;
}

void CloudClient::send(const Position& pos) {
    QUrl url = baseUrl_;
    QUrlQuery q(url);
    q.addQueryItem(QStringLiteral("action"), QStringLiteral("queryall"));
    q.addQueryItem(QStringLiteral("board"), QString::fromStdString(pos.fen()));
    url.setQuery(q);
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::UserAgentHeader, QStringLiteral("Xiangqi"));
    inFlight_ = pos;
    timedOut_ = false;
    ++requestsSent_;
    reply_ = network_->get(request);
    connect(reply_, &QNetworkReply::finished, this, &CloudClient::finish);
    timeout_.start(timeoutMs_);
}

void CloudClient::finish() {
    QNetworkReply* r = qobject_cast<QNetworkReply*>(sender());
    if (!r || r != reply_) return;
    reply_ = nullptr;
    timeout_.stop();
    r->deleteLater();
    const quint64 key = inFlight_.hash();
    const int status = r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (timedOut_) {
        emit failed(key, CloudError::Timeout, 0);
    } else if (status >= 400) {
        emit failed(key, CloudError::HttpStatus, status);
    } else if (r->error() == QNetworkReply::SslHandshakeFailedError ||
               (r->error() == QNetworkReply::ProtocolUnknownError && r->url().scheme() == QLatin1String("https"))) {
        emit failed(key, CloudError::Secure, 0);  // a Qt without TLS does not know the https protocol
    } else if (r->error() != QNetworkReply::NoError) {
        emit failed(key, CloudError::Network, 0);
    } else if (const auto answer = parseCloudReply(r->readAll(), inFlight_)) {
        if (cache_.size() >= MaxCached) cache_.clear();
        cache_[key] = *answer;
        emit answered(key, *answer);
    } else {
        emit failed(key, CloudError::BadReply, 0);
    }
    if (waiting_ && enabled_) {
        const Position next = *waiting_;
        waiting_.reset();
        query(next);
    }
}

}  // namespace xq::session
