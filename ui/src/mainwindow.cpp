// Main window layout.
#include "xiangqi/ui/mainwindow.h"

#include <QStatusBar>

#include "xiangqi/ui/boardview.h"

namespace xq::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Xiangqi"));
    board_ = new BoardView(this);
    setCentralWidget(board_);
    statusBar()->showMessage(tr("Red to move"));
}

void MainWindow::setPosition(const Position& pos) { board_->setPosition(pos); }

}  // namespace xq::ui
