#include "planedit.h"

#include "resolution.h"
#include "rules.h"

#include <QCoreApplication>

namespace tpu::model {

namespace {
struct Text // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::PlanEdit)
};
} // namespace

using catalog::Catalog;

QString stepTitle(Step step)
{
    switch (step) {
    case Step::Mode:
        return Text::tr("Mode");
    case Step::Version:
        return Text::tr("TPU version");
    case Step::Zone:
        return Text::tr("Region and zone");
    case Step::Topology:
        return Text::tr("Topology");
    case Step::Options:
        return Text::tr("Reservation and autoscaling");
    case Step::Summary:
        break;
    }
    return Text::tr("Summary and export");
}

Step stepOfField(const QString &f)
{
    // Findings name a field ("reservation.name") or its group ("reservation"); unknown: Options.
    if (const PlanField *pf = planField(f))
        return pf->step;
    for (const PlanField &pf : planFields())
        if (pf.name.startsWith(f + QLatin1Char('.')))
            return pf.step;
    return Step::Options;
}

void copyStepFields(const Plan &from, Plan &to, Step step)
{
    for (const PlanField &f : planFields())
        if (f.step == step)
            f.copy(from, to);
}

bool differsInReconciledChoices(const Plan &a, const Plan &b)
{
    for (const PlanField &f : planFields())
        if (f.reconciled && !f.equal(a, b))
            return true;
    return false;
}

namespace {

struct Reconciler
{
    const Catalog &cat;
    Plan &plan;
    Resolver &resolver; // resolves again only when the mending changed what a resolution reads
    std::vector<PlanChange> changes;

    void note(const char *field, const QString &message)
    {
        changes.push_back({QLatin1String(field), message});
    }

    bool offeredInMode(const catalog::MachineType *mt) const
    {
        const auto *acc = mt ? cat.accelerator(mt->accelerator) : nullptr;
        return acc && acc->version == plan.tpuVersion && acc->offers(plan.mode);
    }

    void machineType()
    {
        if (!cat.version(plan.tpuVersion) || offeredInMode(cat.machineType(plan.machineType)))
            return;
        const auto *old = cat.machineType(plan.machineType);
        const QString forTopology =
            defaultMachineType(cat, plan.mode, plan.tpuVersion, plan.topology);
        // Prefer the type that lists the plan's topology, then one with as many chips per VM.
        const catalog::MachineType *pick = nullptr;
        auto rank = [&](const catalog::MachineType *mt) {
            return mt->name == forTopology ? 2 : (old && mt->chipsPerVm == old->chipsPerVm ? 1 : 0);
        };
        for (const auto *acc : cat.acceleratorsOf(plan.tpuVersion)) {
            if (!acc->offers(plan.mode))
                continue;
            for (const auto *mt : cat.machineTypesOf(acc->label)) {
                if (!pick || rank(mt) > rank(pick))
                    pick = mt;
            }
        }
        const auto *v = cat.version(plan.tpuVersion);
        if (!pick) {
            note("tpuVersion", Text::tr("%1 is not offered in %2 mode: choose another TPU version.")
                                   .arg(v->name, catalog::modeName(plan.mode)));
            return;
        }
        note("machineType",
             plan.machineType.isEmpty()
                 ? Text::tr("Machine type set to %1.").arg(pick->name)
                 : Text::tr("Machine type %1 → %2: %1 is not a %3 machine type "
                            "offered in %4 mode.")
                       .arg(plan.machineType, pick->name, v->name, catalog::modeName(plan.mode)));
        plan.machineType = pick->name;
    }

    void zone()
    {
        const Resolution r = resolver(plan);
        if (plan.zone.isEmpty() || !r.accelerator)
            return;
        auto offers = [&](const catalog::ZoneOffer *z) {
            return z && std::find(z->modes.begin(), z->modes.end(), plan.mode) != z->modes.end();
        };
        if (offers(cat.zoneOffer(r.accelerator->label, plan.zone)))
            return;
        const QString region = plan.region();
        for (const auto *z : cat.zonesOf(r.accelerator->label, plan.mode)) {
            if (z->region() == region) {
                note("zone", Text::tr("Zone %1 → %2: %1 does not offer %3 in %4 mode; %2 is "
                                      "in the same region.")
                                 .arg(plan.zone, z->zone, r.accelerator->label,
                                      catalog::modeName(plan.mode)));
                plan.zone = z->zone;
                return;
            }
        }
        note("zone",
             Text::tr("Zone %1 does not offer %2 in %3 mode, nor does any zone of %4: "
                      "choose a zone on the Region and zone step.")
                 .arg(plan.zone, r.accelerator->label, catalog::modeName(plan.mode), region));
    }

