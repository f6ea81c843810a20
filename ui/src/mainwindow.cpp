// Main window: layout, menus, shortcuts, dialogs, and the wiring between the controller and the widgets.
#include "xiangqi/ui/mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include "xiangqi/pgn.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/enginepanel.h"
#include "xiangqi/ui/gamechooser.h"
#include "xiangqi/ui/movelist.h"
#include "xiangqi/ui/newgamedialog.h"
#include "xiangqi/ui/recordloader.h"
#include "xiangqi/ui/sound.h"

namespace xq::ui {

MainWindow::MainWindow(bool storedSettings, QWidget* parent) : QMainWindow(parent), storedSettings_(storedSettings) {
    if (storedSettings_) settings_ = Settings::load();
    controller_ = new GameController(this);
    controller_->setComputerPause(400);
    sound_ = new Sound(this);

    board_ = new BoardView(this);
    moveList_ = new MoveListWidget(this);
    enginePanel_ = new EnginePanel(this);
    turnLabel_ = new QLabel(this);
    QFont big = turnLabel_->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    turnLabel_->setFont(big);
    turnLabel_->setWordWrap(true);
    moveInputLabel_ = new QLabel(this);
    moveInput_ = new QLineEdit(this);
    moveInput_->setClearButtonEnabled(true);
    moveInputLabel_->setBuddy(moveInput_);

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(turnLabel_);
    sideLayout->addWidget(moveList_, 1);
    auto* inputRow = new QHBoxLayout;
    inputRow->addWidget(moveInputLabel_);
    inputRow->addWidget(moveInput_, 1);
    sideLayout->addLayout(inputRow);
    sideLayout->addWidget(enginePanel_);
    // The side panel keeps one width so that the board never moves while the move list fills up.
    side->setFixedWidth(310);
    auto* central = new QWidget(this);
    auto* centralLayout = new QHBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(board_, 1);
    centralLayout->addWidget(side);
    setCentralWidget(central);

    createActions();
    createMenus();
    statusBar();  // created now, so the board does not shrink when the first message appears

    connect(board_, &BoardView::moveRequested, controller_, &GameController::requestMove);
    connect(controller_, &GameController::positionChanged, this, &MainWindow::refreshBoard);
    connect(controller_, &GameController::recordChanged, this, &MainWindow::refreshRecord);
    connect(controller_, &GameController::moveRefused, this,
            [this](const QString& reason) { showStatus(tr("Not allowed: %1").arg(reason), 6000); });
    connect(controller_, &GameController::movePlayed, this, &MainWindow::onMovePlayed);
    connect(controller_, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(controller_, &GameController::thinkingChanged, this, [this](bool thinking) {
        enginePanel_->setThinking(thinking);
        updateTurnLabel();
        updateActions();
        board_->setInteractive(controller_->humanToMove() && !thinking);
    });
    connect(controller_, &GameController::engineProgress, this,
            [this](const SearchInfo& info, const Position& root) { enginePanel_->setInfo(info, root, notation()); });
    connect(controller_, &GameController::hintReady, this, [this](Move m) {
        board_->setHint(m);
        showStatus(tr("Hint: %1").arg(moveText(controller_->position(), m, notation())), 8000);
    });
    connect(controller_, &GameController::drawOfferAnswered, this, [this](bool accepted) {
        if (!accepted) showStatus(tr("The computer declines the draw offer."), 6000);
    });
    connect(moveList_, &MoveListWidget::plySelected, controller_, &GameController::goToPly);
    connect(moveList_, &MoveListWidget::firstRequested, controller_, &GameController::goFirst);
    connect(moveList_, &MoveListWidget::previousRequested, controller_, &GameController::goPrevious);
    connect(moveList_, &MoveListWidget::nextRequested, controller_, &GameController::goNext);
    connect(moveList_, &MoveListWidget::lastRequested, controller_, &GameController::goLast);
    connect(moveInput_, &QLineEdit::returnPressed, this, &MainWindow::submitTypedMove);
    connect(enginePanel_, &EnginePanel::moveNowClicked, controller_, &GameController::moveNow);
    connect(enginePanel_, &EnginePanel::hintClicked, controller_, &GameController::hint);
    connect(enginePanel_, &EnginePanel::strengthChanged, this, &MainWindow::applyStrength);

    enginePanel_->setStrength(settings_.setup.level, settings_.setup.depth, settings_.setup.movetimeMs);
    board_->setPieceSet(settings_.pieceSet);
    board_->setFlipped(settings_.flipped);
    sound_->setEnabled(settings_.sound);
    enginePanel_->setVisible(settings_.showEnginePanel);
    if (storedSettings_) setLanguage(settings_.language);
    retranslate();
    if (!settings_.geometry.isEmpty()) restoreGeometry(settings_.geometry);
    else resize(980, 760);
    if (!settings_.windowState.isEmpty()) restoreState(settings_.windowState);

    // Start with a game the way the user last played (main() may replace it by the auto-saved one).
    controller_->newGame(settings_.setup);
    // From now on the game in progress is auto-saved; the empty game above must not overwrite the one from last time.
    autosaveReady_ = true;
}

MainWindow::~MainWindow() = default;

// ---- actions and menus ----

void MainWindow::createActions() {
    auto make = [this](const QKeySequence& key, auto slot) {
        auto* a = new QAction(this);
        if (!key.isEmpty()) a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    newAct_ = make(QKeySequence::New, [this] { showNewGameDialog(); });
    openAct_ = make(QKeySequence::Open, [this] { openGame(); });
    saveAct_ = make(QKeySequence::Save, [this] { saveGame(); });
    copyFenAct_ = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), [this] { copyFen(); });
    pasteFenAct_ = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), [this] { pasteFenFromClipboard(); });
    drawAct_ = make(QKeySequence(), [this] { controller_->offerDraw(); });
    resignAct_ = make(QKeySequence(), [this] {
        if (QMessageBox::question(this, tr("Resign"), tr("Do you really want to resign this game?")) ==
            QMessageBox::Yes)
            controller_->resign();
    });
    quitAct_ = make(QKeySequence::Quit, [this] { close(); });
    takebackAct_ = make(QKeySequence::Undo, [this] { controller_->takeback(); });
    redoAct_ = make(QKeySequence::Redo, [this] { controller_->redo(); });
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
    traditionalAct_ = make(QKeySequence(), [this] { setPieceSet(PieceSet::Traditional); });
    internationalAct_ = make(QKeySequence(), [this] { setPieceSet(PieceSet::International); });
    for (QAction* a : {traditionalAct_, internationalAct_}) a->setCheckable(true), pieces->addAction(a);
    (settings_.pieceSet == PieceSet::Traditional ? traditionalAct_ : internationalAct_)->setChecked(true);

    auto* notations = new QActionGroup(this);
    chineseAct_ = make(QKeySequence(), [this] { setNotation(Notation::Chinese); });
    wxfAct_ = make(QKeySequence(), [this] { setNotation(Notation::Wxf); });
    iccsAct_ = make(QKeySequence(), [this] { setNotation(Notation::Iccs); });
    for (QAction* a : {chineseAct_, wxfAct_, iccsAct_}) a->setCheckable(true), notations->addAction(a);
    (settings_.notation == Notation::Wxf    ? wxfAct_
     : settings_.notation == Notation::Iccs ? iccsAct_
                                            : chineseAct_)
        ->setChecked(true);

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

    soundAct_ = make(QKeySequence(), [this] { setSoundEnabled(soundAct_->isChecked()); });
    soundAct_->setCheckable(true);
    soundAct_->setChecked(settings_.sound);
    soundAct_->setEnabled(Sound::isAvailable());
    aboutAct_ = make(QKeySequence::HelpContents, [this] { about(); });
    aboutQtAct_ = make(QKeySequence(), [] { QApplication::aboutQt(); });
}

