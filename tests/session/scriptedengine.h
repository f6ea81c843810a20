// An engine inside the test: a device that answers each line it is written with the lines a script gives, on the
// next turn of the event loop, as a real engine's pipe would. Records every line it was sent. (test_engineclient,
// test_engineinterface)
#pragma once

#include <QIODevice>
#include <QStringList>
#include <QTimer>
#include <cstring>
#include <functional>

class ScriptedEngine : public QIODevice {
public:
    using Script = std::function<QStringList(const QString& line)>;
    explicit ScriptedEngine(Script script) : script_(std::move(script)) { open(QIODevice::ReadWrite); }
    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override { return out_.size() + QIODevice::bytesAvailable(); }
    QStringList received;

protected:
    qint64 readData(char* data, qint64 max) override {
        const qint64 n = std::min<qint64>(max, out_.size());
        std::memcpy(data, out_.constData(), size_t(n));
        out_.remove(0, n);
        return n;
    }
    qint64 writeData(const char* data, qint64 len) override {
        in_ += QByteArray(data, len);
        qsizetype nl;
        while ((nl = in_.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(in_.left(nl));
            in_.remove(0, nl + 1);
            received << line;
            const QStringList answer = script_(line);
            if (answer.isEmpty()) continue;
            QTimer::singleShot(0, this, [this, answer] {
                for (const QString& l : answer) out_ += (l + QLatin1Char('\n')).toUtf8();
                emit readyRead();
            });
        }
        return len;
    }

private:
    Script script_;
    QByteArray in_, out_;
};
