#include "model/summary.h"

#include "catalog/catalog.h"
#include "catalog/catalogtext.h"
#include "model/availability.h"
#include "model/ruletext.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>
#include <limits>

namespace tpu::model {

namespace {
struct SummaryText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::Summary)
};
} // namespace

namespace {

template <typename T>
void scaleInto(Figure<T> &out, const std::optional<double> &perUnit, double units,
               const catalog::Provenance &prov, const QString &field)
{
    out.sources = prov.sources;
    if (!perUnit)
        return;
    const double v = *perUnit * units;
    // A total beyond what T holds (only an absurd --force plan gets there) stays unknown rather
    // than wrapping around.
    if (!(v >= 0) || v >= double(std::numeric_limits<T>::max()))
        return;
    out.value = T(v);
    if (prov.isUncertain(field))
        out.uncertain = uncertainText(prov, field);
}

Cost priceFigure(const QString &kind, const TrText &label, const catalog::PriceRow *row,
                 std::optional<double> catalog::PriceRow::*member, const char *field,
                 long long chips)
{
    Cost c;
    c.kind = kind;
    c.label = label;
    if (!row || !(row->*member))
        return c;
    const double perChip = *(row->*member);
    TrText uncertain;
    if (row->prov.isUncertain(QLatin1String(field)))
        uncertain = uncertainText(row->prov, QLatin1String(field));
    for (Figure<double> *f : {&c.perChipHour, &c.perHour, &c.perMonth}) {
        f->uncertain = uncertain;
        f->sources = row->prov.sources;
    }
    c.perChipHour.value = perChip;
    c.perHour.value = perChip * double(chips);
    c.perMonth.value = perChip * double(chips) * Summary::kHoursPerMonth;
    return c;
}

} // namespace

QString quotaPlaceText(const QuotaNeed &quota)
{
    if (quota.location.isEmpty())
        return {};
    if (quota.scope == QLatin1String("zone"))
        return SummaryText::tr("zone %1").arg(quota.location);
    if (quota.scope == QLatin1String("region"))
        return SummaryText::tr("region %1").arg(quota.location);
    return SummaryText::tr("%1 (zone or region: not known)").arg(quota.location);
}

Summary summarize(const catalog::Catalog &catalog, const Plan &plan)
{
    return summarize(catalog, plan, resolve(catalog, plan));
}

