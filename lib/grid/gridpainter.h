#pragma once

#include "sceneprojection.h"

#include <QColor>
#include <QPalette>

#include <functional>

class QPainter;

namespace tpu::grid {

// Paints a projected slice grid with QPainter (works offscreen). Colours come from the palette
// and a colour-blind-safe set (Okabe-Ito) for the VMs.
struct GridStyle
{
    bool links = true;
    int selectedVm = -1, selectedSlice = -1;
};

class GridPainter
{
public:
    static QColor vmColour(int vm); // distinct for neighbouring VMs, safe for common CVD
    static void paint(QPainter &painter, const grid::SliceGeometry &geometry,
                      const grid::SceneProjection &projection, const GridStyle &style,
                      const QPalette &palette, const std::function<QString(int)> &sliceLabel = {});
    // Axes with sizes, 4x4x4 cube boundaries (3D) and a label above each slice.
    static void paintAnnotations(QPainter &painter, const grid::SliceGeometry &geometry,
                                 const grid::SceneProjection &projection,
                                 const std::function<QString(int)> &sliceLabel, const QPalette &palette);
};

} // namespace tpu::grid
