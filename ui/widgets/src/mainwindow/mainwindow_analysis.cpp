// MainWindow's analysis tools, kept apart from mainwindow.cpp: analysis mode (Game → Analyse Position, F2) with its
// panel and arrow, and the game review (Game → Review Game…) with its evaluation graph.
#include <QAction>
#include <QBoxLayout>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

#include "xiangqi/movegen.h"
#include "xiangqi/ui/analysisengine.h"
#include "xiangqi/ui/analysispanel.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/enginepanel.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/reviewdialog.h"

namespace xq::ui {

void MainWindow::setupAnalysis(QBoxLayout* sideLayout) {
    analysisEngine_ = new AnalysisEngine(this);
    analysisEngine_->setThreads(settings_.searchThreads);
    analysisPanel_ = new AnalysisPanel(this);
    analysisPanel_->hide();
    sideLayout->insertWidget(sideLayout->indexOf(enginePanel_), analysisPanel_);

    connect(analysisEngine_, &AnalysisEngine::info, this, [this](int id, const EngineInfo& info) {
        if (id != analysisEngine_->currentId()) return;
        analysisPanel_->setInfo(info);
        const Move best = analysisPanel_->bestMove();
        board_->setArrows(best ? std::vector<Move>{best} : std::vector<Move>{});
    });
    connect(analysisEngine_, &AnalysisEngine::engineFailed, this,
            [this](const QString& text) { analysisPanel_->setStatus(text); });
    if (storedSettings_) analysisPanel_->setMultiPv(QSettings().value("analysis/lines", 1).toInt());
    connect(analysisPanel_, &AnalysisPanel::multiPvChanged, this, [this](int lines) {
        analysisEngine_->setMultiPv(lines);
        if (storedSettings_) QSettings().setValue("analysis/lines", lines);
    });
    connect(analysisPanel_, &AnalysisPanel::engineChosen, this, [this](int index) {
        const QList<EngineConfig>& engines = engines_;
        analysisPanel_->clear();
        board_->setArrows({});
        if (index > 0 && index <= engines.size()) analysisEngine_->setEngine(engines[index - 1]);
        else analysisEngine_->setEngine(std::nullopt);
    });
    // A game against the computer (a new game, a changed mode) ends analysis mode: the engine plays instead.
    connect(controller_, &GameController::recordChanged, this, [this] {
        const GameSetup& setup = controller_->setup();
        if (isAnalysing() && (setup.red != PlayerKind::Human || setup.black != PlayerKind::Human)) setAnalysing(false);
    });
    connect(controller_, &GameController::positionChanged, this, [this] {
        if (isAnalysing()) restartAnalysis();
        if (review_ && review_->reviewedRecord().mainLineMoves() == controller_->record().mainLineMoves()) {
            const auto line = controller_->record().mainLine();
            const NodeId cursor = controller_->game().cursor();
            const auto it = std::find(line.begin(), line.end(), cursor);
            review_->setCurrentPly(cursor == RootNode ? 0 : it == line.end() ? -1 : int(it - line.begin()) + 1);
        }
    });

    analyseAct_ = new QAction(this);
    analyseAct_->setCheckable(true);
    analyseAct_->setShortcut(QKeySequence(Qt::Key_F2));
    connect(analyseAct_, &QAction::triggered, this, [this](bool on) { setAnalysing(on); });
    reviewAct_ = new QAction(this);
    reviewAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(reviewAct_, &QAction::triggered, this, [this] { showReview(); });
    gameMenu_->insertActions(drawAct_, {analyseAct_, reviewAct_});
    gameMenu_->insertSeparator(drawAct_);
    toolBar_->addAction(analyseAct_);
}

void MainWindow::retranslateAnalysis() {
    if (!analyseAct_) return;
    analyseAct_->setText(tr("&Analyse Position"));
    analyseAct_->setToolTip(tr("Let the engine analyse the position shown without end (F2 again stops it)"));
    reviewAct_->setText(tr("Re&view Game…"));
    analysisPanel_->retranslate();
}

bool MainWindow::isAnalysing() const { return analyseAct_ && analyseAct_->isChecked(); }

void MainWindow::setAnalysing(bool on) {
    analyseAct_->setChecked(on);
    if (!on) {
        analysisEngine_->stop();
        analysisPanel_->hide();
        analysisPanel_->clear();
        board_->setArrows({});
        analysedKey_.clear();
        enginePanel_->setVisible(settings_.showEnginePanel);
        showStatus(tr("Analysis stopped."), 4000);
        return;
    }
    // The engine analyses instead of playing: both sides are moved by the user.
    GameSetup setup = controller_->setup();
    if (setup.red != PlayerKind::Human || setup.black != PlayerKind::Human) {
        setup.red = setup.black = PlayerKind::Human;
        controller_->setSetup(setup);
    }
    QStringList names;
    for (const EngineConfig& c : engines_) names << c.name;
    analysisPanel_->setEngineNames(names);
    enginePanel_->hide();
    analysisPanel_->show();
    showStatus(tr("Analysis: you move for both sides; the engine analyses every position you show."), 6000);
    restartAnalysis();
}

void MainWindow::restartAnalysis() {
    const Position& pos = controller_->position();
    const NodeId cursor = controller_->game().cursor();
    const QString key = QString::number(cursor) + QLatin1Char(' ') + QString::fromStdString(pos.fen());
    if (key == analysedKey_ && analysisEngine_->isRunning()) return;  // a comment or a tag changed, not the position
    analysedKey_ = key;
    board_->setArrows({});
    analysisPanel_->startPosition(pos, notation());
    MoveList legal;
    generateLegal(pos, legal);
    if (legal.count == 0) {
        analysisEngine_->stop();
        analysisPanel_->setStatus(tr("No legal move here: the game is over."));
        return;
    }
    analysisEngine_->setMultiPv(analysisPanel_->multiPv());
    analysisEngine_->start(controller_->record().startFen(), controller_->record().movesTo(cursor), pos);
}

ReviewDialog* MainWindow::showReview() {
    if (review_) review_->close();
    auto* dialog = new ReviewDialog(controller_->record(), notation(), engines_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    review_ = dialog;
    connect(dialog, &ReviewDialog::plySelected, this, [this, dialog](int ply) {
        if (dialog->reviewedRecord().mainLineMoves() != controller_->record().mainLineMoves()) {
            showStatus(tr("The game has changed since the review started."), 6000);
            return;
        }
        const auto line = controller_->record().mainLine();
        if (ply < 0 || ply > int(line.size())) return;
        controller_->goToNode(ply == 0 ? RootNode : line[std::size_t(ply - 1)]);
    });
    connect(dialog, &ReviewDialog::applyRequested, this, [this, dialog] {
        QString error;
        if (!applyReview(*dialog, &error)) QMessageBox::warning(dialog, tr("Review Game"), error);
        else showStatus(tr("The review has been written into the game."), 6000);
    });
    dialog->show();
    return dialog;
}

bool MainWindow::applyReview(const ReviewDialog& dialog, QString* error) {
    if (!dialog.isFinished()) {
        if (error) *error = tr("The review has not finished.");
        return false;
    }
    const GameRecord& current = controller_->record();
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
    const NodeId cursor = controller_->game().cursor();
    controller_->loadRecord(annotated);
    controller_->goToNode(cursor);
    return true;
}

}  // namespace xq::ui
