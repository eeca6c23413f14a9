#pragma once

#include "report/reportcontent.h"

#include <QFont>
#include <QPalette>
#include <QRectF>

class QPainter;

namespace tpu::report {

// The report's drawing pieces, in logical units (1/96 inch on paper, pixels on a 1x image). Pure
// QPainter: they draw into a PDF, an image or a widget alike.

QFont reportFont(double pixelSize,
                 bool bold = false); // DejaVu Sans: file-backed, so PDF text is real text

// The slices as the 3D grid draws them (default orbit), with the node-pool labels; says why when
// the plan names no complete slice.
void drawTopology(QPainter &p, const QRectF &rect, const ReportContent &c, const QPalette &palette,
                  double fontPx);

// Cost per 30-day month by consumption option, one horizontal bar each; an unknown cost has no
// bar and says "unknown".
// withTitle false: the bars alone (presentation mode writes the title as a wrapping heading).
// fillHeight: the rows spread over the rect's height, up to 2.5 times their usual pitch, so a
// tall panel on a shared screen is filled by the bars rather than left empty below them.
void drawCostChart(QPainter &p, const QRectF &rect, const ReportContent &c, const QPalette &palette,
                   double fontPx, bool withTitle = true, bool fillHeight = false);
double costChartHeight(const ReportContent &c, double fontPx, bool withTitle = true);
QString costChartTitle(const ReportContent &c);
// The width the chart's labels and values take beside the bars at `fontPx`.
double costChartTextWidth(const ReportContent &c, double fontPx);

// Label/value rows; uncertain values in the palette's uncertain colour. Returns the height used.
double drawRows(QPainter &p, const QRectF &rect, const std::vector<ReportContent::Row> &rows,
                const QPalette &palette, double fontPx, double labelWidth);
double rowsHeight(const std::vector<ReportContent::Row> &rows, double fontPx);

// A table with a header row: the first column left-aligned, the others right-aligned; a row
// marked uncertain is drawn in the palette's uncertain colour. Returns the height used.
double drawTable(QPainter &p, const QRectF &rect, const QStringList &header,
                 const std::vector<QStringList> &rows, const std::vector<bool> &uncertain,
                 const QPalette &palette, double fontPx);
double tableHeight(size_t rows, double fontPx);

// Wrapped text; the height it takes at `width`.
double textHeight(const QString &text, const QFont &font, double width);
void drawText(QPainter &p, const QRectF &rect, const QString &text, const QFont &font,
              const QColor &colour);

QString severityLabel(catalog::Severity s); // "✖ Error", "⚠ Warning", "ℹ Note"

// A review request's fit as a mark whose shape alone tells it (greyscale, colour blindness), in
// `colour`: fits, a circle with a tick; fits partly, a half-filled circle; does not fit, a filled
// circle with a cross. `kind` as report::fitColor takes it (0, 1, 2).
void drawFitMark(QPainter &p, const QRectF &rect, int kind, const QColor &colour,
                 const QColor &background);

} // namespace tpu::report
