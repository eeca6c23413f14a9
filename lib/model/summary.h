#pragma once

#include "model/plan.h"
#include "model/resolution.h"
#include "model/trtext.h"

#include <QJsonObject>

namespace tpu::model {

// A derived figure that may be unknown (no catalog value) or rest on an uncertain value.
template <typename T> struct Figure
{
    std::optional<T> value;
    TrText uncertain; // non-empty: why the figure is not certain (translated when shown)
    QStringList sources;
};

struct QuotaNeed
{
    QString metric; // Compute Engine quota metric; empty when the catalog does not know it
    bool preemptible = false;
    QString scope;    // "region" or "zone"
    QString location; // the region or zone the quota is counted in
    long long chips = 0;
    TrText note;
    TrText uncertain;
    QStringList sources;
};

// Where the quota is counted, for people: "zone us-east5-b", "region us-east5" (translated);
// empty when the location is not known.
QString quotaPlaceText(const QuotaNeed &quota);

struct Cost
{
    QString kind; // "on-demand", "spot", "cud-1y", "cud-3y"
    TrText label; // "On-demand", "Spot", "1-year commitment", "3-year commitment"
    Figure<double> perChipHour, perHour, perMonth;
};

// The plan's totals, quota and cost, derived from the catalog by tested code. Its texts are
// TrText: one summary is shown in any language, and summary.json renders them in English.
struct Summary
{
    static constexpr int kHoursPerMonth = 720; // a 30-day month

    bool complete = false; // false: the plan does not name a resolvable slice (see findings)
    QString accelerator, machineType, topology;
    bool multiHost = false, custom = false;
    int slices = 0;
    int chipsPerVm = 0;
    long long vmsPerSlice = 0, chipsPerSlice = 0, totalVms = 0, totalChips = 0;
    Figure<long long> vcpu;
    Figure<double> memoryGiB, hbmGiB, peakBf16Pflops;
    QuotaNeed quota;
    QString priceRegion, currency;
    TrText priceDate; // the catalog's date of the price (a catalog text: translated when shown)
    // on-demand, spot, 1y, 3y in that order; then "calendar-mode" for a calendar-mode plan
    std::vector<Cost> costs;
    // The Cost::kind whose price this plan pays: on demand and reservations (billed at the
    // on-demand price, less any commitment) "on-demand", Spot "spot"; empty for flex-start (its
    // price is not in the catalog). Not in summary.json: the plan file says the consumption.
    QString appliesTo;
    // The fallback chain's steps with the cost each would have (empty without a chain): the
    // price kind it pays ("on-demand" for on-demand and reservations, "spot"; empty for
    // flex-start, whose price the catalog lacks).
    struct ChainStep
    {
        QString consumption; // "reservation", "on-demand", "spot", "flex-start"
        TrText label;        // its name, translated when shown
        QString costKind;
        std::optional<double> perMonth;
        bool uncertain = false; // the price rests on uncertain data
    };
    std::vector<ChainStep> chain;
};

Summary summarize(const catalog::Catalog &catalog, const Plan &plan);
// The same with the plan's resolution already at hand (the snapshot resolves once).
Summary summarize(const catalog::Catalog &catalog, const Plan &plan, const Resolution &resolution);

QJsonObject summaryToJson(const Summary &summary);
QString summaryToText(const Summary &summary);

} // namespace tpu::model
