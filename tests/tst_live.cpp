// The live checks against a loopback fake of Google's endpoints: credentials (JWT bearer grant
// verified with the key's public key), every check's pass and fail, API errors, retries,
// timeouts and cancellation.
#include "jwt.h"
#include "live/livefixture.h"
#include "livechecks.h"
#include "serviceaccountkey.h"

#include <QTemporaryDir>

using namespace tpu;
using namespace tpu::test;
using live::LiveConnection;
using Reply = FakeGoogle::Reply;

class TstLive final : public QObject
{
    Q_OBJECT

    std::unique_ptr<FakeGoogle> g;
    std::unique_ptr<LiveConnection> c;

    void connectWithKey(live::ApiOptions opt = fastOptions())
    {
        c = std::make_unique<LiveConnection>(nullptr, live::ApiRoots(g->root()));
        c->setOptions(opt);
        const auto o = c->useKeyForSession(testKey().keyJson(g->tokenUri()), {});
        QVERIFY2(o.ok, qPrintable(o.message));
    }

    static void expect(const live::LiveReport &r, const QString &id, catalog::Severity sev,
                       const QString &text)
    {
        const live::LiveFinding *f = findingOf(r, id);
        if (!f) {
            QStringList ids;
            for (const auto &x : r.findings)
                ids << x.id + ": " + x.message;
            QFAIL(qPrintable(QStringLiteral("no finding %1 among:\n%2").arg(id, ids.join('\n'))));
        }
        QCOMPARE(catalog::severityId(f->severity), catalog::severityId(sev));
        QVERIFY2(f->message.contains(text) || f->explanation.contains(text),
                 qPrintable(QStringLiteral("%1: \"%2\" / \"%3\" lacks \"%4\"")
                                .arg(id, f->message, f->explanation, text)));
        QVERIFY(f->fetchedAt.isValid());
        QVERIFY(qAbs(f->fetchedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    }

private slots:
    void init()
    {
        g = std::make_unique<FakeGoogle>();
        QVERIFY(g->listen());
        fillHealthyProject(*g);
    }
    void cleanup()
    {
        c.reset();
        g.reset();
    }

    void jwtSignsAndVerifies()
    {
        QString why;
        const QByteArray jwt =
            live::signJwtRs256({{"alg", "RS256"}, {"typ", "JWT"}}, {{"iss", "a"}, {"n", 1}},
                               testKey().privatePem, &why);
        QVERIFY2(!jwt.isEmpty(), qPrintable(why));
        QJsonObject claims;
        QVERIFY(live::verifyJwtRs256(jwt, testKey().publicPem, nullptr, &claims, &why));
        QCOMPARE(claims.value("iss").toString(), QStringLiteral("a"));
        // A changed claim or another key fails.
        QByteArray tampered = jwt;
        tampered[jwt.indexOf('.') + 3] = tampered[jwt.indexOf('.') + 3] == 'A' ? 'B' : 'A';
        QVERIFY(!live::verifyJwtRs256(tampered, testKey().publicPem, nullptr, nullptr, &why));
        QVERIFY(!live::verifyJwtRs256(jwt, TestKeyPair::generate(1024).publicPem, nullptr, nullptr,
                                      &why));
        QVERIFY(
            live::signJwtRs256(
                {}, {}, "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n", &why)
                .isEmpty());
        QVERIFY(why.contains("cannot be read"));
    }

    void keyFileErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("says");
        QTest::newRow("not json") << QByteArray("{oops") << "not a JSON key file";
        QTest::newRow("user login")
            << QByteArray("{\"type\":\"authorized_user\"}") << "gcloud auth login";
        QTest::newRow("no email")
            << QByteArray(
                   "{\"type\":\"service_account\",\"private_key\":\"-----BEGIN PRIVATE KEY-----\"}")
            << "client_email";
        QTest::newRow("http token uri")
            << QByteArray(
                   "{\"type\":\"service_account\",\"client_email\":\"a@b\",\"private_key\":\"-----"
                   "BEGIN PRIVATE KEY-----\",\"token_uri\":\"http://evil.example/token\"}")
            << "clear text";
    }
    void keyFileErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, says);
        QString why;
        QVERIFY(!live::ServiceAccountKey::parse(json, &why));
        QVERIFY2(why.contains(says), qPrintable(why));
        QVERIFY(!why.contains("BEGIN PRIVATE KEY"));
    }

    void apiRootMustNotLeakTokens()
    {
        QString why;
        QVERIFY(live::validApiRoot({}, &why));
        QVERIFY(live::validApiRoot("https://proxy.corp.example", &why));
        QVERIFY(live::validApiRoot("http://127.0.0.1:8080", &why));
        QVERIFY(!live::validApiRoot("http://proxy.corp.example", &why));
        QVERIFY(why.contains("clear text"));
        QVERIFY(!live::validApiRoot("ftp://x", &why));
    }

    void allChecksPass()
    {
        connectWithKey();
        model::Plan p = liveV5ePlan();
        p.consumption = model::Consumption::Reservation;
        p.reservation.name = "res-a";
        const auto r = runChecks(*c, p);
        expect(r, "live.machine-type", catalog::Severity::Info, "is offered in zone us-west4-a");
        expect(r, "live.gke-version", catalog::Severity::Info, "1.32.1-gke.1000000 is offered");
        expect(r, "live.reservation", catalog::Severity::Info, "6 free VMs of 8");
        expect(r, "live.quota", catalog::Severity::Info, "48 chips free");
        QVERIFY(!r.hasErrors());
        p.slices = 4; // 64 chips: beyond the quota, which a reservation does not need
        expect(runChecks(*c, p), "live.quota", catalog::Severity::Warning,
               "needs no extra TPU quota");
        QCOMPARE(r.project, QStringLiteral("demo-project"));
        QVERIFY(r.credentials.contains("planner@demo-project.iam.gserviceaccount.com"));
        // The JWT was verified by the fake, and the APIs saw only its token.
        QCOMPARE(g->tokenGrants, 1);
        for (const QByteArray &a : g->authorizations)
            QCOMPARE(a, "Bearer " + g->accessToken.toLatin1());
    }

    void onDemandQuotaPassAndShort()
    {
        connectWithKey();
        auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.quota", catalog::Severity::Info,
               "48 chips free (limit 64, 16 in use); the plan needs 16");
        QVERIFY(!findingOf(r, "live.reservation"));
        model::Plan p = liveV5ePlan();
        p.slices = 4; // 64 chips
        r = runChecks(*c, p);
        expect(r, "live.quota", catalog::Severity::Error,
               "48 chips free (limit 64, 16 in use); the plan needs 64");
        p.slices = 1;
        p.consumption = model::Consumption::Spot; // preemptible metric: 8 chips
        r = runChecks(*c, p);
        expect(r, "live.quota", catalog::Severity::Error,
               "PREEMPTIBLE_TPU_LITE_PODSLICE_V5 in us-west4 has 8 chips free");
    }

    void quotaMetricNotListed()
    {
        g->regionQuotas["us-west4"] =
            QJsonArray{QJsonObject{{"metric", "CPUS"}, {"limit", 24.0}, {"usage", 0.0}}};
        connectWithKey();
        expect(runChecks(*c, liveV5ePlan()), "live.quota", catalog::Severity::Warning,
               "lists no quota TPU_LITE_PODSLICE_V5");
    }

    void cloudQuotasForV6e()
    {
        connectWithKey();
        model::Plan p = standardPlan(); // v6e 4x4 in us-east5: 16 chips
        p.projectId = "demo-project";
        g->machineTypes.insert("us-east5-b/ct6e-standard-4t");
        g->serverConfigs.insert("us-east5", g->serverConfigs.value("us-west4"));
        auto r = runChecks(*c, p);
        expect(r, "live.quota", catalog::Severity::Info,
               "allows 32 chips; the plan needs 16. Current usage is not known");
        p.slices = 4;
        r = runChecks(*c, p);
        expect(r, "live.quota", catalog::Severity::Error, "allows 32 chips; the plan needs 64");
        // A region without its own entry gets the default (0 here).
        p.slices = 1;
        p.zone = "us-central1-b";
        g->serverConfigs.insert("us-central1", g->serverConfigs.value("us-west4"));
        r = runChecks(*c, p);
        expect(r, "live.quota", catalog::Severity::Error, "allows 0 chips");
        QVERIFY(g->requests.filter("/quotaInfos/TPUS-PER-TPU-FAMILY-per-project-region").size() >=
                1);
    }

    void machineTypeNotOffered()
    {
        g->machineTypes.clear();
        connectWithKey();
        expect(runChecks(*c, liveV5ePlan()), "live.machine-type", catalog::Severity::Error,
               "ct5lp-hightpu-4t is not offered in zone us-west4-a to project demo-project");
    }

    void versionInvalidAndDefaultBelowMinimum()
    {
        connectWithKey();
        model::Plan p = liveV5ePlan();
        p.clusterVersion = "1.29.0-gke.1";
        expect(runChecks(*c, p), "live.gke-version", catalog::Severity::Error,
               "1.29.0-gke.1 is not offered in us-west4");
        p.clusterVersion = "1.33"; // a prefix gcloud accepts
        expect(runChecks(*c, p), "live.gke-version", catalog::Severity::Info, "is offered");
        p.clusterVersion.clear();
        p.releaseChannel = "regular";
        g->serverConfigs["us-west4"] =
            FakeGoogle::serverConfig({"1.26.5-gke.100"}, "1.26.5-gke.100");
        expect(
            runChecks(*c, p, true), "live.gke-version", catalog::Severity::Error,
            "The default GKE version 1.26.5-gke.100 (in the regular channel in us-west4) is below");
    }

    void reservationFailures()
    {
        connectWithKey();
        model::Plan p = liveV5ePlan();
        p.consumption = model::Consumption::Reservation;
        p.reservation.name = "res-a";
        p.slices = 2; // 8 VMs, 6 free
        expect(runChecks(*c, p), "live.reservation", catalog::Severity::Error,
               "has 6 free VMs (8 reserved, 2 in use); the plan needs 8");
        p.slices = 1;
        p.reservation.name = "missing";
        expect(runChecks(*c, p), "live.reservation", catalog::Severity::Error,
               "does not exist in zone us-west4-a");
        g->reservations.insert(
            "demo-project/us-west4-a/other",
            FakeGoogle::reservation("us-west4-a", "other", "ct6e-standard-4t", 8, 0));
        p.reservation.name = "other";
        expect(runChecks(*c, p), "live.reservation", catalog::Severity::Error,
               "holds ct6e-standard-4t VMs");
        g->reservations.insert(
            "demo-project/us-west4-a/new",
            FakeGoogle::reservation("us-west4-a", "new", "ct5lp-hightpu-4t", 8, 0, "CREATING"));
        p.reservation.name = "new";
        expect(runChecks(*c, p), "live.reservation", catalog::Severity::Error,
               "is CREATING, not READY");
        // A shared reservation is looked up in its owner's project.
        g->reservations.insert(
            "owner-proj/us-west4-a/shared",
            FakeGoogle::reservation("us-west4-a", "shared", "ct5lp-hightpu-4t", 4, 0));
        p.reservation = {"shared", "owner-proj"};
        expect(runChecks(*c, p), "live.reservation", catalog::Severity::Info, "4 free VMs of 4");
    }

    void apiErrors_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QStringList>("says");
        QTest::newRow("403 permission named")
            << "/machineTypes/" << 403
            << FakeGoogle::googleError(
                   403, "PERMISSION_DENIED",
                   "Required 'compute.machineTypes.get' permission for "
                   "'projects/demo-project/zones/us-west4-a/machineTypes/ct5lp-hightpu-4t'",
                   "IAM_PERMISSION_DENIED")
            << "live.machine-type.not-checked"
            << QStringList{"lacks the permission compute.machineTypes.get in project demo-project",
                           "roles/compute.viewer"};
        QTest::newRow("403 gke permission")
            << "/serverConfig" << 403
            << FakeGoogle::googleError(403, "PERMISSION_DENIED",
                                       "Permission 'container.clusters.list' denied on resource "
                                       "'projects/demo-project/locations/us-west4'.")
            << "live.gke-version.not-checked"
            << QStringList{"container.clusters.list", "roles/container.viewer"};
        QTest::newRow("403 api disabled")
            << "/serverConfig" << 403
            << FakeGoogle::googleError(
                   403, "PERMISSION_DENIED",
                   "Kubernetes Engine API has not been used in project 12345 before or it is "
                   "disabled.",
                   "SERVICE_DISABLED",
                   {{"service", "container.googleapis.com"}, {"consumer", "projects/12345"}})
            << "live.gke-version.not-checked"
            << QStringList{
                   "container.googleapis.com API is not enabled",
                   "gcloud services enable container.googleapis.com --project=demo-project"};
        QTest::newRow("404 project")
            << "/regions/" << 404
            << FakeGoogle::googleError(404, "NOT_FOUND",
                                       "The resource 'projects/demo-project' was not found")
            << "live.quota.not-checked"
            << QStringList{"not found (HTTP 404)", "Check the project id \"demo-project\""};
        QTest::newRow("400") << "/machineTypes/" << 400
                             << FakeGoogle::googleError(400, "INVALID_ARGUMENT",
                                                        "Invalid value for field 'zone'")
                             << "live.machine-type.not-checked"
                             << QStringList{"HTTP 400 INVALID_ARGUMENT",
                                            "Invalid value for field 'zone'"};
    }
    void apiErrors()
    {
        QFETCH(QString, path);
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(QString, id);
        QFETCH(QStringList, says);
        g->script(path, {Reply{status, body, {}, 0, false}});
        connectWithKey();
        const auto r = runChecks(*c, liveV5ePlan());
        for (const QString &s : says)
            expect(r, id, catalog::Severity::Error, s);
        QVERIFY(r.hasErrors());                       // never a silent pass
        QCOMPARE(g->requests.filter(path).size(), 1); // 4xx is not retried
    }

    void unauthorizedRetriesOnceWithFreshToken()
    {
        const QByteArray e = FakeGoogle::googleError(
            401, "UNAUTHENTICATED", "Request had invalid authentication credentials.");
        g->script("/machineTypes/", {Reply{401, e, {}, 0, false}});
        connectWithKey();
        auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type", catalog::Severity::Info, "is offered");
        QCOMPARE(g->tokenGrants, 2);
        g->script("/machineTypes/", {Reply{401, e, {}, 0, false}, Reply{401, e, {}, 0, false}});
        r = runChecks(*c, liveV5ePlan(), true);
        expect(r, "live.machine-type.not-checked", catalog::Severity::Error,
               "credentials were refused (HTTP 401");
    }

    void tokenEndpointRefusesBadSignature()
    {
        g->publicKeyPem = TestKeyPair::generate(1024).publicPem; // the project knows another key
        connectWithKey();
        const auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type.not-checked", catalog::Severity::Error, "no access token");
        expect(r, "live.machine-type.not-checked", catalog::Severity::Error, "invalid_grant");
        QVERIFY(g->lastJwtError.contains("signature does not verify"));
        QCOMPARE(g->requests.filter("/compute/").size(), 0);
    }

    void retriesOn429HonouringRetryAfterAnd5xx()
    {
        const QByteArray busy = FakeGoogle::googleError(
            429, "RESOURCE_EXHAUSTED", "Quota exceeded for quota metric 'Read requests'");
        g->script("/machineTypes/", {Reply{429, busy, {{"Retry-After", "1"}}, 0, false}});
        g->script(
            "/regions/",
            {Reply{500, FakeGoogle::googleError(500, "INTERNAL", "Internal error"), {}, 0, false},
             Reply{503, "<html>unavailable</html>", {}, 0, false}});
        connectWithKey();
        QElapsedTimer t;
        t.start();
        const auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type", catalog::Severity::Info, "is offered");
        expect(r, "live.quota", catalog::Severity::Info, "48 chips free");
        QVERIFY2(t.elapsed() >= 1000, "Retry-After: 1 was not honoured");
        QCOMPARE(g->requests.filter("/machineTypes/").size(), 2);
        QCOMPARE(g->requests.filter("/regions/").size(), 3);
    }

    void givesUpAfterRetries()
    {
        const QByteArray busy =
            FakeGoogle::googleError(429, "RESOURCE_EXHAUSTED", "Quota exceeded");
        g->script("/machineTypes/", {Reply{429, busy, {}, 0, false}, Reply{429, busy, {}, 0, false},
                                     Reply{429, busy, {}, 0, false}});
        g->script("/regions/", {Reply{500, "", {}, 0, false}, Reply{500, "", {}, 0, false},
                                Reply{500, "", {}, 0, false}});
        g->script("/serverConfig", {Reply{429, busy, {{"Retry-After", "3600"}}, 0, false}});
        connectWithKey();
        const auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type.not-checked", catalog::Severity::Error,
               "rate-limiting the requests (HTTP 429 RESOURCE_EXHAUSTED) after 3 attempts");
        expect(r, "live.quota.not-checked", catalog::Severity::Error,
               "Google's API failed (HTTP 500) after 3 attempts");
        // A Retry-After longer than a user waits is reported, not slept through.
        expect(r, "live.gke-version.not-checked", catalog::Severity::Error,
               "Google asks to wait 3600 s");
        QCOMPARE(g->requests.filter("/serverConfig").size(), 1);
    }

    void malformedAndHangUp()
    {
        g->script("/machineTypes/", {Reply{200, "{\"name\": ", {}, 0, false}});
        g->script("/serverConfig", {Reply{200, "[]", {}, 0, false}});
        // Qt resends once by itself when a connection closes unanswered: script enough hang-ups.
        g->script("/regions/", std::deque<Reply>(8, Reply{0, {}, {}, 0, true}));
        connectWithKey();
        const auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type.not-checked", catalog::Severity::Error, "not a JSON object");
        expect(r, "live.gke-version.not-checked", catalog::Severity::Error,
               "JSON but not an object");
        expect(r, "live.quota.not-checked", catalog::Severity::Error, "cannot be reached");
    }

    void slowAnswerTimesOutThenRetries()
    {
        g->script("/machineTypes/",
                  {Reply{200, {}, {}, 5000, false}}); // slower than the 1.5 s timeout
        connectWithKey();
        auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type", catalog::Severity::Info, "is offered"); // the retry answered
        QCOMPARE(g->requests.filter("/machineTypes/").size(), 2);
        g->script("/regions/", {Reply{200, {}, {}, 5000, false}, Reply{200, {}, {}, 5000, false},
                                Reply{200, {}, {}, 5000, false}});
        r = runChecks(*c, liveV5ePlan(), true);
        expect(r, "live.quota.not-checked", catalog::Severity::Error,
               "no answer within 1.5 s after 3 attempts");
    }

    void cancel()
    {
        g->script("/machineTypes/", {Reply{200, {}, {}, 10000, false}});
        connectWithKey();
        QSignalSpy done(c->checker(), &live::LiveChecker::finished);
        c->check(model::makeSnapshot(*builtinCatalog(), liveV5ePlan()));
        QTRY_VERIFY(c->checker()->isRunning() && g->requests.filter("/machineTypes/").size() == 1);
        QElapsedTimer t;
        t.start();
        c->checker()->cancel();
        QCOMPARE(done.size(), 1);
        QVERIFY(done.first().at(0).value<live::LiveReport>().cancelled);
        QVERIFY(!c->checker()->isRunning());
        QCOMPARE(c->client()->inFlight(), 0);
        QTest::qWait(200);
        QCOMPARE(done.size(), 1); // nothing arrives after the cancel
        QVERIFY(t.elapsed() < 2000);
    }

    void cacheAndRefresh()
    {
        connectWithKey();
        runChecks(*c, liveV5ePlan());
        const int first = g->requests.size();
        runChecks(*c, liveV5ePlan());
        QCOMPARE(g->requests.size(), first); // answered from the per-project cache
        g->machineTypes.clear();
        const auto r = runChecks(*c, liveV5ePlan(), true);
        QVERIFY(g->requests.size() > first);
        expect(r, "live.machine-type", catalog::Severity::Error, "is not offered");
    }

    void noProjectSaysSo()
    {
        connectWithKey();
        model::Plan p = liveV5ePlan();
        p.projectId.clear();
        c = std::make_unique<LiveConnection>(nullptr, live::ApiRoots(g->root()));
        QVERIFY(c->useKeyForSession(testKey().keyJson(g->tokenUri(), QString()), {}).ok);
        const auto r = runChecks(*c, p);
        expect(r, "live.project", catalog::Severity::Error, "names no Google Cloud project");
        QCOMPARE(g->requests.size(), 0);
    }

    void gcloudTokenSource()
    {
        // A stand-in gcloud that prints a token, and one that is not logged in.
        QTemporaryDir dir;
        const QString ok = dir.filePath("gcloud-ok"), bad = dir.filePath("gcloud-bad");
        QFile f(ok);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\n[ \"$1 $2\" = \"auth print-access-token\" ] || exit 3\necho " +
                g->accessToken.toLatin1() + "\n");
        f.close();
        f.setFileName(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\necho 'ERROR: (gcloud.auth.print-access-token) You do not currently "
                "have an active account selected.' >&2\nexit 1\n");
        f.close();
        QFile::setPermissions(ok, QFile::ReadOwner | QFile::ExeOwner | QFile::WriteOwner);
        QFile::setPermissions(bad, QFile::ReadOwner | QFile::ExeOwner | QFile::WriteOwner);
        c = std::make_unique<LiveConnection>(nullptr, live::ApiRoots(g->root()));
        c->setOptions(fastOptions());
        c->useGcloud(ok);
        QVERIFY(c->description().contains("gcloud"));
        auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type", catalog::Severity::Info, "is offered");
        c->useGcloud(bad);
        r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type.not-checked", catalog::Severity::Error,
               "You do not currently have an active account");
        c->useGcloud(dir.filePath("no-such-gcloud"));
        r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type.not-checked", catalog::Severity::Error,
               "gcloud is not installed");
    }
};

QTEST_GUILESS_MAIN(TstLive)
#include "tst_live.moc"
