// The document builds one snapshot per edit: the plan is resolved and checked once, and every
// reader (pages, exports, CLI) sees the same facts.
#include "exportbundle.h"
#include "plandocument.h"
#include "snapshot.h"
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
        ui::PlanDocument d(cat);
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
        ui::PlanDocument d(cat);
        d.reset(test::standardPlan(), QString());
        const Counts before = now();
        d.edit(Step::Options, [](Plan &p) { p.workload.name = QStringLiteral("trainer"); });
        const Counts after = now();
        QCOMPARE(after.resolves - before.resolves, 0LL); // the last snapshot's resolution still holds
        QCOMPARE(after.checks - before.checks, 1LL);
        QCOMPARE(d.snapshot().plan.workload.name, QStringLiteral("trainer"));
    }

    void theSnapshotSeenBeforeAnEditSurvivesIt()
    {
        ui::PlanDocument d(cat);
        d.reset(test::standardPlan(), QString());
        const SnapshotPtr held = d.snapshotPtr();
        d.edit(Step::Topology, [](Plan &p) { p.topology = test::shape("8x8"); });
        QCOMPARE(held->plan.topology.toString(), QStringLiteral("4x4")); // immutable
        QCOMPARE(d.snapshot().plan.topology.toString(), QStringLiteral("8x8"));
    }
};

QTEST_GUILESS_MAIN(TestSnapshot)
#include "tst_snapshot.moc"
