// GameRecord: replaying the moves of a game.
#include "xiangqi/ui/gamerecord.h"

#include <algorithm>

namespace xq::ui {

Position GameRecord::startPosition() const {
    Position pos;
    if (!startFen.isEmpty()) pos.setFen(startFen.toStdString());
    return pos;
}

Position GameRecord::positionAt(int ply) const {
    Position pos = startPosition();
    ply = std::clamp(ply, 0, int(moves.size()));
    for (int i = 0; i < ply; ++i) pos.makeMove(moves[i]);
    return pos;
}

QString GameRecord::tag(const QString& name) const {
    for (const auto& t : tags)
        if (t.first == name) return t.second;
    return {};
}

void GameRecord::setTag(const QString& name, const QString& value) {
    for (auto& t : tags) {
        if (t.first == name) {
            t.second = value;
            return;
        }
    }
    tags.append({name, value});
}

}  // namespace xq::ui
