// The main window: the board, the move list, the engine panel, menus and dialogs around one game controller.
#pragma once

#include <QBoxLayout>
#include <memory>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QTranslator>

#include "xiangqi/session/engineprocess.h"
#include "xiangqi/session/engineregistry.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/gamedocument.h"
#include "xiangqi/session/settings.h"
#include "xiangqi/session/settingsstore.h"
#include "xiangqi/ui/actionregistry.h"
#include "xiangqi/ui/featurehost.h"

class QAction;
class QActionGroup;
class QFrame;
class QBoxLayout;
class QDockWidget;
class QLabel;
class QLineEdit;
class QMenu;
class QScrollArea;
class QTimer;
class QToolBar;
class QToolButton;

namespace xq::ui {

class AnalysisActions;
class BoardView;
class CapturedPieces;
class ComfortActions;
class EngineActions;
class EnginePanel;
class GameInfoDialog;
class MoveListWidget;
class NetworkActions;
class Sound;
class StudyActions;

class MainWindow : public QMainWindow, private FeatureHost {
    Q_OBJECT
public:
    // With storedSettings false, the window starts from defaults and never writes settings or the auto-save
    // (tests and --screenshot).
    explicit MainWindow(bool storedSettings = true, QWidget* parent = nullptr);
    ~MainWindow() override;

    // The window's view settings (language, pieces, notation, the last New Game …) and the features' preferences
    // (the user's file, or memory for a window that leaves the user's files alone).
    session::Settings& settings() override { return settings_; }
    const session::SettingsStore& preferences() const { return *preferences_; }
    Notation notation() const override { return settings_.notation; }

    void newGame(const session::GameSetup& setup, const QString& fen = {}) override;
    void setNotation(Notation n);
    // The characters of Chinese moves everywhere in the window (View → Notation): the user's choice, else simplified
    // in the simplified-Chinese interface and traditional in the others. Kept in the settings.
    ChineseCharacters chineseCharacters() const;
    void setChineseCharacters(ChineseCharacters c);
    void setPieceSet(session::PieceSet set) override;
    void setSoundEnabled(bool on);
    void setFlipped(bool flipped) override;
    void setEnginePanelVisible(bool visible);
    // "" = the system locale, "en", "zh_CN".
    void setLanguage(const QString& code);

    // Restores a game from text (the auto-saved game): the players are kept, so it goes on. On failure the game on
    // the board is unchanged and *error says why.
    bool loadPgnText(const QString& text, QString* error);

public slots:
    // Opens records given on the command line or handed over by a later launch (SingleInstance), and brings the
    // window to the front. A file that cannot be read is reported in a non-blocking message box.
    void openFiles(const QStringList& files);
    // Save to the game's own file (Save As when it has none).
    bool save();
    // The very first start (no "start/welcomed" setting yet): a word of welcome in the status bar that says how
    // to play and how to choose a side and a level. Returns whether it was shown.
    bool welcomeOnFirstStart();
    bool saveBoardPicture(const QString& path, int width, bool coordinates, QString* error) const;
    // Opens a record file (PGN in any encoding, XQF, DhtmlXQ/UBB, ChessBridge CBF/CBR/CBL) with a progress dialog;
    // a file of several games asks which one. A record opens for study: nobody moves on it until Play from Here.
    // A file that cannot be read is reported in a message box and the game on the board is unchanged.
    void openFile(const QString& path);
    // Move → Play from Here: the players of the last New Game take over the game shown, from the position shown.
    void playFromHere();
    // Game → Offer Draw, after a question: to the computer or the player over the network; two players at this
    // computer record an agreed draw.
    void offerDraw();
    // These players (and strength) take over the game shown, and are the next New Game's default. The board turns
    // as New Game turns it (Black at the bottom for a person playing Black against the computer).
    void setPlayers(const session::GameSetup& setup);
    // The changes of a Game Information dialog, applied to the game (the document counts as changed).
    void applyGameInfo(const GameInfoDialog& dialog);
    // A message in the status bar (ms = 0: until the next one).
    void showStatus(const QString& text, int ms = 0) override;
    // Where Open and Save As start: the folder last used, else the documents folder, else the home folder.
    QString startFolder() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setPosition(const Position& pos);
    bool pasteFen(const QString& fen, QString* error);
    void showNewGameDialog();
    void openGame();
    // Save As: asks for a file (in the documents folder, or the last one used, named after the players and date).
    bool saveAs();
    // Game → Export Picture…: asks for the width, coordinates or not, and a PNG file.
    void exportPicture();
    void copyFen();
    void pasteFenFromClipboard();
    // Edit → Game Information…: the record's players, event, date, result, opening, rules, comment (gameinfodialog.h).
    void showGameInfo();
    void about();

    // FeatureHost: what the features see of the window.
    QMainWindow* mainWindow() override { return this; }
    ActionRegistry& actionRegistry() override { return actions_; }
    BoardView* boardView() const override { return board_; }
    session::GameController* controller() const override { return controller_; }
    session::GameDocument* document() const override { return document_; }
    session::EngineRegistry* engines() const override { return engines_; }
    EnginePanel* enginePanel() const override { return enginePanel_; }
    MoveListWidget* moveList() const override { return moveList_; }
    QMessageBox* gameOverDialog() const override { return gameOverBox_; }
    QString lastStatus() const override { return lastStatus_; }
    void refreshStatus() override;
    bool confirmDiscard() override;
    QString turnText() const;
    QString openingText() const;
    ActionRegistry actions_;

