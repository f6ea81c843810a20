// "Every request up to this id": the one way the engine workers raise their stop and cancel marks.
#pragma once

#include <atomic>

namespace xq::session {

// Raises `mark` to `id` unless it already stands at or above it, from any thread. Request ids only grow, so a
// late "stop up to 3" never undoes a "stop up to 5" that came first.
template <class Id>
void raiseUpTo(std::atomic<Id>& mark, Id id) {
    Id old = mark.load();
    while (old < id && !mark.compare_exchange_weak(old, id)) {
    }
}

}  // namespace xq::session
