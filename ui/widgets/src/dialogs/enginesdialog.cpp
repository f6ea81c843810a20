// EnginesDialog: the list of external engines, each engine's own options as typed widgets, a test search.
#include "xiangqi/ui/enginesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QClipboard>
#include <QGuiApplication>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

#include "xiangqi/notation.h"
#include "xiangqi/session/wording.h"

namespace xq::ui {

namespace {
// The protocol combo's rows.
constexpr session::EngineProtocol ProtocolRows[] = {session::EngineProtocol::Uci, session::EngineProtocol::UciFsf,
                                                    session::EngineProtocol::Ucci};
int rowOf(session::EngineProtocol p) {
    return p == session::EngineProtocol::Uci ? 0 : p == session::EngineProtocol::UciFsf ? 1 : 2;
}
// Options the protocol itself sets: not offered for editing.
bool hiddenOption(const QString& name) {
    return name.compare(QLatin1String("UCI_Variant"), Qt::CaseInsensitive) == 0 ||
           name.compare(QLatin1String("usemillisec"), Qt::CaseInsensitive) == 0;
}

// Arguments as one line that QProcess::splitCommand reads back: quoted where they hold spaces or quotes.
QString joinArguments(const QStringList& args) {
    QStringList out;
    for (QString a : args) {
        if (a.isEmpty() || a.contains(QLatin1Char(' ')) || a.contains(QLatin1Char('"'))) {
            a.replace(QLatin1String("\""), QLatin1String("\"\"\""));
            a = QLatin1Char('"') + a + QLatin1Char('"');
        }
        out << a;
    }
    return out.join(QLatin1Char(' '));
}

// The mouse wheel over a spin box or combo box of the options list scrolls the list; it changes the value only
// once the editor has been clicked (MultiPV silently became 9 while scrolling past it).
class WheelGuard : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::Wheel) return false;
        auto* w = qobject_cast<QWidget*>(watched);
        if (!w || w->hasFocus()) return false;
        for (QWidget* p = w->parentWidget(); p; p = p->parentWidget())
            if (auto* area = qobject_cast<QAbstractScrollArea*>(p)) {
                QCoreApplication::sendEvent(area->verticalScrollBar(), event);
                break;
            }
        return true;
    }
};
}  // namespace

