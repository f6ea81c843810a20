// Main window: layout, menus, shortcuts, dialogs, and the wiring between the controller and the widgets.
#include "xiangqi/ui/mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTextDocumentFragment>
#include <QThread>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include "xiangqi/ecco.h"
#include "xiangqi/pgn.h"
#include "xiangqi/recordio.h"
#include "xiangqi/session/analysisengine.h"
#include "xiangqi/session/paths.h"
#include "xiangqi/session/searchthreads.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/ui/actionids.h"
#include "xiangqi/ui/analysisactions.h"
#include "xiangqi/ui/analysispanel.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/capturedpieces.h"
#include "xiangqi/ui/comfortactions.h"
#include "xiangqi/ui/databaseactions.h"
#include "xiangqi/ui/engineactions.h"
#include "xiangqi/ui/enginepanel.h"
#include "xiangqi/ui/explorerpanel.h"
#include "xiangqi/ui/gamechooser.h"
#include "xiangqi/ui/gameinfodialog.h"
#include "xiangqi/ui/movelist.h"
#include "xiangqi/ui/networkactions.h"
#include "xiangqi/ui/newgamedialog.h"
#include "xiangqi/ui/recordloader.h"
#include "xiangqi/ui/sound.h"
#include "xiangqi/ui/speechactions.h"
#include "xiangqi/ui/studyactions.h"
#include "xiangqi/ui/theme.h"
#include "xiangqi/ui/trainingactions.h"
#include "xiangqi/ui/windowparts.h"

namespace xq::ui {

namespace {

// One line of text cut with "…" to the width its layout gives it (the whole text in its tool tip): the status bar's
// message, which so never runs under the permanent widgets beside it or over another message, and the players
// above the board.
class StatusLine : public QLabel {
public:
    StatusLine(const QString& name, QWidget* parent) : QLabel(parent) {
        setObjectName(name);
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);  // never widens the window
        setTextFormat(Qt::PlainText);
    }
    void setMessage(const QString& text) {
        full_ = text;
        setToolTip(text);
        setAccessibleName(text);
        elide();
    }
    QString message() const { return full_; }

protected:
    void resizeEvent(QResizeEvent* event) override {
        QLabel::resizeEvent(event);
        elide();
    }

private:
    void elide() { setText(fontMetrics().elidedText(full_, Qt::ElideRight, std::max(0, contentsRect().width()))); }
    QString full_;
};

}  // namespace

