// Settings that start empty for one test: on Linux and macOS the settings files go to a temporary folder
// (QSettings::setPath); on Windows the native format is the registry, where setPath has no effect, so the test
// application's key is cleared instead (a value from an earlier run would otherwise still be there).
#pragma once

#include <QSettings>
#include <QString>

inline void useFreshSettings(const QString& folder) {
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, folder);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
    QSettings settings;
    settings.clear();
    settings.sync();
}
