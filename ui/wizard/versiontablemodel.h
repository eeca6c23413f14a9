#pragma once

#include "catalog/catalog.h"

#include <QAbstractTableModel>

namespace tpu::ui {

// The TPU versions and machine types offered in one mode, side by side: one row per machine
// type. Uncertain values end in " (?)" and are italic, with the reason in the tooltip; values the
// catalog does not have read "unknown". Prices are for `priceRegion` when the catalog has it,
// else the lowest listed ("from …").
class VersionTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VersionTableModel)

public:
    enum Column
    {
        VersionColumn,
        MachineTypeColumn,
        ChipsPerVmColumn,
        VcpuColumn,
        MemoryColumn,
        NumaColumn,
        MaxChipsColumn,
        PreemptionColumn,
        OnDemandColumn,
        SpotColumn,
        Bf16Column,
        HbmColumn,
        ColumnCount
    };
    enum Role
    {
        MachineTypeRole = Qt::UserRole,
        VersionIdRole
    };

    VersionTableModel(const catalog::Catalog &catalog, QObject *parent = nullptr);
    ~VersionTableModel() override;

    void setMode(catalog::Mode mode);
    void setPriceRegion(const QString &region);
    int rowOf(const QString &machineType) const; // -1 when not listed

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row
    {
        const catalog::Version *version;
        const catalog::Accelerator *accelerator;
        const catalog::MachineType *machineType;
    };
    struct Cell
    {
        QString text, uncertain;
    };
    Cell cell(const Row &row, int column) const;
    QString currency() const; // the catalog's price currency, USD when it names none
    // The plan region's price row, else the row with the lowest value of `field` ("onDemand" or
    // "spot"); `lowest` says which.
    const catalog::PriceRow *price(const QString &versionId, bool spot, bool *lowest) const;
    void rebuild();

    const catalog::Catalog &m_catalog;
    catalog::Mode m_mode = catalog::Mode::Autopilot;
    QString m_priceRegion;
    std::vector<Row> m_rows;
};

} // namespace tpu::ui
