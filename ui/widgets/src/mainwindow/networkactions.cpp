// The main window's network play (networkactions.h).
#include "xiangqi/ui/networkactions.h"

#include <QAction>
#include <QBoxLayout>
#include <QEvent>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QNetworkInterface>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTime>

#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/gamedocument.h"
#include "xiangqi/session/netannounce.h"
#include "xiangqi/session/settingsstore.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/ui/actionids.h"
#include "xiangqi/ui/actionregistry.h"
#include "xiangqi/ui/enginepanel.h"
#include "xiangqi/ui/networkdialog.h"

namespace xq::ui {

namespace {
// This computer's addresses a friend could dial (not loopback), IPv4 first.
QStringList ownAddresses() {
    QStringList v4, v6;
    for (const QHostAddress& a : QNetworkInterface::allAddresses()) {
        if (a.isLoopback() || a.isLinkLocal()) continue;
        (a.protocol() == QAbstractSocket::IPv4Protocol ? v4 : v6) << a.toString();
    }
    return v4 + v6;
}

// A window that leaves the user's files alone (tests, screenshots) announces on loopback only, never to the network.
QHostAddress announceAddress(const session::SettingsStore& s) {
    if (!s.writesUserFiles()) return QHostAddress(QHostAddress::LocalHost);
    const QHostAddress a(s.value(session::setting::AnnounceAddress));
    return a.isNull() ? QHostAddress(QHostAddress::Broadcast) : a;
}

quint16 announcePort(const session::SettingsStore& s) {
    const int port = s.value(session::setting::AnnouncePort);
    return port > 0 && port < 65536 ? quint16(port) : session::DefaultAnnouncePort;
}
}  // namespace

NetworkActions::NetworkActions(FeatureHost& host, Places places, std::shared_ptr<session::SettingsStore> store)
    : Feature(host, std::move(store)), places_(places) {
    game_ = new session::NetworkGame(host_->controller(), this);
    announcer_ = new session::NetAnnouncer(game_, this);

    playAct_ = new QAction(this);
    connect(playAct_, &QAction::triggered, this, &NetworkActions::showDialog);
    leaveAct_ = new QAction(this);
    connect(leaveAct_, &QAction::triggered, this, [this] {
        if (game_->state() == session::NetworkGame::State::Playing &&
            QMessageBox::question(host_->mainWindow(), tr("Leave Network Game"),
                                  tr("Leave the game? It stays on the board, saved and adjourned.")) !=
                QMessageBox::Yes)
            return;
        game_->leave();
    });
    reconnectAct_ = new QAction(this);
    connect(reconnectAct_, &QAction::triggered, game_, &session::NetworkGame::reconnect);
    places.game->insertAction(places.before, playAct_);
    places.game->insertAction(places.before, reconnectAct_);
    places.game->insertAction(places.before, leaveAct_);

    // The chat, under the move list while a network game is on.
    chatBox_ = new QGroupBox(host_->mainWindow());
    auto* chatLayout = new QVBoxLayout(chatBox_);
    chatLayout->setContentsMargins(4, 4, 4, 4);
    chatLog_ = new QPlainTextEdit(chatBox_);
    chatLog_->setObjectName(QStringLiteral("chatLog"));
    chatLog_->setReadOnly(true);
    chatLog_->setMaximumBlockCount(500);
    chatLog_->setFixedHeight(90);
    chatInput_ = new QLineEdit(chatBox_);
    chatInput_->setMaxLength(session::net::MaxChatChars);
    chatLayout->addWidget(chatLog_);
    chatLayout->addWidget(chatInput_);
    chatBox_->setVisible(false);
    places.side->addWidget(chatBox_);
    connect(chatInput_, &QLineEdit::returnPressed, this, [this] {
        const QString text = chatInput_->text().trimmed();
        if (text.isEmpty()) return;
        if (game_->sendChat(text)) {
            addChatLine(game_->localName(), text);
            chatInput_->clear();
        } else {
            host_->showStatus(tr("The message cannot be sent now: not connected."), 4000);
        }
    });

    status_ = new QLabel(host_->mainWindow());
    status_->setObjectName(QStringLiteral("networkStatus"));
    status_->setVisible(false);
    host_->mainWindow()->statusBar()->addPermanentWidget(status_);

    connect(game_, &session::NetworkGame::stateChanged, this, &NetworkActions::onStateChanged);
    connect(game_, &session::NetworkGame::notice, this,
            [this](const QString& text) { host_->showStatus(text, 10000); });
    connect(game_, &session::NetworkGame::chatReceived, this, &NetworkActions::addChatLine);
    connect(game_, &session::NetworkGame::gameStarted, this, [this] {
        host_->setFlipped(game_->localColor() == Color::Black);
        host_->document()->clear();
        chatLog_->clear();
        announcer_->stop();
        host_->showStatus(tr("The game begins: you play %1 against %2.")
                                .arg(game_->localColor() == Color::Red ? tr("Red") : tr("Black"), game_->peerName()),
                            8000);
        onStateChanged();
    });
    connect(game_, &session::NetworkGame::restored, this, &NetworkActions::showRestored);
    connect(game_, &session::NetworkGame::savedGameChanged, this, &NetworkActions::keepSavedGame);
    connect(game_, &session::NetworkGame::takebackRequested, this, [this](int) {
        ask(tr("%1 asks to take back their last move. Do you agree?").arg(game_->peerName()),
            [this](bool yes) { game_->answerTakeback(yes); });
    });
    connect(game_, &session::NetworkGame::drawOffered, this, [this] {
        ask(tr("%1 offers a draw. Do you accept?").arg(game_->peerName()),
            [this](bool yes) { game_->answerDraw(yes); });
    });
    connect(game_, &session::NetworkGame::verdictDisagreement, this,
            [this](const QString& ours, const QString& theirs) {
                QMessageBox::warning(host_->mainWindow(), tr("The referees disagree"),
                                     tr("After the last move this program's referee says “%1” and your opponent's says "
                                        "“%2”. The game goes on by this program's rules; the difference is in the log.")
                                         .arg(ours, theirs));
            });
    connect(game_, &session::NetworkGame::peerRefused, this, [this](session::net::ErrorCode code, const QString&) {
        host_->showStatus(tr("Your opponent's program refused a message: %1").arg(session::networkErrorText(code)), 10000);
    });
    retranslate();
}

bool NetworkActions::isActive() const {
    const auto s = game_->state();
    return s == session::NetworkGame::State::Playing || s == session::NetworkGame::State::Over ||
           s == session::NetworkGame::State::Reconnecting || s == session::NetworkGame::State::Adjourned ||
           s == session::NetworkGame::State::Handshake || s == session::NetworkGame::State::Listening ||
           s == session::NetworkGame::State::Connecting;
}

void NetworkActions::retranslate() {
    playAct_->setText(tr("Play over the Net&work…"));
    leaveAct_->setText(tr("Leave Networ&k Game"));
    reconnectAct_->setText(tr("Reconnect to the &Host"));
    chatBox_->setTitle(tr("Chat"));
    chatInput_->setPlaceholderText(tr("Type a message and press Enter"));
    onStateChanged();
}


QString NetworkActions::playerName() const {
    QString name = preferences().value(session::setting::NetworkName);
    if (name.isEmpty()) name = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    if (name.isEmpty()) name = tr("Player");
    return name.left(session::net::MaxNameChars);
}

void NetworkActions::showDialog() {
    auto* dialog = new NetworkDialog(playerName(), announceAddress(preferences()), announcePort(preferences()), host_->mainWindow());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { start(dialog->choice()); });
    dialog->open();
}

