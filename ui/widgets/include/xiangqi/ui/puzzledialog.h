// Endgame puzzle mode: a collection of puzzles (the shipped "mate in N" set, the shipped win studies, or an
// EPD/PGN file) chosen above the list, a board on which the person plays the solving side while the computer
// defends, a hint that costs a mark, success or failure said plainly, the next puzzle, and the best marks per
// puzzle remembered (QSettings).
#pragma once

#include <QDialog>
#include <QHash>
#include <QPointer>

#include <functional>
#include <memory>

#include "xiangqi/puzzle.h"
#include "xiangqi/session/wording.h"

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace xq::session {
class BuiltinEngine;
class SettingsStore;
}

namespace xq::ui {

class BoardView;

class PuzzleDialog : public QDialog {
    Q_OBJECT
public:
    // With storeProgress false the marks live only as long as the dialog (tests, screenshots).
    // Progress (each puzzle's best marks) is kept in `progress`; without one, for this dialog's life only.
    explicit PuzzleDialog(std::shared_ptr<session::SettingsStore> progress = nullptr, QWidget* parent = nullptr);
    ~PuzzleDialog() override;

    // The collections shipped with the program: the mates (resource :/puzzles/mates.epd) and the win studies
    // (:/puzzles/wins.epd).
    static std::vector<Puzzle> defaultPuzzles();
    static std::vector<Puzzle> winStudies();
    // The solving side's attacking pieces, e.g. "Chariot + Horse ×2"; for a win study both sides' pieces,
    // e.g. "Chariot vs Advisor ×2".
    static QString materialText(const Puzzle& puzzle);
    // The collection chooser: 0 the mates, 1 the win studies, 2 the last collection opened from a file.
    enum Collection { Mates = 0, WinStudies = 1, FromFile = 2 };
    void showCollection(int which);
    QComboBox* collectionChooser() const { return collection_; }
    void setPuzzles(std::vector<Puzzle> puzzles, const QString& name);
    // Reads an EPD, PGN, XQF, DhtmlXQ, CBF, CBR or CBL file, or every such file of a folder (a game whose moves end in
    // mate, or with a [Mate] tag, is a puzzle); on failure (nothing readable) *error says why and the collection stays.
    bool loadCollection(const QString& path, QString* error);

    int puzzleCount() const { return int(puzzles_.size()); }
    int currentIndex() const { return current_; }
    void startPuzzle(int index);
    const PuzzleSession* session() const { return session_.get(); }
    bool isBusy() const { return job_ != 0; }
    // Best marks for a puzzle: -1 never solved (or never tried), 0 failed, 1..FullMarks solved.
    int bestMarks(int index) const;
    int totalMarks() const;
    QString message() const;
    void setNotation(Notation n) { notation_ = n; }
    // The move the last hint showed (none after a move or a new puzzle).
    Move hintMove() const { return hintMove_; }

    BoardView* board() const { return board_; }
    QListWidget* list() const { return list_; }
    QPushButton* hintButton() const { return hint_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* solutionButton() const { return solution_; }
    // The solution line shown after a failure (empty before): the solver's moves and the computer's defences.
    const std::vector<Move>& solutionLine() const { return solutionLine_; }

public slots:
    void playMove(xq::Move m);
    void showHint();
    // After a failure: works out the solution from the puzzle's start (the moves that keep the mate and the
    // computer's best defences), writes it out and shows its first move on the board; Retry plays it again.
    void showSolution();
    void retry() { startPuzzle(current_); }
    void nextPuzzle();
    void openCollection();
    void openFolder();

signals:
    void puzzleFinished(int index, bool solved, int marks);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    QString progressKey(int index) const;
    void recordMarks(int index, int marks);
    void refreshList();
    void refreshState();
    void refreshChooser(int current);
    void setMessage(const QString& text, bool bad = false);
    // Runs job as a job of the built-in engine, searching for `session` (default: the puzzle being played).
    void runInWorker(std::function<void()> job, std::function<void()> done, PuzzleSession* session = nullptr);
    void stopWorker();

    std::shared_ptr<session::SettingsStore> marksStore_;
    std::vector<Puzzle> puzzles_;
    QString collectionName_;
    int current_ = -1;
    std::unique_ptr<PuzzleSession> session_;
    QHash<QString, int> marks_;  // progress without QSettings
    Notation notation_ = Notation::Chinese;
    // The session's searches run as jobs of the window's one built-in engine (builtinengine.h), one at a time.
    std::shared_ptr<session::BuiltinEngine> engine_;
    quint64 job_ = 0;  // the job running or waiting, 0 = none
    std::function<void()> done_;
    Move hintMove_;
    std::unique_ptr<PuzzleSession> replay_;  // the puzzle played out for its solution, while that runs
    std::vector<Move> solutionLine_;

    BoardView* board_;
    QListWidget* list_;
    QComboBox* collection_;
    std::vector<Puzzle> filePuzzles_;  // the collection opened from a file (FromFile)
    QString fileName_;
    QLabel* title_;
    QLabel* status_;
    QLabel* progress_;
    QPushButton* hint_;
    QPushButton* retry_;
    QPushButton* solution_;
    QPushButton* next_;
    QPushButton* open_;
    QPushButton* openFolder_;
};

}  // namespace xq::ui
