// The move tree widget with the game controller: a record with variations and comments shows as nested rows;
// clicking, promoting, deleting and editing a comment change the game; the edited game round-trips through PGN.
#include <QInputDialog>
#include <QMenu>
#include <QTemporaryDir>
#include <QtTest>

#include "xiangqi/ecco.h"
#include "xiangqi/pgn.h"
#include "xiangqi/session/gamecontroller.h"
#include "xiangqi/ui/mainwindow.h"
#include "xiangqi/ui/windowparts.h"
#include "xiangqi/ui/movelist.h"
#include "xiangqi/ui/movetree.h"
#include "xiangqi/ui/studyactions.h"
#include "xiangqi/session/wording.h"

using namespace xq;
using namespace xq::session;
using namespace xq::ui;

namespace {

const char* const Study =
    "[Event \"study\"]\n\n{Before the first move} 1. h2e2 {central cannon} h9g7 (1... b9c7 {the other horse} 2. h0g2 "
    "(2. b0c2)) 2. h0g2 i9h9 *\n";

GameRecord readStudy() {
    std::vector<GameRecord> games;
    RecordError e;
    if (!readPgn(Study, &games, &e) || games.size() != 1) qFatal("study PGN: %s", describeError(e).c_str());
    return games.front();
}

NodeId nodeOf(const GameRecord& r, std::initializer_list<const char*> path) {
    NodeId at = RootNode;
    for (const char* m : path) {
        at = r.findChild(at, parseUciMove(m));
        if (at == NoNode) return NoNode;
    }
    return at;
}

int kindOf(QTreeWidgetItem* item) { return item->data(0, MoveTreeWidget::KindRole).toInt(); }

// A controller on a two-player game (the computer never moves) showing the study.
struct Fixture {
    GameController controller;
    MoveTreeWidget tree;
    Fixture() {
        GameSetup hotseat;
        hotseat.red = hotseat.black = PlayerKind::Human;
        controller.newGame(hotseat);
        QObject::connect(&controller, &GameController::recordChanged, &tree,
                         [this] { tree.setRecord(controller.record(), controller.game().cursor(), Notation::Iccs); });
        QObject::connect(&controller, &GameController::positionChanged, &tree,
                         [this] { tree.setCurrentNode(controller.game().cursor()); });
        QObject::connect(&tree, &MoveTreeWidget::nodeSelected, &controller, &GameController::goToNode);
        QObject::connect(&tree, &MoveTreeWidget::promoteRequested, &controller, &GameController::promoteVariation);
        QObject::connect(&tree, &MoveTreeWidget::deleteRequested, &controller, &GameController::deleteVariation);
        QObject::connect(&tree, &MoveTreeWidget::commentEdited, &controller, &GameController::setComment);
        controller.loadRecord(readStudy());
        tree.resize(300, 500);
        tree.show();
    }
    void trigger(NodeId id, const char* action) {
        std::unique_ptr<QMenu> menu(tree.createContextMenu(id, nullptr));
        auto* a = menu->findChild<QAction*>(action);
        QVERIFY(a);
        QVERIFY(a->isEnabled());
        a->trigger();
    }
};

}  // namespace

class TestMoveTree : public QObject {
    Q_OBJECT
private slots:
    void showsVariationsAndComments() {
        Fixture f;
        const GameRecord& r = f.controller.record();
        // Top level: the root comment, then the main line with the comment under its move.
        QCOMPARE(f.tree.topLevelItemCount(), 6);
        QCOMPARE(kindOf(f.tree.topLevelItem(0)), int(MoveTreeWidget::CommentRow));
        QCOMPARE(f.tree.topLevelItem(0)->text(0), QStringLiteral("Before the first move"));
        QCOMPARE(f.tree.topLevelItem(1)->text(0), QStringLiteral("1. h2e2"));
        QCOMPARE(f.tree.topLevelItem(2)->text(0), QStringLiteral("central cannon"));
        QCOMPARE(f.tree.topLevelItem(3)->text(0), QStringLiteral("1… h9g7"));
        QCOMPARE(f.tree.topLevelItem(5)->text(0), QStringLiteral("2… i9h9"));
        // The variation hangs under the move it replaces, with its own moves, comment and sub-variation.
        QTreeWidgetItem* h9g7 = f.tree.topLevelItem(3);
        QCOMPARE(h9g7->childCount(), 1);
        QTreeWidgetItem* variation = h9g7->child(0);
        QCOMPARE(kindOf(variation), int(MoveTreeWidget::VariationRow));
        QVERIFY(variation->text(0).contains(QStringLiteral("1… b9c7")));
        QCOMPARE(variation->childCount(), 3);  // b9c7, its comment, h0g2
        QCOMPARE(variation->child(1)->text(0), QStringLiteral("the other horse"));
        QTreeWidgetItem* h0g2 = variation->child(2);
        QCOMPARE(MoveTreeWidget::nodeOf(h0g2), nodeOf(r, {"h2e2", "b9c7", "h0g2"}));
        QCOMPARE(h0g2->childCount(), 1);
        QVERIFY(h0g2->child(0)->text(0).contains(QStringLiteral("b0c2")));
        // The end of the main line is the current node, in bold.
        QCOMPARE(f.tree.currentNode(), nodeOf(r, {"h2e2", "h9g7", "h0g2", "i9h9"}));
        QVERIFY(f.tree.currentItem()->font(0).bold());
    }

