#pragma once

#include "model/plan.h"

#include <functional>
#include <vector>

namespace tpu::model {

// The planning steps, in the wizard's order; the values are the wizard's page ids. Every plan
// field belongs to one step.
enum class Step
{
    Mode,
    Version,
    Zone,
    Topology,
    Options,
    Summary
};

// One field of a plan, once: the name findings use for it, where the plan file keeps it, the step
// that edits it, and whether reconcile() reads it (changing it may mend later steps). The
// document, reconcile, Plan::operator== and the plan-file test all read this table, so a new
// field is added in one place.
struct PlanField
{
    QString name;    // Finding::field, e.g. "topology", "workload.kind"
    QString fileKey; // JSON path in a plan file, e.g. "topology", "workload.kind"
    Step step;
    bool reconciled;   // a choice reconcile() reads
    const char *label; // "Cluster name": translated with label() (context tpu::model::PlanFields)
    std::function<bool(const Plan &, const Plan &)> equal;
    std::function<void(const Plan &from, Plan &to)> copy;
    // The field's text for a text field (the rules check that every one is safe to export);
    // null for other fields.
    std::function<const QString *(const Plan &)> text;

    QString displayLabel() const; // the label in the interface language
};

const std::vector<PlanField> &planFields();
const PlanField *planField(const QString &name);

} // namespace tpu::model
