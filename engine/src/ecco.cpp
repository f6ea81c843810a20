// ECCO opening classification: a table of defining moves per code, matched against the first moves of a game.
#include "xiangqi/ecco.h"

#include <algorithm>
#include <array>
#include <sstream>

namespace xq {

namespace {

// One ECCO code and the moves that define it, as played from the standard start with Red's first move on its
// right-hand side (a game opened on the left is mirrored first). Moves are ICCS, separated by spaces; each side's
// moves may come in any order (transpositions), but must all appear among that side's first few moves (their
// number plus MatchSlack). Red's first listed move must be the game's first move: it names the family.
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
    {"A00", "非常见开局", "Uncommon opening", "", ""},
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
    {"B05", "中炮对进左马", "Central cannon vs left horse", "h2e2", "h9g7"},
    {"B07", "中炮对左炮封车", "Central cannon vs left cannon blocking the chariot", "h2e2", "h9g7 h7h3"},
    {"B10", "中炮对单提马", "Central cannon vs single-lifted horse", "h2e2", "b9c7 h9i7"},
    {"B20", "中炮对左三步虎", "Central cannon vs left three-step tiger", "h2e2", "h9g7 h7i7"},
    {"B22", "中炮右横车对左三步虎", "Central cannon with right ranked chariot vs left three-step tiger", "h2e2 i0i1", "h9g7 h7i7"},
    {"B23", "中炮巡河炮对左三步虎", "Central cannon with riverbank cannon vs left three-step tiger", "h2e2 b2b4", "h9g7 h7i7"},
    {"B24", "中炮过河炮对左三步虎", "Central cannon with river-crossing cannon vs left three-step tiger", "h2e2 b2b6", "h9g7 h7i7"},
    {"B25", "中炮两头蛇对左三步虎", "Central cannon, double-headed snake, vs left three-step tiger", "h2e2 g3g4 c3c4", "h9g7 h7i7"},
    {"B30", "中炮对反宫马", "Central cannon vs sandwiched horses", "h2e2", "b9c7 h7f7"},
    {"B31", "中炮对反宫马", "Central cannon vs sandwiched horses", "h2e2", "b9c7 h7f7 h9g7"},
    {"B34", "中炮右横车对反宫马", "Central cannon with right ranked chariot vs sandwiched horses", "h2e2 i0i1", "b9c7 h7f7 h9g7"},
    {"B40", "五六炮对反宫马", "Five-six cannons vs sandwiched horses", "h2e2 b2d2", "b9c7 h7f7 h9g7"},
    {"B41", "五六炮左正马对反宫马", "Five-six cannons with left horse vs sandwiched horses", "h2e2 b2d2 b0c2", "b9c7 h7f7 h9g7"},
    {"B42", "五六炮左正马对反宫马——黑右直车", "Five-six cannons with left horse vs sandwiched horses: Black right filed chariot", "h2e2 b2d2 b0c2", "b9c7 h7f7 h9g7 a9b9"},
    {"B50", "五七炮对反宫马", "Five-seven cannons vs sandwiched horses", "h2e2 b2c2", "b9c7 h7f7 h9g7"},

