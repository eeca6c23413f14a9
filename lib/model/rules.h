#pragma once

#include "model/finding.h"
#include "model/plan.h"
#include "model/resolution.h"

namespace tpu::model {

// Every rule a plan must pass (see docs/rules.md for the list of ids).
std::vector<Finding> checkPlan(const catalog::Catalog &catalog, const Plan &plan);
// The same with the plan's resolution already at hand (the snapshot resolves once).
std::vector<Finding> checkPlan(const catalog::Catalog &catalog, const Plan &plan,
                               const Resolution &resolution);
// How many times the rules ran in this process (tests count that an edit checks once).
long long checkCount();

// The valid shapes nearest to the plan's topology for its machine type and mode (listed ones,
// and custom ones the rule allows), nearest chip count first, a larger one before a smaller
// one; at most `max`, never the plan's own. Empty when the plan names no machine type or shape.
QStringList nearestTopologies(const catalog::Catalog &catalog, const Plan &plan, int max = 3);
// The same with the plan's resolution at hand (the rules and the wizard pass the snapshot's).
QStringList nearestTopologies(const catalog::Catalog &catalog, const Plan &plan,
                              const Resolution &resolution, int max = 3);

// "4x4 is not a v5p shape; v5p shapes are AxBxC, e.g. 2x2x1." when the shape has the wrong number
// of dimensions for the version (the rule topology.dimensions and the command line say the same);
// empty otherwise.
TrText topologyDimensionError(const catalog::Catalog &catalog, Mode mode,
                              const catalog::Version &version, const catalog::Topology &topology);

} // namespace tpu::model
