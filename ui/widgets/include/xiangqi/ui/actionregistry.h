// The window's actions by id (as Tiled's ActionManager keeps them): the window and its features register the actions
// they create, and whoever needs one — another feature, play by ear, a test — finds it by its id instead of asking the
// window for a member. An id is stable across languages and versions ("game.takeback"); it is also the action's
// object name.
#pragma once

#include <QAnyStringView>
#include <QHash>
#include <QPointer>
#include <QString>
#include <QStringList>

class QAction;

namespace xq::ui {

class ActionRegistry {
public:
    // Registers `action` under `id` and names it so. An id is registered once (a second registration is a programming
    // error: asserted, and the first action is kept).
    void add(QAction* action, QAnyStringView id);
    // The action of that id; nullptr if none was registered or it is gone.
    QAction* find(QAnyStringView id) const;
    // Every id registered, sorted.
    QStringList ids() const;

private:
    QHash<QString, QPointer<QAction>> actions_;
};

}  // namespace xq::ui
