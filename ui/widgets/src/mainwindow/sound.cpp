// Sound: QSoundEffect per effect, loaded from the resources when first needed; a no-op build without Qt Multimedia.
#include "xiangqi/ui/sound.h"

#include <QFile>
#include <QUrl>

#ifdef XIANGQI_HAVE_MULTIMEDIA
#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#endif

namespace xq::ui {

Sound::Sound(QObject* parent) : QObject(parent) {}

bool Sound::isAvailable() {
#ifdef XIANGQI_HAVE_MULTIMEDIA
    return true;
#else
    return false;
#endif
}

bool Sound::load() {
#ifdef XIANGQI_HAVE_MULTIMEDIA
    if (loaded_) return true;
    // Without an output device each QSoundEffect would complain on stderr ("No audio device detected") and stay
    // silent anyway, so none is made; the question is asked again at the next sound, in case a device appears.
    if (QMediaDevices::audioOutputs().isEmpty()) return false;
    const char* files[EffectCount] = {":/sounds/move.wav", ":/sounds/capture.wav", ":/sounds/check.wav",
                                      ":/sounds/gameover.wav"};
    for (int i = 0; i < EffectCount; ++i) {
        if (!QFile::exists(files[i])) continue;
        auto* effect = new QSoundEffect(this);
        effect->setSource(QUrl(QStringLiteral("qrc%1").arg(QString::fromLatin1(files[i]))));
        effect->setVolume(0.6f);
        effects_[i] = effect;
    }
    loaded_ = true;
    return true;
#else
    return false;
#endif
}

void Sound::play(Effect effect) {
    if (!enabled_ || effect < 0 || effect >= EffectCount) return;
    emit played(effect);
    if (!load() || !effects_[effect]) return;
#ifdef XIANGQI_HAVE_MULTIMEDIA
    // The move that ends a game also gives its move or check sound; the game-over sound replaces it.
    if (effect == GameOverSound)
        for (QObject* other : effects_)
            if (other) static_cast<QSoundEffect*>(other)->stop();
    static_cast<QSoundEffect*>(effects_[effect])->play();
#endif
}

}  // namespace xq::ui
