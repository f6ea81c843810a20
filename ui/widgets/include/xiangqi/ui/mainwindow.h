// The main window: the board, the move list, the engine panel, menus and dialogs around one game controller.
#pragma once

#include <QBoxLayout>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QTranslator>

#include "xiangqi/ui/engineprocess.h"
#include "xiangqi/ui/gamecontroller.h"
#include "xiangqi/ui/settings.h"

class QAction;
class QActionGroup;
class QBoxLayout;
class QLabel;
class QLineEdit;
class QMenu;
class QToolBar;

namespace xq::ui {

class AnalysisEngine;
class AnalysisPanel;
class BoardView;
class CapturedPieces;
class ClockWidget;
class EnginesDialog;
class MatchDialog;
class ComfortActions;
class EnginePanel;
class MoveListWidget;
class MoveTreeWidget;
class PositionEditor;
class PuzzleDialog;
class ReviewDialog;
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
    // Themes, animation, captured pieces, rules guide and tutorial (comfortactions.h).
    ComfortActions* comfort() const { return comfort_; }
    CapturedPieces* capturedPieces() const { return captured_; }
    Settings& settings() { return settings_; }
    // Options > Computer Threads: one checkable action per thread count, 1 first.
    const QList<QAction*>& threadActions() const { return threadActs_; }
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

    // Opens a record file (PGN in any encoding, XQF, DhtmlXQ/UBB, ChessBridge CBF/CBR/CBL; a file of several games asks
    // which one, unless gameIndex >= 0). On
    // failure the game on the board is unchanged and *error says why (empty when the user cancelled).
    bool loadPgnFile(const QString& path, QString* error, int gameIndex = -1);
    bool loadPgnText(const QString& text, QString* error);
    bool savePgnFile(const QString& path, Notation notation, QString* error) const;
    bool pasteFen(const QString& fen, QString* error);
    void showRecord(const GameRecord& record);

public slots:
    // Opens records given on the command line or handed over by a later launch (SingleInstance), and brings the
    // window to the front. A file that cannot be read is reported in a non-blocking message box.
    void openFiles(const QStringList& files);
    void showNewGameDialog();
    void openGame();
    // Save As: asks for a file (in the documents folder, or the last one used, named after the players and date).
    bool saveGame();
    // Save to the game's own file (Save As when it has none).
    bool save();
    // The very first start (no "general/welcomed" setting yet): a word of welcome in the status bar that says how
    // to play and how to choose a side and a level. Returns whether it was shown.
    bool welcomeOnFirstStart();
    // Game → Export Picture…: asks for the width, coordinates or not, and a PNG file.
    void exportPicture();
    bool saveBoardPicture(const QString& path, int width, bool coordinates, QString* error) const;
    // The text above the move list: "C43 Central Cannon …" (empty before the first move or for a set-up start).
    QString openingText() const;
    // Whether Save may write the game back to the file last opened (one game, PGN or XQF).
    bool openedFileWritable() const { return openedFileWritable_; }
    void openFile(const QString& path);
    void copyFen();
    void pasteFenFromClipboard();
    void about();

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
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
    void saveSettings();
    QString playersText() const;
    QString outcomeText() const;
    void explainIgnoredClick(Square s);
    bool confirmDiscard();
    QString startFolder() const;
    QString suggestedFileName() const;
    void rememberFile(const QString& path);
    void rememberOpenedFile(const QString& path);
    void updateRecentMenu();
    void applyStrength(int level, int depth, qint64 movetimeMs);

