// ClockWidget and TimeControlWidget.
#include "xiangqi/ui/clockwidget.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QSpinBox>

#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/session/wording.h"

namespace xq::ui {

namespace {
QString clockText(std::int64_t ms) { return QString::fromStdString(formatClockTime(ms)); }
QString secondsText(std::int64_t ms) {
    return QCoreApplication::translate("xq::ui::ClockWidget", "%1 s").arg(ms / 1000.0);
}
}  // namespace

ClockWidget::ClockWidget(const session::GameController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller) {
    // A tenth of a second: the tenths shown under ten seconds move smoothly; the time itself comes from the clock.
    tick_.setInterval(100);
    connect(&tick_, &QTimer::timeout, this, qOverload<>(&QWidget::update));
    connect(controller_, &session::GameController::clockChanged, this, &ClockWidget::refresh);
    connect(controller_, &session::GameController::positionChanged, this, &ClockWidget::refresh);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    refresh();
}

QSize ClockWidget::sizeHint() const {
    const QFontMetrics fm(font());
    return {200, fm.height() * 4 + 10};
}

void ClockWidget::refresh() {
    setVisible(controller_->isTimed());
    if (controller_->isTimed() && controller_->clock().isRunning()) {
        if (!tick_.isActive()) tick_.start();
    } else {
        tick_.stop();
    }
    update();
}

QString ClockWidget::faceText(Color side) const {
    const GameClock& c = controller_->clock();
    const TimeControl& tc = c.control();
    if (tc.isUntimed()) return {};
    if (c.flagFallen(side)) return clockText(0);
    if (c.inByoYomi(side)) return clockText(c.periodRemainingMs(side));
    if (tc.mainMs > 0) return clockText(c.mainRemainingMs(side));
    if (tc.perMoveMs > 0) return clockText(c.moveRemainingMs(side));
    return clockText(c.periodRemainingMs(side));
}

QString ClockWidget::detailText(Color side) const {
    const GameClock& c = controller_->clock();
    const TimeControl& tc = c.control();
    QStringList parts;
    if (tc.hasByoYomi()) {
        const int left = c.periodsLeft(side);
        parts << (c.inByoYomi(side) ? tr("byo-yomi: %n period(s) left", nullptr, left)
                                    : tr("then %1 × %2").arg(left).arg(secondsText(tc.byoPeriodMs)));
    } else if (tc.mainMs > 0 && tc.incrementMs > 0) {
        parts << tr("+%1 a move").arg(secondsText(tc.incrementMs));
    }
    if (tc.perMoveMs > 0 && tc.mainMs > 0) parts << tr("this move %1").arg(clockText(c.moveRemainingMs(side)));
    else if (tc.perMoveMs > 0) parts << tr("%1 a move").arg(secondsText(tc.perMoveMs));
    return parts.join(QStringLiteral(" · "));
}

void ClockWidget::paintEvent(QPaintEvent*) {
    if (!controller_->isTimed()) return;
    const GameClock& c = controller_->clock();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int w = width() / 2;
    const bool over = controller_->isGameOver();
    const Color toMove = controller_->position().sideToMove();
    for (Color side : {Color::Red, Color::Black}) {
        const QRectF box(side == Color::Red ? 2 : w + 2, 2, w - 4, height() - 4);
        const bool running = c.isRunning() && c.sideRunning() == side;
        const bool active = running || (!over && side == toMove);
        const bool fallen = c.flagFallen(side);
        const QColor accent = side == Color::Red ? QColor(0xc0, 0x20, 0x20) : QColor(0x20, 0x20, 0x20);
        QColor fill = palette().color(QPalette::Base);
        if (active) fill = side == Color::Red ? QColor(0xfb, 0xe3, 0xd6) : QColor(0xdd, 0xe4, 0xee);
        p.setPen(QPen(active ? accent : palette().color(QPalette::Mid), active ? 2.0 : 1.0));
        p.setBrush(fill);
        p.drawRoundedRect(box, 6, 6);
        const QColor text = active ? QColor(0x20, 0x20, 0x20) : palette().color(QPalette::Text);
        QFont f = font();
        f.setBold(true);
        p.setFont(f);
        p.setPen(accent == QColor(0x20, 0x20, 0x20) && !active ? text : accent);
        const QFontMetricsF fm(f);
        QRectF line = box.adjusted(8, 4, -8, 0);
        line.setHeight(fm.height());
        p.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, side == Color::Red ? tr("Red") : tr("Black"));
        if (running) p.drawText(line, Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("●"));
        QFont big = font();
        big.setPointSizeF(big.pointSizeF() * 1.6);
        big.setBold(true);
        big.setStyleHint(QFont::Monospace);
        p.setFont(big);
        p.setPen(fallen ? QColor(0xd0, 0x00, 0x00) : text);
        QRectF face = box.adjusted(8, 4 + fm.height(), -8, 0);
        face.setHeight(QFontMetricsF(big).height());
        p.drawText(face, Qt::AlignCenter, fallen ? tr("flag fell") : faceText(side));
        QFont small = font();
        small.setPointSizeF(small.pointSizeF() * 0.85);
        p.setFont(small);
        p.setPen(text);
        const QRectF detail(box.left() + 4, face.bottom(), box.width() - 8, box.bottom() - face.bottom() - 2);
        p.drawText(detail, Qt::AlignCenter,
                   QFontMetricsF(small).elidedText(detailText(side), Qt::ElideRight, detail.width()));
    }
}

