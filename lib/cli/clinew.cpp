// `tpu-planner new -o PLAN ...` writes a plan from flags, filling sensible defaults;
// `tpu-planner edit PLAN ...` changes one with the same flags and the window's change semantics.
#include "catalog/jsonreader.h"
#include "cli/cli.h"
#include "cli/clicommon.h"
#include "model/atomicfile.h"
#include "model/constraints.h"
#include "model/names.h"
#include "model/planedit.h"
#include "model/planfields.h"
#include "model/planfile.h"
#include "model/resolution.h"
#include "model/rules.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMap>
#include <algorithm>
#include <optional>

namespace tpu::cli {

using namespace tpu::catalog;
using namespace tpu::model;

namespace {

// The zone `new` picks without --zone (documented in docs/plan-file.md): among the zones the
// catalog lists for the TPU and mode, the first in a region the catalog has a price for, a US
// region before others, else the first listed. Empty when the catalog lists none.
QString defaultZone(const Catalog &c, const QString &accelerator, Mode mode,
                    const QString &versionId)
{
    const auto zones = c.zonesOf(accelerator, mode);
    const ZoneOffer *best = nullptr;
    int bestRank = 4;
    for (const ZoneOffer *z : zones) {
        const bool priced = c.price(versionId, z->region()) != nullptr;
        const bool us = z->region().startsWith(QLatin1String("us-"));
        const int rank = (priced ? 0 : 2) + (us ? 0 : 1);
        if (rank < bestRank) {
            bestRank = rank;
            best = z;
        }
    }
    return best ? best->zone : QString();
}

enum class Verb
{
    New,
    Edit
};

// The flags of `new`; `edit` takes the same, and a few that turn a choice off again.
QList<QCommandLineOption> planOptions(Verb verb)
{
    QList<QCommandLineOption> options{
        {{QStringLiteral("o"), QStringLiteral("output")},
         verb == Verb::New ? Text::tr("Plan file to write.")
                           : Text::tr("Write the changed plan here instead of over PLAN."),
         QStringLiteral("plan")},
        {QStringLiteral("mode"), Text::tr("autopilot (default) or standard."),
         QStringLiteral("mode")},
        {QStringLiteral("tpu"),
         Text::tr(
             "TPU version: v3, v4, v5e, v5p, v6e, tpu7x (or an alias such as trillium, ironwood)."),
         QStringLiteral("version")},
        {QStringLiteral("zone"),
         Text::tr("Zone (default: the first zone the catalog lists for the TPU in a region it has "
                  "a price for, US regions first)."),
         QStringLiteral("zone")},
        {QStringLiteral("topology"),
         Text::tr("Topology AxB or AxBxC (default: the smallest listed)."),
         QStringLiteral("topology")},
        {QStringLiteral("slices"), Text::tr("Number of slices (Multislice when more than 1)."),
         QStringLiteral("n")},
        {QStringLiteral("machine-type"),
         Text::tr(
             "Machine type (default: the one the topology lists; v5e/v6e 2x4: one 8-chip VM)."),
         QStringLiteral("type")},
        {QStringLiteral("spot"), Text::tr("Use Spot VMs.")},
        {QStringLiteral("flex-start"), Text::tr("Use flex-start provisioning.")},
        {QStringLiteral("reservation"), Text::tr("Consume this specific reservation."),
         QStringLiteral("name")},
        {QStringLiteral("reservation-affinity"),
         Text::tr("How the reservation is consumed: specific (the --reservation named) or "
                  "any-reservation-then-fail (any matching reservation, never on-demand; "
                  "Standard only, gcloud 575 or later; sets the consumption to reservation)."),
         QStringLiteral("specific|any-reservation-then-fail")},
        {QStringLiteral("autoscaling"),
         Text::tr("Node pool autoscaling MIN:MAX (multi-host: 0:VMS or VMS:VMS)."),
         QStringLiteral("min:max")},
        {QStringLiteral("existing-cluster"),
         Text::tr("The cluster exists already (exports do not create it).")},
        {QStringLiteral("workload"),
         Text::tr("What runs: training (Job / JobSet), serving (Deployment / LeaderWorkerSet) "
                  "or ray (RayCluster); the kind follows the slice (default training)."),
         QStringLiteral("what")},
        {QStringLiteral("workload-kind"),
         Text::tr("job, deployment, jobset, indexed-job, leaderworkerset or raycluster "
                  "(default: job single-host, jobset multi-host)."),
         QStringLiteral("kind")},
        {QStringLiteral("serving-port"),
         Text::tr("Serving: the container port the Service sends requests to (default 8000)."),
         QStringLiteral("port")},
        {QStringLiteral("kueue"), Text::tr("Queue the workload with Kueue.")},
        {QStringLiteral("then"),
         Text::tr("Fallback chain after the consumption above, in order (a GKE compute class): "
                  "comma-separated reservation, on-demand, flex-start, spot; \"none\" clears it."),
         QStringLiteral("list")},
        {QStringLiteral("scale-up-anyway"),
         Text::tr("With --then: scale up even when no step has capacity (whenUnsatisfiable: "
                  "ScaleUpAnyway).")},
        {QStringLiteral("force"), Text::tr("Overwrite an existing plan file.")},
    };
    // The flags of the plan's plain fields come from the field table (model/planfields.cpp).
    for (const PlanField &f : planFields()) {
        if (!f.flag.parse)
            continue;
        const QString help = QCoreApplication::translate("tpu::model::PlanFields", f.flag.help);
        if (*f.flag.valueName)
            options << QCommandLineOption(f.flag.names.first(), help,
                                          QLatin1String(f.flag.valueName));
        else
            options << QCommandLineOption(f.flag.names.first(), help);
        if (f.flag.negatable && verb == Verb::Edit)
            options << QCommandLineOption(QStringLiteral("no-") + f.flag.names.first(),
                                          Text::tr("Turn --%1 off.").arg(f.flag.names.first()));
    }
    if (verb == Verb::Edit)
        options << QCommandLineOption(QStringLiteral("on-demand"), Text::tr("Use on-demand VMs."))
                << QCommandLineOption(QStringLiteral("no-autoscaling"),
                                      Text::tr("Turn node pool autoscaling off."))
                << QCommandLineOption(QStringLiteral("no-kueue"),
                                      Text::tr("Do not queue with Kueue."))
                << QCommandLineOption(QStringLiteral("new-cluster"),
                                      Text::tr("The exports create the cluster."));
    return options;
}

// Applies the flags of one wizard step to `plan`. Returns -1, or the exit code after saying why.
struct StepFlags
{
    VerbContext &ctx;
    const Catalog &cat;
    Plan &plan;

