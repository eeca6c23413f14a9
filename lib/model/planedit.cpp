#include "model/planedit.h"

#include "catalog/catalog.h"
#include "model/alternatives.h"
#include "model/availability.h"
#include "model/constraints.h"
#include "model/resolution.h"
#include "model/rules.h"

#include <QCoreApplication>

namespace tpu::model {

namespace {
struct PlanEditText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::PlanEdit)
};
} // namespace

using catalog::Catalog;

QString stepTitle(Step step)
{
    switch (step) {
    case Step::Mode:
        return PlanEditText::tr("Mode");
    case Step::Version:
        return PlanEditText::tr("TPU version");
    case Step::Zone:
        return PlanEditText::tr("Region and zone");
    case Step::Topology:
        return PlanEditText::tr("Topology");
    case Step::Options:
        return PlanEditText::tr("Reservation and autoscaling");
    case Step::Summary:
        break;
    }
    return PlanEditText::tr("Summary and export");
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
    Reconciler(const Catalog &c, Plan &p, Resolver &r) : cat(c), plan(p), resolver(r) {}

    const Catalog &cat;
    Plan &plan;
    Resolver &resolver; // resolves again only when the mending changed what a resolution reads
    std::vector<PlanChange> changes;
    // The plan's capacity before the mending (topology chips x slices; 0: no shape chosen): a
    // change of version, machine type or mode keeps it.
    const long long targetChips = plan.topology.chips() * std::max(1, plan.slices);
    const catalog::Topology oldTopology = plan.topology;
    const int oldSlices = plan.slices;
    // The shape chosen with the machine type (a version change), for topology() to apply.
    std::optional<ShapeChoice> chosenShape;

    void note(const char *field, const QString &message)
    {
        changes.push_back({QLatin1String(field), message});
    }

    bool offeredInMode(const catalog::MachineType *mt) const
    {
        const auto *acc = mt ? cat.accelerator(mt->accelerator) : nullptr;
        return acc && acc->version == plan.tpuVersion && acc->offers(plan.mode);
    }

    // Whether `mt` lists the plan's own topology in the plan's mode, with the plan's slices
    // allowed (Multislice needs a version that has it and multi-host slices).
    bool keepsOwnShape(const catalog::MachineType &mt) const
    {
        const auto *acc = cat.accelerator(mt.accelerator);
        const auto *version = acc ? cat.version(acc->version) : nullptr;
        for (const auto *row : cat.topologiesOf(plan.mode, mt.accelerator))
            if (!row->custom && row->machineType == mt.name && row->topology == plan.topology)
                return plan.slices == 1 || multisliceAllowed(version, row->vms > 1);
        return false;
    }

    // Whether the plan keeps its own shape on `mt`: a listed one is read from the catalog's rows;
    // only a shape the machine type may have as a custom one needs the plan resolved.
    bool ownShapeOffered(const catalog::MachineType &mt)
    {
        if (keepsOwnShape(mt))
            return true;
        const auto rows = cat.topologiesOf(plan.mode, mt.accelerator);
        const bool customRow = std::any_of(rows.begin(), rows.end(), [&](const auto *row) {
            return row->custom && row->machineType == mt.name;
        });
        return customRow && shapeIsOffered(cat, plan, resolver(plan));
    }

    void machineType()
    {
        if (!cat.version(plan.tpuVersion) || offeredInMode(cat.machineType(plan.machineType)))
            return;
        const auto *old = cat.machineType(plan.machineType);
        const QString forTopology =
            defaultMachineType(cat, plan.mode, plan.tpuVersion, plan.topology);
        // With a shape chosen, the machine type whose nearest shape keeps the plan's chips (the
        // Alternatives tab's engine), preferring the plan's own shape, then as many chips per
        // VM as before. Without one, the type that lists the topology, then as many chips per VM.
        const catalog::MachineType *pick = nullptr;
        std::optional<ShapeChoice> pickShape;
        auto rank = [&](const catalog::MachineType *mt, const std::optional<ShapeChoice> &shape) {
            const bool sameChipsPerVm = old && mt->chipsPerVm == old->chipsPerVm;
            if (targetChips <= 0 || !shape)
                return std::make_tuple(shape.has_value(), false, 0LL, mt->name == forTopology, 0LL,
                                       0LL, sameChipsPerVm);
            const bool own = shape->topology == plan.topology && shape->slices == plan.slices;
            // Nearest: the smallest total that meets the target, else the largest.
            return std::make_tuple(true, shape->meets, shape->meets ? -shape->chips : shape->chips,
                                   own, -(long long)shape->slices, -shape->vms, sameChipsPerVm);
        };
        for (const auto *acc : cat.acceleratorsOf(plan.tpuVersion)) {
            if (!acc->offers(plan.mode))
                continue;
            for (const auto *mt : cat.machineTypesOf(acc->label)) {
                auto shape = targetChips > 0 ? shapeForChips(cat, plan.mode, *mt, targetChips)
                                             : std::nullopt;
                // The plan's own shape, where this type lists it and its slices stay valid.
                if (shape && shape->chips == targetChips && keepsOwnShape(*mt))
                    shape = ShapeChoice{
                        plan.topology, plan.slices,
                        targetChips,   plan.topology.chips() / mt->chipsPerVm * plan.slices,
                        false,         plan.topology.chips() > mt->chipsPerVm,
                        true};
                if (!pick || rank(mt, shape) > rank(pick, pickShape)) {
                    pick = mt;
                    pickShape = shape;
                }
            }
        }
        const auto *v = cat.version(plan.tpuVersion);
        if (!pick) {
            note("tpuVersion",
                 PlanEditText::tr("%1 is not offered in %2 mode: choose another TPU version.")
                     .arg(v->name, catalog::modeName(plan.mode)));
            return;
        }
        note("machineType",
             plan.machineType.isEmpty()
                 ? PlanEditText::tr("Machine type set to %1.").arg(pick->name)
                 : PlanEditText::tr("Machine type %1 → %2: %1 is not a %3 machine type "
                                    "offered in %4 mode.")
                       .arg(plan.machineType, pick->name, v->name, catalog::modeName(plan.mode)));
        plan.machineType = pick->name;
        chosenShape = pickShape;
    }

    // The accelerator of the plan's machine type, when it belongs to the plan's version: what a
    // resolution would name, looked up without resolving a plan that is still being mended.
    const catalog::Accelerator *accelerator() const
    {
        const auto *mt = cat.machineType(plan.machineType);
        const auto *acc = mt ? cat.accelerator(mt->accelerator) : nullptr;
        return acc && acc->version == plan.tpuVersion ? acc : nullptr;
    }

    void zone()
    {
        const catalog::Accelerator *acc = accelerator();
        if (plan.zone.isEmpty() || !acc)
            return;
        if (const auto *offer = cat.zoneOffer(acc->label, plan.zone);
            offer && offer->offers(plan.mode))
            return;
        const QString region = plan.region();
        for (const auto *z : cat.zonesOf(acc->label, plan.mode)) {
            if (z->region() == region) {
                note("zone",
                     PlanEditText::tr("Zone %1 → %2: %1 does not offer %3 in %4 mode; %2 is "
                                      "in the same region.")
                         .arg(plan.zone, z->zone, acc->label, catalog::modeName(plan.mode)));
                plan.zone = z->zone;
                return;
            }
        }
        note("zone",
             PlanEditText::tr("Zone %1 does not offer %2 in %3 mode, nor does any zone of %4: "
                              "choose a zone on the Region and zone step.")
                 .arg(plan.zone, acc->label, catalog::modeName(plan.mode), region));
    }

    // "4x4x4 × 2 slices"; with `withSlices` (the other side of a change has several), one
    // slice is said too: "4x4x4 × 2 slices → 8x16 × 1 slice", not "→ 8x16".
    static QString shapeText(const catalog::Topology &t, int slices, bool withSlices)
    {
        if (slices > 1)
            return PlanEditText::tr("%1 × %2 slices").arg(t.toString()).arg(slices);
        return withSlices ? PlanEditText::tr("%1 × 1 slice").arg(t.toString()) : t.toString();
    }

    void topology()
    {
        shape();
        const Resolution r = resolver(plan);
        if (plan.slices > 1 && r.version && !hasMultislice(r.version)) {
            note("slices", PlanEditText::tr("Slices %1 → 1: %2 does not support Multislice.")
                               .arg(plan.slices)
                               .arg(r.version->name));
            plan.slices = 1;
        }
    }

    void shape()
    {
        // A version change chose its shape with the machine type: the plan in between (new
        // machine type, old shape) is never resolved. Otherwise the plan's own shape is kept
        // when offered, and its resolution is the edit's one.
        const catalog::Accelerator *acc = accelerator();
        const auto *mt = cat.machineType(plan.machineType);
        if (!acc || !mt || !acc->offers(plan.mode))
            return;
        if (!chosenShape && !plan.topology.isEmpty() && ownShapeOffered(*mt))
            return;
        if (targetChips <= 0) {
            // No shape yet: the smallest listed one, as `tpu-planner new` chooses.
            const catalog::TopologyRow *smallest =
                smallestListedTopology(cat, plan.mode, plan.tpuVersion, plan.machineType);
            if (smallest) {
                note("topology", PlanEditText::tr("Topology set to %1, the smallest listed for %2.")
                                     .arg(smallest->topology.toString(), plan.machineType));
                plan.topology = smallest->topology;
                plan.slices = 1;
            }
            return;
        }
        const auto shape =
            chosenShape ? chosenShape : shapeForChips(cat, plan.mode, *mt, targetChips);
        if (!shape)
            return;
        if (shape->topology == oldTopology && shape->slices == oldSlices)
            return;
        plan.topology = shape->topology;
        plan.slices = shape->slices;
        const bool withSlices = oldSlices > 1 || shape->slices > 1;
        const QString from = shapeText(oldTopology, oldSlices, withSlices),
                      to = shapeText(shape->topology, shape->slices, withSlices);
        if (shape->meets && shape->chips == targetChips)
            note("topology",
                 PlanEditText::tr("%1 chips kept: %2 → %3 (%4 does not offer %2 in %5 mode).")
                     .arg(targetChips)
                     .arg(from, to, plan.machineType, catalog::modeName(plan.mode)));
        else if (shape->meets)
            note("topology",
                 PlanEditText::tr("At least %1 chips kept: %2 → %3, %4 chips, the nearest "
                                  "shape %5 offers in %6 mode.")
                     .arg(targetChips)
                     .arg(from, to)
                     .arg(shape->chips)
                     .arg(plan.machineType, catalog::modeName(plan.mode)));
        else
            note("topology",
                 PlanEditText::tr("%1 chips cannot be kept on %2: %3 → %4, %5 chips, the "
                                  "largest it offers in %6 mode. Choose another machine "
                                  "type or TPU version for more.")
                     .arg(targetChips)
                     .arg(plan.machineType, from, to)
                     .arg(shape->chips)
                     .arg(catalog::modeName(plan.mode)));
    }

    // A specific reservation holds one machine type in one zone: when a change moves the plan
    // away from it, say so once here; the rules keep it as an error or a warning until fixed.
    void reservation()
    {
        const auto &res = plan.reservation;
        if (!plan.consumesSpecificReservation() || res.name.isEmpty())
            return;
        const ReservationFit fit = reservationFit(plan);
        if (fit.differs()) {
            note("reservation.name",
                 PlanEditText::tr(
                     "Reservation %1 kept, but it holds %2 and the plan now uses %3 in %4: "
                     "GKE refuses that node pool. Choose another reservation or change the "
                     "plan back.")
                     .arg(res.name,
                          fit.heldType.isEmpty() || fit.heldZone.isEmpty()
                              ? fit.heldType + fit.heldZone
                              : PlanEditText::tr("%1 in %2").arg(fit.heldType, fit.heldZone),
                          plan.machineType, plan.zone));
            return;
        }
        if (fit.fullyKnown() || res.chosenForMachineType.isEmpty() || res.chosenForZone.isEmpty() ||
            (res.chosenForMachineType == plan.machineType && res.chosenForZone == plan.zone))
            return;
        note("reservation.name",
             PlanEditText::tr(
                 "Reservation %1 kept; it was chosen for %2 in %3 and the plan now uses %4 "
                 "in %5. Enter the machine type and zone it holds.")
                 .arg(res.name, res.chosenForMachineType, res.chosenForZone, plan.machineType,
                      plan.zone));
    }

    // The options step's constrained choices, mended by their rows of the constraint table
    // (model/constraints.h), in the table's order; a row broken no more (an earlier row's
    // mending fixed it too) says nothing.
    void options()
    {
        const Resolution r = resolver(plan);
        for (const Constraint &row : constraints())
            if (row.mend && row.broken(cat, plan, r))
                changes.push_back({row.field, row.mend(cat, plan, r)});
    }
};

} // namespace

