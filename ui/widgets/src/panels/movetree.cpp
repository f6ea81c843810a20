// MoveTreeWidget: the record's move tree as nested rows (see movetree.h).
#include "xiangqi/ui/movetree.h"

#include <QContextMenuEvent>
#include <QEvent>
#include <QHeaderView>
#include <QInputDialog>
#include <QMenu>

namespace xq::ui {

MoveTreeWidget::MoveTreeWidget(QWidget* parent) : QTreeWidget(parent) {
    setColumnCount(1);
    setHeaderHidden(true);
    setUniformRowHeights(false);
    setWordWrap(true);
    setIndentation(14);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setExpandsOnDoubleClick(false);
    setObjectName(QStringLiteral("moveTree"));
    connect(this, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        const NodeId id = nodeOf(item);
        if (id != NoNode) emit nodeSelected(id);
    });
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const NodeId id = nodeOf(item);
        if (id != NoNode) emit nodeSelected(id);
    });
}

NodeId MoveTreeWidget::nodeOf(const QTreeWidgetItem* item) {
    if (!item) return NoNode;
    const QVariant v = item->data(0, NodeRole);
    return v.isValid() ? NodeId(v.toInt()) : NoNode;
}

bool MoveTreeWidget::inVariation(NodeId id) const {
    if (!record_.isValid(id)) return false;
    for (NodeId n = id; n != RootNode; n = record_.node(n).parent)
        if (record_.node(record_.node(n).parent).children.front() != n) return true;
    return false;
}

void MoveTreeWidget::setRecord(const GameRecord& record, NodeId current, Notation notation) {
    record_ = record;
    current_ = current;
    notation_ = notation;
    rebuild();
}

QString MoveTreeWidget::moveLabel(const Position& pos, NodeId id) const {
    const int number = pos.fullmoveNumber();
    const QString move = session::moveText(pos, record_.node(id).move, notation_);
    const QString suffix = QString::fromStdString(record_.node(id).annotation);
    // "1. 炮二平五" for Red, "1… 马８进７" for Black.
    return (pos.sideToMove() == Color::Red ? QStringLiteral("%1. %2%3") : QStringLiteral("%1… %2%3"))
        .arg(number)
        .arg(move, suffix);
}

QTreeWidgetItem* MoveTreeWidget::addRow(QTreeWidgetItem* container, const QString& text, NodeId id, Kind kind) {
    auto* item = container ? new QTreeWidgetItem(container) : new QTreeWidgetItem(this);
    item->setText(0, text);
    item->setData(0, NodeRole, id);
    item->setData(0, KindRole, int(kind));
    if (kind == CommentRow) {
        QFont f = font();
        f.setItalic(true);
        item->setFont(0, f);
        item->setForeground(0, palette().color(QPalette::PlaceholderText));
        item->setToolTip(0, text);
    } else if (kind == VariationRow) {
        item->setForeground(0, QColor(0x20, 0x50, 0x90));
    }
    return item;
}

void MoveTreeWidget::addLine(QTreeWidgetItem* container, NodeId start, Position pos) {
    int variationNumber = 0;
    for (NodeId n = start; n != NoNode; n = record_.next(n)) {
        const MoveNode& node = record_.node(n);
        QTreeWidgetItem* row = addRow(container, moveLabel(pos, n), n, MoveRow);
        items_.insert(n, row);
        if (!node.comment.empty()) addRow(container, QString::fromStdString(node.comment), n, CommentRow);
        // The alternatives to this move hang under it (only a main continuation has them).
        const auto& siblings = record_.node(node.parent).children;
        if (siblings.front() == n) {
            for (std::size_t i = 1; i < siblings.size(); ++i) {
                const NodeId v = siblings[i];
                QTreeWidgetItem* head =
                    addRow(row, tr("Variation %1: %2").arg(++variationNumber).arg(moveLabel(pos, v)), v, VariationRow);
                addLine(head, v, pos);
                head->setExpanded(true);
            }
            row->setExpanded(true);
        }
        pos.makeMove(node.move);
    }
}

void MoveTreeWidget::rebuild() {
    clear();
    items_.clear();
    const NodeId first = record_.next(RootNode);
    const std::string& rootComment = record_.node(RootNode).comment;
    if (!rootComment.empty()) addRow(nullptr, QString::fromStdString(rootComment), RootNode, CommentRow);
    if (first != NoNode) addLine(nullptr, first, record_.startPosition());
    setCurrentNode(current_);
}

void MoveTreeWidget::setCurrentNode(NodeId id) {
    if (QTreeWidgetItem* old = itemOf(current_)) {
        QFont f = old->font(0);
        f.setBold(false);
        old->setFont(0, f);
        old->setBackground(0, QBrush());
    }
    current_ = id;
    QTreeWidgetItem* item = itemOf(id);
    if (!item) {
        clearSelection();
        setCurrentItem(nullptr);
        return;
    }
    QFont f = item->font(0);
    f.setBold(true);
    item->setFont(0, f);
    item->setBackground(0, palette().color(QPalette::Highlight).lighter(170));
    for (QTreeWidgetItem* p = item->parent(); p; p = p->parent()) p->setExpanded(true);
    setCurrentItem(item);
    scrollToItem(item);
}

QMenu* MoveTreeWidget::createContextMenu(NodeId id, QWidget* parent) {
    auto* menu = new QMenu(parent);
    const bool move = id != RootNode && record_.isValid(id);
    const bool variation = move && inVariation(id);
    QAction* go = menu->addAction(tr("&Go to This Move"), this, [this, id] { emit nodeSelected(id); });
    go->setEnabled(move);
    menu->addSeparator();
    QAction* promote = menu->addAction(tr("&Promote Variation"), this, [this, id] { emit promoteRequested(id); });
    promote->setEnabled(variation);
    QAction* del = menu->addAction(variation ? tr("&Delete Variation") : tr("&Delete Moves From Here"), this,
                                   [this, id] { emit deleteRequested(id); });
    del->setEnabled(move);
    menu->addSeparator();
    QAction* comment =
        menu->addAction(id == RootNode ? tr("Edit &Comment Before the First Move…") : tr("Edit &Comment…"), this,
                        [this, id] { editComment(id); });
    comment->setEnabled(record_.isValid(id));
    promote->setObjectName(QStringLiteral("promoteAction"));
    del->setObjectName(QStringLiteral("deleteAction"));
    comment->setObjectName(QStringLiteral("commentAction"));
    return menu;
}

void MoveTreeWidget::editComment(NodeId id) {
    if (!record_.isValid(id)) return;
    auto* dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("commentDialog"));
    dialog->setWindowTitle(tr("Edit Comment"));
    dialog->setLabelText(id == RootNode ? tr("Comment before the first move:")
                                        : tr("Comment after %1:").arg(itemOf(id) ? itemOf(id)->text(0) : QString()));
    dialog->setOption(QInputDialog::UsePlainTextEditForTextInput);
    dialog->setTextValue(QString::fromStdString(record_.node(id).comment));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QInputDialog::textValueSelected, this,
            [this, id](const QString& text) { emit commentEdited(id, text); });
    dialog->open();
}

void MoveTreeWidget::contextMenuEvent(QContextMenuEvent* event) {
    QTreeWidgetItem* item = itemAt(event->pos());
    const NodeId id = item ? nodeOf(item) : RootNode;
    QMenu* menu = createContextMenu(id, this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

void MoveTreeWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) rebuild();
    QTreeWidget::changeEvent(event);
}

}  // namespace xq::ui
