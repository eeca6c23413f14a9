// The deployment (model/deployment.h): decided once from the plan, rendered by every export, and
// judged by the deployment rules. Each test names the issue-36 point it holds.
#include "crdschema.h"
#include "export/applyscript.h"
#include "export/gcloudscript.h"
#include "export/manifests.h"
#include "export/terraform.h"
#include "goldenplans.h"
#include "model/deployment.h"
#include "model/resolution.h"
#include "model/rules.h"
#include "model/snapshot.h"

#include <functional>
#include <yaml-cpp/yaml.h>

using namespace tpu::test;
using namespace tpu::model;
using tpu::catalog::Mode;
using tpu::exporters::applyScript;
using tpu::exporters::gcloudCommands;
using tpu::exporters::kueueYaml;
using tpu::exporters::manifestsYaml;
using tpu::exporters::terraformFiles;

namespace {

std::string str(const YAML::Node &n)
{
    return n && n.IsScalar() ? n.Scalar() : std::string();
}

// The Pod specs of every TPU workload document (the Ray head has no TPU and is left out).
std::vector<YAML::Node> tpuPods(const QString &yaml)
{
    std::vector<YAML::Node> pods;
    std::function<void(const YAML::Node &)> walk = [&](const YAML::Node &n) {
        if (n.IsMap()) {
            if (n["nodeSelector"] && n["containers"])
                pods.push_back(n);
            for (const auto &kv : n)
                walk(kv.second);
        } else if (n.IsSequence()) {
            for (const auto &x : n)
                walk(x);
        }
    };
    for (const YAML::Node &d : YAML::LoadAll(yaml.toStdString()))
        walk(d);
    return pods;
}

long long mebibytes(const std::string &quantity)
{
    const QString q = QString::fromStdString(quantity);
    if (q.endsWith(QLatin1String("Mi")))
        return q.chopped(2).toLongLong();
    return -1;
}

QStringList flagsOf(const std::vector<tpu::exporters::GcloudCommand> &cmds, const QString &verb)
{
    for (const auto &c : cmds)
        if (c.args.join(' ').contains(verb))
            return c.args;
    return {};
}

} // namespace

class TestDeployment : public QObject
{
    Q_OBJECT
    std::shared_ptr<const tpu::catalog::Catalog> cat = builtinCatalog();

    Plan v6eSingleChip() const
    {
        Plan p = standardPlan();
        p.machineType = QStringLiteral("ct6e-standard-1t");
        p.topology = tpu::test::shape("1x1");
        p.workload.kind = WorkloadKind::Job;
        return p;
    }

private slots:
    // Point 1: Pod requests fit the smallest credible VM. ct6e-standard-1t is 448 GiB in the seed
    // and 176 GiB in Compute Engine and the seed's own Autopilot table: the Pods asked for
    // 336 GiB and stayed Pending.
    void podRequestsFitTheSmallestCredibleVm()
    {
        for (Mode mode : {Mode::Standard, Mode::Autopilot}) {
            Plan p = v6eSingleChip();
            p.mode = mode;
            const auto pods = tpuPods(manifestsYaml(*cat, p));
            QCOMPARE(pods.size(), size_t(1));
            const long long request =
                mebibytes(str(pods[0]["containers"][0]["resources"]["requests"]["memory"]));
            QVERIFY(request > 0);
            QVERIFY2(request <= tpu::model::allocatableMemoryMiB(176),
                     qPrintable(QString::number(request)));
            QCOMPARE(request, 176LL * 1024 * 3 / 4);
        }
        // Every machine type of the catalog: the request fits what GKE leaves allocatable on the
        // smallest credible VM.
        for (const auto &mt : cat->machineTypes) {
            const auto mem = mt.smallestMemoryGiB();
            const auto vcpu = mt.smallestVcpu();
            if (!mem || !vcpu)
                continue;
            Plan p = standardPlan();
            p.machineType = mt.name;
            p.tpuVersion = cat->accelerator(mt.accelerator)->version;
            p.topology = tpu::test::shape(cat->version(p.tpuVersion)->dims == 3
                                              ? "2x2x1"
                                              : (mt.chipsPerVm == 1 ? "1x1" : "2x2"));
            if (mt.chipsPerVm == 8)
                p.topology = tpu::test::shape("2x4");
            const auto req = tpu::exporters::podRequests(*cat, p);
            QVERIFY2(req, qPrintable(mt.name));
            QVERIFY2(req->memoryMiB <= tpu::model::allocatableMemoryMiB(*mem), qPrintable(mt.name));
            QVERIFY2(req->cpuMillis <= tpu::model::allocatableCpuMillis(*vcpu),
                     qPrintable(mt.name));
        }
    }

