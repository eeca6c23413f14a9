#pragma once

#include "catalog/catalog.h"

#include <QColor>
#include <QPalette>

namespace tpu::report {

// The one definition of the app's fixed palettes: the GUI's Light, Dark and High contrast themes
// and the report's light and dark pages are all drawn from it (Qt Gui only, no widgets).
enum class PaletteTheme
{
    Light,
    Dark,
    HighContrast // black, white and yellow; text at least 7:1 (WCAG AAA)
};

QPalette themePalette(PaletteTheme theme);

bool isDark(const QPalette &palette);
bool isHighContrast(
    const QPalette &palette); // the High contrast palette (black base, yellow highlight)
// Text colours for findings and uncertain values that stay readable on the palette's base and
// window colours.
QColor severityColor(catalog::Severity severity, const QPalette &palette);
QColor uncertainColor(const QPalette &palette);

// The colour of a chart's series `index` (bar sets, lines) on the palette's base: the Okabe-Ito
// colour-blind-safe set, ordered so that the first three stay apart under protanopia,
// deuteranopia and tritanopia (and in lightness); lighter ones on the dark and high-contrast
// bases. Charts and slides draw their series in this order and list their legend in it.
QColor seriesColor(const QPalette &palette, int index);
// A request's fit as colour, icon and word, so that it survives greyscale and colour blindness:
// "✔ fits", "◐ fits partly", "✖ does not fit". `kind` is review::FitKind as an int (0 fits, 1
// partly, 2 does not fit).
QColor fitColor(int kind, const QPalette &palette);

// WCAG 2 contrast ratio of two opaque colours, 1 to 21.
double contrastRatio(const QColor &a, const QColor &b);

} // namespace tpu::report
