// Rules about where and how the slice runs: zone, GKE version, Multislice, consumption,
// autoscaling and workload options. Sources are catalog ids (SEED = the seed document).
#include "catalog/catalogtext.h"
#include "catalog/zonenames.h"
#include "model/availability.h"
#include "model/catalogoverlay.h"
#include "model/constraints.h"
#include "model/names.h"
#include "model/resolution.h"
#include "model/rules.h"
#include "model/ruletext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace tpu::model::rules_detail {

using catalog::Catalog;
using catalog::GkeVersion;
using catalog::Mode;

namespace {

struct Ctx
{
    const Catalog &cat;
    const Plan &plan;
    const Resolution &res;
    std::vector<Finding> &out;
    QSet<QString> checkedRows; // the constraint rows the rules above placed themselves

    void add(const char *id, Severity sev, const char *field, const TrText &message,
             const TrText &explanation, QStringList sources = {})
    {
        out.push_back(
            Finding{QLatin1String(id), sev, QLatin1String(field), message, explanation, sources});
    }
    const catalog::Limitation *lim(const char *id) const
    {
        return cat.limitation(QLatin1String(id));
    }
    QStringList limSources(const char *id) const
    {
        const auto *l = lim(id);
        return l ? l->prov.sources : QStringList();
    }
    // The finding of a row of the constraint table (model/constraints.h) when the plan breaks
    // it; returns whether it did.
    bool constraint(const char *id) { return constraint(QString::fromLatin1(id)); }
    bool constraint(const QString &id)
    {
        checkedRows.insert(id);
        auto f = constraintFinding(id, cat, plan, res);
        if (f)
            out.push_back(std::move(*f));
        return f.has_value();
    }
    std::optional<GkeVersion> clusterVersion() const
    {
        return GkeVersion::parse(plan.clusterVersion);
    }
};

void zoneRules(Ctx &c)
{
    const Plan &p = c.plan;
    if (p.zone.isEmpty()) {
        c.add("zone.missing", Severity::Error, "zone",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "No zone chosen.")),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "TPU node pools live in one zone; choose one that offers the TPU.")));
        return;
    }
    // Google Cloud zone names (the catalog's own pattern): anything else is refused before it can
    // reach a gcloud flag, even where the catalog's zone list is uncertain.
    if (!catalog::zoneNameShape().match(p.zone).hasMatch()) {
        c.add(
            "zone.invalid", Severity::Error, "zone",
            rulesTr(
                QT_TRANSLATE_NOOP("tpu::model::Rules", "\"%1\" is not a Google Cloud zone name."))
                .arg(printableText(p.zone)),
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Zones are written like us-east5-b.")));
        return;
    }
    // A zone (or region) that no catalog row and no live answer knows: nothing says GKE has it.
    if (!c.cat.knowsZone(p.zone)) {
        const QString region = catalog::regionOfZone(p.zone);
        c.add("zone.unknown", Severity::Error, "zone",
              c.cat.knowsRegion(region)
                  ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                              "Zone %1 is not a zone the catalog knows."))
                        .arg(p.zone)
                  : rulesTr(
                        QT_TRANSLATE_NOOP("tpu::model::Rules",
                                          "Zone %1 is not a zone the catalog knows, nor is region "
                                          "%2."))
                        .arg(p.zone, region),
              rulesTr(
                  QT_TRANSLATE_NOOP("tpu::model::Rules",
                                    "Choose a zone that offers the TPU. If Google added the zone "
                                    "since, refresh the catalog from your project (File ▸ Refresh "
                                    "Catalog from Project, or tpu-planner catalog refresh).")));
        return;
    }
    if (!c.res.accelerator)
        return;
    const catalog::Accelerator &acc = *c.res.accelerator;
    const auto *offer = c.cat.zoneOffer(acc.label, p.zone);
    if (!offer || !offer->offers(p.mode)) {
        QStringList zones, sources;
        bool readLive = false; // the project's answer lists this accelerator's zones
        for (const auto *z : c.cat.zonesOf(acc.label, p.mode)) {
            zones << z->zone;
            for (const QString &s : z->prov.sources)
                if (!sources.contains(s))
                    sources << s;
            readLive = readLive || z->prov.sources.contains(QStringLiteral("live-zones"));
        }
        const TrText listed =
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Zones the catalog lists for it: %1."))
                .arg(zones.isEmpty() ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "none"))
                                     : zones.join(QStringLiteral(", ")));
        // Unlisted is "not offered" unless the catalog says, for this accelerator and region,
        // that a source lists more zones than it confirmed; a live answer settles it.
        if (!readLive && acc.mayOfferUnlistedZoneIn(catalog::regionOfZone(p.zone)))
            c.add("zone.not-offered", Severity::Warning, "zone",
                  rulesTr(
                      QT_TRANSLATE_NOOP("tpu::model::Rules", "The catalog does not list %1 in %2."))
                      .arg(acc.label, p.zone),
                  listed + TrText(QStringLiteral(" ")) +
                      uncertainText(acc.prov, QStringLiteral("unlistedZonesIn")),
                  acc.prov.sources);
        else
            c.add("zone.not-offered", Severity::Error, "zone",
                  rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Zone %1 does not offer %2."))
                      .arg(p.zone, acc.label),
                  listed + TrText(QStringLiteral(" ")) +
                      (readLive
                           ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                                       "The project's own answer (%1) settles it."))
                                 .arg(LiveOverlay::zonesApi())
                           : rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                                       "The sources below list the zones that "
                                                       "offer it; this zone is not among them."))),
                  sources);
    } else if (!liveZoneNote(*offer).isEmpty()) {
        c.add("zone.live", Severity::Info, "zone",
              TrText::deferred([offer] { return liveZoneNote(*offer); }), LiveOverlay::zonesApi(),
              offer->prov.sources);
    } else if (offer->prov.isUncertain(QStringLiteral("zone"))) {
        c.add("zone.uncertain", Severity::Info, "zone",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "The catalog's entry for %1 in %2 is uncertain."))
                  .arg(c.res.accelerator->label, p.zone),
              uncertainText(offer->prov, QStringLiteral("zone")), offer->prov.sources);
    }
    for (const auto &cav : c.cat.zoneCaveats) {
        if (cav.accelerator != c.res.accelerator->label || !cav.zones.contains(p.zone))
            continue;
        if (cav.singleHostOnly && (c.res.multiHost || !c.res.isComplete()))
            continue;
        TrText why = TrText::catalogText(cav.explanation);
        if (!cav.alternatives.isEmpty()) {
            const TrText alternatives = TrText::join(
                cav.alternatives, rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", ", ")));
            why += rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", " Alternatives: %1."))
                       .arg(alternatives);
        }
        c.out.push_back(Finding{QStringLiteral("zone.caveat.") + cav.id, cav.severity,
                                QStringLiteral("zone"), TrText::catalogText(cav.message), why,
                                cav.prov.sources});
    }
}

