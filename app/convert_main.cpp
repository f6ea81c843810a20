// xiangqi-convert: reads record files of any format the game reads and writes them as PGN (or the referee's verdicts).
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "xiangqi/ecco.h"
#include "xiangqi/game.h"
#include "xiangqi/pgn.h"
#include "xiangqi/recordio.h"
#include "utf8args.h"

#ifdef _WIN32
#include <fcntl.h>  // _setmode for binary standard streams; windows.h (SetConsoleOutputCP) comes with utf8args.h
#include <io.h>
#endif

namespace {

constexpr std::uintmax_t MaxFileBytes = std::uintmax_t(1) << 30;  // 1 GiB: larger inputs are refused

void usage(std::ostream& out) {
    out << "Usage: xiangqi-convert FILE|FOLDER... [--notation chinese|wxf|iccs] [--characters simplified|traditional]\n"
           "                      [--eco] [-o OUT]\n"
           "       xiangqi-convert --verdict [--rules asian|chinese|simple] FILE|FOLDER... [-o OUT]\n"
           "Reads xiangqi record files -- PGN in any encoding (UTF-8, GB18030/GBK, Big5, UTF-16), XQF (XQStudio\n"
           "1.0-1.8), DhtmlXQ/UBB text, ChessBridge CBF and CBR games and CBL libraries -- and writes every game\n"
           "as PGN to standard output or OUT. A folder is read recursively (files named .pgn .xqf .cbf .cbr .cbl\n"
           ".txt .ubb .dhtmlxq, in name order). Moves are written in Chinese (default), WXF, or ICCS (H2-E2, with\n"
           "[Format \"ICCS\"]). Chinese moves keep the characters each game was written in (simplified 马８进７ or\n"
           "traditional 馬８進７; traditional for a game that had no Chinese moves) unless --characters chooses.\n"
           "--eco adds [ECCO], [Opening] and [Variation] tags. Exit status 1 when a file or a game cannot be read\n"
           "(the others are written).\n"
           "--verdict prints, for each game, the referee's verdict after the last move of its main line:\n"
           "RESULT<TAB>REASON<TAB>PLY<TAB>EXPLANATION (RESULT 1-0, 0-1, 1/2-1/2 or *; PLY counted from the record's\n"
           "start position). Repetitions are judged by --rules, else the game's [Rules] tag, else the Asian rules.\n";
}

// Paths are UTF-8 strings here; std::filesystem::path(std::string) would read them in the ANSI code page on
// Windows, so they go through char8_t both ways.
std::filesystem::path pathFromUtf8(const std::string& s) {
    return std::filesystem::path(std::u8string(s.begin(), s.end()));
}

std::string utf8FromPath(const std::filesystem::path& p) {
    const std::u8string s = p.u8string();
    return std::string(s.begin(), s.end());
}

bool readFile(const std::string& utf8Path, std::string& bytes, std::string& error) {
    const std::filesystem::path path = pathFromUtf8(utf8Path);
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) {
        error = "no such file";
        return false;
    }
    if (!std::filesystem::is_regular_file(status)) {
        error = "not a regular file";  // FIFOs and devices could never end
        return false;
    }
    const auto size = std::filesystem::file_size(path, ec);
    if (ec) {
        error = ec.message();
        return false;
    }
    if (size > MaxFileBytes) {
        error = "larger than 1 GiB";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot open";
        return false;
    }
    bytes.resize(std::size_t(size));
    in.read(bytes.data(), std::streamsize(size));
    bytes.resize(std::size_t(in.gcount()));
    return true;
}

}  // namespace

int main(int argc, char** argv) {
#ifdef _WIN32
    // The same bytes as on Linux (UTF-8, LF line ends) on standard output, binary records (XQF, CBR) read whole
    // from standard input, and UTF-8 messages on the console.
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stdin), _O_BINARY);
    SetConsoleOutputCP(CP_UTF8);
