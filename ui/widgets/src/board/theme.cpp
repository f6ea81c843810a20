// Dark and light colours: the system's colour scheme decides (QStyleHints from Qt 6.5, the palette before).
#include "xiangqi/ui/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleHints>

namespace xq::ui {

namespace {

QPalette darkPalette() {
    const QColor window(0x2d, 0x2d, 0x30), base(0x1e, 0x1e, 0x20), text(0xe8, 0xe6, 0xe3), disabled(0x80, 0x80, 0x80);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x45, 0x45, 0x48));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3a, 0x3d));
    p.setColor(QPalette::Mid, QColor(0x25, 0x25, 0x27));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1a, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xff));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x50));
    return p;
}

// Applies the scheme the system asks for now. The platform's palette is what the application had at the start.
void apply(QApplication* app, const QPalette& platform, const QString& platformStyle) {
    if (systemPrefersDark() && !isDark(platform)) {
        // The platform style draws light only (e.g. Windows' own style before Qt 6.7): Fusion draws any palette.
        if (app->style()->name().compare(QStringLiteral("fusion"), Qt::CaseInsensitive) != 0)
            app->setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        app->setPalette(darkPalette());
    } else if (!systemPrefersDark() && isDark(app->palette()) && !isDark(platform)) {
        app->setStyle(QStyleFactory::create(platformStyle));
        app->setPalette(platform);
    }
}

}  // namespace

bool isDark(const QPalette& palette) { return palette.color(QPalette::Window).lightness() < 128; }

bool systemPrefersDark() {
    const QByteArray forced = qgetenv("XIANGQI_COLOR_SCHEME").toLower();
    if (forced == "dark") return true;
    if (forced == "light") return false;
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    const Qt::ColorScheme scheme = QGuiApplication::styleHints()->colorScheme();
    if (scheme != Qt::ColorScheme::Unknown) return scheme == Qt::ColorScheme::Dark;
#endif
    return isDark(QGuiApplication::palette());
}

void followSystemColorScheme(QApplication* app) {
    const QPalette platform = QApplication::palette();
    const QString platformStyle = app->style()->name();
    apply(app, platform, platformStyle);
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    QObject::connect(QGuiApplication::styleHints(), &QStyleHints::colorSchemeChanged, app,
                     [app, platform, platformStyle] { apply(app, platform, platformStyle); });
#endif
}

}  // namespace xq::ui
