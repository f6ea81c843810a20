// The opening explorer beside the board: every move played from the board's position in the open game database,
// with its games, Red win / draw / Black win percentages (a bar), the average year and the opening's name, and the
// opening book's moves. The queries run on a worker thread with their own database connection; a newer position
// supersedes a query still waiting, so the window never waits for the database. A second tab shows what the cloud
// library (chessdb.cn) knows of the position, once the user has turned it on.
#pragma once

#include <QPointer>
#include <QThread>
#include <QUrl>
#include <QWidget>
#include <atomic>
#include <functional>
#include <memory>

#include "xiangqi/book.h"
#include "xiangqi/database.h"
#include "xiangqi/notation.h"
#include "xiangqi/session/cloudclient.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace xq::ui {

class ExplorerPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExplorerPanel(QWidget* parent = nullptr);
    ~ExplorerPanel() override;

    // Opens a database for the explorer (its own connection, on the worker thread); empty closes it.
    void setDatabase(const QString& path);
    QString databasePath() const { return path_; }
    // After another connection changed the database (an import, a removal).
    void reload();
    void setBook(std::shared_ptr<const OpeningBook> book);
    // The board's position, and the moves from the standard start that led there (for the opening names; empty
    // for a set-up start).
    void setPosition(const Position& pos, const std::vector<Move>& fromStart, Notation notation);
    bool mirrors() const;
    void setMirrors(bool on);

    // What the table shows now (tests): the moves in order, and whether a query is still running.
    std::vector<db::MoveStat> shownMoves() const { return shown_; }
    bool isBusy() const { return pending_ != answered_; }
    QTableWidget* table() const { return table_; }
    void retranslate();

    // The cloud library (opt-in, off by default): while it is on and the Cloud tab is shown, each position shown is
    // sent to the server at the base address (CloudClient).
    void setCloudEnabled(bool on);
    bool cloudEnabled() const;
    void setCloudBaseUrl(const QUrl& url);
    QUrl cloudBaseUrl() const;
    void showCloudTab();
    session::CloudClient* cloudClient() const { return cloud_; }
    // What the Cloud tab shows now (tests): the moves, and the line above them (a status or an error in words).
    const std::vector<session::CloudMove>& cloudMovesShown() const { return cloudShown_; }
    QString cloudStatusShown() const;
    QTableWidget* cloudTable() const { return cloudTable_; }

    // Adds the move, played in the position shown, to the player's own repertoire for the side to move (the
    // Training window's Openings page trains it: "My Repertoire"); the row's context menu offers it. The outcome is
    // said on the panel; false when the training store cannot be written.
    bool addToRepertoire(Move move);

signals:
    void moveClicked(xq::Move move);
    // Double-click on a count: the games that played this move here.
    void gamesRequested(const xq::Position& position, xq::Move move);
    void databaseOpened(int games);
    // The user turned the cloud library on or off, or changed its address (the settings keep them).
    void cloudEnabledChanged(bool on);
    void cloudBaseUrlChanged(const QUrl& url);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    // In a narrow panel the average year gives its width to the openings' names (its column comes back when wide).
    void resizeEvent(QResizeEvent* event) override;

private:
    void request();
    void show(quint64 id, const std::vector<db::MoveStat>& stats, int games);
    void fill();
    void requestCloud();
    void fillCloud();

    QTabWidget* tabs_;
    QWidget* databasePage_;
    QWidget* cloudPage_;
    QCheckBox* cloudBox_;
    QLabel* cloudNote_;
    QLabel* cloudStatus_;
    QPushButton* cloudServer_;
    QTableWidget* cloudTable_;
    session::CloudClient* cloud_;
    std::vector<session::CloudMove> cloudShown_;
    std::function<QString()> cloudMessage_;  // the status or error above the moves, in the language of the moment
    QLabel* title_;
    QCheckBox* mirrorBox_;
    QTableWidget* table_;
    QThread thread_;
    QObject* worker_ = nullptr;                  // lives on thread_
    std::shared_ptr<db::Database> db_;           // used on thread_ only
    std::shared_ptr<std::atomic<quint64>> latest_ = std::make_shared<std::atomic<quint64>>(0);
    QString path_;
    int games_ = 0;
    quint64 pending_ = 0, answered_ = 0;
    Position position_;
    std::vector<Move> fromStart_;
    Notation notation_ = Notation::Chinese;
    std::vector<db::MoveStat> shown_;
    std::shared_ptr<const OpeningBook> book_;
};

}  // namespace xq::ui