void MainWindow::createMenus() {
    gameMenu_ = menuBar()->addMenu(QString());
    gameMenu_->addActions({newAct_, openAct_, saveAct_});
    gameMenu_->addSeparator();
    gameMenu_->addActions({copyFenAct_, pasteFenAct_});
    gameMenu_->addSeparator();
    gameMenu_->addActions({drawAct_, resignAct_});
    gameMenu_->addSeparator();
    gameMenu_->addAction(quitAct_);

    moveMenu_ = menuBar()->addMenu(QString());
    moveMenu_->addActions({takebackAct_, redoAct_});
    moveMenu_->addSeparator();
    moveMenu_->addActions({moveNowAct_, hintAct_});
    moveMenu_->addSeparator();
    moveMenu_->addActions({firstAct_, previousAct_, nextAct_, lastAct_});

    viewMenu_ = menuBar()->addMenu(QString());
    viewMenu_->addAction(flipAct_);
    piecesMenu_ = viewMenu_->addMenu(QString());
    piecesMenu_->addActions({traditionalAct_, internationalAct_});
    notationMenu_ = viewMenu_->addMenu(QString());
    notationMenu_->addActions({chineseAct_, wxfAct_, iccsAct_});
    viewMenu_->addAction(panelAct_);
    languageMenu_ = viewMenu_->addMenu(QString());
    languageMenu_->addActions({systemLangAct_, englishAct_, chineseLangAct_});

    optionsMenu_ = menuBar()->addMenu(QString());
    optionsMenu_->addAction(soundAct_);

    helpMenu_ = menuBar()->addMenu(QString());
    helpMenu_->addActions({aboutAct_, aboutQtAct_});

    toolBar_ = addToolBar(QString());
    toolBar_->setObjectName("mainToolBar");
    toolBar_->setMovable(false);
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolBar_->addActions({newAct_, openAct_, saveAct_});
    toolBar_->addSeparator();
    toolBar_->addActions({takebackAct_, redoAct_});
    toolBar_->addSeparator();
    toolBar_->addActions({hintAct_, moveNowAct_});
    toolBar_->addSeparator();
    toolBar_->addAction(flipAct_);
}

