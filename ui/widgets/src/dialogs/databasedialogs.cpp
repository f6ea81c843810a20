// The game database's dialogs: import with progress, search with results, book settings.
#include "xiangqi/ui/databasedialogs.h"

#include "xiangqi/ui/crossing.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

#include "xiangqi/session/wording.h"

namespace xq::ui {

// ---- import -----------------------------------------------------------------------------------------------------

ImportDialog::ImportDialog(const QString& database, const QStringList& paths, QWidget* parent)
    : QDialog(parent), database_(database), paths_(paths) {
    setWindowTitle(tr("Import Games"));
    auto* layout = new QVBoxLayout(this);
    label_ = new QLabel(tr("Reading the files…"), this);
    bar_ = new QProgressBar(this);
    bar_->setRange(0, 0);
    cancel_ = new QPushButton(tr("Cancel"), this);
    layout->addWidget(label_);
    layout->addWidget(bar_);
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(cancel_);
    layout->addLayout(row);
    connect(cancel_, &QPushButton::clicked, this, &ImportDialog::reject);
    resize(420, sizeHint().height());
}

ImportDialog::~ImportDialog() {
    cancelFlag_->store(true);
    if (thread_) {
        thread_->wait();
        delete thread_;
    }
}

void ImportDialog::start() {
    running_ = true;
    show();
    QPointer<ImportDialog> self(this);
    const std::string path = database_.toStdString();
    std::vector<std::string> files;
    for (const QString& p : paths_) files.push_back(p.toStdString());
    auto cancel = cancelFlag_;
    thread_ = QThread::create([self, path, files, cancel] {
        db::Database db;
        db::ImportResult r;
        db::DbError e;
        if (!db.open(path, &e)) {
            r.error = e;
        } else {
            r = db.importFiles(
                files,
                [self](const db::ImportProgress& p) {
                    QMetaObject::invokeMethod(qApp, [self, p, handOff = Crossing{}] {
                        handOff.received();
                        const FinishOnExit finish{handOff};
                        if (!self) return;
                        self->bar_->setRange(0, p.filesTotal);
                        self->bar_->setValue(p.filesDone);
                        self->label_->setText(tr("%1 of %2 files read, %n game(s) imported.", nullptr, p.gamesImported)
                                                  .arg(p.filesDone)
                                                  .arg(p.filesTotal));
                    });
                },
                cancel.get());
        }
        QMetaObject::invokeMethod(qApp, [self, r, handOff = Crossing{}] {
            handOff.received();
            const FinishOnExit finish{handOff};
            if (self) self->done(r);
        });
    });
    thread_->start();
}

void ImportDialog::reject() {
    if (running_) {
        cancelFlag_->store(true);
        cancel_->setEnabled(false);
        label_->setText(tr("Cancelling: nothing of this import is kept…"));
        return;
    }
    QDialog::reject();
}

QString ImportDialog::errorText(const db::DbError& e) {
    switch (e.code) {
    case db::DbErrorCode::None: return {};
    case db::DbErrorCode::CannotOpen: return tr("The database cannot be opened (%1).").arg(QString::fromStdString(e.detail));
    case db::DbErrorCode::NotADatabase: return tr("This file is not a game database of this program.");
    case db::DbErrorCode::TooNew: return tr("This database was written by a newer version of the program.");
    case db::DbErrorCode::Sql: return tr("The database could not be written (%1).").arg(QString::fromStdString(e.detail));
    }
    return {};
}

QString ImportDialog::problemText(const db::ImportProblem& p) {
    const QString file = QFileInfo(QString::fromStdString(p.file)).fileName();
    RecordError where = p.error;  // "game N" is said once, here
    where.gameIndex = 0;
    switch (p.kind) {
    case db::ImportProblem::Kind::NoSuchFile: return tr("%1: no such file.").arg(file);
    case db::ImportProblem::Kind::NotAFile: return tr("%1: not a file.").arg(file);
    case db::ImportProblem::Kind::TooLarge: return tr("%1: larger than 1 GiB.").arg(file);
    case db::ImportProblem::Kind::CannotRead: return tr("%1: cannot be read.").arg(file);
    case db::ImportProblem::Kind::GameRefused: break;
    case db::ImportProblem::Kind::GameReadInPart:
        return tr("%1, game %2: %3 (imported up to there).")
            .arg(file)
            .arg(p.error.gameIndex + 1)
            .arg(session::recordErrorText(where));
    case db::ImportProblem::Kind::NotARecord: return tr("%1: skipped, no game record in it.").arg(file);
    }
    return tr("%1, game %2: %3").arg(file).arg(p.error.gameIndex + 1).arg(session::recordErrorText(where));
}

void ImportDialog::done(const db::ImportResult& r) {
    running_ = false;
    result_ = r;
    hide();
    QString text;
    if (r.error) text = errorText(r.error) + QLatin1Char(' ') + tr("Nothing of this import was kept.");
    else if (r.cancelled) text = tr("Import cancelled: nothing of it was kept.");
    else
        text = tr("%n game(s) imported", nullptr, r.gamesImported) + QStringLiteral(" ") +
               tr("from %n file(s) in %1 s.", nullptr, r.filesRead).arg(r.seconds, 0, 'f', 1);
    // Files that hold no game record (a licence, a README) are listed as skipped, not as failures.
    const int failed = int(r.problems.size()) - r.filesSkipped;
    if (failed > 0) text += QLatin1Char('\n') + tr("%n file(s) or game(s) could not be read.", nullptr, failed);
    if (r.filesSkipped > 0)
        text += QLatin1Char('\n') + tr("%n file(s) skipped: no game record in them.", nullptr, r.filesSkipped);
    QMessageBox box(r.error ? QMessageBox::Warning : QMessageBox::Information, windowTitle(), text, QMessageBox::Ok,
                    parentWidget());
    QStringList details;
    for (const auto& p : r.problems) details << problemText(p);
    if (!details.isEmpty()) box.setDetailedText(details.join(QLatin1Char('\n')));
    box.setObjectName(QStringLiteral("importReport"));
    if (!property("quiet").toBool()) box.exec();
    emit importFinished(r.error || r.cancelled ? 0 : r.gamesImported);
    accept();
}

// ---- search -----------------------------------------------------------------------------------------------------

namespace {
enum SearchColumn { RedCol, BlackCol, ResultCol, DateCol, EventCol, EccoCol, LengthCol, PlyCol, SearchColumns };
constexpr int IdRole = Qt::UserRole + 1;
constexpr int SortRole = Qt::UserRole + 2;
}  // namespace

SearchDialog::SearchDialog(const QString& database, const Position& boardPosition, QWidget* parent)
    : QDialog(parent), database_(database), board_(boardPosition) {
    setWindowTitle(tr("Search Games"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    byPosition_ = new QCheckBox(tr("The position on the board"), this);
    mirrors_ = new QCheckBox(tr("and its mirror image"), this);
    auto* posRow = new QHBoxLayout;
    posRow->addWidget(byPosition_);
    posRow->addWidget(mirrors_);
    posRow->addStretch(1);
    form->addRow(tr("Position:"), posRow);
    material_ = new QLineEdit(this);
    material_->setPlaceholderText(tr("e.g. 车马炮-车马 or RNC-RN (advisors, elephants, pawns: any)"));
    form->addRow(tr("Material:"), material_);
    player_ = new QLineEdit(this);
    form->addRow(tr("Player (either side):"), player_);
    event_ = new QLineEdit(this);
    form->addRow(tr("Event:"), event_);
    ecco_ = new QLineEdit(this);
    ecco_->setPlaceholderText(tr("a code or its start: C45, C4, C"));
    form->addRow(tr("ECCO:"), ecco_);
    yearFrom_ = new QSpinBox(this);
    yearTo_ = new QSpinBox(this);
    for (QSpinBox* s : {yearFrom_, yearTo_}) {
        s->setRange(0, 2999);
        s->setSpecialValueText(tr("any"));
    }
    auto* years = new QHBoxLayout;
    years->addWidget(yearFrom_);
    years->addWidget(new QLabel(QStringLiteral("–"), this));
    years->addWidget(yearTo_);
    years->addStretch(1);
    form->addRow(tr("Years:"), years);
    result_ = new QComboBox(this);
    result_->addItems({tr("any"), tr("Red won"), tr("Draw"), tr("Black won")});
    form->addRow(tr("Result:"), result_);
    layout->addLayout(form);
    auto* row = new QHBoxLayout;
    status_ = new QLabel(this);
    searchButton_ = new QPushButton(tr("Search"), this);
    searchButton_->setDefault(true);
    row->addWidget(status_, 1);
    row->addWidget(searchButton_);
    layout->addLayout(row);

    model_ = new QStandardItemModel(0, SearchColumns, this);
    model_->setHorizontalHeaderLabels(
        {tr("Red"), tr("Black"), tr("Result"), tr("Date"), tr("Event"), tr("ECCO"), tr("Length"), tr("At ply")});
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(SortRole);
    view_ = new QTableView(this);
    view_->setModel(proxy_);
    // A to Z by Red until the user clicks another column (a header's indicator starts descending: Red Z to A).
    view_->horizontalHeader()->setSortIndicator(0, Qt::AscendingOrder);
    view_->setSortingEnabled(true);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setToolTip(tr("Double-click a game to open it at the matching position."));
    layout->addWidget(view_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(searchButton_, &QPushButton::clicked, this, &SearchDialog::runSearch);
    connect(view_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        const QModelIndex source = proxy_->mapToSource(index);
        const qint64 id = model_->item(source.row(), RedCol)->data(IdRole).toLongLong();
        const int ply = model_->item(source.row(), PlyCol)->data(SortRole).toInt();
        emit gameChosen(id, std::max(ply, 0));
    });
    resize(760, 560);
}

SearchDialog::~SearchDialog() {
    if (thread_) {
        thread_->wait();
        delete thread_;
    }
}

void SearchDialog::searchPosition(const Position& pos, Move then, bool mirrors) {
    board_ = pos;
    then_ = then;
    byPosition_->setChecked(true);
    mirrors_->setChecked(mirrors);
    runSearch();
}

int SearchDialog::resultCount() const { return model_->rowCount(); }

void SearchDialog::runSearch() {
    db::SearchQuery q;
    q.byPosition = byPosition_->isChecked();
    q.position = board_;
    q.mirrors = mirrors_->isChecked();
    if (q.byPosition) q.thenMove = then_;
    then_ = Move();  // the explorer's move counts once; the next search is the user's
    if (!material_->text().trimmed().isEmpty()) {
        int bad = 0;
        const std::string text = material_->text().trimmed().toStdString();
        if (!db::parseMaterialPattern(text, &q.material, &bad)) {
            status_->setText(tr("Material: cannot read “%1” from character %2.")
                                 .arg(material_->text().trimmed())
                                 .arg(QString::fromStdString(text.substr(0, std::size_t(bad))).size() + 1));
            return;
        }
        q.byMaterial = true;
    }
    q.player = player_->text().trimmed().toStdString();
    q.event = event_->text().trimmed().toStdString();
    q.ecco = ecco_->text().trimmed().toUpper().toStdString();
    q.yearFrom = yearFrom_->value();
    q.yearTo = yearTo_->value();
    q.result = db::GameResult(result_->currentIndex());
    if (thread_) {
        if (thread_->isRunning()) return;
        delete thread_;
    }
    searchButton_->setEnabled(false);
    status_->setText(tr("Searching…"));
    QPointer<SearchDialog> self(this);
    const std::string path = database_.toStdString();
    thread_ = QThread::create([self, path, q] {
        db::Database db;
        std::vector<db::GameInfo> games;
        if (db.open(path)) games = db.search(q);
        QMetaObject::invokeMethod(qApp, [self, games = std::move(games), handOff = Crossing{}] {
            handOff.received();
            const FinishOnExit finish{handOff};
            if (self) self->showResults(games);
        });
    });
    thread_->start();
}

void SearchDialog::showResults(const std::vector<db::GameInfo>& games) {
    searchButton_->setEnabled(true);
    view_->setSortingEnabled(false);
    model_->removeRows(0, model_->rowCount());
    for (const db::GameInfo& g : games) {
        QList<QStandardItem*> row;
        auto item = [&](const QString& text, const QVariant& sort) {
            auto* i = new QStandardItem(text);
            i->setData(sort, SortRole);
            row << i;
        };
        item(QString::fromStdString(g.red), QString::fromStdString(g.red));
        row.front()->setData(qlonglong(g.id), IdRole);
        item(QString::fromStdString(g.black), QString::fromStdString(g.black));
        const QString result = QString::fromUtf8(db::resultText(g.result).data());
        item(result, result);
        item(QString::fromStdString(g.date), QString::fromStdString(g.date));
        item(QString::fromStdString(g.event), QString::fromStdString(g.event));
        item(QString::fromStdString(g.ecco), QString::fromStdString(g.ecco));
        item(QString::number(g.plies), g.plies);
        item(g.ply >= 0 ? QString::number(g.ply) : QString(), g.ply);
        model_->appendRow(row);
    }
    view_->setSortingEnabled(true);
    view_->resizeColumnsToContents();
    status_->setText(tr("%n game(s) found.", nullptr, int(games.size())));
}

// ---- book -------------------------------------------------------------------------------------------------------

BookDialog::BookDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Build Opening Book"));
    auto* form = new QFormLayout(this);
    minGames_ = new QSpinBox(this);
    minGames_->setRange(1, 100000);
    minGames_->setValue(5);
    depth_ = new QSpinBox(this);
    depth_->setRange(1, 100);
    depth_->setValue(30);
    mirrors_ = new QCheckBox(tr("Count mirrored positions too"), this);
    form->addRow(tr("Moves played in at least (games):"), minGames_);
    form->addRow(tr("Up to (plies):"), depth_);
    form->addRow(mirrors_);
    form->addRow(new QLabel(tr("Each move is weighted by how often it was played and how it scored."), this));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

db::BookOptions BookDialog::options() const {
    db::BookOptions o;
    o.minGames = minGames_->value();
    o.depth = depth_->value();
    o.mirrors = mirrors_->isChecked();
    return o;
}

}  // namespace xq::ui
