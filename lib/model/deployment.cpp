#include "model/deployment.h"

#include "catalog/catalog.h"
#include "catalog/zonenames.h"
#include "model/availability.h"
#include "model/names.h"
#include "model/resolution.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace tpu::model {

namespace {
// What node auto-provisioning's limits leave for the cluster's other nodes. GKE counts every node
// pool against them ("About node auto-provisioning"): a new regional Standard cluster runs
// gcloud's default pool, 3 e2-medium nodes (2 vCPU, 4 GB) in each zone of the region, up to 4
// zones (12 nodes: 24 vCPU, 48 GB), and a surge upgrade adds one node per zone (8 vCPU, 16 GB).
constexpr long long kHeadroomCpu = 32;
constexpr long long kHeadroomMemoryGiB = 64;

constexpr const char *kAccelerator = "cloud.google.com/gke-tpu-accelerator";
constexpr const char *kTopology = "cloud.google.com/gke-tpu-topology";

QString reservationPath(const Plan &p)
{
    return p.reservation.project.isEmpty() ? p.reservation.name
                                           : QStringLiteral("projects/%1/reservations/%2")
                                                 .arg(p.reservation.project, p.reservation.name);
}

// The largest of the row's value and a conflicting one: limits must hold the largest credible VM.
long long largestVcpu(const catalog::MachineType &mt)
{
    return std::max<long long>(mt.vcpu.value_or(0), mt.conflictingVcpu.value_or(0));
}
double largestMemoryGiB(const catalog::MachineType &mt)
{
    return std::max(mt.memoryGiB.value_or(0.0), mt.conflictingMemoryGiB.value_or(0.0));
}

NodePool nodePool(const Plan &p, const Resolution &r, int slice, bool queued, bool policy)
{
    NodePool np;
    np.name = nodePoolName(p, slice);
    np.slice = slice;
    np.machineType = p.machineType;
    np.zone = p.zone;
    np.imageType = p.imageType;
    np.vms = r.vmsPerSlice;
    np.chipsPerVm = r.chipsPerVm;
    if (r.multiHost && !policy)
        np.tpuTopology = p.topology.toString();
    if (policy)
        np.workloadPolicy = workloadPolicyName(p);
    np.consumption = p.consumption;
    np.spot = p.consumption == Consumption::Spot;
    np.flexStart = p.consumption == Consumption::FlexStart;
    np.queued = queued;
    if (p.consumesSpecificReservation())
        np.reservation = reservationPath(p);
    np.anyReservation = p.consumesAnyReservation();
    // Flex-start nodes are not repaired: a repaired node would be a new request (xpk,
    // cluster-toolkit).
    np.autoRepair = !np.flexStart;
    if (np.flexStart) {
        // Flex-start pools start empty and grow to the slice when a workload asks. A multi-host
        // pool takes the per-zone count (= the slice's VMs), never a total (GKE: "Maximum node
        // count 0 is not a valid size of TPU pod slice").
        np.scaling = r.multiHost ? NodePool::Scaling::PerZone : NodePool::Scaling::Total;
        np.initialNodes = 0;
        np.minNodes = 0;
        np.maxNodes = r.vmsPerSlice;
        np.locationPolicyAny = true;
    } else if (p.autoscaling.enabled && r.multiHost) {
        // Multi-host: 0 or all VMs of the slice (rule autoscaling.multi-host-atomic).
        np.scaling = NodePool::Scaling::PerZone;
        np.initialNodes = p.autoscaling.minNodes;
        np.minNodes = p.autoscaling.minNodes;
        np.maxNodes = r.vmsPerSlice;
        np.locationPolicyAny = true;
    } else if (p.autoscaling.enabled) {
        np.scaling = NodePool::Scaling::Total;
        np.initialNodes = p.autoscaling.minNodes;
        np.minNodes = p.autoscaling.minNodes;
        np.maxNodes = p.autoscaling.maxNodes;
    } else {
        np.scaling = NodePool::Scaling::Fixed;
        np.initialNodes = r.vmsPerSlice;
    }
    // GKE taints queued-provisioning pools but does not label them: the workload selects the
    // label (cluster-toolkit's gke-node-pool module).
    if (queued)
        np.labels << QStringLiteral("cloud.google.com/gke-queued=true");
    if (p.collectionScheduling)
        np.labels << QStringLiteral("cloud.google.com/gke-workload-type=HIGH_AVAILABILITY");
    if (p.extraDisk.enabled) {
        np.diskType = p.extraDisk.type;
        np.diskSizeGiB = p.extraDisk.sizeGiB;
    }
    np.scopes = QStringList{QStringLiteral("gke-default"), QStringLiteral("storage-full")};
    np.maxPodsPerNode = p.maxPodsPerNode;
    np.threadsPerCore = p.threadsPerCore;
    return np;
}

PodTemplate podTemplate(const catalog::Catalog &c, const Plan &p, const Resolution &r, bool queued,
                        bool chain)
{
    PodTemplate t;
    auto sel = [&](const QString &k, const QString &v) { t.nodeSelector.emplace_back(k, v); };
    sel(QLatin1String(kAccelerator), r.accelerator->label);
    sel(QLatin1String(kTopology), p.topology.toString());
    if (chain) {
        // The compute class decides reservation, Spot or flex-start per priority.
        sel(QStringLiteral("cloud.google.com/compute-class"), computeClassName(p));
    } else if (queued) {
        sel(QStringLiteral("cloud.google.com/gke-queued"), QStringLiteral("true"));
    } else {
        switch (p.consumption) {
        case Consumption::OnDemand:
            break;
        case Consumption::Spot:
            sel(QStringLiteral("cloud.google.com/gke-spot"), QStringLiteral("true"));
            break;
        case Consumption::Reservation:
            // Any matching reservation: the node pool consumes it (--reservation-affinity), and
            // the Pod, pinned to that pool, names none (GKE documents Pod-side selection only for
            // a specific reservation; Autopilot, which has no such pool, is refused by
            // reservation.any-autopilot).
            if (p.reservation.affinity == ReservationAffinity::AnyThenFail)
                break;
            sel(QStringLiteral("cloud.google.com/reservation-name"), p.reservation.name);
            if (p.mode == Mode::Autopilot) {
                sel(QStringLiteral("cloud.google.com/reservation-affinity"),
                    QStringLiteral("specific"));
                // A reservation of another project (shared): without its project GKE looks for
                // the reservation in the cluster's own project ("Consuming reserved zonal
                // resources").
                if (!p.reservation.project.isEmpty() && p.reservation.project != p.projectId)
                    sel(QStringLiteral("cloud.google.com/reservation-project"),
                        p.reservation.project);
            }
            break;
        case Consumption::FlexStart:
            sel(QStringLiteral("cloud.google.com/gke-flex-start"), QStringLiteral("true"));
            break;
        }
    }
    // One slice per node pool: pin a single slice to its pool; Multislice places each slice on its
    // own pool through the exclusive-topology annotation instead.
    if (p.mode == Mode::Standard && p.slices == 1 && !chain)
        sel(QStringLiteral("cloud.google.com/gke-nodepool"), nodePoolName(p, 0));
    // Where no node pool of the plan pins the zone (Autopilot, or node auto-provisioning for a
    // compute class), the Pod selects it: GKE would otherwise create the nodes in any zone of
    // the region.
    if ((p.mode == Mode::Autopilot || chain) && !p.zone.isEmpty())
        sel(QStringLiteral("topology.kubernetes.io/zone"), p.zone);
    t.queuedToleration = queued;
    t.tpuChips = r.chipsPerVm;
    if (const auto *mt = c.machineType(p.machineType)) {
        const auto vcpu = mt->smallestVcpu();
        const auto mem = mt->smallestMemoryGiB();
        if (vcpu && mem) {
            t.sizedFromVcpu = *vcpu;
            t.sizedFromMemoryGiB = *mem;
            t.cpuMillis = *vcpu * 750LL;
            t.memoryMiB = (long long)(*mem * 1024 * 3 / 4);
            t.allocatableCpuMillis = allocatableCpuMillis(*vcpu);
            t.allocatableMemoryMiB = allocatableMemoryMiB(*mem);
        }
    }
    return t;
}

WaitCondition waitCondition(const Plan &p, const Resolution &r, bool kueue)
{
    WaitCondition w;
    w.nodeSelector = QStringLiteral("%1=%2,%3=%4")
                         .arg(QLatin1String(kAccelerator), r.accelerator->label,
                              QLatin1String(kTopology), p.topology.toString());
    w.nodes = r.vmsPerSlice * p.slices;
    if (!kueue)
        return w;
    // How Kueue admits each kind: one Workload per Job, JobSet or RayCluster; one per group of a
    // LeaderWorkerSet (one group per slice); the pod integration, which serves Deployments, one
    // per Pod, owned by the Pod.
    w.kind = WaitCondition::Kind::Admitted;
    w.ownerName = p.workload.name;
    w.workloads = 1;
    switch (p.workload.kind) {
    case WorkloadKind::Job:
    case WorkloadKind::IndexedJob:
        w.ownerKind = QStringLiteral("Job");
        break;
    case WorkloadKind::JobSet:
        w.ownerKind = QStringLiteral("JobSet");
        break;
    case WorkloadKind::LeaderWorkerSet:
        w.ownerKind = QStringLiteral("LeaderWorkerSet");
        w.workloads = p.slices;
        break;
    case WorkloadKind::RayCluster:
        w.ownerKind = QStringLiteral("RayCluster");
        break;
    case WorkloadKind::Deployment:
        w.ownerKind = QStringLiteral("Pod");
        w.ownerIsPrefix = true;
        w.workloads = 1; // the Deployment's one replica
        break;
    }
    return w;
}

} // namespace

