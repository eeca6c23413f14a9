#include "grid/sceneprojection.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

namespace tpu::grid {

namespace {

constexpr double kPi = 3.14159265358979323846;

// One bit per pixel, rows of 64-bit words: which pixels chips nearer the viewer already paint.
class CoverageMask
{
public:
    CoverageMask(int width, int height)
        : m_width(width), m_height(height), m_words((width + 63) / 64),
          m_bits(size_t(m_words) * size_t(std::max(0, height)), 0)
    {
    }

    // Pixels outside the viewport count as covered: nothing there can be seen.
    bool covered(int x0, int y0, int x1, int y1) const
    {
        x0 = std::max(x0, 0);
        y0 = std::max(y0, 0);
        x1 = std::min(x1, m_width - 1);
        y1 = std::min(y1, m_height - 1);
        if (x0 > x1 || y0 > y1)
            return true;
        for (int y = y0; y <= y1; ++y) {
            const std::uint64_t *row = &m_bits[size_t(y) * size_t(m_words)];
            for (int w = x0 >> 6; w <= x1 >> 6; ++w) {
                const std::uint64_t m = span(w, x0, x1);
                if ((row[w] & m) != m)
                    return false;
            }
        }
        return true;
    }

    void fill(int x0, int y0, int x1, int y1)
    {
        x0 = std::max(x0, 0);
        y0 = std::max(y0, 0);
        x1 = std::min(x1, m_width - 1);
        y1 = std::min(y1, m_height - 1);
        for (int y = y0; y <= y1; ++y) {
            std::uint64_t *row = &m_bits[size_t(y) * size_t(m_words)];
            for (int w = x0 >> 6; w <= x1 >> 6 && x0 <= x1; ++w)
                row[w] |= span(w, x0, x1);
        }
    }

private:
    static std::uint64_t span(int w, int x0, int x1)
    {
        std::uint64_t m = ~std::uint64_t(0);
        if (w == x0 >> 6)
            m &= ~std::uint64_t(0) << (x0 & 63);
        if (w == x1 >> 6)
            m &= ~std::uint64_t(0) >> (63 - (x1 & 63));
        return m;
    }

