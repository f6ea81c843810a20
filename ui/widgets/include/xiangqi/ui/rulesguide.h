// The built-in rules guide (F1): how every piece moves, with a diagram each, the general-facing rule, stalemate,
// perpetual check and chase with the referee's own worked examples (docs/RULES.md), and the draws.
#pragma once

#include <QDialog>
#include <QString>

#include <vector>

#include "xiangqi/notation.h"
#include "xiangqi/ui/boardview.h"

class QTextBrowser;

namespace xq::ui {

class RulesGuide : public QDialog {
    Q_OBJECT
public:
    explicit RulesGuide(QWidget* parent = nullptr);

    // Moves in the examples and the diagrams' edge labels follow the notation.
    void setNotation(Notation n);
    void setLook(session::PieceSet pieces, session::BoardTheme board);
    // Rebuilds the page if the language changed since it was built (LanguageChange arrives as a posted event).
    void refresh();
    // The page as HTML (for tests: every piece has a section with the id "piece-K" … "piece-P").
    QString html() const { return html_; }
    QTextBrowser* browser() const { return browser_; }

    // A worked example from docs/RULES.md: its heading there, the position and the ICCS moves.
    struct Example {
        const char* rulesHeading;
        const char* fen;
        const char* moves;
    };
    static const std::vector<Example>& examples();

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    // Renders a small board into the document as an image resource and returns its <img> tag.
    QString diagram(const QString& name, const char* fen, const std::vector<Square>& marks, Move lastMove = Move());
    QString exampleMoves(const Example& e) const;

    QTextBrowser* browser_;
    QString html_;
    QString builtTitle_;  // the translated title the page was built with
    Notation notation_ = Notation::Chinese;
    session::PieceSet pieces_ = session::PieceSet::Traditional;
    session::BoardTheme board_ = session::BoardTheme::Wood;
};

}  // namespace xq::ui
