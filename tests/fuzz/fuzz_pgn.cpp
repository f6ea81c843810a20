// Fuzz target: reading record files (readRecords: encoding detection, PGN). Every game read writes
// back as PGN in each notation, and that text reads back to a game that writes the same text.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_check.h"
#include "xiangqi/pgn.h"
#include "xiangqi/recordio.h"

using namespace xq;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const RecordFile file = readRecords(bytes, "fuzz.pgn");
    for (const RecordError& e : file.errors) FUZZ_CHECK(e.code != RecordErrorCode::None && !describeError(e).empty());
    for (const GameRecord& game : file.games) {
        for (Notation n : {Notation::Iccs, Notation::Chinese, Notation::Wxf}) {
            const std::string text = writePgn(game, n);
            std::vector<GameRecord> again;
            RecordError error;
            FUZZ_CHECK(readPgn(text, &again, &error));
            FUZZ_CHECK(again.size() == 1);
            FUZZ_CHECK(writePgn(again[0], n) == text);
        }
    }
    return 0;
}
