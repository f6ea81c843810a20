// Command-line arguments as UTF-8 for the Qt-free command-line tools (xiangqi-convert, xiangqi-db). Windows hands
// main() its arguments in the ANSI code page, which turns C:\象棋\棋谱.pgn into C:\??\??.pgn on most systems; the
// wide command line has them whole. Elsewhere the arguments are already UTF-8.
#pragma once

#include <optional>
#include <ostream>
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
#include <fcntl.h>  // _setmode
#include <io.h>
#include <cstdio>
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

// What a command-line tool does first: standard output binary and the console showing UTF-8 on Windows, and the
// arguments as UTF-8.
inline std::vector<std::string> startTool(int argc, char** argv) {
#ifdef _WIN32
    _setmode(_fileno(stdout), _O_BINARY);
    SetConsoleOutputCP(CP_UTF8);
#endif
    return utf8Arguments(argc, argv);
}

// "TOOL --help" prints the usage (exit 0); fewer than minArgs arguments (the program's name counted) print it on
// stderr (exit 2). Nothing when the tool goes on.
inline std::optional<int> answerUsage(const std::vector<std::string>& args, std::size_t minArgs,
                                      void (*usage)(std::ostream&), std::ostream& out, std::ostream& err) {
    if (args.size() >= 2 && (args[1] == "-h" || args[1] == "--help")) {
        usage(out);
        return 0;
    }
    if (args.size() < minArgs) {
        usage(err);
        return 2;
    }
    return std::nullopt;
}

}  // namespace xq::cli