void MainWindow::retranslate() {
    gameMenu_->setTitle(tr("&Game"));
    moveMenu_->setTitle(tr("&Move"));
    viewMenu_->setTitle(tr("&View"));
    piecesMenu_->setTitle(tr("&Pieces"));
    notationMenu_->setTitle(tr("&Notation"));
    languageMenu_->setTitle(tr("&Language"));
    optionsMenu_->setTitle(tr("&Options"));
    helpMenu_->setTitle(tr("&Help"));
    toolBar_->setWindowTitle(tr("Tools"));
    newAct_->setText(tr("&New Game…"));
    openAct_->setText(tr("&Open…"));
    saveAct_->setText(tr("&Save As…"));
    copyFenAct_->setText(tr("&Copy FEN"));
    pasteFenAct_->setText(tr("&Paste FEN"));
    drawAct_->setText(tr("Offer &Draw"));
    resignAct_->setText(tr("&Resign…"));
    quitAct_->setText(tr("&Quit"));
    takebackAct_->setText(tr("&Take Back"));
    redoAct_->setText(tr("&Redo"));
    moveNowAct_->setText(tr("Move &Now"));
    hintAct_->setText(tr("&Hint"));
    firstAct_->setText(tr("&First Position"));
    previousAct_->setText(tr("&Previous Move"));
    nextAct_->setText(tr("Ne&xt Move"));
    lastAct_->setText(tr("&Last Position"));
    flipAct_->setText(tr("&Flip Board"));
    traditionalAct_->setText(tr("&Traditional (Chinese characters)"));
    internationalAct_->setText(tr("&International (symbols for beginners)"));
    chineseAct_->setText(tr("&Chinese (炮二平五)"));
    wxfAct_->setText(tr("&WXF (C2=5)"));
    iccsAct_->setText(tr("&ICCS (h2e2)"));
    panelAct_->setText(tr("&Engine Panel"));
    systemLangAct_->setText(tr("&System Language"));
    englishAct_->setText(QStringLiteral("&English"));
    chineseLangAct_->setText(QStringLiteral("简体中文 (&Chinese)"));
    soundAct_->setText(Sound::isAvailable() ? tr("&Sound") : tr("&Sound (not available in this build)"));
    aboutAct_->setText(tr("&About Xiangqi"));
    aboutQtAct_->setText(tr("About &Qt"));
    moveInputLabel_->setText(tr("&Your move:"));
    moveInput_->setPlaceholderText(tr("e.g. 炮二平五, C2=5 or h2e2"));
    moveInput_->setToolTip(tr("Type a move in Chinese, WXF or ICCS notation and press Enter"));
    setWindowTitle(tr("Xiangqi — Chinese Chess"));
    updateTurnLabel();
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
    board_->setInteractive(controller_->humanToMove() && !controller_->isThinking());
    moveList_->setCurrentPly(controller_->cursor());
    updateTurnLabel();
    updateActions();
}

