// A combo box for names that differ at their end ("Pikafish 2024-06 HCE" / "… NNUE"): when the box is narrower than
// the chosen name, the name is cut in the middle rather than at the end, the list opens as wide as its longest name,
// and the full name is the box's tool tip (with the item's detail, e.g. an engine's program, when it has one). For
// the engine choosers: analysis, review, new game, engine match.
#pragma once

#include <QComboBox>

namespace xq::ui {

class ElidingComboBox : public QComboBox {
    Q_OBJECT
public:
    explicit ElidingComboBox(QWidget* parent = nullptr);
    // An item whose tool tip (in the list, and the box's while it is chosen) is its name and, below it, `detail`.
    void addNamedItem(const QString& name, const QString& detail);
    // The chosen name as the box shows it at its present width.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void showPopup() override;

private:
    int textWidth() const;
    void updateToolTip();
};

}  // namespace xq::ui
