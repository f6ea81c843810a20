// Loading record files for the window: read whole files of any size off the GUI thread (with a progress dialog
// and Cancel), refuse what is not a regular file or too large, decode any encoding, and index the games so that a
// collection opens at once and only the chosen game is read move by move.
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
    std::string text;                // the decoded PGN text
    std::vector<PgnGameSpan> spans;  // its games
    std::vector<RecordError> errors;

    int gameCount() const { return int(spans.size()); }
    // Tags of game i, for a list to choose from.
    std::string tag(int i, std::string_view name) const { return spans[std::size_t(i)].tag(name); }
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
