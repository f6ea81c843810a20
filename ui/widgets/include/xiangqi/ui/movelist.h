// The move list: a table model of the game's moves (one row per move number, Red and Black columns) and the
// widget that shows it with first/previous/next/last buttons.
#pragma once

#include <QAbstractTableModel>
#include <QWidget>
#include <functional>

#include "xiangqi/game.h"
#include "xiangqi/session/wording.h"

class QTableView;
class QToolButton;

namespace xq::ui {

class MoveListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    // Shows the game's current line: the path to its cursor and the main continuation after it.
    void setGame(const Game& game, Notation notation);
    // Which moves the computer played from its opening book (marked "(book)"); none when unset.
    void setBookMoveTest(std::function<bool(NodeId)> isBookMove) { isBookMove_ = std::move(isBookMove); }
    void setCurrentPly(int ply);
    int currentPly() const { return current_; }
    int plyCount() const { return int(texts_.size()); }
    QString moveText(int ply) const { return ply >= 1 && ply <= plyCount() ? texts_[ply - 1] : QString(); }

    // Ply (1-based: the position after that move) shown at an index, 0 for an empty cell; and back.
    int plyAt(const QModelIndex& index) const;
    QModelIndex indexOfPly(int ply) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<QString> texts_;
    std::vector<QString> notes_;  // per ply: what the move did in a repetition the referee ruled on (tooltip)
    int offset_ = 0;  // 1 when the game starts with Black to move
    int firstMoveNumber_ = 1;
    int current_ = 0;
    std::function<bool(NodeId)> isBookMove_;
};

class MoveListWidget : public QWidget {
    Q_OBJECT
public:
    explicit MoveListWidget(QWidget* parent = nullptr);
    MoveListModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    void setGame(const Game& game, Notation notation, int currentPly);
    void setCurrentPly(int ply);
    void retranslate();
    void setBookMoveTest(std::function<bool(NodeId)> isBookMove) { model_->setBookMoveTest(std::move(isBookMove)); }

signals:
    void plySelected(int ply);
    void firstRequested();
    void previousRequested();
    void nextRequested();
    void lastRequested();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    MoveListModel* model_;
    QTableView* view_;
    QToolButton* first_;
    QToolButton* previous_;
    QToolButton* next_;
    QToolButton* last_;
};

}  // namespace xq::ui
