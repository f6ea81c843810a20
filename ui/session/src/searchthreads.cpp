// The search threads' priority, their default count and the metatypes of the engine's queued signals.
#include "xiangqi/session/searchthreads.h"

#include <QElapsedTimer>
#include <QThread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#elif defined(Q_OS_WIN)
#include <windows.h>
#elif defined(Q_OS_MACOS)
#include <pthread.h>
#include <pthread/qos.h>
#endif

namespace xq::session {

void registerSearchMetaTypes() {
    qRegisterMetaType<xq::Position>();
    qRegisterMetaType<xq::Move>();
    qRegisterMetaType<xq::SearchInfo>();
    qRegisterMetaType<xq::SearchLimits>();
    qRegisterMetaType<xq::session::HandOff>();
}

void lowerCurrentThreadPriority() {
    // The search may take a whole core for seconds; the GUI thread must always win when both want the CPU.
    QThread::currentThread()->setPriority(QThread::LowPriority);
#ifdef Q_OS_LINUX
    // Qt's priorities do nothing under Linux's default scheduler; a per-thread nice value does.
    setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 10);
#elif defined(Q_OS_WIN)
    SetThreadPriority(GetCurrentThread(), THREAD_PRIORITY_BELOW_NORMAL);  // what QThread::LowPriority also sets
#endif
    // macOS: QThread::LowPriority maps to a lower pthread scheduling priority, which the scheduler honours.
}

void lowerNativeThreadPriority() {
#ifdef Q_OS_LINUX
    setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 10);  // as lowerCurrentThreadPriority
#elif defined(Q_OS_WIN)
    SetThreadPriority(GetCurrentThread(), THREAD_PRIORITY_BELOW_NORMAL);
#elif defined(Q_OS_MACOS)
    pthread_set_qos_class_self_np(QOS_CLASS_UTILITY, 0);  // below the GUI's user-interactive class
#endif
}

int defaultSearchThreads() { return std::clamp(QThread::idealThreadCount() - 1, 1, MaxThreads); }

}  // namespace xq::session
