#pragma once

#include <QString>

namespace tpu::model {

// Name checks. Each returns an empty string when the name is valid, else why it is not.
QString checkDns1123Label(const QString &name, int maxLength = 63);
QString checkDns1123Subdomain(const QString &name);
// A Service name, and what JobSet, LeaderWorkerSet and KubeRay require of theirs: a label that
// starts with a letter.
QString checkDns1035Label(const QString &name, int maxLength = 63);
// A PriorityClass the exports create: a subdomain, without Kubernetes' reserved "system-" prefix.
QString checkPriorityClassName(const QString &name);
QString checkGkeClusterName(const QString &name);  // 1-40: [a-z]([-a-z0-9]*[a-z0-9])?
QString checkGcpProjectId(const QString &name);    // 6-30: [a-z][-a-z0-9]{4,28}[a-z0-9]
QString checkGceResourceName(const QString &name); // RFC 1035, 1-63
QString checkGkeNodePoolName(const QString &name); // 1-40: [a-z]([-a-z0-9]*[a-z0-9])?
QString checkContainerImage(const QString &image);
QString checkImageType(const QString &imageType);           // COS_CONTAINERD: [A-Za-z0-9_]+
QString checkMaintenanceExclusionName(const QString &name); // [A-Za-z0-9][-A-Za-z0-9_.]{0,62}

// Why `text` cannot be exported as it is (empty when it can): control characters (C0, DEL, C1
// such as NEL), line or paragraph separators, unpaired surrogates, or surrounding whitespace.
// `argument`: a command word, where spaces, tabs and newlines are the user's, and only NUL and
// unpaired surrogates (which no argv or YAML can carry) are refused.
QString unsafeTextReason(const QString &text, bool argument);

// `text` with every control character, separator and other invisible format character written as
// \n, \t, \r or \uXXXX: safe to print on a terminal or in a message.
QString printableText(const QString &text);

struct Plan;

// Names the planner derives from a plan, shared by the exports and the views that show them.
QString localQueueName(const Plan &plan); // Kueue LocalQueue: "<workload>-queue"
// A slice's node pool: "<workload>-<hash>-<n>", where the hash is of the plan's cluster, namespace
// and workload name. Unique per plan on a cluster (a second plan of the same TPU version gets its
// own pools) and stable across re-exports of the same plan (a re-planned shape keeps the name, so
// apply.sh finds the old pool and reports that it differs instead of creating a second one).
QString nodePoolName(const Plan &plan, int slice);
// The TPU7x workload policy (a regional Compute Engine resource): "<workload>-<hash>-<topology>",
// unique per plan and topology (a re-plan with another topology gets a new policy).
QString workloadPolicyName(const Plan &plan);
QString computeClassName(const Plan &plan); // the fallback chain's: "<workload>-tpu-class"

} // namespace tpu::model
