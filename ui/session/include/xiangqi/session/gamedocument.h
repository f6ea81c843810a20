// The game document: the file behind the game on the board. Opens any record format the game core reads (PGN in
// any encoding, XQF, DhtmlXQ/UBB, ChessBridge CBF/CBR/CBL), saves by format (PGN in each notation, XQF), and keeps
// the path, the format, the collection and game index, and whether the game has changed since it was opened or
// saved. Errors are data (DocumentError, with the reader's RecordError); documentErrorText (wording.h) words them.
#pragma once

#include <QObject>
#include <QString>

#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "xiangqi/notation.h"
#include "xiangqi/pgn.h"
#include "xiangqi/recordio.h"
#include "xiangqi/session/recordedit.h"

namespace xq::session {

class GameController;

// What went wrong with a file, as data.
struct DocumentError {
    enum class Kind {
        None,
        Missing,     // the file does not exist
        NotAFile,    // a folder, a FIFO, a device: only regular files are read
        TooLarge,    // larger than MaxRecordFileBytes
        CannotOpen,  // the system refused (system says why)
        CannotRead,
        CannotWrite,
        NoGame,      // the file holds no game it can read (record: the first reader error, if any)
        NoSuchGame,  // gameIndex beyond the games of the file (gameCount)
        BadRecord,   // the chosen game could not be read (record says where and what)
        NotSavable,  // Save without a file to write back to (a collection, DhtmlXQ, ChessBridge, a new game)
    };
    Kind kind = Kind::None;
    QString path;
    QString system;      // the operating system's words for CannotOpen, CannotRead, CannotWrite
    RecordError record;  // NoGame, BadRecord
    int gameCount = 0;   // NoSuchGame

    explicit operator bool() const { return kind != Kind::None; }
};

// Largest file a document opens.
inline constexpr qint64 MaxRecordFileBytes = qint64(1) << 30;

// A whole record file read into memory: PGN decoded from any encoding and indexed (each game is read move by move
// only when chosen, so that a collection opens at once); the other formats read whole by readRecords.
struct LoadedRecords {
    DocumentError failure;  // the file could not be read at all
    QString error;          // failure in words (empty when it was read, or when cancelled)
    bool cancelled = false;
    TextEncoding encoding = TextEncoding::Utf8;
    RecordFormat format = RecordFormat::Unknown;
    std::string text;                // PGN: the decoded text
    std::vector<PgnGameSpan> spans;  // PGN: its games
    std::vector<GameRecord> games;   // the other formats (XQF, DhtmlXQ/UBB, CBF, CBR/CBL)
    std::vector<RecordError> errors;
    std::vector<RecordError> partial;  // games read only up to a place (RecordFile::partial)

    int gameCount() const { return format == RecordFormat::Pgn ? int(spans.size()) : int(games.size()); }
    // Tags of game i, for a list to choose from.
    std::string tag(int i, std::string_view name) const {
        return format == RecordFormat::Pgn ? spans[std::size_t(i)].tag(name) : games[std::size_t(i)].tag(name);
    }
    bool readGame(int i, GameRecord* game, RecordError* error) const;
};

// Reads, decodes and indexes a file on the calling thread. permille (0..1000) reports progress to another thread;
// cancel, when set by another thread, stops the reading (cancelled is then true). Both may be null.
LoadedRecords readRecordFile(const QString& path, std::atomic<int>* permille = nullptr,
                             const std::atomic<bool>* cancel = nullptr);

class GameDocument : public QObject {
    Q_OBJECT
public:
    // The document's game is the controller's: opening loads into it, saving writes what it holds.
    explicit GameDocument(GameController* controller, QObject* parent = nullptr);

    // Opens game gameIndex of a file, read on the calling thread. A record opens for study: both sides are
    // played by the user (nobody moves on it by itself) until the window plays from it. On failure nothing
    // changes: not the game, not the file.
    bool open(const QString& path, int gameIndex = 0, DocumentError* error = nullptr);
    // The same for a file read already (the window reads with a progress dialog and lets the user choose a game).
    bool openLoaded(const QString& path, const LoadedRecords& loaded, int gameIndex, DocumentError* error = nullptr);
    // A game from text (PGN or DhtmlXQ/UBB), e.g. the auto-saved game: not a file, so Save asks for one, and it
    // counts as changed. The players are kept (a game to continue).
    bool openText(const QString& text, DocumentError* error = nullptr);

