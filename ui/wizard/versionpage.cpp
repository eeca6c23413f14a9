#include "ui/wizard/versionpage.h"

#include "document/plandocument.h"
#include "model/resolution.h"
#include "ui/common/sourcelinks.h"
#include "ui/wizard/versiontablemodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tpu::ui {

VersionPage::VersionPage(document::PlanDocument *document, QWidget *parent)
    : PlanPage(document, model::Step::Version, parent),
      m_model(new VersionTableModel(document->catalog(), this))
{
    setObjectName(QStringLiteral("versionPage"));
    setSubTitle(
        tr("Each TPU version has its own price, performance and host VM. Pick a machine type: "
           "it decides the chips per VM."));
    m_table = new QTableView(this);
    setUpChoiceTable(m_table, m_model, QStringLiteral("versionTableView"));
    m_table->setAccessibleName(tr("Machine types"));
    auto *tableLabel = new QLabel(tr("&Machine types:"), this);
    tableLabel->setBuddy(m_table);
    auto *legend =
        new QLabel(tr("Values marked (?) are not confirmed by Google's docs: hover for "
                      "why. Prices: list prices in USD per chip-hour; TFLOPS and HBM: per chip."),
                   this);
    legend->setObjectName(QStringLiteral("versionLegendLabel"));
    legend->setWordWrap(true);
    m_tradeoffs = new QTextBrowser(this);
    m_tradeoffs->setObjectName(QStringLiteral("tradeoffsTextBrowser"));
    m_tradeoffs->setAccessibleName(tr("Machine type details"));
    routeLinks(m_tradeoffs);
    m_tradeoffs->setPlaceholderText(tr("Select a machine type to see what it trades off."));

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(tableLabel);
    topLayout->addWidget(m_table, 1);
    topLayout->addWidget(legend);
    topLayout->addWidget(findingsFor({QStringLiteral("tpuVersion"), QStringLiteral("machineType")},
                                     QStringLiteral("versionFindings")));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(m_tradeoffs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    contentLayout()->addWidget(split, 1);

    // Selection, not the current index: focusing the table makes a row current without choosing it.
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        if (const int row = chosenRow(m_table); row >= 0)
            rowActivated(row);
    });
}

VersionPage::~VersionPage() = default;

void VersionPage::rowActivated(int row)
{
    const QModelIndex i = m_model->index(row, 0);
    if (!i.isValid())
        return;
    const QString version = i.data(VersionTableModel::VersionIdRole).toString();
    const QString machineType = i.data(VersionTableModel::MachineTypeRole).toString();
    edit([&](model::Plan &p) {
        p.tpuVersion = version;
        p.machineType = machineType;
    });
    showTradeoffs();
}

void VersionPage::showTradeoffs()
{
    const QString html = tradeoffsHtml();
    if (html != m_tradeoffsShown) { // setHtml re-lays out the whole document
        m_tradeoffsShown = html;
        m_tradeoffs->setHtml(html);
    }
}

void VersionPage::refresh()
{
    const model::Plan &p = plan();
    m_model->setMode(p.mode);
    m_model->setPriceRegion(p.region());
    const int row = m_model->rowOf(p.machineType);
    showChosenRow(m_table, row);
    showTradeoffs();
}

QString VersionPage::tradeoffsHtml() const
{
    const auto &cat = document()->catalog();
    const model::Plan &p = plan();
    // Held, not borrowed: an edit below would replace the document's snapshot.
    const model::SnapshotPtr snap = document()->snapshotPtr();
    const model::Resolution &r = snap->resolution;
    if (!r.machineType)
        return {};
    const auto *mt = r.machineType;
    const auto *acc = r.accelerator;
    QString h = QStringLiteral("<h3>%1 — %2</h3>")
                    .arg(r.version->name.toHtmlEscaped(), mt->name.toHtmlEscaped());
    auto num = [](const auto &v, const QString &unit) {
        return v ? QStringLiteral("%1 %2").arg(double(*v)).arg(unit) : tr("unknown %1").arg(unit);
    };
    h += tr("<p>%1 chip(s) per VM (the Pod's <code>google.com/tpu</code> request); each VM has %2, "
            "%3 and %4.</p>")
             .arg(mt->chipsPerVm)
             .arg(num(mt->vcpu, tr("vCPU")), num(mt->memoryGiB, tr("GiB memory")),
                  num(mt->numaNodes, tr("NUMA node(s)")));
    if (mt->preemption == QLatin1String("high"))
        h += tr("<p>Preemption likelihood <b>high</b>: small single-VM types are the first to be "
                "reclaimed. Fine for experiments and serving replicas that restart; checkpoint "
                "often.</p>");
    else if (mt->preemption == QLatin1String("medium"))
        h += tr("<p>Preemption likelihood <b>medium</b>.</p>");
    else if (mt->preemption == QLatin1String("low"))
        h += tr("<p>Preemption likelihood <b>low</b>: larger VMs are reclaimed least often.</p>");
    else
        h += tr("<p>The docs give no preemption likelihood for this type.</p>");
    QStringList facts;
    if (acc->maxChips.contains(p.mode))
        facts << tr("slices of up to %1 chips in %2 mode")
                     .arg(acc->maxChips[p.mode])
                     .arg(catalog::modeName(p.mode));
    facts << (r.version->multislice ? tr("Multislice supported") : tr("no Multislice"));
    if (acc->minGke.contains(p.mode))
        facts << tr("needs GKE %1 or later").arg(acc->minGke[p.mode].toString().toHtmlEscaped());
    facts << (r.version->placement == catalog::MultiHostPlacement::WorkloadPolicy
                  ? tr("multi-host slices are placed by a workload policy (exported)")
                  : tr("multi-host slices are placed by --tpu-topology"));
    if (!acc->status.isEmpty())
        facts << tr("status %1").arg(acc->status.toHtmlEscaped());
    h += QStringLiteral("<p>%1: %2.</p>")
             .arg(acc->label.toHtmlEscaped(), facts.join(QStringLiteral("; ")));
    if (const auto *s = cat.spec(r.version->id))
        h += tr("<p>Per chip: %1 bf16 TFLOPS, %2 GiB HBM at %3 GB/s, ICI %4 GB/s.</p>")
                 .arg(s->bf16Tflops ? QString::number(*s->bf16Tflops) : tr("unknown"),
                      s->hbmGiB ? QString::number(*s->hbmGiB) : tr("unknown"),
                      s->hbmBandwidthGBps ? QString::number(*s->hbmBandwidthGBps) : tr("unknown"),
                      s->iciBandwidthGBps ? QString::number(*s->iciBandwidthGBps) : tr("unknown"));
    if (!mt->prov.note.isEmpty())
        h += QStringLiteral("<p><i>%1</i></p>").arg(mt->prov.noteText().toHtmlEscaped());
    h += uncertainHtml(mt->prov) + uncertainHtml(acc->prov);
    QStringList sources = mt->prov.sources;
    for (const QString &s : acc->prov.sources)
        if (!sources.contains(s))
            sources << s;
    h += sourceLinksHtml(cat, sources, palette());
    return h;
}

} // namespace tpu::ui
