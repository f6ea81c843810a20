// The opening explorer panel and its worker thread.
#include "xiangqi/ui/explorerpanel.h"

#include <QCheckBox>
#include <QApplication>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

#include "xiangqi/ecco.h"
#include "xiangqi/ui/wording.h"

namespace xq::ui {

namespace {

enum Column { MoveColumn, GamesColumn, ResultColumn, YearColumn, BookColumn, OpeningColumn, ColumnCount };
constexpr int ShareRole = Qt::UserRole + 1;  // the result column: QList<double> of Red win, draw, Black win shares

// The result bar: Red wins in red, draws in grey, Black wins in dark grey, with the percentages on it.
class ResultBarDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const QVariantList shares = index.data(ShareRole).toList();
        if (shares.size() != 3) return QStyledItemDelegate::paint(p, option, index);
        const QRectF r = QRectF(option.rect).adjusted(2, 3, -2, -3);
        const QColor colours[3] = {QColor(0xc6, 0x28, 0x28), QColor(0xb0, 0xb0, 0xb0), QColor(0x30, 0x30, 0x30)};
        double x = r.left();
        p->save();
        for (int i = 0; i < 3; ++i) {
            const double w = r.width() * shares[i].toDouble();
            p->fillRect(QRectF(x, r.top(), w, r.height()), colours[i]);
            x += w;
        }
        p->setPen(Qt::white);
        QFont f = option.font;
        f.setPointSizeF(f.pointSizeF() * 0.85);
        p->setFont(f);
        p->drawText(r, Qt::AlignCenter, index.data(Qt::DisplayRole).toString());
        p->restore();
    }
};

}  // namespace

ExplorerPanel::ExplorerPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("explorerPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    title_ = new QLabel(this);
    title_->setWordWrap(true);
    mirrorBox_ = new QCheckBox(this);
    table_ = new QTableWidget(0, ColumnCount, this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(ResultColumn, QHeaderView::Fixed);
    table_->horizontalHeader()->resizeSection(ResultColumn, 110);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setItemDelegateForColumn(ResultColumn, new ResultBarDelegate(table_));
    table_->setMinimumHeight(80);
    setMinimumWidth(fontMetrics().averageCharWidth() * 52);  // move, games, the bar and the year without scrolling
    layout->addWidget(title_);
    layout->addWidget(mirrorBox_);
    layout->addWidget(table_, 1);

    connect(mirrorBox_, &QCheckBox::toggled, this, [this] { request(); });
    connect(table_, &QTableWidget::cellClicked, this, [this](int row, int column) {
        if (column == MoveColumn && row >= 0 && row < int(shown_.size())) emit moveClicked(shown_[std::size_t(row)].move);
    });
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (column != MoveColumn && row >= 0 && row < int(shown_.size()))
            emit gamesRequested(position_, shown_[std::size_t(row)].move);
    });

    worker_ = new QObject;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.setObjectName(QStringLiteral("explorer"));
    thread_.start();
    retranslate();
}

ExplorerPanel::~ExplorerPanel() {
    latest_->store(~quint64(0));  // queued queries return at once
    thread_.quit();
    thread_.wait();
    // The worker thread has ended, and with it the last query: the database closes here. (Closing it from a lambda
    // queued to the worker handed the shared pointer over through Qt's event queue, which TSan cannot see.)
    if (db_) db_->close();
}

void ExplorerPanel::retranslate() {
    mirrorBox_->setText(tr("Mirrored positions too"));
    mirrorBox_->setToolTip(tr("Also count games that reached the left-right mirror image of this position."));
    table_->setHorizontalHeaderLabels(
        {tr("Move"), tr("Games"), tr("Red win / draw / Black win"), tr("Year"), tr("Book"), tr("Opening")});
    table_->horizontalHeaderItem(GamesColumn)->setToolTip(tr("Double-click a count to list those games."));
    if (path_.isEmpty()) title_->setText(tr("Opening explorer: no database open (Database → Open Database…)."));
    else
        title_->setText(tr("Opening explorer: %1, %n game(s).", nullptr, games_)
                            .arg(QFileInfo(path_).fileName()));
    fill();
}

void ExplorerPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

bool ExplorerPanel::mirrors() const { return mirrorBox_->isChecked(); }
void ExplorerPanel::setMirrors(bool on) { mirrorBox_->setChecked(on); }

void ExplorerPanel::setDatabase(const QString& path) {
    path_ = path;
    games_ = 0;
    auto db = path.isEmpty() ? nullptr : std::make_shared<db::Database>();
    std::shared_ptr<db::Database> old = db_;
    db_ = db;
    const quint64 id = ++pending_;
    latest_->store(id);
    QPointer<ExplorerPanel> self(this);
    const std::string file = path.toStdString();
    QMetaObject::invokeMethod(worker_, [self, old, db, file, id] {
        if (old) old->close();
        int games = 0;
        if (db && db->open(file)) games = db->gameCount();
        QMetaObject::invokeMethod(qApp, [self, id, games] {
            if (!self) return;
            self->games_ = games;
            self->answered_ = std::max(self->answered_, id);
            self->retranslate();
            emit self->databaseOpened(games);
            self->request();
        });
    });
    retranslate();
}

