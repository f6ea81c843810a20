// Endgame puzzles: reading collections and judging a solving session (see puzzle.h).
#include "xiangqi/puzzle.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/pgn.h"
#include "xiangqi/record.h"
#include "xiangqi/rules.h"
#include "xiangqi/search.h"

namespace xq {

namespace {

// Plies searched beyond a mate's own length when a move is checked or a hint is given: the search
// reduces some lines (internal iterative reduction, late move reductions), so a search exactly as
// deep as the mate can miss a quiet mating move that one a few plies deeper finds at once.
constexpr int MateSearchSlack = 4;

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

bool hasLegalMove(const Position& pos) {
    MoveList list;
    generateLegal(pos, list);
    return !list.empty();
}

// The mate length a PGN game states: [Mate "N"], else its main line if it ends in mate.
int pgnMateLength(const GameRecord& game) {
    const std::string tag = game.tag("Mate");
    int n = 0;
    if (!tag.empty() && std::from_chars(tag.data(), tag.data() + tag.size(), n).ec == std::errc() && n > 0) return n;
    const auto line = game.mainLine();
    if (line.empty()) return 0;
    const Position end = game.positionAt(line.back());
    if (hasLegalMove(end)) return 0;
    return (int(line.size()) + 1) / 2;
}

}  // namespace

bool parsePuzzleLine(std::string_view line, Puzzle* out, PuzzleError* error) {
    auto fail = [&](PuzzleErrorCode code, std::string_view text = {}) {
        if (error) {
            error->code = code;
            error->text = std::string(text.substr(0, 80));
        }
        return false;
    };
    Puzzle p;
    std::size_t semi = line.find(';');
    p.fen = std::string(trim(line.substr(0, semi)));
    Position pos;
    if (error) *error = PuzzleError{};
    if (!pos.setFen(p.fen, error ? &error->fen : nullptr)) return fail(PuzzleErrorCode::BadFen, p.fen);
    while (semi != std::string_view::npos) {
        const std::size_t next = line.find(';', semi + 1);
        std::string_view field = trim(line.substr(semi + 1, next == std::string_view::npos ? next : next - semi - 1));
        semi = next;
        if (field.empty()) continue;
        const std::size_t space = field.find_first_of(" \t");
        const std::string_view key = field.substr(0, space);
        const std::string_view value = space == std::string_view::npos ? std::string_view() : trim(field.substr(space));
        if (key == "dm" || key == "mate") {
            int n = 0;
            if (std::from_chars(value.data(), value.data() + value.size(), n).ec != std::errc() || n < 1)
                return fail(PuzzleErrorCode::BadMateLength, value);
            p.mateIn = n;
        } else if (key == "win") {
            int n = 0;
            if (std::from_chars(value.data(), value.data() + value.size(), n).ec != std::errc() || n < 1)
                return fail(PuzzleErrorCode::BadMoveLimit, value);
            p.goal = PuzzleGoal::Win;
            p.moveLimit = n;
        } else if (key == "id" || key == "c0") {
            std::string_view v = value;
            if (v.size() >= 2 && v.front() == '"' && v.back() == '"') v = v.substr(1, v.size() - 2);
            (key == "id" ? p.id : p.description) = std::string(v);
        } else if (key == "bm") {
            std::size_t i = 0;
            while (i < value.size()) {
                while (i < value.size() && value[i] == ' ') ++i;
                const std::size_t start = i;
                while (i < value.size() && value[i] != ' ') ++i;
                if (i == start) break;
                const Move m = parseMove(pos, value.substr(start, i - start), Notation::Iccs);
                if (!m) return fail(PuzzleErrorCode::BadBestMove, value.substr(start, i - start));
                p.solutions.push_back(m);
            }
        }  // other EPD operations are ignored
    }
    if (p.mateIn > 0 && p.moveLimit > 0) return fail(PuzzleErrorCode::BothGoals);
    if (p.mateIn == 0 && p.moveLimit == 0) return fail(PuzzleErrorCode::NoGoal);
    *out = std::move(p);
    return true;
}

std::string describe(const PuzzleError& e) {
    switch (e.code) {
    case PuzzleErrorCode::None: return {};
    case PuzzleErrorCode::BadFen: return "bad FEN: " + describe(e.fen);
    case PuzzleErrorCode::BadMateLength: return "mate length must be a number >= 1, found '" + e.text + "'";
    case PuzzleErrorCode::BadMoveLimit:
        return "move limit of a win study must be a number >= 1, found '" + e.text + "'";
    case PuzzleErrorCode::BadBestMove: return "best move '" + e.text + "' is not legal";
    case PuzzleErrorCode::BothGoals: return "both a mate length (\"dm N\") and a move limit (\"win N\")";
    case PuzzleErrorCode::NoGoal: return "no mate length (\"dm N\") or move limit (\"win N\")";
    case PuzzleErrorCode::NoMate: return "no [Mate] tag and the moves do not end in mate";
    case PuzzleErrorCode::BadRecord: return describeError(e.record);
    }
    return {};
}

std::vector<Puzzle> puzzlesFromRecords(const std::vector<GameRecord>& games, std::vector<PuzzleReadError>* errors,
                                       int firstNumber) {
    std::vector<Puzzle> out;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const GameRecord& game = games[i];
        const int number = firstNumber + int(i);
        Puzzle p;
        p.fen = game.startPosition().fen();
        p.mateIn = pgnMateLength(game);
        p.id = game.tag("Event");
        if (p.id.empty()) p.id = game.tag("Title");
        if (!game.mainLine().empty()) p.solutions.push_back(game.node(game.mainLine().front()).move);
        if (p.mateIn == 0) {
            if (errors) {
                PuzzleReadError bad;
                bad.line = number;
                bad.error.code = PuzzleErrorCode::NoMate;
                errors->push_back(std::move(bad));
            }
            continue;
        }
        out.push_back(std::move(p));
    }
    return out;
}

