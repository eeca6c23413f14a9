#include "ui/review/reviewcharts.h"

#include "catalog/catalog.h"
#include "model/masking.h"
#include "report/reportcontent.h"
#include "ui/summary/barchart.h"

#include <QAbstractTableModel>
#include <QBoxLayout>
#include <QFrame>
#include <QResizeEvent>
#include <QScrollArea>
#include <algorithm>
#include <map>

namespace tpu::ui {

using namespace tpu::review;

namespace {
const int kValueRole = Qt::UserRole + 1;
} // namespace

// One row of a chart: its label, then each bar set's value and how it is shown. (Outside the
// anonymous namespace: ChartRows, which holds them, is declared in the header.)
struct ChartRow
{
    QString label;
    std::vector<std::optional<double>> values;
    QStringList texts; // each value as shown
    bool operator==(const ChartRow &o) const
    {
        return label == o.label && values == o.values && texts == o.texts;
    }
};

// The rows a chart draws: a label column, then one column per bar set. Setting the same rows
// again changes nothing; as many rows as before are one dataChanged(), more or fewer a reset.
class ChartRows final : public QAbstractTableModel
{
public:
    ChartRows(QStringList sets, QObject *parent)
        : QAbstractTableModel(parent), m_sets(std::move(sets))
    {
    }
    QVariant headerData(int section, Qt::Orientation o, int role) const override
    {
        if (o == Qt::Horizontal && role == Qt::DisplayRole && section >= 1)
            return m_sets.value(section - 1);
        return QAbstractTableModel::headerData(section, o, role);
    }
    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_rows.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : 1 + int(m_sets.size());
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid() || index.row() >= int(m_rows.size()))
            return {};
        const ChartRow &r = m_rows[size_t(index.row())];
        if (index.column() == 0)
            return role == Qt::DisplayRole ? QVariant(r.label) : QVariant();
        const size_t c = size_t(index.column() - 1);
        if (role == Qt::DisplayRole)
            return r.texts.value(int(c));
        if (role == kValueRole && c < r.values.size() && r.values[c])
            return *r.values[c];
        return {};
    }
    void setRows(std::vector<ChartRow> rows)
    {
        if (rows == m_rows)
            return;
        if (rows.size() == m_rows.size() && !rows.empty()) { // labels and values in place
            m_rows = std::move(rows);
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        } else {
            beginResetModel();
            m_rows = std::move(rows);
            endResetModel();
        }
    }

private:
    QStringList m_sets;
    std::vector<ChartRow> m_rows;
};

ReviewCharts::ReviewCharts(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("reviewCharts"));
    m_capacityRows = new ChartRows({tr("Demand"), tr("Placed"), tr("Held")}, this);
    m_costRows = new ChartRows({tr("Cost per month")}, this);
    BarChart::Spec capacity;
    capacity.title = tr("Demand and capacity per region, TPU version and capacity class");
    capacity.valueAxisTitle = tr("TPU chips");
    capacity.firstValueColumn = 1;
    capacity.lastValueColumn = 3;
    capacity.valueRole = kValueRole;
    capacity.horizontal = true;
    m_titles << capacity.title;
    m_capacityChart = new BarChart(m_capacityRows, capacity, this);
    m_capacityChart->setObjectName(QStringLiteral("reviewCapacityChart"));
    BarChart::Spec cost;
    cost.title = tr("Cost per team per month, against the budget");
    cost.valueAxisTitle = tr("per 30-day month (720 hours)");
    cost.valueRole = kValueRole;
    cost.horizontal = true;
    cost.valueTextRole = Qt::DisplayRole; // "$71,888.95 (?)": the locale's money, the mark kept
    m_titles << cost.title;
    m_costChart = new BarChart(m_costRows, cost, this);
    m_costChart->setObjectName(QStringLiteral("reviewCostChart"));
    // Side by side where there is room, one above the other where not (a laptop, large type);
    // taller than the tab, they scroll rather than squeeze their labels.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("reviewChartsScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *inner = new QWidget(scroll);
    m_chartsLayout = new QBoxLayout(QBoxLayout::LeftToRight, inner);
    m_chartsLayout->setContentsMargins(0, 0, 0, 0);
    m_chartsLayout->addWidget(m_capacityChart, 1);
    m_chartsLayout->addWidget(m_costChart, 1);
    scroll->setWidget(inner);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

