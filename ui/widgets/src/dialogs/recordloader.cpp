// Record loading off the GUI thread.
#include "xiangqi/ui/recordloader.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <atomic>

namespace xq::ui {

struct RecordLoader {
    Q_DECLARE_TR_FUNCTIONS(xq::ui::RecordLoader)
};

namespace {

constexpr qint64 ChunkBytes = 1 << 20;

LoadedRecords load(const QString& path, std::atomic<int>* permille, const std::atomic<bool>* cancel) {
    LoadedRecords out;
    const QFileInfo info(path);
    if (!info.exists()) {
        out.error = RecordLoader::tr("%1 does not exist").arg(path);
        return out;
    }
    // A FIFO, a device or a socket may never end: only regular files are read.
    if (!info.isFile()) {
        out.error = RecordLoader::tr("%1 is not a regular file").arg(path);
        return out;
    }
    if (info.size() > MaxRecordFileBytes) {
        out.error = RecordLoader::tr("%1 is larger than 1 GiB").arg(path);
        return out;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = RecordLoader::tr("cannot open %1: %2").arg(path, file.errorString());
        return out;
    }
    std::string bytes;
    const qint64 size = info.size();
    bytes.reserve(std::size_t(size));
    while (true) {
        if (cancel && cancel->load()) {
            out.cancelled = true;
            return out;
        }
        const QByteArray chunk = file.read(ChunkBytes);
        if (chunk.isEmpty()) break;
        bytes.append(chunk.constData(), std::size_t(chunk.size()));
        if (qint64(bytes.size()) > MaxRecordFileBytes) {
            out.error = RecordLoader::tr("%1 is larger than 1 GiB").arg(path);
            return out;
        }
        if (permille && size > 0) permille->store(int(std::min<qint64>(700, qint64(bytes.size()) * 700 / size)));
    }
    if (file.error() != QFileDevice::NoError) {
        out.error = RecordLoader::tr("cannot read %1: %2").arg(path, file.errorString());
        return out;
    }
    out.format = detectFormat(bytes, QFileInfo(path).fileName().toStdString());
    if (out.format != RecordFormat::Pgn) {
        RecordFile records = readRecords(bytes, QFileInfo(path).fileName().toStdString());
        out.format = records.format;
        out.encoding = records.encoding;
        out.games = std::move(records.games);
        out.errors = std::move(records.errors);
        if (out.format == RecordFormat::Pgn) out.games.clear();  // (cannot happen: detectFormat decided)
        if (permille) permille->store(1000);
        return out;
    }
    DecodedText decoded = decodeText(bytes);
    if (permille) permille->store(850);
    out.encoding = decoded.encoding;
    if (decoded.utf8.find('\0') != std::string::npos) {
        RecordError e;
        e.code = RecordErrorCode::NotText;
        e.offset = decoded.utf8.find('\0');
        out.errors.push_back(e);
        return out;
    }
    out.text = std::move(decoded.utf8);
    out.spans = indexPgn(out.text);
    if (permille) permille->store(1000);
    return out;
}

}  // namespace

bool LoadedRecords::readGame(int i, GameRecord* game, RecordError* error) const {
    if (i < 0 || i >= gameCount()) return false;
    if (format != RecordFormat::Pgn) {
        *game = games[std::size_t(i)];
        return true;
    }
    if (!readPgnGame(text, spans[std::size_t(i)], game, error)) {
        if (error) error->gameIndex = i;
        return false;
    }
    return true;
}

LoadedRecords loadRecords(const QString& path) { return load(path, nullptr, nullptr); }

LoadedRecords loadRecordsWithProgress(const QString& path, QWidget* parent) {
    std::atomic<int> permille{0};
    std::atomic<bool> cancel{false};
    LoadedRecords result;
    QThread* thread = QThread::create([&] { result = load(path, &permille, &cancel); });
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
