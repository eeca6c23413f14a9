#include "review/fit.h"

#include "catalog/catalog.h"
#include "catalog/zonenames.h"
#include "model/availability.h"
#include "model/calendarmode.h"
#include "model/resolution.h"
#include "model/rules.h"
#include "review/capacitycheck.h"
#include "review/usage.h"
#include "sizing/job.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <climits>
#include <list>
#include <map>

namespace tpu::review {

namespace {
struct FitText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::review::Fit)
};

using model::Consumption;

// One reservation or quota the fit places slices on, with its use per stretch of months.
struct Entry
{
    QString id;
    bool reservation = false, held = true;
    long long total = 0;
    QString machineType, zone; // reservations
    QString vmFamily;          // aggregate reservations: counted in chips, not VMs
    QString location, metric;  // quotas
    bool counted = true;       // false: the catalog says it cannot exist (CapacityUse::error)
    QString error, warning;
    bool calendar = false; // a calendar-mode request's reservation: its own capacity class
    // In Usage: what is placed on it, and that plus what the first choice could not place.
    int usage = -1;
};

// The months are cut into segments at every period's start and end: a request covers a range of
// segments, and only requests whose ranges overlap share capacity.
// The months a request runs: its period, else a calendar-mode plan's start to end (issue 40).
std::optional<Period> runsIn(const Request &r)
{
    if (r.period)
        return r.period;
    const model::CalendarMode &cal = r.plan.calendar;
    if (r.plan.consumption != Consumption::Reservation || !cal.enabled || !cal.start.isValid() ||
        cal.days <= 0)
        return std::nullopt;
    const auto monthOf = [](const QDate &d) { return d.year() * 12 + d.month() - 1; };
    // The end is exclusive: the last day held is the day before.
    return Period{monthOf(cal.start.toUTC().date()),
                  monthOf(cal.start.toUTC().addDays(cal.days).addSecs(-1).date())};
}

struct Timeline
{
    std::vector<int> points; // segment i starts at points[i]; the first is "always before"

    explicit Timeline(const Review &review)
    {
        points.push_back(INT_MIN);
        for (const Request &r : review.requests)
            if (const auto period = runsIn(r)) {
                points.push_back(period->start);
                points.push_back(period->end + 1);
            }
        std::sort(points.begin(), points.end());
        points.erase(std::unique(points.begin(), points.end()), points.end());
    }
    int segments() const { return int(points.size()); }
    int segmentOf(int month) const
    {
        return int(std::upper_bound(points.begin(), points.end(), month) - points.begin()) - 1;
    }
    std::pair<int, int> range(const Request &r) const
    {
        const auto period = runsIn(r);
        if (!period)
            return {0, segments() - 1};
        const auto first = std::lower_bound(points.begin(), points.end(), period->start);
        const auto after = std::lower_bound(points.begin(), points.end(), period->end + 1);
        return {int(first - points.begin()), int(after - points.begin()) - 1};
    }
};

// A reason names this many candidates (the most free first) and counts the rest, so that it
// stays a line however many reservations or quotas could take the request (issue 35, F3).
constexpr int kNamedCandidates = 3;

QString candidateKey(const QString &machineType, const QString &zone)
{
    return machineType + QLatin1Char('@') + zone;
}

QString versionOfMachineType(const catalog::Catalog &c, const QString &machineType)
{
    if (const auto *mt = c.machineType(machineType))
        if (const auto *acc = c.accelerator(mt->accelerator))
            return acc->version;
    return {};
}

// The VM family of a machine type's accelerator (what an aggregate reservation holds).
QString vmFamilyOfMachineType(const catalog::Catalog &c, const QString &machineType)
{
    if (const auto *mt = c.machineType(machineType))
        if (const auto *acc = c.accelerator(mt->accelerator))
            return acc->vmFamily;
    return {};
}

QString versionOfEntry(const catalog::Catalog &c, const Entry &e)
{
    if (!e.vmFamily.isEmpty()) {
        const auto *acc = c.acceleratorOfVmFamily(e.vmFamily);
        return acc ? acc->version : QString();
    }
    return versionOfMachineType(c, e.machineType);
}

// What a reservation holds, for a reason: "ct6e-standard-4t" or "chips of VM_FAMILY_…".
QString holdsText(const Entry &e)
{
    return e.vmFamily.isEmpty() ? e.machineType : FitText::tr("chips of %1").arg(e.vmFamily);
}

using GroupKey = std::tuple<QString, QString, int>; // region, version, CapacityClass

// What one request asks of its first choice's capacity, in chips, over its segments.
struct Demand
{
    std::pair<int, int> range;
    GroupKey group;
    long long chips = 0;
};

// The segment with the most chips asked for (the first of equals).
int busiestSegment(const Timeline &timeline, const std::vector<Demand> &demands)
{
    std::vector<long long> asked(size_t(timeline.segments()) + 1, 0); // differences
    for (const Demand &d : demands) {
        asked[size_t(d.range.first)] += d.chips;
        asked[size_t(d.range.second) + 1] -= d.chips;
    }
    int best = 0;
    long long running = 0, most = -1;
    for (int i = 0; i < timeline.segments(); ++i) {
        running += asked[size_t(i)];
        if (running > most) {
            most = running;
            best = i;
        }
    }
    return best;
}

