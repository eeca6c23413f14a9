#include "model/rules.h"

#include "catalog/catalog.h"
#include "model/calendarmode.h"
#include "model/deployment.h"
#include "model/names.h"
#include "model/planfields.h"
#include "model/resolution.h"
#include "model/ruletext.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <functional>

namespace tpu::model {

namespace {
struct RulesText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::Rules)
};
} // namespace

using catalog::Catalog;
using catalog::GkeVersion;

namespace {

class Checker
{
public:
    Checker(const Catalog &c, const Plan &p, const Resolution &r) : cat(c), plan(p), res(r) {}

    void add(const char *id, Severity sev, const char *field, const TrText &message,
             const TrText &explanation, QStringList sources = {})
    {
        add(id, sev, QLatin1String(field), message, explanation, std::move(sources));
    }
    void add(const char *id, Severity sev, const QString &field, const TrText &message,
             const TrText &explanation, QStringList sources = {})
    {
        out.push_back(
            Finding{QLatin1String(id), sev, field, message, explanation, std::move(sources)});
    }

    void names();
    void textSafety();
    void versionAndMachine();
    void topology();
    void customTopology(const catalog::CustomRule &rule, const catalog::Topology &t);
    // " Try 4x4x8 or 4x4x4." once per plan: a shape breaking two rules names its fixes once.
    TrText tryShapes()
    {
        if (suggested)
            return {};
        suggested = true;
        const QStringList shapes = nearestTopologies(cat, plan, res);
        if (shapes.isEmpty())
            return {};
        QStringList head = shapes;
        const QString last = head.takeLast();
        return rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", " Try %1."))
            .arg(head.isEmpty() ? last
                                : rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "%1 or %2"))
                                      .arg(head.join(QStringLiteral(", ")), last));
    }
    bool suggested = false;

    const Catalog &cat;
    const Plan &plan;
    const Resolution &res;
    std::vector<Finding> out;
};

void Checker::names()
{
    struct NameCheck
    {
        const char *id, *field;
        QString value; // the check's reason, empty when the name passes
        TrText what, why;
        std::function<QString()> reason; // the same, in the language it is shown in
    };
    const TrText k8s = rulesTr(QT_TRANSLATE_NOOP(
        "tpu::model::Rules", "Kubernetes refuses objects whose names are not valid "
                             "RFC 1123 names; rename it."));
    // A plain Job's name is a subdomain; every other kind names a Service after the workload or
    // is checked by its controller as an RFC 1035 label (issue 35, F7).
    const bool plainJob = plan.workload.kind == WorkloadKind::Job;
    const auto workloadNameReason = [plainJob](const QString &v) {
        return plainJob ? checkDns1123Label(v, 40) : checkDns1035Label(v, 40);
    };
    const NameCheck checks[] = {
        {"name.cluster", "clusterName", checkGkeClusterName(plan.clusterName),
         rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Cluster name")),
         rulesTr(
             QT_TRANSLATE_NOOP("tpu::model::Rules", "GKE cluster names have 1 to 40 characters.")),
         [v = plan.clusterName] { return checkGkeClusterName(v); }},
        {"name.workload", "workload.name", workloadNameReason(plan.workload.name),
         rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Workload name")),
         k8s + rulesTr(QT_TRANSLATE_NOOP(
                   "tpu::model::Rules",
                   " The planner keeps workload names to 40 characters so that the "
                   "names derived from them (JobSet jobs, Pods, Services) stay under "
                   "63. Only a plain Job's name may start with a digit: a Service named "
                   "after the workload (Deployment, Indexed Job, LeaderWorkerSet) and "
                   "JobSet's and KubeRay's own checks need a letter first (RFC 1035).")),
         [v = plan.workload.name, workloadNameReason] { return workloadNameReason(v); }},
        {"name.namespace", "workload.namespace", checkDns1123Label(plan.workload.nameSpace),
         rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Namespace")), k8s,
         [v = plan.workload.nameSpace] { return checkDns1123Label(v); }},
        {"name.priority-class", "priorityClass",
         plan.priorityClass.isEmpty() ? QString() : checkPriorityClassName(plan.priorityClass),
         rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Priority class")),
         k8s + rulesTr(QT_TRANSLATE_NOOP(
                   "tpu::model::Rules",
                   " The manifests create the priority class, and Kubernetes refuses to "
                   "create one whose name starts with \"system-\".")),
         [v = plan.priorityClass] { return checkPriorityClassName(v); }},
        {"name.project", "projectId",
         plan.projectId.isEmpty() ? QString() : checkGcpProjectId(plan.projectId),
         rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Project ID")),
         rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                   "Google Cloud project IDs have 6 to 30 characters.")),
         [v = plan.projectId] { return checkGcpProjectId(v); }},
        {"name.image", "workload.image",
         plan.workload.image.isEmpty() ? QString() : checkContainerImage(plan.workload.image),
         rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Container image")),
         rulesTr(QT_TRANSLATE_NOOP(
             "tpu::model::Rules",
             "Use a registry path such as us-docker.pkg.dev/PROJECT/REPO/IMAGE:TAG.")),
         [v = plan.workload.image] { return checkContainerImage(v); }},
    };
    for (const NameCheck &c : checks) {
        if (!c.value.isEmpty()) // the check's reason made again in the language it is shown in
            add(c.id, Severity::Error, c.field,
                c.what + TrText(QStringLiteral(" ")) + TrText::deferred(c.reason) +
                    TrText(QStringLiteral(".")),
                c.why);
    }
    textSafety();
    if (plan.projectId.isEmpty())
        add("name.project-missing", Severity::Warning, "projectId",
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                      "No project ID: exported commands will use a placeholder.")),
            rulesTr(QT_TRANSLATE_NOOP(
                "tpu::model::Rules", "Enter the Google Cloud project that will own the cluster.")));
}

