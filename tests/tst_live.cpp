// The live checks against a loopback fake of Google's endpoints: credentials (JWT bearer grant
// verified with the key's public key), every check's pass and fail, API errors, retries,
// timeouts and cancellation.
#include "live/jwt.h"
#include "live/livechecks.h"
#include "live/livefixture.h"
#include "live/serviceaccountkey.h"
#include "live/tokensource.h"
#include "model/rules.h"

#include <QLocale>
#include <QTemporaryDir>
#include <algorithm>
#include <sys/resource.h>
#include <sys/stat.h>

using namespace tpu;
using namespace tpu::test;
using live::LiveConnection;
using Reply = FakeGoogle::Reply;

// This process's peak resident memory so far, in KB.
static long peakRssKb()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

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

    // fastOptions() whose waits before a retry are recorded (the wait the client decided on,
    // from the backoff or Retry-After) and last at most 20 ms: a test checks the decision
    // without sleeping through a Retry-After of seconds.
    static live::ApiOptions recordingWaits(QList<int> *waits)
    {
        live::ApiOptions opt = fastOptions();
        opt.retryWait = [waits](int decidedMs) {
            waits->append(decidedMs);
            return qMin(decidedMs, 20);
        };
        return opt;
    }

    static void expect(const live::LiveReport &r, const QString &id, catalog::Severity sev,
                       const QString &text)
    {
        const live::LiveFinding *f = findingOf(r, id);
        if (!f) {
            QStringList ids;
            for (const auto &x : r.findings)
                ids << x.id + ": " + x.message.toString();
            QFAIL(qPrintable(QStringLiteral("no finding %1 among:\n%2").arg(id, ids.join('\n'))));
        }
        QCOMPARE(catalog::severityId(f->severity), catalog::severityId(sev));
        QVERIFY2(f->message.toString().contains(text) || f->explanation.toString().contains(text),
                 qPrintable(QStringLiteral("%1: \"%2\" / \"%3\" lacks \"%4\"")
                                .arg(id, f->message.toString(), f->explanation.toString(), text)));
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
        QTest::newRow("over 64 KiB") << QByteArray(64 * 1024 + 1, ' ') << "larger than 64 KiB";
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
        p.reservation = {"shared", "owner-proj", {}, {}, {}, {}};
        expect(runChecks(*c, p), "live.reservation", catalog::Severity::Info, "4 free VMs of 4");
    }

    // Issue 40: a plan that names an aggregate reservation (calendar mode: chips of a VM family,
    // no machine type) is matched by its accelerator's VM family and counted in chips; degraded
    // blocks turn a fit into a warning; a reservation of another family is an error.
    void aggregateReservationIsMatchedByFamilyAndChips()
    {
        fillAggregateReservations(*g);
        g->machineTypes.insert("us-east5-b/ct6e-standard-4t");
        g->serverConfigs.insert("us-east5", g->serverConfigs.value("us-west4"));
        connectWithKey();
        model::Plan p = standardPlan(); // v6e 4x4 in us-east5-b: 16 chips a slice
        p.projectId = "demo-project";
        p.consumption = model::Consumption::Reservation;
        p.reservation.name = "cal-v6e"; // 64 chips, 16 in use, 1 of 4 blocks degraded
        p.slices = 3;
        expect(runChecks(*c, p), "live.reservation", catalog::Severity::Warning,
               "Reservation cal-v6e has 48 free chips of 64 (16 in use, 4 of 16 hosts in use); "
               "the plan needs 48. Google reports it degraded: 1 of 4 blocks degraded "
               "(DEGRADED).");
        p.slices = 4;
        expect(runChecks(*c, p, true), "live.reservation", catalog::Severity::Error,
               "has 48 free chips (64 reserved, 16 in use, 4 of 16 hosts in use); the plan "
               "needs 64");
        // Healthy: a plain fit.
        g->reservations.insert("demo-project/us-east5-b/cal-v6e",
                               FakeGoogle::aggregateReservation(
                                   "us-east5-b", "cal-v6e",
                                   "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E", "ct6e", 64, 0, 4));
        expect(runChecks(*c, p, true), "live.reservation", catalog::Severity::Info,
               "has 64 free chips of 64");
        // Another VM family: an error like a specific reservation of another machine type.
        g->reservations.insert(
            "demo-project/us-east5-b/cal-v5p",
            FakeGoogle::aggregateReservation(
                "us-east5-b", "cal-v5p", "VM_FAMILY_CLOUD_TPU_POD_SLICE_CT5P", "ct5p", 64, 0, 4));
        p.reservation.name = "cal-v5p";
        expect(runChecks(*c, p, true), "live.reservation", catalog::Severity::Error,
               "Reservation cal-v5p holds chips of VM_FAMILY_CLOUD_TPU_POD_SLICE_CT5P, but the "
               "plan needs VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E (tpu-v6e-slice).");
        // Hostile shapes are not a verdict, and their text stays on one line.
        QJsonObject bad = g->reservations.value("demo-project/us-east5-b/cal-v5p");
        QJsonObject agg = bad.value("aggregateReservation").toObject();
        agg.insert("vmFamily", "VM_FAMILY_X\nerror [live.fake] forged");
        bad.insert("aggregateReservation", agg);
        g->reservations.insert("demo-project/us-east5-b/cal-v5p", bad);
        auto r = runChecks(*c, p, true);
        expect(r, "live.reservation.not-checked", catalog::Severity::Error,
               "its vmFamily \"VM_FAMILY_X\\nerror [live.fake] forged\" is not a VM family");
        QCOMPARE(live::liveFindingsToText(r.findings).count('\n'), int(r.findings.size()) * 3);
        agg.insert("vmFamily", "VM_FAMILY_CLOUD_TPU_POD_SLICE_CT5P");
        agg.insert("inUseResources",
                   QJsonArray{QJsonObject{{"accelerator", QJsonObject{{"acceleratorCount", 65}}}}});
        bad.insert("aggregateReservation", agg);
        g->reservations.insert("demo-project/us-east5-b/cal-v5p", bad);
        expect(runChecks(*c, p, true), "live.reservation.not-checked", catalog::Severity::Error,
               "65 chips in use of 64 reserved");
        bad.insert("resourceStatus", QJsonObject{{"healthInfo", QJsonArray{}}});
        g->reservations.insert("demo-project/us-east5-b/cal-v5p", bad);
        expect(runChecks(*c, p, true), "live.reservation.not-checked", catalog::Severity::Error,
               "its healthInfo is a list, not an object");
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
        expect(r, "live.not-connected", catalog::Severity::Error, "no access token");
        expect(r, "live.not-connected", catalog::Severity::Error, "invalid_grant");
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
        QList<int> waits;
        connectWithKey(recordingWaits(&waits));
        const auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type", catalog::Severity::Info, "is offered");
        expect(r, "live.quota", catalog::Severity::Info, "48 chips free");
        // The client decided to wait at least the second Google asked for (not slept through
        // here: see recordingWaits), and backed off on the two 5xx answers.
        QCOMPARE(waits.size(), 3);
        QVERIFY2(*std::max_element(waits.cbegin(), waits.cend()) >= 1000,
                 "Retry-After: 1 was not honoured");
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
                  {Reply{200, {}, {}, 5000, false}}); // slower than the 0.5 s timeout
        live::ApiOptions opt = fastOptions();
        opt.timeoutMs = 500;
        connectWithKey(opt);
        auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type", catalog::Severity::Info, "is offered"); // the retry answered
        QCOMPARE(g->requests.filter("/machineTypes/").size(), 2);
        g->script("/regions/", {Reply{200, {}, {}, 5000, false}, Reply{200, {}, {}, 5000, false},
                                Reply{200, {}, {}, 5000, false}});
        r = runChecks(*c, liveV5ePlan(), true);
        expect(r, "live.quota.not-checked", catalog::Severity::Error,
               "no answer within 0.5 s after 3 attempts");
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

    // Connects with a stand-in gcloud and returns what the connection said.
    LiveConnection::Outcome connectGcloud(const QString &program)
    {
        LiveConnection::Outcome outcome;
        bool done = false;
        c->useGcloud(program, [&](const LiveConnection::Outcome &o) {
            outcome = o;
            done = true;
        });
        if (!done)
            [&] { QTRY_VERIFY_WITH_TIMEOUT(done, 20000); }();
        return outcome;
    }

    // Issue 23: connected only once gcloud gave a token; gcloud's own words quoted whole.
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
        f.write(QByteArray("#!/bin/sh\ncat >&2 <<'EOF'\n") + kGcloudNoAccount + "EOF\nexit 1\n");
        f.close();
        QFile::setPermissions(ok, QFile::ReadOwner | QFile::ExeOwner | QFile::WriteOwner);
        QFile::setPermissions(bad, QFile::ReadOwner | QFile::ExeOwner | QFile::WriteOwner);
        c = std::make_unique<LiveConnection>(nullptr, live::ApiRoots(g->root()));
        c->setOptions(fastOptions());
        QSignalSpy changed(c.get(), &LiveConnection::connectionChanged);

        auto o = connectGcloud(bad);
        QVERIFY(!o.ok);
        QVERIFY(!c->isConnected() && !c->isConnecting());
        QCOMPARE(o.message, QStringLiteral("Not connected: run `gcloud auth login`."));
        // gcloud's text whole, line breaks kept: nothing cut after "Please run:".
        QCOMPARE(o.detail, QString::fromLatin1(kGcloudNoAccount).trimmed());
        QCOMPARE(g->requests.size(), 0);

        o = connectGcloud(ok);
        QVERIFY2(o.ok, qPrintable(o.message));
        QVERIFY(c->isConnected());
        QVERIFY(c->description().contains("gcloud"));
        auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type", catalog::Severity::Info, "is offered");

        // A failed attempt later leaves the working connection as it was.
        o = connectGcloud(dir.filePath("no-such-gcloud"));
        QVERIFY(!o.ok);
        QVERIFY(o.message.contains("gcloud is not installed"));
        QVERIFY(c->isConnected());
        QVERIFY(changed.size() >= 3);
    }

    // Issue 23: a token that stops coming (a key deleted since) is one finding, not one per check.
    void noTokenIsOneFinding()
    {
        connectWithKey();
        const QByteArray refused =
            R"({"error":"invalid_grant","error_description":"Invalid JWT Signature."})";
        g->script("/token", {Reply{400, refused, {}}, Reply{400, refused, {}},
                             Reply{400, refused, {}}, Reply{400, refused, {}}});
        const auto r = runChecks(*c, liveV5ePlan());
        QCOMPARE(r.findings.size(), size_t(1));
        expect(r, "live.not-connected", catalog::Severity::Error, "no access token");
    }

    // Issue 25.1: a key file is read only when it is a regular file of at most 64 KiB.
    void keyFileIsBoundedAndRegular()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("key.fifo");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString big = dir.filePath("big.json");
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(300LL * 1024 * 1024)); // sparse: 300 MB without writing them
        }
        const QString justOver = dir.filePath("over.json");
        {
            QFile f(justOver);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(64 * 1024 + 1, ' '));
        }
        const QList<QPair<QString, QString>> cases{{"/dev/zero", "is a character device"},
                                                   {"/dev/urandom", "is a character device"},
                                                   {fifo, "is a FIFO (named pipe)"},
                                                   {dir.path(), "is a folder"},
                                                   {big, "is 314572800 bytes, larger than 64 KiB"},
                                                   {justOver, "is 65537 bytes"}};
        for (const auto &[path, says] : cases) {
            QElapsedTimer t;
            t.start();
            QString why;
            QVERIFY(!live::ServiceAccountKey::load(path, &why));
            QVERIFY2(why.contains(says), qPrintable(path + ": " + why));
            QVERIFY2(t.elapsed() < 1000, qPrintable(path)); // at once, without reading it
        }
        LiveConnection conn(nullptr, live::ApiRoots(g->root()));
        const auto o = conn.useKeyFile("/dev/urandom", LiveConnection::Source::Environment);
        QVERIFY(!o.ok);
        QVERIFY2(o.message.contains("character device"), qPrintable(o.message));
        // A real key of about 2.4 KB still loads.
        const QString good = dir.filePath("key.json");
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(testKey().keyJson(g->tokenUri()));
        f.close();
        QString why;
        QVERIFY2(live::ServiceAccountKey::load(good, &why), qPrintable(why));
    }

    // Issue 25.1: an endless or huge answer is cut at its bound, quickly, in bounded memory.
    void endlessAnswersAreCutAtTheirBound()
    {
        g->script("/machineTypes/", {Reply{200, "{\"name\": \"", {}, 0, false, 0, true}});
        // Claims 10 GB: refused from the header, before any of it is read.
        g->script("/regions/", {Reply{200, "{}", {}, 0, false, 0, false, 10LL << 30}});
        live::ApiOptions opt = fastOptions();
        opt.timeoutMs = 15000;
        connectWithKey(opt);
        const long before = peakRssKb();
        QElapsedTimer t;
        t.start();
        const auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type.not-checked", catalog::Severity::Error,
               "larger than 4 MiB, the most this app reads");
        expect(r, "live.quota.not-checked", catalog::Severity::Error, "larger than 4 MiB");
        QVERIFY2(t.elapsed() < 10000, "cut by the deadline, not by the bound");
        QVERIFY(g->bodyBytesSent > 4 * 1024 * 1024);
        QCOMPARE(g->requests.filter("/machineTypes/").size(), 1); // a flood is not asked again
        const long grown = peakRssKb() - before;
        QVERIFY2(grown < kFloodRssSlackKb,
                 qPrintable(QString("peak RSS grew by %1 KB").arg(grown)));
    }

    void endlessOrHugeTokenAnswerIsRefused()
    {
        g->script("/token", {Reply{200, "{\"access_token\": \"", {}, 0, false, 0, true}});
        connectWithKey();
        auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.not-connected", catalog::Severity::Error,
               "sent more than 64 KiB; a token answer is about 1 KB");
        QCOMPARE(g->requests.filter("/compute/").size(), 0);
        // A 50 MB token is refused by the same bound, never sent as a header.
        g->accessToken = QString(50 * 1024 * 1024, 'a');
        r = runChecks(*c, liveV5ePlan(), true);
        expect(r, "live.not-connected", catalog::Severity::Error, "more than 64 KiB");
        // A token under the answer's bound but over a bearer token's is refused too.
        g->accessToken = QString(5000, 'a');
        r = runChecks(*c, liveV5ePlan(), true);
        expect(r, "live.not-connected", catalog::Severity::Error,
               "access_token is not a bearer token");
        QCOMPARE(g->requests.filter("/compute/").size(), 0);
    }

    // Issue 25.2: a token endpoint that drips a byte at a time meets the deadline.
    void drippingTokenEndpointMeetsTheDeadline()
    {
        const QByteArray body = "{\"access_token\": \"ya29.drip\", \"expires_in\": 3599, "
                                "\"token_type\": \"Bearer\"}";
        g->script("/token", {Reply{200, body, {}, 0, false, 300}}); // ~20 s in all
        live::ApiOptions opt = fastOptions();
        opt.tokenTimeoutMs = 500;
        connectWithKey(opt);
        QElapsedTimer t;
        t.start();
        const auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.not-connected", catalog::Severity::Error, "did not answer within 0.5 s");
        QVERIFY(r.hasErrors());
        QVERIFY2(t.elapsed() < 3000, qPrintable(QString::number(t.elapsed())));
    }

    void wholeCallMeetsItsDeadline()
    {
        g->script("/machineTypes/", std::deque<Reply>(4, Reply{200, {}, {}, 5000, false}));
        live::ApiOptions opt = fastOptions();
        opt.maxAttempts = 4;
        opt.timeoutMs = 600;       // four attempts would take 2.4 s and more
        opt.callDeadlineMs = 1000; // the whole call ends first, in the middle of the second
        connectWithKey(opt);
        QElapsedTimer t;
        t.start();
        const auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type.not-checked", catalog::Severity::Error,
               "no answer within 1 s in all");
        QVERIFY2(t.elapsed() < 3000, qPrintable(QString::number(t.elapsed())));
    }

    // Issue 25.3: the signed assertion goes to the key's token_uri only.
    void tokenRequestFollowsNoRedirect()
    {
        FakeGoogle thief;
        QVERIFY(thief.listen());
        g->script("/token", {Reply{307, {}, {{"Location", (thief.root() + "/token").toLatin1()}}}});
        connectWithKey();
        const auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.not-connected", catalog::Severity::Error,
               "answered with a redirect (HTTP 307 to " + thief.root() + "/token)");
        QVERIFY2(thief.requests.isEmpty(), qPrintable(thief.requests.join(", ")));
    }

    void tokenUriMustBeGoogles()
    {
        const QString google = "https://oauth2.googleapis.com/token";
        QString why;
        QVERIFY(live::tokenUriAllowed(google, {}, &why));
        QVERIFY(live::tokenUriAllowed(google, g->root(), &why));
        QVERIFY(live::tokenUriAllowed("https://accounts.google.com/o/oauth2/token", {}, &why));
        QVERIFY(live::tokenUriAllowed(g->tokenUri(), g->root(), &why)); // the loopback fake
        const QList<QPair<QString, QString>> refused{
            {"https://evil.example/token", {}},
            {"https://oauth2.googleapis.com.evil.example/token", {}},
            {"https://oauth2.googleapis.com:8443/token", {}},
            {g->tokenUri(), {}},                       // a loopback token_uri without --api-root
            {"https://evil.example/token", g->root()}, // a fake root does not open other hosts
            {"http://127.0.0.1:1/token", g->root()}};  // nor other loopback ports
        for (const auto &[uri, root] : refused) {
            QVERIFY2(!live::tokenUriAllowed(uri, root, &why), qPrintable(uri + " with " + root));
            QVERIFY(why.contains("token_uri"));
        }
        // Each way in to a connection checks it.
        LiveConnection conn(nullptr, live::ApiRoots());
        const auto o = conn.useKeyForSession(testKey().keyJson(g->tokenUri()), {});
        QVERIFY(!o.ok);
        QVERIFY2(o.message.contains("not Google's token endpoint"), qPrintable(o.message));
        QVERIFY(conn.useKeyForSession(testKey().keyJson(google), {}).ok);
        QTemporaryDir dir;
        QFile f(dir.filePath("key.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(testKey().keyJson("https://evil.example/token"));
        f.close();
        LiveConnection fake(nullptr, live::ApiRoots(g->root()));
        const auto k = fake.useKeyFile(f.fileName());
        QVERIFY(!k.ok);
        QVERIFY2(k.message.contains("nor on the API root"), qPrintable(k.message));
    }

    // Issue 25.4: every number from an API is a whole count in range, or the check says why not.
    void numbersMustBeWholeCounts_data()
    {
        QTest::addColumn<QString>("where");
        QTest::addColumn<QJsonValue>("value");
        for (const char *w : {"reservation.count", "reservation.inUseCount", "region.limit",
                              "region.usage", "cloudquota.value"}) {
            for (const auto &[name, v] :
                 {std::pair{"NaN", QJsonValue("NaN")}, std::pair{"INF", QJsonValue("INF")},
                  std::pair{"-inf", QJsonValue("-inf")}, std::pair{"1e3", QJsonValue("1e3")},
                  std::pair{"negative", QJsonValue("-1")}, std::pair{"fraction", QJsonValue(2.5)},
                  std::pair{"huge double", QJsonValue(1e300)},
                  std::pair{"20 digits", QJsonValue("99999999999999999999")},
                  std::pair{"text", QJsonValue("eight")}, std::pair{"bool", QJsonValue(true)}})
                QTest::newRow(qPrintable(QString("%1 %2").arg(w, name))) << QString(w) << v;
        }
    }
    void numbersMustBeWholeCounts()
    {
        QFETCH(QString, where);
        QFETCH(QJsonValue, value);
        model::Plan p = liveV5ePlan();
        QString id = "live.quota.not-checked";
        if (where.startsWith("reservation")) {
            p.consumption = model::Consumption::Reservation;
            p.reservation.name = "res-a";
            QJsonObject res = g->reservations.value("demo-project/us-west4-a/res-a");
            QJsonObject spec = res.value("specificReservation").toObject();
            spec.insert(where.section('.', 1), value);
            res.insert("specificReservation", spec);
            g->reservations.insert("demo-project/us-west4-a/res-a", res);
            id = "live.reservation.not-checked";
        } else if (where.startsWith("region")) {
            g->regionQuotas["us-west4"] = QJsonArray{
                QJsonObject{{"metric", "TPU_LITE_PODSLICE_V5"}, {"limit", 64.0}, {"usage", 16.0}}};
            QJsonObject q = g->regionQuotas["us-west4"].first().toObject();
            q.insert(where.section('.', 1), value);
            g->regionQuotas["us-west4"] = QJsonArray{q};
        } else {
            p = standardPlan(); // v6e in us-east5: Cloud Quotas
            p.projectId = "demo-project";
            g->machineTypes.insert("us-east5-b/ct6e-standard-4t");
            g->serverConfigs.insert("us-east5", g->serverConfigs.value("us-west4"));
            QJsonObject info = g->quotaInfos.value("TPUS-PER-TPU-FAMILY-per-project-region");
            QJsonArray dims = info.value("dimensionsInfos").toArray();
            QJsonObject first = dims.first().toObject();
            first.insert("details", QJsonObject{{"value", value}});
            dims[0] = first;
            info.insert("dimensionsInfos", dims);
            g->quotaInfos.insert("TPUS-PER-TPU-FAMILY-per-project-region", info);
        }
        connectWithKey();
        const auto r = runChecks(*c, p);
        expect(r, id, catalog::Severity::Error, "is not a whole number from 0 to 1000000000000");
        for (const auto &f : r.findings)
            QVERIFY2(!f.message.toString().contains("nan") &&
                         !f.message.toString().contains("inf "),
                     qPrintable(f.message.toString()));
    }

    void moreInUseThanReservedIsNotAVerdict()
    {
        g->reservations.insert(
            "demo-project/us-west4-a/res-a",
            FakeGoogle::reservation("us-west4-a", "res-a", "ct5lp-hightpu-4t", 2, 8));
        connectWithKey();
        model::Plan p = liveV5ePlan();
        p.consumption = model::Consumption::Reservation;
        p.reservation.name = "res-a";
        expect(runChecks(*c, p), "live.reservation.not-checked", catalog::Severity::Error,
               "8 VMs in use of 2");
    }

    // Issue 25.5: a token with CR/LF (or any character outside a bearer token's) never becomes a
    // header.
    void headerInjectionThroughTheTokenIsRefused()
    {
        g->accessToken = "ya29.ok\r\nX-Injected: 1";
        connectWithKey();
        const auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.not-connected", catalog::Severity::Error,
               "access_token is not a bearer token");
        QCOMPARE(g->requests.filter("/compute/").size(), 0);
        QVERIFY(g->authorizations.isEmpty());
        QVERIFY(live::isValidAccessToken("ya29.a0AfH6SM-_~+/x=="));
        for (const QByteArray &bad :
             {QByteArray("a b"), QByteArray("a\r\nb"), QByteArray("a\tb"), QByteArray("=abc"),
              QByteArray("ab=c"), QByteArray("\xc3\xa9"), QByteArray(), QByteArray(4097, 'a')})
            QVERIFY2(!live::isValidAccessToken(bad), bad.toPercentEncoding().constData());
    }

    void tokenAnswerNumbersAreChecked()
    {
        for (const QByteArray &expires :
             {QByteArray("\"NaN\""), QByteArray("-5"), QByteArray("1e9"), QByteArray("0.5")}) {
            const auto a = live::parseTokenAnswer(
                "{\"access_token\":\"ya29.x\",\"expires_in\":" + expires + "}");
            QVERIFY2(a.accessToken.isEmpty(), expires.constData());
            QVERIFY(a.problem.contains("expires_in"));
        }
        const auto ok =
            live::parseTokenAnswer("{\"access_token\":\"ya29.x\",\"expires_in\":\"3599\"}");
        QCOMPARE(ok.accessToken, QByteArray("ya29.x"));
        QCOMPARE(ok.lifetimeSeconds, 3599);
        const auto err = live::parseTokenAnswer(
            "{\"error\":\"invalid_grant\",\"error_description\":\"bad\\nerror [live.fake] x\"}");
        QVERIFY(err.accessToken.isEmpty());
        QVERIFY(err.problem.isEmpty());
        QVERIFY(!err.errorDescription.contains('\n'));
    }

    // Issue 25.1 and 25.5 for gcloud: a flood is cut at 64 KiB of each stream; a token with a
    // control character is refused.
    void gcloudOutputIsBoundedAndChecked_data()
    {
        QTest::addColumn<QByteArray>("script");
        QTest::addColumn<QString>("says");
        QTest::newRow("stdout flood")
            << QByteArray("exec cat /dev/zero\n") << "printed more than 64 KiB";
        QTest::newRow("stderr flood")
            << QByteArray("exec cat /dev/zero >&2\n") << "printed more than 64 KiB";
        QTest::newRow("escape in token")
            << QByteArray("printf 'ya29.a\\033[2Jb\\n'\n") << "its output is not an access token";
        QTest::newRow("multi-line error")
            << QByteArray("printf 'ERROR: one\\nerror [live.fake] \\033[2Jforged\\n' >&2; exit 1\n")
            << "exit code 1";
    }
    void gcloudOutputIsBoundedAndChecked()
    {
        QFETCH(QByteArray, script);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString path = dir.filePath("gcloud");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\n" + script);
        f.close();
        QFile::setPermissions(path, QFile::ReadOwner | QFile::ExeOwner | QFile::WriteOwner);
        c = std::make_unique<LiveConnection>(nullptr, live::ApiRoots(g->root()));
        c->setOptions(fastOptions());
        const long before = peakRssKb();
        const auto o = connectGcloud(path);
        QVERIFY(!o.ok && !c->isConnected());
        QVERIFY2(o.message.contains(says), qPrintable(o.message));
        QVERIFY(!o.message.contains('\n'));
        // gcloud's words are quoted whole, line by line, each line's control characters escaped.
        QVERIFY(o.detail.size() <= live::limits::kGcloudQuotedChars + 1);
        if (QByteArray(QTest::currentDataTag()) == "multi-line error")
            QCOMPARE(o.detail, QStringLiteral("ERROR: one\nerror [live.fake] \\u001b[2Jforged"));
        QVERIFY(peakRssKb() - before < kFloodRssSlackKb);
        QCOMPARE(g->requests.size(), 0);
    }

    // Issue 25.6: whatever an API says, one finding prints as one line and its indented detail.
    void apiTextCannotForgeALine()
    {
        g->script("/machineTypes/",
                  {Reply{400,
                         FakeGoogle::googleError(400, "INVALID_ARGUMENT",
                                                 "bad\nerror [live.fake] forged line\r\x1b[2K"),
                         {}}});
        connectWithKey();
        const auto r = runChecks(*c, liveV5ePlan());
        const QString text = live::liveFindingsToText(r.findings);
        QVERIFY2(text.contains("bad\\nerror [live.fake] forged line\\r\\u001b[2K"),
                 qPrintable(text));
        for (const QString &line : text.split('\n', Qt::SkipEmptyParts))
            QVERIFY2(!line.startsWith("error [live.fake]"), qPrintable(text));
        QCOMPARE(text.count('\n'), int(r.findings.size()) * 3);
        // A key's type is quoted on one line too.
        QString why;
        QVERIFY(
            !live::ServiceAccountKey::parse("{\"type\":\"x\\nerror [live.fake] forged\"}", &why));
        QVERIFY2(!why.contains('\n') && why.contains("x\\nerror"), qPrintable(why));
        // And a catalog's or plan's text in the catalog checks' findings.
        model::Finding f;
        f.id = "zone.caveat.x";
        f.message = QStringLiteral("caveat\nerror [live.fake] forged");
        f.explanation = QStringLiteral("detail\n");
        const QString plain = model::findingsToText({f}, *builtinCatalog());
        QCOMPARE(plain.count('\n'), 2);
        QVERIFY(plain.contains("caveat\\nerror [live.fake] forged"));
    }

    // Issue 25.7: Retry-After as delay-seconds of any length or as an HTTP-date; capped.
    void retryAfterForms()
    {
        const QDateTime now = QDateTime::fromString("2025-03-01T12:00:00Z", Qt::ISODate);
        QCOMPARE(live::parseRetryAfter("120", now), 120);
        QCOMPARE(live::parseRetryAfter(" 0 ", now), 0);
        QCOMPARE(live::parseRetryAfter("99999999999999999999999999", now), 86400);
        QCOMPARE(live::parseRetryAfter("3000000000", now), 86400);
        QCOMPARE(live::parseRetryAfter("Sat, 01 Mar 2025 12:00:42 GMT", now), 42);
        QCOMPARE(live::parseRetryAfter("Saturday, 01-Mar-25 12:01:00 GMT", now), 60);
        QCOMPARE(live::parseRetryAfter("Sat Mar  1 12:00:05 2025", now), 5);
        QCOMPARE(live::parseRetryAfter("Fri, 28 Feb 2025 12:00:00 GMT", now), 0); // past: now
        QCOMPARE(live::parseRetryAfter("Sat, 01 Mar 2031 12:00:00 GMT", now), 86400);
        QCOMPARE(live::parseRetryAfter("-5", now), -1);
        QCOMPARE(live::parseRetryAfter("soon", now), -1);
        QCOMPARE(live::parseRetryAfter("", now), -1);
    }

    void retryAfterDateIsHonouredAndHugeIsNotRetried()
    {
        const QByteArray busy = FakeGoogle::googleError(429, "RESOURCE_EXHAUSTED", "Slow down");
        // Whole seconds: a date 3 s ahead waits at least 2 s.
        const QByteArray date = QLocale::c()
                                    .toString(QDateTime::currentDateTimeUtc().addSecs(3),
                                              "ddd, dd MMM yyyy HH:mm:ss 'GMT'")
                                    .toLatin1();
        g->script("/machineTypes/", {Reply{429, busy, {{"Retry-After", date}}}});
        g->script("/serverConfig",
                  {Reply{429, busy, {{"Retry-After", "99999999999999999999999999"}}}});
        QList<int> waits;
        connectWithKey(recordingWaits(&waits));
        const auto r = runChecks(*c, liveV5ePlan());
        expect(r, "live.machine-type", catalog::Severity::Info, "is offered");
        QCOMPARE(waits.size(), 1);
        QVERIFY2(waits.first() >= 1900, qPrintable(QString::number(waits.first())));
        QCOMPARE(g->requests.filter("/machineTypes/").size(), 2);
        expect(r, "live.gke-version.not-checked", catalog::Severity::Error,
               "asks to wait a day or more");
        QCOMPARE(g->requests.filter("/serverConfig").size(), 1);
    }
};

QTEST_GUILESS_MAIN(TstLive)
#include "tst_live.moc"