    bool isSet(const char *name) const { return isSet(QLatin1String(name)); }
    bool isSet(const QString &option) const
    {
        // The flags only `edit` has are never set for `new`.
        static const QStringList editOnly{
            QStringLiteral("on-demand"), QStringLiteral("no-autoscaling"),
            QStringLiteral("no-kueue"), QStringLiteral("new-cluster")};
        return !(ctx.verb == QLatin1String("new") &&
                 (editOnly.contains(option) || option.startsWith(QLatin1String("no-")))) &&
               ctx.parser.isSet(option);
    }
    QString value(const char *name) const { return ctx.parser.value(QLatin1String(name)); }
    int fail(const QString &why) const
    {
        return ctx.fail(Text::tr("tpu-planner %1: %2").arg(ctx.verb, why));
    }

    int apply(Step step)
    {
        int rc = -1;
        switch (step) {
        case Step::Mode:
            rc = mode();
            break;
        case Step::Version:
            rc = version();
            break;
        case Step::Zone:
            if (isSet("zone"))
                plan.zone = value("zone");
            break;
        case Step::Topology:
            rc = topology();
            break;
        case Step::Options:
            rc = options();
            break;
        case Step::Summary:
            break;
        }
        return rc >= 0 ? rc : tableFields(step);
    }

