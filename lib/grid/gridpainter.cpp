#include "gridpainter.h"

#include <QPainter>
#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>

namespace tpu::grid {

QColor GridPainter::vmColour(int vm)
{
    // Okabe & Ito's palette, distinguishable with the common colour-vision deficiencies.
    static const QColor colours[] = {QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                     QColor(0x00, 0x9E, 0x73), QColor(0xF0, 0xE4, 0x42),
                                     QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
                                     QColor(0xCC, 0x79, 0xA7), QColor(0x99, 0x99, 0x99)};
    return colours[vm % 8];
}

namespace {

// The 12 edges of the box spanning grid cells lo..hi (inclusive) of one slice.
void drawBox(QPainter &p, const grid::SceneProjection &proj, int slice, const std::array<int, 3> &lo,
             const std::array<int, 3> &hi)
{
    auto corner = [&](int i) {
        const double x = (i & 1) ? hi[0] + 0.5 : lo[0] - 0.5;
        const double y = (i & 2) ? hi[1] + 0.5 : lo[1] - 0.5;
        const double z = (i & 4) ? hi[2] + 0.5 : lo[2] - 0.5;
        const auto c = proj.project(slice, x, y, z);
        return QPointF(c.x, c.y);
    };
    for (int i = 0; i < 8; ++i)
        for (int bit : {1, 2, 4})
            if (!(i & bit))
                p.drawLine(corner(i), corner(i | bit));
}

} // namespace

void GridPainter::paintAnnotations(QPainter &p, const grid::SliceGeometry &g, const grid::SceneProjection &proj,
                                   const std::function<QString(int)> &sliceLabel, const QPalette &palette)
{
    const auto &d = g.dims();
    p.setRenderHint(QPainter::Antialiasing, true);
    // 4x4x4 cube boundaries (3D generations): the unit in which v4/v5p/TPU7x slices are built.
    if (d[2] > 1 && d[0] % 4 == 0 && d[1] % 4 == 0 && d[2] % 4 == 0 && g.chips().size() <= 4096) {
        p.setPen(QPen(palette.color(QPalette::Text), 1, Qt::DotLine));
        for (int s = 0; s < g.slices(); ++s)
            for (int z = 0; z < d[2]; z += 4)
                for (int y = 0; y < d[1]; y += 4)
                    for (int x = 0; x < d[0]; x += 4)
                        drawBox(p, proj, s, {x, y, z}, {x + 3, y + 3, z + 3});
    }
    // Axes with their sizes, from the first slice's origin corner.
    p.setPen(QPen(palette.color(QPalette::Text), 1.5));
    const auto o = proj.project(0, -0.5, -0.5, -0.5);
    const char *names[] = {"x", "y", "z"};
    for (int axis = 0; axis < 3; ++axis) {
        if (axis == 2 && d[2] == 1)
            continue;
        std::array<double, 3> e{-0.5, -0.5, -0.5};
        e[size_t(axis)] = d[size_t(axis)] + 0.5;
        const auto end = proj.project(0, e[0], e[1], e[2]);
        p.drawLine(QPointF(o.x, o.y), QPointF(end.x, end.y));
        p.drawText(QPointF(end.x + 4, end.y - 4),
                   QStringLiteral("%1 = %2").arg(QLatin1String(names[axis])).arg(d[size_t(axis)]));
    }
    // Slice (node pool) labels above each slice.
    if (sliceLabel) {
        for (int s = 0; s < g.slices(); ++s) {
            const auto top = proj.project(s, (d[0] - 1) / 2.0, -1.5, d[2]);
            const QString text = sliceLabel(s);
            // As wide and tall as the label in the painter's font (large type in presentation mode).
            const QFontMetricsF fm(p.font());
            const double w = std::max(300.0, fm.horizontalAdvance(text) + 8), h = fm.height() + 4;
            const QRectF r(top.x - w / 2, top.y - h - 4, w, h);
            p.drawText(r, Qt::AlignHCenter | Qt::AlignBottom, text);
        }
    }
}

void GridPainter::paint(QPainter &p, const grid::SliceGeometry &g, const grid::SceneProjection &proj,
                        const GridStyle &style, const QPalette &palette,
                        const std::function<QString(int)> &sliceLabel)
{
    p.fillRect(p.viewport(), palette.color(QPalette::Base));
    const auto &chips = g.chips();
    const bool large = chips.size() > 4096; // keep big slices fast: no antialiasing, no links
    p.setRenderHint(QPainter::Antialiasing, !large);
    const bool anySelected = style.selectedVm >= 0;

    if (style.links && !large) {
        QPen normal(palette.color(QPalette::Mid), 1);
        QPen wrap(palette.color(QPalette::Mid), 1, Qt::DashLine);
        for (const grid::Link &l : g.links()) {
            const auto &a = chips[size_t(l.from)];
            const auto &b = chips[size_t(l.to)];
            if (l.wraparound)
                continue; // drawn as short stubs below: a line across the grid would hide it
            const auto pa = proj.project(a.slice, a.pos[0], a.pos[1], a.pos[2]);
            const auto pb = proj.project(b.slice, b.pos[0], b.pos[1], b.pos[2]);
            p.setPen(normal);
            p.drawLine(QPointF(pa.x, pa.y), QPointF(pb.x, pb.y));
        }
        p.setPen(wrap);
        for (const grid::Link &l : g.links()) {
            if (!l.wraparound)
                continue;
            for (int end : {l.from, l.to}) {
                const auto &c = chips[size_t(end)];
                auto out = c.pos;
                const double dir = end == l.from ? 0.6 : -0.6;
                const auto pa = proj.project(c.slice, out[0], out[1], out[2]);
                std::array<double, 3> o{double(out[0]), double(out[1]), double(out[2])};
                o[size_t(l.axis)] += dir;
                const auto pb = proj.project(c.slice, o[0], o[1], o[2]);
                p.drawLine(QPointF(pa.x, pa.y), QPointF(pb.x, pb.y));
            }
        }
    }

    // Behind the chips: cube boundaries, axes and slice labels.
    paintAnnotations(p, g, proj, sliceLabel, palette);
    p.setRenderHint(QPainter::Antialiasing, !large);

    const double side = proj.cellSize();
    const QColor highlight = palette.color(QPalette::Highlight);
    for (const grid::ProjectedChip &pc : proj.backToFront()) {
        const grid::Chip &c = chips[size_t(pc.index)];
        const bool selected = anySelected && c.vm == style.selectedVm && c.slice == style.selectedSlice;
        QColor fill = vmColour(c.vm);
        if (anySelected && !selected)
            fill.setAlphaF(0.25);
        const QRectF r(pc.x - side / 2, pc.y - side / 2, side, side);
        p.setPen(selected ? QPen(highlight, std::max(2.0, side / 8)) : QPen(fill.darker(160), 1));
        p.setBrush(fill);
        p.drawRect(r);
        // VM numbers on the chip nearest each block's origin, when chips are large enough.
        const auto &b = g.vmBlock();
        if (side >= 22 && c.pos[0] % b[0] == 0 && c.pos[1] % b[1] == 0 && c.pos[2] % b[2] == 0) {
            p.setPen(fill.lightnessF() > 0.55 ? Qt::black : Qt::white);
            p.drawText(r, Qt::AlignCenter, QString::number(c.vm));
        }
    }
}

} // namespace tpu::grid
