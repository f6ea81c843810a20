// The main window's features' common part (feature.h): the language-change watch.
#include "xiangqi/ui/feature.h"

#include <QEvent>
#include <QWidget>

namespace xq::ui {

Feature::Feature(QWidget* window, std::shared_ptr<session::SettingsStore> preferences)
    : QObject(window), window_(window), preferences_(std::move(preferences)) {
    window_->installEventFilter(this);
}

bool Feature::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ && event->type() == QEvent::LanguageChange) retranslate();
    return QObject::eventFilter(watched, event);
}

}  // namespace xq::ui
