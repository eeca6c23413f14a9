#pragma once

#include "model/plan.h"

#include <QJsonValue>
#include <functional>
#include <vector>

namespace tpu::json {
class ObjectReader;
}

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

// How `tpu-planner new/edit` set a field. A field whose flag the verbs handle themselves (the
// mode, the TPU version, the consumption, ...) names its flags only; a generic field also has
// `parse`, and the verbs walk the table for it: its flag, its help, and for a boolean its
// "--no-" flag that turns it off again.
struct FieldFlag
{
    QStringList names;          // "priority-class"; the first is the field's own flag
    const char *valueName = ""; // "class"; empty: a switch (booleans)
    const char *help = "";      // context tpu::model::PlanFields; empty for bespoke flags
    bool negatable = false;     // a boolean that "--no-NAME" turns off
    // From the flag's text into the plan; returns why the text is refused, or an empty string.
    // Null: the verbs handle the flag themselves.
    std::function<QString(const QString &text, Plan &)> parse;
};

// One field of a plan, once: the name findings use for it, where the plan file keeps it and how
// (its codec), the step that edits it, the command-line flags that set it, and whether
// reconcile() reads it (changing it may mend later steps). The document, reconcile,
// Plan::operator==, the plan file's reader and writer, the command line's flags and the tests of
// docs/plan-file.md all read this table, so a new field is added in one place.
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

    // The plan file: the value at the last segment of `fileKey`, in the object its other
    // segments name ("reservation.holds.zone": key "zone" of reservation's "holds" object).
    std::function<QJsonValue(const Plan &)> write;
    // Reads the key from `object` into the plan; refuses a bad value with ObjectReader::fail.
    std::function<void(json::ObjectReader &object, const QString &key, Plan &)> read;
    // Absent in older schema versions: when the key is missing, the plan keeps its default.
    bool optional = false;

    FieldFlag flag; // empty names: recorded by the planner itself, never typed (chosenFor)

    QString displayLabel() const; // the label in the interface language
    QString fileLeaf() const;     // "zone" for "reservation.holds.zone"
    QString fileParent() const;   // "reservation.holds"; empty for a top-level key
};

const std::vector<PlanField> &planFields();
const PlanField *planField(const QString &name);

// The nested objects of a plan file, outermost first, and whether older schema versions may lack
// them (the reader skips the fields inside an absent optional object).
struct PlanFileObject
{
    QString path; // "reservation.holds"
    bool optional;
    // Not written while it holds what a new plan holds (an older reader never sees it then).
    bool omitWhenDefault;
};
const std::vector<PlanFileObject> &planFileObjects();

} // namespace tpu::model
