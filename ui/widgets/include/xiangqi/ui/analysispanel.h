// Analysis mode's panel beside the board: which engine analyses, how many lines (MultiPV 1-5), the depth, score
// (from Red's side), speed and the best lines in the chosen notation; and, when the user ticks it and the cloud
// library is on, what the cloud library (chessdb.cn) says of the position, in the same scale and notation.
#pragma once

#include <QGroupBox>
#include <QPointer>
#include <QStringList>
#include <vector>

#include "xiangqi/session/cloudclient.h"
#include "xiangqi/session/engineclient.h"
#include "xiangqi/session/engineprocess.h"
#include "xiangqi/session/wording.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace xq::ui {

class ElidingComboBox;

class AnalysisPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    // The engines offered: index 0 is always our own engine; then the configured external ones by name.
    void setEngineNames(const QStringList& external);
    int engineIndex() const;
    void setEngineIndex(int index);
    int multiPv() const;
    void setMultiPv(int lines);

    // A new analysis of root: the old lines go.
    void startPosition(const Position& root, Notation notation);
    // One line (info.multipv) of the analysis of the root given to startPosition.
    void setInfo(const SearchInfo& info);
    void setNotation(Notation notation);
    void setStatus(const QString& text);  // "Stopped", an engine's error
    // The chosen engine's state, beside its name ("ready", "thinking…", "crashed", "restarting…").
    void setEngineState(session::EngineClient::State state);
    QString engineStateText() const;
    void clear();

    // What is shown (for tests and the arrow): the lines with a move, their text, the best move.
    int lineCount() const;
    QString lineText(int index) const;
    QString scoreText() const;
    QString depthText() const;
    Move bestMove() const;
    std::vector<Move> firstMoves() const;  // the first move of each line shown, best first
    ElidingComboBox* engineChooser() const { return engine_; }

    // The cloud library's line: the client is the window's one (the explorer's, whose Cloud tab turns the feature
    // on); nothing is asked while the feature is off, while "Cloud library" is not ticked or the panel is hidden.
    void setCloudClient(session::CloudClient* client);
    bool cloudWanted() const;
    void setCloudWanted(bool on);
    QString cloudText() const;             // the cloud line as shown (plain text), empty when it is not shown (tests)
    std::vector<Move> cloudMoves() const;  // the cloud's moves shown, best first (tests)

    void retranslate();

signals:
    void engineChosen(int index);
    void multiPvChanged(int lines);
    void cloudWantedChanged(bool on);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void render();
    void requestCloud();
    void renderCloud();

    static constexpr int MaxLines = 5;
    static constexpr qsizetype RowsPerLine = 2;
    QLabel* engineCaption_;
    ElidingComboBox* engine_;
    QLabel* linesCaption_;
    QSpinBox* lines_;
    QLabel* summary_;
    QLabel* status_;
    QLabel* engineState_;
    session::EngineClient::State engineStateValue_ = session::EngineClient::State::Ready;
    std::vector<QLabel*> lineLabels_;
    QCheckBox* cloudBox_;
    QLabel* cloudLine_;
    QPointer<session::CloudClient> cloud_;
    // What the cloud line says: nothing yet, asking, an answer, an error (kept as data: worded in the language
    // of the moment).
    enum class CloudState { None, Off, Asking, Answer, Error } cloudState_ = CloudState::None;
    session::CloudAnswer cloudAnswer_;
    session::CloudError cloudError_ = session::CloudError::None;
    int cloudHttpStatus_ = 0;
        std::vector<SearchInfo> infos_;  // [multipv - 1]; entries without a pv are not shown
    Position root_;
    Notation notation_ = Notation::Chinese;
};

}  // namespace xq::ui
