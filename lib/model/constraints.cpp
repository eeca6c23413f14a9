#include "model/constraints.h"

#include "catalog/catalog.h"
#include "model/availability.h"
#include "model/planfields.h"
#include "model/resolution.h"
#include "model/ruletext.h"

#include <QCoreApplication>

namespace tpu::model {

namespace {

struct ConstraintRuleText // the findings: the context of the other rules' messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::Rules)
};

struct ConstraintMendText // the mending: the context of reconcile's other messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::PlanEdit)
};

struct ConstraintHintText // what the wizard shows beside a control
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::ConstraintHints)
};

using catalog::Catalog;

Finding makeFinding(const Constraint &row, const TrText &message, const TrText &explanation,
                    QStringList sources = {})
{
    return Finding{row.id, row.severity, row.field, message, explanation, std::move(sources)};
}

bool autoscalingRangeBroken(const Autoscaling &a)
{
    return a.enabled && (a.minNodes < 0 || a.maxNodes < 1 || a.minNodes > a.maxNodes);
}

// Node pool autoscaling and auto-provisioning in Autopilot: one mending for both rows.
QString autoscalingOff(const Catalog &, Plan &p, const Resolution &)
{
    p.autoscaling.enabled = false;
    p.autoscaling.nodeAutoProvisioning = false;
    return ConstraintMendText::tr("Node pool autoscaling and auto-provisioning turned off: %1 mode "
                                  "manages TPU nodes itself.")
        .arg(catalog::modeName(p.mode));
}

// The workload kind that fits the slice and keeps what runs (training, serving, Ray).
QString kindForSlice(const Catalog &, Plan &p, const Resolution &r)
{
    const WorkloadKind from = p.workload.kind;
    p.workload.kind = workloadKindOnSlice(workloadPurpose(from), r);
    return r.multiHost ? ConstraintMendText::tr("Workload kind %1 → %2: a multi-host slice "
                                                "(%3 VMs) runs one Pod per VM.")
                             .arg(workloadKindName(from), workloadKindName(p.workload.kind))
                             .arg(r.vmsPerSlice)
                       : ConstraintMendText::tr("Workload kind %1 → %2: a single-host slice "
                                                "runs one Pod.")
                             .arg(workloadKindName(from), workloadKindName(p.workload.kind));
}

