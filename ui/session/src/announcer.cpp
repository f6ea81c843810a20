// The announcer and the board reader (announcer.h): moves, checks, verdicts, clock warnings and refused moves said
// as they happen; questions about the position answered in words.
#include "xiangqi/session/announcer.h"

#include <QRegularExpression>
#include <algorithm>
#include <cstdlib>

#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/wording.h"

namespace xq::session {

namespace {

QString fromStd(const std::string& s) { return QString::fromStdString(s); }
QString squareText(Square s) { return fromStd(squareName(s)); }

bool inPalace(Square s, Color c) {
    const int f = fileOf(s);
    const int r = relativeRank(c, s);
    return f >= 3 && f <= 5 && r <= 2;
}

// Pieces standing strictly between a and b on one file or rank.
int piecesBetween(const Position& pos, Square a, Square b) {
    const int df = fileOf(b) - fileOf(a), dr = rankOf(b) - rankOf(a);
    const int steps = std::max(std::abs(df), std::abs(dr));
    const int sf = df == 0 ? 0 : df / std::abs(df), sr = dr == 0 ? 0 : dr / std::abs(dr);
    int n = 0;
    for (int i = 1; i < steps; ++i)
        if (pos.pieceAt(makeSquare(fileOf(a) + i * sf, rankOf(a) + i * sr)) != NoPiece) ++n;
    return n;
}

// Whether the piece on `from` reaches `to` by its movement rules, whatever stands on `to`.
bool reaches(const Position& pos, Square from, Square to) {
    const Piece p = pos.pieceAt(from);
    if (p == NoPiece || from == to) return false;
    const Color c = colorOf(p);
    const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
    const int adf = std::abs(df), adr = std::abs(dr);
    switch (typeOf(p)) {
    case King: return adf + adr == 1 && inPalace(to, c);
    case Advisor: return adf == 1 && adr == 1 && inPalace(to, c);
    case Elephant:
        return adf == 2 && adr == 2 && relativeRank(c, to) <= 4 &&
               pos.pieceAt(makeSquare(fileOf(from) + df / 2, rankOf(from) + dr / 2)) == NoPiece;
    case Horse: {
        if (!((adf == 1 && adr == 2) || (adf == 2 && adr == 1))) return false;
        const Square leg = adf == 2 ? makeSquare(fileOf(from) + df / 2, rankOf(from))
                                    : makeSquare(fileOf(from), rankOf(from) + dr / 2);
        return pos.pieceAt(leg) == NoPiece;
    }
    case Rook: return (df == 0 || dr == 0) && piecesBetween(pos, from, to) == 0;
    case Cannon: {
        if (df != 0 && dr != 0) return false;
        // A cannon moves to an empty square and takes over exactly one screen; guarding counts like taking.
        const int between = piecesBetween(pos, from, to);
        return pos.pieceAt(to) == NoPiece ? between == 0 : between == 1;
    }
    case Pawn: {
        const int forward = c == Color::Red ? 1 : -1;
        if (df == 0 && dr == forward) return true;
        return adf == 1 && dr == 0 && relativeRank(c, from) >= 5;
    }
    default: return false;
    }
}

}  // namespace

// ---- BoardReader ----------------------------------------------------------------------------------------------

BoardReader::BoardReader(const GameController* controller, SpokenNotation spoken, Notation written,
                         ChineseCharacters characters)
    : controller_(controller), spoken_(spoken), written_(written), characters_(characters) {}

std::vector<Square> BoardReader::reachers(const Position& pos, Square s, Color side) {
    std::vector<Square> out;
    for (int sq = 0; sq < SquareCount; ++sq) {
        const Piece p = pos.pieceAt(Square(sq));
        if (p != NoPiece && colorOf(p) == side && reaches(pos, Square(sq), s)) out.push_back(Square(sq));
    }
    return out;
}

Utterance BoardReader::pieceWords(Piece p) const {
    const bool red = colorOf(p) == Color::Red;
    QString text;
    switch (typeOf(p)) {
    case King: text = red ? tr("red general") : tr("black general"); break;
    case Advisor: text = red ? tr("red advisor") : tr("black advisor"); break;
    case Elephant: text = red ? tr("red elephant") : tr("black elephant"); break;
    case Horse: text = red ? tr("red horse") : tr("black horse"); break;
    case Rook: text = red ? tr("red chariot") : tr("black chariot"); break;
    case Cannon: text = red ? tr("red cannon") : tr("black cannon"); break;
    case Pawn: text = red ? tr("red soldier") : tr("black soldier"); break;
    default: break;
    }
    // A Mandarin voice misreads 车 将 相 卒: Chinese speech names the pieces in pinyin.
    return {text, spoken_ == SpokenNotation::Chinese ? fromStd(spokenPiece(p, spoken_)) : text};
}

Utterance BoardReader::pieceList(const std::vector<Square>& squares) const {
    if (squares.empty()) return Utterance::plain(tr("nothing"));
    const Position& pos = controller_->position();
    Utterance out;
    for (Square s : squares) {
        const Utterance said = Utterance::plain(tr("%1 %2")).arg(pieceWords(pos.pieceAt(s))).arg(squareText(s));
        const QString comma = tr(", ");
        out.text += (out.text.isEmpty() ? QString() : comma) + said.text;
        out.speech += (out.speech.isEmpty() ? QString() : comma) + said.speech;
    }
    return out;
}

Utterance BoardReader::lastMove() const {
    const int ply = controller_->cursor();
    if (ply == 0) return Utterance::plain(tr("No move has been played yet."));
    const Position before = controller_->positionAtPly(ply - 1);
    const Move m = controller_->lastMove();
    const Utterance move{moveText(before, m, written_), fromStd(spokenMoveWithEffects(before, m, spoken_))};
    const Utterance side = Utterance::plain(before.sideToMove() == Color::Red ? tr("Red") : tr("Black"));
    return Utterance::plain(tr("Last move, %1, move %2: %3")).arg(side).arg(QString::number((ply + 1) / 2)).arg(move);
}

Utterance BoardReader::pieces(Color side) const {
    const Position& pos = controller_->position();
    std::vector<Square> squares;
    // The strongest first: chariots, cannons, horses, then the rest, each from file a to i.
    for (PieceType t : {Rook, Cannon, Horse, Pawn, Elephant, Advisor, King})
        for (int f = 0; f < FileCount; ++f)
            for (int r = 0; r < RankCount; ++r)
                if (pos.pieceAt(makeSquare(f, r)) == makePiece(side, t)) squares.push_back(makeSquare(f, r));
    const QString who = side == Color::Red ? tr("Red has %n piece(s): %1", nullptr, int(squares.size()))
                                           : tr("Black has %n piece(s): %1", nullptr, int(squares.size()));
    return Utterance::plain(who).arg(pieceList(squares));
}

Utterance BoardReader::file(int file) const {
    const Position& pos = controller_->position();
    std::vector<Square> squares;
    for (int r = 0; r < RankCount; ++r)
        if (pos.pieceAt(makeSquare(file, r)) != NoPiece) squares.push_back(makeSquare(file, r));
    const QString name = QString(QChar('a' + file));
    if (squares.empty()) return Utterance::plain(tr("File %1 is empty.").arg(name));
    return Utterance::plain(tr("File %1: %2")).arg(name).arg(pieceList(squares));
}

Utterance BoardReader::rank(int rank) const {
    const Position& pos = controller_->position();
    std::vector<Square> squares;
    for (int f = 0; f < FileCount; ++f)
        if (pos.pieceAt(makeSquare(f, rank)) != NoPiece) squares.push_back(makeSquare(f, rank));
    if (squares.empty()) return Utterance::plain(tr("Rank %1 is empty.").arg(rank));
    return Utterance::plain(tr("Rank %1: %2")).arg(QString::number(rank)).arg(pieceList(squares));
}

Utterance BoardReader::square(Square s) const {
    const Piece p = controller_->position().pieceAt(s);
    if (p == NoPiece) return Utterance::plain(tr("%1, empty").arg(squareText(s)));
    return Utterance::plain(tr("%1, %2")).arg(squareText(s)).arg(pieceWords(p));
}

Utterance BoardReader::attackers(Square s) const {
    const Position& pos = controller_->position();
    const Piece p = pos.pieceAt(s);
    const std::vector<Square> red = reachers(pos, s, Color::Red), black = reachers(pos, s, Color::Black);
    if (p == NoPiece)
        return Utterance::plain(tr("%1, empty. Red reaches it with: %2. Black reaches it with: %3."))
            .arg(squareText(s))
            .arg(pieceList(red))
            .arg(pieceList(black));
    const bool isRed = colorOf(p) == Color::Red;
    return Utterance::plain(tr("%1, %2. Attacked by: %3. Defended by: %4."))
        .arg(squareText(s))
        .arg(pieceWords(p))
        .arg(pieceList(isRed ? black : red))
        .arg(pieceList(isRed ? red : black));
}

Utterance BoardReader::clocks() const {
    if (!controller_->isTimed()) return Utterance::plain(tr("The game has no clock."));
    const GameClock& clock = controller_->clock();
    auto left = [&](Color c) { return fromStd(formatClockTime(clock.msUntilFlag(c))); };
    return Utterance::plain(tr("Red has %1 left, Black has %2 left.").arg(left(Color::Red), left(Color::Black)));
}

Utterance BoardReader::turn() const {
    if (controller_->isGameOver()) return Utterance::plain(tr("The game is over: %1").arg(controller_->resultText()));
    const Color side = controller_->position().sideToMove();
    QString text = side == Color::Red ? tr("Red to move.") : tr("Black to move.");
    if (controller_->isComputerThinking()) text += QLatin1Char(' ') + tr("The computer is thinking.");
    if (controller_->position().inCheck()) text += QLatin1Char(' ') + tr("The general is in check.");
    return Utterance::plain(text);
}

Utterance BoardReader::help() const {
    return Utterance::plain(
        tr("Type a move, or one of: last; red; black; file e; rank 3; e4; attackers e4; clock; turn; new; undo; "
           "draw; resign; save; repeat; help. Alt and the arrow keys walk the board."));
}

std::optional<Utterance> BoardReader::answer(const QString& command) const {
    const QString c = command.trimmed().toLower().simplified();
    if (c.isEmpty()) return std::nullopt;
    static const QRegularExpression squareRe(QStringLiteral("^([a-i])([0-9])$"));
    static const QRegularExpression fileRe(QStringLiteral("^(?:file|列)\\s*([a-i])$"));
    static const QRegularExpression rankRe(QStringLiteral("^(?:rank|行)\\s*([0-9])$"));
    static const QRegularExpression attackRe(
        QStringLiteral("^(?:attackers|attacks|attack|defenders|defends|攻防|攻击)\\s*([a-i])([0-9])$"));
    if (c == "help" || c == "?" || c == QStringLiteral("帮助")) return help();
    if (c == "last" || c == QStringLiteral("最后") || c == QStringLiteral("上一步")) return lastMove();
    if (c == "red" || c == QStringLiteral("红") || c == QStringLiteral("红方")) return pieces(Color::Red);
    if (c == "black" || c == QStringLiteral("黑") || c == QStringLiteral("黑方")) return pieces(Color::Black);
    if (c == "clock" || c == "clocks" || c == "time" || c == QStringLiteral("时间")) return clocks();
    if (c == "turn" || c == QStringLiteral("轮到")) return turn();
    if (auto m = squareRe.match(c); m.hasMatch())
        return square(makeSquare(m.captured(1).at(0).unicode() - 'a', m.captured(2).toInt()));
    if (auto m = fileRe.match(c); m.hasMatch()) return file(m.captured(1).at(0).unicode() - 'a');
    if (auto m = rankRe.match(c); m.hasMatch()) return rank(m.captured(1).toInt());
    if (auto m = attackRe.match(c); m.hasMatch())
        return attackers(makeSquare(m.captured(1).at(0).unicode() - 'a', m.captured(2).toInt()));
    return std::nullopt;
}

// ---- Announcer ------------------------------------------------------------------------------------------------

Announcer::Announcer(GameController* controller, QObject* parent) : QObject(parent), controller_(controller) {
    connect(controller_, &GameController::movePlayed, this, &Announcer::onMovePlayed);
    connect(controller_, &GameController::gameOver, this,
            [this](const QString& text) { say(Utterance::plain(text.isEmpty() ? controller_->resultText() : text)); });
    connect(controller_, &GameController::moveRefused, this,
            [this](const QString& reason) { say(Utterance::plain(tr("Not allowed: %1").arg(reason))); });
    connect(controller_, &GameController::drawOfferAnswered, this, [this](bool accepted) {
        say(Utterance::plain(accepted ? tr("The computer accepts your draw offer.")
                                      : tr("The computer declines the draw offer.")));
    });
    connect(controller_, &GameController::hintReady, this, [this](Move m) {
        const Position& pos = controller_->position();
        say(Utterance::plain(tr("Hint: %1"))
                .arg(Utterance{moveText(pos, m, written_), fromStd(spokenMove(pos, m, settings_.notation))}));
    });
}

void Announcer::setEngine(SpeechEngine* engine) {
    engine_ = engine;
    setSettings(settings_);
}

void Announcer::setSettings(const SpeechSettings& settings) {
    settings_ = settings;
    if (!engine_) return;
    engine_->setChinese(settings_.notation == SpokenNotation::Chinese);
    engine_->setVoice(settings_.voice);
    engine_->setRate(settings_.rate);
}

BoardReader Announcer::reader() const { return BoardReader(controller_, settings_.notation, written_); }

void Announcer::say(const Utterance& u) {
    if (u.isEmpty()) return;
    ++count_;
    last_ = u;
    emit said(u.text);
    if (settings_.enabled && engine_) engine_->say(u.speech);
}

void Announcer::onMovePlayed(Move m, bool capture, bool check) {
    (void)capture;
    (void)check;
    const int ply = controller_->cursor();
    const Position before = controller_->positionAtPly(ply - 1);
    const Color mover = before.sideToMove();
    Player* who = controller_->player(mover);
    const bool own = who && who->isHuman();
    const Utterance side = Utterance::plain(mover == Color::Red ? tr("Red") : tr("Black"));
    const Utterance move{tr("%1: %2").arg(side.text, moveText(before, m, written_)),
                         fromStd(spokenMoveWithEffects(before, m, settings_.notation))};
    if (own && settings_.moves == SpokenMoves::Others) {
        // Not spoken, but shown: the live area keeps the whole game.
        ++count_;
        last_ = move;
        emit said(move.text);
        return;
    }
    say(move);
}

void Announcer::checkClock() {
    if (!controller_->isTimed() || controller_->isGameOver() || !controller_->clock().isRunning()) return;
    const Color side = controller_->clock().sideRunning();
    const qint64 left = controller_->clock().msUntilFlag(side);
    auto& warned = warned_[std::size_t(side == Color::Black)];
    for (std::size_t i = 0; i < WarningMs.size(); ++i) {
        if (left > WarningMs[i]) {
            warned[i] = false;  // above again (an increment): the warning may come again
            continue;
        }
        if (warned[i] || left <= 0) continue;
        std::fill(warned.begin(), warned.begin() + std::ptrdiff_t(i) + 1, true);  // no older warning after this one
        const bool red = side == Color::Red;
        say(Utterance::plain(i == 0 ? (red ? tr("Red has one minute left.") : tr("Black has one minute left."))
                                    : (red ? tr("Red has ten seconds left.") : tr("Black has ten seconds left."))));
        break;
    }
}

}  // namespace xq::session
