// Play by ear (speechactions.h): announcer, spoken text area, Options → Speech, the square cursor and the words
// typed in the move box.
#include "xiangqi/ui/speechactions.h"

#include <QAction>
#include <QBoxLayout>
#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QPlainTextEdit>
#include <QTimer>

#include <algorithm>

#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/settings.h"
#include "xiangqi/session/settingsstore.h"
#include "xiangqi/ui/actionids.h"
#include "xiangqi/ui/actionregistry.h"
#include "xiangqi/ui/boardview.h"
#include "xiangqi/ui/speechdialog.h"
#include "xiangqi/ui/systemspeech.h"

namespace xq::ui {

namespace {
// The reading actions, in the order of readActs_.
enum Read {
    ReadLast,
    ReadTurn,
    ReadClocks,
    ReadRed,
    ReadBlack,
    ReadCursor,
    ReadAttackers,
    ReadFile,
    ReadRank,
    ReadRepeat,
    ReadHelp,
    CursorUp,
    CursorDown,
    CursorLeft,
    CursorRight,
    FocusMoveBox,
    ReadCount
};
}  // namespace

SpeechActions::SpeechActions(FeatureHost& host, Parts parts, std::shared_ptr<session::SettingsStore> store)
    : Feature(host, std::move(store)), moveInput_(parts.moveInput) {
    setObjectName(QStringLiteral("speechActions"));
    session::GameController* controller = host_->controller();
    announcer_ = new session::Announcer(controller, this);
    system_ = new SystemSpeech(this);
    announcer_->setEngine(system_);
    announcer_->setWrittenNotation(host_->notation());

    // The Spoken text area: everything said, newest last, for a screen reader or a Braille display.
    live_ = new QPlainTextEdit(host_->mainWindow());
    live_->setObjectName(QStringLiteral("spokenText"));
    live_->setReadOnly(true);
    live_->setMaximumBlockCount(500);
    live_->setMaximumHeight(96);
    live_->setTabChangesFocus(true);
    parts.side->addWidget(live_);
    connect(announcer_, &session::Announcer::said, live_, [this](const QString& text) {
        live_->appendPlainText(text);
        live_->ensureCursorVisible();
    });
    // Moves are written in the window's notation, whichever it is when they are played.
    connect(controller, &session::GameController::positionChanged, this,
            [this] { announcer_->setWrittenNotation(host_->notation()); });

    menu_ = parts.options->addMenu(QString());
    menu_->setObjectName(QStringLiteral("speechMenu"));
    speakAct_ = menu_->addAction(QString());
    host_->actionRegistry().add(speakAct_, "speech.speak");
    speakAct_->setCheckable(true);
    speakAct_->setShortcut(QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_V));
    connect(speakAct_, &QAction::triggered, this, [this](bool on) {
        session::SpeechSettings s = settings();
        s.enabled = on;
        setSettings(s);
        announcer_->say(session::Utterance::plain(on ? tr("Speech on.") : tr("Speech off.")));
    });
    settingsAct_ = menu_->addAction(QString());
    connect(settingsAct_, &QAction::triggered, this, &SpeechActions::showSettings);
    menu_->addSeparator();

