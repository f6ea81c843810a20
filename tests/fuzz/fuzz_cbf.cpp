// Fuzz target: the ChessBridge CBF reader (XML text), called directly on the input as UTF-8. A refusal has a
// code, a line and a column; an accepted game replays legally and writes back (fuzz_record_check.h). Read
// leniently too (kept up to where the moves go wrong): the game likewise, the place as a refusal's; a record read
// whole strictly reads the same leniently, and one read only in part is refused strictly for the same reason (or as
// cut short).
#include <cstdint>
#include <string_view>

#include "fuzz_record_check.h"
#include "xiangqi/chessbridge.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    xq::GameRecord game;
    xq::RecordError error;
    const bool accepted = xq::readCbf(text, &game, &error);
    if (accepted) fuzz::checkAccepted(game);
    else fuzz::checkRefusal(error, size, true);
    xq::GameRecord partGame;
    xq::RecordError partError, stopped;
    if (xq::readCbf(text, &partGame, &partError, &stopped)) {
        FUZZ_CHECK(!partError);
        fuzz::checkAccepted(partGame);
        if (stopped) {
            fuzz::checkRefusal(stopped, size, true);
            // (A file cut short is refused strictly for that, before its moves are looked at.)
            FUZZ_CHECK(!accepted && (error.code == stopped.code || error.code == xq::RecordErrorCode::Truncated));
        } else if (accepted) {
            FUZZ_CHECK(fuzz::allMoves(partGame) == fuzz::allMoves(game));
        }
    } else {
        fuzz::checkRefusal(partError, size, true);
        FUZZ_CHECK(!accepted);
    }
    return 0;
}