long long allocatableMemoryMiB(double memoryGiB)
{
    const double mib = memoryGiB * 1024;
    if (mib < 1024)
        return std::max(0LL, (long long)(mib - 255 - 100));
    struct Band
    {
        double upToGiB, share;
    };
    static const Band bands[] = {{4, 0.25}, {8, 0.20}, {16, 0.10}, {128, 0.06}, {1e12, 0.02}};
    double reserved = 0, below = 0;
    for (const Band &b : bands) {
        const double in = std::clamp(memoryGiB - below, 0.0, b.upToGiB - below);
        reserved += in * 1024 * b.share;
        below = b.upToGiB;
    }
    return (long long)std::floor(mib - reserved - 100);
}

long long allocatableCpuMillis(int vcpu)
{
    struct Band
    {
        double upTo, share;
    };
    static const Band bands[] = {{1, 0.06}, {2, 0.01}, {4, 0.005}, {1e9, 0.0025}};
    double reserved = 0, below = 0;
    for (const Band &b : bands) {
        const double in = std::clamp(double(vcpu) - below, 0.0, b.upTo - below);
        reserved += in * 1000 * b.share;
        below = b.upTo;
    }
    return (long long)std::floor(vcpu * 1000.0 - reserved);
}

namespace {
// The calendar-mode request of a plan that asks for one (consumption "reservation").
std::optional<FutureReservation> futureReservationOf(const catalog::Catalog &c, const Plan &p,
                                                     long long chips)
{
    const CalendarMode &cal = p.calendar;
    if (!cal.enabled || p.consumption != Consumption::Reservation)
        return std::nullopt;
    FutureReservation f;
    f.name = p.reservation.name;
    f.project = p.reservation.project;
    f.zone = p.zone;
    const catalog::Version *v = c.version(p.tpuVersion);
    if (v) {
        f.tpuVersion = c.limits.calendarGcloudTpuVersion.value(v->id);
        f.tpuVersionUnparsed = !c.limits.calendarGcloud528Versions.contains(v->id);
    }
    f.chips = chips;
    f.workloadType = cal.workloadType.toUpper();
    f.start = cal.start.toUTC();
    f.days = cal.days;
    f.end = cal.start.isValid() ? cal.start.toUTC().addDays(cal.days) : QDateTime();
    return f;
}
} // namespace

