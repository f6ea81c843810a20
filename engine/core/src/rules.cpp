// The rules referee: mate, stalemate, perpetual check and chase, repetition, move limit, dead material.
#include "xiangqi/rules.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <tuple>
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

// Rough piece values for the chase rule: attacking a more valuable piece is a chase even if it is protected
// (a horse or cannon attacking a rook, Asian rule 15).
int chaseValue(PieceType t) {
    switch (t) {
    case Rook: return 4;
    case Horse:
    case Cannon: return 2;
    default: return 1;
    }
}

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
    Square squareOf(int pieceId) const {
        for (Square s = 0; s < SquareCount; ++s)
            if (id[s] == pieceId) return s;
        return 0;
    }
};

// A chase: piece `attacker` threatens to win piece `target` (identities, see PieceIds), and why it counts.
struct Chase {
    int attacker = -1, target = -1;
    ForcingKind why = ForcingKind::None;
    bool operator<(const Chase& o) const { return std::tie(attacker, target) < std::tie(o.attacker, o.target); }
    bool operator==(const Chase& o) const { return attacker == o.attacker && target == o.target; }
};

// The chases colour `chaser` makes in pos, whoever is to move (the other side passing if it is to move, even in
// check): every capture A x T that the chaser could legally make, where A is not a general or pawn (Asian rule 28:
// they may chase), T is not a general nor a pawn still on its own side of the river, T cannot itself legally take A
// (rule 24: pieces that attack each other offer an exchange), and either T is worth more than A or T cannot be
// recaptured after A x T.
std::vector<Chase> chases(const Position& pos, Color chaser, const PieceIds& ids) {
    Position asChaser = pos;  // the chaser to move
    Position asVictim = pos;  // the victim to move
    if (pos.sideToMove() == chaser) asVictim.makeNullMove();
    else asChaser.makeNullMove();

    std::vector<Chase> out;
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
        ForcingKind why = chaseValue(tt) > chaseValue(ta) ? ForcingKind::WorthMore : ForcingKind::None;
        if (why == ForcingKind::None) {
            Position after = asChaser;
            after.makeMove(m);
            MoveList replies;
            generateLegal(after, replies);
            if (std::none_of(replies.begin(), replies.end(), [&](Move r) { return r.to() == m.to(); }))
                why = ForcingKind::Unprotected;
        }
        if (why != ForcingKind::None) out.push_back({ids.id[m.from()], ids.id[m.to()], why});
    }
    std::sort(out.begin(), out.end());
    return out;
}

// The pieces of `checker` that attack the other general in pos (after a checking move).
std::vector<Square> checkingPieces(const Position& pos, Color checker) {
    Position asChecker = pos;
    if (pos.sideToMove() != checker) asChecker.makeNullMove();
    const Square king = pos.kingSquare(~checker);
    std::vector<Square> out;
    MoveList moves;
    generatePseudoLegal(asChecker, moves);
    for (Move m : moves)
        if (m.to() == king) out.push_back(m.from());
    return out;
}

// A threat of mate in one (杀, Chinese rules): if the other side passed in pos, `side` could mate with one move.
// The square of the piece that would mate, or -1.
int mateThreatPiece(const Position& pos, Color side) {
    Position asSide = pos;
    if (pos.sideToMove() != side) asSide.makeNullMove();
    MoveList moves;
    generateLegal(asSide, moves);
    for (Move m : moves) {
        Position after = asSide;
        after.makeMove(m);
        if (!after.inCheck()) continue;
        MoveList replies;
        generateLegal(after, replies);
        if (replies.empty()) return m.from();
    }
    return -1;
}

// One move of the cycle as the referee saw it.
struct CycleMove {
    int ply = 0;
    Color mover = Color::Red;
    Move move;
    bool check = false;
    std::vector<Square> checkers;  // squares after the move
    std::vector<Chase> created;    // chases that did not exist before the move
    PieceIds idsAfter;
    int threatFrom = -1;           // Chinese rules, a move that does not check: the piece that could then mate
};

