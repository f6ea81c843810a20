// The external engine process: the handshake, options, searches with their time-outs, and the process's fate reported
// as data. The protocol text itself is read in engineprotocol.cpp, the dialects are in enginedialect.cpp.
#include "xiangqi/session/engineprocess.h"

#include <QFileInfo>
#include <algorithm>

#include "enginetext.h"
#include "xiangqi/movegen.h"

#ifdef Q_OS_WIN
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#endif

namespace xq::session {

using enginetext::words;

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

bool EngineProcess::stopped() {
    startupTimer_.stop();
    searchTimer_.stop();
    stopTimer_.stop();
    pending_.reset();
    const bool expected = quitting_;
    setState(State::NotRunning);
    return expected;
}

void EngineProcess::onDeviceClosed() {
    detachDevice();
    if (stopped()) return;
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
    if (stopped()) return;
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
