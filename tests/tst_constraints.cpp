// The constraint table (model/constraints.h) against the four places that decide with it: for
// every row and a spread of plans (every golden plan, in both modes, on every TPU version, with
// every constrained choice set), the rules give the row's finding exactly when the row calls the
// plan broken, reconcile leaves no row broken, and a choice the row does not offer is broken
// whenever it is set (so the wizard, which disables what is not offered, cannot hide a problem).
#include "goldenplans.h"
#include "model/constraints.h"
#include "model/planedit.h"
#include "model/resolution.h"
#include "model/rules.h"

#include <QTest>

using namespace tpu::model;
using tpu::catalog::Mode;

namespace {

// Plans that set every constrained choice, on each golden shape, version and mode.
std::vector<Plan> spread(const tpu::catalog::Catalog &cat)
{
    std::vector<Plan> plans;
    for (const auto &g : tpu::test::goldens()) {
        const Plan base = tpu::test::planFor(g);
        for (Mode mode : {Mode::Standard, Mode::Autopilot}) {
            Plan p = base;
            p.mode = mode;
            plans.push_back(p); // as the golden is
            p.extendedRunTime = true;
            p.collectionScheduling = true;
            p.extraDisk = {true, QStringLiteral("pd-standard"), 200};
            p.autoscaling = {true, 1, 3, true};
            p.workload.kind = WorkloadKind::Job;
            plans.push_back(p);
            p.imageType = QStringLiteral("COS");
            p.threadsPerCore = 1;
            p.maxPodsPerNode = 32;
            p.workload.kind = WorkloadKind::JobSet;
            p.extraDisk.type = QStringLiteral("hyperdisk-balanced");
            plans.push_back(p);
        }
    }
    // Every version on its smallest listed shape, with everything set.
    for (const auto &v : cat.versions) {
        Plan p = tpu::test::standardPlan();
        p.tpuVersion = v.id;
        p.machineType.clear();
        p.topology = {};
        reconcile(cat, p, Step::Version);
        p.extendedRunTime = p.collectionScheduling = true;
        p.extraDisk = {true, QStringLiteral("pd-balanced"), 100};
        p.workload.kind = WorkloadKind::LeaderWorkerSet;
        plans.push_back(p);
    }
    return plans;
}

bool hasFinding(const std::vector<Finding> &findings, const QString &id)
{
    return std::any_of(findings.begin(), findings.end(),
                       [&](const Finding &f) { return f.id == id; });
}

} // namespace

class TestConstraints : public QObject
{
    Q_OBJECT

private slots:
    void everyRowIsComplete()
    {
        QVERIFY(constraints().size() >= 8);
        for (const Constraint &row : constraints()) {
            QVERIFY2(!row.id.isEmpty() && !row.field.isEmpty(), qPrintable(row.id));
            QVERIFY2(row.broken && row.finding, qPrintable(row.id));
        }
    }

    void theRulesGiveTheRowsFindingExactlyWhenBroken()
    {
        const auto cat = tpu::test::builtinCatalog();
        int broken = 0, plans = 0;
        for (const Plan &p : spread(*cat)) {
            ++plans;
            const Resolution r = resolve(*cat, p);
            const auto findings = checkPlan(*cat, p);
            for (const Constraint &row : constraints()) {
                const bool isBroken = row.broken(*cat, p, r);
                broken += isBroken;
                // A multi-host range the rules already call invalid is reported as that.
                const bool yields = row.id == QLatin1String("autoscaling.multi-host-atomic") &&
                                    hasFinding(findings, QStringLiteral("autoscaling.range"));
                if (!yields)
                    QVERIFY2(hasFinding(findings, row.id) == isBroken,
                             qPrintable(QStringLiteral("%1 on %2 %3 %4: broken %5")
                                            .arg(row.id, p.tpuVersion, p.topology.toString(),
                                                 tpu::catalog::modeName(p.mode))
                                            .arg(isBroken)));
                if (isBroken) {
                    const Finding f = row.finding(*cat, p, r);
                    QCOMPARE(f.id, row.id);
                    QCOMPARE(f.severity, row.severity);
                    QVERIFY(!f.message.isEmpty());
                }
            }
        }
        QVERIFY2(plans > 60, qPrintable(QString::number(plans)));
        QVERIFY2(broken > 50, qPrintable(QString::number(broken))); // the spread breaks rows
    }

    void reconcileLeavesNoRowBroken()
    {
        const auto cat = tpu::test::builtinCatalog();
        for (Plan p : spread(*cat)) {
            const Plan before = p;
            // A change on the topology step mends the options step after it.
            const auto changes = reconcile(*cat, p, Step::Topology);
            const Resolution r = resolve(*cat, p);
            for (const Constraint &row : constraints()) {
                if (!row.mend)
                    continue;
                QVERIFY2(!row.broken(*cat, p, r),
                         qPrintable(row.id + " still broken on " + before.tpuVersion + " " +
                                    tpu::catalog::modeName(before.mode)));
                // What reconcile mended, it said, under the row's field.
                const bool wasBroken = row.broken(*cat, before, resolve(*cat, before));
                if (wasBroken)
                    QVERIFY2(std::any_of(changes.begin(), changes.end(),
                                         [&](const PlanChange &c) { return c.field == row.field; }),
                             qPrintable(row.id));
            }
        }
    }

    // What a row does not offer is broken when set: the wizard disables it, and the rules
    // still say why, so a loaded plan with it set is never silently accepted.
    void aChoiceNotOfferedIsBrokenWhenSet()
    {
        const auto cat = tpu::test::builtinCatalog();
        int notOffered = 0;
        for (Plan p : spread(*cat)) {
            const Resolution r = resolve(*cat, p);
            for (const Constraint &row : constraints()) {
                if (!row.offered || row.offered(*cat, p, r))
                    continue;
                ++notOffered;
                if (row.field == QLatin1String("extendedRunTime"))
                    QVERIFY(!p.extendedRunTime || row.broken(*cat, p, r));
                else if (row.field == QLatin1String("collectionScheduling"))
                    QVERIFY(!p.collectionScheduling || row.broken(*cat, p, r));
                else if (row.id == QLatin1String("autoscaling.autopilot"))
                    QVERIFY(!p.autoscaling.enabled || row.broken(*cat, p, r));
                else if (row.id == QLatin1String("autoscaling.nap-autopilot"))
                    QVERIFY(!p.autoscaling.nodeAutoProvisioning || row.broken(*cat, p, r));
                else if (row.field == QLatin1String("extraDisk"))
                    QVERIFY(!p.extraDisk.enabled || row.broken(*cat, p, r));
                else if (row.field == QLatin1String("imageType"))
                    QVERIFY(p.imageType == Plan().imageType || row.broken(*cat, p, r));
                else if (row.field == QLatin1String("threadsPerCore"))
                    QVERIFY(p.threadsPerCore == 0 || row.broken(*cat, p, r));
                else if (row.field == QLatin1String("maxPodsPerNode"))
                    QVERIFY(p.maxPodsPerNode == 0 || row.broken(*cat, p, r));
                else
                    QFAIL(qPrintable(row.id + ": a row that can refuse its control needs a case "
                                              "here"));
            }
        }
        QVERIFY(notOffered > 10);
    }
};

QTEST_GUILESS_MAIN(TestConstraints)
#include "tst_constraints.moc"
