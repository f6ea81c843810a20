// Rules guide: an HTML page built from translated paragraphs, with diagrams drawn by BoardView itself.
#include "xiangqi/ui/rulesguide.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include "xiangqi/movegen.h"
#include "xiangqi/session/wording.h"
#include "xiangqi/ui/tutorialdialog.h"

namespace xq::ui {

namespace {

// Every legal move's destination for the pieces on `from`.
std::vector<Square> targetsOf(const Position& pos, std::initializer_list<const char*> from) {
    MoveList moves;
    generateLegal(pos, moves);
    std::vector<Square> out;
    for (const char* f : from)
        for (Move m : moves)
            if (m.from() == parseSquare(f)) out.push_back(m.to());
    return out;
}

Position fromFen(const char* fen) {
    Position pos;
    pos.setFen(fen);
    return pos;
}

}  // namespace

const std::vector<RulesGuide::Example>& RulesGuide::examples() {
    // The same positions and moves as the examples in docs/RULES.md (tests/test_rules.cpp plays those; the
    // guide's test checks that these are still there).
    static const std::vector<Example> list = {
        {"stalemate loses", "3k5/9/9/9/9/9/9/9/8R/4K4 w - - 0 1", "i1i8"},
        {"Asian rule 6, diagram 1: perpetual check by one piece loses", "3k5/9/9/9/9/9/9/9/9/4K2R1 w - - 0 1",
         "h0h9 d9d8 h9h8 d8d9 h8h9 d9d8 h9h8 d8d9 h8h9"},
        {"Asian rule 18, diagram 32: a rook chasing an unprotected cannon loses", "4k4/9/c8/9/9/9/9/9/9/3K4R w - - 0 1",
         "i0i7 a7a8 i7i8 a8a7 i8i7 a7a8 i7i8 a8a7 i8i7"},
        {"chasing a protected piece is a draw", "r3k4/9/c8/9/9/9/9/9/9/3K4R w - - 0 1",
         "i0i7 a7a8 i7i8 a8a7 i8i7 a7a8 i7i8 a8a7 i8i7"},
    };
    return list;
}

RulesGuide::RulesGuide(QWidget* parent) : QDialog(parent) {
    setObjectName("rulesGuide");
    browser_ = new QTextBrowser(this);
    browser_->setOpenLinks(true);
    browser_->setOpenExternalLinks(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    resize(720, 760);
    rebuild();
}

void RulesGuide::setNotation(Notation n) {
    if (n == notation_) return;
    notation_ = n;
    rebuild();
}

void RulesGuide::setLook(session::PieceSet pieces, session::BoardTheme board) {
    if (pieces == pieces_ && board == board_) return;
    pieces_ = pieces;
    board_ = board;
    rebuild();
}

void RulesGuide::refresh() {
    if (tr("Rules of Xiangqi") != builtTitle_) rebuild();
}

void RulesGuide::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) rebuild();
    QDialog::changeEvent(event);
}

QString RulesGuide::diagram(const QString& name, const char* fen, const std::vector<Square>& marks, Move lastMove) {
    BoardView view;
    view.resize(320, 366);
    view.setNotation(notation_);
    view.setPieceSet(pieces_);
    view.setBoardTheme(board_);
    view.setAnimationMs(0);
    view.setInteractive(false);
    view.setPosition(fromFen(fen), lastMove);
    view.setMarks(marks);
    const QUrl url(QStringLiteral("diagram:%1").arg(name));
    browser_->document()->addResource(QTextDocument::ImageResource, url, QVariant(view.grab().toImage()));
    return QStringLiteral("<p align=\"center\"><img src=\"%1\" width=\"320\" height=\"366\"/></p>").arg(url.toString());
}

QString RulesGuide::exampleMoves(const Example& e) const {
    Position pos = fromFen(e.fen);
    QStringList out;
    for (const QString& uci : QString::fromLatin1(e.moves).split(' ', Qt::SkipEmptyParts)) {
        const Move m = parseUciMove(uci.toStdString());
        if (!m || !pos.isLegal(m)) break;
        const QString text = session::moveText(pos, m, notation_);
        if (pos.sideToMove() == Color::Red) out << QStringLiteral("%1. %2").arg(pos.fullmoveNumber()).arg(text);
        else out << text;
        pos.makeMove(m);
    }
    return out.join(QStringLiteral(" "));
}

