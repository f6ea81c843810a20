// PuzzleDialog (see puzzledialog.h). The session's searches (judging a move, the computer's defence, a hint) run
// as jobs of the window's one built-in engine, on its thread with its table; the board is not interactive
// meanwhile and the dialog waits for the job when closed.
#include "xiangqi/ui/puzzledialog.h"

#include "xiangqi/session/settingsstore.h"

#include "xiangqi/recordio.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

#include "xiangqi/search.h"
#include "xiangqi/session/builtinengine.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/ui/boardview.h"

namespace xq::ui {

PuzzleDialog::PuzzleDialog(std::shared_ptr<session::SettingsStore> progress, QWidget* parent)
    : QDialog(parent), marksStore_(std::move(progress)) {
    setObjectName(QStringLiteral("puzzleDialog"));
    board_ = new BoardView(this);
    board_->setInteractive(false);
    list_ = new QListWidget(this);
    collection_ = new QComboBox(this);
    collection_->setObjectName(QStringLiteral("puzzleCollection"));
    title_ = new QLabel(this);
    QFont big = title_->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    title_->setFont(big);
    title_->setWordWrap(true);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setMinimumHeight(48);
    status_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    progress_ = new QLabel(this);
    hint_ = new QPushButton(this);
    retry_ = new QPushButton(this);
    solution_ = new QPushButton(this);
    next_ = new QPushButton(this);
    open_ = new QPushButton(this);
    openFolder_ = new QPushButton(this);
    auto* close = new QPushButton(this);

    auto* side = new QVBoxLayout;
    side->addWidget(collection_);
    side->addWidget(title_);
    side->addWidget(status_);
    auto* row = new QHBoxLayout;
    row->addWidget(hint_);
    row->addWidget(retry_);
    row->addWidget(solution_);
    row->addWidget(next_);
    side->addLayout(row);
    side->addWidget(progress_);
    side->addWidget(list_, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(open_);
    bottom->addWidget(openFolder_);
    bottom->addStretch(1);
    bottom->addWidget(close);
    side->addLayout(bottom);
    auto* sideWidget = new QWidget(this);
    sideWidget->setLayout(side);
    sideWidget->setFixedWidth(330);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(board_, 1);
    layout->addWidget(sideWidget);

    setWindowTitle(tr("Endgame Puzzles"));
    hint_->setText(tr("&Hint (−1 mark)"));
    retry_->setText(tr("&Retry"));
    solution_->setText(tr("&Solution"));
    solution_->setToolTip(tr("After a failure: shows how the puzzle is solved"));
    next_->setText(tr("&Next Puzzle"));
    open_->setText(tr("&Open Collection…"));
    openFolder_->setText(tr("Open &Folder…"));
    close->setText(tr("Close"));
    collection_->setToolTip(
        tr("The collection to solve: the shipped mates, the shipped win studies, or the last "
           "collection opened from a file"));

    connect(board_, &BoardView::moveRequested, this, &PuzzleDialog::playMove);
    connect(hint_, &QPushButton::clicked, this, &PuzzleDialog::showHint);
    connect(retry_, &QPushButton::clicked, this, &PuzzleDialog::retry);
    connect(solution_, &QPushButton::clicked, this, &PuzzleDialog::showSolution);
    connect(next_, &QPushButton::clicked, this, &PuzzleDialog::nextPuzzle);
    connect(open_, &QPushButton::clicked, this, &PuzzleDialog::openCollection);
    connect(openFolder_, &QPushButton::clicked, this, &PuzzleDialog::openFolder);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != current_) startPuzzle(row);
    });
    connect(collection_, &QComboBox::activated, this, &PuzzleDialog::showCollection);

    refreshChooser(Mates);
    showCollection(Mates);
    resize(940, 660);
}

PuzzleDialog::~PuzzleDialog() { stopWorker(); }

