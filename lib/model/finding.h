#pragma once

#include "catalog/basictypes.h"
#include "catalog/catalogfwd.h"
#include "model/trtext.h"

#include <QJsonArray>
#include <QStringList>
#include <vector>

namespace tpu::model {

using catalog::Severity;

// One judgement of a plan. `id` is stable (scripts and tests key on it); `field` names the plan
// field it concerns (for the GUI to show it beside that field). The texts are kept as templates
// and arguments (model/trtext.h), so one finding is shown in whatever language the view is in:
// the rules run once per plan, not once per language.
struct Finding
{
    QString id;
    Severity severity = Severity::Error;
    QString field;
    TrText message;      // one line
    TrText explanation;  // why, and what to do
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
// Each finding's id, severity, field, message, explanation, the message's arguments ("args") and
// sources, the texts rendered in the language of the moment (the CLI's JSON: English).
QJsonArray findingsToJson(const std::vector<Finding> &findings);
// For a terminal: each finding with its explanation and its sources, named by their titles and
// addresses from `catalog` (an id the catalog does not know is printed as it is).
QString findingsToText(const std::vector<Finding> &findings, const catalog::Catalog &catalog);

} // namespace tpu::model
