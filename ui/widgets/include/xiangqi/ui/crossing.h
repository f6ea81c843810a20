// A lambda queued to another thread (QMetaObject::invokeMethod), made visible to ThreadSanitizer both ways.
#pragma once

#include "xiangqi/session/handoff.h"

namespace xq::ui {

// The LAST capture of a lambda queued to another thread: its copy into Qt's queued call releases and the call
// acquires (HandOff, handoff.h); the call also releases when it ends (FinishOnExit), and the lambda's destruction
// acquires, for Qt may destroy the lambda on the sending thread after the receiver has run it (the queued call's
// reference count is Qt's, which TSan cannot see). Nothing in a build without TSan.
struct Crossing : session::HandOff {
    Crossing() = default;
    Crossing(const Crossing& other) = default;
    ~Crossing() { session::tsanAcquire(this); }
    void finished() const { session::tsanRelease(this); }
};

// First line of the lambda's body, after crossing.received(): calls finished() when the body ends, on every path.
struct FinishOnExit {
    const Crossing& crossing;
    ~FinishOnExit() { crossing.finished(); }
};

}  // namespace xq::ui
