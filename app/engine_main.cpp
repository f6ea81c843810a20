// xiangqi-engine: the engine as a UCI program on standard input/output.
#include <iostream>

#include "xiangqi/uci.h"

int main() {
    std::ios::sync_with_stdio(false);
    return xq::runUci(std::cin, std::cout);
}
