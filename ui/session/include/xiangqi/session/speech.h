// Speaking the game (issue 46): what is said (a text to show and the words to speak), the speech engine behind
// one interface (Qt TextToSpeech in the window, a recorder in tests) and the user's speech settings.
#pragma once

#include <QString>
#include <QStringList>

#include "xiangqi/movespeech.h"

namespace xq::session {

class SettingsStore;

// One thing said: the text shown in the window's live area, and the words spoken. They differ where the voice needs
// help: a Chinese move is shown as 马二进三 and spoken as "ma3 er4 jin4 san1".
struct Utterance {
    QString text;
    QString speech;

    static Utterance plain(const QString& s) { return {s, s}; }
    // Fills the next %n of both with the parts of `a`.
    Utterance arg(const Utterance& a) const { return {text.arg(a.text), speech.arg(a.speech)}; }
    Utterance arg(const QString& a) const { return {text.arg(a), speech.arg(a)}; }
    bool isEmpty() const { return text.isEmpty() && speech.isEmpty(); }
};

// Whatever turns words into sound.
class SpeechEngine {
public:
    virtual ~SpeechEngine() = default;
    // Speaks after anything still being spoken.
    virtual void say(const QString& words) = 0;
    // The voices installed, as "name (locale)" labels, and the one chosen ("" = the default for the language).
    virtual QStringList voices() const { return {}; }
    virtual void setVoice(const QString& voice) { (void)voice; }
    // Whether a voice speaks Mandarin (a zh locale): without one, pinyin would be read as English nonsense.
    virtual bool hasMandarinVoice() const { return false; }
    // -1 (slowest) .. 0 (normal) .. 1 (fastest).
    virtual void setRate(double rate) { (void)rate; }
    // Picks a voice for Chinese (pinyin) or for English when no voice was chosen.
    virtual void setChinese(bool chinese) { (void)chinese; }
};

// Keeps what it is asked to say (tests put it in place of the speech engine).
class SpeechRecorder : public SpeechEngine {
public:
    void say(const QString& words) override { said.append(words); }
    bool hasMandarinVoice() const override { return mandarin; }
    QStringList said;
    bool mandarin = true;
};

// Whose moves are spoken.
enum class SpokenMoves {
    All,     // every move, one's own too
    Others,  // the computer's and the friend's (moves not made by a person at this computer)
};

struct SpeechSettings {
    bool enabled = false;
    QString voice;    // "" = the default voice for the spoken notation's language
    double rate = 0;  // -1 .. 1
    SpokenMoves moves = SpokenMoves::All;
    SpokenNotation notation = SpokenNotation::English;

    // Kept in the settings store (settingsstore.h) under "speech/…"; a new user's notation follows the interface
    // language (Chinese for a Chinese one).
    static SpeechSettings load(const SettingsStore& store, bool chineseInterface);
    void save(SettingsStore& store) const;
};

}  // namespace xq::session
