// The game clocks beside the board (ClockWidget) and the time-control chooser of the New Game and Engine Match
// dialogs (TimeControlWidget).
#pragma once

#include <QTimer>
#include <QWidget>

#include "xiangqi/clock.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace xq::session {
class GameController;
}

namespace xq::ui {

// Both sides' time, computed from the controller's GameClock at every repaint (about ten a second while a clock
// runs), so it never drifts; the side whose clock runs is highlighted, a fallen flag is shown in red. Hidden for
// an untimed game.
class ClockWidget : public QWidget {
    Q_OBJECT
public:
    explicit ClockWidget(const session::GameController* controller, QWidget* parent = nullptr);
    // What a side's face shows now: the main line ("9:58", "0:07.3") and a second one (byo-yomi, time per move).
    QString faceText(Color side) const;
    QString detailText(Color side) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

public slots:
    void refresh();  // after the clock started, stopped or was settled

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    const session::GameController* controller_;
    QTimer tick_;
};

// Chooses a TimeControl: none, total + increment, time per move (步时) or byo-yomi (读秒), with presets.
class TimeControlWidget : public QWidget {
    Q_OBJECT
public:
    enum Kind { None = 0, Fischer = 1, PerMove = 2, ByoYomi = 3 };
    explicit TimeControlWidget(QWidget* parent = nullptr);
    void setTimeControl(const TimeControl& tc);
    TimeControl timeControl() const;
    // A time control typed as text ("10+5", "30s/move", "10+3x30s", "5+0,20s/move"): read when Return is pressed or
    // by applyText(), which returns false and shows why (translated) below the field if the text is not one.
    QLineEdit* textEdit() const { return text_; }
    QLabel* errorLabel() const { return error_; }
    bool applyText();

signals:
    void changed();

private:
    void updateFields();
    QComboBox* preset_;
    QComboBox* kind_;
    QLabel* mainCaption_;
    QSpinBox* mainMinutes_;
    QLabel* secondsCaption_;
    QSpinBox* seconds_;
    QLabel* periodsCaption_;
    QSpinBox* periods_;
    QLineEdit* text_;
    QLabel* error_;
    TimeControl typed_;  // the control read from text_, while the fields above are not changed by hand
    bool hasTyped_ = false;
    bool updating_ = false;
};

}  // namespace xq::ui
