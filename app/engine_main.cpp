// xiangqi-engine: the engine as a UCI program on standard input/output.
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>

#include "xiangqi/uci.h"

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

int main(int argc, char* argv[]) {
#ifdef _WIN32
    // UCI lines end with "\n" on every platform: standard output in binary mode, not the C runtime's text mode
    // that makes "\r\n" of it. Standard input too: in text mode a Ctrl-Z byte (0x1A) would end the input; a "\r"
    // before "\n" from GUIs that send CRLF is white space to the command parser.
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stdin), _O_BINARY);
#endif
    if (argc > 1) {
        if (std::strcmp(argv[1], "--version") == 0 || std::strcmp(argv[1], "-v") == 0) {
            std::cout << "xiangqi-engine " << XIANGQI_VERSION << "\n";
            return 0;
        }
        // "xiangqi-engine bench [depth [threads]]", as Stockfish, Pikafish and Fairy-Stockfish accept it: the UCI
        // bench command, then exit. A bad depth or thread count is the UCI command's error, and exit code 2.
        if (std::strcmp(argv[1], "bench") == 0) {
            std::string line = "bench";
            for (int i = 2; i < argc; ++i) line += std::string(" ") + argv[i];
            std::istringstream commands(line + "\n");  // at the end of input the bench finishes, then runUci returns
            std::ostringstream out;
            xq::runUci(commands, out);
            std::cout << out.str();
            return out.str().find("info string error") == std::string::npos ? 0 : 2;
        }
        const bool help = std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0;
        (help ? std::cout : std::cerr)
            << "Usage: xiangqi-engine [--help | --version | bench [DEPTH [THREADS]]]\n"
               "A xiangqi (Chinese chess) engine speaking the UCI protocol on standard input and output.\n"
               "Commands: uci, isready, ucinewgame, setoption, position, go, stop, quit, bench, go perft N.\n";
        if (!help) std::cerr << "xiangqi-engine: unknown argument " << argv[1] << "\n";
        return help ? 0 : 2;
    }
    std::ios::sync_with_stdio(false);
    return xq::runUci(std::cin, std::cout);
}
