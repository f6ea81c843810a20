// Record loading off the GUI thread: the document's reader on a worker thread, with a progress dialog.
#include "xiangqi/ui/recordloader.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <atomic>

namespace xq::ui {

struct RecordLoader {
    Q_DECLARE_TR_FUNCTIONS(xq::ui::RecordLoader)
};

// Unqualified below: lupdate takes a function whose return type is qualified for a member of that scope and would
// file RecordLoader's words under another context than the one tr() uses.
using session::LoadedRecords;

LoadedRecords loadRecordsWithProgress(const QString& path, QWidget* parent) {
    std::atomic<int> permille{0};
    std::atomic<bool> cancel{false};
    LoadedRecords result;
    QThread* thread = QThread::create([&] { result = session::readRecordFile(path, &permille, &cancel); });
    QEventLoop loop;
    QObject::connect(thread, &QThread::finished, &loop, &QEventLoop::quit);
    QProgressDialog progress(RecordLoader::tr("Reading %1…").arg(QFileInfo(path).fileName()),
                             RecordLoader::tr("Cancel"), 0, 1000, parent);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);  // small files open without a flash of the dialog
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &progress, [&] { progress.setValue(permille.load()); });
    QObject::connect(&progress, &QProgressDialog::canceled, &progress, [&] { cancel.store(true); });
    tick.start(50);
    thread->start();
    if (!thread->isFinished()) loop.exec();
    thread->wait();
    delete thread;
    tick.stop();
    progress.reset();
    return result;
}

}  // namespace xq::ui
