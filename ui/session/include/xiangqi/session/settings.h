// The window's preferences, kept through the settings store (settingsstore.h): game mode and strength, notation, piece set, board theme, move
// animation, sound, language, window geometry, and the auto-saved game in progress.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

#include "xiangqi/notation.h"
#include "xiangqi/session/appearance.h"
#include "xiangqi/session/gamecontroller.h"

namespace xq::session {

class EngineRegistry;
class SettingsStore;

struct Settings {
    GameSetup setup;
    Notation notation = Notation::Chinese;
    // The characters of Chinese notation when the user chose them (View → Notation); none: simplified in the
    // simplified-Chinese interface, traditional in the others.
    std::optional<ChineseCharacters> characters;
    PieceSet pieceSet = PieceSet::Traditional;
    BoardTheme boardTheme = BoardTheme::Wood;
    int animationMs = 180;  // how long a move slides; 0 = off
    bool sound = true;
    bool warnRepetition = true;  // ask before a move that loses by repetition under the game's rules
    bool flipped = false;
    bool showEnginePanel = true;
    QString language;  // empty = follow the system locale; "en" or "zh_CN"
    QByteArray geometry;
    QByteArray windowState;
    QStringList recentFiles;    // most recent first
    QString lastFolder;         // where the last record was opened or saved
    int computerPauseMs = 400;  // between computer moves in computer-vs-computer games
    int searchThreads = 1;      // the built-in engine's threads; load() defaults to defaultSearchThreads()

    // The saved game setup names its external engines; they are looked up in `engines` (with nullptr, in the list
    // the user's settings hold). An engine no longer installed is dropped.
    // Read from and written to `store` (settingsstore.h); without one, the user's settings file.
    static Settings load(const SettingsStore& store, const EngineRegistry* engines = nullptr);
    static Settings load(const EngineRegistry* engines = nullptr);
    void save(SettingsStore& store) const;
    void save() const;

    // The game in progress, saved after every move in its own file, autosavePath() (PGN text). Written atomically
    // through QSaveFile (a temporary file beside it, flushed and renamed), so a crash or `kill -9` leaves the
    // previous or the new game, never half of one. An empty text removes the file. Returns false with a
    // message when the file cannot be written.
    static bool setAutosavedGame(const QString& pgn, QString* error = nullptr);
    // The saved game, or "" when there is none. A file that is not a readable game (damaged, too large, not
    // text) is moved aside with a timestamp (autosave-20261123-130501.corrupt.pgn), logged, and described in
    // *problem; "" is returned. A game left in the settings key of older versions is moved to the file.
    static QString autosavedGame(QString* problem = nullptr);
    // <AppDataLocation>/autosave.pgn (QStandardPaths::AppDataLocation: ~/.local/share/Xiangqi/Xiangqi on
    // Linux, %APPDATA%\Xiangqi\Xiangqi on Windows, ~/Library/Application Support/Xiangqi/Xiangqi on macOS).
    static QString autosavePath();

    // The key that says the player has been welcomed (set at the very first start). Earlier builds wrote
    // "general/welcomed", which an INI file reads back as "General/welcomed" (QSettings keeps a group called
    // "general" apart from its own [General] section), so the welcome came back at every start: wasWelcomed()
    // accepts that spelling too.
    static constexpr const char* WelcomedKey = "start/welcomed";
    static bool wasWelcomed(const SettingsStore& store);
    static void setWelcomed(SettingsStore& store);

    // Checks the settings file before anything reads it: one QSettings cannot parse, cannot read, or that holds
    // bytes no settings file has (NUL, invalid UTF-8) is moved aside with a timestamp and logged, and a fresh
    // file is written in its place holding only WelcomedKey (the defaults apply; a player with a settings file
    // is not new). Returns a message for the user, or "" when the file is fine (or there is none, or the
    // settings live in the Windows registry).
    static QString checkSettingsFile();

    // Renames a damaged file to <name>-YYYYMMDD-HHMMSS.corrupt.<suffix> beside it (a counter is added when that
    // exists). Returns the new path, or "" when it could not be moved (then it is removed if possible).
    static QString moveAside(const QString& path);
};

}  // namespace xq::session
