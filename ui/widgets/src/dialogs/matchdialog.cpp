// MatchDialog: an engine match played game after game on the window's controller.
#include "xiangqi/ui/matchdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "xiangqi/session/wording.h"
#include "xiangqi/ui/clockwidget.h"
#include "xiangqi/ui/elidingcombobox.h"

namespace xq::ui {

MatchDialog::MatchDialog(session::GameController* controller, const QList<session::EngineConfig>& engines,
                         QWidget* parent)
    : QDialog(parent), controller_(controller), engines_(engines) {
    setWindowTitle(tr("Engine Match"));
    first_ = new ElidingComboBox(this);  // engine names often differ only at their end
    second_ = new ElidingComboBox(this);
    fillBoxes();
    games_ = new QSpinBox(this);
    games_->setRange(1, 1000);
    games_->setValue(2);
    movetime_ = new QSpinBox(this);
    movetime_->setRange(100, 600000);
    movetime_->setSingleStep(100);
    movetime_->setValue(500);
    movetime_->setSuffix(tr(" ms"));
    clock_ = new TimeControlWidget(this);
    fromCurrent_ = new QCheckBox(tr("Start every game from the position on the board"), this);
    auto updateMovetime = [this] { movetime_->setEnabled(clock_->timeControl().isUntimed()); };
    connect(clock_, &TimeControlWidget::changed, this, updateMovetime);

    auto* form = new QFormLayout;
    form->addRow(tr("First engine:"), first_);
    form->addRow(tr("Second engine:"), second_);
    form->addRow(tr("Games:"), games_);
    form->addRow(tr("Clock:"), clock_);
    form->addRow(tr("Time per move without a clock:"), movetime_);
    form->addRow(QString(), fromCurrent_);

    table_ = new QTableWidget(0, 4, this);
    table_->setHorizontalHeaderLabels({tr("Game"), tr("Red"), tr("Black"), tr("Result")});
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    QFont bold = summary_->font();
    bold.setBold(true);
    summary_->setFont(bold);

    startButton_ = new QPushButton(tr("&Start"), this);
    stopButton_ = new QPushButton(tr("S&top"), this);
    auto* close = new QPushButton(tr("&Close"), this);
    stopButton_->setEnabled(false);
    connect(startButton_, &QPushButton::clicked, this, &MatchDialog::start);
    connect(stopButton_, &QPushButton::clicked, this, &MatchDialog::stop);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(startButton_);
    buttons->addWidget(stopButton_);
    buttons->addWidget(close);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(table_, 1);
    layout->addWidget(summary_);
    layout->addLayout(buttons);
    resize(560, 560);
    updateSummary();
}

MatchDialog::~MatchDialog() {
    if (running_) stop();
}

void MatchDialog::fillBoxes() {
    for (ElidingComboBox* box : {first_, second_}) {
        box->clear();
        for (int i = 0; i < int(levels().size()); ++i) box->addItem(tr("Xiangqi — %1").arg(session::levelName(i)));
        for (const session::EngineConfig& e : engines_) box->addNamedItem(e.name, QDir::toNativeSeparators(e.command));
    }
    // Two different depth-limited levels of ours by default (Advanced against Club): the timed levels would all
    // play at full strength for the match's time per move.
    const int n = int(levels().size());
    first_->setCurrentIndex(std::clamp(4, 0, n - 1));
    second_->setCurrentIndex(std::clamp(3, 0, n - 1));
}

MatchDialog::Side MatchDialog::sideOf(int index) const {
    Side s;
    const int nLevels = int(levels().size());
    if (index < nLevels) {
        s.strength.level = std::max(0, index);
        s.name = tr("Xiangqi — %1").arg(session::levelName(s.strength.level));
    } else {
        s.engine = engines_.value(index - nLevels);
        s.name = s.engine->name;
        s.strength.level = nLevels - 1;  // stands in if the external engine fails
    }
    return s;
}

void MatchDialog::start() {
    if (running_ || !controller_) return;
    a_ = sideOf(first_->currentIndex());
    b_ = sideOf(second_->currentIndex());
    if (a_.name == b_.name) a_.name += tr(" (first)"), b_.name += tr(" (second)");
    total_ = games_->value();
    timeControl_ = clock_->timeControl();
    movetimeMs_ = movetime_->value();
    startFen_ = fromCurrent_->isChecked() ? QString::fromStdString(controller_->position().fen()) : QString();
    game_ = 0;
    wins_ = draws_ = losses_ = 0;
    table_->setRowCount(0);
    running_ = true;
    for (QWidget* w :
         std::initializer_list<QWidget*>{first_, second_, games_, movetime_, clock_, fromCurrent_, startButton_})
        w->setEnabled(false);
    stopButton_->setEnabled(true);
    overConnection_ = connect(controller_, &session::GameController::gameOver, this, &MatchDialog::onGameOver);
    emit runningChanged(true);
    startGame();
}

void MatchDialog::startGame() {
    // The first engine has Red in the odd-numbered games (1, 3, …), the second in the others.
    const bool firstIsRed = game_ % 2 == 0;
    const Side& red = firstIsRed ? a_ : b_;
    const Side& black = firstIsRed ? b_ : a_;
    session::GameSetup s = controller_->setup();
    s.red = s.black = session::PlayerKind::Computer;
    s.redEngine = red.engine;
    s.blackEngine = black.engine;
    s.redStrength = red.strength;
    s.blackStrength = black.strength;
    s.redStrength->movetimeMs = s.blackStrength->movetimeMs = timeControl_.isUntimed() ? movetimeMs_ : 0;
    s.timeControl = timeControl_;
    const int row = table_->rowCount();
    table_->insertRow(row);
    table_->setItem(row, 0, new QTableWidgetItem(QString::number(game_ + 1)));
    table_->setItem(row, 1, new QTableWidgetItem(red.name));
    table_->setItem(row, 2, new QTableWidgetItem(black.name));
    table_->setItem(row, 3, new QTableWidgetItem(tr("playing…")));
    table_->scrollToBottom();
    controller_->newGame(s, startFen_);
    updateSummary();
}

void MatchDialog::onGameOver() {
    if (!running_ || !controller_) return;
    const GameResult r = controller_->verdict().result;
    const bool firstIsRed = game_ % 2 == 0;
    QString text;
    if (r == GameResult::Draw) ++draws_, text = tr("½–½");
    else if ((r == GameResult::RedWins) == firstIsRed) ++wins_, text = r == GameResult::RedWins ? tr("1–0") : tr("0–1");
    else ++losses_, text = r == GameResult::RedWins ? tr("1–0") : tr("0–1");
    table_->setItem(game_, 3, new QTableWidgetItem(text + QStringLiteral("  ") + controller_->resultText()));
    table_->item(game_, 3)->setToolTip(controller_->resultText());
    const int finished = game_;
    ++game_;
    updateSummary();
    emit gameFinished(finished);
    if (game_ >= total_) {
        finish(tr("Match over."));
        return;
    }
    // The next game after a short breath, so the last position can be seen (and the event loop runs).
    QTimer::singleShot(400, this, [this] {
        if (running_) startGame();
    });
}

void MatchDialog::stop() {
    if (!running_) return;
    if (table_->rowCount() > game_) table_->setItem(game_, 3, new QTableWidgetItem(tr("stopped (not counted)")));
    finish(tr("Match stopped."));
    // The engines stop thinking; the game stays on the board for people to look at.
    if (controller_ && !controller_->isGameOver()) {
        session::GameSetup s = controller_->setup();
        s.red = s.black = session::PlayerKind::Human;
        s.redEngine.reset(), s.blackEngine.reset();
        controller_->setSetup(s);
    }
}

void MatchDialog::finish(const QString& why) {
    running_ = false;
    disconnect(overConnection_);
    for (QWidget* w : std::initializer_list<QWidget*>{first_, second_, games_, clock_, fromCurrent_, startButton_})
        w->setEnabled(true);
    movetime_->setEnabled(clock_->timeControl().isUntimed());
    stopButton_->setEnabled(false);
    updateSummary();
    summary_->setText(why + QLatin1Char(' ') + summary_->text());
    emit runningChanged(false);
    emit matchFinished();
}

QString MatchDialog::summaryText() const {
    const int n = gamesPlayed();
    const double score = wins_ + 0.5 * draws_;
    return tr("%1 against %2: %3 won, %4 drawn, %5 lost — score %6 of %7")
        .arg(a_.name.isEmpty() ? first_->currentText() : a_.name, b_.name.isEmpty() ? second_->currentText() : b_.name)
        .arg(wins_)
        .arg(draws_)
        .arg(losses_)
        .arg(score)
        .arg(n);
}

void MatchDialog::updateSummary() {
    summary_->setText(summaryText() +
                      (running_ ? tr(" (game %1 of %2 playing)").arg(game_ + 1).arg(total_) : QString()));
}

}  // namespace xq::ui
