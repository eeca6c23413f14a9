#pragma once

#include "grid/slicegeometry.h"

#include <cstdint>
#include <functional>
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

// Space kept free around the grid for captions and the legend, pixels.
struct Margins
{
    double left = 0, top = 0, right = 0, bottom = 0;
};

struct ProjectedChip
{
    double x = 0, y = 0; // centre on screen, pixels
    double depth = 0;    // larger is farther from the viewer
    int index = 0;       // chip index in SliceGeometry
};

// A link (or one wraparound stub) that shows somewhere on screen.
struct ProjectedLink
{
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    int axis = 0;
    bool wraparound = false;
    int slice = 0;
};

// Orthographic projection of the chips into a width x height viewport: screen positions, a
// back-to-front drawing order, which chips and links can be seen at all, and picking. Pure
// arithmetic; the widget only paints it.
//
// Only what can be seen is kept: chips whose square (with its outline) is wholly covered by
// squares in front of it, chips outside the viewport, and links hidden behind chips are
// dropped, using a one-bit-per-pixel coverage mask filled front to back. The mask is
// conservative (a chip counts as covering only the pixels wholly inside its square, minus
// one, and a chip is hidden only when every pixel it or its outline touches is covered), so
// the picture is the same as drawing everything. Large 3D slices (more than solidAbove()
// chips, every layer shown) are drawn solid: an opaque block with the chips of its faces
// turned to the viewer, as nothing inside it could be seen. When chips would be smaller than
// minChipPixels() the projection is "simplified": no chips, one box per slice.
//
// Everything is grouped by slice, back to front (slicesBackToFront()), then by depth.
class SceneProjection
{
public:
    SceneProjection(const SliceGeometry &geometry, const ViewState &view, double width,
                    double height, const Margins &margins = {});

    // The chips that show, back to front (slice by slice).
    const std::vector<ProjectedChip> &backToFront() const { return m_order; }
    // Chips in the viewport (layer filter applied) before hidden ones were dropped.
    int consideredChips() const { return m_considered; }
    // Links (and wraparound stubs) not wholly hidden behind chips; drawn before the chips.
    const std::vector<ProjectedLink> &visibleLinks() const { return m_links; }
    double cellSize() const { return m_cell; } // side of a chip's square on screen, pixels
    static double minChipPixels() { return 3.0; }
    static int solidAbove() { return 1024; }
    bool simplified() const { return m_simplified; }
    bool solid() const { return m_solid; }
    // Screen position of any grid point of a slice (for links, axes and outlines).
    ProjectedChip project(int slice, double x, double y, double z) const;
    // The front-most drawn chip whose square contains (x, y), or -1.
    int pick(double x, double y) const;
    // The front-most slice whose box contains (x, y), or -1 (for the simplified drawing).
    int pickSlice(double x, double y) const;
    // Slices back to front by the depth of their centres.
    const std::vector<int> &slicesBackToFront() const { return m_sliceOrder; }
    // The z extent of what is shown, in grid units: the whole slice, or the one layer.
    double zLow() const { return m_zLow; }
    double zHigh() const { return m_zHigh; }
    // Where slice s sits in the scene: slices in rows of columns, with gaps wide enough that
    // none hides another in the default view.
    std::array<double, 3> sliceOrigin(int slice) const;

private:
    struct Steps;
    void fit(double width, double height, const Margins &margins);
    void orderSlices();
    Steps linearSteps() const;
    std::vector<ProjectedChip> chipsInView(const Steps &steps, double width, double height,
                                           std::vector<char> *onScreen) const;
    void keepVisibleLinks(const Steps &steps, const std::vector<char> &onScreen,
                          const std::function<bool(int x0, int y0, int x1, int y1)> &covered);
    std::array<double, 3> world(int slice, double x, double y, double z) const;

    const SliceGeometry &m_geometry;
    ViewState m_view;
    int m_columns = 1;
    double m_gap = 2;
    double m_cx = 0, m_cy = 0, m_scale = 1, m_cell = 1;
    std::array<double, 3> m_centre{0, 0, 0};
    double m_cosYaw = 1, m_sinYaw = 0, m_cosPitch = 1, m_sinPitch = 0;
    double m_zLow = -0.5, m_zHigh = 0.5;
    bool m_simplified = false;
    bool m_solid = false;
    std::vector<int> m_sliceOrder;
    int m_considered = 0;
    std::vector<ProjectedChip> m_order;
    std::vector<ProjectedLink> m_links;
};

} // namespace tpu::grid
