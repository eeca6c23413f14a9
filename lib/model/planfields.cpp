#include "model/planfields.h"

#include <QCoreApplication>
#include <type_traits>

namespace tpu::model {

namespace {

template <typename T>
PlanField field(const char *name, const char *fileKey, Step step, bool reconciled,
                const char *label, T Plan::*member)
{
    PlanField f{QLatin1String(name),
                QLatin1String(fileKey),
                step,
                reconciled,
                label,
                [member](const Plan &a, const Plan &b) { return a.*member == b.*member; },
                [member](const Plan &from, Plan &to) { to.*member = from.*member; },
                nullptr};
    if constexpr (std::is_same_v<T, QString>)
        f.text = [member](const Plan &p) { return &(p.*member); };
    return f;
}

template <typename S, typename T>
PlanField field(const char *name, const char *fileKey, Step step, const char *label, S Plan::*outer,
                T S::*member)
{
    PlanField f{
        QLatin1String(name),
        QLatin1String(fileKey),
        step,
        false,
        label,
        [outer, member](const Plan &a, const Plan &b) {
            return a.*outer.*member == b.*outer.*member;
        },
        [outer, member](const Plan &from, Plan &to) { to.*outer.*member = from.*outer.*member; },
        nullptr};
    if constexpr (std::is_same_v<T, QString>)
        f.text = [outer, member](const Plan &p) { return &(p.*outer.*member); };
    return f;
}

} // namespace

QString PlanField::displayLabel() const
{
    return QCoreApplication::translate("tpu::model::PlanFields", label);
}

const std::vector<PlanField> &planFields()
{
    using S = Step;
    // Labels are translated with PlanField::displayLabel().
    static const std::vector<PlanField> fields{
        field("clusterName", "clusterName", S::Mode, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Cluster name"), &Plan::clusterName),
        field("newCluster", "newCluster", S::Mode, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "New cluster"), &Plan::newCluster),
        field("projectId", "projectId", S::Mode, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Project ID"), &Plan::projectId),
        field("mode", "mode", S::Mode, true, QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Mode"),
              &Plan::mode),
        field("tpuVersion", "tpuVersion", S::Version, true,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "TPU version"), &Plan::tpuVersion),
        field("machineType", "machineType", S::Version, true,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Machine type"), &Plan::machineType),
        field("zone", "zone", S::Zone, true, QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Zone"),
              &Plan::zone),
        field("clusterVersion", "clusterVersion", S::Zone, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Cluster version"),
              &Plan::clusterVersion),
        field("releaseChannel", "releaseChannel", S::Zone, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Release channel"),
              &Plan::releaseChannel),
        field("topology", "topology", S::Topology, true,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Topology"), &Plan::topology),
        field("slices", "slices", S::Topology, true,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Slices"), &Plan::slices),
        field("consumption", "consumption", S::Options, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Consumption"), &Plan::consumption),
        field("fallback", "fallback", S::Options, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Then try"), &Plan::fallback),
        field("scaleUpAnyway", "whenUnsatisfiable", S::Options, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "When nothing is available"),
              &Plan::scaleUpAnyway),
        field("reservation.name", "reservation.name", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Reservation name"), &Plan::reservation,
              &Reservation::name),
        field("reservation.project", "reservation.project", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Reservation project"),
              &Plan::reservation, &Reservation::project),
        field("reservation.machineType", "reservation.holds.machineType", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Machine type the reservation holds"),
              &Plan::reservation, &Reservation::machineType),
        field("reservation.zone", "reservation.holds.zone", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Zone the reservation holds"),
              &Plan::reservation, &Reservation::zone),
        field("reservation.chosenFor.machineType", "reservation.chosenFor.machineType", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                                "Machine type the reservation was chosen for"),
              &Plan::reservation, &Reservation::chosenForMachineType),
        field("reservation.chosenFor.zone", "reservation.chosenFor.zone", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Zone the reservation was chosen for"),
              &Plan::reservation, &Reservation::chosenForZone),
        field("autoscaling", "autoscaling.enabled", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Node pool autoscaling"),
              &Plan::autoscaling, &Autoscaling::enabled),
        field("autoscaling.minNodes", "autoscaling.minNodes", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Minimum nodes"), &Plan::autoscaling,
              &Autoscaling::minNodes),
        field("autoscaling.maxNodes", "autoscaling.maxNodes", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maximum nodes"), &Plan::autoscaling,
              &Autoscaling::maxNodes),
        field("autoscaling.nodeAutoProvisioning", "autoscaling.nodeAutoProvisioning", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Node auto-provisioning"),
              &Plan::autoscaling, &Autoscaling::nodeAutoProvisioning),
        field("workload.name", "workload.name", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Workload name"), &Plan::workload,
              &Workload::name),
        field("workload.namespace", "workload.namespace", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Namespace"), &Plan::workload,
              &Workload::nameSpace),
        field("workload.image", "workload.image", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Container image"), &Plan::workload,
              &Workload::image),
        field("workload.command", "workload.command", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Command"), &Plan::workload,
              &Workload::command),
        field("workload.kind", "workload.kind", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Workload kind"), &Plan::workload,
              &Workload::kind),
        field("workload.servingPort", "workload.servingPort", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Serving port"), &Plan::workload,
              &Workload::servingPort),
        field("priorityClass", "priorityClass", S::Options, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Priority class"), &Plan::priorityClass),
        field("kueue", "kueue", S::Options, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Kueue"), &Plan::kueue),
        field("maintenance", "maintenanceExclusion.enabled", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maintenance exclusion"),
              &Plan::maintenance, &MaintenanceExclusion::enabled),
        field("maintenance.name", "maintenanceExclusion.name", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maintenance exclusion name"),
              &Plan::maintenance, &MaintenanceExclusion::name),
        field("maintenance.start", "maintenanceExclusion.start", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maintenance exclusion start"),
              &Plan::maintenance, &MaintenanceExclusion::start),
        field("maintenance.end", "maintenanceExclusion.end", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maintenance exclusion end"),
              &Plan::maintenance, &MaintenanceExclusion::end),
        field("extendedRunTime", "extendedRunTime", S::Options, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Extended run time"),
              &Plan::extendedRunTime),
        field("collectionScheduling", "collectionScheduling", S::Options, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Collection scheduling"),
              &Plan::collectionScheduling),
        field("extraDisk", "extraDisk.enabled", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Extra disk"), &Plan::extraDisk,
              &ExtraDisk::enabled),
        field("extraDisk.type", "extraDisk.type", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Disk type"), &Plan::extraDisk,
              &ExtraDisk::type),
        field("extraDisk.sizeGiB", "extraDisk.sizeGiB", S::Options,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Disk size"), &Plan::extraDisk,
              &ExtraDisk::sizeGiB),
        field("imageType", "imageType", S::Options, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Node image type"), &Plan::imageType),
        field("threadsPerCore", "threadsPerCore", S::Options, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Threads per core"),
              &Plan::threadsPerCore),
        field("maxPodsPerNode", "maxPodsPerNode", S::Options, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maximum Pods per node"),
              &Plan::maxPodsPerNode),
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