// The totals of one segment per (region, version, class): every entry, held or missing, counts
// in the group of its own region, version and class, so what is placed on a group's capacity is
// never more than it holds.
std::vector<GroupTotals> totalsIn(const catalog::Catalog &catalog, int segment,
                                  const std::vector<Entry> &entries, const Usage &used,
                                  const Usage &needed, const std::vector<Demand> &demands)
{
    // A quota metric's TPU version and class, from the catalog's quota rows.
    QHash<QString, std::pair<QString, CapacityClass>> metrics;
    for (const catalog::QuotaInfo &q : catalog.quotas)
        if (const auto *acc = catalog.accelerator(q.accelerator)) {
            if (!q.onDemandMetric.isEmpty())
                metrics.insert(q.onDemandMetric, {acc->version, CapacityClass::OnDemandQuota});
            if (!q.preemptibleMetric.isEmpty())
                metrics.insert(q.preemptibleMetric,
                               {acc->version, CapacityClass::PreemptibleQuota});
        }
    std::map<GroupKey, GroupTotals> groups;
    const auto group = [&](const GroupKey &key) -> GroupTotals & {
        GroupTotals &g = groups[key];
        g.region = std::get<0>(key);
        g.version = std::get<1>(key);
        g.capacity = CapacityClass(std::get<2>(key));
        return g;
    };
    for (const Demand &d : demands)
        if (d.range.first <= segment && segment <= d.range.second && d.chips > 0)
            group(d.group).demand += d.chips;
    for (const Entry &e : entries) {
        if (!e.counted)
            continue;
        long long chipsPer = 1; // quota counts chips; a reservation VMs (an aggregate one chips)
        GroupKey key;
        if (e.reservation) {
            const auto *mt = catalog.machineType(e.machineType);
            const QString version = versionOfEntry(catalog, e);
            if ((!mt && e.vmFamily.isEmpty()) || version.isEmpty())
                continue; // not a TPU the catalog knows: no chips to count
            chipsPer = e.vmFamily.isEmpty() ? mt->chipsPerVm : 1; // aggregate: chips already
            key = {catalog::regionOfZone(e.zone), version,
                   int(e.calendar ? CapacityClass::CalendarMode : CapacityClass::Reservation)};
        } else {
            const auto found = metrics.constFind(e.metric);
            if (found == metrics.constEnd())
                continue;
            const QString region = catalog::zoneNameShape().match(e.location).hasMatch()
                                       ? catalog::regionOfZone(e.location)
                                       : e.location;
            key = {region, found->first, int(found->second)};
        }
        const long long inUse = used.peak(e.usage, segment, segment);
        const long long wanted = needed.peak(e.usage, segment, segment);
        GroupTotals &g = group(key);
        if (e.held)
            g.held += e.total * chipsPer;
        g.placed += inUse * chipsPer;
        g.missing += std::max(0LL, wanted - (e.held ? e.total : 0)) * chipsPer;
    }
    std::vector<GroupTotals> out;
    out.reserve(groups.size());
    for (auto &[key, g] : groups) {
        g.free = g.held - g.placed;
        out.push_back(g);
    }
    return out;
}

// What a plan costs per month with one consumption option, for all its slices; no value and the
// reason when the catalog has no price, the reason alone when the price is uncertain.
struct StepCost
{
    std::optional<double> perMonth;
    QString note;
};

StepCost costOf(const model::Summary &s, model::Consumption consumption, const QString &version,
                const QString &region)
{
    StepCost c;
    if (s.appliesTo.isEmpty()) {
        c.note = FitText::tr("no price: the catalog has no %1 price")
                     .arg(model::consumptionName(consumption));
        return c;
    }
    for (const model::Cost &cost : s.costs)
        if (cost.kind == s.appliesTo) {
            c.perMonth = cost.perMonth.value;
            if (!cost.perMonth.value)
                c.note = FitText::tr("no price: the catalog has no %1 price for %2 in %3")
                             .arg(cost.label.toString(), version, region);
            else if (!cost.perMonth.uncertain.isEmpty())
                c.note = FitText::tr("uncertain: %1").arg(cost.perMonth.uncertain.toString());
        }
    return c;
}

// Issue 40: a request that does not fit may get its chips as a calendar-mode future reservation
// (1 to 90 days, no quota) where Google's pages list calendar mode for its version.
QString calendarSuggestion(const catalog::Catalog &catalog, const model::Plan &plan,
                           const QString &version)
{
    const QString type =
        model::workloadPurpose(plan.workload.kind) == model::WorkloadPurpose::Serving
            ? QStringLiteral("serving")
            : QStringLiteral("batch");
    const QStringList zones = model::calendarZonesListed(catalog, version, type);
    if (zones.isEmpty())
        return {};
    const model::CalendarZoneVerdict v =
        model::calendarZoneVerdict(catalog, version, type, plan.zone);
    if (!v.listedBy.isEmpty())
        return FitText::tr("request it as a calendar-mode reservation: %1 (%2) in %3, 1 to 90 "
                           "days, no quota needed (listed by %4%5; tpu-planner advise shows "
                           "when)")
            .arg(version, type, plan.zone, v.listedBy.join(QStringLiteral(", ")),
                 v.notListedBy.isEmpty()
                     ? QString()
                     : FitText::tr(", not by %1").arg(v.notListedBy.join(QStringLiteral(", "))));
    return FitText::tr("calendar mode offers %1 (%2) in %3, not in %4: a calendar-mode "
                       "reservation there needs no quota (tpu-planner advise shows when)")
        .arg(version, type, zones.join(QStringLiteral(", ")), plan.zone);
}

} // namespace

