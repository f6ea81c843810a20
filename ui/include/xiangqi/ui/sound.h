// Sound effects for moves, captures, checks and the end of a game; silent when Qt Multimedia is not available.
#pragma once

#include <QObject>

#include <array>

namespace xq::ui {

class Sound : public QObject {
    Q_OBJECT
public:
    enum Effect { MoveSound, CaptureSound, CheckSound, GameOverSound, EffectCount };

    explicit Sound(QObject* parent = nullptr);
    void setEnabled(bool enabled) { enabled_ = enabled; }
    bool isEnabled() const { return enabled_; }
    static bool isAvailable();  // built with Qt Multimedia
    void play(Effect effect);

private:
    bool enabled_ = true;
    std::array<QObject*, EffectCount> effects_{};  // QSoundEffect when available
};

}  // namespace xq::ui
