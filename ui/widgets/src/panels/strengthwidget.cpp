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
    description_ = new QLabel(this);
    description_->setObjectName(QStringLiteral("levelDescription"));
    description_->setWordWrap(true);
    QFont small = description_->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    description_->setFont(small);
    description_->installEventFilter(this);  // keeps its height fitted to its width (fitDescription)
    auto* form = form_ = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(levelCaption_, level_);
    form->addRow(description_);
    form->addRow(depthCaption_, depthRow);
    form->addRow(timeCaption_, time_);
    retranslate();
    setStrength(session::Strength{});
}

void StrengthWidget::retranslate() {
    levelCaption_->setText(tr("Level:"));
    depthCaption_->setText(tr("Search depth:"));
    timeCaption_->setText(tr("Time per move:"));
    time_->setSuffix(tr(" s"));
    // Named for screen readers: the depth row's caption is not a buddy of its slider and spin box.
    level_->setAccessibleName(levelCaption_->text());  // Windows' accessibility names a combo box only so
    depthSlider_->setAccessibleName(tr("Search depth"));
    depth_->setAccessibleName(tr("Search depth"));
    time_->setAccessibleName(tr("Time per move"));
    time_->setSpecialValueText(tr("no limit"));
    updating_ = true;
    const int current = level_->currentIndex();
    level_->clear();
    level_->addItem(tr("Custom depth"));
    for (int i = 0; i < int(levels().size()); ++i) level_->addItem(session::levelName(i));
    for (int i = 0; i < level_->count(); ++i) level_->setItemData(i, levelDescription(i - 1), Qt::ToolTipRole);
    level_->setCurrentIndex(std::max(0, current));
    updating_ = false;
    updateEnabled();
}

// What each level is for, and where the arena ladder places it (docs/ENGINE.md, "Levels"; the ladder puts
// Fairy-Stockfish at skill level 5 at 0 Elo).
QString StrengthWidget::levelDescription(int level) {
    switch (level) {
    // Whom each level suits, in a player's words (issue 44: no Elo figures here; docs/ENGINE.md has the measurements).
    case 0: return tr("For someone who has just learnt the moves: it overlooks captures.");
    case 1: return tr("For a beginner who knows the moves: it still gives pieces away.");
    case 2: return tr("For a relaxed game with a casual player.");
    case 3: return tr("For a club player: it punishes loose pieces.");
    case 4: return tr("For a strong club player: a serious test.");
    case 5: return tr("For experienced players: full strength, a second a move.");
    case 6: return tr("For the strongest players: full strength, five seconds a move.");
    default: return tr("Choose the search depth and the time per move yourself.");
    }
}

QString StrengthWidget::description() const { return description_->text(); }

void StrengthWidget::setDescriptionShown(bool shown) {
    descriptionShown_ = shown;
    form_->setRowVisible(description_, shown);
}

bool StrengthWidget::customControlsShown() const { return form_->isRowVisible(depthCaption_); }

void StrengthWidget::setStrength(const session::Strength& s) {
    updating_ = true;
    level_->setCurrentIndex(s.level >= 0 && s.level + 1 < level_->count() ? s.level + 1 : 0);
    depth_->setValue(std::clamp(s.depth, 1, 20));
    time_->setValue(int(std::clamp<qint64>(s.movetimeMs / 1000, 0, 600)));
    updateEnabled();
    updating_ = false;
}

session::Strength StrengthWidget::strength() const {
    return session::Strength{level_->currentIndex() - 1, depth_->value(), qint64(time_->value()) * 1000};
}

void StrengthWidget::updateEnabled() {
    // The depth and time controls belong to "Custom" only; a named level shows what it is instead.
    const bool custom = level_->currentIndex() <= 0;
    depthSlider_->setEnabled(isEnabled() && custom);
    depth_->setEnabled(isEnabled() && custom);
    form_->setRowVisible(depthCaption_, custom);
    form_->setRowVisible(timeCaption_, custom);
    description_->setText(levelDescription(level_->currentIndex() - 1));
    fitDescription();
    level_->setToolTip(description_->text());
}

void StrengthWidget::fitDescription() {
    // A word-wrapped label's minimum height is one line's: in a dialog made small, a description of two lines was
    // cut to one. Fixing the height to what the text needs at the label's width makes the window keep room for it
    // (and the label takes no more, so a short description leaves no gap).
    const QMargins margins = description_->contentsMargins();
    const int width = description_->width() - margins.left() - margins.right() - 2 * description_->margin();
    if (width <= 0) return;
    const QRect needed = description_->fontMetrics().boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap,
                                                                  description_->text());
    description_->setFixedHeight(needed.height() + margins.top() + margins.bottom() + 2 * description_->margin());
}

bool StrengthWidget::eventFilter(QObject* watched, QEvent* event) {
    if (watched == description_ && event->type() == QEvent::Resize) fitDescription();
    return QWidget::eventFilter(watched, event);
}

void StrengthWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    if (event->type() == QEvent::EnabledChange) updateEnabled();
    QWidget::changeEvent(event);
}

}  // namespace xq::ui
