// Game → Engine Match…: two engines (ours at any level, or external ones) play N games on the window's board,
// colours alternating, with a time per move or a clock, from the start or from the position on the board; a table
// of results fills in while they play, and Stop ends the match cleanly (the game in progress is not counted).
#pragma once

#include <QDialog>
#include <QPointer>

#include "xiangqi/session/engineprocess.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/ui/elidingcombobox.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace xq::ui {

class TimeControlWidget;

class MatchDialog : public QDialog {
    Q_OBJECT
public:
    // The games are played by `controller` (the window's); `engines` are the external engines on offer.
    MatchDialog(session::GameController* controller, const QList<session::EngineConfig>& engines,
                QWidget* parent = nullptr);
    ~MatchDialog() override;

    // A participant: ours at level i (0 <= i < levels), or external engine e (index levels + e).
    ElidingComboBox* firstBox() const { return first_; }
    ElidingComboBox* secondBox() const { return second_; }
    QSpinBox* gamesBox() const { return games_; }
    QSpinBox* movetimeBox() const { return movetime_; }
    QCheckBox* fromCurrentBox() const { return fromCurrent_; }
    TimeControlWidget* timeControlWidget() const { return clock_; }
    QTableWidget* table() const { return table_; }

    bool isRunning() const { return running_; }
    int gamesPlayed() const { return wins_ + draws_ + losses_; }
    // From the first engine's side.
    int wins() const { return wins_; }
    int draws() const { return draws_; }
    int losses() const { return losses_; }
    QString summaryText() const;

public slots:
    void start();
    void stop();

signals:
    void gameFinished(int index);
    void matchFinished();
    void runningChanged(bool running);

private:
    struct Side {
        std::optional<session::EngineConfig> engine;
        session::Strength strength;
        QString name;
    };
    Side sideOf(int comboIndex) const;
    void startGame();
    void onGameOver();
    void finish(const QString& why);
    void updateSummary();
    void fillBoxes();

    QPointer<session::GameController> controller_;
    QList<session::EngineConfig> engines_;
    ElidingComboBox* first_;
    ElidingComboBox* second_;
    QSpinBox* games_;
    QSpinBox* movetime_;
    QCheckBox* fromCurrent_;
    TimeControlWidget* clock_;
    QTableWidget* table_;
    QLabel* summary_;
    QPushButton* startButton_;
    QPushButton* stopButton_;
    bool running_ = false;
    int game_ = 0;  // index of the game in progress
    int total_ = 0;
    int wins_ = 0, draws_ = 0, losses_ = 0;
    Side a_, b_;
    QString startFen_;
    TimeControl timeControl_;
    qint64 movetimeMs_ = 0;
    QMetaObject::Connection overConnection_;
};

}  // namespace xq::ui