QString fitKindId(FitKind kind)
{
    switch (kind) {
    case FitKind::Fits:
        return QStringLiteral("fits");
    case FitKind::Partial:
        return QStringLiteral("partial");
    case FitKind::None:
        break;
    }
    return QStringLiteral("none");
}

QString capacityClassId(CapacityClass c)
{
    switch (c) {
    case CapacityClass::Reservation:
        return QStringLiteral("reservation");
    case CapacityClass::OnDemandQuota:
        return QStringLiteral("onDemandQuota");
    case CapacityClass::CalendarMode:
        return QStringLiteral("calendarMode");
    case CapacityClass::PreemptibleQuota:
        break;
    }
    return QStringLiteral("preemptibleQuota");
}

QString capacityClassName(CapacityClass c)
{
    switch (c) {
    case CapacityClass::Reservation:
        return FitText::tr("reservation");
    case CapacityClass::OnDemandQuota:
        return FitText::tr("on-demand quota");
    case CapacityClass::CalendarMode:
        return FitText::tr("calendar-mode reservation (no quota)");
    case CapacityClass::PreemptibleQuota:
        break;
    }
    return FitText::tr("preemptible quota (Spot, flex-start)");
}

CapacityClass capacityClassOf(model::Consumption consumption)
{
    switch (consumption) {
    case Consumption::Reservation:
        return CapacityClass::Reservation;
    case Consumption::OnDemand:
        return CapacityClass::OnDemandQuota;
    case Consumption::Spot:
    case Consumption::FlexStart:
        break;
    }
    return CapacityClass::PreemptibleQuota;
}

CapacityClass capacityClassOf(const model::Plan &plan)
{
    if (plan.consumption == Consumption::Reservation && plan.calendar.enabled)
        return CapacityClass::CalendarMode;
    return capacityClassOf(plan.consumption);
}

bool FitResult::allFit() const
{
    return std::all_of(requests.begin(), requests.end(),
                       [](const RequestFit &r) { return r.fit == FitKind::Fits; });
}

int FitResult::plansWithErrors() const
{
    return int(std::count_if(requests.begin(), requests.end(),
                             [](const RequestFit &r) { return !r.planErrors.empty(); }));
}

std::vector<model::Finding> planErrors(const catalog::Catalog &catalog, const model::Plan &plan)
{
    std::vector<model::Finding> errors = model::checkPlan(catalog, plan);
    errors.erase(std::remove_if(
                     errors.begin(), errors.end(),
                     [](const model::Finding &f) { return f.severity != model::Severity::Error; }),
                 errors.end());
    return errors;
}

void addPlanErrors(const catalog::Catalog &catalog, const Review &review, FitResult &result)
{
    for (RequestFit &f : result.requests)
        f.planErrors = planErrors(catalog, review.requests[size_t(f.index)].plan);
}

namespace {
// Each request's job on its plan's slices (docs/sizing.md), at the request's own price per hour.
void weighJobs(const catalog::Catalog &catalog, const Review &review, FitResult &out)
{
    for (RequestFit &f : out.requests) {
        const Request &req = review.requests[size_t(f.index)];
        if (!req.job || !f.complete)
            continue;
        int axes = 0;
        for (int d : req.plan.topology.dims())
            axes += d > 1 ? 1 : 0;
        std::optional<double> perHour;
        if (f.costPerMonth)
            perHour = *f.costPerMonth / model::Summary::kHoursPerMonth;
        f.job = sizing::evaluateJob(catalog, *req.job, f.version, f.chipsPerSlice, f.slices,
                                    std::max(1, axes), perHour);
    }
}
} // namespace

namespace {
// How many units a slice takes on an entry: chips on an aggregate reservation, else the step's
// own unit (VMs on a specific reservation, chips of quota).
struct SliceUnits
{
    long long chips = 0; // chips per slice
    long long unit = 0;  // the step's unit per slice
    long long on(const Entry &e) const
    {
        return e.reservation && !e.vmFamily.isEmpty() ? chips : unit;
    }
};

// Where one step of a request's chain may place slices: the candidates in the review's order,
// why there is none at all, and where the step's missing slices would count.
struct StepCandidates
{
    // The pass's own list (kept for the whole fit, never copied per request); empty: none.
    const std::vector<size_t> *candidates = nullptr;
    QString whyNone;
    std::optional<size_t> target;
};

// One request's way down its consumption chain.
struct ChainState
{
    int remaining = 0;
    QStringList reasons;
    std::optional<size_t> firstTarget; // where the missing slices count as a shortfall
    long long firstPerSlice = 0;
    std::vector<std::pair<int, StepCost>> fallbackPlaced; // slices placed by a later step
};

// One fit of a review: its capacity as entries with their use per stretch of months, where each
// request looks for them, and the totals as the requests are placed in priority order.
class ReviewFitPass
{
public:
    ReviewFitPass(const catalog::Catalog &catalog, const Review &review);
    FitResult run(std::optional<int> month);

private:
    void addEntries();
    size_t missingEntry(const QString &id, bool reservation, const QString &where,
                        const QString &what);
    std::vector<int> priorityOrder() const;
    void fitRequest(int index);
    void placeStep(const model::Plan &plan, const model::Summary &s, size_t step,
                   const std::vector<Consumption> &steps, RequestFit &f, std::pair<int, int> range,
                   ChainState &chain);
    StepCandidates reservationCandidates(const model::Plan &plan, const model::Summary &ss,
                                         const QString &family);
    StepCandidates quotaCandidates(const model::Plan &plan, const model::Plan &stepPlan,
                                   const model::Summary &ss, const RequestFit &f);
    int placeSlices(const std::vector<size_t> &candidates, const SliceUnits &units, int remaining,
                    std::pair<int, int> range, RequestFit &f);
    QString shortReason(const StepCandidates &where, const SliceUnits &units, long long perSlice,
                        bool inVms, int remaining, std::pair<int, int> range) const;
    void chargeCost(RequestFit &f, const Request &req, const StepCost &firstCost,
                    const std::vector<std::pair<int, StepCost>> &fallbackPlaced,
                    std::pair<int, int> range);
    void addCapacityAfter();
    const model::Summary &summaryOf(const model::Plan &plan);
    const std::vector<size_t> &capableOf(const std::vector<size_t> &candidates,
                                         const SliceUnits &units);

