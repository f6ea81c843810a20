// Fuzz target: parseMove in every notation on a fixed set of positions. The first byte picks the
// position, the rest is the move text. A parsed move is legal and writes back (in the notation it
// was parsed in) to a text that parses to the same move; a refusal comes with a message.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_check.h"
#include "xiangqi/notation.h"
#include "xiangqi/position.h"

using namespace xq;

namespace {

const std::vector<Position>& positions() {
    static const std::vector<Position> list = [] {
        const char* fens[] = {
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
            "2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1",          // five pawns on one file
            "3k5/9/2P3P2/2P3P2/2P6/9/9/9/9/4K4 w - - 0 1",          // tandem pawns on two files
            "3k5/9/9/9/9/2p3p2/2p3p2/2p6/9/4K4 b - - 0 1",          // the same for Black
            "3akab2/9/4b4/9/2R6/2H6/2R6/3A1C3/9/3AK1B2 w - - 0 1",  // rooks in tandem
            "3akab2/9/4b4/9/2n6/9/2n6/4B4/4A4/2B1KA3 b - - 0 1",    // horses in tandem
            "3k5/9/9/9/9/9/4C4/9/4C4/4K4 w - - 0 1",
            "2baka1n1/r1cr5/2n5b/p1p3p2/4p3p/PR5CP/c1P1P1P2/4CA3/2N2K3/2BA2BNR b - - 39 20",
            "3k1a3/4a4/9/2p3r2/8r/9/9/1C2B4/4K4/2BA1A3 w - - 2 27",
        };
        std::vector<Position> result;
        for (const char* fen : fens) {
            Position p;
            FUZZ_CHECK(p.setFen(fen));
            result.push_back(p);
        }
        return result;
    }();
    return list;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const Position& pos = positions()[data[0] % positions().size()];
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    auto check = [&](Move m, const MoveParseError& error, const Notation* n) {
        if (m.isNone()) {
            FUZZ_CHECK(bool(error));
            FUZZ_CHECK(!describe(error).empty());
            return;
        }
        FUZZ_CHECK(pos.isLegal(m));
        for (Notation out : {Notation::Iccs, Notation::Chinese, Notation::Wxf}) {
            if (n && *n != out) continue;
            const std::string written = formatMove(pos, m, out);
            FUZZ_CHECK(!written.empty());
            FUZZ_CHECK(parseMove(pos, written, out) == m);
        }
    };
    MoveParseError error;
    check(parseMove(pos, text, &error), error, nullptr);
    for (Notation n : {Notation::Iccs, Notation::Chinese, Notation::Wxf}) {
        error = {};
        check(parseMove(pos, text, n, &error), error, &n);
    }
    return 0;
}
