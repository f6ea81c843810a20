// xiangqi-tune: Texel tuning of the evaluation (docs/ENGINE.md, "Tuning").
//
//   xiangqi-tune gen --games N [--nodes N] [--seed S] [--openings FILE] -o OUT
//       plays the engine against itself from the openings (each followed by a few random plies among
//       the near-best moves) and writes one quiet position a line, "FEN;result" with the game's
//       result from Red's side (1, 0.5, 0). A position counts as quiet when its side is not in check
//       and the searched best move is not a capture. Reproducible: the same seed, nodes and openings
//       give the same file.
//   xiangqi-tune fit DATA... [--epochs N] [--rate R] [--holdout P] [--lambda L] [--min-count N] [--only I-J] [-o OUT]
//       fits every weight of the evaluation (xq::tuning::weights(): the piece-square tables, the
//       piece-count terms, mobility, hollow cannon) to those results by minimising the mean squared
//       error of sigmoid(K * eval) against the result (Texel's method; K is fitted first, with the
//       current weights) with Adam, and writes the weights in the form engine/core/src/evaluate.cpp draws them.
//       --only I-J fits only the weights with indices I..J (xq::tuning's *Index constants), say a new
//       term, and keeps the others as they are.
//
// Plain C++ over the Qt-free engine library; no threads.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "xiangqi/evaluate.h"
#include "xiangqi/movegen.h"
#include "xiangqi/rules.h"
#include "xiangqi/search.h"

using namespace xq;

namespace {

[[noreturn]] void usage(const std::string& why) {
    std::cerr << "xiangqi-tune: " << why << "\n"
              << "usage: xiangqi-tune gen --games N [--nodes N] [--seed S] [--openings FILE] -o OUT\n"
              << "       xiangqi-tune fit DATA... [--epochs N] [--rate R] [--holdout P] [--lambda L] [--min-count N]"
                 " [--only I-J] [-o OUT]\n";
    std::exit(2);
}

long number(const std::string& text, const char* what) {
    char* end = nullptr;
    const long v = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || v < 0) usage(std::string("bad ") + what + ": " + text);
    return v;
}

// ---- gen ----

// An opening line: "startpos moves ..." or "fen FEN moves ...", moves in ranks 1-10 (Fairy-Stockfish's, as the
// arena's books are written) or 0-9. Returns false when the line does not give a legal position.
bool playOpening(const std::string& line, Position& pos) {
    std::istringstream in(line);
    std::string word;
    in >> word;
    if (word == "startpos") {
        pos = Position();
        in >> word;
    } else if (word == "fen") {
        std::string fen, part;
        while (in >> part && part != "moves") fen += (fen.empty() ? "" : " ") + part;
        if (!pos.setFen(fen)) return false;
        word = part;
    } else {
        return false;
    }
    if (word != "moves") return true;
    const bool ranksFromOne = line.find("10") != std::string::npos;
    for (std::string m; in >> m;) {
        std::string text;
        for (std::size_t i = 0; i < m.size();) {
            text += m[i++];
            std::string digits;
            while (i < m.size() && std::isdigit(static_cast<unsigned char>(m[i]))) digits += m[i++];
            if (digits.empty()) return false;
            text += std::to_string(std::stoi(digits) - (ranksFromOne ? 1 : 0));
        }
        const Move mv = parseUciMove(text);
        if (mv.isNone() || !pos.isLegal(mv)) return false;
        pos.makeMove(mv);
    }
    return true;
}

int levelIndex(const char* name) {
    const auto& list = levels();
    for (std::size_t i = 0; i < list.size(); ++i)
        if (std::string(list[i].name) == name) return static_cast<int>(i);
    return -1;
}

