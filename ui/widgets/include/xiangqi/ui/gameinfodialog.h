// Edit → Game Information: the record's players, event, site, date, round, result, opening, rules, time control and
// the comment before the first move, to read and to edit. Saved with the record (the window applies the changes
// through the game controller, so the document counts as changed).
#pragma once

#include <QDialog>
#include <QList>
#include <QPair>

#include "xiangqi/record.h"
#include "xiangqi/rules.h"

class QComboBox;
class QLineEdit;
class QPlainTextEdit;

namespace xq::ui {

class GameInfoDialog : public QDialog {
    Q_OBJECT
public:
    // resultEditable: whether the result may be set here (a game between people that the board does not decide).
    GameInfoDialog(const GameRecord& record, RuleSet rules, bool resultEditable, QWidget* parent = nullptr);

    // The PGN tags the dialog edits, with their values now (an empty value: no such tag).
    QList<QPair<QString, QString>> tags() const;
    GameResult result() const;
    RuleSet rules() const;
    QString comment() const;  // the comment before the first move

    // The edit for a tag ("Red", "Event", "ECCO", "TimeControl", …), for tests.
    QLineEdit* field(const QString& tag) const;
    QComboBox* resultBox() const { return result_; }
    QComboBox* rulesBox() const { return rules_; }
    QPlainTextEdit* commentEdit() const { return comment_; }

private:
    QList<QPair<QString, QLineEdit*>> fields_;
    QComboBox* result_;
    QComboBox* rules_;
    QPlainTextEdit* comment_;
};

}  // namespace xq::ui