MainWindow::MainWindow(bool storedSettings, QWidget* parent)
    : QMainWindow(parent),
      storedSettings_(storedSettings),
      preferences_(std::make_shared<session::SettingsStore>(storedSettings ? session::SettingsStore::Backend::UserFile
                                                                          : session::SettingsStore::Backend::Memory)) {
    engines_ = new session::EngineRegistry(storedSettings_ ? session::EngineRegistry::Storage::UserSettings
                                                           : session::EngineRegistry::Storage::MemoryOnly,
                                           this);
    if (storedSettings_) settings_ = session::Settings::load(*preferences_, engines_);
    controller_ = new session::GameController(this);
    document_ = new session::GameDocument(controller_, this);
    controller_->setComputerPause(settings_.computerPauseMs);
    controller_->setSearchThreads(settings_.searchThreads);
    sound_ = new Sound(this);

    board_ = new BoardView(this);
    // A click on the board takes the focus from the move box, so that the arrow keys navigate the game again.
    board_->setFocusPolicy(Qt::StrongFocus);
    moveList_ = new MoveListWidget(this);
    enginePanel_ = new EnginePanel(this);
    turnLabel_ = new QLabel(this);
    // The parts' names (windowparts.h): how tests and the --script code find them.
    namespace name = partname;
    const std::pair<QObject*, const char*> named[] = {
        {board_, name::board},         {controller_, name::controller}, {document_, name::document},
        {engines_, name::engines},     {enginePanel_, name::enginePanel}, {moveList_, name::moveList},
        {sound_, name::sound},         {turnLabel_, name::turnLabel}};
    for (auto [part, partName] : named) part->setObjectName(QLatin1String(partName));
    QFont big = turnLabel_->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    turnLabel_->setFont(big);
    turnLabel_->setWordWrap(true);
    moveInputLabel_ = new QLabel(this);
    moveInput_ = new QLineEdit(this);
    moveInput_->setObjectName(QLatin1String(partname::moveInput));
    moveInput_->setClearButtonEnabled(true);
    moveInputLabel_->setBuddy(moveInput_);

    auto* side = side_ = new QWidget(this);
    side->setObjectName(QStringLiteral("sidePanel"));
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(turnLabel_);
    // The first start's word of welcome: wrapped to the panel's width, gone with a click on × or once the game is
    // under way (a record opened, a new game, three moves each, the end).
    welcome_ = new QFrame(this);
    welcome_->setObjectName(QStringLiteral("welcomeNote"));
    welcome_->setFrameShape(QFrame::StyledPanel);
    auto* welcomeRow = new QHBoxLayout(welcome_);
    welcomeRow->setContentsMargins(6, 4, 2, 4);
    welcomeLabel_ = new QLabel(welcome_);
    welcomeLabel_->setObjectName(QLatin1String(partname::welcomeText));
    welcomeLabel_->setWordWrap(true);
    welcomeRow->addWidget(welcomeLabel_, 1);
    welcomeClose_ = new QToolButton(welcome_);
    welcomeClose_->setText(QStringLiteral("×"));  // not translated: a symbol
    welcomeClose_->setAutoRaise(true);
    connect(welcomeClose_, &QToolButton::clicked, this, &MainWindow::hideWelcome);
    welcomeRow->addWidget(welcomeClose_, 0, Qt::AlignTop);
    welcome_->hide();
    sideLayout->addWidget(welcome_);
    captured_ = new CapturedPieces(this);
    captured_->setObjectName(QLatin1String(partname::capturedPieces));
    sideLayout->addWidget(captured_);
    openingLabel_ = new QLabel(this);
    openingLabel_->setWordWrap(true);
    openingLabel_->setObjectName(QStringLiteral("openingLabel"));
    sideLayout->addWidget(openingLabel_);
    sideLayout->addWidget(moveList_, 1);
    moveList_->view()->setMinimumHeight(60);  // the list gives way first when the window is small
    auto* inputRow = new QHBoxLayout;
    inputRow->addWidget(moveInputLabel_);
    inputRow->addWidget(moveInput_, 1);
    sideLayout->addLayout(inputRow);
    sideLayout->addWidget(enginePanel_);
    // The side panel keeps one width so that the board never moves while the move list fills up; a narrow or
    // portrait window puts it under the board instead (see resizeEvent).
    // In a scroll area: when a small window cannot give every panel shown the height it needs, the panel scrolls
    // instead of squeezing its widgets over each other (and the board keeps its size).
    sideScroll_ = new QScrollArea(this);
    sideScroll_->setObjectName(QStringLiteral("sideScroll"));
    sideScroll_->setWidget(side);
    // Not widgetResizable: that gives a panel with wrapped labels its preferred height, and it scrolled at sizes
    // where everything fits at its minimum. fitSidePanel gives it the viewport, or its minimum height if more.
    sideScroll_->setWidgetResizable(false);
    sideScroll_->viewport()->installEventFilter(this);
    side->installEventFilter(this);
    sideScroll_->setFrameShape(QFrame::NoFrame);
    sideScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    sideScroll_->setFixedWidth(SidePanelWidth);
    auto* central = new QWidget(this);
    auto* centralLayout = centralLayout_ = new QBoxLayout(QBoxLayout::LeftToRight, central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    // The players of a record (or those the user named in Game Information) above the board.
    auto* boardColumn = new QWidget(central);
    auto* boardLayout = new QVBoxLayout(boardColumn);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    boardLayout->setSpacing(0);
    playersBar_ = new StatusLine(QStringLiteral("playersBar"), boardColumn);
    playersBar_->setAlignment(Qt::AlignCenter);
    playersBar_->setContentsMargins(4, 2, 4, 2);
    playersBar_->hide();
    boardLayout->addWidget(playersBar_);
    boardLayout->addWidget(board_, 1);
    centralLayout->addWidget(boardColumn, 1);
    centralLayout->addWidget(sideScroll_);
    setCentralWidget(central);

    createActions();
    createMenus();
    // The features that own their actions: position editor, move tree, puzzles; analysis mode, game review; clock,
    // external engines, engine matches.
    study_ = new StudyActions(*this, {gameMenu_, openAct_, viewMenu_, panelAct_, sideLayout}, preferences_);
    analysis_ = new AnalysisActions(*this, {gameMenu_, drawAct_, toolBar_, sideLayout}, preferences_);
    engineTools_ = new EngineActions(*this, {gameMenu_, openAct_, optionsMenu_, sideLayout}, engines_, preferences_);
    new TrainingActions(*this, gameMenu_, openAct_, preferences_);  // Game → Training… (found by findChild)
    // The game database: Database menu, opening explorer (found by findChild<DatabaseActions*>()).
    auto* database =
        new DatabaseActions(*this, {optionsMenu_->menuAction(), viewMenu_, panelAct_, optionsMenu_, sideLayout},
                            preferences_);
    explorerBox_ = database->explorerDock();
    connect(explorerBox_, &QDockWidget::visibilityChanged, this, [this] { arrangePanels(); });
    // The analysis panel's cloud line asks the explorer's client: one request in flight, one cache, one switch.
    analysis_->panel()->setCloudClient(database->explorer()->cloudClient());
    network_ = new NetworkActions(*this, {gameMenu_, openAct_, sideLayout}, preferences_);
    // Created now, so the board does not shrink when the first message appears. Messages go to a label of the
    // status bar's layout (StatusLine), not QStatusBar::showMessage, which paints them over whatever is there.
    auto* statusLine = new StatusLine(QStringLiteral("statusMessage"), statusBar());
    statusLine_ = statusLine;
    statusBar()->addWidget(statusLine, 1);
    statusTimer_ = new QTimer(this);
    statusTimer_->setSingleShot(true);
    connect(statusTimer_, &QTimer::timeout, this, [this] { showStatus(QString()); });
    comfort_ = new ComfortActions(*this, {viewMenu_, piecesMenu_, optionsMenu_, helpMenu_}, captured_, preferences_);

    connect(board_, &BoardView::moveRequested, this, &MainWindow::requestHumanMove);
    connect(controller_, &session::GameController::positionChanged, this, &MainWindow::refreshBoard);
    connect(controller_, &session::GameController::recordChanged, this, &MainWindow::refreshRecord);
    connect(controller_, &session::GameController::moveRefused, this,
            [this](const QString& reason) { showStatus(tr("Not allowed: %1").arg(reason), 6000); });
    connect(controller_, &session::GameController::movePlayed, this, &MainWindow::onMovePlayed);
    moveList_->setBookMoveTest([c = controller_](NodeId id) { return c->isBookMove(id); });
    connect(controller_, &session::GameController::gameOver, this, &MainWindow::onGameOver);
    connect(controller_, &session::GameController::engineStateChanged, this, &MainWindow::updateEngineState);
    connect(controller_, &session::GameController::thinkingChanged, this, [this](bool thinking) {
        enginePanel_->setThinking(thinking);
        updateEngineState();
        updateTurnLabel();
        updateActions();
        board_->setInteractive(controller_->humanToMove() && !thinking);
    });
    connect(controller_, &session::GameController::engineProgress, this,
            [this](const SearchInfo& info, const Position& root) { enginePanel_->setInfo(info, root, notation()); });
    connect(controller_, &session::GameController::hintReady, this, [this](Move m) {
        board_->setHint(m);
        showStatus(tr("Hint: %1").arg(session::moveText(controller_->position(), m, notation())), 8000);
    });
    connect(controller_, &session::GameController::drawOfferAnswered, this, [this](bool accepted) {
        showStatus(accepted ? tr("The computer accepts your draw offer.")
                            : tr("The computer declines the draw offer: it thinks it stands better."),
                   6000);
    });
    connect(document_, &session::GameDocument::opened, this, &MainWindow::onDocumentOpened);
    connect(document_, &session::GameDocument::fileChanged, this, &MainWindow::updateWindowTitle);
    connect(document_, &session::GameDocument::dirtyChanged, this, &MainWindow::updateWindowTitle);
    connect(board_, &BoardView::ignoredClick, this, &MainWindow::explainIgnoredClick);
    connect(moveList_, &MoveListWidget::plySelected, controller_, &session::GameController::goToPly);
    connect(moveList_, &MoveListWidget::firstRequested, controller_, &session::GameController::goFirst);
    connect(moveList_, &MoveListWidget::previousRequested, controller_, &session::GameController::goPrevious);
    connect(moveList_, &MoveListWidget::nextRequested, controller_, &session::GameController::goNext);
    connect(moveList_, &MoveListWidget::lastRequested, controller_, &session::GameController::goLast);
    connect(moveInput_, &QLineEdit::returnPressed, this, &MainWindow::submitTypedMove);
    connect(enginePanel_, &EnginePanel::moveNowClicked, controller_, &session::GameController::moveNow);
    connect(enginePanel_, &EnginePanel::hintClicked, controller_, &session::GameController::hint);
    connect(enginePanel_, &EnginePanel::strengthChanged, this, &MainWindow::applyStrength);
    // Play by ear: says and triggers actions by their ids; created after the move box's own connection.
    new SpeechActions(*this, {optionsMenu_, sideLayout, moveInput_}, preferences_);

    enginePanel_->setStrength(settings_.setup.level, settings_.setup.depth, settings_.setup.movetimeMs);
    board_->setPieceSet(settings_.pieceSet);
    board_->setNotation(settings_.notation);
    controller_->setNotation(settings_.notation);
    board_->setFlipped(settings_.flipped);
    sound_->setEnabled(settings_.sound);
    enginePanel_->setVisible(settings_.showEnginePanel);
    setLanguage(settings_.language);  // also for English: its plural forms come from a translation
    retranslate();
    setMinimumSize(480, 480);
    if (!settings_.geometry.isEmpty()) restoreGeometry(settings_.geometry);
    else resize(980, 760);
    if (!settings_.windowState.isEmpty()) restoreState(settings_.windowState);

    // Start with a game the way the user last played (main() may replace it by the auto-saved one).
    controller_->newGame(settings_.setup);
    document_->clear();
    // From now on the game in progress is auto-saved; the empty game above must not overwrite the one from last time.
    autosaveReady_ = true;
}

MainWindow::~MainWindow() {
    // The explorer hides while QWidget's destructor hides the children: no arranging of a window half gone.
    if (explorerBox_) explorerBox_->disconnect(this);
}

// ---- actions and menus ----

namespace {

// Groups of actions with a separator between them, in a menu or a tool bar.
template <class Bar>
void addGroups(Bar* bar, std::initializer_list<QList<QAction*>> groups) {
    bool first = true;
    for (const QList<QAction*>& group : groups) {
        if (!first) bar->addSeparator();
        bar->addActions(group);
        first = false;
    }
}

}  // namespace

void MainWindow::createActions() {
    auto make = [this](const QKeySequence& key, auto slot) {
        auto* a = new QAction(this);
        if (!key.isEmpty()) a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    newAct_ = make(QKeySequence::New, [this] {
        if (confirmDiscard()) showNewGameDialog();
    });
    openAct_ = make(QKeySequence::Open, [this] { openGame(); });
    saveAct_ = make(QKeySequence::Save, [this] { save(); });
    // Not every platform has a Save As key (Windows has none): Ctrl+Shift+S there.
    saveAsAct_ = make(QKeySequence(QKeySequence::SaveAs).isEmpty() ? QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)
                                                                   : QKeySequence(QKeySequence::SaveAs),
                      [this] { saveAs(); });
    exportPictureAct_ = make(QKeySequence(), [this] { exportPicture(); });
    gameInfoAct_ = make(QKeySequence(), [this] { showGameInfo(); });
    pauseAct_ = make(QKeySequence(Qt::CTRL | Qt::Key_P), [this] {
        controller_->setPaused(pauseAct_->isChecked());
        showStatus(pauseAct_->isChecked() ? tr("Paused: the computers wait until you resume (Ctrl+P).") : QString(),
                   6000);
    });
    pauseAct_->setCheckable(true);
    auto* speeds = new QActionGroup(this);
    for (int ms : {0, 400, 1500, 4000}) {
        QAction* a = make(QKeySequence(), [this, ms] {
            settings_.computerPauseMs = ms;
            controller_->setComputerPause(ms);
            saveSettings();
        });
        a->setCheckable(true);
        a->setData(ms);
        a->setChecked(ms == settings_.computerPauseMs);
        speeds->addAction(a);
        speedActs_.append(a);
    }
    // Search threads: 1 up to the machine's cores (or the saved number, if a larger machine saved it).
    auto* threadGroup = new QActionGroup(this);
    const int offeredThreads =
        std::clamp(std::max(QThread::idealThreadCount(), settings_.searchThreads), 1, MaxThreads);
    for (int n = 1; n <= offeredThreads; ++n) {
        QAction* a = make(QKeySequence(), [this, n] {
            settings_.searchThreads = n;
            controller_->setSearchThreads(n);
            if (analysis_) analysis_->engine()->setThreads(n);
            saveSettings();
        });
        a->setCheckable(true);
        a->setData(n);
        a->setChecked(n == settings_.searchThreads);
        threadGroup->addAction(a);
        threadActs_.append(a);
        actions_.add(a, QStringLiteral("options.threads.%1").arg(n));
    }
    copyFenAct_ = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), [this] { copyFen(); });
    pasteFenAct_ = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), [this] {
        if (confirmDiscard()) pasteFenFromClipboard();
    });
    drawAct_ = make(QKeySequence(), [this] { offerDraw(); });
    playFromHereAct_ = make(QKeySequence(), [this] { playFromHere(); });
    resignAct_ = make(QKeySequence(), [this] {
        // Two players at one computer: the side to move resigns, and the question says which.
        const bool hotseat = controller_->setup().red == session::PlayerKind::Human &&
                             controller_->setup().black == session::PlayerKind::Human && !networkActive();
        const QString question = !hotseat ? tr("Do you really want to resign this game?")
                                 : controller_->position().sideToMove() == Color::Red
                                     ? tr("Does Red really resign this game? Black wins.")
                                     : tr("Does Black really resign this game? Red wins.");
        if (QMessageBox::question(this, tr("Resign"), question) == QMessageBox::Yes) controller_->resign();
    });
    // Windows has no standard Quit key (Alt+F4 closes the window): Ctrl+Q everywhere the platform names none.
    const QKeySequence quitKey = QKeySequence(QKeySequence::Quit).isEmpty() ? QKeySequence(Qt::CTRL | Qt::Key_Q)
                                                                            : QKeySequence(QKeySequence::Quit);
    quitAct_ = make(quitKey, [this] { close(); });
    takebackAct_ = make(QKeySequence::Undo, [this] { controller_->takeback(); });
    redoAct_ = make(QKeySequence::Redo, [this] { controller_->redo(); });
    // Ctrl+Z is Take Back (a game action, as players expect): the record's edits are undone with Ctrl+Alt+Z.
    undoEditAct_ = make(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z), [this] { document_->undo(); });
    redoEditAct_ = make(QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_Z), [this] { document_->redo(); });
    connect(document_, &session::GameDocument::historyChanged, this, &MainWindow::updateEditActions);
    moveNowAct_ = make(QKeySequence(Qt::CTRL | Qt::Key_M), [this] { controller_->moveNow(); });
    hintAct_ = make(QKeySequence(Qt::CTRL | Qt::Key_H), [this] { controller_->hint(); });
    firstAct_ = make(QKeySequence(Qt::Key_Home), [this] { controller_->goFirst(); });
    previousAct_ = make(QKeySequence(Qt::Key_Left), [this] { controller_->goPrevious(); });
    nextAct_ = make(QKeySequence(Qt::Key_Right), [this] { controller_->goNext(); });
    lastAct_ = make(QKeySequence(Qt::Key_End), [this] { controller_->goLast(); });
    flipAct_ = make(QKeySequence(Qt::CTRL | Qt::Key_F), [this] { setFlipped(!board_->isFlipped()); });
    flipAct_->setCheckable(true);
    flipAct_->setChecked(settings_.flipped);

    auto* pieces = new QActionGroup(this);
    traditionalAct_ = make(QKeySequence(), [this] { setPieceSet(session::PieceSet::Traditional); });
    internationalAct_ = make(QKeySequence(), [this] { setPieceSet(session::PieceSet::International); });
    traditionalAct_->setData(int(session::PieceSet::Traditional));
    internationalAct_->setData(int(session::PieceSet::International));
    for (QAction* a : {traditionalAct_, internationalAct_}) a->setCheckable(true), pieces->addAction(a);
    for (QAction* a : pieces->actions()) a->setChecked(a->data().toInt() == int(settings_.pieceSet));

    auto* notations = new QActionGroup(this);
    simplifiedAct_ = make(QKeySequence(), [this] {
        setChineseCharacters(ChineseCharacters::Simplified);
        setNotation(Notation::Chinese);
    });
    chineseAct_ = make(QKeySequence(), [this] {
        setChineseCharacters(ChineseCharacters::Traditional);
        setNotation(Notation::Chinese);
    });
    wxfAct_ = make(QKeySequence(), [this] { setNotation(Notation::Wxf); });
    iccsAct_ = make(QKeySequence(), [this] { setNotation(Notation::Iccs); });
    for (QAction* a : {simplifiedAct_, chineseAct_, wxfAct_, iccsAct_}) a->setCheckable(true), notations->addAction(a);

    panelAct_ = make(QKeySequence(Qt::CTRL | Qt::Key_E), [this] { setEnginePanelVisible(panelAct_->isChecked()); });
    panelAct_->setCheckable(true);
    panelAct_->setChecked(settings_.showEnginePanel);

    auto* languages = new QActionGroup(this);
    systemLangAct_ = make(QKeySequence(), [this] { setLanguage(QString()); });
    englishAct_ = make(QKeySequence(), [this] { setLanguage(QStringLiteral("en")); });
    chineseLangAct_ = make(QKeySequence(), [this] { setLanguage(QStringLiteral("zh_CN")); });
    for (QAction* a : {systemLangAct_, englishAct_, chineseLangAct_}) a->setCheckable(true), languages->addAction(a);
    (settings_.language == "en"      ? englishAct_
     : settings_.language == "zh_CN" ? chineseLangAct_
                                     : systemLangAct_)
        ->setChecked(true);

    auto* rulesGroup = new QActionGroup(this);
    for (RuleSet r : {RuleSet::Asian, RuleSet::Chinese, RuleSet::Simple}) {
        QAction* a = make(QKeySequence(), [this, r] { setRules(r); });
        a->setCheckable(true);
        a->setChecked(settings_.setup.rules == r);
        a->setData(int(r));
        actions_.add(a, QStringLiteral("options.rules.") + QString::fromLatin1(ruleSetName(r).data()));
        rulesGroup->addAction(a);
        rulesActs_ << a;
    }
    warnRepetitionAct_ = make(QKeySequence(), [this] {
        settings_.warnRepetition = warnRepetitionAct_->isChecked();
        saveSettings();
    });
    warnRepetitionAct_->setCheckable(true);
    warnRepetitionAct_->setChecked(settings_.warnRepetition);

    soundAct_ = make(QKeySequence(), [this] { setSoundEnabled(soundAct_->isChecked()); });
    soundAct_->setCheckable(true);
    soundAct_->setChecked(settings_.sound);
    soundAct_->setEnabled(Sound::isAvailable());
    aboutAct_ = make(QKeySequence(), [this] { about(); });  // F1 opens the rules guide (ComfortActions)
    aboutQtAct_ = make(QKeySequence(), [] { QApplication::aboutQt(); });

    // The actions by id (actionids.h): how features, play by ear and tests find them.
    namespace id = actionid;
    const std::pair<QAction*, const char*> ids[] = {
        {newAct_, id::newGame},         {openAct_, id::open},
        {saveAct_, id::save},           {saveAsAct_, id::saveAs},
        {exportPictureAct_, id::exportPicture},
        {pauseAct_, id::pause},         {drawAct_, id::offerDraw},
        {resignAct_, id::resign},       {quitAct_, id::quit},
        {takebackAct_, id::takeback},   {redoAct_, id::redo},
        {moveNowAct_, id::moveNow},     {hintAct_, id::hint},
        {playFromHereAct_, id::playFromHere},
        {firstAct_, id::first},         {previousAct_, id::previous},
        {nextAct_, id::next},           {lastAct_, id::last},
        {undoEditAct_, id::undoEdit},   {redoEditAct_, id::redoEdit},
        {gameInfoAct_, id::gameInformation},
        {copyFenAct_, id::copyFen},     {pasteFenAct_, id::pasteFen},
        {flipAct_, id::flip},           {panelAct_, id::enginePanel},
        {traditionalAct_, id::piecesTraditional},
        {internationalAct_, id::piecesInternational},
        {simplifiedAct_, id::notationSimplified},
        {chineseAct_, id::notationTraditional},
        {wxfAct_, id::notationWxf},     {iccsAct_, id::notationIccs},
        {systemLangAct_, id::languageSystem},
        {englishAct_, id::languageEnglish},
        {chineseLangAct_, id::languageChinese},
        {warnRepetitionAct_, id::warnRepetition},
        {soundAct_, id::sound},         {aboutAct_, id::about},
        {aboutQtAct_, id::aboutQt}};
    for (auto [a, name] : ids) actions_.add(a, name);
}

