// A misbehaving UCI engine for test_engineclient. Its one argument says how it misbehaves:
//   legal    - answers every go with "bestmove h2e2" (legal from the start position); speaks UCCI too
//   illegal  - answers every go with "bestmove a0a9" (a rook move through its own pawn: never legal from the start)
//   none     - answers every go with "bestmove (none)"
//   silent   - reads its input and never writes a line (not even uciok)
//   hang     - completes the handshake, then never answers go, not even after stop
//   garbage  - completes the handshake, then writes lines no protocol has, then "bestmove h2e2"
//   exit     - completes the handshake, then exits with code 3 at the first go
//   crash    - completes the handshake, then aborts at the first go
//   eleeye   - scores in ElephantEye's scale (a rook is about 200): "id name ElephantEye …", "score 200"
//   book     - has an own book ("OwnBook" / "usebook", default on) and, while it is on, answers at depth 0 with
//              its book move a3a4; with the book off it searches: depth 6, h2e2
//   split    - sends "info time … nodes …" on a line of its own, after the line with the score
//   infoerror - writes "info string ERROR: …" (as Pikafish does without its network file) and exits with code 1
// Every mode but "hang" answers "go infinite" only after "stop".
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
    bool book = true;
    std::string waiting;  // the bestmove of a "go infinite", sent at "stop"
    for (std::string line; std::getline(std::cin, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (mode == "silent") continue;
        const bool infinite = line.find("infinite") != std::string::npos;
        auto answer = [&](const std::string& info, const std::string& move) {
            std::cout << info;
            if (infinite) waiting = move;
            else std::cout << "bestmove " << move << "\n";
            std::cout << std::flush;
        };
        if (line == "uci") {
            std::cout << "id name Fake " << mode << "\nid author test\n"
                      << "option name Hash type spin default 16 min 1 max 64\n"
                      << (mode == "book" ? "option name OwnBook type check default true\n" : "") << "uciok"
                      << std::endl;
        } else if (line == "ucci") {
            std::cout << (mode == "eleeye" ? "id name ElephantEye 3.31 (fake)" : "id name Fake " + mode)
                      << "\noption usemillisec type check default false\n"
                      << (mode == "book" ? "option usebook type check default true\n" : "") << "ucciok" << std::endl;
        } else if (line == "isready") {
            std::cout << "readyok" << std::endl;
        } else if (line == "setoption name OwnBook value false" || line == "setoption usebook false") {
            book = false;
        } else if (line == "setoption name OwnBook value true" || line == "setoption usebook true") {
            book = true;
        } else if (line == "stop") {
            if (!waiting.empty()) std::cout << "bestmove " << waiting << std::endl;
            waiting.clear();
        } else if (line.rfind("go", 0) == 0) {
            if (mode == "eleeye") answer("info depth 5 score 200 pv h2e2\n", "h2e2");
            else if (mode == "book" && book) answer("info depth 0 score 0 pv a3a4\n", "a3a4");
            else if (mode == "book") answer("info depth 6 score 20 pv h2e2\n", "h2e2");
            else if (mode == "split") answer("info depth 3 score 20 pv h2e2\ninfo time 100 nodes 50000\n", "h2e2");
            else if (mode == "infoerror") {
                std::cout << "info string ERROR: The network file pikafish.nnue was not loaded successfully."
                          << std::endl;
                return 1;
            } else if (mode == "legal") std::cout << "bestmove h2e2" << std::endl;
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