    // GKE's allocatable formula on known sizes (GKE "About GKE node sizing").
    void allocatableFollowsGke()
    {
        // 150 GiB: 1 + 0.8 + 0.8 + 6.72 + 0.44 GiB reserved, plus 100 MiB: 140.14 GiB.
        QCOMPARE(tpu::model::allocatableMemoryMiB(150), 143505LL);
        // 4 vCPU: 60 + 10 + 10 millicores reserved.
        QCOMPARE(tpu::model::allocatableCpuMillis(4), 3920LL);
    }

    // Point 2: Autopilot with a reservation of another project names the project; Autopilot
    // Pods and compute classes select the plan's zone, and a Specific reservation carries its
    // zones inside the reservation (GKE refuses location.zones with affinity Specific).
    void autopilotReservationProjectAndZone()
    {
        Plan p = v6eSingleChip();
        p.mode = Mode::Autopilot;
        p.consumption = Consumption::Reservation;
        p.reservation = {"v6e-res", "shared-capacity", "ct6e-standard-1t", "us-east5-b", {}, {}};
        const QString yaml = manifestsYaml(*cat, p);
        const auto pods = tpuPods(yaml);
        QCOMPARE(pods.size(), size_t(1));
        const YAML::Node sel = pods[0]["nodeSelector"];
        QCOMPARE(str(sel["cloud.google.com/reservation-name"]), std::string("v6e-res"));
        QCOMPARE(str(sel["cloud.google.com/reservation-affinity"]), std::string("specific"));
        QCOMPARE(str(sel["cloud.google.com/reservation-project"]), std::string("shared-capacity"));
        QCOMPARE(str(sel["topology.kubernetes.io/zone"]), std::string("us-east5-b"));
        // Same project: no project label needed.
        p.reservation.project = p.projectId;
        QVERIFY(!tpuPods(
            manifestsYaml(*cat, p))[0]["nodeSelector"]["cloud.google.com/reservation-project"]);

        // A fallback chain: the zone in every priority, inside the reservation for Specific.
        p.reservation.project = QStringLiteral("shared-capacity");
        p.fallback = {Consumption::OnDemand, Consumption::Spot};
        const QString chain = manifestsYaml(*cat, p);
        const QStringList errors = crdErrors(chain);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        YAML::Node cc;
        for (const YAML::Node &d : YAML::LoadAll(chain.toStdString()))
            if (str(d["kind"]) == "ComputeClass")
                cc = d;
        QVERIFY(cc);
        const YAML::Node pr = cc["spec"]["priorities"];
        QCOMPARE(pr.size(), size_t(3));
        QVERIFY(!pr[0]["location"]);
        QCOMPARE(str(pr[0]["reservations"]["specific"][0]["zones"][0]), std::string("us-east5-b"));
        QCOMPARE(str(pr[1]["location"]["zones"][0]), std::string("us-east5-b"));
        QCOMPARE(str(pr[2]["location"]["zones"][0]), std::string("us-east5-b"));
        QCOMPARE(str(tpuPods(chain)[0]["nodeSelector"]["topology.kubernetes.io/zone"]),
                 std::string("us-east5-b"));
    }

