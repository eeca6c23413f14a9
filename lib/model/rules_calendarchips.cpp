// The chips one calendar-mode request may ask for (issue 40): the catalog's calendar-mode-chips,
// each Google page's counts per TPU version and workload type as it stands; where the pages
// disagree the rule says so, where none gives counts for the version it says that too.
#include "model/calendarmode.h"
#include "model/ruletext.h"

#include <QtGlobal>

namespace tpu::model {

namespace {

TrText calendarChipsTr(const char *source)
{
    return TrText("tpu::model::CalendarRules", source);
}

QString calendarChipCountsText(const QList<int> &counts)
{
    QStringList s;
    for (int n : counts)
        s << QString::number(n);
    return s.join(QStringLiteral(", "));
}

} // namespace

CalendarChipsVerdict calendarChipsVerdict(const catalog::Catalog &catalog, const QString &versionId,
                                          const QString &workloadType, long long chips)
{
    CalendarChipsVerdict v;
    for (const auto &listing : catalog.limits.calendarChips) {
        const auto it = listing.chips.constFind(versionId);
        if (it == listing.chips.constEnd())
            continue; // this page says nothing about the version
        const QList<int> counts =
            it->contains(workloadType) ? it->value(workloadType) : it->value(QStringLiteral("any"));
        if (counts.isEmpty())
            continue;
        if (chips > 0 && chips <= 1000000 && counts.contains(int(chips)))
            v.allowedBy << listing.source;
        else
            v.notAllowedBy << listing.source;
        v.countsText << QStringLiteral("%1: %2").arg(listing.source,
                                                     calendarChipCountsText(counts));
    }
    return v;
}

void checkCalendarChips(const catalog::Catalog &cat, const Plan &plan, const Resolution &res,
                        std::vector<Finding> &out)
{
    const CalendarMode &cal = plan.calendar;
    if (!cal.enabled || !res.version || !res.isComplete() || plan.slices < 1)
        return;
    const long long chips = res.chipsPerSlice * plan.slices;
    const CalendarChipsVerdict v =
        calendarChipsVerdict(cat, res.version->id, cal.workloadType, chips);
    const QString &version = res.version->name;
    const auto *limitation = cat.limitation(QStringLiteral("calendar-mode-chips"));
    const QStringList sources = limitation ? limitation->prov.sources : QStringList();
    const auto add = [&](const char *id, Severity sev, TrText message, TrText explanation,
                         const QStringList &from) {
        out.push_back(Finding{QLatin1String(id), sev, QStringLiteral("reservation.calendar"),
                              std::move(message), std::move(explanation), from});
    };
    if (!v.known()) {
        add("calendar.chips-unknown", Severity::Warning,
            calendarChipsTr(QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                              "No Google page the catalog records gives how many "
                                              "%1 chips one calendar-mode request may ask for."))
                .arg(version),
            calendarChipsTr(QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                              "Ask Compute Engine whether %1 chips can be had "
                                              "(tpu-planner advise) before the request: once "
                                              "submitted it cannot be withdrawn."))
                .arg(chips),
            sources);
    } else if (v.allowedBy.isEmpty()) {
        add("calendar.chips", Severity::Error,
            calendarChipsTr(QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                              "A calendar-mode request cannot ask for %1 %2 "
                                              "chips for a %3 workload."))
                .arg(chips)
                .arg(version, cal.workloadType),
            calendarChipsTr(QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                              "The chips one request may ask for: %1. Change the "
                                              "topology or the number of slices, or choose "
                                              "another consumption option."))
                .arg(v.countsText.join(QStringLiteral("; "))),
            v.notAllowedBy);
    } else if (!v.notAllowedBy.isEmpty()) {
        add("calendar.chips-conflict", Severity::Warning,
            calendarChipsTr(QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                              "Google's pages disagree whether a calendar-mode "
                                              "request may ask for %1 %2 chips for a %3 "
                                              "workload: allowed by %4, not by %5."))
                .arg(chips)
                .arg(version, cal.workloadType, v.allowedBy.join(QStringLiteral(", ")),
                     v.notAllowedBy.join(QStringLiteral(", "))),
            calendarChipsTr(QT_TRANSLATE_NOOP("tpu::model::CalendarRules",
                                              "The counts each page gives: %1. Ask Compute "
                                              "Engine (tpu-planner advise) before the request: "
                                              "once submitted it cannot be withdrawn."))
                .arg(v.countsText.join(QStringLiteral("; "))),
            v.allowedBy + v.notAllowedBy);
    }
}

} // namespace tpu::model
