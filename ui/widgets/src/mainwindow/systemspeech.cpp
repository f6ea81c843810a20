// The system's text-to-speech (systemspeech.h).
#include "xiangqi/ui/systemspeech.h"

#ifdef XIANGQI_HAVE_TEXTTOSPEECH
#include <QTextToSpeech>
#include <QVoice>
#endif

namespace xq::ui {

#ifdef XIANGQI_HAVE_TEXTTOSPEECH
namespace {
QString voiceLabel(const QVoice& v) { return QStringLiteral("%1 (%2)").arg(v.name(), v.locale().name()); }

// How well a voice reads what we give it in a language: 0 not at all. speech-dispatcher's espeak-ng voices come
// with the locale "C" (Qt cannot read "cmn"), so their names count too; for pinyin, espeak-ng's "latin as Pinyin"
// voice is the one that reads "ju1" as jū (its plain Mandarin voice reads Latin letters as English).
int fitness(const QVoice& v, const QLocale& locale, bool chinese) {
    const QString name = v.name();
    if (chinese) {
        if (name.contains(QLatin1String("pinyin"), Qt::CaseInsensitive)) return 3;
        if (name.contains(QLatin1String("mandarin"), Qt::CaseInsensitive)) return 2;
        return locale.language() == QLocale::Chinese && locale.territory() != QLocale::HongKong ? 1 : 0;
    }
    return locale.language() == QLocale::English ? 1 : 0;
}

// Voices worth offering: English and Mandarin ones, without espeak-ng's hundreds of "+variant" timbres.
bool offered(const QVoice& v, const QLocale& locale) {
    return !v.name().contains(QLatin1Char('+')) && (fitness(v, locale, true) > 0 || fitness(v, locale, false) > 0);
}
}  // namespace
#endif

SystemSpeech::SystemSpeech(QObject* parent) : QObject(parent) {}
SystemSpeech::~SystemSpeech() = default;

bool SystemSpeech::isAvailable() {
#ifdef XIANGQI_HAVE_TEXTTOSPEECH
    return true;
#else
    return false;
#endif
}

bool SystemSpeech::start() {
#ifdef XIANGQI_HAVE_TEXTTOSPEECH
    if (!started_) {
        started_ = true;
        tts_ = new QTextToSpeech(this);
        connect(tts_, &QTextToSpeech::stateChanged, this, [this](QTextToSpeech::State s) {
            if (s == QTextToSpeech::Ready) next();
        });
        applyVoice();
    }
    return tts_ && tts_->state() != QTextToSpeech::Error;
#else
    return false;
#endif
}

void SystemSpeech::applyVoice() {
#ifdef XIANGQI_HAVE_TEXTTOSPEECH
    if (!tts_) return;
    tts_->setRate(rate_);
    // The chosen voice, else the voice that fits the language best (Mandarin reading pinyin), else the default.
    QVoice best;
    QLocale bestLocale;
    int bestFit = 0;
    for (const QLocale& l : tts_->availableLocales()) {
        tts_->setLocale(l);
        for (const QVoice& v : tts_->availableVoices()) {
            if (!voice_.isEmpty() && voiceLabel(v) == voice_) {
                tts_->setVoice(v);
                return;
            }
            if (const int fit = v.name().contains(QLatin1Char('+')) ? 0 : fitness(v, l, chinese_); fit > bestFit)
                best = v, bestLocale = l, bestFit = fit;
        }
    }
    if (bestFit > 0) {
        tts_->setLocale(bestLocale);
        tts_->setVoice(best);
    }
#endif
}

void SystemSpeech::say(const QString& words) {
    if (words.isEmpty() || !start()) return;
#ifdef XIANGQI_HAVE_TEXTTOSPEECH
    queue_.append(words);
    if (tts_->state() == QTextToSpeech::Ready) next();
#endif
}

void SystemSpeech::next() {
#ifdef XIANGQI_HAVE_TEXTTOSPEECH
    if (queue_.isEmpty() || !tts_) return;
    tts_->say(queue_.takeFirst());
#endif
}

QStringList SystemSpeech::voices() const {
    QStringList out;
#ifdef XIANGQI_HAVE_TEXTTOSPEECH
    if (!const_cast<SystemSpeech*>(this)->start()) return out;
    for (const QLocale& l : tts_->availableLocales()) {
        tts_->setLocale(l);
        for (const QVoice& v : tts_->availableVoices())
            if (offered(v, l)) out.append(voiceLabel(v));
    }
    const_cast<SystemSpeech*>(this)->applyVoice();
    out.removeDuplicates();
#endif
    return out;
}

bool SystemSpeech::hasMandarinVoice() const {
#ifdef XIANGQI_HAVE_TEXTTOSPEECH
    if (!const_cast<SystemSpeech*>(this)->start()) return false;
    for (const QLocale& l : tts_->availableLocales()) {
        tts_->setLocale(l);
        for (const QVoice& v : tts_->availableVoices())
            if (fitness(v, l, true) > 0) {
                const_cast<SystemSpeech*>(this)->applyVoice();
                return true;
            }
    }
    const_cast<SystemSpeech*>(this)->applyVoice();
#endif
    return false;
}

void SystemSpeech::setVoice(const QString& voice) {
    voice_ = voice;
    if (tts_) applyVoice();
}

void SystemSpeech::setRate(double rate) {
    rate_ = rate;
#ifdef XIANGQI_HAVE_TEXTTOSPEECH
    if (tts_) tts_->setRate(rate);
#endif
}

void SystemSpeech::setChinese(bool chinese) {
    chinese_ = chinese;
    if (tts_) applyVoice();
}

}  // namespace xq::ui
