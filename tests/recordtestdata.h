// Helpers shared by the record-format tests: a fixture's bytes, and a line of moves as UCI text.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "xiangqi/record.h"
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

}  // namespace xq::testdata
