#include "ui/summary/alternativespanel.h"

#include "document/plandocument.h"
#include "ui/summary/alternativesmodel.h"
#include "ui/summary/barchart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace tpu::ui {

namespace {
constexpr int kPauseMs = 150; // recompute once typing pauses, not on every key
enum TargetChoice
{
    PlanChips,
    Chips,
    Hbm,
    Pflops
};
} // namespace

AlternativesPanel::AlternativesPanel(document::PlanDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    m_model = new AlternativesModel(this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(AlternativesModel::SortRole);

    m_targetKind = new QComboBox(this);
    m_targetKind->setObjectName(QStringLiteral("targetKindComboBox"));
    m_targetKind->addItem(tr("The plan's chips"), PlanChips);
    m_targetKind->addItem(tr("TPU chips"), Chips);
    m_targetKind->addItem(tr("HBM (GiB)"), Hbm);
    m_targetKind->addItem(tr("Peak bf16 (PFLOP/s)"), Pflops);
    m_targetKind->setToolTip(
        tr("What every alternative must at least provide, over all its slices."));
    m_amount = new QDoubleSpinBox(this);
    m_amount->setObjectName(QStringLiteral("targetAmountSpinBox"));
    m_amount->setAccessibleName(tr("Target amount"));
    m_amount->setAccessibleDescription(
        tr("How much of the chosen target every alternative must at least provide."));
    m_amount->setRange(0.01, 1e7);
    m_amount->setDecimals(0); // the plan's chips, the first target
    m_amount->setValue(32);
    m_amount->setEnabled(false);
    m_anyRegion = new QCheckBox(tr("&Every region"), this);
    m_anyRegion->setObjectName(QStringLiteral("anyRegionCheckBox"));
    m_anyRegion->setToolTip(tr("Look in every region, not only the plan's."));
    auto *targetLabel = new QLabel(tr("&Target:"), this);
    targetLabel->setBuddy(m_targetKind);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("alternativesTableView"));
    m_table->setAccessibleName(tr("Alternatives"));
    m_table->setAccessibleDescription(
        tr("TPU versions, machine types and shapes that meet the target, with their cost and "
           "whether they pass the rules; Use This applies the selected one."));
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // the engine's order until a header is clicked
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    m_use = new QPushButton(tr("&Use This"), this);
    m_use->setObjectName(QStringLiteral("useAlternativePushButton"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("alternativesStatusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // shows catalog names: text, never markup

    BarChart::Spec cost;
    cost.title = tr("Cost per hour");
    cost.valueAxisTitle = tr("USD per hour");
    cost.labelRole = AlternativesModel::ChartLabelRole;
    cost.firstValueColumn = cost.lastValueColumn = AlternativesModel::CostColumn;
    cost.valueRole = AlternativesModel::ValueRole;
    cost.horizontal = true;
    cost.labelPrefix = QStringLiteral("$");
    m_costChart = new BarChart(m_model, cost, this);
    m_costChart->setObjectName(QStringLiteral("alternativesCostChart"));
    BarChart::Spec pflops = cost;
    pflops.title = tr("Peak bf16");
    pflops.valueAxisTitle = tr("PFLOP/s");
    pflops.firstValueColumn = pflops.lastValueColumn = AlternativesModel::PflopsColumn;
    pflops.labelPrefix.clear();
    m_pflopsChart = new BarChart(m_model, pflops, this);
    m_pflopsChart->setObjectName(QStringLiteral("alternativesPflopsChart"));

    // The target on one row, where to look and Use This on the next: one row of five would be
    // the summary page's widest part at large type and push the page past a laptop's screen.
    auto *targetRow = new QHBoxLayout;
    targetRow->addWidget(targetLabel);
    targetRow->addWidget(m_targetKind);
    targetRow->addWidget(m_amount);
    targetRow->addStretch(1);
    auto *whereRow = new QHBoxLayout;
    whereRow->addWidget(m_anyRegion);
    whereRow->addStretch(1);
    whereRow->addWidget(m_use);
    auto *top = new QVBoxLayout;
    top->addLayout(targetRow);
    top->addLayout(whereRow);
    auto *charts = new QWidget(this);
    auto *chartsLayout = new QHBoxLayout(charts);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    chartsLayout->addWidget(m_costChart);
    chartsLayout->addWidget(m_pflopsChart);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(charts);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);

    m_pause = new QTimer(this);
    m_pause->setSingleShot(true);
    m_pause->setInterval(kPauseMs);
    connect(m_pause, &QTimer::timeout, this, &AlternativesPanel::recompute);
    connect(m_document, &document::PlanDocument::planChanged, this,
            &AlternativesPanel::planChanged);
    connect(m_targetKind, &QComboBox::currentIndexChanged, this,
            &AlternativesPanel::targetKindChanged);
    connect(m_amount, &QDoubleSpinBox::valueChanged, this, [this] { m_pause->start(); });
    connect(m_anyRegion, &QCheckBox::toggled, this, &AlternativesPanel::recompute);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &AlternativesPanel::updateUseButton);
    connect(m_use, &QPushButton::clicked, this, [this] {
        const auto rows = m_table->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            useRow(m_sorted->mapToSource(rows.first()).row());
    });
    connect(m_table, &QTableView::activated, this,
            [this](const QModelIndex &index) { useRow(m_sorted->mapToSource(index).row()); });
    updateUseButton();
}

AlternativesPanel::~AlternativesPanel() = default;

void AlternativesPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        recompute();
}