Summary summarize(const catalog::Catalog &catalog, const Plan &plan, const Resolution &r)
{
    Summary s;
    s.slices = plan.slices;
    s.topology = plan.topology.toString();
    s.machineType = plan.machineType;
    s.currency = catalog.priceCurrency;
    if (!r.isComplete() || plan.slices < 1)
        return s;
    s.complete = true;
    s.accelerator = r.accelerator->label;
    s.multiHost = r.multiHost;
    s.custom = r.custom;
    s.chipsPerVm = r.chipsPerVm;
    s.vmsPerSlice = r.vmsPerSlice;
    s.chipsPerSlice = r.chipsPerSlice;
    s.totalVms = r.vmsPerSlice * plan.slices;
    s.totalChips = r.chipsPerSlice * plan.slices;

    const auto &mt = *r.machineType;
    if (mt.vcpu)
        scaleInto(s.vcpu, double(*mt.vcpu), double(s.totalVms), mt.prov, QStringLiteral("vcpu"));
    scaleInto(s.memoryGiB, mt.memoryGiB, double(s.totalVms), mt.prov, QStringLiteral("memoryGiB"));
    if (const auto *spec = catalog.spec(r.version->id)) {
        scaleInto(s.hbmGiB, spec->hbmGiB, double(s.totalChips), spec->prov,
                  QStringLiteral("hbmGiB"));
        scaleInto(s.peakBf16Pflops, spec->bf16Tflops, double(s.totalChips) / 1000.0, spec->prov,
                  QStringLiteral("bf16Tflops"));
    }

    // Quota: GKE TPU nodes count against Compute Engine quota; Spot and flex-start VMs against
    // the preemptible metric (gke-tpu-facts.md section 8).
    const bool preemptible =
        plan.consumption == Consumption::Spot || plan.consumption == Consumption::FlexStart;
    s.quota.preemptible = preemptible;
    s.quota.chips = s.totalChips;
    if (const auto *q = catalog.quota(r.accelerator->label)) {
        s.quota.metric = preemptible ? q->preemptibleMetric : q->onDemandMetric;
        s.quota.scope = q->scope;
        s.quota.sources = q->prov.sources;
        const QString field =
            preemptible ? QStringLiteral("preemptibleMetric") : QStringLiteral("onDemandMetric");
        if (q->prov.isUncertain(field))
            s.quota.uncertain = uncertainText(q->prov, field);
        else if (q->prov.isUncertain(QStringLiteral("scope")))
            s.quota.uncertain = uncertainText(q->prov, QStringLiteral("scope"));
    }
    s.quota.location = s.quota.scope == QLatin1String("zone") ? plan.zone : plan.region();
    if (plan.consumption == Consumption::Reservation && plan.calendar.enabled)
        s.quota.note = summaryTr(QT_TRANSLATE_NOOP("tpu::model::Summary",
                                                   "Calendar-mode reservation \"%1\": it needs no "
                                                   "Compute Engine TPU quota."))
                           .arg(plan.reservation.name);
    else if (plan.consumesAnyReservation())
        s.quota.note = summaryTr(QT_TRANSLATE_NOOP(
            "tpu::model::Summary", "Consumed from any matching reservation, never on-demand: the "
                                   "capacity is already held by the reservation."));
    else if (plan.consumption == Consumption::Reservation)
        s.quota.note = summaryTr(QT_TRANSLATE_NOOP("tpu::model::Summary",
                                                   "Consumed from reservation \"%1\": the "
                                                   "capacity is already held by the reservation."))
                           .arg(plan.reservation.name);

    s.priceRegion = plan.region();
    const catalog::PriceRow *price = catalog.price(r.version->id, s.priceRegion);
    if (price)
        s.priceDate = TrText::catalogText(price->date);
    using catalog::PriceRow;
    s.costs.push_back(priceFigure(QStringLiteral("on-demand"),
                                  summaryTr(QT_TRANSLATE_NOOP("tpu::model::Summary", "On-demand")),
                                  price, &PriceRow::onDemand, "onDemand", s.totalChips));
    s.costs.push_back(priceFigure(QStringLiteral("spot"), TrText(QStringLiteral("Spot")), price,
                                  &PriceRow::spot, "spot", s.totalChips));
    s.costs.push_back(
        priceFigure(QStringLiteral("cud-1y"),
                    summaryTr(QT_TRANSLATE_NOOP("tpu::model::Summary", "1-year commitment")), price,
                    &PriceRow::cud1y, "cud1y", s.totalChips));
    s.costs.push_back(
        priceFigure(QStringLiteral("cud-3y"),
                    summaryTr(QT_TRANSLATE_NOOP("tpu::model::Summary", "3-year commitment")), price,
                    &PriceRow::cud3y, "cud3y", s.totalChips));
    // A calendar-mode reservation is billed at its own price (Dynamic Workload Scheduler
    // pricing), which the catalog has only where a price row says "calendarMode": else unknown.
    const bool calendar = plan.consumption == Consumption::Reservation && plan.calendar.enabled;
    if (calendar)
        s.costs.push_back(
            priceFigure(QStringLiteral("calendar-mode"),
                        summaryTr(QT_TRANSLATE_NOOP("tpu::model::Summary", "Calendar mode")), price,
                        &PriceRow::calendarMode, "calendarMode", s.totalChips));
    switch (plan.consumption) {
    case Consumption::OnDemand:
    case Consumption::Reservation:
        s.appliesTo = calendar ? QStringLiteral("calendar-mode") : QStringLiteral("on-demand");
        break;
    case Consumption::Spot:
        s.appliesTo = QStringLiteral("spot");
        break;
    case Consumption::FlexStart:
        break;
    }
    if (!plan.fallback.empty())
        for (Consumption step : consumptionSteps(plan)) {
            Summary::ChainStep c{consumptionId(step),
                                 TrText::deferred([step] { return consumptionName(step); }),
                                 {},
                                 std::nullopt};
            if (step == Consumption::OnDemand || step == Consumption::Reservation)
                c.costKind = QStringLiteral("on-demand");
            else if (step == Consumption::Spot)
                c.costKind = QStringLiteral("spot");
            for (const Cost &cost : s.costs)
                if (cost.kind == c.costKind) {
                    c.perMonth = cost.perMonth.value;
                    c.uncertain = !cost.perMonth.uncertain.isEmpty();
                }
            s.chain.push_back(c);
        }
    return s;
}

