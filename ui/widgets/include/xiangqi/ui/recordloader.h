// Loading record files for the window: the game document's reader (gamedocument.h) on a worker thread, with a
// progress dialog and Cancel, so that a file of any size opens without freezing the window.
#pragma once

#include <QString>

#include "xiangqi/session/gamedocument.h"

class QWidget;

namespace xq::ui {

// Reads, decodes and indexes a file on a worker thread (readRecordFile). With a parent, a progress dialog appears
// when it takes more than a moment; its Cancel stops the reading.
session::LoadedRecords loadRecordsWithProgress(const QString& path, QWidget* parent);

}  // namespace xq::ui
