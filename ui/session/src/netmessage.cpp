// The network protocol's messages: JSON lines written and read with every field checked (docs/NETWORK.md).
#include "xiangqi/session/netmessage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>

namespace xq::session::net {

namespace {

struct TypeName {
    MessageType type;
    const char* name;
};
constexpr TypeName TypeNames[] = {
    {MessageType::Hello, "hello"},
    {MessageType::Setup, "setup"},
    {MessageType::Ready, "ready"},
    {MessageType::Resume, "resume"},
    {MessageType::Move, "move"},
    {MessageType::Ack, "ack"},
    {MessageType::Takeback, "takeback"},
    {MessageType::TakebackAnswer, "takeback-answer"},
    {MessageType::DrawOffer, "draw-offer"},
    {MessageType::DrawAnswer, "draw-answer"},
    {MessageType::Resign, "resign"},
    {MessageType::Flag, "flag"},
    {MessageType::Chat, "chat"},
    {MessageType::Ping, "ping"},
    {MessageType::Pong, "pong"},
    {MessageType::Error, "error"},
    {MessageType::Bye, "bye"},
};

struct CodeName {
    ErrorCode code;
    const char* name;
};
constexpr CodeName CodeNames[] = {
    {ErrorCode::TooLong, "too-long"},
    {ErrorCode::BadJson, "bad-json"},
    {ErrorCode::NotObject, "not-object"},
    {ErrorCode::UnknownType, "unknown-type"},
    {ErrorCode::BadField, "bad-field"},
    {ErrorCode::Version, "version"},
    {ErrorCode::WrongCode, "wrong-code"},
    {ErrorCode::WrongGame, "wrong-game"},
    {ErrorCode::Busy, "busy"},
    {ErrorCode::NotNow, "not-now"},
    {ErrorCode::NotYourTurn, "not-your-turn"},
    {ErrorCode::StalePly, "stale-ply"},
    {ErrorCode::PlyGap, "ply-gap"},
    {ErrorCode::IllegalMove, "illegal-move"},
    {ErrorCode::BadSetup, "bad-setup"},
    {ErrorCode::VerdictMismatch, "verdict-mismatch"},
    {ErrorCode::FlagDisputed, "flag-disputed"},
    {ErrorCode::TooManyErrors, "too-many-errors"},
};

QJsonObject clockJson(const ClockReading& c) {
    return QJsonObject{{QStringLiteral("main"), double(c.mainMs)}, {QStringLiteral("periods"), c.periods}};
}

QString colorName(Color c) { return c == Color::Red ? QStringLiteral("red") : QStringLiteral("black"); }

// Reads the fields of one message, remembering the first problem.
class Reader {
public:
    explicit Reader(const QJsonObject& o) : o_(o) {}
    bool ok() const { return problem_.isEmpty(); }
    const QString& problem() const { return problem_; }

