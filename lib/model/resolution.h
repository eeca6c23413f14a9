#pragma once

#include "catalog/catalogfwd.h"
#include "model/plan.h"

#include <optional>

namespace tpu::model {

// What a plan names, looked up in the catalog, and the slice shape derived from it. Fields are
// null/zero where the plan does not name something the catalog knows; the rules say why.
struct Resolution
{
    const catalog::Version *version = nullptr;
    const catalog::MachineType *machineType = nullptr; // only if it belongs to `version`
    const catalog::Accelerator *accelerator = nullptr; // the machine type's
    std::optional<catalog::Topology> topology;         // parsed shape
    const catalog::TopologyRow *listedRow = nullptr;   // the catalog row, if the shape is listed
    bool custom = false; // a shape not listed for this mode and machine type

    int chipsPerVm = 0;          // = the google.com/tpu request of each Pod
    long long chipsPerSlice = 0; // product of the topology's dimensions
    long long vmsPerSlice = 0;   // chipsPerSlice / chipsPerVm (0 when it does not divide)
    bool multiHost = false;

    // Everything needed to size the plan is known: version, machine type and a shape that
    // divides into whole VMs.
    bool isComplete() const { return machineType && topology && vmsPerSlice > 0; }
};

Resolution resolve(const catalog::Catalog &catalog, const Plan &plan);

// Whether two plans resolve alike: a resolution reads only the mode, version, machine type and
// topology.
bool sameResolutionInputs(const Plan &a, const Plan &b);

// Resolves plans one after another (an edit, then the mending of later steps), again only when
// what a resolution reads changed since the last one.
class Resolver
{
public:
    explicit Resolver(const catalog::Catalog &catalog) : m_catalog(catalog) {}
    // Starts from a plan already resolved (the document's current snapshot).
    void seed(const Plan &plan, const Resolution &resolution)
    {
        m_plan = plan;
        m_resolution = resolution;
    }
    const Resolution &operator()(const Plan &plan);

private:
    const catalog::Catalog &m_catalog;
    std::optional<Plan> m_plan; // the plan last resolved
    Resolution m_resolution;
};

// How many times resolve() ran in this process (tests count that an edit resolves once).
long long resolveCount();

// The machine type a (mode, version, topology) gets when the user did not choose one: the row
// that lists the topology, preferring the fewest VMs (v5e/v6e 2x4: one 8-chip VM); for a custom
// shape, the 4-chip type of an accelerator with a custom rule. Empty when nothing fits.
QString defaultMachineType(const catalog::Catalog &catalog, Mode mode, const QString &versionId,
                           const catalog::Topology &topology);

// Whether the plan's shape is one its machine type has in its mode: a listed row, or a custom
// shape the accelerator's rule allows where the catalog offers custom shapes; and its slices are
// allowed (several only with Multislice and multi-host slices). What reconcile asks before it
// changes a shape; the rules say why not (topology.*, multislice.*).
bool shapeIsOffered(const catalog::Catalog &catalog, const Plan &plan,
                    const Resolution &resolution);

// The smallest topology the catalog lists for a version in a mode (of `machineType` when given),
// preferring rows the catalog is sure of (TPU7x 1x1x1 on tpu7x-standard-1t is not): the shape
// `tpu-planner new` and the wizard choose when none is given. nullptr when there is none.
const catalog::TopologyRow *smallestListedTopology(const catalog::Catalog &catalog, Mode mode,
                                                   const QString &versionId,
                                                   const QString &machineType = {});

} // namespace tpu::model
