#include "planfields.h"

namespace tpu::model {

namespace {

template<typename T>
PlanField field(const char *name, const char *fileKey, Step step, bool reconciled, T Plan::*member)
{
    return {QLatin1String(name), QLatin1String(fileKey), step, reconciled,
            [member](const Plan &a, const Plan &b) { return a.*member == b.*member; },
            [member](const Plan &from, Plan &to) { to.*member = from.*member; }};
}

template<typename S, typename T>
PlanField field(const char *name, const char *fileKey, Step step, S Plan::*outer, T S::*member)
{
    return {QLatin1String(name), QLatin1String(fileKey), step, false,
            [outer, member](const Plan &a, const Plan &b) { return a.*outer.*member == b.*outer.*member; },
            [outer, member](const Plan &from, Plan &to) { to.*outer.*member = from.*outer.*member; }};
}

} // namespace

const std::vector<PlanField> &planFields()
{
    using S = Step;
    static const std::vector<PlanField> fields{
        field("clusterName", "clusterName", S::Mode, false, &Plan::clusterName),
        field("newCluster", "newCluster", S::Mode, false, &Plan::newCluster),
        field("projectId", "projectId", S::Mode, false, &Plan::projectId),
        field("mode", "mode", S::Mode, true, &Plan::mode),
        field("tpuVersion", "tpuVersion", S::Version, true, &Plan::tpuVersion),
        field("machineType", "machineType", S::Version, true, &Plan::machineType),
        field("zone", "zone", S::Zone, true, &Plan::zone), // the region is the zone's
        field("clusterVersion", "clusterVersion", S::Zone, false, &Plan::clusterVersion),
        field("releaseChannel", "releaseChannel", S::Zone, false, &Plan::releaseChannel),
        field("topology", "topology", S::Topology, true, &Plan::topology),
        field("slices", "slices", S::Topology, true, &Plan::slices),
        field("consumption", "consumption", S::Options, false, &Plan::consumption),
        field("reservation.name", "reservation.name", S::Options, &Plan::reservation, &Reservation::name),
        field("reservation.project", "reservation.project", S::Options, &Plan::reservation, &Reservation::project),
        field("autoscaling", "autoscaling.enabled", S::Options, &Plan::autoscaling, &Autoscaling::enabled),
        field("autoscaling.minNodes", "autoscaling.minNodes", S::Options, &Plan::autoscaling, &Autoscaling::minNodes),
        field("autoscaling.maxNodes", "autoscaling.maxNodes", S::Options, &Plan::autoscaling, &Autoscaling::maxNodes),
        field("autoscaling.nodeAutoProvisioning", "autoscaling.nodeAutoProvisioning", S::Options, &Plan::autoscaling,
              &Autoscaling::nodeAutoProvisioning),
        field("workload.name", "workload.name", S::Options, &Plan::workload, &Workload::name),
        field("workload.namespace", "workload.namespace", S::Options, &Plan::workload, &Workload::nameSpace),
        field("workload.image", "workload.image", S::Options, &Plan::workload, &Workload::image),
        field("workload.command", "workload.command", S::Options, &Plan::workload, &Workload::command),
        field("workload.kind", "workload.kind", S::Options, &Plan::workload, &Workload::kind),
        field("priorityClass", "priorityClass", S::Options, false, &Plan::priorityClass),
        field("kueue", "kueue", S::Options, false, &Plan::kueue),
        field("maintenance", "maintenanceExclusion.enabled", S::Options, &Plan::maintenance, &MaintenanceExclusion::enabled),
        field("maintenance.name", "maintenanceExclusion.name", S::Options, &Plan::maintenance, &MaintenanceExclusion::name),
        field("maintenance.start", "maintenanceExclusion.start", S::Options, &Plan::maintenance, &MaintenanceExclusion::start),
        field("maintenance.end", "maintenanceExclusion.end", S::Options, &Plan::maintenance, &MaintenanceExclusion::end),
        field("extendedRunTime", "extendedRunTime", S::Options, false, &Plan::extendedRunTime),
        field("collectionScheduling", "collectionScheduling", S::Options, false, &Plan::collectionScheduling),
        field("extraDisk", "extraDisk.enabled", S::Options, &Plan::extraDisk, &ExtraDisk::enabled),
        field("extraDisk.type", "extraDisk.type", S::Options, &Plan::extraDisk, &ExtraDisk::type),
        field("extraDisk.sizeGiB", "extraDisk.sizeGiB", S::Options, &Plan::extraDisk, &ExtraDisk::sizeGiB),
        field("imageType", "imageType", S::Options, false, &Plan::imageType),
        field("threadsPerCore", "threadsPerCore", S::Options, false, &Plan::threadsPerCore),
        field("maxPodsPerNode", "maxPodsPerNode", S::Options, false, &Plan::maxPodsPerNode),
    };
    return fields;
}

const PlanField *planField(const QString &name)
{
    for (const PlanField &f : planFields())
        if (f.name == name)
            return &f;
    return nullptr;
}

} // namespace tpu::model
