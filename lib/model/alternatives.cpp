#include "model/alternatives.h"

#include "catalog/catalog.h"
#include "model/availability.h"
#include "model/planfile.h"
#include "model/resolution.h"
#include "model/snapshot.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>
#include <QSet>
#include <cmath>
#include <functional>
#include <limits>

namespace tpu::model {

namespace {
struct AlternativesText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::Alternatives)
};
} // namespace

using catalog::Catalog;

QString AlternativeTarget::text() const
{
    const QString n = QString::number(amount, 'g', 12);
    switch (kind) {
    case Kind::Chips:
        return AlternativesText::tr("%1 chips").arg(n);
    case Kind::HbmGiB:
        return AlternativesText::tr("%1 GiB of HBM").arg(n);
    case Kind::Pflops:
        break;
    }
    return AlternativesText::tr("%1 PFLOP/s peak bf16").arg(n);
}

namespace {

// A slice shape one machine type can have: listed in the catalog, or custom.
struct Shape
{
    catalog::Topology topology;
    long long chips = 0, vms = 0;
    bool custom = false;
};

std::vector<Shape> shapesOf(const Catalog &cat, catalog::Mode mode, const catalog::Accelerator &acc,
                            const catalog::MachineType &mt)
{
    std::vector<Shape> out;
    bool customOffered = false;
    QSet<QString> listed;
    for (const auto *row : cat.topologiesOf(mode, acc.label)) {
        if (row->machineType != mt.name)
            continue;
        if (row->custom) {
            customOffered = true;
            continue;
        }
        listed.insert(row->topology.toString());
        out.push_back({row->topology, row->chips, row->vms, false});
    }
    const auto *rule = cat.customRule(acc.label);
    if (customOffered && rule) {
        for (const auto &t : rule->shapes())
            if (mt.chipsPerVm > 0 && t.chips() % mt.chipsPerVm == 0 &&
                !listed.contains(t.toString()))
                out.push_back({t, t.chips(), t.chips() / mt.chipsPerVm, true});
    }
    return out;
}

// Chips of `version` needed to meet the target; nullopt (with `why`) when the catalog lacks the
// per-chip figure.
std::optional<long long> chipsNeeded(const Catalog &cat, const QString &version,
                                     const AlternativeTarget &t, QString *why)
{
    double perChip = 1;
    if (t.kind != AlternativeTarget::Kind::Chips) {
        const auto *spec = cat.spec(version);
        const auto v = !spec ? std::nullopt
                       : t.kind == AlternativeTarget::Kind::HbmGiB
                           ? spec->hbmGiB
                           : (spec->bf16Tflops ? std::optional<double>(*spec->bf16Tflops / 1000.0)
                                               : std::nullopt);
        if (!v || *v <= 0) {
            *why = t.kind == AlternativeTarget::Kind::HbmGiB
                       ? AlternativesText::tr("the catalog has no HBM per chip")
                       : AlternativesText::tr("the catalog has no peak bf16 per chip");
            return std::nullopt;
        }
        perChip = *v;
    }
    // A relative tolerance keeps 512 GiB / 32 GiB at 16 chips rather than 17.
    const double chips = std::ceil(t.amount / perChip - 1e-9);
    if (chips > double(std::numeric_limits<int>::max()))
        return std::nullopt;
    return std::max(1LL, (long long)chips);
}

QString change(const char *what, const QString &from, const QString &to)
{
    return from.isEmpty()
               ? AlternativesText::tr("%1 set to %2.")
                     .arg(QCoreApplication::translate("tpu::model::Alternatives", what), to)
               : AlternativesText::tr("%1 %2 → %3.")
                     .arg(QCoreApplication::translate("tpu::model::Alternatives", what), from, to);
}

// The finding that says most about the alternative: its first error, preferring one the plan
// itself does not have; when it passes, a warning the plan does not have.
std::optional<Finding> telling(const std::vector<Finding> &findings, const QSet<QString> &planIds)
{
    for (Severity sev : {Severity::Error, Severity::Warning}) {
        const Finding *general = nullptr;
        for (const Finding &f : findings) {
            // About some exported files only (no image yet): the same for every shape.
            if (f.severity != sev || !f.exports.isEmpty())
                continue;
            if (!planIds.contains(f.id))
                return f;
            if (!general)
                general = &f;
        }
        if (general && sev == Severity::Error)
            return *general;
    }
    return std::nullopt;
}

} // namespace