// ---- TimeControlWidget ----

namespace {
struct Preset {
    const char* name;  // translated in the context TimeControlWidget
    TimeControl tc;
};
const Preset Presets[] = {
    {QT_TRANSLATE_NOOP("xq::ui::TimeControlWidget", "Choose a preset…"), {}},
    {QT_TRANSLATE_NOOP("xq::ui::TimeControlWidget", "Blitz: 5 min + 3 s"), TimeControl::fischer(300000, 3000)},
    {QT_TRANSLATE_NOOP("xq::ui::TimeControlWidget", "Rapid: 15 min + 10 s"), TimeControl::fischer(900000, 10000)},
    {QT_TRANSLATE_NOOP("xq::ui::TimeControlWidget", "Club: 30 min + 30 s"), TimeControl::fischer(1800000, 30000)},
    {QT_TRANSLATE_NOOP("xq::ui::TimeControlWidget", "30 s a move (步时)"), TimeControl::perMove(30000)},
    {QT_TRANSLATE_NOOP("xq::ui::TimeControlWidget", "10 min, then 3 × 30 s (读秒)"),
     TimeControl::byoYomi(600000, 3, 30000)},
    {QT_TRANSLATE_NOOP("xq::ui::TimeControlWidget", "20 min, then 5 × 60 s (读秒)"),
     TimeControl::byoYomi(1200000, 5, 60000)},
};
}  // namespace

TimeControlWidget::TimeControlWidget(QWidget* parent) : QWidget(parent) {
    preset_ = new QComboBox(this);
    for (const Preset& p : Presets) preset_->addItem(tr(p.name));
    kind_ = new QComboBox(this);
    kind_->addItem(tr("No clock"));
    kind_->addItem(tr("Total time + increment"));
    kind_->addItem(tr("Time per move (步时)"));
    kind_->addItem(tr("Main time + byo-yomi (读秒)"));
    mainCaption_ = new QLabel(tr("Main time:"), this);
    mainMinutes_ = new QSpinBox(this);
    mainMinutes_->setRange(0, 600);
    mainMinutes_->setSuffix(tr(" min"));
    secondsCaption_ = new QLabel(this);
    seconds_ = new QSpinBox(this);
    seconds_->setRange(0, 3600);
    seconds_->setSuffix(tr(" s"));
    periodsCaption_ = new QLabel(tr("Periods:"), this);
    periods_ = new QSpinBox(this);
    periods_->setRange(1, 99);
    text_ = new QLineEdit(this);
    text_->setObjectName(QStringLiteral("timeControlText"));
    text_->setPlaceholderText(tr("or type one: 10+5, 30s/move, 10+3x30s"));
    text_->setAccessibleName(tr("Time control typed as text"));
    // Named for screen readers (Windows' accessibility does not take a combo box's name from its current item).
    preset_->setAccessibleName(tr("Time control preset"));
    kind_->setAccessibleName(tr("Kind of clock"));
    // The captions name their fields for screen readers.
    mainCaption_->setBuddy(mainMinutes_);
    secondsCaption_->setBuddy(seconds_);
    periodsCaption_->setBuddy(periods_);
    error_ = new QLabel(this);
    error_->setObjectName(QStringLiteral("timeControlError"));
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #b01010"));
    error_->hide();

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(kind_, 0, 0, 1, 2);
    grid->addWidget(preset_, 0, 2, 1, 2);
    grid->addWidget(mainCaption_, 1, 0);
    grid->addWidget(mainMinutes_, 1, 1);
    grid->addWidget(secondsCaption_, 1, 2);
    grid->addWidget(seconds_, 1, 3);
    grid->addWidget(periodsCaption_, 2, 2);
    grid->addWidget(periods_, 2, 3);
    grid->addWidget(text_, 3, 0, 1, 4);
    grid->addWidget(error_, 4, 0, 1, 4);
    connect(text_, &QLineEdit::returnPressed, this, &TimeControlWidget::applyText);

    connect(preset_, &QComboBox::activated, this, [this](int i) {
        if (i > 0 && i < int(std::size(Presets))) setTimeControl(Presets[i].tc);
        preset_->setCurrentIndex(0);
        emit changed();
    });
    connect(kind_, &QComboBox::currentIndexChanged, this, [this] {
        if (updating_) return;
        hasTyped_ = false;
        // Sensible numbers for the kind just chosen.
        updating_ = true;
        switch (kind_->currentIndex()) {
        case Fischer: mainMinutes_->setValue(10), seconds_->setValue(5); break;
        case PerMove: seconds_->setValue(30); break;
        case ByoYomi: mainMinutes_->setValue(10), seconds_->setValue(30), periods_->setValue(3); break;
        default: break;
        }
        updating_ = false;
        updateFields();
        emit changed();
    });
    for (QSpinBox* s : {mainMinutes_, seconds_, periods_})
        connect(s, &QSpinBox::valueChanged, this, [this] {
            if (updating_) return;
            hasTyped_ = false;
            emit changed();
        });
    updateFields();
}