namespace {

template <typename T> QJsonValue figureJson(const Figure<T> &f)
{
    QJsonObject o;
    o.insert(QStringLiteral("value"), f.value ? QJsonValue(double(*f.value)) : QJsonValue());
    if (!f.uncertain.isEmpty())
        o.insert(QStringLiteral("uncertain"), f.uncertain.toString());
    o.insert(QStringLiteral("sources"), QJsonArray::fromStringList(f.sources));
    return o;
}

template <typename T>
QString figureText(const Figure<T> &f, int decimals, const QString &unit = {},
                   bool withReason = true)
{
    if (!f.value)
        return QStringLiteral("unknown");
    QString s = decimals < 0 ? QString::number(double(*f.value), 'g', 12)
                             : QString::number(double(*f.value), 'f', decimals);
    if (!unit.isEmpty())
        s += QLatin1Char(' ') + unit;
    if (!f.uncertain.isEmpty())
        s += withReason ? SummaryText::tr(" (uncertain: %1)").arg(f.uncertain.toString())
                        : SummaryText::tr(" (uncertain)");
    return s;
}

} // namespace

QJsonObject summaryToJson(const Summary &s)
{
    QJsonObject o;
    o.insert(QStringLiteral("complete"), s.complete);
    o.insert(QStringLiteral("accelerator"), s.accelerator);
    o.insert(QStringLiteral("machineType"), s.machineType);
    o.insert(QStringLiteral("topology"), s.topology);
    o.insert(QStringLiteral("customTopology"), s.custom);
    o.insert(QStringLiteral("multiHost"), s.multiHost);
    o.insert(QStringLiteral("slices"), s.slices);
    o.insert(QStringLiteral("chipsPerVm"), s.chipsPerVm);
    o.insert(QStringLiteral("tpuRequestPerPod"), s.chipsPerVm);
    o.insert(QStringLiteral("vmsPerSlice"), double(s.vmsPerSlice));
    o.insert(QStringLiteral("chipsPerSlice"), double(s.chipsPerSlice));
    o.insert(QStringLiteral("totalVms"), double(s.totalVms));
    o.insert(QStringLiteral("totalChips"), double(s.totalChips));
    o.insert(QStringLiteral("vcpu"), figureJson(s.vcpu));
    o.insert(QStringLiteral("memoryGiB"), figureJson(s.memoryGiB));
    o.insert(QStringLiteral("hbmGiB"), figureJson(s.hbmGiB));
    o.insert(QStringLiteral("peakBf16Pflops"), figureJson(s.peakBf16Pflops));
    QJsonObject q;
    q.insert(QStringLiteral("metric"), s.quota.metric.isEmpty() ? QJsonValue() : s.quota.metric);
    q.insert(QStringLiteral("preemptible"), s.quota.preemptible);
    q.insert(QStringLiteral("scope"), s.quota.scope);
    q.insert(QStringLiteral("location"), s.quota.location);
    q.insert(QStringLiteral("chips"), double(s.quota.chips));
    if (!s.quota.note.isEmpty())
        q.insert(QStringLiteral("note"), s.quota.note.toString());
    if (!s.quota.uncertain.isEmpty())
        q.insert(QStringLiteral("uncertain"), s.quota.uncertain.toString());
    q.insert(QStringLiteral("sources"), QJsonArray::fromStringList(s.quota.sources));
    o.insert(QStringLiteral("quota"), q);
    QJsonObject cost;
    cost.insert(QStringLiteral("currency"), s.currency);
    cost.insert(QStringLiteral("region"), s.priceRegion);
    // A date (YYYY-MM-DD) or null; when the catalog gives no exact date, why in priceDateNote.
    const QString priceDate = s.priceDate.toString();
    const bool exactDate = QDate::fromString(priceDate, Qt::ISODate).isValid();
    cost.insert(QStringLiteral("priceDate"), exactDate ? QJsonValue(priceDate) : QJsonValue());
    if (!exactDate)
        cost.insert(QStringLiteral("priceDateNote"),
                    s.priceDate.isEmpty()
                        ? SummaryText::tr("The catalog has no price for this region.")
                        : priceDate);
    cost.insert(QStringLiteral("hoursPerMonth"), Summary::kHoursPerMonth);
    for (const Cost &c : s.costs) {
        QJsonObject k;
        k.insert(QStringLiteral("perChipHour"), figureJson(c.perChipHour));
        k.insert(QStringLiteral("perHour"), figureJson(c.perHour));
        k.insert(QStringLiteral("perMonth"), figureJson(c.perMonth));
        cost.insert(c.kind, k);
    }
    o.insert(QStringLiteral("cost"), cost);
    if (!s.chain.empty()) {
        QJsonArray chain;
        for (const auto &c : s.chain)
            chain.append(QJsonObject{
                {QStringLiteral("consumption"), c.consumption},
                {QStringLiteral("costKind"), c.costKind.isEmpty() ? QJsonValue() : c.costKind},
                {QStringLiteral("perMonth"), c.perMonth ? QJsonValue(*c.perMonth) : QJsonValue()},
                {QStringLiteral("uncertain"), c.uncertain}});
        o.insert(QStringLiteral("fallbackChain"), chain);
    }
    return o;
}

