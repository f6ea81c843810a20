// Fuzz target: the UCI command loop, fed a whole script in-process. Work still running 5 ms after
// the end of the script is stopped, so an input that makes the engine hang (ignore "stop", loop
// while parsing) is a timeout finding. Every output line
// (the fen, the info lines, errors with the input escaped) is printable UTF-8.
#include <chrono>
#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz_check.h"
#include "xiangqi/uci.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string script(reinterpret_cast<const char*>(data), size);
    // "bench" is fixed work (eight searches, each with a fresh 16 MB table): far too slow for every
    // input under ASan, and its argument checks are covered by test_uci. Disarm it.
    for (std::size_t at = script.find("bench"); at != std::string::npos; at = script.find("bench", at))
        script[at] = 'B';
    std::istringstream in(script);
    std::ostringstream out;
    xq::UciConfig config;
    config.endOfInputBudget = std::chrono::milliseconds(5);
    config.hashMb = 1;
    config.maxHashMb = 4;  // the Hash option may not allocate gigabytes per input
    config.maxLineBytes = 1 << 16;
    FUZZ_CHECK(xq::runUci(in, out, config) == 0);
    // Each output line is valid UTF-8 without control characters: escaping leaves it as it is.
    std::istringstream lines(out.str());
    for (std::string line; std::getline(lines, line);) FUZZ_CHECK(xq::printableText(line, line.size() + 1) == line);
    return 0;
}
