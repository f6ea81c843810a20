// Precomputed board geometry: where each piece can step from each square, with the
// square that must be empty (horse leg, elephant eye). Built once at compile time.
#pragma once

#include <array>
#include <cstdint>

#include "xiangqi/types.h"

namespace xq::geometry {

struct Step {
    Square to;
    Square block;  // NoSquare when nothing can block the step
};

template <int N>
struct StepList {
    std::array<Step, N> steps{};
    int count = 0;
};

using HorseTable = std::array<StepList<8>, SquareCount>;
using ElephantTable = std::array<std::array<StepList<4>, SquareCount>, 2>;
using AdvisorTable = std::array<std::array<StepList<4>, SquareCount>, 2>;
using KingTable = std::array<std::array<StepList<4>, SquareCount>, 2>;
using PawnTable = std::array<std::array<StepList<3>, SquareCount>, 2>;

// Rays in the four orthogonal directions (0 north = towards rank 9, 1 south, 2 east, 3 west),
// nearest square first.
struct Ray {
    std::array<Square, 9> squares{};
    int count = 0;
};
using RayTable = std::array<std::array<Ray, 4>, SquareCount>;

constexpr HorseTable makeHorseTable() {
    HorseTable t{};
    constexpr int df[8] = {1, 2, 2, 1, -1, -2, -2, -1};
    constexpr int dr[8] = {2, 1, -1, -2, -2, -1, 1, 2};
    for (Square s = 0; s < SquareCount; ++s) {
        for (int i = 0; i < 8; ++i) {
            int f = fileOf(s) + df[i], r = rankOf(s) + dr[i];
            if (!isOnBoard(f, r)) continue;
            // The leg is the orthogonal neighbour in the direction of the long leg of the L.
            int lf = fileOf(s) + (df[i] == 2 ? 1 : df[i] == -2 ? -1 : 0);
            int lr = rankOf(s) + (dr[i] == 2 ? 1 : dr[i] == -2 ? -1 : 0);
            auto& l = t[s];
            l.steps[l.count++] = {makeSquare(f, r), makeSquare(lf, lr)};
        }
    }
    return t;
}

// For attack detection: horses that could attack square s, with their leg squares.
constexpr HorseTable makeHorseAttackerTable() {
    HorseTable t{};
    constexpr int df[8] = {1, 2, 2, 1, -1, -2, -2, -1};
    constexpr int dr[8] = {2, 1, -1, -2, -2, -1, 1, 2};
    for (Square s = 0; s < SquareCount; ++s) {
        for (int i = 0; i < 8; ++i) {
            // A horse at h = s - d moving by d lands on s; its leg is next to h.
            int hf = fileOf(s) - df[i], hr = rankOf(s) - dr[i];
            if (!isOnBoard(hf, hr)) continue;
            int lf = hf + (df[i] == 2 ? 1 : df[i] == -2 ? -1 : 0);
            int lr = hr + (dr[i] == 2 ? 1 : dr[i] == -2 ? -1 : 0);
            auto& l = t[s];
            l.steps[l.count++] = {makeSquare(hf, hr), makeSquare(lf, lr)};
        }
    }
    return t;
}

constexpr ElephantTable makeElephantTable() {
    ElephantTable t{};
    for (int c = 0; c < 2; ++c) {
        for (Square s = 0; s < SquareCount; ++s) {
            if (!isOnOwnSide(Color(c), s)) continue;
            for (int df : {-2, 2}) {
                for (int dr : {-2, 2}) {
                    int f = fileOf(s) + df, r = rankOf(s) + dr;
                    if (!isOnBoard(f, r) || !isOnOwnSide(Color(c), makeSquare(f, r))) continue;
                    auto& l = t[c][s];
                    l.steps[l.count++] = {makeSquare(f, r), makeSquare(fileOf(s) + df / 2, rankOf(s) + dr / 2)};
                }
            }
        }
    }
    return t;
}

constexpr AdvisorTable makeAdvisorTable() {
    AdvisorTable t{};
    for (int c = 0; c < 2; ++c) {
        for (Square s = 0; s < SquareCount; ++s) {
            if (!isInPalace(Color(c), s)) continue;
            for (int df : {-1, 1}) {
                for (int dr : {-1, 1}) {
                    int f = fileOf(s) + df, r = rankOf(s) + dr;
                    if (!isOnBoard(f, r) || !isInPalace(Color(c), makeSquare(f, r))) continue;
                    auto& l = t[c][s];
                    l.steps[l.count++] = {makeSquare(f, r), NoSquare};
                }
            }
        }
    }
    return t;
}

constexpr KingTable makeKingTable() {
    KingTable t{};
    constexpr int df[4] = {0, 0, 1, -1};
    constexpr int dr[4] = {1, -1, 0, 0};
    for (int c = 0; c < 2; ++c) {
        for (Square s = 0; s < SquareCount; ++s) {
            if (!isInPalace(Color(c), s)) continue;
            for (int i = 0; i < 4; ++i) {
                int f = fileOf(s) + df[i], r = rankOf(s) + dr[i];
                if (!isOnBoard(f, r) || !isInPalace(Color(c), makeSquare(f, r))) continue;
                auto& l = t[c][s];
                l.steps[l.count++] = {makeSquare(f, r), NoSquare};
            }
        }
    }
    return t;
}

constexpr PawnTable makePawnTable() {
    PawnTable t{};
    for (int c = 0; c < 2; ++c) {
        int forward = c == 0 ? 1 : -1;
        for (Square s = 0; s < SquareCount; ++s) {
            auto& l = t[c][s];
            int f = fileOf(s), r = rankOf(s);
            if (isOnBoard(f, r + forward)) l.steps[l.count++] = {makeSquare(f, r + forward), NoSquare};
            if (hasCrossedRiver(Color(c), s)) {
                if (f > 0) l.steps[l.count++] = {makeSquare(f - 1, r), NoSquare};
                if (f < 8) l.steps[l.count++] = {makeSquare(f + 1, r), NoSquare};
            }
        }
    }
    return t;
}

constexpr RayTable makeRayTable() {
    RayTable t{};
    constexpr int df[4] = {0, 0, 1, -1};
    constexpr int dr[4] = {1, -1, 0, 0};
    for (Square s = 0; s < SquareCount; ++s) {
        for (int d = 0; d < 4; ++d) {
            int f = fileOf(s) + df[d], r = rankOf(s) + dr[d];
            auto& ray = t[s][d];
            while (isOnBoard(f, r)) {
                ray.squares[ray.count++] = makeSquare(f, r);
                f += df[d];
                r += dr[d];
            }
        }
    }
    return t;
}

// The squares of horses that could attack each square (legs aside), to skip the leg tests at once.
constexpr std::array<SquareSet, SquareCount> makeHorseAttackerSets(const HorseTable& attackers) {
    std::array<SquareSet, SquareCount> t{};
    for (Square s = 0; s < SquareCount; ++s)
        for (int i = 0; i < attackers[s].count; ++i) t[s].insert(attackers[s].steps[i].to);
    return t;
}

// File and rank of each square, looked up rather than divided out in the hottest code.
struct Coordinates {
    std::uint8_t file;
    std::uint8_t rank;
};

constexpr std::array<Coordinates, SquareCount> makeCoordinates() {
    std::array<Coordinates, SquareCount> t{};
    for (Square s = 0; s < SquareCount; ++s) t[s] = {std::uint8_t(fileOf(s)), std::uint8_t(rankOf(s))};
    return t;
}

// The squares of each ray as a set, to ask "is any piece of this kind on the ray?" at once.
using RaySetTable = std::array<std::array<SquareSet, 4>, SquareCount>;

constexpr RaySetTable makeRaySetTable(const RayTable& rays) {
    RaySetTable t{};
    for (Square s = 0; s < SquareCount; ++s)
        for (int d = 0; d < 4; ++d)
            for (int i = 0; i < rays[s][d].count; ++i) t[s][d].toggle(rays[s][d].squares[i]);
    return t;
}

// How square s lies as seen from square k (a general): along one of the four rays (the ray
// index), diagonally next to it (where the legs of horses attacking k stand), or neither.
// A move whose squares lie neither way cannot expose k to a new attack.
enum Relation : std::uint8_t { North = 0, South = 1, East = 2, West = 3, DiagonalNeighbour = 4, Unrelated = 5 };
using RelationTable = std::array<std::array<Relation, SquareCount>, SquareCount>;

constexpr RelationTable makeRelationTable() {
    RelationTable t{};
    for (Square k = 0; k < SquareCount; ++k) {
        for (Square s = 0; s < SquareCount; ++s) {
            int df = fileOf(s) - fileOf(k), dr = rankOf(s) - rankOf(k);
            Relation r = Unrelated;
            if (s == k) r = Unrelated;
            else if (df == 0) r = dr > 0 ? North : South;
            else if (dr == 0) r = df > 0 ? East : West;
            else if ((df == 1 || df == -1) && (dr == 1 || dr == -1)) r = DiagonalNeighbour;
            t[k][s] = r;
        }
    }
    return t;
}

inline constexpr HorseTable horseMoves = makeHorseTable();
inline constexpr HorseTable horseAttackers = makeHorseAttackerTable();
inline constexpr ElephantTable elephantMoves = makeElephantTable();
inline constexpr AdvisorTable advisorMoves = makeAdvisorTable();
inline constexpr KingTable kingMoves = makeKingTable();
inline constexpr PawnTable pawnMoves = makePawnTable();
inline constexpr RayTable rays = makeRayTable();
inline constexpr std::array<SquareSet, SquareCount> horseAttackerSets = makeHorseAttackerSets(horseAttackers);
inline constexpr std::array<Coordinates, SquareCount> coordinates = makeCoordinates();
inline constexpr RaySetTable raySets = makeRaySetTable(rays);
inline constexpr RelationTable relation = makeRelationTable();

}  // namespace xq::geometry
