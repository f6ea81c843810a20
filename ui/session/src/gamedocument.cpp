// The game document: reading record files of every format, writing PGN and XQF, the file's path and dirty state.
#include "xiangqi/session/gamedocument.h"

#include <QByteArray>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

#include "xiangqi/ecco.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/xqf.h"

namespace xq::session {

namespace {

constexpr qint64 ChunkBytes = 1 << 20;

DocumentError problem(DocumentError::Kind kind, const QString& path = {}, const QString& system = {}) {
    DocumentError e;
    e.kind = kind;
    e.path = path;
    e.system = system;
    return e;
}

LoadedRecords failed(DocumentError::Kind kind, const QString& path, const QString& system = {}) {
    LoadedRecords out;
    out.failure.kind = kind;
    out.failure.path = path;
    out.failure.system = system;
    out.error = documentErrorText(out.failure);
    return out;
}

}  // namespace

LoadedRecords readRecordFile(const QString& path, std::atomic<int>* permille, const std::atomic<bool>* cancel) {
    using Kind = DocumentError::Kind;
    const QFileInfo info(path);
    if (!info.exists()) return failed(Kind::Missing, path);
    // A FIFO, a device or a socket may never end: only regular files are read.
    if (!info.isFile()) return failed(Kind::NotAFile, path);
    if (info.size() > MaxRecordFileBytes) return failed(Kind::TooLarge, path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return failed(Kind::CannotOpen, path, file.errorString());
    std::string bytes;
    const qint64 size = info.size();
    bytes.reserve(std::size_t(size));
    LoadedRecords out;
    while (true) {
        if (cancel && cancel->load()) {
            out.cancelled = true;
            return out;
        }
        const QByteArray chunk = file.read(ChunkBytes);
        if (chunk.isEmpty()) break;
        bytes.append(chunk.constData(), std::size_t(chunk.size()));
        if (qint64(bytes.size()) > MaxRecordFileBytes) return failed(Kind::TooLarge, path);
        if (permille && size > 0) permille->store(int(std::min<qint64>(700, qint64(bytes.size()) * 700 / size)));
    }
    if (file.error() != QFileDevice::NoError) return failed(Kind::CannotRead, path, file.errorString());
    const std::string fileName = info.fileName().toStdString();
    out.format = detectFormat(bytes, fileName);
    if (out.format != RecordFormat::Pgn) {
        RecordFile records = readRecords(bytes, fileName);
        out.format = records.format;
        out.encoding = records.encoding;
        out.games = std::move(records.games);
        out.errors = std::move(records.errors);
        out.partial = std::move(records.partial);
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

GameDocument::GameDocument(GameController* controller, QObject* parent)
    : QObject(parent), last_(controller->record()), controller_(controller), clean_(controller->record()) {
    connect(controller_, &GameController::recordChanged, this, &GameDocument::updateDirty);
    connect(controller_, &GameController::recordChanged, this, &GameDocument::onRecordChanged);
    // Browsing changes no record, but an undone step puts the cursor back where it was before the step.
    connect(controller_, &GameController::positionChanged, this, [this] {
        if (!restoring_ && controller_->record() == last_) lastNode_ = controller_->game().cursor();
    });
}

void GameDocument::onRecordChanged() {
    if (restoring_) return;
    const GameRecord& now = controller_->record();
    const NodeId node = controller_->game().cursor();
    if (now == last_) {
        lastNode_ = node;
        return;
    }
    const RecordEdit edit = controller_->lastEdit();
    const bool gameAction = (edit == RecordEdit::Move || edit == RecordEdit::TakeBack) && !controller_->onlyHumansPlay();
    if (edit == RecordEdit::NewGame || gameAction) {
        clearHistory();
    } else if (!undo_.empty() && undo_.back().serial == controller_->editSerial()) {
        undo_.back().after = now;  // the same action again (a move and the result it decided)
        undo_.back().afterNode = node;
    } else if (edit != RecordEdit::Other) {
        undo_.push_back({edit, controller_->editSerial(), last_, now, lastNode_, node});
        redo_.clear();
        emit historyChanged();
    }
    last_ = now;
    lastNode_ = node;
}

void GameDocument::clearHistory() {
    if (undo_.empty() && redo_.empty()) return;
    undo_.clear();
    redo_.clear();
    emit historyChanged();
}

void GameDocument::undo() { step(true); }
void GameDocument::redo() { step(false); }

void GameDocument::step(bool undo) {
    std::vector<Step>& from = undo ? undo_ : redo_;
    std::vector<Step>& to = undo ? redo_ : undo_;
    if (from.empty()) return;
    Step s = std::move(from.back());
    from.pop_back();
    restoring_ = true;
    controller_->restoreRecord(undo ? s.before : s.after, undo ? s.beforeNode : s.afterNode);
    restoring_ = false;
    last_ = controller_->record();
    lastNode_ = controller_->game().cursor();
    to.push_back(std::move(s));
    emit historyChanged();
}

void GameDocument::updateDirty() {
    // Compared with the game as saved, not counted by signals: going to another move, or a change undone,
    // leaves the document clean.
    const bool dirty = !(controller_->record() == clean_);
    if (dirty == dirty_) return;
    dirty_ = dirty;
    emit dirtyChanged(dirty_);
}

void GameDocument::markClean() {
    clean_ = controller_->record();
    updateDirty();
}

void GameDocument::clear() {
    filePath_.clear();
    savePath_.clear();
    format_ = RecordFormat::Unknown;
    gameIndex_ = gameCount_ = 0;
    skipped_.clear();
    partial_ = RecordError{};
    fileCharacters_.reset();
    markClean();
    emit fileChanged();
}

bool GameDocument::open(const QString& path, int gameIndex, DocumentError* error) {
    return openLoaded(path, readRecordFile(path), gameIndex, error);
}

bool GameDocument::openLoaded(const QString& path, const LoadedRecords& loaded, int gameIndex, DocumentError* error) {
    auto fail = [&](DocumentError e) {
        e.path = path;
        if (error) *error = e;
        return false;
    };
    if (loaded.failure) return fail(loaded.failure);
    const int count = loaded.gameCount();
    if (count == 0) {
        DocumentError e = problem(DocumentError::Kind::NoGame);
        if (!loaded.errors.empty()) e.record = loaded.errors.front();
        return fail(e);
    }
    if (gameIndex < 0 || gameIndex >= count) {
        DocumentError e = problem(DocumentError::Kind::NoSuchGame);
        e.gameCount = count;
        return fail(e);
    }
    GameRecord record;
    RecordError recordError;
    if (!loaded.readGame(gameIndex, &record, &recordError)) {
        DocumentError e = problem(DocumentError::Kind::BadRecord);
        e.record = recordError;
        return fail(e);
    }
    // A record is shown for study: nobody moves on it by itself until the user plays from it.
    GameSetup study = controller_->setup();
    study.red = study.black = PlayerKind::Human;
    study.redEngine.reset();
    study.blackEngine.reset();
    controller_->setSetup(study);
    controller_->loadRecord(record);
    fileCharacters_ = record.chineseCharacters;
    filePath_ = path;
    format_ = loaded.format;
    gameIndex_ = gameIndex;
    gameCount_ = count;
    skipped_ = loaded.errors;
    partial_ = RecordError{};
    // Errors and partial reads name a game by its place in the file; the list holds only the games read.
    int place = gameIndex;
    std::vector<int> refused;
    for (const RecordError& e : loaded.errors) refused.push_back(e.gameIndex);
    std::sort(refused.begin(), refused.end());
    for (const int r : refused)
        if (r <= place) ++place;
    for (const RecordError& p : loaded.partial)
        if (p.gameIndex == place) partial_ = p;
    // A game read only in part is not written back over its file: the part that could not be read would be lost.
    savePath_ =
        count == 1 && !partial_ && (format_ == RecordFormat::Pgn || format_ == RecordFormat::Xqf) ? path : QString();
    markClean();
    emit fileChanged();
    emit opened();
    return true;
}

bool GameDocument::openText(const QString& text, DocumentError* error) {
    const std::string utf8 = text.toStdString();
    GameRecord record;
    DocumentError e;
    if (detectFormat(utf8, {}) == RecordFormat::DhtmlXq) {  // a pasted UBB/DhtmlXQ record
        RecordFile file = readRecords(utf8, {});
        if (file.games.empty()) {
            e.kind = DocumentError::Kind::NoGame;
            if (!file.errors.empty()) e.record = file.errors.front();
        } else {
            record = std::move(file.games.front());
        }
    } else if (const auto spans = indexPgn(utf8); spans.empty()) {
        e.kind = DocumentError::Kind::NoGame;
    } else if (!readPgnGame(utf8, spans.front(), &record, &e.record)) {
        e.kind = DocumentError::Kind::BadRecord;
    }
    if (e) {
        if (error) *error = e;
        return false;
    }
    controller_->loadRecord(record);
    fileCharacters_ = record.chineseCharacters;
    filePath_.clear();
    savePath_.clear();
    format_ = RecordFormat::Unknown;
    gameIndex_ = 0;
    gameCount_ = 1;
    skipped_.clear();
    partial_ = RecordError{};
    clean_ = GameRecord();  // in no file yet: a game with moves is worth saving
    updateDirty();
    emit fileChanged();
    emit opened();
    return true;
}

bool GameDocument::isXqfPath(const QString& path) { return path.endsWith(QStringLiteral(".xqf"), Qt::CaseInsensitive); }

bool GameDocument::write(const QString& path, Notation notation, DocumentError* error,
                         std::optional<ChineseCharacters> characters) const {
    auto fail = [&](const QString& system) {
        if (error) *error = problem(DocumentError::Kind::CannotWrite, path, system);
        return false;
    };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return fail(file.errorString());
    GameRecord record = controller_->record();
    // [ECCO], [Opening], [Variation] as XQWizard writes them (standard start only); a file's own tags are kept.
    if (record.tag("ECCO").empty()) addOpeningTags(record);
    const std::string text = isXqfPath(path) ? writeXqf(record) : writePgn(record, notation, characters.value_or(fileCharacters()));
    file.write(text.data(), qint64(text.size()));
    if (!file.commit()) return fail(file.errorString());
    return true;
}

bool GameDocument::writeCopy(const QString& path, Notation notation, DocumentError* error) const {
    return write(path, notation, error);
}

bool GameDocument::save(Notation notation, DocumentError* error) {
    if (savePath_.isEmpty()) {
        if (error) *error = problem(DocumentError::Kind::NotSavable, filePath_);
        return false;
    }
    return saveAs(savePath_, notation, error);
}

bool GameDocument::saveAs(const QString& path, Notation notation, DocumentError* error,
                          std::optional<ChineseCharacters> characters) {
    if (!write(path, notation, error, characters)) return false;
    if (notation == Notation::Chinese && !isXqfPath(path)) fileCharacters_ = characters.value_or(fileCharacters());
    filePath_ = savePath_ = path;
    format_ = isXqfPath(path) ? RecordFormat::Xqf : RecordFormat::Pgn;
    gameIndex_ = 0;
    gameCount_ = 1;
    skipped_.clear();
    partial_ = RecordError{};
    markClean();
    emit fileChanged();
    return true;
}

}  // namespace xq::session