void versionRules(Ctx &c)
{
    const Plan &p = c.plan;
    if (!p.releaseChannel.isEmpty() && !releaseChannels().contains(p.releaseChannel))
        c.add("gke.release-channel", Severity::Error, "releaseChannel",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "\"%1\" is not a release channel."))
                  .arg(printableText(p.releaseChannel)),
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Use %1, or leave it empty."))
                  .arg(releaseChannels().join(QStringLiteral(", "))));
    const auto cv = c.clusterVersion();
    if (!p.clusterVersion.isEmpty() && !cv) {
        c.add("gke.version-invalid", Severity::Error, "clusterVersion",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "\"%1\" is not a GKE version."))
                  .arg(p.clusterVersion),
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "Write it as 1.31 or 1.31.2-gke.1384000.")));
        return;
    }
    if (!c.res.accelerator || !c.res.accelerator->offers(p.mode))
        return;
    const GkeVersion min = c.res.accelerator->minGke.value(p.mode);
    const QStringList src = c.res.accelerator->prov.sources;
    if (!cv) {
        // A live overlay knows the channel's default in the region (model/catalogoverlay.h).
        if (auto live = liveChannelDefaultFinding(c.cat, p, c.res.accelerator->label, min)) {
            c.out.push_back(*live);
            return;
        }
        // Nothing is pinned: the cluster gets the release channel's default, which the catalog
        // does not know, so the minimum is checked against the channel, not a version.
        const TrText channel =
            p.releaseChannel.isEmpty()
                ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Regular (GKE's default)"))
                : TrText(p.releaseChannel.at(0).toUpper() + p.releaseChannel.mid(1));
        c.add("gke.version-unset", p.newCluster ? Severity::Info : Severity::Warning,
              "clusterVersion",
              p.newCluster
                  ? rulesTr(
                        QT_TRANSLATE_NOOP(
                            "tpu::model::Rules",
                            "No cluster version given: the %1 release channel chooses it; %2 needs "
                            "%3 or later in %4 mode."))
                        .arg(channel, c.res.accelerator->label, min.toString(),
                             catalog::modeName(p.mode))
                  : rulesTr(QT_TRANSLATE_NOOP(
                                "tpu::model::Rules",
                                "No cluster version given; %1 needs %2 or later in %3 mode."))
                        .arg(c.res.accelerator->label, min.toString(), catalog::modeName(p.mode)),
              p.newCluster
                  ? rulesTr(QT_TRANSLATE_NOOP(
                                "tpu::model::Rules",
                                "The exported cluster command has no --cluster-version, so GKE "
                                "creates the cluster with the channel's default version. The "
                                "planner does not know that default; check that the channel "
                                "offers %1 or later in the region, or enter a version to pin it."))
                        .arg(min.toString())
                  : rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                              "Enter the existing cluster's version so the planner "
                                              "can check it.")),
              src);
        return;
    }
    const auto ok = cv->atLeast(min);
    if (ok && !*ok)
        c.add("gke.version-below-minimum", Severity::Error, "clusterVersion",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "GKE %1 is below the minimum %2 for %3 in %4 mode."))
                  .arg(cv->toString(), min.toString(), c.res.accelerator->label,
                       catalog::modeName(p.mode)),
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "Upgrade the cluster or choose version %1 or later."))
                  .arg(min.toString()),
              src);
    else if (!ok)
        c.add("gke.version-ambiguous", Severity::Warning, "clusterVersion",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "GKE %1 may resolve to a release below the minimum %2."))
                  .arg(cv->toString(), min.toString()),
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "Give the full version (e.g. %1) to be sure."))
                  .arg(min.toString()),
              src);
}

