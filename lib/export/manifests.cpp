#include "export/manifests.h"

#include "catalog/catalog.h"
#include "model/availability.h"
#include "model/resolution.h"
#include "model/snapshot.h"

#include <QRegularExpression>
#include <functional>
#include <yaml-cpp/yaml.h>

namespace tpu::exporters {

const char *kueueApiVersion()
{
    // Kueue v0.19.2, the release apply.sh installs, serves v1beta2 and deprecates v1beta1
    // (tests/crds: its CRDs).
    return "kueue.x-k8s.io/v1beta2";
}

using catalog::Mode;
using model::Consumption;
using model::Plan;
using model::WorkloadKind;

namespace {

// A string scalar that reads back as the same string. Plain only when no YAML 1.1 or 1.2 resolver
// could take it for another type (a word starting with a letter that is not yes/no/on/off/true/
// false/y/n/null); everything else (123, 0x1f, 0777, 2001-12-14, ~, "no", ...) is double-quoted.
// The emitters escape every control and non-ASCII character (EscapeNonAscii), so no byte of the
// value can break the document.
struct YamlString
{
    std::string value;
    bool quote;
};

YamlString yamlString(const QString &q)
{
    static const QRegularExpression plain(
        QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z][-A-Za-z0-9._/]*")));
    static const QStringList keywords{
        QStringLiteral("y"),  QStringLiteral("n"),    QStringLiteral("yes"),
        QStringLiteral("no"), QStringLiteral("true"), QStringLiteral("false"),
        QStringLiteral("on"), QStringLiteral("off"),  QStringLiteral("null")};
    const bool quote = !plain.match(q).hasMatch() || keywords.contains(q, Qt::CaseInsensitive);
    return {q.toStdString(), quote};
}

// Always double-quoted (label values and quantities that are quoted by convention).
YamlString quoted(const QString &q)
{
    return {q.toStdString(), true};
}

// Sets DoubleQuoted itself: yaml-cpp 0.7 restores a twice-set local format wrongly (it stays
// double-quoted for the rest of the document), so callers never stream DoubleQuoted before a
// YamlString.
YAML::Emitter &operator<<(YAML::Emitter &e, const YamlString &t)
{
    if (t.quote)
        e << YAML::DoubleQuoted;
    return e << t.value;
}

__extension__ typedef __int128 Wide; // exact products of two 64-bit counts

QString wideToString(Wide v)
{
    if (v == 0)
        return QStringLiteral("0");
    const bool negative = v < 0;
    QString digits;
    while (v != 0) {
        const int d = int(v % 10);
        digits.prepend(QLatin1Char(char('0' + (negative ? -d : d))));
        v /= 10;
    }
    return negative ? QLatin1Char('-') + digits : digits;
}

// Kubernetes CPU quantity of `millis` x `count`: whole cores where exact, else millicores.
// Computed exactly (no overflow, whatever the plan).
QString cpuQuantity(long long millis, long long count = 1)
{
    const Wide total = Wide(millis) * count;
    return total % 1000 == 0 ? wideToString(total / 1000) : wideToString(total) + QLatin1Char('m');
}

constexpr const char *kAccelerator = "cloud.google.com/gke-tpu-accelerator";
constexpr const char *kTopology = "cloud.google.com/gke-tpu-topology";
constexpr const char *kQueueLabel = "kueue.x-k8s.io/queue-name";
// The Kueue API apply.sh's release (v0.19.2) stores; v1beta1 is still served but deprecated.

QString kindLabel(const Plan &p)
{
    return p.workload.name;
}

void metadata(YAML::Emitter &e, const QString &name, const QString &ns, const Plan &p,
              bool queueLabel, const QMap<QString, QString> &annotations = {}, bool kueue = false)
{
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << yamlString(name);
    if (!ns.isEmpty())
        e << YAML::Key << "namespace" << YAML::Value << yamlString(ns);
    e << YAML::Key << "labels" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "app.kubernetes.io/name" << YAML::Value << yamlString(kindLabel(p));
    e << YAML::Key << "app.kubernetes.io/managed-by" << YAML::Value << "tpu-planner";
    if (queueLabel && (p.kueue || kueue))
        e << YAML::Key << kQueueLabel << YAML::Value << yamlString(localQueueName(p));
    e << YAML::EndMap;
    if (!annotations.isEmpty()) {
        e << YAML::Key << "annotations" << YAML::Value << YAML::BeginMap;
        for (auto it = annotations.constBegin(); it != annotations.constEnd(); ++it)
            e << YAML::Key << yamlString(it.key()) << YAML::Value << quoted(it.value());
        e << YAML::EndMap;
    }
    e << YAML::EndMap;
}

// How one TPU Pod template differs between the workload kinds.
struct PodOptions
{
    const char *key = "template"; // "template", "leaderTemplate", "workerTemplate"
    bool job = false;             // restartPolicy: Never
    QString subdomain;            // Indexed Job: the headless Service
    QString containerName;        // empty: the workload's name
    bool command = true;          // Ray: KubeRay starts Ray itself
    int servingPort = 0;          // serving: the port named "http"
};

// The Pod template every workload kind shares.
PodOptions jobPod(const QString &subdomain = {})
{
    PodOptions o;
    o.job = true;
    o.subdomain = subdomain;
    return o;
}

void podTemplate(YAML::Emitter &e, const model::Deployment &d, const Plan &p, const PodOptions &o)
{
    e << YAML::Key << o.key << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "labels" << YAML::Value << YAML::BeginMap << YAML::Key
      << "app.kubernetes.io/name" << YAML::Value << yamlString(kindLabel(p)) << YAML::EndMap;
    if (p.extendedRunTime && p.mode == Mode::Autopilot) {
        e << YAML::Key << "annotations" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "cluster-autoscaler.kubernetes.io/safe-to-evict" << YAML::Value
          << YAML::DoubleQuoted << "false" << YAML::EndMap;
    }
    e << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    if (!o.subdomain.isEmpty())
        e << YAML::Key << "subdomain" << YAML::Value << yamlString(o.subdomain);
    if (o.job)
        e << YAML::Key << "restartPolicy" << YAML::Value << "Never";
    if (!p.priorityClass.isEmpty())
        e << YAML::Key << "priorityClassName" << YAML::Value << yamlString(p.priorityClass);
    // The Pod template the deployment decided (model/deployment.h).
    const model::PodTemplate &pod = d.pod;
    e << YAML::Key << "nodeSelector" << YAML::Value << YAML::BeginMap;
    for (const auto &[key, value] : pod.nodeSelector)
        e << YAML::Key << key.toStdString() << YAML::Value << quoted(value);
    e << YAML::EndMap;
    if (pod.queuedToleration) { // GKE taints queued-provisioning nodes
        e << YAML::Key << "tolerations" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
        e << YAML::Key << "key" << YAML::Value << "cloud.google.com/gke-queued";
        e << YAML::Key << "operator" << YAML::Value << "Equal";
        e << YAML::Key << "value" << YAML::Value << YAML::DoubleQuoted << "true";
        e << YAML::Key << "effect" << YAML::Value << "NoSchedule";
        e << YAML::EndMap << YAML::EndSeq;
    }
    e << YAML::Key << "containers" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value
      << yamlString(o.containerName.isEmpty() ? p.workload.name : o.containerName);
    e << YAML::Key << "image" << YAML::Value
      << quoted(p.workload.image.isEmpty() ? imagePlaceholder() : p.workload.image);
    if (o.command && !p.workload.command.isEmpty()) {
        e << YAML::Key << "command" << YAML::Value << YAML::BeginSeq;
        for (const QString &a : p.workload.command)
            e << quoted(a);
        e << YAML::EndSeq;
    }
    e << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq;
    e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "tpu-ici" << YAML::Key
      << "containerPort" << YAML::Value << 8471 << YAML::EndMap;
    e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "tpu-metrics" << YAML::Key
      << "containerPort" << YAML::Value << 8431 << YAML::EndMap;
    if (o.servingPort > 0)
        e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "http" << YAML::Key
          << "containerPort" << YAML::Value << o.servingPort << YAML::EndMap;
    e << YAML::EndSeq;
    const QString tpu = QString::number(pod.tpuChips);
    e << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "requests" << YAML::Value << YAML::BeginMap;
    if (pod.cpuMillis && pod.memoryMiB) {
        e << YAML::Key << "cpu" << YAML::Value << quoted(cpuQuantity(*pod.cpuMillis));
        e << YAML::Key << "memory" << YAML::Value
          << quoted(QStringLiteral("%1Mi").arg(*pod.memoryMiB));
    }
    e << YAML::Key << "google.com/tpu" << YAML::Value << quoted(tpu) << YAML::EndMap;
    e << YAML::Key << "limits" << YAML::Value << YAML::BeginMap << YAML::Key << "google.com/tpu"
      << YAML::Value << quoted(tpu) << YAML::EndMap;
    e << YAML::EndMap;
    e << YAML::EndMap << YAML::EndSeq; // containers
    e << YAML::EndMap;                 // spec
    e << YAML::EndMap;                 // template
}

// The fallback chain as a GKE custom compute class (cloud.google.com/v1, cluster-scoped): one
// priority per step, each with the slice's TPU (type, chips per node, topology), how to get it and
// the plan's zone.
void computeClass(YAML::Emitter &e, const model::ComputeClassSpec &cc)
{
    e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value
      << "cloud.google.com/v1" << YAML::Key << "kind" << YAML::Value << "ComputeClass";
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name"
      << YAML::Value << yamlString(cc.name) << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "priorities" << YAML::Value << YAML::BeginSeq;
    auto zones = [&](const char *key) {
        e << YAML::Key << key << YAML::Value << YAML::BeginSeq << yamlString(cc.zone)
          << YAML::EndSeq;
    };
    for (Consumption step : cc.steps) {
        e << YAML::BeginMap;
        e << YAML::Key << "tpu" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "type" << YAML::Value << yamlString(cc.accelerator);
        e << YAML::Key << "count" << YAML::Value << cc.chipsPerVm;
        e << YAML::Key << "topology" << YAML::Value << quoted(cc.topology);
        e << YAML::EndMap;
        // The zone: in the reservation for a Specific reservation (GKE refuses location.zones
        // with it), else as the priority's location.
        if (step != Consumption::Reservation || !cc.zonesInReservation) {
            e << YAML::Key << "location" << YAML::Value << YAML::BeginMap;
            zones("zones");
            e << YAML::EndMap;
        }
        switch (step) {
        case Consumption::OnDemand:
            break;
        case Consumption::Spot:
            e << YAML::Key << "spot" << YAML::Value << true;
            break;
        case Consumption::FlexStart:
            e << YAML::Key << "flexStart" << YAML::Value << YAML::BeginMap << YAML::Key << "enabled"
              << YAML::Value << true << YAML::EndMap;
            break;
        case Consumption::Reservation: // TPU reservations only with affinity Specific (S27)
            e << YAML::Key << "reservations" << YAML::Value << YAML::BeginMap;
            e << YAML::Key << "affinity" << YAML::Value << "Specific";
            e << YAML::Key << "specific" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
            e << YAML::Key << "name" << YAML::Value << yamlString(cc.reservationName);
            if (!cc.reservationProject.isEmpty())
                e << YAML::Key << "project" << YAML::Value << yamlString(cc.reservationProject);
            if (cc.zonesInReservation)
                zones("zones");
            e << YAML::EndMap << YAML::EndSeq << YAML::EndMap;
            break;
        }
        e << YAML::EndMap;
    }
    e << YAML::EndSeq;
    e << YAML::Key << "nodePoolAutoCreation" << YAML::Value << YAML::BeginMap << YAML::Key
      << "enabled" << YAML::Value << true << YAML::EndMap;
    // Optional since GKE defaults it to DoNotScaleUp; written so the choice is visible.
    e << YAML::Key << "whenUnsatisfiable" << YAML::Value
      << (cc.scaleUpAnyway ? "ScaleUpAnyway" : "DoNotScaleUp");
    e << YAML::EndMap << YAML::EndMap;
}

void jobSpecBody(YAML::Emitter &e, long long vms, bool indexed)
{
    if (indexed)
        e << YAML::Key << "completionMode" << YAML::Value << "Indexed";
    e << YAML::Key << "parallelism" << YAML::Value << vms;
    e << YAML::Key << "completions" << YAML::Value << vms;
    e << YAML::Key << "backoffLimit" << YAML::Value << 0;
}

void leaderWorkerSet(YAML::Emitter &e, const model::Deployment &d, const Plan &p,
                     const model::Resolution &r,
                     const std::function<void(const char *, const char *)> &begin)
{
    const QString name = p.workload.name, ns = p.workload.nameSpace;
    // The Service in front of the leaders: LWS labels every Pod with its set's name and its
    // index in the group (the leader is worker 0).
    begin("v1", "Service");
    metadata(e, name + QStringLiteral("-leaders"), ns, p, false);
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "selector" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "leaderworkerset.sigs.k8s.io/name" << YAML::Value << yamlString(name);
    e << YAML::Key << "leaderworkerset.sigs.k8s.io/worker-index" << YAML::Value
      << YAML::DoubleQuoted << "0";
    e << YAML::EndMap;
    e << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << "http" << YAML::Key << "port" << YAML::Value
      << p.workload.servingPort << YAML::Key << "targetPort" << YAML::Value
      << p.workload.servingPort;
    e << YAML::EndMap << YAML::EndSeq << YAML::EndMap << YAML::EndMap;

    begin("leaderworkerset.x-k8s.io/v1", "LeaderWorkerSet");
    QMap<QString, QString> ann;
    // One group per node pool, that is per slice.
    ann.insert(QStringLiteral("leaderworkerset.sigs.k8s.io/exclusive-topology"),
               QStringLiteral("cloud.google.com/gke-nodepool"));
    metadata(e, name, ns, p, true, ann, d.kueue.enabled);
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "replicas" << YAML::Value << p.slices;
    e << YAML::Key << "leaderWorkerTemplate" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "size" << YAML::Value << r.vmsPerSlice;
    e << YAML::Key << "restartPolicy" << YAML::Value << "RecreateGroupOnPodRestart";
    PodOptions leader;
    leader.key = "leaderTemplate";
    leader.servingPort = p.workload.servingPort;
    podTemplate(e, d, p, leader);
    PodOptions worker = leader;
    worker.key = "workerTemplate";
    podTemplate(e, d, p, worker);
    e << YAML::EndMap << YAML::EndMap << YAML::EndMap; // leaderWorkerTemplate, spec, doc
}

void rayCluster(YAML::Emitter &e, const model::Deployment &d, const Plan &p,
                const model::Resolution &r,
                const std::function<void(const char *, const char *)> &begin)
{
    begin("ray.io/v1", "RayCluster");
    metadata(e, p.workload.name, p.workload.nameSpace, p, true, {}, d.kueue.enabled);
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    if (p.autoscaling.enabled)
        e << YAML::Key << "enableInTreeAutoscaling" << YAML::Value << true;
    // The head: no TPU; KubeRay starts Ray in the image's containers.
    e << YAML::Key << "headGroupSpec" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "rayStartParams" << YAML::Value << YAML::Flow << YAML::BeginMap
      << YAML::EndMap;
    e << YAML::Key << "template" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "labels"
      << YAML::Value << YAML::BeginMap << YAML::Key << "app.kubernetes.io/name" << YAML::Value
      << yamlString(kindLabel(p)) << YAML::EndMap << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    if (!p.priorityClass.isEmpty())
        e << YAML::Key << "priorityClassName" << YAML::Value << yamlString(p.priorityClass);
    e << YAML::Key << "containers" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << "ray-head";
    e << YAML::Key << "image" << YAML::Value
      << quoted(p.workload.image.isEmpty() ? imagePlaceholder() : p.workload.image);
    e << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq;
    for (const auto &[portName, port] :
         {std::pair{"gcs-server", 6379}, {"dashboard", 8265}, {"client", 10001}})
        e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << portName << YAML::Key
          << "containerPort" << YAML::Value << port << YAML::EndMap;
    e << YAML::EndSeq << YAML::EndMap << YAML::EndSeq; // ports, container, containers
    e << YAML::EndMap << YAML::EndMap << YAML::EndMap; // spec, template, headGroupSpec
    // One TPU worker group: a replica is a slice of numOfHosts Pods, one per VM.
    e << YAML::Key << "workerGroupSpecs" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    e << YAML::Key << "groupName" << YAML::Value << "tpu-group";
    e << YAML::Key << "replicas" << YAML::Value << p.slices;
    // Autoscaling: slices come and go whole (node pools scale 0 or all VMs).
    const int minReplicas = p.autoscaling.enabled && p.autoscaling.minNodes == 0 ? 0 : p.slices;
    e << YAML::Key << "minReplicas" << YAML::Value << minReplicas;
    e << YAML::Key << "maxReplicas" << YAML::Value << p.slices;
    e << YAML::Key << "numOfHosts" << YAML::Value << r.vmsPerSlice;
    e << YAML::Key << "rayStartParams" << YAML::Value << YAML::Flow << YAML::BeginMap
      << YAML::EndMap;
    PodOptions worker;
    worker.containerName = QStringLiteral("ray-worker");
    worker.command = false;
    podTemplate(e, d, p, worker);
    e << YAML::EndMap << YAML::EndSeq; // group, workerGroupSpecs
    e << YAML::EndMap << YAML::EndMap; // spec, doc
}

// The Namespace (unless "default") and the PriorityClass the plan names, before the workload.
void namespaceAndPriority(YAML::Emitter &e, const Plan &p,
                          const std::function<void(const char *, const char *)> &begin)
{
    const QString ns = p.workload.nameSpace;
    if (ns != QLatin1String("default")) {
        begin("v1", "Namespace");
        e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name"
          << YAML::Value << yamlString(ns) << YAML::EndMap << YAML::EndMap;
    }
    if (!p.priorityClass.isEmpty()) {
        begin("scheduling.k8s.io/v1", "PriorityClass");
        e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name"
          << YAML::Value << yamlString(p.priorityClass) << YAML::EndMap;
        e << YAML::Key << "value" << YAML::Value << 100000;
        e << YAML::Key << "globalDefault" << YAML::Value << false;
        e << YAML::Key << "description" << YAML::Value << "TPU workloads planned with TPU Planner"
          << YAML::EndMap;
    }
}

// A JobSet: one replicated Job a slice, exclusive to a node pool when multi-host.
void jobSet(YAML::Emitter &e, const model::Deployment &d, const Plan &p, const model::Resolution &r,
            const std::function<void(const char *, const char *)> &begin)
{
    const QString name = p.workload.name, ns = p.workload.nameSpace;
    begin("jobset.x-k8s.io/v1alpha2", "JobSet");
    QMap<QString, QString> ann;
    if (r.multiHost)
        ann.insert(QStringLiteral("alpha.jobset.sigs.k8s.io/exclusive-topology"),
                   QStringLiteral("cloud.google.com/gke-nodepool"));
    metadata(e, name, ns, p, true, ann, d.kueue.enabled);
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    if (p.workload.maxRestarts > 0) // a failed Pod restarts every slice, this many times
        e << YAML::Key << "failurePolicy" << YAML::Value << YAML::BeginMap << YAML::Key
          << "maxRestarts" << YAML::Value << p.workload.maxRestarts << YAML::EndMap;
    e << YAML::Key << "replicatedJobs" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << "slice";
    e << YAML::Key << "replicas" << YAML::Value << p.slices;
    e << YAML::Key << "template" << YAML::Value << YAML::BeginMap << YAML::Key << "spec"
      << YAML::Value << YAML::BeginMap;
    jobSpecBody(e, r.vmsPerSlice, false);
    podTemplate(e, d, p, jobPod());
    e << YAML::EndMap << YAML::EndMap; // template.spec, template
    e << YAML::EndMap << YAML::EndSeq; // replicatedJobs
    e << YAML::EndMap << YAML::EndMap; // spec, doc
}

// An Indexed Job with the headless Service its Pods find each other through.
void indexedJob(YAML::Emitter &e, const model::Deployment &d, const Plan &p,
                const model::Resolution &r,
                const std::function<void(const char *, const char *)> &begin)
{
    const QString name = p.workload.name, ns = p.workload.nameSpace;
    const QString svc = name + QStringLiteral("-hosts");
    begin("v1", "Service");
    metadata(e, svc, ns, p, false);
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "clusterIP" << YAML::Value << "None";
    e << YAML::Key << "selector" << YAML::Value << YAML::BeginMap << YAML::Key << "job-name"
      << YAML::Value << yamlString(name) << YAML::EndMap << YAML::EndMap << YAML::EndMap;
    begin("batch/v1", "Job");
    metadata(e, name, ns, p, true, {}, d.kueue.enabled);
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    jobSpecBody(e, r.vmsPerSlice, true);
    podTemplate(e, d, p, jobPod(svc));
    e << YAML::EndMap << YAML::EndMap;
}

// A serving Deployment of one Pod with the Service in front of it.
void servingDeployment(YAML::Emitter &e, const model::Deployment &d, const Plan &p,
                       const std::function<void(const char *, const char *)> &begin)
{
    const QString name = p.workload.name, ns = p.workload.nameSpace;
    // The Service in front of the serving Pod, as the LeaderWorkerSet has for its leaders.
    begin("v1", "Service");
    metadata(e, name, ns, p, false);
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "selector" << YAML::Value << YAML::BeginMap << YAML::Key
      << "app.kubernetes.io/name" << YAML::Value << yamlString(kindLabel(p)) << YAML::EndMap;
    e << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << "http" << YAML::Key << "port" << YAML::Value
      << p.workload.servingPort << YAML::Key << "targetPort" << YAML::Value
      << p.workload.servingPort;
    e << YAML::EndMap << YAML::EndSeq << YAML::EndMap << YAML::EndMap;
    begin("apps/v1", "Deployment");
    metadata(e, name, ns, p, true, {}, d.kueue.enabled);
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "replicas" << YAML::Value << 1;
    e << YAML::Key << "selector" << YAML::Value << YAML::BeginMap << YAML::Key << "matchLabels"
      << YAML::Value << YAML::BeginMap << YAML::Key << "app.kubernetes.io/name" << YAML::Value
      << yamlString(kindLabel(p)) << YAML::EndMap << YAML::EndMap;
    PodOptions serving;
    serving.servingPort = p.workload.servingPort;
    podTemplate(e, d, p, serving);
    e << YAML::EndMap << YAML::EndMap;
}

// A plain Job of the slice's VMs.
void plainJob(YAML::Emitter &e, const model::Deployment &d, const Plan &p,
              const model::Resolution &r,
              const std::function<void(const char *, const char *)> &begin)
{
    const QString name = p.workload.name, ns = p.workload.nameSpace;
    begin("batch/v1", "Job");
    metadata(e, name, ns, p, true, {}, d.kueue.enabled);
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    jobSpecBody(e, r.vmsPerSlice, false);
    podTemplate(e, d, p, jobPod());
    e << YAML::EndMap << YAML::EndMap;
}

} // namespace

std::optional<PodRequests> podRequests(const catalog::Catalog &c, const Plan &p)
{
    // The deployment's, which sizes them from the smallest credible VM.
    const model::Deployment d = model::planDeployment(c, p, model::resolve(c, p));
    if (!d.pod.cpuMillis || !d.pod.memoryMiB)
        return std::nullopt;
    return PodRequests{*d.pod.cpuMillis, *d.pod.memoryMiB};
}

QString imagePlaceholder()
{
    return QStringLiteral("SET-THE-CONTAINER-IMAGE");
}

QString manifestsYaml(const catalog::Catalog &c, const Plan &p)
{
    return manifestsYaml(*model::makeSnapshot(c, p));
}

QString manifestsYaml(const model::Snapshot &snap)
{
    const Plan &p = snap.plan;
    const model::Resolution &r = snap.resolution;
    const model::Deployment &d = snap.deployment;
    if (!r.isComplete() || !d.complete)
        return QStringLiteral(
            "# The plan does not describe a complete slice; nothing to export.\n");
    YAML::Emitter e;
    e.SetIndent(2);
    e.SetOutputCharset(YAML::EscapeNonAscii);
    auto begin = [&](const char *apiVersion, const char *kind) {
        e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value
          << apiVersion << YAML::Key << "kind" << YAML::Value << kind;
    };
    namespaceAndPriority(e, p, begin);
    if (d.computeClass)
        computeClass(e, *d.computeClass);
    switch (p.workload.kind) {
    case WorkloadKind::LeaderWorkerSet:
        leaderWorkerSet(e, d, p, r, begin);
        break;
    case WorkloadKind::RayCluster:
        rayCluster(e, d, p, r, begin);
        break;
    case WorkloadKind::JobSet:
        jobSet(e, d, p, r, begin);
        break;
    case WorkloadKind::IndexedJob:
        indexedJob(e, d, p, r, begin);
        break;
    case WorkloadKind::Deployment:
        servingDeployment(e, d, p, begin);
        break;
    case WorkloadKind::Job:
        plainJob(e, d, p, r, begin);
        break;
    }
    return QString::fromStdString(e.c_str()) + QLatin1Char('\n');
}

namespace {

// Queued provisioning: the ProvisioningRequestConfig and the AdmissionCheck named `check`.
void kueueQueuedProvisioning(YAML::Emitter &e, const QString &check)
{
    // Queued provisioning: Kueue asks GKE for the whole slice through a ProvisioningRequest
    // before it admits the workload (S26; xpk's kueue_config template).
    e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value
      << kueueApiVersion() << YAML::Key << "kind" << YAML::Value << "ProvisioningRequestConfig";
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name"
      << YAML::Value << yamlString(check) << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "provisioningClassName" << YAML::Value << "queued-provisioning.gke.io";
    e << YAML::Key << "managedResources" << YAML::Value << YAML::Flow << YAML::BeginSeq
      << "google.com/tpu" << YAML::EndSeq;
    e << YAML::EndMap << YAML::EndMap;
    e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value
      << kueueApiVersion() << YAML::Key << "kind" << YAML::Value << "AdmissionCheck";
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name"
      << YAML::Value << yamlString(check) << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "controllerName" << YAML::Value << "kueue.x-k8s.io/provisioning-request";
    e << YAML::Key << "parameters" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "apiGroup" << YAML::Value << "kueue.x-k8s.io";
    e << YAML::Key << "kind" << YAML::Value << "ProvisioningRequestConfig";
    e << YAML::Key << "name" << YAML::Value << yamlString(check);
    e << YAML::EndMap << YAML::EndMap << YAML::EndMap;
}

// The ResourceFlavor of the plan's TPU nodes.
void kueueResourceFlavor(YAML::Emitter &e, const model::Snapshot &snap)
{
    const Plan &p = snap.plan;
    const model::Resolution &r = snap.resolution;
    const QString flavor = snap.deployment.kueue.flavor;
    e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value
      << kueueApiVersion() << YAML::Key << "kind" << YAML::Value << "ResourceFlavor";
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name"
      << YAML::Value << yamlString(flavor) << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap << YAML::Key << "nodeLabels"
      << YAML::Value << YAML::BeginMap;
    e << YAML::Key << kAccelerator << YAML::Value << quoted(r.accelerator->label);
    e << YAML::Key << kTopology << YAML::Value << quoted(p.topology.toString());
    e << YAML::EndMap << YAML::EndMap << YAML::EndMap;
}

// The ClusterQueue: nominal quotas of exactly what the plan's Pods request.
void kueueClusterQueue(YAML::Emitter &e, const model::Snapshot &snap)
{
    const Plan &p = snap.plan;
    const model::Resolution &r = snap.resolution;
    const model::Deployment &d = snap.deployment;
    const bool queued = d.kueue.queued;
    const QString flavor = d.kueue.flavor;
    const QString cq = d.kueue.clusterQueue;
    const long long vms = r.vmsPerSlice * p.slices;
    const QString check = d.kueue.admissionCheck;
    e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value
      << kueueApiVersion() << YAML::Key << "kind" << YAML::Value << "ClusterQueue";
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name"
      << YAML::Value << yamlString(cq) << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "namespaceSelector" << YAML::Value << YAML::Flow << YAML::BeginMap
      << YAML::EndMap;
    if (queued) { // v1beta2: admissionChecksStrategy (v1beta1's admissionChecks list)
        e << YAML::Key << "admissionChecksStrategy" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "admissionChecks" << YAML::Value << YAML::BeginSeq << YAML::BeginMap
          << YAML::Key << "name" << YAML::Value << yamlString(check) << YAML::EndMap << YAML::EndSeq
          << YAML::EndMap;
    }
    e << YAML::Key << "resourceGroups" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    e << YAML::Key << "coveredResources" << YAML::Value << YAML::Flow << YAML::BeginSeq << "cpu"
      << "memory"
      << "google.com/tpu" << YAML::EndSeq;
    e << YAML::Key << "flavors" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << yamlString(flavor);
    e << YAML::Key << "resources" << YAML::Value << YAML::BeginSeq;
    const model::PodTemplate &pod = d.pod;
    const bool sized = pod.cpuMillis && pod.memoryMiB;
    auto quota = [&](const char *res, const QString &v) {
        e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << res << YAML::Key
          << "nominalQuota" << YAML::Value << quoted(v) << YAML::EndMap;
    };
    // Nominal quotas: exactly what the plan's Pods request (one Pod per VM).
    quota("cpu", sized ? cpuQuantity(*pod.cpuMillis, vms) : QStringLiteral("0"));
    quota("memory", sized ? wideToString(Wide(*pod.memoryMiB) * vms) + QStringLiteral("Mi")
                          : QStringLiteral("0"));
    quota("google.com/tpu", wideToString(Wide(r.chipsPerSlice) * p.slices));
    e << YAML::EndSeq << YAML::EndMap << YAML::EndSeq; // resources, flavor, flavors
    e << YAML::EndMap << YAML::EndSeq;                 // group, resourceGroups
    e << YAML::EndMap << YAML::EndMap;                 // spec, doc
}

// The LocalQueue in the workload's Namespace.
void kueueLocalQueue(YAML::Emitter &e, const model::Snapshot &snap)
{
    const Plan &p = snap.plan;
    const model::Deployment &d = snap.deployment;
    const QString cq = d.kueue.clusterQueue;
    e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value
      << kueueApiVersion() << YAML::Key << "kind" << YAML::Value << "LocalQueue";
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name"
      << YAML::Value << yamlString(d.kueue.localQueue) << YAML::Key << "namespace" << YAML::Value
      << yamlString(p.workload.nameSpace) << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap << YAML::Key << "clusterQueue"
      << YAML::Value << yamlString(cq) << YAML::EndMap << YAML::EndMap;
}

} // namespace

QString kueueYaml(const catalog::Catalog &c, const Plan &p)
{
    return kueueYaml(*model::makeSnapshot(c, p));
}

QString kueueYaml(const model::Snapshot &snap)
{
    const Plan &p = snap.plan;
    const model::Deployment &d = snap.deployment;
    if (!d.kueue.enabled || !d.complete)
        return {};
    YAML::Emitter e;
    e.SetIndent(2);
    e.SetOutputCharset(YAML::EscapeNonAscii);
    // The LocalQueue's Namespace comes first, so this file applies on its own and before
    // manifests.yaml (which holds the Namespace too: applying both is harmless).
    if (p.workload.nameSpace != QLatin1String("default"))
        e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value << "v1"
          << YAML::Key << "kind" << YAML::Value << "Namespace" << YAML::Key << "metadata"
          << YAML::Value << YAML::BeginMap << YAML::Key << "name" << YAML::Value
          << yamlString(p.workload.nameSpace) << YAML::EndMap << YAML::EndMap;
    if (d.kueue.queued)
        kueueQueuedProvisioning(e, d.kueue.admissionCheck);
    kueueResourceFlavor(e, snap);
    kueueClusterQueue(e, snap);
    kueueLocalQueue(e, snap);
    return QString::fromStdString(e.c_str()) + QLatin1Char('\n');
}

} // namespace tpu::exporters