void ReviewCharts::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Side by side only when each chart is wide enough for its bold title and some bars.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    int need = 0;
    for (const QString &t : m_titles)
        need = std::max(need, fm.horizontalAdvance(t) + 6 * fm.height());
    const bool sideBySide = width() >= 2 * need;
    const auto direction = sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_chartsLayout->direction() != direction)
        m_chartsLayout->setDirection(direction);
}

ReviewCharts::~ReviewCharts() = default;

void ReviewCharts::update(const catalog::Catalog &catalog, const Review &review,
                          const FitResult &fit, const std::function<QString(const QString &)> &mask)
{
    // Demand, placed and held chips of one month per region, TPU version and capacity class (a
    // reservation, on-demand quota, the preemptible quota Spot and flex-start share): placed is
    // never more than held, and the figures are review check's.
    const QLocale locale;
    const auto chips = [&](long long n) { return locale.toString(n); };
    std::vector<ChartRow> capacityRows;
    for (const GroupTotals &g : fit.groups)
        capacityRows.push_back(
            {QStringLiteral("%1 %2 %3").arg(g.region, g.version, capacityClassName(g.capacity)),
             {double(g.demand), double(g.placed), double(g.held)},
             {chips(g.demand), chips(g.placed), chips(g.held)}});
    m_capacityRows->setRows(std::move(capacityRows));
    m_capacityChart->setValueAxisTitle(
        !fit.groupsMonth ? tr("TPU chips, every month alike")
        : fit.groupsBusiest
            ? tr("TPU chips in the busiest month, %1").arg(monthText(*fit.groupsMonth))
            : tr("TPU chips in %1").arg(monthText(*fit.groupsMonth)));

    // Cost per team; "(?)" where a request's price is uncertain or missing.
    const QString currency =
        catalog.priceCurrency.isEmpty() ? QStringLiteral("USD") : catalog.priceCurrency;
    std::map<QString, bool> uncertain;
    bool anyUncertain = false;
    for (const RequestFit &f : fit.requests) {
        const Request &r = review.requests[size_t(f.index)];
        const bool u = !f.costPerMonth || !f.costNote.isEmpty();
        uncertain[r.team] = uncertain[r.team] || u;
        anyUncertain = anyUncertain || u;
    }
    const auto money = [&](double v, bool u) {
        return report::money(v, currency) + (u ? tr(" (?)") : QString());
    };
    // Teams in the order of what is shown: masked, by placeholder, never by the hidden names.
    std::vector<std::pair<QString, bool>> teams(uncertain.begin(), uncertain.end());
    std::stable_sort(teams.begin(), teams.end(), [&](const auto &a, const auto &b) {
        return model::Masking::naturalLess(mask(a.first), mask(b.first));
    });
    std::vector<ChartRow> costRows;
    for (const auto &[team, isUncertain] : teams) {
        const auto it = fit.cost.byTeam.find(team);
        const double v = it == fit.cost.byTeam.end() ? 0 : it->second;
        costRows.push_back({mask(team), {v}, {money(v, isUncertain)}});
    }
    costRows.push_back(
        {tr("Busiest month"), {fit.cost.peakMonth}, {money(fit.cost.peakMonth, anyUncertain)}});
    if (fit.cost.budget)
        costRows.push_back({tr("Budget"), {*fit.cost.budget}, {money(*fit.cost.budget, false)}});
    m_costRows->setRows(std::move(costRows));
    m_costChart->setValueAxisTitle(tr("%1 per 30-day month (720 hours)").arg(currency));
}

} // namespace tpu::ui