int generate(int argc, char** argv) {
    long games = 0, nodes = 8000, seed = 1;
    std::string openingsFile = "tools/data/sprt-openings.epd", outFile;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : (usage(a + " needs a value"), ""); };
        if (a == "--games") games = number(next(), "--games");
        else if (a == "--nodes") nodes = number(next(), "--nodes");
        else if (a == "--seed") seed = number(next(), "--seed");
        else if (a == "--openings") openingsFile = next();
        else if (a == "-o") outFile = next();
        else usage("unknown option " + a);
    }
    if (games <= 0 || nodes <= 0 || outFile.empty()) usage("gen needs --games and -o");
    std::vector<std::string> openings;
    {
        std::ifstream in(openingsFile);
        if (!in) usage("cannot read " + openingsFile);
        for (std::string line; std::getline(in, line);)
            if (!line.empty() && line[0] != '#') openings.push_back(line);
    }
    if (openings.empty()) usage(openingsFile + " has no opening");
    std::ofstream out(outFile);
    if (!out) usage("cannot write " + outFile);

    // Adjudication: a score this large for this many plies in a row is a win; so many plies are a draw.
    constexpr int WinScore = 1500, WinPlies = 6, MaxGamePlies = 300;
    constexpr int RandomPlies = 4, SkipPlies = 8;  // random plies after the book; no position written before ply 8
    const int casual = levelIndex("Casual");
    std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
    std::atomic<bool> stop{false};
    Searcher searcher(16);
    searcher.setRandomSeed(static_cast<std::uint64_t>(seed));
    long positions = 0;
    for (long g = 0; g < games; ++g) {
        Position pos;
        if (!playOpening(openings[rng() % openings.size()], pos)) continue;
        searcher.clear();
        std::vector<std::string> quiet;
        double result = 0.5;
        int winningFor = 0, streak = 0;
        for (int ply = 0; ply < MaxGamePlies; ++ply) {
            SearchLimits limits;
            if (ply < RandomPlies) limits.level = casual;  // a few plies among the near-best moves
            else limits.nodes = static_cast<std::uint64_t>(nodes);
            const SearchResult r = searcher.search(pos, limits, stop);
            if (r.bestMove.isNone()) break;
            const bool capture = pos.pieceAt(r.bestMove.to()) != NoPiece;
            if (ply >= SkipPlies && !pos.inCheck() && !capture && !r.info.mate && std::abs(r.info.score) < WinScore)
                quiet.push_back(pos.fen());
            // Both sides search with the same engine: a score beyond WinScore for WinPlies plies decides.
            const int side = r.info.score >= WinScore ? 1 : r.info.score <= -WinScore ? -1 : 0;
            streak = side != 0 && side == winningFor ? streak + 1 : side != 0 ? 1 : 0;
            winningFor = side;
            pos.makeMove(r.bestMove);
            const Verdict v = adjudicate(pos);
            if (v.result != GameResult::Ongoing) {
                result = v.result == GameResult::RedWins ? 1.0 : v.result == GameResult::BlackWins ? 0.0 : 0.5;
                break;
            }
            if (streak >= WinPlies) {
                result = winningFor > 0 ? 1.0 : 0.0;
                break;
            }
        }
        for (const auto& fen : quiet) out << fen << ';' << result << '\n';
        positions += static_cast<long>(quiet.size());
        if ((g + 1) % 100 == 0) std::cerr << "game " << g + 1 << ", " << positions << " positions\n";
    }
    std::cerr << "wrote " << positions << " positions from " << games << " games to " << outFile << "\n";
    return 0;
}

// ---- fit ----

struct Sample {
    int material;
    float result;
    std::uint32_t first, count;  // features in the shared array
};

struct Data {
    std::vector<Sample> samples;
    std::vector<tuning::Feature> features;
};

bool load(const std::string& file, Data& data) {
    std::ifstream in(file);
    if (!in) return false;
    std::vector<tuning::Feature> f;
    long lineNo = 0;
    for (std::string line; std::getline(in, line);) {
        ++lineNo;
        const auto semi = line.rfind(';');
        Position pos;
        FenError error;
        if (semi == std::string::npos || !pos.setFen(line.substr(0, semi), &error)) {
            std::cerr << file << ":" << lineNo << ": not 'FEN;result'" << (error ? ": " + describe(error) : "") << "\n";
            continue;
        }
        const float result = std::strtof(line.c_str() + semi + 1, nullptr);
        tuning::features(pos, f);
        data.samples.push_back({tuning::materialTotal(pos), result, static_cast<std::uint32_t>(data.features.size()),
                                static_cast<std::uint32_t>(f.size())});
        data.features.insert(data.features.end(), f.begin(), f.end());
    }
    return true;
}

double sigmoid(double k, double eval) { return 1.0 / (1.0 + std::pow(10.0, -k * eval / 400.0)); }

