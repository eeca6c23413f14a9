#pragma once

#include "catalog/catalog.h"
#include "model/summary.h"

#include <QWidget>
#include <vector>

class QLabel;
class QTableView;

namespace tpu::ui {

class BarChart;
class SummaryModel;

// The plan's resources, quota and cost: the SummaryModel as a table, the prices' region, date and
// sources, and two charts of the same model: resources per slice and in total, and cost per
// 30-day month by consumption option.
class SummaryView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SummaryView)

public:
    explicit SummaryView(QWidget *parent = nullptr);
    ~SummaryView() override;

    void setSummary(const catalog::Catalog &catalog, const model::Summary &summary);

    SummaryModel *model() const { return m_model; }
    // The resources, one measure per chart: counts (VMs, chips, vCPUs), memory (GiB), compute
    // (PFLOP/s).
    const std::vector<BarChart *> &resourceCharts() const { return m_resources; }
    BarChart *costChart() const { return m_cost; }
    QString sliceText() const; // "tpu-v6e-slice ct6e-standard-4t 4x4, multi-host: ..."

protected:
    void changeEvent(QEvent *event) override; // the links' colour follows the theme

private:
    void showPrices();
    void keepFiguresReadable();

    catalog::Catalog m_sources; // only the catalog's sources (shared, not copied): for the links
    model::Summary m_summary;
    SummaryModel *m_model;
    QTableView *m_table;
    QLabel *m_incomplete, *m_slice, *m_prices;
    std::vector<BarChart *> m_resources;
    BarChart *m_cost;
    QString m_pricesShown;
};

} // namespace tpu::ui