EnginesDialog::EnginesDialog(const QList<session::EngineConfig>& engines, QWidget* parent)
    : QDialog(parent), engines_(engines) {
    setWindowTitle(tr("Engines"));
    list_ = new QListWidget(this);
    list_->setMinimumWidth(180);
    addButton_ = new QPushButton(tr("&Add…"), this);
    testButton_ = new QPushButton(tr("&Test"), this);
    removeButton_ = new QPushButton(tr("&Remove"), this);
    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(addButton_);
    listButtons->addWidget(testButton_);
    listButtons->addWidget(removeButton_);
    auto* left = new QVBoxLayout;
    left->addWidget(list_, 1);
    left->addLayout(listButtons);

    name_ = new QLineEdit(this);
    command_ = new QLineEdit(this);
    command_->setReadOnly(true);
    protocol_ = new QComboBox(this);
    protocol_->addItem(tr("UCI (ranks 0–9: Pikafish, xiangqi-engine)"));
    protocol_->addItem(tr("UCI Fairy-Stockfish (UCI_Variant xiangqi, ranks 1–10)"));
    protocol_->addItem(tr("UCCI (ElephantEye)"));
    arguments_ = new QLineEdit(this);
    arguments_->setPlaceholderText(tr("none"));
    folder_ = new QLineEdit(this);
    folder_->setPlaceholderText(tr("the program's folder"));
    scale_ = new QSpinBox(this);
    scale_->setRange(0, 10000);
    scale_->setSuffix(QStringLiteral(" %"));
    scale_->setSpecialValueText(tr("automatic"));
    scale_->setToolTip(tr("What 100 of the engine's score units are worth in centipawns (a rook is 900). "
                          "Automatic: 100, ElephantEye 450."));
    auto* details = new QFormLayout;
    details->addRow(tr("Name:"), name_);
    details->addRow(tr("Program:"), command_);
    details->addRow(tr("Arguments:"), arguments_);
    details->addRow(tr("Working folder:"), folder_);
    details->addRow(tr("Protocol:"), protocol_);
    details->addRow(tr("Score scale:"), scale_);
    optionsBox_ = new QWidget(this);
    optionsForm_ = new QFormLayout(optionsBox_);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(optionsBox_);
    auto* optionsGroup = new QGroupBox(tr("Engine options (from the engine's own answer)"), this);
    auto* og = new QVBoxLayout(optionsGroup);
    og->addWidget(scroll);
    auto* right = new QVBoxLayout;
    right->addLayout(details);
    right->addWidget(optionsGroup, 1);

    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    log_ = new QPlainTextEdit(this);
    log_->setReadOnly(true);
    log_->setMaximumBlockCount(1000);
    log_->setLineWrapMode(QPlainTextEdit::NoWrap);
    log_->setMaximumHeight(110);
    auto* copyLog = new QPushButton(tr("&Copy log"), this);
    connect(copyLog, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(logText()); });
    auto* logGroup = new QGroupBox(tr("Last exchange with the engine"), this);
    auto* lg = new QHBoxLayout(logGroup);
    lg->addWidget(log_, 1);
    lg->addWidget(copyLog, 0, Qt::AlignTop);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* columns = new QHBoxLayout;
    columns->addLayout(left);
    columns->addLayout(right, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(logGroup);
    layout->addWidget(status_);
    layout->addWidget(buttons);
    resize(760, 600);

    connect(addButton_, &QPushButton::clicked, this, &EnginesDialog::browse);
    connect(testButton_, &QPushButton::clicked, this, &EnginesDialog::testSelected);
    connect(removeButton_, &QPushButton::clicked, this, &EnginesDialog::removeSelected);
    connect(list_, &QListWidget::currentRowChanged, this, [this] { showDetails(); });
    connect(name_, &QLineEdit::editingFinished, this, [this] {
        const int row = selectedRow();
        const QString name = name_->text().trimmed();
        if (row < 0 || updating_ || name.isEmpty() || name == engines_[row].name) return;
        const QString unique = uniqueName(name);
        options_.insert(unique, options_.value(engines_[row].name));
        engines_[row].name = unique;
        refreshList();
        list_->setCurrentRow(row);
    });
    connect(arguments_, &QLineEdit::editingFinished, this, [this] {
        const int row = selectedRow();
        if (row < 0 || updating_) return;
        engines_[row].arguments = QProcess::splitCommand(arguments_->text());
    });
    connect(folder_, &QLineEdit::editingFinished, this, [this] {
        const int row = selectedRow();
        if (row < 0 || updating_) return;
        engines_[row].workingDirectory = QDir::fromNativeSeparators(folder_->text().trimmed());
    });
    connect(scale_, &QSpinBox::valueChanged, this, [this](int v) {
        const int row = selectedRow();
        if (row < 0 || updating_) return;
        engines_[row].scorePercent = v;
    });
    connect(protocol_, &QComboBox::currentIndexChanged, this, [this](int i) {
        const int row = selectedRow();
        if (row < 0 || updating_ || i < 0) return;
        engines_[row].protocol = ProtocolRows[i];
    });
    refreshList();
    if (!engines_.isEmpty()) list_->setCurrentRow(0);
    else
        setStatus(
            tr("No external engine yet. Add one: Pikafish, Fairy-Stockfish, ElephantEye or any UCI/UCCI "
               "xiangqi engine."));
    showDetails();
}

EnginesDialog::~EnginesDialog() {
    if (probe_) probe_->disconnect(this);
}

int EnginesDialog::selectedRow() const {
    const int row = list_->currentRow();
    return row >= 0 && row < engines_.size() ? row : -1;
}

void EnginesDialog::select(int row) { list_->setCurrentRow(row); }

QString EnginesDialog::statusText() const { return status_->text(); }

QString EnginesDialog::logText() const { return log_->toPlainText(); }

QList<session::EngineOption> EnginesDialog::knownOptions(int row) const {
    return row >= 0 && row < engines_.size() ? options_.value(engines_[row].name) : QList<session::EngineOption>{};
}

QWidget* EnginesDialog::optionEditor(const QString& name) const { return editors_.value(name); }

void EnginesDialog::setStatus(const QString& text, bool error) {
    status_->setStyleSheet(error ? QStringLiteral("color: #b01010") : QString());
    status_->setText(text);
}

