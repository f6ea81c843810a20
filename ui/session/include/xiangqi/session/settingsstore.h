// The program's preferences, read and written through typed keys, with one of two backends: the user's settings file
// (QSettings) or memory, for a window that promises to leave the user's files alone (screenshots, tests, a second
// look). The main window owns one and hands it to its features; nothing else reads or writes preferences by a
// key of its own (the Settings struct, settings.h, is the window's own part of the same file).
#pragma once

#include <QString>
#include <QVariant>
#include <QVariantMap>

#include <functional>

class QSettings;

namespace xq::session {

// A preference: its key in the settings file and its value while nothing is stored.
template <typename T>
struct SettingKey {
    QString name;
    T fallback;
};

// The features' preferences.
namespace setting {
inline const SettingKey<bool> MoveTreeShown{QStringLiteral("view/moveTree"), false};
inline const SettingKey<int> BoardTheme{QStringLiteral("view/boardTheme"), 0};
inline const SettingKey<int> AnimationMs{QStringLiteral("view/animationMs"), 180};
inline const SettingKey<bool> ExplorerShown{QStringLiteral("view/explorer"), false};
inline const SettingKey<int> AnalysisLines{QStringLiteral("analysis/lines"), 1};
inline const SettingKey<bool> AnalysisCloud{QStringLiteral("analysis/cloud"), false};
inline const SettingKey<bool> CloudEnabled{QStringLiteral("cloud/enabled"), false};
inline const SettingKey<QString> CloudBaseUrl{QStringLiteral("cloud/baseUrl"), QString()};  // "": the public server
inline const SettingKey<bool> ExplorerMirrors{QStringLiteral("database/mirrors"), false};
inline const SettingKey<QString> DatabasePath{QStringLiteral("database/path"), QString()};
inline const SettingKey<QString> BookPath{QStringLiteral("database/book"), QString()};
inline const SettingKey<bool> ComputerUsesBook{QStringLiteral("database/computerUsesBook"), true};
inline const SettingKey<QString> BookVariety{QStringLiteral("database/bookVariety"), QStringLiteral("weighted")};
inline const SettingKey<QString> NetworkName{QStringLiteral("network/name"), QString()};
inline const SettingKey<QString> AnnounceAddress{QStringLiteral("network/announceAddress"),
                                                 QStringLiteral("255.255.255.255")};
inline const SettingKey<int> AnnouncePort{QStringLiteral("network/announcePort"), 0};  // 0: the default port
inline const SettingKey<int> ExportWidth{QStringLiteral("export/width"), 800};
inline const SettingKey<bool> ExportCoordinates{QStringLiteral("export/coordinates"), true};
// A puzzle's best marks (-1: never solved), by the puzzle's own key (PuzzleDialog).
inline SettingKey<int> puzzleMarks(const QString& puzzleKey) { return {puzzleKey, -1}; }
}  // namespace setting

class SettingsStore {
public:
    enum class Backend {
        UserFile,  // QSettings: the user's settings file (or the registry on Windows)
        Memory,    // kept for this run only; the user's file is never read or written
    };
    explicit SettingsStore(Backend backend) : backend_(backend) {}

    Backend backend() const { return backend_; }
    // Whether this run may write the user's files (settings, and what a feature keeps beside them).
    bool writesUserFiles() const { return backend_ == Backend::UserFile; }

    template <typename T>
    T value(const SettingKey<T>& key) const {
        const QVariant v = read(key.name);
        return v.isValid() && v.canConvert<T>() ? v.value<T>() : key.fallback;
    }
    template <typename T>
    void setValue(const SettingKey<T>& key, const T& value) {
        write(key.name, QVariant::fromValue(value));
    }
    bool contains(const QString& name) const { return read(name).isValid(); }

    // Structured data that typed keys cannot hold (the engine list: an array of groups, engineregistry.h): `use` is
    // given the user's settings file and true is returned; a memory store opens nothing and returns false (its owner
    // keeps such data itself). The one way besides the typed keys into the file: nothing else opens QSettings.
    bool useUserFile(const std::function<void(QSettings&)>& use) const;

    // What was written to a memory store (tests).
    const QVariantMap& memory() const { return memory_; }

private:
    QVariant read(const QString& name) const;
    void write(const QString& name, const QVariant& value);

    Backend backend_;
    QVariantMap memory_;
};

}  // namespace xq::session
