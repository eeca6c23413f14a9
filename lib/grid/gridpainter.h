#pragma once

#include "grid/sceneprojection.h"

#include <QColor>
#include <QCoreApplication>
#include <QLineF>
#include <QPalette>
#include <QRectF>
#include <QString>
#include <functional>
#include <vector>

class QPainter;
class QFontMetricsF;

// In lib/grid (Qt Gui, no widgets) so that the report draws the same picture as the window.
namespace tpu::grid {

// What the chips' colours say.
enum class ColourBy
{
    Vm,      // one colour per VM (host) of a slice
    Slice,   // one colour per slice (node pool) of a Multislice plan
    IciAxis, // chips neutral, ICI links coloured by the axis they run along
    Block    // one colour per 4x4x4 block of chips (4x4 in a flat slice): large slices
};

// Paints a projected slice grid with QPainter (works offscreen). Colours come from the palette
// and a colour-blind-safe set (Okabe-Ito) for VMs, slices and axes.
struct GridStyle
{
    bool links = true;
    int selectedVm = -1, selectedSlice = -1;
    ColourBy colourBy = ColourBy::Vm;
    QString rejected; // not empty: the rules reject this shape; drawn greyed out, saying why
};

// One item of the legend: a swatch (a square, or a line for links) and its text.
struct LegendEntry
{
    QColor colour;
    QString text;
    enum Kind
    {
        Swatch,
        Line,
        DashedLine,
        Note
    } kind = Swatch;
};

// A label of the grid (axis sizes, slice names): where and how it is written.
struct GridLabel
{
    QRectF rect;
    QString text;
    int flags = 0; // Qt::Alignment
    int chip = -1; // a VM number's chip (vmNumbers()), whose colour its box takes
};

class GridPainter
{
    Q_DECLARE_TR_FUNCTIONS(GridPainter)

public:
    // The seven Okabe & Ito colours (black left out): distinguishable with the common
    // colour-vision deficiencies. Seven is prime, so VMs side by side along x, y or z never
    // share a colour in any valid shape (the VM counts along an axis are never multiples of 7).
    static int paletteSize() { return 7; }
    static QColor vmColour(int vm);
    static QColor sliceColour(int slice) { return vmColour(slice); }
    static QColor axisColour(int axis); // x, y, z links in ColourBy::IciAxis
    // Above this many VMs per slice the VM colours cannot be told apart (7 colours over
    // hundreds of VMs make confetti): ColourBy::Vm draws 4x4x4 blocks instead, and says so.
    static int maxVmsColouredByVm() { return 64; }
    // The colouring actually drawn: the style's, or Block for VM colouring of a large slice.
    static ColourBy effectiveColourBy(const SliceGeometry &geometry, const GridStyle &style);
    // The 4x4x4 block (4x4 in a flat slice) of a chip, numbered x fastest within its slice;
    // blocks side by side never share a colour (the block counts along an axis are never
    // multiples of 7).
    static int blockOf(const SliceGeometry &geometry, const Chip &chip);
    static int blockSide(const SliceGeometry &geometry, int axis); // 4, or 1 along a flat z
    static QColor rejectedColour(const QPalette &palette);
    static std::vector<LegendEntry> legend(const SliceGeometry &geometry, const GridStyle &style,
                                           const QPalette &palette);

    // Space the legend (top) and caption (bottom) take in a frame of `size`.
    static Margins frameMargins(const QFontMetricsF &metrics, const QSizeF &size,
                                const SliceGeometry &geometry, const GridStyle &style,
                                const QPalette &palette, const QString &caption);
    // A whole frame: background, grid, labels, legend at the top, caption at the bottom. The
    // projection must have been made with frameMargins() for the same size.
    static void paintFrame(QPainter &painter, const QSizeF &size, const SliceGeometry &geometry,
                           const SceneProjection &projection, const GridStyle &style,
                           const QPalette &palette, const QString &caption,
                           const std::function<QString(int)> &sliceLabel = {});
    // The axis lines drawn (x, y, and z for a 3D slice), at the edges of the first slice's chips.
    static std::vector<QLineF> axisLines(const SliceGeometry &geometry,
                                         const SceneProjection &projection);
    // The grid's labels, written last over a background box so chips never hide them.
    static std::vector<GridLabel> labels(const SliceGeometry &geometry,
                                         const SceneProjection &projection,
                                         const QFontMetricsF &metrics,
                                         const std::function<QString(int)> &sliceLabel);
    // The VM numbers written on the chips (when chips are large enough and coloured by VM):
    // one per VM on its front-most drawn chip, drawn after every chip so none is hidden.
    static std::vector<GridLabel> vmNumbers(const SliceGeometry &geometry,
                                            const SceneProjection &projection,
                                            const GridStyle &style, const QFontMetricsF &metrics);
    // The grid alone (chips, links, cube outlines, axes and slice labels) over the background.
    static void paint(QPainter &painter, const SliceGeometry &geometry,
                      const SceneProjection &projection, const GridStyle &style,
                      const QPalette &palette, const std::function<QString(int)> &sliceLabel = {});
};

} // namespace tpu::grid