QString EnginesDialog::uniqueName(const QString& name) const {
    auto taken = [this](const QString& n) {
        return std::any_of(engines_.begin(), engines_.end(),
                           [&](const session::EngineConfig& e) { return e.name == n; });
    };
    if (!taken(name)) return name;
    for (int i = 2;; ++i)
        if (!taken(QStringLiteral("%1 (%2)").arg(name).arg(i))) return QStringLiteral("%1 (%2)").arg(name).arg(i);
}

void EnginesDialog::refreshList() {
    const QSignalBlocker block(list_);
    const int row = list_->currentRow();
    list_->clear();
    for (const session::EngineConfig& e : engines_) list_->addItem(e.name);
    list_->setCurrentRow(std::min(row, int(list_->count()) - 1));
}

void EnginesDialog::browse() {
    const QString file = QFileDialog::getOpenFileName(this, tr("Choose an engine program"));
    if (!file.isEmpty()) addEngine(file);
}

void EnginesDialog::addEngine(const QString& command, std::optional<session::EngineProtocol> protocol,
                              const QStringList& arguments) {
    if (probe_) return;
    session::EngineConfig c;
    c.command = command;
    c.arguments = arguments;
    c.name = QFileInfo(command).completeBaseName();
    c.protocol = protocol.value_or(session::EngineProtocol::Uci);
    autoProtocol_ = !protocol.has_value();
    setStatus(tr("Starting %1…").arg(QDir::toNativeSeparators(command)));
    startProbe(Job::Add, c);
}

void EnginesDialog::testSelected() {
    const int row = selectedRow();
    if (row < 0 || probe_) return;
    probeRow_ = row;
    setStatus(tr("Testing %1…").arg(engines_[row].name));
    startProbe(Job::Test, engines_[row]);
}

void EnginesDialog::removeSelected() {
    const int row = selectedRow();
    if (row < 0 || probe_) return;
    options_.remove(engines_[row].name);
    setStatus(tr("%1 removed.").arg(engines_[row].name));
    engines_.removeAt(row);
    refreshList();
    showDetails();
}

void EnginesDialog::startProbe(Job job, const session::EngineConfig& config) {
    job_ = job;
    probeConfig_ = config;
    probe_ = new session::EngineProcess(this);
    probe_->setTimeouts(startupMs_, 3000, 2000, 0);
    log_->clear();
    received_.clear();
    connect(probe_, &session::EngineProcess::lineSent, this,
            [this](const QString& line) { log_->appendPlainText(QStringLiteral("> ") + line); });
    connect(probe_, &session::EngineProcess::lineReceived, this, [this](const QString& line) {
        log_->appendPlainText(QStringLiteral("< ") + line);
        if (received_.size() < 6) received_ << line;
    });
    connect(probe_, &session::EngineProcess::ready, this, &EnginesDialog::onProbeReady);
    connect(probe_, &session::EngineProcess::errorOccurred, this, &EnginesDialog::onProbeError);
    connect(probe_, &session::EngineProcess::bestMove, this, [this](int, Move m, Move) {
        if (job_ != Job::Test) return;
        const qint64 ms = QDateTime::currentMSecsSinceEpoch() - testStartMs_;
        const QString text = tr("%1 works: it answered %2 (%3) after %4 ms.")
                                 .arg(probeConfig_.name, session::moveText(Position(), m, Notation::Chinese),
                                      QString::fromStdString(moveToUci(m)))
                                 .arg(ms);
        setStatus(text);
        endProbe();
        emit tested(true, text);
    });
    for (QPushButton* b : {addButton_, testButton_, removeButton_}) b->setEnabled(false);
    probe_->start(config);
}

