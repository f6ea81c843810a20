// Settings: QSettings keys and defaults.
#include "xiangqi/ui/settings.h"

#include <QSettings>

namespace xq::ui {

Settings Settings::load() {
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
    const QList<EngineConfig> engines = loadEngineConfigs(q);
    for (auto [key, engine] :
         {std::pair{"game/redEngine", &s.setup.redEngine}, {"game/blackEngine", &s.setup.blackEngine}}) {
        const QString name = q.value(key).toString();
        for (const EngineConfig& e : engines)
            if (!name.isEmpty() && e.name == name) *engine = e;
    }
    const int notation = q.value("view/notation", int(Notation::Chinese)).toInt();
    s.notation = notation == int(Notation::Wxf)    ? Notation::Wxf
                 : notation == int(Notation::Iccs) ? Notation::Iccs
                                                   : Notation::Chinese;
    const int pieceSet = q.value("view/pieceSet", 0).toInt();
    s.pieceSet = pieceSet >= 0 && pieceSet < PieceSetCount ? PieceSet(pieceSet) : PieceSet::Traditional;
    const int theme = q.value("view/boardTheme", 0).toInt();
    s.boardTheme = theme >= 0 && theme < BoardThemeCount ? BoardTheme(theme) : BoardTheme::Wood;
    s.animationMs = std::clamp(q.value("view/animationMs", 180).toInt(), 0, 2000);
    s.sound = q.value("sound/enabled", true).toBool();
    s.flipped = q.value("view/flipped", false).toBool();
    // Hidden at first: against the computer it would show the computer's plan. Ctrl+E shows it.
    s.showEnginePanel = q.value("view/enginePanel", false).toBool();
    s.recentFiles = q.value("files/recent").toStringList();
    s.lastFolder = q.value("files/lastFolder").toString();
    s.computerPauseMs = std::clamp(q.value("game/computerPauseMs", 400).toInt(), 0, 10000);
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
    q.setValue("game/redEngine", setup.redEngine ? setup.redEngine->name : QString());
    q.setValue("game/blackEngine", setup.blackEngine ? setup.blackEngine->name : QString());
    q.setValue("view/notation", int(notation));
    q.setValue("view/pieceSet", int(pieceSet));
    q.setValue("view/boardTheme", int(boardTheme));
    q.setValue("view/animationMs", animationMs);
    q.setValue("sound/enabled", sound);
    q.setValue("view/flipped", flipped);
    q.setValue("view/enginePanel", showEnginePanel);
    q.setValue("view/language", language);
    q.setValue("window/geometry", geometry);
    q.setValue("window/state", windowState);
    q.setValue("files/recent", recentFiles);
    q.setValue("files/lastFolder", lastFolder);
    q.setValue("game/computerPauseMs", computerPauseMs);
}

QString Settings::autosavedGame() { return QSettings().value("autosave/pgn").toString(); }

void Settings::setAutosavedGame(const QString& pgn) {
    QSettings q;
    if (pgn.isEmpty()) q.remove("autosave/pgn");
    else q.setValue("autosave/pgn", pgn);
}

}  // namespace xq::ui
