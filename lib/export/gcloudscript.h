#pragma once

#include "plan.h"

#include <QStringList>

namespace tpu::exporters {

// One gcloud invocation: what it does, and its arguments (without "gcloud").
struct GcloudCommand
{
    QString comment;
    QStringList args;
};

// The infrastructure a plan needs, as gcloud commands: the cluster (when the plan creates it),
// the TPU7x workload policy, one node pool per slice (Standard), a maintenance exclusion.
std::vector<GcloudCommand> gcloudCommands(const catalog::Catalog &catalog, const model::Plan &plan);

// gcloud.sh: bash with set -euo pipefail, the plan's project/location/cluster as variables at
// the top, every argument quoted for POSIX shells.
QString gcloudScript(const catalog::Catalog &catalog, const model::Plan &plan);

} // namespace tpu::exporters
