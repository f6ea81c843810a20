// PositionEditor and its SetupBoard (see positioneditor.h).
#include "xiangqi/ui/positioneditor.h"

#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QComboBox>
#include <QDrag>
#include <QDragEnterEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

#include "xiangqi/session/wording.h"

namespace xq::ui {

const char* const SetupBoard::MimeType = "application/x-xiangqi-piece";

namespace {

constexpr PieceType PaletteTypes[] = {King, Advisor, Elephant, Horse, Rook, Cannon, Pawn};

// A palette button: click selects the piece as the tool, a drag carries it onto the board. It shows the piece as
// the board draws it (the set's image); the eraser shows a cross.
class PaletteButton : public QToolButton {
public:
    PaletteButton(Piece piece, QWidget* parent) : QToolButton(parent), piece_(piece) {
        setCheckable(true);
        setAutoRaise(true);
        setFixedSize(40, 40);
        setIconSize(QSize(34, 34));
        if (piece == NoPiece) {
            setText(QStringLiteral("✕"));
            QFont f = font();
            f.setPointSizeF(f.pointSizeF() * 1.6);
            f.setBold(true);
            setFont(f);
        }
    }

    void setPieceSet(session::PieceSet set) {
        set_ = set;
        if (piece_ != NoPiece) setIcon(QIcon(image(68)));
    }

protected:
    void mousePressEvent(QMouseEvent* e) override {
        pressPos_ = e->position().toPoint();
        QToolButton::mousePressEvent(e);
    }
    void mouseMoveEvent(QMouseEvent* e) override {
        if (piece_ != NoPiece && (e->buttons() & Qt::LeftButton) &&
            (e->position().toPoint() - pressPos_).manhattanLength() >= QApplication::startDragDistance()) {
            setDown(false);
            auto* drag = new QDrag(this);
            auto* mime = new QMimeData;
            mime->setData(SetupBoard::MimeType, QByteArray(1, pieceToFenChar(piece_)));
            drag->setMimeData(mime);
            const qreal dpr = devicePixelRatioF();
            QPixmap pixmap = image(int(std::lround(40 * dpr)));
            pixmap.setDevicePixelRatio(dpr);
            drag->setPixmap(pixmap);
            drag->setHotSpot(QPoint(20, 20));
            click();  // dragging a piece also selects it for clicks
            drag->exec(Qt::CopyAction);
            return;
        }
        QToolButton::mouseMoveEvent(e);
    }

private:
    QPixmap image(int pixels) const { return renderPieceImage(set_, piece_, pixels); }

    Piece piece_;
    session::PieceSet set_ = session::PieceSet::Traditional;
    QPoint pressPos_;
};

}  // namespace

// ---- SetupBoard ----

SetupBoard::SetupBoard(QWidget* parent) : QWidget(parent) {
    setAcceptDrops(true);
    setMinimumSize(300, 330);
    setObjectName(QStringLiteral("setupBoard"));
}

void SetupBoard::setSetup(const Setup& setup) {
    setup_ = setup;
    update();
}

void SetupBoard::setFlipped(bool flipped) {
    painter_.setFlipped(flipped);
    update();
}

void SetupBoard::setAppearance(const BoardPainter& look) {
    painter_.setAppearanceOf(look);
    update();
}

const BoardPainter& SetupBoard::painter() const {
    painter_.setArea(QRectF(rect()));
    return painter_;
}

void SetupBoard::setMarked(const std::vector<Square>& squares) {
    marked_ = squares;
    update();
}

QPointF SetupBoard::squareCenter(Square s) const { return painter().squareCenter(s); }

Square SetupBoard::squareAt(QPointF p) const { return painter().squareAt(p); }

void SetupBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    painter();  // fits the painter to the widget
    painter_.paint(p, setup_.board, dragging_ ? dragFrom_ : NoSquare);
    // The squares the check names, ringed in red over the pieces.
    const double c = painter_.cell();
    p.setPen(QPen(QColor(0xd0, 0x20, 0x20), std::max(2.0, c / 14)));
    p.setBrush(Qt::NoBrush);
    for (Square s : marked_) p.drawEllipse(painter_.squareCenter(s), c * 0.5, c * 0.5);
    if (dragging_ && dragFrom_ != NoSquare && setup_.at(dragFrom_) != NoPiece)
        painter_.paintPiece(p, setup_.at(dragFrom_), dragPos_, BoardPainter::DragScale);
}

void SetupBoard::put(Square s, Piece piece) {
    if (s == NoSquare || setup_.at(s) == piece) return;
    setup_.set(s, piece);
    update();
    emit changed();
}

