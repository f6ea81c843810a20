// ECCO opening classification: the published ECCO decision procedure over the first ten moves of each side, and
// the names of the 260 codes it gives.
#include "xiangqi/ecco.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <string>
#include <string_view>

#include "xiangqi/notation.h"
#include "xiangqi/position.h"

namespace xq {

namespace {

// One ECCO code with its names.
struct Entry {
    const char* code;
    const char* chinese;  // "opening——variation"
    const char* english;
};

// clang-format off
constexpr Entry Table[] = {
    // ---- A: openings other than the central cannon and the pawn opening -----------------------------------
    {"A00", "其他开局", "Other openings"},
    {"A01", "上仕局", "Advisor opening"},
    {"A02", "边马局", "Edge horse opening"},
    {"A03", "边炮局", "Edge cannon opening"},
    {"A04", "巡河炮局", "Riverbank cannon opening"},
    {"A05", "过河炮局", "River-crossing cannon opening"},
    {"A06", "兵底炮局", "Pawn-base cannon opening"},
    {"A07", "金钩炮局", "Golden hook cannon opening"},
    {"A08", "边兵局", "Edge pawn opening"},
    {"A10", "飞相局", "Elephant opening"},
    {"A11", "顺相局", "Elephant opening: same-side elephants"},
    {"A12", "列相局", "Elephant opening: opposite elephants"},
    {"A13", "飞相对进左马", "Elephant opening vs left horse"},
    {"A14", "飞相对进右马", "Elephant opening vs right horse"},
    {"A15", "飞相进三兵对进右马", "Elephant opening, third pawn advanced, vs right horse"},
    {"A16", "飞相进七兵对进右马", "Elephant opening, seventh pawn advanced, vs right horse"},
    {"A20", "飞相对左士角炮", "Elephant opening vs left palace-corner cannon"},
    {"A21", "飞相对右士角炮", "Elephant opening vs right palace-corner cannon"},
    {"A22", "飞相进左马对右士角炮", "Elephant opening with left horse vs right palace-corner cannon"},
    {"A23", "飞相左边马对右士角炮", "Elephant opening with left edge horse vs right palace-corner cannon"},
    {"A24", "飞相横车对右士角炮", "Elephant opening with ranked chariot vs right palace-corner cannon"},
    {"A25", "飞相进三兵对右士角炮", "Elephant opening, third pawn advanced, vs right palace-corner cannon"},
    {"A26", "飞相进七兵对右士角炮", "Elephant opening, seventh pawn advanced, vs right palace-corner cannon"},
    {"A27", "飞相对左中炮", "Elephant opening vs left central cannon"},
    {"A28", "飞相转屏风马对左中炮", "Elephant opening into screen horses vs left central cannon"},
    {"A29", "飞相对右中炮", "Elephant opening vs right central cannon"},
    {"A30", "飞相对左过宫炮", "Elephant opening vs left cross-palace cannon"},
    {"A31", "飞相进右马对左过宫炮", "Elephant opening with right horse vs left cross-palace cannon"},
    {"A32", "飞相进右马对左过宫炮——红直车对黑进７卒", "Elephant opening with right horse vs left cross-palace cannon: Red filed chariot vs Black seventh pawn"},
    {"A33", "飞相进右马对左过宫炮——红直车边炮对黑进７卒", "Elephant opening with right horse vs left cross-palace cannon: Red filed chariot and edge cannon vs Black seventh pawn"},
    {"A34", "飞相进右马对左过宫炮——互进七兵", "Elephant opening with right horse vs left cross-palace cannon: both seventh pawns advanced"},
    {"A35", "飞相对右过宫炮", "Elephant opening vs right cross-palace cannon"},
    {"A36", "飞相对进７卒", "Elephant opening vs seventh pawn"},
    {"A37", "飞相进左马对进７卒", "Elephant opening with left horse vs seventh pawn"},
    {"A38", "飞相互进七兵局", "Elephant opening, both seventh pawns advanced"},
    {"A39", "飞相对进３卒", "Elephant opening vs third pawn"},
    {"A40", "起马局", "Horse opening"},
    {"A41", "起马对进７卒", "Horse opening vs seventh pawn"},
    {"A42", "起马转边炮对进７卒", "Horse opening into edge cannon vs seventh pawn"},
    {"A43", "起马转仕角炮对进７卒", "Horse opening into palace-corner cannon vs seventh pawn"},
    {"A44", "起马转中炮对进７卒", "Horse opening into central cannon vs seventh pawn"},
    {"A45", "起马互进七兵局", "Horse opening, both seventh pawns advanced"},
    {"A50", "仕角炮局", "Palace-corner cannon opening"},
    {"A51", "仕角炮对进左马", "Palace-corner cannon vs left horse"},
    {"A52", "仕角炮对右中炮", "Palace-corner cannon vs right central cannon"},
    {"A53", "仕角炮转反宫马对右中炮", "Palace-corner cannon into sandwiched horses vs right central cannon"},
    {"A54", "仕角炮对进７卒", "Palace-corner cannon vs seventh pawn"},
    {"A60", "过宫炮局", "Cross-palace cannon opening"},
    {"A61", "过宫炮对进左马", "Cross-palace cannon vs left horse"},
    {"A62", "过宫炮对横车", "Cross-palace cannon vs ranked chariot"},
    {"A63", "过宫炮对左中炮", "Cross-palace cannon vs left central cannon"},
    {"A64", "过宫炮直车对左中炮", "Cross-palace cannon with filed chariot vs left central cannon"},
    {"A65", "过宫炮直车对左中炮横车", "Cross-palace cannon with filed chariot vs left central cannon and ranked chariot"},

    // ---- B: central cannon against the sandwiched horses and other defences -----------------------------
    {"B00", "中炮局", "Central cannon opening"},
    {"B01", "中炮对进右马", "Central cannon vs right horse"},
    {"B02", "中炮对进右马先上士", "Central cannon vs right horse with an early advisor"},
    {"B03", "中炮对鸳鸯炮", "Central cannon vs mandarin-duck cannons"},
    {"B04", "中炮对右三步虎", "Central cannon vs right three-step tiger"},
    {"B05", "中炮对进左马", "Central cannon vs left horse"},
    {"B06", "中炮对龟背炮", "Central cannon vs turtle-back cannons"},
    {"B07", "中炮对左炮封车", "Central cannon vs left cannon blocking the chariot"},
    {"B10", "中炮对单提马", "Central cannon vs single-lifted horse"},
    {"B11", "中炮对士角炮转单提马", "Central cannon vs palace-corner cannon into single-lifted horse"},
    {"B12", "中炮对单提马横车", "Central cannon vs single-lifted horse with ranked chariot"},
    {"B13", "中炮巡河炮对单提马横车", "Central cannon with riverbank cannon vs single-lifted horse with ranked chariot"},
    {"B14", "中炮进七兵对单提马横车", "Central cannon with seventh pawn vs single-lifted horse with ranked chariot"},
    {"B20", "中炮对左三步虎", "Central cannon vs left three-step tiger"},
    {"B21", "中炮边相对左三步虎骑河车", "Central cannon with edge elephant vs left three-step tiger with riding-the-river chariot"},
    {"B22", "中炮右横车对左三步虎", "Central cannon with right ranked chariot vs left three-step tiger"},
    {"B23", "中炮巡河炮对左三步虎", "Central cannon with riverbank cannon vs left three-step tiger"},
    {"B24", "中炮过河炮对左三步虎", "Central cannon with river-crossing cannon vs left three-step tiger"},
    {"B25", "中炮两头蛇对左三步虎", "Central cannon, double-headed snake, vs left three-step tiger"},
    {"B30", "中炮对反宫马后补左马", "Central cannon vs sandwiched horses, left horse delayed"},
    {"B31", "中炮对反宫马", "Central cannon vs sandwiched horses"},
    {"B32", "中炮急进左马对反宫马", "Central cannon with quick left horse vs sandwiched horses"},
    {"B33", "中炮过河车对反宫马", "Central cannon with river-crossing chariot vs sandwiched horses"},
    {"B34", "中炮右横车对反宫马", "Central cannon with right ranked chariot vs sandwiched horses"},
    {"B35", "中炮巡河炮对反宫马", "Central cannon with riverbank cannon vs sandwiched horses"},
    {"B36", "五八炮对反宫马", "Five-eight cannons vs sandwiched horses"},
    {"B40", "五六炮对反宫马", "Five-six cannons vs sandwiched horses"},
    {"B41", "五六炮左正马对反宫马", "Five-six cannons with left horse vs sandwiched horses"},
    {"B42", "五六炮左正马对反宫马——黑右直车", "Five-six cannons with left horse vs sandwiched horses: Black right filed chariot"},
    {"B43", "五六炮左正马对反宫马——黑右直车边炮", "Five-six cannons with left horse vs sandwiched horses: Black right filed chariot and edge cannon"},
    {"B44", "五六炮左正马对反宫马——黑右直车边炮进７卒", "Five-six cannons with left horse vs sandwiched horses: Black right filed chariot, edge cannon and seventh pawn"},
    {"B45", "五六炮左边马对反宫马", "Five-six cannons with left edge horse vs sandwiched horses"},
    {"B50", "五七炮对反宫马", "Five-seven cannons vs sandwiched horses"},
    {"B51", "五七炮对反宫马左直车", "Five-seven cannons vs sandwiched horses with left filed chariot"},
    {"B52", "五七炮对反宫马左横车", "Five-seven cannons vs sandwiched horses with left ranked chariot"},
    {"B53", "五七炮对反宫马右直车", "Five-seven cannons vs sandwiched horses with right filed chariot"},
    {"B54", "五七炮互进三兵对反宫马", "Five-seven cannons, both third pawns advanced, vs sandwiched horses"},
    {"B55", "五七炮互进三兵对反宫马——黑右炮过河", "Five-seven cannons, both third pawns advanced, vs sandwiched horses: Black right cannon across the river"},
    {"B56", "五七炮互进三兵对反宫马——红弃双兵对黑右炮过河", "Five-seven cannons, both third pawns advanced, vs sandwiched horses: Red gives up two pawns vs Black right cannon across the river"},

    // ---- C: central cannon against the screen horses ----------------------------------------------------
    {"C00", "中炮对屏风马", "Central cannon vs screen horses"},
    {"C01", "中炮七路马对屏风马", "Central cannon with seventh-file horse vs screen horses"},
    {"C02", "中炮七路马对屏风马——红左马盘河", "Central cannon with seventh-file horse vs screen horses: Red left horse to the river"},
    {"C03", "中炮七路马对屏风马——红进中兵", "Central cannon with seventh-file horse vs screen horses: Red central pawn"},
    {"C04", "中炮七路马对屏风马——红进中兵对黑双炮过河", "Central cannon with seventh-file horse vs screen horses: Red central pawn vs Black's two cannons across the river"},
    {"C05", "中炮左边马对屏风马", "Central cannon with left edge horse vs screen horses"},
    {"C06", "中炮左边马对屏风马——红左横车", "Central cannon with left edge horse vs screen horses: Red left ranked chariot"},
    {"C10", "中炮右横车对屏风马", "Central cannon with right ranked chariot vs screen horses"},
    {"C11", "中炮右横车对屏风马——红左马盘河", "Central cannon with right ranked chariot vs screen horses: Red left horse to the river"},
    {"C12", "中炮右横车对屏风马——红巡河炮", "Central cannon with right ranked chariot vs screen horses: Red riverbank cannon"},
    {"C13", "中炮右横车对屏风马——红边炮", "Central cannon with right ranked chariot vs screen horses: Red edge cannon"},
    {"C14", "中炮右横车对屏风马——红进中兵", "Central cannon with right ranked chariot vs screen horses: Red central pawn"},
    {"C15", "中炮巡河车对屏风马——红不进左马", "Central cannon with riverbank chariot vs screen horses: Red left horse held back"},
    {"C16", "中炮巡河车对屏风马——红进左马", "Central cannon with riverbank chariot vs screen horses: Red left horse"},
    {"C17", "中炮过河车对屏风马", "Central cannon with river-crossing chariot vs screen horses"},
    {"C18", "中炮过河车七路马对屏风马", "Central cannon, river-crossing chariot and seventh-file horse vs screen horses"},
    {"C19", "中炮过河车左边马对屏风马", "Central cannon, river-crossing chariot and left edge horse vs screen horses"},
    {"C20", "中炮过河车七路马对屏风马两头蛇", "Central cannon, river-crossing chariot and seventh-file horse vs screen horses with double-headed snake"},
    {"C21", "中炮过河车七路马对屏风马两头蛇——红左横车", "… seventh-file horse vs screen horses with double-headed snake: Red left ranked chariot"},
    {"C22", "中炮过河车七路马对屏风马两头蛇——红左横车对黑高右炮", "… double-headed snake: Red left ranked chariot vs Black raised right cannon"},
    {"C23", "中炮过河车七路马对屏风马两头蛇——红左横车兑三兵对黑高右炮", "… double-headed snake: Red left ranked chariot and third-pawn trade vs Black raised right cannon"},
    {"C24", "中炮过河车七路马对屏风马两头蛇——红左横车兑七兵对黑高右炮", "… double-headed snake: Red left ranked chariot and seventh-pawn trade vs Black raised right cannon"},
    {"C25", "中炮过河车七路马对屏风马两头蛇——红左横车兑双兵对黑高右炮", "… double-headed snake: Red left ranked chariot and both pawns traded vs Black raised right cannon"},
    {"C30", "中炮过河车互进七兵对屏风马", "Central cannon with river-crossing chariot, both seventh pawns advanced, vs screen horses"},
    {"C31", "中炮过河车互进七兵对屏风马上士", "… vs screen horses with an advisor up"},
    {"C32", "中炮过河车互进七兵对屏风马飞象", "… vs screen horses with an elephant up"},
    {"C33", "中炮过河车互进七兵对屏风马右横车", "… vs screen horses with right ranked chariot"},
    {"C34", "中炮过河车互进七兵对屏风马右炮过河", "… vs screen horses with right cannon across the river"},
    {"C35", "中炮过河车互进七兵对屏风马左马盘河", "… vs screen horses with left horse to the river"},
    {"C36", "中炮过河车互进七兵对屏风马左马盘河——红七路马", "… vs screen horses with left horse to the river: Red seventh-file horse"},
    {"C37", "中炮过河车互进七兵对屏风马左马盘河——红七路马对黑飞右象", "… vs screen horses with left horse to the river: Red seventh-file horse vs Black right elephant"},
    {"C38", "中炮过河车互进七兵对屏风马左马盘河——红七路马高左炮对黑飞右象", "… vs screen horses with left horse to the river: Red seventh-file horse and raised left cannon vs Black right elephant"},
    {"C39", "中炮过河车互进七兵对屏风马左马盘河——红边炮对黑飞右象", "… vs screen horses with left horse to the river: Red edge cannon vs Black right elephant"},
    {"C40", "中炮过河车互进七兵对屏风马平炮兑车", "Central cannon with river-crossing chariot, both seventh pawns advanced, vs screen horses offering the chariot trade"},
    {"C41", "中炮过河车互进七兵对屏风马平炮兑车——黑退边炮", "… offering the chariot trade: Black edge cannon back"},
    {"C42", "中炮过河车互进七兵对屏风马平炮兑车——红七路马对黑退边炮", "… offering the chariot trade: Red seventh-file horse vs Black edge cannon back"},
    {"C43", "中炮过河车互进七兵对屏风马平炮兑车——红七路马对黑退边炮上右士", "… offering the chariot trade: Red seventh-file horse vs Black edge cannon back and right advisor"},
    {"C44", "中炮过河车互进七兵对屏风马平炮兑车——红左马盘河对黑退边炮上右士", "… offering the chariot trade: Red left horse to the river vs Black edge cannon back and right advisor"},
    {"C45", "中炮过河车互进七兵对屏风马平炮兑车——红左边炮对黑退边炮上右士", "… offering the chariot trade: Red left edge cannon vs Black edge cannon back and right advisor"},
    {"C46", "中炮过河车互进七兵对屏风马平炮兑车——红左边炮对黑退边炮上右士右直车", "… Red left edge cannon vs Black edge cannon back, right advisor and right filed chariot"},
    {"C47", "中炮过河车互进七兵对屏风马平炮兑车——红左边马对黑退边炮", "… offering the chariot trade: Red left edge horse vs Black edge cannon back"},
    {"C48", "中炮过河车互进七兵对屏风马平炮兑车——红仕角炮对黑退边炮", "… offering the chariot trade: Red palace-corner cannon vs Black edge cannon back"},
    {"C49", "中炮过河车互进七兵对屏风马平炮兑车——红进中兵对黑退边炮", "… offering the chariot trade: Red central pawn vs Black edge cannon back"},
    {"C50", "五六炮对屏风马", "Five-six cannons vs screen horses"},
    {"C51", "五六炮左边马对屏风马", "Five-six cannons with left edge horse vs screen horses"},
    {"C52", "五六炮左边马对屏风马——黑进７卒右直车", "Five-six cannons with left edge horse vs screen horses: Black seventh pawn and right filed chariot"},
    {"C53", "五六炮左边马对屏风马——黑进７卒右直车右炮过河", "Five-six cannons with left edge horse vs screen horses: Black seventh pawn, right filed chariot and right cannon across the river"},
    {"C54", "五六炮过河车对屏风马", "Five-six cannons with river-crossing chariot vs screen horses"},
    {"C55", "五六炮过河车对屏风马——黑进７卒右直车", "Five-six cannons with river-crossing chariot vs screen horses: Black seventh pawn and right filed chariot"},
    {"C56", "五六炮过河车对屏风马——黑两头蛇", "Five-six cannons with river-crossing chariot vs screen horses: Black double-headed snake"},
    {"C60", "五七炮对屏风马", "Five-seven cannons vs screen horses"},
    {"C61", "五七炮对屏风马进７卒", "Five-seven cannons vs screen horses with the seventh pawn advanced"},
    {"C62", "五七炮对屏风马进７卒——黑右直车", "Five-seven cannons vs screen horses with the seventh pawn: Black right filed chariot"},
    {"C63", "五七炮对屏风马进７卒——红左直车对黑右直车", "Five-seven cannons vs screen horses with the seventh pawn: Red left filed chariot vs Black right filed chariot"},
    {"C64", "五七炮对屏风马进７卒——红左直车对黑右直车左炮过河", "… Red left filed chariot vs Black right filed chariot and left cannon across the river"},
    {"C65", "五七炮对屏风马进７卒——红左直车对黑右直车右炮巡河", "… Red left filed chariot vs Black right filed chariot and right cannon at the river"},
    {"C66", "五七炮对屏风马进７卒——红左直车对黑右直车右炮过河", "… Red left filed chariot vs Black right filed chariot and right cannon across the river"},
    {"C67", "五七炮对屏风马进７卒——黑右炮巡河", "Five-seven cannons vs screen horses with the seventh pawn: Black right cannon at the river"},
    {"C68", "五七炮互进七兵对屏风马", "Five-seven cannons, both seventh pawns advanced, vs screen horses"},
    {"C70", "五七炮对屏风马进３卒", "Five-seven cannons vs screen horses with the third pawn advanced"},
    {"C71", "五七炮对屏风马进３卒右马外盘河", "Five-seven cannons vs screen horses with the third pawn and right horse outside to the river"},
    {"C72", "五七炮互进三兵对屏风马边卒右马外盘河", "Five-seven cannons, both third pawns advanced, vs screen horses with edge pawn and right horse outside to the river"},
    {"C73", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车", "… edge pawn and right horse outside to the river: Red left ranked chariot"},
    {"C74", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车对黑飞左象", "… Red left ranked chariot vs Black left elephant"},
    {"C75", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车右马盘河对黑飞左象", "… Red left ranked chariot and right horse to the river vs Black left elephant"},
    {"C76", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车右车巡河对黑飞左象", "… Red left ranked chariot and right chariot at the river vs Black left elephant"},
    {"C77", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车对黑飞右象", "… Red left ranked chariot vs Black right elephant"},
    {"C78", "五七炮互进三兵对屏风马边卒右马外盘河——红左横车对黑兑边卒", "… Red left ranked chariot vs Black trading the edge pawn"},
    {"C80", "中炮巡河炮对屏风马", "Central cannon with riverbank cannon vs screen horses"},
    {"C81", "中炮巡河炮对屏风马——黑飞左象", "Central cannon with riverbank cannon vs screen horses: Black left elephant"},
    {"C82", "中炮巡河炮对屏风马——黑飞左象右横车", "Central cannon with riverbank cannon vs screen horses: Black left elephant and right ranked chariot"},
    {"C83", "中炮巡河炮对屏风马——黑飞左象左炮巡河", "Central cannon with riverbank cannon vs screen horses: Black left elephant and left cannon at the river"},
    {"C84", "中炮巡河炮对屏风马——黑飞右象", "Central cannon with riverbank cannon vs screen horses: Black right elephant"},
    {"C85", "中炮巡河炮对屏风马——红左马盘河对黑左马外盘河", "Central cannon with riverbank cannon vs screen horses: Red left horse to the river vs Black left horse outside to the river"},
    {"C86", "中炮巡河炮缓开车对屏风马左马外盘河——红右横车", "Central cannon with riverbank cannon and late chariot vs screen horses with left horse outside to the river: Red right ranked chariot"},
    {"C90", "五八炮对屏风马", "Five-eight cannons vs screen horses"},
    {"C91", "五八炮互进三兵对屏风马", "Five-eight cannons, both third pawns advanced, vs screen horses"},
    {"C92", "五八炮互进三兵对屏风马——红左正马", "Five-eight cannons, both third pawns advanced, vs screen horses: Red left horse"},
    {"C93", "五八炮互进三兵对屏风马——红左边马", "Five-eight cannons, both third pawns advanced, vs screen horses: Red left edge horse"},
    {"C94", "五八炮互进三兵对屏风马——红左边马对黑上士", "… Red left edge horse vs Black advisor"},
    {"C95", "五八炮互进三兵对屏风马——红左边马对黑兑７卒", "… Red left edge horse vs Black trading the seventh pawn"},
    {"C96", "五八炮互进三兵对屏风马——红左边马对黑边卒", "… Red left edge horse vs Black edge pawn"},
    {"C97", "五八炮互进三兵对屏风马——红左边马平炮压马对黑边卒", "… Red left edge horse and cannon pressing the horse vs Black edge pawn"},
    {"C98", "五八炮互进三兵对屏风马——红平炮压马", "Five-eight cannons, both third pawns advanced, vs screen horses: Red cannon pressing the horse"},
    {"C99", "五九炮对屏风马", "Five-nine cannons vs screen horses"},

    // ---- D: same-direction and opposite-direction cannons -----------------------------------------------
    {"D00", "顺炮缓开车对其他", "Same-direction cannons, late chariot vs others"},
    {"D01", "顺炮缓开车对横车", "Same-direction cannons, late chariot vs ranked chariot"},
    {"D02", "顺炮缓开车对直车", "Same-direction cannons, late chariot vs filed chariot"},
    {"D03", "顺炮横车对缓开车", "Same-direction cannons, ranked chariot vs late chariot"},
    {"D04", "顺炮横车对直车", "Same-direction cannons, ranked chariot vs filed chariot"},
    {"D05", "顺炮横车对直车巡河", "Same-direction cannons, ranked chariot vs filed chariot at the river"},
    {"D10", "顺炮直车对缓开车", "Same-direction cannons with filed chariot vs late chariot"},
    {"D11", "顺炮直车对缓开车——黑左横车", "Same-direction cannons with filed chariot vs late chariot: Black left ranked chariot"},
    {"D12", "顺炮直车对缓开车——黑右横车", "Same-direction cannons with filed chariot vs late chariot: Black right ranked chariot"},
    {"D13", "顺炮直车对缓开车——黑兑直车", "Same-direction cannons with filed chariot vs late chariot: Black offers the chariot trade"},
    {"D14", "顺炮直车对缓开车——黑过河炮", "Same-direction cannons with filed chariot vs late chariot: Black river-crossing cannon"},
    {"D15", "顺炮直车对缓开车——黑边炮", "Same-direction cannons with filed chariot vs late chariot: Black edge cannon"},
    {"D20", "顺炮直车对横车", "Same-direction cannons with filed chariot vs ranked chariot"},
    {"D21", "顺炮直车对横车——红先上仕", "Same-direction cannons, filed vs ranked chariot: Red advisor first"},
    {"D22", "顺炮直车对横车——红左边马", "Same-direction cannons, filed vs ranked chariot: Red left edge horse"},
    {"D23", "顺炮直车对横车——红巡河车", "Same-direction cannons, filed vs ranked chariot: Red riverbank chariot"},
    {"D24", "顺炮直车对横车——红过河车", "Same-direction cannons, filed vs ranked chariot: Red river-crossing chariot"},
    {"D25", "顺炮直车对横车——红仕角炮", "Same-direction cannons, filed vs ranked chariot: Red palace-corner cannon"},
    {"D26", "顺炮直车对横车——红进三兵", "Same-direction cannons, filed vs ranked chariot: Red third pawn"},
    {"D27", "顺炮直车对横车——红进七兵", "Same-direction cannons, filed vs ranked chariot: Red seventh pawn"},
    {"D28", "顺炮直车对横车——红两头蛇", "Same-direction cannons, filed vs ranked chariot: Red double-headed snake"},
    {"D29", "顺炮直车对横车——红两头蛇对黑双横车", "Same-direction cannons, filed vs ranked chariot: Red double-headed snake vs Black two ranked chariots"},
    {"D30", "中炮不进三兵对左炮封车转列炮", "Central cannon without the third pawn vs left cannon blocking the chariot, into opposite cannons"},
    {"D31", "中炮进三兵对左炮封车转列炮", "Central cannon with third pawn vs left cannon blocking the chariot, into opposite cannons"},
    {"D32", "中炮进三兵对左炮封车转列炮——红右马盘河", "… into opposite cannons: Red right horse to the river"},
    {"D33", "中炮进三兵对左炮封车转列炮——红七路马", "… into opposite cannons: Red seventh-file horse"},
    {"D34", "中炮进三兵对左炮封车转列炮——红左边马", "… into opposite cannons: Red left edge horse"},
    {"D35", "中炮进三兵对左炮封车转列炮——红进炮打马", "… into opposite cannons: Red cannon attacking the horse"},
    {"D36", "中炮进三兵对左炮封车转列炮——红两头蛇", "… into opposite cannons: Red double-headed snake"},
    {"D40", "中炮对左三步虎转列炮", "Central cannon vs left three-step tiger into opposite cannons"},
    {"D41", "中炮进中兵对左三步虎骑河车转列炮", "Central cannon with central pawn vs left three-step tiger and riding-the-river chariot, into opposite cannons"},
    {"D42", "中炮对左三步虎转列炮——红左直车", "Central cannon vs left three-step tiger into opposite cannons: Red left filed chariot"},
    {"D43", "中炮对左三步虎转列炮——红两头蛇", "Central cannon vs left three-step tiger into opposite cannons: Red double-headed snake"},
    {"D50", "中炮对列炮", "Central cannon vs opposite-direction cannon"},
    {"D51", "中炮对后补列炮", "Central cannon vs delayed opposite-direction cannon"},
    {"D52", "中炮右直车对后补列炮", "Central cannon with right filed chariot vs delayed opposite cannon"},
    {"D53", "中炮过河车对后补列炮", "Central cannon with river-crossing chariot vs delayed opposite cannon"},
    {"D54", "中炮左直车对后补列炮", "Central cannon with left filed chariot vs delayed opposite cannon"},
    {"D55", "中炮双直车对后补列炮", "Central cannon with two filed chariots vs delayed opposite cannon"},

    // ---- E: the pawn opening (仙人指路) ------------------------------------------------------------------
    {"E00", "仙人指路局", "Pawn opening"},
    {"E01", "仙人指路对飞象", "Pawn opening vs elephant"},
    {"E02", "仙人指路进右马对飞象", "Pawn opening with right horse vs elephant"},
    {"E03", "仙人指路对中炮", "Pawn opening vs central cannon"},
    {"E04", "仙人指路对士角炮或过宫炮", "Pawn opening vs palace-corner or cross-palace cannon"},
    {"E05", "仙人指路对金钩炮", "Pawn opening vs golden hook cannon"},
    {"E06", "仙人指路对进右马", "Pawn opening vs right horse"},
    {"E07", "仙人指路互进右马局", "Pawn opening, both right horses"},
    {"E08", "两头蛇对进右马", "Double-headed snake vs right horse"},
    {"E09", "两头蛇对进右马转卒底炮", "Double-headed snake vs right horse into pawn-base cannon"},
    {"E10", "仙人指路对卒底炮", "Pawn opening vs pawn-base cannon"},
    {"E11", "仙人指路飞相对卒底炮", "Pawn opening with elephant vs pawn-base cannon"},
    {"E12", "仙人指路转右中炮对卒底炮", "Pawn opening into right central cannon vs pawn-base cannon"},
    {"E13", "仙人指路转左中炮对卒底炮", "Pawn opening into left central cannon vs pawn-base cannon"},
    {"E14", "仙人指路转左中炮对卒底炮飞右象", "Pawn opening into left central cannon vs pawn-base cannon with right elephant"},
    {"E15", "仙人指路转左中炮对卒底炮飞右象——红右边马", "… with right elephant: Red right edge horse"},
    {"E16", "仙人指路转左中炮对卒底炮飞右象——互进边马", "… with right elephant: both edge horses"},
    {"E17", "仙人指路转左中炮对卒底炮转顺炮", "Pawn opening into left central cannon vs pawn-base cannon, into same-direction cannons"},
    {"E20", "仙人指路转左中炮对卒底炮飞左象", "Pawn opening into left central cannon vs pawn-base cannon with left elephant"},
    {"E21", "仙人指路转左中炮对卒底炮飞左象——红先上仕", "… with left elephant: Red advisor first"},
    {"E22", "仙人指路转左中炮对卒底炮飞左象——红进左马", "… with left elephant: Red left horse"},
    {"E23", "仙人指路转左中炮对卒底炮飞左象——红进左马对黑右横车", "… with left elephant: Red left horse vs Black right ranked chariot"},
    {"E24", "仙人指路转左中炮对卒底炮飞左象——红左直车对黑右横车", "… with left elephant: Red left filed chariot vs Black right ranked chariot"},
    {"E25", "仙人指路转左中炮对卒底炮飞左象——红左直车右马盘河对黑右横车上士", "… Red left filed chariot and right horse to the river vs Black right ranked chariot and advisor"},
    {"E26", "仙人指路转左中炮对卒底炮飞左象——红左直车右马盘河对黑右横车过河", "… Red left filed chariot and right horse to the river vs Black right ranked chariot across the river"},
    {"E27", "仙人指路转左中炮对卒底炮飞左象——红左直车右马盘河对黑右横车边卒", "… Red left filed chariot and right horse to the river vs Black right ranked chariot and edge pawn"},
    {"E30", "仙人指路转左中炮对卒底炮飞左象——黑进７卒", "… with left elephant: Black seventh pawn"},
    {"E31", "仙人指路转左中炮对卒底炮飞左象——黑连进７卒", "… with left elephant: Black pushes the seventh pawn twice"},
    {"E32", "仙人指路转左中炮对卒底炮飞左象——红左直车右边马对黑连进７卒拐角马", "… with left elephant: Red left filed chariot and right edge horse vs Black's seventh pawn twice and corner horse"},
    {"E33", "仙人指路转左中炮对卒底炮飞左象——红左直车右边马对黑连进７卒右横车", "… with left elephant: Red left filed chariot and right edge horse vs Black's seventh pawn twice and right ranked chariot"},
    {"E34", "仙人指路转左中炮对卒底炮飞左象——红左直车右边马上仕对黑连进７卒右横车", "… Red left filed chariot, right edge horse and advisor vs Black's seventh pawn twice and right ranked chariot"},
    {"E35", "仙人指路转左中炮对卒底炮飞左象——红巡河车右边马对黑连进７卒右横车", "… Red riverbank chariot and right edge horse vs Black's seventh pawn twice and right ranked chariot"},
    {"E36", "仙人指路转左中炮对卒底炮飞左象——红双直车右边马对黑连进７卒右横车", "… with left elephant: Red two filed chariots and right edge horse vs Black's seventh pawn twice and right ranked chariot"},
    {"E37", "仙人指路转左中炮对卒底炮飞左象——红右边马", "… with left elephant: Red right edge horse"},
    {"E38", "仙人指路转左中炮对卒底炮飞左象——红炮打中卒", "… with left elephant: Red cannon takes the central pawn"},
    {"E40", "对兵局", "Pawn against pawn"},
    {"E41", "对兵进右马局", "Pawn against pawn, Red right horse"},
    {"E42", "对兵互进右马局", "Pawn against pawn, both right horses"},
    {"E43", "对兵互进右马局——红飞相", "Pawn against pawn, both right horses: Red elephant"},
    {"E44", "对兵互进右马局——红横车", "Pawn against pawn, both right horses: Red ranked chariot"},
    {"E45", "对兵互进右马局——红边炮", "Pawn against pawn, both right horses: Red edge cannon"},
    {"E46", "对兵转兵底炮", "Pawn against pawn into pawn-base cannon"},
    {"E47", "对兵转兵底炮对右中炮", "Pawn against pawn into pawn-base cannon vs right central cannon"},
    {"E48", "对兵转兵底炮对左中炮", "Pawn against pawn into pawn-base cannon vs left central cannon"},
};
// clang-format on

// ---- The ECCO decision procedure -------------------------------------------------------------------------------
//
// XQWizard and the other programs built on xqbase.com's ECCO library do not match sets of moves: they walk a
// decision procedure over the first ten moves of each side, written in WXF notation from each side's own view
// ("C2.5" = 炮二平五, "N8+7" = 马8进7), after mirroring a game whose first move is played on Red's left. The
// procedure below states those published rules (the same decisions, code for code) over our own helpers:
// red(i) / black(i) is that side's move i (0-based, "" when the game is shorter), seq(text, ply) asks whether
// the plies from `ply` on read `text`, and firstMoves(text) whether each side's first moves are, in any order,
// the moves `text` gives for it (text alternates Red, Black, Red…).
class EccoProcedure {
public:
    explicit EccoProcedure(const std::vector<std::string>& plies) {
        for (std::size_t i = 0; i < plies.size() && i < 20; ++i) moves_[i / 2][i % 2] = plies[i];
        for (int i = 0; i < 20; ++i) {
            std::string m = moves_[i / 2][i % 2];
            m.resize(4, ' ');
            text_ += m;
        }
    }

    std::string classify() const { return top(); }

private:
    std::array<std::array<std::string, 2>, 10> moves_;
    std::string text_;  // the 20 plies, four characters each

    const std::string& red(int i) const { return moves_[std::size_t(i)][0]; }
    const std::string& black(int i) const { return moves_[std::size_t(i)][1]; }
    static bool in(const std::string& m, std::initializer_list<const char*> set) {
        for (const char* s : set)
            if (m == s) return true;
        return false;
    }
    static int redPly(int move) { return move * 2 - 2; }  // a side's move 1, 2, 3… as a ply index
    static int blackPly(int move) { return move * 2 - 1; }
    bool seq(std::string_view s, int ply) const { return text_.compare(std::size_t(ply) * 4, s.size(), s) == 0; }
    bool firstMoves(std::string_view s) const {
        std::vector<std::string> want[2];
        for (std::size_t k = 0; k * 4 < s.size(); ++k) want[k % 2].emplace_back(s.substr(k * 4, 4));
        for (int side = 0; side < 2; ++side) {
            std::vector<std::string> left = want[side];
            for (std::size_t i = 0; i < want[side].size(); ++i) {
                auto it = std::find(left.begin(), left.end(), moves_[i][std::size_t(side)]);
                if (it == left.end()) return false;
                left.erase(it);
            }
        }
        return true;
    }

    std::string top() const {
        const std::string& r0 = red(0);
        const std::string& b0 = black(0);
        if (r0 == "B3+5") return elephant();
        if (r0 == "N2+3") {
            if (b0 != "P7+1") return "A40";
            const std::string& r1 = red(1);
            if (r1 == "P7+1") return "A45";
            if (r1 == "C8.5") return "A44";
            if (r1 == "C8.6") return "A43";
            if (r1 == "C2.1") return "A42";
            return "A41";
        }
        if (r0 == "C2.4") {
            if (b0 == "C2.5") return twoHorsesBeforeOthers("R9.8") ? "A53" : "A52";
            if (b0 == "P7+1") return "A54";
            if (b0 == "N8+7") return "A51";
            return "A50";
        }
        if (r0 == "C2.5") {
            if (b0 == "C8.5") return sameDirection();
            if (b0 == "N8+7") return leftHorse();
            if (b0 == "N2+3") return rightHorse();
            if (b0 == "C2.5") return "D50";
            return "B00";
        }
        if (r0 == "C2.6") {
            if (b0 == "C8.5") {
                if (red(1) == "N2+3" && red(2) == "R1.2") {
                    if ((black(1) == "N8+7" && black(2) == "R9+1") || (black(1) == "R9+1" && black(2) == "N8+7"))
                        return "A65";
                    return "A64";
                }
                return "A63";
            }
            if (b0 == "R9+1") return "A62";
            if (b0 == "N8+7") return "A61";
            return "A60";
        }
        if (r0 == "P3+1") return pawn();
        if (r0 == "P1+1") return "A08";
        if (r0 == "C2.7") return "A07";
        if (r0 == "C2.3") return "A06";
        if (r0 == "C2+4") return "A05";
        if (r0 == "C2+2") return "A04";
        if (r0 == "C2.1") return "A03";
        if (r0 == "N2+1") return "A02";
        if (r0 == "A4+5") return "A01";
        return "A00";
    }

    // Red's next moves bring out both horses before anything but the pawns and `chariot`.
    bool twoHorsesBeforeOthers(const char* chariot) const {
        bool n3 = false, n7 = false;
        for (int i = 1; i < 10; ++i) {
            const std::string& m = red(i);
            if (m == "N2+3") {
                if (n7) return true;
                n3 = true;
            } else if (m == "N8+7") {
                if (n3) return true;
                n7 = true;
            } else if (!(m == chariot || m == "P3+1" || m == "P7+1")) {
                return false;
            }
        }
        return false;
    }

    std::string elephant() const {  // A10–A39
        const std::string& b0 = black(0);
        const std::string& r1 = red(1);
        if (b0 == "N2+3") return r1 == "P7+1" ? "A16" : r1 == "P3+1" ? "A15" : "A14";
        if (b0 == "C2.4") {
            if (r1 == "P7+1") return "A26";
            if (r1 == "P3+1") return "A25";
            if (r1 == "R9+1") return "A24";
            if (r1 == "N8+9") return "A23";
            if (r1 == "N8+7") return "A22";
            return "A21";
        }
        if (b0 == "C8.4") {
            if (r1 != "N2+3") return "A30";
            if (!seq("N8+7R1.2P7+1", blackPly(2))) return "A31";
            return red(3) == "P7+1" ? "A34" : red(3) == "C2.1" ? "A33" : "A32";
        }
        if (b0 == "P7+1") return r1 == "P7+1" ? "A38" : r1 == "N8+7" ? "A37" : "A36";
        if (b0 == "C8.5") return twoHorsesBeforeOthers("R1.2") ? "A28" : "A27";
        if (b0 == "P3+1") return "A39";
        if (b0 == "C2.6") return "A35";
        if (b0 == "C2.5") return "A29";
        if (b0 == "C8.6") return "A20";
        if (b0 == "N8+7") return "A13";
        if (b0 == "B3+5") return "A12";
        if (b0 == "B7+5") return "A11";
        return "A10";
    }

    std::string pawnPairHorses() const {  // E42–E45
        const std::string& r2 = red(2);
        if (in(r2, {"B3+5", "B7+5"})) return "E43";
        if (r2 == "C2.1") return "E45";
        if (r2 == "R1+1") return "E44";
        return "E42";
    }

    std::string pawn() const {  // E00–E48
        const std::string& b0 = black(0);
        const std::string& r1 = red(1);
        const std::string& b1 = black(1);
        if (b0 == "C8.7") {
            if (r1 == "C8.5") {
                if (b1 == "B3+5") {
                    if (red(2) != "N2+1") return "E14";
                    return black(2) == "N8+9" ? "E16" : "E15";
                }
                if (b1 == "B7+5") {
                    const std::string& r2 = red(2);
                    if (r2 == "N8+7") {
                        const std::string& b2 = black(2);
                        if (b2 == "R1+1") {
                            if (!seq("R9.8R1.8N2+3N8+6", redPly(4))) return "E23";
                            if (!seq("C2.1N2+1N3+4", redPly(6))) return "E24";
                            const std::string& b6 = black(6);
                            return b6 == "P1+1" ? "E27" : b6 == "R8+6" ? "E26" : b6 == "A6+5" ? "E25" : "E24";
                        }
                        if (b2 == "P7+1") {
                            if (!(seq("N2+1P7+1", redPly(4)) || seq("R9.8P7+1", redPly(4)))) return "E30";
                            if (!in(red(4), {"N2+1", "R9.8"})) return "E31";
                            const std::string& b4 = black(4);
                            if (b4 == "R1+1") {
                                const std::string& r5 = red(5);
                                return r5 == "R1.2" ? "E36" : r5 == "R8+4" ? "E35" : r5 == "A4+5" ? "E34" : "E33";
                            }
                            return b4 == "N8+6" ? "E32" : "E31";
                        }
                        return "E22";
                    }
                    if (r2 == "C5+4") return "E38";
                    if (r2 == "N2+1") return "E37";
                    if (r2 == "A4+5") return "E21";
                    return "E20";
                }
                return b1 == "C2.5" ? "E17" : "E13";
            }
            if (in(r1, {"B7+5", "B3+5"})) return "E11";
            return r1 == "C2.5" ? "E12" : "E10";
        }
        if (b0 == "N2+3") {
            if (r1 == "N2+3") return b1 == "P3+1" ? pawnPairHorses() : "E07";
            if (r1 == "P7+1") return b1 == "C8.7" ? "E09" : "E08";
            return "E06";
        }
        if (b0 == "P3+1") {
            if (r1 == "N2+3") return b1 == "N2+3" ? pawnPairHorses() : "E41";
            if (r1 == "C8.7") return b1 == "C8.5" ? "E48" : b1 == "C2.5" ? "E47" : "E46";
            return "E40";
        }
        if (in(b0, {"B7+5", "B3+5"})) return r1 == "N2+3" ? "E02" : "E01";
        if (in(b0, {"C8.6", "C8.4", "C2.6", "C2.4"})) return "E04";
        if (in(b0, {"C8.5", "C2.5"})) return "E03";
        if (b0 == "C2.7") return "E05";
        return "E00";
    }

    std::string sameDirection() const {  // 顺炮, D00–D29
        const std::string& r1 = red(1);
        if (r1 == "N2+3") {
            const std::string& b1 = black(1);
            if (b1 == "N8+7") {
                const std::string& r2 = red(2);
                if (r2 == "R1.2") return black(2) == "R9+1" ? filedVsRanked() : filedVsLate();
                if (r2 == "R1+1") {
                    if (black(2) != "R9.8") return "D03";
                    return black(3) == "R8+4" ? "D05" : "D04";
                }
                const std::string& b2 = black(2);
                return b2 == "R9.8" ? "D02" : b2 == "R9+1" ? "D01" : "D00";
            }
            if (b1 == "R9+1") return seq("R1.2N8+7", redPly(3)) ? filedVsRanked() : "D01";
            return "D00";
        }
        if (r1 == "R1+1") {
            if (!seq("R9.8N8+7", blackPly(2))) return "D03";
            return black(2) == "R8+4" ? "D05" : "D04";
        }
        return "D00";
    }

    std::string filedVsLate() const {  // D10–D15
        for (int i = 2; i < 10; ++i) {
            const std::string& m = black(i);
            if (in(m, {"N2+3", "P7+1", "P3+1"})) continue;
            if (m == "C2.1") return "D15";
            if (m == "C2+4") return "D14";
            if (m == "R9.8") return "D13";
            if (m == "R1+1") return "D12";
            if (m == "R9+1") return "D11";
            return "D10";
        }
        return "D10";
    }

    std::string filedVsRanked() const {  // D20–D29
        bool p3 = false, p7 = false;
        for (int i = 3; i < 10; ++i) {
            const std::string& m = red(i);
            if (in(m, {"A4+5", "A6+5"})) return "D21";
            if (m == "N8+9") return "D22";
            if (m == "R2+4") return "D23";
            if (m == "R2+6") return "D24";
            if (m == "C8.6") return "D25";
            if (m == "P3+1" || m == "P7+1") {
                if (m == "P3+1" ? p7 : p3) {
                    for (int j = 3; j < 10; ++j) {
                        const std::string& b = black(j);
                        if (in(b, {"N2+3", "R9.4"})) continue;
                        return b == "R1+1" ? "D29" : "D28";
                    }
                    return "D28";
                }
                (m == "P3+1" ? p3 : p7) = true;
                continue;
            }
            if (m == "N8+7") continue;
            return p3 ? "D26" : p7 ? "D27" : "D20";
        }
        return "D20";
    }

    // Black's left horse first (马8进7): which defence it turns into.
    int leftHorseKind() const {
        int cannon = 0;  // 1: cannon to the edge (三步虎), 2: cannon blocking the chariot (左炮封车)
        for (int i = 1; i < 10; ++i) {
            const std::string& m = black(i);
            if (in(m, {"R9.8", "R8+5", "P7+1", "P3+1"})) continue;
            if (m == "N2+3") return cannon ? cannon : 7;  // screen horses
            if (m == "R9+1") return cannon ? cannon : 6;
            if (m == "C8+4") {
                cannon = 2;
                continue;
            }
            if (m == "C8.9") {
                cannon = 1;
                continue;
            }
            if (m == "C2.5") return 5 - cannon;  // opposite cannons: 5 late, 4 after 三步虎, 3 after 封车
            return cannon;
        }
        return 0;
    }

    std::string leftHorse() const {  // B05–B07, B20–B25, C00–C99, D30–D55
        bool p3 = false, p7 = false;
        switch (leftHorseKind()) {
        case 1:
            for (int i = 1; i < 10; ++i) {
                const std::string& m = red(i);
                if (m == "B7+9") return black(i - 1) == "R8+5" ? "B21" : "B20";
                if (m == "P3+1" || m == "P7+1") {
                    if (m == "P3+1" ? p7 : p3) return "B25";
                    (m == "P3+1" ? p3 : p7) = true;
                    continue;
                }
                if (in(m, {"N2+3", "N8+7"})) continue;
                if (m == "C8+4") return "B24";
                if (m == "C8+2") return "B23";
                if (m == "R1+1") return "B22";
                return "B20";
            }
            return "B20";
        case 3: {
            if (!seq("N2+3R9.8R1.2C8+4P3+1C2.5", redPly(2))) return "D30";
            const std::string& r4 = red(4);
            if (r4 == "P7+1") return "D36";
            if (r4 == "C8+5") return "D35";
            if (r4 == "N8+9") return "D34";
            if (r4 == "N8+7") return "D33";
            if (r4 == "N3+4") return "D32";
            return "D31";
        }
        case 4:
            for (int i = 1; i < 10; ++i) {
                const std::string& m = red(i);
                if (m == "P5+1") return black(i - 1) == "R8+5" && black(i) == "C2.5" ? "D41" : "D40";
                if (m == "P3+1" || m == "P7+1") {
                    if (m == "P3+1" ? p7 : p3) return "D43";
                    (m == "P3+1" ? p3 : p7) = true;
                    continue;
                }
                if (in(m, {"N2+3", "N8+7"})) continue;
                if (m == "R9.8") return "D42";
                return "D40";
            }
            return "D40";
        case 5: {
            bool right = false, left = false;
            for (int i = 1; i < 10; ++i) {
                const std::string& m = red(i);
                if (m == "R2+6") return "D53";
                if (in(m, {"N2+3", "N8+7", "P3+1", "P7+1"})) continue;
                if (m == "R1.2" || m == "R9.8") {
                    if (m == "R1.2" ? left : right) return "D55";
                    (m == "R1.2" ? right : left) = true;
                    continue;
                }
                return right ? "D52" : left ? "D54" : "D51";
            }
            return "D50";
        }
        case 7: return screen();
        case 2: return "B07";
        case 6: return "B06";
        default: return "B05";
        }
    }

    std::string rightHorse() const {  // B01–B56 (Black's right horse first)
        const std::string& b1 = black(1);
        if (b1 == "R9+1") {
            if (red(1) == "N2+3" && seq("R1.2R9.4", redPly(3))) {
                const std::string& r3 = red(3);
                return r3 == "P7+1" ? "B14" : r3 == "C8+2" ? "B13" : "B12";
            }
            return "B10";
        }
        if (b1 == "C8.6") return in(black(2), {"N8+9", "R9+1"}) ? "B11" : sandwich();
        if (b1 == "P3+1" || b1 == "P7+1") {
            const std::string& b2 = black(2);
            if (in(b2, {"A6+5", "A4+5"})) return "B02";
            if (b2 == "C8.6") return sandwich();
            if (b2 == "N8+7") return screen();
            if (b2 == "R9+2") return "B03";
            return "B01";
        }
        if (b1 == "N8+7") return screen();
        if (b1 == "N8+9") return "B10";
        if (b1 == "C2.1") return "B04";
        return "B01";
    }

    std::string sandwich() const {  // 反宫马, B30–B56
        if (seq("P7+1C8.6N8+7", redPly(2))) return "B32";
        for (int i = 1; i < 10; ++i) {
            const std::string& m = black(i);
            if (in(m, {"B7+5", "B3+5", "C8.6", "P7+1", "P3+1"})) continue;
            if (m != "N8+7") return "B30";
            bool n7 = false, n9 = false, c6 = false;
            for (int j = 1; j < 10; ++j) {
                const std::string& r = red(j);
                if (r == "N8+9") n9 = true;
                else if (r == "N8+7") n7 = true;
                else if (r == "C8.6") c6 = true;
                else if (in(r, {"N2+3", "R1.2", "P3+1", "P7+1"})) continue;
                else if (r == "R1+1") {
                    if (!c6) return "B34";
                } else if (r == "R2+6") {
                    if (!c6) return "B33";
                } else if (r == "C8.7") return fiveSevenVsSandwich();
                else if (r == "C8+4") return "B36";
                else if (r == "C8+2") return "B35";
                else {
                    if (!c6) return "B31";
                    if (!seq("N2+3C8.6R1.2N8+7", redPly(2))) return "B40";
                    if (n7) {
                        if (red(3) != "C8.6" || black(3) != "R1.2") return "B41";
                        if (black(4) != "C2.1") return "B42";
                        return black(5) == "P7+1" ? "B44" : "B43";
                    }
                    return n9 ? "B45" : "B40";
                }
            }
            return "B30";
        }
        return "B30";
    }

    std::string fiveSevenVsSandwich() const {  // B50–B56
        bool b54 = true;
        for (int i = 1; i < 5; ++i)
            if (!in(red(i), {"N2+3", "N8+9", "R1.2", "P3+1"})) b54 = false;
        for (int i = 1; i < 4; ++i)
            if (!in(black(i), {"N8+7", "C8.6", "P3+1"})) b54 = false;
        if (b54) {
            if (!seq("B7+5C8.7R1.2R9.8C2+4", blackPly(5))) return "B54";
            return seq("P7+1P3+1P3+1", redPly(8)) ? "B56" : "B55";
        }
        for (int i = 1; i < 10; ++i) {
            const std::string& m = black(i);
            if (in(m, {"B7+5", "B3+5", "N8+7", "C8.6", "P7+1", "P3+1"})) continue;
            if (m == "R1.2") return "B53";
            if (m == "R9+1") return "B52";
            if (m == "R9.8") return "B51";
            return "B50";
        }
        return "B50";
    }

    std::string screen() const {  // 屏风马, C00–C99
        if (firstMoves("C2.5N8+7N2+3R9.8R1.2P7+1R2+6N2+3N8+7P3+1")) {
            if (red(5) != "R9+1") return "C20";
            if (!seq("C2+1R2-2B3+5", blackPly(6))) return "C21";
            const std::string& r7 = red(7);
            if (r7 == "P3+1") return red(8) == "P7+1" ? "C25" : "C23";
            if (r7 == "P7+1") return red(8) == "P7+1" ? "C25" : "C24";
            return "C22";
        }
        if (firstMoves("C2.5N8+7N2+3R9.8R1.2P7+1R2+6N2+3P7+1")) {
            const std::string& b4 = black(4);
            if (b4 == "N7+6") {
                if (red(5) != "N8+7") return "C35";
                if (black(5) != "B3+5") return "C36";
                return red(6) == "C8.9" ? "C39" : red(6) == "C8+1" ? "C38" : "C37";
            }
            if (b4 == "C8.9") {
                if (!seq("R2.3C9-1", redPly(6))) return "C40";
                const std::string& r6 = red(6);
                if (r6 == "N8+7") {
                    if (black(6) != "A4+5") return "C42";
                    const std::string& r7 = red(7);
                    if (r7 == "C8.9") return black(7) == "R1.2" || black(8) == "R1.2" ? "C46" : "C45";
                    return r7 == "N7+6" ? "C44" : "C43";
                }
                if (r6 == "P5+1") return "C49";
                if (r6 == "C8.6") return "C48";
                if (r6 == "N8+9") return "C47";
                return "C41";
            }
            if (in(b4, {"B7+5", "B3+5"})) return "C32";
            if (in(b4, {"A6+5", "A4+5"})) return "C31";
            if (b4 == "C2+4") return "C34";
            if (b4 == "R1+1") return "C33";
            return "C30";
        }
        if (firstMoves("C2.5N8+7N2+3R9.8R1.2P7+1N8+9N2+3C8.7")) {
            const std::string& b4 = black(4);
            if (b4 == "R1.2") {
                if (red(5) != "R9.8") return "C62";
                const std::string& b5 = black(5);
                return b5 == "C2+4" ? "C66" : b5 == "C2+2" ? "C65" : b5 == "C8+4" ? "C64" : "C63";
            }
            return b4 == "C2+2" ? "C67" : "C61";
        }
        if (firstMoves("C2.5N8+7N2+3R9.8R1.2N2+3P3+1P3+1N8+9P1+1C8.7N3+2")) {
            if (red(6) != "R9+1") return "C72";
            const std::string& b6 = black(6);
            if (b6 == "B7+5") return red(7) == "R2+4" ? "C76" : red(7) == "N3+4" ? "C75" : "C74";
            if (b6 == "P1+1") return "C78";
            if (b6 == "B3+5") return "C77";
            return "C73";
        }
        bool n7 = false, n9 = false, r6 = false;
        for (int i = 1; i < 9; ++i) {
            const std::string& m = red(i);
            bool rankedChariot = m == "R1+1";
            if (m == "R2+4") {  // 巡河车
                for (int j = 1; j < 10; ++j) {
                    const std::string& r = red(j);
                    if (in(r, {"N2+3", "R1.2", "R2+4", "P3+1", "P7+1"})) continue;
                    return in(r, {"N8+7", "N8+9"}) ? "C16" : "C15";
                }
                rankedChariot = true;  // (never reached in a real game: the procedure goes on as for 横车)
            }
            if (rankedChariot) {
                for (int j = 1; j < 10; ++j) {
                    const std::string& r = red(j);
                    if (in(r, {"N2+3", "N8+7", "R1+1", "R1.4", "R1.6", "P3+1", "P7+1"})) continue;
                    if (r == "P5+1") return "C14";
                    if (r == "C8.9") return "C13";
                    if (r == "C8+2") return "C12";
                    if (r == "N7+6") return "C11";
                    return "C10";
                }
                return "C10";
            }
            if (m == "C8.7") {  // 五七炮
                bool p3 = false;
                for (int j = 1; j < 10; ++j) {
                    const std::string& b = black(j);
                    if (b == "P7+1") {
                        for (int k = 1; k < 10; ++k) {
                            const std::string& r = red(k);
                            if (in(r, {"N2+3", "N8+9", "R1.2", "R2+6", "C8.7"})) continue;
                            return r == "P7+1" ? "C68" : "C60";
                        }
                        return "C60";
                    }
                    if (b == "P3+1") {
                        p3 = true;
                        continue;
                    }
                    if (b == "N3+2") return "C71";
                    if (in(b, {"N2+3", "N8+7", "R9.8"})) continue;
                    return p3 ? "C70" : "C60";
                }
                return "C00";
            }
            if (in(m, {"N2+3", "R1.2", "P3+1", "P7+1"})) continue;
            if (m == "N8+9") {
                n9 = true;
                continue;
            }
            if (m == "N8+7") {
                n7 = true;
                continue;
            }
            if (m == "R2+6") {
                r6 = true;
                continue;
            }
            if (m == "C8+4") return fiveEight();
            if (m == "C8+2") return riverbankCannon();
            if (m == "C8.6") return fiveSix();
            if (m == "C8.9") return "C99";
            if (r6) {
                for (int j = 1; j < 10; ++j) {
                    const std::string& r = red(j);
                    if (in(r, {"N2+3", "R1.2", "R2+6", "P3+1", "P7+1"})) continue;
                    return r == "N8+9" ? "C19" : r == "N8+7" ? "C18" : "C17";
                }
                return "C17";
            }
            if (n7) {
                for (int j = 1; j < 10; ++j) {
                    const std::string& r = red(j);
                    if (r == "P5+1") {
                        bool c8 = false, c2 = false;
                        for (int k = 1; k < 10; ++k) {
                            const std::string& b = black(k);
                            if (in(b, {"N2+3", "N8+7", "R9.8", "P7+1", "P3+1"})) continue;
                            if (b == "C8+4" || b == "C2+4") {
                                if (b == "C8+4" ? c2 : c8) return "C04";
                                (b == "C8+4" ? c8 : c2) = true;
                                continue;
                            }
                            return "C03";
                        }
                        return "C03";
                    }
                    if (in(r, {"N2+3", "N8+7", "R1.2", "P3+1", "P7+1"})) continue;
                    return r == "N7+6" ? "C02" : "C01";
                }
                return "C01";
            }
            if (n9) {
                for (int j = 1; j < 10; ++j) {
                    const std::string& r = red(j);
                    if (in(r, {"N2+3", "N8+9", "R1.2", "P3+1", "P7+1"})) continue;
                    return r == "R9+1" ? "C06" : "C05";
                }
                return "C05";
            }
            return "C00";
        }
        return "C00";
    }

    std::string fiveSix() const {  // 五六炮, C50–C56
        bool c52 = true, c55 = true;
        for (int i = 1; i < 5; ++i) {
            const std::string& m = red(i);
            if (in(m, {"N2+3", "R1.2", "C8.6"})) continue;
            if (m == "N8+9") c55 = false;
            else if (m == "R2+6") c52 = false;
            else c52 = c55 = false;
        }
        for (int i = 1; i < 4; ++i)
            if (!in(black(i), {"N2+3", "N8+7", "R9.8", "P7+1"})) c52 = c55 = false;
        if (c52) {
            if (!seq("R1.2R9.8", blackPly(5))) return "C51";
            return black(5) == "C2+4" ? "C53" : "C52";
        }
        if (c55) {
            const std::string& b4 = black(4);
            return b4 == "P3+1" ? "C56" : b4 == "R1.2" ? "C55" : "C54";
        }
        for (int i = 1; i < 10; ++i) {
            const std::string& m = red(i);
            if (in(m, {"N2+3", "R1.2", "C8.6", "P3+1", "P7+1"})) continue;
            return m == "R2+6" ? "C54" : m == "N8+9" ? "C51" : "C50";
        }
        return "C50";
    }

    std::string riverbankCannon() const {  // 中炮巡河炮, C80–C86
        bool c85 = true;
        for (int i = 1; i < 5; ++i)
            if (!in(red(i), {"N2+3", "N8+7", "C8+2", "P7+1"})) c85 = false;
        for (int i = 1; i < 4; ++i)
            if (!in(black(i), {"N8+7", "N2+3", "R9.8", "P7+1"})) c85 = false;
        if (c85 && black(4) == "N7+8") return red(5) == "N7+6" && red(6) == "R1+1" ? "C86" : "C85";
        bool elephant = false;
        for (int i = 1; i < 10; ++i) {
            const std::string& m = black(i);
            if (m == "B7+5") {
                elephant = true;
                continue;
            }
            if (m == "B3+5") return "C84";
            if (in(m, {"P7+1", "P3+1", "N8+7", "N2+3", "R9.8"})) continue;
            if (m == "C8+2") return elephant ? "C83" : "C80";
            if (m == "R1+1") return elephant ? "C82" : "C80";
            return elephant ? "C81" : "C80";
        }
        return "C80";
    }

    std::string fiveEight() const {  // 五八炮, C90–C98
        for (int i = 1; i < 10; ++i) {
            const std::string& m = red(i);
            if (m == "P3+1") {
                for (int j = 1; j < 10; ++j) {
                    const std::string& b = black(j);
                    if (b == "P3+1") {
                        for (int k = 1; k < 10; ++k) {
                            const std::string& r = red(k);
                            if (r == "N8+9") {
                                auto edgeHorse = [this](const std::string& b) -> std::string {
                                    if (b == "P1+1") return red(6) == "C8.7" ? "C97" : "C96";
                                    if (in(b, {"A6+5", "A4+5"})) return "C94";
                                    if (b == "P7+1") return "C95";
                                    return "C93";
                                };
                                const std::string& b4 = black(4);
                                return in(b4, {"B7+5", "B3+5"}) ? edgeHorse(black(5)) : edgeHorse(b4);
                            }
                            if (in(r, {"N2+3", "R1.2", "C8+4", "P3+1"})) continue;
                            if (r == "C8.7") return "C98";
                            if (r == "N8+7") return "C92";
                            return "C91";
                        }
                        return "C91";
                    }
                    if (in(b, {"N8+7", "N2+3", "R9.8"})) continue;
                    return "C90";
                }
                return "C90";
            }
            if (in(m, {"N2+3", "N8+7", "N8+9", "R1.2", "R2+6", "C8+4"})) continue;
            return "C90";
        }
        return "C90";
    }
};

Move mirror(Move m) {
    auto flip = [](Square s) { return makeSquare(FileCount - 1 - fileOf(s), rankOf(s)); };
    return Move(flip(m.from()), flip(m.to()));
}

// A move in WXF as the procedure spells it: piece letters R N B A K C P, "." for a sideways move ("C2.5"),
// tandem pieces "+"/"-" ("R+.3").
std::string wxfForEcco(const Position& pos, Move m) {
    std::string w = formatMove(pos, m, Notation::Wxf);
    for (char& c : w) {
        if (c == 'H') c = 'N';
        else if (c == 'E') c = 'B';
        else if (c == '=') c = '.';
    }
    return w;
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

Opening classifyOpening(const std::vector<Move>& moves, int plies) {
    // The first ten moves of each side in WXF, mirrored when Red's first move is played on its left (炮八平五,
    // 相七进五…); the procedure stops at a move that is not legal.
    const bool flip = !moves.empty() && fileOf(moves.front().from()) < 4;
    Position pos;
    std::vector<std::string> wxf;
    const std::size_t looked = std::size_t(std::clamp(plies, 0, 20));
    for (std::size_t i = 0; i < moves.size() && i < looked; ++i) {
        const Move m = flip ? mirror(moves[i]) : moves[i];
        if (!pos.isLegal(m)) break;
        wxf.push_back(wxfForEcco(pos, m));
        pos.makeMove(m);
    }
    const std::string code = EccoProcedure(wxf).classify();
    for (const Entry& e : Table)
        if (code == e.code) return toOpening(e);
    return toOpening(Table[0]);
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
    for (const Entry& e : Table) out.push_back(toOpening(e));
    return out;
}

}  // namespace xq
