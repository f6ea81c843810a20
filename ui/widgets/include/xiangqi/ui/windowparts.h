// The main window's parts, found by their object names (and the features by their type), for the code that drives
// the window from outside as a user would: the tests, the --script and --screenshot code of the program. The window
// itself has no getters for them: its public interface is what a user can do with it (mainwindow.h), and features
// see it through FeatureHost (featurehost.h). Each lookup asserts that the part exists.
#pragma once

#include <QString>

class QLineEdit;
class QMessageBox;
class QWidget;

namespace xq::session {
class EngineRegistry;
class GameController;
class GameDocument;
}  // namespace xq::session

namespace xq::ui {

class AnalysisActions;
class BoardView;
class CapturedPieces;
class ComfortActions;
class DatabaseActions;
class EngineActions;
class EnginePanel;
class MoveListWidget;
class NetworkActions;
class Sound;
class StudyActions;

// The object names MainWindow gives its parts.
namespace partname {
inline constexpr char board[] = "board";
inline constexpr char controller[] = "gameController";
inline constexpr char document[] = "gameDocument";
inline constexpr char engines[] = "engineRegistry";
inline constexpr char enginePanel[] = "enginePanel";
inline constexpr char moveList[] = "moveList";
inline constexpr char moveInput[] = "moveInput";
inline constexpr char capturedPieces[] = "capturedPieces";
inline constexpr char sound[] = "sound";
inline constexpr char turnLabel[] = "turnLabel";
inline constexpr char statusMessage[] = "statusMessage";
inline constexpr char openingLabel[] = "openingLabel";
inline constexpr char welcomeNote[] = "welcomeNote";
inline constexpr char welcomeText[] = "welcomeText";
inline constexpr char gameOverDialog[] = "gameOverDialog";
}  // namespace partname

namespace parts {

BoardView* boardView(const QWidget& window);
session::GameController* controller(const QWidget& window);
session::GameDocument* document(const QWidget& window);
session::EngineRegistry* engines(const QWidget& window);
EnginePanel* enginePanel(const QWidget& window);
MoveListWidget* moveList(const QWidget& window);
QLineEdit* moveInput(const QWidget& window);
CapturedPieces* capturedPieces(const QWidget& window);
Sound* sound(const QWidget& window);
// The message box that says how the game ended, while it is open (nullptr otherwise).
QMessageBox* gameOverDialog(const QWidget& window);

// The features (feature.h).
StudyActions* study(const QWidget& window);
AnalysisActions* analysis(const QWidget& window);
EngineActions* engineTools(const QWidget& window);
NetworkActions* network(const QWidget& window);
ComfortActions* comfort(const QWidget& window);
DatabaseActions* database(const QWidget& window);

// The texts a user reads: the turn line (plain text), the status bar's message (whole, and as shown: cut with "…" to
// its width), the opening above the move list, the first start's welcome ("" once it is closed).
QString turnText(const QWidget& window);
QString lastStatus(const QWidget& window);
QString statusText(const QWidget& window);
QString openingText(const QWidget& window);
QString welcomeText(const QWidget& window);

}  // namespace parts
}  // namespace xq::ui