void MainWindow::createMenus() {
    gameMenu_ = menuBar()->addMenu(QString());
    gameMenu_->addActions({newAct_, openAct_});
    recentMenu_ = gameMenu_->addMenu(QString());
    addGroups(gameMenu_, {{saveAct_, saveAsAct_, exportPictureAct_}, {copyFenAct_, pasteFenAct_}, {drawAct_, resignAct_},
                          {quitAct_}});

    editMenu_ = menuBar()->addMenu(QString());
    editMenu_->addActions({undoEditAct_, redoEditAct_});
    editMenu_->addSeparator();
    editMenu_->addAction(gameInfoAct_);

    moveMenu_ = menuBar()->addMenu(QString());
    moveMenu_->addActions({takebackAct_, redoAct_});
    moveMenu_->addSeparator();
    moveMenu_->addActions({playFromHereAct_, moveNowAct_, hintAct_, pauseAct_});
    moveMenu_->addSeparator();
    moveMenu_->addActions({firstAct_, previousAct_, nextAct_, lastAct_});

    viewMenu_ = menuBar()->addMenu(QString());
    viewMenu_->addAction(flipAct_);
    piecesMenu_ = viewMenu_->addMenu(QString());
    piecesMenu_->addActions({traditionalAct_, internationalAct_});
    notationMenu_ = viewMenu_->addMenu(QString());
    notationMenu_->addActions({simplifiedAct_, chineseAct_, wxfAct_, iccsAct_});
    viewMenu_->addAction(panelAct_);
    languageMenu_ = viewMenu_->addMenu(QString());
    languageMenu_->addActions({systemLangAct_, englishAct_, chineseLangAct_});

    optionsMenu_ = menuBar()->addMenu(QString());
    optionsMenu_->addAction(soundAct_);
    speedMenu_ = optionsMenu_->addMenu(QString());
    speedMenu_->addActions(speedActs_);
    threadsMenu_ = optionsMenu_->addMenu(QString());
    threadsMenu_->addActions(threadActs_);
    rulesMenu_ = optionsMenu_->addMenu(QString());
    rulesMenu_->addActions(rulesActs_);
    rulesMenu_->addSeparator();
    rulesMenu_->addAction(warnRepetitionAct_);

    helpMenu_ = menuBar()->addMenu(QString());
    helpMenu_->addActions({aboutAct_, aboutQtAct_});

    toolBar_ = addToolBar(QString());
    toolBar_->setObjectName("mainToolBar");
    toolBar_->setMovable(false);
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addGroups(toolBar_, {{newAct_, openAct_, saveAct_}, {takebackAct_, redoAct_}, {hintAct_, moveNowAct_}, {flipAct_}});
}