    QString text(const char* key, int maxChars, bool required = true, bool allowNewline = false) {
        const QJsonValue v = o_.value(QLatin1String(key));
        if (v.isUndefined() && !required) return {};
        if (!v.isString()) return fail(key), QString();
        QString s = v.toString();
        if (s.size() > maxChars) return fail(key), QString();
        for (QChar c : s)
            if ((c.category() == QChar::Other_Control && !(allowNewline && c == u'\n')) || c.isNonCharacter())
                return fail(key), QString();
        return s;
    }
    qint64 integer(const char* key, qint64 lo, qint64 hi, bool required = true, qint64 fallback = 0) {
        const QJsonValue v = o_.value(QLatin1String(key));
        if (v.isUndefined() && !required) return fallback;
        if (!v.isDouble()) return fail(key), lo;
        const double d = v.toDouble();
        // Whole numbers in range only (a JSON double holds every integer up to 2^53 exactly).
        if (!(d >= double(lo) && d <= double(hi)) || d != double(qint64(d))) return fail(key), lo;
        return qint64(d);
    }
    bool boolean(const char* key, bool required = true, bool fallback = false) {
        const QJsonValue v = o_.value(QLatin1String(key));
        if (v.isUndefined() && !required) return fallback;
        if (!v.isBool()) return fail(key), false;
        return v.toBool();
    }
    Color color(const char* key) {
        const QString s = text(key, 5);
        if (s == QLatin1String("red")) return Color::Red;
        if (s != QLatin1String("black")) fail(key);
        return Color::Black;
    }
    QString move(const char* key) {
        const QString s = text(key, 4);
        if (ok() && !moveFromText(s)) fail(key);
        return s;
    }
    QStringList moves(const char* key, bool required = true) {
        const QJsonValue v = o_.value(QLatin1String(key));
        if (v.isUndefined() && !required) return {};
        if (!v.isArray() || v.toArray().size() > MaxPlies) return fail(key), QStringList();
        QStringList out;
        for (const QJsonValue& e : v.toArray()) {
            if (!e.isString() || !moveFromText(e.toString())) return fail(key), QStringList();
            out << e.toString();
        }
        return out;
    }
    ClockReading clock(const char* key) {
        const QJsonValue v = o_.value(QLatin1String(key));
        if (!v.isObject()) return fail(key), ClockReading();
        Reader r(v.toObject());
        ClockReading c;
        c.mainMs = r.integer("main", 0, qint64(1000) * 3600 * 24 * 30);
        c.periods = int(r.integer("periods", 0, 1000));
        if (!r.ok()) fail(key);
        return c;
    }

private:
    void fail(const char* key) {
        if (problem_.isEmpty()) problem_ = QStringLiteral("field '%1'").arg(QLatin1String(key));
    }
    const QJsonObject& o_;
    QString problem_;
};

const QRegularExpression& idPattern() {
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9-]*$"));
    return re;
}

}  // namespace

QString errorCodeName(ErrorCode code) {
    for (const auto& c : CodeNames)
        if (c.code == code) return QLatin1String(c.name);
    return QStringLiteral("none");
}

ErrorCode errorCodeFromName(const QString& name) {
    for (const auto& c : CodeNames)
        if (name == QLatin1String(c.name)) return c.code;
    return ErrorCode::None;
}

QString messageTypeName(MessageType type) {
    for (const auto& t : TypeNames)
        if (t.type == type) return QLatin1String(t.name);
    return {};
}

QString moveText(Move m) { return QString::fromStdString(moveToUci(m)); }

Move moveFromText(const QString& text) {
    if (text.size() != 4) return Move();
    const QByteArray bytes = text.toLatin1();
    if (bytes[0] < 'a' || bytes[0] > 'i' || bytes[2] < 'a' || bytes[2] > 'i') return Move();
    if (bytes[1] < '0' || bytes[1] > '9' || bytes[3] < '0' || bytes[3] > '9') return Move();
    const Move m = parseUciMove(bytes.toStdString());
    return m && m.from() != m.to() ? m : Move();
}