std::vector<Puzzle> readPuzzles(std::string_view text, std::vector<PuzzleReadError>* errors) {
    std::vector<Puzzle> out;
    if (text.find("[FEN") != std::string_view::npos || text.find("[Event") != std::string_view::npos) {
        const auto spans = indexPgn(text);
        for (std::size_t i = 0; i < spans.size(); ++i) {
            GameRecord game;
            RecordError e;
            if (!readPgnGame(text, spans[i], &game, &e)) {
                if (errors) {
                    PuzzleReadError bad;
                    bad.line = int(i) + 1;
                    bad.error.code = PuzzleErrorCode::BadRecord;
                    bad.error.record = e;
                    errors->push_back(std::move(bad));
                }
                continue;
            }
            std::vector<PuzzleReadError> own;
            auto found = puzzlesFromRecords({game}, &own, int(i) + 1);
            if (errors) errors->insert(errors->end(), own.begin(), own.end());
            for (auto& p : found) out.push_back(std::move(p));
        }
        return out;
    }
    int lineNo = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view line = trim(text.substr(pos, end - pos));
        ++lineNo;
        pos = end + 1;
        if (line.empty() || line.front() == '#') continue;
        Puzzle p;
        PuzzleError error;
        if (parsePuzzleLine(line, &p, &error)) out.push_back(std::move(p));
        else if (errors) errors->push_back({lineNo, std::move(error)});
    }
    return out;
}

PuzzleSession::PuzzleSession(Puzzle puzzle, std::int64_t maxMs, std::int64_t defenceMs)
    : puzzle_(std::move(puzzle)), maxMs_(maxMs), defenceMs_(defenceMs) {
    valid_ = pos_.setFen(puzzle_.fen) && puzzle_.movesAllowed() > 0;
    solver_ = pos_.sideToMove();
    movesLeft_ = puzzle_.movesAllowed();
    if (!valid_) state_ = State::Failed;
}

PuzzleSession::~PuzzleSession() = default;
PuzzleSession::PuzzleSession(PuzzleSession&& o) noexcept
    : puzzle_(std::move(o.puzzle_)),
      valid_(o.valid_),
      pos_(std::move(o.pos_)),
      solver_(o.solver_),
      state_(o.state_),
      ending_(o.ending_),
      verdict_(std::move(o.verdict_)),
      movesLeft_(o.movesLeft_),
      hints_(o.hints_),
      moves_(std::move(o.moves_)),
      maxMs_(o.maxMs_),
      defenceMs_(o.defenceMs_),
      searcher_(std::move(o.searcher_)),
      external_(o.external_) {}
PuzzleSession& PuzzleSession::operator=(PuzzleSession&& o) noexcept {
    puzzle_ = std::move(o.puzzle_);
    valid_ = o.valid_;
    pos_ = std::move(o.pos_);
    solver_ = o.solver_;
    state_ = o.state_;
    ending_ = o.ending_;
    verdict_ = std::move(o.verdict_);
    movesLeft_ = o.movesLeft_;
    hints_ = o.hints_;
    moves_ = std::move(o.moves_);
    maxMs_ = o.maxMs_;
    defenceMs_ = o.defenceMs_;
    searcher_ = std::move(o.searcher_);
    external_ = o.external_;
    stop_ = false;
    return *this;
}

Searcher& PuzzleSession::searcher() {
    if (external_) return *external_;
    if (!searcher_) searcher_ = std::make_unique<Searcher>(8);
    return *searcher_;
}

