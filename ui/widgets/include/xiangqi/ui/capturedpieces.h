// The pieces each side has lost so far, shown beside the board as two rows of small pieces.
#pragma once

#include <QWidget>

#include <array>

#include "xiangqi/position.h"
#include "xiangqi/ui/boardview.h"

namespace xq::ui {

// How many pieces of each kind `now` lacks compared with `start` (pieces never come back in xiangqi, so this is
// what was captured since `start`), indexed by Piece. Plain counting, no Qt.
std::array<int, 16> capturedSince(const Position& start, const Position& now);

class CapturedPieces : public QWidget {
    Q_OBJECT
public:
    explicit CapturedPieces(QWidget* parent = nullptr);

    // Counts the captures between the game's first position and the one shown.
    void setPositions(const Position& start, const Position& now);
    void setPieceSet(session::PieceSet set);
    // The pieces of `victim` taken by the other side, most valuable first.
    std::vector<Piece> lost(Color victim) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int pieceSize() const;
    std::array<int, 16> captured_{};
    session::PieceSet set_ = session::PieceSet::Traditional;
};

}  // namespace xq::ui
