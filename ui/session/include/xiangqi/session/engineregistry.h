// The external engines the user configured (Options → Engines…): the one owner of that list and the only place that
// reads and writes it. The window, the New Game and match dialogs, analysis and the saved game setup all ask it.
#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include "xiangqi/session/engineconfig.h"

class QSettings;

namespace xq::session {

class EngineRegistry : public QObject {
    Q_OBJECT

public:
    enum class Storage {
        UserSettings,  // read at construction from the user's settings, written back on every change
        MemoryOnly,    // starts empty and is never written (tests, a window without stored settings)
    };
    explicit EngineRegistry(Storage storage, QObject* parent = nullptr);

    const QList<EngineConfig>& engines() const { return engines_; }
    // The engine of that name, or nullptr.
    const EngineConfig* find(const QString& name) const;
    // Replaces the list (saved at once with UserSettings) and emits changed() when it differs.
    void setEngines(const QList<EngineConfig>& engines);

    // The list's form in QSettings: the array "engines" of groups, one per engine. An entry that is not a valid
    // configuration (a damaged file, a hand edit) is skipped.
    static QList<EngineConfig> read(QSettings& settings);
    static void write(QSettings& settings, const QList<EngineConfig>& engines);

signals:
    void changed();

private:
    Storage storage_;
    QList<EngineConfig> engines_;
};

}  // namespace xq::session
