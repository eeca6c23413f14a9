#pragma once
// A fake Google project with a v5e plan that passes every live check, and a connection to it
// through a service-account key generated for the test.

#include "fakegoogle.h"
#include "live/liveconnection.h"
#include "testkey.h"
#include "testsupport.h"

#include <QSignalSpy>
#include <QTest>

namespace tpu::test {

// What gcloud 528 prints on stderr (exit code 1) for `gcloud auth print-access-token` when no
// account is logged in, byte for byte.
inline constexpr char kGcloudNoAccount[] =
    "ERROR: (gcloud.auth.print-access-token) You do not currently have an active account "
    "selected.\nPlease run:\n\n  $ gcloud auth login\n\nto obtain new credentials.\n\nIf you "
    "have already logged in with a different account, run:\n\n  $ gcloud config set account "
    "ACCOUNT\n\nto select an already authenticated account to use.\n";

// Writes an executable `gcloud` into `dir` that prints kGcloudNoAccount and exits 1.
inline QString writeGcloudWithoutAccount(const QString &dir)
{
    const QString path = dir + QStringLiteral("/gcloud");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QByteArray("#!/bin/sh\ncat >&2 <<'EOF'\n") + kGcloudNoAccount + "EOF\nexit 1\n");
    f.close();
    QFile::setPermissions(path, QFile::ReadOwner | QFile::ExeOwner | QFile::WriteOwner);
    return path;
}

inline model::Plan liveV5ePlan()
{
    model::Plan p = standardPlan();
    p.projectId = QStringLiteral("demo-project");
    p.tpuVersion = QStringLiteral("v5e");
    p.machineType = QStringLiteral("ct5lp-hightpu-4t");
    p.topology = shape("4x4"); // 4 VMs, 16 chips
    p.zone = QStringLiteral("us-west4-a");
    p.clusterVersion = QStringLiteral("1.32.1-gke.1000000");
    return p;
}

inline const TestKeyPair &testKey()
{
    static const TestKeyPair k = TestKeyPair::generate();
    return k;
}

// The fake's project as a plan that passes: machine type offered, version valid, reservation of
// 8 VMs with 2 in use, 64 chips of quota with 16 used.
inline void fillHealthyProject(FakeGoogle &g)
{
    g.publicKeyPem = testKey().publicPem;
    g.machineTypes.insert(QStringLiteral("us-west4-a/ct5lp-hightpu-4t"));
    g.serverConfigs.insert(QStringLiteral("us-west4"),
                           FakeGoogle::serverConfig({QStringLiteral("1.33.2-gke.1111000"),
                                                     QStringLiteral("1.32.1-gke.1000000"),
                                                     QStringLiteral("1.31.5-gke.1023000")},
                                                    QStringLiteral("1.32.1-gke.1000000")));
    g.reservations.insert(QStringLiteral("demo-project/us-west4-a/res-a"),
                          FakeGoogle::reservation(QStringLiteral("us-west4-a"),
                                                  QStringLiteral("res-a"),
                                                  QStringLiteral("ct5lp-hightpu-4t"), 8, 2));
    // Region.quotas[]: limit and usage are doubles (JSON numbers).
    g.regionQuotas.insert(
        QStringLiteral("us-west4"),
        QJsonArray{
            QJsonObject{{"metric", "CPUS"}, {"limit", 2400.0}, {"usage", 12.0}},
            QJsonObject{{"metric", "TPU_LITE_PODSLICE_V5"}, {"limit", 64.0}, {"usage", 16.0}},
            QJsonObject{
                {"metric", "PREEMPTIBLE_TPU_LITE_PODSLICE_V5"}, {"limit", 8.0}, {"usage", 0.0}}});
    // Cloud Quotas QuotaInfo for v6e: a default entry and one for us-east5 (value is int64: a
    // string).
    g.quotaInfos.insert(
        QStringLiteral("TPUS-PER-TPU-FAMILY-per-project-region"),
        QJsonObject{
            {"name", "projects/demo-project/locations/global/services/compute.googleapis.com/"
                     "quotaInfos/TPUS-PER-TPU-FAMILY-per-project-region"},
            {"quotaId", "TPUS-PER-TPU-FAMILY-per-project-region"},
            {"metric", "compute.googleapis.com/tpus_per_tpu_family"},
            {"service", "compute.googleapis.com"},
            {"isPrecise", true},
            {"containerType", "PROJECT"},
            {"dimensions", QJsonArray{"region", "tpu_family"}},
            {"dimensionsInfos",
             QJsonArray{QJsonObject{{"dimensions",
                                     QJsonObject{{"region", "us-east5"}, {"tpu_family", "CT6E"}}},
                                    {"details", QJsonObject{{"value", "32"}}},
                                    {"applicableLocations", QJsonArray{"us-east5"}}},
                        QJsonObject{{"dimensions", QJsonObject{{"tpu_family", "CT6E"}}},
                                    {"details", QJsonObject{{"value", "0"}}}}}}});
}

