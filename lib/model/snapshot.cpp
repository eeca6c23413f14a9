#include "snapshot.h"

#include <atomic>

namespace tpu::model {

namespace {
std::atomic<long long> s_snapshots{0};
}

SnapshotPtr makeSnapshot(const catalog::Catalog &catalog, const Plan &plan)
{
    auto s = std::make_shared<Snapshot>();
    s->catalog = &catalog;
    s->plan = plan;
    s->resolution = resolve(catalog, plan);
    s->findings = checkPlan(catalog, plan);
    s->summary = summarize(catalog, plan);
    ++s_snapshots;
    return s;
}

long long snapshotCount()
{
    return s_snapshots.load();
}

} // namespace tpu::model