namespace {

std::vector<Puzzle> readResource(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray bytes = f.readAll();
    return readPuzzles(std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

}  // namespace

std::vector<Puzzle> PuzzleDialog::defaultPuzzles() { return readResource(QStringLiteral(":/puzzles/mates.epd")); }

std::vector<Puzzle> PuzzleDialog::winStudies() { return readResource(QStringLiteral(":/puzzles/wins.epd")); }

void PuzzleDialog::refreshChooser(int current) {
    const QSignalBlocker block(collection_);
    collection_->clear();
    collection_->addItem(tr("Classic mates (mate in 1–7)"));
    collection_->addItem(tr("Win studies (play and win)"));
    if (!fileName_.isEmpty()) collection_->addItem(tr("From a file: %1").arg(fileName_));
    collection_->setCurrentIndex(current);
}

void PuzzleDialog::showCollection(int which) {
    if (isBusy()) stopWorker();
    switch (which) {
    case Mates: setPuzzles(defaultPuzzles(), tr("Classic mates")); break;
    case WinStudies: setPuzzles(winStudies(), tr("Win studies")); break;
    case FromFile:
        if (fileName_.isEmpty()) return;
        setPuzzles(filePuzzles_, fileName_);
        break;
    default: return;
    }
    const QSignalBlocker block(collection_);
    collection_->setCurrentIndex(which);
}

void PuzzleDialog::setPuzzles(std::vector<Puzzle> puzzles, const QString& name) {
    stopWorker();
    puzzles_ = std::move(puzzles);
    collectionName_ = name;
    current_ = -1;
    session_.reset();
    refreshList();
    // Start with the first puzzle not solved yet.
    int first = 0;
    while (first < puzzleCount() && bestMarks(first) > 0) ++first;
    startPuzzle(first < puzzleCount() ? first : 0);
}

bool PuzzleDialog::loadCollection(const QString& path, QString* error) {
    // Each entry that could not be read, worded: "name: line or game 3: …" (the file name with several files).
    struct Skipped {
        int line;
        QString what;
    };
    std::vector<Skipped> errors;
    std::vector<Puzzle> puzzles;
    // A folder: every record file in it (XQF endgame collections come as folders of files), one puzzle a game.
    const QFileInfo info(path);
    if (!info.exists()) {
        if (error) *error = tr("%1 does not exist").arg(path);
        return false;
    }
    QStringList files;
    if (info.isDir()) {
        const QDir dir(path);
        for (const QString& name : dir.entryList(QDir::Files, QDir::Name))
            if (isRecordFileName(name.toStdString()) || name.endsWith(QStringLiteral(".epd"), Qt::CaseInsensitive))
                files << dir.filePath(name);
        if (files.isEmpty()) {
            if (error) *error = tr("the folder holds no record files (.xqf, .pgn, .epd, .cbf, .cbr, .cbl, .txt)");
            return false;
        }
    } else {
        files << path;
    }
    for (const QString& file : files) {
        QFile f(file);
        if (!QFileInfo(file).isFile() || QFileInfo(file).size() > (qint64(64) << 20)) {
            errors.push_back({0, tr("%1: not a regular file of at most 64 MiB").arg(QFileInfo(file).fileName())});
            continue;
        }
        if (!f.open(QIODevice::ReadOnly)) {
            errors.push_back({0, QStringLiteral("%1: %2").arg(QFileInfo(file).fileName(), f.errorString())});
            continue;
        }
        const QByteArray bytes = f.readAll();
        const std::string_view data(bytes.constData(), std::size_t(bytes.size()));
        const std::string name = QFileInfo(file).fileName().toStdString();
        std::vector<Puzzle> found;
        std::vector<PuzzleReadError> own;
        const RecordFormat format = detectFormat(data, name);
        if (format == RecordFormat::Pgn) {
            found = readPuzzles(data, &own);
        } else {
            const RecordFile records = readRecords(data, name);
            for (const RecordError& e : records.errors) {
                PuzzleReadError bad;
                bad.line = e.gameIndex + 1;
                bad.error.code = PuzzleErrorCode::BadRecord;
                bad.error.record = e;
                own.push_back(std::move(bad));
            }
            found = puzzlesFromRecords(records.games, &own);
        }
        for (const PuzzleReadError& e : own) {
            QString what = session::puzzleErrorText(e.error);
            if (files.size() > 1) what = QStringLiteral("%1: %2").arg(QString::fromStdString(name), what);
            errors.push_back({e.line, what});
        }
        for (auto& p : found) {
            if (p.id.empty() && files.size() > 1) p.id = QFileInfo(file).completeBaseName().toStdString();
            puzzles.push_back(std::move(p));
        }
    }
    if (puzzles.empty()) {
        if (error)
            *error = errors.empty() ? tr("no puzzle found (EPD lines \"FEN; dm N\" or PGN games with a [FEN] tag)")
                                    : tr("line or game %1: %2").arg(errors.front().line).arg(errors.front().what);
        return false;
    }
    filePuzzles_ = std::move(puzzles);
    fileName_ = QFileInfo(path).fileName();
    refreshChooser(FromFile);
    showCollection(FromFile);
    if (!errors.empty())
        setMessage(tr("%n entries of the file could not be read and were skipped (the first: line or game %1: %2).",
                      nullptr, int(errors.size()))
                       .arg(errors.front().line)
                       .arg(errors.front().what),
                   true);
    return true;
}

QString PuzzleDialog::progressKey(int index) const {
    // The position identifies a puzzle whatever collection it comes from.
    const QByteArray fen = QByteArray::fromStdString(puzzles_[std::size_t(index)].fen);
    return QStringLiteral("puzzles/") +
           QString::fromLatin1(QCryptographicHash::hash(fen, QCryptographicHash::Sha1).toHex().left(16));
}

int PuzzleDialog::bestMarks(int index) const {
    if (index < 0 || index >= puzzleCount()) return -1;
    const QString key = progressKey(index);
    if (!marksStore_) return marks_.value(key, -1);
    return marksStore_->value(session::setting::puzzleMarks(key));
}

int PuzzleDialog::totalMarks() const {
    int total = 0;
    for (int i = 0; i < puzzleCount(); ++i) total += std::max(0, bestMarks(i));
    return total;
}

void PuzzleDialog::recordMarks(int index, int marks) {
    if (marks <= bestMarks(index)) return;
    const QString key = progressKey(index);
    if (marksStore_) marksStore_->setValue(session::setting::puzzleMarks(key), marks);
    else marks_.insert(key, marks);
}

// The solver's attacking pieces, "Chariot + Horse ×2", so that a list of puzzles says what each is about.
QString PuzzleDialog::materialText(const Puzzle& puzzle) {
    Position pos;
    if (!pos.setFen(puzzle.fen)) return {};
    const Color side = pos.sideToMove();
    int count[PieceTypeCount] = {};
    for (int sq = 0; sq < 90; ++sq) {
        const Piece p = pos.pieceAt(Square(sq));
        if (p != NoPiece && colorOf(p) == side) ++count[typeOf(p)];
    }
    QStringList parts;
    const std::pair<PieceType, QString> names[] = {
        {Rook, tr("Chariot")}, {Horse, tr("Horse")}, {Cannon, tr("Cannon")}, {Pawn, tr("Soldier")}};
    for (const auto& [type, name] : names)
        if (count[type] > 0) parts << (count[type] > 1 ? QStringLiteral("%1 ×%2").arg(name).arg(count[type]) : name);
    if (!puzzle.isWinStudy()) return parts.join(QStringLiteral(" + "));
    // A win study is about the ending: every piece of both sides but the generals, "Chariot vs Advisor ×2".
    auto pieces = [&pos](Color c) {
        int n[PieceTypeCount] = {};
        for (int sq = 0; sq < 90; ++sq) {
            const Piece p = pos.pieceAt(Square(sq));
            if (p != NoPiece && colorOf(p) == c) ++n[typeOf(p)];
        }
        const std::pair<PieceType, QString> all[] = {{Rook, tr("Chariot")},    {Horse, tr("Horse")},
                                                     {Cannon, tr("Cannon")},   {Pawn, tr("Soldier")},
                                                     {Advisor, tr("Advisor")}, {Elephant, tr("Elephant")}};
        QStringList out;
        for (const auto& [type, name] : all)
            if (n[type] > 0) out << (n[type] > 1 ? QStringLiteral("%1 ×%2").arg(name).arg(n[type]) : name);
        return out.isEmpty() ? tr("General alone") : out.join(QStringLiteral(" + "));
    };
    return tr("%1 vs %2").arg(pieces(side), pieces(side == Color::Red ? Color::Black : Color::Red));
}

void PuzzleDialog::refreshList() {
    const QSignalBlocker block(list_);
    list_->clear();
    int solved = 0;
    for (int i = 0; i < puzzleCount(); ++i) {
        const Puzzle& p = puzzles_[std::size_t(i)];
        const int best = bestMarks(i);
        solved += best > 0;
        const QString mark = best > 0 ? QString(best, QChar(u'★')) : best == 0 ? QStringLiteral("✗") : QString();
        QString text = p.isWinStudy() ? tr("%1. Win").arg(i + 1) : tr("%1. Mate in %2").arg(i + 1).arg(p.mateIn);
        // A human name ("Smothered mate") is shown as it is; a provenance tag (random-2026-75) gives way to the
        // attacking pieces.
        const QString id = QString::fromStdString(p.id);
        const bool named =
            !p.isWinStudy() && (id.contains(QLatin1Char(' ')) || (!id.isEmpty() && !id.contains(QLatin1Char('-'))));
        const QString what = named ? id : materialText(p);
        if (!what.isEmpty()) text += QStringLiteral(" — ") + what;
        if (!mark.isEmpty()) text += QStringLiteral("   ") + mark;
        list_->addItem(text);
        // The collection's own description of the position (EPD c0), e.g. the ending's name in theory.
        if (!p.description.empty()) list_->item(i)->setToolTip(QString::fromStdString(p.description));
    }
    list_->setCurrentRow(current_);
    progress_->setText(tr("%1: %2 of %3 solved, %4 marks of %5")
                           .arg(collectionName_)
                           .arg(solved)
                           .arg(puzzleCount())
                           .arg(totalMarks())
                           .arg(puzzleCount() * PuzzleSession::FullMarks));
}

void PuzzleDialog::startPuzzle(int index) {
    stopWorker();
    if (index < 0 || index >= puzzleCount()) {
        session_.reset();
        current_ = -1;
        title_->setText(tr("No puzzles"));
        setMessage(tr("Open a collection: EPD lines \"FEN; dm N\" or PGN games with a [FEN] tag."));
        refreshState();
        return;
    }
    current_ = index;
    solutionLine_.clear();
    session_ = std::make_unique<PuzzleSession>(puzzles_[std::size_t(index)]);
    const Color solver = session_->solver();
    board_->setFlipped(solver == Color::Black);
    board_->setHint(Move());
    hintMove_ = Move();
    board_->setPosition(session_->position());
    const Puzzle& puzzle = session_->puzzle();
    if (puzzle.isWinStudy()) {
        title_->setText(solver == Color::Red ? tr("Red to play and win") : tr("Black to play and win"));
        setMessage(session_->isValid()
                       ? tr("Win within %n move(s): mate the general or leave it without a move. The computer defends "
                            "as well as it can; a draw by the rules (repetition, 60 moves without a capture) fails.",
                            nullptr, puzzle.moveLimit)
                       : tr("This puzzle's position cannot be played."),
                   !session_->isValid());
        hint_->setToolTip(tr("Shows the computer's best move for you; a solved study then earns one mark less"));
    } else {
        title_->setText(solver == Color::Red ? tr("Red to move and mate in %n", nullptr, puzzle.mateIn)
                                             : tr("Black to move and mate in %n", nullptr, puzzle.mateIn));
        setMessage(session_->isValid()
                       ? tr("Find the move that keeps the mate. The computer defends as well as it can.")
                       : tr("This puzzle's position cannot be played."),
                   !session_->isValid());
        hint_->setToolTip(tr("Shows a move that keeps the mate; a solved puzzle then earns one mark less"));
    }
    {
        const QSignalBlocker block(list_);
        list_->setCurrentRow(index);
    }
    refreshState();
}

void PuzzleDialog::refreshState() {
    const bool playing = session_ && session_->state() == PuzzleSession::State::Playing && !isBusy();
    board_->setInteractive(playing && session_->position().sideToMove() == session_->solver());
    hint_->setEnabled(playing);
    retry_->setEnabled(session_ != nullptr && !isBusy());
    solution_->setEnabled(session_ && session_->state() == PuzzleSession::State::Failed && !isBusy());
    next_->setEnabled(puzzleCount() > 1 && !isBusy());
    open_->setEnabled(!isBusy());
    openFolder_->setEnabled(!isBusy());
}

void PuzzleDialog::setMessage(const QString& text, bool bad) {
    status_->setText(text);
    status_->setStyleSheet(bad ? QStringLiteral("color: #b01010") : QString());
}

QString PuzzleDialog::message() const { return status_->text(); }

void PuzzleDialog::runInWorker(std::function<void()> job, std::function<void()> done, PuzzleSession* session) {
    if (!engine_) {
        engine_ = session::BuiltinEngine::shared();
        connect(engine_.get(), &session::BuiltinEngine::jobDone, this, [this](quint64 id) {
            if (id != job_) return;  // stopped and dropped meanwhile
            job_ = 0;
            const std::function<void()> finish = std::move(done_);
            done_ = nullptr;
            if (finish) finish();
            refreshState();
        });
    }
    if (!session) session = session_.get();
    done_ = std::move(done);
    // As the session's own searcher would be: one thread, the default options (a search request sets its own).
    job_ = engine_->run(session::SearchPriority::Background,
                        [session, job = std::move(job)](Searcher& s, const std::atomic<bool>&) {
                            s.setThreads(1);
                            s.setOptions(SearchOptions{});
                            session->setSearcher(&s);
                            job();
                            session->setSearcher(nullptr);
                        });
    refreshState();
}

void PuzzleDialog::stopWorker() {
    if (!job_) return;
    if (session_) session_->cancel();
    if (replay_) replay_->cancel();
    const quint64 job = std::exchange(job_, 0);
    done_ = nullptr;
    engine_->cancel(job);  // waits for a job that has begun
    replay_.reset();
    // The cancelled search left the session judged on nothing: start the puzzle again.
    if (session_ && current_ >= 0) session_ = std::make_unique<PuzzleSession>(puzzles_[std::size_t(current_)]);
}

void PuzzleDialog::playMove(Move m) {
    if (!session_ || isBusy() || session_->state() != PuzzleSession::State::Playing) return;
    if (!session_->position().isLegal(m)) {
        setMessage(tr("Not allowed: %1").arg(session::illegalMoveReason(session_->position(), m, notation_)), true);
        return;
    }
    const Position before = session_->position();
    board_->setHint(Move());
    hintMove_ = Move();
    Position shown = before;
    shown.makeMove(m);
    board_->setPosition(shown, m, true);
    setMessage(tr("Checking %1…").arg(session::moveText(before, m, notation_)));
    auto outcome = std::make_shared<PuzzleSession::Outcome>();
    PuzzleSession* session = session_.get();
    runInWorker(
        [session, m, outcome] { *outcome = session->play(m); },
        [this, outcome, shown] {
            const int index = current_;
            switch (outcome->state) {
            case PuzzleSession::State::Solved: {
                const int marks = session_->score();
                recordMarks(index, marks);
                board_->setPosition(session_->position(), session_->lastMove());
                if (session_->puzzle().isWinStudy())
                    setMessage(tr("Won! %1 — %n mark(s) of %2.", nullptr, marks)
                                   .arg(session::verdictText(session_->verdict()))
                                   .arg(PuzzleSession::FullMarks));
                else
                    setMessage(
                        tr("Solved! Mate in time — %n mark(s) of %1.", nullptr, marks).arg(PuzzleSession::FullMarks));
                refreshList();
                emit puzzleFinished(index, true, marks);
                break;
            }
            case PuzzleSession::State::Failed:
                recordMarks(index, 0);
                board_->setPosition(session_->position(), session_->lastMove());
                switch (session_->ending()) {
                case PuzzleSession::Ending::MovesUsedUp:
                    setMessage(tr("Failed: the %n move(s) allowed are used up and the defender still stands. "
                                  "Retry, or go on to the next puzzle.",
                                  nullptr, session_->puzzle().moveLimit),
                               true);
                    break;
                case PuzzleSession::Ending::Drawn:
                case PuzzleSession::Ending::Lost:
                    setMessage(tr("Failed: %1. Retry, or go on to the next puzzle.")
                                   .arg(session::verdictText(session_->verdict())),
                               true);
                    break;
                default:
                    setMessage(tr("Failed: after this move there is no forced mate within the moves left. "
                                  "Retry, or go on to the next puzzle."),
                               true);
                }
                refreshList();
                emit puzzleFinished(index, false, 0);
                break;
            case PuzzleSession::State::Playing:
                board_->setPosition(session_->position(), outcome->reply, true);
                if (session_->puzzle().isWinStudy())
                    setMessage(tr("The computer answers %1. %n move(s) left to win.", nullptr, session_->movesLeft())
                                   .arg(session::moveText(shown, outcome->reply, notation_)));
                else
                    setMessage(tr("Good. The computer answers %1. Mate in %n more.", nullptr, session_->movesLeft())
                                   .arg(session::moveText(shown, outcome->reply, notation_)));
                break;
            }
        });
}

void PuzzleDialog::showHint() {
    if (!session_ || isBusy() || session_->state() != PuzzleSession::State::Playing) return;
    auto move = std::make_shared<Move>();
    PuzzleSession* session = session_.get();
    setMessage(tr("Looking for a hint…"));
    runInWorker([session, move] { *move = session->hint(); },
                [this, move] {
                    if (!*move) {
                        setMessage(tr("No hint found in time."), true);
                        return;
                    }
                    hintMove_ = *move;
                    board_->setHint(*move);
                    setMessage(tr("Hint: %1 (%n hint(s) used, one mark each)", nullptr, session_->hintsUsed())
                                   .arg(session::moveText(session_->position(), *move, notation_)));
                });
}

void PuzzleDialog::showSolution() {
    if (!session_ || isBusy() || session_->state() != PuzzleSession::State::Failed) return;
    replay_ = std::make_unique<PuzzleSession>(session_->puzzle());
    auto line = std::make_shared<std::vector<Move>>();
    PuzzleSession* replay = replay_.get();
    setMessage(tr("Working out the solution…"));
    runInWorker(
        [replay, line] {
            // From the start: the move that keeps the mate (as a hint finds it), then the computer's best defence.
            while (replay->state() == PuzzleSession::State::Playing) {
                const Move m = replay->hint();
                if (!m) break;
                line->push_back(m);
                const PuzzleSession::Outcome out = replay->play(m);
                if (!out.accepted) break;
                if (out.reply) line->push_back(out.reply);
            }
        },
        [this, line] {
            const bool solved = replay_ && replay_->state() == PuzzleSession::State::Solved;
            replay_.reset();
            if (!session_) return;
            solutionLine_ = *line;
            Position start;
            start.setFen(session_->puzzle().fen);
            QStringList words;
            Position at = start;
            int number = 1;
            for (std::size_t i = 0; i < line->size(); ++i) {
                const Move m = (*line)[i];
                if (i % 2 == 0) words << QStringLiteral("%1.").arg(number++);
                words << session::moveText(at, m, notation_);
                at.makeMove(m);
            }
            board_->setPosition(start, Move());
            if (!line->empty()) board_->setHint(line->front());
            if (solved)
                setMessage(tr("The solution: %1. Retry to play it yourself.").arg(words.join(u' ')));
            else
                setMessage(line->empty() ? tr("No solution was found in time.")
                                         : tr("No full solution was found in time; the best line found: %1.")
                                               .arg(words.join(u' ')),
                           true);
        },
        replay);
}

void PuzzleDialog::nextPuzzle() {
    if (puzzleCount() == 0) return;
    startPuzzle((current_ + 1) % puzzleCount());
}

void PuzzleDialog::openCollection() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Puzzle Collection"), QString(),
        tr("Puzzle collections (*.epd *.pgn *.xqf *.cbf *.cbr *.cbl *.txt);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!loadCollection(path, &error))
        QMessageBox::warning(this, tr("Cannot open the collection"), tr("%1 could not be read:\n%2").arg(path, error));
}

void PuzzleDialog::openFolder() {
    const QString path = QFileDialog::getExistingDirectory(this, tr("Open a Folder of Puzzles"));
    if (path.isEmpty()) return;
    QString error;
    if (!loadCollection(path, &error))
        QMessageBox::warning(this, tr("Cannot open the collection"), tr("%1 could not be read:\n%2").arg(path, error));
}

void PuzzleDialog::closeEvent(QCloseEvent* event) {
    if (isBusy()) {
        stopWorker();
        startPuzzle(current_);
    }
    QDialog::closeEvent(event);
}

}  // namespace xq::ui