    bool topologyHasErrors() const
    {
        const auto findings = checkPlan(cat, plan, resolver(plan));
        return std::any_of(findings.begin(), findings.end(), [](const Finding &f) {
            return f.severity == Severity::Error && f.field == QLatin1String("topology");
        });
    }

    void topology()
    {
        const Resolution r = resolver(plan);
        if (r.machineType && r.accelerator->offers(plan.mode) && topologyHasErrors()) {
            const catalog::TopologyRow *smallest = nullptr;
            for (const auto *row : cat.topologiesOf(plan.mode, r.accelerator->label)) {
                if (!row->custom && row->machineType == plan.machineType &&
                    (!smallest || row->chips < smallest->chips))
                    smallest = row;
            }
            if (smallest) {
                const QString to = smallest->topology.toString();
                note("topology", plan.topology.isEmpty()
                                     ? Text::tr("Topology set to %1, the smallest listed for %2.")
                                           .arg(to, plan.machineType)
                                     : Text::tr("Topology %1 → %2: %1 is not offered for %3 in "
                                                "%4 mode; %2 is the smallest that is.")
                                           .arg(plan.topology.toString(), to, plan.machineType,
                                                catalog::modeName(plan.mode)));
                plan.topology = smallest->topology;
            }
        }
        if (plan.slices > 1 && r.version && !r.version->multislice) {
            note("slices", Text::tr("Slices %1 → 1: %2 does not support Multislice.")
                               .arg(plan.slices)
                               .arg(r.version->name));
            plan.slices = 1;
        }
    }

    void options()
    {
        const Resolution r = resolver(plan);
        if (r.isComplete()) {
            auto &kind = plan.workload.kind;
            const bool multiKind = kind == WorkloadKind::JobSet || kind == WorkloadKind::IndexedJob;
            if (r.multiHost && !multiKind) {
                note("workload.kind", Text::tr("Workload kind %1 → JobSet: a multi-host slice "
                                               "(%2 VMs) runs one Pod per VM.")
                                          .arg(workloadKindName(kind))
                                          .arg(r.vmsPerSlice));
                kind = WorkloadKind::JobSet;
            } else if (!r.multiHost && multiKind) {
                note("workload.kind", Text::tr("Workload kind %1 → Job: a single-host slice "
                                               "runs one Pod.")
                                          .arg(workloadKindName(kind)));
                kind = WorkloadKind::Job;
            }
            auto &a = plan.autoscaling;
            const long long n = r.vmsPerSlice;
            if (a.enabled && r.multiHost &&
                (a.maxNodes != n || (a.minNodes != 0 && a.minNodes != n))) {
                note("autoscaling", Text::tr("Autoscaling %1:%2 → 0:%3: a multi-host slice "
                                             "scales atomically between 0 and %3 nodes.")
                                        .arg(a.minNodes)
                                        .arg(a.maxNodes)
                                        .arg(n));
                a.minNodes = 0;
                a.maxNodes = int(n);
            }
        }
        if (plan.collectionScheduling && r.version && r.version->id != QLatin1String("v6e")) {
            note("collectionScheduling",
                 Text::tr("Collection scheduling turned off: only v6e (Trillium) has it."));
            plan.collectionScheduling = false;
        }
        if (plan.extendedRunTime && plan.mode != catalog::Mode::Autopilot) {
            note("extendedRunTime",
                 Text::tr("Extended run time turned off: it exists only in Autopilot."));
            plan.extendedRunTime = false;
        }
        const auto *disk = r.version ? cat.disk(r.version->id) : nullptr;
        if (plan.extraDisk.enabled && r.version &&
            (!disk || !disk->diskTypes.contains(plan.extraDisk.type))) {
            if (disk && !disk->diskTypes.isEmpty()) {
                note("extraDisk",
                     Text::tr("Disk type %1 → %2: %3 supports %4.")
                         .arg(plan.extraDisk.type, disk->diskTypes.first(), r.version->name,
                              disk->diskTypes.join(QStringLiteral(", "))));
                plan.extraDisk.type = disk->diskTypes.first();
            } else {
                note("extraDisk", Text::tr("Extra disk turned off: the catalog lists no disk "
                                           "type for %1.")
                                      .arg(r.version->name));
                plan.extraDisk.enabled = false;
            }
        }
    }
};

} // namespace

std::vector<PlanChange> reconcile(const Catalog &catalog, Plan &plan, Step changed, Resolver *resolver)
{
    Resolver own(catalog);
    Reconciler r{catalog, plan, resolver ? *resolver : own, {}};
    if (changed < Step::Version)
        r.machineType();
    if (changed < Step::Zone)
        r.zone();
    if (changed < Step::Topology)
        r.topology();
    if (changed < Step::Options)
        r.options();
    return r.changes;
}

} // namespace tpu::model
