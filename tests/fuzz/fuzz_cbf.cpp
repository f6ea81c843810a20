// Fuzz target: the ChessBridge CBF reader (XML text), called directly on the input as UTF-8. A refusal has a
// code, a line and a column; an accepted game replays legally and writes back (fuzz_record_check.h).
#include <cstdint>
#include <string_view>

#include "fuzz_record_check.h"
#include "xiangqi/chessbridge.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    xq::GameRecord game;
    xq::RecordError error;
    if (xq::readCbf(text, &game, &error)) fuzz::checkAccepted(game);
    else fuzz::checkRefusal(error, size, true);
    return 0;
}