void multisliceRules(Ctx &c)
{
    const Plan &p = c.plan;
    if (p.slices < 1) {
        c.add("slices.invalid", Severity::Error, "slices",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "The number of slices must be at least 1.")),
              QString());
        return;
    }
    if (p.slices == 1 || !c.res.version)
        return;
    // The largest TPU pod Google documents is TPU7x's 9,216 chips (Google's TPU7x page, S3);
    // GKE's Multislice page (S9) states no chip limit. Past it a plan is most likely a typo.
    constexpr long long kLargestPodChips = 9216;
    const long long totalChips = c.res.chipsPerSlice * p.slices;
    if (c.res.chipsPerSlice > 0 && totalChips > kLargestPodChips)
        c.add("multislice.beyond-known-size", Severity::Warning, "slices",
              // No other version's pod named as if the plan's version had one that size.
              rulesTr(QT_TRANSLATE_NOOP(
                          "tpu::model::Rules",
                          "%1 slices of %2 %3 chips are %4 chips: more than any single TPU "
                          "pod Google documents (the largest has 9,216 chips)."))
                  .arg(p.slices)
                  .arg(c.res.chipsPerSlice)
                  .arg(c.res.version->name)
                  .arg(totalChips),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Check the number of slices. GKE's Multislice page names no larger "
                  "size; capacity this large needs Google's confirmation.")),
              QStringList{QStringLiteral("S3"), QStringLiteral("S9")});
    if (!hasMultislice(c.res.version))
        c.add("multislice.version", Severity::Error, "slices",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "%1 does not support Multislice."))
                  .arg(c.res.version->name),
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "Use one slice, or a version that supports Multislice.")),
              QStringList{QStringLiteral("S9")});
    if (c.res.isComplete() && !c.res.multiHost)
        c.add("multislice.single-host", Severity::Error, "slices",
              rulesTr(
                  QT_TRANSLATE_NOOP("tpu::model::Rules",
                                    "Multislice needs multi-host slices; %1 on %2 is single-host."))
                  .arg(p.topology.toString(), p.machineType),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Choose a multi-host topology or use one slice. Every slice of a "
                  "plan has the same shape, as Multislice requires.")),
              QStringList{QStringLiteral("S9")});
    if (c.plan.workload.kind == WorkloadKind::IndexedJob)
        c.add("multislice.needs-jobset", Severity::Error, "workload.kind",
              rulesTr(
                  QT_TRANSLATE_NOOP("tpu::model::Rules",
                                    "A Multislice workload runs as a JobSet, not an Indexed Job.")),
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Choose the JobSet workload kind.")),
              QStringList{QStringLiteral("S9")});
    const auto cv = c.clusterVersion();
    const auto minIt = c.cat.limits.multisliceMinGke.constFind(p.mode);
    if (cv && minIt != c.cat.limits.multisliceMinGke.constEnd() && cv->atLeast(*minIt) == false)
        c.add("multislice.min-gke", Severity::Error, "clusterVersion",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "Multislice needs GKE %1 or later in %2 mode."))
                  .arg(minIt->toString(), catalog::modeName(p.mode)),
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Upgrade the cluster.")),
              c.limSources("multislice-min-gke"));
}

