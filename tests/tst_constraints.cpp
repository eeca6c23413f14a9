// The constraint table (model/constraints.h) against the four places that decide with it: for
// every row and a spread of plans (every golden plan, in both modes, on every TPU version, with
// every constrained choice set), the rules give the row's finding exactly when the row calls the
// plan broken, reconcile leaves no row broken, and a choice the row does not offer is broken
// whenever it is set (so the wizard, which disables what is not offered, cannot hide a problem).
#include "goldenplans.h"
#include "model/availability.h"
#include "model/constraints.h"
#include "model/planedit.h"
#include "model/resolution.h"
#include "model/rules.h"

#include <QSet>
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
            p.workload.maxRestarts = 2;
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
            // A control the row can refuse stays enabled while set: the row says when it is.
            QVERIFY2(!row.offered || row.isSet, qPrintable(row.id));
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
            // The rows the options step mends at their turn, in the table's order: a row an
            // earlier row's mending fixed too (a kind changed for the slice makes maximum
            // restarts a JobSet's again) has nothing left to say.
            QSet<QString> mendedAtItsTurn;
            {
                Plan q = before;
                for (const Constraint &row : constraints()) {
                    const Resolution rq = resolve(*cat, q);
                    if (row.mend && row.broken(*cat, q, rq)) {
                        row.mend(*cat, q, rq);
                        mendedAtItsTurn.insert(row.id);
                    }
                }
            }
            for (const Constraint &row : constraints()) {
                if (!row.mend)
                    continue;
                QVERIFY2(!row.broken(*cat, p, r),
                         qPrintable(row.id + " still broken on " + before.tpuVersion + " " +
                                    tpu::catalog::modeName(before.mode)));
                // What reconcile mended, it said, under the row's field.
                if (mendedAtItsTurn.contains(row.id))
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
                QVERIFY2(!row.isSet(p) || row.broken(*cat, p, r), qPrintable(row.id));
                // The wizard enables it only to undo it.
                QCOMPARE(constraintEnabled(row.id, *cat, p, r), row.isSet(p));
            }
        }
        QVERIFY(notOffered > 10);
    }

    // The kind the wizard's purpose choice and the CLI pick (workloadKindOnSlice) is one no
    // workload.kind row calls broken, on every plan of the spread and for every purpose.
    void theKindPickedForAPurposeBreaksNoKindRow()
    {
        const auto cat = tpu::test::builtinCatalog();
        int checked = 0;
        for (Plan p : spread(*cat)) {
            const Resolution r = resolve(*cat, p);
            if (!r.isComplete())
                continue;
            for (auto purpose :
                 {WorkloadPurpose::Training, WorkloadPurpose::Serving, WorkloadPurpose::Ray}) {
                p.workload.kind = workloadKindOnSlice(purpose, r);
                QCOMPARE(workloadPurpose(p.workload.kind), purpose);
                for (const Constraint &row : constraints())
                    if (row.field == QLatin1String("workload.kind"))
                        QVERIFY2(!row.broken(*cat, p, r), qPrintable(row.id));
                ++checked;
            }
        }
        QVERIFY(checked > 100);
    }

    // v5p autoscaling's control-plane minimum is decided once (v5pAutoscalingMinimum): the rule
    // fires on a pinned version exactly when the version gate's need (gkeNeeds) says the version
    // is below it, and a new cluster without a version is held to the same minimum the gate
    // checks. Before, the gate asked every line for the newest line's minimum, so a 1.28.8
    // control plane, which the seed's "1.29.2-gke.1035000 or 1.28.7-gke.1020000" allows, failed.
    void v5pAutoscalingMinimumIsOneDecision()
    {
        const auto cat = tpu::test::builtinCatalog();
        Plan p = tpu::test::standardPlan();
        p.tpuVersion = QStringLiteral("v5p");
        p.machineType = QStringLiteral("ct5p-hightpu-4t");
        p.zone = QStringLiteral("us-east5-a");
        p.topology = tpu::test::shape("2x2x2");
        p.autoscaling = {true, 0, 2, false};
        const QStringList versions{"1.27.9-gke.1000", "1.28.6-gke.1000",    "1.28.7-gke.1020000",
                                   "1.28.8-gke.1000", "1.29.1-gke.1589000", "1.29.2-gke.1035000",
                                   "1.30.1-gke.1000", "1.33.2-gke.1000"};
        int fired = 0;
        for (const QString &v : versions) {
            p.clusterVersion = v;
            const Resolution r = resolve(*cat, p);
            const auto findings = checkPlan(*cat, p);
            const auto needs = gkeNeeds(*cat, p, r);
            const auto need = std::find_if(needs.begin(), needs.end(), [](const GkeNeed &n) {
                return n.reason == QLatin1String("v5p autoscaling");
            });
            QVERIFY2(need != needs.end(), qPrintable(v));
            const bool below = tpu::catalog::GkeVersion::parse(v)->atLeast(need->version) == false;
            fired += below;
            QVERIFY2(hasFinding(findings, QStringLiteral("autoscaling.v5p-control-plane")) == below,
                     qPrintable(v + " against " + need->version.toString()));
        }
        QCOMPARE(fired, 3); // 1.27, 1.28.6 and 1.29.1 are below; 1.28.8 meets its own line
        p.clusterVersion.clear();
        p.newCluster = true;
        const auto v5p = v5pAutoscalingMinimum(*cat, p, resolve(*cat, p));
        QVERIFY(v5p.applies && v5p.minimum && !v5p.met);
        QCOMPARE(v5p.minimum->toString(), QStringLiteral("1.29.2-gke.1035000"));
        const auto findings = checkPlan(*cat, p);
        const auto f = std::find_if(findings.begin(), findings.end(), [](const Finding &x) {
            return x.id == QLatin1String("autoscaling.v5p-control-plane");
        });
        QVERIFY(f != findings.end());
        QCOMPARE(f->severity, Severity::Info); // the gate checks it; nothing to do yet
    }
};

QTEST_GUILESS_MAIN(TestConstraints)
#include "tst_constraints.moc"
