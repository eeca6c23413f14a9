#include "ui/summary/summaryview.h"

#include "ui/common/sourcelinks.h"
#include "ui/summary/barchart.h"
#include "ui/summary/summarymodel.h"

#include <QChart>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QScrollArea>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace tpu::ui {

namespace {

// The resources in three small charts, one measure each (issue 24, 5): counts, memory in GiB,
// compute in PFLOP/s never share an axis.
bool isCountRow(int row)
{
    return row >= SummaryModel::VmsRow && row <= SummaryModel::VcpuRow;
}

bool isMemoryRow(int row)
{
    return row == SummaryModel::MemoryRow || row == SummaryModel::HbmRow;
}

bool isComputeRow(int row)
{
    return row == SummaryModel::PflopsRow;
}

bool isMonthlyCostRow(int row)
{
    return row >= SummaryModel::CostMonthOnDemandRow && row < SummaryModel::RowCount;
}

} // namespace

SummaryView::SummaryView(QWidget *parent) : QWidget(parent)
{
    m_model = new SummaryModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("summaryTableView"));
    m_table->setAccessibleName(tr("Summary"));
    m_table->setAccessibleDescription(
        tr("The plan's resources, quota and cost: per slice and in total, one row each."));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false);
    // A figure's name wraps onto a second line where the column is narrower than it ("Cost per
    // 30-day month, 1-year commitment (USD)" was cut at the default window): never elided.
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(SummaryModel::WhatColumn,
                                                      QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(SummaryModel::PerSliceColumn,
                                                      QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(SummaryModel::TotalColumn,
                                                      QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setMinimumSectionSize(m_table->fontMetrics().height() + 6);

    m_incomplete = new QLabel(tr("The plan does not describe a complete slice yet: the totals, "
                                 "quota and cost appear once it does."),
                              this);
    m_incomplete->setObjectName(QStringLiteral("summaryIncompleteLabel"));
    m_incomplete->setWordWrap(true);
    m_slice = new QLabel(this);
    m_slice->setTextFormat(Qt::PlainText); // shows catalog names: text, never markup
    m_slice->setObjectName(QStringLiteral("sliceLabel"));
    m_slice->setWordWrap(true);
    m_slice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_prices = new QLabel(this);
    m_prices->setObjectName(QStringLiteral("pricesLabel"));
    m_prices->setWordWrap(true);
    m_prices->setTextFormat(Qt::RichText);
    routeLinks(m_prices);

    auto resourceChart = [this](const QString &title, const QString &axis, bool log,
                                std::function<bool(int)> rows, const char *name) {
        BarChart::Spec spec;
        spec.title = title;
        spec.valueAxisTitle = axis;
        spec.labelRole = SummaryModel::ShortLabelRole;
        spec.firstValueColumn = SummaryModel::PerSliceColumn;
        spec.lastValueColumn = SummaryModel::TotalColumn;
        spec.valueRole = SummaryModel::ValueRole;
        spec.horizontal = true;
        spec.logarithmic = log;
        spec.rowFilter = std::move(rows);
        spec.valueTextRole = Qt::DisplayRole;
        auto *chart = new BarChart(m_model, spec, this);
        chart->setObjectName(QLatin1String(name));
        m_resources.push_back(chart);
    };
    resourceChart(tr("VMs, chips and vCPUs"), tr("Count (log scale)"), true, isCountRow,
                  "countsChart");
    resourceChart(tr("Memory: host and HBM"), tr("GiB"), false, isMemoryRow, "memoryChart");
    resourceChart(tr("Peak bf16 compute"), tr("PFLOP/s"), false, isComputeRow, "computeChart");

    BarChart::Spec cost;
    cost.title = tr("Cost per 30-day month by consumption option");
    cost.valueAxisTitle = tr("%1 per 30-day month (720 hours)").arg(QStringLiteral("USD"));
    cost.labelRole = SummaryModel::ShortLabelRole;
    cost.firstValueColumn = cost.lastValueColumn = SummaryModel::TotalColumn;
    cost.valueRole = SummaryModel::ValueRole;
    cost.horizontal = true;
    cost.valueTextRole = Qt::DisplayRole; // "$71,888.95 (?)": the locale's money, the mark kept
    cost.rowFilter = isMonthlyCostRow;
    m_cost = new BarChart(m_model, cost, this);
    m_cost->setObjectName(QStringLiteral("costChart"));

    // Everything at its natural height, one below the other, in a scroll area: nothing is
    // squeezed, at any type size.
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    auto *content = new QWidget;
    auto *column = new QVBoxLayout(content);
    column->addWidget(m_incomplete);
    column->addWidget(m_slice);
    column->addWidget(m_table);
    column->addWidget(m_prices);
    for (BarChart *chart : m_resources)
        column->addWidget(chart);
    column->addWidget(m_cost);
    column->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("summaryScrollArea"));
    scroll->setAccessibleName(tr("Resources and cost"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

SummaryView::~SummaryView() = default;

QString SummaryView::sliceText() const
{
    return m_slice->text();
}

void SummaryView::setSummary(const catalog::Catalog &catalog, const model::Summary &s)
{
    m_model->setSummary(s);
    // Per slice and total differ only with several slices; one slice charts the total alone.
    for (BarChart *chart : m_resources)
        chart->setValueColumns(s.slices > 1 ? SummaryModel::PerSliceColumn
                                            : SummaryModel::TotalColumn,
                               SummaryModel::TotalColumn);
    m_cost->setValueAxisTitle(tr("%1 per 30-day month (720 hours)")
                                  .arg(s.currency.isEmpty() ? QStringLiteral("USD") : s.currency));
    m_incomplete->setVisible(!s.complete);
    m_slice->setText(!s.complete
                         ? QString()
                         : tr("%1 · %2 · %3%4 (%5) · %6 per slice, %7 chips each (google.com/tpu)")
                               .arg(s.accelerator, s.machineType, s.topology,
                                    s.custom ? tr(" custom") : QString(),
                                    s.multiHost ? tr("multi-host") : tr("single-host"),
                                    tr("%n VM(s)", nullptr, int(s.vmsPerSlice)))
                               .arg(s.chipsPerVm));
    for (QWidget *w : {static_cast<QWidget *>(m_table), static_cast<QWidget *>(m_slice),
                       static_cast<QWidget *>(m_prices), static_cast<QWidget *>(m_cost)})
        w->setVisible(s.complete);
    for (BarChart *chart : m_resources)
        chart->setVisible(s.complete);
    m_sources.sources = catalog.sources;
    m_summary = s;
    showPrices();
    keepFiguresReadable();
}

void SummaryView::keepFiguresReadable()
{
    // The view is never narrower than its table: the figures' names readable (up to 20 average
    // characters; a longer quota id is elided, whole in its tooltip) and the numbers whole. A
    // page squeezed beside the export preview would otherwise show "Sli…" and "Pe…".
    const QHeaderView *header = m_table->horizontalHeader();
    const QAbstractItemView *view = m_table; // sizeHintForColumn is public here
    auto column = [&](int c) {
        return std::max(view->sizeHintForColumn(c), header->sectionSizeHint(c));
    };
    const int names =
        std::min(column(SummaryModel::WhatColumn), m_table->fontMetrics().averageCharWidth() * 20);
    const QMargins margins = m_table->parentWidget()->layout()->contentsMargins();
    setMinimumWidth(names + column(SummaryModel::PerSliceColumn) +
                    column(SummaryModel::TotalColumn) + 2 * m_table->frameWidth() +
                    style()->pixelMetric(QStyle::PM_ScrollBarExtent) + margins.left() +
                    margins.right());
}

void SummaryView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        showPrices();
    if (event->type() == QEvent::FontChange)
        keepFiguresReadable();
}

void SummaryView::showPrices()
{
    const catalog::Catalog &catalog = m_sources;
    const model::Summary &s = m_summary;
    QString prices;
    if (s.complete && s.priceDate.isEmpty()) {
        prices =
            tr("The catalog has no price for %1 in %2: the cost is unknown.")
                .arg(s.accelerator.toHtmlEscaped(),
                     s.priceRegion.isEmpty() ? tr("this region") : s.priceRegion.toHtmlEscaped());
    } else if (s.complete) {
        QStringList sources;
        if (!s.costs.empty())
            sources = s.costs.front().perChipHour.sources;
        prices = tr("Prices for %1, %2 per chip-hour, as of %3. Values marked (?) are uncertain: "
                    "hover for why.")
                     .arg(s.priceRegion.toHtmlEscaped(),
                          s.currency.isEmpty() ? QStringLiteral("USD") : s.currency.toHtmlEscaped(),
                          s.priceDate.toString().toHtmlEscaped()) +
                 sourceLinksHtml(catalog, sources, palette());
    }
    if (prices != m_pricesShown) {
        m_pricesShown = prices;
        m_prices->setText(prices);
    }
}

} // namespace tpu::ui
