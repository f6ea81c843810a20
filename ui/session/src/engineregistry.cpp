// The configured external engines, read once and written on every change.
#include "xiangqi/session/engineregistry.h"

#include <QSettings>

#include "xiangqi/session/settingsstore.h"

namespace xq::session {

EngineRegistry::EngineRegistry(Storage storage, QObject* parent) : QObject(parent), storage_(storage) {
    if (storage_ == Storage::UserSettings)
        SettingsStore(SettingsStore::Backend::UserFile).useUserFile([this](QSettings& s) { engines_ = read(s); });
}

const EngineConfig* EngineRegistry::find(const QString& name) const {
    for (const EngineConfig& e : engines_)
        if (e.name == name) return &e;
    return nullptr;
}

void EngineRegistry::setEngines(const QList<EngineConfig>& engines) {
    if (engines == engines_) return;
    engines_ = engines;
    if (storage_ == Storage::UserSettings)
        SettingsStore(SettingsStore::Backend::UserFile).useUserFile([this](QSettings& s) { write(s, engines_); });
    emit changed();
}

void EngineRegistry::write(QSettings& s, const QList<EngineConfig>& engines) {
    s.remove(QStringLiteral("engines"));
    s.beginWriteArray(QStringLiteral("engines"), int(engines.size()));
    for (int i = 0; i < engines.size(); ++i) {
        s.setArrayIndex(i);
        engines[i].save(s);
    }
    s.endArray();
}

QList<EngineConfig> EngineRegistry::read(QSettings& s) {
    QList<EngineConfig> list;
    const int n = s.beginReadArray(QStringLiteral("engines"));
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        if (auto c = EngineConfig::load(s)) list << *c;  // a broken entry is skipped, the others kept
    }
    s.endArray();
    return list;
}

}  // namespace xq::session
