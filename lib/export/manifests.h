#pragma once

#include "catalog/catalogfwd.h"
#include "model/names.h"
#include "model/plan.h"

namespace tpu::model {
struct Snapshot;
}

namespace tpu::exporters {

// manifests.yaml: the workload (Job, Deployment, JobSet, or Indexed Job with a headless
// Service), its Namespace and PriorityClass, as multi-document YAML written with yaml-cpp in a
// fixed key order.
QString manifestsYaml(const model::Snapshot &snapshot);
QString manifestsYaml(const catalog::Catalog &catalog,
                      const model::Plan &plan); // resolves it first

// The container image written while the plan has none. Capital letters make it an image name
// the kubelet refuses (InvalidImageName), so nothing unintended is ever pulled.
QString imagePlaceholder();

// kueue.yaml: ResourceFlavor, ClusterQueue and LocalQueue for the plan's TPUs (empty when the
// plan does not use Kueue).
// The Kueue API version every exported Kueue object is written in (kueue.yaml and the review's
// queues): the one the release apply.sh installs serves.
const char *kueueApiVersion();

QString kueueYaml(const model::Snapshot &snapshot);
QString kueueYaml(const catalog::Catalog &catalog, const model::Plan &plan); // resolves it first

// The names the exports use (node pool, LocalQueue) are the model's: names.h.
using model::computeClassName;
using model::localQueueName;
using model::nodePoolName;

// The CPU (millicores) and memory (MiB) each TPU Pod requests: 75% of the VM's vCPU and memory,
// the planner's choice to leave room for GKE's system reservations and DaemonSets.
// nullopt when the catalog does not know the VM's size.
struct PodRequests
{
    long long cpuMillis = 0, memoryMiB = 0;
};
std::optional<PodRequests> podRequests(const catalog::Catalog &catalog, const model::Plan &plan);

} // namespace tpu::exporters