    int m_width, m_height, m_words;
    std::vector<std::uint64_t> m_bits;
};

// How far a chip's outline (and a selected chip's thicker one) reaches beyond its square.
double outlineReach(double cell)
{
    return 2.0 + cell / 16.0;
}

} // namespace

std::array<double, 3> SceneProjection::sliceOrigin(int slice) const
{
    const auto &d = m_geometry.dims();
    const int col = slice % m_columns, row = slice / m_columns;
    // Rows a little further apart than columns: room for the slice labels above each row.
    return {col * (d[0] + m_gap), 0.0, -row * (d[2] + 1.3 * m_gap)};
}

std::array<double, 3> SceneProjection::world(int slice, double x, double y, double z) const
{
    // Grid x runs right, grid y into the screen, grid z (layers) up.
    const auto o = sliceOrigin(slice);
    return {o[0] + x - m_centre[0], o[2] + z - m_centre[1], o[1] + y - m_centre[2]};
}

// The projection is linear: a chip is a slice's origin plus x, y and z steps on screen (and in
// depth); `front` is the face of each axis turned to the viewer.
struct SceneProjection::Steps
{
    double step[3][3];
    int front[3];
};

SceneProjection::SceneProjection(const SliceGeometry &geometry, const ViewState &view, double width,
                                 double height, const Margins &margins)
    : m_geometry(geometry), m_view(view)
{
    fit(width, height, margins);
    orderSlices();
    if (m_simplified)
        return;
    const auto &d = geometry.dims();
    const bool oneLayer = view.layer >= 0 && view.layer < d[2];
    m_solid = !oneLayer && d[2] > 1 && geometry.chipsPerSlice() > solidAbove();
    const Steps steps = linearSteps();
    std::vector<char> onScreen;
    std::vector<ProjectedChip> all = chipsInView(steps, width, height, &onScreen);
    m_considered = int(all.size());
    const int perSlice = geometry.chipsPerSlice();
    std::vector<int> rank(m_sliceOrder.size());
    for (size_t r = 0; r < m_sliceOrder.size(); ++r)
        rank[size_t(m_sliceOrder[r])] = int(r);
    // Nearest first: slices front to back, then by depth; ties keep index order so the
    // picture does not flicker.
    std::sort(all.begin(), all.end(), [&](const ProjectedChip &a, const ProjectedChip &b) {
        const int ra = rank[size_t(a.index / perSlice)], rb = rank[size_t(b.index / perSlice)];
        if (ra != rb)
            return ra > rb;
        return a.depth < b.depth || (a.depth == b.depth && a.index > b.index);
    });
    const double half = m_cell / 2.0;
    CoverageMask mask(int(std::ceil(width)), int(std::ceil(height)));
    const double e = outlineReach(m_cell);
    m_order.reserve(all.size());
    for (const ProjectedChip &p : all) {
        const int tx0 = int(std::floor(p.x - half - e)), tx1 = int(std::ceil(p.x + half + e)) - 1;
        const int ty0 = int(std::floor(p.y - half - e)), ty1 = int(std::ceil(p.y + half + e)) - 1;
        if (mask.covered(tx0, ty0, tx1, ty1))
            continue;
        m_order.push_back(p);
        // Pixels this chip surely paints: wholly inside its square, less one for rounding.
        mask.fill(int(std::ceil(p.x - half)) + 1, int(std::ceil(p.y - half)) + 1,
                  int(std::floor(p.x + half)) - 2, int(std::floor(p.y + half)) - 2);
    }
    std::reverse(m_order.begin(), m_order.end());
    keepVisibleLinks(steps, onScreen, [&mask](int x0, int y0, int x1, int y1) {
        return mask.covered(x0, y0, x1, y1);
    });
}

// The slices side by side in a square-ish grid, the box around them fitted to the viewport at
// the current angles, and the chips' size on screen.
void SceneProjection::fit(double width, double height, const Margins &margins)
{
    const ViewState &view = m_view;
    const auto &d = m_geometry.dims();
    const int n = m_geometry.slices();
    m_columns = std::max(1, int(std::ceil(std::sqrt(double(n)))));
    const int rows = (n + m_columns - 1) / m_columns;
    // A slice's depth (y) shows beside and below it when orbiting: gaps of that size keep
    // neighbouring slices apart at the default angles.
    m_gap = std::max(2.0, double(std::max(d[0], d[1])));
    const bool oneLayer = view.layer >= 0 && view.layer < d[2];
    m_zLow = oneLayer ? view.layer - 0.5 : -0.5;
    m_zHigh = oneLayer ? view.layer + 0.5 : d[2] - 0.5;
    const double zTop = oneLayer ? view.layer : d[2] - 1;
    const double zBottom = -(rows - 1) * (d[2] + 1.3 * m_gap) + (oneLayer ? view.layer : 0);
    const double xRight = (std::min(n, m_columns) - 1) * (d[0] + m_gap) + d[0] - 1;
    m_centre = {xRight / 2.0, (zTop + zBottom) / 2.0, (d[1] - 1) / 2.0};
    const double sx = xRight + 1, sy = d[1], sz = zTop - zBottom + 1;
    // + margin for the axes and labels drawn just outside the grid.
    const double radius = 0.5 * std::sqrt(sx * sx + sy * sy + sz * sz) + 1.5;
    const double w = std::max(1.0, width - margins.left - margins.right);
    const double h = std::max(1.0, height - margins.top - margins.bottom);
    m_cosYaw = std::cos(view.yawDeg * kPi / 180);
    m_sinYaw = std::sin(view.yawDeg * kPi / 180);
    m_cosPitch = std::cos(view.pitchDeg * kPi / 180);
    m_sinPitch = std::sin(view.pitchDeg * kPi / 180);
    // Fitted so the scene's box, seen from the current angles, fills the viewport (a flat or long
    // slice is not drawn as small as a sphere around it would make it), keeping room for the
    // axis labels outside; never smaller than the sphere's fit, at most 2.5 times it.
    double extentX = 0, extentY = 0;
    for (int c = 0; c < 8; ++c) {
        const double wx = ((c & 1) ? xRight + 0.5 : -0.5) - m_centre[0];
        const double wy = ((c & 2) ? zTop + 0.5 : zBottom - 0.5) - m_centre[1];
        const double wz = ((c & 4) ? d[1] - 0.5 : -0.5) - m_centre[2];
        const double x1 = m_cosYaw * wx + m_sinYaw * wz;
        const double z1 = -m_sinYaw * wx + m_cosYaw * wz;
        extentX = std::max(extentX, std::abs(x1));
        extentY = std::max(extentY, std::abs(m_cosPitch * wy + m_sinPitch * z1));
    }
    const double sphere = 0.5 * std::min(w, h) / radius;
    const double box =
        std::min((w / 2 - 60) / std::max(extentX, 0.5), (h / 2 - 40) / std::max(extentY, 0.5));
    m_scale = std::clamp(box, sphere, 2.5 * sphere) * std::max(0.05, view.zoom);
    m_cell = 0.5 * m_scale; // gaps between chips keep the depth readable
    m_cx = margins.left + w / 2.0;
    m_cy = margins.top + h / 2.0;
    m_simplified = m_cell < minChipPixels();
}

// Slices back to front by the depth of their centres.
void SceneProjection::orderSlices()
{
    const auto &d = m_geometry.dims();
    const int n = m_geometry.slices();
    m_sliceOrder.resize(size_t(n));
    std::iota(m_sliceOrder.begin(), m_sliceOrder.end(), 0);
    {
        std::vector<double> depth(static_cast<size_t>(n));
        for (int s = 0; s < n; ++s)
            depth[size_t(s)] =
                project(s, (d[0] - 1) / 2.0, (d[1] - 1) / 2.0, (d[2] - 1) / 2.0).depth;
        std::stable_sort(m_sliceOrder.begin(), m_sliceOrder.end(),
                         [&](int a, int b) { return depth[size_t(a)] > depth[size_t(b)]; });
    }
}

SceneProjection::Steps SceneProjection::linearSteps() const
{
    const auto &d = m_geometry.dims();
    const ProjectedChip o = project(0, 0, 0, 0);
    const ProjectedChip ex = project(0, 1, 0, 0), ey = project(0, 0, 1, 0),
                        ez = project(0, 0, 0, 1);
    Steps s{{{ex.x - o.x, ex.y - o.y, ex.depth - o.depth},
             {ey.x - o.x, ey.y - o.y, ey.depth - o.depth},
             {ez.x - o.x, ez.y - o.y, ez.depth - o.depth}},
            {}};
    // The face of each axis turned to the viewer: coordinate 0 when depth grows along the axis.
    for (int a = 0; a < 3; ++a)
        s.front[a] = s.step[a][2] > 0 ? 0 : d[size_t(a)] - 1;
    return s;
}

// Every chip in the viewport (of the layer shown; of a solid block only its faces turned to
// the viewer), in no order; `onScreen` says which slices have any part in the viewport.
std::vector<ProjectedChip> SceneProjection::chipsInView(const Steps &steps, double width,
                                                        double height,
                                                        std::vector<char> *onScreen) const
{
    const auto &d = m_geometry.dims();
    const int n = m_geometry.slices();
    const ViewState &view = m_view;
    const bool oneLayer = view.layer >= 0 && view.layer < d[2];
    const auto &step = steps.step;
    const auto &front = steps.front;
    const double reach = m_cell / 2.0 + outlineReach(m_cell);
    const int perSlice = m_geometry.chipsPerSlice();
    std::vector<ProjectedChip> all;
    onScreen->assign(size_t(n), 0);
    for (int s = 0; s < n; ++s) {
        // Skip slices wholly outside the viewport (zoomed in on a Multislice plan).
        double minX = 1e300, maxX = -1e300, minY = 1e300, maxY = -1e300;
        for (int c = 0; c < 8; ++c) {
            const auto p = project(s, (c & 1) ? d[0] - 0.5 : -0.5, (c & 2) ? d[1] - 0.5 : -0.5,
                                   (c & 4) ? d[2] - 0.5 : -0.5);
            minX = std::min(minX, p.x), maxX = std::max(maxX, p.x);
            minY = std::min(minY, p.y), maxY = std::max(maxY, p.y);
        }
        if (maxX + reach < 0 || minX - reach > width || maxY + reach < 0 || minY - reach > height)
            continue;
        (*onScreen)[size_t(s)] = 1;
        const ProjectedChip so = project(s, 0, 0, 0);
        const int z0 = oneLayer ? view.layer : 0, z1 = oneLayer ? view.layer : d[2] - 1;
        for (int z = z0; z <= z1; ++z)
            for (int y = 0; y < d[1]; ++y)
                for (int x = 0; x < d[0]; ++x) {
                    if (m_solid && x != front[0] && y != front[1] && z != front[2])
                        continue; // inside the block
                    ProjectedChip p;
                    p.x = so.x + x * step[0][0] + y * step[1][0] + z * step[2][0];
                    p.y = so.y + x * step[0][1] + y * step[1][1] + z * step[2][1];
                    if (p.x + reach < 0 || p.x - reach > width || p.y + reach < 0 ||
                        p.y - reach > height)
                        continue;
                    p.depth = so.depth + x * step[0][2] + y * step[1][2] + z * step[2][2];
                    p.index = s * perSlice + x + d[0] * (y + d[1] * z);
                    all.push_back(p);
                }
    }
    return all;
}

// Links lie behind every chip: keep those with a sample point on a pixel no chip covers.
void SceneProjection::keepVisibleLinks(
    const Steps &steps, const std::vector<char> &onScreen,
    const std::function<bool(int x0, int y0, int x1, int y1)> &covered)
{
    const auto &d = m_geometry.dims();
    const bool oneLayer = m_view.layer >= 0 && m_view.layer < d[2];
    const auto &step = steps.step;
    const auto &front = steps.front;
    const auto &links = m_geometry.sliceLinks();
    const double half = m_cell / 2.0;
    auto onFace = [&](const std::array<int, 3> &q) {
        return !m_solid || q[0] == front[0] || q[1] == front[1] || q[2] == front[2];
    };
    const double inner =
        half - 1.0; // within this of a chip's centre, the chip (or what hides it) paints
    auto visible = [&](double ax, double ay, double bx, double by, double cx1, double cy1,
                       double cx2, double cy2, bool second) {
        const double len = std::hypot(bx - ax, by - ay);
        const int samples = std::max(2, int(std::ceil(len)));
        for (int i = 0; i <= samples; ++i) {
            const double t = double(i) / samples;
            const double px = ax + (bx - ax) * t, py = ay + (by - ay) * t;
            if (std::abs(px - cx1) < inner && std::abs(py - cy1) < inner)
                continue;
            if (second && std::abs(px - cx2) < inner && std::abs(py - cy2) < inner)
                continue;
            if (!covered(int(std::floor(px - 1)), int(std::floor(py - 1)), int(std::floor(px + 1)),
                         int(std::floor(py + 1))))
                return true;
        }
        return false;
    };
    for (int s : m_sliceOrder) {
        if (!onScreen[size_t(s)])
            continue;
        const ProjectedChip so = project(s, 0, 0, 0);
        auto at = [&](const std::array<double, 3> &q) {
            return std::array<double, 2>{
                so.x + q[0] * step[0][0] + q[1] * step[1][0] + q[2] * step[2][0],
                so.y + q[0] * step[0][1] + q[1] * step[1][1] + q[2] * step[2][1]};
        };
        for (const Link &l : links) {
            const std::array<int, 3> a{l.fromPos[0], l.fromPos[1], l.fromPos[2]};
            const std::array<int, 3> b{l.toPos[0], l.toPos[1], l.toPos[2]};
            if (oneLayer && (a[2] != m_view.layer || b[2] != m_view.layer))
                continue;
            if (m_solid && !l.wraparound) {
                // Inside the block unless both ends lie on one face turned to the viewer.
                bool shown = false;
                for (int f = 0; f < 3; ++f)
                    shown = shown || (a[size_t(f)] == front[f] && b[size_t(f)] == front[f]);
                if (!shown)
                    continue;
            }
            const std::array<double, 3> fa{double(a[0]), double(a[1]), double(a[2])};
            const std::array<double, 3> fb{double(b[0]), double(b[1]), double(b[2])};
            const auto pa = at(fa), pb = at(fb);
            if (!l.wraparound) {
                if (visible(pa[0], pa[1], pb[0], pb[1], pa[0], pa[1], pb[0], pb[1], true))
                    m_links.push_back({pa[0], pa[1], pb[0], pb[1], l.axis, false, s});
                continue;
            }
            // A wraparound link is drawn as two short stubs pointing out of the grid: a line
            // across the grid would hide it.
            for (int end = 0; end < 2; ++end) {
                auto q = end == 0 ? fa : fb;
                const auto from = at(q);
                q[size_t(l.axis)] += end == 0 ? 0.6 : -0.6;
                const auto to = at(q);
                if ((!m_solid || onFace(end == 0 ? a : b)) &&
                    visible(from[0], from[1], to[0], to[1], from[0], from[1], 0, 0, false))
                    m_links.push_back({from[0], from[1], to[0], to[1], l.axis, true, s});
            }
        }
    }
}

ProjectedChip SceneProjection::project(int slice, double x, double y, double z) const
{
    const auto w = world(slice, x, y, z);
    // Yaw about the vertical axis, then pitch about the screen's horizontal axis (a positive
    // pitch looks down on the grid).
    const double x1 = m_cosYaw * w[0] + m_sinYaw * w[2];
    const double z1 = -m_sinYaw * w[0] + m_cosYaw * w[2];
    const double y2 = m_cosPitch * w[1] + m_sinPitch * z1;
    const double z2 = -m_sinPitch * w[1] + m_cosPitch * z1;
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

int SceneProjection::pickSlice(double x, double y) const
{
    const auto &d = m_geometry.dims();
    const std::vector<int> &order = m_sliceOrder;
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const int s = *it;
        auto corner = [&](int c) {
            return project(s, (c & 1) ? d[0] - 0.5 : -0.5, (c & 2) ? d[1] - 0.5 : -0.5,
                           (c & 4) ? d[2] - 0.5 : -0.5);
        };
        // The box's outline on screen is the union of its six faces (parallelograms).
        for (int axis = 0; axis < 3; ++axis) {
            const int u = 1 << ((axis + 1) % 3), v = 1 << ((axis + 2) % 3);
            for (int side : {0, 1 << axis}) {
                const auto o = corner(side), a = corner(side | u), b = corner(side | v);
                const double ux = a.x - o.x, uy = a.y - o.y, vx = b.x - o.x, vy = b.y - o.y;
                const double det = ux * vy - uy * vx;
                if (std::abs(det) < 1e-9)
                    continue;
                const double s1 = ((x - o.x) * vy - (y - o.y) * vx) / det;
                const double s2 = (ux * (y - o.y) - uy * (x - o.x)) / det;
                if (s1 >= 0 && s1 <= 1 && s2 >= 0 && s2 <= 1)
                    return s;
            }
        }
    }
    return -1;
}

} // namespace tpu::grid
