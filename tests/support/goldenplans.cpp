#include "goldenplans.h"

namespace tpu::test {

void v5e(Plan &p, const char *mt, const char *topo)
{
    p.tpuVersion = "v5e";
    p.machineType = QLatin1String(mt);
    p.topology = tpu::test::shape(topo);
    p.zone = "us-west4-a";
    p.workload.kind = p.topology.toString() == "2x4" && p.machineType.endsWith("8t")
                          ? WorkloadKind::Job
                          : WorkloadKind::JobSet;
}

const std::vector<Golden> &goldens()
{
    static const std::vector<Golden> g{
        {"autopilot-single-host",
         [](Plan &p) {
             v5e(p, "ct5lp-hightpu-4t", "2x2");
             p.mode = Mode::Autopilot;
             p.workload.kind = WorkloadKind::Job;
         }},
        {"autopilot-multi-host",
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.topology = tpu::test::shape("4x8");
         }},
        {"standard-v5e-2x4-one-vm", [](Plan &p) { v5e(p, "ct5lp-hightpu-8t", "2x4"); }},
        {"standard-v5e-2x4-two-vms", [](Plan &p) { v5e(p, "ct5lp-hightpu-4t", "2x4"); }},
        {"standard-v6e-16x16", [](Plan &p) { p.topology = tpu::test::shape("16x16"); }},
        {"standard-v5p-custom",
         [](Plan &p) {
             p.tpuVersion = "v5p";
             p.machineType = "ct5p-hightpu-4t";
             p.topology = tpu::test::shape("8x12x16");
             p.zone = "us-east5-a";
         }},
        {"standard-tpu7x",
         [](Plan &p) {
             p.tpuVersion = "tpu7x";
             p.machineType = "tpu7x-standard-4t";
             p.topology = tpu::test::shape("4x4x8");
             p.zone = "us-central1-c";
             p.clusterVersion = "1.34.1-gke.3084001";
         }},
        {"multislice-4", [](Plan &p) { p.slices = 4; }},
        {"spot", [](Plan &p) { p.consumption = Consumption::Spot; }},
        {"reservation",
         [](Plan &p) {
             p.consumption = Consumption::Reservation;
             p.reservation = {"tpu-res",    "shared-capacity",  "ct6e-standard-4t",
                              "us-east5-b", "ct6e-standard-4t", "us-east5-b"};
         }},
        // Issue 40 point 4: any matching reservation, never on-demand (gcloud 575.0.0 or later;
        // Terraform ANY_RESERVATION_THEN_FAIL). No reservation is named.
        {"any-reservation",
         [](Plan &p) {
             p.consumption = Consumption::Reservation;
             p.reservation.affinity = tpu::model::ReservationAffinity::AnyThenFail;
         }},
        // Multi-host flex-start: queued provisioning, with Kueue's ProvisioningRequestConfig and
        // AdmissionCheck (flex-start needs GKE 1.33.0-gke.1712000).
        {"flex-start",
         [](Plan &p) {
             p.consumption = Consumption::FlexStart;
             p.clusterVersion = "1.33.2-gke.1240000";
         }},
        // Single-host flex-start: a plain flex-start node pool.
        {"flex-start-single-host",
         [](Plan &p) {
             p.consumption = Consumption::FlexStart;
             p.clusterVersion = "1.33.2-gke.1240000";
             p.machineType = "ct6e-standard-8t";
             p.topology = tpu::test::shape("2x4");
             p.workload.kind = WorkloadKind::Job;
         }},
        // A fallback chain in Autopilot: reservation, then on-demand, then Spot (a ComputeClass).
        {"fallback-chain-autopilot",
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.topology = tpu::test::shape("2x4");
             p.machineType = "ct6e-standard-8t";
             p.workload.kind = WorkloadKind::Job;
             p.consumption = Consumption::Reservation;
             p.reservation = {"v6e-res",          "",          "ct6e-standard-8t", "us-east5-b",
                              "ct6e-standard-8t", "us-east5-b"};
             p.fallback = {Consumption::OnDemand, Consumption::Spot};
             p.clusterVersion.clear();
         }},
        {"autoscaling-single-host",
         [](Plan &p) {
             v5e(p, "ct5lp-hightpu-8t", "2x4");
             p.autoscaling = {true, 0, 3, false};
         }},
        {"autoscaling-multi-host",
         [](Plan &p) {
             p.autoscaling = {true, 0, 4, false};
         }},
        {"node-auto-provisioning-disk",
         [](Plan &p) {
             p.autoscaling.nodeAutoProvisioning = true;
             p.extraDisk = {true, "hyperdisk-balanced", 500};
         }},
        {"existing-cluster-nap",
         [](Plan &p) {
             p.newCluster = false;
             p.autoscaling.nodeAutoProvisioning = true;
         }},
        {"kueue",
         [](Plan &p) {
             p.kueue = true;
             p.slices = 2;
         }},
        {"indexed-job",
         [](Plan &p) {
             p.workload.kind = WorkloadKind::IndexedJob;
             p.workload.nameSpace = "ml-team";
         }},
        {"deployment-serving",
         [](Plan &p) {
             p.machineType = "ct6e-standard-8t";
             p.topology = tpu::test::shape("2x4");
             p.workload.kind = WorkloadKind::Deployment;
             p.collectionScheduling = true;
         }},
        {"autopilot-extended-priority",
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.extendedRunTime = true;
             p.priorityClass = "tpu-high";
             p.consumption = Consumption::Reservation;
             p.reservation = {"ap-res",           "",          "ct6e-standard-4t", "us-east5-b",
                              "ct6e-standard-4t", "us-east5-b"};
         }},
        {"awkward-text",
         [](Plan &p) {
             p.workload.command =
                 QStringList{"bash", "-c", "echo 'it''s: #1' \"quoted\" && exit 0", "--flag=a: b"};
             p.workload.name = "train-2026-v1";
             p.workload.nameSpace = "team-a";
             p.clusterName = "c-1";
         }},
        // 4x4x4 (v5p-128 / v4-128): a listed Standard shape, 16 VMs of 4 chips.
        {"standard-v5p-4x4x4",
         [](Plan &p) {
             p.tpuVersion = "v5p";
             p.machineType = "ct5p-hightpu-4t";
             p.topology = tpu::test::shape("4x4x4");
             p.zone = "us-east5-a";
         }},
        {"standard-v4-4x4x4",
         [](Plan &p) {
             p.tpuVersion = "v4";
             p.machineType = "ct4p-hightpu-4t";
             p.topology = tpu::test::shape("4x4x4");
             p.zone = "us-central2-b";
         }},
        // No project: every command still names one (the placeholder) and the script refuses to
        // run.
        {"no-project-id", [](Plan &p) { p.projectId.clear(); }},
        // No GKE version: no --cluster-version; the release channel's default applies.
        {"no-gke-version",
         [](Plan &p) {
             p.clusterVersion.clear();
             p.releaseChannel = "regular";
         }},
        {"existing-cluster-maintenance",
         [](Plan &p) {
             p.newCluster = false;
             p.releaseChannel = "regular";
             p.collectionScheduling = true;
             p.maxPodsPerNode = 32;
             p.maintenance = {true, "quarter-end",
                              QDateTime::fromString("2026-12-20T00:00:00Z", Qt::ISODate),
                              QDateTime::fromString("2027-01-05T00:00:00Z", Qt::ISODate)};
         }},
        // Terraform goldens (issue 26): a Standard v5p multi-host slice from a shared
        // reservation, a v6e single-host Spot slice (flex-start multi-host and TPU7x are above).
        {"v5p-multi-host-reservation",
         [](Plan &p) {
             p.tpuVersion = "v5p";
             p.machineType = "ct5p-hightpu-4t";
             p.topology = tpu::test::shape("2x2x4");
             p.zone = "us-east5-a";
             p.consumption = Consumption::Reservation;
             p.reservation = {"v5p-res",    "shared-capacity", "ct5p-hightpu-4t",
                              "us-east5-a", "ct5p-hightpu-4t", "us-east5-a"};
         }},
        {"v6e-single-host-spot",
         [](Plan &p) {
             p.machineType = "ct6e-standard-8t";
             p.topology = tpu::test::shape("2x4");
             p.consumption = Consumption::Spot;
             p.workload.kind = WorkloadKind::Job;
             p.autoscaling = {true, 0, 2, false};
         }},
        // Serving on v6e 4x4 (4 VMs): a LeaderWorkerSet of size 4 with a Service on port 8000.
        {"serving-lws-v6e-4x4",
         [](Plan &p) {
             p.workload.kind = WorkloadKind::LeaderWorkerSet;
             p.workload.name = "llm-serve";
             p.workload.servingPort = 8000;
             p.kueue = true;
         }},
        // Ray on v5p 2x2x2 x 2 slices: numOfHosts 2, replicas 2, autoscaling 0 or all.
        {"ray-v5p-2x2x2",
         [](Plan &p) {
             p.tpuVersion = "v5p";
             p.machineType = "ct5p-hightpu-4t";
             p.topology = tpu::test::shape("2x2x2");
             p.zone = "us-east5-a";
             p.slices = 2;
             p.workload.kind = WorkloadKind::RayCluster;
             p.workload.name = "ray-tpu";
             p.autoscaling = {true, 0, 2, false};
             p.kueue = true;
         }},
        // Issue 40: a calendar-mode future reservation of 16 v6e chips in us-east5-a (every page
        // lists it), from 2026-12-07 for 14 days; the node pool consumes it once it is active.
        // "Now" is fixed for the rules (testsupport.h: TPU_PLANNER_NOW = 2026-11-28).
        {"calendar-mode",
         [](Plan &p) {
             p.zone = "us-east5-a";
             p.consumption = Consumption::Reservation;
             p.reservation.name = "cal-v6e-train";
             p.calendar.enabled = true;
             p.calendar.start = QDateTime::fromString("2026-12-07T00:00:00Z", Qt::ISODate);
             p.calendar.days = 14;
             p.calendar.workloadType = "batch";
         }},
    };
    return g;
}

Plan planFor(const Golden &g)
{
    Plan p = tpu::test::standardPlan();
    g.make(p);
    return p;
}

} // namespace tpu::test
