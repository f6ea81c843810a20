// Settings: the window's keys and defaults, read and written through the store (settingsstore.h).
#include "xiangqi/session/settings.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QUtf8StringView>
#include <optional>

#include "xiangqi/recordio.h"
#include "xiangqi/session/engineregistry.h"
#include "xiangqi/session/searchthreads.h"
#include "xiangqi/session/settingsstore.h"
#include "xiangqi/session/wording.h"

namespace xq::session {

namespace {

// The window's keys (settings.h): read and written only here, through the store.
namespace key {
const SettingKey<bool> RedComputer{QStringLiteral("game/redComputer"), false};
const SettingKey<bool> BlackComputer{QStringLiteral("game/blackComputer"), true};
const SettingKey<int> Depth{QStringLiteral("engine/depth"), 4};
const SettingKey<int> Level{QStringLiteral("engine/level"), 2};  // Casual: a first start plays a named level
const SettingKey<qint64> MovetimeMs{QStringLiteral("engine/movetimeMs"), 0};
const SettingKey<QString> TimeControl{QStringLiteral("game/timeControl"), QStringLiteral("untimed")};
const SettingKey<QString> Rules{QStringLiteral("game/rules"), QStringLiteral("asian")};
const SettingKey<QString> RedEngine{QStringLiteral("game/redEngine"), QString()};
const SettingKey<QString> BlackEngine{QStringLiteral("game/blackEngine"), QString()};
const SettingKey<int> Notation{QStringLiteral("view/notation"), int(xq::Notation::Chinese)};
const SettingKey<QString> Characters{QStringLiteral("view/characters"), QString()};
const SettingKey<int> PieceSet{QStringLiteral("view/pieceSet"), 0};
const SettingKey<int> BoardTheme = setting::BoardTheme;  // shared with the comfort feature
const SettingKey<int> AnimationMs = setting::AnimationMs;
const SettingKey<bool> Sound{QStringLiteral("sound/enabled"), true};
const SettingKey<bool> WarnRepetition{QStringLiteral("game/warnRepetition"), true};
const SettingKey<bool> Flipped{QStringLiteral("view/flipped"), false};
// Hidden at first: against the computer it would show the computer's plan. Ctrl+E shows it.
const SettingKey<bool> EnginePanel{QStringLiteral("view/enginePanel"), false};
const SettingKey<QString> Language{QStringLiteral("view/language"), QString()};
const SettingKey<QByteArray> Geometry{QStringLiteral("window/geometry"), QByteArray()};
const SettingKey<QByteArray> WindowState{QStringLiteral("window/state"), QByteArray()};
const SettingKey<QStringList> RecentFiles{QStringLiteral("files/recent"), QStringList()};
const SettingKey<QString> LastFolder{QStringLiteral("files/lastFolder"), QString()};
const SettingKey<int> ComputerPauseMs{QStringLiteral("game/computerPauseMs"), 400};
const SettingKey<int> Threads{QStringLiteral("engine/threads"), 0};  // 0: defaultSearchThreads()
const SettingKey<bool> Welcomed{QString::fromLatin1(Settings::WelcomedKey), false};
// Written by earlier builds (see Settings::WelcomedKey).
const SettingKey<bool> OldWelcomed{QStringLiteral("General/welcomed"), false};
}  // namespace key

}  // namespace

Settings Settings::load(const EngineRegistry* engines) {
    return load(SettingsStore(SettingsStore::Backend::UserFile), engines);
}

Settings Settings::load(const SettingsStore& q, const EngineRegistry* engines) {
    Settings s;
    s.setup.red = q.value(key::RedComputer) ? PlayerKind::Computer : PlayerKind::Human;
    s.setup.black = q.value(key::BlackComputer) ? PlayerKind::Computer : PlayerKind::Human;
    s.setup.depth = std::clamp(q.value(key::Depth), 1, 20);
    // A value out of range (a damaged file) falls back to the first start's level.
    s.setup.level = q.value(key::Level);
    if (s.setup.level < -1 || s.setup.level >= int(levels().size())) s.setup.level = key::Level.fallback;
    s.setup.movetimeMs = std::clamp<qint64>(q.value(key::MovetimeMs), 0, 600000);
    // The clock and the external engines of the last game (an engine no longer installed is dropped).
    TimeControl::parse(q.value(key::TimeControl).toStdString(), &s.setup.timeControl);
    parseRuleSet(q.value(key::Rules).toStdString(), &s.setup.rules);  // unknown: Asian
    std::optional<EngineRegistry> installed;
    if (!engines) engines = &installed.emplace(EngineRegistry::Storage::UserSettings);
    for (auto [k, engine] :
         {std::pair{&key::RedEngine, &s.setup.redEngine}, {&key::BlackEngine, &s.setup.blackEngine}}) {
        const QString name = q.value(*k);
        if (const EngineConfig* e = name.isEmpty() ? nullptr : engines->find(name)) *engine = *e;
    }
    const int notation = q.value(key::Notation);
    s.notation = notation == int(Notation::Wxf)    ? Notation::Wxf
                 : notation == int(Notation::Iccs) ? Notation::Iccs
                                                   : Notation::Chinese;
    ChineseCharacters characters;
    if (parseChineseCharacters(q.value(key::Characters).toStdString(), &characters)) s.characters = characters;
    const int pieceSet = q.value(key::PieceSet);
    s.pieceSet = pieceSet >= 0 && pieceSet < PieceSetCount ? PieceSet(pieceSet) : PieceSet::Traditional;
    const int theme = q.value(key::BoardTheme);
    s.boardTheme = theme >= 0 && theme < BoardThemeCount ? BoardTheme(theme) : BoardTheme::Wood;
    s.animationMs = std::clamp(q.value(key::AnimationMs), 0, 2000);
    s.sound = q.value(key::Sound);
    s.warnRepetition = q.value(key::WarnRepetition);
    s.flipped = q.value(key::Flipped);
    s.showEnginePanel = q.value(key::EnginePanel);
    s.recentFiles = q.value(key::RecentFiles);
    s.lastFolder = q.value(key::LastFolder);
    s.computerPauseMs = std::clamp(q.value(key::ComputerPauseMs), 0, 10000);
    const int threads = q.contains(key::Threads.name) ? q.value(key::Threads) : defaultSearchThreads();
    s.searchThreads = std::clamp(threads, 1, MaxThreads);
    s.language = q.value(key::Language);
    s.geometry = q.value(key::Geometry);
    s.windowState = q.value(key::WindowState);
    return s;
}

void Settings::save(SettingsStore& q) const {
    q.setValue(key::RedComputer, setup.red == PlayerKind::Computer);
    q.setValue(key::BlackComputer, setup.black == PlayerKind::Computer);
    q.setValue(key::Depth, setup.depth);
    q.setValue(key::Level, setup.level);
    q.setValue(key::MovetimeMs, setup.movetimeMs);
    q.setValue(key::TimeControl, QString::fromStdString(setup.timeControl.toString()));
    q.setValue(key::Rules, QString::fromStdString(std::string(ruleSetName(setup.rules))));
    q.setValue(key::RedEngine, setup.redEngine ? setup.redEngine->name : QString());
    q.setValue(key::BlackEngine, setup.blackEngine ? setup.blackEngine->name : QString());
    q.setValue(key::Notation, int(notation));
    q.setValue(key::Characters, characters ? QString::fromLatin1(charactersName(*characters).data(),
                                                                 qsizetype(charactersName(*characters).size()))
                                           : QString());
    q.setValue(key::PieceSet, int(pieceSet));
    q.setValue(key::BoardTheme, int(boardTheme));
    q.setValue(key::AnimationMs, animationMs);
    q.setValue(key::Sound, sound);
    q.setValue(key::WarnRepetition, warnRepetition);
    q.setValue(key::Flipped, flipped);
    q.setValue(key::EnginePanel, showEnginePanel);
    q.setValue(key::Language, language);
    q.setValue(key::Geometry, geometry);
    q.setValue(key::WindowState, windowState);
    q.setValue(key::RecentFiles, recentFiles);
    q.setValue(key::LastFolder, lastFolder);
    q.setValue(key::ComputerPauseMs, computerPauseMs);
    q.setValue(key::Threads, searchThreads);
}

void Settings::save() const {
    SettingsStore store(SettingsStore::Backend::UserFile);
    save(store);
}

bool Settings::wasWelcomed(const SettingsStore& store) {
    return store.value(key::Welcomed) || store.value(key::OldWelcomed);
}

void Settings::setWelcomed(SettingsStore& store) { store.setValue(key::Welcomed, true); }

namespace {

// A game of thousands of moves with comments is a few hundred kilobytes; anything this large is not ours.
constexpr qint64 MaxAutosaveBytes = 16 * 1024 * 1024;
constexpr qint64 MaxSettingsBytes = 16 * 1024 * 1024;

QString tr(const char* text) { return QCoreApplication::translate("Settings", text); }

// Why these bytes are not an auto-saved game, or "" when they are one.
QString autosaveProblem(const QByteArray& bytes) {
    if (!QUtf8StringView(bytes).isValidUtf8() || bytes.contains('\0')) return tr("it is not UTF-8 text");
    const xq::RecordFile file =
        xq::readRecords(std::string_view(bytes.constData(), std::size_t(bytes.size())), "autosave.pgn");
    if (!file.errors.empty()) return xq::session::recordErrorText(file.errors.front());
    if (file.games.empty()) return tr("it holds no game");
    return {};
}

}  // namespace

QString Settings::autosavePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath("autosave.pgn");
}

