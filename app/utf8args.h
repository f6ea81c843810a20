// Command-line arguments as UTF-8 for the Qt-free command-line tools (xiangqi-convert, xiangqi-db). Windows hands
// main() its arguments in the ANSI code page, which turns C:\象棋\棋谱.pgn into C:\??\??.pgn on most systems; the
// wide command line has them whole. Elsewhere the arguments are already UTF-8.
#pragma once

#include <string>
#include <vector>

#ifdef _WIN32
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#include <shellapi.h>
#endif

namespace xq::cli {

inline std::vector<std::string> utf8Arguments(int argc, char** argv) {
#ifdef _WIN32
    int count = 0;
    if (LPWSTR* wide = CommandLineToArgvW(GetCommandLineW(), &count)) {
        std::vector<std::string> args;
        for (int i = 0; i < count; ++i) {
            const int bytes = WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, nullptr, 0, nullptr, nullptr);
            std::string arg(std::size_t(bytes > 0 ? bytes - 1 : 0), '\0');
            if (bytes > 1) WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, arg.data(), bytes, nullptr, nullptr);
            args.push_back(std::move(arg));
        }
        LocalFree(wide);
        return args;
    }
#endif
    return {argv, argv + argc};
}

}  // namespace xq::cli
