// Sound: QSoundEffect per effect, loaded from the resources; a no-op build without Qt Multimedia.
#include "xiangqi/ui/sound.h"

#include <QFile>
#include <QUrl>

#ifdef XIANGQI_HAVE_MULTIMEDIA
#include <QSoundEffect>
#endif

namespace xq::ui {

Sound::Sound(QObject* parent) : QObject(parent) {
#ifdef XIANGQI_HAVE_MULTIMEDIA
    const char* files[EffectCount] = {":/sounds/move.wav", ":/sounds/capture.wav", ":/sounds/check.wav",
                                      ":/sounds/gameover.wav"};
    for (int i = 0; i < EffectCount; ++i) {
        if (!QFile::exists(files[i])) continue;
        auto* effect = new QSoundEffect(this);
        effect->setSource(QUrl(QStringLiteral("qrc%1").arg(QString::fromLatin1(files[i]))));
        effect->setVolume(0.6f);
        effects_[i] = effect;
    }
#endif
}

bool Sound::isAvailable() {
#ifdef XIANGQI_HAVE_MULTIMEDIA
    return true;
#else
    return false;
#endif
}

void Sound::play(Effect effect) {
    if (!enabled_ || effect < 0 || effect >= EffectCount || !effects_[effect]) return;
#ifdef XIANGQI_HAVE_MULTIMEDIA
    static_cast<QSoundEffect*>(effects_[effect])->play();
#endif
}

}  // namespace xq::ui
