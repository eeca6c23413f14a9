// tpu-planner advise PLAN: Google's own obtainability advice for a plan (issue 40, point 3):
// Compute Engine's advice.calendarMode for a calendar-mode future reservation of the plan's chips
// (aggregate form: its accelerator's VM family) in every region that offers the plan's TPUs (or
// --region), and, where the project may use it, the beta advice.capacity score for the plan's
// machine type and VMs now (live/advice.h).
#include "cli/cli.h"
#include "cli/clicommon.h"
#include "live/advice.h"
#include "live/liveconnection.h"
#include "live/qtkeychainstore.h"
#include "live/tokensource.h"
#include "model/names.h"
#include "model/plan.h"
#include "model/planfile.h"
#include "model/snapshot.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

namespace tpu::cli {

using namespace tpu::live;

namespace {

// A YYYY-MM-DD day, or nullopt.
std::optional<QDate> dayOf(const QString &text)
{
    static const QRegularExpression shape(
        QRegularExpression::anchoredPattern(QStringLiteral("[0-9]{4}-[0-9]{2}-[0-9]{2}")));
    if (!shape.match(text).hasMatch())
        return std::nullopt;
    const QDate d = QDate::fromString(text, Qt::ISODate);
    return d.isValid() ? std::optional<QDate>(d) : std::nullopt;
}

} // namespace

int runAdvise(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("advise"));
    auto &p = ctx.parser;
    const QString verb = QStringLiteral("tpu-planner advise");
    p.addOption({QStringLiteral("from-project"),
                 Text::tr("The Google Cloud project to ask (else the plan's, else the key's)."),
                 QStringLiteral("id")});
    p.addOption({QStringLiteral("region"),
                 Text::tr("Ask only in the plan's region (else in every region that offers the "
                          "plan's TPUs).")});
    p.addOption({QStringLiteral("start-after"),
                 Text::tr("The first day the reservation may start (UTC; default: tomorrow)."),
                 QStringLiteral("YYYY-MM-DD")});
    p.addOption({QStringLiteral("start-before"),
                 Text::tr("The last day it may start (UTC; default: 14 days after the first; at "
                          "most 120 days from today)."),
                 QStringLiteral("YYYY-MM-DD")});
    p.addOption({QStringLiteral("days"),
                 Text::tr("How long the reservation lasts: 1 to 90 days (default 7)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("workload-type"), Text::tr("batch (default) or serving."),
                 QStringLiteral("type")});
    addConnectOptions(p);
    int rc = ctx.parse(args,
                       Text::tr("Ask Google where and when the plan's TPUs can be had: the "
                                "calendar-mode advice per zone and, where the project may use "
                                "it, the obtainability score now. Exit 0 when a zone is "
                                "recommended, 1 when none is (or Google could not be asked), 2 "
                                "on unusable input."),
                       {QStringLiteral("text"), QStringLiteral("json")}, QStringLiteral("plan"),
                       Text::tr("The plan file."));
    if (rc >= 0)
        return rc;
    if (p.positionalArguments().size() != 1)
        return ctx.fail(Text::tr("%1: give exactly one plan file").arg(verb));
    const QString file = p.positionalArguments().first();
    const auto cat = ctx.loadCatalog();
    if (!cat.ok())
        return ctx.fail(cat.errorMessage());
    const auto loaded = model::PlanFile::load(file);
    if (!loaded.plan)
        return ctx.fail(loaded.error);
    const model::Plan &plan = *loaded.plan;

    const QDate today = QDateTime::currentDateTimeUtc().date();
    AdviceOptions opt = AdviceOptions::defaults(today);
    opt.onlyPlanRegion = p.isSet(QStringLiteral("region"));
    const QString type = p.value(QStringLiteral("workload-type")).toLower();
    if (!type.isEmpty() && type != QLatin1String("batch") && type != QLatin1String("serving"))
        return ctx.fail(Text::tr("%1: --workload-type is batch or serving, not \"%2\"")
                            .arg(verb, model::printableText(type.left(40))));
    opt.workloadType =
        type == QLatin1String("serving") ? QStringLiteral("SERVING") : QStringLiteral("BATCH");
    bool ok = true;
    if (p.isSet(QStringLiteral("days")))
        opt.days = p.value(QStringLiteral("days")).toInt(&ok);
    if (!ok || opt.days < 1 || opt.days > 90)
        return ctx.fail(
            Text::tr("%1: --days is 1 to 90 (a calendar-mode reservation's length), "
                     "not \"%2\"")
                .arg(verb, model::printableText(p.value(QStringLiteral("days")).left(40))));
    const auto day = [&](const char *flag, QDate fallback, QDate *outDay) -> bool {
        const QString name = QLatin1String(flag);
        if (!p.isSet(name)) {
            *outDay = fallback;
            return true;
        }
        const auto d = dayOf(p.value(name));
        if (d)
            *outDay = *d;
        return d.has_value();
    };
    if (!day("start-after", today.addDays(1), &opt.startAfter))
        return ctx.fail(Text::tr("%1: --start-after is a day like 2026-12-01").arg(verb));
    if (!day("start-before", opt.startAfter.addDays(14), &opt.startBefore))
        return ctx.fail(Text::tr("%1: --start-before is a day like 2026-12-15").arg(verb));
    if (opt.startAfter < today)
        return ctx.fail(Text::tr("%1: --start-after %2 is in the past")
                            .arg(verb, opt.startAfter.toString(Qt::ISODate)));
    if (opt.startBefore < opt.startAfter)
        return ctx.fail(Text::tr("%1: --start-before %2 is before --start-after %3")
                            .arg(verb, opt.startBefore.toString(Qt::ISODate),
                                 opt.startAfter.toString(Qt::ISODate)));
    if (opt.startAfter > today.addDays(120))
        return ctx.fail(Text::tr("%1: Google shows calendar-mode capacity at most 120 days "
                                 "ahead; --start-after %2 is later")
                            .arg(verb, opt.startAfter.toString(Qt::ISODate)));
    // The plan's shape and where to ask: the same request the window asks (live/advice.h).
    QString unusable;
    std::optional<AdviceRequest> request =
        adviceRequestFor(*cat.catalog, plan, opt, today, &unusable);
    if (!request)
        return ctx.fail(QStringLiteral("%1: %2").arg(verb, unusable));
    AdviceRequest q = *request;
    const catalog::Accelerator *acc =
        model::makeSnapshot(*cat.catalog, plan)->resolution.accelerator;

    QString root, why;
    if (!apiRootOf(p, &root, &why))
        return ctx.fail(QStringLiteral("%1: %2").arg(verb, why));
    QString project = p.value(QStringLiteral("from-project"));
    if (project.isEmpty())
        project = plan.projectId;
    if (!project.isEmpty())
        if (const QString bad = model::checkGcpProjectId(project); !bad.isEmpty())
            return ctx.fail(Text::tr("%1: project \"%2\" %3")
                                .arg(verb, model::printableText(project.left(80)), bad));
    QtKeychainStore keychain;
    LiveConnection conn(&keychain, ApiRoots(root));
    conn.setTokenScopes(QLatin1String(kAdviceScopes));
    if (const int code = connectForCli(ctx, conn, project, verb); code >= 0)
        return code;
    if (project.isEmpty())
        project = conn.project();
    if (project.isEmpty())
        return ctx.fail(Text::tr("%1: name the project with --from-project.").arg(verb));
    q.project = project;

    AdviceReader reader(conn.client(), ApiRoots(root));
    AdviceResult result;
    bool finished = false;
    QEventLoop loop;
    QObject::connect(&reader, &AdviceReader::finished, &loop, [&](const AdviceResult &r) {
        result = r;
        finished = true;
        loop.quit();
    });
    QTimer::singleShot(5 * 60 * 1000, &loop, &QEventLoop::quit); // beyond every call's deadline
    reader.start(q);
    if (!finished)
        loop.exec();
    if (!finished) {
        reader.cancel();
        return ctx.fail(Text::tr("%1: Google did not answer in time.").arg(verb));
    }

    const QString asked = adviceTimeText(result.askedAt);
    if (ctx.format() == QLatin1String("json")) {
        QJsonArray recommendations, obtainability;
        for (const ZoneAdvice &z : result.zones)
            recommendations.append(QJsonObject{
                {QStringLiteral("zone"), z.zone},
                {QStringLiteral("region"), z.region},
                {QStringLiteral("status"), z.status},
                {QStringLiteral("startTime"), z.startTime.isValid()
                                                  ? QJsonValue(z.startTime.toString(Qt::ISODate))
                                                  : QJsonValue()},
                {QStringLiteral("endTime"),
                 z.endTime.isValid() ? QJsonValue(z.endTime.toString(Qt::ISODate)) : QJsonValue()},
                {QStringLiteral("details"), z.details}});
        for (const Obtainability &o : result.obtainability)
            obtainability.append(QJsonObject{
                {QStringLiteral("zone"), o.zone},
                {QStringLiteral("region"), o.region},
                {QStringLiteral("provisioningModel"), o.provisioningModel},
                {QStringLiteral("score"), o.score},
                {QStringLiteral("estimatedUptime"),
                 o.estimatedUptime.isEmpty() ? QJsonValue() : QJsonValue(o.estimatedUptime)}});
        const QJsonObject planJson{
            {QStringLiteral("file"), file},
            {QStringLiteral("project"), project},
            {QStringLiteral("tpuVersion"), acc->version},
            {QStringLiteral("machineType"), plan.machineType},
            {QStringLiteral("vmFamily"), q.vmFamily},
            {QStringLiteral("chips"), double(q.chips)},
            {QStringLiteral("vms"), double(q.vms)},
            {QStringLiteral("workloadType"), q.workloadType},
            {QStringLiteral("provisioningModel"), q.provisioningModel},
            {QStringLiteral("regions"), QJsonArray::fromStringList(q.regions)},
            {QStringLiteral("startAfter"), q.startAfter.toString(Qt::ISODate)},
            {QStringLiteral("startBefore"), q.startBefore.toString(Qt::ISODate)},
            {QStringLiteral("days"), q.days}};
        out << QJsonDocument(
                   QJsonObject{
                       {QStringLiteral("plan"), planJson},
                       {QStringLiteral("askedAt"), result.askedAt.toString(Qt::ISODate)},
                       {QStringLiteral("recommendations"), recommendations},
                       {QStringLiteral("obtainability"), obtainability},
                       {QStringLiteral("problems"), QJsonArray::fromStringList(result.problems)},
                       {QStringLiteral("obtainabilityNotAsked"),
                        QJsonArray::fromStringList(result.capacityNotes)}})
                   .toJson(QJsonDocument::Indented);
    } else {
        out << Text::tr("Calendar-mode advice for %1 chips of %2 (%3, %4), %5 days starting "
                        "between %6 and %7, asked of project %8 at %9:")
                   .arg(q.chips)
                   .arg(q.vmFamily, acc->label, q.workloadType.toLower())
                   .arg(q.days)
                   .arg(q.startAfter.toString(Qt::ISODate), q.startBefore.toString(Qt::ISODate),
                        project, asked)
            << '\n';
        if (result.zones.empty())
            out << "  " << Text::tr("no zone answered") << '\n';
        for (const ZoneAdvice &z : result.zones) {
            QString line = QStringLiteral("  %1  %2").arg(z.zone, -16).arg(z.status);
            if (z.startTime.isValid())
                line += QLatin1Char(' ') +
                        Text::tr("from %1 to %2")
                            .arg(adviceTimeText(z.startTime), adviceTimeText(z.endTime));
            if (!z.details.isEmpty())
                line += QStringLiteral(": ") + z.details;
            out << line << '\n';
        }
        if (!result.obtainability.empty()) {
            out << Text::tr("Obtainability now (beta) of %1 × %2 (%3):")
                       .arg(q.vms)
                       .arg(plan.machineType, q.provisioningModel)
                << '\n';
            for (const Obtainability &o : result.obtainability)
                out << "  "
                    << (o.estimatedUptime.isEmpty()
                            ? Text::tr("%1  score %2")
                                  .arg(o.zone.isEmpty() ? o.region : o.zone,
                                       QString::number(o.score, 'f', 2))
                            : Text::tr("%1  score %2, estimated uptime %3")
                                  .arg(o.zone.isEmpty() ? o.region : o.zone,
                                       QString::number(o.score, 'f', 2), o.estimatedUptime))
                    << '\n';
        }
        for (const QString &note : result.capacityNotes)
            out << Text::tr("Obtainability not shown: %1").arg(note) << '\n';
    }
    for (const QString &problem : result.problems)
        err << Text::tr("%1: not asked: %2").arg(verb, problem) << '\n';
    return result.anyRecommended() ? Ok : PlanHasErrors;
}

} // namespace tpu::cli
