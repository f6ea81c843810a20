// The analysis panel: engine choice, MultiPV, the lines the engine reports, and the cloud library's line.
#include "xiangqi/ui/analysispanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

#include "xiangqi/session/analysisengine.h"
#include "xiangqi/ui/elidingcombobox.h"
#include "xiangqi/ui/enginepanel.h"

namespace xq::ui {

namespace {

// "+0.35", "-1.20": centipawns as pawns, from Red's side.
QString pawns(int cp) { return QStringLiteral("%1%2").arg(cp >= 0 ? '+' : '-').arg(std::abs(cp) / 100.0, 0, 'f', 2); }

// "+0.35", "-1.20", "+M3" (Red mates in 3), "-M2": short, from Red's side, for each line.
QString shortScore(const SearchInfo& e) {
    if (e.mate) return QStringLiteral("%1M%2").arg(e.mateIn >= 0 ? '+' : '-').arg(std::abs(e.mateIn));
    return pawns(e.score);
}

constexpr int CloudMovesShown = 3;  // the cloud's best few: the engine's lines are the main thing here

}  // namespace

AnalysisPanel::AnalysisPanel(QWidget* parent) : QGroupBox(parent) {
    engineCaption_ = new QLabel(this);
    engine_ = new ElidingComboBox(this);  // engine names often differ only at their end
    engine_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    engine_->setMinimumContentsLength(8);
    engineCaption_->setBuddy(engine_);
    engineState_ = new QLabel(this);
    engineState_->setObjectName(QStringLiteral("analysisEngineState"));
    linesCaption_ = new QLabel(this);
    lines_ = new QSpinBox(this);
    lines_->setRange(1, MaxLines);
    lines_->setValue(1);
    linesCaption_->setBuddy(lines_);
    summary_ = new QLabel(QStringLiteral("–"), this);
    QFont bold = summary_->font();
    bold.setBold(true);
    summary_->setFont(bold);
    summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    summary_->setWordWrap(true);  // "红方 +0.35 · 深度 14 · 每秒 166 千节点" is wider than a small window's panel
    status_ = new QLabel(this);
    status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    status_->setWordWrap(true);
    status_->hide();
    cloudBox_ = new QCheckBox(this);
    cloudBox_->setObjectName(QStringLiteral("analysisCloud"));
    cloudLine_ = new QLabel(this);
    cloudLine_->setObjectName(QStringLiteral("analysisCloudLine"));
    cloudLine_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    cloudLine_->setWordWrap(true);
    cloudLine_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    cloudLine_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    cloudLine_->hide();

    // The engine's name has a row of its own: beside the lines box it was cut in a narrow side panel.
    auto* top = new QHBoxLayout;
    top->addWidget(engineCaption_);
    top->addWidget(engine_, 1);
    auto* linesRow = new QHBoxLayout;
    linesRow->addWidget(linesCaption_);
    linesRow->addWidget(lines_);
    linesRow->addSpacing(6);
    linesRow->addWidget(engineState_);  // the name above has the whole row: names are long, the state is short
    linesRow->addStretch(1);
    linesRow->addWidget(cloudBox_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(linesRow);
    layout->addWidget(summary_);
    layout->addWidget(status_);
    for (int i = 0; i < MaxLines; ++i) {
        auto* l = new QLabel(this);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        l->hide();
        layout->addWidget(l);
        lineLabels_.push_back(l);
    }
    layout->addWidget(cloudLine_);
    connect(cloudBox_, &QCheckBox::toggled, this, [this](bool on) {
        requestCloud();
        emit cloudWantedChanged(on);
    });
    connect(engine_, &QComboBox::activated, this, &AnalysisPanel::engineChosen);
    connect(lines_, &QSpinBox::valueChanged, this, [this](int n) {
        if (infos_.size() > std::size_t(n)) infos_.resize(std::size_t(n));
        render();
        emit multiPvChanged(n);
    });
    setEngineNames({});
    retranslate();
}

void AnalysisPanel::retranslate() {
    setTitle(tr("Analysis"));
    engineCaption_->setText(tr("E&ngine:"));
    linesCaption_->setText(tr("&Lines:"));
    setEngineState(engineStateValue_);
    lines_->setToolTip(tr("How many of the best moves to show (MultiPV)"));
    if (engine_->count() > 0) engine_->setItemText(0, tr("Built-in engine"));
    cloudBox_->setText(tr("&Cloud library"));
    cloudBox_->setToolTip(
        tr("Also show what the cloud library (chessdb.cn) knows of the position. The cloud library "
           "is turned on, with its note on privacy, in the opening explorer's Cloud tab."));
    render();
    renderCloud();
}

void AnalysisPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QGroupBox::changeEvent(event);
}

void AnalysisPanel::setEngineNames(const QStringList& external) {
    const int old = engine_->currentIndex();
    engine_->clear();
    engine_->addItem(tr("Built-in engine"));
    engine_->addItems(external);
    engine_->setCurrentIndex(old >= 0 && old < engine_->count() ? old : 0);
    engine_->setEnabled(engine_->count() > 1);
}

int AnalysisPanel::engineIndex() const { return engine_->currentIndex(); }
void AnalysisPanel::setEngineIndex(int index) { engine_->setCurrentIndex(index); }
int AnalysisPanel::multiPv() const { return lines_->value(); }
void AnalysisPanel::setMultiPv(int lines) { lines_->setValue(lines); }

void AnalysisPanel::startPosition(const Position& root, Notation notation) {
    root_ = root;
    notation_ = notation;
    infos_.clear();
    status_->clear();
    status_->hide();
    render();
    requestCloud();
}

void AnalysisPanel::setInfo(const SearchInfo& info) {
    if (info.line() > lines_->value() || info.pv.empty()) return;
    const std::size_t k = std::size_t(info.line() - 1);
    if (infos_.size() <= k) infos_.resize(k + 1);
    // The engine sends the lines of a new depth one by one: a move that has risen to line k may still
    // stand on another line from the depth before. That line is stale; hide it until its update comes.
    for (std::size_t j = 0; j < infos_.size(); ++j)
        if (j != k && !infos_[j].pv.empty() && infos_[j].pv[0] == info.pv[0]) infos_[j] = SearchInfo();
    infos_[k] = info;
    render();
}

void AnalysisPanel::setNotation(Notation notation) {
    notation_ = notation;
    render();
    renderCloud();
}

void AnalysisPanel::showEvent(QShowEvent* event) {
    QGroupBox::showEvent(event);
    if (cloudState_ == CloudState::None || cloudState_ == CloudState::Off) requestCloud();
}

void AnalysisPanel::setCloudClient(session::CloudClient* client) {
    if (cloud_) cloud_->disconnect(this);
    cloud_ = client;
    if (client) {
        // The client is shared with the explorer: an answer about another position is not this panel's.
        connect(client, &session::CloudClient::answered, this, [this](quint64 key, const session::CloudAnswer& answer) {
            if (key != root_.hash() || cloudState_ != CloudState::Asking) return;
            cloudAnswer_ = answer;
            cloudState_ = CloudState::Answer;
            renderCloud();
        });
        connect(client, &session::CloudClient::failed, this,
                [this](quint64 key, session::CloudError error, int httpStatus) {
                    if (key != root_.hash() || cloudState_ != CloudState::Asking) return;
                    cloudError_ = error;
                    cloudHttpStatus_ = httpStatus;
                    cloudState_ = error == session::CloudError::Disabled ? CloudState::Off : CloudState::Error;
                    renderCloud();
                });
        connect(client, &session::CloudClient::enabledChanged, this, [this] {
            cloudState_ = CloudState::None;
            requestCloud();
        });
    }
    cloudState_ = CloudState::None;
    requestCloud();
}

bool AnalysisPanel::cloudWanted() const { return cloudBox_->isChecked(); }
void AnalysisPanel::setCloudWanted(bool on) { cloudBox_->setChecked(on); }

void AnalysisPanel::requestCloud() {
    // Only when the user asked for it here, the feature is on and the panel is shown: otherwise nothing is sent.
    if (!cloud_ || !cloudBox_->isChecked() || !isVisible()) {
        cloudState_ = CloudState::None;
    } else if (!cloud_->isEnabled()) {
        cloudState_ = CloudState::Off;
    } else {
        cloudState_ = CloudState::Asking;
        renderCloud();
        cloud_->query(root_);  // a cached answer arrives at once
        return;
    }
    renderCloud();
}

void AnalysisPanel::renderCloud() {
    QString text;
    switch (cloudState_) {
    case CloudState::None: break;
    case CloudState::Off:
        text = tr("Cloud library: off. Turn it on in the opening explorer's Cloud tab (View → Opening Explorer); "
                  "nothing is sent until then.")
                   .toHtmlEscaped();
        break;
    case CloudState::Asking: text = tr("Cloud library: asking…").toHtmlEscaped(); break;
    case CloudState::Error:
        text = tr("Cloud library: %1").arg(session::cloudErrorText(cloudError_, cloudHttpStatus_)).toHtmlEscaped();
        break;
    case CloudState::Answer: {
        if (cloudAnswer_.status != session::CloudStatus::Moves || cloudAnswer_.moves.empty()) {
            const session::CloudStatus s = cloudAnswer_.status == session::CloudStatus::Moves
                                               ? session::CloudStatus::Unknown
                                               : cloudAnswer_.status;
            text = tr("Cloud library: %1").arg(session::cloudStatusText(s)).toHtmlEscaped();
            break;
        }
        // The best few moves, each with its score (Red's view, in pawns as the engine's lines) or its endgame-table
        // verdict in words (the mover's), laid out in rows of the label's width between whole entries (a Chinese
        // move would otherwise break between its characters).
        const QFontMetrics fm = cloudLine_->fontMetrics();
        const int width = std::max(120, cloudLine_->contentsRect().width() - 4);
        const QString head = tr("Cloud library:");
        const QString separator = QStringLiteral(" · ");
        QString html = QStringLiteral("<b>%1</b>").arg(head.toHtmlEscaped());
        int used = int(fm.horizontalAdvance(head) * 1.1);  // bold
        const std::size_t n = std::min<std::size_t>(CloudMovesShown, cloudAnswer_.moves.size());
        for (std::size_t i = 0; i < n; ++i) {
            const session::CloudMove& m = cloudAnswer_.moves[i];
            const QString score = m.score ? pawns(*m.score) : QStringLiteral("?");
            const QString move = session::moveText(root_, m.move, notation_);
            const QString verdict = session::cloudTablebaseText(m.tablebase);
            QString plain = score + QLatin1Char(' ') + move;
            // not translated: markup around a score and a move
            QString one = QStringLiteral("<b>%1</b>&nbsp;%2")
                              .arg(score, move.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
            if (!verdict.isEmpty()) {
                plain += QStringLiteral(" (%1)").arg(verdict);
                one += QStringLiteral(" (%1)").arg(verdict.toHtmlEscaped());
            }
            const int w = int(fm.horizontalAdvance((i == 0 ? QStringLiteral(" ") : separator) + plain) * 1.05);
            if (used + w > width && used > 0) {
                html += QStringLiteral("<br>");
                used = 0;
            } else {
                html += i == 0 ? QStringLiteral(" ") : separator;
            }
            html += one;
            used += w;
        }
        text = html;
        break;
    }
    }
    cloudLine_->setText(text);
    cloudLine_->setVisible(!text.isEmpty());
}

QString AnalysisPanel::cloudText() const {
    if (cloudLine_->isHidden()) return {};
    QString html = cloudLine_->text().replace(QStringLiteral("<br>"), QStringLiteral(" "));
    return html.remove(QRegularExpression(QStringLiteral("<[^>]*>")))
        .replace(QStringLiteral("&nbsp;"), QStringLiteral(" "))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"))
        .replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"));
}

std::vector<Move> AnalysisPanel::cloudMoves() const {
    std::vector<Move> moves;
    if (cloudState_ != CloudState::Answer || cloudAnswer_.status != session::CloudStatus::Moves) return moves;
    for (std::size_t i = 0; i < std::min<std::size_t>(CloudMovesShown, cloudAnswer_.moves.size()); ++i)
        moves.push_back(cloudAnswer_.moves[i].move);
    return moves;
}

void AnalysisPanel::resizeEvent(QResizeEvent* event) {
    QGroupBox::resizeEvent(event);
    render();  // the lines are cut to the width
    renderCloud();
}

void AnalysisPanel::setStatus(const QString& text) {
    status_->setText(text);
    status_->setVisible(!text.isEmpty());
    render();
}

void AnalysisPanel::clear() {
    infos_.clear();
    status_->clear();
    status_->hide();
    render();
}

void AnalysisPanel::render() {
    const SearchInfo* best = !infos_.empty() && !infos_[0].pv.empty() ? &infos_[0] : nullptr;
    if (best) {
        summary_->setText(tr("%1 · depth %2 · %3")
                              .arg(EnginePanel::formatScore(*best))
                              .arg(best->depth)
                              .arg(EnginePanel::formatSpeed(best->nodes, best->nps, best->timeMs)));
    } else {
        summary_->setText(status_->text().isEmpty() ? tr("Thinking…") : QStringLiteral("–"));
    }
    for (std::size_t i = 0; i < lineLabels_.size(); ++i) {
        QLabel* l = lineLabels_[i];
        if (i >= infos_.size() || infos_[i].pv.empty()) {
            l->clear();
            l->setVisible(int(i) < lines_->value());
            continue;
        }
        const SearchInfo& e = infos_[i];
        // Whole moves only, in at most RowsPerLine rows of the label's width (a Chinese move would otherwise break
        // between its characters), "…" when the line goes on.
        const QFontMetrics fm = l->fontMetrics();
        const int width = std::max(120, l->contentsRect().width() - 4);
        const QString prefix = QStringLiteral("%1 (%2)  ").arg(shortScore(e), QString::number(e.depth));
        const int space = fm.horizontalAdvance(QLatin1Char(' '));
        const int ellipsis = fm.horizontalAdvance(QStringLiteral(" …"));
        QStringList rows{QString()};
        int used = int(fm.horizontalAdvance(prefix) * 1.1);  // the score is bold
        Position pos = root_;
        bool cut = false;
        for (std::size_t p = 0; p < e.pv.size(); ++p) {
            const QString move = session::moveText(pos, e.pv[p], notation_);
            const int w = fm.horizontalAdvance(move) + space;
            const bool last = p + 1 == e.pv.size();
            const int room = width - (rows.size() == RowsPerLine && !last ? ellipsis : 0);
            if (used + w > room) {
                if (rows.size() == RowsPerLine) {
                    cut = true;
                    break;
                }
                rows << QString();
                used = 0;
            }
            rows.back() += move.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")) + QLatin1Char(' ');
            used += w;
            pos.makeMove(e.pv[p]);
        }
        if (cut) rows.back() += QStringLiteral("…");
        // not translated: markup around a score, a depth and moves
        const QString markup = QStringLiteral("<b>%1</b>&nbsp;<small>(%2)</small>&nbsp; %3");
        l->setText(markup.arg(shortScore(e), QString::number(e.depth), rows.join(QStringLiteral("<br>"))));
        l->setVisible(true);
    }
}

int AnalysisPanel::lineCount() const {
    int n = 0;
    for (const SearchInfo& e : infos_)
        if (!e.pv.empty()) ++n;
    return n;
}

QString AnalysisPanel::lineText(int index) const {
    if (index < 0 || std::size_t(index) >= lineLabels_.size()) return {};
    QString html = lineLabels_[std::size_t(index)]->text().replace(QStringLiteral("<br>"), QStringLiteral(" "));
    return html.remove(QRegularExpression(QStringLiteral("<[^>]*>")))
        .replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
}

QString AnalysisPanel::scoreText() const {
    return !infos_.empty() && !infos_[0].pv.empty() ? EnginePanel::formatScore(infos_[0]) : QString();
}

QString AnalysisPanel::depthText() const {
    return !infos_.empty() && !infos_[0].pv.empty() ? QString::number(infos_[0].depth) : QString();
}

Move AnalysisPanel::bestMove() const { return !infos_.empty() && !infos_[0].pv.empty() ? infos_[0].pv[0] : Move(); }

std::vector<Move> AnalysisPanel::firstMoves() const {
    std::vector<Move> moves;
    for (const SearchInfo& e : infos_)
        if (!e.pv.empty()) moves.push_back(e.pv[0]);
    return moves;
}

void AnalysisPanel::setEngineState(session::EngineClient::State state) {
    engineStateValue_ = state;
    engineState_->setText(xq::session::engineStateText(state));
    engineState_->setToolTip(tr("The engine's state"));
    // A crash is what the player must not miss; the other states are quiet.
    const bool alarm =
        state == session::EngineClient::State::Crashed || state == session::EngineClient::State::Restarting;
    engineState_->setStyleSheet(alarm ? QStringLiteral("color: #c0392b; font-weight: bold;") : QString());
}

QString AnalysisPanel::engineStateText() const { return engineState_->text(); }

}  // namespace xq::ui
