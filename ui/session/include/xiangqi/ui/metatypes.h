// Engine value types made known to Qt's meta-type system, for typed signals and queued connections.
#pragma once

#include <QMetaType>

#include "xiangqi/position.h"

Q_DECLARE_METATYPE(xq::Position)
Q_DECLARE_METATYPE(xq::Move)
