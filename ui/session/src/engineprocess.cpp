// The external engine client: protocol text both ways, option and info parsing, the handshake, searches with
// their time-outs, and the process's fate reported as data.
#include "xiangqi/session/engineprocess.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSettings>
#include <algorithm>

#include "xiangqi/movegen.h"

#ifdef Q_OS_WIN
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#endif

namespace xq::session {

namespace {

QStringList words(const QString& line) { return line.split(QLatin1Char(' '), Qt::SkipEmptyParts); }

// Files a-i, ranks 0-9 (or 1-10): "h2e2", "h3e3", "a10a9".
bool parseSquare(const QString& text, int& pos, int rankBase, Square& out) {
    if (pos >= text.size()) return false;
    const QChar f = text[pos];
    if (f < QLatin1Char('a') || f > QLatin1Char('i')) return false;
    int p = pos + 1, rank = 0, digits = 0;
    while (p < text.size() && text[p].isDigit() && digits < 2) {
        rank = rank * 10 + text[p].digitValue();
        ++p;
        ++digits;
    }
    if (digits == 0) return false;
    rank -= rankBase;
    if (rank < 0 || rank > 9) return false;
    out = makeSquare(f.unicode() - 'a', rank);
    pos = p;
    return true;
}

// Which keywords start a new field of an option line.
bool isOptionKeyword(const QString& w) {
    return w == QLatin1String("type") || w == QLatin1String("default") || w == QLatin1String("min") ||
           w == QLatin1String("max") || w == QLatin1String("var");
}

}  // namespace

std::optional<Position> positionAfter(const std::string& fen, const std::vector<Move>& moves) {
    Position pos;
    if (!fen.empty() && !pos.setFen(fen)) return std::nullopt;
    for (Move m : moves) {
        if (!pos.isLegal(m)) return std::nullopt;
        pos.makeMove(m);
    }
    return pos;
}

const EngineDialect& dialectOf(EngineProtocol p) {
    static const EngineDialect dialects[] = {
        {EngineProtocol::Uci, "uci", "uciok", 0, true, nullptr, "OwnBook", false, true, false},
        {EngineProtocol::UciFsf, "uci", "uciok", 1, true, "UCI_Variant", "OwnBook", false, true, false},
        {EngineProtocol::Ucci, "ucci", "ucciok", 0, false, nullptr, "usebook", true, false, true},
    };
    for (const EngineDialect& d : dialects)
        if (d.protocol == p) return d;
    return dialects[0];
}

int scorePercentFor(const QString& engineName, int configured) {
    if (configured > 0) return configured;
    // Engines whose scores are not centipawns, by the name they give in "id name".
    static const struct {
        const char* name;
        int percent;
    } known[] = {{"elephanteye", 450}, {"elephant eye", 450}, {"eleeye", 450}};
    const QString lower = engineName.toLower();
    for (const auto& k : known)
        if (lower.contains(QLatin1String(k.name))) return k.percent;
    return 100;
}

QString protocolKey(EngineProtocol p) {
    switch (p) {
    case EngineProtocol::Uci: return QStringLiteral("uci");
    case EngineProtocol::UciFsf: return QStringLiteral("uci-fsf");
    case EngineProtocol::Ucci: return QStringLiteral("ucci");
    }
    return {};
}

std::optional<EngineProtocol> protocolFromKey(const QString& key) {
    for (EngineProtocol p : {EngineProtocol::Uci, EngineProtocol::UciFsf, EngineProtocol::Ucci})
        if (key.compare(protocolKey(p), Qt::CaseInsensitive) == 0) return p;
    return std::nullopt;
}

QString moveToEngine(Move m, EngineProtocol p) {
    if (m.isNone()) return QStringLiteral("0000");
    const int base = dialectOf(p).rankBase;
    auto square = [base](Square s) { return QString(QChar('a' + fileOf(s))) + QString::number(rankOf(s) + base); };
    return square(m.from()) + square(m.to());
}

Move moveFromEngine(const QString& text, EngineProtocol p) {
    const int base = dialectOf(p).rankBase;
    int pos = 0;
    Square from = NoSquare, to = NoSquare;
    if (!parseSquare(text, pos, base, from) || !parseSquare(text, pos, base, to) || pos != text.size()) return Move();
    if (from == to) return Move();
    return Move(from, to);
}

std::optional<EngineOption> parseOptionLine(const QString& line) {
    const QStringList w = words(line);
    if (w.size() < 4 || w[0] != QLatin1String("option")) return std::nullopt;
    int i = w[1] == QLatin1String("name") ? 2 : 1;  // UCCI has no "name"
    QString field = QStringLiteral("name");
    QStringList current;
    EngineOption o;
    bool haveType = false;
    auto flush = [&]() -> bool {
        const QString value = current.join(QLatin1Char(' '));
        if (field == QLatin1String("name")) o.name = value;
        else if (field == QLatin1String("type")) {
            static const QList<QPair<QString, EngineOption::Type>> types = {
                {QStringLiteral("spin"), EngineOption::Type::Spin},
                {QStringLiteral("check"), EngineOption::Type::Check},
                {QStringLiteral("combo"), EngineOption::Type::Combo},
                {QStringLiteral("string"), EngineOption::Type::String},
                {QStringLiteral("button"), EngineOption::Type::Button}};
            auto it = std::find_if(types.begin(), types.end(), [&](const auto& t) { return t.first == value; });
            if (it == types.end()) return false;
            o.type = it->second;
            haveType = true;
        } else if (field == QLatin1String("default")) {
            o.defaultValue = value == QLatin1String("<empty>") ? QString() : value;
        } else if (field == QLatin1String("min") || field == QLatin1String("max")) {
            bool ok = false;
            const qint64 n = value.toLongLong(&ok);
            if (!ok) return false;
            (field == QLatin1String("min") ? o.min : o.max) = n;
        } else if (field == QLatin1String("var")) {
            o.choices << value;
        }
        return true;
    };
    for (; i < w.size(); ++i) {
        if (isOptionKeyword(w[i]) && !(field == QLatin1String("name") && current.isEmpty())) {
            if (!flush()) return std::nullopt;
            field = w[i];
            current.clear();
        } else {
            current << w[i];
        }
    }
    if (!flush() || !haveType || o.name.isEmpty()) return std::nullopt;
    return o;
}

QJsonObject EngineConfig::toJson() const {
    QJsonObject json;
    json[QStringLiteral("name")] = name;
    json[QStringLiteral("command")] = command;
    json[QStringLiteral("arguments")] = QJsonArray::fromStringList(arguments);
    if (!workingDirectory.isEmpty()) json[QStringLiteral("workingDirectory")] = workingDirectory;
    json[QStringLiteral("protocol")] = protocolKey(protocol);
    QJsonArray opts;
    for (const auto& [key, value] : options)
        opts.append(QJsonObject{{QStringLiteral("name"), key}, {QStringLiteral("value"), value}});
    json[QStringLiteral("options")] = opts;
    if (scorePercent > 0) json[QStringLiteral("scorePercent")] = scorePercent;
    return json;
}

std::optional<EngineConfig> EngineConfig::fromJson(const QJsonObject& json, QString* error) {
    EngineConfig c;
    c.name = json.value(QStringLiteral("name")).toString();
    c.command = json.value(QStringLiteral("command")).toString();
    for (const auto& a : json.value(QStringLiteral("arguments")).toArray()) c.arguments << a.toString();
    c.workingDirectory = json.value(QStringLiteral("workingDirectory")).toString();
    const QString protocol = json.value(QStringLiteral("protocol")).toString(QStringLiteral("uci"));
    const auto p = protocolFromKey(protocol);
    auto bad = [error](const QString& why) {
        if (error) *error = why;
        return std::nullopt;
    };
    if (c.command.isEmpty()) return bad(QStringLiteral("engine configuration has no command"));
    if (!p) return bad(QStringLiteral("unknown engine protocol '%1' (uci, uci-fsf or ucci)").arg(protocol));
    c.protocol = *p;
    c.scorePercent = std::clamp(json.value(QStringLiteral("scorePercent")).toInt(0), 0, 10000);
    if (c.name.isEmpty()) c.name = QFileInfo(c.command).baseName();
    for (const auto& o : json.value(QStringLiteral("options")).toArray()) {
        const QJsonObject obj = o.toObject();
        const QString n = obj.value(QStringLiteral("name")).toString();
        if (n.isEmpty()) return bad(QStringLiteral("an option of engine '%1' has no name").arg(c.name));
        c.options.append({n, obj.value(QStringLiteral("value")).toVariant().toString()});
    }
    return c;
}

void EngineConfig::save(QSettings& s) const {
    s.setValue(QStringLiteral("name"), name);
    s.setValue(QStringLiteral("command"), command);
    s.setValue(QStringLiteral("arguments"), arguments);
    s.setValue(QStringLiteral("workingDirectory"), workingDirectory);
    s.setValue(QStringLiteral("protocol"), protocolKey(protocol));
    s.setValue(QStringLiteral("scorePercent"), scorePercent);
    s.beginWriteArray(QStringLiteral("options"), int(options.size()));
    for (int i = 0; i < options.size(); ++i) {
        s.setArrayIndex(i);
        s.setValue(QStringLiteral("name"), options[i].first);
        s.setValue(QStringLiteral("value"), options[i].second);
    }
    s.endArray();
}

std::optional<EngineConfig> EngineConfig::load(QSettings& s, QString* error) {
    QJsonObject json;
    json[QStringLiteral("name")] = s.value(QStringLiteral("name")).toString();
    json[QStringLiteral("command")] = s.value(QStringLiteral("command")).toString();
    json[QStringLiteral("arguments")] = QJsonArray::fromStringList(s.value(QStringLiteral("arguments")).toStringList());
    json[QStringLiteral("workingDirectory")] = s.value(QStringLiteral("workingDirectory")).toString();
    json[QStringLiteral("protocol")] = s.value(QStringLiteral("protocol"), QStringLiteral("uci")).toString();
    json[QStringLiteral("scorePercent")] = s.value(QStringLiteral("scorePercent"), 0).toInt();
    QJsonArray opts;
    const int n = s.beginReadArray(QStringLiteral("options"));
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        opts.append(QJsonObject{{QStringLiteral("name"), s.value(QStringLiteral("name")).toString()},
                                {QStringLiteral("value"), s.value(QStringLiteral("value")).toString()}});
    }
    s.endArray();
    json[QStringLiteral("options")] = opts;
    return fromJson(json, error);
}

