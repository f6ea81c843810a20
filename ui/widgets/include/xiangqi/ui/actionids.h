// The ids of the main window's own actions in its ActionRegistry (actionregistry.h): "menu.action", in English, stable
// across languages and versions. Features register theirs under their own prefix ("network.play", "speech.speak").
#pragma once

namespace xq::ui::actionid {

inline constexpr char newGame[] = "game.new";
inline constexpr char open[] = "game.open";
inline constexpr char save[] = "game.save";
inline constexpr char saveAs[] = "game.saveAs";
inline constexpr char exportPicture[] = "game.exportPicture";
inline constexpr char pause[] = "game.pause";
inline constexpr char offerDraw[] = "game.offerDraw";
inline constexpr char resign[] = "game.resign";
inline constexpr char quit[] = "game.quit";
inline constexpr char takeback[] = "move.takeback";
inline constexpr char redo[] = "move.redo";
inline constexpr char moveNow[] = "move.moveNow";
inline constexpr char hint[] = "move.hint";
inline constexpr char playFromHere[] = "move.playFromHere";
inline constexpr char first[] = "move.first";
inline constexpr char previous[] = "move.previous";
inline constexpr char next[] = "move.next";
inline constexpr char last[] = "move.last";
inline constexpr char undoEdit[] = "edit.undo";
inline constexpr char redoEdit[] = "edit.redo";
inline constexpr char gameInformation[] = "edit.gameInformation";
inline constexpr char copyFen[] = "edit.copyFen";
inline constexpr char pasteFen[] = "edit.pasteFen";
inline constexpr char flip[] = "view.flip";
inline constexpr char enginePanel[] = "view.enginePanel";
inline constexpr char piecesTraditional[] = "view.pieces.traditional";
inline constexpr char piecesInternational[] = "view.pieces.international";
inline constexpr char notationSimplified[] = "view.notation.simplified";
inline constexpr char notationTraditional[] = "view.notation.traditional";
inline constexpr char notationWxf[] = "view.notation.wxf";
inline constexpr char notationIccs[] = "view.notation.iccs";
inline constexpr char languageSystem[] = "view.language.system";
inline constexpr char languageEnglish[] = "view.language.en";
inline constexpr char languageChinese[] = "view.language.zh_CN";
inline constexpr char warnRepetition[] = "options.warnRepetition";
inline constexpr char sound[] = "options.sound";
inline constexpr char about[] = "help.about";
inline constexpr char aboutQt[] = "help.aboutQt";

}  // namespace xq::ui::actionid
