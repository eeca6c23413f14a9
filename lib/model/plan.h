#pragma once

#include "catalog/basictypes.h"
#include "catalog/topology.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <vector>

namespace tpu::model {

using catalog::Mode;

enum class Consumption
{
    OnDemand,
    Spot,
    FlexStart,
    Reservation
};
QString consumptionId(Consumption c); // "on-demand", "spot", "flex-start", "reservation"
QString consumptionName(Consumption c);
std::optional<Consumption> consumptionFromId(const QString &id);

// How the workload runs. Training: a Job on one VM; a JobSet or an Indexed Job with a headless
// Service across the VMs of a multi-host slice. Serving: a Deployment on one VM; a
// LeaderWorkerSet (one group per slice) with a Service in front of the leaders on a multi-host
// slice. Ray: a RayCluster with a head and one TPU worker group (one replica per slice).
enum class WorkloadKind
{
    Job,
    Deployment,
    JobSet,
    IndexedJob,
    LeaderWorkerSet,
    RayCluster
};
// "job", "deployment", "jobset", "indexed-job", "leaderworkerset", "raycluster"
QString workloadKindId(WorkloadKind k);
// "Job", "Deployment", "JobSet", "Indexed Job", "LeaderWorkerSet", "RayCluster"
QString workloadKindName(WorkloadKind k);
std::optional<WorkloadKind> workloadKindFromId(const QString &id);
QStringList workloadKindIds(); // every id, in the enum's order

// What runs on the slice, the wizard's first workload question.
enum class WorkloadPurpose
{
    Training,
    Serving,
    Ray
};
WorkloadPurpose workloadPurpose(WorkloadKind k);
QString workloadPurposeId(WorkloadPurpose p); // "training", "serving", "ray"
std::optional<WorkloadPurpose> workloadPurposeFromId(const QString &id);
// The kind for a purpose on a single- or multi-host slice: Job/JobSet, Deployment/
// LeaderWorkerSet, RayCluster.
WorkloadKind workloadKindFor(WorkloadPurpose p, bool multiHost);
// Whether a kind starts one Pod on every VM of a multi-host slice together.
bool isMultiHostKind(WorkloadKind k);

// A future reservation in calendar mode (Preview): the export asks Compute Engine for the plan's
// chips from `start` for `days` days (1-90, bookable up to 120 days ahead); once confirmed it can
// be neither changed nor cancelled, and at its end Compute Engine deletes the reservation and
// every VM that consumes it. It needs no Compute Engine quota. The auto-created reservation
// inherits the future reservation's name, Reservation::name, which the node pools consume by
// specific affinity once it is active. Plan::calendar.
struct CalendarMode
{
    bool enabled = false;
    QDateTime start;                                // UTC; invalid: not chosen
    int days = 0;                                   // 0: not chosen
    QString workloadType = QStringLiteral("batch"); // "batch" or "serving" (BATCH / SERVING)
};

// How consumption "reservation" takes its capacity (Plan::reservation.affinity). Specific: the
// named reservation only (--reservation-affinity=specific --reservation=NAME). AnyThenFail: any
// matching reservation the project may use, and never on-demand: the node pool fails instead
// (--reservation-affinity=any-reservation-then-fail, added in gcloud 575.0.0; API
// ANY_RESERVATION_THEN_FAIL). GKE consumes "any" reservations in Standard node pools only.
enum class ReservationAffinity
{
    Specific,
    AnyThenFail
};
QString reservationAffinityId(ReservationAffinity a); // "specific", "any-reservation-then-fail"
std::optional<ReservationAffinity> reservationAffinityFromId(const QString &id);

struct Reservation
{
    QString name;    // Specific: the reservation consumed; AnyThenFail: not used
    QString project; // empty: the plan's own project
    // What the reservation holds, typed by the user or read live; empty: not known. GKE refuses
    // a node pool whose specific reservation holds another machine type or zone.
    QString machineType, zone;
    // What the plan used when the reservation was chosen, recorded by the planner: while what it
    // holds is not known, a later change of machine type or zone is checked against this.
    QString chosenForMachineType, chosenForZone;
    ReservationAffinity affinity = ReservationAffinity::Specific;
};

struct Autoscaling
{
    bool enabled = false;
    int minNodes = 0; // per slice node pool
    int maxNodes = 0;
    bool nodeAutoProvisioning = false; // cluster-level (Standard)
};

struct Workload
{
    QString name = QStringLiteral("tpu-workload");
    QString nameSpace = QStringLiteral("default");
    QString image;
    QStringList command;
    WorkloadKind kind = WorkloadKind::Job;
    int servingPort = 8000; // serving: the container port the Service sends requests to
    // JobSet: how many times a failed Pod restarts every slice of the workload before the JobSet
    // fails (failurePolicy.maxRestarts); 0: never.
    int maxRestarts = 0;
};

struct MaintenanceExclusion
{
    bool enabled = false;
    QString name;
    QDateTime start, end; // UTC
};

struct ExtraDisk
{
    bool enabled = false;
    QString type; // gcloud --disk-type value
    int sizeGiB = 0;
};

// One planned TPU deployment. Plain data: what the user chose. Everything derived from it lives
// in Resolution and Summary; every judgement in the rules.
struct Plan
{
    QString clusterName = QStringLiteral("tpu-cluster");
    bool newCluster = true;
    // Where an existing cluster is: its region (regional) or its zone (zonal), as `gcloud
    // container clusters list` shows it. Empty: the plan's region. A new cluster is regional.
    QString clusterLocation;
    QString projectId;
    Mode mode = Mode::Autopilot;
    QString tpuVersion;     // a catalog Version id
    QString machineType;    // Standard: the node pool's; Autopilot: the VM shape the Pod requests
    QString zone;           // the region is derived from it: region()
    QString clusterVersion; // empty: the release channel's default
    QString releaseChannel; // empty, "rapid", "regular", "stable" or "extended"
    catalog::Topology topology; // empty: not chosen; a shape not listed is a custom topology
    int slices = 1;
    Consumption consumption = Consumption::OnDemand;
    // A fallback chain (a GKE custom compute class): what GKE tries, in order, after
    // `consumption` when it cannot get capacity that way. Empty: no compute class. Autopilot, or
    // Standard with node auto-provisioning; a Reservation step uses `reservation`.
    std::vector<Consumption> fallback;
    bool scaleUpAnyway = false; // whenUnsatisfiable: ScaleUpAnyway (else DoNotScaleUp)
    Reservation reservation;
    // Enabled: the export requests `reservation` in calendar mode (consumption "reservation");
    // in the plan file under "reservation.calendarMode".
    CalendarMode calendar;
    Autoscaling autoscaling;
    Workload workload;
    QString priorityClass; // empty: none
    bool kueue = false;
    MaintenanceExclusion maintenance;
    bool extendedRunTime = false;      // Autopilot only
    bool collectionScheduling = false; // v6e serving
    ExtraDisk extraDisk;
    QString imageType = QStringLiteral("COS_CONTAINERD");
    int threadsPerCore = 0; // 0 = machine default; 2 = SMT on
    int maxPodsPerNode = 0; // 0 = GKE default

    // The zone's region ("us-east5-a" → "us-east5"); empty while no zone is chosen.
    QString region() const { return catalog::regionOfZone(zone); }

    // Consumption "reservation" with affinity any-reservation-then-fail: no reservation is named.
    bool consumesAnyReservation() const
    {
        return consumption == Consumption::Reservation &&
               reservation.affinity == ReservationAffinity::AnyThenFail;
    }
    // Consumption "reservation" of the named reservation (specific affinity).
    bool consumesSpecificReservation() const
    {
        return consumption == Consumption::Reservation &&
               reservation.affinity == ReservationAffinity::Specific;
    }

    bool operator==(const Plan &o) const;
    bool operator!=(const Plan &o) const { return !(*this == o); }
};

} // namespace tpu::model