void saveEngineConfigs(QSettings& s, const QList<EngineConfig>& engines) {
    s.remove(QStringLiteral("engines"));
    s.beginWriteArray(QStringLiteral("engines"), int(engines.size()));
    for (int i = 0; i < engines.size(); ++i) {
        s.setArrayIndex(i);
        engines[i].save(s);
    }
    s.endArray();
}

QList<EngineConfig> loadEngineConfigs(QSettings& s) {
    QList<EngineConfig> list;
    const int n = s.beginReadArray(QStringLiteral("engines"));
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        if (auto c = EngineConfig::load(s)) list << *c;  // a broken entry is skipped, the others kept
    }
    s.endArray();
    return list;
}

std::optional<SearchInfo> parseInfoLine(const QString& line, const Position& pos, EngineProtocol p,
                                        int scorePercent) {
    auto scaled = [scorePercent](qint64 n) { return int(n * scorePercent / 100); };
    const QStringList w = words(line);
    if (w.isEmpty() || w[0] != QLatin1String("info")) return std::nullopt;
    SearchInfo info;
    const int sign = pos.sideToMove() == Color::Red ? 1 : -1;
    auto number = [&](int& i, qint64& out) {
        if (i + 1 >= w.size()) return false;
        bool ok = false;
        out = w[i + 1].toLongLong(&ok);
        if (ok) ++i;
        return ok;
    };
    for (int i = 1; i < w.size(); ++i) {
        const QString& k = w[i];
        qint64 n = 0;
        if (k == QLatin1String("string")) {
            info.text = w.mid(i + 1).join(QLatin1Char(' ')).toStdString();
            break;
        } else if (k == QLatin1String("depth")) {
            if (number(i, n)) info.depth = int(n);
        } else if (k == QLatin1String("seldepth")) {
            if (number(i, n)) info.seldepth = int(n);
        } else if (k == QLatin1String("multipv")) {
            if (number(i, n)) info.multipv = int(n);
        } else if (k == QLatin1String("nodes")) {
            if (number(i, n)) info.nodes = quint64(std::max<qint64>(0, n));
        } else if (k == QLatin1String("nps")) {
            if (number(i, n)) info.nps = quint64(std::max<qint64>(0, n));
        } else if (k == QLatin1String("time")) {
            if (number(i, n)) info.timeMs = n;
        } else if (k == QLatin1String("lowerbound")) {
            info.bound = sign;
        } else if (k == QLatin1String("upperbound")) {
            info.bound = -sign;
        } else if (k == QLatin1String("score")) {
            if (i + 1 < w.size() && (w[i + 1] == QLatin1String("cp") || w[i + 1] == QLatin1String("mate"))) {
                const bool mate = w[++i] == QLatin1String("mate");
                if (!number(i, n)) continue;
                info.hasScore = true;
                if (mate) info.setMateMoves(int(n) * sign);  // UCI says moves; the plies are not known
                else info.score = scaled(n) * sign;
            } else if (number(i, n)) {
                // UCCI: a bare number. ElephantEye scores a mate as 10000 minus the plies to it.
                info.hasScore = true;
                constexpr int UcciMate = 10000, UcciWinBound = 9800;
                if (dialectOf(p).bareScores && std::abs(n) >= UcciWinBound && std::abs(n) <= UcciMate) {
                    const int plies = UcciMate - int(std::abs(n));
                    info.setMatePlies(plies * (n > 0 ? 1 : -1) * sign);  // UCCI says plies: kept exactly
                } else {
                    info.score = scaled(n) * sign;
                }
            }
        } else if (k == QLatin1String("pv")) {
            Position cur = pos;
            int j = i + 1;
            for (; j < w.size(); ++j) {
                const Move m = moveFromEngine(w[j], p);
                if (m.isNone()) break;
                if (!cur.isLegal(m)) {
                    // cut here; skip the rest of the line's moves
                    while (j < w.size() && !moveFromEngine(w[j], p).isNone()) ++j;
                    break;
                }
                info.pv.push_back(m);
                cur.makeMove(m);
            }
            i = j - 1;
        } else if (k == QLatin1String("currmove") || k == QLatin1String("currmovenumber") ||
                   k == QLatin1String("hashfull") || k == QLatin1String("tbhits") || k == QLatin1String("cpuload") ||
                   k == QLatin1String("sbhits")) {
            ++i;  // a value we do not use
        }
    }
    return info;
}