void EnginesDialog::onProbeReady() {
    if (!probe_) return;
    QList<session::EngineOption> opts = probe_->options();
    switch (job_) {
    case Job::Add: {
        session::EngineConfig c = probeConfig_;
        // Fairy-Stockfish plays many variants and says so in UCI_Variant; an engine for xiangqi alone offers one.
        const session::EngineOption* v = probe_->option(QStringLiteral("UCI_Variant"));
        if (autoProtocol_ && c.protocol == session::EngineProtocol::Uci && v && v->choices.size() > 1 &&
            v->choices.contains(QLatin1String("xiangqi")))
            c.protocol = session::EngineProtocol::UciFsf;
        if (!probe_->engineName().isEmpty()) c.name = probe_->engineName();
        c.name = uniqueName(c.name);
        engines_.append(c);
        options_.insert(c.name, opts);
        const int row = int(engines_.size()) - 1;
        endProbe();
        refreshList();
        list_->setCurrentRow(row);
        setStatus(tr("%1 added (%2, %n option(s)).", nullptr, int(opts.size())).arg(c.name, session::protocolKey(c.protocol)));
        emit added(row);
        return;
    }
    case Job::Options:
        options_.insert(probeConfig_.name, opts);
        endProbe();
        setStatus(QString());
        rebuildOptions();
        return;
    case Job::Test: {
        options_.insert(probeConfig_.name, opts);
        rebuildOptions();
        SearchLimits limits;
        limits.movetimeMs = 300;
        testStartMs_ = QDateTime::currentMSecsSinceEpoch();
        if (probe_->go(std::string(), {}, limits) == 0) {
            endProbe();
            setStatus(tr("%1 could not be asked to search.").arg(probeConfig_.name), true);
            emit tested(false, statusText());
        }
        return;
    }
    }
}

void EnginesDialog::onProbeError(const session::EngineError& e) {
    if (!probe_ || e.code == session::EngineErrorCode::Garbage) return;  // noise is not fatal; the handshake decides
    const bool handshakeFailed = e.code == session::EngineErrorCode::StartupTimeout ||
                                 e.code == session::EngineErrorCode::Exited ||
                                 e.code == session::EngineErrorCode::Crashed;
    if (job_ == Job::Add && autoProtocol_ && probeConfig_.protocol == session::EngineProtocol::Uci && handshakeFailed &&
        !probe_->isReady()) {
        // Not a UCI engine: perhaps it speaks UCCI.
        session::EngineConfig c = probeConfig_;
        c.protocol = session::EngineProtocol::Ucci;
        endProbe();
        setStatus(tr("No UCI answer; trying UCCI…"));
        startProbe(Job::Add, c);
        return;
    }
    const QString name = probeConfig_.name;
    QString text = tr("%1: %2").arg(name, session::engineErrorText(e));
    // What the engine wrote first often says why (a missing file, a wrong protocol).
    if (!received_.isEmpty()) text += QLatin1Char('\n') + tr("Its first lines:") + QLatin1Char('\n') + received_.join('\n');
    else if (e.code != session::EngineErrorCode::FailedToStart) text += QLatin1Char('\n') + tr("It wrote nothing.");
    endProbe();
    setStatus(text, true);
    if (job_ == Job::Test) emit tested(false, text);
    else if (job_ == Job::Add) emit failed(text);
}

void EnginesDialog::endProbe() {
    if (probe_) {
        probe_->disconnect(this);
        probe_->quit();
        probe_->deleteLater();
        probe_ = nullptr;
    }
    addButton_->setEnabled(true);
    testButton_->setEnabled(selectedRow() >= 0);
    removeButton_->setEnabled(selectedRow() >= 0);
}

void EnginesDialog::showDetails() {
    const int row = selectedRow();
    updating_ = true;
    for (QWidget* w : std::initializer_list<QWidget*>{name_, protocol_, arguments_, folder_, scale_})
        w->setEnabled(row >= 0);
    name_->setText(row >= 0 ? engines_[row].name : QString());
    arguments_->setText(row >= 0 ? joinArguments(engines_[row].arguments) : QString());
    folder_->setText(row >= 0 ? QDir::toNativeSeparators(engines_[row].workingDirectory) : QString());
    scale_->setValue(row >= 0 ? engines_[row].scorePercent : 0);
    command_->setText(row >= 0 ? QDir::toNativeSeparators(engines_[row].command) : QString());
    if (row >= 0) protocol_->setCurrentIndex(rowOf(engines_[row].protocol));
    updating_ = false;
    if (!probe_) {
        testButton_->setEnabled(row >= 0);
        removeButton_->setEnabled(row >= 0);
    }
    rebuildOptions();
    // Options not known yet: start the engine once to read them.
    if (row >= 0 && !options_.contains(engines_[row].name) && !probe_) {
        setStatus(tr("Reading the options of %1…").arg(engines_[row].name));
        probeRow_ = row;
        startProbe(Job::Options, engines_[row]);
    }
}

