// New Game dialog.
#include "xiangqi/ui/newgamedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
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

    strength_ = new StrengthWidget(this);
    strength_->setStrength(setup.strength());
    auto updateEnabled = [this] { strength_->setEnabled(mode_->currentIndex() != Hotseat); };
    connect(mode_, &QComboBox::currentIndexChanged, this, updateEnabled);
    updateEnabled();

    fen_ = new QLineEdit(this);
    fen_->setPlaceholderText(tr("standard start position (or paste a FEN)"));
    auto* error = new QLabel(this);
    error->setStyleSheet("color: #b01010");

    auto* form = new QFormLayout;
    form->addRow(tr("Players:"), mode_);
    form->addRow(tr("Computer:"), strength_);
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
    const Strength st = strength_->strength();
    s.level = st.level;
    s.depth = st.depth;
    s.movetimeMs = st.movetimeMs;
    return s;
}

QString NewGameDialog::fen() const { return fen_->text().trimmed(); }

}  // namespace xq::ui
