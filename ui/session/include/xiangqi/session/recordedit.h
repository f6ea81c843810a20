// What changed a game's record: the kinds of step in the document's edit history (gamedocument.h), named by
// editText (wording.h).
#pragma once

namespace xq::session {

enum class RecordEdit { NewGame, Move, TakeBack, PromoteVariation, DeleteVariation, Comment, GameInfo, Rules, Restore, Other };

}  // namespace xq::session
