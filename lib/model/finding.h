#pragma once

#include "catalog/basictypes.h"
#include "catalog/catalogfwd.h"

#include <QJsonArray>
#include <QStringList>
#include <vector>

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

bool hasErrors(const std::vector<Finding> &findings);
QJsonArray findingsToJson(const std::vector<Finding> &findings);
// For a terminal: each finding with its explanation and its sources, named by their titles and
// addresses from `catalog` (an id the catalog does not know is printed as it is).
QString findingsToText(const std::vector<Finding> &findings, const catalog::Catalog &catalog);

} // namespace tpu::model
