// Sound effects for moves, captures, checks and the end of a game; silent when Qt Multimedia is not available.
#pragma once

#include <QObject>

#include <array>

namespace xq::ui {

class Sound : public QObject {
    Q_OBJECT
public:
    enum Effect { MoveSound, CaptureSound, CheckSound, GameOverSound, EffectCount };
    Q_ENUM(Effect)

    explicit Sound(QObject* parent = nullptr);
    void setEnabled(bool enabled) { enabled_ = enabled; }
    bool isEnabled() const { return enabled_; }
    static bool isAvailable();  // built with Qt Multimedia
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
};

}  // namespace xq::ui