Deployment planDeployment(const catalog::Catalog &c, const Plan &p, const Resolution &r)
{
    Deployment d;
    d.cluster.create = p.newCluster;
    d.cluster.mode = p.mode;
    d.cluster.name = p.clusterName;
    d.cluster.location = p.region();
    if (!p.newCluster && !p.clusterLocation.isEmpty())
        d.cluster.location = p.clusterLocation;
    d.cluster.zonal = catalog::strictZoneNameShape().match(d.cluster.location).hasMatch();
    if (!r.isComplete() || !r.accelerator)
        return d;
    d.complete = true;
    d.totalChips = r.chipsPerSlice * p.slices;
    const bool chain = !p.fallback.empty();
    const bool queued = usesQueuedProvisioning(c, p, r);
    const bool standard = p.mode == Mode::Standard;

    // Node pools: Standard without a fallback chain (with one, node auto-provisioning creates
    // the pools the compute class asks for).
    const bool policy = r.multiHost && r.version &&
                        r.version->placement == catalog::MultiHostPlacement::WorkloadPolicy;
    if (standard && !chain) {
        if (policy)
            d.workloadPolicy = WorkloadPolicy{workloadPolicyName(p), p.topology.toString()};
        for (int slice = 0; slice < p.slices; ++slice)
            d.nodePools.push_back(nodePool(p, r, slice, queued, policy));
    }

    // Node auto-provisioning within limits that hold the plan's TPU nodes at their largest
    // credible size and leave room for the cluster's other nodes.
    if (standard && p.autoscaling.nodeAutoProvisioning) {
        Autoprovisioning &a = d.autoprovisioning;
        a.enabled = true;
        a.onExistingCluster = !p.newCluster;
        const long long vms = r.vmsPerSlice * p.slices;
        if (const auto *mt = c.machineType(p.machineType)) {
            a.tpuCpu = vms * largestVcpu(*mt);
            a.tpuMemoryGiB = vms * (long long)std::ceil(largestMemoryGiB(*mt));
        }
        a.headroomCpu = kHeadroomCpu;
        a.headroomMemoryGiB = kHeadroomMemoryGiB;
        a.maxCpu = a.tpuCpu + a.headroomCpu;
        a.maxMemoryGiB = a.tpuMemoryGiB + a.headroomMemoryGiB;
        a.accelerator = r.accelerator->label;
        a.maxChips = r.chipsPerSlice * p.slices;
    }

    if (chain) {
        ComputeClassSpec cc;
        cc.name = computeClassName(p);
        cc.accelerator = r.accelerator->label;
        cc.topology = p.topology.toString();
        cc.chipsPerVm = r.chipsPerVm;
        cc.steps = consumptionSteps(p);
        cc.zone = p.zone;
        cc.reservationName = p.reservation.name;
        cc.reservationProject = p.reservation.project;
        cc.scaleUpAnyway = p.scaleUpAnyway;
        d.computeClass = cc;
    }

    d.pod = podTemplate(c, p, r, queued, chain);

    const bool kueue = p.kueue || queued;
    if (kueue) {
        d.kueue.enabled = true;
        d.kueue.queued = queued;
        d.kueue.flavor = QStringLiteral("%1-%2").arg(r.accelerator->label, p.topology.toString());
        d.kueue.clusterQueue = p.workload.name + QStringLiteral("-cluster-queue");
        d.kueue.localQueue = localQueueName(p);
        if (queued)
            d.kueue.admissionCheck = p.workload.name + QStringLiteral("-provisioning");
        d.controllers << QStringLiteral("Kueue");
    }
    switch (p.workload.kind) {
    case WorkloadKind::JobSet:
        d.controllers << QStringLiteral("JobSet");
        break;
    case WorkloadKind::LeaderWorkerSet:
        d.controllers << QStringLiteral("LeaderWorkerSet");
        break;
    case WorkloadKind::RayCluster:
        d.controllers << QStringLiteral("KubeRay");
        if (r.multiHost)
            d.controllers << QStringLiteral("KubeRay TPU webhook");
        break;
    default:
        break;
    }
    d.wait = waitCondition(p, r, kueue);
    d.futureReservation = futureReservationOf(c, p, d.totalChips);
    return d;
}