QByteArray encode(const Message& m) {
    QJsonObject o{{QStringLiteral("type"), messageTypeName(m.type)}};
    switch (m.type) {
    case MessageType::Hello:
        o.insert(QStringLiteral("proto"), m.proto);
        o.insert(QStringLiteral("app"), m.app);
        o.insert(QStringLiteral("name"), m.name);
        if (!m.code.isEmpty()) o.insert(QStringLiteral("code"), m.code);
        if (!m.game.isEmpty()) {
            o.insert(QStringLiteral("game"), m.game);
            o.insert(QStringLiteral("moves"), QJsonArray::fromStringList(m.moves));
        }
        break;
    case MessageType::Setup:
        o.insert(QStringLiteral("game"), m.game);
        o.insert(QStringLiteral("red"), m.red);
        o.insert(QStringLiteral("black"), m.black);
        o.insert(QStringLiteral("guest"), colorName(m.guest));
        o.insert(QStringLiteral("time"), m.timeControl);
        o.insert(QStringLiteral("rules"), m.rules);
        o.insert(QStringLiteral("fen"), m.fen);
        o.insert(QStringLiteral("assist"), m.assist);
        o.insert(QStringLiteral("absence"), m.absenceSeconds);
        o.insert(QStringLiteral("forfeit"), m.forfeit);
        o.insert(QStringLiteral("event"), m.event);
        o.insert(QStringLiteral("site"), m.site);
        o.insert(QStringLiteral("date"), m.date);
        break;
    case MessageType::Ready: o.insert(QStringLiteral("game"), m.game); break;
    case MessageType::Resume:
        o.insert(QStringLiteral("game"), m.game);
        o.insert(QStringLiteral("moves"), QJsonArray::fromStringList(m.moves));
        o.insert(QStringLiteral("red-clock"), clockJson(m.clocks[0]));
        o.insert(QStringLiteral("black-clock"), clockJson(m.clocks[1]));
        break;
    case MessageType::Move:
        o.insert(QStringLiteral("ply"), m.ply);
        o.insert(QStringLiteral("move"), m.move);
        o.insert(QStringLiteral("clock"), clockJson(m.clock));
        o.insert(QStringLiteral("verdict"), m.verdict);
        break;
    case MessageType::Ack:
    case MessageType::Takeback:
    case MessageType::DrawOffer:
    case MessageType::Resign: o.insert(QStringLiteral("ply"), m.ply); break;
    case MessageType::TakebackAnswer:
    case MessageType::DrawAnswer:
        o.insert(QStringLiteral("ply"), m.ply);
        o.insert(QStringLiteral("accept"), m.accept);
        break;
    case MessageType::Flag:
        o.insert(QStringLiteral("ply"), m.ply);
        o.insert(QStringLiteral("side"), colorName(m.side));
        break;
    case MessageType::Chat: o.insert(QStringLiteral("text"), m.text); break;
    case MessageType::Ping:
    case MessageType::Pong: o.insert(QStringLiteral("seq"), double(m.seq)); break;
    case MessageType::Error:
        o.insert(QStringLiteral("code"), errorCodeName(m.error));
        o.insert(QStringLiteral("detail"), m.detail.left(MaxTextChars));
        if (!m.ref.isEmpty()) o.insert(QStringLiteral("ref"), m.ref.left(MaxTextChars));
        break;
    case MessageType::Bye: break;
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

bool decode(QByteArrayView line, Message* out, DecodeError* error) {
    DecodeError e;
    auto failWith = [&](ErrorCode code, const QString& detail) {
        e.code = code;
        e.detail = detail;
        if (error) *error = e;
        return false;
    };
    if (line.size() > MaxLineBytes) return failWith(ErrorCode::TooLong, QStringLiteral("line too long"));
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray(), &pe);
    if (pe.error != QJsonParseError::NoError)
        return failWith(ErrorCode::BadJson, QStringLiteral("%1 at byte %2").arg(pe.errorString()).arg(pe.offset));
    if (!doc.isObject()) return failWith(ErrorCode::NotObject, QStringLiteral("not an object"));
    const QJsonObject o = doc.object();
    const QString typeName = o.value(QStringLiteral("type")).toString();
    std::optional<MessageType> type;
    for (const auto& t : TypeNames)
        if (typeName == QLatin1String(t.name)) type = t.type;
    if (!type) return failWith(ErrorCode::UnknownType, QStringLiteral("type '%1'").arg(typeName.left(40)));
    e.type = typeName;

    Message m;
    m.type = *type;
    Reader r(o);
    switch (m.type) {
    case MessageType::Hello:
        m.proto = int(r.integer("proto", 0, 1000000));
        m.app = r.text("app", MaxTextChars);
        m.name = r.text("name", MaxNameChars).trimmed();
        m.code = r.text("code", MaxTextChars, false);
        m.game = r.text("game", MaxTextChars, false);
        if (!m.game.isEmpty()) m.moves = r.moves("moves");
        break;
    case MessageType::Setup: {
        m.game = r.text("game", MaxTextChars);
        m.red = r.text("red", MaxNameChars);
        m.black = r.text("black", MaxNameChars);
        m.guest = r.color("guest");
        m.timeControl = r.text("time", MaxTextChars);
        m.rules = r.text("rules", MaxTextChars);
        m.fen = r.text("fen", MaxTextChars);
        m.assist = r.boolean("assist");
        m.absenceSeconds = int(r.integer("absence", 0, MaxAbsenceSeconds));
        m.forfeit = r.boolean("forfeit");
        m.event = r.text("event", MaxTextChars);
        m.site = r.text("site", MaxTextChars);
        m.date = r.text("date", 10);
        break;
    }
    case MessageType::Ready: m.game = r.text("game", MaxTextChars); break;
    case MessageType::Resume:
        m.game = r.text("game", MaxTextChars);
        m.moves = r.moves("moves");
        m.clocks[0] = r.clock("red-clock");
        m.clocks[1] = r.clock("black-clock");
        break;
    case MessageType::Move:
        m.ply = int(r.integer("ply", 1, MaxPlies));
        m.move = r.move("move");
        m.clock = r.clock("clock");
        m.verdict = r.text("verdict", 40);
        break;
    case MessageType::Ack:
    case MessageType::DrawOffer:
    case MessageType::Resign: m.ply = int(r.integer("ply", 0, MaxPlies)); break;
    case MessageType::Takeback: m.ply = int(r.integer("ply", 0, MaxPlies)); break;
    case MessageType::TakebackAnswer:
    case MessageType::DrawAnswer:
        m.ply = int(r.integer("ply", 0, MaxPlies));
        m.accept = r.boolean("accept");
        break;
    case MessageType::Flag:
        m.ply = int(r.integer("ply", 0, MaxPlies));
        m.side = r.color("side");
        break;
    case MessageType::Chat:
        m.text = r.text("text", MaxChatChars, true, true);
        break;
    case MessageType::Ping:
    case MessageType::Pong: m.seq = r.integer("seq", 0, qint64(1) << 52); break;
    case MessageType::Error: {
        const QString code = r.text("code", 40);
        m.error = errorCodeFromName(code);
        m.detail = r.text("detail", MaxTextChars);
        m.ref = r.text("ref", MaxTextChars, false);
        break;
    }
    case MessageType::Bye: break;
    }
    if (r.ok() && !idPattern().match(m.game).hasMatch()) return failWith(ErrorCode::BadField, QStringLiteral("field 'game'"));
    if (!r.ok()) return failWith(ErrorCode::BadField, r.problem());
    *out = m;
    return true;
}

void LineReader::feed(QByteArrayView bytes) {
    while (!bytes.isEmpty()) {
        const qsizetype nl = bytes.indexOf('\n');
        const QByteArrayView piece = nl < 0 ? bytes : bytes.first(nl);
        if (!skipping_) {
            if (partial_.size() + piece.size() > max_) {
                // Refused the moment it passes the limit; the rest of the line is never stored.
                ready_.push_back({{}, true});
                partial_.clear();
                skipping_ = true;
            } else {
                partial_.append(piece);
            }
        }
        if (nl < 0) return;
        if (!skipping_) {
            if (partial_.endsWith('\r')) partial_.chop(1);  // a CRLF peer (telnet) is fine
            ready_.push_back({partial_, false});
        }
        partial_.clear();
        skipping_ = false;
        bytes = bytes.sliced(nl + 1);
    }
}

std::optional<LineReader::Line> LineReader::next() {
    if (ready_.empty()) return std::nullopt;
    Line l = std::move(ready_.front());
    ready_.pop_front();
    return l;
}

}  // namespace xq::session::net