void ExplorerPanel::reload() {
    auto db = db_;
    if (!db) return;
    QPointer<ExplorerPanel> self(this);
    QMetaObject::invokeMethod(worker_, [self, db] {
        db->refresh();
        const int games = db->gameCount();
        QMetaObject::invokeMethod(qApp, [self, games] {
            if (!self) return;
            self->games_ = games;
            self->retranslate();
            self->request();
        });
    });
}

void ExplorerPanel::setBook(std::shared_ptr<const OpeningBook> book) {
    book_ = std::move(book);
    fill();
}

void ExplorerPanel::setPosition(const Position& pos, const std::vector<Move>& fromStart, Notation notation) {
    position_ = pos;
    fromStart_ = fromStart;
    notation_ = notation;
    request();
}

void ExplorerPanel::request() {
    if (!isVisible() && !db_) return;
    const quint64 id = ++pending_;
    latest_->store(id);
    auto db = db_;
    if (!db) {
        show(id, {}, 0);
        return;
    }
    const Position pos = position_;
    const bool mirrored = mirrors();
    auto latest = latest_;
    QPointer<ExplorerPanel> self(this);
    QMetaObject::invokeMethod(worker_, [self, db, pos, mirrored, id, latest] {
        if (latest->load() != id) return;  // a newer position is waiting
        std::vector<db::MoveStat> stats = db->isOpen() ? db->explore(pos, mirrored) : std::vector<db::MoveStat>();
        QMetaObject::invokeMethod(qApp, [self, id, stats = std::move(stats)] {
            if (self) self->show(id, stats, -1);
        });
    });
}

void ExplorerPanel::show(quint64 id, const std::vector<db::MoveStat>& stats, int) {
    answered_ = std::max(answered_, id);
    if (id != pending_) return;  // an older answer
    shown_ = stats;
    fill();
}

void ExplorerPanel::fill() {
    // Book moves not played in the database are shown too, after the others.
    std::vector<db::MoveStat> rows = shown_;
    std::vector<BookEntry> bookMoves = book_ ? book_->movesFor(position_) : std::vector<BookEntry>();
    for (const BookEntry& e : bookMoves)
        if (std::none_of(rows.begin(), rows.end(), [&](const db::MoveStat& s) { return s.move == e.move; })) {
            db::MoveStat s;
            s.move = e.move;
            rows.push_back(s);
        }
    std::uint64_t bookTotal = 0;
    for (const BookEntry& e : bookMoves)
        if (!e.excluded) bookTotal += e.weight;
    const bool chinese = tr("en", "language of opening names: en or zh") == QLatin1String("zh");
    table_->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const db::MoveStat& s = rows[std::size_t(r)];
        auto set = [&](int column, const QString& text, Qt::Alignment align = Qt::AlignVCenter | Qt::AlignLeft) {
            auto* item = new QTableWidgetItem(text);
            item->setTextAlignment(align);
            table_->setItem(r, column, item);
            return item;
        };
        set(MoveColumn, moveText(position_, s.move, notation_))->setToolTip(tr("Click to play this move."));
        set(GamesColumn, s.games ? QString::number(s.games) : QString(), Qt::AlignVCenter | Qt::AlignRight);
        if (s.games) {
            const int known = s.redWins + s.draws + s.blackWins;
            auto* bar = set(ResultColumn, QString());
            if (known > 0) {
                const double red = double(s.redWins) / known, draw = double(s.draws) / known,
                             black = double(s.blackWins) / known;
                bar->setData(ShareRole, QVariantList{red, draw, black});
                bar->setText(QStringLiteral("%1 / %2 / %3")
                                 .arg(qRound(red * 100))
                                 .arg(qRound(draw * 100))
                                 .arg(qRound(black * 100)));
                bar->setToolTip(tr("%1 Red wins, %2 draws, %3 Black wins; %4 without a result")
                                    .arg(s.redWins)
                                    .arg(s.draws)
                                    .arg(s.blackWins)
                                    .arg(s.games - known));
            } else {
                bar->setText(tr("no results"));
            }
        } else {
            set(ResultColumn, QString());
        }
        set(YearColumn, s.yearCount ? QString::number(qRound(s.averageYear())) : QString());
        QString book;
        for (const BookEntry& e : bookMoves)
            if (e.move == s.move)
                book = e.excluded ? tr("excluded") : QStringLiteral("%1%").arg(qRound(100.0 * e.weight / std::max<std::uint64_t>(bookTotal, 1)));
        set(BookColumn, book, Qt::AlignVCenter | Qt::AlignRight);
        QString opening;
        if (!fromStart_.empty() || position_.hash() == Position().hash()) {
            std::vector<Move> line = fromStart_;
            line.push_back(s.move);
            if (line.size() <= 20) {
                const Opening o = classifyOpening(line);
                if (o) opening = QStringLiteral("%1 %2").arg(QString::fromStdString(o.code),
                                                            QString::fromStdString(chinese || o.english.empty() ? o.chinese : o.english));
            }
        }
        set(OpeningColumn, opening)->setToolTip(opening);
    }
    table_->setColumnHidden(BookColumn, !book_);
}

}  // namespace xq::ui