// Every text the exports write must be exactly what was checked: no control characters (a newline
// would split a gcloud command or a YAML line; DEL, NEL, U+2028/9 break YAML parsers) and no
// surrounding whitespace (validated trimmed, exported raw). Rule text.unsafe-characters.
void Checker::textSafety()
{
    // Every text field of the plan, from the plan's field table: a new one is checked too.
    for (const PlanField &f : planFields()) {
        if (!f.text)
            continue;
        const QString &value = *f.text(plan);
        if (!unsafeTextReason(value, false).isEmpty())
            add("text.unsafe-characters", Severity::Error, f.name,
                rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "%1 \"%2\" %3."))
                    .arg(TrText("tpu::model::PlanFields", f.label), printableText(value),
                         TrText::deferred([value] { return unsafeTextReason(value, false); })),
                rulesTr(QT_TRANSLATE_NOOP(
                    "tpu::model::Rules",
                    "Exports write values exactly as entered; remove the character so "
                    "that scripts and manifests get the value that was checked.")));
    }
    for (int i = 0; i < plan.workload.command.size(); ++i) {
        const QString word = plan.workload.command.at(i);
        if (!unsafeTextReason(word, true).isEmpty())
            add("text.unsafe-characters", Severity::Error, "workload.command",
                rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Command word %1 (\"%2\") %3."))
                    .arg(i + 1)
                    .arg(printableText(word),
                         TrText::deferred([word] { return unsafeTextReason(word, true); })),
                rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                          "A program's arguments cannot hold this character.")));
    }
}

void Checker::versionAndMachine()
{
    if (!res.version) {
        add("version.unknown", Severity::Error, "tpuVersion",
            plan.tpuVersion.isEmpty()
                ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "No TPU version chosen."))
                : rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                            "TPU version \"%1\" is not in the catalog."))
                      .arg(plan.tpuVersion),
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                      "Choose one of the TPU versions the catalog lists.")));
        return;
    }
    const auto accs = cat.acceleratorsOf(res.version->id);
    const bool offered =
        std::any_of(accs.begin(), accs.end(), [&](const auto *a) { return a->offers(plan.mode); });
    if (!offered) {
        add("mode.version-not-offered", Severity::Error, "tpuVersion",
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "%1 is not offered in %2 mode."))
                .arg(res.version->name, catalog::modeName(plan.mode)),
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Choose another mode or TPU version.")),
            res.version->prov.sources);
        return;
    }
    if (!res.machineType) {
        add("machine-type.invalid", Severity::Error, "machineType",
            plan.machineType.isEmpty()
                ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "No machine type chosen."))
                : rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                            "Machine type \"%1\" is not a %2 machine type."))
                      .arg(plan.machineType, res.version->name),
            rulesTr(QT_TRANSLATE_NOOP(
                "tpu::model::Rules",
                "The machine type decides the chips per VM; choose one listed for "
                "this version.")));
        return;
    }
    if (!res.accelerator->offers(plan.mode))
        add("mode.accelerator-not-offered", Severity::Error, "machineType",
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "%1 (%2) is not offered in %3 mode."))
                .arg(plan.machineType, res.accelerator->label, catalog::modeName(plan.mode)),
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                      "Choose a machine type offered in this mode.")),
            res.accelerator->prov.sources);
}