    // The step's plain fields, whose flags the field table describes.
    int tableFields(Step step)
    {
        for (const PlanField &f : planFields()) {
            if (f.step != step || !f.flag.parse)
                continue;
            const QString name = f.flag.names.first();
            const QString off = QStringLiteral("no-") + name;
            if (f.flag.negatable && isSet(name) && isSet(off))
                return fail(Text::tr("choose one of --%1 and --%2").arg(name, off));
            QString text;
            if (f.flag.negatable && isSet(name))
                text = QStringLiteral("1");
            else if (f.flag.negatable && isSet(off))
                text = QStringLiteral("0");
            else if (isSet(name))
                text = ctx.parser.value(name);
            else
                continue;
            if (const QString why = f.flag.parse(text, plan); !why.isEmpty())
                return fail(why);
        }
        return -1;
    }

    int mode()
    {
        if (isSet("mode")) {
            const auto m = modeFromId(value("mode"));
            if (!m)
                return fail(Text::tr("--mode must be autopilot or standard"));
            plan.mode = *m;
        }
        if (isSet("existing-cluster") && isSet("new-cluster"))
            return fail(Text::tr("choose one of --existing-cluster and --new-cluster"));
        if (isSet("existing-cluster"))
            plan.newCluster = false;
        if (isSet("new-cluster"))
            plan.newCluster = true;
        return -1;
    }

    int version()
    {
        if (isSet("tpu")) {
            const Version *v = cat.version(value("tpu"));
            if (!v)
                return fail(unknownVersionMessage(cat, value("tpu")));
            plan.tpuVersion = v->id;
        }
        if (isSet("machine-type")) {
            // A mistyped machine type is refused, not replaced by reconcile with another one.
            const MachineType *mt = cat.machineType(value("machine-type"));
            const Accelerator *acc = mt ? cat.accelerator(mt->accelerator) : nullptr;
            if (const Version *v = cat.version(plan.tpuVersion);
                v && (!acc || acc->version != v->id)) {
                QStringList names;
                for (const Accelerator *a : cat.acceleratorsOf(v->id))
                    for (const MachineType *m : cat.machineTypesOf(a->label))
                        names << m->name;
                names.removeDuplicates();
                return fail(Text::tr("--machine-type \"%1\" is not a %2 machine type; %2 has: %3")
                                .arg(json::echo(value("machine-type")), v->name,
                                     names.join(QStringLiteral(", "))));
            }
            plan.machineType = value("machine-type");
        }
        return -1;
    }

    int topology()
    {
        if (isSet("topology")) {
            QString why;
            const auto t = Topology::parse(value("topology"), &why);
            if (!t)
                return fail(Text::tr("--topology: %1").arg(why));
            // A shape of the wrong dimension is named as such, not left to become "no machine
            // type".
            if (const Version *v = cat.version(plan.tpuVersion)) {
                const QString wrong = topologyDimensionError(cat, plan.mode, *v, *t).toString();
                if (!wrong.isEmpty())
                    return fail(Text::tr("--topology: %1").arg(wrong));
            }
            plan.topology = *t;
        }
        if (isSet("slices")) {
            bool ok = false;
            const int n = value("slices").toInt(&ok);
            if (!ok || n < 1 || n > PlanFile::kMaxSlices)
                return fail(Text::tr("--slices must be a whole number from 1 to %1")
                                .arg(PlanFile::kMaxSlices));
            plan.slices = n;
        }
        return -1;
    }

    // The options step: how the slices are consumed, autoscaling, the workload, queueing.
    int options()
    {
        int rc = consumption();
        if (rc < 0)
            rc = autoscaling();
        if (rc < 0)
            rc = workload();
        return rc >= 0 ? rc : queueing();
    }

