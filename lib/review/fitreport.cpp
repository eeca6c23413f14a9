// The fit as `review check` prints it: JSON for programs (keys in English), text for people.
#include "review/fit.h"
#include "sizing/job.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QTextStream>
#include <algorithm>

namespace tpu::review {

namespace {
struct FitReportText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::review::Fit)
};

// The text names this many of the reservations and quotas a request is placed on (the JSON
// lists them all: at most one per slice).
constexpr int kNamedPlaces = 5;

QJsonValue money(double usd)
{
    return std::round(usd * 100.0) / 100.0;
}
} // namespace

QString totalsHeading(const FitResult &result)
{
    if (!result.groupsMonth)
        return FitReportText::tr("Per region, TPU version and capacity class, in chips (every "
                                 "month alike)");
    return (result.groupsBusiest
                ? FitReportText::tr("Per region, TPU version and capacity class, in chips "
                                    "(the busiest month, %1)")
                : FitReportText::tr("Per region, TPU version and capacity class, in chips (%1)"))
        .arg(monthText(*result.groupsMonth));
}

QJsonObject fitToJson(const Review &review, const FitResult &result)
{
    QJsonArray requests;
    for (const RequestFit &f : result.requests) {
        const Request &r = review.requests[size_t(f.index)];
        QJsonObject o{{"title", r.title},
                      {"team", r.team},
                      {"priority", r.priority},
                      {"fit", fitKindId(f.fit)},
                      {"slicesPlaced", f.slicesPlaced},
                      {"slices", f.slices},
                      {"placedOn", QJsonArray::fromStringList(f.placedOn)},
                      {"reason", f.reason},
                      {"period", r.period ? QJsonValue(periodText(*r.period)) : QJsonValue()},
                      {"costPerMonth", f.costPerMonth ? money(*f.costPerMonth) : QJsonValue()}};
        if (!f.costNote.isEmpty())
            o.insert("costNote", f.costNote);
        QJsonArray errors;
        for (const model::Finding &e : f.planErrors)
            errors.append(QJsonObject{{"id", e.id}, {"message", e.message.toString()}});
        o.insert("planErrors", errors);
        if (!f.suggestion.isEmpty())
            o.insert("suggestion", f.suggestion);
        if (r.job && f.job) {
            // Speed and cost only for slices that hold the model, as the text says "—".
            const bool runs = f.job->known && f.job->fits;
            const auto figure = [runs](const std::optional<double> &v) {
                return runs && v ? QJsonValue(*v) : QJsonValue();
            };
            o.insert(
                "job",
                QJsonObject{
                    {"text", r.job->text()},
                    {"estimate", true},
                    {"fits", f.job->known ? QJsonValue(f.job->fits) : QJsonValue()},
                    {"needBytes", f.job->needBytes},
                    {"haveBytes", f.job->haveBytes},
                    {"seconds", figure(f.job->seconds)},
                    {"tokensPerSecond", figure(f.job->tokensPerSecond)},
                    {"jobCost", runs && f.job->jobCost ? money(*f.job->jobCost) : QJsonValue()},
                    {"jobCostUnit", r.job->training ? "the whole job" : "per million tokens"}});
        }
        requests.append(o);
    }
    QJsonArray capacity;
    for (const CapacityUse &c : result.capacity) {
        QJsonObject o{{"id", c.id},
                      {"kind", c.reservation ? "reservation" : "quota"},
                      {"total", double(c.total)},
                      {"used", double(c.used)},
                      {"free", double(c.free)},
                      {"unit", c.unit()}};
        if (!c.error.isEmpty())
            o.insert("notCounted", c.error);
        if (!c.warning.isEmpty())
            o.insert("warning", c.warning);
        capacity.append(o);
    }
    QJsonArray shortfall;
    for (const Shortfall &s : result.shortfall)
        shortfall.append(QJsonObject{{"id", s.id},
                                     {"kind", s.reservation ? "reservation" : "quota"},
                                     {"held", s.held},
                                     {"missing", double(s.missing)},
                                     {"unit", s.unit()}});
    QJsonArray groups;
    for (const GroupTotals &g : result.groups)
        groups.append(QJsonObject{{"region", g.region},
                                  {"version", g.version},
                                  {"consumption", capacityClassId(g.capacity)},
                                  {"demand", double(g.demand)},
                                  {"placed", double(g.placed)},
                                  {"held", double(g.held)},
                                  {"free", double(g.free)},
                                  {"missing", double(g.missing)},
                                  {"unit", "chips"}});
    QJsonObject byTeam;
    for (const auto &[team, usd] : result.cost.byTeam)
        byTeam.insert(team, money(usd));
    const auto &cost = result.cost;
    return QJsonObject{
        {"allFit", result.allFit()},
        {"plansWithErrors", result.plansWithErrors()},
        {"requests", requests},
        {"capacity", capacity},
        {"shortfall", shortfall},
        {"byRegionVersionConsumption", groups},
        {"totalsMonth",
         result.groupsMonth ? QJsonValue(monthText(*result.groupsMonth)) : QJsonValue()},
        {"totalsMonthBusiest", result.groupsBusiest},
        {"costPerMonth", QJsonObject{{"currency", "USD"},
                                     {"total", money(cost.total)},
                                     {"peakMonth", money(cost.peakMonth)},
                                     {"byTeam", byTeam},
                                     {"unpriced", QJsonArray::fromStringList(cost.unpriced)},
                                     {"budget", cost.budget ? money(*cost.budget) : QJsonValue()},
                                     {"overBudget", cost.overBudget()}}}};
}