QString EnginesDialog::optionValue(const session::EngineConfig& c, const session::EngineOption& o) const {
    for (const auto& [name, value] : c.options)
        if (name.compare(o.name, Qt::CaseInsensitive) == 0) return value;
    return o.defaultValue;
}

void EnginesDialog::setOptionValue(const QString& name, const QString& value) {
    const int row = selectedRow();
    if (row < 0 || updating_) return;
    auto& opts = engines_[row].options;
    for (auto it = opts.begin(); it != opts.end(); ++it)
        if (it->first.compare(name, Qt::CaseInsensitive) == 0) {
            it->second = value;
            return;
        }
    opts.append({name, value});
}

void EnginesDialog::rebuildOptions() {
    while (optionsForm_->rowCount() > 0) optionsForm_->removeRow(0);
    editors_.clear();
    const int row = selectedRow();
    if (row < 0) return;
    const session::EngineConfig& c = engines_[row];
    updating_ = true;
    for (const session::EngineOption& o : options_.value(c.name)) {
        if (hiddenOption(o.name)) continue;
        const QString value = optionValue(c, o);
        QWidget* editor = nullptr;
        switch (o.type) {
        case session::EngineOption::Type::Spin: {
            auto* spin = new QSpinBox(optionsBox_);
            spin->setRange(int(std::clamp<qint64>(o.min, INT_MIN, INT_MAX)),
                           int(std::clamp<qint64>(o.max, INT_MIN, INT_MAX)));
            spin->setValue(value.toInt());
            connect(spin, &QSpinBox::valueChanged, this,
                    [this, n = o.name](int v) { setOptionValue(n, QString::number(v)); });
            editor = spin;
            break;
        }
        case session::EngineOption::Type::Check: {
            auto* check = new QCheckBox(optionsBox_);
            check->setChecked(value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0);
            connect(check, &QCheckBox::toggled, this, [this, n = o.name](bool on) {
                setOptionValue(n, on ? QStringLiteral("true") : QStringLiteral("false"));
            });
            editor = check;
            break;
        }
        case session::EngineOption::Type::Combo: {
            auto* combo = new QComboBox(optionsBox_);
            combo->addItems(o.choices);
            combo->setCurrentIndex(std::max(0, int(o.choices.indexOf(value))));
            connect(combo, &QComboBox::currentTextChanged, this,
                    [this, n = o.name](const QString& v) { setOptionValue(n, v); });
            editor = combo;
            break;
        }
        case session::EngineOption::Type::String: {
            auto* edit = new QLineEdit(value == QLatin1String("<empty>") ? QString() : value, optionsBox_);
            connect(edit, &QLineEdit::editingFinished, this, [this, edit, n = o.name] {
                setOptionValue(n, edit->text().isEmpty() ? QStringLiteral("<empty>") : edit->text());
            });
            editor = edit;
            break;
        }
        case session::EngineOption::Type::Button: {
            // A button is an action ("Clear Hash"): checked, it is pressed each time the engine starts.
            auto* button = new QCheckBox(tr("press when the engine starts"), optionsBox_);
            bool pressed = false;
            for (const auto& [name, v] : c.options) pressed = pressed || name.compare(o.name, Qt::CaseInsensitive) == 0;
            button->setChecked(pressed);
            connect(button, &QCheckBox::toggled, this, [this, n = o.name](bool on) {
                const int r = selectedRow();
                if (r < 0 || updating_) return;
                auto& opts = engines_[r].options;
                opts.removeIf(
                    [&](const QPair<QString, QString>& p) { return p.first.compare(n, Qt::CaseInsensitive) == 0; });
                if (on) opts.append({n, QString()});
            });
            editor = button;
            break;
        }
        }
        if (qobject_cast<QAbstractSpinBox*>(editor) || qobject_cast<QComboBox*>(editor)) {
            editor->setFocusPolicy(Qt::StrongFocus);  // not Qt::WheelFocus: the wheel alone does not take it
            if (!wheelGuard_) wheelGuard_ = new WheelGuard(this);
            editor->installEventFilter(wheelGuard_);
        }
        editor->setObjectName(o.name);
        editors_.insert(o.name, editor);
        optionsForm_->addRow(o.name + QLatin1Char(':'), editor);
    }
    updating_ = false;
}

}  // namespace xq::ui
