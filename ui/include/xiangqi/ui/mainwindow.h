// The main window: the board, the move list, the engine panel, menus and dialogs around one game controller.
#pragma once

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QTranslator>

#include "xiangqi/ui/gamecontroller.h"
#include "xiangqi/ui/settings.h"

class QAction;
class QActionGroup;
class QLabel;
class QLineEdit;
class QMenu;
class QToolBar;

namespace xq::ui {

class BoardView;
class EnginePanel;
class MoveListWidget;
class Sound;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // With storedSettings false, the window starts from defaults and never writes settings or the auto-save
    // (tests and --screenshot).
    explicit MainWindow(bool storedSettings = true, QWidget* parent = nullptr);
    ~MainWindow() override;

    BoardView* boardView() const { return board_; }
    GameController* controller() const { return controller_; }
    EnginePanel* enginePanel() const { return enginePanel_; }
    MoveListWidget* moveList() const { return moveList_; }
    Sound* sound() const { return sound_; }
    QLineEdit* moveInput() const { return moveInput_; }
    QMessageBox* gameOverDialog() const { return gameOverBox_; }
    QString turnText() const;
    QString lastStatus() const { return lastStatus_; }

    void newGame(const GameSetup& setup, const QString& fen = {});
    void setPosition(const Position& pos);
    void setNotation(Notation n);
    Notation notation() const { return settings_.notation; }
    void setPieceSet(PieceSet set);
    void setSoundEnabled(bool on);
    void setFlipped(bool flipped);
    void setEnginePanelVisible(bool visible);
    // "" = the system locale, "en", "zh_CN".
    void setLanguage(const QString& code);

    // Opens a record file (any encoding; a file of several games asks which one, unless gameIndex >= 0). On
    // failure the game on the board is unchanged and *error says why (empty when the user cancelled).
    bool loadPgnFile(const QString& path, QString* error, int gameIndex = -1);
    bool loadPgnText(const QString& text, QString* error);
    bool savePgnFile(const QString& path, Notation notation, QString* error) const;
    bool pasteFen(const QString& fen, QString* error);
    void showRecord(const GameRecord& record);

public slots:
    void showNewGameDialog();
    void openGame();
    void saveGame();
    void copyFen();
    void pasteFenFromClipboard();
    void about();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createMenus();
    void retranslate();
    void refreshBoard(bool animate);
    void refreshRecord();
    void updateTurnLabel();
    void updateActions();
    void showStatus(const QString& text, int ms = 0);
    void onMovePlayed(Move m, bool capture, bool check);
    void onGameOver(const QString& text);
    void submitTypedMove();
    void autosave();
    void applyStrength(int level, int depth, qint64 movetimeMs);

    bool storedSettings_;
    bool autosaveReady_ = false;
    Settings settings_;
    GameController* controller_;
    BoardView* board_;
    MoveListWidget* moveList_;
    EnginePanel* enginePanel_;
    QLineEdit* moveInput_;
    QLabel* turnLabel_;
    QLabel* moveInputLabel_;
    Sound* sound_;
    QPointer<QMessageBox> gameOverBox_;
    QTranslator translator_;
    QTranslator qtTranslator_;
    QString lastStatus_;

    QMenu* gameMenu_ = nullptr;
    QMenu* moveMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* piecesMenu_ = nullptr;
    QMenu* notationMenu_ = nullptr;
    QMenu* languageMenu_ = nullptr;
    QMenu* optionsMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QAction* newAct_;
    QAction* openAct_;
    QAction* saveAct_;
    QAction* copyFenAct_;
    QAction* pasteFenAct_;
    QAction* drawAct_;
    QAction* resignAct_;
    QAction* quitAct_;
    QAction* takebackAct_;
    QAction* redoAct_;
    QAction* moveNowAct_;
    QAction* hintAct_;
    QAction* firstAct_;
    QAction* previousAct_;
    QAction* nextAct_;
    QAction* lastAct_;
    QAction* flipAct_;
    QAction* traditionalAct_;
    QAction* internationalAct_;
    QAction* chineseAct_;
    QAction* wxfAct_;
    QAction* iccsAct_;
    QAction* panelAct_;
    QAction* systemLangAct_;
    QAction* englishAct_;
    QAction* chineseLangAct_;
    QAction* soundAct_;
    QAction* aboutAct_;
    QAction* aboutQtAct_;
};

}  // namespace xq::ui
