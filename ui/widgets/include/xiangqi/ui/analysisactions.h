// The main window's analysis tools in one place: analysis mode (Game → Analyse Position, F2) with its panel and
// arrow, and the game review (Game → Review Game…) with its evaluation graph. MainWindow creates one and hands it
// the places for its actions and its panel; the actions and their slots live here.
#pragma once

#include <QObject>

#include "xiangqi/ui/feature.h"
#include <QPointer>
#include <QString>

#include <optional>

#include "xiangqi/notation.h"
#include "xiangqi/session/gamecontroller.h"

class QAction;
class QBoxLayout;
class QMenu;
class QToolBar;

namespace xq::session {
class AnalysisEngine;
}

namespace xq::ui {

class AnalysisPanel;
class ReviewDialog;

class AnalysisActions : public Feature {
    Q_OBJECT
public:
    struct Places {
        QMenu* game;          // Analyse Position and Review Game go before…
        QAction* beforeDraw;  // …Game → Offer Draw
        QToolBar* toolBar;
        QBoxLayout* side;  // the panel goes above the engine panel
    };
    // With storedSettings, the number of lines is read from and written to the settings.
    AnalysisActions(FeatureHost& host, Places places, std::shared_ptr<session::SettingsStore> preferences);

    session::AnalysisEngine* engine() const { return engine_; }
    AnalysisPanel* panel() const { return panel_; }
    bool isAnalysing() const;
    // Analysis mode: the engine analyses the position shown without end (both sides are played by the user, for
    // as long as it lasts), and starts again whenever the position changes. When it stops, the game's players come
    // back (unless a new game or a record came meanwhile).
    void setAnalysing(bool on);
    // A new game or a record: its players stay when analysis stops.
    void forgetPlayers() { setupBefore_.reset(); }
    void setNotation(Notation n);
    // Game → Review Game…: a non-modal dialog over the game in the window.
    ReviewDialog* showReview();
    // Writes a finished review into the game (refused, with *error, when the game's main line changed since).
    bool applyReview(const ReviewDialog& dialog, QString* error);

    QAction* analyseAction() const { return analyseAct_; }
    QAction* reviewAction() const { return reviewAct_; }

    // The texts in the language now in use (also on QEvent::LanguageChange by itself).
    void retranslate() override;

protected:

private:
    void restart();

    session::AnalysisEngine* engine_ = nullptr;
    AnalysisPanel* panel_ = nullptr;
    QAction* analyseAct_ = nullptr;
    QAction* reviewAct_ = nullptr;
    QPointer<ReviewDialog> review_;
    QString analysedKey_;  // the position being analysed (cursor node and FEN)
    // The players before analysis made both sides the user's: back when it stops.
    std::optional<session::GameSetup> setupBefore_;
};

}  // namespace xq::ui
