#pragma once

#include "model/snapshot.h"
#include "report/themepalette.h"

#include <QImage>
#include <QLocale>
#include <QPageSize>

class QPainter;

namespace tpu::report {

struct ReportOptions
{
    bool mask = false; // names replaced by placeholders (model::Masking); the plan is not changed
    PaletteTheme theme = PaletteTheme::Light;
    double scale = 1;     // PNG only: 2 gives 3840x2160 for high-DPI slides
    QString planFileName; // shown in the footer (masked when mask is on); may be empty
    QPageSize::PageSizeId pageSize = QPageSize::A4;
};

// The theme of a report the window exports, given the screen's: pages to print (.pdf) are Light,
// or High contrast when the screen is (the reader asked for it); the overview for a slide (.png)
// follows the screen.
PaletteTheme reportThemeFor(const QString &fileName, PaletteTheme screen);

// Letter where the locale measures in US units (US, Liberia, Myanmar), else A4.
QPageSize::PageSizeId pageSizeFor(const QLocale &locale);

// The report of one plan: a multi-page PDF (real text, vector drawing) or a 1920x1080 PNG
// overview (times `scale`), chosen by the file's suffix (.pdf / .png). Written atomically: the old
// file survives a failed write. Returns an empty string on success, else what went wrong.
// Needs a QGuiApplication (fonts); the command line makes an offscreen one.
QString writeReport(const model::Snapshot &snapshot, const ReportOptions &options,
                    const QString &fileName);

QImage renderOverview(const model::Snapshot &snapshot, const ReportOptions &options);
// The overview in logical 1920x1080 units onto any painter (renderOverview's image, a widget).
void paintOverview(QPainter &painter, const model::Snapshot &snapshot,
                   const ReportOptions &options);
QString writePdf(const model::Snapshot &snapshot, const ReportOptions &options,
                 const QString &fileName);

} // namespace tpu::report
