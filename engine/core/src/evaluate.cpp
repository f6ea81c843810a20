// Piece values and piece-square tables, drawn as the board from Red's side (rank 9 at the top),
// piece-count terms and activity (mobility, hollow cannon).
//
// Every weight but the material values was fitted by tools/tune (Texel's method: xiangqi-tune fit,
// lambda 1e-8, 1000 epochs) to 201,195 quiet positions of 2,000 self-play games (xiangqi-tune gen
// --nodes 4000, seeds 1 and 2), starting from the hand-set values; docs/ENGINE.md ("Tuning") has
// the commands. The comments say what each table expresses now.
#include "xiangqi/evaluate.h"

#include <algorithm>
#include <array>
#include <bit>
#include <string>
#include <vector>

#include "xiangqi/geometry.h"

namespace xq {

namespace {

using Table = std::array<std::array<int, FileCount>, RankCount>;  // [row][file], row 0 = rank 9

constexpr const std::array<int, PieceTypeCount>& Material = PieceValues;  // see pieceValue

// General: safest on its home rank; each step up costs 25-45.
constexpr Table KingTable = {{
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, -24, -43, -24, 0, 0, 0},
    {0, 0, 0, -29, -37, -29, 0, 0, 0},
    {0, 0, 0, -2, -4, -2, 0, 0, 0},
}};

// Advisor: with its material about a pawn, best raised (d2/f2, e1); what it is worth against an
// attack is in the piece-count term (missing defenders), not here.
constexpr Table AdvisorTable = {{
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, -91, 0, -91, 0, 0, 0},
    {0, 0, 0, 0, -104, 0, 0, 0, 0},
    {0, 0, 0, -126, 0, -126, 0, 0, 0},
}};

// Elephant: the centre point (e2) links both elephants; the edge points (a2/i2) defend least.
constexpr Table ElephantTable = {{
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, -117, 0, 0, 0, -117, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {-134, 0, 0, 0, -93, 0, 0, 0, -134},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, -118, 0, 0, 0, -118, 0, 0},
}};

// Horse: worst in its own palace centre (e1, the "horse in the heart", 窝心马) and on its back rank,
// strongest on the river bank and in the enemy half (c5-c6, d5-d6), near the palace (b8, c8).
constexpr Table HorseTable = {{
    {1, -1, 2, 9, 0, 9, 2, -1, 1},
    {22, 41, 51, 22, 3, 22, 51, 41, 22},
    {23, 24, 39, 57, 44, 57, 39, 24, 23},
    {30, 44, 74, 68, 44, 68, 74, 44, 30},
    {19, 25, 54, 77, 59, 77, 54, 25, 19},
    {1, 13, 64, 38, 21, 38, 64, 13, 1},
    {7, -11, 13, 5, 57, 5, 13, -11, 7},
    {-29, 16, -6, 13, -14, 13, -6, 16, -29},
    {-11, -2, -12, -7, -97, -7, -12, -2, -11},
    {-20, -45, -20, -20, -10, -20, -20, -45, -20},
}};

// Rook: worst in its corner; best on the d/f files and in the enemy half.
constexpr Table RookTable = {{
    {27, 23, 14, 35, 26, 35, 14, 23, 27},
    {19, 27, 28, 33, 37, 33, 28, 27, 19},
    {14, 13, 19, 41, 45, 41, 19, 13, 14},
    {4, 25, 25, 45, 43, 45, 25, 25, 4},
    {5, 21, 33, 31, 31, 31, 33, 21, 5},
    {14, 11, 17, 57, 30, 57, 17, 11, 14},
    {-1, 16, 7, 28, 18, 28, 7, 16, -1},
    {6, -3, -4, 23, 0, 23, -4, -3, 6},
    {1, -31, -5, -7, -2, -7, -5, -31, 1},
    {-36, 8, 5, 21, 0, 21, 5, 8, -36},
}};