void TimeControlWidget::updateFields() {
    const int k = kind_->currentIndex();
    mainCaption_->setVisible(k == Fischer || k == ByoYomi);
    mainMinutes_->setVisible(k == Fischer || k == ByoYomi);
    secondsCaption_->setVisible(k != None);
    seconds_->setVisible(k != None);
    periodsCaption_->setVisible(k == ByoYomi);
    periods_->setVisible(k == ByoYomi);
    secondsCaption_->setText(k == Fischer ? tr("Increment:") : k == PerMove ? tr("Per move:") : tr("Period:"));
    mainMinutes_->setMinimum(k == Fischer ? 1 : 0);
    seconds_->setMinimum(k == Fischer ? 0 : 1);
}

void TimeControlWidget::setTimeControl(const TimeControl& tc) {
    hasTyped_ = false;
    updating_ = true;
    if (tc.isUntimed()) kind_->setCurrentIndex(None);
    else if (tc.hasByoYomi()) {
        kind_->setCurrentIndex(ByoYomi);
        mainMinutes_->setValue(int(tc.mainMs / 60000));
        seconds_->setValue(int(tc.byoPeriodMs / 1000));
        periods_->setValue(tc.byoPeriods);
    } else if (tc.mainMs > 0) {
        kind_->setCurrentIndex(Fischer);
        mainMinutes_->setValue(int(tc.mainMs / 60000));
        seconds_->setValue(int(tc.incrementMs / 1000));
    } else {
        kind_->setCurrentIndex(PerMove);
        seconds_->setValue(int(tc.perMoveMs / 1000));
    }
    updating_ = false;
    updateFields();
}

bool TimeControlWidget::applyText() {
    const QString text = text_->text().trimmed();
    if (text.isEmpty()) {
        error_->hide();
        return true;
    }
    TimeControl tc;
    TimeControlError why;
    if (!TimeControl::parse(text.toStdString(), &tc, &why)) {
        error_->setText(session::timeControlErrorText(why));
        error_->show();
        return false;
    }
    error_->hide();
    setTimeControl(tc);
    typed_ = tc;  // after setTimeControl: it may hold more than the fields show ("5+0,20s/move")
    hasTyped_ = true;
    emit changed();
    return true;
}

TimeControl TimeControlWidget::timeControl() const {
    if (hasTyped_) return typed_;
    switch (kind_->currentIndex()) {
    case Fischer: return TimeControl::fischer(mainMinutes_->value() * 60000LL, seconds_->value() * 1000LL);
    case PerMove: return TimeControl::perMove(seconds_->value() * 1000LL);
    case ByoYomi:
        return TimeControl::byoYomi(mainMinutes_->value() * 60000LL, periods_->value(), seconds_->value() * 1000LL);
    default: return {};
    }
}

}  // namespace xq::ui
