// Options → Speech → Speech Settings…: speech on or off, the voice, the rate, whose moves are spoken and in which
// notation; says so when no Mandarin voice is installed for Chinese, or when the build cannot speak at all.
#pragma once

#include <QDialog>

#include "xiangqi/session/speech.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;

namespace xq::ui {

class SpeechDialog : public QDialog {
    Q_OBJECT
public:
    // engine: where the voices come from (may be null); canSpeak: the build has text-to-speech.
    SpeechDialog(const session::SpeechSettings& settings, session::SpeechEngine* engine, bool canSpeak,
                 QWidget* parent = nullptr);
    session::SpeechSettings settings() const;
    // The warning shown ("" when there is none): no Mandarin voice for Chinese, no speech in this build.
    QString warning() const;

signals:
    // "Try" was pressed: say a sample move with these settings.
    void tryRequested(const xq::session::SpeechSettings& settings);

private:
    void updateWarning();

    session::SpeechEngine* engine_;
    bool canSpeak_;
    QCheckBox* enabled_;
    QComboBox* voice_;
    QSlider* rate_;
    QComboBox* moves_;
    QComboBox* notation_;
    QLabel* warning_;
};

}  // namespace xq::ui
