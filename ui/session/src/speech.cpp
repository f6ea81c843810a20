// The speech settings (speech.h), kept in QSettings under "speech/".
#include "xiangqi/session/speech.h"

#include <QSettings>
#include <algorithm>

namespace xq::session {

SpeechSettings SpeechSettings::load(bool chineseInterface) {
    QSettings s;
    SpeechSettings out;
    out.enabled = s.value("speech/enabled", false).toBool();
    out.voice = s.value("speech/voice").toString();
    out.rate = std::clamp(s.value("speech/rate", 0.0).toDouble(), -1.0, 1.0);
    out.moves = s.value("speech/moves").toString() == "others" ? SpokenMoves::Others : SpokenMoves::All;
    out.notation = chineseInterface ? SpokenNotation::Chinese : SpokenNotation::English;
    if (!parseSpokenNotation(s.value("speech/notation").toString().toStdString(), &out.notation))
        out.notation = chineseInterface ? SpokenNotation::Chinese : SpokenNotation::English;
    return out;
}

void SpeechSettings::save() const {
    QSettings s;
    s.setValue("speech/enabled", enabled);
    s.setValue("speech/voice", voice);
    s.setValue("speech/rate", rate);
    s.setValue("speech/moves", moves == SpokenMoves::Others ? "others" : "all");
    s.setValue("speech/notation", QString::fromLatin1(spokenNotationName(notation).data()));
}

}  // namespace xq::session
