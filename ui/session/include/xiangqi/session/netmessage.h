// The network protocol's messages (docs/NETWORK.md): one JSON object per line, read with a size limit, checked for
// shape (types, ranges, lengths) before anyone acts on it. The game's own checks (whose turn, legality) are in
// NetworkGame; this part knows nothing of sockets or of the game in progress, so a fuzzer can drive it alone.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>
#include <array>
#include <deque>
#include <optional>

#include "xiangqi/types.h"

namespace xq::session::net {

constexpr int ProtocolVersion = 1;
// The longest line either side sends or accepts (bytes, without the newline). A full move list of MaxPlies plies
// (5 bytes each) fits with room to spare; anything longer is refused as soon as the limit is passed.
constexpr qsizetype MaxLineBytes = 16 * 1024;
constexpr int MaxPlies = 2000;
constexpr int MaxNameChars = 40;
constexpr int MaxChatChars = 500;
constexpr int MaxTextChars = 200;  // app, detail, code, game id, rules, time control, FEN
constexpr int MaxAbsenceSeconds = 24 * 3600;

enum class MessageType {
    Hello,           // both ways first: protocol version, program, player name (guest: join code, game to resume)
    Setup,           // host → guest: colours, time control, rules, start FEN, fair-play and absence choices
    Ready,           // guest → host: the set-up is accepted, the game starts
    Resume,          // host → guest after a reconnect: the agreed move list and both clocks
    Move,            // a move numbered by ply, with the mover's clock and verdict after it
    Ack,             // the move of that ply was received and played
    Takeback,        // asks to take the game back to `ply` plies
    TakebackAnswer,  // accept or decline
    DrawOffer,
    DrawAnswer,
    Resign,
    Flag,  // the sender's clock says `side`'s flag fell
    Chat,  // a line of text
    Ping,  // keep-alive, answered by Pong with the same seq
    Pong,
    Error,  // the sender refused a message of ours: code, detail, the refused type
    Bye,    // the sender leaves the game on purpose (no reconnect)
};

// Why a message is refused. The wire name of each is in docs/NETWORK.md (errorCodeName).
enum class ErrorCode {
    None,
    TooLong,          // a line over MaxLineBytes (refused when the limit is passed, the rest skipped)
    BadJson,          // not JSON, or not UTF-8
    NotObject,        // JSON, but not one object
    UnknownType,      // "type" missing or not a known message
    BadField,         // a field missing, of the wrong type, out of range or too long
    Version,          // another protocol version
    WrongCode,        // the join code does not match
    WrongGame,        // a reconnect for another game
    Busy,             // the host already has its guest
    NotNow,           // a message not allowed in the current state (a move before the set-up, a second offer…)
    NotYourTurn,      // a move by the side not to move
    StalePly,         // a ply already played (duplicate or replayed)
    PlyGap,           // a ply further than the next one
    IllegalMove,      // a move our rules forbid here
    BadSetup,         // a set-up we cannot play (bad FEN, unknown rules, bad time control)
    VerdictMismatch,  // the sender's verdict after a move differs from ours
    FlagDisputed,     // a flag claim our clock does not confirm
    TooManyErrors,    // the connection is closed after this many refused messages
};

QString errorCodeName(ErrorCode code);
ErrorCode errorCodeFromName(const QString& name);  // None for an unknown name
QString messageTypeName(MessageType type);

// A side's clock after a move: main time left and byo-yomi periods left.
struct ClockReading {
    qint64 mainMs = 0;
    int periods = 0;
    bool operator==(const ClockReading&) const = default;
};

// One message. Only the fields of its type are written and read; the others keep their defaults.
struct Message {
    MessageType type = MessageType::Ping;
    // Hello
    int proto = ProtocolVersion;
    QString app, name, code;
    QString game;       // Hello (a reconnect), Setup, Ready, Resume: the game's id
    QStringList moves;  // Hello (a reconnect: the moves we have), Resume (the agreed moves); ICCS "h2e2"
    // Setup
    QString red, black;  // the players' names
    Color guest = Color::Black;
    QString timeControl = QStringLiteral("untimed");  // TimeControl::toString() form
    QString rules = QStringLiteral("asian");
    QString fen;                // empty = the standard start
    bool assist = false;        // hints, analysis and the engine panel allowed to both
    int absenceSeconds = 120;   // how long a dropped peer may take to come back
    bool forfeit = false;       // then: loses on time (true) or the game is adjourned
    QString event, site, date;  // the record's tags, the same on both sides
    // Move, Ack, Takeback, DrawOffer, Resign
    int ply = 0;
    QString move;
    ClockReading clock;
    QString verdict = QStringLiteral("ongoing");
    // Resume
    std::array<ClockReading, 2> clocks{};  // Red, Black
    // TakebackAnswer, DrawAnswer
    bool accept = false;
    // Flag
    Color side = Color::Red;
    // Chat
    QString text;
    // Ping, Pong
    qint64 seq = 0;
    // Error
    ErrorCode error = ErrorCode::None;
    QString detail;
    QString ref;  // the refused message's type name, when it had one
};

// The line for a message, newline included. Never longer than MaxLineBytes + 1 for messages that decode.
QByteArray encode(const Message& m);

struct DecodeError {
    ErrorCode code = ErrorCode::None;
    QString detail;  // the field at fault, in English for the log and the error message ("field 'ply'")
    QString type;    // the message's type when it was read
};

// Reads one line (without its newline). False and *error on anything that is not a well-formed message.
bool decode(QByteArrayView line, Message* out, DecodeError* error);

// A move as ICCS text ("h2e2") and back: Move() for anything malformed.
QString moveText(Move m);
Move moveFromText(const QString& text);

// Splits a byte stream into lines without ever holding more than the limit: a line that passes it is reported
// once (tooLong) and the rest of it is skipped up to its newline without being stored.
class LineReader {
public:
    explicit LineReader(qsizetype maxLine = MaxLineBytes) : max_(maxLine) {}
    struct Line {
        QByteArray bytes;
        bool tooLong = false;
    };
    void feed(QByteArrayView bytes);
    // The next complete line (or too-long report), oldest first.
    std::optional<Line> next();
    qsizetype buffered() const { return partial_.size(); }

private:
    qsizetype max_;
    QByteArray partial_;
    bool skipping_ = false;
    std::deque<Line> ready_;
};

}  // namespace xq::session::net
