// One feature of the main window (the network game, the database, analysis, speech, training …): an object the
// window owns that puts its actions into the window's menus and its panels beside the board, and says its words again
// when the window's language changes. It sees the window only through the FeatureHost it was given (featurehost.h).
// The one place that watches for the language change: a feature only implements retranslate().
#pragma once

#include <QObject>

#include <memory>

#include "xiangqi/ui/featurehost.h"

namespace xq::session {
class SettingsStore;
}

namespace xq::ui {

class Feature : public QObject {
    Q_OBJECT
public:
    // Owned by the host's window, whose language changes call retranslate(); keeps its preferences in `preferences`
    // (the window's store: the user's file, or memory for a window that leaves the user's files alone).
    // The store is shared: it outlives the window's own members while the window's children (the features among them)
    // are taken down, so that nothing a feature does then can reach a store already gone.
    Feature(FeatureHost& host, std::shared_ptr<session::SettingsStore> preferences);

    // The feature's texts in the window's current language (also called by the feature at the end of its set-up).
    virtual void retranslate() = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    session::SettingsStore& preferences() const { return *preferences_; }
    const std::shared_ptr<session::SettingsStore>& sharedPreferences() const { return preferences_; }

    FeatureHost* const host_;

private:
    std::shared_ptr<session::SettingsStore> preferences_;
};

}  // namespace xq::ui
