// Calendar-mode future reservations (issue 40): the facts are the catalog's calendar-mode-*
// limitations, each with its Google page; where the pages disagree the rules say so.
#include "catalog/gkeversion.h"
#include "model/calendarmode.h"
#include "model/trtext.h"

#include <QCoreApplication>
#include <QtGlobal>

namespace tpu::model {

namespace {

// The calendar-mode rules' texts: templates kept with their arguments and translated where the
// finding is shown (model/trtext.h), in the context tpu::model::CalendarRules.
TrText calendarRulesTr(const char *source)
{
    return TrText("tpu::model::CalendarRules", source);
}
TrText calendarRulesTrN(const char *source, int n)
{
    return TrText("tpu::model::CalendarRules", source, n);
}

QStringList calendarListingZones(const catalog::RuleLimits::CalendarZoneListing &listing,
                                 const QString &versionId, const QString &workloadType)
{
    const auto it = listing.zones.constFind(versionId);
    if (it == listing.zones.constEnd())
        return {};
    QStringList zones = it->value(QStringLiteral("any")) + it->value(workloadType);
    zones.removeDuplicates();
    zones.sort();
    return zones;
}

TrText joinedCalendarZones(const std::vector<TrText> &parts)
{
    TrText out;
    for (size_t i = 0; i < parts.size(); ++i)
        out += i > 0 ? TrText(QStringLiteral("; ")) + parts[i] : parts[i];
    return out;
}

} // namespace

QDateTime plannerNow()
{
    const QByteArray fixed = qgetenv("TPU_PLANNER_NOW");
    if (!fixed.isEmpty()) {
        const QDateTime t = QDateTime::fromString(QString::fromLatin1(fixed), Qt::ISODate);
        if (t.isValid())
            return t.toUTC();
    }
    return QDateTime::currentDateTimeUtc();
}

CalendarZoneVerdict calendarZoneVerdict(const catalog::Catalog &catalog, const QString &versionId,
                                        const QString &workloadType, const QString &zone)
{
    CalendarZoneVerdict v;
    v.known = !catalog.limits.calendarZones.empty();
    for (const auto &listing : catalog.limits.calendarZones) {
        const QStringList zones = calendarListingZones(listing, versionId, workloadType);
        if (zones.contains(zone)) {
            v.listedBy << listing.source;
        } else {
            v.notListedBy << listing.source;
            v.otherZones.push_back(TrText(QStringLiteral("%1: ").arg(listing.source)) +
                                   (zones.isEmpty() ? calendarRulesTr(QT_TRANSLATE_NOOP(
                                                          "tpu::model::CalendarRules", "no zone"))
                                                    : TrText(zones.join(QStringLiteral(", ")))));
        }
    }
    return v;
}

QStringList calendarZonesListed(const catalog::Catalog &catalog, const QString &versionId,
                                const QString &workloadType)
{
    QStringList all;
    for (const auto &listing : catalog.limits.calendarZones)
        all += calendarListingZones(listing, versionId, workloadType);
    all.removeDuplicates();
    all.sort();
    return all;
}

QDateTime calendarModeEnd(const CalendarMode &calendar)
{
    return calendar.start.isValid() ? calendar.start.addDays(calendar.days) : QDateTime();
}

void checkCalendarMode(const catalog::Catalog &cat, const Plan &plan, const Resolution &res,
                       std::vector<Finding> &out)
{
    const CalendarMode &cal = plan.calendar;
    if (!cal.enabled)
        return;
    const auto &lim = cat.limits;
    const auto sourcesOf = [&](const char *id) {
        const auto *l = cat.limitation(QLatin1String(id));
        return l ? l->prov.sources : QStringList();
    };
    const auto add = [&](const char *id, Severity sev, const char *field, const TrText &message,
                         const TrText &explanation, const QStringList &sources) {
        out.push_back(
            Finding{QLatin1String(id), sev, QLatin1String(field), message, explanation, sources});
    };

    if (plan.consumption != Consumption::Reservation)
        add("calendar.needs-reservation", Severity::Error, "consumption",
            calendarRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                  "A calendar-mode reservation is consumed as a specific "
                                  "reservation, but the plan's consumption is %1."))
                .arg(TrText::deferred([c = plan.consumption] { return consumptionName(c); })),
            calendarRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                  "Choose the reservation consumption with the reservation's name "
                                  "(tpu-planner edit --reservation NAME), or turn calendar mode "
                                  "off.")),
            sourcesOf("calendar-mode-min-gke"));

    if (lim.calendarMaxDays > 0 &&
        (cal.days < lim.calendarMinDays || cal.days > lim.calendarMaxDays))
        add("calendar.duration", Severity::Error, "reservation.calendar.days",
            cal.days == 0 ? calendarRulesTr(
                                QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                                  "The calendar-mode reservation has no duration."))
                          : calendarRulesTrN(QT_TRANSLATE_N_NOOP("tpu::model::CalendarRules",
                                                                 "A calendar-mode reservation of "
                                                                 "%n day(s) is not possible."),
                                             cal.days),
            calendarRulesTr(QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                              "Calendar mode reserves TPUs for %1 to %2 days."))
                .arg(lim.calendarMinDays)
                .arg(lim.calendarMaxDays),
            sourcesOf("calendar-mode-days"));

    const QDateTime now = plannerNow();
    if (!cal.start.isValid())
        add("calendar.start-missing", Severity::Error, "reservation.calendar.start",
            calendarRulesTr(QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                              "The calendar-mode reservation has no start time.")),
            calendarRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                  "Give the UTC time the reservation starts (--calendar-start).")),
            sourcesOf("calendar-mode-book-ahead-days"));
    else if (cal.start < now)
        add("calendar.start-past", Severity::Error, "reservation.calendar.start",
            calendarRulesTr(QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                              "The calendar-mode start %1 UTC is in the past."))
                .arg(cal.start.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm"))),
            calendarRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                  "Calendar mode books capacity ahead; choose a later start.")),
            sourcesOf("calendar-mode-book-ahead-days"));
    else if (lim.calendarBookAheadDays > 0 && cal.start > now.addDays(lim.calendarBookAheadDays))
        add("calendar.start-too-far", Severity::Error, "reservation.calendar.start",
            calendarRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                  "The calendar-mode start %1 UTC is more than %2 days ahead."))
                .arg(cal.start.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")))
                .arg(lim.calendarBookAheadDays),
            calendarRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                  "TPU calendar-mode capacity can be booked at most %1 days "
                                  "ahead; choose an earlier start."))
                .arg(lim.calendarBookAheadDays),
            sourcesOf("calendar-mode-book-ahead-days"));

    if (res.version && !plan.zone.isEmpty()) {
        const QString version = res.version->id;
        const CalendarZoneVerdict v =
            calendarZoneVerdict(cat, version, cal.workloadType, plan.zone);
        const QString what = QStringLiteral("%1 (%2)").arg(res.version->name, cal.workloadType);
        if (!v.known)
            add("calendar.zone-unknown", Severity::Warning, "zone",
                calendarRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                      "Whether calendar mode offers %1 in %2 is not known."))
                    .arg(what, plan.zone),
                calendarRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                      "The catalog lists no calendar-mode zones; check with "
                                      "Google (tpu-planner advise) before relying on it.")),
                {});
        else if (v.listedBy.isEmpty()) {
            const QStringList listed = calendarZonesListed(cat, version, cal.workloadType);
            add("calendar.zone", Severity::Error, "zone",
                calendarRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                      "No Google page lists calendar mode for %1 in %2."))
                    .arg(what, plan.zone),
                listed.isEmpty()
                    ? calendarRulesTr(
                          QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                            "No page lists calendar mode for %1 at all; use "
                                            "another consumption option."))
                          .arg(what)
                    : calendarRulesTr(QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                                        "Zones some page lists for it: %1."))
                          .arg(listed.join(QStringLiteral(", "))),
                sourcesOf("calendar-mode-zones"));
        } else if (v.conflict())
            add("calendar.zone-conflict", Severity::Warning, "zone",
                calendarRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                      "Google's pages disagree whether calendar mode offers %1 "
                                      "in %2: listed by %3, not by %4."))
                    .arg(what, plan.zone, v.listedBy.join(QStringLiteral(", ")),
                         v.notListedBy.join(QStringLiteral(", "))),
                calendarRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                      "What the others list instead: %1. Ask Compute Engine "
                                      "(tpu-planner advise) before the request: once submitted it "
                                      "cannot be withdrawn."))
                    .arg(joinedCalendarZones(v.otherZones)),
                v.listedBy + v.notListedBy);
    }

    if (const auto cv = catalog::GkeVersion::parse(plan.clusterVersion);
        cv && lim.calendarMinGke.contains(plan.mode)) {
        const catalog::GkeVersion min = lim.calendarMinGke.value(plan.mode);
        const auto ok = cv->atLeast(min);
        if (ok && !*ok)
            add("calendar.min-gke", Severity::Error, "clusterVersion",
                calendarRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                      "GKE consumes calendar-mode TPU reservations from %1 in "
                                      "%2 clusters; the plan has %3."))
                    .arg(min.toString(), catalog::modeName(plan.mode), cv->toString()),
                calendarRulesTr(
                    QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                      "Upgrade the cluster or pin version %1 or later."))
                    .arg(min.toString()),
                sourcesOf("calendar-mode-min-gke"));
    }

    add("calendar.final", Severity::Warning, "reservation.calendar",
        calendarRulesTr(
            QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                              "Once Google confirms the calendar-mode request it cannot be "
                              "changed or cancelled.")),
        calendarRulesTr(
            QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                              "The exported script submits it (--planning-status=SUBMITTED): "
                              "check the start, the duration, the zone and the chips before you "
                              "run it; you pay for the whole period.")),
        sourcesOf("calendar-mode-final"));
    add("calendar.no-quota", Severity::Info, "reservation.calendar",
        calendarRulesTr(
            QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                              "A calendar-mode reservation needs no Compute Engine TPU quota.")),
        calendarRulesTr(
            QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                              "Only disks and IP addresses outside the reservation count against "
                              "quota.")),
        sourcesOf("calendar-mode-no-quota"));
    if (cal.start.isValid())
        add("calendar.auto-delete", Severity::Info, "reservation.calendar",
            calendarRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                  "At %1 UTC Compute Engine deletes the reservation and every "
                                  "TPU VM that consumes it."))
                .arg(calendarModeEnd(cal).toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm"))),
            calendarRulesTr(
                QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                  "The node pools' TPU nodes go with it; checkpoint before the "
                                  "end.")),
            sourcesOf("calendar-mode-auto-delete"));
}

} // namespace tpu::model
