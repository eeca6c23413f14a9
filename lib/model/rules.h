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

bool hasErrors(const std::vector<Finding> &findings);
QJsonArray findingsToJson(const std::vector<Finding> &findings);
QString findingsToText(const std::vector<Finding> &findings);

} // namespace tpu::model