QString fitToText(const Review &review, const FitResult &result, const model::Masking &masking)
{
    QString text;
    QTextStream s(&text);
    const QLocale locale;
    const auto usd = [&](double v) { return QStringLiteral("$") + locale.toString(v, 'f', 2); };
    if (const int n = result.plansWithErrors(); n > 0)
        s << FitReportText::tr("%n request(s) have a plan with errors (marked \"plan error\" "
                               "below): fix them before anything is exported.",
                               nullptr, n)
          << "\n\n";
    s << FitReportText::tr("Requests (in priority order)") << '\n';
    for (const RequestFit &f : result.requests) {
        const Request &r = review.requests[size_t(f.index)];
        const QString state = f.fit == FitKind::Fits      ? FitReportText::tr("fits")
                              : f.fit == FitKind::Partial ? FitReportText::tr("fits partly")
                                                          : FitReportText::tr("does not fit");
        s << "  "
          << FitReportText::tr("%1. %2 (%3): %4, %5 of %n slice(s)", nullptr, f.slices)
                 .arg(QString::number(r.priority), r.title, r.team, state,
                      QString::number(f.slicesPlaced));
        if (f.placedOn.size() > kNamedPlaces) // a line per request, however many it uses
            s << FitReportText::tr(" on %1 and %2 more")
                     .arg(f.placedOn.mid(0, kNamedPlaces).join(QStringLiteral(", ")),
                          QString::number(f.placedOn.size() - kNamedPlaces));
        else if (!f.placedOn.isEmpty())
            s << FitReportText::tr(" on %1").arg(f.placedOn.join(QStringLiteral(", ")));
        if (r.period)
            s << FitReportText::tr(", %1").arg(periodText(*r.period));
        s << '\n';
        if (!f.reason.isEmpty())
            s << "     " << f.reason << '\n';
        for (const model::Finding &e : f.planErrors)
            s << "     " << FitReportText::tr("plan error [%1]: %2").arg(e.id, e.message.toString())
              << '\n';
        if (!f.suggestion.isEmpty())
            s << "     " << FitReportText::tr("suggestion: %1").arg(f.suggestion) << '\n';
        if (r.job && f.job)
            s << "     " << sizing::fitText(*r.job, *f.job) << '\n';
    }
    s << '\n' << FitReportText::tr("Capacity after the review (busiest month)") << '\n';
    for (const CapacityUse &c : result.capacity)
        s << "  "
          << FitReportText::tr("%1 %2: %3 of %4 used, %5 free")
                 .arg(c.reservation ? FitReportText::tr("reservation") : FitReportText::tr("quota"),
                      c.id, QString::number(c.used), Counts::amount(c.total, c.inVms()),
                      QString::number(c.free))
          << (c.error.isEmpty() ? QString() : FitReportText::tr(" (not counted: %1)").arg(c.error))
          << (c.warning.isEmpty() ? QString() : FitReportText::tr(" (warning: %1)").arg(c.warning))
          << '\n';
    s << '\n' << totalsHeading(result) << '\n';
    for (const GroupTotals &g : result.groups)
        s << "  "
          << FitReportText::tr("%1 %2 %3: demand %4, placed %5 of %6 held, free %7, missing %8")
                 .arg(g.region, g.version, capacityClassName(g.capacity), QString::number(g.demand),
                      QString::number(g.placed), QString::number(g.held), QString::number(g.free),
                      QString::number(g.missing))
          << '\n';
    s << '\n' << FitReportText::tr("What to ask Google for") << '\n';
    if (result.shortfall.empty())
        s << "  " << FitReportText::tr("nothing: every request fits") << '\n';
    for (const Shortfall &f : result.shortfall)
        s << "  "
          << (f.held ? FitReportText::tr("%1: %2 more") : FitReportText::tr("%1 (not held): %2"))
                 .arg(f.id, Counts::amount(f.missing, f.inVms()))
          << '\n';
    s << '\n' << FitReportText::tr("Cost per month (USD, catalog prices)") << '\n';
    std::vector<std::pair<QString, double>> teams(result.cost.byTeam.begin(),
                                                  result.cost.byTeam.end());
    std::stable_sort(teams.begin(), teams.end(), [&](const auto &a, const auto &b) {
        return masking.shownLess(a.first, b.first);
    });
    for (const auto &[team, cost] : teams)
        s << "  " << FitReportText::tr("%1: %2").arg(team, usd(cost)) << '\n';
    s << "  "
      << FitReportText::tr("all requests: %1; busiest month: %2")
             .arg(usd(result.cost.total), usd(result.cost.peakMonth))
      << '\n';
    if (result.cost.budget)
        s << "  "
          << (result.cost.overBudget()
                  ? FitReportText::tr("budget %1: over by %2")
                        .arg(usd(*result.cost.budget),
                             usd(result.cost.peakMonth - *result.cost.budget))
                  : FitReportText::tr("budget %1: within it").arg(usd(*result.cost.budget)))
          << '\n';
    if (!result.cost.unpriced.isEmpty())
        s << "  "
          << FitReportText::tr("without a price (not counted): %1")
                 .arg(result.cost.unpriced.join(QStringLiteral(", ")))
          << '\n';
    s.flush();
    return masking.apply(text);
}

} // namespace tpu::review