void Checker::topology()
{
    if (!res.topology) {
        add("topology.invalid", Severity::Error, "topology",
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "No topology chosen.")),
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Choose a listed topology, or type %1."))
                .arg(TrText::deferred(&catalog::Topology::syntaxHelp)));
        return;
    }
    // The dimension count needs only the version: "4x4" is not a v5p shape whatever the machine.
    if (res.version) {
        if (const TrText why = topologyDimensionError(cat, plan.mode, *res.version, *res.topology);
            !why.isEmpty()) {
            add("topology.dimensions", Severity::Error, "topology", why,
                rulesTr(QT_TRANSLATE_NOOP(
                    "tpu::model::Rules",
                    "2D generations (v3, v5e, v6e) use AxB; 3D generations (v4, v5p, "
                    "TPU7x) use AxBxC.")));
            return;
        }
    }
    if (!res.machineType || !res.accelerator->offers(plan.mode))
        return;
    if (res.listedRow) {
        if (res.listedRow->prov.isUncertain(QStringLiteral("topology")))
            add("topology.uncertain", Severity::Warning, "topology",
                rulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::Rules", "The catalog's %1 row is uncertain."))
                    .arg(plan.topology.toString()),
                uncertainText(res.listedRow->prov, QStringLiteral("topology")),
                res.listedRow->prov.sources);
        return;
    }
    const catalog::CustomRule *rule = cat.customRule(res.accelerator->label);
    const auto rows = cat.topologiesOf(plan.mode, res.accelerator->label);
    const bool customOffered = rule && std::any_of(rows.begin(), rows.end(), [&](const auto *r) {
                                   return r->custom && r->machineType == res.machineType->name;
                               });
    QStringList listed;
    for (const auto *r : rows) {
        if (!r->custom && r->machineType == res.machineType->name)
            listed << r->topology.toString();
    }
    if (!customOffered) {
        add("topology.not-offered", Severity::Error, "topology",
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "%1 is not offered for %2 in %3 mode."))
                    .arg(plan.topology.toString(), plan.machineType, catalog::modeName(plan.mode)) +
                tryShapes(),
            rulesTr(QT_TRANSLATE_NOOP(
                        "tpu::model::Rules",
                        "Offered topologies for this machine type: %1. Custom topologies are "
                        "not supported for %2 in this mode."))
                .arg(listed.isEmpty() ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "none"))
                                      : listed.join(QStringLiteral(", ")),
                     res.accelerator->label),
            QStringList{QStringLiteral("SEED")});
        return;
    }
    customTopology(*rule, *res.topology);
}

