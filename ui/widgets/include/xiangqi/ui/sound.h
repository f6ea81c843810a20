// Sound effects for moves, captures, checks and the end of a game: Qt Multimedia, or PlaySound (winmm) on Windows
// builds without it; silent when neither is available.
#pragma once

#include <QByteArray>
#include <QObject>

#include <array>

namespace xq::ui {

class Sound : public QObject {
    Q_OBJECT
public:
    enum Effect { MoveSound, CaptureSound, CheckSound, GameOverSound, EffectCount };
    Q_ENUM(Effect)

    explicit Sound(QObject* parent = nullptr);
    ~Sound() override;
    void setEnabled(bool enabled) { enabled_ = enabled; }
    bool isEnabled() const { return enabled_; }
    static bool isAvailable();  // built with Qt Multimedia, or for Windows (winmm)
    // Plays the effect when sound is on. The sound files are loaded at the first sound, so that a window that never
    // makes one (tests, --screenshot) never opens the audio system.
    void play(Effect effect);

signals:
    // Emitted for every sound asked for while sound is on, whether or not an audio device can play it.
    void played(xq::ui::Sound::Effect effect);

private:
    bool load();

    bool enabled_ = true;
    bool loaded_ = false;
    std::array<QObject*, EffectCount> effects_{};  // QSoundEffect when available
    std::array<QByteArray, EffectCount> wavs_;      // the WAV files for PlaySound (Windows without Qt Multimedia)
};

}  // namespace xq::ui
