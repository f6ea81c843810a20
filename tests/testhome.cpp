// Linked into every test executable: before main() runs, the test process gets a home of its own, a fresh
// temporary folder removed at exit, so that no test reads or writes the user's files and no two tests (nor two
// runs of one test, nor a run killed half-way) share a folder, a settings file, an auto-saved game, a runtime
// folder or a single-instance name. The real program a test starts inherits all of it.
//
// On Linux and the BSDs this covers everything QSettings and QStandardPaths use (HOME and the XDG folders); on
// macOS, HOME. Windows keeps its folders in the registry's known-folder settings, which no environment variable
// moves: there the tests rely on QStandardPaths' test mode and their own temporary folders, as before.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QUuid>

#include <cstdio>

namespace {

struct TestHome {
    QTemporaryDir dir{QDir::tempPath() + QStringLiteral("/xiangqi-test-home-XXXXXX")};

    TestHome() {
        if (!dir.isValid()) {
            std::fprintf(stderr, "testhome: cannot make a temporary home: %s\n", qPrintable(dir.errorString()));
            return;
        }
        const QString home = dir.path();
        const QString runtime = home + QStringLiteral("/runtime");
        QDir().mkpath(runtime);
        QFile::setPermissions(runtime, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);  // as XDG asks
        qputenv("HOME", QFile::encodeName(home));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(home + QStringLiteral("/.config")));
        qputenv("XDG_DATA_HOME", QFile::encodeName(home + QStringLiteral("/.local/share")));
        qputenv("XDG_STATE_HOME", QFile::encodeName(home + QStringLiteral("/.local/state")));
        qputenv("XDG_CACHE_HOME", QFile::encodeName(home + QStringLiteral("/.cache")));
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtime));
        // The single-instance name of a game started without options: never the user's running game's.
        qputenv("XIANGQI_INSTANCE", "xiangqi-test-" + QUuid::createUuid().toString(QUuid::Id128).left(16).toLatin1());
    }
};

const TestHome testHome;

}  // namespace
