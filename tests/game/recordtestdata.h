// Helpers shared by the record-format tests: a fixture's bytes, and a line of moves as UCI text.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/record.h"
#include "xiangqi/recordio.h"
#include "xiangqi/types.h"

namespace xq::testdata {

// The bytes of tests/data/records/<name> (empty when the file is missing).
inline std::string readBytes(const std::string& name) {
    std::ifstream in(std::string(XIANGQI_TEST_DATA) + "/records/" + name, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Moves as UCI text separated by spaces.
inline std::string line(const std::vector<Move>& moves) {
    std::string out;
    for (Move m : moves) {
        if (!out.empty()) out += ' ';
        out += moveToUci(m);
    }
    return out;
}

inline std::string mainLine(const GameRecord& g) { return line(g.mainLineMoves()); }

// Reads every truncation of `good` (0 to size-1 bytes) with `read`: how many were read as a game, how many refused.
struct ReadCounts {
    int games = 0;
    int errors = 0;
};
inline ReadCounts readTruncations(const std::string& good, bool (*read)(std::string_view, GameRecord*, RecordError*)) {
    ReadCounts counts;
    for (std::size_t n = 0; n < good.size(); ++n) {
        GameRecord g;
        RecordError e;
        if (read(std::string_view(good).substr(0, n), &g, &e)) ++counts.games;
        else ++counts.errors;
    }
    return counts;
}

}  // namespace xq::testdata
