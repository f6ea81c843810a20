// Fuzz target: Position::setFen. A refused FEN gets a message and leaves the position untouched;
// an accepted one writes back to itself, is consistent, and every legal move makes, judges,
// writes in each notation, parses back and undoes exactly.
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/position.h"
#include "xiangqi/rules.h"

using namespace xq;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Position pos;
    FenError error;
    if (!pos.setFen(text, &error)) {
        FUZZ_CHECK(bool(error));
        FUZZ_CHECK(error.text.size() <= 40);  // the offending text is cut short
        FUZZ_CHECK(!describe(error).empty());
        FUZZ_CHECK(describe(error).size() < 400);  // messages quote the input briefly
        FUZZ_CHECK(pos.fen() == StartFen);
        return 0;
    }
    FUZZ_CHECK(pos.isConsistent());
    const std::string fen = pos.fen();
    Position again;
    FUZZ_CHECK(again.setFen(fen));
    FUZZ_CHECK(again.fen() == fen && again.hash() == pos.hash());

    MoveList list;
    generateLegal(pos, list);
    adjudicate(pos);
    for (Move m : list) {
        FUZZ_CHECK(pos.isLegal(m));
        for (Notation n : {Notation::Iccs, Notation::Chinese, Notation::Wxf}) {
            const std::string written = formatMove(pos, m, n);
            FUZZ_CHECK(!written.empty());
            FUZZ_CHECK(parseMove(pos, written, n) == m);
        }
        pos.makeMove(m);
        FUZZ_CHECK(pos.hash() == pos.computeHash());
        FUZZ_CHECK(pos.halfmoveClock() >= 0 && pos.fullmoveNumber() >= 1);
        adjudicate(pos);
        pos.undoMove();
        FUZZ_CHECK(pos.fen() == fen);
    }
    return 0;
}