void MainWindow::retranslate() {
    gameMenu_->setTitle(tr("&Game"));
    moveMenu_->setTitle(tr("&Move"));
    editMenu_->setTitle(tr("&Edit"));
    sideScroll_->setAccessibleName(tr("Game panel"));
    updateEditActions();
    viewMenu_->setTitle(tr("&View"));
    piecesMenu_->setTitle(tr("&Pieces"));
    notationMenu_->setTitle(tr("&Notation"));
    languageMenu_->setTitle(tr("&Language"));
    optionsMenu_->setTitle(tr("&Options"));
    helpMenu_->setTitle(tr("&Help"));
    toolBar_->setWindowTitle(tr("Tools"));
    newAct_->setText(tr("&New Game…"));
    openAct_->setText(tr("&Open…"));
    saveAct_->setText(tr("&Save"));
    saveAsAct_->setText(tr("Save &As…"));
    exportPictureAct_->setText(tr("Export P&icture…"));
    gameInfoAct_->setText(tr("&Game Information…"));
    recentMenu_->setTitle(tr("Open Recen&t"));
    pauseAct_->setText(tr("P&ause Computers"));
    speedMenu_->setTitle(tr("Computer against Computer S&peed"));
    const QStringList speedNames = {tr("&Fastest (no pause)"), tr("&Quick (0.4 s between moves)"), tr("&Slow (1.5 s)"),
                                    tr("&Very slow (4 s)")};
    for (int i = 0; i < speedActs_.size(); ++i) speedActs_[i]->setText(speedNames.value(i));
    threadsMenu_->setTitle(tr("Computer &Threads"));
    rulesMenu_->setTitle(tr("&Repetition Rules"));
    for (QAction* a : rulesActs_) {
        const auto r = static_cast<RuleSet>(a->data().toInt());
        a->setText(r == RuleSet::Asian     ? tr("&Asian Rules (perpetual check and chase lose)")
                   : r == RuleSet::Chinese ? tr("&Chinese Rules (threats of mate, one check one chase lose too)")
                                           : tr("&Simple Rules (only perpetual check loses)"));
    }
    warnRepetitionAct_->setText(tr("&Warn Before a Move That Loses by Repetition"));
    for (QAction* a : threadActs_) {
        const int n = a->data().toInt();
        a->setText(n == session::defaultSearchThreads() ? tr("%n thread(s) (all cores but one)", nullptr, n)
                                               : tr("%n thread(s)", nullptr, n));
    }
    updateRecentMenu();
    copyFenAct_->setText(tr("&Copy FEN"));
    pasteFenAct_->setText(tr("Paste &FEN"));
    drawAct_->setText(tr("Offer &Draw"));
    resignAct_->setText(tr("&Resign…"));
    quitAct_->setText(tr("&Quit"));
    takebackAct_->setText(tr("&Take Back"));
    redoAct_->setText(tr("&Redo"));
    moveNowAct_->setText(tr("Move &Now"));
    playFromHereAct_->setText(tr("Play from Her&e"));
    playFromHereAct_->setToolTip(tr("Play on from the position shown, with the players of your last new game"));
    hintAct_->setText(tr("&Hint"));
    firstAct_->setText(tr("&First Position"));
    previousAct_->setText(tr("&Previous Move"));
    nextAct_->setText(tr("Ne&xt Move"));
    lastAct_->setText(tr("&Last Position"));
    flipAct_->setText(tr("&Flip Board"));
    traditionalAct_->setText(tr("&Traditional (Chinese characters)"));
    internationalAct_->setText(tr("&International (symbols for beginners)"));
    simplifiedAct_->setText(tr("&Chinese, Simplified Characters (马二进三)"));
    chineseAct_->setText(tr("Chinese, &Traditional Characters (傌二進三)"));
    wxfAct_->setText(tr("&WXF (C2=5)"));
    iccsAct_->setText(tr("&ICCS (h2e2)"));
    panelAct_->setText(tr("&Engine Panel"));
    systemLangAct_->setText(tr("&System Language"));
    englishAct_->setText(QStringLiteral("&English"));                 // not translated: each language in its own words
    chineseLangAct_->setText(QStringLiteral("简体中文 (&Chinese)"));  // not translated
    soundAct_->setText(Sound::isAvailable() ? tr("&Sound") : tr("&Sound (not available in this build)"));
    aboutAct_->setText(tr("&About Xiangqi"));
    aboutQtAct_->setText(tr("About &Qt"));
    moveInputLabel_->setText(tr("&Your move:"));
    moveInput_->setPlaceholderText(tr("e.g. 炮二平五, C2=5 or h2e2"));
    moveInput_->setToolTip(tr("Type a move in Chinese, WXF or ICCS notation and press Enter"));
    updateWindowTitle();
    retranslateWelcome();
    enginePanel_->retranslate();  // its values too (also on LanguageChange, which tests without an event loop miss)
    if (study_) study_->retranslate();
    if (auto* training = findChild<TrainingActions*>()) training->retranslate();
    if (analysis_) analysis_->retranslate();
    if (network_) network_->retranslate();
    if (engineTools_) engineTools_->retranslate();
    if (auto* speech = findChild<SpeechActions*>()) speech->retranslate();
    // Names for screen readers (the move input is named by its label, its buddy).
    board_->setAccessibleName(tr("Board"));
    moveList_->setAccessibleName(tr("Moves"));
    enginePanel_->setAccessibleName(tr("Engine"));
    turnLabel_->setAccessibleName(tr("Turn"));
    toolBar_->setAccessibleName(tr("Tools"));
    updateTurnLabel();
    // The players' default names are words of the language too; a new language is no change to the game.
    const bool clean = !document_->isDirty();
    controller_->retranslateNames();
    if (clean) document_->markClean();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refreshRecord();
    }
    QMainWindow::changeEvent(event);
}

// ---- state to widgets ----

void MainWindow::refreshBoard(bool animate) {
    board_->setPosition(controller_->position(), controller_->lastMove(), animate);
    // A repetition verdict marks the pieces that checked or chased, and their targets.
    board_->setMarks(controller_->game().ending() == GameEnding::None ? controller_->game().verdict().repetition.pieces
                                                                      : std::vector<Square>{});
    board_->setInteractive(controller_->humanToMove() && !controller_->isThinking());
    updateEngineState();  // the players may be new (a new game) and the side to move changed
    // The engine's line belongs to the position on the board, or to the one before the move just played (the
    // computer's search for it); after Take Back, or browsing elsewhere, it goes.
    if (const Position* root = enginePanel_->infoRoot(); root && root->hash() != controller_->position().hash()) {
        const int ply = controller_->cursor();
        if (ply == 0 || controller_->positionAtPly(ply - 1).hash() != root->hash()) enginePanel_->clearInfo();
    }
    moveList_->setCurrentPly(controller_->cursor());
    updateTurnLabel();
    updateOpeningLabel();
    updateActions();
    // The outcome in the status bar goes when the game goes on (Take Back after an agreed draw, say).
    if (outcomeShown_ && !controller_->isGameOver()) {
        outcomeShown_ = false;
        showStatus(QString());
    }
}

QString MainWindow::openingText() const {
    const Game& game = controller_->game();
    if (!game.record().startFen().empty() || game.cursor() == RootNode) return {};
    std::vector<Move> moves = game.record().movesTo(game.cursor());
    if (moves.size() > 20) moves.resize(20);  // ECCO looks at ten moves a side
    const Opening o = classifyOpening(moves);
    if (!o) return {};
    const std::string& name = chineseUi_ || o.english.empty() ? o.chinese : o.english;
    return QStringLiteral("%1 %2").arg(QString::fromStdString(o.code), QString::fromStdString(name));
}

void MainWindow::updateOpeningLabel() {
    if (!openingLabel_) return;
    const QString text = openingText();
    openingLabel_->setText(text);
    openingLabel_->setToolTip(text);
    openingLabel_->setVisible(!text.isEmpty());
}

void MainWindow::updatePlayersBar() {
    // Shown for names of the record's own or the user's; a new game's "Human" and "Computer" are in the turn line.
    const GameRecord& r = controller_->record();
    if (!controller_->hasOwnNames()) {
        playersBar_->hide();
        return;
    }
    QStringList details;
    for (const char* tag : {"Event", "Site", "Date"})
        if (const std::string value = r.tag(tag); !value.empty()) details << QString::fromStdString(value);
    if (const std::string round = r.tag("Round"); !round.empty() && round != "-" && round != "?")
        details << tr("round %1").arg(QString::fromStdString(round));
    QString text = tr("%1 (Red) against %2 (Black)")
                       .arg(QString::fromStdString(r.tag("Red")), QString::fromStdString(r.tag("Black")));
    if (!details.isEmpty()) text += QStringLiteral("  ·  ") + details.join(QStringLiteral(" · "));
    static_cast<StatusLine*>(playersBar_)->setMessage(text);
    playersBar_->show();
}

void MainWindow::showGameInfo() {
    GameInfoDialog dialog(controller_->record(), controller_->game().rules(), controller_->canSetRecordResult(), this);
    if (dialog.exec() == QDialog::Accepted) applyGameInfo(dialog);
}

