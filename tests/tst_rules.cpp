// Every rule with a plan that triggers it and one that does not.
#include "catalog/catalog.h"
#include "model/catalogoverlay.h"
#include "model/deployment.h"
#include "model/resolution.h"
#include "model/rules.h"
#include "testsupport.h"

#include <functional>

using namespace tpu::model;
using tpu::catalog::Mode;

namespace {

struct Case
{
    const char *name;
    const char *ruleId;
    Severity severity;
    std::function<void(Plan &)> triggers;
    std::function<void(Plan &)> passes;
};

void v5pStandard(Plan &p)
{
    p.tpuVersion = QStringLiteral("v5p");
    p.machineType = QStringLiteral("ct5p-hightpu-4t");
    p.zone = QStringLiteral("us-east5-a");
    p.topology = tpu::test::shape("2x2x2");
}

void v5eSingleHost(Plan &p, const char *zone)
{
    p.tpuVersion = QStringLiteral("v5e");
    p.machineType = QStringLiteral("ct5lp-hightpu-1t");
    p.topology = tpu::test::shape("1x1");
    p.zone = QLatin1String(zone);
    p.workload.kind = WorkloadKind::Job;
}

// Issue 40 point 4: consume any matching reservation, never on-demand (Standard).
void anyReservation(Plan &p)
{
    p.consumption = Consumption::Reservation;
    p.reservation.affinity = tpu::model::ReservationAffinity::AnyThenFail;
}

void singleHost(Plan &p)
{
    p.topology = tpu::test::shape("2x2");
    p.workload.kind = WorkloadKind::Job;
}

// A calendar-mode plan every page agrees on (v6e in us-east5-a), 9 days after the fixed "now"
// (TPU_PLANNER_NOW = 2026-11-28T00:00:00Z, set in initTestCase), for 14 days.
void calendarMode(Plan &p)
{
    p.consumption = Consumption::Reservation;
    p.reservation.name = QStringLiteral("cal-v6e");
    p.zone = QStringLiteral("us-east5-a");
    p.calendar.enabled = true;
    p.calendar.start = QDateTime::fromString("2026-12-07T00:00:00Z", Qt::ISODate);
    p.calendar.days = 14;
    p.calendar.workloadType = QStringLiteral("batch");
}

QDateTime utc(const char *iso)
{
    return QDateTime::fromString(QLatin1String(iso), Qt::ISODate);
}

const std::vector<Case> &cases()
{
    using S = Severity;
    static const std::vector<Case> c{
        {"cluster name", "name.cluster", S::Error, [](Plan &p) { p.clusterName = "Bad_Name"; },
         [](Plan &p) { p.clusterName = "tpu-a1"; }},
        {"long cluster name", "name.cluster", S::Error,
         [](Plan &p) { p.clusterName = QString(41, 'a'); },
         [](Plan &p) { p.clusterName = QString(40, 'a'); }},
        {"workload name", "name.workload", S::Error,
         [](Plan &p) { p.workload.name = "job;rm -rf"; },
         [](Plan &p) { p.workload.name = "train-1"; }},
        {"namespace", "name.namespace", S::Error,
         [](Plan &p) { p.workload.nameSpace = "Kube System"; },
         [](Plan &p) { p.workload.nameSpace = "ml"; }},
        {"priority class", "name.priority-class", S::Error,
         [](Plan &p) { p.priorityClass = "High!"; },
         [](Plan &p) { p.priorityClass = "high.priority"; }},
        {"priority class with the reserved system- prefix", "name.priority-class", S::Error,
         [](Plan &p) { p.priorityClass = "system-high"; },
         [](Plan &p) { p.priorityClass = "high-system"; }},
        {"workload name starting with a digit (JobSet)", "name.workload", S::Error,
         [](Plan &p) {
             p.workload.kind = WorkloadKind::JobSet;
             p.workload.name = "1train";
         },
         [](Plan &p) {
             p.workload.kind = WorkloadKind::JobSet;
             p.workload.name = "train1";
         }},
        {"project id", "name.project", S::Error, [](Plan &p) { p.projectId = "ab"; },
         [](Plan &p) { p.projectId = "abcdef"; }},
        {"project missing", "name.project-missing", S::Warning,
         [](Plan &p) { p.projectId.clear(); }, [](Plan &) {}},
        {"image", "name.image", S::Error, [](Plan &p) { p.workload.image = "img $(id)"; },
         [](Plan &p) { p.workload.image = "gcr.io/p/img@sha256:abc"; }},
        {"unknown version", "version.unknown", S::Error, [](Plan &p) { p.tpuVersion = "v9"; },
         [](Plan &) {}},
        {"machine type of another version", "machine-type.invalid", S::Error,
         [](Plan &p) { p.machineType = "ct5lp-hightpu-4t"; }, [](Plan &) {}},
        {"accelerator not in mode", "mode.accelerator-not-offered", S::Error,
         [](Plan &p) {
             v5eSingleHost(p, "us-central1-a");
             p.machineType = "ct5l-hightpu-1t";
         },
         [](Plan &p) {
             v5eSingleHost(p, "us-central1-a");
             p.machineType = "ct5l-hightpu-1t";
             p.mode = Mode::Autopilot;
         }},
        {"topology not chosen", "topology.invalid", S::Error, [](Plan &p) { p.topology = {}; },
         [](Plan &) {}},
        {"topology dimensions", "topology.dimensions", S::Error,
         [](Plan &p) { p.topology = tpu::test::shape("2x2x4"); }, [](Plan &) {}},
        {"topology not offered", "topology.not-offered", S::Error,
         [](Plan &p) { p.topology = tpu::test::shape("4x16"); },
         [](Plan &p) { p.topology = tpu::test::shape("8x16"); }},
        {"custom too small", "topology.custom-too-small", S::Error,
         [](Plan &p) {
             v5pStandard(p);
             p.topology = tpu::test::shape("2x4x6");
         },
         [](Plan &p) {
             v5pStandard(p);
             p.topology = tpu::test::shape("4x4x8");
         }},
        {"custom multiple of 4", "topology.custom-multiple", S::Error,
         [](Plan &p) {
             v5pStandard(p);
             p.topology = tpu::test::shape("4x6x8");
         },
         [](Plan &p) {
             v5pStandard(p);
             p.topology = tpu::test::shape("8x12x16");
         }},
        {"custom order", "topology.custom-order", S::Error,
         [](Plan &p) {
             v5pStandard(p);
             p.topology = tpu::test::shape("16x12x8");
         },
         [](Plan &p) {
             v5pStandard(p);
             p.topology = tpu::test::shape("8x12x16");
         }},
        {"custom max dimension", "topology.custom-max", S::Error,
         [](Plan &p) {
             v5pStandard(p);
             p.topology = tpu::test::shape("16x16x28");
         },
         [](Plan &p) {
             v5pStandard(p);
             p.topology = tpu::test::shape("16x16x24");
         }},
        {"custom max v4 chips", "topology.custom-max", S::Error,
         [](Plan &p) {
             v5pStandard(p);
             p.tpuVersion = "v4";
             p.machineType = "ct4p-hightpu-4t";
             p.topology = tpu::test::shape("16x16x20");
         },
         [](Plan &p) {
             v5pStandard(p);
             p.tpuVersion = "v4";
             p.machineType = "ct4p-hightpu-4t";
             p.topology = tpu::test::shape("16x16x16");
         }},
        {"custom accepted", "topology.custom", S::Info,
         [](Plan &p) {
             v5pStandard(p);
             p.topology = tpu::test::shape("8x12x16");
         },
         [](Plan &p) { v5pStandard(p); }},
        {"uncertain v3 row", "topology.uncertain", S::Warning,
         [](Plan &p) {
             p.tpuVersion = "v3";
             p.machineType = "ct3p-hightpu-4t";
             p.topology = tpu::test::shape("4x4");
         },
         [](Plan &) {}},
        {"zone missing", "zone.missing", S::Error, [](Plan &p) { p.zone.clear(); }, [](Plan &) {}},
        // Issue 37.2: unlisted is "not offered" (an error) unless the catalog says a source
        // lists more zones of the region for the accelerator (v6e: S14 in us-central1).
        {"zone not listed, a source lists more", "zone.not-offered", S::Warning,
         [](Plan &p) { p.zone = "us-central1-a"; }, [](Plan &) {}},
        {"zone not offered", "zone.not-offered", S::Error, [](Plan &p) { p.zone = "us-west4-a"; },
         [](Plan &) {}},
        {"zone and region unknown", "zone.unknown", S::Error,
         [](Plan &p) { p.zone = "mars-north9-z"; }, [](Plan &) {}},
        {"zone unknown in a known region", "zone.unknown", S::Error,
         [](Plan &p) { p.zone = "us-east5-z"; }, [](Plan &) {}},
        {"v5e single-host zone", "zone.caveat.v5e-single-host-zones", S::Warning,
         [](Plan &p) { v5eSingleHost(p, "us-west4-b"); },
         [](Plan &p) { v5eSingleHost(p, "us-west4-a"); }},
        {"v5e multi-host in caveat zone", "zone.caveat.v5e-single-host-zones", S::Warning,
         [](Plan &p) { v5eSingleHost(p, "us-east5-b"); },
         [](Plan &p) {
             v5eSingleHost(p, "us-east5-b");
             p.machineType = "ct5lp-hightpu-4t";
             p.topology = tpu::test::shape("4x4");
             p.workload.kind = WorkloadKind::JobSet;
         }},
        {"release channel", "gke.release-channel", S::Error,
         [](Plan &p) { p.releaseChannel = "fast"; }, [](Plan &p) { p.releaseChannel = "rapid"; }},
        {"version syntax", "gke.version-invalid", S::Error,
         [](Plan &p) { p.clusterVersion = "latest"; }, [](Plan &) {}},
        {"version unset", "gke.version-unset", S::Info, [](Plan &p) { p.clusterVersion.clear(); },
         [](Plan &) {}},
        {"version unset on existing cluster", "gke.version-unset", S::Warning,
         [](Plan &p) {
             p.clusterVersion.clear();
             p.newCluster = false;
         },
         [](Plan &p) { p.newCluster = false; }},
        {"below minimum", "gke.version-below-minimum", S::Error,
         [](Plan &p) { p.clusterVersion = "1.31.2-gke.1114999"; },
         [](Plan &p) { p.clusterVersion = "1.31.2-gke.1115000"; }},
        {"autopilot minimum differs", "gke.version-below-minimum", S::Error,
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.clusterVersion = "1.31.2-gke.1115000";
         },
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.clusterVersion = "1.31.2-gke.1384000";
         }},
        {"ambiguous version", "gke.version-ambiguous", S::Warning,
         [](Plan &p) { p.clusterVersion = "1.31"; }, [](Plan &p) { p.clusterVersion = "1.32"; }},
        {"slices", "slices.invalid", S::Error, [](Plan &p) { p.slices = 0; },
         [](Plan &p) { p.slices = 2; }},
        {"multislice v3", "multislice.version", S::Error,
         [](Plan &p) {
             p.tpuVersion = "v3";
             p.machineType = "ct3p-hightpu-4t";
             p.topology = tpu::test::shape("4x4");
             p.slices = 2;
         },
         [](Plan &p) { p.slices = 2; }},
        {"multislice single-host", "multislice.single-host", S::Error,
         [](Plan &p) {
             singleHost(p);
             p.slices = 2;
         },
         [](Plan &p) { p.slices = 4; }},
        // Issue 37, minor 11: the message names the plan's version, not TPU7x's pod
        // (multisliceWarningNamesThePlansVersion).
        {"multislice past known sizes", "multislice.beyond-known-size", S::Warning,
         [](Plan &p) {
             v5pStandard(p);
             p.topology = tpu::test::shape("16x16x24");
             p.slices = 99;
         },
         [](Plan &p) {
             v5pStandard(p);
             p.topology = tpu::test::shape("16x16x24");
             p.slices = 1;
         }},
        {"multislice needs jobset", "multislice.needs-jobset", S::Error,
         [](Plan &p) {
             p.slices = 2;
             p.workload.kind = WorkloadKind::IndexedJob;
         },
         [](Plan &p) { p.workload.kind = WorkloadKind::IndexedJob; }},
        {"multislice gke minimum", "multislice.min-gke", S::Error,
         [](Plan &p) {
             v5pStandard(p);
             p.tpuVersion = "v4";
             p.machineType = "ct4p-hightpu-4t";
             p.zone = "us-central2-b";
             p.clusterVersion = "1.27.3-gke.100";
             p.slices = 2;
         },
         [](Plan &p) {
             v5pStandard(p);
             p.tpuVersion = "v4";
             p.machineType = "ct4p-hightpu-4t";
             p.zone = "us-central2-b";
             p.clusterVersion = "1.27.4-gke.900";
             p.slices = 2;
         }},
        {"reservation name missing", "reservation.name-missing", S::Error,
         [](Plan &p) { p.consumption = Consumption::Reservation; },
         [](Plan &p) {
             p.consumption = Consumption::Reservation;
             p.reservation.name = "res-1";
         }},
        {"reservation name invalid", "reservation.name-invalid", S::Error,
         [](Plan &p) {
             p.consumption = Consumption::Reservation;
             p.reservation.name = "res 1; echo";
         },
         [](Plan &p) {
             p.consumption = Consumption::Reservation;
             p.reservation.name = "res-1";
         }},
        {"specific affinity", "reservation.specific-affinity", S::Info,
         [](Plan &p) {
             p.consumption = Consumption::Reservation;
             p.reservation.name = "r";
         },
         [](Plan &p) { p.consumption = Consumption::Spot; }},
        {"autoscaling range", "autoscaling.range", S::Error,
         [](Plan &p) {
             singleHost(p);
             p.autoscaling = {true, 5, 2, false};
         },
         [](Plan &p) {
             singleHost(p);
             p.autoscaling = {true, 0, 5, false};
         }},
        {"multi-host atomic", "autoscaling.multi-host-atomic", S::Error,
         [](Plan &p) {
             p.autoscaling = {true, 1, 4, false};
         },
         [](Plan &p) {
             p.autoscaling = {true, 0, 4, false};
         }},
        {"multi-host max", "autoscaling.multi-host-atomic", S::Error,
         [](Plan &p) {
             p.autoscaling = {true, 0, 8, false};
         },
         [](Plan &p) {
             p.autoscaling = {true, 4, 4, false};
         }},
        {"multi-host info", "autoscaling.multi-host-info", S::Info,
         [](Plan &p) {
             p.autoscaling = {true, 0, 4, false};
         },
         [](Plan &) {}},
        {"autopilot ignores pool autoscaling", "autoscaling.autopilot", S::Warning,
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.clusterVersion = "1.32";
             p.autoscaling = {true, 0, 4, false};
         },
         [](Plan &p) { p.mode = Mode::Autopilot; }},
        {"autopilot and NAP", "autoscaling.nap-autopilot", S::Info,
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.autoscaling.nodeAutoProvisioning = true;
         },
         [](Plan &p) { p.autoscaling.nodeAutoProvisioning = true; }},
        {"v5p autoscaling control plane", "autoscaling.v5p-control-plane", S::Error,
         [](Plan &p) {
             v5pStandard(p);
             p.clusterVersion = "1.29.1-gke.1589000";
             p.autoscaling = {true, 0, 2, false};
         },
         [](Plan &p) {
             v5pStandard(p);
             p.clusterVersion = "1.29.2-gke.1035000";
             p.autoscaling = {true, 0, 2, false};
         }},
        {"v5p autoscaling 1.28 line", "autoscaling.v5p-control-plane", S::Error,
         [](Plan &p) {
             v5pStandard(p);
             p.clusterVersion = "1.28.7-gke.1019999";
             p.autoscaling.nodeAutoProvisioning = true;
         },
         [](Plan &p) {
             v5pStandard(p);
             p.clusterVersion = "1.28.7-gke.1020000";
             p.autoscaling.nodeAutoProvisioning = true;
         }},
        {"v5p autoscaling older minor line", "autoscaling.v5p-control-plane", S::Error,
         [](Plan &p) {
             v5pStandard(p);
             p.clusterVersion = "1.28.3-gke.1024000";
             p.autoscaling = {true, 0, 2, false};
         },
         [](Plan &p) {
             v5pStandard(p);
             p.clusterVersion = "1.30.1-gke.1";
             p.autoscaling = {true, 0, 2, false};
         }},
        {"pending scale-up", "autoscaling.pending-timeout", S::Info,
         [](Plan &p) {
             p.autoscaling = {true, 0, 4, false};
         },
         [](Plan &p) {
             p.autoscaling = {true, 0, 4, false};
             p.consumption = Consumption::Reservation;
             p.reservation.name = "r";
         }},
        {"ubuntu", "image.ubuntu", S::Error, [](Plan &p) { p.imageType = "UBUNTU_CONTAINERD"; },
         [](Plan &p) { p.imageType = "COS_CONTAINERD"; }},
        {"smt on ct6e-8t", "smt.unsupported", S::Error,
         [](Plan &p) {
             p.machineType = "ct6e-standard-8t";
             p.topology = tpu::test::shape("2x4");
             p.workload.kind = WorkloadKind::Job;
             p.threadsPerCore = 2;
         },
         [](Plan &p) { p.threadsPerCore = 2; }},
        {"smt value", "smt.invalid", S::Error, [](Plan &p) { p.threadsPerCore = 3; },
         [](Plan &p) { p.threadsPerCore = 1; }},
        {"pods per vm", "pods.per-vm", S::Error, [](Plan &p) { p.maxPodsPerNode = 257; },
         [](Plan &p) { p.maxPodsPerNode = 256; }},
        {"extended run time in standard", "extended-run-time.standard", S::Error,
         [](Plan &p) { p.extendedRunTime = true; },
         [](Plan &p) {
             p.extendedRunTime = true;
             p.mode = Mode::Autopilot;
         }},
        {"image type in autopilot", "node.image-type-autopilot", S::Warning,
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.imageType = "COS";
         },
         [](Plan &p) { p.imageType = "COS"; }},
        {"threads per core in autopilot", "node.threads-autopilot", S::Warning,
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.threadsPerCore = 1;
         },
         [](Plan &p) { p.mode = Mode::Autopilot; }},
        {"max pods in autopilot", "node.max-pods-autopilot", S::Warning,
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.maxPodsPerNode = 32;
         },
         [](Plan &p) { p.maxPodsPerNode = 32; }},
        {"collection scheduling off v6e", "collection.not-v6e", S::Error,
         [](Plan &p) {
             v5pStandard(p);
             p.collectionScheduling = true;
         },
         [](Plan &p) { p.collectionScheduling = true; }},
        {"maintenance window", "maintenance.window", S::Error,
         [](Plan &p) {
             p.maintenance.enabled = true;
             p.maintenance.start = QDateTime::fromString("2026-12-02T00:00:00Z", Qt::ISODate);
             p.maintenance.end = p.maintenance.start.addDays(-1);
         },
         [](Plan &p) {
             p.maintenance.enabled = true;
             p.maintenance.start = QDateTime::fromString("2026-12-02T00:00:00Z", Qt::ISODate);
             p.maintenance.end = p.maintenance.start.addDays(1);
         }},
        {"disk type", "disk.type-unsupported", S::Error,
         [](Plan &p) {
             p.extraDisk = {true, "pd-balanced", 200};
         },
         [](Plan &p) {
             p.extraDisk = {true, "hyperdisk-balanced", 200};
         }},
        {"disk size", "disk.size", S::Error,
         [](Plan &p) {
             p.extraDisk = {true, "hyperdisk-balanced", 5};
         },
         [](Plan &p) {
             p.extraDisk = {true, "hyperdisk-balanced", 10};
         }},
        {"extended run time annotation", "extended-run-time.uncertain", S::Warning,
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.extendedRunTime = true;
         },
         [](Plan &p) { p.mode = Mode::Autopilot; }},
        // Single-host flex-start keeps the unconfirmed selector; multi-host runs through queued
        // provisioning, whose label is confirmed (S26, xpk).
        {"flex-start selector", "flex-start.selector-uncertain", S::Warning,
         [](Plan &p) {
             singleHost(p);
             p.consumption = Consumption::FlexStart;
         },
         [](Plan &p) { p.consumption = Consumption::FlexStart; }},
        {"flex-start queued", "flex-start.queued", S::Info,
         [](Plan &p) { p.consumption = Consumption::FlexStart; },
         [](Plan &p) {
             singleHost(p);
             p.consumption = Consumption::FlexStart;
         }},
        {"flex-start on v4", "flex-start.version", S::Error,
         [](Plan &p) {
             v5pStandard(p);
             p.tpuVersion = "v4";
             p.machineType = "ct4p-hightpu-4t";
             p.zone = "us-central2-b";
             p.consumption = Consumption::FlexStart;
         },
         [](Plan &p) {
             v5pStandard(p);
             p.consumption = Consumption::FlexStart;
         }},
        {"flex-start below version", "flex-start.min-gke", S::Error,
         [](Plan &p) {
             p.consumption = Consumption::FlexStart;
             p.clusterVersion = "1.32.1-gke.1000000";
         },
         [](Plan &p) {
             p.consumption = Consumption::FlexStart;
             p.clusterVersion = "1.33.0-gke.1712000";
         }},
        {"flex-start zone", "flex-start.zone", S::Error,
         [](Plan &p) {
             p.consumption = Consumption::FlexStart;
             p.zone = "europe-west4-a";
         },
         [](Plan &p) {
             p.consumption = Consumption::FlexStart;
             p.zone = "us-east5-a";
         }},
        {"flex-start zone unknown", "flex-start.zone-unknown", S::Warning,
         [](Plan &p) {
             p.tpuVersion = "tpu7x";
             p.machineType = "tpu7x-standard-4t";
             p.topology = tpu::test::shape("2x2x1");
             p.zone = "us-central1-c";
             p.consumption = Consumption::FlexStart;
         },
         [](Plan &p) { p.consumption = Consumption::FlexStart; }},
        {"flex-start with autoscaling", "flex-start.autoscaling-ignored", S::Warning,
         [](Plan &p) {
             p.consumption = Consumption::FlexStart;
             p.autoscaling = {true, 0, 4, false};
         },
         [](Plan &p) { p.consumption = Consumption::FlexStart; }},
        {"flex-start run time", "flex-start.max-run", S::Info,
         [](Plan &p) { p.consumption = Consumption::FlexStart; },
         [](Plan &p) { p.consumption = Consumption::Spot; }},
        {"fallback in Standard without auto-provisioning", "fallback.needs-auto-provisioning",
         S::Error, [](Plan &p) { p.fallback = {Consumption::Spot}; },
         [](Plan &p) {
             p.fallback = {Consumption::Spot};
             p.autoscaling.nodeAutoProvisioning = true;
         }},
        {"fallback twice", "fallback.duplicate", S::Error,
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.fallback = {Consumption::Spot, Consumption::Spot};
         },
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.fallback = {Consumption::Spot, Consumption::FlexStart};
         }},
        {"fallback chain", "fallback.chain", S::Info,
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.fallback = {Consumption::Spot};
         },
         [](Plan &p) { p.mode = Mode::Autopilot; }},
        // A reservation step whose reservation holds another machine type: the same check as a
        // reservation chosen as the plan's consumption.
        {"fallback reservation step", "reservation.mismatch", S::Error,
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.fallback = {Consumption::Reservation};
             p.reservation = {"res", "", "ct5p-hightpu-4t", "us-east5-b", {}, {}};
         },
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.fallback = {Consumption::Reservation};
             p.reservation = {"res", "", "ct6e-standard-4t", "us-east5-b", {}, {}};
         }},
        // A flex-start step where flex-start is not offered.
        {"fallback flex-start step", "flex-start.zone", S::Error,
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.zone = "europe-west4-a";
             p.fallback = {Consumption::FlexStart};
         },
         [](Plan &p) {
             p.mode = Mode::Autopilot;
             p.zone = "europe-west4-a";
             p.fallback = {Consumption::Spot};
         }},
        // TPU7x custom shapes by cube count (xpk): each dimension a multiple of 4 up to 256, at
        // most 144 cubes of 4x4x4.
        {"tpu7x custom beyond 256", "topology.custom-max", S::Error,
         [](Plan &p) {
             p.tpuVersion = "tpu7x";
             p.machineType = "tpu7x-standard-4t";
             p.zone = "us-central1-c";
             p.topology = tpu::test::shape("4x4x260");
         },
         [](Plan &p) {
             p.tpuVersion = "tpu7x";
             p.machineType = "tpu7x-standard-4t";
             p.zone = "us-central1-c";
             p.topology = tpu::test::shape("4x8x32");
         }},
        {"tpu7x custom beyond 144 cubes", "topology.custom-max", S::Error,
         [](Plan &p) {
             p.tpuVersion = "tpu7x";
             p.machineType = "tpu7x-standard-4t";
             p.zone = "us-central1-c";
             p.topology = tpu::test::shape("12x12x68");
         },
         [](Plan &p) {
             p.tpuVersion = "tpu7x";
             p.machineType = "tpu7x-standard-4t";
             p.zone = "us-central1-c";
             p.topology = tpu::test::shape("4x4x244");
         }},
        {"max restarts on a plain Job", "workload.max-restarts-kind", S::Warning,
         [](Plan &p) {
             v5eSingleHost(p, "us-central1-a");
             p.workload.maxRestarts = 3;
         },
         [](Plan &p) { p.workload.maxRestarts = 3; }}, // the standard plan's JobSet
        {"image missing", "workload.image-missing", S::Error,
         [](Plan &p) { p.workload.image.clear(); }, [](Plan &) {}},
        {"kind on multi-host", "workload.kind-multi-host", S::Error,
         [](Plan &p) { p.workload.kind = WorkloadKind::Deployment; },
         [](Plan &p) { p.workload.kind = WorkloadKind::IndexedJob; }},
        {"kind on single-host", "workload.kind-single-host", S::Info,
         [](Plan &p) {
             singleHost(p);
             p.workload.kind = WorkloadKind::JobSet;
         },
         [](Plan &p) { singleHost(p); }},
        // Values exported as they are: a trailing newline would split the gcloud command.
        {"reservation with newline", "text.unsafe-characters", S::Error,
         [](Plan &p) {
             p.consumption = Consumption::Reservation;
             p.reservation.name = QStringLiteral("my-res\n");
         },
         [](Plan &p) {
             p.consumption = Consumption::Reservation;
             p.reservation.name = QStringLiteral("my-res");
         }},
        {"cluster version with space", "text.unsafe-characters", S::Error,
         [](Plan &p) { p.clusterVersion = QStringLiteral(" 1.32.1-gke.1000000"); }, [](Plan &) {}},
        {"release channel with newline", "text.unsafe-characters", S::Error,
         [](Plan &p) { p.releaseChannel = QStringLiteral("rapid\n"); },
         [](Plan &p) { p.releaseChannel = QStringLiteral("rapid"); }},
        {"zone with escape", "text.unsafe-characters", S::Error,
         [](Plan &p) { p.zone = QStringLiteral("us-east5-b\x1b[2J"); }, [](Plan &) {}},
        {"name with NEL", "text.unsafe-characters", S::Error,
         [](Plan &p) { p.workload.name = QStringLiteral("a\u0085b"); }, [](Plan &) {}},
        {"command with NUL", "text.unsafe-characters", S::Error,
         [](Plan &p) {
             p.workload.command = {QStringLiteral("a"), QString(QChar(0))};
         },
         [](Plan &p) {
             p.workload.command = {QStringLiteral("bash"), QStringLiteral("-c"),
                                   QStringLiteral("echo a\nb\x7f")};
         }},
        // Issue 25: YAML writers drop U+FEFF and turn U+FFFE/U+FFFF into U+FFFD.
        {"image with a byte-order mark", "text.unsafe-characters", S::Error,
         [](Plan &p) { p.workload.image = QStringLiteral("img:1") + QChar(0xFEFF); },
         [](Plan &) {}},
        {"command with U+FFFE", "text.unsafe-characters", S::Error,
         [](Plan &p) {
             p.workload.command = {QStringLiteral("echo"), QString(QChar(0xFFFE))};
         },
         [](Plan &p) {
             p.workload.command = {QStringLiteral("echo"), QString(QChar(0xFFFD))};
         }},
        {"namespace with U+FFFF", "text.unsafe-characters", S::Error,
         [](Plan &p) { p.workload.nameSpace = QStringLiteral("ns") + QChar(0xFFFF); },
         [](Plan &) {}},
        {"zone not a zone name", "zone.invalid", S::Error,
         [](Plan &p) { p.zone = QStringLiteral("$(touch x)"); },
         [](Plan &p) { p.zone = QStringLiteral("us-east5-b"); }},
        {"image type", "image.type-invalid", S::Error,
         [](Plan &p) { p.imageType = QStringLiteral("COS_CONTAINERD\n"); }, [](Plan &) {}},
        {"maintenance name", "maintenance.name-invalid", S::Error,
         [](Plan &p) {
             p.maintenance = {true, QStringLiteral("x; rm -rf"), QDateTime::currentDateTimeUtc(),
                              QDateTime::currentDateTimeUtc().addDays(1)};
         },
         [](Plan &p) {
             p.maintenance = {true, QStringLiteral("tpu-training"), QDateTime::currentDateTimeUtc(),
                              QDateTime::currentDateTimeUtc().addDays(1)};
         }},
        {"reservation project", "reservation.project-invalid", S::Error,
         [](Plan &p) {
             p.consumption = Consumption::Reservation;
             p.reservation = {QStringLiteral("r"), QStringLiteral("$(id)"), {}, {}, {}, {}};
         },
         [](Plan &p) {
             p.consumption = Consumption::Reservation;
             p.reservation = {QStringLiteral("r"), QStringLiteral("other-project"), {}, {}, {}, {}};
         }},
        // Issue 40 point 4: any matching reservation, never on-demand.
        {"any reservation then fail", "reservation.any-then-fail", S::Warning, anyReservation,
         [](Plan &p) {
             p.consumption = Consumption::Reservation;
             p.reservation.name = QStringLiteral("tpu-res");
         }},
        {"any reservation in Autopilot", "reservation.any-autopilot", S::Error,
         [](Plan &p) {
             anyReservation(p);
             p.mode = Mode::Autopilot;
         },
         anyReservation},
        {"any reservation with a fallback chain", "reservation.any-compute-class", S::Error,
         [](Plan &p) {
             anyReservation(p);
             p.autoscaling.nodeAutoProvisioning = true;
             p.fallback = {Consumption::OnDemand};
         },
         [](Plan &p) {
             anyReservation(p);
             p.autoscaling.nodeAutoProvisioning = true;
         }},
        {"any reservation as a fallback step", "reservation.any-compute-class", S::Error,
         [](Plan &p) {
             p.autoscaling.nodeAutoProvisioning = true;
             p.consumption = Consumption::Spot;
             p.fallback = {Consumption::Reservation};
             p.reservation.affinity = tpu::model::ReservationAffinity::AnyThenFail;
         },
         [](Plan &p) {
             p.autoscaling.nodeAutoProvisioning = true;
             p.consumption = Consumption::Spot;
             p.fallback = {Consumption::Reservation};
             p.reservation.name = QStringLiteral("tpu-res");
         }},
        {"any reservation in calendar mode", "reservation.any-calendar-mode", S::Error,
         [](Plan &p) {
             calendarMode(p);
             p.reservation.affinity = tpu::model::ReservationAffinity::AnyThenFail;
         },
         calendarMode},
        {"any reservation with a name", "reservation.any-name-unused", S::Info,
         [](Plan &p) {
             anyReservation(p);
             p.reservation.name = QStringLiteral("tpu-res");
         },
         anyReservation},
        {"any reservation needs no name", "reservation.name-missing", S::Error,
         [](Plan &p) { p.consumption = Consumption::Reservation; }, anyReservation},
        {"node pool name", "deployment.node-pool-name", S::Error,
         [](Plan &p) { p.workload.name = "Train_1"; },
         [](Plan &p) { p.workload.name = "train-1"; }},
        {"auto-provisioning on an existing cluster", "deployment.nap-existing-cluster", S::Warning,
         [](Plan &p) {
             p.newCluster = false;
             p.autoscaling.nodeAutoProvisioning = true;
         },
         [](Plan &p) { p.autoscaling.nodeAutoProvisioning = true; }},
        {"calendar mode without the reservation consumption", "calendar.needs-reservation",
         S::Error,
         [](Plan &p) {
             calendarMode(p);
             p.consumption = Consumption::OnDemand;
         },
         calendarMode},
        {"calendar mode of 91 days", "calendar.duration", S::Error,
         [](Plan &p) {
             calendarMode(p);
             p.calendar.days = 91;
         },
         [](Plan &p) {
             calendarMode(p);
             p.calendar.days = 90;
         }},
        {"calendar mode of 0 days", "calendar.duration", S::Error,
         [](Plan &p) {
             calendarMode(p);
             p.calendar.days = 0;
         },
         [](Plan &p) {
             calendarMode(p);
             p.calendar.days = 1;
         }},
        {"calendar mode without a start", "calendar.start-missing", S::Error,
         [](Plan &p) {
             calendarMode(p);
             p.calendar.start = {};
         },
         calendarMode},
        {"calendar mode starting in the past", "calendar.start-past", S::Error,
         [](Plan &p) {
             calendarMode(p);
             p.calendar.start = utc("2026-11-27T23:00:00Z");
         },
         [](Plan &p) {
             calendarMode(p);
             p.calendar.start = utc("2026-11-28T01:00:00Z");
         }},
        {"calendar mode 121 days ahead", "calendar.start-too-far", S::Error,
         [](Plan &p) {
             calendarMode(p);
             p.calendar.start = utc("2027-03-28T01:00:00Z");
         },
         [](Plan &p) {
             calendarMode(p);
             p.calendar.start = utc("2027-03-28T00:00:00Z");
         }},
        {"calendar mode in a zone no page lists", "calendar.zone", S::Error,
         [](Plan &p) {
             calendarMode(p);
             p.zone = "us-central1-b";
         },
         calendarMode},
        {"calendar mode v5e serving in a batch-only zone", "calendar.zone", S::Error,
         [](Plan &p) {
             calendarMode(p);
             v5eSingleHost(p, "us-west4-b");
             p.calendar.workloadType = "serving";
         },
         [](Plan &p) {
             calendarMode(p);
             v5eSingleHost(p, "us-central1-a");
             p.calendar.workloadType = "serving";
         }},
        // Issue 40: the chips one request may ask for (calendar-mode-chips, CAL2 and CAL8).
        {"calendar mode v5e serving of 16 chips", "calendar.chips", S::Error,
         [](Plan &p) {
             calendarMode(p);
             v5eSingleHost(p, "us-central1-a");
             p.machineType = "ct5lp-hightpu-4t";
             p.topology = tpu::test::shape("4x4");
             p.workload.kind = WorkloadKind::JobSet;
             p.calendar.workloadType = "serving";
         },
         [](Plan &p) {
             calendarMode(p);
             v5eSingleHost(p, "us-central1-a");
             p.calendar.workloadType = "serving";
         }},
        {"calendar mode of 48 chips no page lists", "calendar.chips", S::Error,
         [](Plan &p) {
             calendarMode(p);
             p.slices = 3; // 3 x 16 v6e chips
         },
         [](Plan &p) {
             calendarMode(p);
             p.slices = 2; // 32
         }},
        {"calendar mode of 512 v6e chips where the pages disagree", "calendar.chips-conflict",
         S::Warning,
         [](Plan &p) {
             calendarMode(p);
             p.topology = tpu::test::shape("16x16");
             p.slices = 2; // 512: CAL8 lists it, CAL2 stops at 256
         },
         [](Plan &p) {
             calendarMode(p);
             p.topology = tpu::test::shape("16x16"); // 256: both list it
         }},
        {"calendar mode for TPU7x, whose chips no page gives", "calendar.chips-unknown",
         S::Warning,
         [](Plan &p) {
             calendarMode(p);
             p.tpuVersion = "tpu7x";
             p.machineType = "tpu7x-standard-4t";
             p.topology = tpu::test::shape("2x2x1");
             p.zone = "us-central1-c";
         },
         calendarMode},
        {"calendar mode where the pages disagree", "calendar.zone-conflict", S::Warning,
         [](Plan &p) {
             calendarMode(p);
             p.zone = "us-east5-b";
         },
         calendarMode},
        {"calendar mode on an old Standard cluster", "calendar.min-gke", S::Error,
         [](Plan &p) {
             calendarMode(p);
             p.clusterVersion = "1.28.2-gke.1000000";
         },
         [](Plan &p) {
             calendarMode(p);
             p.clusterVersion = "1.28.3-gke.1098000";
         }},
        {"calendar mode on an old Autopilot cluster", "calendar.min-gke", S::Error,
         [](Plan &p) {
             calendarMode(p);
             p.mode = Mode::Autopilot;
             p.clusterVersion = "1.30.2-gke.1000000";
         },
         [](Plan &p) {
             calendarMode(p);
             p.mode = Mode::Autopilot;
             p.clusterVersion = "1.30.3-gke.1451000";
         }},
        {"calendar mode cannot be changed once confirmed", "calendar.final", S::Warning,
         calendarMode,
         [](Plan &p) {
             p.consumption = Consumption::Reservation;
             p.reservation.name = "held";
         }},
        {"calendar mode needs no quota", "calendar.no-quota", S::Info, calendarMode,
         [](Plan &) {}},
        {"calendar mode deletes the VMs at the end", "calendar.auto-delete", S::Info,
         calendarMode, [](Plan &) {}},
        {"trailing newline in names", "name.workload", S::Error,
         [](Plan &p) { p.workload.name = QStringLiteral("train\n"); }, [](Plan &) {}},
    };
    return c;
}

