// StrengthWidget: level, custom depth and time per move.
#include "xiangqi/ui/strengthwidget.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>

namespace xq::ui {

StrengthWidget::StrengthWidget(QWidget* parent) : QWidget(parent) {
    levelCaption_ = new QLabel(this);
    depthCaption_ = new QLabel(this);
    timeCaption_ = new QLabel(this);
    level_ = new QComboBox(this);
    depthSlider_ = new QSlider(Qt::Horizontal, this);
    depthSlider_->setRange(1, 20);
    depth_ = new QSpinBox(this);
    depth_->setRange(1, 20);
    time_ = new QSpinBox(this);
    time_->setRange(0, 600);
    auto emitChanged = [this] {
        if (!updating_) emit changed(strength());
    };
    connect(depthSlider_, &QSlider::valueChanged, depth_, &QSpinBox::setValue);
    connect(depth_, &QSpinBox::valueChanged, depthSlider_, &QSlider::setValue);
    connect(depth_, &QSpinBox::valueChanged, this, emitChanged);
    connect(time_, &QSpinBox::valueChanged, this, emitChanged);
    connect(level_, &QComboBox::currentIndexChanged, this, [this, emitChanged] {
        updateEnabled();
        emitChanged();
    });
    auto* depthRow = new QHBoxLayout;
    depthRow->addWidget(depthSlider_);
    depthRow->addWidget(depth_);
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(levelCaption_, level_);
    form->addRow(depthCaption_, depthRow);
    form->addRow(timeCaption_, time_);
    retranslate();
    setStrength(Strength{});
}

void StrengthWidget::retranslate() {
    levelCaption_->setText(tr("Level:"));
    depthCaption_->setText(tr("Search depth:"));
    timeCaption_->setText(tr("Time per move:"));
    time_->setSuffix(tr(" s"));
    time_->setSpecialValueText(tr("no limit"));
    updating_ = true;
    const int current = level_->currentIndex();
    level_->clear();
    level_->addItem(tr("Custom depth"));
    for (int i = 0; i < int(levels().size()); ++i) level_->addItem(levelName(i));
    level_->setCurrentIndex(std::max(0, current));
    updating_ = false;
}

void StrengthWidget::setStrength(const Strength& s) {
    updating_ = true;
    level_->setCurrentIndex(s.level >= 0 && s.level + 1 < level_->count() ? s.level + 1 : 0);
    depth_->setValue(std::clamp(s.depth, 1, 20));
    time_->setValue(int(std::clamp<qint64>(s.movetimeMs / 1000, 0, 600)));
    updateEnabled();
    updating_ = false;
}

Strength StrengthWidget::strength() const {
    return Strength{level_->currentIndex() - 1, depth_->value(), qint64(time_->value()) * 1000};
}

void StrengthWidget::updateEnabled() {
    const bool custom = level_->currentIndex() <= 0;
    depthSlider_->setEnabled(isEnabled() && custom);
    depth_->setEnabled(isEnabled() && custom);
}

void StrengthWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    if (event->type() == QEvent::EnabledChange) updateEnabled();
    QWidget::changeEvent(event);
}

}  // namespace xq::ui