std::vector<PlanChange> reconcile(const Catalog &catalog, Plan &plan, Step changed,
                                  Resolver *resolver)
{
    Resolver own(catalog);
    Reconciler r(catalog, plan, resolver ? *resolver : own);
    if (changed <= Step::Version) // the version step may leave a machine type of another version
        r.machineType();
    if (changed < Step::Zone)
        r.zone();
    if (changed < Step::Topology)
        r.topology();
    if (changed < Step::Options) {
        r.options();
        r.reservation();
    }
    return r.changes;
}

void noteReservationChoice(const Plan &before, Plan &after)
{
    auto &r = after.reservation;
    if (!after.consumesSpecificReservation() || r.name.isEmpty())
        return;
    const bool chosenNow = before.consumption != Consumption::Reservation ||
                           before.reservation.name != r.name ||
                           before.reservation.project != r.project;
    // Chosen now: for what the plan uses now. Kept from before without a record (a plan from
    // before schema 2): for what the plan used before this edit.
    const Plan &chosenWith = chosenNow ? after : before;
    if ((chosenNow || r.chosenForMachineType.isEmpty()) && !chosenWith.machineType.isEmpty() &&
        !chosenWith.zone.isEmpty()) {
        r.chosenForMachineType = chosenWith.machineType;
        r.chosenForZone = chosenWith.zone;
    }
}

} // namespace tpu::model