void NetworkActions::start(const NetworkChoice& c) {
    if (!c.setup.name.isEmpty()) preferences().setValue(session::setting::NetworkName, c.setup.name);
    if (!c.host) {
        join(c.joinHost, c.port, c.code);
        return;
    }
    session::NetworkSetup setup = c.setup;
    if (setup.name.isEmpty()) setup.name = playerName();
    if (c.fromCurrentPosition) setup.fen = QString::fromStdString(host_->controller()->position().fen());
    QString error;
    const QHostAddress address = c.listenAddress.isEmpty() ? QHostAddress(QHostAddress::Any) : QHostAddress(c.listenAddress);
    if (!host(address, c.port, setup, &error)) {
        QMessageBox::warning(host_->mainWindow(), tr("Play over the Network"),
                             tr("Cannot host a game on port %1: %2").arg(c.port).arg(error));
        return;
    }
    if (c.announce) announcer_->start(announceAddress(preferences()), announcePort(preferences()));
}

bool NetworkActions::host(const QHostAddress& address, quint16 port, const session::NetworkSetup& setup,
                          QString* error) {
    session::NetworkSetup s = setup;
    if (s.name.isEmpty()) s.name = playerName();
    if (!game_->host(address, port, s, error)) return false;
    host_->document()->clear();  // the board shows the hosted game now, not a file's
    return true;
}