    void clickingAMoveGoesThere() {
        Fixture f;
        const NodeId target = nodeOf(f.controller.record(), {"h2e2", "b9c7", "b0c2"});
        QTreeWidgetItem* item = f.tree.itemOf(target);
        QVERIFY(item);
        QVERIFY(QTest::qWaitForWindowExposed(&f.tree));
        f.tree.scrollToItem(item);
        QTest::mouseClick(f.tree.viewport(), Qt::LeftButton, {}, f.tree.visualItemRect(item).center());
        QCOMPARE(f.controller.game().cursor(), target);
        QCOMPARE(f.tree.currentNode(), target);
        QVERIFY(f.tree.itemOf(target)->font(0).bold());
        QCOMPARE(f.controller.cursor(), 3);
    }

    void promoteDeleteAndComment() {
        Fixture f;
        const NodeId b9c7 = nodeOf(f.controller.record(), {"h2e2", "b9c7"});
        const NodeId b0c2 = nodeOf(f.controller.record(), {"h2e2", "b9c7", "b0c2"});
        QVERIFY(f.tree.inVariation(b0c2));
        QVERIFY(!f.tree.inVariation(nodeOf(f.controller.record(), {"h2e2", "h9g7"})));

        // Promote from a move inside the variation (its second move): the whole variation becomes the main line.
        f.trigger(nodeOf(f.controller.record(), {"h2e2", "b9c7", "h0g2"}), "promoteAction");
        QCOMPARE(f.controller.record().node(nodeOf(f.controller.record(), {"h2e2"})).children.front(), b9c7);
        QCOMPARE(f.tree.topLevelItem(3)->text(0), QStringLiteral("1… b9c7"));
        // b0c2 was a variation inside it and still is; promote it too (the innermost variation holding it).
        QVERIFY(f.tree.inVariation(b0c2));
        f.trigger(b0c2, "promoteAction");
        QVERIFY(!f.tree.inVariation(b0c2));
        QCOMPARE(iccsMain(f.controller.record()), QStringLiteral("h2e2 b9c7 b0c2"));

        // Delete the old main line (now a variation).
        const NodeId h9g7 = nodeOf(f.controller.record(), {"h2e2", "h9g7"});
        QVERIFY(f.tree.itemOf(h9g7));
        f.trigger(nodeOf(f.controller.record(), {"h2e2", "h9g7", "h0g2"}), "deleteAction");
        QVERIFY(!f.controller.record().isValid(h9g7));
        QVERIFY(!f.tree.itemOf(h9g7));

        // Edit a comment through the dialog.
        const NodeId h2e2 = nodeOf(f.controller.record(), {"h2e2"});
        f.trigger(h2e2, "commentAction");
        auto* dialog = f.tree.findChild<QInputDialog*>(QStringLiteral("commentDialog"));
        QVERIFY(dialog);
        QCOMPARE(dialog->textValue(), QStringLiteral("central cannon"));
        dialog->setTextValue(QStringLiteral("中炮 — the most common opening"));
        dialog->accept();
        QCOMPARE(QString::fromStdString(f.controller.record().node(h2e2).comment),
                 QStringLiteral("中炮 — the most common opening"));
        QCOMPARE(f.tree.topLevelItem(2)->text(0), QStringLiteral("中炮 — the most common opening"));

        // The edited game goes through PGN and comes back the same.
        const GameRecord& edited = f.controller.record();
        for (Notation n : {Notation::Iccs, Notation::Chinese, Notation::Wxf}) {
            const std::string text = writePgn(edited, n);
            std::vector<GameRecord> back;
            RecordError e;
            QVERIFY2(readPgn(text, &back, &e), describeError(e).c_str());
            QCOMPARE(int(back.size()), 1);
            QVERIFY2(back.front() == edited, text.c_str());
        }
        QVERIFY(edited.hasVariations());
    }

