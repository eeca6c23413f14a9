#include "report/reportdrawing.h"

#include "grid/gridpainter.h"
#include "report/themepalette.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace tpu::report {

namespace {

struct DrawingText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::report::Report)
};

} // namespace

QFont reportFont(double pixelSize, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    // No ligatures: "fi" must stay two letters for pdftotext, search and copy-paste.
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setPixelSize(std::max(1, int(std::lround(pixelSize))));
    f.setBold(bold);
    return f;
}

QString severityLabel(catalog::Severity s)
{
    switch (s) {
    case catalog::Severity::Error:
        return DrawingText::tr("✖ Error");
    case catalog::Severity::Warning:
        return DrawingText::tr("⚠ Warning");
    case catalog::Severity::Info:
        break;
    }
    return DrawingText::tr("ℹ Note");
}

void drawFitMark(QPainter &p, const QRectF &rect, int kind, const QColor &colour,
                 const QColor &background)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double d = std::min(rect.width(), rect.height());
    const QRectF c(rect.center().x() - d / 2 + d * 0.06, rect.center().y() - d / 2 + d * 0.06,
                   d * 0.88, d * 0.88);
    const double w = std::max(1.0, d * 0.1);
    p.setPen(QPen(colour, w));
    p.setBrush(kind == 2 ? QBrush(colour) : QBrush(Qt::NoBrush));
    p.drawEllipse(c);
    if (kind == 0) { // a tick
        QPainterPath tick;
        tick.moveTo(c.left() + c.width() * 0.25, c.top() + c.height() * 0.52);
        tick.lineTo(c.left() + c.width() * 0.44, c.top() + c.height() * 0.70);
        tick.lineTo(c.left() + c.width() * 0.76, c.top() + c.height() * 0.32);
        p.setPen(QPen(colour, w * 1.4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(tick);
    } else if (kind == 1) { // the left half filled
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawPie(c, 90 * 16, 180 * 16);
    } else { // a cross in the background's colour
        const double in = c.width() * 0.3;
        p.setPen(QPen(background, w * 1.4, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(c.left() + in, c.top() + in), QPointF(c.right() - in, c.bottom() - in));
        p.drawLine(QPointF(c.right() - in, c.top() + in), QPointF(c.left() + in, c.bottom() - in));
    }
    p.restore();
}

double textHeight(const QString &text, const QFont &font, double width)
{
    if (text.isEmpty())
        return 0;
    const QFontMetricsF fm(font);
    // A little slack: the PDF engine may break a line a word earlier than the metrics say.
    return fm.boundingRect(QRectF(0, 0, width - 4, 1e7), Qt::TextWordWrap | Qt::AlignLeft, text)
               .height() +
           fm.height() * 0.25;
}

void drawText(QPainter &p, const QRectF &rect, const QString &text, const QFont &font,
              const QColor &colour)
{
    p.setFont(font);
    p.setPen(colour);
    p.drawText(rect.adjusted(0, 0, -4, 0), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
}

void drawTopology(QPainter &p, const QRectF &rect, const ReportContent &c, const QPalette &palette,
                  double fontPx)
{
    p.save();
    p.setPen(QPen(palette.color(QPalette::Mid), 1));
    p.setBrush(palette.color(QPalette::Base));
    p.drawRect(rect);
    QString why;
    const auto geometry =
        c.complete ? grid::SliceGeometry::build(c.shape, c.chipsPerVm, c.drawnSlices, &why)
                   : std::nullopt;
    if (!geometry) {
        drawText(p, rect.adjusted(fontPx, fontPx, -fontPx, -fontPx),
                 c.complete
                     ? DrawingText::tr("The topology cannot be drawn: %1").arg(why)
                     : DrawingText::tr(
                           "No topology to draw: the plan does not describe a complete slice yet."),
                 reportFont(fontPx), palette.color(QPalette::Text));
        p.restore();
        return;
    }
    p.translate(rect.topLeft());
    p.setClipRect(QRectF(0, 0, rect.width(), rect.height()));
    p.setFont(reportFont(fontPx));
    // The window's picture: its legend at the top says what the colours mean (the report's own
    // caption under the picture says what is drawn).
    const QSizeF size = rect.size();
    const grid::GridStyle style;
    const grid::Margins margins = grid::GridPainter::frameMargins(
        QFontMetricsF(p.font()), size, *geometry, style, palette, QString());
    const grid::SceneProjection projection(*geometry, grid::ViewState{}, size.width(),
                                           size.height(), margins);
    const QStringList labels = c.sliceLabels;
    grid::GridPainter::paintFrame(p, size, *geometry, projection, style, palette, QString(),
                                  [labels](int slice) { return labels.value(slice); });
    p.restore();
    p.setPen(QPen(palette.color(QPalette::Mid), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(rect);
}

QString costChartTitle(const ReportContent &c)
{
    return DrawingText::tr("Cost per 30-day month by consumption option (%1)").arg(c.currency);
}

double costChartTextWidth(const ReportContent &c, double fontPx)
{
    const QFontMetricsF fm(reportFont(fontPx * 0.9));
    double labelW = fm.horizontalAdvance(DrawingText::tr("unknown")), valueW = 0;
    for (const auto &row : c.costs) {
        labelW = std::max(labelW, fm.horizontalAdvance(row.label));
        valueW = std::max(
            valueW,
            row.perMonth
                ? fm.horizontalAdvance(money(row.perMonth, c.currency) + QStringLiteral(" (?)"))
                : fm.horizontalAdvance(DrawingText::tr("unknown (no price in the catalog)")));
    }
    return labelW + valueW + 2 * fontPx;
}

double costChartHeight(const ReportContent &c, double fontPx, bool withTitle)
{
    return (withTitle ? fontPx * 2.2 : fontPx * 0.4) +
           double(std::max<size_t>(c.costs.size(), 1)) * fontPx * 2.0 + fontPx * 1.8;
}

void drawCostChart(QPainter &p, const QRectF &rect, const ReportContent &c, const QPalette &palette,
                   double fontPx, bool withTitle, bool fillHeight)
{
    p.save();
    const QColor text = palette.color(QPalette::Text);
    const QFont titleFont = reportFont(fontPx, true);
    if (withTitle) {
        const QString title =
            QFontMetricsF(titleFont).elidedText(costChartTitle(c), Qt::ElideRight, rect.width());
        p.setFont(titleFont);
        p.setPen(text);
        p.drawText(QRectF(rect.left(), rect.top(), rect.width(), fontPx * 1.6),
                   Qt::AlignLeft | Qt::AlignTop, title);
    }
    const QFont font = reportFont(fontPx * 0.9);
    const QFontMetricsF fm(font);
    double labelW = fm.horizontalAdvance(DrawingText::tr("unknown"));
    double maxValue = 0;
    double valueW = 0;
    for (const auto &row : c.costs) {
        labelW = std::max(labelW, fm.horizontalAdvance(row.label));
        if (row.perMonth) {
            maxValue = std::max(maxValue, *row.perMonth);
            valueW = std::max(valueW, fm.horizontalAdvance(money(row.perMonth, c.currency) +
                                                           QStringLiteral(" (?)")));
        }
    }
    labelW += fontPx;
    valueW += fontPx;
    const double top = rect.top() + (withTitle ? fontPx * 2.2 : fontPx * 0.4);
    const double barLeft = rect.left() + labelW;
    const double barSpace = std::max(10.0, rect.width() - labelW - valueW);
    const double rows = double(std::max<size_t>(c.costs.size(), 1));
    const double spread = (rect.bottom() - top - fontPx * 1.8) / rows; // the axis text below
    const double rowH = fillHeight ? std::clamp(spread, fontPx * 2.0, fontPx * 5.0) : fontPx * 2.0;
    p.setFont(font);
    if (c.costs.empty()) {
        p.setPen(text);
        p.drawText(QRectF(rect.left(), top, rect.width(), rowH), Qt::AlignLeft | Qt::AlignVCenter,
                   DrawingText::tr("No cost: the catalog has no price for this plan."));
    }
    // Bars take the VM colours' blue; the bars of uncertain values are hatched.
    const QColor bar = grid::GridPainter::vmColour(4);
    for (size_t i = 0; i < c.costs.size(); ++i) {
        const auto &row = c.costs[i];
        const double y = top + double(i) * rowH;
        p.setPen(text);
        p.drawText(QRectF(rect.left(), y, labelW - fontPx / 2, rowH),
                   Qt::AlignRight | Qt::AlignVCenter, row.label);
        if (!row.perMonth) {
            p.setPen(uncertainColor(palette));
            p.drawText(QRectF(barLeft + fontPx / 2, y, barSpace, rowH),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       DrawingText::tr("unknown (no price in the catalog)"));
            continue;
        }
        const double w = maxValue > 0 ? barSpace * *row.perMonth / maxValue : 0;
        const double barH = std::min(rowH * 0.7, fontPx * 1.4);
        const QRectF r(barLeft, y + (rowH - barH) / 2, std::max(1.0, w), barH);
        p.setPen(QPen(text, 1));
        p.setBrush(row.uncertain ? QBrush(bar, Qt::BDiagPattern) : QBrush(bar));
        p.drawRect(r);
        p.setPen(row.uncertain ? uncertainColor(palette) : text);
        p.drawText(
            QRectF(r.right() + fontPx / 2, y, valueW, rowH), Qt::AlignLeft | Qt::AlignVCenter,
            money(row.perMonth, c.currency) + (row.uncertain ? QStringLiteral(" (?)") : QString()));
    }
    // The value axis: zero at the bars' start.
    const double axisY = top + rows * rowH;
    p.setPen(QPen(palette.color(QPalette::Text), 1));
    p.drawLine(QPointF(barLeft, top), QPointF(barLeft, axisY));
    p.drawLine(QPointF(barLeft, axisY), QPointF(barLeft + barSpace, axisY));
    p.drawText(QRectF(barLeft - fontPx, axisY, fontPx * 2, fontPx * 1.5), Qt::AlignCenter,
               QStringLiteral("0"));
    if (maxValue > 0)
        p.drawText(QRectF(barLeft + barSpace - valueW, axisY, valueW + fontPx, fontPx * 1.5),
                   Qt::AlignRight | Qt::AlignVCenter, money(maxValue, c.currency));
    p.restore();
}

double tableHeight(size_t rows, double fontPx)
{
    return double(rows + 1) * fontPx * 1.6;
}

double drawTable(QPainter &p, const QRectF &rect, const QStringList &header,
                 const std::vector<QStringList> &rows, const std::vector<bool> &uncertain,
                 const QPalette &palette, double fontPx)
{
    p.save();
    const double rowH = fontPx * 1.6;
    const int cols = int(header.size());
    const double firstW = rect.width() * 0.31,
                 otherW = (rect.width() - firstW) / std::max(1, cols - 1);
    auto cell = [&](int row, int col) {
        const double x = col == 0 ? rect.left() : rect.left() + firstW + (col - 1) * otherW;
        return QRectF(x + fontPx * 0.3, rect.top() + row * rowH,
                      (col == 0 ? firstW : otherW) - fontPx * 0.6, rowH);
    };
    p.setFont(reportFont(fontPx * 0.95, true));
    p.setPen(palette.color(QPalette::Text));
    for (int c = 0; c < cols; ++c)
        p.drawText(cell(0, c), (c == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter,
                   header[c]);
    p.setPen(QPen(palette.color(QPalette::Mid), 1));
    p.drawLine(QPointF(rect.left(), rect.top() + rowH), QPointF(rect.right(), rect.top() + rowH));
    for (size_t r = 0; r < rows.size(); ++r) {
        const int row = int(r) + 1;
        if (r % 2 == 1)
            p.fillRect(QRectF(rect.left(), rect.top() + row * rowH, rect.width(), rowH),
                       palette.color(QPalette::AlternateBase));
        const bool unsure = r < uncertain.size() && uncertain[r];
        for (int c = 0; c < cols && c < rows[r].size(); ++c) {
            p.setFont(reportFont(fontPx, c == cols - 1));
            p.setPen(unsure && c > 0 ? uncertainColor(palette) : palette.color(QPalette::Text));
            p.drawText(cell(row, c), (c == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter,
                       rows[r][c]);
        }
    }
    p.restore();
    return tableHeight(rows.size(), fontPx);
}

double rowsHeight(const std::vector<ReportContent::Row> &rows, double fontPx)
{
    return double(rows.size()) * fontPx * 1.6;
}

double drawRows(QPainter &p, const QRectF &rect, const std::vector<ReportContent::Row> &rows,
                const QPalette &palette, double fontPx, double labelWidth)
{
    p.save();
    const double rowH = fontPx * 1.6;
    const QFont label = reportFont(fontPx), value = reportFont(fontPx, true);
    const QFontMetricsF fm(label);
    for (const auto &row : rows)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(row.label) + fontPx * 1.2);
    labelWidth = std::min(labelWidth, rect.width() * 0.7);
    for (size_t i = 0; i < rows.size(); ++i) {
        const QRectF r(rect.left(), rect.top() + double(i) * rowH, rect.width(), rowH);
        if (i % 2 == 1)
            p.fillRect(r, palette.color(QPalette::AlternateBase));
        p.setFont(label);
        p.setPen(palette.color(QPalette::Text));
        p.drawText(r.adjusted(fontPx * 0.3, 0, 0, 0)
                       .intersected(QRectF(r.left(), r.top(), labelWidth, rowH)),
                   Qt::AlignLeft | Qt::AlignVCenter, rows[i].label);
        p.setFont(value);
        if (!rows[i].uncertain.isEmpty())
            p.setPen(uncertainColor(palette));
        p.drawText(QRectF(r.left() + labelWidth, r.top(), r.width() - labelWidth, rowH),
                   Qt::AlignLeft | Qt::AlignVCenter, rows[i].value);
    }
    p.restore();
    return double(rows.size()) * rowH;
}

} // namespace tpu::report
