#pragma once

#include "catalog/topology.h"

#include <QWidget>
#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;

namespace tpu::ui {

class TopologyView;

// The topology view with its controls: layer slider (3D slices), links toggle, what the colours
// show, reset view, export of the current view (with legend and caption) as PNG or SVG, and
// the selected VM's details as text.
class TopologyPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TopologyPanel)

public:
    explicit TopologyPanel(QWidget *parent = nullptr);
    ~TopologyPanel() override;

    TopologyView *view() const { return m_view; }
    void setSlices(const catalog::Topology &topology, int chipsPerVm, int slices,
                   std::function<QString(int)> poolName = {});
    // Not empty: the rules reject the shape; the grid is drawn greyed out and says so.
    void setRejected(const QString &reason);

    // Seam for tests: returns the file to save to (empty = cancelled). Defaults to a dialog.
    std::function<QString(const QString &caption, const QString &filter)> chooseFile;

private:
    void exportAs(bool svg);
    void syncLayerSlider();
    void showSelection();

    TopologyView *m_view = nullptr;
    QSlider *m_layerSlider = nullptr;
    QLabel *m_layerLabel = nullptr;
    QCheckBox *m_linksCheckBox = nullptr;
    QComboBox *m_colourBy = nullptr;
    QLabel *m_details = nullptr;
};

} // namespace tpu::ui
