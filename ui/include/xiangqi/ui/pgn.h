// Reading and writing xiangqi games as PGN: Chinese move text by default, [Format "WXF"] / [Format "ICCS"] too,
// [FEN] for set-up positions. Lives in the UI library because it uses Qt strings and the notation bridge.
#pragma once

#include <QString>

#include "xiangqi/ui/enginebridge.h"
#include "xiangqi/ui/gamerecord.h"

namespace xq::ui {

QString writePgn(const GameRecord& game, Notation notation);
// Parses the first game of text. On failure returns false, says what is wrong and where (line, move number) in
// *error, and leaves *game untouched.
bool readPgn(const QString& text, GameRecord* game, QString* error);

}  // namespace xq::ui
