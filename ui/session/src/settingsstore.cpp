// Preferences by typed key (settingsstore.h): the two backends.
#include "xiangqi/session/settingsstore.h"

#include <QSettings>

namespace xq::session {

QVariant SettingsStore::read(const QString& name) const {
    if (backend_ == Backend::Memory) return memory_.value(name);
    return QSettings().value(name);
}

void SettingsStore::write(const QString& name, const QVariant& value) {
    if (backend_ == Backend::Memory) memory_.insert(name, value);
    else QSettings().setValue(name, value);
}

bool SettingsStore::useUserFile(const std::function<void(QSettings&)>& use) const {
    if (backend_ == Backend::Memory) return false;
    QSettings file;
    use(file);
    return true;
}

}  // namespace xq::session
