// reconcile(): what the planner changes in later steps after an earlier choice changed, and
// that it says so.
#include "planedit.h"
#include "rules.h"
#include "testsupport.h"
#include <QJsonObject>
#include "planfile.h"

using namespace tpu::model;
using tpu::catalog::Mode;

class TestPlanEdit : public QObject
{
    Q_OBJECT

private:
    static QString fieldsOf(const std::vector<PlanChange> &changes)
    {
        QStringList f;
        for (const auto &c : changes)
            f << c.field;
        return f.join(QLatin1Char(','));
    }

private slots:
    // The one field table covers exactly what a plan file stores (so equality, copying and
    // reconciling cannot miss a field the file keeps), with unique names.
    void fieldTableMatchesThePlanFile()
    {
        QStringList fileKeys;
        const QJsonObject o = PlanFile::toJson(tpu::test::standardPlan());
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() == "schemaVersion" || it.key() == "region") // a version; derived from zone
                continue;
            if (it.value().isObject()) {
                const QJsonObject inner = it.value().toObject();
                for (auto jt = inner.begin(); jt != inner.end(); ++jt)
                    fileKeys << it.key() + "." + jt.key();
            } else {
                fileKeys << it.key();
            }
        }
        QStringList tableKeys, names;
        for (const PlanField &f : planFields()) {
            tableKeys << f.fileKey;
            names << f.name;
        }
        fileKeys.sort();
        tableKeys.sort();
        QCOMPARE(tableKeys, fileKeys);
        names.removeDuplicates();
        QCOMPARE(names.size(), int(planFields().size()));
        // Copying every step's fields makes any plan into another.
        Plan a = tpu::test::standardPlan();
        a.slices = 3;
        a.workload.command = {"python3", "train.py"};
        a.maintenance.name = "q4";
        Plan b;
        QVERIFY(!(a == b));
        for (Step s : {Step::Mode, Step::Version, Step::Zone, Step::Topology, Step::Options})
            copyStepFields(a, b, s);
        QVERIFY(a == b);
        QCOMPARE(stepOfField("reservation"), Step::Options);
        QCOMPARE(stepOfField("zone"), Step::Zone);
        QCOMPARE(stepOfField("topology"), Step::Topology);
    }

    void consistentPlanIsLeftAlone()
    {
        Plan p = tpu::test::standardPlan();
        const Plan before = p;
        for (Step s : {Step::Mode, Step::Version, Step::Zone, Step::Topology, Step::Options})
            QVERIFY(reconcile(*tpu::test::builtinCatalog(), p, s).empty());
        QCOMPARE(p, before);
    }

    void newVersionGetsItsMachineTypeTopologyAndZone()
    {
        Plan p = tpu::test::standardPlan(); // v6e 4x4 in us-east5-b
        p.tpuVersion = QStringLiteral("v5p");
        const auto changes = reconcile(*tpu::test::builtinCatalog(), p, Step::Mode);
        QCOMPARE(p.machineType, QStringLiteral("ct5p-hightpu-4t"));
        QCOMPARE(p.topology.toString(), QStringLiteral("2x2x1"));  // 4x4 is 2D: the smallest v5p shape
        QCOMPARE(p.zone, QStringLiteral("us-east5-a")); // us-east5-b has no v5p; same region
        QCOMPARE(fieldsOf(changes), QStringLiteral("machineType,zone,topology,workload.kind"));
        QVERIFY(changes[1].message.contains(QLatin1String("us-east5-b")));
        QCOMPARE(p.workload.kind, WorkloadKind::Job); // 2x2x1 is one VM
        for (const Finding &f : checkPlan(*tpu::test::builtinCatalog(), p))
            QVERIFY2(f.severity != Severity::Error, qPrintable(f.id));
    }

    void machineTypeKeepsTheTopologyThatListsIt()
    {
        Plan p = tpu::test::standardPlan();
        p.mode = Mode::Autopilot;
        p.tpuVersion = QStringLiteral("v5e");
        p.machineType = QStringLiteral("ct6e-standard-8t");
        p.topology = tpu::test::shape("2x4");
        p.zone = QStringLiteral("us-west4-a");
        reconcile(*tpu::test::builtinCatalog(), p, Step::Mode);
        QCOMPARE(p.machineType, QStringLiteral("ct5lp-hightpu-8t")); // one 8-chip VM lists 2x4
        QCOMPARE(p.topology.toString(), QStringLiteral("2x4"));
    }

    void unmendableZoneIsKeptAndNamed()
    {
        Plan p = tpu::test::standardPlan();
        p.zone = QStringLiteral("antarctica-south1-a");
        const auto changes = reconcile(*tpu::test::builtinCatalog(), p, Step::Version);
        QCOMPARE(p.zone, QStringLiteral("antarctica-south1-a"));
        QCOMPARE(fieldsOf(changes), QStringLiteral("zone"));
        QVERIFY(changes[0].message.contains(QLatin1String("choose a zone")));
    }

    void multiHostTopologyFixesWorkloadAndAutoscaling()
    {
        Plan p = tpu::test::standardPlan();
        p.topology = tpu::test::shape("2x2"); // single-host first
        p.workload.kind = WorkloadKind::Job;
        p.autoscaling = {true, 1, 3, false};
        p.topology = tpu::test::shape("4x8"); // then 8 VMs
        const auto changes = reconcile(*tpu::test::builtinCatalog(), p, Step::Topology);
        QCOMPARE(p.workload.kind, WorkloadKind::JobSet);
        QCOMPARE(p.autoscaling.minNodes, 0);
        QCOMPARE(p.autoscaling.maxNodes, 8);
        QCOMPARE(fieldsOf(changes), QStringLiteral("workload.kind,autoscaling"));
    }

    void typedCustomTopologyIsNotReplaced()
    {
        // The topology step's own edits reconcile only later steps: a shape being typed stays.
        Plan p = tpu::test::standardPlan();
        p.tpuVersion = "v5p";
        p.machineType = "ct5p-hightpu-4t";
        p.topology = tpu::test::shape("4x6x8"); // not yet a valid custom shape
        reconcile(*tpu::test::builtinCatalog(), p, Step::Topology);
        QCOMPARE(p.topology.toString(), QStringLiteral("4x6x8"));
    }

    void optionsTheNewChoiceCannotHaveAreTurnedOff()
    {
        Plan p = tpu::test::standardPlan();
        p.collectionScheduling = true;
        p.extraDisk = {true, QStringLiteral("hyperdisk-ml"), 100};
        p.tpuVersion = QStringLiteral("v5p");
        reconcile(*tpu::test::builtinCatalog(), p, Step::Mode);
        QVERIFY(!p.collectionScheduling);
        QCOMPARE(p.extraDisk.type, QStringLiteral("pd-balanced"));

        Plan a = tpu::test::standardPlan();
        a.mode = Mode::Autopilot;
        a.extendedRunTime = true;
        a.mode = Mode::Standard;
        const auto changes = reconcile(*tpu::test::builtinCatalog(), a, Step::Mode);
        QVERIFY(!a.extendedRunTime);
        QCOMPARE(fieldsOf(changes), QStringLiteral("extendedRunTime"));
    }

    void multisliceOffForVersionsWithout()
    {
        Plan p = tpu::test::standardPlan();
        p.slices = 2;
        p.tpuVersion = QStringLiteral("v3");
        QVERIFY(!tpu::test::builtinCatalog()->version(QStringLiteral("v3"))->multislice);
        const auto changes = reconcile(*tpu::test::builtinCatalog(), p, Step::Mode);
        QCOMPARE(p.slices, 1);
        QVERIFY(fieldsOf(changes).contains(QLatin1String("slices")));
    }

    void stepFieldsCopyExactlyTheirStep()
    {
        const Plan base = tpu::test::standardPlan();
        Plan other = base;
        other.mode = Mode::Autopilot;
        other.zone = QStringLiteral("us-west4-a");
        other.topology = tpu::test::shape("2x2");
        other.workload.image = QStringLiteral("other/image:1");
        other.kueue = true;
        Plan p = base;
        copyStepFields(other, p, Step::Topology);
        QCOMPARE(p.topology.toString(), QStringLiteral("2x2"));
        QCOMPARE(p.zone, base.zone);
        copyStepFields(other, p, Step::Options);
        QCOMPARE(p.workload.image, QStringLiteral("other/image:1"));
        QVERIFY(p.kueue);
        QCOMPARE(p.mode, base.mode); // not an Options field
        copyStepFields(other, p, Step::Mode);
        copyStepFields(other, p, Step::Zone);
        QCOMPARE(p, other);
    }

    void onlyReconciledChoicesCount()
    {
        const Plan a = tpu::test::standardPlan();
        Plan b = a;
        b.clusterName = QStringLiteral("x");
        b.clusterVersion = QStringLiteral("1.33.0-gke.1");
        b.workload.image.clear();
        QVERIFY(!differsInReconciledChoices(a, b));
        b.slices = 2;
        QVERIFY(differsInReconciledChoices(a, b));
    }

    void everyFieldHasAStep()
    {
        QCOMPARE(stepOfField(QStringLiteral("zone")), Step::Zone);
        QCOMPARE(stepOfField(QStringLiteral("clusterVersion")), Step::Zone);
        QCOMPARE(stepOfField(QStringLiteral("machineType")), Step::Version);
        QCOMPARE(stepOfField(QStringLiteral("slices")), Step::Topology);
        QCOMPARE(stepOfField(QStringLiteral("projectId")), Step::Mode);
        QCOMPARE(stepOfField(QStringLiteral("reservation.name")), Step::Options);
    }
};

QTEST_GUILESS_MAIN(TestPlanEdit)
#include "tst_planedit.moc"