// One long function on purpose: it is the table, one row a constrained choice, in the order
// reconcile mends them; each row is read on its own.
std::vector<Constraint> makeConstraints()
{
    std::vector<Constraint> rows;
    // A multi-host slice runs one Pod per VM, started together.
    rows.push_back(
        {QStringLiteral("workload.kind-multi-host"), QStringLiteral("workload.kind"),
         Severity::Error, nullptr,
         [](const Catalog &, const Plan &p, const Resolution &r) {
             return r.isComplete() && r.multiHost && !isMultiHostKind(p.workload.kind);
         },
         [](const Catalog &, const Plan &, const Resolution &r) {
             return makeFinding(
                 constraint(QStringLiteral("workload.kind-multi-host")),
                 rulesTr(
                     QT_TRANSLATE_NOOP(
                         "tpu::model::Rules",
                         "A multi-host slice (%1 VMs) needs a JobSet or an Indexed Job (training), "
                         "a LeaderWorkerSet (serving) or a RayCluster."))
                     .arg(r.vmsPerSlice),
                 rulesTr(
                     QT_TRANSLATE_NOOP("tpu::model::Rules",
                                       "Every VM of the slice runs one Pod of the same workload; "
                                       "a plain Job or Deployment does not start them together.")));
         },
         kindForSlice, nullptr, nullptr});
    // A single-host slice runs one Pod (Ray keeps its RayCluster).
    rows.push_back({QStringLiteral("workload.kind-single-host"), QStringLiteral("workload.kind"),
                    Severity::Info, nullptr,
                    [](const Catalog &, const Plan &p, const Resolution &r) {
                        const WorkloadKind k = p.workload.kind;
                        return r.isComplete() && !r.multiHost && isMultiHostKind(k) &&
                               k != WorkloadKind::RayCluster;
                    },
                    [](const Catalog &, const Plan &, const Resolution &) {
                        return makeFinding(constraint(QStringLiteral("workload.kind-single-host")),
                                           rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                                                     "A single-host slice runs one "
                                                                     "Pod; a Job or Deployment "
                                                                     "suffices.")),
                                           QString());
                    },
                    kindForSlice, nullptr, nullptr});
    // A multi-host slice's node pool scales atomically between 0 and all of its VMs (SEED).
    rows.push_back(
        {QStringLiteral("autoscaling.multi-host-atomic"), QStringLiteral("autoscaling"),
         Severity::Error, nullptr,
         [](const Catalog &, const Plan &p, const Resolution &r) {
             const auto &a = p.autoscaling;
             const long long n = r.vmsPerSlice;
             return a.enabled && !autoscalingRangeBroken(a) && r.isComplete() && r.multiHost &&
                    hasNodePoolAutoscaling(p.mode) &&
                    (a.maxNodes != n || (a.minNodes != 0 && a.minNodes != n));
         },
         [](const Catalog &, const Plan &p, const Resolution &r) {
             const long long n = r.vmsPerSlice;
             return makeFinding(
                 constraint(QStringLiteral("autoscaling.multi-host-atomic")),
                 rulesTr(
                     QT_TRANSLATE_NOOP("tpu::model::Rules",
                                       "A multi-host slice scales atomically: 0 or %1 nodes, so "
                                       "min must be 0 or %1 and max %1 (got %2:%3)."))
                     .arg(n)
                     .arg(p.autoscaling.minNodes)
                     .arg(p.autoscaling.maxNodes),
                 rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                           "GKE scales a multi-host TPU node pool from zero to "
                                           "exactly the slice's node count and drains it back to "
                                           "zero.")),
                 QStringList{QStringLiteral("SEED")});
         },
         [](const Catalog &, Plan &p, const Resolution &r) {
             auto &a = p.autoscaling;
             const long long n = r.vmsPerSlice;
             const QString message =
                 ConstraintMendText::tr("Autoscaling %1:%2 → 0:%3: a multi-host slice "
                                        "scales atomically between 0 and %3 nodes.")
                     .arg(a.minNodes)
                     .arg(a.maxNodes)
                     .arg(n);
             a.minNodes = 0;
             a.maxNodes = int(n);
             return message;
         },
         nullptr,
         // The range the node count spinners may take, for the slice the plan has.
         [](const Catalog &, const Plan &, const Resolution &r) {
             if (!r.isComplete())
                 return ConstraintHintText::tr(
                     "The allowed range depends on the topology (step 4).");
             return r.multiHost
                        ? ConstraintHintText::tr("Multi-host slice: each node pool scales "
                                                 "atomically, 0 or %1 nodes (minimum 0 or %1, "
                                                 "maximum %1).")
                              .arg(r.vmsPerSlice)
                        : ConstraintHintText::tr("Single-host slice: each node is one %1-chip "
                                                 "VM; the pool scales between the minimum and "
                                                 "maximum.")
                              .arg(r.chipsPerVm);
         }});
    // Node pool autoscaling and node auto-provisioning are Standard's.
    rows.push_back(
        {QStringLiteral("autoscaling.autopilot"), QStringLiteral("autoscaling"), Severity::Warning,
         [](const Catalog &, const Plan &p, const Resolution &) {
             return hasNodePoolAutoscaling(p.mode);
         },
         [](const Catalog &, const Plan &p, const Resolution &) {
             return p.autoscaling.enabled && !hasNodePoolAutoscaling(p.mode);
         },
         [](const Catalog &, const Plan &, const Resolution &) {
             return makeFinding(
                 constraint(QStringLiteral("autoscaling.autopilot")),
                 rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                           "Autopilot manages TPU nodes itself; node pool "
                                           "autoscaling settings are ignored.")),
                 rulesTr(
                     QT_TRANSLATE_NOOP("tpu::model::Rules",
                                       "Turn node pool autoscaling off, or use Standard mode.")));
         },
         autoscalingOff, [](const Plan &p) { return p.autoscaling.enabled; },
         [](const Catalog &, const Plan &p, const Resolution &) {
             return hasNodePoolAutoscaling(p.mode)
                        ? ConstraintHintText::tr(
                              "Let GKE add and remove nodes of each slice's node pool.")
                        : ConstraintHintText::tr("Autopilot scales TPU nodes itself; node pool "
                                                 "autoscaling is a Standard setting.");
         }});
    rows.push_back(
        {QStringLiteral("autoscaling.nap-autopilot"), QStringLiteral("autoscaling"), Severity::Info,
         [](const Catalog &, const Plan &p, const Resolution &) {
             return hasNodePoolAutoscaling(p.mode);
         },
         [](const Catalog &, const Plan &p, const Resolution &) {
             return p.autoscaling.nodeAutoProvisioning && !hasNodePoolAutoscaling(p.mode);
         },
         [](const Catalog &, const Plan &, const Resolution &) {
             return makeFinding(
                 constraint(QStringLiteral("autoscaling.nap-autopilot")),
                 rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Autopilot always provisions nodes "
                                                                "automatically.")),
                 QString());
         },
         autoscalingOff, [](const Plan &p) { return p.autoscaling.nodeAutoProvisioning; },
         nullptr});
    // Collection scheduling exists only on TPU Trillium (v6e) (S20).
    rows.push_back(
        {QStringLiteral("collection.not-v6e"), QStringLiteral("collectionScheduling"),
         Severity::Error,
         [](const Catalog &, const Plan &, const Resolution &r) {
             return r.version && hasCollectionScheduling(r.version->id);
         },
         [](const Catalog &, const Plan &p, const Resolution &r) {
             return p.collectionScheduling && r.version && !hasCollectionScheduling(r.version->id);
         },
         [](const Catalog &, const Plan &, const Resolution &) {
             return makeFinding(constraint(QStringLiteral("collection.not-v6e")),
                                rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                                          "Collection scheduling is available only "
                                                          "on TPU Trillium (v6e).")),
                                QString(), QStringList{QStringLiteral("S20")});
         },
         [](const Catalog &, Plan &p, const Resolution &) {
             p.collectionScheduling = false;
             return ConstraintMendText::tr(
                 "Collection scheduling turned off: only v6e (Trillium) has it.");
         },
         [](const Plan &p) { return p.collectionScheduling; }, nullptr});
    // Extended run time Pods exist only in Autopilot.
    rows.push_back(
        {QStringLiteral("extended-run-time.standard"), QStringLiteral("extendedRunTime"),
         Severity::Error,
         [](const Catalog &, const Plan &p, const Resolution &) {
             return hasExtendedRunTime(p.mode);
         },
         [](const Catalog &, const Plan &p, const Resolution &) {
             return p.extendedRunTime && !hasExtendedRunTime(p.mode);
         },
         [](const Catalog &, const Plan &, const Resolution &) {
             return makeFinding(
                 constraint(QStringLiteral("extended-run-time.standard")),
                 rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                           "Extended run time Pods exist only in Autopilot.")),
                 rulesTr(QT_TRANSLATE_NOOP(
                     "tpu::model::Rules", "Turn it off, or use Autopilot. In Standard, use a "
                                          "maintenance exclusion and a higher priority instead.")));
         },
         [](const Catalog &, Plan &p, const Resolution &) {
             p.extendedRunTime = false;
             return ConstraintMendText::tr(
                 "Extended run time turned off: it exists only in Autopilot.");
         },
         [](const Plan &p) { return p.extendedRunTime; }, nullptr});
    // The extra disk: a type the catalog lists for the version.
    rows.push_back(
        {QStringLiteral("disk.type-unsupported"), QStringLiteral("extraDisk"), Severity::Error,
         [](const Catalog &c, const Plan &, const Resolution &r) {
             return r.version && c.disk(r.version->id) != nullptr;
         },
         [](const Catalog &c, const Plan &p, const Resolution &r) {
             if (!p.extraDisk.enabled || !r.version)
                 return false;
             const auto *d = c.disk(r.version->id);
             return !d || !d->diskTypes.contains(p.extraDisk.type);
         },
         [](const Catalog &c, const Plan &p, const Resolution &r) {
             const auto *d = c.disk(r.version->id);
             return makeFinding(
                 constraint(QStringLiteral("disk.type-unsupported")),
                 rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                           "%1 does not support disk type \"%2\"."))
                     .arg(r.version->name, p.extraDisk.type),
                 rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Supported: %1."))
                     .arg(d ? d->diskTypes.join(QStringLiteral(", "))
                            : rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "unknown"))),
                 d ? d->prov.sources : QStringList());
         },
         [](const Catalog &c, Plan &p, const Resolution &r) {
             const auto *d = c.disk(r.version->id);
             if (d && !d->diskTypes.isEmpty()) {
                 const QString message =
                     ConstraintMendText::tr("Disk type %1 → %2: %3 supports %4.")
                         .arg(p.extraDisk.type, d->diskTypes.first(), r.version->name,
                              d->diskTypes.join(QStringLiteral(", ")));
                 p.extraDisk.type = d->diskTypes.first();
                 return message;
             }
             p.extraDisk.enabled = false;
             return ConstraintMendText::tr("Extra disk turned off: the catalog lists no disk "
                                           "type for %1.")
                 .arg(r.version->name);
         },
         [](const Plan &p) { return p.extraDisk.enabled; }, nullptr});
    // Node settings of a Standard node pool: Autopilot manages its nodes, and the exports leave
    // them out there (the wizard kept them editable only to undo a loaded value).
    const auto standardOnly = [&rows](const char *id, const char *field,
                                      std::function<bool(const Plan &)> isSet,
                                      std::function<void(Plan &)> reset) {
        rows.push_back(
            {QLatin1String(id), QLatin1String(field), Severity::Warning,
             [](const Catalog &, const Plan &p, const Resolution &) {
                 return p.mode == catalog::Mode::Standard;
             },
             [isSet](const Catalog &, const Plan &p, const Resolution &) {
                 return p.mode != catalog::Mode::Standard && isSet(p);
             },
             [id, field](const Catalog &, const Plan &, const Resolution &) {
                 return makeFinding(
                     constraint(QLatin1String(id)),
                     rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                               "%1 is a setting of Standard node pools; Autopilot "
                                               "manages its nodes and the exports leave it out."))
                         .arg(fieldLabelText(QLatin1String(field))),
                     rulesTr(
                         QT_TRANSLATE_NOOP("tpu::model::Rules",
                                           "Set it back to the default, or use Standard mode.")));
             },
             [reset, field](const Catalog &, Plan &p, const Resolution &) {
                 reset(p);
                 return ConstraintMendText::tr("%1 set back to the default: Autopilot manages "
                                               "its nodes.")
                     .arg(planField(QLatin1String(field))->displayLabel());
             },
             isSet, nullptr});
    };
    standardOnly(
        "node.image-type-autopilot", "imageType",
        [](const Plan &p) { return p.imageType != Plan().imageType; },
        [](Plan &p) { p.imageType = Plan().imageType; });
    standardOnly(
        "node.threads-autopilot", "threadsPerCore",
        [](const Plan &p) { return p.threadsPerCore != 0; }, [](Plan &p) { p.threadsPerCore = 0; });
    standardOnly(
        "node.max-pods-autopilot", "maxPodsPerNode",
        [](const Plan &p) { return p.maxPodsPerNode != 0; }, [](Plan &p) { p.maxPodsPerNode = 0; });
    // Only a JobSet restarts its slices after a failure (failurePolicy.maxRestarts).
    rows.push_back(
        {QStringLiteral("workload.max-restarts-kind"), QStringLiteral("workload.maxRestarts"),
         Severity::Warning,
         [](const Catalog &, const Plan &p, const Resolution &) {
             return p.workload.kind == WorkloadKind::JobSet;
         },
         [](const Catalog &, const Plan &p, const Resolution &) {
             return p.workload.maxRestarts > 0 && p.workload.kind != WorkloadKind::JobSet;
         },
         [](const Catalog &, const Plan &p, const Resolution &) {
             return makeFinding(
                 constraint(QStringLiteral("workload.max-restarts-kind")),
                 rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                           "A %1 does not restart its slices: the maximum "
                                           "restarts (%2) is a JobSet's failure policy."))
                     .arg(workloadKindName(p.workload.kind))
                     .arg(p.workload.maxRestarts),
                 rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                           "Set it to 0, or use the JobSet workload kind; the "
                                           "manifests leave it out.")));
         },
         [](const Catalog &, Plan &p, const Resolution &) {
             const QString message = ConstraintMendText::tr("Maximum restarts %1 → 0: only a "
                                                            "JobSet restarts its slices.")
                                         .arg(p.workload.maxRestarts);
             p.workload.maxRestarts = 0;
             return message;
         },
         [](const Plan &p) { return p.workload.maxRestarts != 0; }, nullptr});
    return rows;
}

} // namespace

