// Loading record files for the window: read whole files of any size off the GUI thread (with a progress dialog
// and Cancel), refuse what is not a regular file or too large, and detect the format. PGN is decoded from any
// encoding and indexed, so that a collection opens at once and only the chosen game is read move by move; XQF,
// DhtmlXQ/UBB and ChessBridge CBF/CBR/CBL files are read whole by readRecords.
#pragma once

#include <QString>

#include <string>
#include <vector>

#include "xiangqi/pgn.h"
#include "xiangqi/recordio.h"

class QWidget;

namespace xq::ui {

struct LoadedRecords {
    QString error;  // set when the file could not be read at all (empty when the user cancelled: see cancelled)
    bool cancelled = false;
    TextEncoding encoding = TextEncoding::Utf8;
    RecordFormat format = RecordFormat::Unknown;
    std::string text;                // PGN: the decoded text
    std::vector<PgnGameSpan> spans;  // PGN: its games, read move by move only when chosen
    std::vector<GameRecord> games;   // the other formats (XQF, DhtmlXQ/UBB, CBF, CBR/CBL): read whole
    std::vector<RecordError> errors;

    int gameCount() const { return format == RecordFormat::Pgn ? int(spans.size()) : int(games.size()); }
    // Tags of game i, for a list to choose from.
    std::string tag(int i, std::string_view name) const {
        return format == RecordFormat::Pgn ? spans[std::size_t(i)].tag(name) : games[std::size_t(i)].tag(name);
    }
    bool readGame(int i, GameRecord* game, RecordError* error) const;
};

// Largest file the window opens.
inline constexpr qint64 MaxRecordFileBytes = qint64(1) << 30;

// Reads, decodes and indexes a file on a worker thread. With a parent, a progress dialog appears when it takes
// more than a moment; its Cancel stops the reading.
LoadedRecords loadRecordsWithProgress(const QString& path, QWidget* parent);
// The same without a dialog, on the calling thread (for tests and tools).
LoadedRecords loadRecords(const QString& path);

}  // namespace xq::ui