void SetupBoard::mousePressEvent(QMouseEvent* e) {
    const Square s = squareAt(e->position());
    if (s == NoSquare) return;
    if (e->button() == Qt::RightButton) {
        put(s, NoPiece);
        return;
    }
    if (e->button() != Qt::LeftButton) return;
    pressPos_ = e->position().toPoint();
    dragFrom_ = setup_.at(s) != NoPiece ? s : NoSquare;
    dragging_ = false;
    if (dragFrom_ == NoSquare) put(s, tool_);  // an empty point: place the tool's piece
}

void SetupBoard::mouseMoveEvent(QMouseEvent* e) {
    if (dragFrom_ == NoSquare || !(e->buttons() & Qt::LeftButton)) return;
    if (!dragging_ && (e->position().toPoint() - pressPos_).manhattanLength() < QApplication::startDragDistance())
        return;
    dragging_ = true;
    dragPos_ = e->position();
    update();
}

void SetupBoard::mouseReleaseEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton || dragFrom_ == NoSquare) return;
    const Square from = dragFrom_;
    dragFrom_ = NoSquare;
    if (dragging_) {
        // A piece dragged to another point moves there; dragged off the board it is removed.
        dragging_ = false;
        const Square to = squareAt(e->position());
        const Piece piece = setup_.at(from);
        setup_.set(from, NoPiece);
        if (to != NoSquare) setup_.set(to, piece);
        update();
        emit changed();
        return;
    }
    // A click on a piece: the same piece as the tool removes it, another tool replaces it.
    put(from, setup_.at(from) == tool_ ? NoPiece : tool_);
}

void SetupBoard::dragEnterEvent(QDragEnterEvent* e) {
    if (e->mimeData()->hasFormat(MimeType)) e->acceptProposedAction();
}

void SetupBoard::dragMoveEvent(QDragMoveEvent* e) {
    if (e->mimeData()->hasFormat(MimeType) && squareAt(e->position()) != NoSquare) e->acceptProposedAction();
    else e->ignore();
}

void SetupBoard::dropEvent(QDropEvent* e) {
    const QByteArray data = e->mimeData()->data(MimeType);
    const Piece piece = data.size() == 1 ? pieceFromFenChar(data[0]) : NoPiece;
    const Square s = squareAt(e->position());
    if (piece == NoPiece || s == NoSquare) return;
    put(s, piece);
    e->acceptProposedAction();
}

// ---- PositionEditor ----

