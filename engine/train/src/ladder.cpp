// The puzzle ladder's line format, the judgement of a position as a puzzle and the quick check of a stored one.
#include "xiangqi/train/ladder.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cstdlib>

#include "xiangqi/movegen.h"
#include "xiangqi/search.h"

namespace xq::train {

namespace {

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (true) {
        const std::size_t at = s.find(sep, start);
        out.push_back(s.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos) return out;
        start = at + 1;
    }
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

bool isMate(int score) { return std::abs(score) > MateBound; }
int matePlies(int score) { return MateScore - std::abs(score); }  // plies to the mate, for a mate score
int mateMoves(int score) { return (matePlies(score) + 1) / 2; }

bool isCapture(const Position& pos, Move m) { return pos.pieceAt(m.to()) != NoPiece; }
bool givesCheck(Position pos, Move m) {
    pos.makeMove(m);
    return pos.inCheck();
}

// A fresh position from the FEN alone: no game history, so no repetition reaches back before the puzzle.
Position fromFen(const Position& pos) {
    Position p;
    p.setFen(pos.fen());
    return p;
}

int pieceValue(PieceType t) {
    switch (t) {
    case Rook: return 900;
    case Horse:
    case Cannon: return 450;
    case Advisor:
    case Elephant: return 200;
    case Pawn: return 100;
    default: return 0;
    }
}

}  // namespace

std::string kindName(PuzzleKind kind, int mateIn) {
    switch (kind) {
    case PuzzleKind::Mate: return "mate" + std::to_string(mateIn);
    case PuzzleKind::Material: return "material";
    case PuzzleKind::Defence: return "defence";
    case PuzzleKind::Draw: return "draw";
    }
    return "material";
}

bool parseKind(std::string_view text, PuzzleKind* kind, int* mateIn) {
    *mateIn = 0;
    if (text == "material") *kind = PuzzleKind::Material;
    else if (text == "defence") *kind = PuzzleKind::Defence;
    else if (text == "draw") *kind = PuzzleKind::Draw;
    else if (text.starts_with("mate") && text.size() > 4) {
        int n = 0;
        const auto r = std::from_chars(text.data() + 4, text.data() + text.size(), n);
        if (r.ec != std::errc() || r.ptr != text.data() + text.size() || n < 1 || n > 50) return false;
        *kind = PuzzleKind::Mate;
        *mateIn = n;
    } else {
        return false;
    }
    return true;
}

std::string formatPuzzle(const LadderPuzzle& p) {
    std::string moves;
    for (const Move m : p.solution) {
        if (!moves.empty()) moves += ' ';
        moves += moveToUci(m);
    }
    return p.fen + '\t' + moves + '\t' + kindName(p.kind, p.mateIn) + '\t' + std::to_string(p.difficulty) + '\t' +
           p.source;
}

bool parsePuzzle(std::string_view line, LadderPuzzle* out, std::string* error) {
    auto fail = [&](std::string why) {
        if (error) *error = std::move(why);
        return false;
    };
    const auto fields = split(trim(line), '\t');
    if (fields.size() != 5) return fail("expected 5 tab-separated fields, found " + std::to_string(fields.size()));
    LadderPuzzle p;
    p.fen = std::string(trim(fields[0]));
    Position pos;
    FenError fenError;
    if (!pos.setFen(p.fen, &fenError)) return fail("bad FEN: " + describe(fenError));
    for (const std::string_view text : split(trim(fields[1]), ' ')) {
        if (text.empty()) continue;
        const Move m = parseUciMove(text);
        if (!m || !pos.isLegal(m)) return fail("move " + std::string(text) + " is not legal there");
        p.solution.push_back(m);
        pos.makeMove(m);
    }
    if (p.solution.empty() || p.solution.size() % 2 == 0)
        return fail("the solution must have an odd number of moves (it ends with the solver's)");
    if (!parseKind(trim(fields[2]), &p.kind, &p.mateIn)) return fail("unknown kind '" + std::string(fields[2]) + "'");
    if (p.kind == PuzzleKind::Mate && p.mateIn != p.solverMoves())
        return fail("a mate in " + std::to_string(p.mateIn) + " needs " + std::to_string(2 * p.mateIn - 1) + " moves");
    const std::string_view d = trim(fields[3]);
    const auto r = std::from_chars(d.data(), d.data() + d.size(), p.difficulty);
    if (r.ec != std::errc() || r.ptr != d.data() + d.size() || p.difficulty < 0 || p.difficulty > 4000)
        return fail("difficulty must be a number from 0 to 4000, found '" + std::string(d) + "'");
    p.source = std::string(trim(fields[4]));
    *out = std::move(p);
    return true;
}

std::vector<LadderPuzzle> readPuzzles(std::string_view text, std::vector<std::string>* errors) {
    std::vector<LadderPuzzle> out;
    int number = 0;
    for (const std::string_view line : split(text, '\n')) {
        ++number;
        if (trim(line).empty() || trim(line).front() == '#') continue;
        LadderPuzzle p;
        std::string why;
        if (parsePuzzle(line, &p, &why))
            out.push_back(std::move(p));
        else if (errors)
            errors->push_back("line " + std::to_string(number) + ": " + why);
    }
    return out;
}

int materialOf(const Position& pos, Color c) {
    int sum = 0;
    for (int t = Advisor; t <= Pawn; ++t) sum += pos.pieceCount(makePiece(c, PieceType(t))) * pieceValue(PieceType(t));
    return sum;
}

TopTwo searchTopTwo(Searcher& searcher, const Position& pos, int depth) {
    TopTwo t;
    MoveList legal;
    generateLegal(pos, legal);
    t.legalMoves = legal.size();
    if (legal.empty()) return t;
    const int sign = pos.sideToMove() == Color::Red ? 1 : -1;
    SearchLimits limits;
    limits.depth = depth;
    limits.multiPv = legal.size() > 1 ? 2 : 1;
    std::atomic<bool> stop{false};
    Move lastBest;
    RootLine best, second;
    const SearchResult result = searcher.search(pos, limits, stop, [&](const SearchInfo& info) {
        if (!info.hasScore || info.pv.empty()) return;
        if (info.line() == 1) {
            best = {info.pv[0], sign * info.score};
            if (info.pv[0] != lastBest) t.stableDepth = info.depth;
            lastBest = info.pv[0];
            second = {};
        } else if (info.line() == 2) {
            second = {info.pv[0], sign * info.score};
        }
    });
    if (!best.move) best = {result.bestMove, sign * result.info.score};
    t.best = best;
    t.second = second;
    return t;
}

namespace {

// The reply the defender plays: its best move at the verification depth.
Move bestReply(Searcher& searcher, const Position& pos, int depth) {
    SearchLimits limits;
    limits.depth = depth;
    std::atomic<bool> stop{false};
    return searcher.search(pos, limits, stop).bestMove;
}

// The first step's verdict: the kind of puzzle, or false when the position is none.
bool classify(const Position& pos, const TopTwo& t, Move lastMove, const PuzzleRules& rules, PuzzleKind* kind,
              int* mateIn) {
    if (t.legalMoves < 2 || !t.best.move || !t.second.move) return false;
    const int b = t.best.score, s = t.second.score;
    if (b > MateBound && mateMoves(b) <= rules.maxMateIn) {
        if (s > MateBound && mateMoves(s) <= mateMoves(b)) return false;  // another move mates as fast
        *kind = PuzzleKind::Mate;
        *mateIn = mateMoves(b);
        return true;
    }
    // A recapture of what just moved is the obvious reply, no puzzle.
    if (lastMove && t.best.move.to() == lastMove.to()) return false;
    if (b >= rules.winCp) {
        if (s > b - rules.marginCp || s >= rules.winCp - rules.marginCp / 2) return false;
        *kind = PuzzleKind::Material;
        return true;
    }
    if (b >= rules.holdCp && s <= b - rules.marginCp && s <= -rules.marginCp) {
        const Color me = pos.sideToMove();
        *kind = std::abs(b) <= 60 && materialOf(pos, me) + 300 <= materialOf(pos, ~me) ? PuzzleKind::Draw
                                                                                        : PuzzleKind::Defence;
        return true;
    }
    return false;
}

// Finds the puzzle's line at the given depth with the searcher's current options; false when it is none.
bool findLine(Searcher& searcher, const Position& start, Move lastMove, const PuzzleRules& rules, LadderPuzzle* out,
              int* stableDepth, int* firstMargin) {
    Position pos = start;
    searcher.clear();
    const TopTwo first = searchTopTwo(searcher, pos, rules.depth);
    PuzzleKind kind;
    int mateIn = 0;
    if (!classify(pos, first, lastMove, rules, &kind, &mateIn)) return false;
    *stableDepth = first.stableDepth;
    *firstMargin = isMate(first.best.score) ? 1000 : first.best.score - first.second.score;
    std::vector<Move> line{first.best.move};
    pos.makeMove(first.best.move);
    if (kind == PuzzleKind::Mate) {
        // Every solver move but the last must be the only one that keeps a mate in the moves left; the last
        // may be any mate (the ladder accepts every mating move there). A mate whose line is not unique is still
        // a decisive first move: a material puzzle, when no other move wins too.
        Position mpos = pos;
        std::vector<Move> mline = line;
        bool unique = true;
        for (int left = mateIn - 1; left >= 1 && unique; --left) {
            const Move reply = bestReply(searcher, mpos, rules.depth);
            if (!reply) return false;  // mated already: the mate was shorter than the search said
            mline.push_back(reply);
            mpos.makeMove(reply);
            const TopTwo t = searchTopTwo(searcher, mpos, rules.depth);
            if (!(t.best.score > MateBound) || mateMoves(t.best.score) != left) return false;
            if (left > 1 && t.second.move && t.second.score > MateBound && mateMoves(t.second.score) <= left)
                unique = false;
            mline.push_back(t.best.move);
            mpos.makeMove(t.best.move);
        }
        if (unique) {
            MoveList after;
            generateLegal(mpos, after);
            if (!after.empty()) return false;
            line = mline;
            pos = mpos;
        } else {
            if (first.second.score >= rules.winCp - rules.marginCp / 2) return false;
            kind = PuzzleKind::Material;
            mateIn = 0;
        }
    }
    if (kind == PuzzleKind::Material) {
        // Further solver moves while they are forcing (a capture or a check), unique and still winning.
        while (int(line.size() + 1) / 2 < rules.maxSolverMoves) {
            const Move reply = bestReply(searcher, pos, rules.depth);
            if (!reply) break;
            Position next = pos;
            next.makeMove(reply);
            const TopTwo t = searchTopTwo(searcher, next, rules.depth);
            if (t.legalMoves < 2 || !t.best.move || isMate(t.best.score)) break;
            if (t.best.score < rules.winCp || t.second.score > t.best.score - rules.marginCp) break;
            if (!isCapture(next, t.best.move) && !givesCheck(next, t.best.move)) break;
            line.push_back(reply);
            line.push_back(t.best.move);
            pos = next;
            pos.makeMove(t.best.move);
        }
    }
    out->fen = start.fen();
    out->solution = line;
    out->kind = kind;
    out->mateIn = kind == PuzzleKind::Mate ? mateIn : 0;
    return true;
}

}  // namespace

bool judgePuzzle(Searcher& searcher, const Position& posWithHistory, Move lastMove, const PuzzleRules& rules,
                 LadderPuzzle* out) {
    const Position pos = fromFen(posWithHistory);
    const SearchOptions saved = searcher.options();
    SearchOptions opts = saved;
    opts.repetitions = true;
    opts.rules = RuleSet::Asian;
    searcher.setOptions(opts);
    LadderPuzzle withRules;
    int stable = 0, margin = 0;
    bool ok = findLine(searcher, pos, lastMove, rules, &withRules, &stable, &margin);
    if (ok) {
        // The answer must not depend on the repetition rules: with them switched off the first step must find the
        // same move, of the same kind. (The later steps are a few plies from a position without history.)
        opts.repetitions = false;
        searcher.setOptions(opts);
        searcher.clear();
        const TopTwo again = searchTopTwo(searcher, pos, rules.depth);
        PuzzleKind kind;
        int mateIn = 0;
        ok = classify(pos, again, lastMove, rules, &kind, &mateIn) && again.best.move == withRules.solution.front() &&
             (kind == withRules.kind || (kind == PuzzleKind::Mate && withRules.kind == PuzzleKind::Material));
    }
    searcher.setOptions(saved);
    if (!ok) return false;

    // Difficulty: a base by kind, more for a longer line, a quiet first move, and a move the search found late.
    const Move first = withRules.solution.front();
    const bool quiet = !isCapture(pos, first) && !givesCheck(pos, first);
    int d = 0;
    switch (withRules.kind) {
    case PuzzleKind::Mate: d = 900 + 220 * (withRules.mateIn - 1); break;
    case PuzzleKind::Material: d = 1050 + 180 * (withRules.solverMoves() - 1); break;
    case PuzzleKind::Defence: d = 1000; break;
    case PuzzleKind::Draw: d = 1350; break;
    }
    if (quiet) d += 250;
    d += 45 * std::max(0, stable - 2);
    if (margin < 400) d += 100;
    withRules.difficulty = std::clamp(d, 600, 2600);
    const std::string source = out->source;
    *out = std::move(withRules);
    out->source = source;
    return true;
}

std::string checkPuzzle(Searcher& searcher, const LadderPuzzle& p, int depth) {
    Position pos;
    if (!pos.setFen(p.fen)) return "bad FEN";
    const Color solver = pos.sideToMove();
    if (p.solution.empty() || p.solution.size() % 2 == 0) return "the solution must end with the solver's move";
    for (const Move m : p.solution) {
        if (!pos.isLegal(m)) return "move " + moveToUci(m) + " is not legal";
        pos.makeMove(m);
    }
    MoveList after;
    generateLegal(pos, after);
    if (p.kind == PuzzleKind::Mate) return after.empty() ? "" : "the line does not end in mate";
    if (after.empty()) return "";  // mates although not asked to: still a win
    SearchLimits limits;
    limits.depth = depth;
    std::atomic<bool> stop{false};
    searcher.clear();
    const SearchResult r = searcher.search(pos, limits, stop);
    const int forSolver = solver == Color::Red ? r.info.score : -r.info.score;
    const int need = p.kind == PuzzleKind::Material ? 150 : -150;
    if (forSolver < need)
        return "after the line the solver's score is " + std::to_string(forSolver) + ", expected at least " +
               std::to_string(need);
    return "";
}

std::string checkPuzzle(const LadderPuzzle& p, int depth) {
    Searcher searcher(16);
    searcher.setThreads(1);
    return checkPuzzle(searcher, p, depth);
}

}  // namespace xq::train
