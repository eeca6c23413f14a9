#pragma once

#include "catalog/topology.h"
#include "grid/gridpainter.h"

#include <QWidget>
#include <memory>
#include <optional>

class QLabel;

namespace tpu::ui {

// The planned slices as a 3D grid of chips grouped by VM: drag to orbit, wheel to zoom,
// click to select a VM, hover for a small card naming the chip. Keyboard: arrows orbit, +/-
// zoom, 0 resets, Page Up/Down step through layers, L toggles links. A legend (top) says
// what the colours mean; a caption (bottom) what is drawn. Both go into the exports.
class TopologyView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TopologyView)

public:
    explicit TopologyView(QWidget *parent = nullptr);
    ~TopologyView() override;

    // Shows `slices` slices of `topology` with `chipsPerVm` chips per VM; node pools are named
    // by `poolName(slice)`. An unusable shape clears the view and says why.
    void setSlices(const catalog::Topology &topology, int chipsPerVm, int slices,
                   std::function<QString(int)> poolName = {});
    // Not empty: the planner's rules reject the shape; it is drawn greyed out and the caption
    // says it is rejected and why.
    void setRejected(const QString &reason);
    QString rejected() const { return m_style.rejected; }
    void resetView();
    int selectedVm() const { return m_style.selectedVm; }
    int selectedSlice() const { return m_style.selectedSlice; }
    int selectedChip() const { return m_selectedChip; }
    // Selects the VM of a chip (-1 clears).
    void selectChip(int chipIndex);
    // The hover card's text for a chip: coordinates, VM (node), TPU_WORKER_ID, slice, node pool.
    QString chipDescription(int chipIndex) const;
    // The selected VM's details: its chips, node pool and TPU_WORKER_ID (the planner's own
    // numbering); empty when nothing is selected.
    QString selectionDescription() const;
    QString caption() const;
    QString message() const { return m_message; }
    int layerCount() const { return m_geometry ? m_geometry->dims()[2] : 0; }
    int layer() const { return m_view.layer; }
    void setLayer(int layer); // -1: every layer
    void setLinksVisible(bool on);
    bool linksVisible() const { return m_style.links; }
    grid::ColourBy colourBy() const { return m_style.colourBy; }
    void setColourBy(grid::ColourBy by);
    const grid::ViewState &viewState() const { return m_view; }
    const grid::SliceGeometry *geometry() const { return m_geometry ? &*m_geometry : nullptr; }
    // The projection of what is on screen now (rebuilt when the view changes). Needs slices.
    const grid::SceneProjection &projection();
    int visibleChipCount();
    bool simplified(); // one box per slice: chips would be too small to see
    QLabel *hoverCard() const { return m_card; }
    // Renders the current view (same angles, zoom, selection) with its legend and caption to a
    // file; empty string on success, else the reason.
    QString exportPng(const QString &fileName, const QSize &size);
    QString exportSvg(const QString &fileName, const QSize &size);

signals:
    void layerChanged(int layer);
    void linksVisibleChanged(bool on);
    void colourByChanged(tpu::grid::ColourBy by);
    void selectionChanged();

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    std::function<QString(int)> sliceLabeller() const;
    QString poolName(int slice) const;
    void viewChanged();
    void hover(const QPoint &pos);
    void selectionUpdated();
    QString render(QPaintDevice *device, const QSize &size);

    std::optional<grid::SliceGeometry> m_geometry;
    std::unique_ptr<grid::SceneProjection> m_projection; // cache; rebuilt when the view changes
    grid::ViewState m_view;
    grid::GridStyle m_style;
    std::function<QString(int)> m_poolName;
    QString m_message;
    QPoint m_pressPos, m_lastPos;
    bool m_dragged = false;
    int m_hoverChip = -1, m_hoverSlice = -1;
    int m_selectedChip = -1;
    QLabel *m_card = nullptr;
};

} // namespace tpu::ui