    // Point 3: node auto-provisioning limits leave headroom beside the TPU nodes (GKE counts
    // every node pool), in gcloud.sh and Terraform alike, and the accelerator limit covers the
    // chips.
    void autoprovisioningLimitsLeaveHeadroom()
    {
        Plan p = standardPlan(); // v6e 4x4: 4 VMs of 180 vCPU, 720 GiB
        p.autoscaling.nodeAutoProvisioning = true;
        p.fallback = {Consumption::Spot};
        const auto snap = tpu::model::makeSnapshot(*cat, p);
        const auto &a = snap->deployment.autoprovisioning;
        QVERIFY(a.enabled);
        QCOMPARE(a.tpuCpu, 720LL);
        QVERIFY(a.maxCpu >= a.tpuCpu + 32);
        QVERIFY(a.maxMemoryGiB >= 4 * 720 + 64);
        QCOMPARE(a.maxChips, 16LL);
        const QStringList flags = flagsOf(gcloudCommands(*snap), QStringLiteral("clusters create"));
        QVERIFY(flags.contains(QStringLiteral("--max-cpu=%1").arg(a.maxCpu)));
        QVERIFY(!flags.contains(QStringLiteral("--max-cpu=720")));
        QVERIFY(flags.contains(QStringLiteral("--max-memory=%1").arg(a.maxMemoryGiB)));
        QVERIFY(flags.contains(QStringLiteral("--max-accelerator=type=tpu-v6e-slice,count=16")));
        const QString tf = terraformFiles(*snap).mainTf;
        QVERIFY(tf.contains(QStringLiteral("maximum       = %1").arg(a.maxCpu)) ||
                tf.contains(QStringLiteral("maximum = %1").arg(a.maxCpu)));
        // ct6e-standard-8t: the limit holds the larger credible vCPU count (360, not 180).
        p.machineType = QStringLiteral("ct6e-standard-8t");
        p.topology = tpu::test::shape("2x4");
        p.workload.kind = WorkloadKind::Job;
        QCOMPARE(tpu::model::makeSnapshot(*cat, p)->deployment.autoprovisioning.tpuCpu, 360LL);
    }

    // Point 4: node pool and workload policy names are unique per plan and stable across
    // re-exports; a second plan of the same TPU version on the cluster gets its own pools.
    void namesUniquePerPlanAndStable()
    {
        Plan a = standardPlan();
        Plan b = standardPlan();
        b.workload.name = QStringLiteral("second-job");
        QVERIFY(tpu::model::nodePoolName(a, 0) != tpu::model::nodePoolName(b, 0));
        QCOMPARE(tpu::model::nodePoolName(a, 0), tpu::model::nodePoolName(standardPlan(), 0));
        QVERIFY(tpu::model::nodePoolName(a, 0) != tpu::model::nodePoolName(a, 1));
        Plan c = standardPlan();
        c.workload.nameSpace = QStringLiteral("team-b");
        QVERIFY(tpu::model::nodePoolName(a, 0) != tpu::model::nodePoolName(c, 0));
        a.workload.name = QString(40, 'w');
        a.slices = 4;
        for (int i = 0; i < a.slices; ++i)
            QVERIFY(tpu::model::checkGkeNodePoolName(tpu::model::nodePoolName(a, i)).isEmpty());
        // The pools gcloud.sh and Terraform create and the Pods pin are the deployment's.
        const auto snap = tpu::model::makeSnapshot(*cat, b);
        const QString pool = snap->deployment.nodePools.at(0).name;
        QCOMPARE(pool, tpu::model::nodePoolName(b, 0));
        QVERIFY(flagsOf(gcloudCommands(*snap), QStringLiteral("node-pools create")).contains(pool));
        QVERIFY(terraformFiles(*snap).mainTf.contains(QLatin1Char('"') + pool + QLatin1Char('"')));
        QCOMPARE(QString::fromStdString(str(tpuPods(
                     manifestsYaml(*snap))[0]["nodeSelector"]["cloud.google.com/gke-nodepool"])),
                 pool);
        // TPU7x: the workload policy is per plan and per topology.
        Plan t = standardPlan();
        t.tpuVersion = QStringLiteral("tpu7x");
        t.machineType = QStringLiteral("tpu7x-standard-4t");
        t.topology = tpu::test::shape("4x4x8");
        t.zone = QStringLiteral("us-central1-c");
        Plan t2 = t;
        t2.topology = tpu::test::shape("4x4x4");
        QVERIFY(tpu::model::workloadPolicyName(t) != tpu::model::workloadPolicyName(t2));
        QVERIFY(tpu::model::workloadPolicyName(t) != t.clusterName + QStringLiteral("-tpu-policy"));
        const auto ts = tpu::model::makeSnapshot(*cat, t);
        QVERIFY(ts->deployment.workloadPolicy);
        QCOMPARE(ts->deployment.nodePools.at(0).workloadPolicy,
                 ts->deployment.workloadPolicy->name);
    }

