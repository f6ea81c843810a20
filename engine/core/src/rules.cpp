// The rules referee: mate, stalemate, perpetual check and chase, repetition, move limit, dead material.
#include "xiangqi/rules.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "xiangqi/movegen.h"

namespace xq {

namespace {

std::string colorName(Color c) { return c == Color::Red ? "Red" : "Black"; }

const char* pieceName(PieceType t) {
    static constexpr std::array<const char*, PieceTypeCount> names = {"",      "general", "advisor", "elephant",
                                                                      "horse", "rook",    "cannon",  "pawn"};
    return names[t];
}

Verdict winFor(Color winner, EndReason reason, std::string why) {
    Verdict v;
    v.result = winner == Color::Red ? GameResult::RedWins : GameResult::BlackWins;
    v.reason = reason;
    v.description = colorName(winner) + " wins: " + std::move(why);
    return v;
}

Verdict draw(EndReason reason, std::string why) {
    Verdict v;
    v.result = GameResult::Draw;
    v.reason = reason;
    v.description = "Draw: " + std::move(why);
    return v;
}

// Rough piece values for the chase rule: attacking a more valuable piece is a chase even if it is protected.
int chaseValue(PieceType t) {
    switch (t) {
    case Rook: return 4;
    case Horse:
    case Cannon: return 2;
    default: return 1;
    }
}

// A chase: piece `attacker` threatens to win piece `target` (identities, see PieceIds).
using ChasePair = std::pair<int, int>;

// Follows pieces through the moves of the repetition cycle, so that "the same piece" survives its moves.
struct PieceIds {
    std::array<int, SquareCount> id{};
    explicit PieceIds(const Position& pos) {
        for (Square s = 0; s < SquareCount; ++s) id[s] = pos.pieceAt(s) == NoPiece ? -1 : s;
    }
    void apply(Move m) {
        id[m.to()] = id[m.from()];
        id[m.from()] = -1;
    }
};

// The chases colour `chaser` makes in pos, whoever is to move: every capture A x T that the chaser could legally
// make, where A is not a general or pawn, T is not a general nor a pawn still on its own side of the river,
// T cannot itself legally take A, and either T is worth more than A or T cannot be recaptured after A x T.
std::vector<ChasePair> chases(const Position& pos, Color chaser, const PieceIds& ids) {
    Position asChaser = pos;  // the chaser to move
    Position asVictim = pos;  // the victim to move
    if (pos.sideToMove() == chaser) asVictim.makeNullMove();
    else asChaser.makeNullMove();

    std::vector<ChasePair> out;
    MoveList moves;
    generatePseudoLegal(asChaser, moves);
    for (Move m : moves) {
        const Piece attacker = asChaser.pieceAt(m.from());
        const Piece target = asChaser.pieceAt(m.to());
        if (target == NoPiece) continue;
        const PieceType ta = typeOf(attacker), tt = typeOf(target);
        if (ta == King || ta == Pawn || tt == King) continue;
        if (tt == Pawn && !hasCrossedRiver(colorOf(target), m.to())) continue;
        if (!asChaser.isKingSafeAfter(m)) continue;
        // A piece that can simply take its attacker is not being chased (e.g. rook facing rook).
        if (asVictim.isLegal(Move(m.to(), m.from()))) continue;
        bool chase = chaseValue(tt) > chaseValue(ta);
        if (!chase) {
            Position after = asChaser;
            after.makeMove(m);
            MoveList replies;
            generateLegal(after, replies);
            chase = std::none_of(replies.begin(), replies.end(), [&](Move r) { return r.to() == m.to(); });
        }
        if (chase) out.emplace_back(ids.id[m.from()], ids.id[m.to()]);
    }
    std::sort(out.begin(), out.end());
    return out;
}

struct CycleFacts {
    std::array<bool, 2> checksAlways{true, true};    // every move of the side gave check
    std::array<bool, 2> chasesAlways{false, false};  // every non-checking move created one of the common chases
    std::array<bool, 2> anyQuiet{false, false};      // the side made a non-checking move
    std::array<std::vector<ChasePair>, 2> common;    // chases created by every non-checking move of the side
    std::array<std::array<Square, 2>, 2> example{};  // attacker and target squares of a common chase, now
    std::array<std::array<PieceType, 2>, 2> exampleTypes{};
};

// Replays the moves history[first..] (the repetition cycle) and records who checked and who chased.
CycleFacts analyseCycle(const Position& pos, int first) {
    const auto& history = pos.history();
    const int n = static_cast<int>(history.size());
    Position replay = pos;
    for (int i = n; i > first; --i) replay.undoMove();

    CycleFacts facts;
    PieceIds ids(replay);
    for (int i = first; i < n; ++i) {
        const StateInfo& st = history[i];
        const Color mover = colorOf(st.moved);
        const int c = index(mover);
        if (!st.givesCheck) facts.checksAlways[c] = false;

        if (st.givesCheck) {
            // A check neither makes nor breaks a chase: "one check, one chase" counts as chasing.
            replay.makeMove(st.move);
            ids.apply(st.move);
            continue;
        }
        const std::vector<ChasePair> before = chases(replay, mover, ids);
        replay.makeMove(st.move);
        ids.apply(st.move);
        const std::vector<ChasePair> after = chases(replay, mover, ids);
        std::vector<ChasePair> created;
        std::set_difference(after.begin(), after.end(), before.begin(), before.end(), std::back_inserter(created));
        if (!facts.anyQuiet[c]) {
            facts.common[c] = created;
        } else {
            std::vector<ChasePair> both;
            std::set_intersection(facts.common[c].begin(), facts.common[c].end(), created.begin(), created.end(),
                                  std::back_inserter(both));
            facts.common[c] = std::move(both);
        }
        facts.anyQuiet[c] = true;
    }
    for (int c = 0; c < 2; ++c) {
        facts.chasesAlways[c] = facts.anyQuiet[c] && !facts.common[c].empty();
        if (!facts.chasesAlways[c]) continue;
        const auto [attackerId, targetId] = facts.common[c].front();
        for (Square s = 0; s < SquareCount; ++s) {
            if (ids.id[s] == attackerId) facts.example[c][0] = s;
            if (ids.id[s] == targetId) facts.example[c][1] = s;
        }
        facts.exampleTypes[c] = {typeOf(pos.pieceAt(facts.example[c][0])), typeOf(pos.pieceAt(facts.example[c][1]))};
    }
    return facts;
}

// Index in history of the move that starts the cycle ending in the third occurrence of the current position,
// or -1 if the current position has not occurred three times.
int cycleStart(const Position& pos) {
    const auto& history = pos.history();
    int count = 1;
    for (int i = static_cast<int>(history.size()) - 1; i >= 0; --i) {
        if (history[i].move.isNone()) break;  // a null move (search only) ends the game record
        if (history[i].hash == pos.hash() && ++count == 3) return i;
        if (history[i].captured != NoPiece) break;  // no earlier position can have the same material
    }
    return -1;
}

Verdict judgeRepetition(const Position& pos, int first) {
    const CycleFacts facts = analyseCycle(pos, first);
    const bool redChecks = facts.checksAlways[index(Color::Red)];
    const bool blackChecks = facts.checksAlways[index(Color::Black)];
    if (redChecks && blackChecks) return draw(EndReason::Repetition, "threefold repetition, both sides checking");
    if (redChecks || blackChecks) {
        const Color checker = redChecks ? Color::Red : Color::Black;
        return winFor(~checker, EndReason::PerpetualCheck, "perpetual check by " + colorName(checker));
    }
    const bool redChases = facts.chasesAlways[index(Color::Red)];
    const bool blackChases = facts.chasesAlways[index(Color::Black)];
    if (redChases && blackChases) return draw(EndReason::Repetition, "threefold repetition, both sides chasing");
    if (redChases || blackChases) {
        const Color chaser = redChases ? Color::Red : Color::Black;
        const int c = index(chaser);
        return winFor(~chaser, EndReason::PerpetualChase,
                      "perpetual chase by " + colorName(chaser) + ": its " + pieceName(facts.exampleTypes[c][0]) +
                          " (now on " + squareName(facts.example[c][0]) + ") kept attacking the " +
                          pieceName(facts.exampleTypes[c][1]) + " (now on " + squareName(facts.example[c][1]) + ")");
    }
    return draw(EndReason::Repetition, "threefold repetition");
}

}  // namespace

int repetitionCount(const Position& pos) {
    const auto& history = pos.history();
    int count = 1;
    for (int i = static_cast<int>(history.size()) - 1; i >= 0; --i) {
        if (history[i].move.isNone()) break;
        if (history[i].hash == pos.hash()) ++count;
        if (history[i].captured != NoPiece) break;
    }
    return count;
}

Verdict judgeRepetitionCycle(const Position& pos, int first) { return judgeRepetition(pos, first); }

bool hasInsufficientMaterial(const Position& pos) {
    for (Color c : {Color::Red, Color::Black})
        for (PieceType t : {Horse, Rook, Cannon, Pawn})
            if (pos.pieceCount(makePiece(c, t)) > 0) return false;
    return true;
}

Verdict adjudicate(const Position& pos) {
    // 1. No legal move: the side to move loses, whether in check or not.
    MoveList legal;
    generateLegal(pos, legal);
    const Color side = pos.sideToMove();
    if (legal.empty()) {
        if (pos.inCheck()) return winFor(~side, EndReason::Checkmate, colorName(side) + " is checkmated");
        return winFor(~side, EndReason::Stalemate, colorName(side) + " has no legal move (stalemate)");
    }
    // 2. Nothing left that can cross the river: nobody can ever mate.
    if (hasInsufficientMaterial(pos))
        return draw(EndReason::InsufficientMaterial, "neither side has a rook, horse, cannon or pawn");
    // 3. Third occurrence of the position: perpetual check, then perpetual chase, else a draw.
    if (const int first = cycleStart(pos); first >= 0) return judgeRepetition(pos, first);
    // 4. Sixty moves each without a capture.
    if (pos.halfmoveClock() >= MoveLimitPlies)
        return draw(EndReason::MoveLimit, std::to_string(MoveLimitPlies) + " plies without a capture");
    return {};
}

std::string_view resultName(GameResult r) {
    switch (r) {
    case GameResult::Ongoing: return "*";
    case GameResult::RedWins: return "1-0";
    case GameResult::BlackWins: return "0-1";
    case GameResult::Draw: return "1/2-1/2";
    }
    return "*";
}

std::string_view reasonName(EndReason r) {
    switch (r) {
    case EndReason::None: return "none";
    case EndReason::Checkmate: return "checkmate";
    case EndReason::Stalemate: return "stalemate";
    case EndReason::PerpetualCheck: return "perpetual check";
    case EndReason::PerpetualChase: return "perpetual chase";
    case EndReason::Repetition: return "repetition";
    case EndReason::MoveLimit: return "move limit";
    case EndReason::InsufficientMaterial: return "insufficient material";
    }
    return "none";
}

}  // namespace xq
