#include "xiangqi/ui/progressplot.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace xq::ui {

namespace {
const QColor Line(176, 20, 26);        // the red ink of the pieces
const QColor Band(176, 20, 26, 40);
const QColor PartColours[3] = {QColor(46, 125, 50), QColor(158, 158, 158), QColor(176, 20, 26)};
}  // namespace

RatingPlot::RatingPlot(QWidget* parent) : QWidget(parent) { setMinimumHeight(160); }

void RatingPlot::setPoints(std::vector<Point> points) {
    points_ = std::move(points);
    update();
}

void RatingPlot::setTitle(const QString& title) {
    title_ = title;
    update();
}

void RatingPlot::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm(font());
    const int top = fm.height() + 8, left = fm.horizontalAdvance(QStringLiteral("0000")) + 10;
    const QRectF area(left, top, width() - left - 10, height() - top - fm.height() - 6);
    p.setPen(palette().text().color());
    p.drawText(QRectF(0, 2, width(), fm.height() + 4), Qt::AlignHCenter, title_);
    if (points_.empty() || area.width() < 10 || area.height() < 10) {
        p.drawText(area, Qt::AlignCenter, tr("No attempts yet"));
        return;
    }
    // The value range, rounded out to hundreds.
    double lo = 1e9, hi = -1e9;
    for (const Point& pt : points_) {
        lo = std::min(lo, pt.value - pt.band);
        hi = std::max(hi, pt.value + pt.band);
    }
    lo = std::floor(lo / 100) * 100;
    hi = std::ceil(hi / 100) * 100;
    if (hi - lo < 200) hi = lo + 200;
    auto x = [&](std::size_t i) {
        return points_.size() == 1 ? area.center().x() : area.left() + area.width() * double(i) / double(points_.size() - 1);
    };
    auto y = [&](double v) { return area.bottom() - area.height() * (v - lo) / (hi - lo); };
    // Grid and labels every 100 (or 200, 500 when crowded).
    const double step = (hi - lo) / 100 > 12 ? 500 : (hi - lo) / 100 > 6 ? 200 : 100;
    p.setPen(QPen(palette().mid().color(), 1, Qt::DotLine));
    for (double v = lo; v <= hi + 1; v += step) {
        p.drawLine(QPointF(area.left(), y(v)), QPointF(area.right(), y(v)));
        p.save();
        p.setPen(palette().text().color());
        p.drawText(QRectF(0, y(v) - fm.height() / 2.0, left - 6, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(int(v)));
        p.restore();
    }
    // The band, then the line and the last point.
    QPainterPath band;
    for (std::size_t i = 0; i < points_.size(); ++i) {
        const QPointF pt(x(i), y(points_[i].value + points_[i].band));
        i == 0 ? band.moveTo(pt) : band.lineTo(pt);
    }
    for (std::size_t i = points_.size(); i-- > 0;) band.lineTo(QPointF(x(i), y(points_[i].value - points_[i].band)));
    band.closeSubpath();
    p.fillPath(band, Band);
    QPainterPath line;
    for (std::size_t i = 0; i < points_.size(); ++i) {
        const QPointF pt(x(i), y(points_[i].value));
        i == 0 ? line.moveTo(pt) : line.lineTo(pt);
    }
    p.setPen(QPen(Line, 2));
    p.drawPath(line);
    p.setBrush(Line);
    p.drawEllipse(QPointF(x(points_.size() - 1), y(points_.back().value)), 3.5, 3.5);
    p.setPen(palette().text().color());
    p.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), fm.height() + 4), Qt::AlignRight,
               tr("%n attempt(s)", "", int(points_.size())));
}

BarChart::BarChart(QWidget* parent) : QWidget(parent) { setMinimumHeight(90); }

void BarChart::setRows(std::vector<Row> rows, QStringList partNames) {
    rows_ = std::move(rows);
    partNames_ = std::move(partNames);
    updateGeometry();
    update();
}

void BarChart::setTitle(const QString& title) {
    title_ = title;
    update();
}

void BarChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm(font());
    p.setPen(palette().text().color());
    p.drawText(QRectF(0, 2, width(), fm.height() + 4), Qt::AlignHCenter, title_);
    int labelWidth = 0;
    double most = 0;
    for (const Row& r : rows_) {
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(r.label));
        double sum = 0;
        for (double v : r.parts) sum += v;
        most = std::max(most, sum);
    }
    const int top = fm.height() + 10;
    // The legend under the title when there are several parts.
    int y = top;
    if (partNames_.size() > 1) {
        int x = 8;
        for (int i = 0; i < partNames_.size() && i < 3; ++i) {
            p.fillRect(QRectF(x, y + 3, 10, 10), PartColours[i]);
            p.drawText(QPointF(x + 14, y + fm.ascent()), partNames_[i]);
            x += 24 + fm.horizontalAdvance(partNames_[i]);
        }
        y += fm.height() + 6;
    }
    if (rows_.empty() || most <= 0) {
        p.drawText(QRectF(0, y, width(), height() - y), Qt::AlignCenter, tr("Nothing yet"));
        return;
    }
    const double barLeft = labelWidth + 16, barWidth = width() - barLeft - 50;
    const int rowHeight = std::max(18, fm.height() + 6);
    for (const Row& r : rows_) {
        p.setPen(palette().text().color());
        p.drawText(QRectF(4, y, labelWidth + 8, rowHeight), Qt::AlignRight | Qt::AlignVCenter, r.label);
        double x = barLeft, sum = 0;
        for (std::size_t i = 0; i < r.parts.size(); ++i) {
            const double w = barWidth * r.parts[i] / most;
            p.fillRect(QRectF(x, y + 3, w, rowHeight - 6), PartColours[std::min<std::size_t>(i, 2)]);
            x += w;
            sum += r.parts[i];
        }
        p.setPen(palette().text().color());
        p.drawText(QRectF(x + 4, y, 46, rowHeight), Qt::AlignLeft | Qt::AlignVCenter, QString::number(sum));
        y += rowHeight;
    }
}

}  // namespace xq::ui
