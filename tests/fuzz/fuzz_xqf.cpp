// Fuzz target: the XQF reader (binary, versions 1.0-1.8, encrypted from 1.1 on), called directly. A refusal has
// a code and a byte offset; an accepted game replays legally and writes back (fuzz_record_check.h). Read
// leniently too (kept up to where the moves go wrong): the game likewise, the place as a refusal's.
#include <cstdint>
#include <string_view>

#include "fuzz_record_check.h"
#include "xiangqi/xqf.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    xq::GameRecord game;
    xq::RecordError error;
    if (xq::readXqf(bytes, &game, &error)) fuzz::checkAccepted(game);
    else fuzz::checkRefusal(error, size, false);
    xq::GameRecord partGame;
    xq::RecordError partError, stopped;
    if (xq::readXqf(bytes, &partGame, &partError, &stopped)) {
        fuzz::checkAccepted(partGame);
        if (stopped) fuzz::checkRefusal(stopped, size, false);
    } else {
        fuzz::checkRefusal(partError, size, false);
    }
    return 0;
}
