// Mining the puzzle ladder from games: every position of each game's main line (after the opening) is searched
// shallowly for a move that stands out; those that do are judged at depth (judgePuzzle). The result depends only on
// the games and the options (each game starts from a cleared table), whatever the number of threads. No Qt.
#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "xiangqi/record.h"
#include "xiangqi/train/ladder.h"

namespace xq::train {

struct MineOptions {
    PuzzleRules rules;
    int prefilterDepth = 4;       // the first, shallow look at every position
    int prefilterMarginCp = 150;  // the best move must stand this far above the second there
    int skipPlies = 10;           // the opening is theory, not a puzzle
    int limit = 0;                // stop after this many puzzles (in game order); 0 = no limit
    int threads = 1;
    int hashMb = 16;              // per thread
};

struct MineGame {
    GameRecord record;
    std::string source;  // "file.pgn#12": the puzzle's source adds "@ply"
    // A composed puzzle (a line of mates.epd, wins.epd): only its start position is judged, without the shallow
    // look and without skipping an opening, and the source is kept as it is.
    bool composed = false;
};

struct MineStats {
    int games = 0;
    long long positions = 0;
    int candidates = 0;  // passed the shallow look
    int puzzles = 0;
    int duplicates = 0;  // the same position found again in a later game
};

// Puzzles of one game, in ply order.
std::vector<LadderPuzzle> mineGame(Searcher& searcher, const MineGame& game, const MineOptions& options,
                                   MineStats* stats = nullptr);

// Puzzles of all games, in game order then ply order, a position kept once. progress(gamesDone, puzzles) is called
// from the calling thread; a set *cancel stops early.
std::vector<LadderPuzzle> minePuzzles(const std::vector<MineGame>& games, const MineOptions& options,
                                      MineStats* stats = nullptr,
                                      const std::function<void(int, int)>& progress = {},
                                      const std::atomic<bool>* cancel = nullptr);

}  // namespace xq::train