// A specific reservation holds one machine type in one zone, and GKE refuses a node pool whose
// reservation does not hold its machine type in its zone.
void reservationHoldings(Ctx &c, const QStringList &src)
{
    const Plan &p = c.plan;
    const Reservation &r = p.reservation;
    const QString name = printableText(r.name);
    // "ct5p-hightpu-4t in us-east5-a", "ct5p-hightpu-4t" or "zone us-east5-a": what is known.
    const auto what = [](const QString &type, const QString &zone) {
        if (!type.isEmpty() && !zone.isEmpty())
            return rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "%1 in %2"))
                .arg(printableText(type), printableText(zone));
        return type.isEmpty() ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "zone %1"))
                                    .arg(printableText(zone))
                              : printableText(type);
    };
    const ReservationFit fit = reservationFit(p);
    if (fit.differs()) {
        c.add("reservation.mismatch", Severity::Error,
              fit.typeDiffers ? "reservation.machineType" : "reservation.zone",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "Reservation %1 holds %2; the plan uses %3."))
                  .arg(name, what(fit.heldType, fit.heldZone), what(p.machineType, p.zone)),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "GKE refuses a node pool whose specific reservation does not hold its "
                  "machine type in its zone. Choose a reservation that holds what the plan "
                  "uses, or plan for what the reservation holds.")),
              src);
        return;
    }
    if (fit.fullyKnown())
        return;
    const bool chosenElsewhere =
        !r.chosenForMachineType.isEmpty() && !r.chosenForZone.isEmpty() &&
        (r.chosenForMachineType != p.machineType || r.chosenForZone != p.zone);
    if (chosenElsewhere)
        c.add("reservation.kept", Severity::Warning, "reservation.name",
              rulesTr(QT_TRANSLATE_NOOP(
                          "tpu::model::Rules",
                          "Reservation %1 was chosen for %2 in %3; the plan now uses %4 in %5."))
                  .arg(name, printableText(r.chosenForMachineType), printableText(r.chosenForZone),
                       p.machineType.isEmpty()
                           ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "no machine type"))
                           : p.machineType,
                       p.zone.isEmpty() ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "no zone"))
                                        : p.zone),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "It was kept when the plan changed. Enter the machine type and zone the "
                  "reservation holds: a reservation that holds something else is an error, "
                  "because GKE refuses such a node pool.")),
              src);
    else
        c.add("reservation.holds-unknown", Severity::Warning, "reservation.machineType",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "The plan does not record what reservation %1 holds."))
                  .arg(name),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Enter the machine type and zone it holds (gcloud compute reservations "
                  "describe shows them), so that the plan is checked against them.")),
              src);
}

// Flex-start (S25): not on v3/v4, GKE 1.33.0-gke.1712000 or later, only in the zones GKE's page
// lists; multi-host slices through queued provisioning (S26).
void flexStartRules(Ctx &c)
{
    const Plan &p = c.plan;
    const auto &lim = c.cat.limits;
    const QStringList src = c.limSources("flex-start-min-gke");
    if (c.res.version && lim.flexStartUnsupportedVersions.contains(c.res.version->id))
        c.add("flex-start.version", Severity::Error, "consumption",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Flex-start is not offered for %1."))
                  .arg(c.res.version->name),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Use on-demand, Spot or a reservation, or a TPU version from v5e on.")),
              c.limSources("flex-start-unsupported-versions"));
    if (const auto cv = c.clusterVersion(); cv && lim.flexStartMinGke) {
        const auto ok = cv->atLeast(*lim.flexStartMinGke);
        if (ok && !*ok)
            c.add("flex-start.min-gke", Severity::Error, "clusterVersion",
                  rulesTr(QT_TRANSLATE_NOOP(
                              "tpu::model::Rules",
                              "Flex-start TPU nodes need GKE %1 or later; the plan has %2."))
                      .arg(lim.flexStartMinGke->toString(), cv->toString()),
                  rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                            "Upgrade the cluster or pin version %1 or later."))
                      .arg(lim.flexStartMinGke->toString()),
                  src);
    }
    if (c.res.accelerator && !p.zone.isEmpty()) {
        const auto it = lim.flexStartZones.constFind(c.res.accelerator->label);
        if (it == lim.flexStartZones.constEnd())
            c.add("flex-start.zone-unknown", Severity::Warning, "zone",
                  rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                            "Whether %1 offers flex-start in %2 is not known."))
                      .arg(c.res.accelerator->label, p.zone),
                  rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                            "GKE's flex-start page lists no zone for %1; check "
                                            "with Google before relying "
                                            "on it."))
                      .arg(c.res.accelerator->label),
                  c.limSources("flex-start-zones"));
        else if (!it->contains(p.zone))
            c.add("flex-start.zone", Severity::Error, "zone",
                  rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                            "GKE's flex-start page does not list %1 for %2."))
                      .arg(p.zone, c.res.accelerator->label),
                  rulesTr(QT_TRANSLATE_NOOP(
                              "tpu::model::Rules",
                              "Flex-start zones for %1: %2. Choose one of them, or another "
                              "consumption option."))
                      .arg(c.res.accelerator->label, it->join(QStringLiteral(", "))),
                  c.limSources("flex-start-zones"));
    }
    if (p.consumption == Consumption::FlexStart && p.autoscaling.enabled &&
        hasNodePoolAutoscaling(p.mode))
        c.add("flex-start.autoscaling-ignored", Severity::Warning, "autoscaling",
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Flex-start node pools start at 0 nodes and grow to the slice; the autoscaling "
                  "limits are not used.")),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Turn node pool autoscaling off: flex-start takes no fixed node count.")),
              src);
    c.add("flex-start.max-run", Severity::Info, "consumption",
          rulesTr(
              QT_TRANSLATE_NOOP("tpu::model::Rules", "A flex-start node runs for at most %1 days."))
              .arg(lim.flexStartMaxDays),
          rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                    "GKE removes it then; checkpoint long training runs.")),
          c.limSources("flex-start-max-days"));
    if (usesQueuedProvisioning(c.cat, p, c.res))
        c.add(
            "flex-start.queued", Severity::Info, "consumption",
            rulesTr(QT_TRANSLATE_NOOP(
                "tpu::model::Rules",
                "A multi-host slice runs flex-start through queued provisioning.")),
            rulesTr(QT_TRANSLATE_NOOP(
                "tpu::model::Rules",
                "The exports create the node pools with --enable-queued-provisioning and the "
                "cloud.google.com/gke-queued label, and add Kueue's ProvisioningRequestConfig and "
                "AdmissionCheck: Kueue admits the workload when GKE has the whole slice.")),
            c.limSources("queued-provisioning-multi-host"));
    else if (p.consumption == Consumption::FlexStart && p.fallback.empty())
        c.add("flex-start.selector-uncertain", Severity::Warning, "consumption",
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "The flex-start node selector in the manifests is not confirmed.")),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "The exports select cloud.google.com/gke-flex-start: \"true\", recalled but not "
                  "read from Google's docs; check it before applying.")),
              QStringList{QStringLiteral("S15")});
}

