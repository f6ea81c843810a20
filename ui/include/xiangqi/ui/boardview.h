// The board widget: draws the board and pieces of a position.
#pragma once

#include <QWidget>

#include "xiangqi/position.h"

namespace xq::ui {

class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    void setPosition(const Position& pos);
    const Position& position() const { return position_; }

    QSize sizeHint() const override { return {540, 600}; }
    // Pixel centre of a square and the square under a pixel (NoSquare outside the board).
    QPointF squareCenter(Square s) const;
    Square squareAt(QPointF p) const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    double cell() const;
    QPointF origin() const;
    void paintBoard(QPainter& p);
    void paintPieces(QPainter& p);

    Position position_;
    bool flipped_ = false;
};

}  // namespace xq::ui