// Cannon: the central file (e2-e5) pins the enemy centre; in the enemy corners (a9, b9) it threatens
// "bottom cannon" mates; in the enemy palace it has no screen and little to do.
constexpr Table CannonTable = {{
    {35, 37, -2, 2, -15, 2, -2, 37, 35},
    {17, -23, -15, -5, -10, -5, -15, -23, 17},
    {7, -6, -10, 2, 1, 2, -10, -6, 7},
    {-2, 4, -13, -2, 26, -2, -13, 4, -2},
    {-2, -20, 2, 8, 35, 8, 2, -20, -2},
    {-6, -10, 21, -8, 50, -8, 21, -10, -6},
    {-1, -26, -6, -8, 1, -8, -6, -26, -1},
    {13, 1, 39, 42, 58, 42, 39, 1, 13},
    {-10, 16, 31, 13, 20, 13, 31, 16, -10},
    {0, -25, 5, 21, 11, 21, 5, -25, 0},
}};

// Pawn: little before the river (the centre pawn most); after it, the closer to the enemy palace the
// better (up to 125 on d7/f7), less on the last rank ("old pawn"), which can no longer advance.
constexpr Table PawnTable = {{
    {1, 11, 28, 29, 25, 29, 28, 11, 1},
    {26, 60, 66, 95, 109, 95, 66, 60, 26},
    {23, 51, 82, 125, 114, 125, 82, 51, 23},
    {29, 62, 116, 77, 67, 77, 116, 62, 29},
    {11, 38, 66, 79, 76, 79, 66, 38, 11},
    {17, 0, 7, 0, 30, 0, 7, 0, 17},
    {8, 0, -56, 0, 33, 0, -56, 0, 8},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
    {0, 0, 0, 0, 0, 0, 0, 0, 0},
}};

constexpr std::array<const Table*, PieceTypeCount> Tables = {nullptr,     &KingTable, &AdvisorTable, &ElephantTable,
                                                             &HorseTable, &RookTable, &CannonTable,  &PawnTable};

// The tables are symmetric left to right (the tuner ties file a to i, b to h, ...).
constexpr bool symmetric(const Table& t) {
    for (const auto& row : t)
        for (int f = 0; f < FileCount; ++f)
            if (row[f] != row[FileCount - 1 - f]) return false;
    return true;
}
static_assert(symmetric(KingTable) && symmetric(AdvisorTable) && symmetric(ElephantTable) && symmetric(HorseTable) &&
              symmetric(RookTable) && symmetric(CannonTable) && symmetric(PawnTable));

// Material + table for every (piece, square), built once at compile time.
constexpr auto buildPieceSquare() {
    std::array<std::array<int, SquareCount>, PieceCount> values{};
    for (int t = King; t <= Pawn; ++t) {
        for (Square s = 0; s < SquareCount; ++s) {
            const int file = fileOf(s), rank = rankOf(s);
            // Red reads its table as drawn (rank 9 on row 0); Black sees the board turned round.
            const int red = Material[t] + (*Tables[t])[9 - rank][file];
            const int black = Material[t] + (*Tables[t])[rank][8 - file];
            values[makePiece(Color::Red, PieceType(t))][s] = red;
            values[makePiece(Color::Black, PieceType(t))][s] = -black;
        }
    }
    return values;
}

constexpr auto PieceSquare = buildPieceSquare();

}  // namespace


int pieceSquareValue(Piece p, Square s) { return PieceSquare[p][s]; }

int evaluationDelta(const Position& pos, Move m) {
    const Piece moved = pos.pieceAt(m.from()), captured = pos.pieceAt(m.to());
    return PieceSquare[moved][m.to()] - PieceSquare[moved][m.from()] - PieceSquare[captured][m.to()];
}

int pieceSquareTotal(const Position& pos) {
    int score = 0;
    for (Square s = 0; s < SquareCount; ++s) score += PieceSquare[pos.pieceAt(s)][s];
    return score;
}

