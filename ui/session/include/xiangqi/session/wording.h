// Words for the engine's facts: move texts, refused moves, record errors and level names, translated with tr().
// The engine reports codes and places; only this layer turns them into sentences.
#pragma once

#include <QMetaType>
#include <QString>

#include "xiangqi/clock.h"
#include "xiangqi/notation.h"
#include "xiangqi/position.h"
#include "xiangqi/puzzle.h"
#include "xiangqi/recordio.h"
#include "xiangqi/refusal.h"
#include "xiangqi/rules.h"
#include "xiangqi/search.h"
#include "xiangqi/session/cloudclient.h"
#include "xiangqi/session/engineerror.h"
#include "xiangqi/session/metatypes.h"
#include "xiangqi/session/recordedit.h"
#include "xiangqi/session/netmessage.h"

namespace xq::session {

class NetworkGame;
struct DocumentError;

// The characters the program writes Chinese moves and pieces in (View → Notation): simplified (马八进七) or
// traditional (傌八進七). One choice for every panel, as the language is one choice; traditional until set.
void setChineseCharacters(ChineseCharacters c);
ChineseCharacters chineseCharacters();

// Move text in a notation; ICCS is written the engine's way ("h2e2"); Chinese in chineseCharacters().
QString moveText(const Position& pos, Move m, Notation n);
// Reads a move in any notation (ICCS h2e2 / H2-E2, WXF, Chinese). Returns Move() and sets *error to a translated
// reason when the text is not a legal move here — for a well-formed move the rules forbid, the rule's reason, with
// the pieces it names written in notation n.
Move parseMoveText(const Position& pos, const QString& text, QString* error, Notation n = Notation::Iccs);
// A piece as a move in notation n names it: "傌八" / "車１" (Chinese), "H8" (WXF); ICCS and empty squares: "h2".
QString pieceOnSquareText(const Position& pos, Square s, Notation n);
// "a horse cannot jump over a piece at its leg (c0)"; empty for a legal move. Squares as ICCS coordinates, or
// with the position, as the pieces on them are named in notation n (Chinese: "(傌八)").
QString refusalText(const Refusal& r);
QString refusalText(const Refusal& r, const Position* pos, Notation n);
QString illegalMoveReason(const Position& pos, Move m, Notation n = Notation::Iccs);
// Why move text is not a legal move here: "there is no cannon on file 5 for Red", "unexpected character “走”".
QString moveParseErrorText(const Position& pos, const MoveParseError& e);
// "line 12, column 5: move 7 (Black) "马８进７" is not a legal move here".
QString recordErrorText(const RecordError& e);
// What is wrong with a FEN and where: "unknown piece letter “X” (row 10, character 58)". The offending text is
// quoted with “”; everything else is in the user's language.
QString fenErrorText(const FenError& e);
// What is wrong with a time control: "“10+x”: “x” is not a number in range".
QString timeControlErrorText(const TimeControlError& e);
// What is wrong with a puzzle line or game of a collection.
QString puzzleErrorText(const PuzzleError& e);
// The facts behind a repetition verdict in the user's language, several lines: the rule set and the rule that
// applied, what the side did, and each of its moves in one turn of the cycle (which piece checked or chased which,
// and why it counts). Empty for a verdict that is not a repetition.
QString repetitionExplanation(const Verdict& v);
// One move of a repetition ruling: "Move 5 (i7i8): the Red chariot on i8 attacks the Black cannon on a8, which is
// unprotected." (empty for a move that neither checked nor chased).
QString forcingMoveText(const RepetitionRuling& r, const ForcingMove& fm);
// The same two with each move written in notation n (俥一進九 in Chinese, R1+9 in WXF, i0i9 in ICCS). `game` is the
// position the verdict judged, with the moves that led to it (pos.history()), from which each move is written; squares
// stay ICCS coordinates.
QString repetitionExplanation(const Verdict& v, const Position& game, Notation n);
QString forcingMoveText(const RepetitionRuling& r, const ForcingMove& fm, const Position& game, Notation n);
// The rule set's translated name ("Asian rules" …).
QString ruleSetText(RuleSet r);
// A level's translated name ("Beginner" …), for index 0 … levels().size() - 1.
QString levelName(int level);
// Why a network message was refused, as the person at the board reads it ("a move out of turn").
QString networkErrorText(net::ErrorCode code);
// Why the cloud library gave no answer ("The cloud library did not answer in time."); what its answer says when it
// has no moves; an endgame-table verdict of a move, from the mover's view ("endgame table: wins in 12 moves").
QString cloudErrorText(CloudError error, int httpStatus = 0);
QString cloudStatusText(CloudStatus status);
QString cloudTablebaseText(const CloudTablebase& t);
// How a game ended, for the status bar and the game-over box: "Checkmate — Red wins", "Draw by repetition".
QString verdictText(const Verdict& v);
// Why a record file could not be opened or saved: "the file holds 3 games", "line 3, column 5: …".
QString documentErrorText(const DocumentError& e);
// What went wrong with an external engine, for the user: what happened, why the program could not be started, and
// what the engine itself said (translated in the context "EngineError").
QString engineErrorText(const EngineError& e);
// The name of a step of the edit history, for Edit → Undo "…" ("Delete Variation", "Edit Comment").
QString editText(RecordEdit edit);
// The network game's state for the status line: connected / waiting / the opponent is thinking / connection lost.
QString networkStatusText(const NetworkGame& game);

}  // namespace xq::session

// Engine value types carried by queued signals between the GUI and the search thread.
