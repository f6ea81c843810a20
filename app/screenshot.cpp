// The pictures the program takes of itself (screenshot.h).
#include "screenshot.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QPainter>
#include <QThread>

#include <algorithm>
#include <iostream>

#include "startoptions.h"
#include "xiangqi/session/netannounce.h"
#include "xiangqi/ui/analysisactions.h"
#include "xiangqi/ui/analysispanel.h"
#include "xiangqi/ui/databaseactions.h"
#include "xiangqi/ui/engineactions.h"
#include "xiangqi/ui/enginesdialog.h"
#include "xiangqi/ui/matchdialog.h"
#include "xiangqi/ui/positioneditor.h"
#include "xiangqi/ui/explorerpanel.h"
#include "xiangqi/ui/gameinfodialog.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/networkdialog.h"
#include "xiangqi/ui/newgamedialog.h"
#include "xiangqi/ui/puzzledialog.h"
#include "xiangqi/ui/reviewdialog.h"
#include "xiangqi/ui/studyactions.h"

namespace {

// The window as it looks, with an open game-over dialog drawn over its centre.
QImage renderWindow(xq::ui::MainWindow& window) {
    QImage image = window.grab().toImage();
    if (QWidget* box = xq::ui::parts::gameOverDialog(window); box && box->isVisible()) {
        QPixmap dialog = box->grab();
        QPainter p(&image);
        const double dpr = image.devicePixelRatio();
        const QPointF at((image.width() / dpr - dialog.width() / dialog.devicePixelRatioF()) / 2,
                         (image.height() / dpr - dialog.height() / dialog.devicePixelRatioF()) / 2);
        p.fillRect(QRectF(at + QPointF(4, 4), dialog.size() / dialog.devicePixelRatioF()), QColor(0, 0, 0, 70));
        p.drawPixmap(at, dialog);
    }
    return image;
}

}  // namespace

void Screenshot::waitFor(int ms) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
        QApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
}

QWidget* Screenshot::analysisOrReview() const {
    xq::ui::MainWindow& window = window_;
    const QCommandLineParser& parser = parser_;
    const StartOptions& options = options_;
    if (parser.isSet(options.analyse)) {
        if (parser.isSet(options.lines)) xq::ui::parts::analysis(window)->panel()->setMultiPv(parser.value(options.lines).toInt());
        xq::ui::parts::analysis(window)->setAnalysing(true);
        waitFor(std::max(100, parser.value(options.analyse).toInt()));
    }
    if (!parser.isSet(options.review)) return nullptr;
    xq::ui::ReviewDialog* dialog = xq::ui::parts::analysis(window)->showReview();
    dialog->setAttribute(Qt::WA_DontShowOnScreen);
    dialog->setDepth(std::clamp(parser.value(options.review).toInt(), 1, 30));
    dialog->start();
    while (dialog->isRunning()) waitFor(50);
    xq::ui::parts::controller(window)->goToPly(xq::ui::parts::controller(window)->length());
    waitFor(100);
    return dialog;
}

int Screenshot::boardPicture() const {
    xq::ui::MainWindow& window = window_;
    const QCommandLineParser& parser = parser_;
    const StartOptions& options = options_;
    bool ok = true;
    const int width = parser.isSet(options.pictureWidth) ? parser.value(options.pictureWidth).toInt(&ok) : 800;
    if (!ok || width < 100 || width > 8000) {
        std::cerr << "xiangqi: --picture-width must be a number from 100 to 8000\n";
        return 2;
    }
    QString error;
    const QString file = parser.value(options.boardPicture);
    if (!window.saveBoardPicture(file, width, !parser.isSet(options.noCoordinates), &error)) {
        std::cerr << "xiangqi: cannot write " << file.toStdString() << ": " << error.toStdString() << "\n";
        return 1;
    }
    return 0;
}

int Screenshot::take(QWidget* helpWindow, const QStringList& files) const {
    xq::ui::MainWindow& window = window_;
    const QCommandLineParser& parser = parser_;
    const StartOptions& options = options_;
    if (helpWindow) {
        waitFor(100);
        const QString file = parser.value(options.shot);
        if (!helpWindow->grab().save(file)) {
            std::cerr << "xiangqi: cannot write " << file.toStdString() << "\n";
            return 1;
        }
        return 0;
    }
    if (!files.isEmpty()) window.openFiles(files);
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.show();
    waitFor(50);
    // The explorer answers from its own thread: wait for it (at most 5 s).
    for (int i = 0; i < 100 && window.findChild<xq::ui::DatabaseActions*>()->explorer()->isBusy(); ++i) waitFor(50);
    if (parser.isSet(options.think)) {
        const int ms = std::max(100, parser.value(options.think).toInt());
        xq::ui::parts::controller(window)->analyse(ms + 2000);  // still thinking when the picture is taken
        waitFor(ms);
    }
    waitFor(50);
    if (QWidget* shown = analysisOrReview()) {
        const QString file = parser.value(options.shot);
        if (!shown->grab().save(file)) {
            std::cerr << "xiangqi: cannot write " << file.toStdString() << "\n";
            return 1;
        }
        return 0;
    }
    const QString file = parser.value(options.shot);
    // The study windows are pictured on their own.
    QWidget* study = parser.isSet(options.editor)    ? static_cast<QWidget*>(xq::ui::parts::study(window)->showPositionEditor())
                     : parser.isSet(options.puzzles) ? static_cast<QWidget*>(xq::ui::parts::study(window)->showPuzzles())
                                                     : nullptr;
    if (parser.isSet(options.studies)) {
        xq::ui::PuzzleDialog* puzzles = xq::ui::parts::study(window)->showPuzzles();
        puzzles->showCollection(xq::ui::PuzzleDialog::WinStudies);
        study = puzzles;
    }
    const QString dialog = parser.value(options.dialog);
    if (dialog == "engines") study = xq::ui::parts::engineTools(window)->showEnginesDialog();
    else if (dialog == "match") study = xq::ui::parts::engineTools(window)->showMatchDialog();
    else if (dialog == "network") {
        auto* d = new xq::ui::NetworkDialog(QStringLiteral("Alice"), QHostAddress(QHostAddress::LocalHost),
                                            xq::session::DefaultAnnouncePort, &window);
        d->show();
        study = d;
    }
    else if (dialog == "gameinfo") {
        auto* d = new xq::ui::GameInfoDialog(xq::ui::parts::controller(window)->record(), xq::ui::parts::controller(window)->game().rules(),
                                             xq::ui::parts::controller(window)->canSetRecordResult(), &window);
        d->show();
        study = d;
    }
    else if (dialog == "newgame") {
        auto* d = new xq::ui::NewGameDialog(xq::ui::parts::controller(window)->setup(), &window);
        d->setEngines(xq::ui::parts::engines(window)->engines());
        d->show();
        study = d;
    }
    if (study) {
        waitFor(dialog == "engines" ? 1500 : 100);  // the engines dialog reads the engine's options
        if (!study->grab().save(file)) {
            std::cerr << "xiangqi: cannot write " << file.toStdString() << "\n";
            return 1;
        }
        return 0;
    }
    if (!renderWindow(window).save(file)) {
        std::cerr << "xiangqi: cannot write " << file.toStdString() << "\n";
        return 1;
    }
    return 0;
}
