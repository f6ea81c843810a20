// ElidingComboBox: the chosen name cut in the middle, the full name (and what the item says of itself) in the tool
// tip and the list.
#include "xiangqi/ui/elidingcombobox.h"

#include <QAbstractItemView>
#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace xq::ui {

ElidingComboBox::ElidingComboBox(QWidget* parent) : QComboBox(parent) {
    view()->setTextElideMode(Qt::ElideMiddle);
    // As wide as its place allows, not as its longest name: a long name no longer widens the dialog or panel.
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(24);
    connect(this, &QComboBox::currentIndexChanged, this, &ElidingComboBox::updateToolTip);
    connect(this, &QComboBox::currentTextChanged, this, &ElidingComboBox::updateToolTip);
}

void ElidingComboBox::addNamedItem(const QString& name, const QString& detail) {
    addItem(name);
    if (!detail.isEmpty()) setItemData(count() - 1, name + QLatin1Char('\n') + detail, Qt::ToolTipRole);
    updateToolTip();
}

void ElidingComboBox::updateToolTip() {
    // The item's own tool tip (an engine's name and program) if it has one, else its full name.
    const int index = currentIndex();
    const QString tip = index >= 0 ? itemData(index, Qt::ToolTipRole).toString() : QString();
    setToolTip(tip.isEmpty() ? currentText() : tip);
}

int ElidingComboBox::textWidth() const {
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    return style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, this).width();
}

QString ElidingComboBox::shownText() const {
    return fontMetrics().elidedText(currentText(), Qt::ElideMiddle, textWidth());
}

void ElidingComboBox::paintEvent(QPaintEvent*) {
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    painter.drawComplexControl(QStyle::CC_ComboBox, opt);
    if (!isEditable()) {
        opt.currentText = shownText();
        painter.drawControl(QStyle::CE_ComboBoxLabel, opt);
    }
}

void ElidingComboBox::showPopup() {
    // The list as wide as its longest name (within the screen), so that the names can be told apart there.
    int widest = 0;
    for (int i = 0; i < count(); ++i) widest = std::max(widest, fontMetrics().horizontalAdvance(itemText(i)));
    view()->setMinimumWidth(std::max(width(), widest + 2 * view()->frameWidth() + 24));
    QComboBox::showPopup();
}

}  // namespace xq::ui
