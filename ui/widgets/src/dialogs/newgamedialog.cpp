// New Game dialog.
#include "xiangqi/ui/newgamedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "xiangqi/session/wording.h"
#include "xiangqi/ui/clockwidget.h"
#include "xiangqi/ui/elidingcombobox.h"

namespace xq::ui {

NewGameDialog::NewGameDialog(const session::GameSetup& setup, QWidget* parent) : QDialog(parent), initial_(setup) {
    setWindowTitle(tr("New Game"));
    mode_ = new QComboBox(this);
    mode_->addItem(tr("You play Red against the computer"));
    mode_->addItem(tr("You play Black against the computer"));
    mode_->addItem(tr("Two players on this computer"));
    mode_->addItem(tr("Computer against computer"));
    mode_->setCurrentIndex(modeOf(setup));

    strength_ = new StrengthWidget(this);
    strength_->setStrength(setup.strength());
    // Engine names often differ only at their end: cut in the middle, the name and program in the tool tip.
    redEngine_ = new ElidingComboBox(this);
    blackEngine_ = new ElidingComboBox(this);
    for (ElidingComboBox* box : {redEngine_, blackEngine_}) {
        box->setWhatsThis(
            tr("Our engine plays at the strength below; an external engine (Options → Engines…) thinks "
               "for the time per move below (1 s when none is set) or by the clock"));
        connect(box, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateEnabled);
    }
    connect(mode_, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateEnabled);
    clock_ = new TimeControlWidget(this);
    clock_->setTimeControl(setup.timeControl);

    rules_ = new QComboBox(this);
    rules_->setObjectName(QStringLiteral("rulesBox"));
    for (RuleSet r : {RuleSet::Asian, RuleSet::Chinese, RuleSet::Simple}) rules_->addItem(session::ruleSetText(r), int(r));
    rules_->setCurrentIndex(rules_->findData(int(setup.rules)));
    rules_->setToolTip(tr("How repetitions are judged: Asian rules (perpetual check and perpetual chase lose), "
                          "Chinese rules (perpetual threats of mate, one check one chase and chasing several pieces "
                          "lose too), or simple rules (only perpetual check loses)"));

    fen_ = new QLineEdit(this);
    fen_->setPlaceholderText(tr("standard start position (or paste a FEN)"));
    fen_->setObjectName(QStringLiteral("fenEdit"));
    auto* error = new QLabel(this);
    error->setObjectName(QStringLiteral("fenError"));
    error->setStyleSheet("color: #b01010");

    auto* form = new QFormLayout;
    form->addRow(tr("Players:"), mode_);
    form->addRow(tr("Red plays with:"), redEngine_);
    form->addRow(tr("Black plays with:"), blackEngine_);
    form->addRow(tr("Computer:"), strength_);
    form->addRow(tr("Clock:"), clock_);
    form->addRow(tr("Repetition rules:"), rules_);
    form->addRow(tr("Start position:"), fen_);
    form->addRow(QString(), error);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this, error] {
        if (!clock_->applyText()) return;  // the clock's own field says why
        if (!fen_->text().trimmed().isEmpty()) {
            Position test;
            FenError why;
            if (!test.setFen(fen_->text().trimmed().toStdString(), &why)) {
                error->setText(tr("Bad FEN: %1").arg(session::fenErrorText(why)));
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

NewGameDialog::Mode NewGameDialog::modeOf(const session::GameSetup& s) {
    if (s.red == session::PlayerKind::Human && s.black == session::PlayerKind::Human) return Hotseat;
    if (s.red == session::PlayerKind::Computer && s.black == session::PlayerKind::Computer) return ComputerOnly;
    return s.red == session::PlayerKind::Human ? HumanRed : HumanBlack;
}

void NewGameDialog::setMode(Mode mode) { mode_->setCurrentIndex(mode); }

void NewGameDialog::setEngines(const QList<session::EngineConfig>& engines) {
    engines_ = engines;
    for (Color side : {Color::Red, Color::Black}) {
        ElidingComboBox* box = engineBox(side);
        const QString wanted = box->count() > 0        ? box->currentText()
                               : initial_.engine(side) ? initial_.engine(side)->name
                                                       : QString();
        box->clear();
        box->addItem(tr("Xiangqi (our engine)"));
        for (const session::EngineConfig& e : engines_) box->addNamedItem(e.name, QDir::toNativeSeparators(e.command));
        const int i = wanted.isEmpty() ? 0 : box->findText(wanted);
        box->setCurrentIndex(std::max(0, i));
    }
    updateEnabled();
}

void NewGameDialog::updateEnabled() {
    const int mode = mode_->currentIndex();
    const bool redComputer = mode == HumanBlack || mode == ComputerOnly;
    const bool blackComputer = mode == HumanRed || mode == ComputerOnly;
    redEngine_->setEnabled(redComputer && !engines_.isEmpty());
    blackEngine_->setEnabled(blackComputer && !engines_.isEmpty());
    const bool ours =
        (redComputer && redEngine_->currentIndex() <= 0) || (blackComputer && blackEngine_->currentIndex() <= 0);
    const bool external =
        (redComputer && redEngine_->currentIndex() > 0) || (blackComputer && blackEngine_->currentIndex() > 0);
    strength_->setEnabled(ours || external);
}

session::GameSetup NewGameDialog::setup() const {
    session::GameSetup s;
    const int mode = mode_->currentIndex();
    s.red = mode == HumanRed || mode == Hotseat ? session::PlayerKind::Human : session::PlayerKind::Computer;
    s.black = mode == HumanBlack || mode == Hotseat ? session::PlayerKind::Human : session::PlayerKind::Computer;
    const session::Strength st = strength_->strength();
    s.level = st.level;
    s.depth = st.depth;
    s.movetimeMs = st.movetimeMs;
    for (Color side : {Color::Red, Color::Black}) {
        const int i = engineBox(side)->currentIndex();
        if (s.player(side) == session::PlayerKind::Computer && i > 0 && i <= engines_.size())
            (side == Color::Red ? s.redEngine : s.blackEngine) = engines_[i - 1];
    }
    s.timeControl = clock_->timeControl();
    s.rules = static_cast<RuleSet>(rules_->currentData().toInt());
    return s;
}

QString NewGameDialog::fen() const { return fen_->text().trimmed(); }

}  // namespace xq::ui
