// Test helper: how many engine threads this process has.
#pragma once

#include <QDir>
#include <QFile>
#include <QString>

namespace xq::test {

// Threads named "search" in this process (Linux: /proc/self/task/*/comm; the built-in engine names its thread
// "search"), or -1 where they cannot be counted. Other threads (Qt's thread pool, audio) come and go on their own.
inline int searchThreads() {
#if defined(Q_OS_LINUX)
    int n = 0;
    for (const QString& t : QDir("/proc/self/task").entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f("/proc/self/task/" + t + "/comm");
        if (f.open(QIODevice::ReadOnly) && f.readAll().trimmed() == "search") ++n;
    }
    return n;
#else
    return -1;
#endif
}

}  // namespace xq::test
