#include "grid/gridpainter.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

namespace tpu::grid {

namespace {

QString numbers(int k, int count)
{
    // "VM 2, 9, 16…": the members of one colour class.
    QStringList n;
    for (int v = k; v < count && n.size() < 3; v += GridPainter::paletteSize())
        n << QString::number(v);
    QString t = n.join(QStringLiteral(", "));
    if (k + 3 * GridPainter::paletteSize() < count)
        t += QStringLiteral("…");
    return t;
}

void addClasses(std::vector<LegendEntry> &out, const QString &what, int count, bool oneBased)
{
    const int shown = std::min(count, GridPainter::paletteSize());
    for (int k = 0; k < shown; ++k) {
        QString text;
        if (count <= GridPainter::paletteSize())
            text = QStringLiteral("%1 %2").arg(what).arg(k + (oneBased ? 1 : 0));
        else if (oneBased) {
            QStringList n;
            for (int v = k; v < count && n.size() < 3; v += GridPainter::paletteSize())
                n << QString::number(v + 1);
            text = QStringLiteral("%1 %2%3").arg(
                what, n.join(QStringLiteral(", ")),
                k + 3 * GridPainter::paletteSize() < count ? QStringLiteral("…") : QString());
        } else
            text = QStringLiteral("%1 %2").arg(what, numbers(k, count));
        out.push_back({GridPainter::vmColour(k), text, LegendEntry::Swatch});
    }
    if (count > GridPainter::paletteSize())
        out.push_back(
            {QColor(),
             GridPainter::tr("%1 colours repeat over %2 %3s: the numbers say which share one; "
                             "side by side they always differ")
                 .arg(GridPainter::paletteSize())
                 .arg(count)
                 .arg(what),
             LegendEntry::Note});
}

} // namespace

std::vector<LegendEntry> GridPainter::legend(const SliceGeometry &g, const GridStyle &style,
                                             const QPalette &palette)
{
    std::vector<LegendEntry> out;
    if (!style.rejected.isEmpty()) {
        out.push_back({rejectedColour(palette), GridPainter::tr("Rejected shape (not plannable)"),
                       LegendEntry::Swatch});
        return out;
    }
    switch (effectiveColourBy(g, style)) {
    case ColourBy::Block: {
        const QLocale locale;
        const int x = blockSide(g, 0), y = blockSide(g, 1), z = blockSide(g, 2);
        const QString block = z > 1 ? GridPainter::tr("%1×%2×%3 block").arg(x).arg(y).arg(z)
                                    : GridPainter::tr("%1×%2 block").arg(x).arg(y);
        const int vms = x * y * z / std::max(1, g.chipsPerVm());
        out.push_back({QColor(),
                       vms == 1 ? GridPainter::tr("Colour: %1 of chips (one VM each); blocks "
                                                  "side by side always differ")
                                      .arg(block)
                                : GridPainter::tr("Colour: %1 of chips (%2 VMs each); blocks side "
                                                  "by side always differ")
                                      .arg(block)
                                      .arg(locale.toString(vms)),
                       LegendEntry::Note});
        if (style.colourBy == ColourBy::Vm)
            out.push_back({QColor(),
                           GridPainter::tr("%1 VMs are too many to tell apart by colour (more "
                                           "than %2): click a chip to name its VM")
                               .arg(locale.toString(g.vmsPerSlice()))
                               .arg(maxVmsColouredByVm()),
                           LegendEntry::Note});
        break;
    }
    case ColourBy::Vm:
        out.push_back(
            {QColor(), GridPainter::tr("Colour: VM (host) in its slice"), LegendEntry::Note});
        addClasses(out, GridPainter::tr("VM"), g.vmsPerSlice(), false);
        break;
    case ColourBy::Slice:
        out.push_back({QColor(), GridPainter::tr("Colour: slice (node pool)"), LegendEntry::Note});
        addClasses(out, GridPainter::tr("slice"), g.slices(), true);
        break;
    case ColourBy::IciAxis:
        out.push_back({QColor(), GridPainter::tr("Colour: ICI link axis"), LegendEntry::Note});
        for (int axis = 0; axis < (g.dims()[2] > 1 ? 3 : 2); ++axis)
            out.push_back({axisColour(axis),
                           GridPainter::tr("%1 links").arg(QLatin1Char("xyz"[axis])),
                           LegendEntry::Line});
        if (!style.links)
            out.push_back(
                {QColor(), GridPainter::tr("links hidden (L shows them)"), LegendEntry::Note});
        break;
    }
    if (style.links && (g.wraps()[0] || g.wraps()[1] || g.wraps()[2]))
        out.push_back({palette.color(QPalette::Text), GridPainter::tr("wraparound link"),
                       LegendEntry::DashedLine});
    if (style.selectedVm >= 0)
        out.push_back({palette.color(QPalette::Highlight),
                       GridPainter::tr("selected: VM %1 of slice %2")
                           .arg(style.selectedVm)
                           .arg(style.selectedSlice + 1),
                       LegendEntry::Swatch});
    return out;
}

namespace {

constexpr double kPad = 6;

// Lays the legend out left to right, wrapping; returns each entry's rectangle (from the top
// left of the frame) and the height used.
std::vector<QRectF> legendLayout(const QFontMetricsF &fm, double width,
                                 const std::vector<LegendEntry> &entries, double *height)
{
    std::vector<QRectF> rects;
    const double line = fm.height() + 4, swatch = fm.height();
    const double room = std::max(10.0, width - 2 * kPad);
    double x = kPad, y = kPad, rowHeight = line;
    for (const LegendEntry &e : entries) {
        const double lead = e.kind == LegendEntry::Note ? 0 : swatch + 4;
        const double w = lead + fm.horizontalAdvance(e.text) + 14;
        if (x > kPad && x + w > width - kPad) {
            x = kPad;
            y += rowHeight;
            rowHeight = line;
        }
        if (w <= room) {
            rects.emplace_back(x, y, w, line);
            x += w;
            continue;
        }
        // Wider than the frame: wrapped over lines of its own, never cut.
        const double h = fm.boundingRect(QRectF(0, 0, room - lead, 1e6),
                                         Qt::AlignLeft | Qt::TextWordWrap, e.text)
                             .height() +
                         4;
        rects.emplace_back(x, y, room, std::max(line, h));
        rowHeight = std::max(line, h);
        x = width; // the next entry starts a new row
    }
    *height = entries.empty() ? 0 : y + rowHeight + 2;
    return rects;
}

double captionHeight(const QFontMetricsF &fm, double width, const QString &caption)
{
    if (caption.isEmpty())
        return 0;
    const QRectF r = fm.boundingRect(QRectF(0, 0, std::max(10.0, width - 2 * kPad), 1e6),
                                     Qt::AlignLeft | Qt::TextWordWrap, caption);
    return r.height() + 2 * kPad;
}

} // namespace

Margins GridPainter::frameMargins(const QFontMetricsF &fm, const QSizeF &size,
                                  const SliceGeometry &g, const GridStyle &style,
                                  const QPalette &palette, const QString &caption)
{
    double legendHeight = 0;
    legendLayout(fm, size.width(), legend(g, style, palette), &legendHeight);
    Margins m;
    m.top = legendHeight + fm.height() + 8; // + the slice labels above the grid
    m.bottom = captionHeight(fm, size.width(), caption);
    return m;
}

void GridPainter::paintFrame(QPainter &p, const QSizeF &size, const SliceGeometry &g,
                             const SceneProjection &proj, const GridStyle &style,
                             const QPalette &palette, const QString &caption,
                             const std::function<QString(int)> &sliceLabel)
{
    const QFontMetricsF fm(p.font());
    auto entries = legend(g, style, palette);
    if (proj.simplified() && style.rejected.isEmpty() && style.colourBy != ColourBy::Slice) {
        // No chips are drawn: what the VM or axis colours meant does not apply.
        entries = {{QColor(),
                    tr("One box per slice (chips too small to draw; zoom in, or colour by slice)"),
                    LegendEntry::Note}};
        if (style.selectedSlice >= 0)
            entries.push_back({palette.color(QPalette::Highlight),
                               tr("selected: slice %1").arg(style.selectedSlice + 1),
                               LegendEntry::Line});
    }
    double legendHeight = 0;
    const auto rects = legendLayout(fm, size.width(), entries, &legendHeight);
    QString text = caption;
    if (proj.simplified())
        text +=
            GridPainter::tr(
                " · one box per slice: chips would be smaller than %1 pixels (zoom in to see them)")
                .arg(SceneProjection::minChipPixels());
    const double capHeight = captionHeight(fm, size.width(), text);

    // The grid only between the legend and the caption: zoomed in, chips never cover them.
    const QColor bg = palette.color(QPalette::Base);
    p.fillRect(QRectF(QPointF(0, 0), size), bg);
    p.save();
    p.setClipRect(QRectF(0, legendHeight, size.width(),
                         std::max(0.0, size.height() - legendHeight - capHeight)));
    paint(p, g, proj, style, palette, sliceLabel);
    p.restore();

    p.setRenderHint(QPainter::Antialiasing, true);
    const double sw = fm.height();
    for (size_t i = 0; i < entries.size(); ++i) {
        const LegendEntry &e = entries[i];
        QRectF r = rects[i];
        if (e.kind != LegendEntry::Note) {
            const QRectF box(r.left(), r.top() + 2, sw - 2, sw - 2);
            if (e.kind == LegendEntry::Swatch) {
                p.setPen(QPen(e.colour.darker(160), 1));
                p.setBrush(e.colour);
                p.drawRect(box);
            } else {
                p.setPen(QPen(e.colour, 2,
                              e.kind == LegendEntry::DashedLine ? Qt::DashLine : Qt::SolidLine));
                p.drawLine(QPointF(box.left(), box.center().y()),
                           QPointF(box.right(), box.center().y()));
            }
            r.setLeft(r.left() + sw + 4);
        }
        p.setPen(palette.color(e.kind == LegendEntry::Note ? QPalette::PlaceholderText
                                                           : QPalette::Text));
        p.drawText(r, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, e.text);
    }

    if (!text.isEmpty()) {
        const QRectF band(0, size.height() - capHeight, size.width(), capHeight);
        p.setPen(palette.color(QPalette::Text));
        p.drawText(band.adjusted(kPad, kPad, -kPad, -kPad),
                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    }
}

} // namespace tpu::grid