void AlternativesPanel::planChanged()
{
    m_stale = true;
    if (isVisible())
        m_pause->start();
}

void AlternativesPanel::targetKindChanged()
{
    const int kind = m_targetKind->currentData().toInt();
    m_amount->setEnabled(kind != PlanChips);
    m_amount->setDecimals(kind == Chips || kind == PlanChips ? 0 : 2);
    m_amount->setSuffix(kind == Hbm ? tr(" GiB") : kind == Pflops ? tr(" PFLOP/s") : QString());
    recompute();
}

void AlternativesPanel::recompute()
{
    m_pause->stop();
    m_stale = false;
    model::AlternativeRequest req;
    req.anyRegion = m_anyRegion->isChecked();
    switch (m_targetKind->currentData().toInt()) {
    case Chips:
        req.target =
            model::AlternativeTarget{model::AlternativeTarget::Kind::Chips, m_amount->value()};
        break;
    case Hbm:
        req.target =
            model::AlternativeTarget{model::AlternativeTarget::Kind::HbmGiB, m_amount->value()};
        break;
    case Pflops:
        req.target =
            model::AlternativeTarget{model::AlternativeTarget::Kind::Pflops, m_amount->value()};
        break;
    default:
        break;
    }
    auto alts = model::findAlternatives(m_document->snapshot(), req);
    // The plan's chips: the (disabled) amount shows them, not the last figure typed.
    if (m_targetKind->currentData().toInt() == PlanChips && alts.error.isEmpty() &&
        alts.target.amount > 0) {
        const QSignalBlocker quiet(m_amount);
        m_amount->setValue(alts.target.amount);
    }
    QString status;
    if (!alts.error.isEmpty())
        status = alts.error;
    else if (alts.rows.empty())
        status = tr("No TPU version offered %1 meets %2 in %3 mode.")
                     .arg(alts.anyRegion ? tr("in any region") : tr("in %1").arg(alts.region),
                          alts.target.text(), catalog::modeName(m_document->plan().mode));
    else
        status = tr("The smallest shape of each machine type that meets %1, %2. Select one and "
                    "choose Use This to apply it.")
                     .arg(alts.target.text(),
                          alts.anyRegion ? tr("in every region") : tr("in %1").arg(alts.region));
    if (!alts.notes.isEmpty())
        status += QLatin1Char(' ') + alts.notes.join(QLatin1Char(' '));
    m_status->setText(status);
    m_model->setJob(&m_document->catalog(), m_document->job());
    m_model->setAlternatives(std::move(alts));
    updateUseButton();
}

void AlternativesPanel::useRow(int modelRow)
{
    if (modelRow < 0 || modelRow >= m_model->rowCount())
        return;
    const model::Alternative &a = m_model->alternative(modelRow);
    if (a.current)
        return;
    m_document->apply(a.applied, a.changes);
}

void AlternativesPanel::updateUseButton()
{
    const auto rows = m_table->selectionModel()->selectedRows();
    const model::Alternative *a =
        rows.isEmpty() ? nullptr : &m_model->alternative(m_sorted->mapToSource(rows.first()).row());
    m_use->setEnabled(a && !a->current);
    m_use->setToolTip(!a           ? tr("Select an alternative first.")
                      : a->current ? tr("This is the plan's own choice.")
                      : a->passes  ? tr("Apply %1 %2 to the plan (Edit ▸ Undo brings it back).")
                                        .arg(a->machineType, a->topology.toString())
                                  : tr("Apply %1 %2 to the plan; it does not pass every rule yet "
                                       "(see the Rules column).")
                                        .arg(a->machineType, a->topology.toString()));
}

} // namespace tpu::ui
