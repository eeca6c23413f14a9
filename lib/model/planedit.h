#pragma once

#include "model/plan.h"
#include "model/planfields.h"
#include "model/resolution.h"

#include <vector>

namespace tpu::model {

QString stepTitle(Step step);           // "Mode", "TPU version", ...
Step stepOfField(const QString &field); // a Finding::field -> the step that edits it

// Copies the choices that `step` edits (see stepOfField) from `from` into `to`.
void copyStepFields(const Plan &from, Plan &to, Step step);
// Whether `a` and `b` differ in a choice that reconcile() reads (the table's reconciled fields:
// mode, version, machine type, zone, topology, slices); other edits never need later steps mended.
bool differsInReconciledChoices(const Plan &a, const Plan &b);

// A change the planner made to a later step's choice to keep the plan consistent.
struct PlanChange
{
    QString field;   // the plan field it changed (a Finding::field name)
    QString message; // "Topology 4x4 → 2x2x1: 4x4 is not offered for ct5p-hightpu-4t in Standard."
};

// After a choice of step `changed` was edited, brings the choices of the later steps back in line
// with the catalog and rules where exactly one consistent value exists (the machine type of the
// new version, a zone of the same region that offers it, a listed topology, the workload kind and
// autoscaling range a single- or multi-host slice needs, options the version or mode does not
// have). Choices that cannot be mended are kept, and the change list says where to fix them.
// `resolver` (optional) is shared with the caller, so the edit and its mending resolve each
// distinct plan shape once.
std::vector<PlanChange> reconcile(const catalog::Catalog &catalog, Plan &plan, Step changed,
                                  Resolver *resolver = nullptr);

// When a specific reservation is chosen (consumption switched to it, or its name or project
// changed), records the machine type and zone the plan uses then as what it was chosen for, so
// that a later change of either is a finding (reservation.kept) while what it holds is unknown.
void noteReservationChoice(const Plan &before, Plan &after);

} // namespace tpu::model