    int consumption()
    {
        const int consumptionFlags = int(isSet("spot")) + int(isSet("flex-start")) +
                                     int(isSet("reservation")) + int(isSet("on-demand"));
        std::optional<ReservationAffinity> affinity;
        if (isSet("reservation-affinity")) {
            affinity = reservationAffinityFromId(value("reservation-affinity"));
            if (!affinity)
                return fail(Text::tr("--reservation-affinity must be specific or "
                                     "any-reservation-then-fail"));
            // Any matching reservation is a consumption of its own: never beside another one.
            if (*affinity == ReservationAffinity::AnyThenFail &&
                consumptionFlags > int(isSet("reservation")))
                return fail(Text::tr("--reservation-affinity any-reservation-then-fail consumes "
                                     "a reservation: leave out --on-demand, --spot and "
                                     "--flex-start"));
        }
        if (consumptionFlags > 1)
            return fail(ctx.verb == QLatin1String("new")
                            ? Text::tr("choose at most one of --spot, --flex-start, --reservation")
                            : Text::tr("choose at most one of --on-demand, --spot, --flex-start, "
                                       "--reservation"));
        if (isSet("on-demand"))
            plan.consumption = Consumption::OnDemand;
        if (isSet("spot"))
            plan.consumption = Consumption::Spot;
        if (isSet("flex-start"))
            plan.consumption = Consumption::FlexStart;
        if (isSet("reservation")) {
            plan.consumption = Consumption::Reservation;
            plan.reservation.name = value("reservation");
            plan.reservation.affinity = ReservationAffinity::Specific;
        }
        if (affinity) {
            plan.reservation.affinity = *affinity;
            if (*affinity == ReservationAffinity::AnyThenFail) {
                plan.consumption = Consumption::Reservation;
                plan.calendar.enabled = false;
            }
        }
        return -1;
    }

    int autoscaling()
    {
        if (isSet("autoscaling") && isSet("no-autoscaling"))
            return fail(Text::tr("choose one of --autoscaling and --no-autoscaling"));
        if (isSet("no-autoscaling"))
            plan.autoscaling.enabled = false;
        if (isSet("autoscaling")) {
            const QStringList mm = value("autoscaling").split(QLatin1Char(':'));
            bool okMin = false, okMax = false;
            int min = 0, max = 0;
            if (mm.size() == 2) {
                min = mm[0].toInt(&okMin);
                max = mm[1].toInt(&okMax);
            }
            if (!okMin || !okMax)
                return fail(Text::tr("--autoscaling takes MIN:MAX, e.g. 0:4"));
            if (min < 0 || max < 0 || min > PlanFile::kMaxNodes || max > PlanFile::kMaxNodes)
                return fail(Text::tr("--autoscaling MIN and MAX must be from 0 to %1")
                                .arg(PlanFile::kMaxNodes));
            plan.autoscaling.enabled = true;
            plan.autoscaling.minNodes = min;
            plan.autoscaling.maxNodes = max;
        }
        return -1;
    }

    int workload()
    {
        if (isSet("workload") && isSet("workload-kind"))
            return fail(Text::tr("choose one of --workload and --workload-kind"));
        if (isSet("workload")) {
            const auto purpose = workloadPurposeFromId(value("workload"));
            if (!purpose)
                return fail(Text::tr("--workload must be training, serving or ray"));
            plan.workload.kind = workloadKindOnSlice(*purpose, resolve(cat, plan));
        }
        if (isSet("workload-kind")) {
            const auto k = workloadKindFromId(value("workload-kind"));
            if (!k)
                return fail(Text::tr("--workload-kind must be one of: %1")
                                .arg(workloadKindIds().join(QStringLiteral(", "))));
            plan.workload.kind = *k;
        }
        if (isSet("serving-port")) {
            bool ok = false;
            const int port = value("serving-port").toInt(&ok);
            if (!ok || port < 1 || port > 65535)
                return fail(Text::tr("--serving-port must be a port number from 1 to 65535"));
            plan.workload.servingPort = port;
        }
        return -1;
    }

