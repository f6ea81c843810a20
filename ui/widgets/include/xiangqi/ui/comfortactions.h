// The main window's comfort features in one place: board themes, the third piece set, move animation speed, the
// captured pieces beside the board, the rules guide (F1) and the tutorial. MainWindow creates one and hands it
// its menus; everything else lives here.
#pragma once

#include <QObject>

#include "xiangqi/ui/feature.h"
#include <QPointer>

class QAction;
class QActionGroup;
class QMenu;

namespace xq::ui {

class CapturedPieces;
class RulesGuide;
class TutorialDialog;

class ComfortActions : public Feature {
    Q_OBJECT
public:
    struct Menus {
        QMenu* view;
        QMenu* pieces;
        QMenu* options;
        QMenu* help;
    };
    // With storedSettings the choices are written to the settings at once.
    ComfortActions(FeatureHost& host, Menus menus, CapturedPieces* captured, std::shared_ptr<session::SettingsStore> preferences);

    void setBoardTheme(int theme);  // a BoardTheme value
    void setAnimationMs(int ms);
    RulesGuide* showRulesGuide();
    TutorialDialog* showTutorial();

    // Animation speeds offered in Options → Move Animation (0 = off).
    static constexpr int animationSpeeds[] = {0, 100, 180, 350};

    QAction* rulesGuideAction() const { return guideAct_; }
    QAction* contrastPiecesAction() const { return contrastPiecesAct_; }
    QMenu* boardMenu() const { return boardMenu_; }
    QMenu* animationMenu() const { return animationMenu_; }

protected:

private:
    void retranslate() override;
    void refreshCaptured();
    // Show a theme or an animation time without writing it to the settings (restoring them at start).
    int applyBoardTheme(int theme);  // returns the theme clamped to the known ones
    void applyAnimationMs(int ms);

    CapturedPieces* captured_;
    QMenu* boardMenu_;
    QMenu* animationMenu_;
    QActionGroup* boardGroup_;
    QActionGroup* animationGroup_;
    QAction* contrastPiecesAct_;
    QAction* guideAct_;
    QAction* tutorialAct_;
    QPointer<RulesGuide> guide_;
    QPointer<TutorialDialog> tutorial_;
};

}  // namespace xq::ui
