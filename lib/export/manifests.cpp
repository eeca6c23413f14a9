#include "manifests.h"

#include "snapshot.h"

#include "resolution.h"

#include <yaml-cpp/yaml.h>

namespace tpu::exporters {

using catalog::Mode;
using model::Consumption;
using model::Plan;
using model::WorkloadKind;

namespace {

std::string s(const QString &q)
{
    return q.toStdString();
}

// Kubernetes CPU quantity: whole cores where exact, else millicores.
QString cpuQuantity(long long millis)
{
    return millis % 1000 == 0 ? QString::number(millis / 1000) : QStringLiteral("%1m").arg(millis);
}

constexpr const char *kAccelerator = "cloud.google.com/gke-tpu-accelerator";
constexpr const char *kTopology = "cloud.google.com/gke-tpu-topology";
constexpr const char *kQueueLabel = "kueue.x-k8s.io/queue-name";

QString kindLabel(const Plan &p)
{
    return p.workload.name;
}

void metadata(YAML::Emitter &e, const QString &name, const QString &ns, const Plan &p, bool queueLabel,
              const QMap<QString, QString> &annotations = {})
{
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << s(name);
    if (!ns.isEmpty())
        e << YAML::Key << "namespace" << YAML::Value << s(ns);
    e << YAML::Key << "labels" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "app.kubernetes.io/name" << YAML::Value << s(kindLabel(p));
    e << YAML::Key << "app.kubernetes.io/managed-by" << YAML::Value << "tpu-planner";
    if (queueLabel && p.kueue)
        e << YAML::Key << kQueueLabel << YAML::Value << s(localQueueName(p));
    e << YAML::EndMap;
    if (!annotations.isEmpty()) {
        e << YAML::Key << "annotations" << YAML::Value << YAML::BeginMap;
        for (auto it = annotations.constBegin(); it != annotations.constEnd(); ++it)
            e << YAML::Key << s(it.key()) << YAML::Value << YAML::DoubleQuoted << s(it.value());
        e << YAML::EndMap;
    }
    e << YAML::EndMap;
}

// The Pod template every workload kind shares.
void podTemplate(YAML::Emitter &e, const catalog::Catalog &c, const Plan &p, const model::Resolution &r,
                 bool job, const QString &subdomain)
{
    e << YAML::Key << "template" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "labels" << YAML::Value << YAML::BeginMap << YAML::Key << "app.kubernetes.io/name"
      << YAML::Value << s(kindLabel(p)) << YAML::EndMap;
    if (p.extendedRunTime && p.mode == Mode::Autopilot) {
        e << YAML::Key << "annotations" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "cluster-autoscaler.kubernetes.io/safe-to-evict" << YAML::Value << YAML::DoubleQuoted
          << "false" << YAML::EndMap;
    }
    e << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    if (!subdomain.isEmpty())
        e << YAML::Key << "subdomain" << YAML::Value << s(subdomain);
    if (job)
        e << YAML::Key << "restartPolicy" << YAML::Value << "Never";
    if (!p.priorityClass.isEmpty())
        e << YAML::Key << "priorityClassName" << YAML::Value << s(p.priorityClass);
    e << YAML::Key << "nodeSelector" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << kAccelerator << YAML::Value << YAML::DoubleQuoted << s(r.accelerator->label);
    e << YAML::Key << kTopology << YAML::Value << YAML::DoubleQuoted << s(p.topology.toString());
    switch (p.consumption) {
    case Consumption::OnDemand:
        break;
    case Consumption::Spot:
        e << YAML::Key << "cloud.google.com/gke-spot" << YAML::Value << YAML::DoubleQuoted << "true";
        break;
    case Consumption::Reservation:
        e << YAML::Key << "cloud.google.com/reservation-name" << YAML::Value << YAML::DoubleQuoted
          << s(p.reservation.name);
        if (p.mode == Mode::Autopilot)
            e << YAML::Key << "cloud.google.com/reservation-affinity" << YAML::Value << YAML::DoubleQuoted << "specific";
        break;
    case Consumption::FlexStart:
        e << YAML::Key << "cloud.google.com/gke-flex-start" << YAML::Value << YAML::DoubleQuoted << "true";
        break;
    }
    // One slice per node pool: pin a single slice to its pool; Multislice JobSets place each
    // slice on its own pool through the exclusive-topology annotation instead.
    if (p.mode == Mode::Standard && p.slices == 1)
        e << YAML::Key << "cloud.google.com/gke-nodepool" << YAML::Value << s(nodePoolName(p, 0));
    e << YAML::EndMap;
    e << YAML::Key << "containers" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << s(p.workload.name);
    e << YAML::Key << "image" << YAML::Value << YAML::DoubleQuoted << s(p.workload.image);
    if (!p.workload.command.isEmpty()) {
        e << YAML::Key << "command" << YAML::Value << YAML::BeginSeq;
        for (const QString &a : p.workload.command)
            e << YAML::DoubleQuoted << s(a);
        e << YAML::EndSeq;
    }
    e << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq;
    e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "tpu-ici" << YAML::Key << "containerPort"
      << YAML::Value << 8471 << YAML::EndMap;
    e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "tpu-metrics" << YAML::Key << "containerPort"
      << YAML::Value << 8431 << YAML::EndMap;
    e << YAML::EndSeq;
    const QString tpu = QString::number(r.chipsPerVm);
    e << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "requests" << YAML::Value << YAML::BeginMap;
    if (const auto req = podRequests(c, p)) {
        e << YAML::Key << "cpu" << YAML::Value << YAML::DoubleQuoted << s(cpuQuantity(req->cpuMillis));
        e << YAML::Key << "memory" << YAML::Value << YAML::DoubleQuoted << s(QStringLiteral("%1Mi").arg(req->memoryMiB));
    }
    e << YAML::Key << "google.com/tpu" << YAML::Value << YAML::DoubleQuoted << s(tpu) << YAML::EndMap;
    e << YAML::Key << "limits" << YAML::Value << YAML::BeginMap << YAML::Key << "google.com/tpu" << YAML::Value
      << YAML::DoubleQuoted << s(tpu) << YAML::EndMap;
    e << YAML::EndMap;
    e << YAML::EndMap << YAML::EndSeq; // containers
    e << YAML::EndMap;                 // spec
    e << YAML::EndMap;                 // template
}

void jobSpecBody(YAML::Emitter &e, long long vms, bool indexed)
{
    if (indexed)
        e << YAML::Key << "completionMode" << YAML::Value << "Indexed";
    e << YAML::Key << "parallelism" << YAML::Value << vms;
    e << YAML::Key << "completions" << YAML::Value << vms;
    e << YAML::Key << "backoffLimit" << YAML::Value << 0;
}

} // namespace

QString localQueueName(const Plan &p)
{
    return p.workload.name + QStringLiteral("-queue");
}

QString nodePoolName(const Plan &p, int slice)
{
    return QStringLiteral("tpu-%1-slice-%2").arg(p.tpuVersion).arg(slice);
}

std::optional<PodRequests> podRequests(const catalog::Catalog &c, const Plan &p)
{
    const auto *mt = c.machineType(p.machineType);
    if (!mt || !mt->vcpu || !mt->memoryGiB)
        return std::nullopt;
    return PodRequests{*mt->vcpu * 750LL, (long long)(*mt->memoryGiB * 1024 * 3 / 4)};
}

QString manifestsYaml(const catalog::Catalog &c, const Plan &p)
{
    return manifestsYaml(*model::makeSnapshot(c, p));
}

QString manifestsYaml(const model::Snapshot &snap)
{
    const catalog::Catalog &c = *snap.catalog;
    const Plan &p = snap.plan;
    const model::Resolution &r = snap.resolution;
    if (!r.isComplete())
        return QStringLiteral("# The plan does not describe a complete slice; nothing to export.\n");
    YAML::Emitter e;
    e.SetIndent(2);
    auto begin = [&](const char *apiVersion, const char *kind) {
        e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value << apiVersion
          << YAML::Key << "kind" << YAML::Value << kind;
    };
    const QString ns = p.workload.nameSpace;
    if (ns != QLatin1String("default")) {
        begin("v1", "Namespace");
        e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name" << YAML::Value << s(ns)
          << YAML::EndMap << YAML::EndMap;
    }
    if (!p.priorityClass.isEmpty()) {
        begin("scheduling.k8s.io/v1", "PriorityClass");
        e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name" << YAML::Value
          << s(p.priorityClass) << YAML::EndMap;
        e << YAML::Key << "value" << YAML::Value << 100000;
        e << YAML::Key << "globalDefault" << YAML::Value << false;
        e << YAML::Key << "description" << YAML::Value << "TPU workloads planned with TPU Planner" << YAML::EndMap;
    }
    const WorkloadKind k = p.workload.kind;
    const QString name = p.workload.name;
    if (k == WorkloadKind::JobSet) {
        begin("jobset.x-k8s.io/v1alpha2", "JobSet");
        QMap<QString, QString> ann;
        if (r.multiHost)
            ann.insert(QStringLiteral("alpha.jobset.sigs.k8s.io/exclusive-topology"), QStringLiteral("cloud.google.com/gke-nodepool"));
        metadata(e, name, ns, p, true, ann);
        e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "replicatedJobs" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
        e << YAML::Key << "name" << YAML::Value << "slice";
        e << YAML::Key << "replicas" << YAML::Value << p.slices;
        e << YAML::Key << "template" << YAML::Value << YAML::BeginMap << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
        jobSpecBody(e, r.vmsPerSlice, false);
        podTemplate(e, c, p, r, true, {});
        e << YAML::EndMap << YAML::EndMap; // template.spec, template
        e << YAML::EndMap << YAML::EndSeq;  // replicatedJobs
        e << YAML::EndMap << YAML::EndMap;  // spec, doc
    } else if (k == WorkloadKind::IndexedJob) {
        const QString svc = name + QStringLiteral("-hosts");
        begin("v1", "Service");
        metadata(e, svc, ns, p, false);
        e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "clusterIP" << YAML::Value << "None";
        e << YAML::Key << "selector" << YAML::Value << YAML::BeginMap << YAML::Key << "job-name" << YAML::Value
          << s(name) << YAML::EndMap << YAML::EndMap << YAML::EndMap;
        begin("batch/v1", "Job");
        metadata(e, name, ns, p, true);
        e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
        jobSpecBody(e, r.vmsPerSlice, true);
        podTemplate(e, c, p, r, true, svc);
        e << YAML::EndMap << YAML::EndMap;
    } else if (k == WorkloadKind::Deployment) {
        begin("apps/v1", "Deployment");
        metadata(e, name, ns, p, true);
        e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "replicas" << YAML::Value << 1;
        e << YAML::Key << "selector" << YAML::Value << YAML::BeginMap << YAML::Key << "matchLabels" << YAML::Value
          << YAML::BeginMap << YAML::Key << "app.kubernetes.io/name" << YAML::Value << s(kindLabel(p)) << YAML::EndMap
          << YAML::EndMap;
        podTemplate(e, c, p, r, false, {});
        e << YAML::EndMap << YAML::EndMap;
    } else {
        begin("batch/v1", "Job");
        metadata(e, name, ns, p, true);
        e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
        jobSpecBody(e, r.vmsPerSlice, false);
        podTemplate(e, c, p, r, true, {});
        e << YAML::EndMap << YAML::EndMap;
    }
    return QString::fromStdString(e.c_str()) + QLatin1Char('\n');
}

QString kueueYaml(const catalog::Catalog &c, const Plan &p)
{
    return kueueYaml(*model::makeSnapshot(c, p));
}

QString kueueYaml(const model::Snapshot &snap)
{
    const catalog::Catalog &c = *snap.catalog;
    const Plan &p = snap.plan;
    const model::Resolution &r = snap.resolution;
    if (!p.kueue || !r.isComplete())
        return {};
    const QString flavor = QStringLiteral("%1-%2").arg(r.accelerator->label, p.topology.toString());
    const QString cq = p.workload.name + QStringLiteral("-cluster-queue");
    const long long vms = r.vmsPerSlice * p.slices;
    YAML::Emitter e;
    e.SetIndent(2);
    e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value << "kueue.x-k8s.io/v1beta1"
      << YAML::Key << "kind" << YAML::Value << "ResourceFlavor";
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name" << YAML::Value << s(flavor) << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap << YAML::Key << "nodeLabels" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << kAccelerator << YAML::Value << YAML::DoubleQuoted << s(r.accelerator->label);
    e << YAML::Key << kTopology << YAML::Value << YAML::DoubleQuoted << s(p.topology.toString());
    e << YAML::EndMap << YAML::EndMap << YAML::EndMap;

    e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value << "kueue.x-k8s.io/v1beta1"
      << YAML::Key << "kind" << YAML::Value << "ClusterQueue";
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name" << YAML::Value << s(cq) << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "namespaceSelector" << YAML::Value << YAML::Flow << YAML::BeginMap << YAML::EndMap;
    e << YAML::Key << "resourceGroups" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    e << YAML::Key << "coveredResources" << YAML::Value << YAML::Flow << YAML::BeginSeq << "cpu" << "memory"
      << "google.com/tpu" << YAML::EndSeq;
    e << YAML::Key << "flavors" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << s(flavor);
    e << YAML::Key << "resources" << YAML::Value << YAML::BeginSeq;
    const auto req = podRequests(c, p);
    auto quota = [&](const char *res, const QString &v) {
        e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << res << YAML::Key << "nominalQuota" << YAML::Value
          << YAML::DoubleQuoted << s(v) << YAML::EndMap;
    };
    // Nominal quotas: exactly what the plan's Pods request (one Pod per VM).
    quota("cpu", req ? cpuQuantity(req->cpuMillis * vms) : QStringLiteral("0"));
    quota("memory", req ? QStringLiteral("%1Mi").arg(req->memoryMiB * vms) : QStringLiteral("0"));
    quota("google.com/tpu", QString::number(r.chipsPerSlice * p.slices));
    e << YAML::EndSeq << YAML::EndMap << YAML::EndSeq; // resources, flavor, flavors
    e << YAML::EndMap << YAML::EndSeq;                 // group, resourceGroups
    e << YAML::EndMap << YAML::EndMap;                 // spec, doc

    e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value << "kueue.x-k8s.io/v1beta1"
      << YAML::Key << "kind" << YAML::Value << "LocalQueue";
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name" << YAML::Value
      << s(localQueueName(p)) << YAML::Key << "namespace" << YAML::Value << s(p.workload.nameSpace) << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap << YAML::Key << "clusterQueue" << YAML::Value << s(cq)
      << YAML::EndMap << YAML::EndMap;
    return QString::fromStdString(e.c_str()) + QLatin1Char('\n');
}

} // namespace tpu::exporters
