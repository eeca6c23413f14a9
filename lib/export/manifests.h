#pragma once

#include "plan.h"

namespace tpu::model {
struct Snapshot;
}

namespace tpu::exporters {

// manifests.yaml: the workload (Job, Deployment, JobSet, or Indexed Job with a headless
// Service), its Namespace and PriorityClass, as multi-document YAML written with yaml-cpp in a
// fixed key order.
QString manifestsYaml(const model::Snapshot &snapshot);
QString manifestsYaml(const catalog::Catalog &catalog, const model::Plan &plan); // resolves it first

// kueue.yaml: ResourceFlavor, ClusterQueue and LocalQueue for the plan's TPUs (empty when the
// plan does not use Kueue).
QString kueueYaml(const model::Snapshot &snapshot);
QString kueueYaml(const catalog::Catalog &catalog, const model::Plan &plan); // resolves it first

// Names the exports derive from the plan.
QString localQueueName(const model::Plan &plan);
QString nodePoolName(const model::Plan &plan, int slice);

// The CPU (millicores) and memory (MiB) each TPU Pod requests: 75% of the VM's vCPU and memory,
// the planner's choice to leave room for GKE's system reservations and DaemonSets.
// nullopt when the catalog does not know the VM's size.
struct PodRequests
{
    long long cpuMillis = 0, memoryMiB = 0;
};
std::optional<PodRequests> podRequests(const catalog::Catalog &catalog, const model::Plan &plan);

} // namespace tpu::exporters