void MainWindow::applyGameInfo(const GameInfoDialog& dialog) {
    // Only what changed, so that looking and pressing OK leaves the game unchanged (and unmarked); all of it is one
    // step of the edit history (Edit → Undo Edit Game Information).
    controller_->beginEditGroup(session::RecordEdit::GameInfo);
    for (const auto& [tag, value] : dialog.tags())
        if (QString::fromStdString(controller_->record().tag(tag.toStdString())) != value) controller_->setTag(tag, value);
    if (dialog.comment() != QString::fromStdString(controller_->record().node(RootNode).comment))
        controller_->setComment(RootNode, dialog.comment());
    if (dialog.rules() != controller_->game().rules()) controller_->setRules(dialog.rules());
    const std::string& result = controller_->record().result();
    if (controller_->canSetRecordResult() && std::string(resultName(dialog.result())) != result)
        controller_->setRecordResult(dialog.result());
    controller_->endEditGroup();
}

void MainWindow::refreshRecord() {
    updatePlayersBar();
    moveList_->setGame(controller_->game(), notation(), controller_->cursor());
    autosave();
}

bool MainWindow::welcomeOnFirstStart() {
    if (session::Settings::wasWelcomed(*preferences_)) return false;
    session::Settings::setWelcomed(*preferences_);
    welcome_->show();
    retranslateWelcome();
    return true;
}

void MainWindow::retranslateWelcome() {
    welcomeLabel_->setText(tr("Welcome! Click a piece, then the point where it should go. Game → New Game… (Ctrl+N) "
                              "chooses your side and the computer's level; Help → Rules Guide (F1) explains the "
                              "pieces.") +
                           QLatin1Char(' ') +
                           tr("Game → Training… (Ctrl+Shift+T): puzzles at your level and your own mistakes."));
    welcomeClose_->setToolTip(tr("Close"));
    welcomeClose_->setAccessibleName(tr("Close the welcome"));
}

void MainWindow::hideWelcome() { welcome_->hide(); }

bool MainWindow::networkActive() const { return network_ && network_->isActive() && controller_->remotePlayer(); }

void MainWindow::refreshStatus() {
    updateTurnLabel();
    updateActions();
}

QString MainWindow::playersText() const {
    if (networkActive()) return network_->playersText();
    const session::GameSetup& setup = controller_->setup();
    const QString strength = setup.level >= 0 ? session::levelName(setup.level) : tr("depth %1").arg(setup.depth);
    if (setup.red == session::PlayerKind::Human && setup.black == session::PlayerKind::Human)
        return tr("Two players at this computer");
    // External engines and per-side levels (engine matches): the players by name.
    if (setup.redEngine || setup.blackEngine || setup.redStrength || setup.blackStrength)
        return tr("%1 (Red) against %2 (Black)")
            .arg(QString::fromStdString(controller_->record().tag("Red")),
                 QString::fromStdString(controller_->record().tag("Black")));
    if (setup.red == session::PlayerKind::Computer && setup.black == session::PlayerKind::Computer)
        return tr("Computer against computer — %1").arg(strength);
    return setup.red == session::PlayerKind::Human ? tr("You play Red against the computer — %1").arg(strength)
                                                   : tr("You play Black against the computer — %1").arg(strength);
}

QString MainWindow::outcomeText() const {
    const Verdict v = controller_->verdict();
    const GameEnding ending = controller_->game().ending();
    QString how;
    switch (ending) {
    case GameEnding::Resignation: how = tr("by resignation"); break;
    case GameEnding::DrawAgreed: how = tr("by agreement"); break;
    case GameEnding::Timeout: how = tr("on time"); break;
    case GameEnding::FromRecord: break;
    case GameEnding::None:
        switch (v.reason) {
        case EndReason::Checkmate: how = tr("checkmate"); break;
        case EndReason::Stalemate: how = tr("no legal move left"); break;
        case EndReason::PerpetualCheck: how = tr("perpetual check is forbidden"); break;
        case EndReason::PerpetualChase:
            how = v.repetition.kind == RepetitionCase::Forbidden ? tr("perpetual attack is forbidden")
                                                                 : tr("perpetual chase is forbidden");
            break;
        case EndReason::Repetition: how = tr("repetition"); break;
        case EndReason::MoveLimit: how = tr("60 moves each without a capture"); break;
        case EndReason::InsufficientMaterial: how = tr("neither side can attack"); break;
        case EndReason::None: break;
        }
    }
    const GameResult r = v.result;
    const session::GameSetup& setup = controller_->setup();
    QString who;
    if (r == GameResult::Draw) {
        who = tr("Draw");
    } else if (networkActive()) {
        const bool won = (r == GameResult::RedWins) == (network_->game()->localColor() == Color::Red);
        who = won ? tr("You won") : tr("You lost");
    } else if (controller_->hasHumanAndComputer()) {
        const Color human = setup.red == session::PlayerKind::Human ? Color::Red : Color::Black;
        const bool won = (r == GameResult::RedWins) == (human == Color::Red);
        who = won ? tr("You won") : tr("You lost");
    } else {
        who = r == GameResult::RedWins ? tr("Red won") : tr("Black won");
    }
    return how.isEmpty() ? who : tr("%1 — %2").arg(who, how);
}

void MainWindow::updateEngineState() {
    // The computer to move, else the computer of a game against one (a game between two people: no row).
    const Color toMove = controller_->position().sideToMove();
    auto* p = qobject_cast<session::ComputerPlayer*>(controller_->player(toMove));
    if (!p) p = qobject_cast<session::ComputerPlayer*>(controller_->player(~toMove));
    if (!p || !p->engine()) {
        enginePanel_->setEngineState({}, session::EngineClient::State::NotRunning);
        return;
    }
    QString note;
    if (p->isExternal() && p->isBuiltInOnly()) note = tr("the built-in engine plays in its place");
    else if (p->isExternal() && p->fallbackMoves() > 0) note = tr("the built-in engine stands in for it");
    enginePanel_->setEngineState(p->engine()->name(), p->engine()->state(), note);
}

void MainWindow::updateTurnLabel() {
    if (!controller_) return;
    QString status;
    const bool hvc = controller_->hasHumanAndComputer();
    if (controller_->isGameOver()) {
        status = outcomeText();
    } else if (controller_->cursor() < controller_->length()) {
        status = tr("Showing move %1 of %2 — End returns to the game")
                     .arg((controller_->cursor() + 1) / 2)
                     .arg((controller_->length() + 1) / 2);
    } else {
        const Color side = controller_->position().sideToMove();
        if (networkActive()) {
            status = network_->turnText();
        } else if (hvc) {
            status = controller_->humanToMove()          ? tr("Your move")
                     : controller_->isComputerThinking() ? tr("The computer is thinking…")
                                                         : tr("The computer's move");
        } else if (controller_->isComputerThinking()) {
            status = side == Color::Red ? tr("Red (computer) is thinking…") : tr("Black (computer) is thinking…");
        } else {
            status = side == Color::Red ? tr("Red to move") : tr("Black to move");
        }
        if (controller_->position().inCheck()) status += tr(" — in check!");
    }
    turnLabel_->setText(
        QStringLiteral("<small>%1</small><br>%2").arg(playersText().toHtmlEscaped(), status.toHtmlEscaped()));
    const bool red = controller_->position().sideToMove() == Color::Red && !controller_->isGameOver();
    turnLabel_->setStyleSheet(!red ? "" : isDark(palette()) ? "color: #ff7a70" : "color: #b01010");
    board_->setAccessibleDescription(status);  // a screen reader hears whose turn it is on the board
}

void MainWindow::updateWindowTitle() {
    // "game.pgn* — Xiangqi": the file behind the game and the platform's unsaved mark ([*] is where it goes).
    const QString path = document_->filePath();
    setWindowFilePath(path);
    QString title;
    if (path.isEmpty()) {
        title = tr("Xiangqi — Chinese Chess") + QStringLiteral("[*]");
    } else {
        QString name = QFileInfo(path).fileName();
        if (document_->gameCount() > 1)
            name = tr("%1 (game %2 of %3)").arg(name).arg(document_->gameIndex() + 1).arg(document_->gameCount());
        title = tr("%1[*] — Xiangqi").arg(name);
    }
    setWindowTitle(title);
    setWindowModified(document_->isDirty());
}

QString MainWindow::turnText() const { return QTextDocumentFragment::fromHtml(turnLabel_->text()).toPlainText(); }

void MainWindow::explainIgnoredClick(Square s) {
    if (controller_->isGameOver() && controller_->game().ending() != GameEnding::None && isVisible()) {
        // Ended by a resignation, an agreement, the clock or a record's result: the position itself is playable.
        const auto answer = QMessageBox::question(
            this, tr("The game is over"),
            tr("The game is over (%1). Do you want to continue playing from this position?").arg(outcomeText()));
        if (answer == QMessageBox::Yes && controller_->resumeGame())
            showStatus(tr("The game goes on from this position."), 4000);
    } else if (controller_->isGameOver()) {
        showStatus(tr("The game is over (%1). Go back to an earlier move to try another line, or start a new game.")
                       .arg(outcomeText()),
                   8000);
    } else if (networkActive() && !controller_->humanToMove()) {
        showStatus(network_->turnText(), 4000);
    } else if (controller_->isComputerThinking()) {
        showStatus(tr("Please wait: the computer is thinking."), 4000);
    } else if (!controller_->humanToMove()) {
        showStatus(tr("It is the computer's turn."), 4000);
    } else if (s != NoSquare && controller_->position().pieceAt(s) != NoPiece &&
               colorOf(controller_->position().pieceAt(s)) != controller_->position().sideToMove()) {
        showStatus(controller_->position().sideToMove() == Color::Red ? tr("That is Black's piece: Red is to move.")
                                                                      : tr("That is Red's piece: Black is to move."),
                   4000);
    }
}