QString summaryToText(const Summary &s)
{
    if (!s.complete)
        return SummaryText::tr(
            "The plan does not describe a complete slice yet; see the findings.\n");
    QStringList l;
    auto row = [&](const QString &k, const QString &v) { l << k.leftJustified(31) + v; };
    row(SummaryText::tr("Accelerator"), s.accelerator);
    row(SummaryText::tr("Machine type"), s.machineType);
    row(SummaryText::tr("Topology"),
        s.topology + (s.custom ? SummaryText::tr(" (custom)") : QString()));
    row(SummaryText::tr("Host type"),
        s.multiHost ? SummaryText::tr("multi-host") : SummaryText::tr("single-host"));
    row(SummaryText::tr("Slices"), QString::number(s.slices));
    row(SummaryText::tr("VMs per slice"), QString::number(s.vmsPerSlice));
    row(SummaryText::tr("Chips per VM (google.com/tpu)"), QString::number(s.chipsPerVm));
    row(SummaryText::tr("Chips per slice"), QString::number(s.chipsPerSlice));
    row(SummaryText::tr("Total VMs (nodes)"), QString::number(s.totalVms));
    row(SummaryText::tr("Total chips"), QString::number(s.totalChips));
    row(QStringLiteral("vCPU"), figureText(s.vcpu, 0));
    row(SummaryText::tr("Memory"), figureText(s.memoryGiB, -1, QStringLiteral("GiB")));
    row(QStringLiteral("HBM"), figureText(s.hbmGiB, -1, QStringLiteral("GiB")));
    row(SummaryText::tr("Peak bf16"), figureText(s.peakBf16Pflops, 3, QStringLiteral("PFLOP/s")));
    QString quota = s.quota.metric.isEmpty() ? SummaryText::tr("unknown metric") : s.quota.metric;
    quota += SummaryText::tr(": %1 chips").arg(s.quota.chips);
    if (!s.quota.location.isEmpty())
        quota +=
            (s.quota.scope == QLatin1String("zone")     ? SummaryText::tr(" in zone %1")
             : s.quota.scope == QLatin1String("region") ? SummaryText::tr(" in region %1")
                                                        : SummaryText::tr(" in %1 (scope unknown)"))
                .arg(s.quota.location);
    if (!s.quota.uncertain.isEmpty())
        quota += SummaryText::tr(" (uncertain: %1)").arg(s.quota.uncertain.toString());
    // A calendar-mode reservation needs no TPU quota (issue 40; the note says so).
    if (s.appliesTo == QLatin1String("calendar-mode"))
        quota = SummaryText::tr("none (calendar mode)");
    row(SummaryText::tr("Quota needed"), quota);
    if (!s.quota.note.isEmpty())
        row(QString(), s.quota.note.toString());
    row(SummaryText::tr("Prices"),
        SummaryText::tr("%1 per chip-hour, %2%3")
            .arg(s.currency.isEmpty() ? QStringLiteral("USD") : s.currency,
                 s.priceRegion.isEmpty() ? SummaryText::tr("no region") : s.priceRegion,
                 s.priceDate.isEmpty()
                     ? SummaryText::tr(" (no price in the catalog)")
                     : SummaryText::tr(", as of %1").arg(s.priceDate.toString())));
    for (const Cost &c : s.costs) {
        QString line =
            SummaryText::tr("%1 per hour, %2 per 30-day month")
                .arg(figureText(c.perHour, 2, {}, false), figureText(c.perMonth, 2, {}, false));
        if (!c.perHour.uncertain.isEmpty())
            line += QStringLiteral(" — %1").arg(c.perHour.uncertain.toString());
        row(c.label.toString(), line);
    }
    if (!s.chain.empty()) {
        QStringList steps;
        for (const auto &c : s.chain)
            steps << (c.perMonth ? SummaryText::tr("%1 (%2 per month)")
                                       .arg(c.label.toString(),
                                            QString::number(*c.perMonth, 'f', 2) +
                                                (c.uncertain ? QStringLiteral(" (?)") : QString()))
                                 : SummaryText::tr("%1 (price not known)").arg(c.label.toString()));
        row(SummaryText::tr("Fallback chain"), steps.join(QStringLiteral(" → ")));
    }
    return l.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace tpu::model
