// tpu-planner check PLAN --live: the live checks against the user's Google Cloud project.
#include "cli/cli.h"
#include "cli/clicommon.h"
#include "cli/clikeyfile.h"
#include "cli/waitfor.h"
#include "live/liveconnection.h"
#include "live/qtkeychainstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tpu::cli {

using namespace tpu::live;

void addLiveOptions(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(
        QStringLiteral("live"),
        Text::tr("Also check the plan against the Google Cloud project it names: machine type "
                 "offered in the zone, GKE version, reservation free capacity, TPU quota.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("credentials"),
        Text::tr("Service-account key file for --live (else GOOGLE_APPLICATION_CREDENTIALS, a key "
                 "imported in the GUI, or gcloud's login)."),
        QStringLiteral("file")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("api-root"),
        Text::tr("Send every API call to this root instead of https://<service>.googleapis.com "
                 "(also TPU_PLANNER_API_ROOT)."),
        QStringLiteral("url")));
}

namespace {

// The plan's own findings, then one live finding: not connected, why, and the tool's words.
int reportNotConnected(VerbContext &ctx, const model::SnapshotPtr &snapshot,
                       const LiveConnection::Outcome &o)
{
    const catalog::Catalog &catalog = *snapshot->catalog;
    LiveFinding f;
    f.id = QStringLiteral("live.not-connected");
    f.severity = catalog::Severity::Error;
    f.field = QStringLiteral("projectId");
    f.message = o.message;
    f.explanation = !o.detail.isEmpty() ? Text::tr("gcloud said (quoted below).")
                    : o.noToken         ? Text::tr("Nothing was checked live.")
                                : Text::tr("Connect with --credentials FILE or run \"gcloud "
                                           "auth login\".");
    f.fetchedAt = QDateTime::currentDateTimeUtc();
    if (ctx.format() == QLatin1String("json")) {
        QJsonArray all = model::findingsToJson(snapshot->findings);
        for (const QJsonValue &v : liveFindingsToJson({f}))
            all.append(v);
        ctx.out << QJsonDocument(QJsonObject{{"plan", ctx.parser.positionalArguments().first()},
                                             {"catalogVersion", catalog.catalogVersion},
                                             {"errors", true},
                                             {"live", QJsonObject{{"connected", false},
                                                                  {"message", o.message},
                                                                  {"gcloudSaid", o.detail}}},
                                             {"findings", all}})
                       .toJson(QJsonDocument::Indented);
    } else {
        ctx.out << model::findingsToText(snapshot->findings, catalog);
        ctx.out << QLatin1Char('\n') << liveFindingsToText({f});
        if (!o.detail.isEmpty()) {
            ctx.out << Text::tr("    gcloud said:\n");
            for (const QString &line : o.detail.split(QLatin1Char('\n')))
                ctx.out << QStringLiteral("    | ") << line << QLatin1Char('\n');
        }
    }
    return PlanHasErrors;
}

} // namespace

