// Game → Play over the Network…: host a game (colour, clock, rules, start position, fair play, what happens when the
// guest does not come back, where to listen) or join one by address and port or from the games announced on the
// local network.
#pragma once

#include <QDialog>

#include "xiangqi/session/netgame.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QTabWidget;

namespace xq::session {
class NetBrowser;
}

namespace xq::ui {

class TimeControlWidget;

constexpr quint16 DefaultGamePort = 47820;

struct NetworkChoice {
    bool host = true;
    session::NetworkSetup setup;  // hosting
    QString listenAddress;  // empty = every address of this computer
    quint16 port = DefaultGamePort;
    bool announce = true;
    bool fromCurrentPosition = false;
    QString joinHost;  // joining
    QString code;
};

class NetworkDialog : public QDialog {
    Q_OBJECT
public:
    // announceAddress/announcePort: where the games of the local network are heard (the settings' values).
    NetworkDialog(const QString& name, const QHostAddress& announceAddress, quint16 announcePort,
                  QWidget* parent = nullptr);
    NetworkChoice choice() const;
    QTabWidget* tabs() const { return tabs_; }
    QListWidget* announcedGames() const { return games_; }
    void accept() override;

private:
    void refreshGames();
    QLineEdit* name_;
    QTabWidget* tabs_;
    QComboBox* colour_;
    TimeControlWidget* clock_;
    QComboBox* rules_;
    QComboBox* start_;
    QCheckBox* assist_;
    QSpinBox* absence_;
    QComboBox* onAbsence_;
    QLineEdit* listen_;
    QSpinBox* hostPort_;
    QCheckBox* announce_;
    QLineEdit* joinHost_;
    QSpinBox* joinPort_;
    QLineEdit* code_;
    QListWidget* games_;
    session::NetBrowser* browser_;
};

}  // namespace xq::ui
