// Engine value types made known to Qt's meta-type system, for typed signals and queued connections.
#pragma once

#include <QMetaType>

#include "xiangqi/position.h"
#include "xiangqi/search.h"

Q_DECLARE_METATYPE(xq::Position)
Q_DECLARE_METATYPE(xq::Move)
Q_DECLARE_METATYPE(xq::SearchInfo)  // our search's and an external engine's progress: one type
Q_DECLARE_METATYPE(xq::SearchLimits)
