// The UCI front end: reads commands, drives the engine, writes answers (DESIGN.md §5).
#pragma once

#include <iosfwd>

namespace xq {

// Runs the UCI loop until "quit" or end of input. Returns the process exit code.
int runUci(std::istream& in, std::ostream& out);

}  // namespace xq