namespace {

QString describeCode(const EngineError& e) {
    // Translated in the context "EngineError" (the window's .ts file lists these sentences once lupdate reads
    // this file); untranslated, the English text.
    switch (e.code) {
    case EngineErrorCode::None: return {};
    case EngineErrorCode::FailedToStart:
        return QCoreApplication::translate("EngineError", "The engine could not be started.");
    case EngineErrorCode::StartupTimeout:
        return QCoreApplication::translate("EngineError", "The engine did not answer when it was started.");
    case EngineErrorCode::Crashed: return QCoreApplication::translate("EngineError", "The engine crashed.");
    case EngineErrorCode::Exited: return QCoreApplication::translate("EngineError", "The engine stopped running.");
    case EngineErrorCode::IllegalBestMove:
        return QCoreApplication::translate("EngineError",
                                           "The engine chose a move that is not allowed; it was refused.");
    case EngineErrorCode::SearchTimeout:
        return QCoreApplication::translate(
            "EngineError", "The engine did not answer in time, not even when asked to stop; it was ended.");
    case EngineErrorCode::Garbage:
        return QCoreApplication::translate("EngineError", "The engine writes lines it should not; they are ignored.");
    case EngineErrorCode::WriteFailed:
        return QCoreApplication::translate("EngineError", "Commands could not be sent to the engine.");
    case EngineErrorCode::NoUsableAnswer:
        return QCoreApplication::translate("EngineError",
                                           "The engine gave no usable answer (no score, or a move that is not "
                                           "allowed); check its protocol in the engine settings.");
    }
    return {};
}

QString describeStartProblem(const EngineError& e) {
    const QString path = QDir::toNativeSeparators(e.path);
    switch (e.startProblem) {
    case EngineStartProblem::None: return {};
    case EngineStartProblem::NotFound:
        return QCoreApplication::translate("EngineError", "The file %1 does not exist.").arg(path);
    case EngineStartProblem::NotExecutable:
        return QCoreApplication::translate("EngineError", "Permission denied: %1 is not a program you may run.")
            .arg(path);
    case EngineStartProblem::IsFolder:
        return QCoreApplication::translate("EngineError", "%1 is a folder, not a program.").arg(path);
    case EngineStartProblem::Other:
        return QCoreApplication::translate("EngineError", "The system says: %1").arg(e.text);
    }
    return {};
}

}  // namespace

