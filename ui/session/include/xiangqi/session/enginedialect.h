// What differs between the engine protocols we speak (UCI, UCI as Fairy-Stockfish writes it, UCCI), as data, and the
// conversions at that boundary: protocol names, moves in the engine's coordinates, the scale of its scores.
#pragma once

#include <QString>
#include <optional>

#include "xiangqi/position.h"

namespace xq::session {

enum class EngineProtocol {
    Uci,     // ranks 0-9 (Pikafish, our xiangqi-engine)
    UciFsf,  // UCI with "UCI_Variant xiangqi" and ranks 1-10 (Fairy-Stockfish); moves converted at the boundary
    Ucci,    // UCCI (ElephantEye): ucci/ucciok, "setoption NAME VALUE", go time/depth, ranks 0-9
};
// What differs between the protocols, as data: the greeting and its answer, the ranks of moves, how options are
// written, the engine's own opening book option, how scores are written and what they are worth.
struct EngineDialect {
    EngineProtocol protocol;
    const char* hello;          // "uci" / "ucci"
    const char* helloOk;        // "uciok" / "ucciok"
    int rankBase;               // 0: ranks 0-9; 1: ranks 1-10 (Fairy-Stockfish's UCI)
    bool optionWithName;        // "setoption name N value V" (UCI) or "setoption N V" (UCCI)
    const char* variantOption;  // sent after the handshake ("UCI_Variant" = "xiangqi"), or nullptr
    const char* bookOption;     // the engine's own book: "OwnBook" (UCI) or "usebook" (UCCI)
    bool bareScores;            // "score 27" (UCCI), with mates as 10000 minus the plies to them
    bool newGameCommand;        // "ucinewgame" exists
    bool timesInSeconds;        // "go time S" unless the engine takes "usemillisec"
};
const EngineDialect& dialectOf(EngineProtocol p);

// How many of our centipawns one unit of an engine's score is worth, in percent: UCI engines use centipawns
// (100); ElephantEye's scale is about 200 for a rook where ours is 900 (450). `configured` > 0 wins; 0 means
// "known from the engine's name", 100 for an engine we do not know.
int scorePercentFor(const QString& engineName, int configured);

// "uci", "uci-fsf", "ucci"
QString protocolKey(EngineProtocol p);
std::optional<EngineProtocol> protocolFromKey(const QString& key);

// A move in the engine's coordinates (ranks 1-10 for Fairy-Stockfish), both ways. fromEngine returns Move() when
// the text is not a move on the board (legality is not checked here).
QString moveToEngine(Move m, EngineProtocol p);
Move moveFromEngine(const QString& text, EngineProtocol p);

}  // namespace xq::session