    // ---- C: central cannon against the screen horses ----------------------------------------------------
    {"C00", "中炮对屏风马", "Central cannon vs screen horses", "h2e2", "h9g7 b9c7"},
    {"C01", "中炮七路马对屏风马", "Central cannon with seventh-file horse vs screen horses", "h2e2 b0c2", "h9g7 b9c7"},
    {"C02", "中炮七路马对屏风马——红左马盘河", "Central cannon with seventh-file horse vs screen horses: Red left horse to the river", "h2e2 b0c2 c2d4", "h9g7 b9c7"},
    {"C03", "中炮七路马对屏风马——红进中兵", "Central cannon with seventh-file horse vs screen horses: Red central pawn", "h2e2 b0c2 e3e4", "h9g7 b9c7"},
    {"C04", "中炮七路马对屏风马——红进中兵对黑双炮过河", "Central cannon with seventh-file horse vs screen horses: Red central pawn vs Black's two cannons across the river", "h2e2 b0c2 e3e4", "h9g7 b9c7 b7b3 h7h3"},
    {"C05", "中炮左边马对屏风马", "Central cannon with left edge horse vs screen horses", "h2e2 b0a2", "h9g7 b9c7"},
    {"C06", "中炮左边马对屏风马——红左横车", "Central cannon with left edge horse vs screen horses: Red left ranked chariot", "h2e2 b0a2 a0a1", "h9g7 b9c7"},
    {"C10", "中炮右横车对屏风马", "Central cannon with right ranked chariot vs screen horses", "h2e2 h0g2 i0i1", "h9g7 b9c7"},
    {"C14", "中炮右横车对屏风马——红进中兵", "Central cannon with right ranked chariot vs screen horses: Red central pawn", "h2e2 h0g2 i0i1 e3e4", "h9g7 b9c7"},
    {"C15", "中炮巡河车对屏风马——红不进左马", "Central cannon with riverbank chariot vs screen horses: Red left horse held back", "h2e2 h0g2 i0h0 h0h4", "h9g7 b9c7"},
    {"C16", "中炮巡河车对屏风马——红进左马", "Central cannon with riverbank chariot vs screen horses: Red left horse", "h2e2 h0g2 i0h0 h0h4 b0c2", "h9g7 b9c7"},
    {"C17", "中炮过河车对屏风马", "Central cannon with river-crossing chariot vs screen horses", "h2e2 h0g2 i0h0 h0h6", "h9g7 b9c7"},
    {"C18", "中炮过河车七路马对屏风马", "Central cannon, river-crossing chariot and seventh-file horse vs screen horses", "h2e2 h0g2 i0h0 h0h6 b0c2", "h9g7 b9c7"},
    {"C19", "中炮过河车左边马对屏风马", "Central cannon, river-crossing chariot and left edge horse vs screen horses", "h2e2 h0g2 i0h0 h0h6 b0a2", "h9g7 b9c7"},
    {"C20", "中炮过河车七路马对屏风马两头蛇", "Central cannon, river-crossing chariot and seventh-file horse vs screen horses with double-headed snake", "h2e2 h0g2 i0h0 h0h6 b0c2", "h9g7 i9h9 g6g5 b9c7 c6c5"},
    {"C30", "中炮过河车互进七兵对屏风马", "Central cannon with river-crossing chariot, both seventh pawns advanced, vs screen horses", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5"},
    {"C31", "中炮过河车互进七兵对屏风马上士", "… vs screen horses with an advisor up", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 f9e8"},
    {"C31", "中炮过河车互进七兵对屏风马上士", "… vs screen horses with an advisor up", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 d9e8"},
    {"C32", "中炮过河车互进七兵对屏风马飞象", "… vs screen horses with an elephant up", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 c9e7"},
    {"C32", "中炮过河车互进七兵对屏风马飞象", "… vs screen horses with an elephant up", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 g9e7"},
    {"C33", "中炮过河车互进七兵对屏风马右横车", "… vs screen horses with right ranked chariot", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 a9a8"},
    {"C34", "中炮过河车互进七兵对屏风马右炮过河", "… vs screen horses with right cannon across the river", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 b7b3"},
    {"C35", "中炮过河车互进七兵对屏风马左马盘河", "… vs screen horses with left horse to the river", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 g7f5"},
    {"C36", "中炮过河车互进七兵对屏风马左马盘河——红七路马", "… vs screen horses with left horse to the river: Red seventh-file horse", "h2e2 h0g2 i0h0 c3c4 h0h6 b0c2", "h9g7 i9h9 b9c7 g6g5 g7f5"},
    {"C40", "中炮过河车互进七兵对屏风马平炮兑车", "Central cannon with river-crossing chariot, both seventh pawns advanced, vs screen horses offering the chariot trade", "h2e2 h0g2 i0h0 c3c4 h0h6", "h9g7 i9h9 b9c7 g6g5 h7i7"},
    {"C41", "中炮过河车互进七兵对屏风马平炮兑车——黑退边炮", "… offering the chariot trade: Black edge cannon back", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8"},
    {"C42", "中炮过河车互进七兵对屏风马平炮兑车——红七路马对黑退边炮", "… offering the chariot trade: Red seventh-file horse vs Black edge cannon back", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b0c2", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8"},
    {"C43", "中炮过河车互进七兵对屏风马平炮兑车——红七路马对黑退边炮上右士", "… offering the chariot trade: Red seventh-file horse vs Black edge cannon back and right advisor", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b0c2", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8 d9e8"},
    {"C44", "中炮过河车互进七兵对屏风马平炮兑车——红左马盘河对黑退边炮上右士", "… offering the chariot trade: Red left horse to the river vs Black edge cannon back and right advisor", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b0c2 c2d4", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8 d9e8"},
    {"C45", "中炮过河车互进七兵对屏风马平炮兑车——红左边炮对黑退边炮上右士", "… offering the chariot trade: Red left edge cannon vs Black edge cannon back and right advisor", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b0c2 b2a2", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8 d9e8"},
    {"C46", "中炮过河车互进七兵对屏风马平炮兑车——红左边炮对黑退边炮上右士右直车", "… Red left edge cannon vs Black edge cannon back, right advisor and right filed chariot", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b0c2 b2a2", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8 d9e8 a9b9"},
    {"C48", "中炮过河车互进七兵对屏风马平炮兑车——红仕角炮对黑退边炮", "… offering the chariot trade: Red palace-corner cannon vs Black edge cannon back", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 b2d2", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8"},
    {"C49", "中炮过河车互进七兵对屏风马平炮兑车——红进中兵对黑退边炮", "… offering the chariot trade: Red central pawn vs Black edge cannon back", "h2e2 h0g2 i0h0 c3c4 h0h6 h6g6 e3e4", "h9g7 i9h9 b9c7 g6g5 h7i7 i7i8"},
    {"C50", "五六炮对屏风马", "Five-six cannons vs screen horses", "h2e2 b2d2", "h9g7 b9c7"},
    {"C51", "五六炮左边马对屏风马", "Five-six cannons with left edge horse vs screen horses", "h2e2 b2d2 b0a2", "h9g7 b9c7"},
    {"C60", "五七炮对屏风马", "Five-seven cannons vs screen horses", "h2e2 b2c2", "h9g7 b9c7"},
    {"C70", "五七炮对屏风马进３卒", "Five-seven cannons vs screen horses with the third pawn advanced", "h2e2 b2c2", "h9g7 b9c7 c6c5"},
    {"C71", "五七炮对屏风马进３卒右马外盘河", "Five-seven cannons vs screen horses with the third pawn and right horse outside to the river", "h2e2 b2c2", "h9g7 b9c7 c6c5 c7b5"},
    {"C72", "五七炮互进三兵对屏风马边卒右马外盘河", "Five-seven cannons, both third pawns advanced, vs screen horses with edge pawn and right horse outside to the river", "h2e2 h0g2 i0h0 g3g4 b0a2 b2c2", "h9g7 i9h9 b9c7 c6c5 a6a5 c7b5"},
    {"C73", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车", "… edge pawn and right horse outside to the river: Red left ranked chariot", "h2e2 h0g2 i0h0 g3g4 b0a2 b2c2 a0a1", "h9g7 i9h9 b9c7 c6c5 a6a5 c7b5"},
    {"C77", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车对黑飞右象", "… Red left ranked chariot vs Black right elephant", "h2e2 h0g2 i0h0 g3g4 b0a2 b2c2 a0a1", "h9g7 i9h9 b9c7 c6c5 a6a5 c7b5 c9e7"},
    {"C78", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车对黑兑边卒", "… Red left ranked chariot vs Black trading the edge pawn", "h2e2 h0g2 i0h0 g3g4 b0a2 b2c2 a0a1", "h9g7 i9h9 b9c7 c6c5 a6a5 c7b5 a5a4"},
    {"C80", "中炮巡河炮对屏风马", "Central cannon with riverbank cannon vs screen horses", "h2e2 b2b4", "h9g7 b9c7"},
    {"C90", "五八炮对屏风马", "Five-eight cannons vs screen horses", "h2e2 b2b6", "h9g7 b9c7"},
    {"C91", "五八炮互进三兵对屏风马", "Five-eight cannons, both third pawns advanced, vs screen horses", "h2e2 b2b6 g3g4", "h9g7 b9c7 c6c5"},
    {"C92", "五八炮互进三兵对屏风马——红左正马", "Five-eight cannons, both third pawns advanced, vs screen horses: Red left horse", "h2e2 b2b6 g3g4 b0c2", "h9g7 b9c7 c6c5"},
    {"C99", "五九炮对屏风马", "Five-nine cannons vs screen horses", "h2e2 b2a2", "h9g7 b9c7"},

    // ---- D: same-direction and opposite-direction cannons -----------------------------------------------
    {"D00", "顺炮局", "Same-direction cannons", "h2e2", "h7e7"},
    {"D01", "顺炮缓开车对横车", "Same-direction cannons, late chariot vs ranked chariot", "h2e2 h0g2", "h7e7 i9i8"},
    {"D02", "顺炮缓开车对直车", "Same-direction cannons, late chariot vs filed chariot", "h2e2 h0g2", "h7e7 h9g7 i9h9"},
    {"D03", "顺炮横车对缓开车", "Same-direction cannons, ranked chariot vs late chariot", "h2e2 h0g2 i0i1", "h7e7 h9g7"},
    {"D04", "顺炮横车对直车", "Same-direction cannons, ranked chariot vs filed chariot", "h2e2 h0g2 i0i1", "h7e7 h9g7 i9h9"},
    {"D05", "顺炮横车对直车巡河", "Same-direction cannons, ranked chariot vs filed chariot at the river", "h2e2 h0g2 i0i1", "h7e7 h9g7 i9h9 h9h5"},
    {"D10", "顺炮直车对缓开车", "Same-direction cannons with filed chariot vs late chariot", "h2e2 h0g2 i0h0", "h7e7 h9g7"},
    {"D13", "顺炮直车对缓开车——黑左直车", "Same-direction cannons with filed chariot vs late chariot: Black left filed chariot", "h2e2 h0g2 i0h0", "h7e7 h9g7 i9h9"},
    {"D20", "顺炮直车对横车", "Same-direction cannons with filed chariot vs ranked chariot", "h2e2 h0g2 i0h0", "h7e7 h9g7 i9i8"},
    {"D28", "顺炮直车对横车——红两头蛇", "Same-direction cannons, filed vs ranked chariot: Red double-headed snake", "h2e2 h0g2 i0h0 g3g4 c3c4", "h7e7 h9g7 i9i8"},
    {"D29", "顺炮直车对横车——红两头蛇对黑双横车", "Same-direction cannons, filed vs ranked chariot: Red double-headed snake vs Black two ranked chariots", "h2e2 h0g2 i0h0 g3g4 c3c4", "h7e7 h9g7 i9i8 a9a8"},
    {"D30", "中炮对左炮封车转列炮", "Central cannon vs left cannon blocking the chariot, into opposite cannons", "h2e2", "h9g7 h7h3 b7e7"},
    {"D40", "中炮对左三步虎转列炮", "Central cannon vs left three-step tiger into opposite cannons", "h2e2", "h9g7 h7i7 b7e7"},
    {"D50", "中炮对列炮", "Central cannon vs opposite-direction cannon", "h2e2", "b7e7"},
    {"D51", "中炮对后补列炮", "Central cannon vs delayed opposite-direction cannon", "h2e2", "h9g7 b7e7"},
    {"D52", "中炮右直车对后补列炮", "Central cannon with right filed chariot vs delayed opposite cannon", "h2e2 h0g2 i0h0", "h9g7 b7e7"},
    {"D53", "中炮过河车对后补列炮", "Central cannon with river-crossing chariot vs delayed opposite cannon", "h2e2 h0g2 i0h0 h0h6", "h9g7 b7e7"},
    {"D54", "中炮左直车对后补列炮", "Central cannon with left filed chariot vs delayed opposite cannon", "h2e2 b0c2 a0b0", "h9g7 b7e7"},
    {"D55", "中炮双直车对后补列炮", "Central cannon with two filed chariots vs delayed opposite cannon", "h2e2 h0g2 i0h0 b0c2 a0b0", "h9g7 b7e7"},

    // ---- E: the pawn opening (仙人指路) ------------------------------------------------------------------
    {"E00", "仙人指路", "Pawn opening", "g3g4", ""},
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
    {"E20", "仙人指路转左中炮对卒底炮飞左象", "Pawn opening into left central cannon vs pawn-base cannon with left elephant", "g3g4 b2e2", "h7g7 g9e7"},
    {"E21", "仙人指路转左中炮对卒底炮飞左象——红先上仕", "… with left elephant: Red advisor first", "g3g4 b2e2 f0e1", "h7g7 g9e7"},
    {"E31", "仙人指路转左中炮对卒底炮飞左象——黑连进７卒", "… with left elephant: Black pushes the seventh pawn twice", "g3g4 b2e2 b0c2", "h7g7 g9e7 g6g5 g5g4"},
    {"E33", "仙人指路转左中炮对卒底炮飞左象——红左直车右边马对黑连进７卒右横车", "… with left elephant: Red left filed chariot and right edge horse vs Black's seventh pawn twice and right ranked chariot", "g3g4 b2e2 b0c2 a0b0 h0i2", "h7g7 g9e7 g6g5 g5g4 a9a8"},
    {"E36", "仙人指路转左中炮对卒底炮飞左象——红双直车右边马对黑连进７卒右横车", "… with left elephant: Red two filed chariots and right edge horse vs Black's seventh pawn twice and right ranked chariot", "g3g4 b2e2 b0c2 a0b0 h0i2 i0h0", "h7g7 g9e7 g6g5 g5g4 a9a8"},
    {"E37", "仙人指路转左中炮对卒底炮飞左象——红右边马", "… with left elephant: Red right edge horse", "g3g4 b2e2 h0i2", "h7g7 g9e7"},
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

std::vector<Move> parseMoves(std::string_view text) {
    std::vector<Move> out;
    std::istringstream in{std::string(text)};
    std::string m;
    while (in >> m) out.push_back(parseUciMove(m));
    return out;
}

Move mirror(Move m) {
    auto flip = [](Square s) { return makeSquare(FileCount - 1 - fileOf(s), rankOf(s)); };
    return Move(flip(m.from()), flip(m.to()));
}

// How well an entry fits the game's moves of one side: -1 = no; else the sum of the indices where its moves
// were found (smaller = earlier = better).
int fitSide(const std::vector<Move>& wanted, const std::vector<Move>& played) {
    if (wanted.empty()) return 0;
    const std::size_t window = std::min(played.size(), wanted.size() + std::size_t(MatchSlack));
    std::vector<bool> used(window, false);
    int sum = 0;
    for (Move w : wanted) {
        bool found = false;
        for (std::size_t i = 0; i < window; ++i) {
            if (!used[i] && played[i] == w) {
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

    const Entry* best = &Table[0];
    std::size_t bestLength = 0;
    int bestSpread = 0;
    for (const Entry& e : Table) {
        const std::vector<Move> r = parseMoves(e.red), b = parseMoves(e.black);
        if (r.empty()) continue;
        if (red.empty() || red.front() != r.front()) continue;  // the first move names the family
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
