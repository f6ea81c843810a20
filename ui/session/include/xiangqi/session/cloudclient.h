// The cloud library (象棋云库, chessdb.cn): what its server knows about a position — the moves with scores, win
// rates and endgame-table verdicts. Opt-in: while it is off, no request is made. One request in flight; a newer
// position supersedes one still waiting; a short timeout; answers cached per position. Replies are parsed by
// parseCloudReply (a pure function: tests, fuzzing).
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QUrl>
#include <optional>
#include <unordered_map>
#include <vector>

#include "xiangqi/position.h"

class QNetworkAccessManager;
class QNetworkReply;

namespace xq::session {

// An endgame-table verdict in a move's note ("W-M-0012": a win, mate in 12 moves), from the side to move's view.
struct CloudTablebase {
    char outcome = 0;   // 'W' win, 'D' draw, 'L' loss for the side to move; 0 = none
    int distance = -1;  // the number in the note (moves), -1 when none
};

struct CloudMove {
    Move move;
    std::optional<int> score;       // centipawns from Red's view; nullopt for "??" (not yet known)
    int rank = 0;                   // the server's rank: 2 best, 1 good, 0 other
    std::optional<double> winRate;  // Red's winning chance in percent; nullopt when not given
    QString note;                   // the server's note as sent ("! (20-05)")
    CloudTablebase tablebase;       // from the mover's view (the side to move in the queried position)
};

enum class CloudStatus {
    Moves,         // the moves below
    Unknown,       // the server knows nothing of the position
    InvalidBoard,  // the server refused the position
    Checkmate,     // the side to move is mated
    Stalemate,     // the side to move has no move
    NoBestMove,    // querybest: no move to suggest
};

struct CloudAnswer {
    CloudStatus status = CloudStatus::Unknown;
    std::vector<CloudMove> moves;  // best first, as the server sent them
};

// Why a query has no answer; worded by cloudErrorText (wording.h).
enum class CloudError {
    None,
    Disabled,    // the feature is off: nothing was sent
    Timeout,     // no complete reply within the timeout
    HttpStatus,  // the server answered with an HTTP error status (the number is given)
    Network,     // connection refused, closed, host not found…
    Secure,      // the secure (https) connection failed: no TLS on this system, or a certificate not trusted
    BadReply,    // a reply that is none of the documented forms
};

// Parses a queryall reply for pos (the text form): tolerant of trailing NUL bytes and white space, "??" scores,
// unknown fields and commas inside notes; moves that are not legal in pos are dropped. Scores and win rates are
// turned from the side to move's view into Red's. nullopt when the text is none of the documented forms.
std::optional<CloudAnswer> parseCloudReply(const QByteArray& body, const Position& pos);

class CloudClient : public QObject {
    Q_OBJECT
public:
    static constexpr const char* DefaultBaseUrl = "https://www.chessdb.cn/chessdb.php";
    static constexpr int DefaultTimeoutMs = 5000;

    explicit CloudClient(QObject* parent = nullptr);
    ~CloudClient() override;

    // Off by default. Turning it off aborts the request in flight and forgets the waiting one.
    void setEnabled(bool on);
    bool isEnabled() const { return enabled_; }
    // The address queries go to (the API's chessdb.php); the query string is added to it.
    void setBaseUrl(const QUrl& url) { baseUrl_ = url; }
    QUrl baseUrl() const { return baseUrl_; }
    void setTimeoutMs(int ms) { timeoutMs_ = ms; }

    // Asks for pos's moves. A cached answer is emitted at once; otherwise a request is sent, or, when one is in
    // flight, pos waits (replacing any position already waiting). Returns false, sending nothing and emitting
    // failed(…, Disabled), when the feature is off.
    bool query(const Position& pos);
    // The cached answer for a position, if any.
    const CloudAnswer* cached(const Position& pos) const;
    bool isBusy() const;
    int requestsSent() const { return requestsSent_; }  // since construction (tests)

signals:
    void answered(quint64 key, const xq::session::CloudAnswer& answer);
    void failed(quint64 key, xq::session::CloudError error, int httpStatus);
    // The feature was turned on or off (every view that asks the client follows it).
    void enabledChanged(bool on);

private:
    void send(const Position& pos);
    void finish();

    QNetworkAccessManager* network_;
    QPointer<QNetworkReply> reply_;
    QTimer timeout_;
    bool timedOut_ = false;
    bool enabled_ = false;
    QUrl baseUrl_{QString::fromLatin1(DefaultBaseUrl)};
    int timeoutMs_ = DefaultTimeoutMs;
    Position inFlight_;
    std::optional<Position> waiting_;
    std::unordered_map<quint64, CloudAnswer> cache_;
    int requestsSent_ = 0;
};

}  // namespace xq::session

Q_DECLARE_METATYPE(xq::session::CloudAnswer)
Q_DECLARE_METATYPE(xq::session::CloudError)
