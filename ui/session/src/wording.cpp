// Translated words for engine facts.
#include "xiangqi/session/wording.h"

#include <atomic>

#include <QCoreApplication>
#include <QDir>

#include "xiangqi/session/gamedocument.h"
#include "xiangqi/session/netgame.h"

namespace xq::session {

struct Wording {
    Q_DECLARE_TR_FUNCTIONS(xq::session::MoveReason)
};
struct RecordWording {
    Q_DECLARE_TR_FUNCTIONS(xq::session::Pgn)
};
struct FenWording {
    Q_DECLARE_TR_FUNCTIONS(xq::session::Fen)
};
struct ClockWording {
    Q_DECLARE_TR_FUNCTIONS(xq::session::TimeControl)
};
struct RepetitionWording {
    Q_DECLARE_TR_FUNCTIONS(xq::session::Repetition)
};
struct PuzzleWording {
    Q_DECLARE_TR_FUNCTIONS(xq::session::Puzzle)
};
struct VerdictWording {
    Q_DECLARE_TR_FUNCTIONS(xq::session::GameController)
};
struct DocumentWording {
    Q_DECLARE_TR_FUNCTIONS(xq::session::GameDocument)
};
struct NetworkGameWording {
    Q_DECLARE_TR_FUNCTIONS(xq::session::NetworkGame)
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

// Literal text (what the user typed, or must type) is set off with “”, in every language.
QString quoted(const std::string& text) { return QStringLiteral("\u201c%1\u201d").arg(QString::fromStdString(text)); }

QString pieceName(Color c, PieceType t) {
    const bool red = c == Color::Red;
    switch (t) {
    case King: return red ? Wording::tr("Red general") : Wording::tr("Black general");
    case Advisor: return red ? Wording::tr("Red advisor") : Wording::tr("Black advisor");
    case Elephant: return red ? Wording::tr("Red elephant") : Wording::tr("Black elephant");
    case Horse: return red ? Wording::tr("Red horse") : Wording::tr("Black horse");
    case Rook: return red ? Wording::tr("Red chariot") : Wording::tr("Black chariot");
    case Cannon: return red ? Wording::tr("Red cannon") : Wording::tr("Black cannon");
    case Pawn: return red ? Wording::tr("Red soldier") : Wording::tr("Black soldier");
    default: return {};
    }
}

}  // namespace

namespace {
std::atomic<ChineseCharacters> displayCharacters{ChineseCharacters::Traditional};
}

void setChineseCharacters(ChineseCharacters c) { displayCharacters.store(c); }
ChineseCharacters chineseCharacters() { return displayCharacters.load(); }

QString moveText(const Position& pos, Move m, Notation n) {
    if (n != Notation::Iccs) return QString::fromStdString(formatMove(pos, m, n, chineseCharacters()));
    return QString::fromStdString(moveToUci(m));
}

Move parseMoveText(const Position& pos, const QString& text, QString* error, Notation n) {
    const std::string t = text.trimmed().toStdString();
    MoveParseError why;
    const Move m = parseMove(pos, t, &why);
    if (m && pos.isLegal(m)) return m;
    if (error) {
        // A coordinate move names its squares: the rules can say exactly why it is refused.
        const Move coordinates = parseUciMove([&] {
            std::string u;
            for (char c : t)
                if (c != '-' && c != ' ') u += char(std::tolower(static_cast<unsigned char>(c)));
            return u;
        }());
        if (coordinates && why.code == MoveTextError::NotLegal) *error = illegalMoveReason(pos, coordinates, n);
        else if (why) *error = moveParseErrorText(pos, why);
        else *error = moveErrorText(MoveTextError::NotLegal);
    }
    return Move();
}

QString moveParseErrorText(const Position& pos, const MoveParseError& e) {
    switch (e.code) {
    case MoveTextError::Malformed:
        if (!e.character.empty())
            return Wording::tr("unexpected character %1 (character %2)").arg(quoted(e.character)).arg(e.position);
        if (e.notation == Notation::Chinese)
            return Wording::tr("not a move: write the piece, its file, the direction and a number, as in %1")
                .arg(quoted("炮二平五"));
        return moveErrorText(e.code);
    case MoveTextError::Ambiguous: {
        QStringList moves;
        for (Move m : e.candidates) moves << quoted(formatMove(pos, m, e.notation, chineseCharacters()));
        return Wording::tr("ambiguous: it fits %1").arg(moves.join(Wording::tr(", ")));
    }
    case MoveTextError::NoSuchPiece:
        if (e.square != NoSquare)
            return Wording::tr("there is no piece on %1").arg(QString::fromStdString(squareName(e.square)));
        if (e.piece != NoPieceType)
            return Wording::tr("there is no %1 on file %2").arg(pieceName(e.side, e.piece)).arg(e.fileNumber);
        return moveErrorText(e.code);
    case MoveTextError::NotYourPiece:
        if (e.square != NoSquare)
            return e.side == Color::Red ? Wording::tr("the piece on %1 is Black's, and Red is to move")
                                              .arg(QString::fromStdString(squareName(e.square)))
                                        : Wording::tr("the piece on %1 is Red's, and Black is to move")
                                              .arg(QString::fromStdString(squareName(e.square)));
        return moveErrorText(e.code);
    default: return moveErrorText(e.code);
    }
}

QString pieceOnSquareText(const Position& pos, Square s, Notation n) {
    const Piece piece = pos.pieceAt(s);
    if (n == Notation::Iccs || piece == NoPiece) return QString::fromStdString(squareName(s));
    // As a move in the notation names its piece: the piece and its file, counted from its owner's right.
    const bool red = colorOf(piece) == Color::Red;
    const int file = red ? 9 - fileOf(s) : fileOf(s) + 1;
    if (n == Notation::Wxf) return QStringLiteral("%1%2").arg(QChar(" KAEHRCP"[typeOf(piece)])).arg(file);
    const bool simplified = chineseCharacters() == ChineseCharacters::Simplified;
    static const char16_t* const redTraditional[] = {u"", u"帥", u"仕", u"相", u"傌", u"俥", u"炮", u"兵"};
    static const char16_t* const blackTraditional[] = {u"", u"將", u"士", u"象", u"馬", u"車", u"砲", u"卒"};
    static const char16_t* const redSimplified[] = {u"", u"帅", u"仕", u"相", u"马", u"车", u"炮", u"兵"};
    static const char16_t* const blackSimplified[] = {u"", u"将", u"士", u"象", u"马", u"车", u"炮", u"卒"};
    const char16_t* const* redNames = simplified ? redSimplified : redTraditional;
    const char16_t* const* blackNames = simplified ? blackSimplified : blackTraditional;
    static const char16_t* const numerals[] = {u"", u"一", u"二", u"三", u"四", u"五", u"六", u"七", u"八", u"九"};
    static const char16_t* const digits[] = {u"", u"１", u"２", u"３", u"４", u"５", u"６", u"７", u"８", u"９"};
    return QString::fromUtf16((red ? redNames : blackNames)[typeOf(piece)]) +
           QString::fromUtf16((red ? numerals : digits)[file]);
}

QString refusalText(const Refusal& r) { return refusalText(r, nullptr, Notation::Iccs); }

QString refusalText(const Refusal& r, const Position* pos, Notation n) {
    auto squareList = [&](const std::vector<Square>& squares) { return ::xq::session::squareList(squares, pos, n); };
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
    case RecordErrorCode::NotARecord:
        what = RecordWording::tr("this is no game record: it has no tags, and %1 is no move").arg(quoted(e.text));
        break;
    case RecordErrorCode::NotText: what = RecordWording::tr("this is binary data, not a game record"); break;
    case RecordErrorCode::TooLarge: what = RecordWording::tr("too large or too deeply nested to read"); break;
    case RecordErrorCode::MalformedTag: what = RecordWording::tr("malformed tag %1").arg(text.left(40)); break;
    case RecordErrorCode::BadFen:
        what = e.fenError ? RecordWording::tr("the FEN %1 is not a valid start position: %2")
                                .arg(quoted(e.text), fenErrorText(e.fenError))
                          : RecordWording::tr("the FEN %1 is not a valid start position").arg(quoted(e.text));
        break;
    case RecordErrorCode::UnknownFormat: what = RecordWording::tr("unknown move format \"%1\"").arg(text); break;
    case RecordErrorCode::BadMove: {
        const QString side = e.side == Color::Red ? RecordWording::tr("Red") : RecordWording::tr("Black");
        // Why the rules refuse it, as the board says it, with its pieces named in the notation of the move.
        Position before;
        const bool known = !e.positionFen.empty() && before.setFen(e.positionFen);
        const QString why = e.refusal.reason != RefusalReason::None
                                ? refusalText(e.refusal, known ? &before : nullptr, e.moveNotation)
                                : moveErrorText(e.moveError);
        what = RecordWording::tr("move %1 (%2) \"%3\": %4").arg(e.moveNumber).arg(side, text, why);
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
    // What the reader found, in the user's language (e.detail is the same in English, for the command-line tools).
    if (e.code == RecordErrorCode::BadData) {
        const QString square =
            e.dataSquare == NoSquare ? QString() : QString::fromStdString(squareName(e.dataSquare));
        switch (e.dataProblem) {
        case RecordError::DataProblem::None: break;
        case RecordError::DataProblem::NotAPiece:
            what += QStringLiteral(" (%1)").arg(RecordWording::tr("the byte %1 on %2 is no piece")
                                                    .arg(QStringLiteral("0x") +
                                                             QString::number(e.dataValue, 16).rightJustified(2, QChar('0')).toUpper(),
                                                         square));
            break;
        case RecordError::DataProblem::SquareOffBoard:
            what += QStringLiteral(" (%1)").arg(
                RecordWording::tr("square index %1 is off the board (0–89)").arg(e.dataValue));
            break;
        case RecordError::DataProblem::TwoPieces:
            what += QStringLiteral(" (%1)").arg(RecordWording::tr("two pieces on %1").arg(square));
            break;
        case RecordError::DataProblem::NegativeCommentLength:
            what += QStringLiteral(" (%1)").arg(RecordWording::tr("a comment of negative length"));
            break;
        case RecordError::DataProblem::VariationOutOfLine:
            what += QStringLiteral(" (%1)").arg(
                RecordWording::tr("a variation leaves a line or move that does not exist"));
            break;
        }
    }
    QString s = QStringLiteral("%1: %2").arg(where, what);
    if (e.gameIndex > 0) s = RecordWording::tr("game %1, %2").arg(e.gameIndex + 1).arg(s);
    return s;
}

QString fenErrorText(const FenError& e) {
    // The place as a reader of the text finds it: rows of the board field from the top (the FEN's own order),
    // files from the left, characters from the start of the text.
    const int row = 10 - e.rank;
    const int character = e.offset + 1;
    switch (e.code) {
    case FenErrorCode::None: return {};
    case FenErrorCode::TooLong: return FenWording::tr("the text is too long (%n characters)", nullptr, e.count);
    case FenErrorCode::Empty: return FenWording::tr("the text is empty");
    case FenErrorCode::FieldCount:
        return FenWording::tr(
            "the text has %n part(s); a position has 2 to 6, separated by spaces (the board, the side to move, "
            "two unused parts, the rule counter and the move number)",
            nullptr, e.count);
    case FenErrorCode::TooFewFiles:
        return FenWording::tr("row %1 of the board has %n file(s) instead of 9 (character %2)", nullptr, e.count)
            .arg(row)
            .arg(character);
    case FenErrorCode::TooManyFiles:
        return FenWording::tr("row %1 of the board has more than 9 files (character %2)").arg(row).arg(character);
    case FenErrorCode::TooManyRanks:
        return FenWording::tr("the board has more than 10 ranks (character %1)").arg(character);
    case FenErrorCode::TooFewRanks: return FenWording::tr("the board needs 10 ranks but has %n", nullptr, e.count);
    case FenErrorCode::UnknownLetter:
        return FenWording::tr("%1 is not a piece (row %2, file %3, character %4)")
            .arg(quoted(e.text))
            .arg(row)
            .arg(e.file + 1)
            .arg(character);
    case FenErrorCode::TooManyPieces: {
        const Piece p = e.text.empty() ? NoPiece : pieceFromFenChar(e.text[0]);
        const QString name = p == NoPiece ? quoted(e.text) : pieceName(colorOf(p), typeOf(p));
        return FenWording::tr("too many of %1: a side has at most %n (row %2, file %3, character %4)", nullptr, e.count)
            .arg(name)
            .arg(row)
            .arg(e.file + 1)
            .arg(character);
    }
    case FenErrorCode::GeneralOutsidePalace: {
        const bool red = !e.text.empty() && e.text[0] >= 'A' && e.text[0] <= 'Z';
        return (red ? FenWording::tr("the Red general stands outside its palace (row %1, file %2, character %3)")
                    : FenWording::tr("the Black general stands outside its palace (row %1, file %2, character %3)"))
            .arg(row)
            .arg(e.file + 1)
            .arg(character);
    }
    case FenErrorCode::NoRedGeneral: return FenWording::tr("Red has no general");
    case FenErrorCode::NoBlackGeneral: return FenWording::tr("Black has no general");
    case FenErrorCode::BadSide:
        return FenWording::tr("the side to move must be %1 (Red) or %2 (Black), not %3")
            .arg(quoted("w"), quoted("b"), quoted(e.text));
    case FenErrorCode::BadHalfmoveClock:
        return FenWording::tr("the rule counter (part 5) must be a number from 0 to %1, not %2")
            .arg(e.count)
            .arg(quoted(e.text));
    case FenErrorCode::BadMoveNumber:
        return FenWording::tr("the move number (part 6) must be a number from 1 to %1, not %2")
            .arg(e.count)
            .arg(quoted(e.text));
    case FenErrorCode::SideNotToMoveInCheck:
        return FenWording::tr("the side that has just moved is in check (or the generals face each other)");
    }
    return {};
}

QString timeControlErrorText(const TimeControlError& e) {
    const QString forms = ClockWording::tr(
                              "minutes + seconds of increment (%1), seconds per move (%2), minutes + "
                              "periods × seconds of byo-yomi (%3), or %4")
                              .arg(quoted("10+5"), quoted("30s/move"), quoted("10+3x30s"), quoted("untimed"));
    switch (e.code) {
    case TimeControlErrorCode::None: return {};
    case TimeControlErrorCode::Empty: return ClockWording::tr("no time control given; write %1").arg(forms);
    case TimeControlErrorCode::UnknownForm:
        return ClockWording::tr("%1 is not a time control; write %2").arg(quoted(e.part), forms);
    case TimeControlErrorCode::BadNumber:
        return ClockWording::tr("in %1, %2 is not a number of the allowed size").arg(quoted(e.part), quoted(e.text));
    }
    return {};
}

QString puzzleErrorText(const PuzzleError& e) {
    switch (e.code) {
    case PuzzleErrorCode::None: return {};
    case PuzzleErrorCode::BadFen: return PuzzleWording::tr("the position is not valid: %1").arg(fenErrorText(e.fen));
    case PuzzleErrorCode::BadMateLength:
        return PuzzleWording::tr("the mate length must be a whole number of at least 1, not %1").arg(quoted(e.text));
    case PuzzleErrorCode::BadMoveLimit:
        return PuzzleWording::tr("the move limit must be a whole number of at least 1, not %1").arg(quoted(e.text));
    case PuzzleErrorCode::BadBestMove:
        return PuzzleWording::tr("the solution move %1 is not legal in the position").arg(quoted(e.text));
    case PuzzleErrorCode::BothGoals:
        return PuzzleWording::tr("it gives both a mate length (%1) and a move limit (%2)")
            .arg(quoted("dm N"), quoted("win N"));
    case PuzzleErrorCode::NoGoal:
        return PuzzleWording::tr("it gives no mate length (%1) or move limit (%2)")
            .arg(quoted("dm N"), quoted("win N"));
    case PuzzleErrorCode::NoMate:
        return PuzzleWording::tr("the game has no %1 tag and its moves do not end in mate").arg(quoted("[Mate]"));
    case PuzzleErrorCode::BadRecord: return recordErrorText(e.record);
    }
    return {};
}

// The engine's level names, listed here so that Qt Linguist offers them for translation.
[[maybe_unused]] static const char* const levelNamesForTranslation[] = {
    QT_TRANSLATE_NOOP("xq::session::Level", "Beginner"), QT_TRANSLATE_NOOP("xq::session::Level", "Novice"),
    QT_TRANSLATE_NOOP("xq::session::Level", "Casual"),   QT_TRANSLATE_NOOP("xq::session::Level", "Club"),
    QT_TRANSLATE_NOOP("xq::session::Level", "Advanced"), QT_TRANSLATE_NOOP("xq::session::Level", "Expert"),
    QT_TRANSLATE_NOOP("xq::session::Level", "Master")};

QString levelName(int level) {
    const auto& all = levels();
    if (level < 0 || level >= int(all.size())) return {};
    return QCoreApplication::translate("xq::session::Level", all[std::size_t(level)].name);
}

QString ruleSetText(RuleSet r) {
    switch (r) {
    case RuleSet::Asian: return RepetitionWording::tr("Asian rules");
    case RuleSet::Chinese: return RepetitionWording::tr("Chinese rules");
    case RuleSet::Simple: return RepetitionWording::tr("Simple rules");
    }
    return {};
}

// ---- network play ----

struct NetworkWording {
    Q_DECLARE_TR_FUNCTIONS(xq::session::Network)
};

QString networkErrorText(net::ErrorCode code) {
    using net::ErrorCode;
    switch (code) {
    case ErrorCode::None: return {};
    case ErrorCode::TooLong: return NetworkWording::tr("a message longer than the protocol allows");
    case ErrorCode::BadJson: return NetworkWording::tr("a message that is not readable JSON text");
    case ErrorCode::NotObject: return NetworkWording::tr("a message that is not a JSON object");
    case ErrorCode::UnknownType: return NetworkWording::tr("a message of an unknown kind");
    case ErrorCode::BadField: return NetworkWording::tr("a message with a missing or wrong field");
    case ErrorCode::Version: return NetworkWording::tr("another version of the network protocol");
    case ErrorCode::WrongCode: return NetworkWording::tr("a wrong join code");
    case ErrorCode::WrongGame: return NetworkWording::tr("a different game");
    case ErrorCode::Busy: return NetworkWording::tr("the game already has its two players");
    case ErrorCode::NotNow: return NetworkWording::tr("a message that is not allowed at this point of the game");
    case ErrorCode::NotYourTurn: return NetworkWording::tr("a move out of turn");
    case ErrorCode::StalePly: return NetworkWording::tr("a move that was played already");
    case ErrorCode::PlyGap: return NetworkWording::tr("a move that skips a move");
    case ErrorCode::IllegalMove: return NetworkWording::tr("a move the rules forbid");
    case ErrorCode::BadSetup: return NetworkWording::tr("a game set-up that cannot be played");
    case ErrorCode::VerdictMismatch: return NetworkWording::tr("a different verdict on the game");
    case ErrorCode::FlagDisputed: return NetworkWording::tr("a fallen flag the other clock does not confirm");
    case ErrorCode::TooManyErrors: return NetworkWording::tr("too many refused messages: the connection is closed");
    }
    return {};
}

struct CloudWording {
    Q_DECLARE_TR_FUNCTIONS(xq::session::Cloud)
};

QString cloudErrorText(CloudError error, int httpStatus) {
    switch (error) {
    case CloudError::None: return {};
    case CloudError::Disabled:
        return CloudWording::tr("The cloud library is off: nothing was sent. Turn it on to ask chessdb.cn.");
    case CloudError::Timeout: return CloudWording::tr("The cloud library did not answer in time.");
    case CloudError::HttpStatus: return CloudWording::tr("The cloud library's server refused the query (HTTP %1).").arg(httpStatus);
    case CloudError::Network: return CloudWording::tr("The cloud library could not be reached (no connection, or it was closed).");
    case CloudError::Secure:
        return CloudWording::tr("The secure connection to the cloud library failed (its certificate is not trusted, "
                                "or this system offers no TLS).");
    case CloudError::BadReply: return CloudWording::tr("The cloud library sent an answer this program does not understand.");
    }
    return {};
}

QString cloudStatusText(CloudStatus status) {
    switch (status) {
    case CloudStatus::Moves: return {};
    case CloudStatus::Unknown: return CloudWording::tr("The cloud library does not know this position yet.");
    case CloudStatus::InvalidBoard: return CloudWording::tr("The cloud library refuses this position as invalid.");
    case CloudStatus::Checkmate: return CloudWording::tr("The side to move is checkmated.");
    case CloudStatus::Stalemate: return CloudWording::tr("The side to move has no legal move.");
    case CloudStatus::NoBestMove: return CloudWording::tr("The cloud library has no move to suggest here.");
    }
    return {};
}

QString cloudTablebaseText(const CloudTablebase& t) {
    if (t.outcome == 0) return {};
    const bool known = t.distance >= 0;
    switch (t.outcome) {
    case 'W': return known ? CloudWording::tr("endgame table: wins in %n move(s)", nullptr, t.distance) : CloudWording::tr("endgame table: wins");
    case 'L': return known ? CloudWording::tr("endgame table: loses in %n move(s)", nullptr, t.distance) : CloudWording::tr("endgame table: loses");
    default: return CloudWording::tr("endgame table: draw");
    }
}

namespace {

// "Move 5 (俥一進九)": the move number and the move in notation n, written from the position before it in `game`
// (ICCS without a game, or when the game's record does not hold that move).
QString rulingMoveText(const ForcingMove& fm, const Position* game, Notation n) {
    QString text = QString::fromStdString(moveToUci(fm.move));
    if (game && n != Notation::Iccs && fm.ply >= 0 && fm.ply < int(game->history().size()) &&
        game->history()[std::size_t(fm.ply)].move == fm.move) {
        Position before = *game;
        while (int(before.history().size()) > fm.ply) before.undoMove();
        if (before.isLegal(fm.move)) text = moveText(before, fm.move, n);
    }
    return RepetitionWording::tr("Move %1 (%2)").arg(fm.ply / 2 + 1).arg(text);
}

QString forcingMoveTextIn(const RepetitionRuling& r, const ForcingMove& fm, const Position* game, Notation n) {
    const QString move = rulingMoveText(fm, game, n);
    const QString piece = pieceName(r.side, fm.piece);
    const QString at = QString::fromStdString(squareName(fm.pieceSquare));
    const QString target = pieceName(~r.side, fm.target);
    const QString targetAt = QString::fromStdString(squareName(fm.targetSquare));
    switch (fm.kind) {
    case ForcingKind::Check: return RepetitionWording::tr("%1: the %2 on %3 checks.").arg(move, piece, at);
    case ForcingKind::Unprotected:
        return RepetitionWording::tr("%1: the %2 on %3 attacks the %4 on %5, which is unprotected.")
            .arg(move, piece, at, target, targetAt);
    case ForcingKind::WorthMore:
        return RepetitionWording::tr("%1: the %2 on %3 attacks the %4 on %5, which is worth more than its "
                                     "attacker.")
            .arg(move, piece, at, target, targetAt);
    case ForcingKind::MateThreat:
        return RepetitionWording::tr("%1: the %2 on %3 threatens to mate.").arg(move, piece, at);
    case ForcingKind::None: break;
    }
    return {};
}

QString repetitionExplanationIn(const Verdict& v, const Position* game, Notation n) {
    const RepetitionRuling& r = v.repetition;
    if (r.kind == RepetitionCase::None) return {};
    const QString side = r.side == Color::Red ? RepetitionWording::tr("Red") : RepetitionWording::tr("Black");
    QStringList lines;
    lines << (r.rule > 0 ? RepetitionWording::tr("%1, rule %2").arg(ruleSetText(r.rules)).arg(r.rule)
                         : ruleSetText(r.rules));
    switch (r.kind) {
    case RepetitionCase::PerpetualCheck:
        lines << RepetitionWording::tr("%1 gave check with every move of the repeated sequence: perpetual check loses.")
                     .arg(side);
        break;
    case RepetitionCase::MutualCheck:
        lines << RepetitionWording::tr("Both sides gave check with every move: a draw.");
        break;
    case RepetitionCase::PerpetualChase:
        lines << RepetitionWording::tr("%1 attacked the same piece with every move of the repeated sequence: "
                                       "perpetual chase loses.")
                     .arg(side);
        break;
    case RepetitionCase::CheckAndChase:
        lines << (v.result == GameResult::Draw
                      ? RepetitionWording::tr("%1 mixed checks and chases (\u201cone check, one chase\u201d): "
                                              "allowed under these rules, a draw.")
                            .arg(side)
                      : RepetitionWording::tr("%1 mixed checks and chases (\u201cone check, one chase\u201d): "
                                              "forbidden under these rules, it loses.")
                            .arg(side));
        break;
    case RepetitionCase::Forbidden:
        lines << RepetitionWording::tr("%1 checked, threatened mate or chased with every move of the repeated "
                                       "sequence: forbidden under the Chinese rules (article 24.13, whichever "
                                       "pieces were attacked; the Asian rule %2 allows it), it loses.")
                     .arg(side)
                     .arg(r.rule);
        break;
    case RepetitionCase::MutualChase:
        lines << RepetitionWording::tr("Both sides chased with every move: a draw.");
        break;
    case RepetitionCase::ChangingTargets:
        lines << RepetitionWording::tr("%1 chased with every move, but not always the same piece: a draw.").arg(side);
        break;
    case RepetitionCase::Idle:
        lines << RepetitionWording::tr("Neither side checked or chased with every move: a draw by repetition.");
        return lines.join('\n');
    case RepetitionCase::SimpleRules:
        lines << RepetitionWording::tr("Under the simple rules only perpetual check loses: a draw by repetition.");
        return lines.join('\n');
    case RepetitionCase::None: break;
    }
    // One turn of the cycle (it usually holds the same moves twice).
    const std::size_t shown = cycleTurnLength(r.moves);
    for (std::size_t i = 0; i < shown; ++i) {
        const QString line = forcingMoveTextIn(r, r.moves[i], game, n);
        lines << (line.isEmpty() ? RepetitionWording::tr("%1: neither a check nor a chase.")
                                       .arg(rulingMoveText(r.moves[i], game, n))
                                 : line);
    }
    return lines.join('\n');
}

}  // namespace

QString forcingMoveText(const RepetitionRuling& r, const ForcingMove& fm) {
    return forcingMoveTextIn(r, fm, nullptr, Notation::Iccs);
}
QString forcingMoveText(const RepetitionRuling& r, const ForcingMove& fm, const Position& game, Notation n) {
    return forcingMoveTextIn(r, fm, &game, n);
}
QString repetitionExplanation(const Verdict& v) { return repetitionExplanationIn(v, nullptr, Notation::Iccs); }
QString repetitionExplanation(const Verdict& v, const Position& game, Notation n) {
    return repetitionExplanationIn(v, &game, n);
}

QString verdictText(const Verdict& v) {
    const QString winner = v.result == GameResult::RedWins ? VerdictWording::tr("Red wins") : VerdictWording::tr("Black wins");
    switch (v.reason) {
    case EndReason::Checkmate: return VerdictWording::tr("Checkmate — %1").arg(winner);
    case EndReason::Stalemate: return VerdictWording::tr("Stalemate: no legal move left — %1").arg(winner);
    case EndReason::PerpetualCheck: return VerdictWording::tr("Perpetual check is forbidden — %1").arg(winner);
    case EndReason::PerpetualChase:
        // The Chinese rules' 长打: checks, threats of mate and chases of several pieces mixed (RULES.md 3.3).
        if (v.repetition.kind == RepetitionCase::Forbidden) return VerdictWording::tr("Perpetual attack is forbidden — %1").arg(winner);
        return VerdictWording::tr("Perpetual chase is forbidden — %1").arg(winner);
    case EndReason::Repetition: return VerdictWording::tr("Draw by repetition");
    case EndReason::MoveLimit: return VerdictWording::tr("Draw: 60 moves each without a capture");
    case EndReason::InsufficientMaterial: return VerdictWording::tr("Draw: neither side has a piece that can attack");
    case EndReason::None: break;
    }
    if (v.result == GameResult::Draw) return VerdictWording::tr("Draw");
    return winner;
}

QString documentErrorText(const DocumentError& e) {
    using Kind = DocumentError::Kind;
    switch (e.kind) {
    case Kind::None: return {};
    case Kind::Missing: return DocumentWording::tr("%1 does not exist").arg(e.path);
    case Kind::NotAFile: return DocumentWording::tr("%1 is not a regular file").arg(e.path);
    case Kind::TooLarge: return DocumentWording::tr("%1 is larger than 1 GiB").arg(e.path);
    case Kind::CannotOpen: return DocumentWording::tr("cannot open %1: %2").arg(e.path, e.system);
    case Kind::CannotRead: return DocumentWording::tr("cannot read %1: %2").arg(e.path, e.system);
    case Kind::CannotWrite: return e.system;
    case Kind::NoGame: return e.record ? recordErrorText(e.record) : DocumentWording::tr("no game found");
    case Kind::NoSuchGame:
        return e.gameCount == 1 ? DocumentWording::tr("the file holds only one game") : DocumentWording::tr("the file holds %n games", nullptr, e.gameCount);
    case Kind::BadRecord: return recordErrorText(e.record);
    case Kind::NotSavable: return DocumentWording::tr("this game has no file of its own to be saved back to");
    }
    return {};
}

namespace engineerror {

QString describeCode(const EngineError& e) {
    // Translated in the context "EngineError" (the window's .ts file lists these sentences once lupdate reads
    // this file); untranslated, the English text.
    switch (e.code) {
    case EngineErrorCode::None: return {};
    case EngineErrorCode::FailedToStart:
        return QCoreApplication::translate("EngineError", "The engine could not be started.");
    case EngineErrorCode::StartupTimeout:
        return QCoreApplication::translate("EngineError", "The engine did not answer when it was started.");
    case EngineErrorCode::Crashed: return QCoreApplication::translate("EngineError", "The engine crashed.");
    case EngineErrorCode::Exited: return QCoreApplication::translate("EngineError", "The engine stopped running.");
    case EngineErrorCode::IllegalBestMove:
        return QCoreApplication::translate("EngineError",
                                           "The engine chose a move that is not allowed; it was refused.");
    case EngineErrorCode::SearchTimeout:
        return QCoreApplication::translate(
            "EngineError", "The engine did not answer in time, not even when asked to stop; it was ended.");
    case EngineErrorCode::Garbage:
        return QCoreApplication::translate("EngineError", "The engine writes lines it should not; they are ignored.");
    case EngineErrorCode::WriteFailed:
        return QCoreApplication::translate("EngineError", "Commands could not be sent to the engine.");
    case EngineErrorCode::NoUsableAnswer:
        return QCoreApplication::translate("EngineError",
                                           "The engine gave no usable answer (no score, or a move that is not "
                                           "allowed); check its protocol in the engine settings.");
    }
    return {};
}

QString describeStartProblem(const EngineError& e) {
    const QString path = QDir::toNativeSeparators(e.path);
    switch (e.startProblem) {
    case EngineStartProblem::None: return {};
    case EngineStartProblem::NotFound:
        return QCoreApplication::translate("EngineError", "The file %1 does not exist.").arg(path);
    case EngineStartProblem::NotExecutable:
        return QCoreApplication::translate("EngineError", "Permission denied: %1 is not a program you may run.")
            .arg(path);
    case EngineStartProblem::IsFolder:
        return QCoreApplication::translate("EngineError", "%1 is a folder, not a program.").arg(path);
    case EngineStartProblem::Other:
        return QCoreApplication::translate("EngineError", "The system says: %1").arg(e.text);
    }
    return {};
}

}  // namespace engineerror

QString engineErrorText(const EngineError& e) {
    QString text = engineerror::describeCode(e);
    if (const QString why = engineerror::describeStartProblem(e); !why.isEmpty()) text += QLatin1Char(' ') + why;
    if (!e.engineSaid.isEmpty())
        text += QLatin1Char(' ') +
                QCoreApplication::translate("EngineError", "The engine said: \"%1\"").arg(e.engineSaid);
    return text;
}

QString networkStatusText(const NetworkGame& g) {
    using State = NetworkGame::State;
    switch (g.state()) {
    case State::Idle:
    case State::Closed: return NetworkGameWording::tr("Not connected");
    case State::Listening:
        return NetworkGameWording::tr("Waiting for your opponent to join (port %1, code %2)…").arg(g.port()).arg(g.joinCode());
    case State::Connecting: return NetworkGameWording::tr("Connecting to %1, port %2…").arg(g.hostName()).arg(g.hostPort());
    case State::Handshake: return NetworkGameWording::tr("Connected — setting up the game…");
    case State::Playing:
        if (g.isOurTurn()) return NetworkGameWording::tr("Connected to %1 — your move").arg(g.peerName());
        return NetworkGameWording::tr("Connected — %1 is thinking…").arg(g.peerName());
    case State::Over: return NetworkGameWording::tr("The game is over — connected to %1").arg(g.peerName());
    case State::Reconnecting:
        return g.role() == NetworkGame::Role::Guest ? NetworkGameWording::tr("Connection lost, trying again… (clocks stopped)")
                                    : NetworkGameWording::tr("Connection lost — waiting for %1 to come back (clocks stopped)").arg(g.peerName());
    case State::Adjourned: return NetworkGameWording::tr("The game is adjourned");
    }
    return {};
}

QString editText(RecordEdit edit) {
    switch (edit) {
    case RecordEdit::Move: return VerdictWording::tr("Move");
    case RecordEdit::TakeBack: return VerdictWording::tr("Take Back");
    case RecordEdit::PromoteVariation: return VerdictWording::tr("Promote Variation");
    case RecordEdit::DeleteVariation: return VerdictWording::tr("Delete Variation");
    case RecordEdit::Comment: return VerdictWording::tr("Edit Comment");
    case RecordEdit::GameInfo: return VerdictWording::tr("Edit Game Information");
    case RecordEdit::Rules: return VerdictWording::tr("Change Rules");
    case RecordEdit::NewGame:
    case RecordEdit::Restore:
    case RecordEdit::Other: break;
    }
    return VerdictWording::tr("Edit");
}

}  // namespace xq::session
