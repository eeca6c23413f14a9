#pragma once

#include "catalog/catalogfwd.h"
#include "export/shellcode.h"
#include "model/plan.h"

namespace tpu::model {
struct Snapshot;
}

#include <QStringList>

namespace tpu::exporters {

// The plan values gcloud.sh and apply.sh keep in variables at their top, and name as "${VAR}".
enum class ScriptVar
{
    Project,
    Region,
    Location, // the cluster's location: its region, or its zone for an existing zonal cluster
    Zone,
    Cluster
};
ShellCode scriptVarName(ScriptVar var); // PROJECT, REGION, LOCATION, ZONE, CLUSTER

// One gcloud invocation: what it does, and its arguments (without "gcloud"), built once in
// two forms that cannot drift apart: `args` as gcloud receives them, and `words` as gcloud.sh
// writes them (the plan's project, region, zone and cluster as "${PROJECT}"-style references to
// the variables at the script's top, everything else quoted by ShellCode::quote). Positional
// values (a cluster's, a node pool's name) come last, after "--", so that no value can become an
// option of gcloud (a cluster named "--flags-file=x" stays a name).
struct GcloudCommand
{
    QString comment;
    QStringList args;
    QList<ShellCode> words;
    // For a command that creates something: a gcloud command (args and words as above) whose
    // output contains `existsMatch` when that thing exists already. apply.sh runs it first and
    // skips the command when it does; empty when the command is safe to repeat.
    QStringList existsArgs;
    QList<ShellCode> existsWords;
    QString existsMatch;
    // For a node pool or a workload policy: the check's answer (comma-separated fields, the name
    // first) when what exists has the planned shape, and the fields' names for a message. apply.sh
    // stops when a thing of that name exists with another shape: it is never silently reused.
    QString existsShape;
    QString existsShapeFields;

    // A command word ("container") or a flag ("--spot", "--zone=" + value): before the "--".
    GcloudCommand &arg(const QString &a);
    // `prefix` + the value of a script variable, e.g. ("--location=", Region, "us-east5").
    GcloudCommand &var(const QString &prefix, ScriptVar var, const QString &value);
    // A positional value, after "--".
    GcloudCommand &positional(const QString &value);
    GcloudCommand &positional(ScriptVar var, const QString &value);

private:
    void insert(const QString &a, const ShellCode &w);
};

// What the script's variables hold: the plan's values, the project's placeholder when none.
QString projectOrPlaceholder(const model::Plan &plan);
inline QString projectPlaceholder()
{
    return QStringLiteral("your-project-id");
}

// The infrastructure a plan needs, as gcloud commands: the cluster (when the plan creates it),
// the TPU7x workload policy, one node pool per slice (Standard), a maintenance exclusion.
std::vector<GcloudCommand> gcloudCommands(const model::Snapshot &snapshot);
std::vector<GcloudCommand> gcloudCommands(const catalog::Catalog &catalog, const model::Plan &plan);

// Before a new cluster is created with no version pinned: the GKE version the plan's rules need
// (the highest of the accelerator's minimum, v5p autoscaling, Multislice, flex-start, a TPU compute
// class), the release channel the cluster command names, and the gcloud query for that channel's
// current default in the region. The scripts stop before creating anything when the default is
// older. nullopt when the plan pins a version or creates no cluster.
struct VersionGate
{
    QString minimum;     // "1.33.0-gke.1712000"
    QString channel;     // "regular": the --release-channel value
    QString channelName; // "REGULAR": as get-server-config names it
    QStringList reasons; // "flex-start TPU nodes need 1.33.0-gke.1712000", ...
    GcloudCommand query; // prints the channel's default version
};
std::optional<VersionGate> versionGate(const model::Snapshot &snapshot);

// What gcloud.sh and apply.sh check before anything else, as read-only gcloud commands: the
// active account (auth list: empty when none; the fix is `gcloud auth login`), whether the
// project has the Kubernetes Engine API (services list: prints container.googleapis.com when it
// is enabled; the fix is `gcloud services enable container.googleapis.com`), and where the
// plan's cluster is (clusters list: its locations; apply.sh reads it for an existing cluster).
std::vector<GcloudCommand> preflightChecks(const model::Snapshot &snapshot);

// A calendar-mode plan (issue 40) requests its future reservation with `gcloud beta compute
// future-reservations create ... --reservation-mode=CALENDAR`, which gcloud 528.0.0 parses for
// --tpu-version V5E, V5P and V6E (the release the planner's tests check; the GA track of 528 has no
// future-reservations group). The check gcloud.sh and apply.sh run before anything is created:
// `gcloud version` must say 528.0.0 or later and, for a --tpu-version the catalog marks as not
// parsed by 528 (TPU7X), the command's help must list it.
inline QString calendarModeMinGcloud()
{
    return QStringLiteral("528.0.0");
}
// Issue 40 point 4: node pools that consume any matching reservation and never on-demand pass
// --reservation-affinity=any-reservation-then-fail, a choice gcloud added in 575.0.0 (release
// notes of 2026-06-30); 528.0.0 answers "Invalid choice: 'any-reservation-then-fail'".
inline QString anyReservationMinGcloud()
{
    return QStringLiteral("575.0.0");
}
// The gcloud version check gcloud.sh and apply.sh run before anything is created: the latest
// release any of the above needs. Empty when the deployment needs neither.
ShellCode gcloudVersionCheck(const model::Snapshot &snapshot, const QString &script);
// The gcloud release that check asks for ("575.0.0"); empty when there is none. gcloud.sh and
// apply.sh state it at their top.
QString minimumGcloud(const model::Snapshot &snapshot);

// One command as gcloud.sh writes it: "gcloud" and the command words, then one flag per
// continuation line, then "--" and the positional values.
ShellCode gcloudScriptLines(const GcloudCommand &cmd);

// gcloud.sh: bash with set -euo pipefail, the plan's project/location/cluster as variables at
// the top, every argument quoted for POSIX shells.
QString gcloudScript(const model::Snapshot &snapshot);
QString gcloudScript(const catalog::Catalog &catalog, const model::Plan &plan);

} // namespace tpu::exporters
