// `tpu-planner new -o PLAN ...`: writes a plan from flags, filling sensible defaults.
#include "cli.h"
#include "clicommon.h"
#include "jsonreader.h"
#include "names.h"
#include "planfile.h"
#include "resolution.h"
#include "rules.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace tpu::cli {

using namespace tpu::catalog;
using namespace tpu::model;

int runNew(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("new"));
    auto &p = ctx.parser;
    const QList<QCommandLineOption> options{
        {{QStringLiteral("o"), QStringLiteral("output")},
         Text::tr("Plan file to write."),
         QStringLiteral("plan")},
        {QStringLiteral("mode"), Text::tr("autopilot (default) or standard."),
         QStringLiteral("mode"), QStringLiteral("autopilot")},
        {QStringLiteral("tpu"),
         Text::tr(
             "TPU version: v3, v4, v5e, v5p, v6e, tpu7x (or an alias such as trillium, ironwood)."),
         QStringLiteral("version")},
        {QStringLiteral("zone"),
         Text::tr("Zone (default: the first the catalog lists for the TPU)."),
         QStringLiteral("zone")},
        {QStringLiteral("topology"),
         Text::tr("Topology AxB or AxBxC (default: the smallest listed)."),
         QStringLiteral("topology")},
        {QStringLiteral("slices"), Text::tr("Number of slices (Multislice when more than 1)."),
         QStringLiteral("n"), QStringLiteral("1")},
        {QStringLiteral("machine-type"),
         Text::tr(
             "Machine type (default: the one the topology lists; v5e/v6e 2x4: one 8-chip VM)."),
         QStringLiteral("type")},
        {QStringLiteral("cluster-version"), Text::tr("Cluster GKE version."),
         QStringLiteral("version")},
        {QStringLiteral("spot"), Text::tr("Use Spot VMs.")},
        {QStringLiteral("flex-start"), Text::tr("Use flex-start provisioning.")},
        {QStringLiteral("reservation"), Text::tr("Consume this specific reservation."),
         QStringLiteral("name")},
        {QStringLiteral("reservation-project"), Text::tr("Project that owns the reservation."),
         QStringLiteral("project")},
        {QStringLiteral("autoscaling"),
         Text::tr("Node pool autoscaling MIN:MAX (multi-host: 0:VMS or VMS:VMS)."),
         QStringLiteral("min:max")},
        {QStringLiteral("name"), Text::tr("Cluster name (default tpu-cluster)."),
         QStringLiteral("name")},
        {QStringLiteral("project"), Text::tr("Google Cloud project ID."), QStringLiteral("id")},
        {QStringLiteral("existing-cluster"),
         Text::tr("The cluster exists already (exports do not create it).")},
        {QStringLiteral("workload-name"), Text::tr("Workload name (default tpu-workload)."),
         QStringLiteral("name")},
        {QStringLiteral("namespace"), Text::tr("Workload namespace (default default)."),
         QStringLiteral("ns")},
        {QStringLiteral("image"), Text::tr("Container image."), QStringLiteral("image")},
        {QStringLiteral("workload-kind"),
         Text::tr("job, deployment, jobset or indexed-job (default: job single-host, jobset "
                  "multi-host)."),
         QStringLiteral("kind")},
        {QStringLiteral("kueue"), Text::tr("Queue the workload with Kueue.")},
        {QStringLiteral("force"), Text::tr("Overwrite an existing plan file.")},
    };
    p.addOptions(options);
    const int rc = ctx.parse(args, Text::tr("Write a new plan file from flags."), {});
    if (rc >= 0)
        return rc;
    if (!p.positionalArguments().isEmpty())
        return ctx.fail(Text::tr("tpu-planner new: unexpected argument \"%1\"")
                            .arg(json::echo(p.positionalArguments().first())));
    const QString file = p.value(QStringLiteral("output"));
    if (file.isEmpty())
        return ctx.fail(Text::tr("tpu-planner new: -o PLAN is required"));
    // A flag value is stored exactly as given: one with a control character or surrounding
    // whitespace ($'my-res\n', " 4x4") is refused here rather than checked trimmed and exported raw.
    for (const QString &name : p.optionNames()) {
        if (name == QLatin1String("o") || name == QLatin1String("output") || name == QLatin1String("catalog")
            || name == QLatin1String("topology"))
            continue; // file names are the user's business; a topology is normalised by its parser
        for (const QString &value : p.values(name)) {
            const QString why = unsafeTextReason(value, false);
            if (!why.isEmpty())
                return ctx.fail(Text::tr("tpu-planner new: --%1 \"%2\" %3; give the value "
                                         "without it")
                                    .arg(name, printableText(value), why));
        }
    }
    if (QFileInfo::exists(file) && !p.isSet(QStringLiteral("force")))
        return ctx.fail(
            Text::tr("tpu-planner new: %1 exists; use --force to overwrite it").arg(file));
    const auto loaded = ctx.loadCatalog();
    if (!loaded.ok())
        return ctx.fail(loaded.errorMessage());
    const Catalog &c = *loaded.catalog;

    Plan plan;
    const auto mode = modeFromId(p.value(QStringLiteral("mode")));
    if (!mode)
        return ctx.fail(Text::tr("tpu-planner new: --mode must be autopilot or standard"));
    plan.mode = *mode;
    if (!p.isSet(QStringLiteral("tpu")))
        return ctx.fail(Text::tr(
            "tpu-planner new: --tpu VERSION is required (see tpu-planner catalog versions)"));
    const Version *version = c.version(p.value(QStringLiteral("tpu")));
    if (!version) {
        QStringList ids;
        for (const Version &v : c.versions)
            ids << v.id;
        return ctx.fail(
            Text::tr("tpu-planner new: unknown TPU version \"%1\"; the catalog has: %2")
                .arg(json::echo(p.value(QStringLiteral("tpu"))), ids.join(QStringLiteral(", "))));
    }
    plan.tpuVersion = version->id;

    plan.machineType = p.value(QStringLiteral("machine-type"));
    if (p.isSet(QStringLiteral("topology"))) {
        QString why;
        const auto t = catalog::Topology::parse(p.value(QStringLiteral("topology")), &why);
        if (!t)
            return ctx.fail(Text::tr("tpu-planner new: --topology: %1").arg(why));
        plan.topology = *t;
    } else {
        // The smallest listed topology of the version in this mode (of the machine type, if given),
        // preferring rows the catalog is sure of (TPU7x 1x1x1 on tpu7x-standard-1t is not).
        const TopologyRow *smallest = nullptr;
        const auto key = [](const TopologyRow *t) {
            return std::make_pair(t->prov.isUncertain(QStringLiteral("*")), t->chips);
        };
        for (const Accelerator *a : c.acceleratorsOf(version->id))
            for (const TopologyRow *t : c.topologiesOf(plan.mode, a->label))
                if (!t->custom &&
                    (plan.machineType.isEmpty() || t->machineType == plan.machineType) &&
                    (!smallest || key(t) < key(smallest)))
                    smallest = t;
        if (!smallest)
            return ctx.fail(
                (plan.machineType.isEmpty()
                     ? Text::tr("tpu-planner new: %1 has no topology in %2 mode")
                     : Text::tr("tpu-planner new: %1 has no topology in %2 mode for %3"))
                    .arg(version->name, modeName(plan.mode), plan.machineType));
        plan.topology = smallest->topology;
    }
    if (plan.machineType.isEmpty())
        plan.machineType = defaultMachineType(c, plan.mode, version->id, plan.topology);

    plan.zone = p.value(QStringLiteral("zone"));
    if (plan.zone.isEmpty()) {
        if (const MachineType *mt = c.machineType(plan.machineType)) {
            const auto zones = c.zonesOf(mt->accelerator, plan.mode);
            if (!zones.empty())
                plan.zone = zones.front()->zone;
        }
    }

    bool ok = false;
    plan.slices = p.value(QStringLiteral("slices")).toInt(&ok);
    if (!ok || plan.slices < 1 || plan.slices > PlanFile::kMaxSlices)
        return ctx.fail(Text::tr("tpu-planner new: --slices must be a whole number from 1 to %1")
                            .arg(PlanFile::kMaxSlices));
    plan.clusterVersion = p.value(QStringLiteral("cluster-version"));
    const int consumptionFlags = int(p.isSet(QStringLiteral("spot"))) + int(p.isSet(QStringLiteral("flex-start")))
        + int(p.isSet(QStringLiteral("reservation")));
    if (consumptionFlags > 1)
        return ctx.fail(
            Text::tr("tpu-planner new: choose at most one of --spot, --flex-start, --reservation"));
    if (p.isSet(QStringLiteral("spot")))
        plan.consumption = Consumption::Spot;
    if (p.isSet(QStringLiteral("flex-start")))
        plan.consumption = Consumption::FlexStart;
    if (p.isSet(QStringLiteral("reservation"))) {
        plan.consumption = Consumption::Reservation;
        plan.reservation.name = p.value(QStringLiteral("reservation"));
        plan.reservation.project = p.value(QStringLiteral("reservation-project"));
    }
    if (p.isSet(QStringLiteral("autoscaling"))) {
        const QStringList mm = p.value(QStringLiteral("autoscaling")).split(QLatin1Char(':'));
        bool okMin = false, okMax = false;
        if (mm.size() == 2) {
            plan.autoscaling.minNodes = mm[0].toInt(&okMin);
            plan.autoscaling.maxNodes = mm[1].toInt(&okMax);
        }
        if (!okMin || !okMax)
            return ctx.fail(Text::tr("tpu-planner new: --autoscaling takes MIN:MAX, e.g. 0:4"));
        if (plan.autoscaling.minNodes < 0 || plan.autoscaling.maxNodes < 0
            || plan.autoscaling.minNodes > PlanFile::kMaxNodes || plan.autoscaling.maxNodes > PlanFile::kMaxNodes)
            return ctx.fail(
                Text::tr("tpu-planner new: --autoscaling MIN and MAX must be from 0 to %1")
                    .arg(PlanFile::kMaxNodes));
        plan.autoscaling.enabled = true;
    }
    if (p.isSet(QStringLiteral("name")))
        plan.clusterName = p.value(QStringLiteral("name"));
    plan.projectId = p.value(QStringLiteral("project"));
    plan.newCluster = !p.isSet(QStringLiteral("existing-cluster"));
    if (p.isSet(QStringLiteral("workload-name")))
        plan.workload.name = p.value(QStringLiteral("workload-name"));
    if (p.isSet(QStringLiteral("namespace")))
        plan.workload.nameSpace = p.value(QStringLiteral("namespace"));
    plan.workload.image = p.value(QStringLiteral("image"));
    plan.kueue = p.isSet(QStringLiteral("kueue"));
    const Resolution res = resolve(c, plan);
    plan.workload.kind = res.multiHost || plan.slices > 1 ? WorkloadKind::JobSet : WorkloadKind::Job;
    if (p.isSet(QStringLiteral("workload-kind"))) {
        const auto k = workloadKindFromId(p.value(QStringLiteral("workload-kind")));
        if (!k)
            return ctx.fail(Text::tr(
                "tpu-planner new: --workload-kind must be job, deployment, jobset or indexed-job"));
        plan.workload.kind = *k;
    }

    // Never write a plan the loader would refuse.
    const auto readBack = PlanFile::fromBytes(PlanFile::toBytes(plan), file);
    if (!readBack.plan || *readBack.plan != plan)
        return ctx.fail(Text::tr("tpu-planner new: the plan was not written: %1")
                            .arg(readBack.plan ? Text::tr("it would not read back unchanged")
                                               : readBack.error));
    const QString error = PlanFile::save(plan, file);
    if (!error.isEmpty())
        return ctx.fail(Text::tr("tpu-planner new: the plan was not written: %1").arg(error));
    const auto findings = checkPlan(c, plan, res); // the workload kind does not change what it resolves to
    out << Text::tr("Wrote %1: %2, %3 %4 in %5")
               .arg(file, modeName(plan.mode), plan.machineType, plan.topology.toString(),
                    plan.zone.isEmpty() ? Text::tr("(no zone)") : plan.zone)
        << '\n';
    if (hasErrors(findings)) {
        err << Text::tr("The plan has errors:") << '\n';
        for (const Finding &f : findings)
            if (f.severity == Severity::Error)
                err << "  [" << f.id << "] " << f.message << '\n';
        return PlanHasErrors;
    }
    return Ok;
}

} // namespace tpu::cli
