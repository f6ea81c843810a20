// Where the installed data (translations, ...) lives, found relative to the executable so that a moved install works.
#pragma once

#include <QString>

namespace xq::session {

// The data directory for an executable in appDir, or "" when there is none. Tried in order:
//   appDir/../share/xiangqi             (the install tree bin/ + share/xiangqi/, and the build tree build/bin/)
//   appDir/../Resources                 (an installed macOS bundle: xiangqi.app/Contents/MacOS/xiangqi)
//   appDir/share/xiangqi                (a flat folder holding the .exe and share/)
//   bundle/../../share/xiangqi          (a macOS bundle in the build tree, build/bin/xiangqi.app)
// A candidate counts only when it holds a translations/ folder, so a stray share/ directory is not taken.
QString dataDirectoryFor(const QString& appDir);

// dataDirectoryFor(QCoreApplication::applicationDirPath()), unless the environment variable XIANGQI_DATA_DIR
// names a directory (for running from unusual layouts). Needs a QCoreApplication.
QString dataDirectory();

// dataDirectory() + "/translations", or "" when there is no data directory.
QString translationsDirectory();

// The training room's store (mistakes, ladder, openings, the player's repertoire) in the user's data folder:
// <AppDataLocation>/training.sqlite. The Training window and the opening explorer's "add to repertoire" share it.
QString trainingStorePath();

}  // namespace xq::session
