#include "export/gcloudscript.h"

#include "catalog/catalog.h"
#include "export/manifests.h"
#include "export/scriptguards.h"
#include "model/availability.h"
#include "model/resolution.h"
#include "model/rules.h"
#include "model/shellquote.h"
#include "model/snapshot.h"
#include "model/summary.h"

#include <cmath>

namespace tpu::exporters {

using catalog::Mode;
using model::Consumption;
using model::Plan;

ShellCode scriptVarName(ScriptVar var)
{
    switch (var) {
    case ScriptVar::Project:
        return "PROJECT";
    case ScriptVar::Region:
        return "REGION";
    case ScriptVar::Location:
        return "LOCATION";
    case ScriptVar::Zone:
        return "ZONE";
    case ScriptVar::Cluster:
        return "CLUSTER";
    }
    return {};
}

void GcloudCommand::insert(const QString &a, const ShellCode &w)
{
    const qsizetype end = args.indexOf(QStringLiteral("--"));
    if (end < 0) {
        args << a;
        words << w;
    } else {
        args.insert(end, a);
        words.insert(end, w);
    }
}

GcloudCommand &GcloudCommand::arg(const QString &a)
{
    insert(a, ShellCode::quote(a));
    return *this;
}

GcloudCommand &GcloudCommand::var(const QString &prefix, ScriptVar v, const QString &value)
{
    const ShellCode ref = ShellCode("\"${%1}\"").arg({scriptVarName(v)});
    insert(prefix + value, prefix.isEmpty() ? ref : ShellCode::quote(prefix) + ref);
    return *this;
}

GcloudCommand &GcloudCommand::positional(const QString &value)
{
    if (!args.contains(QStringLiteral("--"))) {
        args << QStringLiteral("--");
        words << "--";
    }
    args << value;
    words << ShellCode::quote(value);
    return *this;
}

GcloudCommand &GcloudCommand::positional(ScriptVar v, const QString &value)
{
    positional(value);
    words.last() = ShellCode("\"${%1}\"").arg({scriptVarName(v)});
    return *this;
}

QString projectOrPlaceholder(const Plan &p)
{
    return p.projectId.isEmpty() ? projectPlaceholder() : p.projectId;
}

namespace {

// Every command names its project, so the script never acts on whatever project the user's
// gcloud has active; the script refuses to run while PROJECT is the placeholder.
void common(GcloudCommand &cmd, const model::Snapshot &snap)
{
    cmd.var(QStringLiteral("--project="), ScriptVar::Project, projectOrPlaceholder(snap.plan));
    cmd.var(QStringLiteral("--location="), ScriptVar::Location, snap.deployment.cluster.location);
}

void argsOf(GcloudCommand &cmd, const QStringList &args)
{
    for (const QString &a : args)
        cmd.arg(a);
}

// "container clusters VERB CLUSTER": the cluster name as the script's variable.
void clusterCommand(GcloudCommand &cmd, const QString &verb, const model::Snapshot &snap)
{
    cmd.arg(QStringLiteral("container")).arg(QStringLiteral("clusters")).arg(verb);
    cmd.positional(ScriptVar::Cluster, snap.plan.clusterName);
    common(cmd, snap);
}

// Node auto-provisioning (Standard): GKE creates TPU slice node pools for pending workloads,
// within the deployment's limits: the TPU nodes at their largest credible size plus headroom for
// the cluster's other node pools, which GKE counts too (TPU limits as --max-accelerator).
QStringList autoprovisioningFlags(const model::Snapshot &snap)
{
    const model::Autoprovisioning &a = snap.deployment.autoprovisioning;
    if (!a.enabled)
        return {};
    return {
        QStringLiteral("--enable-autoprovisioning"), QStringLiteral("--max-cpu=%1").arg(a.maxCpu),
        QStringLiteral("--max-memory=%1").arg(a.maxMemoryGiB),
        QStringLiteral("--max-accelerator=type=%1,count=%2").arg(a.accelerator).arg(a.maxChips)};
}

// The describe command apply.sh runs before `cmd` creates something: its output holds `match`
// when the thing exists.
void existsCheck(GcloudCommand &cmd, const QStringList &describeWords, const QString &name,
                 const model::Snapshot &snap, bool regional, bool cluster, const QString &format,
                 const QString &match)
{
    const Plan &p = snap.plan;
    GcloudCommand check;
    for (const QString &w : describeWords)
        check.arg(w);
    if (cluster)
        check.positional(ScriptVar::Cluster, p.clusterName);
    else
        check.positional(name);
    check.var(QStringLiteral("--project="), ScriptVar::Project, projectOrPlaceholder(p));
    if (regional)
        check.var(QStringLiteral("--region="), ScriptVar::Region, p.region());
    else
        check.var(QStringLiteral("--location="), ScriptVar::Location,
                  snap.deployment.cluster.location);
    if (!cluster && describeWords.value(1) == QLatin1String("node-pools"))
        check.var(QStringLiteral("--cluster="), ScriptVar::Cluster, p.clusterName);
    check.arg(QStringLiteral("--format=") + format);
    cmd.existsArgs = check.args;
    cmd.existsWords = check.words;
    cmd.existsMatch = match;
}

// `text` as gcloud's json format writes a string (Python's json.dumps with ensure_ascii=False):
// in double quotes, with " and \\ escaped, control characters below U+0020 as \\n, \\t, ... or
// \\u00XX, everything else as it is. An exists check matches a map key of that output.
QString gcloudJsonString(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'"':
            out += QStringLiteral("\\\"");
            break;
        case u'\\':
            out += QStringLiteral("\\\\");
            break;
        case u'\n':
            out += QStringLiteral("\\n");
            break;
        case u'\r':
            out += QStringLiteral("\\r");
            break;
        case u'\t':
            out += QStringLiteral("\\t");
            break;
        case u'\b':
            out += QStringLiteral("\\b");
            break;
        case u'\f':
            out += QStringLiteral("\\f");
            break;
        default:
            if (c.unicode() < 0x20)
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    return out + QLatin1Char('"');
}

} // namespace

std::vector<GcloudCommand> preflightChecks(const model::Snapshot &snap);

namespace {

// gcloud.sh's checks before it creates anything (preflightChecks), each answer read bounded.
ShellCode preflightLines(const model::Snapshot &snap)
{
    using Q = ShellCode;
    const auto checks = preflightChecks(snap);
    auto line = [](const GcloudCommand &c) { return Q::join(c.words, " "); };
    ShellCode s =
        "# Before anything: gcloud needs an active account, and the project the Kubernetes "
        "Engine API.\n";
    s += ShellCode("if [ -z \"$(gcloud %1 | head -c 4096)\" ]; then\n"
                   "    echo \"gcloud.sh: gcloud has no active account. Run: gcloud auth login\" "
                   ">&2\n"
                   "    exit 1\n"
                   "fi\n"
                   "if ! API=$(gcloud %2 | head -c 4096); then\n"
                   "    echo \"gcloud.sh: could not tell whether the Kubernetes Engine API is "
                   "enabled in ${PROJECT} (gcloud's message is above); going on.\" >&2\n"
                   "elif [ -z \"${API}\" ]; then\n"
                   "    echo \"gcloud.sh: the Kubernetes Engine API is not enabled in project "
                   "${PROJECT}. Run: gcloud services enable container.googleapis.com "
                   "--project=${PROJECT}\" >&2\n"
                   "    exit 1\n"
                   "fi\n")
             .arg({line(checks.at(0)), line(checks.at(1))});
    if (!snap.plan.newCluster)
        s += ShellCode("# The cluster exists: every command names its location.\n"
                       "if ! WHERE=$(gcloud %1 | head -c 4096); then\n"
                       "    echo \"gcloud.sh: could not list the clusters of ${PROJECT}; nothing "
                       "was created.\" >&2\n"
                       "    exit 1\n"
                       "fi\n"
                       "case \" $(printf '%s' \"${WHERE}\" | tr '\\n' ' ') \" in\n"
                       "    *\" ${LOCATION} \"*) ;;\n"
                       "    *) echo \"gcloud.sh: cluster ${CLUSTER} is not in ${LOCATION} (gcloud "
                       "lists it in: $(printf '%s' \"${WHERE}\" | tr -cd 'a-z0-9- ')). Set the "
                       "plan's cluster location (--cluster-location) and export again.\" >&2\n"
                       "       exit 1 ;;\n"
                       "esac\n")
                 .arg({line(checks.at(2))});
    return s + "\n";
}

} // namespace

std::optional<VersionGate> versionGate(const model::Snapshot &snap)
{
    const Plan &p = snap.plan;
    if (!p.newCluster || !p.clusterVersion.isEmpty())
        return std::nullopt;
    const auto needs = model::gkeNeeds(*snap.catalog, p, snap.resolution);
    if (needs.empty())
        return std::nullopt;
    const model::GkeNeed *highest = &needs.front();
    for (const auto &n : needs)
        if (n.version.compare(highest->version) == catalog::GkeVersion::Order::Greater)
            highest = &n;
    VersionGate g;
    g.minimum = highest->version.toString();
    g.channel = model::effectiveReleaseChannel(p);
    g.channelName = g.channel.toUpper();
    for (const auto &n : needs)
        g.reasons << QStringLiteral("%1: %2").arg(n.reason, n.version.toString());
    g.query.arg(QStringLiteral("container")).arg(QStringLiteral("get-server-config"));
    g.query.var(QStringLiteral("--project="), ScriptVar::Project, projectOrPlaceholder(p));
    g.query.var(QStringLiteral("--location="), ScriptVar::Region, p.region());
    g.query.arg(QStringLiteral("--flatten=channels"))
        .arg(QStringLiteral("--filter=channels.channel=") + g.channelName)
        .arg(QStringLiteral("--format=value(channels.defaultVersion)"));
    return g;
}

std::vector<GcloudCommand> preflightChecks(const model::Snapshot &snap)
{
    const Plan &p = snap.plan;
    GcloudCommand account;
    account.comment = QStringLiteral("gcloud has an active account.");
    argsOf(account,
           {QStringLiteral("auth"), QStringLiteral("list"),
            QStringLiteral("--filter=status:ACTIVE"), QStringLiteral("--format=value(account)")});
    GcloudCommand api;
    api.comment = QStringLiteral("The project has the Kubernetes Engine API.");
    argsOf(api, {QStringLiteral("services"), QStringLiteral("list"), QStringLiteral("--enabled")});
    api.var(QStringLiteral("--project="), ScriptVar::Project, projectOrPlaceholder(p));
    argsOf(api, {QStringLiteral("--filter=config.name=container.googleapis.com"),
                 QStringLiteral("--format=value(config.name)")});
    GcloudCommand where;
    where.comment = QStringLiteral("Where the plan's cluster is.");
    argsOf(where,
           {QStringLiteral("container"), QStringLiteral("clusters"), QStringLiteral("list")});
    where.var(QStringLiteral("--project="), ScriptVar::Project, projectOrPlaceholder(p));
    where.var(QStringLiteral("--filter=name="), ScriptVar::Cluster, p.clusterName);
    where.arg(QStringLiteral("--format=value(location)"));
    return {account, api, where};
}

std::vector<GcloudCommand> gcloudCommands(const catalog::Catalog &c, const Plan &p)
{
    return gcloudCommands(*model::makeSnapshot(c, p));
}

namespace {

// The cluster: created (Autopilot or Standard), or an existing one's node auto-provisioning
// turned on; nothing for an existing cluster without it.
std::optional<GcloudCommand> gcloudClusterCommand(const model::Snapshot &snap)
{
    const Plan &p = snap.plan;
    if (p.newCluster) {
        GcloudCommand cmd;
        if (p.mode == Mode::Autopilot) {
            cmd.comment =
                QStringLiteral("Create the Autopilot cluster. GKE creates the TPU nodes from the "
                               "workload's nodeSelectors and google.com/tpu requests.");
            clusterCommand(cmd, QStringLiteral("create-auto"), snap);
        } else {
            cmd.comment =
                QStringLiteral("Create the Standard cluster (regional control plane); the TPU node "
                               "pools follow.");
            clusterCommand(cmd, QStringLiteral("create"), snap);
        }
        // No version chosen: no --cluster-version; the release channel's default applies (rule
        // gke.version-unset says what that means for the minimum).
        if (!p.clusterVersion.isEmpty())
            cmd.arg(QStringLiteral("--cluster-version=") + p.clusterVersion);
        // A plan that needs a minimum version names the channel whose default the scripts check.
        if (!p.releaseChannel.isEmpty())
            cmd.arg(QStringLiteral("--release-channel=") + p.releaseChannel);
        else if (const auto gate = versionGate(snap))
            cmd.arg(QStringLiteral("--release-channel=") + gate->channel);
        if (p.mode == Mode::Standard)
            argsOf(cmd, autoprovisioningFlags(snap));
        existsCheck(
            cmd,
            {QStringLiteral("container"), QStringLiteral("clusters"), QStringLiteral("describe")},
            {}, snap, false, true, QStringLiteral("value(name)"), p.clusterName);
        return cmd;
    }
    if (snap.deployment.autoprovisioning.enabled) {
        GcloudCommand cmd;
        cmd.comment = QStringLiteral("Turn on node auto-provisioning on the existing cluster.");
        clusterCommand(cmd, QStringLiteral("update"), snap);
        argsOf(cmd, autoprovisioningFlags(snap));
        existsCheck(
            cmd,
            {QStringLiteral("container"), QStringLiteral("clusters"), QStringLiteral("describe")},
            {}, snap, false, true, QStringLiteral("value(autoscaling.enableNodeAutoprovisioning)"),
            QStringLiteral("True"));
        return cmd;
    }
    return std::nullopt;
}

// TPU7x: the workload policy that places a multi-host slice.
GcloudCommand gcloudWorkloadPolicy(const model::Snapshot &snap, const model::WorkloadPolicy &policy)
{
    const Plan &p = snap.plan;
    GcloudCommand wp;
    wp.comment = QStringLiteral("TPU7x multi-host slices are placed by a workload policy with the "
                                "slice's topology (instead of --tpu-topology).");
    argsOf(wp, {QStringLiteral("compute"), QStringLiteral("resource-policies"),
                QStringLiteral("create"), QStringLiteral("workload-policy")});
    wp.positional(policy.name);
    wp.var(QStringLiteral("--project="), ScriptVar::Project, projectOrPlaceholder(p));
    wp.var(QStringLiteral("--region="), ScriptVar::Region, p.region());
    argsOf(wp, {QStringLiteral("--type=HIGH_THROUGHPUT"),
                QStringLiteral("--accelerator-topology=") + policy.topology});
    existsCheck(wp,
                {QStringLiteral("compute"), QStringLiteral("resource-policies"),
                 QStringLiteral("describe")},
                policy.name, snap, true, false,
                QStringLiteral("value[separator=\",\"](name,workloadPolicy.type,"
                               "workloadPolicy.acceleratorTopology)"),
                policy.name);
    wp.existsShape =
        QStringList{policy.name, QStringLiteral("HIGH_THROUGHPUT"), policy.topology}.join(
            QLatin1Char(','));
    wp.existsShapeFields = QStringLiteral("name, type, accelerator topology");
    return wp;
}

// The calendar-mode future reservation, with the check that finds it made.
GcloudCommand gcloudFutureReservation(const model::Snapshot &snap,
                                      const model::FutureReservation &fr)
{
    const Plan &p = snap.plan;
    GcloudCommand cr;
    cr.comment =
        QStringLiteral("Request the calendar-mode future reservation %1: %2 TPU chips (%3, %4) "
                       "in %5 from %6 for %7 day(s). It needs no Compute Engine quota; once "
                       "Google confirms it, it cannot be changed or cancelled; at %8 Compute "
                       "Engine deletes it and the VMs that consume it.")
            .arg(fr.name, QString::number(fr.chips), fr.tpuVersion, fr.workloadType, fr.zone,
                 fr.start.toString(Qt::ISODate), QString::number(fr.days),
                 fr.end.toString(Qt::ISODate));
    argsOf(cr, {QStringLiteral("beta"), QStringLiteral("compute"),
                QStringLiteral("future-reservations"), QStringLiteral("create")});
    cr.positional(fr.name);
    if (fr.project.isEmpty())
        cr.var(QStringLiteral("--project="), ScriptVar::Project, projectOrPlaceholder(p));
    else
        cr.arg(QStringLiteral("--project=") + fr.project);
    cr.var(QStringLiteral("--zone="), ScriptVar::Zone, fr.zone);
    argsOf(cr, {QStringLiteral("--tpu-version=") + fr.tpuVersion,
                QStringLiteral("--chip-count=") + QString::number(fr.chips),
                QStringLiteral("--workload-type=") + fr.workloadType,
                QStringLiteral("--start-time=") + fr.start.toString(Qt::ISODate),
                QStringLiteral("--end-time=") + fr.end.toString(Qt::ISODate),
                QStringLiteral("--reservation-mode=CALENDAR"),
                QStringLiteral("--reservation-name=") + fr.name,
                QStringLiteral("--require-specific-reservation"),
                QStringLiteral("--auto-delete-auto-created-reservations"),
                QStringLiteral("--planning-status=SUBMITTED")});
    GcloudCommand check;
    argsOf(check, {QStringLiteral("beta"), QStringLiteral("compute"),
                   QStringLiteral("future-reservations"), QStringLiteral("describe")});
    check.positional(fr.name);
    if (fr.project.isEmpty())
        check.var(QStringLiteral("--project="), ScriptVar::Project, projectOrPlaceholder(p));
    else
        check.arg(QStringLiteral("--project=") + fr.project);
    check.var(QStringLiteral("--zone="), ScriptVar::Zone, fr.zone);
    check.arg(QStringLiteral("--format=value(name)"));
    cr.existsArgs = check.args;
    cr.existsWords = check.words;
    cr.existsMatch = fr.name;
    return cr;
}

// A node pool's flags after its name, cluster and zone: machine, placement, consumption,
// size, disks, labels, scopes and limits.
QStringList gcloudNodePoolFlags(const model::NodePool &pool)
{
    QStringList a;
    a << QStringLiteral("--machine-type=") + pool.machineType
      << QStringLiteral("--image-type=") + pool.imageType;
    if (!pool.tpuTopology.isEmpty())
        a << QStringLiteral("--tpu-topology=") + pool.tpuTopology
          << QStringLiteral("--placement-type=COMPACT");
    if (!pool.workloadPolicy.isEmpty())
        a << QStringLiteral("--placement-policy=") + pool.workloadPolicy;
    if (pool.spot)
        a << QStringLiteral("--spot");
    if (!pool.reservation.isEmpty())
        a << QStringLiteral("--reservation-affinity=specific")
          << QStringLiteral("--reservation=") + pool.reservation;
    // Any matching reservation, never on-demand: gcloud 575.0.0 or later (checked first,
    // gcloudVersionCheck).
    if (pool.anyReservation)
        a << QStringLiteral("--reservation-affinity=any-reservation-then-fail");
    if (pool.flexStart) {
        // Flex-start pools start empty and grow to the slice when a workload asks; multi-host
        // slices through queued provisioning where GKE offers it for the version.
        a << QStringLiteral("--flex-start");
        if (pool.queued)
            a << QStringLiteral("--enable-queued-provisioning");
        a << QStringLiteral("--reservation-affinity=none");
    }
    if (!pool.autoRepair)
        a << QStringLiteral("--no-enable-autorepair");
    switch (pool.scaling) {
    case model::NodePool::Scaling::Fixed:
        a << QStringLiteral("--num-nodes=%1").arg(pool.initialNodes);
        break;
    case model::NodePool::Scaling::PerZone:
        // Per-zone --min/--max-nodes (a multi-host pool's size), never --total-max-nodes.
        a << QStringLiteral("--num-nodes=%1").arg(pool.initialNodes)
          << QStringLiteral("--enable-autoscaling");
        if (!pool.flexStart)
            a << QStringLiteral("--min-nodes=%1").arg(pool.minNodes);
        a << QStringLiteral("--max-nodes=%1").arg(pool.maxNodes);
        break;
    case model::NodePool::Scaling::Total:
        a << QStringLiteral("--num-nodes=%1").arg(pool.initialNodes)
          << QStringLiteral("--enable-autoscaling");
        if (!pool.flexStart)
            a << QStringLiteral("--total-min-nodes=%1").arg(pool.minNodes);
        a << QStringLiteral("--total-max-nodes=%1").arg(pool.maxNodes);
        break;
    }
    if (pool.locationPolicyAny)
        a << QStringLiteral("--location-policy=ANY");
    if (!pool.diskType.isEmpty())
        a << QStringLiteral("--disk-type=") + pool.diskType
          << QStringLiteral("--disk-size=%1").arg(pool.diskSizeGiB);
    if (!pool.labels.isEmpty())
        a << QStringLiteral("--node-labels=") + pool.labels.join(QLatin1Char(','));
    if (!pool.scopes.isEmpty())
        a << QStringLiteral("--scopes=") + pool.scopes.join(QLatin1Char(','));
    if (pool.maxPodsPerNode > 0)
        a << QStringLiteral("--max-pods-per-node=%1").arg(pool.maxPodsPerNode);
    if (pool.threadsPerCore > 0)
        a << QStringLiteral("--threads-per-core=%1").arg(pool.threadsPerCore);
    return a;
}

// One slice's node pool, with the check that finds it made in the same shape.
GcloudCommand gcloudNodePool(const model::Snapshot &snap, const model::NodePool &pool)
{
    const Plan &p = snap.plan;
    const model::Resolution &r = snap.resolution;
    GcloudCommand np;
    np.comment =
        QStringLiteral("Slice %1 of %2: %3 %4, %5 VM(s) of %6 chips (%7).")
            .arg(QString::number(pool.slice + 1), QString::number(p.slices), pool.machineType,
                 p.topology.toString(), QString::number(pool.vms), QString::number(pool.chipsPerVm),
                 r.multiHost ? QStringLiteral("multi-host, created and scaled as one unit")
                             : QStringLiteral("single-host"));
    argsOf(np,
           {QStringLiteral("container"), QStringLiteral("node-pools"), QStringLiteral("create")});
    np.positional(pool.name);
    common(np, snap);
    np.var(QStringLiteral("--cluster="), ScriptVar::Cluster, p.clusterName);
    np.var(QStringLiteral("--node-locations="), ScriptVar::Zone, pool.zone);
    argsOf(np, gcloudNodePoolFlags(pool));
    // The pool's size as GKE records it: the initial count of a fixed pool, the per-zone or
    // total maximum of an autoscaled one.
    QString countField = QStringLiteral("initialNodeCount");
    long long count = pool.initialNodes;
    if (pool.scaling == model::NodePool::Scaling::PerZone) {
        countField = QStringLiteral("autoscaling.maxNodeCount");
        count = pool.maxNodes;
    } else if (pool.scaling == model::NodePool::Scaling::Total) {
        countField = QStringLiteral("autoscaling.totalMaxNodeCount");
        count = pool.maxNodes;
    }
    existsCheck(
        np, {QStringLiteral("container"), QStringLiteral("node-pools"), QStringLiteral("describe")},
        pool.name, snap, false, false,
        QStringLiteral("value[separator=\",\"](name,config.machineType,placementPolicy."
                       "tpuTopology,placementPolicy.policyName,%1)")
            .arg(countField),
        pool.name);
    np.existsShape = QStringList{pool.name, pool.machineType, pool.tpuTopology, pool.workloadPolicy,
                                 QString::number(count)}
                         .join(QLatin1Char(','));
    np.existsShapeFields = QStringLiteral("name, machine type, TPU topology, workload policy, "
                                          "nodes");
    return np;
}

// The maintenance exclusion, when the plan has a whole window.
std::optional<GcloudCommand> gcloudMaintenance(const model::Snapshot &snap)
{
    const Plan &p = snap.plan;
    if (!p.maintenance.enabled || !p.maintenance.start.isValid() || !p.maintenance.end.isValid())
        return std::nullopt;
    GcloudCommand m;
    m.comment = QStringLiteral("Maintenance exclusion: no minor or node upgrades in this window "
                               "(Compute Engine maintenance can still happen).");
    clusterCommand(m, QStringLiteral("update"), snap);
    argsOf(m, QStringList() << QStringLiteral("--add-maintenance-exclusion-name=") +
                                   (p.maintenance.name.isEmpty() ? QStringLiteral("tpu-training")
                                                                 : p.maintenance.name)
                            << QStringLiteral("--add-maintenance-exclusion-start=") +
                                   p.maintenance.start.toUTC().toString(Qt::ISODate)
                            << QStringLiteral("--add-maintenance-exclusion-end=") +
                                   p.maintenance.end.toUTC().toString(Qt::ISODate)
                            << QStringLiteral(
                                   "--add-maintenance-exclusion-scope=no_minor_or_node_upgrades"));
    const QString exclusion =
        p.maintenance.name.isEmpty() ? QStringLiteral("tpu-training") : p.maintenance.name;
    existsCheck(
        m, {QStringLiteral("container"), QStringLiteral("clusters"), QStringLiteral("describe")},
        {}, snap, false, true,
        QStringLiteral("json(maintenancePolicy.window.maintenanceExclusions)"),
        gcloudJsonString(exclusion) + QLatin1Char(':'));
    return m;
}

} // namespace

std::vector<GcloudCommand> gcloudCommands(const model::Snapshot &snap)
{
    std::vector<GcloudCommand> out;
    if (auto cluster = gcloudClusterCommand(snap))
        out.push_back(*cluster);
    // The deployment's workload policy and node pools (none with a fallback chain: node
    // auto-provisioning creates the pools the compute class asks for).
    const model::Deployment &d = snap.deployment;
    if (d.workloadPolicy)
        out.push_back(gcloudWorkloadPolicy(snap, *d.workloadPolicy));
    if (d.futureReservation)
        out.push_back(gcloudFutureReservation(snap, *d.futureReservation));
    for (const model::NodePool &pool : d.nodePools)
        out.push_back(gcloudNodePool(snap, pool));
    if (auto m = gcloudMaintenance(snap))
        out.push_back(*m);
    return out;
}

namespace {
bool deploymentConsumesAnyReservation(const model::Deployment &d)
{
    return std::any_of(d.nodePools.begin(), d.nodePools.end(),
                       [](const model::NodePool &np) { return np.anyReservation; });
}
} // namespace

QString minimumGcloud(const model::Snapshot &snap)
{
    if (deploymentConsumesAnyReservation(snap.deployment))
        return anyReservationMinGcloud();
    if (snap.deployment.futureReservation)
        return calendarModeMinGcloud();
    return {};
}

ShellCode gcloudVersionCheck(const model::Snapshot &snap, const QString &script)
{
    const auto &fr = snap.deployment.futureReservation;
    const bool any = deploymentConsumesAnyReservation(snap.deployment);
    if (!fr && !any)
        return {};
    using Q = ShellCode;
    ShellCode s;
    QString minimum;
    QStringList what;
    if (fr) {
        s +=
            Q::comment(QStringLiteral("Before anything is created: the calendar-mode request needs "
                                      "gcloud's beta future-reservations command with "
                                      "--reservation-mode, which gcloud %1 parses.")
                           .arg(calendarModeMinGcloud())) +
            "\n";
        minimum = calendarModeMinGcloud();
        what << QStringLiteral("requesting a calendar-mode future reservation");
    }
    if (any) {
        s += Q::comment(QStringLiteral("Before anything is created: the node pools consume any "
                                       "matching reservation and never on-demand with "
                                       "--reservation-affinity=any-reservation-then-fail, which "
                                       "gcloud added in %1 (older releases refuse it as an invalid "
                                       "choice).")
                            .arg(anyReservationMinGcloud())) +
             "\n";
        minimum = anyReservationMinGcloud(); // the later of the two
        what << QStringLiteral("--reservation-affinity=any-reservation-then-fail");
    }
    s +=
        ShellCode("MIN_GCLOUD=%1\n"
                  "GCLOUD_VERSION=$(gcloud version --format='value(\"Google Cloud SDK\")' "
                  "2>/dev/null | head -c 64) || true\n"
                  "if ! printf '%s' \"${GCLOUD_VERSION}\" | grep -Eqx '[0-9]+(\\.[0-9]+){1,3}' ||\n"
                  "    ! printf '%s\\n%s\\n' \"${MIN_GCLOUD}\" \"${GCLOUD_VERSION}\" | sort -V -C; "
                  "then\n"
                  "    echo %2\"$(printf '%s' \"${GCLOUD_VERSION}\" | tr -c '0-9.\\n' '?')\"%3 "
                  ">&2\n"
                  "    exit 1\n"
                  "fi\n")
            .arg({Q::quote(minimum),
                  Q::quote(QStringLiteral("%1: %2 needs gcloud %3 or later; gcloud version says '")
                               .arg(script, what.join(QStringLiteral(" and ")), minimum)),
                  Q::quote(QStringLiteral("'. Nothing was created. Update it (gcloud components "
                                          "update) and run again."))});
    if (fr && fr->tpuVersionUnparsed)
        s += ShellCode("if ! gcloud beta compute future-reservations create --help 2>/dev/null | "
                       "head -c 1048576 | grep -q -- %1; then\n"
                       "    echo %2 >&2\n"
                       "    exit 1\n"
                       "fi\n")
                 .arg({Q::quote(fr->tpuVersion),
                       Q::quote(QStringLiteral(
                                    "%1: this gcloud does not list --tpu-version=%2 for future "
                                    "reservations (gcloud %3 lists V5E, V5P and V6E; the release "
                                    "that added %2 is not known to TPU Planner). Nothing was "
                                    "created. Update gcloud (gcloud components update) and run "
                                    "again.")
                                    .arg(script, fr->tpuVersion, calendarModeMinGcloud()))});
    return s + "\n";
}

QString gcloudScript(const catalog::Catalog &c, const Plan &p)
{
    return gcloudScript(*model::makeSnapshot(c, p));
}

QString gcloudScript(const model::Snapshot &snap)
{
    const Plan &p = snap.plan;
    using Q = ShellCode;
    ShellCode s = "#!/usr/bin/env bash\n";
    s += Q::comment(QStringLiteral("Generated by TPU Planner from plan \"%1\" (%2 mode, %3 %4).")
                        .arg(p.clusterName, catalog::modeName(p.mode), p.machineType,
                             p.topology.toString())) +
         "\n";
    if (const QString gcloud = minimumGcloud(snap); !gcloud.isEmpty())
        s += Q::comment(QStringLiteral("Needs gcloud %1 or later (checked below, before anything "
                                       "is created).")
                            .arg(gcloud)) +
             "\n";
    s += "set -euo pipefail\n\n";
    s += ShellCode("PROJECT=%1\nREGION=%2\nLOCATION=%3\nZONE=%4\nCLUSTER=%5\n\n")
             .arg({Q::quote(projectOrPlaceholder(p)), Q::quote(p.region()),
                   Q::quote(snap.deployment.cluster.location), Q::quote(p.zone),
                   Q::quote(p.clusterName)});
    const auto cmds = gcloudCommands(snap);
    if (p.projectId.isEmpty() && !cmds.empty())
        s += ShellCode("if [ \"${PROJECT}\" = %1 ]; then\n"
                       "    echo %2 >&2\n"
                       "    exit 1\n"
                       "fi\n\n")
                 .arg({Q::quote(projectPlaceholder()),
                       Q::quote(QStringLiteral("gcloud.sh: PROJECT is still the placeholder %1; "
                                               "set it to your Google Cloud project ID on line 5 "
                                               "and run again.")
                                    .arg(projectPlaceholder()))});
    if (cmds.empty())
        s += "# Nothing to create: the cluster exists and, in Autopilot, TPU nodes come from the "
             "workload manifests.\n";
    else
        s += preflightLines(snap);
    s += gcloudVersionCheck(snap, QStringLiteral("gcloud.sh"));
    if (const auto gate = versionGate(snap)) {
        s += Q::comment(QStringLiteral("Before creating anything: the plan needs GKE %1 or later. "
                                       "No version is pinned, so the")
                            .arg(gate->minimum)) +
             "\n" +
             Q::comment(QStringLiteral("cluster gets the %1 channel's default in the region; stop "
                                       "if it is older. What needs it:")
                            .arg(gate->channelName)) +
             "\n";
        for (const QString &reason : gate->reasons)
            s += Q::comment(QStringLiteral("  ") + reason) + "\n";
        s += ShellCode("MIN_GKE=%1\nCHANNEL=%2\n")
                 .arg({Q::quote(gate->minimum), Q::quote(gate->channelName)});
        s += terminalTextFunctions() + gkeVersionFunction();
        // At most 4 KiB of gcloud's answer is read (more stops gcloud and the script).
        s += ShellCode("if ! DEFAULT_GKE=$(gcloud %1 | head -c 4096); then\n"
                       "    echo \"gcloud.sh: could not read the ${CHANNEL} channel's default GKE "
                       "version in ${REGION}; nothing was created.\" >&2\n"
                       "    exit 1\n"
                       "fi\n")
                 .arg({Q::join(gate->query.words, " ")});
        s += "GATE=0\n"
             "gke_version_ok \"${DEFAULT_GKE}\" \"${MIN_GKE}\" || GATE=$?\n"
             "if [ \"${GATE}\" = 2 ]; then\n"
             "    echo \"gcloud.sh: gcloud answered '$(shown \"${DEFAULT_GKE}\")' for the "
             "${CHANNEL} "
             "channel's default GKE version in ${REGION}: not a GKE version such as ${MIN_GKE}. "
             "Nothing was created. Pick ${MIN_GKE} or later from 'gcloud container "
             "get-server-config --location=${REGION}' and add it as --cluster-version (or enter it "
             "as the plan's cluster version and export again).\" >&2\n"
             "    exit 1\n"
             "elif [ \"${GATE}\" = 1 ]; then\n"
             "    echo \"gcloud.sh: the ${CHANNEL} channel's default GKE version in ${REGION} is "
             "${DEFAULT_GKE}, older than ${MIN_GKE}, which the plan needs. Nothing was created. "
             "Pick ${MIN_GKE} or later from 'gcloud container get-server-config "
             "--location=${REGION}' and add it as --cluster-version (or enter it as the plan's "
             "cluster version and export again).\" >&2\n"
             "    exit 1\n"
             "fi\n\n";
    }
    for (const GcloudCommand &cmd : cmds)
        s += Q::comment(cmd.comment) + "\n" + gcloudScriptLines(cmd) + "\n\n";
    return s.text();
}

ShellCode gcloudScriptLines(const GcloudCommand &cmd)
{
    // Command words on the first line, one flag per continuation line, "--" and the positional
    // values on the last.
    qsizetype head = 0;
    while (head < cmd.args.size() && !cmd.args.at(head).startsWith(QLatin1String("--")))
        ++head;
    QList<ShellCode> lines{ShellCode("gcloud ") + ShellCode::join(cmd.words.mid(0, head), " ")};
    const qsizetype end = cmd.args.indexOf(QStringLiteral("--"));
    for (qsizetype i = head; i < cmd.words.size() && i != end; ++i)
        lines << cmd.words.at(i);
    if (end >= 0)
        lines << ShellCode::join(cmd.words.mid(end), " ");
    return ShellCode::join(lines, " \\\n    ");
}

} // namespace tpu::exporters