// A fallback chain (custom compute class, S27).
void fallbackRules(Ctx &c)
{
    const Plan &p = c.plan;
    const auto steps = consumptionSteps(p);
    TrText names; // the steps' names, translated when shown
    for (Consumption s : steps)
        names += (names.isEmpty() ? TrText() : TrText(QStringLiteral(" → "))) +
                 TrText::deferred([s] { return consumptionName(s); });
    for (size_t i = 0; i < steps.size(); ++i)
        if (std::find(steps.begin(), steps.begin() + long(i), steps[i]) !=
            steps.begin() + long(i)) {
            c.add("fallback.duplicate", Severity::Error, "fallback",
                  rulesTr(
                      QT_TRANSLATE_NOOP("tpu::model::Rules", "The fallback chain tries %1 twice."))
                      .arg(TrText::deferred([s = steps[i]] { return consumptionName(s); })),
                  rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                            "List each consumption option once.")));
            break;
        }
    if (hasNodePoolAutoscaling(p.mode) && !p.autoscaling.nodeAutoProvisioning)
        c.add("fallback.needs-auto-provisioning", Severity::Error, "fallback",
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "A fallback chain in Standard mode needs node auto-provisioning.")),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "GKE creates the node pools the compute class asks for; turn node "
                  "auto-provisioning on, or remove the chain.")),
              c.limSources("compute-class-tpu-min-gke"));
    const auto &min = c.cat.limits.computeClassTpuMinGke;
    if (const auto cv = c.clusterVersion(); cv && min && cv->atLeast(*min) == false)
        c.add("fallback.min-gke",
              c.lim("compute-class-tpu-min-gke")->prov.isUncertain(QStringLiteral("value"))
                  ? Severity::Warning
                  : Severity::Error,
              "clusterVersion",
              rulesTr(
                  QT_TRANSLATE_NOOP(
                      "tpu::model::Rules",
                      "Compute classes with TPU priorities need GKE %1 or later; the plan has %2."))
                  .arg(min->toString(), cv->toString()),
              uncertainText(c.lim("compute-class-tpu-min-gke")->prov, QStringLiteral("value")),
              c.limSources("compute-class-tpu-min-gke"));
    c.add("fallback.chain", Severity::Info, "fallback",
          rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                    "GKE tries, in order: %1; when none is available it %2."))
              .arg(names,
                   p.scaleUpAnyway
                       ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                                   "scales up anyway with any TPU node it can get"))
                       : rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "waits (DoNotScaleUp)"))),
          rulesTr(QT_TRANSLATE_NOOP(
              "tpu::model::Rules",
              "The exports add a ComputeClass with one priority per step, and the workload "
              "selects it with cloud.google.com/compute-class.")),
          c.limSources("compute-class-tpu-min-gke"));
}

// Issue 40 point 4: any matching reservation and never on-demand (any-reservation-then-fail).
void anyReservationRules(Ctx &c)
{
    const Plan &p = c.plan;
    // S35: "Autopilot mode: specific reservations only. Standard mode: specific reservations or
    // any matching reservation."
    const QStringList gke{QStringLiteral("S35")};
    c.add("reservation.any-then-fail", Severity::Warning, "reservation.affinity",
          rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                    "The node pools consume any matching reservation and never "
                                    "on-demand: with no matching reservation free, node pool "
                                    "creation fails.")),
          rulesTr(QT_TRANSLATE_NOOP(
              "tpu::model::Rules",
              "Google's TPU planning guide says to consume TPU reservations with a specific "
              "reservation; GKE takes whichever matching reservation it finds first. The exports "
              "set --reservation-affinity=any-reservation-then-fail (gcloud 575.0.0 or later, "
              "which gcloud.sh and apply.sh check first) and Terraform's "
              "ANY_RESERVATION_THEN_FAIL.")),
          c.limSources("specific-reservation-only") + gke);
    if (p.mode == Mode::Autopilot)
        c.add("reservation.any-autopilot", Severity::Error, "reservation.affinity",
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Autopilot consumes only specific reservations, not any matching one.")),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Name the reservation (specific affinity), or plan a Standard cluster, whose "
                  "node pools can consume any matching reservation.")),
              gke);
    if (!p.fallback.empty())
        c.add("reservation.any-compute-class", Severity::Error, "reservation.affinity",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "A fallback chain (compute class) cannot consume any "
                                        "reservation without falling back.")),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "A ComputeClass priority's reservations.affinity is Specific, AnyBestEffort "
                  "or None: name the reservation, or remove the fallback chain.")),
              QStringList{QStringLiteral("S27")});
    if (p.calendar.enabled)
        c.add("reservation.any-calendar-mode", Severity::Error, "reservation.affinity",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "A calendar-mode reservation is consumed only as a "
                                        "specific reservation.")),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Compute Engine requires specific consumption for calendar mode: set the "
                  "reservation affinity to specific.")),
              QStringList{QStringLiteral("CAL4")});
    if (!p.reservation.name.isEmpty())
        c.add("reservation.any-name-unused", Severity::Info, "reservation.name",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "The reservation name \"%1\" is not used: any matching "
                                        "reservation is consumed."))
                  .arg(printableText(p.reservation.name)),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Set the reservation affinity to specific to consume only that reservation.")));
}