std::optional<ShapeChoice> shapeForChips(const Catalog &cat, Mode mode,
                                         const catalog::MachineType &mt, long long chips)
{
    const auto *acc = cat.accelerator(mt.accelerator);
    const auto *version = acc ? cat.version(acc->version) : nullptr;
    if (!version || !acc->offers(mode))
        return std::nullopt;
    std::optional<ShapeChoice> best;
    for (const Shape &s : shapesOf(cat, mode, *acc, mt)) {
        if (s.chips < 1)
            continue;
        long long n = 1;
        // Multislice needs a version with it and multi-host slices.
        if (s.chips < chips && multisliceAllowed(version, s.vms > 1))
            n = std::min<long long>((chips + s.chips - 1) / s.chips, PlanFile::kMaxSlices);
        ShapeChoice c{s.topology, int(n),    s.chips * n,         s.vms * n,
                      s.custom,   s.vms > 1, s.chips * n >= chips};
        // Meeting the target first; then the smallest total that does (fewer slices, then fewer
        // VMs), or else the largest total there is.
        auto better = [](const ShapeChoice &x, const ShapeChoice &y) {
            if (x.meets != y.meets)
                return x.meets;
            if (!x.meets)
                return x.chips > y.chips || (x.chips == y.chips && x.slices < y.slices);
            return std::make_tuple(x.chips, x.slices, x.vms) <
                   std::make_tuple(y.chips, y.slices, y.vms);
        };
        if (!best || better(c, *best))
            best = c;
    }
    return best;
}

Plan applyAlternative(const Catalog &catalog, const Plan &plan, const Alternative &alt,
                      std::vector<PlanChange> *changes, Resolver *resolver)
{
    Plan p = plan;
    std::vector<PlanChange> notes;
    auto set = [&](const char *field, const char *what, QString &value, const QString &to) {
        if (value == to)
            return;
        notes.push_back({QLatin1String(field), change(what, value, to)});
        value = to;
    };
    set("tpuVersion", QT_TRANSLATE_NOOP("tpu::model::Alternatives", "TPU version"), p.tpuVersion,
        alt.version);
    set("machineType", QT_TRANSLATE_NOOP("tpu::model::Alternatives", "Machine type"), p.machineType,
        alt.machineType);
    set("zone", QT_TRANSLATE_NOOP("tpu::model::Alternatives", "Zone"), p.zone, alt.zone);
    if (p.topology != alt.topology) {
        notes.push_back({QStringLiteral("topology"),
                         change(QT_TRANSLATE_NOOP("tpu::model::Alternatives", "Topology"),
                                p.topology.toString(), alt.topology.toString())});
        p.topology = alt.topology;
    }
    if (p.slices != alt.slices) {
        notes.push_back({QStringLiteral("slices"),
                         AlternativesText::tr("Slices %1 → %2.").arg(p.slices).arg(alt.slices)});
        p.slices = alt.slices;
    }
    // A reservation kept without a record of what it was chosen for was chosen for the plan's
    // own machine type and zone: moved elsewhere, the applied plan carries reservation.kept like
    // the wizard's (the plan's own choice stays the plan itself).
    if (p.machineType != plan.machineType || p.zone != plan.zone)
        noteReservationChoice(plan, p);
    // The choices of the Options step that depend on the shape follow, as after a Topology edit.
    for (auto &c : reconcile(catalog, p, Step::Topology, resolver))
        notes.push_back(std::move(c));
    if (changes)
        *changes = std::move(notes);
    return p;
}

Alternatives findAlternatives(const Catalog &cat, const Plan &plan, const AlternativeRequest &req)
{
    return findAlternatives(*makeSnapshot(cat, plan), req);
}