QJsonObject deploymentToJson(const Deployment &d)
{
    QJsonObject o;
    o.insert(QStringLiteral("complete"), d.complete);
    o.insert(QStringLiteral("cluster"),
             QJsonObject{{QStringLiteral("name"), d.cluster.name},
                         {QStringLiteral("create"), d.cluster.create},
                         {QStringLiteral("mode"), catalog::modeId(d.cluster.mode)},
                         {QStringLiteral("location"), d.cluster.location},
                         {QStringLiteral("zonal"), d.cluster.zonal}});
    if (!d.complete)
        return o;
    if (d.workloadPolicy)
        o.insert(QStringLiteral("workloadPolicy"),
                 QJsonObject{{QStringLiteral("name"), d.workloadPolicy->name},
                             {QStringLiteral("topology"), d.workloadPolicy->topology}});
    QJsonArray pools;
    for (const NodePool &np : d.nodePools) {
        QJsonObject j{{QStringLiteral("name"), np.name},
                      {QStringLiteral("machineType"), np.machineType},
                      {QStringLiteral("zone"), np.zone},
                      {QStringLiteral("vms"), np.vms},
                      {QStringLiteral("consumption"), consumptionId(np.consumption)},
                      {QStringLiteral("queuedProvisioning"), np.queued}};
        if (!np.tpuTopology.isEmpty())
            j.insert(QStringLiteral("tpuTopology"), np.tpuTopology);
        if (!np.reservation.isEmpty())
            j.insert(QStringLiteral("reservation"), np.reservation);
        if (np.anyReservation)
            j.insert(QStringLiteral("reservationAffinity"),
                     QStringLiteral("any-reservation-then-fail"));
        pools.append(j);
    }
    o.insert(QStringLiteral("nodePools"), pools);
    if (const auto &f = d.futureReservation)
        o.insert(QStringLiteral("futureReservation"),
                 QJsonObject{{QStringLiteral("name"), f->name},
                             {QStringLiteral("zone"), f->zone},
                             {QStringLiteral("mode"), QStringLiteral("calendar")},
                             {QStringLiteral("tpuVersion"), f->tpuVersion},
                             {QStringLiteral("chips"), f->chips},
                             {QStringLiteral("workloadType"), f->workloadType},
                             {QStringLiteral("startTime"), f->start.toString(Qt::ISODate)},
                             {QStringLiteral("endTime"), f->end.toString(Qt::ISODate)}});
    if (const Autoprovisioning &a = d.autoprovisioning; a.enabled)
        o.insert(QStringLiteral("autoprovisioning"),
                 QJsonObject{{QStringLiteral("maxCpu"), a.maxCpu},
                             {QStringLiteral("maxMemoryGB"), a.maxMemoryGiB},
                             {QStringLiteral("headroomCpu"), a.headroomCpu},
                             {QStringLiteral("headroomMemoryGB"), a.headroomMemoryGiB},
                             {QStringLiteral("accelerator"), a.accelerator},
                             {QStringLiteral("maxChips"), a.maxChips}});
    if (d.computeClass)
        o.insert(QStringLiteral("computeClass"), d.computeClass->name);
    QJsonObject pod, selector;
    for (const auto &[k, v] : d.pod.nodeSelector)
        selector.insert(k, v);
    pod.insert(QStringLiteral("nodeSelector"), selector);
    pod.insert(QStringLiteral("tpuChips"), d.pod.tpuChips);
    if (d.pod.cpuMillis && d.pod.memoryMiB) {
        pod.insert(QStringLiteral("cpuMillis"), *d.pod.cpuMillis);
        pod.insert(QStringLiteral("memoryMiB"), *d.pod.memoryMiB);
        pod.insert(QStringLiteral("allocatableCpuMillis"), *d.pod.allocatableCpuMillis);
        pod.insert(QStringLiteral("allocatableMemoryMiB"), *d.pod.allocatableMemoryMiB);
        pod.insert(QStringLiteral("sizedFromMemoryGiB"), d.pod.sizedFromMemoryGiB);
    }
    o.insert(QStringLiteral("pod"), pod);
    o.insert(QStringLiteral("controllers"), QJsonArray::fromStringList(d.controllers));
    QJsonObject wait;
    if (d.wait.kind == WaitCondition::Kind::Admitted) {
        wait.insert(QStringLiteral("kind"), QStringLiteral("admitted"));
        wait.insert(QStringLiteral("ownerKind"), d.wait.ownerKind);
        wait.insert(QStringLiteral("workloads"), d.wait.workloads);
    } else {
        wait.insert(QStringLiteral("kind"), QStringLiteral("nodes"));
        wait.insert(QStringLiteral("nodeSelector"), d.wait.nodeSelector);
        wait.insert(QStringLiteral("nodes"), d.wait.nodes);
    }
    o.insert(QStringLiteral("wait"), wait);
    return o;
}

} // namespace tpu::model
