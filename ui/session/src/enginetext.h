// Small text helpers shared by the engine protocol files (private to the session library).
#pragma once

#include <QString>
#include <QStringList>

namespace xq::session::enginetext {

// The words of a line, split at spaces.
inline QStringList words(const QString& line) { return line.split(QLatin1Char(' '), Qt::SkipEmptyParts); }

}  // namespace xq::session::enginetext