void MainWindow::updateEditActions() {
    undoEditAct_->setEnabled(document_->canUndo());
    redoEditAct_->setEnabled(document_->canRedo());
    undoEditAct_->setText(document_->canUndo() ? tr("&Undo %1").arg(session::editText(document_->undoEdit()))
                                               : tr("&Undo"));
    redoEditAct_->setText(document_->canRedo() ? tr("&Redo %1").arg(session::editText(document_->redoEdit()))
                                               : tr("&Redo"));
}

void MainWindow::updateActions() {
    const bool over = controller_->isGameOver();
    takebackAct_->setEnabled(controller_->canTakeBack());
    redoAct_->setEnabled(controller_->canRedo());
    pauseAct_->setEnabled(controller_->setup().red == session::PlayerKind::Computer &&
                          controller_->setup().black == session::PlayerKind::Computer && !over);
    moveNowAct_->setEnabled(controller_->isThinking());
    hintAct_->setEnabled(!controller_->isThinking() && !over);
    enginePanel_->setHintAvailable(!over);
    drawAct_->setEnabled(!over && (controller_->hasHumanAndComputer() || isHotseat()));
    resignAct_->setEnabled(!over && controller_->setup().player(controller_->position().sideToMove()) ==
                                        session::PlayerKind::Human);
    firstAct_->setEnabled(controller_->cursor() > 0);
    previousAct_->setEnabled(controller_->cursor() > 0);
    nextAct_->setEnabled(controller_->cursor() < controller_->length());
    lastAct_->setEnabled(controller_->cursor() < controller_->length());
    // Offered while the players are not those of the last New Game (a record opened for study, say).
    const session::GameSetup& now = controller_->setup();
    playFromHereAct_->setEnabled(!over && (now.red != settings_.setup.red || now.black != settings_.setup.black ||
                                           now.redEngine != settings_.setup.redEngine ||
                                           now.blackEngine != settings_.setup.blackEngine));
    if (network_) network_->adjustActions();  // a network game's own rules (fair play, agreements)
}

void MainWindow::showStatus(const QString& text, int ms) {
    lastStatus_ = text;
    static_cast<StatusLine*>(statusLine_)->setMessage(text);
    if (ms > 0 && !text.isEmpty()) statusTimer_->start(ms);
    else statusTimer_->stop();
}

void MainWindow::onMovePlayed(Move m, bool capture, bool check) {
    Q_UNUSED(m);
    if (controller_->length() >= 6) hideWelcome();  // three moves each: the player has found the way
    if (check) {
        sound_->play(Sound::CheckSound);
        const Color checked = controller_->position().sideToMove();
        showStatus(
            checked == Color::Red ? tr("Check! Red's general is attacked.") : tr("Check! Black's general is attacked."),
            4000);
    } else {
        sound_->play(capture ? Sound::CaptureSound : Sound::MoveSound);
        if (controller_->isBookMove(controller_->game().cursor()))
            showStatus(tr("The computer played a move from its opening book."), 4000);
        else if (!lastStatus_.isEmpty()) showStatus(QString());
    }
}

void MainWindow::onGameOver(const QString& text) {
    sound_->play(Sound::GameOverSound);
    hideWelcome();
    updateTurnLabel();
    updateActions();
    board_->setInteractive(false);
    if (gameOverBox_) gameOverBox_->deleteLater();
    Q_UNUSED(text);
    const QString outcome = outcomeText();
    showStatus(outcome);
    outcomeShown_ = true;  // until the game goes on (Take Back, resuming): see refreshBoard
    if (engineTools_->isMatchRunning()) return;  // the match dialog keeps the score; no box between its games
    gameOverBox_ = new QMessageBox(QMessageBox::Information, tr("Game over"), outcome, QMessageBox::NoButton, this);
    gameOverBox_->setObjectName(QLatin1String(partname::gameOverDialog));
    const QString lasted = tr("The game lasted %n move(s). You can browse it, save it, or start a new one.", nullptr,
                              (controller_->length() + 1) / 2);
    // A repetition verdict says which rule applied and what each side did.
    const QString why = controller_->game().ending() == GameEnding::None
                            ? session::repetitionExplanation(controller_->verdict(), controller_->position(), notation())
                            : QString();
    gameOverBox_->setInformativeText(why.isEmpty() ? lasted : why + QStringLiteral("\n\n") + lasted);
    QPushButton* again = gameOverBox_->addButton(tr("New Game…"), QMessageBox::AcceptRole);
    QPushButton* save = gameOverBox_->addButton(tr("Save…"), QMessageBox::ActionRole);
    connect(save, &QPushButton::clicked, this, &MainWindow::saveAs, Qt::QueuedConnection);
    gameOverBox_->addButton(QMessageBox::Close);
    // QMessageBox sizes itself to its short first line and wraps the explanation into a narrow column; a text
    // width of about 20 average characters keeps it to two or three lines.
    if (auto* info = gameOverBox_->findChild<QLabel*>(QStringLiteral("qt_msgbox_informativelabel")))
        info->setMinimumWidth(info->fontMetrics().averageCharWidth() * 40);
    connect(again, &QPushButton::clicked, this, &MainWindow::showNewGameDialog, Qt::QueuedConnection);
    gameOverBox_->setAttribute(Qt::WA_DeleteOnClose);
    gameOverBox_->open();  // window-modal, does not block the event loop
}

void MainWindow::submitTypedMove() {
    QString error;
    Move m = session::parseMoveText(controller_->position(), moveInput_->text(), &error, notation());
    if (!m) {
        showStatus(tr("Cannot play \"%1\": %2").arg(moveInput_->text().trimmed(), error), 6000);
        return;
    }
    if (settings_.warnRepetition &&
        repetitionVerdictAfter(controller_->position(), m, controller_->game().rules()).result != GameResult::Ongoing) {
        requestHumanMove(m);  // asks first; the typed text stays for another try
        return;
    }
    if (controller_->requestMove(m)) {
        moveInput_->clear();  // and it keeps the focus, for the next move
    }
}

void MainWindow::autosave() {
    if (!storedSettings_ || !autosaveReady_) return;
    // Written after every move to its own file, atomically (Settings::setAutosavedGame): `kill -9` or a power cut
    // right after a move still leaves that move in the file.
    const bool none = controller_->length() == 0 || controller_->isGameOver();
    QString error;
    if (session::Settings::setAutosavedGame(
            none ? QString() : QString::fromStdString(writePgn(controller_->record(), Notation::Iccs)), &error)) {
        autosaveFailed_ = false;
    } else if (!autosaveFailed_) {  // said once, not after every move
        autosaveFailed_ = true;
        qWarning("xiangqi: the game in progress cannot be auto-saved: %s", qPrintable(error));
        showStatus(tr("The game in progress cannot be auto-saved: %1").arg(error), 10000);
    }
}

void MainWindow::applyStrength(int level, int depth, qint64 movetimeMs) {
    session::GameSetup s = controller_->setup();
    s.level = level;
    s.depth = depth;
    s.movetimeMs = movetimeMs;
    controller_->setSetup(s);
    // The players of a study or of analysis are not the user's choice for the next game: only the strength is.
    settings_.setup.level = level;
    settings_.setup.depth = depth;
    settings_.setup.movetimeMs = movetimeMs;
    saveSettings();
    updateTurnLabel();
    showStatus(tr("The new strength applies from the computer's next move."), 4000);
}

// ---- commands ----

void MainWindow::newGame(const session::GameSetup& setup, const QString& fen) {
    analysis_->forgetPlayers();               // the new game's players stay when analysis stops
    if (gameOverBox_) gameOverBox_->close();  // the old result goes everywhere
    pauseAct_->setChecked(false);
    hideWelcome();
    showStatus(QString());  // the old game's messages go with it
    settings_.setup = setup;
    enginePanel_->clearInfo();
    enginePanel_->setStrength(setup.level, setup.depth, setup.movetimeMs);
    orientBoardFor(setup);
    controller_->newGame(setup, fen);
    document_->clear();
}

void MainWindow::setRules(RuleSet rules) {
    settings_.setup.rules = rules;
    saveSettings();
    controller_->setRules(rules);
    showStatus(tr("Repetitions are now judged by the %1.").arg(session::ruleSetText(rules)), 4000);
}

void MainWindow::requestHumanMove(Move m) {
    if (settings_.warnRepetition && !controller_->isGameOver()) {
        const Verdict v = repetitionVerdictAfter(controller_->position(), m, controller_->game().rules());
        if (v.result != GameResult::Ongoing) {
            QMessageBox box(QMessageBox::Warning, tr("Repetition"),
                            tr("This move repeats the position a third time and loses the game."),
                            QMessageBox::NoButton, this);
            Position after = controller_->position();
            after.makeMove(m);
            box.setInformativeText(session::repetitionExplanation(v, after, notation()));
            QPushButton* play = box.addButton(tr("Play It Anyway"), QMessageBox::DestructiveRole);
            box.addButton(tr("Choose Another Move"), QMessageBox::RejectRole);
            box.exec();
            if (box.clickedButton() != play) {
                refreshBoard(false);
                return;
            }
        }
    }
    controller_->requestMove(m);
}

void MainWindow::playFromHere() { setPlayers(settings_.setup); }

bool MainWindow::isHotseat() const {
    return controller_->setup().red == session::PlayerKind::Human &&
           controller_->setup().black == session::PlayerKind::Human && !networkActive();
}

