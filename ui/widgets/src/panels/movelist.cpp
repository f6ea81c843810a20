// Move list model and widget.
#include "xiangqi/ui/movelist.h"

#include "xiangqi/rules.h"
#include "xiangqi/session/wording.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace xq::ui {

void MoveListModel::setGame(const Game& game, Notation notation) {
    beginResetModel();
    texts_.clear();
    notes_.clear();
    const GameRecord& record = game.record();
    Position pos = record.startPosition();
    offset_ = pos.sideToMove() == Color::Black ? 1 : 0;
    firstMoveNumber_ = pos.fullmoveNumber();
    for (NodeId id : game.currentLine()) {
        const Move m = record.node(id).move;
        // With its annotation (?!, ?, ?? from a review, or !, !? from the record).
        texts_.push_back(session::moveText(pos, m, notation) + QString::fromStdString(record.node(id).annotation));
        const bool book = isBookMove_ && isBookMove_(id);
        if (book) texts_.back() += tr(" (book)");
        notes_.push_back(book ? tr("The computer played this move from its opening book.") : QString());
        pos.makeMove(m);
    }
    // A game the repetition rules ended: the moves of the side ruled on say what they did, and the last move
    // names the rule.
    notes_.resize(texts_.size());
    const Verdict v = adjudicate(pos, game.rules());
    if (v.repetition.kind != RepetitionCase::None && !texts_.empty()) {
        const int first = int(record.startPosition().history().size());
        for (const ForcingMove& fm : v.repetition.moves) {
            const int ply = fm.ply - first + 1;
            if (ply < 1 || ply > plyCount()) continue;
            notes_[std::size_t(ply - 1)] = session::forcingMoveText(v.repetition, fm, pos, notation);
            if (fm.kind == ForcingKind::Check) texts_[std::size_t(ply - 1)] += tr(" (check)");
            else if (fm.kind == ForcingKind::MateThreat) texts_[std::size_t(ply - 1)] += tr(" (mate threat)");
            else if (fm.kind != ForcingKind::None) texts_[std::size_t(ply - 1)] += tr(" (chase)");
        }
        notes_.back() = session::repetitionExplanation(v, pos, notation);
        texts_.back() += QStringLiteral(" ") + (v.result == GameResult::Draw ? tr("(draw)") : tr("(loss by repetition)"));
    }
    current_ = std::min(current_, plyCount());
    endResetModel();
}

void MoveListModel::setCurrentPly(int ply) {
    const int old = current_;
    current_ = ply;
    for (int p : {old, ply}) {
        QModelIndex i = indexOfPly(p);
        if (i.isValid()) emit dataChanged(i, i);
    }
}

int MoveListModel::plyAt(const QModelIndex& index) const {
    if (!index.isValid()) return 0;
    const int ply = index.row() * 2 + index.column() + 1 - offset_;
    return ply >= 1 && ply <= plyCount() ? ply : 0;
}

QModelIndex MoveListModel::indexOfPly(int ply) const {
    if (ply < 1 || ply > plyCount()) return {};
    const int slot = ply - 1 + offset_;
    return index(slot / 2, slot % 2);
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : (plyCount() + offset_ + 1) / 2;
}

int MoveListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 2; }

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    const int ply = plyAt(index);
    if (role == Qt::DisplayRole)
        return ply ? texts_[ply - 1] : (index.row() == 0 && offset_ ? QStringLiteral("…") : QString());
    if (role == Qt::FontRole && ply && ply == current_) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::BackgroundRole && ply && ply == current_) return QColor(0xf6, 0xd8, 0x8c);
    if (role == Qt::ToolTipRole && ply) {
        const QString& note = notes_[std::size_t(ply - 1)];
        return note.isEmpty() ? tr("Show the position after this move") : note;
    }
    return {};
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return QString::number(firstMoveNumber_ + section);
    return section == 0 ? tr("Red") : tr("Black");
}

MoveListWidget::MoveListWidget(QWidget* parent) : QWidget(parent), model_(new MoveListModel(this)) {
    view_ = new QTableView(this);
    view_->setModel(model_);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setSelectionBehavior(QAbstractItemView::SelectItems);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->setAlternatingRowColors(true);
    // The shown move is marked in its cell; a bold column and row header besides it only looked like a heading.
    view_->horizontalHeader()->setHighlightSections(false);
    view_->verticalHeader()->setHighlightSections(false);
    view_->setMinimumWidth(220);
    view_->viewport()->installEventFilter(this);
    connect(view_, &QTableView::clicked, this, [this](const QModelIndex& i) {
        if (int ply = model_->plyAt(i)) emit plySelected(ply);
    });

    auto button = [this](const QString& text) {
        auto* b = new QToolButton(this);
        b->setText(text);
        b->setAutoRaise(true);
        b->setMinimumWidth(40);
        return b;
    };
    first_ = button(QStringLiteral("|◀"));
    previous_ = button(QStringLiteral("◀"));
    next_ = button(QStringLiteral("▶"));
    last_ = button(QStringLiteral("▶|"));
    connect(first_, &QToolButton::clicked, this, &MoveListWidget::firstRequested);
    connect(previous_, &QToolButton::clicked, this, &MoveListWidget::previousRequested);
    connect(next_, &QToolButton::clicked, this, &MoveListWidget::nextRequested);
    connect(last_, &QToolButton::clicked, this, &MoveListWidget::lastRequested);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(first_);
    buttons->addWidget(previous_);
    buttons->addWidget(next_);
    buttons->addWidget(last_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_);
    layout->addLayout(buttons);
    retranslate();
}

void MoveListWidget::setGame(const Game& game, Notation notation, int currentPly) {
    model_->setGame(game, notation);
    setCurrentPly(currentPly);
}

void MoveListWidget::setCurrentPly(int ply) {
    model_->setCurrentPly(ply);
    QModelIndex i = model_->indexOfPly(ply);
    if (i.isValid()) {
        view_->setCurrentIndex(i);
        view_->scrollTo(i);
    } else {
        view_->clearSelection();
        view_->scrollToTop();
    }
}

void MoveListWidget::retranslate() {
    first_->setToolTip(tr("First position (Home)"));
    previous_->setToolTip(tr("Previous move (Left)"));
    next_->setToolTip(tr("Next move (Right)"));
    last_->setToolTip(tr("Last position (End)"));
    view_->setAccessibleName(tr("Moves played"));
    emit model_->headerDataChanged(Qt::Horizontal, 0, 1);
}

bool MoveListWidget::eventFilter(QObject* watched, QEvent* event) {
    // When the list gets shorter (a smaller window, a longer engine panel) the current move stays in sight. Queued:
    // the view adjusts its scroll range after this filter has run.
    if (watched == view_->viewport() && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (const QModelIndex i = model_->indexOfPly(model_->currentPly()); i.isValid()) view_->scrollTo(i);
            },
            Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void MoveListWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

}  // namespace xq::ui
