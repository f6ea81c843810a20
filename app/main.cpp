// xiangqi: the desktop game. Command line options open a position, replay moves and take screenshots.
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIcon>
#include <QImage>
#include <QMessageBox>
#include <QRegularExpression>

#include <initializer_list>
#include <iostream>

#include "screenshot.h"
#include "startoptions.h"
#include "xiangqi/position.h"
#include "xiangqi/session/netannounce.h"
#include "xiangqi/session/netgame.h"
#include "xiangqi/session/settings.h"
#include "xiangqi/session/singleinstance.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/ui/analysisactions.h"
#include "xiangqi/ui/analysispanel.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/comfortactions.h"
#include "xiangqi/ui/databaseactions.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/networkactions.h"
#include "xiangqi/ui/puzzledialog.h"
#include "xiangqi/ui/reviewdialog.h"
#include "xiangqi/ui/rulesguide.h"
#include "xiangqi/ui/studyactions.h"
#include "xiangqi/ui/theme.h"
#include "xiangqi/ui/tutorialdialog.h"

namespace {

void setApplicationNames() {
    QCoreApplication::setApplicationName("Xiangqi");
    QCoreApplication::setOrganizationName("Xiangqi");
    QCoreApplication::setApplicationVersion(QStringLiteral(XIANGQI_VERSION));
}

// Whether the command line holds one of the given options (as "--name", "--name=value" or "-n").
bool hasOption(int argc, char* argv[], std::initializer_list<const char*> names) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--") break;
        for (const char* name : names)
            if (arg == name || (arg.startsWith("--") && arg.startsWith(QByteArray(name) + '='))) return true;
    }
    return false;
}

// --screenshot and --help-all need no screen: on a Linux or BSD machine without a display they use the
// offscreen platform instead of failing to connect to X. An explicit QT_QPA_PLATFORM is respected; Windows
// and macOS always have their own platform.
void useOffscreenPlatformWithoutDisplay() {
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
#endif
}

// Checks the settings file before the window reads it (a damaged one is moved aside and reported).
QStringList startupProblems() {
    QStringList problems;
    if (const QString p = xq::session::Settings::checkSettingsFile(); !p.isEmpty()) problems << p;
    return problems;
}

}  // namespace

