// The list of games in a collection: players, event, date, result and opening; the user picks one to open.
#pragma once

#include <QDialog>

#include "xiangqi/ui/recordloader.h"

class QTableWidget;

namespace xq::ui {

class GameChooser : public QDialog {
    Q_OBJECT
public:
    GameChooser(const session::LoadedRecords& records, QWidget* parent = nullptr);
    int selectedGame() const;
    QTableWidget* table() const { return table_; }

private:
    QTableWidget* table_;
};

}  // namespace xq::ui