bool PuzzleSession::defenderMatedWithin(const Position& pos, int moves, Move* bestDefence) {
    if (!hasLegalMove(pos)) return true;  // mated (or stalemated, which loses too) already
    if (moves <= 0) return false;
    SearchLimits limits;
    // Defender, solver, …: the solver's `moves`-th move lands on ply 2·moves; one ply more lets the search see
    // that the defender has no reply there, and the slack lets reduced lines reach it too.
    limits.depth = 2 * moves + 1 + MateSearchSlack;
    limits.movetimeMs = maxMs_;
    searcher().clear();
    const SearchResult r = searcher().search(pos, limits, stop_);
    if (bestDefence) *bestDefence = r.bestMove;
    const int solverSign = solver_ == Color::Red ? 1 : -1;
    return r.info.mate && r.info.mateIn * solverSign > 0 && r.info.mateIn * solverSign <= moves;
}

// Plays the defender's move, or any legal move when there is none (a stopped search), and returns it.
Move PuzzleSession::playDefence(Move defence) {
    if (!defence || !pos_.isLegal(defence)) {
        MoveList list;
        generateLegal(pos_, list);
        defence = list[0];
    }
    pos_.makeMove(defence);
    moves_.push_back(defence);
    return defence;
}

PuzzleSession::Outcome PuzzleSession::play(Move m) {
    Outcome out;
    out.state = state_;
    if (state_ != State::Playing || pos_.sideToMove() != solver_) return out;
    if (!pos_.isLegal(m)) return out;
    if (puzzle_.isWinStudy()) return playWinStudy(m);
    out.legal = true;
    pos_.makeMove(m);
    moves_.push_back(m);
    --movesLeft_;
    Move defence;
    if (!defenderMatedWithin(pos_, movesLeft_, &defence)) {
        state_ = State::Failed;
        ending_ = Ending::MateMissed;
    } else if (!hasLegalMove(pos_)) {
        out.accepted = true;
        state_ = State::Solved;
        ending_ = Ending::Mated;
    } else {
        out.accepted = true;
        out.reply = playDefence(defence);  // (a mate was found, so the move is there; stay safe)
    }
    out.state = state_;
    return out;
}

bool PuzzleSession::judgeByRules() {
    const Verdict v = adjudicate(pos_);
    if (v.result == GameResult::Ongoing) return false;
    verdict_ = v;
    const GameResult solverWins = solver_ == Color::Red ? GameResult::RedWins : GameResult::BlackWins;
    if (v.result == solverWins) {
        state_ = State::Solved;
        ending_ = Ending::Mated;
    } else {
        state_ = State::Failed;
        ending_ = v.result == GameResult::Draw ? Ending::Drawn : Ending::Lost;
    }
    return true;
}

PuzzleSession::Outcome PuzzleSession::playWinStudy(Move m) {
    Outcome out;
    out.legal = out.accepted = true;
    pos_.makeMove(m);
    moves_.push_back(m);
    --movesLeft_;
    // 1. The rules first: a mate (or no move left) wins even with the last move of the limit; a draw or a loss
    //    by a ruling (perpetual check) ends it.
    if (!judgeByRules()) {
        if (movesLeft_ <= 0) {
            // 2. The limit: the solver's last allowed move has been played and the defender still stands.
            state_ = State::Failed;
            ending_ = Ending::MovesUsedUp;
        } else {
            // 3. The computer's defence: its best move in a short search (the rules of repetition included, so
            //    it steers for a draw when it can), then the rules again.
            SearchLimits limits;
            limits.movetimeMs = defenceMs_;
            const SearchResult r = searcher().search(pos_, limits, stop_);
            Move defence = r.bestMove;
            out.reply = playDefence(defence);  // a stopped search gives no move
            judgeByRules();
        }
    }
    out.state = state_;
    return out;
}

Move PuzzleSession::hint() {
    if (state_ != State::Playing || pos_.sideToMove() != solver_) return Move();
    // A mate on the spot first: the search at a shallow depth may not tell a mate from a win of material.
    MoveList list;
    generateLegal(pos_, list);
    for (Move m : list) {
        Position after = pos_;
        after.makeMove(m);
        if (!hasLegalMove(after)) {
            ++hints_;
            return m;
        }
    }
    SearchLimits limits;
    if (puzzle_.isWinStudy()) {
        limits.movetimeMs = std::min<std::int64_t>(maxMs_, 1000);  // the best move it finds in a second at most
    } else {
        limits.depth = 2 * movesLeft_ + 1 + MateSearchSlack;  // as deep as the check of a move, which it then passes
        limits.movetimeMs = maxMs_;
    }
    searcher().clear();
    const SearchResult r = searcher().search(pos_, limits, stop_);
    if (!r.bestMove) return Move();
    ++hints_;
    return r.bestMove;
}

int PuzzleSession::score() const {
    if (state_ != State::Solved) return 0;
    return std::max(1, FullMarks - hints_);
}

}  // namespace xq
