// A misbehaving UCI engine for test_engineclient. Its one argument says how it misbehaves:
//   legal    - answers every go with "bestmove h2e2" (legal from the start position); speaks UCCI too
//   illegal  - answers every go with "bestmove a0a9" (a rook move through its own pawn: never legal from the start)
//   none     - answers every go with "bestmove (none)"
//   silent   - reads its input and never writes a line (not even uciok)
//   hang     - completes the handshake, then never answers go, not even after stop
//   garbage  - completes the handshake, then writes lines no protocol has, then "bestmove h2e2"
//   exit     - completes the handshake, then exits with code 3 at the first go
//   crash    - completes the handshake, then aborts at the first go
#include <cstdlib>
#include <iostream>
#include <string>

// A real crash on every platform. On Windows abort() is an ordinary exit with code 3, which QProcess rightly
// reports as an exit; an illegal instruction ends the process with an exception code, a crash.
[[noreturn]] static void crash() {
#if defined(_MSC_VER)
    __fastfail(7);
#elif defined(_WIN32)
    __builtin_trap();
#else
    std::abort();
#endif
}

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "illegal";
    for (std::string line; std::getline(std::cin, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (mode == "silent") continue;
        if (line == "uci") {
            std::cout << "id name Fake " << mode << "\nid author test\n"
                      << "option name Hash type spin default 16 min 1 max 64\nuciok" << std::endl;
        } else if (line == "ucci") {
            std::cout << "id name Fake " << mode << "\noption usemillisec type check default false\nucciok"
                      << std::endl;
        } else if (line == "isready") {
            std::cout << "readyok" << std::endl;
        } else if (line.rfind("go", 0) == 0) {
            if (mode == "legal") std::cout << "bestmove h2e2" << std::endl;
            else if (mode == "illegal") std::cout << "info depth 1 score cp 5 pv a0a9\nbestmove a0a9" << std::endl;
            else if (mode == "none") std::cout << "bestmove (none)" << std::endl;
            else if (mode == "garbage")
                std::cout << "hello there\n%%%%\n\x01\x02 noise\ninfo depth 1 score cp 3 pv h2e2\nbestmove h2e2"
                          << std::endl;
            else if (mode == "exit") return 3;
            else if (mode == "crash") crash();
            // hang: nothing
        } else if (line == "quit") {
            if (mode == "hang") continue;  // does not even quit
            return 0;
        }
    }
    return 0;
}
