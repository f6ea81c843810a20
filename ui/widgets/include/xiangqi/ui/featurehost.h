// What the main window lends its features (feature.h): the game and its file, the board and the panels beside it, the
// status line, the window's view settings and its actions by id. A feature sees the window through this and nothing
// else: it does not include mainwindow.h and never reaches another feature; features meet through the actions they
// register and the signals the window connects.
#pragma once

#include <QString>

#include "xiangqi/notation.h"

class QMainWindow;
class QMessageBox;

namespace xq::session {
class GameController;
class EngineRegistry;
class GameDocument;
struct GameSetup;
struct Settings;
enum class PieceSet;
}  // namespace xq::session

namespace xq::ui {

class ActionRegistry;
class BoardView;
class EnginePanel;
class MoveListWidget;

class FeatureHost {
public:
    // The top-level window: the parent of the feature's dialogs, menus and panels.
    virtual QMainWindow* mainWindow() = 0;
    virtual session::GameController* controller() const = 0;
    virtual session::GameDocument* document() const = 0;
    virtual BoardView* boardView() const = 0;
    virtual EnginePanel* enginePanel() const = 0;
    virtual MoveListWidget* moveList() const = 0;
    // The window's view settings (language, pieces, board theme, threads …), saved with the window's.
    virtual session::Settings& settings() = 0;
    virtual Notation notation() const = 0;
    virtual ActionRegistry& actionRegistry() = 0;
    // The external engines the user configured (Options → Engines…).
    virtual session::EngineRegistry* engines() const = 0;

    // The status line: a message (ms = 0: until the next one), the last one shown, and the turn line again.
    virtual void showStatus(const QString& text, int ms = 0) = 0;
    virtual QString lastStatus() const = 0;
    virtual void refreshStatus() = 0;
    // Before the game on the board is replaced: asks whether to save a changed game. False: the user cancelled.
    virtual bool confirmDiscard() = 0;
    virtual void newGame(const session::GameSetup& setup, const QString& fen) = 0;
    virtual void setFlipped(bool flipped) = 0;
    virtual void setPieceSet(session::PieceSet set) = 0;
    // The message box that says how the game ended, while it is open.
    virtual QMessageBox* gameOverDialog() const = 0;

protected:
    ~FeatureHost() = default;
};

}  // namespace xq::ui
