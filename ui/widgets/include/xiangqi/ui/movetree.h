// The move tree: the whole game record — main line, variations nested under the move they replace, comments in
// a row under their move — with the current position highlighted. A click goes to a move; the context menu
// promotes or deletes a variation and edits a comment. The widget only asks; GameController changes the game.
#pragma once

#include <QHash>
#include <QTreeWidget>

#include "xiangqi/record.h"
#include "xiangqi/session/wording.h"

class QMenu;

namespace xq::ui {

class MoveTreeWidget : public QTreeWidget {
    Q_OBJECT
public:
    // Item data roles: the node a row stands for, and what kind of row it is.
    enum Role { NodeRole = Qt::UserRole + 1, KindRole };
    enum Kind { MoveRow, CommentRow, VariationRow };

    explicit MoveTreeWidget(QWidget* parent = nullptr);

    void setRecord(const GameRecord& record, NodeId current, Notation notation);
    void setCurrentNode(NodeId id);
    NodeId currentNode() const { return current_; }
    const GameRecord& record() const { return record_; }

    // The row of a node's move (nullptr for the root or an unknown node), and the node of a row.
    QTreeWidgetItem* itemOf(NodeId id) const { return items_.value(id, nullptr); }
    static NodeId nodeOf(const QTreeWidgetItem* item);
    // Is id inside a variation (some node on its path is not its parent's main continuation)?
    bool inVariation(NodeId id) const;

    // The context menu for a node (the caller owns it); its actions emit the signals below.
    QMenu* createContextMenu(NodeId id, QWidget* parent);
    // Opens a small dialog to edit the comment after id (window-modal, does not block).
    void editComment(NodeId id);

signals:
    void nodeSelected(xq::NodeId id);
    void promoteRequested(xq::NodeId id);
    void deleteRequested(xq::NodeId id);
    void commentEdited(xq::NodeId id, const QString& comment);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void addLine(QTreeWidgetItem* container, NodeId start, Position pos);
    QTreeWidgetItem* addRow(QTreeWidgetItem* container, const QString& text, NodeId id, Kind kind);
    QString moveLabel(const Position& pos, NodeId id) const;

    GameRecord record_;
    NodeId current_ = RootNode;
    Notation notation_ = Notation::Chinese;
    QHash<NodeId, QTreeWidgetItem*> items_;
};

}  // namespace xq::ui