    const catalog::Catalog &m_catalog;
    const Review &m_review;
    const Timeline m_timeline;
    Usage m_used, m_needed; // needed: used, plus what the first choice lacks
    std::vector<Entry> m_entries;
    // Where each request looks, found without a scan of every entry: reservations by name and by
    // machine type and zone, quotas by metric (each list in the review's order).
    QHash<QString, std::vector<size_t>> m_byName, m_byMachineZone, m_byMetric;
    // A capacity the review does not hold, for the shortfall: made once per id.
    QHash<std::pair<QString, bool>, size_t> m_missing;
    std::vector<Demand> m_demands; // what each request asks of its first choice, in chips
    std::vector<double> m_costBySegment;
    // Caches of one fit, so that 5,000 requests of a few shapes do not repeat the same work
    // (issue 35, F3): each distinct plan's summary (keyed by its shape, then compared whole),
    // the candidate lists a step looks at (specific and aggregate reservations merged), of those
    // the ones large enough for one slice, a machine type's VM family and the calendar-mode
    // suggestions. std::map: what the pass points at never moves.
    std::map<std::tuple<QString, QString, QString, int, int>,
             std::list<std::pair<model::Plan, model::Summary>>>
        m_summaries;
    std::map<std::pair<QString, QString>, std::vector<size_t>> m_mergedCandidates;
    std::map<size_t, std::vector<size_t>> m_namedCandidates;
    std::map<std::tuple<const std::vector<size_t> *, long long, long long>, std::vector<size_t>>
        m_capable;
    QHash<QString, QString> m_families;
    std::map<std::tuple<QString, bool, QString>, QString> m_suggestions;
    // What placeSlices() last found free on each entry (after its own placing), for the reason
    // of the same step: valid while m_freeStamp[entry] == m_step.
    std::vector<long long> m_freeSeen;
    std::vector<unsigned> m_freeStamp;
    unsigned m_step = 0;
    FitResult m_out;
};

const std::vector<size_t> kNoCandidates;

// A plan's summary, made once per distinct plan of the review.
const model::Summary &ReviewFitPass::summaryOf(const model::Plan &plan)
{
    auto &bucket = m_summaries[{plan.tpuVersion, plan.machineType, plan.zone, plan.slices,
                                int(plan.consumption)}];
    for (const auto &[p, summary] : bucket)
        if (p == plan)
            return summary;
    bucket.emplace_back(plan, model::summarize(m_catalog, plan));
    return bucket.back().second;
}

// The candidates that can take one slice at all (what the fit has placed aside): the others
// are never placed on, whatever is free on them.
const std::vector<size_t> &ReviewFitPass::capableOf(const std::vector<size_t> &candidates,
                                                    const SliceUnits &units)
{
    const auto key = std::make_tuple(&candidates, units.chips, units.unit);
    const auto found = m_capable.find(key);
    if (found != m_capable.end())
        return found->second;
    std::vector<size_t> &out = m_capable[key];
    for (const size_t i : candidates) {
        const long long per = units.on(m_entries[i]);
        if (per > 0 && m_entries[i].total >= per)
            out.push_back(i);
    }
    return out;
}

ReviewFitPass::ReviewFitPass(const catalog::Catalog &catalog, const Review &review)
    : m_catalog(catalog), m_review(review), m_timeline(review), m_used(m_timeline.segments()),
      m_needed(m_timeline.segments()), m_costBySegment(size_t(m_timeline.segments()), 0.0)
{
}

void ReviewFitPass::addEntries()
{
    m_entries.reserve(m_review.capacity.reservations.size() + m_review.capacity.quotas.size());
    for (const ReservationCapacity &r : m_review.capacity.reservations) {
        Entry e;
        e.id = r.id();
        e.reservation = true;
        e.total = r.isAggregate() ? r.chips : r.vms;
        e.machineType = r.machineType;
        e.vmFamily = r.vmFamily;
        e.zone = r.zone;
        const CapacityCheck check = checkReservationInCatalog(m_catalog, r);
        e.error = check.error;
        e.warning = check.warning;
        e.counted = check.error.isEmpty();
        if (e.counted) {
            m_byName[r.name].push_back(m_entries.size());
            // An aggregate reservation is found by its VM family and zone.
            m_byMachineZone[candidateKey(r.isAggregate() ? r.vmFamily : r.machineType, r.zone)]
                .push_back(m_entries.size());
        }
        m_entries.push_back(std::move(e));
    }
    for (const QuotaCapacity &q : m_review.capacity.quotas) {
        Entry e;
        e.id = q.id();
        e.total = q.chips;
        e.location = q.location;
        e.metric = q.metric;
        const CapacityCheck check = checkQuotaInCatalog(m_catalog, q);
        e.error = check.error;
        e.warning = check.warning;
        e.counted = check.error.isEmpty();
        if (e.counted)
            m_byMetric[q.metric].push_back(m_entries.size());
        m_entries.push_back(std::move(e));
    }
    for (Entry &e : m_entries) {
        e.usage = m_used.addEntry();
        m_needed.addEntry();
    }
}

// A reservation's (machine type, zone) or a quota's (location, metric).
size_t ReviewFitPass::missingEntry(const QString &id, bool reservation, const QString &where,
                                   const QString &what)
{
    const auto found = m_missing.constFind({id, reservation});
    if (found != m_missing.constEnd())
        return *found;
    Entry e;
    e.id = id;
    e.reservation = reservation;
    e.held = false;
    (reservation ? e.machineType : e.location) = reservation ? what : where;
    (reservation ? e.zone : e.metric) = reservation ? where : what;
    e.usage = m_used.addEntry();
    m_needed.addEntry();
    m_entries.push_back(std::move(e));
    m_missing.insert({id, reservation}, m_entries.size() - 1);
    return m_entries.size() - 1;
}

std::vector<int> ReviewFitPass::priorityOrder() const
{
    std::vector<int> order(m_review.requests.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return m_review.requests[size_t(a)].priority < m_review.requests[size_t(b)].priority;
    });
    return order;
}

