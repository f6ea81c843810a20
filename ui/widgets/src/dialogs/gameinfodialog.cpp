// Edit → Game Information (gameinfodialog.h).
#include "xiangqi/ui/gameinfodialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

#include "xiangqi/ecco.h"
#include "xiangqi/session/wording.h"

namespace xq::ui {

GameInfoDialog::GameInfoDialog(const GameRecord& record, RuleSet rules, bool resultEditable, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Game Information"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    layout->addLayout(form);
    auto add = [&](const char* tag, const QString& label, const QString& placeholder = {}) {
        auto* edit = new QLineEdit(QString::fromStdString(record.tag(tag)), this);
        edit->setObjectName(QStringLiteral("tag-") + QString::fromLatin1(tag));
        edit->setPlaceholderText(placeholder);
        edit->setClearButtonEnabled(true);
        fields_.append({QString::fromLatin1(tag), edit});
        form->addRow(label, edit);
        return edit;
    };
    add("Red", tr("&Red:"));
    add("Black", tr("&Black:"));
    add("Event", tr("&Event:"));
    add("Site", tr("&Site:"));
    add("Date", tr("&Date:"), tr("YYYY.MM.DD"));
    add("Round", tr("R&ound:"));

    result_ = new QComboBox(this);
    result_->setObjectName(QStringLiteral("result"));
    result_->addItem(tr("Unfinished"), int(GameResult::Ongoing));
    result_->addItem(tr("Red won"), int(GameResult::RedWins));
    result_->addItem(tr("Draw"), int(GameResult::Draw));
    result_->addItem(tr("Black won"), int(GameResult::BlackWins));
    const std::string& r = record.result();
    const GameResult current = r == "1-0"       ? GameResult::RedWins
                               : r == "0-1"     ? GameResult::BlackWins
                               : r == "1/2-1/2" ? GameResult::Draw
                                                : GameResult::Ongoing;
    result_->setCurrentIndex(result_->findData(int(current)));
    result_->setEnabled(resultEditable);
    if (!resultEditable)
        result_->setToolTip(tr("The result follows the game: the board, a resignation, an agreed draw or the clock "
                               "decides it."));
    form->addRow(tr("Res&ult:"), result_);

    // The opening: as the record names it, else as the program classifies its moves (shown as a suggestion).
    const Opening classified = classifyOpening(record);
    auto* opening = new QHBoxLayout;
    auto* code = new QLineEdit(QString::fromStdString(record.tag("ECCO")), this);
    code->setObjectName(QStringLiteral("tag-ECCO"));
    code->setPlaceholderText(QString::fromStdString(classified.code));
    code->setMaximumWidth(code->fontMetrics().horizontalAdvance(QStringLiteral("M000")) + 24);
    fields_.append({QStringLiteral("ECCO"), code});
    auto* name = new QLineEdit(QString::fromStdString(record.tag("Opening")), this);
    name->setObjectName(QStringLiteral("tag-Opening"));
    name->setPlaceholderText(QString::fromStdString(classified.opening));
    name->setClearButtonEnabled(true);
    fields_.append({QStringLiteral("Opening"), name});
    opening->addWidget(code);
    opening->addWidget(name, 1);
    auto* openingLabel = new QLabel(tr("O&pening:"), this);
    openingLabel->setBuddy(code);
    form->addRow(openingLabel, opening);

    rules_ = new QComboBox(this);
    rules_->setObjectName(QStringLiteral("rules"));
    for (RuleSet set : {RuleSet::Asian, RuleSet::Chinese, RuleSet::Simple})
        rules_->addItem(session::ruleSetText(set), int(set));
    rules_->setCurrentIndex(rules_->findData(int(rules)));
    form->addRow(tr("Ru&les:"), rules_);
    add("TimeControl", tr("&Time control:"), tr("e.g. 10+5"));

    comment_ = new QPlainTextEdit(this);
    comment_->setObjectName(QStringLiteral("comment"));
    comment_->setPlainText(QString::fromStdString(record.node(RootNode).comment));
    comment_->setTabChangesFocus(true);
    comment_->setMinimumHeight(comment_->fontMetrics().lineSpacing() * 4);
    form->addRow(tr("&Comment:"), comment_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
}

QList<QPair<QString, QString>> GameInfoDialog::tags() const {
    QList<QPair<QString, QString>> out;
    for (const auto& [tag, edit] : fields_) out.append({tag, edit->text().trimmed()});
    return out;
}

GameResult GameInfoDialog::result() const { return GameResult(result_->currentData().toInt()); }

RuleSet GameInfoDialog::rules() const { return RuleSet(rules_->currentData().toInt()); }

QString GameInfoDialog::comment() const { return comment_->toPlainText().trimmed(); }

QLineEdit* GameInfoDialog::field(const QString& tag) const {
    for (const auto& [name, edit] : fields_)
        if (name == tag) return edit;
    return nullptr;
}

}  // namespace xq::ui