PositionEditor::PositionEditor(const QString& fen, const session::GameSetup& setup, QWidget* parent)
    : QDialog(parent), baseSetup_(setup) {
    setObjectName(QStringLiteral("positionEditor"));
    board_ = new SetupBoard(this);

    // The palette: Red's seven kinds, Black's seven, and the eraser.
    tools_ = new QButtonGroup(this);
    tools_->setExclusive(true);
    auto* palette = new QGridLayout;
    palette->setSpacing(2);
    int column = 0;
    for (PieceType t : PaletteTypes) {
        for (Color c : {Color::Black, Color::Red}) {
            const Piece piece = makePiece(c, t);
            auto* b = new PaletteButton(piece, this);
            b->setToolTip(pieceName(c, t));
            tools_->addButton(b, piece);
            palette->addWidget(b, c == Color::Black ? 0 : 1, column);
        }
        ++column;
    }
    auto* eraser = new PaletteButton(NoPiece, this);
    tools_->addButton(eraser, NoPiece);
    palette->addWidget(eraser, 0, column, 2, 1);
    connect(tools_, &QButtonGroup::idClicked, this, [this](int id) { board_->setTool(Piece(id)); });

    redToMove_ = new QRadioButton(this);
    blackToMove_ = new QRadioButton(this);
    redToMove_->setChecked(true);
    connect(redToMove_, &QRadioButton::toggled, this, [this] { refresh(); });

    auto* clear = new QPushButton(this);
    auto* start = new QPushButton(this);
    auto* flip = new QPushButton(this);
    auto* paste = new QPushButton(this);
    clear->setObjectName(QStringLiteral("clearButton"));
    start->setObjectName(QStringLiteral("startButton"));
    flip->setObjectName(QStringLiteral("flipButton"));
    paste->setObjectName(QStringLiteral("pasteButton"));
    connect(clear, &QPushButton::clicked, this, &PositionEditor::clearBoard);
    connect(start, &QPushButton::clicked, this, &PositionEditor::startPosition);
    connect(flip, &QPushButton::clicked, this, &PositionEditor::flipBoard);
    connect(paste, &QPushButton::clicked, this, &PositionEditor::pasteFen);

    fenEdit_ = new QLineEdit(this);
    fenEdit_->setObjectName(QStringLiteral("fenEdit"));
    fenError_ = new QLabel(this);
    fenError_->setObjectName(QStringLiteral("fenError"));
    fenError_->setWordWrap(true);
    fenError_->setStyleSheet(QStringLiteral("color: #b01010"));
    connect(fenEdit_, &QLineEdit::returnPressed, this, [this] {
        QString error;
        if (!setFen(fenEdit_->text(), &error)) fenError_->setText(tr("Not a FEN: %1").arg(error));
    });

    problems_ = new QLabel(this);
    problems_->setObjectName(QStringLiteral("problems"));
    problems_->setWordWrap(true);
    problems_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    problems_->setMinimumHeight(80);

    mode_ = new QComboBox(this);
    play_ = new QPushButton(this);
    play_->setObjectName(QStringLiteral("playButton"));
    play_->setDefault(true);
    auto* cancel = new QPushButton(this);
    connect(play_, &QPushButton::clicked, this, &QDialog::accept);
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(board_, &SetupBoard::changed, this, &PositionEditor::refresh);

    // Layout: the board on the left; the palette, controls, problems and play on the right.
    auto* side = new QVBoxLayout;
    side->addLayout(palette);
    auto* sideRow = new QHBoxLayout;
    auto* sideLabel = new QLabel(this);
    sideRow->addWidget(sideLabel);
    sideRow->addWidget(redToMove_);
    sideRow->addWidget(blackToMove_);
    sideRow->addStretch(1);
    side->addLayout(sideRow);
    auto* buttons = new QGridLayout;
    buttons->addWidget(clear, 0, 0);
    buttons->addWidget(start, 0, 1);
    buttons->addWidget(flip, 1, 0);
    buttons->addWidget(paste, 1, 1);
    side->addLayout(buttons);
    auto* fenLabel = new QLabel(this);
    fenLabel->setBuddy(fenEdit_);
    side->addWidget(fenLabel);
    side->addWidget(fenEdit_);
    side->addWidget(fenError_);
    auto* problemsBox = new QGroupBox(this);
    auto* problemsLayout = new QVBoxLayout(problemsBox);
    problemsLayout->addWidget(problems_);
    side->addWidget(problemsBox, 1);
    auto* playRow = new QHBoxLayout;
    auto* modeLabel = new QLabel(this);
    modeLabel->setBuddy(mode_);
    playRow->addWidget(modeLabel);
    playRow->addWidget(mode_, 1);
    side->addLayout(playRow);
    auto* endRow = new QHBoxLayout;
    endRow->addStretch(1);
    endRow->addWidget(cancel);
    endRow->addWidget(play_);
    side->addLayout(endRow);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(board_, 1);
    auto* sideWidget = new QWidget(this);
    sideWidget->setLayout(side);
    sideWidget->setFixedWidth(360);
    layout->addWidget(sideWidget);

    // Words (kept in one place).
    setWindowTitle(tr("Position Editor"));
    sideLabel->setText(tr("To move:"));
    redToMove_->setText(tr("&Red"));
    blackToMove_->setText(tr("&Black"));
    clear->setText(tr("&Clear Board"));
    start->setText(tr("&Start Position"));
    flip->setText(tr("&Flip Board"));
    paste->setText(tr("&Paste FEN"));
    eraser->setToolTip(tr("Eraser: a click removes a piece (a right click always does)"));
    fenLabel->setText(tr("&FEN (edit and press Enter):"));
    problemsBox->setTitle(tr("Check before play"));
    modeLabel->setText(tr("P&lay as:"));
    mode_->addItem(tr("Red against the computer"));
    mode_->addItem(tr("Black against the computer"));
    mode_->addItem(tr("Two players (hotseat)"));
    play_->setText(tr("&Play"));
    cancel->setText(tr("Cancel"));
    board_->setToolTip(
        tr("Click a point to place the selected piece, drag pieces to move them, "
           "drag them off the board or right-click to remove them"));

    setAppearance(board_->painter());
    selectTool(RedRook);
    if (fen.isEmpty() || !setFen(fen)) board_->setSetup(Setup::start());
    refresh();
    resize(860, 560);
}

Setup PositionEditor::currentSetup() const {
    Setup s = board_->setup();
    s.sideToMove = blackToMove_->isChecked() ? Color::Black : Color::Red;
    return s;
}

QString PositionEditor::fen() const { return QString::fromStdString(currentSetup().fen()); }

bool PositionEditor::setFen(const QString& fen, QString* error) {
    Setup s;
    FenError why;
    if (!Setup::fromFen(fen.trimmed().toStdString(), &s, &why)) {
        if (error) *error = session::fenErrorText(why);
        return false;
    }
    board_->setSetup(s);
    setSideToMove(s.sideToMove);
    fenError_->clear();
    refresh();
    return true;
}

void PositionEditor::setSideToMove(Color c) {
    (c == Color::Red ? redToMove_ : blackToMove_)->setChecked(true);
    refresh();
}

void PositionEditor::setAppearance(const BoardPainter& look) {
    board_->setAppearance(look);
    for (QAbstractButton* b : tools_->buttons()) static_cast<PaletteButton*>(b)->setPieceSet(look.pieceSet());
}

