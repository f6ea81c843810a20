// A home of its own for a real program a test starts: HOME, the XDG folders, a runtime folder and the offscreen
// platform, in a temporary folder removed with it, so that two programs (or two tests) never share a settings file,
// an auto-save, a saved network game or a single-instance name. The file locations are those of Linux and the BSDs.
#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

struct ProgramHome {
    QTemporaryDir dir;
    QString config() const { return dir.filePath("config"); }
    QString data() const { return dir.filePath("data"); }
    // Where QSettings and QStandardPaths::AppDataLocation put the files.
    QString settingsFile() const { return config() + "/Xiangqi/Xiangqi.conf"; }
    QString dataDir() const { return data() + "/Xiangqi/Xiangqi"; }
    QString autosave() const { return dataDir() + "/autosave.pgn"; }
    QString savedNetworkGame() const { return dataDir() + "/network-game.json"; }
    QProcessEnvironment environment() const {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("HOME", dir.path());
        env.insert("XDG_CONFIG_HOME", config());
        env.insert("XDG_DATA_HOME", data());
        env.insert("XDG_CACHE_HOME", dir.filePath("cache"));
        env.insert("XDG_RUNTIME_DIR", dir.filePath("runtime"));
        env.insert("QT_QPA_PLATFORM", "offscreen");
        return env;
    }
    void start(QProcess& process, const QString& program, const QStringList& arguments) const {
        QDir().mkpath(dir.filePath("runtime"));
        QFile::setPermissions(dir.filePath("runtime"), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        process.setProcessEnvironment(environment());
        process.start(program, arguments);
    }
};