void consumptionRules(Ctx &c)
{
    const Plan &p = c.plan;
    const auto steps = consumptionSteps(p);
    const auto uses = [&](Consumption x) {
        return std::find(steps.begin(), steps.end(), x) != steps.end();
    };
    if (uses(Consumption::FlexStart))
        flexStartRules(c);
    if (!p.fallback.empty())
        fallbackRules(c);
    if (uses(Consumption::Reservation) &&
        p.reservation.affinity == ReservationAffinity::AnyThenFail) {
        anyReservationRules(c);
    } else if (uses(Consumption::Reservation)) {
        const QStringList src = c.limSources("specific-reservation-only");
        if (p.reservation.name.isEmpty())
            c.add("reservation.name-missing", Severity::Error, "reservation.name",
                  rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                            "A specific reservation needs its name.")),
                  rulesTr(QT_TRANSLATE_NOOP(
                      "tpu::model::Rules",
                      "Enter the reservation's name (and its project if it is shared "
                      "from another project).")),
                  src);
        else {
            // The shape of every Compute Engine resource name, as the review file and the live
            // reservation read check it (model/names.h).
            if (!checkGceResourceName(p.reservation.name).isEmpty())
                c.add("reservation.name-invalid", Severity::Error, "reservation.name",
                      rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                                "\"%1\" is not a valid reservation name."))
                          .arg(printableText(p.reservation.name)),
                      rulesTr(QT_TRANSLATE_NOOP(
                          "tpu::model::Rules",
                          "Reservation names have 1-63 lower-case letters, digits and "
                          "'-', starting with a letter.")));
        }
        // A calendar-mode reservation is created by the export with the plan's own shape.
        if (!p.reservation.name.isEmpty() && !p.calendar.enabled)
            reservationHoldings(c, src);
        if (!p.reservation.project.isEmpty()) {
            if (const QString why = checkGcpProjectId(p.reservation.project); !why.isEmpty())
                c.add("reservation.project-invalid", Severity::Error, "reservation.project",
                      rulesTr(
                          QT_TRANSLATE_NOOP("tpu::model::Rules", "Reservation project \"%1\" %2."))
                          .arg(printableText(p.reservation.project),
                               checkText(&checkGcpProjectId, p.reservation.project)),
                      rulesTr(QT_TRANSLATE_NOOP(
                          "tpu::model::Rules",
                          "Give the ID of the project that owns the shared "
                          "reservation, or leave it empty for the plan's project.")));
        }
        c.add("reservation.specific-affinity", Severity::Info, "consumption",
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "The reservation is consumed with specific reservation affinity.")),
              rulesTr(
                  QT_TRANSLATE_NOOP("tpu::model::Rules",
                                    "GKE uses TPU capacity reservations only through a specific "
                                    "reservation; the exports set --reservation-affinity=specific "
                                    "and the reservation node selectors.")),
              src);
    }
}