void PositionEditor::selectTool(Piece p) {
    if (QAbstractButton* b = tools_->button(p)) b->setChecked(true);
    board_->setTool(p);
}

void PositionEditor::clearBoard() {
    board_->setSetup(Setup{});
    refresh();
}

void PositionEditor::startPosition() {
    board_->setSetup(Setup::start());
    setSideToMove(Color::Red);
}

void PositionEditor::flipBoard() { board_->setFlipped(!board_->isFlipped()); }

void PositionEditor::pasteFen() {
    QString error;
    const QString text = QApplication::clipboard()->text();
    if (!setFen(text, &error)) fenError_->setText(tr("The clipboard does not hold a FEN: %1").arg(error));
}

QString PositionEditor::pieceName(Color c, PieceType t) {
    const bool red = c == Color::Red;
    switch (t) {
    case King: return red ? tr("red general") : tr("black general");
    case Advisor: return red ? tr("red advisor") : tr("black advisor");
    case Elephant: return red ? tr("red elephant") : tr("black elephant");
    case Horse: return red ? tr("red horse") : tr("black horse");
    case Rook: return red ? tr("red chariot") : tr("black chariot");
    case Cannon: return red ? tr("red cannon") : tr("black cannon");
    case Pawn: return red ? tr("red soldier") : tr("black soldier");
    case NoPieceType: break;
    }
    return {};
}

QString PositionEditor::issueText(const SetupIssue& issue) {
    QStringList where;
    for (Square s : issue.squares) where << QString::fromStdString(squareName(s));
    const QString at = where.join(QStringLiteral(", "));
    const QString side = issue.color == Color::Red ? tr("Red") : tr("Black");
    switch (issue.problem) {
    case SetupProblem::TooManyPieces:
        return tr("Too many: %1 × %2 (a side has at most %3) at %4")
            .arg(issue.squares.size())
            .arg(pieceName(issue.color, issue.type))
            .arg(maxPiecesOf(issue.type))
            .arg(at);
    case SetupProblem::MissingGeneral: return tr("%1 has no general").arg(side);
    case SetupProblem::GeneralOffPoint:
        return tr("The %1 on %2 is outside its palace").arg(pieceName(issue.color, King), at);
    case SetupProblem::AdvisorOffPoint:
        return tr("The %1 on %2 is off its points (the five points of the palace diagonals)")
            .arg(pieceName(issue.color, Advisor), at);
    case SetupProblem::ElephantOffPoint:
        return tr("The %1 on %2 is off its seven points (it never crosses the river)")
            .arg(pieceName(issue.color, Elephant), at);
    case SetupProblem::SoldierBehindStart:
        return tr("The %1 on %2 cannot stand there (behind its starting rank, or on its own side off the "
                  "starting files)")
            .arg(pieceName(issue.color, Pawn), at);
    case SetupProblem::GeneralsFacing: return tr("The generals face each other on an open file (%1)").arg(at);
    case SetupProblem::SideNotToMoveInCheck:
        return tr("%1 is in check but it is not %1's turn (general on %2)").arg(side, at);
    }
    return {};
}

QStringList PositionEditor::problemTexts() const {
    QStringList out;
    for (const SetupIssue& i : issues()) out << issueText(i);
    return out;
}

bool PositionEditor::canPlay() const { return issues().empty(); }

session::GameSetup PositionEditor::gameSetup() const {
    session::GameSetup s = baseSetup_;
    switch (mode_->currentIndex()) {
    case 0: s.red = session::PlayerKind::Human, s.black = session::PlayerKind::Computer; break;
    case 1: s.red = session::PlayerKind::Computer, s.black = session::PlayerKind::Human; break;
    default: s.red = s.black = session::PlayerKind::Human; break;
    }
    return s;
}

void PositionEditor::refresh() {
    const Setup s = currentSetup();
    if (!fenEdit_->hasFocus()) fenEdit_->setText(QString::fromStdString(s.fen()));
    const auto found = checkSetup(s);
    std::vector<Square> marked;
    QStringList lines;
    for (const SetupIssue& i : found) {
        marked.insert(marked.end(), i.squares.begin(), i.squares.end());
        lines << QStringLiteral("• ") + issueText(i).toHtmlEscaped();
    }
    board_->setMarked(marked);
    if (lines.isEmpty()) {
        problems_->setText(tr("The position is legal. Choose the players and press Play."));
        problems_->setStyleSheet(QStringLiteral("color: #106010"));
    } else {
        problems_->setText(lines.join(QStringLiteral("<br>")));
        problems_->setStyleSheet(QStringLiteral("color: #b01010"));
    }
    play_->setEnabled(found.empty());
}

}  // namespace xq::ui
