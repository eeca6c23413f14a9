#pragma once

#include "model/alternatives.h"
#include "sizing/job.h"

#include <QAbstractTableModel>

namespace tpu::ui {

// The alternatives that meet a target, one row each, in the engine's order (cheapest known cost
// first). Unknown figures show "unknown" and have no ValueRole; SortRole sorts them last.
class AlternativesModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlternativesModel)

public:
    enum Column
    {
        VersionColumn,
        MachineTypeColumn,
        TopologyColumn,
        SlicesColumn,
        ZoneColumn,
        ChipsColumn,
        VmsColumn,
        HbmColumn,
        PflopsColumn,
        CostColumn,
        CostPerPflopsColumn,
        RulesColumn,
        FitsColumn, // does the alternative hold the model's job (Size from a Model…)
        JobColumn,  // its time or tokens/s, and what the job costs
        ColumnCount
    };
    enum Roles
    {
        ValueRole = Qt::UserRole + 1, // double; invalid when unknown
        SortRole,                     // number or text; unknown sorts after every number
        ChartLabelRole                // "v6e 4x4 ×7", unique among the rows
    };

    explicit AlternativesModel(QObject *parent = nullptr);
    ~AlternativesModel() override;

    // The model's job each alternative is weighed against (none: the two job columns say so);
    // applies at the next setAlternatives().
    void setJob(const catalog::Catalog *catalog, std::optional<sizing::Job> job);
    void setAlternatives(model::Alternatives alternatives);
    const model::Alternatives &alternatives() const { return m_alts; }
    const model::Alternative &alternative(int row) const { return m_alts.rows[size_t(row)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    model::Alternatives m_alts;
    QStringList m_chartLabels;
    const catalog::Catalog *m_catalog = nullptr;
    std::optional<sizing::Job> m_job;
    std::vector<sizing::JobOnSlices> m_fits; // one per row while there is a job
};

} // namespace tpu::ui
