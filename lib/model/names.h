#pragma once

#include <QString>

namespace tpu::model {

// Name checks. Each returns an empty string when the name is valid, else why it is not.
QString checkDns1123Label(const QString &name, int maxLength = 63);
QString checkDns1123Subdomain(const QString &name);
QString checkGkeClusterName(const QString &name);   // 1-40: [a-z]([-a-z0-9]*[a-z0-9])?
QString checkGcpProjectId(const QString &name);     // 6-30: [a-z][-a-z0-9]{4,28}[a-z0-9]
QString checkGceResourceName(const QString &name);  // RFC 1035, 1-63
QString checkContainerImage(const QString &image);

struct Plan;

// Names the planner derives from a plan, shared by the exports and the views that show them.
QString localQueueName(const Plan &plan);          // Kueue LocalQueue: "<workload>-queue"
QString nodePoolName(const Plan &plan, int slice); // "tpu-<version>-slice-<n>"

} // namespace tpu::model
