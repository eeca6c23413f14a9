#include "report/reportcontent.h"

#include "catalog/catalog.h"
#include "catalog/catalogtext.h"
#include "export/manifests.h"
#include "model/alternatives.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <algorithm>

namespace tpu::report {

namespace {

struct ContentText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::report::Report)
};

template <typename T>
ReportContent::Row figureRow(const QString &label, const model::Figure<T> &f, int decimals,
                             const QString &unit)
{
    if (!f.value)
        return {label, ContentText::tr("unknown"), {}};
    QString v = QLocale().toString(double(*f.value), 'f', decimals);
    if (!unit.isEmpty())
        v += QLatin1Char(' ') + unit;
    if (!f.uncertain.isEmpty())
        v += QStringLiteral(" (?)");
    return {label, v, f.uncertain.toString()};
}

QString count(long long n)
{
    return QLocale().toString(n);
}

} // namespace

QString money(const std::optional<double> &value, const QString &currency)
{
    if (!value)
        return ContentText::tr("unknown");
    const QString amount = QLocale().toString(*value, 'f', 2);
    return currency.isEmpty() || currency == QLatin1String("USD")
               ? QStringLiteral("$") + amount
               : amount + QLatin1Char(' ') + currency;
}

// The parts of buildContent(), in the report's order.
namespace contentparts {

// The title, the project and file under it, and the plan in one line.
void headline(ReportContent &c, const model::Snapshot &snap, const model::Masking &masking,
              const QString &planFileName)
{
    const model::Plan &p = snap.plan;
    const auto m = [&](const QString &text) { return masking.apply(text); };
    c.fileName = planFileName.isEmpty() ? QString()
                 : masking.isEmpty()    ? QFileInfo(planFileName).fileName()
                                        : model::Masking::fileName(planFileName);
    c.title = ContentText::tr("TPU capacity plan: cluster %1").arg(masking.name(p.clusterName));
    QStringList sub;
    sub << (p.projectId.trimmed().isEmpty()
                ? ContentText::tr("no project ID set")
                : ContentText::tr("project %1").arg(masking.name(p.projectId)));
    if (!c.fileName.isEmpty())
        sub << ContentText::tr("plan file %1").arg(c.fileName);
    c.subtitle = sub.join(QStringLiteral(" · "));

    // The plan in one line.
    QStringList line;
    line << catalog::modeName(p.mode);
    line << (snap.resolution.version  ? snap.resolution.version->name
             : p.tpuVersion.isEmpty() ? ContentText::tr("no TPU version")
                                      : ContentText::tr("TPU version %1").arg(m(p.tpuVersion)));
    line << (p.machineType.isEmpty() ? ContentText::tr("no machine type") : m(p.machineType));
    line << (p.topology.isEmpty() ? ContentText::tr("no topology")
                                  : ContentText::tr("topology %1").arg(m(p.topology.toString())));
    line << (p.slices == 1 ? ContentText::tr("1 slice")
                           : ContentText::tr("%1 slices").arg(p.slices));
    line << (p.zone.isEmpty() ? ContentText::tr("no zone")
                              : ContentText::tr("zone %1").arg(m(p.zone)));
    QString consumption = model::consumptionName(p.consumption);
    if (p.consumesAnyReservation())
        consumption = ContentText::tr("Any matching reservation, never on-demand");
    else if (p.consumption == model::Consumption::Reservation && !p.reservation.name.isEmpty())
        consumption += QLatin1Char(' ') + masking.name(p.reservation.name);
    line << consumption;
    c.planLine = line.join(QStringLiteral(" · "));
}

// The findings (masked), the errors among them, and which catalog the report comes from.
void findingsAndCatalog(ReportContent &c, const model::Snapshot &snap,
                        const model::Masking &masking)
{
    const auto m = [&](const QString &text) { return masking.apply(text); };
    for (const model::Finding &f : snap.findings) {
        c.findings.push_back(
            {f.severity, f.id, m(f.message.toString()), m(f.explanation.toString())});
        if (f.severity == catalog::Severity::Error) {
            ++c.errorCount;
            c.errors << m(f.message.toString());
        }
    }
    c.catalogLine = ContentText::tr("Catalog %1 of %2 (%3), %4.")
                        .arg(snap.catalog ? snap.catalog->catalogVersion : QString(),
                             snap.catalog ? snap.catalog->date : QString(),
                             snap.catalog ? catalog::readerText(snap.catalog->title) : QString(),
                             !snap.catalog || snap.catalog->origin.startsWith(QLatin1Char(':'))
                                 ? ContentText::tr("built into TPU Planner")
                                 : ContentText::tr("read from %1")
                                       .arg(QFileInfo(snap.catalog->origin).fileName()));
}

// The slices to draw, their labels and the picture's caption.
void topologyPicture(ReportContent &c, const model::Snapshot &snap, const model::Masking &masking)
{
    const model::Plan &p = snap.plan;
    const model::Summary &s = snap.summary;
    c.topology = s.topology;
    c.shape = p.topology;
    c.chipsPerVm = s.chipsPerVm;
    c.slices = s.slices;
    // A picture of 1,024 slices says no more than one of a few; drawing them all would take
    // seconds.
    c.drawnSlices = int(std::clamp<long long>(
        ReportContent::kMaxDrawnChips / std::max(1LL, s.chipsPerSlice), 1, std::max(1, s.slices)));
    for (int i = 0; i < s.slices; ++i)
        c.sliceLabels << masking.name(model::nodePoolName(p, i));
    c.topologyCaption =
        ContentText::tr(
            "%1 %2: %3 chips in %4 VMs of %5 chips (%6)%7; one colour per VM, lines are ICI links, "
            "dashed stubs wrap around.")
            .arg(s.accelerator, s.topology, count(s.chipsPerSlice), count(s.vmsPerSlice))
            .arg(s.chipsPerVm)
            .arg(s.multiHost ? ContentText::tr("multi-host") : ContentText::tr("single-host"),
                 s.slices <= 1 ? QString()
                 : c.drawnSlices == s.slices
                     ? ContentText::tr(", %1 slices side by side").arg(s.slices)
                     : ContentText::tr(", %1 slices of the same shape; %2 drawn")
                           .arg(s.slices)
                           .arg(c.drawnSlices));
}

// The tables of the slice, the totals and the quota.
void figureTables(ReportContent &c, const model::Summary &s, const model::Masking &masking)
{
    c.slice = {
        {ContentText::tr("Accelerator"), s.accelerator, {}},
        {ContentText::tr("Machine type"), s.machineType, {}},
        {ContentText::tr("Topology"),
         s.topology + (s.custom ? ContentText::tr(" (custom)") : QString()),
         {}},
        {ContentText::tr("Host type"),
         s.multiHost ? ContentText::tr("multi-host") : ContentText::tr("single-host"),
         {}},
        {ContentText::tr("Slices"), QString::number(s.slices), {}},
        {ContentText::tr("VMs (nodes) per slice"), count(s.vmsPerSlice), {}},
        {ContentText::tr("Chips per VM (google.com/tpu)"), QString::number(s.chipsPerVm), {}}};
    c.totals = {
        {ContentText::tr("VMs (nodes)"), count(s.totalVms), {}},
        {ContentText::tr("TPU chips"), count(s.totalChips), {}},
        figureRow(ContentText::tr("vCPU"), s.vcpu, 0, QString()),
        figureRow(ContentText::tr("Memory"), s.memoryGiB, 0, ContentText::tr("GiB")),
        figureRow(ContentText::tr("HBM"), s.hbmGiB, 0, ContentText::tr("GiB")),
        figureRow(ContentText::tr("Peak bf16"), s.peakBf16Pflops, 2, ContentText::tr("PFLOP/s"))};

    const model::QuotaNeed &q = s.quota;
    QString metric = q.metric.isEmpty() ? ContentText::tr("unknown metric") : q.metric;
    if (!q.uncertain.isEmpty())
        metric += QStringLiteral(" (?)");
    c.quota = {{ContentText::tr("Quota metric"), metric, q.uncertain.toString()},
               {ContentText::tr("Counted in"),
                q.location.isEmpty() ? ContentText::tr("unknown") : model::quotaPlaceText(q),
                {}},
               {ContentText::tr("Chips needed"), count(q.chips), {}}};
    c.quotaNote = masking.apply(q.note.toString());
}

// The costs, the prices' date and region, and their sources.
void costs(ReportContent &c, const model::Snapshot &snap)
{
    const model::Summary &s = snap.summary;
    c.currency = s.currency.isEmpty() ? QStringLiteral("USD") : s.currency;
    for (const model::Cost &cost : s.costs)
        c.costs.push_back(
            {cost.label.toString(), cost.perChipHour.value, cost.perHour.value, cost.perMonth.value,
             !cost.perChipHour.uncertain.isEmpty() || !cost.perHour.uncertain.isEmpty() ||
                 !cost.perMonth.uncertain.isEmpty()});
    if (s.priceDate.isEmpty()) {
        c.priceLine =
            ContentText::tr("The catalog has no price for %1 in %2: the cost is unknown.")
                .arg(s.accelerator,
                     s.priceRegion.isEmpty() ? ContentText::tr("this region") : s.priceRegion);
        return;
    }
    c.priceLine =
        ContentText::tr("Prices for %1 in %2, %3 per chip-hour, as of %4; a month is %5 hours. "
                        "Values marked (?) are uncertain.")
            .arg(s.accelerator, s.priceRegion, c.currency, s.priceDate.toString())
            .arg(model::Summary::kHoursPerMonth);
    QStringList ids;
    for (const model::Cost &cost : s.costs)
        for (const QString &id : cost.perChipHour.sources)
            if (!ids.contains(id))
                ids << id;
    for (const QString &id : ids) {
        const catalog::Source *src = nullptr;
        if (snap.catalog && snap.catalog->sources.contains(id))
            src = &*snap.catalog->sources.constFind(id);
        if (!src)
            c.priceSources << id;
        else
            c.priceSources
                << (src->url.isEmpty()
                        ? ContentText::tr("%1: %2").arg(id, src->titleText())
                        : ContentText::tr("%1: %2, %3").arg(id, src->titleText(), src->url));
    }
}

} // namespace contentparts

