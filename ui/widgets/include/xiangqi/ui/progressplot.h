// The training window's pictures, painted with QPainter: a line of values over time with an uncertainty band (the
// puzzle rating), and horizontal bars with labels (results by colour and by opening, kinds of mistakes).
#pragma once

#include <QString>
#include <QWidget>

#include <vector>

namespace xq::ui {

class RatingPlot : public QWidget {
    Q_OBJECT
public:
    struct Point {
        double value = 0;
        double band = 0;  // ± this much (the rating deviation)
    };
    explicit RatingPlot(QWidget* parent = nullptr);
    void setPoints(std::vector<Point> points);
    void setTitle(const QString& title);
    QSize sizeHint() const override { return {420, 220}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<Point> points_;
    QString title_;
};

class BarChart : public QWidget {
    Q_OBJECT
public:
    // One row: a label and up to three parts (win, draw, loss; or one count), drawn as one stacked bar.
    struct Row {
        QString label;
        std::vector<double> parts;
    };
    explicit BarChart(QWidget* parent = nullptr);
    void setRows(std::vector<Row> rows, QStringList partNames);
    void setTitle(const QString& title);
    QSize sizeHint() const override { return {420, 40 + 26 * int(std::max<std::size_t>(rows_.size(), 2))}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<Row> rows_;
    QStringList partNames_;
    QString title_;
};

}  // namespace xq::ui