void RulesGuide::rebuild() {
    builtTitle_ = tr("Rules of Xiangqi");
    setWindowTitle(builtTitle_);
    auto section = [](const QString& id, const QString& title) {
        return QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>").arg(id, title.toHtmlEscaped());
    };
    auto para = [](const QString& text) { return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()); };

    QString h;
    h += QStringLiteral("<h1>%1</h1>").arg(tr("Rules of Xiangqi").toHtmlEscaped());
    h +=
        para(tr("Xiangqi (Chinese chess) is played by Red and Black on the points of a board of nine files and ten "
                "ranks. Red moves first; the players take turns, one move each. You win by checkmating the "
                "opposing general — or by leaving the opponent without any legal move."));
    h +=
        para(tr("The river crosses the middle of the board. Each side has a palace: the three-by-three square "
                "with the diagonal lines at its own edge. In the diagrams below, the orange rings mark the points "
                "the piece can move to."));

    // Contents.
    h += QStringLiteral("<p>");
    const PieceType kinds[] = {King, Advisor, Elephant, Horse, Rook, Cannon, Pawn};
    const char letters[] = " KABNRCP";
    for (PieceType t : kinds) {
        QString name = TutorialDialog::pieceName(t);
        if (!name.isEmpty()) name[0] = name[0].toUpper();
        h += QStringLiteral("<a href=\"#piece-%1\">%2</a> · ").arg(QChar(letters[t])).arg(name.toHtmlEscaped());
    }
    h += QStringLiteral("<a href=\"#facing\">%1</a> · <a href=\"#end\">%2</a> · <a href=\"#repetition\">%3</a>")
             .arg(tr("Facing generals").toHtmlEscaped(), tr("Winning and losing").toHtmlEscaped(),
                  tr("Perpetual check and chase").toHtmlEscaped());
    h += QStringLiteral("</p>");

    // The pieces, each with a diagram of the points it can reach.
    struct PieceText {
        PieceType type;
        QString title, text;
        const char* fen;
        std::initializer_list<const char*> from;
    };
    const PieceText pieces[] = {
        {King,
         tr("General (帥 / 將) — K"),
         tr("The general moves one point up, down, left or right, and never leaves the palace. It is the piece "
            "you must protect: a move that leaves your own general attacked is not allowed."),
         "4k4/4a4/9/9/9/9/9/9/4K4/9 w - - 0 1",
         {"e1"}},
        {Advisor,
         tr("Advisor (仕 / 士) — A"),
         tr("The advisor moves one point diagonally, along the lines of the palace, and never leaves it. Each "
            "side's two advisors can stand on only five points."),
         "4k4/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1",
         {"e1"}},
        {Elephant,
         tr("Elephant (相 / 象) — E"),
         tr("The elephant moves exactly two points diagonally and may not cross the river. A piece on the point "
            "in between (the elephant's \"eye\") blocks it: here the black soldier on the eye stops it from "
            "going down to the left."),
         "4k4/4a4/9/9/9/9/9/4B4/3p5/4K4 w - - 0 1",
         {"e2"}},
        {Horse,
         tr("Horse (傌 / 馬) — H"),
         tr("The horse moves one point straight and then one point diagonally outwards, so it reaches up to "
            "eight points. A piece right next to it in the direction it starts (its \"leg\") blocks that way: "
            "here the black soldier above it stops both moves upwards."),
         "4k4/4a4/9/9/3p5/3N5/9/9/9/4K4 w - - 0 1",
         {"d4"}},
        {Rook,
         tr("Chariot (俥 / 車) — R"),
         tr("The chariot moves any number of points along a file or a rank, as long as nothing is in the way. "
            "It captures the first enemy piece in its path and cannot jump over any piece."),
         "4k4/4a4/1n7/9/9/1R2P4/9/9/9/4K4 w - - 0 1",
         {"b4"}},
        {Cannon,
         tr("Cannon (炮 / 砲) — C"),
         tr("The cannon moves like the chariot when it does not capture. To capture it must jump over exactly "
            "one piece of either colour (the \"screen\"): here it can take the horse on the top rank over the "
            "soldier, but not the soldier itself."),
         "4k4/1n2a4/9/1p7/9/9/9/1C7/9/4K4 w - - 0 1",
         {"b2"}},
        {Pawn,
         tr("Soldier (兵 / 卒) — P"),
         tr("The soldier moves one point forward. Once it has crossed the river it may also move one point "
            "sideways; it never moves backwards. A soldier on the last rank can still move sideways."),
         "4k4/4a4/9/9/6P2/2P6/9/9/9/4K4 w - - 0 1",
         {"c4", "g5"}},
    };
    for (const PieceText& p : pieces) {
        h += section(QStringLiteral("piece-%1").arg(QChar(letters[p.type])), p.title);
        h += para(p.text);
        h += diagram(QStringLiteral("piece-%1").arg(QChar(letters[p.type])), p.fen, targetsOf(fromFen(p.fen), p.from));
    }

    h += section(QStringLiteral("facing"), tr("The generals may not face each other"));
    h +=
        para(tr("The two generals may never stand on the same file with no piece between them. A move that would "
                "open such a line is illegal, so a general also attacks along its file: here the red general "
                "cannot step to the left, onto the file of the black general."));
    {
        const char* fen = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
        h += diagram(QStringLiteral("facing"), fen, targetsOf(fromFen(fen), {"e0"}));
    }

    h += section(QStringLiteral("end"), tr("Check, checkmate and stalemate"));
    h +=
        para(tr("A general that is attacked is in check, and its side must answer the check at once. A side that "
                "has no legal move loses: checkmate if its general is in check, and also when it is not — in "
                "xiangqi a stalemate is a loss, not a draw."));
    {
        const Example& e = examples()[0];
        Position after = fromFen(e.fen);
        const Move m = parseUciMove(e.moves);
        const QString text = session::moveText(after, m, notation_);
        after.makeMove(m);
        const std::string afterFen = after.fen();
        h += para(tr("Example: after %1 the black general is not in check, but every move it has would put it in "
                     "check. Black cannot move and loses.")
                      .arg(text));
        h += diagram(QStringLiteral("stalemate"), afterFen.c_str(), {}, m);
    }

    h += section(QStringLiteral("repetition"), tr("Perpetual check and perpetual chase"));
    h +=
        para(tr("When the same position comes back for the third time, the side that has been checking with "
                "every move loses (perpetual check). A side that has kept attacking the same unprotected piece "
                "with every move (or a more valuable piece, such as a chariot) loses too (perpetual chase). Any "
                "other repetition is a draw. These are worked examples; the referee applies the whole rule set chosen "
                "for the game (Asian or Chinese rules), and its verdict names the rule."));
    const QString verdicts[] = {
        QString(),
        tr("Perpetual check: Red checks with every move while the black general steps up and down. On the third "
           "repetition Red loses."),
        tr("Perpetual chase: the red chariot follows the unprotected black cannon up and down the left edge. On "
           "the third repetition Red loses."),
        tr("Not a chase: the black chariot protects the cannon, so the same moves are an ordinary repetition — a "
           "draw."),
    };
    for (std::size_t i = 1; i < examples().size(); ++i) {
        const Example& e = examples()[i];
        h += para(verdicts[i]);
        h += para(tr("Moves: %1").arg(exampleMoves(e)));
        h += diagram(QStringLiteral("example-%1").arg(i), e.fen, {});
    }

    h += section(QStringLiteral("draws"), tr("Draws"));
    h +=
        para(tr("The game is drawn by agreement, by an ordinary third repetition, when 60 moves by each side "
                "(120 half-moves) pass without a capture, and when neither side has a piece left that can cross "
                "the river (no chariot, horse, cannon or soldier)."));

    html_ = h;
    browser_->setHtml(html_);
}

}  // namespace xq::ui
