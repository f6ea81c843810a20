// The main window: board view and the game around it.
#pragma once

#include <QMainWindow>

#include "xiangqi/position.h"

namespace xq::ui {

class BoardView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    void setPosition(const Position& pos);
    BoardView* boardView() const { return board_; }

private:
    BoardView* board_ = nullptr;
};

}  // namespace xq::ui
