// xiangqi-gengames: writes a collection of generated games for the database benchmark and tests, one game a file,
// in several formats and encodings (PGN in Chinese/UTF-8, Chinese/GB18030, ICCS and WXF; XQF), 1,000 files a
// folder. The games are legal random games with a shared opening tree (the first plies are drawn from a few
// popular moves, so the explorer has real statistics and transpositions), 40-160 plies long, with players, a
// date and a result. Deterministic for a seed.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "xiangqi/movegen.h"
#include "xiangqi/pgn.h"
#include "xiangqi/record.h"
#include "xiangqi/textcodec.h"
#include "xiangqi/xqf.h"

namespace {

const char* const Players[] = {"许银川", "吕钦", "胡荣华", "赵国荣", "王天一", "郑惟桐", "蒋川", "洪智",
                               "Liu Dahua", "Hu Ronghua", "Xu Tianhong", "Zhao Xinxin", "孙勇征", "汪洋"};
const char* const Events[] = {"全国象棋个人赛", "Yinli Cup", "五羊杯", "China Team Championship", "亚洲杯"};

xq::GameRecord makeGame(std::mt19937_64& rng) {
    xq::GameRecord g;
    xq::Position pos;
    const int length = std::uniform_int_distribution<int>(40, 160)(rng);
    std::vector<xq::Move> moves;
    for (int ply = 0; ply < length; ++ply) {
        xq::MoveList list;
        xq::generateLegal(pos, list);
        if (list.empty()) break;
        // The opening: a few popular moves (the first moves of the list, in the generator's fixed order, skewed),
        // so games share a tree; later: any legal move, captures preferred.
        xq::Move m;
        if (ply < 14) {
            // Common opening moves of either side, most popular first, where legal.
            static const char* const Popular[] = {"h2e2", "h9g7", "b0c2", "b9c7", "h0g2", "g6g5", "c3c4", "c6c5",
                                                  "i0h0", "i9h9", "g3g4", "h7e7", "b2e2", "a0b0", "a9b9", "g0e2",
                                                  "c9e7", "h7h3", "b7b3", "f0e1", "d9e8", "h0i2", "b9a7", "h2h6"};
            std::vector<xq::Move> options;
            std::vector<double> weights;
            for (int i = 0; i < int(std::size(Popular)); ++i) {
                const xq::Move c = xq::parseUciMove(Popular[i]);
                if (list.contains(c)) {
                    options.push_back(c);
                    weights.push_back(24.0 / (i + 2));
                }
            }
            if (!options.empty() && std::uniform_int_distribution<int>(0, 9)(rng) != 0)
                m = options[std::discrete_distribution<std::size_t>(weights.begin(), weights.end())(rng)];
            else m = list[std::uniform_int_distribution<int>(0, list.size() - 1)(rng)];
        } else {
            std::vector<xq::Move> captures;
            for (const xq::Move c : list)
                if (pos.pieceAt(c.to()) != xq::NoPiece) captures.push_back(c);
            if (!captures.empty() && std::uniform_int_distribution<int>(0, 2)(rng) == 0)
                m = captures[std::uniform_int_distribution<std::size_t>(0, captures.size() - 1)(rng)];
            else m = list[std::uniform_int_distribution<int>(0, list.size() - 1)(rng)];
        }
        moves.push_back(m);
        pos.makeMove(m);
    }
    g.setLine("", moves);
    const auto player = [&] { return Players[std::uniform_int_distribution<int>(0, 13)(rng)]; };
    g.setTag("Event", Events[std::uniform_int_distribution<int>(0, 4)(rng)]);
    g.setTag("Date", std::to_string(std::uniform_int_distribution<int>(1980, 2024)(rng)) + ".05.01");
    g.setTag("Red", player());
    g.setTag("Black", player());
    const char* results[] = {"1-0", "0-1", "1/2-1/2", "*"};
    g.setResult(results[std::discrete_distribution<int>({40.0, 30.0, 28.0, 2.0})(rng)]);
    return g;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::cerr << "Usage: xiangqi-gengames OUTDIR GAMES [SEED]\n"
                     "Writes GAMES generated games, one a file, in 1,000-file folders under OUTDIR: PGN (Chinese UTF-8,\n"
                     "Chinese GB18030, ICCS, WXF) and XQF in turn.\n";
        return 2;
    }
    const std::filesystem::path out = argv[1];
    const long count = std::atol(argv[2]);
    std::mt19937_64 rng(argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1);
    for (long i = 0; i < count; ++i) {
        const xq::GameRecord g = makeGame(rng);
        char folder[32], name[32];
        std::snprintf(folder, sizeof folder, "%03ld", i / 1000);
        std::string bytes;
        const char* ext = ".pgn";
        switch (i % 5) {
        case 0: bytes = xq::writePgn(g, xq::Notation::Chinese); break;
        case 1: bytes = xq::encodeGb18030(xq::writePgn(g, xq::Notation::Chinese)); break;
        case 2: bytes = xq::writePgn(g, xq::Notation::Iccs); break;
        case 3: bytes = xq::writePgn(g, xq::Notation::Wxf); break;
        default:
            bytes = xq::writeXqf(g);
            ext = ".xqf";
        }
        std::snprintf(name, sizeof name, "g%06ld", i);
        const std::filesystem::path dir = out / folder;
        std::filesystem::create_directories(dir);
        std::ofstream f(dir / (std::string(name) + ext), std::ios::binary);
        f.write(bytes.data(), std::streamsize(bytes.size()));
        if (!f) {
            std::cerr << "xiangqi-gengames: cannot write " << (dir / name).string() << "\n";
            return 1;
        }
    }
    return 0;
}
