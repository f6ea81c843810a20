// The game review dialog: settings, a cancellable progress bar, then the graph, the summary and the marked moves.
#include "xiangqi/ui/reviewdialog.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "xiangqi/session/gameanalyser.h"
#include "xiangqi/ui/elidingcombobox.h"
#include "xiangqi/ui/evalgraph.h"
#include "xiangqi/session/wording.h"

namespace xq::ui {

ReviewDialog::ReviewDialog(const GameRecord& record, Notation notation, const QList<session::EngineConfig>& engines,
                           QWidget* parent)
    : QDialog(parent), record_(record), annotated_(record), notation_(notation), engines_(engines) {
    qRegisterMetaType<xq::PositionEval>();
    qRegisterMetaType<xq::session::EngineError>();
    line_ = record_.mainLine();

    engineCaption_ = new QLabel(this);
    engineBox_ = new ElidingComboBox(this);
    engineCaption_->setBuddy(engineBox_);
    engineBox_->addItem(QString());
    for (const session::EngineConfig& c : engines_)
        engineBox_->addNamedItem(c.name, QDir::toNativeSeparators(c.command));
    byDepth_ = new QRadioButton(this);
    byTime_ = new QRadioButton(this);
    byDepth_->setChecked(true);
    depth_ = new QSpinBox(this);
    depth_->setRange(1, 30);
    depth_->setValue(10);
    seconds_ = new QDoubleSpinBox(this);
    seconds_->setRange(0.1, 60);
    seconds_->setDecimals(1);
    seconds_->setValue(1.0);
    seconds_->setEnabled(false);
    connect(byDepth_, &QRadioButton::toggled, this, [this](bool on) {
        depth_->setEnabled(on);
        seconds_->setEnabled(!on);
    });
    start_ = new QPushButton(this);
    cancel_ = new QPushButton(this);
    cancel_->setEnabled(false);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, std::max<int>(1, int(line_.size()) + 1));
    progress_->setValue(0);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    graph_ = new EvalGraph(this);
    redSummary_ = new QLabel(this);
    blackSummary_ = new QLabel(this);
    for (QLabel* l : {redSummary_, blackSummary_}) l->setTextFormat(Qt::RichText);
    moves_ = new QListWidget(this);
    moves_->setMaximumHeight(110);
    apply_ = new QPushButton(this);
    apply_->setEnabled(false);
    close_ = new QPushButton(this);

    auto* settings = new QGridLayout;
    settings->addWidget(engineCaption_, 0, 0);
    settings->addWidget(engineBox_, 0, 1, 1, 3);
    settings->addWidget(byDepth_, 1, 0);
    settings->addWidget(depth_, 1, 1);
    settings->addWidget(byTime_, 1, 2);
    settings->addWidget(seconds_, 1, 3);
    auto* run = new QHBoxLayout;
    run->addWidget(progress_, 1);
    run->addWidget(start_);
    run->addWidget(cancel_);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(apply_);
    buttons->addWidget(close_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(settings);
    layout->addLayout(run);
    layout->addWidget(status_);
    layout->addWidget(graph_, 1);
    layout->addWidget(redSummary_);
    layout->addWidget(blackSummary_);
    layout->addWidget(moves_);
    layout->addLayout(buttons);

    connect(start_, &QPushButton::clicked, this, &ReviewDialog::start);
    connect(cancel_, &QPushButton::clicked, this, &ReviewDialog::cancel);
    connect(apply_, &QPushButton::clicked, this, [this] {
        if (!finished_) return;
        emit applyRequested();
        apply_->setEnabled(false);
    });
    connect(close_, &QPushButton::clicked, this, &QDialog::close);
    connect(graph_, &EvalGraph::plyClicked, this, &ReviewDialog::plySelected);
    connect(moves_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        if (item->data(Qt::UserRole).isValid()) emit plySelected(item->data(Qt::UserRole).toInt());
    });
    retranslate();
    resize(560, 520);
}

ReviewDialog::~ReviewDialog() {
    delete analyser_;  // cancels and waits for its worker
    if (engine_) engine_->quit();
}

void ReviewDialog::retranslate() {
    setWindowTitle(tr("Review Game"));
    engineCaption_->setText(tr("&Engine:"));
    engineBox_->setItemText(0, tr("Built-in engine"));
    byDepth_->setText(tr("&Depth per move:"));
    byTime_->setText(tr("&Time per move:"));
    seconds_->setSuffix(tr(" s"));
    start_->setText(finished_ ? tr("&Review Again") : tr("&Start"));
    cancel_->setText(tr("Cancel"));
    apply_->setText(tr("&Apply to Game"));
    apply_->setToolTip(tr("Write the scores, the marks (?!, ?, ?\?) and the better moves into the game"));
    close_->setText(tr("Close"));
    if (!isRunning() && !finished_ && status_->text().isEmpty())
        status_->setText(tr("%n moves to review.", nullptr, int(line_.size())));
    if (finished_) {
        redSummary_->setText(summaryText(Color::Red));
        blackSummary_->setText(summaryText(Color::Black));
    }
}

void ReviewDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void ReviewDialog::closeEvent(QCloseEvent* event) {
    cancel();
    QDialog::closeEvent(event);
}

void ReviewDialog::setDepth(int depth) {
    byDepth_->setChecked(true);
    depth_->setValue(depth);
}

void ReviewDialog::setMoveTimeMs(qint64 ms) {
    byTime_->setChecked(true);
    seconds_->setValue(double(ms) / 1000.0);
}

void ReviewDialog::setEngineIndex(int index) { engineBox_->setCurrentIndex(index); }

bool ReviewDialog::isRunning() const { return analyser_ && analyser_->isRunning(); }

