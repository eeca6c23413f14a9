// tpu-planner catalog refresh: reads the project's zones, GKE versions and prices into the live
// overlay beside the settings (model/catalogoverlay.h), which every later command applies.
#include "catalog/catalogloader.h"
#include "cli/cli.h"
#include "cli/clicommon.h"
#include "cli/clikeyfile.h"
#include "cli/waitfor.h"
#include "live/catalogrefresh.h"
#include "live/liveconnection.h"
#include "live/qtkeychainstore.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QTimer>
#include <memory>
#include <optional>

namespace tpu::cli {

using namespace tpu::live;

void addRefreshOptions(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(
        QStringLiteral("credentials"),
        Text::tr("refresh: service-account key file (else GOOGLE_APPLICATION_CREDENTIALS, a key "
                 "imported in the GUI for --project, or gcloud's login)."),
        QStringLiteral("file")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("api-root"),
        Text::tr("refresh: send every API call to this root instead of "
                 "https://<service>.googleapis.com (also TPU_PLANNER_API_ROOT)."),
        QStringLiteral("url")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("project"),
        Text::tr("refresh: the Google Cloud project to read (else the key's project)."),
        QStringLiteral("id")));
}

bool apiRootOf(const QCommandLineParser &p, QString *root, QString *why)
{
    *root = p.value(QStringLiteral("api-root"));
    if (root->isEmpty())
        *root = qEnvironmentVariable("TPU_PLANNER_API_ROOT");
    return validApiRoot(*root, why);
}

void addConnectOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("credentials"),
                 Text::tr("Service-account key file (else GOOGLE_APPLICATION_CREDENTIALS, a key "
                          "imported in the GUI for the project, or gcloud's login)."),
                 QStringLiteral("file")});
    p.addOption({QStringLiteral("api-root"),
                 Text::tr("Send every API call to this root instead of "
                          "https://<service>.googleapis.com (also TPU_PLANNER_API_ROOT)."),
                 QStringLiteral("url")});
}