// Custom shapes (SEED "Topology rules"): above 64 chips, each dimension a multiple of 4,
// A <= B <= C, no larger than the largest shape.
void Checker::customTopology(const catalog::CustomRule &rule, const catalog::Topology &t)
{
    const QStringList src = rule.prov.sources;
    const auto &d = t.dims();
    const QString shape = t.toString();
    const TrText limits = TrText::deferred([&rule] { return rule.limitText(); });
    bool ok = true;
    if (t.chips() <= rule.aboveChips) {
        add("topology.custom-too-small", Severity::Error, "topology",
            rulesTr(QT_TRANSLATE_NOOP(
                        "tpu::model::Rules",
                        "%1 (%2 chips) is not a listed topology, and custom topologies must "
                        "have more than %3 chips."))
                    .arg(shape)
                    .arg(t.chips())
                    .arg(rule.aboveChips) +
                tryShapes(),
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                      "Up to %1 chips, choose one of the listed topologies."))
                .arg(rule.aboveChips),
            src);
        return;
    }
    if (std::any_of(d.begin(), d.end(), [&](int x) { return x % rule.multipleOf != 0; })) {
        ok = false;
        add("topology.custom-multiple", Severity::Error, "topology",
            rulesTr(QT_TRANSLATE_NOOP(
                        "tpu::model::Rules",
                        "Every dimension of a custom topology must be a multiple of %1; %2 is "
                        "not."))
                    .arg(rule.multipleOf)
                    .arg(shape) +
                tryShapes(),
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "For example 8x12x16.")), src);
    }
    if (rule.nonDecreasing && !std::is_sorted(d.begin(), d.end())) {
        ok = false;
        auto sorted = d;
        std::sort(sorted.begin(), sorted.end());
        QStringList s;
        for (int x : sorted)
            s << QString::number(x);
        add("topology.custom-order", Severity::Error, "topology",
            rulesTr(QT_TRANSLATE_NOOP(
                        "tpu::model::Rules",
                        "Custom topology dimensions must satisfy A <= B <= C; %1 does not."))
                    .arg(shape) +
                tryShapes(),
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "Write the same shape as %1."))
                .arg(s.join(QLatin1Char('x'))),
            src);
    }
    const auto &m = rule.maxTopology.dims();
    bool axisTooBig = false;
    for (size_t i = 0; i < d.size() && i < m.size(); ++i)
        axisTooBig = axisTooBig || d[i] > m[i];
    if (t.chips() > rule.maxChips || axisTooBig) {
        ok = false;
        // The limit is stated as `catalog topologies` states it, and the part exceeded is named.
        const TrText why =
            t.chips() > rule.maxChips
                ? rulesTr(
                      QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "%1 has %2 chips, and a custom %3 slice has at most %4."))
                      .arg(shape)
                      .arg(t.chips())
                      .arg(rule.accelerator)
                      .arg(rule.maxChips)
                : rulesTr(QT_TRANSLATE_NOOP(
                              "tpu::model::Rules",
                              "%1 is too large in a dimension: each dimension of a custom %2 "
                              "slice is %3."))
                      .arg(shape, rule.accelerator, TrText::deferred([&rule] {
                               return rule.dimensionLimitText(); // the catalog outlives findings
                           }));
        add("topology.custom-max", Severity::Error, "topology", why + tryShapes(),
            rule.prov.isUncertain(QStringLiteral("maxChips"))
                ? rulesTr(
                      QT_TRANSLATE_NOOP("tpu::model::Rules",
                                        "Custom %1 slices: %2. The limit itself is uncertain: %3"))
                      .arg(rule.accelerator, limits,
                           uncertainText(rule.prov, QStringLiteral("maxChips")))
                : rulesTr(QT_TRANSLATE_NOOP(
                              "tpu::model::Rules",
                              "Custom %1 slices: %2. Use a smaller shape, or several slices "
                              "(Multislice)."))
                      .arg(rule.accelerator, limits),
            src);
    }
    if (ok)
        add("topology.custom", Severity::Info, "topology",
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                      "%1 is a custom topology: %2 chips on %3 VMs."))
                .arg(shape)
                .arg(t.chips())
                .arg(res.vmsPerSlice),
            rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                      "It satisfies the custom-topology rules: %1."))
                .arg(limits),
            src);
}

} // namespace

namespace rules_detail {
// Implemented in rules_infra.cpp: zone, GKE version, Multislice, consumption, autoscaling,
// options.
void checkInfrastructure(const Catalog &cat, const Plan &plan, const Resolution &res,
                         std::vector<Finding> &out);
} // namespace rules_detail

namespace {
std::atomic<long long> s_checks{0};
}

long long checkCount()
{
    return s_checks.load();
}

std::vector<Finding> checkPlan(const Catalog &catalog, const Plan &plan)
{
    return checkPlan(catalog, plan, resolve(catalog, plan));
}

std::vector<Finding> checkPlan(const Catalog &catalog, const Plan &plan,
                               const Resolution &resolution)
{
    ++s_checks;
    Checker c(catalog, plan, resolution);
    c.names();
    c.versionAndMachine();
    c.topology();
    rules_detail::checkInfrastructure(catalog, plan, c.res, c.out);
    checkCalendarMode(catalog, plan, c.res, c.out);
    checkCalendarChips(catalog, plan, c.res, c.out);
    // The deployment the exports render, judged as GKE would (deployment.*).
    for (Finding &f : checkDeployment(catalog, plan, planDeployment(catalog, plan, c.res)))
        c.out.push_back(std::move(f));
    std::stable_sort(c.out.begin(), c.out.end(), [](const Finding &a, const Finding &b) {
        return int(a.severity) < int(b.severity);
    });
    return c.out;
}

TrText topologyDimensionError(const Catalog &cat, Mode mode, const catalog::Version &version,
                              const catalog::Topology &topology)
{
    if (topology.isEmpty() || topology.dimCount() == version.dims)
        return {};
    const auto *example = smallestListedTopology(cat, mode, version.id);
    const QString form = version.dims == 2 ? QStringLiteral("AxB") : QStringLiteral("AxBxC");
    return example ? rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                               "%1 is not a %2 shape; %2 shapes are %3, e.g. %4."))
                         .arg(topology.toString(), version.name, form, example->topology.toString())
                   : rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules",
                                               "%1 is not a %2 shape; %2 shapes are %3."))
                         .arg(topology.toString(), version.name, form);
}

