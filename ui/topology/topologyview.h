#pragma once

#include "gridpainter.h"

#include <QWidget>

#include <memory>
#include <optional>

namespace tpu::ui {

// The planned slices as a 3D grid of chips grouped by VM: drag to orbit, wheel to zoom,
// click to select a VM, hover for a chip's details. Keyboard: arrows orbit, +/- zoom, 0 resets,
// Page Up/Down step through layers, L toggles links.
class TopologyView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TopologyView)

public:
    explicit TopologyView(QWidget *parent = nullptr);
    ~TopologyView() override;

    // Shows `slices` slices of `topology` with `chipsPerVm` chips per VM; node pools are named
    // by `poolName(slice)` in tooltips. An unusable shape clears the view and says why.
    void setSlices(const catalog::Topology &topology, int chipsPerVm, int slices,
                   std::function<QString(int)> poolName = {});
    void resetView();
    int selectedVm() const { return m_style.selectedVm; }
    QString chipDescription(int chipIndex) const;
    QString message() const { return m_message; }
    int layerCount() const { return m_geometry ? m_geometry->dims()[2] : 0; }
    int layer() const { return m_view.layer; }
    void setLayer(int layer); // -1: every layer
    void setLinksVisible(bool on);
    bool linksVisible() const { return m_style.links; }
    int visibleChipCount();
    // Renders the current view (same angles, zoom, selection) to a file; empty string on success,
    // else the reason.
    QString exportPng(const QString &fileName, const QSize &size);
    QString exportSvg(const QString &fileName, const QSize &size);

signals:
    void layerChanged(int layer);
    void linksVisibleChanged(bool on);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    const grid::SceneProjection &projection();
    std::function<QString(int)> sliceLabeller() const;
    void viewChanged();

    std::optional<grid::SliceGeometry> m_geometry;
    std::unique_ptr<grid::SceneProjection> m_projection; // cache; rebuilt when the view changes
    grid::ViewState m_view;
    GridStyle m_style;
    std::function<QString(int)> m_poolName;
    QString m_message;
    QPoint m_pressPos, m_lastPos;
    bool m_dragged = false;
    int m_hoverChip = -1;
};

} // namespace tpu::ui