namespace {

// Attack units: a rook counts double; horses, cannons and crossed-capable pawns are what
// threatens a palace.
constexpr int RookAttackUnits = 2;
// Each missing advisor or elephant costs this much per attack unit the opponent still has
// (full attack = 8 units: a missing defender then costs 72 on top of its material).
constexpr int MissingDefenderPerUnit = 9;
// Cannon and horse by how full the board is: counted in rooks, horses and cannons (12 at the
// start); at MiddlePieces both are worth their base value. Fitted, both gain on a full board,
// the cannon (which needs screens) far more: cannon += (pieces - 7) * CannonPerPiece,
// horse -= (pieces - 7) * HorsePerPiece.
constexpr int MiddlePieces = 7;
constexpr int CannonPerPiece = 28;
constexpr int HorsePerPiece = -16;

int sideAdjustment(const Position& pos, Color us, int boardPieces) {
    const Color them = ~us;
    const int attack = RookAttackUnits * pos.pieceCount(makePiece(them, Rook)) +
                       pos.pieceCount(makePiece(them, Horse)) + pos.pieceCount(makePiece(them, Cannon));
    const int defenders = pos.pieceCount(makePiece(us, Advisor)) + pos.pieceCount(makePiece(us, Elephant));
    const int phase = boardPieces - MiddlePieces;
    return -(4 - defenders) * attack * MissingDefenderPerUnit +
           pos.pieceCount(makePiece(us, Cannon)) * phase * CannonPerPiece -
           pos.pieceCount(makePiece(us, Horse)) * phase * HorsePerPiece;
}

}  // namespace

int materialAdjustment(const Position& pos) {
    int boardPieces = 0;
    for (Color c : {Color::Red, Color::Black})
        for (PieceType t : {Rook, Horse, Cannon}) boardPieces += pos.pieceCount(makePiece(c, t));
    return sideAdjustment(pos, Color::Red, boardPieces) - sideAdjustment(pos, Color::Black, boardPieces);
}

namespace {

// Mobility: squares a piece can move to (empty, or an enemy piece it can take). A horse whose legs
// are blocked or a rook shut in behind its own pieces is worth less than its table square says.
// Horse moves are few and each one matters, so the horse's bonus is a table by move count.
constexpr int RookMobility = 14;   // per square
constexpr int CannonMobility = 3;  // per square it can slide to (its captures jump and count once)
constexpr std::array<int, 9> HorseMobility = {-39, -38, -5, 18, 48, 66, 89, 90, 50};
// Hollow cannon (空头炮): a cannon on the enemy general's file with nothing between them pins the
// centre and threatens to mate as soon as it gets a screen.
constexpr int HollowCannon = 73;

// What the activity terms count for one side; the score and the tuner's features both read it.
struct ActivityCounts {
    int rookSquares = 0, cannonSquares = 0, hollowCannons = 0;
    std::array<int, 9> horsesByMoves{};  // how many horses have 0, 1, ... 8 moves
};

ActivityCounts countActivity(const Position& pos, Color us) {
    using namespace geometry;
    ActivityCounts c;
    auto free = [&](Square s) { return pos.pieceAt(s) == NoPiece; };
    auto takeable = [&](Square s) { return pos.pieceAt(s) != NoPiece && colorOf(pos.pieceAt(s)) != us; };
    // Squares along the rays until the first piece; `rook` also counts that piece when it can be taken, a cannon
    // (which takes by jumping) does not, but notes a first piece that is the enemy general on its file. Read from
    // the occupancy of the line: `at` is the piece's place on it, the nearest set bits either side are the stops.
    const Square enemyKing = pos.kingSquare(~us);
    auto slides = [&](Square from, bool rook) {
        const Coordinates at = coordinates[from];
        int n = 0;
        auto line = [&](unsigned bits, int place, int length, bool onFile) {
            const unsigned above = bits & ~((2u << place) - 1), below = bits & ((1u << place) - 1);
            const int high = above ? std::countr_zero(above) : length;
            const int low = below ? std::bit_width(below) - 1 : -1;
            n += high - low - 2;  // the empty squares between the two stops
            for (const int stop : {low, high}) {
                if (stop < 0 || stop >= length) continue;
                const Square s = onFile ? makeSquare(at.file, stop) : makeSquare(stop, at.rank);
                if (rook && takeable(s)) ++n;
                if (!rook && onFile && s == enemyKing) ++c.hollowCannons;
            }
        };
        line(pos.fileOccupancy(at.file), at.rank, RankCount, true);
        line(pos.rankOccupancy(at.rank), at.file, FileCount, false);
        return n;
    };
    for (SquareSet set = pos.squaresOf(makePiece(us, Rook)); !set.empty();) c.rookSquares += slides(set.popLowest(), true);
    for (SquareSet set = pos.squaresOf(makePiece(us, Cannon)); !set.empty();)
        c.cannonSquares += slides(set.popLowest(), false);
    for (SquareSet set = pos.squaresOf(makePiece(us, Horse)); !set.empty();) {
        const auto& list = horseMoves[set.popLowest()];
        int n = 0;
        for (int i = 0; i < list.count; ++i)
            if (free(list.steps[i].block) && (free(list.steps[i].to) || takeable(list.steps[i].to))) ++n;
        ++c.horsesByMoves[n];
    }
    return c;
}

int sideActivity(const Position& pos, Color us) {
    const ActivityCounts c = countActivity(pos, us);
    int score = RookMobility * c.rookSquares + CannonMobility * c.cannonSquares + HollowCannon * c.hollowCannons;
    for (int n = 0; n < 9; ++n) score += HorseMobility[n] * c.horsesByMoves[n];
    return score;
}

}  // namespace

