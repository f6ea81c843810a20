// The engine panel: what the computer is thinking (depth, score, speed, principal variation) and its strength.
#pragma once

#include <QGroupBox>
#include <QStringList>

#include "xiangqi/session/engineclient.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/ui/strengthwidget.h"

class QComboBox;
class QLabel;
class QFormLayout;
class QProgressBar;
class QPushButton;
class QSlider;
class QSpinBox;

namespace xq::ui {

class EnginePanel : public QGroupBox {
    Q_OBJECT
public:
    explicit EnginePanel(QWidget* parent = nullptr);

    void setInfo(const SearchInfo& info, const Position& root, Notation notation);
    // Compact: without the strength controls (they are in the New Game dialog too), for small windows.
    void setCompact(bool compact, bool tiny = false);
    // Shows the last best line again in another notation.
    void setNotation(Notation notation);
    void clearInfo();
    // The position the line shown was searched in; null when no line is shown.
    const Position* infoRoot() const { return hasInfo_ ? &lastRoot_ : nullptr; }
    void setThinking(bool thinking);
    // The engine that plays (its name and state, "Pikafish · thinking…"; `note` is added when our engine plays in
    // its place). An empty name hides the row (nobody here is a computer).
    void setEngineState(const QString& name, session::EngineClient::State state, const QString& note = {});
    QString engineStateText() const;
    // Hints make sense only while the game goes on.
    void setHintAvailable(bool available);
    // Strength controls; level -1 = the depth slider.
    void setStrength(int level, int depth, qint64 movetimeMs);
    int level() const;
    int depth() const;
    qint64 movetimeMs() const;
    QString scoreText() const;
    QString speedText() const;
    // The best line as shown: as many moves as fit the panel, "…" when cut.
    QString pvText() const;
    void retranslate();

    // "+1.25", "-0.40", or a mate announcement, from Red's point of view.
    static QString formatScore(const SearchInfo& info);
    // A node count in few characters: "950", "81.2 k", "522 k", "6.27 M".
    static QString formatCount(quint64 n);
    // Searches shorter than this have no measurable speed.
    static constexpr qint64 MinMeasurableMs = 20;
    // The speed of a search of `nodes` in `ms` (or the engine's own `nps` when it gives one): "850 nodes/s",
    // "81.2 k nodes/s", "522 k nodes/s", "6.27 M nodes/s", or "–" for a search too short to measure.
    static QString formatSpeed(quint64 nodes, quint64 nps, qint64 ms);
    // Seconds with as many decimals as say something: "0.04", "2.35", "12.3", "1235".
    static QString formatSeconds(qint64 ms);

signals:
    void strengthChanged(int level, int depth, qint64 movetimeMs);
    void moveNowClicked();
    void hintClicked();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitPv();

    static constexpr int kPvLines = 3;  // lines of the best line shown

    QFormLayout* info_;
    QLabel* depthCaption_;
    QLabel* scoreCaption_;
    QLabel* speedCaption_;
    QLabel* nodesCaption_;
    QLabel* pvCaption_;
    QLabel* engineCaption_;
    QLabel* engine_;
    QString engineName_, engineNote_;
    session::EngineClient::State engineState_ = session::EngineClient::State::Ready;
    QLabel* depth_;
    QLabel* score_;
    QLabel* speed_;
    QLabel* nodes_;
    QLabel* pv_;
    QStringList pvMoves_;
    SearchInfo lastInfo_;
    Position lastRoot_;
    Notation lastNotation_ = Notation::Chinese;
    bool hasInfo_ = false;  // the legal prefix of the last principal variation, in the chosen notation
    QProgressBar* busy_;
    QPushButton* moveNow_;
    QPushButton* hint_;
    StrengthWidget* strength_;
    bool thinking_ = false;
    bool hintAvailable_ = true;
};

}  // namespace xq::ui
