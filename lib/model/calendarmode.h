#pragma once

#include "catalog/catalog.h"
#include "model/finding.h"
#include "model/plan.h"
#include "model/resolution.h"

#include <QDateTime>

namespace tpu::model {

// The time the calendar-mode rules compare a start with: now, or the UTC time in the environment
// variable TPU_PLANNER_NOW (ISO 8601) so that tests and reproducible exports can fix it.
QDateTime plannerNow();

// What Google's pages say about calendar mode for one TPU version, workload type ("batch" or
// "serving") and zone. The catalog keeps each page's listing (calendar-mode-zones); the pages
// disagree, so a zone may be listed by some and not by others.
struct CalendarZoneVerdict
{
    bool known = false;             // false: the catalog has no calendar-mode zone listing at all
    QStringList listedBy;           // the sources that list the zone
    QStringList notListedBy;        // the sources that do not
    std::vector<TrText> otherZones; // "CAL7: us-west4-a" for each source that does not list it
    bool offered() const { return known && !listedBy.isEmpty() && notListedBy.isEmpty(); }
    bool conflict() const { return known && !listedBy.isEmpty() && !notListedBy.isEmpty(); }
};
CalendarZoneVerdict calendarZoneVerdict(const catalog::Catalog &catalog, const QString &versionId,
                                        const QString &workloadType, const QString &zone);
// Every zone at least one source lists for the version and workload type, sorted.
QStringList calendarZonesListed(const catalog::Catalog &catalog, const QString &versionId,
                                const QString &workloadType);

// What Google's pages say about the chips one calendar-mode request may ask for, for one TPU
// version and workload type (the catalog's calendar-mode-chips, one listing per page; a page that
// gives no counts for the version is left out).
struct CalendarChipsVerdict
{
    QStringList allowedBy;    // the sources whose counts include the plan's chips
    QStringList notAllowedBy; // the sources whose counts do not
    QStringList countsText;   // "CAL2: 1, 4, 8" for each source with counts for the version
    bool known() const { return !allowedBy.isEmpty() || !notAllowedBy.isEmpty(); }
};
CalendarChipsVerdict calendarChipsVerdict(const catalog::Catalog &catalog, const QString &versionId,
                                          const QString &workloadType, long long chips);

// The calendar-mode end: start + days.
QDateTime calendarModeEnd(const CalendarMode &calendar);

// The calendar-mode rules (docs/rules.md, calendar.*); nothing when the plan does not ask for it.
void checkCalendarMode(const catalog::Catalog &catalog, const Plan &plan,
                       const Resolution &resolution, std::vector<Finding> &out);
// calendar.chips, calendar.chips-conflict, calendar.chips-unknown (rules_calendarchips.cpp).
void checkCalendarChips(const catalog::Catalog &catalog, const Plan &plan,
                        const Resolution &resolution, std::vector<Finding> &out);

} // namespace tpu::model
