#include "model/snapshot.h"

#include "model/rules.h"

#include <atomic>

namespace tpu::model {

namespace {
std::atomic<long long> s_snapshots{0};
}

SnapshotPtr makeSnapshot(const catalog::Catalog &catalog, const Plan &plan, Resolver *resolver)
{
    auto s = std::make_shared<Snapshot>();
    s->catalog = &catalog;
    s->plan = plan;
    s->resolution = resolver ? (*resolver)(plan) : resolve(catalog, plan);
    s->findings = checkPlan(catalog, plan, s->resolution);
    s->summary = summarize(catalog, plan, s->resolution);
    s->deployment = planDeployment(catalog, plan, s->resolution);
    ++s_snapshots;
    return s;
}

long long snapshotCount()
{
    return s_snapshots.load();
}

} // namespace tpu::model
