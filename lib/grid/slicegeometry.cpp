#include "grid/slicegeometry.h"

#include <QCoreApplication>
#include <QStringList>

namespace tpu::grid {

namespace {
struct GeometryText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::grid::SliceGeometry)
};
} // namespace

namespace {

// The chips of one VM as a block (GKE docs' VM shapes): 1 chip 1x1x1; 4 chips 2x2x1 (3D
// generations) or 2x2 (2D); 8 chips 2x4 (v5e/v6e single-host).
std::array<int, 3> blockFor(int chipsPerVm)
{
    switch (chipsPerVm) {
    case 1:
        return {1, 1, 1};
    case 4:
        return {2, 2, 1};
    case 8:
        return {2, 4, 1};
    default:
        return {0, 0, 0};
    }
}

// Wraparound (torus) links. 3D generations: a dimension wraps when the slice is made of whole
// 4x4x4 cubes (every dimension a multiple of 4) — the planner's reading of the v4/v5p docs
// (S6, S7). 2D generations: only the full 16x16 pod is a 2D torus (S5). Smaller slices are meshes.
std::array<bool, 3> wrapsFor(const std::array<int, 3> &d, bool threeD)
{
    if (threeD) {
        const bool cubes = d[0] % 4 == 0 && d[1] % 4 == 0 && d[2] % 4 == 0;
        return {cubes, cubes, cubes};
    }
    const bool pod = d[0] == 16 && d[1] == 16;
    return {pod, pod, false};
}

} // namespace

QString SliceGeometry::vmOrder()
{
    return GeometryText::tr("VMs are numbered by the planner, x first, then y, then z over the VM "
                            "blocks; GKE's TPU_WORKER_ID order is not documented in the catalog's "
                            "sources.");
}

std::optional<SliceGeometry> SliceGeometry::build(const catalog::Topology &topology, int chipsPerVm,
                                                  int slices, QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<SliceGeometry> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!topology.isValid() || slices < 1)
        return fail(GeometryText::tr("No topology to show"));
    SliceGeometry g;
    const auto &dims = topology.dims();
    for (size_t i = 0; i < dims.size(); ++i) {
        g.m_dims[i] = dims[i];
        if (dims[i] > 64)
            return fail(
                GeometryText::tr("%1 is larger than the grid can show").arg(topology.toString()));
    }
    const bool threeD = dims.size() == 3;
    g.m_block = blockFor(chipsPerVm);
    // An 8-chip VM of a 2x4 slice is the whole slice; a 2x2 block of a 2D slice has depth 1.
    for (int i = 0; i < 3; ++i) {
        if (g.m_block[size_t(i)] == 0 || g.m_dims[size_t(i)] % g.m_block[size_t(i)] != 0)
            return fail(GeometryText::tr("%1-chip VMs do not tile %2")
                            .arg(chipsPerVm)
                            .arg(topology.toString()));
    }
    g.m_wraps = wrapsFor(g.m_dims, threeD);
    if (slices > 1024)
        return fail(GeometryText::tr("%1 slices are more than the grid can show").arg(slices));
    g.m_slices = slices;
    const auto &d = g.m_dims;
    const auto &b = g.m_block;
    g.m_vmsPerSlice = (d[0] / b[0]) * (d[1] / b[1]) * (d[2] / b[2]);
    g.m_links.reserve(size_t(3) * size_t(g.chipsPerSlice()));
    for (int i = 0; i < g.chipsPerSlice(); ++i) {
        const auto pos = g.chip(i).pos;
        for (int axis = 0; axis < 3; ++axis) {
            if (d[size_t(axis)] < 2)
                continue;
            auto next = pos;
            const bool last = next[size_t(axis)] == d[size_t(axis)] - 1;
            if (last && !(g.m_wraps[size_t(axis)] && d[size_t(axis)] > 2))
                continue;
            next[size_t(axis)] = last ? 0 : next[size_t(axis)] + 1;
            g.m_links.push_back(Link{i,
                                     g.chipAt(0, next),
                                     axis,
                                     last,
                                     {short(pos[0]), short(pos[1]), short(pos[2])},
                                     {short(next[0]), short(next[1]), short(next[2])}});
        }
    }
    return g;
}

Chip SliceGeometry::chip(int index) const
{
    const auto &d = m_dims;
    const auto &b = m_block;
    const int perSlice = chipsPerSlice();
    Chip c;
    c.slice = index / perSlice;
    int r = index % perSlice;
    c.pos[0] = r % d[0];
    r /= d[0];
    c.pos[1] = r % d[1];
    c.pos[2] = r / d[1];
    const int hx = d[0] / b[0], hy = d[1] / b[1];
    c.vm = c.pos[0] / b[0] + hx * (c.pos[1] / b[1] + hy * (c.pos[2] / b[2]));
    return c;
}

const std::vector<Chip> &SliceGeometry::chips() const
{
    if (m_allChips.empty()) {
        m_allChips.reserve(size_t(chipCount()));
        for (int i = 0; i < chipCount(); ++i)
            m_allChips.push_back(chip(i));
    }
    return m_allChips;
}

const std::vector<Link> &SliceGeometry::links() const
{
    if (m_allLinks.empty() && !m_links.empty()) {
        m_allLinks.reserve(m_links.size() * size_t(m_slices));
        for (int s = 0; s < m_slices; ++s)
            for (Link l : m_links) {
                l.from += s * chipsPerSlice();
                l.to += s * chipsPerSlice();
                m_allLinks.push_back(l);
            }
    }
    return m_allLinks;
}

std::vector<int> SliceGeometry::chipsOfVm(int slice, int vm) const
{
    std::vector<int> out;
    if (slice < 0 || slice >= m_slices || vm < 0 || vm >= m_vmsPerSlice)
        return out;
    const auto &d = m_dims;
    const auto &b = m_block;
    const int hx = d[0] / b[0], hy = d[1] / b[1];
    const std::array<int, 3> origin{(vm % hx) * b[0], (vm / hx % hy) * b[1], vm / (hx * hy) * b[2]};
    for (int z = 0; z < b[2]; ++z)
        for (int y = 0; y < b[1]; ++y)
            for (int x = 0; x < b[0]; ++x)
                out.push_back(chipAt(slice, {origin[0] + x, origin[1] + y, origin[2] + z}));
    return out;
}

int SliceGeometry::chipAt(int slice, const std::array<int, 3> &p) const
{
    const auto &d = m_dims;
    for (int i = 0; i < 3; ++i)
        if (p[size_t(i)] < 0 || p[size_t(i)] >= d[size_t(i)])
            return -1;
    if (slice < 0 || slice >= m_slices)
        return -1;
    return p[0] + d[0] * (p[1] + d[1] * (p[2] + d[2] * slice));
}

} // namespace tpu::grid