QStringList nearestTopologies(const Catalog &cat, const Plan &plan, int max)
{
    return nearestTopologies(cat, plan, resolve(cat, plan), max);
}

QStringList nearestTopologies(const Catalog &cat, const Plan &plan, const Resolution &res, int max)
{
    if (!res.version || !res.machineType || !res.accelerator || !res.topology)
        return {};
    const int dims = res.version->dims;
    std::vector<catalog::Topology> candidates;
    bool customOffered = false;
    for (const auto *r : cat.topologiesOf(plan.mode, res.accelerator->label)) {
        if (r->machineType != res.machineType->name)
            continue;
        if (r->custom)
            customOffered = true;
        else
            candidates.push_back(r->topology);
    }
    const catalog::CustomRule *rule = cat.customRule(res.accelerator->label);
    if (customOffered && rule && rule->maxTopology.dimCount() == dims) {
        for (const auto &t : rule->shapes())
            candidates.push_back(t);
    }
    const long long want = res.topology->chips();
    auto sorted = res.topology->dims();
    std::sort(sorted.begin(), sorted.end());
    auto distance = [&](const catalog::Topology &t) {
        long long d = 0;
        const auto &td = t.dims();
        for (size_t i = 0; i < td.size(); ++i)
            d += std::llabs(td[i] - (i < sorted.size() ? sorted[i] : 1));
        return d;
    };
    std::stable_sort(candidates.begin(), candidates.end(),
                     [&](const catalog::Topology &x, const catalog::Topology &y) {
                         const long long dx = std::llabs(x.chips() - want),
                                         dy = std::llabs(y.chips() - want);
                         if (dx != dy)
                             return dx < dy;
                         if ((x.chips() >= want) != (y.chips() >= want))
                             return x.chips() >= want; // enough chips before too few
                         return distance(x) < distance(y);
                     });
    QStringList out;
    for (const auto &t : candidates) {
        const QString s = t.toString();
        if (t == plan.topology || out.contains(s))
            continue;
        out << s;
        if (out.size() >= max)
            break;
    }
    return out;
}

bool hasErrors(const std::vector<Finding> &findings)
{
    return std::any_of(findings.begin(), findings.end(),
                       [](const Finding &f) { return f.severity == Severity::Error; });
}

bool blocksPlanning(const Finding &finding)
{
    return finding.severity == Severity::Error && finding.exports.isEmpty();
}

QJsonArray findingsToJson(const std::vector<Finding> &findings)
{
    QJsonArray a;
    for (const Finding &f : findings) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), f.id);
        o.insert(QStringLiteral("severity"), catalog::severityId(f.severity));
        o.insert(QStringLiteral("field"), f.field);
        o.insert(QStringLiteral("message"), f.message.toString());
        o.insert(QStringLiteral("explanation"), f.explanation.toString());
        o.insert(QStringLiteral("args"), QJsonArray::fromStringList(f.message.args()));
        o.insert(QStringLiteral("sources"), QJsonArray::fromStringList(f.sources));
        if (!f.exports.isEmpty())
            o.insert(QStringLiteral("exports"), QJsonArray::fromStringList(f.exports));
        a.append(o);
    }
    return a;
}

QString findingsToText(const std::vector<Finding> &findings, const catalog::Catalog &catalog)
{
    if (findings.empty())
        return RulesText::tr("No findings.\n");
    QString s;
    for (const Finding &f : findings) {
        // One finding, one line and its indented detail: a newline in a catalog caveat or a
        // plan value is written as an escape, so no data forges a line of its own.
        s += QStringLiteral("%1 [%2] %3\n    %4\n")
                 .arg(catalog::severityId(f.severity), printableText(f.id),
                      printableText(f.message.toString()), printableText(f.explanation.toString()));
        for (const QString &id : catalog.sourcesInLanguage(f.sources)) {
            const auto it = catalog.sources.constFind(id);
            const QString named = it == catalog.sources.cend() ? id
                                  : it->url.isEmpty()
                                      ? it->titleText()
                                      : QStringLiteral("%1 <%2>").arg(it->titleText(), it->url);
            s += RulesText::tr("    source: %1\n").arg(printableText(named));
        }
    }
    return s;
}

} // namespace tpu::model
