#pragma once

#include "topology.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QLabel;
class QSlider;

namespace tpu::ui {

class TopologyView;

// The topology view with its controls: layer slider (3D slices), links toggle, reset view, and
// export of the current view as PNG or SVG.
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

    // Seam for tests: returns the file to save to (empty = cancelled). Defaults to a dialog.
    std::function<QString(const QString &caption, const QString &filter)> chooseFile;

private:
    void exportAs(bool svg);
    void syncLayerSlider();

    TopologyView *m_view = nullptr;
    QSlider *m_layerSlider = nullptr;
    QLabel *m_layerLabel = nullptr;
    QCheckBox *m_linksCheckBox = nullptr;
};

} // namespace tpu::ui
