#pragma once

#include "model/summary.h"

#include <QAbstractTableModel>

namespace tpu::ui {

// The plan's resources, quota and cost as a table: one row per figure, with its value per slice
// and in total. Unknown values are shown as "unknown" and have no ValueRole (never 0); values
// resting on uncertain catalog data end in "(?)" with the reason as tooltip.
class SummaryModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SummaryModel)

public:
    enum Column
    {
        WhatColumn,
        PerSliceColumn,
        TotalColumn,
        ColumnCount
    };
    enum Row
    {
        SlicesRow,
        VmsRow,
        ChipsRow,
        VcpuRow,
        MemoryRow,
        HbmRow,
        PflopsRow,
        QuotaRow,
        CostHourOnDemandRow, // then Spot, 1-year, 3-year
        CostMonthOnDemandRow = CostHourOnDemandRow + 4,
        RowCount = CostMonthOnDemandRow + 4
    };
    enum Roles
    {
        ValueRole = Qt::UserRole + 1, // double; invalid when unknown
        ShortLabelRole,               // "HBM (GiB)", "Spot": a chart category
        UncertainRole                 // QString: why the value is uncertain; empty when certain
    };

    explicit SummaryModel(QObject *parent = nullptr);
    ~SummaryModel() override;

    // Shows `summary`; resets only when a figure changed. An incomplete summary shows no rows.
    void setSummary(const model::Summary &summary);
    const model::Summary &summary() const { return m_summary; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Cell
    {
        std::optional<double> value;
        QString text, uncertain, tooltip;
    };
    struct Line
    {
        QString label, shortLabel;
        Cell perSlice, total;
        bool applies = false; // a cost this plan pays: marked and bold
        bool operator==(const Line &o) const;
    };
    static std::vector<Line> linesOf(const model::Summary &s);

    model::Summary m_summary;
    std::vector<Line> m_lines;
};

} // namespace tpu::ui
