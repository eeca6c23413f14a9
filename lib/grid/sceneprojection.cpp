#include "sceneprojection.h"

#include <algorithm>
#include <cmath>

namespace tpu::grid {

namespace {
constexpr double kPi = 3.14159265358979323846;
constexpr double kSliceGap = 2.0; // empty cells between Multislice slices along x
} // namespace

std::array<double, 3> SceneProjection::world(int slice, double x, double y, double z) const
{
    // Grid x runs right, grid y into the screen, grid z (layers) up; slices side by side.
    const double sx = x + slice * (m_geometry.dims()[0] + kSliceGap);
    return {sx - m_centre[0], z - m_centre[1], y - m_centre[2]};
}

SceneProjection::SceneProjection(const SliceGeometry &geometry, const ViewState &view, double width,
                                 double height)
    : m_geometry(geometry), m_view(view)
{
    const auto &d = geometry.dims();
    const double spanX = geometry.slices() * d[0] + (geometry.slices() - 1) * kSliceGap;
    m_centre = {(spanX - 1) / 2.0, (d[2] - 1) / 2.0, (d[1] - 1) / 2.0};
    // + margin for the axes and labels drawn just outside the grid.
    const double radius = 0.5 * std::sqrt(spanX * spanX + d[1] * d[1] + d[2] * d[2]) + 1.5;
    m_scale = 0.5 * std::min(width, height) / radius * std::max(0.05, view.zoom);
    m_cell = 0.5 * m_scale; // gaps between chips keep the depth readable
    m_cx = width / 2.0;
    m_cy = height / 2.0;
    m_cosYaw = std::cos(view.yawDeg * kPi / 180);
    m_sinYaw = std::sin(view.yawDeg * kPi / 180);
    m_cosPitch = std::cos(view.pitchDeg * kPi / 180);
    m_sinPitch = std::sin(view.pitchDeg * kPi / 180);

    const auto &chips = geometry.chips();
    m_order.reserve(chips.size());
    for (int i = 0; i < int(chips.size()); ++i) {
        const Chip &c = chips[size_t(i)];
        if (view.layer >= 0 && c.pos[2] != view.layer)
            continue;
        ProjectedChip p = project(c.slice, c.pos[0], c.pos[1], c.pos[2]);
        p.index = i;
        m_order.push_back(p);
    }
    std::stable_sort(m_order.begin(), m_order.end(),
                     [](const ProjectedChip &a, const ProjectedChip &b) { return a.depth > b.depth; });
}

ProjectedChip SceneProjection::project(int slice, double x, double y, double z) const
{
    const auto w = world(slice, x, y, z);
    // Yaw about the vertical axis, then pitch about the screen's horizontal axis.
    const double x1 = m_cosYaw * w[0] + m_sinYaw * w[2];
    const double z1 = -m_sinYaw * w[0] + m_cosYaw * w[2];
    const double y2 = m_cosPitch * w[1] - m_sinPitch * z1;
    const double z2 = m_sinPitch * w[1] + m_cosPitch * z1;
    ProjectedChip p;
    p.x = m_cx + x1 * m_scale;
    p.y = m_cy - y2 * m_scale;
    p.depth = z2;
    p.index = -1;
    return p;
}

int SceneProjection::pick(double x, double y) const
{
    const double half = m_cell / 2.0;
    for (auto it = m_order.rbegin(); it != m_order.rend(); ++it) {
        if (std::abs(it->x - x) <= half && std::abs(it->y - y) <= half)
            return it->index;
    }
    return -1;
}

} // namespace tpu::grid