ReportContent buildContent(const model::Snapshot &snap, const model::Masking &masking,
                           const QString &planFileName)
{
    ReportContent c;
    contentparts::headline(c, snap, masking, planFileName);
    contentparts::findingsAndCatalog(c, snap, masking);
    c.complete = snap.summary.complete;
    if (!c.complete)
        return c;
    contentparts::topologyPicture(c, snap, masking);
    contentparts::figureTables(c, snap.summary, masking);
    contentparts::costs(c, snap);
    return c;
}

QStringList alternativeLines(const model::Snapshot &snap, const model::Masking &masking)
{
    QStringList lines;
    if (!snap.catalog)
        return lines;
    const model::Alternatives alts = model::findAlternatives(*snap.catalog, snap.plan, {});
    if (!alts.error.isEmpty())
        lines << masking.apply(alts.error);
    for (const model::Alternative &a : alts.rows) {
        const QString cost =
            a.costPerHour.value
                ? QStringLiteral("$%1/h").arg(QLocale().toString(*a.costPerHour.value, 'f', 2))
                : ContentText::tr("cost unknown");
        lines << ContentText::tr("%1%2 %3 %4 × %5: %6 chips, %7 VMs, %8 — %9")
                     .arg(a.current ? ContentText::tr("(this plan) ") : QString(), a.versionName,
                          a.machineType, a.topology.toString())
                     .arg(a.slices)
                     .arg(a.chips)
                     .arg(a.vms)
                     .arg(cost, a.passes ? ContentText::tr("passes every rule")
                                         : (a.finding ? masking.apply(a.finding->message.toString())
                                                      : ContentText::tr("has errors")));
    }
    return lines;
}

} // namespace tpu::report