int activity(const Position& pos) { return sideActivity(pos, Color::Red) - sideActivity(pos, Color::Black); }

int evaluate(const Position& pos) { return pieceSquareTotal(pos) + materialAdjustment(pos) + activity(pos); }

namespace {

struct Force {
    int rooks, horses, cannons, pawns, advisors, elephants;
    int attackers() const { return rooks + horses + cannons + pawns; }
    bool fullDefence() const { return advisors == 2 && elephants == 2; }
};

Force forceOf(const Position& pos, Color c) {
    return {pos.pieceCount(makePiece(c, Rook)),    pos.pieceCount(makePiece(c, Horse)),
            pos.pieceCount(makePiece(c, Cannon)),  pos.pieceCount(makePiece(c, Pawn)),
            pos.pieceCount(makePiece(c, Advisor)), pos.pieceCount(makePiece(c, Elephant))};
}

}  // namespace

int drawScale(const Position& pos, Color strong) {
    const Force s = forceOf(pos, strong), w = forceOf(pos, ~strong);
    if (s.attackers() == 0) return 0;  // general, advisors and elephants cannot mate
    if (s.attackers() > 1) return 16;
    if (s.pawns == 1) return w.advisors == 2 ? 2 : 16;
    if (w.attackers() == 0 && w.fullDefence()) return 2;
    if (s.rooks == 1 && w.fullDefence() && w.rooks == 0 && w.pawns == 0 && w.horses + w.cannons == 1) return 4;
    return 16;
}

int scaleForDraws(const Position& pos, int score) {
    if (score == 0) return 0;
    const int scale = drawScale(pos, score > 0 ? Color::Red : Color::Black);
    return scale == 16 ? score : score * scale / 16;
}

// ---- The evaluation as a linear function of its weights, for the tuner ----