    const std::array<QKeySequence, ReadCount> keys = {
        QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_L), QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_T),
        QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_K), QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_R),
        QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_B), QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_C),
        QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_A), QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_F),
        QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_N), QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_P),
        QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_H), QKeySequence(Qt::ALT | Qt::Key_Up),
        QKeySequence(Qt::ALT | Qt::Key_Down),          QKeySequence(Qt::ALT | Qt::Key_Left),
        QKeySequence(Qt::ALT | Qt::Key_Right),         QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_M),
    };
    for (int i = 0; i < ReadCount; ++i) {
        QAction* a = menu_->addAction(QString());
        a->setShortcut(keys[std::size_t(i)]);
        a->setShortcutContext(Qt::WindowShortcut);
        host_->actionRegistry().add(a, QStringLiteral("speech.read.%1").arg(i));
        host_->mainWindow()->addAction(a);  // the keys work while the menu is closed
        readActs_.append(a);
        connect(a, &QAction::triggered, this, [this, i] {
            const session::BoardReader reader = announcer_->reader();
            if (cursor_ == NoSquare) cursor_ = makeSquare(4, 0);
            switch (i) {
            case ReadLast: announcer_->say(reader.lastMove()); break;
            case ReadTurn: announcer_->say(reader.turn()); break;
            case ReadClocks: announcer_->say(reader.clocks()); break;
            case ReadRed: announcer_->say(reader.pieces(Color::Red)); break;
            case ReadBlack: announcer_->say(reader.pieces(Color::Black)); break;
            case ReadCursor: announcer_->say(reader.square(cursor_)); break;
            case ReadAttackers: announcer_->say(reader.attackers(cursor_)); break;
            case ReadFile: announcer_->say(reader.file(fileOf(cursor_))); break;
            case ReadRank: announcer_->say(reader.rank(rankOf(cursor_))); break;
            case ReadRepeat: announcer_->say(session::Utterance(announcer_->last())); break;
            case ReadHelp: announcer_->say(reader.help()); break;
            case CursorUp: moveCursor(0, 1); break;
            case CursorDown: moveCursor(0, -1); break;
            case CursorLeft: moveCursor(-1, 0); break;
            case CursorRight: moveCursor(1, 0); break;
            case FocusMoveBox: moveInput_->setFocus(Qt::ShortcutFocusReason); break;
            default: break;
            }
        });
    }

    // The board's own keyboard cursor (arrow keys on the board) is the same cursor.
    connect(host_->boardView(), &BoardView::keyCursorMoved, this, [this](Square s) {
        cursor_ = s;
        announcer_->say(announcer_->reader().square(s));
    });

    // Game actions said when done: a take-back, a new game.
    if (auto* takeback = host_->actionRegistry().find(actionid::takeback))
        connect(takeback, &QAction::triggered, this, [this] {
            announcer_->say(session::Utterance::plain(tr("Move taken back. %1")).arg(announcer_->reader().turn()));
        });
    if (auto* newGame = host_->actionRegistry().find(actionid::newGame))
        connect(newGame, &QAction::triggered, this, [this] {
            if (host_->controller()->length() == 0)
                announcer_->say(session::Utterance::plain(tr("New game. %1")).arg(announcer_->reader().turn()));
        });

    // Typed words: commands are caught before the window reads a move; a move that neither plays nor is refused
    // by the game (a typing error) says the window's message.
    moveInput_->installEventFilter(this);
    connect(moveInput_, &QLineEdit::returnPressed, this, &SpeechActions::afterTypedMove);

    // The clock's warnings, checked every second.
    clockTimer_ = new QTimer(this);
    clockTimer_->setInterval(1000);
    connect(clockTimer_, &QTimer::timeout, announcer_, &session::Announcer::checkClock);
    clockTimer_->start();

    // Read, not written: a first start writes nothing but the welcome (test_autosave).
    const QString& language = host_->settings().language;
    applySettings(session::SpeechSettings::load(
        preferences(), language.startsWith(QLatin1String("zh")) ||
                           (language.isEmpty() && QLocale().language() == QLocale::Chinese)));
    retranslate();
}

void SpeechActions::setEngine(session::SpeechEngine* engine) { announcer_->setEngine(engine ? engine : system_); }

void SpeechActions::setSettings(const session::SpeechSettings& settings) {
    applySettings(settings);
    settings.save(preferences());
}

void SpeechActions::applySettings(const session::SpeechSettings& settings) {
    announcer_->setSettings(settings);
    speakAct_->setChecked(settings.enabled);
    live_->setVisible(settings.enabled);
}

SpeechDialog* SpeechActions::showSettings() {
    if (dialog_) {
        dialog_->raise();
        return dialog_;
    }
    dialog_ = new SpeechDialog(settings(), announcer_->engine(),
                               SystemSpeech::isAvailable() || announcer_->engine() != system_, host_->mainWindow());
    dialog_->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog_, &QDialog::accepted, this, [this] { setSettings(dialog_->settings()); });
    connect(dialog_, &SpeechDialog::tryRequested, this, [this](const session::SpeechSettings& s) {
        const session::SpeechSettings kept = settings();
        session::SpeechSettings trying = s;
        trying.enabled = true;
        announcer_->setSettings(trying);
        Position start;
        start.setFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
        const Move m = parseUciMove("h2e2");
        announcer_->say({QStringLiteral("h2e2"), QString::fromStdString(spokenMove(start, m, s.notation))});
        announcer_->setSettings(kept);
    });
    dialog_->open();
    return dialog_;
}

