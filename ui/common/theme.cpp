#include "theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
#include <QTextDocument>

namespace tpu::ui {

QString themeId(Theme theme)
{
    switch (theme) {
    case Theme::System:
        return QStringLiteral("system");
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        break;
    }
    return QStringLiteral("dark");
}

std::optional<Theme> themeFromId(const QString &id)
{
    for (Theme t : {Theme::System, Theme::Light, Theme::Dark})
        if (themeId(t) == id)
            return t;
    return std::nullopt;
}

namespace {

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31), base(0x1e, 0x1f, 0x22), text(0xe8, 0xea, 0xed);
    const QColor disabled(0x8a, 0x8d, 0x93), highlight(0x3d, 0x7e, 0xd6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2c));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x38, 0x3d));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x8a, 0x80));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x53));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x43, 0x48));
    p.setColor(QPalette::Mid, QColor(0x24, 0x26, 0x29));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::LinkVisited, QColor(0xc5, 0x8a, 0xf9));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

} // namespace

void applyTheme(Theme theme)
{
    // The desktop's style and palette, kept from before the first change so "System" restores them.
    static const QString systemStyle = QApplication::style()->name();
    static const QPalette systemPalette = QApplication::palette();
    switch (theme) {
    case Theme::System:
        QApplication::setStyle(QStyleFactory::create(systemStyle));
        QApplication::setPalette(systemPalette);
        break;
    case Theme::Light: {
        QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion"));
        QApplication::setStyle(fusion);
        QApplication::setPalette(fusion->standardPalette());
        break;
    }
    case Theme::Dark:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        break;
    }
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor severityColor(catalog::Severity severity, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (severity) {
    case catalog::Severity::Error:
        return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20);
    case catalog::Severity::Warning:
        return dark ? QColor(0xff, 0xcc, 0x66) : QColor(0x8a, 0x55, 0x00);
    case catalog::Severity::Info:
        break;
    }
    return palette.color(QPalette::Text);
}

QString severitySymbol(catalog::Severity severity)
{
    switch (severity) {
    case catalog::Severity::Error:
        return QStringLiteral("✖");
    case catalog::Severity::Warning:
        return QStringLiteral("⚠");
    case catalog::Severity::Info:
        break;
    }
    return QStringLiteral("ℹ");
}

QString severityName(catalog::Severity severity)
{
    switch (severity) {
    case catalog::Severity::Error:
        return QObject::tr("Error");
    case catalog::Severity::Warning:
        return QObject::tr("Warning");
    case catalog::Severity::Info:
        break;
    }
    return QObject::tr("Note");
}

QString plainToolTip(const QString &text)
{
    return text.isEmpty() ? QString() : Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QColor uncertainColor(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xff, 0xcc, 0x66) : QColor(0x8a, 0x55, 0x00);
}

} // namespace tpu::ui
