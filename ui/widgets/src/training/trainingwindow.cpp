// The training room's window: four pages over the training library (engine/train) and the training store.
#include "xiangqi/ui/trainingwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include "xiangqi/movegen.h"
#include "xiangqi/recordio.h"
#include "xiangqi/search.h"
#include "xiangqi/session/paths.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/train/exercise.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/progressplot.h"

namespace xq::ui {

namespace {

constexpr int ReplyDelayMs = 350;  // the ladder's reply comes after a short pause, so the player sees it
constexpr int ReviewDepth = 8;     // the review of a game for mistakes (as the miner's verification depth)
constexpr int OpinionDepth = 8;    // the engine's view of a wrong answer in the opening trainer

QString moveName(const Position& pos, Move m) { return session::moveText(pos, m, Notation::Chinese); }

Position positionOf(const std::string& fen) {
    Position p;
    p.setFen(fen);
    return p;
}

// The calibrated levels on the rating scale: 1500 plus the Elo measured against Fairy-Stockfish at skill 5
// (strengthwidget.cpp): below -950, -450, +50, +250, +500, +900.
double levelRating(int level) {
    static const double ratings[] = {550, 1050, 1550, 1750, 2000, 2400};
    return level >= 0 && level < 6 ? ratings[level] : 1500;
}

}  // namespace

TrainingWindow::TrainingWindow(const QString& storePath, train::Clock clock, QWidget* parent)
    : QWidget(parent, Qt::Window), store_(std::make_unique<train::TrainingStore>(clock)), clock_(clock) {
    setObjectName(QStringLiteral("trainingWindow"));
    const QString path = storePath.isEmpty() ? defaultStorePath() : storePath;
    QDir().mkpath(QFileInfo(path).absolutePath());
    store_->open(QFile::encodeName(path).toStdString());
    puzzles_ = shippedPuzzles();

    tabs_ = new QTabWidget(this);
    tabs_->addTab(makeLadderPage(), QString());
    tabs_->addTab(makeMistakesPage(), QString());
    tabs_->addTab(makeOpeningsPage(), QString());
    tabs_->addTab(makeProgressPage(), QString());
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs_);
    connect(tabs_, &QTabWidget::currentChanged, this, [this](int page) {
        if (page == ProgressPage) updateProgress();
        if (page == MistakesPage) reloadExercises();
    });
    retranslate();
    resize(900, 640);
    nextPuzzle();
    reloadExercises();
    updateProgress();
    if (!store_->isOpen())  // nothing is lost: the file is left as it was, and the training goes on unsaved
        ladderStatus_->setText(tr("Your training cannot be saved: %1 cannot be opened (%2).")
                                   .arg(QDir::toNativeSeparators(path),
                                        QString::fromStdString(store_->lastError().detail)));
}

TrainingWindow::~TrainingWindow() = default;

QString TrainingWindow::defaultStorePath() { return session::trainingStorePath(); }

