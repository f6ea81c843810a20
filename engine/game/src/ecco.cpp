// ECCO opening classification: a table of defining moves per code, matched against the first moves of a game.
#include "xiangqi/ecco.h"

#include <algorithm>
#include <array>
#include <sstream>
#include <string>

namespace xq {

namespace {

// One ECCO code and the moves that define it, as played from the standard start with Red's first move on its
// right-hand side (a game opened on the left is mirrored first). Moves are ICCS, separated by spaces; each side's
// moves may come in any order (transpositions), but must all appear among that side's first few moves (their
// number plus MatchSlack). Red's first listed move must be the game's first move: it names the family.
// Where ECCO tells two codes apart by move order, a move may carry a place: "i9i8@3" must be among that side's
// first three moves, "i9i8>3" must come after them.
struct Entry {
    const char* code;
    const char* chinese;  // "opening——variation"
    const char* english;
    const char* red;
    const char* black;
};

constexpr int MovesLookedAt = 10;  // per side, as XQWizard's classifier
constexpr int MatchSlack = 2;      // other moves a side may interleave with the defining ones

// clang-format off
constexpr Entry Table[] = {
    // ---- A: openings other than the central cannon and the pawn opening -----------------------------------
    {"A00", "其他开局", "Other openings", "", ""},
    {"A01", "上仕局", "Advisor opening", "f0e1", ""},
    {"A02", "边马局", "Edge horse opening", "h0i2", ""},
    {"A03", "边炮局", "Edge cannon opening", "h2i2", ""},
    {"A04", "巡河炮局", "Riverbank cannon opening", "h2h4", ""},
    {"A05", "过河炮局", "River-crossing cannon opening", "h2h6", ""},
    {"A06", "兵底炮局", "Pawn-base cannon opening", "h2g2", ""},
    {"A07", "金钩炮局", "Golden hook cannon opening", "h2c2", ""},
    {"A08", "边兵局", "Edge pawn opening", "i3i4", ""},
    {"A10", "飞相局", "Elephant opening", "g0e2", ""},
    {"A11", "顺相局", "Elephant opening: same-side elephants", "g0e2", "g9e7"},
    {"A12", "列相局", "Elephant opening: opposite elephants", "g0e2", "c9e7"},
    {"A13", "飞相对进左马", "Elephant opening vs left horse", "g0e2", "h9g7"},
    {"A14", "飞相对进右马", "Elephant opening vs right horse", "g0e2", "b9c7"},
    {"A15", "飞相进三兵对进右马", "Elephant opening, third pawn advanced, vs right horse", "g0e2 g3g4", "b9c7"},
    {"A16", "飞相进七兵对进右马", "Elephant opening, seventh pawn advanced, vs right horse", "g0e2 c3c4", "b9c7"},
    {"A20", "飞相对左士角炮", "Elephant opening vs left palace-corner cannon", "g0e2", "h7f7"},
    {"A21", "飞相对右士角炮", "Elephant opening vs right palace-corner cannon", "g0e2", "b7d7"},
    {"A22", "飞相进左马对右士角炮", "Elephant opening with left horse vs right palace-corner cannon", "g0e2 b0c2", "b7d7"},
    {"A23", "飞相左边马对右士角炮", "Elephant opening with left edge horse vs right palace-corner cannon", "g0e2 b0a2", "b7d7"},
    {"A24", "飞相横车对右士角炮", "Elephant opening with ranked chariot vs right palace-corner cannon", "g0e2 a0a1", "b7d7"},
    {"A25", "飞相进三兵对右士角炮", "Elephant opening, third pawn advanced, vs right palace-corner cannon", "g0e2 g3g4", "b7d7"},
    {"A26", "飞相进七兵对右士角炮", "Elephant opening, seventh pawn advanced, vs right palace-corner cannon", "g0e2 c3c4", "b7d7"},
    {"A27", "飞相对左中炮", "Elephant opening vs left central cannon", "g0e2", "h7e7"},
    {"A28", "飞相转屏风马对左中炮", "Elephant opening into screen horses vs left central cannon", "g0e2 h0g2 b0c2", "h7e7"},
    {"A29", "飞相对右中炮", "Elephant opening vs right central cannon", "g0e2", "b7e7"},
    {"A30", "飞相对左过宫炮", "Elephant opening vs left cross-palace cannon", "g0e2", "h7d7"},
    {"A31", "飞相进右马对左过宫炮", "Elephant opening with right horse vs left cross-palace cannon", "g0e2 h0g2", "h7d7"},
    {"A32", "飞相进右马对左过宫炮——红直车对黑进７卒", "Elephant opening with right horse vs left cross-palace cannon: Red filed chariot vs Black seventh pawn", "g0e2 h0g2 i0h0", "h7d7 h9g7 g6g5"},
    {"A33", "飞相进右马对左过宫炮——红直车边炮对黑进７卒", "Elephant opening with right horse vs left cross-palace cannon: Red filed chariot and edge cannon vs Black seventh pawn", "g0e2 h0g2 i0h0 h2i2", "h7d7 h9g7 g6g5"},
    {"A34", "飞相进右马对左过宫炮——互进七兵", "Elephant opening with right horse vs left cross-palace cannon: both seventh pawns advanced", "g0e2 h0g2 i0h0 c3c4", "h7d7 h9g7 g6g5"},
    {"A35", "飞相对右过宫炮", "Elephant opening vs right cross-palace cannon", "g0e2", "b7f7"},
    {"A36", "飞相对进７卒", "Elephant opening vs seventh pawn", "g0e2", "g6g5"},
    {"A37", "飞相进左马对进７卒", "Elephant opening with left horse vs seventh pawn", "g0e2 b0c2", "g6g5"},
    {"A38", "飞相互进七兵局", "Elephant opening, both seventh pawns advanced", "g0e2 c3c4", "g6g5"},
    {"A39", "飞相对进３卒", "Elephant opening vs third pawn", "g0e2", "c6c5"},
    {"A40", "起马局", "Horse opening", "h0g2", ""},
    {"A41", "起马对进７卒", "Horse opening vs seventh pawn", "h0g2", "g6g5"},
    {"A42", "起马转边炮对进７卒", "Horse opening into edge cannon vs seventh pawn", "h0g2 h2i2", "g6g5"},
    {"A43", "起马转仕角炮对进７卒", "Horse opening into palace-corner cannon vs seventh pawn", "h0g2 b2d2", "g6g5"},
    {"A44", "起马转中炮对进７卒", "Horse opening into central cannon vs seventh pawn", "h0g2 b2e2", "g6g5"},
    {"A45", "起马互进七兵局", "Horse opening, both seventh pawns advanced", "h0g2 c3c4", "g6g5"},
    {"A50", "仕角炮局", "Palace-corner cannon opening", "h2f2", ""},
    {"A51", "仕角炮对进左马", "Palace-corner cannon vs left horse", "h2f2", "h9g7"},
    {"A52", "仕角炮对右中炮", "Palace-corner cannon vs right central cannon", "h2f2", "b7e7"},
    {"A53", "仕角炮转反宫马对右中炮", "Palace-corner cannon into sandwiched horses vs right central cannon", "h2f2 h0g2 b0c2", "b7e7"},
    {"A54", "仕角炮对进７卒", "Palace-corner cannon vs seventh pawn", "h2f2", "g6g5"},
    {"A60", "过宫炮局", "Cross-palace cannon opening", "h2d2", ""},
    {"A61", "过宫炮对进左马", "Cross-palace cannon vs left horse", "h2d2", "h9g7"},
    {"A62", "过宫炮对横车", "Cross-palace cannon vs ranked chariot", "h2d2", "i9i8"},
    {"A63", "过宫炮对左中炮", "Cross-palace cannon vs left central cannon", "h2d2", "h7e7"},
    {"A64", "过宫炮直车对左中炮", "Cross-palace cannon with filed chariot vs left central cannon", "h2d2 h0g2 i0h0", "h7e7"},
    {"A65", "过宫炮直车对左中炮横车", "Cross-palace cannon with filed chariot vs left central cannon and ranked chariot", "h2d2 h0g2 i0h0", "h7e7 h9g7 i9i8"},

    // ---- B: central cannon against the sandwiched horses and other defences -----------------------------
    {"B00", "中炮局", "Central cannon opening", "h2e2", ""},
    {"B01", "中炮对进右马", "Central cannon vs right horse", "h2e2", "b9c7"},
    {"B02", "中炮对进右马先上士", "Central cannon vs right horse with an early advisor", "h2e2", "b9c7 c6c5 d9e8"},
    {"B02", "中炮对进右马先上士", "Central cannon vs right horse with an early advisor", "h2e2", "b9c7 c6c5 f9e8"},
    {"B02", "中炮对进右马先上士", "Central cannon vs right horse with an early advisor", "h2e2", "b9c7 g6g5 d9e8"},
    {"B02", "中炮对进右马先上士", "Central cannon vs right horse with an early advisor", "h2e2", "b9c7 g6g5 f9e8"},
    {"B03", "中炮对鸳鸯炮", "Central cannon vs mandarin-duck cannons", "h2e2", "b9c7 c6c5 i9i7"},
    {"B03", "中炮对鸳鸯炮", "Central cannon vs mandarin-duck cannons", "h2e2", "b9c7 g6g5 i9i7"},
    {"B04", "中炮对右三步虎", "Central cannon vs right three-step tiger", "h2e2", "b9c7 b7a7"},
    {"B05", "中炮对进左马", "Central cannon vs left horse", "h2e2", "h9g7"},
    {"B06", "中炮对龟背炮", "Central cannon vs turtle-back cannons", "h2e2", "h9g7 i9i8"},
    {"B07", "中炮对左炮封车", "Central cannon vs left cannon blocking the chariot", "h2e2", "h9g7 h7h3"},
    {"B10", "中炮对单提马", "Central cannon vs single-lifted horse", "h2e2", "b9c7 h9i7"},
    {"B11", "中炮对士角炮转单提马", "Central cannon vs palace-corner cannon into single-lifted horse", "h2e2", "b9c7 h7f7 h9i7"},
    {"B11", "中炮对士角炮转单提马", "Central cannon vs palace-corner cannon into single-lifted horse", "h2e2", "b9c7 h7f7 i9i8"},
    {"B12", "中炮对单提马横车", "Central cannon vs single-lifted horse with ranked chariot", "h2e2 h0g2 i0h0", "b9c7 i9i8 i8d8"},
    {"B13", "中炮巡河炮对单提马横车", "Central cannon with riverbank cannon vs single-lifted horse with ranked chariot", "h2e2 h0g2 i0h0 b2b4", "b9c7 i9i8 i8d8"},
    {"B14", "中炮进七兵对单提马横车", "Central cannon with seventh pawn vs single-lifted horse with ranked chariot", "h2e2 h0g2 i0h0 c3c4", "b9c7 i9i8 i8d8"},
    {"B20", "中炮对左三步虎", "Central cannon vs left three-step tiger", "h2e2", "h9g7 h7i7"},
    {"B21", "中炮边相对左三步虎骑河车", "Central cannon with edge elephant vs left three-step tiger with riding-the-river chariot", "h2e2 h0g2 c0a2", "h9g7 h7i7 i9h9 h9h4"},
    {"B22", "中炮右横车对左三步虎", "Central cannon with right ranked chariot vs left three-step tiger", "h2e2 i0i1", "h9g7 h7i7"},
    {"B23", "中炮巡河炮对左三步虎", "Central cannon with riverbank cannon vs left three-step tiger", "h2e2 b2b4", "h9g7 h7i7"},
    {"B24", "中炮过河炮对左三步虎", "Central cannon with river-crossing cannon vs left three-step tiger", "h2e2 b2b6", "h9g7 h7i7"},
    {"B25", "中炮两头蛇对左三步虎", "Central cannon, double-headed snake, vs left three-step tiger", "h2e2 g3g4 c3c4", "h9g7 h7i7"},
    {"B30", "中炮对反宫马后补左马", "Central cannon vs sandwiched horses, left horse delayed", "h2e2", "b9c7 h7f7"},
    {"B31", "中炮对反宫马", "Central cannon vs sandwiched horses", "h2e2", "b9c7 h7f7 h9g7"},
    {"B32", "中炮急进左马对反宫马", "Central cannon with quick left horse vs sandwiched horses", "h2e2 c3c4 b0c2", "b9c7 h7f7"},
    {"B33", "中炮过河车对反宫马", "Central cannon with river-crossing chariot vs sandwiched horses", "h2e2 h0g2 i0h0 h0h6", "b9c7 h7f7 h9g7"},
    {"B34", "中炮右横车对反宫马", "Central cannon with right ranked chariot vs sandwiched horses", "h2e2 i0i1", "b9c7 h7f7 h9g7"},
    {"B35", "中炮巡河炮对反宫马", "Central cannon with riverbank cannon vs sandwiched horses", "h2e2 b2b4", "b9c7 h7f7 h9g7"},
    {"B36", "五八炮对反宫马", "Five-eight cannons vs sandwiched horses", "h2e2 b2b6", "b9c7 h7f7 h9g7"},
    {"B40", "五六炮对反宫马", "Five-six cannons vs sandwiched horses", "h2e2 b2d2", "b9c7 h7f7 h9g7"},
    {"B41", "五六炮左正马对反宫马", "Five-six cannons with left horse vs sandwiched horses", "h2e2 b2d2 b0c2", "b9c7 h7f7 h9g7"},
    {"B42", "五六炮左正马对反宫马——黑右直车", "Five-six cannons with left horse vs sandwiched horses: Black right filed chariot", "h2e2 b2d2 b0c2", "b9c7 h7f7 h9g7 a9b9"},
    {"B43", "五六炮左正马对反宫马——黑右直车边炮", "Five-six cannons with left horse vs sandwiched horses: Black right filed chariot and edge cannon", "h2e2 b2d2 b0c2", "b9c7 h7f7 h9g7 a9b9 b7a7"},
    {"B44", "五六炮左正马对反宫马——黑右直车边炮进７卒", "Five-six cannons with left horse vs sandwiched horses: Black right filed chariot, edge cannon and seventh pawn", "h2e2 b2d2 b0c2", "b9c7 h7f7 h9g7 a9b9 b7a7 g6g5"},
    {"B45", "五六炮左边马对反宫马", "Five-six cannons with left edge horse vs sandwiched horses", "h2e2 b2d2 b0a2", "b9c7 h7f7 h9g7"},
    {"B50", "五七炮对反宫马", "Five-seven cannons vs sandwiched horses", "h2e2 b2c2", "b9c7 h7f7 h9g7"},
    {"B51", "五七炮对反宫马左直车", "Five-seven cannons vs sandwiched horses with left filed chariot", "h2e2 b2c2", "b9c7 h7f7 h9g7 i9h9"},
    {"B52", "五七炮对反宫马左横车", "Five-seven cannons vs sandwiched horses with left ranked chariot", "h2e2 b2c2", "b9c7 h7f7 h9g7 i9i8"},
    {"B53", "五七炮对反宫马右直车", "Five-seven cannons vs sandwiched horses with right filed chariot", "h2e2 b2c2", "b9c7 h7f7 h9g7 a9b9"},
    {"B54", "五七炮互进三兵对反宫马", "Five-seven cannons, both third pawns advanced, vs sandwiched horses", "h2e2 h0g2 b0a2 i0h0 g3g4 b2c2", "b9c7 c6c5 h7f7 h9g7"},
    {"B55", "五七炮互进三兵对反宫马——黑右炮过河", "Five-seven cannons, both third pawns advanced, vs sandwiched horses: Black right cannon across the river", "h2e2 h0g2 b0a2 i0h0 g3g4 b2c2 a0b0", "b9c7 c6c5 h7f7 h9g7 g9e7 a9b9 b7b3"},
    {"B56", "五七炮互进三兵对反宫马——红弃双兵对黑右炮过河", "Five-seven cannons, both third pawns advanced, vs sandwiched horses: Red gives up two pawns vs Black right cannon across the river", "h2e2 h0g2 b0a2 i0h0 g3g4 b2c2 a0b0 c3c4 g4g5", "b9c7 c6c5 h7f7 h9g7 g9e7 a9b9 b7b3 c5c4"},

    // ---- C: central cannon against the screen horses ----------------------------------------------------
    {"C00", "中炮对屏风马", "Central cannon vs screen horses", "h2e2", "h9g7 b9c7"},
    {"C01", "中炮七路马对屏风马", "Central cannon with seventh-file horse vs screen horses", "h2e2 b0c2", "h9g7 b9c7"},
    {"C02", "中炮七路马对屏风马——红左马盘河", "Central cannon with seventh-file horse vs screen horses: Red left horse to the river", "h2e2 b0c2 c2d4", "h9g7 b9c7"},
    {"C03", "中炮七路马对屏风马——红进中兵", "Central cannon with seventh-file horse vs screen horses: Red central pawn", "h2e2 b0c2 e3e4", "h9g7 b9c7"},
    {"C04", "中炮七路马对屏风马——红进中兵对黑双炮过河", "Central cannon with seventh-file horse vs screen horses: Red central pawn vs Black's two cannons across the river", "h2e2 b0c2 e3e4", "h9g7 b9c7 b7b3 h7h3"},
    {"C05", "中炮左边马对屏风马", "Central cannon with left edge horse vs screen horses", "h2e2 b0a2", "h9g7 b9c7"},
    {"C06", "中炮左边马对屏风马——红左横车", "Central cannon with left edge horse vs screen horses: Red left ranked chariot", "h2e2 b0a2 a0a1", "h9g7 b9c7"},
    {"C10", "中炮右横车对屏风马", "Central cannon with right ranked chariot vs screen horses", "h2e2 h0g2 i0i1", "h9g7 b9c7"},
    {"C11", "中炮右横车对屏风马——红左马盘河", "Central cannon with right ranked chariot vs screen horses: Red left horse to the river", "h2e2 h0g2 i0i1 b0c2 c2d4", "h9g7 b9c7"},
    {"C12", "中炮右横车对屏风马——红巡河炮", "Central cannon with right ranked chariot vs screen horses: Red riverbank cannon", "h2e2 h0g2 i0i1 b2b4", "h9g7 b9c7"},
    {"C13", "中炮右横车对屏风马——红边炮", "Central cannon with right ranked chariot vs screen horses: Red edge cannon", "h2e2 h0g2 i0i1 b2a2", "h9g7 b9c7"},
    {"C14", "中炮右横车对屏风马——红进中兵", "Central cannon with right ranked chariot vs screen horses: Red central pawn", "h2e2 h0g2 i0i1 e3e4", "h9g7 b9c7"},
    {"C15", "中炮巡河车对屏风马——红不进左马", "Central cannon with riverbank chariot vs screen horses: Red left horse held back", "h2e2 h0g2 i0h0 h0h4", "h9g7 b9c7"},
    {"C16", "中炮巡河车对屏风马——红进左马", "Central cannon with riverbank chariot vs screen horses: Red left horse", "h2e2 h0g2 i0h0 h0h4 b0c2", "h9g7 b9c7"},
    {"C17", "中炮过河车对屏风马", "Central cannon with river-crossing chariot vs screen horses", "h2e2 h0g2 i0h0 h0h6", "h9g7 b9c7"},
    {"C18", "中炮过河车七路马对屏风马", "Central cannon, river-crossing chariot and seventh-file horse vs screen horses", "h2e2 h0g2 i0h0 h0h6 b0c2", "h9g7 b9c7"},
    {"C19", "中炮过河车左边马对屏风马", "Central cannon, river-crossing chariot and left edge horse vs screen horses", "h2e2 h0g2 i0h0 h0h6 b0a2", "h9g7 b9c7"},
    {"C20", "中炮过河车七路马对屏风马两头蛇", "Central cannon, river-crossing chariot and seventh-file horse vs screen horses with double-headed snake", "h2e2 h0g2 i0h0 h0h6 b0c2", "h9g7 i9h9 g6g5 b9c7 c6c5"},
    {"C21", "中炮过河车七路马对屏风马两头蛇——红左横车", "… seventh-file horse vs screen horses with double-headed snake: Red left ranked chariot", "h2e2 h0g2 i0h0 h0h6 b0c2 a0a1", "h9g7 i9h9 g6g5 b9c7 c6c5"},
    {"C22", "中炮过河车七路马对屏风马两头蛇——红左横车对黑高右炮", "… double-headed snake: Red left ranked chariot vs Black raised right cannon", "h2e2 h0g2 i0h0 h0h6 b0c2 a0a1 h6h4", "h9g7 i9h9 g6g5 b9c7 c6c5 b7b6 c9e7"},
    {"C23", "中炮过河车七路马对屏风马两头蛇——红左横车兑三兵对黑高右炮", "… double-headed snake: Red left ranked chariot and third-pawn trade vs Black raised right cannon", "h2e2 h0g2 i0h0 h0h6 b0c2 a0a1 h6h4 g3g4", "h9g7 i9h9 g6g5 b9c7 c6c5 b7b6 c9e7"},
    {"C24", "中炮过河车七路马对屏风马两头蛇——红左横车兑七兵对黑高右炮", "… double-headed snake: Red left ranked chariot and seventh-pawn trade vs Black raised right cannon", "h2e2 h0g2 i0h0 h0h6 b0c2 a0a1 h6h4 c3c4", "h9g7 i9h9 g6g5 b9c7 c6c5 b7b6 c9e7"},
    {"C25", "中炮过河车七路马对屏风马两头蛇——红左横车兑双兵对黑高右炮", "… double-headed snake: Red left ranked chariot and both pawns traded vs Black raised right cannon", "h2e2 h0g2 i0h0 h0h6 b0c2 a0a1 h6h4 g3g4 c3c4", "h9g7 i9h9 g6g5 b9c7 c6c5 b7b6 c9e7"},
    {"C30", "中炮过河车互进七兵对屏风马", "Central cannon with river-crossing chariot, both seventh pawns advanced, vs screen horses", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5"},
    {"C31", "中炮过河车互进七兵对屏风马上士", "… vs screen horses with an advisor up", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 f9e8"},
    {"C31", "中炮过河车互进七兵对屏风马上士", "… vs screen horses with an advisor up", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 d9e8"},
    {"C32", "中炮过河车互进七兵对屏风马飞象", "… vs screen horses with an elephant up", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 c9e7"},
    {"C32", "中炮过河车互进七兵对屏风马飞象", "… vs screen horses with an elephant up", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 g9e7"},
    {"C33", "中炮过河车互进七兵对屏风马右横车", "… vs screen horses with right ranked chariot", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 a9a8"},
    {"C34", "中炮过河车互进七兵对屏风马右炮过河", "… vs screen horses with right cannon across the river", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 b7b3"},
    {"C35", "中炮过河车互进七兵对屏风马左马盘河", "… vs screen horses with left horse to the river", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 g7f5"},
    {"C36", "中炮过河车互进七兵对屏风马左马盘河——红七路马", "… vs screen horses with left horse to the river: Red seventh-file horse", "h2e2 h0g2 i0h0 c3c4 h0h6 b0c2", "h9g7 i9h9 b9c7 g6g5 g7f5"},
    {"C37", "中炮过河车互进七兵对屏风马左马盘河——红七路马对黑飞右象", "… vs screen horses with left horse to the river: Red seventh-file horse vs Black right elephant", "h2e2 h0g2 i0h0 c3c4 h0h6 b0c2", "h9g7 i9h9 b9c7 g6g5 g7f5 c9e7"},
    {"C38", "中炮过河车互进七兵对屏风马左马盘河——红七路马高左炮对黑飞右象", "… vs screen horses with left horse to the river: Red seventh-file horse and raised left cannon vs Black right elephant", "h2e2 h0g2 i0h0 c3c4 h0h6 b0c2 b2b3", "h9g7 i9h9 b9c7 g6g5 g7f5 c9e7"},
    {"C39", "中炮过河车互进七兵对屏风马左马盘河——红边炮对黑飞右象", "… vs screen horses with left horse to the river: Red edge cannon vs Black right elephant", "h2e2 h0g2 i0h0 c3c4 h0h6 b0c2 b2a2", "h9g7 i9h9 b9c7 g6g5 g7f5 c9e7"},
    {"C40", "中炮过河车互进七兵对屏风马平炮兑车", "Central cannon with river-crossing chariot, both seventh pawns advanced, vs screen horses offering the chariot trade", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 h7i7"},
    {"C41", "中炮过河车互进七兵对屏风马平炮兑车——黑退边炮", "… offering the chariot trade: Black edge cannon back", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8"},
    {"C42", "中炮过河车互进七兵对屏风马平炮兑车——红七路马对黑退边炮", "… offering the chariot trade: Red seventh-file horse vs Black edge cannon back", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b0c2", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8"},
    {"C43", "中炮过河车互进七兵对屏风马平炮兑车——红七路马对黑退边炮上右士", "… offering the chariot trade: Red seventh-file horse vs Black edge cannon back and right advisor", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b0c2", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8 d9e8"},
    {"C44", "中炮过河车互进七兵对屏风马平炮兑车——红左马盘河对黑退边炮上右士", "… offering the chariot trade: Red left horse to the river vs Black edge cannon back and right advisor", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b0c2 c2d4", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8 d9e8"},
    {"C45", "中炮过河车互进七兵对屏风马平炮兑车——红左边炮对黑退边炮上右士", "… offering the chariot trade: Red left edge cannon vs Black edge cannon back and right advisor", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b0c2 b2a2", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8 d9e8"},
    {"C46", "中炮过河车互进七兵对屏风马平炮兑车——红左边炮对黑退边炮上右士右直车", "… Red left edge cannon vs Black edge cannon back, right advisor and right filed chariot", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b0c2 b2a2", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8 d9e8 a9b9"},
    {"C47", "中炮过河车互进七兵对屏风马平炮兑车——红左边马对黑退边炮", "… offering the chariot trade: Red left edge horse vs Black edge cannon back", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b0a2", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8"},
    {"C48", "中炮过河车互进七兵对屏风马平炮兑车——红仕角炮对黑退边炮", "… offering the chariot trade: Red palace-corner cannon vs Black edge cannon back", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b2d2", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8"},
    {"C49", "中炮过河车互进七兵对屏风马平炮兑车——红进中兵对黑退边炮", "… offering the chariot trade: Red central pawn vs Black edge cannon back", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 e3e4", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8"},
    {"C50", "五六炮对屏风马", "Five-six cannons vs screen horses", "h2e2 b2d2", "h9g7 b9c7"},
    {"C51", "五六炮左边马对屏风马", "Five-six cannons with left edge horse vs screen horses", "h2e2 b2d2 b0a2", "h9g7 b9c7"},
    {"C52", "五六炮左边马对屏风马——黑进７卒右直车", "Five-six cannons with left edge horse vs screen horses: Black seventh pawn and right filed chariot", "h2e2 h0g2 i0h0 b2d2 b0a2 a0b0", "h9g7 b9c7 i9h9 g6g5 a9b9"},
    {"C53", "五六炮左边马对屏风马——黑进７卒右直车右炮过河", "Five-six cannons with left edge horse vs screen horses: Black seventh pawn, right filed chariot and right cannon across the river", "h2e2 h0g2 i0h0 b2d2 b0a2 a0b0", "h9g7 b9c7 i9h9 g6g5 a9b9 b7b3"},
    {"C54", "五六炮过河车对屏风马", "Five-six cannons with river-crossing chariot vs screen horses", "h2e2 h0g2 i0h0 b2d2 h0h6", "h9g7 b9c7"},
    {"C55", "五六炮过河车对屏风马——黑进７卒右直车", "Five-six cannons with river-crossing chariot vs screen horses: Black seventh pawn and right filed chariot", "h2e2 h0g2 i0h0 b2d2 h0h6", "h9g7 b9c7 i9h9 g6g5 a9b9"},
    {"C56", "五六炮过河车对屏风马——黑两头蛇", "Five-six cannons with river-crossing chariot vs screen horses: Black double-headed snake", "h2e2 h0g2 i0h0 b2d2 h0h6", "h9g7 b9c7 i9h9 g6g5 c6c5"},
    {"C60", "五七炮对屏风马", "Five-seven cannons vs screen horses", "h2e2 b2c2", "h9g7 b9c7"},
    {"C61", "五七炮对屏风马进７卒", "Five-seven cannons vs screen horses with the seventh pawn advanced", "h2e2 h0g2 i0h0 b0a2 b2c2", "h9g7 i9h9 g6g5 b9c7"},
    {"C62", "五七炮对屏风马进７卒——黑右直车", "Five-seven cannons vs screen horses with the seventh pawn: Black right filed chariot", "h2e2 h0g2 i0h0 b0a2 b2c2", "h9g7 i9h9 g6g5 b9c7 a9b9"},
    {"C63", "五七炮对屏风马进７卒——红左直车对黑右直车", "Five-seven cannons vs screen horses with the seventh pawn: Red left filed chariot vs Black right filed chariot", "h2e2 h0g2 i0h0 b0a2 b2c2 a0b0", "h9g7 i9h9 g6g5 b9c7 a9b9"},
    {"C64", "五七炮对屏风马进７卒——红左直车对黑右直车左炮过河", "… Red left filed chariot vs Black right filed chariot and left cannon across the river", "h2e2 h0g2 i0h0 b0a2 b2c2 a0b0", "h9g7 i9h9 g6g5 b9c7 a9b9 h7h3"},
    {"C65", "五七炮对屏风马进７卒——红左直车对黑右直车右炮巡河", "… Red left filed chariot vs Black right filed chariot and right cannon at the river", "h2e2 h0g2 i0h0 b0a2 b2c2 a0b0", "h9g7 i9h9 g6g5 b9c7 a9b9 b7b5"},
    {"C66", "五七炮对屏风马进７卒——红左直车对黑右直车右炮过河", "… Red left filed chariot vs Black right filed chariot and right cannon across the river", "h2e2 h0g2 i0h0 b0a2 b2c2 a0b0", "h9g7 i9h9 g6g5 b9c7 a9b9 b7b3"},
    {"C67", "五七炮对屏风马进７卒——黑右炮巡河", "Five-seven cannons vs screen horses with the seventh pawn: Black right cannon at the river", "h2e2 h0g2 i0h0 b0a2 b2c2", "h9g7 i9h9 g6g5 b9c7 b7b5"},
    {"C68", "五七炮互进七兵对屏风马", "Five-seven cannons, both seventh pawns advanced, vs screen horses", "h2e2 b2c2 c3c4", "h9g7 b9c7 g6g5"},
    {"C70", "五七炮对屏风马进３卒", "Five-seven cannons vs screen horses with the third pawn advanced", "h2e2 b2c2", "h9g7 b9c7 c6c5"},
    {"C71", "五七炮对屏风马进３卒右马外盘河", "Five-seven cannons vs screen horses with the third pawn and right horse outside to the river", "h2e2 b2c2", "h9g7 b9c7 c6c5 c7b5"},
    {"C72", "五七炮互进三兵对屏风马边卒右马外盘河", "Five-seven cannons, both third pawns advanced, vs screen horses with edge pawn and right horse outside to the river", "h2e2 h0g2 i0h0 g3g4 b0a2 b2c2", "h9g7 i9h9 b9c7 c6c5 a6a5 c7b5"},
    {"C73", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车", "… edge pawn and right horse outside to the river: Red left ranked chariot", "h2e2 h0g2 i0h0 g3g4 b0a2 b2c2 a0a1", "h9g7 i9h9 b9c7 c6c5 a6a5 c7b5"},
    {"C74", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车对黑飞左象", "… Red left ranked chariot vs Black left elephant", "h2e2 h0g2 i0h0 g3g4 b0a2 b2c2 a0a1", "h9g7 i9h9 b9c7 c6c5 a6a5 c7b5 g9e7"},
    {"C75", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车右马盘河对黑飞左象", "… Red left ranked chariot and right horse to the river vs Black left elephant", "h2e2 h0g2 i0h0 g3g4 b0a2 b2c2 a0a1 g2f4", "h9g7 i9h9 b9c7 c6c5 a6a5 c7b5 g9e7"},
    {"C76", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车右车巡河对黑飞左象", "… Red left ranked chariot and right chariot at the river vs Black left elephant", "h2e2 h0g2 i0h0 g3g4 b0a2 b2c2 a0a1 h0h4", "h9g7 i9h9 b9c7 c6c5 a6a5 c7b5 g9e7"},
    {"C77", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车对黑飞右象", "… Red left ranked chariot vs Black right elephant", "h2e2 h0g2 i0h0 g3g4 b0a2 b2c2 a0a1", "h9g7 i9h9 b9c7 c6c5 a6a5 c7b5 c9e7"},
    {"C78", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车对黑兑边卒", "… Red left ranked chariot vs Black trading the edge pawn", "h2e2 h0g2 i0h0 g3g4 b0a2 b2c2 a0a1", "h9g7 i9h9 b9c7 c6c5 a6a5 c7b5 a5a4"},
    {"C80", "中炮巡河炮对屏风马", "Central cannon with riverbank cannon vs screen horses", "h2e2 b2b4", "h9g7 b9c7"},
    {"C81", "中炮巡河炮对屏风马——黑飞左象", "Central cannon with riverbank cannon vs screen horses: Black left elephant", "h2e2 b2b4", "h9g7 b9c7 g9e7"},
    {"C82", "中炮巡河炮对屏风马——黑飞左象右横车", "Central cannon with riverbank cannon vs screen horses: Black left elephant and right ranked chariot", "h2e2 b2b4", "h9g7 b9c7 g9e7 a9a8"},
    {"C83", "中炮巡河炮对屏风马——黑飞左象左炮巡河", "Central cannon with riverbank cannon vs screen horses: Black left elephant and left cannon at the river", "h2e2 b2b4", "h9g7 b9c7 g9e7 h7h5"},
    {"C84", "中炮巡河炮对屏风马——黑飞右象", "Central cannon with riverbank cannon vs screen horses: Black right elephant", "h2e2 b2b4", "h9g7 b9c7 c9e7"},
    {"C85", "中炮巡河炮对屏风马——红左马盘河对黑左马外盘河", "Central cannon with riverbank cannon vs screen horses: Red left horse to the river vs Black left horse outside to the river", "h2e2 h0g2 b0c2 b2b4 c3c4", "h9g7 b9c7 i9h9 g6g5 g7h5"},
    {"C86", "中炮巡河炮缓开车对屏风马左马外盘河——红右横车", "Central cannon with riverbank cannon and late chariot vs screen horses with left horse outside to the river: Red right ranked chariot", "h2e2 h0g2 b0c2 b2b4 c3c4 c2d4 i0i1", "h9g7 b9c7 i9h9 g6g5 g7h5"},
    {"C90", "五八炮对屏风马", "Five-eight cannons vs screen horses", "h2e2 b2b6", "h9g7 b9c7"},
    {"C91", "五八炮互进三兵对屏风马", "Five-eight cannons, both third pawns advanced, vs screen horses", "h2e2 b2b6 g3g4", "h9g7 b9c7 c6c5"},
    {"C92", "五八炮互进三兵对屏风马——红左正马", "Five-eight cannons, both third pawns advanced, vs screen horses: Red left horse", "h2e2 b2b6 g3g4 b0c2", "h9g7 b9c7 c6c5"},
    {"C93", "五八炮互进三兵对屏风马——红左边马", "Five-eight cannons, both third pawns advanced, vs screen horses: Red left edge horse", "h2e2 b2b6 g3g4 b0a2", "h9g7 b9c7 c6c5"},
    {"C94", "五八炮互进三兵对屏风马——红左边马对黑上士", "… Red left edge horse vs Black advisor", "h2e2 b2b6 g3g4 b0a2", "h9g7 b9c7 c6c5 d9e8"},
    {"C94", "五八炮互进三兵对屏风马——红左边马对黑上士", "… Red left edge horse vs Black advisor", "h2e2 b2b6 g3g4 b0a2", "h9g7 b9c7 c6c5 f9e8"},
    {"C95", "五八炮互进三兵对屏风马——红左边马对黑兑７卒", "… Red left edge horse vs Black trading the seventh pawn", "h2e2 b2b6 g3g4 b0a2", "h9g7 b9c7 c6c5 g6g5"},
    {"C96", "五八炮互进三兵对屏风马——红左边马对黑边卒", "… Red left edge horse vs Black edge pawn", "h2e2 b2b6 g3g4 b0a2", "h9g7 b9c7 c6c5 a6a5"},
    {"C97", "五八炮互进三兵对屏风马——红左边马平炮压马对黑边卒", "… Red left edge horse and cannon pressing the horse vs Black edge pawn", "h2e2 b2b6 g3g4 b0a2 b6c6", "h9g7 b9c7 c6c5 a6a5"},
    {"C98", "五八炮互进三兵对屏风马——红平炮压马", "Five-eight cannons, both third pawns advanced, vs screen horses: Red cannon pressing the horse", "h2e2 b2b6 g3g4 b6c6", "h9g7 b9c7 c6c5"},
    {"C99", "五九炮对屏风马", "Five-nine cannons vs screen horses", "h2e2 b2a2", "h9g7 b9c7"},

    // ---- D: same-direction and opposite-direction cannons -----------------------------------------------
    {"D00", "顺炮缓开车对其他", "Same-direction cannons, late chariot vs others", "h2e2", "h7e7"},
    {"D01", "顺炮缓开车对横车", "Same-direction cannons, late chariot vs ranked chariot", "h2e2 h0g2", "h7e7 i9i8"},
    {"D02", "顺炮缓开车对直车", "Same-direction cannons, late chariot vs filed chariot", "h2e2 h0g2", "h7e7 h9g7 i9h9"},
    {"D03", "顺炮横车对缓开车", "Same-direction cannons, ranked chariot vs late chariot", "h2e2 h0g2 i0i1", "h7e7 h9g7"},
    {"D04", "顺炮横车对直车", "Same-direction cannons, ranked chariot vs filed chariot", "h2e2 h0g2 i0i1", "h7e7 h9g7 i9h9"},
    {"D05", "顺炮横车对直车巡河", "Same-direction cannons, ranked chariot vs filed chariot at the river", "h2e2 h0g2 i0i1", "h7e7 h9g7 i9h9 h9h5"},
    {"D10", "顺炮直车对缓开车", "Same-direction cannons with filed chariot vs late chariot", "h2e2 h0g2 i0h0", "h7e7 h9g7"},
    {"D11", "顺炮直车对缓开车——黑左横车", "Same-direction cannons with filed chariot vs late chariot: Black left ranked chariot", "h2e2 h0g2 i0h0", "h7e7 h9g7 i9i8>3"},
    {"D12", "顺炮直车对缓开车——黑右横车", "Same-direction cannons with filed chariot vs late chariot: Black right ranked chariot", "h2e2 h0g2 i0h0", "h7e7 h9g7 a9a8"},
    {"D13", "顺炮直车对缓开车——黑兑直车", "Same-direction cannons with filed chariot vs late chariot: Black offers the chariot trade", "h2e2 h0g2 i0h0", "h7e7 h9g7 i9h9"},
    {"D14", "顺炮直车对缓开车——黑过河炮", "Same-direction cannons with filed chariot vs late chariot: Black river-crossing cannon", "h2e2 h0g2 i0h0", "h7e7 h9g7 b7b3"},
    {"D15", "顺炮直车对缓开车——黑边炮", "Same-direction cannons with filed chariot vs late chariot: Black edge cannon", "h2e2 h0g2 i0h0", "h7e7 h9g7 b7a7"},
    {"D20", "顺炮直车对横车", "Same-direction cannons with filed chariot vs ranked chariot", "h2e2 h0g2 i0h0", "h7e7 h9g7 i9i8@3"},
    {"D21", "顺炮直车对横车——红先上仕", "Same-direction cannons, filed vs ranked chariot: Red advisor first", "h2e2 h0g2 i0h0 f0e1", "h7e7 h9g7 i9i8@3"},
    {"D21", "顺炮直车对横车——红先上仕", "Same-direction cannons, filed vs ranked chariot: Red advisor first", "h2e2 h0g2 i0h0 d0e1", "h7e7 h9g7 i9i8@3"},
    {"D22", "顺炮直车对横车——红左边马", "Same-direction cannons, filed vs ranked chariot: Red left edge horse", "h2e2 h0g2 i0h0 b0a2", "h7e7 h9g7 i9i8@3"},
    {"D23", "顺炮直车对横车——红巡河车", "Same-direction cannons, filed vs ranked chariot: Red riverbank chariot", "h2e2 h0g2 i0h0 h0h4", "h7e7 h9g7 i9i8@3"},
    {"D24", "顺炮直车对横车——红过河车", "Same-direction cannons, filed vs ranked chariot: Red river-crossing chariot", "h2e2 h0g2 i0h0 h0h6", "h7e7 h9g7 i9i8@3"},
    {"D25", "顺炮直车对横车——红仕角炮", "Same-direction cannons, filed vs ranked chariot: Red palace-corner cannon", "h2e2 h0g2 i0h0 b2d2", "h7e7 h9g7 i9i8@3"},
    {"D26", "顺炮直车对横车——红进三兵", "Same-direction cannons, filed vs ranked chariot: Red third pawn", "h2e2 h0g2 i0h0 g3g4", "h7e7 h9g7 i9i8@3"},
    {"D27", "顺炮直车对横车——红进七兵", "Same-direction cannons, filed vs ranked chariot: Red seventh pawn", "h2e2 h0g2 i0h0 c3c4", "h7e7 h9g7 i9i8@3"},
    {"D28", "顺炮直车对横车——红两头蛇", "Same-direction cannons, filed vs ranked chariot: Red double-headed snake", "h2e2 h0g2 i0h0 g3g4 c3c4", "h7e7 h9g7 i9i8@3"},
    {"D29", "顺炮直车对横车——红两头蛇对黑双横车", "Same-direction cannons, filed vs ranked chariot: Red double-headed snake vs Black two ranked chariots", "h2e2 h0g2 i0h0 g3g4 c3c4", "h7e7 h9g7 i9i8@3 a9a8"},
    {"D30", "中炮不进三兵对左炮封车转列炮", "Central cannon without the third pawn vs left cannon blocking the chariot, into opposite cannons", "h2e2", "h9g7 h7h3 b7e7"},
    {"D31", "中炮进三兵对左炮封车转列炮", "Central cannon with third pawn vs left cannon blocking the chariot, into opposite cannons", "h2e2 h0g2 i0h0 g3g4", "h9g7 i9h9 h7h3 b7e7"},
    {"D32", "中炮进三兵对左炮封车转列炮——红右马盘河", "… into opposite cannons: Red right horse to the river", "h2e2 h0g2 i0h0 g3g4 g2f4", "h9g7 i9h9 h7h3 b7e7"},
    {"D33", "中炮进三兵对左炮封车转列炮——红七路马", "… into opposite cannons: Red seventh-file horse", "h2e2 h0g2 i0h0 g3g4 b0c2", "h9g7 i9h9 h7h3 b7e7"},
    {"D34", "中炮进三兵对左炮封车转列炮——红左边马", "… into opposite cannons: Red left edge horse", "h2e2 h0g2 i0h0 g3g4 b0a2", "h9g7 i9h9 h7h3 b7e7"},
    {"D35", "中炮进三兵对左炮封车转列炮——红进炮打马", "… into opposite cannons: Red cannon attacking the horse", "h2e2 h0g2 i0h0 g3g4 b2b7", "h9g7 i9h9 h7h3 b7e7"},
    {"D36", "中炮进三兵对左炮封车转列炮——红两头蛇", "… into opposite cannons: Red double-headed snake", "h2e2 h0g2 i0h0 g3g4 c3c4", "h9g7 i9h9 h7h3 b7e7"},
    {"D40", "中炮对左三步虎转列炮", "Central cannon vs left three-step tiger into opposite cannons", "h2e2", "h9g7 h7i7 b7e7"},
    {"D41", "中炮进中兵对左三步虎骑河车转列炮", "Central cannon with central pawn vs left three-step tiger and riding-the-river chariot, into opposite cannons", "h2e2 h0g2 e3e4", "h9g7 h7i7 i9h9 h9h4 b7e7"},
    {"D42", "中炮对左三步虎转列炮——红左直车", "Central cannon vs left three-step tiger into opposite cannons: Red left filed chariot", "h2e2 b0c2 a0b0", "h9g7 h7i7 b7e7"},
    {"D43", "中炮对左三步虎转列炮——红两头蛇", "Central cannon vs left three-step tiger into opposite cannons: Red double-headed snake", "h2e2 g3g4 c3c4", "h9g7 h7i7 b7e7"},
    {"D50", "中炮对列炮", "Central cannon vs opposite-direction cannon", "h2e2", "b7e7"},
    {"D51", "中炮对后补列炮", "Central cannon vs delayed opposite-direction cannon", "h2e2", "h9g7 b7e7"},
    {"D52", "中炮右直车对后补列炮", "Central cannon with right filed chariot vs delayed opposite cannon", "h2e2 h0g2 i0h0", "h9g7 b7e7"},
    {"D53", "中炮过河车对后补列炮", "Central cannon with river-crossing chariot vs delayed opposite cannon", "h2e2 h0g2 i0h0 h0h6", "h9g7 b7e7"},
    {"D54", "中炮左直车对后补列炮", "Central cannon with left filed chariot vs delayed opposite cannon", "h2e2 b0c2 a0b0", "h9g7 b7e7"},
    {"D55", "中炮双直车对后补列炮", "Central cannon with two filed chariots vs delayed opposite cannon", "h2e2 h0g2 i0h0 b0c2 a0b0", "h9g7 b7e7"},

    // ---- E: the pawn opening (仙人指路) ------------------------------------------------------------------
    {"E00", "仙人指路局", "Pawn opening", "g3g4", ""},
    {"E01", "仙人指路对飞象", "Pawn opening vs elephant", "g3g4", "g9e7"},
    {"E01", "仙人指路对飞象", "Pawn opening vs elephant", "g3g4", "c9e7"},
    {"E02", "仙人指路进右马对飞象", "Pawn opening with right horse vs elephant", "g3g4 h0g2", "g9e7"},
    {"E02", "仙人指路进右马对飞象", "Pawn opening with right horse vs elephant", "g3g4 h0g2", "c9e7"},
    {"E03", "仙人指路对中炮", "Pawn opening vs central cannon", "g3g4", "h7e7"},
    {"E03", "仙人指路对中炮", "Pawn opening vs central cannon", "g3g4", "b7e7"},
    {"E04", "仙人指路对士角炮或过宫炮", "Pawn opening vs palace-corner or cross-palace cannon", "g3g4", "h7f7"},
    {"E04", "仙人指路对士角炮或过宫炮", "Pawn opening vs palace-corner or cross-palace cannon", "g3g4", "h7d7"},
    {"E04", "仙人指路对士角炮或过宫炮", "Pawn opening vs palace-corner or cross-palace cannon", "g3g4", "b7f7"},
    {"E04", "仙人指路对士角炮或过宫炮", "Pawn opening vs palace-corner or cross-palace cannon", "g3g4", "b7d7"},
    {"E05", "仙人指路对金钩炮", "Pawn opening vs golden hook cannon", "g3g4", "b7g7"},
    {"E06", "仙人指路对进右马", "Pawn opening vs right horse", "g3g4", "b9c7"},
    {"E07", "仙人指路互进右马局", "Pawn opening, both right horses", "g3g4 h0g2", "b9c7"},
    {"E08", "两头蛇对进右马", "Double-headed snake vs right horse", "g3g4 c3c4", "b9c7"},
    {"E09", "两头蛇对进右马转卒底炮", "Double-headed snake vs right horse into pawn-base cannon", "g3g4 c3c4", "b9c7 h7g7"},
    {"E10", "仙人指路对卒底炮", "Pawn opening vs pawn-base cannon", "g3g4", "h7g7"},
    {"E11", "仙人指路飞相对卒底炮", "Pawn opening with elephant vs pawn-base cannon", "g3g4 g0e2", "h7g7"},
    {"E11", "仙人指路飞相对卒底炮", "Pawn opening with elephant vs pawn-base cannon", "g3g4 c0e2", "h7g7"},
    {"E12", "仙人指路转右中炮对卒底炮", "Pawn opening into right central cannon vs pawn-base cannon", "g3g4 h2e2", "h7g7"},
    {"E13", "仙人指路转左中炮对卒底炮", "Pawn opening into left central cannon vs pawn-base cannon", "g3g4 b2e2", "h7g7"},
    {"E14", "仙人指路转左中炮对卒底炮飞右象", "Pawn opening into left central cannon vs pawn-base cannon with right elephant", "g3g4 b2e2", "h7g7 c9e7"},
    {"E15", "仙人指路转左中炮对卒底炮飞右象——红右边马", "… with right elephant: Red right edge horse", "g3g4 b2e2 h0i2", "h7g7 c9e7"},
    {"E16", "仙人指路转左中炮对卒底炮飞右象——互进边马", "… with right elephant: both edge horses", "g3g4 b2e2 h0i2", "h7g7 c9e7 h9i7"},
    {"E17", "仙人指路转左中炮对卒底炮转顺炮", "Pawn opening into left central cannon vs pawn-base cannon, into same-direction cannons", "g3g4 b2e2", "h7g7 b7e7"},
    {"E20", "仙人指路转左中炮对卒底炮飞左象", "Pawn opening into left central cannon vs pawn-base cannon with left elephant", "g3g4 b2e2", "h7g7 g9e7"},
    {"E21", "仙人指路转左中炮对卒底炮飞左象——红先上仕", "… with left elephant: Red advisor first", "g3g4 b2e2 f0e1", "h7g7 g9e7"},
    {"E22", "仙人指路转左中炮对卒底炮飞左象——红进左马", "… with left elephant: Red left horse", "g3g4 b2e2 b0c2", "h7g7 g9e7"},
    {"E23", "仙人指路转左中炮对卒底炮飞左象——红进左马对黑右横车", "… with left elephant: Red left horse vs Black right ranked chariot", "g3g4 b2e2 b0c2", "h7g7 g9e7 a9a8"},
    {"E24", "仙人指路转左中炮对卒底炮飞左象——红左直车对黑右横车", "… with left elephant: Red left filed chariot vs Black right ranked chariot", "g3g4 b2e2 b0c2 a0b0 h0g2", "h7g7 g9e7 a9a8 a8h8 h9f8"},
    {"E25", "仙人指路转左中炮对卒底炮飞左象——红左直车右马盘河对黑右横车上士", "… Red left filed chariot and right horse to the river vs Black right ranked chariot and advisor", "g3g4 b2e2 b0c2 a0b0 h0g2 h2i2 g2f4", "h7g7 g9e7 a9a8 a8h8 h9f8 b9a7 f9e8"},
    {"E26", "仙人指路转左中炮对卒底炮飞左象——红左直车右马盘河对黑右横车过河", "… Red left filed chariot and right horse to the river vs Black right ranked chariot across the river", "g3g4 b2e2 b0c2 a0b0 h0g2 h2i2 g2f4", "h7g7 g9e7 a9a8 a8h8 h9f8 b9a7 h8h2"},
    {"E27", "仙人指路转左中炮对卒底炮飞左象——红左直车右马盘河对黑右横车边卒", "… Red left filed chariot and right horse to the river vs Black right ranked chariot and edge pawn", "g3g4 b2e2 b0c2 a0b0 h0g2 h2i2 g2f4", "h7g7 g9e7 a9a8 a8h8 h9f8 b9a7 a6a5"},
    {"E30", "仙人指路转左中炮对卒底炮飞左象——黑进７卒", "… with left elephant: Black seventh pawn", "g3g4 b2e2 b0c2", "h7g7 g9e7 g6g5"},
    {"E31", "仙人指路转左中炮对卒底炮飞左象——黑连进７卒", "… with left elephant: Black pushes the seventh pawn twice", "g3g4 b2e2 b0c2", "h7g7 g9e7 g6g5 g5g4"},
    {"E32", "仙人指路转左中炮对卒底炮飞左象——红左直车右边马对黑连进７卒拐角马", "… with left elephant: Red left filed chariot and right edge horse vs Black's seventh pawn twice and corner horse", "g3g4 b2e2 b0c2 a0b0 h0i2", "h7g7 g9e7 g6g5 g5g4 h9f8"},
    {"E33", "仙人指路转左中炮对卒底炮飞左象——红左直车右边马对黑连进７卒右横车", "… with left elephant: Red left filed chariot and right edge horse vs Black's seventh pawn twice and right ranked chariot", "g3g4 b2e2 b0c2 a0b0 h0i2", "h7g7 g9e7 g6g5 g5g4 a9a8"},
    {"E34", "仙人指路转左中炮对卒底炮飞左象——红左直车右边马上仕对黑连进７卒右横车", "… Red left filed chariot, right edge horse and advisor vs Black's seventh pawn twice and right ranked chariot", "g3g4 b2e2 b0c2 a0b0 h0i2 f0e1", "h7g7 g9e7 g6g5 g5g4 a9a8"},
    {"E35", "仙人指路转左中炮对卒底炮飞左象——红巡河车右边马对黑连进７卒右横车", "… Red riverbank chariot and right edge horse vs Black's seventh pawn twice and right ranked chariot", "g3g4 b2e2 b0c2 a0b0 h0i2 b0b4", "h7g7 g9e7 g6g5 g5g4 a9a8"},
    {"E36", "仙人指路转左中炮对卒底炮飞左象——红双直车右边马对黑连进７卒右横车", "… with left elephant: Red two filed chariots and right edge horse vs Black's seventh pawn twice and right ranked chariot", "g3g4 b2e2 b0c2 a0b0 h0i2 i0h0", "h7g7 g9e7 g6g5 g5g4 a9a8"},
    {"E37", "仙人指路转左中炮对卒底炮飞左象——红右边马", "… with left elephant: Red right edge horse", "g3g4 b2e2 h0i2", "h7g7 g9e7"},
    {"E38", "仙人指路转左中炮对卒底炮飞左象——红炮打中卒", "… with left elephant: Red cannon takes the central pawn", "g3g4 b2e2 e2e6", "h7g7 g9e7"},
    {"E40", "对兵局", "Pawn against pawn", "g3g4", "c6c5"},
    {"E41", "对兵进右马局", "Pawn against pawn, Red right horse", "g3g4 h0g2", "c6c5"},
    {"E42", "对兵互进右马局", "Pawn against pawn, both right horses", "g3g4 h0g2", "c6c5 b9c7"},
    {"E43", "对兵互进右马局——红飞相", "Pawn against pawn, both right horses: Red elephant", "g3g4 h0g2 g0e2", "c6c5 b9c7"},
    {"E43", "对兵互进右马局——红飞相", "Pawn against pawn, both right horses: Red elephant", "g3g4 h0g2 c0e2", "c6c5 b9c7"},
    {"E44", "对兵互进右马局——红横车", "Pawn against pawn, both right horses: Red ranked chariot", "g3g4 h0g2 i0i1", "c6c5 b9c7"},
    {"E45", "对兵互进右马局——红边炮", "Pawn against pawn, both right horses: Red edge cannon", "g3g4 h0g2 h2i2", "c6c5 b9c7"},
    {"E46", "对兵转兵底炮", "Pawn against pawn into pawn-base cannon", "g3g4 b2c2", "c6c5"},
    {"E47", "对兵转兵底炮对右中炮", "Pawn against pawn into pawn-base cannon vs right central cannon", "g3g4 b2c2", "c6c5 b7e7"},
    {"E48", "对兵转兵底炮对左中炮", "Pawn against pawn into pawn-base cannon vs left central cannon", "g3g4 b2c2", "c6c5 h7e7"},
};
// clang-format on

// A defining move and where the side may have played it (indices into its moves, 0-based, inclusive).
struct Wanted {
    Move move;
    std::size_t first = 0;
    std::size_t last = std::size_t(-1);
};

std::vector<Wanted> parseMoves(std::string_view text) {
    std::vector<Wanted> out;
    std::istringstream in{std::string(text)};
    std::string m;
    while (in >> m) {
        Wanted w;
        w.move = parseUciMove(m.substr(0, 4));
        if (m.size() > 5 && m[4] == '@') w.last = std::stoul(m.substr(5)) - 1;
        if (m.size() > 5 && m[4] == '>') w.first = std::stoul(m.substr(5));
        out.push_back(w);
    }
    return out;
}

Move mirror(Move m) {
    auto flip = [](Square s) { return makeSquare(FileCount - 1 - fileOf(s), rankOf(s)); };
    return Move(flip(m.from()), flip(m.to()));
}

// How well an entry fits the game's moves of one side: -1 = no; else the sum of the indices where its moves
// were found (smaller = earlier = better).
int fitSide(const std::vector<Wanted>& wanted, const std::vector<Move>& played) {
    if (wanted.empty()) return 0;
    const std::size_t window = std::min(played.size(), wanted.size() + std::size_t(MatchSlack));
    std::vector<bool> used(window, false);
    int sum = 0;
    for (const Wanted& w : wanted) {
        bool found = false;
        for (std::size_t i = w.first; i < window && i <= w.last; ++i) {
            if (!used[i] && played[i] == w.move) {
                used[i] = true;
                sum += int(i);
                found = true;
                break;
            }
        }
        if (!found) return -1;
    }
    return sum;
}

Opening toOpening(const Entry& e) {
    Opening o;
    o.code = e.code;
    o.chinese = e.chinese;
    o.english = e.english;
    const std::string_view name = e.chinese;
    const std::size_t dash = name.find("——");
    o.opening = std::string(name.substr(0, dash));
    if (dash != std::string_view::npos) o.variation = std::string(name.substr(dash + std::string_view("——").size()));
    return o;
}

}  // namespace

Opening classifyOpening(const std::vector<Move>& moves) {
    // Red's and Black's first moves, mirrored so that Red's first move starts on its right-hand side.
    const bool flip = !moves.empty() && fileOf(moves.front().from()) < 4;
    std::vector<Move> red, black;
    for (std::size_t i = 0; i < moves.size() && i < 2 * MovesLookedAt; ++i)
        (i % 2 == 0 ? red : black).push_back(flip ? mirror(moves[i]) : moves[i]);

    // The table's moves, parsed once (thread-safe static initialisation): classifying 50,000 games on import
    // spent most of its time re-reading them.
    static const std::vector<std::pair<std::vector<Wanted>, std::vector<Wanted>>> parsed = [] {
        std::vector<std::pair<std::vector<Wanted>, std::vector<Wanted>>> v;
        for (const Entry& e : Table) v.emplace_back(parseMoves(e.red), parseMoves(e.black));
        return v;
    }();
    const Entry* best = &Table[0];
    std::size_t bestLength = 0;
    int bestSpread = 0;
    for (std::size_t k = 0; k < std::size(Table); ++k) {
        const Entry& e = Table[k];
        const std::vector<Wanted>& r = parsed[k].first;
        const std::vector<Wanted>& b = parsed[k].second;
        if (r.empty()) continue;
        if (red.empty() || red.front() != r.front().move) continue;  // the first move names the family
        const int fr = fitSide(r, red), fb = fitSide(b, black);
        if (fr < 0 || fb < 0) continue;
        const std::size_t length = r.size() + b.size();
        if (length > bestLength || (length == bestLength && fr + fb < bestSpread)) {
            best = &e;
            bestLength = length;
            bestSpread = fr + fb;
        }
    }
    return toOpening(*best);
}

Opening classifyOpening(const GameRecord& game) {
    if (!game.startFen().empty()) return {};
    return classifyOpening(game.mainLineMoves());
}

bool addOpeningTags(GameRecord& game) {
    const Opening o = classifyOpening(game);
    if (!o) return false;
    game.setTag("ECCO", o.code);
    game.setTag("Opening", o.opening);
    if (o.variation.empty()) game.removeTag("Variation");
    else game.setTag("Variation", o.variation);
    return true;
}

std::vector<Opening> eccoTable() {
    std::vector<Opening> out;
    for (const Entry& e : Table) {
        if (!out.empty() && out.back().code == e.code) continue;
        out.push_back(toOpening(e));
    }
    return out;
}

}  // namespace xq
