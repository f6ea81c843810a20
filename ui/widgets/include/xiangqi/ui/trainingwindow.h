// The training room (issue 45), a window of its own with four pages: the puzzle ladder (puzzles served near the
// player's Glicko-2 puzzle rating), the player's own mistakes coming back by spaced repetition, the opening trainer
// on a repertoire, and the progress pictures. Its data lives in training.sqlite in the user's data folder
// (xq::train::TrainingStore); the logic is in engine/train, this file only shows it.
#pragma once

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

#include "xiangqi/train/ladder.h"
#include "xiangqi/train/repertoire.h"
#include "xiangqi/train/store.h"

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace xq::ui {

class BoardView;
class RatingPlot;
class BarChart;

// A calibrated level's rating on the puzzle rating's scale, for the strength estimate (-1 or unknown: 1500).
double trainingLevelRating(int level);

class TrainingWindow : public QWidget {
    Q_OBJECT
public:
    enum Page { LadderPage = 0, MistakesPage = 1, OpeningsPage = 2, ProgressPage = 3 };

    // storePath: the training store; empty = defaultStorePath(). clock: for tests.
    explicit TrainingWindow(const QString& storePath = {}, train::Clock clock = train::systemClock(),
                            QWidget* parent = nullptr);
    ~TrainingWindow() override;

    // <user data folder>/training.sqlite
    static QString defaultStorePath();
    // The shipped ladder (resource :/puzzles/ladder.txt).
    static std::vector<train::LadderPuzzle> shippedPuzzles();

    void showPage(Page page);
    train::TrainingStore& store() { return *store_; }
    // The puzzle on the board (tests): the ladder's current one.
    const train::LadderPuzzle* currentPuzzle() const;
    // Plays a move on the current page's board as if the player had made it (tests).
    void playMove(Move m);
    // A repertoire for the opening trainer (tests, and the Openings page's own buttons).
    void setRepertoire(train::Repertoire repertoire);
    // The games of a database that pass the filter (the player's name for the chosen side, an ECCO code or its
    // start) as the repertoire; false, with the reason on the page, when the file cannot be opened or no game passes.
    bool buildFromDatabase(const QString& file, const QString& player, const QString& ecco);
    // The player's own repertoire for the chosen side, as the opening explorer's "Add to My Repertoire" built it.
    void buildFromMyRepertoire();
    // The texts again, from the store (after answers elsewhere).
    void refresh();

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* makeLadderPage();
    QWidget* makeMistakesPage();
    QWidget* makeOpeningsPage();
    QWidget* makeProgressPage();
    void retranslate();

    // The ladder.
    void nextPuzzle();
    void showLadderPosition(Move last = Move());
    void ladderMove(Move m);
    void finishPuzzle(bool solved);
    void showSolution();
    QString kindText(const train::LadderPuzzle& p) const;
    void updateRatingLabel();

    // The mistakes.
    void reloadExercises();
    void showExercise(int row);
    void exerciseMove(Move m);
    void dropExercise();
    void addFromFile();

    // The openings.
    void buildFromDatabase();
    void buildFromRecord();
    void startOpeningLine();
    void openingMove(Move m);
    void showEngineOpinion(const Position& before, Move expected, Move played);

    void updateProgress();

    std::unique_ptr<train::TrainingStore> store_;
    train::Clock clock_;
    QTabWidget* tabs_ = nullptr;

    // Ladder page.
    std::vector<train::LadderPuzzle> puzzles_;
    int puzzleIndex_ = -1;
    int step_ = 0;  // moves of the solution played
    bool puzzleOver_ = false;
    BoardView* ladderBoard_ = nullptr;
    QLabel* ratingLabel_ = nullptr;
    QLabel* puzzleLabel_ = nullptr;
    QLabel* ladderStatus_ = nullptr;
    QPushButton* solutionButton_ = nullptr;
    QPushButton* nextButton_ = nullptr;

    // Mistakes page.
    std::vector<train::StoredExercise> exercises_;
    int exerciseRow_ = -1;
    int wrongTries_ = 0;
    QListWidget* exerciseList_ = nullptr;
    BoardView* exerciseBoard_ = nullptr;
    QLabel* exerciseStatus_ = nullptr;
    QLabel* exerciseCount_ = nullptr;
    QPushButton* dropButton_ = nullptr;
    QPushButton* addButton_ = nullptr;
    QComboBox* mySide_ = nullptr;

    // Openings page.
    train::Repertoire repertoire_;
    std::unique_ptr<train::OpeningDrill> drill_;
    BoardView* openingBoard_ = nullptr;
    QComboBox* openingSide_ = nullptr;
    QPushButton* fromDatabase_ = nullptr;
    QPushButton* fromRecord_ = nullptr;
    QPushButton* fromMine_ = nullptr;
    QPushButton* nextLine_ = nullptr;
    QLabel* openingStatus_ = nullptr;
    QLabel* repertoireLabel_ = nullptr;

    // Progress page.
    RatingPlot* ratingPlot_ = nullptr;
    BarChart* colourChart_ = nullptr;
    BarChart* openingChart_ = nullptr;
    BarChart* mistakeChart_ = nullptr;
    QLabel* strengthLabel_ = nullptr;
};

}  // namespace xq::ui
