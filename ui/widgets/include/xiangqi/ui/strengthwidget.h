// The computer's strength controls — a named level, or a custom search depth, and a time per move — used by both
// the New Game dialog and the engine panel.
#pragma once

#include <QWidget>

#include "xiangqi/session/player.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QSlider;
class QSpinBox;

namespace xq::ui {

class StrengthWidget : public QWidget {
    Q_OBJECT
public:
    explicit StrengthWidget(QWidget* parent = nullptr);

    void setStrength(const session::Strength& s);  // does not emit changed()
    session::Strength strength() const;
    void retranslate();
    QComboBox* levelBox() const { return level_; }
    // The chosen level's short description and measured strength (shown under the chooser).
    QString description() const;
    bool customControlsShown() const;
    // The description line under the chooser (the New Game dialog shows it; the engine panel keeps it as a tooltip).
    void setDescriptionShown(bool shown);
    // A named level's description (-1: Custom).
    static QString levelDescription(int level);

signals:
    void changed(const xq::session::Strength& s);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateEnabled();
    void fitDescription();
    QLabel* levelCaption_;
    QLabel* depthCaption_;
    QLabel* timeCaption_;
    QLabel* description_;
    QFormLayout* form_;
    QComboBox* level_;
    QSlider* depthSlider_;
    QSpinBox* depth_;
    QSpinBox* time_;
    bool updating_ = false;
    bool descriptionShown_ = true;
};

}  // namespace xq::ui
