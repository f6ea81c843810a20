// GameChooser: a table of the games of a file.
#include "xiangqi/ui/gamechooser.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace xq::ui {

GameChooser::GameChooser(const session::LoadedRecords& records, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Choose a game"));
    const int n = records.gameCount();
    table_ = new QTableWidget(n, 7, this);
    table_->setHorizontalHeaderLabels(
        {tr("#"), tr("Red"), tr("Black"), tr("Result"), tr("Event"), tr("Date"), tr("Opening")});
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    auto text = [&](int i, const char* tag) { return QString::fromStdString(records.tag(i, tag)); };
    // Filling a very large collection row by row is slow; the table is filled without updates.
    table_->setUpdatesEnabled(false);
    for (int i = 0; i < n; ++i) {
        QString opening = text(i, "ECCO");
        const QString name = text(i, "Opening");
        if (!name.isEmpty()) opening = opening.isEmpty() ? name : opening + ' ' + name;
        const QStringList cells = {QString::number(i + 1), text(i, "Red"),  text(i, "Black"), text(i, "Result"),
                                   text(i, "Event"),       text(i, "Date"), opening};
        for (int c = 0; c < cells.size(); ++c) table_->setItem(i, c, new QTableWidgetItem(cells[c]));
    }
    table_->setUpdatesEnabled(true);
    table_->resizeColumnsToContents();
    table_->selectRow(0);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(table_, &QTableWidget::cellDoubleClicked, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("This file holds %n games. Which one do you want to open?", nullptr, n), this));
    layout->addWidget(table_);
    layout->addWidget(buttons);
    resize(760, 480);
}

int GameChooser::selectedGame() const {
    const auto rows = table_->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.front().row();
}

}  // namespace xq::ui
