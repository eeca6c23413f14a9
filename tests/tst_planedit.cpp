// reconcile(): what the planner changes in later steps after an earlier choice changed, and
// that it says so.
#include "goldenplans.h"
#include "model/planedit.h"
#include "model/planfile.h"
#include "model/rules.h"
#include "testsupport.h"

#include <QJsonObject>
#include <functional>

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
        // Calendar mode on: its object is written only then (issue 40).
        Plan withEverything = tpu::test::standardPlan();
        withEverything.calendar.enabled = true;
        const QJsonObject o = PlanFile::toJson(withEverything);
        const std::function<void(const QJsonObject &, const QString &)> walk =
            [&](const QJsonObject &obj, const QString &prefix) {
                for (auto it = obj.begin(); it != obj.end(); ++it) {
                    if (prefix.isEmpty() && (it.key() == "schemaVersion" || it.key() == "region"))
                        continue; // a version; derived from the zone
                    if (it.value().isObject())
                        walk(it.value().toObject(), prefix + it.key() + ".");
                    else
                        fileKeys << prefix + it.key();
                }
            };
        walk(o, QString());
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
        // 4x4 is 16 chips: the v5p shape with as many is 2x2x4 (four VMs), not the smallest.
        QCOMPARE(p.topology.toString(), QStringLiteral("2x2x4"));
        QCOMPARE(p.zone, QStringLiteral("us-east5-a")); // us-east5-b has no v5p; same region
        QCOMPARE(fieldsOf(changes), QStringLiteral("machineType,zone,topology"));
        QVERIFY(changes[1].message.contains(QLatin1String("us-east5-b")));
        QVERIFY2(changes[2].message.startsWith(QStringLiteral("16 chips kept: 4x4 → 2x2x4")),
                 qPrintable(changes[2].message));
        QCOMPARE(p.workload.kind, WorkloadKind::JobSet); // 2x2x4 is four VMs
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
        // 4x4 × 2 (32 chips) becomes one v3 slice with as many: 4x8.
        QCOMPARE(p.topology.toString(), QStringLiteral("4x8"));
        QVERIFY(fieldsOf(changes).contains(QLatin1String("topology")));
    }

    // reconcile decides from the catalog whether a shape is offered (no second rule run); it must
    // agree with the rules on every shape and slice count.
    void shapeIsOfferedAgreesWithTheRules()
    {
        const auto &cat = *tpu::test::builtinCatalog();
        int compared = 0;
        for (Mode mode : {Mode::Standard, Mode::Autopilot})
            for (const auto &mt : cat.machineTypes) {
                const auto *acc = cat.accelerator(mt.accelerator);
                QStringList shapes{"1x1",   "2x2",      "2x4",      "4x4",   "3x5",
                                   "2x2x1", "2x2x2",    "4x4x4",    "4x4x8", "8x12x16",
                                   "4x6x8", "16x16x24", "16x20x24", "4x4x20"};
                for (const auto *row : cat.topologiesOf(mode, mt.accelerator))
                    if (!row->custom)
                        shapes << row->topology.toString();
                for (const QString &shape : shapes)
                    for (int slices : {1, 2}) {
                        Plan p = tpu::test::standardPlan();
                        p.mode = mode;
                        p.tpuVersion = acc->version;
                        p.machineType = mt.name;
                        p.topology = tpu::test::shape(shape.toLatin1().constData());
                        p.slices = slices;
                        bool ruleSaysNo = false;
                        for (const Finding &f : checkPlan(cat, p))
                            ruleSaysNo =
                                ruleSaysNo || (f.severity == Severity::Error &&
                                               (f.field == "topology" || f.field == "slices" ||
                                                f.id == "mode.accelerator-not-offered"));
                        QVERIFY2(
                            shapeIsOffered(cat, p, resolve(cat, p)) == !ruleSaysNo,
                            qPrintable(mt.name + " " + shape + " x" + QString::number(slices)));
                        ++compared;
                    }
            }
        QVERIFY(compared > 200);
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

    // Issue 20, 1: a change of version, machine type or mode keeps the plan's total chips.
    void versionChangeKeepsTheChips_data()
    {
        QTest::addColumn<QString>("fromVersion");
        QTest::addColumn<QString>("fromType");
        QTest::addColumn<QString>("fromShape");
        QTest::addColumn<int>("fromSlices");
        QTest::addColumn<QString>("fromZone");
        QTest::addColumn<QString>("toVersion");
        QTest::addColumn<QString>("toType"); // empty: the planner chooses
        QTest::addColumn<QString>("shape");
        QTest::addColumn<int>("slices");
        QTest::addColumn<QString>("message");
        QTest::newRow("v5p 4x4x4 → v6e") << "v5p"
                                         << "ct5p-hightpu-4t"
                                         << "4x4x4" << 1 << "us-east5-a"
                                         << "v6e"
                                         << ""
                                         << "8x8" << 1 << "64 chips kept: 4x4x4 → 8x8";
        QTest::newRow("v5e 2x4 → v6e") << "v5e"
                                       << "ct5lp-hightpu-4t"
                                       << "2x4" << 1 << "us-west4-a"
                                       << "v6e"
                                       << ""
                                       << "2x4" << 1 << "";
        QTest::newRow("tpu7x 4x4x4 × 4 → v5e 8t")
            << "tpu7x"
            << "tpu7x-standard-4t"
            << "4x4x4" << 4 << "us-central1-c"
            << "v5e"
            << "ct5lp-hightpu-8t"
            << "2x4" << 1 << "256 chips cannot be kept on ct5lp-hightpu-8t";
        QTest::newRow("tpu7x 4x4x4 × 4 → v5e")
            << "tpu7x"
            << "tpu7x-standard-4t"
            << "4x4x4" << 4 << "us-central1-c"
            << "v5e"
            << ""
            << "16x16" << 1 << "256 chips kept: 4x4x4 × 4 slices → 16x16 × 1 slice";
        // Issue 37, minor 11: the slices that became one are said.
        QTest::newRow("v5p 4x4x4 × 2 → v6e")
            << "v5p"
            << "ct5p-hightpu-4t"
            << "4x4x4" << 2 << "us-east5-a"
            << "v6e"
            << ""
            << "8x16" << 1 << "128 chips kept: 4x4x4 × 2 slices → 8x16 × 1 slice";
    }
    void versionChangeKeepsTheChips()
    {
        QFETCH(QString, fromVersion);
        QFETCH(QString, fromType);
        QFETCH(QString, fromShape);
        QFETCH(int, fromSlices);
        QFETCH(QString, fromZone);
        QFETCH(QString, toVersion);
        QFETCH(QString, toType);
        QFETCH(QString, shape);
        QFETCH(int, slices);
        QFETCH(QString, message);
        const auto &cat = *tpu::test::builtinCatalog();
        Plan p = tpu::test::standardPlan();
        p.tpuVersion = fromVersion;
        p.machineType = fromType;
        p.topology = tpu::test::shape(fromShape.toLatin1().constData());
        p.slices = fromSlices;
        p.zone = fromZone;
        p.workload.kind = WorkloadKind::JobSet;
        p.clusterVersion = QStringLiteral("1.34.1-gke.3084001");
        QVERIFY(!hasErrors(checkPlan(cat, p)));
        p.tpuVersion = toVersion;
        if (!toType.isEmpty())
            p.machineType = toType;
        const auto changes = reconcile(cat, p, Step::Version);
        QCOMPARE(p.topology.toString(), shape);
        QCOMPARE(p.slices, slices);
        QString all;
        for (const auto &c : changes)
            all += c.message + "\n";
        if (!message.isEmpty())
            QVERIFY2(all.contains(message), qPrintable(all));
        // Never an invalid combination: nothing wrong with the shape or the slices.
        for (const Finding &f : checkPlan(cat, p))
            QVERIFY2(f.severity != Severity::Error ||
                         (f.field != "topology" && f.field != "slices"),
                     qPrintable(f.id + ": " + f.message.toString()));
    }

    void modeChangeKeepsTheChipsToo()
    {
        // Standard v6e 8x8 (64 chips) → Autopilot: the shape is offered there too, and stays.
        const auto &cat = *tpu::test::builtinCatalog();
        Plan p = tpu::test::standardPlan();
        p.topology = tpu::test::shape("8x8");
        p.mode = Mode::Autopilot;
        reconcile(cat, p, Step::Mode);
        QCOMPARE(p.topology.chips() * p.slices, 64LL);
    }

    // Issue 20, 3: what Autopilot cannot have is mended once, by the model.
    void autopilotTurnsNodePoolAutoscalingOff()
    {
        const auto &cat = *tpu::test::builtinCatalog();
        Plan p = tpu::test::standardPlan();
        p.topology = tpu::test::shape("4x4");
        p.autoscaling = {true, 0, 4, true};
        QVERIFY(!hasErrors(checkPlan(cat, p)));
        p.mode = Mode::Autopilot;
        const auto changes = reconcile(cat, p, Step::Mode);
        QVERIFY(!p.autoscaling.enabled);
        QVERIFY(!p.autoscaling.nodeAutoProvisioning);
        QCOMPARE(fieldsOf(changes).count("autoscaling"), 1);
        for (const Finding &f : checkPlan(cat, p)) {
            QVERIFY2(!f.id.startsWith("autoscaling.multi-host") &&
                         f.id != "autoscaling.autopilot" && f.id != "autoscaling.nap-autopilot",
                     qPrintable(f.id + ": " + f.message.toString()));
        }
    }

    // Issue 20, 2: what a reservation holds is recorded and checked.
    void reservationThatHoldsAnotherMachineIsAnError()
    {
        const auto &cat = *tpu::test::builtinCatalog();
        Plan p = tpu::test::standardPlan(); // v6e in us-east5-b
        p.consumption = Consumption::Reservation;
        p.reservation.name = "tpu-res";
        auto ids = [&] {
            QStringList out;
            for (const Finding &f : checkPlan(cat, p))
                out << QString::number(int(f.severity)) + ":" + f.id;
            return out;
        };
        const QString err = QString::number(int(Severity::Error)),
                      warn = QString::number(int(Severity::Warning));
        QVERIFY(ids().contains(warn + ":reservation.holds-unknown"));
        p.reservation.machineType = p.machineType;
        p.reservation.zone = p.zone;
        QVERIFY(!ids().join(",").contains("reservation.holds-unknown"));
        QVERIFY(!ids().join(",").contains("reservation.mismatch"));
        p.reservation.machineType = "ct5p-hightpu-4t";
        QVERIFY(ids().contains(err + ":reservation.mismatch"));
        p.reservation.machineType = p.machineType;
        p.reservation.zone = "us-east5-a";
        QVERIFY(ids().contains(err + ":reservation.mismatch"));
        // Half known is compared too; gcloud's URL forms are read by their last segment.
        p.reservation.machineType = "ct5p-hightpu-4t";
        p.reservation.zone.clear();
        QVERIFY(ids().contains(err + ":reservation.mismatch"));
        p.reservation.machineType =
            "https://www.googleapis.com/compute/v1/projects/p/zones/us-east5-b/machineTypes/" +
            p.machineType;
        p.reservation.zone = "https://www.googleapis.com/compute/v1/projects/p/zones/us-east5-b";
        for (const char *id :
             {"reservation.mismatch", "reservation.kept", "reservation.holds-unknown"})
            QVERIFY2(!ids().join(",").contains(QLatin1String(id)), qPrintable(ids().join(",")));
        // Only the history known: a warning that stays until what it holds is entered.
        p.reservation.machineType.clear();
        p.reservation.zone.clear();
        p.reservation.chosenForMachineType = "ct5p-hightpu-4t";
        p.reservation.chosenForZone = "us-east5-a";
        QVERIFY(ids().contains(warn + ":reservation.kept"));
    }

    void choosingAReservationRecordsWhatItWasChosenFor()
    {
        Plan before = tpu::test::standardPlan();
        Plan after = before;
        after.consumption = Consumption::Reservation;
        after.reservation.name = "tpu-res";
        noteReservationChoice(before, after);
        QCOMPARE(after.reservation.chosenForMachineType, before.machineType);
        QCOMPARE(after.reservation.chosenForZone, before.zone);
        // A later version change keeps the record, and the model says the reservation moved.
        const auto &cat = *tpu::test::builtinCatalog();
        Plan moved = after;
        moved.tpuVersion = "v5p";
        const auto changes = reconcile(cat, moved, Step::Version);
        noteReservationChoice(after, moved);
        QCOMPARE(moved.reservation.chosenForMachineType, before.machineType);
        QVERIFY(fieldsOf(changes).contains("reservation.name"));
        bool kept = false;
        for (const Finding &f : checkPlan(cat, moved))
            kept = kept || f.id == "reservation.kept";
        QVERIFY(kept);
    }

    // Every finding names a field of the plan's one field table (or a group of its fields), so
    // the window can put it beside that field and the Findings panel can go to its step.
    void everyFindingFieldResolvesThroughTheTable()
    {
        const auto &cat = *tpu::test::builtinCatalog();
        auto resolves = [](const QString &field) {
            if (planField(field))
                return true;
            for (const PlanField &f : planFields())
                if (f.name.startsWith(field + '.'))
                    return true;
            return false;
        };
        std::vector<Plan> plans{Plan{}};
        for (const auto &g : tpu::test::goldens())
            plans.push_back(tpu::test::planFor(g));
        Plan hostile = tpu::test::standardPlan();
        hostile.clusterName = "Bad Name\n";
        hostile.projectId = " x";
        hostile.workload.nameSpace = "Name Space\t";
        hostile.workload.name = "w\x1b";
        hostile.reservation = {"Res\n", "p\n", "mt\n", "z\n", "", ""};
        hostile.consumption = Consumption::Reservation;
        hostile.maintenance = {true, "m\n", {}, {}};
        hostile.extraDisk = {true, "d\n", -1};
        hostile.imageType = "i\n";
        hostile.releaseChannel = "weekly\n";
        hostile.workload.command = {QString(QChar(0))};
        hostile.threadsPerCore = 2;
        hostile.collectionScheduling = true;
        hostile.extendedRunTime = true;
        hostile.autoscaling = {true, 5, 1, true};
        hostile.slices = 3;
        plans.push_back(hostile);
        int checked = 0;
        for (const Plan &p : plans)
            for (const Finding &f : checkPlan(cat, p)) {
                QVERIFY2(resolves(f.field), qPrintable(f.id + " names field " + f.field));
                ++checked;
            }
        QVERIFY(checked > 50);
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