QString describeEngineError(const EngineError& e) {
    QString text = describeCode(e);
    if (const QString why = describeStartProblem(e); !why.isEmpty()) text += QLatin1Char(' ') + why;
    if (!e.engineSaid.isEmpty())
        text += QLatin1Char(' ') +
                QCoreApplication::translate("EngineError", "The engine said: \"%1\"").arg(e.engineSaid);
    return text;
}

EngineProcess::EngineProcess(QObject* parent) : QObject(parent) {
    for (QTimer* t : {&startupTimer_, &searchTimer_, &stopTimer_}) t->setSingleShot(true);
    connect(&startupTimer_, &QTimer::timeout, this, [this] {
        fail(EngineErrorCode::StartupTimeout,
             QStringLiteral("no %1 within %2 ms")
                 .arg(gotProtocolOk_ ? QStringLiteral("readyok") : QLatin1String(dialectOf(config_.protocol).helloOk))
                 .arg(startupMs_),
             true);
    });
    connect(&searchTimer_, &QTimer::timeout, this, &EngineProcess::onSearchTimeout);
    connect(&stopTimer_, &QTimer::timeout, this, &EngineProcess::onStopTimeout);
}

EngineProcess::~EngineProcess() {
    if (!process_) return;
    process_->disconnect(this);
    if (process_->state() != QProcess::NotRunning) {
        process_->write("quit\n");
        if (!process_->waitForFinished(300)) {
            process_->kill();
            process_->waitForFinished(1000);
        }
    }
}

void EngineProcess::setTimeouts(int startupMs, int overrunMs, int stopGraceMs, int searchTimeoutMs) {
    startupMs_ = startupMs;
    overrunMs_ = overrunMs;
    stopGraceMs_ = stopGraceMs;
    searchTimeoutMs_ = searchTimeoutMs;
}

