// The main window's analysis tools: analysis mode with its panel and arrow, and the game review.
#include "xiangqi/ui/analysisactions.h"

#include <QAction>
#include <QBoxLayout>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QToolBar>

#include <utility>

#include "xiangqi/movegen.h"
#include "xiangqi/session/analysisengine.h"
#include "xiangqi/session/engineregistry.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/settings.h"
#include "xiangqi/session/settingsstore.h"
#include "xiangqi/ui/actionregistry.h"
#include "xiangqi/ui/analysispanel.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/enginepanel.h"
#include "xiangqi/ui/reviewdialog.h"

namespace xq::ui {

AnalysisActions::AnalysisActions(FeatureHost& host, Places places, std::shared_ptr<session::SettingsStore> store)
    : Feature(host, std::move(store)) {
    session::GameController* controller = host_->controller();
    engine_ = new session::AnalysisEngine(this);
    engine_->setThreads(host_->settings().searchThreads);
    panel_ = new AnalysisPanel(host_->mainWindow());
    panel_->hide();
    places.side->insertWidget(places.side->indexOf(host_->enginePanel()), panel_);

    connect(engine_, &session::AnalysisEngine::info, this, [this](int id, const SearchInfo& info) {
        if (id != engine_->currentId()) return;
        panel_->setInfo(info);
        const Move best = panel_->bestMove();
        host_->boardView()->setArrows(best ? std::vector<Move>{best} : std::vector<Move>{});
    });
    connect(engine_, &session::AnalysisEngine::engineFailed, this,
            [this](const QString& text) { panel_->setStatus(text); });
    connect(engine_, &session::AnalysisEngine::engineStateChanged, panel_, &AnalysisPanel::setEngineState);
    panel_->setEngineState(engine_->engine()->state());
    panel_->setMultiPv(preferences().value(session::setting::AnalysisLines));
    connect(panel_, &AnalysisPanel::multiPvChanged, this, [this](int lines) {
        engine_->setMultiPv(lines);
        preferences().setValue(session::setting::AnalysisLines, lines);
    });
    panel_->setCloudWanted(preferences().value(session::setting::AnalysisCloud));
    connect(panel_, &AnalysisPanel::cloudWantedChanged, this, [this](bool on) {
        preferences().setValue(session::setting::AnalysisCloud, on);
    });
    connect(panel_, &AnalysisPanel::engineChosen, this, [this](int index) {
        const QList<session::EngineConfig>& engines = host_->engines()->engines();
        panel_->clear();
        host_->boardView()->setArrows({});
        if (index > 0 && index <= engines.size()) engine_->setEngine(engines[index - 1]);
        else engine_->setEngine(std::nullopt);
    });
    // A game against the computer (a new game, a changed mode) ends analysis mode: the engine plays instead.
    connect(controller, &session::GameController::recordChanged, this, [this] {
        const session::GameSetup& setup = host_->controller()->setup();
        if (isAnalysing() && (setup.red != session::PlayerKind::Human || setup.black != session::PlayerKind::Human)) {
            setupBefore_.reset();  // the new players stay
            setAnalysing(false);
        }
    });
    connect(controller, &session::GameController::positionChanged, this, [this] {
        if (isAnalysing()) restart();
        const session::GameController* c = host_->controller();
        if (review_ && review_->reviewedRecord().mainLineMoves() == c->record().mainLineMoves()) {
            const auto line = c->record().mainLine();
            const NodeId cursor = c->game().cursor();
            const auto it = std::find(line.begin(), line.end(), cursor);
            review_->setCurrentPly(cursor == RootNode ? 0 : it == line.end() ? -1 : int(it - line.begin()) + 1);
        }
    });

    analyseAct_ = new QAction(this);
    analyseAct_->setCheckable(true);
    analyseAct_->setShortcut(QKeySequence(Qt::Key_F2));
    connect(analyseAct_, &QAction::triggered, this, [this](bool on) { setAnalysing(on); });
    host_->actionRegistry().add(analyseAct_, "analysis.analyse");
    reviewAct_ = new QAction(this);
    host_->actionRegistry().add(reviewAct_, "analysis.review");
    reviewAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(reviewAct_, &QAction::triggered, this, [this] { showReview(); });
    places.game->insertActions(places.beforeDraw, {analyseAct_, reviewAct_});
    places.game->insertSeparator(places.beforeDraw);
    places.toolBar->addAction(analyseAct_);
    retranslate();
}

void AnalysisActions::retranslate() {
    analyseAct_->setText(tr("Ana&lyse Position"));
    analyseAct_->setToolTip(tr("Let the engine analyse the position shown without end (F2 again stops it)"));
    reviewAct_->setText(tr("Re&view Game…"));
    panel_->retranslate();
}


bool AnalysisActions::isAnalysing() const { return analyseAct_->isChecked(); }

void AnalysisActions::setNotation(Notation n) { panel_->setNotation(n); }

void AnalysisActions::setAnalysing(bool on) {
    session::GameController* controller = host_->controller();
    analyseAct_->setChecked(on);
    if (!on) {
        engine_->releaseEngine();  // an external engine's process ends with analysis mode
        panel_->hide();
        panel_->clear();
        host_->boardView()->setArrows({});
        analysedKey_.clear();
        host_->enginePanel()->setVisible(host_->settings().showEnginePanel);
        host_->showStatus(tr("Analysis stopped."), 4000);
        // The game goes on with its players (the computer again, if it played); a game begun meanwhile keeps its
        // own.
        if (const std::optional<session::GameSetup> before = std::exchange(setupBefore_, std::nullopt)) {
            const session::GameSetup& now = controller->setup();
            if (now.red == session::PlayerKind::Human && now.black == session::PlayerKind::Human && !now.redEngine &&
                !now.blackEngine) {
                session::GameSetup players = now;
                players.red = before->red;
                players.black = before->black;
                players.redEngine = before->redEngine;
                players.blackEngine = before->blackEngine;
                controller->setSetup(players);
            }
        }
        return;
    }
    // The engine analyses instead of playing: both sides are moved by the user, for as long as analysis lasts.
    session::GameSetup setup = controller->setup();
    if (setup.red != session::PlayerKind::Human || setup.black != session::PlayerKind::Human) {
        if (!setupBefore_) setupBefore_ = setup;
        setup.red = setup.black = session::PlayerKind::Human;
        setup.redEngine.reset();
        setup.blackEngine.reset();
        controller->setSetup(setup);
    }
    QStringList names;
    for (const session::EngineConfig& c : host_->engines()->engines()) names << c.name;
    panel_->setEngineNames(names);
    host_->enginePanel()->hide();
    panel_->show();
    host_->showStatus(tr("Analysis: you move for both sides; the engine analyses every position you show."), 6000);
    restart();
}

void AnalysisActions::restart() {
    const session::GameController* c = host_->controller();
    const Position& pos = c->position();
    const NodeId cursor = c->game().cursor();
    const QString key = QString::number(cursor) + QLatin1Char(' ') + QString::fromStdString(pos.fen());
    if (key == analysedKey_ && engine_->isRunning()) return;  // a comment or a tag changed, not the position
    analysedKey_ = key;
    host_->boardView()->setArrows({});
    panel_->startPosition(pos, host_->notation());
    MoveList legal;
    generateLegal(pos, legal);
    if (legal.count == 0) {
        engine_->stop();
        panel_->setStatus(tr("No legal move here: the game is over."));
        return;
    }
    engine_->setMultiPv(panel_->multiPv());
    engine_->setRules(c->game().rules());
    engine_->start(c->record().startFen(), c->record().movesTo(cursor), pos);
}

ReviewDialog* AnalysisActions::showReview() {
    if (review_) review_->close();
    auto* dialog = new ReviewDialog(host_->controller()->record(), host_->notation(),
                                    host_->engines()->engines(), host_->mainWindow());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    review_ = dialog;
    connect(dialog, &ReviewDialog::plySelected, this, [this, dialog](int ply) {
        session::GameController* c = host_->controller();
        if (dialog->reviewedRecord().mainLineMoves() != c->record().mainLineMoves()) {
            host_->showStatus(tr("The game has changed since the review started."), 6000);
            return;
        }
        const auto line = c->record().mainLine();
        if (ply < 0 || ply > int(line.size())) return;
        c->goToNode(ply == 0 ? RootNode : line[std::size_t(ply - 1)]);
    });
    connect(dialog, &ReviewDialog::applyRequested, this, [this, dialog] {
        QString error;
        if (!applyReview(*dialog, &error)) QMessageBox::warning(dialog, tr("Review Game"), error);
        else host_->showStatus(tr("The review has been written into the game."), 6000);
    });
    dialog->show();
    return dialog;
}

bool AnalysisActions::applyReview(const ReviewDialog& dialog, QString* error) {
    if (!dialog.isFinished()) {
        if (error) *error = tr("The review has not finished.");
        return false;
    }
    session::GameController* controller = host_->controller();
    const GameRecord& current = controller->record();
    if (dialog.reviewedRecord().mainLineMoves() != current.mainLineMoves() ||
        dialog.reviewedRecord().startFen() != current.startFen()) {
        if (error) *error = tr("The game has changed since the review started; please review it again.");
        return false;
    }
    // The review goes into the game as it is now (comments or variations added meanwhile stay); node ids are kept,
    // so the position shown stays too.
    GameRecord annotated = current;
    const std::vector<NodeId> line = annotated.mainLine();
    annotateRecord(annotated, line, dialog.evals(), reviewLine(annotated, line, dialog.evals()));
    const NodeId cursor = controller->game().cursor();
    controller->loadRecord(annotated);
    controller->goToNode(cursor);
    return true;
}

}  // namespace xq::ui