int connectForCli(VerbContext &ctx, LiveConnection &conn, const QString &project,
                  const QString &verb)
{
    const QCommandLineParser &p = ctx.parser;
    const QString envKey = qEnvironmentVariable("GOOGLE_APPLICATION_CREDENTIALS");
    if (p.isSet(QStringLiteral("credentials")) || !envKey.isEmpty()) {
        const bool flag = p.isSet(QStringLiteral("credentials"));
        const auto o = useKeyFileAndWait(
            conn, flag ? p.value(QStringLiteral("credentials")) : envKey,
            flag ? LiveConnection::Source::KeyFile : LiveConnection::Source::Environment);
        if (!o.ok)
            return ctx.fail(QStringLiteral("%1: %2").arg(verb, o.message));
    } else {
        bool fromKeychain = false;
        LiveConnection::Outcome keychain;
        if (!project.isEmpty())
            waitFor(
                [&](auto finished) {
                    conn.useKeychain(project, [&, finished](const LiveConnection::Outcome &o) {
                        fromKeychain = o.ok;
                        keychain = o;
                        finished();
                    });
                },
                40000);       // the keychain, then the token request (20 s at most)
        if (keychain.noToken) // the key is there but gave no token: gcloud would not help
            return ctx.fail(QStringLiteral("%1: %2").arg(verb, keychain.message));
        if (!fromKeychain) {
            LiveConnection::Outcome outcome{false, false, Text::tr("gcloud did not answer.")};
            waitFor(
                [&](auto finished) {
                    conn.useGcloud(QStringLiteral("gcloud"),
                                   [&, finished](const LiveConnection::Outcome &o) {
                                       outcome = o;
                                       finished();
                                   });
                },
                70000);
            if (!outcome.ok) {
                ctx.err << verb << ": " << outcome.message << '\n';
                for (const QString &line :
                     outcome.detail.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                    ctx.err << QStringLiteral("    | ") << line << '\n';
                ctx.err.flush();
                return UnusableInput;
            }
        }
    }
    return -1;
}

namespace {
QString noTokenWithin(int seconds)
{
    return Text::tr("Not connected: no access token within %1 s.").arg(seconds);
}
} // namespace

LiveConnection::Outcome useKeyFileAndWait(LiveConnection &conn, const QString &file,
                                          LiveConnection::Source origin)
{
    // The token request ends by its own deadline (ApiOptions::tokenTimeoutMs); the guard keeps
    // a late answer from reaching a loop that is gone.
    using Answer = std::optional<LiveConnection::Outcome>;
    auto answer = std::make_shared<Answer>();
    QEventLoop loop;
    QPointer<QEventLoop> guard(&loop);
    const auto o = conn.useKeyFile(file, origin, [answer, guard](const LiveConnection::Outcome &c) {
        *answer = c;
        if (guard)
            guard->quit();
    });
    if (!o.ok)
        return o;
    const int waitMs = ApiOptions().tokenTimeoutMs + 10000;
    QTimer::singleShot(waitMs, &loop, &QEventLoop::quit);
    if (!*answer)
        loop.exec();
    if (*answer)
        return **answer;
    LiveConnection::Outcome late;
    late.message = noTokenWithin(waitMs / 1000);
    late.noToken = true;
    return late;
}

int runCatalogRefresh(VerbContext &ctx)
{
    const QCommandLineParser &p = ctx.parser;
    const QString verb = QStringLiteral("tpu-planner catalog refresh");
    QString root, why;
    if (!apiRootOf(p, &root, &why))
        return ctx.fail(QStringLiteral("%1: %2").arg(verb, why));
    // The overlay goes on the catalog the user would otherwise use, never on itself.
    const auto loaded = catalog::CatalogLoader::loadPreferred(p.value(QStringLiteral("catalog")));
    if (!loaded.ok())
        return ctx.fail(loaded.errorMessage());

    QtKeychainStore keychain;
    LiveConnection conn(&keychain, ApiRoots(root));
    QString project = p.value(QStringLiteral("project"));
    if (const int rc = connectForCli(ctx, conn, project, verb); rc >= 0)
        return rc;
    if (project.isEmpty())
        project = conn.project();
    if (project.isEmpty())
        return ctx.fail(Text::tr("%1: name the project with --project.").arg(verb));

    CatalogRefresh refresh(conn.client(), ApiRoots(root));
    model::LiveOverlay overlay;
    bool cancelled = true;
    const bool finished = waitFor(
        [&](auto done) {
            QObject::connect(&refresh, &CatalogRefresh::finished, &refresh,
                             [&, done](const model::LiveOverlay &o, bool c) {
                                 overlay = o;
                                 cancelled = c;
                                 done();
                             });
            refresh.start(*loaded.catalog, project);
        },
        20 * 60 * 1000); // the net under every call's own deadline
    if (!finished || cancelled) {
        refresh.cancel();
        return ctx.fail(Text::tr("%1: the refresh did not finish; nothing was written.").arg(verb));
    }
    const bool nothing = !overlay.zones && !overlay.versions && !overlay.prices;
    QString written;
    if (!nothing) {
        const QString error = model::saveOverlay(overlay);
        if (!error.isEmpty()) {
            // The answers made an overlay no command would use: the previous one stays.
            const bool old = QFileInfo::exists(model::overlayPath());
            ctx.err << Text::tr("%1: %2; %3")
                           .arg(verb, error,
                                old ? Text::tr("the previous overlay %1 is "
                                               "kept as it was")
                                          .arg(model::overlayPath())
                                    : Text::tr("no overlay was written"))
                    << '\n';
            return PlanHasErrors;
        }
        written = model::overlayPath();
    }
    int zones = 0, prices = overlay.prices ? int(overlay.prices->size()) : 0;
    QSet<QString> priceRegions;
    if (overlay.zones)
        for (const auto &z : *overlay.zones)
            zones += int(z.zones.size());
    if (overlay.prices)
        for (const auto &pr : *overlay.prices)
            priceRegions.insert(pr.region);

    if (ctx.format() == QLatin1String("json")) {
        QJsonArray problems;
        for (const auto &pr : overlay.problems)
            problems.append(QJsonObject{{"api", pr.api}, {"message", pr.message}});
        ctx.out << QJsonDocument(
                       QJsonObject{
                           {"written", written.isEmpty() ? QJsonValue() : written},
                           {"project", project},
                           {"fetchedAt", overlay.fetchedAt.toString(Qt::ISODate)},
                           {"zones", overlay.zones ? QJsonValue(zones) : QJsonValue()},
                           {"versionRegions", overlay.versions
                                                  ? QJsonValue(int(overlay.versions->size()))
                                                  : QJsonValue()},
                           {"prices", overlay.prices ? QJsonValue(prices) : QJsonValue()},
                           {"problems", problems},
                           {"unmatchedSkus", QJsonArray::fromStringList(overlay.unmatchedSkus)}})
                       .toJson(QJsonDocument::Indented);
    } else {
        const QString notRead = Text::tr("not read");
        ctx.out
            << Text::tr("Catalog refreshed from project %1 (%2):\n").arg(project, overlay.label());
        ctx.out << Text::tr("  Zones:        %1 — %2\n")
                       .arg(overlay.zones
                                ? Text::tr("%n zone offer(s) for %1 machine types", nullptr, zones)
                                      .arg(overlay.zones->size())
                                : notRead,
                            model::LiveOverlay::zonesApi());
        ctx.out << Text::tr("  GKE versions: %1 — %2\n")
                       .arg(overlay.versions
                                ? Text::tr("%n region(s)", nullptr, int(overlay.versions->size()))
                                : notRead,
                            model::LiveOverlay::versionsApi());
        ctx.out << Text::tr("  Prices:       %1 — %2\n")
                       .arg(overlay.prices ? Text::tr("%n price(s) in %1 regions", nullptr, prices)
                                                 .arg(priceRegions.size())
                                           : notRead,
                            model::LiveOverlay::pricesApi());
        for (const auto &pr : overlay.problems)
            ctx.out << Text::tr("  Not read (%1): %2\n").arg(pr.api, pr.message);
        if (!overlay.unmatchedSkus.isEmpty()) {
            ctx.out << Text::tr("  TPU SKUs not matched to the catalog (not used): %1\n")
                           .arg(overlay.unmatchedSkus.size());
            for (const QString &s : overlay.unmatchedSkus.mid(0, 20))
                ctx.out << QStringLiteral("    ") << s << '\n';
        }
        ctx.out << (written.isEmpty()
                        ? Text::tr("Nothing was read, so nothing was written; the built-in "
                                   "catalog is used.\n")
                        : Text::tr("Written to %1; every command and the window use it until it "
                                   "is refreshed or dropped.\n")
                              .arg(written));
    }
    if (nothing)
        return UnusableInput;
    return overlay.problems.empty() ? Ok : PlanHasErrors;
}

} // namespace tpu::cli