void MainWindow::offerDraw() {
    // Asked first: a draw cannot be taken back. Two players at one computer record the draw they agree on.
    const bool hotseat = isHotseat();
    const QString question = hotseat ? tr("Do both players agree to a draw?") : tr("Do you want to offer a draw?");
    if (isVisible() && QMessageBox::question(this, tr("Draw"), question) != QMessageBox::Yes) return;
    if (hotseat) controller_->agreeDraw();
    else controller_->offerDraw();
}

void MainWindow::orientBoardFor(const session::GameSetup& setup) {
    // Play Black from the bottom of the screen when the human plays Black alone.
    if (setup.red == session::PlayerKind::Computer && setup.black == session::PlayerKind::Human) setFlipped(true);
    else if (setup.red == session::PlayerKind::Human) setFlipped(false);
}

void MainWindow::setPlayers(const session::GameSetup& setup) {
    // The board turns as for a new game with these players (--mode black, Play from Here as Black).
    orientBoardFor(setup);
    settings_.setup = setup;
    controller_->setSetup(setup);
    enginePanel_->setStrength(setup.level, setup.depth, setup.movetimeMs);
    saveSettings();
    updateActions();
    updateTurnLabel();
}

void MainWindow::setPosition(const Position& pos) {
    session::GameSetup s = controller_->setup();
    newGame(s, QString::fromStdString(pos.fen()));
}

void MainWindow::showNewGameDialog() {
    NewGameDialog dialog(settings_.setup, this);
    dialog.setEngines(engines_->engines());
    if (dialog.exec() != QDialog::Accepted) return;
    newGame(dialog.setup(), dialog.fen());
}

bool MainWindow::loadPgnText(const QString& text, QString* error) {
    session::DocumentError e;
    if (document_->openText(text, &e)) return true;
    if (error) *error = session::documentErrorText(e);
    return false;
}

void MainWindow::onDocumentOpened() {
    analysis_->forgetPlayers();  // a record is for study, also after analysis
    if (gameOverBox_) gameOverBox_->close();
    enginePanel_->clearInfo();
    hideWelcome();
    // The messages of the game before (a check, a hint, a refusal) do not belong to this one.
    showStatus(controller_->isGameOver() ? controller_->resultText() : QString());
    updateActions();
}

bool MainWindow::openRecordFile(const QString& path, QString* error, int gameIndex) {
    // Read, decode and index off the GUI thread, with a progress dialog that can cancel; the game on the board
    // changes only once a whole game has been read.
    const session::LoadedRecords loaded = loadRecordsWithProgress(path, this);
    if (loaded.cancelled) {
        if (error) error->clear();
        return false;
    }
    if (gameIndex < 0) {
        gameIndex = 0;
        if (!loaded.failure && loaded.gameCount() > 1) {
            GameChooser chooser(loaded, this);
            if (chooser.exec() != QDialog::Accepted) {
                if (error) error->clear();
                return false;
            }
            gameIndex = chooser.selectedGame();
        }
    }
    session::DocumentError e;
    if (!document_->openLoaded(path, loaded, gameIndex, &e)) {
        if (error) *error = session::documentErrorText(e);
        return false;
    }
    // A library (CBL) or a page of DhtmlXQ blocks with a bad game: the others open, and the user hears of it.
    const auto& skipped = document_->skippedGames();
    if (!skipped.empty())
        showStatus(tr("%n game(s) of this file could not be read and were left out (the first: %1)", nullptr,
                      int(skipped.size()))
                       .arg(session::recordErrorText(skipped.front())),
                   15000);
    // An XQF file whose moves end early or turn illegal: what could be read is shown, and where it stopped is said.
    if (const RecordError& stopped = document_->partialRead())
        showStatus(tr("This game could be read only up to a place (%1); the moves before it are shown. Save As keeps "
                      "them in a new file.")
                       .arg(session::recordErrorText(stopped)),
                   15000);
    return true;
}

void MainWindow::openGame() {
    if (!confirmDiscard()) return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Game"), startFolder(),
                                     tr("Game records (*.pgn *.xqf *.cbf *.cbr *.cbl *.ubb *.txt *.dhtmlxq);;"
                                        "PGN (*.pgn);;XQF (*.xqf);;DhtmlXQ / UBB (*.ubb *.txt *.dhtmlxq);;"
                                        "ChessBridge (*.cbf *.cbr *.cbl);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

void MainWindow::openFile(const QString& path) {
    QString error;
    if (openRecordFile(path, &error)) {
        rememberFile(path);
        return;
    }
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot open the game"),
                             tr("%1 could not be read:\n%2\n\nThe current game was not changed.").arg(path, error));
}

void MainWindow::openFiles(const QStringList& files) {
    if (!files.isEmpty() && !confirmDiscard()) return;
    for (const QString& path : files) {
        QString error;
        if (openRecordFile(path, &error)) {
            rememberFile(path);
            showStatus(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 4000);
            continue;
        }
        if (error.isEmpty()) continue;  // the user cancelled (reading, or choosing a game of a collection)
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Cannot open the game"),
                            tr("%1 could not be read:\n%2\n\nThe current game was not changed.").arg(path, error),
                            QMessageBox::Close, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    if (isMinimized()) showNormal();
    raise();
    activateWindow();
}

QString MainWindow::startFolder() const {
    if (!settings_.lastFolder.isEmpty() && QFileInfo(settings_.lastFolder).isDir()) return settings_.lastFolder;
    // The documents folder, if there is one: a folder that does not exist made the Open dialog show "Documents" in
    // its file name box.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void MainWindow::rememberFile(const QString& path) {
    settings_.lastFolder = QFileInfo(path).absolutePath();
    settings_.recentFiles.removeAll(path);
    settings_.recentFiles.prepend(path);
    while (settings_.recentFiles.size() > 8) settings_.recentFiles.removeLast();
    updateRecentMenu();
    saveSettings();
}

void MainWindow::updateRecentMenu() {
    if (!recentMenu_) return;
    recentMenu_->clear();
    for (const QString& path : settings_.recentFiles) {
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (confirmDiscard()) openFile(path);
        });
    }
    recentMenu_->setEnabled(!settings_.recentFiles.isEmpty());
}

bool MainWindow::confirmDiscard() {
    // A game with moves that are not in a file yet is worth a question; a finished one too.
    if (!document_->isDirty() || controller_->length() == 0 || !isVisible()) return true;
    const auto answer =
        QMessageBox::question(this, tr("Unsaved game"), tr("The game on the board has not been saved. Save it first?"),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel) return false;
    if (answer == QMessageBox::Save) return save();
    return true;
}

QString MainWindow::suggestedFileName() const {
    const GameRecord& r = controller_->record();
    QString name = QString::fromStdString(r.tag("Red") + "-" + r.tag("Black") + "-" + r.tag("Date"));
    name.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|. ]+")), QStringLiteral("-"));
    return (name.isEmpty() ? QStringLiteral("game") : name) + QStringLiteral(".pgn");
}

bool MainWindow::save() {
    // Only a file of one game in a format we write takes the game back; anything else gets Save As.
    if (!document_->canSaveBack()) return saveAs();
    const QString path = document_->path();
    session::DocumentError error;
    return reportSave(document_->save(settings_.notation, &error), path, error);
}

bool MainWindow::reportSave(bool saved, const QString& path, const session::DocumentError& error) {
    if (!saved) {
        QMessageBox::warning(this, tr("Cannot save the game"),
                             tr("%1 could not be written:\n%2").arg(path, session::documentErrorText(error)));
        return false;
    }
    rememberFile(path);
    showStatus(tr("Saved %1").arg(path), 4000);
    return true;
}

bool MainWindow::saveAs() {
    const QString simplified = tr("PGN, Chinese moves in simplified characters (*.pgn)"),
                  traditional = tr("PGN, Chinese moves in traditional characters (*.pgn)"),
                  wxf = tr("PGN, WXF moves (*.pgn)"), iccs = tr("PGN, ICCS moves (*.pgn)"), xqf = tr("XQF (*.xqf)");
    // Offered first: the notation shown, in the characters of the game's file (or those shown, for a new game).
    const bool fileSimplified = document_->fileCharacters() == ChineseCharacters::Simplified;
    QString filter = settings_.notation == Notation::Wxf    ? wxf
                     : settings_.notation == Notation::Iccs ? iccs
                     : fileSimplified                       ? simplified
                                                            : traditional;
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"),
                                                QDir(startFolder()).filePath(suggestedFileName()),
                                                QStringList{simplified, traditional, wxf, iccs, xqf}.join(";;"), &filter);
    if (path.isEmpty()) return false;
    const QString suffix = filter == xqf ? QStringLiteral(".xqf") : QStringLiteral(".pgn");
    if (!path.endsWith(".pgn", Qt::CaseInsensitive) && !path.endsWith(".xqf", Qt::CaseInsensitive)) path += suffix;
    const Notation n = filter == wxf ? Notation::Wxf : filter == iccs ? Notation::Iccs : Notation::Chinese;
    std::optional<ChineseCharacters> characters;  // the user's choice of characters, when a Chinese filter was chosen
    if (filter == simplified) characters = ChineseCharacters::Simplified;
    else if (filter == traditional) characters = ChineseCharacters::Traditional;
    session::DocumentError error;
    return reportSave(document_->saveAs(path, n, &error, characters), path, error);
}