void autoscalingRules(Ctx &c)
{
    const Plan &p = c.plan;
    const auto &a = p.autoscaling;
    const bool scales = a.enabled || a.nodeAutoProvisioning || p.mode == Mode::Autopilot;
    if (a.enabled) {
        if (a.minNodes < 0 || a.maxNodes < 1 || a.minNodes > a.maxNodes)
            c.add(
                "autoscaling.range", Severity::Error, "autoscaling",
                rulesTr(QT_TRANSLATE_NOOP(
                            "tpu::model::Rules",
                            "Autoscaling needs 0 <= min <= max and max >= 1 (got %1:%2)."))
                    .arg(a.minNodes)
                    .arg(a.maxNodes),
                rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                          "Set the node pool's minimum and maximum node counts.")));
        else if (c.res.isComplete() && c.res.multiHost && hasNodePoolAutoscaling(p.mode)) {
            const long long n = c.res.vmsPerSlice;
            if (!c.constraint("autoscaling.multi-host-atomic"))
                c.add("autoscaling.multi-host-info", Severity::Info, "autoscaling",
                      rulesTr(QT_TRANSLATE_NOOP(
                                  "tpu::model::Rules",
                                  "Each slice's node pool will have exactly 0 or %1 nodes."))
                          .arg(n),
                      rulesTr(QT_TRANSLATE_NOOP(
                          "tpu::model::Rules",
                          "Scaling down evicts every Pod of the slice and drains the "
                          "whole node pool.")),
                      QStringList{QStringLiteral("SEED")});
        }
        c.constraint("autoscaling.autopilot");
    }
    c.constraint("autoscaling.nap-autopilot");
    if (const auto v5p = v5pAutoscalingMinimum(c.cat, p, c.res);
        v5p.applies && v5p.minimum && v5p.met != true) {
        QStringList names;
        for (const auto &m : c.cat.limits.v5pAutoscalingMinControlPlane)
            names << m.toString();
        const bool known = v5p.met.has_value();
        // A new cluster without a version: the exports' version gate checks the channel's
        // default against the same minimum before the cluster is created.
        const bool gated = !known && p.newCluster && p.clusterVersion.isEmpty();
        c.add(
            "autoscaling.v5p-control-plane",
            known ? Severity::Error : (gated ? Severity::Info : Severity::Warning),
            "clusterVersion",
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                      "v5p autoscaling needs a control plane of at least %1."))
                .arg(TrText::join(names, rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", " or ")))),
            known   ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                                "Upgrade the cluster or turn autoscaling off."))
            : gated ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                                "The exports check that the release channel's "
                                                "default is %1 or later before they create the "
                                                "cluster."))
                          .arg(v5p.minimum->toString())
                    : rulesTr(QT_TRANSLATE_NOOP(
                          "tpu::model::Rules",
                          "Give the cluster's full version so it can be checked.")),
            c.limSources("v5p-autoscaling-min-control-plane"));
    }
    if (scales && p.consumption != Consumption::Reservation)
        c.add("autoscaling.pending-timeout", Severity::Info, "consumption",
              rulesTr(QT_TRANSLATE_NOOP(
                          "tpu::model::Rules",
                          "A TPU scale-up still pending after %1 hours is cancelled and retried "
                          "later."))
                  .arg(c.cat.limits.pendingScaleUpTimeoutHours),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Without a reservation, capacity may not be there when the workload "
                  "asks for it; a reservation avoids this.")),
              c.limSources("pending-scale-up-timeout-hours"));
}

