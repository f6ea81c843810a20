// Translated words for engine facts.
#include "xiangqi/ui/wording.h"

#include <QCoreApplication>

namespace xq::ui {

struct Wording {
    Q_DECLARE_TR_FUNCTIONS(xq::ui::MoveReason)
};
struct RecordWording {
    Q_DECLARE_TR_FUNCTIONS(xq::ui::Pgn)
};

namespace {

QString squareList(const std::vector<Square>& squares, const Position* pos, Notation n) {
    QStringList names;
    for (Square s : squares) names << (pos ? pieceOnSquareText(*pos, s, n) : QString::fromStdString(squareName(s)));
    return names.join(QStringLiteral(", "));
}

QString moveErrorText(MoveTextError e) {
    switch (e) {
    case MoveTextError::None: return {};
    case MoveTextError::Empty: return Wording::tr("no move given");
    case MoveTextError::Malformed: return Wording::tr("not a move in Chinese, WXF or ICCS notation");
    case MoveTextError::Ambiguous: return Wording::tr("ambiguous: it fits more than one move");
    case MoveTextError::NoSuchPiece: return Wording::tr("there is no such piece to move");
    case MoveTextError::NotYourPiece: return Wording::tr("that piece belongs to the other side");
    case MoveTextError::NotLegal: return Wording::tr("not a legal move here");
    }
    return {};
}

}  // namespace

QString moveText(const Position& pos, Move m, Notation n) {
    if (n != Notation::Iccs) return QString::fromStdString(formatMove(pos, m, n));
    return QString::fromStdString(moveToUci(m));
}

Move parseMoveText(const Position& pos, const QString& text, QString* error, Notation n) {
    const std::string t = text.trimmed().toStdString();
    const Move m = parseMove(pos, t);
    if (m && pos.isLegal(m)) return m;
    if (error) {
        const MoveTextError e = classifyMoveText(pos, t);
        // A coordinate move names its squares: the rules can say exactly why it is refused.
        const Move coordinates = parseUciMove([&] {
            std::string u;
            for (char c : t)
                if (c != '-' && c != ' ') u += char(std::tolower(static_cast<unsigned char>(c)));
            return u;
        }());
        if (coordinates && e != MoveTextError::Malformed) *error = illegalMoveReason(pos, coordinates, n);
        else *error = moveErrorText(e == MoveTextError::None ? MoveTextError::NotLegal : e);
    }
    return Move();
}

QString pieceOnSquareText(const Position& pos, Square s, Notation n) {
    const Piece piece = pos.pieceAt(s);
    if (n == Notation::Iccs || piece == NoPiece) return QString::fromStdString(squareName(s));
    // As a move in the notation names its piece: the piece and its file, counted from its owner's right.
    const bool red = colorOf(piece) == Color::Red;
    const int file = red ? 9 - fileOf(s) : fileOf(s) + 1;
    if (n == Notation::Wxf) return QStringLiteral("%1%2").arg(QChar(" KAEHRCP"[typeOf(piece)])).arg(file);
    static const char16_t* const redNames[] = {u"", u"帥", u"仕", u"相", u"傌", u"俥", u"炮", u"兵"};
    static const char16_t* const blackNames[] = {u"", u"將", u"士", u"象", u"馬", u"車", u"砲", u"卒"};
    static const char16_t* const numerals[] = {u"", u"一", u"二", u"三", u"四", u"五", u"六", u"七", u"八", u"九"};
    static const char16_t* const digits[] = {u"", u"１", u"２", u"３", u"４", u"５", u"６", u"７", u"８", u"９"};
    return QString::fromUtf16((red ? redNames : blackNames)[typeOf(piece)]) +
           QString::fromUtf16((red ? numerals : digits)[file]);
}

QString refusalText(const Refusal& r) { return refusalText(r, nullptr, Notation::Iccs); }

QString refusalText(const Refusal& r, const Position* pos, Notation n) {
    auto squareList = [&](const std::vector<Square>& squares) { return ::xq::ui::squareList(squares, pos, n); };
    const QString blockers = squareList(r.blockers);
    switch (r.reason) {
    case RefusalReason::None: return {};
    case RefusalReason::NotAMove: return Wording::tr("not a move");
    case RefusalReason::GameOver: return Wording::tr("the game is over");
    case RefusalReason::NoPiece: return Wording::tr("there is no piece to move");
    case RefusalReason::NotYourTurn:
        return r.mover == Color::Red ? Wording::tr("it is Red's turn") : Wording::tr("it is Black's turn");
    case RefusalReason::OwnPiece: return Wording::tr("you cannot capture your own piece");
    case RefusalReason::GeneralLeavesPalace: return Wording::tr("the general must stay in the palace");
    case RefusalReason::GeneralStep: return Wording::tr("the general moves one step along a line");
    case RefusalReason::AdvisorLeavesPalace: return Wording::tr("an advisor must stay in the palace");
    case RefusalReason::AdvisorStep: return Wording::tr("an advisor moves one step diagonally");
    case RefusalReason::ElephantCrossesRiver: return Wording::tr("an elephant cannot cross the river");
    case RefusalReason::ElephantStep: return Wording::tr("an elephant moves exactly two points diagonally");
    case RefusalReason::ElephantEyeBlocked:
        return Wording::tr("an elephant is blocked by a piece at its eye (%1)").arg(blockers);
    case RefusalReason::HorseStep: return Wording::tr("a horse moves one step straight, then one diagonally");
    case RefusalReason::HorseLegBlocked:
        return Wording::tr("a horse cannot jump over a piece at its leg (%1)").arg(blockers);
    case RefusalReason::RookLine: return Wording::tr("a chariot moves along a file or a rank");
    case RefusalReason::RookBlocked: return Wording::tr("a chariot cannot jump over pieces (%1)").arg(blockers);
    case RefusalReason::CannonLine: return Wording::tr("a cannon moves along a file or a rank");
    case RefusalReason::CannonJumpsOnlyToCapture:
        return Wording::tr("a cannon jumps only to capture (%1 in the way)").arg(blockers);
    case RefusalReason::CannonNeedsScreen: return Wording::tr("a cannon captures by jumping over exactly one piece");
    case RefusalReason::CannonTooManyScreens:
        return Wording::tr("a cannon captures by jumping over exactly one piece, not %n", nullptr,
                           int(r.blockers.size()));
    case RefusalReason::SoldierBackward: return Wording::tr("a soldier never moves backward");
    case RefusalReason::SoldierStep: return Wording::tr("a soldier moves one step at a time");
    case RefusalReason::SoldierSidewaysBeforeRiver:
        return Wording::tr("a soldier moves sideways only after crossing the river");
    case RefusalReason::GeneralsFace: return Wording::tr("the generals would face each other");
    case RefusalReason::StaysInCheck:
        return Wording::tr("your general is in check and must be saved (attacked from %1)")
            .arg(squareList(r.attackers));
    case RefusalReason::LeavesGeneralInCheck:
        return Wording::tr("the general would be in check (from %1)").arg(squareList(r.attackers));
    }
    return {};
}

QString illegalMoveReason(const Position& pos, Move m, Notation n) { return refusalText(whyIllegal(pos, m), &pos, n); }

QString recordErrorText(const RecordError& e) {
    QString where;
    if (e.line > 0) where = RecordWording::tr("line %1, column %2").arg(e.line).arg(e.column);
    else where = RecordWording::tr("byte %1").arg(e.offset);
    const QString text = QString::fromStdString(e.text);
    QString what;
    switch (e.code) {
    case RecordErrorCode::None: return {};
    case RecordErrorCode::Empty: return RecordWording::tr("no game found");
    case RecordErrorCode::NotText: what = RecordWording::tr("this is binary data, not a game record"); break;
    case RecordErrorCode::TooLarge: what = RecordWording::tr("too large or too deeply nested to read"); break;
    case RecordErrorCode::MalformedTag: what = RecordWording::tr("malformed tag %1").arg(text.left(40)); break;
    case RecordErrorCode::BadFen:
        what = RecordWording::tr("bad FEN: %1 (%2)").arg(text, QString::fromStdString(e.detail));
        break;
    case RecordErrorCode::UnknownFormat: what = RecordWording::tr("unknown move format \"%1\"").arg(text); break;
    case RecordErrorCode::BadMove: {
        const QString side = e.side == Color::Red ? RecordWording::tr("Red") : RecordWording::tr("Black");
        what =
            RecordWording::tr("move %1 (%2) \"%3\": %4").arg(e.moveNumber).arg(side, text, moveErrorText(e.moveError));
        break;
    }
    case RecordErrorCode::UnbalancedParen: what = RecordWording::tr("unbalanced \"%1\"").arg(text); break;
    case RecordErrorCode::UnclosedComment: what = RecordWording::tr("a comment \"{\" is never closed"); break;
    case RecordErrorCode::UnclosedVariation: what = RecordWording::tr("a variation \"(\" is never closed"); break;
    case RecordErrorCode::VariationWithoutMove: what = RecordWording::tr("a variation \"(\" before any move"); break;
    case RecordErrorCode::Truncated: what = RecordWording::tr("the file ends early"); break;
    case RecordErrorCode::BadHeader: what = RecordWording::tr("the header is not of this format"); break;
    case RecordErrorCode::BadData: what = RecordWording::tr("the data contradict themselves"); break;
    }
    // The reader's English detail (a square off the board, a piece byte, a board problem) says exactly what.
    if (e.code == RecordErrorCode::BadData && !e.detail.empty())
        what += QStringLiteral(" (%1)").arg(QString::fromStdString(e.detail));
    QString s = QStringLiteral("%1: %2").arg(where, what);
    if (e.gameIndex > 0) s = RecordWording::tr("game %1, %2").arg(e.gameIndex + 1).arg(s);
    return s;
}

// The engine's level names, listed here so that Qt Linguist offers them for translation.
[[maybe_unused]] static const char* const levelNamesForTranslation[] = {
    QT_TRANSLATE_NOOP("xq::ui::Level", "Beginner"), QT_TRANSLATE_NOOP("xq::ui::Level", "Novice"),
    QT_TRANSLATE_NOOP("xq::ui::Level", "Casual"),   QT_TRANSLATE_NOOP("xq::ui::Level", "Club"),
    QT_TRANSLATE_NOOP("xq::ui::Level", "Advanced"), QT_TRANSLATE_NOOP("xq::ui::Level", "Expert"),
    QT_TRANSLATE_NOOP("xq::ui::Level", "Master")};

QString levelName(int level) {
    const auto& all = levels();
    if (level < 0 || level >= int(all.size())) return {};
    return QCoreApplication::translate("xq::ui::Level", all[std::size_t(level)].name);
}

}  // namespace xq::ui
