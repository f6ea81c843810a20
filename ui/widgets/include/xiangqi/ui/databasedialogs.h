// The game database's dialogs: the import with its progress bar, Cancel and report, the game search with its
// sortable result list, and the opening book's build settings.
#pragma once

#include <QDialog>
#include <QStringList>
#include <atomic>
#include <memory>

#include "xiangqi/database.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QStandardItemModel;
class QTableView;

namespace xq::ui {

// Imports files and folders into a database on a worker thread (its own connection, two reader threads), with a
// progress bar and Cancel; at the end, the games imported and every file or game refused, with the reason.
class ImportDialog : public QDialog {
    Q_OBJECT
public:
    ImportDialog(const QString& database, const QStringList& paths, QWidget* parent = nullptr);
    ~ImportDialog() override;
    // Starts the import (the dialog shows itself); finished() follows.
    void start();
    const db::ImportResult& result() const { return result_; }
    // The report's words: a sentence per problem (tests).
    static QString problemText(const db::ImportProblem& p);
    static QString errorText(const db::DbError& e);

    void reject() override;  // Cancel, Escape, closing the window: cancels the import

signals:
    void importFinished(int gamesImported);

private:
    void done(const db::ImportResult& r);

    QString database_;
    QStringList paths_;
    QLabel* label_;
    QProgressBar* bar_;
    QPushButton* cancel_;
    std::shared_ptr<std::atomic<bool>> cancelFlag_ = std::make_shared<std::atomic<bool>>(false);
    QThread* thread_ = nullptr;
    db::ImportResult result_;
    bool running_ = false;
};

// Searches the database: the board's position (and its mirror), material, players, event, date range, result and
// ECCO, any combination. The results sort by any column; a double-click opens the game at the matching ply.
class SearchDialog : public QDialog {
    Q_OBJECT
public:
    SearchDialog(const QString& database, const Position& boardPosition, QWidget* parent = nullptr);
    ~SearchDialog() override;
    // Presets the position search (and a move played there: the explorer's double-click) and searches.
    void searchPosition(const Position& pos, Move then, bool mirrors);
    void runSearch();
    int resultCount() const;
    QTableView* resultView() const { return view_; }

signals:
    void gameChosen(qint64 id, int ply);

private:
    void showResults(const std::vector<db::GameInfo>& games);

    QString database_;
    Position board_;
    Move then_;
    QCheckBox* byPosition_;
    QCheckBox* mirrors_;
    QLineEdit* material_;
    QLineEdit* player_;
    QLineEdit* event_;
    QLineEdit* ecco_;
    QSpinBox* yearFrom_;
    QSpinBox* yearTo_;
    QComboBox* result_;
    QLabel* status_;
    QPushButton* searchButton_;
    QStandardItemModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* view_;
    QThread* thread_ = nullptr;
};

// The opening book's settings: minimum games per move, depth, mirrored positions.
class BookDialog : public QDialog {
    Q_OBJECT
public:
    explicit BookDialog(QWidget* parent = nullptr);
    db::BookOptions options() const;

private:
    QSpinBox* minGames_;
    QSpinBox* depth_;
    QCheckBox* mirrors_;
};

}  // namespace xq::ui
