// Options → Engines…: add, configure, test and remove external engines (UCI, UCI Fairy-Stockfish, UCCI). The
// engine list is edited here and saved by the caller (in the EngineRegistry). Every engine is started asynchronously
// through EngineProcess: a program that fails to start or answer is reported in words and nothing freezes.
#pragma once

#include <QDialog>
#include <QHash>
#include <QPointer>
#include <optional>

#include "xiangqi/session/engineprocess.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QSpinBox;
class QPushButton;
class QWidget;

namespace xq::ui {

class EnginesDialog : public QDialog {
    Q_OBJECT
public:
    explicit EnginesDialog(const QList<session::EngineConfig>& engines, QWidget* parent = nullptr);
    ~EnginesDialog() override;

    QList<session::EngineConfig> engines() const { return engines_; }
    // Adds the program at `command`: it is started to learn its name, protocol and options (auto = try UCI, then
    // UCCI; a UCI engine that offers several UCI_Variant values is Fairy-Stockfish). added() or failed() follows.
    void addEngine(const QString& command, std::optional<session::EngineProtocol> protocol = std::nullopt,
                   const QStringList& arguments = {});
    // Starts the selected engine and lets it search the start position briefly; tested() follows.
    void testSelected();
    void removeSelected();
    void select(int row);
    int selectedRow() const;
    // The options the selected engine announced (empty until it has been started once).
    QList<session::EngineOption> knownOptions(int row) const;
    // The widget that edits option `name` of the selected engine (nullptr if none).
    QWidget* optionEditor(const QString& name) const;
    QString statusText() const;
    // The last exchange with an engine (Add, Test, reading its options): "> " lines sent, "< " lines received.
    QString logText() const;
    bool isBusy() const { return probe_ != nullptr; }
    // Startup time-out for probes (ms); tests shorten it.
    void setStartupTimeout(int ms) { startupMs_ = ms; }

signals:
    void added(int row);
    void failed(const QString& text);
    void tested(bool ok, const QString& text);

private:
    enum class Job { Add, Options, Test };
    void browse();
    void startProbe(Job job, const session::EngineConfig& config);
    void onProbeReady();
    void onProbeError(const session::EngineError& e);
    void endProbe();
    void refreshList();
    void showDetails();
    void rebuildOptions();
    void setStatus(const QString& text, bool error = false);
    void setOptionValue(const QString& name, const QString& value);
    QString optionValue(const session::EngineConfig& c, const session::EngineOption& o) const;
    QString uniqueName(const QString& name) const;

    QList<session::EngineConfig> engines_;
    QHash<QString, QList<session::EngineOption>> options_;  // by engine name
    QListWidget* list_;
    QLineEdit* name_;
    QLineEdit* command_;
    QComboBox* protocol_;
    QLineEdit* arguments_;
    QLineEdit* folder_;
    QSpinBox* scale_;
    QPlainTextEdit* log_;
    QStringList received_;  // the probe's first lines, shown when it fails
    QWidget* optionsBox_;
    QFormLayout* optionsForm_;
    QLabel* status_;
    QPushButton* addButton_;
    QPushButton* testButton_;
    QPushButton* removeButton_;
    QHash<QString, QWidget*> editors_;
    QPointer<session::EngineProcess> probe_;
    Job job_ = Job::Add;
    session::EngineConfig probeConfig_;
    bool autoProtocol_ = false;
    int probeRow_ = -1;
    int startupMs_ = 10000;
    qint64 testStartMs_ = 0;
    bool updating_ = false;
    QObject* wheelGuard_ = nullptr;  // keeps the wheel from changing option editors it merely passes over
};

}  // namespace xq::ui