std::vector<CycleMove> replayCycle(const Position& pos, int first, RuleSet rules) {
    const auto& history = pos.history();
    const int n = static_cast<int>(history.size());
    Position replay = pos;
    for (int i = n; i > first; --i) replay.undoMove();

    std::vector<CycleMove> out;
    PieceIds ids(replay);
    for (int i = first; i < n; ++i) {
        const StateInfo& st = history[i];
        const Color mover = colorOf(st.moved);
        const std::vector<Chase> before = chases(replay, mover, ids);
        replay.makeMove(st.move);
        ids.apply(st.move);
        const std::vector<Chase> after = chases(replay, mover, ids);
        CycleMove cm{i, mover, st.move, st.givesCheck, {}, {}, ids, -1};
        if (st.givesCheck) cm.checkers = checkingPieces(replay, mover);
        // The Chinese rules count threats of mate among the forcing moves (长杀, CXA article 24.10).
        else if (rules == RuleSet::Chinese) cm.threatFrom = mateThreatPiece(replay, mover);
        // Under the Asian rules a move of the general is never a chase, not even when it lets another piece attack
        // (rule 28: the general may chase, alone or together with another piece; Diagram 68). The Chinese rules
        // let the general chase alone but count the chases its move uncovers (their diagram 15: the general steps
        // aside, two horses take turns attacking the pawn, a perpetual chase).
        if (typeOf(st.moved) != King || rules == RuleSet::Chinese)
            std::set_difference(after.begin(), after.end(), before.begin(), before.end(),
                                std::back_inserter(cm.created));
        out.push_back(std::move(cm));
    }
    return out;
}

// What one side did over the cycle.
struct SideFacts {
    bool allChecks = true;                // every move gave check
    bool anyCheck = false;
    bool allForcing = true;               // every move checked or chased something
    std::vector<int> targetsAll;          // pieces chased by every move (checks included): Asian perpetual chase
    std::vector<int> targetsNonCheck;     // pieces chased by every non-checking move
    bool allAttacking = true;             // Chinese rules: every move checked, threatened mate or chased something
    bool anyThreat = false;               // some move threatened mate (and did not check or chase)
};

std::vector<int> targetsOf(const std::vector<Chase>& created) {
    std::vector<int> t;
    for (const Chase& c : created) t.push_back(c.target);
    std::sort(t.begin(), t.end());
    t.erase(std::unique(t.begin(), t.end()), t.end());
    return t;
}

