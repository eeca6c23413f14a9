#include "model/resolution.h"

#include "catalog/catalog.h"
#include "model/availability.h"

#include <atomic>
#include <utility>

namespace tpu::model {

namespace {
std::atomic<long long> s_resolves{0};
}

long long resolveCount()
{
    return s_resolves.load();
}

bool sameResolutionInputs(const Plan &a, const Plan &b)
{
    return a.mode == b.mode && a.tpuVersion == b.tpuVersion && a.machineType == b.machineType &&
           a.topology == b.topology;
}

const Resolution &Resolver::operator()(const Plan &plan)
{
    if (!m_plan || !sameResolutionInputs(*m_plan, plan)) {
        m_resolution = resolve(m_catalog, plan);
        m_plan = plan;
    }
    return m_resolution;
}

Resolution resolve(const catalog::Catalog &catalog, const Plan &plan)
{
    ++s_resolves;
    Resolution r;
    r.version = catalog.version(plan.tpuVersion);
    if (r.version && r.version->id != plan.tpuVersion)
        r.version = nullptr; // plans store ids, not aliases
    if (const auto *mt = catalog.machineType(plan.machineType)) {
        const auto *acc = catalog.accelerator(mt->accelerator);
        if (r.version && acc && acc->version == r.version->id) {
            r.machineType = mt;
            r.accelerator = acc;
            r.chipsPerVm = mt->chipsPerVm;
        }
    }
    if (plan.topology.isValid())
        r.topology = plan.topology;
    if (!r.topology)
        return r;
    r.chipsPerSlice = r.topology->chips();
    if (r.machineType) {
        for (const auto *row : catalog.topologiesOf(plan.mode, r.accelerator->label)) {
            if (!row->custom && row->machineType == r.machineType->name &&
                row->topology == *r.topology) {
                r.listedRow = row;
                break;
            }
        }
        r.custom = r.listedRow == nullptr;
        if (r.chipsPerSlice % r.chipsPerVm == 0)
            r.vmsPerSlice = r.chipsPerSlice / r.chipsPerVm;
        r.multiHost = r.vmsPerSlice > 1;
    }
    return r;
}

QString defaultMachineType(const catalog::Catalog &catalog, Mode mode, const QString &versionId,
                           const catalog::Topology &topology)
{
    const std::optional<catalog::Topology> shape =
        topology.isValid() ? std::optional<catalog::Topology>(topology) : std::nullopt;
    const catalog::TopologyRow *best = nullptr;
    const catalog::TopologyRow *customRow = nullptr;
    for (const auto *acc : catalog.acceleratorsOf(versionId)) {
        for (const auto *row : catalog.topologiesOf(mode, acc->label)) {
            if (row->custom && !customRow)
                customRow = row;
            if (!row->custom && shape && row->topology == *shape && (!best || row->vms < best->vms))
                best = row;
        }
    }
    if (best)
        return best->machineType;
    if (customRow && shape && shape->dimCount() == 3)
        return customRow->machineType;
    return {};
}

bool shapeIsOffered(const catalog::Catalog &catalog, const Plan &plan, const Resolution &r)
{
    if (!r.version || !r.machineType || !r.accelerator || !r.topology ||
        r.topology->dimCount() != r.version->dims || !r.accelerator->offers(plan.mode))
        return false;
    if (!r.listedRow) {
        const auto *rule = catalog.customRule(r.accelerator->label);
        bool customOffered = false;
        for (const auto *row : catalog.topologiesOf(plan.mode, r.accelerator->label))
            customOffered =
                customOffered || (row->custom && row->machineType == r.machineType->name);
        if (!customOffered || !rule || !rule->allows(*r.topology) || r.vmsPerSlice < 1)
            return false;
    }
    return plan.slices == 1 || (plan.slices > 1 && multisliceAllowed(r.version, r.multiHost));
}

const catalog::TopologyRow *smallestListedTopology(const catalog::Catalog &catalog, Mode mode,
                                                   const QString &versionId,
                                                   const QString &machineType)
{
    const catalog::TopologyRow *smallest = nullptr;
    const auto key = [](const catalog::TopologyRow *t) {
        return std::make_pair(t->prov.isUncertain(QStringLiteral("*")), t->chips);
    };
    for (const auto *acc : catalog.acceleratorsOf(versionId))
        for (const auto *row : catalog.topologiesOf(mode, acc->label))
            if (!row->custom && (machineType.isEmpty() || row->machineType == machineType) &&
                (!smallest || key(row) < key(smallest)))
                smallest = row;
    return smallest;
}

} // namespace tpu::model
