// The main window's game database: menu, explorer dock, import, search, book.
#include "xiangqi/ui/databaseactions.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QBoxLayout>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QThread>

#include "xiangqi/database.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/gamedocument.h"
#include "xiangqi/session/settingsstore.h"
#include "xiangqi/ui/actionregistry.h"
#include "xiangqi/ui/databasedialogs.h"
#include "xiangqi/ui/explorerpanel.h"

namespace xq::ui {

DatabaseActions::DatabaseActions(FeatureHost& host, Places places, std::shared_ptr<session::SettingsStore> store)
    : Feature(host, std::move(store)) {
    explorer_ = new ExplorerPanel(host_->mainWindow());
    // In the side panel under the move list, with a title and a close button, not a dock of its own: a dock beside
    // the side panel took the board's width (290-380 px at 980x760) and cut the explorer's columns. The side panel
    // widens for it and scrolls when a small window cannot hold everything (MainWindow::arrangePanels). Neither
    // floatable nor movable, and named apart from the old dock, so an old window state does not dock it again.
    dock_ = new QDockWidget(host_->mainWindow());
    dock_->setObjectName(QStringLiteral("explorerBox"));
    dock_->setWidget(explorer_);
    dock_->setFeatures(QDockWidget::DockWidgetClosable);
    dock_->hide();
    places.side->addWidget(dock_, 1);

    menu_ = new QMenu(host_->mainWindow());
    host_->mainWindow()->menuBar()->insertMenu(places.beforeMenu, menu_);
    auto make = [this](auto slot) {
        auto* a = new QAction(this);
        connect(a, &QAction::triggered, this, slot);
        menu_->addAction(a);
        return a;
    };
    openAct_ = make([this] {
        const QString path = QFileDialog::getSaveFileName(host_->mainWindow(), openAct_->text().remove(QLatin1Char('&')), path_,
                                                          tr("Game databases (*.xqdb);;All files (*)"), nullptr,
                                                          QFileDialog::DontConfirmOverwrite);
        if (path.isEmpty()) return;
        openDatabase(path);
        if (path_ == path) setExplorerShown(true);  // what a database is opened for (it stays hidden at a start)
    });
    menu_->addSeparator();
    importFilesAct_ = make([this] {
        const QStringList files = QFileDialog::getOpenFileNames(
            host_->mainWindow(), importFilesAct_->text().remove(QLatin1Char('&')), QString(),
            tr("Game records (*.pgn *.xqf *.cbf *.cbr *.cbl *.txt *.ubb *.dhtmlxq);;All files (*)"));
        if (!files.isEmpty()) importPaths(files);
    });
    importFolderAct_ = make([this] {
        const QString dir =
            QFileDialog::getExistingDirectory(host_->mainWindow(), importFolderAct_->text().remove(QLatin1Char('&')));
        if (!dir.isEmpty()) importPaths({dir});
    });
    searchAct_ = make([this] { showSearch(); });
    searchAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    menu_->addSeparator();
    buildBookAct_ = make([this] {
        BookDialog settings(host_->mainWindow());
        if (settings.exec() != QDialog::Accepted) return;
        const QString out = QFileDialog::getSaveFileName(host_->mainWindow(), buildBookAct_->text().remove(QLatin1Char('&')),
                                                         QString(), tr("Opening books (*.xqbook)"));
        if (out.isEmpty()) return;
        QApplication::setOverrideCursor(Qt::WaitCursor);
        db::Database db;
        std::string error;
        bool ok = db.open(path_.toStdString());
        if (ok) ok = saveBook(out.toStdString(), db::buildBook(db, settings.options()), &error);
        QApplication::restoreOverrideCursor();
        if (!ok) QMessageBox::warning(host_->mainWindow(), tr("Opening Book"), tr("The opening book could not be written."));
        else loadBook(out);
    });
    openBookAct_ = make([this] {
        const QString path = QFileDialog::getOpenFileName(host_->mainWindow(), openBookAct_->text().remove(QLatin1Char('&')),
                                                          QString(), tr("Opening books (*.xqbook)"));
        if (!path.isEmpty()) loadBook(path);
    });

    // The computer opponent's use of the book (Options and Database menus): on or off, best or weighted random; the
    // depth it goes to depends on its level (Strength::bookPlies).
    computerBookMenu_ = new QMenu(host_->mainWindow());
    computerBookAct_ = computerBookMenu_->addAction(QString());
    computerBookAct_->setCheckable(true);
    computerBookAct_->setChecked(true);
    host_->actionRegistry().add(computerBookAct_, "database.computerUsesBook");
    computerBookMenu_->addSeparator();
    auto* variety = new QActionGroup(this);
    bookBestAct_ = computerBookMenu_->addAction(QString());
    bookWeightedAct_ = computerBookMenu_->addAction(QString());
    for (QAction* a : {bookBestAct_, bookWeightedAct_}) {
        a->setCheckable(true);
        variety->addAction(a);
    }
    bookWeightedAct_->setChecked(true);
    computerBookMenu_->addSeparator();
    computerBookMenu_->addAction(openBookAct_);
    for (QAction* a : {computerBookAct_, bookBestAct_, bookWeightedAct_})
        connect(a, &QAction::triggered, this, [this] {
            applyComputerBook();
            preferences().setValue(session::setting::ComputerUsesBook, computerBookAct_->isChecked());
            preferences().setValue(session::setting::BookVariety,
                                   bookBestAct_->isChecked() ? QStringLiteral("best") : QStringLiteral("weighted"));
        });
    // One place: Options, beside the other choices of how the computer plays (it stood in the Database menu too).
    if (!places.options) menu_->addMenu(computerBookMenu_);
    if (places.options) {
        places.options->addSeparator();
        places.options->addMenu(computerBookMenu_);
    }

    explorerAct_ = new QAction(this);
    explorerAct_->setCheckable(true);
    explorerAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(explorerAct_, &QAction::triggered, this, [this](bool on) { setExplorerShown(on); });
    places.view->insertAction(places.beforePanel, explorerAct_);
    connect(dock_, &QDockWidget::visibilityChanged, this, [this](bool) {
        explorerAct_->setChecked(dock_->isVisible());
        if (dock_->isVisible()) followBoard();
    });

    session::GameController* controller = host_->controller();
    connect(controller, &session::GameController::positionChanged, this, [this] { followBoard(); });
    connect(controller, &session::GameController::recordChanged, this, [this] { followBoard(); });
    connect(explorer_, &ExplorerPanel::moveClicked, controller, &session::GameController::requestMove);
    connect(explorer_, &ExplorerPanel::gamesRequested, this, [this](const Position& pos, Move m) {
        if (SearchDialog* s = showSearch()) s->searchPosition(pos, m, explorer_->mirrors());
    });
    connect(explorer_, &ExplorerPanel::cloudEnabledChanged, this, [this](bool on) {
        preferences().setValue(session::setting::CloudEnabled, on);
    });
    connect(explorer_, &ExplorerPanel::cloudBaseUrlChanged, this, [this](const QUrl& url) {
        preferences().setValue(session::setting::CloudBaseUrl, url.toString());
    });
    retranslate();
    {
        const session::SettingsStore& s = preferences();
        namespace key = session::setting;
        // The cloud library: off unless the user turned it on; its address a setting (the public server by default).
        const QString url = s.value(key::CloudBaseUrl);
        const QUrl cloudUrl(url.isEmpty() ? QString::fromLatin1(session::CloudClient::DefaultBaseUrl) : url);
        if (cloudUrl.isValid() && !cloudUrl.isEmpty()) explorer_->setCloudBaseUrl(cloudUrl);
        explorer_->setCloudEnabled(s.value(key::CloudEnabled));
        setComputerBook(s.value(key::ComputerUsesBook),
                        s.value(key::BookVariety) == QLatin1String("best") ? BookVariety::Best : BookVariety::Weighted);
        explorer_->setMirrors(s.value(key::ExplorerMirrors));
        const QString last = s.value(key::DatabasePath);
        if (!last.isEmpty() && QFileInfo::exists(last)) openDatabase(last);
        const QString book = s.value(key::BookPath);
        if (!book.isEmpty() && QFileInfo::exists(book)) loadBook(book);
        applyExplorerShown(s.value(key::ExplorerShown));  // restored, not rewritten
    }
    updateActions();
}

void DatabaseActions::retranslate() {
    menu_->setTitle(tr("&Database"));
    openAct_->setText(tr("&Open or Create Database…"));
    importFilesAct_->setText(tr("Import &Files…"));
    importFolderAct_->setText(tr("Import Fo&lder…"));
    searchAct_->setText(tr("&Search Games…"));
    buildBookAct_->setText(tr("&Build Opening Book…"));
    openBookAct_->setText(tr("Open Opening Boo&k…"));
    explorerAct_->setText(tr("Opening E&xplorer"));
    computerBookMenu_->setTitle(tr("Co&mputer's Opening Book"));
    computerBookAct_->setText(tr("Computer Plays from the Opening Book"));
    computerBookAct_->setToolTip(
        tr("The computer plays the open book's moves while the game is in it; how deep "
           "depends on its level (the Beginner level does not use the book)."));
    bookBestAct_->setText(tr("Always the Best Book Move"));
    bookWeightedAct_->setText(tr("Weighted Random Book Moves (Varied Openings)"));
    dock_->setWindowTitle(tr("Opening Explorer"));
}


void DatabaseActions::updateActions() {
    const bool open = !path_.isEmpty();
    for (QAction* a : {importFilesAct_, importFolderAct_, searchAct_, buildBookAct_}) a->setEnabled(open);
}

void DatabaseActions::setExplorerShown(bool shown) {
    applyExplorerShown(shown);
    preferences().setValue(session::setting::ExplorerShown, shown);
}

void DatabaseActions::applyExplorerShown(bool shown) {
    dock_->setVisible(shown);
    explorerAct_->setChecked(shown);
    if (shown) followBoard();
}

void DatabaseActions::followBoard() {
    if (!dock_->isVisible()) return;
    const session::GameController* c = host_->controller();
    const Game& game = c->game();
    std::vector<Move> line;
    if (game.record().startFen().empty()) line = game.record().movesTo(game.cursor());
    explorer_->setPosition(c->position(), line, host_->notation());
}

void DatabaseActions::openDatabase(const QString& path) {
    db::Database probe;
    db::DbError e;
    if (!probe.open(path.toStdString(), &e)) {
        QMessageBox::warning(host_->mainWindow(), tr("Game Database"), ImportDialog::errorText(e));
        return;
    }
    probe.close();
    path_ = path;
    explorer_->setDatabase(path);
    preferences().setValue(session::setting::DatabasePath, path);
    host_->showStatus(tr("Database: %1").arg(QFileInfo(path).fileName()), 4000);
    updateActions();
    followBoard();
}

ImportDialog* DatabaseActions::importPaths(const QStringList& paths) {
    if (path_.isEmpty()) return nullptr;
    auto* dialog = new ImportDialog(path_, paths, host_->mainWindow());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ImportDialog::importFinished, this, [this](int) { explorer_->reload(); });
    dialog->start();
    return dialog;
}

