#include "model/availability.h"

#include "catalog/catalog.h"
#include "catalog/gkeversion.h"
#include "model/resolution.h"

#include <QCoreApplication>

namespace tpu::model {

const QStringList &releaseChannels()
{
    static const QStringList channels{QStringLiteral("rapid"), QStringLiteral("regular"),
                                      QStringLiteral("stable"), QStringLiteral("extended")};
    return channels;
}

QString defaultReleaseChannel()
{
    return QStringLiteral("regular");
}

QString effectiveReleaseChannel(const Plan &plan)
{
    return plan.releaseChannel.isEmpty() ? defaultReleaseChannel() : plan.releaseChannel;
}

bool hasNodePoolAutoscaling(Mode mode)
{
    return mode == Mode::Standard;
}

bool hasExtendedRunTime(Mode mode)
{
    return mode == Mode::Autopilot;
}

bool hasCollectionScheduling(const QString &versionId)
{
    return versionId == QLatin1String("v6e");
}

bool hasMultislice(const catalog::Version *version)
{
    return version && version->multislice;
}

bool multisliceAllowed(const catalog::Version *version, bool multiHostSlices)
{
    return hasMultislice(version) && multiHostSlices;
}

ReservationFit reservationFit(const Plan &plan)
{
    ReservationFit f;
    f.heldType = plan.reservation.machineType.section(QLatin1Char('/'), -1);
    f.heldZone = plan.reservation.zone.section(QLatin1Char('/'), -1);
    f.typeDiffers =
        !f.heldType.isEmpty() && !plan.machineType.isEmpty() && f.heldType != plan.machineType;
    f.zoneDiffers = !f.heldZone.isEmpty() && !plan.zone.isEmpty() && f.heldZone != plan.zone;
    return f;
}

namespace {
struct AvailabilityText // the translation context of the reasons below
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::Availability)
};
} // namespace

bool queuedProvisioningOffered(const catalog::Catalog &cat, const Plan &plan)
{
    return cat.limits.flexStartQueuedVersions.contains(plan.tpuVersion);
}

bool usesQueuedProvisioning(const catalog::Catalog &cat, const Plan &plan, const Resolution &res)
{
    return plan.mode == Mode::Standard && res.isComplete() && res.multiHost &&
           plan.consumption == Consumption::FlexStart && plan.fallback.empty() && res.version &&
           cat.limits.flexStartQueuedVersions.contains(res.version->id);
}

bool usesKueue(const catalog::Catalog &cat, const Plan &plan, const Resolution &res)
{
    return plan.kueue || usesQueuedProvisioning(cat, plan, res);
}

std::vector<Consumption> consumptionSteps(const Plan &plan)
{
    std::vector<Consumption> steps{plan.consumption};
    steps.insert(steps.end(), plan.fallback.begin(), plan.fallback.end());
    return steps;
}

V5pAutoscalingMinimum v5pAutoscalingMinimum(const catalog::Catalog &cat, const Plan &plan,
                                            const Resolution &res)
{
    using catalog::GkeVersion;
    V5pAutoscalingMinimum out;
    const auto &mins = cat.limits.v5pAutoscalingMinControlPlane;
    out.applies = res.version && res.version->id == QLatin1String("v5p") &&
                  (plan.autoscaling.enabled || plan.autoscaling.nodeAutoProvisioning);
    if (!out.applies || mins.empty())
        return out;
    const auto lineOf = [](const GkeVersion &v) {
        return *GkeVersion::parse(
            v.toString().section(QLatin1Char('.'), 0, 1).section(QLatin1Char('-'), 0, 0));
    };
    const GkeVersion *newest = &mins.front();
    for (const auto &m : mins)
        if (m.compare(*newest) == GkeVersion::Order::Greater)
            newest = &m;
    const auto version = GkeVersion::parse(plan.clusterVersion);
    if (!version) {
        out.minimum = *newest;
        return out;
    }
    const GkeVersion line = lineOf(*version);
    bool aboveAll = true;
    for (const auto &m : mins) {
        const auto order = line.compare(lineOf(m));
        if (order == GkeVersion::Order::Equal) {
            out.minimum = m;
            out.met = version->atLeast(m);
            return out;
        }
        aboveAll = aboveAll && order == GkeVersion::Order::Greater;
    }
    // Another line: above every listed one it has what they have; below them all it has none.
    out.minimum =
        aboveAll ? *newest
                 : *std::min_element(mins.begin(), mins.end(), [](const auto &a, const auto &b) {
                       return a.compare(b) == GkeVersion::Order::Less;
                   });
    out.met = aboveAll;
    return out;
}

std::vector<GkeNeed> gkeNeeds(const catalog::Catalog &cat, const Plan &plan, const Resolution &res)
{
    std::vector<GkeNeed> needs;
    const auto &lim = cat.limits;
    const auto sourcesOf = [&](const char *id) {
        const auto *l = cat.limitation(QLatin1String(id));
        return l ? l->prov.sources : QStringList();
    };
    if (res.accelerator && res.accelerator->minGke.contains(plan.mode))
        needs.push_back({res.accelerator->minGke.value(plan.mode),
                         AvailabilityText::tr("%1 in %2 mode")
                             .arg(res.accelerator->label, catalog::modeName(plan.mode)),
                         res.accelerator->prov.sources});
    if (const auto v5p = v5pAutoscalingMinimum(cat, plan, res); v5p.applies && v5p.minimum)
        needs.push_back({*v5p.minimum, AvailabilityText::tr("v5p autoscaling"),
                         sourcesOf("v5p-autoscaling-min-control-plane")});
    if (plan.slices > 1 && lim.multisliceMinGke.contains(plan.mode))
        needs.push_back({lim.multisliceMinGke.value(plan.mode), AvailabilityText::tr("Multislice"),
                         sourcesOf("multislice-min-gke")});
    const auto steps = consumptionSteps(plan);
    if (lim.flexStartMinGke &&
        std::find(steps.begin(), steps.end(), Consumption::FlexStart) != steps.end())
        needs.push_back({*lim.flexStartMinGke, AvailabilityText::tr("flex-start TPU nodes"),
                         sourcesOf("flex-start-min-gke")});
    if (lim.computeClassTpuMinGke && !plan.fallback.empty())
        needs.push_back({*lim.computeClassTpuMinGke,
                         AvailabilityText::tr("a compute class with TPU priorities"),
                         sourcesOf("compute-class-tpu-min-gke")});
    return needs;
}

} // namespace tpu::model
