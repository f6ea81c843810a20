// Game → Review Game…: analyses every position of a game's main line (our engine or an external one, a depth or a
// time per move) with a progress bar and Cancel, then shows the evaluation graph, the per-side summary and the
// marked moves. The game in the window changes only when the user applies a finished review (annotateRecord: the
// scores as comments, ?!/?/?? on the moves, the better moves as variations).
#pragma once

#include <QDialog>
#include <QList>
#include <QPointer>

#include "xiangqi/record.h"
#include "xiangqi/review.h"
#include "xiangqi/session/engineclient.h"
#include "xiangqi/session/wording.h"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QDoubleSpinBox;
class QListWidget;

namespace xq::session {
class GameAnalyser;
}

namespace xq::ui {

class EvalGraph;
class ElidingComboBox;

class ReviewDialog : public QDialog {
    Q_OBJECT
public:
    // record: the game to review (a copy); engines: the external engines offered besides ours.
    ReviewDialog(const GameRecord& record, Notation notation, const QList<session::EngineConfig>& engines,
                 QWidget* parent = nullptr);
    ~ReviewDialog() override;

    // The settings (also set by the controls): a depth per move, or a time per move when depth is 0.
    void setDepth(int depth);
    void setMoveTimeMs(qint64 ms);
    void setEngineIndex(int index);  // 0 = ours

    void start();
    void cancel();
    bool isRunning() const;
    bool isFinished() const { return finished_; }
    int positionsDone() const { return done_; }  // (not done(): QDialog::done(int) closes the dialog)
    int total() const { return total_; }
    QString statusText() const;

    const GameRecord& reviewedRecord() const { return record_; }      // the game as it was given
    const GameRecord& annotatedRecord() const { return annotated_; }  // valid once finished
    const ReviewResult& result() const { return result_; }
    const std::vector<PositionEval>& evals() const { return evals_; }  // one per position, once finished
    const std::vector<NodeId>& line() const { return line_; }
    EvalGraph* graph() const { return graph_; }
    QPushButton* applyButton() const { return apply_; }
    QPushButton* startButton() const { return start_; }
    QPushButton* cancelButton() const { return cancel_; }
    QString summaryText(Color side) const;
    void setCurrentPly(int ply);

signals:
    void plySelected(int ply);  // on the main line of the reviewed game
    void applyRequested();      // the user wants the annotated record in the window
    void runningChanged(bool running);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void retranslate();
    void onFinished();
    void onFailed(const QString& text);
    void setRunning(bool running);
    void fillMoves();

    GameRecord record_, annotated_;
    Notation notation_;
    QList<session::EngineConfig> engines_;
    std::vector<NodeId> line_;
    ReviewResult result_;
    std::vector<PositionEval> evals_;
    bool finished_ = false;
    int done_ = 0, total_ = 0;

    QPointer<session::EngineClient> engine_;  // made by makeEngineClient for each review
    session::GameAnalyser* analyser_ = nullptr;

    QLabel* engineCaption_;
    ElidingComboBox* engineBox_;
    QRadioButton* byDepth_;
    QRadioButton* byTime_;
    QSpinBox* depth_;
    QDoubleSpinBox* seconds_;
    QPushButton* start_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QLabel* status_;
    EvalGraph* graph_;
    QLabel* redSummary_;
    QLabel* blackSummary_;
    QListWidget* moves_;
    QPushButton* apply_;
    QPushButton* close_;
};

}  // namespace xq::ui
