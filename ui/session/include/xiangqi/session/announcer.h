// The announcer and the board reader (issue 46: play by ear). The announcer says every move as it is played (the
// person's, the computer's, the network friend's), check and mate, the verdict, the clock's warnings and refused
// moves; the board reader answers typed questions about the position in words. Both hand their words to one
// SpeechEngine (Qt TextToSpeech in the window, a recorder in tests) and show them as text (said()).
#pragma once

#include <QCoreApplication>
#include <QObject>
#include <array>
#include <optional>

#include "xiangqi/notation.h"
#include "xiangqi/session/speech.h"

namespace xq::session {

class GameController;

// Answers questions about the game shown, in words.
class BoardReader {
    Q_DECLARE_TR_FUNCTIONS(xq::session::BoardReader)
public:
    // Moves are written in `written` (the window's notation) and spoken in `spoken`.
    BoardReader(const GameController* controller, SpokenNotation spoken, Notation written,
                ChineseCharacters characters = ChineseCharacters::Simplified);

    Utterance lastMove() const;
    Utterance pieces(Color side) const;
    Utterance file(int file) const;  // 0..8 = a..i
    Utterance rank(int rank) const;  // 0..9
    Utterance square(Square s) const;
    // The pieces of each side that attack or defend s (movement rules; pins not considered).
    Utterance attackers(Square s) const;
    Utterance clocks() const;
    Utterance turn() const;
    Utterance help() const;
    // The answer to a typed command ("last", "red", "black", "file e", "rank 3", "e4", "attackers e4", "clock",
    // "turn", "help"; Chinese words too: 最后 红 黑 时间 轮到 帮助); nullopt when the text is none of them.
    std::optional<Utterance> answer(const QString& command) const;

    // A piece in words: shown translated ("red chariot", 红车), spoken in pinyin for Chinese speech.
    Utterance pieceWords(Piece p) const;
    // The pieces of `side` that reach s by the movement rules, whatever stands there.
    static std::vector<Square> reachers(const Position& pos, Square s, Color side);

private:
    Utterance pieceList(const std::vector<Square>& squares) const;

    const GameController* controller_;
    SpokenNotation spoken_;
    Notation written_;
    ChineseCharacters characters_;
};

class Announcer : public QObject {
    Q_OBJECT
public:
    explicit Announcer(GameController* controller, QObject* parent = nullptr);

    // The engine that speaks (not owned; null: nothing is spoken, the texts are still shown).
    void setEngine(SpeechEngine* engine);
    SpeechEngine* engine() const { return engine_; }
    void setSettings(const SpeechSettings& settings);
    const SpeechSettings& settings() const { return settings_; }
    // How moves are written in the texts shown.
    void setWrittenNotation(Notation n) { written_ = n; }
    BoardReader reader() const;

    // Shows u and speaks it when speech is on.
    void say(const Utterance& u);
    // How many things were said so far (the window tells whether an action said anything).
    int count() const { return count_; }
    QString lastText() const { return last_.text; }
    // The last thing said ("repeat" says it again).
    const Utterance& last() const { return last_; }

    // The warnings of the clock of the side to move: one minute and ten seconds before the flag falls, each once
    // until the time is above it again (an increment). Called every second by the window's timer; tests call it
    // after moving a manual clock.
    void checkClock();
    // Time left at which the clock warns.
    static constexpr std::array<qint64, 2> WarningMs = {60000, 10000};

signals:
    // Everything said, spoken or not: for the live text area.
    void said(const QString& text);

private:
    void onMovePlayed(Move m, bool capture, bool check);

    GameController* controller_;
    SpeechEngine* engine_ = nullptr;
    SpeechSettings settings_;
    Notation written_ = Notation::Chinese;
    int count_ = 0;
    Utterance last_;
    std::array<std::array<bool, 2>, 2> warned_{};  // [side][warning]
};

}  // namespace xq::session