std::vector<int> intersect(const std::vector<int>& a, const std::vector<int>& b) {
    std::vector<int> out;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

SideFacts sideFacts(const std::vector<CycleMove>& cycle, Color side) {
    SideFacts f;
    bool firstAll = true, firstNonCheck = true;
    for (const CycleMove& cm : cycle) {
        if (cm.mover != side) continue;
        const std::vector<int> t = targetsOf(cm.created);
        f.allChecks = f.allChecks && cm.check;
        f.anyCheck = f.anyCheck || cm.check;
        f.allForcing = f.allForcing && (cm.check || !t.empty());
        f.allAttacking = f.allAttacking && (cm.check || !t.empty() || cm.threatFrom >= 0);
        f.anyThreat = f.anyThreat || (!cm.check && t.empty() && cm.threatFrom >= 0);
        f.targetsAll = firstAll ? t : intersect(f.targetsAll, t);
        firstAll = false;
        if (!cm.check) {
            f.targetsNonCheck = firstNonCheck ? t : intersect(f.targetsNonCheck, t);
            firstNonCheck = false;
        }
    }
    return f;
}

const char* kindWord(ForcingKind k) {
    switch (k) {
    case ForcingKind::Unprotected: return "unprotected ";
    default: return "";
    }
}

// The side's moves in the cycle with what each did; `target` (a piece id, or -1) is the chased piece to report.
std::vector<ForcingMove> forcingMoves(const Position& pos, const std::vector<CycleMove>& cycle, Color side,
                                      int target, std::vector<Square>* squares) {
    std::vector<ForcingMove> out;
    std::vector<int> marked;  // piece identities
    Position replay = pos;
    const int n = static_cast<int>(pos.history().size());
    for (int i = n; i > cycle.front().ply; --i) replay.undoMove();
    for (const CycleMove& cm : cycle) {
        replay.makeMove(cm.move);
        if (cm.mover != side) continue;
        ForcingMove fm;
        fm.ply = cm.ply;
        fm.move = cm.move;
        const Chase* chase = nullptr;
        for (const Chase& c : cm.created)
            if (c.target == target || (target < 0 && !chase)) chase = &c;
        if (chase && (target >= 0 || !cm.check)) {
            marked.push_back(chase->attacker);
            marked.push_back(chase->target);
            fm.kind = chase->why;
            fm.pieceSquare = cm.idsAfter.squareOf(chase->attacker);
            fm.targetSquare = cm.idsAfter.squareOf(chase->target);
        } else if (cm.check) {
            fm.kind = ForcingKind::Check;
            fm.pieceSquare = cm.checkers.empty() ? cm.move.to() : cm.checkers.front();
            marked.push_back(cm.idsAfter.id[fm.pieceSquare]);
            marked.push_back(cm.idsAfter.id[replay.kingSquare(~side)]);
            fm.targetSquare = replay.kingSquare(~side);
        } else if (cm.threatFrom >= 0) {
            fm.kind = ForcingKind::MateThreat;
            fm.pieceSquare = static_cast<Square>(cm.threatFrom);
            fm.targetSquare = replay.kingSquare(~side);
            marked.push_back(cm.idsAfter.id[fm.pieceSquare]);
            marked.push_back(cm.idsAfter.id[fm.targetSquare]);
        } else {
            fm.pieceSquare = cm.move.to();
        }
        fm.piece = typeOf(replay.pieceAt(fm.pieceSquare));
        if (fm.kind != ForcingKind::None) fm.target = typeOf(replay.pieceAt(fm.targetSquare));
        out.push_back(fm);
    }
    // Where the marked pieces stand at the end of the cycle.
    std::sort(marked.begin(), marked.end());
    marked.erase(std::unique(marked.begin(), marked.end()), marked.end());
    for (int id : marked)
        if (id >= 0) squares->push_back(cycle.back().idsAfter.squareOf(id));
    return out;
}

// The rule book's rule number for a chase of `target` by `side`: one piece chased in turn by several (33), a rook by
// a cannon or horse (15), a cannon that never moves while its screen does (25), else a chase of an unprotected
// piece (18, whose examples are of that kind).
int chaseRule(const Position& pos, const std::vector<CycleMove>& cycle, Color side, int target) {
    std::vector<int> attackers, moved;
    bool worthMore = false;
    for (const CycleMove& cm : cycle) {
        if (cm.mover != side) continue;
        moved.push_back(cm.idsAfter.id[cm.move.to()]);
        for (const Chase& c : cm.created)
            if (c.target == target) {
                if (std::find(attackers.begin(), attackers.end(), c.attacker) == attackers.end())
                    attackers.push_back(c.attacker);
                worthMore = worthMore || c.why == ForcingKind::WorthMore;
            }
    }
    if (attackers.size() > 1) return 33;
    // pos is the position at the end of the cycle, where the pieces stand as idsAfter of the last move says.
    const bool screenChase = !attackers.empty() &&
                             typeOf(pos.pieceAt(cycle.back().idsAfter.squareOf(attackers.front()))) == Cannon &&
                             std::find(moved.begin(), moved.end(), attackers.front()) == moved.end();
    // A cannon that never moves, attacking a rook through a moving screen: rule 26 (Diagrams 61 and 62); a rook
    // chased by a horse or cannon otherwise: rule 15.
    if (worthMore) return screenChase ? 26 : 15;
    return screenChase ? 25 : 18;
}

// The Asian rule for a side that chased with every move but not always the same piece: rule 16 when only cannons
// chased and only rooks were chased (one cannon or two chasing two rooks, Diagrams 26-28), else rule 32.
int changingTargetsRule(const std::vector<ForcingMove>& moves) {
    bool cannonsOnRooks = !moves.empty();
    for (const ForcingMove& fm : moves)
        if (fm.kind != ForcingKind::None && (fm.piece != Cannon || fm.target != Rook)) cannonsOnRooks = false;
    return cannonsOnRooks ? 16 : 32;
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

std::string rulesPhrase(RuleSet rules, int rule) {
    std::string s = rules == RuleSet::Asian ? "Asian rules" : rules == RuleSet::Chinese ? "Chinese rules" : "simple rules";
    if (rule > 0) s += ", rule " + std::to_string(rule);
    return s;
}

// The English explanation of a chase: which piece chased which, on which moves.
std::string chaseText(const std::vector<ForcingMove>& all) {
    // The cycle usually holds the same moves twice: name them once (not when its halves differ, as in "several
    // checks and one chase", whose positions repeat within the cycle).
    const std::size_t shown = cycleTurnLength(all);
    const std::vector<ForcingMove> moves(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(shown));
    std::string s;
    for (const ForcingMove& fm : moves) {
        if (!s.empty()) s += "; ";
        s += moveToUci(fm.move) + ": ";
        if (fm.kind == ForcingKind::Check) s += std::string(pieceName(fm.piece)) + " on " + squareName(fm.pieceSquare) + " checks";
        else if (fm.kind == ForcingKind::MateThreat)
            s += std::string(pieceName(fm.piece)) + " on " + squareName(fm.pieceSquare) + " threatens mate";
        else if (fm.kind == ForcingKind::None) s += "neither check nor chase";
        else
            s += std::string(pieceName(fm.piece)) + " on " + squareName(fm.pieceSquare) + " attacks the " +
                 kindWord(fm.kind) + pieceName(fm.target) + " on " + squareName(fm.targetSquare) +
                 (fm.kind == ForcingKind::WorthMore ? " (worth more than its attacker)" : "");
    }
    return s;
}

Verdict judgeRepetition(const Position& pos, int first, RuleSet rules) {
    const std::vector<CycleMove> cycle = replayCycle(pos, first, rules);
    const int last = static_cast<int>(pos.history().size()) - 1;
    const SideFacts red = sideFacts(cycle, Color::Red), black = sideFacts(cycle, Color::Black);
    auto ruling = [&](RepetitionCase kind, int rule, Color side, int target) {
        RepetitionRuling r;
        r.kind = kind;
        r.rules = rules;
        r.rule = rule;
        r.side = side;
        r.firstPly = first;
        r.lastPly = last;
        r.moves = forcingMoves(pos, cycle, side, target, &r.pieces);
        return r;
    };

    // 1. Perpetual check: by one side it loses (Asian rules 6 and 8), by both it is a draw (rule 7).
    if (red.allChecks && black.allChecks) {
        Verdict v = draw(EndReason::Repetition, "threefold repetition, both sides checking (" + rulesPhrase(rules, 7) + ")");
        v.repetition = ruling(RepetitionCase::MutualCheck, 7, Color::Red, -1);
        return v;
    }
    if (red.allChecks || black.allChecks) {
        const Color checker = red.allChecks ? Color::Red : Color::Black;
        Verdict v = winFor(~checker, EndReason::PerpetualCheck,
                           "perpetual check by " + colorName(checker) + " (" + rulesPhrase(rules, 6) + ")");
        v.repetition = ruling(RepetitionCase::PerpetualCheck, 6, checker, -1);
        v.description += ": " + chaseText(v.repetition.moves);
        return v;
    }
    if (rules == RuleSet::Simple) {
        Verdict v = draw(EndReason::Repetition, "threefold repetition (simple rules: only perpetual check loses)");
        v.repetition = ruling(RepetitionCase::SimpleRules, 0, Color::Red, -1);
        return v;
    }

    // 2. The Chinese rules (CXA 《象棋竞赛规则》 2020, chapter 6 棋例, article 24): a side whose every move checked,
    // threatened mate or chased -- one piece or several (24.11) -- makes a forbidden move (24.13: 长将, 长杀, 长捉,
    // 一将一杀, 一将一捉, 一杀一捉) and loses; if both sides do, the game is drawn.
    if (rules == RuleSet::Chinese) {
        if (red.allAttacking && black.allAttacking) {
            Verdict v = draw(EndReason::Repetition, "threefold repetition, both sides attacking (" + rulesPhrase(rules, 0) + ")");
            v.repetition = ruling(RepetitionCase::MutualChase, 0, Color::Red, -1);
            return v;
        }
        if (red.allAttacking || black.allAttacking) {
            const Color chaser = red.allAttacking ? Color::Red : Color::Black;
            const SideFacts& f = chaser == Color::Red ? red : black;
            const int target = f.targetsAll.empty() ? -1 : f.targetsAll.front();
            RepetitionCase kind = RepetitionCase::Forbidden;
            // The Asian rule that rules otherwise: one check and one threat of mate (13), threats of mate (9), chases
            // of several pieces (32).
            int rule = f.anyThreat ? (f.anyCheck ? 13 : 9) : 32;
            std::string why;
            if (target >= 0) {
                kind = RepetitionCase::PerpetualChase;
                rule = chaseRule(pos, cycle, chaser, target);
                why = rulesPhrase(rules, rule);
            } else if (f.anyCheck && !f.anyThreat && !f.targetsNonCheck.empty()) {
                kind = RepetitionCase::CheckAndChase;
                rule = 12;
                why = "Chinese rules: one check, one chase is forbidden, unlike Asian rule 12";
            } else {
                if (rule == 32) rule = changingTargetsRule(ruling(kind, rule, chaser, -1).moves);
                why = std::string("Chinese rules: checking, threatening mate or chasing with every move is forbidden, "
                                  "unlike Asian rule ") + std::to_string(rule);
            }
            RepetitionRuling r = ruling(kind, rule, chaser, kind == RepetitionCase::Forbidden ? -1 : target);
            if (kind == RepetitionCase::CheckAndChase) r = ruling(kind, rule, chaser, f.targetsNonCheck.front());
            Verdict v = winFor(~chaser, EndReason::PerpetualChase,
                               "perpetual chase by " + colorName(chaser) + " (" + why + "): " + chaseText(r.moves));
            v.repetition = std::move(r);
            return v;
        }
    }

    // 2. Asian rules: perpetual chase: every move of the side chased one and the same piece (by one piece or several
    // in turn, rule 33). A check among the chases breaks it (rule 12: one check one chase is a draw).
    const auto chaseTarget = [&](const SideFacts& f) { return f.targetsAll.empty() ? -1 : f.targetsAll.front(); };
    const int redTarget = rules == RuleSet::Asian ? chaseTarget(red) : -1;
    const int blackTarget = rules == RuleSet::Asian ? chaseTarget(black) : -1;
    if (redTarget >= 0 && blackTarget >= 0) {
        Verdict v = draw(EndReason::Repetition, "threefold repetition, both sides chasing (" + rulesPhrase(rules, 0) + ")");
        v.repetition = ruling(RepetitionCase::MutualChase, 0, Color::Red, redTarget);
        return v;
    }
    if (redTarget >= 0 || blackTarget >= 0) {
        const Color chaser = redTarget >= 0 ? Color::Red : Color::Black;
        const int target = redTarget >= 0 ? redTarget : blackTarget;
        RepetitionRuling r = ruling(RepetitionCase::PerpetualChase, 0, chaser, target);
        r.rule = chaseRule(pos, cycle, chaser, target);
        Verdict v = winFor(~chaser, EndReason::PerpetualChase,
                           "perpetual chase by " + colorName(chaser) + " (" + rulesPhrase(rules, r.rule) + "): " +
                               chaseText(r.moves));
        v.repetition = std::move(r);
        return v;
    }

    // 3. Otherwise a draw; say why when one side kept forcing.
    for (const Color c : {Color::Red, Color::Black}) {
        const SideFacts& f = c == Color::Red ? red : black;
        if (!f.allForcing) continue;
        if (f.anyCheck && !f.targetsNonCheck.empty()) {
            Verdict v = draw(EndReason::Repetition, "threefold repetition; " + colorName(c) +
                                                        " mixed checks and chases (" + rulesPhrase(rules, 12) +
                                                        "): " + chaseText(ruling(RepetitionCase::CheckAndChase, 12, c, -1).moves));
            v.repetition = ruling(RepetitionCase::CheckAndChase, 12, c, f.targetsNonCheck.front());
            return v;
        }
        if (!f.anyCheck) {
            RepetitionRuling r = ruling(RepetitionCase::ChangingTargets, 32, c, -1);
            r.rule = changingTargetsRule(r.moves);
            Verdict v = draw(EndReason::Repetition, "threefold repetition; " + colorName(c) +
                                                        " chased different pieces in turn (" + rulesPhrase(rules, r.rule) + ")");
            v.repetition = std::move(r);
            v.description += ": " + chaseText(v.repetition.moves);
            return v;
        }
    }
    Verdict v = draw(EndReason::Repetition, "threefold repetition");
    v.repetition = ruling(RepetitionCase::Idle, 0, Color::Red, -1);
    return v;
}

}  // namespace

std::size_t cycleTurnLength(const std::vector<ForcingMove>& moves) {
    const std::size_t half = moves.size() / 2;
    if (moves.size() % 2 != 0) return moves.size();
    for (std::size_t i = 0; i < half; ++i)
        if (moves[i].move != moves[i + half].move) return moves.size();
    return half;
}

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

Verdict judgeRepetitionCycle(const Position& pos, int first, RuleSet rules) { return judgeRepetition(pos, first, rules); }

Verdict repetitionVerdictAfter(const Position& pos, Move m, RuleSet rules) {
    if (!pos.isLegal(m)) return {};
    Position after = pos;
    after.makeMove(m);
    const int first = cycleStart(after);
    if (first < 0) return {};
    MoveList legal;
    generateLegal(after, legal);
    if (legal.empty()) return {};  // a mate or stalemate is not a repetition
    Verdict v = judgeRepetition(after, first, rules);
    const GameResult moverLoses = pos.sideToMove() == Color::Red ? GameResult::BlackWins : GameResult::RedWins;
    return v.result == moverLoses ? v : Verdict{};
}

std::string_view ruleSetName(RuleSet r) {
    switch (r) {
    case RuleSet::Asian: return "asian";
    case RuleSet::Chinese: return "chinese";
    case RuleSet::Simple: return "simple";
    }
    return "asian";
}

bool parseRuleSet(std::string_view text, RuleSet* out) {
    std::string lower(text);
    for (char& c : lower) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    for (RuleSet r : {RuleSet::Asian, RuleSet::Chinese, RuleSet::Simple})
        if (lower == ruleSetName(r)) {
            *out = r;
            return true;
        }
    return false;
}

bool hasInsufficientMaterial(const Position& pos) {
    for (Color c : {Color::Red, Color::Black})
        for (PieceType t : {Horse, Rook, Cannon, Pawn})
            if (pos.pieceCount(makePiece(c, t)) > 0) return false;
    return true;
}

Verdict adjudicate(const Position& pos, RuleSet rules) {
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
    if (const int first = cycleStart(pos); first >= 0) return judgeRepetition(pos, first, rules);
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
