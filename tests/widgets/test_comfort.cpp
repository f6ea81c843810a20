// Comfort features: edge coordinates per notation, board themes and piece sets, captured pieces, move animation,
// the rules guide in both languages, and the tutorial's exercises.
#include "freshsettings.h"
#include <QActionGroup>
#include <QFile>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#ifdef XIANGQI_HAVE_SVG
#include <QSvgRenderer>
#endif
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QThread>
#include <QtTest>

#include "xiangqi/movegen.h"
#include "xiangqi/session/exercises.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/searchthreads.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/capturedpieces.h"
#include "xiangqi/ui/comfortactions.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/rulesguide.h"
#include "xiangqi/ui/tutorialdialog.h"

using namespace xq;

namespace {

Position fromFen(const char* fen) {
    Position pos;
    if (!pos.setFen(fen)) qFatal("bad test FEN %s", fen);
    return pos;
}

void click(ui::BoardView* view, const char* square) {
    QTest::mouseClick(view, Qt::LeftButton, {}, view->squareCenter(parseSquare(square)).toPoint());
}

}  // namespace

// Options > Computer Threads: the actions "options.threads.1", "options.threads.2" … (actionids.h), 1 first.
QList<QAction*> threadActions(const QWidget& window) {
    QList<QAction*> out;
    while (QAction* a = window.findChild<QAction*>(QStringLiteral("options.threads.%1").arg(out.size() + 1)))
        out << a;
    return out;
}

