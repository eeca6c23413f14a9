#pragma once

#include "catalog/catalogfwd.h"
#include "catalog/gkeversion.h"
#include "model/plan.h"

namespace tpu::model {

// Which choices a plan can have, each decided once: the rules check a plan against these, reconcile
// mends a plan by them, and the wizard enables its controls by them.

// GKE's release channels, in the order GKE lists them: what a plan may name, what the live overlay
// keeps and what catalog refresh reads.
const QStringList &releaseChannels();
// The channel a new cluster gets when the plan names none (GKE's default: regular).
QString defaultReleaseChannel();
// The plan's channel, or the default when it names none.
QString effectiveReleaseChannel(const Plan &plan);
// Node pool autoscaling and node auto-provisioning are Standard's: Autopilot manages TPU nodes.
bool hasNodePoolAutoscaling(Mode mode);
// Extended run time Pods exist only in Autopilot.
bool hasExtendedRunTime(Mode mode);
// Collection scheduling exists only on TPU Trillium (v6e).
bool hasCollectionScheduling(const QString &versionId);
// Multislice: a version that has it (S9), with multi-host slices. The first form says whether the
// version offers it at all (the topology step's slice count), the second whether slices of that
// kind may be joined (the rules, resolution, reconcile and the alternatives).
bool hasMultislice(const catalog::Version *version);
bool multisliceAllowed(const catalog::Version *version, bool multiHostSlices);

// A specific reservation against the plan: what it holds (gcloud's URL forms such as
// ".../zones/us-east5-a" read by their last segment) and whether a known part differs from the
// plan's chosen one. GKE refuses a node pool whose reservation holds another machine type or zone;
// the rules (reservation.*) and reconcile's note decide with this.
struct ReservationFit
{
    QString heldType, heldZone; // empty: not known
    bool typeDiffers = false, zoneDiffers = false;

    bool differs() const { return typeDiffers || zoneDiffers; }
    bool fullyKnown() const { return !heldType.isEmpty() && !heldZone.isEmpty(); }
};
ReservationFit reservationFit(const Plan &plan);

struct Resolution;

// Whether GKE provisions the plan's TPU version's multi-host flex-start slices through queued
// provisioning (the catalog's flex-start-queued-provisioning-versions).
bool queuedProvisioningOffered(const catalog::Catalog &cat, const Plan &plan);
// Flex-start on a multi-host slice in Standard runs through queued provisioning (a
// ProvisioningRequest from Kueue) where GKE offers it for the version: the node pools, the Kueue
// objects and the workload change. Elsewhere it is a plain flex-start node pool.
bool usesQueuedProvisioning(const catalog::Catalog &cat, const Plan &plan, const Resolution &res);
// Whether the exports include Kueue objects: the user asked for Kueue, or queued provisioning
// needs it.
bool usesKueue(const catalog::Catalog &cat, const Plan &plan, const Resolution &res);
// v5p autoscaling's control-plane minimum, decided once for the rules
// (autoscaling.v5p-control-plane) and the exports' version gate (gkeNeeds). The seed's "at least
// 1.29.2-gke.1035000 or 1.28.7-gke.1020000" is one minimum a minor line: a version is held to
// the minimum of its own line, passes on a line above every listed one and fails below them all.
// A plan without a version (a new cluster gets its channel's current default) is held to the
// newest line's minimum, the one a current default is on.
struct V5pAutoscalingMinimum
{
    bool applies = false; // a v5p plan with node pool autoscaling or auto-provisioning
    std::optional<catalog::GkeVersion> minimum; // the one that applies; empty: none listed
    // Whether the plan's version meets it; empty: no version, or one too short to tell.
    std::optional<bool> met;
};
V5pAutoscalingMinimum v5pAutoscalingMinimum(const catalog::Catalog &cat, const Plan &plan,
                                            const Resolution &res);
// Every consumption option the plan's capacity may come from: `consumption`, then the fallback
// chain's steps.
std::vector<Consumption> consumptionSteps(const Plan &plan);

// A minimum GKE version one of the plan's choices needs, and which choice.
struct GkeNeed
{
    catalog::GkeVersion version;
    QString reason;      // "flex-start TPU nodes", "TPU7x in Standard mode"
    QStringList sources; // catalog source ids
};
// Every minimum the plan's choices need (the accelerator in its mode, v5p autoscaling,
// Multislice, flex-start, a TPU compute class), in that order; the highest decides.
std::vector<GkeNeed> gkeNeeds(const catalog::Catalog &cat, const Plan &plan, const Resolution &res);

} // namespace tpu::model
