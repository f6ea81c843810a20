// The opening explorer panel and its worker thread.
#include "xiangqi/ui/explorerpanel.h"

#include <QCheckBox>
#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QTabWidget>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

#include "xiangqi/ecco.h"
#include "xiangqi/session/paths.h"
#include "xiangqi/train/store.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/ui/crossing.h"

namespace xq::ui {

namespace {

enum Column { MoveColumn, GamesColumn, ResultColumn, YearColumn, BookColumn, OpeningColumn, ColumnCount };
enum CloudColumn { CloudMoveColumn, CloudScoreColumn, CloudWinColumn, CloudNoteColumn, CloudColumnCount };
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
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    tabs_ = new QTabWidget(this);
    outer->addWidget(tabs_);
    databasePage_ = new QWidget(tabs_);
    auto* layout = new QVBoxLayout(databasePage_);
    layout->setContentsMargins(2, 2, 2, 2);
    title_ = new QLabel(this);
    title_->setWordWrap(true);
    mirrorBox_ = new QCheckBox(this);
    table_ = new QTableWidget(0, ColumnCount, this);
    table_->setObjectName(QStringLiteral("explorerTable"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    // A row grows to the opening's name wrapped in its column (the last, which takes the width left).
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setWordWrap(true);
    table_->setTextElideMode(Qt::ElideNone);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(ResultColumn, QHeaderView::Fixed);
    table_->horizontalHeader()->resizeSection(ResultColumn, table_->fontMetrics().horizontalAdvance(QStringLiteral("100 / 100 / 100")) + 12);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->horizontalHeader()->setMinimumSectionSize(24);
    table_->setItemDelegateForColumn(ResultColumn, new ResultBarDelegate(table_));
    table_->setMinimumHeight(80);
    setMinimumWidth(fontMetrics().averageCharWidth() * 34);  // a small window's side panel (the table scrolls)
    layout->addWidget(title_);
    layout->addWidget(mirrorBox_);
    layout->addWidget(table_, 1);
    tabs_->addTab(databasePage_, QString());

    // The cloud library: off until the user turns it on here, with the note that says what that means.
    cloudPage_ = new QWidget(tabs_);
    auto* cloudLayout = new QVBoxLayout(cloudPage_);
    cloudLayout->setContentsMargins(2, 2, 2, 2);
    cloudBox_ = new QCheckBox(cloudPage_);
    cloudBox_->setObjectName(QStringLiteral("cloudEnabled"));
    cloudServer_ = new QPushButton(cloudPage_);
    auto* cloudRow = new QHBoxLayout;
    cloudRow->addWidget(cloudBox_, 1);
    cloudRow->addWidget(cloudServer_);
    cloudNote_ = new QLabel(cloudPage_);
    cloudNote_->setWordWrap(true);
    cloudStatus_ = new QLabel(cloudPage_);
    cloudStatus_->setWordWrap(true);
    cloudTable_ = new QTableWidget(0, CloudColumnCount, cloudPage_);
    cloudTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    cloudTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    cloudTable_->setSelectionMode(QAbstractItemView::SingleSelection);
    cloudTable_->verticalHeader()->hide();
    cloudTable_->verticalHeader()->setDefaultSectionSize(cloudTable_->fontMetrics().height() + 6);
    cloudTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    cloudTable_->horizontalHeader()->setStretchLastSection(true);
    cloudLayout->addLayout(cloudRow);
    cloudLayout->addWidget(cloudNote_);
    cloudLayout->addWidget(cloudStatus_);
    cloudLayout->addWidget(cloudTable_, 1);
    tabs_->addTab(cloudPage_, QString());
    cloud_ = new session::CloudClient(this);
    connect(cloudBox_, &QCheckBox::toggled, this, [this](bool on) {
        cloud_->setEnabled(on);
        emit cloudEnabledChanged(on);
        requestCloud();
    });
    connect(cloudServer_, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString text = QInputDialog::getText(this, tr("Cloud Library Server"),
                                                   tr("Address of the cloud library's chessdb.php:"), QLineEdit::Normal,
                                                   cloud_->baseUrl().toString(), &ok);
        const QUrl url = QUrl::fromUserInput(text.trimmed());
        if (!ok || !url.isValid() || url.isEmpty()) return;
        setCloudBaseUrl(url);
        emit cloudBaseUrlChanged(url);
    });
    connect(tabs_, &QTabWidget::currentChanged, this, [this] { requestCloud(); });
    connect(cloud_, &session::CloudClient::answered, this, [this](quint64 key, const session::CloudAnswer& answer) {
        if (key != position_.hash()) return;  // an answer about a position no longer shown (it is cached)
        cloudShown_ = answer.moves;
        cloudMessage_ = [status = answer.status] { return session::cloudStatusText(status); };
        fillCloud();
    });
    connect(cloud_, &session::CloudClient::failed, this,
            [this](quint64 key, session::CloudError error, int httpStatus) {
                if (key != position_.hash()) return;
                cloudShown_.clear();
                cloudMessage_ = [error, httpStatus] { return session::cloudErrorText(error, httpStatus); };
                fillCloud();
            });
    connect(cloudTable_, &QTableWidget::cellClicked, this, [this](int row, int column) {
        if (column == CloudMoveColumn && row >= 0 && row < int(cloudShown_.size()))
            emit moveClicked(cloudShown_[std::size_t(row)].move);
    });

    connect(mirrorBox_, &QCheckBox::toggled, this, [this] { request(); });
    connect(table_, &QTableWidget::cellClicked, this, [this](int row, int column) {
        if (column == MoveColumn && row >= 0 && row < int(shown_.size())) emit moveClicked(shown_[std::size_t(row)].move);
    });
    // A move's context menu: add it to the player's repertoire for the side to move.
    table_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table_, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        const int row = table_->rowAt(at.y());
        if (row < 0 || row >= int(shown_.size())) return;
        const Move m = shown_[std::size_t(row)].move;
        QMenu menu(this);
        const QAction* add =
            menu.addAction(tr("Add %1 to My Repertoire for %2")
                               .arg(session::moveText(position_, m, notation_),
                                    position_.sideToMove() == Color::Red ? tr("Red") : tr("Black")));
        if (menu.exec(table_->viewport()->mapToGlobal(at)) == add) addToRepertoire(m);
    });
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (column != MoveColumn && row >= 0 && row < int(shown_.size()))
            emit gamesRequested(position_, shown_[std::size_t(row)].move);
    });

    worker_ = new QObject;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    // The worker thread's last act: what it did is ordered before the destructor's wait() returns (handoff.h).
    connect(&thread_, &QThread::finished, worker_, [this] { session::tsanRelease(&thread_); }, Qt::DirectConnection);
    thread_.setObjectName(QStringLiteral("explorer"));
    thread_.start();
    retranslate();
}