class TestComfort : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("XiangqiComfortTest");
        QStandardPaths::setTestModeEnabled(true);  // the auto-saved game goes to ~/.qttest, not the user's folder
    }

    // The choices are written as soon as they are made (no clean exit needed) and come back at the next start.
    void themesAndAnimationAreRemembered() {
        QTemporaryDir dir;
        useFreshSettings(dir.path());
        {
            ui::MainWindow window(true);
            ui::parts::comfort(window)->contrastPiecesAction()->trigger();
            ui::parts::comfort(window)->boardMenu()->actions()[1]->trigger();      // plain
            ui::parts::comfort(window)->animationMenu()->actions()[0]->trigger();  // off
        }
        const session::Settings loaded = session::Settings::load();
        QCOMPARE(loaded.pieceSet, session::PieceSet::Contrast);
        QCOMPARE(loaded.boardTheme, session::BoardTheme::Plain);
        QCOMPARE(loaded.animationMs, 0);
        ui::MainWindow again(true);
        QCOMPARE(ui::parts::boardView(again)->pieceSet(), session::PieceSet::Contrast);
        QCOMPARE(ui::parts::boardView(again)->boardTheme(), session::BoardTheme::Plain);
        QCOMPARE(ui::parts::boardView(again)->animationMs(), 0);
        QVERIFY(ui::parts::comfort(again)->contrastPiecesAction()->isChecked());
        QVERIFY(ui::parts::comfort(again)->boardMenu()->actions()[1]->isChecked());
        // A damaged value falls back to the default.
        QSettings().setValue("view/boardTheme", 99);
        QSettings().setValue("view/pieceSet", -3);
        QCOMPARE(session::Settings::load().boardTheme, session::BoardTheme::Wood);
        QCOMPARE(session::Settings::load().pieceSet, session::PieceSet::Traditional);
        session::Settings::setAutosavedGame(QString());
    }

    // The built-in engine's threads: all cores but one at first, chosen in Options > Computer Threads, remembered,
    // and a damaged value clamped to 1..MaxThreads.
    void searchThreadsAreRemembered() {
        QTemporaryDir dir;
        useFreshSettings(dir.path());
        const int cores = QThread::idealThreadCount();
        QCOMPARE(session::defaultSearchThreads(), std::clamp(cores - 1, 1, MaxThreads));
        QCOMPARE(session::Settings::load().searchThreads, session::defaultSearchThreads());
        {
            ui::MainWindow window(true);
            const QList<QAction*> actions = threadActions(window);
            QCOMPARE(actions.size(), std::clamp(cores, 1, MaxThreads));
            QVERIFY(actions[session::defaultSearchThreads() - 1]->isChecked());
            QVERIFY(actions[session::defaultSearchThreads() - 1]->text().contains("all cores but one"));
            actions.back()->trigger();
            QCOMPARE(window.settings().searchThreads, int(actions.size()));
        }
        QCOMPARE(session::Settings::load().searchThreads, std::clamp(cores, 1, MaxThreads));
        {
            ui::MainWindow again(true);
            QVERIFY(threadActions(again).back()->isChecked());
            threadActions(again).front()->trigger();
        }
        QCOMPARE(session::Settings::load().searchThreads, 1);
        QSettings().setValue("engine/threads", 1000);
        QCOMPARE(session::Settings::load().searchThreads, MaxThreads);
        QSettings().setValue("engine/threads", -5);
        QCOMPARE(session::Settings::load().searchThreads, 1);
        {
            // A number saved on a larger machine is kept and offered.
            QSettings().setValue("engine/threads", cores + 2);
            ui::MainWindow larger(true);
            QCOMPARE(threadActions(larger).size(), std::min(cores + 2, MaxThreads));
            QVERIFY(threadActions(larger).back()->isChecked());
        }
        session::Settings::setAutosavedGame(QString());
    }

    void coordinatesFollowTheNotation() {
        ui::BoardView view;
        QCOMPARE(view.fileLabels(Color::Red).join(""), QString("九八七六五四三二一"));
        QCOMPARE(view.fileLabels(Color::Black).join(""), QString("１２３４５６７８９"));
        QVERIFY(view.rankLabels().isEmpty());
        view.setNotation(Notation::Wxf);
        QCOMPARE(view.fileLabels(Color::Red).join(","), QString("9,8,7,6,5,4,3,2,1"));
        QCOMPARE(view.fileLabels(Color::Black).join(","), QString("1,2,3,4,5,6,7,8,9"));
        QVERIFY(view.rankLabels().isEmpty());
        view.setNotation(Notation::Iccs);
        QCOMPARE(view.fileLabels(Color::Red).join(""), QString("abcdefghi"));
        QCOMPARE(view.fileLabels(Color::Black).join(""), QString("abcdefghi"));
        QCOMPARE(view.rankLabels().join(""), QString("0123456789"));
    }

    void iccsRankNumbersFitBesideTheBoard() {
        // The rank numbers need a wider margin; every square still maps back to itself and stays in the widget.
        ui::BoardView view;
        view.resize(420, 440);  // width-bound, the tight case
        view.setNotation(Notation::Iccs);
        for (Square s = 0; s < SquareCount; ++s) QCOMPARE(view.squareAt(view.squareCenter(s)), s);
        const double c = view.cellSize();
        QVERIFY(view.squareCenter(makeSquare(0, 0)).x() - 0.95 * c >= 0);
        QVERIFY(view.squareCenter(makeSquare(8, 0)).x() + 0.95 * c <= view.width());
    }

    void windowNotationSwitchesBoardLabels() {
        ui::MainWindow window(false);
        window.setNotation(Notation::Iccs);
        QCOMPARE(ui::parts::boardView(window)->fileLabels(Color::Red).first(), QString("a"));
        window.setNotation(Notation::Wxf);
        QCOMPARE(ui::parts::boardView(window)->fileLabels(Color::Red).first(), QString("9"));
        window.setNotation(Notation::Chinese);
        QCOMPARE(ui::parts::boardView(window)->fileLabels(Color::Red).first(), QString("九"));
    }

    void boardThemesLookDifferent() {
        // The board surface between two grid lines has a different colour in each theme.
        std::vector<QRgb> colours;
        for (auto theme : {session::BoardTheme::Wood, session::BoardTheme::Plain, session::BoardTheme::Contrast}) {
            ui::BoardView view;
            view.resize(450, 500);
            view.setBoardTheme(theme);
            QCOMPARE(view.boardTheme(), theme);
            const QPointF a = view.squareCenter(parseSquare("d5")), b = view.squareCenter(parseSquare("e6"));
            const QImage image = view.grab().toImage();
            colours.push_back(image.pixel(((a + b) / 2).toPoint()));
        }
        QVERIFY(colours[0] != colours[1]);
        QVERIFY(colours[1] != colours[2]);
        QVERIFY(colours[0] != colours[2]);
        QCOMPARE(QColor(colours[2]), QColor(Qt::white));  // high contrast: white surface
    }

    void everyPieceSetHasEveryPiece() {
        // Every set's file holds the 14 ids, each on its own 100x100 cell (assets/README.md).
#ifdef XIANGQI_HAVE_SVG
        for (const char* file : {":/pieces/traditional.svg", ":/pieces/international.svg", ":/pieces/contrast.svg"}) {
            QSvgRenderer svg{QString(file)};
            QVERIFY2(svg.isValid(), file);
            for (const char* id :
                 {"rK", "rA", "rB", "rN", "rR", "rC", "rP", "bK", "bA", "bB", "bN", "bR", "bC", "bP"}) {
                QVERIFY2(svg.elementExists(id), id);
                QCOMPARE(svg.boundsOnElement(id).size(), QSizeF(100, 100));
            }
        }
#endif
        // Every build draws them from the sets: with Qt Svg from the SVG, without it from the images made of it.
        for (auto set :
             {session::PieceSet::Traditional, session::PieceSet::International, session::PieceSet::Contrast}) {
            for (Color c : {Color::Red, Color::Black}) {
                for (PieceType t : {King, Advisor, Elephant, Horse, Rook, Cannon, Pawn}) {
                    const QImage image = ui::renderPieceImage(set, makePiece(c, t), 64).toImage();
                    QVERIFY(image.pixelColor(32, 32).alpha() > 0);  // the centre of the disc is painted
                }
            }
        }
        // The contrast set is a solid disc in the side's colour: dark at the rim for black, red for red.
        const QImage red = ui::renderPieceImage(session::PieceSet::Contrast, RedRook, 100).toImage();
        const QColor rim = red.pixelColor(50, 9);  // between the white rim and the white ring
        QVERIFY2(rim.red() > 150 && rim.green() < 60, qPrintable(rim.name()));
    }

    void pieceImagesMatchTheSvgSets() {
        // A build without Qt Svg (Windows) shows assets/pieces/images, rendered from the SVG sets by
        // xiangqi-render-pieces. Here they are compared with what this build draws: with Qt Svg, the SVG itself (so
        // an SVG changed without new images fails); without it, the images read back through the resources.
        // Another Qt version may anti-alias a few edge pixels differently, hence the small tolerance.
        for (int s = 0; s < session::PieceSetCount; ++s) {
            for (Color c : {Color::Red, Color::Black}) {
                for (PieceType t : {King, Advisor, Elephant, Horse, Rook, Cannon, Pawn}) {
                    const Piece piece = makePiece(c, t);
                    const QString name = ui::pieceImageName(session::PieceSet(s), piece);
                    const QImage committed =
                        QImage(QStringLiteral(XIANGQI_PIECE_IMAGES "/") + name).convertToFormat(QImage::Format_ARGB32);
                    QVERIFY2(!committed.isNull(), qPrintable(name + " is missing"));
                    QCOMPARE(committed.size(), QSize(ui::PieceImagePixels, ui::PieceImagePixels));
                    const QImage drawn = ui::renderPieceImage(session::PieceSet(s), piece, ui::PieceImagePixels)
                                             .toImage()
                                             .convertToFormat(QImage::Format_ARGB32);
                    int differing = 0;
                    for (int y = 0; y < drawn.height(); ++y) {
                        const QRgb* a = reinterpret_cast<const QRgb*>(committed.constScanLine(y));
                        const QRgb* b = reinterpret_cast<const QRgb*>(drawn.constScanLine(y));
                        for (int x = 0; x < drawn.width(); ++x) {
                            const int d = std::max({std::abs(qRed(a[x]) - qRed(b[x])), std::abs(qGreen(a[x]) - qGreen(b[x])),
                                                    std::abs(qBlue(a[x]) - qBlue(b[x])), std::abs(qAlpha(a[x]) - qAlpha(b[x]))});
                            differing += d > 24;
                        }
                    }
                    QVERIFY2(differing < drawn.width() * drawn.height() / 200,
                             qPrintable(QStringLiteral("%1: %2 pixels differ from the SVG set; run "
                                                       "build/bin/xiangqi-render-pieces assets/pieces/images")
                                            .arg(name)
                                            .arg(differing)));
                }
            }
        }
    }

    void pieceSetAndThemeAreChosenFromTheMenus() {
        ui::MainWindow window(false);
        ui::ComfortActions* comfort = ui::parts::comfort(window);
        QVERIFY(comfort);
        comfort->contrastPiecesAction()->trigger();
        QCOMPARE(ui::parts::boardView(window)->pieceSet(), session::PieceSet::Contrast);
        QCOMPARE(window.settings().pieceSet, session::PieceSet::Contrast);
        int checked = 0;
        for (QAction* a : comfort->contrastPiecesAction()->actionGroup()->actions()) checked += a->isChecked();
        QCOMPARE(checked, 1);
        window.setPieceSet(session::PieceSet::International);
        QVERIFY(!comfort->contrastPiecesAction()->isChecked());

        const auto boards = comfort->boardMenu()->actions();
        QCOMPARE(boards.size(), 3);
        boards[2]->trigger();
        QCOMPARE(ui::parts::boardView(window)->boardTheme(), session::BoardTheme::Contrast);
        QCOMPARE(window.settings().boardTheme, session::BoardTheme::Contrast);

        const auto speeds = comfort->animationMenu()->actions();
        QCOMPARE(speeds.size(), 4);
        speeds[0]->trigger();
        QCOMPARE(ui::parts::boardView(window)->animationMs(), 0);
        QCOMPARE(window.settings().animationMs, 0);
        speeds[3]->trigger();
        QVERIFY(ui::parts::boardView(window)->animationMs() > 200);
    }

    void positionChangesAtOnceWhileTheMoveSlides() {
        ui::BoardView view;
        view.resize(450, 500);
        view.setAnimationMs(5000);
        view.show();
        Position pos;
        const Move m(parseSquare("h2"), parseSquare("e2"));
        pos.makeMove(m);
        view.setPosition(pos, m, true);
        QVERIFY(view.isAnimating());
        QCOMPARE(view.position().pieceAt(parseSquare("e2")), RedCannon);
        QCOMPARE(view.position().pieceAt(parseSquare("h2")), NoPiece);
        // A click finishes the slide at once, and the next move can be made immediately.
        click(&view, "h9");
        QVERIFY(!view.isAnimating());
        view.setAnimationMs(0);
        view.setPosition(pos, m, true);
        QVERIFY(!view.isAnimating());
    }

    void capturedPiecesAreCounted() {
        Position pos;
        const Position start = pos;
        for (const char* uci : {"h2e2", "h7e7", "e2e6", "e7e3"}) {  // each cannon takes the centre soldier
            const Move m = parseUciMove(uci);
            QVERIFY(pos.isLegal(m));
            pos.makeMove(m);
        }
        ui::CapturedPieces widget;
        widget.setPositions(start, pos);
        QCOMPARE(widget.lost(Color::Black), std::vector<Piece>{BlackPawn});
        QCOMPARE(widget.lost(Color::Red), std::vector<Piece>{RedPawn});
        // A set-up position's missing pieces are not captures: only what left the board since the start counts.
        const Position endgame = fromFen("3k5/9/9/9/9/9/9/9/8R/4K4 w - - 0 1");
        widget.setPositions(endgame, endgame);
        QVERIFY(widget.lost(Color::Red).empty());
        QVERIFY(widget.lost(Color::Black).empty());
        // Most valuable first.
        const Position rich = fromFen("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
        widget.setPositions(Position(), rich);
        const auto lost = widget.lost(Color::Black);
        QCOMPARE(int(lost.size()), 15);
        QCOMPARE(lost.front(), BlackRook);
        QCOMPARE(lost.back(), BlackPawn);
    }

    void windowShowsCapturesOfTheGame() {
        ui::MainWindow window(false);
        window.show();
        ui::parts::boardView(window)->setAnimationMs(0);
        session::GameSetup hotseat;
        hotseat.red = hotseat.black = session::PlayerKind::Human;
        window.newGame(hotseat);
        QVERIFY(ui::parts::capturedPieces(window)->lost(Color::Black).empty());
        for (const char* uci : {"h2e2", "h7e7", "e2e6"}) QVERIFY(ui::parts::controller(window)->requestMove(parseUciMove(uci)));
        QCOMPARE(ui::parts::capturedPieces(window)->lost(Color::Black), std::vector<Piece>{BlackPawn});
        ui::parts::controller(window)->goFirst();  // browsing back: nothing captured yet at the start
        QVERIFY(ui::parts::capturedPieces(window)->lost(Color::Black).empty());
    }

    void rulesGuideInBothLanguages() {
        ui::MainWindow window(false);
        for (const char* language : {"en", "zh_CN"}) {
            window.setLanguage(language);
            ui::RulesGuide* guide = ui::parts::comfort(window)->showRulesGuide();
            QVERIFY(guide->isVisible());
            const QString html = guide->html();
            for (char letter : QByteArray("KABNRCP")) QVERIFY(html.contains(QString("name=\"piece-%1\"").arg(letter)));
            QVERIFY(html.contains("name=\"facing\""));
            QVERIFY(html.contains("name=\"repetition\""));
            // Every diagram was rendered into the document.
            for (char letter : QByteArray("KABNRCP"))
                QVERIFY(!guide->browser()
                             ->document()
                             ->resource(QTextDocument::ImageResource, QUrl(QString("diagram:piece-%1").arg(letter)))
                             .isNull());
            if (QByteArray(language) == "en") {
                QVERIFY(html.contains("Chariot"));
                QVERIFY(html.contains("stalemate is a loss"));
                QCOMPARE(guide->windowTitle(), QString("Rules of Xiangqi"));
            } else {
                QVERIFY2(html.contains("车"), qPrintable(html.left(300)));
                QVERIFY(html.contains("长将"));
                QCOMPARE(guide->windowTitle(), QString("象棋规则"));
            }
            guide->close();
        }
        window.setLanguage("en");
    }

    void rulesGuideShowsMovesInTheChosenNotation() {
        ui::MainWindow window(false);
        window.setLanguage("en");
        window.setNotation(Notation::Wxf);
        QVERIFY(ui::parts::comfort(window)->showRulesGuide()->html().contains("R2+9"));  // h0h9 in the perpetual-check example
        window.setNotation(Notation::Iccs);
        QVERIFY(ui::parts::comfort(window)->showRulesGuide()->html().contains("h0h9"));
    }

    void rulesGuideExamplesAreThoseOfRulesMd() {
        QFile doc(XIANGQI_RULES_DOC);
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        for (const auto& e : ui::RulesGuide::examples()) {
            const QString block = QString("### Example: %1\n").arg(e.rulesHeading);
            const int at = text.indexOf(block);
            QVERIFY2(at >= 0, e.rulesHeading);
            const QString rest = text.mid(at, 600);
            QVERIFY2(rest.contains(QString("- FEN: `%1`").arg(e.fen)), e.rulesHeading);
            QVERIFY2(rest.contains(QString("- Moves: `%1`").arg(e.moves)), e.rulesHeading);
        }
    }

    void f1OpensTheGuide() {
        ui::MainWindow window(false);
        QCOMPARE(ui::parts::comfort(window)->rulesGuideAction()->shortcut(), QKeySequence(QKeySequence::HelpContents));
        ui::parts::comfort(window)->rulesGuideAction()->trigger();
        auto* guide = window.findChild<ui::RulesGuide*>();
        QVERIFY(guide && guide->isVisible());
    }

    void exercisesAreSolvable() {
        const auto& list = session::tutorialExercises();
        QCOMPARE(int(list.size()), 7);
        std::vector<PieceType> kinds;
        for (const session::Exercise& e : list) {
            Position pos;
            QVERIFY2(pos.setFen(e.fen), e.fen.c_str());
            QCOMPARE(pos.sideToMove(), Color::Red);
            QCOMPARE(typeOf(pos.pieceAt(e.from)), e.piece);
            QVERIFY2(pos.isLegal(Move(e.from, e.target)), e.fen.c_str());
            QVERIFY2(!pos.isLegal(Move(e.from, e.wrongTarget)), e.fen.c_str());
            QVERIFY(!session::illegalMoveReason(pos, Move(e.from, e.wrongTarget)).isEmpty());
            kinds.push_back(e.piece);
        }
        QCOMPARE(kinds, (std::vector<PieceType>{King, Advisor, Elephant, Horse, Rook, Cannon, Pawn}));
    }

    void tutorialAcceptsTheRightMoveAndExplainsAWrongOne() {
        ui::TutorialDialog dialog;
        dialog.show();
        dialog.showExercise(4);  // the chariot: a0 to a5, past the soldier is refused
        ui::BoardView* board = dialog.board();
        QCOMPARE(board->marks(), std::vector<Square>{parseSquare("a5")});
        QVERIFY(!dialog.nextButton()->isEnabled());
        click(board, "a0");
        click(board, "a7");
        QVERIFY(!dialog.isSolved());
        const QString reason =
            session::illegalMoveReason(board->position(), Move(parseSquare("a0"), parseSquare("a7")));
        QVERIFY(!reason.isEmpty());
        QVERIFY2(dialog.feedback().contains(reason), qPrintable(dialog.feedback()));
        QCOMPARE(board->position().pieceAt(parseSquare("a0")), RedRook);  // nothing moved
        // A legal move that is not the exercise's is not counted either.
        click(board, "a0");
        click(board, "a3");
        QVERIFY(!dialog.isSolved());
        QCOMPARE(board->position().pieceAt(parseSquare("a0")), RedRook);
        // The right one solves it, at once.
        click(board, "a0");
        click(board, "a5");
        QVERIFY(dialog.isSolved());
        QCOMPARE(board->position().pieceAt(parseSquare("a5")), RedRook);
        QVERIFY(dialog.nextButton()->isEnabled());
        QTest::mouseClick(dialog.nextButton(), Qt::LeftButton);
        QCOMPARE(dialog.exerciseIndex(), 5);
        QVERIFY(!dialog.isSolved());
    }

    void tutorialRunsThroughEveryExercise() {
        ui::TutorialDialog dialog;
        dialog.show();
        const auto& list = session::tutorialExercises();
        for (int i = 0; i < int(list.size()); ++i) {
            QCOMPARE(dialog.exerciseIndex(), i);
            QTest::mouseClick(dialog.board(), Qt::LeftButton, {}, dialog.board()->squareCenter(list[i].from).toPoint());
            QTest::mouseClick(dialog.board(), Qt::LeftButton, {},
                              dialog.board()->squareCenter(list[i].target).toPoint());
            QVERIFY2(dialog.isSolved(), qPrintable(dialog.feedback()));
            QTest::mouseClick(dialog.nextButton(), Qt::LeftButton);
        }
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }
};

QTEST_MAIN(TestComfort)
#include "test_comfort.moc"
