// The New Game dialog: who plays which side, how strong the computer is, and the start position.
#pragma once

#include <QDialog>

#include "xiangqi/ui/engineprocess.h"
#include "xiangqi/ui/gamecontroller.h"
#include "xiangqi/ui/strengthwidget.h"
#include "xiangqi/ui/elidingcombobox.h"

class QComboBox;
class QLineEdit;

namespace xq::ui {

class TimeControlWidget;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    enum Mode { HumanRed = 0, HumanBlack = 1, Hotseat = 2, ComputerOnly = 3 };

    explicit NewGameDialog(const GameSetup& setup, QWidget* parent = nullptr);
    GameSetup setup() const;
    QString fen() const;  // empty = standard start
    void setMode(Mode mode);
    // The external engines a computer side may be (by default those saved in the settings, Options → Engines…).
    void setEngines(const QList<EngineConfig>& engines);
    // Per side: 0 = our engine, i = engines[i - 1].
    ElidingComboBox* engineBox(Color side) const { return side == Color::Red ? redEngine_ : blackEngine_; }
    TimeControlWidget* timeControlWidget() const { return clock_; }

    static Mode modeOf(const GameSetup& setup);

private:
    QComboBox* mode_;
    StrengthWidget* strength_;
    QLineEdit* fen_;
    ElidingComboBox* redEngine_;
    ElidingComboBox* blackEngine_;
    TimeControlWidget* clock_;
    QComboBox* rules_;
    QList<EngineConfig> engines_;
    GameSetup initial_;
    void updateEnabled();
};

}  // namespace xq::ui
