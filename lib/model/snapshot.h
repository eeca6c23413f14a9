#pragma once

#include "catalog/catalogfwd.h"
#include "model/deployment.h"
#include "model/finding.h"
#include "model/plan.h"
#include "model/resolution.h"
#include "model/summary.h"

#include <memory>

namespace tpu::model {

// Everything derived from one plan, computed once: what it names in the catalog, the rules'
// findings and the totals. Immutable; the document builds one per edit and hands the same one
// to every page, the exporters, the CLI and the report, so every view shows the same facts.
struct Snapshot
{
    const catalog::Catalog *catalog = nullptr; // outlives the snapshot (owned by the document/CLI)
    Plan plan;
    Resolution resolution;
    std::vector<Finding> findings;
    Summary summary;
    Deployment deployment; // what the exports render (model/deployment.h)

    bool hasErrors() const { return model::hasErrors(findings); }
};

using SnapshotPtr = std::shared_ptr<const Snapshot>;

// Resolves, checks and summarizes `plan` exactly once; with `resolver`, the resolution is
// reused when the resolver last saw a plan that resolves alike (an edit and its mending).
SnapshotPtr makeSnapshot(const catalog::Catalog &catalog, const Plan &plan,
                         Resolver *resolver = nullptr);

// How many snapshots this process has built (tests count that an edit builds one).
long long snapshotCount();

} // namespace tpu::model