    // Point 7: multi-host flex-start is queued provisioning only where the catalog says GKE
    // offers it (v6e, TPU7x); v5p takes a plain flex-start pool with the per-zone size.
    void flexStartQueuedPerVersion()
    {
        Plan v6e = standardPlan();
        v6e.consumption = Consumption::FlexStart;
        v6e.clusterVersion = QStringLiteral("1.33.2-gke.1240000");
        QVERIFY(flagsOf(gcloudCommands(*cat, v6e), QStringLiteral("node-pools create"))
                    .contains(QStringLiteral("--enable-queued-provisioning")));
        QVERIFY(!kueueYaml(*cat, v6e).isEmpty());

        Plan v5p = v6e;
        v5p.tpuVersion = QStringLiteral("v5p");
        v5p.machineType = QStringLiteral("ct5p-hightpu-4t");
        v5p.topology = tpu::test::shape("2x2x2");
        v5p.zone = QStringLiteral("us-east5-a");
        const QStringList flags =
            flagsOf(gcloudCommands(*cat, v5p), QStringLiteral("node-pools create"));
        QVERIFY(flags.contains(QStringLiteral("--flex-start")));
        QVERIFY(!flags.contains(QStringLiteral("--enable-queued-provisioning")));
        QVERIFY(flags.contains(QStringLiteral("--max-nodes=2")));
        QVERIFY(!flags.join(' ').contains(QStringLiteral("--total-max-nodes")));
        QVERIFY(kueueYaml(*cat, v5p).isEmpty());
        QVERIFY(!terraformFiles(*cat, v5p).mainTf.contains(QStringLiteral("queued_provisioning")));
        QCOMPARE(str(tpuPods(manifestsYaml(
                     *cat, v5p))[0]["nodeSelector"]["cloud.google.com/gke-flex-start"]),
                 std::string("true"));

        // The rule follows the catalog: without v6e in the list, v6e is not queued either.
        tpu::catalog::Catalog other = *cat;
        other.limits.flexStartQueuedVersions.removeAll(QStringLiteral("v6e"));
        QVERIFY(!flagsOf(gcloudCommands(other, v6e), QStringLiteral("node-pools create"))
                     .contains(QStringLiteral("--enable-queued-provisioning")));
        const auto *lim =
            cat->limitation(QStringLiteral("flex-start-queued-provisioning-versions"));
        QVERIFY(lim && !lim->prov.sources.isEmpty());
    }

