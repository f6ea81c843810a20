// The system's text-to-speech behind the SpeechEngine interface: Qt TextToSpeech (speech-dispatcher or flite on
// Linux, SAPI / WinRT on Windows) when the build has it; silent otherwise. The engine starts at the first word, so
// a window that never speaks (tests, --screenshot) never opens the speech system.
#pragma once

#include <QObject>
#include <QStringList>

#include "xiangqi/session/speech.h"

class QTextToSpeech;

namespace xq::ui {

class SystemSpeech : public QObject, public session::SpeechEngine {
    Q_OBJECT
public:
    explicit SystemSpeech(QObject* parent = nullptr);
    ~SystemSpeech() override;
    static bool isAvailable();  // built with Qt TextToSpeech

    void say(const QString& words) override;
    QStringList voices() const override;
    void setVoice(const QString& voice) override;
    bool hasMandarinVoice() const override;
    void setRate(double rate) override;
    void setChinese(bool chinese) override;

private:
    bool start();
    void applyVoice();
    void next();

    QTextToSpeech* tts_ = nullptr;
    bool started_ = false;
    QString voice_;
    double rate_ = 0;
    bool chinese_ = false;
    QStringList queue_;  // words waiting while others are spoken (say() of Qt 6.4 would cut them off)
};

}  // namespace xq::ui
