// xiangqi: the desktop game. Command line options open a position, replay moves and take screenshots.
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QIcon>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QThread>

#include <iostream>

#include "xiangqi/position.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/enginebridge.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/newgamedialog.h"
#include "xiangqi/ui/settings.h"

namespace {

// Keeps the event loop running for ms milliseconds (the search thread and animations go on meanwhile).
void waitFor(int ms) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
        QApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
}

// The window as it looks, with an open game-over dialog drawn over its centre.
QImage renderWindow(xq::ui::MainWindow& window) {
    QImage image = window.grab().toImage();
    if (QWidget* box = window.gameOverDialog(); box && box->isVisible()) {
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

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("Xiangqi");
    QApplication::setOrganizationName("Xiangqi");
    QApplication::setApplicationVersion(QStringLiteral(XIANGQI_VERSION));
    for (const char* icon : {":/icons/xiangqi.svg", ":/icons/xiangqi.png"}) {
        if (QFile::exists(icon)) {
            QApplication::setWindowIcon(QIcon(QString::fromLatin1(icon)));
            break;
        }
    }

    QCommandLineParser parser;
    parser.setApplicationDescription("Xiangqi (Chinese chess)");
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption fenOption("fen", "Open on the position FEN.", "FEN");
    QCommandLineOption sizeOption("size", "Window size WxH (default: as last time; 980x760 for --screenshot).", "WxH");
    QCommandLineOption shotOption("screenshot", "Render the window to FILE.png and exit.", "FILE");
    QCommandLineOption movesOption("moves", "Play these moves (ICCS, WXF or Chinese, space-separated) first.", "MOVES");
    QCommandLineOption piecesOption("pieces", "Piece set: traditional or international.", "SET");
    QCommandLineOption notationOption("notation", "Move list notation: chinese, wxf or iccs.", "NOTATION");
    QCommandLineOption langOption("lang", "User interface language: en or zh_CN (default: the system's).", "LANG");
    QCommandLineOption modeOption("mode", "Players: red (you play Red), black, hotseat or computer.", "MODE");
    QCommandLineOption depthOption("depth", "Computer search depth 1-20.", "N");
    QCommandLineOption thinkOption("think",
                                   "With --screenshot: let the engine analyse for MS milliseconds first, "
                                   "so the engine panel shows its thinking.",
                                   "MS");
    QCommandLineOption flipOption("flip", "Show the board from Black's side.");
    parser.addOptions({fenOption, sizeOption, shotOption, movesOption, piecesOption, notationOption, langOption,
                       modeOption, depthOption, thinkOption, flipOption});
    parser.process(app);

    xq::Position pos;
    if (parser.isSet(fenOption)) {
        std::string error;
        if (!pos.setFen(parser.value(fenOption).toStdString(), &error)) {
            std::cerr << "xiangqi: bad --fen: " << error << "\n";
            return 2;
        }
    }
    QSize size(980, 760);
    if (parser.isSet(sizeOption)) {
        auto m = QRegularExpression("^(\\d+)x(\\d+)$").match(parser.value(sizeOption));
        if (!m.hasMatch()) {
            std::cerr << "xiangqi: --size must look like 800x900\n";
            return 2;
        }
        size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    }
    const bool screenshot = parser.isSet(shotOption);
    const QString autosaved = screenshot ? QString() : xq::ui::Settings::autosavedGame();

    // Screenshots start from defaults so they look the same on every machine.
    xq::ui::MainWindow window(!screenshot);
    if (screenshot) window.boardView()->setAnimationMs(0);  // pictures show pieces where they stand
    if (parser.isSet(langOption)) window.setLanguage(parser.value(langOption));
    if (parser.isSet(piecesOption))
        window.setPieceSet(parser.value(piecesOption) == "international" ? xq::ui::PieceSet::International
                                                                         : xq::ui::PieceSet::Traditional);
    if (parser.isSet(notationOption)) {
        const QString n = parser.value(notationOption).toLower();
        window.setNotation(n == "wxf" ? xq::Notation::Wxf : n == "iccs" ? xq::Notation::Iccs : xq::Notation::Chinese);
    }

    xq::ui::GameSetup setup = window.controller()->setup();
    if (screenshot) setup.red = setup.black = xq::ui::PlayerKind::Human;  // nothing moves unless asked
    if (parser.isSet(modeOption)) {
        const QString mode = parser.value(modeOption);
        if (!QStringList{"red", "black", "hotseat", "computer"}.contains(mode)) {
            std::cerr << "xiangqi: --mode must be red, black, hotseat or computer\n";
            return 2;
        }
        setup.red = mode == "red" || mode == "hotseat" ? xq::ui::PlayerKind::Human : xq::ui::PlayerKind::Computer;
        setup.black = mode == "black" || mode == "hotseat" ? xq::ui::PlayerKind::Human : xq::ui::PlayerKind::Computer;
    }
    if (parser.isSet(depthOption)) {
        setup.level = -1;
        setup.depth = std::clamp(parser.value(depthOption).toInt(), 1, 20);
    }
    const bool custom = parser.isSet(fenOption) || parser.isSet(modeOption) || parser.isSet(depthOption) ||
                        parser.isSet(movesOption) || screenshot;
    if (custom) {
        // Replay the moves as two humans, then hand the game to the chosen players.
        xq::ui::GameSetup replay = setup;
        replay.red = replay.black = xq::ui::PlayerKind::Human;
        window.newGame(replay, parser.isSet(fenOption) ? QString::fromStdString(pos.fen()) : QString());
        const QStringList moves = parser.value(movesOption).split(' ', Qt::SkipEmptyParts);
        for (const QString& text : moves) {
            QString error;
            xq::Move m = xq::ui::parseMoveText(window.controller()->position(), text, &error);
            if (!m || !window.controller()->requestMove(m)) {
                std::cerr << "xiangqi: --moves: cannot play " << text.toStdString() << ": " << error.toStdString()
                          << "\n";
                return 2;
            }
        }
        window.controller()->setSetup(setup);
    }
    if (parser.isSet(flipOption)) window.setFlipped(true);
    if (parser.isSet(sizeOption) || screenshot) window.resize(size);  // otherwise the saved geometry stands

    if (screenshot) {
        window.setAttribute(Qt::WA_DontShowOnScreen);
        window.show();
        waitFor(50);
        if (parser.isSet(thinkOption)) {
            const int ms = std::max(100, parser.value(thinkOption).toInt());
            window.controller()->analyse(ms + 2000);  // still thinking when the picture is taken
            waitFor(ms);
        }
        waitFor(50);
        const QString file = parser.value(shotOption);
        if (!renderWindow(window).save(file)) {
            std::cerr << "xiangqi: cannot write " << file.toStdString() << "\n";
            return 1;
        }
        return 0;
    }
    window.show();
    if (!custom && !autosaved.isEmpty()) {
        const auto answer = QMessageBox::question(&window, QObject::tr("Unfinished game"),
                                                  QObject::tr("You have an unfinished game from last time. "
                                                              "Do you want to continue it?"));
        QString error;
        if (answer == QMessageBox::Yes && !window.loadPgnText(autosaved, &error))
            QMessageBox::warning(&window, QObject::tr("Unfinished game"),
                                 QObject::tr("The saved game could not be read: %1").arg(error));
    }
    return app.exec();
}