// Calendar-mode capacity as Google delivers it (issue 40): aggregate reservations, no machine
// type. cal-v6e: 64 v6e chips in us-east5-b, 16 in use, 16 hosts of 4 chips, one of its four
// blocks degraded; cal-v5p: 32 v5p chips in us-east5-a, none in use, healthy.
inline void fillAggregateReservations(FakeGoogle &g)
{
    g.reservations.insert(
        QStringLiteral("demo-project/us-east5-b/cal-v6e"),
        FakeGoogle::aggregateReservation(QStringLiteral("us-east5-b"), QStringLiteral("cal-v6e"),
                                         QStringLiteral("VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E"),
                                         QStringLiteral("ct6e"), 64, 16, 4, 1, 3));
    g.reservations.insert(
        QStringLiteral("demo-project/us-east5-a/cal-v5p"),
        FakeGoogle::aggregateReservation(QStringLiteral("us-east5-a"), QStringLiteral("cal-v5p"),
                                         QStringLiteral("VM_FAMILY_CLOUD_TPU_POD_SLICE_CT5P"),
                                         QStringLiteral("ct5p"), 32, 0, 4, 0, 2));
}

// Google's advice for the project (issue 40): calendar mode in us-east5 recommends us-east5-b
// from 2026-12-03 to 2026-12-10, has no capacity in us-east5-a and does not offer the shape in
// us-east5-c; in asia-northeast1 nothing is recommended. advice.capacity (beta) answers in
// us-east5 only (a score of 0.62, an estimated uptime for Spot); elsewhere it is not permitted.
inline void fillAdvice(FakeGoogle &g)
{
    g.calendarAdvice.insert(
        QStringLiteral("us-east5"),
        QJsonObject{
            {"recommendations",
             QJsonArray{QJsonObject{
                 {"recommendationsPerSpec",
                  QJsonObject{
                      {"SPEC", FakeGoogle::calendarModeRecommendation(
                                   "us-east5-b", "2026-12-03T00:00:00Z", "2026-12-10T00:00:00Z",
                                   {{"us-east5-a", "NO_CAPACITY",
                                     "No capacity for 16 chips in the window."},
                                    {"us-east5-c", "NOT_SUPPORTED",
                                     "VM family not offered in this zone."}})}}}}}}});
    g.calendarAdvice.insert(
        QStringLiteral("asia-northeast1"),
        QJsonObject{{"recommendations",
                     QJsonArray{QJsonObject{
                         {"recommendationsPerSpec",
                          QJsonObject{{"SPEC", FakeGoogle::calendarModeRecommendation(
                                                   {}, {}, {},
                                                   {{"asia-northeast1-b", "NO_CAPACITY",
                                                     "No capacity in the window."}})}}}}}}});
    g.capacityAdvice.insert(
        QStringLiteral("us-east5"),
        QJsonObject{
            {"recommendations",
             QJsonArray{QJsonObject{
                 {"scores", QJsonObject{{"obtainability", 0.62}, {"estimatedUptime", "14400s"}}},
                 {"shards", QJsonArray{QJsonObject{{"zone", "zones/us-east5-b"},
                                                   {"machineType", "ct6e-standard-4t"},
                                                   {"instanceCount", 4},
                                                   {"provisioningModel", "SPOT"}}}}}}}});
}

