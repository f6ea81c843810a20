// Sound: QSoundEffect per effect, loaded from the resources when first needed; on Windows builds without Qt
// Multimedia (the MinGW cross build, docs/WINDOWS.md) the same WAV resources through PlaySound (winmm); a no-op
// build otherwise.
#include "xiangqi/ui/sound.h"

#include <QFile>
#include <QUrl>

#ifdef XIANGQI_HAVE_MULTIMEDIA
#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#elif defined(XIANGQI_HAVE_WINMM)
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#include <mmsystem.h>
#endif

namespace xq::ui {

namespace {
const char* const SoundFiles[Sound::EffectCount] = {":/sounds/move.wav", ":/sounds/capture.wav", ":/sounds/check.wav",
                                                   ":/sounds/gameover.wav"};
}

Sound::Sound(QObject* parent) : QObject(parent) {}

Sound::~Sound() {
#if !defined(XIANGQI_HAVE_MULTIMEDIA) && defined(XIANGQI_HAVE_WINMM)
    // PlaySound reads the WAV from our memory while it plays: stop it before the memory goes.
    if (loaded_) PlaySoundW(nullptr, nullptr, 0);
#endif
}

bool Sound::isAvailable() {
#if defined(XIANGQI_HAVE_MULTIMEDIA) || defined(XIANGQI_HAVE_WINMM)
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
    for (int i = 0; i < EffectCount; ++i) {
        if (!QFile::exists(SoundFiles[i])) continue;
        auto* effect = new QSoundEffect(this);
        effect->setSource(QUrl(QStringLiteral("qrc%1").arg(QString::fromLatin1(SoundFiles[i]))));
        effect->setVolume(0.6f);
        effects_[i] = effect;
    }
    loaded_ = true;
    return true;
#elif defined(XIANGQI_HAVE_WINMM)
    if (loaded_) return true;
    if (waveOutGetNumDevs() == 0) return false;  // no output device (yet): asked again at the next sound
    for (int i = 0; i < EffectCount; ++i) {
        QFile file(QString::fromLatin1(SoundFiles[i]));
        if (file.open(QIODevice::ReadOnly)) wavs_[i] = file.readAll();
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
    if (!load()) return;
#ifdef XIANGQI_HAVE_MULTIMEDIA
    if (!effects_[effect]) return;
    // The move that ends a game also gives its move or check sound; the game-over sound replaces it.
    if (effect == GameOverSound)
        for (QObject* other : effects_)
            if (other) static_cast<QSoundEffect*>(other)->stop();
    static_cast<QSoundEffect*>(effects_[effect])->play();
#elif defined(XIANGQI_HAVE_WINMM)
    // Asynchronous, from memory; a new sound replaces the one playing (as the game-over sound should).
    const QByteArray& wav = wavs_[effect];
    if (!wav.isEmpty())
        PlaySoundW(reinterpret_cast<LPCWSTR>(wav.constData()), nullptr, SND_MEMORY | SND_ASYNC | SND_NODEFAULT);
#endif
}

}  // namespace xq::ui