void MainWindow::refreshRecord() {
    moveList_->setGame(controller_->game(), notation(), controller_->cursor());
    autosave();
}

QString MainWindow::turnText() const { return turnLabel_->text(); }

void MainWindow::updateTurnLabel() {
    if (!controller_) return;
    QString text;
    if (controller_->isGameOver()) {
        text = controller_->resultText();
    } else {
        const Color side = controller_->position().sideToMove();
        text = side == Color::Red ? tr("Red to move") : tr("Black to move");
        if (controller_->isThinking() && !controller_->humanToMove()) text += tr(" — the computer is thinking…");
        if (controller_->position().inCheck()) text += tr(" (in check!)");
        if (controller_->cursor() < controller_->length())
            text +=
                tr("\nShowing half-move %1 of %2 (End returns)").arg(controller_->cursor()).arg(controller_->length());
    }
    turnLabel_->setText(text);
    turnLabel_->setStyleSheet(
        controller_->position().sideToMove() == Color::Red && !controller_->isGameOver() ? "color: #b01010" : "");
}

void MainWindow::updateActions() {
    const bool over = controller_->isGameOver();
    takebackAct_->setEnabled(controller_->cursor() > 0);
    redoAct_->setEnabled(controller_->cursor() < controller_->length());
    moveNowAct_->setEnabled(controller_->isThinking());
    hintAct_->setEnabled(!controller_->isThinking() && !over);
    enginePanel_->setHintAvailable(!over);
    drawAct_->setEnabled(!over && controller_->hasHumanAndComputer());
    resignAct_->setEnabled(!over &&
                           controller_->setup().player(controller_->position().sideToMove()) == PlayerKind::Human);
    firstAct_->setEnabled(controller_->cursor() > 0);
    previousAct_->setEnabled(controller_->cursor() > 0);
    nextAct_->setEnabled(controller_->cursor() < controller_->length());
    lastAct_->setEnabled(controller_->cursor() < controller_->length());
}

void MainWindow::showStatus(const QString& text, int ms) {
    lastStatus_ = text;
    statusBar()->showMessage(text, ms);
}

void MainWindow::onMovePlayed(Move m, bool capture, bool check) {
    Q_UNUSED(m);
    if (check) {
        sound_->play(Sound::CheckSound);
        const Color checked = controller_->position().sideToMove();
        showStatus(
            checked == Color::Red ? tr("Check! Red's general is attacked.") : tr("Check! Black's general is attacked."),
            4000);
    } else {
        sound_->play(capture ? Sound::CaptureSound : Sound::MoveSound);
        if (!lastStatus_.isEmpty()) showStatus(QString());
    }
}

