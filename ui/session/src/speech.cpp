// The speech settings (speech.h), kept in the settings store under "speech/".
#include "xiangqi/session/speech.h"

#include "xiangqi/session/settingsstore.h"

#include <algorithm>

namespace xq::session {

namespace {
namespace key {
const SettingKey<bool> Enabled{QStringLiteral("speech/enabled"), false};
const SettingKey<QString> Voice{QStringLiteral("speech/voice"), QString()};
const SettingKey<double> Rate{QStringLiteral("speech/rate"), 0.0};
const SettingKey<QString> Moves{QStringLiteral("speech/moves"), QStringLiteral("all")};
const SettingKey<QString> Notation{QStringLiteral("speech/notation"), QString()};
}  // namespace key
}  // namespace

SpeechSettings SpeechSettings::load(const SettingsStore& s, bool chineseInterface) {
    SpeechSettings out;
    out.enabled = s.value(key::Enabled);
    out.voice = s.value(key::Voice);
    out.rate = std::clamp(s.value(key::Rate), -1.0, 1.0);
    out.moves = s.value(key::Moves) == QLatin1String("others") ? SpokenMoves::Others : SpokenMoves::All;
    if (!parseSpokenNotation(s.value(key::Notation).toStdString(), &out.notation))
        out.notation = chineseInterface ? SpokenNotation::Chinese : SpokenNotation::English;
    return out;
}

void SpeechSettings::save(SettingsStore& s) const {
    s.setValue(key::Enabled, enabled);
    s.setValue(key::Voice, voice);
    s.setValue(key::Rate, rate);
    s.setValue(key::Moves, moves == SpokenMoves::Others ? QStringLiteral("others") : QStringLiteral("all"));
    s.setValue(key::Notation, QString::fromLatin1(spokenNotationName(notation).data()));
}

}  // namespace xq::session
