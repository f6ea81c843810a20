// The main window's features' common part (feature.h): the language-change watch.
#include "xiangqi/ui/feature.h"

#include <QEvent>
#include <QMainWindow>

namespace xq::ui {

Feature::Feature(FeatureHost& host, std::shared_ptr<session::SettingsStore> preferences)
    : QObject(host.mainWindow()), host_(&host), preferences_(std::move(preferences)) {
    host.mainWindow()->installEventFilter(this);
}

bool Feature::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parent() && event->type() == QEvent::LanguageChange) retranslate();
    return QObject::eventFilter(watched, event);
}

}  // namespace xq::ui
