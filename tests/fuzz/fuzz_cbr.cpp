// Fuzz target: the ChessBridge CBR reader on the input, and the CBL reader on a library built around it (the input
// in one slot running on into a second, then again alone in a third), since a library is larger than the fuzzer's
// inputs. A refusal has a code and a byte offset; an accepted game replays legally and writes back
// (fuzz_record_check.h); the copy of the input in the library reads as the input alone does.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_record_check.h"
#include "xiangqi/chessbridge.h"

namespace {

std::string library(std::string_view record, std::uint32_t indexSlots) {
    constexpr std::size_t Slot = 4096;
    std::string out(66624 + indexSlots * 276, '\0');
    out.replace(0, 16, std::string("CCBridgeLibrary\0", 16));
    for (int i = 0; i < 4; ++i) out[60 + std::size_t(i)] = char((indexSlots >> (8 * i)) & 0xff);
    auto slot = [&](std::string_view bytes) {
        std::string s(bytes.substr(0, Slot));
        s.resize(Slot, '\0');
        return s;
    };
    std::string spill = slot(record);
    if (!spill.empty()) spill[0] = char(spill[0] ^ 0x80);  // not the signature: the first record runs on into it
    out += slot(record) + spill + slot(record);
    return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    xq::GameRecord game;
    xq::RecordError error;
    const bool accepted = xq::readCbr(bytes, &game, &error);
    if (accepted) fuzz::checkAccepted(game);
    else fuzz::checkRefusal(error, size, false);
    // Leniently (kept up to where the moves go wrong): the game likewise, the place as a refusal's.
    xq::GameRecord partGame;
    xq::RecordError partError, stopped;
    if (xq::readCbr(bytes, &partGame, &partError, &stopped)) {
        fuzz::checkAccepted(partGame);
        if (stopped) fuzz::checkRefusal(stopped, size, false);
    } else {
        fuzz::checkRefusal(partError, size, false);
    }
    if (size > 4096) return 0;

    const std::string lib = library(bytes, size == 0 ? 0 : data[size - 1] % 5);
    std::vector<xq::GameRecord> games;
    std::vector<xq::RecordError> errors;
    xq::readCbl(lib, &games, &errors);
    for (const xq::GameRecord& g : games) fuzz::checkAccepted(g);
    for (const xq::RecordError& e : errors) fuzz::checkRefusal(e, lib.size(), false);
    // Two games when the input's slot starts with the record signature (slots 1 and 3), otherwise "no game". The
    // slot is the input padded with NULs, which can complete a signature the input cuts short (found by fuzz_cbr:
    // the 15 bytes "CCBridge Record", corpus regress-short-signature).
    std::string head(bytes.substr(0, 16));
    head.resize(16, '\0');
    FUZZ_CHECK(games.size() + errors.size() == (xq::looksLikeCbr(head) ? 2u : 1u));
    // The reader stops where the last line ends, so the padding after the last copy changes nothing.
    if (accepted) {
        FUZZ_CHECK(!games.empty());
        const xq::GameRecord& last = games.back();
        FUZZ_CHECK(last.startFen() == game.startFen());
        FUZZ_CHECK(fuzz::allMoves(last) == fuzz::allMoves(game));
        FUZZ_CHECK(last.tags() == game.tags());
        FUZZ_CHECK(last.result() == game.result());
    }
    // The library read leniently (as readRecords reads it): the same games and refusals by place, a game read in
    // part at a place no refusal names, each place as a refusal's.
    std::vector<xq::GameRecord> partGames;
    std::vector<xq::RecordError> partErrors, partial;
    xq::readCbl(lib, &partGames, &partErrors, &partial);
    for (const xq::GameRecord& g : partGames) fuzz::checkAccepted(g);
    for (const xq::RecordError& e : partErrors) fuzz::checkRefusal(e, lib.size(), false);
    FUZZ_CHECK(partGames.size() + partErrors.size() == games.size() + errors.size());
    FUZZ_CHECK(partErrors.size() <= errors.size());
    for (const xq::RecordError& p : partial) {
        fuzz::checkRefusal(p, lib.size(), false);
        FUZZ_CHECK(p.gameIndex >= 0 && std::size_t(p.gameIndex) < partGames.size() + partErrors.size());
        for (const xq::RecordError& e : partErrors) FUZZ_CHECK(e.gameIndex != p.gameIndex);
    }
    return 0;
}
