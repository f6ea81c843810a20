// The speech settings dialog (speechdialog.h).
#include "xiangqi/ui/speechdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

namespace xq::ui {

SpeechDialog::SpeechDialog(const session::SpeechSettings& s, session::SpeechEngine* engine, bool canSpeak,
                           QWidget* parent)
    : QDialog(parent), engine_(engine), canSpeak_(canSpeak) {
    setWindowTitle(tr("Speech"));
    setObjectName(QStringLiteral("speechDialog"));
    enabled_ = new QCheckBox(tr("&Speak moves and answers"), this);
    enabled_->setChecked(s.enabled);

    voice_ = new QComboBox(this);
    voice_->addItem(tr("Default voice for the language"), QString());
    if (engine_ && canSpeak_)
        for (const QString& v : engine_->voices()) voice_->addItem(v, v);
    if (const int i = voice_->findData(s.voice); i >= 0) voice_->setCurrentIndex(i);

    rate_ = new QSlider(Qt::Horizontal, this);
    rate_->setRange(-10, 10);
    rate_->setValue(int(s.rate * 10));
    rate_->setPageStep(2);

    moves_ = new QComboBox(this);
    moves_->addItem(tr("Every move"), int(session::SpokenMoves::All));
    moves_->addItem(tr("The computer's and the friend's moves"), int(session::SpokenMoves::Others));
    moves_->setCurrentIndex(s.moves == session::SpokenMoves::Others ? 1 : 0);

    notation_ = new QComboBox(this);
    notation_->addItem(tr("Chinese (pinyin: ma3 er4 jin4 san1)"), int(SpokenNotation::Chinese));
    notation_->addItem(tr("English words (horse two forward three)"), int(SpokenNotation::English));
    notation_->addItem(tr("Coordinates (h0 to g2)"), int(SpokenNotation::Coordinates));
    notation_->setCurrentIndex(notation_->findData(int(s.notation)));

    warning_ = new QLabel(this);
    warning_->setWordWrap(true);
    warning_->setObjectName(QStringLiteral("speechWarning"));
    warning_->setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    warning_->setFocusPolicy(Qt::StrongFocus);  // a screen reader user reaches it with Tab

    auto* form = new QFormLayout;
    auto addRow = [form](const QString& label, QWidget* w) {
        auto* l = new QLabel(label);
        l->setBuddy(w);
        form->addRow(l, w);
        w->setAccessibleName(QString(label).remove(QLatin1Char('&')).remove(QLatin1Char(':')));
    };
    addRow(tr("&Voice:"), voice_);
    addRow(tr("&Rate:"), rate_);
    addRow(tr("&Moves spoken:"), moves_);
    addRow(tr("&Notation spoken:"), notation_);
    warning_->setAccessibleName(tr("Speech warning"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton* tryButton = buttons->addButton(tr("&Try"), QDialogButtonBox::ActionRole);
    tryButton->setEnabled(canSpeak_);
    connect(tryButton, &QPushButton::clicked, this, [this] { emit tryRequested(settings()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(enabled_);
    layout->addLayout(form);
    layout->addWidget(warning_);
    layout->addWidget(buttons);
    connect(notation_, &QComboBox::currentIndexChanged, this, &SpeechDialog::updateWarning);
    updateWarning();
}

session::SpeechSettings SpeechDialog::settings() const {
    session::SpeechSettings s;
    s.enabled = enabled_->isChecked();
    s.voice = voice_->currentData().toString();
    s.rate = rate_->value() / 10.0;
    s.moves = session::SpokenMoves(moves_->currentData().toInt());
    s.notation = SpokenNotation(notation_->currentData().toInt());
    return s;
}

QString SpeechDialog::warning() const { return warning_->text(); }

void SpeechDialog::updateWarning() {
    QString text;
    if (!canSpeak_)
        text =
            tr("This build of the program cannot speak (it was built without Qt TextToSpeech). What would be "
               "said is still written in the Spoken text area beside the board, for a screen reader.");
    else if (SpokenNotation(notation_->currentData().toInt()) == SpokenNotation::Chinese &&
             !(engine_ && engine_->hasMandarinVoice()))
        text =
            tr("No Mandarin voice is installed, so Chinese moves cannot be spoken correctly. Install one (on "
               "Debian: espeak-ng with speech-dispatcher) or choose English words.");
    warning_->setText(text);
    warning_->setVisible(!text.isEmpty());
}

}  // namespace xq::ui