const EngineOption* EngineProcess::option(const QString& name) const {
    for (const EngineOption& o : options_)
        if (o.name.compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

void EngineProcess::setState(State s) {
    if (s == state_) return;
    state_ = s;
    emit stateChanged(s);
}

void EngineProcess::prepareProcess(QProcess& process) {
#ifdef Q_OS_WIN
    process.setCreateProcessArgumentsModifier(
        [](QProcess::CreateProcessArguments* args) { args->flags |= CREATE_NO_WINDOW; });
#else
    Q_UNUSED(process);
#endif
}

bool EngineProcess::ioOpen() const {
    if (process_) return process_->state() != QProcess::NotRunning;
    return io_ && io_->isOpen();
}

void EngineProcess::detachDevice() {
    if (io_ && io_ != process_) io_->disconnect(this);
    if (io_ != process_) io_ = nullptr;
}

// Forgets the engine there was (its process ended at once, a device let go) and what it had said.
void EngineProcess::prepareStart(const EngineConfig& config) {
    detachDevice();
    if (process_) {
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(1000);
        process_->deleteLater();
        process_ = nullptr;
        io_ = nullptr;
    }
    config_ = config;
    name_ = QFileInfo(config.command).baseName();
    author_.clear();
    options_.clear();
    buffer_.clear();
    quitting_ = garbageReported_ = gotProtocolOk_ = useMillisec_ = false;
    lastEngineError_.clear();
    lastNodes_ = 0;
    lastTimeMs_ = 0;
    scorePercent_ = scorePercentFor(name_, config.scorePercent);
    searchId_ = 0;
    pending_.reset();
    pendingOptions_ = config.options;
}

void EngineProcess::attach(QIODevice* device, const EngineConfig& config) {
    prepareStart(config);
    io_ = device;
    connect(io_, &QIODevice::readyRead, this, &EngineProcess::onReadyRead);
    connect(io_, &QIODevice::aboutToClose, this, &EngineProcess::onDeviceClosed);
    setState(State::Starting);
    startupTimer_.start(startupMs_);
    send(QLatin1String(dialectOf(config_.protocol).hello));
    if (io_ && io_->bytesAvailable() > 0) QTimer::singleShot(0, this, &EngineProcess::onReadyRead);
}

void EngineProcess::onDeviceClosed() {
    detachDevice();
    startupTimer_.stop();
    searchTimer_.stop();
    stopTimer_.stop();
    pending_.reset();
    const bool expected = quitting_;
    setState(State::NotRunning);
    if (expected) return;
    EngineError e(EngineErrorCode::Exited, QStringLiteral("the engine's device was closed"));
    e.engineSaid = lastEngineError_;
    emit errorOccurred(e);
}

void EngineProcess::start(const EngineConfig& config) {
    prepareStart(config);
    process_ = new QProcess(this);
    io_ = process_;
    prepareProcess(*process_);
    process_->setProgram(config.command);
    process_->setArguments(config.arguments);
    QString dir = config.workingDirectory;
    if (dir.isEmpty()) {
        const QFileInfo fi(config.command);
        const bool inFolder = config.command.contains(QLatin1Char('/')) || config.command.contains(QLatin1Char('\\'));
        if (fi.isAbsolute() || inFolder) dir = fi.absolutePath();
    }
    if (!dir.isEmpty()) process_->setWorkingDirectory(dir);
    process_->setStandardErrorFile(QProcess::nullDevice());
    connect(process_, &QProcess::readyReadStandardOutput, this, &EngineProcess::onReadyRead);
    connect(process_, &QProcess::finished, this, &EngineProcess::onFinished);
    connect(process_, &QProcess::errorOccurred, this, &EngineProcess::onProcessError);
    connect(process_, &QProcess::started, this, [this] {
        send(QLatin1String(dialectOf(config_.protocol).hello));
    });
    setState(State::Starting);
    startupTimer_.start(startupMs_);
    inStart_ = true;
    process_->start(QIODevice::ReadWrite);
    inStart_ = false;
}

void EngineProcess::quit() {
    pending_.reset();
    searchTimer_.stop();
    startupTimer_.stop();
    if (!ioOpen()) {
        detachDevice();
        setState(State::NotRunning);
        return;
    }
    quitting_ = true;
    dropAnswer_ = true;  // a bestmove still on its way is not wanted
    if (state_ == State::Searching) send(QStringLiteral("stop"));
    send(QStringLiteral("quit"));
    if (!process_) {
        // A device has no process to wait for: the engine is let go at once.
        detachDevice();
        setState(State::NotRunning);
        return;
    }
    stopTimer_.start(stopGraceMs_);
}

void EngineProcess::send(const QString& line) {
    if (!ioOpen()) return;
    emit lineSent(line);
    if (io_->write((line + QLatin1Char('\n')).toUtf8()) < 0 && !quitting_)
        emit errorOccurred({EngineErrorCode::WriteFailed, io_->errorString()});
}

void EngineProcess::fail(EngineErrorCode code, const QString& text, bool kill) {
    startupTimer_.stop();
    searchTimer_.stop();
    stopTimer_.stop();
    pending_.reset();
    if (kill && process_ && process_->state() != QProcess::NotRunning) {
        quitting_ = true;  // the process's end is part of this error, not another one
        process_->kill();
    }
    if (kill && !process_) detachDevice();
    if (kill || !ioOpen()) setState(State::NotRunning);
    EngineError e{code, text};
    e.engineSaid = lastEngineError_;
    emit errorOccurred(e);
}

void EngineProcess::onReadyRead() {
    if (!io_) return;
    buffer_ += io_->readAll();  // a process's read channel is its standard output
    // A line of megabytes is not protocol: drop it rather than grow without end.
    constexpr qsizetype MaxLine = 1 << 20;
    qsizetype nl;
    while ((nl = buffer_.indexOf('\n')) >= 0) {
        const QByteArray raw = buffer_.left(nl);
        buffer_.remove(0, nl + 1);
        onLine(QString::fromUtf8(raw).trimmed());
        if (!io_) return;
    }
    if (buffer_.size() > MaxLine) buffer_.clear();
}

void EngineProcess::onLine(const QString& line) {
    if (line.isEmpty()) return;
    emit lineReceived(line);
    const QStringList w = words(line);
    const QString& cmd = w[0];
    if (cmd == QLatin1String("info")) {
        if (w.size() > 2 && w[1] == QLatin1String("string") && w[2].startsWith(QLatin1String("error"), Qt::CaseInsensitive)) {
            // The engine's own complaint ("info string ERROR: network file not loaded"): kept for the next error.
            constexpr int MaxSaid = 600;
            const QString said = w.mid(2).join(QLatin1Char(' '));
            if (lastEngineError_.size() < MaxSaid)
                lastEngineError_ = (lastEngineError_.isEmpty() ? said : lastEngineError_ + QLatin1Char(' ') + said)
                                       .left(MaxSaid);
        }
        if (state_ == State::Searching && !dropAnswer_)
            if (auto i = parseInfoLine(line, searchPos_, config_.protocol, scorePercent_)) {
                // Some engines (UCCI ones) send "info time … nodes …" on lines of their own: carry the latest
                // figures into every line, and work out nodes per second when the engine does not say.
                if (i->nodes > 0) lastNodes_ = i->nodes;
                else i->nodes = lastNodes_;
                if (i->timeMs > 0) lastTimeMs_ = i->timeMs;
                else i->timeMs = lastTimeMs_;
                if (i->nps == 0 && i->timeMs > 0) i->nps = quint64(double(i->nodes) * 1000.0 / double(i->timeMs));
                emit info(searchId_, *i);
            }
    } else if (cmd == QLatin1String("bestmove") || cmd == QLatin1String("nobestmove")) {
        onBestMove(w);
    } else if (cmd == QLatin1String("id")) {
        if (w.size() > 2 && w[1] == QLatin1String("name")) {
            name_ = w.mid(2).join(QLatin1Char(' '));
            scorePercent_ = scorePercentFor(name_, config_.scorePercent);
        }
        else if (w.size() > 2 && w[1] == QLatin1String("author")) author_ = w.mid(2).join(QLatin1Char(' '));
    } else if (cmd == QLatin1String("option")) {
        if (auto o = parseOptionLine(line)) {
            auto it = std::find_if(options_.begin(), options_.end(),
                                   [&](const EngineOption& e) { return e.name == o->name; });
            if (it != options_.end()) *it = *o;
            else options_ << *o;
        }
    } else if (cmd == QLatin1String(dialectOf(config_.protocol).helloOk) || cmd == QLatin1String("uciok") ||
               cmd == QLatin1String("ucciok")) {
        if (state_ == State::Starting && !gotProtocolOk_) onHandshakeDone();
    } else if (cmd == QLatin1String("readyok")) {
        if (state_ == State::Starting && gotProtocolOk_) {
            startupTimer_.stop();
            setState(State::Ready);
            emit ready();
            if (pending_ && state_ == State::Ready) startSearch();
        }
    } else if (cmd == QLatin1String("bye") || cmd == QLatin1String("copyprotection") ||
               cmd == QLatin1String("registration") || cmd == QLatin1String("ponderhit")) {
        // nothing to do
    } else if (state_ != State::Starting && !garbageReported_) {
        // Before the handshake, banners and greetings are normal; afterwards the protocol is all there is.
        garbageReported_ = true;
        emit errorOccurred({EngineErrorCode::Garbage, QStringLiteral("unexpected line '%1'").arg(line.left(200))});
    }
}

void EngineProcess::onHandshakeDone() {
    gotProtocolOk_ = true;
    const EngineDialect& d = dialectOf(config_.protocol);
    if (d.variantOption) sendOption(QLatin1String(d.variantOption), QStringLiteral("xiangqi"));
    if (d.timesInSeconds && option(QStringLiteral("usemillisec"))) {
        sendOption(QStringLiteral("usemillisec"), QStringLiteral("true"));
        useMillisec_ = true;
    }
    const auto queued = pendingOptions_;
    pendingOptions_.clear();
    for (const auto& [name, value] : queued) sendOption(name, value);
    if (bookAllowed_ && option(QLatin1String(d.bookOption)))
        sendOption(option(QLatin1String(d.bookOption))->name,
                   *bookAllowed_ ? QStringLiteral("true") : QStringLiteral("false"));
    send(QStringLiteral("isready"));
}

void EngineProcess::setBookAllowed(bool allowed) {
    if (bookAllowed_ == allowed) return;
    bookAllowed_ = allowed;
    // Before the handshake the option is not known yet: onHandshakeDone sends it.
    if (!gotProtocolOk_) return;
    if (const EngineOption* o = option(QLatin1String(dialectOf(config_.protocol).bookOption)))
        setOption(o->name, allowed ? QStringLiteral("true") : QStringLiteral("false"));
}

void EngineProcess::sendOption(const QString& name, const QString& value) {
    if (!dialectOf(config_.protocol).optionWithName) {
        send(QStringLiteral("setoption %1 %2").arg(name, value).trimmed());
        return;
    }
    const EngineOption* o = option(name);
    const bool button = o && o->type == EngineOption::Type::Button;
    send(button || value.isEmpty() ? QStringLiteral("setoption name %1").arg(name)
                                   : QStringLiteral("setoption name %1 value %2").arg(name, value));
}

void EngineProcess::setOption(const QString& name, const QString& value) {
    if (state_ == State::Ready) sendOption(name, value);
    else if (state_ == State::Searching) pendingOptions_.append({name, value});
    else {
        // Before the handshake: replace an earlier value of the same option.
        pendingOptions_.erase(
            std::remove_if(pendingOptions_.begin(), pendingOptions_.end(),
                           [&](const auto& p) { return p.first.compare(name, Qt::CaseInsensitive) == 0; }),
            pendingOptions_.end());
        pendingOptions_.append({name, value});
    }
}

void EngineProcess::setMultiPv(int lines) {
    if (const EngineOption* o = option(QStringLiteral("MultiPV"))) {
        const qint64 n =
            o->type == EngineOption::Type::Spin ? std::clamp<qint64>(lines, o->min, std::max(o->min, o->max)) : lines;
        setOption(o->name, QString::number(n));
    }
}

void EngineProcess::newGame() {
    if (dialectOf(config_.protocol).newGameCommand && state_ == State::Ready) send(QStringLiteral("ucinewgame"));
}

int EngineProcess::go(const std::string& startFen, const std::vector<Move>& moves, const SearchLimits& limits) {
    std::optional<Position> pos = positionAfter(startFen, moves);
    if (!pos || state_ == State::NotRunning) return 0;
    Request r;
    r.pos = std::move(*pos);
    r.id = nextId_++;
    r.fen = startFen.empty() ? std::string(StartFen) : startFen;
    r.moves = moves;
    r.limits = limits;
    pending_ = std::move(r);
    if (state_ == State::Searching) {
        // The running search's answer is not wanted any more; the new one starts when it arrives.
        if (!dropAnswer_) {
            dropAnswer_ = true;
            stop();
        }
    } else if (state_ == State::Ready) {
        startSearch();
    }
    return pending_ ? pending_->id : searchId_;
}

void EngineProcess::startSearch() {
    Request r = std::move(*pending_);
    pending_.reset();
    const auto options = pendingOptions_;
    pendingOptions_.clear();
    for (const auto& [name, value] : options) sendOption(name, value);
    searchId_ = r.id;
    searchPos_ = r.pos;
    dropAnswer_ = false;
    lastNodes_ = 0;
    lastTimeMs_ = 0;
    QString cmd = QStringLiteral("position fen ") + QString::fromStdString(r.fen);
    if (!r.moves.empty()) {
        cmd += QStringLiteral(" moves");
        for (Move m : r.moves) cmd += QLatin1Char(' ') + moveToEngine(m, config_.protocol);
    }
    send(cmd);
    send(goCommand(r.limits));
    setState(State::Searching);
    armSearchTimer(r.limits);
}

QString EngineProcess::goCommand(const SearchLimits& l) const {
    QString cmd = QStringLiteral("go");
    if (dialectOf(config_.protocol).timesInSeconds) {
        // UCCI times are seconds unless the engine offered (and we set) usemillisec.
        auto t = [this](qint64 ms) {
            return QString::number(useMillisec_ ? ms : std::max<qint64>(1, (ms + 999) / 1000));
        };
        const bool redToMove = searchPos_.sideToMove() == Color::Red;
        const qint64 own = redToMove ? l.wtime : l.btime, opp = redToMove ? l.btime : l.wtime;
        const qint64 inc = redToMove ? l.winc : l.binc, oppInc = redToMove ? l.binc : l.winc;
        if (l.infinite) return cmd + QStringLiteral(" infinite");
        if (l.depth > 0) cmd += QStringLiteral(" depth %1").arg(l.depth);
        if (l.nodes > 0) cmd += QStringLiteral(" nodes %1").arg(l.nodes);
        if (l.movetimeMs > 0) cmd += QStringLiteral(" time %1 movestogo 1").arg(t(l.movetimeMs));
        else if (own >= 0) {
            cmd += QStringLiteral(" time %1 increment %2").arg(t(own), t(inc));
            if (opp >= 0) cmd += QStringLiteral(" opptime %1 oppincrement %2").arg(t(opp), t(oppInc));
        }
        return cmd == QLatin1String("go") ? cmd + QStringLiteral(" infinite") : cmd;
    }
    if (l.infinite) return cmd + QStringLiteral(" infinite");
    if (l.depth > 0) cmd += QStringLiteral(" depth %1").arg(l.depth);
    if (l.movetimeMs > 0) cmd += QStringLiteral(" movetime %1").arg(l.movetimeMs);
    if (l.nodes > 0) cmd += QStringLiteral(" nodes %1").arg(l.nodes);
    if (l.wtime >= 0 || l.btime >= 0)
        cmd += QStringLiteral(" wtime %1 btime %2 winc %3 binc %4")
                   .arg(std::max<qint64>(0, l.wtime))
                   .arg(std::max<qint64>(0, l.btime))
                   .arg(l.winc)
                   .arg(l.binc);
    return cmd == QLatin1String("go") ? cmd + QStringLiteral(" infinite") : cmd;
}

void EngineProcess::armSearchTimer(const SearchLimits& l) {
    searchTimer_.stop();
    stopTimer_.stop();
    const qint64 own = searchPos_.sideToMove() == Color::Red ? l.wtime : l.btime;
    qint64 deadline = 0;
    if (l.infinite) deadline = 0;
    else if (l.movetimeMs > 0) deadline = l.movetimeMs + overrunMs_;
    else if (own >= 0) deadline = own + overrunMs_;
    else deadline = searchTimeoutMs_;
    if (deadline > 0) searchTimer_.start(int(std::min<qint64>(deadline, std::numeric_limits<int>::max())));
}

void EngineProcess::stop() {
    if (state_ != State::Searching) return;
    searchTimer_.stop();
    send(QStringLiteral("stop"));
    if (!stopTimer_.isActive()) stopTimer_.start(stopGraceMs_);
}

void EngineProcess::cancel() {
    pending_.reset();
    if (state_ != State::Searching) return;
    dropAnswer_ = true;
    stop();
}

void EngineProcess::onSearchTimeout() {
    if (state_ != State::Searching) return;
    send(QStringLiteral("stop"));
    stopTimer_.start(stopGraceMs_);
}

void EngineProcess::onStopTimeout() {
    if (quitting_) {
        if (process_ && process_->state() != QProcess::NotRunning) process_->kill();
        return;
    }
    if (state_ != State::Searching) return;
    fail(EngineErrorCode::SearchTimeout, QStringLiteral("no bestmove within %1 ms of 'stop'").arg(stopGraceMs_), true);
}

void EngineProcess::onBestMove(const QStringList& w) {
    if (state_ != State::Searching) return;  // a stray answer
    searchTimer_.stop();
    stopTimer_.stop();
    const int id = searchId_;
    const bool dropped = dropAnswer_;
    dropAnswer_ = false;
    setState(State::Ready);
    if (dropped) {
        if (pending_) startSearch();
        else {
            const auto options = pendingOptions_;
            pendingOptions_.clear();
            for (const auto& [name, value] : options) sendOption(name, value);
        }
        return;
    }
    const auto options = pendingOptions_;
    pendingOptions_.clear();
    for (const auto& [name, value] : options) sendOption(name, value);

    MoveList legal;
    generateLegal(searchPos_, legal);
    const QString text = w[0] == QLatin1String("bestmove") && w.size() > 1 ? w[1] : QString();
    const bool noMove = text.isEmpty() || text == QLatin1String("(none)") || text == QLatin1String("0000");
    if (noMove) {
        if (legal.empty()) emit bestMove(id, Move(), Move());
        else
            emit errorOccurred(
                {EngineErrorCode::IllegalBestMove, QStringLiteral("no move given although %1 legal moves exist in %2")
                                                       .arg(legal.size())
                                                       .arg(QString::fromStdString(searchPos_.fen()))});
        return;
    }
    const Move m = moveFromEngine(text, config_.protocol);
    if (m.isNone() || !legal.contains(m)) {
        emit errorOccurred(
            {EngineErrorCode::IllegalBestMove,
             QStringLiteral("bestmove '%1' is not legal in %2").arg(text, QString::fromStdString(searchPos_.fen()))});
        return;
    }
    Move ponder;
    if (w.size() > 3 && w[2] == QLatin1String("ponder")) {
        Position after = searchPos_;
        after.makeMove(m);
        const Move p = moveFromEngine(w[3], config_.protocol);
        if (!p.isNone() && after.isLegal(p)) ponder = p;
    }
    emit bestMove(id, m, ponder);
}

void EngineProcess::onFinished(int exitCode, QProcess::ExitStatus status) {
    startupTimer_.stop();
    searchTimer_.stop();
    stopTimer_.stop();
    pending_.reset();
    const bool expected = quitting_;
    setState(State::NotRunning);
    if (expected) return;
    // What the engine wrote just before it ended may be on its way still.
    if (process_) {
        buffer_ += process_->readAllStandardOutput();
        qsizetype nl;
        while ((nl = buffer_.indexOf('\n')) >= 0) {
            const QString raw = QString::fromUtf8(buffer_.left(nl)).trimmed();
            buffer_.remove(0, nl + 1);
            const QStringList w = words(raw);
            if (w.size() > 2 && w[0] == QLatin1String("info") && w[1] == QLatin1String("string") &&
                w[2].startsWith(QLatin1String("error"), Qt::CaseInsensitive) && lastEngineError_.size() < 600)
                lastEngineError_ = (lastEngineError_.isEmpty() ? QString() : lastEngineError_ + QLatin1Char(' ')) +
                                   w.mid(2).join(QLatin1Char(' '));
        }
    }
    EngineError e;
    if (status == QProcess::CrashExit)
        e = {EngineErrorCode::Crashed, QStringLiteral("the process crashed (%1)").arg(process_->errorString())};
    else e = {EngineErrorCode::Exited, QStringLiteral("the process exited with code %1").arg(exitCode)};
    e.engineSaid = lastEngineError_;
    emit errorOccurred(e);
}

void EngineProcess::onProcessError(QProcess::ProcessError error) {
    if (error != QProcess::FailedToStart) return;  // crashes arrive through finished()
    quitting_ = true;
    const QString text = QStringLiteral("cannot run '%1': %2").arg(config_.command, process_->errorString());
    // Why, as data: the window words it (a missing file, a file without permission to run, a folder).
    EngineError e{EngineErrorCode::FailedToStart, text};
    e.path = config_.command;
    const QFileInfo fi(config_.command);
    const bool hasFolder = config_.command.contains(QLatin1Char('/')) || config_.command.contains(QLatin1Char('\\'));
    if ((fi.isAbsolute() || hasFolder) && !fi.exists()) e.startProblem = EngineStartProblem::NotFound;
    else if (fi.exists() && fi.isDir()) e.startProblem = EngineStartProblem::IsFolder;
    else if (fi.exists() && !fi.isExecutable()) e.startProblem = EngineStartProblem::NotExecutable;
    else if (!fi.exists()) e.startProblem = EngineStartProblem::NotFound;  // not on the PATH either
    else {
        e.startProblem = EngineStartProblem::Other;
        e.text = process_->errorString();
    }
    auto report = [this, e] {
        startupTimer_.stop();
        searchTimer_.stop();
        stopTimer_.stop();
        pending_.reset();
        setState(State::NotRunning);
        emit errorOccurred(e);
    };
    // On Windows QProcess::start() reports a program that cannot be run before it returns, on Unix later from the
    // event loop. Callers connect after start() (xiangqi-review's analyser did, and waited for ever): the report
    // always comes from the event loop.
    if (inStart_) QTimer::singleShot(0, this, report);
    else report();
}

}  // namespace xq::session
