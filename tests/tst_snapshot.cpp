// The document builds one snapshot per edit: the plan is resolved and checked once, and every
// reader (pages, exports, CLI) sees the same facts.
#include "document/plandocument.h"
#include "export/exportbundle.h"
#include "model/snapshot.h"
#include "testsupport.h"

#include <QTest>

using namespace tpu;
using namespace tpu::model;

class TestSnapshot : public QObject
{
    Q_OBJECT
    std::shared_ptr<const catalog::Catalog> cat = test::builtinCatalog();

    struct Counts
    {
        long long resolves, checks, snapshots;
    };
    static Counts now() { return {resolveCount(), checkCount(), snapshotCount()}; }

private slots:
    void snapshotHoldsWhatTheModelComputes()
    {
        const Plan p = test::standardPlan();
        const SnapshotPtr s = makeSnapshot(*cat, p);
        QVERIFY(s->plan == p);
        QCOMPARE(s->resolution.vmsPerSlice, resolve(*cat, p).vmsPerSlice);
        QCOMPARE(findingsToJson(s->findings), findingsToJson(checkPlan(*cat, p)));
        QCOMPARE(summaryToJson(s->summary), summaryToJson(summarize(*cat, p)));
        // Exports from the snapshot are the bytes the CLI writes from the plan.
        const auto a = exporters::exportFiles(*s), b = exporters::exportFiles(*cat, p);
        QCOMPARE(a.size(), b.size());
        for (size_t i = 0; i < a.size(); ++i)
            QCOMPARE(a[i].bytes, b[i].bytes);
    }

    void makingASnapshotResolvesAndChecksOnce()
    {
        const Counts before = now();
        const SnapshotPtr s = makeSnapshot(*cat, test::standardPlan());
        exporters::exportFiles(*s); // exports read the snapshot: no second resolve or check
        const Counts after = now();
        QCOMPARE(after.resolves - before.resolves, 1LL);
        QCOMPARE(after.checks - before.checks, 1LL);
        QCOMPARE(after.snapshots - before.snapshots, 1LL);
    }

    void anEditOnTheTopologyStepResolvesAndChecksOnce()
    {
        document::PlanDocument d(cat);
        d.reset(test::standardPlan(), QString());
        d.beginStep(Step::Topology);
        const Counts before = now();
        d.edit(Step::Topology, [](Plan &p) { p.topology = test::shape("4x8"); });
        const Counts after = now();
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("4x8"));
        QCOMPARE(after.resolves - before.resolves, 1LL);
        QCOMPARE(after.checks - before.checks, 1LL);
        QCOMPARE(after.snapshots - before.snapshots, 1LL);
        QCOMPARE(d.snapshot().resolution.vmsPerSlice, 8LL);
        QVERIFY(d.snapshot().plan == d.plan());
    }

    void anEditThatDoesNotChangeTheShapeDoesNotResolve()
    {
        document::PlanDocument d(cat);
        d.reset(test::standardPlan(), QString());
        const Counts before = now();
        d.edit(Step::Options, [](Plan &p) { p.workload.name = QStringLiteral("trainer"); });
        const Counts after = now();
        QCOMPARE(after.resolves - before.resolves,
                 0LL); // the last snapshot's resolution still holds
        QCOMPARE(after.checks - before.checks, 1LL);
        QCOMPARE(d.snapshot().plan.workload.name, QStringLiteral("trainer"));
    }

    // Each kind of edit resolves each distinct plan shape once and runs the rules once (the
    // snapshot's check; the mending decides from the catalog, not from a second rule run).
    void eachKindOfEditChecksOnce_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("kind");
        QTest::addColumn<long long>("maxResolves");
        QTest::newRow("version") << int(Step::Version) << 0 << 2LL;
        QTest::newRow("machine type") << int(Step::Version) << 1 << 2LL;
        QTest::newRow("mode") << int(Step::Mode) << 2 << 2LL;
        QTest::newRow("zone") << int(Step::Zone) << 3 << 1LL;
        QTest::newRow("topology") << int(Step::Topology) << 4 << 1LL;
        QTest::newRow("rejected shape")
            << int(Step::Topology) << 5 << 1LL; // and no resolve for the suggested shapes
    }
    void eachKindOfEditChecksOnce()
    {
        QFETCH(int, step);
        QFETCH(int, kind);
        QFETCH(long long, maxResolves);
        document::PlanDocument d(cat);
        d.reset(test::standardPlan(), QString());
        d.beginStep(Step(step));
        const Counts before = now();
        d.edit(Step(step), [kind](Plan &p) {
            switch (kind) {
            case 0:
                p.tpuVersion = QStringLiteral("v5p");
                break;
            case 1:
                p.machineType = QStringLiteral("ct6e-standard-8t");
                break;
            case 2:
                p.mode = catalog::Mode::Autopilot;
                break;
            case 3:
                p.zone = QStringLiteral("us-east1-d");
                break;
            case 4:
                p.topology = test::shape("8x8");
                break;
            default:
                p.topology = test::shape("3x5");
                break;
            }
        });
        const Counts after = now();
        QCOMPARE(after.checks - before.checks, 1LL);
        QCOMPARE(after.snapshots - before.snapshots, 1LL);
        QVERIFY2(after.resolves - before.resolves <= maxResolves,
                 qPrintable(QString::number(after.resolves - before.resolves)));
    }

    // Issue 20, 4: the first screen shows nothing about steps the user has not reached.
    void nothingIsShownBeforeTheUserDidAnything()
    {
        document::PlanDocument d(cat);
        QVERIFY(!d.findings().empty());     // the model knows the plan is incomplete...
        QVERIFY(d.shownFindings().empty()); // ...but nothing is chosen yet, so nothing is said
        d.edit(Step::Mode, [](Plan &p) { p.clusterName = QStringLiteral("c1"); });
        for (const Finding &f : d.shownFindings())
            QCOMPARE(stepOfField(f.field), Step::Mode);
    }

    void theSnapshotSeenBeforeAnEditSurvivesIt()
    {
        document::PlanDocument d(cat);
        d.reset(test::standardPlan(), QString());
        const SnapshotPtr held = d.snapshotPtr();
        d.edit(Step::Topology, [](Plan &p) { p.topology = test::shape("8x8"); });
        QCOMPARE(held->plan.topology.toString(), QStringLiteral("4x4")); // immutable
        QCOMPARE(d.snapshot().plan.topology.toString(), QStringLiteral("8x8"));
    }
};

QTEST_GUILESS_MAIN(TestSnapshot)
#include "tst_snapshot.moc"
