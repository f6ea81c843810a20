// One game per user: a second launch hands the files on its command line to the running game through a local socket.
#pragma once

#include <QObject>
#include <QStringList>

class QLocalServer;
class QLocalSocket;

namespace xq::session {

class SingleInstance : public QObject {
    Q_OBJECT
public:
    // name "" = defaultName().
    explicit SingleInstance(const QString& name = {}, QObject* parent = nullptr);
    ~SingleInstance() override;

    // The environment variable XIANGQI_INSTANCE if set (tests use their own), else a per-user name: a socket in
    // $XDG_RUNTIME_DIR when there is one (private to the user), otherwise a name made from the home directory
    // (a socket in the temporary directory on Unix, a named pipe on Windows).
    static QString defaultName();
    QString name() const { return name_; }

    // Asks a running instance to open the files (absolute paths; none = just come to the front). True when one
    // answered; false when none is running. Blocking; may be called from any thread. connectMs bounds the wait
    // for a connection (nobody listening fails at once); once connected, an instance is running, and a busy one
    // (a loaded machine, a large file being read) gets answerMs to answer before this launch gives up and opens
    // a window of its own (under Wine beside a test suite, 2 s was once too short).
    bool sendToRunning(const QStringList& files, int connectMs = 2000, int answerMs = 20000) const;
    // Becomes the running instance; false when another one answers on the name. A name left behind by a crashed
    // instance (nobody answers on it) is taken over.
    bool listen();
    bool isListening() const;
    // Whether an instance listens on the name (connects without sending anything).
    bool isAnswering(int timeoutMs = 500) const;

signals:
    // A later launch asked to open these files (empty: bring the window to the front).
    void filesReceived(const QStringList& files);

private:
    void readFrom(QLocalSocket* socket);

    QString name_;
    QLocalServer* server_ = nullptr;
};

}  // namespace xq::session
