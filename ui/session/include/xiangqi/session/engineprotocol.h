// Reading what an engine writes: its option lines and its info lines (into the one info type of xiangqi/search.h),
// and the position a "position … moves …" command describes.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>
#include <string>
#include <vector>

#include "xiangqi/position.h"
#include "xiangqi/search.h"
#include "xiangqi/session/enginedialect.h"

namespace xq::session {

// One setting the engine announced with an `option` line, for a settings dialog.
struct EngineOption {
    enum class Type { Spin, Check, Combo, String, Button };
    QString name;
    Type type = Type::String;
    QString defaultValue;
    qint64 min = 0, max = 0;  // spin
    QStringList choices;      // combo
    bool operator==(const EngineOption&) const = default;
};
// Parses "option name Hash type spin default 16 min 1 max 1024" (UCI) or "option Hash type spin min 1 max 1024
// default 16" (UCCI). nullopt for a line that is not a well-formed option.
std::optional<EngineOption> parseOptionLine(const QString& line);

// Parses an info line for the position `pos` (whose side to move the engine's score is relative to) into the one
// info type (xiangqi/search.h): the score from Red's side, the principal variation as legal moves, a mate as the
// engine said it (UCI: moves, UCCI: plies). Scores are multiplied by scorePercent / 100 (mates are recognised
// before that). A line without a score has hasScore false.
std::optional<SearchInfo> parseInfoLine(const QString& line, const Position& pos, EngineProtocol p,
                                        int scorePercent = 100);

// The position reached from fen (empty = the standard start) by moves, with its history; nullopt when the FEN is not
// valid or a move is not legal.
std::optional<Position> positionAfter(const std::string& fen, const std::vector<Move>& moves);

}  // namespace xq::session
