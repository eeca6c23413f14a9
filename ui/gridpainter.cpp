#include "gridpainter.h"

#include <QPainter>
#include <QPainterPath>

namespace tpu::ui {

QColor GridPainter::vmColour(int vm)
{
    // Okabe & Ito's palette, distinguishable with the common colour-vision deficiencies.
    static const QColor colours[] = {QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                     QColor(0x00, 0x9E, 0x73), QColor(0xF0, 0xE4, 0x42),
                                     QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
                                     QColor(0xCC, 0x79, 0xA7), QColor(0x99, 0x99, 0x99)};
    return colours[vm % 8];
}

void GridPainter::paint(QPainter &p, const grid::SliceGeometry &g, const grid::SceneProjection &proj,
                        const GridStyle &style, const QPalette &palette)
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
    }
}

} // namespace tpu::ui
