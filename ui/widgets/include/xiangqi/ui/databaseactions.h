// The main window's game database: the Database menu (open or create a database, import files and folders, search,
// build and open an opening book), the opening explorer beside the board (View → Opening Explorer), and opening a
// game found at its matching ply. MainWindow creates one and hands it the places for its menu and panel.
#pragma once

#include <QObject>

#include "xiangqi/ui/feature.h"
#include <QPointer>
#include <memory>

#include "xiangqi/book.h"

class QAction;
class QBoxLayout;
class QDockWidget;
class QMenu;

namespace xq::ui {

class ExplorerPanel;
class ImportDialog;
class SearchDialog;

class DatabaseActions : public Feature {
    Q_OBJECT
public:
    struct Places {
        QAction* beforeMenu;   // the Database menu goes before this menu of the menu bar (Options)
        QMenu* view;           // the explorer's switch goes before…
        QAction* beforePanel;  // …View → Engine Panel
        QMenu* options;        // the computer's opening book settings go here (a submenu)
        QBoxLayout* side;      // the explorer goes at the end of the side panel
    };
    DatabaseActions(FeatureHost& host, Places places, std::shared_ptr<session::SettingsStore> preferences);

    ExplorerPanel* explorer() const { return explorer_; }
    QDockWidget* explorerDock() const { return dock_; }
    void setExplorerShown(bool shown);
    // Opens (or creates) a database for the explorer and the searches.
    void openDatabase(const QString& path);
    QString databasePath() const { return path_; }
    // Imports into the open database (a dialog with progress); returns the dialog.
    ImportDialog* importPaths(const QStringList& paths);
    SearchDialog* showSearch();
    // Opens a game of the database in the window at a ply (asks first when the game in progress would be lost).
    bool openGame(qint64 id, int ply);
    void loadBook(const QString& path);
    // Whether the computer plays from the open book, and how it picks among the book's moves.
    void setComputerBook(bool use, BookVariety variety);
    void retranslate() override;

protected:

private:
    void applyExplorerShown(bool shown);  // setExplorerShown without writing the setting
    void followBoard();
    void updateActions();
    void applyComputerBook();

    QString path_;
    QMenu* menu_ = nullptr;
    QAction* openAct_ = nullptr;
    QAction* importFilesAct_ = nullptr;
    QAction* importFolderAct_ = nullptr;
    QAction* searchAct_ = nullptr;
    QAction* buildBookAct_ = nullptr;
    QAction* openBookAct_ = nullptr;
    QAction* explorerAct_ = nullptr;
    QMenu* computerBookMenu_ = nullptr;
    QAction* computerBookAct_ = nullptr;
    QAction* bookBestAct_ = nullptr;
    QAction* bookWeightedAct_ = nullptr;
    QDockWidget* dock_ = nullptr;
    ExplorerPanel* explorer_ = nullptr;
    QPointer<SearchDialog> search_;
    std::shared_ptr<OpeningBook> book_;
};

}  // namespace xq::ui
