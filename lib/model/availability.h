#pragma once

#include "plan.h"

namespace tpu::model {

// Which choices a plan can have, each decided once: the rules check a plan against these, reconcile
// mends a plan by them, and the wizard enables its controls by them.

// GKE's release channels, in the order GKE lists them.
const QStringList &releaseChannels();
// Node pool autoscaling and node auto-provisioning are Standard's: Autopilot manages TPU nodes.
bool hasNodePoolAutoscaling(Mode mode);
// Extended run time Pods exist only in Autopilot.
bool hasExtendedRunTime(Mode mode);
// Collection scheduling exists only on TPU Trillium (v6e).
bool hasCollectionScheduling(const QString &versionId);

} // namespace tpu::model