void MainWindow::onGameOver(const QString& text) {
    sound_->play(Sound::GameOverSound);
    updateTurnLabel();
    updateActions();
    board_->setInteractive(false);
    showStatus(text);
    if (gameOverBox_) gameOverBox_->deleteLater();
    gameOverBox_ = new QMessageBox(QMessageBox::Information, tr("Game over"), text, QMessageBox::NoButton, this);
    gameOverBox_->setInformativeText(tr("The game lasted %1 moves. You can browse it, save it, or start a new one.")
                                         .arg((controller_->length() + 1) / 2));
    QPushButton* again = gameOverBox_->addButton(tr("New Game…"), QMessageBox::AcceptRole);
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
    Move m = parseMoveText(controller_->position(), moveInput_->text(), &error);
    if (!m) {
        showStatus(tr("Cannot play \"%1\": %2").arg(moveInput_->text().trimmed(), error), 6000);
        return;
    }
    if (controller_->requestMove(m)) moveInput_->clear();
}

void MainWindow::autosave() {
    if (!storedSettings_ || !autosaveReady_) return;
    if (controller_->length() == 0 || controller_->isGameOver()) Settings::setAutosavedGame(QString());
    else Settings::setAutosavedGame(QString::fromStdString(writePgn(controller_->record(), Notation::Iccs)));
}

void MainWindow::applyStrength(int level, int depth, qint64 movetimeMs) {
    GameSetup s = controller_->setup();
    s.level = level;
    s.depth = depth;
    s.movetimeMs = movetimeMs;
    controller_->setSetup(s);
    settings_.setup = s;
    showStatus(tr("The new strength applies from the computer's next move."), 4000);
}

// ---- commands ----

void MainWindow::newGame(const GameSetup& setup, const QString& fen) {
    settings_.setup = setup;
    enginePanel_->clearInfo();
    enginePanel_->setStrength(setup.level, setup.depth, setup.movetimeMs);
    // Play Black from the bottom of the screen when the human plays Black alone.
    if (setup.red == PlayerKind::Computer && setup.black == PlayerKind::Human) setFlipped(true);
    else if (setup.red == PlayerKind::Human) setFlipped(false);
    controller_->newGame(setup, fen);
}

void MainWindow::setPosition(const Position& pos) {
    GameSetup s = controller_->setup();
    newGame(s, QString::fromStdString(pos.fen()));
}

void MainWindow::showNewGameDialog() {
    NewGameDialog dialog(controller_->setup(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    newGame(dialog.setup(), dialog.fen());
}

bool MainWindow::loadPgnText(const QString& text, QString* error) {
    const std::string utf8 = text.toStdString();
    const auto spans = indexPgn(utf8);
    if (spans.empty()) {
        if (error) *error = tr("no game found");
        return false;
    }
    GameRecord record;
    RecordError e;
    if (!readPgnGame(utf8, spans.front(), &record, &e)) {
        if (error) *error = recordErrorText(e);
        return false;
    }
    showRecord(record);
    return true;
}

void MainWindow::showRecord(const GameRecord& record) {
    controller_->loadRecord(record);
    enginePanel_->clearInfo();
    if (controller_->isGameOver()) showStatus(controller_->resultText());
}

bool MainWindow::loadPgnFile(const QString& path, QString* error, int gameIndex) {
    // Read, decode and index off the GUI thread, with a progress dialog that can cancel; the game on the board
    // changes only once a whole game has been read.
    LoadedRecords loaded = loadRecordsWithProgress(path, this);
    if (!loaded.error.isEmpty()) {
        if (error) *error = loaded.error;
        return false;
    }
    const int count = loaded.gameCount();
    if (count == 0) {
        if (error) *error = loaded.errors.empty() ? tr("no game found") : recordErrorText(loaded.errors.front());
        return false;
    }
    if (gameIndex < 0) {
        gameIndex = 0;
        if (count > 1) {
            GameChooser chooser(loaded, this);
            if (chooser.exec() != QDialog::Accepted) {
                if (error) error->clear();
                return false;
            }
            gameIndex = chooser.selectedGame();
        }
    }
    if (gameIndex >= count) {
        if (error) *error = tr("the file holds %n games", nullptr, count);
        return false;
    }
    GameRecord record;
    RecordError e;
    if (!loaded.readGame(gameIndex, &record, &e)) {
        if (error) *error = recordErrorText(e);
        return false;
    }
    showRecord(record);
    return true;
}

bool MainWindow::savePgnFile(const QString& path, Notation n, QString* error) const {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = file.errorString();
        return false;
    }
    const std::string text = writePgn(controller_->record(), n);
    file.write(text.data(), qint64(text.size()));
    if (!file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

void MainWindow::openGame() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Game"), QString(), tr("Game records (*.pgn *.txt);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!loadPgnFile(path, &error) && !error.isEmpty())
        QMessageBox::warning(this, tr("Cannot open the game"),
                             tr("%1 could not be read:\n%2\n\nThe current game was not changed.").arg(path, error));
}

void MainWindow::saveGame() {
    QString filter;
    const QString chinese = tr("PGN, Chinese moves (*.pgn)"), wxf = tr("PGN, WXF moves (*.pgn)"),
                  iccs = tr("PGN, ICCS moves (*.pgn)");
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), QStringLiteral("game.pgn"),
                                                QStringList{chinese, wxf, iccs}.join(";;"), &filter);
    if (path.isEmpty()) return;
    if (!path.endsWith(".pgn", Qt::CaseInsensitive)) path += ".pgn";
    const Notation n = filter == wxf ? Notation::Wxf : filter == iccs ? Notation::Iccs : Notation::Chinese;
    QString error;
    if (!savePgnFile(path, n, &error))
        QMessageBox::warning(this, tr("Cannot save the game"), tr("%1 could not be written:\n%2").arg(path, error));
    else showStatus(tr("Saved %1").arg(path), 4000);
}