void optionRules(Ctx &c)
{
    const Plan &p = c.plan;
    if (const QString why = checkImageType(p.imageType); !why.isEmpty())
        c.add(
            "image.type-invalid", Severity::Error, "imageType",
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Node image type \"%1\" %2."))
                .arg(printableText(p.imageType), checkText(&checkImageType, p.imageType)),
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                      "gcloud --image-type takes a name such as COS_CONTAINERD.")));
    if (p.maintenance.enabled && !p.maintenance.name.isEmpty()) {
        if (const QString why = checkMaintenanceExclusionName(p.maintenance.name); !why.isEmpty())
            c.add("maintenance.name-invalid", Severity::Error, "maintenance.name",
                  rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                            "Maintenance exclusion name \"%1\" %2."))
                      .arg(printableText(p.maintenance.name),
                           checkText(&checkMaintenanceExclusionName, p.maintenance.name)),
                  rulesTr(QT_TRANSLATE_NOOP(
                      "tpu::model::Rules",
                      "Leave it empty for \"tpu-training\", or use a short name.")));
    }
    if (p.imageType.contains(QLatin1String("UBUNTU"), Qt::CaseInsensitive))
        c.add("image.ubuntu", Severity::Error, "imageType",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "Ubuntu node images are not supported for TPUs.")),
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "Use Container-Optimized OS (COS_CONTAINERD).")),
              c.limSources("ubuntu-unsupported"));
    if (p.threadsPerCore == 2 && c.cat.limits.noSmt2MachineTypes.contains(p.machineType))
        c.add("smt.unsupported", Severity::Error, "threadsPerCore",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "%1 does not support SMT set to 2."))
                  .arg(p.machineType),
              rulesTr(
                  QT_TRANSLATE_NOOP("tpu::model::Rules", "Leave threads per core at the default.")),
              c.limSources("no-smt2-machine-types"));
    if (p.threadsPerCore < 0 || p.threadsPerCore > 2)
        c.add("smt.invalid", Severity::Error, "threadsPerCore",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Threads per core must be 1 or 2.")),
              QString());
    const int maxPods = c.cat.limits.maxPodsPerVm;
    if (p.maxPodsPerNode > maxPods)
        c.add(
            "pods.per-vm", Severity::Error, "maxPodsPerNode",
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                      "At most %1 Pods can run on one TPU VM; the plan allows %2."))
                .arg(maxPods)
                .arg(p.maxPodsPerNode),
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Lower the maximum Pods per node.")),
            c.limSources("max-pods-per-vm"));
    c.constraint("node.image-type-autopilot");
    c.constraint("node.threads-autopilot");
    c.constraint("node.max-pods-autopilot");
    c.constraint("extended-run-time.standard");
    // Exported values that rest on unconfirmed facts (gke-tpu-facts.md section 5).
    if (p.extendedRunTime && hasExtendedRunTime(p.mode))
        c.add("extended-run-time.uncertain", Severity::Warning, "extendedRunTime",
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "The extended-run-time annotation in the manifests is not confirmed.")),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "The exports mark Pods with cluster-autoscaler.kubernetes.io/safe-to-evict: "
                  "\"false\", recalled from the Autopilot docs but not read from them; check "
                  "it before relying on seven days of grace.")),
              QStringList{QStringLiteral("S23")});
    c.constraint("collection.not-v6e");
    if (p.maintenance.enabled && (!p.maintenance.start.isValid() || !p.maintenance.end.isValid() ||
                                  p.maintenance.end <= p.maintenance.start))
        c.add("maintenance.window", Severity::Error, "maintenance",
              rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "A maintenance exclusion needs a start before its end.")),
              QString());
    if (p.extraDisk.enabled && c.res.version) {
        c.constraint("disk.type-unsupported");
        if (p.extraDisk.sizeGiB < 10 || p.extraDisk.sizeGiB > 65536)
            c.add("disk.size", Severity::Error, "extraDisk",
                  rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                            "Disk size must be between 10 and 65536 GiB.")),
                  QString());
    }
    // Every plan has a workload, and its manifests without an image would never run (the Pod's
    // image is SET-THE-CONTAINER-IMAGE): an error for the manifests and apply.sh, which applies
    // them; the gcloud script, Terraform, Kueue objects and summary are written without one.
    if (p.workload.image.isEmpty()) {
        c.add("workload.image-missing", Severity::Error, "workload.image",
              rulesTr(
                  QT_TRANSLATE_NOOP("tpu::model::Rules",
                                    "No container image: the manifests cannot be exported without "
                                    "one.")),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Planning capacity needs no workload: the summary, its costs and the gcloud "
                  "script come without one. The manifests and apply.sh run the workload: enter "
                  "the image it runs (for example us-docker.pkg.dev/PROJECT/REPO/IMAGE:TAG); "
                  "Kubernetes cannot start a Pod without one.")));
        c.out.back().exports = QStringList{QStringLiteral("manifests"), QStringLiteral("apply")};
    }
    if (!c.res.isComplete())
        return;
    const WorkloadKind k = p.workload.kind;
    c.constraint("workload.kind-multi-host");
    if (k == WorkloadKind::RayCluster && c.res.multiHost)
        c.add("workload.ray-tpu-webhook", Severity::Info, "workload.kind",
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Ray on a multi-host slice needs the KubeRay TPU webhook (ai-on-gke): it "
                  "sets each worker's TPU environment and keeps a worker group on one "
                  "slice. Multi-host autoscaling needs KubeRay 1.1.0 and Ray 2.32.0 or later.")),
              rulesTr(QT_TRANSLATE_NOOP(
                  "tpu::model::Rules",
                  "Install KubeRay and the TPU webhook before applying the RayCluster.")));
    if (p.kueue && (k == WorkloadKind::LeaderWorkerSet || k == WorkloadKind::Deployment))
        c.add(
            "kueue.serving-integration", Severity::Warning, "kueue",
            rulesTr(
                QT_TRANSLATE_NOOP(
                    "tpu::model::Rules",
                    "Kueue admits a %1 only with its %2 integration on (integrations.frameworks in "
                    "Kueue's configuration). Kueue v0.19.2, which apply.sh installs where the "
                    "cluster "
                    "has no Kueue, turns it on by default; a Kueue already on the cluster may "
                    "not."))
                .arg(TrText::deferred([k] { return workloadKindName(k); }),
                     k == WorkloadKind::LeaderWorkerSet
                         ? QStringLiteral("leaderworkerset.x-k8s.io/leaderworkerset")
                         : QStringLiteral("pod and deployment")),
            rulesTr(QT_TRANSLATE_NOOP(
                "tpu::model::Rules",
                "On a cluster with its own Kueue, check that the integration is listed "
                "(kubectl get configmap -n kueue-system kueue-manager-config -o yaml); without "
                "it the workload starts without waiting for quota and apply.sh's wait for its "
                "admission times out.")));
    c.constraint("workload.kind-single-host");
}

} // namespace

void checkInfrastructure(const Catalog &cat, const Plan &plan, const Resolution &res,
                         std::vector<Finding> &out)
{
    Ctx c{cat, plan, res, out, {}};
    zoneRules(c);
    versionRules(c);
    multisliceRules(c);
    consumptionRules(c);
    autoscalingRules(c);
    optionRules(c);
    // Every other row of the constraint table, in the table's order: a new constrained field
    // gets its finding from its row alone.
    for (const Constraint &row : constraints())
        if (!c.checkedRows.contains(row.id))
            c.constraint(row.id);
}

} // namespace tpu::model::rules_detail