const std::vector<Constraint> &constraints()
{
    static const std::vector<Constraint> rows = makeConstraints();
    return rows;
}

const Constraint &constraint(const QString &id)
{
    for (const Constraint &c : constraints())
        if (c.id == id)
            return c;
    qFatal("no constraint %s", qPrintable(id));
}

std::optional<Finding> constraintFinding(const QString &id, const Catalog &catalog,
                                         const Plan &plan, const Resolution &res)
{
    const Constraint &row = constraint(id);
    if (!row.broken(catalog, plan, res))
        return std::nullopt;
    return row.finding(catalog, plan, res);
}

WorkloadKind workloadKindOnSlice(WorkloadPurpose purpose, const Resolution &res)
{
    return workloadKindFor(purpose, res.multiHost);
}

bool constraintOffered(const QString &id, const Catalog &catalog, const Plan &plan,
                       const Resolution &res)
{
    const Constraint &row = constraint(id);
    return !row.offered || row.offered(catalog, plan, res);
}

bool constraintEnabled(const QString &id, const Catalog &catalog, const Plan &plan,
                       const Resolution &res)
{
    const Constraint &row = constraint(id);
    return constraintOffered(id, catalog, plan, res) || (row.isSet && row.isSet(plan));
}

QString constraintHint(const QString &id, const Catalog &catalog, const Plan &plan,
                       const Resolution &res)
{
    const Constraint &row = constraint(id);
    return row.hint ? row.hint(catalog, plan, res) : QString();
}

} // namespace tpu::model
