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
    // The export kinds (exporters::exportKinds(): "manifests", "apply", ...) the finding is about
    // alone; empty: the plan itself. An error about some kinds only refuses an export of those
    // (`export --only gcloud` writes a plan without a container image), and keeps nobody on a
    // wizard step: planning capacity needs no workload.
    QStringList exports = QStringList();
};

bool hasErrors(const std::vector<Finding> &findings);
// An error a step of the wizard keeps the user on: one about the plan itself, not about some
// exported files only.
bool blocksPlanning(const Finding &finding);
QJsonArray findingsToJson(const std::vector<Finding> &findings);
// For a terminal: each finding with its explanation and its sources, named by their titles and
// addresses from `catalog` (an id the catalog does not know is printed as it is).
QString findingsToText(const std::vector<Finding> &findings, const catalog::Catalog &catalog);

} // namespace tpu::model
