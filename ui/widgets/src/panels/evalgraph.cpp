// The evaluation graph: a filled line of the score per ply, from Red's side.
#include "xiangqi/ui/evalgraph.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace xq::ui {

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Score after each move, from Red's side; click to go to that move"));
}

void EvalGraph::setEvals(const std::vector<PositionEval>& evals, const std::vector<MoveMark>& marks) {
    scores_.clear();
    for (const PositionEval& e : evals) {
        if (!e.valid && !e.terminal) {
            scores_.push_back(std::nullopt);
            continue;
        }
        int s = e.scoreCp;
        if (e.mate || e.terminal) {
            // mateIn 0 with terminal: the side to move has been mated; the sign of mateIn says who mates.
            s = e.mateIn > 0 ? CapCp : e.mateIn < 0 ? -CapCp : 0;
            if (e.terminal && e.mateIn == 0) s = e.scoreCp > 0 ? CapCp : e.scoreCp < 0 ? -CapCp : 0;
        }
        scores_.push_back(std::clamp(s, -CapCp, CapCp));
    }
    marks_ = marks;
    update();
}

void EvalGraph::clear() {
    scores_.clear();
    marks_.clear();
    update();
}

std::optional<int> EvalGraph::scoreAt(int ply) const {
    if (ply < 0 || ply >= int(scores_.size())) return std::nullopt;
    return scores_[std::size_t(ply)];
}

void EvalGraph::setCurrentPly(int ply) {
    if (ply == current_) return;
    current_ = ply;
    update();
}

QRectF EvalGraph::plotRect() const { return QRectF(rect()).adjusted(6, 6, -6, -6); }

QPointF EvalGraph::pointFor(int ply) const {
    const QRectF r = plotRect();
    const int n = std::max(1, int(scores_.size()) - 1);
    const double x = r.left() + r.width() * ply / n;
    const int s = scoreAt(ply).value_or(0);
    const double y = r.center().y() - r.height() / 2 * s / double(CapCp);
    return {x, y};
}

int EvalGraph::plyAt(double x) const {
    if (scores_.empty()) return -1;
    const QRectF r = plotRect();
    const int n = std::max(1, int(scores_.size()) - 1);
    const int ply = int(std::lround((x - r.left()) / r.width() * n));
    return std::clamp(ply, 0, int(scores_.size()) - 1);
}

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = plotRect();
    p.fillRect(rect(), palette().base());
    // Red's half above, Black's below, faintly.
    p.fillRect(QRectF(r.left(), r.top(), r.width(), r.height() / 2), QColor(200, 40, 30, 18));
    p.fillRect(QRectF(r.left(), r.center().y(), r.width(), r.height() / 2), QColor(30, 30, 30, 18));
    p.setPen(QPen(palette().mid().color(), 1, Qt::DashLine));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    // Which half is whose, and the scale.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    p.setFont(small);
    p.setPen(palette().placeholderText().color());
    const QRectF inner = r.adjusted(4, 2, -4, -2);
    p.drawText(inner, Qt::AlignTop | Qt::AlignLeft, tr("Red better"));
    p.drawText(inner, Qt::AlignBottom | Qt::AlignLeft, tr("Black better"));
    p.drawText(inner, Qt::AlignTop | Qt::AlignRight, QStringLiteral("+%1").arg(CapCp / 100));
    p.drawText(inner, Qt::AlignBottom | Qt::AlignRight, QStringLiteral("−%1").arg(CapCp / 100));
    if (scores_.empty()) return;

    // The score as an area against the middle line: red above, dark below.
    QPainterPath area;
    area.moveTo(r.left(), r.center().y());
    for (int i = 0; i < int(scores_.size()); ++i) area.lineTo(pointFor(i));
    area.lineTo(pointFor(int(scores_.size()) - 1).x(), r.center().y());
    area.closeSubpath();
    p.save();
    p.setClipRect(QRectF(r.left(), r.top(), r.width(), r.height() / 2));
    p.fillPath(area, QColor(200, 40, 30, 120));
    p.setClipRect(QRectF(r.left(), r.center().y(), r.width(), r.height() / 2));
    p.fillPath(area, QColor(40, 40, 40, 120));
    p.restore();
    QPainterPath line;
    line.moveTo(pointFor(0));
    for (int i = 1; i < int(scores_.size()); ++i) line.lineTo(pointFor(i));
    p.setPen(QPen(palette().text().color(), 1.5));
    p.drawPath(line);

    if (current_ >= 0 && current_ < int(scores_.size())) {
        p.setPen(QPen(QColor(0x20, 0x60, 0xd0), 1.5));
        const double x = pointFor(current_).x();
        p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
    }
    for (std::size_t i = 0; i < marks_.size() && i + 1 < scores_.size(); ++i) {
        QColor c;
        switch (marks_[i]) {
        case MoveMark::Inaccuracy: c = QColor(0xe0, 0xb0, 0x20); break;
        case MoveMark::Mistake: c = QColor(0xe0, 0x70, 0x10); break;
        case MoveMark::Blunder: c = QColor(0xd0, 0x10, 0x10); break;
        case MoveMark::None: continue;
        }
        p.setPen(QPen(palette().base().color(), 1));
        p.setBrush(c);
        p.drawEllipse(pointFor(int(i) + 1), 4.5, 4.5);
    }
}

void EvalGraph::mousePressEvent(QMouseEvent* event) {
    const int ply = plyAt(event->position().x());
    if (ply < 0) return;
    setCurrentPly(ply);
    emit plyClicked(ply);
}

}  // namespace xq::ui