ExplorerPanel::~ExplorerPanel() {
    latest_->store(~quint64(0));  // queued queries return at once
    session::tsanRelease(worker_);
    thread_.quit();
    thread_.wait();
    session::tsanAcquire(&thread_);
    // The worker thread has ended, and with it the last query: the database closes here. (Closing it from a lambda
    // queued to the worker handed the shared pointer over through Qt's event queue, which TSan cannot see.)
    if (db_) db_->close();
}

void ExplorerPanel::retranslate() {
    tabs_->setTabText(tabs_->indexOf(databasePage_), tr("Database"));
    tabs_->setTabText(tabs_->indexOf(cloudPage_), tr("Cloud"));
    cloudBox_->setText(tr("Ask the cloud library (chessdb.cn)"));
    cloudServer_->setText(tr("Server…"));
    cloudServer_->setToolTip(tr("The address the cloud library's queries go to."));
    cloudNote_->setText(
        tr("While this is on, every position shown with this tab open, or analysed with \"Cloud library\" "
           "ticked in the analysis panel, is sent to %1, a third-party server on the Internet. Off by "
           "default.")
            .arg(cloud_->baseUrl().host().isEmpty() ? cloud_->baseUrl().toString() : cloud_->baseUrl().host()));
    cloudTable_->setHorizontalHeaderLabels({tr("Move"), tr("Score"), tr("Red wins"), tr("Note")});
    cloudTable_->horizontalHeaderItem(CloudScoreColumn)->setToolTip(tr("The cloud's score in centipawns, from Red's point of view."));
    cloudTable_->horizontalHeaderItem(CloudWinColumn)->setToolTip(tr("Red's winning chance after the move, as the cloud estimates it."));
    fillCloud();
    mirrorBox_->setText(tr("Mirrored positions too"));
    mirrorBox_->setToolTip(tr("Also count games that reached the left-right mirror image of this position."));
    table_->setHorizontalHeaderLabels(
        {tr("Move"), tr("Games"), tr("Results"), tr("Year"), tr("Book"), tr("Opening")});
    table_->horizontalHeaderItem(ResultColumn)->setToolTip(tr("Red wins / draws / Black wins, in per cent"));
    table_->horizontalHeaderItem(GamesColumn)->setToolTip(tr("Double-click a count to list those games."));
    if (path_.isEmpty()) title_->setText(tr("Opening explorer: no database open (Database → Open or Create Database…)."));
    else
        title_->setText(tr("Opening explorer: %1, %n game(s).", nullptr, games_)
                            .arg(QFileInfo(path_).fileName()));
    fill();
}

void ExplorerPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    table_->setColumnHidden(YearColumn, width() < fontMetrics().averageCharWidth() * 62);
}

void ExplorerPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    requestCloud();
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
    // Each lambda carries a HandOff as its last capture and calls received() first: Qt hands the lambda to the other
    // thread through its event queue, which TSan cannot see (handoff.h).
    QMetaObject::invokeMethod(worker_, [self, old, db, file, id, handOff = Crossing{}] {
        handOff.received();
        const FinishOnExit finish{handOff};
        if (old) old->close();
        int games = 0;
        if (db && db->open(file)) games = db->gameCount();
        QMetaObject::invokeMethod(qApp, [self, id, games, handOff = Crossing{}] {
            handOff.received();
            const FinishOnExit finish{handOff};
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
    QMetaObject::invokeMethod(worker_, [self, db, handOff = Crossing{}] {
        handOff.received();
        const FinishOnExit finish{handOff};
        db->refresh();
        const int games = db->gameCount();
        QMetaObject::invokeMethod(qApp, [self, games, handOff = Crossing{}] {
            handOff.received();
            const FinishOnExit finish{handOff};
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
    requestCloud();
}

void ExplorerPanel::setCloudEnabled(bool on) { cloudBox_->setChecked(on); cloud_->setEnabled(on); }
bool ExplorerPanel::cloudEnabled() const { return cloud_->isEnabled(); }
void ExplorerPanel::setCloudBaseUrl(const QUrl& url) {
    cloud_->setBaseUrl(url);
    retranslate();
    requestCloud();
}
QUrl ExplorerPanel::cloudBaseUrl() const { return cloud_->baseUrl(); }
void ExplorerPanel::showCloudTab() { tabs_->setCurrentWidget(cloudPage_); }
QString ExplorerPanel::cloudStatusShown() const { return cloudStatus_->text(); }

void ExplorerPanel::requestCloud() {
    // Only what the user looks at, and only once the user has turned it on: a hidden tab sends nothing.
    if (tabs_->currentWidget() != cloudPage_ || !isVisible()) return;
    cloudShown_.clear();
    if (!cloud_->isEnabled()) {
        cloudMessage_ = [] { return tr("Off. Turn it on to see what the cloud library knows of this position."); };
        fillCloud();
        return;
    }
    cloudMessage_ = [] { return tr("Asking the cloud library…"); };
    fillCloud();
    cloud_->query(position_);  // a cached answer arrives at once
}

void ExplorerPanel::fillCloud() {
    const QString message = cloudMessage_ ? cloudMessage_() : QString();
    cloudStatus_->setText(message);
    cloudStatus_->setVisible(!message.isEmpty());
    cloudTable_->setRowCount(int(cloudShown_.size()));
    for (int r = 0; r < int(cloudShown_.size()); ++r) {
        const session::CloudMove& m = cloudShown_[std::size_t(r)];
        auto set = [&](int column, const QString& text, Qt::Alignment align = Qt::AlignVCenter | Qt::AlignLeft) {
            auto* item = new QTableWidgetItem(text);
            item->setTextAlignment(align);
            cloudTable_->setItem(r, column, item);
            return item;
        };
        set(CloudMoveColumn, session::moveText(position_, m.move, notation_))->setToolTip(tr("Click to play this move."));
        auto* score = set(CloudScoreColumn, m.score ? (*m.score > 0 ? QStringLiteral("+%1") : QStringLiteral("%1")).arg(*m.score)
                                                    : QStringLiteral("?"),
                          Qt::AlignVCenter | Qt::AlignRight);
        if (!m.score) score->setToolTip(tr("Not evaluated yet."));
        set(CloudWinColumn, m.winRate ? QStringLiteral("%1%").arg(*m.winRate, 0, 'f', 1) : QString(),
            Qt::AlignVCenter | Qt::AlignRight);
        // An endgame-table verdict is the mover's; said in words, with the server's note beside it.
        const QString verdict = session::cloudTablebaseText(m.tablebase);
        set(CloudNoteColumn, verdict.isEmpty() ? m.note : verdict)
            ->setToolTip(verdict.isEmpty() ? m.note : QStringLiteral("%1 (%2)").arg(verdict, m.note));
    }
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
    QMetaObject::invokeMethod(worker_, [self, db, pos, mirrored, id, latest, handOff = Crossing{}] {
        handOff.received();
        const FinishOnExit finish{handOff};
        if (latest->load() != id) return;  // a newer position is waiting
        std::vector<db::MoveStat> stats = db->isOpen() ? db->explore(pos, mirrored) : std::vector<db::MoveStat>();
        QMetaObject::invokeMethod(qApp, [self, id, stats = std::move(stats), handOff = Crossing{}] {
            handOff.received();
            const FinishOnExit finish{handOff};
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
        set(MoveColumn, session::moveText(position_, s.move, notation_))->setToolTip(tr("Click to play this move."));
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

bool ExplorerPanel::addToRepertoire(Move move) {
    if (!position_.isLegal(move)) return false;
    const QString name = session::moveText(position_, move, notation_);
    const QString side = position_.sideToMove() == Color::Red ? tr("Red") : tr("Black");
    train::TrainingStore store;
    db::DbError error;
    const QString path = session::trainingStorePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!store.open(QFile::encodeName(path).toStdString(), &error) ||
        !store.addRepertoireMove(position_.sideToMove(), position_.fen(), move)) {
        title_->setText(tr("%1 could not be added to your repertoire: the training file %2 cannot be written.")
                            .arg(name, QDir::toNativeSeparators(path)));
        return false;
    }
    title_->setText(tr("%1 is in your repertoire for %2 (Training → Openings → My Repertoire).").arg(name, side));
    return true;
}

}  // namespace xq::ui
