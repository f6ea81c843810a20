// The main window's study tools in one place: the move tree beside the board (View → Move Tree), the position
// editor (Game → Position Editor…) and the endgame puzzles (Game → Endgame Puzzles…). MainWindow creates one and
// hands it the places for its actions and its widget; the actions and their slots live here.
#pragma once

#include <QObject>

#include "xiangqi/ui/feature.h"
#include <QPointer>

class QAction;
class QBoxLayout;
class QMenu;

namespace xq::ui {

class MoveTreeWidget;
class PositionEditor;
class PuzzleDialog;

class StudyActions : public Feature {
    Q_OBJECT
public:
    struct Places {
        QMenu* game;           // the editor and the puzzles go before…
        QAction* beforeOpen;   // …Game → Open
        QMenu* view;           // the move tree goes before…
        QAction* beforePanel;  // …View → Engine Panel
        QBoxLayout* side;      // the tree goes under the move list in the side panel
    };
    // With storedSettings, whether the tree is shown is read from and written to the settings.
    StudyActions(FeatureHost& host, Places places, std::shared_ptr<session::SettingsStore> preferences);

    MoveTreeWidget* moveTree() const { return moveTree_; }
    bool isMoveTreeShown() const;
    // Shows the move tree (variations and comments) instead of the two-column move list, or back.
    void setMoveTreeShown(bool shown);
    // The tree again (after a change of notation).
    void refreshTree();
    // Opens the position editor on the current position (window-modal, returns at once); Play starts the game.
    PositionEditor* showPositionEditor();
    // Opens the endgame puzzles (a separate window).
    PuzzleDialog* showPuzzles();

    QAction* editorAction() const { return editorAct_; }
    QAction* puzzlesAction() const { return puzzlesAct_; }
    QAction* treeAction() const { return treeAct_; }

    // The texts in the language now in use (also on QEvent::LanguageChange by itself).
    void retranslate() override;

protected:

private:
    void applyMoveTreeShown(bool shown);  // setMoveTreeShown without writing the setting

    MoveTreeWidget* moveTree_ = nullptr;
    QAction* editorAct_ = nullptr;
    QAction* treeAct_ = nullptr;
    QAction* puzzlesAct_ = nullptr;
    QPointer<PuzzleDialog> puzzles_;
};

}  // namespace xq::ui