void NetworkActions::join(const QString& host, quint16 port, const QString& code, const QString& name) {
    game_->join(host, port, name.isEmpty() ? playerName() : name, code);
}

void NetworkActions::keepSavedGame() {
    if (!preferences().writesUserFiles()) return;
    const QJsonObject saved = game_->savedGame();
    // A game that was never ours to keep (hosting, joining, another window's) leaves the file alone.
    if (saved.isEmpty() && !savedWritten_) return;
    QString error;
    if (session::writeSavedNetworkGame(saved, &error)) {
        savedWritten_ = !saved.isEmpty();
        saveFailed_ = false;
    } else if (!saveFailed_) {
        saveFailed_ = true;
        qWarning("xiangqi: the network game cannot be kept for a restart: %s", qPrintable(error));
        host_->showStatus(tr("The network game cannot be kept for a restart: %1").arg(error), 10000);
    }
}

void NetworkActions::showRestored() {
    host_->setFlipped(game_->localColor() == Color::Black);
    host_->document()->clear();
    chatLog_->clear();
    announcer_->stop();
    onStateChanged();
}

bool NetworkActions::resumeSavedFor(const QJsonObject& saved, bool hosting, const QString& host, quint16 port,
                                    QString* error) {
    session::NetworkGame::SavedInfo info;
    if (!session::NetworkGame::describeSaved(saved, &info, nullptr) || info.port != port ||
        (info.role == session::NetworkGame::Role::Host) != hosting)
        return false;
    // The guest's host is named as it was on the command line; the host's address may be left out ("4000").
    if (!hosting && info.hostName.compare(host, Qt::CaseInsensitive) != 0) return false;
    if (hosting && !host.isEmpty() && !info.hostName.isEmpty() && QHostAddress(host) != QHostAddress(info.hostName))
        return false;
    return game_->resumeSaved(saved, error);
}

void NetworkActions::offerSavedGame(const QJsonObject& saved) {
    session::NetworkGame::SavedInfo info;
    if (!session::NetworkGame::describeSaved(saved, &info, nullptr)) return;
    const QString colour = info.local == Color::Red ? tr("Red") : tr("Black");
    const QString where = info.role == session::NetworkGame::Role::Host
                              ? tr("You hosted it on port %1.").arg(info.port)
                              : tr("You joined it at %1, port %2.").arg(info.hostName).arg(info.port);
    const auto answer = QMessageBox::question(
        host_->mainWindow(), tr("Unfinished network game"),
        tr("Your network game against %1 (you play %2, %n move(s) played) was not finished. %3 Resume it?", nullptr,
           (info.plies + 1) / 2)  // moves as the move list counts them: a move is Red's and Black's
            .arg(info.peerName, colour, where));
    if (answer != QMessageBox::Yes) {
        QString error;
        if (!session::writeSavedNetworkGame({}, &error))
            host_->showStatus(tr("The network game cannot be kept for a restart: %1").arg(error), 10000);
        return;
    }
    QString error;
    if (!game_->resumeSaved(saved, &error))
        QMessageBox::warning(host_->mainWindow(), tr("Unfinished network game"), error);
}

void NetworkActions::onStateChanged() {
    const bool active = isActive();
    const bool inGame = game_->state() == session::NetworkGame::State::Playing ||
                        game_->state() == session::NetworkGame::State::Over ||
                        game_->state() == session::NetworkGame::State::Reconnecting ||
                        game_->state() == session::NetworkGame::State::Adjourned;
    chatBox_->setVisible(inGame);
    status_->setVisible(active);
    updateStatusLabel();
    leaveAct_->setEnabled(active);
    // The guest dials again at once (after an adjournment, or instead of waiting for the next try).
    reconnectAct_->setEnabled(game_->role() == session::NetworkGame::Role::Guest &&
                              (game_->state() == session::NetworkGame::State::Adjourned ||
                               game_->state() == session::NetworkGame::State::Reconnecting));
    if (!active && question_) question_->close();
    host_->refreshStatus();
}

