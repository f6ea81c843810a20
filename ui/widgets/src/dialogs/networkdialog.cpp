// The network game dialog: host or join (networkdialog.h).
#include "xiangqi/ui/networkdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include "xiangqi/session/netannounce.h"
#include "xiangqi/ui/clockwidget.h"

namespace xq::ui {

NetworkDialog::NetworkDialog(const QString& name, const QHostAddress& announceAddress, quint16 announcePort,
                             QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Play over the Network"));
    auto* layout = new QVBoxLayout(this);
    auto* top = new QFormLayout;
    name_ = new QLineEdit(name, this);
    name_->setMaxLength(session::net::MaxNameChars);
    top->addRow(tr("Your name:"), name_);
    layout->addLayout(top);

    tabs_ = new QTabWidget(this);
    // ---- host ----
    auto* hostPage = new QWidget(this);
    auto* hostForm = new QFormLayout(hostPage);
    colour_ = new QComboBox(hostPage);
    colour_->addItems({tr("Red (moves first)"), tr("Black"), tr("Drawn at random")});
    hostForm->addRow(tr("You play:"), colour_);
    clock_ = new TimeControlWidget(hostPage);
    TimeControl tc;
    TimeControl::parse("10+5", &tc);
    clock_->setTimeControl(tc);
    hostForm->addRow(tr("Clock:"), clock_);
    rules_ = new QComboBox(hostPage);
    rules_->addItem(tr("Asian rules"), QStringLiteral("asian"));
    rules_->addItem(tr("Chinese rules"), QStringLiteral("chinese"));
    rules_->addItem(tr("Simple rules"), QStringLiteral("simple"));
    hostForm->addRow(tr("Rules:"), rules_);
    start_ = new QComboBox(hostPage);
    start_->addItems({tr("The standard start"), tr("The position on the board")});
    hostForm->addRow(tr("Start from:"), start_);
    assist_ = new QCheckBox(tr("Allow hints, analysis and the engine panel (for both players)"), hostPage);
    hostForm->addRow(QString(), assist_);
    absence_ = new QSpinBox(hostPage);
    absence_->setRange(10, 3600);
    absence_->setValue(120);
    absence_->setSuffix(tr(" s"));
    onAbsence_ = new QComboBox(hostPage);
    onAbsence_->addItems({tr("the game is adjourned"), tr("your opponent loses on time")});
    auto* absenceRow = new QHBoxLayout;
    absenceRow->addWidget(absence_);
    absenceRow->addWidget(new QLabel(tr("then"), hostPage));
    absenceRow->addWidget(onAbsence_, 1);
    hostForm->addRow(tr("If the connection drops, wait:"), absenceRow);
    absence_->setAccessibleName(tr("If the connection drops, wait:"));  // its row's label names a layout, not it
    onAbsence_->setAccessibleName(tr("When the wait is over"));
    listen_ = new QLineEdit(hostPage);
    listen_->setPlaceholderText(tr("every address of this computer"));
    hostForm->addRow(tr("Listen on:"), listen_);
    hostPort_ = new QSpinBox(hostPage);
    hostPort_->setRange(1024, 65535);
    hostPort_->setValue(DefaultGamePort);
    hostForm->addRow(tr("Port:"), hostPort_);
    announce_ = new QCheckBox(tr("Announce the game on the local network"), hostPage);
    announce_->setChecked(true);
    hostForm->addRow(QString(), announce_);
    auto* hostHelp = new QLabel(tr("Give your friend this computer's address and the port (the status line shows them "
                                   "once you host). Over the internet this works only when the port can be reached "
                                   "from outside: forwarded to this computer by your router and open in its firewall."),
                                hostPage);
    hostHelp->setWordWrap(true);
    hostForm->addRow(hostHelp);
    tabs_->addTab(hostPage, tr("Host a game"));

    // ---- join ----
    auto* joinPage = new QWidget(this);
    auto* joinForm = new QFormLayout(joinPage);
    games_ = new QListWidget(joinPage);
    games_->setMinimumHeight(80);
    joinForm->addRow(tr("Games on the local network:"), games_);
    games_->setAccessibleName(tr("Games on the local network:"));  // a list takes no name from its label
    joinHost_ = new QLineEdit(joinPage);
    joinHost_->setPlaceholderText(tr("an address (192.168.1.20, 2001:db8::5) or a name"));
    joinForm->addRow(tr("Address:"), joinHost_);
    joinPort_ = new QSpinBox(joinPage);
    joinPort_->setRange(1, 65535);
    joinPort_->setValue(DefaultGamePort);
    joinForm->addRow(tr("Port:"), joinPort_);
    code_ = new QLineEdit(joinPage);
    code_->setMaxLength(12);
    code_->setPlaceholderText(tr("optional: the host's join code"));
    joinForm->addRow(tr("Join code:"), code_);
    tabs_->addTab(joinPage, tr("Join a game"));
    tabs_->setAccessibleName(tr("Host or join a game"));
    layout->addWidget(tabs_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NetworkDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    browser_ = new session::NetBrowser(this);
    browser_->listen(announceAddress, announcePort);  // not hearing any is fine: type the address
    connect(browser_, &session::NetBrowser::changed, this, &NetworkDialog::refreshGames);
    connect(games_, &QListWidget::currentRowChanged, this, [this](int row) {
        const auto games = browser_->games();
        if (row < 0 || row >= games.size()) return;
        joinHost_->setText(games[row].address.toString());
        joinPort_->setValue(games[row].port);
        code_->setText(games[row].code);
    });
}

void NetworkDialog::refreshGames() {
    const int row = games_->currentRow();
    games_->blockSignals(true);
    games_->clear();
    for (const session::AnnouncedGame& g : browser_->games())
        games_->addItem(tr("%1 — %2, port %3").arg(g.name, g.address.toString()).arg(g.port));
    games_->setCurrentRow(std::min(row, games_->count() - 1));
    games_->blockSignals(false);
}

NetworkChoice NetworkDialog::choice() const {
    NetworkChoice c;
    c.host = tabs_->currentIndex() == 0;
    c.setup.name = name_->text().trimmed();
    c.setup.hostColor = colour_->currentIndex() == 0   ? std::optional<Color>(Color::Red)
                        : colour_->currentIndex() == 1 ? std::optional<Color>(Color::Black)
                                                       : std::nullopt;
    c.setup.timeControl = clock_->timeControl();
    c.setup.rules = rules_->currentData().toString();
    c.setup.assist = assist_->isChecked();
    c.setup.absenceSeconds = absence_->value();
    c.setup.forfeit = onAbsence_->currentIndex() == 1;
    c.fromCurrentPosition = start_->currentIndex() == 1;
    c.listenAddress = listen_->text().trimmed();
    c.port = quint16(c.host ? hostPort_->value() : joinPort_->value());
    c.announce = announce_->isChecked();
    c.joinHost = joinHost_->text().trimmed();
    c.code = code_->text().trimmed();
    return c;
}

void NetworkDialog::accept() {
    const NetworkChoice c = choice();
    if (c.host && !c.listenAddress.isEmpty() && QHostAddress(c.listenAddress).isNull()) {
        QMessageBox::warning(this, windowTitle(),
                             tr("“%1” is not an address of this computer (for example 0.0.0.0, 192.168.1.20 or ::).")
                                 .arg(c.listenAddress));
        return;
    }
    if (!c.host && c.joinHost.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), tr("Type the address of the computer that hosts the game."));
        return;
    }
    QDialog::accept();
}

}  // namespace xq::ui
