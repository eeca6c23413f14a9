#pragma once

#include "catalog/catalogfwd.h"
#include "model/finding.h"
#include "model/plan.h"

#include <functional>
#include <vector>

namespace tpu::model {

struct Resolution;

// One constrained choice of a plan, decided once. Each row says when the choice is offered at
// all (the wizard enables its control by it), when the plan's value breaks the rule, the finding
// the rules give it, and how reconcile mends it. The rules (rules_infra.cpp), reconcile
// (planedit.cpp) and the wizard's options step read these rows; tst_constraints proves for every
// row and a spread of plans that the four agree: a broken plan has the finding, reconcile leaves
// no row broken, and a control the wizard does not offer has a value no row calls broken.
struct Constraint
{
    QString id;    // the finding's id, e.g. "collection.not-v6e"
    QString field; // Finding::field and the plan field reconcile mends
    Severity severity;
    // Whether the plan can have the choice at all. Null: always offered.
    std::function<bool(const catalog::Catalog &, const Plan &, const Resolution &)> offered;
    // Whether the plan's value breaks the rule.
    std::function<bool(const catalog::Catalog &, const Plan &, const Resolution &)> broken;
    // The finding of a broken plan.
    std::function<Finding(const catalog::Catalog &, const Plan &, const Resolution &)> finding;
    // Mends a broken plan and says what changed (a PlanChange message).
    std::function<QString(const catalog::Catalog &, Plan &, const Resolution &)> mend;
    // Whether the plan has the choice set (other than a new plan has it): a row that can refuse
    // its control (`offered`) needs it, as the control stays enabled while set so that a loaded
    // value can be undone. Null for rows that are always offered.
    std::function<bool(const Plan &)> isSet;
    // What the wizard shows beside the control: the allowed values for this plan, or why the
    // control is off. Null: nothing beyond the control's own label.
    std::function<QString(const catalog::Catalog &, const Plan &, const Resolution &)> hint;
};

// Every row, in the order reconcile mends them (the rules add their findings where they always
// have, by id).
const std::vector<Constraint> &constraints();
const Constraint &constraint(const QString &id); // a row that exists (asserts)

// The row's finding when the plan breaks it.
std::optional<Finding> constraintFinding(const QString &id, const catalog::Catalog &catalog,
                                         const Plan &plan, const Resolution &res);
// Whether the row's control is offered for the plan (the wizard also enables a control whose
// value is set, so that it can be turned off).
bool constraintOffered(const QString &id, const catalog::Catalog &catalog, const Plan &plan,
                       const Resolution &res);
// Whether the wizard enables the row's control: offered, or set (so that it can be turned off).
bool constraintEnabled(const QString &id, const catalog::Catalog &catalog, const Plan &plan,
                       const Resolution &res);
// The row's hint for the plan (empty where the row has none).
QString constraintHint(const QString &id, const catalog::Catalog &catalog, const Plan &plan,
                       const Resolution &res);

// The workload kind that runs `purpose` on the plan's slice, as the workload.kind rows decide
// it: one Pod per VM on a multi-host slice (a JobSet, a LeaderWorkerSet or a RayCluster), one
// Pod on a single-host slice. Reconcile mends by it, and the wizard's purpose choice and the
// CLI's --workload and default kind pick by it.
WorkloadKind workloadKindOnSlice(WorkloadPurpose purpose, const Resolution &res);

} // namespace tpu::model