void MainWindow::copyFen() {
    QApplication::clipboard()->setText(QString::fromStdString(controller_->position().fen()));
    showStatus(tr("The position (FEN) is on the clipboard."), 4000);
}

bool MainWindow::pasteFen(const QString& fen, QString* error) {
    Position test;
    std::string why;
    if (!test.setFen(fen.trimmed().toStdString(), &why)) {
        if (error) *error = QString::fromStdString(why);
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

void MainWindow::setNotation(Notation n) {
    settings_.notation = n;
    (n == Notation::Wxf ? wxfAct_ : n == Notation::Iccs ? iccsAct_ : chineseAct_)->setChecked(true);
    moveList_->setGame(controller_->game(), n, controller_->cursor());
}

void MainWindow::setPieceSet(PieceSet set) {
    settings_.pieceSet = set;
    (set == PieceSet::Traditional ? traditionalAct_ : internationalAct_)->setChecked(true);
    board_->setPieceSet(set);
}

void MainWindow::setSoundEnabled(bool on) {
    settings_.sound = on;
    soundAct_->setChecked(on);
    sound_->setEnabled(on);
}

void MainWindow::setFlipped(bool flipped) {
    settings_.flipped = flipped;
    flipAct_->setChecked(flipped);
    board_->setFlipped(flipped);
}

void MainWindow::setEnginePanelVisible(bool visible) {
    settings_.showEnginePanel = visible;
    panelAct_->setChecked(visible);
    enginePanel_->setVisible(visible);
}

void MainWindow::setLanguage(const QString& code) {
    settings_.language = code;
    QCoreApplication::removeTranslator(&translator_);
    QCoreApplication::removeTranslator(&qtTranslator_);
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    if (locale.language() == QLocale::Chinese) {
        if (translator_.load(QStringLiteral(":/i18n/xiangqi_zh_CN.qm")))
            QCoreApplication::installTranslator(&translator_);
        if (qtTranslator_.load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("qtbase"), QStringLiteral("_"),
                               QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qtTranslator_);
    }
    // Installing or removing a translator sends LanguageChange; make sure the window updates either way.
    retranslate();
    refreshRecord();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (storedSettings_) {
        settings_.setup = controller_->setup();
        settings_.geometry = saveGeometry();
        settings_.windowState = saveState();
        settings_.save();
        autosave();
    }
    QMainWindow::closeEvent(event);
}

}  // namespace xq::ui