int runLiveCheck(VerbContext &ctx, const model::SnapshotPtr &snapshot)
{
    const catalog::Catalog &catalog = *snapshot->catalog;
    const model::Plan &plan = snapshot->plan;
    const std::vector<model::Finding> &findings = snapshot->findings;
    const QCommandLineParser &p = ctx.parser;
    QString root, why;
    if (!apiRootOf(p, &root, &why))
        return ctx.fail(Text::tr("tpu-planner check: %1").arg(why));

    QtKeychainStore keychain;
    LiveConnection conn(&keychain, ApiRoots(root));
    const QString envKey = qEnvironmentVariable("GOOGLE_APPLICATION_CREDENTIALS");
    if (p.isSet(QStringLiteral("credentials")) || !envKey.isEmpty()) {
        const bool flag = p.isSet(QStringLiteral("credentials"));
        // Connected only with a token: a key that gives none checks nothing and says why.
        const auto o = useKeyFileAndWait(
            conn, flag ? p.value(QStringLiteral("credentials")) : envKey,
            flag ? LiveConnection::Source::KeyFile : LiveConnection::Source::Environment);
        if (!o.ok && o.noToken)
            return reportNotConnected(ctx, snapshot, o);
        if (!o.ok)
            return ctx.fail(Text::tr("tpu-planner check: %1").arg(o.message));
    } else {
        bool fromKeychain = false;
        LiveConnection::Outcome fromStore;
        if (!plan.projectId.isEmpty())
            waitFor(
                [&](auto finished) {
                    conn.useKeychain(plan.projectId,
                                     [&, finished](const LiveConnection::Outcome &o) {
                                         fromKeychain = o.ok;
                                         fromStore = o;
                                         finished();
                                     });
                },
                40000); // the keychain, then the token request (20 s at most)
        if (fromStore.noToken)
            return reportNotConnected(ctx, snapshot, fromStore);
        if (!fromKeychain) {
            LiveConnection::Outcome outcome;
            const bool answered = waitFor(
                [&](auto finished) {
                    conn.useGcloud(QStringLiteral("gcloud"),
                                   [&, finished](const LiveConnection::Outcome &o) {
                                       outcome = o;
                                       finished();
                                   });
                },
                70000); // gcloud's own deadline is 60 s
            if (!answered || !outcome.ok)
                return reportNotConnected(
                    ctx, snapshot,
                    answered ? outcome
                             : LiveConnection::Outcome{
                                   false, false, Text::tr("gcloud did not answer."), {}});
        }
    }

    // Every call ends by its own deadline (ApiOptions::callDeadlineMs); this wait is the net
    // under them. A check that did not finish, or gave no finding at all, is never a pass.
    LiveReport report;
    const int waitMs = ApiOptions().callDeadlineMs + 30000;
    const bool reported = waitFor(
        [&](auto finished) {
            QObject::connect(&conn, &LiveConnection::reportReady, &conn,
                             [&, finished](const LiveReport &r) {
                                 report = r;
                                 finished();
                             });
            conn.check(snapshot);
        },
        waitMs);
    if (!reported || report.findings.empty()) {
        if (conn.checker())
            conn.checker()->cancel();
        report.project = plan.projectId.isEmpty() ? conn.project() : plan.projectId;
        report.credentials = conn.description();
        report.fetchedAt = QDateTime::currentDateTimeUtc();
        LiveFinding f;
        f.id = QStringLiteral("live.not-checked");
        f.severity = catalog::Severity::Error;
        f.field = QStringLiteral("projectId");
        f.message = reported
                        ? Text::tr("The live checks gave no answer, so nothing was checked live.")
                        : Text::tr("The live checks did not finish within %1 s, so nothing "
                                   "was checked live.")
                              .arg(waitMs / 1000);
        f.explanation = Text::tr("Check the network connection, any proxy and the API root, then "
                                 "check again.");
        f.fetchedAt = report.fetchedAt;
        report.findings = {f};
    }

    const bool errors = model::hasErrors(findings) || report.hasErrors();
    if (ctx.format() == QLatin1String("json")) {
        QJsonArray all = model::findingsToJson(findings);
        for (const QJsonValue &v : liveFindingsToJson(report.findings))
            all.append(v);
        const QJsonObject o{
            {"plan", p.positionalArguments().first()},
            {"catalogVersion", catalog.catalogVersion},
            {"errors", errors},
            {"live", QJsonObject{{"project", report.project},
                                 {"credentials", report.credentials},
                                 {"fetchedAt", report.fetchedAt.toString(Qt::ISODate)}}},
            {"findings", all}};
        ctx.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        ctx.out << model::findingsToText(findings, catalog);
        ctx.out << Text::tr("\nChecked live in project %1 with %2 at %3 UTC:\n")
                       .arg(report.project.isEmpty() ? Text::tr("(none)") : report.project,
                            report.credentials,
                            report.fetchedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        ctx.out << liveFindingsToText(report.findings);
    }
    return errors ? PlanHasErrors : Ok;
}

} // namespace tpu::cli
