// The main window's parts by object name (windowparts.h).
#include "xiangqi/ui/windowparts.h"

#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QTextDocumentFragment>

#include "xiangqi/session/engineregistry.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/gamedocument.h"
#include "xiangqi/ui/analysisactions.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/capturedpieces.h"
#include "xiangqi/ui/comfortactions.h"
#include "xiangqi/ui/databaseactions.h"
#include "xiangqi/ui/engineactions.h"
#include "xiangqi/ui/enginepanel.h"
#include "xiangqi/ui/movelist.h"
#include "xiangqi/ui/networkactions.h"
#include "xiangqi/ui/sound.h"
#include "xiangqi/ui/studyactions.h"

namespace xq::ui::parts {

namespace {

template <class T>
T* named(const QWidget& window, const char* name) {
    T* part = window.findChild<T*>(QLatin1String(name));
    Q_ASSERT_X(part, "xq::ui::parts", name);
    return part;
}

template <class T>
T* feature(const QWidget& window) {
    T* part = window.findChild<T*>(QString(), Qt::FindDirectChildrenOnly);
    Q_ASSERT_X(part, "xq::ui::parts", T::staticMetaObject.className());
    return part;
}

}  // namespace

BoardView* boardView(const QWidget& w) { return named<BoardView>(w, partname::board); }
session::GameController* controller(const QWidget& w) {
    return named<session::GameController>(w, partname::controller);
}
session::GameDocument* document(const QWidget& w) { return named<session::GameDocument>(w, partname::document); }
session::EngineRegistry* engines(const QWidget& w) { return named<session::EngineRegistry>(w, partname::engines); }
EnginePanel* enginePanel(const QWidget& w) { return named<EnginePanel>(w, partname::enginePanel); }
MoveListWidget* moveList(const QWidget& w) { return named<MoveListWidget>(w, partname::moveList); }
QLineEdit* moveInput(const QWidget& w) { return named<QLineEdit>(w, partname::moveInput); }
CapturedPieces* capturedPieces(const QWidget& w) { return named<CapturedPieces>(w, partname::capturedPieces); }
Sound* sound(const QWidget& w) { return named<Sound>(w, partname::sound); }
QMessageBox* gameOverDialog(const QWidget& w) {
    return w.findChild<QMessageBox*>(QLatin1String(partname::gameOverDialog), Qt::FindDirectChildrenOnly);
}

StudyActions* study(const QWidget& w) { return feature<StudyActions>(w); }
AnalysisActions* analysis(const QWidget& w) { return feature<AnalysisActions>(w); }
EngineActions* engineTools(const QWidget& w) { return feature<EngineActions>(w); }
NetworkActions* network(const QWidget& w) { return feature<NetworkActions>(w); }
ComfortActions* comfort(const QWidget& w) { return feature<ComfortActions>(w); }
DatabaseActions* database(const QWidget& w) { return feature<DatabaseActions>(w); }

QString turnText(const QWidget& w) {
    return QTextDocumentFragment::fromHtml(named<QLabel>(w, partname::turnLabel)->text()).toPlainText();
}
QString lastStatus(const QWidget& w) { return named<QLabel>(w, partname::statusMessage)->toolTip(); }
QString statusText(const QWidget& w) { return named<QLabel>(w, partname::statusMessage)->text(); }
QString openingText(const QWidget& w) { return named<QLabel>(w, partname::openingLabel)->text(); }
QString welcomeText(const QWidget& w) {
    const QWidget* note = named<QWidget>(w, partname::welcomeNote);
    return note->isHidden() ? QString() : named<QLabel>(w, partname::welcomeText)->text();
}

}  // namespace xq::ui::parts