int main(int argc, char* argv[]) {
    // --help and --version only print text: they are answered without a GUI (process() prints and exits).
    // --help-all lists the GUI's own options too, so it needs the QApplication below.
    // So does --print-autosave (it only reads files).
    if (!hasOption(argc, argv, {"--help-all"}) &&
        hasOption(argc, argv, {"--help", "-h", "-?", "--version", "-v", "--print-autosave"})) {
        QCoreApplication app(argc, argv);
        setApplicationNames();
        QCommandLineParser parser;
        const StartOptions options;
        options.addTo(parser);
        parser.process(app);
        if (parser.isSet(options.printAutosave)) {
            for (const QString& problem : startupProblems()) std::cerr << "xiangqi: " << problem.toStdString() << "\n";
            QString problem;
            std::cout << xq::session::Settings::autosavedGame(&problem).toStdString();
            if (!problem.isEmpty()) std::cerr << "xiangqi: " << problem.toStdString() << "\n";
        }
        return 0;
    }
    if (hasOption(argc, argv, {"--screenshot", "--board-picture", "--help-all"})) useOffscreenPlatformWithoutDisplay();

    QApplication app(argc, argv);
    setApplicationNames();
    xq::ui::followSystemColorScheme(&app);
    for (const char* icon : {":/icons/xiangqi.svg", ":/icons/xiangqi.png"}) {
        if (QFile::exists(icon)) {
            QApplication::setWindowIcon(QIcon(QString::fromLatin1(icon)));
            break;
        }
    }

    QCommandLineParser parser;
    const StartOptions options;
    options.addTo(parser);
    parser.process(app);
    // Single instance per user: a launch with nothing but files (or nothing at all) hands them to the running
    // game and exits; any option (--new-window, --fen, --screenshot, ...) starts a game of its own.
    QStringList files;
    for (const QString& file : parser.positionalArguments()) files << QFileInfo(file).absoluteFilePath();
    xq::session::SingleInstance instance;
    if (parser.optionNames().isEmpty()) {
        if (instance.sendToRunning(files)) return 0;
        if (!instance.listen())
            std::cerr << "xiangqi: cannot listen on " << instance.name().toStdString()
                      << ": later launches will start their own window\n";
    }

    xq::Position pos;
    if (parser.isSet(options.fen)) {
        xq::FenError error;
        if (!pos.setFen(parser.value(options.fen).toStdString(), &error)) {
            std::cerr << "xiangqi: bad --fen: " << xq::describe(error) << "\n";
            return 2;
        }
    }
    QSize size(980, 760);
    if (parser.isSet(options.size)) {
        auto m = QRegularExpression("^(\\d+)x(\\d+)$").match(parser.value(options.size));
        if (!m.hasMatch()) {
            std::cerr << "xiangqi: --size must look like 800x900\n";
            return 2;
        }
        // A size no window system holds (and whose picture QImage cannot allocate) is refused before any window
        // is made: Qt would otherwise fail deep inside and crash.
        constexpr int MaxSide = 16384;
        bool wideOk = false, highOk = false;
        const int w = m.captured(1).toInt(&wideOk), h = m.captured(2).toInt(&highOk);
        if (!wideOk || !highOk || w < 1 || h < 1 || w > MaxSide || h > MaxSide) {
            std::cerr << "xiangqi: --size " << parser.value(options.size).toStdString()
                      << " is not a window size: each side must be from 1 to " << MaxSide << " pixels\n";
            return 2;
        }
        if (QImage(w, h, QImage::Format_ARGB32_Premultiplied).isNull()) {
            std::cerr << "xiangqi: --size " << w << "x" << h << " is too large for a picture in memory\n";
            return 2;
        }
        size = QSize(w, h);
    }
    const bool screenshot = parser.isSet(options.shot) || parser.isSet(options.boardPicture);
    // A damaged settings file or auto-saved game is moved aside and reported, and the game starts anyway.
    QStringList problems;
    QString autosaved;
    QJsonObject savedNetwork;
    if (!screenshot) {
        problems = startupProblems();
        QString problem;
        autosaved = xq::session::Settings::autosavedGame(&problem);
        if (!problem.isEmpty()) problems << problem;
        // The network game a crash or a quit left unfinished (docs/NETWORK.md, "After a crash").
        savedNetwork = xq::session::readSavedNetworkGame(&problem);
        if (!problem.isEmpty()) problems << problem;
    }

    // Screenshots start from defaults so they look the same on every machine.
    xq::ui::MainWindow window(!screenshot);
    if (screenshot) {
        xq::ui::parts::boardView(window)->setAnimationMs(0);  // pictures show pieces where they stand
        window.setSoundEnabled(false);          // replaying --moves makes no noise
    }
    if (parser.isSet(options.lang)) window.setLanguage(parser.value(options.lang));
    if (parser.isSet(options.pieces)) {
        const QString set = parser.value(options.pieces);
        window.setPieceSet(set == "international" ? xq::session::PieceSet::International
                           : set == "contrast"    ? xq::session::PieceSet::Contrast
                                                  : xq::session::PieceSet::Traditional);
    }
    if (parser.isSet(options.board)) {
        const QString theme = parser.value(options.board);
        xq::ui::parts::comfort(window)->setBoardTheme(int(theme == "plain"      ? xq::session::BoardTheme::Plain
                                            : theme == "contrast" ? xq::session::BoardTheme::Contrast
                                                                  : xq::session::BoardTheme::Wood));
    }
    if (parser.isSet(options.notation)) {
        const QString n = parser.value(options.notation).toLower();
        window.setNotation(n == "wxf" ? xq::Notation::Wxf : n == "iccs" ? xq::Notation::Iccs : xq::Notation::Chinese);
    }

    xq::session::GameSetup setup = xq::ui::parts::controller(window)->setup();
    if (screenshot) setup.red = setup.black = xq::session::PlayerKind::Human;  // nothing moves unless asked
    if (parser.isSet(options.mode)) {
        const QString mode = parser.value(options.mode);
        if (!QStringList{"red", "black", "hotseat", "computer"}.contains(mode)) {
            std::cerr << "xiangqi: --mode must be red, black, hotseat or computer\n";
            return 2;
        }
        setup.red =
            mode == "red" || mode == "hotseat" ? xq::session::PlayerKind::Human : xq::session::PlayerKind::Computer;
        setup.black =
            mode == "black" || mode == "hotseat" ? xq::session::PlayerKind::Human : xq::session::PlayerKind::Computer;
    }
    if (parser.isSet(options.depth)) {
        setup.level = -1;
        setup.depth = std::clamp(parser.value(options.depth).toInt(), 1, 20);
    }
    if (parser.isSet(options.clock)) {
        xq::TimeControlError error;
        if (!xq::TimeControl::parse(parser.value(options.clock).toStdString(), &setup.timeControl, &error)) {
            std::cerr << "xiangqi: --clock: " << xq::describe(error) << "\n";
            return 2;
        }
    }
    if (screenshot && parser.isSet(options.engine)) {
        xq::session::EngineConfig e;
        e.command = parser.value(options.engine);
        e.name = QFileInfo(e.command).completeBaseName();
        xq::ui::parts::engines(window)->setEngines({e});
    }
    // Network play from the command line: checked before any window is shown.
    QString netHost;
    quint16 netPort = 0;
    const bool hosting = parser.isSet(options.host), joining = parser.isSet(options.join);
    if (hosting && joining) {
        std::cerr << "xiangqi: --host and --join exclude each other\n";
        return 2;
    }
    if (hosting && !xq::session::parseHostPort(parser.value(options.host), false, &netHost, &netPort)) {
        std::cerr << "xiangqi: --host must look like 4000, 127.0.0.1:4000 or [::1]:4000\n";
        return 2;
    }
    if (hosting && !netHost.isEmpty() && QHostAddress(netHost).isNull()) {
        std::cerr << "xiangqi: --host: " << netHost.toStdString() << " is not an address of this computer\n";
        return 2;
    }
    if (joining && !xq::session::parseHostPort(parser.value(options.join), true, &netHost, &netPort)) {
        std::cerr << "xiangqi: --join must look like 192.168.1.20:4000, myfriend.example:4000 or [::1]:4000\n";
        return 2;
    }
    const bool custom = hosting || joining || parser.isSet(options.clock) || parser.isSet(options.fen) || parser.isSet(options.mode) ||
                        parser.isSet(options.depth) || parser.isSet(options.moves) || screenshot ||
                        !parser.positionalArguments().isEmpty();
    if (custom) {
        // Replay the moves as two humans, then hand the game to the chosen players.
        xq::session::GameSetup replay = setup;
        replay.red = replay.black = xq::session::PlayerKind::Human;
        window.newGame(replay, parser.isSet(options.fen) ? QString::fromStdString(pos.fen()) : QString());
        const QStringList moves = parser.value(options.moves).split(' ', Qt::SkipEmptyParts);
        for (const QString& text : moves) {
            QString error;
            xq::Move m = xq::session::parseMoveText(xq::ui::parts::controller(window)->position(), text, &error);
            if (!m || !xq::ui::parts::controller(window)->requestMove(m)) {
                std::cerr << "xiangqi: --moves: cannot play " << text.toStdString() << ": " << error.toStdString()
                          << "\n";
                return 2;
            }
        }
        // A network game waits for its peer on a board where nothing moves (and the saved players stay as they are).
        if (!hosting && !joining) window.setPlayers(setup);
    }
    if (parser.isSet(options.flip)) window.setFlipped(true);
    if (parser.isSet(options.tree)) xq::ui::parts::study(window)->setMoveTreeShown(true);
    if (parser.isSet(options.database)) {
        auto* database = window.findChild<xq::ui::DatabaseActions*>();
        database->openDatabase(parser.value(options.database));
        database->setExplorerShown(true);
    }
    if (parser.isSet(options.size) || screenshot) window.resize(size);  // otherwise the saved geometry stands

    QWidget* helpWindow = nullptr;
    if (parser.isSet(options.showHelp)) {
        const QString which = parser.value(options.showHelp);
        if (which != "guide" && which != "tutorial") {
            std::cerr << "xiangqi: --show must be guide or tutorial\n";
            return 2;
        }
        if (screenshot) window.setAttribute(Qt::WA_DontShowOnScreen);
        window.show();
        if (which == "guide") helpWindow = xq::ui::parts::comfort(window)->showRulesGuide();
        else helpWindow = xq::ui::parts::comfort(window)->showTutorial();
        if (screenshot) helpWindow->setAttribute(Qt::WA_DontShowOnScreen);
        if (parser.isSet(options.size)) helpWindow->resize(size);
    }
    const Screenshot picture(window, parser, options);
    if (parser.isSet(options.boardPicture)) return picture.boardPicture();
    if (screenshot) return picture.take(helpWindow, files);
    window.show();
    // --host or --join with the game they left unfinished (the same port, the same host): it is resumed.
    bool resumed = false;
    if ((hosting || joining) && !savedNetwork.isEmpty()) {
        QString error;
        resumed = xq::ui::parts::network(window)->resumeSavedFor(savedNetwork, hosting, netHost, netPort, &error);
        if (!error.isEmpty()) {
            std::cerr << "xiangqi: " << error.toStdString() << "\n";
            return 1;
        }
    }
    if (hosting && !resumed) {
        xq::session::NetworkSetup net;
        net.name = parser.value(options.playerName);
        net.hostColor = xq::Color::Red;
        net.timeControl = setup.timeControl;
        if (parser.isSet(options.fen)) net.fen = QString::fromStdString(pos.fen());
        QString error;
        const QHostAddress address = netHost.isEmpty() ? QHostAddress(QHostAddress::Any) : QHostAddress(netHost);
        if (!xq::ui::parts::network(window)->host(address, netPort, net, &error)) {
            std::cerr << "xiangqi: --host: cannot listen on " << parser.value(options.host).toStdString() << ": "
                      << error.toStdString() << "\n";
            return 1;
        }
    } else if (joining && !resumed) {
        xq::ui::parts::network(window)->join(netHost, netPort, {}, parser.value(options.playerName));
    }
    if (parser.isSet(options.editor)) xq::ui::parts::study(window)->showPositionEditor();
    if (parser.isSet(options.puzzles)) xq::ui::parts::study(window)->showPuzzles();
    if (parser.isSet(options.studies)) xq::ui::parts::study(window)->showPuzzles()->showCollection(xq::ui::PuzzleDialog::WinStudies);
    if (parser.isSet(options.lines)) xq::ui::parts::analysis(window)->panel()->setMultiPv(parser.value(options.lines).toInt());
    if (parser.isSet(options.analyse)) xq::ui::parts::analysis(window)->setAnalysing(true);
    if (parser.isSet(options.review)) {
        xq::ui::ReviewDialog* dialog = xq::ui::parts::analysis(window)->showReview();
        dialog->setDepth(std::clamp(parser.value(options.review).toInt(), 1, 30));
    }
    QObject::connect(&instance, &xq::session::SingleInstance::filesReceived, &window, &xq::ui::MainWindow::openFiles);
    if (!custom && files.isEmpty() && savedNetwork.isEmpty()) window.welcomeOnFirstStart();  // not over a network game
    if (!problems.isEmpty())
        QMessageBox::warning(&window, QObject::tr("Damaged files"), problems.join(QStringLiteral("\n\n")));
    if (!files.isEmpty()) {
        window.openFiles(files);
    } else if (!custom && !savedNetwork.isEmpty()) {
        xq::ui::parts::network(window)->offerSavedGame(savedNetwork);  // before the auto-saved copy of the same game
    } else if (!custom && !autosaved.isEmpty()) {
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