    bool storedSettings_;
    bool autosaveReady_ = false;
    bool autosaveFailed_ = false;  // the last auto-save failed (reported once)
    Settings settings_;
    GameController* controller_;
    BoardView* board_;
    MoveListWidget* moveList_;
    EnginePanel* enginePanel_;
    QLineEdit* moveInput_;
    QLabel* turnLabel_;
    QLabel* openingLabel_ = nullptr;  // the ECCO code and name of the opening played so far
    bool chineseUi_ = false;
    void updateOpeningLabel();
    QLabel* moveInputLabel_;
    Sound* sound_;
    CapturedPieces* captured_ = nullptr;
    ComfortActions* comfort_ = nullptr;
    QPointer<QMessageBox> gameOverBox_;
    QTranslator translator_;
    QTranslator qtTranslator_;
    QString lastStatus_;
    static constexpr int SidePanelWidth = 310;
    static constexpr int MinSidePanelWidth = 240;
    QWidget* side_ = nullptr;
    QBoxLayout* centralLayout_ = nullptr;
    QString currentFile_;  // where Save writes; empty for a game not yet saved
    // The last file opened can take the game back: one game, in a format we write (PGN, XQF). A collection or a
    // DhtmlXQ/CBF file is never overwritten by Save: it asks for a name.
    bool openedFileWritable_ = false;
    bool dirty_ = false;  // moves not in currentFile_ yet

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
    QAction* saveAsAct_;
    QAction* exportPictureAct_;
    QAction* pauseAct_;
    QList<QAction*> speedActs_;
    QMenu* recentMenu_ = nullptr;
    QMenu* speedMenu_ = nullptr;
    QList<QAction*> threadActs_;  // Options > Computer Threads: 1, 2, ... threads
    QMenu* threadsMenu_ = nullptr;
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

    // ---- study tools: position editor, move tree, endgame puzzles (implemented in mainwindow_study.cpp) ----
public:
    MoveTreeWidget* moveTree() const { return moveTree_; }
    bool isMoveTreeShown() const;
    // Shows the move tree (variations and comments) instead of the two-column move list, or back.
    void setMoveTreeShown(bool shown);
    // Opens the position editor on the current position (window-modal, returns at once); Play starts the game.
    PositionEditor* showPositionEditor();
    // Opens the endgame puzzles (a separate window).
    PuzzleDialog* showPuzzles();

private:
    void setupStudyTools(QBoxLayout* sideLayout);
    void retranslateStudyTools();
    MoveTreeWidget* moveTree_ = nullptr;
    QAction* editorAct_ = nullptr;
    QAction* treeAct_ = nullptr;
    QAction* puzzlesAct_ = nullptr;
    QPointer<PuzzleDialog> puzzles_;

    // ---- analysis mode and game review (implemented in mainwindow_analysis.cpp) ----
public:
    AnalysisEngine* analysisEngine() const { return analysisEngine_; }
    AnalysisPanel* analysisPanel() const { return analysisPanel_; }
    bool isAnalysing() const;
    // Analysis mode: the engine analyses the position shown without end (both sides are played by the user), and
    // starts again whenever the position changes.
    void setAnalysing(bool on);
    // Game → Review Game…: a non-modal dialog over the game in the window.
    ReviewDialog* showReview();
    // Writes a finished review into the game (refused, with *error, when the game's main line changed since).
    bool applyReview(const ReviewDialog& dialog, QString* error);

private:
    void setupAnalysis(QBoxLayout* sideLayout);
    void retranslateAnalysis();
    void restartAnalysis();
    AnalysisEngine* analysisEngine_ = nullptr;
    AnalysisPanel* analysisPanel_ = nullptr;
    QAction* analyseAct_ = nullptr;
    QAction* reviewAct_ = nullptr;
    QPointer<ReviewDialog> review_;
    QString analysedKey_;  // the position being analysed (cursor node and FEN)

    // ---- external engines, clocks, engine matches (implemented in mainwindow_engines.cpp) ----
public:
    ClockWidget* clockWidget() const { return clockWidget_; }
    // The external engines (Options → Engines…), saved in the settings when the window stores its settings.
    const QList<EngineConfig>& engines() const { return engines_; }
    void setEngines(const QList<EngineConfig>& engines);
    EnginesDialog* showEnginesDialog();  // window-modal, returns at once
    MatchDialog* showMatchDialog();      // a separate window
    bool isMatchRunning() const;

private:
    void setupEngineTools(QBoxLayout* sideLayout);
    void retranslateEngineTools();
    ClockWidget* clockWidget_ = nullptr;
    QAction* enginesAct_ = nullptr;
    QAction* matchAct_ = nullptr;
    QList<EngineConfig> engines_;
    QPointer<MatchDialog> match_;
};

}  // namespace xq::ui
