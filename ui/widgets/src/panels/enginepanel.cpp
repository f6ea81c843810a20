// Engine panel layout and formatting of search progress.
#include "xiangqi/ui/enginepanel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace xq::ui {

EnginePanel::EnginePanel(QWidget* parent) : QGroupBox(parent) {
    depthCaption_ = new QLabel(this);
    scoreCaption_ = new QLabel(this);
    speedCaption_ = new QLabel(this);
    nodesCaption_ = new QLabel(this);
    pvCaption_ = new QLabel(this);
    engineCaption_ = new QLabel(this);
    engine_ = new QLabel(this);
    engine_->setObjectName(QStringLiteral("engineState"));
    engine_->setWordWrap(true);
    depth_ = new QLabel(QStringLiteral("–"), this);
    score_ = new QLabel(QStringLiteral("–"), this);
    speed_ = new QLabel(QStringLiteral("–"), this);
    nodes_ = new QLabel(QStringLiteral("–"), this);
    pv_ = new QLabel(QStringLiteral("–"), this);
    pv_->setWordWrap(true);
    pv_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A fixed height, so that the move list above does not jump while the line grows and shrinks; the line is
    // cut to what fits (fitPv).
    // Measured on Chinese moves: their glyphs may come from a fallback font with taller lines.
    const QString sample = QStringList(kPvLines, QStringLiteral("炮二平五 WXF")).join('\n');
    pv_->setFixedHeight(pv_->fontMetrics().boundingRect(QRect(0, 0, 1000, 100000), 0, sample).height() + 2);
    pv_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    pv_->installEventFilter(this);
    pvCaption_->setAlignment(Qt::AlignTop | Qt::AlignLeft);  // level with the first line of the best line
    // The texts never widen the fixed-width side panel; they are written short enough to fit it.
    for (QLabel* l : {engine_, depth_, score_, speed_, nodes_, pv_})
        l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    QFont bold = score_->font();
    bold.setBold(true);
    score_->setFont(bold);

    busy_ = new QProgressBar(this);
    busy_->setRange(0, 1);
    busy_->setValue(0);
    busy_->setTextVisible(false);
    busy_->setMaximumHeight(10);
    moveNow_ = new QPushButton(this);
    hint_ = new QPushButton(this);
    moveNow_->setEnabled(false);
    connect(moveNow_, &QPushButton::clicked, this, &EnginePanel::moveNowClicked);
    connect(hint_, &QPushButton::clicked, this, &EnginePanel::hintClicked);

    strength_ = new StrengthWidget(this);
    strength_->setDescriptionShown(false);  // the level chooser says it in its tooltip; the panel stays compact
    connect(strength_, &StrengthWidget::changed, this,
            [this](const session::Strength& st) { emit strengthChanged(st.level, st.depth, st.movetimeMs); });

    auto* info = info_ = new QFormLayout;
    info->addRow(engineCaption_, engine_);
    info->setRowVisible(engineCaption_, false);  // until a computer plays
    info->addRow(depthCaption_, depth_);
    info->addRow(scoreCaption_, score_);
    info->addRow(speedCaption_, speed_);
    info->addRow(nodesCaption_, nodes_);
    info->addRow(pvCaption_, pv_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(moveNow_);
    buttons->addWidget(hint_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(info);
    layout->addWidget(busy_);
    layout->addLayout(buttons);
    layout->addWidget(strength_);
    retranslate();
    setStrength(-1, 4, 0);
}

void EnginePanel::retranslate() {
    setTitle(tr("Engine"));
    engineCaption_->setText(tr("Engine:"));
    setEngineState(engineName_, engineState_, engineNote_);
    depthCaption_->setText(tr("Depth:"));
    scoreCaption_->setText(tr("Score:"));
    speedCaption_->setText(tr("Speed:"));
    nodesCaption_->setText(tr("Nodes:"));
    pvCaption_->setText(tr("Best line:"));
    moveNow_->setText(tr("Move now"));
    moveNow_->setToolTip(tr("Stop thinking and play the best move found so far"));
    hint_->setText(tr("Hint"));
    hint_->setToolTip(tr("Ask the engine for a good move"));
    if (hasInfo_) setInfo(lastInfo_, lastRoot_, lastNotation_);  // the values are words too ("Red +0.15")
}

void EnginePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QGroupBox::changeEvent(event);
}

void EnginePanel::setStrength(int level, int depth, qint64 movetimeMs) {
    strength_->setStrength(session::Strength{level, depth, movetimeMs});
}

int EnginePanel::level() const { return strength_->strength().level; }
int EnginePanel::depth() const { return strength_->strength().depth; }
qint64 EnginePanel::movetimeMs() const { return strength_->strength().movetimeMs; }

QString EnginePanel::formatScore(const SearchInfo& info) {
    if (info.mate) {
        // mateIn > 0: the side to move at the root mates; the score's sign says which colour that is.
        const bool redMates = info.score > 0;
        const int n = std::abs(info.mateIn);
        return redMates ? tr("Red mates in %n", nullptr, n) : tr("Black mates in %n", nullptr, n);
    }
    // Whom the score favours, in words a player reads at a glance: "Red +0.15", "Black +1.20", "Even".
    const QString pawns = QString::number(std::abs(info.score) / 100.0, 'f', 2);
    if (std::abs(info.score) < 5) return tr("Even");
    return info.score > 0 ? tr("Red +%1").arg(pawns) : tr("Black +%1").arg(pawns);
}

void EnginePanel::setCompact(bool compact, bool tiny) {
    strength_->setVisible(!compact);
    // In a very low window only depth, score and the best line stay (speed and nodes are for the curious).
    info_->setRowVisible(speedCaption_, !tiny);
    info_->setRowVisible(nodesCaption_, !tiny);
}

void EnginePanel::setNotation(Notation notation) {
    if (hasInfo_) setInfo(lastInfo_, lastRoot_, notation);
}

void EnginePanel::setInfo(const SearchInfo& info, const Position& root, Notation notation) {
    lastInfo_ = info;
    lastRoot_ = root;
    lastNotation_ = notation;
    hasInfo_ = true;
    depth_->setText(info.seldepth > info.depth ? QStringLiteral("%1/%2").arg(info.depth).arg(info.seldepth)
                                               : QString::number(info.depth));
    score_->setText(formatScore(info));
    speed_->setText(formatSpeed(info.nodes, info.nps, info.timeMs));
    nodes_->setText(tr("%1 in %2 s").arg(formatCount(info.nodes), formatSeconds(info.timeMs)));
    pvMoves_.clear();
    Position pos = root;
    for (Move m : info.pv) {
        if (!pos.isLegal(m)) break;
        pvMoves_ << session::moveText(pos, m, notation);
        pos.makeMove(m);
    }
    fitPv();
}

QString EnginePanel::formatCount(quint64 n) {
    if (n >= 1000000) return QStringLiteral("%1 M").arg(n / 1e6, 0, 'f', 2);
    if (n >= 10000) return QStringLiteral("%1 k").arg(n / 1e3, 0, 'f', n >= 100000 ? 0 : 1);
    return QString::number(n);
}

QString EnginePanel::formatSpeed(quint64 nodes, quint64 nps, qint64 ms) {
    // A few milliseconds are below what the clock resolves: 82 nodes "in 0 ms" has no speed worth showing.
    if (ms < MinMeasurableMs) return QStringLiteral("–");
    if (nps == 0) nps = nodes * 1000 / quint64(ms);
    if (nps >= 1000000) return tr("%1 M nodes/s").arg(nps / 1e6, 0, 'f', 2);
    if (nps >= 10000) return tr("%1 k nodes/s").arg(nps / 1e3, 0, 'f', nps >= 100000 ? 0 : 1);
    return tr("%1 nodes/s").arg(nps);
}

QString EnginePanel::formatSeconds(qint64 ms) {
    const double s = ms / 1000.0;
    return QString::number(s, 'f', s < 10 ? 2 : s < 100 ? 1 : 0);  // a short search does not read "0.0 s"
}

void EnginePanel::fitPv() {
    if (pvMoves_.isEmpty()) {
        pv_->setText(QStringLiteral("–"));
        return;
    }
    // Word joiners between the characters of a move: a Chinese move (炮二平五) may otherwise be broken between
    // any two characters at the end of a line.
    QStringList glued;
    for (const QString& move : pvMoves_) {
        QString g;
        for (QChar c : move) {
            if (!g.isEmpty()) g += QChar(0x2060);
            g += c;
        }
        glued << g;
    }
    const QRect area = pv_->contentsRect();
    const QFontMetrics fm = pv_->fontMetrics();
    auto fits = [&](const QString& text) {
        return fm.boundingRect(QRect(0, 0, area.width(), 100000), Qt::TextWordWrap, text).height() <= area.height();
    };
    QString text = glued.join(' ');
    // Drop moves from the end until the line fits, marking the cut with an ellipsis.
    while (glued.size() > 1 && !fits(text)) {
        glued.removeLast();
        text = glued.join(' ') + QStringLiteral(" …");
    }
    pv_->setText(text);
}

bool EnginePanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == pv_ && event->type() == QEvent::Resize) fitPv();  // a new width holds a different number of moves
    return QGroupBox::eventFilter(watched, event);
}