// The cost of the whole request: each slice at the price of the option that places it (the
// first choice for slices a fallback step does not place), added to the review's totals.
void ReviewFitPass::chargeCost(RequestFit &f, const Request &req, const StepCost &firstCost,
                               const std::vector<std::pair<int, StepCost>> &fallbackPlaced,
                               std::pair<int, int> range)
{
    const model::Plan &plan = req.plan;
    int firstSlices = plan.slices;
    for (const auto &[n, c] : fallbackPlaced)
        firstSlices -= n;
    std::vector<std::pair<int, StepCost>> parts{{firstSlices, firstCost}};
    parts.insert(parts.end(), fallbackPlaced.begin(), fallbackPlaced.end());
    double total = 0;
    QStringList uncertain;
    if (fallbackPlaced.empty()) { // the first choice's price for the whole request
        f.costPerMonth = firstCost.perMonth;
        f.costNote = firstCost.note;
        parts.clear();
    }
    for (const auto &[n, c] : parts) {
        if (n <= 0)
            continue;
        if (!c.perMonth) {
            f.costPerMonth.reset();
            f.costNote = c.note;
            break;
        }
        total += *c.perMonth * n / std::max(1, plan.slices);
        if (!c.note.isEmpty() && !uncertain.contains(c.note))
            uncertain << c.note;
        f.costPerMonth = total;
        f.costNote = uncertain.join(QStringLiteral("; "));
    }
    if (f.costPerMonth) {
        m_out.cost.total += *f.costPerMonth;
        m_out.cost.byTeam[req.team] += *f.costPerMonth;
        for (int i = range.first; i <= range.second; ++i)
            m_costBySegment[size_t(i)] += *f.costPerMonth;
    } else {
        m_out.cost.unpriced << req.title;
    }
}