void NetworkActions::updateStatusLabel() {
    QString text = session::networkStatusText(*game_);
    if (game_->state() == session::NetworkGame::State::Listening) {
        const QStringList addresses = ownAddresses();
        const QHostAddress listening = game_->listenAddress();
        const QString where = listening == QHostAddress::Any || listening == QHostAddress::AnyIPv6 ||
                                      listening == QHostAddress::AnyIPv4
                                  ? (addresses.isEmpty() ? tr("this computer") : addresses.mid(0, 2).join(tr(" or ")))
                                  : listening.toString();
        text = tr("Waiting for your opponent to join: address %1, port %2, code %3").arg(where).arg(game_->port())
                   .arg(game_->joinCode());
    }
    status_->setText(text);
}

void NetworkActions::addChatLine(const QString& who, const QString& text) {
    chatLog_->appendPlainText(QStringLiteral("%1  %2: %3").arg(QTime::currentTime().toString(QStringLiteral("HH:mm")),
                                                               who, text));
    if (who != game_->localName()) host_->showStatus(tr("%1 says: %2").arg(who, text.left(80)), 6000);
}

void NetworkActions::ask(const QString& text, std::function<void(bool)> answer) {
    if (question_) question_->close();
    auto* box = new QMessageBox(QMessageBox::Question, tr("Your opponent asks"), text,
                                QMessageBox::Yes | QMessageBox::No, host_->mainWindow());
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [answer, box](int) {
        answer(box->clickedButton() == box->button(QMessageBox::Yes));
    });
    question_ = box;
    box->open();  // window-modal, the clocks and the connection go on
}

QString NetworkActions::playersText() const {
    const QString you = game_->localColor() == Color::Red ? tr("Red") : tr("Black");
    if (game_->peerName().isEmpty()) return tr("Network game");
    return tr("Network game: you (%1) against %2").arg(you, game_->peerName());
}

QString NetworkActions::turnText() const { return session::networkStatusText(*game_); }

void NetworkActions::adjustActions() {
    updateStatusLabel();  // the turn changed, or the state
    const bool inGame = game_->state() == session::NetworkGame::State::Playing ||
                        game_->state() == session::NetworkGame::State::Over ||
                        game_->state() == session::NetworkGame::State::Reconnecting ||
                        game_->state() == session::NetworkGame::State::Adjourned;
    // Hints and analysis wait for the end of the game unless agreed at set-up.
    const bool assist = !inGame || game_->state() == session::NetworkGame::State::Over || game_->assistAllowed();
    // The window's and the analysis feature's actions, found by id (actionids.h, analysisactions.cpp).
    const ActionRegistry& actions = host_->actionRegistry();
    auto setEnabled = [&actions](const char* id, bool on) {
        if (QAction* a = actions.find(id)) a->setEnabled(on);
    };
    const char* const assistance[] = {"analysis.analyse", "analysis.review"};
    if (inGame) {
        const bool playing = game_->state() == session::NetworkGame::State::Playing;
        // Nothing that makes no sense against a person elsewhere.
        for (const char* id : {actionid::redo, actionid::moveNow, actionid::pause, actionid::playFromHere,
                               actionid::pasteFen})
            setEnabled(id, false);
        // Offered, resigned and taken back: asked of the opponent.
        setEnabled(actionid::offerDraw, playing);
        setEnabled(actionid::resign, playing);
        setEnabled(actionid::takeback, playing && host_->controller()->length() > 0);
    }
    EnginePanel* panel = host_->enginePanel();
    if (!assist) {
        // Analysis stops (the analyse action is checked while it runs) before its actions go off.
        if (QAction* analyse = actions.find(assistance[0]); analyse && analyse->isChecked()) analyse->trigger();
        setEnabled(actionid::hint, false);
        for (const char* id : assistance) setEnabled(id, false);
        if (!assistHidden_) {
            panelWasVisible_ = panel->isVisible();
            assistHidden_ = true;
        }
        panel->setHintAvailable(false);
        panel->setVisible(false);
        setEnabled(actionid::enginePanel, false);
    } else if (assistHidden_) {
        assistHidden_ = false;
        for (const char* id : assistance) setEnabled(id, true);
        panel->setVisible(panelWasVisible_);
        setEnabled(actionid::enginePanel, true);
    }
}

}  // namespace xq::ui
