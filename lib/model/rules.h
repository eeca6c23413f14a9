#pragma once

#include "plan.h"
#include "resolution.h"

#include <QJsonArray>

namespace tpu::model {

using catalog::Severity;

// One judgement of a plan. `id` is stable (scripts and tests key on it); `field` names the plan
// field it concerns (for the GUI to show it beside that field).
struct Finding
{
    QString id;
    Severity severity = Severity::Error;
    QString field;
    QString message;     // one line
    QString explanation; // why, and what to do
    QStringList sources; // catalog source ids
};

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
QString topologyDimensionError(const catalog::Catalog &catalog, Mode mode,
                               const catalog::Version &version, const catalog::Topology &topology);

bool hasErrors(const std::vector<Finding> &findings);
QJsonArray findingsToJson(const std::vector<Finding> &findings);
// For a terminal: each finding with its explanation and its sources, named by their titles and
// addresses from `catalog` (an id the catalog does not know is printed as it is).
QString findingsToText(const std::vector<Finding> &findings, const catalog::Catalog &catalog);

} // namespace tpu::model