void ReviewFitPass::fitRequest(int index)
{
    const Request &req = m_review.requests[size_t(index)];
    const model::Plan &plan = req.plan;
    const model::Summary &s = summaryOf(plan);
    RequestFit f;
    f.index = index;
    f.slices = plan.slices;
    f.complete = s.complete;
    f.vmsPerSlice = s.vmsPerSlice;
    f.chipsPerSlice = s.chipsPerSlice;
    f.region = plan.region();
    f.zone = plan.zone;
    f.machineType = s.machineType;
    const auto *version = m_catalog.version(plan.tpuVersion);
    f.version = version ? version->id : plan.tpuVersion;
    f.consumption = plan.consumption;
    const auto range = m_timeline.range(req);
    const StepCost firstCost = costOf(s, plan.consumption, f.version, f.region);

    if (!s.complete) {
        f.fit = FitKind::None;
        f.reason = FitText::tr("the plan does not name a whole slice (TPU version, machine type "
                               "and topology): open it in the wizard");
        chargeCost(f, req, firstCost, {}, range);
        m_out.requests.push_back(f);
        return;
    }

    // The consumption option, then the plan's fallback chain (a GKE compute class): slices that
    // do not fit one way try the next step, each slice whole on one capacity.
    const std::vector<Consumption> steps = model::consumptionSteps(plan);
    ChainState chain;
    chain.remaining = plan.slices;
    for (size_t step = 0; step < steps.size() && chain.remaining > 0; ++step)
        placeStep(plan, s, step, steps, f, range, chain);
    f.slicesPlaced = plan.slices - chain.remaining;
    f.fit = chain.remaining == 0 ? FitKind::Fits
            : f.slicesPlaced > 0 ? FitKind::Partial
                                 : FitKind::None;
    if (chain.remaining > 0) {
        // What to ask Google for: the first choice's capacity.
        if (chain.firstTarget)
            m_needed.add(m_entries[*chain.firstTarget].usage, range.first, range.second,
                         chain.remaining * chain.firstPerSlice);
        f.reason = chain.reasons.join(FitText::tr("; then "));
    }

    if (chain.remaining > 0 && capacityClassOf(plan) != CapacityClass::CalendarMode) {
        // Depends on the version, the workload's purpose and the zone only.
        const std::tuple<QString, bool, QString> key{f.version,
                                                     model::workloadPurpose(plan.workload.kind) ==
                                                         model::WorkloadPurpose::Serving,
                                                     plan.zone};
        auto found = m_suggestions.find(key);
        if (found == m_suggestions.end())
            found =
                m_suggestions.emplace(key, calendarSuggestion(m_catalog, plan, f.version)).first;
        f.suggestion = found->second;
    }
    chargeCost(f, req, firstCost, chain.fallbackPlaced, range);
    m_demands.push_back({range,
                         {f.region, f.version, int(capacityClassOf(plan))},
                         (long long)plan.slices * s.chipsPerSlice});
    m_out.requests.push_back(f);
}

StepCandidates ReviewFitPass::reservationCandidates(const model::Plan &plan,
                                                    const model::Summary &ss, const QString &family)
{
    StepCandidates out;
    // A calendar-mode request (issue 40) consumes only the reservation it names, the one Google
    // creates for it: never another reservation of the same shape.
    const bool calendar =
        capacityClassOf(plan) == CapacityClass::CalendarMode && !plan.reservation.name.isEmpty();
    const QString project =
        plan.reservation.project.isEmpty() ? plan.projectId : plan.reservation.project;
    std::optional<size_t> named;
    if (!plan.reservation.name.isEmpty())
        for (const size_t i : m_byName.value(plan.reservation.name)) {
            const ReservationCapacity &r = m_review.capacity.reservations[i];
            if (r.project.isEmpty() || r.project == project) {
                named = i;
                break;
            }
        }
    if (named) {
        const Entry &e = m_entries[*named];
        const bool holds = e.vmFamily.isEmpty() ? e.machineType == ss.machineType
                                                : !family.isEmpty() && e.vmFamily == family;
        if (holds && e.zone == plan.zone) {
            std::vector<size_t> &one = m_namedCandidates[*named];
            one.assign(1, *named);
            out.candidates = &one;
        } else {
            out.whyNone = FitText::tr("reservation %1 holds %2 in %3; the plan needs %4 in %5")
                              .arg(e.id, holdsText(e), e.zone,
                                   e.vmFamily.isEmpty() || family.isEmpty()
                                       ? ss.machineType
                                       : FitText::tr("chips of %1").arg(family),
                                   plan.zone);
        }
    } else if (!calendar) {
        // Specific reservations of the machine type and aggregate ones of its family, in the
        // review's order.
        const QString key = candidateKey(ss.machineType, plan.zone);
        const auto merged = m_mergedCandidates.find({key, family});
        if (merged != m_mergedCandidates.end()) {
            out.candidates = &merged->second;
        } else {
            std::vector<size_t> list = m_byMachineZone.value(key);
            if (!family.isEmpty()) {
                const auto more = m_byMachineZone.value(candidateKey(family, plan.zone));
                list.insert(list.end(), more.begin(), more.end());
                std::sort(list.begin(), list.end());
            }
            out.candidates = &(m_mergedCandidates[{key, family}] = std::move(list));
        }
        if (out.candidates->empty())
            out.whyNone = FitText::tr("no reservation in the review holds %1 in %2")
                              .arg(ss.machineType, plan.zone);
    }
    if (!out.candidates)
        out.candidates = &kNoCandidates;
    if (calendar && out.candidates->empty() && out.whyNone.isEmpty() && !family.isEmpty()) {
        // Not held yet: the calendar-mode reservation the plan requests, in chips of its family
        // (Google delivers it as an aggregate reservation).
        out.whyNone = FitText::tr("the review does not hold the calendar-mode reservation %1 yet")
                          .arg(plan.reservation.name);
        out.target = missingEntry(FitText::tr("calendar-mode %1").arg(plan.reservation.name), true,
                                  plan.zone, ss.machineType);
        m_entries[*out.target].vmFamily = family;
        m_entries[*out.target].calendar = true;
    } else {
        out.target = out.candidates->empty() ? missingEntry(candidateKey(ss.machineType, plan.zone),
                                                            true, plan.zone, ss.machineType)
                                             : out.candidates->front();
    }
    if (calendar)
        for (const size_t i : *out.candidates)
            m_entries[i].calendar = true;
    return out;
}