    // Point 5: apply.sh waits for Kueue's Workloads as Kueue makes them for each kind.
    void kueueWaitPerKind_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("owner");
        QTest::addColumn<int>("count");
        QTest::newRow("job") << int(WorkloadKind::Job) << "Job" << 1;
        QTest::newRow("indexed-job") << int(WorkloadKind::IndexedJob) << "Job" << 1;
        QTest::newRow("jobset") << int(WorkloadKind::JobSet) << "JobSet" << 1;
        QTest::newRow("lws") << int(WorkloadKind::LeaderWorkerSet) << "LeaderWorkerSet" << 2;
        QTest::newRow("raycluster") << int(WorkloadKind::RayCluster) << "RayCluster" << 1;
        QTest::newRow("deployment") << int(WorkloadKind::Deployment) << "Pod" << 1;
    }
    void kueueWaitPerKind()
    {
        QFETCH(int, kind);
        QFETCH(QString, owner);
        QFETCH(int, count);
        Plan p = standardPlan();
        p.kueue = true;
        p.workload.kind = WorkloadKind(kind);
        if (p.workload.kind == WorkloadKind::Deployment || p.workload.kind == WorkloadKind::Job) {
            p.machineType = QStringLiteral("ct6e-standard-8t");
            p.topology = tpu::test::shape("2x4");
        } else {
            p.slices = p.workload.kind == WorkloadKind::LeaderWorkerSet ? 2 : 1;
        }
        const auto snap = tpu::model::makeSnapshot(*cat, p);
        const auto &w = snap->deployment.wait;
        QCOMPARE(int(w.kind), int(tpu::model::WaitCondition::Kind::Admitted));
        QCOMPARE(w.ownerKind, owner);
        QCOMPARE(w.workloads, (long long)count);
        const QString script = applyScript(*snap);
        QVERIFY(script.contains(QStringLiteral("grep -cE -- '^%1 %2").arg(owner, p.workload.name)));
    }

    // Point 6: multi-host Ray without the KubeRay TPU webhook is refused by apply.sh, never
    // "Done".
    void rayWithoutTpuWebhookIsRefused()
    {
        Plan p = standardPlan();
        p.workload.kind = WorkloadKind::RayCluster;
        const auto snap = tpu::model::makeSnapshot(*cat, p);
        QVERIFY(snap->deployment.controllers.contains(QStringLiteral("KubeRay TPU webhook")));
        const QString script = applyScript(*snap);
        QVERIFY(!script.contains(QStringLiteral("note: Ray on a multi-host")));
        QVERIFY(script.contains(QStringLiteral("kubectl get mutatingwebhookconfigurations")));
        QVERIFY(script.contains(QStringLiteral("fail \"Ray on a multi-host TPU slice needs")));
    }

    // Point 8: an existing cluster is where the plan says (its region, or its zone when zonal);
    // every command and Terraform's node pools name that location. A location outside the plan's
    // region is an error; one given for a new (regional) cluster is a warning.
    void clusterLocation()
    {
        auto ids = [](const Snapshot &s, Severity sev) {
            QStringList out;
            for (const Finding &f : s.findings)
                if (f.severity == sev)
                    out << f.id;
            return out;
        };
        Plan p = standardPlan();
        p.newCluster = false;
        {
            const auto regional = makeSnapshot(*cat, p);
            QCOMPARE(regional->deployment.cluster.location, p.region());
            QVERIFY(!regional->deployment.cluster.zonal);
            QVERIFY(!ids(*regional, Severity::Error).contains("deployment.cluster-location"));
        }
        p.clusterLocation = p.zone;
        const auto zonal = makeSnapshot(*cat, p);
        QVERIFY(!ids(*zonal, Severity::Error).contains("deployment.cluster-location"));
        QCOMPARE(zonal->deployment.cluster.location, p.zone);
        QVERIFY(zonal->deployment.cluster.zonal);
        for (const auto &cmd : gcloudCommands(*zonal))
            if (cmd.args.value(0) == QLatin1String("container")) {
                QVERIFY2(cmd.args.contains("--location=" + p.zone), qPrintable(cmd.args.join(' ')));
                QVERIFY(cmd.existsArgs.contains("--location=" + p.zone));
            }
        QVERIFY(applyScript(*zonal).contains("\nLOCATION=" + p.zone + "\n"));
        QVERIFY(terraformFiles(*zonal).mainTf.contains("location       = var.cluster_location"));
        QVERIFY(terraformFiles(*zonal).variablesTf.contains("default     = \"" + p.zone + "\""));

        p.clusterLocation = QStringLiteral("europe-west4-a");
        QVERIFY(
            ids(*makeSnapshot(*cat, p), Severity::Error).contains("deployment.cluster-location"));
        p.clusterLocation = QStringLiteral("us-east5");
        QVERIFY(
            !ids(*makeSnapshot(*cat, p), Severity::Error).contains("deployment.cluster-location"));
        p.newCluster = true;
        p.clusterLocation = p.zone;
        const auto created = makeSnapshot(*cat, p);
        QVERIFY(ids(*created, Severity::Warning).contains("deployment.cluster-location"));
        QCOMPARE(created->deployment.cluster.location, p.region());
    }
};

QTEST_GUILESS_MAIN(TestDeployment)
#include "tst_deployment.moc"
