// Fuzz target: the DhtmlXQ / UBB reader (text), called directly on the input as UTF-8. Every refused game has a
// code, a line and a column; every accepted one replays legally and writes back (fuzz_record_check.h). The lenient
// reading (games kept up to a bad move) is checked the same way: its places are refusals' places.
#include <cstdint>
#include <string_view>
#include <vector>

#include "fuzz_record_check.h"
#include "xiangqi/dhtmlxq.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<xq::GameRecord> games;
    std::vector<xq::RecordError> errors;
    xq::readDhtmlXq(text, &games, &errors);
    for (const xq::RecordError& e : errors) fuzz::checkRefusal(e, size, true);
    for (const xq::GameRecord& game : games) fuzz::checkAccepted(game);
    games.clear();
    errors.clear();
    std::vector<xq::RecordError> partial;
    xq::readDhtmlXq(text, &games, &errors, &partial);
    for (const xq::RecordError& e : errors) fuzz::checkRefusal(e, size, true);
    for (const xq::RecordError& e : partial) fuzz::checkRefusal(e, size, true);
    for (const xq::GameRecord& game : games) fuzz::checkAccepted(game);
    return 0;
}