StepCandidates ReviewFitPass::quotaCandidates(const model::Plan &plan, const model::Plan &stepPlan,
                                              const model::Summary &ss, const RequestFit &f)
{
    StepCandidates out;
    out.candidates = &kNoCandidates;
    if (ss.quota.metric.isEmpty()) {
        out.whyNone = FitText::tr("the catalog does not know the quota metric of %1 %2 TPUs, so "
                                  "the review cannot count them against quota")
                          .arg(model::consumptionName(stepPlan.consumption), f.version);
        return out;
    }
    // The list depends on the metric and the three places only: made once per fit.
    const std::pair<QString, QString> key{QStringLiteral("quota:") + ss.quota.metric,
                                          ss.quota.location + QLatin1Char('|') + f.region +
                                              QLatin1Char('|') + plan.zone};
    auto kept = m_mergedCandidates.find(key);
    if (kept == m_mergedCandidates.end()) {
        std::vector<size_t> list;
        for (const size_t i : m_byMetric.value(ss.quota.metric)) {
            const Entry &e = m_entries[i];
            if (e.location == ss.quota.location || e.location == f.region ||
                e.location == plan.zone)
                list.push_back(i);
        }
        kept = m_mergedCandidates.emplace(key, std::move(list)).first;
    }
    out.candidates = &kept->second;
    if (out.candidates->empty())
        out.whyNone =
            FitText::tr("the review has no quota %1 in %2").arg(ss.quota.metric, ss.quota.location);
    out.target = out.candidates->empty()
                     ? missingEntry(ss.quota.location + QLatin1Char(':') + ss.quota.metric, false,
                                    ss.quota.location, ss.quota.metric)
                     : out.candidates->front();
    return out;
}

// Slices go on the candidates in the review's order, a slice always whole on one. Returns the
// slices still to place.
int ReviewFitPass::placeSlices(const std::vector<size_t> &candidates, const SliceUnits &units,
                               int remaining, std::pair<int, int> range, RequestFit &f)
{
    ++m_step;
    if (m_freeSeen.size() < m_entries.size()) {
        m_freeSeen.resize(m_entries.size(), 0);
        m_freeStamp.resize(m_entries.size(), 0);
    }
    // Only the candidates that can hold a slice at all: on the others k is 0 whatever is used.
    for (const size_t i : capableOf(candidates, units)) {
        if (remaining <= 0)
            break;
        Entry &e = m_entries[i];
        const long long per = units.on(e);
        const long long free =
            e.total -
            (m_used.isEmpty(e.usage) ? 0 : m_used.peak(e.usage, range.first, range.second));
        const long long k = std::min<long long>(remaining, per > 0 ? free / per : 0);
        if (k > 0) {
            m_used.add(e.usage, range.first, range.second, k * per);
            m_needed.add(e.usage, range.first, range.second, k * per);
            remaining -= int(k);
            f.placedOn << e.id;
        }
        // The range's busiest segment grew by what was placed over the whole range.
        if (range.first <= range.second) {
            m_freeSeen[i] = free - std::max(0LL, k) * per;
            m_freeStamp[i] = m_step;
        }
    }
    return remaining;
}

// Why a step leaves `remaining` slices unplaced: no candidate at all, or what is left free on
// them (the few with the most named, the first in the review's order among equals, the rest
// counted) against what the slices need.
QString ReviewFitPass::shortReason(const StepCandidates &where, const SliceUnits &units,
                                   long long perSlice, bool inVms, int remaining,
                                   std::pair<int, int> range) const
{
    const std::vector<size_t> &candidates = *where.candidates;
    const auto amount = [inVms](long long n) { return Counts::amount(n, inVms); };
    // Free capacity in the step's unit: chips and VMs convert by the slice's chips per VM.
    const auto inStepUnit = [&](const Entry &e, long long n) {
        const long long per = units.on(e);
        return per == perSlice || per <= 0 ? n : n * perSlice / per;
    };
    const long long need = remaining * perSlice;
    long long freeLeft = 0;
    std::pair<long long, size_t> best[kNamedCandidates]; // (free, place in candidates)
    size_t named = 0;
    for (size_t c = 0; c < candidates.size(); ++c) {
        const size_t i = candidates[c];
        const Entry &e = m_entries[i];
        const bool seen = i < m_freeStamp.size() && m_freeStamp[i] == m_step;
        const long long free =
            inStepUnit(e, seen ? m_freeSeen[i]
                               : e.total - (m_used.isEmpty(e.usage)
                                                ? 0
                                                : m_used.peak(e.usage, range.first, range.second)));
        freeLeft += free;
        if (named == size_t(kNamedCandidates) && free <= best[named - 1].first)
            continue;
        size_t at = std::min(named, size_t(kNamedCandidates) - 1);
        for (; at > 0 && best[at - 1].first < free; --at)
            best[at] = best[at - 1];
        best[at] = {free, c};
        named = std::min(named + 1, size_t(kNamedCandidates));
    }
    QStringList freeTexts;
    long long namedFree = 0;
    for (size_t n = 0; n < named; ++n) {
        namedFree += best[n].first;
        const int freeCount = int(std::min<long long>(best[n].first, INT_MAX));
        freeTexts << (inVms ? FitText::tr("%1 has %n free VM(s)", nullptr, freeCount)
                            : FitText::tr("%1 has %n free chip(s)", nullptr, freeCount))
                         .arg(m_entries[candidates[best[n].second]].id);
    }
    if (candidates.size() > named)
        freeTexts << FitText::tr("%n more have %1 free", nullptr, int(candidates.size() - named))
                         .arg(amount(freeLeft - namedFree));
    if (!where.whyNone.isEmpty())
        return FitText::tr("%1: %2 (%3) not placed")
            .arg(where.whyNone, Counts::slices(remaining), amount(need));
    if (freeLeft >= need)
        return FitText::tr("%1: each slice needs %2 in one reservation; %n slice(s) do not fit",
                           nullptr, remaining)
            .arg(freeTexts.join(QStringLiteral(", ")), amount(perSlice));
    return FitText::tr("%1; %n more slice(s) need %2: short by %3", nullptr, remaining)
        .arg(freeTexts.join(QStringLiteral(", ")), amount(need), amount(need - freeLeft));
}