bool fires(const std::vector<Finding> &f, const QString &id, Severity *severity)
{
    for (const Finding &x : f)
        if (x.id == id) {
            *severity = x.severity;
            return true;
        }
    return false;
}

QString describe(const std::vector<Finding> &f)
{
    QStringList s;
    for (const Finding &x : f)
        s << x.id;
    return s.join(QStringLiteral(", "));
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT
    std::shared_ptr<const tpu::catalog::Catalog> cat = tpu::test::builtinCatalog();

private slots:
    void initTestCase()
    {
        // The calendar-mode rules compare a start with "now" (model::plannerNow).
        qputenv("TPU_PLANNER_NOW", "2026-11-28T00:00:00Z");
    }

    // A calendar-mode plan in a zone every page lists passes every calendar rule but the
    // warning that it is final; the conflict names each page; without listings it is unknown.
    void calendarModeZoneVerdicts()
    {
        Plan p = tpu::test::standardPlan();
        calendarMode(p);
        auto f = checkPlan(*cat, p);
        QVERIFY2(!hasErrors(f), qPrintable(describe(f)));
        p.zone = QStringLiteral("us-east5-b");
        f = checkPlan(*cat, p);
        const auto conflict = std::find_if(f.begin(), f.end(), [](const Finding &x) {
            return x.id == QLatin1String("calendar.zone-conflict");
        });
        QVERIFY(conflict != f.end());
        QVERIFY2(conflict->message.toString().contains(
                     QLatin1String("listed by CAL1, CAL6, not by CAL2, CAL7")),
                 qPrintable(conflict->message.toString()));
        QVERIFY2(conflict->explanation.toString().contains(
                     QLatin1String("CAL2: asia-northeast1-b, us-east5-a")),
                 qPrintable(conflict->explanation.toString()));
        tpu::catalog::Catalog bare = *cat;
        bare.limits.calendarZones.clear();
        Severity sev{};
        f = checkPlan(bare, p);
        QVERIFY(fires(f, QStringLiteral("calendar.zone-unknown"), &sev));
        QCOMPARE(int(sev), int(Severity::Warning));
        QVERIFY(!fires(f, QStringLiteral("calendar.zone-conflict"), &sev));
    }

    // Issue 35, F7: Kubernetes refuses a Service, JobSet, LeaderWorkerSet or RayCluster whose
    // name starts with a digit (RFC 1035); only a plain Job may. Autopilot, so no node pool name
    // (deployment.node-pool-name) is derived from the workload's name.
    void workloadNameFollowsTheKind()
    {
        const std::pair<WorkloadKind, bool> kinds[] = {{WorkloadKind::Job, false},
                                                       {WorkloadKind::Deployment, true},
                                                       {WorkloadKind::JobSet, true},
                                                       {WorkloadKind::IndexedJob, true},
                                                       {WorkloadKind::LeaderWorkerSet, true},
                                                       {WorkloadKind::RayCluster, true}};
        for (const auto &[kind, refused] : kinds) {
            Plan p = tpu::test::standardPlan();
            p.mode = Mode::Autopilot;
            p.workload.kind = kind;
            p.workload.name = QStringLiteral("1train");
            Severity sev{};
            const auto f = checkPlan(*cat, p);
            QVERIFY2(fires(f, QStringLiteral("name.workload"), &sev) == refused,
                     qPrintable(workloadKindId(kind) + QStringLiteral(": ") + describe(f)));
            p.workload.name = QStringLiteral("train1");
            QVERIFY(!fires(checkPlan(*cat, p), QStringLiteral("name.workload"), &sev));
        }
    }

    // The chip counts each page gives are named, and which page allows the plan's chips.
    void calendarModeChipVerdicts()
    {
        Plan p = tpu::test::standardPlan();
        calendarMode(p);
        p.topology = tpu::test::shape("16x16");
        p.slices = 2;
        auto f = checkPlan(*cat, p);
        const auto conflict = std::find_if(f.begin(), f.end(), [](const Finding &x) {
            return x.id == QLatin1String("calendar.chips-conflict");
        });
        QVERIFY(conflict != f.end());
        QCOMPARE(conflict->message.toString(),
                 QStringLiteral("Google's pages disagree whether a calendar-mode request may ask "
                                "for 512 TPU Trillium (v6e) chips for a batch workload: allowed "
                                "by CAL8, not by CAL2."));
        QVERIFY2(conflict->explanation.toString().contains(
                     QLatin1String("CAL2: 1, 4, 8, 16, 32, 64, 128, 256; CAL8: 1, 4, 8, 16, 32, "
                                   "64, 128, 256, 512, 1024")),
                 qPrintable(conflict->explanation.toString()));
        QCOMPARE(conflict->field, QStringLiteral("reservation.calendar"));
        // Not in calendar mode: no chip rule at all.
        p.calendar.enabled = false;
        f = checkPlan(*cat, p);
        for (const Finding &x : f)
            QVERIFY2(!x.id.startsWith(QLatin1String("calendar.")), qPrintable(x.id));
        // A catalog without the counts: unknown, never an error.
        tpu::catalog::Catalog bare = *cat;
        bare.limits.calendarChips.clear();
        p.calendar.enabled = true;
        Severity sev{};
        f = checkPlan(bare, p);
        QVERIFY(fires(f, QStringLiteral("calendar.chips-unknown"), &sev));
        QCOMPARE(int(sev), int(Severity::Warning));
    }

    void basePlanHasNoErrors()
    {
        const auto f = checkPlan(*cat, tpu::test::standardPlan());
        QVERIFY2(!hasErrors(f), qPrintable(describe(f)));
    }

    void multisliceWarningNamesThePlansVersion()
    {
        Plan p = tpu::test::standardPlan();
        v5pStandard(p);
        p.topology = tpu::test::shape("16x16x24");
        p.slices = 2;
        QString message;
        for (const Finding &f : checkPlan(*cat, p))
            if (f.id == QLatin1String("multislice.beyond-known-size"))
                message = f.message.toString();
        QCOMPARE(message, QStringLiteral("2 slices of 6144 TPU v5p chips are 12288 chips: more "
                                         "than any single TPU pod Google documents (the largest "
                                         "has 9,216 chips)."));
    }

    void rule_data()
    {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < cases().size(); ++i)
            QTest::newRow(cases()[i].name) << int(i);
    }
    void rule()
    {
        QFETCH(int, index);
        const Case &c = cases()[size_t(index)];
        Plan bad = tpu::test::standardPlan();
        c.triggers(bad);
        const auto fb = checkPlan(*cat, bad);
        Severity sev{};
        QVERIFY2(fires(fb, QLatin1String(c.ruleId), &sev),
                 qPrintable(QStringLiteral("%1 did not fire; got: %2")
                                .arg(QLatin1String(c.ruleId), describe(fb))));
        QCOMPARE(int(sev), int(c.severity));
        for (const Finding &f : fb) {
            QVERIFY(!f.message.isEmpty());
            QVERIFY(!f.field.isEmpty());
        }
        Plan good = tpu::test::standardPlan();
        c.passes(good);
        const auto fg = checkPlan(*cat, good);
        QVERIFY2(!fires(fg, QLatin1String(c.ruleId), &sev),
                 qPrintable(
                     QStringLiteral("%1 fired on the passing plan").arg(QLatin1String(c.ruleId))));
    }

    // Issue 37.2: TPU7x in us-east5-a is an error naming the source that lists TPU7x's zones
    // (D2, the Cloud TPU zones page); in us-east1 (S13 lists the machine type there) a warning
    // that names S13; a live answer settles either way.
    void zoneRuleNamesItsSource()
    {
        Plan p = tpu::test::standardPlan();
        p.tpuVersion = QStringLiteral("tpu7x");
        p.machineType = QStringLiteral("tpu7x-standard-4t");
        p.topology = tpu::test::shape("2x2x2");
        p.zone = QStringLiteral("us-east5-a");
        auto f = checkPlan(*cat, p);
        const Finding *no = nullptr;
        for (const Finding &x : f)
            if (x.id == QLatin1String("zone.not-offered"))
                no = &x;
        QVERIFY(no);
        QCOMPARE(int(no->severity), int(Severity::Error));
        QCOMPARE(no->message.toString(), QStringLiteral("Zone us-east5-a does not offer tpu7x."));
        QVERIFY(no->sources.contains("D2"));
        QVERIFY(no->explanation.toString().contains("us-central1-c"));

        p.zone = QStringLiteral("us-east1-d");
        f = checkPlan(*cat, p);
        no = nullptr;
        for (const Finding &x : f)
            if (x.id == QLatin1String("zone.not-offered"))
                no = &x;
        QVERIFY(no);
        QCOMPARE(int(no->severity), int(Severity::Warning));
        QVERIFY2(no->explanation.toString().contains("Compute Engine’s machine types per region"),
                 qPrintable(no->explanation.toString()));
        QVERIFY(no->sources.contains("S13"));

        // The project's answer lists TPU7x's zones without us-east1-d: an error now.
        tpu::model::LiveOverlay o;
        o.project = QStringLiteral("demo-project");
        o.fetchedAt = QDateTime::currentDateTimeUtc();
        o.zones = std::vector<tpu::model::LiveOverlay::ZoneList>{
            {QStringLiteral("tpu7x-standard-4t"), {QStringLiteral("us-central1-c")}}};
        const auto live = tpu::model::applyOverlay(*cat, o, nullptr);
        f = checkPlan(*live, p);
        Severity sev{};
        QVERIFY(fires(f, QStringLiteral("zone.not-offered"), &sev));
        QCOMPARE(int(sev), int(Severity::Error));
        // ... and one that offers it settles it the other way; a zone it adds is known.
        o.zones = std::vector<tpu::model::LiveOverlay::ZoneList>{
            {QStringLiteral("tpu7x-standard-4t"),
             {QStringLiteral("us-east1-d"), QStringLiteral("us-east4-q")}}};
        const auto offered = tpu::model::applyOverlay(*cat, o, nullptr);
        QVERIFY(!fires(checkPlan(*offered, p), QStringLiteral("zone.not-offered"), &sev));
        p.zone = QStringLiteral("us-east4-q");
        QVERIFY(fires(checkPlan(*cat, p), QStringLiteral("zone.unknown"), &sev));
        QVERIFY(!fires(checkPlan(*offered, p), QStringLiteral("zone.unknown"), &sev));
        QVERIFY(!fires(checkPlan(*offered, p), QStringLiteral("zone.not-offered"), &sev));
    }

    // A version offered in no accelerator of the mode (a catalog variant: TPU7x Standard-only).
    void versionNotOfferedInMode()
    {
        tpu::catalog::Catalog c = *cat;
        for (auto &a : c.accelerators)
            if (a.version == QLatin1String("tpu7x"))
                a.modes = {Mode::Standard};
        Plan p = tpu::test::standardPlan();
        p.tpuVersion = QStringLiteral("tpu7x");
        p.machineType = QStringLiteral("tpu7x-standard-4t");
        p.topology = tpu::test::shape("2x2x2");
        p.mode = Mode::Autopilot;
        Severity sev{};
        QVERIFY(fires(checkPlan(c, p), QStringLiteral("mode.version-not-offered"), &sev));
        p.mode = Mode::Standard;
        QVERIFY(!fires(checkPlan(c, p), QStringLiteral("mode.version-not-offered"), &sev));
    }

    // Every shape of up to 64 chips that xpk offers for v4, v5p and TPU7x with A <= B <= C
    // (rows copied from xpk's system_characteristics, AI-Hypercomputer/xpk HEAD 367c838) passes
    // the rules in both modes, with the VMs xpk creates. 2x2x1 is in xpk as "2x2x1" (not sorted),
    // so it is covered by the catalog rows instead; v4 2x2x1 in Standard is a warning, not an
    // error.
    void xpkShapesUpTo64Chips_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("machineType");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("vms");
        QTest::addColumn<QString>("zone");
        struct Row
        {
            const char *v, *mt, *topo;
            int vms;
            const char *zone;
        };
        const Row rows[] = {
            {"v4", "ct4p-hightpu-4t", "2x2x2", 2, "us-central2-b"},
            {"v4", "ct4p-hightpu-4t", "2x2x4", 4, "us-central2-b"},
            {"v4", "ct4p-hightpu-4t", "2x4x4", 8, "us-central2-b"},
            {"v4", "ct4p-hightpu-4t", "4x4x4", 16, "us-central2-b"},
            {"v4", "ct4p-hightpu-4t", "2x2x1", 1, "us-central2-b"},
            {"v5p", "ct5p-hightpu-4t", "2x2x2", 2, "us-east5-a"},
            {"v5p", "ct5p-hightpu-4t", "2x2x4", 4, "us-east5-a"},
            {"v5p", "ct5p-hightpu-4t", "2x4x4", 8, "us-east5-a"},
            {"v5p", "ct5p-hightpu-4t", "4x4x4", 16, "us-east5-a"},
            {"v5p", "ct5p-hightpu-4t", "2x2x1", 1, "us-east5-a"},
            {"tpu7x", "tpu7x-standard-1t", "1x1x1", 1, "us-central1-c"},
            {"tpu7x", "tpu7x-standard-4t", "2x2x2", 2, "us-central1-c"},
            {"tpu7x", "tpu7x-standard-4t", "2x2x4", 4, "us-central1-c"},
            {"tpu7x", "tpu7x-standard-4t", "2x4x4", 8, "us-central1-c"},
            {"tpu7x", "tpu7x-standard-4t", "4x4x4", 16, "us-central1-c"},
            {"tpu7x", "tpu7x-standard-4t", "2x2x1", 1, "us-central1-c"},
        };
        for (const char *mode : {"standard", "autopilot"})
            for (const Row &r : rows)
                QTest::addRow("%s %s %s", mode, r.mt, r.topo)
                    << QString(r.v) << QString(r.mt) << QString(r.topo) << r.vms << QString(r.zone);
    }
    void xpkShapesUpTo64Chips()
    {
        QFETCH(QString, version);
        QFETCH(QString, machineType);
        QFETCH(QString, topology);
        QFETCH(int, vms);
        QFETCH(QString, zone);
        Plan p = tpu::test::standardPlan();
        p.mode = QString::fromLatin1(QTest::currentDataTag()).startsWith("autopilot")
                     ? Mode::Autopilot
                     : Mode::Standard;
        p.tpuVersion = version;
        p.machineType = machineType;
        p.topology = tpu::test::shape(topology.toLatin1().constData());
        p.zone = zone;
        p.clusterVersion.clear();
        p.workload.kind = vms > 1 ? WorkloadKind::JobSet : WorkloadKind::Job;
        const auto f = checkPlan(*cat, p);
        QStringList errs;
        for (const Finding &x : f)
            if (x.severity == Severity::Error)
                errs << x.id + ": " + x.message.toString();
        QVERIFY2(errs.isEmpty(), qPrintable(errs.join("; ")));
        QCOMPARE(resolve(*cat, p).vmsPerSlice, (long long)vms);
    }

    // v4 2x2x1 in Standard: Google's Standard table is silent, so a warning says why, never an
    // error.
    void v4SingleHostStandardIsAWarning()
    {
        Plan p = tpu::test::standardPlan();
        p.tpuVersion = "v4";
        p.machineType = "ct4p-hightpu-4t";
        p.topology = tpu::test::shape("2x2x1");
        p.zone = "us-central2-b";
        p.workload.kind = WorkloadKind::Job;
        Severity sev{};
        QVERIFY(fires(checkPlan(*cat, p), QStringLiteral("topology.uncertain"), &sev));
        QCOMPARE(sev, Severity::Warning);
    }

    // The deployment rules on deployments the planner does not make (it sizes, names and
    // selects so that they pass): each is triggered by the one change GKE would refuse or never
    // schedule, and the planner's own deployment passes.
    void deploymentRules()
    {
        struct Mutation
        {
            const char *id;
            std::function<void(Plan &)> plan;
            std::function<void(Deployment &)> breaks;
        };
        auto autopilotShared = [](Plan &p) {
            p.mode = Mode::Autopilot;
            p.machineType = QStringLiteral("ct6e-standard-1t");
            p.topology = tpu::test::shape("1x1");
            p.workload.kind = WorkloadKind::Job;
            p.consumption = Consumption::Reservation;
            p.reservation = {
                QStringLiteral("r"), QStringLiteral("shared-capacity"), {}, {}, {}, {}};
        };
        auto nap = [](Plan &p) {
            p.autoscaling.nodeAutoProvisioning = true;
            p.fallback = {Consumption::Reservation, Consumption::Spot};
            p.reservation = {QStringLiteral("r"), {}, {}, {}, {}, {}};
        };
        const Mutation cases[] = {
            {"deployment.pod-memory", [](Plan &) {},
             [](Deployment &d) { d.pod.memoryMiB = *d.pod.allocatableMemoryMiB + 1; }},
            {"deployment.pod-cpu", [](Plan &) {},
             [](Deployment &d) { d.pod.cpuMillis = *d.pod.allocatableCpuMillis + 1; }},
            {"deployment.reservation-project", autopilotShared,
             [](Deployment &d) {
                 auto &s = d.pod.nodeSelector;
                 s.erase(std::remove_if(s.begin(), s.end(),
                                        [](const auto &kv) {
                                            return kv.first ==
                                                   "cloud.google.com/reservation-project";
                                        }),
                         s.end());
             }},
            {"deployment.zone-unpinned", autopilotShared,
             [](Deployment &d) {
                 auto &s = d.pod.nodeSelector;
                 s.erase(std::remove_if(s.begin(), s.end(),
                                        [](const auto &kv) {
                                            return kv.first == "topology.kubernetes.io/zone";
                                        }),
                         s.end());
             }},
            {"deployment.compute-class-zones", nap,
             [](Deployment &d) { d.computeClass->zonesInReservation = false; }},
            {"deployment.nap-limits", nap,
             [](Deployment &d) { d.autoprovisioning.maxCpu = d.autoprovisioning.tpuCpu; }},
            {"deployment.nap-accelerator", nap,
             [](Deployment &d) { d.autoprovisioning.maxChips = d.totalChips - 1; }},
            {"deployment.node-pool-name", [](Plan &p) { p.slices = 2; },
             [](Deployment &d) { d.nodePools[1].name = d.nodePools[0].name; }},
            {"deployment.queued-version",
             [](Plan &p) {
                 p.tpuVersion = QStringLiteral("v5p");
                 p.machineType = QStringLiteral("ct5p-hightpu-4t");
                 p.topology = tpu::test::shape("2x2x2");
                 p.zone = QStringLiteral("us-east5-a");
                 p.consumption = Consumption::FlexStart;
             },
             [](Deployment &d) { d.nodePools[0].queued = true; }},
        };
        for (const Mutation &m : cases) {
            Plan p = tpu::test::standardPlan();
            m.plan(p);
            const Resolution r = resolve(*cat, p);
            Deployment d = planDeployment(*cat, p, r);
            QVERIFY2(d.complete, m.id);
            Severity sev{};
            const auto passing = checkDeployment(*cat, p, d);
            QVERIFY2(!fires(passing, QLatin1String(m.id), &sev),
                     qPrintable(QStringLiteral("%1 fired on the planner's deployment: %2")
                                    .arg(QLatin1String(m.id), describe(passing))));
            m.breaks(d);
            const auto failing = checkDeployment(*cat, p, d);
            QVERIFY2(fires(failing, QLatin1String(m.id), &sev),
                     qPrintable(QStringLiteral("%1 did not fire: %2")
                                    .arg(QLatin1String(m.id), describe(failing))));
            QCOMPARE(int(sev), int(Severity::Error));
        }
        // A VM so small that 75 % of its memory is beyond what GKE leaves allocatable: the
        // planner's own deployment is refused (a catalog variant).
        tpu::catalog::Catalog tiny = *cat;
        for (auto &mt : tiny.machineTypes)
            if (mt.name == QLatin1String("ct6e-standard-4t"))
                mt.conflictingMemoryGiB = 0.5;
        Severity sev{};
        QVERIFY(fires(checkPlan(tiny, tpu::test::standardPlan()),
                      QStringLiteral("deployment.pod-memory"), &sev));
        QVERIFY(!fires(checkPlan(*cat, tpu::test::standardPlan()),
                       QStringLiteral("deployment.pod-memory"), &sev));
    }

    void errorsComeFirst()
    {
        Plan p = tpu::test::standardPlan();
        p.clusterVersion.clear();
        p.imageType = QStringLiteral("UBUNTU_CONTAINERD");
        const auto f = checkPlan(*cat, p);
        QVERIFY(f.size() >= 2);
        QCOMPARE(int(f.front().severity), int(Severity::Error));
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
