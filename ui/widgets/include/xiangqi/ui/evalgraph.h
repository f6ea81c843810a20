// The evaluation graph of a game review: the engine's score after every move of the main line, from Red's side
// (above the middle: Red is better), clamped at ±capCp with mates at the cap; marked moves (?!, ?, ??) get a
// coloured dot, the move shown in the window a vertical line. A click picks the nearest move.
#pragma once

#include <QWidget>
#include <optional>
#include <vector>

#include "xiangqi/review.h"

namespace xq::ui {

class EvalGraph : public QWidget {
    Q_OBJECT
public:
    explicit EvalGraph(QWidget* parent = nullptr);

    // evals[i]: the position after i plies (evals[0] the start); marks[i - 1]: the mark of move i.
    void setEvals(const std::vector<PositionEval>& evals, const std::vector<MoveMark>& marks = {});
    void clear();
    int plyCount() const { return int(scores_.size()) - 1; }  // -1 when empty
    // The clamped score drawn for a ply (nullopt: not analysed).
    std::optional<int> scoreAt(int ply) const;
    void setCurrentPly(int ply);
    int currentPly() const { return current_; }
    // Where a ply's point is drawn (for tests), and the ply nearest to an x position.
    QPointF pointFor(int ply) const;
    int plyAt(double x) const;

    static constexpr int CapCp = 600;  // ±6 pawns: a lost position is at the edge, an even game still moves

    QSize sizeHint() const override { return {520, 160}; }
    QSize minimumSizeHint() const override { return {160, 80}; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QRectF plotRect() const;
    std::vector<std::optional<int>> scores_;
    std::vector<MoveMark> marks_;
    int current_ = -1;
};

}  // namespace xq::ui