    // Kueue, the fallback chain (--then) and scaling up anyway.
    int queueing()
    {
        if (isSet("kueue") && isSet("no-kueue"))
            return fail(Text::tr("choose one of --kueue and --no-kueue"));
        if (isSet("kueue"))
            plan.kueue = true;
        if (isSet("no-kueue"))
            plan.kueue = false;
        if (isSet("then")) {
            std::vector<Consumption> steps;
            const QString list = value("then");
            if (list != QLatin1String("none"))
                for (const QString &id : list.split(QLatin1Char(','))) {
                    const auto c = consumptionFromId(id.trimmed());
                    if (!c)
                        return fail(
                            Text::tr("--then takes reservation, on-demand, flex-start or spot, "
                                     "separated by commas (or none), not \"%1\"")
                                .arg(json::echo(id)));
                    steps.push_back(*c);
                }
            if (steps.size() > 3)
                return fail(Text::tr("--then takes at most 3 steps"));
            plan.fallback = steps;
        }
        if (isSet("scale-up-anyway"))
            plan.scaleUpAnyway = true;
        return -1;
    }
};

// Parses the verb's flags and refuses values that could not be stored exactly as given.
int parsePlanFlags(VerbContext &ctx, const QStringList &args, Verb verb)
{
    auto &parser = ctx.parser;
    parser.addOptions(planOptions(verb));
    const int rc =
        verb == Verb::New
            ? ctx.parse(args, Text::tr("Write a new plan file from flags."), {})
            : ctx.parse(args,
                        Text::tr("Change a plan with the flags of `new`, mending later "
                                 "choices as the window does, and write it."),
                        {}, QStringLiteral("plan"), Text::tr("The plan file to change."));
    if (rc >= 0)
        return rc;
    // A flag value is stored exactly as given: one with a control character or surrounding
    // whitespace ($'my-res\n', " 4x4") is refused here rather than checked trimmed and exported
    // raw.
    for (const QString &name : parser.optionNames()) {
        if (name == QLatin1String("o") || name == QLatin1String("output") ||
            name == QLatin1String("catalog") || name == QLatin1String("topology"))
            continue; // file names are the user's business; a topology is normalised by its parser
        for (const QString &value : parser.values(name)) {
            const QString why = unsafeTextReason(value, false);
            if (!why.isEmpty())
                return ctx.fail(Text::tr("tpu-planner %1: --%2 \"%3\" %4; give the value "
                                         "without it")
                                    .arg(ctx.verb, name, printableText(value), why));
        }
    }
    return -1;
}

// Writes `plan` to `file` when it reads back unchanged, then prints its errors. `unchangedSince`:
// see PlanFile::save; `through`: the symbolic link the user named, when `file` is its target.
int writePlan(VerbContext &ctx, const Catalog &c, const Plan &plan, const QString &file,
              const model::io::FileStamp *unchangedSince = nullptr, const QString &through = {},
              model::Resolver *resolver = nullptr)
{
    // Never write a plan the loader would refuse.
    const auto readBack = PlanFile::fromBytes(PlanFile::toBytes(plan), file);
    if (!readBack.plan || *readBack.plan != plan)
        return ctx.fail(Text::tr("tpu-planner %1: the plan was not written: %2")
                            .arg(ctx.verb, readBack.plan
                                               ? Text::tr("it would not read back unchanged")
                                               : readBack.error));
    const QString error = PlanFile::save(plan, file, unchangedSince);
    if (!error.isEmpty())
        return ctx.fail(
            Text::tr("tpu-planner %1: the plan was not written: %2").arg(ctx.verb, error));
    // With the edit's resolver, the plan its last step resolved is not resolved again.
    const auto findings = checkPlan(c, plan, resolver ? (*resolver)(plan) : resolve(c, plan));
    ctx.out
        << Text::tr("Wrote %1: %2, %3 %4 in %5")
               .arg(through.isEmpty()
                        ? file
                        : Text::tr("%1 (the plan the link %2 points to)").arg(file, through),
                    modeName(plan.mode), plan.machineType,
                    plan.slices > 1
                        ? Text::tr("%1 × %2 slices").arg(plan.topology.toString()).arg(plan.slices)
                        : plan.topology.toString(),
                    plan.zone.isEmpty() ? Text::tr("(no zone)") : plan.zone)
        << '\n';
    if (hasErrors(findings)) {
        ctx.err << Text::tr("The plan has errors:") << '\n';
        for (const Finding &f : findings)
            if (f.severity == Severity::Error)
                ctx.err << "  [" << f.id << "] " << f.message.toString() << '\n';
        return PlanHasErrors;
    }
    return Ok;
}

} // namespace

int runNew(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("new"));
    auto &parser = ctx.parser;
    if (const int rc = parsePlanFlags(ctx, args, Verb::New); rc >= 0)
        return rc;
    if (!parser.positionalArguments().isEmpty())
        return ctx.fail(Text::tr("tpu-planner new: unexpected argument \"%1\"")
                            .arg(json::echo(parser.positionalArguments().first())));
    const QString file = parser.value(QStringLiteral("output"));
    if (file.isEmpty())
        return ctx.fail(Text::tr("tpu-planner new: -o PLAN is required"));
    if (QFileInfo::exists(file) && !parser.isSet(QStringLiteral("force")))
        return ctx.fail(
            Text::tr("tpu-planner new: %1 exists; use --force to overwrite it").arg(file));
    const auto loaded = ctx.loadCatalog();
    if (!loaded.ok())
        return ctx.fail(loaded.errorMessage());
    const Catalog &c = *loaded.catalog;

