// How the board looks, as the settings store it: the piece set and the board theme. The board widget draws them;
// the settings (Qt Core) keep them, so they live here, below the widgets.
#pragma once

namespace xq::session {

// Piece sets are SVG files in assets/pieces/; the values are stored in the settings, so only append.
enum class PieceSet { Traditional, International, Contrast };
constexpr int PieceSetCount = 3;
// Board themes are colour sets; the values are stored in the settings, so only append.
enum class BoardTheme { Wood, Plain, Contrast };
constexpr int BoardThemeCount = 3;

}  // namespace xq::session
