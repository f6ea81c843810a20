// The New Game dialog: who plays which side, how strong the computer is, and the start position.
#pragma once

#include <QDialog>

#include "xiangqi/ui/gamecontroller.h"
#include "xiangqi/ui/strengthwidget.h"

class QComboBox;
class QLineEdit;

namespace xq::ui {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    enum Mode { HumanRed = 0, HumanBlack = 1, Hotseat = 2, ComputerOnly = 3 };

    explicit NewGameDialog(const GameSetup& setup, QWidget* parent = nullptr);
    GameSetup setup() const;
    QString fen() const;  // empty = standard start
    void setMode(Mode mode);

    static Mode modeOf(const GameSetup& setup);

private:
    QComboBox* mode_;
    StrengthWidget* strength_;
    QLineEdit* fen_;
};

}  // namespace xq::ui
