#include "grid/gridpainter.h"

#include "grid/gridsprites.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace tpu::grid {

QColor GridPainter::vmColour(int vm)
{
    // Okabe & Ito's palette without black.
    static const QColor colours[] = {QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                     QColor(0x00, 0x9E, 0x73), QColor(0xF0, 0xE4, 0x42),
                                     QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
                                     QColor(0xCC, 0x79, 0xA7)};
    return colours[((vm % 7) + 7) % 7];
}

QColor GridPainter::axisColour(int axis)
{
    static const QColor colours[] = {QColor(0xD5, 0x5E, 0x00), QColor(0x00, 0x9E, 0x73),
                                     QColor(0x00, 0x72, 0xB2)};
    return colours[std::clamp(axis, 0, 2)];
}

int GridPainter::blockSide(const SliceGeometry &g, int axis)
{
    return std::min(4, g.dims()[size_t(std::clamp(axis, 0, 2))]);
}

int GridPainter::blockOf(const SliceGeometry &g, const Chip &c)
{
    const auto &d = g.dims();
    const int nx = (d[0] + blockSide(g, 0) - 1) / blockSide(g, 0),
              ny = (d[1] + blockSide(g, 1) - 1) / blockSide(g, 1);
    return c.pos[0] / blockSide(g, 0) +
           nx * (c.pos[1] / blockSide(g, 1) + ny * (c.pos[2] / blockSide(g, 2)));
}

ColourBy GridPainter::effectiveColourBy(const SliceGeometry &g, const GridStyle &style)
{
    if (style.colourBy == ColourBy::Vm && g.vmsPerSlice() > maxVmsColouredByVm())
        return ColourBy::Block;
    return style.colourBy;
}

QColor GridPainter::rejectedColour(const QPalette &palette)
{
    QColor c = palette.color(QPalette::Mid);
    c.setAlphaF(0.55);
    return c;
}

