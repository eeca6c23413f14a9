#pragma once
// A fake Google project with a v5e plan that passes every live check, and a connection to it
// through a service-account key generated for the test.

#include "fakegoogle.h"
#include "liveconnection.h"
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
