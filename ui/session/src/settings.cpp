// Settings: QSettings keys and defaults.
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
#include "xiangqi/session/wording.h"

namespace xq::session {

Settings Settings::load(const EngineRegistry* engines) {
    QSettings q;
    Settings s;
    s.setup.red = q.value("game/redComputer", false).toBool() ? PlayerKind::Computer : PlayerKind::Human;
    s.setup.black = q.value("game/blackComputer", true).toBool() ? PlayerKind::Computer : PlayerKind::Human;
    s.setup.depth = std::clamp(q.value("engine/depth", 4).toInt(), 1, 20);
    // A first start plays a named level (Casual); a value out of range (a damaged file) falls back to it.
    constexpr int Casual = 2;
    s.setup.level = q.value("engine/level", Casual).toInt();
    if (s.setup.level < -1 || s.setup.level >= int(levels().size())) s.setup.level = Casual;
    s.setup.movetimeMs = std::clamp<qint64>(q.value("engine/movetimeMs", 0).toLongLong(), 0, 600000);
    // The clock and the external engines of the last game (an engine no longer installed is dropped).
    TimeControl::parse(q.value("game/timeControl", "untimed").toString().toStdString(), &s.setup.timeControl);
    parseRuleSet(q.value("game/rules", "asian").toString().toStdString(), &s.setup.rules);  // unknown: Asian
    std::optional<EngineRegistry> installed;
    if (!engines) engines = &installed.emplace(EngineRegistry::Storage::UserSettings);
    for (auto [key, engine] :
         {std::pair{"game/redEngine", &s.setup.redEngine}, {"game/blackEngine", &s.setup.blackEngine}}) {
        const QString name = q.value(key).toString();
        if (const EngineConfig* e = name.isEmpty() ? nullptr : engines->find(name)) *engine = *e;
    }
    const int notation = q.value("view/notation", int(Notation::Chinese)).toInt();
    s.notation = notation == int(Notation::Wxf)    ? Notation::Wxf
                 : notation == int(Notation::Iccs) ? Notation::Iccs
                                                   : Notation::Chinese;
    ChineseCharacters characters;
    if (parseChineseCharacters(q.value("view/characters").toString().toStdString(), &characters))
        s.characters = characters;
    const int pieceSet = q.value("view/pieceSet", 0).toInt();
    s.pieceSet = pieceSet >= 0 && pieceSet < PieceSetCount ? PieceSet(pieceSet) : PieceSet::Traditional;
    const int theme = q.value("view/boardTheme", 0).toInt();
    s.boardTheme = theme >= 0 && theme < BoardThemeCount ? BoardTheme(theme) : BoardTheme::Wood;
    s.animationMs = std::clamp(q.value("view/animationMs", 180).toInt(), 0, 2000);
    s.sound = q.value("sound/enabled", true).toBool();
    s.warnRepetition = q.value("game/warnRepetition", true).toBool();
    s.flipped = q.value("view/flipped", false).toBool();
    // Hidden at first: against the computer it would show the computer's plan. Ctrl+E shows it.
    s.showEnginePanel = q.value("view/enginePanel", false).toBool();
    s.recentFiles = q.value("files/recent").toStringList();
    s.lastFolder = q.value("files/lastFolder").toString();
    s.computerPauseMs = std::clamp(q.value("game/computerPauseMs", 400).toInt(), 0, 10000);
    s.searchThreads = std::clamp(q.value("engine/threads", defaultSearchThreads()).toInt(), 1, MaxThreads);
    s.language = q.value("view/language").toString();
    s.geometry = q.value("window/geometry").toByteArray();
    s.windowState = q.value("window/state").toByteArray();
    return s;
}

void Settings::save() const {
    QSettings q;
    q.setValue("game/redComputer", setup.red == PlayerKind::Computer);
    q.setValue("game/blackComputer", setup.black == PlayerKind::Computer);
    q.setValue("engine/depth", setup.depth);
    q.setValue("engine/level", setup.level);
    q.setValue("engine/movetimeMs", setup.movetimeMs);
    q.setValue("game/timeControl", QString::fromStdString(setup.timeControl.toString()));
    q.setValue("game/rules", QString::fromStdString(std::string(ruleSetName(setup.rules))));
    q.setValue("game/redEngine", setup.redEngine ? setup.redEngine->name : QString());
    q.setValue("game/blackEngine", setup.blackEngine ? setup.blackEngine->name : QString());
    q.setValue("view/notation", int(notation));
    q.setValue("view/characters",
               characters ? QString::fromLatin1(charactersName(*characters).data(), qsizetype(charactersName(*characters).size()))
                          : QString());
    q.setValue("view/pieceSet", int(pieceSet));
    q.setValue("view/boardTheme", int(boardTheme));
    q.setValue("view/animationMs", animationMs);
    q.setValue("sound/enabled", sound);
    q.setValue("game/warnRepetition", warnRepetition);
    q.setValue("view/flipped", flipped);
    q.setValue("view/enginePanel", showEnginePanel);
    q.setValue("view/language", language);
    q.setValue("window/geometry", geometry);
    q.setValue("window/state", windowState);
    q.setValue("files/recent", recentFiles);
    q.setValue("files/lastFolder", lastFolder);
    q.setValue("game/computerPauseMs", computerPauseMs);
    q.setValue("engine/threads", searchThreads);
}

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

bool Settings::wasWelcomed() {
    const QSettings q;
    return q.value(WelcomedKey, false).toBool() || q.value(QStringLiteral("General/welcomed"), false).toBool();
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