bool SpeechActions::eventFilter(QObject* watched, QEvent* event) {
    if (watched == moveInput_ && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (runCommand(moveInput_->text())) {
                moveInput_->clear();
                return true;
            }
            countBeforeMove_ = announcer_->count();
        }
    }
    return Feature::eventFilter(watched, event);  // and the language
}

void SpeechActions::afterTypedMove() {
    // The window has read the move: played (the announcer said it), refused by the game (said too), or not a move
    // at all (only the window's status line says why: say it).
    if (countBeforeMove_ >= 0 && announcer_->count() == countBeforeMove_ && !moveInput_->text().trimmed().isEmpty())
        announcer_->say(session::Utterance::plain(host_->lastStatus()));
    countBeforeMove_ = -1;
}

void SpeechActions::trigger(const char* actionName) {
    if (auto* a = host_->actionRegistry().find(actionName); a && a->isEnabled()) {
        const int before = announcer_->count();
        const QString status = host_->lastStatus();
        a->trigger();
        // Whatever the window said about it, when the game said nothing (Save: "Saved …").
        if (announcer_->count() == before && host_->lastStatus() != status)
            announcer_->say(session::Utterance::plain(host_->lastStatus()));
    } else {
        announcer_->say(session::Utterance::plain(tr("That is not possible now.")));
    }
}

bool SpeechActions::runCommand(const QString& text) {
    const QString c = text.trimmed().toLower();
    if (c.isEmpty()) return false;
    if (auto answer = announcer_->reader().answer(c)) {
        announcer_->say(*answer);
        return true;
    }
    auto is = [&c](std::initializer_list<const char*> words) {
        return std::any_of(words.begin(), words.end(), [&c](const char* w) { return c == QString::fromUtf8(w); });
    };
    if (is({"new", "new game", "新局", "新游戏"})) trigger(actionid::newGame);
    else if (is({"undo", "takeback", "take back", "悔棋"})) trigger(actionid::takeback);
    else if (is({"draw", "offer draw", "求和"})) trigger(actionid::offerDraw);
    else if (is({"resign", "认输"})) trigger(actionid::resign);
    else if (is({"save", "保存"})) trigger(actionid::save);
    else if (is({"repeat", "again", "重复"})) announcer_->say(session::Utterance(announcer_->last()));
    else return false;
    return true;
}

void SpeechActions::moveCursor(int files, int ranks) {
    // Screen directions: up is away from the player at the bottom.
    if (host_->boardView()->isFlipped()) files = -files, ranks = -ranks;
    cursor_ = makeSquare(std::clamp(fileOf(cursor_) + files, 0, FileCount - 1),
                         std::clamp(rankOf(cursor_) + ranks, 0, RankCount - 1));
    announcer_->say(announcer_->reader().square(cursor_));
}

void SpeechActions::retranslate() {
    menu_->setTitle(tr("Spee&ch"));
    speakAct_->setText(tr("&Speak Moves"));
    settingsAct_->setText(tr("Speech S&ettings…"));
    const QString names[ReadCount] = {
        tr("Read the &Last Move"),
        tr("Read Whose &Turn"),
        tr("Read the &Clocks"),
        tr("Read &Red's Pieces"),
        tr("Read &Black's Pieces"),
        tr("Read the C&ursor Square"),
        tr("Read &Attackers and Defenders of the Cursor Square"),
        tr("Read the Cursor's &File"),
        tr("Read the Cursor's Ra&nk"),
        tr("Re&peat"),
        tr("&Help on Reading Commands"),
        tr("Cursor Up"),
        tr("Cursor Down"),
        tr("Cursor Left"),
        tr("Cursor Right"),
        tr("Go to the &Move Box"),
    };
    for (int i = 0; i < ReadCount; ++i) readActs_[i]->setText(names[i]);
    live_->setAccessibleName(tr("Spoken text"));
    live_->setAccessibleDescription(tr("Everything the program says: moves, checks, answers to reading commands"));
    live_->setPlaceholderText(tr("What the program says appears here."));
}

}  // namespace xq::ui