    void anotherMoveAtAnEarlierPointBecomesAVariation() {
        Fixture f;
        const NodeId h2e2 = nodeOf(f.controller.record(), {"h2e2"});
        const NodeId h9g7 = nodeOf(f.controller.record(), {"h2e2", "h9g7"});
        f.controller.goToNode(h2e2);
        QVERIFY(f.controller.requestMove(parseUciMove("c6c5")));
        const NodeId c6c5 = nodeOf(f.controller.record(), {"h2e2", "c6c5"});
        QVERIFY(c6c5 != NoNode);
        QVERIFY(f.tree.itemOf(c6c5));
        QVERIFY(f.tree.itemOf(h9g7));  // the old line is still there
        QCOMPARE(f.tree.currentNode(), c6c5);
        QCOMPARE(f.controller.record().node(h2e2).children.size(), std::size_t(3));
    }

    void mainWindowOffersTheTreeAndSavesVariations() {
        MainWindow w(false);
        w.resize(980, 760);
        w.show();
        QVERIFY(!parts::study(w)->isMoveTreeShown());
        parts::study(w)->setMoveTreeShown(true);
        QVERIFY(parts::study(w)->moveTree()->isVisible());
        QVERIFY(!parts::moveList(w)->isVisible());
        QString error;
        QVERIFY2(w.loadPgnText(QString::fromUtf8(Study), &error), qPrintable(error));
        QCOMPARE(parts::study(w)->moveTree()->topLevelItemCount(), 6);
        const NodeId b9c7 = nodeOf(parts::controller(w)->record(), {"h2e2", "b9c7"});
        emit parts::study(w)->moveTree()->nodeSelected(b9c7);
        QCOMPARE(parts::controller(w)->game().cursor(), b9c7);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("study.pgn"));
        QVERIFY(parts::document(w)->writeCopy(path, Notation::Chinese));
        MainWindow other(false);
        QVERIFY(parts::document(other)->open(path, 0));
        // The same record, plus the opening tags (ECCO, Opening, Variation) that saving adds as XQWizard does.
        GameRecord expected = parts::controller(w)->record();
        QVERIFY(addOpeningTags(expected));
        QVERIFY(parts::controller(other)->record() == expected);
        parts::study(w)->setMoveTreeShown(false);
        QVERIFY(parts::moveList(w)->isVisible());
    }

    // Defect: a click on a move in the move tree marked the game as changed ("not saved" on the next Open).
    void clickingAMoveChangesNothing() {
        MainWindow w(false);
        w.resize(980, 760);
        w.show();
        parts::study(w)->setMoveTreeShown(true);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("study.pgn"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(Study);
        }
        DocumentError error;
        QVERIFY2(parts::document(w)->open(path, 0, &error), qPrintable(documentErrorText(error)));
        QVERIFY(!parts::document(w)->isDirty());
        const NodeId b9c7 = nodeOf(parts::controller(w)->record(), {"h2e2", "b9c7"});
        QTreeWidgetItem* item = parts::study(w)->moveTree()->itemOf(b9c7);
        QVERIFY(item);
        parts::study(w)->moveTree()->scrollToItem(item);
        QTest::mouseClick(parts::study(w)->moveTree()->viewport(), Qt::LeftButton, {},
                          parts::study(w)->moveTree()->visualItemRect(item).center());
        QCOMPARE(parts::controller(w)->game().cursor(), b9c7);
        QVERIFY(!parts::document(w)->isDirty());
        parts::controller(w)->goFirst();
        QVERIFY(!parts::document(w)->isDirty());
    }

private:
    static QString iccsMain(const GameRecord& r) {
        QStringList out;
        for (Move m : r.mainLineMoves()) out << QString::fromStdString(moveToUci(m));
        return out.join(' ');
    }
};

QTEST_MAIN(TestMoveTree)
#include "test_movetree.moc"