namespace {

QColor neutralColour(const QPalette &palette)
{
    return palette.color(QPalette::Midlight);
}

// Text over a background box in the base colour, so chips never hide a label.
void haloText(QPainter &p, const QRectF &r, int flags, const QString &text, const QPalette &palette)
{
    const QRectF b = p.boundingRect(r, flags, text).adjusted(-3, -1, 3, 1);
    QColor bg = palette.color(QPalette::Base);
    bg.setAlphaF(0.85);
    p.fillRect(b, bg);
    p.setPen(palette.color(QPalette::Text));
    p.drawText(r, flags, text);
}

// The 12 edges of the box spanning grid cells lo..hi (inclusive) of one slice.
void drawBox(QPainter &p, const SceneProjection &proj, int slice, const std::array<int, 3> &lo,
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

struct AxisEdge
{
    QLineF line;
    QPointF outward; // unit vector away from the box on screen
};

// For each axis, an edge of the first slice's box along it on the box's outline: exactly one
// of the two faces meeting there is turned to the viewer. The lowest (x, y) or leftmost (z)
// such edge, so the labels sit where people look for axes.
// A flat slice's chips are squares on screen around points of the plane z = 0: each axis runs
// along its outer row of chips (the one lower on screen), moved out until it touches the squares'
// outer corners, so the axes sit at the grid's edges.
std::array<AxisEdge, 3> flatAxes(const SliceGeometry &g, const SceneProjection &proj)
{
    const auto &d = g.dims();
    const auto centre = proj.project(0, (d[0] - 1) / 2.0, (d[1] - 1) / 2.0, 0);
    const double half = proj.cellSize() / 2;
    std::array<AxisEdge, 3> out;
    for (int axis = 0; axis < 2; ++axis) {
        const int other = 1 - axis;
        double best = -1e300;
        for (int row : {0, d[size_t(other)] - 1}) {
            auto at = [&](double t) {
                const auto q = axis == 0 ? proj.project(0, t, row, 0) : proj.project(0, row, t, 0);
                return QPointF(q.x, q.y);
            };
            QLineF line(at(-0.5), at(d[size_t(axis)] - 0.5));
            if (line.length() < 1e-9)
                continue;
            QPointF normal(-line.dy() / line.length(), line.dx() / line.length());
            if (QPointF::dotProduct(normal, line.center() - QPointF(centre.x, centre.y)) < 0)
                normal = -normal;
            if (d[size_t(other)] == 1 && normal.y() < 0)
                normal = -normal; // one row: the axis goes below it
            const double offset = half * (std::abs(normal.x()) + std::abs(normal.y())) + 1;
            line.translate(normal * offset);
            if (line.center().y() <= best)
                continue;
            best = line.center().y();
            out[size_t(axis)] = {line, normal};
        }
    }
    return out;
}

std::array<AxisEdge, 3> silhouetteAxes(const SliceGeometry &g, const SceneProjection &proj)
{
    const auto &d = g.dims();
    if (d[2] == 1)
        return flatAxes(g, proj);
    const double zLow = proj.zLow(), zHigh = proj.zHigh();
    auto corner = [&](int c) {
        return proj.project(0, (c & 1) ? d[0] - 0.5 : -0.5, (c & 2) ? d[1] - 0.5 : -0.5,
                            (c & 4) ? zHigh : zLow);
    };
    const auto centre = proj.project(0, (d[0] - 1) / 2.0, (d[1] - 1) / 2.0, (zLow + zHigh) / 2);
    auto facing = [&](int axis, int side) { // the face at side (0 or 1) of axis
        double depth = 0;
        for (int c = 0; c < 8; ++c)
            if (((c >> axis) & 1) == side)
                depth += corner(c).depth;
        return depth / 4 < centre.depth;
    };
    std::array<AxisEdge, 3> out;
    for (int axis = 0; axis < 3; ++axis) {
        const int a = (axis + 1) % 3, b = (axis + 2) % 3;
        double best = -1e300;
        for (int sa = 0; sa < 2; ++sa)
            for (int sb = 0; sb < 2; ++sb) {
                const int c0 = (sa << a) | (sb << b), c1 = c0 | (1 << axis);
                const auto p0 = corner(c0), p1 = corner(c1);
                const bool outline = facing(a, sa) != facing(b, sb);
                const QPointF mid((p0.x + p1.x) / 2, (p0.y + p1.y) / 2);
                const double score = (outline ? 1e6 : 0) + (axis == 2 ? -mid.x() : mid.y());
                if (score <= best)
                    continue;
                best = score;
                QPointF away = mid - QPointF(centre.x, centre.y);
                const double len = std::hypot(away.x(), away.y());
                out[size_t(axis)].line = QLineF(p0.x, p0.y, p1.x, p1.y);
                out[size_t(axis)].outward = len > 1e-9 ? away / len : QPointF(0, 1);
            }
    }
    return out;
}

// x and y, and z when the slice has layers and all are shown; none when the slice is too
// small on screen for its axes to be read (the hover card names what is there).
int axisCount(const SliceGeometry &g, const SceneProjection &proj)
{
    const auto &d = g.dims();
    const auto a = proj.project(0, -0.5, -0.5, 0), b = proj.project(0, d[0] - 0.5, d[1] - 0.5, 0);
    if (std::hypot(a.x - b.x, a.y - b.y) < 60)
        return 0;
    return d[2] > 1 && proj.zHigh() - proj.zLow() > 1.5 ? 3 : 2;
}

QColor chipFill(const SliceGeometry &g, const Chip &c, const GridStyle &style,
                const QPalette &palette)
{
    if (!style.rejected.isEmpty())
        return GridPainter::rejectedColour(palette);
    switch (GridPainter::effectiveColourBy(g, style)) {
    case ColourBy::Vm:
        return GridPainter::vmColour(c.vm);
    case ColourBy::Slice:
        return GridPainter::sliceColour(c.slice);
    case ColourBy::Block:
        return GridPainter::vmColour(GridPainter::blockOf(g, c));
    case ColourBy::IciAxis:
        break;
    }
    return neutralColour(palette);
}

// The links of one slice, from `next` on; returns where the next slice's links start.
size_t paintLinks(SpriteStamper &stamp, const SceneProjection &proj, int slice, size_t next,
                  const GridStyle &style, const QPalette &palette)
{
    const auto &all = proj.visibleLinks();
    const bool byAxis = style.colourBy == ColourBy::IciAxis && style.rejected.isEmpty();
    for (; next < all.size() && all[next].slice == slice; ++next) {
        const ProjectedLink &l = all[next];
        const QLineF line(l.x1, l.y1, l.x2, l.y2);
        // One sprite per axis, kind and direction (wraparound stubs point both ways).
        const bool back = line.dx() < 0 || (line.dx() == 0 && line.dy() < 0);
        const int key = 1000000 + l.axis * 4 + (l.wraparound ? 2 : 0) + (back ? 1 : 0);
        stamp.line(key, line,
                   byAxis ? GridPainter::axisColour(l.axis) : palette.color(QPalette::Mid),
                   byAxis ? 2 : 1, l.wraparound);
    }
    return next;
}

// The opaque block of a solid slice: its three faces turned to the viewer, spanning the
// centres of its outer chips (the chips of those faces sit on it).
void paintBlock(QPainter &p, const SliceGeometry &g, const SceneProjection &proj, int s,
                const QPalette &palette)
{
    const auto &d = g.dims();
    const QColor base = palette.color(QPalette::Base), text = palette.color(QPalette::Text);
    auto mix = [&](double t) {
        return QColor::fromRgbF(base.redF() * (1 - t) + text.redF() * t,
                                base.greenF() * (1 - t) + text.greenF() * t,
                                base.blueF() * (1 - t) + text.blueF() * t);
    };
    auto corner = [&](int c) {
        return proj.project(s, (c & 1) ? d[0] - 1 : 0, (c & 2) ? d[1] - 1 : 0,
                            (c & 4) ? d[2] - 1 : 0);
    };
    const auto centre = proj.project(s, (d[0] - 1) / 2.0, (d[1] - 1) / 2.0, (d[2] - 1) / 2.0);
    p.setPen(Qt::NoPen);
    // No antialiasing: the block's edges run through the centres of its edge chips, which
    // cover them.
    p.setRenderHint(QPainter::Antialiasing, false);
    for (int axis = 0; axis < 3; ++axis) {
        const int u = 1 << ((axis + 1) % 3), v = 1 << ((axis + 2) % 3);
        for (int side : {0, 1 << axis}) {
            const auto o = corner(side), a = corner(side | u), b = corner(side | v),
                       c = corner(side | u | v);
            if ((o.depth + a.depth + b.depth + c.depth) / 4 >= centre.depth)
                continue;
            p.setBrush(mix(axis == 2 ? 0.12 : axis == 0 ? 0.18 : 0.24));
            const QPointF poly[] = {{o.x, o.y}, {a.x, a.y}, {c.x, c.y}, {b.x, b.y}};
            p.drawPolygon(poly, 4);
        }
    }
    p.setRenderHint(QPainter::Antialiasing, true);
}

// One shaded box per slice, for plans whose chips would be smaller than a few pixels.
void paintSimplified(QPainter &p, const SliceGeometry &g, const SceneProjection &proj,
                     const GridStyle &style, const QPalette &palette)
{
    const auto &d = g.dims();
    for (int s : proj.slicesBackToFront()) {
        QColor base = !style.rejected.isEmpty()           ? GridPainter::rejectedColour(palette)
                      : style.colourBy == ColourBy::Slice ? GridPainter::sliceColour(s)
                                                          : neutralColour(palette);
        if (style.selectedSlice >= 0 && style.selectedSlice != s)
            base.setAlphaF(base.alphaF() * 0.35);
        auto corner = [&](int c) {
            const auto q = proj.project(s, (c & 1) ? d[0] - 0.5 : -0.5, (c & 2) ? d[1] - 0.5 : -0.5,
                                        (c & 4) ? d[2] - 0.5 : -0.5);
            return q;
        };
        // Faces whose outward normal points at the viewer, shaded by the axis they face.
        const auto centre = proj.project(s, (d[0] - 1) / 2.0, (d[1] - 1) / 2.0, (d[2] - 1) / 2.0);
        for (int axis = 0; axis < 3; ++axis) {
            const int u = 1 << ((axis + 1) % 3), v = 1 << ((axis + 2) % 3);
            for (int side : {0, 1 << axis}) {
                const auto o = corner(side), a = corner(side | u), b = corner(side | v),
                           c = corner(side | u | v);
                const double faceDepth = (o.depth + a.depth + b.depth + c.depth) / 4;
                if (faceDepth >= centre.depth)
                    continue;
                QColor fill = axis == 2 ? base.lighter(115) : axis == 0 ? base : base.darker(125);
                p.setBrush(fill);
                p.setPen(QPen(s == style.selectedSlice ? palette.color(QPalette::Highlight)
                                                       : palette.color(QPalette::Text),
                              s == style.selectedSlice ? 2 : 0.5));
                const QPointF poly[] = {{o.x, o.y}, {a.x, a.y}, {c.x, c.y}, {b.x, b.y}};
                p.drawPolygon(poly, 4);
            }
        }
    }
}

} // namespace

void GridPainter::paint(QPainter &p, const SliceGeometry &g, const SceneProjection &proj,
                        const GridStyle &style, const QPalette &palette,
                        const std::function<QString(int)> &sliceLabel)
{
    p.setRenderHint(QPainter::Antialiasing, true);
    const auto &d = g.dims();
    // Axes along the first slice's outline (one edge per axis where the box meets the
    // background), behind the chips; their sizes are written last, outside the box.
    const int axes = axisCount(g, proj);
    const auto axisEdges = silhouetteAxes(g, proj);
    p.setPen(QPen(palette.color(QPalette::Text), 1.5));
    for (int axis = 0; axis < axes; ++axis)
        p.drawLine(axisEdges[size_t(axis)].line);
    if (proj.simplified()) {
        paintSimplified(p, g, proj, style, palette);
    } else {
        // 4x4x4 cube boundaries (3D generations): the unit in which v4/v5p/TPU7x slices are built.
        if (!proj.solid() && d[2] > 1 && d[0] % 4 == 0 && d[1] % 4 == 0 && d[2] % 4 == 0 &&
            g.chipCount() <= 4096) {
            p.setPen(QPen(palette.color(QPalette::Text), 1, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            for (int s = 0; s < g.slices(); ++s)
                for (int z = 0; z < d[2]; z += 4)
                    for (int y = 0; y < d[1]; y += 4)
                        for (int x = 0; x < d[0]; x += 4)
                            drawBox(p, proj, s, {x, y, z}, {x + 3, y + 3, z + 3});
        }
        const double side = proj.cellSize();
        const QColor highlight = palette.color(QPalette::Highlight);
        const bool anySelected = style.selectedVm >= 0;
        const double selectedPenWidth = std::max(2.0, side / 8);
        SpriteStamper stamp(p);
        const ColourBy colourBy = effectiveColourBy(g, style);
        bool known[27] = {};
        // Slice by slice, back to front: its block (solid slices), its links, its chips.
        const auto &chips = proj.backToFront();
        size_t nextChip = 0, nextLink = 0;
        for (int s : proj.slicesBackToFront()) {
            if (proj.solid())
                paintBlock(p, g, proj, s, palette);
            if (style.links)
                nextLink = paintLinks(stamp, proj, s, nextLink, style, palette);
            for (; nextChip < chips.size() && chips[nextChip].index / g.chipsPerSlice() == s;
                 ++nextChip) {
                const ProjectedChip &pc = chips[nextChip];
                const Chip c = g.chip(pc.index);
                const bool selected =
                    anySelected && c.vm == style.selectedVm && c.slice == style.selectedSlice;
                // Sprites are keyed by colour class and state: the colour is worked out once.
                const int cls = !style.rejected.isEmpty()     ? 8
                                : colourBy == ColourBy::Vm    ? c.vm % GridPainter::paletteSize()
                                : colourBy == ColourBy::Slice ? c.slice % GridPainter::paletteSize()
                                : colourBy == ColourBy::Block
                                    ? GridPainter::blockOf(g, c) % GridPainter::paletteSize()
                                    : 7;
                const int state = selected ? 2 : anySelected ? 1 : 0;
                const int key = cls * 3 + state;
                QColor fill;
                if (!stamp.raster() || !known[key]) {
                    fill = chipFill(g, c, style, palette);
                    if (anySelected && !selected)
                        fill.setAlphaF(fill.alphaF() * 0.25);
                    known[key] = true;
                }
                if (fill.isValid())
                    stamp.chip(key, pc.x, pc.y, side, fill, selected ? highlight : fill.darker(160),
                               selected ? selectedPenWidth : 1);
                else
                    stamp.chip(key, pc.x, pc.y, side, fill, fill, 1); // a sprite made before
            }
        }
    }

    // VM numbers after every chip, each on a swatch of its VM's colour: never hidden.
    for (const GridLabel &l : vmNumbers(g, proj, style, QFontMetricsF(p.font()))) {
        const Chip c = g.chip(l.chip);
        QColor fill = chipFill(g, c, style, palette);
        if (style.selectedVm >= 0 && !(c.vm == style.selectedVm && c.slice == style.selectedSlice))
            fill.setAlphaF(fill.alphaF() * 0.25);
        p.setPen(QPen(fill.darker(160), 1));
        p.setBrush(fill.alphaF() < 1 ? palette.color(QPalette::Base) : fill);
        p.drawRect(l.rect);
        p.setPen(fill.lightnessF() > 0.55 || fill.alphaF() < 0.5 ? Qt::black : Qt::white);
        p.drawText(l.rect, Qt::AlignCenter, l.text);
    }

    // Labels last, over a background box: never hidden behind chips.
    for (const GridLabel &l : labels(g, proj, QFontMetricsF(p.font()), sliceLabel))
        haloText(p, l.rect, l.flags, l.text, palette);
}

std::vector<QLineF> GridPainter::axisLines(const SliceGeometry &g, const SceneProjection &proj)
{
    std::vector<QLineF> out;
    const auto edges = silhouetteAxes(g, proj);
    for (int axis = 0; axis < axisCount(g, proj); ++axis)
        out.push_back(edges[size_t(axis)].line);
    return out;
}

std::vector<GridLabel> GridPainter::vmNumbers(const SliceGeometry &g, const SceneProjection &proj,
                                              const GridStyle &style, const QFontMetricsF &fm)
{
    std::vector<GridLabel> out;
    if (proj.simplified() || proj.cellSize() < 22 || !style.rejected.isEmpty() ||
        effectiveColourBy(g, style) != ColourBy::Vm)
        return out;
    // The front-most drawn chip of each VM: the last of it in back-to-front order.
    QHash<qint64, size_t> front;
    const auto &chips = proj.backToFront();
    for (size_t i = 0; i < chips.size(); ++i) {
        const Chip c = g.chip(chips[i].index);
        front[qint64(c.slice) * g.vmsPerSlice() + c.vm] = i;
    }
    std::vector<size_t> order;
    for (auto it = front.cbegin(); it != front.cend(); ++it)
        order.push_back(it.value());
    std::sort(order.begin(), order.end()); // drawn back to front, as the chips
    const double side = proj.cellSize() - 2;
    for (size_t i : order) {
        const ProjectedChip &pc = chips[i];
        const Chip c = g.chip(pc.index);
        const QString text = QString::number(c.vm);
        const double w = std::min(side, fm.horizontalAdvance(text) + 4),
                     h = std::min(side, fm.height());
        out.push_back({QRectF(pc.x - w / 2, pc.y - h / 2, w, h), text, Qt::AlignCenter, pc.index});
    }
    return out;
}

std::vector<GridLabel> GridPainter::labels(const SliceGeometry &g, const SceneProjection &proj,
                                           const QFontMetricsF &fm,
                                           const std::function<QString(int)> &sliceLabel)
{
    std::vector<GridLabel> out;
    const auto &d = g.dims();
    const auto axisEdges = silhouetteAxes(g, proj);
    for (int axis = 0; axis < axisCount(g, proj); ++axis) {
        const AxisEdge &e = axisEdges[size_t(axis)];
        const QString text =
            QStringLiteral("%1 = %2").arg(QLatin1Char("xyz"[axis])).arg(d[size_t(axis)]);
        const double w = fm.horizontalAdvance(text) + 6, h = fm.height();
        // Just outside the edge's middle, away from the box's centre.
        const QPointF at = e.line.center() + e.outward * (0.5 * std::hypot(w, h) + 4);
        out.push_back({QRectF(at.x() - w / 2, at.y() - h / 2, w, h), text, Qt::AlignCenter});
    }
    if (!sliceLabel)
        return out;
    for (int s = 0; s < g.slices(); ++s) {
        // Centred above the slice, no wider than the slice and its gap on screen.
        double minX = 1e300, maxX = -1e300, minY = 1e300;
        for (int c = 0; c < 8; ++c) {
            const auto q = proj.project(s, (c & 1) ? d[0] - 0.5 : -0.5, (c & 2) ? d[1] - 0.5 : -0.5,
                                        (c & 4) ? proj.zHigh() : proj.zLow());
            minX = std::min(minX, q.x), maxX = std::max(maxX, q.x), minY = std::min(minY, q.y);
        }
        const double width = (maxX - minX) * (g.slices() > 1 ? 1.15 : 2.0);
        if (maxX - minX < 40)
            continue; // a label would hide the slice: the hover card names it
        // The whole label, else its first part ("Slice 2 of 4"), else the slice's number.
        QString text = sliceLabel(s);
        if (fm.horizontalAdvance(text) > width)
            text = text.section(QStringLiteral(" · "), 0, 0);
        if (fm.horizontalAdvance(text) > width)
            text = QString::number(s + 1);
        const double cx = (minX + maxX) / 2;
        out.push_back({QRectF(cx - width / 2, minY - fm.height() - 6, width, fm.height() + 2), text,
                       Qt::AlignHCenter | Qt::AlignBottom});
    }
    return out;
}

} // namespace tpu::grid