SearchDialog* DatabaseActions::showSearch() {
    if (path_.isEmpty()) return nullptr;
    if (!search_) {
        search_ = new SearchDialog(path_, host_->controller()->position(), host_->mainWindow());
        search_->setAttribute(Qt::WA_DeleteOnClose);
        connect(search_, &SearchDialog::gameChosen, this, [this](qint64 id, int ply) { openGame(id, ply); });
    }
    search_->show();
    search_->raise();
    return search_;
}

bool DatabaseActions::openGame(qint64 id, int ply) {
    db::Database db;
    GameRecord record;
    if (!db.open(path_.toStdString()) || !db.loadGame(id, &record)) return false;
    if (!host_->confirmDiscard()) return false;
    host_->controller()->loadRecord(record);
    host_->document()->clear();
    host_->controller()->goToPly(ply);
    return true;
}

void DatabaseActions::loadBook(const QString& path) {
    auto book = std::make_shared<OpeningBook>();
    std::string why;
    if (!book->load(path.toStdString(), &why)) {
        QMessageBox::warning(host_->mainWindow(), tr("Opening Book"), tr("%1 is not an opening book of this program.").arg(path));
        return;
    }
    book_ = book;
    explorer_->setBook(book_);
    applyComputerBook();
    preferences().setValue(session::setting::BookPath, path);
}

void DatabaseActions::setComputerBook(bool use, BookVariety variety) {
    computerBookAct_->setChecked(use);
    (variety == BookVariety::Best ? bookBestAct_ : bookWeightedAct_)->setChecked(true);
    applyComputerBook();
}

void DatabaseActions::applyComputerBook() {
    const BookVariety variety = bookBestAct_->isChecked() ? BookVariety::Best : BookVariety::Weighted;
    host_->controller()->setOpeningBook({computerBookAct_->isChecked() ? book_ : nullptr, variety});
}

}  // namespace xq::ui
