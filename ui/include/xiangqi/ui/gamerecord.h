// A game as a start position and the moves played from it, with the PGN tags that describe it.
#pragma once

#include <QList>
#include <QPair>
#include <QString>

#include <vector>

#include "xiangqi/position.h"

namespace xq::ui {

struct GameRecord {
    QString startFen;  // empty = the standard start position
    std::vector<Move> moves;
    QList<QPair<QString, QString>> tags;   // Event, Site, Date, Red, Black, Result... in file order
    QString result = QStringLiteral("*");  // "1-0" Red won, "0-1" Black won, "1/2-1/2", "*" unfinished

    Position startPosition() const;
    // The position after the first `ply` moves, with its history (for repetition rules).
    Position positionAt(int ply) const;
    QString tag(const QString& name) const;
    void setTag(const QString& name, const QString& value);
};

}  // namespace xq::ui
