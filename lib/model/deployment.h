#pragma once

#include "catalog/catalogfwd.h"
#include "model/finding.h"
#include "model/plan.h"

#include <QDateTime>
#include <QJsonObject>
#include <optional>
#include <utility>
#include <vector>

namespace tpu::model {

struct Resolution;

// What a plan deploys on GKE, decided once from the plan and the catalog: the cluster, each node
// pool (name, size, placement, consumption), node auto-provisioning and its limits, the compute
// class, the Pod template (requests, selectors, tolerations), the Kueue objects, the controllers
// the objects need and what apply.sh waits for. gcloud.sh, terraform/, the manifests, kueue.yaml,
// apply.sh and summary.json render it; the deployment rules (checkDeployment) judge it as GKE
// would. docs/deployment.md says why it lives here and how each export renders it.

struct DeployedCluster
{
    bool create = true; // the plan creates it (else: an existing cluster, referred to by name)
    Mode mode = Mode::Standard;
    // location: a new cluster is regional (the plan's region); an existing one is where the plan
    // says it is (Plan::clusterLocation: its region, or its zone when zonal). Every gcloud command
    // on the cluster or its node pools names it as --location.
    QString name, location;
    bool zonal = false; // location is a zone
};

struct NodePool
{
    enum class Scaling
    {
        Fixed,   // --num-nodes = the slice's VMs
        PerZone, // --min-nodes/--max-nodes: multi-host slices (0 or all VMs)
        Total    // --total-min-nodes/--total-max-nodes: single-host pools
    };
    QString name; // unique per plan, stable across re-exports: model::nodePoolName
    int slice = 0;
    QString machineType, zone, imageType;
    long long vms = 0; // VMs of one slice
    int chipsPerVm = 0;
    QString tpuTopology;    // multi-host with --tpu-topology and COMPACT placement; else empty
    QString workloadPolicy; // TPU7x multi-host: the workload policy that places the slice
    Consumption consumption = Consumption::OnDemand;
    QString reservation; // specific: its name, or projects/P/reservations/R for another project
    // Any matching reservation and never on-demand (--reservation-affinity=
    // any-reservation-then-fail, gcloud 575.0.0 or later; Terraform ANY_RESERVATION_THEN_FAIL).
    bool anyReservation = false;
    bool spot = false, flexStart = false, queued = false, autoRepair = true;
    Scaling scaling = Scaling::Fixed;
    long long initialNodes = 0, minNodes = 0, maxNodes = 0;
    bool locationPolicyAny = false;
    QStringList labels; // "key=value"
    // gcloud --scopes aliases: GKE's defaults plus storage-full, so a workload writing
    // checkpoints to Cloud Storage through the node's service account is not refused (xpk's
    // choice for TPU pools); Terraform writes the same scopes as URIs.
    QStringList scopes;
    QString diskType;
    int diskSizeGiB = 0, maxPodsPerNode = 0, threadsPerCore = 0;
};

struct WorkloadPolicy
{
    QString name;     // unique per plan and topology: model::workloadPolicyName
    QString topology; // --accelerator-topology
};

// Node auto-provisioning (Standard). GKE counts the CPU and memory of every node pool of the
// cluster against the limits, not only the TPU nodes: they leave `headroom*` for the rest.
struct Autoprovisioning
{
    bool enabled = false;
    bool onExistingCluster = false;                   // turned on with `clusters update`
    long long tpuCpu = 0, tpuMemoryGiB = 0;           // the plan's TPU nodes at their largest
    long long headroomCpu = 0, headroomMemoryGiB = 0; // everything else the cluster runs
    long long maxCpu = 0, maxMemoryGiB = 0;           // what gcloud and Terraform set
    QString accelerator;                              // the TPU accelerator label
    long long maxChips = 0;                           // the accelerator limit
};

// The fallback chain as a custom compute class.
struct ComputeClassSpec
{
    QString name;
    QString accelerator, topology;
    int chipsPerVm = 0;
    std::vector<Consumption> steps;
    QString zone; // every priority is pinned to the plan's zone
    // A reservation step names its zones inside the reservation: GKE refuses location.zones
    // together with affinity Specific ("location config with specific reservations enabled").
    bool zonesInReservation = true;
    QString reservationName, reservationProject;
    bool scaleUpAnyway = false;
};

// One TPU Pod of the workload.
struct PodTemplate
{
    std::vector<std::pair<QString, QString>> nodeSelector; // in the order written
    bool queuedToleration = false; // tolerates cloud.google.com/gke-queued (queued provisioning)
    int tpuChips = 0;              // google.com/tpu, requests and limits
    // CPU and memory requests: 75 % of the smallest credible VM (where sources conflict, the
    // smaller value); unset when the catalog does not know the VM's size.
    std::optional<long long> cpuMillis, memoryMiB;
    // What GKE leaves allocatable on that VM (GKE's kubelet and eviction reservations).
    std::optional<long long> allocatableCpuMillis, allocatableMemoryMiB;
    double sizedFromMemoryGiB = 0; // the VM memory the requests were computed from
    int sizedFromVcpu = 0;
};

struct KueueObjects
{
    bool enabled = false;
    bool queued = false; // ProvisioningRequestConfig + AdmissionCheck (queued provisioning)
    QString flavor, clusterQueue, localQueue, admissionCheck;
};

// What apply.sh waits for once everything is applied.
struct WaitCondition
{
    enum class Kind
    {
        Nodes,    // `nodes` TPU nodes with `nodeSelector`
        Admitted, // `workloads` Kueue Workloads owned by `ownerKind` named like `ownerName`
    };
    Kind kind = Kind::Nodes;
    QString nodeSelector;
    long long nodes = 0;
    QString ownerKind;          // "Job", "JobSet", "LeaderWorkerSet", "RayCluster", "Pod"
    QString ownerName;          // the workload's name (a Pod's name starts with it)
    bool ownerIsPrefix = false; // Pods of a Deployment: "<name>-<hash>-<hash>"
    long long workloads = 0;
};

// A calendar-mode future reservation (issue 40) the exports request before the node pools: the
// plan's chips of its TPU version in its zone, from `start` to `end`. Google names the reservation
// it creates at the start like the future reservation (--require-specific-reservation), and the
// node pools (or, in Autopilot, the Pods' selectors) consume that name by specific affinity.
struct FutureReservation
{
    QString name, project, zone;     // project: the reservation's own, else empty (the plan's)
    QString tpuVersion;              // gcloud's --tpu-version (V6E, ...); empty when not known
    bool tpuVersionUnparsed = false; // the catalog marks the value as not parsed by gcloud 528
    long long chips = 0;
    QString workloadType; // BATCH or SERVING
    QDateTime start, end; // UTC
    int days = 0;
};

struct Deployment
{
    bool complete = false;    // the plan resolves to a whole slice; nothing else is set otherwise
    long long totalChips = 0; // every slice's chips
    DeployedCluster cluster;
    std::optional<WorkloadPolicy> workloadPolicy;
    std::optional<FutureReservation> futureReservation; // calendar mode: requested first
    std::vector<NodePool> nodePools; // Standard without a fallback chain: one per slice
    Autoprovisioning autoprovisioning;
    std::optional<ComputeClassSpec> computeClass;
    PodTemplate pod;
    KueueObjects kueue;
    // The controllers the objects need, in install order: "Kueue", "JobSet", "LeaderWorkerSet",
    // "KubeRay", "KubeRay TPU webhook".
    QStringList controllers;
    WaitCondition wait;
};

Deployment planDeployment(const catalog::Catalog &catalog, const Plan &plan,
                          const Resolution &resolution);

// The rules that judge the deployment as GKE would: what it would refuse or never schedule is an
// error (ids deployment.*, docs/rules.md).
std::vector<Finding> checkDeployment(const catalog::Catalog &catalog, const Plan &plan,
                                     const Deployment &deployment);

// The deployment as JSON (summary.json's "deployment"): node pools, auto-provisioning limits, the
// compute class, the Pod's selectors and requests, the controllers and the wait.
QJsonObject deploymentToJson(const Deployment &deployment);

// GKE's node allocatable for a VM of `vcpu` and `memoryGiB` (GKE "About GKE node sizing":
// memory 25 % of the first 4 GiB, 20 % of the next 4, 10 % of the next 8, 6 % of the next 112,
// 2 % above 128 GiB, plus a 100 MiB eviction threshold; CPU 6 % of the first core, 1 % of the
// second, 0.5 % of the next two, 0.25 % above four).
long long allocatableMemoryMiB(double memoryGiB);
long long allocatableCpuMillis(int vcpu);

} // namespace tpu::model