void EnginePanel::clearInfo() {
    pvMoves_.clear();
    hasInfo_ = false;
    for (QLabel* l : {depth_, score_, speed_, nodes_, pv_}) l->setText(QStringLiteral("–"));
}

void EnginePanel::setThinking(bool thinking) {
    busy_->setRange(0, thinking ? 0 : 1);  // an empty range animates as "busy"
    busy_->setValue(0);
    moveNow_->setEnabled(thinking);
    thinking_ = thinking;
    hint_->setEnabled(!thinking_ && hintAvailable_);
}

void EnginePanel::setHintAvailable(bool available) {
    hintAvailable_ = available;
    hint_->setEnabled(!thinking_ && hintAvailable_);
}

QString EnginePanel::scoreText() const { return score_->text(); }
QString EnginePanel::speedText() const { return speed_->text(); }
QString EnginePanel::pvText() const { return pv_->text().remove(QChar(0x2060)); }

void EnginePanel::setEngineState(const QString& name, session::EngineClient::State state, const QString& note) {
    engineName_ = name;
    engineState_ = state;
    engineNote_ = note;
    info_->setRowVisible(engineCaption_, !name.isEmpty());
    if (name.isEmpty()) return;
    QString text = tr("%1 · %2").arg(name, xq::session::engineStateText(state));
    if (!note.isEmpty()) text += QStringLiteral(" — ") + note;
    engine_->setText(text);
    engine_->setToolTip(text);
    const bool alarm =
        state == session::EngineClient::State::Crashed || state == session::EngineClient::State::Restarting;
    engine_->setStyleSheet(alarm ? QStringLiteral("color: #c0392b; font-weight: bold;") : QString());
}

QString EnginePanel::engineStateText() const { return engine_->isVisibleTo(this) ? engine_->text() : QString(); }

}  // namespace xq::ui

