#pragma once

#include "review/fit.h"

#include <QWidget>
#include <functional>

class QBoxLayout;

namespace tpu::ui {

class BarChart;
class ChartRows;

// The review's two charts (Qt Charts, through the summary's BarChart): demand, placed and held
// capacity in chips of the fit's month per region, TPU version and capacity class; and each team's
// cost per month beside the busiest month of all teams and the budget. Money is the locale's, in
// the catalog's currency; a team whose cost is uncertain or lacks a price keeps its "(?)".
class ReviewCharts final : public QWidget
{
    Q_OBJECT
public:
    explicit ReviewCharts(QWidget *parent = nullptr);
    ~ReviewCharts() override;

    void update(const catalog::Catalog &catalog, const review::Review &review,
                const review::FitResult &fit, const std::function<QString(const QString &)> &mask);

    BarChart *capacityChart() const { return m_capacityChart; }
    BarChart *costChart() const { return m_costChart; }

protected:
    void resizeEvent(QResizeEvent *event) override; // side by side, or stacked when narrow

private:
    QBoxLayout *m_chartsLayout;
    QStringList m_titles; // the charts' titles, to measure
    ChartRows *m_capacityRows, *m_costRows;
    BarChart *m_capacityChart, *m_costChart;
};

} // namespace tpu::ui
