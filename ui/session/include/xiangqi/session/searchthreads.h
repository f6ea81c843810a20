// What the search threads share: their priority below the GUI's, the default thread count, the metatypes of the
// queued signals. (The search itself runs in BuiltinEngine, builtinengine.h.)
#pragma once

#include <QObject>

#include <algorithm>
#include <atomic>
#include <memory>

#include "xiangqi/session/handoff.h"
#include "xiangqi/session/wording.h"

namespace xq::session {

// Lowers the priority of the calling thread below the GUI thread's (a per-thread nice value on Linux, the thread
// priority on Windows and macOS): for threads that search.
void lowerCurrentThreadPriority();
// The same for a thread Qt does not know (the search's helper threads): only the operating system's call.
void lowerNativeThreadPriority();
// What the game offers by default: every core but one for the search, at least one thread.
int defaultSearchThreads();

// Registers the metatypes the queued connections carry; call once before connecting.
void registerSearchMetaTypes();

}  // namespace xq::session
