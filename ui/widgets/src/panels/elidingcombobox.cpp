// ElidingComboBox: the chosen name cut in the middle, the full name in the tool tip and the list.
#include "xiangqi/ui/elidingcombobox.h"

#include <QAbstractItemView>
#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace xq::ui {

ElidingComboBox::ElidingComboBox(QWidget* parent) : QComboBox(parent) {
    view()->setTextElideMode(Qt::ElideMiddle);
    connect(this, &QComboBox::currentTextChanged, this, [this](const QString& text) { setToolTip(text); });
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