bool Settings::setAutosavedGame(const QString& pgn, QString* error) {
    const QString path = autosavePath();
    if (pgn.isEmpty()) {
        if (QFile::exists(path) && !QFile::remove(path)) {
            if (error) *error = tr("cannot remove %1").arg(QDir::toNativeSeparators(path));
            return false;
        }
        return true;
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        if (error) *error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(QFileInfo(path).path()));
        return false;
    }
    QSaveFile file(path);  // a temporary file beside it, flushed to disk and renamed over the old one on commit
    if (!file.open(QIODevice::WriteOnly) || file.write(pgn.toUtf8()) < 0 || !file.commit()) {
        if (error) *error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

QString Settings::autosavedGame(QString* problem) {
    if (problem) problem->clear();
    const QString path = autosavePath();
    if (!QFileInfo::exists(path)) {
        // Earlier versions kept the game in the settings file: move it to its own file.
        QSettings q;
        const QString old = q.value("autosave/pgn").toString();
        if (old.isEmpty()) return {};
        q.remove("autosave/pgn");
        const QString why = autosaveProblem(old.toUtf8());
        if (!why.isEmpty()) {
            qWarning("xiangqi: the unfinished game in the settings file is damaged (%s): dropped", qPrintable(why));
            if (problem)
                *problem = tr("The unfinished game from last time was damaged (%1) and has been dropped.").arg(why);
            return {};
        }
        setAutosavedGame(old);
        return old;
    }
    QFile file(path);
    QString why;
    QByteArray bytes;
    if (QFileInfo(path).size() > MaxAutosaveBytes) why = tr("it is larger than 16 MB");
    else if (!file.open(QIODevice::ReadOnly)) why = tr("it cannot be read: %1").arg(file.errorString());
    else {
        bytes = file.read(MaxAutosaveBytes + 1);
        file.close();
        why = bytes.size() > MaxAutosaveBytes ? tr("it is larger than 16 MB") : autosaveProblem(bytes);
    }
    if (why.isEmpty()) return QString::fromUtf8(bytes);
    const QString moved = moveAside(path);
    qWarning("xiangqi: the auto-saved game %s is damaged (%s): moved to %s", qPrintable(QDir::toNativeSeparators(path)),
             qPrintable(why), moved.isEmpty() ? "nowhere (removed)" : qPrintable(QDir::toNativeSeparators(moved)));
    if (problem) {
        *problem = moved.isEmpty()
                       ? tr("The unfinished game from last time was damaged (%1) and has been removed.").arg(why)
                       : tr("The unfinished game from last time was damaged (%1). It has been moved to %2.")
                             .arg(why, QDir::toNativeSeparators(moved));
    }
    return {};
}

QString Settings::checkSettingsFile() {
    QString path;
    QString why;
    {
        const QSettings q;
        path = q.fileName();
        // No file yet, or the Windows registry: nothing to check.
        if (!QFileInfo(path).isFile()) return {};
        if (q.status() == QSettings::AccessError) why = tr("it cannot be read");
        else if (q.status() == QSettings::FormatError) why = tr("it is not a settings file");
    }
    if (why.isEmpty()) {
        QFile file(path);
        if (QFileInfo(path).size() > MaxSettingsBytes) why = tr("it is larger than 16 MB");
        else if (!file.open(QIODevice::ReadOnly)) why = tr("it cannot be read: %1").arg(file.errorString());
#if !defined(Q_OS_DARWIN)
        // An INI file (Linux, BSD; IniFormat elsewhere) is UTF-8 text; macOS keeps a binary property list.
        else if (const QByteArray bytes = file.readAll(); bytes.contains('\0') || !QUtf8StringView(bytes).isValidUtf8())
            why = tr("it is not UTF-8 text");
#endif
    }
    if (why.isEmpty()) return {};
    const QString moved = moveAside(path);
    {
        // The damaged file is replaced at once by a good one holding the defaults and the one thing known: this
        // is not the first start (no welcome for a player who has been here). Nothing else writes the settings
        // at start, so this file is what the start leaves until the player changes something.
        QSettings fresh;
        fresh.setValue(WelcomedKey, true);
        fresh.sync();
    }
    qWarning("xiangqi: the settings file %s is damaged (%s): moved to %s; using the defaults",
             qPrintable(QDir::toNativeSeparators(path)), qPrintable(why),
             moved.isEmpty() ? "nowhere (removed)" : qPrintable(QDir::toNativeSeparators(moved)));
    return moved.isEmpty()
               ? tr("The settings file %1 was damaged (%2) and has been removed: the defaults are used.")
                     .arg(QDir::toNativeSeparators(path), why)
               : tr("The settings file was damaged (%1). It has been moved to %2 and the defaults are used.")
                     .arg(why, QDir::toNativeSeparators(moved));
}

QString Settings::moveAside(const QString& path) {
    const QFileInfo info(path);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString suffix = info.suffix().isEmpty() ? QString() : "." + info.suffix();
    const QString base = info.dir().filePath(info.completeBaseName() + "-" + stamp);
    QString target = base + ".corrupt" + suffix;
    for (int n = 2; QFileInfo::exists(target) && n < 1000; ++n)
        target = base + "-" + QString::number(n) + ".corrupt" + suffix;
    if (QFile::rename(path, target)) return target;
    QFile::remove(path);  // never leave a file behind that stops the next start
    return {};
}

}  // namespace xq::session