QString ReviewDialog::statusText() const { return status_->text(); }

void ReviewDialog::setRunning(bool running) {
    start_->setEnabled(!running);
    cancel_->setEnabled(running);
    for (QWidget* w : std::initializer_list<QWidget*>{engineBox_, byDepth_, byTime_}) w->setEnabled(!running);
    depth_->setEnabled(!running && byDepth_->isChecked());
    seconds_->setEnabled(!running && byTime_->isChecked());
    emit runningChanged(running);
}

void ReviewDialog::start() {
    if (line_.empty()) {
        status_->setText(tr("The game has no moves to review."));
        return;
    }
    delete analyser_;
    analyser_ = nullptr;
    if (engine_) {
        engine_->quit();
        engine_->deleteLater();
        engine_ = nullptr;
    }
    finished_ = false;
    apply_->setEnabled(false);
    graph_->clear();
    moves_->clear();
    redSummary_->clear();
    blackSummary_->clear();
    session::EngineChoice choice;
    choice.use = session::EngineUse::Review;
    if (const int index = engineBox_->currentIndex(); index > 0 && index <= engines_.size())
        choice.external = engines_[index - 1];
    engine_ = session::makeEngineClient(choice, this).release();  // a child of the dialog
    analyser_ = new session::GameAnalyser(engine_, this);
    connect(analyser_, &session::GameAnalyser::progress, this, [this](int done, int total) {
        done_ = done;
        total_ = total;
        progress_->setRange(0, total);
        progress_->setValue(done);
        status_->setText(tr("Reviewing… %1 of %2 positions").arg(done).arg(total));
        // The graph grows as the positions come in.
        std::vector<PositionEval> partial(analyser_->evals().begin(), analyser_->evals().begin() + done);
        graph_->setEvals(partial);
    });
    connect(analyser_, &session::GameAnalyser::finished, this, &ReviewDialog::onFinished);
    connect(analyser_, &session::GameAnalyser::failed, this,
            [this](const session::EngineError& e) { onFailed(session::engineErrorText(e)); });
    SearchLimits limits;
    if (byDepth_->isChecked()) limits.depth = depth_->value();
    else limits.movetimeMs = qint64(seconds_->value() * 1000);
    done_ = 0;
    total_ = int(line_.size()) + 1;
    progress_->setRange(0, total_);
    progress_->setValue(0);
    status_->setText(tr("Reviewing… %1 of %2 positions").arg(0).arg(total_));
    setRunning(true);
    analyser_->analyse(record_, limits);
}

void ReviewDialog::cancel() {
    if (!isRunning()) return;
    analyser_->cancel();
    status_->setText(tr("Review cancelled; the game is unchanged."));
    setRunning(false);
}

void ReviewDialog::onFailed(const QString& text) {
    status_->setText(tr("The review stopped: %1").arg(text));
    setRunning(false);
}

void ReviewDialog::onFinished() {
    evals_ = analyser_->evals();
    const std::vector<PositionEval>& evals = evals_;
    result_ = reviewLine(record_, line_, evals);
    annotated_ = record_;
    annotateRecord(annotated_, line_, evals, result_);
    finished_ = true;
    std::vector<MoveMark> marks;
    for (const MoveReview& m : result_.moves) marks.push_back(m.mark);
    graph_->setEvals(evals, marks);
    redSummary_->setText(summaryText(Color::Red));
    blackSummary_->setText(summaryText(Color::Black));
    fillMoves();
    status_->setText(tr("Review finished. Apply it to write the marks and better moves into the game."));
    start_->setText(tr("&Review Again"));
    setRunning(false);
    apply_->setEnabled(true);
}

QString ReviewDialog::summaryText(Color side) const {
    const SideSummary& s = side == Color::Red ? result_.red : result_.black;
    return tr("<b>%1</b>: accuracy %2% · ?! %3 · ? %4 · ?? %5 · average loss %6 cp")
        .arg(side == Color::Red ? tr("Red") : tr("Black"))
        .arg(s.accuracy, 0, 'f', 1)
        .arg(s.inaccuracies)
        .arg(s.mistakes)
        .arg(s.blunders)
        .arg(s.averageLossCp);
}

void ReviewDialog::fillMoves() {
    moves_->clear();
    Position pos = record_.startPosition();
    const int firstNumber = pos.fullmoveNumber();
    const bool blackFirst = pos.sideToMove() == Color::Black;
    for (std::size_t i = 0; i < line_.size(); ++i) {
        const Move m = record_.node(line_[i]).move;
        const MoveReview& r = result_.moves[i];
        if (r.mark != MoveMark::None) {
            const int number = firstNumber + int(i + (blackFirst ? 1 : 0)) / 2;
            const bool black = pos.sideToMove() == Color::Black;
            const PositionEval& before = evals_[i];
            QString text = QStringLiteral("%1%2 %3%4")
                               .arg(number)
                               .arg(black ? QStringLiteral("…") : QStringLiteral("."))
                               .arg(session::moveText(pos, m, notation_), QString::fromLatin1(markSuffix(r.mark)));
            if (before.valid && before.best && before.best != m)
                text += QStringLiteral("  — ") + tr("better: %1").arg(session::moveText(pos, before.best, notation_));
            auto* item = new QListWidgetItem(text, moves_);
            item->setData(Qt::UserRole, int(i) + 1);
        }
        pos.makeMove(m);
    }
    if (moves_->count() == 0) {
        auto* item = new QListWidgetItem(tr("No inaccuracies, mistakes or blunders."), moves_);
        item->setFlags(Qt::NoItemFlags);
    }
}

void ReviewDialog::setCurrentPly(int ply) { graph_->setCurrentPly(ply); }

}  // namespace xq::ui