namespace tuning {

namespace {

// Row and tied file (0 = a/i ... 4 = e) of square s in the table of a piece of colour c.
int tableIndex(Color c, PieceType t, Square s) {
    const int row = c == Color::Red ? 9 - rankOf(s) : rankOf(s);
    const int file = fileOf(s);
    return TableBase + ((t - King) * RankCount + row) * TableFiles + std::min(file, FileCount - 1 - file);
}

void sideFeatures(const Position& pos, Color us, int sign, int boardPieces, std::vector<Feature>& out) {
    const Color them = ~us;
    // Piece-count terms (sideAdjustment).
    const int attack = RookAttackUnits * pos.pieceCount(makePiece(them, Rook)) +
                       pos.pieceCount(makePiece(them, Horse)) + pos.pieceCount(makePiece(them, Cannon));
    const int defenders = pos.pieceCount(makePiece(us, Advisor)) + pos.pieceCount(makePiece(us, Elephant));
    const int phase = boardPieces - MiddlePieces;
    out.push_back({MissingDefenderIndex, -sign * (4 - defenders) * attack});
    out.push_back({CannonPerPieceIndex, sign * pos.pieceCount(makePiece(us, Cannon)) * phase});
    out.push_back({HorsePerPieceIndex, -sign * pos.pieceCount(makePiece(us, Horse)) * phase});
    // Activity (sideActivity), from the same counts.
    const ActivityCounts c = countActivity(pos, us);
    for (int n = 0; n < 9; ++n)
        if (c.horsesByMoves[n] != 0) out.push_back({HorseMobilityIndex + n, sign * c.horsesByMoves[n]});
    out.push_back({RookMobilityIndex, sign * c.rookSquares});
    out.push_back({CannonMobilityIndex, sign * c.cannonSquares});
    out.push_back({HollowCannonIndex, sign * c.hollowCannons});
}

}  // namespace

const std::vector<int>& weights() {
    static const std::vector<int> w = [] {
        std::vector<int> v(WeightCount, 0);
        for (int t = King; t <= Pawn; ++t)
            for (int row = 0; row < RankCount; ++row)
                for (int f = 0; f < TableFiles; ++f)
                    v[TableBase + ((t - King) * RankCount + row) * TableFiles + f] = (*Tables[t])[row][f];
        v[MissingDefenderIndex] = MissingDefenderPerUnit;
        v[CannonPerPieceIndex] = CannonPerPiece;
        v[HorsePerPieceIndex] = HorsePerPiece;
        v[RookMobilityIndex] = RookMobility;
        v[CannonMobilityIndex] = CannonMobility;
        for (int n = 0; n < 9; ++n) v[HorseMobilityIndex + n] = HorseMobility[n];
        v[HollowCannonIndex] = HollowCannon;
        return v;
    }();
    return w;
}

std::string weightName(int index) {
    static const char* const pieces[] = {"", "king", "advisor", "elephant", "horse", "rook", "cannon", "pawn"};
    if (index >= TableBase && index < TableBase + TableWeights) {
        const int i = index - TableBase;
        const int t = King + i / (RankCount * TableFiles), row = i / TableFiles % RankCount, f = i % TableFiles;
        return std::string(pieces[t]) + " table rank " + std::to_string(9 - row) + " file " + char('a' + f) + "/" +
               char('i' - f);
    }
    if (index >= HorseMobilityIndex && index < HorseMobilityIndex + 9)
        return "horse with " + std::to_string(index - HorseMobilityIndex) + " moves";
    switch (index) {
    case MissingDefenderIndex: return "missing defender per attack unit";
    case CannonPerPieceIndex: return "cannon per piece beyond the middle";
    case HorsePerPieceIndex: return "horse per piece beyond the middle";
    case RookMobilityIndex: return "rook mobility per square";
    case CannonMobilityIndex: return "cannon mobility per square";
    case HollowCannonIndex: return "hollow cannon";
    default: return "weight " + std::to_string(index);
    }
}

int materialTotal(const Position& pos) {
    int score = 0;
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.pieceAt(s);
        if (p != NoPiece) score += (colorOf(p) == Color::Red ? 1 : -1) * Material[typeOf(p)];
    }
    return score;
}

void features(const Position& pos, std::vector<Feature>& out) {
    out.clear();
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.pieceAt(s);
        if (p != NoPiece)
            out.push_back({tableIndex(colorOf(p), typeOf(p), s), colorOf(p) == Color::Red ? 1 : -1});
    }
    int boardPieces = 0;
    for (Color c : {Color::Red, Color::Black})
        for (PieceType t : {Rook, Horse, Cannon}) boardPieces += pos.pieceCount(makePiece(c, t));
    sideFeatures(pos, Color::Red, 1, boardPieces, out);
    sideFeatures(pos, Color::Black, -1, boardPieces, out);
}

}  // namespace tuning

}  // namespace xq