    Plan plan;
    StepFlags flags{ctx, c, plan};
    if (!parser.isSet(QStringLiteral("tpu")))
        return ctx.fail(Text::tr(
            "tpu-planner new: --tpu VERSION is required (see tpu-planner catalog versions)"));
    for (Step s : {Step::Mode, Step::Version, Step::Topology})
        if (const int rc = flags.apply(s); rc >= 0)
            return rc;
    const Version *version = c.version(plan.tpuVersion);
    if (plan.topology.isEmpty()) {
        const TopologyRow *smallest =
            smallestListedTopology(c, plan.mode, version->id, plan.machineType);
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
    if (const int rc = flags.apply(Step::Zone); rc >= 0)
        return rc;
    if (plan.zone.isEmpty()) {
        if (const MachineType *mt = c.machineType(plan.machineType))
            plan.zone = defaultZone(c, mt->accelerator, plan.mode, version->id);
    }
    plan.workload.kind = workloadKindOnSlice(WorkloadPurpose::Training, resolve(c, plan));
    if (const int rc = flags.apply(Step::Options); rc >= 0)
        return rc;
    noteReservationChoice(Plan{}, plan);
    return writePlan(ctx, c, plan, file);
}

int runEdit(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("edit"));
    auto &parser = ctx.parser;
    if (const int rc = parsePlanFlags(ctx, args, Verb::Edit); rc >= 0)
        return rc;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1)
        return ctx.fail(Text::tr("tpu-planner edit: give exactly one plan file"));
    const QString in = pos.first();
    QString file =
        parser.isSet(QStringLiteral("output")) ? parser.value(QStringLiteral("output")) : in;
    const bool samePlan = QFileInfo(file).absoluteFilePath() == QFileInfo(in).absoluteFilePath() ||
                          (QFileInfo::exists(file) && QFileInfo(file).canonicalFilePath() ==
                                                          QFileInfo(in).canonicalFilePath());
    if (!samePlan && QFileInfo::exists(file) && !parser.isSet(QStringLiteral("force")))
        return ctx.fail(
            Text::tr("tpu-planner edit: %1 exists; use --force to overwrite it").arg(file));
    // The plan edited in place through a symbolic link (`edit LINK`, `edit PLAN -o LINK` with
    // LINK pointing at PLAN): the plan behind the link is written and the link stays. Replacing
    // the link with a file would leave the plan as it was while saying "Wrote".
    QString through;
    if (samePlan && QFileInfo(file).isSymLink() && QFileInfo::exists(file)) {
        through = file;
        file = QFileInfo(file).canonicalFilePath();
    }
    // Read, change, write back: one writer at a time, and a plan another program changed since
    // it was read is never overwritten (its change would be lost silently).
    const model::io::WriterLock lock(file);
    if (!lock.isLocked())
        return ctx.fail(Text::tr("tpu-planner edit: %1").arg(lock.error()));
    const model::io::FileStamp stamp = model::io::stampOf(file);
    const auto loaded = ctx.loadCatalog();
    if (!loaded.ok())
        return ctx.fail(loaded.errorMessage());
    const Catalog &c = *loaded.catalog;
    const auto plan0 = PlanFile::load(in);
    if (!plan0.plan)
        return ctx.fail(plan0.error);

    // Step by step, as the window applies them: each step's flags, then the mending of later
    // steps by the same reconcile the wizard runs.
    Plan plan = *plan0.plan;
    StepFlags flags{ctx, c, plan};
    // What a later step's flag sets is the user's word: a mending of that field by an earlier
    // step is not reported (the flag overrode it).
    const auto setLater = [&](Step after, const QString &field) {
        static const std::vector<std::pair<Step, QStringList>> flagsOf{
            {Step::Zone, {QStringLiteral("zone")}},
            {Step::Topology, {QStringLiteral("topology"), QStringLiteral("slices")}},
            {Step::Options,
             {QStringLiteral("workload.kind"), QStringLiteral("autoscaling"),
              QStringLiteral("reservation.name")}}};
        static const QMap<QString, QStringList> flagNames{
            {QStringLiteral("zone"), {QStringLiteral("zone")}},
            {QStringLiteral("topology"), {QStringLiteral("topology"), QStringLiteral("slices")}},
            {QStringLiteral("slices"), {QStringLiteral("topology"), QStringLiteral("slices")}},
            {QStringLiteral("workload.kind"),
             {QStringLiteral("workload-kind"), QStringLiteral("workload")}},
            {QStringLiteral("autoscaling"),
             {QStringLiteral("autoscaling"), QStringLiteral("no-autoscaling")}},
            {QStringLiteral("reservation.name"),
             {QStringLiteral("reservation"), QStringLiteral("reservation-machine-type"),
              QStringLiteral("reservation-zone"), QStringLiteral("on-demand"),
              QStringLiteral("spot"), QStringLiteral("flex-start")}}};
        for (const auto &[step, fields] : flagsOf)
            if (step > after && fields.contains(field))
                for (const QString &flag : flagNames.value(field))
                    if (parser.isSet(flag))
                        return true;
        return false;
    };
    std::vector<PlanChange> shown;
    // One resolver for every step and the final check: each distinct shape the plan takes is
    // resolved once, and the rules run once, on the plan written.
    model::Resolver resolver(c);
    for (Step s : {Step::Mode, Step::Version, Step::Zone, Step::Topology, Step::Options}) {
        const Plan before = plan;
        if (const int rc = flags.apply(s); rc >= 0)
            return rc;
        if (plan == before)
            continue;
        noteReservationChoice(before, plan);
        if (!differsInReconciledChoices(before, plan))
            continue;
        for (auto &change : reconcile(c, plan, s, &resolver)) {
            // Each line once: a later step's mending may say again what an earlier one said.
            const bool seen = std::any_of(shown.begin(), shown.end(), [&](const PlanChange &x) {
                return x.message == change.message;
            });
            if (!seen && !setLater(s, change.field))
                shown.push_back(std::move(change));
        }
    }
    if (plan == *plan0.plan) {
        out << Text::tr("%1 is unchanged.").arg(in) << '\n';
        if (samePlan)
            return hasErrors(checkPlan(c, plan, resolver(plan))) ? PlanHasErrors : Ok;
    }
    if (!shown.empty()) {
        out << Text::tr("Also changed, to keep the plan consistent:") << '\n';
        for (const PlanChange &change : shown)
            out << "  - " << change.message << '\n';
    }
    return writePlan(ctx, c, plan, file, &stamp, through, &resolver);
}

} // namespace tpu::cli
