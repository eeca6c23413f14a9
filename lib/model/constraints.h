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

} // namespace tpu::model