bool MainWindow::saveBoardPicture(const QString& path, int width, bool coordinates, QString* error) const {
    const QImage image = board_->renderImage(width, coordinates);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

void MainWindow::exportPicture() {
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Export Picture"));
    auto* form = new QFormLayout(&dialog);
    auto* width = new QSpinBox(&dialog);
    width->setRange(100, 8000);
    width->setSuffix(tr(" pixels"));
    width->setValue(preferences_->value(session::setting::ExportWidth));
    auto* coordinates = new QCheckBox(tr("Show coordinates"), &dialog);
    coordinates->setChecked(preferences_->value(session::setting::ExportCoordinates));
    form->addRow(tr("Width:"), width);
    form->addRow(coordinates);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted) return;
    preferences_->setValue(session::setting::ExportWidth, width->value());
    preferences_->setValue(session::setting::ExportCoordinates, coordinates->isChecked());
    QString name = suggestedFileName();
    name.replace(QRegularExpression(QStringLiteral("\\.pgn$")), QStringLiteral(".png"));
    QString path = QFileDialog::getSaveFileName(this, tr("Export Picture"), QDir(startFolder()).filePath(name),
                                                tr("PNG pictures (*.png)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive)) path += QStringLiteral(".png");
    QString error;
    if (!saveBoardPicture(path, width->value(), coordinates->isChecked(), &error)) {
        QMessageBox::warning(this, tr("Export Picture"), tr("%1 could not be written:\n%2").arg(path, error));
        return;
    }
    showStatus(tr("Saved %1").arg(path), 4000);
}

void MainWindow::copyFen() {
    QApplication::clipboard()->setText(QString::fromStdString(controller_->position().fen()));
    showStatus(tr("The position (FEN) is on the clipboard."), 4000);
}

bool MainWindow::pasteFen(const QString& fen, QString* error) {
    Position test;
    FenError why;
    if (!test.setFen(fen.trimmed().toStdString(), &why)) {
        if (error) *error = session::fenErrorText(why);
        return false;
    }
    newGame(controller_->setup(), fen.trimmed());
    return true;
}

void MainWindow::pasteFenFromClipboard() {
    QString error;
    if (!pasteFen(QApplication::clipboard()->text(), &error))
        QMessageBox::warning(this, tr("Cannot paste the position"),
                             tr("The clipboard does not hold a valid FEN:\n%1").arg(error));
}

void MainWindow::about() {
    QMessageBox::about(
        this, tr("About Xiangqi"),
        tr("<h3>Xiangqi %1</h3><p>Chinese chess for the desktop, with a computer opponent whose strength you can "
           "choose.</p><p>Play by clicking or dragging pieces, or type moves in Chinese, WXF or ICCS notation. "
           "Games are saved as PGN.</p><p>Built with Qt %2.</p>")
            .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

// ---- preferences ----

ChineseCharacters MainWindow::chineseCharacters() const {
    // The user's choice, else simplified in a simplified-Chinese window and traditional in any other.
    return settings_.characters.value_or(chineseUi_ ? ChineseCharacters::Simplified : ChineseCharacters::Traditional);
}

void MainWindow::setChineseCharacters(ChineseCharacters c) {
    settings_.characters = c;
    applyChineseCharacters();
    saveSettings();
}

void MainWindow::applyChineseCharacters() {
    const ChineseCharacters c = chineseCharacters();
    session::setChineseCharacters(c);
    document_->setNewGameCharacters(c);  // what a game without a file of its own is saved in
    if (settings_.notation == Notation::Chinese)
        (c == ChineseCharacters::Simplified ? simplifiedAct_ : chineseAct_)->setChecked(true);
}

void MainWindow::setNotation(Notation n) {
    settings_.notation = n;
    refreshMoveTexts();
    saveSettings();
}

void MainWindow::refreshMoveTexts() {
    const Notation n = settings_.notation;
    applyChineseCharacters();
    if (n != Notation::Chinese) (n == Notation::Wxf ? wxfAct_ : iccsAct_)->setChecked(true);
    moveList_->setGame(controller_->game(), n, controller_->cursor());
    enginePanel_->setNotation(n);  // the best line switches with everything else
    board_->setNotation(n);        // and so do the board's edge labels
    controller_->setNotation(n);   // and the pieces named when a move is refused
    // And the analysis lines and the move tree.
    if (analysis_) analysis_->setNotation(n);
    if (study_) study_->refreshTree();
}

void MainWindow::setPieceSet(session::PieceSet set) {
    settings_.pieceSet = set;
    for (QAction* a : traditionalAct_->actionGroup()->actions()) a->setChecked(a->data().toInt() == int(set));
    board_->setPieceSet(set);
    captured_->setPieceSet(set);
    saveSettings();
}

void MainWindow::setToggle(bool session::Settings::*setting, QAction* action, bool on) {
    settings_.*setting = on;
    action->setChecked(on);
    saveSettings();
}

void MainWindow::setSoundEnabled(bool on) {
    sound_->setEnabled(on);
    setToggle(&session::Settings::sound, soundAct_, on);
}

void MainWindow::setFlipped(bool flipped) {
    board_->setFlipped(flipped);
    setToggle(&session::Settings::flipped, flipAct_, flipped);
}

void MainWindow::setEnginePanelVisible(bool visible) {
    enginePanel_->setVisible(visible);
    setToggle(&session::Settings::showEnginePanel, panelAct_, visible);
}

void MainWindow::setLanguage(const QString& code) {
    settings_.language = code;
    QCoreApplication::removeTranslator(&translator_);
    QCoreApplication::removeTranslator(&qtTranslator_);
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    chineseUi_ = locale.language() == QLocale::Chinese;
    if (locale.language() == QLocale::Chinese) {
        // From share/xiangqi/translations/ beside the executable's bin/ (see paths.h), not from resources.
        if (translator_.load(QStringLiteral("xiangqi_zh_CN"), session::translationsDirectory()))
            QCoreApplication::installTranslator(&translator_);
        else
            qWarning("xiangqi: the Chinese translation xiangqi_zh_CN.qm was not found in \"%s\"",
                     qUtf8Printable(QDir::toNativeSeparators(session::translationsDirectory())));
        if (qtTranslator_.load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("qtbase"), QStringLiteral("_"),
                               QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qtTranslator_);
    } else if (translator_.load(QStringLiteral("xiangqi_en"), session::translationsDirectory())) {
        // English needs a translation too, for its plural forms ("1 move", "31 moves").
        QCoreApplication::installTranslator(&translator_);
    }
    // Installing or removing a translator sends LanguageChange; make sure the window updates either way.
    retranslate();
    // The characters follow the language unless the user chose them; every move text is written again.
    refreshMoveTexts();
    refreshRecord();
    updateOpeningLabel();
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    arrangePanels();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (sideScroll_ && ((watched == sideScroll_->viewport() && event->type() == QEvent::Resize) ||
                        (watched == side_ && event->type() == QEvent::LayoutRequest)))
        QMetaObject::invokeMethod(this, &MainWindow::fitSidePanel, Qt::QueuedConnection);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::fitSidePanel() {
    if (!sideScroll_ || !side_->layout()) return;
    const QSize view = sideScroll_->viewport()->size();
    QLayout* layout = side_->layout();
    layout->activate();
    int needed = layout->hasHeightForWidth() ? layout->minimumHeightForWidth(view.width()) : -1;
    needed = std::max(needed, layout->minimumSize().height());
    const QSize size(view.width(), std::max(view.height(), needed));
    if (side_->size() != size) side_->resize(size);
}

void MainWindow::arrangePanels() {
    // Landscape: the panel beside the board, as wide as the window leaves beside a board of the window's height,
    // between MinSidePanelWidth and SidePanelWidth (ExplorerPanelWidth with the opening explorer, whose columns
    // need it). Portrait: the panel under the board, at most 45 % of the height. The board gets the rest; the
    // panel scrolls when what it shows needs more height than it has.
    const QSize area = centralWidget() ? centralWidget()->size() : size();
    const bool portrait = area.height() > area.width() * 11 / 10;
    const bool explorer = explorerBox_ && !explorerBox_->isHidden();
    // The engine panel's strength controls and the captured pieces give way to the explorer and in a low window
    // (the board shows what is left anyway); the move list gives the explorer the larger share.
    enginePanel_->setCompact(portrait || explorer || area.height() < 640, explorer || area.height() < 560);
    captured_->setVisible(!explorer && (portrait || area.height() >= 560));
    if (auto* layout = qobject_cast<QBoxLayout*>(side_->layout())) {
        layout->setStretchFactor(moveList_, 1);
        if (explorerBox_) layout->setStretchFactor(explorerBox_, 2);
    }
    if (portrait) {
        centralLayout_->setDirection(QBoxLayout::TopToBottom);
        sideScroll_->setMinimumWidth(0);
        sideScroll_->setMaximumWidth(QWIDGETSIZE_MAX);
        sideScroll_->setFixedHeight(std::max(120, area.height() * 45 / 100));
    } else {
        centralLayout_->setDirection(QBoxLayout::LeftToRight);
        sideScroll_->setMinimumHeight(0);
        sideScroll_->setMaximumHeight(QWIDGETSIZE_MAX);
        const int widest = explorer ? ExplorerPanelWidth : SidePanelWidth;
        const int width = std::clamp(area.width() - area.height() * 9 / 10, MinSidePanelWidth, widest);
        sideScroll_->setFixedWidth(width);
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (storedSettings_) {
        saveSettings();
        autosave();
    }
    QMainWindow::closeEvent(event);
}

void MainWindow::saveSettings() {
    // Written whenever something changes, so a crash forgets nothing (to memory for a window that leaves the user's
    // files alone).
    settings_.geometry = saveGeometry();
    settings_.windowState = saveState();
    settings_.save(*preferences_);
}

}  // namespace xq::ui
