#pragma once

#include "model/planedit.h"
#include "model/rules.h"
#include "model/summary.h"

#include <QJsonArray>
#include <optional>
#include <vector>

namespace tpu::model {

struct Snapshot;

// What an alternative must at least provide: TPU chips, HBM (GiB) or peak bf16 PFLOP/s, all
// counted over every slice of the plan.
struct AlternativeTarget
{
    enum class Kind
    {
        Chips,
        HbmGiB,
        Pflops
    };
    Kind kind = Kind::Chips;
    double amount = 0; // chips, GiB or PFLOP/s; > 0

    QString text() const; // "32 chips", "512 GiB of HBM", "10 PFLOP/s peak bf16"
    bool operator==(const AlternativeTarget &o) const
    {
        return kind == o.kind && amount == o.amount;
    }
};

struct AlternativeRequest
{
    std::optional<AlternativeTarget> target; // unset: the plan's own total chips
    bool anyRegion = false;                  // false: only zones of the plan's region
};

// One slice shape that meets the target: the plan with this version, machine type, zone, topology
// and number of slices instead of its own.
struct Alternative
{
    QString version;     // catalog version id ("v6e")
    QString versionName; // "v6e (Trillium)"
    QString accelerator, machineType, zone;
    catalog::Topology topology;
    int slices = 1;
    bool custom = false; // the shape is not listed but passes the custom-topology rules
    bool multiHost = false;
    bool current = false; // the plan's own choice
    long long chips = 0, vms = 0;
    Figure<double> hbmGiB, pflops, costPerHour, costPerPflopsHour;
    QString costBasis; // "on-demand" or "spot": which price the cost uses (the plan's consumption)
    bool passes = false;             // the applied plan has no error
    std::optional<Finding> finding;  // first error, or a warning the alternative brings
    Plan applied;                    // the plan with this alternative applied, reconciled
    std::vector<PlanChange> changes; // what applying it changes, for the wizard's banner
};

struct Alternatives
{
    AlternativeTarget target;
    long long targetChipsOfPlan = 0; // the plan's own total chips (0 when incomplete)
    bool anyRegion = false;
    QString region;                // the plan's region (the scope when !anyRegion)
    QString error;                 // non-empty: nothing could be computed (no target, no region)
    QStringList notes;             // versions left out and why (e.g. HBM per chip unknown)
    std::vector<Alternative> rows; // cheapest known cost first, unknown cost last
};

// The slice shape of one machine type (listed, or custom where the catalog offers it) and the
// number of slices (Multislice only with multi-host slices of a version that has it) nearest to a
// total of `chips`: the smallest total that meets it (then fewer slices, then fewer VMs), or,
// when none does, the largest there is (`meets` false). nullopt: the machine type has no shape
// in `mode`. The Alternatives tab and reconcile (a change of version, machine type or mode keeps
// the plan's capacity) choose with it.
struct ShapeChoice
{
    catalog::Topology topology;
    int slices = 1;
    long long chips = 0, vms = 0; // over every slice
    bool custom = false;
    bool multiHost = false;
    bool meets = false;
};
std::optional<ShapeChoice> shapeForChips(const catalog::Catalog &catalog, catalog::Mode mode,
                                         const catalog::MachineType &machineType, long long chips);

// For each TPU version and machine type the catalog offers in the plan's mode (and region, unless
// anyRegion: then per region), the smallest listed or valid custom topology, with the number of
// slices where Multislice is allowed, whose total meets the target. Each is applied to the plan
// (applyAlternative) and checked with every rule, so `passes` is what `tpu-planner check` says of
// the applied plan.
// From the plan's snapshot (the Alternatives tab, the CLI): the plan is not resolved, checked or
// summarized again, and each alternative is resolved once and checked once.
Alternatives findAlternatives(const Snapshot &snapshot, const AlternativeRequest &request);
Alternatives findAlternatives(const catalog::Catalog &catalog, const Plan &plan,
                              const AlternativeRequest &request);

// The plan with version, machine type, zone, topology and slices of the alternative, and the later
// choices reconciled (workload kind, autoscaling range...) as the wizard would. `changes` (if
// given) receives one line per changed choice.
Plan applyAlternative(const catalog::Catalog &catalog, const Plan &plan, const Alternative &alt,
                      std::vector<PlanChange> *changes = nullptr, Resolver *resolver = nullptr);

} // namespace tpu::model
