#pragma once

#include "catalog/catalog.h"

#include <QAbstractTableModel>

namespace tpu::ui {

// The topologies the catalog lists for one TPU version in one mode, smallest first: shape,
// machine type, chips, VMs and host type. A shape listed for two machine types (v5e/v6e 2x4:
// one 8-chip VM or two 4-chip VMs) has a row for each.
class TopologyTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TopologyTableModel)

public:
    enum Column
    {
        TopologyColumn,
        MachineTypeColumn,
        ChipsColumn,
        VmsColumn,
        HostColumn,
        ColumnCount
    };
    explicit TopologyTableModel(const catalog::Catalog &catalog, QObject *parent = nullptr);
    ~TopologyTableModel() override;

    void setVersion(catalog::Mode mode, const QString &versionId);
    int rowOf(const catalog::Topology &topology,
              const QString &machineType) const; // -1 when not listed
    const catalog::TopologyRow *row(int row) const;
    // The machine types that list `topology` for this version and mode (2x4: two of them).
    QStringList machineTypesListing(const catalog::Topology &topology) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    const catalog::Catalog &m_catalog;
    catalog::Mode m_mode = catalog::Mode::Autopilot;
    QString m_version;
    std::vector<const catalog::TopologyRow *> m_rows;
};

} // namespace tpu::ui