// One step of the chain: the step's candidates, the slices they take, and why the rest do not
// fit (with a chain, the reason says which step it is).
void ReviewFitPass::placeStep(const model::Plan &plan, const model::Summary &s, size_t step,
                              const std::vector<Consumption> &steps, RequestFit &f,
                              std::pair<int, int> range, ChainState &chain)
{
    model::Plan stepPlan = plan;
    stepPlan.consumption = steps[step];
    const model::Summary &ss = step == 0 ? s : summaryOf(stepPlan);
    const bool onReservation = stepPlan.consumption == Consumption::Reservation;
    // An aggregate reservation counts chips, a specific one VMs.
    const SliceUnits units{ss.chipsPerSlice, onReservation ? ss.vmsPerSlice : ss.chipsPerSlice};
    auto familyFound = m_families.constFind(ss.machineType);
    if (familyFound == m_families.constEnd())
        familyFound =
            m_families.insert(ss.machineType, vmFamilyOfMachineType(m_catalog, ss.machineType));
    const QString family = *familyFound;
    const StepCandidates where = onReservation ? reservationCandidates(plan, ss, family)
                                               : quotaCandidates(plan, stepPlan, ss, f);
    // The step counts in the unit of where its slices go (or would go).
    long long perSlice = units.unit;
    if (onReservation && where.target)
        perSlice = units.on(m_entries[*where.target]);
    if (step == 0) {
        chain.firstTarget = where.target;
        chain.firstPerSlice = perSlice;
    }
    const int before = chain.remaining;
    chain.remaining = placeSlices(*where.candidates, units, chain.remaining, range, f);
    if (step > 0 && before > chain.remaining)
        chain.fallbackPlaced.push_back(
            {before - chain.remaining, costOf(ss, stepPlan.consumption, f.version, f.region)});
    if (chain.remaining == 0)
        return;
    const bool inVms = onReservation && perSlice == units.unit;
    const QString reason = shortReason(where, units, perSlice, inVms, chain.remaining, range);
    chain.reasons << (steps.size() > 1 ? FitText::tr("%1: %2").arg(
                                             model::consumptionName(stepPlan.consumption), reason)
                                       : reason);
}

// Capacity after the review, and what is missing in the busiest month.
void ReviewFitPass::addCapacityAfter()
{
    for (size_t i = 0; i < m_entries.size(); ++i) {
        const Entry &e = m_entries[i];
        const long long usedAtPeak = m_used.peak(e.usage);
        const long long neededAtPeak = m_needed.peak(e.usage);
        CapacityUse c;
        c.id = e.id;
        c.reservation = e.reservation;
        c.inChips = e.reservation && !e.vmFamily.isEmpty();
        c.held = e.held;
        c.total = e.total;
        c.used = usedAtPeak;
        c.free = e.total - usedAtPeak;
        c.location = e.reservation ? e.zone : e.location;
        c.version = e.reservation ? versionOfEntry(m_catalog, e) : QString();
        c.error = e.error;
        c.warning = e.warning;
        if (!e.counted)
            c.free = 0; // nothing of it can be had
        if (e.held)
            m_out.capacity.push_back(c);
        if (neededAtPeak > e.total)
            m_out.shortfall.push_back({e.id, e.reservation, e.held, neededAtPeak - e.total,
                                       e.reservation && !e.vmFamily.isEmpty()});
    }
}

FitResult ReviewFitPass::run(std::optional<int> month)
{
    addEntries();
    m_out.cost.budget = m_review.capacity.budgetPerMonth;
    for (const int index : priorityOrder())
        fitRequest(index);
    addCapacityAfter();

    const Timeline &timeline = m_timeline;
    m_out.months.assign(timeline.points.begin() + 1, timeline.points.end()); // INT_MIN: before all
    const int segment = month ? timeline.segmentOf(*month) : busiestSegment(timeline, m_demands);
    m_out.groupsBusiest = !month;
    if (!m_out.months.empty())
        m_out.groupsMonth = month          ? *month
                            : segment == 0 ? m_out.months.front() - 1
                                           : timeline.points[size_t(segment)];
    m_out.groups = totalsIn(m_catalog, segment, m_entries, m_used, m_needed, m_demands);
    m_out.cost.peakMonth = m_costBySegment.empty()
                               ? 0
                               : *std::max_element(m_costBySegment.begin(), m_costBySegment.end());
    weighJobs(m_catalog, m_review, m_out);
    return std::move(m_out);
}
} // namespace

FitResult fit(const catalog::Catalog &catalog, const Review &review, std::optional<int> month)
{
    return ReviewFitPass(catalog, review).run(month);
}

} // namespace tpu::review
