// Hand-overs between the GUI thread and the engine threads, made visible to ThreadSanitizer.
//
// Qt orders a queued signal (and QThread::quit) with its own locks, which in a Qt not built with TSan are futexes
// TSan cannot see. TSan then takes the arguments Qt copies on the sending thread and the slot reads on the receiving
// thread for a race. The two tools below give TSan that order back, and nothing more: each edge they draw starts no
// later and ends no earlier than the one Qt really makes, so they cannot hide a race that Qt does not prevent. In a
// build without TSan they compile to nothing (HandOff is then an empty, trivially copyable struct).
//
// HandOff: the LAST argument of a queued signal whose receiver reads what the sender wrote. Qt allocates the queued
// event, then copies the arguments in order, then posts the event; the HandOff's copy constructor, the last copy,
// releases at the copy's address. The slot takes the HandOff by const reference (so it sees that very copy, not a
// copy of its own) and calls received() before it reads any other argument. The slot must take every argument that
// our code copies (a type with a copy constructor of ours) by const reference too: Qt's call wrapper reads an
// argument taken by value before the slot begins. Arguments of Qt's built-in types (quint64, int) Qt copies itself.
//
// tsanRelease / tsanAcquire: for an order Qt makes between two points of our own code. A worker's owner releases
// before QThread::quit() and the worker's destructor, which runs on the worker thread after the thread's event
// loop has ended, acquires; the destructor releases at its QThread and the owner acquires after QThread::wait().
// The second edge also covers the queued events Qt destroys undelivered when their receiver goes (their slot,
// which would have acquired, never runs).
#pragma once

#include <QMetaType>

#if defined(__SANITIZE_THREAD__)
#define XQ_TSAN_HANDOFF 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define XQ_TSAN_HANDOFF 1
#endif
#endif

#ifdef XQ_TSAN_HANDOFF
#include <sanitizer/tsan_interface.h>
#endif

namespace xq::session {

#ifdef XQ_TSAN_HANDOFF
inline void tsanRelease(const void* at) { __tsan_release(const_cast<void*>(at)); }
inline void tsanAcquire(const void* at) { __tsan_acquire(const_cast<void*>(at)); }

struct HandOff {
    HandOff() = default;
    HandOff(const HandOff&) noexcept { tsanRelease(this); }
    HandOff& operator=(const HandOff&) noexcept {
        tsanRelease(this);
        return *this;
    }
    ~HandOff() = default;
    void received() const { tsanAcquire(this); }
};
#else
inline void tsanRelease(const void*) {}
inline void tsanAcquire(const void*) {}

struct HandOff {
    void received() const {}
};
#endif

}  // namespace xq::session

Q_DECLARE_METATYPE(xq::session::HandOff)
