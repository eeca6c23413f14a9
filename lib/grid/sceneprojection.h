#pragma once

#include "slicegeometry.h"

#include <vector>

namespace tpu::grid {

// How the user looks at the grid: orbit angles in degrees and a zoom factor (1 = fit).
struct ViewState
{
    double yawDeg = -35.0;
    double pitchDeg = 30.0;
    double zoom = 1.0;
    int layer = -1; // show only chips with z == layer; -1 shows every layer
};

struct ProjectedChip
{
    double x = 0, y = 0; // centre on screen, pixels
    double depth = 0;    // larger is farther from the viewer
    int index = 0;       // into SliceGeometry::chips()
};

// Orthographic projection of the chips into a width x height viewport: screen positions, a
// back-to-front drawing order and picking. Pure arithmetic; the widget only paints it.
class SceneProjection
{
public:
    SceneProjection(const SliceGeometry &geometry, const ViewState &view, double width, double height);

    const std::vector<ProjectedChip> &backToFront() const { return m_order; }
    double cellSize() const { return m_cell; } // side of a chip's square on screen, pixels
    // Screen position of any grid point of a slice (for links, axes and outlines).
    ProjectedChip project(int slice, double x, double y, double z) const;
    // The front-most visible chip whose square contains (x, y), or -1.
    int pick(double x, double y) const;

private:
    std::array<double, 3> world(int slice, double x, double y, double z) const;

    const SliceGeometry &m_geometry;
    ViewState m_view;
    double m_cx = 0, m_cy = 0, m_scale = 1, m_cell = 1;
    std::array<double, 3> m_centre{0, 0, 0};
    double m_cosYaw = 1, m_sinYaw = 0, m_cosPitch = 1, m_sinPitch = 0;
    std::vector<ProjectedChip> m_order;
};

} // namespace tpu::grid