std::vector<train::LadderPuzzle> TrainingWindow::shippedPuzzles() {
    QFile f(QStringLiteral(":/puzzles/ladder.txt"));
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray bytes = f.readAll();
    return train::readPuzzles(std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

void TrainingWindow::showPage(Page page) { tabs_->setCurrentIndex(page); }

const train::LadderPuzzle* TrainingWindow::currentPuzzle() const {
    return puzzleIndex_ >= 0 ? &puzzles_[std::size_t(puzzleIndex_)] : nullptr;
}

void TrainingWindow::playMove(Move m) {
    switch (tabs_->currentIndex()) {
    case LadderPage: ladderMove(m); break;
    case MistakesPage: exerciseMove(m); break;
    case OpeningsPage: openingMove(m); break;
    default: break;
    }
}

void TrainingWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void TrainingWindow::retranslate() {
    setWindowTitle(tr("Training"));
    tabs_->setTabText(LadderPage, tr("&Puzzle Ladder"));
    tabs_->setTabText(MistakesPage, tr("&My Mistakes"));
    tabs_->setTabText(OpeningsPage, tr("&Openings"));
    tabs_->setTabText(ProgressPage, tr("P&rogress"));
    solutionButton_->setText(tr("Show &Solution"));
    nextButton_->setText(tr("&Next Puzzle"));
    dropButton_->setText(tr("&Drop This Exercise"));
    addButton_->setText(tr("&Add Mistakes from a Game File…"));
    mySide_->setItemText(0, tr("I played Red"));
    mySide_->setItemText(1, tr("I played Black"));
    openingSide_->setItemText(0, tr("Repertoire for Red"));
    openingSide_->setItemText(1, tr("Repertoire for Black"));
    fromDatabase_->setText(tr("From a &Database…"));
    fromRecord_->setText(tr("From a &Record File…"));
    fromMine_->setText(tr("M&y Repertoire"));
    fromMine_->setToolTip(tr("The moves you added with the opening explorer's “Add to My Repertoire”"));
    nextLine_->setText(tr("Ne&xt Line"));
    refresh();
}

void TrainingWindow::refresh() {
    updateRatingLabel();
    if (const auto* p = currentPuzzle())
        puzzleLabel_->setText(tr("%1 · difficulty %2 · %3 to move")
                                  .arg(kindText(*p))
                                  .arg(p->difficulty)
                                  .arg(positionOf(p->fen).sideToMove() == Color::Red ? tr("Red") : tr("Black")));
    else
        puzzleLabel_->setText(tr("No puzzle left to solve."));
    exerciseCount_->setText(tr("%n exercise(s) due now", "", int(store_->dueExercises(100000).size())));
    if (repertoire_.empty())
        repertoireLabel_->setText(tr("Choose a repertoire: your moves from a database's games or a record file."));
    else
        repertoireLabel_->setText(tr("%1: %n position(s) to know, ", "", repertoire_.playerPositions()).arg(
                                      QString::fromStdString(repertoire_.name())) +
                                  tr("%n due now", "", drill_ ? drill_->dueCount() : 0));
}

// ---- The puzzle ladder ----

QWidget* TrainingWindow::makeLadderPage() {
    auto* page = new QWidget;
    ladderBoard_ = new BoardView(page);
    ladderBoard_->setObjectName(QStringLiteral("ladderBoard"));
    connect(ladderBoard_, &BoardView::moveRequested, this, &TrainingWindow::ladderMove);
    ratingLabel_ = new QLabel(page);
    ratingLabel_->setObjectName(QStringLiteral("ratingLabel"));
    QFont big = ratingLabel_->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    ratingLabel_->setFont(big);
    puzzleLabel_ = new QLabel(page);
    puzzleLabel_->setWordWrap(true);
    ladderStatus_ = new QLabel(page);
    ladderStatus_->setWordWrap(true);
    ladderStatus_->setObjectName(QStringLiteral("ladderStatus"));
    solutionButton_ = new QPushButton(page);
    nextButton_ = new QPushButton(page);
    connect(solutionButton_, &QPushButton::clicked, this, &TrainingWindow::showSolution);
    connect(nextButton_, &QPushButton::clicked, this, &TrainingWindow::nextPuzzle);
    auto* side = new QVBoxLayout;
    side->addWidget(ratingLabel_);
    side->addWidget(puzzleLabel_);
    side->addWidget(ladderStatus_);
    side->addStretch(1);
    side->addWidget(solutionButton_);
    side->addWidget(nextButton_);
    auto* layout = new QHBoxLayout(page);
    layout->addWidget(ladderBoard_, 3);
    layout->addLayout(side, 2);
    return page;
}

QString TrainingWindow::kindText(const train::LadderPuzzle& p) const {
    switch (p.kind) {
    case train::PuzzleKind::Mate: return tr("Mate in %n", "", p.mateIn);
    case train::PuzzleKind::Material: return tr("Win material");
    case train::PuzzleKind::Defence: return tr("Find the only defence");
    case train::PuzzleKind::Draw: return tr("Save a lost position");
    }
    return {};
}

void TrainingWindow::updateRatingLabel() {
    const train::Glicko2Rating r = store_->puzzleRating();
    ratingLabel_->setText(tr("Puzzle rating %1 ± %2").arg(qRound(r.rating)).arg(qRound(2 * r.deviation)));
}

void TrainingWindow::nextPuzzle() {
    puzzleIndex_ = train::pickPuzzle(puzzles_, store_->puzzleRating(), store_->puzzleRecords(),
                                     QRandomGenerator::global()->generate64());
    step_ = 0;
    puzzleOver_ = false;
    ladderBoard_->setArrows({});
    ladderBoard_->setHint(Move());
    if (const auto* p = currentPuzzle()) {
        const Position pos = positionOf(p->fen);
        ladderBoard_->setFlipped(pos.sideToMove() == Color::Black);
        ladderStatus_->setText(tr("Your move."));
    } else {
        ladderStatus_->clear();
    }
    showLadderPosition();
    refresh();
    ladderBoard_->setFocus();
}

void TrainingWindow::showLadderPosition(Move last) {
    const auto* p = currentPuzzle();
    if (!p) {
        ladderBoard_->setPosition(Position());
        ladderBoard_->setInteractive(false);
        return;
    }
    Position pos = positionOf(p->fen);
    for (int i = 0; i < step_; ++i) pos.makeMove(p->solution[std::size_t(i)]);
    ladderBoard_->setPosition(pos, last, last ? true : false);
    ladderBoard_->setInteractive(!puzzleOver_);
}

void TrainingWindow::ladderMove(Move m) {
    const auto* p = currentPuzzle();
    if (!p || puzzleOver_ || step_ % 2 != 0) return;
    Position pos = positionOf(p->fen);
    for (int i = 0; i < step_; ++i) pos.makeMove(p->solution[std::size_t(i)]);
    if (!pos.isLegal(m)) return;
    const Move expected = p->solution[std::size_t(step_)];
    const bool last = step_ + 1 == int(p->solution.size());
    bool right = m == expected;
    if (!right && last && p->kind == train::PuzzleKind::Mate) {  // any mate will do at the end
        Position after = pos;
        after.makeMove(m);
        MoveList replies;
        generateLegal(after, replies);
        right = replies.empty();
    }
    if (!right) {
        ladderBoard_->setArrows({expected});
        ladderStatus_->setText(tr("Not this time: %1 was the move.").arg(moveName(pos, expected)));
        finishPuzzle(false);
        return;
    }
    ++step_;
    if (last) {
        Position after = pos;
        after.makeMove(m);
        ladderBoard_->setPosition(after, m, true);
        ladderStatus_->setText(tr("Solved!"));
        finishPuzzle(true);
        return;
    }
    showLadderPosition(m);
    ladderStatus_->setText(tr("Right. The reply comes…"));
    QPointer<TrainingWindow> self(this);
    const int puzzle = puzzleIndex_;
    QTimer::singleShot(ReplyDelayMs, this, [self, puzzle] {
        if (!self || self->puzzleIndex_ != puzzle || self->puzzleOver_) return;
        const Move reply = self->puzzles_[std::size_t(puzzle)].solution[std::size_t(self->step_)];
        ++self->step_;
        self->showLadderPosition(reply);
        self->ladderStatus_->setText(tr("Your move."));
    });
}

void TrainingWindow::finishPuzzle(bool solved) {
    puzzleOver_ = true;
    ladderBoard_->setInteractive(false);
    if (const auto* p = currentPuzzle()) store_->recordPuzzleAttempt(*p, solved);
    updateRatingLabel();
    nextButton_->setFocus();
}

void TrainingWindow::showSolution() {
    const auto* p = currentPuzzle();
    if (!p) return;
    Position pos = positionOf(p->fen);
    QStringList words;
    for (const Move m : p->solution) {
        words << moveName(pos, m);
        pos.makeMove(m);
    }
    if (!puzzleOver_) finishPuzzle(false);
    ladderBoard_->setArrows({p->solution.front()});
    ladderStatus_->setText(tr("The solution: %1").arg(words.join(QStringLiteral("  "))));
}

// ---- The player's mistakes ----

QWidget* TrainingWindow::makeMistakesPage() {
    auto* page = new QWidget;
    exerciseBoard_ = new BoardView(page);
    connect(exerciseBoard_, &BoardView::moveRequested, this, &TrainingWindow::exerciseMove);
    exerciseList_ = new QListWidget(page);
    connect(exerciseList_, &QListWidget::currentRowChanged, this, &TrainingWindow::showExercise);
    exerciseCount_ = new QLabel(page);
    exerciseStatus_ = new QLabel(page);
    exerciseStatus_->setWordWrap(true);
    dropButton_ = new QPushButton(page);
    connect(dropButton_, &QPushButton::clicked, this, &TrainingWindow::dropExercise);
    addButton_ = new QPushButton(page);
    connect(addButton_, &QPushButton::clicked, this, &TrainingWindow::addFromFile);
    mySide_ = new QComboBox(page);
    mySide_->addItems({QString(), QString()});
    auto* side = new QVBoxLayout;
    side->addWidget(exerciseCount_);
    side->addWidget(exerciseList_, 1);
    side->addWidget(exerciseStatus_);
    side->addWidget(dropButton_);
    auto* add = new QHBoxLayout;
    add->addWidget(mySide_);
    add->addWidget(addButton_, 1);
    side->addLayout(add);
    auto* layout = new QHBoxLayout(page);
    layout->addWidget(exerciseBoard_, 3);
    layout->addLayout(side, 2);
    return page;
}

void TrainingWindow::reloadExercises() {
    exercises_ = store_->dueExercises(200);
    const QSignalBlocker block(exerciseList_);
    exerciseList_->clear();
    for (const auto& e : exercises_) {
        const Position pos = positionOf(e.exercise.fen);
        exerciseList_->addItem(tr("Move %1 (%2): you played %3")
                                   .arg((e.exercise.ply + 1) / 2)
                                   .arg(QString::fromStdString(e.exercise.source))
                                   .arg(moveName(pos, e.exercise.played)));
    }
    refresh();
    exerciseRow_ = -1;
    if (!exercises_.empty()) {
        exerciseList_->setCurrentRow(0);
        showExercise(0);
    } else {
        exerciseBoard_->setPosition(Position());
        exerciseBoard_->setInteractive(false);
        exerciseStatus_->setText(tr("Nothing due. Your mistakes from finished games come back here."));
    }
}

void TrainingWindow::showExercise(int row) {
    if (row < 0 || row >= int(exercises_.size())) return;
    exerciseRow_ = row;
    wrongTries_ = 0;
    const Position pos = positionOf(exercises_[std::size_t(row)].exercise.fen);
    exerciseBoard_->setFlipped(pos.sideToMove() == Color::Black);
    exerciseBoard_->setArrows({});
    exerciseBoard_->setPosition(pos);
    exerciseBoard_->setInteractive(true);
    exerciseStatus_->setText(tr("Find the better move than the one you played."));
}

void TrainingWindow::exerciseMove(Move m) {
    if (exerciseRow_ < 0) return;
    const auto& e = exercises_[std::size_t(exerciseRow_)];
    Position pos = positionOf(e.exercise.fen);
    if (!pos.isLegal(m)) return;
    exerciseBoard_->setInteractive(false);
    const bool right = m == e.exercise.solution;
    store_->answerExercise(e.id, train::answerQuality(right, 0, 0));
    if (right) {
        Position after = pos;
        after.makeMove(m);
        exerciseBoard_->setPosition(after, m, true);
        exerciseStatus_->setText(tr("Right: %1. It comes back later.").arg(moveName(pos, m)));
    } else {
        // The best move, and why the move of the game failed: the engine's answer to it.
        QString refutation;
        Position line = pos;
        line.makeMove(e.exercise.played);
        for (std::size_t i = 0; i < e.exercise.refutation.size() && i < 3; ++i) {
            if (!line.isLegal(e.exercise.refutation[i])) break;
            refutation += moveName(line, e.exercise.refutation[i]) + QLatin1Char(' ');
            line.makeMove(e.exercise.refutation[i]);
        }
        exerciseBoard_->setArrows({e.exercise.solution});
        exerciseStatus_->setText(tr("The best move was %1 (in the game: %2, answered by %3). It comes back soon.")
                                     .arg(moveName(pos, e.exercise.solution), moveName(pos, e.exercise.played),
                                          refutation.trimmed()));
    }
    refresh();
}

void TrainingWindow::dropExercise() {
    if (exerciseRow_ < 0) return;
    store_->dropExercise(exercises_[std::size_t(exerciseRow_)].id);
    reloadExercises();
}

void TrainingWindow::addFromFile() {
    const QString file = QFileDialog::getOpenFileName(this, tr("Add Mistakes from a Game File"), QString(),
                                                      tr("Game records (*.pgn *.xqf *.cbf *.txt);;All files (*)"));
    if (file.isEmpty()) return;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        exerciseStatus_->setText(tr("Cannot read %1.").arg(QDir::toNativeSeparators(file)));
        return;
    }
    const QByteArray bytes = f.readAll();
    auto records = std::make_shared<RecordFile>(
        readRecords(std::string_view(bytes.constData(), std::size_t(bytes.size())), QFileInfo(file).fileName().toStdString()));
    if (records->games.empty()) {
        exerciseStatus_->setText(tr("No game could be read from %1.").arg(QDir::toNativeSeparators(file)));
        return;
    }
    const Color me = mySide_->currentIndex() == 0 ? Color::Red : Color::Black;
    addButton_->setEnabled(false);
    exerciseStatus_->setText(tr("Reviewing %n game(s)…", "", int(records->games.size())));
    // The review runs on a thread of its own; its result comes back through the event loop.
    QPointer<TrainingWindow> self(this);
    QThread* thread = QThread::create([self, records, me] {
        Searcher searcher(16);
        std::vector<train::Exercise> found;
        for (const GameRecord& g : records->games) {
            const auto line = g.mainLine();
            const auto evals = train::evaluateLine(searcher, g, line, ReviewDepth);
            train::ExerciseOptions options;
            options.depth = ReviewDepth;
            for (auto& e : train::extractExercises(searcher, g, line, evals, me, options)) found.push_back(e);
        }
        QMetaObject::invokeMethod(qApp, [self, found] {
            if (!self) return;
            const int added = self->store_->addExercises(found);
            self->addButton_->setEnabled(true);
            self->reloadExercises();
            self->exerciseStatus_->setText(tr("%n new exercise(s) from your mistakes.", "", std::max(0, added)));
        });
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start(QThread::LowPriority);
}

// ---- The opening trainer ----

QWidget* TrainingWindow::makeOpeningsPage() {
    auto* page = new QWidget;
    openingBoard_ = new BoardView(page);
    connect(openingBoard_, &BoardView::moveRequested, this, &TrainingWindow::openingMove);
    openingSide_ = new QComboBox(page);
    openingSide_->addItems({QString(), QString()});
    fromDatabase_ = new QPushButton(page);
    fromRecord_ = new QPushButton(page);
    fromMine_ = new QPushButton(page);
    nextLine_ = new QPushButton(page);
    connect(fromDatabase_, &QPushButton::clicked, this, qOverload<>(&TrainingWindow::buildFromDatabase));
    connect(fromRecord_, &QPushButton::clicked, this, &TrainingWindow::buildFromRecord);
    connect(fromMine_, &QPushButton::clicked, this, &TrainingWindow::buildFromMyRepertoire);
    connect(nextLine_, &QPushButton::clicked, this, &TrainingWindow::startOpeningLine);
    repertoireLabel_ = new QLabel(page);
    repertoireLabel_->setWordWrap(true);
    openingStatus_ = new QLabel(page);
    openingStatus_->setWordWrap(true);
    openingStatus_->setObjectName(QStringLiteral("openingStatus"));
    auto* side = new QVBoxLayout;
    side->addWidget(openingSide_);
    side->addWidget(fromDatabase_);
    side->addWidget(fromRecord_);
    side->addWidget(fromMine_);
    side->addWidget(repertoireLabel_);
    side->addWidget(openingStatus_);
    side->addStretch(1);
    side->addWidget(nextLine_);
    auto* layout = new QHBoxLayout(page);
    layout->addWidget(openingBoard_, 3);
    layout->addLayout(side, 2);
    openingBoard_->setInteractive(false);
    return page;
}

void TrainingWindow::setRepertoire(train::Repertoire repertoire) {
    repertoire_ = std::move(repertoire);
    drill_ = std::make_unique<train::OpeningDrill>(repertoire_, store_.get(), clock_,
                                                   QRandomGenerator::global()->generate64());
    openingBoard_->setFlipped(repertoire_.side() == Color::Black);
    startOpeningLine();
}

void TrainingWindow::buildFromDatabase() {
    const QString file = QFileDialog::getOpenFileName(this, tr("Repertoire from a Database"), QString(),
                                                      tr("Game databases (*.xqdb);;All files (*)"));
    if (file.isEmpty()) return;
    // Which of its games: a player's (on the repertoire's side) and an opening; both may be left empty.
    const bool red = openingSide_->currentIndex() == 0;
    QDialog ask(this);
    ask.setWindowTitle(tr("Repertoire from a Database"));
    auto* form = new QFormLayout(&ask);
    auto* player = new QLineEdit(&ask);
    player->setPlaceholderText(tr("any player"));
    auto* ecco = new QLineEdit(&ask);
    ecco->setPlaceholderText(tr("any opening; e.g. C45, C4 or C"));
    form->addRow(red ? tr("Games where Red is:") : tr("Games where Black is:"), player);
    form->addRow(tr("ECCO opening:"), ecco);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &ask);
    connect(buttons, &QDialogButtonBox::accepted, &ask, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &ask, &QDialog::reject);
    form->addRow(buttons);
    if (ask.exec() != QDialog::Accepted) return;
    buildFromDatabase(file, player->text(), ecco->text());
}

bool TrainingWindow::buildFromDatabase(const QString& file, const QString& player, const QString& ecco) {
    db::Database database;
    db::DbError error;
    if (!database.open(QFile::encodeName(file).toStdString(), &error)) {
        openingStatus_->setText(tr("Cannot open %1.").arg(QDir::toNativeSeparators(file)));
        return false;
    }
    const Color side = openingSide_->currentIndex() == 0 ? Color::Red : Color::Black;
    db::SearchQuery filter;
    (side == Color::Red ? filter.red : filter.black) = player.trimmed().toStdString();
    filter.ecco = ecco.trimmed().toUpper().toStdString();
    QString name = QFileInfo(file).completeBaseName();
    if (!player.trimmed().isEmpty()) name += u' ' + player.trimmed();
    if (!ecco.trimmed().isEmpty()) name += u' ' + ecco.trimmed().toUpper();
    train::Repertoire r = train::Repertoire::fromDatabase(database, filter, side,
                                                          name.toStdString() + (side == Color::Red ? " (red)" : " (black)"));
    if (r.empty()) {
        openingStatus_->setText(tr("No game of %1 passes the filter (or the games share no moves): nothing to train.")
                                    .arg(QDir::toNativeSeparators(file)));
        return false;
    }
    setRepertoire(std::move(r));
    return true;
}

void TrainingWindow::buildFromMyRepertoire() {
    const Color side = openingSide_->currentIndex() == 0 ? Color::Red : Color::Black;
    train::Repertoire r =
        train::Repertoire::fromStore(*store_, side, side == Color::Red ? "my repertoire (red)" : "my repertoire (black)");
    if (r.empty()) {
        openingStatus_->setText(tr("Your repertoire for this side is empty: in the opening explorer, right-click a "
                                   "move and choose “Add to My Repertoire”."));
        return;
    }
    setRepertoire(std::move(r));
}

void TrainingWindow::buildFromRecord() {
    const QString file = QFileDialog::getOpenFileName(this, tr("Repertoire from a Record File"), QString(),
                                                      tr("Game records (*.pgn *.xqf *.cbf *.txt);;All files (*)"));
    if (file.isEmpty()) return;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return;
    const QByteArray bytes = f.readAll();
    const RecordFile records =
        readRecords(std::string_view(bytes.constData(), std::size_t(bytes.size())), QFileInfo(file).fileName().toStdString());
    if (records.games.empty()) {
        openingStatus_->setText(tr("No game could be read from %1.").arg(QDir::toNativeSeparators(file)));
        return;
    }
    const Color side = openingSide_->currentIndex() == 0 ? Color::Red : Color::Black;
    setRepertoire(train::Repertoire::fromRecord(records.games.front(), side,
                                                QFileInfo(file).completeBaseName().toStdString() +
                                                    (side == Color::Red ? " (red)" : " (black)")));
}

void TrainingWindow::startOpeningLine() {
    if (!drill_) return;
    if (!drill_->startLine()) {
        openingBoard_->setInteractive(false);
        openingStatus_->setText(tr("Nothing due in this repertoire now. Come back later."));
    } else {
        const auto& line = drill_->lineMoves();
        openingBoard_->setArrows({});
        openingBoard_->setPosition(drill_->position(), line.empty() ? Move() : line.back());
        openingBoard_->setInteractive(true);
        openingStatus_->setText(tr("Your move in the repertoire."));
        openingBoard_->setFocus();
    }
    refresh();
}

void TrainingWindow::openingMove(Move m) {
    if (!drill_ || !drill_->asking()) return;
    const Position before = drill_->position();
    // The explorer's view of the position: how often the repertoire's sources played each move.
    const auto& known = repertoire_.movesAt(before);
    const train::OpeningDrill::Answer a = drill_->answer(m);
    if (!a.legal) return;
    if (a.correct) {
        openingStatus_->setText(tr("Right: %1.").arg(moveName(before, m)));
    } else {
        const int games = known.empty() ? 0 : known.front().count;
        openingStatus_->setText(tr("Your repertoire plays %1 here (%n game(s)), not %2.", "", games)
                                    .arg(moveName(before, a.expected), moveName(before, m)));
    }
    if (!a.correct) showEngineOpinion(before, a.expected, m);
    const auto& line = drill_->lineMoves();
    openingBoard_->setArrows(a.correct ? std::vector<Move>{} : std::vector<Move>{a.expected});
    openingBoard_->setPosition(drill_->position(), line.empty() ? Move() : line.back(), true);
    openingBoard_->setInteractive(drill_->asking());
    if (a.lineOver) openingStatus_->setText(openingStatus_->text() + QLatin1Char(' ') + tr("End of the line."));
    refresh();
}

void TrainingWindow::showEngineOpinion(const Position& before, Move expected, Move played) {
    // Both moves searched on a thread of their own; the line is added to the status when it comes, if the status
    // still speaks of this answer.
    QPointer<TrainingWindow> self(this);
    const QString said = openingStatus_->text();
    QThread* thread = QThread::create([self, before, expected, played, said] {
        Searcher searcher(8);
        auto scoreAfter = [&](Move m) {
            Position pos = before;
            pos.makeMove(m);
            SearchLimits limits;
            limits.depth = OpinionDepth;
            std::atomic<bool> stop{false};
            const int red = searcher.search(pos, limits, stop).info.score;
            return before.sideToMove() == Color::Red ? red : -red;  // for the player
        };
        const int good = scoreAfter(expected), mine = scoreAfter(played);
        QMetaObject::invokeMethod(qApp, [self, before, expected, played, said, good, mine] {
            if (!self || !self->openingStatus_->text().startsWith(said)) return;
            auto pawns = [](int cp) { return QString::asprintf("%+.1f", cp / 100.0); };
            self->openingStatus_->setText(self->openingStatus_->text() + QLatin1Char(' ') +
                                          tr("The engine: %1 %2, %3 %4.")
                                              .arg(moveName(before, expected), pawns(good), moveName(before, played),
                                                   pawns(mine)));
        });
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start(QThread::LowPriority);
}

// ---- Progress ----

QWidget* TrainingWindow::makeProgressPage() {
    auto* page = new QWidget;
    strengthLabel_ = new QLabel(page);
    strengthLabel_->setWordWrap(true);
    ratingPlot_ = new RatingPlot(page);
    colourChart_ = new BarChart(page);
    openingChart_ = new BarChart(page);
    mistakeChart_ = new BarChart(page);
    auto* grid = new QGridLayout(page);
    grid->addWidget(strengthLabel_, 0, 0, 1, 2);
    grid->addWidget(ratingPlot_, 1, 0, 1, 2);
    grid->addWidget(colourChart_, 2, 0);
    grid->addWidget(mistakeChart_, 2, 1);
    grid->addWidget(openingChart_, 3, 0, 1, 2);
    grid->setRowStretch(1, 2);
    grid->setRowStretch(3, 1);
    return page;
}

void TrainingWindow::updateProgress() {
    std::vector<RatingPlot::Point> points;
    for (const auto& r : store_->ratingHistory()) points.push_back({r.rating.rating, r.rating.deviation});
    ratingPlot_->setPoints(std::move(points));
    ratingPlot_->setTitle(tr("Puzzle rating"));

    const auto games = store_->games();
    const train::Glicko2Rating strength = store_->strength();
    strengthLabel_->setText(games.empty()
                                ? tr("Play the computer at a named level to get a strength estimate.")
                                : tr("Strength from %n game(s) against the levels: %1 ± %2", "", int(games.size()))
                                      .arg(qRound(strength.rating))
                                      .arg(qRound(2 * strength.deviation)));
    double byColour[2][3] = {};
    std::map<QString, std::array<double, 3>> byOpening;
    for (const auto& g : games) {
        const int part = g.score > 0.75 ? 0 : g.score > 0.25 ? 1 : 2;
        byColour[index(g.color)][part] += 1;
        byOpening[g.opening.empty() ? tr("unknown") : QString::fromStdString(g.opening)][std::size_t(part)] += 1;
    }
    const QStringList parts{tr("won"), tr("drawn"), tr("lost")};
    colourChart_->setTitle(tr("Results by colour"));
    colourChart_->setRows({{tr("Red"), {byColour[0][0], byColour[0][1], byColour[0][2]}},
                           {tr("Black"), {byColour[1][0], byColour[1][1], byColour[1][2]}}},
                          parts);
    std::vector<BarChart::Row> openingRows;
    for (const auto& [name, r] : byOpening) openingRows.push_back({name, {r[0], r[1], r[2]}});
    openingChart_->setTitle(tr("Results by opening"));
    openingChart_->setRows(std::move(openingRows), parts);

    double kinds[5] = {};
    for (const auto& e : store_->exercises(true))
        kinds[int(train::mistakeKindOf(e.exercise, positionOf(e.exercise.fen)))] += 1;
    mistakeChart_->setTitle(tr("Your mistakes by kind"));
    mistakeChart_->setRows({{tr("missed mate"), {kinds[0]}},
                            {tr("allowed mate"), {kinds[1]}},
                            {tr("lost material"), {kinds[2]}},
                            {tr("missed a win"), {kinds[3]}},
                            {tr("positional"), {kinds[4]}}},
                           {tr("exercises")});
}

double trainingLevelRating(int level) { return levelRating(level); }

}  // namespace xq::ui
