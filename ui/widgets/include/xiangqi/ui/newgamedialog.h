// The New Game dialog: who plays which side, how strong the computer is, and the start position.
#pragma once

#include <QDialog>

#include "xiangqi/session/engineprocess.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/ui/elidingcombobox.h"
#include "xiangqi/ui/strengthwidget.h"

class QComboBox;
class QLineEdit;

namespace xq::ui {

class TimeControlWidget;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    enum Mode { HumanRed = 0, HumanBlack = 1, Hotseat = 2, ComputerOnly = 3 };

    explicit NewGameDialog(const session::GameSetup& setup, QWidget* parent = nullptr);
    session::GameSetup setup() const;
    QString fen() const;  // empty = standard start
    void setMode(Mode mode);
    // The external engines a computer side may be (by default those saved in the settings, Options → Engines…).
    void setEngines(const QList<session::EngineConfig>& engines);
    // Per side: 0 = our engine, i = engines[i - 1].
    ElidingComboBox* engineBox(Color side) const { return side == Color::Red ? redEngine_ : blackEngine_; }
    TimeControlWidget* timeControlWidget() const { return clock_; }

    static Mode modeOf(const session::GameSetup& setup);

private:
    QComboBox* mode_;
    StrengthWidget* strength_;
    QLineEdit* fen_;
    ElidingComboBox* redEngine_;
    ElidingComboBox* blackEngine_;
    TimeControlWidget* clock_;
    QComboBox* rules_;
    QList<session::EngineConfig> engines_;
    session::GameSetup initial_;
    void updateEnabled();
};

}  // namespace xq::ui