// What the project is offered for `catalog refresh` (issue 23): v5e in two zones of us-west4
// (us-west4-c is not in the built-in catalog) and in us-east5-b, v6e in us-east5-b; GKE
// versions for us-west4 and us-east5 (the others answer 404); prices from Google's SKU shapes
// for v5e in us-west4 and v6e in us-east5, with a non-TPU SKU, a pod SKU and one whose
// description names no TPU version. Every listing has several pages (pageSize 2).
inline void fillCatalogOffer(FakeGoogle &g)
{
    for (const char *zm : {"us-west4-a/ct5lp-hightpu-4t", "us-west4-c/ct5lp-hightpu-4t",
                           "us-east5-b/ct5lp-hightpu-4t", "us-east5-b/ct6e-standard-4t",
                           "us-central1-a/n2-standard-8"})
        g.machineTypes.insert(QLatin1String(zm));
    g.serverConfigs.insert(QStringLiteral("us-east5"),
                           FakeGoogle::serverConfig({QStringLiteral("1.34.1-gke.1200000"),
                                                     QStringLiteral("1.33.4-gke.1300000")},
                                                    QStringLiteral("1.33.4-gke.1300000")));
    // Every other region with a TPU zone answers too (GKE serves serverConfig everywhere).
    for (const auto &z : builtinCatalog()->zones)
        if (!g.serverConfigs.contains(z.region()))
            g.serverConfigs.insert(z.region(),
                                   FakeGoogle::serverConfig({QStringLiteral("1.33.4-gke.1300000")},
                                                            QStringLiteral("1.33.4-gke.1300000")));
    const QString t = QStringLiteral("2026-11-01T08:00:00Z");
    g.skus.insert(
        QStringLiteral("6F81-5844-456A"),
        QJsonArray{FakeGoogle::sku("A1B2-C3D4-0001", "TpuV5e chip running in Las Vegas", "OnDemand",
                                   {"us-west4"}, 1, 110000000, t),
                   FakeGoogle::sku("A1B2-C3D4-0002", "N2 Instance Core running in Americas",
                                   "OnDemand", {"us-west4"}, 0, 31611000, t, "N2Standard"),
                   FakeGoogle::sku("A1B2-C3D4-0003", "Preemptible TpuV5e chip running in Las Vegas",
                                   "Preemptible", {"us-west4"}, 0, 440000000, t),
                   FakeGoogle::sku("A1B2-C3D4-0004", "TpuV6e chip running in Columbus", "OnDemand",
                                   {"us-east5"}, 2, 700000000, t),
                   FakeGoogle::sku("A1B2-C3D4-0005", "Accelerator chip-hour in Columbus",
                                   "OnDemand", {"us-east5"}, 9, 0, t)});
    g.skus.insert(QStringLiteral("E000-3F24-B8AA"),
                  QJsonArray{FakeGoogle::sku("E000-0000-0001", "Tpu-v4 Pod running in Americas",
                                             "OnDemand", {"us-central2"}, 3, 220000000, t)});
}

// The acceptance scenario: the machine type is not offered in the zone, the version is not
// valid there, reservation res-a has 6 free VMs, and 4 chips of quota are left.
inline void breakProject(FakeGoogle &g)
{
    g.machineTypes.clear();
    g.serverConfigs.insert(QStringLiteral("us-west4"),
                           FakeGoogle::serverConfig({QStringLiteral("1.33.2-gke.1111000"),
                                                     QStringLiteral("1.32.4-gke.1000000")},
                                                    QStringLiteral("1.32.4-gke.1000000")));
    g.regionQuotas.insert(
        QStringLiteral("us-west4"),
        QJsonArray{
            QJsonObject{{"metric", "TPU_LITE_PODSLICE_V5"}, {"limit", 64.0}, {"usage", 60.0}}});
}

// How far a test lets peak RSS grow (KB) while a hostile server floods the client: a bounded
// client stays far below, an unbounded one reaches gigabytes. Under ASan (the asan preset) freed
// memory stays resident in its quarantine, so the allowance is larger there.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr long kFloodRssSlackKb = 768 * 1024;
#else
inline constexpr long kFloodRssSlackKb = 64 * 1024;
#endif

inline live::ApiOptions fastOptions()
{
    live::ApiOptions o;
    o.timeoutMs = 1500;
    o.maxAttempts = 3;
    o.baseDelayMs = 50;
    o.maxDelayMs = 3000;
    return o;
}

// Runs the checks and waits for the report.
inline live::LiveReport runChecks(live::LiveConnection &c, const model::Plan &plan,
                                  bool refresh = false)
{
    QSignalSpy spy(&c, &live::LiveConnection::reportReady);
    c.check(model::makeSnapshot(*builtinCatalog(), plan), refresh);
    if (!spy.wait(20000))
        qFatal("no live report within 20 s");
    return spy.takeFirst().at(0).value<live::LiveReport>();
}

inline const live::LiveFinding *findingOf(const live::LiveReport &r, const QString &id)
{
    for (const auto &f : r.findings)
        if (f.id == id)
            return &f;
    return nullptr;
}

} // namespace tpu::test
