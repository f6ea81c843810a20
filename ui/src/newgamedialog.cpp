// New Game dialog.
#include "xiangqi/ui/newgamedialog.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace xq::ui {

NewGameDialog::NewGameDialog(const GameSetup& setup, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Game"));
    mode_ = new QComboBox(this);
    mode_->addItem(tr("You play Red against the computer"));
    mode_->addItem(tr("You play Black against the computer"));
    mode_->addItem(tr("Two players on this computer"));
    mode_->addItem(tr("Computer against computer"));
    mode_->setCurrentIndex(modeOf(setup));

    level_ = new QComboBox(this);
    level_->addItem(tr("Custom depth"));
    for (const auto& l : engineLevels()) level_->addItem(QCoreApplication::translate("xq::ui::Level", l.name.toUtf8()));
    level_->setCurrentIndex(setup.level >= 0 && setup.level + 1 < level_->count() ? setup.level + 1 : 0);
    depthSlider_ = new QSlider(Qt::Horizontal, this);
    depthSlider_->setRange(1, 20);
    depth_ = new QSpinBox(this);
    depth_->setRange(1, 20);
    connect(depthSlider_, &QSlider::valueChanged, depth_, &QSpinBox::setValue);
    connect(depth_, &QSpinBox::valueChanged, depthSlider_, &QSlider::setValue);
    depth_->setValue(std::clamp(setup.depth, 1, 20));
    time_ = new QSpinBox(this);
    time_->setRange(0, 600);
    time_->setSuffix(tr(" s"));
    time_->setSpecialValueText(tr("no limit"));
    time_->setValue(int(setup.movetimeMs / 1000));
    auto updateEnabled = [this] {
        const bool computer = mode_->currentIndex() != Hotseat;
        const bool custom = level_->currentIndex() == 0;
        level_->setEnabled(computer);
        depthSlider_->setEnabled(computer && custom);
        depth_->setEnabled(computer && custom);
        time_->setEnabled(computer);
    };
    connect(mode_, &QComboBox::currentIndexChanged, this, updateEnabled);
    connect(level_, &QComboBox::currentIndexChanged, this, updateEnabled);
    updateEnabled();

    fen_ = new QLineEdit(this);
    fen_->setPlaceholderText(tr("standard start position (or paste a FEN)"));
    auto* error = new QLabel(this);
    error->setStyleSheet("color: #b01010");

    auto* depthRow = new QHBoxLayout;
    depthRow->addWidget(depthSlider_);
    depthRow->addWidget(depth_);
    auto* form = new QFormLayout;
    form->addRow(tr("Players:"), mode_);
    form->addRow(tr("Computer level:"), level_);
    form->addRow(tr("Search depth:"), depthRow);
    form->addRow(tr("Time per move:"), time_);
    form->addRow(tr("Start position:"), fen_);
    form->addRow(QString(), error);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this, error] {
        if (!fen_->text().trimmed().isEmpty()) {
            Position test;
            std::string why;
            if (!test.setFen(fen_->text().trimmed().toStdString(), &why)) {
                error->setText(tr("Bad FEN: %1").arg(QString::fromStdString(why)));
                return;
            }
        }
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

NewGameDialog::Mode NewGameDialog::modeOf(const GameSetup& s) {
    if (s.red == PlayerKind::Human && s.black == PlayerKind::Human) return Hotseat;
    if (s.red == PlayerKind::Computer && s.black == PlayerKind::Computer) return ComputerOnly;
    return s.red == PlayerKind::Human ? HumanRed : HumanBlack;
}

void NewGameDialog::setMode(Mode mode) { mode_->setCurrentIndex(mode); }

GameSetup NewGameDialog::setup() const {
    GameSetup s;
    const int mode = mode_->currentIndex();
    s.red = mode == HumanRed || mode == Hotseat ? PlayerKind::Human : PlayerKind::Computer;
    s.black = mode == HumanBlack || mode == Hotseat ? PlayerKind::Human : PlayerKind::Computer;
    s.level = level_->currentIndex() - 1;
    s.depth = depth_->value();
    s.movetimeMs = qint64(time_->value()) * 1000;
    return s;
}

QString NewGameDialog::fen() const { return fen_->text().trimmed(); }

}  // namespace xq::ui
