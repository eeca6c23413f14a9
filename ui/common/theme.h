#pragma once

#include "catalog/basictypes.h"

#include <QColor>
#include <optional>

class QPalette;

namespace tpu::ui {

// The application's palette: the desktop's own, or a fixed one (Fusion style) for screen-sharing
// where the desktop theme is not what the audience needs. The fixed palettes are defined once, in
// report::themePalette(), which the report draws with too.
enum class Theme
{
    System,
    Light,
    Dark,
    HighContrast // black, white, yellow; thick focus and selection outlines
};
QString themeId(Theme theme); // "system", "light", "dark", "high-contrast"
std::optional<Theme> themeFromId(const QString &id);
void applyTheme(Theme theme); // needs a QApplication

// Type scale for the whole application (tables, charts, 3D labels): 100 to 250 %, in steps of 25.
constexpr int kMinTypeScale = 100, kMaxTypeScale = 250, kTypeScaleStep = 25;
void applyTypeScale(int percent); // needs a QApplication; clamps to the range
int typeScale();

bool isDark(const QPalette &palette);
// Text colours for findings that stay readable on the palette's base and window colours.
QColor severityColor(catalog::Severity severity, const QPalette &palette);
// A chart series' colour: colour-blind-safe and distinct in every theme (report::seriesColor).
QColor seriesColor(const QPalette &palette, int index);
QString severitySymbol(catalog::Severity severity); // ✖ ⚠ ℹ
QString severityName(catalog::Severity severity);   // "Error", "Warning", "Note"
// Plain text as a tooltip that Qt never reads as rich text (finding messages quote user input).
QString plainToolTip(const QString &text);
// The colour and the mark for values the catalog marks uncertain.
QColor uncertainColor(const QPalette &palette);

} // namespace tpu::ui