Alternatives findAlternatives(const Snapshot &snapshot, const AlternativeRequest &req)
{
    const Catalog &cat = *snapshot.catalog;
    const Plan &plan = snapshot.plan;
    Alternatives out;
    out.anyRegion = req.anyRegion;
    out.region = plan.region();
    const Summary &own = snapshot.summary;
    out.targetChipsOfPlan = own.complete ? own.totalChips : 0;
    if (req.target) {
        out.target = *req.target;
    } else if (own.complete) {
        out.target = {AlternativeTarget::Kind::Chips, double(own.totalChips)};
    } else {
        out.error =
            AlternativesText::tr("The plan does not describe a complete slice, so it has no chip "
                                 "count to match: give a target (chips, HBM or PFLOP/s).");
        return out;
    }
    if (!(out.target.amount > 0) || !std::isfinite(out.target.amount)) {
        out.error = AlternativesText::tr("The target must be a positive number.");
        return out;
    }
    if (!req.anyRegion && out.region.isEmpty()) {
        out.error =
            AlternativesText::tr("The plan has no region or zone yet: choose one, or look in "
                                 "every region.");
        return out;
    }

    QSet<QString> planIds;
    for (const Finding &f : snapshot.findings)
        planIds.insert(f.id);
    const bool spot = plan.consumption == Consumption::Spot;

    for (const auto &acc : cat.accelerators) {
        if (!acc.offers(plan.mode))
            continue;
        const auto *version = cat.version(acc.version);
        if (!version)
            continue;
        QString why;
        const auto needed = chipsNeeded(cat, version->id, out.target, &why);
        if (!needed) {
            if (!why.isEmpty())
                out.notes << AlternativesText::tr("%1 left out: %2.").arg(version->name, why);
            continue;
        }
        // One zone per region in scope: the plan's zone when it offers the accelerator, else
        // the first the catalog lists.
        QStringList regions;
        QMap<QString, QString> zoneOfRegion;
        for (const auto *z : cat.zonesOf(acc.label, plan.mode)) {
            const QString region = z->region();
            if (!req.anyRegion && region != out.region)
                continue;
            if (!zoneOfRegion.contains(region)) {
                regions << region;
                zoneOfRegion.insert(region, z->zone);
            }
            if (z->zone == plan.zone)
                zoneOfRegion.insert(region, z->zone);
        }
        if (regions.isEmpty())
            continue;
        for (const auto *mt : cat.machineTypesOf(acc.label)) {
            const auto best = shapeForChips(cat, plan.mode, *mt, *needed);
            if (!best || !best->meets)
                continue;
            for (const QString &region : regions) {
                Alternative a;
                a.version = version->id;
                a.versionName = version->name;
                a.accelerator = acc.label;
                a.machineType = mt->name;
                a.topology = best->topology;
                a.zone = zoneOfRegion.value(region);
                a.slices = best->slices;
                a.custom = best->custom;
                a.multiHost = best->multiHost;
                a.chips = best->chips;
                a.vms = best->vms;
                // One resolution of the applied plan for its mending, rules and summary.
                Resolver resolver(cat);
                a.applied = applyAlternative(cat, plan, a, &a.changes, &resolver);
                a.current = a.applied == plan;
                const Resolution &res = resolver(a.applied);
                const auto findings = checkPlan(cat, a.applied, res);
                // Judged as a plan: an error about some exported files only (no container
                // image) is the current plan's too, and no shape mends it.
                a.passes = std::none_of(findings.begin(), findings.end(), blocksPlanning);
                a.finding = telling(findings, planIds);
                const Summary s = summarize(cat, a.applied, res);
                a.hbmGiB = s.hbmGiB;
                a.pflops = s.peakBf16Pflops;
                a.costBasis = spot ? QStringLiteral("spot") : QStringLiteral("on-demand");
                for (const Cost &c : s.costs)
                    if (c.kind == a.costBasis)
                        a.costPerHour = c.perHour;
                a.costPerPflopsHour.sources = a.costPerHour.sources;
                if (a.costPerHour.value && a.pflops.value && *a.pflops.value > 0) {
                    a.costPerPflopsHour.value = *a.costPerHour.value / *a.pflops.value;
                    a.costPerPflopsHour.uncertain = !a.costPerHour.uncertain.isEmpty()
                                                        ? a.costPerHour.uncertain
                                                        : a.pflops.uncertain;
                }
                out.rows.push_back(std::move(a));
            }
        }
    }
    std::stable_sort(
        out.rows.begin(), out.rows.end(), [](const Alternative &a, const Alternative &b) {
            const bool ka = a.costPerHour.value.has_value(), kb = b.costPerHour.value.has_value();
            if (ka != kb)
                return ka;
            if (ka && *a.costPerHour.value != *b.costPerHour.value)
                return *a.costPerHour.value < *b.costPerHour.value;
            return a.chips < b.chips;
        });
    return out;
}

} // namespace tpu::model