double evalOf(const Data& d, const Sample& s, const std::vector<double>& w) {
    double e = s.material;
    for (std::uint32_t i = s.first; i < s.first + s.count; ++i) e += d.features[i].coefficient * w[d.features[i].index];
    return e;
}

double meanError(const Data& d, const std::vector<std::size_t>& set, const std::vector<double>& w, double k) {
    double sum = 0;
    for (std::size_t i : set) {
        const double err = sigmoid(k, evalOf(d, d.samples[i], w)) - d.samples[i].result;
        sum += err * err;
    }
    return set.empty() ? 0 : sum / static_cast<double>(set.size());
}

// The weights as evaluate.cpp draws them: one 10x9 table per piece (rank 9 on top), then the scalars.
std::string format(const std::vector<int>& w) {
    static const char* const names[] = {"King", "Advisor", "Elephant", "Horse", "Rook", "Cannon", "Pawn"};
    std::ostringstream out;
    for (int t = 0; t < 7; ++t) {
        out << "constexpr Table " << names[t] << "Table = {{\n";
        for (int row = 0; row < RankCount; ++row) {
            out << "    {";
            for (int f = 0; f < FileCount; ++f) {
                const int tied = std::min(f, FileCount - 1 - f);
                out << w[tuning::TableBase + (t * RankCount + row) * tuning::TableFiles + tied]
                    << (f + 1 < FileCount ? ", " : "");
            }
            out << "},\n";
        }
        out << "}};\n";
    }
    // The scalars under their names in evaluate.cpp, so tools/tune/apply.py can put them in place.
    out << "constexpr int MissingDefenderPerUnit = " << w[tuning::MissingDefenderIndex] << ";\n"
        << "constexpr int CannonPerPiece = " << w[tuning::CannonPerPieceIndex] << ";\n"
        << "constexpr int HorsePerPiece = " << w[tuning::HorsePerPieceIndex] << ";\n"
        << "constexpr int RookMobility = " << w[tuning::RookMobilityIndex] << ";\n"
        << "constexpr int CannonMobility = " << w[tuning::CannonMobilityIndex] << ";\n"
        << "constexpr std::array<int, 9> HorseMobility = {";
    for (int n = 0; n < 9; ++n) out << w[tuning::HorseMobilityIndex + n] << (n < 8 ? ", " : "};\n");
    out << "constexpr int HollowCannon = " << w[tuning::HollowCannonIndex] << ";\n";
    return out.str();
}

