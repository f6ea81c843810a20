// Draws a xiangqi board and its pieces: the grid, river, palaces, point marks and edge coordinates in the chosen
// BoardTheme and Notation, the pieces of the chosen PieceSet, either side at the bottom. The board view and the
// position editor both draw with it, so they look alike; each adds its own marks on top.
#pragma once

#include <QColor>
#include <QHash>
#include <QImage>
#include <QPixmap>
#include <QRectF>
#include <QStringList>

#include <array>

#include "xiangqi/notation.h"
#include "xiangqi/session/appearance.h"
#include "xiangqi/types.h"

class QPainter;

namespace xq::ui {

// One piece of a set as a square image of `pixels` device pixels: the SVG set drawn by Qt Svg; without Qt Svg (the
// Windows build) the set's image rendered from the same SVG ahead of time (pieceImageName); a drawn disc if neither is
// there.
QPixmap renderPieceImage(session::PieceSet set, Piece piece, int pixels);

// The pre-rendered piece images for builds without Qt Svg: assets/pieces/images/<set>/<id>.png, PieceImagePixels
// square, made from the SVG sets by xiangqi-render-pieces (tools/render-pieces) and checked against them by the tests.
constexpr int PieceImagePixels = 256;
QString pieceImageName(session::PieceSet set, Piece piece);  // "traditional/rK.png"

class BoardPainter {
public:
    // Piece diameter in cells; a piece being dragged is drawn DragScale times larger.
    static constexpr double PieceScale = 0.9;
    static constexpr double DragScale = 1.08;

    void setPieceSet(session::PieceSet set);
    // The river's words in the characters of the piece set: 楚河 漢界 beside the traditional pieces (傌 俥 帥), 楚河
    // 汉界 beside the international symbols.
    static QString riverLeftWords() { return QStringLiteral("楚　河"); }
    static QString riverRightWords(session::PieceSet set);
    session::PieceSet pieceSet() const { return pieceSet_; }
    void setTheme(session::BoardTheme theme) { theme_ = theme; }
    session::BoardTheme theme() const { return theme_; }
    // The edge labels follow the notation: 九…一 and １…９ (Chinese), 9…1 and 1…9 (WXF), a…i and 0…9 (ICCS).
    void setNotation(Notation n) { notation_ = n; }
    Notation notation() const { return notation_; }
    void setFlipped(bool flipped) { flipped_ = flipped; }
    bool isFlipped() const { return flipped_; }
    void setCoordinatesShown(bool shown) { coordinatesShown_ = shown; }
    bool coordinatesShown() const { return coordinatesShown_; }
    // Copies the look (set, theme, notation, orientation, coordinates) of another painter.
    void setAppearanceOf(const BoardPainter& other);

    // The rectangle the board is fitted and centred in (a widget's rect()).
    void setArea(const QRectF& area) { area_ = area; }
    QRectF area() const { return area_; }

    // ---- geometry ----
    double cell() const;
    // Cells left and right of the outer files: wider for the ICCS rank numbers.
    double sideMargin() const;
    // Pixel position of a grid point counted in cells from the top-left point as shown (columns 0…8, rows 0…9).
    QPointF gridPoint(double col, double row) const;
    QPointF squareCenter(Square s) const;
    Square squareAt(QPointF p) const;  // NoSquare outside the board
    QStringList fileLabels(Color side) const;
    QStringList rankLabels() const;  // ICCS only; empty for the other notations

    // ---- painting ----
    // The surround (unless transparent), the playing surface, frame, grid, palaces, point marks and the river.
    void paintBoard(QPainter& p, bool surround = true) const;
    void paintCoordinates(QPainter& p) const;
    // One piece centred at `centre`, `scale` times the normal size; images are rendered once per size.
    void paintPiece(QPainter& p, Piece piece, QPointF centre, double scale = 1.0);
    // The board, its coordinates when shown, and every piece of `board` except the one on `skip`.
    void paint(QPainter& p, const std::array<Piece, SquareCount>& board, Square skip = NoSquare);
    // What paint() draws, as an image of `size` (the painter's area becomes that size).
    QImage render(QSize size, const std::array<Piece, SquareCount>& board, qreal devicePixelRatio = 1.0);

    // The colours of the theme that others draw next to the board.
    static QColor surroundColour(session::BoardTheme theme);
    static QColor surfaceColour(session::BoardTheme theme);

private:
    const QPixmap& pieceImage(Piece piece, int pixels, qreal dpr);
    void paintPositionMark(QPainter& p, int col, int row) const;

    session::PieceSet pieceSet_ = session::PieceSet::Traditional;
    session::BoardTheme theme_ = session::BoardTheme::Wood;
    Notation notation_ = Notation::Chinese;
    bool flipped_ = false;
    bool coordinatesShown_ = true;
    QRectF area_;
    QHash<int, QPixmap> cache_;  // by piece, for cachePixels_ and cacheRatio_
    int cachePixels_ = 0;
    qreal cacheRatio_ = 0;
};

}  // namespace xq::ui
