#include "report/themepalette.h"

#include <cmath>

namespace tpu::report {

namespace {

struct Colours
{
    QColor window, windowText, base, alternateBase, toolTipBase, toolTipText, placeholder, text,
        button, buttonText, brightText, light, midlight, mid, dark, shadow, highlight,
        highlightedText, link, linkVisited, disabledText;
};

// Light is Qt's Fusion palette, so the Light theme looks as it always did (but for the visited
// link, darker to be readable).
const Colours kLight{QColor(0xef, 0xef, 0xef),
                     Qt::black,
                     Qt::white,
                     QColor(0xf7, 0xf7, 0xf7),
                     QColor(0xff, 0xff, 0xdc),
                     Qt::black,
                     QColor(0x5f, 0x5f, 0x5f),
                     Qt::black,
                     QColor(0xef, 0xef, 0xef),
                     Qt::black,
                     Qt::white,
                     Qt::white,
                     QColor(0xca, 0xca, 0xca),
                     QColor(0xb8, 0xb8, 0xb8),
                     QColor(0x9f, 0x9f, 0x9f),
                     QColor(0x76, 0x76, 0x76),
                     QColor(0x30, 0x8c, 0xc6),
                     Qt::white,
                     QColor(0x00, 0x00, 0xff),
                     QColor(0x80, 0x00, 0x80), // Fusion's magenta is 2.9:1 on the window

                     QColor(0xbe, 0xbe, 0xbe)};

const Colours kDark{QColor(0x2b, 0x2d, 0x31), QColor(0xe8, 0xea, 0xed),
                    QColor(0x1e, 0x1f, 0x22), QColor(0x26, 0x28, 0x2c),
                    QColor(0x3a, 0x3d, 0x42), QColor(0xe8, 0xea, 0xed),
                    QColor(0x8a, 0x8d, 0x93), QColor(0xe8, 0xea, 0xed),
                    QColor(0x35, 0x38, 0x3d), QColor(0xe8, 0xea, 0xed),
                    QColor(0xff, 0x8a, 0x80), QColor(0x4a, 0x4d, 0x53),
                    QColor(0x40, 0x43, 0x48), QColor(0x24, 0x26, 0x29),
                    QColor(0x18, 0x19, 0x1b), Qt::black,
                    QColor(0x3d, 0x7e, 0xd6), Qt::white,
                    QColor(0x8a, 0xb4, 0xf8), QColor(0xc5, 0x8a, 0xf9),
                    QColor(0x8a, 0x8d, 0x93)};

// Black and white, yellow for what is selected, focused or a link; frames (Mid, Dark) are white
// so every edge shows.
const QColor kYellow(0xff, 0xff, 0x00);
const Colours kHighContrast{Qt::black,
                            Qt::white,
                            Qt::black,
                            QColor(0x1a, 0x1a, 0x1a),
                            Qt::black,
                            Qt::white,
                            QColor(0xd0, 0xd0, 0xd0),
                            Qt::white,
                            Qt::black,
                            Qt::white,
                            kYellow,
                            Qt::white,
                            Qt::white,
                            Qt::white,
                            Qt::white,
                            Qt::white,
                            kYellow,
                            Qt::black,
                            kYellow,
                            QColor(0xff, 0xd7, 0x00),
                            QColor(0xb0, 0xb0, 0xb0)};

QPalette make(const Colours &c)
{
    QPalette p;
    p.setColor(QPalette::Window, c.window);
    p.setColor(QPalette::WindowText, c.windowText);
    p.setColor(QPalette::Base, c.base);
    p.setColor(QPalette::AlternateBase, c.alternateBase);
    p.setColor(QPalette::ToolTipBase, c.toolTipBase);
    p.setColor(QPalette::ToolTipText, c.toolTipText);
    p.setColor(QPalette::PlaceholderText, c.placeholder);
    p.setColor(QPalette::Text, c.text);
    p.setColor(QPalette::Button, c.button);
    p.setColor(QPalette::ButtonText, c.buttonText);
    p.setColor(QPalette::BrightText, c.brightText);
    p.setColor(QPalette::Light, c.light);
    p.setColor(QPalette::Midlight, c.midlight);
    p.setColor(QPalette::Mid, c.mid);
    p.setColor(QPalette::Dark, c.dark);
    p.setColor(QPalette::Shadow, c.shadow);
    p.setColor(QPalette::Highlight, c.highlight);
    p.setColor(QPalette::HighlightedText, c.highlightedText);
    p.setColor(QPalette::Link, c.link);
    p.setColor(QPalette::LinkVisited, c.linkVisited);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, c.disabledText);
    return p;
}

double linear(double channel)
{
    return channel <= 0.03928 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

} // namespace

QPalette themePalette(PaletteTheme theme)
{
    switch (theme) {
    case PaletteTheme::Light:
        return make(kLight);
    case PaletteTheme::Dark:
        return make(kDark);
    case PaletteTheme::HighContrast:
        break;
    }
    return make(kHighContrast);
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

bool isHighContrast(const QPalette &palette)
{
    return palette.color(QPalette::Base) == QColor(Qt::black) &&
           palette.color(QPalette::Highlight) == kYellow;
}

QColor severityColor(catalog::Severity severity, const QPalette &palette)
{
    const bool hc = isHighContrast(palette);
    const bool dark = isDark(palette);
    switch (severity) {
    case catalog::Severity::Error:
        return hc     ? QColor(0xff, 0xa8, 0xa8)
               : dark ? QColor(0xff, 0x8a, 0x80)
                      : QColor(0xb0, 0x00, 0x20);
    case catalog::Severity::Warning:
        return hc ? kYellow : dark ? QColor(0xff, 0xcc, 0x66) : QColor(0x8a, 0x55, 0x00);
    case catalog::Severity::Info:
        break;
    }
    return palette.color(QPalette::Text);
}

QColor uncertainColor(const QPalette &palette)
{
    if (isHighContrast(palette))
        return kYellow;
    return isDark(palette) ? QColor(0xff, 0xcc, 0x66) : QColor(0x8a, 0x55, 0x00);
}

QColor seriesColor(const QPalette &palette, int index)
{
    static const QColor light[] = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00),
                                   QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00),
                                   QColor(0x00, 0x9e, 0x73), QColor(0xcc, 0x79, 0xa7)};
    static const QColor dark[] = {QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00),
                                  QColor(0xf0, 0xe4, 0x42), QColor(0xcc, 0x79, 0xa7),
                                  QColor(0x00, 0x9e, 0x73), QColor(0xe6, 0x9f, 0x00)};
    const int i = ((index % 6) + 6) % 6;
    return isDark(palette) ? dark[i] : light[i];
}

QColor fitColor(int kind, const QPalette &palette)
{
    if (kind == 0) // fits: green, readable as text on the base
        return isHighContrast(palette) ? QColor(0x9c, 0xff, 0x9c)
               : isDark(palette)       ? QColor(0x81, 0xc9, 0x95)
                                       : QColor(0x13, 0x73, 0x33);
    if (kind == 1 && isHighContrast(palette)) // not the links' and selection's yellow
        return QColor(0xff, 0xb0, 0x40);
    return severityColor(kind == 1 ? catalog::Severity::Warning : catalog::Severity::Error,
                         palette);
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace tpu::report