    // Save: the game back to path() (PGN in the notation given, or XQF for an XQF file). Refused (NotSavable)
    // when there is no file it may write back to. Chinese moves keep the characters of the file (fileCharacters()).
    bool save(Notation notation, DocumentError* error = nullptr);
    // Save As: XQF for a name ending in .xqf, PGN in the notation given otherwise; the file becomes the document's.
    // Chinese moves in `characters` when the user chose them, else in fileCharacters().
    bool saveAs(const QString& path, Notation notation, DocumentError* error = nullptr,
                std::optional<ChineseCharacters> characters = std::nullopt);
    // Writes the game to a file without making it the document's (a copy).
    bool writeCopy(const QString& path, Notation notation, DocumentError* error = nullptr) const;

    // The characters Chinese moves are saved in: those the file was read in (GameRecord::chineseCharacters) or
    // last saved in; for a game whose file shows none (a new game, an ICCS file), setNewGameCharacters's.
    ChineseCharacters fileCharacters() const { return fileCharacters_.value_or(newGameCharacters_); }
    void setNewGameCharacters(ChineseCharacters c) { newGameCharacters_ = c; }
    static bool isXqfPath(const QString& path);

    // A new game: no file, nothing changed.
    void clear();
    // The game as it is now counts as saved (after a save, or an open).
    void markClean();

    // Where Save writes: the file opened or saved last, if Save may write back to it, else empty (Save As).
    QString path() const { return savePath_; }
    // The file opened or saved last (also a collection or a format we only read); empty for a new game.
    QString filePath() const { return filePath_; }
    RecordFormat format() const { return format_; }
    int gameIndex() const { return gameIndex_; }
    int gameCount() const { return gameCount_; }
    // Whether Save may write back: only a file of one game in a format we write (PGN, XQF). A game from a
    // collection, a DhtmlXQ or a ChessBridge file gets Save As, so a collection is never overwritten.
    bool canSaveBack() const { return !savePath_.isEmpty(); }
    // Whether the game differs from what was last opened or saved (moving through it changes nothing).
    bool isDirty() const { return dirty_; }
    // Games of the file last opened that could not be read and were left out.
    const std::vector<RecordError>& skippedGames() const { return skipped_; }
    // Where the reader stopped in the game opened, when it was read only up to a place (an XQF file whose moves
    // end early or turn illegal); code None when it was read whole. Such a game is never saved back over its file.
    const RecordError& partialRead() const { return partial_; }

    // ---- the edit history (Edit → Undo / Redo), as Tiled's document keeps one ----
    // Every change of the record is a step: variations promoted or deleted, comments, game information, the rules,
    // and — while only people at this computer play — moves and take-backs. Where a computer or a network opponent
    // plays, a move or a take-back is a game action with rules of its own (the take-back against the computer, the
    // opponent's consent, the clocks): it is not a step, and the steps before it can no longer be undone. A new game
    // or an opened record starts a new history. A move that ends the game is one step with its result.
    bool canUndo() const { return !undo_.empty(); }
    bool canRedo() const { return !redo_.empty(); }
    RecordEdit undoEdit() const { return undo_.empty() ? RecordEdit::Other : undo_.back().edit; }  // editText words it
    RecordEdit redoEdit() const { return redo_.empty() ? RecordEdit::Other : redo_.back().edit; }
    void undo();
    void redo();

signals:
    // A game was opened (from a file or from text).
    void opened();
    void dirtyChanged(bool dirty);
    void fileChanged();
    void historyChanged();

private:
    void updateDirty();
    void onRecordChanged();
    void clearHistory();
    void step(bool undo);
    struct Step {
        RecordEdit edit;
        quint64 serial;  // the controller's editSerial(): changes under one number are one step
        GameRecord before, after;
        NodeId beforeNode, afterNode;
    };
    std::vector<Step> undo_, redo_;
    GameRecord last_;  // the record as the history saw it last, and the cursor there
    NodeId lastNode_ = RootNode;
    bool restoring_ = false;
    bool write(const QString& path, Notation notation, DocumentError* error,
               std::optional<ChineseCharacters> characters = std::nullopt) const;

    GameController* controller_;
    GameRecord clean_;  // the game as last opened or saved
    bool dirty_ = false;
    QString filePath_;
    QString savePath_;
    RecordFormat format_ = RecordFormat::Unknown;
    int gameIndex_ = 0;
    int gameCount_ = 0;
    std::vector<RecordError> skipped_;
    RecordError partial_;
    std::optional<ChineseCharacters> fileCharacters_;
    ChineseCharacters newGameCharacters_ = ChineseCharacters::Traditional;
};

}  // namespace xq::session
