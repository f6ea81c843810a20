// The window's actions by id (actionregistry.h).
#include "xiangqi/ui/actionregistry.h"

#include <QAction>
#include <algorithm>

namespace xq::ui {

void ActionRegistry::add(QAction* action, QAnyStringView id) {
    const QString key = id.toString();
    Q_ASSERT(action && !key.isEmpty());
    Q_ASSERT_X(!actions_.contains(key), "ActionRegistry::add", "an id is registered once");
    if (!action || key.isEmpty() || actions_.contains(key)) return;
    action->setObjectName(key);
    actions_.insert(key, action);
}

QAction* ActionRegistry::find(QAnyStringView id) const { return actions_.value(id.toString()).data(); }

QStringList ActionRegistry::ids() const {
    QStringList out = actions_.keys();
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace xq::ui