    void createActions();
    void createMenus();
    void retranslate();
    void refreshBoard(bool animate);
    void refreshRecord();
    void updateTurnLabel();
    void updateWindowTitle();  // the file's name and the unsaved mark
    void updateEngineState();  // the engine panel's "Engine:" row: the computer's engine and its state
    void updateActions();
    void onMovePlayed(Move m, bool capture, bool check);
    void onGameOver(const QString& text);
    void submitTypedMove();
    void autosave();
    void saveSettings();
    // A view toggle's setting and its action's check mark, set together; then the settings are saved.
    void setToggle(bool session::Settings::*setting, QAction* action, bool on);
    QString playersText() const;
    QString outcomeText() const;
    void explainIgnoredClick(Square s);
    // Reads a file with a progress dialog and opens game gameIndex (< 0: asks when there are several).
    bool openRecordFile(const QString& path, QString* error, int gameIndex = -1);
    void onDocumentOpened();
    QString suggestedFileName() const;
    void rememberFile(const QString& path);
    // After Save or Save As: a message box that says why the file could not be written, or the file remembered and
    // "Saved …" in the status bar. Returns saved.
    bool reportSave(bool saved, const QString& path, const session::DocumentError& error);
    void updateRecentMenu();
    void applyStrength(int level, int depth, qint64 movetimeMs);
    // Black at the bottom when a person plays Black against the computer, Red when a person plays Red.
    void orientBoardFor(const session::GameSetup& setup);

    bool storedSettings_;
    // The features' preferences: the user's file, or memory when the window must leave the user's files alone.
    std::shared_ptr<session::SettingsStore> preferences_;  // shared with the features (feature.h)
    bool autosaveReady_ = false;
    bool autosaveFailed_ = false;  // the last auto-save failed (reported once)
    session::Settings settings_;
    session::GameController* controller_;
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
    bool outcomeShown_ = false;  // the status bar shows how the game ended
    bool isHotseat() const;      // two people at this computer
    QFrame* welcome_ = nullptr;  // the first start's welcome, above the move list
    QLabel* welcomeLabel_ = nullptr;
    QToolButton* welcomeClose_ = nullptr;
    void hideWelcome();
    void retranslateWelcome();
    QLabel* playersBar_ = nullptr;  // the players and event above the board
    void updatePlayersBar();
    QLabel* statusLine_ = nullptr;  // the status bar's message (StatusLine in mainwindow.cpp)
    QTimer* statusTimer_ = nullptr;
    static constexpr int SidePanelWidth = 310;
    static constexpr int MinSidePanelWidth = 240;
    static constexpr int ExplorerPanelWidth = 440;  // the side panel with the opening explorer, at most
    QWidget* side_ = nullptr;
    QScrollArea* sideScroll_ = nullptr;   // holds side_
    QDockWidget* explorerBox_ = nullptr;  // the opening explorer, in the side panel (databaseactions.h)
    void arrangePanels();
    void fitSidePanel();  // the side panel's height: the scroll area's, or its minimum when that is more
    QBoxLayout* centralLayout_ = nullptr;
    session::GameDocument* document_ = nullptr;
    session::EngineRegistry* engines_ = nullptr;

    QMenu* gameMenu_ = nullptr;
    QMenu* moveMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
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
    QAction* gameInfoAct_;
    QAction* pauseAct_;
    QList<QAction*> speedActs_;
    QMenu* recentMenu_ = nullptr;
    QMenu* speedMenu_ = nullptr;
    QList<QAction*> threadActs_;  // Options > Computer Threads: 1, 2, ... threads
    QMenu* rulesMenu_ = nullptr;   // Options > Repetition Rules: Asian, Chinese, Simple
    QList<QAction*> rulesActs_;
    QAction* warnRepetitionAct_ = nullptr;
    void setRules(xq::RuleSet rules);
    // The person's move, after a warning when it would lose by repetition (and the warning is on).
    void requestHumanMove(xq::Move m);
    QMenu* threadsMenu_ = nullptr;
    QAction* copyFenAct_;
    QAction* pasteFenAct_;
    QAction* drawAct_;
    QAction* resignAct_;
    QAction* playFromHereAct_;
    QAction* quitAct_;
    QAction* takebackAct_;
    // Edit → Undo / Redo: the record's edit history (GameDocument::undo), named by its step.
    QAction* undoEditAct_ = nullptr;
    QAction* redoEditAct_ = nullptr;
    void updateEditActions();
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
    QAction* simplifiedAct_;  // Chinese notation in simplified characters
    QAction* chineseAct_;     // and in traditional characters
    void applyChineseCharacters();
    void refreshMoveTexts();  // every move text again, in the notation and characters chosen
    QAction* wxfAct_;
    QAction* iccsAct_;
    QAction* panelAct_;
    QAction* systemLangAct_;
    QAction* englishAct_;
    QAction* chineseLangAct_;
    QAction* soundAct_;
    QAction* aboutAct_;
    QAction* aboutQtAct_;

private:
    StudyActions* study_ = nullptr;
    AnalysisActions* analysis_ = nullptr;
    EngineActions* engineTools_ = nullptr;
    NetworkActions* network_ = nullptr;
    bool networkActive() const;
};

}  // namespace xq::ui
