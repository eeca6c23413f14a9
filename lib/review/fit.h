#pragma once

#include "model/finding.h"
#include "model/masking.h"
#include "model/summary.h"
#include "review/review.h"

#include <QJsonObject>
#include <map>

namespace tpu::review {

enum class FitKind
{
    Fits,
    Partial,
    None
};
QString fitKindId(FitKind kind); // "fits", "partial", "none"

// Where one request's slices go, in priority order.
struct RequestFit
{
    int index = 0; // in Review::requests
    FitKind fit = FitKind::None;
    int slicesPlaced = 0, slices = 0;
    QStringList placedOn; // capacity ids, in the order they were used
    QString reason;       // why not (all): which reservation or quota runs out, by how much
    // From the model's summary (the catalog): what each slice needs.
    bool complete = false;
    long long vmsPerSlice = 0, chipsPerSlice = 0;
    QString region, version, machineType, zone;
    model::Consumption consumption = model::Consumption::OnDemand;
    std::optional<double> costPerMonth; // what the whole request costs per month (USD)
    QString costNote;                   // why there is no cost, or why it is uncertain
    // The request's job (Request::job) on its plan's slices: whether they hold it, and the time
    // or tokens/s and the whole job's cost at costPerMonth's price. Unset without a job.
    std::optional<sizing::JobOnSlices> job;
    // The errors of the request's plan (the rules', as `tpu-planner check` reports them): a
    // request enters a review with them, and check, the text and the window say so. Filled by
    // addPlanErrors(), not by fit() (the rules cost more than the fit).
    std::vector<model::Finding> planErrors;
    // A request that does not fit and is not calendar-mode: where the catalog's pages list
    // calendar mode for its TPU version (issue 40), as a suggestion; empty when none does.
    QString suggestion;
};

// One reservation or quota after the review. `used` is the busiest month's use (periods that do
// not overlap share the same capacity).
struct CapacityUse
{
    QString id;
    bool reservation = false;
    bool held = true; // false: not in the review (a request needs it; all of it is a shortfall)
    long long total = 0, used = 0, free = 0;
    bool inChips = false; // a reservation counted in chips (an aggregate reservation)
    bool inVms() const { return reservation && !inChips; }
    QString unit() const { return inVms() ? QStringLiteral("VMs") : QStringLiteral("chips"); }
    QString version;  // TPU version of the machine type (reservations) or of the requests (quota)
    QString location; // zone (reservations) or region/zone (quota)
    // What the catalog says of a typed-in entry (review/capacitycheck.h): with an error the
    // capacity cannot exist and is not counted (nothing placed on it, nothing free, not held in
    // the totals); a warning leaves it counted.
    QString error, warning;
};

// What to ask Google for: the capacity the busiest month lacks so that every request fits.
struct Shortfall
{
    QString id;
    bool reservation = false;
    bool held = true;
    long long missing = 0;
    bool inChips = false; // a reservation counted in chips (an aggregate reservation)
    bool inVms() const { return reservation && !inChips; }
    QString unit() const { return inVms() ? QStringLiteral("VMs") : QStringLiteral("chips"); }
};

// The capacity a slice is placed on. Spot and flex-start VMs both count against the preemptible
// quota metric (gke-tpu-facts.md section 8), so they share one class.
// A calendar-mode request's slices go on its calendar-mode reservation, which needs no quota:
// its own class (issue 40).
enum class CapacityClass
{
    Reservation,
    OnDemandQuota,
    PreemptibleQuota,
    CalendarMode
};
// "reservation", "onDemandQuota", "preemptibleQuota", "calendarMode"
QString capacityClassId(CapacityClass c);
QString capacityClassName(CapacityClass c); // for people, translated
CapacityClass capacityClassOf(model::Consumption consumption);
// The plan's first choice: CalendarMode for a calendar-mode reservation, else by consumption.
CapacityClass capacityClassOf(const model::Plan &plan);

// Per (region, TPU version, capacity class) in one month, in chips; placed <= held always.
struct GroupTotals
{
    QString region, version;
    CapacityClass capacity = CapacityClass::Reservation;
    long long demand = 0;  // asked of this class first by the requests of the month
    long long placed = 0;  // placed on the review's capacity of this class (fallback steps too)
    long long held = 0;    // the review's capacity of this class (reservations: VMs x chips)
    long long free = 0;    // held - placed
    long long missing = 0; // what the month lacks so that every request's first choice fits
};

struct CostTotals
{
    double total = 0;                 // every priced request's monthly cost, added up
    double peakMonth = 0;             // the busiest month (periods that do not overlap)
    std::map<QString, double> byTeam; // each team's requests, added up
    QStringList unpriced;             // titles of requests without a price in the catalog
    std::optional<double> budget;
    bool overBudget() const { return budget && peakMonth > *budget; }
};

struct FitResult
{
    std::vector<RequestFit> requests;  // priority order
    std::vector<CapacityUse> capacity; // the review's reservations, quotas, then what is missing
    std::vector<Shortfall> shortfall;
    // `groups` are the totals of one month: the one fit() was asked for, else the busiest (the
    // most chips asked for; the first of equals). No month when no request has a period: every
    // month is alike then. `months`: the first month of each stretch in which the same requests
    // run (those with a period), in order; the totals of any month in a stretch are the same.
    std::vector<GroupTotals> groups;
    std::optional<int> groupsMonth;
    bool groupsBusiest = true;
    std::vector<int> months;
    CostTotals cost;
    bool allFit() const;
    int plansWithErrors() const; // requests whose planErrors are not empty
};

// The fit: requests in priority order (1 first; equal priorities in the review's order) are
// placed slice by slice, a slice always whole on one reservation or quota. Reservation requests
// go on the reservation the plan names, else on any with the same machine type and zone;
// on-demand, Spot and flex-start requests on the quota of their metric in their region (or zone).
// Only requests whose periods overlap compete. See docs/review-file.md.
// `month` (year * 12 + month - 1) picks the month of the totals (`groups`); none: the busiest.
FitResult fit(const catalog::Catalog &catalog, const Review &review,
              std::optional<int> month = std::nullopt);

// The rules' errors of a plan (severity error), as `tpu-planner check` reports them.
std::vector<model::Finding> planErrors(const catalog::Catalog &catalog, const model::Plan &plan);
// Each request's planErrors, from its plan.
void addPlanErrors(const catalog::Catalog &catalog, const Review &review, FitResult &result);

// `review check --format json` (keys in English; see docs/review-file.md) and text.
QJsonObject fitToJson(const Review &review, const FitResult &result);
// The text masked by `masking` when it masks anything (the review window while masked), teams
// in the order of what is shown (masked: by placeholder, never by the names hidden).
QString fitToText(const Review &review, const FitResult &result,
                  const model::Masking &masking = model::Masking());
// "Per region, TPU version and capacity class, in chips (the busiest month, 2026-03)".
QString totalsHeading(const FitResult &result);

} // namespace tpu::review