#endif
    const std::vector<std::string> args = xq::cli::utf8Arguments(argc, argv);
    argc = int(args.size());
    std::vector<std::string> files;
    std::string outPath;
    xq::Notation notation = xq::Notation::Chinese;
    std::optional<xq::ChineseCharacters> characters;  // none: each game's own
    bool eco = false;
    bool verdict = false;
    bool rulesGiven = false;
    xq::RuleSet rules = xq::RuleSet::Asian;
    for (int i = 1; i < argc; ++i) {
        const std::string& a = args[std::size_t(i)];
        if (a == "-h" || a == "--help") {
            usage(std::cout);
            return 0;
        } else if (a == "--notation" && i + 1 < argc) {
            const std::string& n = args[std::size_t(++i)];
            if (n == "chinese") notation = xq::Notation::Chinese;
            else if (n == "wxf") notation = xq::Notation::Wxf;
            else if (n == "iccs") notation = xq::Notation::Iccs;
            else {
                std::cerr << "xiangqi-convert: unknown notation '" << n << "' (chinese, wxf or iccs)\n";
                return 2;
            }
        } else if (a == "--characters" && i + 1 < argc) {
            const std::string& c = args[std::size_t(++i)];
            xq::ChineseCharacters chosen;
            if (!xq::parseChineseCharacters(c, &chosen)) {
                std::cerr << "xiangqi-convert: unknown characters '" << c << "' (simplified or traditional)\n";
                return 2;
            }
            characters = chosen;
        } else if (a == "--verdict") {
            verdict = true;
        } else if (a == "--rules" && i + 1 < argc) {
            const std::string& r = args[std::size_t(++i)];
            if (!xq::parseRuleSet(r, &rules)) {
                std::cerr << "xiangqi-convert: unknown rules '" << r << "' (asian, chinese or simple)\n";
                return 2;
            }
            rulesGiven = true;
        } else if (a == "--eco") {
            eco = true;
        } else if ((a == "-o" || a == "--output") && i + 1 < argc) {
            outPath = args[std::size_t(++i)];
        } else if (!a.empty() && a[0] == '-' && a != "-") {
            std::cerr << "xiangqi-convert: unknown option '" << a << "'\n";
            usage(std::cerr);
            return 2;
        } else {
            files.push_back(a);
        }
    }
    if (files.empty()) {
        usage(std::cerr);
        return 2;
    }
    // Folders: every record file under them, in path order.
    std::vector<std::string> expanded;
    for (const std::string& path : files) {
        std::error_code ec;
        if (path != "-" && std::filesystem::is_directory(pathFromUtf8(path), ec)) {
            std::vector<std::string> found;
            for (auto it = std::filesystem::recursive_directory_iterator(pathFromUtf8(path), ec);
                 !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
                if (it->is_regular_file(ec) && xq::isRecordFileName(utf8FromPath(it->path().filename())))
                    found.push_back(utf8FromPath(it->path()));
            }
            if (ec) std::cerr << path << ": " << ec.message() << "\n";
            std::sort(found.begin(), found.end());
            expanded.insert(expanded.end(), found.begin(), found.end());
        } else {
            expanded.push_back(path);
        }
    }
    files = std::move(expanded);
    std::ostringstream out;
    bool failed = false;
    bool first = true;
    for (const std::string& path : files) {
        std::string bytes, error;
        if (path == "-") {
            std::ostringstream s;
            s << std::cin.rdbuf();
            bytes = s.str();
        } else if (!readFile(path, bytes, error)) {
            std::cerr << path << ": " << error << "\n";
            failed = true;
            continue;
        }
        const xq::RecordFile file = xq::readRecords(bytes, path);
        for (const auto& e : file.errors) {
            std::cerr << path << ": " << xq::describeError(e) << "\n";
            failed = true;
        }
        // A game read only up to a place is written as far as it goes: a warning, not a failure.
        for (const auto& e : file.partial)
            std::cerr << path << ": " << xq::describeError(e) << " (the game is written up to there)\n";
        for (const auto& game : file.games) {
            if (verdict) {
                // The referee's verdict after the last move of the main line, one line per game.
                const xq::Position pos = game.positionAt(game.lineEnd(xq::RootNode));
                xq::RuleSet set = xq::RuleSet::Asian;
                if (rulesGiven) set = rules;
                else xq::parseRuleSet(game.tag(xq::RulesTag), &set);
                const xq::Verdict v = xq::adjudicate(pos, set);
                std::string why = v.description;
                std::replace(why.begin(), why.end(), '\t', ' ');
                std::replace(why.begin(), why.end(), '\n', ' ');
                out << xq::resultName(v.result) << '\t' << xq::reasonName(v.reason) << '\t' << pos.history().size()
                    << '\t' << why << '\n';
                continue;
            }
            xq::GameRecord g = game;
            if (eco) xq::addOpeningTags(g);
            if (!first) out << "\n";
            first = false;
            out << xq::writePgn(g, notation, characters);
        }
    }
    if (outPath.empty()) {
        std::cout << out.str();
    } else {
        // Write beside the target and rename, so a failure never leaves half a file.
        const std::string tmp = outPath + ".tmp";
        {
            std::ofstream f(pathFromUtf8(tmp), std::ios::binary | std::ios::trunc);
            f << out.str();
            if (!f) {
                std::cerr << "xiangqi-convert: cannot write " << outPath << "\n";
                return 1;
            }
        }
        std::error_code ec;
        std::filesystem::rename(pathFromUtf8(tmp), pathFromUtf8(outPath), ec);
        if (ec) {
            std::cerr << "xiangqi-convert: cannot write " << outPath << ": " << ec.message() << "\n";
            return 1;
        }
    }
    return failed ? 1 : 0;
}
