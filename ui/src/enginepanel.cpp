// Engine panel layout and formatting of search progress.
#include "xiangqi/ui/enginepanel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace xq::ui {

EnginePanel::EnginePanel(QWidget* parent) : QGroupBox(parent) {
    depthCaption_ = new QLabel(this);
    scoreCaption_ = new QLabel(this);
    speedCaption_ = new QLabel(this);
    pvCaption_ = new QLabel(this);
    depth_ = new QLabel(QStringLiteral("–"), this);
    score_ = new QLabel(QStringLiteral("–"), this);
    speed_ = new QLabel(QStringLiteral("–"), this);
    pv_ = new QLabel(QStringLiteral("–"), this);
    pv_->setWordWrap(true);
    pv_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    pv_->setMinimumHeight(pv_->fontMetrics().height() * 3);
    pv_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    QFont bold = score_->font();
    bold.setBold(true);
    score_->setFont(bold);

    busy_ = new QProgressBar(this);
    busy_->setRange(0, 1);
    busy_->setValue(0);
    busy_->setTextVisible(false);
    busy_->setMaximumHeight(10);
    moveNow_ = new QPushButton(this);
    hint_ = new QPushButton(this);
    moveNow_->setEnabled(false);
    connect(moveNow_, &QPushButton::clicked, this, &EnginePanel::moveNowClicked);
    connect(hint_, &QPushButton::clicked, this, &EnginePanel::hintClicked);

    levelCaption_ = new QLabel(this);
    searchDepthCaption_ = new QLabel(this);
    timeCaption_ = new QLabel(this);
    level_ = new QComboBox(this);
    depthSlider_ = new QSlider(Qt::Horizontal, this);
    depthSlider_->setRange(1, 20);
    depthSpin_ = new QSpinBox(this);
    depthSpin_->setRange(1, 20);
    time_ = new QSpinBox(this);
    time_->setRange(0, 600);
    connect(depthSlider_, &QSlider::valueChanged, depthSpin_, &QSpinBox::setValue);
    connect(depthSpin_, &QSpinBox::valueChanged, depthSlider_, &QSlider::setValue);
    connect(depthSpin_, &QSpinBox::valueChanged, this, &EnginePanel::emitStrength);
    connect(time_, &QSpinBox::valueChanged, this, &EnginePanel::emitStrength);
    connect(level_, &QComboBox::currentIndexChanged, this, [this] {
        const bool custom = level_->currentIndex() <= 0;
        depthSlider_->setEnabled(custom);
        depthSpin_->setEnabled(custom);
        emitStrength();
    });

    auto* info = new QFormLayout;
    info->addRow(depthCaption_, depth_);
    info->addRow(scoreCaption_, score_);
    info->addRow(speedCaption_, speed_);
    info->addRow(pvCaption_, pv_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(moveNow_);
    buttons->addWidget(hint_);
    auto* strength = new QFormLayout;
    auto* depthRow = new QHBoxLayout;
    depthRow->addWidget(depthSlider_);
    depthRow->addWidget(depthSpin_);
    strength->addRow(levelCaption_, level_);
    strength->addRow(searchDepthCaption_, depthRow);
    strength->addRow(timeCaption_, time_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(info);
    layout->addWidget(busy_);
    layout->addLayout(buttons);
    layout->addLayout(strength);
    retranslate();
    setStrength(-1, 4, 0);
}

void EnginePanel::retranslate() {
    setTitle(tr("Engine"));
    depthCaption_->setText(tr("Depth:"));
    scoreCaption_->setText(tr("Score:"));
    speedCaption_->setText(tr("Speed:"));
    pvCaption_->setText(tr("Best line:"));
    moveNow_->setText(tr("Move now"));
    moveNow_->setToolTip(tr("Stop thinking and play the best move found so far"));
    hint_->setText(tr("Hint"));
    hint_->setToolTip(tr("Ask the engine for a good move"));
    levelCaption_->setText(tr("Level:"));
    searchDepthCaption_->setText(tr("Search depth:"));
    timeCaption_->setText(tr("Time per move:"));
    time_->setSuffix(tr(" s"));
    time_->setSpecialValueText(tr("no limit"));
    updating_ = true;
    const int current = level_->currentIndex();
    level_->clear();
    level_->addItem(tr("Custom depth"));
    for (const auto& l : engineLevels()) level_->addItem(QCoreApplication::translate("xq::ui::Level", l.name.toUtf8()));
    level_->setCurrentIndex(std::max(0, current));
    updating_ = false;
}

void EnginePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QGroupBox::changeEvent(event);
}

void EnginePanel::setStrength(int level, int depth, qint64 movetimeMs) {
    updating_ = true;
    level_->setCurrentIndex(level >= 0 && level + 1 < level_->count() ? level + 1 : 0);
    depthSpin_->setValue(std::clamp(depth, 1, 20));
    time_->setValue(int(movetimeMs / 1000));
    const bool custom = level_->currentIndex() <= 0;
    depthSlider_->setEnabled(custom);
    depthSpin_->setEnabled(custom);
    updating_ = false;
}

int EnginePanel::level() const { return level_->currentIndex() - 1; }
int EnginePanel::depth() const { return depthSpin_->value(); }
qint64 EnginePanel::movetimeMs() const { return qint64(time_->value()) * 1000; }

void EnginePanel::emitStrength() {
    if (!updating_) emit strengthChanged(level(), depth(), movetimeMs());
}

QString EnginePanel::formatScore(const EngineInfo& info) {
    if (info.mate) {
        // mateIn > 0: the side to move at the root mates; the score's sign says which colour that is.
        const bool redMates = info.score > 0;
        const int n = std::abs(info.mateIn);
        return redMates ? tr("Red mates in %n", nullptr, n) : tr("Black mates in %n", nullptr, n);
    }
    return QString::asprintf("%+.2f", info.score / 100.0);
}

void EnginePanel::setInfo(const EngineInfo& info, const Position& root, Notation notation) {
    depth_->setText(info.seldepth > info.depth ? QStringLiteral("%1/%2").arg(info.depth).arg(info.seldepth)
                                               : QString::number(info.depth));
    score_->setText(formatScore(info));
    const QString nps = info.nps >= 1000000 ? tr("%1 M nodes/s").arg(info.nps / 1e6, 0, 'f', 2)
                                            : tr("%1 k nodes/s").arg(info.nps / 1e3, 0, 'f', 1);
    speed_->setText(tr("%1 (%2 nodes, %3 s)").arg(nps).arg(info.nodes).arg(info.timeMs / 1000.0, 0, 'f', 1));
    QStringList moves;
    Position pos = root;
    for (Move m : info.pv) {
        if (!pos.isLegal(m)) break;
        moves << moveText(pos, m, notation);
        pos.makeMove(m);
    }
    pv_->setText(moves.isEmpty() ? QStringLiteral("–") : moves.join(' '));
}

void EnginePanel::clearInfo() {
    for (QLabel* l : {depth_, score_, speed_, pv_}) l->setText(QStringLiteral("–"));
}

void EnginePanel::setThinking(bool thinking) {
    busy_->setRange(0, thinking ? 0 : 1);  // an empty range animates as "busy"
    busy_->setValue(0);
    moveNow_->setEnabled(thinking);
    thinking_ = thinking;
    hint_->setEnabled(!thinking_ && hintAvailable_);
}

void EnginePanel::setHintAvailable(bool available) {
    hintAvailable_ = available;
    hint_->setEnabled(!thinking_ && hintAvailable_);
}

QString EnginePanel::scoreText() const { return score_->text(); }
QString EnginePanel::pvText() const { return pv_->text(); }

}  // namespace xq::ui
