// The UCI front end: reads commands, drives the engine, writes answers (DESIGN.md §5).
#pragma once

#include <chrono>
#include <cstddef>
#include <iosfwd>
#include <string>
#include <string_view>

namespace xq {

struct UciConfig {
    // At end of input the engine finishes the commands it has read: a bounded search runs to its
    // end, an infinite or pondering one is stopped. After this long, whatever still runs is
    // stopped too (negative: wait for bounded searches however long they take).
    std::chrono::milliseconds endOfInputBudget{-1};
    std::size_t hashMb = 16;                          // transposition table size at start
    std::size_t maxHashMb = 4096;                     // the Hash option's maximum
    std::size_t maxLineBytes = std::size_t(1) << 20;  // longer lines are refused with a message
};

// Runs the UCI loop until "quit" or end of input. Returns the process exit code.
// The calling thread reads `in`; a second thread runs the commands in order (position, go, perft,
// bench, ...), so that "isready", "stop", "ponderhit" and "quit" are answered while any of them runs.
int runUci(std::istream& in, std::ostream& out, const UciConfig& config = {});

// Text from the user made safe to echo in a message: control bytes and bytes that are not valid
// UTF-8 are written as \xNN, and text longer than maxBytes is cut (at a character boundary) with
// "..." appended.
std::string printableText(std::string_view text, std::size_t maxBytes = 200);

}  // namespace xq
