// Analysis mode's panel beside the board: which engine analyses, how many lines (MultiPV 1-5), the depth, score
// (from Red's side), speed and the best lines in the chosen notation.
#pragma once

#include <QGroupBox>
#include <QStringList>
#include <vector>

#include "xiangqi/ui/engineprocess.h"
#include "xiangqi/ui/wording.h"

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
    void clear();

    // What is shown (for tests and the arrow): the lines with a move, their text, the best move.
    int lineCount() const;
    QString lineText(int index) const;
    QString scoreText() const;
    QString depthText() const;
    Move bestMove() const;
    std::vector<Move> firstMoves() const;  // the first move of each line shown, best first
    ElidingComboBox* engineChooser() const { return engine_; }

    void retranslate();

signals:
    void engineChosen(int index);
    void multiPvChanged(int lines);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void render();

    static constexpr int MaxLines = 5;
    static constexpr qsizetype RowsPerLine = 2;
    QLabel* engineCaption_;
    ElidingComboBox* engine_;
    QLabel* linesCaption_;
    QSpinBox* lines_;
    QLabel* summary_;
    QLabel* status_;
    std::vector<QLabel*> lineLabels_;
    std::vector<SearchInfo> infos_;  // [multipv - 1]; entries without a pv are not shown
    Position root_;
    Notation notation_ = Notation::Chinese;
};

}  // namespace xq::ui
