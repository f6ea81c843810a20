// The user's preferences, kept in QSettings: game mode and strength, notation, piece set, board theme, move
// animation, sound, language, window geometry, and the auto-saved game in progress.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/gamecontroller.h"

namespace xq::ui {

struct Settings {
    GameSetup setup;
    Notation notation = Notation::Chinese;
    PieceSet pieceSet = PieceSet::Traditional;
    BoardTheme boardTheme = BoardTheme::Wood;
    int animationMs = 180;  // how long a move slides; 0 = off
    bool sound = true;
    bool flipped = false;
    bool showEnginePanel = true;
    QString language;  // empty = follow the system locale; "en" or "zh_CN"
    QByteArray geometry;
    QByteArray windowState;
    QStringList recentFiles;    // most recent first
    QString lastFolder;         // where the last record was opened or saved
    int computerPauseMs = 400;  // between computer moves in computer-vs-computer games

    static Settings load();
    void save() const;

    // The game in progress, saved after every move (PGN text, empty when there is none).
    static QString autosavedGame();
    static void setAutosavedGame(const QString& pgn);
};

}  // namespace xq::ui
