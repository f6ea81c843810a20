// Light or dark colours following the system's colour scheme.
#pragma once

class QApplication;
class QPalette;

namespace xq::ui {

// Whether a palette is a dark one (dark window background).
bool isDark(const QPalette& palette);

// Whether the system asks for dark colours: XIANGQI_COLOR_SCHEME=dark|light if set, else the colour scheme
// the platform reports (Qt 6.5 and later), else whether the platform's own palette is dark (Qt 6.4, and
// platforms that report no scheme).
bool systemPrefersDark();

// Makes the application's colours follow the system: a dark Fusion palette when the system is dark and the
// platform's style does not already draw dark, the platform's palette otherwise. With Qt 6.5 and later it also
// follows changes while the game runs.
void followSystemColorScheme(QApplication* app);

}  // namespace xq::ui
