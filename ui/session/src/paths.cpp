// Data directory lookup relative to the executable (relocatable installs, build tree, macOS bundle, Windows folder).
#include "xiangqi/session/paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStringList>

namespace xq::session {

QString dataDirectoryFor(const QString& appDir) {
    const QDir app(appDir);
    QStringList candidates{QStringLiteral("../share/xiangqi"), QStringLiteral("../Resources"),
                           QStringLiteral("share/xiangqi")};
    // A macOS bundle in the build tree (build/bin/xiangqi.app/Contents/MacOS): the data is beside build/bin.
    if (QDir::cleanPath(appDir).endsWith(QStringLiteral(".app/Contents/MacOS")))
        candidates << QStringLiteral("../../../../share/xiangqi");
    for (const QString& relative : candidates) {
        const QString candidate = QDir::cleanPath(app.absoluteFilePath(relative));
        if (QFileInfo(candidate + QStringLiteral("/translations")).isDir()) return candidate;
    }
    return {};
}

QString dataDirectory() {
    const QString fromEnvironment = qEnvironmentVariable("XIANGQI_DATA_DIR");
    if (!fromEnvironment.isEmpty() && QFileInfo(fromEnvironment).isDir()) return QDir::cleanPath(fromEnvironment);
    return dataDirectoryFor(QCoreApplication::applicationDirPath());
}

QString translationsDirectory() {
    const QString data = dataDirectory();
    return data.isEmpty() ? QString() : data + QStringLiteral("/translations");
}

QString trainingStorePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath("training.sqlite");
}

}  // namespace xq::session