int fit(int argc, char** argv) {
    long epochs = 400;
    double rate = 1.0, holdout = 0.1, lambda = 1e-7;
    long minCount = 500;
    long onlyFirst = 0, onlyLast = tuning::WeightCount - 1;  // --only: the weights the fit may change
    std::string outFile;
    std::vector<std::string> files;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : (usage(a + " needs a value"), ""); };
        if (a == "--epochs") epochs = number(next(), "--epochs");
        else if (a == "--rate") rate = std::strtod(next().c_str(), nullptr);
        else if (a == "--holdout") holdout = std::strtod(next().c_str(), nullptr);
        else if (a == "--lambda") lambda = std::strtod(next().c_str(), nullptr);
        else if (a == "--min-count") minCount = number(next(), "--min-count");
        else if (a == "--only") {
            const std::string range = next();
            const auto dash = range.find('-');
            if (dash == std::string::npos) usage("--only needs FIRST-LAST: " + range);
            onlyFirst = number(range.substr(0, dash), "--only");
            onlyLast = number(range.substr(dash + 1), "--only");
            if (onlyFirst > onlyLast || onlyLast >= tuning::WeightCount) usage("--only out of range: " + range);
        }
        else if (a == "-o") outFile = next();
        else if (!a.empty() && a[0] == '-') usage("unknown option " + a);
        else files.push_back(a);
    }
    if (files.empty()) usage("fit needs data files");
    if (!(rate > 0) || !(holdout >= 0 && holdout < 1)) usage("--rate must be > 0 and --holdout in [0, 1)");
    Data data;
    for (const auto& f : files)
        if (!load(f, data)) usage("cannot read " + f);
    if (data.samples.size() < 100) usage("too few positions");

    // A fixed split to see whether the fit generalises: every 1/holdout-th block of 1000 lines is held out.
    // Blocks, not single lines, because neighbouring lines come from the same game and share its result.
    std::vector<std::size_t> train, test;
    const std::size_t every = holdout > 0 ? static_cast<std::size_t>(std::lround(1 / holdout)) : 0;
    for (std::size_t i = 0; i < data.samples.size(); ++i)
        (every && (i / 1000) % every == 0 ? test : train).push_back(i);

    if (train.empty()) usage("nothing left to fit after the hold-out: more data or a smaller --holdout");
    std::vector<double> w(tuning::weights().begin(), tuning::weights().end());
    // 1. K: the scale that makes the current evaluation predict results best (golden-section search).
    double lo = 0.05, hi = 3.0;
    for (int it = 0; it < 60; ++it) {
        const double a = hi - (hi - lo) / 1.618, b = lo + (hi - lo) / 1.618;
        (meanError(data, train, w, a) < meanError(data, train, w, b) ? hi : lo) = (a < b ? b : a);
    }
    const double k = (lo + hi) / 2;
    std::cerr << data.samples.size() << " positions (" << train.size() << " fit, " << test.size()
              << " held out), K = " << k << "\n";
    std::cerr << "before: error " << meanError(data, train, w, k) << " (held out " << meanError(data, test, w, k)
              << ")\n";

    // 2. Adam on the mean squared error plus lambda * (w - w0)^2 per weight (a pull back to the
    //    starting weights, so that what the data says little about stays near its textbook value).
    //    A weight that fewer than --min-count positions use keeps its value: a square a piece
    //    rarely reaches would only learn noise.
    const std::vector<double> w0 = w;
    std::vector<long> uses(w.size(), 0);
    for (std::size_t i : train)
        for (std::uint32_t j = data.samples[i].first; j < data.samples[i].first + data.samples[i].count; ++j)
            ++uses[data.features[j].index];
    long frozen = 0;
    for (std::size_t j = 0; j < uses.size(); ++j) {
        if (static_cast<long>(j) < onlyFirst || static_cast<long>(j) > onlyLast) uses[j] = 0;  // frozen too
        frozen += uses[j] < minCount ? 1 : 0;
    }
    std::cerr << frozen << " of " << w.size() << " weights (used by fewer than " << minCount
              << " positions, or outside --only) stay as they are\n";
    const double ln10 = std::log(10.0);
    std::vector<double> m(w.size(), 0), v(w.size(), 0), grad(w.size());
    const double beta1 = 0.9, beta2 = 0.999, eps = 1e-8;
    for (long e = 1; e <= epochs; ++e) {
        std::fill(grad.begin(), grad.end(), 0.0);
        for (std::size_t i : train) {
            const Sample& s = data.samples[i];
            const double p = sigmoid(k, evalOf(data, s, w));
            const double g = 2 * (p - s.result) * p * (1 - p) * k * ln10 / 400.0;
            for (std::uint32_t j = s.first; j < s.first + s.count; ++j)
                grad[data.features[j].index] += g * data.features[j].coefficient;
        }
        for (std::size_t j = 0; j < w.size(); ++j) {
            if (uses[j] < minCount) continue;
            const double gj = grad[j] / static_cast<double>(train.size()) + 2 * lambda * (w[j] - w0[j]);
            m[j] = beta1 * m[j] + (1 - beta1) * gj;
            v[j] = beta2 * v[j] + (1 - beta2) * gj * gj;
            const double mh = m[j] / (1 - std::pow(beta1, static_cast<double>(e)));
            const double vh = v[j] / (1 - std::pow(beta2, static_cast<double>(e)));
            w[j] -= rate * mh / (std::sqrt(vh) + eps);
        }
        if (e % 50 == 0 || e == epochs)
            std::cerr << "epoch " << e << ": error " << meanError(data, train, w, k) << " (held out "
                      << meanError(data, test, w, k) << ")\n";
    }
    std::vector<int> rounded(w.size());
    for (std::size_t j = 0; j < w.size(); ++j) rounded[j] = static_cast<int>(std::lround(w[j]));
    const std::string text = format(rounded);
    if (outFile.empty()) {
        std::cout << text;
    } else {
        std::ofstream out(outFile);
        out << text;
        if (!out) usage("cannot write " + outFile);
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) usage("no command");
    const std::string command = argv[1];
    if (command == "gen") return generate(argc, argv);
    if (command == "fit") return fit(argc, argv);
    usage("unknown command " + command);
}
