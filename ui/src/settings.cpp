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
    s.setup.level = q.value("engine/level", -1).toInt();
    s.setup.movetimeMs = std::max<qint64>(0, q.value("engine/movetimeMs", 0).toLongLong());
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
    s.showEnginePanel = q.value("view/enginePanel", true).toBool();
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
}

QString Settings::autosavedGame() { return QSettings().value("autosave/pgn").toString(); }

void Settings::setAutosavedGame(const QString& pgn) {
    QSettings q;
    if (pgn.isEmpty()) q.remove("autosave/pgn");
    else q.setValue("autosave/pgn", pgn);
}

}  // namespace xq::ui
