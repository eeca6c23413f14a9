#include "catalog/catalog.h"
#include "model/availability.h"
#include "model/deployment.h"
#include "model/names.h"
#include "model/ruletext.h"

#include <QCoreApplication>
#include <algorithm>

// The deployment rules (deployment.*): what GKE would refuse or never schedule in the deployment
// the exports render (model/deployment.h). Each rests on the facts named in docs/rules.md.
namespace tpu::model {

std::vector<Finding> checkDeployment(const catalog::Catalog &c, const Plan &p, const Deployment &d)
{
    std::vector<Finding> out;
    if (!d.complete)
        return out;
    auto add = [&](const char *id, Severity sev, const char *field, const TrText &message,
                   const TrText &explanation, const QStringList &sources = {}) {
        out.push_back(
            Finding{QLatin1String(id), sev, QLatin1String(field), message, explanation, sources});
    };

    // Where the cluster is: every gcloud command names it (--location), and its node pools can
    // only be in its region.
    if (!p.clusterLocation.isEmpty() && !p.zone.isEmpty() && p.clusterLocation != p.region()) {
        if (p.newCluster)
            add("deployment.cluster-location", Severity::Warning, "clusterLocation",
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                      "The cluster location %1 is not used: a new cluster is "
                                      "regional, in %2."))
                    .arg(p.clusterLocation, p.region()),
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                      "The exports create a regional cluster in the plan's "
                                      "region. The location is only for an existing cluster.")));
        else if (!d.cluster.zonal || catalog::regionOfZone(p.clusterLocation) != p.region())
            add("deployment.cluster-location", Severity::Error, "clusterLocation",
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                      "The existing cluster's location %1 is neither the "
                                      "plan's region %2 nor a zone of it."))
                    .arg(p.clusterLocation, p.region()),
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP(
                        "tpu::model::DeploymentRules",
                        "A cluster's node pools are in the cluster's region: GKE refuses TPU "
                        "nodes in zone %1 for a cluster in %2. Give the cluster's location as "
                        "'gcloud container clusters list' shows it."))
                    .arg(p.zone, p.clusterLocation));
    }

    // Requests the node cannot hold: the Pod stays Pending for ever.
    const PodTemplate &pod = d.pod;
    if (pod.memoryMiB && pod.allocatableMemoryMiB && *pod.memoryMiB > *pod.allocatableMemoryMiB)
        add("deployment.pod-memory", Severity::Error, "machineType",
            deploymentRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                  "Each Pod requests %1 MiB of memory; a %2 VM leaves %3 MiB "
                                  "allocatable."))
                .arg(QString::number(*pod.memoryMiB), p.machineType,
                     QString::number(*pod.allocatableMemoryMiB)),
            deploymentRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                  "GKE never schedules a Pod whose requests exceed the node's "
                                  "allocatable memory: it stays Pending. The requests must fit the "
                                  "smallest credible size of the VM.")),
            {QStringLiteral("S34")});
    if (pod.cpuMillis && pod.allocatableCpuMillis && *pod.cpuMillis > *pod.allocatableCpuMillis)
        add("deployment.pod-cpu", Severity::Error, "machineType",
            deploymentRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                  "Each Pod requests %1 millicores of CPU; a %2 VM leaves %3 "
                                  "allocatable."))
                .arg(QString::number(*pod.cpuMillis), p.machineType,
                     QString::number(*pod.allocatableCpuMillis)),
            deploymentRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                  "GKE never schedules a Pod whose requests exceed the node's "
                                  "allocatable CPU: it stays Pending.")),
            {QStringLiteral("S34")});

    // A reservation of another project in Autopilot: the Pod must name the project.
    auto selects = [&](const char *key) {
        return std::any_of(pod.nodeSelector.begin(), pod.nodeSelector.end(),
                           [&](const auto &kv) { return kv.first == QLatin1String(key); });
    };
    if (d.cluster.mode == Mode::Autopilot && !d.computeClass &&
        p.consumption == Consumption::Reservation && !p.reservation.project.isEmpty() &&
        p.reservation.project != p.projectId && !selects("cloud.google.com/reservation-project"))
        add("deployment.reservation-project", Severity::Error, "reservation.project",
            deploymentRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                  "The Pods select reservation %1 without its project %2."))
                .arg(p.reservation.name, p.reservation.project),
            deploymentRulesTr(QT_TRANSLATE_NOOP(
                "tpu::model::DeploymentRules",
                "Autopilot looks for a reservation in the cluster's project unless "
                "the Pod selects cloud.google.com/reservation-project: the Pods "
                "would never be scheduled.")),
            {QStringLiteral("S35")});
    if ((d.cluster.mode == Mode::Autopilot || d.computeClass) && !p.zone.isEmpty() &&
        !selects("topology.kubernetes.io/zone"))
        add("deployment.zone-unpinned", Severity::Error, "zone",
            deploymentRulesTr(QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                                "The Pods do not select the plan's zone %1."))
                .arg(p.zone),
            deploymentRulesTr(QT_TRANSLATE_NOOP(
                "tpu::model::DeploymentRules",
                "Without topology.kubernetes.io/zone GKE creates TPU nodes in any "
                "zone of the region, where the plan's reservation, quota or "
                "accelerator may not be.")));
    if (const auto &cc = d.computeClass) {
        const bool hasReservation = std::find(cc->steps.begin(), cc->steps.end(),
                                              Consumption::Reservation) != cc->steps.end();
        if (hasReservation && !cc->zonesInReservation)
            add("deployment.compute-class-zones", Severity::Error, "fallback",
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                      "The compute class %1 sets location zones together with a "
                                      "specific reservation."))
                    .arg(cc->name),
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                      "GKE refuses location.zones combined with reservations "
                                      "affinity Specific (\"location config with specific "
                                      "reservations enabled\"): the zones belong in "
                                      "reservations.specific[].zones.")),
                {QStringLiteral("S27")});
    }

    // Node auto-provisioning limits count every node pool of the cluster.
    const Autoprovisioning &a = d.autoprovisioning;
    if (a.enabled) {
        if (a.maxCpu < a.tpuCpu + a.headroomCpu ||
            a.maxMemoryGiB < a.tpuMemoryGiB + a.headroomMemoryGiB || a.headroomCpu <= 0 ||
            a.headroomMemoryGiB <= 0)
            add("deployment.nap-limits", Severity::Error, "autoscaling",
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP(
                        "tpu::model::DeploymentRules",
                        "Node auto-provisioning limits (%1 vCPU, %2 GB) leave no room "
                        "beside the TPU nodes (%3 vCPU, %4 GB)."))
                    .arg(QString::number(a.maxCpu), QString::number(a.maxMemoryGiB),
                         QString::number(a.tpuCpu), QString::number(a.tpuMemoryGiB)),
                deploymentRulesTr(QT_TRANSLATE_NOOP(
                    "tpu::model::DeploymentRules",
                    "GKE counts the CPU and memory of every node pool against the "
                    "limits, the default pool's nodes too: limits equal to the "
                    "slice never let the TPU pools scale up.")),
                {QStringLiteral("S38")});
        if (a.maxChips < d.totalChips)
            add("deployment.nap-accelerator", Severity::Error, "autoscaling",
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                      "The accelerator limit (%1 chips) does not cover the plan's "
                                      "%2 chips."))
                    .arg(QString::number(a.maxChips), QString::number(d.totalChips)),
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                      "Node auto-provisioning never creates TPU nodes beyond the "
                                      "accelerator limit.")),
                {QStringLiteral("S38")});
        if (a.onExistingCluster)
            add("deployment.nap-existing-cluster", Severity::Warning, "autoscaling",
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP(
                        "tpu::model::DeploymentRules",
                        "The auto-provisioning limits leave %1 vCPU and %2 GB for the "
                        "existing cluster's other nodes."))
                    .arg(QString::number(a.headroomCpu), QString::number(a.headroomMemoryGiB)),
                deploymentRulesTr(QT_TRANSLATE_NOOP(
                    "tpu::model::DeploymentRules",
                    "GKE counts every node pool of the cluster against the limits; "
                    "if the cluster already runs more, raise --max-cpu and "
                    "--max-memory in gcloud.sh by that much.")),
                {QStringLiteral("S38")});
    }

    // Node pool and workload policy names: GKE's rules, and one name per slice.
    QStringList seen;
    for (const NodePool &np : d.nodePools) {
        const QString why = checkGkeNodePoolName(np.name);
        if (!why.isEmpty() || seen.contains(np.name))
            add("deployment.node-pool-name", Severity::Error, "workload.name",
                deploymentRulesTr(QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                                    "Node pool name %1 is not usable: %2"))
                    .arg(np.name, why.isEmpty()
                                      ? deploymentRulesTr(QT_TRANSLATE_NOOP(
                                            "tpu::model::DeploymentRules", "two slices share it."))
                                      : checkText(&checkGkeNodePoolName, np.name)),
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                      "Node pool names are derived from the workload's name and "
                                      "namespace; GKE takes 1 to 40 lower-case letters, digits and "
                                      "hyphens, one name per pool.")));
        seen << np.name;
        if (np.queued && !queuedProvisioningOffered(c, p))
            add("deployment.queued-version", Severity::Error, "consumption",
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP(
                        "tpu::model::DeploymentRules",
                        "Node pool %1 asks for queued provisioning, which GKE does not "
                        "offer for flex-start %2 TPUs."))
                    .arg(np.name, p.tpuVersion),
                deploymentRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::DeploymentRules",
                                      "GKE refuses \"flex start node pools with TPUs with queued "
                                      "provisioning\" outside the versions the catalog lists.")),
                c.limitation(QStringLiteral("flex-start-queued-provisioning-versions"))
                    ? c.limitation(QStringLiteral("flex-start-queued-provisioning-versions"))
                          ->prov.sources
                    : QStringList());
    }
    return out;
}

} // namespace tpu::model
